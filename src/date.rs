//! Calendar dates, as the manifest gives a document's date of issue and as
//! `--as-of` asks for one: `YYYY-MM-DD`, checked once where it is read.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A day of the Gregorian calendar, written `YYYY-MM-DD`. Dates compare in
/// the order of time (their text compares so).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date(String);

impl Date {
    /// The date `text` names, if it is `YYYY-MM-DD` and a day of the calendar.
    pub fn parse(text: &str) -> Option<Date> {
        is_iso_date(text).then(|| Date(text.to_string()))
    }

    /// The date as written, `YYYY-MM-DD`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The year, `YYYY`.
    pub fn year(&self) -> &str {
        &self.0[..4]
    }

    /// The first date written in `text` in one of the common forms of a
    /// document's date line: "04 December 2017", "4th Dec. 2017", "June 1,
    /// 2019", "2019-06-01".
    pub fn written_in(text: &str) -> Option<Date> {
        WRITTEN_DATE.captures_iter(text).find_map(|found| {
            let named = |name: &str| found.name(name).map(|m| m.as_str());
            let (day, month, year) = match named("iso_year") {
                Some(year) => (named("iso_day")?, named("iso_month")?.to_string(), year),
                None => {
                    let day = named("day_first").or_else(|| named("day_after"))?;
                    let month = named("month_after").or_else(|| named("month_first"))?;
                    let year = named("year_dm").or_else(|| named("year_md"))?;
                    (day, format!("{:02}", month_number(month)?), year)
                }
            };
            let day: u32 = day.parse().ok()?;
            Date::parse(&format!("{year}-{month}-{day:02}"))
        })
    }
}

/// The written date forms [`Date::written_in`] reads.
static WRITTEN_DATE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
    regex::Regex::new(concat!(
        r"\b(?:(?P<iso_year>\d{4})-(?P<iso_month>\d{2})-(?P<iso_day>\d{2})",
        r"|(?P<day_first>\d{1,2})(?:st|nd|rd|th)? (?P<month_after>[A-Za-z]{3,9})\.?,? (?P<year_dm>\d{4})",
        r"|(?P<month_first>[A-Za-z]{3,9})\.? (?P<day_after>\d{1,2})(?:st|nd|rd|th)?,? (?P<year_md>\d{4}))\b",
    ))
    .expect("the written date pattern is a valid regular expression")
});

/// The number of a month named in full or by its first three letters.
fn month_number(name: &str) -> Option<u32> {
    const MONTHS: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let name = name.trim_end_matches('.').to_lowercase();
    let number = MONTHS
        .iter()
        .position(|month| name.len() >= 3 && month.starts_with(&name))?;
    u32::try_from(number + 1).ok()
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for Date {
    type Err = String;

    fn from_str(text: &str) -> Result<Date, String> {
        Date::parse(text).ok_or_else(|| {
            format!("{text:?} is not a date: write it as YYYY-MM-DD, e.g. 1997-01-01")
        })
    }
}

impl Serialize for Date {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Date {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Date, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// True for `YYYY-MM-DD` naming a day of the calendar.
fn is_iso_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    let [year, month, day] = parts.as_slice() else {
        return false;
    };
    let number = |s: &str, len: usize| {
        (s.len() == len && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<u32>().ok())
            .flatten()
    };
    let (Some(year), Some(month), Some(day)) = (number(year, 4), number(month, 2), number(day, 2))
    else {
        return false;
    };
    (1..=days_in_month(year, month)).contains(&day)
}

/// The days of `month` (1-12) in `year` of the Gregorian calendar; 0 for no month.
fn days_in_month(year: u32, month: u32) -> u32 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_date_is_read_in_its_common_written_forms() {
        let read = |text: &str| Date::written_in(text).map(|d| d.to_string());
        for text in [
            "First Edition Current Rulings Document (01 June 2019)",
            "Effective June 1, 2019.",
            "issued 1st Jun. 2019",
            "dated 2019-06-01",
        ] {
            assert_eq!(read(text).as_deref(), Some("2019-06-01"), "{text}");
        }
        assert_eq!(read("the 31 February 2019 text"), None);
        assert_eq!(read("in 2019 and 12 more"), None);
        assert_eq!(read("May 2019"), None);
    }

    use super::*;

    #[test]
    fn dates_checked() {
        assert!(is_iso_date("2017-12-04"));
        assert!(!is_iso_date("04 December 2017"));
        assert!(!is_iso_date("2017-13-01"));
        assert!(!is_iso_date("2017-02-30"));
        assert!(!is_iso_date("2017-02-29"));
        assert!(is_iso_date("2016-02-29"));
        assert!(is_iso_date("2000-02-29"));
        assert!(!is_iso_date("1900-02-29"));
        assert!(!is_iso_date("2017-04-31"));
    }

    #[test]
    fn dates_compare_in_the_order_of_time_and_read_back() {
        let parse = |text| Date::parse(text).unwrap();
        assert!(parse("1996-05-14") < parse("2017-12-04"));
        assert!(parse("2017-01-31") < parse("2017-12-01"));
        assert_eq!(parse("2017-12-04").year(), "2017");
        let json = serde_json::to_string(&parse("2017-12-04")).unwrap();
        assert_eq!(json, "\"2017-12-04\"");
        assert_eq!(
            serde_json::from_str::<Date>(&json).unwrap(),
            parse("2017-12-04")
        );
        assert!(serde_json::from_str::<Date>("\"2017-02-30\"").is_err());
        assert!("04 December 2017".parse::<Date>().is_err());
    }
}

//! What a request asks, read from its query string and path, checked as the
//! command line checks its arguments; what is wrong is a [`Failure::Bad`].

use rulings::date::Date;
use rulings::query::search::SearchOptions;
use rulings::query::view::When;
use rulings::record::Source;
use serde::Deserialize;

use super::routes::Failure;

/// Longest text a request may give in one field.
pub const MAX_CHARS: usize = 1000;

/// Results a search gives unless `limit` says otherwise, as on the command line.
const DEFAULT_LIMIT: usize = 10;

/// Most results one search may give over HTTP.
const MAX_LIMIT: usize = 100;

/// The query string's fields, every one optional; each route reads its own.
#[derive(Debug, Default, Deserialize)]
pub struct Params {
    /// The search words.
    pub q: Option<String>,
    /// `faq`, `glossary` or `rulings`.
    pub source: Option<String>,
    /// A card the rulings must name.
    pub card: Option<String>,
    /// At most this many results.
    pub limit: Option<String>,
    /// Leave out superseded rulings: `true`, `on` or `1`.
    pub current: Option<String>,
    /// Answer as of this date, `YYYY-MM-DD`.
    pub as_of: Option<String>,
    /// The card or action that would respond, or the whole question.
    pub actor: Option<String>,
    /// What it would respond to.
    pub action: Option<String>,
    /// Also list the candidates for review (`/api/superseded`).
    pub candidates: Option<String>,
}

impl Params {
    /// Refuses a field longer than [`MAX_CHARS`].
    pub fn check(&self) -> Result<(), Failure> {
        let fields = [
            ("q", &self.q),
            ("card", &self.card),
            ("actor", &self.actor),
            ("action", &self.action),
        ];
        for (name, value) in fields {
            if let Some(value) = value {
                checked_length(name, value)?;
            }
        }
        Ok(())
    }

    /// The field's text, empty when absent.
    pub fn text(value: &Option<String>) -> &str {
        value.as_deref().unwrap_or_default()
    }

    /// True when the request asks a search: words, or a source or card filter.
    pub fn asks_search(&self) -> bool {
        self.q.is_some() || is_set(&self.source) || is_set(&self.card)
    }

    /// The search the fields ask for.
    pub fn search(&self) -> Result<SearchOptions, Failure> {
        let query = Params::text(&self.q).to_string();
        if query.trim().is_empty() && !is_set(&self.source) && !is_set(&self.card) {
            return Err(Failure::Bad(
                "the query is empty: give some words to search for, e.g. amanda rogers countermanda"
                    .to_string(),
            ));
        }
        let options = SearchOptions {
            query,
            source: self.source()?,
            card: self.card.clone().filter(|card| !card.trim().is_empty()),
            limit: self.limit()?,
        };
        options.check()?;
        Ok(options)
    }

    /// The source filter, if any.
    fn source(&self) -> Result<Option<Source>, Failure> {
        match self.source.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(name) => Source::parse(name).map(Some).ok_or_else(|| {
                Failure::Bad(format!(
                    "unknown source “{name}”: use faq, glossary or rulings"
                ))
            }),
        }
    }

    /// The number of results, 1 to [`MAX_LIMIT`].
    fn limit(&self) -> Result<usize, Failure> {
        let Some(limit) = self.limit.as_deref().filter(|l| !l.is_empty()) else {
            return Ok(DEFAULT_LIMIT);
        };
        limit
            .trim()
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_LIMIT).contains(n))
            .ok_or_else(|| {
                Failure::Bad(format!(
                    "limit “{limit}” is not a number from 1 to {MAX_LIMIT}"
                ))
            })
    }

    /// The view the fields ask for: `as_of` and `current`.
    pub fn when(&self) -> Result<When, Failure> {
        Ok(When {
            as_of: self.as_of()?,
            current: flag("current", &self.current)?,
        })
    }

    /// The view `as_of` asks for, for the answers that take no `current`.
    pub fn as_of_only(&self) -> Result<When, Failure> {
        Ok(When {
            as_of: self.as_of()?,
            current: false,
        })
    }

    /// The date asked for, if any.
    fn as_of(&self) -> Result<Option<Date>, Failure> {
        match self.as_of.as_deref().map(str::trim) {
            None | Some("") => Ok(None),
            Some(text) => text.parse().map(Some).map_err(Failure::Bad),
        }
    }

    /// Whether `candidates` asks for the candidates for review.
    pub fn candidates(&self) -> Result<bool, Failure> {
        flag("candidates", &self.candidates)
    }
}

/// Refuses `value` when it is longer than [`MAX_CHARS`].
pub fn checked_length(name: &str, value: &str) -> Result<(), Failure> {
    let chars = value.chars().count();
    if chars > MAX_CHARS {
        return Err(Failure::Bad(format!(
            "the {name} is {chars} characters long; at most {MAX_CHARS} are read"
        )));
    }
    Ok(())
}

/// True when the field is present and not blank.
fn is_set(value: &Option<String>) -> bool {
    value.as_deref().is_some_and(|v| !v.trim().is_empty())
}

/// A yes/no field: absent, empty, `false`, `off` or `0` is no; `true`, `on`
/// or `1` is yes.
fn flag(name: &str, value: &Option<String>) -> Result<bool, Failure> {
    match value.as_deref().map(str::trim) {
        None | Some("" | "false" | "off" | "0") => Ok(false),
        Some("true" | "on" | "1") => Ok(true),
        Some(other) => Err(Failure::Bad(format!(
            "{name}=“{other}” is neither true nor false"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(q: &str) -> Params {
        Params {
            q: Some(q.to_string()),
            ..Params::default()
        }
    }

    #[test]
    fn an_empty_or_overlong_query_is_refused() {
        assert!(matches!(with("  ").search(), Err(Failure::Bad(_))));
        assert!(matches!(
            with(&"a".repeat(1001)).check(),
            Err(Failure::Bad(_))
        ));
        assert!(with(&"a".repeat(1000)).check().is_ok());
    }

    #[test]
    fn filters_are_read_as_the_command_line_reads_them() {
        let params = Params {
            source: Some("glossary".into()),
            limit: Some("3".into()),
            current: Some("on".into()),
            as_of: Some("2000-01-01".into()),
            ..with("hugh")
        };
        let options = params.search().unwrap();
        assert_eq!(options.source, Some(Source::Glossary));
        assert_eq!(options.limit, 3);
        let when = params.when().unwrap();
        assert!(when.current);
        assert_eq!(when.as_of, Date::parse("2000-01-01"));
    }

    #[test]
    fn bad_filters_are_refused() {
        let bad = |params: Params| params.search().is_err() || params.when().is_err();
        assert!(bad(Params {
            source: Some("wiki".into()),
            ..with("hugh")
        }));
        assert!(bad(Params {
            limit: Some("0".into()),
            ..with("hugh")
        }));
        assert!(bad(Params {
            as_of: Some("yesterday".into()),
            ..with("hugh")
        }));
        assert!(bad(Params {
            current: Some("maybe".into()),
            ..with("hugh")
        }));
    }
}

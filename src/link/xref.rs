//! Cross-references: resolves each record's `see_also` targets ("See downloading",
//! `PAUL RICE -- See "..."`) to the ids of records in the corpus.
//!
//! A target resolves to the record whose title names it, compared by a loose key
//! (case, quotes, dashes and simple word endings ignored), preferring the
//! highest-authority document and, within it, the first record of the entry.

use std::collections::HashMap;

use std::sync::LazyLock;

use regex::Regex;

use crate::normalize::name_key;
use crate::record::{Record, RecordKind, SeeAlso};

/// A title key that ignores simple word endings: "downloading" and "Download" meet.
pub fn loose_key(title: &str) -> String {
    name_key(title)
        .split(' ')
        .map(stem_word)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Strips one common English ending from a word of four letters or more: the
/// [`loose_key`] of one word of a [`name_key`].
pub fn stem_word(word: &str) -> &str {
    for ending in ["ing", "es", "s"] {
        if let Some(stem) = word.strip_suffix(ending) {
            if stem.len() >= 3 && !stem.ends_with('s') {
                return stem;
            }
        }
    }
    word
}

/// How good a record is as the target of a cross-reference: a whole record over
/// a part, then the document's place in the order of authority.
fn target_rank(record: &Record) -> (u8, i32) {
    let whole = match record.kind {
        RecordKind::QuestionPart | RecordKind::Unplaced => 0,
        _ => 1,
    };
    (whole, record.authority)
}

/// Resolves the `see_also` targets of every record to ids where the target is in
/// the corpus; targets that are not keep `id: None`.
pub fn resolve(records: &mut [Record]) {
    add_section_mentions(records);
    let mut best: HashMap<String, usize> = HashMap::new();
    for (index, record) in records.iter().enumerate().rev() {
        if !record.section.is_empty() && record.part.is_none() {
            best.insert(loose_key(&record.section), index);
        }
    }
    for (index, record) in records.iter().enumerate() {
        let key = loose_key(&record.title);
        if key.is_empty() {
            continue;
        }
        let better = match best.get(&key) {
            Some(&current) => target_rank(record) > target_rank(&records[current]),
            None => true,
        };
        if better {
            best.insert(key, index);
        }
    }
    let ids: Vec<String> = records.iter().map(|r| r.id.clone()).collect();
    for (index, record) in records.iter_mut().enumerate() {
        for see in &mut record.see_also {
            see.id = best
                .get(&loose_key(&see.target))
                .filter(|&&target| target != index)
                .map(|&target| ids[target].clone());
        }
    }
}

static SECTION_MENTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b[Ss]ection (\d+(?:\.\d+)+)\b")
        .expect("section pattern is a valid regular expression")
});

/// "explained in Section 1.3" becomes a cross-reference to section 1.3 of the
/// same document, when the document has such a section.
fn add_section_mentions(records: &mut [Record]) {
    let sections: Vec<(String, String)> = records
        .iter()
        .filter_map(|r| {
            let number = r.section.split_whitespace().next()?;
            Some((format!("{}#{number}", r.doc), r.section.clone()))
        })
        .collect();
    let sections: HashMap<String, String> = sections.into_iter().collect();
    for record in records.iter_mut() {
        let mentioned: Vec<String> = SECTION_MENTION
            .captures_iter(&record.text)
            .filter_map(|c| c.get(1))
            .filter_map(|number| sections.get(&format!("{}#{}", record.doc, number.as_str())))
            .filter(|section| **section != record.section)
            .cloned()
            .collect();
        for target in mentioned {
            if !record.see_also.iter().any(|s| s.target == target) {
                record.see_also.push(SeeAlso { target, id: None });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Source;

    fn record(source: Source, title: &str, id: &str) -> Record {
        let mut record = Record::new(source, "", title, "text", RecordKind::Prose);
        record.id = id.to_string();
        record.authority = match source {
            Source::Faq => 1,
            Source::Glossary => 2,
            Source::Rulings => 3,
        };
        record
    }

    #[test]
    fn loose_keys_ignore_endings_and_typography() {
        assert_eq!(loose_key("Downloading"), loose_key("download"));
        assert_eq!(loose_key("Q’s Tent"), loose_key("Qs tent"));
        assert_eq!(loose_key("use (skills)"), "use skill");
    }

    #[test]
    fn targets_resolve_to_the_highest_authority() {
        let mut records = vec![
            record(Source::Faq, "DOWNLOADING", "faq/1/downloading"),
            record(Source::Glossary, "downloading", "glossary/downloading/p1"),
            record(
                Source::Glossary,
                "valid response",
                "glossary/valid-response",
            ),
        ];
        records[2].see_also = vec![
            SeeAlso {
                target: "downloading".into(),
                id: None,
            },
            SeeAlso {
                target: "nowhere".into(),
                id: None,
            },
        ];
        resolve(&mut records);
        assert_eq!(
            records[2].see_also[0].id.as_deref(),
            Some("glossary/downloading/p1")
        );
        assert_eq!(records[2].see_also[1].id, None);
    }

    #[test]
    fn section_mentions_point_at_the_section() {
        let mut colon = Record::new(
            Source::Faq,
            "1.3 The Colon Rule",
            "THE COLON RULE",
            "text",
            RecordKind::Question,
        );
        colon.id = "faq/1.3/the-colon-rule".into();
        let mut other = Record::new(
            Source::Faq,
            "3.9 Interrupts",
            "COUNTERMANDA",
            "By the Colon Rule explained in Section 1.3, it is not.",
            RecordKind::Question,
        );
        other.id = "faq/3.9/countermanda".into();
        let mut records = vec![colon, other];
        resolve(&mut records);
        assert_eq!(
            records[1].see_also[0].id.as_deref(),
            Some("faq/1.3/the-colon-rule")
        );
    }
}

//! The general rules on valid responses and timing: which passages of the
//! corpus state them, found once for the whole corpus, for `respond` to cite when
//! no passage answers a question.

use std::sync::LazyLock;

use regex::Regex;

use crate::normalize::fold;
use crate::record::{Record, RecordKind};

/// The general rules, each as a pattern that finds its passage in folded text.
const GENERAL_RULES: &[&str] = &[
    r"valid response must specifically relate",
    r"at any time[^.]*is not a valid response",
    r"suspends play may be played at any time",
    r"special download[^.]*suspends play|using a special download icon also suspends play",
    r"interrupts are resolved first in,? first out",
];

/// A word every general rule's passage has, found in raw text.
static RULE_WORDS: LazyLock<regex::bytes::Regex> = LazyLock::new(|| {
    regex::bytes::RegexBuilder::new(r"(?i)valid|suspends|interrupts")
        .unicode(false)
        .build()
        .expect("rule words are a valid regular expression")
});

static RULE_PATTERNS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    GENERAL_RULES
        .iter()
        .map(|p| Regex::new(p).expect("rule patterns are valid regular expressions"))
        .collect()
});

/// The ids of the passages stating the general rules: for each rule the one of
/// highest authority (the last of equals), each passage once, in the order of
/// the rules. A question's parts are left out (the whole question stands).
pub fn general_rules(records: &[Record]) -> Vec<String> {
    let texts: Vec<Option<String>> = records
        .iter()
        .map(|r| {
            let may_state =
                r.kind != RecordKind::QuestionPart && RULE_WORDS.is_match(r.text.as_bytes());
            may_state.then(|| fold(&r.text))
        })
        .collect();
    let mut rules: Vec<String> = Vec::new();
    for pattern in RULE_PATTERNS.iter() {
        let best = records
            .iter()
            .zip(&texts)
            .filter(|(_, text)| text.as_deref().is_some_and(|text| pattern.is_match(text)))
            .map(|(r, _)| r)
            .max_by_key(|r| r.authority);
        if let Some(record) = best {
            if !rules.contains(&record.id) {
                rules.push(record.id.clone());
            }
        }
    }
    rules
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Source;

    fn record(id: &str, authority: i32, text: &str) -> Record {
        let mut record = Record::new(Source::Faq, "2.1", id, text, RecordKind::Question);
        record.id = id.to_string();
        record.authority = authority;
        record
    }

    #[test]
    fn each_rule_is_cited_from_its_highest_authority() {
        let records = vec![
            record(
                "old",
                1,
                "A valid response must specifically relate to the action.",
            ),
            record("new", 3, "A VALID RESPONSE must specifically relate to it."),
            record("fifo", 1, "Interrupts are resolved first in, first out."),
            record("none", 5, "Nothing about responses here."),
        ];
        assert_eq!(general_rules(&records), ["new", "fifo"]);
    }
}

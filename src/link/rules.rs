//! The general rules on valid responses and timing: which passages of the
//! corpus state them, found once for the whole corpus, for `respond` to cite when
//! no passage answers a question.

use std::sync::LazyLock;

use regex::Regex;

use crate::normalize::{fold, holds_folding_to_ascii};
use crate::record::{Record, RecordKind};
use crate::text::ascii_case_insensitive_starts;

/// The general rules, each as a pattern that finds its passage in folded text.
const GENERAL_RULES: &[&str] = &[
    r"valid response must specifically relate",
    // FAQ 1.2 "ACTION": no action is interrupted unless a card permits it,
    // with the cards that may interrupt each kind of action.
    r"cannot be[^.]*interrupted[^.]*by any other actions",
    r"at any time[^.]*is not a valid response",
    r"suspends play may be played at any time",
    r"special download[^.]*suspends play|using a special download icon also suspends play",
    r"interrupts are resolved first in,? first out",
    // FAQ 1.4 TIMING: no card interrupts a player moving, beaming or
    // encountering a dilemma, with the exceptions.
    r"cannot[^.]*use a card to interrupt your opponent while",
    // A moment of an action that takes no response: a dilemma "just revealed".
    r"cannot otherwise be responded to",
];

/// For each way a general rule can be stated (each branch of its pattern), its
/// longest word: a passage that states the rule holds one of them, folded, so
/// only a passage whose text holds one in some ASCII case (or a character that
/// folds to ASCII) is folded to be read. Worked out from [`GENERAL_RULES`].
static RULE_WORDS: LazyLock<Vec<String>> = LazyLock::new(|| {
    GENERAL_RULES
        .iter()
        .flat_map(|pattern| pattern.split('|'))
        .map(longest_word)
        .collect()
});

/// The longest run of letters in one branch of a rule's pattern: a word the
/// branch always matches, since the patterns join their words only with
/// spaces, `,?` and `[^.]*` (a test holds this).
fn longest_word(branch: &str) -> String {
    branch
        .split(|c: char| !c.is_ascii_lowercase())
        .max_by_key(|word| word.len())
        .unwrap_or_default()
        .to_string()
}

/// True when raw `text` may state a general rule once folded.
fn may_state_a_rule(text: &str) -> bool {
    holds_folding_to_ascii(text)
        || RULE_WORDS
            .iter()
            .any(|word| ascii_case_insensitive_starts(text, word).next().is_some())
}

static RULE_PATTERNS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    GENERAL_RULES
        .iter()
        .map(|p| Regex::new(p).expect("rule patterns are valid regular expressions"))
        .collect()
});

/// The ids of the passages stating the general rules: for each rule the one of
/// highest authority (the last of equals), each passage once, in the order of
/// the rules. A question's parts are left out (the whole question stands).
pub fn general_rules(records: &[&Record]) -> Vec<String> {
    let texts: Vec<Option<String>> = records
        .iter()
        .map(|r| {
            let may_state = r.kind != RecordKind::QuestionPart && may_state_a_rule(&r.text);
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
    fn the_rule_patterns_join_their_words_only_in_ways_that_keep_each_word() {
        let syntax = Regex::new(r"^[a-z ]+(?:(?:,\?|\[\^\.\]\*)[a-z ]+)*$").unwrap();
        for pattern in GENERAL_RULES {
            for branch in pattern.split('|') {
                assert!(syntax.is_match(branch), "{branch}");
                assert!(longest_word(branch).len() >= 5, "{branch}");
            }
        }
    }

    #[test]
    fn a_passage_is_read_for_a_rule_when_its_fold_may_state_one() {
        assert!(may_state_a_rule(
            "A VALID RESPONSE MUST SPECIFICALLY RELATE to it."
        ));
        assert!(may_state_a_rule(
            "Interrupts are resolved first in, first out."
        ));
        assert!(!may_state_a_rule("Nothing about it here."));
        // The Kelvin sign folds to "k": the text is folded to be sure.
        assert!(may_state_a_rule("\u{212A}"));
    }

    #[test]
    fn each_rule_is_cited_from_its_highest_authority() {
        let records = [
            record(
                "old",
                1,
                "A valid response must specifically relate to the action.",
            ),
            record("new", 3, "A VALID RESPONSE must specifically relate to it."),
            record("fifo", 1, "Interrupts are resolved first in, first out."),
            record("none", 5, "Nothing about responses here."),
        ];
        let records: Vec<&Record> = records.iter().collect();
        assert_eq!(general_rules(&records), ["new", "fifo"]);
    }
}

//! Game concepts: the rules terms a ruling is about (battle, valid response, download ...).
//!
//! Each concept has a canonical name and the word forms that name it in the
//! documents. A record gets a concept when one of those forms occurs in its
//! title or text, compared in the matching form ([`crate::normalize::fold`]).

use std::sync::LazyLock;

use rayon::prelude::*;
use regex::Regex;

use crate::normalize::fold;
use crate::record::Record;

/// A concept: its canonical name and a pattern over folded text.
struct Concept {
    name: &'static str,
    pattern: Regex,
}

/// (canonical name, regular expression over folded text, word-bounded).
const VOCABULARY: &[(&str, &str)] = &[
    ("action", r"actions?|sub-actions?"),
    ("affiliation", r"affiliations?|non-aligned"),
    ("any time", r"at any time|any time"),
    ("artifact", r"artifacts?"),
    ("away team", r"away teams?"),
    (
        "battle",
        r"battles?|attack(s|ed|ing)?|personnel battle|ship battle",
    ),
    ("beaming", r"beam(s|ed|ing)?|transporters?"),
    ("bonus points", r"bonus points?|bonus point area"),
    (
        "card draw",
        r"card draws?|draw(s|ing)? (a|one|two|three|an extra) cards?",
    ),
    (
        "card play",
        r"card plays?|normal card play|play(ed|s|ing)? (a|the|this) card",
    ),
    ("cargo run", r"cargo runs?"),
    ("cloaking", r"cloak(s|ed|ing)?|uncloak(s|ed|ing)?"),
    (
        "colon rule",
        r"colon rule|followed by a colon|colon or (a )?dash",
    ),
    ("counterpart", r"counterparts?"),
    ("damage", r"damage( markers?)?|hull integrity"),
    ("dilemma", r"dilemmas?"),
    ("docking", r"dock(s|ed|ing)?|undock(s|ed|ing)?"),
    ("doorway", r"doorways?"),
    ("download", r"download(s|ed|ing)?"),
    ("encounter", r"encounter(s|ed|ing)?|just encountered"),
    ("equipment", r"equipment"),
    ("errata", r"errata"),
    ("event", r"events?"),
    ("facility", r"facilit(y|ies)|outposts?|stations?"),
    ("hidden agenda", r"hidden agendas?"),
    ("interrupt", r"interrupts?"),
    (
        "mission attempt",
        r"mission attempts?|attempt(s|ed|ing)? (a|the|this) mission",
    ),
    ("mission specialist", r"mission specialists?"),
    ("movement", r"mov(e|es|ed|ing|ement)|range|spaceline"),
    ("nullify", r"nullif(y|ies|ied|ying)"),
    ("objective", r"objectives?"),
    ("persona", r"personas?"),
    ("points", r"points?|scor(e|es|ed|ing)"),
    ("q-continuum", r"q-continuum|q-flash|q-icon"),
    ("response", r"respon(d|ds|ded|ding|se|ses)|valid responses?"),
    ("seeding", r"seed(s|ed|ing)?|seed phase"),
    ("skill", r"skills?|skill multipliers?"),
    ("special download", r"special download(s|ed|ing)?"),
    ("stopped", r"stopped|stops? (the|an|a|your)"),
    ("suspends play", r"suspends? play|suspending"),
    (
        "time travel",
        r"time travel(s|ed|ing|ling|led)?|time locations?",
    ),
    ("timing", r"timing|first in,? first out|framing action"),
    (
        "turn",
        r"end of (your |the )?turn|every turn|per turn|once per turn",
    ),
    ("unique", r"unique|universal"),
    ("valid response", r"valid responses?|not a valid response"),
];

static CONCEPTS: LazyLock<Vec<Concept>> = LazyLock::new(|| {
    VOCABULARY
        .iter()
        .map(|(name, pattern)| Concept {
            name,
            pattern: Regex::new(&format!(r"\b(?:{pattern})\b"))
                .expect("concept patterns are valid regular expressions"),
        })
        .collect()
});

/// The canonical names of every concept this module knows, in alphabetical order.
pub fn names() -> Vec<&'static str> {
    VOCABULARY.iter().map(|(name, _)| *name).collect()
}

/// The concepts named in a piece of text, in vocabulary order.
pub fn concepts_in(text: &str) -> Vec<String> {
    let folded = fold(text);
    CONCEPTS
        .iter()
        .filter(|concept| concept.pattern.is_match(&folded))
        .map(|concept| concept.name.to_string())
        .collect()
}

/// Sets `concepts` on every record from its title and text (records in parallel).
pub fn attach(records: &mut [Record]) {
    records.par_iter_mut().for_each(|record| {
        let mut text = String::with_capacity(record.title.len() + record.text.len() + 1);
        text.push_str(&record.title);
        text.push('\n');
        text.push_str(&record.text);
        record.concepts = concepts_in(&text);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_forms_name_their_concept() {
        let found =
            concepts_in("Hugh is a valid response to a Borg Ship dilemma just encountered.");
        assert!(found.contains(&"valid response".to_string()));
        assert!(found.contains(&"dilemma".to_string()));
        assert!(found.contains(&"encounter".to_string()));
    }

    #[test]
    fn curly_typography_and_case_do_not_matter() {
        let found = concepts_in("Special Downloading SUSPENDS PLAY – as the colon rule says");
        assert!(found.contains(&"special download".to_string()));
        assert!(found.contains(&"suspends play".to_string()));
        assert!(found.contains(&"colon rule".to_string()));
    }

    #[test]
    fn words_inside_other_words_do_not_count() {
        assert!(concepts_in("a battleground of ideas")
            .iter()
            .all(|c| c != "battle"));
        assert!(concepts_in("").is_empty());
    }

    #[test]
    fn vocabulary_is_sorted_and_unique() {
        let names = names();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(names, sorted);
    }
}

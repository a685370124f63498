//! Game concepts: the rules terms a ruling is about (battle, valid response, download ...).
//!
//! Each concept has a canonical name and the words that name it in the
//! documents ([`crate::lexicon::concepts`]). A record gets a concept when one
//! of those words occurs in its title or text, compared in the matching form
//! ([`crate::normalize::fold`]).

use std::sync::LazyLock;

use rayon::prelude::*;
use regex::Regex;

use crate::lexicon::Concept;
use crate::normalize::fold;
use crate::record::Record;

/// Each concept with its words as a pattern over folded text, word-bounded.
static CONCEPTS: LazyLock<Vec<(Concept, Regex)>> = LazyLock::new(|| {
    Concept::all()
        .map(|concept| {
            let pattern = Regex::new(&format!(r"\b(?:{})\b", concept.pattern()))
                .expect("concept patterns are valid regular expressions");
            (concept, pattern)
        })
        .collect()
});

/// The concepts named in a piece of text, in alphabetical order.
pub fn concepts_in(text: &str) -> Vec<Concept> {
    let folded = fold(text);
    CONCEPTS
        .iter()
        .filter(|(_, pattern)| pattern.is_match(&folded))
        .map(|(concept, _)| *concept)
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
        assert!(found.contains(&Concept::ValidResponse));
        assert!(found.contains(&Concept::Dilemma));
        assert!(found.contains(&Concept::Encounter));
    }

    #[test]
    fn curly_typography_and_case_do_not_matter() {
        let found = concepts_in("Special Downloading SUSPENDS PLAY – as the colon rule says");
        assert!(found.contains(&Concept::SpecialDownload));
        assert!(found.contains(&Concept::SuspendsPlay));
        assert!(found.contains(&Concept::ColonRule));
    }

    #[test]
    fn words_inside_other_words_do_not_count() {
        assert!(concepts_in("a battleground of ideas")
            .iter()
            .all(|c| *c != Concept::Battle));
        assert!(concepts_in("").is_empty());
    }
}

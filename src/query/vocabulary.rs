//! Players' words for the documents' terms. A player asks about a "base", "gear"
//! or a "fight"; the rulings say outpost, equipment and battle. A search reads
//! such a word as the documents' term too, a little below the words typed.
//!
//! Only words with one meaning at a Star Trek CCG table are listed, each for
//! the term the documents use for that meaning: not "guy", which is a
//! personnel in "my guys" and the opponent in "the other guy's turn".

use std::collections::HashMap;
use std::sync::LazyLock;

use crate::analyze::tokens;
use crate::lexicon::players::PLAYER_WORDS;

/// The analyzed player words, each with the analyzed documents' terms it
/// stands for.
static TERMS_FOR: LazyLock<HashMap<String, Vec<String>>> = LazyLock::new(|| {
    let mut terms_for: HashMap<String, Vec<String>> = HashMap::new();
    for (documents_term, player_words) in PLAYER_WORDS {
        let Some(term) = single_term(documents_term) else {
            continue;
        };
        for word in player_words.iter().filter_map(|word| single_term(word)) {
            let terms = terms_for.entry(word).or_default();
            if !terms.contains(&term) {
                terms.push(term.clone());
            }
        }
    }
    terms_for
});

/// The one analyzed term of `word`, if it gives exactly one.
fn single_term(word: &str) -> Option<String> {
    match tokens(word).as_slice() {
        [token] => Some(token.text.clone()),
        _ => None,
    }
}

/// The documents' terms (analyzed) an analyzed query term stands for, if it is
/// a player's word for them.
pub fn documents_terms(term: &str) -> &'static [String] {
    TERMS_FOR.get(term).map(Vec::as_slice).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_gives_one_term_on_each_side() {
        for (documents_term, player_words) in PLAYER_WORDS {
            assert!(single_term(documents_term).is_some(), "{documents_term}");
            for word in *player_words {
                assert!(single_term(word).is_some(), "{word}");
                assert_ne!(single_term(word), single_term(documents_term), "{word}");
            }
        }
    }

    #[test]
    fn a_player_word_stands_for_the_documents_terms() {
        let term = |word: &str| single_term(word).unwrap();
        assert_eq!(documents_terms(&term("bases")), [term("outpost")]);
        assert_eq!(
            documents_terms(&term("peeking")),
            [term("examines"), term("look")]
        );
        assert!(documents_terms(&term("outpost")).is_empty());
    }

    #[test]
    fn every_documents_term_is_a_word_of_the_shipped_corpus() {
        let corpus = crate::corpus::Corpus::embedded().expect("the embedded corpus");
        let store = crate::ingest::ingest(&corpus);
        let words: std::collections::HashSet<String> = store
            .records
            .iter()
            .flat_map(|record| tokens(&format!("{} {}", record.title, record.text)))
            .map(|token| token.text)
            .collect();
        for (documents_term, _) in PLAYER_WORDS {
            let term = single_term(documents_term).unwrap();
            assert!(words.contains(&term), "{documents_term}");
        }
    }
}

//! Players' words read as the documents' terms. A player asks about a "base",
//! "gear" or a "landing party"; the rulings say outpost, equipment and away
//! team. The corpus's `vocabulary.tsv` ([`crate::parse::vocabulary`]) lists
//! them; a query's words are matched against it, a phrase word by word.
//!
//! Words are compared by their terms (so "bases" is read as "base"), or, for a
//! word that has none (a common word such as "at"), by the word in lower case.
//! A players' word written in capitals in the file ("AT", "NA") is an
//! initialism: in lower case it is a common word, so it is read only when typed
//! in capitals.

use std::collections::HashMap;

use serde::Serialize;

use super::{analyzable, terms, tokens};
use crate::parse::vocabulary::Entry;

/// The vocabulary as a query is read with it.
#[derive(Debug, Clone, Default)]
pub struct Vocabulary {
    /// The documents' terms, each with its analyzed terms.
    meanings: Vec<Meaning>,
    /// The players' phrases, by the key of their first word.
    phrases: HashMap<String, Vec<Phrase>>,
}

/// A documents' term as written and as analyzed.
#[derive(Debug, Clone)]
struct Meaning {
    term: String,
    terms: Vec<String>,
}

/// A players' word or phrase of the vocabulary.
#[derive(Debug, Clone)]
struct Phrase {
    /// Each word's key ([`word_keys`]).
    keys: Vec<String>,
    /// The words as written, when they must be typed so (an initialism).
    capitals: Option<Vec<String>>,
    /// The place of its documents' term in [`Vocabulary::meanings`].
    meaning: usize,
}

/// A player's word or words in a query, read as a documents' term.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reading {
    /// The words as typed ("landing party").
    pub said: String,
    /// The documents' term they are read as ("away team").
    pub means: String,
    /// The positions of the query words read (as [`super::Token::position`]),
    /// ascending: side by side, or a phrasal verb's two ends around its object.
    #[serde(skip)]
    pub words: Vec<usize>,
    /// The analyzed terms of the documents' term, in order.
    #[serde(skip)]
    pub terms: Vec<String>,
}

impl Vocabulary {
    /// The vocabulary of `entries`; an entry whose documents' term gives no
    /// term (only common words) reads nothing.
    pub fn new(entries: &[Entry]) -> Vocabulary {
        let mut vocabulary = Vocabulary::default();
        for entry in entries {
            let terms = terms(&entry.term);
            if terms.is_empty() {
                continue;
            }
            let meaning = vocabulary.meanings.len();
            vocabulary.meanings.push(Meaning {
                term: entry.term.clone(),
                terms,
            });
            for word in &entry.words {
                vocabulary.add(word, meaning);
            }
        }
        vocabulary
    }

    /// Adds the players' phrase `said` for the meaning at `meaning`.
    fn add(&mut self, said: &str, meaning: usize) {
        let prepared = analyzable(said);
        let keys = word_keys(&prepared);
        let Some(first) = keys.first() else {
            return;
        };
        let capitals = is_initialism(said).then(|| words(&prepared).map(str::to_string).collect());
        let phrases = self.phrases.entry(first.clone()).or_default();
        // Two forms of one phrase ("landing party", "landing parties") read
        // the same words: one reading is enough.
        let known = phrases.iter().any(|phrase| {
            phrase.keys == keys && phrase.capitals == capitals && phrase.meaning == meaning
        });
        if !known {
            phrases.push(Phrase {
                keys,
                capitals,
                meaning,
            });
        }
    }

    /// The players' words of `query` with the documents' terms they stand for,
    /// in query order. At each word the longest phrase that matches is read
    /// (with every meaning it has), and reading goes on after it; where none
    /// does, a phrasal verb split by its object ("get the costs back").
    pub fn readings(&self, query: &str) -> Vec<Reading> {
        if self.phrases.is_empty() {
            return Vec::new();
        }
        let prepared = analyzable(query);
        let typed: Vec<&str> = words(&prepared).collect();
        let keys = word_keys(&prepared);
        let mut readings = Vec::new();
        let mut at = 0;
        while at < keys.len() {
            let matching: Vec<&Phrase> = self
                .phrases
                .get(&keys[at])
                .into_iter()
                .flatten()
                .filter(|phrase| phrase.matches(&keys[at..], &typed[at..]))
                .collect();
            let Some(longest) = matching.iter().map(|phrase| phrase.keys.len()).max() else {
                readings.extend(self.split_verb_at(&keys, &typed, at));
                at += 1;
                continue;
            };
            let span: Vec<usize> = (at..at + longest).collect();
            for phrase in matching.iter().filter(|p| p.keys.len() == longest) {
                readings.push(self.reading(phrase, &typed, span.clone()));
            }
            at += longest;
        }
        readings
    }

    /// The readings of a phrasal verb whose object stands between its verb
    /// at `at` and its particle ("get the costs back", "blow his ship up"),
    /// the nearest particle after at most [`OBJECT_WORDS`] words. The object's
    /// words are read on their own. An infinitive is no object: "get to shoot
    /// back" is no getting back.
    fn split_verb_at(&self, keys: &[String], typed: &[&str], at: usize) -> Vec<Reading> {
        if typed
            .get(at + 1)
            .is_some_and(|next| next.eq_ignore_ascii_case("to"))
        {
            return Vec::new();
        }
        let verbs: Vec<&Phrase> = self
            .phrases
            .get(&keys[at])
            .into_iter()
            .flatten()
            .filter(|phrase| phrase.capitals.is_none())
            .filter(|phrase| matches!(phrase.keys.as_slice(), [_, last] if PARTICLES.contains(&last.as_str())))
            .collect();
        let end = keys.len().min(at + 2 + OBJECT_WORDS);
        let Some(particle) = (at + 2..end).find(|&p| verbs.iter().any(|v| v.keys[1] == keys[p]))
        else {
            return Vec::new();
        };
        verbs
            .iter()
            .filter(|verb| verb.keys[1] == keys[particle])
            .map(|verb| self.reading(verb, typed, vec![at, particle]))
            .collect()
    }

    /// The reading of `phrase` as the query words at `words`.
    fn reading(&self, phrase: &Phrase, typed: &[&str], words: Vec<usize>) -> Reading {
        let meaning = &self.meanings[phrase.meaning];
        Reading {
            said: words
                .iter()
                .map(|&at| typed[at])
                .collect::<Vec<_>>()
                .join(" "),
            means: meaning.term.clone(),
            words,
            terms: meaning.terms.clone(),
        }
    }
}

/// The particles of English phrasal verbs, which may stand after the verb's
/// object ("give the mission up", "throw the card away").
const PARTICLES: &[&str] = &["away", "back", "down", "off", "out", "over", "up"];

/// The most words a phrasal verb's object takes between the verb and its
/// particle ("get the costs back", "blow my opponent's ship up").
const OBJECT_WORDS: usize = 3;

impl Phrase {
    /// Whether the query words from here on (their keys and as typed) begin
    /// with this phrase.
    fn matches(&self, keys: &[String], typed: &[&str]) -> bool {
        keys.starts_with(&self.keys)
            && self.capitals.as_ref().is_none_or(|written| {
                written.len() <= typed.len() && written.iter().zip(typed).all(|(w, t)| w == t)
            })
    }
}

/// The words of an [`analyzable`] text: runs of letters and digits, as the
/// analyzer splits it.
fn words(prepared: &str) -> impl Iterator<Item = &str> {
    prepared
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
}

/// The key of each word of an [`analyzable`] text: its term, or the word in
/// lower case when it has none.
fn word_keys(prepared: &str) -> Vec<String> {
    let mut keys: Vec<String> = words(prepared).map(str::to_lowercase).collect();
    for token in tokens(prepared) {
        if let Some(key) = keys.get_mut(token.position) {
            *key = token.text;
        }
    }
    keys
}

/// Whether a players' word is written as an initialism: two letters or more,
/// every one a capital ("AT", "NA"; not "Feds").
fn is_initialism(said: &str) -> bool {
    let letters: Vec<char> = said.chars().filter(|c| c.is_alphabetic()).collect();
    letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vocabulary(tsv: &str) -> Vocabulary {
        Vocabulary::new(&crate::parse::vocabulary::parse(tsv, "test").0)
    }

    fn read(vocabulary: &Vocabulary, query: &str) -> Vec<(String, String)> {
        vocabulary
            .readings(query)
            .into_iter()
            .map(|r| (r.said, r.means))
            .collect()
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn a_players_word_is_read_in_any_form_the_analyzer_folds() {
        let v = vocabulary("outpost\tbase\n");
        assert_eq!(
            read(&v, "my Bases are gone"),
            pairs(&[("Bases", "outpost")])
        );
        assert!(read(&v, "basement").is_empty());
    }

    #[test]
    fn a_phrase_is_read_whole_and_the_longest_phrase_wins() {
        let v = vocabulary("away team\tlanding party\nparty\tgroup\n");
        assert_eq!(
            read(&v, "my landing party died"),
            pairs(&[("landing party", "away team")])
        );
        assert_eq!(read(&v, "the landing pad"), pairs(&[]));
    }

    #[test]
    fn a_phrase_of_common_words_is_read_by_its_words() {
        let v = vocabulary("encounter\trun into\n");
        assert_eq!(
            read(&v, "when I run into a dilemma"),
            pairs(&[("run into", "encounter")])
        );
        assert!(read(&v, "run out of cards").is_empty());
    }

    #[test]
    fn an_initialism_is_read_only_in_capitals() {
        let v = vocabulary("away team\tAT\n");
        assert_eq!(read(&v, "my AT beams"), pairs(&[("AT", "away team")]));
        assert!(read(&v, "look at the AT.").len() == 1);
        assert!(read(&v, "at the start").is_empty());
    }

    #[test]
    fn a_phrasal_verb_is_read_around_its_object() {
        let v = vocabulary("recovered\tget back\ndestroyed\tblow up\n");
        assert_eq!(
            read(&v, "do I get the costs back?"),
            pairs(&[("get back", "recovered")])
        );
        assert_eq!(
            read(&v, "can he blow my opponent's ship up"),
            pairs(&[("blow up", "destroyed")])
        );
        let reading = &v.readings("get the costs back")[0];
        assert_eq!(reading.words, [0, 3]);
        // Too far apart, the particle belongs to another verb.
        assert!(read(&v, "get a card from the deck and put it back").is_empty());
        // An infinitive is no object: the particle is the infinitive's.
        assert!(read(&v, "do i get to shoot back").is_empty());
    }

    #[test]
    fn two_forms_of_one_phrase_give_one_reading() {
        let v = vocabulary("away team\tlanding party; landing parties\n");
        assert_eq!(
            read(&v, "my landing party"),
            pairs(&[("landing party", "away team")])
        );
    }

    #[test]
    fn a_word_with_two_meanings_gives_both() {
        let v = vocabulary("examines\tpeek\nlook\tpeek\n");
        assert_eq!(
            read(&v, "peek at the top card"),
            pairs(&[("peek", "examines"), ("peek", "look")])
        );
    }

    #[test]
    fn readings_name_the_query_positions_the_analyzer_gives() {
        let v = vocabulary("away team\tlanding party\n");
        let query = "can the whole landing party die?";
        let reading = &v.readings(query)[0];
        let positions: Vec<usize> = tokens(query)
            .into_iter()
            .filter(|t| t.text == "land" || t.text == "parti")
            .map(|t| t.position)
            .collect();
        assert_eq!(positions, reading.words);
        assert_eq!(reading.terms, ["away", "team"]);
    }

    #[test]
    fn every_term_of_the_shipped_vocabulary_is_the_documents_own() {
        let corpus = crate::corpus::Corpus::embedded().expect("the embedded corpus");
        let (entries, warnings) =
            crate::parse::vocabulary::parse(corpus.vocabulary.as_deref().unwrap(), "v");
        assert!(warnings.is_empty(), "{warnings:?}");
        assert!(entries.len() >= 30, "{} entries", entries.len());
        let text: String = corpus
            .documents
            .iter()
            .map(|document| crate::normalize::decode(&document.bytes).text)
            .collect();
        let prepared = analyzable(&text);
        // A term of one, two or three words the documents write in a row.
        let used: std::collections::HashSet<Vec<String>> = tokens(&prepared)
            .windows(3)
            .flat_map(|run| {
                let words: Vec<String> = run.iter().map(|token| token.text.clone()).collect();
                (1..=3).map(move |length| words[..length].to_vec())
            })
            .collect();
        for entry in &entries {
            let terms = terms(&entry.term);
            assert!(
                used.contains(&terms),
                "{:?} is not the documents' term",
                entry.term
            );
            for word in &entry.words {
                assert!(!word_keys(&analyzable(word)).is_empty(), "{word:?}");
            }
        }
    }
}

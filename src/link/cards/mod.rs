//! The card registry: every card title the corpus names, learnt from the documents.
//!
//! Names come from two places. Structure: FAQ topics, FAQ link labels, Current
//! Rulings entry titles, `[Card](#)` links and bold references. Running text:
//! runs of capitalized words in the middle of a sentence ("you can play Hail on a
//! ship"), kept when the documents use them the way cards are used (played,
//! nullified, downloaded, quoted, "the X card", "X is a valid response"), when
//! they are named several times, or when they stand in a list beside another
//! card ("Guinan, Spock, Calamarain"). Game vocabulary (card types, affiliations,
//! skills, rule names, document words) is never a card on its own. The registry
//! then finds those titles in every record's text, case-sensitively.
//!
//! One submodule per job; [`Registry::learn`] runs the first three, [`attach()`]
//! the fourth:
//!
//! - `evidence` finds candidate names: reads records' structure and running
//!   text, capitalized runs, the contexts that use a run as a card, lists and
//!   table rows, and tallies what it sees;
//! - `words` tells cards from game words: which candidates the evidence
//!   accepts as cards, and which names are game terms, vocabulary or not cards;
//! - `merge` merges the spellings of one card into one title: short forms,
//!   fragments, plurals and variants, subtitles, abbreviations, ranks, and the
//!   best spelling;
//! - `initialisms` reads the initialisms the documents use for cards
//!   ("ETA's", "KU: Convergence");
//! - `attach` finds the registry's titles in records' text and sets each
//!   record's `cards`;
//! - [`types`] reads each card's type from what the documents say of it;
//! - [`lookup`] looks cards up by name, as every query reads them.

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

mod attach;
mod evidence;
mod initialisms;
pub mod lookup;
mod merge;
pub mod types;
mod words;

use crate::normalize::name_key;
use crate::parse::card_list::Entry;
use crate::record::Record;
pub use attach::attach;
use attach::Matcher;
use evidence::Evidence;
use lookup::lookup_keys;
use merge::{abbreviations, final_key, fragments};
pub use types::{TypeEvidence, TypeFacts};

/// One card the corpus names.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// The canonical spelling ("Amanda Rogers", "The Art of Diplomacy").
    pub title: String,
    /// Other spellings the documents use ("AMANDA ROGERS", "Art of Diplomacy, The").
    pub aliases: Vec<String>,
    /// Where the title was learnt.
    pub seen: Vec<Seen>,
    /// The titles of its colon-rule group, itself included, bare title first.
    #[serde(default)]
    pub group: Vec<String>,
    /// The bare title the group is named after.
    #[serde(default)]
    pub bare: String,
    /// Its type, with the evidence for it.
    #[serde(flatten)]
    pub typed: TypeFacts,
}

/// Where a card's title was learnt; in this order, a card lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seen {
    /// A FAQ link's label.
    #[serde(rename = "faq link")]
    FaqLink,
    /// A FAQ topic.
    #[serde(rename = "faq topic")]
    FaqTopic,
    /// A FAQ topic whose own text calls it a card ("Can I play this card
    /// ...?", "This mission ...", "Q: It says ...").
    #[serde(rename = "faq card topic")]
    FaqCardTopic,
    /// A FAQ answer that lists the cards its question asks for ("What are the
    /// Tamarian related dilemmas?").
    #[serde(rename = "faq answer")]
    FaqAnswerList,
    /// A Glossary reference (bold or a link).
    #[serde(rename = "glossary reference")]
    GlossaryReference,
    /// A Current Rulings reference (bold or a link).
    #[serde(rename = "rulings reference")]
    RulingsReference,
    /// A Current Rulings entry's title.
    #[serde(rename = "rulings title")]
    RulingsTitle,
    /// Running text, used as cards are.
    #[serde(rename = "running text")]
    RunningText,
    /// The user's card list (`cards.tsv`).
    #[serde(rename = "cards.tsv")]
    CardList,
}

/// Every card the corpus names, with lookup by name.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Registry {
    /// The cards, sorted by title.
    pub cards: Vec<Card>,
    /// Every title and alias by [`title_key`], built on first lookup.
    #[serde(skip)]
    keys: std::sync::OnceLock<FxHashMap<String, usize>>,
    /// Each card's names' [`title_key`]s, title first, built on first use.
    #[serde(skip)]
    name_keys: std::sync::OnceLock<Vec<Vec<String>>>,
}

/// Records read as one piece of work when learning the registry: a corpus up to
/// this size is read on one thread.
const RECORDS_PER_READING: usize = 2_000;

impl Registry {
    /// Learns the registry from parsed records.
    pub fn learn(records: &[Record]) -> Registry {
        let mut evidence = records
            .par_chunks(RECORDS_PER_READING)
            .map(Evidence::of)
            .reduce(Evidence::default, Evidence::followed_by);
        let mut accepted = evidence.accepted();
        for phrase in evidence.everyday_phrases(records, &accepted) {
            accepted.remove(&phrase);
        }
        // Only accepting names reads which lists they stand in: let those go
        // before the cards are made.
        evidence.neighbours = FxHashMap::default();
        let mut merges = evidence.short_forms(&accepted);
        merges.extend(fragments(&accepted));
        merges.extend(evidence.variants(&accepted));
        merges.extend(evidence.subtitles(&accepted));
        merges.extend(abbreviations(&accepted));
        let (rank_merges, extra_aliases) = evidence.rank_forms(&accepted);
        merges.extend(rank_merges);
        for short in merges.keys() {
            accepted.remove(short);
        }
        // Made on all cores, in the threads that read the evidence: the cards
        // then take the room its lists left there rather than more.
        let mut cards: Vec<Card> = accepted
            .par_iter()
            .filter_map(|key| evidence.card(key))
            .collect();
        let mut forms: FxHashMap<&String, Vec<&String>> = FxHashMap::default();
        for (short, full) in &merges {
            forms
                .entry(final_key(&merges, full))
                .or_default()
                .push(short);
        }
        for card in &mut cards {
            let key = title_key(&card.title);
            for short in forms.get(&key).into_iter().flatten() {
                let spellings = evidence.tallies.get(*short).map(|t| t.spellings.keys());
                card.aliases
                    .extend(spellings.into_iter().flatten().cloned());
            }
            card.aliases
                .extend(extra_aliases.get(&key).into_iter().flatten().cloned());
            card.aliases.sort();
            card.aliases.dedup();
            card.aliases.retain(|alias| *alias != card.title);
        }
        // At scale the evidence outweighs the registry: let it go first.
        drop(evidence);
        cards.sort_by(|a, b| a.title.cmp(&b.title));
        cards.dedup_by(|a, b| a.title == b.title);
        for (place, alias) in initialisms::initialisms(records, &cards) {
            let aliases = &mut cards[place].aliases;
            if !aliases.contains(&alias) {
                aliases.push(alias);
                aliases.sort();
            }
        }
        for card in &mut cards {
            let spelt_out = initialisms::spelt_out(card);
            card.aliases.extend(spelt_out);
            card.aliases.sort();
            card.aliases.dedup();
        }
        let mut registry = Registry::new(cards);
        crate::link::groups::assign(&mut registry);
        registry
    }

    /// The card a name refers to: its title or an alias, compared by
    /// [`title_key`] ([`lookup_keys`] decides which name is whose).
    pub fn lookup(&self, name: &str) -> Option<&Card> {
        self.place_of(name).and_then(|place| self.cards.get(place))
    }

    /// Where the card a name refers to stands in `cards` ([`Registry::lookup`]).
    fn place_of(&self, name: &str) -> Option<usize> {
        let keys = self
            .keys
            .get_or_init(|| lookup_keys(&self.cards).into_iter().collect());
        keys.get(&title_key(name)).copied()
    }

    /// Adds a user's card list: titles the corpus did not teach, the list's
    /// aliases and types for every card it names, then regroups; the matcher
    /// finds those names in running text from then on.
    pub fn merge(&mut self, listed: &[Entry]) {
        for entry in listed {
            let at = self.place_of(&entry.title).unwrap_or_else(|| {
                self.cards.push(Card {
                    title: entry.title.clone(),
                    seen: vec![Seen::CardList],
                    ..Card::default()
                });
                self.cards.len() - 1
            });
            let card = &mut self.cards[at];
            for alias in &entry.aliases {
                if *alias != card.title && !card.aliases.contains(alias) {
                    card.aliases.push(alias.clone());
                }
            }
            if let Some(kind) = entry.kind {
                card.typed.type_evidence.push(TypeEvidence {
                    kind,
                    says: "cards.tsv".to_string(),
                    record: None,
                });
            }
        }
        if !listed.is_empty() {
            self.cards.sort_by(|a, b| a.title.cmp(&b.title));
            self.keys = std::sync::OnceLock::new();
            self.name_keys = std::sync::OnceLock::new();
            crate::link::groups::assign(self);
        }
    }

    /// A registry of these cards.
    pub fn new(cards: Vec<Card>) -> Registry {
        Registry {
            cards,
            keys: std::sync::OnceLock::new(),
            name_keys: std::sync::OnceLock::new(),
        }
    }

    /// The [`title_key`]s of each card's names (its title first, then its
    /// aliases), in the order of `cards`: worked out once, however many names
    /// are looked up.
    pub fn name_keys(&self) -> &[Vec<String>] {
        self.name_keys.get_or_init(|| {
            self.cards
                .iter()
                .map(|card| {
                    std::iter::once(&card.title)
                        .chain(&card.aliases)
                        .map(|name| title_key(name))
                        .collect()
                })
                .collect()
        })
    }

    /// The canonical titles of the cards named in `text`, longest name first at each
    /// position ("Kevin Uxbridge: Convergence" is not also "Kevin Uxbridge").
    pub fn find_in(&self, text: &str) -> Vec<String> {
        Matcher::new(self).find(text)
    }
}

/// Whether a written word is a name with an "s" added: a possessive
/// ("Gomtuu's", "Hugh’s skill"; a name's key keeps no apostrophe, so the
/// possessive's key ends in its "s") or the plural of a word of capitals
/// ("SWBs", "ETAs").
fn adds_an_s(word: &str) -> bool {
    let written = word.trim_end_matches(|c: char| !c.is_alphanumeric());
    let possessive = written.ends_with("'s") || written.ends_with("\u{2019}s");
    possessive || is_plural_of_capitals(written)
}

/// "SWBs": two or more capitals or digits, a capital first, then a lower-case "s".
fn is_plural_of_capitals(word: &str) -> bool {
    let Some(capitals) = word.strip_suffix('s') else {
        return false;
    };
    capitals.len() >= 2
        && capitals.starts_with(|c: char| c.is_ascii_uppercase())
        && capitals
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
}

/// The key under which card names compare: [`name_key`] with a leading "the" and a
/// trailing ", the" removed.
pub fn title_key(name: &str) -> String {
    let mut key = name_key(name);
    if key.starts_with("the ") {
        key.drain(.."the ".len());
    }
    if key.ends_with(" the") {
        key.truncate(key.len() - " the".len());
    }
    key
}

/// "Art of Diplomacy, The" -> "The Art of Diplomacy"; other names unchanged.
pub fn uninvert(name: &str) -> String {
    match name.trim().strip_suffix(", The") {
        Some(rest) => format!("The {rest}"),
        None => name.trim().to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    pub(super) use crate::record::test_records::faq;
    use crate::record::Record;

    /// A FAQ question record under `title`, asking `question`, answered `answer`.
    pub(super) fn faq_asked(title: &str, question: &str, answer: &str) -> Record {
        let mut record = faq(title, "");
        record.set_question_and_answer(question, Some(answer));
        record
    }

    pub(super) fn titles(registry: &Registry) -> Vec<&str> {
        registry.cards.iter().map(|c| c.title.as_str()).collect()
    }

    #[test]
    fn inverted_titles_are_uninverted() {
        assert_eq!(uninvert("Art of Diplomacy, The"), "The Art of Diplomacy");
        assert_eq!(
            title_key("The Art of Diplomacy"),
            title_key("Art of Diplomacy, The")
        );
    }
}

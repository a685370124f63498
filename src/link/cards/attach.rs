//! Attaching cards to records: the [`Matcher`] finds the registry's titles in
//! text, longest name first, and [`attach`] sets each record's `cards`.

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

use super::evidence::{starts_capital, structural_names};
use super::{adds_an_s, Registry};
use crate::normalize::{name_key, straighten};
use crate::record::Record;

/// Finds registry names in text by longest match over words.
pub(super) struct Matcher<'a> {
    registry: &'a Registry,
    names: FxHashMap<String, usize>,
    /// The first word of each name's key: a span whose key's first word is none
    /// of these matches no name, whatever its length.
    first_words: FxHashSet<String>,
    longest: usize,
}

impl<'a> Matcher<'a> {
    pub(super) fn new(registry: &'a Registry) -> Matcher<'a> {
        let mut names = FxHashMap::default();
        let mut first_words = FxHashSet::default();
        let mut longest = 1;
        for (index, card) in registry.cards.iter().enumerate() {
            for name in std::iter::once(&card.title).chain(card.aliases.iter()) {
                let key = name_key(name);
                longest = longest.max(key.split(' ').count());
                first_words.insert(first_word(&key).to_string());
                names.entry(key).or_insert(index);
            }
        }
        Matcher {
            registry,
            names,
            first_words,
            longest,
        }
    }

    pub(super) fn find(&self, text: &str) -> Vec<String> {
        let straight = straighten(text);
        let words: Vec<&str> = straight.split_whitespace().collect();
        // A span's key is its words' keys joined: name_key never joins across
        // spaces. A word's key is worked out when a span holding it is tried.
        let mut keys: Vec<Option<String>> = vec![None; words.len()];
        let mut found: Vec<String> = Vec::new();
        let mut start = 0;
        let mut key = String::new();
        let capital: Vec<bool> = words.iter().map(|word| starts_capital(word)).collect();
        while start < words.len() {
            // A name begins and ends with a capitalized word.
            if !capital[start] {
                start += 1;
                continue;
            }
            // A capitalized word has a letter or digit, so a key of its own.
            let start_key = keys[start].get_or_insert_with(|| name_key(words[start]));
            let first = first_word(start_key);
            let known = |word: &str| self.first_words.contains(word);
            let bare = without_added_s(&words[start..=start], first);
            if !known(first) && !bare.is_some_and(known) {
                start += 1;
                continue;
            }
            let mut matched = 0;
            for len in (1..=self.longest.min(words.len() - start)).rev() {
                let span = &words[start..start + len];
                if !capital[start + len - 1] {
                    continue;
                }
                key.clear();
                for (word, word_key) in span.iter().zip(&mut keys[start..start + len]) {
                    let word_key = word_key.get_or_insert_with(|| name_key(word));
                    if word_key.is_empty() {
                        continue;
                    }
                    if !key.is_empty() {
                        key.push(' ');
                    }
                    key.push_str(word_key);
                }
                let found_as = self
                    .names
                    .get(&key)
                    .or_else(|| self.names.get(without_added_s(span, &key)?));
                if let Some(&index) = found_as {
                    let before = &words[..start];
                    let shared = self.sharing_its_head(before, &key).into_iter();
                    let title = &self.registry.cards[index].title;
                    for title in shared.chain([title]) {
                        if !found.contains(title) {
                            found.push(title.clone());
                        }
                    }
                    matched = len;
                    break;
                }
            }
            start += matched.max(1);
        }
        found
    }

    /// The card a word joined to a name of two words or more by "or" or "and"
    /// names with the name's last words, which the two share ("Nutational or
    /// Metaphasic Shields" names Nutational Shields): `before` are the words
    /// before the name, `key` its key.
    fn sharing_its_head(&self, before: &[&str], key: &str) -> Option<&String> {
        let (_, head) = key.split_once(' ')?;
        let [.., word, joiner] = before else {
            return None;
        };
        if !matches!(*joiner, "or" | "and") || !starts_capital(word) {
            return None;
        }
        let index = self.names.get(&format!("{} {head}", name_key(word)))?;
        Some(&self.registry.cards[*index].title)
    }
}

/// The key of a span whose last word is a name with an "s" added ([`adds_an_s`]:
/// "the Borg Queen's skill", "SWBs"), without its "s": the name it is made of.
fn without_added_s<'k>(span: &[&str], key: &'k str) -> Option<&'k str> {
    adds_an_s(span.last()?).then(|| key.strip_suffix('s'))?
}

/// The first word of a [`name_key`].
fn first_word(key: &str) -> &str {
    key.split_once(' ').map_or(key, |(first, _)| first)
}

/// Sets `cards` on every record: its topic or title when that is a card, the
/// cards its markup references, and the cards named in its text (records in
/// parallel).
pub fn attach(records: &mut [Record], registry: &Registry) {
    let matcher = Matcher::new(registry);
    records.par_iter_mut().for_each(|record| {
        let mut cards: Vec<String> = Vec::new();
        let mut push = |title: &str| {
            if !cards.iter().any(|c| c == title) {
                cards.push(title.to_string());
            }
        };
        for (name, _) in structural_names(record) {
            if let Some(card) = registry.lookup(&name) {
                push(&card.title);
            }
        }
        for title in matcher.find(&record.title) {
            push(&title);
        }
        for title in matcher.find(&record.text) {
            push(&title);
        }
        record.cards = cards;
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::cards::Card;

    fn card(title: &str) -> Card {
        Card {
            title: title.into(),
            aliases: vec![],
            seen: vec![],
            group: vec![],
            bare: String::new(),
            ..Card::default()
        }
    }

    #[test]
    fn longest_name_wins() {
        let registry = Registry::new(vec![
            card("Kevin Uxbridge"),
            card("Kevin Uxbridge: Convergence"),
        ]);
        assert_eq!(
            registry.find_in("Calamarain is immune to Kevin Uxbridge: Convergence."),
            vec!["Kevin Uxbridge: Convergence"]
        );
        assert!(registry.find_in("kevin uxbridge in lower case").is_empty());
    }

    #[test]
    fn a_name_is_found_in_its_possessive() {
        let registry = Registry::new(vec![card("Borg Queen"), card("Hugh"), card("Q's Tent")]);
        assert_eq!(
            registry.find_in("downloads with the Borg Queen's special skill"),
            vec!["Borg Queen"]
        );
        assert_eq!(registry.find_in("Hugh\u{2019}s skill"), vec!["Hugh"]);
        // A title that holds a possessive is found as written.
        assert_eq!(registry.find_in("play Q's Tent."), vec!["Q's Tent"]);
        // A plural is no possessive.
        assert!(registry.find_in("two Borg Queens").is_empty());
    }

    #[test]
    fn an_initialism_is_found_in_its_plural() {
        let mut bubble = card("Static Warp Bubble");
        bubble.aliases = vec!["SWB".into()];
        let registry = Registry::new(vec![bubble, card("Hugh")]);
        assert_eq!(
            registry.find_in("Does the Traveler nullify all SWBs in play?"),
            vec!["Static Warp Bubble"]
        );
        // A name that is not a word of capitals has no plural of this kind.
        assert!(registry.find_in("two Hughs").is_empty());
    }

    #[test]
    fn two_names_that_share_their_last_words_are_both_found() {
        let registry = Registry::new(vec![
            card("Nutational Shields"),
            card("Metaphasic Shields"),
            card("Red Alert"),
        ]);
        let found = |text: &str| registry.find_in(text);
        assert_eq!(
            found("the benefits of Nutational or Metaphasic Shields?"),
            ["Nutational Shields", "Metaphasic Shields"]
        );
        assert_eq!(
            found("Nutational and Metaphasic Shields"),
            ["Nutational Shields", "Metaphasic Shields"]
        );
        // Only a card's name so made, after "or" or "and".
        assert_eq!(found("Yellow or Red Alert"), ["Red Alert"]);
        assert_eq!(
            found("Nutational, Metaphasic Shields"),
            ["Metaphasic Shields"]
        );
    }

    #[test]
    fn a_name_is_found_by_the_first_word_of_its_key_after_words_that_begin_none() {
        let registry = Registry::new(vec![card("Q-Flash"), card("The Traveler: Transcendence")]);
        let found = |text: &str| registry.find_in(text);
        assert_eq!(found("When Q-Flash is played."), ["Q-Flash"]);
        assert_eq!(found("When Q Flash is played."), ["Q-Flash"]);
        assert_eq!(
            found("Then \"The Traveler: Transcendence\" applies."),
            ["The Traveler: Transcendence"]
        );
        assert!(found("When Flash meets Traveler.").is_empty());
    }
}

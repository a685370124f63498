//! Cards by name: the registry's lookup, as every query reads it.
//!
//! Which name stands for which card is decided once ([`lookup_keys`]): every
//! title and alias by its [`title_key`], a title's key winning over an alias's
//! and an earlier card over a later one. The registry looks names up in a hash
//! map of those keys while linking; an index generation keeps them as text,
//! one sorted line per key with the card's title and colon-rule group
//! (`card-keys.tsv`), beside every card's type and other spellings as
//! written (`card-names.tsv`), and a [`CardIndex`] searches that text in place by
//! binary search, so a query need not read the registry.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::kept::Kept;
use crate::lexicon::english::FUNCTION_WORDS;
use crate::lexicon::game::CardType;
use crate::link::cards::initialisms::initials;
use crate::link::cards::merge::initials_and_last;
use crate::link::cards::{adds_an_s, title_key, Card, Registry, TypeFacts};
use crate::normalize::name_key;

/// A card found by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// Its canonical title.
    pub title: String,
    /// The titles of its colon-rule group (bare title first), or its title alone.
    pub members: Vec<String>,
}

impl Named {
    /// A registry card as found by name: its title and group.
    pub fn of(card: &Card) -> Named {
        let members = if card.group.is_empty() {
            vec![card.title.clone()]
        } else {
            card.group.clone()
        };
        Named {
            title: card.title.clone(),
            members,
        }
    }
}

/// Every name of the registry's cards by its [`title_key`], with the place of
/// the card it stands for, sorted by key: a title's key wins over an alias's,
/// an alias's over a title's initials ("au door"), an earlier card
/// over a later one.
pub fn lookup_keys(cards: &[Card]) -> Vec<(String, usize)> {
    let titles = cards
        .iter()
        .enumerate()
        .map(|(place, card)| (title_key(&card.title), place));
    let aliases = cards.iter().enumerate().flat_map(|(place, card)| {
        card.aliases
            .iter()
            .map(move |alias| (title_key(alias), place))
    });
    let mut keys: Vec<(String, usize)> =
        titles.chain(aliases).chain(initials_keys(cards)).collect();
    // A stable sort keeps the first of equal keys first.
    keys.sort_by(|a, b| a.0.cmp(&b.0));
    keys.dedup_by(|later, earlier| later.0 == earlier.0);
    keys
}

/// The titles of three words or more as a player shortens them, the initials
/// of all words but the last, then the last ("au door" for Alternate Universe
/// Door, "et armbands" for Emergency Transporter Armbands), each with its
/// card's place. Initials that two titles share, or that spell a small
/// English word ("at door"), shorten none.
fn initials_keys(cards: &[Card]) -> Vec<(String, usize)> {
    let mut keys: HashMap<String, Option<usize>> = HashMap::new();
    for (place, card) in cards.iter().enumerate() {
        let key = title_key(&card.title);
        let Some((initials, last)) = initials_and_last(&key) else {
            continue;
        };
        if FUNCTION_WORDS.binary_search(&initials.as_str()).is_ok() {
            continue;
        }
        keys.entry(format!("{initials} {last}"))
            .and_modify(|known| *known = None)
            .or_insert(Some(place));
    }
    keys.into_iter()
        .filter_map(|(key, place)| Some((key, place?)))
        .collect()
}

/// The lookup keys of a registry as text: `key \t title \t member \t ...` per
/// line, sorted by key ([`lookup_keys`]).
fn card_keys_text(registry: &Registry) -> String {
    let mut text = String::new();
    for (key, place) in lookup_keys(&registry.cards) {
        let found = Named::of(&registry.cards[place]);
        text.push_str(&key);
        for field in std::iter::once(&found.title).chain(&found.members) {
            text.push('\t');
            text.push_str(field);
        }
        text.push('\n');
    }
    text
}

/// The registry's names as text, searched in place: its lookup keys
/// (`card-keys.tsv`) and every card's other spellings (`card-names.tsv`).
#[derive(Debug, Clone, Default)]
pub struct CardIndex {
    text: String,
    names: String,
    /// The shape of every key with the place of its line, worked out on the
    /// first search for a typo and kept for the next.
    shapes: OnceLock<Vec<(usize, KeyShape)>>,
    /// The cards each text read names, kept ([`CardIndex::cards_named`]).
    named_in: Kept<Vec<String>>,
}

impl CardIndex {
    /// The names of `registry`.
    pub fn of(registry: &Registry) -> CardIndex {
        CardIndex::read(card_keys_text(registry), card_names_text(registry))
    }

    /// Names from the texts [`CardIndex::keys_text`] and
    /// [`CardIndex::names_text`] gave.
    pub fn read(keys: String, names: String) -> CardIndex {
        CardIndex {
            text: keys,
            names,
            shapes: OnceLock::new(),
            named_in: Kept::default(),
        }
    }

    /// The lookup keys as text, `key \t title \t member \t ...` per line,
    /// sorted by key (`card-keys.tsv`).
    pub fn keys_text(&self) -> &str {
        &self.text
    }

    /// Every card's type and other spellings as text, `title \t type facts
    /// (JSON) \t alias \t ...` per card, sorted by title (`card-names.tsv`).
    pub fn names_text(&self) -> &str {
        &self.names
    }

    /// The card `name` refers to: a title or alias, compared by [`title_key`].
    pub fn named(&self, name: &str) -> Option<Named> {
        self.named_by_key(&title_key(name))
    }

    /// Whether some name may begin with the keyed `words` (one word or more):
    /// false only when none can, so that a caller trying every run of words
    /// skips the runs they begin.
    pub fn may_begin_a_name(&self, words: &str) -> bool {
        // A leading or trailing "the" is not part of a key ([`title_key`]):
        // "the art of diplomacy", "art of diplomacy the".
        if words == "the" {
            return true;
        }
        let words = words.strip_prefix("the ").unwrap_or(words);
        let words = words.strip_suffix(" the").unwrap_or(words);
        // Keys hold letters, digits and single spaces, so a key that begins
        // with `words` sorts at `words` or just after it.
        self.at_or_after(words).is_some_and(|line| {
            line_key(line)
                .strip_prefix(words)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with(' '))
        })
    }

    /// The other spellings of the card titled `title`, as written (none for a
    /// title that is no card's).
    pub fn aliases(&self, title: &str) -> Vec<String> {
        self.names_line(title)
            .map(|line| line.split('\t').skip(2).map(str::to_string).collect())
            .unwrap_or_default()
    }

    /// The type of the card titled `title`, with its evidence (nothing known
    /// for a title that is no card's).
    pub fn type_facts(&self, title: &str) -> TypeFacts {
        self.names_line(title)
            .and_then(|line| line.split('\t').nth(1))
            .and_then(|facts| serde_json::from_str(facts).ok())
            .unwrap_or_default()
    }

    /// The titles of the cards of type `kind`, by title.
    pub fn titles_of_type(&self, kind: CardType) -> Vec<String> {
        self.names
            .lines()
            .filter_map(|line| {
                let mut fields = line.split('\t');
                let title = fields.next()?;
                let facts: TypeFacts = serde_json::from_str(fields.next()?).ok()?;
                (facts.kind == Some(kind)).then(|| title.to_string())
            })
            .collect()
    }

    /// The line of `card-names.tsv` for the card titled `title`.
    fn names_line(&self, title: &str) -> Option<&str> {
        line_at_or_after(&self.names, title).filter(|line| line_key(line) == title)
    }

    /// Card titles named in free text typed in any case ("amanda rogers
    /// countermanda"), longest name first at each word. Every title and alias
    /// counts, however short ("ETA", "Q2"); other words stay words.
    ///
    /// A name in its possessive is the card ("Gomtuu's hurl" names Gomtuu),
    /// when no title holds the possessive itself ("Barclay's Transporter
    /// Phobia"); so is an initialism in its plural ("SWBs").
    pub fn cards_named(&self, text: &str) -> Vec<String> {
        self.named_in
            .get_or_work(text, || self.cards_named_read(text))
    }

    /// [`CardIndex::cards_named`], read from the text.
    fn cards_named_read(&self, text: &str) -> Vec<String> {
        let (words, bare) = words_and_bare_names(text);
        // A text with no word read bare (no possessive, no plural) is looked
        // up by its words alone.
        let added_s = words != bare;
        let mut found = Vec::new();
        let mut start = 0;
        while start < words.len() {
            let mut matched = 0;
            let spannable = match added_s {
                true => self.spannable_to_a_bare_name(&words[start..], &bare[start..]),
                false => self.spannable(&words[start..]),
            };
            for len in (1..=spannable).rev() {
                let name = words[start..start + len].join(" ");
                let last = start + len - 1;
                let card = self.named(&name).or_else(|| {
                    let owner = bare[last].as_str();
                    (owner != words[last]).then_some(())?;
                    let head = &words[start..last];
                    let name = head.iter().map(String::as_str).chain([owner]);
                    self.named(&name.collect::<Vec<_>>().join(" "))
                });
                if let Some(card) = card {
                    if !found.contains(&card.title) {
                        found.push(card.title.clone());
                    }
                    matched = len;
                    break;
                }
            }
            start += matched.max(1);
        }
        found
    }

    /// [`CardIndex::spannable`] for a run whose last word may be read bare
    /// (`bare`, [`words_and_bare_names`]): one word more when the words a
    /// name may span, and the next word bare, may begin a name ("bynars
    /// weapon enhancements": "bynars weapon" then "enhancement").
    fn spannable_to_a_bare_name(&self, words: &[String], bare: &[String]) -> usize {
        let spanned = self.spannable(words);
        let Some(next) = bare.get(spanned).filter(|_| spanned < 6) else {
            return spanned;
        };
        let mut run: Vec<&str> = words[..spanned].iter().map(String::as_str).collect();
        run.push(next);
        match self.may_begin_a_name(&run.join(" ")) {
            true => spanned + 1,
            false => spanned,
        }
    }

    /// How many of the first `words` (at most six) a card name may span: the
    /// run grows while some name may begin with it, so that no longer run is
    /// looked up.
    fn spannable(&self, words: &[String]) -> usize {
        let most = words.len().min(6);
        (1..=most)
            .find(|&len| !self.may_begin_a_name(&words[..len].join(" ")))
            .map_or(most, |len| len - 1)
    }

    /// The line whose key is `key`.
    fn line(&self, key: &str) -> Option<&str> {
        self.at_or_after(key).filter(|line| line_key(line) == key)
    }

    /// The first line whose key is `key` or sorts after it.
    fn at_or_after(&self, key: &str) -> Option<&str> {
        line_at_or_after(&self.text, key)
    }

    /// The cards with a key that `keep` keeps, each with those keys, in the
    /// order of their first key.
    pub fn cards_by_keys(&self, keep: impl Fn(&str) -> bool) -> Vec<(&str, Vec<&str>)> {
        cards_on(self.text.lines(), keep)
    }

    /// [`CardIndex::cards_by_keys`] for a `keep` that keeps no key more than
    /// `allowed` edits from a key of the shape `near`: the other keys are
    /// passed over by their shapes alone.
    pub fn cards_by_keys_near(
        &self,
        near: &KeyShape,
        allowed: usize,
        keep: impl Fn(&str) -> bool,
    ) -> Vec<(&str, Vec<&str>)> {
        let shapes = self.shapes.get_or_init(|| key_shapes(&self.text));
        let lines = shapes
            .iter()
            .filter(|(_, shape)| shape.edits_at_least(near) <= allowed)
            .filter_map(|&(start, _)| self.text[start..].lines().next());
        cards_on(lines, keep)
    }

    /// The card whose name has the [`title_key`] `key`.
    pub fn named_by_key(&self, key: &str) -> Option<Named> {
        named_on(self.line(key)?)
    }

    /// The one card whose title has `word`, in capitals, for its initials
    /// ("DS9" for Deep Space 9), read as the documents' own initialisms are
    /// (the initials of its capitalized words); none when no title or several
    /// have them.
    pub fn named_by_initials(&self, word: &str) -> Option<Named> {
        let capitals = word.len() >= 2
            && word
                .chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
            && word.starts_with(|c: char| c.is_ascii_uppercase());
        if !capitals {
            return None;
        }
        let cards = self.cards_by_keys(|_| true);
        let mut titled = cards.iter().map(|(title, _)| *title).filter(|title| {
            initials(title).is_some_and(|(letters, subtitle)| subtitle.is_none() && letters == word)
        });
        match (titled.next(), titled.next()) {
            (Some(title), None) => self.named_by_key(&title_key(title)),
            _ => None,
        }
    }
}

/// The cards on `lines` of `card-keys.tsv` with a key that `keep` keeps, each
/// with those keys, in the order of their first key.
fn cards_on<'a>(
    lines: impl Iterator<Item = &'a str>,
    keep: impl Fn(&str) -> bool,
) -> Vec<(&'a str, Vec<&'a str>)> {
    let mut places: HashMap<&str, usize> = HashMap::new();
    let mut cards: Vec<(&str, Vec<&str>)> = Vec::new();
    for line in lines {
        let mut fields = line.split('\t');
        let (Some(key), Some(title)) = (fields.next(), fields.next()) else {
            continue;
        };
        if !keep(key) {
            continue;
        }
        let place = *places.entry(title).or_insert_with(|| {
            cards.push((title, Vec::new()));
            cards.len() - 1
        });
        cards[place].1.push(key);
    }
    cards
}

/// The shape of every key of `card-keys.tsv`, with where its line starts.
fn key_shapes(text: &str) -> Vec<(usize, KeyShape)> {
    let mut shapes = Vec::new();
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        shapes.push((start, KeyShape::of(line_key(line.trim_end_matches('\n')))));
        start += line.len();
    }
    shapes
}

/// What tells cheaply that two keys are more than a typo apart: a key's length
/// in characters and which of the 32 [`letter_class`]es its characters fall in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KeyShape {
    chars: usize,
    classes: u32,
}

impl KeyShape {
    /// The shape of `key`.
    pub fn of(key: &str) -> KeyShape {
        let (mut chars, mut classes) = (0, 0);
        for c in key.chars() {
            chars += 1;
            classes |= 1 << letter_class(c);
        }
        KeyShape { chars, classes }
    }

    /// A lower bound of the edit distance between keys of these shapes: the
    /// difference in length, and the classes one has and the other lacks
    /// (each such class costs at least one edit).
    pub fn edits_at_least(&self, other: &KeyShape) -> usize {
        let only_here = (self.classes & !other.classes).count_ones() as usize;
        let only_there = (other.classes & !self.classes).count_ones() as usize;
        self.chars
            .abs_diff(other.chars)
            .max(only_here)
            .max(only_there)
    }
}

/// One of 32 classes of a character or byte, by the low five bits of its code:
/// a letter and its capital are one class, and an ASCII name counts alike as
/// bytes or characters.
pub fn letter_class(unit: impl Into<u32>) -> usize {
    (unit.into() & 31) as usize
}

/// The [`name_key`] words of `text`, and the same words with each name with
/// an "s" added ("Gomtuu's", "SWBs", [`adds_an_s`]) as the name it is made of
/// ("gomtuu", "swb"); so is a word typed in the plural ("Countermandas"): a
/// player names a card by its plural as the documents do ("multiple
/// Countermandas").
fn words_and_bare_names(text: &str) -> (Vec<String>, Vec<String>) {
    let mut words = Vec::new();
    let mut bare = Vec::new();
    for token in text.split_whitespace() {
        let added_s = adds_an_s(token) || is_typed_plural(token);
        let key = name_key(token);
        let keys: Vec<&str> = key.split(' ').filter(|word| !word.is_empty()).collect();
        for (at, word) in keys.iter().enumerate() {
            words.push(word.to_string());
            let owner = match added_s && at + 1 == keys.len() {
                true => word.strip_suffix('s').unwrap_or(word),
                false => word,
            };
            bare.push(owner.to_string());
        }
    }
    (words, bare)
}

/// A word typed in the plural: four letters or more ending in one "s"
/// ("wormholes", not "Hughs'", "pass" or "its").
fn is_typed_plural(token: &str) -> bool {
    let word = token.trim_matches(|c: char| !c.is_alphanumeric());
    word.len() >= 4
        && word.ends_with('s')
        && !word.ends_with("ss")
        && word.chars().all(char::is_alphanumeric)
}

/// The first line of `text` (lines sorted by their first field) whose first
/// field is `key` or sorts after it, by binary search.
fn line_at_or_after<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    // Every line before `low` sorts before `key`; every line from `high` on does not.
    let (mut low, mut high) = (0, text.len());
    while low < high {
        let middle = char_boundary_at_or_before(text, low + (high - low) / 2);
        let start = text[..middle].rfind('\n').map_or(0, |at| at + 1).max(low);
        if key_before(&text[start..], key) {
            low = text[start..].find('\n').map_or(text.len(), |at| start + at) + 1;
        } else {
            high = start;
        }
    }
    text.get(low..)?.lines().next()
}

/// True when the key of the line `rest` begins with sorts before `key`. The line
/// is not split out first: its key is compared where it stands, to its tab.
fn key_before(rest: &str, key: &str) -> bool {
    let line = rest.as_bytes();
    let key = key.as_bytes();
    for (at, &byte) in key.iter().enumerate() {
        match line.get(at) {
            // The line's key ends here, before `key` does.
            None | Some(b'\t' | b'\n') => return true,
            Some(&other) if other != byte => return other < byte,
            Some(_) => {}
        }
    }
    false
}

/// The last character boundary of `text` at `at` or before it: a line's title
/// may hold characters of several bytes, and the halving point may fall inside
/// one. A line starts after a newline, a boundary, so no line start is passed.
fn char_boundary_at_or_before(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// Every card's other spellings as written: `title \t alias \t ...` per
/// card, sorted by title.
fn card_names_text(registry: &Registry) -> String {
    let mut cards: Vec<&Card> = registry.cards.iter().collect();
    cards.sort_by(|a, b| a.title.cmp(&b.title));
    let mut text = String::new();
    for card in cards {
        text.push_str(&card.title);
        text.push('\t');
        // JSON escapes tabs and line breaks, so the facts stay one field.
        text.push_str(&serde_json::to_string(&card.typed).expect("type facts serialize"));
        for alias in &card.aliases {
            text.push('\t');
            text.push_str(alias);
        }
        text.push('\n');
    }
    text
}

/// The card a line of `card-keys.tsv` names.
fn named_on(line: &str) -> Option<Named> {
    let mut fields = line.split('\t').skip(1);
    let title = fields.next()?.to_string();
    Some(Named {
        title,
        members: fields.map(str::to_string).collect(),
    })
}

/// The key of a line of `card-keys.tsv`.
fn line_key(line: &str) -> &str {
    line.split('\t').next().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(title: &str, aliases: &[&str]) -> Card {
        Card {
            title: title.to_string(),
            aliases: aliases.iter().map(|a| a.to_string()).collect(),
            seen: Vec::new(),
            group: Vec::new(),
            bare: String::new(),
            ..Card::default()
        }
    }

    /// The card the registry's own lookup finds by `name`, as found by name.
    fn looked_up(registry: &Registry, name: &str) -> Option<Named> {
        registry.lookup(name).map(Named::of)
    }

    #[test]
    fn the_index_finds_what_the_registry_finds() {
        let mut registry = Registry::new(vec![
            card("Amanda Rogers", &["AMANDA ROGERS"]),
            card("Countermanda", &[]),
            card("Kevin Uxbridge", &[]),
            card("Kevin Uxbridge: Convergence", &[]),
            card("Q’s Tent", &["Qs Tent"]),
            card("The Art of Diplomacy", &["Art of Diplomacy, The"]),
        ]);
        crate::link::groups::assign(&mut registry);
        let cards = CardIndex::of(&registry);
        for name in [
            "amanda rogers",
            "AMANDA ROGERS",
            "countermanda",
            "kevin uxbridge",
            "Kevin Uxbridge: Convergence",
            "q's tent",
            "art of diplomacy",
            "the art of diplomacy",
            "rogers",
            "",
            "zzz",
            "a",
        ] {
            assert_eq!(cards.named(name), looked_up(&registry, name), "{name}");
        }
        assert!(cards.named("kevin uxbridge").unwrap().members.len() > 1);
        for card in &registry.cards {
            assert_eq!(cards.aliases(&card.title), card.aliases, "{}", card.title);
        }
        assert!(cards.aliases("Amanda").is_empty());
        for word in ["amanda", "kevin", "qs", "art", "the", "countermanda"] {
            assert!(cards.may_begin_a_name(word), "{word}");
        }
        for word in ["rogers", "uxbridge", "tent", "can", "zzz", "", "a", "kevi"] {
            assert!(!cards.may_begin_a_name(word), "{word}");
        }
    }

    #[test]
    fn a_title_wins_over_an_alias_and_an_earlier_card_over_a_later() {
        let cards = [
            card("Alpha", &["Beta", "Gamma"]),
            card("Beta", &[]),
            card("Delta", &["Gamma"]),
        ];
        let keys = lookup_keys(&cards);
        let keys: Vec<(&str, usize)> = keys
            .iter()
            .map(|(key, place)| (key.as_str(), *place))
            .collect();
        assert_eq!(
            keys,
            [("alpha", 0), ("beta", 1), ("delta", 2), ("gamma", 0)]
        );
    }

    #[test]
    fn a_long_title_is_found_by_its_initials_and_last_word() {
        let cards = [
            card("Alternate Universe Door", &[]),
            card("Emergency Transporter Armbands", &["ET Armbands"]),
            // Two titles share "ta door": it shortens neither.
            card("Tall Arch Door", &[]),
            card("Twin Azure Door", &[]),
            // Initials that spell a small word: "at door" is English.
            card("Airlock Transit Door", &[]),
            card("Red Alert", &[]),
        ];
        let keys = lookup_keys(&cards);
        let place = |key: &str| keys.iter().find(|(k, _)| k == key).map(|(_, p)| *p);
        assert_eq!(place("au door"), Some(0));
        // An alias the documents give comes before the initials: one key.
        assert_eq!(place("et armbands"), Some(1));
        assert_eq!(keys.iter().filter(|(k, _)| k == "et armbands").count(), 1);
        assert_eq!(place("ta door"), None);
        assert_eq!(place("at door"), None);
        // Two words are short enough as they are.
        assert_eq!(place("r alert"), None);
        let registry = Registry::new(cards.to_vec());
        let index = CardIndex::of(&registry);
        assert_eq!(
            index.cards_named("my AU door got shut"),
            ["Alternate Universe Door"]
        );
    }

    #[test]
    fn a_card_named_in_its_possessive_is_the_card() {
        let cards = [
            card("Gomtuu", &[]),
            card("Borg Ship", &[]),
            card("Barclay's Transporter Phobia", &[]),
            card("Q-Net", &[]),
        ];
        let registry = Registry::new(cards.to_vec());
        let index = CardIndex::of(&registry);
        assert_eq!(index.cards_named("Gomtuu's hurl"), ["Gomtuu"]);
        assert_eq!(
            index.cards_named("the Borg Ship\u{2019}s attack"),
            ["Borg Ship"]
        );
        assert_eq!(
            index.cards_named("Barclay's Transporter Phobia on the Q-Net's ship"),
            ["Barclay's Transporter Phobia", "Q-Net"]
        );
        // A plural names the card too: "Gomtuus" is Gomtuu.
        assert_eq!(index.cards_named("two Gomtuus"), ["Gomtuu"]);
        assert!(index.cards_named("two gomtuuss").is_empty());
    }

    #[test]
    fn an_initialism_in_its_plural_is_the_card() {
        let registry = Registry::new(vec![card("Static Warp Bubble", &["SWB"])]);
        let index = CardIndex::of(&registry);
        assert_eq!(
            index.cards_named("nullify all SWBs in play"),
            ["Static Warp Bubble"]
        );
        // A plural typed in lower case names it too.
        assert_eq!(
            index.cards_named("nullify all swbs in play"),
            ["Static Warp Bubble"]
        );
    }

    /// [`CardIndex::cards_named`] trying every run of up to six words, as if
    /// every run might begin a name.
    fn cards_named_trying_every_run(cards: &CardIndex, text: &str) -> Vec<String> {
        let (words, bare) = words_and_bare_names(text);
        let mut found = Vec::new();
        let mut start = 0;
        while start < words.len() {
            let mut matched = 0;
            for len in (1..=words.len().min(start + 6) - start).rev() {
                let name = words[start..start + len].join(" ");
                let mut owner = words[start..start + len].to_vec();
                owner[len - 1].clone_from(&bare[start + len - 1]);
                let card = cards.named(&name).or_else(|| cards.named(&owner.join(" ")));
                if let Some(card) = card {
                    if !found.contains(&card.title) {
                        found.push(card.title);
                    }
                    matched = len;
                    break;
                }
            }
            start += matched.max(1);
        }
        found
    }

    #[test]
    fn every_name_of_the_shipped_registry_is_found_alike() {
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        let registry = crate::ingest::ingest(&corpus).registry;
        let cards = CardIndex::of(&registry);
        for card in &registry.cards {
            assert_eq!(cards.aliases(&card.title), card.aliases, "{}", card.title);
            for name in std::iter::once(&card.title).chain(&card.aliases) {
                assert_eq!(cards.named(name), looked_up(&registry, name), "{name}");
                // Skipping the words no name begins with finds the same cards.
                let text = format!("can the {name} respond to {name}s or nullify it");
                assert_eq!(
                    cards.cards_named(&text),
                    cards_named_trying_every_run(&cards, &text),
                    "{text}"
                );
            }
        }
    }

    proptest::proptest! {
        /// Titles and keys outside ASCII (a user's `cards.tsv` may hold "Séance
        /// Élite") are found as a scan of the lines finds them, whatever byte
        /// the search halves at.
        #[test]
        fn lines_are_found_by_byte_whatever_the_characters(
            mut keys in proptest::collection::vec("[a-zé ]{0,6}", 0..12),
            title in "[A-Zéñ’]{0,8}",
            key in "[a-zé ]{0,6}",
        ) {
            keys.sort();
            let text: String = keys.iter().map(|k| format!("{k}\t{title}é\n")).collect();
            let scanned = text.lines().find(|line| line_key(line) >= key.as_str());
            proptest::prop_assert_eq!(line_at_or_after(&text, &key), scanned);
        }
    }
}

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

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use rayon::prelude::*;
use regex::Regex;
use rustc_hash::{FxHashMap, FxHashSet};
use serde::{Deserialize, Serialize};

use crate::lexicon::english::{ABBREVIATIONS, FUNCTION_WORDS, NAME_SMALL_WORDS};
use crate::lexicon::game::{GAME_PHRASES, GAME_WORDS, NOT_CARDS, RANKS, TYPE_WORDS};
use crate::link::card_index::lookup_keys;
use crate::normalize::{name_key, straighten};
use crate::record::{Record, RecordKind, Source};

/// Words before a name that use it as a card ("play Hail", "nullify Q2"), sorted.
const CARD_VERBS: &[&str] = &[
    "a",
    "activate",
    "activating",
    "against",
    "an",
    "attempt",
    "attempted",
    "attempting",
    "attempts",
    "by",
    "cancel",
    "cancels",
    "counter",
    "counters",
    "discard",
    "discards",
    "download",
    "downloaded",
    "downloading",
    "downloads",
    "e.g",
    "encounter",
    "encountered",
    "encounters",
    "has",
    "have",
    "include",
    "includes",
    "including",
    "like",
    "nullified",
    "nullifies",
    "nullify",
    "nullifying",
    "on",
    "play",
    "played",
    "playing",
    "plays",
    "seed",
    "seeded",
    "seeds",
    "solve",
    "solved",
    "solves",
    "use",
    "used",
    "uses",
    "using",
    "with",
];

/// Words after a name that use it as a card ("Hail card", "Hugh is a valid response").
const CARD_FOLLOWERS: &[&str] = &[
    "(the card)",
    "(which",
    "(who",
    "artifact",
    "card",
    "dilemma",
    "doorway",
    "event",
    "in play",
    "interrupt",
    "is a valid",
    "is not a valid",
    "be played",
    "can download",
    "downloads",
    "may download",
    "nullifies",
    "objective",
    "says",
];

/// Connectives that always separate two names ("Ajur and Boratus", "Res-Q or Palor Toff").
static LIST_CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r" (?:and|or|vs\.?|&) ").unwrap_or_else(|_| unreachable!("valid regex"))
});

/// Small words that may join two names or belong to one ("Hugh with Amanda",
/// "Eyes in the Dark").
static WEAK_CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r" (?:with|on|to|in|at|by|for|from|into)(?: the)? ")
        .unwrap_or_else(|_| unreachable!("valid regex"))
});

/// Sentence-ending tokens that are not words: list markers ("1)"), FAQ separators.
static MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:\d+\)|--|\*+|-|A;)$").unwrap_or_else(|_| unreachable!("valid regex"))
});

/// One card the corpus names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

impl Registry {
    /// Learns the registry from parsed records.
    pub fn learn(records: &[Record]) -> Registry {
        let mut evidence = records
            .par_chunks(RECORDS_PER_READING)
            .map(Evidence::of)
            .reduce(Evidence::default, Evidence::followed_by);
        let mut accepted = evidence.accepted();
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
        let mut registry = Registry::new(cards);
        crate::link::groups::assign(&mut registry);
        registry
    }

    /// The card a name refers to: its title or an alias, compared by
    /// [`title_key`] ([`lookup_keys`] decides which name is whose).
    pub fn lookup(&self, name: &str) -> Option<&Card> {
        let keys = self
            .keys
            .get_or_init(|| lookup_keys(&self.cards).into_iter().collect());
        keys.get(&title_key(name))
            .and_then(|&index| self.cards.get(index))
    }

    /// Adds titles from a user's card list that the corpus did not teach, then
    /// regroups; the matcher finds them in running text from then on.
    pub fn merge(&mut self, titles: &[String]) {
        let mut added = false;
        for title in titles {
            if self.lookup(title).is_some() {
                continue;
            }
            self.cards.push(Card {
                title: title.clone(),
                aliases: Vec::new(),
                seen: vec![Seen::CardList],
                group: Vec::new(),
                bare: String::new(),
            });
            added = true;
        }
        if added {
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

/// What the corpus says about one candidate name.
#[derive(Debug, Default, PartialEq)]
struct Tally {
    /// Spellings and how often each was seen (structure weighs more).
    spellings: Spellings,
    /// Mid-sentence occurrences as a name of its own.
    mid: usize,
    /// Sentence-initial occurrences (two capitalized words or more).
    initial: usize,
    /// Occurrences only as part of a longer run joined by a small word.
    partial: usize,
    /// Occurrences in a card-like context.
    contexts: usize,
    /// Occurrences that use it as something other than a card: an episode or a
    /// product ("the episode \"The Wounded\""), or a quoted term being defined
    /// ("\"Forces\" here simply means").
    other_uses: usize,
    /// Structural sightings (a FAQ topic, a FAQ link, a Current Rulings title, ...),
    /// sorted, each once.
    seen: Vec<Seen>,
    /// The texts it was seen in, by reading order, ascending.
    texts: Vec<usize>,
}

/// The spellings of a name and how often each was seen, in the order of the
/// spellings: a map kept as a sorted list, since most names have one spelling
/// and the smallest node of a map has room for eleven (at 100x the corpus,
/// learning the registry tallies about 100,000 names).
#[derive(Debug, Default, PartialEq)]
struct Spellings(Vec<(String, usize)>);

impl Spellings {
    /// Counts `count` more sightings of `spelling`.
    fn add(&mut self, spelling: &str, count: usize) {
        match self
            .0
            .binary_search_by(|(known, _)| known.as_str().cmp(spelling))
        {
            Ok(at) => self.0[at].1 += count,
            Err(at) => insert_exactly(&mut self.0, at, (spelling.to_string(), count)),
        }
    }

    /// Each spelling with its count, in the order of the spellings.
    fn iter(&self) -> impl Iterator<Item = (&String, &usize)> {
        self.0.iter().map(|(spelling, count)| (spelling, count))
    }

    /// The spellings, in order.
    fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(spelling, _)| spelling)
    }

    /// The counts, in the order of the spellings.
    fn values(&self) -> impl Iterator<Item = &usize> {
        self.0.iter().map(|(_, count)| count)
    }
}

/// Candidate names by [`title_key`], with the lists they stand in.
#[derive(Debug, Default, PartialEq)]
struct Evidence {
    tallies: BTreeMap<String, Tally>,
    neighbours: FxHashMap<String, BTreeSet<String>>,
    /// How many texts have been read.
    read: usize,
}

/// Records read as one piece of work when learning the registry: a corpus up to
/// this size is read on one thread.
const RECORDS_PER_READING: usize = 2_000;

impl Tally {
    /// Adds what a later reading tallied of the same name, its texts numbered
    /// after the `read` texts of this one.
    fn add(&mut self, other: Tally, read: usize) {
        for (spelling, count) in other.spellings.iter() {
            self.spellings.add(spelling, *count);
        }
        self.mid += other.mid;
        self.initial += other.initial;
        self.partial += other.partial;
        self.contexts += other.contexts;
        self.other_uses += other.other_uses;
        for how in other.seen {
            self.seen_as(how);
        }
        self.texts
            .extend(other.texts.into_iter().map(|text| text + read));
    }

    /// Counts a sighting in the text being read, the `read`th.
    fn seen_in(&mut self, read: usize) {
        if self.texts.last() != Some(&read) {
            let end = self.texts.len();
            insert_exactly(&mut self.texts, end, read);
        }
    }

    /// Counts a structural sighting.
    fn seen_as(&mut self, how: Seen) {
        if let Err(at) = self.seen.binary_search(&how) {
            insert_exactly(&mut self.seen, at, how);
        }
    }
}

/// Inserts `item` at `at`, the first one with room for itself alone: a list's
/// first insert makes room for four, and most names have one spelling, one
/// structural sighting, one text.
fn insert_exactly<T>(list: &mut Vec<T>, at: usize, item: T) {
    if list.is_empty() {
        list.reserve_exact(1);
    }
    list.insert(at, item);
}

impl Evidence {
    /// What a run of records says: their texts and their structure.
    fn of(records: &[Record]) -> Evidence {
        let mut evidence = Evidence::default();
        for record in records {
            // A question's parts repeat its text: read it once.
            if record.kind != RecordKind::QuestionPart {
                evidence.read_text(&record.text);
            }
            for (name, how) in structural_names(record) {
                evidence.structure(&name, how);
            }
        }
        evidence
    }

    /// The evidence of this run of records followed by the next run's: the same
    /// as reading both in one pass, its texts numbered after these.
    fn followed_by(mut self, next: Evidence) -> Evidence {
        for (key, tally) in next.tallies {
            self.tallies.entry(key).or_default().add(tally, self.read);
        }
        for (key, neighbours) in next.neighbours {
            self.neighbours.entry(key).or_default().extend(neighbours);
        }
        self.read += next.read;
        self
    }

    /// Tallies every capitalized run of a text, line by line, and links names that
    /// stand in one list; the names that open consecutive table rows or labelled
    /// lines ("Haakona -- Taris", "Alien Groupie -- this is worded ...") are one list.
    fn read_text(&mut self, text: &str) {
        self.read += 1;
        let mut table: Vec<String> = Vec::new();
        for line in straighten(text).lines() {
            let keys = match split_row(line) {
                Some(Row::Cells(line)) => self.read_tokens(line, Reading::Cell),
                Some(Row::Labelled(label, rest)) => {
                    self.read_tokens(rest, Reading::Prose);
                    self.read_tokens(label, Reading::Label)
                }
                None => {
                    table.clear();
                    self.read_tokens(line, Reading::Prose);
                    continue;
                }
            };
            self.link_all(&table, &keys);
            table.extend(keys);
        }
    }

    /// Tallies the runs of one line or part of a line; the keys of its whole names.
    /// A line break ends a run: the parsers join wrapped prose, so a break left is
    /// structure.
    fn read_tokens(&mut self, text: &str, reading: Reading) -> Vec<String> {
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let mut runs = capitalized_runs(&tokens);
        if reading != Reading::Prose {
            runs.iter_mut().for_each(|run| run.initial = false);
        }
        let mut all = Vec::new();
        let mut lists: Vec<List> = Vec::new();
        for run in &runs {
            let named = self.read_run(&tokens, run, reading);
            all.extend(named.keys.iter().cloned());
            match lists.last_mut() {
                Some(list) if in_one_list(&tokens, list.end, run.start) => list.absorb(named),
                _ => lists.push(named),
            }
        }
        for list in &lists {
            self.link_list(list);
        }
        all
    }

    /// Tallies the names one run proposes; they stand as a list of their own until
    /// joined with the runs beside them.
    fn read_run(&mut self, tokens: &[&str], run: &Run, reading: Reading) -> List {
        let mut contexts = card_contexts(tokens, run) + usize::from(reading == Reading::Label);
        let mut after_verb = follows_card_verb(tokens, run);
        let (mut name, mut initial) = (run.name.as_str(), run.initial);
        if initial && name.contains(' ') && is_subject_of_card_verb(tokens, run) {
            initial = false;
        }
        if let Some(object) = after_leading_verb(name) {
            (name, initial, after_verb) = (object, false, true);
            contexts += 1;
        }
        let mut list = List {
            end: run.end,
            keys: Vec::new(),
            game_terms: false,
            other_uses: names_no_card(tokens, run),
        };
        for (name, whole) in pieces(name, initial, after_verb) {
            list.game_terms |= whole && is_game_phrase(&title_key(&name));
            let Some(key) = self.text_name(&name, initial, whole, contexts) else {
                continue;
            };
            if let Some(tally) = self.tallies.get_mut(&key).filter(|_| list.other_uses) {
                tally.other_uses += 1;
            }
            if whole {
                list.keys.push(key);
            }
        }
        self.link_all(&list.keys, &list.keys);
        list
    }

    /// Links the names of one list, unless it lists game things; when one of its
    /// names is an episode or a product, all of them are used so.
    fn link_list(&mut self, list: &List) {
        if list.other_uses {
            for key in &list.keys {
                if let Some(tally) = self.tallies.get_mut(key) {
                    tally.other_uses += 1;
                }
            }
        } else if !list.game_terms {
            self.link_all(&list.keys, &list.keys);
        }
    }

    /// Tallies one name seen in running text; its key, unless it is a game term.
    fn text_name(
        &mut self,
        name: &str,
        initial: bool,
        whole: bool,
        contexts: usize,
    ) -> Option<String> {
        let key = title_key(name);
        if is_game_term(name, &key) {
            return None;
        }
        let tally = self.tallies.entry(key.clone()).or_default();
        tally.seen_in(self.read);
        tally.spellings.add(name, 1);
        match (initial, whole) {
            (true, _) => tally.initial += 1,
            (false, true) => tally.mid += 1,
            (false, false) => tally.partial += 1,
        }
        tally.contexts += contexts;
        Some(key)
    }

    /// Records that the names of `left` and `right` stand in one list.
    fn link_all(&mut self, left: &[String], right: &[String]) {
        for a in left {
            for b in right.iter().filter(|b| *b != a) {
                self.neighbours
                    .entry(a.clone())
                    .or_default()
                    .insert(b.clone());
                self.neighbours
                    .entry(b.clone())
                    .or_default()
                    .insert(a.clone());
            }
        }
    }

    /// Tallies a name proposed by a record's structure.
    fn structure(&mut self, name: &str, how: Seen) {
        let name = clean_name(name);
        let key = title_key(&name);
        let topic = how == Seen::FaqTopic;
        if key.is_empty() || GAME_PHRASES.contains(&key.as_str()) || is_not_card(&key) {
            return;
        }
        if !topic && is_game_term(&name, &key) {
            return;
        }
        let tally = self.tallies.entry(key).or_default();
        let weight = if topic { 1 } else { 3 };
        tally.spellings.add(&name, weight);
        tally.seen_as(how);
    }

    /// The keys accepted as cards: by their own evidence, then by standing in a
    /// list beside an accepted card (each pass over the keys in parallel).
    fn accepted(&self) -> BTreeSet<String> {
        let mut accepted: BTreeSet<String> = self
            .tallies
            .par_iter()
            .filter(|(key, tally)| is_card(key, tally))
            .map(|(key, _)| key.clone())
            .collect();
        for _ in 0..2 {
            let more: Vec<String> = self
                .tallies
                .par_iter()
                .filter(|(key, tally)| {
                    !accepted.contains(*key)
                        && tally.mid + tally.initial > 0
                        && tally.other_uses == 0
                        && !is_vocabulary(key)
                        && self
                            .neighbours
                            .get(*key)
                            .is_some_and(|n| n.iter().any(|k| accepted.contains(k)))
                })
                .map(|(key, _)| key.clone())
                .collect();
            accepted.extend(more);
        }
        let pairs: Vec<String> = accepted
            .par_iter()
            .filter(|key| self.is_two_cards(key, &accepted))
            .cloned()
            .collect();
        for key in pairs {
            accepted.remove(&key);
        }
        accepted
    }

    /// Whether a colon name joins two accepted cards ("Amanda Rogers: Countermanda"
    /// sets two cards side by side; "Kevin Uxbridge: Convergence" is one title).
    fn is_two_cards(&self, key: &str, accepted: &BTreeSet<String>) -> bool {
        let Some(tally) = self.tallies.get(key) else {
            return false;
        };
        tally.spellings.keys().any(|name| {
            name.split_once(": ").is_some_and(|(before, after)| {
                let after = title_key(after);
                let structural = self.tallies.get(&after).is_some_and(|t| !t.seen.is_empty());
                accepted.contains(&title_key(before)) && accepted.contains(&after) && structural
            })
        })
    }

    /// Single-word names that are the first or the last word of exactly one accepted
    /// card title (its colon-rule variants aside) named in the same text ("Amanda"
    /// beside "Amanda Rogers", "Toff" beside "Palor Toff"): short forms, by short
    /// key, with the full key.
    fn short_forms(&self, accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
        let ends = WordEnds::new(accepted);
        let mut forms = BTreeMap::new();
        for short in accepted.iter().filter(|k| !k.contains(' ')) {
            let Some(full) = ends.only_full_name(short, accepted) else {
                continue;
            };
            let together = match (self.tallies.get(short), self.tallies.get(full)) {
                (Some(a), Some(b)) => share_one(&a.texts, &b.texts),
                _ => false,
            };
            let structural = self.tallies.get(short).is_some_and(|t| !t.seen.is_empty());
            if together && !structural {
                forms.insert(short.clone(), full.clone());
            }
        }
        forms
    }

    /// Names that differ from another accepted name only by a final "s" on one word
    /// (a plural or a possessive: "Escape Pods", "Barclay's Transporter Phobia"),
    /// or by a British double "l" ("The Traveller"): merged into the form seen
    /// more often, the shorter on a tie.
    fn variants(&self, accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
        let seen = |key: &str| {
            self.tallies
                .get(key)
                .map_or(0, |t| t.spellings.values().sum::<usize>())
        };
        let mut merges = BTreeMap::new();
        for long in accepted {
            let shorter = without_an_s(long).chain(with_one_l(long));
            for short in shorter.filter(|short| accepted.contains(short)) {
                let (from, into) = if seen(long) > seen(&short) {
                    (short, long.clone())
                } else {
                    (long.clone(), short)
                };
                merges.insert(from, into);
            }
        }
        merges
    }

    /// Subtitles named on their own that belong to exactly one accepted colon title
    /// ("Attack Authorization" of "Incoming Message: Attack Authorization"), unless
    /// the structure names them as cards.
    fn subtitles(&self, accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
        let mut owners: BTreeMap<String, Vec<&String>> = BTreeMap::new();
        for key in accepted {
            let spelling = self
                .tallies
                .get(key)
                .and_then(|t| best_spelling(&t.spellings));
            if let Some((_, subtitle)) = spelling.as_deref().and_then(|s| s.split_once(": ")) {
                owners.entry(title_key(subtitle)).or_default().push(key);
            }
        }
        owners
            .into_iter()
            .filter(|(subtitle, colon)| {
                colon.len() == 1
                    && accepted.contains(subtitle)
                    && self
                        .tallies
                        .get(subtitle)
                        .is_some_and(|t| t.seen.is_empty())
            })
            .map(|(subtitle, colon)| (subtitle, colon[0].clone()))
            .collect()
    }

    /// Names that open with a rank ("Subcommander Taris", "Dr. Crusher"): the bare
    /// name, when accepted, becomes a form of the ranked one; a ranked surname that
    /// ends exactly one accepted full name becomes a form of it; otherwise the
    /// ranked name keeps the bare one as an alias. Merges (from, into) by key, and
    /// aliases by key.
    fn rank_forms(
        &self,
        accepted: &BTreeSet<String>,
    ) -> (BTreeMap<String, String>, BTreeMap<String, Vec<String>>) {
        let ends = WordEnds::new(accepted);
        let mut merges = BTreeMap::new();
        let mut aliases: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for key in accepted {
            let Some(bare) = self
                .tallies
                .get(key)
                .and_then(|t| best_spelling(&t.spellings))
                .and_then(|title| without_rank(&title))
            else {
                continue;
            };
            let bare_key = title_key(&bare);
            if accepted.contains(&bare_key) {
                merges.insert(bare_key, key.clone());
                continue;
            }
            let fulls: Vec<&String> = match bare_key.contains(' ') {
                true => Vec::new(),
                false => ends.ending(&bare_key).filter(|k| *k != key).collect(),
            };
            match fulls[..] {
                [full] => {
                    merges.insert(key.clone(), full.clone());
                }
                _ => aliases.entry(key.clone()).or_default().push(bare),
            }
        }
        (merges, aliases)
    }

    /// The card for an accepted key: its best spelling as title, the rest as aliases.
    fn card(&self, key: &str) -> Option<Card> {
        let tally = self.tallies.get(key)?;
        let title = best_spelling(&tally.spellings)?;
        let mut aliases: Vec<String> = tally
            .spellings
            .keys()
            .filter(|s| **s != title)
            .cloned()
            .collect();
        aliases.sort();
        let mut seen: Vec<Seen> = tally.seen.clone();
        if tally.mid + tally.initial > 0 {
            seen.push(Seen::RunningText);
        }
        Some(Card {
            title,
            aliases,
            seen,
            group: Vec::new(),
            bare: String::new(),
        })
    }
}

/// The canonical spelling: the most frequent mixed-case one, uninverted; an
/// upper-case-only name ("Q2") keeps its only form.
fn best_spelling(spellings: &Spellings) -> Option<String> {
    let written = |s: &str| {
        let s = s.strip_prefix("The ").unwrap_or(s);
        s.chars().any(|c| c.is_lowercase() || c.is_ascii_digit())
    };
    let mixed = spellings
        .iter()
        .filter(|(s, _)| written(s) && !s.ends_with(", The"))
        .max_by_key(|(_, n)| **n)
        .or_else(|| {
            spellings
                .iter()
                .filter(|(s, _)| s.chars().any(char::is_lowercase))
                .max_by_key(|(_, n)| **n)
        });
    let best = match mixed {
        Some((s, _)) => s.clone(),
        None => spellings
            .keys()
            .find(|s| s.chars().any(|c| c.is_ascii_digit()))?
            .clone(),
    };
    Some(uninvert(&best))
}

/// True when two ascending lists have a number in common.
fn share_one(a: &[usize], b: &[usize]) -> bool {
    a.iter().any(|text| b.binary_search(text).is_ok())
}

/// The name without a leading rank, title or ship registry ("Subcommander Taris" ->
/// "Taris", "U.S.S. Phoenix" -> "Phoenix"), if it has one and something is left.
fn without_rank(name: &str) -> Option<String> {
    let (first, rest) = name.split_once(' ')?;
    let prefix = RANKS.contains(&first) || is_initialism(first);
    (prefix && starts_capital(rest)).then(|| rest.to_string())
}

/// Accepted names that are the tail of another accepted name after its opening
/// function words ("Dirty Rat" of "You Dirty Rat", "Has Gone Before" of "Where No
/// One Has Gone Before"): merges (from, into) by key.
fn fragments(accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
    let mut merges = BTreeMap::new();
    for full in accepted {
        let words: Vec<&str> = full.split(' ').collect();
        for cut in 1..words.len() {
            if !listed(FUNCTION_WORDS, words[cut - 1]) {
                break;
            }
            let rest = words[cut..].join(" ");
            if accepted.contains(&rest) {
                merges.insert(rest, full.clone());
            }
        }
    }
    merges
}

/// The key with the final "s" of one of its words removed, for each such word
/// ("escape pods" -> "escape pod").
fn without_an_s(key: &str) -> impl Iterator<Item = String> + '_ {
    key.match_indices(' ')
        .map(|(at, _)| at)
        .chain([key.len()])
        .filter(move |&end| end > 1 && key[..end].ends_with('s') && !key[..end - 1].ends_with(' '))
        .map(move |end| format!("{}{}", &key[..end - 1], &key[end..]))
}

/// The key with the British double "l" of one of its words made single, for
/// each such word ("traveller" -> "traveler", "cancelled" -> "canceled"): two
/// syllables or more ending in a vowel, "ll", then "er", "ed" or "ing" ending
/// the word ("falling" and "killer" keep theirs).
fn with_one_l(key: &str) -> impl Iterator<Item = String> + '_ {
    let is_vowel = |c: char| "aeiou".contains(c);
    let mut start = 0;
    key.split(' ').filter_map(move |word| {
        let at = start;
        start += word.len() + 1;
        let stem = ["er", "ed", "ing"]
            .iter()
            .find_map(|ending| word.strip_suffix(ending))?
            .strip_suffix("ll")?;
        let syllables = stem
            .chars()
            .zip(stem.chars().skip(1))
            .filter(|&(a, b)| !is_vowel(a) && is_vowel(b))
            .count()
            + usize::from(stem.starts_with(is_vowel));
        (syllables >= 2 && stem.ends_with(is_vowel)).then(|| {
            let single = at + stem.len() + 1;
            format!("{}{}", &key[..single], &key[single + 1..])
        })
    })
}

/// Accepted keys of several words by their first and by their last word.
struct WordEnds<'a> {
    opening: FxHashMap<&'a str, Vec<&'a String>>,
    ending: FxHashMap<&'a str, Vec<&'a String>>,
}

impl<'a> WordEnds<'a> {
    fn new(accepted: &'a BTreeSet<String>) -> WordEnds<'a> {
        let mut ends = WordEnds {
            opening: FxHashMap::default(),
            ending: FxHashMap::default(),
        };
        for key in accepted {
            if let (Some((first, _)), Some((_, last))) = (key.split_once(' '), key.rsplit_once(' '))
            {
                ends.opening.entry(first).or_default().push(key);
                ends.ending.entry(last).or_default().push(key);
            }
        }
        ends
    }

    /// The accepted keys a word ends.
    fn ending(&self, word: &str) -> impl Iterator<Item = &'a String> + '_ {
        self.ending.get(word).into_iter().flatten().copied()
    }

    /// The one accepted title (colon-rule variants counted as their bare title)
    /// that a single word opens, else the one it ends.
    fn only_full_name(&self, short: &str, accepted: &'a BTreeSet<String>) -> Option<&'a String> {
        let opening: BTreeSet<&String> = self
            .opening
            .get(short)
            .into_iter()
            .flatten()
            .map(|k| shortest_bare(k, short.len(), accepted))
            .collect();
        let ending: BTreeSet<&String> = self.ending(short).collect();
        match (opening.len(), ending.len()) {
            (1, _) => opening.into_iter().next(),
            (0, 1) => ending.into_iter().next(),
            _ => None,
        }
    }
}

/// The shortest accepted key of whole words that `key` opens with, longer than
/// `longer_than` bytes ("kevin uxbridge" for "kevin uxbridge convergence"); the key
/// itself when there is none.
fn shortest_bare<'a>(
    key: &'a String,
    longer_than: usize,
    accepted: &'a BTreeSet<String>,
) -> &'a String {
    key.match_indices(' ')
        .map(|(at, _)| &key[..at])
        .filter(|prefix| prefix.len() > longer_than)
        .find_map(|prefix| accepted.get(prefix))
        .unwrap_or(key)
}

/// Abbreviated names ("D.Door", "C.Log"): an initial and the last word of exactly
/// one accepted title ("Devidian Door", "Captain's Log"), merged into it.
fn abbreviations(accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
    let ends = WordEnds::new(accepted);
    let mut merges = BTreeMap::new();
    for short in accepted {
        let Some((initial, last)) = short.split_once(' ') else {
            continue;
        };
        if initial.chars().count() != 1 || last.contains(' ') {
            continue;
        }
        let fulls: Vec<&String> = ends
            .ending(last)
            .filter(|full| *full != short && full.starts_with(initial))
            .collect();
        if let [full] = fulls[..] {
            merges.insert(short.clone(), full.clone());
        }
    }
    merges
}

/// Follows merges from a key to the key it ends in.
fn final_key<'a>(merges: &'a BTreeMap<String, String>, key: &'a String) -> &'a String {
    let mut key = key;
    for _ in 0..merges.len() {
        match merges.get(key) {
            Some(next) => key = next,
            None => break,
        }
    }
    key
}

/// Whether a candidate's own evidence makes it a card.
fn is_card(key: &str, tally: &Tally) -> bool {
    let in_text = tally.mid + tally.initial + tally.partial;
    if tally.seen.iter().any(|&how| how != Seen::FaqTopic) {
        return true;
    }
    if tally.seen.contains(&Seen::FaqTopic) && in_text > 0 {
        return true;
    }
    if is_vocabulary(key) || tally.other_uses > 0 {
        return false;
    }
    if WEAK_CONNECTIVE.is_match(key) {
        tally.mid + tally.initial >= 2
    } else if key.contains(' ') {
        let seen = tally.mid + tally.initial;
        (tally.mid >= 1 && (seen + tally.partial >= 2 || tally.contexts >= 1)) || tally.initial >= 2
    } else {
        let alien = is_alien_word(key, tally);
        tally.contexts >= 2 || (tally.contexts >= 1 && (tally.mid >= 2 || alien))
    }
}

/// Whether a single-word name is written with an inner apostrophe in all its
/// spellings, as alien names are ("Cha'Joh", "K'chiQ"), and not as an English
/// possessive or contraction.
fn is_alien_word(key: &str, tally: &Tally) -> bool {
    !key.contains(' ')
        && tally.spellings.keys().all(|spelling| {
            spelling.split_once('\'').is_some_and(|(before, after)| {
                let english = ["s", "t", "d", "m", "ll", "re", "ve"]
                    .iter()
                    .any(|ending| after.eq_ignore_ascii_case(ending));
                !before.is_empty() && !after.is_empty() && !english
            })
        })
}

/// True when a name is a game term: a known phrase, a non-card word, a name of
/// vocabulary only (single words), or not name-shaped at all.
fn is_game_term(name: &str, key: &str) -> bool {
    if key.is_empty() || GAME_PHRASES.contains(&key) || is_not_card(key) {
        return true;
    }
    let words: Vec<&str> = key.split(' ').collect();
    if words.len() == 1 && is_vocabulary(key) {
        return true;
    }
    let first = name.split_whitespace().next().unwrap_or_default();
    let last = name.split_whitespace().last().unwrap_or_default();
    first.chars().next().is_some_and(|c| c.is_ascii_digit())
        || NAME_SMALL_WORDS.contains(&last)
        || matches!(last.to_lowercase().as_str(), "card" | "cards" | "notes")
        || name.contains(['=', '/'])
        || name
            .split_whitespace()
            .any(|w| w.contains('.') && w.chars().any(|c| c.is_ascii_digit()))
        || words.iter().all(|w| w.chars().all(|c| c.is_ascii_digit()))
}

/// True when every word of a key is game vocabulary, a function word or a number;
/// three function words or more ("Seven of Nine") make a title, not vocabulary.
fn is_vocabulary(key: &str) -> bool {
    let number = |w: &str| w.chars().all(|c| c.is_ascii_digit());
    let words = || key.split(' ');
    words().all(|w| listed(GAME_WORDS, w) || listed(FUNCTION_WORDS, w) || number(w))
        && (words().count() < 3 || words().any(|w| listed(GAME_WORDS, w) || number(w)))
}

/// True when `word` is in `list`, one of the sorted word lists above
/// ([`GAME_WORDS`], [`FUNCTION_WORDS`], [`CARD_VERBS`]): most words of the corpus
/// are looked up in them, by binary search.
fn listed(list: &[&str], word: &str) -> bool {
    list.binary_search(&word).is_ok()
}

/// True when a key names a person or document word that is not a card.
fn is_not_card(key: &str) -> bool {
    NOT_CARDS.contains(&key)
}

/// Trims quotes, trailing punctuation and a FAQ "(2)" counter from a name.
fn clean_name(name: &str) -> String {
    let mut name = name.trim().to_string();
    if let Some(open) = name.rfind(" (") {
        if name[open + 2..]
            .trim_end_matches(')')
            .chars()
            .all(|c| c.is_ascii_digit())
        {
            name.truncate(open);
        }
    }
    name.trim_matches(|c: char| {
        c.is_whitespace()
            || matches!(
                c,
                '"' | '\'' | '“' | '”' | '?' | '.' | ',' | ';' | ':' | '!'
            )
    })
    .to_string()
}

/// Names a record's structure proposes as cards, with how each was seen.
fn structural_names(record: &Record) -> Vec<(String, Seen)> {
    let mut names = Vec::new();
    match (record.source, record.kind) {
        (Source::Faq, RecordKind::Question | RecordKind::CrossReference) => {
            for segment in topic_segments(&record.title) {
                names.push((segment, Seen::FaqTopic));
            }
        }
        (Source::Rulings, RecordKind::Entry) if is_title_case(&record.title) => {
            names.push((uninvert(&record.title), Seen::RulingsTitle));
            if record.title.ends_with(", The") {
                names.push((record.title.clone(), Seen::RulingsTitle));
            }
        }
        _ => {}
    }
    let how = match record.source {
        Source::Faq => Seen::FaqLink,
        Source::Rulings => Seen::RulingsReference,
        Source::Glossary => Seen::GlossaryReference,
    };
    for reference in &record.references {
        if is_title_case(reference) && !is_heading_link(reference) {
            names.push((uninvert(reference), how));
        }
    }
    names
}

/// A FAQ link whose text is a section number or heading ("1.3", "The Colon Rule").
fn is_heading_link(text: &str) -> bool {
    text.chars().next().is_some_and(|c| c.is_ascii_digit()) && text.contains('.')
}

/// The upper-case parts of a FAQ topic: "DEVIDIAN DOOR and OPHIDIAN CANE" gives both
/// cards; lower-case connectives ("and", "or", "vs.") separate names; a colon form
/// also gives its bare title.
fn topic_segments(topic: &str) -> Vec<String> {
    let mut segments = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for word in topic.split_whitespace() {
        let letters: String = word.chars().filter(|c| c.is_alphabetic()).collect();
        let upper = !letters.is_empty() && letters.chars().all(|c| c.is_uppercase());
        if (upper && !word.starts_with('(')) || (letters.is_empty() && !current.is_empty()) {
            current.push(word);
        } else if !current.is_empty() {
            segments.push(current.join(" "));
            current.clear();
        }
    }
    if !current.is_empty() {
        segments.push(current.join(" "));
    }
    let mut out = Vec::new();
    for segment in segments {
        if let Some((bare, _)) = segment.split_once(':') {
            out.push(bare.to_string());
        }
        out.push(segment);
    }
    out.retain(|s| s.chars().any(char::is_alphabetic));
    out
}

/// True when every word of a name starts with a capital or a digit, small words aside.
fn is_title_case(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    !words.is_empty()
        && words.first().is_some_and(|w| starts_capital(w))
        && words.iter().all(|w| {
            starts_capital(w)
                || NAME_SMALL_WORDS.contains(&w.to_lowercase().as_str())
                || *w == "and"
        })
}

/// True when a word's first letter or digit is a capital or a digit.
fn starts_capital(word: &str) -> bool {
    word.trim_start_matches(|c: char| !c.is_alphanumeric())
        .chars()
        .next()
        .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
}

/// A token without surrounding quotes, brackets and punctuation.
fn core(token: &str) -> &str {
    token.trim_matches(|c: char| {
        matches!(
            c,
            '"' | '(' | ')' | ',' | '.' | ';' | ':' | '?' | '!' | '*' | '[' | ']'
        )
    })
}

/// A word that can be part of a card title in running text: capitalized (or a
/// number inside a run), and not an all-capitals word ("CUNNING", "AU"), which is
/// emphasis or an abbreviation, unless it carries a digit ("Q2").
fn is_name_word(token: &str) -> bool {
    let word = core(token);
    if !starts_capital(word) {
        return false;
    }
    let lower_compound = word
        .split('-')
        .skip(1)
        .any(|part| part.chars().next().is_some_and(char::is_lowercase));
    if lower_compound {
        return false;
    }
    let letters = word.chars().filter(|c| c.is_alphabetic());
    let shouting = letters.clone().nth(1).is_some() && letters.clone().all(char::is_uppercase);
    !shouting
        || word.chars().any(|c| c.is_ascii_digit())
        || is_roman_numeral(word)
        || is_initialism(token)
}

/// A dotted initialism of three letters or more ("U.S.S."), as in a ship's registry
/// prefix.
fn is_initialism(token: &str) -> bool {
    let token = token.trim_start_matches(['"', '(']);
    let letters = token.chars().filter(char::is_ascii_uppercase).count();
    letters >= 3
        && token.len() == letters * 2
        && token.chars().enumerate().all(|(i, c)| {
            if i % 2 == 0 {
                c.is_ascii_uppercase()
            } else {
                c == '.'
            }
        })
}

/// A Roman numeral of two letters or more ("II", "VI"), as in "Type II Phaser".
fn is_roman_numeral(word: &str) -> bool {
    word.len() >= 2 && word.chars().all(|c| matches!(c, 'I' | 'V' | 'X'))
}

/// True when a token ends a sentence (so the next capital may be the sentence's).
fn ends_sentence(token: &str) -> bool {
    // Each case below ends with one of these: an abbreviation with ".", a
    // marker with ")", "-", "*" or ";", a sentence with a stop, a quote or a
    // bracket after it.
    if !token.ends_with(['.', '?', '!', ':', '"', ')', '-', '*', ';']) {
        return false;
    }
    if ABBREVIATIONS.contains(&token) || MARKER.is_match(token) {
        return true;
    }
    let trimmed = token.trim_end_matches(['"', ')']);
    trimmed.ends_with(['.', '?', '!', ':']) && !is_initial(trimmed) && !is_initialism(trimmed)
}

/// A one-letter initial ("D." in "Mickey D.").
fn is_initial(token: &str) -> bool {
    let mut chars = token.chars();
    matches!((chars.next(), chars.next(), chars.next()), (Some(c), Some('.'), None) if c.is_uppercase())
}

/// One run of capitalized words in a text.
#[derive(Debug)]
struct Run {
    /// The words, punctuation trimmed.
    name: String,
    /// Token index of the first word.
    start: usize,
    /// Token index after the last word.
    end: usize,
    /// Whether the run opens a sentence.
    initial: bool,
    /// Whether the run is quoted as a whole ("Hugh").
    quoted: bool,
}

/// Runs of capitalized words, joined by small words ("Eyes in the Dark"), a colon
/// ("Kevin Uxbridge: Convergence") or a spaced dash ("Incoming Message - Federation").
fn capitalized_runs(tokens: &[&str]) -> Vec<Run> {
    let mut runs = Vec::new();
    let mut index = 0;
    let mut sentence_start = true;
    while index < tokens.len() {
        let token = &tokens[index];
        if !is_name_word(token) {
            sentence_start = ends_sentence(token);
            index += 1;
            continue;
        }
        let end = run_end(tokens, index);
        let words = &tokens[index..end];
        let quoted = token.starts_with('"')
            && words
                .last()
                .is_some_and(|w| w.trim_end_matches(['.', ',', ';', '?', '!']).ends_with('"'));
        let name = trim_name(&words.join(" "));
        if !name.is_empty() {
            runs.push(Run {
                name,
                start: index,
                end,
                initial: (sentence_start || token.starts_with('"')) && !quoted,
                quoted,
            });
        }
        sentence_start = words.last().is_some_and(|w| ends_sentence(w));
        index = end;
    }
    runs
}

/// The token index after the run that starts at `start`.
fn run_end(tokens: &[&str], start: usize) -> usize {
    let mut end = start;
    while end < tokens.len() {
        let token = &tokens[end];
        if end > start && token.starts_with(['"', '(']) {
            break;
        }
        let joins = end > start && joins_names(tokens, end);
        if !(is_name_word(token) || joins) {
            break;
        }
        end += 1;
        if token.ends_with(':') {
            let before = core(token);
            let opens =
                listed(FUNCTION_WORDS, &before.to_lowercase()) || before.chars().count() < 2;
            if opens || !tokens.get(end).is_some_and(|t| is_name_word(t)) {
                break;
            }
        } else if token.ends_with(['.', ',', ';', '?', '!', ')', '"'])
            && !ABBREVIATIONS.contains(token)
            && !is_initial(token)
            && !is_initialism(token)
        {
            break;
        }
    }
    end.max(start + 1)
}

/// Whether the token at `at` is a small word or a spaced dash inside a title: it is
/// followed (after more small words) by a capitalized word.
fn joins_names(tokens: &[&str], at: usize) -> bool {
    let mut next = at;
    while let Some(token) = tokens.get(next) {
        if *token == "-" && next == at {
            next += 1;
            continue;
        }
        if NAME_SMALL_WORDS.contains(token) {
            next += 1;
            continue;
        }
        return next > at
            && is_name_word(token)
            && core(token).starts_with(char::is_alphabetic)
            && !token.starts_with(['"', '(']);
    }
    false
}

/// A run's text without quotes, brackets, trailing punctuation or a possessive "'s".
fn trim_name(name: &str) -> String {
    let name = name.trim_start_matches(['"', '(', '*']);
    let name = name.trim_end_matches(['"', ')', ',', '.', ';', ':', '?', '!', '*']);
    let name = name.strip_suffix("'s").unwrap_or(name);
    name.trim().to_string()
}

/// The names a run proposes, each with whether it stands as a whole name: split at
/// list connectives, leading function words dropped (unless the run follows a card
/// verb mid-sentence: "play You Dirty Rat"), a trailing card type dropped
/// ("Long-Range Scan Interrupt"); a run joined by a small word
/// also proposes its parts ("Hugh with Amanda"), and a colon or dash form its bare
/// title, as partial sightings.
fn pieces(name: &str, initial: bool, after_verb: bool) -> Vec<(String, bool)> {
    let words: Vec<&str> = name.split_whitespace().collect();
    if initial && words.len() < 2 {
        return Vec::new();
    }
    let mut out = Vec::new();
    for (index, part) in LIST_CONNECTIVE.split(&words.join(" ")).enumerate() {
        let part = part.trim_matches([' ', '-']);
        let keeps_opening = index == 0 && after_verb && !initial && opens_with_title_word(part);
        let part = if keeps_opening {
            part.to_string()
        } else {
            drop_function_words(part)
        };
        let part = without_type_word(&part);
        if part.is_empty() {
            continue;
        }
        if WEAK_CONNECTIVE.is_match(&part) {
            for sub in WEAK_CONNECTIVE.split(&part) {
                out.push((drop_function_words(sub), false));
            }
        }
        if let Some((bare, _)) = part.split_once(": ").or_else(|| part.split_once(" - ")) {
            out.push((drop_function_words(bare), false));
        }
        out.push((part, true));
    }
    out.retain(|(name, _)| !name.is_empty());
    out
}

/// The rest of a run that opens with a card verb in the third person ("Nullifies
/// Hippocratic Oath where present" -> "Hippocratic Oath").
fn after_leading_verb(name: &str) -> Option<&str> {
    let (first, rest) = name.split_once(' ')?;
    let verb = first.to_lowercase();
    (verb.ends_with('s') && listed(CARD_VERBS, &verb) && starts_capital(rest)).then_some(rest)
}

/// Whether a name of two words or more opens with a capitalized function word
/// other than the pronoun "I" ("You Dirty Rat", "In The Bag").
fn opens_with_title_word(name: &str) -> bool {
    let mut words = name.split_whitespace();
    let first = words.next().unwrap_or_default();
    words.next().is_some() && first != "I" && starts_capital(first)
}

/// A name without a trailing card type ("Long-Range Scan Interrupt" ->
/// "Long-Range Scan").
fn without_type_word(name: &str) -> String {
    TYPE_WORDS
        .iter()
        .find_map(|t| name.strip_suffix(t))
        .filter(|rest| !rest.is_empty())
        .unwrap_or(name)
        .to_string()
}

/// A name without leading function words ("Can I Mindmeld" -> "Mindmeld"); a
/// leading "The" stays before another capitalized word ("The Traveler").
fn drop_function_words(name: &str) -> String {
    let mut words: Vec<&str> = name.split_whitespace().collect();
    while let Some(first) = words.first() {
        let function = listed(FUNCTION_WORDS, &first.to_lowercase());
        let keeps_the = *first == "The" && words.len() > 1;
        if !function || keeps_the {
            break;
        }
        words.remove(0);
    }
    words.join(" ")
}

/// How many card-like contexts surround a run: quoted whole, opening with a ship
/// registry ("U.S.S.") or a capital "The" mid-sentence ("under The Nexus"), after a card verb
/// ("play", "nullify"), after "the card" or "such as", before "card", "dilemma",
/// "is a valid response", "in play".
fn card_contexts(tokens: &[&str], run: &Run) -> usize {
    let before: Vec<String> = tokens[run.start.saturating_sub(2)..run.start]
        .iter()
        .map(|t| core(t).to_lowercase())
        .collect();
    let phrase = before.len() == 2
        && matches!(
            (before[0].as_str(), before[1].as_str()),
            ("the", "card") | ("such", "as")
        );
    let follower = is_followed_as_card(tokens, run);
    let registry = is_initialism(tokens[run.start]);
    let titled = !run.initial && run.name.starts_with("The ") && !run.quoted;
    usize::from(run.quoted)
        + usize::from(registry || titled)
        + usize::from(follows_card_verb(tokens, run) || phrase)
        + usize::from(follower)
}

/// Whether the words after a run use it as a card ("Hail card", "Hugh is a valid
/// response").
fn is_followed_as_card(tokens: &[&str], run: &Run) -> bool {
    let after = words_after(tokens, run);
    CARD_FOLLOWERS.iter().any(|f| after.starts_with(f))
}

/// Whether a run is the subject of a card's verb ("Subspace Interference nullifies
/// ...", "Can Rogue Borg Mercenaries be played"): then a sentence-opening run is a
/// name, not a capitalized opener.
fn is_subject_of_card_verb(tokens: &[&str], run: &Run) -> bool {
    const VERBS: &[&str] = &[
        "be played",
        "can download",
        "downloads",
        "is a valid",
        "is not a valid",
        "may download",
        "nullifies",
        "says",
    ];
    let after = words_after(tokens, run);
    VERBS.iter().any(|v| after.starts_with(v))
}

/// The three words after a run, lower-cased.
fn words_after(tokens: &[&str], run: &Run) -> String {
    tokens[run.end..tokens.len().min(run.end + 3)]
        .join(" ")
        .to_lowercase()
}

/// Whether a run is used as something other than a card: named as an episode, a
/// film or a product in the words before it, within its clause ("an episode like \"The Wounded\"",
/// "two more expansions planned before our license runs out: Holodeck Adventures"),
/// or quoted as a term being defined ("\"Forces\" here simply means").
fn names_no_card(tokens: &[&str], run: &Run) -> bool {
    const WORKS: &[&str] = &[
        "episode",
        "episodes",
        "expansion",
        "expansions",
        "film",
        "movie",
        "series",
    ];
    let clause_end = |t: &str| t.ends_with(['.', ',', ';', '?', '!', ')', '"']);
    let work = tokens[run.start.saturating_sub(7)..run.start]
        .iter()
        .rev()
        .enumerate()
        .take_while(|(back, t)| *back == 0 || !clause_end(t))
        .any(|(_, t)| WORKS.contains(&core(t).to_lowercase().as_str()));
    let after = tokens[run.end..tokens.len().min(run.end + 3)].join(" ");
    let defined = run.quoted
        && ["means", "here means", "here simply means", "refers to"]
            .iter()
            .any(|phrase| after.starts_with(phrase));
    work || defined
}

/// Whether the word before a run is a card verb ("play", "nullify", "with"), or the
/// word before its "the" a verb proper ("like the", "use the"; not "on the", "by
/// the").
fn follows_card_verb(tokens: &[&str], run: &Run) -> bool {
    let word = |at: usize| core(tokens[at]).to_lowercase();
    let ends_clause = |at: usize| tokens[at].ends_with([':', '.', '?', '!', ';']);
    let verb = |at: usize| !ends_clause(at) && listed(CARD_VERBS, &word(at));
    let small = |at: usize| {
        matches!(
            word(at).as_str(),
            "a" | "an" | "by" | "on" | "has" | "have" | "with"
        )
    };
    match run.start {
        0 => false,
        1 => verb(0),
        start => {
            verb(start - 1) || (tokens[start - 1] == "the" && verb(start - 2) && !small(start - 2))
        }
    }
}

/// The names of one list in a line ("Conundrum, Attack Authorization, Wartime
/// Conditions"); a list that names a game term ("Cloaking Device, Energy Dampener,
/// Holodeck") is a list of game things, and does not make its names cards.
struct List {
    /// Token index after its last run.
    end: usize,
    /// Keys of its names.
    keys: Vec<String>,
    /// Whether one of its names is a game phrase.
    game_terms: bool,
    /// Whether one of its names is used as something other than a card (an
    /// episode, a product): then so are the others.
    other_uses: bool,
}

impl List {
    /// Extends the list with the names of the run after it.
    fn absorb(&mut self, next: List) {
        self.end = next.end;
        self.keys.extend(next.keys);
        self.game_terms |= next.game_terms;
        self.other_uses |= next.other_uses;
    }
}

/// Whether a key is a game phrase: a known one, or several words of vocabulary.
fn is_game_phrase(key: &str) -> bool {
    GAME_PHRASES.contains(&key) || (key.contains(' ') && is_vocabulary(key))
}

/// How a stretch of text is read: as prose (a capital may open a sentence), as
/// table cells, or as the label of a labelled line (a card context of its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    Prose,
    Cell,
    Label,
}

/// A line that opens with a short capitalized name and a spaced dash.
enum Row<'a> {
    /// A table row: the dash is followed by a short capitalized cell
    /// ("Haakona -- Taris (*-3)").
    Cells(&'a str),
    /// A labelled line: the name, then prose about it ("Alien Groupie -- this is
    /// worded ...").
    Labelled(&'a str, &'a str),
}

/// The row shape of a line, if it has one. A quoted label is a defined term, a
/// label opening with a function word or a gerund is a sentence or an activity
/// ("Showing a Devidian Door -- ..."), not a name.
fn split_row(line: &str) -> Option<Row<'_>> {
    let line = line.trim();
    let (label, rest) = line.split_once(" -- ").or_else(|| line.split_once(" - "))?;
    let first = label.split_whitespace().next()?;
    let named = label.split_whitespace().count() <= 5
        && !label.contains(':')
        && !first.starts_with('"')
        && !first.ends_with("ing")
        && !listed(FUNCTION_WORDS, &first.to_lowercase())
        && is_title_case(label)
        && label
            .split_whitespace()
            .all(|w| is_name_word(w) || NAME_SMALL_WORDS.contains(&w) || w == "and");
    if !named {
        return None;
    }
    let rest = rest.trim_start();
    let cell =
        rest.chars().next().is_some_and(char::is_uppercase) && rest.split_whitespace().count() <= 4;
    Some(if cell {
        Row::Cells(line)
    } else {
        Row::Labelled(label, rest)
    })
}

/// Whether the tokens between two runs make them one list: a comma right after the
/// first, or only "and", "or", "--", "but not" between them.
fn in_one_list(tokens: &[&str], end: usize, start: usize) -> bool {
    if end == 0 || start < end {
        return false;
    }
    let gap = tokens[end..start].join(" ");
    (start == end && tokens[end - 1].ends_with(','))
        || matches!(
            gap.as_str(),
            "and"
                | "or"
                | "(or"
                | "(and"
                | "--"
                | "and the"
                | "or the"
                | "and a"
                | "or a"
                | "but not"
                | "and not"
        )
}

/// Finds registry names in text by longest match over words.
struct Matcher<'a> {
    registry: &'a Registry,
    names: FxHashMap<String, usize>,
    /// The first word of each name's key: a span whose key's first word is none
    /// of these matches no name, whatever its length.
    first_words: FxHashSet<String>,
    longest: usize,
}

impl<'a> Matcher<'a> {
    fn new(registry: &'a Registry) -> Matcher<'a> {
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

    fn find(&self, text: &str) -> Vec<String> {
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
            if !self.first_words.contains(first_word(start_key)) {
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
                if let Some(&index) = self.names.get(&key) {
                    let title = &self.registry.cards[index].title;
                    if !found.contains(title) {
                        found.push(title.clone());
                    }
                    matched = len;
                    break;
                }
            }
            start += matched.max(1);
        }
        found
    }
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

    #[test]
    fn the_word_lists_looked_up_by_binary_search_are_sorted() {
        assert!(CARD_VERBS.windows(2).all(|pair| pair[0] < pair[1]));
    }

    #[test]
    fn a_sentence_ends_only_at_a_token_ending_in_a_stop_mark_or_marker() {
        let by_each_case = |token: &str| {
            let trimmed = token.trim_end_matches(['"', ')']);
            ABBREVIATIONS.contains(&token)
                || MARKER.is_match(token)
                || (trimmed.ends_with(['.', '?', '!', ':'])
                    && !is_initial(trimmed)
                    && !is_initialism(trimmed))
        };
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        let crafted = "1) 12) -- *** - A; Dr. vs. U.S.S. D. end. (end) \"end.\" end:";
        let texts = corpus
            .documents
            .iter()
            .map(|document| String::from_utf8_lossy(&document.bytes).into_owned());
        for text in texts.chain([crafted.to_string()]) {
            for token in text.split_whitespace() {
                assert_eq!(ends_sentence(token), by_each_case(token), "{token}");
            }
        }
        // Every abbreviation, whatever it ends with, ends a sentence.
        for abbreviation in ABBREVIATIONS {
            assert!(ends_sentence(abbreviation), "{abbreviation}");
        }
    }

    fn faq(title: &str, text: &str) -> Record {
        Record::new(
            Source::Faq,
            "3.9 Interrupts",
            title,
            text,
            RecordKind::Question,
        )
    }

    #[test]
    fn reading_in_runs_learns_what_one_pass_learns() {
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        let records = crate::ingest::ingest(&corpus).records;
        let whole = Evidence::of(&records);
        let in_runs = records
            .chunks(37)
            .map(Evidence::of)
            .fold(Evidence::default(), Evidence::followed_by);
        assert!(whole.read > 300 && whole.tallies.len() > 700);
        assert_eq!(in_runs, whole);
    }

    #[test]
    fn topics_split_on_lower_case_connectives() {
        assert_eq!(
            topic_segments("DEVIDIAN DOOR and OPHIDIAN CANE"),
            vec!["DEVIDIAN DOOR", "OPHIDIAN CANE"]
        );
        assert_eq!(
            topic_segments("KEVIN UXBRIDGE: CONVERGENCE")[0],
            "KEVIN UXBRIDGE"
        );
    }

    #[test]
    fn upper_case_topics_take_the_spelling_of_running_text() {
        let records = vec![
            faq(
                "AMANDA ROGERS",
                "Can you counter this Hail with an Amanda Rogers? Yes.",
            ),
            faq(
                "TIMING",
                "Timing is everything. You play it in the Timing step.",
            ),
        ];
        let registry = Registry::learn(&records);
        assert_eq!(
            registry.lookup("amanda rogers").map(|c| c.title.as_str()),
            Some("Amanda Rogers")
        );
        assert!(registry.lookup("timing").is_none());
    }

    #[test]
    fn cards_are_learnt_from_card_like_contexts_not_game_terms() {
        let records = vec![
            faq(
                "ZEBRA",
                "You may play Moon Bridge on a ship. Can Moon Bridge nullify Frob? \
                 If you play Frob, then Frob is a valid response. The Federation \
                 Away Team uses Diplomacy here.",
            ),
            faq(
                "YAK",
                "Cards such as Frob, Quux and Moon Bridge are listed. Also General \
                 Timing applies.",
            ),
        ];
        let registry = Registry::learn(&records);
        for card in ["Moon Bridge", "Frob", "Quux"] {
            assert!(registry.lookup(card).is_some(), "{card} missing");
        }
        for term in ["Federation", "Away Team", "Diplomacy", "General", "Timing"] {
            assert!(registry.lookup(term).is_none(), "{term} is not a card");
        }
    }

    #[test]
    fn runs_join_small_words_colons_and_dashes() {
        let tokens: Vec<&str> = "you play Going to the Top and Kevin Uxbridge: Convergence \
                                 or Incoming Message - Federation now"
            .split_whitespace()
            .collect();
        let names: Vec<String> = capitalized_runs(&tokens)
            .into_iter()
            .map(|run| run.name)
            .collect();
        assert_eq!(
            names,
            vec![
                "Going to the Top",
                "Kevin Uxbridge: Convergence",
                "Incoming Message - Federation"
            ]
        );
        let parts: Vec<String> = pieces("Res-Q or Palor Toff", false, false)
            .into_iter()
            .filter(|(_, whole)| *whole)
            .map(|(name, _)| name)
            .collect();
        assert_eq!(parts, vec!["Res-Q", "Palor Toff"]);
    }

    #[test]
    fn sentence_openers_and_shouting_are_not_names() {
        let tokens: Vec<&str> = "Q: Can I play it? A: Yes. CUNNING counts for Soong-type androids"
            .split_whitespace()
            .collect();
        let names: Vec<String> = capitalized_runs(&tokens)
            .into_iter()
            .filter(|run| !run.initial)
            .map(|run| run.name)
            .collect();
        assert!(names.is_empty(), "{names:?}");
        assert_eq!(drop_function_words("Can I Mindmeld"), "Mindmeld");
        assert_eq!(drop_function_words("The Traveler"), "The Traveler");
    }

    fn titles(registry: &Registry) -> Vec<&str> {
        registry.cards.iter().map(|c| c.title.as_str()).collect()
    }

    #[test]
    fn table_rows_and_labelled_lines_are_lists_of_names() {
        let mut linked = faq("ZEBRA", "Play Moon Bridge.");
        linked.references = vec!["Moon Bridge".into()];
        let records = vec![
            linked,
            faq(
                "YAK",
                "Ships and their captains:\nMoon Bridge -- Quux (*-1)\nVorlan -- Admiral Zed\n\
                 Trebla -- None\nNotes: none.",
            ),
            faq(
                "GNU",
                "Some dilemmas:\nFrob Gate -- this is worded oddly.\n\
                 Showing a Frob Gate -- Since you must show it.",
            ),
        ];
        let registry = Registry::learn(&records);
        for name in ["Quux", "Vorlan", "Admiral Zed", "Trebla", "Frob Gate"] {
            assert!(registry.lookup(name).is_some(), "{name} missing");
        }
        for name in [
            "None",
            "Showing a Frob Gate",
            "Quux Vorlan",
            "Admiral Zed Trebla",
        ] {
            assert!(registry.lookup(name).is_none(), "{name} is not a card");
        }
    }

    #[test]
    fn a_list_that_names_a_game_term_does_not_make_cards() {
        let records = vec![faq(
            "ZEBRA",
            "You may play Moon Bridge on a ship. Moon Bridge is a valid response. \
             Equipment may include Cloaking Device, Energy Gizmo, Moon Bridge, or Holodeck.\n\
             Cards such as Frob, Quux and Moon Bridge are listed.",
        )];
        let registry = Registry::learn(&records);
        assert!(registry.lookup("Quux").is_some());
        assert!(
            registry.lookup("Energy Gizmo").is_none(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn titles_may_open_with_a_function_word_after_a_card_verb() {
        let records = vec![faq(
            "ZEBRA",
            "If I play You Dirty Frob on Anya, you nullify You Dirty Frob. \
             Convert it with He Will Make a Fine Gnu.",
        )];
        let registry = Registry::learn(&records);
        assert!(
            registry.lookup("You Dirty Frob").is_some(),
            "{:?}",
            titles(&registry)
        );
        assert!(registry.lookup("Dirty Frob").map(|c| c.title.as_str()) != Some("Dirty Frob"));
        assert_eq!(
            without_type_word("Long-Range Frob Interrupt"),
            "Long-Range Frob"
        );
        assert_eq!(without_type_word("Interrupt"), "Interrupt");
    }

    #[test]
    fn ranked_names_and_bare_names_are_one_card() {
        let records = vec![faq(
            "ZEBRA",
            "Ships and captains:\nMoon Bridge -- Zed\nVorlan -- Quux\n\
             Notes: you may play Subcommander Zed, Captain Quux or Dr. Crusher. \
             Play Beverly Crusher and Commander Frob with Moon Bridge.",
        )];
        let mut linked = records;
        linked[0].references = vec!["Moon Bridge".into(), "Beverly Crusher".into()];
        let registry = Registry::learn(&linked);
        let title = |name: &str| registry.lookup(name).map(|c| c.title.clone());
        assert_eq!(title("Zed"), title("Subcommander Zed"));
        assert!(title("Zed").is_some(), "{:?}", titles(&registry));
        assert_eq!(title("Dr. Crusher"), Some("Beverly Crusher".to_string()));
        assert_eq!(without_rank("Admiral Riker").as_deref(), Some("Riker"));
        assert_eq!(without_rank("Moon Bridge"), None);
    }

    #[test]
    fn plurals_possessives_and_subtitles_are_forms_of_one_card() {
        let records = vec![faq(
            "ZEBRA",
            "You may play Escape Pod on a ship. Escape Pod is a valid response. \
             Ships there, including Escape Pods, stay. You may play Incoming Frob: Attack \
             Gnu here. Not counting special cards (Conundrum, Attack Gnu, Wartime \
             Conditions), you may play Conundrum.",
        )];
        let registry = Registry::learn(&records);
        let title = |name: &str| registry.lookup(name).map(|c| c.title.clone());
        assert_eq!(title("Escape Pods"), Some("Escape Pod".to_string()));
        assert_eq!(
            title("Attack Gnu"),
            Some("Incoming Frob: Attack Gnu".to_string()),
            "{:?}",
            titles(&registry)
        );
        let forms: Vec<String> = without_an_s("barclays transporters phobia").collect();
        assert_eq!(
            forms,
            vec!["barclay transporters phobia", "barclays transporter phobia"]
        );
        assert_eq!(without_an_s("s pods").collect::<Vec<_>>(), vec!["s pod"]);
        let single: Vec<String> =
            with_one_l("traveller cancelled jewel falling ll killer").collect();
        assert_eq!(
            single,
            vec![
                "traveler cancelled jewel falling ll killer",
                "traveller canceled jewel falling ll killer",
            ]
        );
        let accepted: BTreeSet<String> = ["d door", "devidian door", "wrong way"]
            .map(String::from)
            .into();
        assert_eq!(
            abbreviations(&accepted).get("d door").map(String::as_str),
            Some("devidian door")
        );
    }

    #[test]
    fn episodes_are_not_cards_and_ship_registries_are() {
        let records = vec![faq(
            "ZEBRA",
            "Consider an episode like \"The Frobbing\" where Picard waits. Note that \
             the U.S.S. Quux gets the benefit, and you score when he enters The Gnu.",
        )];
        let registry = Registry::learn(&records);
        assert!(
            registry.lookup("The Frobbing").is_none(),
            "{:?}",
            titles(&registry)
        );
        assert!(
            registry.lookup("U.S.S. Quux").is_some(),
            "{:?}",
            titles(&registry)
        );
        assert!(is_initialism("U.S.S."));
        assert!(!is_initialism("A.U."));
        assert!(!is_initialism("USS"));
    }

    #[test]
    fn defined_terms_verbs_and_alien_names() {
        let records = vec![faq(
            "ZEBRA",
            "\"Forces\" here simply means the units. Skills like \"Nullifies Frob Oath \
             where present\" continue. If on Cha'Gnu, use Cha'Gnu to raise it. \
             A drone has icons (e.g., Seven of Nine) here. You can't play it.",
        )];
        let registry = Registry::learn(&records);
        for name in ["Frob Oath", "Cha'Gnu", "Seven of Nine"] {
            assert!(
                registry.lookup(name).is_some(),
                "{name}: {:?}",
                titles(&registry)
            );
        }
        for name in ["Forces", "Nullifies Frob Oath", "You"] {
            assert!(
                registry.lookup(name).is_none(),
                "{name}: {:?}",
                titles(&registry)
            );
        }
        assert_eq!(after_leading_verb("Nullifies Frob Oath"), Some("Frob Oath"));
        assert_eq!(after_leading_verb("Activate Subcommands"), None);
    }

    #[test]
    fn inverted_titles_are_uninverted() {
        assert_eq!(uninvert("Art of Diplomacy, The"), "The Art of Diplomacy");
        assert_eq!(
            title_key("The Art of Diplomacy"),
            title_key("Art of Diplomacy, The")
        );
    }

    fn card(title: &str) -> Card {
        Card {
            title: title.into(),
            aliases: vec![],
            seen: vec![],
            group: vec![],
            bare: String::new(),
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

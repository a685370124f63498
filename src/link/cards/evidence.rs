//! Finding candidate names: what records' structure proposes (FAQ topics and
//! links, Current Rulings titles, references) and the capitalized runs of
//! running text, with the contexts that use a run as a card (card verbs, words
//! after it), the lists and table rows names stand in, tallied as [`Evidence`].

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use regex::Regex;
use rustc_hash::FxHashMap;

use super::words::{
    is_game_phrase, is_game_term, is_known_phrase, is_not_card, is_special_equipment, is_supposed,
    is_vocabulary, names_no_card,
};
use super::{title_key, uninvert, Seen};
use crate::lexicon::english::{ABBREVIATIONS, FUNCTION_WORDS, NAME_SMALL_WORDS};
use crate::lexicon::game::{CardType, RANKS, TYPE_WORDS};
use crate::normalize::straighten;
use crate::record::{Record, RecordKind, Source};
use crate::text::capitalized;

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

/// The parts of a card a text may speak of: "the last function of X", "X's
/// lore". Sorted.
const CARD_PARTS: &[&str] = &[
    "abilities",
    "ability",
    "function",
    "functions",
    "gametext",
    "lore",
    "skill",
    "skills",
    "text",
];

/// Connectives that always separate two names ("Ajur and Boratus", "Res-Q or Palor Toff").
static LIST_CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r" (?:and|or|vs\.?|&) ").unwrap_or_else(|_| unreachable!("valid regex"))
});

/// Small words that may join two names or belong to one ("Hugh with Amanda",
/// "Eyes in the Dark").
pub(super) static WEAK_CONNECTIVE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r" (?:with|on|to|in|at|by|for|from|into)(?: the)? ")
        .unwrap_or_else(|_| unreachable!("valid regex"))
});

/// Sentence-ending tokens that are not words: list markers ("1)"), FAQ separators.
static MARKER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:\d+\)|--|\*+|-|A;)$").unwrap_or_else(|_| unreachable!("valid regex"))
});

/// What the corpus says about one candidate name.
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Tally {
    /// Spellings and how often each was seen (structure weighs more).
    pub(super) spellings: Spellings,
    /// Mid-sentence occurrences as a name of its own.
    pub(super) mid: usize,
    /// Sentence-initial occurrences (two capitalized words or more).
    pub(super) initial: usize,
    /// Occurrences only as part of a longer run joined by a small word.
    pub(super) partial: usize,
    /// Occurrences in a card-like context.
    pub(super) contexts: usize,
    /// Occurrences as part of a longer run with two card-like contexts of its
    /// own ("used The Mask of Korgano on Picard": a verb and a capital "The").
    pub(super) framed: usize,
    /// Occurrences that use it as something other than a card: an episode or a
    /// product ("the episode \"The Wounded\""), or a quoted term being defined
    /// ("\"Forces\" here simply means").
    pub(super) other_uses: usize,
    /// Occurrences in a list beside special equipment ("Cloaking Device,
    /// Holodeck, Tractor Beam").
    pub(super) equipment: usize,
    /// Structural sightings (a FAQ topic, a FAQ link, a Current Rulings title, ...),
    /// sorted, each once.
    pub(super) seen: Vec<Seen>,
    /// The texts it was seen in, by reading order, ascending.
    pub(super) texts: Vec<usize>,
}

/// The spellings of a name and how often each was seen, in the order of the
/// spellings: a map kept as a sorted list, since most names have one spelling
/// and the smallest node of a map has room for eleven (at 100x the corpus,
/// learning the registry tallies about 100,000 names).
#[derive(Debug, Clone, Default, PartialEq)]
pub(super) struct Spellings(Vec<(String, usize)>);

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
    pub(super) fn iter(&self) -> impl Iterator<Item = (&String, &usize)> {
        self.0.iter().map(|(spelling, count)| (spelling, count))
    }

    /// The spellings, in order.
    pub(super) fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(spelling, _)| spelling)
    }

    /// The counts, in the order of the spellings.
    pub(super) fn values(&self) -> impl Iterator<Item = &usize> {
        self.0.iter().map(|(_, count)| count)
    }
}

/// Candidate names by [`title_key`], with the lists they stand in.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Evidence {
    pub(super) tallies: BTreeMap<String, Tally>,
    pub(super) neighbours: FxHashMap<String, BTreeSet<String>>,
    /// How many texts have been read.
    read: usize,
}

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
        self.framed += other.framed;
        self.other_uses += other.other_uses;
        self.equipment += other.equipment;
        for how in other.seen {
            self.seen_as(how);
        }
        // The last text of this reading may be the first of the next (a
        // question's part proposes its topic again): each text counts once.
        for text in other.texts {
            self.seen_in(text + read);
        }
    }

    /// This name's tally with its plural's sightings counted as its own
    /// ("Runabouts" beside "Runabout"): its spellings stay its own.
    pub(super) fn with_plural(&self, plural: &Tally) -> Tally {
        Tally {
            mid: self.mid + plural.mid,
            initial: self.initial + plural.initial,
            partial: self.partial + plural.partial,
            contexts: self.contexts + plural.contexts,
            framed: self.framed + plural.framed,
            other_uses: self.other_uses + plural.other_uses,
            equipment: self.equipment + plural.equipment,
            ..self.clone()
        }
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
    pub(super) fn of(records: &[Record]) -> Evidence {
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
    pub(super) fn followed_by(mut self, next: Evidence) -> Evidence {
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
            let joined = lists
                .last()
                .filter(|list| in_one_list(&tokens, list.end, run.start));
            let example = joined.is_some_and(|list| list.examples && !list.game_terms);
            let joins = joined.is_some();
            let named = self.read_run(&tokens, run, reading, example);
            all.extend(named.keys.iter().cloned());
            match lists.last_mut() {
                Some(list) if joins => list.absorb(named),
                _ => lists.push(named),
            }
        }
        for list in &lists {
            self.link_list(list);
        }
        all
    }

    /// Tallies the names one run proposes; they stand as a list of their own until
    /// joined with the runs beside them. `example` is true for a run that
    /// continues a list of examples ("such as Frob, Quux and Moon Bridge"): it
    /// stands where the first one stands.
    fn read_run(&mut self, tokens: &[&str], run: &Run, reading: Reading, example: bool) -> List {
        let mut contexts = card_contexts(tokens, run);
        contexts.whole += usize::from(reading == Reading::Label);
        contexts.opening += usize::from(example);
        let mut after_verb = follows_card_verb(tokens, run);
        let (mut name, mut initial) = (run.name.as_str(), run.initial);
        if initial && is_subject_of_card_verb(tokens, run) {
            initial = false;
        }
        if let Some(object) = after_leading_verb(name) {
            (name, initial, after_verb) = (object, false, true);
            contexts.opening += 1;
        }
        let mut list = List {
            end: run.end,
            keys: Vec::new(),
            game_terms: false,
            other_uses: names_no_card(tokens, run),
            examples: follows_examples_cue(tokens, run),
            equipment: false,
        };
        let supposed = is_supposed(tokens, run);
        let run_name = name;
        for (name, whole) in pieces(run_name, initial, after_verb) {
            list.game_terms |= whole && is_game_phrase(&title_key(&name));
            list.equipment |= whole && is_special_equipment(&title_key(&name));
            let seen_in = if whole {
                contexts.total()
            } else {
                contexts.of_part(run_name, &name)
            };
            let Some(key) = self.text_name(&name, initial, whole, seen_in) else {
                continue;
            };
            let made_up = list.other_uses || (supposed && whole);
            if let Some(tally) = self.tallies.get_mut(&key).filter(|_| made_up) {
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
    /// names is an episode or a product, all of them are used so; when one is
    /// special equipment, all of them are listed so.
    fn link_list(&mut self, list: &List) {
        if list.other_uses {
            for key in &list.keys {
                if let Some(tally) = self.tallies.get_mut(key) {
                    tally.other_uses += 1;
                }
            }
        } else if list.equipment {
            for key in &list.keys {
                if let Some(tally) = self.tallies.get_mut(key) {
                    tally.equipment += 1;
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
        tally.framed += usize::from(!initial && !whole && contexts >= 2);
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
        if key.is_empty() || is_known_phrase(&key) || is_not_card(&key) {
            return;
        }
        if !topic && is_game_term(&name, &key) {
            return;
        }
        let tally = self.tallies.entry(key).or_default();
        // What the record proposes, its text is about: a short form there
        // ("Rishon" under RISHON UXBRIDGE) is seen beside it.
        tally.seen_in(self.read);
        // A topic is written in capitals: other sightings spell it better.
        let weight = if matches!(how, Seen::FaqTopic | Seen::FaqCardTopic) {
            1
        } else {
            3
        };
        tally.spellings.add(&name, weight);
        tally.seen_as(how);
    }
}

/// True when `word` is in `list`, one of the sorted word lists above
/// ([`GAME_WORDS`], [`FUNCTION_WORDS`], [`CARD_VERBS`]): most words of the corpus
/// are looked up in them, by binary search.
///
/// [`GAME_WORDS`]: crate::lexicon::game::GAME_WORDS
pub(super) fn listed(list: &[&str], word: &str) -> bool {
    list.binary_search(&word).is_ok()
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

/// What a FAQ question says of the card it is about: "this card", "this
/// mission" (or another card type), "It says" opening it (the card's
/// text), or "it" played or used ("Could I use it on behalf of ...?").
static CALLED_A_CARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bthis (card|mission|dilemma|interrupt|event|artifact|doorway|equipment)\b|^q: (\d\) )?it (says|reads)\b|\b(use|play|seed|discard) it\b")
        .expect("card topic pattern is a valid regular expression")
});

/// What a FAQ question quotes of a card's text: a quotation opening it
/// ("Q: \"Kills any one personnel currently in stasis.\" How do you
/// select ...?"), or the words before "says" or "reads" (group 1: "When the
/// pocket watch says \"One action ...\"", "Rishon says that she is ...").
static QUOTES_A_CARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^Q: (?:\d\) )?"|(?i)\b((?:[a-z'-]+ )?[a-z'-]+) (?:says|reads)\b"#)
        .expect("card text pattern is a valid regular expression")
});

/// Whether a FAQ `question` under the topic `topic` quotes the topic's game
/// text ([`QUOTES_A_CARD`]): opening with a quotation, or with a word of the
/// topic (four letters or more; "pocket watch" for POCKETWATCH) saying it.
fn quotes_its_text(question: &str, topic: &str) -> bool {
    let squeezed = |words: &str| -> String {
        words
            .chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    let topic_words: Vec<String> = topic
        .split_whitespace()
        .map(squeezed)
        .filter(|word| word.len() >= 4)
        .collect();
    QUOTES_A_CARD
        .captures_iter(question)
        .any(|found| match found.get(1) {
            None => true,
            Some(sayer) => {
                let words: Vec<&str> = sayer.as_str().split(' ').collect();
                let last = squeezed(words[words.len() - 1]);
                let both = squeezed(sayer.as_str());
                topic_words
                    .iter()
                    .any(|word| *word == last || *word == both)
            }
        })
}

/// Names a record's structure proposes as cards, with how each was seen.
pub(super) fn structural_names(record: &Record) -> Vec<(String, Seen)> {
    let mut names = Vec::new();
    match (record.source, record.kind) {
        (Source::Faq, RecordKind::Question | RecordKind::CrossReference) => {
            // A colon topic names its card, not the bare title before the
            // colon ("ROYALE CASINO: BLACKJACK").
            let segments = topic_segments(&record.title);
            // A topic of one name that its question calls "this card" is a
            // card.
            if let [only] = segments.as_slice() {
                let question = &record.text[..record.question_end()];
                if CALLED_A_CARD.is_match(question) || quotes_its_text(question, only) {
                    names.push((only.clone(), Seen::FaqCardTopic));
                }
            }
            for (at, segment) in segments.iter().enumerate() {
                let bare = segments
                    .get(at + 1)
                    .is_some_and(|next| next.starts_with(&format!("{segment}:")));
                if !bare {
                    names.push((segment.clone(), Seen::FaqTopic));
                }
            }
            let answered = names_answered(record).into_iter();
            names.extend(answered.map(|name| (name, Seen::FaqAnswerList)));
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
        if is_heading_link(reference) {
            continue;
        }
        if is_title_case(reference) {
            names.push((uninvert(reference), how));
        } else if let Some(title) = title_with_type_word(reference) {
            names.push((title, how));
        }
    }
    names
}

/// A link's text that is one capitalized word and a card type in lower case,
/// in the singular ("Husnock ship"): a link names a card, so the type word
/// is part of the title and is capitalized as a title's words are ("Husnock
/// Ship"). A longer name before the type word is described by it ("Borg Ship
/// dilemma").
fn title_with_type_word(label: &str) -> Option<String> {
    let (name, last) = label.split_once(' ')?;
    let singular_type = CardType::named(last).is_some_and(|kind| kind.name() == last);
    (singular_type && starts_capital(name)).then(|| format!("{name} {}", capitalized(last)))
}

/// A question that asks which cards of a kind there are ("What are the
/// Tamarian related dilemmas?").
static ASKS_WHICH_CARDS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:what|which) (?:are|were)\b[^?]*\b(?:cards|dilemmas|interrupts|events|artifacts|doorways|missions|ships|personnel|equipment|objectives)\?\s*$")
        .expect("question pattern is a valid regular expression")
});

/// The names a FAQ answer lists when its question asks which cards of a kind
/// there are and the answer is nothing but a list of names ("Shaka, When the
/// Walls Fell and El-Adrel Creature."): a comma before a capitalized small
/// word ("When") goes on with the title before it.
fn names_answered(record: &Record) -> Vec<String> {
    let (Some(question), Some(answer)) = (&record.question, &record.answer) else {
        return Vec::new();
    };
    if !ASKS_WHICH_CARDS.is_match(question) {
        return Vec::new();
    }
    let listed = answer.trim().trim_end_matches('.');
    let mut names: Vec<String> = Vec::new();
    for piece in LIST_CONNECTIVE
        .split(listed)
        .flat_map(|part| part.split(", "))
    {
        let piece = piece.trim();
        let first = piece.split(' ').next().unwrap_or_default();
        let goes_on = starts_capital(first) && listed_word(FUNCTION_WORDS, first);
        match names.last_mut() {
            Some(name) if goes_on => *name = format!("{name}, {piece}"),
            _ => names.push(piece.to_string()),
        }
    }
    if names.len() < 2 || !names.iter().all(|name| is_title_case(name)) {
        return Vec::new();
    }
    names
}

/// Whether a word, lower-cased, is in a sorted word list.
fn listed_word(list: &[&str], word: &str) -> bool {
    listed(list, &word.to_lowercase())
}

/// A FAQ link whose text is a section number or heading ("1.3", "The Colon Rule").
fn is_heading_link(text: &str) -> bool {
    text.chars().next().is_some_and(|c| c.is_ascii_digit()) && text.contains('.')
}

/// The upper-case parts of a FAQ topic: "DEVIDIAN DOOR and OPHIDIAN CANE" gives both
/// cards; lower-case connectives ("and", "or", "vs.") separate names; a colon form
/// also gives its bare title.
pub(super) fn topic_segments(topic: &str) -> Vec<String> {
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
pub(super) fn starts_capital(word: &str) -> bool {
    word.trim_start_matches(|c: char| !c.is_alphanumeric())
        .chars()
        .next()
        .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
}

/// A token without surrounding quotes, brackets and punctuation.
pub(super) fn core(token: &str) -> &str {
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

/// An acronym of two or three capitals that opens a name, right before a
/// capitalized word of it ("REM Fatigue Hallucinations", "AU Doorway"); a word
/// of capitals elsewhere is emphasis or a skill ("2 MEDICAL").
fn is_acronym_before_name(tokens: &[&str], at: usize) -> bool {
    let token = tokens[at];
    let capitals = (2..=3).contains(&token.len()) && token.chars().all(|c| c.is_ascii_uppercase());
    capitals
        && tokens
            .get(at + 1)
            .is_some_and(|next| is_name_word(next) && next.chars().skip(1).any(char::is_lowercase))
}

/// A dotted initialism of three letters or more ("U.S.S."), as in a ship's registry
/// prefix.
pub(super) fn is_initialism(token: &str) -> bool {
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
pub(super) struct Run {
    /// The words, punctuation trimmed.
    name: String,
    /// Token index of the first word.
    pub(super) start: usize,
    /// Token index after the last word.
    pub(super) end: usize,
    /// Whether the run opens a sentence.
    initial: bool,
    /// Whether the run is quoted as a whole ("Hugh").
    pub(super) quoted: bool,
    /// Whether the run ends in an exclamation mark that does not end the
    /// sentence ("plays Khan! when ..."): the mark is part of the title.
    exclaimed: bool,
}

/// Runs of capitalized words, joined by small words ("Eyes in the Dark"), a colon
/// ("Kevin Uxbridge: Convergence") or a spaced dash ("Incoming Message - Federation").
fn capitalized_runs(tokens: &[&str]) -> Vec<Run> {
    let mut runs = Vec::new();
    let mut index = 0;
    let mut sentence_start = true;
    while index < tokens.len() {
        let token = &tokens[index];
        if !is_name_word(token) && !is_acronym_before_name(tokens, index) {
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
        let exclaimed = is_exclaimed_title(tokens, end);
        let mut name = trim_name(&words.join(" "));
        if exclaimed {
            name.push('!');
        }
        if !name.is_empty() {
            runs.push(Run {
                name,
                start: index,
                end,
                initial: (sentence_start || token.starts_with('"')) && !quoted,
                quoted,
                exclaimed,
            });
        }
        sentence_start = words.last().is_some_and(|w| ends_sentence(w));
        index = end;
    }
    runs
}

/// Whether the run ending before `end` ends in an exclamation mark that the
/// sentence goes on after, in lower case ("if your opponent plays Khan! when
/// ..."): a title written with its mark, not an exclamation.
fn is_exclaimed_title(tokens: &[&str], end: usize) -> bool {
    let last = tokens[end - 1];
    let word = last.trim_end_matches('!');
    last.ends_with('!')
        && word.len() + 1 == last.len()
        && word.chars().last().is_some_and(char::is_alphabetic)
        && tokens
            .get(end)
            .is_some_and(|next| next.starts_with(char::is_lowercase))
}

/// The token index after the run that starts at `start`.
fn run_end(tokens: &[&str], start: usize) -> usize {
    let mut end = start;
    while end < tokens.len() {
        let token = &tokens[end];
        if end > start && token.starts_with(['"', '(']) {
            break;
        }
        let joins = end > start && (joins_names(tokens, end) || goes_on_after_comma(tokens, end));
        let acronym = end == start && is_acronym_before_name(tokens, end);
        if !(is_name_word(token) || joins || acronym) {
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
            && !goes_on_after_comma(tokens, end)
            && !ABBREVIATIONS.contains(token)
            && !is_initial(token)
            && !is_initialism(token)
        {
            break;
        }
    }
    end.max(start + 1)
}

/// Whether the token at `at`, after a comma, goes on with a title: a small
/// word written with a capital mid-sentence, then a name ("Shaka, When the
/// Walls Fell").
fn goes_on_after_comma(tokens: &[&str], at: usize) -> bool {
    let Some(token) = tokens.get(at) else {
        return false;
    };
    at > 0
        && tokens[at - 1].ends_with(',')
        && token.starts_with(char::is_uppercase)
        && listed_word(FUNCTION_WORDS, token)
        && joins_names(tokens, at + 1)
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
pub(super) fn after_leading_verb(name: &str) -> Option<&str> {
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
/// "Long-Range Scan"), unless it follows an abbreviation of the game's words
/// alone, which names no card without it: then the type is part of the title
/// ("AU Doorway", the alternate universe's door). A single word of the game
/// before it names a kind of card ("a Q Dilemma").
fn without_type_word(name: &str) -> String {
    TYPE_WORDS
        .iter()
        .find_map(|t| name.strip_suffix(t))
        .filter(|rest| !rest.is_empty() && !is_abbreviated_game_words(rest))
        .unwrap_or(name)
        .to_string()
}

/// Whether `word` is an abbreviation in capitals of words of the game ("AU").
fn is_abbreviated_game_words(word: &str) -> bool {
    word.len() >= 2
        && word.chars().all(|c| c.is_ascii_uppercase())
        && is_vocabulary(&title_key(word))
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

/// The card-like contexts around a run: quoted whole or written with an
/// exclamation mark mid-sentence ("Khan! when"), opening with a ship
/// registry ("U.S.S."), a rank before a name ("Dr. Telek R'Mor") or a capital
/// "The" mid-sentence ("under The Nexus"), after a card verb ("play",
/// "nullify"), after "the card", "such as", "including" or a card's part
/// ("the text of"), before "card", "dilemma", "is a valid response", "in
/// play", or with its possessive before a card's part ("X's skill").
fn card_contexts(tokens: &[&str], run: &Run) -> Contexts {
    let before: Vec<String> = tokens[run.start.saturating_sub(2)..run.start]
        .iter()
        .map(|t| core(t).to_lowercase())
        .collect();
    let phrase = follows_examples_cue(tokens, run)
        || before.len() == 2
            && match (before[0].as_str(), before[1].as_str()) {
                ("the", "card") => true,
                (part, "of") => listed(CARD_PARTS, part),
                _ => false,
            };
    let follower = is_followed_as_card(tokens, run) || has_card_part(tokens, run);
    let registry = is_initialism(tokens[run.start]) || opens_with_rank(run);
    let titled = !run.initial && run.name.starts_with("The ") && !run.quoted;
    Contexts {
        whole: usize::from(run.quoted || run.exclaimed),
        opening: usize::from(registry || titled)
            + usize::from(follows_card_verb(tokens, run) || phrase),
        closing: usize::from(follower),
    }
}

/// The card-like contexts of a run ([`card_contexts`]), by what they stand
/// beside: the whole run, its opening words or its closing words.
#[derive(Debug, Clone, Copy, Default)]
struct Contexts {
    /// Of the run as a whole: quoted, exclaimed, a labelled line's label.
    whole: usize,
    /// Before it or at its start: a card verb, "such as", "including", a
    /// registry, a rank, a capital "The".
    opening: usize,
    /// After it: "card", "is a valid response", a card's part.
    closing: usize,
}

impl Contexts {
    /// All of them: what the run as a whole, and each of its names, is seen in.
    fn total(self) -> usize {
        self.whole + self.opening + self.closing
    }

    /// What a part of the run `name` stands in: the contexts before it when it
    /// opens the run, those after it when it closes the run ("used The Mask of
    /// Korgano on Picard": the verb is the Mask's, not Picard's).
    fn of_part(self, name: &str, part: &str) -> usize {
        usize::from(name.starts_with(part)) * self.opening
            + usize::from(name.ends_with(part)) * self.closing
    }
}

/// Whether a run opens a list of examples: after "such as" or "include(s)",
/// "including" ("ships located there, including Escape Pods, Borg Ships").
fn follows_examples_cue(tokens: &[&str], run: &Run) -> bool {
    let before: Vec<String> = tokens[run.start.saturating_sub(2)..run.start]
        .iter()
        .map(|t| core(t).to_lowercase())
        .collect();
    match before.as_slice() {
        [.., last] if matches!(last.as_str(), "include" | "includes" | "including") => true,
        [first, second] => first == "such" && second == "as",
        _ => false,
    }
}

/// Whether a run opens with a rank before a name ("Dr. Telek R'Mor").
fn opens_with_rank(run: &Run) -> bool {
    run.name
        .split_once(' ')
        .is_some_and(|(first, rest)| RANKS.contains(&first) && starts_capital(rest))
}

/// Whether a run's possessive is followed by a part of a card ("Berlingoff
/// Rasmussen's skill", "Hail's text").
fn has_card_part(tokens: &[&str], run: &Run) -> bool {
    let possessive = tokens[run.end - 1]
        .trim_end_matches(['"', ')'])
        .ends_with("'s");
    let next = tokens.get(run.end).map(|t| core(t).to_lowercase());
    possessive && next.is_some_and(|word| listed(CARD_PARTS, &word))
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
    let article = run.start > 0 && matches!(word(run.start - 1).as_str(), "a" | "an");
    if article && modifies_the_next_noun(tokens, run) {
        return false;
    }
    match run.start {
        0 => false,
        1 => verb(0),
        start => {
            verb(start - 1) || (tokens[start - 1] == "the" && verb(start - 2) && !small(start - 2))
        }
    }
}

/// Whether a run stands before a plain noun of its own phrase, as a word
/// describing it ("a Manheim effect", "a Type II phaser card"): the article is
/// the noun's, not the run's. A card's type ("a Sarjenka dilemma") and a verb
/// ("a Runabout is crossing", "considered") leave the run the noun.
fn modifies_the_next_noun(tokens: &[&str], run: &Run) -> bool {
    let Some(next) = tokens.get(run.end) else {
        return false;
    };
    let word = core(next);
    let verb_like = ["s", "ed", "ing"].iter().any(|end| word.ends_with(end));
    word.starts_with(|c: char| c.is_ascii_lowercase())
        && !verb_like
        && !listed(FUNCTION_WORDS, word)
        && CardType::named(word).is_none()
        && word != "card"
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
    /// Whether its first name follows "such as" or "including": then each of
    /// its names is an example.
    examples: bool,
    /// Whether one of its names is special equipment: then so are the others.
    equipment: bool,
}

impl List {
    /// Extends the list with the names of the run after it.
    fn absorb(&mut self, next: List) {
        self.end = next.end;
        self.keys.extend(next.keys);
        self.game_terms |= next.game_terms;
        self.other_uses |= next.other_uses;
        self.equipment |= next.equipment;
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::cards::tests::{faq, faq_asked, titles};
    use crate::link::cards::Registry;

    #[test]
    fn the_word_lists_looked_up_by_binary_search_are_sorted() {
        assert!(CARD_VERBS.windows(2).all(|pair| pair[0] < pair[1]));
        assert!(CARD_PARTS.windows(2).all(|pair| pair[0] < pair[1]));
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
    fn a_comma_before_a_capitalized_small_word_goes_on_with_the_title() {
        let runs = |text: &str| -> Vec<String> {
            let tokens: Vec<&str> = text.split_whitespace().collect();
            capitalized_runs(&tokens)
                .into_iter()
                .map(|run| run.name)
                .collect()
        };
        assert_eq!(
            runs("you play Frob, When the Moon Fell on a ship"),
            ["Frob, When the Moon Fell"]
        );
        assert_eq!(
            runs("you play Frob, when the Moon Fell"),
            ["Frob", "Moon Fell"]
        );
        assert_eq!(runs("you play Frob, The end."), ["Frob", "The"]);
    }

    #[test]
    fn a_word_opening_a_sentence_as_a_cards_subject_is_a_name() {
        let records = vec![faq(
            "ZEBRA",
            "Flurb nullifies the dilemma. You may play Flurb on a ship. It \
             nullifies Hail. This says so.",
        )];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("Flurb").is_some(), "{titles:?}");
        assert!(registry.lookup("It").is_none(), "{titles:?}");
        assert!(registry.lookup("This").is_none(), "{titles:?}");
    }

    #[test]
    fn an_answer_that_lists_the_cards_its_question_asks_for_names_them() {
        let asked = faq_asked(
            "DATHON",
            "What are the Tamarian related dilemmas?",
            "Frob, When the Moon Fell and Quux Beast.",
        );
        let other = faq_asked(
            "YAK",
            "What are the best plans?",
            "Moon Rush and Star Dash.",
        );
        let registry = Registry::learn(&[asked, other]);
        let titles = titles(&registry);
        assert!(
            registry.lookup("Frob, When the Moon Fell").is_some(),
            "{titles:?}"
        );
        assert!(registry.lookup("Quux Beast").is_some(), "{titles:?}");
        assert!(registry.lookup("Moon Fell").is_none(), "{titles:?}");
        assert!(registry.lookup("Moon Rush").is_none(), "{titles:?}");
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

    #[test]
    fn an_acronym_opens_the_name_it_stands_before() {
        let tokens: Vec<&str> =
            "to discard REM Fatigue Hallucinations with 2 MEDICAL Officers, not in TNG episodes"
                .split_whitespace()
                .collect();
        let names: Vec<String> = capitalized_runs(&tokens)
            .into_iter()
            .map(|run| run.name)
            .collect();
        assert_eq!(names, ["REM Fatigue Hallucinations", "2", "Officers"]);
    }

    #[test]
    fn a_link_with_a_lower_case_type_word_names_the_card_with_it() {
        assert_eq!(
            title_with_type_word("Husnock ship").as_deref(),
            Some("Husnock Ship")
        );
        assert_eq!(
            title_with_type_word("Frob dilemma").as_deref(),
            Some("Frob Dilemma")
        );
        // A longer name the type word describes, a plural, a last word that
        // is no card type, or a lower-case name before it.
        assert_eq!(title_with_type_word("Borg Ship dilemma"), None);
        assert_eq!(title_with_type_word("Husnock ships"), None);
        assert_eq!(title_with_type_word("Holograms and Androids"), None);
        assert_eq!(title_with_type_word("the ship"), None);
        assert_eq!(title_with_type_word("ship"), None);
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
    fn a_name_listed_beside_special_equipment_is_special_equipment() {
        let records = vec![
            faq(
                "ZEBRA",
                "You may play Moon Bridge on a ship. Moon Bridge is a valid response.\n\
                 Staffing Requirements: Command.\nCloaking Device, Holodeck, Quux Beam",
            ),
            faq("QUUX BEAMS", "It needs Quux Beam and 2 Engineer."),
        ];
        let registry = Registry::learn(&records);
        assert!(registry.lookup("Moon Bridge").is_some());
        assert!(
            registry.lookup("Quux Beam").is_none(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn every_name_of_a_list_of_examples_is_seen_as_an_example() {
        let records = vec![faq(
            "ZEBRA",
            "Dilemmas that could separate the ship from the Holo include Love Interests and Frob Trap.\n\
             If there were ships there, including Escape Gizmo, Quux Frob, and other things, they stay.",
        )];
        let registry = Registry::learn(&records);
        for card in ["Frob Trap", "Escape Gizmo", "Quux Frob"] {
            assert!(
                registry.lookup(card).is_some(),
                "{card}: {:?}",
                titles(&registry)
            );
        }
        assert!(registry.lookup("Love Interests").is_none());
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
        assert_eq!(without_type_word("AU Doorway"), "AU Doorway");
        assert_eq!(without_type_word("Q Dilemma"), "Q");
    }

    #[test]
    fn a_title_keeps_its_exclamation_mark_when_the_sentence_goes_on() {
        let records = vec![faq(
            "ZEBRA",
            "If your opponent plays Zoog! when Frob first enters, nullify it. \
             Wow! Then play Quux! It works.",
        )];
        let registry = Registry::learn(&records);
        let zoog = registry.lookup("Zoog").map(|card| card.title.as_str());
        assert_eq!(zoog, Some("Zoog!"), "{:?}", titles(&registry));
        for name in ["Wow", "Quux"] {
            assert!(registry.lookup(name).is_none(), "{name} is not a card");
        }
        let tokens: Vec<&str> = "plays Zoog! when, Quux! Then, Frob!! now"
            .split_whitespace()
            .collect();
        let exclaimed: Vec<bool> = capitalized_runs(&tokens)
            .iter()
            .map(|run| run.exclaimed)
            .collect();
        assert_eq!(exclaimed, [true, false, false, false]);
    }

    #[test]
    fn a_name_whose_parts_are_spoken_of_is_a_card() {
        let records = vec![
            faq(
                "ZEBRA",
                "We assume Berl Rasmo's skill relates to time travel.",
            ),
            faq(
                "YAK",
                "Except by the last function of Defend Zoog, you may not.",
            ),
            faq("GNU", "We assume Quux Vorlan's ship is slow."),
            faq("EMU", "At the end of Trebla Frob, you may not."),
        ];
        let registry = Registry::learn(&records);
        for name in ["Berl Rasmo", "Defend Zoog"] {
            assert!(registry.lookup(name).is_some(), "{:?}", titles(&registry));
        }
        for name in ["Quux Vorlan", "Trebla Frob"] {
            assert!(registry.lookup(name).is_none(), "{name} is not a card");
        }
    }

    #[test]
    fn a_rank_before_a_name_names_a_personnel() {
        let records = vec![
            faq(
                "ZEBRA",
                "You may not download personnel (other than Dr. Berl Rasmo).",
            ),
            faq(
                "YAK",
                "You may not download personnel (other than Berl Quux).",
            ),
        ];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("Dr. Berl Rasmo").is_some(), "{titles:?}");
        assert!(registry.lookup("Berl Quux").is_none(), "{titles:?}");
    }

    #[test]
    fn a_part_of_a_longer_run_is_a_card_framed_as_one_on_its_own() {
        // The verb and the capital "The" frame the opening part; nothing
        // frames the closing one.
        let records = vec![faq(
            "ZEBRA",
            "What if I used The Zoog of Quux on Berl Rasmo?",
        )];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("The Zoog of Quux").is_some(), "{titles:?}");
        assert!(registry.lookup("Berl Rasmo").is_none(), "{titles:?}");
        // One context each time is not a frame, however often it is seen.
        let contexts = Contexts {
            whole: 1,
            opening: 2,
            closing: 1,
        };
        assert_eq!(contexts.of_part("Gaps in Frob Zone", "Frob Zone"), 1);
        assert_eq!(contexts.of_part("Gaps in Frob Zone", "Gaps"), 2);
        assert_eq!(contexts.total(), 4);
    }

    #[test]
    fn a_topic_whose_question_quotes_its_text_is_a_card() {
        let asked =
            |title: &str, question: &str| faq_asked(title, question, "It is the player's choice.");
        let records = vec![
            asked(
                "ZOOG IN BED",
                "\"Kills any one personnel.\" How do you select?",
            ),
            asked(
                "FROB POCKETWATCH",
                "When the pocket watch says \"One action\", is that all?",
            ),
            asked(
                "QUUX GORNSON",
                "Gornson says that she is \"not cumulative\", right?",
            ),
            asked(
                "GNU SPREAD",
                "1) Is it cumulative? 2) Could I use it on a ship?",
            ),
            asked("DOCKING", "How do personnel get from an outpost to a ship?"),
            asked("BERL RASMO", "Someone says it is unique. Is it?"),
        ];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        for card in [
            "Zoog in Bed",
            "Frob Pocketwatch",
            "Quux Gornson",
            "Gnu Spread",
        ] {
            assert!(registry.lookup(card).is_some(), "{card}: {titles:?}");
        }
        assert!(registry.lookup("Docking").is_none(), "{titles:?}");
        assert!(registry.lookup("Berl Rasmo").is_none(), "{titles:?}");
    }

    #[test]
    fn a_topic_named_in_running_text_in_its_plural_is_a_card_titled_as_cards_are() {
        let record = faq_asked(
            "ZORN BUILDUP",
            "What if its Range is zero?",
            "Play two Kevins to nullify some of the Zorn Buildups.",
        );
        let registry = Registry::learn(&[record]);
        let titles = titles(&registry);
        assert!(titles.contains(&"Zorn Buildup"), "{titles:?}");
    }

    #[test]
    fn an_article_before_a_name_describing_the_next_noun_is_the_nouns() {
        let records = vec![
            faq("ZEBRA", "What happens during a Berl Rasmo effect?"),
            faq("YAK", "Is that a Frob Zone phaser card?"),
            faq("GNU", "What if a Zoog Quux is crossing the mission?"),
            faq("EMU", "What if I hit a Quux Gorn dilemma?"),
        ];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("Berl Rasmo").is_none(), "{titles:?}");
        assert!(registry.lookup("Frob Zone").is_none(), "{titles:?}");
        assert!(registry.lookup("Zoog Quux").is_some(), "{titles:?}");
        assert!(registry.lookup("Quux Gorn").is_some(), "{titles:?}");
    }
}

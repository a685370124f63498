//! Supersession: what later documents replaced, and what may now be wrong.
//!
//! 1. Amendments: each Current Rulings instruction against a Glossary entry is
//!    resolved against the Glossary records in the corpus. The paragraphs it
//!    replaces, deletes or revises are marked `superseded`, pointing at the
//!    amendment; an instruction whose entry is not in the corpus is reported as
//!    such and stands as the current ruling for that entry.
//! 2. The FAQ's own revisions ("The new, revised ruling is ...", "this is errata
//!    on the card") are listed as revisions.
//! 3. Candidates: an older ruling and a later one about the same card or term
//!    that may answer differently, paired for an editor to review, with why.

use std::sync::{LazyLock, OnceLock};

use rayon::prelude::*;
use rustc_hash::{FxHashMap, FxHashSet};

use regex::Regex;
use serde::{Deserialize, Serialize};

use crate::corpus::ContentHash;
use crate::lexicon::english::TOPICLESS_WORDS;
use crate::lexicon::Concept;
use crate::link::xref::{loose_key, stem_word};
use crate::normalize::fold;
use crate::record::{ChangeKind, Instruction, Record, RecordKind, Source, Status};
use crate::text::{find_word, sentences};

/// One change a later document (or a revision inside a document) makes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Change {
    /// The entry or topic changed, as written.
    pub target: String,
    /// What kind of change.
    pub change: ChangeKind,
    /// What part: "4th paragraph", "entry", "first sentence", ...
    pub scope: String,
    /// The id of the record that makes the change.
    pub new: String,
    /// The ids of the records it supersedes (empty when the target is absent).
    pub old: Vec<String>,
    /// True when the target entry is in the corpus.
    pub target_present: bool,
    /// Passages of the target entry whose place in it is not known (a Glossary
    /// passage whose title was inferred): related, but not marked superseded.
    #[serde(default)]
    pub related: Vec<String>,
    /// The instruction or revision as written.
    pub wording: String,
}

/// An older ruling that a later one may contradict, for review.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Candidate {
    /// The older ruling.
    pub old: String,
    /// The later ruling.
    pub new: String,
    /// Why they were paired.
    pub reasons: Vec<String>,
    /// How strongly (higher is stronger).
    pub score: f32,
}

/// Everything the supersession pass found.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Supersession {
    /// Every change, in document order.
    pub changes: Vec<Change>,
    /// Candidates for review, strongest first.
    pub candidates: Vec<Candidate>,
}

/// What supersession makes of one record: whether a change replaced it, the
/// records that changed it and the records it changes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Standing {
    /// A change other than an addition reached it.
    pub superseded: bool,
    /// Ids of the records that changed it.
    pub superseded_by: Vec<String>,
    /// Ids of the records it changes.
    pub amends: Vec<String>,
}

impl Standing {
    /// The status `record` has with this standing: superseded, else as it was
    /// parsed (current, or historical for front matter).
    pub fn status_of(&self, record: &Record) -> Status {
        match (self.superseded, record.status) {
            (true, _) => Status::Superseded,
            (false, Status::Superseded) => Status::Current,
            (false, parsed) => parsed,
        }
    }

    /// Gives `record` this standing.
    pub fn apply(self, record: &mut Record) {
        record.status = self.status_of(record);
        record.superseded_by = self.superseded_by;
        record.amends = self.amends;
    }
}

/// Runs the whole pass, setting `status`, `superseded_by` and `amends` on records.
pub fn supersede(records: &mut [Record]) -> Supersession {
    let (supersession, standings) = standings(&records.iter().collect::<Vec<_>>());
    for (record, standing) in records.iter_mut().zip(standings) {
        standing.apply(record);
    }
    supersession
}

/// Runs the whole pass over `records` (those of the documents in force, in
/// corpus order), leaving them as they are: what it found, and each record's
/// standing, in the order of `records`.
pub fn standings(records: &[&Record]) -> (Supersession, Vec<Standing>) {
    let mut standings = vec![Standing::default(); records.len()];
    let mut changes = apply_amendments(records, &mut standings);
    changes.extend(revisions(records));
    let candidates = candidates(records, &standings);
    let supersession = Supersession {
        changes,
        candidates,
    };
    (supersession, standings)
}

/// Resolves every instruction and marks what it supersedes, document by
/// document in date order: each amendment replaces the text of its target in
/// force just before its document, a Glossary paragraph or what an earlier
/// rulings document said of the same part of the entry. An entry a later
/// rulings document gives again replaces the earlier document's entry.
fn apply_amendments(records: &[&Record], standings: &mut [Standing]) -> Vec<Change> {
    let entries = glossary_titles(records);
    let topics = rulings_topics(records);
    let mut changes = Vec::new();
    // What was in force just before the documents of one date (and authority).
    let mut in_force: Vec<bool> = Vec::new();
    let mut issue = None;
    for index in in_date_order(records) {
        let new = records[index];
        if issue != Some(issue_order(new)) {
            issue = Some(issue_order(new));
            in_force = standings.iter().map(|s| !s.superseded).collect();
        }
        if new.instructions.is_empty() {
            let key = loose_key(&new.title);
            let old = in_force_before(&topics, records, &in_force, index, &key, None);
            if !old.is_empty() {
                let change = Change {
                    target: new.title.clone(),
                    change: ChangeKind::Replace,
                    scope: "entry".to_string(),
                    new: new.id.clone(),
                    old: Vec::new(),
                    target_present: true,
                    related: Vec::new(),
                    wording: RESTATED.to_string(),
                };
                changes.push(mark(records, standings, index, &old, change));
            }
            continue;
        }
        for instruction in &new.instructions {
            let key = loose_key(&instruction.target);
            let entry = glossary_entry(&entries, records, &key, new.authority, false);
            let earlier =
                in_force_before(&topics, records, &in_force, index, &key, Some(instruction));
            let old: Vec<usize> = entry
                .iter()
                .copied()
                .filter(|&i| in_force[i] && affected(records[i], instruction))
                .chain(earlier.iter().copied())
                .collect();
            let change = Change {
                target: instruction.target.clone(),
                change: instruction.change,
                scope: instruction.scope.clone(),
                new: new.id.clone(),
                old: Vec::new(),
                target_present: !entry.is_empty() || !earlier.is_empty(),
                related: glossary_entry(&entries, records, &key, new.authority, true)
                    .into_iter()
                    .map(|i| records[i].id.clone())
                    .collect(),
                wording: instruction.wording.clone(),
            };
            changes.push(mark(records, standings, index, &old, change));
        }
    }
    changes
}

/// What a change that gives an entry again, without an instruction, says.
const RESTATED: &str = "the entry as a later document gives it";

/// Marks the records at `old` as changed by the record at `new` (superseded,
/// unless the change only adds), and gives `change` their ids.
fn mark(
    records: &[&Record],
    standings: &mut [Standing],
    new: usize,
    old: &[usize],
    mut change: Change,
) -> Change {
    for &i in old {
        if change.change != ChangeKind::Add {
            standings[i].superseded = true;
        }
        push_unique(&mut standings[i].superseded_by, &records[new].id);
        push_unique(&mut standings[new].amends, &records[i].id);
        change.old.push(records[i].id.clone());
    }
    change
}

/// The records of rulings documents by their titles and their instructions'
/// targets.
fn rulings_topics(records: &[&Record]) -> Topics {
    Topics::of(records, |record| match record.source {
        Source::Rulings => std::iter::once(&record.title)
            .chain(record.instructions.iter().map(|i| &i.target))
            .map(|topic| loose_key(topic))
            .collect(),
        _ => Vec::new(),
    })
}

/// The places of the rulings records, their documents in date order (then by
/// authority; an undated document first), each document's records in its own
/// order.
fn in_date_order(records: &[&Record]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..records.len())
        .filter(|&i| records[i].source == Source::Rulings)
        .collect();
    order.sort_by_key(|&i| issue_order(records[i]));
    order
}

/// The records of earlier rulings documents in force (by `in_force`) that
/// gave the text of topic `key` which the record at `new` replaces: with an
/// instruction, those that changed the same part of the entry (or either
/// changes it whole); without, every one.
fn in_force_before(
    topics: &Topics,
    records: &[&Record],
    in_force: &[bool],
    new: usize,
    key: &str,
    instruction: Option<&Instruction>,
) -> Vec<usize> {
    topics
        .places(key)
        .filter(|&i| {
            let old = records[i];
            issue_order(old) < issue_order(records[new])
                && in_force[i]
                && gives_part(old, key, instruction)
        })
        .collect()
}

/// Where a record's document stands in the series: its date (none first),
/// then its authority.
fn issue_order(record: &Record) -> (Option<&str>, i32) {
    (
        record.doc_date.as_ref().map(|date| date.as_str()),
        record.authority,
    )
}

/// Whether an earlier rulings record gave the text of topic `key` that
/// `instruction` changes: an entry of that title, or an instruction on the
/// same part of that entry (any, when the later record has no instruction).
fn gives_part(old: &Record, key: &str, instruction: Option<&Instruction>) -> bool {
    let on_topic: Vec<&Instruction> = old
        .instructions
        .iter()
        .filter(|earlier| loose_key(&earlier.target) == key)
        .collect();
    match instruction {
        _ if on_topic.is_empty() => loose_key(&old.title) == key,
        None => true,
        Some(instruction) => on_topic
            .iter()
            .any(|earlier| same_part(earlier, instruction)),
    }
}

/// Whether two instructions change the same part of an entry: one changes
/// the whole entry, their paragraphs meet, or they name the same part.
fn same_part(a: &Instruction, b: &Instruction) -> bool {
    if changes_whole_entry(a) || changes_whole_entry(b) {
        return true;
    }
    if !a.paragraphs.is_empty() && !b.paragraphs.is_empty() {
        return a.paragraphs.iter().any(|p| b.paragraphs.contains(p));
    }
    fold(&a.scope) == fold(&b.scope) && a.sentence == b.sentence && a.old_words == b.old_words
}

/// Whether an instruction replaces or revises an entry's whole text.
fn changes_whole_entry(instruction: &Instruction) -> bool {
    matches!(instruction.change, ChangeKind::Replace | ChangeKind::Revise)
        && instruction.paragraphs.is_empty()
        && instruction.sentence.is_none()
        && instruction.old_words.is_none()
        && matches!(fold(&instruction.scope).as_str(), "entry" | "text")
}

fn push_unique(list: &mut Vec<String>, id: &str) {
    if !list.iter().any(|x| x == id) {
        list.push(id.to_string());
    }
}

/// Records by the [`loose_key`] of the topics they speak to, in corpus
/// order, so that resolving an instruction does not read every record.
struct Topics(FxHashMap<String, Vec<usize>>);

impl Topics {
    /// The records of `records` by each of the keys `keys` gives of them.
    fn of(records: &[&Record], keys: impl Fn(&Record) -> Vec<String>) -> Topics {
        let mut by_key: FxHashMap<String, Vec<usize>> = FxHashMap::default();
        for (index, record) in records.iter().enumerate() {
            let mut keys = keys(record);
            keys.sort();
            keys.dedup();
            for key in keys {
                by_key.entry(key).or_default().push(index);
            }
        }
        Topics(by_key)
    }

    /// The places of the records under `key`.
    fn places<'t>(&'t self, key: &str) -> impl Iterator<Item = usize> + 't {
        self.0.get(key).into_iter().flatten().copied()
    }
}

/// The Glossary records by their titles.
fn glossary_titles(records: &[&Record]) -> Topics {
    Topics::of(records, |record| match record.source {
        Source::Glossary => vec![loose_key(&record.title)],
        _ => Vec::new(),
    })
}

/// The Glossary records titled `key` from documents of lower authority: the
/// entry an instruction targets (matched by title, case, dashes and simple
/// endings ignored), or with `inferred` the passages whose inferred title
/// names it.
fn glossary_entry(
    entries: &Topics,
    records: &[&Record],
    key: &str,
    authority: i32,
    inferred: bool,
) -> Vec<usize> {
    entries
        .places(key)
        .filter(|&i| records[i].authority < authority && records[i].title_inferred == inferred)
        .collect()
}

/// Whether an instruction changes this record of its entry.
fn affected(record: &Record, instruction: &Instruction) -> bool {
    if !instruction.paragraphs.is_empty() {
        return record
            .paragraphs
            .iter()
            .any(|p| instruction.paragraphs.contains(p));
    }
    if instruction.sentence.is_some() {
        return record.paragraphs.first().is_none_or(|&p| p == 1);
    }
    match instruction.change {
        ChangeKind::Delete | ChangeKind::Add => match &instruction.old_words {
            Some(words) => fold(&record.text).contains(&fold(words)),
            None => instruction.change == ChangeKind::Delete,
        },
        _ => true,
    }
}

static REVISION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"new, revised ruling|revised ruling|this is errata|is errata on|previously ruled|we have changed")
        .expect("revision pattern is a valid regular expression")
});

/// A document revising its own earlier ruling: listed as a revision of its topic.
fn revisions(records: &[&Record]) -> Vec<Change> {
    records
        .iter()
        .filter(|r| r.part.is_none())
        .filter(|record| REVISION.is_match(&fold(&record.text)))
        .filter_map(|record| {
            let sentence = sentences(&record.text)
                .into_iter()
                .find(|s| REVISION.is_match(&fold(s)))?;
            Some(Change {
                target: record.title.clone(),
                change: ChangeKind::Revise,
                scope: "ruling".to_string(),
                new: record.id.clone(),
                old: Vec::new(),
                target_present: true,
                related: Vec::new(),
                wording: sentence,
            })
        })
        .collect()
}

/// A text's content words ([`loose_key`]s of its words of three letters or more
/// that carry a topic), each as a number, sorted: two texts are compared by one
/// merge, with no hashing of strings, however many texts each meets.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Words(Vec<u64>);

impl Words {
    fn of(text: &str) -> Words {
        let key = crate::normalize::name_key(text);
        let mut numbers: Vec<u64> = key
            .split(' ')
            .filter(|w| w.len() > 2 && TOPICLESS_WORDS.binary_search(w).is_err())
            .map(|w| word_number(stem_word(w)))
            .collect();
        numbers.sort_unstable();
        numbers.dedup();
        Words(numbers)
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    /// How many words the two texts have in common.
    fn shared(&self, other: &Words) -> usize {
        let (a, b) = (&self.0, &other.0);
        let (mut i, mut j, mut shared) = (0, 0, 0);
        while i < a.len() && j < b.len() {
            match a[i].cmp(&b[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    shared += 1;
                    i += 1;
                    j += 1;
                }
            }
        }
        shared
    }

    /// The share of the smaller text's words that the two have in common.
    fn overlap(&self, other: &Words) -> f32 {
        share(self.shared(other), self.len(), other.len())
    }
}

/// A word's number: the corpus's 64-bit [`ContentHash`] of its text (distinct
/// words of a corpus meet by chance about once in 10^10 pairs).
fn word_number(word: &str) -> u64 {
    let mut hash = ContentHash::new();
    hash.write(word.as_bytes());
    hash.finish()
}

/// The share of the smaller of two sets (of `a` and `b` members) that `shared`
/// members make.
fn share(shared: usize, a: usize, b: usize) -> f32 {
    let smaller = a.min(b);
    if smaller == 0 {
        0.0
    } else {
        shared as f32 / smaller as f32
    }
}

static NEGATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(not|never|cannot|can't|isn't|aren't|doesn't|don't)$")
        .expect("negation pattern is a valid regular expression")
});

/// Whether a sentence negates `term`: a negation within the four words before it
/// ("is not considered overcome").
fn negates(sentence: &str, term: &str) -> Option<bool> {
    let at = sentence.find(term)?;
    let before: Vec<&str> = sentence[..at].split_whitespace().rev().take(4).collect();
    Some(before.iter().any(|w| NEGATION.is_match(w)))
}

/// A sentence of a ruling, as written, folded, and its content words.
struct Sentence {
    text: String,
    folded: String,
    words: Words,
}

/// The sentences of a text, each read once.
fn read_sentences(text: &str) -> Vec<Sentence> {
    sentences(text)
        .into_iter()
        .map(|text| {
            let folded = fold(&text);
            let words = Words::of(&folded);
            Sentence {
                text,
                folded,
                words,
            }
        })
        .collect()
}

/// The sentences of a ruling that speak of a term (by their place), and whether
/// each negates it.
type About = Vec<(usize, bool)>;

/// The sentences that speak of `term`, and whether each negates it.
fn about(sentences: &[Sentence], term: &str) -> About {
    sentences
        .iter()
        .enumerate()
        .filter_map(|(i, s)| Some((i, negates(&s.folded, term)?)))
        .collect()
}

/// A ruling's sentences about a term.
#[derive(Clone, Copy)]
struct Mentions<'s> {
    sentences: &'s [Sentence],
    about: &'s [(usize, bool)],
}

impl<'s> Mentions<'s> {
    fn iter(self) -> impl Iterator<Item = (&'s Sentence, bool)> {
        self.about
            .iter()
            .map(move |&(i, negated)| (&self.sentences[i], negated))
    }
}

/// Whether two sentences speak of a term in mostly the same words but one
/// affirms what the other denies; how close they are when they do.
fn opposed(old: (&Sentence, bool), new: (&Sentence, bool)) -> Option<f32> {
    let ((old, old_negated), (new, new_negated)) = (old, new);
    let shared = old.words.shared(&new.words);
    let similarity = share(shared, old.words.len(), new.words.len());
    let union = old.words.len() + new.words.len() - shared;
    let closeness = shared as f32 / union.max(1) as f32;
    (old_negated != new_negated && shared >= 3 && similarity >= 0.5).then_some(closeness)
}

/// The closest pair of sentences, one from each text, that speak of a term in
/// mostly the same words but one affirms what the other denies: "Dilemma cards
/// with no conditions are automatically overcome" against "A dilemma without
/// conditions is not considered overcome".
fn contradiction(old: Mentions, new: Mentions) -> Option<(String, String)> {
    let mut best: Option<(f32, &Sentence, &Sentence)> = None;
    for old_sentence in old.iter() {
        for new_sentence in new.iter() {
            if let Some(closeness) = opposed(old_sentence, new_sentence) {
                if best.as_ref().is_none_or(|(c, _, _)| closeness > *c) {
                    best = Some((closeness, old_sentence.0, new_sentence.0));
                }
            }
        }
    }
    best.map(|(_, old, new)| (old.text.clone(), new.text.clone()))
}

/// True when [`contradiction`] finds a pair.
fn contradicts(old: Mentions, new: Mentions) -> bool {
    old.iter()
        .any(|o| new.iter().any(|n| opposed(o, n).is_some()))
}

/// A ruling as pairing reads it: its content words, its cards and key concepts,
/// and its sentences when first needed; each worked out once however many
/// rulings it is paired with.
struct Ruling<'a> {
    record: &'a Record,
    words: Words,
    /// Its cards as numbers, sorted.
    cards: Vec<u64>,
    /// Its [`KEY_CONCEPTS`] as bits.
    key_concepts: u8,
    sentences: OnceLock<Vec<Sentence>>,
}

impl<'a> Ruling<'a> {
    fn new(record: &'a Record, words: Words) -> Ruling<'a> {
        let mut cards: Vec<u64> = record.cards.iter().map(|c| word_number(c)).collect();
        cards.sort_unstable();
        let key_concepts = KEY_CONCEPTS
            .iter()
            .enumerate()
            .filter(|(_, key)| record.concepts.contains(key))
            .fold(0, |bits, (i, _)| bits | 1 << i);
        Ruling {
            record,
            words,
            cards,
            key_concepts,
            sentences: OnceLock::new(),
        }
    }

    fn sentences(&self) -> &[Sentence] {
        self.sentences
            .get_or_init(|| read_sentences(&self.record.text))
    }

    fn shares_a_card(&self, other: &Ruling) -> bool {
        let (a, b) = (&self.cards, &other.cards);
        let (mut i, mut j) = (0, 0);
        while i < a.len() && j < b.len() {
            match a[i].cmp(&b[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => return true,
            }
        }
        false
    }
}

/// A later ruling as pairing reads it: the ruling, its folded title (the term
/// an older ruling may use), and its sentences about that term.
struct Later<'a> {
    ruling: Ruling<'a>,
    title: String,
    about_title: OnceLock<About>,
}

impl Later<'_> {
    fn about_title(&self) -> Mentions<'_> {
        let sentences = self.ruling.sentences();
        let about = self
            .about_title
            .get_or_init(|| about(sentences, &self.title));
        Mentions { sentences, about }
    }
}

/// The least share of the shorter ruling's words the two must have in common.
const MIN_OVERLAP: f32 = 0.1;

/// The least score at which a pair is worth an editor's review.
const CANDIDATE_THRESHOLD: f32 = 1.3;

/// Pairs older rulings with later ones that cover the same card or term (older
/// rulings in parallel).
fn candidates(records: &[&Record], standings: &[Standing]) -> Vec<Candidate> {
    let later: Vec<Later> = records
        .iter()
        .zip(standings)
        .filter(|(r, standing)| {
            r.kind == RecordKind::Entry && standing.status_of(r) == Status::Current
        })
        .map(|(r, _)| Later {
            ruling: Ruling::new(r, Words::of(&r.text)),
            title: fold(&r.title),
            about_title: OnceLock::new(),
        })
        .collect();
    let keys = PairKeys::of(&later);
    let olds: Vec<&Record> = records
        .iter()
        .copied()
        .filter(|r| r.source == Source::Faq && r.part.is_none())
        .filter(|r| !matches!(r.kind, RecordKind::Preamble | RecordKind::CrossReference))
        .collect();
    let mut found: Vec<Candidate> = olds
        .par_iter()
        .flat_map_iter(|old| best_partners(old, &later, &keys))
        .collect();
    found.sort_by(|a, b| b.score.total_cmp(&a.score));
    found
}

/// The (at most four) strongest candidates of one older ruling.
fn best_partners(old: &Record, later: &[Later], keys: &PairKeys) -> Vec<Candidate> {
    let old_text = fold(&old.text);
    let partners: Vec<&Later> = keys
        .partners(old, &old_text)
        .into_iter()
        .map(|i| &later[i])
        .filter(|new| new.ruling.record.authority > old.authority)
        .collect();
    // Most older rulings have no later one to pair with: their words are not
    // counted.
    if partners.is_empty() {
        return Vec::new();
    }
    let words = Words::of(&format!("{} {}", old.title, old.text));
    let old = Ruling::new(old, words);
    let mut terms = Terms::new(&old_text);
    let mut best: Vec<(f32, &Later)> = partners
        .into_iter()
        .filter_map(|new| Some((pairing(&old, new, &mut terms)?, new)))
        .collect();
    best.sort_by(|a, b| b.0.total_cmp(&a.0));
    best.into_iter()
        .take(4)
        .map(|(score, new)| explain(&old, new, &mut terms, score))
        .collect()
}

/// Which later rulings an older one can pair with at all: those sharing a card,
/// a key concept, or whose title is a term the older one uses. Looked up through
/// maps so that pairing stays linear in the corpus.
struct PairKeys {
    by_card: FxHashMap<String, Vec<usize>>,
    by_concept: FxHashMap<Concept, Vec<usize>>,
    by_title_word: FxHashMap<String, Vec<usize>>,
}

impl PairKeys {
    fn of(later: &[Later]) -> PairKeys {
        let mut keys = PairKeys {
            by_card: FxHashMap::default(),
            by_concept: FxHashMap::default(),
            by_title_word: FxHashMap::default(),
        };
        for (i, Later { ruling, title, .. }) in later.iter().enumerate() {
            let record = ruling.record;
            for card in &record.cards {
                keys.by_card.entry(card.clone()).or_default().push(i);
            }
            for concept in record.concepts.iter().filter(|c| KEY_CONCEPTS.contains(c)) {
                keys.by_concept.entry(*concept).or_default().push(i);
            }
            if let Some(word) = title.split_whitespace().next() {
                keys.by_title_word
                    .entry(word.to_string())
                    .or_default()
                    .push(i);
            }
        }
        keys
    }

    /// The indexes of the later rulings `old` may pair with, without repeats.
    fn partners(&self, old: &Record, old_text: &str) -> Vec<usize> {
        let mut found: Vec<usize> = Vec::new();
        for card in &old.cards {
            found.extend(self.by_card.get(card).into_iter().flatten());
        }
        for concept in &old.concepts {
            found.extend(self.by_concept.get(concept).into_iter().flatten());
        }
        let words: FxHashSet<&str> = old_text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        for word in words {
            found.extend(self.by_title_word.get(word).into_iter().flatten());
        }
        found.sort_unstable();
        found.dedup();
        found
    }
}

/// Concepts whose sharing pairs two rulings for review.
const KEY_CONCEPTS: &[Concept] = &[Concept::ColonRule, Concept::Persona];

/// The terms (`'t`) an older ruling's folded text (`'o`) uses, and its sentences
/// about each; later documents repeat terms as titles, so each is looked for once.
struct Terms<'o, 't> {
    text: &'o str,
    used: FxHashMap<&'t str, bool>,
    about: FxHashMap<&'t str, About>,
}

impl<'o, 't> Terms<'o, 't> {
    fn new(text: &'o str) -> Terms<'o, 't> {
        Terms {
            text,
            used: FxHashMap::default(),
            about: FxHashMap::default(),
        }
    }

    /// True when the text uses `term` (of four letters or more) at word boundaries.
    fn uses(&mut self, term: &'t str) -> bool {
        let text = self.text;
        *self
            .used
            .entry(term)
            .or_insert_with(|| term.len() >= 4 && find_word(text, term).is_some())
    }

    /// The older ruling's `sentences` about `term`.
    fn about<'s>(&'s mut self, sentences: &'s [Sentence], term: &'t str) -> Mentions<'s> {
        let about = self
            .about
            .entry(term)
            .or_insert_with(|| about(sentences, term));
        Mentions { sentences, about }
    }
}

/// How strongly an older and a later ruling belong side by side, if they do:
/// worked out without building the reasons, which [`explain`] gives for the
/// pairs kept.
fn pairing<'t>(old: &Ruling, new: &'t Later, terms: &mut Terms<'_, 't>) -> Option<f32> {
    // Most rulings found by a word of a later title share nothing else: the
    // reasons cost less to look for than the overlap of the words.
    let shares_a_card = old.shares_a_card(&new.ruling);
    let uses_title = terms.uses(&new.title);
    let shares_a_concept = old.key_concepts & new.ruling.key_concepts != 0;
    if !(shares_a_card || uses_title || shares_a_concept) {
        return None;
    }
    let similarity = old.words.overlap(&new.ruling.words);
    if similarity < MIN_OVERLAP {
        return None;
    }
    let mut score = 0.0;
    if shares_a_card {
        score += 1.0;
    }
    if uses_title {
        score += 0.5;
        if contradicts(terms.about(old.sentences(), &new.title), new.about_title()) {
            score += 2.0;
        }
    }
    if shares_a_concept {
        score += 1.4;
    }
    score += similarity;
    (score >= CANDIDATE_THRESHOLD).then_some(score)
}

/// A kept pair with the reasons for its `score` (see [`pairing`]).
fn explain<'t>(old: &Ruling, new: &'t Later, terms: &mut Terms<'_, 't>, score: f32) -> Candidate {
    let (old_record, new_record) = (old.record, new.ruling.record);
    let mut reasons = Vec::new();
    let shared_cards: Vec<&String> = old_record
        .cards
        .iter()
        .filter(|c| new_record.cards.contains(c))
        .collect();
    if !shared_cards.is_empty() {
        reasons.push(format!("both name {}", join(&shared_cards)));
    }
    if terms.uses(&new.title) {
        reasons.push(format!(
            "the FAQ ruling uses the term \"{}\"",
            new_record.title
        ));
        let old_about = terms.about(old.sentences(), &new.title);
        if let Some((said, says)) = contradiction(old_about, new.about_title()) {
            reasons.push(format!(
                "the FAQ says \"{said}\" where the later text says \"{says}\""
            ));
        }
    }
    let shared_concepts: Vec<String> = old_record
        .concepts
        .iter()
        .filter(|c| KEY_CONCEPTS.contains(c))
        .filter(|c| new_record.concepts.contains(c))
        .map(|c| c.name().to_string())
        .collect();
    if !shared_concepts.is_empty() {
        let shared: Vec<&String> = shared_concepts.iter().collect();
        reasons.push(format!("both concern the {}", join(&shared)));
    }
    reasons.push(format!(
        "{:.0}% of the shorter one's words in common",
        old.words.overlap(&new.ruling.words) * 100.0
    ));
    Candidate {
        old: old_record.id.clone(),
        new: new_record.id.clone(),
        reasons,
        score,
    }
}

fn join(items: &[&String]) -> String {
    items
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary(title: &str, paragraph: u32, text: &str) -> Record {
        let mut record = Record::new(Source::Glossary, title, title, text, RecordKind::Prose);
        record.paragraphs = vec![paragraph];
        record.authority = 2;
        record.id = format!("glossary/{}/p{paragraph}", crate::normalize::slug(title));
        record
    }

    fn amendment(target: &str, change: ChangeKind, paragraphs: Vec<u32>) -> Record {
        let mut record = Record::new(
            Source::Rulings,
            "General",
            target,
            "new text",
            RecordKind::Entry,
        );
        record.authority = 3;
        record.id = format!("rulings/{}", crate::normalize::slug(target));
        record.instructions = vec![Instruction {
            change,
            target: target.to_string(),
            scope: "4th paragraph".to_string(),
            paragraphs,
            sentence: None,
            old_words: None,
            new_text: Some("new text".to_string()),
            wording: "replace the 4th paragraph with".to_string(),
        }];
        record
    }

    #[test]
    fn a_replaced_paragraph_is_superseded_by_the_amendment() {
        let mut records = vec![
            glossary("Actions – Step 1: Initiation", 3, "Once you begin..."),
            glossary(
                "Actions – Step 1: Initiation",
                4,
                "Dilemma encounters – ...",
            ),
            amendment("actions - step 1: initiation", ChangeKind::Replace, vec![4]),
        ];
        let found = supersede(&mut records);
        assert_eq!(records[0].status, Status::Current);
        assert_eq!(records[1].status, Status::Superseded);
        assert_eq!(records[1].superseded_by, vec![records[2].id.clone()]);
        assert_eq!(records[2].amends, vec![records[1].id.clone()]);
        assert_eq!(found.changes.len(), 1);
        assert!(found.changes[0].target_present);
    }

    #[test]
    fn an_absent_target_is_reported_and_the_amendment_stands() {
        let mut records = vec![amendment("use (ship)", ChangeKind::Retitle, vec![])];
        let found = supersede(&mut records);
        assert!(!found.changes[0].target_present);
        assert!(found.changes[0].old.is_empty());
        assert_eq!(records[0].status, Status::Current);
    }

    #[test]
    fn opposite_statements_are_seen() {
        let seen = |old: &str, new: &str| {
            let (old, new) = (read_sentences(old), read_sentences(new));
            let (old_about, new_about) = (about(&old, "overcome"), about(&new, "overcome"));
            let old = Mentions {
                sentences: &old,
                about: &old_about,
            };
            let new = Mentions {
                sentences: &new,
                about: &new_about,
            };
            let found = contradiction(old, new).is_some();
            assert_eq!(contradicts(old, new), found);
            found
        };
        assert!(seen(
            "Dilemma cards with no conditions are automatically overcome. They have their effect.",
            "A dilemma is overcome once its conditions are met. A dilemma without conditions is not considered overcome.",
        ));
        assert!(!seen(
            "A dilemma is overcome.",
            "Dilemma cards are overcome too."
        ));
    }
}

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

use std::cell::OnceCell;
use std::collections::{HashMap, HashSet};
use std::sync::LazyLock;

use regex::Regex;
use serde::{Deserialize, Serialize};

use crate::link::xref::loose_key;
use crate::normalize::fold;
use crate::query::verdict::{find_word, sentences};
use crate::record::{ChangeKind, Instruction, Record, RecordKind, Source, Status};

/// One change a later document (or a revision inside a document) makes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Change {
    /// The entry or topic changed, as written.
    pub target: String,
    /// replace, delete, add, revise, retitle.
    pub change: String,
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

/// Runs the whole pass, setting `status`, `superseded_by` and `amends` on records.
pub fn supersede(records: &mut [Record]) -> Supersession {
    for record in records.iter_mut() {
        if record.status == Status::Superseded {
            record.status = Status::Current;
        }
        record.superseded_by.clear();
        record.amends.clear();
    }
    let mut changes = apply_amendments(records);
    changes.extend(revisions(records));
    let candidates = candidates(records);
    Supersession {
        changes,
        candidates,
    }
}

/// Resolves every instruction and marks what it supersedes.
fn apply_amendments(records: &mut [Record]) -> Vec<Change> {
    let entries = GlossaryTitles::of(records);
    let mut changes = Vec::new();
    for index in 0..records.len() {
        if records[index].instructions.is_empty() {
            continue;
        }
        let instructions = records[index].instructions.clone();
        let new_id = records[index].id.clone();
        let new_authority = records[index].authority;
        for instruction in &instructions {
            let key = loose_key(&instruction.target);
            let entry = entries.records(records, &key, new_authority, false);
            let old: Vec<usize> = entry
                .iter()
                .copied()
                .filter(|&i| affected(&records[i], instruction))
                .collect();
            for &i in &old {
                if instruction.change != ChangeKind::Add {
                    records[i].status = Status::Superseded;
                }
                push_unique(&mut records[i].superseded_by, &new_id);
            }
            let old_ids: Vec<String> = old.iter().map(|&i| records[i].id.clone()).collect();
            for id in &old_ids {
                push_unique(&mut records[index].amends, id);
            }
            changes.push(Change {
                target: instruction.target.clone(),
                change: instruction.change.as_str().to_string(),
                scope: instruction.scope.clone(),
                new: new_id.clone(),
                old: old_ids,
                target_present: !entry.is_empty(),
                related: entries
                    .records(records, &key, new_authority, true)
                    .into_iter()
                    .map(|i| records[i].id.clone())
                    .collect(),
                wording: instruction.wording.clone(),
            });
        }
    }
    changes
}

fn push_unique(list: &mut Vec<String>, id: &str) {
    if !list.iter().any(|x| x == id) {
        list.push(id.to_string());
    }
}

/// The Glossary records by the [`loose_key`] of their titles, in corpus order,
/// so that resolving an instruction does not read every record.
struct GlossaryTitles(HashMap<String, Vec<usize>>);

impl GlossaryTitles {
    fn of(records: &[Record]) -> GlossaryTitles {
        let mut by_key: HashMap<String, Vec<usize>> = HashMap::new();
        for (index, record) in records.iter().enumerate() {
            if record.source == Source::Glossary {
                by_key
                    .entry(loose_key(&record.title))
                    .or_default()
                    .push(index);
            }
        }
        GlossaryTitles(by_key)
    }

    /// The Glossary records titled `key` from documents of lower authority: the
    /// entry an instruction targets (matched by title, case, dashes and simple
    /// endings ignored), or with `inferred` the passages whose inferred title
    /// names it.
    fn records(&self, records: &[Record], key: &str, authority: i32, inferred: bool) -> Vec<usize> {
        self.0
            .get(key)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&i| records[i].authority < authority && records[i].title_inferred == inferred)
            .collect()
    }
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
fn revisions(records: &[Record]) -> Vec<Change> {
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
                change: "revise".to_string(),
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

/// Words that carry no topic.
const COMMON: &[&str] = &[
    "a", "an", "and", "any", "are", "as", "at", "be", "but", "by", "can", "card", "cards", "do",
    "does", "for", "from", "has", "have", "if", "in", "is", "it", "its", "may", "not", "of", "on",
    "one", "or", "that", "the", "their", "them", "they", "this", "to", "was", "when", "which",
    "will", "with", "you", "your",
];

fn content_words(text: &str) -> HashSet<String> {
    crate::normalize::name_key(text)
        .split(' ')
        .filter(|w| w.len() > 2 && !COMMON.contains(w))
        .map(loose_key)
        .collect()
}

fn overlap(a: &HashSet<String>, b: &HashSet<String>) -> f32 {
    share(a.intersection(b).count(), a.len(), b.len())
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

/// Content words as numbers, each distinct word one number.
#[derive(Default)]
struct Vocabulary(HashMap<String, u32>);

impl Vocabulary {
    /// The numbers of `words`, sorted.
    fn numbers(&mut self, words: HashSet<String>) -> Words {
        let mut numbers: Vec<u32> = words
            .into_iter()
            .map(|word| {
                let next = self.0.len() as u32;
                *self.0.entry(word).or_insert(next)
            })
            .collect();
        numbers.sort_unstable();
        Words(numbers)
    }
}

/// A ruling's content words as sorted numbers: compared by one merge, with no
/// hashing, however many rulings it meets.
struct Words(Vec<u32>);

impl Words {
    /// [`overlap`] of two rulings' words.
    fn overlap(&self, other: &Words) -> f32 {
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
        share(shared, a.len(), b.len())
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
    words: HashSet<String>,
}

/// The sentences of a text, each read once.
fn read_sentences(text: &str) -> Vec<Sentence> {
    sentences(text)
        .into_iter()
        .map(|text| {
            let folded = fold(&text);
            let words = content_words(&folded);
            Sentence {
                text,
                folded,
                words,
            }
        })
        .collect()
}

/// A pair of sentences, one from each text, that speak of `term` in mostly the
/// same words but one affirms what the other denies: "Dilemma cards with no
/// conditions are automatically overcome" against "A dilemma without conditions
/// is not considered overcome".
fn contradiction(old: &[Sentence], new: &[Sentence], term: &str) -> Option<(String, String)> {
    let new_sentences = about(new, term);
    let mut best: Option<(f32, &Sentence, &Sentence)> = None;
    for (old_sentence, old_negated) in about(old, term) {
        let old_words = &old_sentence.words;
        for &(new_sentence, new_negated) in &new_sentences {
            let new_words = &new_sentence.words;
            let shared = old_words.intersection(new_words).count();
            let similarity = overlap(old_words, new_words);
            let closeness = shared as f32 / old_words.union(new_words).count().max(1) as f32;
            let better = best.as_ref().is_none_or(|(c, _, _)| closeness > *c);
            if old_negated != new_negated && shared >= 3 && similarity >= 0.5 && better {
                best = Some((closeness, old_sentence, new_sentence));
            }
        }
    }
    best.map(|(_, old, new)| (old.text.clone(), new.text.clone()))
}

/// The sentences that speak of `term`, and whether each negates it.
fn about<'s>(sentences: &'s [Sentence], term: &str) -> Vec<(&'s Sentence, bool)> {
    sentences
        .iter()
        .filter_map(|s| Some((s, negates(&s.folded, term)?)))
        .collect()
}

/// A ruling as pairing reads it: its content words, and its sentences when
/// first needed; each worked out once however many rulings it is paired with.
struct Ruling<'a> {
    record: &'a Record,
    words: Words,
    sentences: OnceCell<Vec<Sentence>>,
}

impl<'a> Ruling<'a> {
    fn new(record: &'a Record, words: Words) -> Ruling<'a> {
        Ruling {
            record,
            words,
            sentences: OnceCell::new(),
        }
    }

    fn sentences(&self) -> &[Sentence] {
        self.sentences
            .get_or_init(|| read_sentences(&self.record.text))
    }
}

/// The least share of the shorter ruling's words the two must have in common.
const MIN_OVERLAP: f32 = 0.1;

/// The least score at which a pair is worth an editor's review.
const CANDIDATE_THRESHOLD: f32 = 1.3;

/// Pairs older rulings with later ones that cover the same card or term.
fn candidates(records: &[Record]) -> Vec<Candidate> {
    let mut vocabulary = Vocabulary::default();
    let later: Vec<(Ruling, String)> = records
        .iter()
        .filter(|r| r.kind == RecordKind::Entry && r.status == Status::Current)
        .map(|r| {
            let words = vocabulary.numbers(content_words(&r.text));
            (Ruling::new(r, words), fold(&r.title))
        })
        .collect();
    let keys = PairKeys::of(&later);
    let mut found = Vec::new();
    for old in records
        .iter()
        .filter(|r| r.source == Source::Faq && r.part.is_none())
    {
        if matches!(old.kind, RecordKind::Preamble | RecordKind::CrossReference) {
            continue;
        }
        let old_text = fold(&old.text);
        let words = content_words(&format!("{} {}", old.title, old.text));
        let old = Ruling::new(old, vocabulary.numbers(words));
        let mut terms = Terms {
            text: &old_text,
            used: HashMap::new(),
        };
        let mut best: Vec<Candidate> = keys
            .partners(old.record, &old_text)
            .into_iter()
            .map(|i| &later[i])
            .filter(|(new, _)| new.record.authority > old.record.authority)
            .filter_map(|(new, title)| pair(&old, new, title, &mut terms))
            .collect();
        best.sort_by(|a, b| b.score.total_cmp(&a.score));
        found.extend(best.into_iter().take(4));
    }
    found.sort_by(|a, b| b.score.total_cmp(&a.score));
    found
}

/// Which later rulings an older one can pair with at all: those sharing a card,
/// a key concept, or whose title is a term the older one uses. Looked up through
/// maps so that pairing stays linear in the corpus.
struct PairKeys {
    by_card: HashMap<String, Vec<usize>>,
    by_concept: HashMap<String, Vec<usize>>,
    by_title_word: HashMap<String, Vec<usize>>,
}

impl PairKeys {
    fn of(later: &[(Ruling, String)]) -> PairKeys {
        let mut keys = PairKeys {
            by_card: HashMap::new(),
            by_concept: HashMap::new(),
            by_title_word: HashMap::new(),
        };
        for (i, (Ruling { record, .. }, title)) in later.iter().enumerate() {
            for card in &record.cards {
                keys.by_card.entry(card.clone()).or_default().push(i);
            }
            for concept in record
                .concepts
                .iter()
                .filter(|c| KEY_CONCEPTS.contains(&c.as_str()))
            {
                keys.by_concept.entry(concept.clone()).or_default().push(i);
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
        let words: HashSet<&str> = old_text
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
const KEY_CONCEPTS: &[&str] = &["colon rule", "persona"];

/// The terms an older ruling's folded text uses; later documents repeat terms as
/// titles, so each is looked for once.
struct Terms<'t> {
    text: &'t str,
    used: HashMap<&'t str, bool>,
}

impl<'t> Terms<'t> {
    /// True when the text uses `term` (of four letters or more) at word boundaries.
    fn uses(&mut self, term: &'t str) -> bool {
        let text = self.text;
        *self
            .used
            .entry(term)
            .or_insert_with(|| term.len() >= 4 && find_word(text, term).is_some())
    }
}

/// Why an older and a later ruling belong side by side, if they do.
fn pair<'t>(
    old_ruling: &Ruling,
    new_ruling: &Ruling,
    new_title: &'t str,
    terms: &mut Terms<'t>,
) -> Option<Candidate> {
    let (old, new) = (old_ruling.record, new_ruling.record);
    let similarity = old_ruling.words.overlap(&new_ruling.words);
    if similarity < MIN_OVERLAP {
        return None;
    }
    let mut reasons = Vec::new();
    let mut score = 0.0;
    let shared_cards: Vec<&String> = old.cards.iter().filter(|c| new.cards.contains(c)).collect();
    if !shared_cards.is_empty() {
        score += 1.0;
        reasons.push(format!("both name {}", join(&shared_cards)));
    }
    if terms.uses(new_title) {
        score += 0.5;
        reasons.push(format!("the FAQ ruling uses the term \"{}\"", new.title));
        let (old_sentences, new_sentences) = (old_ruling.sentences(), new_ruling.sentences());
        if let Some((said, says)) = contradiction(old_sentences, new_sentences, new_title) {
            score += 2.0;
            reasons.push(format!(
                "the FAQ says \"{said}\" where the later text says \"{says}\""
            ));
        }
    }
    let shared_concepts: Vec<&String> = old
        .concepts
        .iter()
        .filter(|c| KEY_CONCEPTS.contains(&c.as_str()))
        .filter(|c| new.concepts.contains(c))
        .collect();
    if !shared_concepts.is_empty() {
        score += 1.4;
        reasons.push(format!("both concern the {}", join(&shared_concepts)));
    }
    if reasons.is_empty() {
        return None;
    }
    score += similarity;
    reasons.push(format!(
        "{:.0}% of the shorter one's words in common",
        similarity * 100.0
    ));
    (score >= CANDIDATE_THRESHOLD).then(|| Candidate {
        old: old.id.clone(),
        new: new.id.clone(),
        reasons,
        score,
    })
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
            contradiction(&read_sentences(old), &read_sentences(new), "overcome").is_some()
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

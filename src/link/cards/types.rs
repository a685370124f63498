//! Each card's type, read from what the documents say of it, with the
//! passages that say it.
//!
//! - The FAQ files its card questions by type (section 3, "Questions by Card
//!   Type": 3.2 Dilemmas, 3.9 Interrupts, ...): a question whose topic is a
//!   card gives that card the type of its section, and the subsection its
//!   location or affiliation ("3.2.3 Space", "3.6.2 Federation"). The sections'
//!   titles are the document's own, read from its headings and its table of
//!   contents.
//! - Any document may name the type beside the card: "the Borg Ship
//!   dilemma", "the Interrupt Amanda Rogers", "Red Alert (Event)", "Hugh is a
//!   personnel", "interrupts such as Amanda Rogers or Hail". What an Away Team
//!   or a ship "encounters" is a dilemma: the rules' verb for meeting one.
//! - A user's card list (`cards.tsv`) may give it.
//!
//! A card whose sources disagree, or that none speaks of, has no type: it is
//! unknown, not guessed.

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;
use serde::{Deserialize, Serialize};

use super::evidence::topic_segments;
use super::Registry;
use crate::lexicon::game::{CardType, AFFILIATIONS, LOCATIONS};
use crate::record::{Record, RecordKind, Source};
use crate::text::capitalized;

/// What gave a card a type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TypeEvidence {
    /// The type it gives.
    #[serde(rename = "type")]
    pub kind: CardType,
    /// Where: a citation ("FAQ 3.9 Interrupts"), the words of a passage
    /// ("the Borg Ship dilemma"), or "cards.tsv".
    pub says: String,
    /// The record that says it, if a record does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
}

/// What the registry knows of a card's type.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TypeFacts {
    /// The card's type, when the documents give one and do not disagree.
    #[serde(rename = "type")]
    pub kind: Option<CardType>,
    /// Where the FAQ files it within its type: a dilemma's or a mission's
    /// location ("Space"), a personnel's or a ship's affiliation ("Federation").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub class: Option<String>,
    /// What gave it its type (or the types that disagree).
    pub type_evidence: Vec<TypeEvidence>,
    /// The type a card of another type is played as, told beside its name
    /// ("the Time Travel Pod is an Artifact that says it is "played once as
    /// an Interrupt card""), with the words that tell it: what answers that
    /// type answers its play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub played_as: Option<TypeEvidence>,
}

impl TypeFacts {
    /// The type the card is played as: the one told beside its name, else
    /// its own.
    pub fn play_type(&self) -> Option<CardType> {
        self.played_as.as_ref().map(|told| told.kind).or(self.kind)
    }
}

/// A numbered section heading: "3.2.2 Planet".
static HEADING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(\d+(?:\.\d+)+) (\S.*)$").expect("heading pattern is a valid regular expression")
});

/// The words that tie a type to the card before or after them: a type word
/// right after a name ("Borg Ship dilemma"), a capitalized one right before it
/// ("the Interrupt Amanda Rogers"), in parentheses after it ("(Event)"), "is
/// a(n)" between them, and a plural type with "such as" or "like" before a list.
static TYPE_WORD: LazyLock<String> = LazyLock::new(|| {
    let mut words: Vec<&str> = CardType::words().collect();
    words.sort_by_key(|word| std::cmp::Reverse(word.len()));
    words.join("|")
});

/// Every type's name in the singular, as one alternation ("artifact|dilemma|...").
static SINGULAR_TYPE: LazyLock<String> = LazyLock::new(|| {
    let singular: Vec<&str> = CardType::all().map(CardType::name).collect();
    singular.join("|")
});

/// "such as" or "like" after a type, before a list of names; after a comma
/// only a plural that is no singular too ("the \"wall\" Dilemmas, such as
/// Impassible Door"), since what follows a comma may speak of the words
/// before the type ("cards which modify the Cunning of Personnel, like
/// Yellow Alert").
static SUCH_AS: LazyLock<Regex> = LazyLock::new(|| {
    let plurals: Vec<&str> = CardType::words()
        .filter(|word| CardType::named(word).is_some_and(|kind| kind.name() != *word))
        .collect();
    Regex::new(&format!(
        r"(?i)\b(?:({})|({}),)\s+(?:such as|like)\s+",
        *TYPE_WORD,
        plurals.join("|")
    ))
    .expect("type patterns are valid regular expressions")
});

/// A type word right after a name, or "(Type)", or "is a(n) type": in the
/// singular, since a plural after a name may be a verb ("Hail interrupts").
static AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)^(?:\s+(?P<is>is an?\s+)?|\s*\()({})\b(\))?",
        *SINGULAR_TYPE
    ))
    .expect("type patterns are valid regular expressions")
});

/// The word "card" or "cards" next: after a capitalized type word right
/// after a name, it makes that word the type ("the Long-Range Scan
/// Interrupt card"), not the rest of a name.
static THE_WORD_CARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s+cards?\b").expect("card-word pattern is a valid regular expression")
});

/// A name opening an entry with a dash, and "this" and a type word later in
/// the same sentence, which then speaks of the named card: "Loss of Orbital
/// Stability -- this Interrupt says ...", "Interphasic Plasma Creatures --
/// If not overcome, this dilemma is played on the table."
static DASHED_ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"(?i)^\s*(?:--|—)\s*[^.;:?!\-—]*?\bthis ({})\b",
        *SINGULAR_TYPE
    ))
    .expect("type patterns are valid regular expressions")
});

/// A capitalized type word right before a name ("the Interrupt ").
static BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    let capitalized: Vec<String> = CardType::words().map(capitalized).collect();
    Regex::new(&format!(
        r"\b(?:[Tt]he|[Aa]n?) ({})\s+$",
        capitalized.join("|")
    ))
    .expect("type patterns are valid regular expressions")
});

/// "Encounters" and perhaps an article right before a name: the rules'
/// verb for meeting a dilemma ("your Away Team encounters Nausicaans").
static ENCOUNTERS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bencounter(?:s|ed|ing)?\s+(?:(?:a|an|the)\s+)?$")
        .expect("type patterns are valid regular expressions")
});

/// Names of a list, each capitalized and followed by its join (a comma, "or",
/// "and"): what may stand between "such as" and the last name of the list.
static NAMES_LISTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:[A-Z0-9][^,;.()]*?(?:\s*,\s*(?:or\s+|and\s+)?|\s+(?:or|and)\s+))+$")
        .expect("list pattern is a valid regular expression")
});

/// Gives every card of `registry` the type its evidence in `records` (whose
/// `cards` are set) agrees on, with that evidence; keeps evidence a user's
/// card list gave.
pub fn assign(registry: &mut Registry, records: &[Record]) {
    let headings = headings(records);
    let mut found: HashMap<String, Vec<TypeEvidence>> = HashMap::new();
    let mut classes: HashMap<String, String> = HashMap::new();
    let mut played: HashMap<String, TypeEvidence> = HashMap::new();
    for record in records {
        if let Some((kind, class)) = section_type(record, &headings) {
            if let Some(title) = topic_card(record, registry) {
                found.entry(title.clone()).or_default().push(TypeEvidence {
                    kind,
                    says: record.citation(),
                    record: Some(record.id.clone()),
                });
                if let Some(class) = &class {
                    classes.insert(title, class.clone());
                }
            }
        }
        for (title, kind, says) in played_as(record, registry) {
            played.entry(title).or_insert(TypeEvidence {
                kind,
                says,
                record: Some(record.id.clone()),
            });
        }
        let own_type = this_of_its_type(record, registry);
        let entries = entries_under_a_type(record, registry);
        for (title, kind, says) in phrases(record, registry)
            .into_iter()
            .chain(own_type)
            .chain(entries)
        {
            found.entry(title).or_default().push(TypeEvidence {
                kind,
                says,
                record: Some(record.id.clone()),
            });
        }
    }
    for card in &mut registry.cards {
        let mut evidence = std::mem::take(&mut card.typed.type_evidence);
        evidence.retain(|e| e.record.is_none());
        evidence.extend(found.remove(&card.title).unwrap_or_default());
        card.typed = decide(evidence, classes.remove(&card.title));
        card.typed.played_as = played.remove(&card.title);
    }
}

/// A card's type from its evidence: the one type all of it gives, else none
/// (and then no class either).
fn decide(evidence: Vec<TypeEvidence>, class: Option<String>) -> TypeFacts {
    let first = evidence.first().map(|e| e.kind);
    let agreed = evidence.iter().all(|e| Some(e.kind) == first);
    let kind = if agreed { first } else { None };
    TypeFacts {
        kind,
        class: kind.and(class),
        type_evidence: evidence,
        played_as: None,
    }
}

/// The titles of a document's numbered sections, by number ("3.2" ->
/// "Dilemmas"), from the records' sections and the FAQ's table of contents.
fn headings(records: &[Record]) -> HashMap<String, String> {
    let mut headings = HashMap::new();
    let mut add = |line: &str| {
        if let Some(found) = HEADING.captures(line.trim()) {
            headings
                .entry(found[1].to_string())
                .or_insert_with(|| found[2].to_string());
        }
    };
    for record in records.iter().filter(|r| r.source == Source::Faq) {
        add(&record.section);
        if record.kind == RecordKind::Preamble {
            record.text.lines().for_each(&mut add);
        }
    }
    headings
}

/// The type a FAQ record's section files its cards under ("3.9 Interrupts"),
/// with the location or affiliation its subsection gives ("3.2.3 Space"),
/// for a question in section 3.
fn section_type(
    record: &Record,
    headings: &HashMap<String, String>,
) -> Option<(CardType, Option<String>)> {
    if record.source != Source::Faq || record.part.is_some() {
        return None;
    }
    if !matches!(
        record.kind,
        RecordKind::Question | RecordKind::CrossReference
    ) {
        return None;
    }
    let number = record.section.split(' ').next()?;
    let parts: Vec<&str> = number.split('.').collect();
    if parts.len() < 2 || parts[0] != "3" {
        return None;
    }
    let section = headings.get(&format!("{}.{}", parts[0], parts[1]))?;
    let kind = section.split_whitespace().find_map(CardType::named)?;
    if parts.len() == 2 {
        return Some((kind, None));
    }
    // A subsection files by location or affiliation ("3.2.3 Space"); one
    // that names neither ("General", "Holograms, Exocomps, and Androids")
    // gathers questions on a theme, about cards of any type.
    let sub = headings.get(number)?;
    let class = LOCATIONS.contains(&sub.as_str()) || AFFILIATIONS.contains(&sub.as_str());
    class.then(|| (kind, Some(sub.clone())))
}

/// The card a FAQ question's topic files it under: the card the whole topic
/// names ("KEVIN UXBRIDGE: CONVERGENCE"), else the first of the cards its
/// segments name ("DEVIDIAN DOOR and OPHIDIAN CANE" is filed with the
/// Devidian Door), a segment naming a card whole or before a dash ("KIVAS
/// FAJO - COLLECTOR"); none when some segment names no card. A colon does
/// not part a card from an aspect: "THE TRAVELER: TRANSCENDENCE" may be a
/// card of the colon-rule group of The Traveler, not The Traveler.
fn topic_card(record: &Record, registry: &Registry) -> Option<String> {
    if let Some(card) = registry.lookup(&record.title) {
        return Some(card.title.clone());
    }
    let mut first = None;
    for segment in topic_segments(&record.title) {
        let card = registry.lookup(&segment).or_else(|| {
            let (before, after) = segment.split_once(" - ")?;
            registry
                .lookup(after)
                .is_none()
                .then(|| registry.lookup(before))
                .flatten()
        })?;
        first.get_or_insert_with(|| card.title.clone());
    }
    first
}

/// Each type a record's text gives a card it names, with the words that give
/// it: the card's title or alias as written, beside a type word.
fn phrases(record: &Record, registry: &Registry) -> Vec<(String, CardType, String)> {
    let text = &*record.text;
    names_in(record, registry)
        .filter_map(|(title, at, end)| {
            let (kind, says) = beside(text, at, end)?;
            Some((title, kind, says))
        })
        .collect()
}

/// Each place of `record`'s text where a card it names is written (by its
/// title or an alias, at word boundaries): the card's title, and where the
/// name starts and ends.
fn names_in<'r>(
    record: &'r Record,
    registry: &'r Registry,
) -> impl Iterator<Item = (String, usize, usize)> + 'r {
    let text = &*record.text;
    let cards = record
        .cards
        .iter()
        .filter_map(|title| registry.lookup(title));
    cards.flat_map(move |card| {
        let names = std::iter::once(&card.title).chain(&card.aliases);
        names.flat_map(move |name| {
            text.match_indices(name.as_str())
                .filter_map(move |(at, _)| {
                    let end = at + name.len();
                    let bounded = text[..at]
                        .chars()
                        .next_back()
                        .is_none_or(|c| !c.is_alphanumeric())
                        && text[end..]
                            .chars()
                            .next()
                            .is_none_or(|c| !c.is_alphanumeric());
                    bounded.then(|| (card.title.clone(), at, end))
                })
        })
    })
}

/// Each type a record's text tells a card it names is played as, with the
/// words that tell it: "played as" and a type after its name in the same
/// sentence ("the Time Travel Pod is an Artifact that says it is "played
/// once as an Interrupt card""), or before it, the card an example of what
/// is played so ("Artifacts played as an Event," such as a Kurlan Naiskos").
fn played_as(record: &Record, registry: &Registry) -> Vec<(String, CardType, String)> {
    let text = &*record.text;
    names_in(record, registry)
        .filter_map(|(title, at, end)| {
            let sentence_end = text[end..]
                .find(['.', '?', '!', ';'])
                .map_or(text.len(), |stop| end + stop);
            let told = PLAYED_AS_AFTER
                .captures(&text[end..sentence_end])
                .or_else(|| PLAYED_AS_BEFORE.captures(&text[..at]))?;
            let kind = CardType::named(&told[1])?;
            Some((title, kind, crate::normalize::collapse_spaces(&told[0])))
        })
        .collect()
}

/// "played as" and a type right after a name, or after what the name is
/// and what it says of itself: " is an Artifact that says it is "played once
/// as an Interrupt". Words of another subject between ("Kevin can only
/// nullify Events or "Artifacts played as an Event"") tell nothing of it.
static PLAYED_AS_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?i)^(?:\s+is an? [\w-]+(?: that)?)?(?:\s+(?:says|reads)(?: that)? it is)?\s+"?played (?:once )?as an? (event|interrupt)\b"#)
        .expect("played-as pattern is a valid regular expression")
});

/// "played as" and a type, and an example's opening right before a name:
/// "played as an Event," such as a ".
static PLAYED_AS_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?i)\bplayed (?:once )?as an? (event|interrupt)\b[",]*\s+such as (?:an? )?$"#)
        .expect("played-as pattern is a valid regular expression")
});

/// The type a passage titled with a card gives it by calling it "this"
/// and a type word ("This doorway does not allow ..." in the Current
/// Rulings' Temporal Micro-Wormhole; "When this incident is in play" in
/// Strategema's), with those words.
fn this_of_its_type(record: &Record, registry: &Registry) -> Option<(String, CardType, String)> {
    let card = registry.lookup(&record.title)?;
    let found = THIS_TYPE.captures(&record.text)?;
    let kind = CardType::named(&found[1].to_lowercase())?;
    Some((card.title.clone(), kind, found[0].to_string()))
}

/// The type a passage whose topic is a type ("DILEMMAS", "Interrupts")
/// gives each card that opens one of its entries with a dash: "Parallel
/// Romance -- Assuming you have a male and female present", "Q: Q2 -- If my
/// opponent has enough ...". The words given are the topic and the entry's
/// opening.
fn entries_under_a_type(record: &Record, registry: &Registry) -> Vec<(String, CardType, String)> {
    let Some(kind) = CardType::named(record.title.trim()) else {
        return Vec::new();
    };
    ENTRY
        .captures_iter(&record.text)
        .filter_map(|found| {
            let opening = found.get(1)?.as_str();
            let card = registry.lookup(opening)?;
            Some((
                card.title.clone(),
                kind,
                format!("{}: {opening} --", record.title),
            ))
        })
        .collect()
}

/// An entry opened with a name and a dash, at the start of a line, a
/// sentence, a question or answer, or a numbered part: the name in group 1.
static ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?m)(?:^|[.?!"]\s+)(?:[QA]:\s+)?(?:\d\)\s+)?([A-Z][^.?!\n]{0,50}?)\s+--\s"#)
        .expect("entry pattern is a valid regular expression")
});

/// "This" or "this" and a type word in the singular: "This doorway".
static THIS_TYPE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\bthis ({})\b", *SINGULAR_TYPE))
        .expect("type patterns are valid regular expressions")
});

/// The type the words around the name at `at..end` of `text` give it, with
/// those words.
fn beside(text: &str, at: usize, end: usize) -> Option<(CardType, String)> {
    let before = &text[..at];
    let said = |from: usize, to: usize| crate::normalize::collapse_spaces(&text[from..to]);
    if let Some(after) = AFTER.captures(&text[end..]) {
        let parenthesis = text[end..].trim_start().starts_with('(');
        // Right after a name, a capitalized word goes on with a name ("the
        // Hugh Incident"); in parentheses or after "is a", it is the type.
        let continues_a_name = after[2].starts_with(char::is_uppercase)
            && !parenthesis
            && after.name("is").is_none()
            && !THE_WORD_CARD.is_match(&text[end + after[0].len()..]);
        if (!parenthesis || after.get(3).is_some()) && !continues_a_name {
            let kind = CardType::named(&after[2])?;
            return Some((kind, said(at, end + after[0].len())));
        }
    }
    if let Some(found) = DASHED_ENTRY.captures(&text[end..]) {
        return Some((CardType::named(&found[1])?, said(at, end + found[0].len())));
    }
    if let Some(found) = BEFORE.captures(before) {
        let start = found.get(0).map_or(at, |m| m.start());
        return Some((CardType::named(&found[1])?, said(start, end)));
    }
    if let Some(found) = ENCOUNTERS.find(before) {
        return Some((CardType::Dilemma, said(found.start(), end)));
    }
    such_as(before).map(|(kind, start)| (kind, said(start, end)))
}

/// The plural type and where its words start, when `before` ends in "TYPES
/// such as" or "TYPES like", and perhaps other names of the same list after
/// them, all within one clause; or in a type and such a list opening a
/// parenthesis ("a dilemma (such as Punishment Zone or").
fn such_as(before: &str) -> Option<(CardType, usize)> {
    let cut = before.rfind(['.', ';', '?', '!', '(', ')', ':']);
    let clause = cut.map_or(0, |at| at + 1);
    if let Some(found) = SUCH_AS.captures_iter(&before[clause..]).last() {
        let whole = found.get(0)?;
        if !only_names_between(&before[clause + whole.end()..]) {
            return None;
        }
        let word = found.get(1).or_else(|| found.get(2))?;
        return Some((CardType::named(word.as_str())?, clause + whole.start()));
    }
    let open = cut.filter(|&at| before[at..].starts_with('('))?;
    let found = TYPE_OPENING_A_PARENTHESIS.captures(&before[..=open])?;
    let listing = LISTING.find(&before[clause..])?;
    if !only_names_between(&before[clause + listing.end()..]) {
        return None;
    }
    Some((CardType::named(&found[1])?, found.get(0)?.start()))
}

/// Whether what stands between a list's opening words and a name is only
/// other names of the list ([`NAMES_LISTED`]), or nothing.
fn only_names_between(between: &str) -> bool {
    between.is_empty() || NAMES_LISTED.is_match(between)
}

/// A type word right before an opening parenthesis: "a dilemma (".
static TYPE_OPENING_A_PARENTHESIS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)\b({})\s*\($", *TYPE_WORD))
        .expect("type patterns are valid regular expressions")
});

/// The words that open a list of examples: "such as", "like".
static LISTING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^\s*(?:such as|like)\s+")
        .expect("listing pattern is a valid regular expression")
});

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str, name: &str) -> Option<CardType> {
        let at = text.find(name).unwrap();
        beside(text, at, at + name.len()).map(|(kind, _)| kind)
    }

    #[test]
    fn a_type_word_beside_a_name_gives_its_type() {
        assert_eq!(
            kind("Hugh answers a Borg Ship dilemma.", "Borg Ship"),
            Some(CardType::Dilemma)
        );
        assert_eq!(
            kind("You may play the Interrupt Amanda Rogers.", "Amanda Rogers"),
            Some(CardType::Interrupt)
        );
        assert_eq!(
            kind("Then Red Alert (Event) is in play.", "Red Alert"),
            Some(CardType::Event)
        );
        assert_eq!(
            kind("Hugh is a personnel.", "Hugh"),
            Some(CardType::Personnel)
        );
        let listed = "Interrupts such as Amanda Rogers, Hail or Kevin Uxbridge may be played.";
        for name in ["Amanda Rogers", "Hail", "Kevin Uxbridge"] {
            assert_eq!(kind(listed, name), Some(CardType::Interrupt), "{name}");
        }
        assert_eq!(kind("Play Hugh on a ship.", "Hugh"), None);
        assert_eq!(kind("Then Hail interrupts the move.", "Hail"), None);
        assert_eq!(kind("Hugh (a Borg) is here.", "Hugh"), None);
        assert_eq!(
            kind("Since the Hugh Incident, the Borg split.", "Hugh"),
            None
        );
        assert_eq!(
            kind("Amanda Rogers is an Interrupt.", "Amanda Rogers"),
            Some(CardType::Interrupt)
        );
    }

    #[test]
    fn a_type_word_near_a_name_in_other_phrasings_gives_its_type() {
        let entry = "Unclear Cards -- Loss of Orbital Stability -- this Interrupt says \"Ship can't move.\"";
        assert_eq!(
            kind(entry, "Loss of Orbital Stability"),
            Some(CardType::Interrupt)
        );
        assert_eq!(
            kind(
                "Plasma Creatures -- If not overcome, this dilemma is played on the table.",
                "Plasma Creatures"
            ),
            Some(CardType::Dilemma)
        );
        assert_eq!(
            kind(
                "Hugh -- It is played on a ship. Then this dilemma ends.",
                "Hugh"
            ),
            None
        );
        assert_eq!(
            kind(
                "the use of the Long-Range Scan Interrupt card",
                "Long-Range Scan"
            ),
            Some(CardType::Interrupt)
        );
        let wall =
            "The \"wall\" Dilemmas, such as Impassible Door and Matriarchal Society, fall here.";
        for name in ["Impassible Door", "Matriarchal Society"] {
            assert_eq!(kind(wall, name), Some(CardType::Dilemma), "{name}");
        }
        let during = "even during a dilemma (such as Punishment Zone or Portal Guard).";
        for name in ["Punishment Zone", "Portal Guard"] {
            assert_eq!(kind(during, name), Some(CardType::Dilemma), "{name}");
        }
        // After a comma, "like" may speak of the words before the type.
        assert_eq!(
            kind(
                "Are cards which modify the Cunning of Personnel, like Yellow Alert, counted?",
                "Yellow Alert"
            ),
            None
        );
        assert_eq!(
            kind(
                "cards played on your own ship, such as Auto-Destruct",
                "Auto-Destruct"
            ),
            None
        );
        assert_eq!(
            kind(
                "shot by something (such as Punishment Zone)",
                "Punishment Zone"
            ),
            None
        );
    }

    #[test]
    fn an_entry_under_a_topic_named_for_a_type_is_a_card_of_it() {
        let mut registry = Registry::default();
        for title in ["Hugh", "Parallel Romance", "Q2"] {
            registry.cards.push(super::super::Card {
                title: title.to_string(),
                ..Default::default()
            });
        }
        let record = |title: &str, text: &str| super::super::tests::faq(title, text);
        let dilemmas = record(
            "DILEMMAS",
            "A: Some have none. Parallel Romance -- Assuming you have a male and female present, this cannot be avoided.",
        );
        let found = entries_under_a_type(&dilemmas, &registry);
        assert_eq!(
            found,
            vec![(
                "Parallel Romance".to_string(),
                CardType::Dilemma,
                "DILEMMAS: Parallel Romance --".to_string()
            )]
        );
        let interrupts = record(
            "Interrupts",
            "Q: Q2 -- If my opponent has enough, can I play Q2?",
        );
        assert_eq!(
            entries_under_a_type(&interrupts, &registry)[0].1,
            CardType::Interrupt
        );
        // Under a topic that is no type, or a dash inside a sentence.
        let topic = record("HUGH", "Q: Hugh -- what does he do?");
        assert!(entries_under_a_type(&topic, &registry).is_empty());
        let inside = record("Interrupts", "Q: Can I play it with Hugh -- and Q2?");
        assert!(entries_under_a_type(&inside, &registry).is_empty());
    }

    #[test]
    fn what_a_card_is_told_it_is_played_as_is_read_beside_its_name() {
        let mut registry = Registry::default();
        for title in ["Kevin Uxbridge", "Kurlan Naiskos", "Time Travel Pod"] {
            registry.cards.push(super::super::Card {
                title: title.to_string(),
                ..Default::default()
            });
        }
        let record = |text: &str| {
            let mut record = super::super::tests::faq("X", text);
            record.cards = vec![
                "Kevin Uxbridge".to_string(),
                "Kurlan Naiskos".to_string(),
                "Time Travel Pod".to_string(),
            ];
            record
        };
        let told = |text: &str| {
            played_as(&record(text), &registry)
                .into_iter()
                .map(|(title, kind, _)| (title, kind))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            told("But the Time Travel Pod is an Artifact that says it is \"played once as an Interrupt card on any ship.\""),
            vec![("Time Travel Pod".to_string(), CardType::Interrupt)]
        );
        assert_eq!(
            told("A: No. Kevin Uxbridge can only nullify Events or \"Artifacts played as an Event,\" such as a Kurlan Naiskos."),
            vec![("Kurlan Naiskos".to_string(), CardType::Event)]
        );
        assert!(told("Time Travel Pod lets you travel. It is played as an Event.").is_empty());
    }

    #[test]
    fn what_is_encountered_is_a_dilemma() {
        assert_eq!(
            kind("Your Away Team encounters Nausicaans.", "Nausicaans"),
            Some(CardType::Dilemma)
        );
        assert_eq!(
            kind("When a ship encountering a Borg Ship ...", "Borg Ship"),
            Some(CardType::Dilemma)
        );
        assert_eq!(
            kind("The encounter with Nausicaans ends.", "Nausicaans"),
            None
        );
    }
}

//! The card registry: every card title the corpus names, learnt from the documents.
//!
//! Names come from structure first (FAQ link markup and upper-case topics, Current
//! Rulings entry titles, links and bold references, Glossary entry titles) and
//! are kept only when the documents write them the way card titles are written:
//! capitalized, in running text or markup, and not a game term ("General",
//! "Federation", "Planet"). The registry then finds those titles in every
//! record's text.

use std::collections::{BTreeMap, HashMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::normalize::{name_key, straighten};
use crate::record::{Record, RecordKind, Source};

/// Game terms, card types, affiliations and section names: never card titles on
/// their own, however they are capitalized.
const GAME_TERMS: &[&str] = &[
    "a",
    "action",
    "actions",
    "affiliation",
    "alternate universe",
    "an",
    "and",
    "android",
    "androids",
    "artifact",
    "artifacts",
    "attack",
    "au",
    "away team",
    "away teams",
    "bajoran",
    "battle",
    "beaming",
    "borg",
    "capitalized skills",
    "card",
    "cardassian",
    "cards",
    "cloaking",
    "current rulings",
    "decipher",
    "dilemma",
    "dilemmas",
    "docking",
    "dominion",
    "doorway",
    "doorways",
    "equipment",
    "event",
    "events",
    "example",
    "facilities",
    "facility",
    "faq",
    "federation",
    "ferengi",
    "general",
    "glossary",
    "hologram",
    "holograms",
    "i",
    "if",
    "interrupt",
    "interrupts",
    "it",
    "klingon",
    "klingons",
    "leaders",
    "mission",
    "missions",
    "movement",
    "neutral",
    "no",
    "non aligned",
    "note",
    "objective",
    "objectives",
    "outpost",
    "outposts",
    "personnel",
    "phase",
    "planet",
    "q",
    "repair",
    "reporting",
    "romulan",
    "romulans",
    "rules",
    "ship",
    "ships",
    "space",
    "staffing",
    "star trek",
    "tactic",
    "the",
    "then",
    "this",
    "timing",
    "treaties",
    "turn",
    "yes",
    "you",
];

/// Small words that may stay lower-case inside a card title ("Gaps in Normal Space").
const TITLE_SMALL_WORDS: &[&str] = &[
    "a", "an", "and", "at", "by", "de", "for", "from", "in", "into", "of", "on", "or", "the", "to",
    "with",
];

/// One card the corpus names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// The canonical spelling ("Amanda Rogers", "The Art of Diplomacy").
    pub title: String,
    /// Other spellings the documents use ("AMANDA ROGERS", "Art of Diplomacy, The").
    pub aliases: Vec<String>,
    /// Where the title was learnt ("faq topic", "faq link", "rulings title", ...).
    pub seen: Vec<String>,
    /// The titles of its colon-rule group, itself included, bare title first.
    #[serde(default)]
    pub group: Vec<String>,
    /// The bare title the group is named after.
    #[serde(default)]
    pub bare: String,
}

/// Every card the corpus names, with lookup by name.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Registry {
    /// The cards, sorted by title.
    pub cards: Vec<Card>,
}

/// A candidate name and where it was seen, before it is accepted as a card.
#[derive(Debug, Default)]
struct Candidate {
    spellings: BTreeMap<String, usize>,
    seen: HashSet<String>,
}

impl Registry {
    /// Learns the registry from parsed records.
    pub fn learn(records: &[Record]) -> Registry {
        let usage = Usage::of(records);
        let mut candidates: BTreeMap<String, Candidate> = BTreeMap::new();
        for record in records {
            for (name, how) in structural_names(record) {
                add_candidate(&mut candidates, &name, how);
            }
        }
        let mut cards = Vec::new();
        for (key, candidate) in candidates {
            if let Some(card) = accept(&key, &candidate, &usage) {
                cards.push(card);
            }
        }
        cards.sort_by(|a, b| a.title.cmp(&b.title));
        cards.dedup_by(|a, b| a.title == b.title);
        let mut registry = Registry { cards };
        crate::link::groups::assign(&mut registry);
        registry
    }

    /// The card a name refers to: its title or an alias, compared by [`name_key`].
    pub fn lookup(&self, name: &str) -> Option<&Card> {
        let key = title_key(name);
        self.cards.iter().find(|card| {
            title_key(&card.title) == key || card.aliases.iter().any(|a| title_key(a) == key)
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
    let key = name_key(name);
    let key = key.strip_prefix("the ").unwrap_or(&key).to_string();
    key.strip_suffix(" the").unwrap_or(&key).to_string()
}

/// "Art of Diplomacy, The" -> "The Art of Diplomacy"; other names unchanged.
pub fn uninvert(name: &str) -> String {
    match name.trim().strip_suffix(", The") {
        Some(rest) => format!("The {rest}"),
        None => name.trim().to_string(),
    }
}

fn add_candidate(candidates: &mut BTreeMap<String, Candidate>, name: &str, how: &str) {
    let name = clean_name(name);
    let key = title_key(&name);
    if key.is_empty() || GAME_TERMS.contains(&key.as_str()) {
        return;
    }
    let candidate = candidates.entry(key).or_default();
    *candidate.spellings.entry(name).or_insert(0) += 1;
    candidate.seen.insert(how.to_string());
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
fn structural_names(record: &Record) -> Vec<(String, &'static str)> {
    let mut names = Vec::new();
    match (record.source, record.kind) {
        (Source::Faq, RecordKind::Question | RecordKind::CrossReference) => {
            for segment in topic_segments(&record.title) {
                names.push((segment, "faq topic"));
            }
        }
        (Source::Rulings, RecordKind::Entry) if is_title_case(&record.title) => {
            names.push((uninvert(&record.title), "rulings title"));
            if record.title.ends_with(", The") {
                names.push((record.title.clone(), "rulings title"));
            }
        }
        (Source::Glossary, _) if !record.title_inferred && is_title_case(&record.title) => {
            names.push((record.title.clone(), "glossary title"));
        }
        _ => {}
    }
    let how = match record.source {
        Source::Faq => "faq link",
        Source::Rulings => "rulings reference",
        Source::Glossary => "glossary reference",
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
/// cards; lower-case connectives ("and", "or", "vs.") separate names.
fn topic_segments(topic: &str) -> Vec<String> {
    let mut segments = Vec::new();
    let mut current: Vec<&str> = Vec::new();
    for word in topic.split_whitespace() {
        let letters: String = word.chars().filter(|c| c.is_alphabetic()).collect();
        let upper = !letters.is_empty() && letters.chars().all(|c| c.is_uppercase());
        if upper || (letters.is_empty() && !current.is_empty()) {
            current.push(word);
        } else if !current.is_empty() {
            segments.push(current.join(" "));
            current.clear();
        }
    }
    if !current.is_empty() {
        segments.push(current.join(" "));
    }
    segments
        .into_iter()
        .flat_map(|s| s.split(':').next().map(str::to_string))
        .chain(topic.contains(':').then(|| topic.to_string()))
        .filter(|s| s.chars().any(char::is_alphabetic))
        .collect()
}

/// True when every word of a name starts with a capital or a digit, small words aside.
fn is_title_case(name: &str) -> bool {
    let words: Vec<&str> = name.split_whitespace().collect();
    !words.is_empty()
        && words.first().is_some_and(|w| starts_capital(w))
        && words
            .iter()
            .all(|w| starts_capital(w) || TITLE_SMALL_WORDS.contains(&w.to_lowercase().as_str()))
}

fn starts_capital(word: &str) -> bool {
    word.trim_start_matches(|c: char| !c.is_alphanumeric())
        .chars()
        .next()
        .is_some_and(|c| c.is_uppercase() || c.is_ascii_digit())
}

/// How the corpus writes each name in running text: the capitalized spellings seen
/// in the middle of a sentence, by key.
struct Usage {
    mixed_case: HashMap<String, BTreeMap<String, usize>>,
}

impl Usage {
    /// Collects every capitalized run of up to six words that follows a lower-case word,
    /// a comma or an opening quote, across all records.
    fn of(records: &[Record]) -> Usage {
        let mut mixed_case: HashMap<String, BTreeMap<String, usize>> = HashMap::new();
        for record in records {
            for run in capitalized_runs(&record.text) {
                for name in sub_names(&run) {
                    let key = title_key(&name);
                    *mixed_case.entry(key).or_default().entry(name).or_insert(0) += 1;
                }
            }
        }
        Usage { mixed_case }
    }

    /// The most common mixed-case spelling of a key, if the corpus writes it so.
    fn spelling(&self, key: &str) -> Option<&str> {
        let spellings = self.mixed_case.get(key)?;
        spellings
            .iter()
            .filter(|(s, _)| s.chars().any(char::is_lowercase))
            .max_by_key(|(_, n)| **n)
            .map(|(s, _)| s.as_str())
    }
}

/// Runs of capitalized words in mid-sentence position.
fn capitalized_runs(text: &str) -> Vec<Vec<String>> {
    let straight = straighten(text);
    let mut runs = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut previous_ends_sentence = true;
    for raw in straight.split_whitespace() {
        let word = raw.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'' && c != '-');
        let word = word.trim_end_matches("'s").trim_matches('\'');
        let capital = starts_capital(word) && word.chars().any(char::is_alphabetic);
        let small = TITLE_SMALL_WORDS.contains(&word) && !current.is_empty();
        if (capital && (!previous_ends_sentence || !current.is_empty())) || small {
            current.push(word.to_string());
        } else {
            flush_run(&mut current, &mut runs);
        }
        let closes = raw.ends_with(['.', '?', '!', ':', ';', ')', ','])
            || raw.ends_with("\"")
            || raw.starts_with('(');
        if closes {
            flush_run(&mut current, &mut runs);
        }
        previous_ends_sentence = raw.ends_with(['.', '?', '!', ':']) || raw.starts_with('"');
    }
    flush_run(&mut current, &mut runs);
    runs
}

fn flush_run(current: &mut Vec<String>, runs: &mut Vec<Vec<String>>) {
    while current
        .last()
        .is_some_and(|w| TITLE_SMALL_WORDS.contains(&w.as_str()))
    {
        current.pop();
    }
    if !current.is_empty() {
        runs.push(std::mem::take(current));
    }
    current.clear();
}

/// Every contiguous sub-sequence of a run, as a name (runs are short).
fn sub_names(run: &[String]) -> Vec<String> {
    let mut names = Vec::new();
    for start in 0..run.len() {
        for end in start + 1..=run.len().min(start + 6) {
            names.push(run[start..end].join(" "));
        }
    }
    names
}

/// Accepts a candidate as a card, choosing its canonical spelling.
fn accept(key: &str, candidate: &Candidate, usage: &Usage) -> Option<Card> {
    let structural_mixed = candidate
        .spellings
        .iter()
        .filter(|(s, _)| s.chars().any(char::is_lowercase))
        .max_by_key(|(_, n)| **n)
        .map(|(s, _)| s.clone());
    let from_links = candidate.seen.iter().any(|s| s != "faq topic");
    let title = match (structural_mixed, usage.spelling(key)) {
        (Some(spelling), _) if from_links => spelling,
        (_, Some(spelling)) => spelling.to_string(),
        (Some(spelling), None) => spelling,
        (None, None) => return None,
    };
    let title = uninvert(&title);
    let mut aliases: Vec<String> = candidate
        .spellings
        .keys()
        .filter(|s| **s != title)
        .cloned()
        .collect();
    aliases.sort();
    let mut seen: Vec<String> = candidate.seen.iter().cloned().collect();
    seen.sort();
    Some(Card {
        title,
        aliases,
        seen,
        group: Vec::new(),
        bare: String::new(),
    })
}

/// Finds registry names in text by longest match over words.
struct Matcher<'a> {
    registry: &'a Registry,
    names: HashMap<String, usize>,
    longest: usize,
}

impl<'a> Matcher<'a> {
    fn new(registry: &'a Registry) -> Matcher<'a> {
        let mut names = HashMap::new();
        let mut longest = 1;
        for (index, card) in registry.cards.iter().enumerate() {
            for name in std::iter::once(&card.title).chain(card.aliases.iter()) {
                let key = name_key(name);
                longest = longest.max(key.split(' ').count());
                names.entry(key).or_insert(index);
            }
        }
        Matcher {
            registry,
            names,
            longest,
        }
    }

    fn find(&self, text: &str) -> Vec<String> {
        let straight = straighten(text);
        let words: Vec<&str> = straight.split_whitespace().collect();
        let mut found: Vec<String> = Vec::new();
        let mut start = 0;
        while start < words.len() {
            let mut matched = 0;
            for len in (1..=self.longest.min(words.len() - start)).rev() {
                let span = &words[start..start + len];
                if !starts_capital(span[0]) || !starts_capital(span[len - 1]) {
                    continue;
                }
                if let Some(&index) = self.names.get(&name_key(&span.join(" "))) {
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

/// Sets `cards` on every record: its topic or title when that is a card, the
/// cards its markup references, and the cards named in its text.
pub fn attach(records: &mut [Record], registry: &Registry) {
    let matcher = Matcher::new(registry);
    for record in records.iter_mut() {
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
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let registry = Registry {
            cards: vec![card("Kevin Uxbridge"), card("Kevin Uxbridge: Convergence")],
        };
        assert_eq!(
            registry.find_in("Calamarain is immune to Kevin Uxbridge: Convergence."),
            vec!["Kevin Uxbridge: Convergence"]
        );
        assert!(registry.find_in("kevin uxbridge in lower case").is_empty());
    }
}

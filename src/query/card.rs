//! `rulings card NAME`: a card, its colon-rule group and every ruling about it.
//!
//! NAME is matched forgivingly: case, quotes, dashes and a leading "The" do not
//! matter, and a small typo ("amanda rodgers") still finds the card. When several
//! cards fit equally well the answer lists them instead of guessing.

use std::collections::HashMap;

use serde::Serialize;

use tantivy::query::{BooleanQuery, Occur, Query, TermQuery};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use crate::analyze::tokens;
use crate::date::Date;
use crate::error::Result;
use crate::lexicon::Concept;
use crate::link::cards::lookup::{letter_class, CardIndex, KeyShape, Named};
use crate::link::cards::{title_key, Seen};
/// A card's type and its evidence, as answers carry it.
pub use crate::link::cards::{TypeEvidence, TypeFacts};
use crate::link::groups::{bare_title, reason};
use crate::normalize::fold;
use crate::query::view::{Scope, View};
use crate::record::{Record, Source};

/// A member of the card's group and why it belongs.
#[derive(Debug, Clone, Serialize)]
pub struct Member {
    /// The member's title.
    pub title: String,
    /// Why it is in the group.
    pub reason: String,
}

/// A ruling about the card, with the member it concerns.
#[derive(Debug, Clone, Serialize)]
pub struct CardRuling {
    /// The record.
    #[serde(flatten)]
    pub record: Record,
    /// The group member(s) the ruling names.
    pub members: Vec<String>,
    /// True when the ruling names another member of the group, not the card asked for.
    pub via_group: bool,
}

/// The answer to `rulings card`.
#[derive(Debug, Clone, Serialize)]
pub struct CardAnswer {
    /// The documents the answer drew on.
    #[serde(flatten)]
    pub scope: Scope,
    /// The name as typed.
    pub query: String,
    /// The canonical title, or null when no card (or several) fit.
    pub card: Option<String>,
    /// The card's type, with the evidence for it (nothing when no card fits).
    #[serde(flatten)]
    pub typed: TypeFacts,
    /// The titles of the colon-rule group, the card itself included.
    pub group: Vec<String>,
    /// Each member and why it belongs.
    pub members: Vec<Member>,
    /// Every ruling about any member, newest authority first, document order within.
    pub rulings: Vec<CardRuling>,
    /// Rulings that discuss the grouping of this card itself (the colon rule).
    pub grouping: Vec<Record>,
    /// Where documents disagree about the group.
    pub differences: Vec<Difference>,
    /// Other cards that fit the name (when `card` is null: the choices).
    pub candidates: Vec<String>,
}

/// A typed name's key, compared with many names' keys for a typo.
struct Typed<'a> {
    key: &'a str,
    chars: Vec<char>,
    /// How many of its characters fall in each of [`LetterCounts`]'s classes.
    letters: LetterCounts,
    /// Its length and letter classes, to pass over far keys by theirs.
    shape: KeyShape,
    /// The most edits that still count as a typo: none in a name of up to three
    /// letters, one up to seven, else two.
    allowed: usize,
}

impl<'a> Typed<'a> {
    fn new(key: &'a str) -> Typed<'a> {
        let chars: Vec<char> = key.chars().collect();
        let allowed = match chars.len() {
            0..=3 => 0,
            4..=7 => 1,
            _ => 2,
        };
        Typed {
            key,
            letters: LetterCounts::of(&chars),
            shape: KeyShape::of(key),
            chars,
            allowed,
        }
    }

    /// How well a card with these names' keys fits: lower is better; `None`
    /// when no name is within a typo.
    fn fit(&self, keys: &[&str]) -> Option<usize> {
        keys.iter().filter_map(|key| self.distance(key)).min()
    }

    /// The edit distance to `key`, when it is within a typo.
    fn distance(&self, key: &str) -> Option<usize> {
        if key == self.key {
            return Some(0);
        }
        // Most keys are ASCII: compared as bytes, without decoding.
        if key.is_ascii() && self.key.is_ascii() {
            return self.within(self.key.as_bytes(), key.as_bytes());
        }
        let key: Vec<char> = key.chars().collect();
        self.within(&self.chars, &key)
    }

    /// The edit distance between two names, when it is within a typo.
    fn within<T: PartialEq + Copy + Into<u32>>(&self, typed: &[T], key: &[T]) -> Option<usize> {
        // The distance is at least the difference in length, and in letters
        // (the cheaper of the two told first).
        if typed.len().abs_diff(key.len()) > self.allowed
            || self.letters.difference(key) > self.allowed
        {
            return None;
        }
        distance_within(typed, key, self.allowed)
    }
}

/// How many characters (or bytes) of a name fall in each of the 32
/// [`letter_class`]es. Two names whose counts differ by more than
/// some number on one side are more than that many edits apart, which is
/// cheaper to tell than the edit distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LetterCounts([i32; 32]);

impl LetterCounts {
    fn of<T: Copy + Into<u32>>(name: &[T]) -> LetterCounts {
        let mut counts = [0; 32];
        for &unit in name {
            counts[letter_class(unit)] += 1;
        }
        LetterCounts(counts)
    }

    /// A lower bound of the edit distance between the counted name and `other`.
    fn difference<T: Copy + Into<u32>>(&self, other: &[T]) -> usize {
        let mut counts = self.0;
        for &unit in other {
            counts[letter_class(unit)] -= 1;
        }
        let (mut more, mut fewer) = (0, 0);
        for count in counts {
            if count > 0 {
                more += count;
            } else {
                fewer -= count;
            }
        }
        more.max(fewer) as usize
    }
}

/// The Levenshtein distance between `a` and `b` when it is at most `allowed`;
/// the rows stop as soon as every way through them costs more.
fn distance_within<T: PartialEq>(a: &[T], b: &[T], allowed: usize) -> Option<usize> {
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        current[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != cb);
            current[j + 1] = (previous[j] + cost)
                .min(previous[j + 1] + 1)
                .min(current[j] + 1);
        }
        std::mem::swap(&mut previous, &mut current);
        if previous.iter().min().is_some_and(|&least| least > allowed) {
            return None;
        }
    }
    Some(previous[b.len()]).filter(|&d| d <= allowed)
}

/// The places in `cards` (each a title and the [`title_key`]s of its names) of
/// the cards a typed name may mean, best first: exact matches, then near ones,
/// then cards whose title contains every typed word.
fn best_matches(cards: &[(&str, Vec<&str>)], name: &str) -> Vec<usize> {
    let key = title_key(name);
    if key.is_empty() {
        return Vec::new();
    }
    // A name that is some card's exactly needs no edit distances.
    let mut scored: Vec<(usize, usize)> =
        places_where(cards, |_, keys| keys.contains(&key.as_str()).then_some(0));
    if scored.is_empty() {
        let typed = Typed::new(&key);
        scored = places_where(cards, |_, keys| typed.fit(keys));
    }
    if scored.is_empty() {
        let words: Vec<&str> = key.split(' ').collect();
        scored = places_where(cards, |title, _| {
            holds_every_word(&title_key(title), &words).then_some(9)
        });
    }
    scored.sort_by_key(|&(d, place)| (d, cards[place].0.len(), cards[place].0));
    let best = scored.first().map(|&(d, _)| d);
    scored
        .into_iter()
        .filter(|&(d, _)| Some(d) == best)
        .map(|(_, place)| place)
        .collect()
}

/// True when every one of `words` is a word of the keyed name `key`.
fn holds_every_word(key: &str, words: &[&str]) -> bool {
    let key_words: Vec<&str> = key.split(' ').collect();
    words.iter().all(|w| key_words.contains(w))
}

/// The score and place of each card that `fits` scores.
fn places_where(
    cards: &[(&str, Vec<&str>)],
    fits: impl Fn(&str, &[&str]) -> Option<usize>,
) -> Vec<(usize, usize)> {
    cards
        .iter()
        .enumerate()
        .filter_map(|(place, (title, keys))| fits(title, keys).map(|d| (d, place)))
        .collect()
}

/// Answers `rulings card NAME` from the records of `view`: the card by its
/// names, its rulings by the records naming a member of its group.
pub fn card(view: &View, name: &str) -> Result<CardAnswer> {
    let matches = matching_cards(view.cards()?, name);
    Ok(match choose(matches) {
        Ok(card) => {
            let naming = view.records_naming(&card.members)?;
            let typed = view.cards()?.type_facts(&card.title);
            answer(view.scope(), name, card, typed, naming, || dash_rules(view))?
        }
        Err(candidates) => unresolved(view.scope(), name, candidates),
    })
}

/// `name` without the word "card" or "cards" it ends with, if it does and
/// something stands before it.
pub(crate) fn before_the_word_card(name: &str) -> Option<&str> {
    let name = name.trim();
    let (bare, last) = name.rsplit_once(' ')?;
    (last.eq_ignore_ascii_case("card") || last.eq_ignore_ascii_case("cards"))
        .then(|| bare.trim_end())
        .filter(|bare| !bare.is_empty())
}

/// The cards a typed name may mean, best first: exact matches, then near ones,
/// then cards whose title contains every typed word. A name typed with the
/// word "card" after it ("the Smoke Bomb card") is the card the name before
/// it is, when that is a card's name and the whole is none.
pub fn matching_cards(cards: &CardIndex, name: &str) -> Vec<Named> {
    // Each key names one card, so a name that is a key needs no other card.
    let typed = title_key(name);
    match cards
        .named_by_key(&typed)
        .or_else(|| {
            let bare = before_the_word_card(name)?;
            cards.named_by_key(&title_key(bare))
        })
        .or_else(|| before_its_number(cards, &typed))
        .or_else(|| cards.named_by_initials(name.trim()))
    {
        Some(card) => vec![card],
        None => {
            // Only keys near the name can be its nearest; with none, only cards
            // with a name holding every typed word can have such a title.
            let near_to = Typed::new(&typed);
            let near = cards.cards_by_keys_near(&near_to.shape, near_to.allowed, |key| {
                near_to.distance(key).is_some()
            });
            let found = if near.is_empty() {
                let words: Vec<&str> = typed.split(' ').collect();
                cards.cards_by_keys(|key| holds_every_word(key, &words))
            } else {
                near
            };
            best_matches(&found, name)
                .into_iter()
                .filter_map(|place| cards.named_by_key(found[place].1.first()?))
                .collect()
        }
    }
}

/// The card titled with a typed key's words before its number ("echo papa"
/// of "echo papa 607 killer drone"): the documents write some titles without
/// their number and what follows it.
fn before_its_number(cards: &CardIndex, typed: &str) -> Option<Named> {
    let words: Vec<&str> = typed.split(' ').collect();
    let number = words
        .iter()
        .position(|word| word.bytes().all(|b| b.is_ascii_digit()))?;
    (number > 0)
        .then(|| cards.named_by_key(&words[..number].join(" ")))
        .flatten()
}

/// The card a name means: the one match, or the bare title of several equally
/// good matches that are one group; else the matches, as choices.
fn choose(matches: Vec<Named>) -> std::result::Result<Named, Vec<String>> {
    let one_group = matches.first().is_some_and(|first| {
        first.members.len() > 1 && matches.iter().all(|c| c.members == first.members)
    });
    if matches.len() == 1 || one_group {
        let bare = &matches[0].members[0];
        let place = matches.iter().position(|c| &c.title == bare).unwrap_or(0);
        let mut matches = matches;
        return Ok(matches.swap_remove(place));
    }
    Err(matches.into_iter().map(|c| c.title).collect())
}

/// The answer when no one card fits the name.
fn unresolved(scope: Scope, name: &str, candidates: Vec<String>) -> CardAnswer {
    CardAnswer {
        scope,
        query: name.to_string(),
        card: None,
        typed: TypeFacts::default(),
        group: Vec::new(),
        members: Vec::new(),
        rulings: Vec::new(),
        grouping: Vec::new(),
        differences: Vec::new(),
        candidates,
    }
}

/// Documents that disagree on a card's group: an earlier ruling on the colon
/// rule treats two titles apart that a later rule on card titles groups. Worded
/// for people by [`crate::render`] (its `Display`, and its JSON as that
/// sentence).
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    /// The group's bare title.
    pub bare: String,
    /// The member joined to it by a dash.
    pub member: String,
    /// The earlier ruling, which names both.
    pub earlier: Cited,
    /// The later rule on card titles, which counts a dash as a colon.
    pub later: Cited,
}

/// A ruling as an answer cites it.
#[derive(Debug, Clone, PartialEq)]
pub struct Cited {
    /// Its id.
    pub id: String,
    /// Where to find it ("FAQ 1.3 The Colon Rule").
    pub citation: String,
    /// Its title.
    pub title: String,
    /// The kind of document it is in.
    pub source: Source,
    /// Its document's date, if known.
    pub date: Option<Date>,
}

impl Cited {
    /// How an answer cites `record`.
    pub fn of(record: &Record) -> Cited {
        Cited {
            id: record.id.clone(),
            citation: record.citation(),
            title: record.title.clone(),
            source: record.source,
            date: record.doc_date.clone(),
        }
    }
}

/// The answer for `card`, from the records naming a member of its group (each
/// with its place in the store, in store order); `rules` gives the rulings on
/// the colon rule that count a dash as a colon.
fn answer(
    scope: Scope,
    name: &str,
    card: Named,
    typed: TypeFacts,
    naming: Vec<(usize, Record)>,
    rules: impl FnOnce() -> Result<Vec<Record>>,
) -> Result<CardAnswer> {
    let group = card.members;
    let bare = bare_title(&card.title).0;
    let records: Vec<&Record> = naming
        .iter()
        .map(|(_, record)| record)
        .filter(|r| r.part.is_none())
        .collect();
    Ok(CardAnswer {
        scope,
        query: name.to_string(),
        members: group
            .iter()
            .map(|title| Member {
                title: title.clone(),
                reason: reason(title, &bare),
            })
            .collect(),
        rulings: rulings_about(&naming, &card.title, &group),
        grouping: grouping_rulings(&records, &group),
        differences: differences(&records, &group, &bare, rules)?,
        candidates: Vec::new(),
        card: Some(card.title),
        typed,
        group,
    })
}

/// Every record naming a member, newest authority first, document order within;
/// a question part is left out when its whole question is listed.
fn rulings_about(naming: &[(usize, Record)], title: &str, group: &[String]) -> Vec<CardRuling> {
    let mut found: Vec<(usize, CardRuling)> = naming
        .iter()
        .filter(|(_, r)| r.part.is_none())
        .filter_map(|(order, record)| {
            let members: Vec<String> = group
                .iter()
                .filter(|m| record.cards.contains(m))
                .cloned()
                .collect();
            (!members.is_empty()).then(|| {
                let via_group = !members.iter().any(|m| m == title);
                (
                    *order,
                    CardRuling {
                        record: record.clone(),
                        members,
                        via_group,
                    },
                )
            })
        })
        .collect();
    found.sort_by_key(|(order, ruling)| (std::cmp::Reverse(ruling.record.authority), *order));
    found.into_iter().map(|(_, ruling)| ruling).collect()
}

/// Records about the colon rule that name a member of the group.
fn grouping_rulings(records: &[&Record], group: &[String]) -> Vec<Record> {
    records
        .iter()
        .filter(|r| r.concepts.contains(&Concept::ColonRule))
        .filter(|r| group.iter().any(|m| r.cards.contains(m)))
        .map(|r| (*r).clone())
        .collect()
}

/// A group joined by a dash is a later reading than a colon-rule ruling of
/// the FAQ that names both titles: the difference is surfaced, not resolved,
/// citing the later rule (from `dash_rules`, read only when some ruling
/// predates it). None when the view holds no later rule.
fn differences(
    records: &[&Record],
    group: &[String],
    bare: &str,
    dash_rules: impl FnOnce() -> Result<Vec<Record>>,
) -> Result<Vec<Difference>> {
    let dashed: Vec<&String> = group
        .iter()
        .filter(|t| bare_title(t).1 == crate::link::groups::Joins::Dash)
        .collect();
    let mut pairs = Vec::new();
    for member in dashed {
        for record in records.iter().filter(|r| r.source == Source::Faq) {
            let names_both =
                record.cards.iter().any(|c| c == member) && record.cards.iter().any(|c| c == bare);
            if names_both && record.concepts.contains(&Concept::ColonRule) {
                pairs.push((member, *record));
            }
        }
    }
    if pairs.is_empty() {
        return Ok(Vec::new());
    }
    let rules = dash_rules()?;
    Ok(pairs
        .into_iter()
        .filter_map(|(member, earlier)| {
            let later = rules
                .iter()
                .filter(|rule| rule.authority > earlier.authority)
                .max_by_key(|rule| rule.authority)?;
            Some(Difference {
                bare: bare.to_string(),
                member: member.clone(),
                earlier: Cited::of(earlier),
                later: Cited::of(later),
            })
        })
        .collect())
}

/// The rulings of `view` on the colon rule that count a dash as a colon.
fn dash_rules(view: &View) -> Result<Vec<Record>> {
    let concepts = view.index().fields.concepts;
    let words = tokens(Concept::ColonRule.name()).into_iter().map(|token| {
        let term = Term::from_field_text(concepts, &token.text);
        let query: Box<dyn Query> = Box::new(TermQuery::new(term, IndexRecordOption::Basic));
        (Occur::Must, query)
    });
    let found = view.records_matching(Box::new(BooleanQuery::new(words.collect())))?;
    Ok(found
        .into_iter()
        .map(|(_, record)| record)
        .filter(|r| r.concepts.contains(&Concept::ColonRule) && fold(&r.text).contains("dash"))
        .collect())
}

/// One line of the registry listing.
#[derive(Debug, Clone, Serialize)]
pub struct ListedCard {
    /// Canonical title.
    pub title: String,
    /// Its type, with the evidence for it.
    #[serde(flatten)]
    pub typed: TypeFacts,
    /// Other spellings.
    pub aliases: Vec<String>,
    /// Colon-rule group.
    pub group: Vec<String>,
    /// Number of rulings (whole records) naming it.
    pub rulings: usize,
    /// Where it was learnt.
    pub seen: Vec<Seen>,
}

/// The registry as `rulings cards` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct Listing {
    /// Every card, by title.
    pub cards: Vec<ListedCard>,
}

/// Lists the registry with the number of rulings of `view` naming each card.
pub fn registry_listing(view: &View) -> Result<Listing> {
    let records = view.records()?;
    let mut rulings: HashMap<&str, usize> = HashMap::new();
    for record in records.iter().filter(|r| r.part.is_none()) {
        for title in &record.cards {
            *rulings.entry(title.as_str()).or_default() += 1;
        }
    }
    let cards = view
        .index()
        .store()?
        .registry
        .cards
        .iter()
        .map(|card| ListedCard {
            title: card.title.clone(),
            typed: card.typed.clone(),
            aliases: card.aliases.clone(),
            group: card.group.clone(),
            rulings: rulings.get(card.title.as_str()).copied().unwrap_or(0),
            seen: card.seen.clone(),
        })
        .collect();
    Ok(Listing { cards })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::cards::{Card, Registry};

    fn cards(titles: &[&str]) -> CardIndex {
        let mut registry = Registry::new(
            titles
                .iter()
                .map(|t| Card {
                    title: t.to_string(),
                    aliases: vec![t.to_uppercase()],
                    seen: vec![],
                    group: vec![],
                    bare: String::new(),
                    ..Card::default()
                })
                .collect(),
        );
        crate::link::groups::assign(&mut registry);
        CardIndex::of(&registry)
    }

    /// The titles [`matching_cards`] finds for `name` among `cards`.
    fn titles(cards: &CardIndex, name: &str) -> Vec<String> {
        matching_cards(cards, name)
            .into_iter()
            .map(|card| card.title)
            .collect()
    }

    #[test]
    fn a_name_typed_with_the_word_card_after_it_is_the_name() {
        let cards = cards(&["Smoke Bomb", "Wild Card", "Hugh"]);
        assert_eq!(titles(&cards, "the Smoke Bomb card"), ["Smoke Bomb"]);
        assert_eq!(titles(&cards, "hugh cards"), ["Hugh"]);
        // A title that ends with the word keeps it, typed right or near.
        let cards = self::cards(&["Wild Card", "Wild"]);
        assert_eq!(titles(&cards, "Wild Card"), ["Wild Card"]);
        assert_eq!(titles(&cards, "Wyld Card"), ["Wild Card"]);
        assert_eq!(before_the_word_card("card"), None);
    }

    #[test]
    fn small_typos_and_case_are_forgiven() {
        let cards = cards(&["Amanda Rogers", "Countermanda", "Q’s Tent"]);
        let first = |name| matching_cards(&cards, name)[0].title.clone();
        assert_eq!(first("amanda rodgers"), "Amanda Rogers");
        assert_eq!(first("QS TENT"), "Q’s Tent");
        assert_eq!(first("q's tent"), "Q’s Tent");
    }

    #[test]
    fn ambiguous_names_give_every_choice() {
        let cards = cards(&["Kevin Uxbridge", "Rishon Uxbridge"]);
        assert_eq!(matching_cards(&cards, "uxbridge").len(), 2);
    }

    #[test]
    fn edit_distances_are_counted_within_a_bound() {
        let within = |a: &str, b: &str, allowed| {
            let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
            distance_within(&a, &b, allowed)
        };
        assert_eq!(within("rogers", "rodgers", 2), Some(1));
        assert_eq!(within("", "abc", 3), Some(3));
        assert_eq!(within("", "abc", 2), None);
        assert_eq!(within("kevin uxbridge", "kevin oxbridge", 1), Some(1));
        assert_eq!(within("countermanda", "amanda rogers", 2), None);
        assert_eq!(within("rogers", "rogers", 0), Some(0));
        assert_eq!(
            Typed::new("amanda rodgers").fit(&["amanda rogers", "rogers"]),
            Some(1)
        );
        assert_eq!(Typed::new("scan").fit(&["scans", "span"]), Some(1));
        assert_eq!(Typed::new("q").fit(&["qs"]), None);
    }

    #[test]
    fn letter_counts_never_say_more_than_the_edit_distance() {
        let names = [
            "",
            "q",
            "qs",
            "scan",
            "span",
            "rogers",
            "rodgers",
            "amanda rogers",
            "countermanda",
            "kevin uxbridge",
            "kevin oxbridge",
            "uxbridge kevin",
            "incoming message",
            "incoming mesage",
            "tox uthat",
            "qs tent",
        ];
        for a in names {
            for b in names {
                let exact = distance_within(a.as_bytes(), b.as_bytes(), usize::MAX - 1);
                let bound = LetterCounts::of(a.as_bytes()).difference(b.as_bytes());
                assert!(bound <= exact.unwrap(), "{a} / {b}");
                let shape_bound = KeyShape::of(a).edits_at_least(&KeyShape::of(b));
                assert!(shape_bound <= exact.unwrap(), "{a} / {b}");
            }
        }
        assert_eq!(LetterCounts::of(b"rogers").difference(b"rodgers"), 1);
        assert_eq!(LetterCounts::of(b"abc").difference(b"xyz"), 3);
        let shape = |key| KeyShape::of(key);
        assert_eq!(shape("rogers").edits_at_least(&shape("rodgers")), 1);
        assert_eq!(shape("abc").edits_at_least(&shape("xyz")), 3);
        assert_eq!(shape("señor").edits_at_least(&shape("senor")), 1);
    }

    /// Names a user might type for a card: as written, in capitals, with a
    /// letter dropped, and its first word alone.
    fn typed_names(name: &str) -> Vec<String> {
        let mut names = vec![name.to_string(), name.to_uppercase()];
        let chars: Vec<char> = name.chars().collect();
        if chars.len() > 4 {
            let half = chars.len() / 2;
            names.push(chars[..half].iter().chain(&chars[half + 1..]).collect());
        }
        names.extend(name.split(' ').next().map(str::to_string));
        names
    }

    /// [`matching_cards`] comparing the name with every key, none passed
    /// over by its shape.
    fn matching_every_key(cards: &CardIndex, name: &str) -> Vec<Named> {
        let typed = title_key(name);
        if let Some(card) = cards.named_by_key(&typed) {
            return vec![card];
        }
        let near_to = Typed::new(&typed);
        let mut found = cards.cards_by_keys(|key| near_to.distance(key).is_some());
        if found.is_empty() {
            let words: Vec<&str> = typed.split(' ').collect();
            found = cards.cards_by_keys(|key| holds_every_word(key, &words));
        }
        best_matches(&found, name)
            .into_iter()
            .filter_map(|place| cards.named_by_key(found[place].1.first()?))
            .collect()
    }

    #[test]
    fn passing_keys_over_by_their_shape_finds_the_cards_every_key_finds() {
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        let registry = crate::ingest::ingest(&corpus).registry;
        let cards = CardIndex::of(&registry);
        let mut names: Vec<String> = Vec::new();
        for (n, card) in registry.cards.iter().enumerate() {
            names.push(card.title.clone());
            names.extend(card.aliases.iter().cloned());
            if n % 7 == 0 {
                names.extend(typed_names(&card.title));
            }
        }
        names.extend(["uxbridge", "zzz", "", "the"].map(String::from));
        for name in &names {
            assert_eq!(
                matching_cards(&cards, name),
                matching_every_key(&cards, name),
                "{name}"
            );
        }
    }
}

//! `rulings card NAME`: a card, its colon-rule group and every ruling about it.
//!
//! NAME is matched forgivingly: case, quotes, dashes and a leading "The" do not
//! matter, and a small typo ("amanda rodgers") still finds the card. When several
//! cards fit equally well the answer lists them instead of guessing.

use serde::Serialize;

use crate::query::as_of::Scope;

use crate::ingest::Store;
use crate::link::cards::{title_key, Card, Registry};
use crate::link::groups::{bare_title, reason};
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
    /// The titles of the colon-rule group, the card itself included.
    pub group: Vec<String>,
    /// Each member and why it belongs.
    pub members: Vec<Member>,
    /// Every ruling about any member, newest authority first, document order within.
    pub rulings: Vec<CardRuling>,
    /// Rulings that discuss the grouping of this card itself (the colon rule).
    pub grouping: Vec<Record>,
    /// Where documents disagree about the group.
    pub differences: Vec<String>,
    /// Other cards that fit the name (when `card` is null: the choices).
    pub candidates: Vec<String>,
}

/// How well a registry card fits a typed name: lower is better.
fn distance(name_key: &str, keys: &[String]) -> Option<usize> {
    let length = name_key.chars().count();
    keys.iter()
        .filter_map(|key| {
            if key == name_key {
                return Some(0);
            }
            let allowed = match length {
                0..=3 => 0,
                4..=7 => 1,
                _ => 2,
            };
            // The distance is at least the difference in length.
            if length.abs_diff(key.chars().count()) > allowed {
                return None;
            }
            let d = edit_distance(name_key, key);
            (d <= allowed).then_some(d)
        })
        .min()
}

/// Levenshtein distance over chars.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
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
    }
    previous[b.len()]
}

/// The cards a typed name may mean, best first: exact matches, then near ones,
/// then cards whose title contains every typed word.
pub fn resolve<'a>(registry: &'a Registry, name: &str) -> Vec<&'a Card> {
    let key = title_key(name);
    if key.is_empty() {
        return Vec::new();
    }
    let cards = registry.cards.iter().zip(registry.name_keys());
    // A name that is some card's exactly needs no edit distances.
    let mut scored: Vec<(usize, &Card)> = cards
        .clone()
        .filter(|(_, keys)| keys.contains(&key))
        .map(|(card, _)| (0, card))
        .collect();
    if scored.is_empty() {
        scored = cards
            .clone()
            .filter_map(|(card, keys)| distance(&key, keys).map(|d| (d, card)))
            .collect();
    }
    if scored.is_empty() {
        let words: Vec<&str> = key.split(' ').collect();
        scored = cards
            .filter(|(_, keys)| {
                let title_words: Vec<&str> = keys[0].split(' ').collect();
                words.iter().all(|w| title_words.contains(w))
            })
            .map(|(card, _)| (9, card))
            .collect();
    }
    scored.sort_by_key(|(d, card)| (*d, card.title.len(), card.title.clone()));
    let best = scored.first().map(|(d, _)| *d);
    scored
        .into_iter()
        .filter(|(d, _)| Some(*d) == best)
        .map(|(_, card)| card)
        .collect()
}

/// Answers `rulings card NAME`.
pub fn card(store: &Store, name: &str) -> CardAnswer {
    let registry = &store.registry;
    let matches = resolve(registry, name);
    let chosen = match matches.as_slice() {
        [one] => Some(*one),
        several => pick_bare_of_one_group(several),
    };
    let Some(card) = chosen else {
        return CardAnswer {
            scope: Scope::default(),
            query: name.to_string(),
            card: None,
            group: Vec::new(),
            members: Vec::new(),
            rulings: Vec::new(),
            grouping: Vec::new(),
            differences: Vec::new(),
            candidates: matches.iter().map(|c| c.title.clone()).collect(),
        };
    };
    let group = if card.group.is_empty() {
        vec![card.title.clone()]
    } else {
        card.group.clone()
    };
    let bare = bare_title(&card.title).0;
    let records = &store.records;
    CardAnswer {
        scope: Scope::default(),
        query: name.to_string(),
        card: Some(card.title.clone()),
        members: group
            .iter()
            .map(|title| Member {
                title: title.clone(),
                reason: reason(title, &bare),
            })
            .collect(),
        rulings: rulings_about(records, &card.title, &group),
        grouping: grouping_rulings(records, &group),
        differences: differences(records, &group, &bare),
        candidates: Vec::new(),
        group,
    }
}

/// Several equally good matches that are one group: take its bare title.
fn pick_bare_of_one_group<'a>(cards: &[&'a Card]) -> Option<&'a Card> {
    let first = cards.first()?;
    let same_group = cards
        .iter()
        .all(|c| c.group == first.group && !c.group.is_empty());
    if !same_group {
        return None;
    }
    cards
        .iter()
        .find(|c| c.title == first.group[0])
        .copied()
        .or(Some(first))
}

/// Every record naming a member, newest authority first, document order within;
/// a question part is left out when its whole question is listed.
fn rulings_about(records: &[Record], title: &str, group: &[String]) -> Vec<CardRuling> {
    let mut found: Vec<(usize, CardRuling)> = records
        .iter()
        .enumerate()
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
                    order,
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
fn grouping_rulings(records: &[Record], group: &[String]) -> Vec<Record> {
    records
        .iter()
        .filter(|r| r.part.is_none() && r.concepts.iter().any(|c| c == "colon rule"))
        .filter(|r| group.iter().any(|m| r.cards.contains(m)))
        .cloned()
        .collect()
}

/// A group joined by a dash is a 2017 reading; a FAQ colon-rule ruling that names
/// both titles predates it. Surface the difference instead of resolving it.
fn differences(records: &[Record], group: &[String], bare: &str) -> Vec<String> {
    let dashed: Vec<&String> = group
        .iter()
        .filter(|t| bare_title(t).1 == crate::link::groups::Joins::Dash)
        .collect();
    let mut notes = Vec::new();
    for member in dashed {
        for record in records
            .iter()
            .filter(|r| r.source == Source::Faq && r.part.is_none())
        {
            let names_both =
                record.cards.iter().any(|c| c == member) && record.cards.iter().any(|c| c == bare);
            if names_both && record.concepts.iter().any(|c| c == "colon rule") {
                notes.push(format!(
                    "{} ({}) treats \"{bare}\" and \"{member}\" under the 1996 colon rule, which counted only a colon; the 2017 Current Rulings (\"card titles\") count a colon or a dash, which groups them.",
                    record.citation(),
                    record.id
                ));
            }
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registry(titles: &[&str]) -> Registry {
        let mut registry = Registry::new(
            titles
                .iter()
                .map(|t| Card {
                    title: t.to_string(),
                    aliases: vec![t.to_uppercase()],
                    seen: vec![],
                    group: vec![],
                    bare: String::new(),
                })
                .collect(),
        );
        crate::link::groups::assign(&mut registry);
        registry
    }

    #[test]
    fn small_typos_and_case_are_forgiven() {
        let registry = registry(&["Amanda Rogers", "Countermanda", "Q’s Tent"]);
        assert_eq!(
            resolve(&registry, "amanda rodgers")[0].title,
            "Amanda Rogers"
        );
        assert_eq!(resolve(&registry, "QS TENT")[0].title, "Q’s Tent");
        assert_eq!(resolve(&registry, "q's tent")[0].title, "Q’s Tent");
    }

    #[test]
    fn ambiguous_names_give_every_choice() {
        let registry = registry(&["Kevin Uxbridge", "Rishon Uxbridge"]);
        let found = resolve(&registry, "uxbridge");
        assert_eq!(found.len(), 2);
    }

    #[test]
    fn edit_distance_counts_edits() {
        assert_eq!(edit_distance("rogers", "rodgers"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}

/// One line of the registry listing.
#[derive(Debug, Clone, Serialize)]
pub struct ListedCard {
    /// Canonical title.
    pub title: String,
    /// Other spellings.
    pub aliases: Vec<String>,
    /// Colon-rule group.
    pub group: Vec<String>,
    /// Number of rulings (whole records) naming it.
    pub rulings: usize,
    /// Where it was learnt.
    pub seen: Vec<String>,
}

/// The registry as `rulings cards` lists it.
#[derive(Debug, Clone, Serialize)]
pub struct Listing {
    /// Every card, by title.
    pub cards: Vec<ListedCard>,
}

/// Lists the registry with the number of rulings naming each card.
pub fn registry_listing(store: &Store) -> Listing {
    let records = &store.records;
    let cards = store
        .registry
        .cards
        .iter()
        .map(|card| ListedCard {
            title: card.title.clone(),
            aliases: card.aliases.clone(),
            group: card.group.clone(),
            rulings: records
                .iter()
                .filter(|r| r.part.is_none() && r.cards.contains(&card.title))
                .count(),
            seen: card.seen.clone(),
        })
        .collect();
    Listing { cards }
}

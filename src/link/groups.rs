//! Colon-rule groups, as FAQ 1.3 and the Current Rulings "card titles" entry state
//! the rule: a title followed by a colon or a dash and a phrase, or by the numeral
//! II, is equivalent to the bare title; nothing else is. "Kevin Uxbridge" and
//! "Kevin Uxbridge: Convergence" are one group; "Bajoran Phaser" and "Bajoran
//! Phaser Rifle" are not, nor "Scan" and "Full-Planet Scan".

use std::collections::BTreeMap;

use crate::link::cards::{title_key, Registry};
use crate::normalize::straighten;

/// How a title joins its group.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joins {
    /// It is the bare title itself.
    Bare,
    /// The bare title followed by a colon and a phrase.
    Colon,
    /// The bare title followed by a dash and a phrase.
    Dash,
    /// The bare title followed by the numeral II.
    NumeralTwo,
}

/// The bare title a title reduces to under the colon rule, and how.
///
/// The dash must stand apart from the words ("Incoming Message - Federation");
/// a hyphen inside a word ("Full-Planet Scan") is part of the title.
pub fn bare_title(title: &str) -> (String, Joins) {
    let straight = straighten(title);
    if let Some((base, rest)) = straight.split_once(':') {
        if !base.trim().is_empty() && !rest.trim().is_empty() {
            return (base.trim().to_string(), Joins::Colon);
        }
    }
    if let Some((base, rest)) = straight.split_once(" - ") {
        if !base.trim().is_empty() && !rest.trim().is_empty() {
            return (base.trim().to_string(), Joins::Dash);
        }
    }
    if let Some(base) = straight.trim().strip_suffix(" II") {
        if !base.trim().is_empty() {
            return (base.trim().to_string(), Joins::NumeralTwo);
        }
    }
    (straight.trim().to_string(), Joins::Bare)
}

/// Why a title belongs to the group of `bare`, in words.
pub fn reason(title: &str, bare: &str) -> String {
    match bare_title(title).1 {
        Joins::Bare => "the bare title".to_string(),
        Joins::Colon => format!("\"{bare}\" followed by a colon and a phrase"),
        Joins::Dash => format!("\"{bare}\" followed by a dash and a phrase"),
        Joins::NumeralTwo => format!("\"{bare}\" followed by the numeral II"),
    }
}

/// Fills every card's `group` (the titles of all members, itself included, bare
/// title first) and `bare` (the title the group is named after).
pub fn assign(registry: &mut Registry) {
    let mut members: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (index, card) in registry.cards.iter().enumerate() {
        let (bare, _) = bare_title(&card.title);
        members.entry(title_key(&bare)).or_default().push(index);
    }
    for indexes in members.values() {
        let mut titles: Vec<String> = indexes
            .iter()
            .map(|&i| registry.cards[i].title.clone())
            .collect();
        titles.sort_by_key(|t| (bare_title(t).1 != Joins::Bare, t.clone()));
        let bare = bare_title(&titles[0]).0;
        for &i in indexes {
            registry.cards[i].group = titles.clone();
            registry.cards[i].bare = bare.clone();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colon_dash_and_numeral_two_join_the_bare_title() {
        assert_eq!(
            bare_title("Kevin Uxbridge: Convergence"),
            ("Kevin Uxbridge".into(), Joins::Colon)
        );
        assert_eq!(
            bare_title("Incoming Message - Federation"),
            ("Incoming Message".into(), Joins::Dash)
        );
        assert_eq!(
            bare_title("Incoming Message – Federation").0,
            "Incoming Message"
        );
        assert_eq!(bare_title("Qualor II Rendezvous").1, Joins::Bare);
        assert_eq!(
            bare_title("Ferengi Trading Post II"),
            ("Ferengi Trading Post".into(), Joins::NumeralTwo)
        );
    }

    #[test]
    fn titles_that_merely_start_alike_stay_apart() {
        assert_eq!(bare_title("Bajoran Phaser Rifle").0, "Bajoran Phaser Rifle");
        assert_eq!(bare_title("Full-Planet Scan").0, "Full-Planet Scan");
        assert_eq!(bare_title("Countermanda").0, "Countermanda");
    }

    #[test]
    fn reasons_say_why() {
        assert_eq!(
            reason(
                "Engage Shuttle Operations: Dominion",
                "Engage Shuttle Operations"
            ),
            "\"Engage Shuttle Operations\" followed by a colon and a phrase"
        );
    }
}

//! Initialisms the documents use for cards: "ETA's" for Emergency Transporter
//! Armbands, "TAK" for Telepathic Alien Kidnappers, "KU: Convergence" for
//! Kevin Uxbridge: Convergence, "W.N.O.H.G.B." for Where No One Has Gone
//! Before, "E.T. Armbands".
//!
//! A word of capitals is a card's initialism when its letters are the initials
//! of the capitalized words of a title of two words or more ("The Art of
//! Diplomacy" gives "TAD") and the same passage (its title or text) spells
//! that title out, so
//! that the reader knows it; a colon title's initialism is its bare title's,
//! with the colon's words ("KU: Convergence"), and then also the bare title's
//! own ("KU" for Kevin Uxbridge). A word that fits no title, or
//! more than one, in its passage stays a word. Initials written with periods
//! are also a name the card has without them ("A.U. Doorway", "AU Doorway").

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;

use super::Card;
use crate::record::Record;

/// A word of capitals ([`WORD_OF_CAPITALS`]), perhaps with a
/// possessive or plural ending ("ETA's", "TAKs"), then perhaps a colon and the
/// words of a colon title ("KU: Convergence").
static CAPITALS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"\b({WORD_OF_CAPITALS})(?:['’]?s)?\b(: [A-Z][\w'’-]*(?: [A-Z][\w'’-]*)*)?"
    ))
    .expect("initialism pattern is a valid regular expression")
});

/// A word of two to five capitals or digits, a capital first ("AU", "TAK").
const WORD_OF_CAPITALS: &str = "[A-Z][A-Z0-9]{1,4}";

/// One word that is a word of capitals ([`WORD_OF_CAPITALS`]) and nothing else.
static WHOLE_WORD_OF_CAPITALS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!("^{WORD_OF_CAPITALS}$"))
        .expect("word of capitals pattern is a valid regular expression")
});

/// Initials written with periods ("W.N.O.H.G.B."), perhaps followed by a
/// capitalized word, which may be the title's last word spelt out ("E.T.
/// Armbands", "B.G. Box").
static DOTTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b((?:[A-Z]\.){2,})(?: ([A-Z][a-z][\w'’-]*))?")
        .expect("dotted initialism pattern is a valid regular expression")
});

/// The initials of the capitalized words of `title` (its bare title for a
/// colon title), with the colon's part; none for a title of fewer than two
/// such words.
pub(super) fn initials(title: &str) -> Option<(String, Option<&str>)> {
    let (bare, subtitle) = match title.split_once(": ") {
        Some((bare, subtitle)) => (bare, Some(subtitle)),
        None => (title, None),
    };
    let letters: String = bare
        .split_whitespace()
        .filter_map(|word| word.chars().next())
        .filter(|first| first.is_uppercase() || first.is_ascii_digit())
        .collect();
    (letters.chars().count() >= 2).then_some((letters, subtitle))
}

/// Each card's initialisms the `records` use, as `(place in cards, alias)`.
pub(super) fn initialisms(records: &[Record], cards: &[Card]) -> Vec<(usize, String)> {
    let mut by_initials: HashMap<String, Vec<(usize, Option<&str>)>> = HashMap::new();
    for (place, card) in cards.iter().enumerate() {
        if let Some((letters, subtitle)) = initials(&card.title) {
            by_initials
                .entry(letters)
                .or_default()
                .push((place, subtitle));
        }
    }
    let by_title: HashMap<&str, usize> = cards
        .iter()
        .enumerate()
        .map(|(place, card)| (card.title.as_str(), place))
        .collect();
    let with_capitals = names_with_capitals(cards);
    let mut found = Vec::new();
    for record in records {
        let mut lowered = None;
        let known = Known {
            by_initials: &by_initials,
            with_capitals: &with_capitals,
            cards,
        };
        found.extend(dotted(record, &mut lowered, &known));
        for capitals in CAPITALS.captures_iter(&record.text) {
            let Some(fitting) = by_initials.get(&capitals[1]) else {
                continue;
            };
            let said = capitals.get(2).map(|m| &m.as_str()[2..]);
            let text = lowered.get_or_insert_with(|| passage_text(record));
            let fits = fitting
                .iter()
                .filter(|(_, subtitle)| said.is_none() || *subtitle == said)
                .map(|&(place, _)| place);
            if let Some(place) = only_spelt_out(fits, cards, text) {
                let alias = match said {
                    Some(subtitle) => format!("{}: {subtitle}", &capitals[1]),
                    None => capitals[1].to_string(),
                };
                found.push((place, alias));
                // "KU: Convergence" is Kevin Uxbridge: Convergence, so "KU"
                // is Kevin Uxbridge, the title before its colon, when no other
                // bare title has those initials.
                let bare = said.and_then(|_| cards[place].title.split_once(": "));
                let bare_place = bare.and_then(|(bare, _)| by_title.get(bare).copied());
                let only_bare = |bare_place: usize| {
                    fitting
                        .iter()
                        .filter(|(_, subtitle)| subtitle.is_none())
                        .all(|&(other, _)| other == bare_place)
                };
                if let Some(bare_place) = bare_place.filter(|&at| only_bare(at)) {
                    found.push((bare_place, capitals[1].to_string()));
                }
            }
        }
    }
    found.sort();
    found.dedup();
    found
}

/// The aliases of `card` that open with its initialism, with the initialism
/// spelled out by the words of the title it stands for: "AU Doorway" of
/// Alternate Universe Door is "Alternate Universe Doorway" too, the name a
/// player who knows the card writes. Spelled-out names equal to the title
/// are left to it.
pub(super) fn spelt_out(card: &Card) -> Vec<String> {
    let words: Vec<&str> = card.title.split_whitespace().collect();
    card.aliases
        .iter()
        .filter_map(|alias| {
            let (first, rest) = alias.split_once(' ')?;
            if !WHOLE_WORD_OF_CAPITALS.is_match(first) {
                return None;
            }
            let count = first.chars().count();
            let opening = words.get(..count)?;
            let initials: String = opening.iter().filter_map(|w| w.chars().next()).collect();
            (initials == first).then(|| format!("{} {rest}", opening.join(" ")))
        })
        .filter(|name| *name != card.title)
        .collect()
}

/// What the registry already knows that dotted initials may stand for.
struct Known<'a> {
    /// Each title's place under its initials.
    by_initials: &'a HashMap<String, Vec<(usize, Option<&'a str>)>>,
    /// Each name with a word of capitals, by that name ([`names_with_capitals`]).
    with_capitals: &'a HashMap<String, usize>,
    /// The cards.
    cards: &'a [Card],
}

/// The titles and aliases that hold a word of capitals ([`WORD_OF_CAPITALS`]) ("AU
/// Doorway"), each with its card's place: the documents write such a word
/// with periods too ("A.U. Doorway"). A name two cards share names neither.
fn names_with_capitals(cards: &[Card]) -> HashMap<String, usize> {
    let mut names: HashMap<String, Option<usize>> = HashMap::new();
    for (place, card) in cards.iter().enumerate() {
        for name in std::iter::once(&card.title).chain(&card.aliases) {
            if name
                .split_whitespace()
                .any(|word| WHOLE_WORD_OF_CAPITALS.is_match(word))
            {
                names
                    .entry(name.clone())
                    .and_modify(|known| {
                        if *known != Some(place) {
                            *known = None;
                        }
                    })
                    .or_insert(Some(place));
            }
        }
    }
    names
        .into_iter()
        .filter_map(|(name, place)| Some((name, place?)))
        .collect()
}

/// The dotted initialisms of `record` ([`DOTTED`]) that name exactly one
/// card, each with that card's place. Initials and the word after them may
/// be a name the card already has, written without periods ("A.U. Doorway"
/// for "AU Doorway"). Otherwise they fit the initials of exactly one title
/// the record spells out: with the capitalized word after them, a title that
/// ends in that word ("E.T. Armbands"); failing that, the initials alone
/// ("W.N.O.H.G.B. Borg Ship"). `lowered` keeps the record's
/// [`passage_text`] once worked out.
fn dotted(record: &Record, lowered: &mut Option<String>, known: &Known) -> Vec<(usize, String)> {
    let Known {
        by_initials,
        with_capitals,
        cards,
    } = known;
    let mut found = Vec::new();
    for capture in DOTTED.captures_iter(&record.text) {
        let letters: String = capture[1].chars().filter(|c| *c != '.').collect();
        let word = capture.get(2).map(|word| {
            let word = word.as_str();
            word.strip_suffix("'s")
                .or_else(|| word.strip_suffix('\''))
                .unwrap_or(word)
        });
        let undotted = word.and_then(|word| {
            let place = with_capitals.get(&format!("{letters} {word}"))?;
            Some((*place, format!("{} {word}", &capture[1])))
        });
        if let Some(alias) = undotted {
            found.push(alias);
            continue;
        }
        let text = lowered.get_or_insert_with(|| passage_text(record));
        let only_fit = |initials: &str, last: Option<&str>| -> Option<usize> {
            let fits = by_initials
                .get(initials)
                .into_iter()
                .flatten()
                .filter(|(_, subtitle)| subtitle.is_none())
                .map(|&(place, _)| place)
                .filter(|&place| last.is_none_or(|word| cards[place].title.ends_with(word)));
            only_spelt_out(fits, cards, text)
        };
        let with_word = word.and_then(|word| {
            let initials = format!("{letters}{}", &word[..1]);
            let place = only_fit(&initials, Some(word))?;
            Some((place, format!("{} {word}", &capture[1])))
        });
        let alone = || only_fit(&letters, None).map(|place| (place, capture[1].to_string()));
        found.extend(with_word.or_else(alone));
    }
    found
}

/// A record's title and text in lower case, where a title is looked for
/// spelt out.
fn passage_text(record: &Record) -> String {
    format!("{}\n{}", record.title, record.text).to_lowercase()
}

/// The one card of `places` whose title the lower-cased passage `text`
/// spells out, if only one does: then the reader knows which is meant.
fn only_spelt_out(
    places: impl IntoIterator<Item = usize>,
    cards: &[Card],
    text: &str,
) -> Option<usize> {
    let mut spelt = places
        .into_iter()
        .filter(|&place| text.contains(&cards[place].title.to_lowercase()));
    let place = spelt.next()?;
    spelt.next().is_none().then_some(place)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{RecordKind, Source};

    fn card(title: &str) -> Card {
        Card {
            title: title.to_string(),
            ..Card::default()
        }
    }

    #[test]
    fn an_alias_opening_with_the_initialism_is_spelled_out_too() {
        let mut door = card("Alternate Universe Door");
        door.aliases = vec!["AU Doorway".into(), "A.U. Doorway".into(), "AU".into()];
        assert_eq!(spelt_out(&door), ["Alternate Universe Doorway"]);
        // Spelled out to the title itself, or by initials that are not the
        // title's, it adds nothing.
        let mut armbands = card("Emergency Transporter Armbands");
        armbands.aliases = vec!["ET Armbands".into(), "TA Armbands".into()];
        assert!(spelt_out(&armbands).is_empty());
    }

    fn learnt(texts: &[&str], titles: &[&str]) -> Vec<(String, String)> {
        let records: Vec<Record> = texts
            .iter()
            .map(|text| Record::new(Source::Faq, "1", "T", text, RecordKind::Question))
            .collect();
        let cards: Vec<Card> = titles.iter().map(|title| card(title)).collect();
        initialisms(&records, &cards)
            .into_iter()
            .map(|(place, alias)| (cards[place].title.clone(), alias))
            .collect()
    }

    #[test]
    fn an_initialism_beside_its_title_spelt_out_is_the_card() {
        let titles = [
            "Emergency Transporter Armbands",
            "Kevin Uxbridge",
            "Kevin Uxbridge: Convergence",
            "The Art of Diplomacy",
        ];
        let found = learnt(
            &[
                "If I use Emergency Transporter Armbands, can the ETA's beam them up?",
                "Kevin Uxbridge: Convergence destroys events. Does KU: Convergence \
                 destroy artifacts?",
                "The Art of Diplomacy is played on a mission; TAD is an objective.",
            ],
            &titles,
        );
        let pair = |title: &str, alias: &str| (title.to_string(), alias.to_string());
        assert_eq!(
            found,
            [
                pair("Emergency Transporter Armbands", "ETA"),
                // The colon title's initialism names its bare title too.
                pair("Kevin Uxbridge", "KU"),
                pair("Kevin Uxbridge: Convergence", "KU: Convergence"),
                pair("The Art of Diplomacy", "TAD"),
            ]
        );
    }

    #[test]
    fn initials_with_periods_are_the_card_spelt_out_beside_them() {
        let titles = [
            "Emergency Transporter Armbands",
            "Where No One Has Gone Before",
            "Betazoid Gift Box",
        ];
        let found = learnt(
            &[
                "Can Where No One Has Gone Before stop it? Use the W.N.O.H.G.B. on it.",
                "Emergency Transporter Armbands save them: the E.T. Armbands' beam.",
                "Where No One Has Gone Before: W.N.O.H.G.B. Borg Ship.",
                // Not spelt out here.
                "The B.G. Box is open.",
            ],
            &titles,
        );
        let pair = |title: &str, alias: &str| (title.to_string(), alias.to_string());
        assert_eq!(
            found,
            [
                pair("Emergency Transporter Armbands", "E.T. Armbands"),
                pair("Where No One Has Gone Before", "W.N.O.H.G.B."),
            ]
        );
    }

    #[test]
    fn a_name_with_capitals_written_with_periods_is_that_name() {
        let mut door = card("Alternate Universe Door");
        door.aliases = vec!["AU Doorway".to_string()];
        let records = [
            "The main way to close an A.U. Doorway is to play the Revolving Door on it.",
            // Other initials, or another word after them, name nothing.
            "The U.S. Doorway and the A.U. Door.",
        ]
        .map(|text| Record::new(Source::Faq, "1", "T", text, RecordKind::Question));
        let found = initialisms(&records, &[door.clone()]);
        assert_eq!(found, [(0, "A.U. Doorway".to_string())]);
        // A name two cards share is neither's.
        let mut other = card("Another Universe Door");
        other.aliases = vec!["AU Doorway".to_string()];
        assert!(initialisms(&records, &[door, other]).is_empty());
    }

    #[test]
    fn a_bare_initialism_two_bare_titles_share_stays_unsaid() {
        let titles = ["Kevin Uxbridge", "Kevin Uxbridge: Convergence", "Kira Unit"];
        let found = learnt(
            &["Kevin Uxbridge: Convergence destroys events. Does KU: Convergence?"],
            &titles,
        );
        assert_eq!(
            found,
            [(
                "Kevin Uxbridge: Convergence".to_string(),
                "KU: Convergence".to_string()
            )]
        );
    }

    #[test]
    fn capitals_whose_title_the_passage_does_not_spell_out_stay_words() {
        let titles = ["Emergency Transporter Armbands", "Engage Tractor Array"];
        // Not spelt out in the passage.
        assert!(learnt(&["The ETA is at noon."], &titles).is_empty());
        // Two titles fit and both are spelt out: neither is meant for sure.
        let both = "Emergency Transporter Armbands and Engage Tractor Array: the ETA.";
        assert!(learnt(&[both], &titles).is_empty());
        // A capitalized word that is no initialism, and a one-word title.
        assert!(learnt(&["Use MEDICAL with Hugh."], &["Hugh"]).is_empty());
    }
}

//! Merging spellings into one title: short forms, fragments, plurals and
//! British spellings, subtitles, abbreviations and ranked names become forms of
//! one card, whose title is its best spelling.

use std::collections::{BTreeMap, BTreeSet};

use rustc_hash::FxHashMap;

use super::evidence::{is_initialism, listed, starts_capital, Evidence, Spellings};
use super::{title_key, uninvert, Card, Seen};
use crate::lexicon::english::FUNCTION_WORDS;
use crate::lexicon::game::RANKS;
use crate::text::title_case;

impl Evidence {
    /// Single-word names that are the first or the last word of exactly one accepted
    /// card title (its colon-rule variants aside) named in the same text ("Amanda"
    /// beside "Amanda Rogers", "Toff" beside "Palor Toff"; a hyphenated word opens
    /// one, "Auto-Destruct" beside "Auto-Destruct Sequence"), or anywhere when the
    /// word has no context of its own, only a list beside other cards ("K'mtar or
    /// Alexander" for Alexander Rozhenko): short forms, by short key, with the
    /// full key. A name after a rank is another card, not a short
    /// form ("Tomalak" beside "Commander Tomalak": see [`Evidence::rank_forms`]),
    /// and so is the bare title of a colon title ("The Traveler" of "The
    /// Traveler: Transcendence").
    pub(super) fn short_forms(&self, accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
        let ends = WordEnds::new(accepted);
        let mut forms = BTreeMap::new();
        for short in accepted.iter().filter(|k| self.written_as_one_word(k)) {
            let full = match short.contains(' ') {
                false => ends.only_full_name(short, accepted),
                true => only_title_opened_by(short, accepted),
            };
            let Some(full) = full else {
                continue;
            };
            let together = match (self.tallies.get(short), self.tallies.get(full)) {
                (Some(a), Some(b)) => share_one(&a.texts, &b.texts) || a.contexts == 0,
                _ => false,
            };
            let structural = self.tallies.get(short).is_some_and(|t| !t.seen.is_empty());
            if together && !structural && !self.is_ranked(full, short) && !self.is_bare(full, short)
            {
                forms.insert(short.clone(), full.clone());
            }
        }
        forms
    }

    /// Whether the name keyed `key` is written as one word: a key of one
    /// word, or one whose words a hyphen joins ("Auto-Destruct").
    fn written_as_one_word(&self, key: &str) -> bool {
        !key.contains(' ')
            || self
                .tallies
                .get(key)
                .and_then(|t| best_spelling(&t.spellings))
                .is_some_and(|spelling| !spelling.contains(char::is_whitespace))
    }

    /// Names that differ from another accepted name only by a final "s" on one word
    /// (a plural or a possessive: "Escape Pods", "Barclay's Transporter Phobia"),
    /// or by a British double "l" ("The Traveller"): merged into the form seen
    /// more often, the shorter on a tie.
    pub(super) fn variants(&self, accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
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
            // A slip joins the spelling without it, however often each is
            // seen; it may stand in the plural ("Transformatiions").
            let mut slips = with_a_letter_once(long).flat_map(|once| {
                let singular: Vec<String> = without_an_s(&once).collect();
                std::iter::once(once).chain(singular)
            });
            if let Some(right) = slips.find(|key| accepted.contains(key)) {
                merges.insert(long.clone(), right);
            }
        }
        merges
    }

    /// Subtitles named on their own that belong to exactly one accepted colon title
    /// ("Attack Authorization" of "Incoming Message: Attack Authorization"), unless
    /// the structure names them as cards.
    pub(super) fn subtitles(&self, accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
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

    /// Names that open with a rank, a title or a ship's registry ("Commander
    /// Tomalak", "Dr. Crusher", "U.S.S. Phoenix").
    ///
    /// A rank or title is part of a card's title: when the documents name the
    /// bare name too ("Tomalak" beside "Commander Tomalak", "Worf" beside
    /// "Governor Worf"), the two are different cards, never one card's
    /// spellings. A ship's registry is not part of its name: the bare name, when
    /// accepted, becomes a form of the registered one ("Phoenix" of "U.S.S.
    /// Phoenix").
    ///
    /// A prefixed name whose bare name is named nowhere on its own is a form of
    /// the one accepted full name the bare name ends, if there is one ("Dr.
    /// Crusher" of "Beverly Crusher"), and otherwise keeps the bare name as an
    /// alias ("Toreth" for "Commander Toreth").
    /// Merges (from, into) by key, and aliases by key.
    pub(super) fn rank_forms(
        &self,
        accepted: &BTreeSet<String>,
    ) -> (BTreeMap<String, String>, BTreeMap<String, Vec<String>>) {
        let ends = WordEnds::new(accepted);
        let mut merges = BTreeMap::new();
        let mut aliases: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for key in accepted {
            let Some((prefix, bare)) = self
                .tallies
                .get(key)
                .and_then(|t| best_spelling(&t.spellings))
                .and_then(|title| without_rank(&title))
            else {
                continue;
            };
            let bare_key = title_key(&bare);
            let rank = prefix == Prefix::Rank;
            if rank && self.named_on_its_own(&bare_key) {
                continue;
            }
            if accepted.contains(&bare_key) {
                merges.insert(bare_key, key.clone());
                continue;
            }
            let fulls: Vec<&String> = match bare_key.contains(' ') {
                true => Vec::new(),
                false => ends.ending(&bare_key).filter(|k| *k != key).collect(),
            };
            match fulls.as_slice() {
                [full] => {
                    merges.insert(key.clone(), (*full).clone());
                }
                _ => aliases.entry(key.clone()).or_default().push(bare),
            }
        }
        (merges, aliases)
    }

    /// True when `bare` is what `full` is titled before its colon ("The
    /// Traveler" of "The Traveler: Transcendence"): by the colon rule another
    /// card of its group, never a short form of it.
    fn is_bare(&self, full: &str, bare: &str) -> bool {
        self.tallies.get(full).is_some_and(|tally| {
            tally.spellings.keys().any(|spelling| {
                spelling
                    .split_once(": ")
                    .is_some_and(|(before, _)| title_key(before) == bare)
            })
        })
    }

    /// True when the best spelling of `full` is a rank or title before the name
    /// keyed `bare` ("Commander Tomalak", "Tomalak").
    fn is_ranked(&self, full: &str, bare: &str) -> bool {
        self.tallies
            .get(full)
            .and_then(|t| best_spelling(&t.spellings))
            .and_then(|title| without_rank(&title))
            .is_some_and(|(prefix, name)| prefix == Prefix::Rank && title_key(&name) == bare)
    }

    /// True when the documents name `key` on its own: in their structure, or
    /// as a name of its own in running text (not only inside a longer name).
    fn named_on_its_own(&self, key: &str) -> bool {
        self.tallies
            .get(key)
            .is_some_and(|t| !t.seen.is_empty() || t.mid + t.initial > 0)
    }

    /// The card for an accepted key: its best spelling as title, the rest as aliases.
    pub(super) fn card(&self, key: &str) -> Option<Card> {
        let tally = self.tallies.get(key)?;
        // A card topic the documents write only in capitals ("VORGON
        // RAIDERS", "FGC-47 RESEARCH"; "BARYON BUILDUP", in running text
        // only in its plural) is titled as cards are written.
        let best = best_spelling(&tally.spellings);
        let written = best
            .as_deref()
            .is_some_and(|title| title.chars().any(char::is_lowercase));
        let topic = [Seen::FaqCardTopic, Seen::FaqTopic]
            .iter()
            .any(|how| tally.seen.contains(how));
        let title = if !written && topic {
            tally.spellings.keys().next().map(|caps| title_case(caps))
        } else {
            best
        }?;
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
            ..Card::default()
        })
    }
}

/// The canonical spelling: the most frequent mixed-case one, uninverted; an
/// upper-case-only name ("Q2") keeps its only form.
pub(super) fn best_spelling(spellings: &Spellings) -> Option<String> {
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

/// What opens a name before the name proper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Prefix {
    /// A rank or title ("Commander", "Dr."): part of a card's title.
    Rank,
    /// A ship's registry ("U.S.S."): not part of the ship's name.
    Registry,
}

/// The name without a leading rank, title or ship registry ("Subcommander Taris" ->
/// "Taris", "U.S.S. Phoenix" -> "Phoenix"), with what it opened with, if it has
/// one and something is left.
fn without_rank(name: &str) -> Option<(Prefix, String)> {
    let (first, rest) = name.split_once(' ')?;
    let prefix = if RANKS.contains(&first) {
        Prefix::Rank
    } else if is_initialism(first) {
        Prefix::Registry
    } else {
        return None;
    };
    starts_capital(rest).then(|| (prefix, rest.to_string()))
}

/// Accepted names that are the tail of another accepted name after its opening
/// function words ("Dirty Rat" of "You Dirty Rat", "Has Gone Before" of "Where No
/// One Has Gone Before"): merges (from, into) by key.
pub(super) fn fragments(accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
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

/// The key with a letter written twice in a long word written once: an
/// evident misspelling ("Masaka Transformatiions" for Masaka
/// Transformations) of a title the documents spell otherwise elsewhere.
fn with_a_letter_once(key: &str) -> impl Iterator<Item = String> + '_ {
    let mut start = 0;
    key.split(' ').flat_map(move |word| {
        let at = start;
        start += word.len() + 1;
        let bytes = word.as_bytes();
        let doubled: Vec<usize> = if word.len() >= LONG_WORD {
            (1..bytes.len())
                .filter(|&i| bytes[i] == bytes[i - 1] && bytes[i].is_ascii_alphabetic())
                .collect()
        } else {
            Vec::new()
        };
        doubled
            .into_iter()
            .map(move |i| format!("{}{}", &key[..at + i], &key[at + i + 1..]))
    })
}

/// The fewest letters of a word whose doubled letter may be a slip
/// ([`with_a_letter_once`]).
const LONG_WORD: usize = 8;

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
pub(super) struct WordEnds<'a> {
    opening: FxHashMap<&'a str, Vec<&'a String>>,
    ending: FxHashMap<&'a str, Vec<&'a String>>,
}

impl<'a> WordEnds<'a> {
    pub(super) fn new(accepted: &'a BTreeSet<String>) -> WordEnds<'a> {
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
    pub(super) fn ending(&self, word: &str) -> impl Iterator<Item = &'a String> + '_ {
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

/// The one accepted title (colon-rule variants counted as their bare title)
/// whose key opens with the words of `short`, a hyphenated word ("auto
/// destruct" of "auto destruct sequence").
fn only_title_opened_by<'a>(short: &str, accepted: &'a BTreeSet<String>) -> Option<&'a String> {
    let opening = format!("{short} ");
    let opened: BTreeSet<&String> = accepted
        .range(opening.clone()..)
        .take_while(|key| key.starts_with(&opening))
        .map(|key| shortest_bare(key, short.len(), accepted))
        .collect();
    match opened.len() {
        1 => opened.into_iter().next(),
        _ => None,
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

/// Abbreviated names, merged into the one accepted title they abbreviate: an
/// initial and the last word of the title ("D.Door", "C.Log" for Devidian
/// Door, Captain's Log), or the initials of all its words but the last and
/// a word opening with that word, of four letters or more ("AU Doorway" for
/// Alternate Universe Door).
pub(super) fn abbreviations(accepted: &BTreeSet<String>) -> BTreeMap<String, String> {
    let ends = WordEnds::new(accepted);
    let by_initials = titles_by_initials(accepted);
    let mut merges = BTreeMap::new();
    for short in accepted {
        let Some((initials, last)) = short.split_once(' ') else {
            continue;
        };
        if last.contains(' ') || !initials.chars().all(|c| c.is_ascii_alphabetic()) {
            continue;
        }
        let fulls: Vec<&String> = if initials.len() == 1 {
            ends.ending(last)
                .filter(|full| *full != short && full.starts_with(initials))
                .collect()
        } else {
            by_initials
                .get(initials)
                .into_iter()
                .flatten()
                .filter(|(_, full_last)| last.starts_with(full_last) && full_last.len() >= 4)
                .map(|(full, _)| *full)
                .collect()
        };
        if let [full] = fulls[..] {
            merges.insert(short.clone(), full.clone());
        }
    }
    merges
}

/// Accepted titles of three words or more by the initials of all their words
/// but the last ("au" for "alternate universe door"), each with that last word.
fn titles_by_initials(accepted: &BTreeSet<String>) -> FxHashMap<String, Vec<(&String, &str)>> {
    let mut by_initials: FxHashMap<String, Vec<(&String, &str)>> = FxHashMap::default();
    for key in accepted {
        if let Some((initials, last)) = initials_and_last(key) {
            by_initials.entry(initials).or_default().push((key, last));
        }
    }
    by_initials
}

/// For a key of three words or more, the initials of all its words but the
/// last, and the last ("alternate universe door": "au", "door"): how players
/// and the documents shorten a long title ("AU Doorway", "ET Armbands").
pub(super) fn initials_and_last(key: &str) -> Option<(String, &str)> {
    let words: Vec<&str> = key.split(' ').collect();
    let (last, opening) = words.split_last().filter(|_| words.len() >= 3)?;
    let initials = opening
        .iter()
        .filter_map(|word| word.chars().next())
        .collect();
    Some((initials, last))
}

/// Follows merges from a key to the key it ends in.
pub(super) fn final_key<'a>(merges: &'a BTreeMap<String, String>, key: &'a String) -> &'a String {
    let mut key = key;
    for _ in 0..merges.len() {
        match merges.get(key) {
            Some(next) => key = next,
            None => break,
        }
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::cards::tests::{faq, faq_asked, titles};
    use crate::link::cards::Registry;

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
    fn a_name_after_a_rank_is_another_card_when_the_documents_name_both() {
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
        // "Zed" and "Subcommander Zed" are both named: two cards, as "Tomalak"
        // and "Commander Tomalak" are.
        assert_eq!(title("Zed"), Some("Zed".to_string()));
        assert_eq!(
            title("Subcommander Zed"),
            Some("Subcommander Zed".to_string()),
            "{:?}",
            titles(&registry)
        );
        assert_eq!(title("Dr. Crusher"), Some("Beverly Crusher".to_string()));
        assert_eq!(
            without_rank("Admiral Riker"),
            Some((Prefix::Rank, "Riker".to_string()))
        );
        assert_eq!(
            without_rank("U.S.S. Phoenix"),
            Some((Prefix::Registry, "Phoenix".to_string()))
        );
        assert_eq!(without_rank("Moon Bridge"), None);
    }

    #[test]
    fn a_short_form_in_the_text_of_its_topic_is_that_card() {
        let record = faq_asked(
            "ZOOG GORNSON",
            "Zoog says that she is \"not cumulative\". Could I put one Zoog on another?",
            "No. You may play Zoog on an Event, and nullify Zoog with Q2.",
        );
        let registry = Registry::learn(&[record]);
        let card = registry.lookup("Zoog").unwrap();
        assert_eq!(card.title, "Zoog Gornson", "{:?}", titles(&registry));
    }

    #[test]
    fn a_hyphenated_word_that_opens_one_title_in_its_text_is_that_card() {
        let record = faq_asked(
            "ZORP-SHIELD SEQUENCE",
            "Can I play Zorp-Shield Sequence during battle? Zorp-Shield takes a turn.",
            "No. You may play Zorp-Shield on a ship, and nullify Zorp-Shield with Q2. \
             You may play Kell-Orb Lantern on a ship, play Kell-Orb Drum on a ship, \
             nullify Kell-Orb Lantern with Q2 and play Kell-Orb on a ship.",
        );
        let registry = Registry::learn(&[record]);
        let card = registry.lookup("Zorp-Shield").unwrap();
        assert_eq!(
            card.title,
            "Zorp-Shield Sequence",
            "{:?}",
            titles(&registry)
        );
        // A word that opens two titles is a name of neither.
        let opened = registry.lookup("Kell-Orb").map(|card| card.title.as_str());
        assert_eq!(opened, Some("Kell-Orb"), "{:?}", titles(&registry));
        assert!(
            registry.lookup("Kell-Orb Drum").is_some(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn a_letter_slipped_in_twice_is_the_title_spelt_right() {
        let record = faq_asked(
            "FROB TRANSFORMATIIONS",
            "Could I play it twice?",
            "Yes. You may play Frob Transformation again, as any Frob Transformation card.",
        );
        let registry = Registry::learn(&[record]);
        let card = registry.lookup("Frob Transformatiions").unwrap();
        assert_eq!(card.title, "Frob Transformation", "{:?}", titles(&registry));
        let once: Vec<String> = with_a_letter_once("frob transformatiions tarr").collect();
        assert_eq!(once, ["frob transformations tarr"]);
        assert_eq!(with_a_letter_once("kevin uxbridge").count(), 0);
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
        let accepted: BTreeSet<String> = [
            "d door",
            "devidian door",
            "wrong way",
            "au doorway",
            "alternate universe door",
            "ab cdef",
            "all but cdef",
            "also back cdef",
            "xy cd",
            "xenon yak cd",
        ]
        .map(String::from)
        .into();
        let merges = abbreviations(&accepted);
        assert_eq!(
            merges.get("d door").map(String::as_str),
            Some("devidian door")
        );
        assert_eq!(
            merges.get("au doorway").map(String::as_str),
            Some("alternate universe door")
        );
        // Two titles it could abbreviate; a last word too short to tell.
        assert_eq!(merges.get("ab cdef"), None);
        assert_eq!(merges.get("xy cd"), None);
    }

    /// True when `text` names `bare` somewhere without a rank before it.
    fn named_without_rank(text: &str, bare: &str) -> bool {
        let mut from = 0;
        while let Some(at) = crate::text::find_word(&text[from..], bare) {
            let at = from + at;
            let before = text[..at].trim_end();
            let word = before.rsplit(' ').next().unwrap_or_default();
            let word = word.trim_start_matches(|c: char| !c.is_alphanumeric());
            if !RANKS.contains(&word) {
                return true;
            }
            from = at + bare.len();
        }
        false
    }

    #[test]
    fn no_card_of_the_shipped_registry_joins_a_ranked_name_and_its_bare_name_named_apart() {
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        let store = crate::ingest::ingest(&corpus);
        let texts: Vec<String> = store
            .records
            .iter()
            .map(|r| format!("{} {}", r.title, r.text))
            .collect();
        let mut ranked = 0;
        for card in &store.registry.cards {
            let names: Vec<&String> = std::iter::once(&card.title).chain(&card.aliases).collect();
            for name in &names {
                let Some((Prefix::Rank, bare)) = without_rank(name) else {
                    continue;
                };
                ranked += 1;
                if !names.iter().any(|n| title_key(n) == title_key(&bare)) {
                    continue;
                }
                let apart = texts.iter().any(|text| named_without_rank(text, &bare));
                assert!(!apart, "{} joins {name} and {bare}", card.title);
            }
        }
        assert!(ranked >= 5, "{ranked}");
    }
}

//! Telling cards from game words: which candidate names the evidence accepts
//! as cards, and the judgments it rests on (game terms and phrases, game
//! vocabulary, names that are no card, alien words, names used as episodes or
//! defined terms).

use std::collections::BTreeSet;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::evidence::{core, listed, Evidence, Run, Tally, WEAK_CONNECTIVE};
use super::merge::{best_spelling, WordEnds};
use super::{title_key, Seen};
use crate::lexicon::english::{
    ADJECTIVE_ENDINGS, FUNCTION_WORDS, MADE_UP, NAME_SMALL_WORDS, SUPPOSING,
};
use crate::lexicon::game::{
    CardType, AFFILIATIONS, CARD_FAMILIES, GAME_PHRASES, GAME_WORDS, NOT_CARDS, SPECIAL_EQUIPMENT,
};
use crate::record::{Record, RecordKind};

impl Evidence {
    /// The keys accepted as cards: by their own evidence, then by standing in a
    /// list beside an accepted card (each pass over the keys in parallel).
    pub(super) fn accepted(&self) -> BTreeSet<String> {
        let mut accepted: BTreeSet<String> = self
            .tallies
            .par_iter()
            .filter(|(key, tally)| match self.tallies.get(&format!("{key}s")) {
                // A name used as a card in its own right, or a FAQ topic, is
                // seen in its plural too ("a Runabout is crossing",
                // "Runabouts are not"; "nullify some of the Baryon
                // Buildups").
                Some(plural) if tally.contexts > 0 || tally.seen.contains(&Seen::FaqTopic) => {
                    is_card(key, &tally.with_plural(plural))
                }
                _ => is_card(key, tally),
            })
            .map(|(key, _)| key.clone())
            .collect();
        for _ in 0..2 {
            let more: Vec<String> = self
                .tallies
                .par_iter()
                .filter(|(key, tally)| {
                    !accepted.contains(*key)
                        && tally.mid + tally.initial > 0
                        && tally.other_uses == 0
                        && !is_vocabulary(key)
                        && self
                            .neighbours
                            .get(*key)
                            .is_some_and(|n| n.iter().any(|k| accepted.contains(k)))
                        && !self.is_elided(key)
                })
                .map(|(key, _)| key.clone())
                .collect();
            accepted.extend(more);
        }
        let pairs: Vec<String> = accepted
            .par_iter()
            .filter(|key| self.is_two_cards(key, &accepted))
            .cloned()
            .collect();
        for key in pairs {
            accepted.remove(&key);
        }
        for key in self.shared_last_words(&accepted) {
            accepted.remove(&key);
        }
        accepted
    }

    /// Accepted names the documents write more often in lower case, as words
    /// of play, than as a title ("send over a \"Red Shirt\"" once, "the red
    /// shirt strategy" and "any red shirt" more often): an everyday phrase of
    /// the game, not a card. Only names of two words or more that only running
    /// text proposes are weighed; a card's title is written as a title.
    pub(super) fn everyday_phrases(
        &self,
        records: &[Record],
        accepted: &BTreeSet<String>,
    ) -> Vec<String> {
        let phrases: FxHashMap<String, (&String, usize)> = accepted
            .iter()
            .filter_map(|key| {
                let tally = self.tallies.get(key).filter(|t| t.seen.is_empty())?;
                let lower = best_spelling(&tally.spellings)?.to_lowercase();
                let words = lower.split(' ').count();
                let plain = lower.chars().all(|c| c.is_alphabetic() || c == ' ');
                let written: usize = tally.spellings.values().sum();
                (words >= 2 && plain).then_some((lower, (key, written)))
            })
            .collect();
        let lower_case = written_in_lower_case(records, &phrases.keys().collect::<Vec<_>>());
        phrases
            .iter()
            .filter(|(phrase, (_, written))| lower_case.get(*phrase).is_some_and(|n| n > written))
            .map(|(_, (key, _))| (*key).clone())
            .collect()
    }

    /// Single words that end two or more accepted titles and that the
    /// structure never names ("Disruptor" of Klingon Disruptor and Romulan
    /// Disruptor, "Picard" of Jean-Luc Picard and Beverly Picard): the word
    /// the cards share, not a card of its own.
    fn shared_last_words(&self, accepted: &BTreeSet<String>) -> Vec<String> {
        let ends = WordEnds::new(accepted);
        accepted
            .iter()
            .filter(|key| ends.ending(key).nth(1).is_some())
            .filter(|key| self.tallies.get(*key).is_some_and(|t| t.seen.is_empty()))
            .cloned()
            .collect()
    }

    /// Whether a single word stands in a list for a name it shares the last
    /// word of with a neighbour ("Nutational or Metaphasic Shields": the
    /// documents name Nutational Shields elsewhere).
    fn is_elided(&self, key: &str) -> bool {
        !key.contains(' ')
            && self.neighbours.get(key).is_some_and(|neighbours| {
                neighbours.iter().any(|neighbour| {
                    let shared = neighbour.rsplit_once(' ').map(|(_, last)| last);
                    shared.is_some_and(|last| self.tallies.contains_key(&format!("{key} {last}")))
                })
            })
    }

    /// Whether a colon name joins two accepted cards ("Amanda Rogers: Countermanda"
    /// sets two cards side by side; "Kevin Uxbridge: Convergence" is one title).
    fn is_two_cards(&self, key: &str, accepted: &BTreeSet<String>) -> bool {
        let Some(tally) = self.tallies.get(key) else {
            return false;
        };
        tally.spellings.keys().any(|name| {
            name.split_once(": ").is_some_and(|(before, after)| {
                let after = title_key(after);
                let structural = self.tallies.get(&after).is_some_and(|t| !t.seen.is_empty());
                accepted.contains(&title_key(before)) && accepted.contains(&after) && structural
            })
        })
    }
}

/// How often each phrase (all lower case, its words single-spaced) is written
/// just so in the records' text, its plural counted as itself; a question's
/// parts repeat its text and are not read. Each text is read word by word,
/// and only a word some phrase opens with is looked at further.
fn written_in_lower_case(records: &[Record], phrases: &[&String]) -> FxHashMap<String, usize> {
    let mut by_first: FxHashMap<&str, Vec<Vec<&str>>> = FxHashMap::default();
    for phrase in phrases {
        let words: Vec<&str> = phrase.split(' ').collect();
        by_first.entry(words[0]).or_default().push(words);
    }
    if by_first.is_empty() {
        return FxHashMap::default();
    }
    records
        .par_iter()
        .filter(|record| record.kind != RecordKind::QuestionPart)
        .fold(FxHashMap::default, |mut counts, record| {
            let words: Vec<(&str, bool)> = record
                .text
                .split_whitespace()
                .map(|token| {
                    let word = token.trim_matches(|c: char| !c.is_alphanumeric());
                    (word, token.ends_with([',', '.', ';', ':', '?', '!', ')']))
                })
                .collect();
            for at in 0..words.len() {
                let Some(opened) = by_first.get(words[at].0) else {
                    continue;
                };
                for phrase in opened
                    .iter()
                    .filter(|phrase| written_at(&words[at..], phrase))
                {
                    *counts.entry(phrase.join(" ")).or_insert(0) += 1;
                }
            }
            counts
        })
        .reduce(FxHashMap::default, |mut all, counts| {
            for (found, n) in counts {
                *all.entry(found).or_insert(0) += n;
            }
            all
        })
}

/// Whether `words` (each with whether a clause breaks after it) open with
/// `phrase`, word for word in the same case, its last word perhaps in its
/// plural; no clause breaks inside it.
fn written_at(words: &[(&str, bool)], phrase: &[&str]) -> bool {
    phrase.len() <= words.len()
        && phrase
            .iter()
            .zip(words)
            .enumerate()
            .all(|(at, (wanted, (word, breaks)))| {
                let last = at + 1 == phrase.len();
                let plural = last && word.strip_suffix('s') == Some(*wanted);
                (!breaks || last) && (word == wanted || plural)
            })
}

/// Whether a candidate's own evidence makes it a card.
fn is_card(key: &str, tally: &Tally) -> bool {
    if tally.seen.iter().any(|&how| how != Seen::FaqTopic) {
        return true;
    }
    // Listed beside special equipment as often as used as a card.
    if tally.equipment > 0 && tally.equipment >= tally.contexts {
        return false;
    }
    // A topic named in running text, mostly not as a term being defined.
    let in_text = tally.mid + tally.initial + tally.partial;
    if tally.seen.contains(&Seen::FaqTopic) && in_text > 0 && tally.other_uses < in_text {
        return true;
    }
    if tally.other_uses > 0 {
        return false;
    }
    if is_affiliation_outpost(tally) {
        return tally.mid >= 1;
    }
    if is_vocabulary(key) {
        return false;
    }
    if WEAK_CONNECTIVE.is_match(key) {
        tally.mid + tally.initial >= 2
    } else if key.contains(' ') {
        let seen = tally.mid + tally.initial;
        (tally.mid >= 1 && (seen + tally.partial >= 2 || tally.contexts >= 1))
            || tally.initial >= 2
            || tally.framed >= 1
    } else {
        let alien = is_alien_word(key, tally);
        tally.contexts >= 2 || (tally.contexts >= 1 && (tally.mid >= 2 || alien))
    }
}

/// Whether a name is an affiliation's outpost written as a title mid-sentence
/// ("docked at the Klingon Outpost"): First Edition titles each affiliation's
/// outpost so, though both words are words of the game.
fn is_affiliation_outpost(tally: &Tally) -> bool {
    tally.spellings.keys().any(|spelling| {
        spelling.split_once(' ').is_some_and(|(affiliation, rest)| {
            rest == "Outpost" && AFFILIATIONS.contains(&affiliation)
        })
    })
}

/// Whether a single-word name is written with an inner apostrophe in all its
/// spellings, as alien names are ("Cha'Joh", "K'chiQ"), and not as an English
/// possessive or contraction.
fn is_alien_word(key: &str, tally: &Tally) -> bool {
    !key.contains(' ')
        && tally.spellings.keys().all(|spelling| {
            spelling.split_once('\'').is_some_and(|(before, after)| {
                let english = ["s", "t", "d", "m", "ll", "re", "ve"]
                    .iter()
                    .any(|ending| after.eq_ignore_ascii_case(ending));
                !before.is_empty() && !after.is_empty() && !english
            })
        })
}

/// True when a name is a game term: a known phrase, a non-card word, a name of
/// vocabulary only (single words), or not name-shaped at all.
pub(super) fn is_game_term(name: &str, key: &str) -> bool {
    if key.is_empty() || is_known_phrase(key) || is_not_card(key) {
        return true;
    }
    let words: Vec<&str> = key.split(' ').collect();
    if words.len() == 1 && is_vocabulary(key) {
        return true;
    }
    let first = name.split_whitespace().next().unwrap_or_default();
    let last = name.split_whitespace().last().unwrap_or_default();
    first.chars().next().is_some_and(|c| c.is_ascii_digit())
        || is_adjective(last)
        || names_a_class_of_cards(&words)
        || is_placeholder(&words)
        || NAME_SMALL_WORDS.contains(&last)
        || matches!(last.to_lowercase().as_str(), "card" | "cards" | "notes")
        || name.contains(['=', '/'])
        || name
            .split_whitespace()
            .any(|w| w.contains('.') && w.chars().any(|c| c.is_ascii_digit()))
        || words.iter().all(|w| w.chars().all(|c| c.is_ascii_digit()))
}

/// Whether a word is a compound adjective ("Q-Related").
fn is_adjective(word: &str) -> bool {
    let word = word.to_lowercase();
    ADJECTIVE_ENDINGS
        .iter()
        .any(|ending| word.ends_with(ending))
}

/// Whether a key of several words ends in the plural of a card type or of
/// another game word ("AU Dilemmas", "Federation Klingons"): it names a class
/// of cards, not one.
fn names_a_class_of_cards(words: &[&str]) -> bool {
    let Some((last, before)) = words.split_last() else {
        return false;
    };
    let singular = last.strip_suffix('s').filter(|_| !last.ends_with("ss"));
    let plural_game_word = singular.is_some_and(|one| listed(GAME_WORDS, one));
    !before.is_empty()
        && (plural_game_word || (singular.is_some() && CardType::named(last).is_some()))
}

/// Whether a key is a game word with a letter standing for one of its kind,
/// as examples name things ("Ship A attacks Ship B", "Player C").
fn is_placeholder(words: &[&str]) -> bool {
    match words {
        [word, letter] => letter.len() == 1 && listed(GAME_WORDS, word),
        _ => false,
    }
}

/// True when every word of a key is game vocabulary, a function word or a number;
/// three function words or more ("Seven of Nine") make a title, not vocabulary.
pub(super) fn is_vocabulary(key: &str) -> bool {
    let number = |w: &str| w.chars().all(|c| c.is_ascii_digit());
    let words = || key.split(' ');
    let hyphenated = key.replace(' ', "-");
    let all_game_words =
        words().all(|w| listed(GAME_WORDS, w) || listed(FUNCTION_WORDS, w) || number(w));
    let game_word_among_three =
        words().count() < 3 || words().any(|w| listed(GAME_WORDS, w) || number(w));
    listed(GAME_WORDS, &hyphenated) || (all_game_words && game_word_among_three)
}

/// True when a key names a person or document word, or a family of cards,
/// that is not a card.
pub(super) fn is_not_card(key: &str) -> bool {
    NOT_CARDS.contains(&key) || CARD_FAMILIES.contains(&key)
}

/// Whether a run is used as something other than a card: named as an episode, a
/// film or a product in the words before it, within its clause ("an episode like \"The Wounded\"",
/// "two more expansions planned before our license runs out: Holodeck Adventures"),
/// quoted as a term being defined ("\"Forces\" here simply means"), made up
/// for an example, or added to a list of game words ("add V'Shar to the list
/// of intelligence skills").
pub(super) fn names_no_card(tokens: &[&str], run: &Run) -> bool {
    const WORKS: &[&str] = &[
        "episode",
        "episodes",
        "expansion",
        "expansions",
        "film",
        "movie",
        "series",
    ];
    let clause_end = |t: &str| t.ends_with(['.', ',', ';', '?', '!', ')', '"']);
    let work = tokens[run.start.saturating_sub(7)..run.start]
        .iter()
        .rev()
        .enumerate()
        .take_while(|(back, t)| *back == 0 || !clause_end(t))
        .any(|(_, t)| WORKS.contains(&core(t).to_lowercase().as_str()));
    let after = tokens[run.end..tokens.len().min(run.end + 3)].join(" ");
    // A quoted term a dash defines: "\"End of Turn\" -- the end of each turn is".
    let defined = run.quoted
        && [
            "means",
            "here means",
            "here simply means",
            "refers to",
            "--",
        ]
        .iter()
        .any(|phrase| after.starts_with(phrase));
    work || defined || is_made_up(tokens, run) || joins_a_list_of_game_words(tokens, run)
}

/// Whether the words after a run add it to a list of game words, not of
/// cards ("add V'Shar to the list of intelligence skills"): it is one of
/// those words.
fn joins_a_list_of_game_words(tokens: &[&str], run: &Run) -> bool {
    let after = &tokens[run.end..tokens.len().min(run.end + 8)];
    let words: Vec<String> = after.iter().map(|t| core(t).to_lowercase()).collect();
    let [to, the, list, of, ..] = words.as_slice() else {
        return false;
    };
    let kind_of_list = after[4..]
        .iter()
        .zip(&words[4..])
        .scan(false, |ended, (token, word)| {
            let this = (!*ended).then_some(word);
            *ended |= token.ends_with(['.', ',', ';', ':', '?', '!', ')']);
            this
        })
        .any(|word| {
            let game_word = listed(GAME_WORDS, word) && !matches!(word.as_str(), "card" | "cards");
            game_word && CardType::named(word).is_none()
        });
    [to, the, list, of] == ["to", "the", "list", "of"] && kind_of_list
}

/// Whether a run names a card supposed for an example: called or named so in
/// a sentence that supposes ("suppose we one day have a card that is called
/// \"The Traveler: Timestop\""). The card is made up, not the names in it
/// (The Traveler is a card).
pub(super) fn is_supposed(tokens: &[&str], run: &Run) -> bool {
    let before = &tokens[..run.start];
    let word = |token: &&str| core(token).to_lowercase();
    let named = before
        .last()
        .is_some_and(|token| matches!(word(token).as_str(), "called" | "named"));
    named
        && before
            .iter()
            .rev()
            .take_while(|token| !token.ends_with(['.', '?', '!']))
            .any(|token| SUPPOSING.contains(&word(token).as_str()))
}

/// Whether the words right after a run say it is made up for an example:
/// "\"Warp Engine Overload,\" a fictional Interrupt".
fn is_made_up(tokens: &[&str], run: &Run) -> bool {
    let after = &tokens[run.end..tokens.len().min(run.end + 2)];
    matches!(after, [article, word] if matches!(*article, "a" | "an")
        && MADE_UP.contains(&core(word).to_lowercase().as_str()))
}

/// Whether a key is a game phrase: a known one, or several words of vocabulary
/// that do not name a family of cards.
pub(super) fn is_game_phrase(key: &str) -> bool {
    let vocabulary = key.contains(' ') && is_vocabulary(key) && !CARD_FAMILIES.contains(&key);
    is_known_phrase(key) || vocabulary
}

/// Whether a key is one of the game's phrases or its special equipment.
pub(super) fn is_known_phrase(key: &str) -> bool {
    GAME_PHRASES.contains(&key) || is_special_equipment(key)
}

/// Whether a key names special equipment ([`SPECIAL_EQUIPMENT`]).
pub(super) fn is_special_equipment(key: &str) -> bool {
    SPECIAL_EQUIPMENT.contains(&key)
}

#[cfg(test)]
mod tests {
    use crate::link::cards::evidence::{after_leading_verb, is_initialism};
    use crate::link::cards::tests::{faq, titles};
    use crate::link::cards::Registry;

    #[test]
    fn a_name_written_more_often_in_lower_case_is_a_phrase_of_play() {
        let records = vec![
            faq(
                "ZEBRA",
                "You can send over a \"Blue Coat\" to attempt the mission. The \
                 blue coat strategy is allowed, though blue coats risk dilemmas. You may play \"Moon Bridge\" \
                 on a ship; the moon bridge of a station is not one. By the moon, \
                 bridge the gap; by a moon. Bridge it; over the moon; bridges.",
            ),
            faq("YAK", "Moon Bridge is nullified by Frob."),
        ];
        let registry = Registry::learn(&records);
        assert_eq!(
            registry.lookup("Blue Coat"),
            None,
            "{:?}",
            titles(&registry)
        );
        assert!(
            registry.lookup("Moon Bridge").is_some(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn a_name_added_to_a_list_of_game_words_is_one_of_them() {
        let records = vec![
            faq(
                "ZEBRA",
                "Intelligence: add \"V'Zorn\" to the list of intelligence skills. \
                 You may play K'Tarq; add K'Tarq to the list of Interrupts. Skills \
                 are not Interrupts.",
            ),
            faq(
                "YAK",
                "Skills: add V'Zorn to the list of selectable skills.",
            ),
        ];
        let registry = Registry::learn(&records);
        assert_eq!(registry.lookup("V'Zorn"), None, "{:?}", titles(&registry));
        assert!(
            registry.lookup("K'Tarq").is_some(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn examples_classes_and_adjectives_are_not_cards() {
        let records = vec![
            faq(
                "ZEBRA",
                "For example, Ship A attacks Ship B with weapons. The owner of Ship B \
                 wants to fight. You may play Frob on a ship, and play Frob \
                 on any Q-Related dilemma; Q-Related cards are played. Play \
                 \"Moon Bridge,\" a fictional Interrupt, and Moon Bridge is nullified; \
                 you may play Moon Bridge.",
            ),
            faq(
                "AU DILEMMAS",
                "Q: Are AU Dilemmas seeded like others? A: Yes.",
            ),
            faq("ROMULAN KLINGONS", "Q: Do Romulan Klingons count? A: Yes."),
            faq(
                "YAK",
                "\"Quux Time\" -- the end of each turn, and \"Quux Time\" -- when \
                 cards are drawn. Draw at Quux Time.",
            ),
            faq("QUUX TIME", "Q: When is it? A: Once a turn."),
        ];
        let registry = Registry::learn(&records);
        assert!(registry.lookup("Frob").is_some());
        for term in [
            "Ship B",
            "Q-Related",
            "Moon Bridge",
            "AU Dilemmas",
            "Romulan Klingons",
            "Quux Time",
        ] {
            assert!(registry.lookup(term).is_none(), "{term} is not a card");
        }
    }

    #[test]
    fn a_card_supposed_for_an_example_is_made_up_not_the_names_in_it() {
        let records = vec![faq(
            "ZEBRA",
            "You may play The Frob on a ship, and play The Frob on Moon \
             Bridge. Suppose we one day have a card that is called \
             \"The Frob: Glow\". Would \"nullifies The Frob\" nullify \
             The Frob: Glow too? Play The Frob: Glow, then.",
        )];
        let registry = Registry::learn(&records);
        assert!(registry.lookup("The Frob").is_some());
        assert!(registry.lookup("The Frob: Glow").is_none());
    }

    #[test]
    fn a_names_plural_counts_for_it_when_it_is_used_as_a_card_itself() {
        let records = vec![faq(
            "ZEBRA",
            "For example if a Zorg is crossing the mission, it moves. Zorgs are \
             not shuttles, and we did not want the Zorgs to get this. A team \
             with two Zapper equipment cards. Then I use Zappers on him.",
        )];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("Zorg").is_some(), "{titles:?}");
        assert!(registry.lookup("Zapper").is_none(), "{titles:?}");
    }

    #[test]
    fn a_word_that_ends_several_titles_is_what_they_share() {
        let records = vec![faq(
            "ZEBRA",
            "You may play Jean Frob and play Maman Frob on a ship, or play \
             Frob, then play Frob again.",
        )];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("Jean Frob").is_some(), "{titles:?}");
        assert!(registry.lookup("Maman Frob").is_some(), "{titles:?}");
        assert!(!titles.contains(&"Frob"), "{titles:?}");
    }

    #[test]
    fn a_colon_titles_bare_title_is_another_card_of_its_group() {
        let records = vec![faq(
            "ZEBRA",
            "You may play The Frob on a ship, and play The Frob again; \
             play The Frob: Glow on it.",
        )];
        let registry = Registry::learn(&records);
        let bare = registry.lookup("The Frob").map(|card| card.title.as_str());
        assert_eq!(bare, Some("The Frob"), "{:?}", titles(&registry));
    }

    #[test]
    fn a_hyphenated_game_word_is_vocabulary() {
        assert!(super::is_vocabulary("non aligned"));
        assert!(!super::is_vocabulary("non frob"));
    }

    #[test]
    fn a_word_elided_before_a_neighbours_last_word_is_no_card_of_its_own() {
        let records = vec![faq(
            "ZEBRA",
            "Play Frob on Moon Shields. You may play Moon Shields, and Frob nullifies \
             Moon Shields. Ask whether Zorch or Moon Shields help: the Zorch Shields \
             are stars.",
        )];
        let registry = Registry::learn(&records);
        assert!(registry.lookup("Moon Shields").is_some());
        assert!(
            registry.lookup("Zorch").is_none(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn a_colon_topic_names_its_card_not_the_bare_title() {
        let records = vec![faq(
            "ZEBRA CASINO: ZORK",
            "Can you play Zebra Casino: Zork on a planet? You may play Zebra Casino: Zork.",
        )];
        let registry = Registry::learn(&records);
        assert!(registry.lookup("Zebra Casino: Zork").is_some());
        assert!(
            registry.lookup("Zebra Casino").is_none(),
            "{:?}",
            titles(&registry)
        );
    }

    #[test]
    fn cards_are_learnt_from_card_like_contexts_not_game_terms() {
        let records = vec![
            faq(
                "ZEBRA",
                "You may play Moon Bridge on a ship. Can Moon Bridge nullify Frob? \
                 If you play Frob, then Frob is a valid response. The Federation \
                 Away Team uses Diplomacy here.",
            ),
            faq(
                "YAK",
                "Cards such as Frob, Quux and Moon Bridge are listed. Also General \
                 Timing applies.",
            ),
        ];
        let registry = Registry::learn(&records);
        for card in ["Moon Bridge", "Frob", "Quux"] {
            assert!(registry.lookup(card).is_some(), "{card} missing");
        }
        for term in ["Federation", "Away Team", "Diplomacy", "General", "Timing"] {
            assert!(registry.lookup(term).is_none(), "{term} is not a card");
        }
    }

    #[test]
    fn an_affiliations_outpost_written_as_a_title_is_a_card() {
        let records = vec![
            faq(
                "ZEBRA",
                "Two Klingon ships are docked at the Klingon Outpost.",
            ),
            faq("YAK", "Two ships are docked at the Romulan outpost."),
            faq("GNU", "Both Klingon Ships are stopped."),
        ];
        let registry = Registry::learn(&records);
        let titles = titles(&registry);
        assert!(registry.lookup("Klingon Outpost").is_some(), "{titles:?}");
        for term in ["Romulan Outpost", "Klingon Ships", "Klingon"] {
            assert!(registry.lookup(term).is_none(), "{term}: {titles:?}");
        }
    }

    #[test]
    fn episodes_are_not_cards_and_ship_registries_are() {
        let records = vec![faq(
            "ZEBRA",
            "Consider an episode like \"The Frobbing\" where Picard waits. Note that \
             the U.S.S. Quux gets the benefit, and you score when he enters The Gnu.",
        )];
        let registry = Registry::learn(&records);
        assert!(
            registry.lookup("The Frobbing").is_none(),
            "{:?}",
            titles(&registry)
        );
        assert!(
            registry.lookup("U.S.S. Quux").is_some(),
            "{:?}",
            titles(&registry)
        );
        assert!(is_initialism("U.S.S."));
        assert!(!is_initialism("A.U."));
        assert!(!is_initialism("USS"));
    }

    #[test]
    fn defined_terms_verbs_and_alien_names() {
        let records = vec![faq(
            "ZEBRA",
            "\"Forces\" here simply means the units. Skills like \"Nullifies Frob Oath \
             where present\" continue. If on Cha'Gnu, use Cha'Gnu to raise it. \
             A drone has icons (e.g., Seven of Nine) here. You can't play it.",
        )];
        let registry = Registry::learn(&records);
        for name in ["Frob Oath", "Cha'Gnu", "Seven of Nine"] {
            assert!(
                registry.lookup(name).is_some(),
                "{name}: {:?}",
                titles(&registry)
            );
        }
        for name in ["Forces", "Nullifies Frob Oath", "You"] {
            assert!(
                registry.lookup(name).is_none(),
                "{name}: {:?}",
                titles(&registry)
            );
        }
        assert_eq!(after_leading_verb("Nullifies Frob Oath"), Some("Frob Oath"));
        assert_eq!(after_leading_verb("Activate Subcommands"), None);
    }
}

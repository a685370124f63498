//! The forms the actor and the action are found by ([`Forms`]): a card's group
//! titles and aliases, a type of card as a noun, a typed phrase with the word
//! forms of its actions and as the documents put it ("an away team fight" is
//! an away team battle, "my own ship" is "your own ship"); the card type a
//! typed phrase names or tells a card is played as; and the game things a
//! typed action names besides the action, its scene.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::question::{DOING_TO, PASSED_OVER, QUALIFIED, WHOSE};
use crate::analyze::vocabulary::Vocabulary;
use crate::error::Result;
use crate::lexicon::concepts::ACTION_WORDS;
use crate::lexicon::english::{
    FUNCTION_WORDS, LEADING_FILLER, PREPOSITIONS_OF_TARGET, QUANTIFIERS, STOP_WORDS,
};
use crate::lexicon::game::{is_an_affiliation, CardType, ACTION_KINDS, GAME_PHRASES, GAME_WORDS};
use crate::lexicon::Concept;
use crate::link::cards::lookup::CardIndex;
use crate::link::groups::{bare_title, Joins};
use crate::normalize::fold;
use crate::query::card::{before_the_word_card, matching_cards};
use crate::query::verdict::Forms;
use crate::query::view::View;
use crate::text::{find_word, word_spans};

/// The game things a typed action names besides the action itself, folded:
/// the cards it names (`cards`, each a thing of its own, not its title's
/// words), game terms ([`GAME_PHRASES`], [`GAME_WORDS`]) less the action's
/// own forms (`action`), and never the `actor`. "beaming an Away Team to the
/// planet from an outpost" names an away team, a planet and an outpost;
/// "ships battling the Borg Ship" the Borg Ship and ships.
pub(super) fn scene_terms(
    typed: &str,
    action: &Forms,
    cards: &Forms,
    actor: &Forms,
) -> Vec<String> {
    let mut folded = fold(typed);
    let mut terms = Vec::new();
    for (names, is_scene) in [(&actor.names, false), (&cards.names, true)] {
        for name in names {
            while let Some(at) = find_word(&folded, name) {
                folded.replace_range(at..at + name.len(), "");
                if is_scene && !terms.contains(name) {
                    terms.push(name.clone());
                }
            }
        }
    }
    for phrase in GAME_PHRASES {
        if let Some(at) = find_word(&folded, phrase) {
            terms.push(phrase.to_string());
            folded.replace_range(at..at + phrase.len(), "");
        }
    }
    for word in folded.split(' ') {
        if is_game_word(word)
            && !action.names.iter().any(|name| name == word)
            && !terms.iter().any(|t| t == word)
        {
            terms.push(word.to_string());
        }
    }
    terms
}

/// Whether a lower-case word is a word of the game ([`GAME_WORDS`]).
pub(super) fn is_game_word(word: &str) -> bool {
    GAME_WORDS.binary_search(&word).is_ok()
}

/// The forms of a card type as a noun ("an interrupt", "interrupts",
/// "interrupt cards"), not the verb that may share its word ("you may not
/// interrupt another action").
pub(super) fn type_forms(kind: CardType) -> Forms {
    let singular = kind.name();
    let plurals =
        CardType::words().filter(|word| CardType::named(word) == Some(kind) && *word != singular);
    let words: Vec<String> = ["a", "an", "the", "any", "another", "other", "each"]
        .iter()
        .map(|article| format!("{article} {singular}"))
        .chain([format!("{singular} card"), format!("{singular} cards")])
        .chain(plurals.map(str::to_string))
        .collect();
    Forms::new(words)
}

/// True when folded `text` names an action by a player's word for it
/// ([`ACTION_WORDS`]), a whole word.
pub(super) fn names_an_action(text: &str) -> bool {
    action_words(|word| find_word(text, word).is_some())
        .next()
        .is_some()
}

/// The names the actor goes by: a card's group titles and aliases, or the typed
/// words with their forms.
pub(super) fn actor_forms(cards: &CardIndex, actor: &str) -> (Option<String>, Forms) {
    if let [card] = matching_cards(cards, actor).as_slice() {
        let names = card_names(cards, &card.title);
        return (Some(card.title.clone()), Forms::new(names));
    }
    let phrase = strip_leading_filler(actor);
    // A whole type of card ("an Interrupt card", "doorways"): the type's
    // words, but not "this doorway" or "that event", which is one card of it
    // ("This doorway does not allow you to download personnel", of
    // Temporal Micro-Wormhole).
    if let Some(kind) = type_named(&phrase) {
        let mut forms = type_forms(kind);
        forms.names.push(phrase);
        let one_of_them = ["this", "that"].map(|word| format!("{word} {}", kind.name()));
        return (None, forms.apart_from(one_of_them));
    }
    // A card the registry does not know, typed with the word "card" after its
    // name ("the Neela card"): the name.
    let phrase = named_before_the_word_card(actor).unwrap_or(phrase);
    let mut names = vec![phrase.clone()];
    names.extend(action_words(|word| phrase == word));
    (None, Forms::new(names))
}

/// The name, folded, that `typed` gives before the word "card" it ends with
/// ("neela" of "the Neela card"): a name, so capitalized as typed, and no
/// function word ("my own card", "That card" name nothing); none when it ends
/// otherwise.
fn named_before_the_word_card(typed: &str) -> Option<String> {
    let bare = before_the_word_card(typed)?;
    let last = bare.rsplit(' ').next().unwrap_or(bare);
    if !last.starts_with(char::is_uppercase) || FUNCTION_WORDS.contains(&fold(last).as_str()) {
        return None;
    }
    Some(strip_leading_filler(bare)).filter(|name| !name.is_empty())
}

/// The card type folded `phrase` is, alone or with "card" or "cards" after it
/// ("interrupt card", "doorways").
fn type_named(phrase: &str) -> Option<CardType> {
    let word = phrase
        .strip_suffix(" cards")
        .or_else(|| phrase.strip_suffix(" card"))
        .unwrap_or(phrase);
    CardType::named(word)
}

/// A card told as played as a type ("Tox Uthat played as an Event"): the
/// type in group 1.
static PLAYED_AS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bplayed as (?:an? )?([a-z]+)\b")
        .expect("played-as pattern is a valid regular expression")
});

/// The type folded `typed` tells a card is played as ([`PLAYED_AS`]), if it
/// tells one.
pub(super) fn type_told_as_played(typed: &str) -> Option<CardType> {
    CardType::named(PLAYED_AS.captures(typed)?.get(1)?.as_str())
}

/// The card type `typed` words are, less their leading filler ("an
/// Interrupt", "my Event just played"): [`type_played`].
pub(super) fn typed_as_a_type(typed: &str) -> Option<CardType> {
    type_played(&strip_leading_filler(typed))
}

/// The card type folded `phrase` is ([`type_named`]), perhaps told as it is
/// played: "an event just played", "interrupt being played".
fn type_played(phrase: &str) -> Option<CardType> {
    let unplayed = [" just played", " being played", " played"]
        .iter()
        .find_map(|told| phrase.strip_suffix(told))
        .unwrap_or(phrase);
    type_named(unplayed)
}

/// The forms of the action: the cards it names (with their groups and aliases),
/// else the word forms of the action words, and the `thing` the question
/// reads in a place, if any.
fn action_forms(
    words: &Words,
    action: &str,
    actor: Option<&str>,
    thing: Option<&str>,
) -> (Vec<String>, Forms) {
    let cards = words.cards;
    let folded = fold(action);
    // The cards `text` names besides the actor.
    let others_named = |text: &str| -> Vec<String> {
        cards
            .cards_named(text)
            .into_iter()
            .filter(|c| Some(c.as_str()) != actor)
            .collect()
    };
    // "an attack made legal with Post Garrison" asks about an attack, and
    // "K'chiQ, by closing his Alternate Universe Door" about K'chiQ: a card
    // named after the action qualifies it ([`qualifier_of`]).
    let names_an_action_read = |done: &str| {
        names_an_action(done)
            || in_documents_terms(words.vocabulary, done).is_some_and(|read| names_an_action(&read))
    };
    let qualified = QUALIFIED.captures(&folded).and_then(|found| {
        let done = found[1].to_string();
        (names_an_action(&done) || !cards.cards_named(&done).is_empty()).then_some(done)
    });
    // "flying his ship over my Gaps in Normal Space" asks about the move: a
    // card the action passes over is its place.
    let qualified = qualified.or_else(|| {
        let found = PASSED_OVER.captures(&folded)?;
        let place = found[2].split([',', ';']).next().unwrap_or_default();
        let place = place.split(" and ").next().unwrap_or_default();
        let done = found[1].to_string();
        (names_an_action_read(&done) && !others_named(place).is_empty()).then_some(done)
    });
    // "Revolving Door shutting my AU Doorway" asks about the Revolving Door:
    // a card doing something to another card is the action.
    let qualified = qualified.or_else(|| {
        let found = DOING_TO.captures(&folded)?;
        let doer = found[1].to_string();
        (!others_named(&doer).is_empty() && !others_named(&found[2]).is_empty()).then_some(doer)
    });
    let named = others_named(qualified.as_deref().unwrap_or(action));
    if !named.is_empty() {
        let (mut names, mut siblings) = (Vec::new(), Vec::new());
        for title in &named {
            if let Some(card) = cards.named(title) {
                let (same, other): (Vec<String>, Vec<String>) = card
                    .members
                    .into_iter()
                    .partition(|member| one_names_the_other(title, member));
                names.extend(same);
                siblings.extend(other);
                names.extend(cards.aliases(&card.title));
            }
            names.push(title.clone());
        }
        let forms = Forms::new(names).apart_from(siblings);
        let forms = match named.as_slice() {
            [one] => forms.asked_as(one),
            _ => forms,
        };
        return (named, forms);
    }
    // The phrase as typed, and in the documents' terms ("an Away Team fight"
    // is an Away Team battle); a card the registry does not know without the
    // word "card" after its name ("the Q-Battle card").
    let phrase = named_before_the_word_card(action).unwrap_or_else(|| strip_leading_filler(action));
    // A whole type of card played as an action, perhaps as it is played ("an
    // Interrupt", "an Event just played"): the type's words as a noun, not a
    // verb that shares them ("cards that can "interrupt" a card play").
    if let Some(kind) = type_played(&phrase).filter(|kind| kind.is_an_action()) {
        return (Vec::new(), type_forms(kind));
    }
    let mut phrases = vec![phrase.clone()];
    phrases.extend(in_documents_terms(words.vocabulary, &phrase));
    phrases.extend(in_the_documents_person(action));
    phrases.extend(just_done_before(&phrase));
    // "opponent's Klingon killed" asks of the Klingon the card is played on.
    phrases.extend(thing_before_what_befell_it(&phrase));
    // "a shuttle landed on a planet" asks about the shuttle there: the thing
    // the question read in a place is a form of its own, and a ruling read by
    // it answers only where it names the place too.
    if let Some(thing) = thing {
        phrases.extend(in_documents_terms(words.vocabulary, thing));
        phrases.push(thing.to_string());
    }
    let turns: Vec<String> = phrases
        .iter()
        .filter_map(|phrase| turn_as_the_documents_write(phrase))
        .collect();
    phrases.extend(turns);
    // A player's turn is a time: what may be played at any time may be
    // played in it.
    if phrases.iter().any(|phrase| names_a_turn(phrase)) {
        phrases.push(ANY_TIME.to_string());
    }
    let kinds: Vec<String> = phrases
        .iter()
        .filter_map(|phrase| battle_kind_by_its_target(phrase))
        .map(str::to_string)
        .collect();
    phrases.extend(kinds);
    let owned: Vec<String> = phrases
        .iter()
        .flat_map(|phrase| owners_as_the_documents_write(phrase))
        .collect();
    phrases.extend(owned);
    // Players drop articles the documents write ("completed planet mission"
    // is "completed a planet mission"): a form is said with its articles or
    // without them.
    let bare_phrases: Vec<String> = phrases.iter().map(|p| without_articles(p)).collect();
    let said = |word: &str| {
        phrases
            .iter()
            .any(|phrase| find_word(phrase, word).is_some())
            || bare_phrases
                .iter()
                .any(|phrase| find_word(phrase, &without_articles(word)).is_some())
    };
    // A word of an action inside a compound that modifies another word
    // names no action ("a tractor-beam ship" beams nothing).
    let in_a_modifier_only = |word: &str| {
        let mut spans = phrases
            .iter()
            .chain(&bare_phrases)
            .flat_map(|phrase| word_spans(phrase, word).map(move |span| (phrase, span)))
            .peekable();
        spans.peek().is_some() && spans.all(|(phrase, span)| in_a_modifier(phrase, span))
    };
    let said_alone = |word: &str| said(word) && !in_a_modifier_only(word);
    let mut names = phrases.clone();
    names.extend(action_words(said_alone));
    let other_kinds = ACTION_KINDS
        .iter()
        .filter(|kinds| kinds.iter().any(|kind| said(kind)))
        .flat_map(|kinds| kinds.iter())
        .filter(|kind| !said(kind));
    (Vec::new(), Forms::new(names).apart_from(other_kinds))
}

/// The forms of both sides of a question, and the cards the action names:
/// the actor's `actor` forms (of the card `actor_card`, if it is one), and
/// the action's read from `action` (another copy of the actor card, when it
/// asks of one), each set apart from the other's names that hold one of its
/// own ([`one_mention_one_side`]), and the action from the actor's names with
/// its type word after them ([`named_with_its_type`]). Not so for a copy:
/// "more than one W. Conditions" names the card and another copy of it at
/// once. The `thing` the question reads in a place ("a shuttle" of "a
/// shuttle landed on a planet") is a form of the action of its own.
pub(super) fn forms_of_both(
    words: &Words,
    actor_card: Option<&str>,
    actor: Forms,
    action: &str,
    thing: Option<&str>,
) -> (Forms, Vec<String>, Forms) {
    let cards = words.cards;
    if let Some(card) = actor_card.filter(|card| asks_of_another_copy(cards, &fold(action), card)) {
        return (actor, Vec::new(), copy_forms(cards, card));
    }
    let (named, action) = action_forms(words, action, actor_card, thing);
    let (actor, action) = one_mention_one_side(actor, action);
    let typed = actor_card.map_or_else(Vec::new, |card| named_with_its_type(cards, card, &actor));
    (actor, named, action.apart_from(typed))
}

/// The actor card's names with its type's word after them ("long-range scan
/// interrupt", of "the Long-Range Scan Interrupt card"): the type word there
/// is the actor's, not an action of that type.
fn named_with_its_type(cards: &CardIndex, card: &str, actor: &Forms) -> Vec<String> {
    let facts = cards.type_facts(card);
    let kinds = [facts.kind, facts.play_type()];
    let mut named = Vec::new();
    for kind in kinds.into_iter().flatten() {
        for name in &actor.names {
            named.push(format!("{name} {}", kind.name()));
        }
    }
    named
}

/// The actor's and the action's forms, each set apart from the other's
/// names that hold one of its own: one mention names one side of the
/// question. "Phaser" inside "Phaser Burns" is the action Phaser Burns, not
/// the actor Phaser, and a name both sides share is the actor's when the
/// action has it only as a member of its colon-rule group ("Kevin Uxbridge"
/// beside the action Kevin Uxbridge: Convergence).
pub(super) fn one_mention_one_side(actor: Forms, action: Forms) -> (Forms, Forms) {
    let mut action_apart = holding_a_name_of(&actor, &action);
    action_apart.extend(
        action
            .names
            .iter()
            .filter(|name| actor.names.contains(name) && action.asked.as_ref() != Some(*name))
            .cloned(),
    );
    let actor_apart = holding_a_name_of(&action, &actor);
    (
        actor.apart_from(actor_apart),
        action.apart_from(action_apart),
    )
}

/// The names of `longer`, not of `forms` as well, that hold a name of
/// `forms` ([`holds_one_of`]).
fn holding_a_name_of(longer: &Forms, forms: &Forms) -> Vec<String> {
    longer
        .names
        .iter()
        .filter(|name| !forms.names.contains(name) && holds_one_of(name, &forms.names))
        .cloned()
        .collect()
}

/// Whether the folded `name` holds one of the shorter `names` at word
/// boundaries ("phaser burns" holds "phaser").
pub(super) fn holds_one_of(name: &str, names: &[String]) -> bool {
    names
        .iter()
        .any(|short| short.len() < name.len() && find_word(name, short).is_some())
}

/// The words before a card that make it another copy of one named already
/// ("another Rishon Uxbridge", "a second Exocomp", "my opponent's Revolving
/// Door").
const COPY_WORDS: &[&str] = &["another", "second", "other", "more", "copy", "of"];

/// Whether folded `action` asks of another copy of the actor `card`: its
/// first words besides filler and [`COPY_WORDS`] name that card, and it
/// names no other; what follows the name, if anything, tells where or how
/// the copy is ("already in play", "repairing the same ship"), not what the
/// card does ("Rogue Borg battle" is a battle).
fn asks_of_another_copy(cards: &CardIndex, action: &str, card: &str) -> bool {
    let words: Vec<&str> = action.split(' ').collect();
    let start = words
        .iter()
        .position(|word| {
            !(LEADING_FILLER.contains(word)
                || QUANTIFIERS.contains(word)
                || COPY_WORDS.contains(word))
        })
        .unwrap_or(words.len());
    let rest = words[start..].join(" ");
    let named = cards.cards_named(action);
    let told_after = |after: &str| {
        let next = after.split(' ').find(|word| !word.is_empty());
        next.is_none_or(|word| {
            TOLD_AFTER_THE_COPY.contains(&word) || word.ends_with("ing") || word.ends_with("ed")
        })
    };
    named.len() == 1
        && named[0] == card
        && Forms::new(card_names(cards, card))
            .names
            .iter()
            .any(|name| find_word(&rest, name) == Some(0) && told_after(&rest[name.len()..]))
}

/// The words after a card's name that tell where or how a copy of it is
/// ("another Gaps in Normal Space between the same two missions").
const TOLD_AFTER_THE_COPY: &[&str] = &[
    "already", "still", "in", "on", "at", "between", "from", "with", "that", "which", "of",
];

/// A card's title and its aliases: the names it is found by.
fn card_names(cards: &CardIndex, title: &str) -> Vec<String> {
    let mut names = vec![title.to_string()];
    names.extend(cards.aliases(title));
    names
}

/// The forms of another copy of the card: "another X", "other Xs", "a second
/// X", "more than one X", "multiple Xs", "two Xs", "each other".
fn copy_forms(cards: &CardIndex, card: &str) -> Forms {
    let mut names = vec!["each other".to_string(), "one another".to_string()];
    for name in Forms::new(card_names(cards, card)).names {
        for form in [
            format!("another {name}"),
            format!("other {name}"),
            format!("other {name}s"),
            format!("second {name}"),
            format!("more than one {name}"),
            format!("multiple {name}s"),
            format!("two {name}s"),
            format!("both {name}s"),
        ] {
            names.push(form);
        }
    }
    Forms::new(names)
}

/// Whether the word at `span` of `text` is inside words joined by hyphens
/// into one that modifies the word after it ("beam" in "a tractor-beam
/// ship"): it names no action. Joined words at the end name theirs ("a
/// Q-Battle", "beam-down"), and a phrase written with hyphens, a function
/// word among its words, is words ("report-with-crew action").
fn in_a_modifier(text: &str, span: Range<usize>) -> bool {
    let is_word = |c: char| c.is_alphanumeric() || c == '-' || c == '\'';
    let start = text[..span.start]
        .char_indices()
        .rev()
        .find(|(_, c)| !is_word(*c))
        .map_or(0, |(at, c)| at + c.len_utf8());
    let end = text[span.end..]
        .find(|c: char| !is_word(c))
        .map_or(text.len(), |at| span.end + at);
    let joined: Vec<&str> = text[start..end].split('-').collect();
    joined.len() > 1
        && !joined.iter().any(|part| STOP_WORDS.contains(part))
        && text[end..].chars().any(char::is_alphanumeric)
}

/// Folded `phrase` without its articles ("completed a planet mission" is
/// "completed planet mission").
fn without_articles(phrase: &str) -> String {
    phrase
        .split(' ')
        .filter(|word| !matches!(*word, "a" | "an" | "the"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A thing told with what was just done to it after it, perhaps by whom and
/// with its auxiliary ("a mission just scored", "a mission my opponent just
/// scored", "a card that was just played"): the thing in group 1, the
/// participle in group 2.
static JUST_DONE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:[a-z']+ )*?([a-z-]+) (?:(?:that|which) )?(?:(?:(?:my|your|the|his|her) )?opponent |i |you |he |she |they )?(?:(?:was|were|is|are|has|have|had)(?: been)? )?just ([a-z]+(?:ed|en))$")
        .expect("just done pattern is a valid regular expression")
});

/// Folded `phrase` with what was just done to the thing it tells put before
/// it, as the documents write it ("a mission my opponent just scored" is a
/// "just scored mission", the documents' "just-scored mission"); none when
/// it tells no such thing ([`JUST_DONE_AFTER`]).
fn just_done_before(phrase: &str) -> Option<String> {
    let found = JUST_DONE_AFTER.captures(phrase)?;
    Some(format!("just {} {}", &found[2], &found[1]))
}

/// A thing told with what befell it after it, as a player types the moment
/// he would answer ("opponent's Klingon killed", "a Romulan ship
/// destroyed"): the thing in group 1, what befell it in group 2.
static BEFALLEN_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^([a-z' -]+?) ([a-z]{2,}ed|taken|stolen|beaten|frozen|broken|fallen|slain|dying|dead)$",
    )
    .expect("befallen pattern is a valid regular expression")
});

/// The thing folded `phrase` tells with what befell it after it
/// ([`BEFALLEN_AFTER`]), when it is told by its affiliation ("klingon" of
/// "klingon killed", "romulan ship" of "romulan ship destroyed"): a ruling on
/// the actor played on such a thing answers its moment ("Can I play a
/// Klingon Death Yell on one of my opponents Klingons? Yes."). A thing of no
/// affiliation ("a ship destroyed", "my shuttle destroyed") is in too many
/// rulings on other moments to stand for one.
fn thing_before_what_befell_it(phrase: &str) -> Option<String> {
    let found = BEFALLEN_AFTER.captures(phrase)?;
    let thing = found[1].trim();
    thing
        .split(' ')
        .any(is_an_affiliation)
        .then(|| thing.to_string())
}

/// Folded `phrase` as the documents, which speak to the player, put it: the
/// asker's "my", "I" and "me" are their "your" and "you" ("my own ship
/// during my opponent's turn" is "your own ship during your opponent's
/// turn"), whose they are kept; none when it says none of them.
fn in_the_documents_person(phrase: &str) -> Option<String> {
    let folded = fold(phrase);
    let asked: Vec<&str> = folded
        .split(' ')
        .skip_while(|word| PREPOSITIONS_OF_TARGET.contains(word))
        .collect();
    let said: Vec<&str> = asked
        .iter()
        .map(|word| match *word {
            "my" => "your",
            "mine" => "yours",
            "i" | "me" => "you",
            "i'm" => "you're",
            other => other,
        })
        .collect();
    (said != asked).then(|| said.join(" "))
}

/// A battle or attack told with what it is against, with or without "on" or
/// "against", after an owner or article as a typed action has them
/// ([`WHOSE`]; "his opponent's", "one of my"): "an attack on my ship",
/// "battling his Away Team". The target in group 1.
static BATTLE_AGAINST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"\b(?:battl[a-z]*|attack[a-z]*)(?: on| against)? (?:(?:{WHOSE}|(?:his|her|the) opponent's|one of (?:my|his|her)) )?(ships?|outposts?|facilit(?:y|ies)|stations?|personnel|away teams?|crews?)\b"
    ))
    .expect("battle target pattern is a valid regular expression")
});

/// The kind of battle folded `phrase` tells by its target ([`BATTLE_AGAINST`]):
/// against a ship or a facility, a ship battle; against personnel, an Away
/// Team or a crew, a personnel battle. A ruling on one kind says nothing of
/// the other (`ACTION_KINDS`): "Smoke Bomb and Phaser Burns are valid
/// responses to personnel battle" is no answer for "a battle against my
/// ship".
fn battle_kind_by_its_target(phrase: &str) -> Option<&'static str> {
    let target = BATTLE_AGAINST.captures(phrase)?.get(1)?.as_str();
    let personnel = ["personnel", "away team", "away teams", "crew", "crews"];
    Some(if personnel.contains(&target) {
        "personnel battle"
    } else {
        "ship battle"
    })
}

/// A player's turn told with "on" or "during" before it ("on my opponent's
/// turn", "during your turn"): the preposition in group 1.
static TURN_TOLD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(on|during) (?:[a-z']+ ){0,2}turn\b")
        .expect("turn pattern is a valid regular expression")
});

/// What the documents call every time of the game, a player's turn among
/// them: "Interrupt cards can literally be played at any time".
const ANY_TIME: &str = "any time";

/// Whether folded `phrase` names a player's turn and nothing else: "opponent's
/// turn", "during my next turn"; not a thing done in it ("playing an Event
/// next turn") or a thing of it ("my turn's card play").
pub(super) fn names_a_turn(phrase: &str) -> bool {
    match phrase.split(' ').collect::<Vec<_>>().split_last() {
        Some((last, before)) => {
            (*last == "turn" || *last == "turns")
                && before.iter().all(|word| TELLS_WHOSE_TURN.contains(word))
        }
        None => false,
    }
}

/// The words that may stand before "turn" in a phrase that names a turn:
/// when, whose, and which.
const TELLS_WHOSE_TURN: &[&str] = &[
    "a",
    "current",
    "during",
    "each",
    "every",
    "his",
    "her",
    "in",
    "my",
    "next",
    "on",
    "opponent",
    "opponent's",
    "opponents",
    "own",
    "same",
    "that",
    "the",
    "their",
    "this",
    "your",
];

/// Folded `phrase` with the other of the two prepositions the documents put
/// before a player's turn ([`TURN_TOLD`]): "on your opponent's turn" is
/// "during your opponent's turn", and the other way; none when it tells no
/// turn so.
fn turn_as_the_documents_write(phrase: &str) -> Option<String> {
    let told = TURN_TOLD.captures(phrase)?.get(1)?;
    let other = if told.as_str() == "on" {
        "during"
    } else {
        "on"
    };
    Some(format!(
        "{}{other}{}",
        &phrase[..told.start()],
        &phrase[told.end()..]
    ))
}

/// Folded `phrase` with its owners as the documents write them, when a
/// player leaves words out: "your ship" is "your own ship", and an
/// "opponent's" with no owner before it is "your opponent's" ("my ship during
/// opponent's turn" meets "your own ship during your opponent's turn"). Each
/// way, and both, apart from the phrase as it is.
fn owners_as_the_documents_write(phrase: &str) -> Vec<String> {
    let words: Vec<&str> = phrase.split(' ').collect();
    let own = |words: &[&str]| -> Vec<String> {
        let mut said = Vec::new();
        for (at, word) in words.iter().enumerate() {
            said.push(word.to_string());
            let next = words.get(at + 1).copied().unwrap_or_default();
            if *word == "your" && !["own", "opponent's", ""].contains(&next) {
                said.push("own".to_string());
            }
        }
        said
    };
    let theirs = |words: &[&str]| -> Vec<String> {
        let mut said = Vec::new();
        for (at, word) in words.iter().enumerate() {
            let before = at.checked_sub(1).map_or("", |before| words[before]);
            if *word == "opponent's" && !OWNERS.contains(&before) {
                said.push("your".to_string());
            }
            said.push(word.to_string());
        }
        said
    };
    let owned = own(&words);
    let owned_words: Vec<&str> = owned.iter().map(String::as_str).collect();
    let mut ways: Vec<String> = Vec::new();
    for way in [owned.clone(), theirs(&words), theirs(&owned_words)] {
        let way = way.join(" ");
        if way != phrase && !ways.contains(&way) {
            ways.push(way);
        }
    }
    ways
}

/// The words that already tell whose an "opponent's" after them is: an
/// owner, or an article ("the opponent's").
const OWNERS: &[&str] = &["your", "my", "his", "her", "their", "the", "a", "an"];

/// What a question's words are read with: the card registry, and the
/// vocabulary of players' words for the documents' terms.
pub(super) struct Words<'a> {
    pub(super) cards: &'a CardIndex,
    vocabulary: &'a Vocabulary,
}

impl<'a> Words<'a> {
    /// The cards and vocabulary of `view`.
    pub(super) fn of(view: &'a View) -> Result<Words<'a>> {
        Ok(Words {
            cards: view.cards()?,
            vocabulary: view.index().summary.vocabulary(),
        })
    }

    /// Folded `phrase` in the documents' terms ([`in_documents_terms`]).
    pub(super) fn in_documents_terms(&self, phrase: &str) -> Option<String> {
        in_documents_terms(self.vocabulary, phrase)
    }
}

/// Folded `phrase` with each players' word the `vocabulary` reads put in
/// the documents' term ("an away team fight" is "an away team battle"); none
/// when it reads no word.
fn in_documents_terms(vocabulary: &Vocabulary, phrase: &str) -> Option<String> {
    let folded = fold(phrase);
    let mut read = folded.clone();
    for reading in vocabulary.readings(phrase) {
        let said = fold(&reading.said);
        if let Some(at) = find_word(&read, &said) {
            read.replace_range(at..at + said.len(), &fold(&reading.means));
        }
    }
    (read != folded).then_some(read)
}

/// True when a ruling naming one of two titles of a colon-rule group rules on
/// the other: the same title, or the group's bare title, which stands for
/// every member ("Incoming Message" and "Incoming Message - Federation").
/// Two members with phrases of their own are two cards ("Weyoun's Warship can
/// download only Engage Shuttle Operations: Dominion, not ...: Starfleet").
fn one_names_the_other(asked: &str, member: &str) -> bool {
    let bare = |title: &str| bare_title(title).1 == Joins::Bare;
    asked == member || bare(asked) || bare(member)
}

/// The word forms of the actions whose player's word, or one of whose word
/// forms ("attempting the mission"), `asked` finds ([`ACTION_WORDS`]); not a
/// form that undoes one asked, or that one asked undoes: a ship that
/// uncloaked is not a cloaked ship ([`undoes`]).
fn action_words(asked: impl Fn(&str) -> bool + Copy) -> impl Iterator<Item = String> {
    ACTION_WORDS
        .iter()
        .filter(move |(word, concepts)| asked(word) || forms_of(concepts).any(|form| asked(&form)))
        .flat_map(move |(_, concepts)| {
            let said: Vec<String> = forms_of(concepts).filter(|form| asked(form)).collect();
            forms_of(concepts).filter(move |form| {
                said.contains(form)
                    || !said
                        .iter()
                        .any(|asked| undoes(asked, form) || undoes(form, asked))
            })
        })
}

/// True when word form `one` is `other` undone, by the prefix English
/// reverses an action with ("uncloak" undoes "cloak"; the players'
/// "decloak" is read as "uncloak").
fn undoes(one: &str, other: &str) -> bool {
    one.strip_prefix("un") == Some(other)
}

/// The word forms of `concepts`, one after another.
fn forms_of(concepts: &'static [Concept]) -> impl Iterator<Item = String> {
    concepts
        .iter()
        .flat_map(|concept| concept.forms().unwrap_or_default())
}

/// Folded `text` without the leading words that name nothing by themselves:
/// articles, owners, prepositions of a target ([`LEADING_FILLER`],
/// [`PREPOSITIONS_OF_TARGET`]) and a quantifier with its "of" ("one of my
/// opponent's Klingons" names Klingons).
pub(super) fn strip_leading_filler(text: &str) -> String {
    let folded = fold(text);
    let words: Vec<&str> = folded.split(' ').collect();
    let mut start = 0;
    while let Some(word) = words.get(start) {
        if LEADING_FILLER.contains(word) || PREPOSITIONS_OF_TARGET.contains(word) {
            start += 1;
        } else if QUANTIFIERS.contains(word) && words.get(start + 1) == Some(&"of") {
            start += 2;
        } else {
            break;
        }
    }
    words[start.min(words.len())..].join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::respond::tests::shipped;

    #[test]
    fn a_battle_is_of_the_kind_its_target_tells() {
        for (phrase, kind) in [
            ("a battle against my ship", Some("ship battle")),
            ("an attack on his outpost", Some("ship battle")),
            ("attacking my opponent's ships", Some("ship battle")),
            ("battling his away team", Some("personnel battle")),
            ("an attack on one of my personnel", Some("personnel battle")),
            ("a battle at a planet", None),
            ("battle", None),
        ] {
            assert_eq!(battle_kind_by_its_target(phrase), kind, "{phrase}");
        }
    }

    #[test]
    fn a_players_turn_is_told_with_on_or_during() {
        assert_eq!(
            turn_as_the_documents_write("ship on opponent's turn").as_deref(),
            Some("ship during opponent's turn")
        );
        assert_eq!(
            turn_as_the_documents_write("play it during your own turn").as_deref(),
            Some("play it on your own turn")
        );
        assert_eq!(turn_as_the_documents_write("a ship on a planet"), None);
        assert_eq!(
            turn_as_the_documents_write("ship on the next turning"),
            None
        );
    }

    #[test]
    fn another_copy_of_the_actor_is_named_as_a_copy() {
        let view = shipped();
        let cards = view.cards().unwrap();
        let copy = |typed: &str, actor: &str| asks_of_another_copy(cards, &fold(typed), actor);
        assert!(copy("another Rishon Uxbridge", "Rishon Uxbridge"));
        assert!(copy("Rishon Uxbridge", "Rishon Uxbridge"));
        assert!(copy("a second Hugh beaming down", "Hugh"));
        assert!(copy(
            "my Wartime Conditions already in play",
            "Wartime Conditions"
        ));
        assert!(copy(
            "another Gaps in Normal Space between the same two missions",
            "Gaps in Normal Space"
        ));
        // The card doing something, another card, or the card as a place.
        assert!(!copy("Rogue Borg battle", "Rogue Borg"));
        assert!(!copy(
            "Res-Q already countered by Countermanda",
            "Countermanda"
        ));
        assert!(!copy("Blackjack with opponent's Mickey D.", "Mickey D."));
        let forms = copy_forms(cards, "Amanda Rogers");
        assert!(forms.named_in("except kevin uxbridge or another amanda rogers"));
        assert!(forms.named_in("you can't play multiple amanda rogerss"));
        assert!(!forms.named_in("amanda rogers nullifies any interrupt"));
    }

    #[test]
    fn one_mention_names_one_side_of_the_question() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let both = |actor: &str, action: &str| {
            let (card, forms) = actor_forms(words.cards, actor);
            let (actor, _, action) = forms_of_both(&words, card.as_deref(), forms, action, None);
            (actor, action)
        };
        // A name inside the other side's longer name is that side's.
        let (actor, action) = both("Scan", "Full Planet Scan");
        let sentence = "only a scan can be used, not a full planet scan";
        assert_eq!(actor.spans(sentence).len(), 1, "{actor:?}");
        assert!(!actor.named_in("a full planet scan may be played"));
        assert!(action.named_in("a full planet scan may be played"));
        let (actor, action) = both("Borg Ship", "Borg");
        assert!(actor.named_in("the borg ship attacks"));
        assert!(!action.named_in("the borg ship attacks"));
        assert!(action.named_in("the borg are coming"));
        // A name both share is the actor's, when the action has it only by
        // its colon-rule group.
        let (actor, action) = both("Kevin Uxbridge", "Kevin Uxbridge: Convergence");
        let listed = "some cards that can interrupt a card play: kevin uxbridge, amanda rogers";
        assert!(actor.named_in(listed), "{actor:?} {action:?}");
        assert!(!action.named_in(listed), "{action:?}");
        assert!(action.named_in("q2 nullifies kevin uxbridge: convergence"));
        // The actor's type word after its name is the actor's.
        let (_, action) = both("Long-Range Scan", "chain of Interrupts");
        assert!(!action.named_in("shielded from the long-range scan interrupt card"));
        assert!(action.named_in("a chain of interrupts, then another interrupt"));
        // Another copy of the actor names the actor too.
        let (actor, action) = both("Wartime Conditions", "another Wartime Conditions");
        let asked = "can i have more than one wartime conditions in play?";
        assert!(actor.named_in(asked) && action.named_in(asked));
    }

    #[test]
    fn a_type_told_as_played_is_read() {
        let told = |typed: &str| type_told_as_played(&fold(typed));
        assert_eq!(told("Tox Uthat played as an Event"), Some(CardType::Event));
        assert_eq!(
            told("an artifact played as interrupt"),
            Some(CardType::Interrupt)
        );
        assert_eq!(told("Tox Uthat played as a joke"), None);
        assert_eq!(told("Tox Uthat"), None);
    }

    #[test]
    fn an_action_typed_with_a_verb_of_the_game_is_read_as_its_concept() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let forms = |typed: &str| action_forms(&words, typed, None, None).1.names;
        let movement = forms("ship moving past my ship");
        assert!(movement.contains(&"movement".to_string()), "{movement:?}");
        assert!(forms("my ships move").contains(&"movement".to_string()));
        assert!(forms("beam down").contains(&"beaming".to_string()));
        // A ship under cloak is cloaked.
        assert!(forms("a ship under cloak").contains(&"cloak".to_string()));
        // A time location is where time travel goes, whatever qualifies it.
        let to_the_past = forms("moving my ship from the spaceline to a time location");
        assert!(
            to_the_past.contains(&"time travel".to_string()),
            "{to_the_past:?}"
        );
        assert!(
            to_the_past.contains(&"movement".to_string()),
            "{to_the_past:?}"
        );
        // Any of an action's word forms names it, not only the player's word.
        let attempt = forms("my opponent's Away Team attempting the mission");
        assert!(
            attempt.contains(&"mission attempt".to_string()),
            "{attempt:?}"
        );
        // Whole words only: "removed" is no move, "counterattack" no attack.
        assert!(!forms("removed from play").contains(&"movement".to_string()));
        assert!(!forms("counterattack").contains(&"battle".to_string()));
        // A compound that modifies a word names no action of its parts; one
        // that ends the action, or a phrase written with hyphens, does.
        let modifier = forms("while my tractor-beam ship is cloaked");
        assert!(!modifier.contains(&"beaming".to_string()), "{modifier:?}");
        assert!(modifier.contains(&"cloak".to_string()), "{modifier:?}");
        assert!(forms("a Q-Battle").contains(&"battle".to_string()));
        assert!(forms("beam-down").contains(&"beaming".to_string()));
        let phrase = forms("report-with-crew action");
        assert!(phrase.contains(&"report".to_string()), "{phrase:?}");
    }

    #[test]
    fn a_word_inside_a_compound_is_part_of_it() {
        let modifier = |text: &str, word: &str| {
            let at = text.find(word).unwrap();
            in_a_modifier(text, at..at + word.len())
        };
        assert!(modifier("a tractor-beam ship", "beam"));
        assert!(modifier("a tractor-beam ship", "tractor"));
        assert!(!modifier("a q-battle", "battle"));
        assert!(!modifier("beam-down", "beam"));
        assert!(!modifier("beam down", "beam"));
        assert!(!modifier("a report-with-crew action", "report"));
        // A character of several bytes before the compound.
        assert!(modifier("the “tractor-beam” ship", "beam"));
    }

    #[test]
    fn a_card_named_after_the_actions_word_qualifies_the_action() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let (named, forms) = action_forms(
            &words,
            "an attack made legal with Post Garrison",
            None,
            None,
        );
        assert_eq!(named, Vec::<String>::new());
        assert!(forms.names.contains(&"battle".to_string()), "{forms:?}");
        let (named, _) = action_forms(&words, "Post Garrison", None, None);
        assert_eq!(named, ["Post Garrison"]);
        // A card named before the action's word is the action.
        let (named, _) = action_forms(&words, "Borg Ship attack on my ship", None, None);
        assert_eq!(named, ["Borg Ship"]);
        // So is a card named before what is done by another.
        let typed = "my opponent's K'chiQ, by closing his Alternate Universe Door";
        let (named, _) = action_forms(&words, typed, None, None);
        assert_eq!(named, ["K'chiQ"]);
        // A card doing something to another card is the action.
        let typed = "Revolving Door shutting my AU Doorway";
        let (named, _) = action_forms(&words, typed, None, None);
        assert_eq!(named, ["Revolving Door"]);
        let typed = "my opponent playing K'chiQ";
        let (named, _) = action_forms(&words, typed, None, None);
        assert_eq!(named, ["K'chiQ"]);
    }

    #[test]
    fn a_card_of_a_colon_group_is_named_by_its_bare_title_not_by_a_sibling() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let typed = "Engage Shuttle Operations: Starfleet";
        let (_, forms) = action_forms(&words, typed, None, None);
        assert!(forms.named_in("may download engage shuttle operations"));
        assert!(!forms.named_in("may download engage shuttle operations: dominion"));
        // The bare title asked names every member.
        let (_, forms) = action_forms(&words, "Engage Shuttle Operations", None, None);
        assert!(forms.named_in("may download engage shuttle operations: dominion"));
    }

    #[test]
    fn a_players_word_is_put_in_the_documents_term() {
        let entries = crate::parse::vocabulary::parse(
            "battle\tfight; fighting\naway team\tlanding party\n",
            "test",
        )
        .0;
        let vocabulary = Vocabulary::new(&entries);
        assert_eq!(
            in_documents_terms(&vocabulary, "a Landing Party fight").as_deref(),
            Some("a away team battle")
        );
        assert_eq!(in_documents_terms(&vocabulary, "ship movement"), None);
    }

    #[test]
    fn a_type_of_card_is_named_alone_or_as_cards() {
        assert_eq!(type_named("interrupt card"), Some(CardType::Interrupt));
        assert_eq!(type_named("doorways"), Some(CardType::Doorway));
        assert_eq!(type_named("event"), Some(CardType::Event));
        assert_eq!(type_named("interrupt cards of mine"), None);
        assert_eq!(type_named("kevin uxbridge"), None);
    }

    #[test]
    fn articles_are_dropped_word_by_word() {
        assert_eq!(
            without_articles("completed a planet mission"),
            "completed planet mission"
        );
        assert_eq!(without_articles("the an a"), "");
        // Only whole words: "another" and "theory" keep their letters.
        assert_eq!(without_articles("another theory"), "another theory");
    }

    #[test]
    fn a_turn_is_named_with_whose_and_which_it_is() {
        assert!(names_a_turn("opponent's turn"));
        assert!(names_a_turn("during my next turn"));
        assert!(names_a_turn("on your opponent's turn"));
        assert!(!names_a_turn("playing an event next turn"));
        assert!(!names_a_turn("my turn's card play"));
        assert!(names_a_turn("turn"));
    }

    #[test]
    fn a_thing_of_an_affiliation_is_read_before_what_befell_it() {
        let thing = |typed: &str| thing_before_what_befell_it(typed);
        assert_eq!(thing("klingon killed").as_deref(), Some("klingon"));
        assert_eq!(
            thing("romulan ship destroyed").as_deref(),
            Some("romulan ship")
        );
        assert_eq!(thing("borg dying").as_deref(), Some("borg"));
        // A thing of no affiliation stands for too many moments.
        assert_eq!(thing("ship destroyed"), None);
        assert_eq!(thing("shuttle destroyed"), None);
        // Nothing befell it: no participle after the thing.
        assert_eq!(thing("klingon ship"), None);
        assert_eq!(thing("klingon"), None);
        assert_eq!(thing("klingon queen"), None);
    }

    #[test]
    fn what_was_just_done_to_a_thing_goes_before_it() {
        let moved = |typed: &str| just_done_before(typed);
        assert_eq!(
            moved("a mission just scored").as_deref(),
            Some("just scored mission")
        );
        assert_eq!(
            moved("opponent's mission just scored").as_deref(),
            Some("just scored mission")
        );
        assert_eq!(
            moved("a mission my opponent just scored").as_deref(),
            Some("just scored mission")
        );
        assert_eq!(
            moved("a dilemma that i just encountered").as_deref(),
            Some("just encountered dilemma")
        );
        assert_eq!(
            moved("a card that was just played").as_deref(),
            Some("just played card")
        );
        assert_eq!(
            moved("a ship that has just decloaked").as_deref(),
            Some("just decloaked ship")
        );
        assert_eq!(moved("a just-scored mission"), None);
        assert_eq!(moved("a mission just scored by my opponent"), None);
    }

    #[test]
    fn a_name_typed_before_the_word_card() {
        assert_eq!(
            named_before_the_word_card("the Neela card").as_deref(),
            Some("neela")
        );
        assert_eq!(named_before_the_word_card("neela card"), None);
        assert_eq!(named_before_the_word_card("my own card"), None);
        assert_eq!(named_before_the_word_card("The card"), None);
        assert_eq!(
            named_before_the_word_card("the Q-Battle card").as_deref(),
            Some("q-battle")
        );
        assert_eq!(named_before_the_word_card("Any card"), None);
        assert_eq!(named_before_the_word_card("That card"), None);
        assert_eq!(named_before_the_word_card("card"), None);
        assert_eq!(named_before_the_word_card("card play"), None);
    }

    #[test]
    fn an_action_undone_is_another_action() {
        assert!(undoes("uncloak", "cloak"));
        assert!(!undoes("cloak", "uncloak"));
        assert!(!undoes("cloak", "cloak"));
        let words = |typed: &str| -> Vec<String> {
            action_words(|word| find_word(typed, word).is_some()).collect()
        };
        assert_eq!(words("a ship that just uncloaked"), ["uncloak"]);
        assert_eq!(words("a cloaked ship"), ["cloak"]);
        assert_eq!(words("cloaking or uncloaking"), ["cloak", "uncloak"]);
        assert!(words("a ship moving").contains(&"movement".to_string()));
    }

    #[test]
    fn owners_a_player_leaves_out_are_written_as_the_documents_do() {
        assert_eq!(
            owners_as_the_documents_write("your ship during opponent's turn"),
            [
                "your own ship during opponent's turn",
                "your ship during your opponent's turn",
                "your own ship during your opponent's turn"
            ]
        );
        // Owners written already, or none to write.
        assert!(
            owners_as_the_documents_write("your own ship during your opponent's turn").is_empty()
        );
        assert!(owners_as_the_documents_write("his opponent's ship").is_empty());
        assert!(owners_as_the_documents_write("a ship in battle").is_empty());
    }

    #[test]
    fn the_askers_words_are_put_as_the_documents_speak_to_the_player() {
        assert_eq!(
            in_the_documents_person("on my own ship during my opponent's turn").as_deref(),
            Some("your own ship during your opponent's turn")
        );
        assert_eq!(
            in_the_documents_person("when I attack").as_deref(),
            Some("when you attack")
        );
        assert_eq!(in_the_documents_person("on a ship in battle"), None);
    }

    #[test]
    fn the_scene_of_a_typed_action_is_the_game_things_it_names_besides_the_action() {
        let beaming = Forms::new(["beaming", "beam"]);
        let none = Forms::default();
        assert_eq!(
            scene_terms(
                "beaming an Away Team to the planet from an outpost",
                &beaming,
                &none,
                &none
            ),
            ["away team", "planet", "outpost"]
        );
        // The action alone has no scene; words of no game are none.
        assert!(scene_terms("beaming", &beaming, &none, &none).is_empty());
        assert!(scene_terms("beaming my best friends home", &beaming, &none, &none).is_empty());
        // A card is a thing of the scene, not its title's words; the actor
        // is none.
        let moving = Forms::new(["moving"]);
        let gaps = Forms::new(["Gaps in Normal Space"]);
        let rogue_borg = Forms::new(["Rogue Borg"]);
        assert_eq!(
            scene_terms(
                "Rogue Borg on his ship moving across my Gaps in Normal Space",
                &moving,
                &gaps,
                &rogue_borg
            ),
            ["gaps in normal space", "ship"]
        );
    }

    #[test]
    fn a_typed_name_is_read_without_articles_owners_and_quantifiers() {
        assert_eq!(
            strip_leading_filler("one of my opponent's Klingons"),
            "klingons"
        );
        assert_eq!(strip_leading_filler("on any of his ships"), "ships");
        // "of" after a word that picks nothing is part of the name.
        assert_eq!(
            strip_leading_filler("the Art of Diplomacy"),
            "art of diplomacy"
        );
        assert_eq!(strip_leading_filler("one"), "one");
    }
}

//! Whose card: the asker's own or the opponent's, as the typed action says
//! ("my own Static Warp Bubble", "my opponent's Devidian Door") and as a
//! ruling says before a name ("one of my own ships"). A statement about one
//! player's card is no answer for the other's, and a ruling that the actor
//! works on one player's cards, or in one player's turn, alone answers no for
//! the other's.

use std::sync::LazyLock;

use regex::Regex;

use super::question::Question;
use super::{a_no_from, first_sentence_saying, Basis, RespondAnswer};
use crate::error::Result;
use crate::kept;
use crate::lexicon::english::{LEADING_FILLER, OPPONENTS_OWNERS};
use crate::normalize::fold;
use crate::query::verdict::{points_back, Forms, Verdict};
use crate::query::view::View;
use crate::record::Record;
use crate::text::find_word;

/// Whether a typed side starts by naming the opponent as its owner
/// ("opponent's Revolving Door", "his Wormhole").
pub(super) fn owned_by_the_opponent(typed: &str) -> bool {
    let folded = fold(typed);
    folded
        .split(' ')
        .take_while(|word| LEADING_FILLER.contains(word))
        .any(|word| OPPONENTS_OWNERS.contains(&word))
}

/// A typed action that is the asker's own ("my own Echo Papa 607", "a
/// Static Warp Bubble I played myself").
static OWN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(my own|of mine|i played|i have played|i've played|i (?:have |'ve )?(?:just|already) [a-z]+(?:ed|en))\b")
        .expect("own pattern is a valid regular expression")
});

/// The word a ruling on what a player owns uses ("Paul Rice does not nullify
/// your own Echo Papas"), when the typed action is the asker's own
/// ([`OWN`]): read as its qualifier, before rulings on the action alone.
pub(super) fn owned_by_the_asker(action: &str) -> Option<Forms> {
    OWN.is_match(&fold(action)).then(|| Forms::new(["own"]))
}

/// True when every place folded `sentence` names the action, it names one
/// player's card ([`OWNER_BEFORE`]) and the typed action is the other's
/// (`asked`).
pub(super) fn owned_by_the_other(sentence: &str, asked: Option<Whose>, action: &Forms) -> bool {
    let Some(asked) = asked else {
        return false;
    };
    let spans = action.spans(sentence);
    !spans.is_empty()
        && spans
            .iter()
            .all(|span| owner_before(&sentence[..span.start]).is_some_and(|owner| owner != asked))
}

/// The owner the words right before a name say, perhaps with "own" and a
/// hyphened or participle adjective between: "my own", "my", "your own" (the
/// asker's, as a FAQ answer addresses the asker), "opponent's" ("one of my
/// own ships", "your opponent's ship", "my opponent's just-scored mission",
/// "my opponent's just-" before "scored mission"); not an owner further off
/// ("during my turn on a ship").
static OWNER_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:(my|your own)|(opponent's|opponents'|opponents))(?: own)?(?: [a-z]+-[a-z]+| [a-z]+(?:ed|ing))?(?: | [a-z]+-)$")
        .expect("owner pattern is a valid regular expression")
});

/// Whose card the words before a name say it is ([`OWNER_BEFORE`]).
fn owner_before(before: &str) -> Option<Whose> {
    let found = OWNER_BEFORE.captures(before)?;
    match (found.get(1), found.get(2)) {
        (Some(_), _) => Some(Whose::Own),
        (_, Some(_)) => Some(Whose::Opponents),
        _ => None,
    }
}

/// Whose a typed action is: the asker's own or the opponent's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Whose {
    /// The asker's own ("my own Static Warp Bubble", "my Door").
    Own,
    /// The opponent's ("my opponent's Devidian Door").
    Opponents,
}

/// Whose the folded typed action says it is, if it says: the owner said
/// first ("my own ship during my opponent's turn" is the asker's ship; "my
/// opponent's Door" and "a Door my opponent played" the opponent's).
pub(super) fn whose(typed: &str) -> Option<Whose> {
    let opponents = find_word(typed, "opponent");
    let mine = typed
        .match_indices("my ")
        .map(|(at, _)| at)
        .filter(|&at| at == 0 || typed[..at].ends_with(' '))
        .find(|&at| !typed[at..].starts_with("my opponent"));
    let own = [OWN.find(typed).map(|found| found.start()), mine]
        .into_iter()
        .flatten()
        .min();
    match (own, opponents) {
        (Some(own), Some(opponents)) if own < opponents => Some(Whose::Own),
        (_, Some(_)) => Some(Whose::Opponents),
        (Some(_), None) => Some(Whose::Own),
        (None, None) => None,
    }
}

/// A ruling that the actor works on one player's cards alone: "Just your
/// opponent's", "only your opponent's", "you can only use SCP on your
/// opponent" (group 1, what is used group 2); "only your own", "you can only
/// use SCP on yourself" (group 3, what is used group 4).
static ONLY_ONE_PLAYERS: LazyLock<Regex> = LazyLock::new(|| {
    let used = r"only (?:use|play|target)s? ([^.;:]{1,30}?) on";
    Regex::new(&format!(
        r"\b((?:just|only) (?:your|the) opponent's|{used} (?:your|the) opponent)\b|\b((?:just|only) your own|{used} (?:yourself|your own))\b"
    ))
    .expect("one player's pattern is a valid regular expression")
});

/// Whose cards a folded sentence says the actor works on alone
/// ([`ONLY_ONE_PLAYERS`]), with the words that say it. What it says is used
/// on one player's cards alone is the actor, or a word that points back to it
/// ("you can only use it on yourself"), not another card ("you could not use
/// it to make him show a Devidian Door, because you can only use SCP on
/// yourself" says nothing of the Door).
fn only_ones_of(sentence: &str, actor: &Forms) -> Option<(Whose, String)> {
    let found = ONLY_ONE_PLAYERS.captures(sentence)?;
    let (whose, words, used) = match (found.get(1), found.get(3)) {
        (Some(words), _) => (Whose::Opponents, words, found.get(2)),
        (_, Some(words)) => (Whose::Own, words, found.get(4)),
        _ => return None,
    };
    let the_actor = |used: regex::Match| {
        let used = used.as_str();
        actor.named_in(used) || points_back(used)
    };
    used.is_none_or(the_actor)
        .then(|| (whose, words.as_str().to_string()))
}

/// A ruling that something is done in one player's turn alone: "only during
/// your opponent's turn" (group 1), "it plays only during your turn", "only
/// on your own turn" (group 2).
static ONLY_IN_ONES_TURN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bonly (?:during|on|in) your (?:(opponent's) |own )?turns?\b")
        .expect("one player's turn pattern is a valid regular expression")
});

/// Whose turn a folded sentence says the actor is played or used in alone
/// ([`ONLY_IN_ONES_TURN`]), with the words that say it: when the clause
/// before those words names the actor, or, in a passage `about_actor` (its
/// title names it), a pronoun standing for it ("it plays only during your
/// turn", under AU DOORWAY). Another card's turn ("an Interrupt ... except
/// that it plays only during your turn") says nothing of the actor.
fn only_in_ones_turn(sentence: &str, actor: &Forms, about_actor: bool) -> Option<(Whose, String)> {
    let found = ONLY_IN_ONES_TURN.captures(sentence)?;
    let words = found.get(0)?;
    let clause_start = sentence[..words.start()]
        .rfind(['.', ';', ','])
        .map_or(0, |at| at + 1);
    let clause = &sentence[clause_start..words.start()];
    let subject = actor.named_in(clause)
        || (about_actor
            && ["it", "he", "she"]
                .iter()
                .any(|p| find_word(clause, p).is_some()));
    let whose = if found.get(1).is_some() {
        Whose::Opponents
    } else {
        Whose::Own
    };
    subject.then(|| (whose, words.as_str().to_string()))
}

/// The answer `stated` as no when the typed action is one player's and a
/// passage shown for it, or the whole question a part shown belongs to, says
/// the actor works on the other player's cards alone, or, asked of a turn,
/// in the other player's turn alone ([`only_in_ones_turn`]): "Does the Traveler
/// nullify all SWBs in play or just my opponent's? Just your opponent's"
/// answers no for "my own Static Warp Bubble", whatever a ruling on Static
/// Warp Bubbles at large says.
pub(super) fn only_the_other_players(
    view: &View,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let Some(asked) = whose(&fold(&question.action)) else {
        return Ok(stated);
    };
    if stated.verdict == Verdict::No {
        return Ok(stated);
    }
    let mut passages: Vec<Record> = Vec::new();
    for shown in &stated.evidence {
        passages.push(shown.record.clone());
        if let Some(parent) = &shown.record.parent {
            passages.extend(view.record_by_id(parent)?);
        }
    }
    let actor = &question.actor_forms;
    let found = first_sentence_saying(&passages, |folded| {
        only_ones_of(folded, actor)
            .filter(|(whose, _)| *whose != asked)
            .map(|(_, words)| words)
    })
    .or_else(|| {
        // One player's turn answers only a question asked of a turn.
        find_word(&fold(&question.action), "turn")?;
        passages.into_iter().find_map(|passage| {
            let about_actor = actor.named_in(&kept::folded(&passage.title));
            first_sentence_saying([passage], |folded| {
                only_in_ones_turn(folded, actor, about_actor)
                    .filter(|(whose, _)| *whose != asked)
                    .map(|(_, words)| words)
            })
        })
    });
    Ok(a_no_from(
        found,
        "only the other player's",
        Basis::Stated,
        stated,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_of_one_player_alone_is_read_of_its_subject() {
        let doorway = Forms::new(["doorway"]);
        let s = "it is thus similar to an interrupt, except that it plays only during your turn, not during anyone's turn.";
        assert_eq!(
            only_in_ones_turn(s, &doorway, true).map(|(whose, _)| whose),
            Some(Whose::Own)
        );
        assert_eq!(only_in_ones_turn(s, &doorway, false), None);
        let s = "a doorway may be played only on your own turn.";
        assert_eq!(
            only_in_ones_turn(s, &doorway, false).map(|(whose, _)| whose),
            Some(Whose::Own)
        );
        let s = "a doorway may be played only during your opponent's turn.";
        assert_eq!(
            only_in_ones_turn(s, &doorway, false).map(|(whose, _)| whose),
            Some(Whose::Opponents)
        );
        let s = "an interrupt may be played at any time, but a doorway only during your turn.";
        assert_eq!(
            only_in_ones_turn(s, &Forms::new(["an interrupt"]), false),
            None
        );
    }

    #[test]
    fn an_action_that_is_the_askers_own_is_qualified_by_own() {
        let own = |typed: &str| owned_by_the_asker(typed).map(|forms| forms.names);
        assert_eq!(own("my own Echo Papa 607"), Some(vec!["own".to_string()]));
        assert_eq!(
            own("a Static Warp Bubble I played myself"),
            Some(vec!["own".to_string()])
        );
        assert_eq!(own("my opponent's Echo Papa 607"), None);
        assert_eq!(own("an Echo Papa 607 on my ship"), None);
    }

    #[test]
    fn the_owner_before_a_name_or_the_compound_it_ends() {
        assert_eq!(owner_before("on my opponent's "), Some(Whose::Opponents));
        assert_eq!(
            owner_before("on my opponent's just-"),
            Some(Whose::Opponents)
        );
        assert_eq!(owner_before("on my own just-"), Some(Whose::Own));
        assert_eq!(owner_before("on a just-"), None);
        assert_eq!(owner_before("during my turn on a "), None);
    }

    #[test]
    fn a_statement_about_one_players_card_is_no_answer_for_the_others() {
        let ship = Forms::new(["ship", "ships"]);
        let opponents = Some(Whose::Opponents);
        let own_ships = "q: can i play the card onto one of my own ships? a: yes.";
        assert!(owned_by_the_other(own_ships, opponents, &ship));
        assert!(!owned_by_the_other(own_ships, Some(Whose::Own), &ship));
        assert!(!owned_by_the_other(own_ships, None, &ship));
        let theirs = "you may play it on your opponent's ship.";
        assert!(!owned_by_the_other(theirs, opponents, &ship));
        let theirs = "can i play it on my opponent's just-scored ship?";
        assert!(!owned_by_the_other(theirs, opponents, &ship));
        assert!(owned_by_the_other(theirs, Some(Whose::Own), &ship));
        let both = "play it on my own ship or any ship.";
        assert!(!owned_by_the_other(both, opponents, &ship));
        // An owner further off owns something else.
        let far = "can i play it during my turn on a ship?";
        assert!(!owned_by_the_other(far, opponents, &ship));
        let no_apostrophe = "play it on my opponents ship.";
        assert!(!owned_by_the_other(no_apostrophe, opponents, &ship));
        assert!(owned_by_the_other(no_apostrophe, Some(Whose::Own), &ship));
    }

    #[test]
    fn whose_an_action_is_and_whose_cards_a_ruling_keeps_to() {
        assert_eq!(whose("my opponent's devidian door"), Some(Whose::Opponents));
        assert_eq!(whose("a door my opponent played"), Some(Whose::Opponents));
        assert_eq!(whose("my own static warp bubble"), Some(Whose::Own));
        assert_eq!(whose("my door"), Some(Whose::Own));
        assert_eq!(whose("a static warp bubble i played"), Some(Whose::Own));
        assert_eq!(whose("battle"), None);
        assert_eq!(whose("a mission i just scored"), Some(Whose::Own));
        assert_eq!(whose("a ship i need to move"), None);
        // The owner said first owns what is asked about; a moment is no owner.
        assert_eq!(
            whose("my own ship during my opponent's turn"),
            Some(Whose::Own)
        );
        assert_eq!(whose("my ship during my opponent's turn"), Some(Whose::Own));
        assert_eq!(whose("an enemy ship"), None);
        assert_eq!(whose("the door of a dummy ship"), None);
        let scp = Forms::new(["scp"]);
        let keeps_to = |sentence: &str| only_ones_of(sentence, &scp).map(|(whose, _)| whose);
        assert_eq!(
            keeps_to("2) just your opponent's -- the ones played by the opponent."),
            Some(Whose::Opponents)
        );
        assert_eq!(
            keeps_to("you can only use scp on yourself."),
            Some(Whose::Own)
        );
        assert_eq!(
            keeps_to("it nullifies only your own zorns."),
            Some(Whose::Own)
        );
        assert_eq!(
            keeps_to("you may only play it on the opponent."),
            Some(Whose::Opponents)
        );
        // Another card kept to one player says nothing of the actor.
        assert_eq!(keeps_to("you may only play x on the opponent."), None);
        // Who acts, not whose card it is used on.
        assert_eq!(keeps_to("only your opponent may nullify it."), None);
        assert_eq!(
            keeps_to("you may only play it when your opponent attacks."),
            None
        );
    }
}

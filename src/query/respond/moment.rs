//! A question asked at another moment than the one a statement holds for: an
//! action asked between two others, a use the actor's rulings say must be
//! made at once asked some time after, a yes that waits for what the typed
//! action asks before or is refused once the action is over, a yes for one at
//! a time asked of several at once, and a moment the documents say takes no
//! response ("a dilemma just revealed").

use std::sync::{Arc, LazyLock};

use regex::Regex;

use super::forms::is_game_word;
use super::passages::records_matching;
use super::question::{without_asides, Question};
use super::{a_no_from, first_sentence_saying, Basis, Evidence, Reason, RespondAnswer};
use crate::error::Result;
use crate::index::any_term;
use crate::kept;
use crate::lexicon::english::LEADING_FILLER;
use crate::lexicon::game::CardType;
use crate::normalize::{fold, holds_folding_to_ascii};
use crate::query::verdict::{Forms, Stance, Verdict};
use crate::query::view::View;
use crate::record::{Record, Status};
use crate::text::{ascii_case_insensitive_starts, find_word, words};

/// Whether `typed` asks, outside its asides, about the moment between
/// actions: "between" and actions of a type played as one, or actions or
/// turns ("between dilemmas of a mission attempt", "between two actions"),
/// not "between two time locations".
pub(super) fn asks_between_actions(typed: &str) -> bool {
    let typed = fold(&without_asides(typed));
    let Some(at) = find_word(&typed, "between") else {
        return false;
    };
    typed[at + "between".len()..]
        .split(' ')
        .filter(|word| !word.is_empty())
        .find(|word| !LEADING_FILLER.contains(word) && !["two", "its"].contains(word))
        .is_some_and(|word| {
            CardType::named(word).is_some_and(CardType::is_an_action)
                || ["actions", "turns", "plays"].contains(&word)
        })
}

/// What a card's ruling says must be done at once, the moment in group 1:
/// "If you choose to use the optional download, you must do so immediately
/// upon seeding or playing the objective".
static AT_ONCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bmust (?:do so|do it|use it|play it|be (?:done|used|played|made)) (?:immediately|at once|right away) (?:upon|after|when|as|on) ([^.;]+)")
        .expect("at-once pattern is a valid regular expression")
});

/// A typed action told as some time after another: "a few turns later",
/// "a couple of turns after the objective hit the table", "on a later turn".
static SOME_TIME_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:later|afterwards?|turns? after|next turn|another turn|following turn)\b")
        .expect("later pattern is a valid regular expression")
});

/// The answer `stated` (which found no verdict) with "no" when the actor's
/// own rulings say its use must be made at once ([`AT_ONCE`]) and the typed
/// action tells it some time after ([`SOME_TIME_AFTER`]): stated of the
/// card itself.
pub(super) fn not_done_at_once(
    view: &View,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let Some(card) = &question.actor_card else {
        return Ok(stated);
    };
    if !SOME_TIME_AFTER.is_match(&fold(&question.action)) {
        return Ok(stated);
    }
    let query = any_term([view.index().fields.card_term(card)]);
    let records = records_matching(view, Box::new(query))?
        .into_iter()
        .filter(|record| record.status != Status::Historical);
    let found = first_sentence_saying(records, |folded| {
        AT_ONCE
            .find(folded)
            .map(|at_once| at_once.as_str().to_string())
    });
    Ok(a_no_from(found, "only at once", Basis::Stated, stated))
}

/// What a ruling says must come before a player may answer: "The target must
/// be selected and you must check ... before you may nullify the dilemma
/// with X"; what must come first in group 1.
static MUST_COME_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:^|[.;:] )([^.;:]*?\bmust\b[^.;:]*?) before (?:you|he|she|they|a player|the player) (?:may|can)\b")
        .expect("must-come-first pattern is a valid regular expression")
});

/// What a ruling refuses once the action is over, in a sentence that allows
/// it before: "You could play X just as your opponent is playing the
/// Supernova to nullify it, but you couldn't nullify it after the Supernova
/// has had its effect"; the refusal in group 1, what it waits for in group 2.
static REFUSED_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"\b((?:cannot|can't|couldn't|could not|may not|can no longer)\b[^.;:]*?) after ([^.;:]+)",
    )
    .expect("refused-after pattern is a valid regular expression")
});

/// A typed action told as over: "a Supernova that has already gone off",
/// "the battle, after it has resolved".
static ALREADY_OVER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:already|(?:has|have|had) (?:resolved|ended|finished|been completed|had its effect)|is over|afterwards)\b")
        .expect("already-over pattern is a valid regular expression")
});

/// The moment a typed action asks before, in its words: what follows
/// "before" ("Nausicaans, before a target is picked"), or the clause that
/// says something has not happened yet ("nobody has been picked as its
/// target yet").
fn moment_asked_before(typed: &str) -> Option<&str> {
    if let Some(before) = find_word(typed, "before") {
        return Some(&typed[before + "before".len()..]);
    }
    let yet = find_word(typed, "yet")?;
    let clause_start = typed[..yet].rfind([',', ';']).map_or(0, |comma| comma + 1);
    let clause = &typed[clause_start..yet];
    let negated = clause.contains("n't ")
        || ["not", "no", "nobody", "nothing", "none"]
            .iter()
            .any(|word| find_word(clause, word).is_some());
    negated.then_some(clause)
}

/// The answer `stated` turned to "no" when its "yes" holds only at another
/// moment than the typed action asks: the yes waits for something
/// ([`MUST_COME_FIRST`]) that the typed action asks before ("Nausicaans,
/// before a target is picked" against "The target must be selected ...
/// before you may nullify the dilemma with X"; a word of four letters or
/// more of the moment names what must come first), or it holds no longer
/// for an action the typed action tells as over ([`over_by_then`]), or it
/// answers the action one at a time and the typed action asks several at
/// once ([`one_at_a_time_asked_at_once`]).
pub(super) fn asked_at_another_moment(question: &Question, stated: RespondAnswer) -> RespondAnswer {
    let Some(deciding) = stated
        .evidence
        .first()
        .filter(|_| stated.verdict == Verdict::Yes)
    else {
        return stated;
    };
    let typed = fold(&without_asides(&question.action));
    let sentence = fold(&deciding.sentence);
    let another_moment = must_come_first_asked_before(&typed, &sentence)
        .or_else(|| {
            over_by_then(
                &typed,
                &sentence,
                &deciding.record.text,
                &question.action_forms,
            )
        })
        .map(|cue| (cue, "not at the moment asked"));
    let Some((cue, construction)) = another_moment.or_else(|| {
        one_at_a_time_asked_at_once(&typed, &sentence, &question.action_forms)
            .map(|cue| (cue, "one at a time"))
    }) else {
        return stated;
    };
    let evidence = Evidence {
        stance: Stance {
            verdict: Verdict::No,
            cue,
            construction,
            ..deciding.stance.clone()
        },
        ..deciding.clone()
    };
    // The same sentence, read for the moment asked.
    let mut all = stated.evidence;
    all[0] = evidence;
    RespondAnswer {
        verdict: Verdict::No,
        reason: Reason::stated(Verdict::No, &all[0]),
        evidence: all,
        ..stated
    }
}

/// What a ruling says is answered one at a time: "she can only stop only one
/// Rogue Borg at a time", "Countermanda nullifies one TAK at a time"; what
/// is answered in group 1.
static ONE_AT_A_TIME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bone ([a-z][a-z' -]{0,40}?) at a time\b")
        .expect("one-at-a-time pattern is a valid regular expression")
});

/// A typed action told as several things at once: "a whole group of Rogue
/// Borg at once", "two Kidnappers at the same time".
static SEVERAL_AT_ONCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:at once|at the same time|simultaneously|all together|in one go)\b")
        .expect("at-once pattern is a valid regular expression")
});

/// The cue of a folded `sentence` whose yes answers the `action` one at a
/// time ([`ONE_AT_A_TIME`]: the action named in what is answered) when the
/// folded `typed` action asks several at once ([`SEVERAL_AT_ONCE`]). Not a sentence
/// that says the action itself is taken one at a time ("you play them one at
/// a time so your opponent can respond"): there "them" names no action.
fn one_at_a_time_asked_at_once(typed: &str, sentence: &str, action: &Forms) -> Option<String> {
    if !SEVERAL_AT_ONCE.is_match(typed) {
        return None;
    }
    let found = ONE_AT_A_TIME.captures(sentence)?;
    action.named_in(&found[1]).then(|| found[0].to_string())
}

/// The cue of a folded `sentence` whose yes waits for something that the
/// folded `typed` action asks before ([`MUST_COME_FIRST`], [`asked_before`]:
/// "before its targets are chosen" asks before "the target must be
/// selected").
fn must_come_first_asked_before(typed: &str, sentence: &str) -> Option<String> {
    let first = MUST_COME_FIRST.captures(sentence)?.get(1)?.as_str();
    asked_before(typed, first).then(|| format!("{} before", first.trim()))
}

/// The cue of a yes that holds no longer when the folded `typed` action is
/// told as over ([`ALREADY_OVER`]): its folded `sentence` refuses the answer
/// after the action ([`refused_after`]), or its `passage` answers the action
/// only as it is just played ([`answers_only_the_just_played`]), or the
/// sentence prevents the `action` itself ([`prevents_the_action`]).
fn over_by_then(typed: &str, sentence: &str, passage: &str, action: &Forms) -> Option<String> {
    if !ALREADY_OVER.is_match(typed) {
        return None;
    }
    refused_after(sentence)
        .or_else(|| answers_only_the_just_played(passage))
        .or_else(|| prevents_the_action(sentence, action))
}

/// The cue of a folded `sentence` that refuses the answer after the action
/// ([`REFUSED_AFTER`]).
fn refused_after(sentence: &str) -> Option<String> {
    let refused = REFUSED_AFTER.captures(sentence)?;
    Some(format!("{} after {}", &refused[1], refused[2].trim()))
}

/// The sentence, folded, of `passage` that answers a card only as it is
/// "just played" (its text "If opponent just played Res-Q", "Nullifies any
/// one Interrupt card just played"): once anything follows the play ("Res-Q
/// already countered"), it has not been just played.
fn answers_only_the_just_played(passage: &str) -> Option<String> {
    kept::sentences(passage)
        .iter()
        .map(|range| kept::folded(&passage[range.clone()]))
        .find(|sentence| find_word(sentence, "just played").is_some())
        .map(|sentence| sentence.to_string())
}

/// A verb of prevention and the article after it, if any: what follows is
/// what is kept from happening ("prevents supernova", "to prevent the
/// battle").
static PREVENTS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bprevent(?:s|ed|ing)?\s+(?:the\s+|a\s+|an\s+|any\s+)?")
        .expect("prevention pattern is a valid regular expression")
});

/// The cue of a folded `sentence` that prevents the action itself (its
/// card's text "as an interrupt (prevents supernova)"): once the action is
/// over ("Supernova already in effect"), what has happened can no longer be
/// kept from happening.
fn prevents_the_action(sentence: &str, action: &Forms) -> Option<String> {
    PREVENTS.find_iter(sentence).find_map(|verb| {
        let rest = &sentence[verb.end()..];
        action
            .names
            .iter()
            .find(|name| find_word(rest, name) == Some(0))
            .map(|name| format!("{}{name}", verb.as_str()))
    })
}

/// A moment of an action that the documents say takes no response, named in
/// quotes: "(it has been \"just revealed\" but cannot otherwise be responded
/// to)"; the moment in group 1, and in group 2 what tells it when a clause
/// follows ("when the seeded card has been slid out from under the mission,
/// turned face-up, ..."). The link stage keeps its passage among the general
/// rules ([`crate::link::rules`]).
static A_MOMENT_WITHOUT_RESPONSES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#""([a-z][a-z' -]{2,30})"[^.;"]{0,40}?\bcannot (?:otherwise )?be responded to\b(?:\)? when ([^.;]+))?"#)
        .expect("moment pattern is a valid regular expression")
});

/// The answer `stated` with "no" as a general rule when the action is asked
/// at a moment that the documents say takes no response
/// ([`A_MOMENT_WITHOUT_RESPONSES`]: "a dilemma just revealed"): a ruling on
/// the action at large ("nullify the dilemma with X") holds once the moment
/// has passed, and is shown after it.
pub(super) fn a_moment_without_responses(
    question: &Question,
    rules: &[Record],
    stated: RespondAnswer,
) -> RespondAnswer {
    let typed = fold(&without_asides(&question.action));
    if stated.verdict == Verdict::No || !typed.contains(' ') {
        return stated;
    }
    // The link stage finds the passage among the general rules, which the
    // answer holds already; only one that may say "responded" once folded
    // is read.
    let rules = rules.iter().filter(|rule| {
        holds_folding_to_ascii(&rule.text)
            || ascii_case_insensitive_starts(&rule.text, "responded")
                .next()
                .is_some()
    });
    let found = first_sentence_saying(rules, |folded| {
        let said = moments_said(folded);
        if let Some(found) = &said.without_responses {
            if names_the_moment(&typed, &found.moment)
                || found
                    .told
                    .as_deref()
                    .is_some_and(|told| tells_the_moment(&typed, told))
            {
                return Some(found.words.clone());
            }
        }
        let found = said.only_when.as_ref()?;
        asked_before(&typed, &found.first).then(|| found.words.clone())
    });
    a_no_from(
        found,
        "a moment without responses",
        Basis::GeneralRule,
        stated,
    )
}

/// What one folded sentence says of the moments responses wait for, by
/// [`A_MOMENT_WITHOUT_RESPONSES`] and [`RESPONDED_TO_ONLY_WHEN`]: the same for
/// every question, so worked out once per sentence ([`kept::Kept`]).
#[derive(Debug, Default)]
struct MomentsSaid {
    /// A moment the sentence says takes no response.
    without_responses: Option<WithoutResponses>,
    /// What the sentence says must have happened before a response.
    only_when: Option<OnlyWhen>,
}

/// A moment that takes no response ("just revealed"), as a sentence says it.
#[derive(Debug)]
struct WithoutResponses {
    /// The words that say it.
    words: String,
    /// The moment, in quotes in the sentence.
    moment: String,
    /// The clause that tells the moment ("when the dilemma has been slid
    /// out ..."), if any.
    told: Option<String>,
}

/// What must have happened before an action may be responded to, as a
/// sentence says it.
#[derive(Debug)]
struct OnlyWhen {
    /// The words that say it.
    words: String,
    /// What must come first.
    first: String,
}

/// [`MomentsSaid`] of a folded sentence, kept.
fn moments_said(folded: &str) -> Arc<MomentsSaid> {
    static KEPT: LazyLock<kept::Kept<Arc<MomentsSaid>>> = LazyLock::new(kept::Kept::default);
    KEPT.get_or_work(folded, || {
        let without_responses =
            A_MOMENT_WITHOUT_RESPONSES
                .captures(folded)
                .map(|found| WithoutResponses {
                    words: found[0].to_string(),
                    moment: found[1].to_string(),
                    told: found.get(2).map(|told| told.as_str().to_string()),
                });
        let only_when = RESPONDED_TO_ONLY_WHEN
            .captures(folded)
            .map(|found| OnlyWhen {
                words: found[0].to_string(),
                first: found[1].to_string(),
            });
        Arc::new(MomentsSaid {
            without_responses,
            only_when,
        })
    })
}

/// What the documents say must have happened before an action may be
/// responded to: "(i.e. the seed card has been "just encountered" and may be
/// responded to) only when any targets for the dilemma have been chosen";
/// what must have happened in group 1.
static RESPONDED_TO_ONLY_WHEN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bmay be responded to\)? only (?:when|after|once) ([^.;]+)")
        .expect("responded-to-only-when pattern is a valid regular expression")
});

/// True when the folded `typed` action asks before what `first` says must
/// come first ([`moment_asked_before`]): a word of four letters or more of
/// the moment, compared by its stem, is in it ("before any targets are
/// picked" asks before "any targets ... have been chosen").
fn asked_before(typed: &str, first: &str) -> bool {
    let Some(moment) = moment_asked_before(typed) else {
        return false;
    };
    let must_come = crate::analyze::terms(first);
    crate::analyze::terms(moment)
        .iter()
        .filter(|term| term.len() >= 4)
        .any(|term| must_come.contains(term))
}

/// True when the folded `typed` action tells the moment a clause of the
/// documents tells ("slid out and turned face up, we're still reading it"
/// against "slid out from under the mission, turned face-up, and both players
/// have had the opportunity to read it"): three words of four letters or
/// more, compared by their stems, are in both. The game's things (a card,
/// the mission) are in any scene: what happens tells the moment, not what
/// it happens to ("seeding a card under a mission" is no reveal).
fn tells_the_moment(typed: &str, told: &str) -> bool {
    let told = crate::analyze::terms(told);
    let happening: Vec<&str> = words(typed).filter(|word| !is_game_word(word)).collect();
    let mut shared: Vec<String> = crate::analyze::terms(&happening.join(" "))
        .into_iter()
        .filter(|term| term.len() >= 4 && told.contains(term))
        .collect();
    shared.dedup();
    shared.len() >= 3
}

/// True when folded `text` names the `moment`: its words in order, up to two
/// words between each two ("a dilemma that has just been revealed" names
/// "just revealed").
fn names_the_moment(text: &str, moment: &str) -> bool {
    let said: Vec<&str> = words(text).collect();
    let wanted: Vec<&str> = moment.split_whitespace().collect();
    let Some((first, rest)) = wanted.split_first() else {
        return false;
    };
    said.iter().enumerate().any(|(at, word)| {
        if word != first {
            return false;
        }
        let mut place = at;
        rest.iter().all(|next| {
            let found = said[place + 1..]
                .iter()
                .take(3)
                .position(|word| word == next);
            found.map(|offset| place += offset + 1).is_some()
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_play_told_as_over_is_not_just_played() {
        let passage = "You can't play two. The card states \"If opponent just played Res-Q...\" Once one is played, it is over.";
        let res_q = Forms::new(["Res-Q"]);
        assert_eq!(
            over_by_then("res-q already countered", "", passage, &res_q).as_deref(),
            Some("the card states \"if opponent just played res-q...\"")
        );
        assert_eq!(over_by_then("res-q", "", passage, &res_q), None);
        let passage = "You can't play two. Once one is played, it is over.";
        assert_eq!(answers_only_the_just_played(passage), None);
    }

    #[test]
    fn a_moment_between_actions_is_asked_between_them() {
        assert!(asks_between_actions(
            "between dilemmas of a mission attempt"
        ));
        assert!(asks_between_actions("in between two actions"));
        assert!(!asks_between_actions("moving between two time locations"));
        assert!(!asks_between_actions("mission attempt (between dilemmas)"));
        assert!(!asks_between_actions("a dilemma"));
    }

    #[test]
    fn what_is_prevented_is_not_prevented_once_over() {
        let supernova = Forms::new(["Supernova"]);
        let sentence = "it plays as an interrupt (prevents supernova).";
        assert_eq!(
            over_by_then("supernova already in effect", sentence, "", &supernova).as_deref(),
            Some("prevents supernova")
        );
        assert_eq!(
            over_by_then(
                "the supernova, after it has had its effect",
                "you may play x to prevent the supernova.",
                "",
                &supernova
            )
            .as_deref(),
            Some("prevent the supernova")
        );
        // Asked before it is over, or preventing something else of it.
        assert_eq!(over_by_then("supernova", sentence, "", &supernova), None);
        assert_eq!(
            prevents_the_action(
                "it prevents its points from scoring, not the supernova.",
                &supernova
            ),
            None
        );
    }

    #[test]
    fn a_moment_is_named_by_its_words_in_order_a_few_apart() {
        assert!(names_the_moment("a dilemma just revealed", "just revealed"));
        assert!(names_the_moment(
            "a dilemma that has just been revealed",
            "just revealed"
        ));
        assert!(!names_the_moment(
            "a dilemma revealed just now",
            "just revealed"
        ));
        assert!(!names_the_moment(
            "just as the dilemma was at last fully revealed",
            "just revealed"
        ));
    }

    #[test]
    fn a_moment_is_told_by_three_words_of_the_clause_that_tells_it() {
        let told = "the seeded card has been slid out from under the mission, turned face-up, and both players have had the opportunity to read it";
        assert!(tells_the_moment(
            "the dilemma was slid out and turned face up, we are reading it",
            told
        ));
        // Two words in common are not the moment.
        assert!(!tells_the_moment("the mission was turned", told));
        assert!(!tells_the_moment("a personnel battle at the mission", told));
        // Nor are the game's things it happens to.
        assert!(!tells_the_moment("seeding a card under the mission", told));
        assert!(tells_the_moment(
            "nausicaans, slid out from under the mission and turned over",
            told
        ));
        let sentence = "the initiation begins (i.e. it has been \"just revealed\" but cannot otherwise be responded to) when the card has been slid out";
        let found = A_MOMENT_WITHOUT_RESPONSES.captures(sentence).unwrap();
        assert_eq!(&found[1], "just revealed");
        assert_eq!(&found[2], "the card has been slid out");
    }

    #[test]
    fn what_must_be_done_at_once_and_an_action_told_some_time_after() {
        let at_once = |s: &str| AT_ONCE.captures(s).map(|found| found[1].to_string());
        assert_eq!(
            at_once("if you use it, you must do so immediately upon playing the zoog."),
            Some("playing the zoog".to_string())
        );
        assert_eq!(
            at_once("the download must be made at once when the zoog is seeded"),
            Some("the zoog is seeded".to_string())
        );
        assert_eq!(at_once("you must discard it immediately."), None);
        for later in [
            "a few turns later",
            "two turns after it was played",
            "on my next turn",
        ] {
            assert!(SOME_TIME_AFTER.is_match(later), "{later}");
        }
        assert!(!SOME_TIME_AFTER.is_match("right after it is played"));
    }

    #[test]
    fn what_must_come_before_a_player_may_answer() {
        let first = |sentence: &str| {
            MUST_COME_FIRST
                .captures(sentence)
                .map(|found| found[1].to_string())
        };
        assert_eq!(
            first("for example. the target must be chosen before you may nullify it with x.")
                .as_deref(),
            Some("the target must be chosen")
        );
        assert_eq!(
            first("you may nullify it with x before the target is chosen."),
            None
        );
        assert_eq!(
            first("the target must be chosen, and then you may nullify it."),
            None
        );
    }

    #[test]
    fn what_must_happen_before_a_response_is_asked_before() {
        let sentence = "the initiation is complete (i.e. it may be responded to) only when any targets for the dilemma have been chosen and you have checked.";
        let first = RESPONDED_TO_ONLY_WHEN.captures(sentence).unwrap()[1].to_string();
        assert!(first.starts_with("any targets for the dilemma have been chosen"));
        assert!(asked_before(
            "a dilemma, before any targets are picked",
            &first
        ));
        assert!(!asked_before("a dilemma, before my next turn", &first));
        assert!(!asked_before(
            "a dilemma once its targets are picked",
            &first
        ));
    }

    #[test]
    fn a_yes_one_at_a_time_answers_no_for_several_at_once() {
        let rogue_borg = Forms::new(["Rogue Borg"]);
        let sentence = "a: 5) amanda nullifies any \"interrupt card just played\", so she can only stop only one rogue borg at a time.";
        assert_eq!(
            one_at_a_time_asked_at_once("three rogue borg played at once", sentence, &rogue_borg),
            Some("one rogue borg at a time".to_string())
        );
        // One at a time is what was asked.
        assert_eq!(
            one_at_a_time_asked_at_once("a rogue borg just played", sentence, &rogue_borg),
            None
        );
        // The action itself taken one at a time is no limit of the actor's.
        let played_so = "technically, you play them one at a time so your opponent can respond.";
        assert_eq!(
            one_at_a_time_asked_at_once("a group of rogue borg at once", played_so, &rogue_borg),
            None
        );
    }

    #[test]
    fn the_moment_a_typed_action_asks_before() {
        assert_eq!(
            moment_asked_before("nausicaans, before a target is picked"),
            Some(" a target is picked")
        );
        assert_eq!(
            moment_asked_before("nausicaans, and nobody has been picked as its target yet"),
            Some(" and nobody has been picked as its target ")
        );
        assert_eq!(
            moment_asked_before("a dilemma that hasn't been resolved yet"),
            Some("a dilemma that hasn't been resolved ")
        );
        // "Yet" without a negation is not a moment before.
        assert_eq!(moment_asked_before("yet another battle"), None);
    }

    #[test]
    fn a_yes_refused_after_the_action_answers_an_action_told_as_over() {
        let sentence = "you could play x just as your opponent is playing the supernova to nullify it, but you couldn't nullify it after the supernova has had its effect.";
        let supernova = Forms::new(["Supernova"]);
        assert_eq!(
            over_by_then(
                "a supernova that has already gone off",
                sentence,
                "",
                &supernova
            )
            .as_deref(),
            Some("couldn't nullify it after the supernova has had its effect")
        );
        assert_eq!(
            over_by_then("a supernova being played", sentence, "", &supernova),
            None
        );
        // A sentence that refuses nothing after the action answers as it says.
        assert_eq!(refused_after("you may play x after the battle."), None);
    }
}

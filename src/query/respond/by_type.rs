//! Verdicts read from what the documents say of a kind of card rather than of
//! the two cards, tried when nothing is stated of them: the question asked of
//! the action card's type or the actor's ([`by_type`]: "you cannot use the
//! Armbands to avoid a dilemma" for the Borg Ship), the only cards a ruling
//! allows to interrupt an action (not for a card told to work on it from
//! play), the types the actor's rulings say it answers, an action a ruling
//! says cannot be interrupted, against an actor played as an Interrupt, a
//! type kept to one player's turn, and a rule that forbids any card during
//! the action ([`no_card_may_be_played`]).

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::asked::ends_with_question_mark;
use super::forms::{actor_forms, one_mention_one_side, type_forms, typed_as_a_type};
use super::ownership::only_the_other_players;
use super::passages::{naming, naming_both, records_matching};
use super::question::Question;
use super::reader::{purpose_in_parenthesis, Readers};
use super::{
    a_no_from, answer, answer_from_passages, first_sentence_saying, Basis, Evidence, Reason,
    RespondAnswer, Role, IN_THE_SENTENCE,
};
use crate::error::Result;
use crate::index::any_term;
use crate::kept;
use crate::lexicon::concepts::ACTION_WORDS;
use crate::lexicon::english::LEADING_FILLER;
use crate::lexicon::game::{CardType, LOCATIONS};
use crate::link::cards::lookup::CardIndex;
use crate::normalize::{collapse_spaces, fold};
use crate::query::type_answered::types_answered;
use crate::query::verdict::{Forms, Verdict, MAY_PLAY};
use crate::query::view::View;
use crate::record::{Record, Status};
use crate::text::{find_word, ENDINGS};

/// The answer `stated` (which found no verdict on the two cards) with the
/// verdict the passages state of a card's type (`typed`), when they state one:
/// its evidence first, then the passages that name the actor and the action.
pub(super) fn by_type(
    view: &View,
    cards: &CardIndex,
    typed: TypeQuestion,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let TypeQuestion {
        card,
        kind,
        question,
        other_kinds,
    } = typed;
    let Some(query) = naming_both(view.index(), &question) else {
        return Ok(stated);
    };
    let candidates = records_matching(view, Box::new(query))?;
    let actor = question.actor_forms.clone();
    let of_type = answer(question, cards, &candidates);
    // A type is carried over to its card only from a sentence that names it:
    // what the sentences around it named may be one card of it, not all; not
    // from one about another kind of it ("a space dilemma" for a planet
    // dilemma); and not from one that restricts the actor to one card of the
    // type ("Q2 (to nullify Q)"); nor from "the dilemma" that stands for
    // one named before it.
    let named_there = of_type.evidence.first().is_some_and(|best| {
        let sentence = fold(&best.sentence);
        let under_a_proviso =
            best.stance.verdict == Verdict::Yes && YES_WITH_A_PROVISO.is_match(&sentence);
        best.strength >= IN_THE_SENTENCE
            && !other_kinds.named_in(&sentence)
            && !restricted(&sentence, &actor)
            && !under_a_proviso
            && !one_card_named_before(cards, &best.record, &sentence, kind)
    });
    if of_type.verdict == Verdict::Unknown || !named_there {
        return Ok(stated);
    }
    // Nor is a ruling about another kind of it shown as its evidence.
    let mut evidence: Vec<Evidence> = of_type
        .evidence
        .into_iter()
        .filter(|shown| !other_kinds.named_in(&fold(&shown.sentence)))
        .collect();
    evidence.extend(where_typed(view, cards, &card)?);
    evidence.extend(stated.evidence);
    Ok(RespondAnswer {
        verdict: of_type.verdict,
        basis: Basis::ByType,
        reason: Reason::ByType {
            played_as: cards.type_facts(&card).played_as.is_some(),
            card,
            kind,
            stated: Box::new(of_type.reason),
        },
        evidence,
        disagreements: of_type.disagreements,
        ..stated
    })
}

/// Where the documents give `card` its type, to show beside a verdict by
/// type: the passage that tells what it is played as, else the first of its
/// type evidence, the sentence with the words that give it marked (or its
/// first sentence, when the passage's section gives it: "FAQ 3.8 Events").
/// None for a type the question told ("Tox Uthat played as an Event") or a
/// user's card list gave.
fn where_typed(view: &View, cards: &CardIndex, card: &str) -> Result<Option<Evidence>> {
    let facts = cards.type_facts(card);
    // What the card is played as, when it is told; else its own type.
    let given = match &facts.played_as {
        Some(told) => std::slice::from_ref(told),
        None => facts.type_evidence.as_slice(),
    };
    for given in given {
        let Some(record) = given.record.as_deref() else {
            continue;
        };
        let Some(record) = view.record_by_id(record)? else {
            continue;
        };
        let sentences = kept::sentences(&record.text);
        let said = |range: &Range<usize>| collapse_spaces(&record.text[range.clone()]);
        let saying = sentences
            .iter()
            .map(said)
            .find(|sentence| sentence.contains(given.says.as_str()))
            .or_else(|| sentences.first().map(said))
            .unwrap_or_default();
        return Ok(Some(Evidence::unread(record, saying, Role::TypeGiven)));
    }
    Ok(None)
}

/// Whether folded `sentence` of `record` names the type `kind` only as "the
/// dilemma" (its singular after "the"), after the passage named a card of
/// that type: it stands for that card ("For example, your Away Team
/// encounters Nausicaans. ... before you may nullify the dilemma with
/// Interphase Generator"), not for every card of the type.
fn one_card_named_before(
    cards: &CardIndex,
    record: &Record,
    sentence: &str,
    kind: CardType,
) -> bool {
    let text = kept::folded(&record.text);
    let forms = type_forms(kind);
    let (Some(at), Some(first)) = (text.find(sentence), forms.find(sentence)) else {
        return false;
    };
    let definite = format!("the {}", kind.name());
    let only_definite = forms
        .spans(sentence)
        .iter()
        .all(|span| sentence[span.clone()] == definite);
    only_definite
        && cards
            .cards_named(&text[..at + first])
            .iter()
            .any(|card| cards.type_facts(card).kind == Some(kind))
}

/// Whether folded `sentence` restricts the `actor` by a parenthesis right
/// after its name, "Q2 (to nullify Q)", "X (only against Y)", or by a
/// relative clause ("Interrupts and Events that are in space").
fn restricted(sentence: &str, actor: &Forms) -> bool {
    let Some(mention) = actor.last_span_in(sentence) else {
        return false;
    };
    purpose_in_parenthesis(sentence, actor).is_some()
        || RELATIVE_AFTER.is_match(&sentence[mention.end..])
}

/// The words that make a yes hold only for the cards of a type that meet a
/// proviso, or only for most of them: "these cards CAN be played on a
/// cloaked ship, as long as the card is logically independent of cloaking
/// ability", "generally speaking". Which cards meet it, the reader cannot
/// tell.
static YES_WITH_A_PROVISO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:as long as|so long as|provided|only if|generally|usually|normally)\b")
        .expect("proviso pattern is a valid regular expression")
});

/// A relative clause that narrows a name, perhaps after another name joined
/// to it: "Interrupts and Events that are "in space"", "Interrupts which
/// cancel cards".
static RELATIVE_AFTER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^( (and|or) [a-z-]+( cards)?)? (that|which|who|whose) ")
        .expect("relative clause pattern is a valid regular expression")
});

/// The forms of the kinds of `kind` played at another location than the
/// card's `class` ("space dilemma" for a planet dilemma, and for a dilemma
/// whose location is unknown); none for a card played at either.
pub(super) fn other_kinds(kind: CardType, class: Option<&str>) -> Forms {
    if class == Some("Either") {
        return Forms::default();
    }
    let words: Vec<&str> = CardType::words()
        .filter(|word| CardType::named(word) == Some(kind))
        .collect();
    let others = LOCATIONS
        .iter()
        .filter(|location| Some(**location) != class && **location != "Either");
    Forms::new(
        others.flat_map(|location| words.iter().map(move |word| format!("{location} {word}"))),
    )
}

/// A question asked of a card's type instead of the card ("may an Interrupt
/// respond to ...?"): the card, its type, the question, and the kinds of the
/// type the card is not.
pub(super) struct TypeQuestion {
    pub(super) card: String,
    pub(super) kind: CardType,
    pub(super) question: Question,
    pub(super) other_kinds: Forms,
}

/// A sentence that names the only cards allowed to interrupt an action: "only
/// one card (Barclay's Transporter Phobia) currently allows you to
/// "interrupt" beaming"; the cards in group 1, the action after group 2.
static ONLY_CARDS_ALLOWED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r#"\bonly (?:one|two|three|\d) cards? \(([^)]+)\) (?:currently |presently )?(?:allows?|lets?|can|may)(?: you)?(?: to)? "?(interrupt|respond to|be played during)"?"#,
    )
    .expect("only-cards pattern is a valid regular expression")
});

/// The answer `stated` (which found no verdict) with "no" when a passage names
/// the only cards allowed to interrupt the action and the actor, a card
/// played ([`Question::actor_is_a_card_played`]), is not one of them
/// ([`ONLY_CARDS_ALLOWED`]): what holds for every other card, as a general
/// rule.
pub(super) fn only_cards_allowed(
    view: &View,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    if !question.actor_is_a_card_played() {
        return Ok(stated);
    }
    let Some(query) = naming(view.index(), &question.action_forms) else {
        return Ok(stated);
    };
    if works_from_play(view, question)? {
        return Ok(stated);
    }
    let actor = Readers::new(&question.actor_forms, question.actor_card.as_deref());
    let records = records_matching(view, query)?
        .into_iter()
        .filter(|record| record.status != Status::Historical);
    let found = first_sentence_saying(records, |folded| {
        let only = ONLY_CARDS_ALLOWED.captures(folded)?;
        let (listed, verb) = (&only[1], only.get(2)?.end());
        let excluded = !actor.with_short.actor().named_in(listed)
            && question.action_forms.named_in(&folded[verb..]);
        excluded.then(|| only[0].to_string())
    });
    Ok(a_no_from(
        found,
        "only cards allowed",
        Basis::GeneralRule,
        stated,
    ))
}

/// A card's name, then what tells it stays in play: "assuming you have
/// Holo-Projectors in play", "while Red Alert is in play". Group 1 is the
/// name, which the actor's forms must name.
static IN_PLAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b([a-z0-9][a-z0-9' -]{1,40}?)(?: cards?)? (?:(?:is|are) )?(?:(?:already|still) )?in play\b")
        .expect("in-play pattern is a valid regular expression")
});

/// Whether a passage on the actor card and the action tells the card works
/// on the action while it is in play ([`IN_PLAY`]: "Can holographic
/// Personnel beam themselves to a planet ...? Yes, assuming you have
/// Holo-Projectors in play."): it is not played during the action, so what
/// the rules say of the cards that may be played during one says nothing of
/// it.
fn works_from_play(view: &View, question: &Question) -> Result<bool> {
    let Some(card) = &question.actor_card else {
        return Ok(false);
    };
    let query = any_term([view.index().fields.card_term(card)]);
    let records = records_matching(view, Box::new(query))?
        .into_iter()
        .filter(|record| question.action_forms.named_in(&kept::folded(&record.text)));
    let told = first_sentence_saying(records, |folded| {
        told_in_play(folded, &question.actor_forms)
    });
    Ok(told.is_some())
}

/// The words of folded `sentence` that tell the `actor` is in play
/// ([`IN_PLAY`]), its name right before them.
fn told_in_play(sentence: &str, actor: &Forms) -> Option<String> {
    IN_PLAY.captures_iter(sentence).find_map(|found| {
        let named = actor.last_span_in(&found[1])?;
        (named.end == found[1].len()).then(|| found[0].to_string())
    })
}

/// The answer `stated` (which found no verdict) with "no" when the action is
/// a card of one type, or that type, and the actor's own rulings say it
/// answers cards of other types and never of that one ("Amanda Rogers
/// "nullifies" an interrupt", asked about an Event): by type, with the
/// sentence that says what the actor answers.
pub(super) fn answers_another_type(
    view: &View,
    cards: &CardIndex,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let Some(actor_card) = &question.actor_card else {
        return Ok(stated);
    };
    let asked = match question.action_cards.as_slice() {
        [_] => question
            .action_card_type(cards)
            .map(|(card, kind)| (Some(card), kind)),
        [] => typed_as_a_type(&question.action).map(|kind| (None, kind)),
        _ => None,
    };
    let Some((action_card, kind)) = asked.filter(|(_, kind)| kind.is_an_action()) else {
        return Ok(stated);
    };
    let readers = Readers::new(&question.actor_forms, Some(actor_card));
    let actor = readers.with_short.actor();
    let mut answered_types: Vec<(CardType, Option<String>)> = Vec::new();
    let mut first = None;
    for (_, record) in view.records_naming(std::slice::from_ref(actor_card))? {
        if record.status == Status::Historical {
            continue;
        }
        for range in kept::sentences(&record.text).iter().cloned() {
            let folded = kept::folded(&record.text[range.clone()]);
            // A question states nothing ("Can Hugh nullify ...?").
            if ends_with_question_mark(&folded) {
                continue;
            }
            let Some(answered) = types_answered(&folded, actor) else {
                continue;
            };
            let related = &answered.related;
            answered_types.extend(answered.types.iter().map(|kind| (*kind, related.clone())));
            if first.is_none() {
                let sentence = collapse_spaces(&record.text[range]);
                first = Some((record.clone(), sentence, folded[answered.words].to_string()));
            }
        }
    }
    // Cards related to something are those whose title names it ("Q-Related
    // dilemma" for the dilemma "Q"); a type asked without a card may be.
    let relates = |related: &Option<String>| match (related, &action_card) {
        (Some(word), Some(card)) => find_word(&fold(card), word).is_some(),
        _ => true,
    };
    if answered_types
        .iter()
        .any(|(answered, related)| *answered == kind && relates(related))
    {
        return Ok(stated);
    }
    let answered = a_no_from(first, "answers another type", Basis::ByType, stated);
    match action_card.filter(|_| answered.verdict == Verdict::No) {
        Some(card) => told_by_type(view, cards, answered, card, kind),
        None => Ok(answered),
    }
}

/// What stands for every card, or every action a player takes, in a rule
/// that holds for all of them: "neither player may play a card", "no player
/// may perform an action", "you cannot use a card to interrupt your
/// opponent while he is moving".
const ANY_CARD: &[&str] = &["a card", "any card", "an action", "any action"];

/// The answer `stated` (which found no verdict) with "no" by the general
/// rule when a passage forbids playing any card, or taking any action,
/// during the action ("Once a dilemma has been overturned, neither player
/// may play a card, unless specifically permitted"; "... no player may
/// perform an action, such as playing an Interrupt"): for an actor played as
/// an action (a card of such a type, or the type itself: "an Event"), of
/// which nothing more particular was found. Not for a card used from play (a
/// personnel's skill, an equipment), nor for a card the asker describes
/// ("a card that suspends play"): the rule leaves open what a card says it
/// may do.
pub(super) fn no_card_may_be_played(
    view: &View,
    cards: &CardIndex,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let played = question
        .actor_play_type(cards)
        .is_some_and(|kind| kind.is_an_action() && kind != CardType::Dilemma);
    if stated.verdict != Verdict::Unknown || !played || !only_the_action(&question.action) {
        return Ok(stated);
    }
    let (actor_forms, action_forms) =
        one_mention_one_side(Forms::new(ANY_CARD), question.action_forms.clone());
    let any_card = Question {
        actor: ANY_CARD[0].to_string(),
        actor_card: None,
        actor_forms,
        action_forms,
        ..question.clone()
    };
    let Some(query) = naming_both(view.index(), &any_card) else {
        return Ok(stated);
    };
    let candidates = records_matching(view, Box::new(query))?;
    let read = answer(any_card, cards, &candidates);
    if read.verdict != Verdict::No {
        return Ok(stated);
    }
    // A prohibition on playing or using a card, or on taking an action; a
    // rule of every card names none: "a card may not be played via Devidian
    // Door ..." rules on that card.
    let evidence: Vec<Evidence> = read
        .evidence
        .into_iter()
        .filter(|shown| {
            shown.stance.verdict == Verdict::No
                && shown.stance.construction == MAY_PLAY
                && shown.strength >= IN_THE_SENTENCE
                && cards.cards_named(&fold(&shown.sentence)).is_empty()
        })
        .collect();
    let Some(rule) = evidence.first() else {
        return Ok(stated);
    };
    let reason = Reason::by_the_general_rule(Verdict::No, rule);
    let evidence = with_the_rest_unshown(evidence, stated.evidence);
    Ok(RespondAnswer {
        verdict: Verdict::No,
        basis: Basis::GeneralRule,
        reason,
        evidence,
        disagreements: Vec::new(),
        ..stated
    })
}

/// The words of encountering a card, besides its type's: "a dilemma just
/// encountered", "any Event revealed".
const ENCOUNTER_WORDS: &[&str] = &[
    "any",
    "just",
    "encounter",
    "encounters",
    "encountered",
    "encountering",
    "revealed",
];

/// The words that say who or what takes an action ("personnel battle", "away
/// team battle", "ship movement"), not what more it is.
const WHO_ACTS: &[&str] = &["personnel", "ship", "away", "team"];

/// Whether `typed` asks about an action of the game itself and nothing more:
/// each word is an article or an owner, the dilemma type, a word of
/// encountering, of who acts ([`WHO_ACTS`]) or of the action's own words
/// ([`ACTION_WORDS`]): "battle", "my opponent's ship movement", "a dilemma
/// just encountered". Not "a discarded dilemma", "several ships moving
/// together", "a Q-related dilemma": what a rule on the action forbids during
/// it says nothing of those. Nor a card played ("an Artifact played as an
/// Interrupt"), which a card may answer.
fn only_the_action(typed: &str) -> bool {
    let typed = fold(typed);
    // A player's phrase for an action ("mission attempt") stands whole.
    let mut rest = typed.clone();
    let mut phrase_said = false;
    for (said, _) in ACTION_WORDS.iter().filter(|(said, _)| said.contains(' ')) {
        if let Some(at) = find_word(&rest, said) {
            rest.replace_range(at..at + said.len(), " ");
            phrase_said = true;
        }
    }
    let words: Vec<&str> = rest.split([' ', ',']).filter(|w| !w.is_empty()).collect();
    let action_word = |word: &str| {
        ACTION_WORDS.iter().any(|(said, concepts)| {
            *said == word
                || concepts.iter().any(|concept| {
                    concept.forms().unwrap_or_default().iter().any(|form| {
                        word.strip_prefix(form.as_str())
                            .is_some_and(|ending| ending.is_empty() || ENDINGS.contains(&ending))
                    })
                })
        })
    };
    (phrase_said || words.iter().any(|word| action_word(word)))
        && words.iter().all(|word| {
            LEADING_FILLER.contains(word)
                || CardType::named(word) == Some(CardType::Dilemma)
                || ENCOUNTER_WORDS.contains(word)
                || WHO_ACTS.contains(word)
                || action_word(word)
        })
}

/// The answer `stated` (which found no verdict) with "no" by type when the
/// typed action is one player's turn and what the passages say of the actor
/// card's type keeps it to the other's ([`only_the_other_players`]: "a
/// "Doorway" card ... plays only during your turn, not during anyone's
/// turn" for Temporal Micro-Wormhole in the opponent's turn).
pub(super) fn ones_turn_by_type(
    view: &View,
    cards: &CardIndex,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    if stated.verdict != Verdict::Unknown || find_word(&fold(&question.action), "turn").is_none() {
        return Ok(stated);
    }
    let Some(card) = question.actor_card.clone() else {
        return Ok(stated);
    };
    let Some(kind) = cards.type_facts(&card).play_type() else {
        return Ok(stated);
    };
    let of_type = Question {
        actor: kind.name().to_string(),
        actor_card: None,
        actor_forms: actor_forms(cards, kind.name()).1,
        ..question.clone()
    };
    // A verdict stated of the type is by_type's to carry, with its checks.
    let read = answer_from_passages(view, cards, of_type.clone())?;
    if read.verdict != Verdict::Unknown {
        return Ok(stated);
    }
    let kept_to_one = only_the_other_players(view, &of_type, read)?;
    if kept_to_one.verdict != Verdict::No {
        return Ok(stated);
    }
    let evidence = with_the_rest_unshown(kept_to_one.evidence, stated.evidence);
    let answered = RespondAnswer {
        verdict: Verdict::No,
        basis: Basis::ByType,
        reason: kept_to_one.reason,
        evidence,
        disagreements: kept_to_one.disagreements,
        ..stated
    };
    told_by_type(view, cards, answered, card, kind)
}

/// The `evidence` that decides, then the `rest` of the passages shown
/// before, less those it shows already (each passage once).
fn with_the_rest_unshown(mut evidence: Vec<Evidence>, rest: Vec<Evidence>) -> Vec<Evidence> {
    let unshown: Vec<Evidence> = rest
        .into_iter()
        .filter(|shown| {
            evidence
                .iter()
                .all(|deciding| deciding.record.id != shown.record.id)
        })
        .collect();
    evidence.extend(unshown);
    evidence
}

/// `answered`, a verdict read from a rule on a type, told as by `card`'s
/// type `kind`: the reason says so, and the passage that gives the card its
/// type is shown after the rule ([`where_typed`]).
fn told_by_type(
    view: &View,
    cards: &CardIndex,
    mut answered: RespondAnswer,
    card: String,
    kind: CardType,
) -> Result<RespondAnswer> {
    let given = where_typed(view, cards, &card)?;
    answered.evidence.splice(1..1, given);
    answered.reason = Reason::ByType {
        played_as: cards.type_facts(&card).played_as.is_some(),
        card,
        kind,
        stated: Box::new(answered.reason),
    };
    Ok(answered)
}

/// An action a ruling says cannot be interrupted, its name before the words
/// in the same clause: "Each dilemma is its own separate "miniaction" which
/// cannot be interrupted."
static NOT_INTERRUPTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^([^.;:,]*?)\b(?:cannot|can't|can not|may not|could not) be interrupted\b")
        .expect("not-interrupted pattern is a valid regular expression")
});

/// The answer `stated` (which found no verdict) with "no" when the actor is
/// played as an Interrupt (or is the type itself) and a ruling says the
/// action, or its card's type, cannot be interrupted ([`NOT_INTERRUPTED`]):
/// an Interrupt plays "between" actions, not during one, unless a card says
/// so, and what the actor says of itself came first. Not for a moment around
/// the action ("between dilemmas", "before the first dilemma"), which the
/// ruling leaves open.
pub(super) fn not_to_be_interrupted(
    view: &View,
    cards: &CardIndex,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let actor_type = question.actor_play_type(cards);
    let card_type = question.action_card_type(cards);
    let card = card_type.as_ref().map(|(card, _)| card.as_str());
    if actor_type != Some(CardType::Interrupt) || !only_the_encounter(&question.action, card) {
        return Ok(stated);
    }
    let kinds = card_type.as_ref().map(|(_, kind)| type_forms(*kind));
    let mut found = None;
    for forms in std::iter::once(&question.action_forms).chain(kinds.as_ref()) {
        let Some(query) = naming(view.index(), forms) else {
            continue;
        };
        let records = records_matching(view, query)?
            .into_iter()
            .filter(|record| record.status != Status::Historical);
        found = first_sentence_saying(records, |folded| {
            let said = NOT_INTERRUPTED.captures(folded)?;
            (!ends_with_question_mark(folded) && forms.named_in(&said[1]))
                .then(|| said[0].trim().to_string())
        });
        if found.is_some() {
            break;
        }
    }
    let basis = match question.actor_card {
        Some(_) => Basis::ByType,
        None => Basis::GeneralRule,
    };
    let answered = a_no_from(found, "not to be interrupted", basis, stated);
    match question.actor_card.clone() {
        Some(card) if answered.verdict == Verdict::No => {
            told_by_type(view, cards, answered, card, CardType::Interrupt)
        }
        _ => Ok(answered),
    }
}

/// Whether `typed` asks about the action itself, a card or a type
/// encountered, and nothing more: its words are the card's name (`card`),
/// a type of card, a word of encountering or revealing, and articles and
/// owners ("Nausicaans", "a dilemma just encountered"). Not "a discarded
/// dilemma", "between dilemmas", "a ship under my control via Alien
/// Parasites".
fn only_the_encounter(typed: &str, card: Option<&str>) -> bool {
    let typed = fold(typed);
    let name = card.map(fold).unwrap_or_default();
    let rest = if name.is_empty() {
        typed.as_str()
    } else {
        &typed.replacen(&name, " ", 1)
    };
    rest.split([' ', ','])
        .filter(|word| !word.is_empty())
        .all(|word| {
            LEADING_FILLER.contains(&word)
                || CardType::named(word).is_some()
                || ENCOUNTER_WORDS.contains(&word)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_action_of_the_game_is_asked_alone_or_with_its_owner_and_who_acts() {
        for typed in [
            "battle",
            "personnel battle",
            "an away team battle",
            "my opponent's ship movement",
            "opponent's moving ship",
            "a dilemma just encountered",
            "encountering a dilemma",
            "mission attempt",
            "beaming",
        ] {
            assert!(only_the_action(typed), "{typed}");
        }
        // More than the action: what a rule on it forbids says nothing of it.
        for typed in [
            "discarded dilemma",
            "several ships moving together",
            "Q-related dilemma",
            "battle with Daniels present",
            "mis-seeded first dilemma",
            // A card played, which a card may answer.
            "Artifact played as an Interrupt",
            // No action at all: who acts is not what is done.
            "opponent's personnel",
            "my ship",
        ] {
            assert!(!only_the_action(typed), "{typed}");
        }
    }

    #[test]
    fn the_type_after_a_card_of_it_stands_for_that_card() {
        let view = crate::query::respond::tests::shipped();
        let cards = view.cards().unwrap();
        let dilemma = CardType::Dilemma;
        let sentence = "then you may nullify the dilemma with interphase generator.";
        let example = crate::record::test_records::faq(
            "ACTIONS",
            "For example, your Away Team encounters Nausicaans. Then you may nullify the dilemma with Interphase Generator.",
        );
        assert!(one_card_named_before(cards, &example, sentence, dilemma));
        // With no dilemma named before it, or named as "a dilemma", the type
        // is meant.
        let rule = crate::record::test_records::faq(
            "ACTIONS",
            "Then you may nullify the dilemma with Interphase Generator.",
        );
        assert!(!one_card_named_before(cards, &rule, sentence, dilemma));
        let sentence = "then you may nullify a dilemma with interphase generator.";
        let example = crate::record::test_records::faq(
            "ACTIONS",
            "For example, your Away Team encounters Nausicaans. Then you may nullify a dilemma with Interphase Generator.",
        );
        assert!(!one_card_named_before(cards, &example, sentence, dilemma));
    }

    #[test]
    fn a_card_in_play_is_told_by_its_name_before_the_words() {
        let holo = Forms::new(["Holo-Projectors"]);
        let told = |sentence: &str| told_in_play(sentence, &holo).is_some();
        assert!(told("a: yes, assuming you have holo-projectors in play."));
        assert!(told("while holo-projectors are still in play"));
        assert!(!told("holo-projectors and red alert in play"));
        assert!(!told("holo-projectors says it plays on table"));
    }

    #[test]
    fn a_type_narrowed_by_a_relative_clause_is_restricted() {
        let interrupts = Forms::new(["interrupts"]);
        let s = "thus it is affected by interrupts and events that are \"in space\".";
        assert!(restricted(s, &interrupts));
        assert!(restricted(
            "interrupts which cancel cards may.",
            &interrupts
        ));
        assert!(!restricted("it is affected by interrupts.", &interrupts));
        assert!(!restricted(
            "interrupts and events may be played.",
            &interrupts
        ));
    }

    #[test]
    fn only_the_encounter_is_the_action_itself() {
        assert!(only_the_encounter("Nausicaans", Some("Nausicaans")));
        assert!(only_the_encounter("a dilemma just encountered", None));
        assert!(only_the_encounter(
            "encountering my opponent's Borg Ship dilemma",
            Some("Borg Ship")
        ));
        assert!(!only_the_encounter("discarded dilemma", None));
        assert!(!only_the_encounter("between dilemmas", None));
        assert!(!only_the_encounter(
            "opponent's ship under my control via Alien Parasites",
            Some("Alien Parasites")
        ));
    }

    #[test]
    fn a_parenthesis_after_the_actor_restricts_it() {
        let q2 = Forms::new(["Q2"]);
        assert!(restricted(
            "cards that can interrupt dilemmas: candle, q2 (to nullify q), eyes",
            &q2
        ));
        assert!(!restricted(
            "cards that can interrupt dilemmas: candle, q2, eyes (to nullify q)",
            &q2
        ));
        assert!(!restricted("q2 (the interrupt) nullifies dilemmas", &q2));
    }

    #[test]
    fn a_kind_of_a_type_played_elsewhere_is_another_kind() {
        let names = |class| other_kinds(CardType::Dilemma, class).names;
        assert_eq!(names(Some("Planet")), ["space dilemmas", "space dilemma"]);
        assert_eq!(names(Some("Space")), ["planet dilemmas", "planet dilemma"]);
        assert!(names(Some("Either")).is_empty());
        assert_eq!(names(None).len(), 4);
    }

    #[test]
    fn the_only_cards_allowed_are_read_with_the_action_after_them() {
        let only = |sentence: &str| {
            ONLY_CARDS_ALLOWED
                .captures(sentence)
                .map(|found| (found[1].to_string(), found[2].to_string()))
        };
        let found = only("only one card (barclay's transporter phobia) currently allows you to \"interrupt\" beaming.");
        assert_eq!(
            found,
            Some(("barclay's transporter phobia".into(), "interrupt".into()))
        );
        let two = only("only two cards (hail, wormhole) can interrupt movement.");
        assert_eq!(
            two.map(|(cards, _)| cards).as_deref(),
            Some("hail, wormhole")
        );
        assert_eq!(only("only one card may be played per turn."), None);
    }
}

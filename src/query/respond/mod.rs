//! `rulings respond ACTOR ACTION`: may ACTOR be used in response to ACTION?
//!
//! Stated verdicts first: every passage naming the actor (a card through its
//! colon-rule group and aliases, or an action by its word forms) is read
//! sentence by sentence with the [verdict reader](crate::query::verdict); the
//! strongest statement wins (the action named in the same clause beats the same
//! sentence, which beats the same passage; a conditional statement is weaker),
//! and between equally strong statements that disagree the later authority wins
//! and the disagreement is shown. A question is no ruling: it states only what
//! its answer does. Each record and each sentence is shown once. When nothing
//! is stated the answer is `unknown`, with the general rules on valid
//! responses and timing. When few passages name both, what a search for the
//! actor and the action finds is shown after them, to read.
//!
//! The stages, one submodule each: `question` reads the typed question, and
//! `forms` the names its actor and action are found by; `passages` finds the
//! passages and ranks what they state, which `reader` reads a sentence at a
//! time (with `pronouns` for what stands for the actor, and `asked` for a
//! question and its answer). When nothing is stated, `by_type` reads what the
//! documents say of a card's type; `moment` and `ownership` answer no where a
//! statement holds at another moment than the one asked, or for the other
//! player's cards.

use std::borrow::{Borrow, Cow};

use serde::Serialize;
use tantivy::query::{AllQuery, Query};

mod asked;
mod by_type;
mod forms;
mod moment;
mod ownership;
mod passages;
mod pronouns;
mod question;
mod reader;

use crate::error::Result;
use crate::kept;
use crate::lexicon::game::CardType;
use crate::link::cards::lookup::CardIndex;
use crate::normalize::{collapse_spaces, fold};
use crate::query::verdict::{Forms, Stance, Verdict, AFFECTED_BY};
use crate::query::view::{Scope, View};
use crate::record::Record;
use crate::text::find_word;
use by_type::{
    answers_another_type, by_type, no_card_may_be_played, not_to_be_interrupted, ones_turn_by_type,
    only_cards_allowed,
};
use forms::{names_a_turn, Words};
use moment::{
    a_moment_without_responses, asked_at_another_moment, asks_between_actions, not_done_at_once,
};
use ownership::{only_the_other_players, owned_by_the_other, whose};
use passages::{
    actor_timing_rulings, distinct, evidence_of, naming_both, own_ruling_on_the_scene,
    passages_naming_both, readings, records_matching, shown_already,
    with_the_actors_rulings_nearest, with_what_a_search_finds, Typed, PASSAGES_SHOWN,
};
pub use question::split_question;
use question::{said_missing, tells_the_place, Question};
use reader::{names_both, Readers};

/// A passage that states (or bears on) the verdict.
#[derive(Debug, Clone, Serialize)]
pub struct Evidence {
    /// The record.
    #[serde(flatten)]
    pub record: Record,
    /// The sentence that states it.
    pub sentence: String,
    /// What that sentence states.
    pub stance: Stance,
    /// How strong the statement is (higher is stronger).
    pub strength: u8,
    /// Why the passage is shown.
    pub role: Role,
}

/// Why a passage is shown beside a verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Role {
    /// Read for the verdict: it states it, or names both the actor and the
    /// action.
    #[serde(rename = "passage")]
    Passage,
    /// One of the actor's own rulings on when it may be played.
    #[serde(rename = "actor's ruling")]
    ActorRuling,
    /// A general rule on valid responses and timing.
    #[serde(rename = "general rule")]
    GeneralRule,
    /// Where the documents give a card the type a verdict by type reads.
    #[serde(rename = "card's type")]
    TypeGiven,
    /// What a search for the actor and the action ranks first, read for no
    /// verdict: the passages a player would read next.
    #[serde(rename = "found by search")]
    FoundBySearch,
}

impl Evidence {
    /// A `record` shown as `role` where the reader found no verdict in it,
    /// its `sentence` marked.
    fn unread(record: Record, sentence: String, role: Role) -> Evidence {
        Evidence {
            record,
            sentence,
            stance: Stance::none(),
            strength: 0,
            role,
        }
    }
}

/// Which cards a text names besides the actor.
#[derive(Debug, Clone, Default)]
struct CardsNamed {
    /// A card that is neither the actor nor the action.
    another: bool,
    /// A card the action names ("Rogue Borg" in "Hugh / Rogue Borg").
    action: bool,
    /// The titles, folded, of the cards that are neither.
    others: Vec<String>,
}

/// A statement a passage makes, before its record is read whole.
struct Statement {
    /// The sentence that states it: for a question, the question and its
    /// answer.
    sentence: String,
    /// What that sentence states.
    stance: Stance,
    /// How strong the statement is (higher is stronger): see [`strength`](reader::strength).
    strength: u8,
    /// The sentence names the actor (by its full names) and the action, so its
    /// passage does too.
    names_both: bool,
}

/// Why a verdict is what it is. Worded for people by [`crate::render`] (its
/// `Display`, and its JSON as that sentence).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// No passage states whether the actor may respond to the action.
    NoneStated {
        /// The actor as typed.
        actor: String,
        /// The action as typed.
        action: String,
        /// How many passages name both, shown as evidence to read.
        passages: usize,
    },
    /// The strongest statement about the action card's type, or the actor's,
    /// decides.
    ByType {
        /// The card whose type the statement is about (the action or the actor).
        card: String,
        /// Its type.
        kind: CardType,
        /// True when the card is of another type played as this one ("an
        /// Artifact that says it is "played once as an Interrupt"").
        played_as: bool,
        /// What the statement about the type says.
        stated: Box<Reason>,
    },
    /// A rule on every card, or on a whole type asked about, decides:
    /// nothing more particular is stated.
    GeneralRule {
        /// What the rule says.
        stated: Box<Reason>,
    },
    /// The strongest statement decides.
    Stated {
        /// What it states.
        verdict: Verdict,
        /// The sentence that states it.
        sentence: String,
        /// Where it is ("FAQ 3.9 Interrupts").
        citation: String,
        /// The words that decided it.
        cue: String,
        /// True when it holds only under a condition it states.
        conditional: bool,
    },
}

impl Reason {
    /// The reason `best` gives for `verdict`.
    fn stated(verdict: Verdict, best: &Evidence) -> Reason {
        Reason::Stated {
            verdict,
            sentence: best.sentence.clone(),
            citation: best.record.citation(),
            cue: best.stance.cue.clone(),
            conditional: best.stance.conditional,
        }
    }

    /// The reason `best`, a general rule, gives for `verdict`.
    fn by_the_general_rule(verdict: Verdict, best: &Evidence) -> Reason {
        Reason::GeneralRule {
            stated: Box::new(Reason::stated(verdict, best)),
        }
    }
}

/// What a verdict rests on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Basis {
    /// A passage states it of the actor.
    #[serde(rename = "stated")]
    Stated,
    /// A passage states it of the action card's type ("you cannot use the
    /// Armbands to avoid a dilemma") or the actor's ("an Interrupt cannot be
    /// played while a ship moves"), and none of the two cards themselves.
    #[serde(rename = "by type")]
    ByType,
    /// Nothing states it: only the general rules on responses apply.
    #[serde(rename = "general rule")]
    GeneralRule,
}

/// The answer to `rulings respond`.
#[derive(Debug, Clone, Serialize)]
pub struct RespondAnswer {
    /// The documents the answer drew on.
    #[serde(flatten)]
    pub scope: Scope,
    /// The actor as typed.
    pub actor: String,
    /// The action as typed.
    pub action: String,
    /// The card the actor resolved to, if any.
    pub actor_card: Option<String>,
    /// Cards the action names.
    pub action_cards: Vec<String>,
    /// yes, no or unknown.
    pub verdict: Verdict,
    /// What the verdict rests on.
    pub basis: Basis,
    /// Why the verdict is what it is.
    pub reason: Reason,
    /// The passages that state the verdict, strongest first; then, up to
    /// five in all, the other passages that name both, whose
    /// stance is unknown (the reader found no verdict in them), and what a
    /// search for the actor and the action finds; then the actor's own
    /// rulings on timing and the general rules on valid responses and timing
    /// not shown already, each by its [`Role`].
    pub evidence: Vec<Evidence>,
    /// Passages that state the opposite (a disagreement between documents).
    pub disagreements: Vec<Evidence>,
}

/// The least strength of a statement that names the action in its own
/// sentence (see [`strength`](reader::strength)).
const IN_THE_SENTENCE: u8 = 3;

/// Answers "may ACTOR respond to ACTION?" from the records of `view`: only
/// the records that can name both the actor and the action (found by the
/// index's terms) are read, or, for a question whose names have no term to
/// find them by, every record. An error (a query to rephrase) when the
/// question asks nothing: an empty actor or action, one of only words like
/// "it" and "the", or an action that is the actor when the actor is no card
/// (a card asked of itself is asked of another copy of it).
pub fn respond(view: &View, actor: &str, action: &str) -> Result<RespondAnswer> {
    let words = Words::of(view)?;
    let cards = words.cards;
    let question = Question::new(&words, actor, action)?;
    let rules = view.general_rules()?;
    let actor_rulings = match &question.actor_card {
        Some(card) => actor_timing_rulings(view, card)?,
        None => Vec::new(),
    };
    let asked = question.clone();
    let mut answered = answer_from_passages(view, cards, question)?;
    // A thing asked of in a moment: what the passages say of the moment
    // decides over what they say of the thing at any time.
    if answered.verdict != Verdict::Unknown && asked.asks_of_a_thing_in_a_moment() {
        if let Some(whole) = asked.with_its_scene(&words) {
            let in_the_moment = answer_from_passages(view, cards, whole)?;
            if in_the_moment.verdict != Verdict::Unknown
                && in_the_moment.verdict != answered.verdict
            {
                answered = in_the_moment;
            }
        }
    }
    // Nothing stated of the action without its scene: the scene may be the
    // moment asked about.
    if answered.verdict == Verdict::Unknown {
        if let Some(whole) = asked.with_its_scene(&words) {
            let stated = answer_from_passages(view, cards, whole)?;
            let deciding = stated.evidence.first();
            if stated.verdict != Verdict::Unknown
                && deciding.is_some_and(|deciding| asked.is_ruled_on_by(deciding, &words))
            {
                answered = stated;
            }
        }
    }
    // The actor's own ruling on the scene asked about decides, though the
    // reader could not read it: no rule on a whole type stands in for it.
    let own_ruling = match answered.verdict {
        Verdict::Unknown => own_ruling_on_the_scene(view, cards, &asked)?,
        _ => None,
    };
    if answered.verdict == Verdict::Unknown && own_ruling.is_none() {
        // A ruling on the actor about the action's type is nearer the
        // question than one on the actor's type about the action.
        let type_questions = [
            asked.of_the_actions_type(cards),
            asked.of_the_actors_type(cards),
        ];
        for typed in type_questions.into_iter().flatten() {
            if answered.verdict != Verdict::Unknown {
                break;
            }
            answered = by_type(view, cards, typed, answered)?;
        }
    }
    if answered.verdict == Verdict::Unknown && own_ruling.is_none() {
        answered = only_cards_allowed(view, &asked, answered)?;
    }
    if answered.verdict == Verdict::Unknown && own_ruling.is_none() {
        answered = answers_another_type(view, cards, &asked, answered)?;
    }
    if answered.verdict == Verdict::Unknown && own_ruling.is_none() {
        answered = not_to_be_interrupted(view, cards, &asked, answered)?;
    }
    if answered.verdict == Verdict::Unknown && own_ruling.is_none() {
        answered = ones_turn_by_type(view, cards, &asked, answered)?;
    }
    if answered.verdict == Verdict::Unknown && own_ruling.is_none() {
        answered = no_card_may_be_played(view, cards, &asked, answered)?;
    }
    if answered.verdict == Verdict::Unknown {
        answered = not_done_at_once(view, &asked, answered)?;
    }
    answered = only_the_other_players(view, &asked, answered)?;
    answered = a_moment_without_responses(&asked, &rules, answered);
    answered = asked_at_another_moment(&asked, answered);
    if let Some(own) = own_ruling.filter(|_| answered.verdict == Verdict::Unknown) {
        answered
            .evidence
            .retain(|shown| shown.record.id != own.record.id);
        answered.evidence.insert(0, own);
    }
    if answered.verdict == Verdict::Unknown {
        answered = with_the_actors_rulings_nearest(view, &asked, answered)?;
    }
    // Then what bears on the question whatever the verdict: what a search
    // for both finds, the actor's own rulings on timing and the general
    // rules, each once. A whole question of which a part is shown is shown
    // too: it says more.
    let shown_later: Vec<&Record> = actor_rulings.iter().chain(&rules).collect();
    answered = with_what_a_search_finds(view, &asked, &shown_later, answered)?;
    for (records, role) in [
        (actor_rulings, Role::ActorRuling),
        (rules, Role::GeneralRule),
    ] {
        for record in records {
            if !answered
                .evidence
                .iter()
                .any(|shown| shown.record.id == record.id)
            {
                let evidence = Evidence::unread(record, String::new(), role);
                answered.evidence.push(evidence);
            }
        }
    }
    Ok(RespondAnswer {
        scope: view.scope(),
        ..answered
    })
}

/// The answer the passages that may name both the actor and the action give
/// to `question`, knowing the `cards`.
fn answer_from_passages(
    view: &View,
    cards: &CardIndex,
    question: Question,
) -> Result<RespondAnswer> {
    let query: Box<dyn Query> = match naming_both(view.index(), &question) {
        Some(query) => Box::new(query),
        None => Box::new(AllQuery),
    };
    let candidates = records_matching(view, query)?;
    Ok(answer(question, cards, &candidates))
}

/// The first of `records` with a sentence whose fold `says` something (its
/// words), with that sentence as written.
fn first_sentence_saying<R: Borrow<Record>>(
    records: impl IntoIterator<Item = R>,
    says: impl Fn(&str) -> Option<String>,
) -> Option<(Record, String, String)> {
    records.into_iter().find_map(|record| {
        let record = record.borrow();
        let (range, words) = kept::sentences(&record.text).iter().find_map(|range| {
            Some((
                range.clone(),
                says(&kept::folded(&record.text[range.clone()]))?,
            ))
        })?;
        let sentence = collapse_spaces(&record.text[range]);
        Some((record.clone(), sentence, words))
    })
}

/// The answer no on `basis` (a general rule, or stated of the actor itself)
/// from the record and sentence `found` with the words that read it by
/// `construction`; what was `stated` is shown after it, less the same record
/// shown unread (each record once). `stated` itself when nothing was found.
fn a_no_from(
    found: Option<(Record, String, String)>,
    construction: &'static str,
    basis: Basis,
    stated: RespondAnswer,
) -> RespondAnswer {
    let Some((record, sentence, cue)) = found else {
        return stated;
    };
    let evidence = Evidence {
        record,
        sentence,
        stance: Stance {
            verdict: Verdict::No,
            cue,
            construction,
            ..Stance::none()
        },
        strength: IN_THE_SENTENCE,
        role: Role::Passage,
    };
    let shown_unread = |shown: &Evidence| {
        shown.record.id == evidence.record.id && shown.stance.verdict == Verdict::Unknown
    };
    let stated_evidence: Vec<Evidence> = stated
        .evidence
        .into_iter()
        .filter(|shown| !shown_unread(shown))
        .collect();
    let mut all = vec![evidence];
    all.extend(stated_evidence);
    RespondAnswer {
        verdict: Verdict::No,
        basis,
        reason: match basis {
            Basis::GeneralRule => Reason::by_the_general_rule(Verdict::No, &all[0]),
            _ => Reason::stated(Verdict::No, &all[0]),
        },
        evidence: all,
        ..stated
    }
}

/// The answer, read from `records` (every record that may name both the actor
/// and the action, in store order) knowing the `cards`.
fn answer(question: Question, cards: &CardIndex, records: &[Cow<Record>]) -> RespondAnswer {
    // The registry keeps what each text names (`CardIndex::cards_named`).
    let cards_in = |text: &str| question.cards_in(cards, text);
    let mut readers = Readers::new(&question.actor_forms, question.actor_card.as_deref());
    let action_type = match question.action_cards.as_slice() {
        [card] => cards.type_facts(card).kind.map(CardType::name),
        _ => None,
    };
    readers.set_action(question.action_cards.is_empty(), action_type);
    readers.set_actor_type(
        question
            .actor_card
            .as_deref()
            .and_then(|card| cards.type_facts(card).kind)
            .map(CardType::name),
    );
    let typed = Typed::new(&question.action);
    let general = readings(records, &readers, &question.action_forms, &typed, &cards_in);
    // A ruling on what the typed action is done by or against comes first;
    // not whether the actor affects that thing, which says nothing of the
    // action done to it ("it is NOT affected by ... Wormholes" is no answer
    // for Wormhole / "a battle against my ship").
    let mut specific: Vec<(usize, Statement)> = match &question.qualifier {
        Some(qualifier) => readings(records, &readers, qualifier, &typed, &cards_in)
            .into_iter()
            .filter(|(at, statement)| {
                names_both(&records[*at], &readers, &question.action_forms)
                    && statement.stance.construction != AFFECTED_BY
            })
            .collect(),
        None => Vec::new(),
    };
    specific.extend(general);
    // What is read both ways is shown once, where it was read first.
    let specific = distinct(specific, records);
    // A statement about one player's card says nothing of the other's: "Can
    // I play the card onto one of my own ships?" is no answer for an
    // opponent's ship.
    let typed_action = fold(&question.action);
    let asked_whose = whose(&typed_action);
    // Nor does a statement that leaves out what the asker says is missing:
    // "only used during battles" is no answer for a battle with no personnel.
    let missing = said_missing(&typed_action);
    // Nor does a statement on a thing that leaves out the place the asker
    // puts it in: "the shuttle would be immune to it if it is located on a
    // planet" answers for a shuttle on a planet, not for one in space.
    let place = question.place.as_deref();
    // Nor does a refusal on an action for the moment between two of them:
    // "you can't use it to help you overcome a Dilemma" is no answer for
    // "between dilemmas" (what may be done during one may be done between);
    // and a play between two actions is no answer for one of them.
    let between = asks_between_actions(&question.action);
    // Nor does a statement on the actor that does not tell the time a turn
    // the asker types is: "you could use his special download to play Out
    // Of Time", in a passage that quotes a card "at any time", is no answer
    // for "my opponent's turn".
    let timed = names_a_turn(&typed_action);
    let readings: Vec<(usize, Statement)> = specific
        .into_iter()
        .filter(|(at, statement)| {
            let sentence = fold(&statement.sentence);
            // Told in the statement's sentence, or in the question it answers.
            let told = |tells: &dyn Fn(&str) -> bool| {
                let record = &records[*at];
                tells(&sentence) || tells(&fold(&record.text[..record.question_end()]))
            };
            !owned_by_the_other(&sentence, asked_whose, &question.action_forms)
                && missing.is_none_or(|word| find_word(&sentence, word).is_some())
                && place.is_none_or(|place| {
                    told(&|text| tells_the_place(text, &question.action_forms, place))
                })
                && (!timed || told(&|text| question.action_forms.named_in(text)))
                && !narrower_than_typed(&sentence, &typed_action, &question.action_forms)
                && (!between
                    || statement.stance.verdict != Verdict::No
                    || find_word(&sentence, "between").is_some())
                && (between || !statement.stance.between_actions)
        })
        .collect();
    let Question {
        actor,
        action,
        actor_card,
        action_cards,
        ..
    } = question;
    let Some((_, best)) = readings.first() else {
        let evidence = passages_naming_both(records, &readers, &question.action_forms);
        return RespondAnswer {
            scope: Scope::default(),
            reason: Reason::NoneStated {
                actor: actor.clone(),
                action: action.clone(),
                passages: evidence.len(),
            },
            actor,
            action,
            actor_card,
            action_cards,
            verdict: Verdict::Unknown,
            basis: Basis::GeneralRule,
            evidence,
            disagreements: Vec::new(),
        };
    };
    let (verdict, least) = (best.stance.verdict, best.strength.saturating_sub(1));
    let (evidence, disagreements): (Vec<_>, Vec<_>) = readings
        .into_iter()
        .partition(|(_, s)| s.stance.verdict == verdict);
    let disagreements = disagreements
        .into_iter()
        .filter(|(_, s)| s.strength >= least);
    let mut evidence = evidence_of(evidence.into_iter().take(5), records);
    let disagreements = evidence_of(disagreements.take(3), records);
    let room = PASSAGES_SHOWN.saturating_sub(evidence.len());
    if room > 0 {
        let others = {
            let shown = shown_already(evidence.iter().chain(&disagreements));
            let unshown = records.iter().filter(|record| !shown(record));
            passages_naming_both(unshown, &readers, &question.action_forms)
        };
        evidence.extend(others.into_iter().take(room));
    }
    RespondAnswer {
        scope: Scope::default(),
        reason: Reason::stated(verdict, &evidence[0]),
        actor,
        action,
        actor_card,
        action_cards,
        verdict,
        basis: Basis::Stated,
        evidence,
        disagreements,
    }
}

/// True when every place folded `sentence` names the action, a participle
/// the asker did not type stands right before it ("a cloaked ship" for a
/// typed "opponent's ship"), or "own" when the asker said whose it is
/// nowhere ("one of your own personnel" for a typed "a personnel"): the
/// sentence rules on that narrower thing, not on every such action.
fn narrower_than_typed(sentence: &str, typed: &str, action: &Forms) -> bool {
    let spans = action.spans(sentence);
    let owner_typed = whose(typed).is_some() || find_word(typed, "own").is_some();
    !spans.is_empty()
        && spans.iter().all(|span| {
            let word = sentence[..span.start]
                .trim_end()
                .rsplit(' ')
                .next()
                .unwrap_or_default();
            let participle = word.len() >= 5
                && word.ends_with("ed")
                && word.bytes().all(|b| b.is_ascii_lowercase())
                && find_word(typed, word).is_none();
            participle || (word == "own" && !owner_typed)
        })
}

#[cfg(test)]
mod tests {
    use super::reader::read_record;
    use super::*;
    pub(super) use crate::record::test_records::faq as record;

    /// The whole shipped corpus, indexed once for these tests.
    pub(super) fn shipped() -> View<'static> {
        View::whole(crate::index::shipped_index())
    }

    #[test]
    fn a_question_that_asks_nothing_is_refused() {
        for (actor, action, says) in [
            ("", "Hail", "the actor is empty"),
            ("Hugh", " ", "the action is empty"),
            ("it", "battle", "the actor \"it\" names no card or action"),
            (
                "Hugh",
                "the it",
                "the action \"the it\" names no card or action",
            ),
            (
                "his Wormhole",
                "opponent's Wormhole",
                "the actor and the action are the same",
            ),
            (
                "battle",
                "the battle",
                "the actor and the action are the same",
            ),
        ] {
            let refused = respond(&shipped(), actor, action).map(|answer| answer.verdict);
            let message = refused
                .expect_err(&format!("{actor} / {action}"))
                .to_string();
            assert!(message.contains(says), "{actor} / {action}: {message}");
        }
        // A card asked of itself is asked of another copy of it.
        for (actor, action) in [
            ("Q", "Hail"),
            ("Hugh", "hugh"),
            ("Amanda", "an Amanda Rogers"),
            ("Amanda Rogers", "another Amanda Rogers"),
            ("Revolving Door", "opponent's Revolving Door"),
            ("Revolving Door", "his Revolving Door"),
        ] {
            assert!(
                respond(&shipped(), actor, action).is_ok(),
                "{actor} / {action}"
            );
        }
    }

    /// What the sentences of a record state about Q2 and `action`: each
    /// verdict with its sentence.
    pub(super) fn q2_statements(record: &Record, action: &str) -> Vec<(Verdict, String)> {
        let actor = Forms::new(["Q2"]);
        let readers = Readers::new(&actor, Some("Q2"));
        let action = Forms::new([action]);
        read_record(record, &readers, &action, &|_| CardsNamed::default())
            .into_iter()
            .map(|statement| (statement.stance.verdict, statement.sentence))
            .collect()
    }

    /// What a text names besides Q2 and Hail: Hugh, where it says "hugh".
    pub(super) fn naming_hugh(text: &str) -> CardsNamed {
        CardsNamed {
            another: text.contains("hugh"),
            ..CardsNamed::default()
        }
    }

    /// A FAQ question and its answer.
    pub(super) fn asked(question: &str, answer: &str) -> Record {
        let mut asked = record("TOPIC", "");
        asked.set_question_and_answer(question, Some(answer));
        asked
    }

    #[test]
    fn a_participle_the_asker_did_not_type_narrows_the_action() {
        let ship = Forms::new(["ship"]);
        let sentence = "these cards can be played on a cloaked ship";
        assert!(narrower_than_typed(sentence, "opponent's ship", &ship));
        // Typed, it is what the asker asks about.
        assert!(!narrower_than_typed(sentence, "cloaked ship", &ship));
        // Named once plainly, the sentence speaks of every ship.
        let both = "play it on any ship, even a cloaked ship";
        assert!(!narrower_than_typed(both, "opponent's ship", &ship));
        // Short words ending in "ed" are no participles ("red", "seed").
        assert!(!narrower_than_typed("the red ship", "ship", &ship));
    }

    #[test]
    fn ones_own_narrows_an_action_whose_owner_the_asker_did_not_say() {
        let ship = Forms::new(["ship"]);
        let sentence = "you may play it onto one of your own ships";
        assert!(narrower_than_typed(sentence, "a ship", &ship));
        // Said whose, the asker asks about those.
        assert!(!narrower_than_typed(sentence, "my ship", &ship));
        assert!(!narrower_than_typed(sentence, "an opponent's ship", &ship));
        assert!(!narrower_than_typed(sentence, "my own ship", &ship));
    }
}

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
//! responses and timing.

use std::collections::HashSet;
use std::ops::Range;
use std::sync::{Arc, LazyLock};

use regex::Regex;
use serde::Serialize;
use tantivy::query::{AllQuery, BooleanQuery, Occur, Query};
use tantivy::Term;

use crate::analyze::vocabulary::Vocabulary;
use crate::analyze::{name_terms, terms, tokens};
use crate::error::{Error, Result};
use crate::index::{any_term, Index};
use crate::kept;
use crate::lexicon::concepts::ACTION_WORDS;
use crate::lexicon::english::{
    FUNCTION_WORDS, LEADING_FILLER, OPPONENTS_OWNERS, PREPOSITIONS_OF_TARGET, QUANTIFIERS,
    STOP_WORDS,
};
use crate::lexicon::game::CardType;
use crate::lexicon::game::{ACTION_KINDS, GAME_PHRASES, GAME_WORDS, LOCATIONS};
use crate::lexicon::Concept;
use crate::link::cards::lookup::CardIndex;
use crate::link::groups::{bare_title, Joins};
use crate::normalize::{collapse_spaces, fold, holds_folding_to_ascii};
use crate::query::card::{before_the_word_card, matching_cards};
use crate::query::search::{search, SearchOptions};
use crate::query::type_answered::types_answered;
use crate::query::verdict::{
    compile_actor_pattern, object_from, points_back, points_back_by_a_noun, read_answer,
    response_objects, without_quotations, AsciiPattern, Forms, Marked, Reader, Stance, Verdict,
    PARENTHESIS,
};
use crate::query::view::{Scope, View};
use crate::record::{Record, Status};
use crate::text::{
    ascii_case_insensitive_starts, find_word, sentence_ranges, sentences_after, sentences_before,
    word_spans,
};

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
    /// How strong the statement is (higher is stronger): see [`strength`].
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
    /// stance is unknown (the reader found no verdict in them); then the
    /// actor's own rulings on timing and the general rules on valid responses
    /// and timing not shown already, each by its [`Role`].
    pub evidence: Vec<Evidence>,
    /// Passages that state the opposite (a disagreement between documents).
    pub disagreements: Vec<Evidence>,
}

/// The least strength of a statement that names the action in its own
/// sentence (see [`strength`]).
const IN_THE_SENTENCE: u8 = 3;

/// How many sentences before a statement may name the action it is about ("He
/// has just played a Hail. ... can you play Amanda in response?").
const CONTEXT_SENTENCES: usize = 4;

/// What a question is about: the actor and the action as typed, the cards they
/// name and the forms to find them by.
#[derive(Clone)]
struct Question {
    actor: String,
    action: String,
    actor_card: Option<String>,
    actor_forms: Forms,
    action_cards: Vec<String>,
    action_forms: Forms,
    /// What the typed action is done by, from or against, when it names no
    /// card ([`qualifier_of`]).
    qualifier: Option<Forms>,
}

/// The ways of asking the whole question in one piece, the actor and the
/// action named: "can Hugh respond to a Borg Ship dilemma", "is Hugh a valid
/// response to ...", "can Hugh be used in response to ...", "can I play Hugh
/// in response to ...".
static WHOLE_QUESTIONS: LazyLock<[Regex; 2]> = LazyLock::new(|| {
    [
        format!(r"(?i)^(?:can|may|could)\s+(?:i|you|we|a\s+player)\s+(?:play|use)\s+(?P<actor>.+?)\s+(?:{RESPONDING}|against)\s+(?P<action>.+)$"),
        format!(r"(?i)^(?:can|may|could|does|do|will|would|is|are)\s+(?P<actor>.+?)\s+(?:responds?\s+to|(?:be\s+)?(?:used|played)\s+(?:{RESPONDING}|against)|(?:an?\s+)?valid\s+responses?\s+to)\s+(?P<action>.+)$"),
    ]
    .map(|pattern| Regex::new(&pattern).expect("question patterns are valid regular expressions"))
});

/// The words that tell how the actor answers the action ("in response to",
/// "during"): a question's, naming nothing of the action.
const RESPONDING: &str = r"in\s+response\s+to|during";

/// [`RESPONDING`] opening a typed action ("during battle").
static RESPONDING_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"(?i)^(?:{RESPONDING})\s+"))
        .expect("responding pattern is a valid regular expression")
});

/// A typed action without the words it opens with that tell how the actor
/// answers it ("in response to Q-Battle" asks about Q-Battle, as "can I
/// play Palor Toff in response to Q-Battle?" does).
fn without_responding(typed: &str) -> &str {
    match RESPONDING_FIRST.find(typed) {
        Some(words) if words.end() < typed.len() => &typed[words.end()..],
        _ => typed,
    }
}

/// The actor and the action of a question asked in one piece ("can Hugh
/// respond to a Borg Ship dilemma?", "is X a valid response to Y", "can X be
/// used in response to Y"; in any case, with or without "?"); an error (a
/// query to rephrase) naming the two ways to ask when it is not read so.
pub fn split_question(question: &str) -> Result<(String, String)> {
    let asked = question.trim().trim_end_matches(['?', '.', '!']).trim_end();
    WHOLE_QUESTIONS
        .iter()
        .find_map(|pattern| pattern.captures(asked))
        .map(|found| (found["actor"].to_string(), found["action"].to_string()))
        .ok_or_else(|| {
            Error::query(format!(
                "cannot read {question:?} as a question; ask `rulings respond ACTOR ACTION` or `rulings respond \"can ACTOR respond to ACTION?\"`"
            ))
        })
}

/// `typed` without the question mark or exclamation mark a player may end it
/// with ("outpost?", "Hugh!"); a full stop may end a name ("Mickey D.") and
/// stays.
fn without_end_mark(typed: &str) -> &str {
    typed.trim().trim_end_matches(['?', '!']).trim_end()
}

/// How a typed action's scene is read ([`without_scene`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scene {
    /// Set apart: only what comes before it is asked about.
    SetApart,
    /// Read as part of what is asked.
    Asked,
}

/// How to ask, for the messages that refuse a question.
const HOW_TO_ASK: &str = "ask as in: rulings respond Hugh \"Borg Ship dilemma\"";

impl Question {
    /// The question "may `actor` respond to `action`?"; refused (a query to
    /// rephrase) when either is empty or names nothing but words like "it"
    /// and "the", or when both name the same thing.
    fn new(words: &Words, actor: &str, action: &str) -> Result<Question> {
        Question::read(words, actor, action, Scene::SetApart)
    }

    /// The question with the typed action read as `scene` says.
    fn read(words: &Words, actor: &str, action: &str, scene: Scene) -> Result<Question> {
        let cards = words.cards;
        let (actor, action) = (
            without_end_mark(actor),
            without_responding(without_end_mark(action)),
        );
        refuse_empty("actor", actor)?;
        refuse_empty("action", action)?;
        let actor_read = without_asides(actor);
        let (actor_card, actor_forms) = actor_forms(cards, &actor_read);
        let action_read = match scene {
            Scene::SetApart => {
                without_scene_unless_the_actors_use(&without_asides(action), &actor_forms)
            }
            Scene::Asked => without_asides(action),
        };
        let action_read = what_it_is_used_on(&action_read);
        let (action_cards, action_forms) = action_forms(words, &action_read, actor_card.as_deref());
        let qualifier = action_cards
            .is_empty()
            .then(|| qualifier_of(&action_read))
            .flatten()
            .or_else(|| owned_by_the_asker(&action_read))
            .or_else(|| what_it_requires(&action_read));
        let question = Question {
            actor: actor.to_string(),
            action: action.to_string(),
            actor_card,
            actor_forms,
            action_cards,
            action_forms,
            qualifier,
        };
        question.refuse_empty_words(&actor_read, &action_read)?;
        question.refuse_the_same_twice(&actor_read, &action_read)?;
        Ok(question)
    }

    /// The same question with the clause that sets the typed action's scene
    /// read as part of what is asked, when the action has one: "playing a
    /// personnel to my Away Team between two dilemmas of a mission attempt"
    /// asks when the actor's own play may be made.
    fn with_its_scene(&self, words: &Words) -> Option<Question> {
        let asides_apart = without_asides(&self.action);
        if without_scene(&asides_apart) == asides_apart {
            return None;
        }
        Question::read(words, &self.actor, &self.action, Scene::Asked).ok()
    }

    /// The same question asked of the actor card's type, when the registry
    /// knows it and it is a type played in response (an Interrupt), and the
    /// action is not that type itself: the type's words ("interrupt",
    /// "interrupts") for the actor.
    fn of_the_actors_type(&self, cards: &CardIndex) -> Option<TypeQuestion> {
        let card = self.actor_card.clone()?;
        let kind = cards
            .type_facts(&card)
            .play_type()
            .filter(|kind| kind.plays_in_response())?;
        // "May an Interrupt respond to an Interrupt?" reads each sentence on
        // interrupts as both: no question of its own.
        if self.action_cards.is_empty() && typed_as_a_type(&self.action) == Some(kind) {
            return None;
        }
        Some(TypeQuestion {
            card,
            kind,
            other_kinds: Forms::default(),
            question: Question {
                actor: kind.name().to_string(),
                action: self.action.clone(),
                actor_card: None,
                actor_forms: type_forms(kind),
                action_cards: self.action_cards.clone(),
                action_forms: self.action_forms.clone(),
                qualifier: self.qualifier.clone(),
            },
        })
    }

    /// The question asked of the action's type, when the action is one card
    /// of a known type that is itself an action ([`CardType::is_an_action`])
    /// and the actor is not that type itself: "may Emergency Transporter
    /// Armbands respond to a dilemma?" for the Borg Ship.
    fn of_the_actions_type(&self, cards: &CardIndex) -> Option<TypeQuestion> {
        let [title] = self.action_cards.as_slice() else {
            return None;
        };
        let facts = cards.type_facts(title);
        let (card, kind) = self.action_card_type(cards)?;
        // "May an Event respond to an Event?": no question of its own.
        if self.actor_card.is_none() && typed_as_a_type(&self.actor) == Some(kind) {
            return None;
        }
        Some(TypeQuestion {
            card,
            kind,
            other_kinds: other_kinds(kind, facts.class.as_deref()),
            question: Question {
                actor: self.actor.clone(),
                action: kind.name().to_string(),
                actor_card: self.actor_card.clone(),
                actor_forms: self.actor_forms.clone(),
                action_cards: Vec::new(),
                action_forms: type_forms(kind),
                qualifier: None,
            },
        })
    }

    /// The one card the action names with its type, when it is a type played
    /// as an action: as the typed action tells it is played (the card as
    /// typed, "Tox Uthat played as an Event"), else its title with the type
    /// the registry knows.
    fn action_card_type(&self, cards: &CardIndex) -> Option<(String, CardType)> {
        let [card] = self.action_cards.as_slice() else {
            return None;
        };
        let (card, kind) = match type_told_as_played(&fold(&self.action)) {
            Some(told) => (self.action.clone(), Some(told)),
            None => (card.clone(), cards.type_facts(card).play_type()),
        };
        Some((card, kind.filter(|kind| kind.is_an_action())?))
    }

    /// Which cards folded `text` names besides the actor.
    fn cards_in(&self, cards: &CardIndex, text: &str) -> CardsNamed {
        let mut named = CardsNamed::default();
        for title in cards.cards_named(text) {
            let title = fold(&title);
            if self.action_cards.iter().any(|card| fold(card) == title) {
                named.action = true;
            } else if !self.actor_forms.names.contains(&title)
                && !self.action_forms.names.contains(&title)
            {
                named.another = true;
                named.others.push(title);
            }
        }
        named
    }

    /// Refuses an actor or action that names no card and has no word the
    /// index keeps ("it", "the one"): nothing a passage could be about.
    /// `actor_read` and `action_read` are the typed sides without their
    /// asides ([`without_asides`]).
    fn refuse_empty_words(&self, actor_read: &str, action_read: &str) -> Result<()> {
        let sides = [
            ("actor", &self.actor, actor_read, self.actor_card.is_some()),
            (
                "action",
                &self.action,
                action_read,
                !self.action_cards.is_empty(),
            ),
        ];
        for (side, typed, read, names_a_card) in sides {
            if !names_a_card && tokens(read).is_empty() {
                return Err(Error::query(format!(
                    "the {side} {typed:?} names no card or action, only words like \"it\" and \"the\"; {HOW_TO_ASK}"
                )));
            }
        }
        Ok(())
    }

    /// Refuses an action that is the actor again: the same words, or a name
    /// of the actor's card (both sides read without their asides). The
    /// opponent's copy of the actor's card is another card ("Revolving Door"
    /// against "opponent's Revolving Door"), and is asked.
    fn refuse_the_same_twice(&self, actor_read: &str, action_read: &str) -> Result<()> {
        if owned_by_the_opponent(action_read) && !owned_by_the_opponent(actor_read) {
            return Ok(());
        }
        let action = strip_leading_filler(action_read);
        let same = action == strip_leading_filler(actor_read)
            || (self.actor_card.is_some() && self.actor_forms.names.contains(&action));
        if same {
            return Err(Error::query(format!(
                "the actor and the action are the same ({:?}): name what the actor would respond to; {HOW_TO_ASK}",
                self.actor
            )));
        }
        Ok(())
    }
}

/// Whether a typed side starts by naming the opponent as its owner
/// ("opponent's Revolving Door", "his Wormhole").
fn owned_by_the_opponent(typed: &str) -> bool {
    let folded = fold(typed);
    folded
        .split(' ')
        .take_while(|word| LEADING_FILLER.contains(word))
        .any(|word| OPPONENTS_OWNERS.contains(&word))
}

/// Refuses a blank actor or action (`side` says which).
fn refuse_empty(side: &str, typed: &str) -> Result<()> {
    if typed.trim().is_empty() {
        return Err(Error::query(format!("the {side} is empty; {HOW_TO_ASK}")));
    }
    Ok(())
}

/// What a player typed without its asides: a parenthesis tells the scene
/// ("battle (after Post Garrison)", "mission attempt (between dilemmas)"), it
/// names neither the actor nor the action. All of it when nothing is left.
fn without_asides(typed: &str) -> String {
    let outside = PARENTHESIS.replace_all(typed, " ");
    let outside = collapse_spaces(&outside);
    if outside.trim().is_empty() {
        typed.to_string()
    } else {
        outside.trim().to_string()
    }
}

/// Where a player's typed action goes on to set its scene: a clause opening
/// with "after", "when", "where", "while", "once", "if", "because" or
/// "since" ("a battle where Post Garrison has removed the restrictions"), or
/// what the action happens between ("a mission attempt, between two
/// dilemmas" asks about the attempt, not a dilemma), or the asker's purpose
/// in it (", to get my crew away", "- I want to download a personnel", "so
/// it has to stop there", "in order to ..."): what the asker hopes the actor
/// does is not what it responds to. A moment ("during the opponent's turn",
/// "before its targets are chosen") is part of what is asked.
static SCENE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)[\s,]+(?:(?P<moment>after|when|while|once|if|because|since|between|where)|in order to|so (?:that )?(?:i|you|he|she|it|they|we|my|his|her|their)\b)\b|,\s*to\s+[a-z]|\s+-+\s+(?:i|i'd|i'm|so|to)\b")
        .expect("scene pattern is a valid regular expression")
});

/// A typed action that tells the actor's use: what it is used on ("use it on
/// my counterpart to turn it into a drone", "play them on my opponent's
/// ship"), or into what it brings a card ("download a personnel into an Away
/// Team battle"). Group 1 is that thing or moment, before any purpose ("to
/// turn ...").
static USED_ON_TYPED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:use|play|using|playing) (?:it|them|him|her|this|these) (?:on|against|upon)|(?:download|downloading|play|playing|report|reporting) (?:a|an|one|my) [a-z]+ (?:into|during|in the middle of)) (.+?)(?: to [a-z].*)?$")
        .expect("typed use pattern is a valid regular expression")
});

/// What a typed action that tells the actor's use ([`USED_ON_TYPED`]) uses it
/// on; any other action as typed.
fn what_it_is_used_on(typed: &str) -> String {
    match USED_ON_TYPED.captures(typed.trim()) {
        Some(found) => found[1].to_string(),
        None => typed.to_string(),
    }
}

/// The typed action without the clause that sets its scene
/// ([`without_scene`]), unless what comes before names the actor: then that
/// is the actor's own use, and the moment it is set in is the action ("drop
/// Rogue Borg on my ship while I'm moving it" asks about the moving).
fn without_scene_unless_the_actors_use(typed: &str, actor: &Forms) -> String {
    let main = without_scene(typed);
    let moment = SCENE
        .captures(typed)
        .and_then(|found| found.name("moment"))
        .map(|word| typed[word.end()..].trim())
        .filter(|moment| !moment.is_empty());
    match moment {
        Some(moment) if actor.named_in(&fold(&main)) => without_scene(moment),
        _ => main,
    }
}

/// The action a player typed without the clause that sets its scene: "a
/// battle after Post Garrison has removed the attack restrictions" asks about
/// battle, not about Post Garrison. All of it when nothing comes before.
fn without_scene(typed: &str) -> String {
    match SCENE.find(typed) {
        Some(scene) if !only_adverbs(&typed[..scene.start()]) => {
            without_closing_adverbs(&typed[..scene.start()])
        }
        _ => typed.to_string(),
    }
}

/// `main` without the adverbs of how soon that close it, which belong to the
/// scene after it ("just beaming, right" of "just beaming, right after ...").
fn without_closing_adverbs(main: &str) -> String {
    let mut words: Vec<&str> = main.split_whitespace().collect();
    while words.last().is_some_and(|word| tells_how_soon(word)) {
        words.pop();
    }
    words.join(" ").trim_end_matches(',').to_string()
}

/// Whether `words` are none, or only adverbs that tell how soon ("right",
/// "just", "immediately"): before "after" or "when", they open the action
/// ("right after they announce ...") rather than name one.
fn only_adverbs(words: &str) -> bool {
    words.split_whitespace().all(tells_how_soon)
}

/// Whether a word is one of the [`MOMENT_ADVERBS`].
fn tells_how_soon(word: &str) -> bool {
    MOMENT_ADVERBS.contains(&word.to_lowercase().as_str())
}

/// Adverbs that tell how soon, before "after" or "when".
const MOMENT_ADVERBS: &[&str] = &[
    "directly",
    "immediately",
    "just",
    "right",
    "shortly",
    "soon",
];

/// Answers "may ACTOR respond to ACTION?" from the records of `view`: only
/// the records that can name both the actor and the action (found by the
/// index's terms) are read, or, for a question whose names have no term to
/// find them by, every record. An error (a query to rephrase) when the
/// question asks nothing: an empty actor or action, one of only words like
/// "it" and "the", or an action that is the actor.
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
    // Nothing stated of the action without its scene: the scene may be the
    // moment asked about.
    if answered.verdict == Verdict::Unknown {
        if let Some(whole) = asked.with_its_scene(&words) {
            let stated = answer_from_passages(view, cards, whole)?;
            if stated.verdict != Verdict::Unknown {
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
    // Then what bears on the question whatever the verdict: the actor's own
    // rulings on timing and the general rules, each once. A whole question
    // of which a part is shown is shown too: it says more.
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

/// The game things a typed action names besides the action itself, folded:
/// the cards it names (`cards`, each a thing of its own, not its title's
/// words), game terms ([`GAME_PHRASES`], [`GAME_WORDS`]) less the action's
/// own forms (`action`), and never the `actor`. "beaming an Away Team to the
/// planet from an outpost" names an away team, a planet and an outpost;
/// "ships battling the Borg Ship" the Borg Ship and ships.
fn scene_terms(typed: &str, action: &Forms, cards: &Forms, actor: &Forms) -> Vec<String> {
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
fn is_game_word(word: &str) -> bool {
    GAME_WORDS.binary_search(&word).is_ok()
}

/// The actor's own ruling on the scene of the typed action: a question
/// filed under the actor card (its title names the card) that asks of every
/// game thing the typed action names besides the action, two at least
/// ([`scene_terms`]). "Do Atmospheric Ionization and Distortion Field cards
/// apply to Away Teams being sent to the affected planet from an Outpost?"
/// is Atmospheric Ionization's ruling on "beaming an Away Team to the planet
/// from an outpost", whatever the rules say of interrupting beaming.
fn own_ruling_on_the_scene(
    view: &View,
    cards: &CardIndex,
    question: &Question,
) -> Result<Option<Evidence>> {
    let Some(card) = &question.actor_card else {
        return Ok(None);
    };
    let terms = scene_terms(
        &question.action,
        &question.action_forms,
        &Forms::new(cards.cards_named(&question.action)),
        &question.actor_forms,
    );
    if terms.len() < 2 {
        return Ok(None);
    }
    let query = any_term([view.index().fields.card_term(card)]);
    let asks_of_all = |asked: &str| {
        terms.iter().all(|term| {
            find_word(asked, term).is_some() || find_word(asked, &format!("{term}s")).is_some()
        })
    };
    let records = records_matching(view, Box::new(query))?;
    // A question of many parts asks of many scenes: its parts are read.
    let asked_in_parts: HashSet<&str> = records
        .iter()
        .filter_map(|record| record.parent.as_deref())
        .collect();
    let own = records
        .iter()
        .filter(|record| !asked_in_parts.contains(record.id.as_str()))
        .filter(|record| record.status != Status::Historical)
        .filter(|record| {
            cards
                .named(&record.title)
                .is_some_and(|named| named.title == *card)
        })
        .find(|record| asks_of_all(&fold(&record.text[..record.question_end()])));
    Ok(own.map(|record| {
        let asked = collapse_spaces(&record.text[..record.question_end()]);
        Evidence::unread(record.clone(), asked, Role::Passage)
    }))
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

/// The records of `view` that `query` matches, in store order, less the
/// passages of long answers ([`crate::index::Ranking::passage`]).
fn records_matching(view: &View, query: Box<dyn Query>) -> Result<Vec<Record>> {
    let mut records = Vec::new();
    for (place, record) in view.records_matching(query)? {
        // A passage of a long answer repeats what its whole question holds:
        // the whole is read, and cited, with all its reasons. Only a part
        // can be a passage; the ranking tells which parts are.
        if record.parent.is_none() || !view.ranking(place)?.passage {
            records.push(record);
        }
    }
    Ok(records)
}

/// The answer `stated` (which found no verdict on the two cards) with the
/// verdict the passages state of a card's type (`typed`), when they state one:
/// its evidence first, then the passages that name the actor and the action.
fn by_type(
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
    // type ("Q2 (to nullify Q)").
    let named_there = of_type.evidence.first().is_some_and(|best| {
        let sentence = fold(&best.sentence);
        let under_a_proviso =
            best.stance.verdict == Verdict::Yes && YES_WITH_A_PROVISO.is_match(&sentence);
        best.strength >= IN_THE_SENTENCE
            && !other_kinds.named_in(&sentence)
            && !restricted(&sentence, &actor)
            && !under_a_proviso
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

/// The forms of a card type as a noun ("an interrupt", "interrupts",
/// "interrupt cards"), not the verb that may share its word ("you may not
/// interrupt another action").
fn type_forms(kind: CardType) -> Forms {
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

/// Whether folded `sentence` restricts the `actor` by a parenthesis right
/// after its name, "Q2 (to nullify Q)", "X (only against Y)", or by a
/// relative clause ("Interrupts and Events that are in space").
fn restricted(sentence: &str, actor: &Forms) -> bool {
    let Some(mention) = actor.last_span_in(sentence) else {
        return false;
    };
    let after = &sentence[mention.end..];
    let in_parenthesis = after.strip_prefix(" (").is_some_and(|inside| {
        ["to ", "only ", "if ", "when ", "against "]
            .iter()
            .any(|opening| inside.starts_with(opening))
    });
    in_parenthesis || RELATIVE_AFTER.is_match(after)
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
fn other_kinds(kind: CardType, class: Option<&str>) -> Forms {
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
struct TypeQuestion {
    card: String,
    kind: CardType,
    question: Question,
    other_kinds: Forms,
}

/// A query for the records whose title, text or cards hold a term of some
/// actor form and a term of some action form: every record that can name both
/// (see [`name_terms`]); `None` when a form has no term to be found by.
fn naming_both(index: &Index, question: &Question) -> Option<BooleanQuery> {
    Some(BooleanQuery::new(vec![
        (Occur::Must, naming(index, &question.actor_forms)?),
        (Occur::Must, naming(index, &question.action_forms)?),
    ]))
}

/// A query for the records whose title, text or cards hold a term of some of
/// `forms`; `None` when a form has no term to be found by.
fn naming(index: &Index, forms: &Forms) -> Option<Box<dyn Query>> {
    let mut terms = Vec::new();
    for form in &forms.names {
        terms.extend(name_terms(form)?);
    }
    let terms = terms
        .iter()
        .map(|term| Term::from_field_text(index.fields.anywhere, term));
    Some(Box::new(any_term(terms)))
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
/// the only cards allowed to interrupt the action and the actor is not one of
/// them ([`ONLY_CARDS_ALLOWED`]): what holds for every other card, as a
/// general rule.
fn only_cards_allowed(
    view: &View,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let Some(query) = naming(view.index(), &question.action_forms) else {
        return Ok(stated);
    };
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

/// The answer `stated` (which found no verdict) with "no" when the action is
/// a card of one type, or that type, and the actor's own rulings say it
/// answers cards of other types and never of that one ("Amanda Rogers
/// "nullifies" an interrupt", asked about an Event): by type, with the
/// sentence that says what the actor answers.
fn answers_another_type(
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
fn not_to_be_interrupted(
    view: &View,
    cards: &CardIndex,
    question: &Question,
    stated: RespondAnswer,
) -> Result<RespondAnswer> {
    let actor_type = match &question.actor_card {
        Some(card) => cards.type_facts(card).play_type(),
        None => typed_as_a_type(&question.actor),
    };
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

/// Whether `typed` asks, outside its asides, about the moment between
/// actions: "between" and actions of a type played as one, or actions or
/// turns ("between dilemmas of a mission attempt", "between two actions"),
/// not "between two time locations".
fn asks_between_actions(typed: &str) -> bool {
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
                || [
                    "any",
                    "just",
                    "encounter",
                    "encounters",
                    "encountered",
                    "encountering",
                    "revealed",
                ]
                .contains(&word)
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
fn not_done_at_once(
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

/// The first of `records` with a sentence whose fold `says` something (its
/// words), with that sentence as written.
fn first_sentence_saying(
    records: impl IntoIterator<Item = Record>,
    says: impl Fn(&str) -> Option<String>,
) -> Option<(Record, String, String)> {
    records.into_iter().find_map(|record| {
        let (range, words) = kept::sentences(&record.text).iter().find_map(|range| {
            Some((
                range.clone(),
                says(&kept::folded(&record.text[range.clone()]))?,
            ))
        })?;
        let sentence = collapse_spaces(&record.text[range]);
        Some((record, sentence, words))
    })
}

/// The answer no on `basis` (a general rule, or stated of the actor itself)
/// from the record and sentence `found` with the words that read it by
/// `construction`; what was `stated` is shown after it. `stated` itself when
/// nothing was found.
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
    let mut all = vec![evidence];
    all.extend(stated.evidence);
    RespondAnswer {
        verdict: Verdict::No,
        basis,
        reason: Reason::stated(Verdict::No, &all[0]),
        evidence: all,
        ..stated
    }
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
/// more of the moment names what must come first), or its sentence refuses
/// the answer after the action ([`REFUSED_AFTER`]) that the typed action
/// tells as over ([`ALREADY_OVER`]), or its passage answers the action only
/// as it is just played ([`answers_only_the_play_asked_over`]).
fn asked_at_another_moment(question: &Question, stated: RespondAnswer) -> RespondAnswer {
    let Some(deciding) = stated
        .evidence
        .first()
        .filter(|_| stated.verdict == Verdict::Yes)
    else {
        return stated;
    };
    let typed = fold(&without_asides(&question.action));
    let sentence = fold(&deciding.sentence);
    let Some(cue) = must_come_first_asked_before(&typed, &sentence)
        .or_else(|| refused_after_asked_over(&typed, &sentence))
        .or_else(|| answers_only_the_play_asked_over(&typed, &deciding.record.text))
        .or_else(|| prevents_what_is_asked_over(&typed, &sentence, &question.action_forms))
    else {
        return stated;
    };
    let evidence = Evidence {
        stance: Stance {
            verdict: Verdict::No,
            cue,
            construction: "not at the moment asked",
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

/// The cue of a folded `sentence` whose yes waits for something that the
/// folded `typed` action asks before ([`MUST_COME_FIRST`], [`asked_before`]:
/// "before its targets are chosen" asks before "the target must be
/// selected").
fn must_come_first_asked_before(typed: &str, sentence: &str) -> Option<String> {
    let first = MUST_COME_FIRST.captures(sentence)?.get(1)?.as_str();
    asked_before(typed, first).then(|| format!("{} before", first.trim()))
}

/// The cue of a folded `sentence` that refuses the answer after the action
/// ([`REFUSED_AFTER`]) when the folded `typed` action is told as over.
fn refused_after_asked_over(typed: &str, sentence: &str) -> Option<String> {
    if !ALREADY_OVER.is_match(typed) {
        return None;
    }
    let refused = REFUSED_AFTER.captures(sentence)?;
    Some(format!("{} after {}", &refused[1], refused[2].trim()))
}

/// The sentence, folded, of `passage` that answers a card only as it is
/// "just played" (its text "If opponent just played Res-Q", "Nullifies any
/// one Interrupt card just played") when the folded `typed` action is told
/// as over ("Res-Q already countered"): once anything follows the play, it
/// has not been just played.
fn answers_only_the_play_asked_over(typed: &str, passage: &str) -> Option<String> {
    if !ALREADY_OVER.is_match(typed) {
        return None;
    }
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
/// card's text "as an interrupt (prevents supernova)") when the folded
/// `typed` action is told as over ("Supernova already in effect"): what has
/// happened can no longer be kept from happening.
fn prevents_what_is_asked_over(typed: &str, sentence: &str, action: &Forms) -> Option<String> {
    if !ALREADY_OVER.is_match(typed) {
        return None;
    }
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
fn a_moment_without_responses(
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
    let found = first_sentence_saying(rules.cloned(), |folded| {
        if let Some(found) = A_MOMENT_WITHOUT_RESPONSES.captures(folded) {
            let told = found.get(2).map(|told| told.as_str());
            if names_the_moment(&typed, &found[1])
                || told.is_some_and(|t| tells_the_moment(&typed, t))
            {
                return Some(found[0].to_string());
            }
        }
        let found = RESPONDED_TO_ONLY_WHEN.captures(folded)?;
        asked_before(&typed, &found[1]).then(|| found[0].to_string())
    });
    a_no_from(
        found,
        "a moment without responses",
        Basis::GeneralRule,
        stated,
    )
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
/// more, compared by their stems, are in both.
fn tells_the_moment(typed: &str, told: &str) -> bool {
    let told = crate::analyze::terms(told);
    let mut shared: Vec<String> = crate::analyze::terms(typed)
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
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|word| !word.is_empty())
        .collect();
    let wanted: Vec<&str> = moment.split_whitespace().collect();
    let Some((first, rest)) = wanted.split_first() else {
        return false;
    };
    words.iter().enumerate().any(|(at, word)| {
        if word != first {
            return false;
        }
        let mut place = at;
        rest.iter().all(|next| {
            let found = words[place + 1..]
                .iter()
                .take(3)
                .position(|word| word == next);
            found.map(|offset| place += offset + 1).is_some()
        })
    })
}

/// The answer, read from `records` (every record that may name both the actor
/// and the action, in store order) knowing the `cards`.
fn answer(question: Question, cards: &CardIndex, records: &[Record]) -> RespondAnswer {
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
    // A ruling on what the typed action is done by or against comes first.
    let mut specific: Vec<(usize, Statement)> = match &question.qualifier {
        Some(qualifier) => readings(records, &readers, qualifier, &typed, &cards_in)
            .into_iter()
            .filter(|(at, _)| names_both(&records[*at], &readers, &question.action_forms))
            .collect(),
        None => Vec::new(),
    };
    specific.extend(general);
    // A statement about one player's card says nothing of the other's: "Can
    // I play the card onto one of my own ships?" is no answer for an
    // opponent's ship.
    let typed_action = fold(&question.action);
    let asked_whose = whose(&typed_action);
    // Nor does a statement that leaves out what the asker says is missing:
    // "only used during battles" is no answer for a battle with no personnel.
    let missing = said_missing(&typed_action);
    // Nor does a refusal on an action for the moment between two of them:
    // "you can't use it to help you overcome a Dilemma" is no answer for
    // "between dilemmas" (what may be done during one may be done between);
    // and a play between two actions is no answer for one of them.
    let between = asks_between_actions(&question.action);
    let readings: Vec<(usize, Statement)> = specific
        .into_iter()
        .filter(|(_, statement)| {
            let sentence = fold(&statement.sentence);
            !owned_by_the_other(&sentence, asked_whose, &question.action_forms)
                && missing.is_none_or(|word| find_word(&sentence, word).is_some())
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

/// What a typed action says is missing from its scene follows the match:
/// "with no", "without" or a bracketed "no" ("battle with no personnel
/// present", "a ship without a crew", "a holodeck (no treaty)").
static MISSING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?:\bwith no|\bwithout|\(no) ")
        .expect("missing pattern is a valid regular expression")
});

/// The word folded `typed` says is missing from the action's scene
/// ([`MISSING`]), in the singular: the first after the match that is no
/// article, owner or other stop word ("other" of "with no other personnel"
/// picks nothing); none when it says nothing is.
fn said_missing(typed: &str) -> Option<&str> {
    let after = &typed[MISSING.find(typed)?.end()..];
    let word = after
        .split(|c: char| !(c.is_ascii_alphabetic() || c == '\'' || c == '-'))
        .filter(|word| !word.is_empty())
        .find(|word| {
            !LEADING_FILLER.contains(word)
                && !QUANTIFIERS.contains(word)
                && !STOP_WORDS.contains(word)
                && !matches!(*word, "other" | "another" | "own")
        })?;
    Some(match word.strip_suffix('s') {
        Some(one) if one.len() > 2 && !one.ends_with('s') => one,
        _ => word,
    })
}

/// An article or owner before what a typed action names ("the", "my",
/// "my opponent's"), left out of what it names.
const WHOSE: &str = r"(?:(?:my |your |an )?opponent's|a|an|the|my|your|his|her|their)";

/// What a typed action says of what it is done by, from, with or against,
/// after the action's own word: "a non-aligned ship" of "attack by a
/// non-aligned ship", "Post Garrison" of "battle using Post Garrison". Group 1
/// is the action, group 2 the qualifier.
static QUALIFIED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(.+?) (?:by|from|against|on|at|with|using|via) (?:{WHOSE} )?(.+)$"
    ))
    .expect("qualifier pattern is a valid regular expression")
});

/// A typed action that passes over, through or across a card: the action in
/// group 1, the card's words in group 2 ("flying his ship over my Gaps in
/// Normal Space").
static PASSED_OVER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(.+?) (?:over|past|through|across) (?:{WHOSE} )?(.+)$"
    ))
    .expect("passed-over pattern is a valid regular expression")
});

/// A typed action that tells one thing doing something to another ("Revolving
/// Door shutting my AU Doorway"): the doer in group 1, what it is done to in
/// group 2.
static DOING_TO: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(.+?) [a-z]+ing (?:(?:my |your |his |her |their )?opponent's|my|your|his|her|their|the|a|an) (.+)$")
        .expect("doing-to pattern is a valid regular expression")
});

/// The forms of what qualifies a typed action ([`QUALIFIED`]), when the
/// words before it name an action and the qualifier names something (a word
/// of three letters or more): a ruling on the actor and that thing, in a
/// passage about the action, is nearer the question than one on the action
/// alone ("it will not work against a non-aligned ship" against "you can play
/// it any time after the attack").
fn qualifier_of(action: &str) -> Option<Forms> {
    let folded = fold(action);
    let found = QUALIFIED.captures(&folded)?;
    let (done, by) = (&found[1], found[2].trim());
    let names_something = by.split(' ').any(|word| word.len() >= 3);
    // What the qualifier names before a place it gives is named alone too:
    // "crew" of "crew aboard a ship" ("a report with crew action").
    let head = PLACED.split(by).next().unwrap_or(by).trim();
    (names_an_action(done) && names_something).then(|| Forms::new([by, head]))
}

/// What a typed action needs, in group 1: "a dilemma that needs Diplomacy
/// during my mission attempt", "a mission requiring Navigation x2".
static REQUIRES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:needs?|needing|requires?|requiring|calls? for|calling for) (?:(?:a|an|the|some|more) )?([a-z0-9' -]+?)(?: (?:and|or|but|that|which|during|in|on|at|for|to|while|when)\b|[,;.?!]|$)")
        .expect("requirement pattern is a valid regular expression")
});

/// The forms of what a typed action requires ([`REQUIRES`]): a ruling on the
/// actor and that requirement ("allows your personnel to use 2 Treachery as
/// if it were 1 Diplomacy"), in a passage about the action, answers "a
/// dilemma that needs Diplomacy". Not a verb ("needs to move").
fn what_it_requires(action: &str) -> Option<Forms> {
    let folded = fold(action);
    let needed = REQUIRES.captures(&folded)?.get(1)?.as_str().trim();
    let first = needed.split(' ').next().unwrap_or_default();
    (first != "to" && needed.len() >= 3).then(|| Forms::new([needed]))
}

/// A preposition that places what comes before it ("crew aboard a ship").
static PLACED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r" (?:aboard|on|at|in|to|from|of|with|by|under) ")
        .expect("place pattern is a valid regular expression")
});

/// A typed action that is the asker's own ("my own Echo Papa 607", "a
/// Static Warp Bubble I played myself").
static OWN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(my own|of mine|i played|i have played|i've played|i (?:have |'ve )?(?:just|already) [a-z]+(?:ed|en))\b")
        .expect("own pattern is a valid regular expression")
});

/// The word a ruling on what a player owns uses ("Paul Rice does not nullify
/// your own Echo Papas"), when the typed action is the asker's own
/// ([`OWN`]): read as its qualifier, before rulings on the action alone.
fn owned_by_the_asker(action: &str) -> Option<Forms> {
    OWN.is_match(&fold(action)).then(|| Forms::new(["own"]))
}

/// True when every place folded `sentence` names the action, it names one
/// player's card ([`OWNER_BEFORE`]) and the typed action is the other's
/// (`asked`).
fn owned_by_the_other(sentence: &str, asked: Option<Whose>, action: &Forms) -> bool {
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

/// True when every place folded `sentence` names the action, a participle
/// the asker did not type stands right before it ("a cloaked ship" for a
/// typed "opponent's ship"): the sentence rules on that narrower thing, not
/// on every such action.
fn narrower_than_typed(sentence: &str, typed: &str, action: &Forms) -> bool {
    let spans = action.spans(sentence);
    !spans.is_empty()
        && spans.iter().all(|span| {
            let word = sentence[..span.start]
                .trim_end()
                .rsplit(' ')
                .next()
                .unwrap_or_default();
            word.len() >= 5
                && word.ends_with("ed")
                && word.bytes().all(|b| b.is_ascii_lowercase())
                && find_word(typed, word).is_none()
        })
}

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
enum Whose {
    /// The asker's own ("my own Static Warp Bubble", "my Door").
    Own,
    /// The opponent's ("my opponent's Devidian Door").
    Opponents,
}

/// Whose the folded typed action says it is, if it says: the owner said
/// first ("my own ship during my opponent's turn" is the asker's ship; "my
/// opponent's Door" and "a Door my opponent played" the opponent's).
fn whose(typed: &str) -> Option<Whose> {
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
fn only_the_other_players(
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
    let found = first_sentence_saying(passages.iter().cloned(), |folded| {
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

/// True when folded `text` names an action by a player's word for it
/// ([`ACTION_WORDS`]), a whole word.
fn names_an_action(text: &str) -> bool {
    action_words(|word| find_word(text, word).is_some())
        .next()
        .is_some()
}

/// Every statement the passages make about the actor and the action, with the
/// passage that makes it, strongest first (between equally strong ones, the
/// higher authority, then the ruling in force, then store order; in one
/// passage, the statement that says more of what was typed).
/// `cards_in` tells which cards a text names besides the actor.
fn readings(
    records: &[Record],
    readers: &Readers,
    action: &Forms,
    typed: &Typed,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Vec<(usize, Statement)> {
    // A FAQ question in parts is read part by part: each part's question
    // with its own answer ("2) Can Kevin Uxbridge?" with "2) No."), not with
    // the answers between them.
    let in_parts: HashSet<&str> = records
        .iter()
        .filter_map(|record| record.parent.as_deref())
        .collect();
    let mut readings: Vec<(usize, Statement)> = records
        .iter()
        .enumerate()
        .filter(|(_, record)| record.status != Status::Historical)
        .filter(|(_, record)| !in_parts.contains(record.id.as_str()))
        .flat_map(|(at, record)| {
            let statements = read_record(record, readers, action, cards_in);
            statements.into_iter().map(move |statement| (at, statement))
        })
        .collect();
    let rank = |(at, statement): &(usize, Statement)| {
        let passage = &records[*at];
        (
            statement.strength,
            passage.authority,
            passage.status == Status::Current,
            std::cmp::Reverse(*at),
            typed.shared_with(&statement.sentence),
        )
    };
    readings.sort_by_cached_key(|reading| std::cmp::Reverse(rank(reading)));
    distinct(readings, records)
}

/// The words of the action as typed, as terms: of two statements one passage
/// makes with equal strength, the one that says more of them is about what
/// was asked ("to make my opponent show his Devidian Door" is answered by
/// "you could not use SCP on your opponent to make him show a Devidian Door",
/// not by "you can use SCP to show the Door immediately").
struct Typed(HashSet<String>);

impl Typed {
    /// The terms of the action as typed.
    fn new(action: &str) -> Typed {
        Typed(terms(action).into_iter().collect())
    }

    /// The typed terms and those of `more` ("the actor's title too").
    fn and(&self, more: &str) -> Typed {
        let mut both = self.0.clone();
        both.extend(terms(more));
        Typed(both)
    }

    /// How many of the typed terms a sentence holds.
    fn shared_with(&self, sentence: &str) -> usize {
        let found: HashSet<String> = terms(sentence).into_iter().collect();
        self.0.intersection(&found).count()
    }
}

/// The readings without repeats, the first kept: a record states each verdict
/// once (its strongest statement of it), and a sentence two records share (a
/// question and one of its parts, a question the FAQ asks twice) is shown
/// once, from the passage that gives its reasons rather than one that sends
/// the reader elsewhere ("No. See "Doorways," below.").
fn distinct(readings: Vec<(usize, Statement)>, records: &[Record]) -> Vec<(usize, Statement)> {
    let mut stated = HashSet::new();
    let mut kept: Vec<(usize, Statement)> = Vec::new();
    let refers_elsewhere = |at: usize| !records[at].see_also.is_empty();
    for (at, statement) in readings {
        let record = (at, statement.stance.verdict);
        if stated.contains(&record) {
            continue;
        }
        let shown = kept
            .iter_mut()
            .find(|(_, shown)| shown.sentence == statement.sentence);
        match shown {
            Some(shown) if refers_elsewhere(shown.0) && !refers_elsewhere(at) => {
                stated.insert(record);
                *shown = (at, statement);
            }
            Some(_) => {}
            None => {
                stated.insert(record);
                kept.push((at, statement));
            }
        }
    }
    kept
}

/// The answer `unknown` with, after the passages it shows, the actor's own
/// rulings nearest the typed action's words, as `search --card ACTOR ACTION`
/// ranks them, up to [`PASSAGES_SHOWN`] in all: what a player would read next
/// when few passages name both ("a ship with SHIELDS 9 or higher" names no
/// card, and GOMTUU part 1 says "If the target ship has shields 9 or higher,
/// Gomtuu can't affect it"). Each shows its sentence with the most of the
/// action's words.
fn with_the_actors_rulings_nearest(
    view: &View,
    question: &Question,
    mut answer: RespondAnswer,
) -> Result<RespondAnswer> {
    let room = PASSAGES_SHOWN.saturating_sub(answer.evidence.len());
    let Some(actor) = question.actor_card.clone().filter(|_| room > 0) else {
        return Ok(answer);
    };
    let options = SearchOptions {
        query: without_asides(&question.action),
        source: None,
        card: Some(actor.clone()),
        limit: PASSAGES_SHOWN * 2,
    };
    let found = match search(view, &options) {
        Ok(found) => found.results,
        // An action of common words only has nothing to search for.
        Err(Error::Query { .. }) => return Ok(answer),
        Err(error) => return Err(error),
    };
    let typed = Typed::new(&question.action);
    // Of a question's parts, the one that names the actor too.
    let in_a_part = typed.and(&actor);
    for hit in found {
        if answer.evidence.len() == PASSAGES_SHOWN {
            break;
        }
        let record = the_part_nearest(view, hit.record, &in_a_part)?;
        if record.status == Status::Historical || shown_already(answer.evidence.iter())(&record) {
            continue;
        }
        let sentence = sentence_with_most(&record.text, &typed);
        answer
            .evidence
            .push(Evidence::unread(record, sentence, Role::Passage));
    }
    Ok(answer)
}

/// Of a FAQ question in parts, the part that holds the most of the `typed`
/// terms (the first on a tie); any other record itself.
fn the_part_nearest(view: &View, record: Record, typed: &Typed) -> Result<Record> {
    let parent = Term::from_field_text(view.index().fields.parent, &record.id);
    let parts = view.records_matching(Box::new(any_term([parent])))?;
    let nearest = parts
        .into_iter()
        .enumerate()
        .max_by_key(|(at, (_, part))| (typed.shared_with(&part.text), std::cmp::Reverse(*at)));
    Ok(nearest.map_or(record, |(_, (_, part))| part))
}

/// The sentence of `text` that holds the most of the `typed` terms, the
/// first on a tie, as written.
fn sentence_with_most(text: &str, typed: &Typed) -> String {
    let ranges = sentence_ranges(text);
    let best = ranges.iter().enumerate().max_by_key(|(at, range)| {
        (
            typed.shared_with(&text[(*range).clone()]),
            std::cmp::Reverse(*at),
        )
    });
    best.map_or_else(
        || collapse_spaces(text),
        |(_, range)| collapse_spaces(&text[range.clone()]),
    )
}

/// How many passages an `unknown` answer shows.
const PASSAGES_SHOWN: usize = 5;

/// When no sentence states a verdict, the passages that name both the actor
/// and the action, for a person to read: at most [`PASSAGES_SHOWN`], those
/// with the most sentences naming both first (then the higher authority,
/// then the ruling in force, then store order); of a FAQ question and its
/// parts, the part that names both alone. Each shows the sentence that names
/// both, or else the first that names the actor.
fn passages_naming_both<'r>(
    records: impl IntoIterator<Item = &'r Record>,
    readers: &Readers,
    action: &Forms,
) -> Vec<Evidence> {
    let actor = readers.with_short.actor();
    let mut found: Vec<(usize, &Record, String)> = records
        .into_iter()
        .filter(|record| record.status != Status::Historical)
        .filter(|record| names_both(record, readers, action))
        .filter_map(|record| {
            let sentences = kept::sentences(&record.text);
            let folded: Vec<Arc<str>> = sentences
                .iter()
                .map(|r| kept::folded(&record.text[r.clone()]))
                .collect();
            let both = |at: &usize| actor.named_in(&folded[*at]) && action.named_in(&folded[*at]);
            let naming_both = (0..sentences.len()).filter(both).count();
            let shown = (0..sentences.len())
                .find(both)
                .or_else(|| (0..sentences.len()).find(|&at| actor.named_in(&folded[at])))?;
            let sentence = collapse_spaces(&record.text[sentences[shown].clone()]);
            Some((naming_both, record, sentence))
        })
        .collect();
    found.sort_by_key(|(both, record, _)| {
        std::cmp::Reverse((*both, record.authority, record.status == Status::Current))
    });
    // A part says what its question says there: the question is shown only
    // when no part of it is.
    let parents: HashSet<&str> = found
        .iter()
        .filter_map(|(_, record, _)| record.parent.as_deref())
        .collect();
    found
        .into_iter()
        .filter(|(_, record, _)| !parents.contains(record.id.as_str()))
        .take(PASSAGES_SHOWN)
        .map(|(_, record, sentence)| Evidence::unread(record.clone(), sentence, Role::Passage))
        .collect()
}

/// Whether a record is `shown` already, whole or in part: the question of a
/// part shown, or a part of a question shown, says the same there (another
/// part of the same question is another passage).
fn shown_already<'e>(shown: impl Iterator<Item = &'e Evidence>) -> impl Fn(&Record) -> bool {
    let (mut ids, mut wholes): (HashSet<String>, HashSet<String>) = Default::default();
    for evidence in shown {
        ids.insert(evidence.record.id.clone());
        wholes.extend(evidence.record.parent.clone());
    }
    move |record: &Record| {
        ids.contains(&record.id)
            || wholes.contains(&record.id)
            || record
                .parent
                .as_ref()
                .is_some_and(|whole| ids.contains(whole))
    }
}

/// The statements as evidence, each with the record of its passage.
fn evidence_of(
    readings: impl Iterator<Item = (usize, Statement)>,
    records: &[Record],
) -> Vec<Evidence> {
    readings
        .map(|(at, statement)| Evidence {
            record: records[at].clone(),
            sentence: statement.sentence,
            stance: statement.stance,
            strength: statement.strength,
            role: Role::Passage,
        })
        .collect()
}

/// The names the actor goes by: a card's group titles and aliases, or the typed
/// words with their forms.
fn actor_forms(cards: &CardIndex, actor: &str) -> (Option<String>, Forms) {
    if let [card] = matching_cards(cards, actor).as_slice() {
        let (title, aliases) = (card.title.clone(), cards.aliases(&card.title));
        let mut names: Vec<String> = vec![title.clone()];
        names.extend(aliases);
        return (Some(title), Forms::new(names));
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
fn type_told_as_played(typed: &str) -> Option<CardType> {
    CardType::named(PLAYED_AS.captures(typed)?.get(1)?.as_str())
}

/// The card type `typed` words are, less their leading filler ("an
/// Interrupt", "my Event just played"): [`type_played`].
fn typed_as_a_type(typed: &str) -> Option<CardType> {
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
/// else the word forms of the action words.
fn action_forms(words: &Words, action: &str, actor: Option<&str>) -> (Vec<String>, Forms) {
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

/// What a question's words are read with: the card registry, and the
/// vocabulary of players' words for the documents' terms.
struct Words<'a> {
    cards: &'a CardIndex,
    vocabulary: &'a Vocabulary,
}

impl<'a> Words<'a> {
    /// The cards and vocabulary of `view`.
    fn of(view: &'a View) -> Result<Words<'a>> {
        Ok(Words {
            cards: view.cards()?,
            vocabulary: view.index().summary.vocabulary(),
        })
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
fn strip_leading_filler(text: &str) -> String {
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

/// The readers of an actor, built once per question: its names, and a reader by
/// its names plus its short form, the first word ("Amanda" for Amanda Rogers),
/// which counts only in a passage that also names the card in full.
#[derive(Clone)]
struct Readers {
    full: Forms,
    with_short: Reader,
    /// The short form, the card's first word, if it has one.
    short: Option<String>,
    /// These readers without the short form, for a sentence that writes it
    /// only as a plain word ([`Readers::for_sentence`]).
    without_short: Option<Box<Readers>>,
    /// The action is words ("beaming"), not cards: a word of it may stand
    /// inside another card's title ("Emergency Transporter Armbands").
    action_is_words: bool,
    /// The actor is a card, not words ("interrupt"): a pronoun may stand for it.
    actor_is_card: bool,
    /// The actor card's type as a word ("doorway"), when the registry knows
    /// it: "this doorway" stands for the card a passage is titled with.
    actor_type: Option<&'static str>,
    /// The type of the action's one card as a word ("ship"), when the
    /// registry knows it: "the ship" stands for the card a passage is titled
    /// with.
    action_type: Option<&'static str>,
}

impl Readers {
    /// The readers of `actor`, the card `card` (whose first word is its short
    /// form).
    fn new(actor: &Forms, card: Option<&str>) -> Readers {
        // A word of the game ("Borg" of Borg Ship, "Klingon" of Klingon
        // Death Yell) names an affiliation or a type, not the card.
        let short = card.and_then(|card| {
            let words: Vec<&str> = card.split_whitespace().collect();
            (words.len() >= 2 && !is_game_word(&words[0].to_lowercase()))
                .then(|| words[0].to_string())
        });
        let full_only = Readers {
            full: actor.clone(),
            with_short: Reader::new(actor.clone()),
            short: None,
            without_short: None,
            action_is_words: true,
            actor_is_card: card.is_some(),
            actor_type: None,
            action_type: None,
        };
        let Some(short) = short else {
            return full_only;
        };
        let mut names = actor.names.clone();
        names.push(short.clone());
        Readers {
            with_short: Reader::new(Forms::new(names)),
            short: Some(short),
            without_short: Some(Box::new(full_only.clone())),
            ..full_only
        }
    }

    /// Tells these readers the actor card's type ([`Readers::actor_type`]).
    fn set_actor_type(&mut self, kind: Option<&'static str>) {
        self.actor_type = kind;
        if let Some(without_short) = &mut self.without_short {
            without_short.actor_type = kind;
        }
    }

    /// Tells these readers what the action is: words ("beaming") rather than
    /// cards, and the type of its one card when the registry knows it.
    fn set_action(&mut self, words: bool, kind: Option<&'static str>) {
        self.action_is_words = words;
        self.action_type = kind;
        if let Some(without_short) = &mut self.without_short {
            without_short.set_action(words, kind);
        }
    }

    /// These readers for one sentence, as written: without the short form
    /// when the sentence writes it only as a word of its own ("download and
    /// launch a shuttle" beside Launch Portal). A short form is a name, and a
    /// name is written with a capital.
    fn for_sentence(&self, sentence: &str) -> &Readers {
        match (&self.short, &self.without_short) {
            (Some(short), Some(without_short))
                if !written_as_a_name(sentence, short, &self.full) =>
            {
                without_short
            }
            _ => self,
        }
    }

    /// The name read in place of the words that stand for the actor: a
    /// card's full title, its longest name; a kind of card's shortest form,
    /// its plural ("interrupts", not "another interrupt").
    fn stand_in_name(&self) -> Option<&str> {
        let names = &self.full.names;
        match self.actor_is_card {
            true => names.first(),
            false => names.iter().min_by_key(|name| name.len()),
        }
        .map(String::as_str)
    }

    /// True when a folded sentence names the actor: by a full name, or by
    /// its short form outside the titles of other cards ("Borg" for Borg
    /// Ship is not in "the Rogue Borg").
    fn names_actor(&self, sentence: &str, cards_in: &dyn Fn(&str) -> CardsNamed) -> bool {
        if self.full.named_in(sentence) {
            return true;
        }
        let short = self.with_short.actor();
        short.named_in(sentence)
            && short.named_in(&without_titles(sentence, &cards_in(sentence).others))
    }

    /// What a folded sentence plays or uses the actor on ("use Hail on the
    /// Borg Ship" gives "the borg ship"), to the end of the phrase.
    fn used_on(&self, sentence: &str) -> Option<String> {
        let actor = self.with_short.actor();
        if actor.names.is_empty() {
            return None;
        }
        let marked = Marked::new(sentence, actor);
        let found = USED_ON.find(marked.text.as_bytes())?;
        Some(marked.text[object_from(&marked.text, found.end())].to_string())
    }

    /// True when a folded question asks about using the actor (see
    /// [`ASKS_ABOUT_USING`]).
    fn asks(&self, question: &str) -> bool {
        let actor = self.with_short.actor();
        if actor.names.is_empty() {
            return false;
        }
        let marked = Marked::new(question, actor);
        let text = marked.text.as_bytes();
        if ANOTHER_USED_ON_THE_ACTOR.is_match(text) {
            return false;
        }
        ASKS_ABOUT_USING.is_match(text)
            || ASKS_ABOUT_A_LIST.captures_iter(text).any(|found| {
                found.get(1).is_some_and(|list| {
                    !list
                        .as_bytes()
                        .split(|&b| b == b' ')
                        .any(|word| PLACE_WORDS.contains(&word))
                })
            })
    }
}

/// True when `sentence`, as written, holds the folded `word` with a capital
/// first letter other than where it opens one of the `full` names.
fn written_as_a_name(sentence: &str, word: &str, full: &Forms) -> bool {
    let bytes = sentence.as_bytes();
    let boundary = |at: usize| bytes.get(at).is_none_or(|b| !b.is_ascii_alphanumeric());
    (0..sentence.len().saturating_sub(word.len() - 1)).any(|at| {
        bytes[at].is_ascii_uppercase()
            && (at == 0 || boundary(at - 1))
            && sentence.is_char_boundary(at + word.len())
            && sentence[at..at + word.len()].eq_ignore_ascii_case(word)
            && boundary(at + word.len())
            && !full
                .names
                .iter()
                .any(|name| fold(&sentence[at..]).starts_with(name.as_str()))
    })
}

/// Every statement a passage makes about the actor and the action, a
/// sentence at a time (`cards_in` tells which cards a text names besides the
/// actor). A passage states something only when, as a whole, it names both;
/// that is worked out only for a passage whose sentences state something.
fn read_record(
    passage: &Record,
    readers: &Readers,
    action: &Forms,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Vec<Statement> {
    // In a passage titled with the actor, "it", "he", "she" opening a
    // sentence and "this card" stand for the actor: every sentence may speak
    // of it.
    let about_actor = readers.full.named_in(&kept::folded(&passage.title));
    let ranges = if about_actor {
        kept::sentences(&passage.text).to_vec()
    } else {
        with_the_pronouns_after(
            &passage.text,
            readers
                .with_short
                .actor()
                .sentences_that_may_name(&passage.text),
        )
    };
    let found: Vec<Statement> = ranges
        .into_iter()
        .filter_map(|range| {
            read_sentence_at(passage, range, readers, action, cards_in, about_actor)
        })
        .collect();
    if found.is_empty() {
        return found;
    }
    // A passage names what a sentence of it names: only failing that is it
    // folded whole.
    if found.iter().any(|statement| statement.names_both) || names_both(passage, readers, action) {
        return found;
    }
    Vec::new()
}

/// The sentences of `text` at `ranges`, each with the sentence right after it
/// when that one opens with a pronoun, which may go on speaking of what it
/// names ([`goes_on_with_its_subject`]); in order, once each.
fn with_the_pronouns_after(text: &str, ranges: Vec<Range<usize>>) -> Vec<Range<usize>> {
    let mut all = Vec::with_capacity(ranges.len());
    for range in ranges {
        let next = sentences_after(text, &range).next();
        if all.last() != Some(&range) {
            all.push(range);
        }
        let opens_with_a_pronoun =
            |next: &Range<usize>| opening_pronoun(&kept::folded(&text[next.clone()])).is_some();
        all.extend(next.filter(opens_with_a_pronoun));
    }
    all
}

/// `sentence` with `name` in place of the words at `words` (a pronoun, "this
/// card", "this doorway"): what they stand for.
fn named_at(sentence: &str, words: Range<usize>, name: &str) -> String {
    named_at_each(sentence, [words], name)
}

/// `sentence` with `name` in place of the words at each of `places`, in
/// order and apart.
fn named_at_each(
    sentence: &str,
    places: impl IntoIterator<Item = Range<usize>>,
    name: &str,
) -> String {
    let mut named = String::with_capacity(sentence.len());
    let mut from = 0;
    for words in places {
        named.push_str(&sentence[from..words.start]);
        named.push_str(name);
        from = words.end;
    }
    named + &sentence[from..]
}

/// What a ruling extends to beyond the card it names ("a Borg Ship (or any
/// other dilemma)"): every such thing.
static ANY_OTHER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bor any other [^()]+").expect("any other pattern is a valid regular expression")
});

/// True when what a response is to, the folded `object`, extends to every
/// thing of a kind the action names: "encountering a Borg Ship (or any other
/// dilemma)" rules on encountering any dilemma, not only a Borg Ship. The
/// kind is read with its words before it ("other dilemma" is a form of the
/// dilemma type, [`type_forms`]).
fn to_any_other(object: &str, action: &Forms) -> bool {
    ANY_OTHER
        .captures_iter(object)
        .any(|found| action.named_in(&found[0]))
}

/// True when the passage's title or text, folded, names the actor (by its
/// full names), and its title or text the action.
fn names_both(passage: &Record, readers: &Readers, action: &Forms) -> bool {
    let (title, text) = (kept::folded(&passage.title), kept::folded(&passage.text));
    let named = |forms: &Forms| forms.named_in(&title) || forms.named_in(&text);
    named(&readers.full) && named(action)
}

/// What the sentence of `passage` at `range` states about the actor and the
/// action, if anything. A question is not a ruling: it states something only
/// through its answer ("Yes.", "The answer is no."), and only when it asks
/// about using the actor. Any other sentence states what its own words do.
/// A sentence that responds to a card besides the actor and the action (as
/// `cards_in` tells) is about that card, not the action, unless it responds to
/// the action's card too.
fn read_sentence_at(
    passage: &Record,
    range: Range<usize>,
    readers: &Readers,
    action: &Forms,
    cards_in: &dyn Fn(&str) -> CardsNamed,
    about_actor: bool,
) -> Option<Statement> {
    let text = &passage.text;
    let readers = readers.for_sentence(&text[range.clone()]);
    let mut folded = kept::folded(&text[range.clone()]).to_string();
    // A sentence that quotes the actor's own text ("2) Tox Uthat reads:
    // \"...\"", "X says it nullifies Y") states that text, even among a
    // question's.
    let states_its_text =
        !ends_with_question_mark(&folded) && readers.with_short.quoted_text(&folded).is_some();
    if let Some(shared) = the_ruling_its_examples_share(text, &range, &folded, readers, cards_in) {
        folded = shared;
    }
    if let Some(spelled) = with_the_shared_words_spelled_out(&folded, &readers.full) {
        folded = spelled;
    }
    if let Some(owned) = immunity_in_the_actions_text(text, &range, &folded, action, cards_in) {
        folded = owned;
    }
    let asked_end = passage.question_end();
    let continued = (range.start >= asked_end && !readers.full.named_in(&folded))
        .then(|| the_asked_use_told(&fold(&text[..asked_end]), &folded, &readers.full, action))
        .flatten();
    if let Some(continued) = continued {
        folded = continued;
    } else if !readers.names_actor(&folded, cards_in) {
        // What a question plays is what it asks about, not what it rules on.
        let asked = range.start < asked_end;
        // An answer's "these cards" are the cards its question asks about,
        // the actor among them.
        let these = (!asked)
            .then(|| these_cards(&folded))
            .flatten()
            .filter(|_| about_actor || readers.names_actor(&fold(&text[..asked_end]), cards_in));
        // A pronoun opening a sentence right after one that opens with the
        // actor, its subject, goes on speaking of it ("Hugh only nullifies
        // the attacks of the Borg Ship or Rogue Borg. He does not nullify
        // all ...").
        let goes_on = (!asked)
            .then(|| goes_on_with_its_subject(text, &range, &folded, &readers.full))
            .flatten();
        let actor = readers
            .stand_in_name()
            .filter(|_| about_actor || these.is_some() || goes_on.is_some())?;
        let of_its_type = this_of_its_type(&folded, readers.actor_type);
        let (stood, by_type) = match (these.or(goes_on), standing_in(&folded)) {
            (Some(words), _) => (words, true),
            (None, Some(words)) => (words, false),
            (None, None) => match of_its_type {
                Some(words) => (words, true),
                None => (
                    (!asked).then(|| used_in(&folded, cards_in)).flatten()?,
                    false,
                ),
            },
        };
        // Right after a sentence that names another card, a pronoun stands
        // for that card ("Hugh only nullifies ... He does not ..."); so it
        // does after another card in its own sentence ("a Plasma Fire can
        // happen ..., and thus this card can be played"). The actor's type
        // ("this doorway") still names it after a sentence about a card of
        // another kind ("certain downloads such as ... Defend Homeworld"), as
        // "these cards" names what the question asks about, whatever else it
        // names.
        // A card in an aside ("(other than Dr. Telek R'Mor)") is not what a
        // pronoun after it stands for.
        let previous = sentences_before(text, &range).next();
        let names_another = |before: Range<usize>| {
            cards_in(&fold(&PARENTHESIS.replace_all(&text[before], " "))).another
        };
        if (!by_type && previous.is_some_and(names_another))
            || cards_in(&folded[..stood.start]).another
        {
            return None;
        }
        folded = named_at(&folded, stood, actor);
    } else if action.named_in(&folded) {
        // A pronoun is read for the actor only where the action is named
        // too: elsewhere it could only set the scene.
        let opening = pronoun_before_the_actor(&folded, readers);
        if let (Some(pronoun), Some(name)) = (opening, readers.stand_in_name()) {
            folded = named_at(&folded, pronoun, name);
        }
        if let Some(resolved) = pronoun_for_the_actor(&folded, readers, cards_in) {
            folded = resolved;
        }
    }
    let question = is_question(text, &range, asked_end) && !states_its_text;
    let (stance, answer) = if question {
        if !readers.asks(&folded) {
            return None;
        }
        let restated =
            |answer: &str| restated_ruling(answer, &readers.with_short, action, cards_in);
        answer_to(text, &range, asked_end, restated)?
    } else {
        let stance = readers.with_short.read_folded(&folded, action)?;
        (stance, range.end..range.end)
    };
    let responded_to = response_objects(&folded);
    let refers_back = responded_to
        .iter()
        .any(|object| points_back(&folded[object.clone()]));
    let to_any_such = responded_to
        .iter()
        .any(|object| to_any_other(&folded[object.clone()], action));
    // What the sentence responds to is named, and it is neither the action
    // nor a word pointing back to it ("play her to nullify an opponent's
    // Interrupt card" beside Palor Toff): the sentence is about that.
    let answers_another = answers_something_else(&folded, readers.with_short.actor(), action);
    let mut objects: Vec<CardsNamed> = responded_to
        .into_iter()
        .map(|object| cards_in(&folded[object]))
        .collect();
    objects.extend(readers.used_on(&folded).map(|target| cards_in(&target)));
    if objects.iter().any(|named| named.another)
        && !objects.iter().any(|named| named.action)
        && !to_any_such
    {
        return None;
    }
    if answers_another && !stance.object_names_action {
        return None;
    }
    // A FAQ question's topic (its title) names what all of it asks about.
    // A title inferred from the section ("Interrupts" in FAQ 3.9) files the
    // passage; it is no topic of the question.
    // An action's word in the actor's own title ("transport" of NEAR-WARP
    // TRANSPORT) is not the action.
    let is_topic = || {
        let title = without_quotations(&fold(&passage.title));
        let title = if readers.actor_is_card && readers.action_is_words {
            without_titles(&title, &readers.full.names)
        } else {
            title
        };
        !passage.title_inferred && action.named_in(&title)
    };
    // A question is read with its answer: what either names, the exchange is
    // about. An action typed as words ("card play") only when the question
    // names it: words as common as "play" in an answer are about other plays.
    let answered = || {
        question
            && !readers.action_is_words
            && !answer.is_empty()
            && readers
                .with_short
                .names_action(&fold(&text[answer.clone()]), action)
    };
    // An action's word inside another card's title ("transporter" in
    // Emergency Transporter Armbands), or inside the actor's own ("Can I
    // Near-Warp Transport through a Q-Net?" asks nothing of beaming), is part
    // of that title.
    let unnamed = if readers.action_is_words && action.named_in(&folded) {
        let mut titles = cards_in(&folded).others;
        if readers.actor_is_card {
            titles.extend(readers.full.names.iter().cloned());
        }
        without_titles(&folded, &titles)
    } else {
        folded.clone()
    };
    let in_sentence = stance.object_names_action
        || readers.with_short.names_action(&unnamed, action)
        || (range.start < asked_end && is_topic())
        || answered()
        || (the_topic_by_its_type(&folded, readers.action_type) && is_topic());
    // A sentence that names the action only beside the actor or as what
    // nullifies ("not nullified by Q2") says what the action does there: the
    // sentences around it cannot make it what the actor responds to.
    if !in_sentence && action.named_in(&without_quotations(&unnamed)) {
        return None;
    }
    // "She is not nullified by Q2" rules on what is nullified: a card named in
    // the sentences around is not it, unless it is the passage's topic or
    // what is nullified points back to it ("nullify the dilemma with X").
    if !in_sentence && stance.actor_nullifies && !is_topic() && !refers_back {
        return None;
    }
    // A statement that leaves its object out speaks of the action named just
    // before it, or of the card the passage is titled with ("(Or you can use
    // Mickey D.)" under ROYALE CASINO: BLACKJACK).
    let strength = strength(&stance, in_sentence, is_an_example(&folded), || {
        named_before(text, &range, action, question) || is_topic()
    })?;
    // "Can Kevin Uxbridge?" borrows its verb from the question before: the
    // answer rules on that, less surely on the action.
    let strength = if question && asks_without_a_verb(&folded, readers.with_short.actor()) {
        strength.saturating_sub(1).max(1)
    } else {
        strength
    };
    Some(Statement {
        sentence: asked_and_answered(text, &range, asked_end, &answer),
        stance,
        strength,
        names_both: readers.full.named_in(&folded) && action.named_in(&folded),
    })
}

/// The statement of the sentence of `text` at `range` that has its `answer`
/// (the sentence itself when it is none): the sentence to its answer, less
/// the answers to other parts between them ("Q: 1) ... 3) Can X do B? A: 1)
/// ... 3) Yes." is "3) Can X do B? 3) Yes."). `asked_end` is where the
/// FAQ's question ends.
fn asked_and_answered(
    text: &str,
    range: &Range<usize>,
    asked_end: usize,
    answer: &Range<usize>,
) -> String {
    let asked_to = asked_end.max(range.end);
    if answer.start <= asked_to {
        return collapse_spaces(&text[range.start..answer.end.max(range.end)]);
    }
    let asked = text[range.start..asked_to].trim_end();
    collapse_spaces(&format!("{asked} {}", &text[answer.clone()]))
}

/// Folded `sentence` with the actor's name spelled out where its first word
/// is joined by "or" or "and" to another word that the rest of the name
/// follows, which the two share: "nutational or metaphasic shields" names
/// Nutational Shields, as the cards a passage names are found
/// ([`crate::link`]). None when it names the actor no such way.
fn with_the_shared_words_spelled_out(sentence: &str, actor: &Forms) -> Option<String> {
    actor.names.iter().find_map(|name| {
        let (first, shared) = name.split_once(' ')?;
        word_spans(sentence, first).find_map(|at| {
            let rest = &sentence[at.end..];
            let joined = rest
                .strip_prefix(" or ")
                .or_else(|| rest.strip_prefix(" and "))?;
            let (_, after) = joined.split_once(' ')?;
            find_word(after, shared)
                .filter(|&found| found == 0)
                .map(|_| format!("{} {shared}{rest}", &sentence[..at.end]))
        })
    })
}

/// Folded `sentence` (at `range` of `text`) with the action named as its
/// subject, when it is an immunity without one ("(Immune to Kevin
/// Uxbridge)") inside the action card's text as a passage quotes it ("The
/// Holo-Projector card says, "Plays on table. ... (Immune to Kevin
/// Uxbridge).""): the card's text speaks of the card.
fn immunity_in_the_actions_text(
    text: &str,
    range: &Range<usize>,
    sentence: &str,
    action: &Forms,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<String> {
    let immunity = sentence.trim_start_matches(['(', '"', ' ']);
    if !immunity.starts_with("immune to ") {
        return None;
    }
    let quote = text[..range.start].rfind(['"', '\u{201c}'])?;
    let quoted_by = QUOTED_BY.captures(&text[..quote])?;
    let card_named = cards_in(&fold(&quoted_by[1])).action;
    let name = action.names.first()?;
    card_named.then(|| format!("{name} is {immunity}"))
}

/// A card named as what quotes its own text, right before the quote: "The
/// Holo-Projector card says, ", "Hail reads: "; the name's words in group 1.
static QUOTED_BY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?:^|[.?!:]\s+)([^.?!:]{1,80}?)(?:\s+card)?\s+(?:says|reads|states)(?: that)?[,:]?\s*$",
    )
    .expect("quoted-by pattern is a valid regular expression")
});

/// A sentence that gives more examples of what the sentence before rules on
/// in its example ("Other examples are Temporal Rift, Wormholes, etc.",
/// "Another example is ...", "The same goes for ..."): the examples after
/// the match.
static MORE_EXAMPLES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:other examples? (?:are|is|include)|another example is|the same (?:goes|is true|applies) (?:for|of|to)|same thing for) ")
        .expect("examples pattern is a valid regular expression")
});

/// The folded sentence before the one at `range` in `text`, with its one
/// example card put as the actor wherever it stands, when folded `sentence`
/// gives the actor as another example of what it rules ([`MORE_EXAMPLES`]):
/// "For example, a Plasma Fire can happen aboard a ship whether it is
/// cloaked or not, and thus this card can be played on a cloaked ship. Other
/// examples are Temporal Rift, Wormholes, etc." rules so on Wormholes. None
/// otherwise, or when the sentence before names no card or several besides
/// the actor and the action (`cards_in`).
fn the_ruling_its_examples_share(
    text: &str,
    range: &Range<usize>,
    sentence: &str,
    readers: &Readers,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<String> {
    let found = MORE_EXAMPLES.find(sentence)?;
    let name = readers.stand_in_name()?;
    if !readers.full.named_in(&sentence[found.end()..]) {
        return None;
    }
    let before = fold(&text[sentences_before(text, range).next()?]);
    let named = cards_in(&before);
    let [example] = named.others.as_slice() else {
        return None;
    };
    let places: Vec<Range<usize>> = word_spans(&before, example).collect();
    (!places.is_empty()).then(|| named_at_each(&before, places, name))
}

/// A question that asks to use a card for something ("can i use vulcan
/// mindmeld to get the skills of ...?"): what names the card in group 1.
static ASKS_TO_USE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:can|could|may) (?:i|you|we) use (?:a |an |the )?([^?.;]{1,60}?) to [a-z]+")
        .expect("use question pattern is a valid regular expression")
});

/// What an answer tells the asker they can or cannot do, in its main clause
/// at the sentence's start ("so you could get ...", "however, you could not
/// gain ..."; not "only if you play it before you can see ..."): the verb
/// in group 1.
static TOLD_YOU_MAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:(?:a: )?(?:\d{1,2}\) )?)?(?:(?:so|however|or|but|and|thus|then|also),? )*you (?:could|can|may|might|couldn't|can't|cannot)(?: not)?(?: still| also| even)? ([a-z]+)\b")
        .expect("told pattern is a valid regular expression")
});

/// Folded answer `sentence` read as the use that folded `question` asks
/// about: the question asks to use the actor to do something ("Can I use
/// Vulcan Mindmeld to get the skills of ...?") and the answer tells the
/// asker what they could or could not do to the `action` ("So you could get
/// Mickey D's special skill" is "so you could use vulcan mindmeld to get
/// ..."). None when the question asks no such thing, or the answer tells no
/// such deed, or one of its own use or play, or names the action only in an
/// aside.
fn the_asked_use_told(
    question: &str,
    sentence: &str,
    actor: &Forms,
    action: &Forms,
) -> Option<String> {
    let asked = ASKS_TO_USE.captures(question)?;
    let name = actor.names.first().filter(|_| actor.named_in(&asked[1]))?;
    let verb = TOLD_YOU_MAY.captures(sentence)?.get(1)?;
    let deed = PARENTHESIS.replace_all(&sentence[verb.start()..], " ");
    if matches!(verb.as_str(), "use" | "play" | "be" | "have" | "not") || !action.named_in(&deed) {
        return None;
    }
    Some(format!(
        "{}use {name} to {}",
        &sentence[..verb.start()],
        &sentence[verb.start()..]
    ))
}

/// True when a folded question is the actor's name after a modal or "what
/// about", and nothing else ("Can Kevin Uxbridge?", "2) What about Hugh?"):
/// its verb is the question's before.
fn asks_without_a_verb(question: &str, actor: &Forms) -> bool {
    actor.last_span_in(question).is_some_and(|name| {
        let after = &question[name.end..];
        BARE_ASKING.is_match(&question[..name.start])
            && after.contains('?')
            && after
                .chars()
                .all(|c| c == '?' || c == '"' || c.is_whitespace())
    })
}

/// What may stand before the name in a question that borrows its verb: a
/// part's number, "and", "or", a modal or "what about", "the".
static BARE_ASKING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:q: )?(?:\d{1,2}\) )?(?:(?:and|but|or|so) )?(?:(?:can|could|may|will|would|does|do|what about|how about) )?(?:the )?$")
        .expect("question pattern is a valid regular expression")
});

/// What a verb of answering in folded text answers: the phrase after
/// "respond to", "nullify", "counter", "cancel", "stop", "prevent".
static ANSWERED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(respon[a-z]* to|nullif(y|ies|ying)|counter(s|ing)?|cancel(s|ling)?|stop(s|ping)?|prevent(s|ing)?) ")
        .expect("answering pattern is a valid regular expression")
});

/// True when folded `sentence` says what the actor answers, and none of it is
/// the action or points back to it ("play her to nullify an opponent's
/// Interrupt card", beside Palor Toff): the sentence is about that. A noun
/// pointing back ("the dilemma") is not the action when the sentence names
/// the action elsewhere ("you cannot play Hail during a dilemma, but you may
/// nullify the dilemma with Amanda Rogers"). What a parenthesis answers belongs
/// to what it stands beside, not to the actor ("Q2 (to nullify Q)"), unless
/// it names the actor.
fn answers_something_else(sentence: &str, actor: &Forms, action: &Forms) -> bool {
    let parentheses: Vec<Range<usize>> = PARENTHESIS
        .find_iter(sentence)
        .map(|found| found.range())
        .filter(|inside| !actor.named_in(&sentence[inside.clone()]))
        .collect();
    let mut answered = ANSWERED
        .find_iter(sentence)
        .filter(|verb| {
            !parentheses
                .iter()
                .any(|inside| inside.contains(&verb.start()))
        })
        .map(|verb| &sentence[object_from(sentence, verb.end())])
        .peekable();
    let named_here = action.named_in(sentence);
    let points_to_it =
        |object: &str| points_back(object) && !(named_here && points_back_by_a_noun(object));
    answered.peek().is_some()
        && answered.all(|object| !points_to_it(object) && !mentions(object, action))
}

/// True when folded `text` names the action, or a word of its names ("my
/// gift box" for Betazoid Gift Box): the words shorter than four letters
/// ("of", "the") left out.
fn mentions(text: &str, action: &Forms) -> bool {
    if action.named_in(text) {
        return true;
    }
    let words: HashSet<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
    action
        .names
        .iter()
        .flat_map(|name| name.split(|c: char| !c.is_alphanumeric()))
        .any(|word| word.len() >= 4 && words.contains(word))
}

/// A personal pronoun that stands for a card: the subject of a verb of
/// answering ("she nullifies the second Wormhole"), what a use or a play is
/// of ("you can't use it"), or a person a verb acts on, the phrase ending
/// there ("first switch her and then nullify the Interrupt": not "her
/// ship"); the pronoun in group 1, 2 or 3.
static PRONOUN_FOR_A_CARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"(?-u:\b)(?:use|using|used|play|playing|played) (it|him|her)(?-u:\b)|(?-u:\b)(it|he|she) (?:can |could |will |would |may |does |did )?(?:not |never )?(?:nullif[a-z]*|counter(?:s|ed)?|cancel[a-z]*|prevent[a-z]*|suspend[a-z]*|works?)(?:[\s,.;:)]|$)|(?-u:\b)[a-z]+ (him|her)(?: (?:and|or|then)(?-u:\b)|[,.;)]|$)",
    )
    .expect("pronoun pattern is a valid regular expression")
});

/// Folded `sentence` with a pronoun that stands for a card
/// ([`PRONOUN_FOR_A_CARD`]) replaced by the actor's name, when the actor is
/// the last card named before it ("when using Amanda against them, she
/// nullifies ...", "since Vulcan Mindmeld doesn't say so, you can't use it");
/// none when no such pronoun follows the actor.
fn pronoun_for_the_actor(
    sentence: &str,
    readers: &Readers,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<String> {
    let name = readers
        .full
        .names
        .first()
        .filter(|_| readers.actor_is_card)?;
    // Most sentences hold no such pronoun: finding none is cheaper than
    // finding where its groups stand.
    if !PRONOUN_FOR_A_CARD.is_match(sentence) {
        return None;
    }
    let actor = readers.with_short.actor();
    let standing: Vec<Range<usize>> = PRONOUN_FOR_A_CARD
        .captures_iter(sentence)
        .filter_map(|found| {
            let pronoun = found
                .get(1)
                .or_else(|| found.get(2))
                .or_else(|| found.get(3))?;
            let before = &sentence[..pronoun.start()];
            let mention = actor.last_span_in(before)?;
            if AN_EXAMPLE_OPENS.is_match(&before[..mention.start]) {
                return None;
            }
            let named = cards_in(&before[mention.end..]);
            (!named.another && !named.action).then(|| pronoun.range())
        })
        .collect();
    if standing.is_empty() {
        return None;
    }
    Some(named_at_each(sentence, standing, name))
}

/// A clause that opens a sentence with a pronoun, before the main clause
/// ("although it can be played during movement, "): the pronoun is group 1,
/// and the main clause begins where the match ends.
static OPENING_CLAUSE_PRONOUN: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:although|though|even though|while|whereas|since|because|once|when|if) (it|he|she) [^,;()]*, (?:the )?")
        .expect("opening clause pattern is a valid regular expression")
});

/// Where in folded `sentence` the pronoun of its opening clause
/// ([`OPENING_CLAUSE_PRONOUN`]) stands for the actor: when the main clause
/// begins with the actor's name ("although it can be played during
/// movement, warp engine overload doesn't say ..." tells of the card named
/// after it).
fn pronoun_before_the_actor(sentence: &str, readers: &Readers) -> Option<Range<usize>> {
    let found = OPENING_CLAUSE_PRONOUN.captures(sentence)?;
    let main = &sentence[found.get(0)?.end()..];
    (readers.with_short.actor().find(main) == Some(0))
        .then(|| found.get(1))
        .flatten()
        .map(|pronoun| pronoun.range())
}

/// What is open before a name given as an example: a parenthesis, or "such
/// as", "like", "e.g." with the list so far ("a card (such as Amanda Rogers or
/// Hail), you cannot play it": "it" is the card, not the example).
static AN_EXAMPLE_OPENS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(\([^)]*|\b(such as|like|e\.g\.,?) [^.;:()]*)$")
        .expect("example pattern is a valid regular expression")
});

/// What stands for the card a passage is titled with: "it", "he" or "she"
/// opening a sentence (or a question or answer, or one of its numbered
/// parts: "Q: 1) Can this ..."), "this" opening one before a
/// verb (the card's use just told: "This wouldn't work during a battle"; not
/// "This dilemma", "This means"), the subject of a question that opens with
/// its verb ("Can this be played during ...?", "If so, can they be used to
/// counter ...?"), "this card" anywhere, "these" counted ("more than one
/// of these"), and "he" or "she" anywhere as what a modal says is played or
/// used ("so normally he can't be used on a Federation ship": a player is
/// never played, so it is the personnel), "the card" played on or to
/// something ("Can I play the card on a dilemma?"; not "the card I just
/// drew") and "it" a modal asks to play or use ("Could I use it on behalf of
/// the Borg Ship?"). The pronoun is one of [`TOPIC_PRONOUN_GROUPS`], else the
/// whole match.
static STANDS_FOR_THE_TOPIC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^((?:q|a): (?:\d\) )?|\d\) )?(?:(this card|it|he|she)\b|(this) (?:would|wouldn't|will|won't|can|cannot|can't|could|couldn't|does|doesn't|did|didn't|may|might|must)\b|(?:if so, )?(?:can|may|could|does|do|will|would) (this|it|he|she|they) (?:be|play|use|help|work|nullify|stop|counter|affect)\b)|\bthis card\b|\b(?:one|two|three|each|any|both|all) of (these)\b|\b(he|she) (?:can|cannot|can't|could|couldn't|may|might|must|will|won't|would|wouldn't)(?: not)? be (?:played|used)\b|\b(?:play|playing|use|using) (the card) (?:on|onto|to|in|into|against|during|at|underneath|directly|down)\b|\b(?:can|may|could) (?:i|you|we|he|she|they) (?:use|play) (it)\b")
        .expect("pronoun pattern is a valid regular expression")
});

/// The groups of [`STANDS_FOR_THE_TOPIC`] that hold the pronoun, in order:
/// "this card", "it", "he", "she" opening (2); "this" before a verb (3); the
/// subject of a question opening with its verb (4); "these" counted (5); "he"
/// or "she" played or used (6); "the card" played (7); "it" asked to use (8).
const TOPIC_PRONOUN_GROUPS: std::ops::RangeInclusive<usize> = 2..=8;

/// Where in folded `sentence` the words that stand for the passage's card
/// are ([`STANDS_FOR_THE_TOPIC`]); none when nothing in it does.
fn standing_in(sentence: &str) -> Option<Range<usize>> {
    let found = STANDS_FOR_THE_TOPIC.captures(sentence)?;
    let pronoun = TOPIC_PRONOUN_GROUPS
        .clone()
        .find_map(|group| found.get(group))
        .or_else(|| found.get(0))?;
    Some(pronoun.range())
}

/// Where the pronoun opening folded `sentence` stands ("he", "she", "it",
/// perhaps after its answer's mark or part number: "a: 3) he ..."), as
/// [`STANDS_FOR_THE_TOPIC`] finds one opening it; not "this card".
fn opening_pronoun(sentence: &str) -> Option<Range<usize>> {
    let pronoun = STANDS_FOR_THE_TOPIC.captures(sentence)?.get(2)?;
    (pronoun.as_str() != "this card").then(|| pronoun.range())
}

/// Where the pronoun opening folded `sentence`, the one of `text` at
/// `range`, stands, when the sentence before opens with one of the `actor`'s
/// names (perhaps after its part's number, "A: 3) Hugh only ..."): the
/// subject goes on.
fn goes_on_with_its_subject(
    text: &str,
    range: &Range<usize>,
    sentence: &str,
    actor: &Forms,
) -> Option<Range<usize>> {
    let pronoun = opening_pronoun(sentence)?;
    let before = &text[sentences_before(text, range).next()?];
    let opening = OPENS_PART.find(before).map_or(0, |part| part.end());
    let subject = fold(&before[opening..]);
    actor
        .names
        .iter()
        .any(|name| subject.starts_with(&format!("{name} ")))
        .then_some(pronoun)
}

/// Where in folded `sentence` the words "these cards" stand; none when it
/// does not hold them.
fn these_cards(sentence: &str) -> Option<Range<usize>> {
    let at = find_word(sentence, "these cards")?;
    Some(at..at + "these cards".len())
}

/// Where in folded `sentence` "this" and the actor's type ("this doorway", in
/// a passage titled with a doorway) stands for the actor; none when the
/// sentence says no such thing or the type is not known.
fn this_of_its_type(sentence: &str, kind: Option<&str>) -> Option<Range<usize>> {
    let this = format!("this {}", kind?);
    let at = find_word(sentence, &this)?;
    Some(at..at + this.len())
}

/// True when folded `sentence` names a card by its `kind` after "the" or
/// "this" ("the ship is shielded from ..."): in a passage titled with the
/// action's card, that card.
fn the_topic_by_its_type(sentence: &str, kind: Option<&str>) -> bool {
    kind.is_some_and(|kind| {
        ["the", "this"]
            .iter()
            .any(|article| find_word(sentence, &format!("{article} {kind}")).is_some())
    })
}

/// A pronoun that is what a play or a use is of ("you can play it any time
/// after the attack"): in a passage titled with a card, that card, unless
/// the sentence names another thing to play before it. The pronoun is group 1.
static USED_IT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:use|using|play|playing) (it)\b")
        .expect("pronoun pattern is a valid regular expression")
});

/// A card's kind or the word "card": a thing to play named in words.
static A_THING_TO_PLAY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"\b(?:cards?|interrupts?|events?|dilemmas?|artifacts?|equipment|doorways?|objectives?)\b",
    )
    .expect("card word pattern is a valid regular expression")
});

/// Where in folded `sentence` the pronoun a play or a use is of
/// ([`USED_IT`]) stands for the passage's card: when nothing before it in the
/// sentence names a card (by title, as `cards_in` tells, or in words: "draw
/// a card, then play it"); none otherwise.
fn used_in(sentence: &str, cards_in: &dyn Fn(&str) -> CardsNamed) -> Option<Range<usize>> {
    let pronoun = USED_IT.captures(sentence)?.get(1)?;
    let before = &sentence[..pronoun.start()];
    if A_THING_TO_PLAY.is_match(before) || cards_in(before).another {
        return None;
    }
    Some(pronoun.range())
}

/// Folded `text` with each of the folded `titles` in it blanked.
fn without_titles(text: &str, titles: &[String]) -> String {
    titles.iter().fold(text.to_string(), |text, title| {
        text.replace(title.as_str(), " ")
    })
}

/// True when the sentence of `text` at `range` asks rather than states: it is
/// part of the FAQ's question (which ends at `asked_end`) or ends with a
/// question mark.
fn is_question(text: &str, range: &Range<usize>, asked_end: usize) -> bool {
    range.start < asked_end || ends_with_question_mark(&text[range.clone()])
}

/// True when `sentence` ends with a question mark.
fn ends_with_question_mark(sentence: &str) -> bool {
    sentence.trim_end().ends_with('?')
}

/// What an answer that opens with no "Yes" or "No" rules on the actor,
/// restating the question as a ruling ("Anyone may play X to release all
/// ships"). Not when it names another card (it may rule on that one), nor
/// when it names the action: then it is read as a ruling of its own.
fn restated_ruling(
    answer: &str,
    reader: &Reader,
    action: &Forms,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<Stance> {
    let folded = fold(answer);
    if cards_in(&folded).another || action.named_in(&folded) {
        return None;
    }
    // An answer opening with a pronoun for the play asked about ("What
    // happens if I play X on the ship? It won't have any effect.") restates
    // it of the actor.
    let opening = standing_in(&folded).filter(|words| words.start < OPENING);
    match (opening, reader.actor().names.first()) {
        (Some(words), Some(name)) => reader.read_folded(&named_at(&folded, words, name), action),
        _ => reader.read_folded(&folded, action),
    }
}

/// How far into an answer its opening pronoun may stand ("a: 2) it").
const OPENING: usize = 8;

/// The answer to the question of `text` at `range`, and where the answer
/// is (to the end of its examples): for the FAQ's question (which ends at `asked_end`) the opening of
/// the FAQ's answer, for any other question one of the two sentences after
/// it. An answer that opens with no "Yes" or "No" may restate the question
/// as a ruling ("Can I play X on my opponent's ship to free him? A: Anyone
/// may play X to release all ships"): `restated` reads that opening.
fn answer_to(
    text: &str,
    range: &Range<usize>,
    asked_end: usize,
    restated: impl Fn(&str) -> Option<Stance>,
) -> Option<(Stance, Range<usize>)> {
    let faq_question = range.start < asked_end;
    let looked_at = if faq_question { 1 } else { 2 };
    // A question of a numbered part ("2) Can Kevin Uxbridge?") is answered
    // by the answer's part of that number ("2) No."), not by the first.
    // An answer not split by number ("Yes to both.") answers every part.
    let part = faq_question
        .then(|| asked_part(text, range))
        .flatten()
        .filter(|&part| {
            sentences_after(text, range)
                .skip_while(|next| next.start < asked_end)
                .any(|next| part_number(&text[next]) == Some(part))
        });
    // An answer may open with a question back ("Tell me, if a Klingon yells
    // in the forest, does he make a sound? The answer is yes"): it answers
    // nothing itself.
    sentences_after(text, range)
        .skip_while(|next| next.start < asked_end)
        .skip_while(|next| part.is_some_and(|part| part_number(&text[next.clone()]) != Some(part)))
        .filter(|next| !ends_with_question_mark(&text[next.clone()]))
        .take(looked_at)
        .find_map(|next| {
            let sentence = &text[next.clone()];
            read_answer(sentence)
                .or_else(|| faq_question.then(|| restated(sentence)).flatten())
                .map(|stance| (stance, next.start..with_its_examples(text, next)))
        })
}

/// Where the answer of `text` at `answer` ends with the examples that follow
/// it ("Yes, that is correct. For example, ... Or, if he plays the Ophidian
/// Cane, you could usurp it"): what they name, the answer answers.
fn with_its_examples(text: &str, answer: Range<usize>) -> usize {
    let mut end = answer.end;
    let mut examples = sentences_after(text, &answer).peekable();
    if examples
        .peek()
        .is_some_and(|first| AN_EXAMPLE.is_match(&fold(&text[first.clone()])))
    {
        for example in examples {
            let folded = fold(&text[example.clone()]);
            if !AN_EXAMPLE.is_match(&folded) && !ANOTHER_EXAMPLE.is_match(&folded) {
                break;
            }
            end = example.end;
        }
    }
    end
}

/// A sentence that opens an example: "For example, ...", "For instance".
static AN_EXAMPLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(for example|for instance|e\.g\.)\b")
        .expect("example pattern is a valid regular expression")
});

/// A sentence that goes on with another example: "Or, if he plays ...".
static ANOTHER_EXAMPLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(or|likewise|similarly),? ")
        .expect("example pattern is a valid regular expression")
});

/// True when one of the few sentences before the one of `text` at `range`
/// names the action. Before a question, another question is not what it is
/// about, so only the sentences that state count; and only the sentences of
/// its own numbered part ("2) ..."): the part before answers another question.
fn named_before(text: &str, range: &Range<usize>, action: &Forms, question: bool) -> bool {
    if opens_part(&text[range.clone()]) {
        return false;
    }
    let mut earlier = Vec::new();
    for sentence in sentences_before(text, range).take(CONTEXT_SENTENCES) {
        let opens = opens_part(&text[sentence.clone()]);
        earlier.push(sentence);
        if opens {
            break;
        }
    }
    earlier
        .into_iter()
        .filter(|sentence| !(question && ends_with_question_mark(&text[sentence.clone()])))
        .any(|sentence| action.named_in(&without_quotations(&fold(&text[sentence]))))
}

/// A numbered part of a question or answer opens here ("2) The ruling ...",
/// "A: 1) Yes"): the sentences before it belong to another part.
static OPENS_PART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(?:[QA]:\s*)?\d{1,2}\)\s").expect("part pattern is a valid regular expression")
});

/// Whether `sentence` opens a numbered part ([`OPENS_PART`]).
fn opens_part(sentence: &str) -> bool {
    OPENS_PART.is_match(sentence)
}

/// The number of the part `sentence` opens, if it opens one.
fn part_number(sentence: &str) -> Option<u8> {
    let opening = OPENS_PART.find(sentence)?.as_str();
    opening
        .trim_end()
        .trim_end_matches(')')
        .rsplit(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// The number of the part of the FAQ question that the sentence of `text` at
/// `range` belongs to: the part it, or the nearest sentence before it, opens.
fn asked_part(text: &str, range: &Range<usize>) -> Option<u8> {
    std::iter::once(range.clone())
        .chain(sentences_before(text, range))
        .find_map(|sentence| part_number(&text[sentence]))
}

/// Words that give a sentence as an example of what the sentence before it
/// says.
static FOR_EXAMPLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bfor (instance|example)\b")
        .expect("example pattern is a valid regular expression")
});

/// True when folded `sentence` is an example ([`FOR_EXAMPLE`]) that names no
/// action of its own: it shows the rule of the sentence before it.
fn is_an_example(sentence: &str) -> bool {
    FOR_EXAMPLE.is_match(sentence) && !names_an_action(sentence)
}

/// How strong a stance is: 4 with the action named in the same clause as the
/// actor, 3 in the same sentence, 2 in a sentence just before or as the
/// passage's topic (`just_before`, asked only then, and only of a sentence
/// that names no object of its own: "you cannot
/// use X to avoid a dilemma" rules on dilemmas, whatever was named before),
/// and a point less for a conditional stance; `None` when the action is
/// named nowhere near. What an `example` of the rule before it is used for
/// ("You could not, for instance, use X to raise your attributes") is the
/// example's own: the rule's action is its scene.
fn strength(
    stance: &Stance,
    in_sentence: bool,
    example: bool,
    just_before: impl FnOnce() -> bool,
) -> Option<u8> {
    let strength: u8 = if stance.same_clause && in_sentence {
        4
    } else if in_sentence {
        3
    } else if (!stance.names_its_object || example) && just_before() {
        2
    } else {
        return None;
    };
    Some(if stance.conditional {
        strength - 1
    } else {
        strength
    })
}

/// The pattern of a question that asks about playing or using the actor ("Can
/// Hugh nullify ...?", "can you play Amanda in response ...?", "can you
/// interrupt the Goddess of Empathy ...?", "can I play two
/// Wormholes or Where No One Has Gone Before ...?", "can it be nullified by
/// Amanda?", "does it help against Y?", "does an outpost get the benefits of
/// Metaphasic Shields?": whether it works for Y, "can I beam using special cards
/// such as ETA or Near-Warp Transport?": a kind of card played, with the
/// actor among its examples), not about something else that merely names it;
/// matched against the question marked ([`Marked`]).
static ASKS_ABOUT_USING: LazyLock<AsciiPattern> = LazyLock::new(|| {
    compile_actor_pattern(
        r"\b(play|use|using|playing|with|can|could|may) ((i|you|he|she|we|they) )?(a |an |the |(more than )?(one|two|three|several|multiple|both) )?{A}\b|\b(play|use|using|playing) ([a-z-]+ ){0,3}(cards?|interrupts?|events?|equipment|artifacts?|doorways?),? (such as|like) ([^?.;()]{0,60}(,| or| and) )?(a |an |the )?{A}\b|\b{A}(s|'s)? (be |to )?(played|used|respond\w*|nullif\w*|counter(s|ed)?|cancel\w*|prevent\w*|stop\w*|(help|helps|work|works) (against|during))\b|\b(nullified|countered|cancell?ed|prevented|stopped) by {A}\b|\bbenefit(s of| of| from) ([^?.;()]{0,40}(,| or| and) )?(a |an |the )?{A}\b",
    )
});

/// A sentence that plays or uses the actor on something ("use Hail on the
/// Borg Ship"): what follows is what the actor is used against, so a card
/// named there, other than the action's, is what the sentence is about.
static USED_ON: LazyLock<AsciiPattern> =
    LazyLock::new(|| compile_actor_pattern(crate::query::verdict::USED_ON));

/// A sentence that plays or uses another card on the actor ("Can I use Hail
/// on the Borg Ship to prevent it from attacking me?"): it asks about that
/// card, with the actor as its target.
static ANOTHER_USED_ON_THE_ACTOR: LazyLock<AsciiPattern> = LazyLock::new(|| {
    compile_actor_pattern(
        r"\b(?:play|use|using|playing|played|used) (?:a |an |the )?[a-z0-9' -]{1,40}? on (?:a |an |the |your |my |his |her )?{A}",
    )
});

/// A question about playing a list of cards, the actor last ("play two
/// Wormholes or Where No One Has Gone Before"): the words of the list before
/// the actor in group 1.
static ASKS_ABOUT_A_LIST: LazyLock<AsciiPattern> = LazyLock::new(|| {
    compile_actor_pattern(
        r"\b(?:play|use|using|playing) ((?:[a-z0-9'-]+ ){1,5}?)(?:or|and|,) (?:a |an |the )?{A}\b",
    )
});

/// Words that make what follows them a place or a target ("on my
/// opponent's Ajur and Boratus"), not a card played.
const PLACE_WORDS: &[&[u8]] = &[
    b"on", b"onto", b"to", b"at", b"against", b"from", b"into", b"in", b"with",
];

/// The concepts of a ruling about when a card may be played.
const TIMING_CONCEPTS: &[Concept] = &[
    Concept::Response,
    Concept::ValidResponse,
    Concept::Timing,
    Concept::AnyTime,
    Concept::SuspendsPlay,
];

/// Each timing concept's first term, analyzed once: every record with the
/// concept has it.
static TIMING_TERMS: LazyLock<Vec<String>> = LazyLock::new(|| {
    TIMING_CONCEPTS
        .iter()
        .filter_map(|concept| tokens(concept.name()).into_iter().next())
        .map(|token| token.text)
        .collect()
});

/// How many of the actor's own rulings on timing an answer shows.
const ACTOR_RULINGS: usize = 3;

/// True when `record` is a whole ruling about `card` on when it may be played.
fn is_timing_ruling(record: &Record, card: &str) -> bool {
    record.part.is_none()
        && record.cards.iter().any(|c| c == card)
        && record.concepts.iter().any(|c| TIMING_CONCEPTS.contains(c))
}

/// The actor card's own rulings about when it may be played, the first few in
/// store order: only the records of `view` naming the card with a term of some
/// timing concept are read, until enough are.
fn actor_timing_rulings(view: &View, card: &str) -> Result<Vec<Record>> {
    let fields = view.index().fields;
    let concept_terms = TIMING_TERMS
        .iter()
        .map(|term| Term::from_field_text(fields.concepts, term));
    let query = BooleanQuery::new(vec![
        (
            Occur::Must,
            Box::new(any_term([fields.card_term(card)])) as Box<dyn Query>,
        ),
        (Occur::Must, Box::new(any_term(concept_terms))),
    ]);
    let mut rulings = Vec::new();
    for place in view.places_matching(Box::new(query))? {
        let record = view.record(place)?;
        if is_timing_ruling(&record, card) {
            rulings.push(record);
            if rulings.len() == ACTOR_RULINGS {
                break;
            }
        }
    }
    Ok(rulings)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn what_stands_for_the_passages_card() {
        let stood = |s: &str| standing_in(s).map(|words| named_at(s, words, "red alert"));
        assert_eq!(
            stood("this card may not be played during battle.").as_deref(),
            Some("red alert may not be played during battle.")
        );
        assert_eq!(
            stood("this wouldn't work during a battle.").as_deref(),
            Some("red alert wouldn't work during a battle.")
        );
        assert_eq!(stood("this dilemma may not be nullified."), None);
        assert_eq!(stood("this means you lose."), None);
        // The first of a question's numbered parts.
        assert_eq!(
            stood("q: 1) can this be played during battle?").as_deref(),
            Some("q: 1) can red alert be played during battle?")
        );
        assert_eq!(
            stood("a: yes, you can play more than one of these per battle.").as_deref(),
            Some("a: yes, you can play more than one of red alert per battle.")
        );
        // The subject of a question that opens with its verb, when it asks
        // about the card's use.
        assert_eq!(
            stood("if so, can they be used to counter the ktarian game dilemma?").as_deref(),
            Some("if so, can red alert be used to counter the ktarian game dilemma?")
        );
        assert_eq!(
            stood("q: can this be played during my opponent's turn?").as_deref(),
            Some("q: can red alert be played during my opponent's turn?")
        );
        assert_eq!(stood("can they both extend their shields?"), None);
        assert_eq!(stood("does this mean i can't beam?"), None);
    }
    use crate::record::{RecordKind, Source};

    fn record(title: &str, text: &str) -> Record {
        Record::new(
            Source::Faq,
            "3.9 Interrupts",
            title,
            text,
            RecordKind::Question,
        )
    }

    #[test]
    fn a_passage_shown_already_whole_or_in_part_is_not_shown_again() {
        let passage = |id: &str, parent: Option<&str>| {
            let mut record = record("HAIL", "Q: Can Hail stop it? A: No.");
            record.id = id.into();
            record.parent = parent.map(str::to_string);
            Evidence::unread(record, String::new(), Role::Passage)
        };
        let all = || {
            vec![
                passage("faq/hail", None),
                passage("faq/hail/1", Some("faq/hail")),
                passage("faq/hail/2", Some("faq/hail")),
                passage("faq/wormhole", None),
            ]
        };
        let kept = |shown: &[Evidence]| -> Vec<String> {
            let shown = shown_already(shown.iter());
            all()
                .into_iter()
                .filter(|e| !shown(&e.record))
                .map(|e| e.record.id)
                .collect()
        };
        // A part shown: its question is not shown whole, its other part is.
        let shown = [passage("faq/hail/1", Some("faq/hail"))];
        assert_eq!(kept(&shown), ["faq/hail/2", "faq/wormhole"]);
        // The question shown whole: none of its parts.
        let shown = [passage("faq/hail", None)];
        assert_eq!(kept(&shown), ["faq/wormhole"]);
    }

    /// The whole shipped corpus, indexed once for these tests.
    fn shipped() -> View<'static> {
        View::whole(crate::index::shipped_index())
    }

    #[test]
    fn a_question_asked_in_one_piece_is_split_into_actor_and_action() {
        let hugh = || ("Hugh".to_string(), "a Borg Ship dilemma".to_string());
        for asked in [
            "can Hugh respond to a Borg Ship dilemma?",
            "  MAY Hugh respond to a Borg Ship dilemma ?? ",
            "Does Hugh respond to a Borg Ship dilemma",
            "is Hugh a valid response to a Borg Ship dilemma?",
            "Can Hugh be used in response to a Borg Ship dilemma?",
            "can Hugh be played during a Borg Ship dilemma",
            "can I play Hugh in response to a Borg Ship dilemma?",
        ] {
            assert_eq!(split_question(asked).ok(), Some(hugh()), "{asked}");
        }
        for unread in [
            "Hugh",
            "",
            "what about Hugh and a Borg Ship?",
            "can Hugh respond?",
        ] {
            let message = split_question(unread).unwrap_err().to_string();
            assert!(
                message.contains("rulings respond ACTOR ACTION"),
                "{message}"
            );
        }
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
            ("Hugh", "hugh", "the actor and the action are the same"),
            (
                "his Wormhole",
                "opponent's Wormhole",
                "the actor and the action are the same",
            ),
            (
                "Amanda",
                "an Amanda Rogers",
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
        for (actor, action) in [
            ("Q", "Hail"),
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
    fn q2_statements(record: &Record, action: &str) -> Vec<(Verdict, String)> {
        let actor = Forms::new(["Q2"]);
        let readers = Readers::new(&actor, Some("Q2"));
        let action = Forms::new([action]);
        read_record(record, &readers, &action, &|_| CardsNamed::default())
            .into_iter()
            .map(|statement| (statement.stance.verdict, statement.sentence))
            .collect()
    }

    /// What a text names besides Q2 and Hail: Hugh, where it says "hugh".
    fn naming_hugh(text: &str) -> CardsNamed {
        CardsNamed {
            another: text.contains("hugh"),
            ..CardsNamed::default()
        }
    }

    /// A FAQ question and its answer.
    fn asked(question: &str, answer: &str) -> Record {
        let mut asked = record("TOPIC", "");
        asked.set_question_and_answer(question, Some(answer));
        asked
    }

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
    fn a_play_told_as_over_is_not_just_played() {
        let passage = "You can't play two. The card states \"If opponent just played Res-Q...\" Once one is played, it is over.";
        assert_eq!(
            answers_only_the_play_asked_over("res-q already countered", passage).as_deref(),
            Some("the card states \"if opponent just played res-q...\"")
        );
        assert_eq!(answers_only_the_play_asked_over("res-q", passage), None);
        let passage = "You can't play two. Once one is played, it is over.";
        assert_eq!(
            answers_only_the_play_asked_over("res-q already countered", passage),
            None
        );
    }

    #[test]
    fn an_immunity_in_the_actions_quoted_text_is_the_actions() {
        let text = "The Holo-Projector card says, \"Plays on table. (Immune to Kevin Uxbridge).\" Thus it works.";
        let at = text.find("(Immune").unwrap();
        let range = at..text.find(" Thus").unwrap();
        let action = Forms::new(["Holo-Projectors"]);
        let naming_it = |words: &str| CardsNamed {
            action: words.contains("holo-projector"),
            ..CardsNamed::default()
        };
        let sentence = fold(&text[range.clone()]);
        assert_eq!(
            immunity_in_the_actions_text(text, &range, &sentence, &action, &naming_it).as_deref(),
            Some("holo-projectors is immune to kevin uxbridge).\"")
        );
        // Quoted by another card, or no immunity.
        let other = text.replace("Holo-Projector card", "Hail card");
        let at = other.find("(Immune").unwrap();
        let range = at..other.find(" Thus").unwrap();
        assert_eq!(
            immunity_in_the_actions_text(&other, &range, &sentence, &action, &naming_it),
            None
        );
        let plays = text.find("Plays").unwrap()..at;
        assert_eq!(
            immunity_in_the_actions_text(
                text,
                &plays,
                &fold(&text[plays.clone()]),
                &action,
                &naming_it
            ),
            None
        );
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
    fn what_is_prevented_is_not_prevented_once_over() {
        let supernova = Forms::new(["Supernova"]);
        let sentence = "it plays as an interrupt (prevents supernova).";
        assert_eq!(
            prevents_what_is_asked_over("supernova already in effect", sentence, &supernova)
                .as_deref(),
            Some("prevents supernova")
        );
        assert_eq!(
            prevents_what_is_asked_over(
                "the supernova, after it has had its effect",
                "you may play x to prevent the supernova.",
                &supernova
            )
            .as_deref(),
            Some("prevent the supernova")
        );
        // Asked before it is over, or preventing something else of it.
        assert_eq!(
            prevents_what_is_asked_over("supernova", sentence, &supernova),
            None
        );
        assert_eq!(
            prevents_what_is_asked_over(
                "supernova already in effect",
                "it prevents its points from scoring, not the supernova.",
                &supernova
            ),
            None
        );
    }

    #[test]
    fn a_question_part_is_answered_by_the_answer_part_of_its_number() {
        let text = "Q: 1) Can X do A? 2) Can X do B? A: 1) Yes. Because. 2) No. Never.";
        let question = text.find("2) Can").unwrap();
        let range = question..text.find(" A:").unwrap();
        assert_eq!(asked_part(text, &range), Some(2));
        let (stance, answer) = answer_to(text, &range, range.end, |_| None).unwrap();
        assert_eq!(stance.verdict, Verdict::No);
        assert_eq!(text[answer.clone()].trim(), "2) No.");
        // Shown as the part's question with its answer, not the answers to
        // the other parts between them.
        assert_eq!(
            asked_and_answered(text, &range, range.end, &answer),
            "2) Can X do B? 2) No."
        );
        assert_eq!(part_number("A: 12) Yes."), Some(12));
        // An answer not split by number answers every part.
        let text = "Q: 1) Can X do A? 2) Can X do B? A: Yes to both.";
        let range = text.find("2) Can").unwrap()..text.find(" A:").unwrap();
        let (stance, _) = answer_to(text, &range, range.end, |_| None).unwrap();
        assert_eq!(stance.verdict, Verdict::Yes);
        assert_eq!(part_number("Yes, 1) is right."), None);
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
    fn a_card_is_named_by_its_type_after_the_or_this() {
        assert!(the_topic_by_its_type(
            "it means the ship is shielded",
            Some("ship")
        ));
        assert!(the_topic_by_its_type(
            "so this dilemma stays",
            Some("dilemma")
        ));
        assert!(!the_topic_by_its_type("a ship is shielded", Some("ship")));
        assert!(!the_topic_by_its_type("the shipyard", Some("ship")));
        assert!(!the_topic_by_its_type("the ship is shielded", None));
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
        let sentence = "the initiation begins (i.e. it has been \"just revealed\" but cannot otherwise be responded to) when the card has been slid out";
        let found = A_MOMENT_WITHOUT_RESPONSES.captures(sentence).unwrap();
        assert_eq!(&found[1], "just revealed");
        assert_eq!(&found[2], "the card has been slid out");
    }

    #[test]
    fn an_answer_ends_with_the_examples_after_it() {
        let text = "Q: Can I? A: Yes. For example, Hail. Or, Wormhole. Not Q2.";
        let answer = text.find("Yes.").unwrap()..text.find(" For").unwrap();
        assert_eq!(
            &text[..with_its_examples(text, answer)],
            "Q: Can I? A: Yes. For example, Hail. Or, Wormhole."
        );
        // "Or" goes on with an example only after one.
        let text = "Q: Can I? A: Yes. Or, Wormhole.";
        let answer = text.find("Yes.").unwrap()..text.find(" Or").unwrap();
        assert_eq!(with_its_examples(text, answer.clone()), answer.end);
    }

    #[test]
    fn an_answer_that_restates_the_question_answers_it() {
        let text = "Q: Can I play Hail on his ship to free him? A: Anyone may play Hail to release all ships. The rest.";
        let range = 0..text.find(" A:").unwrap();
        let reader = Reader::new(Forms::new(["hail"]));
        let restated = |answer: &str| reader.read(answer, &Forms::new(["stasis"]));
        let (stance, answer) = answer_to(text, &range, range.end, restated).unwrap();
        assert_eq!(stance.verdict, Verdict::Yes);
        assert!(text[..answer.end].ends_with("release all ships."));
        // A "Yes" or "No" comes first; nothing restated is read for a
        // question that is not the FAQ's own.
        let text = "Q: Can I play Hail on his ship? A: No. Anyone may play Hail.";
        let range = 0..text.find(" A:").unwrap();
        let (stance, _) = answer_to(text, &range, range.end, restated).unwrap();
        assert_eq!(stance.verdict, Verdict::No);
        // An answer naming another card may rule on that one.
        let another = |text: &str| CardsNamed {
            another: text.contains("borg ship"),
            ..CardsNamed::default()
        };
        let stasis = Forms::new(["stasis"]);
        let ruled = |answer: &str| restated_ruling(answer, &reader, &stasis, &another);
        assert!(ruled("Anyone may play Hail to release all ships.").is_some());
        assert!(ruled("Anyone may play Hail on the Borg Ship instead.").is_none());
        // One that names the action is a ruling of its own.
        assert!(ruled("Anyone may play Hail against stasis.").is_none());
        // An opening pronoun is the play asked about.
        let stance = ruled("A: 2) It won't have any effect.").unwrap();
        assert_eq!(stance.verdict, Verdict::No);
        assert!(ruled("A: 2) The ship won't have any effect.").is_none());
    }

    #[test]
    fn a_question_that_borrows_its_verb_names_the_actor_last() {
        let actor = Forms::new(["kevin uxbridge"]);
        assert!(asks_without_a_verb("can kevin uxbridge?", &actor));
        assert!(asks_without_a_verb("what about kevin uxbridge\"?", &actor));
        assert!(!asks_without_a_verb(
            "can kevin uxbridge nullify it?",
            &actor
        ));
        assert!(!asks_without_a_verb("kevin uxbridge.", &actor));
        assert!(!asks_without_a_verb("can i use kevin uxbridge?", &actor));
        assert!(!asks_without_a_verb(
            "can i nullify it with kevin uxbridge?",
            &actor
        ));
        assert!(asks_without_a_verb("2) and kevin uxbridge?", &actor));
    }

    #[test]
    fn what_the_actor_answers_may_be_something_else() {
        let amanda = Forms::new(["amanda rogers"]);
        let palor_toff = Forms::new(["palor toff"]);
        let s = "can i use palor toff to rescue amanda rogers and play her to nullify an opponent's interrupt card?";
        assert!(answers_something_else(s, &amanda, &palor_toff));
        // What is answered points back, or is the action by a word of it.
        let s = "you play palor toff and i nullify it with amanda rogers.";
        assert!(!answers_something_else(s, &amanda, &palor_toff));
        let gift_box = Forms::new(["betazoid gift box"]);
        let s = "can amanda rogers nullify my gift box?";
        assert!(!answers_something_else(s, &amanda, &gift_box));
        // What a parenthesis answers is its own card's.
        let s = "cards that can interrupt dilemmas: amanda rogers, q2 (to nullify q).";
        assert!(!answers_something_else(
            s,
            &amanda,
            &Forms::new(["dilemma"])
        ));
        // A noun pointing back is not the action the sentence names elsewhere.
        let s =
            "you cannot play palor toff now, but you may nullify the dilemma with amanda rogers.";
        assert!(answers_something_else(s, &amanda, &palor_toff));
        // Nothing answered: nothing else.
        assert!(!answers_something_else(
            "amanda rogers is fun.",
            &amanda,
            &palor_toff
        ));
    }

    #[test]
    fn a_short_form_counts_where_it_is_written_as_a_name() {
        let full = Forms::new(["launch portal"]);
        assert!(written_as_a_name(
            "Launch may download a shuttle.",
            "launch",
            &full
        ));
        assert!(written_as_a_name(
            "Then Launch Portal and Launch.",
            "launch",
            &full
        ));
        assert!(!written_as_a_name(
            "Launch Portal may launch a shuttle.",
            "launch",
            &full
        ));
        assert!(!written_as_a_name(
            "Relaunch it; Launchers too.",
            "launch",
            &full
        ));
        // A card with an alias shorter than its first word keeps that word as
        // its short form: "Kevin" names Kevin Uxbridge where it is a name.
        let kevin = Forms::new(["kevin uxbridge", "ku"]);
        let readers = Readers::new(&kevin, Some("Kevin Uxbridge"));
        let none = |_: &str| CardsNamed::default();
        let names_kevin = |sentence: &str| {
            readers
                .for_sentence(sentence)
                .names_actor(&fold(sentence), &none)
        };
        assert!(names_kevin("Then Kevin nullifies the Event."));
        assert!(names_kevin("KU nullifies the Event."));
        assert!(!names_kevin("Then kevin nullifies the Event."));
    }

    #[test]
    fn a_short_form_is_the_first_word_unless_it_is_a_word_of_the_game() {
        let short = |card: &str| {
            let readers = Readers::new(&Forms::new([card]), Some(card));
            readers.with_short.actor().names.clone()
        };
        assert!(short("Amanda Rogers").contains(&"amanda".to_string()));
        assert_eq!(short("Borg Ship"), ["borg ship"]);
        assert_eq!(short("Klingon Death Yell"), ["klingon death yell"]);
    }

    #[test]
    fn a_question_states_only_through_its_answer_and_about_what_it_asks() {
        let two = asked("Can Hail be nullified by Q? Does Q2 nullify Hugh?", "Yes.");
        assert_eq!(q2_statements(&two, "Hail"), []);
        let said = (Verdict::Yes, "Does Q2 nullify Hugh? A: Yes.".to_string());
        assert_eq!(q2_statements(&two, "Hugh"), [said]);
        let unanswered = record("TOPIC", "Can you play Q2 in response to Hail?");
        assert_eq!(q2_statements(&unanswered, "Hail"), []);
        let told = asked("I play Q2 in response to Hail. May I?", "It depends.");
        assert_eq!(q2_statements(&told, "Hail"), []);
        // An action typed as words is what a question asks about only when the
        // question names it: an answer's "play" is about another play.
        let other = asked("Can I still use Q2 then?", "Yes, and you can't play two.");
        assert_eq!(q2_statements(&other, "play"), []);
    }

    #[test]
    fn an_answer_part_is_read_with_its_own_part_not_the_one_before() {
        let parts = asked(
            "1) May a Hail stop my ship? 2) Can Q2 be played on a cloaked ship?",
            "1) Sure, it stops there. Hail is played on a ship.\n\
             2) The ruling is that cloaked ships cannot be found. So Q2 cannot be used then.",
        );
        assert_eq!(q2_statements(&parts, "Hail"), []);
        let one = record(
            "TOPIC",
            "Hail is played on a ship. The ruling is that cloaked ships cannot be found. \
             So Q2 cannot be used then.",
        );
        let found = q2_statements(&one, "Hail");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, Verdict::No);
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
    fn this_and_the_actors_type_stand_for_the_actor() {
        let resolved = |sentence: &str, kind| {
            this_of_its_type(sentence, kind).map(|words| named_at(sentence, words, "q2"))
        };
        assert_eq!(
            resolved(
                "this doorway does not allow you to download.",
                Some("doorway")
            )
            .as_deref(),
            Some("q2 does not allow you to download.")
        );
        // Another type is another card; a type unknown names none.
        assert_eq!(
            resolved("this dilemma may not be nullified.", Some("doorway")),
            None
        );
        assert_eq!(resolved("this doorway does not allow it.", None), None);
    }

    #[test]
    fn a_pronoun_in_an_opening_clause_stands_for_the_actor_that_begins_the_main_clause() {
        let readers = Readers::new(&Forms::new(["Q2"]), Some("Q2"));
        let resolved = |sentence: &str| {
            pronoun_before_the_actor(sentence, &readers)
                .map(|words| named_at(sentence, words, "q2"))
        };
        assert_eq!(
            resolved("although it can be played during movement, q2 doesn't say so.").as_deref(),
            Some("although q2 can be played during movement, q2 doesn't say so.")
        );
        assert_eq!(
            resolved("while she may be played during battle, the q2 is not.").as_deref(),
            Some("while q2 may be played during battle, the q2 is not.")
        );
        // The main clause is about another thing: the pronoun is not the actor's.
        assert_eq!(
            resolved("although it can be played during movement, hail and q2 cannot."),
            None
        );
        assert_eq!(resolved("it can be played during movement, q2 says."), None);
    }

    #[test]
    fn a_pronoun_after_the_actor_stands_for_it_when_no_other_card_comes_between() {
        let readers = Readers::new(&Forms::new(["Q2"]), Some("Q2"));
        let resolved = |sentence: &str| pronoun_for_the_actor(sentence, &readers, &naming_hugh);
        assert_eq!(
            resolved("so when using q2 against them, she nullifies the hail.").as_deref(),
            Some("so when using q2 against them, q2 nullifies the hail.")
        );
        assert_eq!(
            resolved("since q2 doesn't say so, you can't use it to stop hail.").as_deref(),
            Some("since q2 doesn't say so, you can't use q2 to stop hail.")
        );
        assert_eq!(
            resolved("q2 is played on hugh, and he nullifies hail."),
            None
        );
        assert_eq!(
            resolved("not only can q2 attack, it counter-attacks."),
            None
        );
        assert_eq!(resolved("she nullifies the hail, says q2."), None);
        // The subject of "work", negated or not.
        assert_eq!(
            resolved("since q2 is a card, it will not work against hail.").as_deref(),
            Some("since q2 is a card, q2 will not work against hail.")
        );
        // A person a verb acts on, every one after the name; not "her" of
        // "her ship".
        assert_eq!(
            resolved("if q2 plays on her, you cannot first switch her and then nullify hail.")
                .as_deref(),
            Some("if q2 plays on q2, you cannot first switch q2 and then nullify hail.")
        );
        assert_eq!(resolved("q2 is here, and you may target her ship."), None);
        let example =
            "unless a card is meant as a response (such as amanda or q2), you cannot play it";
        assert_eq!(resolved(example), None);
        assert_eq!(resolved("cards like amanda or q2 cannot use it"), None);
        let a_type = Readers::new(&Forms::new(["interrupt"]), None);
        let sentence = "an interrupt is played, and it nullifies hail.";
        assert_eq!(pronoun_for_the_actor(sentence, &a_type, &naming_hugh), None);
        let one = record(
            "TOPIC",
            "So when using Q2 against them, she nullifies the Hail.",
        );
        assert_eq!(
            q2_statements(&one, "Hail").first().map(|s| s.0),
            Some(Verdict::Yes)
        );
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

    #[test]
    fn an_action_word_in_the_actors_own_title_is_not_the_action() {
        let actor = Forms::new(["Zorn Transport"]);
        let readers = Readers::new(&actor, Some("Zorn Transport"));
        let mut titled = asked("Can I play Zorn Transport through a Q-Net?", "Yes.");
        titled.title = "ZORN TRANSPORT".to_string();
        let none = |_: &str| CardsNamed::default();
        let transport = Forms::new(["transport"]);
        assert!(read_record(&titled, &readers, &transport, &none).is_empty());
        let beaming = asked("Can I play Zorn Transport to transport them?", "Yes.");
        assert_eq!(read_record(&beaming, &readers, &transport, &none).len(), 1);
    }

    #[test]
    fn a_question_asks_about_each_card_it_would_play_and_about_doing_what_the_actor_names() {
        let listed = asked(
            "Can I play two Wormholes or Q2 to get there quicker?",
            "Yes.",
        );
        let said = |verdict| vec![(verdict, listed_sentence(&listed))];
        assert_eq!(q2_statements(&listed, "there"), said(Verdict::Yes));
        let readers = Readers::new(&Forms::new(["interrupt"]), None);
        assert!(readers.asks("can you interrupt the goddess of empathy as it is played?"));
        let readers = Readers::new(&Forms::new(["boratus"]), None);
        assert!(!readers.asks("can i play this card on my opponent's ajur and boratus?"));
        assert!(!readers.asks("the goddess of empathy is no interrupt?"));
        // Another card used on the actor: the question asks about that card.
        let readers = Readers::new(&Forms::new(["Borg Ship"]), Some("Borg Ship"));
        assert!(!readers.asks("can i use hail on the borg ship to prevent it from attacking me?"));
        assert!(readers.asks("can the borg ship be played on a planet?"));
        // Whether it helps or works against something is whether it answers it.
        assert!(readers.asks("3) does the borg ship help against hugh?"));
        assert!(readers.asks("does the borg ship work during battle?"));
        assert!(!readers.asks("does the borg ship help you?"));
        // A kind of card used, with the actor among its examples.
        let readers = Readers::new(&Forms::new(["Near-Warp Transport"]), None);
        assert!(readers.asks(
            "can i beam using special cards such as emergency transporter armbands or near-warp transport even if beaming is not allowed?"
        ));
        assert!(readers.asks("can i play cards like near-warp transport during battle?"));
        // A number of copies played.
        let readers = Readers::new(&Forms::new(["wormholes"]), None);
        assert!(readers.asks("3) can i play two wormholes to get me there quicker?"));
        assert!(readers.asks("may i play more than one wormholes at once?"));
        // Whether something gets the actor's benefits is whether it works there.
        let readers = Readers::new(&Forms::new(["metaphasic shields"]), None);
        assert!(readers.asks("does an outpost get the benefits of metaphasic shields?"));
        assert!(readers.asks("can an outpost benefit from metaphasic shields?"));
        assert!(readers.asks("does it get the benefits of nutational or metaphasic shields?"));
        assert!(!readers.asks("what are the benefits for metaphasic shields?"));
        assert!(!readers.asks("can i beam using a card that works like near-warp transport?"));
        let readers = Readers::new(&Forms::new(["hugh"]), None);
        assert!(!readers.asks("can i play interrupts such as red alert for hugh?"));
    }

    /// The question and answer of a record as a statement shows them.
    fn listed_sentence(record: &Record) -> String {
        collapse_spaces(&record.text)
    }

    #[test]
    fn an_answer_that_opens_with_a_question_back_answers_with_the_next_sentence() {
        let back = asked(
            "Can I play Q2 after Hail?",
            "Tell me, does a tree fall? The answer is no, once Hail has resolved.",
        );
        let found = q2_statements(&back, "Hail");
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].0, Verdict::No);
    }

    #[test]
    fn in_a_passage_titled_with_the_actor_a_pronoun_stands_for_it() {
        let titled = record("Q2", "Play it on a dilemma. It nullifies Hail at once.");
        let found = q2_statements(&titled, "Hail");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, Verdict::Yes);
        // "It" a modal asks to use is the passage's card.
        let mut use_it = asked("Could I use it on behalf of Hail?", "I would say so.");
        use_it.title = "Q2".to_string();
        assert_eq!(q2_statements(&use_it, "Hail")[0].0, Verdict::Yes);
        // Nor are "them", or "the card" a player has drawn.
        let mut them = asked("Can I use them to staff Hail?", "Yes.");
        them.title = "Q2".to_string();
        assert_eq!(q2_statements(&them, "Hail"), []);
        let mut drawn = asked("Can I then play the card I just drew on Hail?", "Yes.");
        drawn.title = "Q2".to_string();
        assert_eq!(q2_statements(&drawn, "Hail"), []);
        // "The card" played is the passage's card.
        let mut the_card = asked("Can I play the card on a dilemma like Hail?", "Yes.");
        the_card.title = "Q2".to_string();
        assert_eq!(q2_statements(&the_card, "Hail")[0].0, Verdict::Yes);
        let asked = asked("Can this card be played during Hail?", "No.");
        let mut asked = asked;
        asked.title = "Q2".to_string();
        assert_eq!(q2_statements(&asked, "Hail")[0].0, Verdict::No);
        let elsewhere = record("TOPIC", "It nullifies Hail at once.");
        assert_eq!(q2_statements(&elsewhere, "Hail"), []);
        // Right after a sentence that names another card, "he" is that card.
        let another = record(
            "Q2",
            "Hugh only nullifies Hail. He does not nullify Hail twice.",
        );
        let actor = Forms::new(["Q2"]);
        let readers = Readers::new(&actor, Some("Q2"));
        let found = read_record(&another, &readers, &Forms::new(["Hail"]), &naming_hugh);
        assert!(found.is_empty(), "{:?}", found.len());
    }

    #[test]
    fn in_a_passage_titled_with_the_actor_what_is_played_is_the_actor() {
        let titled = record("Q2", "You can play it any time after Hail.");
        assert_eq!(q2_statements(&titled, "Hail")[0].0, Verdict::Yes);
        // A card named in words, or another card, is what is played.
        let drawn = record("Q2", "Draw a card, then you can play it during Hail.");
        assert_eq!(q2_statements(&drawn, "Hail"), []);
        // A question that plays it asks about what follows: its answer rules
        // on that, not on the play.
        let mut asked = asked("If you play it during Hail, is it discarded?", "Yes.");
        asked.title = "Q2".to_string();
        assert_eq!(q2_statements(&asked, "Hail"), []);
        let none = |_: &str| CardsNamed::default();
        let used = |sentence: &str, cards_in: &dyn Fn(&str) -> CardsNamed| {
            used_in(sentence, cards_in).map(|words| named_at(sentence, words, "q2"))
        };
        assert_eq!(
            used("you may use it during hail.", &none).as_deref(),
            Some("you may use q2 during hail.")
        );
        assert_eq!(used("once hugh is here, play it.", &naming_hugh), None);
        assert_eq!(used("it nullifies hail.", &none), None);
    }

    #[test]
    fn an_action_typed_with_a_verb_of_the_game_is_read_as_its_concept() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let forms = |typed: &str| action_forms(&words, typed, None).1.names;
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
    fn an_example_of_the_rule_before_it_takes_the_rules_action() {
        let rule = "Once a dilemma is overturned, no card may be played.";
        let example =
            format!("{rule} You could not, for instance, use Q2 to raise your attributes.");
        let found = q2_statements(&record("TOPIC", &example), "dilemma");
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, Verdict::No);
        // Not an example: what Q2 is used for is what it rules on.
        let told = format!("{rule} You could not use Q2 to raise your attributes.");
        assert_eq!(q2_statements(&record("TOPIC", &told), "dilemma"), []);
        assert!(is_an_example(
            "for example, you cannot use q2 to gain skills."
        ));
        // An example that names an action of its own rules on that.
        assert!(!is_an_example(
            "for example, you cannot use q2 during battle."
        ));
    }

    #[test]
    fn a_card_named_after_the_actions_word_qualifies_the_action() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let (named, forms) = action_forms(&words, "an attack made legal with Post Garrison", None);
        assert_eq!(named, Vec::<String>::new());
        assert!(forms.names.contains(&"battle".to_string()), "{forms:?}");
        let (named, _) = action_forms(&words, "Post Garrison", None);
        assert_eq!(named, ["Post Garrison"]);
        // A card named before the action's word is the action.
        let (named, _) = action_forms(&words, "Borg Ship attack on my ship", None);
        assert_eq!(named, ["Borg Ship"]);
        // So is a card named before what is done by another.
        let typed = "my opponent's K'chiQ, by closing his Alternate Universe Door";
        let (named, _) = action_forms(&words, typed, None);
        assert_eq!(named, ["K'chiQ"]);
        // A card doing something to another card is the action.
        let typed = "Revolving Door shutting my AU Doorway";
        let (named, _) = action_forms(&words, typed, None);
        assert_eq!(named, ["Revolving Door"]);
        let typed = "my opponent playing K'chiQ";
        let (named, _) = action_forms(&words, typed, None);
        assert_eq!(named, ["K'chiQ"]);
    }

    #[test]
    fn a_card_of_a_colon_group_is_named_by_its_bare_title_not_by_a_sibling() {
        let view = shipped();
        let words = Words::of(&view).unwrap();
        let typed = "Engage Shuttle Operations: Starfleet";
        let (_, forms) = action_forms(&words, typed, None);
        assert!(forms.named_in("may download engage shuttle operations"));
        assert!(!forms.named_in("may download engage shuttle operations: dominion"));
        // The bare title asked names every member.
        let (_, forms) = action_forms(&words, "Engage Shuttle Operations", None);
        assert!(forms.named_in("may download engage shuttle operations: dominion"));
    }

    #[test]
    fn a_qualifier_names_what_it_places_alone_too() {
        let forms = qualifier_of("reporting a personnel with crew aboard a ship").unwrap();
        assert!(forms.named_in("a report with crew action"), "{forms:?}");
        let forms = qualifier_of("an attack by a non-aligned ship").unwrap();
        assert_eq!(forms.names, ["non-aligned ship"]);
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
    fn what_a_typed_action_requires_qualifies_it() {
        let required = |typed: &str| what_it_requires(typed).map(|forms| forms.names);
        assert_eq!(
            required("a dilemma that needs Diplomacy during my mission attempt"),
            Some(vec!["diplomacy".to_string()])
        );
        assert_eq!(
            required("a mission requiring Navigation x2, and I have one"),
            Some(vec!["navigation x2".to_string()])
        );
        assert_eq!(
            required("a dilemma needing the Medical my crew lacks"),
            Some(vec!["medical my crew lacks".to_string()])
        );
        // A verb needed is no requirement.
        assert_eq!(required("my ship needs to move on"), None);
        assert_eq!(required("a dilemma"), None);
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
        assert_eq!(
            refused_after_asked_over("a supernova that has already gone off", sentence).as_deref(),
            Some("couldn't nullify it after the supernova has had its effect")
        );
        assert_eq!(
            refused_after_asked_over("a supernova being played", sentence),
            None
        );
        // A sentence that refuses nothing after the action answers as it says.
        assert_eq!(
            refused_after_asked_over(
                "a battle already under way",
                "you may play x after the battle."
            ),
            None
        );
    }

    #[test]
    fn what_a_typed_action_is_done_by_or_against_qualifies_it() {
        let qualifier = |typed: &str| qualifier_of(typed).map(|forms| forms.names);
        assert_eq!(
            qualifier("attack by a non-aligned ship"),
            Some(vec!["non-aligned ship".to_string()])
        );
        assert_eq!(
            qualifier("battle against my opponent's Borg"),
            Some(vec!["borg".to_string()])
        );
        // No action's word before it, or nothing named after it.
        assert_eq!(qualifier("a ship from the Delta Quadrant"), None);
        assert_eq!(qualifier("battle with it"), None);
        assert_eq!(qualifier("ship battle"), None);
    }

    #[test]
    fn every_timing_concept_leaves_a_term_to_find_it_by() {
        for concept in TIMING_CONCEPTS {
            assert!(!tokens(concept.name()).is_empty(), "{concept}");
        }
    }

    #[test]
    fn a_response_to_any_other_of_a_kind_is_one_to_the_kind() {
        let dilemma = Forms::new(["dilemma"]);
        assert!(to_any_other(
            "encountering a borg ship (or any other dilemma)",
            &dilemma
        ));
        assert!(to_any_other("a hail, or any other dilemma", &dilemma));
        assert!(!to_any_other("the attack of a borg ship dilemma", &dilemma));
        assert!(!to_any_other(
            "a borg ship (or any other interrupt)",
            &dilemma
        ));
        // The dilemma type as a noun, read with the words before it.
        let of_the_type = type_forms(CardType::Dilemma);
        assert!(to_any_other(
            "encountering a borg ship (or any other dilemma)",
            &of_the_type
        ));
        assert!(!to_any_other(
            "a borg ship (or any other interrupt)",
            &of_the_type
        ));
    }

    #[test]
    fn a_typed_use_of_the_actor_asks_about_what_it_is_used_on() {
        assert_eq!(
            what_it_is_used_on("use it on my counterpart to turn it into a drone"),
            "my counterpart"
        );
        assert_eq!(
            what_it_is_used_on("play them on my opponent's ship"),
            "my opponent's ship"
        );
        assert_eq!(
            what_it_is_used_on("download a personnel into an Away Team battle"),
            "an Away Team battle"
        );
        // Any other action stays as typed.
        assert_eq!(what_it_is_used_on("personnel battle"), "personnel battle");
        assert_eq!(
            what_it_is_used_on("use Hail on a ship"),
            "use Hail on a ship"
        );
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
    fn the_actors_own_use_set_in_a_scene_asks_about_the_scene() {
        let rogue_borg = Forms::new(["Rogue Borg"]);
        assert_eq!(
            without_scene_unless_the_actors_use(
                "he drops Rogue Borg on my ship while I'm moving it, to stop me",
                &rogue_borg
            ),
            "I'm moving it"
        );
        // What names no actor keeps its main clause; a purpose is no scene.
        assert_eq!(
            without_scene_unless_the_actors_use("a battle while I'm moving", &rogue_borg),
            "a battle"
        );
        assert_eq!(
            without_scene_unless_the_actors_use("play Rogue Borg - I want to stop it", &rogue_borg),
            "play Rogue Borg"
        );
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
    fn a_personal_pronoun_played_or_used_stands_for_the_personnel() {
        let stood = |sentence: &str| standing_in(sentence).map(|range| sentence[range].to_string());
        assert_eq!(
            stood("klingons won't travel on federation ships, so normally he can't be used on a federation ship."),
            Some("he".to_string())
        );
        assert_eq!(
            stood("she may not be played during battle."),
            Some("she".to_string())
        );
        // A player is "he" too, and plays cards rather than being played.
        assert_eq!(stood("if your opponent attacks, he can't play hail."), None);
        assert_eq!(stood("then he can be stopped by a dilemma."), None);
    }

    #[test]
    fn an_answer_tells_the_use_its_question_asks_about() {
        let mindmeld = Forms::new(["vulcan mindmeld", "mindmeld"]);
        let mickey = Forms::new(["mickey d"]);
        let question = "q: 4) can i use vulcan mindmeld to get the \"special\" skills of characters such as mickey d.?";
        let told = |sentence: &str, action: &Forms| {
            the_asked_use_told(question, sentence, &mindmeld, action)
        };
        assert_eq!(
            told("so you could get mickey d's special skill.", &mickey).as_deref(),
            Some("so you could use vulcan mindmeld to get mickey d's special skill.")
        );
        assert_eq!(
            told("however, you could not gain mickey d's skill.", &mickey).as_deref(),
            Some("however, you could not use vulcan mindmeld to gain mickey d's skill.")
        );
        // A deed told in a clause of its own, not the answer's.
        assert_eq!(
            told("only if you play it before you can see mickey d.", &mickey),
            None
        );
        // A use of its own, an action named only in an aside, no deed told.
        assert_eq!(told("you could use hail on mickey d.", &mickey), None);
        let ship = Forms::new(["ship"]);
        assert_eq!(
            told("you could not gain it (to repair the ship).", &ship),
            None
        );
        assert_eq!(told("mickey d's skill is mental.", &mickey), None);
        // A question that asks no use of the actor.
        let other = "q: can i use hail to stop mickey d.?";
        assert_eq!(
            the_asked_use_told(other, "so you could stop mickey d.", &mindmeld, &mickey),
            None
        );
    }

    #[test]
    fn a_pronoun_opening_a_sentence_goes_on_with_the_subject_before() {
        let hugh = Forms::new(["Hugh"]);
        let last_read = |text: &str| {
            let he = sentence_ranges(text).pop().unwrap();
            let folded = fold(&text[he.clone()]);
            goes_on_with_its_subject(text, &he, &folded, &hugh)
        };
        let text = "A: 3) Never. Hugh only nullifies the attacks of the Borg Ship. He does not nullify all dilemmas.";
        assert_eq!(last_read(text), Some(0..2));
        let text = "A: 1) Hugh only nullifies the attacks. He does not nullify all dilemmas.";
        assert_eq!(last_read(text), Some(0..2));
        // After a sentence whose subject is another card, "He" is not the actor.
        let text = "The Borg Ship attacks Hugh. He does not nullify all dilemmas.";
        assert_eq!(last_read(text), None);
        // Nor is a sentence that opens otherwise.
        let text = "Hugh only nullifies the attacks. Then he nullifies all dilemmas.";
        assert_eq!(last_read(text), None);
    }

    #[test]
    fn the_sentence_after_one_naming_the_actor_is_read_when_a_pronoun_opens_it() {
        let text = "Hugh only nullifies attacks. He does not nullify all. Then more.";
        let hugh = 0..text.find(" He").unwrap();
        let ranges = with_the_pronouns_after(text, vec![hugh.clone()]);
        let read: Vec<&str> = ranges.iter().map(|r| text[r.clone()].trim()).collect();
        assert_eq!(
            read,
            ["Hugh only nullifies attacks.", "He does not nullify all."]
        );
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
    fn the_words_of_responding_before_a_typed_action_name_nothing() {
        assert_eq!(without_responding("in response to Q-Battle"), "Q-Battle");
        assert_eq!(without_responding("During battle"), "battle");
        assert_eq!(without_responding("during"), "during");
        assert_eq!(
            without_responding("battle during my turn"),
            "battle during my turn"
        );
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
    fn a_name_that_shares_its_last_words_with_the_next_is_spelled_out() {
        let shields = Forms::new(["nutational shields"]);
        let spelled = |sentence: &str| with_the_shared_words_spelled_out(sentence, &shields);
        assert_eq!(
            spelled("the benefits of nutational or metaphasic shields?").as_deref(),
            Some("the benefits of nutational shields or metaphasic shields?")
        );
        assert_eq!(spelled("nutational shields or metaphasic shields"), None);
        assert_eq!(spelled("nutational or metaphasic fields"), None);
        assert_eq!(spelled("nutational, metaphasic shields"), None);
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
    fn what_a_typed_action_says_is_missing() {
        assert_eq!(
            said_missing("battle with no personnel present"),
            Some("personnel")
        );
        assert_eq!(said_missing("a ship without a crew"), Some("crew"));
        assert_eq!(
            said_missing("federation ship with a holodeck (no treaty)"),
            Some("treaty")
        );
        assert_eq!(said_missing("no personnel battle"), None);
        assert_eq!(
            said_missing("battle with no other personnel present"),
            Some("personnel")
        );
        assert_eq!(
            said_missing("battle without my personnel"),
            Some("personnel")
        );
        assert_eq!(said_missing("a location with no ships"), Some("ship"));
        assert_eq!(said_missing("battle with a personnel present"), None);
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
    fn a_question_mark_ends_what_a_player_asks_not_a_name() {
        assert_eq!(without_end_mark(" outpost? "), "outpost");
        assert_eq!(without_end_mark("Borg Ship dilemma?!"), "Borg Ship dilemma");
        assert_eq!(without_end_mark("Mickey D."), "Mickey D.");
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

    #[test]
    fn a_typed_action_is_read_without_the_clause_that_sets_its_scene() {
        assert_eq!(
            without_scene("a battle after Post Garrison has removed the restrictions"),
            "a battle"
        );
        // An adverb of how soon opens the action: nothing before it is cut off.
        assert_eq!(
            without_scene("right after they announce they're beaming down"),
            "right after they announce they're beaming down"
        );
        assert_eq!(
            without_scene("just beaming, right after they announce it"),
            "just beaming"
        );
        assert_eq!(
            without_scene("beaming, while my ship is cloaked"),
            "beaming"
        );
        assert_eq!(
            without_scene("my mission attempt, between two dilemmas"),
            "my mission attempt"
        );
        assert_eq!(
            without_scene("a battle where Post Garrison has removed the restrictions"),
            "a battle"
        );
        // What the asker hopes to do is set apart too.
        assert_eq!(
            without_scene("a personnel battle - I want to download a personnel"),
            "a personnel battle"
        );
        assert_eq!(
            without_scene("a ship battle, to get my crew away on a shuttle"),
            "a ship battle"
        );
        assert_eq!(
            without_scene("his ship flying over my Gaps so it has to stop there"),
            "his ship flying over my Gaps"
        );
        assert_eq!(without_scene("a Q-Flash in order to avoid it"), "a Q-Flash");
        // A hyphenated name or a dash in a card's title is not a purpose.
        assert_eq!(
            without_scene("a ship-to-ship battle"),
            "a ship-to-ship battle"
        );
        // A moment is part of the action; a clause alone is all there is.
        assert_eq!(
            without_scene("ship movement during the opponent's turn"),
            "ship movement during the opponent's turn"
        );
        assert_eq!(
            without_scene("when a dilemma is revealed"),
            "when a dilemma is revealed"
        );
    }
}

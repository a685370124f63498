//! The question as typed: the actor and the action read into a [`Question`]
//! (the cards they name, the forms to find them by, what qualifies the
//! action), or split from a question asked in one piece ([`split_question`]);
//! a question that asks nothing refused; the asides, the scene and the
//! closing adverbs of a typed action set apart from what it asks ("a battle
//! after Post Garrison has removed the restrictions" asks about battle); and
//! what a typed action says is missing, what it is done by or against, and
//! what it requires.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::by_type::{other_kinds, TypeQuestion};
use super::forms::{
    actor_forms, forms_of_both, names_an_action, one_mention_one_side, strip_leading_filler,
    type_forms, type_told_as_played, typed_as_a_type, Words,
};
use super::ownership::{owned_by_the_asker, owned_by_the_opponent};
use super::{CardsNamed, Evidence};
use crate::analyze::{terms, tokens};
use crate::error::{Error, Result};
use crate::lexicon::english::{
    FUNCTION_WORDS, LEADING_FILLER, OPPONENTS_OWNERS, PLAYERS, QUANTIFIERS, STOP_WORDS,
};
use crate::lexicon::game::{is_an_affiliation, CardType, GAME_PHRASES, GAME_WORDS};
use crate::link::cards::lookup::CardIndex;
use crate::normalize::{collapse_spaces, fold};
use crate::query::verdict::{Forms, PARENTHESIS};
use crate::text::find_word;

/// What a question is about: the actor and the action as typed, the cards they
/// name and the forms to find them by.
#[derive(Clone)]
pub(super) struct Question {
    pub(super) actor: String,
    pub(super) action: String,
    pub(super) actor_card: Option<String>,
    pub(super) actor_forms: Forms,
    pub(super) action_cards: Vec<String>,
    pub(super) action_forms: Forms,
    /// What the typed action is done by, from or against, when it names no
    /// card ([`qualifier_of`]).
    pub(super) qualifier: Option<Forms>,
    /// The words of the place the typed action tells its thing in, when it
    /// names no card ([`placed_thing`]): a ruling on the thing answers only
    /// where it tells it there ([`tells_the_place`]).
    pub(super) place: Option<Vec<String>>,
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
    pub(super) fn new(words: &Words, actor: &str, action: &str) -> Result<Question> {
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
        let asked = without_asides(action);
        let asked = what_its_use_answers(cards, &asked).unwrap_or(asked);
        let action_read = match scene {
            Scene::SetApart => without_scene_unless_the_actors_use(&asked, &actor_forms),
            Scene::Asked => asked,
        };
        let action_read = what_it_is_used_on(&action_read);
        let placed = thing_in_a_place(cards, &action_read);
        let thing = placed.as_ref().map(|(thing, _)| thing.as_str());
        let (actor_forms, action_cards, action_forms) = forms_of_both(
            words,
            actor_card.as_deref(),
            actor_forms,
            &action_read,
            thing,
        );
        let qualifier = action_cards
            .is_empty()
            .then(|| qualifier_of(&action_read))
            .flatten()
            .or_else(|| owned_by_the_asker(&action_read))
            .or_else(|| what_it_requires(&action_read));
        let place = placed.map(|(_, place)| place);
        let question = Question {
            actor: actor.to_string(),
            action: action.to_string(),
            actor_card,
            actor_forms,
            action_cards,
            action_forms,
            qualifier,
            place,
        };
        question.refuse_empty_words(&actor_read, &action_read)?;
        question.refuse_the_same_twice(&actor_read, &action_read)?;
        Ok(question)
    }

    /// The same question with the clause that sets the typed action's scene
    /// read as part of what is asked, when the action has one: "playing a
    /// personnel to my Away Team between two dilemmas of a mission attempt"
    /// asks when the actor's own play may be made.
    pub(super) fn with_its_scene(&self, words: &Words) -> Option<Question> {
        let asides_apart = without_asides(&self.action);
        if without_scene(&asides_apart) == asides_apart {
            return None;
        }
        Question::read(words, &self.actor, &self.action, Scene::Asked).ok()
    }

    /// True when the typed action names a thing, not an action, in a moment
    /// that names one ("opponent's ship while it is moving"): what is done
    /// to the thing then is asked, not what may be done to it at all.
    pub(super) fn asks_of_a_thing_in_a_moment(&self) -> bool {
        let typed = without_asides(&self.action);
        let main = fold(&without_scene(&typed));
        let moment = moment_word(&typed).map(|word| fold(&typed[word.end..]));
        moment.is_some_and(|moment| !names_an_action(&main) && names_an_action(&moment))
    }

    /// True when the `deciding` evidence of an answer read with the typed
    /// action's scene ([`Question::with_its_scene`]) rules on what is done
    /// in it: a word of the typed action before its scene ("coming out" of
    /// "coming out while the Borg Ship is still there"), besides the words of
    /// the actor's names, is in its sentence or the question it answers, as
    /// typed or in the documents' words ("my landing party" is an away team).
    /// A ruling on the scene's card alone ("Can I use Asteroid Sanctuary to
    /// prevent the Borg Ship from blowing me away?") says nothing of what is
    /// done while it is there.
    pub(super) fn is_ruled_on_by(&self, deciding: &Evidence, words: &Words) -> bool {
        let words_of = |text: &str| -> Vec<String> {
            crate::text::words(&fold(text))
                .map(str::to_string)
                .collect()
        };
        let actors: Vec<String> = self
            .actor_forms
            .names
            .iter()
            .flat_map(|name| words_of(name))
            .collect();
        let done = without_scene(&without_asides(&self.action));
        let done = match words.in_documents_terms(&done) {
            Some(read) => format!("{done} {read}"),
            None => done,
        };
        let done: Vec<String> = words_of(&done)
            .into_iter()
            .filter(|word| !STOP_WORDS.contains(&word.as_str()) && !actors.contains(word))
            .collect();
        let record = &deciding.record;
        let told = terms(&format!(
            "{} {}",
            deciding.sentence,
            &record.text[..record.question_end()]
        ));
        terms(&done.join(" "))
            .iter()
            .any(|term| told.contains(term))
            || self.moment_told_in(&deciding.sentence)
    }

    /// True when `sentence` tells the moment the typed action is set in, its
    /// word and every word of its own but numbers and function words
    /// ("between two dilemmas" of "a mission attempt, between two dilemmas":
    /// "Interrupts can be played between dilemmas"): a ruling on that moment
    /// rules on what is done in it.
    fn moment_told_in(&self, sentence: &str) -> bool {
        let typed = fold(&without_asides(&self.action));
        let Some(moment) = moment_word(&typed) else {
            return false;
        };
        let own: Vec<&str> = crate::text::words(&typed[moment.end..])
            .filter(|word| !FUNCTION_WORDS.contains(word))
            .collect();
        let told = terms(sentence);
        !own.is_empty()
            && find_word(&fold(sentence), &typed[moment]).is_some()
            && terms(&own.join(" ")).iter().all(|term| told.contains(term))
    }

    /// The same question asked of the actor card's type, when the registry
    /// knows it and it is a type played in response (an Interrupt), and the
    /// action is not that type itself: the type's words ("interrupt",
    /// "interrupts") for the actor, one mention naming one side
    /// ([`one_mention_one_side`]: "an interrupt" is not also "a chain of
    /// Interrupts").
    pub(super) fn of_the_actors_type(&self, cards: &CardIndex) -> Option<TypeQuestion> {
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
        let (actor_forms, action_forms) =
            one_mention_one_side(type_forms(kind), self.action_forms.clone());
        Some(TypeQuestion {
            card,
            kind,
            other_kinds: Forms::default(),
            question: Question {
                actor: kind.name().to_string(),
                action: self.action.clone(),
                actor_card: None,
                actor_forms,
                action_cards: self.action_cards.clone(),
                action_forms,
                qualifier: self.qualifier.clone(),
                place: self.place.clone(),
            },
        })
    }

    /// Whether the actor is a card a player plays: a card by its name, a
    /// type of card ("an Interrupt", "Equipment"), or what the player calls
    /// a card ("a card that suspends play"). What is typed as a thing in
    /// play ("non-aligned personnel", "my Federation ship") does the action
    /// (they beam, it moves); it is no card played during it.
    pub(super) fn actor_is_a_card_played(&self) -> bool {
        self.actor_card.is_some()
            || typed_as_a_type(&self.actor).is_some()
            || find_word(&fold(&without_asides(&self.actor)), "card").is_some()
    }

    /// The question asked of the action's type, when the action is one card
    /// of a known type that is itself an action ([`CardType::is_an_action`])
    /// and the actor is not that type itself: "may Emergency Transporter
    /// Armbands respond to a dilemma?" for the Borg Ship.
    pub(super) fn of_the_actions_type(&self, cards: &CardIndex) -> Option<TypeQuestion> {
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
                place: None,
            },
        })
    }

    /// The type the actor is played as: its card's, as the registry knows
    /// it, or the type typed as the actor ("an Event").
    pub(super) fn actor_play_type(&self, cards: &CardIndex) -> Option<CardType> {
        match &self.actor_card {
            Some(card) => cards.type_facts(card).play_type(),
            None => typed_as_a_type(&self.actor),
        }
    }

    /// The one card the action names with its type, when it is a type played
    /// as an action: as the typed action tells it is played (the card as
    /// typed, "Tox Uthat played as an Event"), else its title with the type
    /// the registry knows.
    pub(super) fn action_card_type(&self, cards: &CardIndex) -> Option<(String, CardType)> {
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
    pub(super) fn cards_in(&self, cards: &CardIndex, text: &str) -> CardsNamed {
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

    /// Refuses an action that is the actor again, the same words (both sides
    /// read without their asides), when the actor is no card. A card asked
    /// of itself is asked of another copy of it ("can Amanda Rogers respond
    /// to Amanda Rogers?": [`forms_of_both`]), and the opponent's copy of the
    /// actor is another card ("Revolving Door" against "opponent's Revolving
    /// Door"): both are asked.
    fn refuse_the_same_twice(&self, actor_read: &str, action_read: &str) -> Result<()> {
        if self.actor_card.is_some()
            || (owned_by_the_opponent(action_read) && !owned_by_the_opponent(actor_read))
        {
            return Ok(());
        }
        if strip_leading_filler(action_read) == strip_leading_filler(actor_read) {
            return Err(Error::query(format!(
                "the actor and the action are the same ({:?}): name what the actor would respond to; {HOW_TO_ASK}",
                self.actor
            )));
        }
        Ok(())
    }
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
pub(super) fn without_asides(typed: &str) -> String {
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

/// Where in `typed` the word of the moment its scene is set in stands
/// ([`SCENE`]: "while", "between", ...); none when its scene is no moment.
fn moment_word(typed: &str) -> Option<Range<usize>> {
    let found = SCENE.captures(typed)?;
    Some(found.name("moment")?.range())
}

/// A typed action that tells the actor's use: what it is used on ("use it on
/// my counterpart to turn it into a drone", "play them on my opponent's
/// ship"), or into what it brings a card ("download a personnel into an Away
/// Team battle"). Group 1 is that thing or moment, before any purpose ("to
/// turn ...").
static USED_ON_TYPED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:(?:use|play|using|playing) (?:it|them|him|her|this|these) (?:on|against|upon)|(?:download|downloading|play|playing|report|reporting) (?:a|an|one|my) [a-z]+ (?:into|during|in the middle of)) (.+?)(?: to [a-z].*)?$")
        .expect("typed use pattern is a valid regular expression")
});

/// A typed action that tells the asker's own use of the actor and what the
/// use is to answer ("close his AU Door during a Manheim hiccup to stop the
/// K'chiQ he already started playing"): the use in group 1, what it answers
/// in group 2.
static USED_TO_ANSWER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:i\s+)?(\S+.*?)\s+(?:in\s+order\s+)?to\s+(?:stop|prevent|cancel|nullify|counter|block|halt|negate)\s+(.+)$")
        .expect("use to answer pattern is a valid regular expression")
});

/// What the asker's use of the actor that `typed` tells is to answer
/// ([`USED_TO_ANSWER`]), when it names a card: the question is whether the
/// actor, so used, answers that card ("... to stop the K'chiQ" asks about
/// K'chiQ, not the door closed). None when the use is no verb of the asker's
/// own (a player's, a thing's: "my opponent playing Q2 to nullify my Q
/// dilemma" asks about Q2).
fn what_its_use_answers(cards: &CardIndex, typed: &str) -> Option<String> {
    let found = USED_TO_ANSWER.captures(typed)?;
    let used = fold(&found[1]);
    let first = used.split(' ').next().unwrap_or_default();
    let a_card_opens_it = cards
        .cards_named(&used)
        .iter()
        .any(|card| used.starts_with(&fold(card)));
    let asker_does_it = !STOP_WORDS.contains(&first)
        && !PLAYERS.contains(&first)
        && !OPPONENTS_OWNERS.contains(&first)
        && !a_card_opens_it;
    let answered = found[2].trim();
    (asker_does_it && !cards.cards_named(&fold(answered)).is_empty()).then(|| answered.to_string())
}

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
    let moment = moment_word(typed)
        .map(|word| typed[word.end..].trim())
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
pub(super) fn said_missing(typed: &str) -> Option<&str> {
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

/// A typed thing told with the place it is in, on, at or sent from, perhaps
/// with how it came there: "shuttle landed on a planet", "Away Team sent
/// from an outpost", "personnel at an outpost". The thing in group 1, the
/// place in group 2.
static PLACED_THING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^([a-z' -]+?)(?: (?:[a-z]+ed|sent|left|put|held|kept|stuck))? (?:{}) ([a-z0-9' -]+)$",
        PLACE_PREPOSITIONS.join("|")
    ))
    .expect("placed thing pattern is a valid regular expression")
});

/// The prepositions that tell where a thing is, or where it was sent from.
const PLACE_PREPOSITIONS: &[&str] = &[
    "aboard", "at", "from", "in", "inside", "into", "on", "onto", "under",
];

/// The thing typed `action` tells in a place, and the words of the place
/// ([`placed_thing`]), when it names no card ("Gaps in Normal Space" is no
/// gap in a place, nor "my Wartime Conditions already in play" a thing).
fn thing_in_a_place(cards: &CardIndex, action: &str) -> Option<(String, Vec<String>)> {
    let folded = fold(action);
    cards
        .cards_named(&folded)
        .is_empty()
        .then(|| placed_thing(&folded))
        .flatten()
}

/// How many words from a thing's first a ruling may tell its place ("Away
/// Teams being sent to the affected planet from an Outpost").
const PLACE_AFTER: usize = 10;

/// How many words after the preposition the place's own words may stand.
const PLACE_WORDS_AFTER: usize = 4;

/// True when folded `sentence` tells the `thing` (its forms) in the place
/// whose words are `place`: a place preposition a few words after the
/// thing's start, and each word of the place a few words after that ("a
/// shuttle "parked" on a planet"; a form may hold its place, "card in
/// hand"). A thing and a place told apart ("a ship moving past a planet
/// location") are not the thing in that place.
pub(super) fn tells_the_place(sentence: &str, thing: &Forms, place: &[String]) -> bool {
    thing.spans(sentence).into_iter().any(|span| {
        let after: Vec<&str> = sentence[span.start..]
            .split_whitespace()
            .take(PLACE_AFTER + PLACE_WORDS_AFTER)
            .collect();
        (0..after.len().min(PLACE_AFTER)).any(|at| {
            let preposition = after[at].trim_matches(|c: char| !c.is_alphanumeric());
            let told = after[at + 1..(at + 1 + PLACE_WORDS_AFTER).min(after.len())].join(" ");
            PLACE_PREPOSITIONS.contains(&preposition)
                && place.iter().all(|word| find_word(&told, word).is_some())
        })
    })
}

/// How many words a thing told with its place may have: a noun with its
/// modifiers ("Away Team", "Klingon personnel"), not a clause.
const THING_WORDS: usize = 3;

/// The thing folded typed `action` tells with its place ([`PLACED_THING`]),
/// without its owner (whose it is is read apart), and the words that name
/// the place (a "planet" of "a shuttle landed on a planet"): a ruling on the thing
/// answers the question only where it names that place too. None when the
/// thing names an action (the place then qualifies the action:
/// [`qualifier_of`]) or holds a function word (a clause, "ship is being
/// destroyed in battle"), or the place names an action or is a moment ("on
/// my opponent's turn") or names nothing but owners.
fn placed_thing(action: &str) -> Option<(String, Vec<String>)> {
    let typed = strip_leading_filler(action);
    let found = PLACED_THING.captures(&typed)?;
    let (thing, place) = (&found[1], &found[2]);
    let words_of_place: Vec<String> = place
        .split(' ')
        .filter(|word| {
            word.len() >= 2
                && !STOP_WORDS.contains(word)
                && !LEADING_FILLER.contains(word)
                && !OPPONENTS_OWNERS.contains(word)
        })
        .map(str::to_string)
        .collect();
    let a_moment = words_of_place
        .iter()
        .any(|word| matches!(word.as_str(), "turn" | "turns"));
    // A thing is a noun with its modifiers: no verb or other function word
    // ("my ship is being destroyed in battle" tells a clause, not a thing),
    // and a place is no action ("in battle" is a moment of one).
    let a_clause = thing.split(' ').any(|word| STOP_WORDS.contains(&word));
    if thing.split(' ').count() > THING_WORDS
        || a_clause
        || names_an_action(thing)
        || names_an_action(place)
        || a_moment
        || words_of_place.is_empty()
    {
        return None;
    }
    Some((thing.to_string(), words_of_place))
}

/// An article or owner before what a typed action names ("the", "my",
/// "my opponent's"), left out of what it names.
pub(super) const WHOSE: &str = r"(?:(?:my |your |an )?opponent's|a|an|the|my|your|his|her|their)";

/// What a typed action says of what it is done by, from, with or against,
/// after the action's own word: "a non-aligned ship" of "attack by a
/// non-aligned ship", "Post Garrison" of "battle using Post Garrison". Group 1
/// is the action, group 2 the qualifier.
pub(super) static QUALIFIED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(.+?) (?:by|from|against|on|at|with|using|via) (?:{WHOSE} )?(.+)$"
    ))
    .expect("qualifier pattern is a valid regular expression")
});

/// A typed action that passes over, through or across a card: the action in
/// group 1, the card's words in group 2 ("flying his ship over my Gaps in
/// Normal Space").
pub(super) static PASSED_OVER: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(.+?) (?:over|past|through|across) (?:{WHOSE} )?(.+)$"
    ))
    .expect("passed-over pattern is a valid regular expression")
});

/// A typed action that tells one thing doing something to another ("Revolving
/// Door shutting my AU Doorway"): the doer in group 1, what it is done to in
/// group 2.
pub(super) static DOING_TO: LazyLock<Regex> = LazyLock::new(|| {
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
    let Some(found) = QUALIFIED.captures(&folded) else {
        return doer_told_first(&folded).or_else(|| affiliation_before_a_battle(&folded));
    };
    let (done, by) = (&found[1], found[2].trim());
    // A player doing the action ("battle declared by my opponent") is in
    // every passage about it: only a thing qualifies it.
    let names_something = by
        .split(' ')
        .any(|word| word.len() >= 3 && !PLAYERS.contains(&word));
    // What the qualifier names before a place it gives is named alone too:
    // "crew" of "crew aboard a ship" ("a report with crew action").
    let head = PLACED.split(by).next().unwrap_or(by).trim();
    (names_an_action(done) && names_something).then(|| Forms::new([by, head]))
}

/// A battle or attack told with an affiliation before it, its attacker's:
/// "a non-aligned attack", "his Romulan battle". Group 1 is the
/// affiliation's words.
static AFFILIATION_BEFORE_A_BATTLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(?:{WHOSE} )?([a-z' -]+?) (?:attacks?|battles?)$"
    ))
    .expect("affiliated battle pattern is a valid regular expression")
});

/// The forms of the attacker folded typed `action` tells by its affiliation
/// before a battle or an attack ([`AFFILIATION_BEFORE_A_BATTLE`]), its
/// ship, as [`qualifier_of`] reads "attack by a non-aligned ship": "it will
/// not work against a non-aligned ship" answers "a non-aligned attack".
fn affiliation_before_a_battle(action: &str) -> Option<Forms> {
    let found = AFFILIATION_BEFORE_A_BATTLE.captures(action)?;
    let words = found[1].trim();
    is_an_affiliation(words).then(|| Forms::new([format!("{words} ship")]))
}

/// A typed action told with what does it first, as a participle after it:
/// "a non-aligned ship attacking me", "the Borg Ship attacking my outpost".
/// Group 1 is the doer, group 2 the action's word.
static DOER_FIRST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(r"^(?:{WHOSE} )?(.+?) ([a-z]+ing)\b"))
        .expect("doer-first pattern is a valid regular expression")
});

/// The forms of the doer of folded typed `action` told first
/// ([`DOER_FIRST`]), as [`qualifier_of`] reads "attack by a non-aligned
/// ship": when its participle names an action and the doer is a kind of game
/// thing (a ship, a personnel, an away team) told apart by a word before it
/// ("non-aligned", "Romulan"). A thing of no kind ("a ship moving", "my
/// opponent's ship attacking") is what every passage about the action
/// speaks of: it qualifies nothing.
fn doer_told_first(action: &str) -> Option<Forms> {
    let found = DOER_FIRST.captures(action)?;
    let (doer, done) = (found[1].trim(), &found[2]);
    let thing_ends_it = GAME_WORDS
        .iter()
        .chain(GAME_PHRASES)
        .filter_map(|word| doer.strip_suffix(word))
        .find(|before| before.is_empty() || before.ends_with(' '));
    let told_apart = thing_ends_it?.split_whitespace().any(|word| {
        word.len() >= 3 && !OPPONENTS_OWNERS.contains(&word) && !LEADING_FILLER.contains(&word)
    });
    (names_an_action(done) && told_apart).then(|| Forms::new([doer]))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_played_is_a_card_a_type_or_what_a_player_calls_a_card() {
        let view = crate::query::respond::tests::shipped();
        let words = Words::of(&view).unwrap();
        let played = |actor: &str| {
            Question::new(&words, actor, "beaming")
                .unwrap()
                .actor_is_a_card_played()
        };
        assert!(played("Hail"));
        assert!(played("an Interrupt"));
        assert!(played("Event"));
        assert!(played("Equipment"));
        assert!(played("a card that suspends play"));
        assert!(!played("non-aligned personnel"));
        assert!(!played("my Federation ship"));
    }

    #[test]
    fn the_askers_use_told_with_what_it_is_to_stop_asks_about_that() {
        let view = crate::query::respond::tests::shipped();
        let words = Words::of(&view).unwrap();
        let answers = |typed: &str| what_its_use_answers(words.cards, typed);
        assert_eq!(
            answers("close his AU Door to stop the K'chiQ he played").as_deref(),
            Some("the K'chiQ he played")
        );
        assert_eq!(
            answers("I play it in order to nullify Q-Flash").as_deref(),
            Some("Q-Flash")
        );
        // A player's or a card's use: what is asked is that use.
        assert_eq!(
            answers("my opponent playing Q2 to nullify my Q-Flash"),
            None
        );
        assert_eq!(answers("Q2 played to nullify Q-Flash"), None);
        // What the use answers names no card.
        assert_eq!(answers("use him to stop the attack"), None);
        // No verb of answering: the purpose is the use's own.
        assert_eq!(
            answers("use it on my counterpart to turn it into a drone"),
            None
        );
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
    fn a_qualifier_names_what_it_places_alone_too() {
        let forms = qualifier_of("reporting a personnel with crew aboard a ship").unwrap();
        assert!(forms.named_in("a report with crew action"), "{forms:?}");
        let forms = qualifier_of("an attack by a non-aligned ship").unwrap();
        assert_eq!(forms.names, ["non-aligned ship"]);
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
    fn a_thing_in_a_moment_that_names_an_action_is_asked_of_in_it() {
        let view = crate::query::respond::tests::shipped();
        let words = Words::of(&view).unwrap();
        let asks = |typed: &str| {
            Question::new(&words, "Rogue Borg", typed)
                .unwrap()
                .asks_of_a_thing_in_a_moment()
        };
        assert!(asks("my opponent's ship while it is moving"));
        assert!(asks("his Away Team when it beams down"));
        // An action asked of in a moment is asked of itself.
        assert!(!asks(
            "a battle after Post Garrison has removed the restrictions"
        ));
        // No moment, or one that names no action.
        assert!(!asks("my opponent's ship"));
        assert!(!asks("his ship while it is there"));
    }

    #[test]
    fn a_sentence_tells_the_moment_with_its_word_and_its_own_words() {
        let view = crate::query::respond::tests::shipped();
        let words = Words::of(&view).unwrap();
        let question = Question::new(
            &words,
            "Interrupt",
            "a mission attempt, between two dilemmas",
        )
        .unwrap();
        assert!(question.moment_told_in("Interrupts can be played between dilemmas."));
        // Its words without the moment's word, or the word alone.
        assert!(!question.moment_told_in("Interrupts can be played during dilemmas."));
        assert!(!question.moment_told_in("Interrupts can be played between actions."));
        // No moment typed, none told.
        let question = Question::new(&words, "Interrupt", "a mission attempt").unwrap();
        assert!(!question.moment_told_in("Interrupts can be played between dilemmas."));
    }

    #[test]
    fn a_kind_of_thing_told_doing_the_action_qualifies_it() {
        let qualifier = |typed: &str| qualifier_of(typed).map(|forms| forms.names);
        assert_eq!(
            qualifier("a non-aligned ship attacking me"),
            Some(vec!["non-aligned ship".to_string()])
        );
        assert_eq!(
            qualifier("the Romulan Away Team beaming down"),
            Some(vec!["romulan away team".to_string()])
        );
        // A thing of no kind, or a player, qualifies nothing.
        assert_eq!(qualifier("a ship moving to the next planet"), None);
        assert_eq!(qualifier("my opponent's ship attacking"), None);
        assert_eq!(qualifier("my opponent beaming his Away Team down"), None);
        // Nor does a word that names no action.
        assert_eq!(qualifier("a non-aligned ship being there"), None);
        // An affiliation before a battle or an attack tells its attacker's
        // ship; another word, or none, tells none.
        assert_eq!(
            qualifier("a non-aligned attack"),
            Some(vec!["non-aligned ship".to_string()])
        );
        assert_eq!(
            qualifier("his Romulan battle"),
            Some(vec!["romulan ship".to_string()])
        );
        assert_eq!(qualifier("a surprise attack"), None);
        assert_eq!(qualifier("attack"), None);
    }

    #[test]
    fn what_a_typed_action_is_done_by_or_against_qualifies_it() {
        let qualifier = |typed: &str| qualifier_of(typed).map(|forms| forms.names);
        // A player doing it qualifies nothing.
        assert_eq!(qualifier("battle already declared by opponent"), None);
        assert_eq!(qualifier("an attack by my opponent"), None);
        assert_eq!(qualifier("a battle against him"), None);
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
    fn a_typed_thing_told_with_its_place_is_the_thing_there() {
        let placed = |typed: &str| placed_thing(&fold(typed));
        let there = |thing: &str, place: &[&str]| {
            Some((
                thing.to_string(),
                place.iter().map(|word| word.to_string()).collect(),
            ))
        };
        assert_eq!(
            placed("a shuttle landed on a planet"),
            there("shuttle", &["planet"])
        );
        assert_eq!(
            placed("my Away Team sent from an outpost"),
            there("away team", &["outpost"])
        );
        assert_eq!(
            placed("personnel aboard my opponent's ship"),
            there("personnel", &["ship"])
        );
        // A moment is no place, an action is qualified by its place, and a
        // place must name something.
        assert_eq!(placed("my ship on my opponent's turn"), None);
        assert_eq!(placed("an attack on a Federation ship"), None);
        assert_eq!(placed("a ship in his"), None);
        // A clause is no thing, and an action no place.
        assert_eq!(placed("my ship is being destroyed in battle"), None);
        assert_eq!(placed("personnel killed in a battle"), None);
    }

    #[test]
    fn a_ruling_tells_a_thing_in_a_place_near_it() {
        let shuttle = Forms::new(["shuttle"]);
        let planet = ["planet".to_string()];
        let asked =
            "q: 4) can a shuttle \"parked\" on a planet be affected by loss of orbital stability?";
        assert!(tells_the_place(asked, &shuttle, &planet));
        let ship = Forms::new(["ship"]);
        let apart =
            "you can't play loss of orbital stability on a ship moving past a planet location.";
        assert!(!tells_the_place(apart, &ship, &planet));
        let far =
            "a shuttle can move, and much later in the game its crew may beam down to a planet.";
        assert!(!tells_the_place(far, &shuttle, &planet));
        let held = Forms::new(["card in hand", "card"]);
        let hand = ["hand".to_string()];
        assert!(tells_the_place(
            "if he has another card in hand, he can play it.",
            &held,
            &hand
        ));
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
    fn a_question_mark_ends_what_a_player_asks_not_a_name() {
        assert_eq!(without_end_mark(" outpost? "), "outpost");
        assert_eq!(without_end_mark("Borg Ship dilemma?!"), "Borg Ship dilemma");
        assert_eq!(without_end_mark("Mickey D."), "Mickey D.");
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

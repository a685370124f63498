//! Reading a passage for what it states about the actor and the action: the
//! [`Readers`] of the actor (its full names and its short form), every
//! statement of a passage a sentence at a time ([`read_record`]), what one
//! sentence states once what stands for the actor is named and what it
//! answers is known ([`read_sentence_at`]), and how strong a statement is
//! ([`strength`]).

use std::collections::HashSet;
use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::asked::{
    answer_to, asked_and_answered, asks_without_a_verb, ends_with_question_mark, is_question,
    opens_part, restated_ruling, the_asked_use_told, the_part_answered, verdict_for_the_item,
};
use super::forms::{holds_one_of, is_game_word, names_an_action};
use super::pronouns::{
    goes_on_with_its_subject, its_title_done, named_at, named_at_each, pronoun_before_the_actor,
    pronoun_for_the_actor, standing_in, the_topic_by_its_type, these_cards, this_of_its_type,
    used_in, with_the_pronouns_after,
};
use super::{CardsNamed, Statement};
use crate::kept;
use crate::link::groups::bare_title;
use crate::normalize::{collapse_spaces, fold};
use crate::query::verdict::{
    blanked, compile_actor_pattern, except_the_action, object_from, points_back,
    points_back_by_a_noun, response_objects, without_quotations, AsciiPattern, Forms, Marked,
    Reader, Stance, PARENTHESIS,
};
use crate::record::Record;
use crate::text::{ceil_char_boundary, find_word, sentences_before, word_spans};

/// How many sentences before a statement may name the action it is about ("He
/// has just played a Hail. ... can you play Amanda in response?").
const CONTEXT_SENTENCES: usize = 4;

/// The readers of an actor, built once per question: its names, and a reader by
/// its names plus its short form, the first word ("Amanda" for Amanda Rogers),
/// which counts only in a passage that also names the card in full.
#[derive(Clone)]
pub(super) struct Readers {
    pub(super) full: Forms,
    pub(super) with_short: Reader,
    /// The short form, the card's first word, if it has one.
    short: Option<String>,
    /// These readers without the short form, for a sentence that writes it
    /// only as a plain word ([`Readers::for_sentence`]).
    without_short: Option<Box<Readers>>,
    /// The action is words ("beaming"), not cards: a word of it may stand
    /// inside another card's title ("Emergency Transporter Armbands").
    action_is_words: bool,
    /// The actor is a card, not words ("interrupt"): a pronoun may stand for it.
    pub(super) actor_is_card: bool,
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
    pub(super) fn new(actor: &Forms, card: Option<&str>) -> Readers {
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
        let with_short = Forms::new(names).apart_from(&actor.other_kinds);
        Readers {
            with_short: Reader::new(with_short),
            short: Some(short),
            without_short: Some(Box::new(full_only.clone())),
            ..full_only
        }
    }

    /// Tells these readers the actor card's type ([`Readers::actor_type`]).
    pub(super) fn set_actor_type(&mut self, kind: Option<&'static str>) {
        self.actor_type = kind;
        if let Some(without_short) = &mut self.without_short {
            without_short.actor_type = kind;
        }
    }

    /// Tells these readers what the action is: words ("beaming") rather than
    /// cards, and the type of its one card when the registry knows it.
    pub(super) fn set_action(&mut self, words: bool, kind: Option<&'static str>) {
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

    /// True when a folded sentence names the actor: by a full name outside
    /// the longer titles of other cards that hold it ("Phaser" is not in
    /// "Phaser Burns"), or by its short form outside the titles of other
    /// cards ("Borg" for Borg Ship is not in "the Rogue Borg").
    fn names_actor(&self, sentence: &str, cards_in: &dyn Fn(&str) -> CardsNamed) -> bool {
        let short = self.with_short.actor();
        if !short.named_in(sentence) {
            return false;
        }
        let others = cards_in(sentence).others;
        let holding: Vec<String> = others
            .iter()
            .filter(|title| holds_one_of(title, &self.full.names))
            .cloned()
            .collect();
        self.full.named_in(&without_titles(sentence, &holding))
            || short.named_in(&without_titles(sentence, &others))
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
/// A passage whose title and text name the action nowhere is not read: every
/// statement names it in its sentence or leans on the passage naming it.
pub(super) fn read_record(
    passage: &Record,
    readers: &Readers,
    action: &Forms,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Vec<Statement> {
    if !action.named_in(&kept::folded(&passage.title))
        && !action.named_in(&kept::folded(&passage.text))
    {
        return Vec::new();
    }
    // In a passage titled with the actor, "it", "he", "she" opening a
    // sentence and "this card" stand for the actor: every sentence may speak
    // of it.
    let about_actor = readers.full.named_in(&kept::folded(&passage.title));
    let ranges = if about_actor {
        kept::sentences(&passage.text).to_vec()
    } else {
        let naming = readers
            .with_short
            .actor()
            .sentences_that_may_name(&passage.text);
        with_the_questions_its_answer_lists_it_for(
            passage,
            with_the_pronouns_after(&passage.text, naming),
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

/// A word or words set between asterisks for emphasis ("you *cannot* use a
/// card"), the words in group 1.
static EMPHASIS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\*([a-z][a-z' -]*)\*").expect("emphasis pattern is a valid regular expression")
});

/// Folded `sentence` without the asterisks that set words apart for
/// emphasis: "you *cannot* use a card" reads as "you cannot use a card".
fn without_emphasis(sentence: &str) -> String {
    if !sentence.contains('*') {
        return sentence.to_string();
    }
    EMPHASIS.replace_all(sentence, "$1").into_owned()
}

/// "Any time" bounded by a period or a moment after it ("at any time
/// during your own turn", "any time after the attack"): the preposition in
/// group 1.
static ANY_TIME_BOUNDED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:at )?any ?time (during|on|in|after|before|while|when|until|other than)\b")
        .expect("bounded any time pattern is a valid regular expression")
});

/// Folded `sentence` with "any time" bounded by a period or a moment said as
/// that period or moment alone ([`ANY_TIME_BOUNDED`]): "you can play it at
/// any time during your own turn" is "you can play it during your own turn",
/// no time of the opponent's. "Any time" left stands for every turn.
fn with_any_time_bounded(sentence: String) -> String {
    if !sentence.contains("any time") && !sentence.contains("anytime") {
        return sentence;
    }
    ANY_TIME_BOUNDED.replace_all(&sentence, "$1").into_owned()
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
/// dilemma type, [`type_forms`](super::forms::type_forms)).
fn to_any_other(object: &str, action: &Forms) -> bool {
    ANY_OTHER
        .captures_iter(object)
        .any(|found| action.named_in(&found[0]))
}

/// True when the passage's title or text, folded, names the actor (by its
/// full names), and its title or text the action.
pub(super) fn names_both(passage: &Record, readers: &Readers, action: &Forms) -> bool {
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
    let mut folded = with_any_time_bounded(without_emphasis(&kept::folded(&text[range.clone()])));
    // A sentence that quotes the actor's own text ("2) Tox Uthat reads:
    // \"...\"", "X says it nullifies Y") states that text, even among a
    // question's.
    let states_its_text =
        !ends_with_question_mark(&folded) && readers.with_short.quoted_text(&folded).is_some();
    if let Some(shared) = the_ruling_its_examples_share(text, &range, &folded, readers, cards_in) {
        folded = shared;
    }
    let asked_end = passage.question_end();
    if let Some(listed) =
        asked_of_what_its_answer_lists(text, &range, asked_end, &folded, readers, cards_in)
    {
        folded = listed;
    }
    if let Some(spelled) = with_the_shared_words_spelled_out(&folded, &readers.full) {
        folded = spelled;
    }
    if let Some(owned) = immunity_in_the_actions_text(text, &range, &folded, action, cards_in) {
        folded = said_of_each_member(&owned, &readers.full).unwrap_or(owned);
    }
    // In a passage titled with the actor, its title's last word done by a
    // person is its use ("i might pinch my own personnel").
    let title_done = about_actor && readers.actor_is_card;
    if let Some(used) = title_done
        .then(|| {
            readers
                .stand_in_name()
                .and_then(|name| its_title_done(&folded, name))
        })
        .flatten()
        .filter(|_| !readers.full.named_in(&folded))
    {
        folded = used;
    }
    if let Some(statement) =
        verdict_per_item(passage, &range, &folded, readers, action, about_actor)
    {
        return Some(statement);
    }
    let continued = (range.start >= asked_end && !readers.full.named_in(&folded))
        .then(|| the_asked_use_told(&fold(&text[..asked_end]), &folded, &readers.full, action))
        .flatten();
    // An example a question gives of what it asks about the actor ("Do you
    // have to be the one doing the attacking? For instance, could you
    // "decloak" it so the Borg Ship could attack?") is asked of the actor.
    let exemplifies = about_actor
        && range.start < asked_end
        && FOR_EXAMPLE.is_match(&folded)
        && !readers.names_actor(&folded, cards_in)
        && action.named_in(&folded)
        && asks_of_the_actor_before(text, &range, readers, cards_in);
    if let Some(continued) = continued {
        folded = continued;
    } else if exemplifies {
        // Read as it stands: the answer to the question is the example's.
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
        if !exemplifies && !readers.asks(&folded) {
            return None;
        }
        let restated =
            |answer: &str| restated_ruling(answer, &readers.with_short, action, cards_in);
        let (stance, answer) = answer_to(text, &range, asked_end, restated)?;
        // "Yes, except that it doesn't apply to the other Targs": the
        // answer's verdict is the opposite for what it sets apart.
        let answered = fold(&text[answer.clone()]);
        (except_the_action(stance, &answered, action), answer)
    } else {
        let stance = readers.with_short.read_folded(&folded, action)?;
        if played_on_the_actor(&folded, &stance.cue) {
            return None;
        }
        // "Q2 (to nullify Q)" answers Q: a dilemma it does not name is not
        // what Q2 interrupts.
        let purpose = purpose_in_parenthesis(&folded, readers.with_short.actor());
        if purpose.is_some_and(|purpose| !action.named_in(purpose)) {
            return None;
        }
        if named_only_as_done(&folded, action) {
            return None;
        }
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
        // A title the action's own words hold, in what a question asks
        // ("Can I play two Distortion Fields ...?" for another copy of the
        // actor), is part of the action.
        if question {
            titles.retain(|title| {
                !action
                    .names
                    .iter()
                    .any(|form| holds_one_of(form, std::slice::from_ref(title)))
            });
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

/// The statement of the FAQ answer's sentence of `passage` at `range`, folded
/// `folded`, that gives the action a verdict of its own among the things its
/// question asks about the actor ([`verdict_for_the_item`]): the passage
/// must be titled with the actor (`about_actor`), and the things given the
/// verdict must not name it.
fn verdict_per_item(
    passage: &Record,
    range: &Range<usize>,
    folded: &str,
    readers: &Readers,
    action: &Forms,
    about_actor: bool,
) -> Option<Statement> {
    let (text, asked_end) = (&passage.text, passage.question_end());
    if asked_end == 0 || range.start < asked_end {
        return None;
    }
    let stance = verdict_for_the_item(folded, action)?;
    if !about_actor || readers.with_short.actor().named_in(&stance.cue) {
        return None;
    }
    let asked = the_part_answered(text, range, asked_end);
    // It names the action in its own clause, as a ruling would.
    let strength = strength(&stance, true, false, || false)?;
    Some(Statement {
        sentence: collapse_spaces(&format!(
            "{} {}",
            text[asked].trim_end(),
            &text[range.clone()]
        )),
        stance,
        strength,
        names_both: false,
    })
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

/// Folded card text with the bare title of the actor's colon-rule group
/// named in it put in the actor's own title (its first name): FAQ 1.3, THE
/// COLON RULE, "Any card that applies to "Kevin Uxbridge" would apply to
/// both of them", Kevin Uxbridge: Convergence too. None when the actor's
/// title has no bare title of its own, or the text does not name it.
fn said_of_each_member(card_text: &str, actor: &Forms) -> Option<String> {
    let title = actor.names.first()?;
    let (bare, _) = bare_title(title);
    if bare == *title {
        return None;
    }
    let at = find_word(card_text, &bare)?;
    let after = &card_text[at + bare.len()..];
    if after.starts_with(':') || after.starts_with(" -") {
        return None;
    }
    Some(format!("{}{title}{after}", &card_text[..at]))
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

/// A sentence opening with some of what the sentence before names, the
/// examples after ("Some of these have little effect (Gaps in Normal Space,
/// ...), but some do have interesting effects -- Q-Net").
static SOME_OF_THESE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:a: )?(?:\d{1,2}\) )?(?:some|many|most|several|a few|all|each) of these\b")
        .expect("some of these pattern is a valid regular expression")
});

/// A kind of card a sentence names, with the words that tell which of them
/// it means ("Interrupts and Events that are "in space" which it
/// encounters"), to the clause's end.
static SOME_OF_A_KIND: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"\b{KINDS_OF_CARD}(?: (?:and|or) {KINDS_OF_CARD})?(?: (?:that|which) (?:is|are)\b[^,.;:()]*)?"
    ))
    .expect("kind pattern is a valid regular expression")
});

/// A sentence opening with examples of a kind of card ("Cards like the
/// Disruptor Overload say they destroy one "equipment card""): the examples
/// follow the match.
static KIND_EXAMPLES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&format!(
        r"^(?:a: )?(?:\d{{1,2}}\) )?{KINDS_OF_CARD} (?:like|such as) "
    ))
    .expect("kind examples pattern is a valid regular expression")
});

/// The words for a kind of card that a ruling gives examples of or says
/// some of ("cards", "interrupts", "equipment"), one or many.
const KINDS_OF_CARD: &str = r"(?:cards?|interrupts?|events?|dilemmas?|equipment|artifacts?)";

/// How far into a sentence opening with examples ([`KIND_EXAMPLES`]) they
/// are listed, in bytes.
const EXAMPLES_LISTED: usize = 60;

/// What stands, in a ruling, for a kind of card its question tells ("She
/// is not affected by such a card", of "a dilemma or interrupt that says
/// "Discard one Equipment"").
static SUCH_A_CARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bsuch (?:a |an )?(?:cards?|interrupts?|events?|dilemmas?|artifacts?)\b")
        .expect("such a card pattern is a valid regular expression")
});

/// The folded sentence before the one at `range` in `text`, with its one
/// example card put as the actor wherever it stands, when folded `sentence`
/// gives the actor as another example of what it rules ([`MORE_EXAMPLES`]):
/// "For example, a Plasma Fire can happen aboard a ship whether it is
/// cloaked or not, and thus this card can be played on a cloaked ship. Other
/// examples are Temporal Rift, Wormholes, etc." rules so on Wormholes. None
/// otherwise, or when the sentence before names no card or several besides
/// the actor and the action (`cards_in`). So too when `sentence` opens with
/// the actor among examples of a kind of card ([`KIND_EXAMPLES`]) and the
/// sentence before rules on "such a card" ([`SUCH_A_CARD`]): "She is not
/// affected by such a card. Cards like the Disruptor Overload say ..."
/// rules so on Disruptor Overload. And when `sentence` opens with some of
/// what the sentence before names ([`SOME_OF_THESE`]) and names the actor,
/// the sentence before has the actor in place of the kind it names
/// ([`SOME_OF_A_KIND`]), where that sentence rules on the action's card:
/// "it IS affected by Interrupts and Events that are "in space" which it
/// encounters. Some of these have little effect (Gaps in Normal Space, ...),
/// but some do have interesting effects -- Q-Net." rules so on Q-Net.
fn the_ruling_its_examples_share(
    text: &str,
    range: &Range<usize>,
    sentence: &str,
    readers: &Readers,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<String> {
    let name = readers.stand_in_name()?;
    if let Some(found) = KIND_EXAMPLES.find(sentence) {
        let listed = &sentence[found.end()..];
        let listed = &listed[..ceil_char_boundary(listed, EXAMPLES_LISTED.min(listed.len()))];
        if !readers.full.named_in(listed) {
            return None;
        }
        let before = fold(&text[sentences_before(text, range).next()?]);
        let such = SUCH_A_CARD.find(&before)?;
        return Some(named_at(&before, such.range(), name));
    }
    if let Some(found) = SOME_OF_THESE.find(sentence) {
        if !readers.full.named_in(&sentence[found.end()..]) {
            return None;
        }
        // The action's card must be what the sentence before rules on: its
        // pronouns stand for that card, not for an action it names besides
        // ("the Borg Ship does MOVE like a ship, and thus it IS affected by").
        let before = fold(&text[sentences_before(text, range).next()?]);
        if !cards_in(&before).action {
            return None;
        }
        let kind = SOME_OF_A_KIND.find_iter(&before).last()?;
        return Some(named_at(&before, kind.range(), name));
    }
    let found = MORE_EXAMPLES.find(sentence)?;
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

/// The folded question of `text` at `range` with the actor's name put in
/// place of a card it asks about, when the answer, in its sentence or the
/// next, lists the actor beside that card: what an answer lists together it
/// answers alike. "3) Can I play two Wormholes or Where No One Has Gone
/// Before to get me there quicker? A: 3) Yes. The ship can be affected by
/// "natural phenomena" it encounters on the spaceline in its journey --
/// including Wormholes, Gaps in Normal Space, Q-Net, etc." asks so of Gaps
/// in Normal Space. None for a sentence that is no question (the FAQ's
/// question ends at `asked_end`), names the actor, or whose answer lists no
/// card it asks about beside the actor.
fn asked_of_what_its_answer_lists(
    text: &str,
    range: &Range<usize>,
    asked_end: usize,
    folded: &str,
    readers: &Readers,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<String> {
    if range.start >= asked_end || readers.full.named_in(folded) {
        return None;
    }
    let name = readers.stand_in_name()?;
    let asked = cards_in(folded).others;
    if asked.is_empty() {
        return None;
    }
    let (_, answer) = answer_to(text, range, asked_end, |_| None)?;
    let sentences = kept::sentences(text);
    let listing = sentences
        .iter()
        .filter(|sentence| sentence.start >= answer.start)
        .take(2)
        .map(|sentence| fold(&text[sentence.clone()]));
    for said in listing {
        for card in &asked {
            if listed_beside(&said, card, &readers.full) {
                let places: Vec<Range<usize>> = word_spans(folded, card)
                    .map(|span| span.start..whole_word_end(folded, span.end))
                    .collect();
                return (!places.is_empty()).then(|| named_at_each(folded, places, name));
            }
        }
    }
    None
}

/// `ranges` of sentences of `passage` that may name the actor, with the
/// sentences of its question before them when one of its answer's does
/// ([`asked_of_what_its_answer_lists`] reads a question so), in order.
fn with_the_questions_its_answer_lists_it_for(
    passage: &Record,
    mut ranges: Vec<Range<usize>>,
) -> Vec<Range<usize>> {
    let asked_end = passage.question_end();
    if !ranges.iter().any(|range| range.start >= asked_end) {
        return ranges;
    }
    let asked: Vec<Range<usize>> = kept::sentences(&passage.text)
        .iter()
        .filter(|range| range.start < asked_end && !ranges.contains(range))
        .cloned()
        .collect();
    ranges.extend(asked);
    ranges.sort_by_key(|range| range.start);
    ranges
}

/// Where the word that runs on at `end` of `text` ends: a name found with
/// an ending ("wormhole" of "wormholes") with that ending.
fn whole_word_end(text: &str, end: usize) -> usize {
    text[end..]
        .find(|c: char| !c.is_alphanumeric())
        .map_or(text.len(), |after| end + after)
}

/// What stands between two members of one list: a comma, "and" or "or",
/// perhaps with other short members between ("Wormholes, Gaps in Normal
/// Space", "Q-Net, Tetryon Field, or Gaps in Normal Space").
static BETWEEN_LISTED: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:,|,? and|,? or)(?: [a-z0-9' -]{1,40}?(?:,|,? and|,? or)){0,3} $")
        .expect("list pattern is a valid regular expression")
});

/// True when folded `said` lists the card `card` (folded) and one of the
/// actor's names side by side in one list ([`BETWEEN_LISTED`]), in either
/// order.
fn listed_beside(said: &str, card: &str, actor: &Forms) -> bool {
    let between = |first: Range<usize>, second: Range<usize>| {
        let end = whole_word_end(said, first.end);
        end <= second.start && BETWEEN_LISTED.is_match(&said[end..second.start])
    };
    word_spans(said, card).any(|card_at| {
        actor.names.iter().any(|name| {
            word_spans(said, name).any(|actor_at| {
                between(card_at.clone(), actor_at.clone()) || between(actor_at, card_at.clone())
            })
        })
    })
}

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

/// Folded `text` with each of the folded `titles` in it blanked.
fn without_titles(text: &str, titles: &[String]) -> String {
    titles.iter().fold(text.to_string(), |text, title| {
        text.replace(title.as_str(), " ")
    })
}

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

/// Words that give a sentence as an example of what the sentence before it
/// says.
static FOR_EXAMPLE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bfor (instance|example)\b")
        .expect("example pattern is a valid regular expression")
});

/// True when the sentence of `text` before the one at `range` asks about
/// the actor, and an earlier one of the question names it or the card it is
/// filed under ("This card says ... Do you have to be the one doing the
/// attacking?"): a question asked of the actor, that an example may follow.
fn asks_of_the_actor_before(
    text: &str,
    range: &Range<usize>,
    readers: &Readers,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> bool {
    let Some(before) = sentences_before(text, range).next() else {
        return false;
    };
    let asked_before = fold(&text[..range.start]);
    ends_with_question_mark(&text[before])
        && (readers.names_actor(&asked_before, cards_in) || THIS_CARD.is_match(&asked_before))
}

/// The words a passage filed under a card calls it by.
static THIS_CARD: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\bthis card\b").expect("this card pattern is a valid regular expression")
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
pub(super) fn strength(
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
/// Amanda?", "does it help against Y?", "does it include (affect, cover)
/// Y?": whether its effect reaches Y, "does an outpost get the benefits of
/// Metaphasic Shields?", "can Federation Klingons benefit from cards like
/// Right of Vengeance ... or Targ?", "do X cards apply to Y?", "are cards
/// like X factored into Y?": whether it works for Y, "can I beam using
/// special cards such as ETA or Near-Warp Transport?": a kind of card
/// played, with the actor among its examples, "if an Engineering Padd is
/// used, will ...?": what it does once used), not about something else
/// that merely names it; matched against the question marked ([`Marked`]).
static ASKS_ABOUT_USING: LazyLock<AsciiPattern> = LazyLock::new(|| {
    compile_actor_pattern(
        r"\b(play|use|using|playing|with|can|could|may) ((i|you|he|she|we|they) )?(a |an |the |(more than )?(one|two|three|several|multiple|both) )?{A}\b|\b(have|put|place|seed) ((i|you|he|she|we|they) )?(more than one|two|three|several|multiple|both) \x22?{A}\b|\b(play|use|using|playing) ([a-z-]+ ){0,3}(cards?|interrupts?|events?|equipment|artifacts?|doorways?),? (such as|like) ([^?.;()]{0,60}(,| or| and) )?(a |an |the )?{A}\b|\b{A}(s|'s)? (be |to )?(played|used|respond\w*|nullif\w*|counter(s|ed)?|cancel\w*|prevent\w*|stop\w*|(help|helps|work|works) (against|during)|include|includes|affect|affects|cover|covers|mean|means)\b|\b(nullified|countered|cancell?ed|prevented|stopped) by {A}\b|\bbenefit(s of| of| from) ([^?.;()]{0,40} (such as|like) )?([^?.;()]{0,60}(,| or| and) )?(a |an |the )?{A}\b|\b{A}s?( and [a-z0-9' -]{1,40}?)?( cards?)? (apply|applies|work|works) (to|on|against)\b|\b{A},? (be )?factored into\b|\b{A}s? (is|are|was|were) (played|used)\b",
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

/// A clause that tells something as done before what the sentence allows:
/// "(and have gone through all the Dilemmas there)", "has completed the
/// mission", to the clause's end. "Has just completed" is the moment right
/// after, which a card may answer, so it is not one.
static TOLD_AS_DONE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:have|has|had) (?:already )?(?:gone through|completed|finished|resolved|overcome|been (?:completed|resolved|overcome))\b[^.;,()]*")
        .expect("told-as-done pattern is a valid regular expression")
});

/// Whether folded `sentence` names the action only in a clause that tells it
/// as done ([`TOLD_AS_DONE`]): "When you bring an Away Team to the planet ...
/// (and have gone through all the Dilemmas there), you can play it": the
/// play comes after the dilemmas, it answers none of them.
fn named_only_as_done(sentence: &str, action: &Forms) -> bool {
    let done: Vec<Range<usize>> = TOLD_AS_DONE
        .find_iter(sentence)
        .map(|found| found.range())
        .collect();
    let named_there = done
        .iter()
        .any(|clause| action.named_in(&sentence[clause.clone()]));
    named_there && !action.named_in(&blanked(sentence, done))
}

/// What a parenthesis right after the last mention of the `actor` in folded
/// `sentence` says the actor does, or when ("Q2 (to nullify Q)", "X (only
/// against Y)", "X (if ...)"): the words inside. A parenthesis that names
/// the card some other way ("Q2 (the interrupt)") says none.
pub(super) fn purpose_in_parenthesis<'s>(sentence: &'s str, actor: &Forms) -> Option<&'s str> {
    let mention = actor.last_span_in(sentence)?;
    let inside = sentence[mention.end..].strip_prefix(" (")?;
    let inside = &inside[..inside.find(')').unwrap_or(inside.len())];
    ["to ", "only ", "if ", "when ", "against "]
        .iter()
        .any(|opening| inside.starts_with(opening))
        .then_some(inside)
}

/// Words that end by playing or using another card on what follows them
/// ("playing Temporal Rift on "): the thing named next is its target.
static PLAYED_ON_BEFORE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:play|use|using|playing|played|used) (?:a |an |the )?[a-z0-9' -]{1,40}? on (?:a |an |the |your |my |his |her )?$")
        .expect("played-on pattern is a valid regular expression")
});

/// Whether the statement read by `cue` in folded `sentence` opens with the
/// actor as the target of another card played on it ("Playing Temporal Rift
/// on the ship and returning the ship to your hand ... are not valid
/// responses to encountering a Borg Ship"): it rules on that play, not on
/// the actor.
fn played_on_the_actor(sentence: &str, cue: &str) -> bool {
    sentence
        .find(cue)
        .is_some_and(|at| PLAYED_ON_BEFORE.is_match(&sentence[..at]))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_verdict_per_thing_asked_about_is_an_answers_only() {
        let readers = Readers::new(
            &Forms::new(["tsiolkovsky infection"]),
            Some("Tsiolkovsky Infection"),
        );
        let none = |_: &str| CardsNamed::default();
        let data = Forms::new(["data"]);
        let mut answered = record("TSIOLKOVSKY INFECTION", "");
        answered.set_question_and_answer(
            "Are Data and Exocomps affected?",
            Some("Data --Yes. Exocomps, no."),
        );
        let read = read_record(&answered, &readers, &data, &none);
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].stance.verdict, Verdict::Yes);
        // Told with no question, it answers nothing.
        let told = record("TSIOLKOVSKY INFECTION", "Data --Yes. Exocomps, no.");
        assert!(read_record(&told, &readers, &data, &none).is_empty());
    }

    #[test]
    fn words_set_apart_for_emphasis_read_as_written_plain() {
        let sentence =
            "so, you *cannot* use a card to interrupt your opponent while he is *moving*.";
        assert_eq!(
            without_emphasis(sentence),
            "so, you cannot use a card to interrupt your opponent while he is moving."
        );
        // An asterisk that emphasizes nothing stays.
        assert_eq!(without_emphasis("*persona rules"), "*persona rules");
        assert_eq!(without_emphasis("2 * 3"), "2 * 3");
    }
    use crate::lexicon::game::CardType;
    use crate::normalize::collapse_spaces;
    use crate::query::respond::forms::type_forms;
    use crate::query::respond::tests::{asked, q2_statements, record};
    use crate::query::verdict::Verdict;

    #[test]
    fn a_statement_opening_with_a_play_on_the_actor_rules_on_that_play() {
        let sentence = "playing temporal rift on the ship and returning the ship to your hand are not valid responses to encountering a borg ship.";
        assert!(played_on_the_actor(
            sentence,
            "the ship and returning the ship to your hand are not valid responses"
        ));
        // The card played is the subject: its statement stands.
        assert!(!played_on_the_actor(
            sentence,
            "playing temporal rift on the ship and returning the ship to your hand are not valid responses"
        ));
        assert!(!played_on_the_actor(
            "you can use hail on the borg ship.",
            "you can use hail"
        ));
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
    fn a_card_text_naming_a_groups_bare_title_names_each_member() {
        let convergence = Forms::new(["Kevin Uxbridge: Convergence"]);
        let text = "holo-projectors is immune to kevin uxbridge).";
        assert_eq!(
            said_of_each_member(text, &convergence).as_deref(),
            Some("holo-projectors is immune to kevin uxbridge: convergence).")
        );
        // The member named, another member, or a title with no group.
        let named = "immune to kevin uxbridge: convergence";
        assert_eq!(said_of_each_member(named, &convergence), None);
        let kevin = Forms::new(["Kevin Uxbridge"]);
        assert_eq!(said_of_each_member(text, &kevin), None);
        let kurlan = Forms::new(["Kurlan Naiskos"]);
        assert_eq!(said_of_each_member(text, &kurlan), None);
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
        // With its short form too, the actor is set apart from the longer
        // names it was set apart from (the action's: Kevin Uxbridge:
        // Convergence).
        let apart = kevin.apart_from(["kevin uxbridge: convergence"]);
        let readers = Readers::new(&apart, Some("Kevin Uxbridge"));
        let with_short = readers.with_short.actor();
        assert!(!with_short.named_in("q2 nullifies kevin uxbridge: convergence"));
        assert!(with_short.named_in("then kevin nullifies the event"));
    }

    #[test]
    fn a_name_inside_another_cards_longer_title_is_that_cards() {
        let readers = Readers::new(&Forms::new(["phaser"]), Some("Phaser"));
        let burns = |_: &str| CardsNamed {
            another: true,
            others: vec!["phaser burns".to_string()],
            ..CardsNamed::default()
        };
        let listed = "smoke bomb and phaser burns are valid responses to personnel battle.";
        assert!(!readers.names_actor(listed, &burns));
        assert!(readers.names_actor("a phaser, then phaser burns.", &burns));
        // A title the actor's name does not hold is no place of it.
        let other = |_: &str| CardsNamed {
            another: true,
            others: vec!["smoke bomb".to_string()],
            ..CardsNamed::default()
        };
        assert!(readers.names_actor("a phaser beside a smoke bomb.", &other));
    }

    #[test]
    fn an_action_told_as_done_is_the_scene_of_the_play() {
        let dilemma = Forms::new(["dilemmas", "a dilemma"]);
        let done = "a: when you bring an away team to the planet (and have gone through all the dilemmas there), you can play it directly onto the planet.";
        assert!(named_only_as_done(done, &dilemma));
        // Named besides, or just done (the moment right after), it is what
        // the play may answer.
        let besides = "once you have gone through the dilemmas, you can play it during a dilemma.";
        assert!(!named_only_as_done(besides, &dilemma));
        let mission = Forms::new(["planet mission"]);
        let just = "plays on any away team which has just completed a planet mission.";
        assert!(!named_only_as_done(just, &mission));
    }

    #[test]
    fn a_parenthesis_after_the_actor_tells_what_it_does() {
        let q2 = Forms::new(["q2"]);
        let listed = "cards that can interrupt dilemmas: candle, q2 (to nullify q), eyes";
        assert_eq!(purpose_in_parenthesis(listed, &q2), Some("to nullify q"));
        let later = "cards that can interrupt dilemmas: candle, q2, eyes (to nullify q)";
        assert_eq!(purpose_in_parenthesis(later, &q2), None);
        let named = "q2 (the interrupt) nullifies dilemmas";
        assert_eq!(purpose_in_parenthesis(named, &q2), None);
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
    fn any_time_bounded_by_a_period_is_that_period() {
        assert_eq!(
            with_any_time_bounded("you can play it at any time during your own turn.".into()),
            "you can play it during your own turn."
        );
        assert_eq!(
            with_any_time_bounded("you can play it any time after the attack.".into()),
            "you can play it after the attack."
        );
        let unbounded = "interrupt cards can literally be played at any time.";
        assert_eq!(with_any_time_bounded(unbounded.into()), unbounded);
    }

    #[test]
    fn members_of_one_list_stand_side_by_side() {
        let gaps = Forms::new(["gaps in normal space"]);
        let listed = |said: &str| listed_beside(said, "wormhole", &gaps);
        assert!(listed(
            "including wormholes, gaps in normal space, q-net, etc."
        ));
        assert!(listed("gaps in normal space or wormholes"));
        assert!(listed("wormholes, tetryon field, and gaps in normal space"));
        // Apart in the sentence, or across a clause: no list.
        assert!(!listed(
            "wormholes move ships; gaps in normal space slow them"
        ));
        assert!(!listed("wormholes. gaps in normal space"));
        assert!(!listed("gaps in normal space"));
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
        // Whether its effect includes, affects or covers something.
        assert!(readers.asks("1) does the borg ship include rogue borg?"));
        assert!(readers.asks("does the borg ship affect all my ships?"));
        assert!(!readers.asks("does the borg ship move into an affected location?"));
        // The actor used or played as the condition of what is asked.
        assert!(
            readers.asks("if a borg ship is used, will the person using it be able to do that?")
        );
        assert!(readers.asks("when borg ships are played, can i stop them?"));
        assert!(!readers.asks("is the borg ship usable here?"));
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
        // A number of copies had, put or placed in play; having one is the
        // scene of another question.
        let readers = Readers::new(&Forms::new(["w. conditions"]), None);
        assert!(readers.asks("4) can i have more than one w. conditions in play?"));
        assert!(readers.asks("could you place two w. conditions on the table?"));
        assert!(readers.asks("can you place more than one \"w. conditions\" card?"));
        let readers = Readers::new(&Forms::new(["tox uthat"]), None);
        assert!(!readers.asks(
            "1) if i have the tox uthat out on the table, can my opponent play a supernova?"
        ));
        // Whether something gets the actor's benefits is whether it works there.
        let readers = Readers::new(&Forms::new(["metaphasic shields"]), None);
        assert!(readers.asks("does an outpost get the benefits of metaphasic shields?"));
        assert!(readers.asks("can an outpost benefit from metaphasic shields?"));
        assert!(readers.asks("does it get the benefits of nutational or metaphasic shields?"));
        assert!(!readers.asks("what are the benefits for metaphasic shields?"));
        // The benefit of a kind of card, with the actor among its examples.
        let readers = Readers::new(&Forms::new(["targ"]), None);
        assert!(readers.asks(
            "can federation klingons benefit from special klingon-oriented cards like right of vengeance, death yell, or targ?"
        ));
        assert!(readers.asks("can romulans benefit from animal cards such as a targ?"));
        assert!(!readers.asks("can romulans benefit from animal cards such as a sehlat?"));
        assert!(!readers.asks("can i beam using a card that works like near-warp transport?"));
        let readers = Readers::new(&Forms::new(["hugh"]), None);
        assert!(!readers.asks("can i play interrupts such as red alert for hugh?"));
        // Whether the actor applies to something, or is counted in it.
        let readers = Readers::new(&Forms::new(["atmospheric ionization"]), None);
        assert!(readers
            .asks("do atmospheric ionization and distortion field cards apply to away teams?"));
        assert!(!readers.asks("what does atmospheric ionization say about away teams?"));
        let readers = Readers::new(&Forms::new(["yellow alert"]), None);
        assert!(readers
            .asks("are cards which modify the cunning, like yellow alert, factored into it?"));
    }

    /// The question and answer of a record as a statement shows them.
    fn listed_sentence(record: &Record) -> String {
        collapse_spaces(&record.text)
    }

    #[test]
    fn an_example_a_question_gives_of_what_it_asks_about_the_actor_is_asked_of_it() {
        let example = |question: &str| {
            let mut asked = record("Q2", "");
            asked.set_question_and_answer(question, Some("Yes :)"));
            q2_statements(&asked, "dilemma")
        };
        let found = example(
            "This card says \"Nullify a Q.\" Do you have to be the one who plays it? For instance, could you \"nullify\" it so the dilemma is overcome?",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].0, Verdict::Yes);
        // Nothing before the example asks about the actor.
        let unasked = example(
            "Do you have to be the one who plays it? For instance, could you \"nullify\" it so the dilemma is overcome?",
        );
        assert_eq!(unasked, []);
        // The sentence before the example asks nothing.
        let told = example(
            "This card says \"Nullify a Q.\" You play it. For instance, could you \"nullify\" it so the dilemma is overcome?",
        );
        assert_eq!(told, []);
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
}

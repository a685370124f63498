//! `rulings respond ACTOR ACTION`: may ACTOR be used in response to ACTION?
//!
//! Stated verdicts first: every passage naming the actor (a card through its
//! colon-rule group and aliases, or an action by its word forms) is read
//! sentence by sentence with the [verdict reader](crate::query::verdict); the
//! strongest statement wins (the action named in the same clause beats the same
//! sentence, which beats the same passage; a conditional statement is weaker),
//! and between equally strong statements that disagree the later authority wins
//! and the disagreement is shown. When nothing is stated the answer is
//! `unknown`, with the general rules on valid responses and timing.

use std::sync::LazyLock;

use regex::Regex;
use serde::Serialize;

use crate::query::as_of::Scope;

use crate::ingest::Store;
use crate::link::cards::Registry;
use crate::normalize::fold;
use crate::query::card::resolve;
use crate::query::search::cards_named;
use crate::query::verdict::{
    compile_ascii_pattern, read_answer, sentences, without_quotations, AsciiPattern, Forms, Reader,
    Stance, Verdict,
};
use crate::record::{Record, RecordKind, Status};

/// Word forms of the actions players ask about: (trigger word, forms).
const ACTION_FORMS: &[(&str, &[&str])] = &[
    (
        "battle",
        &[
            "battle",
            "personnel battle",
            "ship battle",
            "attack",
            "initiate battle",
            "declared an attack",
            "already-initiated battle",
        ],
    ),
    (
        "attack",
        &["attack", "battle", "personnel battle", "ship battle"],
    ),
    (
        "encounter",
        &["encounter", "encountering", "just encountered", "dilemma"],
    ),
    (
        "mission attempt",
        &[
            "mission attempt",
            "attempting a mission",
            "attempt a mission",
            "mission",
        ],
    ),
    ("beaming", &["beaming", "beam", "beams", "transport"]),
    ("movement", &["movement", "moving", "moves", "move"]),
    (
        "card play",
        &["card play", "just played", "plays a card", "play a card"],
    ),
    ("dilemma", &["dilemma", "encounter", "encountering"]),
    ("interrupt", &["interrupt"]),
    ("download", &["download", "downloading"]),
];

/// Leading words of a typed actor or action that name nothing by themselves.
const LEADING_FILLER: &[&str] = &["a", "an", "the", "my", "your", "his", "her", "opponent's"];

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
    /// One line for a person.
    pub reason: String,
    /// The passages that state the verdict, strongest first.
    pub evidence: Vec<Evidence>,
    /// Passages that state the opposite (a disagreement between documents).
    pub disagreements: Vec<Evidence>,
    /// The general rules on valid responses and timing.
    pub rules: Vec<Record>,
    /// What the actor's own rulings say about when it may be played.
    pub actor_rulings: Vec<Record>,
}

/// How many sentences before a statement may name the action it is about ("He
/// has just played a Hail. ... can you play Amanda in response?").
const CONTEXT_SENTENCES: usize = 4;

/// The general rules: (what the rule says, pattern that finds its passage).
const GENERAL_RULES: &[&str] = &[
    r"valid response must specifically relate",
    r"at any time[^.]*is not a valid response",
    r"suspends play may be played at any time",
    r"special download[^.]*suspends play|using a special download icon also suspends play",
    r"interrupts are resolved first in,? first out",
];

/// A word every general rule's passage has, found in raw text.
static RULE_WORDS: LazyLock<AsciiPattern> = LazyLock::new(|| {
    compile_ascii_pattern(r"(?i)valid|suspends|interrupts")
        .expect("rule words are a valid regular expression")
});

static RULE_PATTERNS: LazyLock<Vec<Regex>> = LazyLock::new(|| {
    GENERAL_RULES
        .iter()
        .map(|p| Regex::new(p).expect("rule patterns are valid regular expressions"))
        .collect()
});

/// Answers "may ACTOR respond to ACTION?".
pub fn respond(store: &Store, actor: &str, action: &str) -> RespondAnswer {
    let registry = &store.registry;
    let records = &store.records;
    let (actor_card, actor_forms) = actor_forms(registry, actor);
    let (action_cards, action_forms) = action_forms(registry, action, actor_card.as_deref());
    let readers = Readers::new(&actor_forms, actor_card.as_deref());
    let (actor_look, action_look) = (FirstLook::of(&actor_forms), FirstLook::of(&action_forms));
    // Which records may state something about the actor and the action; each
    // record's text folded once, and only when such a statement or a rule may be
    // in it.
    let may_state: Vec<bool> = records
        .iter()
        .map(|r| actor_look.in_record(r) && action_look.in_record(r))
        .collect();
    let texts: Vec<Option<String>> = records
        .iter()
        .zip(&may_state)
        .map(|(r, &may)| (may || RULE_WORDS.is_match(r.text.as_bytes())).then(|| fold(&r.text)))
        .collect();
    let mut readings: Vec<Evidence> = records
        .iter()
        .zip(&texts)
        .zip(&may_state)
        .filter(|((r, _), &may)| may && r.status != Status::Historical)
        .filter_map(|((record, text), _)| Some((record, text.as_deref()?)))
        .flat_map(|(record, text)| read_record(record, text, &readers, &action_forms))
        .collect();
    readings.sort_by(|a, b| {
        (
            b.strength,
            b.record.authority,
            b.record.status == Status::Current,
        )
            .cmp(&(
                a.strength,
                a.record.authority,
                a.record.status == Status::Current,
            ))
    });
    let rules = general_rules(records, &texts);
    let actor_rulings = actor_timing_rulings(records, actor_card.as_deref());
    let Some(best) = readings.first().cloned() else {
        return RespondAnswer {
            scope: Scope::default(),
            reason: format!(
                "No passage states whether {actor} may respond to {action}; apply the general rules below: a valid response must specifically relate to the action."
            ),
            actor: actor.to_string(),
            action: action.to_string(),
            actor_card,
            action_cards,
            verdict: Verdict::Unknown,
            evidence: Vec::new(),
            disagreements: Vec::new(),
            rules,
            actor_rulings,
        };
    };
    let verdict = best.stance.verdict;
    let (evidence, disagreements): (Vec<Evidence>, Vec<Evidence>) = readings
        .into_iter()
        .partition(|e| e.stance.verdict == verdict);
    let disagreements: Vec<Evidence> = disagreements
        .into_iter()
        .filter(|e| e.strength >= best.strength.saturating_sub(1))
        .collect();
    RespondAnswer {
        scope: Scope::default(),
        reason: reason_line(verdict, &best),
        actor: actor.to_string(),
        action: action.to_string(),
        actor_card,
        action_cards,
        verdict,
        evidence: evidence.into_iter().take(5).collect(),
        disagreements: disagreements.into_iter().take(3).collect(),
        rules,
        actor_rulings,
    }
}

fn reason_line(verdict: Verdict, best: &Evidence) -> String {
    let word = match verdict {
        Verdict::Yes => "Yes",
        Verdict::No => "No",
        Verdict::Unknown => "Unknown",
    };
    format!(
        "{word} — {} ({}: \"{}\"){}",
        best.sentence,
        best.record.citation(),
        best.stance.cue,
        if best.stance.conditional {
            "; only under the condition stated"
        } else {
            ""
        }
    )
}

/// The names the actor goes by: a card's group titles and aliases, or the typed
/// words with their forms.
fn actor_forms(registry: &Registry, actor: &str) -> (Option<String>, Forms) {
    let resolved = resolve(registry, actor);
    if let [card] = resolved.as_slice() {
        let mut names: Vec<String> = vec![card.title.clone()];
        names.extend(card.aliases.iter().cloned());
        return (Some(card.title.clone()), Forms::new(names));
    }
    let phrase = strip_leading_filler(actor);
    let mut names = vec![phrase.clone()];
    for (trigger, forms) in ACTION_FORMS {
        if phrase == *trigger {
            names.extend(forms.iter().map(|f| f.to_string()));
        }
    }
    (None, Forms::new(names))
}

/// The forms of the action: the cards it names (with their groups and aliases),
/// else the word forms of the action words.
fn action_forms(registry: &Registry, action: &str, actor: Option<&str>) -> (Vec<String>, Forms) {
    let cards: Vec<String> = cards_named(registry, action)
        .into_iter()
        .filter(|c| Some(c.as_str()) != actor)
        .collect();
    if !cards.is_empty() {
        let mut names = Vec::new();
        for title in &cards {
            if let Some(card) = registry.lookup(title) {
                names.extend(card.group.iter().cloned());
                names.extend(card.aliases.iter().cloned());
            }
            names.push(title.clone());
        }
        return (cards, Forms::new(names));
    }
    let phrase = strip_leading_filler(action);
    let mut names = vec![phrase.clone()];
    for (trigger, forms) in ACTION_FORMS {
        if phrase.contains(trigger) {
            names.extend(forms.iter().map(|f| f.to_string()));
        }
    }
    (Vec::new(), Forms::new(names))
}

fn strip_leading_filler(text: &str) -> String {
    let folded = fold(text);
    let words: Vec<&str> = folded.split(' ').collect();
    let start = words
        .iter()
        .take_while(|w| LEADING_FILLER.contains(w))
        .count();
    words[start.min(words.len())..].join(" ")
}

/// A first look at a record's raw text: whether it can name any of some forms at
/// all. Each form is looked for by its longest run of ASCII letters and digits,
/// in any case (folding changes neither); a form with no such run lets every
/// record through.
struct FirstLook(Option<AsciiPattern>);

impl FirstLook {
    fn of(forms: &Forms) -> FirstLook {
        let runs: Option<Vec<String>> = forms
            .names
            .iter()
            .map(|name| {
                name.split(|c: char| !c.is_ascii_alphanumeric())
                    .max_by_key(|run| run.len())
                    .filter(|run| run.len() >= 2)
                    .map(regex::escape)
            })
            .collect();
        FirstLook(runs.and_then(|runs| compile_ascii_pattern(&format!("(?i){}", runs.join("|")))))
    }

    /// False only when the record's title and text cannot name any form.
    fn in_record(&self, record: &Record) -> bool {
        self.0.as_ref().is_none_or(|words| {
            words.is_match(record.title.as_bytes()) || words.is_match(record.text.as_bytes())
        })
    }
}

/// The readers of an actor, built once per question: its names, and a reader by
/// its names plus its short form, the first word ("Amanda" for Amanda Rogers),
/// which counts only in a passage that also names the card in full.
struct Readers {
    full: Forms,
    with_short: Reader,
    /// Whether a question asks about using the actor (see [`asks_about_using`]).
    asks: Option<AsciiPattern>,
}

impl Readers {
    fn new(actor: &Forms, card: Option<&str>) -> Readers {
        let mut names = actor.names.clone();
        if let Some(card) = card {
            let words: Vec<&str> = card.split_whitespace().collect();
            if words.len() >= 2 {
                names.push(words[0].to_string());
            }
        }
        let with_short = Reader::new(Forms::new(names));
        let asks = asks_about_using(with_short.actor());
        Readers {
            full: actor.clone(),
            with_short,
            asks,
        }
    }

    /// True when a folded question asks about using the actor.
    fn asks(&self, question: &str) -> bool {
        self.asks
            .as_ref()
            .is_some_and(|regex| regex.is_match(question.as_bytes()))
    }
}

/// Every statement a record makes about the actor and the action.
/// `text` is the record's text folded.
fn read_record(record: &Record, text: &str, readers: &Readers, action: &Forms) -> Vec<Evidence> {
    let folded_all = match fold(&record.title) {
        title if title.is_empty() => text.to_string(),
        title if text.is_empty() => title,
        title => format!("{title} {text}"),
    };
    if readers.full.find(&folded_all).is_none() || action.find(&folded_all).is_none() {
        return Vec::new();
    }
    let reader = &readers.with_short;
    let actor = reader.actor();
    let mut found = Vec::new();
    if let Some(evidence) = read_question(record, readers, action) {
        found.push(evidence);
    }
    let list = sentences(&record.text);
    for (i, sentence) in list.iter().enumerate() {
        let folded = fold(sentence);
        if actor.find(&folded).is_none() {
            continue;
        }
        let in_sentence = action.find(&without_quotations(&folded)).is_some();
        let asks = sentence.trim_end().ends_with('?') && readers.asks(&folded);
        let answered = asks.then(|| {
            list.iter()
                .skip(i + 1)
                .take(2)
                .find_map(|next| read_answer(next))
        });
        let stance = match answered.flatten() {
            Some(answer) => Some(answer),
            None => reader.read(sentence, action),
        };
        let Some(stance) = stance else {
            continue;
        };
        let just_before = list[i.saturating_sub(CONTEXT_SENTENCES)..i]
            .iter()
            .any(|earlier| action.find(&without_quotations(&fold(earlier))).is_some());
        let mut strength: u8 = if stance.same_clause && in_sentence {
            4
        } else if in_sentence {
            3
        } else if just_before {
            2
        } else {
            continue;
        };
        if stance.conditional {
            strength = strength.saturating_sub(1);
        }
        found.push(Evidence {
            record: record.clone(),
            sentence: sentence.clone(),
            stance,
            strength,
        });
    }
    found
}

/// A FAQ question naming the actor (and the action, in the question or topic)
/// answered "Yes" or "No".
fn read_question(record: &Record, readers: &Readers, action: &Forms) -> Option<Evidence> {
    if !matches!(record.kind, RecordKind::Question | RecordKind::QuestionPart) {
        return None;
    }
    let question = fold(&format!("{} {}", record.title, record.question.as_deref()?));
    readers.with_short.actor().find(&question)?;
    action.find(&without_quotations(&question))?;
    if !readers.asks(&question) {
        return None;
    }
    let stance = read_answer(record.answer.as_deref()?)?;
    Some(Evidence {
        record: record.clone(),
        sentence: record.question.clone().unwrap_or_default(),
        stance,
        strength: 4,
    })
}

/// The pattern of a question that asks about playing or using the actor ("Can
/// Hugh nullify ...?", "can you play Amanda in response ...?"), not about
/// something else that merely names it.
fn asks_about_using(actor: &Forms) -> Option<AsciiPattern> {
    let names: Vec<String> = actor
        .names
        .iter()
        .filter(|name| !name.is_empty())
        .map(|name| regex::escape(name))
        .collect();
    if names.is_empty() {
        return None;
    }
    let name = format!("(?:{})", names.join("|"));
    let pattern = format!(
        r"\b(play|use|using|playing|with|can|could|may) (a |an |the )?{name}\b|\b{name}(s|'s)? (be |to )?(played|used|respond\w*|nullif\w*|counter(s|ed)?|cancel\w*|prevent\w*|stop\w*)\b"
    );
    compile_ascii_pattern(&pattern)
}

/// The passages stating the general rules, one per rule, highest authority
/// first; `texts` are the records' texts folded (at least those with
/// [`RULE_WORDS`]).
fn general_rules(records: &[Record], texts: &[Option<String>]) -> Vec<Record> {
    let mut rules: Vec<Record> = Vec::new();
    for pattern in RULE_PATTERNS.iter() {
        let best = records
            .iter()
            .zip(texts)
            .filter(|(r, text)| {
                r.kind != RecordKind::QuestionPart
                    && text.as_deref().is_some_and(|text| pattern.is_match(text))
            })
            .map(|(r, _)| r)
            .max_by_key(|r| r.authority);
        if let Some(record) = best {
            if !rules.iter().any(|r| r.id == record.id) {
                rules.push(record.clone());
            }
        }
    }
    rules
}

/// The actor card's own rulings about when it may be played.
fn actor_timing_rulings(records: &[Record], card: Option<&str>) -> Vec<Record> {
    let Some(card) = card else {
        return Vec::new();
    };
    records
        .iter()
        .filter(|r| r.part.is_none() && r.cards.iter().any(|c| c == card))
        .filter(|r| {
            r.concepts.iter().any(|c| {
                matches!(
                    c.as_str(),
                    "response" | "valid response" | "timing" | "any time" | "suspends play"
                )
            })
        })
        .take(3)
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Source;

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
    fn the_first_look_lets_through_every_record_that_can_name_a_form() {
        let words = FirstLook::of(&Forms::new(["Q's Tent", "Hugh"]));
        assert!(words.in_record(&record("Q’S TENT", "")));
        assert!(words.in_record(&record("", "played with Hugh's help")));
        assert!(!words.in_record(&record("Strategema", "Q's Planet cannot enter play.")));
        // A form with no run of two ASCII letters or digits cannot be looked for.
        let anything = FirstLook::of(&Forms::new(["Q", "Hugh"]));
        assert!(anything.in_record(&record("Strategema", "nothing of either")));
    }
}

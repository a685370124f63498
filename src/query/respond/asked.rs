//! A question a passage asks, read with its answer: where the answer to a FAQ
//! question, or to one of its numbered parts, is and how far its examples go;
//! an answer that restates the question as a ruling; a question that borrows
//! its verb from the one before, or asks to use the actor for what the
//! answer tells; and the question with its answer as a statement shows them.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::pronouns::{named_at, standing_in};
use super::CardsNamed;
use crate::kept;
use crate::normalize::{collapse_spaces, fold};
use crate::query::verdict::{read_answer, Forms, Reader, Stance, Verdict, PARENTHESIS};
use crate::text::{sentences_after, sentences_before};

/// The statement of the sentence of `text` at `range` that has its `answer`
/// (the sentence itself when it is none): the sentence to its answer, less
/// the answers to other parts between them ("Q: 1) ... 3) Can X do B? A: 1)
/// ... 3) Yes." is "3) Can X do B? 3) Yes."). `asked_end` is where the
/// FAQ's question ends.
pub(super) fn asked_and_answered(
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
pub(super) fn the_asked_use_told(
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
pub(super) fn asks_without_a_verb(question: &str, actor: &Forms) -> bool {
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

/// True when the sentence of `text` at `range` asks rather than states: it is
/// part of the FAQ's question (which ends at `asked_end`) or ends with a
/// question mark.
pub(super) fn is_question(text: &str, range: &Range<usize>, asked_end: usize) -> bool {
    range.start < asked_end || ends_with_question_mark(&text[range.clone()])
}

/// True when `sentence` ends with a question mark.
pub(super) fn ends_with_question_mark(sentence: &str) -> bool {
    sentence.trim_end().ends_with('?')
}

/// What an answer that opens with no "Yes" or "No" rules on the actor,
/// restating the question as a ruling ("Anyone may play X to release all
/// ships"). Not when it names another card (it may rule on that one), nor
/// when it names the action: then it is read as a ruling of its own.
pub(super) fn restated_ruling(
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
pub(super) fn answer_to(
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

/// A numbered part of a question or answer opens here ("2) The ruling ...",
/// "A: 1) Yes"): the sentences before it belong to another part.
pub(super) static OPENS_PART: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^\s*(?:[QA]:\s*)?\d{1,2}\)\s").expect("part pattern is a valid regular expression")
});

/// Whether `sentence` opens a numbered part ([`OPENS_PART`]).
pub(super) fn opens_part(sentence: &str) -> bool {
    OPENS_PART.is_match(sentence)
}

/// An answer's verdict given after the thing it is for, at its sentence's
/// opening: "3) Data --Yes (he was shown ...)", "Exocomps, no.", "1)
/// Alexander -- yes, even though he is a boy": the thing in group `items`,
/// the word in group `word`.
static ITEM_THEN_VERDICT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:a: )?(?:\d{1,2}\) )?(?P<items>[a-z0-9][a-z0-9' -]{0,40}?) ?(?:--|,) ?(?P<word>yes|no)\b")
        .expect("item verdict pattern is a valid regular expression")
});

/// An answer's verdict given before the things it is for, at its sentence's
/// opening: "Yes to Data and Exocomps (however, ...)", "No to Holograms.".
static VERDICT_TO_ITEMS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:a: )?(?:\d{1,2}\) )?(?P<word>yes|no) to (?P<items>[^.;:()!?]{1,60})")
        .expect("item verdict pattern is a valid regular expression")
});

/// How many words a thing given a verdict of its own may have: a name or a
/// short list of names, not a clause ("Essentially, yes" gives none).
const ITEM_WORDS: usize = 6;

/// The verdict that folded answer `sentence` gives the action as one of the
/// things its question asks about, each with a verdict of its own ("Can I
/// Mindmeld with Soong-type Androids, Exocomps or Holograms? Yes to Data and
/// Exocomps ... No to Holograms."; "Are Data, Exocomp, and/or Holograms
/// affected? 3) Data --Yes ... Exocomps, no."). None when the things given
/// the verdict are not the action's name, alone or in a list.
pub(super) fn verdict_for_the_item(sentence: &str, action: &Forms) -> Option<Stance> {
    let found = ITEM_THEN_VERDICT
        .captures(sentence)
        .or_else(|| VERDICT_TO_ITEMS.captures(sentence))?;
    let items = found["items"].trim();
    if items.split(' ').count() > ITEM_WORDS || !action.named_in(items) {
        return None;
    }
    Some(Stance {
        verdict: if &found["word"] == "no" {
            Verdict::No
        } else {
            Verdict::Yes
        },
        cue: found[0].to_string(),
        construction: "verdict per item",
        same_clause: true,
        object_names_action: true,
        ..Stance::none()
    })
}

/// The sentences of the FAQ question of `text` (which ends at `asked_end`)
/// that the answer's sentence at `range` answers: the question's part of the
/// number the answer's is, or the whole question when it has no such part.
pub(super) fn the_part_answered(
    text: &str,
    range: &Range<usize>,
    asked_end: usize,
) -> Range<usize> {
    let whole = 0..asked_end;
    let Some(part) = asked_part(text, range) else {
        return whole;
    };
    let sentences = kept::sentences(text);
    let mut asked = sentences
        .iter()
        .filter(|sentence| sentence.start < asked_end)
        .skip_while(|sentence| part_number(&text[(*sentence).clone()]) != Some(part));
    let Some(first) = asked.next() else {
        return whole;
    };
    let end = asked
        .take_while(|sentence| part_number(&text[(*sentence).clone()]).is_none())
        .last()
        .map_or(first.end, |sentence| sentence.end);
    first.start..end
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::respond::tests::{asked, q2_statements};
    use crate::query::verdict::Verdict;

    #[test]
    fn an_answer_gives_each_thing_asked_about_its_own_verdict() {
        let data = Forms::new(["data"]);
        let exocomp = Forms::new(["exocomp"]);
        let read = |sentence: &str, action: &Forms| {
            verdict_for_the_item(&fold(sentence), action).map(|stance| stance.verdict)
        };
        // The verdict after the thing, with a dash or a comma.
        let tsiolkovsky = "A: 3) Data --Yes (he was shown being affected).";
        assert_eq!(read(tsiolkovsky, &data), Some(Verdict::Yes));
        assert_eq!(read("Exocomps, no.", &exocomp), Some(Verdict::No));
        assert_eq!(
            read("1) Data -- no, even though ...", &data),
            Some(Verdict::No)
        );
        // The verdict before the things, a list of them.
        let mindmeld = "A: Yes to Data and Exocomps (however, ...).";
        assert_eq!(read(mindmeld, &exocomp), Some(Verdict::Yes));
        assert_eq!(read("No to Exocomps.", &exocomp), Some(Verdict::No));
        // Another thing's verdict says nothing of the action.
        assert_eq!(read("Holograms, yes.", &data), None);
        assert_eq!(read("Yes to both questions.", &data), None);
        // An adverb or a clause before the verdict is no thing given it.
        assert_eq!(read("Essentially, yes.", &data), None);
        let clause = "If Data were to try it now, no.";
        assert_eq!(read(clause, &data), None);
        // Only at the sentence's opening.
        assert_eq!(read("As for the rest, data, yes.", &data), None);
    }

    #[test]
    fn the_part_answered_is_the_questions_part_of_the_answers_number() {
        let text = "Q: 1) Is it X? 2) Are Data or Exocomps affected? Say, by it? A: 1) No. 2) Data --Yes. Exocomps, no.";
        let asked_end = text.find(" A:").unwrap();
        let exocomps = text.find("Exocomps, no").unwrap()..text.len();
        let part = the_part_answered(text, &exocomps, asked_end);
        assert_eq!(
            text[part].trim(),
            "2) Are Data or Exocomps affected? Say, by it?"
        );
        // A question of no parts is asked whole.
        let text = "Q: Are Data or Exocomps affected? A: Data --Yes.";
        let asked_end = text.find(" A:").unwrap();
        let answer = text.find("Data --").unwrap()..text.len();
        assert_eq!(the_part_answered(text, &answer, asked_end), 0..asked_end);
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
}

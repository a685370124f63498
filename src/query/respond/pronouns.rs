//! What stands for the actor in a sentence that does not name it: a pronoun
//! opening a sentence of a passage titled with the actor ("It nullifies Hail
//! at once"), "this card", "this doorway", "these cards", a pronoun after the
//! actor with no other card between ("since Vulcan Mindmeld doesn't say so,
//! you can't use it"), or one that goes on with the subject of the sentence
//! before; each read as the actor's name.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::asked::OPENS_PART;
use super::reader::Readers;
use super::CardsNamed;
use crate::kept;
use crate::normalize::fold;
use crate::query::verdict::Forms;
use crate::text::{find_word, sentences_after, sentences_before};

/// The sentences of `text` at `ranges`, each with the sentence right after it
/// when that one opens with a pronoun, which may go on speaking of what it
/// names ([`goes_on_with_its_subject`]); in order, once each.
pub(super) fn with_the_pronouns_after(text: &str, ranges: Vec<Range<usize>>) -> Vec<Range<usize>> {
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
pub(super) fn named_at(sentence: &str, words: Range<usize>, name: &str) -> String {
    named_at_each(sentence, [words], name)
}

/// `sentence` with `name` in place of the words at each of `places`, in
/// order and apart.
pub(super) fn named_at_each(
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
pub(super) fn pronoun_for_the_actor(
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
pub(super) fn pronoun_before_the_actor(sentence: &str, readers: &Readers) -> Option<Range<usize>> {
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
/// the Borg Ship?"), and a word of its text quoted, asked what it means
/// ("Does "any" here mean "every" space dilemma, even the Borg Ship?": what
/// the card's text reaches). The pronoun is one of [`TOPIC_PRONOUN_GROUPS`],
/// else the whole match.
static STANDS_FOR_THE_TOPIC: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^((?:q|a): (?:\d\) )?|\d\) )?(?:(this card|it|he|she)\b|(this) (?:would|wouldn't|will|won't|can|cannot|can't|could|couldn't|does|doesn't|did|didn't|may|might|must)\b|(?:if so, )?(?:can|may|could|does|do|will|would) (this|it|he|she|they) (?:be|play|use|help|work|nullify|stop|counter|affect|include|cover)\b)|\bthis card\b|\b(?:one|two|three|each|any|both|all) of (these)\b|\b(he|she) (?:can|cannot|can't|could|couldn't|may|might|must|will|won't|would|wouldn't)(?: not)? be (?:played|used)\b|\b(?:play|playing|use|using) (the card) (?:on|onto|to|in|into|against|during|at|underneath|directly|down)\b|\b(?:can|may|could) (?:i|you|we|he|she|they) (?:use|play) (it)\b|\b(?:does|do) (\x22[a-z' -]{1,30}\x22(?: here)?) mean\b")
        .expect("pronoun pattern is a valid regular expression")
});

/// The groups of [`STANDS_FOR_THE_TOPIC`] that hold the pronoun, in order:
/// "this card", "it", "he", "she" opening (2); "this" before a verb (3); the
/// subject of a question opening with its verb (4); "these" counted (5); "he"
/// or "she" played or used (6); "the card" played (7); "it" asked to use (8);
/// a quoted word of its text asked what it means (9).
const TOPIC_PRONOUN_GROUPS: std::ops::RangeInclusive<usize> = 2..=9;

/// Where in folded `sentence` the words that stand for the passage's card
/// are ([`STANDS_FOR_THE_TOPIC`]); none when nothing in it does.
pub(super) fn standing_in(sentence: &str) -> Option<Range<usize>> {
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
pub(super) fn goes_on_with_its_subject(
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
pub(super) fn these_cards(sentence: &str) -> Option<Range<usize>> {
    let at = find_word(sentence, "these cards")?;
    Some(at..at + "these cards".len())
}

/// Where in folded `sentence` "this" and the actor's type ("this doorway", in
/// a passage titled with a doorway) stands for the actor; none when the
/// sentence says no such thing or the type is not known.
pub(super) fn this_of_its_type(sentence: &str, kind: Option<&str>) -> Option<Range<usize>> {
    let this = format!("this {}", kind?);
    let at = find_word(sentence, &this)?;
    Some(at..at + this.len())
}

/// True when folded `sentence` names a card by its `kind` after "the" or
/// "this" ("the ship is shielded from ..."): in a passage titled with the
/// action's card, that card.
pub(super) fn the_topic_by_its_type(sentence: &str, kind: Option<&str>) -> bool {
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
pub(super) fn used_in(
    sentence: &str,
    cards_in: &dyn Fn(&str) -> CardsNamed,
) -> Option<Range<usize>> {
    let pronoun = USED_IT.captures(sentence)?.get(1)?;
    let before = &sentence[..pronoun.start()];
    if A_THING_TO_PLAY.is_match(before) || cards_in(before).another {
        return None;
    }
    Some(pronoun.range())
}

/// A person doing something, perhaps with a modal, "not" and adverbs or an
/// aside between ("i might pinch", "you can not accidentally (or
/// intentionally) pinch", "you can still yell"): the verb in group 1.
static A_PERSON_DOES: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"\b(?:i|you|he|she|we|they)(?: (?:can|cannot|can't|could|couldn't|may|might|must|will|won't|would|wouldn't|should|shouldn't|not|still|also|only|just|never|[a-z]+ly|\([^()]*\)))* ([a-z]+)\b")
        .expect("person pattern is a valid regular expression")
});

/// Words that, right after a verb, open no object of it: prepositions and
/// conjunctions ("yell for the points", "pinch when ..."). After one, what
/// follows is not what the card is used on.
const NO_OBJECT_AFTER: &[&str] = &[
    "for", "with", "on", "onto", "upon", "against", "during", "at", "in", "to", "from", "after",
    "before", "when", "while", "if",
];

/// Folded `sentence` of a passage titled with the card `name`, with the last
/// word of the name, done by a person ([`A_PERSON_DOES`]), read as the card's
/// use: "i might pinch my own personnel" under VULCAN NERVE PINCH is "i might
/// use vulcan nerve pinch on my own personnel", "you can still yell for the
/// points" under KLINGON DEATH YELL "you can still use klingon death yell
/// for the points". None when the sentence does no such thing, or the name is
/// a single word (a personnel's, which is never done).
pub(super) fn its_title_done(sentence: &str, name: &str) -> Option<String> {
    let (_, last) = name.rsplit_once(' ')?;
    if last.len() < 4 || !last.chars().all(|c| c.is_ascii_lowercase()) {
        return None;
    }
    // Most sentences hold no such word: finding none is cheaper than
    // finding every person doing something.
    find_word(sentence, last)?;
    let done = A_PERSON_DOES
        .captures_iter(sentence)
        .filter_map(|found| found.get(1))
        .find(|verb| verb.as_str() == last)?;
    let next = sentence[done.end()..]
        .split_whitespace()
        .next()
        .unwrap_or("");
    let object_follows = !next.is_empty()
        && next.chars().all(|c| c.is_ascii_alphabetic() || c == '\'')
        && !NO_OBJECT_AFTER.contains(&next);
    let used = match object_follows {
        true => format!("use {name} on"),
        false => format!("use {name}"),
    };
    Some(format!(
        "{}{used}{}",
        &sentence[..done.start()],
        &sentence[done.end()..]
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::respond::reader::read_record;
    use crate::query::respond::tests::{asked, naming_hugh, q2_statements, record};
    use crate::query::verdict::Verdict;
    use crate::text::sentence_ranges;

    #[test]
    fn the_last_word_of_a_cards_title_done_by_a_person_is_its_use() {
        let done = |s: &str, name: &str| its_title_done(s, name);
        assert_eq!(
            done(
                "do you mean that i might pinch my own personnel?",
                "vulcan nerve pinch"
            )
            .as_deref(),
            Some("do you mean that i might use vulcan nerve pinch on my own personnel?")
        );
        assert_eq!(
            done(
                "no, you can not accidentally (or intentionally) pinch one of your own personnel.",
                "vulcan nerve pinch"
            )
            .as_deref(),
            Some("no, you can not accidentally (or intentionally) use vulcan nerve pinch on one of your own personnel.")
        );
        assert_eq!(
            done("you can still yell for the points.", "klingon death yell").as_deref(),
            Some("you can still use klingon death yell for the points.")
        );
        // The word as a noun, or a one-word name, is no use.
        assert_eq!(done("the pinch is random.", "vulcan nerve pinch"), None);
        assert_eq!(done("you can still hugh it.", "hugh"), None);
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
        assert_eq!(
            stood("q: 1) does this include rogue borg?").as_deref(),
            Some("q: 1) does red alert include rogue borg?")
        );
        assert_eq!(
            stood("2) would it include personnel in your hand?").as_deref(),
            Some("2) would red alert include personnel in your hand?")
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
        // A word of its text quoted, asked what it means: what the card's
        // text reaches.
        assert_eq!(
            stood("q: 2) does \"any\" here mean \"every\" space dilemma, even the borg ship?")
                .as_deref(),
            Some("q: 2) does red alert mean \"every\" space dilemma, even the borg ship?")
        );
        assert_eq!(
            stood("what does \"normal speed\" mean?").as_deref(),
            Some("what does red alert mean?")
        );
        assert_eq!(stood("does \"any\" count here?"), None);
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
}

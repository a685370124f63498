//! Finding and ordering the passages: the records that may name both the
//! actor and the action, the actor's own ruling on the scene of the typed
//! action, every statement the passages make ranked strongest first and each
//! shown once, the passages that name both when none states a verdict, the
//! actor's rulings nearest the typed action, and the actor's own rulings on
//! timing.

use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::{Arc, LazyLock};

use tantivy::query::{BooleanQuery, Occur, Query};
use tantivy::Term;

use super::forms::scene_terms;
use super::question::{without_asides, Question};
use super::reader::{names_both, read_record, Readers};
use super::{CardsNamed, Evidence, RespondAnswer, Role, Statement};
use crate::analyze::{name_terms, terms, tokens};
use crate::error::{Error, Result};
use crate::index::{any_term, Index};
use crate::kept;
use crate::lexicon::Concept;
use crate::link::cards::lookup::CardIndex;
use crate::normalize::{collapse_spaces, fold};
use crate::query::search::{search, SearchOptions};
use crate::query::verdict::Forms;
use crate::query::view::View;
use crate::record::{Record, Status};
use crate::text::{find_word, sentence_ranges};

/// The actor's own ruling on the scene of the typed action: a question
/// filed under the actor card (its title names the card) that asks of every
/// game thing the typed action names besides the action, two at least
/// ([`scene_terms`]). "Do Atmospheric Ionization and Distortion Field cards
/// apply to Away Teams being sent to the affected planet from an Outpost?"
/// is Atmospheric Ionization's ruling on "beaming an Away Team to the planet
/// from an outpost", whatever the rules say of interrupting beaming.
pub(super) fn own_ruling_on_the_scene(
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
        Evidence::unread(record.clone().into_owned(), asked, Role::Passage)
    }))
}

/// The records of `view` that `query` matches, in store order, less the
/// passages of long answers ([`crate::index::Ranking::passage`]).
pub(super) fn records_matching<'i>(
    view: &View<'i>,
    query: Box<dyn Query>,
) -> Result<Vec<Cow<'i, Record>>> {
    let mut records = Vec::new();
    for place in view.places_matching(query)? {
        let record = view.record_as_held(place)?;
        // A passage of a long answer repeats what its whole question holds:
        // the whole is read, and cited, with all its reasons. Only a part
        // can be a passage; the ranking tells which parts are.
        if record.parent.is_none() || !view.ranking(place)?.passage {
            records.push(record);
        }
    }
    Ok(records)
}

/// A query for the records whose title, text or cards hold a term of some
/// actor form and a term of some action form: every record that can name both
/// (see [`name_terms`]); `None` when a form has no term to be found by.
pub(super) fn naming_both(index: &Index, question: &Question) -> Option<BooleanQuery> {
    Some(BooleanQuery::new(vec![
        (Occur::Must, naming(index, &question.actor_forms)?),
        (Occur::Must, naming(index, &question.action_forms)?),
    ]))
}

/// A query for the records whose title, text or cards hold a term of some of
/// `forms`; `None` when a form has no term to be found by.
pub(super) fn naming(index: &Index, forms: &Forms) -> Option<Box<dyn Query>> {
    let mut terms = Vec::new();
    for form in &forms.names {
        terms.extend(name_terms(form)?);
    }
    let terms = terms
        .iter()
        .map(|term| Term::from_field_text(index.fields.anywhere, term));
    Some(Box::new(any_term(terms)))
}

/// Every statement the passages make about the actor and the action, with the
/// passage that makes it, strongest first (between equally strong ones, the
/// higher authority, then the ruling in force, then store order; in one
/// passage, the statement that says more of what was typed).
/// `cards_in` tells which cards a text names besides the actor.
pub(super) fn readings(
    records: &[Cow<Record>],
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
pub(super) struct Typed(HashSet<String>);

impl Typed {
    /// The terms of the action as typed.
    pub(super) fn new(action: &str) -> Typed {
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
pub(super) fn distinct(
    readings: Vec<(usize, Statement)>,
    records: &[Cow<Record>],
) -> Vec<(usize, Statement)> {
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
pub(super) fn with_the_actors_rulings_nearest(
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

/// How many passages at most a search for the actor and the action adds to
/// an answer.
pub(super) const FOUND_BY_SEARCH: usize = 3;

/// The answer with, after the passages it shows, the first passages a
/// search for the actor and the action as typed ranks (as `rulings search
/// "ACTOR ACTION"` would), none shown already or among `shown_later` (the
/// actor's rulings on timing and the general rules, which the answer shows
/// in their own place): up to [`FOUND_BY_SEARCH`], and up to
/// [`PASSAGES_SHOWN`] passages in all, whatever the verdict. They are what a
/// player would read next when few passages name both, because the passage
/// that bears on the question names only one of them or names them in other
/// words ("Long-Range Scan" and "a cloaked ship": FAQ 2.4 EVENTS/INTERRUPTS
/// asks of "Scans" on a cloaked ship). Each shows its sentence with the most
/// of the typed words; none is read for the verdict.
pub(super) fn with_what_a_search_finds(
    view: &View,
    question: &Question,
    shown_later: &[&Record],
    mut answer: RespondAnswer,
) -> Result<RespondAnswer> {
    let room = FOUND_BY_SEARCH.min(PASSAGES_SHOWN.saturating_sub(answer.evidence.len()));
    if room == 0 {
        return Ok(answer);
    }
    let typed = format!("{} {}", question.actor, question.action);
    let options = SearchOptions::first(&searched_as_words(&typed), FOUND_BY_SEARCH * 3);
    let found = match search(view, &options) {
        Ok(found) => found.results,
        // Only common words: nothing to search for.
        Err(Error::Query { .. }) => return Ok(answer),
        Err(error) => return Err(error),
    };
    let typed = Typed::new(&typed);
    let mut added = 0;
    for hit in found {
        if added == room {
            break;
        }
        let record = hit.record;
        let later = shown_later.iter().any(|shown| shown.id == record.id);
        if later
            || record.status == Status::Historical
            || shown_already(answer.evidence.iter())(&record)
        {
            continue;
        }
        let sentence = sentence_with_most(&record.text, &typed);
        answer
            .evidence
            .push(Evidence::unread(record, sentence, Role::FoundBySearch));
        added += 1;
    }
    Ok(answer)
}

/// What a player typed as words to search for: a quote or a colon in it
/// ("Kevin Uxbridge: Convergence", "the "Q" dilemma") is no phrase or filter
/// of the search syntax.
fn searched_as_words(typed: &str) -> String {
    typed
        .chars()
        .map(|c| match c {
            '"' | '\u{201C}' | '\u{201D}' | ':' => ' ',
            c => c,
        })
        .collect()
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
pub(super) const PASSAGES_SHOWN: usize = 5;

/// When no sentence states a verdict, the passages that name both the actor
/// and the action, for a person to read: at most [`PASSAGES_SHOWN`], those
/// with the most sentences naming both first (then the higher authority,
/// then the ruling in force, then store order); of a FAQ question and its
/// parts, the part that names both alone. Each shows the sentence that names
/// both, or else the first that names the actor.
pub(super) fn passages_naming_both<'r>(
    records: impl IntoIterator<Item = &'r Cow<'r, Record>>,
    readers: &Readers,
    action: &Forms,
) -> Vec<Evidence> {
    let actor = readers.with_short.actor();
    let mut found: Vec<(usize, &Record, String)> = records
        .into_iter()
        .map(|record| &**record)
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
pub(super) fn shown_already<'e>(
    shown: impl Iterator<Item = &'e Evidence>,
) -> impl Fn(&Record) -> bool {
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
pub(super) fn evidence_of(
    readings: impl Iterator<Item = (usize, Statement)>,
    records: &[Cow<Record>],
) -> Vec<Evidence> {
    readings
        .map(|(at, statement)| Evidence {
            record: records[at].clone().into_owned(),
            sentence: statement.sentence,
            stance: statement.stance,
            strength: statement.strength,
            role: Role::Passage,
        })
        .collect()
}

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
pub(super) fn actor_timing_rulings(view: &View, card: &str) -> Result<Vec<Record>> {
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
    use crate::query::respond::tests::record;

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

    #[test]
    fn a_quote_or_a_colon_typed_is_searched_as_a_word_break() {
        assert_eq!(
            searched_as_words("Kevin Uxbridge: Convergence the \"Q\" dilemma"),
            "Kevin Uxbridge  Convergence the  Q  dilemma"
        );
        // No filter of the search syntax is read from what was typed.
        let query = crate::query::parse::parse_query(&searched_as_words("type:Interrupt"));
        assert!(query.filters.is_empty(), "{query:?}");
        assert_eq!(query.words, "type Interrupt");
    }

    #[test]
    fn every_timing_concept_leaves_a_term_to_find_it_by() {
        for concept in TIMING_CONCEPTS {
            assert!(!tokens(concept.name()).is_empty(), "{concept}");
        }
    }
}

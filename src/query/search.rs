//! Ranked search over the records.
//!
//! A query's plain words are matched in every field, title and card names
//! weighted above the body; adjacent words also score as one indexed pair term,
//! so a passage that says "Amanda Rogers" outranks one that has "Amanda" and
//! "Rogers" apart.
//! Card names recognised in the query (typed in any case) boost the records
//! about those cards; a word found nowhere in the index is read as the indexed
//! word one or two typos away that most records hold ("phazers" as "phasers"),
//! scored as that word a little below its full weight (its pairs with the words
//! beside it at full weight). Quoted phrases and field filters are required.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use serde::Serialize;
use tantivy::query::{
    AllQuery, BooleanQuery, BoostQuery, ConstScoreQuery, EmptyQuery, Occur, PhraseQuery, Query,
    TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::Term;

use crate::analyze::vocabulary::Reading;
use crate::analyze::{pair_term, terms, tokens, Token};
use crate::error::{Error, Result};
use crate::index::{any_term, Index, Ranking, Weighed};
use crate::lexicon::english::QUESTION_SCAFFOLDING;
use crate::lexicon::game::CardType;
use crate::link::cards::lookup::CardIndex;
use crate::query::parse::{parse_query, Filter, ParsedQuery};
use crate::query::view::{Scope, View};
use crate::record::{Record, Source, Status};

/// What to tell a user who searched for nothing.
const EMPTY_QUERY: &str =
    "the query is empty: give some words to search for, e.g. `rulings search amanda rogers`";

/// What a query of only common words or punctuation is told.
const NOTHING_TO_SEARCH: &str = "the query has no word to search for (common words such as \
    \"the\", punctuation and runs of 40 letters or more are not searched): add a word that \
    names a card or a rule";

/// Weights of the fields for plain words.
const TITLE_BOOST: f32 = 2.5;
const CARDS_BOOST: f32 = 2.0;
const CONCEPTS_BOOST: f32 = 0.5;
const SECTION_BOOST: f32 = 0.5;
const QUESTION_BOOST: f32 = 1.0;
/// Weight of each query word a record has at all, times the word's rarity:
/// rewards records that cover more of the query, however long they are.
const COVERAGE_WEIGHT: f32 = 2.5;
const TEXT_BOOST: f32 = 1.0;
/// Weight of a ruling from a document above the lowest in the order of
/// authority (the Glossary and the Current Rulings, which govern play
/// today, above the 1996 FAQ), against the lowest's: a judge applies the
/// ruling in force, and the later documents say in one entry what the FAQ's
/// many answers say again and again, so their entry loses to some answer
/// that shares more of a question's words in passing.
const LATER_AUTHORITY_WEIGHT: f32 = 1.3;
/// Extra weight of two query words found side by side.
const PAIR_BOOST: f32 = 1.5;
/// Extra weight of a card named in the query.
const CARD_NAME_BOOST: f32 = 3.0;
/// Extra weight of another member of a named card's colon-rule group.
const GROUP_BOOST: f32 = 1.0;
/// The share of its score that a further part of a question keeps, after
/// the best part of the same question ([`diversified`]).
const FURTHER_PART_WEIGHT: f32 = 0.5;
/// The analyzed terms of [`QUESTION_SCAFFOLDING`], worked out once.
static SCAFFOLDING_TERMS: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    QUESTION_SCAFFOLDING
        .iter()
        .flat_map(|word| terms(word))
        .collect()
});

/// Weight of a word a question is asked with ([`QUESTION_SCAFFOLDING`]).
const SCAFFOLDING_WEIGHT: f32 = 0.3;
/// Weight of a word read for a misspelt one, against the word typed right.
const CORRECTION_WEIGHT: f32 = 0.7;
/// Weight of the documents' term for a player's word the documents also use
/// ("fight": battle), against the words typed
/// ([`crate::analyze::vocabulary`]).
const ALSO_READ_AS_WEIGHT: f32 = 0.4;

/// What to search and how many answers to give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchOptions {
    /// The query as the user typed it.
    pub query: String,
    /// Only records from this kind of document.
    pub source: Option<Source>,
    /// Only records about this card.
    pub card: Option<String>,
    /// At most this many results (at least 1).
    pub limit: usize,
}

impl SearchOptions {
    /// The first `limit` results of `query`, with no filters.
    pub fn first(query: &str, limit: usize) -> SearchOptions {
        SearchOptions {
            query: query.to_string(),
            source: None,
            card: None,
            limit,
        }
    }

    /// Refuses a search with nothing to look for: no word, phrase or filter
    /// in the query, and no `--source` or `--card`.
    pub fn check(&self) -> Result<()> {
        let filtered = self.source.is_some() || self.card.is_some();
        if parse_query(&self.query).is_empty() && !filtered {
            return Err(Error::query(EMPTY_QUERY));
        }
        Ok(())
    }
}

/// A superseded ruling ranks just below the ruling that replaced it (and the
/// parts of a question shown whole, just below the whole).
const BELOW_REPLACEMENT: f32 = 0.99;

/// How near its best part another part of one question must score for the
/// query to single out no part: then the whole question is shown. The words
/// every part shares (the title the question is filed under, which each part
/// is searched by) weigh the same in each, and a player's question spreads
/// its other words over the parts ("who gets which one" of WARPED SPACE's two
/// span numbers), so a part ahead by less than about a sixth is not singled
/// out.
const UNDECIDED_PART_SHARE: f32 = 0.85;

/// How many times its best passage's score a long answer must score for the
/// query's words to be spread over its passages, not asked of it as a whole
/// ([`no_whole_above_its_parts`]).
const SPREAD_OVER_PASSAGES: f32 = 1.5;

/// How many of the best-scoring records are ranked at least, whatever the
/// limit: what ranking does depends on the records it sees (the parts of one
/// question, the rulings a result refers to), so a short list must be the
/// head of a longer one. Up to a limit of 10 (the default) the same records
/// are seen; a longer list looks deeper.
const CANDIDATES: usize = 40;

/// How many of the best results, if whole questions, are weighed against
/// their parts ([`with_parts_of_the_best`]).
const WHOLES_WEIGHED: usize = 3;
/// How many of their parts are brought in at most.
const PARTS_WEIGHED: usize = 60;

/// The share of a result's score credited to each ruling it refers to.
const REFERENCE_SHARE: f32 = 0.3;

/// One ranked result.
#[derive(Debug, Clone, Serialize)]
pub struct Hit {
    /// The record.
    #[serde(flatten)]
    pub record: Record,
    /// Relevance score (higher is better).
    pub score: f32,
    /// The group members of a card named in the query that this ruling names
    /// instead of the card itself (reached through the colon-rule group).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub via_group: Vec<String>,
    /// The analyzed query terms, for highlighting.
    #[serde(skip)]
    pub terms: Vec<String>,
}

/// The answer to a search.
#[derive(Debug, Clone, Serialize)]
pub struct SearchAnswer {
    /// The query as typed.
    pub query: String,
    /// The players' words of the query read as the documents' terms too.
    pub expanded: Vec<Reading>,
    /// Results, best first.
    pub results: Vec<Hit>,
    /// The documents the answer drew on.
    #[serde(flatten)]
    pub scope: Scope,
}

/// Runs a search over the records of `view`.
pub fn search(view: &View, options: &SearchOptions) -> Result<SearchAnswer> {
    options.check()?;
    let parsed = parse_query(&options.query);
    let cards = view.cards()?;
    let named = cards.cards_named(&parsed.words);
    let readings = view.index().summary.vocabulary().readings(&parsed.words);
    let spellings = Spellings::default();
    let (query, terms) = build_query(view, &parsed, &named, &readings, options, &spellings)?;
    let wanted = CANDIDATES.max(options.limit.max(1) * 2 + 20);
    let lowest = lowest_authority(view);
    let mut ranked: Vec<(f32, Ranked)> = Vec::new();
    let weighed = view.weighed(query)?;
    for (score, place) in weighed.top(wanted)? {
        let ranking = view.ranking(place)?;
        ranked.push((
            score * weight_of(&ranking, &named, lowest),
            Ranked { place, ranking },
        ));
    }
    credit_references(&mut ranked);
    with_parts_of_the_best(view, &weighed, &mut ranked, &named, lowest)?;
    parts_by_the_words_beside_their_title(view, &parsed, &readings, &spellings, &mut ranked)?;
    no_whole_above_its_parts(&mut ranked);
    if let Some(card) = asked_card(&parsed.words, &named) {
        own_entries_first(&mut ranked, card, cards, &parsed.words);
    } else if named.is_empty() {
        titled_entries_first(&mut ranked, &tokens(&parsed.words));
    }
    // A record the query did not find is brought in only when no filter
    // narrows the results: it need not pass the filter.
    let filtered = !parsed.filters.is_empty() || options.source.is_some() || options.card.is_some();
    let find = |id: &str| {
        if filtered {
            return Ok(None);
        }
        view.place_of(id)?
            .map(|place| {
                Ok(Ranked {
                    place,
                    ranking: view.ranking(place)?,
                })
            })
            .transpose()
    };
    whole_for_undecided_parts(&mut ranked, find)?;
    below_replacements(&mut ranked, find)?;
    below_what_they_point_to(&mut ranked, find)?;
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut results: Vec<Hit> = Vec::new();
    let mut shown: HashSet<String> = HashSet::new();
    let mut ceiling = f32::INFINITY;
    for (score, ranked) in diversified(ranked) {
        if is_redundant(&ranked.ranking, &shown) {
            continue;
        }
        shown.insert(ranked.ranking.id.clone());
        let score = score.min(ceiling);
        ceiling = score;
        results.push(Hit {
            via_group: reached_through_group(&ranked.ranking, &named, cards),
            record: view.record(ranked.place)?,
            score,
            terms: terms.clone(),
        });
        if results.len() == options.limit.max(1) {
            break;
        }
    }
    Ok(SearchAnswer {
        query: options.query.clone(),
        expanded: readings,
        results,
        scope: view.scope(),
    })
}

/// A status as typed in a `status:` filter.
fn parse_status(name: &str) -> Result<Status> {
    Status::parse(name).ok_or_else(|| {
        Error::query(format!(
            "unknown status {name:?}: use current, superseded or historical"
        ))
    })
}

/// A record being ranked: its place in the store, and what ranking reads of it.
#[derive(Debug, Clone)]
struct Ranked {
    place: usize,
    ranking: Arc<Ranking>,
}

/// Brings into the ranking the parts, scored by the same `query`, of the
/// [`WHOLES_WEIGHED`] best results that are whole questions with parts, when
/// the query found none of them among the candidates: a whole matched by words
/// spread over its parts ("DEVIDIAN DOOR: WHERE PLAYED", twelve) is then
/// judged by its best part ([`no_whole_above_its_parts`]), however low that
/// part scores.
fn with_parts_of_the_best(
    view: &View,
    weighed: &Weighed,
    ranked: &mut Vec<(f32, Ranked)>,
    named: &[String],
    lowest: i32,
) -> Result<()> {
    let mut best: Vec<&(f32, Ranked)> = ranked.iter().collect();
    best.sort_by(|a, b| b.0.total_cmp(&a.0));
    let with_a_part_found: HashSet<&str> = ranked
        .iter()
        .filter_map(|(_, record)| record.ranking.parent.as_deref())
        .collect();
    let wholes: Vec<Term> = best
        .iter()
        .take(WHOLES_WEIGHED)
        .map(|(_, record)| &record.ranking)
        .filter(|record| record.has_parts && !with_a_part_found.contains(record.id.as_str()))
        .map(|record| Term::from_field_text(view.index().fields.parent, &record.id))
        .collect();
    if wholes.is_empty() {
        return Ok(());
    }
    for (score, place) in weighed.top_among(&any_term(wholes), PARTS_WEIGHED)? {
        if ranked.iter().any(|(_, record)| record.place == place) {
            continue;
        }
        let ranking = view.ranking(place)?;
        ranked.push((
            score * weight_of(&ranking, named, lowest),
            Ranked { place, ranking },
        ));
    }
    Ok(())
}

/// Orders the found parts of each question among the [`WHOLES_WEIGHED`]
/// best results whose title the query names by the query's other words:
/// every part of a question is about what it is filed under (its card, its
/// term), and a part that repeats the title in its own text ("Would the
/// Incoming Message interrupt have any effect") is no more about it than
/// the part the rest of the query asks for ("incoming message outpost
/// destroyed": "what happens if the Outpost has been destroyed?"). The parts
/// keep the scores they hold among them; the words beside the title (and
/// the documents' terms a player's words among them are read as), in the
/// parts' text, decide which part holds which, and none is moved when those
/// words find no part.
fn parts_by_the_words_beside_their_title(
    view: &View,
    parsed: &ParsedQuery,
    readings: &[Reading],
    spellings: &Spellings,
    ranked: &mut [(f32, Ranked)],
) -> Result<()> {
    // The questions among the best results, whole or by a part: below
    // them, which part comes first changes nothing a reader sees.
    let mut best: Vec<&(f32, Ranked)> = ranked.iter().collect();
    best.sort_by(|a, b| b.0.total_cmp(&a.0));
    // The query's tokens, worked out once, when some question needs them.
    let mut typed: Option<Vec<Token>> = None;
    let mut questions: Vec<(String, Vec<String>)> = Vec::new();
    for (_, record) in best.into_iter().take(WHOLES_WEIGHED) {
        let ranking = &record.ranking;
        let question = match ranking.parent.as_deref() {
            Some(parent) => parent,
            None if ranking.has_parts => ranking.id.as_str(),
            None => continue,
        };
        // Only parts found can change places, two at least.
        let found = ranked
            .iter()
            .filter(|(_, part)| part.ranking.parent.as_deref() == Some(question))
            .count();
        let known = questions.iter().any(|(known, _)| known == question);
        if found < 2 || known {
            continue;
        }
        let title = &ranking.title_terms;
        let typed = typed.get_or_insert_with(|| tokens(&parsed.words));
        if let Some(beside) = words_beside(view.index(), typed, readings, title, spellings)? {
            questions.push((question.to_string(), beside));
        }
    }
    for (question, beside) in questions {
        let asked = parts_holding(view, &question, &beside)?;
        if asked.is_empty() {
            continue;
        }
        let mut parts: Vec<&mut (f32, Ranked)> = ranked
            .iter_mut()
            .filter(|(_, record)| record.ranking.parent.as_deref() == Some(question.as_str()))
            .collect();
        let mut scores: Vec<f32> = parts.iter().map(|(score, _)| *score).collect();
        scores.sort_by(|a, b| b.total_cmp(a));
        let held = |part: &(f32, Ranked)| asked.get(&part.1.place).copied().unwrap_or(0.0);
        parts.sort_by(|a, b| held(b).total_cmp(&held(a)).then(b.0.total_cmp(&a.0)));
        for (part, score) in parts.into_iter().zip(scores) {
            part.0 = score;
        }
    }
    Ok(())
}

/// The indexed words of the query's `typed` tokens besides those of a
/// `title` it names, each as searched ([`Spellings`]: a misspelt word as the word it
/// was read as) and with the documents' terms a player's words are read as
/// (`readings`), less the words a question is asked with; none when the
/// query names no word of the title, or has no other word.
fn words_beside(
    index: &Index,
    typed: &[Token],
    readings: &[Reading],
    title: &[String],
    spellings: &Spellings,
) -> Result<Option<Vec<String>>> {
    if !typed.iter().any(|token| title.contains(&token.text)) {
        return Ok(None);
    }
    let mut beside: Vec<String> = readings
        .iter()
        .flat_map(|reading| reading.terms.iter())
        .filter(|term| !title.contains(term))
        .cloned()
        .collect();
    for token in typed {
        if title.contains(&token.text) || SCAFFOLDING_TERMS.contains(&token.text) {
            continue;
        }
        match spellings.of(index, &token.text)? {
            Spelling::Known => beside.push(token.text.clone()),
            Spelling::Corrected(word) => beside.push(word),
            Spelling::Unknown => {}
        }
    }
    Ok((!beside.is_empty()).then_some(beside))
}

/// The parts of the question `parent` whose text holds some of `words`,
/// by place, with their text's score for them.
fn parts_holding(view: &View, parent: &str, words: &[String]) -> Result<HashMap<usize, f32>> {
    let fields = view.index().fields;
    let held: Vec<(Occur, Box<dyn Query>)> = words
        .iter()
        .map(|word| {
            (
                Occur::Should,
                term_query(Term::from_field_text(fields.text, word)),
            )
        })
        .collect();
    let parent = Term::from_field_text(fields.parent, parent);
    let parts = BooleanQuery::new(vec![
        (
            Occur::Must,
            Box::new(BooleanQuery::new(held)) as Box<dyn Query>,
        ),
        (
            Occur::Must,
            Box::new(ConstScoreQuery::new(Box::new(any_term([parent])), 0.0)),
        ),
    ]);
    Ok(view
        .top(Box::new(parts), PARTS_WEIGHED)?
        .into_iter()
        .map(|(score, place)| (place, score))
        .collect())
}

/// Brings down each whole question that outscores every part of it to its
/// best part's score, its parts just below: a query whose words are spread
/// over many parts of a long question ("Away Teams", six parts) is answered
/// by no part of it better than by that part, and the whole stands no higher.
/// A whole none of whose parts the query found at all keeps its score, and
/// so does a long answer that scores less than [`SPREAD_OVER_PASSAGES`] times
/// its best passage ("amanda rogers countermanda": THE COLON RULE asks of
/// both, and each passage speaks of them).
fn no_whole_above_its_parts(ranked: &mut [(f32, Ranked)]) {
    let best_parts = best_two_parts(ranked);
    let cut_in_passages: HashSet<&str> = ranked
        .iter()
        .filter(|(_, record)| record.ranking.passage)
        .filter_map(|(_, record)| record.ranking.parent.as_deref())
        .collect();
    let lowered: Vec<(String, f32)> = ranked
        .iter()
        .filter_map(|(score, record)| {
            let id = record.ranking.id.as_str();
            let (best, _) = *best_parts.get(id)?;
            // A long answer cut into passages is answered by a passage only
            // when the whole holds the query's words spread over it: far more
            // of them than its best passage holds.
            let spread = *score > best * SPREAD_OVER_PASSAGES;
            let lowered = !cut_in_passages.contains(id) || spread;
            (*score > best && lowered).then(|| (id.to_string(), best))
        })
        .collect();
    for (whole, best) in lowered {
        parts_below_their_whole(ranked, &whole, best);
        if let Some(entry) = ranked.iter_mut().find(|(_, r)| r.ranking.id == whole) {
            entry.0 = best;
        }
    }
}

/// The two best scores among the parts of each multi-part question in
/// `ranked`, by the whole question's id (0 for a second part not found).
fn best_two_parts(ranked: &[(f32, Ranked)]) -> HashMap<String, (f32, f32)> {
    let mut best_two: HashMap<String, (f32, f32)> = HashMap::new();
    for (score, record) in ranked {
        if let Some(parent) = &record.ranking.parent {
            let (first, second) = best_two.entry(parent.clone()).or_insert((0.0, 0.0));
            if *score > *first {
                (*first, *second) = (*score, *first);
            } else if *score > *second {
                *second = *score;
            }
        }
    }
    best_two
}

/// Puts every part of the question `whole` just below the score `best`.
fn parts_below_their_whole(ranked: &mut [(f32, Ranked)], whole: &str, best: f32) {
    for (score, record) in ranked.iter_mut() {
        if record.ranking.parent.as_deref() == Some(whole) {
            *score = score.min(best * BELOW_REPLACEMENT);
        }
    }
}

/// The whole question in place of its best part when the query does not
/// single out a part: the next part of the same question scores at least
/// [`UNDECIDED_PART_SHARE`] of the best ("death yell when all my klingons are
/// dead" matches two parts of KLINGON DEATH YELL about as well: the question
/// as a whole answers it). The whole (brought in with `find` when the query
/// did not find it) takes the best part's score, its parts just below it.
fn whole_for_undecided_parts(
    ranked: &mut Vec<(f32, Ranked)>,
    find: impl Fn(&str) -> Result<Option<Ranked>>,
) -> Result<()> {
    for (parent, (first, second)) in best_two_parts(ranked) {
        if second < UNDECIDED_PART_SHARE * first {
            continue;
        }
        parts_below_their_whole(ranked, &parent, first);
        raise_to(ranked, &parent, first, &find)?;
    }
    Ok(())
}

/// Puts every superseded ruling just below the ruling that replaced it, bringing
/// the replacement into the results (found with `find`) when the query did not.
fn below_replacements(
    ranked: &mut Vec<(f32, Ranked)>,
    find: impl Fn(&str) -> Result<Option<Ranked>>,
) -> Result<()> {
    let superseded: Vec<(f32, Vec<String>)> = ranked
        .iter()
        .filter(|(_, r)| r.ranking.status == Status::Superseded)
        .map(|(score, r)| (*score, r.ranking.superseded_by.clone()))
        .collect();
    for (score, replacements) in superseded {
        for id in replacements {
            raise_to(ranked, &id, score / BELOW_REPLACEMENT, &find)?;
        }
    }
    Ok(())
}

/// Puts every ruling that only points elsewhere ("see use (skills)") just
/// below the ruling it points to, which takes its place (brought in with
/// `find` when the query did not find it): the answer is there.
fn below_what_they_point_to(
    ranked: &mut Vec<(f32, Ranked)>,
    find: impl Fn(&str) -> Result<Option<Ranked>>,
) -> Result<()> {
    let pointers: Vec<(usize, String)> = ranked
        .iter()
        .enumerate()
        .filter_map(|(at, (_, r))| Some((at, r.ranking.points_to.clone()?)))
        .collect();
    for (at, target) in pointers {
        let score = ranked[at].0;
        ranked[at].0 = score * BELOW_REPLACEMENT;
        raise_to(ranked, &target, score, &find)?;
    }
    Ok(())
}

/// Raises the record `id` to at least `score`, bringing it into the ranking
/// (found with `find`) when the query did not find it.
fn raise_to(
    ranked: &mut Vec<(f32, Ranked)>,
    id: &str,
    score: f32,
    find: impl Fn(&str) -> Result<Option<Ranked>>,
) -> Result<()> {
    match ranked.iter_mut().find(|(_, r)| r.ranking.id == id) {
        Some(entry) => entry.0 = entry.0.max(score),
        None => {
            if let Some(record) = find(id)? {
                ranked.push((score, record));
            }
        }
    }
    Ok(())
}

/// The group members a ruling names in place of a card the query named.
fn reached_through_group(record: &Ranking, named: &[String], cards: &CardIndex) -> Vec<String> {
    named
        .iter()
        .filter(|card| !record.cards.contains(card))
        .flat_map(|card| group_of(cards, card))
        .filter(|member| record.cards.contains(member))
        .collect()
}

/// The card a query asks about as such: the one card it names, with at
/// most one word besides ("wormhole", "hugh timing").
fn asked_card<'n>(words: &str, named: &'n [String]) -> Option<&'n String> {
    let [card] = named else {
        return None;
    };
    let of_card: HashSet<String> = terms(card).into_iter().collect();
    let besides = tokens(words)
        .into_iter()
        .filter(|t| !of_card.contains(&t.text))
        .count();
    (besides <= 1).then_some(card)
}

/// Puts the card's own entries first, the passages titled with it (its FAQ
/// topic, its Current Rulings entry, its Glossary entry), best first among
/// them; of a FAQ question, the whole before its parts when the query is the
/// card's name alone.
fn own_entries_first(ranked: &mut [(f32, Ranked)], card: &str, cards: &CardIndex, words: &str) {
    let name_alone = cards.named(words).is_some();
    entries_first(ranked, |record| {
        let titled = cards
            .named(&record.title)
            .is_some_and(|named| named.title == card);
        titled.then_some(name_alone)
    });
}

/// Puts first the entries a query that names no card names by their whole
/// title, with at most one word besides ("beaming", "card draw", "away teams
/// stopped"): the FAQ topic, Glossary entry or Current Rulings entry on what
/// the query names is where its rule is defined. The whole of a FAQ question
/// before its parts when the query is the title alone. So is a passage that
/// defines a term of two words or more the query names so ("what is a valid
/// response": "A valid response must specifically relate to ..."); a
/// one-word term ("A mission is ...") is named by too many queries.
fn titled_entries_first(ranked: &mut [(f32, Ranked)], typed: &[Token]) {
    let typed: HashSet<&str> = typed.iter().map(|token| token.text.as_str()).collect();
    let named_by = |name: &[String]| -> Option<bool> {
        if name.is_empty() || !name.iter().all(|term| typed.contains(term.as_str())) {
            return None;
        }
        let besides = typed
            .iter()
            .filter(|term| !name.iter().any(|t| t == *term))
            .count();
        (besides <= 1).then_some(besides == 0)
    };
    entries_first(ranked, |record| {
        named_by(&record.title_terms).or_else(|| {
            record
                .defined_terms
                .iter()
                .filter(|term| term.len() >= 2)
                .find_map(|term| named_by(term))
                .map(|_| false)
        })
    });
}

/// Puts above every other result the entries `own` finds, best first among
/// them: `own` gives, for an entry, whether the query asks for it alone (then a
/// FAQ question's whole goes before its parts), and nothing for any other.
fn entries_first(ranked: &mut [(f32, Ranked)], own: impl Fn(&Ranking) -> Option<bool>) {
    let top = ranked.iter().map(|(score, _)| *score).fold(0.0, f32::max);
    for (score, record) in ranked.iter_mut() {
        if let Some(alone) = own(&record.ranking) {
            let whole = alone && record.ranking.parent.is_none();
            *score += top * if whole { 3.0 } else { 2.0 };
        }
    }
}

/// What a found record's score is multiplied by: its share of the cards
/// named ([`card_coverage`]), and [`LATER_AUTHORITY_WEIGHT`] when its
/// document stands above the `lowest` authority of the index.
fn weight_of(record: &Ranking, named: &[String], lowest: i32) -> f32 {
    let authority = if record.authority > lowest {
        LATER_AUTHORITY_WEIGHT
    } else {
        1.0
    };
    card_coverage(record, named) * authority
}

/// The lowest place in the order of authority among the index's documents.
fn lowest_authority(view: &View) -> i32 {
    let documents = &view.index().summary.documents;
    documents.iter().map(|d| d.authority).min().unwrap_or(0)
}

/// When the query names two cards or more, a ruling about all of them is worth
/// more than one about some: the score is scaled by the share named, from half
/// (none) to whole (all).
fn card_coverage(record: &Ranking, named: &[String]) -> f32 {
    if named.len() < 2 {
        return 1.0;
    }
    let found = named
        .iter()
        .filter(|card| record.cards.contains(card))
        .count();
    0.5 + 0.5 * found as f32 / named.len() as f32
}

/// A ruling that other results point to ("See X", "explained in Section 1.3")
/// gains a share of their scores: it is the passage they defer to. A ruling
/// that rests on it ("By the Colon Rule explained ... in Section 1.3, ...")
/// lends its share whole. One that says more and points to it for more in a
/// sentence of its own ("Multiple copies of the same mission specialist may
/// not score points ... See use (skills)") keeps its place above it: those
/// credits lift it up to just below the lowest such ruling above it, in
/// whatever order they come. One that only points elsewhere gives way to it
/// ([`below_what_they_point_to`]).
fn credit_references(ranked: &mut [(f32, Ranked)]) {
    // Each ruling pointed to: what it gains from rulings resting on it, what
    // from rulings pointing to it for more, and the lowest score of those
    // above it, all from the scores as found.
    let mut gains: HashMap<String, Credits> = HashMap::new();
    for (score, record) in ranked.iter() {
        for id in &record.ranking.references {
            let Some((own, _)) = ranked.iter().find(|(_, r)| r.ranking.id == *id) else {
                continue;
            };
            let credits = gains.entry(id.clone()).or_default();
            if !record.ranking.further_reading.contains(id) {
                credits.rests_on += score * REFERENCE_SHARE;
                continue;
            }
            credits.further_reading += score * REFERENCE_SHARE;
            if score > own {
                credits.ceiling = credits.ceiling.min(score * BELOW_REPLACEMENT);
            }
        }
    }
    for (score, record) in ranked.iter_mut() {
        if let Some(credits) = gains.get(&record.ranking.id) {
            let rested_on = *score + credits.rests_on;
            *score = (rested_on + credits.further_reading).min(credits.ceiling.max(rested_on));
        }
    }
}

/// What a ruling pointed to gains ([`credit_references`]).
struct Credits {
    /// The shares of the rulings that rest on it.
    rests_on: f32,
    /// The shares of the rulings that point to it for more.
    further_reading: f32,
    /// Just below the lowest of those that score above it.
    ceiling: f32,
}

impl Default for Credits {
    fn default() -> Credits {
        Credits {
            rests_on: 0.0,
            further_reading: 0.0,
            ceiling: f32::INFINITY,
        }
    }
}

/// The ranking with each further part of a multi-part question, after its
/// best, at [`FURTHER_PART_WEIGHT`] of its score: three parts of one question
/// do not crowd out the other rulings, but a part that matches far better than
/// they do stays above them.
fn diversified(mut ranked: Vec<(f32, Ranked)>) -> Vec<(f32, Ranked)> {
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut families: HashSet<String> = HashSet::new();
    for (score, record) in &mut ranked {
        let record = &record.ranking;
        let family = record.parent.as_deref().unwrap_or(record.id.as_str());
        if !families.insert(family.to_string()) {
            *score *= FURTHER_PART_WEIGHT;
        }
    }
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    ranked
}

/// A question part whose whole question is already shown (or the reverse) adds
/// nothing new.
fn is_redundant(record: &Ranking, shown: &HashSet<String>) -> bool {
    if let Some(parent) = &record.parent {
        return shown.contains(parent.as_str());
    }
    shown.iter().any(|id| {
        id.strip_prefix(record.id.as_str())
            .is_some_and(|rest| rest.starts_with('/'))
    })
}

/// The query of `parsed` over the records of `view`, and the terms to
/// highlight.
fn build_query(
    view: &View,
    parsed: &ParsedQuery,
    named: &[String],
    readings: &[Reading],
    options: &SearchOptions,
    spellings: &Spellings,
) -> Result<(Box<dyn Query>, Vec<String>)> {
    let index = view.index();
    let fields = index.fields;
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    let mut highlight: Vec<String> = Vec::new();

    // Plain words and pairs are term queries side by side, which tantivy
    // scores by skipping the records that cannot reach the best ones.
    let coverage = COVERAGE_WEIGHT / unit_score(index, fields.anywhere)?;
    let typed = tokens(&parsed.words);
    // A player's words ("base", "landing party") are read as the documents'
    // terms too ("outpost", "away team").
    for reading in readings {
        let weight = if documents_use(index, &typed, reading, spellings)? {
            ALSO_READ_AS_WEIGHT
        } else {
            1.0
        };
        highlight.extend(reading.terms.iter().cloned());
        clauses.extend(terms_clauses(
            index,
            &reading.terms,
            coverage * weight,
            weight,
        )?);
    }
    // Each query word as searched, or none for a word found nowhere: a pair is
    // two words side by side as typed, never across a gap.
    let mut words: Vec<Option<String>> = Vec::new();
    for term in typed {
        highlight.push(term.text.clone());
        let read_as = readings
            .iter()
            .find(|reading| reading.words.contains(&term.position));
        let (word, weight) = match (spellings.of(index, &term.text)?, read_as) {
            // A word the question is asked with weighs little.
            (Spelling::Known, _) if SCAFFOLDING_TERMS.contains(&term.text) => {
                (term.text, SCAFFOLDING_WEIGHT)
            }
            (Spelling::Known, Some(reading)) => {
                let share = as_rare_as_its_reading(index, &term.text, reading)?;
                (term.text, share)
            }
            (Spelling::Known, None) => (term.text, 1.0),
            // A player's word the documents never use stands for their term,
            // beside its neighbours; it is not taken for a misspelling.
            (_, Some(reading)) => {
                words.push(match reading.terms.as_slice() {
                    [single] if reading.words.len() == 1 => Some(single.clone()),
                    _ => None,
                });
                continue;
            }
            (Spelling::Corrected(word), None) => {
                highlight.push(word.clone());
                (word, CORRECTION_WEIGHT)
            }
            (Spelling::Unknown, None) => {
                words.push(None);
                continue;
            }
        };
        clauses.extend(word_clauses(index, &word, coverage * weight, weight)?);
        words.push(Some(word));
    }
    // A pair holding a word read for a misspelt one keeps its full weight: the
    // word found beside its neighbour confirms the guess (scaled down with the
    // word, fewer misspelt questions found their ruling first).
    for pair in words.windows(2) {
        let [Some(first), Some(second)] = pair else {
            continue;
        };
        clauses.extend(pair_clauses(index, first, second, 1.0));
    }
    let cards = view.cards()?;
    for card in named {
        for member in group_of(cards, card) {
            let boost = if member == *card {
                CARD_NAME_BOOST
            } else {
                GROUP_BOOST
            };
            let term = fields.card_term(&member);
            clauses.push((Occur::Should, boosted(term_query(term), boost)));
        }
    }
    for text in &parsed.phrases {
        let terms = tokens(text);
        highlight.extend(terms.iter().map(|t| t.text.clone()));
        if let Some(query) = phrase_anywhere(index, &terms) {
            clauses.push((Occur::Must, query));
        }
    }
    let mut filters = parsed.filters.clone();
    if let Some(source) = options.source {
        filters.push(Filter::Source(source.as_str().to_string()));
    }
    if let Some(card) = &options.card {
        filters.push(Filter::Card(card.clone()));
    }
    for filter in &filters {
        clauses.push((Occur::Must, filter_query(view, filter)?));
    }
    if !clauses.iter().any(|(occur, _)| *occur == Occur::Should) {
        if !words.is_empty() {
            // Every word typed is found nowhere: nothing matches.
            return Ok((Box::new(EmptyQuery), highlight));
        }
        if clauses.is_empty() {
            return Err(Error::query(NOTHING_TO_SEARCH));
        }
        clauses.push((Occur::Should, Box::new(AllQuery)));
    }
    // Without a phrase, the words (or the cards named) are what a result must
    // match: a filter beside them narrows the results, it does not stand in
    // for them.
    let required_words = usize::from(parsed.phrases.is_empty());
    let query = BooleanQuery::with_minimum_required_clauses(clauses, required_words);
    Ok((Box::new(query), highlight))
}

/// Two query words side by side, as one pair term in the body and the title,
/// times `weight`.
fn pair_clauses(
    index: &Index,
    first: &str,
    second: &str,
    weight: f32,
) -> [(Occur, Box<dyn Query>); 2] {
    let pair = pair_term(first, second);
    let fields = index.fields;
    [
        (fields.pairs, PAIR_BOOST),
        (fields.title_pairs, PAIR_BOOST * 1.5),
    ]
    .map(|(field, boost)| {
        let term = Term::from_field_text(field, &pair);
        (Occur::Should, boosted(term_query(term), boost * weight))
    })
}

/// One indexed query word across the fields, plus its rarity once for having
/// it at all; every field's weight times `weight`. `coverage` scales a match in
/// [`crate::index::Fields::anywhere`] to [`COVERAGE_WEIGHT`] times the rarity.
fn word_clauses(
    index: &Index,
    word: &str,
    coverage: f32,
    weight: f32,
) -> Result<Vec<(Occur, Box<dyn Query>)>> {
    let fields = index.fields;
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    // A word is no rarer in any field than in the records' text: a common
    // word that few titles hold ("dilemma") does not outweigh a rare one by
    // its rarity among titles alone.
    let anywhere = Term::from_field_text(fields.anywhere, word);
    let records = index.meta.records as u64;
    let rarity = rarity(index, word)?;
    for (field, boost) in weighted_fields(&fields) {
        let term = Term::from_field_text(field, word);
        let found_in = index.doc_freq(&term)?;
        // A field without the word adds nothing but the cost of asking.
        if found_in > 0 {
            let as_rare = (rarity / idf(records, found_in)).min(1.0);
            clauses.push((
                Occur::Should,
                boosted(term_query(term), boost * weight * as_rare),
            ));
        }
    }
    let query = TermQuery::new(anywhere, IndexRecordOption::Basic);
    clauses.push((Occur::Should, boosted(Box::new(query), coverage)));
    Ok(clauses)
}

/// The clauses of the documents' term `terms` (analyzed, in order) that a
/// player's words are read as: each term as a query word, and each two side
/// by side as a pair, all times `weight`.
fn terms_clauses(
    index: &Index,
    terms: &[String],
    coverage: f32,
    weight: f32,
) -> Result<Vec<(Occur, Box<dyn Query>)>> {
    let mut clauses = Vec::new();
    for term in terms {
        clauses.extend(word_clauses(index, term, coverage, weight)?);
    }
    for pair in terms.windows(2) {
        clauses.extend(pair_clauses(index, &pair[0], &pair[1], weight));
    }
    Ok(clauses)
}

/// Whether the documents use the player's words of `reading` (among the
/// query's `typed` terms) themselves: a word some record writes in a form of
/// its own (not "negative" for "negated", which only shares its stem), a
/// phrase whose words stand side by side somewhere. Then those words keep
/// their own meaning first, and the documents' term weighs less.
fn documents_use(
    index: &Index,
    typed: &[Token],
    reading: &Reading,
    spellings: &Spellings,
) -> Result<bool> {
    let said: Vec<&Token> = typed
        .iter()
        .filter(|token| reading.words.contains(&token.position))
        .collect();
    match said.as_slice() {
        [] => Ok(false),
        [word] => Ok(spellings.of(index, &word.text)? == Spelling::Known
            && index.summary.writes(&reading.said)),
        _ => {
            for pair in said.windows(2) {
                let term = pair_term(&pair[0].text, &pair[1].text);
                let pairs = Term::from_field_text(index.fields.pairs, &term);
                if index.doc_freq(&pairs)? == 0 {
                    return Ok(false);
                }
            }
            Ok(true)
        }
    }
}

/// The share of its own weight a player's word keeps beside the documents'
/// term it is read as: no more than that term's rarity, as one meaning.
fn as_rare_as_its_reading(index: &Index, word: &str, reading: &Reading) -> Result<f32> {
    let mut meaning: f32 = 0.0;
    for term in &reading.terms {
        meaning = meaning.max(rarity(index, term)?);
    }
    Ok((meaning / rarity(index, word)?).min(1.0))
}

/// The rarity ([`idf`]) of an indexed word among the records as a whole.
fn rarity(index: &Index, word: &str) -> Result<f32> {
    let anywhere = Term::from_field_text(index.fields.anywhere, word);
    Ok(idf(index.meta.records as u64, index.doc_freq(&anywhere)?))
}

/// BM25's inverse document frequency (as tantivy computes it) of a term that
/// `found_in` of `records` records hold.
fn idf(records: u64, found_in: u64) -> f32 {
    let (n, df) = (records as f32, found_in as f32);
    (1.0 + (n - df + 0.5) / (df + 0.5)).ln()
}

/// The spellings of one search's words, each worked out once ([`spelling`]):
/// some of its words are searched again ([`words_beside`]), and a misspelt
/// word's nearest indexed word costs a walk of the index's words.
#[derive(Default)]
struct Spellings(RefCell<HashMap<String, Spelling>>);

impl Spellings {
    /// The spelling of analyzed `word`.
    fn of(&self, index: &Index, word: &str) -> Result<Spelling> {
        if let Some(known) = self.0.borrow().get(word) {
            return Ok(known.clone());
        }
        let found = spelling(index, word)?;
        self.0.borrow_mut().insert(word.to_string(), found.clone());
        Ok(found)
    }
}

/// How a query word stands in the index.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Spelling {
    /// Some record holds it.
    Known,
    /// No record holds it; this indexed word is a typo or two away.
    Corrected(String),
    /// No record holds it or anything close.
    Unknown,
}

/// The fields a plain query word is searched in, with their weights.
fn weighted_fields(fields: &crate::index::Fields) -> [(Field, f32); 6] {
    [
        (fields.title, TITLE_BOOST),
        (fields.cards, CARDS_BOOST),
        (fields.concepts, CONCEPTS_BOOST),
        (fields.section, SECTION_BOOST),
        (fields.question, QUESTION_BOOST),
        (fields.text, TEXT_BOOST),
    ]
}

/// Whether the index holds the analyzed (stemmed) query `word` in a field it is
/// searched in, and if not, the indexed word it was most likely meant as: of the
/// words one typo away (two for a stem of eight letters or more; none for one
/// under five), the one most records hold, the nearer first. A real word the
/// documents never use may be read as another ("cheat" as "creat", the stem of
/// "create"): the weight of a correction keeps such a guess below the words
/// typed right.
fn spelling(index: &Index, word: &str) -> Result<Spelling> {
    let fields = index.fields;
    let searched = std::iter::once(fields.anywhere)
        .chain(weighted_fields(&fields).into_iter().map(|(field, _)| field));
    for field in searched {
        if index.doc_freq(&Term::from_field_text(field, word))? > 0 {
            return Ok(Spelling::Known);
        }
    }
    let letters = word.chars().count();
    let most = match letters {
        0..5 => 0,
        5..8 => 1,
        _ => 2,
    };
    for distance in 1..=most {
        if let Some(best) = most_held_within(index, word, distance)? {
            return Ok(Spelling::Corrected(best));
        }
    }
    Ok(Spelling::Unknown)
}

/// Of the indexed words within `distance` typos of `word` (a swap of two
/// letters is one), the one most records hold; ties go to the first in
/// alphabetical order.
fn most_held_within(index: &Index, word: &str, distance: u8) -> Result<Option<String>> {
    let held = index.terms_near(index.fields.anywhere, word, distance)?;
    let best = held
        .into_iter()
        .max_by(|(a, a_held), (b, b_held)| a_held.cmp(b_held).then_with(|| b.cmp(a)));
    Ok(best.map(|(word, _)| word))
}

/// The score tantivy's BM25 gives a word in a field indexed without counts
/// or lengths, divided by the word's rarity: the same for every word.
fn unit_score(index: &Index, field: Field) -> Result<f32> {
    // tantivy's BM25 constants.
    const K1: f32 = 1.2;
    const B: f32 = 0.75;
    let average_length = index.average_length(field)?;
    Ok((K1 + 1.0) / (1.0 + K1 * (1.0 - B + B / average_length)))
}

fn term_query(term: Term) -> Box<dyn Query> {
    Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs))
}

fn boosted(query: Box<dyn Query>, boost: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(query, boost))
}

/// A phrase of analyzed terms in one field, keeping the gaps stop words left.
fn phrase(field: Field, terms: &[Token]) -> Box<dyn Query> {
    match terms {
        [single] => term_query(Term::from_field_text(field, &single.text)),
        _ => {
            let first = terms.first().map(|t| t.position).unwrap_or(0);
            let with_offsets = terms
                .iter()
                .map(|t| (t.position - first, Term::from_field_text(field, &t.text)))
                .collect();
            Box::new(PhraseQuery::new_with_offset(with_offsets))
        }
    }
}

/// A required phrase: in the title or the text.
fn phrase_anywhere(index: &Index, terms: &[Token]) -> Option<Box<dyn Query>> {
    if terms.is_empty() {
        return None;
    }
    let fields = index.fields;
    let either = vec![
        (
            Occur::Should,
            boosted(phrase(fields.title, terms), TITLE_BOOST),
        ),
        (Occur::Should, phrase(fields.text, terms)),
        (
            Occur::Should,
            boosted(phrase(fields.cards, terms), CARDS_BOOST),
        ),
    ];
    Some(Box::new(BooleanQuery::new(either)))
}

fn filter_query(view: &View, filter: &Filter) -> Result<Box<dyn Query>> {
    let fields = view.index().fields;
    let exact = |field: Field, value: &str| term_query(Term::from_field_text(field, value));
    Ok(match filter {
        Filter::Source(name) => {
            let source = Source::parse(name).ok_or_else(|| {
                Error::query(format!(
                    "unknown source {name:?}: use faq, glossary or rulings"
                ))
            })?;
            exact(fields.source, source.as_str())
        }
        Filter::Status(name) => view.with_status(parse_status(name)?),
        Filter::Card(name) => card_filter(view, name)?,
        Filter::Type(name) => type_filter(view, name)?,
        Filter::Title(words) => all_words(fields.title, words)?,
        Filter::Section(words) => all_words(fields.section, words)?,
        Filter::Concept(words) => all_words(fields.concepts, words)?,
    })
}

/// Records about a card or its colon-rule group; a name the registry does not
/// know is refused, since no record could pass.
fn card_filter(view: &View, name: &str) -> Result<Box<dyn Query>> {
    let Some(card) = view.cards()?.named(name) else {
        return Err(Error::query(format!(
            "no card matches {name:?} in the card filter: `rulings cards` lists \
             the cards the tool knows"
        )));
    };
    Ok(naming_any(view, &card.members))
}

/// Records about a card of a type ("interrupt", "Interrupts"); a word that
/// names no type is refused.
fn type_filter(view: &View, name: &str) -> Result<Box<dyn Query>> {
    let Some(kind) = CardType::named(name.trim()) else {
        let types: Vec<&str> = CardType::all().map(CardType::name).collect();
        return Err(Error::query(format!(
            "unknown card type {name:?} in the type filter: use one of {}",
            types.join(", ")
        )));
    };
    Ok(naming_any(view, &view.cards()?.titles_of_type(kind)))
}

/// Records naming any of the cards titled `titles` (none for no titles).
fn naming_any(view: &View, titles: &[String]) -> Box<dyn Query> {
    let clauses: Vec<(Occur, Box<dyn Query>)> = titles
        .iter()
        .map(|title| {
            let term = view.index().fields.card_term(title);
            (Occur::Should, term_query(term))
        })
        .collect();
    if clauses.is_empty() {
        return Box::new(tantivy::query::EmptyQuery);
    }
    Box::new(BooleanQuery::new(clauses))
}

/// The titles of a card's colon-rule group (the name itself when it is no card).
fn group_of(cards: &CardIndex, name: &str) -> Vec<String> {
    match cards.named(name) {
        Some(card) => card.members,
        None => vec![name.to_string()],
    }
}

/// Every analyzed word of `words` must be in `field`; a filter of only common
/// words or punctuation is refused, as such a query is.
fn all_words(field: Field, words: &str) -> Result<Box<dyn Query>> {
    let clauses: Vec<(Occur, Box<dyn Query>)> = tokens(words)
        .into_iter()
        .map(|t| {
            (
                Occur::Must,
                term_query(Term::from_field_text(field, &t.text)),
            )
        })
        .collect();
    if clauses.is_empty() {
        return Err(Error::query(NOTHING_TO_SEARCH));
    }
    Ok(Box::new(BooleanQuery::new(clauses)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A ranked record `id` that points to the records `references` for more
    /// ("See X.").
    fn ranked(score: f32, id: &str, references: &[&str]) -> (f32, Ranked) {
        resting_on(score, id, references, references)
    }

    /// A ranked record `id` that refers to the records `references`, pointing
    /// to `further_reading` of them for more and resting on the others.
    fn resting_on(
        score: f32,
        id: &str,
        references: &[&str],
        further_reading: &[&str],
    ) -> (f32, Ranked) {
        let ranking = Ranking {
            id: id.to_string(),
            title: id.to_string(),
            title_terms: Vec::new(),
            defined_terms: Vec::new(),
            parent: None,
            has_parts: false,
            passage: false,
            cards: Vec::new(),
            references: references.iter().map(|r| r.to_string()).collect(),
            further_reading: further_reading.iter().map(|r| r.to_string()).collect(),
            status: Status::Current,
            superseded_by: Vec::new(),
            authority: 1,
            points_to: None,
        };
        let ranking = Arc::new(ranking);
        (score, Ranked { place: 0, ranking })
    }

    #[test]
    fn a_ruling_keeps_its_place_above_what_it_refers_to() {
        // "Multiple copies ... may not score points ... See use (skills)": the
        // passage pointed to gains up to just below the ruling, not past it.
        let mut found = vec![
            ranked(100.0, "specialists", &["skills"]),
            ranked(80.0, "skills", &[]),
            ranked(70.0, "other", &[]),
        ];
        credit_references(&mut found);
        let score = |id: &str| found.iter().find(|(_, r)| r.ranking.id == id).unwrap().0;
        assert!(score("skills") < score("specialists"));
        assert!(score("skills") > 95.0);
        // Above the ruling that refers to it already, it gains the whole share.
        let mut found = vec![ranked(50.0, "entry", &["rule"]), ranked(60.0, "rule", &[])];
        credit_references(&mut found);
        assert_eq!(found[1].0, 60.0 + 50.0 * REFERENCE_SHARE);
        // Rulings above it and below it that point to it for more lift it
        // past none of those above, in whatever order they come.
        for order in [[0, 1, 2], [2, 1, 0], [1, 2, 0]] {
            let lenders = [
                ranked(88.0, "first", &["downloading"]),
                ranked(80.0, "second", &["downloading"]),
                ranked(36.0, "below", &["downloading"]),
            ];
            let mut found: Vec<(f32, Ranked)> =
                order.iter().map(|&at| lenders[at].clone()).collect();
            found.push(ranked(56.0, "downloading", &[]));
            credit_references(&mut found);
            assert_eq!(found[3].0, 80.0 * BELOW_REPLACEMENT, "{order:?}");
        }
    }

    #[test]
    fn a_ruling_that_others_rest_on_gains_their_whole_share() {
        // "By the Colon Rule explained ... in Section 1.3, Countermanda is not
        // an Amanda Rogers card": the question rests on THE COLON RULE.
        let mut found = vec![
            resting_on(112.0, "countermanda/1", &["colon rule"], &[]),
            resting_on(90.0, "countermanda", &["colon rule"], &[]),
            ranked(72.0, "colon rule", &[]),
        ];
        credit_references(&mut found);
        assert_eq!(found[2].0, 72.0 + (112.0 + 90.0) * REFERENCE_SHARE);
    }

    #[test]
    fn a_misspelt_word_is_read_as_the_indexed_word_most_records_hold() {
        let (_store, _dir, index) = crate::index::shipped_store_and_index();
        let spelt = |typed: &str| {
            let word = &tokens(typed)[0].text;
            spelling(&index, word).unwrap()
        };
        assert_eq!(spelt("phasers"), Spelling::Known);
        // One typo in a stem of five to seven letters, two from eight (a swap
        // of two letters is one).
        assert_eq!(spelt("phazers"), Spelling::Corrected("phaser".into()));
        assert_eq!(spelt("devidean"), Spelling::Corrected("devidian".into()));
        assert_eq!(
            spelt("countremanda"),
            Spelling::Corrected("countermanda".into())
        );
        // Too short to guess at, or nothing near.
        assert_eq!(spelt("phzr"), Spelling::Unknown);
        assert_eq!(spelt("xylophone"), Spelling::Unknown);
    }
}

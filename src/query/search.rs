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

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};
use tantivy::collector::TopDocs;
use tantivy::query::{
    AllQuery, Bm25StatisticsProvider, BooleanQuery, BoostQuery, EmptyQuery, FuzzyTermQuery, Occur,
    PhraseQuery, Query, TermQuery, TermSetQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::{DocAddress, Searcher, Term};

use crate::analyze::{pair_term, tokens, Token};
use crate::card_keys::CardLookup;
use crate::error::{Error, Result};
use crate::index::Index;
use crate::ingest::Store;
use crate::normalize::name_key;
use crate::query::as_of::{as_of, whole_summary, Scope};
use crate::query::parse::{parse_query, Filter, ParsedQuery};
use crate::query::vocabulary;
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
/// Extra weight of two query words found side by side.
const PAIR_BOOST: f32 = 1.5;
/// Extra weight of a card named in the query.
const CARD_NAME_BOOST: f32 = 3.0;
/// Extra weight of another member of a named card's colon-rule group.
const GROUP_BOOST: f32 = 1.0;
/// Weight of a word read for a misspelt one, against the word typed right.
const CORRECTION_WEIGHT: f32 = 0.7;
/// Weight of the documents' term for a player's word the documents also use
/// ("fight": battle), against the words typed ([`vocabulary`]).
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
    /// Leave out superseded rulings.
    pub current_only: bool,
    /// Answer from the documents issued by this date (YYYY-MM-DD).
    pub as_of: Option<String>,
}

impl SearchOptions {
    /// The first `limit` results of `query`, with no filters.
    pub fn first(query: &str, limit: usize) -> SearchOptions {
        SearchOptions {
            query: query.to_string(),
            source: None,
            card: None,
            limit,
            current_only: false,
            as_of: None,
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

/// A superseded ruling ranks just below the ruling that replaced it.
const BELOW_REPLACEMENT: f32 = 0.99;

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
    /// Results, best first.
    pub results: Vec<Hit>,
    /// The documents the answer drew on.
    #[serde(flatten)]
    pub scope: Scope,
}

/// Runs a search.
pub fn search(index: &Index, options: &SearchOptions) -> Result<SearchAnswer> {
    options.check()?;
    let parsed = parse_query(&options.query);
    let (view, scope) = match &options.as_of {
        Some(date) => {
            let (store, scope) = as_of(index.store()?, date)?;
            (Some(store), scope)
        }
        None => (None, whole_summary(&index.summary.documents)),
    };
    let in_view: Option<HashMap<&str, &Record>> = view
        .as_ref()
        .map(|store| store.records.iter().map(|r| (r.id.as_str(), r)).collect());
    let searcher = index.searcher();
    let cards = index.card_keys()?;
    let named = cards_named(cards, &parsed.words);
    let wanted_status = wanted_status(&parsed)?;
    let in_status = match (&view, wanted_status) {
        (Some(view), Some(status)) => Some(ids_with_status(index, view, status)),
        _ => None,
    };
    let (query, terms) = build_query(index, &searcher, &parsed, &named, options, in_status)?;
    let wanted = options.limit.max(1) * 2 + 20;
    let top = searcher
        .search(&query, &TopDocs::with_limit(wanted).order_by_score())
        .map_err(|e| Error::index(&index.dir, e))?;
    let columns = index.ord_columns(&searcher)?;
    let ranked_at = |address: DocAddress| -> Result<Ranked> {
        let place = index.place_of(&columns, address)?;
        let ranked: Ranked = index.parse_record(index.ranking_at(place)?)?;
        Ok(Ranked {
            place: Some(place),
            ..ranked
        })
    };
    let mut ranked: Vec<(f32, Ranked)> = Vec::new();
    for (score, address) in top {
        let found = ranked_at(address)?;
        let record = match &in_view {
            Some(view) => match view.get(found.id.as_str()) {
                Some(record) => Ranked::of(record),
                None => continue,
            },
            None => found,
        };
        if options.current_only && record.status == Status::Superseded {
            continue;
        }
        ranked.push((score * card_coverage(&record, &named), record));
    }
    credit_references(&mut ranked);
    // A replacement the query did not find is brought in only when no filter
    // narrows the results: it need not pass the filter.
    let filtered = !parsed.filters.is_empty() || options.source.is_some() || options.card.is_some();
    below_replacements(&mut ranked, |id| match (&in_view, filtered) {
        (_, true) => Ok(None),
        (Some(view), false) => Ok(view.get(id).map(|r| Ranked::of(r))),
        (None, false) => index.address_of(&searcher, id)?.map(ranked_at).transpose(),
    })?;
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut results: Vec<Hit> = Vec::new();
    let mut shown: HashSet<String> = HashSet::new();
    let mut ceiling = f32::INFINITY;
    for (score, record) in diversified(ranked) {
        if is_redundant(&record, &shown) {
            continue;
        }
        shown.insert(record.id.clone());
        let score = score.min(ceiling);
        ceiling = score;
        results.push(Hit {
            via_group: reached_through_group(&record, &named, cards),
            record: record.whole(index)?,
            score,
            terms: terms.clone(),
        });
        if results.len() == options.limit.max(1) {
            break;
        }
    }
    Ok(SearchAnswer {
        query: options.query.clone(),
        results,
        scope,
    })
}

/// The status a `status:` filter asks for: as of a date it is matched by the
/// view's records of that status ([`ids_with_status`]), since the index holds
/// each record's status in the whole corpus.
fn wanted_status(parsed: &ParsedQuery) -> Result<Option<Status>> {
    let mut wanted = None;
    for filter in &parsed.filters {
        if let Filter::Status(name) = filter {
            wanted = Some(parse_status(name)?);
        }
    }
    Ok(wanted)
}

/// The id terms of the records of `view` with `status`.
fn ids_with_status(index: &Index, view: &Store, status: Status) -> Vec<Term> {
    view.records
        .iter()
        .filter(|r| r.status == status)
        .map(|r| Term::from_field_text(index.fields.id, &r.id))
        .collect()
}

/// A status as typed in a `status:` filter.
fn parse_status(name: &str) -> Result<Status> {
    Status::parse(name).ok_or_else(|| {
        Error::query(format!(
            "unknown status {name:?}: use current, superseded or historical"
        ))
    })
}

/// What ranking reads of a record (stored apart in the index, see
/// [`crate::index::ranking_json`]); the whole record is parsed only for the
/// results shown.
#[derive(Debug, Clone, PartialEq, Deserialize)]
struct Ranked {
    id: String,
    #[serde(default)]
    parent: Option<String>,
    #[serde(default)]
    cards: Vec<String>,
    #[serde(default)]
    see_also: Vec<Reference>,
    #[serde(default)]
    status: Status,
    #[serde(default)]
    superseded_by: Vec<String>,
    /// The record's place in the store.
    #[serde(skip)]
    place: Option<usize>,
    /// The record itself, when it was at hand.
    #[serde(skip)]
    whole: Option<Record>,
}

/// The resolved target of a cross-reference.
#[derive(Debug, Clone, PartialEq, Deserialize)]
struct Reference {
    #[serde(default)]
    id: Option<String>,
}

impl Ranked {
    /// A record at hand, for ranking.
    fn of(record: &Record) -> Ranked {
        Ranked {
            id: record.id.clone(),
            parent: record.parent.clone(),
            cards: record.cards.clone(),
            see_also: record
                .see_also
                .iter()
                .map(|see| Reference { id: see.id.clone() })
                .collect(),
            status: record.status,
            superseded_by: record.superseded_by.clone(),
            place: None,
            whole: Some(record.clone()),
        }
    }

    /// The whole record.
    fn whole(self, index: &Index) -> Result<Record> {
        match (self.whole, self.place) {
            (Some(record), _) => Ok(record),
            (None, Some(place)) => index.record_at(place),
            (None, None) => Err(Error::index(&index.dir, "a ranked record has no source")),
        }
    }
}

/// Puts every superseded ruling just below the ruling that replaced it, bringing
/// the replacement into the results (found with `find`) when the query did not.
fn below_replacements(
    ranked: &mut Vec<(f32, Ranked)>,
    find: impl Fn(&str) -> Result<Option<Ranked>>,
) -> Result<()> {
    let superseded: Vec<(f32, Vec<String>)> = ranked
        .iter()
        .filter(|(_, r)| r.status == Status::Superseded)
        .map(|(score, r)| (*score, r.superseded_by.clone()))
        .collect();
    for (score, replacements) in superseded {
        for id in replacements {
            match ranked.iter_mut().find(|(_, r)| r.id == id) {
                Some(entry) => entry.0 = entry.0.max(score / BELOW_REPLACEMENT),
                None => {
                    if let Some(record) = find(&id)? {
                        ranked.push((score / BELOW_REPLACEMENT, record));
                    }
                }
            }
        }
    }
    Ok(())
}

/// The group members a ruling names in place of a card the query named.
fn reached_through_group(
    record: &Ranked,
    named: &[String],
    cards: &impl CardLookup,
) -> Vec<String> {
    named
        .iter()
        .filter(|card| !record.cards.contains(card))
        .flat_map(|card| group_of(cards, card))
        .filter(|member| record.cards.contains(member))
        .collect()
}

/// When the query names two cards or more, a ruling about all of them is worth
/// more than one about some: the score is scaled by the share named, from half
/// (none) to whole (all).
fn card_coverage(record: &Ranked, named: &[String]) -> f32 {
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
/// gains a share of their scores: it is the passage they defer to.
fn credit_references(ranked: &mut [(f32, Ranked)]) {
    let credits: Vec<(String, f32)> = ranked
        .iter()
        .flat_map(|(score, record)| {
            record
                .see_also
                .iter()
                .filter_map(|see| see.id.clone())
                .map(move |id| (id, score * REFERENCE_SHARE))
        })
        .collect();
    for (id, credit) in credits {
        if let Some(entry) = ranked.iter_mut().find(|(_, r)| r.id == id) {
            entry.0 += credit;
        }
    }
}

/// The ranking with at most one part of each multi-part question first; the
/// other parts follow the rest, best first. Three parts of one question do not
/// crowd out the other rulings.
fn diversified(ranked: Vec<(f32, Ranked)>) -> Vec<(f32, Ranked)> {
    let mut families: HashSet<String> = HashSet::new();
    let (first, later): (Vec<_>, Vec<_>) = ranked.into_iter().partition(|(_, record)| {
        let family = record.parent.as_deref().unwrap_or(record.id.as_str());
        families.insert(family.to_string())
    });
    first.into_iter().chain(later).collect()
}

/// A question part whose whole question is already shown (or the reverse) adds
/// nothing new.
fn is_redundant(record: &Ranked, shown: &HashSet<String>) -> bool {
    if let Some(parent) = &record.parent {
        return shown.contains(parent.as_str());
    }
    shown.iter().any(|id| {
        id.strip_prefix(record.id.as_str())
            .is_some_and(|rest| rest.starts_with('/'))
    })
}

/// The query of `parsed`; `in_status`, as of a date, holds the id terms of the
/// view's records of the status a `status:` filter asks for (the index holds
/// each record's status in the whole corpus).
fn build_query(
    index: &Index,
    searcher: &Searcher,
    parsed: &ParsedQuery,
    named: &[String],
    options: &SearchOptions,
    in_status: Option<Vec<Term>>,
) -> Result<(Box<dyn Query>, Vec<String>)> {
    let fields = index.fields;
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    let mut highlight: Vec<String> = Vec::new();

    // Plain words and pairs are term queries side by side, which tantivy
    // scores by skipping the records that cannot reach the best ones.
    let coverage = COVERAGE_WEIGHT / unit_score(index, searcher, fields.anywhere)?;
    // Each query word as searched, or none for a word found nowhere: a pair is
    // two words side by side as typed, never across a gap.
    let mut words: Vec<Option<String>> = Vec::new();
    for term in tokens(&parsed.words) {
        highlight.push(term.text.clone());
        // A player's word ("base") is read as the documents' terms too
        // ("outpost"); one they never use is not taken for a misspelling.
        let documents_terms = vocabulary::documents_terms(&term.text);
        let spelt = spelling(index, searcher, &term.text)?;
        // A word they never use stands for their term alone, at full weight;
        // one they use keeps its own meaning first.
        let read_as = if spelt == Spelling::Known {
            ALSO_READ_AS_WEIGHT
        } else {
            1.0
        };
        for documents_term in documents_terms {
            highlight.push(documents_term.clone());
            clauses.extend(word_clauses(
                index,
                searcher,
                documents_term,
                coverage * read_as,
                read_as,
            )?);
        }
        let (word, weight) = match spelt {
            Spelling::Known => (term.text, 1.0),
            _ if !documents_terms.is_empty() => {
                words.push(documents_terms.first().cloned());
                continue;
            }
            Spelling::Corrected(word) => {
                highlight.push(word.clone());
                (word, CORRECTION_WEIGHT)
            }
            Spelling::Unknown => {
                words.push(None);
                continue;
            }
        };
        clauses.extend(word_clauses(
            index,
            searcher,
            &word,
            coverage * weight,
            weight,
        )?);
        words.push(Some(word));
    }
    // A pair holding a word read for a misspelt one keeps its full weight: the
    // word found beside its neighbour confirms the guess (scaled down with the
    // word, fewer misspelt questions found their ruling first).
    for pair in words.windows(2) {
        let [Some(first), Some(second)] = pair else {
            continue;
        };
        let pair = pair_term(first, second);
        for (field, boost) in [
            (fields.pairs, PAIR_BOOST),
            (fields.title_pairs, PAIR_BOOST * 1.5),
        ] {
            let term = Term::from_field_text(field, &pair);
            clauses.push((Occur::Should, boosted(term_query(term), boost)));
        }
    }
    let cards = index.card_keys()?;
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
        let query = match (filter, &in_status) {
            (Filter::Status(_), Some(ids)) => Box::new(TermSetQuery::new(ids.clone())),
            _ => filter_query(index, filter)?,
        };
        clauses.push((Occur::Must, query));
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

/// One indexed query word across the fields, plus its rarity once for having
/// it at all; every field's weight times `weight`. `coverage` scales a match in
/// [`crate::index::Fields::anywhere`] to [`COVERAGE_WEIGHT`] times the rarity.
fn word_clauses(
    index: &Index,
    searcher: &Searcher,
    word: &str,
    coverage: f32,
    weight: f32,
) -> Result<Vec<(Occur, Box<dyn Query>)>> {
    let fields = index.fields;
    let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for (field, boost) in weighted_fields(&fields) {
        let term = Term::from_field_text(field, word);
        // A field without the word adds nothing but the cost of asking.
        if doc_freq(index, searcher, &term)? > 0 {
            clauses.push((Occur::Should, boosted(term_query(term), boost * weight)));
        }
    }
    let anywhere = Term::from_field_text(fields.anywhere, word);
    let query = TermQuery::new(anywhere, IndexRecordOption::Basic);
    clauses.push((Occur::Should, boosted(Box::new(query), coverage)));
    Ok(clauses)
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
fn spelling(index: &Index, searcher: &Searcher, word: &str) -> Result<Spelling> {
    let fields = index.fields;
    let searched = std::iter::once(fields.anywhere)
        .chain(weighted_fields(&fields).into_iter().map(|(field, _)| field));
    for field in searched {
        if doc_freq(index, searcher, &Term::from_field_text(field, word))? > 0 {
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
        if let Some(best) = most_held_within(index, searcher, word, distance)? {
            return Ok(Spelling::Corrected(best));
        }
    }
    Ok(Spelling::Unknown)
}

/// Of the indexed words within `distance` typos of `word` (a swap of two
/// letters is one), the one most records hold; ties go to the first in
/// alphabetical order.
fn most_held_within(
    index: &Index,
    searcher: &Searcher,
    word: &str,
    distance: u8,
) -> Result<Option<String>> {
    let field = index.fields.anywhere;
    let fail = |e: tantivy::TantivyError| Error::index(&index.dir, e);
    let automaton = FuzzyTermQuery::new(Term::from_field_text(field, word), distance, true)
        .automaton()
        .map_err(fail)?;
    let mut held: HashMap<Vec<u8>, u32> = HashMap::new();
    for segment in searcher.segment_readers() {
        let inverted = segment.inverted_index(field).map_err(fail)?;
        let mut stream = inverted
            .terms()
            .search(&automaton)
            .into_stream()
            .map_err(|e| Error::index(&index.dir, e))?;
        while stream.advance() {
            *held.entry(stream.key().to_vec()).or_default() += stream.value().doc_freq;
        }
    }
    let best = held
        .into_iter()
        .max_by(|(a, a_held), (b, b_held)| a_held.cmp(b_held).then_with(|| b.cmp(a)));
    Ok(best.and_then(|(bytes, _)| String::from_utf8(bytes).ok()))
}

/// How many records hold `term`.
fn doc_freq(index: &Index, searcher: &Searcher, term: &Term) -> Result<u64> {
    searcher
        .doc_freq(term)
        .map_err(|e| Error::index(&index.dir, e))
}

/// The score tantivy's BM25 gives a word in a field indexed without counts
/// or lengths, divided by the word's rarity: the same for every word.
fn unit_score(index: &Index, searcher: &Searcher, field: Field) -> Result<f32> {
    // tantivy's BM25 constants.
    const K1: f32 = 1.2;
    const B: f32 = 0.75;
    let tokens = searcher
        .total_num_tokens(field)
        .map_err(|e| Error::index(&index.dir, e))?;
    let documents = searcher.num_docs().max(1);
    let average_length = (tokens as f32 / documents as f32).max(1.0);
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

fn filter_query(index: &Index, filter: &Filter) -> Result<Box<dyn Query>> {
    let fields = index.fields;
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
        Filter::Status(name) => exact(fields.status, parse_status(name)?.as_str()),
        Filter::Card(name) => card_filter(index, name)?,
        Filter::Title(words) => all_words(fields.title, words)?,
        Filter::Section(words) => all_words(fields.section, words)?,
        Filter::Concept(words) => all_words(fields.concepts, words)?,
    })
}

/// Records about a card or its colon-rule group; a name the registry does not
/// know is refused, since no record could pass.
fn card_filter(index: &Index, name: &str) -> Result<Box<dyn Query>> {
    let Some(card) = index.card_keys()?.named(name) else {
        return Err(Error::query(format!(
            "no card matches {name:?} in the card filter: `rulings cards` lists \
             the cards the tool knows"
        )));
    };
    let members = card.members;
    let clauses: Vec<(Occur, Box<dyn Query>)> = members
        .iter()
        .map(|title| {
            let term = index.fields.card_term(title);
            (Occur::Should, term_query(term))
        })
        .collect();
    Ok(Box::new(BooleanQuery::new(clauses)))
}

/// The titles of a card's colon-rule group (the name itself when it is no card).
fn group_of(cards: &impl CardLookup, name: &str) -> Vec<String> {
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

/// Card titles named in free text typed in any case ("amanda rogers countermanda").
pub fn cards_named(cards: &impl CardLookup, text: &str) -> Vec<String> {
    let words: Vec<String> = name_key(text).split(' ').map(str::to_string).collect();
    let mut found = Vec::new();
    let mut start = 0;
    while start < words.len() {
        let mut matched = 0;
        for len in (1..=spannable(cards, &words[start..])).rev() {
            let name = words[start..start + len].join(" ");
            if len == 1 && name.len() < 4 {
                continue;
            }
            if let Some(card) = cards.named(&name) {
                if !found.contains(&card.title) {
                    found.push(card.title.clone());
                }
                matched = len;
                break;
            }
        }
        start += matched.max(1);
    }
    found
}

/// How many of the first `words` (at most six) a card name may span: the run
/// grows while some name may begin with it, so that no longer run is looked up.
fn spannable(cards: &impl CardLookup, words: &[String]) -> usize {
    let most = words.len().min(6);
    (1..=most)
        .find(|&len| !cards.may_begin_a_name(&words[..len].join(" ")))
        .map_or(most, |len| len - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_ranking_fields_are_the_records() {
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        for record in &crate::ingest::ingest(&corpus).records {
            let stored: Ranked = serde_json::from_str(&crate::index::ranking_json(record)).unwrap();
            let at_hand = Ranked {
                whole: None,
                ..Ranked::of(record)
            };
            assert_eq!(stored, at_hand, "{}", record.id);
        }
    }

    #[test]
    fn a_misspelt_word_is_read_as_the_indexed_word_most_records_hold() {
        let (_store, _dir, index) = crate::index::shipped_store_and_index();
        let searcher = index.searcher();
        let spelt = |typed: &str| {
            let word = &tokens(typed)[0].text;
            spelling(&index, &searcher, word).unwrap()
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

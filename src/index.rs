//! The index: a tantivy index of the records plus the records themselves, built
//! aside and swapped in whole.
//!
//! Layout of an index directory:
//!
//! ```text
//! index/
//!   CURRENT            name of the live generation (replaced atomically)
//!   gen-<hash>-<t>/    one generation: tantivy files, records.bin, ranking.bin,
//!                      store.json, eras.json, summary.json, card-keys.tsv,
//!                      card-names.tsv, rulings-meta.json
//!   .tmp-<pid>-<t>/    a generation being built (never read)
//! ```
//!
//! A generation records the corpus hash, the corpus files' stamps and
//! [`FORMAT_VERSION`] in `rulings-meta.json`, written last (and later only
//! replaced whole, to bring the stamps up to date); [`open`] refuses a generation
//! whose meta is missing, stale or does not match its contents, and the caller
//! rebuilds.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::fs;
use std::io::BufWriter;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

use rayon::prelude::*;
use regex::Regex;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use tantivy::collector::{Collector, DocSetCollector, TopDocs};
use tantivy::columnar::Column;
use tantivy::indexer::NoMergePolicy;
use tantivy::query::{
    Bm25StatisticsProvider, BooleanQuery, EnableScoring, FuzzyTermQuery, Occur, Query, TermQuery,
    Weight,
};
use tantivy::schema::{
    Field, IndexRecordOption, Schema, TextFieldIndexing, TextOptions, FAST, STRING,
};
use tantivy::tokenizer::TextAnalyzer;
use tantivy::{
    DocAddress, DocSet, IndexReader, IndexWriter, ReloadPolicy, Searcher, Term, TERMINATED,
};

mod document;
mod integrity;
mod replay;
mod table;

use crate::analyze::vocabulary::Vocabulary;
use crate::corpus::{Corpus, Skipped, Stamp};
use crate::error::{Error, Result};
use crate::ingest::{DocumentReport, Report, Store};
use crate::lexicon::english::FUNCTION_WORDS;
use crate::link::cards::lookup::CardIndex;
use crate::link::eras::{Era, Restated};
use crate::memory::release_freed_memory;
use crate::normalize::name_key;
use crate::record::{Record, Status};
use document::{RecordDocument, Unread};
pub use integrity::FileStamp;
use replay::{Pairing, Replaying};
use table::TextTable;

/// Changes whenever the code that parses, links or indexes changes (a hash of
/// the sources, from build.rs), so an index built by other code is rebuilt.
pub const FORMAT_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), "+", env!("RULINGS_CODE_HASH"));

/// Our description of a generation (tantivy has its own `meta.json`).
const META_FILE: &str = "rulings-meta.json";

/// Every record's JSON, by its place in the store (a [`table`] file).
const RECORDS_FILE: &str = "records.bin";

/// What ranking reads of every record ([`Ranking`]), by its place in the
/// store (a [`table`] file).
const RANKING_FILE: &str = "ranking.bin";

/// Everything ingest learnt but the records, which are in [`RECORDS_FILE`],
/// and the eras, in [`ERAS_FILE`].
const STORE_FILE: &str = "store.json";

/// The rulings as they stood before every document was in force
/// ([`crate::link::eras`]), read for answers as of a date.
const ERAS_FILE: &str = "eras.json";

/// The reports a search needs.
const SUMMARY_FILE: &str = "summary.json";

/// The card names a search recognises (see [`crate::link::cards::lookup`]).
const CARD_KEYS_FILE: &str = "card-keys.tsv";

/// Every card's other spellings as written (see [`crate::link::cards::lookup`]).
const CARD_NAMES_FILE: &str = "card-names.tsv";

/// The name of our analyzer in tantivy's tokenizer manager.
const ANALYZER: &str = "rulings";

/// The name of the pair fields' analyzer (each two adjacent terms of ours, as
/// one term: [`crate::analyze::pair_term`]) in tantivy's tokenizer manager.
const PAIRS_ANALYZER: &str = "rulings-pairs";

/// What a search needs besides the tantivy index and the card keys: small, read
/// on every open.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Summary {
    /// The ingest report per document.
    pub documents: Vec<DocumentReport>,
    /// Documents that were skipped.
    pub skipped: Vec<Skipped>,
    /// Ids of the passages stating the general rules on responses.
    #[serde(default)]
    pub rules: Vec<String>,
    /// The players' words for the documents' terms, as the corpus gives them.
    #[serde(default)]
    vocabulary: Vec<crate::parse::vocabulary::Entry>,
    /// Every word the records write (in lower case, sorted) whose term is a
    /// player's word's: what tells a player's word the documents use as
    /// written from one that only shares their stem ([`Summary::writes`]).
    #[serde(default)]
    written: Vec<String>,
    /// Each document as an answer names it, worked out on first use.
    #[serde(skip)]
    described: OnceLock<Arc<[String]>>,
    /// The vocabulary as a search reads it, worked out on first use.
    #[serde(skip)]
    readings: OnceLock<Vocabulary>,
    /// What each of [`Summary::written`] may be before an inflection ending
    /// ([`crate::analyze::bases`]), all together, worked out on first use.
    #[serde(skip)]
    written_bases: OnceLock<HashSet<String>>,
}

impl Summary {
    fn of(store: &Store) -> Summary {
        Summary {
            documents: store.documents.clone(),
            skipped: store.skipped.clone(),
            rules: store.rules.clone(),
            vocabulary: store.vocabulary.clone(),
            written: written_player_words(store),
            described: OnceLock::new(),
            readings: OnceLock::new(),
            written_bases: OnceLock::new(),
        }
    }

    /// True when the records write the player's word `said` in some form of
    /// it, their [`crate::analyze::bases`] meeting: "fighting" for "fight",
    /// not "negative" for "negated", though the two share a stem.
    pub fn writes(&self, said: &str) -> bool {
        // Two words are forms of one when what they may be before an ending
        // meets: said's bases are looked up among those of every word written.
        let written = self.written_bases.get_or_init(|| {
            self.written
                .iter()
                .flat_map(|word| crate::analyze::bases(word))
                .collect()
        });
        crate::analyze::bases(&said.to_lowercase())
            .iter()
            .any(|base| written.contains(base))
    }

    /// The players' vocabulary, ready to read queries with.
    pub fn vocabulary(&self) -> &Vocabulary {
        self.readings
            .get_or_init(|| Vocabulary::new(&self.vocabulary))
    }

    /// Each document as an answer names it: "First Edition Current Rulings
    /// (2017-12-04)", "... (v1.9.3)", in corpus order.
    pub fn described(&self) -> &Arc<[String]> {
        self.described
            .get_or_init(|| self.documents.iter().map(describe).collect())
    }
}

/// The words the records of `store` write whose term is that of a single
/// player's word of its vocabulary, in lower case, sorted.
fn written_player_words(store: &Store) -> Vec<String> {
    let terms: HashSet<String> = store
        .vocabulary
        .iter()
        .flat_map(|entry| &entry.words)
        .filter(|word| !word.contains(' '))
        .flat_map(|word| crate::analyze::terms(word))
        .collect();
    if terms.is_empty() {
        return Vec::new();
    }
    let mut written: Vec<String> = store
        .records
        .par_iter()
        .flat_map_iter(|record| {
            let wanted = |term: &str| terms.contains(term);
            let mut found = crate::analyze::words_whose_term(&record.title, wanted);
            found.extend(crate::analyze::words_whose_term(&record.text, wanted));
            found
        })
        .collect();
    written.sort_unstable();
    written.dedup();
    written
}

/// A document as an answer names it: its title, and its date or version.
fn describe(document: &DocumentReport) -> String {
    let when = document
        .date
        .as_ref()
        .map(ToString::to_string)
        .or_else(|| document.version.as_ref().map(|v| format!("v{v}")))
        .unwrap_or_else(|| "undated".to_string());
    format!("{} ({when})", document.title)
}

/// What a generation was built from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    /// Hash of the corpus (manifest and documents), hex.
    pub corpus_hash: String,
    /// [`FORMAT_VERSION`] of the binary that built it.
    pub format: String,
    /// Number of records (and tantivy documents).
    pub records: usize,
    /// Length in bytes of `store.json`.
    pub store_bytes: u64,
    /// Length in bytes of `card-keys.tsv`.
    #[serde(default)]
    pub card_keys_bytes: u64,
    /// The corpus files' sizes and times when last found unchanged.
    #[serde(default)]
    pub stamps: Vec<Stamp>,
    /// The generation's own files' sizes and times when last found intact.
    #[serde(default)]
    pub files: Vec<FileStamp>,
    /// Content hash of the generation's own files (see `integrity`), hex.
    #[serde(default)]
    pub own_hash: String,
}

/// The fields of the schema.
#[derive(Debug, Clone, Copy)]
pub struct Fields {
    /// Position of the record in the store (a column): where its JSON is in
    /// `records.bin` and its ranking fields in `ranking.bin`.
    pub ord: Field,
    /// Record id (exact).
    pub id: Field,
    /// The manifest file name of the record's document (exact).
    pub doc: Field,
    /// Source kind (exact: faq, glossary, rulings).
    pub source: Field,
    /// Status (exact: current, superseded, historical).
    pub status: Field,
    /// [`name_key`] of each card (exact), for filters.
    pub card_key: Field,
    /// For a question part, the id of the whole question (exact).
    pub parent: Field,
    /// Title (analyzed).
    pub title: Field,
    /// Section (analyzed).
    pub section: Field,
    /// The question alone, for FAQ records (analyzed).
    pub question: Field,
    /// Card titles (analyzed).
    pub cards: Field,
    /// Concepts (analyzed).
    pub concepts: Field,
    /// Full text (analyzed).
    pub text: Field,
    /// Title, text and card titles together, words only (no counts, no
    /// lengths): whether a record has a word at all.
    pub anywhere: Field,
    /// Each two adjacent analyzed words of the text ([`crate::analyze::pair_term`]), so that
    /// words side by side score as one term.
    pub pairs: Field,
    /// Each two adjacent analyzed words of the title.
    pub title_pairs: Field,
}

impl Fields {
    /// The term under which the records naming the card `title` are indexed
    /// (its [`name_key`] in the card key field).
    pub fn card_term(&self, title: &str) -> Term {
        Term::from_field_text(self.card_key, &name_key(title))
    }
}

fn schema() -> (Schema, Fields) {
    let mut builder = Schema::builder();
    let analyzed = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqsAndPositions),
    );
    let words_only = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(ANALYZER)
            .set_index_option(IndexRecordOption::Basic)
            .set_fieldnorms(false),
    );
    let pairs_counted = TextOptions::default().set_indexing_options(
        TextFieldIndexing::default()
            .set_tokenizer(PAIRS_ANALYZER)
            .set_index_option(IndexRecordOption::WithFreqs),
    );
    let fields = Fields {
        ord: builder.add_u64_field("ord", FAST),
        id: builder.add_text_field("id", STRING),
        doc: builder.add_text_field("doc", STRING),
        source: builder.add_text_field("source", STRING),
        status: builder.add_text_field("status", STRING),
        card_key: builder.add_text_field("card_key", STRING),
        parent: builder.add_text_field("parent", STRING),
        title: builder.add_text_field("title", analyzed.clone()),
        section: builder.add_text_field("section", analyzed.clone()),
        question: builder.add_text_field("question", analyzed.clone()),
        cards: builder.add_text_field("cards", analyzed.clone()),
        concepts: builder.add_text_field("concepts", analyzed.clone()),
        text: builder.add_text_field("text", analyzed),
        anywhere: builder.add_text_field("anywhere", words_only),
        pairs: builder.add_text_field("pairs", pairs_counted.clone()),
        title_pairs: builder.add_text_field("title_pairs", pairs_counted),
    };
    (builder.build(), fields)
}

/// Registers our analyzer and the pair fields' with `index`, each replaying
/// the terms of the record document being indexed ([`replay`]).
fn register_analyzers(index: &tantivy::Index) {
    let tokenizers = index.tokenizers();
    tokenizers.register(ANALYZER, TextAnalyzer::from(Replaying::new()));
    let pairs = Pairing::new(Replaying::new());
    tokenizers.register(PAIRS_ANALYZER, TextAnalyzer::from(pairs));
}

/// A query matching the documents that have any of `terms`.
pub fn any_term(terms: impl IntoIterator<Item = Term>) -> BooleanQuery {
    let clauses: Vec<(Occur, Box<dyn Query>)> = terms
        .into_iter()
        .map(|term| {
            let query: Box<dyn Query> = Box::new(TermQuery::new(term, IndexRecordOption::Basic));
            (Occur::Should, query)
        })
        .collect();
    BooleanQuery::new(clauses)
}

/// The shipped corpus's store and an index of it, in a temporary directory
/// that lives as long as the returned one.
#[cfg(test)]
pub(crate) fn shipped_store_and_index() -> (Store, tempfile::TempDir, Index) {
    let corpus = crate::corpus::Corpus::embedded().expect("the embedded corpus");
    let store = crate::ingest::ingest(&corpus);
    let dir = tempfile::TempDir::new().expect("a temporary directory");
    let index = build(dir.path(), store.clone(), &corpus).expect("an index");
    (store, dir, index)
}

/// The shipped corpus's index, built once for the tests of a test binary.
#[cfg(test)]
pub(crate) fn shipped_index() -> &'static Index {
    static SHIPPED: std::sync::LazyLock<(Store, tempfile::TempDir, Index)> =
        std::sync::LazyLock::new(shipped_store_and_index);
    &SHIPPED.2
}

/// An open generation: the tantivy reader and the stored records.
pub struct Index {
    /// The generation directory.
    pub dir: PathBuf,
    /// The schema fields.
    pub fields: Fields,
    /// The reports, read on open.
    pub summary: Summary,
    /// What the generation was built from.
    pub meta: Meta,
    /// The records and everything else, read on first use (a search does not need it).
    store: OnceLock<Store>,
    /// What ingest reported, kept when the generation was built by this process.
    report: OnceLock<Report>,
    cards: OnceLock<CardIndex>,
    eras: OnceLock<Vec<Era>>,
    general_rules: OnceLock<Vec<Record>>,
    records: TextTable,
    ranking: TextTable,
    /// Each record's ranking, parsed on first use and kept: a ranking is read
    /// for every candidate of every search, and a server answers many.
    rankings: Vec<OnceLock<Arc<Ranking>>>,
    /// Each record, parsed on first use and kept: a respond question reads
    /// the same passages again as it looks for the verdict, the general
    /// rules and the actor's rulings.
    kept_records: Vec<OnceLock<Record>>,
    reader: IndexReader,
}

/// A query weighed once against the index as it stands (each term's rarity
/// looked up, each clause's weight built), to take its best records and then
/// to score more of them by it: search asks for its best results, then for
/// the parts of the best questions among them, and the weighing is much of
/// what a query costs.
pub struct Weighed<'i> {
    index: &'i Index,
    searcher: Searcher,
    weight: Box<dyn Weight>,
}

impl Weighed<'_> {
    /// The `limit` records the query scores best, best first, each with its
    /// score and its place in the store.
    pub fn top(&self, limit: usize) -> Result<Vec<(f32, usize)>> {
        let fail = |e| Error::index(&self.index.dir, e);
        let collector = TopDocs::with_limit(limit.max(1)).order_by_score();
        let fruits = self
            .searcher
            .segment_readers()
            .iter()
            .enumerate()
            .map(|(ord, segment)| collector.collect_segment(&*self.weight, ord as u32, segment))
            .collect::<tantivy::Result<Vec<_>>>()
            .map_err(fail)?;
        let top = collector.merge_fruits(fruits).map_err(fail)?;
        self.with_places(top)
    }

    /// Of the records `among` matches, the `limit` the query scores best,
    /// best first (then in store order), each with its score and its place;
    /// those the query does not match are left out. The query's own weight
    /// scores them, as if `among` were one more clause every result must
    /// match and that adds nothing to its score.
    pub fn top_among(&self, among: &dyn Query, limit: usize) -> Result<Vec<(f32, usize)>> {
        let fail = |e| Error::index(&self.index.dir, e);
        let among = among
            .weight(EnableScoring::disabled_from_searcher(&self.searcher))
            .map_err(fail)?;
        let mut found: Vec<(f32, DocAddress)> = Vec::new();
        for (ord, segment) in self.searcher.segment_readers().iter().enumerate() {
            let mut scorer = self.weight.scorer(segment, 1.0).map_err(fail)?;
            let mut candidates = among.scorer(segment, 1.0).map_err(fail)?;
            let alive = segment.alive_bitset();
            let mut doc = candidates.doc();
            while doc != TERMINATED {
                if scorer.doc() < doc {
                    scorer.seek(doc);
                }
                if scorer.doc() == doc && alive.is_none_or(|alive| alive.is_alive(doc)) {
                    found.push((scorer.score(), DocAddress::new(ord as u32, doc)));
                }
                doc = candidates.advance();
            }
        }
        found.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        found.truncate(limit);
        self.with_places(found)
    }

    /// Scored records with their places in the store, in their order.
    fn with_places(&self, scored: Vec<(f32, DocAddress)>) -> Result<Vec<(f32, usize)>> {
        let (scores, addresses): (Vec<f32>, Vec<DocAddress>) = scored.into_iter().unzip();
        let places = self.index.places(&self.searcher, addresses)?;
        Ok(scores.into_iter().zip(places).collect())
    }
}

impl Index {
    /// The record at `place` in the store.
    pub fn record(&self, place: usize) -> Result<Record> {
        self.record_in_store(place).cloned()
    }

    /// The record at `place` in the store, where it is kept: respond reads
    /// many records and shows a few, and copies only those.
    pub fn record_in_store(&self, place: usize) -> Result<&Record> {
        self.kept_entry(
            &self.kept_records,
            &self.records,
            RECORDS_FILE,
            "record",
            place,
        )
    }

    /// What ranking reads of the record at `place` in the store.
    pub fn ranking(&self, place: usize) -> Result<Arc<Ranking>> {
        self.kept_entry(&self.rankings, &self.ranking, RANKING_FILE, "entry", place)
            .map(Arc::clone)
    }

    /// The entry at `place` of the generation's `file` (its `table`, whose
    /// entries are each a `what`), parsed on first use and kept with the
    /// others parsed: a ranking is read for every candidate of every search,
    /// a record again and again by respond, and a server answers many.
    fn kept_entry<'s, T: DeserializeOwned>(
        &'s self,
        kept: &'s [OnceLock<T>],
        table: &TextTable,
        file: &str,
        what: &str,
        place: usize,
    ) -> Result<&'s T> {
        let missing = || {
            Error::index(
                &self.dir,
                format!("{file} has no readable {what} {place}; run `rulings ingest`"),
            )
        };
        let kept = kept.get(place).ok_or_else(missing)?;
        if let Some(entry) = kept.get() {
            return Ok(entry);
        }
        let json = table.get(place as u64).ok_or_else(missing)?;
        let parsed: T = self.parse(file, json)?;
        Ok(kept.get_or_init(|| parsed))
    }

    /// JSON read back from the generation's `file`.
    fn parse<T: DeserializeOwned>(&self, file: &str, json: &str) -> Result<T> {
        serde_json::from_str(json).map_err(|e| {
            Error::index(
                &self.dir,
                format!("an entry of {file} is damaged ({e}); run `rulings ingest`"),
            )
        })
    }

    /// The place in the store of the record with the id `id`, if there is one.
    pub fn place_of(&self, id: &str) -> Result<Option<usize>> {
        let query = TermQuery::new(
            Term::from_field_text(self.fields.id, id),
            IndexRecordOption::Basic,
        );
        Ok(self.places_matching(&query)?.first().copied())
    }

    /// The records with the ids `ids`, in the order of `ids`, each with its
    /// place in the store; an id no record has is passed over.
    pub fn records_with_ids(&self, ids: &[String]) -> Result<Vec<(usize, Record)>> {
        let terms = ids
            .iter()
            .map(|id| Term::from_field_text(self.fields.id, id));
        let mut found = self
            .places_matching(&any_term(terms))?
            .into_iter()
            .map(|place| Ok((place, self.record(place)?)))
            .collect::<Result<Vec<_>>>()?;
        found.sort_by_key(|(_, record)| ids.iter().position(|id| *id == record.id));
        Ok(found)
    }

    /// The passages stating the general rules on responses as the corpus
    /// stands, in the order ingest found them; read on first use.
    pub fn general_rules(&self) -> Result<&[Record]> {
        if let Some(rules) = self.general_rules.get() {
            return Ok(rules);
        }
        let rules = self.records_with_ids(&self.summary.rules)?;
        let rules = rules.into_iter().map(|(_, record)| record).collect();
        Ok(self.general_rules.get_or_init(|| rules))
    }

    /// The place in the store of every record `query` matches, in store order.
    pub fn places_matching(&self, query: &dyn Query) -> Result<Vec<usize>> {
        let searcher = self.reader.searcher();
        let addresses = searcher
            .search(query, &DocSetCollector)
            .map_err(|e| Error::index(&self.dir, e))?;
        let mut found = self.places(&searcher, addresses)?;
        found.sort_unstable();
        Ok(found)
    }

    /// The `limit` records `query` scores best, best first, each with its
    /// score and its place in the store.
    pub fn top(&self, query: &dyn Query, limit: usize) -> Result<Vec<(f32, usize)>> {
        self.weighed(query)?.top(limit)
    }

    /// `query` weighed against the index as it stands, to score records by
    /// it more than once ([`Weighed`]).
    pub fn weighed(&self, query: &dyn Query) -> Result<Weighed<'_>> {
        let searcher = self.reader.searcher();
        let weight = query
            .weight(EnableScoring::enabled_from_searcher(&searcher))
            .map_err(|e| Error::index(&self.dir, e))?;
        Ok(Weighed {
            index: self,
            searcher,
            weight,
        })
    }

    /// The places in the store of the records at `addresses`, in their order.
    fn places(
        &self,
        searcher: &Searcher,
        addresses: impl IntoIterator<Item = DocAddress>,
    ) -> Result<Vec<usize>> {
        let columns = searcher
            .segment_readers()
            .iter()
            .map(|segment| segment.fast_fields().u64("ord"))
            .collect::<tantivy::Result<Vec<Column<u64>>>>()
            .map_err(|e| Error::index(&self.dir, e))?;
        addresses
            .into_iter()
            .map(|address| {
                columns
                    .get(address.segment_ord as usize)
                    .and_then(|column| column.first(address.doc_id))
                    .and_then(|ord| usize::try_from(ord).ok())
                    .ok_or_else(|| Error::index(&self.dir, "a document has no place"))
            })
            .collect()
    }

    /// How many records hold `term`.
    pub fn doc_freq(&self, term: &Term) -> Result<u64> {
        self.reader
            .searcher()
            .doc_freq(term)
            .map_err(|e| Error::index(&self.dir, e))
    }

    /// How many terms a record holds in `field`, on average (at least one).
    pub fn average_length(&self, field: Field) -> Result<f32> {
        let searcher = self.reader.searcher();
        let tokens = searcher
            .total_num_tokens(field)
            .map_err(|e| Error::index(&self.dir, e))?;
        let documents = searcher.num_docs().max(1);
        Ok((tokens as f32 / documents as f32).max(1.0))
    }

    /// The terms of `field` within `distance` typos of `word` (a swap of two
    /// letters is one), each with how many records hold it.
    pub fn terms_near(&self, field: Field, word: &str, distance: u8) -> Result<Vec<(String, u32)>> {
        let fail = |e: tantivy::TantivyError| Error::index(&self.dir, e);
        let automaton = FuzzyTermQuery::new(Term::from_field_text(field, word), distance, true)
            .automaton()
            .map_err(fail)?;
        let mut held: HashMap<Vec<u8>, u32> = HashMap::new();
        for segment in self.reader.searcher().segment_readers() {
            let inverted = segment.inverted_index(field).map_err(fail)?;
            let mut stream = inverted
                .terms()
                .search(&automaton)
                .into_stream()
                .map_err(|e| Error::index(&self.dir, e))?;
            while stream.advance() {
                *held.entry(stream.key().to_vec()).or_default() += stream.value().doc_freq;
            }
        }
        Ok(held
            .into_iter()
            .filter_map(|(bytes, count)| Some((String::from_utf8(bytes).ok()?, count)))
            .collect())
    }

    /// Every record and report, read from `records.bin`, `store.json` and
    /// `eras.json` on first use.
    pub fn store(&self) -> Result<&Store> {
        if let Some(store) = self.store.get() {
            return Ok(store);
        }
        let path = self.dir.join(STORE_FILE);
        let bytes = fs::read(&path).map_err(|e| Error::io(&path, e))?;
        if bytes.len() as u64 != self.meta.store_bytes {
            return Err(Error::index(
                &self.dir,
                "store.json has the wrong length; run `rulings ingest`",
            ));
        }
        let mut store: Store = serde_json::from_slice(&bytes).map_err(|e| {
            Error::index(
                &self.dir,
                format!("store.json is damaged ({e}); run `rulings ingest`"),
            )
        })?;
        store.records = (0..self.meta.records)
            .into_par_iter()
            .map(|place| self.record(place))
            .collect::<Result<_>>()?;
        store.eras = self.eras()?.to_vec();
        Ok(self.store.get_or_init(|| store))
    }

    /// The rulings as they stood before every document was in force, read
    /// from `eras.json` on first use.
    pub fn eras(&self) -> Result<&[Era]> {
        if let Some(eras) = self.eras.get() {
            return Ok(eras);
        }
        let path = self.dir.join(ERAS_FILE);
        let bytes = fs::read(&path).map_err(|e| Error::io(&path, e))?;
        let eras: Vec<Era> = serde_json::from_slice(&bytes).map_err(|e| {
            Error::index(
                &self.dir,
                format!("{ERAS_FILE} is damaged ({e}); run `rulings ingest`"),
            )
        })?;
        Ok(self.eras.get_or_init(|| eras))
    }

    /// What ingest reported of the generation: as it was built by this process,
    /// else worked out from the store.
    pub fn report(&self) -> Result<&Report> {
        if let Some(report) = self.report.get() {
            return Ok(report);
        }
        let report = self.store()?.report();
        Ok(self.report.get_or_init(|| report))
    }

    /// The registry's names, read from `card-keys.tsv` and `card-names.tsv`
    /// on first use.
    pub fn cards(&self) -> Result<&CardIndex> {
        if let Some(cards) = self.cards.get() {
            return Ok(cards);
        }
        let read = |file: &str| {
            let path = self.dir.join(file);
            fs::read_to_string(&path).map_err(|e| Error::io(&path, e))
        };
        let keys = read(CARD_KEYS_FILE)?;
        if keys.len() as u64 != self.meta.card_keys_bytes {
            return Err(Error::index(
                &self.dir,
                "card-keys.tsv has the wrong length; run `rulings ingest`",
            ));
        }
        let cards = CardIndex::read(keys, read(CARD_NAMES_FILE)?);
        Ok(self.cards.get_or_init(|| cards))
    }

    /// Records new stamps of the corpus files in the generation's meta, replacing
    /// it whole; a failure only means the next open reads the corpus again.
    pub fn restamp(&self, stamps: &[Stamp]) {
        let meta = Meta {
            stamps: stamps.to_vec(),
            ..self.meta.clone()
        };
        replace_meta(&self.dir, &meta);
    }
}

/// Replaces a generation's meta whole; a failure only means the next open does
/// again what the new meta would have spared it.
fn replace_meta(dir: &Path, meta: &Meta) {
    let tmp = dir.join(format!(".{META_FILE}-{}", unique_suffix()));
    let written = serde_json::to_vec_pretty(meta)
        .map_err(std::io::Error::other)
        .and_then(|bytes| fs::write(&tmp, bytes))
        .and_then(|()| fs::rename(&tmp, dir.join(META_FILE)));
    if written.is_err() {
        let _ = fs::remove_file(&tmp);
    }
}

/// A sentence that defines a term: "A" or "An", the term in lower case (a
/// word or a few), then "is", "are", "must", "means" or "refers to" ("A valid
/// response must specifically relate to ...").
static DEFINING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:An?) ([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}) (?:is|are|must|means|refers to)\b")
        .expect("defining pattern is a valid regular expression")
});

/// The terms `text` defines, one per sentence that opens by defining one
/// ([`DEFINING`]); a function word ends a term ("An action that is ...":
/// "action").
fn defined_terms(text: &str) -> Vec<String> {
    crate::text::sentence_ranges(text)
        .into_iter()
        .filter_map(|range| {
            let sentence = text[range].trim_start();
            let term = DEFINING.captures(sentence)?.get(1)?.as_str();
            let words: Vec<&str> = term
                .split(' ')
                .take_while(|word| FUNCTION_WORDS.binary_search(word).is_err())
                .collect();
            (!words.is_empty()).then(|| words.join(" "))
        })
        .collect()
}

/// The one ruling `record` points to when its own words say nothing else:
/// its answer, or its entry's text after the title and instruction it opens
/// with, is one sentence that begins "see" ("See "Amanda Rogers," above.",
/// "revealed – see actions - step 1: initiation").
fn points_only_to(record: &Record) -> Option<String> {
    let [reference] = &record.see_also[..] else {
        return None;
    };
    let own = match &record.answer {
        Some(answer) => Cow::Borrowed(answer.trim()),
        None => ENTRY_OPENING.replace(record.text.trim(), ""),
    };
    let pointer =
        own.get(..4)?.eq_ignore_ascii_case("see ") && crate::text::sentence_ranges(&own).len() == 1;
    pointer.then(|| reference.id.clone()).flatten()
}

/// The ids of the references `record` makes in sentences that only point
/// ([`POINTER_SENTENCE`]): sentences holding every word of the reference's
/// target ("See Section 1.4, "Timing"." for "1.4 Timing").
fn further_reading(record: &Record) -> Vec<String> {
    let pointers: Vec<String> = crate::text::sentences(&record.text)
        .into_iter()
        .map(|sentence| crate::normalize::fold(&sentence))
        .filter(|sentence| POINTER_SENTENCE.is_match(sentence))
        .collect();
    record
        .see_also
        .iter()
        .filter(|see| {
            let target = crate::normalize::fold(&see.target);
            let words: Vec<&str> = target
                .split(|c: char| !c.is_alphanumeric() && c != '.')
                .map(|word| word.trim_matches('.'))
                .filter(|word| !word.is_empty())
                .collect();
            pointers.iter().any(|pointer| {
                words
                    .iter()
                    .all(|word| crate::text::find_word(pointer, word).is_some())
            })
        })
        .filter_map(|see| see.id.clone())
        .collect()
}

/// A sentence that only points elsewhere: "See X", "(See X.)", "For more,
/// see X", after a question's or answer's label and part number ("A: 1) See
/// "Amanda Rogers," above.").
static POINTER_SENTENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"^\W*(?:[qa]: )?(?:\d{1,2}\) )?\(?(?:for more(?: [a-z]+){0,2}, )?see\b"#)
        .expect("pointer pattern is a valid regular expression")
});

/// What an entry may open with before its own words: its title and a dash,
/// and a Current Ruling's instruction ("replace the text with:").
static ENTRY_OPENING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(?:[^\n–—]{1,80}? [–—-] )?(?:(?:replace|add)[^:\n]{0,60}:\s*)?")
        .expect("entry pattern is a valid regular expression")
});

/// The whole questions of a store that have parts, and the parts that are
/// passages of their whole's answer (asked by the whole's own question).
pub struct Parts<'s> {
    wholes: HashSet<&'s str>,
    passages: HashSet<&'s str>,
}

impl<'s> Parts<'s> {
    /// What the records of `store` say of their questions' parts.
    pub fn of(store: &'s Store) -> Parts<'s> {
        let questions: HashMap<&str, Option<&str>> = store
            .records
            .iter()
            .map(|record| (record.id.as_str(), record.question.as_deref()))
            .collect();
        let mut parts = Parts {
            wholes: HashSet::new(),
            passages: HashSet::new(),
        };
        for record in &store.records {
            let Some(parent) = record.parent.as_deref() else {
                continue;
            };
            parts.wholes.insert(parent);
            if questions.get(parent).copied().flatten() == record.question.as_deref() {
                parts.passages.insert(record.id.as_str());
            }
        }
        parts
    }
}

/// What a search ranks a record by, stored apart (`ranking.bin`) so that
/// ranking does not read every candidate's whole record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranking {
    /// The record's id.
    pub id: String,
    /// Its title.
    pub title: String,
    /// The analyzed terms of its title, none for a title inferred from its
    /// section ("Interrupts" of a FAQ question filed there without a topic).
    pub title_terms: Vec<String>,
    /// The analyzed terms of each term the record defines ("A valid response
    /// must ...": "valid", "respons").
    pub defined_terms: Vec<Vec<String>>,
    /// For a question part: the id of the whole question.
    pub parent: Option<String>,
    /// For a whole question: whether it has parts.
    pub has_parts: bool,
    /// For a question part: whether it is a passage of a long answer, asked
    /// by the whole's own question, rather than a part the question numbers.
    pub passage: bool,
    /// The cards it names.
    pub cards: Vec<String>,
    /// The ids of the records its cross-references resolve to.
    pub references: Vec<String>,
    /// Those of `references` that a sentence of its own points to for more
    /// ("See downloading.", "For more, see section 1.4, Timing."), not what
    /// its ruling rests on ("By the Colon Rule explained ... in Section 1.3,
    /// Countermanda is not an Amanda Rogers card").
    pub further_reading: Vec<String>,
    /// Whether the ruling is in force.
    pub status: Status,
    /// Ids of the records that replaced it.
    pub superseded_by: Vec<String>,
    /// Its document's place in the order of authority (manifest).
    pub authority: i32,
    /// The one ruling it only points to: its answer, or its entry, says
    /// nothing but "see …" ("see use (skills)").
    pub points_to: Option<String>,
}

impl Ranking {
    /// What a search ranks `record` by, with what `parts` knows of the
    /// question it belongs to.
    pub fn of(record: &Record, parts: &Parts) -> Ranking {
        Ranking {
            id: record.id.clone(),
            title: record.title.clone(),
            title_terms: if record.title_inferred {
                Vec::new()
            } else {
                crate::analyze::terms(&record.title)
            },
            defined_terms: defined_terms(&record.text)
                .iter()
                .map(|term| crate::analyze::terms(term))
                .collect(),
            parent: record.parent.clone(),
            has_parts: parts.wholes.contains(record.id.as_str()),
            passage: parts.passages.contains(record.id.as_str()),
            cards: record.cards.clone(),
            references: record
                .see_also
                .iter()
                .filter_map(|see| see.id.clone())
                .collect(),
            further_reading: further_reading(record),
            status: record.status,
            superseded_by: record.superseded_by.clone(),
            authority: record.authority,
            points_to: points_only_to(record),
        }
    }

    /// Gives the ranked record the state it had during an era.
    pub fn restate(&mut self, restated: &Restated) {
        self.status = restated.status;
        self.superseded_by.clone_from(&restated.superseded_by);
    }
}

/// Why an index directory cannot be used as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unusable {
    /// Nothing has been built there.
    Missing,
    /// Built from another corpus or by another version.
    Stale(String),
    /// Present but unreadable or inconsistent.
    Corrupt(String),
}

impl std::fmt::Display for Unusable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unusable::Missing => f.write_str("no index has been built there yet"),
            Unusable::Stale(why) => write!(f, "the index is stale ({why})"),
            Unusable::Corrupt(why) => write!(f, "the index is unreadable ({why})"),
        }
    }
}

/// The hex form of a corpus hash, as recorded in `rulings-meta.json`.
pub fn hash_hex(hash: u64) -> String {
    format!("{hash:016x}")
}

/// Opens the live generation of `root` if it was built by this version from the
/// corpus as it is (`fresh` judges by the generation's meta) and is intact.
pub fn open(
    root: &Path,
    fresh: impl FnOnce(&Meta) -> bool,
) -> std::result::Result<Index, Unusable> {
    let current = root.join("CURRENT");
    let name = match fs::read_to_string(&current) {
        Ok(name) => name.trim().to_string(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(Unusable::Missing),
        Err(e) => {
            return Err(Unusable::Corrupt(format!(
                "cannot read {}: {e}",
                current.display()
            )))
        }
    };
    if name.is_empty() || name.contains(['/', '\\']) || name.starts_with('.') {
        return Err(Unusable::Corrupt(format!(
            "{} names no generation",
            current.display()
        )));
    }
    let dir = root.join(&name);
    let meta = read_meta(&dir)?;
    if meta.format != FORMAT_VERSION {
        return Err(Unusable::Stale(format!(
            "built by rulings {}, this is {FORMAT_VERSION}",
            meta.format
        )));
    }
    if !fresh(&meta) {
        return Err(Unusable::Stale(
            "the corpus has changed since it was built".into(),
        ));
    }
    open_generation(&dir, meta).map_err(Unusable::Corrupt)
}

fn read_meta(dir: &Path) -> std::result::Result<Meta, Unusable> {
    let path = dir.join(META_FILE);
    let bytes = fs::read(&path)
        .map_err(|e| Unusable::Corrupt(format!("cannot read {}: {e}", path.display())))?;
    serde_json::from_slice(&bytes)
        .map_err(|e| Unusable::Corrupt(format!("{} is damaged: {e}", path.display())))
}

/// Checks that a file of the generation has the length its meta records.
fn check_len(dir: &Path, file: &str, len: u64) -> std::result::Result<(), String> {
    let path = dir.join(file);
    let actual = fs::metadata(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?
        .len();
    if actual != len {
        return Err(format!("{} has the wrong length", path.display()));
    }
    Ok(())
}

/// The meta of a generation whose files are as they were written: as it is when
/// their sizes and times are unchanged, else with new stamps once every file is
/// verified (see [`integrity`]).
fn checked(dir: &Path, index: &tantivy::Index, meta: Meta) -> std::result::Result<Meta, String> {
    let files =
        integrity::stamps(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    if files == meta.files {
        return Ok(meta);
    }
    integrity::verify(dir, index, &meta.own_hash)?;
    let meta = Meta { files, ..meta };
    replace_meta(dir, &meta);
    Ok(meta)
}

fn open_generation(dir: &Path, meta: Meta) -> std::result::Result<Index, String> {
    check_len(dir, STORE_FILE, meta.store_bytes)?;
    check_len(dir, CARD_KEYS_FILE, meta.card_keys_bytes)?;
    let summary_path = dir.join(SUMMARY_FILE);
    let bytes = fs::read(&summary_path)
        .map_err(|e| format!("cannot read {}: {e}", summary_path.display()))?;
    let summary: Summary = serde_json::from_slice(&bytes)
        .map_err(|e| format!("{} is damaged: {e}", summary_path.display()))?;
    let index = tantivy::Index::open_in_dir(dir).map_err(|e| e.to_string())?;
    register_analyzers(&index);
    let (_, fields) = schema();
    if index.schema() != schema().0 {
        return Err("its schema is not this version's".into());
    }
    let meta = checked(dir, &index, meta)?;
    let reader = index
        .reader_builder()
        .reload_policy(ReloadPolicy::Manual)
        .try_into()
        .map_err(|e: tantivy::TantivyError| e.to_string())?;
    let searcher = reader.searcher();
    if searcher.num_docs() != meta.records as u64 {
        return Err("its document count does not match its records".into());
    }
    let records = TextTable::open(dir, RECORDS_FILE, meta.records)?;
    let ranking = TextTable::open(dir, RANKING_FILE, meta.records)?;
    let rankings = (0..meta.records).map(|_| OnceLock::new()).collect();
    let kept_records = (0..meta.records).map(|_| OnceLock::new()).collect();
    Ok(Index {
        dir: dir.to_path_buf(),
        fields,
        summary,
        meta,
        store: OnceLock::new(),
        report: OnceLock::new(),
        cards: OnceLock::new(),
        eras: OnceLock::new(),
        general_rules: OnceLock::new(),
        records,
        ranking,
        rankings,
        kept_records,
        reader,
    })
}

fn unique_suffix() -> String {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    format!("{}-{nanos}", std::process::id())
}

/// Builds a new generation under `root` from ingested records and makes it live.
pub fn build(root: &Path, store: Store, corpus: &Corpus) -> Result<Index> {
    Staging::new(root)?.build(store, corpus)
}

/// A generation being built: a temporary directory beside the live one, made
/// before the corpus is ingested so that an unwritable index directory shows at
/// once.
///
/// The generation is written into it, then it is renamed, then `CURRENT` is
/// replaced atomically: a reader sees the old index or the new one, never a
/// half-written one.
pub struct Staging {
    root: PathBuf,
    suffix: String,
    tmp: PathBuf,
}

impl Staging {
    /// Creates the index directory (when needed) and a temporary directory in it.
    pub fn new(root: &Path) -> Result<Staging> {
        if root.exists() && !root.is_dir() {
            return Err(Error::index(
                root,
                "not a directory; --index takes a directory, made when missing",
            ));
        }
        fs::create_dir_all(root).map_err(|e| Error::io(root, e))?;
        let suffix = unique_suffix();
        let tmp = root.join(format!(".tmp-{suffix}"));
        fs::create_dir(&tmp).map_err(|e| Error::io(&tmp, e))?;
        Ok(Staging {
            root: root.to_path_buf(),
            suffix,
            tmp,
        })
    }

    /// Writes the generation of `store`, built from `corpus`, and makes it live.
    /// The store is not kept: it is written out first, and tantivy indexes its
    /// records as they are read back; the generation gives it back when needed.
    pub fn build(self, store: Store, corpus: &Corpus) -> Result<Index> {
        let threads = indexing_threads(store.records.len());
        let report = store.report();
        let meta = match write_generation(&self.tmp, store, corpus, threads) {
            Ok(meta) => meta,
            Err(e) => {
                let _ = fs::remove_dir_all(&self.tmp);
                return Err(e);
            }
        };
        let root = &self.root;
        let name = format!("gen-{}-{}", meta.corpus_hash, self.suffix);
        let dir = root.join(&name);
        fs::rename(&self.tmp, &dir).map_err(|e| Error::io(&dir, e))?;
        let pointer = root.join(format!(".CURRENT-{}", self.suffix));
        fs::write(&pointer, format!("{name}\n")).map_err(|e| Error::io(&pointer, e))?;
        fs::rename(&pointer, root.join("CURRENT"))
            .map_err(|e| Error::io(root.join("CURRENT"), e))?;
        remove_old_generations(root, &name);
        let index = open_generation(&dir, meta).map_err(|reason| Error::index(&dir, reason))?;
        let _ = index.report.set(report);
        Ok(index)
    }
}

/// Writes `value` as JSON to `path` without holding the text in memory; returns
/// its length in bytes.
fn write_json(dir: &Path, path: &Path, value: &impl Serialize) -> Result<u64> {
    let file = fs::File::create(path).map_err(|e| Error::io(path, e))?;
    let mut out = BufWriter::new(file);
    serde_json::to_writer(&mut out, value).map_err(|e| Error::index(dir, e))?;
    let file = out
        .into_inner()
        .map_err(|e| Error::io(path, e.into_error()))?;
    let len = file.metadata().map_err(|e| Error::io(path, e))?.len();
    Ok(len)
}

/// Records per indexing thread: a smaller corpus is indexed by one thread into
/// one segment.
const RECORDS_PER_INDEXING_THREAD: usize = 10_000;

/// Records indexed between two commits: each commit writes the segments of the
/// records indexed since the last (one per indexing thread) and frees their
/// postings, which at 100x take about as much memory as the records. A search
/// looks up every term in every segment, so this is as many as memory allows:
/// at 100x, two commits make four segments (eight segments made the 12-word
/// question's p50 1.25 ms; two, 0.86 ms).
const RECORDS_PER_COMMIT: usize = 30_000;

/// The memory an indexing thread may fill per record it indexes before it
/// writes a segment: enough that a thread's share of a commit is one segment.
/// tantivy sizes its tables by this budget, so a small corpus asks for little.
const INDEXING_MEMORY_PER_RECORD: usize = 4_000;

/// The least memory tantivy lets one indexing thread fill.
const INDEXING_MEMORY_MIN: usize = 15_000_000;

/// The most memory one indexing thread may fill.
const INDEXING_MEMORY_PER_THREAD: usize = 100_000_000;

/// The memory budget of `threads` threads indexing `records` records, a
/// commit's worth at a time.
fn indexing_memory(records: usize, threads: usize) -> usize {
    let per_commit = records.min(RECORDS_PER_COMMIT);
    let per_thread = (per_commit.div_ceil(threads) * INDEXING_MEMORY_PER_RECORD)
        .clamp(INDEXING_MEMORY_MIN, INDEXING_MEMORY_PER_THREAD);
    per_thread * threads
}

/// How many threads index `records` records: one per
/// [`RECORDS_PER_INDEXING_THREAD`], at most one per core.
fn indexing_threads(records: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    records
        .div_ceil(RECORDS_PER_INDEXING_THREAD)
        .clamp(1, cores)
}

/// Writes a generation's files into `dir`, the records indexed by `threads`
/// threads. Our own files are written first, and the store let go: tantivy
/// indexes the records as they are read back from `records.bin`, since at scale
/// the store in memory weighs as much as the postings tantivy holds.
fn write_generation(dir: &Path, store: Store, corpus: &Corpus, threads: usize) -> Result<Meta> {
    release_freed_memory();
    let (store_bytes, card_keys_bytes) = write_own_files(dir, &store)?;
    let count = store.records.len();
    drop(store);
    index_records(dir, count, threads)?;
    let own_hash = integrity::own_files_hash(dir).map_err(|e| Error::io(dir, e))?;
    let files = integrity::stamps(dir).map_err(|e| Error::io(dir, e))?;
    let meta = Meta {
        corpus_hash: hash_hex(corpus.hash),
        format: FORMAT_VERSION.to_string(),
        records: count,
        store_bytes,
        card_keys_bytes,
        stamps: corpus.stamps.clone(),
        files,
        own_hash,
    };
    let meta_path = dir.join(META_FILE);
    let meta_bytes = serde_json::to_vec_pretty(&meta).map_err(|e| Error::index(dir, e))?;
    fs::write(&meta_path, meta_bytes).map_err(|e| Error::io(&meta_path, e))?;
    Ok(meta)
}

/// Writes the files of a generation that tantivy does not
/// ([`integrity::OWN_FILES`]); returns the lengths of `store.json` and
/// `card-keys.tsv`.
fn write_own_files(dir: &Path, store: &Store) -> Result<(u64, u64)> {
    let records_path = dir.join(RECORDS_FILE);
    table::write(&records_path, &store.records, |record, out| {
        serde_json::to_writer(out, record).map_err(std::io::Error::from)
    })
    .map_err(|e| Error::io(&records_path, e))?;
    let ranking_path = dir.join(RANKING_FILE);
    let parts = Parts::of(store);
    table::write(&ranking_path, &store.records, |record, out| {
        let ranking = Ranking::of(record, &parts);
        serde_json::to_writer(out, &ranking).map_err(std::io::Error::from)
    })
    .map_err(|e| Error::io(&ranking_path, e))?;
    let store_bytes = write_json(dir, &dir.join(STORE_FILE), store)?;
    write_json(dir, &dir.join(ERAS_FILE), &store.eras)?;
    write_json(dir, &dir.join(SUMMARY_FILE), &Summary::of(store))?;
    let cards = CardIndex::of(&store.registry);
    let card_keys_path = dir.join(CARD_KEYS_FILE);
    fs::write(&card_keys_path, cards.keys_text()).map_err(|e| Error::io(&card_keys_path, e))?;
    let card_names_path = dir.join(CARD_NAMES_FILE);
    fs::write(&card_names_path, cards.names_text()).map_err(|e| Error::io(&card_names_path, e))?;
    Ok((store_bytes, cards.keys_text().len() as u64))
}

/// Writes into `dir` the tantivy index of the `count` records of its
/// `records.bin`, each under its place in the store, indexed by `threads`
/// threads and committed every [`RECORDS_PER_COMMIT`] records.
fn index_records(dir: &Path, count: usize, threads: usize) -> Result<()> {
    let (schema, fields) = schema();
    let index = tantivy::Index::create_in_dir(dir, schema).map_err(|e| Error::index(dir, e))?;
    register_analyzers(&index);
    let mut writer: IndexWriter<RecordDocument> = index
        .writer_with_num_threads(threads, indexing_memory(count, threads))
        .map_err(|e| Error::index(dir, e))?;
    // A generation is written once and never updated: merging its segments
    // would cost as much as writing them again.
    writer.set_merge_policy(Box::new(NoMergePolicy));
    let mut ord = 0;
    let unread = Unread::default();
    let records_path = dir.join(RECORDS_FILE);
    table::read_each(&records_path, count, |json| {
        // A record an indexing thread could not read stops the build early.
        if let Some(reason) = unreadable(&unread) {
            return Err(std::io::Error::other(reason));
        }
        if ord % RECORDS_PER_RELEASE == 0 {
            release_freed_memory();
        }
        if ord > 0 && ord % RECORDS_PER_COMMIT == 0 {
            writer.commit().map_err(std::io::Error::other)?;
        }
        writer
            .add_document(RecordDocument::new(
                fields,
                ord as u64,
                json.to_vec(),
                &unread,
            ))
            .map_err(std::io::Error::other)?;
        ord += 1;
        Ok(())
    })
    .map_err(|e| Error::index(dir, format!("cannot index {RECORDS_FILE}: {e}")))?;
    writer.commit().map_err(|e| Error::index(dir, e))?;
    writer
        .wait_merging_threads()
        .map_err(|e| Error::index(dir, e))?;
    match unreadable(&unread) {
        Some(reason) => Err(Error::index(
            dir,
            format!("cannot index {RECORDS_FILE}: {reason}"),
        )),
        None => Ok(()),
    }
}

/// What is wrong with the record an indexing thread noted it could not read,
/// if any.
fn unreadable(unread: &Unread) -> Option<String> {
    unread
        .get()
        .map(|(ord, reason)| format!("record {ord} is not a record: {reason}"))
}

/// Records handed to tantivy between two calls of [`release_freed_memory`]: the
/// memory of the records indexed since the last call is then given back.
const RECORDS_PER_RELEASE: usize = 2_000;

/// Removes generations other than the live one and the one before it, and
/// temporary directories and pointer files left by builds that died more than
/// an hour ago. Only entries whose names have the exact shape this module gives
/// them are touched: an index directory may hold the user's own files.
fn remove_old_generations(root: &Path, live: &str) {
    let Ok(entries) = fs::read_dir(root) else {
        return;
    };
    let mut generations: Vec<(SystemTime, PathBuf)> = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(kind) = EntryKind::of(&name) else {
            continue;
        };
        let modified = entry
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH);
        match kind {
            EntryKind::Generation if name != live => generations.push((modified, entry.path())),
            EntryKind::Generation => {}
            EntryKind::Leftover => {
                let old = modified
                    .elapsed()
                    .map(|age| age.as_secs() > 3600)
                    .unwrap_or(false);
                if old {
                    let _ =
                        fs::remove_dir_all(entry.path()).or_else(|_| fs::remove_file(entry.path()));
                }
            }
        }
    }
    generations.sort();
    generations.pop();
    for (_, path) in generations {
        let _ = fs::remove_dir_all(path);
    }
}

/// What an entry of an index directory is, by the shape of its name.
#[derive(Debug, PartialEq, Eq)]
enum EntryKind {
    /// `gen-<hash>-<pid>-<t>`: a generation.
    Generation,
    /// `.tmp-<pid>-<t>` or `.CURRENT-<pid>-<t>`: left by a build.
    Leftover,
}

impl EntryKind {
    /// The kind of the entry named `name`, or `None` when this module did not
    /// make it.
    fn of(name: &str) -> Option<EntryKind> {
        if let Some(rest) = name.strip_prefix("gen-") {
            let (hash, suffix) = rest.split_once('-')?;
            let is_hash = hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit());
            (is_hash && is_unique_suffix(suffix)).then_some(EntryKind::Generation)
        } else {
            let suffix = name
                .strip_prefix(".tmp-")
                .or_else(|| name.strip_prefix(".CURRENT-"))?;
            is_unique_suffix(suffix).then_some(EntryKind::Leftover)
        }
    }
}

/// Whether `text` has the shape of [`unique_suffix`]: `<pid>-<nanoseconds>`.
fn is_unique_suffix(text: &str) -> bool {
    let is_number = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    text.split_once('-')
        .is_some_and(|(pid, nanos)| is_number(pid) && is_number(nanos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_weighed_query_scores_records_among_others_as_that_query_with_them_required() {
        use tantivy::query::ConstScoreQuery;
        let index = shipped_index();
        let words = |text: &str| -> Box<dyn Query> {
            let clauses: Vec<(Occur, Box<dyn Query>)> = text
                .split(' ')
                .map(|word| {
                    let term = Term::from_field_text(index.fields.text, word);
                    (
                        Occur::Should,
                        Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs))
                            as Box<dyn Query>,
                    )
                })
                .collect();
            Box::new(BooleanQuery::new(clauses))
        };
        let among = || {
            any_term(
                ["faq/3.2.3/borg-ship", "faq/2.3/beaming"]
                    .map(|parent| Term::from_field_text(index.fields.parent, parent)),
            )
        };
        // Only some of the parts say either word.
        let query = words("hugh transporter");
        let weighed = index.weighed(&*query).unwrap();
        let required = BooleanQuery::new(vec![
            (Occur::Must, query.box_clone()),
            (
                Occur::Must,
                Box::new(ConstScoreQuery::new(Box::new(among()), 0.0)),
            ),
        ]);
        let found = weighed.top_among(&among(), 60).unwrap();
        let parts = index.places_matching(&among()).unwrap().len();
        assert!(found.len() >= 3 && found.len() < parts, "{found:?}");
        assert_eq!(found, index.top(&required, 60).unwrap());
        // The best few of them, and the query alone, as asked once.
        assert_eq!(weighed.top_among(&among(), 3).unwrap(), found[..3]);
        assert_eq!(weighed.top(10).unwrap(), index.top(&*query, 10).unwrap());
    }

    #[test]
    fn a_sentence_opening_with_a_or_an_and_a_verb_of_being_defines_its_term() {
        let text = "Responses follow. A valid response must relate to the action. \
                    An action that is in place of a draw may replace it. A Hail is played.";
        assert_eq!(defined_terms(text), ["valid response", "action"]);
    }

    #[test]
    fn a_sentence_of_its_own_that_says_see_points_to_further_reading() {
        use crate::record::{RecordKind, SeeAlso, Source};
        let reading = |text: &str, target: &str| {
            let mut record = Record::new(Source::Glossary, "", "T", text, RecordKind::Prose);
            record.see_also = vec![SeeAlso {
                target: target.to_string(),
                id: Some("to".to_string()),
            }];
            further_reading(&record)
        };
        let pointed = vec!["to".to_string()];
        assert_eq!(
            reading("It may be played. See downloading.", "downloading"),
            pointed
        );
        assert_eq!(
            reading("Yes. For more, see section 1.4, Timing.", "1.4 Timing"),
            pointed
        );
        assert_eq!(
            reading("A: 1) See \"Amanda Rogers,\" above.", "Amanda Rogers"),
            pointed
        );
        // A ruling that rests on what it names does not point for more.
        let rests = "By the Colon Rule explained in Section 1.3, Countermanda is not an Amanda Rogers card.";
        assert!(reading(rests, "1.3 The Colon Rule").is_empty());
        // Nor does a sentence that says see of something else.
        assert!(reading("See downloading. It rests on timing.", "timing").is_empty());
    }

    #[test]
    fn a_ruling_that_says_only_see_points_to_its_reference() {
        use crate::record::{RecordKind, SeeAlso, Source};
        let pointing = |text: &str, answer: Option<&str>, references: &[&str]| {
            let mut record = Record::new(Source::Faq, "3.9", "T", text, RecordKind::Question);
            if let Some(answer) = answer {
                record.set_question_and_answer(text, Some(answer));
            }
            record.see_also = references
                .iter()
                .map(|id| SeeAlso {
                    target: "X".to_string(),
                    id: Some(id.to_string()),
                })
                .collect();
            points_only_to(&record)
        };
        let amanda = Some("faq/3.9/amanda-rogers".to_string());
        let see = "See \"Amanda Rogers,\" above.";
        assert_eq!(
            pointing("Can I?", Some(see), &["faq/3.9/amanda-rogers"]),
            amanda
        );
        let entry = "Art of Diplomacy, The – replace the text with:\n\nsee use (skills).";
        assert_eq!(pointing(entry, None, &["r/use"]), Some("r/use".to_string()));
        assert_eq!(
            pointing("revealed – see actions", None, &["r/a"]),
            Some("r/a".to_string())
        );
        // A verdict, or words of its own, before the pointer; two references.
        assert_eq!(
            pointing("Can I?", Some("No. See \"Timing.\""), &["t"]),
            None
        );
        assert_eq!(pointing("They will be killed. See X.", None, &["x"]), None);
        assert_eq!(pointing("See X and Y.", None, &["x", "y"]), None);
        // Words of its own after the pointer; a title and a dash in an answer.
        assert_eq!(
            pointing("Can I?", Some("See X above. Here, Q2 cannot."), &["x"]),
            None
        );
        assert_eq!(pointing("Can I?", Some("No - see X."), &["x"]), None);
    }

    #[test]
    fn only_names_of_the_shape_the_index_gives_are_its_own() {
        let generation = format!("gen-{}-{}", hash_hex(u64::MAX), unique_suffix());
        assert_eq!(EntryKind::of(&generation), Some(EntryKind::Generation));
        let tmp = format!(".tmp-{}", unique_suffix());
        assert_eq!(EntryKind::of(&tmp), Some(EntryKind::Leftover));
        let pointer = format!(".CURRENT-{}", unique_suffix());
        assert_eq!(EntryKind::of(&pointer), Some(EntryKind::Leftover));
        for name in [
            "gen-1x",
            "gen-photos",
            "gen-0123456789abcdef",
            "gen-0123456789abcdeg-1-2",
            "gen-0123456789abcdef-1-",
            ".tmp-notes",
            ".tmp-12-3x",
            "CURRENT",
            "rulings-meta.json",
        ] {
            assert_eq!(EntryKind::of(name), None, "{name}");
        }
    }

    #[test]
    fn a_record_that_cannot_be_read_back_fails_the_build_and_names_it() {
        let dir = tempfile::TempDir::new().expect("a temporary directory");
        let record = Record::new(
            crate::record::Source::Faq,
            "1.3",
            "The Colon Rule",
            "Q2 nullifies Kevin Uxbridge.",
            crate::record::RecordKind::Entry,
        );
        let good = serde_json::to_vec(&record).expect("a record is JSON");
        let texts: Vec<&[u8]> = vec![&good, br#"{"title": 3}"#, &good];
        table::write(&dir.path().join(RECORDS_FILE), &texts, |text, out| {
            out.extend_from_slice(text);
            Ok(())
        })
        .expect("records.bin is written");
        let error = index_records(dir.path(), texts.len(), 1).expect_err("record 1 is no record");
        assert!(
            error.to_string().contains("record 1 is not a record"),
            "{error}"
        );
    }

    fn assert_every_record_read_back(index: &Index, store: &Store) {
        let parts = Parts::of(store);
        for (place, record) in store.records.iter().enumerate() {
            assert_eq!(index.place_of(&record.id).unwrap(), Some(place));
            assert_eq!(&index.record(place).unwrap(), record);
            // Read twice: parsed, then as kept.
            for _ in 0..2 {
                assert_eq!(
                    *index.ranking(place).unwrap(),
                    Ranking::of(record, &parts),
                    "{}",
                    record.id
                );
            }
        }
        assert_eq!(index.eras().unwrap(), store.eras);
    }

    #[test]
    fn every_record_is_read_back_whole_and_with_its_ranking_fields() {
        let (store, _dir, index) = shipped_store_and_index();
        assert_eq!(index.reader.searcher().segment_readers().len(), 1);
        assert_every_record_read_back(&index, &store);
    }

    #[test]
    fn the_report_of_a_build_is_the_report_of_its_store_read_back() {
        let (store, dir, built) = shipped_store_and_index();
        assert_eq!(built.report().unwrap(), &store.report());
        let opened = open(dir.path(), |_| true).unwrap();
        assert_eq!(opened.report().unwrap(), &store.report());
    }

    #[test]
    fn records_indexed_by_two_threads_are_read_back_and_found_alike() {
        let corpus = crate::corpus::Corpus::embedded().unwrap();
        let store = crate::ingest::ingest(&corpus);
        let (one_dir, two_dir) = (
            tempfile::TempDir::new().unwrap(),
            tempfile::TempDir::new().unwrap(),
        );
        let open = |dir: &Path, threads| {
            let meta = write_generation(dir, store.clone(), &corpus, threads).unwrap();
            open_generation(dir, meta).unwrap()
        };
        let (one, two) = (open(one_dir.path(), 1), open(two_dir.path(), 2));
        assert_every_record_read_back(&two, &store);
        let options = crate::query::search::SearchOptions::first("amanda rogers countermanda", 3);
        let ids = |index: &Index| -> Vec<String> {
            let view = crate::query::view::View::whole(index);
            let found = crate::query::search::search(&view, &options).unwrap();
            found.results.into_iter().map(|hit| hit.record.id).collect()
        };
        assert_eq!(ids(&two), ids(&one));
        assert_eq!(ids(&one)[0], "faq/1.3/the-colon-rule");
    }

    #[test]
    fn small_corpora_are_indexed_by_one_thread_in_little_memory() {
        assert_eq!(indexing_threads(0), 1);
        assert_eq!(indexing_threads(567), 1);
        assert_eq!(indexing_threads(RECORDS_PER_INDEXING_THREAD), 1);
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        assert_eq!(indexing_threads(100 * 567), cores.min(6));
        assert_eq!(indexing_memory(567, 1), INDEXING_MEMORY_MIN);
        assert_eq!(
            indexing_memory(100 * 567, 2),
            RECORDS_PER_COMMIT * INDEXING_MEMORY_PER_RECORD
        );
    }
}

//! Ingest: the whole pipeline from a loaded corpus to linked records, with a
//! report per document.
//!
//! Each document is normalized and parsed on its own (documents in parallel); a
//! document its parser rejects is skipped with the reason, and the others still
//! go through. The records of all documents are then linked together.

use std::collections::{HashMap, HashSet};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::corpus::{Corpus, DocumentInfo, Skipped, VOCABULARY};
use crate::date::Date;
use crate::lexicon::Concept;
use crate::link::eras::{Dated, Era};
use crate::link::{self, cards::Registry, supersede::Supersession};
use crate::memory::release_freed_memory;
use crate::normalize::normalize_document;
use crate::parse::{parse_document, Parsed};
use crate::record::{Record, Warning, WarningKind};

/// What ingest made of one document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DocumentReport {
    /// Manifest file name.
    pub file: String,
    /// Parser kind.
    pub kind: String,
    /// Title from the manifest.
    pub title: String,
    /// Date of issue, when the manifest gives one.
    pub date: Option<Date>,
    /// Version, when the manifest gives one.
    pub version: Option<String>,
    /// Place in the order of authority.
    pub authority: i32,
    /// Records produced.
    pub records: usize,
    /// Distinct cards named by those records.
    pub cards: usize,
    /// Distinct concepts named by those records.
    pub concepts: usize,
    /// Warnings raised while reading it.
    pub warnings: usize,
}

/// The result of ingesting a corpus: what an index generation stores beside
/// the tantivy files. Its JSON (`store.json`) leaves out the records, which a
/// generation keeps one by one (`records.bin`), to be read by their place.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Store {
    /// Every record, in manifest then document order.
    #[serde(skip)]
    pub records: Vec<Record>,
    /// The card registry learnt from the records.
    pub registry: Registry,
    /// Amendments, revisions and candidates for review.
    pub supersession: Supersession,
    /// Ids of the passages stating the general rules on responses.
    #[serde(default)]
    pub rules: Vec<String>,
    /// The players' words for the documents' terms (`vocabulary.tsv`).
    #[serde(default)]
    pub vocabulary: Vec<crate::parse::vocabulary::Entry>,
    /// The rulings as they stood before every document was in force; a
    /// generation keeps them apart (`eras.json`), for answers as of a date.
    #[serde(skip)]
    pub eras: Vec<Era>,
    /// One report per document that was read.
    pub documents: Vec<DocumentReport>,
    /// Every warning, in document order.
    pub warnings: Vec<Warning>,
    /// Documents that could not be read or parsed, with the reason.
    pub skipped: Vec<Skipped>,
}

impl Store {
    /// What ingest tells a user of this store.
    pub fn report(&self) -> Report {
        Report {
            records: self.records.len(),
            cards: self.registry.cards.len(),
            documents: self.documents.clone(),
            warnings: self.warnings.clone(),
            skipped: self.skipped.clone(),
        }
    }
}

/// What ingest tells a user: the store's reports, without its records and
/// registry, which only count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// How many records were made.
    pub records: usize,
    /// How many cards the registry holds.
    pub cards: usize,
    /// One report per document that was read.
    pub documents: Vec<DocumentReport>,
    /// Every warning, in document order.
    pub warnings: Vec<Warning>,
    /// Documents that could not be read or parsed, with the reason.
    pub skipped: Vec<Skipped>,
}

/// Normalizes, parses and links every document of the corpus.
pub fn ingest(corpus: &Corpus) -> Store {
    release_freed_memory();
    let read: Vec<_> = corpus
        .documents
        .par_iter()
        .map(|document| read_document(&document.bytes, &document.info))
        .collect();
    let infos = corpus.documents.iter().map(|document| &document.info);
    link_documents(corpus, infos.zip(read))
}

/// As [`ingest`], taking the documents out of the corpus: each document's bytes
/// are let go once it is read, rather than held while the records are linked
/// and indexed (40 MB at 100x). What an index records of the corpus (its hash,
/// stamps and skipped documents) stays; its list of documents is left empty.
pub fn ingest_taking(corpus: &mut Corpus) -> Store {
    release_freed_memory();
    let (infos, read): (Vec<_>, Vec<_>) = std::mem::take(&mut corpus.documents)
        .into_par_iter()
        .map(|document| {
            let read = read_document(&document.bytes, &document.info);
            (document.info, read)
        })
        .unzip();
    link_documents(corpus, infos.iter().zip(read))
}

/// What reading a document gave: the warnings of its normalization, and its
/// records or why its parser rejected it.
type ReadDocument = (Vec<Warning>, Result<Parsed, String>);

/// Normalizes and parses one document.
fn read_document(bytes: &[u8], info: &DocumentInfo) -> ReadDocument {
    let normalized = normalize_document(bytes, &info.file);
    let parsed = parse_document(&normalized, info);
    (normalized.warnings, parsed)
}

/// Links the records of the documents read from `corpus`, in corpus order, and
/// reports on each.
fn link_documents<'a>(
    corpus: &Corpus,
    documents: impl Iterator<Item = (&'a DocumentInfo, ReadDocument)>,
) -> Store {
    let mut records = Vec::new();
    let mut warnings = Vec::new();
    let mut skipped = corpus.skipped.clone();
    let mut spans = Vec::new();
    let mut ids = HashSet::new();
    for (info, (normalize_warnings, parsed)) in documents {
        match parsed {
            Ok(parsed) => {
                let start = records.len();
                let mut document_warnings = normalize_warnings;
                document_warnings.extend(parsed.warnings);
                records.extend(parsed.records);
                document_warnings.extend(claim_ids(&mut records[start..], &mut ids));
                spans.push((info, start..records.len(), document_warnings.len()));
                warnings.extend(document_warnings);
            }
            Err(reason) => skipped.push(Skipped {
                file: info.file.clone(),
                reason: format!("not a {} document: {reason}", info.kind.as_str()),
            }),
        }
    }
    // Linking holds most memory at scale: the ids are not kept for it.
    drop(ids);
    let card_list = corpus
        .card_list
        .as_deref()
        .map(crate::parse::card_list::parse)
        .unwrap_or_default();
    let dated: Vec<Dated> = spans
        .iter()
        .map(|(info, _, _)| Dated {
            file: &info.file,
            date: info.date.as_ref(),
            authority: info.authority,
        })
        .collect();
    let linked = link::link(&mut records, &dated, &card_list);
    let (vocabulary, vocabulary_warnings) = corpus
        .vocabulary
        .as_deref()
        .map(|tsv| crate::parse::vocabulary::parse(tsv, VOCABULARY))
        .unwrap_or_default();
    warnings.extend(vocabulary_warnings);
    let documents = spans
        .into_iter()
        .map(|(info, range, warning_count)| report(info, &records[range], warning_count))
        .collect();
    Store {
        records,
        registry: linked.registry,
        supersession: linked.supersession,
        rules: linked.rules,
        vocabulary,
        eras: linked.eras,
        documents,
        warnings,
        skipped,
    }
}

/// Adds the ids of one document's `records` to `ids`, the ids taken so far. An
/// id already taken (a second document of one kind may repeat titles) gets the
/// first free suffix `~2`, `~3`, ..., so every record stays reachable by its id,
/// and the parts of a renamed question name it by its new id; a warning for each
/// renamed record says so.
fn claim_ids(records: &mut [Record], ids: &mut HashSet<String>) -> Vec<Warning> {
    let mut renamed: HashMap<String, String> = HashMap::new();
    let mut warnings = Vec::new();
    for record in records.iter_mut() {
        if ids.insert(record.id.clone()) {
            continue;
        }
        let free = (2..)
            .map(|n| format!("{}~{n}", record.id))
            .find(|id| !ids.contains(id))
            .expect("some suffix is free");
        ids.insert(free.clone());
        warnings.push(Warning::new(
            &record.doc,
            record.line,
            WarningKind::DuplicateId,
            format!(
                "id {} is taken by an earlier record; this one is {free}",
                record.id
            ),
        ));
        renamed.insert(std::mem::replace(&mut record.id, free.clone()), free);
    }
    for record in records.iter_mut() {
        if let Some(new) = record.parent.as_ref().and_then(|p| renamed.get(p)) {
            record.parent = Some(new.clone());
        }
    }
    warnings
}

fn report(info: &DocumentInfo, records: &[Record], warnings: usize) -> DocumentReport {
    let mut cards: Vec<&str> = records
        .iter()
        .flat_map(|r| r.cards.iter().map(String::as_str))
        .collect();
    cards.sort_unstable();
    cards.dedup();
    let mut concepts: Vec<Concept> = records
        .iter()
        .flat_map(|r| r.concepts.iter().copied())
        .collect();
    concepts.sort_unstable();
    concepts.dedup();
    DocumentReport {
        file: info.file.clone(),
        kind: info.kind.as_str().to_string(),
        title: info.title.clone(),
        date: info.date.clone(),
        version: info.version.clone(),
        authority: info.authority,
        records: records.len(),
        cards: cards.len(),
        concepts: concepts.len(),
        warnings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_the_documents_ingests_as_borrowing_them() {
        let corpus = Corpus::embedded().unwrap();
        let mut taken = corpus.clone();
        let store = ingest_taking(&mut taken);
        let json = |store: &Store| serde_json::to_string(store).unwrap();
        let records = |store: &Store| serde_json::to_string(&store.records).unwrap();
        let borrowed = ingest(&corpus);
        assert_eq!(json(&store), json(&borrowed));
        assert_eq!(records(&store), records(&borrowed));
        assert!(taken.documents.is_empty());
        assert_eq!((taken.hash, &taken.skipped), (corpus.hash, &corpus.skipped));
    }
}

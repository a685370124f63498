//! What the fuzz targets share: reading arbitrary bytes as a document of a
//! kind, and an index of the shipped corpus to query.

use std::sync::OnceLock;

use rulings::corpus::{Corpus, DocumentInfo, Kind};
use rulings::date::Date;
use rulings::index::{self, Index};
use rulings::ingest::ingest;
use rulings::normalize::normalize_document;
use rulings::parse::parse_document;
use rulings::record::Record;

/// Normalizes and parses `bytes` as a document of `kind`; every record it makes
/// must read back whole from the JSON the index stores. A panic is a finding.
pub fn parse_as(kind: Kind, bytes: &[u8]) {
    let info = DocumentInfo {
        file: "fuzz.txt".into(),
        kind,
        title: "fuzz".into(),
        issuer: "fuzz".into(),
        date: Date::parse("2000-01-01"),
        version: None,
        authority: 1,
    };
    let normalized = normalize_document(bytes, "fuzz.txt");
    if let Ok(parsed) = parse_document(&normalized, &info) {
        for record in &parsed.records {
            let json = serde_json::to_string(record).expect("a record is JSON");
            let back: Record = serde_json::from_str(&json).expect("a record reads back");
            assert_eq!(&back, record);
        }
    }
}

/// The shipped corpus's index, built once per fuzzing process.
pub fn shipped_index() -> &'static Index {
    static INDEX: OnceLock<(tempfile::TempDir, Index)> = OnceLock::new();
    &INDEX
        .get_or_init(|| {
            let corpus = Corpus::embedded().expect("the embedded corpus");
            let dir = tempfile::TempDir::new().expect("a temporary directory");
            let index = index::build(dir.path(), ingest(&corpus), &corpus).expect("an index");
            (dir, index)
        })
        .1
}

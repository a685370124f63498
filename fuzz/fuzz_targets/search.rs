//! Any text as a query against an index of the shipped corpus: parsing and
//! searching never panic; a query is either answered or refused with a message.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use rulings::corpus::Corpus;
use rulings::index::{self, Index};
use rulings::ingest::ingest;
use rulings::query::search::{search, SearchOptions};

/// The shipped corpus's index, built once per fuzzing process.
fn index() -> &'static Index {
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

fuzz_target!(|bytes: &[u8]| {
    let Ok(query) = std::str::from_utf8(bytes) else {
        return;
    };
    let options = SearchOptions::first(query, 10);
    if let Err(error) = search(index(), &options) {
        assert!(!error.to_string().is_empty());
    }
});

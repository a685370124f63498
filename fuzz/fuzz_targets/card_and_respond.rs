//! Any text as a card name, and as an actor and an action (split at the first
//! line break), against an index of the shipped corpus: `card` and `respond`
//! never panic, and each answers or refuses with a message.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use rulings::corpus::Corpus;
use rulings::index::{self, Index};
use rulings::ingest::ingest;
use rulings::query::card::card_in_index;
use rulings::query::respond::respond_in_index;

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
    let Ok(text) = std::str::from_utf8(bytes) else {
        return;
    };
    if let Err(error) = card_in_index(index(), text) {
        assert!(!error.to_string().is_empty());
    }
    let (actor, action) = text.split_once('\n').unwrap_or((text, text));
    if let Err(error) = respond_in_index(index(), actor, action) {
        assert!(!error.to_string().is_empty());
    }
});

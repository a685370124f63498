//! Any text as a query against an index of the shipped corpus: parsing and
//! searching never panic; a query is either answered or refused with a message.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rulings::query::search::{search, SearchOptions};
use rulings::query::view::View;
use rulings_fuzz::shipped_index;

fuzz_target!(|bytes: &[u8]| {
    let Ok(query) = std::str::from_utf8(bytes) else {
        return;
    };
    let options = SearchOptions::first(query, 10);
    if let Err(error) = search(&View::whole(shipped_index()), &options) {
        assert!(!error.to_string().is_empty());
    }
});

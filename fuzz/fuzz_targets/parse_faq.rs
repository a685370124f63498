//! Any bytes read as a faq document: normalizing and parsing never panic,
//! and every record it makes is read back whole from the JSON the index stores.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rulings::corpus::{DocumentInfo, Kind};
use rulings::normalize::normalize_document;
use rulings::parse::parse_document;
use rulings::record::Record;

fuzz_target!(|bytes: &[u8]| {
    let info = DocumentInfo {
        file: "fuzz.txt".into(),
        kind: Kind::Faq,
        title: "fuzz".into(),
        issuer: "fuzz".into(),
        date: Some("2000-01-01".into()),
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
});

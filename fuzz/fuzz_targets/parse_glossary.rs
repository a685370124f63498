//! Any bytes read as a glossary document (see `rulings_fuzz::parse_as`).
#![no_main]

use libfuzzer_sys::fuzz_target;
use rulings::corpus::Kind;

fuzz_target!(|bytes: &[u8]| rulings_fuzz::parse_as(Kind::Glossary, bytes));

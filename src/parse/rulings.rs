//! Parser for rulings documents (in progress).

use crate::corpus::DocumentInfo;
use crate::normalize::Normalized;

use super::Parsed;

/// Checks that the text has the structure of this kind of document.
pub fn looks_like(_text: &str) -> Result<(), String> {
    Ok(())
}

/// Parses a normalized document into records.
pub fn parse(_text: &Normalized, _doc: &DocumentInfo) -> Parsed {
    Parsed::default()
}

//! One record in full, with its cross-references resolved.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::index::Index;
use crate::record::Record;

/// A record and the records it points at or that point at it.
#[derive(Debug, Clone, Serialize)]
pub struct Shown {
    /// The record.
    pub record: Record,
    /// The whole question, for a question part.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent: Option<Record>,
    /// The parts, for a multi-part question.
    pub parts: Vec<Record>,
    /// Records this one refers to ("See X") that are in the corpus.
    pub see_also: Vec<Record>,
    /// Records that refer to this one.
    pub referred_by: Vec<Record>,
}

/// Looks a record up by id; an unknown id is an error that suggests close ids.
pub fn show(index: &Index, id: &str) -> Result<Shown> {
    let records = &index.store.records;
    let record = index.record(id).ok_or_else(|| unknown_id(index, id))?;
    let find = |id: &str| records.iter().find(|r| r.id == id).cloned();
    Ok(Shown {
        record: record.clone(),
        parent: record.parent.as_deref().and_then(find),
        parts: records
            .iter()
            .filter(|r| r.parent.as_deref() == Some(id))
            .cloned()
            .collect(),
        see_also: record
            .see_also
            .iter()
            .filter_map(|s| s.id.as_deref().and_then(find))
            .collect(),
        referred_by: records
            .iter()
            .filter(|r| r.see_also.iter().any(|s| s.id.as_deref() == Some(id)))
            .cloned()
            .collect(),
    })
}

fn unknown_id(index: &Index, id: &str) -> Error {
    let wanted = id.trim().to_lowercase();
    let mut close: Vec<&str> = index
        .store
        .records
        .iter()
        .map(|r| r.id.as_str())
        .filter(|candidate| {
            let tail = wanted.rsplit('/').next().unwrap_or(&wanted);
            !tail.is_empty() && candidate.contains(tail)
        })
        .take(5)
        .collect();
    close.sort_unstable();
    let hint = if close.is_empty() {
        "find ids with `rulings search --json QUERY` or `rulings export`".to_string()
    } else {
        format!("did you mean: {}", close.join(", "))
    };
    Error::query(format!("no record has the id {id:?}; {hint}"))
}

//! One record in full, with its cross-references resolved.

use serde::Serialize;

use crate::error::{Error, Result};
use crate::query::view::{Scope, View};
use crate::record::{Record, Source};

/// A record and the records it points at or that point at it.
#[derive(Debug, Clone, Serialize)]
pub struct Shown {
    /// The documents the answer drew on.
    #[serde(flatten)]
    pub scope: Scope,
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
    /// The records this one replaced.
    pub replaced: Vec<Record>,
    /// The records that replaced this one.
    pub replaced_by: Vec<Record>,
    /// For a superseded record: each record that replaced the one before,
    /// in order, to the one in force (the last).
    pub chain: Vec<Record>,
    /// For an amended Glossary entry: the entry as amended, paragraph by paragraph.
    pub amended_entry: Vec<AmendedParagraph>,
}

/// One paragraph of an amended entry.
#[derive(Debug, Clone, Serialize)]
pub struct AmendedParagraph {
    /// Paragraph numbers, in the Glossary's layout.
    pub paragraphs: Vec<u32>,
    /// The text in force.
    pub text: String,
    /// The text it replaced, when the paragraph was changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub old_text: Option<String>,
    /// The id of the amendment that changed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub changed_by: Option<String>,
}

/// Looks a record of `view` up by id; an unknown id is an error that suggests
/// close ids.
pub fn show(view: &View, id: &str) -> Result<Shown> {
    let records = view.records()?;
    let records = &*records;
    let record = records
        .iter()
        .find(|r| r.id == id)
        .ok_or_else(|| unknown_id(records, id))?;
    let find = |id: &str| records.iter().find(|r| r.id == id).cloned();
    Ok(Shown {
        scope: view.scope(),
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
        replaced: record.amends.iter().filter_map(|id| find(id)).collect(),
        replaced_by: record
            .superseded_by
            .iter()
            .filter_map(|id| find(id))
            .collect(),
        chain: chain(records, record).into_iter().cloned().collect(),
        amended_entry: amended_entry(records, record),
    })
}

/// The Glossary entry a record belongs to or amends, as amended: each paragraph
/// in force, with the text it replaced and the amendment that changed it.
fn amended_entry(records: &[Record], record: &Record) -> Vec<AmendedParagraph> {
    let anchor = match record.amends.first() {
        Some(id) => records.iter().find(|r| &r.id == id),
        None => Some(record),
    };
    let Some(anchor) = anchor.filter(|a| a.source == Source::Glossary && !a.paragraphs.is_empty())
    else {
        return Vec::new();
    };
    let mut entry: Vec<&Record> = records
        .iter()
        .filter(|r| r.doc == anchor.doc && r.title == anchor.title && !r.paragraphs.is_empty())
        .collect();
    if !entry.iter().any(|r| !r.superseded_by.is_empty()) {
        return Vec::new();
    }
    entry.sort_by_key(|r| r.paragraphs.first().copied());
    entry
        .into_iter()
        .map(|paragraph| match chain(records, paragraph).last() {
            Some(by) => AmendedParagraph {
                paragraphs: paragraph.paragraphs.clone(),
                text: new_text(by, &paragraph.title).unwrap_or_default(),
                old_text: Some(paragraph.text.to_string()),
                changed_by: Some(by.id.clone()),
            },
            None => AmendedParagraph {
                paragraphs: paragraph.paragraphs.clone(),
                text: paragraph.text.to_string(),
                old_text: None,
                changed_by: None,
            },
        })
        .collect()
}

/// The records that changed `record`, one after another: the last that
/// changed it, then the last that changed that one, and so on, to the one
/// that nothing changed since (empty when nothing changed `record`).
fn chain<'r>(records: &'r [Record], record: &Record) -> Vec<&'r Record> {
    let mut chain: Vec<&Record> = Vec::new();
    let mut last = record;
    while let Some(next) = last
        .superseded_by
        .last()
        .and_then(|id| records.iter().find(|r| &r.id == id))
    {
        // A cycle would be a bug elsewhere; it must not hang a query.
        if chain.iter().any(|seen| seen.id == next.id) {
            break;
        }
        chain.push(next);
        last = next;
    }
    chain
}

/// The new text an amendment gives for an entry.
fn new_text(amendment: &Record, title: &str) -> Option<String> {
    let key = crate::link::xref::loose_key(title);
    amendment
        .instructions
        .iter()
        .find(|i| crate::link::xref::loose_key(&i.target) == key)
        .or(amendment.instructions.first())
        .and_then(|i| i.new_text.clone())
        .or_else(|| Some(amendment.text.to_string()))
}

fn unknown_id(records: &[Record], id: &str) -> Error {
    let wanted = id.trim().to_lowercase();
    let mut close: Vec<&str> = records
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

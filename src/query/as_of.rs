//! Rulings as of a date: the documents issued by then, with the amendments in
//! force then.
//!
//! A dated document is in force from its date. An undated one (the Glossary
//! names only a version) is in force from the date of the latest dated document
//! below it in the order of authority: it is known to follow that document, and
//! nothing earlier can be said. Supersession is worked out again over the
//! documents in force, so a ruling replaced later shows as current.

use serde::Serialize;

use crate::corpus::is_iso_date;
use crate::error::{Error, Result};
use crate::ingest::DocumentReport;
use crate::ingest::Store;
use crate::link::rules::general_rules;
use crate::link::supersede::supersede;

/// The documents an answer drew on.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Scope {
    /// The date asked for, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_of: Option<String>,
    /// The documents in force, "title (date or version)".
    pub documents: Vec<String>,
}

/// "First Edition Current Rulings (2017-12-04)".
fn describe(document: &DocumentReport) -> String {
    let when = document
        .date
        .clone()
        .or_else(|| document.version.as_ref().map(|v| format!("v{v}")))
        .unwrap_or_else(|| "undated".to_string());
    format!("{} ({when})", document.title)
}

/// The date from which a document is in force, if it can be said.
fn in_force_from(document: &DocumentReport, all: &[DocumentReport]) -> Option<String> {
    if let Some(date) = &document.date {
        return Some(date.clone());
    }
    all.iter()
        .filter(|other| other.authority < document.authority)
        .filter_map(|other| other.date.clone())
        .max()
}

/// The scope of an answer over the whole corpus.
pub fn whole(store: &Store) -> Scope {
    whole_summary(&store.documents)
}

/// The scope of an answer over every document of the corpus.
pub fn whole_summary(documents: &[DocumentReport]) -> Scope {
    Scope {
        as_of: None,
        documents: documents.iter().map(describe).collect(),
    }
}

/// The store as it stood on `date` (YYYY-MM-DD), with its scope.
pub fn as_of(store: &Store, date: &str) -> Result<(Store, Scope)> {
    if !is_iso_date(date) {
        return Err(Error::query(format!(
            "--as-of {date:?} is not a date: write it as YYYY-MM-DD, e.g. --as-of 1997-01-01"
        )));
    }
    let in_force: Vec<&DocumentReport> = store
        .documents
        .iter()
        .filter(|d| in_force_from(d, &store.documents).is_none_or(|from| from.as_str() <= date))
        .collect();
    if in_force.is_empty() {
        let earliest = store
            .documents
            .iter()
            .filter_map(|d| in_force_from(d, &store.documents))
            .min()
            .unwrap_or_default();
        return Err(Error::query(format!(
            "no document of the corpus was in force on {date}: the earliest is in force from {earliest}"
        )));
    }
    let files: Vec<&str> = in_force.iter().map(|d| d.file.as_str()).collect();
    let mut view = store.clone();
    view.records.retain(|r| files.contains(&r.doc.as_str()));
    view.documents.retain(|d| files.contains(&d.file.as_str()));
    view.supersession = supersede(&mut view.records);
    view.rules = general_rules(&view.records);
    let scope = Scope {
        as_of: Some(date.to_string()),
        documents: in_force.into_iter().map(describe).collect(),
    };
    Ok((view, scope))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn document(file: &str, date: Option<&str>, authority: i32) -> DocumentReport {
        DocumentReport {
            file: file.into(),
            kind: "faq".into(),
            title: file.into(),
            date: date.map(String::from),
            version: None,
            authority,
            records: 0,
            cards: 0,
            concepts: 0,
            warnings: 0,
        }
    }

    #[test]
    fn undated_documents_follow_the_dated_one_below_them() {
        let all = vec![
            document("faq", Some("1996-05-14"), 1),
            document("glossary", None, 2),
            document("rulings", Some("2017-12-04"), 3),
        ];
        assert_eq!(in_force_from(&all[1], &all).as_deref(), Some("1996-05-14"));
        assert_eq!(in_force_from(&all[2], &all).as_deref(), Some("2017-12-04"));
    }
}

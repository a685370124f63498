//! `rulings superseded`: every change later documents (or revisions) made, with
//! the old and new text side by side, and candidates for review.

use std::collections::HashMap;

use serde::Serialize;

use crate::error::Result;
use crate::query::view::{Scope, View};
use crate::record::{ChangeKind, Record};

/// One change, with its records.
#[derive(Debug, Clone, Serialize)]
pub struct ChangeView {
    /// The entry or topic changed.
    pub target: String,
    /// replace, delete, add, revise, retitle.
    pub change: ChangeKind,
    /// What part of the entry.
    pub scope: String,
    /// The first record superseded (null when the target is not in the corpus).
    pub old: Option<Record>,
    /// Every record superseded.
    pub old_all: Vec<Record>,
    /// The record that makes the change.
    pub new: Record,
    /// True when the target entry is in the corpus.
    pub target_present: bool,
    /// Passages of the target entry whose place in it is not known.
    pub related: Vec<String>,
    /// The instruction as written.
    pub wording: String,
}

impl ChangeView {
    /// The new text of the change: the instruction's body when it has one,
    /// else the text of the record that makes it.
    pub fn new_text(&self) -> String {
        self.new
            .instructions
            .iter()
            .find(|i| i.wording == self.wording)
            .and_then(|i| i.new_text.clone())
            .unwrap_or_else(|| self.new.text.to_string())
    }

    /// The text of every record the change superseded, in one run.
    pub fn old_text(&self) -> String {
        let texts: Vec<&str> = self.old_all.iter().map(|r| &*r.text).collect();
        texts.join(" ")
    }
}

/// A candidate pair, with its records.
#[derive(Debug, Clone, Serialize)]
pub struct CandidateView {
    /// The older ruling.
    pub old: Record,
    /// The later ruling.
    pub new: Record,
    /// Why they were paired.
    pub reasons: Vec<String>,
    /// How strongly.
    pub score: f32,
}

/// The answer to `rulings superseded`.
#[derive(Debug, Clone, Serialize)]
pub struct SupersededAnswer {
    /// The documents the answer drew on.
    #[serde(flatten)]
    pub scope: Scope,
    /// Every change.
    pub changes: Vec<ChangeView>,
    /// Candidates, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub candidates: Option<Vec<CandidateView>>,
}

/// Lists the changes the documents of `view` made (and the candidates when
/// `with_candidates`).
pub fn superseded(view: &View, with_candidates: bool) -> Result<SupersededAnswer> {
    let records = view.records()?;
    let by_id: HashMap<&str, &Record> = records.iter().map(|r| (r.id.as_str(), r)).collect();
    let find = |id: &str| by_id.get(id).map(|record| (*record).clone());
    let supersession = view.supersession()?;
    let changes = supersession
        .changes
        .iter()
        .filter_map(|change| {
            let old_all: Vec<Record> = change.old.iter().filter_map(|id| find(id)).collect();
            Some(ChangeView {
                target: change.target.clone(),
                change: change.change,
                scope: change.scope.clone(),
                old: old_all.first().cloned(),
                old_all,
                new: find(&change.new)?,
                target_present: change.target_present,
                related: change.related.clone(),
                wording: change.wording.clone(),
            })
        })
        .collect();
    let candidates = with_candidates.then(|| {
        supersession
            .candidates
            .iter()
            .filter_map(|c| {
                Some(CandidateView {
                    old: find(&c.old)?,
                    new: find(&c.new)?,
                    reasons: c.reasons.clone(),
                    score: c.score,
                })
            })
            .collect()
    });
    Ok(SupersededAnswer {
        scope: view.scope(),
        changes,
        candidates,
    })
}

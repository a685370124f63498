//! The rulings over time: which documents were in force from which date, and
//! what their amendments had superseded by then.
//!
//! A dated document is in force from its date. An undated one (the Glossary
//! names only a version) is in force from the date of the latest dated document
//! below it in the order of authority: it is known to follow that document, and
//! nothing earlier can be said; with no dated document below it, it has always
//! been in force. Each date from which another set of documents is in force
//! begins an era, and within an era supersession and the general rules are
//! worked out over its documents alone, so a ruling replaced later is current
//! in it. Only the eras before every document is in force are kept: the last
//! is the corpus as it stands.

use serde::{Deserialize, Serialize};

use crate::date::Date;
use crate::link::rules::general_rules;
use crate::link::supersede::{standings, Supersession};
use crate::record::{Record, Status};

/// A document as the eras need it: its file, date and place in the order of
/// authority.
#[derive(Debug, Clone, Copy)]
pub struct Dated<'a> {
    /// Manifest file name.
    pub file: &'a str,
    /// Date of issue, when known.
    pub date: Option<&'a Date>,
    /// Place in the order of authority.
    pub authority: i32,
}

/// The rulings during one era, before every document was in force.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Era {
    /// The day the era begins; none for the era before any dated document.
    pub from: Option<Date>,
    /// The files of the documents in force, in corpus order.
    pub documents: Vec<String>,
    /// What the amendments in force had changed, and the candidates for review.
    pub supersession: Supersession,
    /// The ids of the passages stating the general rules on responses.
    pub rules: Vec<String>,
    /// The records in force whose state then differs from their state now.
    pub restated: Vec<Restated>,
}

/// A record's state during an era, where it differs from its state now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Restated {
    /// The record's place in the store.
    pub place: usize,
    /// The record's id.
    pub id: String,
    /// Whether the ruling was in force.
    pub status: Status,
    /// Ids of the records that had replaced it.
    pub superseded_by: Vec<String>,
    /// Ids of the records it amended or replaced.
    pub amends: Vec<String>,
}

impl Restated {
    /// Gives `record` the state it had.
    pub fn apply(&self, record: &mut Record) {
        record.status = self.status;
        record.superseded_by.clone_from(&self.superseded_by);
        record.amends.clone_from(&self.amends);
    }
}

/// The date from which `document` is in force, if it can be said.
pub fn in_force_from<'a>(document: &Dated<'a>, all: &[Dated<'a>]) -> Option<&'a Date> {
    if document.date.is_some() {
        return document.date;
    }
    all.iter()
        .filter(|other| other.authority < document.authority)
        .filter_map(|other| other.date)
        .max()
}

/// The eras of `documents` before every one of them is in force, earliest
/// first, with the state of `records` (linked, superseded as the corpus
/// stands) in each.
pub fn eras(records: &[Record], documents: &[Dated]) -> Vec<Era> {
    let starts: Vec<Option<&Date>> = documents
        .iter()
        .map(|document| in_force_from(document, documents))
        .collect();
    let mut froms = starts.clone();
    froms.push(None);
    froms.sort();
    froms.dedup();
    froms
        .into_iter()
        .filter_map(|from| {
            let files: Vec<String> = documents
                .iter()
                .zip(&starts)
                .filter(|(_, start)| **start <= from)
                .map(|(document, _)| document.file.to_string())
                .collect();
            let before_all = !files.is_empty() && files.len() < documents.len();
            before_all.then(|| era(records, from, files))
        })
        .collect()
}

/// The era from `from` on, when the documents `files` were in force. The
/// records are not copied: each one's standing then is worked out beside it.
fn era(records: &[Record], from: Option<&Date>, files: Vec<String>) -> Era {
    let places: Vec<usize> = (0..records.len())
        .filter(|&place| files.contains(&records[place].doc))
        .collect();
    let then: Vec<&Record> = places.iter().map(|&place| &records[place]).collect();
    let (supersession, standings) = standings(&then);
    let rules = general_rules(&then);
    let restated = places
        .into_iter()
        .zip(then)
        .zip(standings)
        .map(|((place, now), standing)| Restated {
            place,
            id: now.id.clone(),
            status: standing.status_of(now),
            superseded_by: standing.superseded_by,
            amends: standing.amends,
        })
        .filter(|restated| {
            let now = &records[restated.place];
            (now.status, &now.superseded_by, &now.amends)
                != (restated.status, &restated.superseded_by, &restated.amends)
        })
        .collect();
    Era {
        from: from.cloned(),
        documents: files,
        supersession,
        rules,
        restated,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::ChangeKind;

    fn date(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    #[test]
    fn undated_documents_follow_the_dated_one_below_them() {
        let (faq, rulings) = (date("1996-05-14"), date("2017-12-04"));
        let all = [
            Dated {
                file: "faq",
                date: Some(&faq),
                authority: 1,
            },
            Dated {
                file: "glossary",
                date: None,
                authority: 2,
            },
            Dated {
                file: "rulings",
                date: Some(&rulings),
                authority: 3,
            },
        ];
        assert_eq!(in_force_from(&all[1], &all), Some(&faq));
        assert_eq!(in_force_from(&all[2], &all), Some(&rulings));
        let lowest_undated = Dated {
            file: "notes",
            date: None,
            authority: 0,
        };
        assert_eq!(in_force_from(&lowest_undated, &all), None);
    }

    #[test]
    fn the_shipped_corpus_has_one_era_before_the_current_rulings() {
        let store = crate::ingest::ingest(&crate::corpus::Corpus::embedded().unwrap());
        let [era] = store.eras.as_slice() else {
            panic!("{:?}", store.eras.len());
        };
        assert_eq!(era.from, Some(date("1996-05-14")));
        assert!(era.documents.iter().all(|file| !file.contains("rulings")));
        assert!(era
            .supersession
            .changes
            .iter()
            .all(|c| c.change != ChangeKind::Replace));
        // Every Glossary paragraph the Current Rulings replaced was in force.
        let replaced = store
            .records
            .iter()
            .filter(|r| r.status == Status::Superseded)
            .count();
        let restored = era
            .restated
            .iter()
            .filter(|r| r.status == Status::Current)
            .count();
        assert!(replaced > 0);
        assert_eq!(restored, replaced);
    }
}

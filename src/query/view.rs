//! The one way queries read the rulings: a [`View`] of an index, as the corpus
//! stands or as of a date, with or without the rulings later ones superseded.
//!
//! Every query (`search`, `show`, `card`, `respond`, `superseded`) reads
//! through a view, so `--as-of` and `--current` mean the same to each. As of a
//! date, the view holds the records of the documents then in force, each in
//! the state the amendments then in force gave it ([`crate::link::eras`],
//! worked out at ingest); with `--current`, it leaves out the rulings
//! superseded in it.

use std::borrow::Cow;
use std::sync::Arc;

use serde::Serialize;
use tantivy::query::{
    AllQuery, BooleanQuery, ConstScoreQuery, Occur, Query, TermQuery, TermSetQuery,
};
use tantivy::schema::IndexRecordOption;
use tantivy::Term;

use crate::date::Date;
use crate::error::{Error, Result};
use crate::index::{any_term, Index, Ranking, Weighed};
use crate::ingest::DocumentReport;
use crate::link::cards::lookup::CardIndex;
use crate::link::eras::{in_force_from, Dated, Era, Restated};
use crate::link::supersede::Supersession;
use crate::record::{Record, Status};

/// Which rulings an answer is drawn from.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct When {
    /// The documents in force on this day, with the amendments then in force;
    /// none for the corpus as it stands.
    pub as_of: Option<Date>,
    /// Leave out the rulings superseded in the view.
    pub current: bool,
}

/// The documents an answer drew on, as it says so.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Scope {
    /// The date asked for, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub as_of: Option<Date>,
    /// The documents in force, "title (date or version)".
    pub documents: Arc<[String]>,
}

/// An index as of a date (or as it stands), with or without the rulings
/// superseded in it.
pub struct View<'i> {
    index: &'i Index,
    /// The era of the date asked for; none when every document was in force.
    era: Option<&'i Era>,
    when: When,
}

impl<'i> View<'i> {
    /// The view of `index` that `when` asks for; an error (a query to rephrase)
    /// for a date before any document of the corpus was in force.
    pub fn new(index: &'i Index, when: When) -> Result<View<'i>> {
        let era = match &when.as_of {
            Some(date) => era_on(index, date)?,
            None => None,
        };
        Ok(View { index, era, when })
    }

    /// The whole corpus as it stands, superseded rulings included.
    pub fn whole(index: &'i Index) -> View<'i> {
        View {
            index,
            era: None,
            when: When::default(),
        }
    }

    /// The index the view reads.
    pub fn index(&self) -> &'i Index {
        self.index
    }

    /// The documents the view holds, for an answer to say.
    pub fn scope(&self) -> Scope {
        let every = self.index.summary.described();
        let documents = match self.era {
            None => Arc::clone(every),
            Some(_) => {
                let reports = &self.index.summary.documents;
                let held = reports.iter().zip(every.iter());
                held.filter(|(report, _)| self.holds_document(&report.file))
                    .map(|(_, described)| described.clone())
                    .collect()
            }
        };
        Scope {
            as_of: self.when.as_of.clone(),
            documents,
        }
    }

    /// Whether the view leaves out superseded rulings.
    pub fn current_only(&self) -> bool {
        self.when.current
    }

    /// Whether the document `file` was in force.
    fn holds_document(&self, file: &str) -> bool {
        self.era
            .is_none_or(|era| era.documents.iter().any(|f| f == file))
    }

    /// The registry's names.
    pub fn cards(&self) -> Result<&'i CardIndex> {
        self.index.cards()
    }

    /// The state the record at `place` had in the view, where it differs from
    /// its state now.
    fn restated(&self, place: usize) -> Option<&'i Restated> {
        let era = self.era?;
        era.restated
            .binary_search_by_key(&place, |restated| restated.place)
            .ok()
            .map(|at| &era.restated[at])
    }

    /// The record at `place` in the store, as the view has it.
    pub fn record(&self, place: usize) -> Result<Record> {
        self.record_as_held(place).map(Cow::into_owned)
    }

    /// The record at `place` in the store, as the view has it: the store's
    /// own unless the view restates it.
    pub fn record_as_held(&self, place: usize) -> Result<Cow<'i, Record>> {
        let record = self.index.record_in_store(place)?;
        Ok(match self.restated(place) {
            Some(restated) => {
                let mut record = record.clone();
                restated.apply(&mut record);
                Cow::Owned(record)
            }
            None => Cow::Borrowed(record),
        })
    }

    /// What ranking reads of the record at `place`, as the view has it.
    pub fn ranking(&self, place: usize) -> Result<Arc<Ranking>> {
        let mut ranking = self.index.ranking(place)?;
        if let Some(restated) = self.restated(place) {
            Arc::make_mut(&mut ranking).restate(restated);
        }
        Ok(ranking)
    }

    /// The place of the record with the id `id`, when the view holds it.
    pub fn place_of(&self, id: &str) -> Result<Option<usize>> {
        let query = self.restricted(exact(self.index.fields.id, id));
        Ok(self.index.places_matching(&*query)?.first().copied())
    }

    /// The record with the id `id`, when the view holds it.
    pub fn record_by_id(&self, id: &str) -> Result<Option<Record>> {
        self.place_of(id)?
            .map(|place| self.record(place))
            .transpose()
    }

    /// `query` restricted to the records the view holds, scored as `query`
    /// alone; `query` itself when the view holds every record.
    pub fn restricted(&self, query: Box<dyn Query>) -> Box<dyn Query> {
        match self.filter() {
            None => query,
            Some(filter) => Box::new(BooleanQuery::new(vec![
                (Occur::Must, query),
                (Occur::Must, Box::new(ConstScoreQuery::new(filter, 0.0))),
            ])),
        }
    }

    /// A query matching the records the view holds (those of the documents in
    /// force, less the superseded ones when it leaves them out); none when it
    /// holds every record.
    fn filter(&self) -> Option<Box<dyn Query>> {
        if self.era.is_none() && !self.when.current {
            return None;
        }
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Must, Box::new(AllQuery))];
        if let Some(era) = self.era {
            let documents = era
                .documents
                .iter()
                .map(|file| Term::from_field_text(self.index.fields.doc, file));
            clauses.push((Occur::Must, Box::new(TermSetQuery::new(documents))));
        }
        if self.when.current {
            clauses.push((Occur::MustNot, self.with_status(Status::Superseded)));
        }
        Some(Box::new(BooleanQuery::new(clauses)))
    }

    /// A query matching the records that have `status` in the view.
    pub fn with_status(&self, status: Status) -> Box<dyn Query> {
        let now = exact(self.index.fields.status, status.as_str());
        let Some(era) = self.era.filter(|era| !era.restated.is_empty()) else {
            return now;
        };
        let ids = |keep: &dyn Fn(&Restated) -> bool| -> Box<dyn Query> {
            let terms = era
                .restated
                .iter()
                .filter(|r| keep(r))
                .map(|restated| Term::from_field_text(self.index.fields.id, &restated.id));
            Box::new(TermSetQuery::new(terms))
        };
        let unchanged =
            BooleanQuery::new(vec![(Occur::Must, now), (Occur::MustNot, ids(&|_| true))]);
        Box::new(BooleanQuery::new(vec![
            (Occur::Should, Box::new(unchanged)),
            (Occur::Should, ids(&|restated| restated.status == status)),
        ]))
    }

    /// The places of the records the view holds that `query` matches, in store
    /// order.
    pub fn places_matching(&self, query: Box<dyn Query>) -> Result<Vec<usize>> {
        self.index.places_matching(&*self.restricted(query))
    }

    /// The records the view holds that `query` matches, with their places, in
    /// store order.
    pub fn records_matching(&self, query: Box<dyn Query>) -> Result<Vec<(usize, Record)>> {
        self.places_matching(query)?
            .into_iter()
            .map(|place| Ok((place, self.record(place)?)))
            .collect()
    }

    /// The records the view holds that name one of the cards `titles`, with
    /// their places, in store order.
    pub fn records_naming(&self, titles: &[String]) -> Result<Vec<(usize, Record)>> {
        let fields = self.index.fields;
        let terms = titles.iter().map(|title| fields.card_term(title));
        self.records_matching(Box::new(any_term(terms)))
    }

    /// The `limit` records of the view that `query` scores best, best first,
    /// each with its score and place.
    pub fn top(&self, query: Box<dyn Query>, limit: usize) -> Result<Vec<(f32, usize)>> {
        self.index.top(&*self.restricted(query), limit)
    }

    /// `query`, restricted to the records the view holds, weighed once to
    /// score them by it more than once ([`Weighed`]).
    pub fn weighed(&self, query: Box<dyn Query>) -> Result<Weighed<'i>> {
        self.index.weighed(&*self.restricted(query))
    }

    /// Every record the view holds, in store order.
    pub fn records(&self) -> Result<Cow<'i, [Record]>> {
        let store = self.index.store()?;
        if self.era.is_none() && !self.when.current {
            return Ok(Cow::Borrowed(&store.records));
        }
        let mut held = Vec::new();
        for (place, record) in store.records.iter().enumerate() {
            if !self.holds_document(&record.doc) {
                continue;
            }
            let mut record = record.clone();
            if let Some(restated) = self.restated(place) {
                restated.apply(&mut record);
            }
            if !(self.when.current && record.status == Status::Superseded) {
                held.push(record);
            }
        }
        Ok(Cow::Owned(held))
    }

    /// What the amendments in force had changed, and the candidates for review.
    pub fn supersession(&self) -> Result<&'i Supersession> {
        match self.era {
            Some(era) => Ok(&era.supersession),
            None => Ok(&self.index.store()?.supersession),
        }
    }

    /// The passages stating the general rules on responses, in the order they
    /// were found at ingest.
    pub fn general_rules(&self) -> Result<Vec<Record>> {
        let Some(era) = self.era else {
            return Ok(self.index.general_rules()?.to_vec());
        };
        let rules = self.index.records_with_ids(&era.rules)?;
        Ok(rules
            .into_iter()
            .map(|(place, mut record)| {
                if let Some(restated) = self.restated(place) {
                    restated.apply(&mut record);
                }
                record
            })
            .collect())
    }
}

/// An exact match of `value` in an exact field.
fn exact(field: tantivy::schema::Field, value: &str) -> Box<dyn Query> {
    Box::new(TermQuery::new(
        Term::from_field_text(field, value),
        IndexRecordOption::Basic,
    ))
}

/// The era in which `date` falls: none when every document was in force by
/// then; an error when none was.
fn era_on<'i>(index: &'i Index, date: &Date) -> Result<Option<&'i Era>> {
    let documents = &index.summary.documents;
    let dated: Vec<Dated> = documents.iter().map(dated).collect();
    let in_force =
        |document: &Dated| in_force_from(document, &dated).is_none_or(|from| from <= date);
    if dated.iter().all(in_force) {
        return Ok(None);
    }
    if !dated.iter().any(in_force) {
        let earliest = dated
            .iter()
            .filter_map(|document| in_force_from(document, &dated))
            .min()
            .map(Date::to_string)
            .unwrap_or_default();
        return Err(Error::query(format!(
            "no document of the corpus was in force on {date}: the earliest is in force from {earliest}"
        )));
    }
    let eras = index.eras()?;
    let era = eras
        .iter()
        .rev()
        .find(|era| era.from.as_ref().is_none_or(|from| from <= date))
        .ok_or_else(|| {
            Error::index(
                &index.dir,
                "eras.json has no era for a date; run `rulings ingest`",
            )
        })?;
    Ok(Some(era))
}

/// A document's report as the eras read it.
fn dated(document: &DocumentReport) -> Dated<'_> {
    Dated {
        file: &document.file,
        date: document.date.as_ref(),
        authority: document.authority,
    }
}

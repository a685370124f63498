//! The tantivy document of a record, worked out where tantivy indexes it.
//!
//! Ingest hands tantivy each record as it is; the record's fields are worked out
//! the first time tantivy reads them, which is in one of its indexing threads.
//! Its title and text are analyzed then, once, and replayed to every field that
//! holds them, the pair fields included ([`super::replay`]). So the queue between
//! ingest and those threads holds records rather than analyzed text, several
//! threads analyze at once, and nothing is serialized to be read back: tantivy's
//! own document type would encode every pre-analyzed text into bytes and decode
//! it again.

use std::rc::Rc;
use std::sync::{Arc, OnceLock};

use tantivy::schema::document::{Document, ReferenceValue, ReferenceValueLeaf, Value};
use tantivy::schema::Field;

use super::replay::{remember, Analyzed};
use super::{analyzable, Fields};
use crate::normalize::name_key;
use crate::record::Record;

/// One value of a field.
#[derive(Debug)]
pub(super) enum FieldValue {
    /// A number.
    Number(u64),
    /// Text, analyzed by the field's tokenizer.
    Text(String),
    /// Text held by several fields, analyzed once (see [`super::replay`]).
    Shared(Arc<str>),
}

impl<'a> Value<'a> for &'a FieldValue {
    type ArrayIter = std::iter::Empty<Self>;
    type ObjectIter = std::iter::Empty<(&'a str, Self)>;

    fn as_value(&self) -> ReferenceValue<'a, Self> {
        match self {
            FieldValue::Number(number) => ReferenceValueLeaf::U64(*number).into(),
            FieldValue::Text(text) => ReferenceValueLeaf::Str(text).into(),
            FieldValue::Shared(text) => ReferenceValueLeaf::Str(text).into(),
        }
    }
}

/// A record on its way into the index, with its place in the store. Boxed:
/// tantivy's queue to its indexing threads sets aside room for thousands of
/// documents, so a document is kept to a pointer.
pub(super) struct RecordDocument(Box<Pending>);

struct Pending {
    fields: Fields,
    ord: u64,
    record: Record,
    values: OnceLock<Vec<(Field, FieldValue)>>,
}

impl RecordDocument {
    /// The record at `ord` in the store, to be indexed under `fields`.
    pub(super) fn new(fields: Fields, ord: u64, record: Record) -> RecordDocument {
        RecordDocument(Box::new(Pending {
            fields,
            ord,
            record,
            values: OnceLock::new(),
        }))
    }

    fn values(&self) -> &[(Field, FieldValue)] {
        let pending = &self.0;
        pending
            .values
            .get_or_init(|| field_values(&pending.fields, pending.ord, &pending.record))
    }
}

type FieldAndValue<'a> = (Field, &'a FieldValue);

impl Document for RecordDocument {
    type Value<'a> = &'a FieldValue;
    type FieldsValuesIter<'a> = std::iter::Map<
        std::slice::Iter<'a, (Field, FieldValue)>,
        fn(&'a (Field, FieldValue)) -> FieldAndValue<'a>,
    >;

    fn iter_fields_and_values(&self) -> Self::FieldsValuesIter<'_> {
        self.values().iter().map(|(field, value)| (*field, value))
    }
}

/// Every value the index holds of a record: its place in the store, its exact
/// keys, and its text analyzed once for every field that holds it (the title and
/// text are left with this thread to be replayed: [`remember`]).
fn field_values(fields: &Fields, ord: u64, record: &Record) -> Vec<(Field, FieldValue)> {
    let text = |value: &str| FieldValue::Text(value.to_string());
    let mut values = vec![
        (fields.ord, FieldValue::Number(ord)),
        (fields.id, text(&record.id)),
        (fields.source, text(record.source.as_str())),
        (fields.status, text(record.status.as_str())),
    ];
    let analyzed = |text: &str| Rc::new(Analyzed::of(analyzable(text).into()));
    let (title, body) = (analyzed(&record.title), analyzed(&record.text));
    let shared = |analyzed: &Analyzed| FieldValue::Shared(Arc::clone(analyzed.text()));
    values.push((fields.title_pairs, shared(&title)));
    values.push((fields.pairs, shared(&body)));
    values.push((fields.anywhere, shared(&title)));
    values.push((fields.anywhere, shared(&body)));
    values.push((fields.title, shared(&title)));
    values.push((fields.text, shared(&body)));
    remember(vec![title, body]);
    values.push((
        fields.section,
        FieldValue::Text(analyzable(&record.section)),
    ));
    if let Some(question) = &record.question {
        values.push((fields.question, FieldValue::Text(analyzable(question))));
    }
    for card in &record.cards {
        values.push((fields.card_key, FieldValue::Text(name_key(card))));
        values.push((fields.cards, FieldValue::Text(analyzable(card))));
        values.push((fields.anywhere, FieldValue::Text(analyzable(card))));
    }
    for concept in &record.concepts {
        values.push((fields.concepts, text(concept)));
    }
    values
}

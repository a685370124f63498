//! The tantivy document of a record, worked out where tantivy indexes it.
//!
//! Ingest hands tantivy each record's JSON as it reads it from `records.bin`;
//! the record is read and its fields are worked out the first time tantivy reads
//! them, which is in one of its indexing threads. Its title and text are analyzed
//! then, once, and replayed to every field that holds them, the pair fields
//! included ([`super::replay`]). So the queue between ingest and those threads
//! holds one buffer per record rather than analyzed text, several threads read
//! and analyze at once, and a record's many small allocations are made and freed
//! by the same thread (glibc's allocator takes a lock to free into another
//! thread's arena). No analyzed text is serialized to be read back: tantivy's own
//! document type would encode every pre-analyzed text into bytes and decode it
//! again.

use std::borrow::Cow;
use std::rc::Rc;
use std::sync::{Arc, OnceLock};

use tantivy::schema::document::{Document, ReferenceValue, ReferenceValueLeaf, Value};
use tantivy::schema::Field;

use super::replay::{remember, Analyzed};
use super::Fields;
use crate::analyze::analyzable;
use crate::normalize::name_key;
use crate::record::Record;

/// A record of a build that could not be read back (the first one noted), by
/// its place and why: set by an indexing thread, read by the build.
pub(super) type Unread = Arc<OnceLock<(u64, String)>>;

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

/// A record's JSON on its way into the index, with its place in the store. Boxed:
/// tantivy's queue to its indexing threads sets aside room for thousands of
/// documents, so a document is kept to a pointer.
pub(super) struct RecordDocument(Box<Pending>);

struct Pending {
    fields: Fields,
    ord: u64,
    json: Vec<u8>,
    unread: Unread,
    values: OnceLock<Vec<(Field, FieldValue)>>,
}

impl RecordDocument {
    /// The record at `ord` in the store, as JSON, to be indexed under `fields`;
    /// JSON that is not a record is noted in `unread` and gives no fields.
    pub(super) fn new(fields: Fields, ord: u64, json: Vec<u8>, unread: &Unread) -> RecordDocument {
        RecordDocument(Box::new(Pending {
            fields,
            ord,
            json,
            unread: Arc::clone(unread),
            values: OnceLock::new(),
        }))
    }

    fn values(&self) -> &[(Field, FieldValue)] {
        let pending = &self.0;
        pending
            .values
            .get_or_init(|| match serde_json::from_slice::<Record>(&pending.json) {
                Ok(record) => field_values(&pending.fields, pending.ord, &record),
                Err(error) => {
                    let _ = pending.unread.set((pending.ord, error.to_string()));
                    Vec::new()
                }
            })
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

/// The text a record is searched by: its own, and for a part of a FAQ
/// question, the question's title before it. A part is about what its
/// question is filed under even where its words say "it" or "he/she" ("Can
/// he/she attempt a mission" under ALIEN PARASITES), so the card's name
/// counts in every part, not only in the part that happens to repeat it.
fn indexed_text(record: &Record) -> Cow<'_, str> {
    match &record.parent {
        Some(_) => Cow::Owned(format!("{}\n{}", record.title, record.text)),
        None => Cow::Borrowed(&record.text),
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
        (fields.doc, text(&record.doc)),
        (fields.source, text(record.source.as_str())),
        (fields.status, text(record.status.as_str())),
    ];
    if let Some(parent) = &record.parent {
        values.push((fields.parent, text(parent)));
    }
    let analyzed = |text: &str| Rc::new(Analyzed::of(analyzable(text).into()));
    let (title, body) = (analyzed(&record.title), analyzed(&indexed_text(record)));
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
        values.push((fields.concepts, text(concept.name())));
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{RecordKind, Source};

    /// The values a document gives tantivy for `field`.
    fn values_of(document: &RecordDocument, field: Field) -> Vec<&FieldValue> {
        document
            .iter_fields_and_values()
            .filter(|(f, _)| *f == field)
            .map(|(_, value)| value)
            .collect()
    }

    #[test]
    fn a_record_is_read_from_its_json_where_tantivy_reads_its_fields() {
        let (_, fields) = super::super::schema();
        let mut record = Record::new(
            Source::Faq,
            "1.3",
            "The Colon Rule",
            "Q2 nullifies Kevin Uxbridge.",
            RecordKind::Entry,
        );
        record.id = "faq/1.3/the-colon-rule".into();
        let json = serde_json::to_vec(&record).expect("a record is JSON");
        let unread = Unread::default();
        let document = RecordDocument::new(fields, 4, json, &unread);
        assert!(matches!(
            values_of(&document, fields.ord)[..],
            [FieldValue::Number(4)]
        ));
        assert!(matches!(
            values_of(&document, fields.id)[..],
            [FieldValue::Text(id)] if id == "faq/1.3/the-colon-rule"
        ));
        assert!(matches!(
            values_of(&document, fields.text)[..],
            [FieldValue::Shared(text)] if &**text == "Q2 nullifies Kevin Uxbridge."
        ));
        assert!(unread.get().is_none());
    }

    #[test]
    fn a_question_part_is_searched_under_its_questions_title() {
        let (_, fields) = super::super::schema();
        let mut part = Record::new(
            Source::Faq,
            "3.2.2 Planet",
            "ALIEN PARASITES",
            "Q: 3) Can he/she attempt a mission?\nA: 3) Yes.",
            RecordKind::QuestionPart,
        );
        part.parent = Some("faq/3.2.2/alien-parasites".into());
        let json = serde_json::to_vec(&part).expect("a record is JSON");
        let document = RecordDocument::new(fields, 0, json, &Unread::default());
        assert!(matches!(
            values_of(&document, fields.text)[..],
            [FieldValue::Shared(text)] if text.starts_with("ALIEN PARASITES\nQ: 3) Can he/she")
        ));
    }

    #[test]
    fn json_that_is_not_a_record_gives_no_fields_and_is_noted() {
        let (_, fields) = super::super::schema();
        let unread = Unread::default();
        let document = RecordDocument::new(fields, 7, br#"{"id": 1}"#.to_vec(), &unread);
        assert_eq!(document.iter_fields_and_values().count(), 0);
        let (ord, reason) = unread.get().expect("the record is noted as unread");
        assert_eq!(*ord, 7);
        assert!(reason.contains("invalid type"), "{reason}");
    }
}

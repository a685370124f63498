//! Parsers: one per document kind, each turning normalized text into records.
//!
//! Every parser has the same shape: `fn parse(text: &Normalized, doc: &DocumentInfo)
//! -> Parsed`. A passage a parser cannot place becomes a record of kind
//! [`RecordKind::Unplaced`] plus a warning, never a failed document.

pub mod card_list;
pub mod faq;
pub mod glossary;
pub mod rulings;
pub mod vocabulary;

use std::collections::HashMap;

use crate::corpus::{DocumentInfo, Kind};
use crate::normalize::{slug, Normalized};
use crate::record::{Record, RecordKind, Source, Warning};

/// What a parser produced from one document.
#[derive(Debug, Clone, Default)]
pub struct Parsed {
    /// The records, in document order.
    pub records: Vec<Record>,
    /// What the parser noticed (unplaced passages, ignored trailers, typos tolerated).
    pub warnings: Vec<Warning>,
}

/// Parses one normalized document with the parser its manifest entry names,
/// then fills the document fields and stable ids of every record.
///
/// Fails, with the reason, when the text is not a document of that kind at all
/// (empty, binary, or missing the structure its kind always has); the caller
/// reports and skips such a document.
pub fn parse_document(text: &Normalized, doc: &DocumentInfo) -> Result<Parsed, String> {
    check_kind(&text.text, doc.kind)?;
    let mut parsed = match doc.kind {
        Kind::Faq => faq::parse(text, doc),
        Kind::Glossary => glossary::parse(text, doc),
        Kind::Rulings => rulings::parse(text, doc),
    };
    for record in &mut parsed.records {
        record.doc = doc.file.clone();
        record.doc_title = doc.title.clone();
        record.doc_date = doc.date.clone();
        record.authority = doc.authority;
    }
    assign_ids(&mut parsed.records);
    match not_understood(&parsed.records) {
        Some(reason) => Err(reason),
        None => Ok(parsed),
    }
}

/// Why a parsed document is not understood, if most of its passages, and
/// most of its text, are passages the parser could not place: indexed, it
/// would be rubble.
fn not_understood(records: &[Record]) -> Option<String> {
    let total: usize = records.iter().map(|r| r.text.len()).sum();
    let unplaced: Vec<&Record> = records
        .iter()
        .filter(|r| r.kind == RecordKind::Unplaced)
        .collect();
    let lost: usize = unplaced.iter().map(|r| r.text.len()).sum();
    let first = unplaced.first()?;
    (unplaced.len() * 2 > records.len() && lost * 2 > total).then(|| {
        format!(
            "most of its text could not be placed ({} of its {} passages, {}% of the \
             text; the first at line {}: {:.60}), so its layout is not one this parser reads",
            unplaced.len(),
            records.len(),
            lost * 100 / total.max(1),
            first.line,
            first.text
        )
    })
}

/// Checks that a text can be a document of `kind` before parsing it.
fn check_kind(text: &str, kind: Kind) -> Result<(), String> {
    if text.trim().is_empty() {
        return Err("the document is empty".to_string());
    }
    if text.contains('\0') {
        return Err("the document is binary (it contains NUL bytes), not text".to_string());
    }
    match kind {
        Kind::Faq => faq::looks_like(text),
        Kind::Glossary => glossary::looks_like(text),
        Kind::Rulings => rulings::looks_like(text),
    }
}

/// The id a record would get from its own fields, before de-duplication.
///
/// `faq/1.3/the-colon-rule`, `faq/1.3/the-colon-rule/2` (a part),
/// `glossary/actions-step-2-responses/p3`, `rulings/2017-12-04/card-titles`.
/// Rulings documents come as a series, each restating topics of the one
/// before, so their ids name their document: by its date, else its file.
fn base_id(record: &Record) -> String {
    let mut id = record.source.as_str().to_string();
    if record.source == Source::Rulings {
        id.push('/');
        match &record.doc_date {
            Some(date) => id.push_str(date.as_str()),
            None => id.push_str(&slug(file_stem(&record.doc))),
        }
    }
    if let Some(number) = section_number(&record.section) {
        id.push('/');
        id.push_str(number);
    }
    id.push('/');
    id.push_str(&slug(&record.title));
    if let Some(part) = record.part {
        id.push_str(&format!("/{part}"));
    } else if let Some(first) = record.paragraphs.first() {
        id.push_str(&format!("/p{first}"));
    } else if record.kind == RecordKind::Preamble {
        id.push_str("/preamble");
    }
    id
}

/// A file name without its last extension.
fn file_stem(file: &str) -> &str {
    file.rsplit_once('.').map_or(file, |(stem, _)| stem)
}

/// The leading "3.9" of a section name like "3.9 Interrupts", if there is one.
fn section_number(section: &str) -> Option<&str> {
    let first = section.split_whitespace().next()?;
    let is_number = first.chars().all(|c| c.is_ascii_digit() || c == '.')
        && first.chars().any(|c| c.is_ascii_digit());
    is_number.then_some(first.trim_end_matches('.'))
}

/// Gives every record a stable, unique id. A record whose parser set `parent` to
/// the index of its whole question (as `"#<index>"`) gets that record's id instead.
fn assign_ids(records: &mut [Record]) {
    let mut seen: HashMap<String, u32> = HashMap::new();
    for record in records.iter_mut() {
        let base = base_id(record);
        let count = seen.entry(base.clone()).or_insert(0);
        *count += 1;
        record.id = if *count == 1 {
            base
        } else {
            format!("{base}~{count}")
        };
    }
    let ids: Vec<String> = records.iter().map(|r| r.id.clone()).collect();
    for record in records.iter_mut() {
        if let Some(index) = record.parent.as_deref().and_then(|p| p.strip_prefix('#')) {
            record.parent = index
                .parse::<usize>()
                .ok()
                .and_then(|i| ids.get(i).cloned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_readable_and_unique() {
        let mut records = vec![
            Record::new(
                Source::Faq,
                "3.9 Interrupts",
                "AMANDA ROGERS",
                "a",
                RecordKind::Question,
            ),
            Record::new(
                Source::Faq,
                "3.9 Interrupts",
                "AMANDA ROGERS",
                "b",
                RecordKind::Question,
            ),
            Record::new(
                Source::Faq,
                "3.9 Interrupts",
                "AMANDA ROGERS",
                "c",
                RecordKind::QuestionPart,
            ),
        ];
        records[2].part = Some(1);
        records[2].parent = Some("#1".to_string());
        assign_ids(&mut records);
        assert_eq!(records[0].id, "faq/3.9/amanda-rogers");
        assert_eq!(records[1].id, "faq/3.9/amanda-rogers~2");
        assert_eq!(records[2].id, "faq/3.9/amanda-rogers/1");
        assert_eq!(
            records[2].parent.as_deref(),
            Some("faq/3.9/amanda-rogers~2")
        );
    }

    #[test]
    fn a_rulings_id_names_its_document_by_date_else_by_file() {
        let mut dated = Record::new(
            Source::Rulings,
            "General",
            "Strategema",
            "x",
            RecordKind::Entry,
        );
        dated.doc = "cr-2019.md".to_string();
        dated.doc_date = crate::date::Date::parse("2019-06-01");
        let mut undated = dated.clone();
        undated.doc_date = None;
        assert_eq!(base_id(&dated), "rulings/2019-06-01/strategema");
        assert_eq!(base_id(&undated), "rulings/cr-2019/strategema");
    }

    #[test]
    fn section_numbers() {
        assert_eq!(section_number("3.10 Doorways"), Some("3.10"));
        assert_eq!(section_number("General"), None);
    }
}

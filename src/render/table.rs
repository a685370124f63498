//! Tables and detail views for a person (comfy-table), colour only when asked.
//!
//! Tables are laid out first and highlighted after, line by line, so ANSI codes
//! never disturb comfy-table's column widths.

use comfy_table::presets::UTF8_FULL_CONDENSED;
use comfy_table::{ContentArrangement, Table};

use crate::index::Store;
use crate::ingest::DocumentReport;
use crate::query::search::SearchAnswer;
use crate::query::show::Shown;
use crate::record::{Record, Status};
use crate::render::{dim, excerpt, highlight, Style};

/// Longest passage shown in a search result.
const PASSAGE_CHARS: usize = 420;

fn new_table(style: Style, header: &[&str]) -> Table {
    let mut table = Table::new();
    table
        .load_preset(UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(style.width)
        .set_header(header.iter().copied());
    table
}

/// "FAQ 1.3 The Colon Rule" plus the record's status when it is not current.
fn where_from(record: &Record) -> String {
    let mut cell = record.citation();
    if let Some(date) = &record.doc_date {
        cell.push_str(&format!("\n({date})"));
    }
    match record.status {
        Status::Current => {}
        Status::Superseded => cell.push_str("\nSUPERSEDED"),
        Status::Historical => cell.push_str("\nhistorical"),
    }
    cell
}

/// The ranked results of a search.
pub fn search(answer: &SearchAnswer, style: Style) -> String {
    if answer.results.is_empty() {
        return format!(
            "No ruling matches {:?}. Try fewer or other words, or drop a filter.\n",
            answer.query
        );
    }
    let terms = answer
        .results
        .first()
        .map(|h| h.terms.clone())
        .unwrap_or_default();
    let mut table = new_table(style, &["#", "Source", "Title", "Passage"]);
    for (rank, hit) in answer.results.iter().enumerate() {
        let record = &hit.record;
        let mut passage = excerpt(&record.text, &terms, PASSAGE_CHARS);
        if !record.superseded_by.is_empty() {
            passage.push_str(&format!(
                "\n[superseded by {}]",
                record.superseded_by.join(", ")
            ));
        }
        table.add_row(vec![
            (rank + 1).to_string(),
            where_from(record),
            format!("{}\n{}", record.title, record.id),
            passage,
        ]);
    }
    let mut out = highlight(&table.to_string(), &terms, style);
    out.push('\n');
    out
}

/// One record in full, with its parts and cross-references.
pub fn show(shown: &Shown, style: Style) -> String {
    let record = &shown.record;
    let mut out = String::new();
    out.push_str(&format!("{}\n", record.title));
    out.push_str(&dim(
        &format!(
            "{}  ·  {}  ·  {}",
            record.id,
            record.citation(),
            record.doc_title
        ),
        style,
    ));
    out.push('\n');
    if let Some(date) = &record.doc_date {
        out.push_str(&dim(&format!("issued {date}"), style));
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&record.text);
    out.push_str("\n\n");
    let mut facts = Vec::new();
    if !record.cards.is_empty() {
        facts.push(format!("cards: {}", record.cards.join(", ")));
    }
    if !record.concepts.is_empty() {
        facts.push(format!("concepts: {}", record.concepts.join(", ")));
    }
    facts.push(format!("status: {:?}", record.status).to_lowercase());
    for instruction in &record.instructions {
        facts.push(format!(
            "instruction: {:?} {} of \"{}\"",
            instruction.change, instruction.scope, instruction.target
        ));
    }
    for id in &record.superseded_by {
        facts.push(format!("superseded by: {id}"));
    }
    for id in &record.amends {
        facts.push(format!("amends: {id}"));
    }
    if let Some(parent) = &shown.parent {
        facts.push(format!(
            "part {} of: {}",
            record.part.unwrap_or(0),
            parent.id
        ));
    }
    for part in &shown.parts {
        facts.push(format!("part {}: {}", part.part.unwrap_or(0), part.id));
    }
    for see in &record.see_also {
        match &see.id {
            Some(id) => facts.push(format!("see also: {} ({id})", see.target)),
            None => facts.push(format!("see also: {} (not in the corpus)", see.target)),
        }
    }
    for other in &shown.referred_by {
        facts.push(format!("referred to by: {} ({})", other.title, other.id));
    }
    for fact in facts {
        out.push_str(&format!("  {fact}\n"));
    }
    out
}

/// The ingest report: a table of documents, the skipped documents and the warnings.
pub fn ingest(store: &Store, corpus_origin: &str, style: Style) -> String {
    let mut table = new_table(
        style,
        &[
            "Document", "Kind", "Records", "Cards", "Concepts", "Warnings",
        ],
    );
    for doc in &store.documents {
        table.add_row(report_row(doc));
    }
    let mut out = format!("Corpus: {corpus_origin}\n{table}\n");
    out.push_str(&format!(
        "{} records, {} cards in the registry.\n",
        store.records.len(),
        store.registry.cards.len()
    ));
    if !store.skipped.is_empty() {
        out.push_str("\nSkipped documents:\n");
        for skipped in &store.skipped {
            out.push_str(&format!("  {}: {}\n", skipped.file, skipped.reason));
        }
    }
    if !store.warnings.is_empty() {
        out.push_str(&format!("\nWarnings ({}):\n", store.warnings.len()));
        for warning in &store.warnings {
            out.push_str(&format!("  {warning}\n"));
        }
    }
    out
}

fn report_row(doc: &DocumentReport) -> Vec<String> {
    vec![
        doc.file.clone(),
        doc.kind.clone(),
        doc.records.to_string(),
        doc.cards.to_string(),
        doc.concepts.to_string(),
        doc.warnings.to_string(),
    ]
}

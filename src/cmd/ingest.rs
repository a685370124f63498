//! `rulings ingest`: parse, link and index the corpus; report per document.

use rulings::render::{json, table};
use serde::Serialize;

use crate::cli::IngestArgs;
use crate::cmd::{emit, Context, Outcome};

/// The JSON form of the ingest report.
#[derive(Serialize)]
struct Report<'a> {
    corpus: &'a str,
    index: String,
    records: usize,
    cards: usize,
    documents: &'a [rulings::ingest::DocumentReport],
    skipped: &'a [rulings::corpus::Skipped],
    warnings: &'a [rulings::record::Warning],
}

/// Rebuilds the index and prints the report; exit status 3 when a document was skipped.
pub fn run(args: &IngestArgs, context: &Context) -> anyhow::Result<Outcome> {
    // Rebuilt before the corpus is asked for: a rebuild that reads the corpus
    // itself lets each document go once it is parsed.
    let index = context
        .workspace
        .rebuild(&mut |line| eprintln!("rulings: {line}"))?;
    let origin = &context.corpus()?.origin;
    let report = index.report()?;
    if args.json {
        emit(&json::pretty(&Report {
            corpus: origin,
            index: index.dir.display().to_string(),
            records: report.records,
            cards: report.cards,
            documents: &report.documents,
            skipped: &report.skipped,
            warnings: &report.warnings,
        }))?;
    } else {
        emit(&table::ingest(report, origin, context.style))?;
    }
    Ok(if report.skipped.is_empty() {
        Outcome::Answered
    } else {
        Outcome::Skipped
    })
}

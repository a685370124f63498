//! Tables and detail views for a person (comfy-table), colour only when asked.
//!
//! Tables are laid out first and highlighted after, line by line, so ANSI codes
//! never disturb comfy-table's column widths.

use comfy_table::presets::UTF8_FULL_CONDENSED;
use comfy_table::{ColumnConstraint, ContentArrangement, Table, Width};

use crate::date::Date;
use crate::ingest::DocumentReport;
use crate::ingest::Report;
use crate::normalize::collapse_spaces;
use crate::query::card::{CardAnswer, Listing};
use crate::query::respond::{RespondAnswer, Role};
use crate::query::search::SearchAnswer;
use crate::query::show::Shown;
use crate::query::superseded::SupersededAnswer;
use crate::record::{ChangeKind, Record, Status};
use crate::render::words;
use crate::render::{counted, diff, dim, excerpt, highlight, Style};

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

/// Caps the width of some columns (index, percent of the table) so the passage
/// column gets the rest.
fn narrow_columns(table: &mut Table, limits: &[(usize, u16)]) {
    for &(index, percent) in limits {
        if let Some(column) = table.column_mut(index) {
            column.set_constraint(ColumnConstraint::UpperBoundary(Width::Percentage(percent)));
        }
    }
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
        if !hit.via_group.is_empty() {
            passage.push_str(&format!(
                "\n[through the colon-rule group: {}]",
                hit.via_group.join(", ")
            ));
        }
        table.add_row(vec![
            (rank + 1).to_string(),
            where_from(record),
            format!("{}\n{}", record.title, record.id),
            passage,
        ]);
    }
    narrow_columns(&mut table, &[(1, 22), (2, 26)]);
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
        let concepts: Vec<&str> = record.concepts.iter().map(|c| c.name()).collect();
        facts.push(format!("concepts: {}", concepts.join(", ")));
    }
    facts.push(format!("status: {}", record.status.as_str()));
    for instruction in &record.instructions {
        facts.push(format!(
            "instruction: {} {} of \"{}\"",
            instruction.change.as_str(),
            instruction.scope,
            instruction.target
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
    for other in &shown.replaced_by {
        out.push_str(&format!(
            "\nReplaced by {} ({}, {}):\n{}\n",
            other.id,
            other.citation(),
            other.doc_date.as_ref().map_or("undated", Date::as_str),
            other.text
        ));
    }
    if shown.chain.len() > 1 {
        let steps: Vec<String> = shown
            .chain
            .iter()
            .map(|step| format!("{} ({})", step.id, step.citation()))
            .collect();
        out.push_str(&format!(
            "\nReplaced in turn by {}; in force now:\n{}\n",
            steps.join(", then "),
            shown.chain.last().map_or("", |now| &*now.text)
        ));
    }
    if !shown.amended_entry.is_empty() {
        out.push_str("\nThe entry as amended:\n");
        for paragraph in &shown.amended_entry {
            let numbers: Vec<String> = paragraph.paragraphs.iter().map(u32::to_string).collect();
            match (&paragraph.old_text, &paragraph.changed_by) {
                (Some(old), Some(by)) => {
                    let pieces = diff::word_diff(old, &paragraph.text);
                    out.push_str(&format!(
                        "  ¶{} [changed by {by}]\n  {}\n",
                        numbers.join(","),
                        diff::render(&pieces, style.color)
                    ));
                }
                _ => out.push_str(&format!("  ¶{} {}\n", numbers.join(","), paragraph.text)),
            }
        }
    }
    out
}

/// The ingest report: a table of documents, the skipped documents and the warnings.
pub fn ingest(report: &Report, corpus_origin: &str, style: Style) -> String {
    let mut table = new_table(
        style,
        &[
            "Document", "Kind", "Records", "Cards", "Concepts", "Warnings",
        ],
    );
    for doc in &report.documents {
        table.add_row(report_row(doc));
    }
    let mut out = format!("Corpus: {corpus_origin}\n{table}\n");
    out.push_str(&format!(
        "{}, {} in the registry.\n",
        counted(report.records, "record", "records"),
        counted(report.cards, "card", "cards")
    ));
    if !report.skipped.is_empty() {
        out.push_str("\nSkipped documents:\n");
        for skipped in &report.skipped {
            out.push_str(&format!("  {}: {}\n", skipped.file, skipped.reason));
        }
    }
    if !report.warnings.is_empty() {
        out.push_str(&format!("\nWarnings ({}):\n", report.warnings.len()));
        for warning in &report.warnings {
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

/// A card, its group and its rulings.
pub fn card(answer: &CardAnswer, style: Style) -> String {
    let Some(title) = &answer.card else {
        return match answer.candidates.as_slice() {
            [] => format!(
                "No card matches {:?}. `rulings cards` lists every card the documents name.\n",
                answer.query
            ),
            several => format!(
                "Several cards fit {:?}; name one of them:\n{}\n",
                answer.query,
                several
                    .iter()
                    .map(|c| format!("  {c}"))
                    .collect::<Vec<_>>()
                    .join("\n")
            ),
        };
    };
    let mut out = match words::card_type(&answer.typed) {
        Some(kind) => format!("{title} — {kind}\n"),
        None => format!("{title}\n"),
    };
    if answer.members.len() > 1 {
        out.push_str("\nColon-rule group:\n");
        for member in &answer.members {
            out.push_str(&format!("  {} — {}\n", member.title, member.reason));
        }
    }
    for note in &answer.differences {
        out.push_str(&format!("\nNote: {note}\n"));
    }
    if answer.rulings.is_empty() {
        out.push_str("\nNo ruling names this card.\n");
        return out;
    }
    let mut table = new_table(style, &["Source", "Title", "Ruling"]);
    for ruling in &answer.rulings {
        let record = &ruling.record;
        let mut title_cell = format!("{}\n{}", record.title, record.id);
        if ruling.via_group {
            title_cell.push_str(&format!("\n(via {})", ruling.members.join(", ")));
        }
        table.add_row(vec![
            where_from(record),
            title_cell,
            excerpt(&record.text, &[], PASSAGE_CHARS),
        ]);
    }
    narrow_columns(&mut table, &[(0, 22), (1, 28)]);
    out.push_str(&format!(
        "\n{}, newest authority first:\n{table}\n",
        counted(answer.rulings.len(), "ruling", "rulings")
    ));
    if !answer.grouping.is_empty() {
        out.push_str("\nRulings on how this card groups (the colon rule):\n");
        for record in &answer.grouping {
            out.push_str(&reference_line(record));
        }
    }
    out
}

/// "  FAQ 1.2 Terminology — "ACTION" (faq/1.2/action)": a ruling named in a list.
fn reference_line(record: &Record) -> String {
    format!(
        "  {} — {} ({})\n",
        record.citation(),
        record.title,
        record.id
    )
}

/// The card registry.
pub fn cards(listing: &Listing, style: Style) -> String {
    let mut table = new_table(style, &["Title", "Type", "Aliases", "Group", "Rulings"]);
    for card in &listing.cards {
        let group: Vec<&String> = card.group.iter().filter(|t| **t != card.title).collect();
        table.add_row(vec![
            card.title.clone(),
            words::card_type(&card.typed).unwrap_or_default(),
            card.aliases.join(", "),
            group
                .iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            card.rulings.to_string(),
        ]);
    }
    format!(
        "{table}\n{}.\n",
        counted(listing.cards.len(), "card", "cards")
    )
}

/// A respond verdict: the verdict line, the evidence with its sentence marked,
/// what a search for both finds, then the general rules.
pub fn respond(answer: &RespondAnswer, style: Style) -> String {
    let mut out = format!("{}\n", words::verdict_line(answer));
    let (stating, naming) = words::stating_and_naming(answer);
    if !stating.is_empty() {
        out.push_str("\nEvidence:\n");
        for evidence in stating {
            out.push_str(&evidence_block(&evidence.record, &evidence.sentence, style));
        }
    }
    let typed = words::evidence_as(answer, Role::TypeGiven);
    if !typed.is_empty() {
        out.push_str(&format!("\n{}:\n", words::TYPE_GIVEN_HEADING));
        for evidence in typed {
            out.push_str(&evidence_block(&evidence.record, &evidence.sentence, style));
        }
    }
    if !naming.is_empty() {
        out.push_str(&format!("\n{}:\n", words::naming_both_heading(answer)));
        for evidence in naming {
            out.push_str(&evidence_block(&evidence.record, &evidence.sentence, style));
        }
    }
    if !answer.disagreements.is_empty() {
        out.push_str("\nPassages that say otherwise (the stronger statement, then the later authority, wins):\n");
        for evidence in &answer.disagreements {
            out.push_str(&evidence_block(&evidence.record, &evidence.sentence, style));
        }
    }
    let found = words::evidence_as(answer, Role::FoundBySearch);
    if !found.is_empty() {
        out.push_str(&format!("\n{}:\n", words::FOUND_BY_SEARCH_HEADING));
        for evidence in found {
            out.push_str(&evidence_block(&evidence.record, &evidence.sentence, style));
        }
    }
    let rules = words::shown_as(answer, Role::GeneralRule);
    if !rules.is_empty() {
        out.push_str("\nGeneral rules:\n");
        for rule in rules {
            out.push_str(&format!(
                "  {} — {}\n    {}\n",
                rule.citation(),
                rule.title,
                excerpt(&rule.text, &[], PASSAGE_CHARS)
            ));
        }
    }
    let actor_rulings = words::shown_as(answer, Role::ActorRuling);
    if !actor_rulings.is_empty() {
        out.push_str(&format!(
            "\nWhat the rulings on {} say about timing:\n",
            answer.actor
        ));
        for record in actor_rulings {
            out.push_str(&reference_line(record));
        }
    }
    out
}

/// A passage with its stating sentence marked (bold on a terminal, »« otherwise),
/// cut to some context around it.
fn evidence_block(record: &Record, sentence: &str, style: Style) -> String {
    const CONTEXT: usize = 160;
    let (open, close) = if style.color {
        ("\x1b[1m", "\x1b[0m")
    } else {
        ("»", "«")
    };
    let text = collapse_spaces(&record.text);
    let passage = match text.find(sentence) {
        Some(at) => {
            let before: String = text[..at]
                .chars()
                .rev()
                .take(CONTEXT)
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            let after: String = text[at + sentence.len()..].chars().take(CONTEXT).collect();
            let lead = if before.len() < at { "…" } else { "" };
            let tail = if after.len() < text.len() - at - sentence.len() {
                "…"
            } else {
                ""
            };
            format!("{lead}{before}{open}{sentence}{close}{after}{tail}")
        }
        None => format!("{open}{sentence}{close}"),
    };
    let status = if record.status == Status::Superseded {
        " [SUPERSEDED]"
    } else {
        ""
    };
    format!(
        "  {} — {} ({}){status}\n    {passage}\n",
        record.citation(),
        record.title,
        record.id
    )
}

/// Every change: target, kind, documents, and old against new (a word diff on a
/// terminal, two columns otherwise); then the candidates.
pub fn superseded(answer: &SupersededAnswer, style: Style) -> String {
    let mut out = format!("{}:\n", counted(answer.changes.len(), "change", "changes"));
    for change in &answer.changes {
        let new = &change.new;
        out.push_str(&format!(
            "\n{} — {} {} ({}, {})\n",
            change.target,
            change.change.as_str(),
            change.scope,
            new.citation(),
            new.doc_date.as_ref().map_or("undated", Date::as_str)
        ));
        out.push_str(&format!("  by {}: {}\n", new.id, change.wording));
        let Some(old) = &change.old else {
            if change.change == ChangeKind::Revise && change.target_present {
                continue;
            }
            let mut table = new_table(style, &["New"]);
            table.add_row(vec![change.new_text()]);
            out.push_str(&format!("{table}\n"));
            out.push_str(
                "  target not in the corpus: the amendment stands as the current ruling for it\n",
            );
            if !change.related.is_empty() {
                out.push_str(&format!(
                    "  {} of that entry, place unknown: {}\n",
                    counted(change.related.len(), "related passage", "related passages"),
                    change.related.join(", ")
                ));
            }
            continue;
        };
        let old_text = change.old_text();
        let old_ids: Vec<&str> = change.old_all.iter().map(|r| r.id.as_str()).collect();
        out.push_str(&format!(
            "  replaces {} ({})\n",
            old_ids.join(", "),
            old.citation()
        ));
        if style.color {
            let pieces = diff::word_diff(&old_text, &change.new_text());
            out.push_str(&format!("  {}\n", diff::render(&pieces, true)));
        } else {
            let mut table = new_table(style, &["Old", "New"]);
            table.add_row(vec![old_text, change.new_text()]);
            out.push_str(&format!("{table}\n"));
        }
    }
    if let Some(candidates) = &answer.candidates {
        out.push_str(&format!(
            "\n{} for review:\n",
            counted(candidates.len(), "candidate", "candidates")
        ));
        let mut table = new_table(style, &["Older ruling", "Later ruling", "Why paired"]);
        for candidate in candidates {
            table.add_row(vec![
                format!(
                    "{}\n{}\n{}",
                    candidate.old.citation(),
                    candidate.old.id,
                    excerpt(&candidate.old.text, &[], 300)
                ),
                format!(
                    "{}\n{}\n{}",
                    candidate.new.citation(),
                    candidate.new.id,
                    excerpt(&candidate.new.text, &[], 300)
                ),
                candidate.reasons.join("; "),
            ]);
        }
        out.push_str(&format!("{table}\n"));
    }
    out
}

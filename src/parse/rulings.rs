//! Parser for a Current Rulings document (The Continuing Committee).
//!
//! The document is Markdown-like text, one paragraph per line:
//!
//! - header lines (`THE CONTINUING COMMITTEE`) and section headings
//!   (`RULINGS – General`);
//! - entries `title – text` in alphabetical order of title, where `***Title**`
//!   marks an entry new or changed since the last document; the text is either a
//!   ruling or an instruction against a Glossary entry ("replace the 4th
//!   paragraph with"), whose new text follows in the next paragraph(s);
//! - `**x**` bold cross-references and `[Card](#)` links, kept as references;
//! - the document's own preamble ("First Edition Current Rulings Document (04
//!   December 2017)" and its paragraphs), which the page layout dropped into the
//!   middle of the "card titles" entry: paragraphs after it that continue an
//!   entry ("For example, ...", "On the other hand, ...") go back to that entry;
//! - a trademark notice at the end.
//!
//! The same document may come in Markdown instead: `#` headings for its title
//! (the preamble follows it; its date may be written "June 1, 2019"), for
//! sections and for entries (the deepest level used, or the only level when
//! no "title – text" line follows it), an entry's text in the paragraphs
//! under its heading; and entry titles in bold that end at a colon
//! (`**Strategema:** text`).
//!
//! A line is a new entry when it has a short title before a dash and either its
//! text is an instruction or its title comes later in the alphabet than the
//! entry before; a paragraph the instruction before it still expects (one for
//! "replace the 4th paragraph with", any number for "replace the entry with") is
//! that instruction's new text. A quoted list item (`Card – "quote"`) is text.

use std::sync::LazyLock;

use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use regex::Regex;

use super::Parsed;
use crate::corpus::DocumentInfo;
use crate::date::Date;
use crate::normalize::{collapse_spaces, fold, straighten, Normalized};
use crate::record::{
    ChangeKind, Instruction, OpenRecord, Record, RecordKind, SeeAlso, Source, Warning, WarningKind,
};

/// The most words an entry title may have.
const MAX_TITLE_WORDS: usize = 8;

/// Section of entries before any `RULINGS – X` heading.
const DEFAULT_SECTION: &str = "General";

static SECTION_HEADING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^RULINGS\s*[–—-]\s*(.+)$").expect("section pattern is a valid regular expression")
});

/// The most words a line that titles the document may have.
const MAX_DOCUMENT_TITLE_WORDS: usize = 12;

/// A Markdown heading: its level and text.
static HEADING: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(#{1,6})\s+(.*?)[\s#]*$").expect("heading pattern is a valid regular expression")
});

/// An entry whose title is bold and ends at a colon or a full stop, inside or
/// after the bold ("**Strategema:** text", "**Strategema**. text").
static BOLD_ENTRY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?:[*+-]\s+)?\*\*(\*?)\s*([^*]+?)\s*(?:(?:[:.])\*\*\s*(?:[–—-]\s*)?|\*\*\s*[:.–—-]\s*)(\S.*)$")
        .expect("bold entry pattern is a valid regular expression")
});

static NOTICE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(TM|©|\(c\))|All Rights Reserved|registered trademark")
        .expect("notice pattern is a valid regular expression")
});

static INSTRUCTION_START: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)^(replace|delete|add|revise|change|in paragraphs?)\b")
        .expect("instruction pattern is a valid regular expression")
});

/// Paragraphs that continue the entry before an interruption.
static CONTINUATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(For example|For instance|On the other hand|Likewise|Similarly|However|Thus|Therefore|In addition|Also)\b|^[a-z]")
        .expect("continuation pattern is a valid regular expression")
});

/// Checks that the text has at least one `title – text` entry line.
pub fn looks_like(text: &str) -> Result<(), String> {
    let has_entry = text.lines().any(|line| entry_line(line).is_some());
    if has_entry || fold(text).contains("current rulings") {
        Ok(())
    } else {
        Err(
            "no entry of the form \"title – ruling\" and no \"Current Rulings\" heading"
                .to_string(),
        )
    }
}

/// One paragraph's inline content as plain text, with its references.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Inline {
    text: String,
    bold: Vec<String>,
    links: Vec<String>,
}

/// Renders a paragraph's Markdown inline markup to plain text (typography kept),
/// collecting bold references and link texts.
fn inline(markdown: &str) -> Inline {
    let mut out = Inline::default();
    let mut capture: Option<String> = None;
    let mut numbers: Vec<Option<u64>> = Vec::new();
    for event in Parser::new_ext(markdown, Options::empty()) {
        match event {
            Event::Text(text) | Event::Code(text) | Event::InlineHtml(text) | Event::Html(text) => {
                out.text.push_str(&text);
                if let Some(captured) = capture.as_mut() {
                    captured.push_str(&text);
                }
            }
            Event::SoftBreak | Event::HardBreak => out.text.push(' '),
            Event::Start(Tag::Strong) | Event::Start(Tag::Link { .. }) => {
                capture = Some(String::new())
            }
            Event::End(TagEnd::Strong) => out
                .bold
                .extend(capture.take().filter(|c| !c.trim().is_empty())),
            Event::End(TagEnd::Link) => out
                .links
                .extend(capture.take().filter(|c| !c.trim().is_empty())),
            Event::Start(Tag::List(first)) => numbers.push(first),
            Event::End(TagEnd::List(_)) => {
                numbers.pop();
            }
            Event::Start(Tag::Item) => match numbers.last_mut() {
                Some(Some(number)) => {
                    out.text.push_str(&format!("{number}. "));
                    *number += 1;
                }
                _ => out.text.push_str("- "),
            },
            Event::End(TagEnd::Item) | Event::End(TagEnd::Paragraph) => out.text.push(' '),
            _ => {}
        }
    }
    out.text = collapse_spaces(&out.text);
    out
}

/// An entry line split into its parts.
#[derive(Debug, Clone, PartialEq, Eq)]
struct EntryLine {
    title: String,
    changed: bool,
    rest: String,
}

/// Splits an entry line into its title and text: `title – rest`, or a bold
/// title that ends at a colon or a full stop (`**title:** rest`).
fn entry_line(line: &str) -> Option<EntryLine> {
    dash_entry_line(line).or_else(|| bold_entry_line(line))
}

/// Splits `title – rest` when the title is short and not a sentence. The dash
/// taken is the first one after which the text reads as an instruction, else
/// the last dash whose title part is short.
fn dash_entry_line(line: &str) -> Option<EntryLine> {
    let line = line.trim();
    let (changed, body) = match line.strip_prefix("***") {
        Some(rest) => (true, format!("**{rest}")),
        None => (false, line.to_string()),
    };
    let dashes: Vec<usize> = body
        .match_indices([' '])
        .filter_map(|(i, _)| {
            let after = &body[i + 1..];
            (after.starts_with("– ") || after.starts_with("- ") || after.starts_with("— "))
                .then_some(i)
        })
        .collect();
    let split_at = |i: usize| {
        let title = body[..i].trim();
        let dash_len = body[i + 1..].chars().next().map_or(1, char::len_utf8);
        let rest = body[i + 1 + dash_len..].trim();
        (title, rest)
    };
    let chosen = dashes
        .iter()
        .copied()
        .find(|&i| INSTRUCTION_START.is_match(split_at(i).1) && is_title(split_at(i).0))
        .or_else(|| dashes.iter().copied().find(|&i| is_title(split_at(i).0)))?;
    let (title, rest) = split_at(chosen);
    if rest.is_empty() {
        return None;
    }
    let title = inline(title).text;
    Some(EntryLine {
        title: title.trim().trim_end_matches(['–', '-']).trim().to_string(),
        changed,
        rest: rest.to_string(),
    })
}

/// Splits `**title:** rest` (or `**title**. rest`) when the title is short;
/// a third star opening the bold marks the entry changed, as with a dash.
fn bold_entry_line(line: &str) -> Option<EntryLine> {
    let found = BOLD_ENTRY.captures(line.trim())?;
    let title = found.get(2)?.as_str().trim();
    if !is_title(title) {
        return None;
    }
    Some(EntryLine {
        title: title.to_string(),
        changed: found.get(1).is_some_and(|star| !star.as_str().is_empty()),
        rest: found.get(3)?.as_str().trim().to_string(),
    })
}

/// A plausible entry title: a few words, not ending a sentence.
fn is_title(title: &str) -> bool {
    let words = title.split_whitespace().count();
    (1..=MAX_TITLE_WORDS).contains(&words)
        && !title.ends_with(['.', '?', '!', ',', ';'])
        && !title.contains(". ")
        && !title.starts_with(['"', '“', '-'])
}

/// How many paragraphs of new text an instruction line expects after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// None: the instruction is complete on its line.
    Nothing,
    /// Exactly this many paragraphs.
    Paragraphs(usize),
    /// Paragraphs until the next entry.
    Open,
}

/// What an instruction line expects, from its wording.
fn expects(rest: &str) -> Expect {
    let folded = fold(rest);
    let opens = folded.ends_with(':')
        || folded.ends_with(" with")
        || folded.ends_with(" to")
        || folded.ends_with("as follows")
        || folded.ends_with("following");
    if !opens {
        return Expect::Nothing;
    }
    let open_ended = folded.contains("the entry")
        || folded.contains("the text with")
        || folded.contains("following text")
        || folded.starts_with("add the text");
    if open_ended {
        Expect::Open
    } else {
        Expect::Paragraphs(1)
    }
}

/// Ordinal words and numbers: "4th", "third", "eight" (sic) -> 4, 3, 8.
fn ordinal(word: &str) -> Option<u32> {
    const WORDS: &[&str] = &[
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth",
    ];
    const CARDINALS: &[&str] = &[
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    let word = word.trim().to_lowercase();
    let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
    if !digits.is_empty() {
        return digits.parse().ok();
    }
    WORDS
        .iter()
        .position(|w| *w == word)
        .or_else(|| CARDINALS.iter().position(|w| *w == word))
        .and_then(|i| u32::try_from(i + 1).ok())
}

static PARAGRAPH_SCOPE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\b(?:the )?(\w+)(?: full)? paragraph\b").expect("valid regular expression")
});
static PARAGRAPHS_LIST: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)\bparagraphs? (\d+)(?:,? (?:and )?(\d+))*").expect("valid regular expression")
});
static SENTENCE_SCOPE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)\bthe (\w+) sentence\b").expect("valid regular expression"));
static QUOTED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"["“]([^"”]+)["”]"#).expect("valid regular expression"));
static CLAUSE_SPLIT: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(?i)(?:,| and) (?:then )?(replace|delete|add|revise|change)\b")
        .expect("valid regular expression")
});

/// Splits an instruction line into its clauses ("delete the eight paragraph and
/// revise the first paragraph as follows:" gives two).
fn clauses(rest: &str) -> Vec<String> {
    let mut starts: Vec<usize> = vec![0];
    for found in CLAUSE_SPLIT.captures_iter(rest) {
        if let Some(verb) = found.get(1) {
            starts.push(verb.start());
        }
    }
    starts
        .iter()
        .enumerate()
        .map(|(n, &start)| {
            let end = starts.get(n + 1).copied().unwrap_or(rest.len());
            rest[start..end]
                .trim()
                .trim_end_matches([',', ' '])
                .trim_end_matches(" and")
                .trim()
                .to_string()
        })
        .filter(|c| !c.is_empty())
        .collect()
}

/// Reads one instruction clause against `target`.
fn instruction(clause: &str, target: &str) -> Option<Instruction> {
    let plain = inline(clause).text;
    let folded = fold(&plain);
    let verb = folded.split_whitespace().next()?;
    let change = match verb {
        "replace" => ChangeKind::Replace,
        "delete" => ChangeKind::Delete,
        "add" => ChangeKind::Add,
        "revise" => ChangeKind::Revise,
        "change" if folded.starts_with("change title") => ChangeKind::Retitle,
        "change" => ChangeKind::Replace,
        "in" => ChangeKind::Replace,
        _ => return None,
    };
    let mut found = Instruction {
        change,
        target: target.to_string(),
        scope: String::new(),
        paragraphs: Vec::new(),
        sentence: None,
        old_words: None,
        new_text: None,
        wording: plain.clone(),
    };
    read_scope(&plain, &folded, &mut found);
    Some(found)
}

/// Fills scope, paragraph and sentence numbers and quoted words.
fn read_scope(plain: &str, folded: &str, found: &mut Instruction) {
    let quoted: Vec<String> = QUOTED
        .captures_iter(plain)
        .filter_map(|c| c.get(1))
        .map(|m| m.as_str().to_string())
        .collect();
    if found.change == ChangeKind::Retitle {
        found.scope = "title".to_string();
        found.new_text = plain
            .split_once(" to ")
            .map(|(_, title)| title.trim().trim_end_matches([',', '.']).to_string());
        return;
    }
    if let Some(list) = PARAGRAPHS_LIST
        .find(folded)
        .filter(|m| folded[..m.start()].ends_with("in ") || folded.starts_with("in "))
    {
        found.paragraphs = list
            .as_str()
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|d| d.parse().ok())
            .collect();
        found.scope = list.as_str().to_string();
    } else if let Some(captures) = PARAGRAPH_SCOPE.captures(folded) {
        if let Some(number) = captures.get(1).and_then(|m| ordinal(m.as_str())) {
            found.paragraphs = vec![number];
            found.scope = captures
                .get(0)
                .map(|m| m.as_str().trim_start_matches("the ").to_string())
                .unwrap_or_default();
        }
    }
    if let Some(captures) = SENTENCE_SCOPE.captures(folded) {
        found.sentence = captures.get(1).and_then(|m| ordinal(m.as_str()));
        found.scope = format!("{} sentence", captures.get(1).map_or("", |m| m.as_str()));
    }
    if found.scope.is_empty() {
        found.scope = if folded.contains("bullet") {
            "first bullet".to_string()
        } else if folded.contains("the entry") {
            "entry".to_string()
        } else if folded.contains("to the list") {
            "list".to_string()
        } else {
            "text".to_string()
        };
    }
    match (found.change, quoted.as_slice()) {
        (ChangeKind::Replace, [old, new, ..]) => {
            found.old_words = Some(old.clone());
            found.new_text = Some(new.clone());
        }
        (ChangeKind::Replace, [old]) if folded.contains("replace the words") => {
            found.old_words = Some(old.clone())
        }
        (ChangeKind::Add, [words, ..]) => found.new_text = Some(words.clone()),
        _ => {}
    }
    if found.change == ChangeKind::Add && found.new_text.is_none() && folded.contains("to the list")
    {
        found.new_text = plain
            .split_whitespace()
            .nth(1)
            .map(|w| w.trim_matches(['"', '“', '”']).to_string());
    }
}

/// The entry being built.
#[derive(Debug)]
struct Entry {
    record: OpenRecord,
    expect: Expect,
    /// Index of the instruction the next body paragraphs belong to.
    open_instruction: Option<usize>,
}

/// Parses a Current Rulings document.
pub fn parse(text: &Normalized, doc: &DocumentInfo) -> Parsed {
    let lines = text.text.lines().enumerate();
    let layout = Headings::of(lines.map(|(index, line)| (text.source_line(index), line.trim())));
    let mut builder = Builder::new(doc, layout);
    for (index, line) in text.text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        builder.line(line.trim(), text.source_line(index));
    }
    builder.finish()
}

/// State while walking the document.
struct Builder<'a> {
    doc: &'a DocumentInfo,
    section: String,
    records: Vec<Record>,
    warnings: Vec<Warning>,
    entry: Option<Entry>,
    /// The preamble being built, and the entry it interrupted.
    preamble: Option<OpenRecord>,
    interrupted: Option<Entry>,
    header: Vec<String>,
    /// Section headings, kept in a record so that no text is lost.
    headings: Vec<(usize, String)>,
    /// What the document's Markdown headings are.
    layout: Headings,
    /// An entry heading waiting for its first paragraph: title, changed, line.
    pending: Option<(String, bool, usize)>,
    /// Whether the preamble has given its date.
    preamble_dated: bool,
}

impl<'a> Builder<'a> {
    fn new(doc: &'a DocumentInfo, layout: Headings) -> Builder<'a> {
        Builder {
            doc,
            section: DEFAULT_SECTION.to_string(),
            records: Vec::new(),
            warnings: Vec::new(),
            entry: None,
            preamble: None,
            interrupted: None,
            header: Vec::new(),
            headings: Vec::new(),
            layout,
            pending: None,
            preamble_dated: false,
        }
    }

    fn line(&mut self, line: &str, number: usize) {
        if let Some((level, text)) = heading(line) {
            self.heading(level, text, number);
            return;
        }
        if let Some((title, changed, at)) = self.pending.take() {
            let rest = line.to_string();
            self.start_entry(
                EntryLine {
                    title,
                    changed,
                    rest,
                },
                at,
            );
            return;
        }
        if let Some(captures) = SECTION_HEADING.captures(line) {
            self.close_entry();
            self.headings.push((number, line.to_string()));
            self.section = captures
                .get(1)
                .map_or(DEFAULT_SECTION, |m| m.as_str())
                .trim()
                .to_string();
            return;
        }
        // A header line once the preamble has begun is the preamble's.
        let before_all = self.records.is_empty() && self.entry.is_none() && self.preamble.is_none();
        if is_header(line) && before_all {
            self.header.push(line.to_string());
            return;
        }
        if is_document_title(line) {
            self.start_preamble(line, number);
            return;
        }
        if NOTICE.is_match(line) {
            self.close_entry();
            self.close_preamble();
            let mut record =
                self.record("Notices", &inline(line).text, RecordKind::Preamble, number);
            record.status = crate::record::Status::Historical;
            self.records.push(record);
            return;
        }
        if self.wants_body() {
            self.body(line);
            return;
        }
        if let Some(entry) = entry_line(line).filter(|e| self.is_new_entry(e)) {
            self.close_preamble();
            self.start_entry(entry, number);
            return;
        }
        if self
            .entry
            .as_ref()
            .is_some_and(|e| e.record.record.instructions.is_empty() || e.expect == Expect::Open)
            || (self.entry.is_some() && INSTRUCTION_START.is_match(line))
        {
            self.body(line);
            return;
        }
        if self.preamble.is_some() {
            if CONTINUATION.is_match(line) && self.interrupted.is_some() {
                self.resume_interrupted();
                self.body(line);
            } else if let Some(preamble) = self.preamble.as_mut() {
                let text = inline(line).text;
                preamble.append_text("\n\n", &text);
                if !self.preamble_dated {
                    self.preamble_dated = self.check_date(&text, number);
                }
            }
            return;
        }
        if self.entry.is_some() {
            self.body(line);
            return;
        }
        self.unplaced(line, number);
    }

    /// True while the open instruction still expects paragraphs.
    fn wants_body(&self) -> bool {
        self.preamble.is_none()
            && self
                .entry
                .as_ref()
                .is_some_and(|e| matches!(e.expect, Expect::Paragraphs(n) if n > 0))
    }

    /// A candidate entry line starts a new entry when its text is an instruction
    /// or its title comes later in the alphabet than the current entry's, and it
    /// is not a quoted list item.
    fn is_new_entry(&self, entry: &EntryLine) -> bool {
        if entry.rest.starts_with(['"', '“']) {
            return false;
        }
        let Some(current) = self.entry.as_ref().or(self.interrupted.as_ref()) else {
            return true;
        };
        INSTRUCTION_START.is_match(&entry.rest)
            || sort_key(&entry.title) >= sort_key(&current.record.record.title)
            || entry.changed
    }

    fn record(&self, title: &str, text: &str, kind: RecordKind, line: usize) -> Record {
        let mut record = Record::new(Source::Rulings, &self.section, title, text, kind);
        record.line = line;
        record
    }

    fn start_entry(&mut self, entry: EntryLine, number: usize) {
        self.close_entry();
        let rest = inline(&entry.rest);
        let mut record = self.record(
            &entry.title,
            &format!("{} – {}", entry.title, rest.text),
            RecordKind::Entry,
            number,
        );
        record.changed = entry.changed;
        add_references(&mut record, &rest);
        let mut expect = Expect::Nothing;
        if INSTRUCTION_START.is_match(&entry.rest) {
            for clause in clauses(&entry.rest) {
                if let Some(instruction) = instruction(&clause, &entry.title) {
                    record.instructions.push(instruction);
                }
            }
            expect = expects(&entry.rest);
        }
        let open_instruction = record.instructions.len().checked_sub(1);
        self.entry = Some(Entry {
            record: OpenRecord::new(record),
            expect,
            open_instruction,
        });
    }

    /// Adds a paragraph to the current entry: new text for its open instruction,
    /// or a further instruction ("Add the text:"), or more of its text.
    fn body(&mut self, line: &str) {
        let Some(entry) = self.entry.as_mut() else {
            return;
        };
        let paragraph = inline(line);
        entry.record.append_text("\n\n", &paragraph.text);
        add_references(&mut entry.record.record, &paragraph);
        let is_instruction = INSTRUCTION_START.is_match(line)
            && !entry.record.record.instructions.is_empty()
            && expects(line) != Expect::Nothing;
        if is_instruction {
            let title = entry.record.record.title.clone();
            for clause in clauses(line) {
                if let Some(instruction) = instruction(&clause, &title) {
                    entry.record.record.instructions.push(instruction);
                }
            }
            entry.expect = expects(line);
            entry.open_instruction = entry.record.record.instructions.len().checked_sub(1);
            return;
        }
        if let Some(instruction) = entry
            .open_instruction
            .and_then(|i| entry.record.record.instructions.get_mut(i))
        {
            let slot = if instruction.change == ChangeKind::Delete {
                &mut instruction.old_words
            } else {
                &mut instruction.new_text
            };
            match slot {
                Some(existing) if entry.expect == Expect::Open => {
                    existing.push_str("\n\n");
                    existing.push_str(&paragraph.text);
                }
                Some(_) => {}
                None => *slot = Some(paragraph.text.clone()),
            }
        }
        if let Expect::Paragraphs(n) = entry.expect {
            entry.expect = Expect::Paragraphs(n.saturating_sub(1));
        }
    }

    fn close_entry(&mut self) {
        if let Some(entry) = self.entry.take() {
            self.records.push(entry.record.close());
        }
    }

    fn start_preamble(&mut self, line: &str, number: usize) {
        self.close_preamble();
        self.interrupted = self.entry.take();
        let title = inline(line).text;
        let mut text = self.header.join("\n");
        if !text.is_empty() {
            text.push_str("\n\n");
        }
        text.push_str(&title);
        let mut record = self.record(&title, &text, RecordKind::Preamble, number);
        record.section = String::new();
        record.status = crate::record::Status::Historical;
        self.preamble_dated = self.check_date(&title, number);
        self.preamble = Some(OpenRecord::new(record));
    }

    /// Warns when `text` of the preamble gives a date other than the
    /// manifest's; true when it gives a date at all.
    fn check_date(&mut self, text: &str, number: usize) -> bool {
        let Some(date) = Date::written_in(text) else {
            return false;
        };
        let manifest = self.doc.date.as_ref();
        if manifest.is_some_and(|d| *d != date) {
            self.warnings.push(Warning::new(
                &self.doc.file,
                number,
                WarningKind::Date,
                format!(
                    "the document says it is of {date}, the manifest says {}",
                    manifest.map(Date::as_str).unwrap_or_default()
                ),
            ));
        }
        true
    }

    /// A Markdown heading: the document's title (which opens the preamble),
    /// an entry's title, or a section's.
    fn heading(&mut self, level: usize, text: &str, number: usize) {
        self.flush_pending();
        self.close_entry();
        self.close_preamble();
        if self.layout.title == Some(number) {
            self.start_preamble(text, number);
            return;
        }
        if self.layout.entries == Some(level) {
            // A heading is the entry's title, unless an instruction follows a
            // dash in it ("### Strategema – replace the entry with:").
            match entry_line(text).filter(|entry| INSTRUCTION_START.is_match(&entry.rest)) {
                Some(entry) => self.start_entry(entry, number),
                None => {
                    // An odd number of stars before the title marks it changed,
                    // as "***Title**" does in a line.
                    let stars = text.chars().take_while(|c| *c == '*').count();
                    let title = inline(text.trim_matches('*')).text.trim().to_string();
                    self.pending = Some((title, stars % 2 == 1, number));
                }
            }
            return;
        }
        self.headings.push((number, text.to_string()));
        let section = SECTION_HEADING
            .captures(text)
            .and_then(|found| found.get(1))
            .map_or(text, |m| m.as_str());
        self.section = inline(section).text.trim().to_string();
    }

    /// An entry heading that no text followed is kept as an unplaced passage.
    fn flush_pending(&mut self) {
        if let Some((title, _, number)) = self.pending.take() {
            self.unplaced(&title, number);
        }
    }

    /// Ends the preamble; the entry it interrupted is finished as it stood.
    fn close_preamble(&mut self) {
        if let Some(preamble) = self.preamble.take() {
            if let Some(entry) = self.interrupted.take() {
                self.close_entry();
                self.records.push(entry.record.close());
            }
            self.records.push(preamble.close());
        }
    }

    /// Goes back to the entry the preamble interrupted.
    fn resume_interrupted(&mut self) {
        if let Some(preamble) = self.preamble.take() {
            self.records.push(preamble.close());
        }
        self.entry = self.interrupted.take();
    }

    fn unplaced(&mut self, line: &str, number: usize) {
        let text = inline(line).text;
        self.warnings.push(Warning::new(
            &self.doc.file,
            number,
            WarningKind::Unplaced,
            format!(
                "a paragraph outside any entry was kept as it is: {:.60}",
                text
            ),
        ));
        let record = self.record("(unplaced paragraph)", &text, RecordKind::Unplaced, number);
        self.records.push(record);
    }

    fn finish(mut self) -> Parsed {
        self.flush_pending();
        self.close_preamble();
        self.close_entry();
        if !self.header.is_empty() && !self.records.iter().any(|r| r.kind == RecordKind::Preamble) {
            let text = self.header.join("\n");
            let mut record = self.record(
                text.lines().next().unwrap_or_default(),
                &text,
                RecordKind::Preamble,
                1,
            );
            record.status = crate::record::Status::Historical;
            self.records.insert(0, record);
        }
        if let Some((line, _)) = self.headings.first() {
            let text: Vec<&str> = self.headings.iter().map(|(_, h)| h.as_str()).collect();
            let mut record = self.record("Headings", &text.join("\n"), RecordKind::Preamble, *line);
            record.section = String::new();
            record.status = crate::record::Status::Historical;
            self.records.push(record);
        }
        self.records.sort_by_key(|r| r.line);
        Parsed {
            records: self.records,
            warnings: self.warnings,
        }
    }
}

/// A line that titles the document: a few words naming the rulings, with a
/// written date ("First Edition Current Rulings Document (04 December 2017)").
fn is_document_title(line: &str) -> bool {
    let plain = inline(line).text;
    fold(&plain).contains("rulings")
        && plain.split_whitespace().count() <= MAX_DOCUMENT_TITLE_WORDS
        && Date::written_in(&plain).is_some()
}

/// The level and text of a Markdown heading line.
fn heading(line: &str) -> Option<(usize, &str)> {
    let found = HEADING.captures(line)?;
    Some((found.get(1)?.as_str().len(), found.get(2)?.as_str()))
}

/// What the Markdown headings of a document are: the one that titles it,
/// and the level that heads entries (the others head sections).
#[derive(Debug, Default)]
struct Headings {
    /// The line of the heading that titles the document.
    title: Option<usize>,
    /// The level of the headings that title entries.
    entries: Option<usize>,
}

impl Headings {
    /// Reads the headings of a document's lines (each with its line number).
    /// The first heading titles the document when it is of the top level used
    /// and names the rulings or a date. Of the other levels, the deepest heads
    /// entries when there are several; a single level heads entries unless the
    /// document writes its entries as "title – text" lines under it.
    fn of<'t>(lines: impl Iterator<Item = (usize, &'t str)>) -> Headings {
        let mut found: Vec<(usize, usize, &str)> = Vec::new();
        let mut entry_lines = false;
        for (number, line) in lines {
            match heading(line) {
                Some((level, text)) => found.push((number, level, text)),
                None => entry_lines |= entry_line(line).is_some(),
            }
        }
        let top = found.iter().map(|(_, level, _)| *level).min();
        let title = found.first().filter(|(_, level, text)| {
            Some(*level) == top
                && (fold(text).contains("rulings") || Date::written_in(text).is_some())
        });
        let mut levels: Vec<usize> = found
            .iter()
            .filter(|(number, ..)| Some(*number) != title.map(|t| t.0))
            .map(|(_, level, _)| *level)
            .collect();
        levels.sort_unstable();
        levels.dedup();
        let entries = match levels.as_slice() {
            [] => None,
            [_] if entry_lines => None,
            [.., deepest] => Some(*deepest),
        };
        Headings {
            title: title.map(|t| t.0),
            entries,
        }
    }
}

/// An all-capitals line with no sentence: a document header.
fn is_header(line: &str) -> bool {
    let letters: Vec<char> = line.chars().filter(|c| c.is_alphabetic()).collect();
    !letters.is_empty() && letters.iter().all(|c| c.is_uppercase()) && !line.contains(['.', '–'])
}

/// The alphabetical key of a title: folded, inversions and marks ignored.
fn sort_key(title: &str) -> String {
    straighten(title)
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ')
        .collect::<String>()
        .trim()
        .to_string()
}

/// Links and bold references become references; a bold reference after "see"
/// becomes a cross-reference too.
fn add_references(record: &mut Record, paragraph: &Inline) {
    for name in paragraph.links.iter().chain(paragraph.bold.iter()) {
        let name = name.trim().to_string();
        if !record.references.contains(&name) {
            record.references.push(name);
        }
    }
    let folded = fold(&paragraph.text);
    for name in &paragraph.bold {
        let target = fold(name);
        let seen = folded
            .match_indices(&target)
            .any(|(at, _)| folded[..at].trim_end().ends_with("see"));
        if seen && !record.see_also.iter().any(|s| s.target == *name) {
            record.see_also.push(SeeAlso {
                target: name.clone(),
                id: None,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::Kind;
    use crate::normalize::normalize_document;
    use crate::parse::parse_document;

    fn info() -> DocumentInfo {
        DocumentInfo {
            file: "current-rulings-2017-12-04.txt".into(),
            kind: Kind::Rulings,
            title: "First Edition Current Rulings".into(),
            issuer: "The Continuing Committee".into(),
            date: crate::date::Date::parse("2017-12-04"),
            version: None,
            authority: 3,
        }
    }

    fn real() -> Parsed {
        let bytes = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/corpus/current-rulings-2017-12-04.txt"
        ))
        .expect("the corpus file is in the repository");
        parse_document(
            &normalize_document(&bytes, "current-rulings-2017-12-04.txt"),
            &info(),
        )
        .expect("parses")
    }

    fn entry<'a>(parsed: &'a Parsed, title: &str) -> &'a Record {
        parsed
            .records
            .iter()
            .find(|r| r.kind == RecordKind::Entry && r.title == title)
            .unwrap_or_else(|| panic!("no entry {title:?}"))
    }

    #[test]
    fn markdown_headings_title_the_document_its_sections_and_its_entries() {
        let lines = |text: &'static str| text.lines().enumerate().map(|(n, l)| (n + 1, l));
        let nested = Headings::of(lines(
            "# Current Rulings\n\n## General\n\n### Strategema\n\nText.",
        ));
        assert_eq!((nested.title, nested.entries), (Some(1), Some(3)));
        let flat = Headings::of(lines("## Strategema\n\nText.\n\n## Tox Uthat\n\nMore."));
        assert_eq!((flat.title, flat.entries), (None, Some(2)));
        let sections = Headings::of(lines("## General\n\nStrategema – a ruling.\n"));
        assert_eq!((sections.title, sections.entries), (None, None));
    }

    #[test]
    fn a_bold_title_ending_at_a_colon_opens_an_entry() {
        let entry = entry_line("**Strategema:** It prevents battle.").unwrap();
        assert_eq!(
            (entry.title.as_str(), entry.rest.as_str()),
            ("Strategema", "It prevents battle.")
        );
        let changed = entry_line("***Tox Uthat**: Ends the game.").unwrap();
        assert!(changed.changed);
        assert_eq!(changed.title, "Tox Uthat");
        // Bold words that open a sentence are not a title.
        assert!(entry_line("- **Movement** between a time location and a spaceline").is_none());
    }

    #[test]
    fn a_header_line_after_the_document_title_is_the_preambles() {
        let text =
            "First Edition Current Rulings Document (04 December 2017)\nTHE CONTINUING COMMITTEE";
        let parsed =
            parse_document(&normalize_document(text.as_bytes(), "r.txt"), &info()).expect("parses");
        let kept: Vec<&str> = parsed.records.iter().map(|r| r.text.as_ref()).collect();
        assert!(
            kept.iter()
                .any(|text| text.contains("THE CONTINUING COMMITTEE")),
            "{kept:?}"
        );
    }

    #[test]
    fn a_document_title_names_the_rulings_and_a_written_date() {
        assert!(is_document_title(
            "First Edition Current Rulings Document (04 December 2017)"
        ));
        assert!(is_document_title("Current Rulings – June 1, 2019"));
        assert!(!is_document_title("Current Rulings"));
        assert!(!is_document_title(
            "On 1 June 2019 the committee met about nothing at all today"
        ));
    }

    #[test]
    fn every_entry_in_order() {
        let parsed = real();
        let titles: Vec<&str> = parsed
            .records
            .iter()
            .filter(|r| r.kind == RecordKind::Entry)
            .map(|r| r.title.as_str())
            .collect();
        assert_eq!(
            titles,
            vec![
                "actions - step 1: initiation",
                "Art of Diplomacy, The",
                "Assign Mission Specialists",
                "bonus point area",
                "Botany Bay icon [BB]",
                "card titles",
                "characteristics",
                "Deep Space 9",
                "dilemma resolution",
                "downloading – special download",
                "equipment",
                "facility",
                "Harness Particle 010",
                "homeworld",
                "Intelligence",
                "mirror universe",
                "overcome",
                "persona",
                "revealed",
                "skills – modifying",
                "special equipment",
                "Strategema",
                "Temporal Micro-Wormhole",
                "time travel",
                "unique and universal",
                "use (ship)",
                "use (skills)",
                "worth points",
            ]
        );
        assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
    }

    #[test]
    fn changed_marks() {
        let parsed = real();
        assert!(entry(&parsed, "Art of Diplomacy, The").changed);
        assert!(entry(&parsed, "persona").changed);
        assert!(!entry(&parsed, "overcome").changed);
    }

    #[test]
    fn every_instruction_is_read() {
        let parsed = real();
        let raw = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/corpus/current-rulings-2017-12-04.txt"
        ))
        .unwrap();
        let verbs =
            Regex::new(r"(?i)(^|– |- |, |and )(replace|delete|add|revise|change|in paragraphs)\b")
                .unwrap();
        let in_source: usize = raw
            .lines()
            .filter(|line| {
                entry_line(line).is_some_and(|e| INSTRUCTION_START.is_match(&e.rest))
                    || INSTRUCTION_START.is_match(line.trim()) && expects(line) != Expect::Nothing
            })
            .map(|line| verbs.find_iter(line).count())
            .sum();
        let parsed_count: usize = parsed.records.iter().map(|r| r.instructions.len()).sum();
        assert_eq!(parsed_count, in_source);
        assert_eq!(parsed_count, 26);
    }

    #[test]
    fn specific_instructions() {
        let parsed = real();
        let initiation = &entry(&parsed, "actions - step 1: initiation").instructions;
        assert_eq!(initiation.len(), 1);
        assert_eq!(initiation[0].change, ChangeKind::Replace);
        assert_eq!(initiation[0].paragraphs, vec![4]);
        assert!(initiation[0]
            .new_text
            .as_deref()
            .unwrap()
            .starts_with("Dilemmas revealed and encountered"));

        let strategema = &entry(&parsed, "Strategema").instructions;
        assert_eq!(
            strategema.iter().map(|i| i.change).collect::<Vec<_>>(),
            vec![ChangeKind::Delete, ChangeKind::Add]
        );
        assert!(strategema[0]
            .old_words
            .as_deref()
            .unwrap()
            .starts_with("When this incident is in play"));
        assert!(strategema[1]
            .new_text
            .as_deref()
            .unwrap()
            .starts_with("Strategema prevents battle"));

        let equipment = &entry(&parsed, "equipment").instructions[0];
        assert_eq!(equipment.change, ChangeKind::Replace);
        assert_eq!(equipment.paragraphs, vec![3, 4]);
        assert_eq!(equipment.old_words.as_deref(), Some("affiliation/species"));
        assert_eq!(
            equipment.new_text.as_deref(),
            Some("affiliation, species or characteristic.")
        );

        let ship = &entry(&parsed, "use (ship)").instructions;
        assert_eq!(ship[0].change, ChangeKind::Retitle);
        assert_eq!(ship[0].new_text.as_deref(), Some("use (ship or facility)"));
        assert_eq!(ship.len(), 3);

        let bonus = &entry(&parsed, "bonus point area").instructions[0];
        assert_eq!(
            (bonus.change, bonus.sentence),
            (ChangeKind::Replace, Some(1))
        );

        let persona = &entry(&parsed, "persona").instructions;
        assert_eq!(
            persona
                .iter()
                .map(|i| (i.change, i.paragraphs.clone()))
                .collect::<Vec<_>>(),
            vec![(ChangeKind::Delete, vec![8]), (ChangeKind::Revise, vec![1])]
        );
        assert!(persona[1]
            .new_text
            .as_deref()
            .unwrap()
            .starts_with("Two personnel, ship, or facility cards"));
    }

    #[test]
    fn colon_rule_examples_return_to_card_titles() {
        let parsed = real();
        let card_titles = entry(&parsed, "card titles");
        assert!(card_titles
            .text
            .contains("Calamarain is immune to both Kevin Uxbridge"));
        assert!(card_titles
            .text
            .contains("Weyoun's Warship can download only"));
        let preamble = parsed
            .records
            .iter()
            .find(|r| {
                r.kind == RecordKind::Preamble && r.title.contains("Current Rulings Document")
            })
            .unwrap();
        assert!(preamble.text.contains(
            "This document contains all Current Rulings issued since the Glossary v1.9.3"
        ));
        assert!(!preamble.text.contains("Calamarain"));
    }

    #[test]
    fn list_items_stay_in_their_entry() {
        let parsed = real();
        let homeworld = entry(&parsed, "homeworld");
        assert!(homeworld.text.contains("Research Devastating Attack"));
        assert!(homeworld.text.contains("Repatriate Citizen"));
        let facility = entry(&parsed, "facility");
        assert!(facility.text.contains("Seeding and building facilities"));
    }

    #[test]
    fn markup_becomes_references() {
        let parsed = real();
        for record in &parsed.records {
            assert!(
                !record.text.contains("**") && !record.text.contains("](#)"),
                "{}",
                record.text
            );
        }
        let special = entry(&parsed, "special equipment");
        assert!(special.references.contains(&"Holodeck".to_string()));
        assert!(special.references.contains(&"Cloaking Device".to_string()));
        let revealed = entry(&parsed, "revealed");
        assert_eq!(revealed.see_also[0].target, "actions - step 1: initiation");
        let notices = parsed
            .records
            .iter()
            .find(|r| r.title == "Notices")
            .unwrap();
        assert!(notices.text.contains("Paramount"));
    }

    #[test]
    fn crafted_inputs() {
        let crlf = "RULINGS – General\r\n\r\nbattle – A battle is an action.\r\n";
        let parsed = parse_document(&normalize_document(crlf.as_bytes(), "x"), &info()).unwrap();
        let battle = parsed
            .records
            .iter()
            .find(|r| r.kind == RecordKind::Entry)
            .unwrap();
        assert_eq!(
            (battle.title.as_str(), battle.section.as_str()),
            ("battle", "General")
        );
        assert!(!battle.text.contains('\r'));
        let none = normalize_document(b"just some words without any structure", "x");
        assert!(parse_document(&none, &info()).is_err());
        let stray = "Some paragraph before any entry.\n\nbattle – An action.";
        let parsed = parse_document(&normalize_document(stray.as_bytes(), "x"), &info()).unwrap();
        assert_eq!(parsed.records[0].kind, RecordKind::Unplaced);
        assert_eq!(parsed.warnings.len(), 1);
    }
}

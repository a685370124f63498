//! Parser for First Edition Glossary text (whole entries or a run of passages).
//!
//! The Glossary is a dictionary of rules entries. An entry starts with its title
//! and an en dash (`Actions – Step 1: Initiation – Initiating an action ...`) or,
//! in text copied without its bold face, with the title running straight into the
//! first sentence (`Activate Subcommands This event may ...`).
//!
//! Layout rules, read from the real files:
//! - every non-blank line is one paragraph, numbered from 1 within its entry;
//! - a bulleted list (blank lines between bullets allowed) is one paragraph; when
//!   the paragraph before it ends with a colon ("... in this order:") the list is
//!   kept in that paragraph's record, which then covers both numbers (`[1, 2]`);
//! - a paragraph opening with a sentence-case heading and a dash (`Dilemma
//!   encounters – ...`) is a sub-heading inside the current entry, not a new one;
//! - a header `(Part 1 of Actions – Sequence of Steps)` names the top-level entry,
//!   which becomes the section of the entries under it (`Actions – Step 1: ...`);
//! - an entry with a dash title owns the paragraphs after it until the next title;
//!   a run-in title (no dash) marks one passage only, since text that lost its bold
//!   face is a run of fragments from different entries.
//!
//! Untitled passages get a title inferred from their content (`title_inferred`):
//! the card a passage describes when it speaks of itself ("This objective ...
//! another Assign Mission Specialists"), otherwise the first game term of a small
//! vocabulary that it uses. A passage with neither is kept as
//! [`RecordKind::Unplaced`] with a warning. A stray token or line that is not
//! prose at the end of the document (a checksum, a page number) is removed and
//! reported as a `trailer` warning.

use std::ops::Range;
use std::sync::LazyLock;

use regex::Regex;

use super::Parsed;
use crate::corpus::DocumentInfo;
use crate::lexicon::english::{SENTENCE_STARTERS, SMALL_WORDS};
use crate::lexicon::game::UNTITLED_PASSAGE_TOPICS;
use crate::normalize::{fold, straighten, Normalized};
use crate::record::{Record, RecordKind, SeeAlso, Source, Warning, WarningKind};

/// Title of a passage whose topic could not be inferred.
const UNTITLED: &str = "(untitled passage)";

/// Title of a line that is not prose, kept as an unplaced record.
const NOT_PROSE: &str = "(not prose)";

/// The most words a title (or one dash-separated part of it) may have.
const MAX_TITLE_WORDS: usize = 8;

/// A dash between title parts or after a title: " – ", " — ", " - ", " -- ", or one at the end.
static SEPARATOR: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\s+(?:--|[–—-])(?:\s+|$)").expect("valid regex"));

/// `(Part 1 of Actions – Sequence of Steps)`.
static PART_HEADER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?i)^\(\s*part\s+\d+\s+of\s+(.+?)\s*\)$").expect("valid regex"));

/// The opening of a cross-reference: "See" after a sentence end or line start, or "(See".
static SEE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?m)(?:^|[.!?:;)"”’]\s+|(\()\s*)[Ss]ee\s+"#).expect("valid regex")
});

/// A passage describing itself by card type ("This objective has two effects").
static SELF_REFERENCE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"^This\s+(?:objective|event|interrupt|dilemma|doorway|incident|mission|ship|personnel|facility|equipment|artifact|site|tactic|card)\b",
    )
    .expect("valid regex")
});

/// Bold markup (`**X**`) naming an entry or card.
static BOLD: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\*\*([^*\n]+?)\*\*").expect("valid regex"));

/// Link markup (`[X](#)`) naming an entry or card.
static LINK: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\[([^\]\n]+)\]\([^)\n]*\)").expect("valid regex"));

/// A whitespace-separated token.
static TOKEN: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"\S+").expect("valid regex"));

/// The compiled [`UNTITLED_PASSAGE_TOPICS`].
static TERMS: LazyLock<Vec<(&'static str, Regex)>> = LazyLock::new(|| {
    UNTITLED_PASSAGE_TOPICS
        .iter()
        .map(|(term, pattern)| (*term, Regex::new(pattern).expect("valid regex")))
        .collect()
});

/// Checks that the text has the structure of this kind of document.
///
/// Glossary text is free prose, so the check is lenient: some line must hold at
/// least one sentence's worth of words (three or more).
pub fn looks_like(text: &str) -> Result<(), String> {
    let has_sentence = text
        .lines()
        .any(|line| line.split_whitespace().filter(|t| is_word(t)).count() >= 3);
    if has_sentence {
        Ok(())
    } else {
        Err(
            "no prose found: Glossary text needs at least one sentence of words, \
             but this text has only numbers, symbols or stray tokens"
                .to_string(),
        )
    }
}

/// Parses a normalized document into records.
pub fn parse(text: &Normalized, doc: &DocumentInfo) -> Parsed {
    let mut lines: Vec<String> = text.text.lines().map(str::to_string).collect();
    let mut builder = Builder::new(text, doc);
    strip_trailer(&mut lines, &mut builder);
    for unit in units(&lines) {
        builder.add(unit);
    }
    builder.finish()
}

/// What a block of lines is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Shape {
    /// `(Part N of X)`, with the top-level entry X.
    Header(String),
    /// One paragraph (a line, possibly led by a title-only line).
    Paragraph,
    /// A bulleted list.
    Bullets,
    /// A line with no words.
    Junk,
}

/// A block of the document: a paragraph, a bullet list, a header or a stray line.
#[derive(Debug, Clone)]
struct Unit {
    shape: Shape,
    /// The lines, trimmed, joined by `\n`.
    text: String,
    /// 0-based index of the first line.
    index: usize,
}

/// Groups lines into units: one per line, consecutive bullets together, and a line
/// that is only a title ("Responses modifying targets or conditions –") joined to
/// the unit after it.
fn units(lines: &[String]) -> Vec<Unit> {
    let mut units: Vec<Unit> = Vec::new();
    for (index, raw) in lines.iter().enumerate() {
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if is_bullet(line) {
            if let Some(last) = units.last_mut().filter(|u| u.shape == Shape::Bullets) {
                last.text.push('\n');
                last.text.push_str(line);
                continue;
            }
            units.push(Unit {
                shape: Shape::Bullets,
                text: line.to_string(),
                index,
            });
            continue;
        }
        let shape = if let Some(caps) = PART_HEADER.captures(line) {
            Shape::Header(caps[1].to_string())
        } else if has_word(line) {
            Shape::Paragraph
        } else {
            Shape::Junk
        };
        units.push(Unit {
            shape,
            text: line.to_string(),
            index,
        });
    }
    join_title_lines(units)
}

/// Joins each title-only paragraph to the paragraph or list that follows it.
fn join_title_lines(units: Vec<Unit>) -> Vec<Unit> {
    let mut out: Vec<Unit> = Vec::with_capacity(units.len());
    for unit in units {
        let joins = matches!(unit.shape, Shape::Paragraph | Shape::Bullets)
            && out.last().is_some_and(is_title_line);
        match out.last_mut() {
            Some(last) if joins => {
                last.text.push('\n');
                last.text.push_str(&unit.text);
            }
            _ => out.push(unit),
        }
    }
    out
}

/// True for a one-line paragraph that is a title and a dash with no text after it.
fn is_title_line(unit: &Unit) -> bool {
    unit.shape == Shape::Paragraph
        && !unit.text.contains('\n')
        && dash_title(&unit.text).is_some_and(|t| t.title_only)
}

/// An entry the paragraphs being read belong to.
#[derive(Debug, Clone)]
struct Entry {
    title: String,
    section: String,
    /// Paragraphs numbered so far.
    paragraphs: u32,
}

/// Builds records from units, keeping track of the entry being read.
struct Builder<'a> {
    text: &'a Normalized,
    doc: &'a DocumentInfo,
    records: Vec<Record>,
    warnings: Vec<Warning>,
    /// The top-level entry named by a part header.
    top: Option<String>,
    /// The entry later paragraphs belong to (dash-titled entries only).
    entry: Option<Entry>,
    /// The record the last paragraph went to: a bullet list may join it.
    last: Option<usize>,
}

impl<'a> Builder<'a> {
    fn new(text: &'a Normalized, doc: &'a DocumentInfo) -> Builder<'a> {
        Builder {
            text,
            doc,
            records: Vec::new(),
            warnings: Vec::new(),
            top: None,
            entry: None,
            last: None,
        }
    }

    fn warn(&mut self, index: usize, kind: WarningKind, message: String) {
        let line = self.text.source_line(index);
        self.warnings
            .push(Warning::new(&self.doc.file, line, kind, message));
    }

    fn add(&mut self, unit: Unit) {
        match unit.shape.clone() {
            Shape::Header(top) => self.header(unit, top),
            Shape::Junk => self.junk(unit),
            Shape::Bullets => self.bullets(unit),
            Shape::Paragraph => self.paragraph(unit),
        }
    }

    fn push(&mut self, section: &str, title: &str, unit: &Unit, kind: RecordKind) -> &mut Record {
        let mut record = Record::new(Source::Glossary, section, title, &unit.text, kind);
        record.line = self.text.source_line(unit.index);
        self.records.push(record);
        let index = self.records.len() - 1;
        self.last = Some(index);
        &mut self.records[index]
    }

    fn header(&mut self, unit: Unit, top: String) {
        self.push(&top, &unit.text, &unit, RecordKind::Preamble);
        self.top = Some(top);
        self.entry = None;
        self.last = None;
    }

    fn junk(&mut self, unit: Unit) {
        self.warn(
            unit.index,
            WarningKind::Unplaced,
            format!(
                "line is not prose (no words); kept as an unplaced record: {:?}",
                unit.text
            ),
        );
        self.push("", NOT_PROSE, &unit, RecordKind::Unplaced);
        self.last = None;
    }

    fn paragraph(&mut self, unit: Unit) {
        let first = unit.text.lines().next().unwrap_or_default();
        if let Some(dash) = dash_title(first) {
            if self.is_subheading(&dash.title) {
                self.continue_entry(unit);
            } else {
                self.open_entry(dash.title, unit, true);
            }
        } else if let Some(title) = run_in_title(first) {
            self.open_entry(title, unit, false);
        } else if self.entry.is_some() {
            self.continue_entry(unit);
        } else {
            self.passage(unit);
        }
    }

    fn bullets(&mut self, unit: Unit) {
        let joins = self
            .last
            .and_then(|i| self.records.get(i))
            .is_some_and(|r| r.text.trim_end().ends_with(':'));
        match self.last {
            Some(index) if joins => self.join_list(index, &unit),
            _ if self.entry.is_some() => self.continue_entry(unit),
            _ => self.passage(unit),
        }
    }

    /// Adds a bullet list to the record of the paragraph that introduces it.
    fn join_list(&mut self, index: usize, unit: &Unit) {
        let Some(record) = self.records.get_mut(index) else {
            return;
        };
        record.text = format!("{}\n{}", record.text, unit.text).into();
        if let Some(&number) = record.paragraphs.last() {
            record.paragraphs.push(number + 1);
            if let Some(entry) = self.entry.as_mut().filter(|e| e.paragraphs == number) {
                entry.paragraphs = number + 1;
            }
        }
    }

    /// Starts an entry with its first paragraph; `open` entries own what follows.
    fn open_entry(&mut self, title: String, unit: Unit, open: bool) {
        let section = self.section_for(&title);
        self.push(&section, &title, &unit, RecordKind::Prose)
            .paragraphs = vec![1];
        self.entry = open.then_some(Entry {
            title,
            section,
            paragraphs: 1,
        });
    }

    /// Adds the next paragraph of the open entry.
    fn continue_entry(&mut self, unit: Unit) {
        let Some(entry) = self.entry.as_mut() else {
            self.passage(unit);
            return;
        };
        entry.paragraphs += 1;
        let (section, title, number) =
            (entry.section.clone(), entry.title.clone(), entry.paragraphs);
        self.push(&section, &title, &unit, RecordKind::Prose)
            .paragraphs = vec![number];
    }

    /// Keeps an untitled passage, with an inferred title when its content gives one.
    fn passage(&mut self, unit: Unit) {
        let section = self.top.clone().unwrap_or_default();
        match infer_title(&unit.text) {
            Some(title) => {
                self.push(&section, &title, &unit, RecordKind::Prose)
                    .title_inferred = true;
            }
            None => {
                self.warn(
                    unit.index,
                    WarningKind::Unplaced,
                    format!(
                        "passage has no title and none could be inferred; kept as {UNTITLED}: {:?}",
                        preview(&unit.text)
                    ),
                );
                self.push(&section, UNTITLED, &unit, RecordKind::Unplaced);
            }
        }
    }

    /// A dash heading inside an open entry that is not an entry title of its own:
    /// sentence case ("Dilemma encounters"), no inner dash, and not a sibling of
    /// the entry under the same top-level entry ("Actions – ...").
    fn is_subheading(&self, title: &str) -> bool {
        self.entry.is_some()
            && !SEPARATOR.is_match(title)
            && !self.under_top(title)
            && is_sentence_case(title)
    }

    /// True when `title` starts like the top-level entry ("Actions – Step 1" under
    /// "Actions – Sequence of Steps").
    fn under_top(&self, title: &str) -> bool {
        self.top
            .as_deref()
            .is_some_and(|top| title_head(top) == title_head(title))
    }

    fn section_for(&self, title: &str) -> String {
        match &self.top {
            Some(top) if self.under_top(title) => top.clone(),
            _ => title.to_string(),
        }
    }

    /// Fills cross-references and markup references, and hands back the result.
    fn finish(mut self) -> Parsed {
        for record in &mut self.records {
            record.see_also = see_targets(&record.text)
                .into_iter()
                .map(|target| SeeAlso { target, id: None })
                .collect();
            record.references = markup_references(&record.text);
        }
        Parsed {
            records: self.records,
            warnings: self.warnings,
        }
    }
}

/// The first part of a title, folded: "actions" for "Actions – Step 1: Initiation".
fn title_head(title: &str) -> String {
    fold(SEPARATOR.split(title).next().unwrap_or(title))
}

/// Removes a stray token or stray lines that are not prose from the end of the
/// document, with a `trailer` warning for each.
fn strip_trailer(lines: &mut [String], builder: &mut Builder<'_>) {
    while let Some(index) = lines.iter().rposition(|l| !l.trim().is_empty()) {
        let line = lines[index].trim().to_string();
        if !has_word(&line) && !is_bullet(&line) {
            builder.warn(
                index,
                WarningKind::Trailer,
                format!(
                    "removed a stray line at the end of the document that is not prose: {line:?}"
                ),
            );
            lines[index].clear();
            continue;
        }
        if let Some((kept, token)) = split_trailing_junk(&line) {
            builder.warn(
                index,
                WarningKind::Trailer,
                format!("removed a stray token {token:?} after the last sentence of the document"),
            );
            lines[index] = kept;
        }
        break;
    }
}

/// Splits "... is destroyed. 041b061a72" into the sentence and the stray token.
fn split_trailing_junk(line: &str) -> Option<(String, String)> {
    let position = line.rfind(char::is_whitespace)?;
    let before = line[..position].trim_end();
    let token = line[position..].trim();
    let sentence_ends = before.ends_with(['.', '!', '?', ')', '"', '”', '’', ':']);
    let junk = !token.is_empty()
        && token.chars().all(|c| c.is_ascii_alphanumeric())
        && token.chars().any(|c| c.is_ascii_digit());
    (sentence_ends && junk).then(|| (before.to_string(), token.to_string()))
}

/// A word of prose: two or more letters (apostrophes and hyphens allowed), with
/// surrounding punctuation ignored.
fn is_word(token: &str) -> bool {
    let core = token.trim_matches(|c: char| !c.is_alphanumeric());
    core.chars().filter(|c| c.is_alphabetic()).count() >= 2
        && core
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, '\'' | '’' | '-'))
}

/// True when the line has at least one word.
fn has_word(line: &str) -> bool {
    line.split_whitespace().any(is_word)
}

/// True for a bulleted line (`• ...`, `* ...`, `- ...`).
fn is_bullet(line: &str) -> bool {
    line.starts_with(['•', '◦', '▪', '‣', '·']) || line.starts_with("* ") || line.starts_with("- ")
}

/// A title found before a dash at the start of a paragraph.
#[derive(Debug, Clone, PartialEq, Eq)]
struct DashTitle {
    /// The title as written, without the dash.
    title: String,
    /// True when nothing follows the dash on the line.
    title_only: bool,
}

/// The title of a line like "Actions – Step 1: Initiation – Initiating ...": the
/// longest run of short, unpunctuated parts before a dash, when prose follows it
/// (or nothing, for a heading on a line of its own).
fn dash_title(line: &str) -> Option<DashTitle> {
    let mut title_end = None;
    let mut rest_start = 0;
    for separator in SEPARATOR.find_iter(line) {
        if !is_title_segment(&line[rest_start..separator.start()]) {
            break;
        }
        title_end = Some(separator.start());
        rest_start = separator.end();
    }
    let title = line[..title_end?].trim().to_string();
    let rest = line[rest_start..].trim();
    if rest.is_empty() {
        return Some(DashTitle {
            title,
            title_only: true,
        });
    }
    let prose = rest.split_whitespace().count() >= 3 || rest.ends_with(['.', '!', '?', ':']);
    prose.then_some(DashTitle {
        title,
        title_only: false,
    })
}

/// A part of a title: a few words, no sentence punctuation.
fn is_title_segment(segment: &str) -> bool {
    let segment = segment.trim();
    let words = segment.split_whitespace().count();
    (1..=MAX_TITLE_WORDS).contains(&words)
        && segment.chars().next().is_some_and(char::is_alphanumeric)
        && !segment.ends_with(':')
        && !segment.contains([
            '.', ',', ';', '!', '?', '(', ')', '"', '“', '”', '[', ']', '*',
        ])
}

/// "Dilemma encounters", "Responses modifying targets or conditions": a capital
/// first word and no other capitals.
fn is_sentence_case(title: &str) -> bool {
    let mut words = title.split_whitespace();
    let first_capital = words
        .next()
        .and_then(|w| w.chars().next())
        .is_some_and(char::is_uppercase);
    first_capital && words.all(|w| !w.chars().next().is_some_and(char::is_uppercase))
}

/// A title run into the first sentence without a dash: a run of capitalized words
/// followed by a capitalized sentence opener and a lowercase word
/// ("Activate Subcommands This event may ..." -> "Activate Subcommands").
fn run_in_title(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    for (i, word) in words.iter().enumerate().take(MAX_TITLE_WORDS + 1) {
        let opens_sentence = i > 0
            && SENTENCE_STARTERS.contains(word)
            && is_capitalized(words[i - 1])
            && words.get(i + 1).is_some_and(|w| starts_lowercase(w));
        if opens_sentence {
            let title = &words[..i];
            let named = title
                .iter()
                .any(|w| is_capitalized(w) && !SENTENCE_STARTERS.contains(w));
            return named.then(|| title.join(" "));
        }
        let fits = is_capitalized(word)
            || (i > 0 && SMALL_WORDS.contains(word))
            || (i > 0 && word.chars().all(|c| c.is_ascii_digit()));
        if !fits {
            return None;
        }
    }
    None
}

/// A capitalized name word: capital first letter, only letters, digits,
/// apostrophes, hyphens and a closing colon, and not all capitals (HULL).
fn is_capitalized(word: &str) -> bool {
    let starts_upper = word.chars().next().is_some_and(char::is_uppercase);
    let clean = word
        .chars()
        .all(|c| c.is_alphanumeric() || matches!(c, '\'' | '’' | '-' | ':'));
    let letters: Vec<char> = word.chars().filter(|c| c.is_alphabetic()).collect();
    let all_caps = letters.len() >= 2 && letters.iter().all(|c| c.is_uppercase());
    starts_upper && clean && !all_caps
}

fn starts_lowercase(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_lowercase)
}

/// The title an untitled passage is about, when its content tells.
fn infer_title(text: &str) -> Option<String> {
    let see: Vec<Range<usize>> = see_clauses(text).into_iter().map(|c| c.span).collect();
    self_named(text, &see).or_else(|| salient_term(text, &see))
}

/// For a passage that speaks of itself ("This objective ..."), the card it names:
/// the most frequent capitalized name not at a sentence start.
fn self_named(text: &str, see: &[Range<usize>]) -> Option<String> {
    if !SELF_REFERENCE.is_match(straighten(text.trim_start()).as_str()) {
        return None;
    }
    let names = name_runs(text, see);
    let mut best: Option<(&String, usize)> = None;
    for name in &names {
        let key = fold(name);
        let count = names.iter().filter(|n| fold(n) == key).count();
        if best.is_none_or(|(_, c)| count > c) {
            best = Some((name, count));
        }
    }
    best.map(|(name, _)| name.clone())
}

/// Runs of capitalized words ("Assign Mission Specialists") that do not open a
/// sentence and are not inside a cross-reference, in order.
fn name_runs(text: &str, see: &[Range<usize>]) -> Vec<String> {
    let mut runs = Vec::new();
    let mut run: Vec<&str> = Vec::new();
    let mut sentence_start = true;
    for token in TOKEN.find_iter(text) {
        let raw = token.as_str();
        let lead = raw.trim_start_matches(['(', '"', '“', '‘', '\'']);
        let opens = lead.len() < raw.len();
        let core = lead.trim_end_matches([',', '.', ';', ':', '!', '?', ')', '"', '”', '’', '\'']);
        let closes = core.len() < lead.len();
        let in_see = see.iter().any(|s| s.contains(&token.start()));
        let capital = is_capitalized(core) && !in_see;
        let continues = !run.is_empty() && !opens && (capital || SMALL_WORDS.contains(&core));
        let starts = run.is_empty() && capital && !opens && !sentence_start;
        if continues || starts {
            run.push(core);
        } else {
            flush_run(&mut run, &mut runs);
        }
        if closes {
            flush_run(&mut run, &mut runs);
        }
        sentence_start = opens || raw.ends_with(['.', '!', '?', ':']) || raw.ends_with(".)");
    }
    flush_run(&mut run, &mut runs);
    runs
}

/// Ends a name run, dropping trailing small words.
fn flush_run(run: &mut Vec<&str>, runs: &mut Vec<String>) {
    while run.last().is_some_and(|w| SMALL_WORDS.contains(w)) {
        run.pop();
    }
    if !run.is_empty() {
        runs.push(run.join(" "));
    }
    run.clear();
}

/// The vocabulary term the passage uses first, outside its cross-references.
fn salient_term(text: &str, see: &[Range<usize>]) -> Option<String> {
    TERMS
        .iter()
        .filter_map(|(term, pattern)| {
            pattern
                .find_iter(text)
                .map(|m| m.start())
                .find(|start| !see.iter().any(|s| s.contains(start)))
                .map(|start| (start, *term))
        })
        .min_by_key(|(start, _)| *start)
        .map(|(_, term)| term.to_string())
}

/// A cross-reference clause and what it names.
#[derive(Debug, Clone)]
struct SeeClause {
    /// Byte range of the clause in the text.
    span: Range<usize>,
    /// The targets, as written.
    targets: Vec<String>,
}

/// Every "See X." / "(See X and Y.)" clause of a text.
fn see_clauses(text: &str) -> Vec<SeeClause> {
    SEE.captures_iter(text)
        .filter_map(|caps| {
            let whole = caps.get(0)?;
            let in_parens = caps.get(1).is_some();
            let end = clause_end(text, whole.end(), in_parens);
            let targets = split_targets(text.get(whole.end()..end)?);
            Some(SeeClause {
                span: whole.start()..end,
                targets,
            })
        })
        .collect()
}

/// Where the target of a "See" ends: at the closing parenthesis for "(See ...",
/// otherwise at a sentence-ending period, a semicolon or the end of the line
/// (parentheses inside, as in "use (skills)", are kept).
fn clause_end(text: &str, start: usize, in_parens: bool) -> usize {
    let mut depth: u32 = u32::from(in_parens);
    let rest = &text[start..];
    let mut chars = rest.char_indices().peekable();
    while let Some((offset, c)) = chars.next() {
        let at_end = chars.peek().is_none_or(|(_, next)| next.is_whitespace());
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => {
                depth -= 1;
                if in_parens && depth == 0 {
                    return start + offset;
                }
            }
            ')' | '\n' | ';' => return start + offset,
            '.' if depth == 0 && at_end => return start + offset,
            _ => {}
        }
    }
    text.len()
}

/// "unique and universal." -> ["unique", "universal"].
fn split_targets(raw: &str) -> Vec<String> {
    let cleaned = raw
        .replace("**", "")
        .trim()
        .trim_end_matches(['.', ','])
        .trim()
        .replace(", and ", ", ");
    cleaned
        .split(", ")
        .flat_map(|part| part.split(" and "))
        .map(|t| t.trim().trim_matches(['"', '“', '”']).trim().to_string())
        .filter(|t| {
            !t.is_empty()
                && t.chars().count() <= 60
                && t.split_whitespace().count() <= MAX_TITLE_WORDS
        })
        .collect()
}

/// The cross-reference targets of a text, in order, without repeats.
fn see_targets(text: &str) -> Vec<String> {
    let mut targets: Vec<String> = Vec::new();
    for target in see_clauses(text).into_iter().flat_map(|c| c.targets) {
        if !targets.iter().any(|t| fold(t) == fold(&target)) {
            targets.push(target);
        }
    }
    targets
}

/// Names marked up in the text (`**X**`, `[X](#)`), in order, without repeats.
fn markup_references(text: &str) -> Vec<String> {
    let mut found: Vec<(usize, &str)> = BOLD
        .captures_iter(text)
        .chain(LINK.captures_iter(text))
        .filter_map(|caps| caps.get(1))
        .map(|m| (m.start(), m.as_str().trim()))
        .collect();
    found.sort_by_key(|(start, _)| *start);
    let mut names: Vec<String> = Vec::new();
    for (_, name) in found {
        if !name.is_empty() && !names.iter().any(|n| n == name) {
            names.push(name.to_string());
        }
    }
    names
}

/// The first words of a passage, for a warning.
fn preview(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().take(12).collect();
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::Kind;
    use crate::normalize::normalize_document;
    use crate::parse::parse_document;

    fn info(file: &str, title: &str) -> DocumentInfo {
        DocumentInfo {
            file: file.to_string(),
            kind: Kind::Glossary,
            title: title.to_string(),
            issuer: "The Continuing Committee".to_string(),
            date: None,
            version: Some("1.9.3".to_string()),
            authority: 2,
        }
    }

    fn real(file: &str) -> (Vec<u8>, Parsed) {
        let path = format!("{}/corpus/{file}", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(path).expect("corpus file");
        let doc = info(file, "First Edition Glossary");
        let parsed = parse_document(&normalize_document(&bytes, file), &doc).expect("parses");
        (bytes, parsed)
    }

    fn by_paragraph<'r>(parsed: &'r Parsed, title: &str, paragraph: u32) -> &'r Record {
        parsed
            .records
            .iter()
            .find(|r| r.title == title && r.paragraphs.contains(&paragraph))
            .expect("record for the paragraph")
    }

    fn by_start<'r>(parsed: &'r Parsed, start: &str) -> &'r Record {
        parsed
            .records
            .iter()
            .find(|r| r.text.starts_with(start))
            .expect("record starting so")
    }

    fn targets(record: &Record) -> Vec<&str> {
        record.see_also.iter().map(|s| s.target.as_str()).collect()
    }

    /// Every word of `input` (except those in `skip`) occurs in some record text.
    fn assert_no_loss(input: &str, parsed: &Parsed, skip: &[&str]) {
        let all: String = parsed
            .records
            .iter()
            .map(|r| &*r.text)
            .collect::<Vec<_>>()
            .join("\n");
        let words: std::collections::HashSet<String> = all.split_whitespace().map(fold).collect();
        for word in input.split_whitespace() {
            if !skip.contains(&word) {
                assert!(words.contains(&fold(word)), "lost word {word:?}");
            }
        }
    }

    const STEP_1: &str = "Actions – Step 1: Initiation";
    const STEP_2: &str = "Actions – Step 2: Responses";
    const TOP: &str = "Actions – Sequence of Steps";

    #[test]
    fn part_1_paragraphs_follow_the_glossary_layout() {
        let (bytes, parsed) = real("glossary-actions-part-1.txt");
        let kinds: Vec<RecordKind> = parsed.records.iter().map(|r| r.kind).collect();
        assert_eq!(kinds[0], RecordKind::Preamble);
        assert_eq!(parsed.records.len(), 6);
        assert_eq!(
            parsed.records[0].title,
            "(Part 1 of Actions – Sequence of Steps)"
        );
        assert_eq!(parsed.records[0].section, TOP);
        for record in &parsed.records[1..] {
            assert_eq!(record.title, STEP_1);
            assert_eq!(record.section, TOP);
            assert_eq!(record.kind, RecordKind::Prose);
            assert!(!record.title_inferred);
        }
        // The intro ends with a colon: its bullet list (paragraph 2) stays with it.
        let intro = &parsed.records[1];
        assert_eq!(intro.paragraphs, vec![1, 2]);
        assert_eq!(intro.id, "glossary/actions-step-1-initiation/p1");
        assert!(intro
            .text
            .starts_with("Actions – Step 1: Initiation – Initiating an action"));
        assert_eq!(intro.text.matches('•').count(), 4);
        assert!(intro.text.ends_with("using a special download icon)."));
        let once = by_paragraph(&parsed, STEP_1, 3);
        assert!(once.text.starts_with("Once you begin to choose targets"));
        assert_eq!(targets(once), vec!["showing your cards"]);
        // The Current Rulings replace "the 4th paragraph" of this entry: this one.
        let fourth = by_paragraph(&parsed, STEP_1, 4);
        assert!(fourth
            .text
            .starts_with("Dilemma encounters – The initiation"));
        assert_eq!(fourth.paragraphs, vec![4]);
        assert_eq!(fourth.id, "glossary/actions-step-1-initiation/p4");
        assert_eq!(fourth.line, 11);
        assert_eq!(targets(fourth), vec!["dilemma resolution"]);
        assert!(by_paragraph(&parsed, STEP_1, 5)
            .text
            .starts_with("For example, your Away Team"));
        assert!(by_paragraph(&parsed, STEP_1, 6)
            .text
            .starts_with("Some cards, such as Mission Fatigue"));
        assert!(parsed.warnings.is_empty());
        assert!(parsed.records.iter().all(|r| r.references.is_empty()));
        assert_no_loss(&String::from_utf8_lossy(&bytes), &parsed, &[]);
    }

    #[test]
    fn part_2_keeps_its_sub_heading_inside_step_2() {
        let (bytes, parsed) = real("glossary-actions-part-2.txt");
        assert_eq!(parsed.records.len(), 14);
        assert_eq!(parsed.records[0].kind, RecordKind::Preamble);
        let prose = &parsed.records[1..];
        assert!(prose.iter().all(|r| r.title == STEP_2 && r.section == TOP));
        let numbers: Vec<u32> = prose.iter().flat_map(|r| r.paragraphs.clone()).collect();
        assert_eq!(numbers, (1..=13).collect::<Vec<u32>>());
        assert!(by_paragraph(&parsed, STEP_2, 1)
            .text
            .contains("A valid response must specifically relate to"));
        let sub = by_paragraph(&parsed, STEP_2, 9);
        assert!(sub
            .text
            .starts_with("Responses modifying targets or conditions – If a hidden agenda"));
        assert_eq!(
            targets(by_paragraph(&parsed, STEP_2, 5)),
            vec!["downloading"]
        );
        assert_eq!(targets(by_paragraph(&parsed, STEP_2, 6)), vec!["battle"]);
        assert!(by_paragraph(&parsed, STEP_2, 13)
            .text
            .ends_with("you must discard K’chiQ."));
        assert!(parsed.warnings.is_empty());
        assert_no_loss(&String::from_utf8_lossy(&bytes), &parsed, &[]);
    }

    #[test]
    fn passages_get_written_or_inferred_titles() {
        let (_, parsed) = real("glossary-passages.txt");
        let titles: Vec<(&str, bool)> = parsed
            .records
            .iter()
            .map(|r| (r.title.as_str(), r.title_inferred))
            .collect();
        assert_eq!(
            titles,
            vec![
                ("valid response", true),
                ("downloading", true),
                ("valid response", true),
                ("valid response", true),
                ("valid response", true),
                ("Activate Subcommands", false),
                ("Assign Mission Specialists", true),
                ("card draw", true),
                ("cargo run", true),
                ("counterpart", true),
                ("damage", true),
            ]
        );
        assert!(parsed.records.iter().all(|r| r.kind == RecordKind::Prose));
        let activate = by_start(&parsed, "Activate Subcommands This event");
        assert_eq!(activate.paragraphs, vec![1]);
        assert_eq!(activate.section, "Activate Subcommands");
        assert!(activate.text.ends_with("the other two subcommands."));
        let assign = by_start(&parsed, "This objective has two effects.");
        assert!(assign.paragraphs.is_empty());
        assert_eq!(assign.line, 17);
        assert_eq!(targets(assign), vec!["unique", "universal"]);
        assert!(by_start(&parsed, "There is no limit").title == "downloading");
        assert!(by_start(&parsed, "On the other hand")
            .text
            .contains("Daniels"));
    }

    #[test]
    fn passages_bullets_form_one_record() {
        let (_, parsed) = real("glossary-passages.txt");
        let bullets = by_start(&parsed, "• you may make valid responses;");
        assert_eq!(bullets.text.lines().count(), 3);
        assert!(bullets
            .text
            .contains("\n• you may play interrupts (between other actions"));
        assert!(bullets.text.ends_with("See use (skills)."));
        assert_eq!(targets(bullets), vec!["use (skills)"]);
        assert_eq!(bullets.line, 9);
    }

    #[test]
    fn passages_cross_references() {
        let (_, parsed) = real("glossary-passages.txt");
        assert_eq!(
            targets(by_start(&parsed, "A card play or other")),
            vec!["downloading"]
        );
        assert_eq!(
            targets(by_start(&parsed, "While you may have")),
            vec!["report"]
        );
        let with_see: usize = parsed
            .records
            .iter()
            .filter(|r| !r.see_also.is_empty())
            .count();
        assert_eq!(with_see, 4);
        assert!(parsed.records.iter().all(|r| r.references.is_empty()));
    }

    #[test]
    fn passages_trailer_is_removed_and_reported() {
        let (bytes, parsed) = real("glossary-passages.txt");
        assert_eq!(parsed.warnings.len(), 1);
        let warning = &parsed.warnings[0];
        assert_eq!(warning.kind, WarningKind::Trailer);
        assert_eq!(warning.line, 25);
        assert!(warning.message.contains("041b061a72"));
        assert!(parsed
            .records
            .iter()
            .all(|r| !r.text.contains("041b061a72")));
        let damage = by_start(&parsed, "Some damage results");
        assert!(damage.text.ends_with("it is destroyed."));
        assert_no_loss(&String::from_utf8_lossy(&bytes), &parsed, &["041b061a72"]);
    }

    #[test]
    fn crlf_gives_the_same_records() {
        let (bytes, lf) = real("glossary-actions-part-1.txt");
        let crlf = String::from_utf8_lossy(&bytes).replace('\n', "\r\n");
        let doc = info("part-1-crlf.txt", "crlf");
        let parsed =
            parse_document(&normalize_document(crlf.as_bytes(), &doc.file), &doc).expect("parses");
        let shape = |p: &Parsed| -> Vec<(String, Vec<u32>, String)> {
            p.records
                .iter()
                .map(|r| (r.title.clone(), r.paragraphs.clone(), r.text.to_string()))
                .collect()
        };
        assert_eq!(shape(&parsed), shape(&lf));
    }

    #[test]
    fn windows_1252_text_is_read() {
        let mut bytes =
            b"Actions \x96 Step 1: Initiation \x96 Initiating an action may include:\n".to_vec();
        bytes.extend_from_slice(b"\x95 choosing targets;\n\x95 paying costs.\n\n");
        bytes.extend_from_slice(b"Dilemma encounters \x96 The dilemma\x92s initiation is complete. (See dilemma resolution)\n");
        bytes.extend_from_slice(b"Caf\xe9 rules apply here too.\n");
        let doc = info("latin.txt", "latin");
        let normalized = normalize_document(&bytes, &doc.file);
        let parsed = parse_document(&normalized, &doc).expect("parses");
        assert_eq!(parsed.records.len(), 3);
        assert_eq!(parsed.records[0].title, STEP_1);
        assert_eq!(parsed.records[0].paragraphs, vec![1, 2]);
        assert_eq!(parsed.records[1].paragraphs, vec![3]);
        assert!(parsed.records[1].text.contains("dilemma’s"));
        assert_eq!(targets(&parsed.records[1]), vec!["dilemma resolution"]);
        assert!(parsed.records[2].text.starts_with("Café"));
        assert_eq!(parsed.records[2].paragraphs, vec![4]);
    }

    #[test]
    fn one_sentence_file() {
        let doc = info("one.txt", "one");
        let text = "A counterpart may not be downloaded.";
        let parsed =
            parse_document(&normalize_document(text.as_bytes(), &doc.file), &doc).expect("parses");
        assert_eq!(parsed.records.len(), 1);
        assert_eq!(parsed.records[0].title, "counterpart");
        assert!(parsed.records[0].title_inferred);
        assert_eq!(&*parsed.records[0].text, text);
        assert_eq!(parsed.records[0].line, 1);
    }

    #[test]
    fn garbage_is_refused_and_never_panics() {
        let garbage = "041b061a72\n%%%% 12 ## 0x1f\n\u{1}\u{2} ~~~\n";
        let err = looks_like(garbage).unwrap_err();
        assert!(err.contains("no prose"));
        let doc = info("junk.txt", "junk");
        let normalized = normalize_document(garbage.as_bytes(), &doc.file);
        assert!(parse_document(&normalized, &doc).is_err());
        let parsed = parse(&normalized, &doc);
        assert!(parsed.records.is_empty());
        assert_eq!(parsed.warnings.len(), 3);
        assert!(parsed
            .warnings
            .iter()
            .all(|w| w.kind == WarningKind::Trailer));
        assert!(looks_like("This is prose.").is_ok());
    }

    #[test]
    fn unplaceable_passages_and_stray_lines_are_kept() {
        let doc = info("odd.txt", "odd");
        let text = "Nobody knows what this sentence is about.\n\n-- 42 --\n\nThe end is near (really) today.\n";
        let normalized = normalize_document(text.as_bytes(), &doc.file);
        // The parser keeps every passage; a document that is nothing else is
        // not understood, and is skipped rather than indexed.
        let refused = parse_document(&normalized, &doc).unwrap_err();
        assert!(refused.contains("could not be placed"), "{refused}");
        let parsed = parse(&normalized, &doc);
        let kinds: Vec<(RecordKind, &str)> = parsed
            .records
            .iter()
            .map(|r| (r.kind, r.title.as_str()))
            .collect();
        assert_eq!(
            kinds,
            vec![
                (RecordKind::Unplaced, UNTITLED),
                (RecordKind::Unplaced, NOT_PROSE),
                (RecordKind::Unplaced, UNTITLED),
            ]
        );
        assert_eq!(&*parsed.records[1].text, "-- 42 --");
        assert_eq!(parsed.warnings.len(), 3);
        assert!(parsed
            .warnings
            .iter()
            .all(|w| w.kind == WarningKind::Unplaced));
        assert_eq!(parsed.warnings[1].line, 3);
        assert_no_loss(text, &parsed, &[]);
    }

    #[test]
    fn heading_on_its_own_line_joins_its_text() {
        let doc = info("heading.txt", "heading");
        let text = "downloading –\nYou may download a card.\nResponses to downloads –\nA download may be responded to.\nSee battle and valid response.\n";
        let parsed =
            parse_document(&normalize_document(text.as_bytes(), &doc.file), &doc).expect("parses");
        assert_eq!(parsed.records.len(), 3);
        assert!(parsed.records.iter().all(|r| r.title == "downloading"));
        assert_eq!(
            &*parsed.records[0].text,
            "downloading –\nYou may download a card."
        );
        assert_eq!(parsed.records[1].paragraphs, vec![2]);
        assert!(parsed.records[1]
            .text
            .starts_with("Responses to downloads –\nA download"));
        assert_eq!(
            targets(&parsed.records[2]),
            vec!["battle", "valid response"]
        );
    }

    #[test]
    fn titles_are_recognized() {
        let dash = dash_title("Actions – Step 1: Initiation – Initiating an action may include:")
            .expect("title");
        assert_eq!(dash.title, STEP_1);
        assert!(!dash.title_only);
        assert!(dash_title(
            "For example, downloads with Kivas Fajo - Collector may replace draws."
        )
        .is_none());
        assert_eq!(
            run_in_title("Activate Subcommands This event may download a drone").as_deref(),
            Some("Activate Subcommands")
        );
        assert_eq!(
            run_in_title("In The Bag The interrupt lets you morph").as_deref(),
            Some("In The Bag")
        );
        assert_eq!(run_in_title("If You Dirty Rat is played"), None);
        assert_eq!(
            run_in_title("Smoke Bomb and Phaser Burns are valid responses"),
            None
        );
        assert_eq!(run_in_title("A card play or other action"), None);
        assert!(is_sentence_case("Dilemma encounters"));
        assert!(!is_sentence_case("Activate Subcommands"));
    }

    #[test]
    fn markup_names_become_references() {
        let text =
            "See **use (skills)**. Score with [Davies](#) and **Assign Mission Specialists**.";
        assert_eq!(
            markup_references(text),
            vec!["use (skills)", "Davies", "Assign Mission Specialists"]
        );
        assert_eq!(see_targets(text), vec!["use (skills)"]);
    }

    #[test]
    fn mojibake_text_loses_nothing() {
        // UTF-8 read as Latin-1 somewhere upstream: dashes and quotes are garbled,
        // titles cannot be seen, but every word is still kept.
        let text = "Actions \u{e2}\u{80}\u{93} Step 1: Initiation \u{e2}\u{80}\u{93} Initiating an action may include a download.\n\
                    \u{e2}\u{80}\u{a2} choosing targets (e.g., the Borg Queen\u{e2}\u{80}\u{99}s skill);\n";
        let doc = info("mojibake.txt", "mojibake");
        let normalized = normalize_document(text.as_bytes(), &doc.file);
        let parsed = parse_document(&normalized, &doc).expect("parses");
        assert!(!parsed.records.is_empty());
        assert_no_loss(&normalized.text, &parsed, &[]);
    }

    #[test]
    fn every_prefix_of_a_real_file_parses() {
        let (bytes, _) = real("glossary-passages.txt");
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let doc = info("prefix.txt", "prefix");
        for (end, _) in text.char_indices().step_by(13) {
            let normalized = normalize_document(&text.as_bytes()[..end], &doc.file);
            let parsed = parse(&normalized, &doc);
            assert!(parsed.records.iter().all(|r| !r.text.is_empty()));
        }
    }
}

//! Parser for the 1996 Decipher FAQ, an AmigaGuide hypertext.
//!
//! The FAQ is a run of nodes (`@Node NAME "title"` ... `@EndNode`), most of them
//! one numbered section (`@{b}1.3 THE COLON RULE@{ub}`) of questions
//! (`@{b}Q:@{ub} @{i}TOPIC -- question@{ui}`) and answers (`@{b}A:@{ub} ...`).
//! What the parser makes of it:
//!
//! - every `Q:` becomes one record: a [`RecordKind::Question`] with its answer, or a
//!   [`RecordKind::CrossReference`] when it only says `See "..."` and has no answer;
//! - a question with two or more numbered parts (`1) ... 2) ...`) whose answer
//!   numbers its parts the same way also gets one [`RecordKind::QuestionPart`] per
//!   part, paired by number. A question part the answer skips gets no part record
//!   (a warning says so); an answer that does not number its parts leaves the
//!   question whole (also with a warning). An answer to a single-part
//!   question whose numbered items each pose a question in quotes (`1) First,
//!   "Can I ...?" No, ...`) gets one part per item, the posed question its
//!   question; other numbered lists in answers are just lists;
//! - a long answer with no parts of its own (FAQ 3.2.1 DILEMMAS, nine
//!   thousand characters) is cut into passages, one [`RecordKind::QuestionPart`]
//!   each, with the whole question: together they hold the whole answer;
//! - prose (text before the first `Q:` of a node) is cut into blocks, one record
//!   each: [`RecordKind::Prose`] in a numbered section, [`RecordKind::Preamble`] in
//!   the unnumbered front node and in the `x.0` overview sections;
//! - navigation (lines holding nothing but links, such as the table of contents,
//!   and a heading introducing them) is skipped: it repeats section names only;
//! - text outside every node becomes [`RecordKind::Unplaced`] with a warning.
//!
//! Record text is plain: markup removed, link labels kept, wrapped lines joined
//! (a word hyphenated across a line break is joined again), one line per
//! paragraph, list item or table row. Links to other guides (cards, mostly) fill
//! `references`, each target named by its best label in the whole guide
//! (`Amanda Rogers` for a link shown as `Amanda's`); links to this FAQ's own
//! section nodes fill `see_also` with the section (`1.4 Timing`), and so do
//! `See "X"` phrases (with `X`). Titles are kept as written (`"THE COLON RULE"`);
//! a question with no topic takes its section's name, marked `title_inferred`.

use std::collections::HashMap;
use std::sync::LazyLock;

use regex::Regex;

use crate::corpus::DocumentInfo;
use crate::lexicon::english::SMALL_WORDS;
use crate::normalize::{collapse_spaces, fold, Normalized};
use crate::record::{Record, RecordKind, SeeAlso, Source, Warning, WarningKind};
use crate::text::title_case;

use super::Parsed;

/// A `Q:` or `A:` label at the start of a (markup-free) line; `;` is a known typo.
static QA_LABEL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^\s*([QA])[ \t]?([:;])(?:\s|$)").expect("valid regex"));

/// A question marker as written in the guide, for [`looks_like`].
static Q_MARKER: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(?m)^\s*(?:@\{b\}\s*)?Q:").expect("valid regex"));

/// A numbered section heading: `1.3 THE COLON RULE`.
static SECTION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\d+(?:\.\d+)*)\.?\s+(\S.*?)\s*$").expect("valid regex"));

/// How long, in words (the same however the words are spelt), an answer
/// without parts must be to be cut into passages
/// ([`Builder::answer_passages`]).
const LONG_ANSWER: usize = 400;
/// How many words a passage of a long answer holds at least.
const PASSAGE: usize = 80;

/// How many words `text` holds.
fn words_in(text: &str) -> usize {
    text.split_whitespace().count()
}

/// A list item that poses a question in quotes: the question, then the rest.
static POSED_QUESTION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?s)^(?:\d{1,2}\)\s+)?(?:\w+,\s+)?"([^"?]+\?)"?\s*(.+)$"#).expect("valid regex")
});

/// A numbered part marker (`1) `) with its indentation.
static PART: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\s*)(\d{1,2})\)(?:\s|$)").expect("valid regex"));

/// The start of a list item: `1)`, `(1)`, `a)`, `- `, `* `.
static LIST_ITEM: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?:\(?\d{1,2}\)|[a-h]\)|[-*]\s)").expect("valid regex"));

/// A short label opening a paragraph: `Example: `, `Another example: `, `Result: `.
static COLON_LABEL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^[A-Z][a-z]+(?: [a-z]+)?: \S").expect("valid regex"));

/// A link command that lost its `@` (`{"Dathon's" link DATHON}`), up to
/// its label.
static LINK_WITHOUT_AT: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"(^|[^@])\{("[^"{}]*"\s+(?i:a?link)\s)"#).expect("valid regex"));

/// The rest of a link command after an unbalanced label (`@{"AMANDA} link NODE}`).
static LINK_TAIL: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"^\s*(?i:a?link)\s+[^}]*\}"#).expect("valid regex"));

/// A `See "X"` cross-reference in plain text.
static SEE: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(?i)\bsee\s+(?:also\s+)?["“]([^"”\n]{2,80})["”]"#).expect("valid regex")
});

/// A line longer than this (in characters) is a full line of wrapped text.
const SHORT_LINE: usize = 66;

/// A line shorter than this that is followed by a capitalised line ends its paragraph.
const VERY_SHORT_LINE: usize = 40;

/// A gap of spaces this close to the start of a line marks a table row.
const TABLE_COLUMN: usize = 24;

/// Checks that the text has the structure of the AmigaGuide FAQ.
pub fn looks_like(text: &str) -> Result<(), String> {
    let lower = text.to_lowercase();
    if lower.contains("@node") || lower.contains("@database") || Q_MARKER.is_match(text) {
        Ok(())
    } else {
        Err(
            "no AmigaGuide structure found (no @Node or @Database lines and no Q: markers); \
             the FAQ parser reads the AmigaGuide FAQ"
                .to_string(),
        )
    }
}

/// Parses the normalized FAQ into question, part, cross-reference, prose and
/// preamble records.
pub fn parse(text: &Normalized, doc: &DocumentInfo) -> Parsed {
    let raw: Vec<&str> = text.text.lines().collect();
    let regions = regions(&raw);
    // Each node's lines, resolved once for the link index and the records.
    let lines: Vec<Vec<Line>> = regions
        .iter()
        .map(|region| match region {
            Region::Node(node) => node_lines(node, &raw),
            Region::Outside(_) => Vec::new(),
        })
        .collect();
    let mut builder = Builder {
        text,
        doc,
        links: LinkIndex::new(&regions, &lines),
        parsed: Parsed::default(),
    };
    for (region, lines) in regions.iter().zip(lines) {
        match region {
            Region::Node(node) => builder.node(node, lines),
            Region::Outside(indices) => builder.outside(indices, &raw),
        }
    }
    builder.parsed
}

/// A link in AmigaGuide markup.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Link {
    /// The text shown (`"Amanda Rogers"`).
    label: String,
    /// The node a `link`/`alink` command points to; `None` for other commands.
    target: Option<String>,
}

/// What label, if any, opens a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Label {
    /// `Q:`
    Question,
    /// `A:`, or the `A;` typo.
    Answer {
        /// True when written `A;`.
        typo: bool,
    },
}

/// A line of the document with its markup resolved.
#[derive(Debug, Clone)]
struct Line {
    /// 0-based index of the line in the normalized text.
    index: usize,
    /// The text without markup, link labels kept, a `Q:`/`A:` label blanked to
    /// spaces; columns are those of the text a reader sees.
    plain: String,
    /// The label the line opens with.
    label: Option<Label>,
    /// Links on the line.
    links: Vec<Link>,
    /// True when the line holds links and nothing else (navigation).
    nav: bool,
    /// True when the whole line is bold (`@{b}...@{ub}`).
    bold: bool,
}

impl Line {
    /// Resolves the markup of the raw line at `index`.
    fn new(index: usize, raw: &str) -> Line {
        let rendered = render(raw);
        let trimmed = raw.trim();
        let bold = trimmed.starts_with("@{b}") && trimmed.ends_with("@{ub}");
        let mut plain = rendered.text;
        let mut label = None;
        if let Some(caps) = QA_LABEL.captures(&plain) {
            if let (Some(letter), Some(mark)) = (caps.get(1), caps.get(2)) {
                label = Some(if letter.as_str() == "Q" {
                    Label::Question
                } else {
                    Label::Answer {
                        typo: mark.as_str() == ";",
                    }
                });
                plain = blank_range(&plain, letter.start(), mark.end());
            }
        }
        Line {
            index,
            plain,
            label,
            links: rendered.links,
            nav: rendered.only_links,
            bold: bold && label.is_none(),
        }
    }

    /// The text without indentation or trailing space.
    fn content(&self) -> &str {
        self.plain.trim()
    }

    /// The number of leading whitespace characters.
    fn indent(&self) -> usize {
        self.plain.chars().take_while(|c| c.is_whitespace()).count()
    }
}

/// A raw line with its markup resolved.
#[derive(Debug, Default)]
struct Rendered {
    /// The plain text.
    text: String,
    /// The links, in order.
    links: Vec<Link>,
    /// True when the line has links and no other visible text.
    only_links: bool,
}

/// Removes AmigaGuide markup from one line: links become their label, every other
/// `@{...}` command disappears. Unbalanced quotes in link labels are tolerated.
fn render(raw: &str) -> Rendered {
    let raw = LINK_WITHOUT_AT.replace_all(raw, "$1@{$2");
    let mut out = String::with_capacity(raw.len());
    let mut other = String::new();
    let mut links = Vec::new();
    let mut rest = &*raw;
    while let Some(pos) = rest.find("@{") {
        out.push_str(&rest[..pos]);
        other.push_str(&rest[..pos]);
        let after = &rest[pos + 2..];
        let Some(end) = after.find('}') else {
            // An unclosed command: drop the `@{` and keep the words.
            rest = after;
            continue;
        };
        let inner = &after[..end];
        rest = &after[end + 1..];
        if let Some(quoted) = inner.strip_prefix('"') {
            let (label, mut command) = match quoted.find('"') {
                Some(q) => (&quoted[..q], quoted[q + 1..].trim().to_string()),
                None => (quoted, String::new()),
            };
            if command.is_empty() {
                if let Some(tail) = LINK_TAIL.find(rest) {
                    command = tail.as_str().trim().trim_end_matches('}').to_string();
                    rest = &rest[tail.end()..];
                }
            }
            out.push_str(label);
            links.push(Link {
                label: label.trim().to_string(),
                target: link_target(&command),
            });
        }
    }
    out.push_str(rest);
    other.push_str(rest);
    let only_links = !links.is_empty() && other.trim().is_empty();
    let mut text = out;
    while text.contains("@{") {
        text = text.replace("@{", "");
    }
    Rendered {
        text,
        links,
        only_links,
    }
}

/// The node a link command (`link NODE`, `link "file/NODE"`) points to.
fn link_target(command: &str) -> Option<String> {
    let mut words = command.splitn(2, char::is_whitespace);
    let verb = words.next()?.to_ascii_lowercase();
    if verb != "link" && verb != "alink" {
        return None;
    }
    let target = words.next()?.trim().trim_start_matches('"');
    let target = match target.find('"') {
        Some(q) => &target[..q],
        None => target.split_whitespace().next().unwrap_or(""),
    };
    (!target.is_empty()).then(|| target.to_string())
}

/// `text` with the characters in the byte range `start..end` replaced by spaces.
fn blank_range(text: &str, start: usize, end: usize) -> String {
    let mut out = String::with_capacity(text.len());
    for (pos, c) in text.char_indices() {
        if pos >= start && pos < end && !c.is_whitespace() {
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

/// An AmigaGuide command line (`@Node`, `@EndNode`, `@Database`, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Directive {
    /// `@Node NAME "title"`.
    Node {
        /// The node name.
        name: String,
        /// The node title (may be empty).
        title: String,
    },
    /// `@EndNode`, any case.
    EndNode,
    /// `@Title "x"` inside a node.
    Title(String),
    /// Any other command (`@Database`, `@Author`, `@Remark`, ...).
    Other,
}

/// Reads a line as an AmigaGuide command, if it is one.
fn directive(line: &str) -> Option<Directive> {
    let body = line.trim_start().strip_prefix('@')?;
    let word: String = body.chars().take_while(|c| !c.is_whitespace()).collect();
    let valid = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '$' || c == ':');
    if !valid || !word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '$') {
        return None;
    }
    let rest = body[word.len()..].trim();
    Some(match word.to_ascii_lowercase().as_str() {
        "node" => {
            let name: String = rest.chars().take_while(|c| !c.is_whitespace()).collect();
            let title = unquote(&rest[name.len()..]);
            Directive::Node {
                name: unquote(&name),
                title,
            }
        }
        "endnode" => Directive::EndNode,
        "title" => Directive::Title(unquote(rest)),
        _ => Directive::Other,
    })
}

/// A command argument without its surrounding quotes.
fn unquote(text: &str) -> String {
    text.trim().trim_matches('"').trim().to_string()
}

/// A node of the guide.
#[derive(Debug, Clone)]
struct Node {
    /// The node name (`FAQ13`).
    name: String,
    /// The node title (`STCCG.guide/.../The Colon Rule`).
    title: String,
    /// Indices of its content lines (commands excluded).
    lines: Vec<usize>,
}

/// A stretch of the document: a node, or lines outside every node.
#[derive(Debug, Clone)]
enum Region {
    /// A node.
    Node(Node),
    /// Non-blank lines outside every node (indices).
    Outside(Vec<usize>),
}

/// Splits the document into nodes and the text outside them.
fn regions(raw: &[&str]) -> Vec<Region> {
    let mut regions = Vec::new();
    let mut current: Option<Node> = None;
    let mut outside: Vec<usize> = Vec::new();
    for (index, line) in raw.iter().enumerate() {
        match directive(line) {
            Some(Directive::Node { name, title }) => {
                if !outside.is_empty() {
                    regions.push(Region::Outside(std::mem::take(&mut outside)));
                }
                if let Some(node) = current.take() {
                    regions.push(Region::Node(node));
                }
                current = Some(Node {
                    name,
                    title,
                    lines: Vec::new(),
                });
            }
            Some(Directive::EndNode) => {
                if let Some(node) = current.take() {
                    regions.push(Region::Node(node));
                }
            }
            Some(Directive::Title(title)) => {
                if let Some(node) = current.as_mut() {
                    node.title = title;
                }
            }
            Some(Directive::Other) => {}
            None => match current.as_mut() {
                Some(node) => node.lines.push(index),
                None if !line.trim().is_empty() => {
                    if outside.last().is_some_and(|&last| last + 1 != index) {
                        regions.push(Region::Outside(std::mem::take(&mut outside)));
                    }
                    outside.push(index);
                }
                None => {}
            },
        }
    }
    if let Some(node) = current {
        regions.push(Region::Node(node));
    }
    if !outside.is_empty() {
        regions.push(Region::Outside(outside));
    }
    regions
}

/// The numbered heading of a node: its position among the node's lines and the
/// section name (`"1.3 The Colon Rule"`).
fn heading(lines: &[Line]) -> Option<(usize, String)> {
    let (pos, line) = lines
        .iter()
        .enumerate()
        .find(|(_, line)| !line.content().is_empty())?;
    if !line.bold {
        return None;
    }
    let caps = SECTION.captures(line.content())?;
    let number = caps.get(1)?.as_str();
    let name = caps.get(2)?.as_str();
    Some((pos, format!("{number} {}", title_case(name))))
}

/// The section a node stands for: its numbered heading, else its title's last
/// path component, else its name.
fn node_section(node: &Node, lines: &[Line]) -> (Option<usize>, String) {
    if let Some((pos, section)) = heading(lines) {
        return (Some(pos), section);
    }
    let last = node
        .title
        .rsplit('/')
        .map(str::trim)
        .find(|part| !part.is_empty());
    (None, last.unwrap_or(&node.name).to_string())
}

/// What the whole guide says about its links.
#[derive(Debug, Default)]
struct LinkIndex {
    /// Node name (upper-case) to section name, for links between sections.
    sections: HashMap<String, String>,
    /// Link target (upper-case) to the label that names it best (see [`best_label`]).
    labels: HashMap<String, String>,
}

impl LinkIndex {
    /// Indexes the nodes and links of the whole guide, given each region's
    /// resolved lines.
    fn new(regions: &[Region], lines: &[Vec<Line>]) -> LinkIndex {
        let mut sections = HashMap::new();
        let mut used: HashMap<String, Vec<String>> = HashMap::new();
        for (region, lines) in regions.iter().zip(lines) {
            let Region::Node(node) = region else {
                continue;
            };
            let (_, section) = node_section(node, lines);
            sections.insert(node.name.to_uppercase(), section);
            for link in lines.iter().flat_map(|line| &line.links) {
                if let Some(target) = &link.target {
                    used.entry(target.to_uppercase())
                        .or_default()
                        .push(link.label.clone());
                }
            }
        }
        let labels = used
            .into_iter()
            .filter_map(|(target, labels)| best_label(&labels).map(|best| (target, best)))
            .collect();
        LinkIndex { sections, labels }
    }
}

/// The label that names a link target best among those used for it: not a
/// possessive, then the most used (case aside), then mixed case, then the
/// longest. `Amanda Rogers` wins over `Amanda`, `Amanda's` and `AMANDA ROGERS`.
fn best_label(labels: &[String]) -> Option<String> {
    let rank = |label: &String| {
        let key = fold(label);
        let uses = labels.iter().filter(|other| fold(other) == key).count();
        let possessive = key.ends_with("'s");
        let mixed = label.chars().any(char::is_lowercase);
        (!possessive, uses, mixed, label.chars().count())
    };
    labels
        .iter()
        .filter(|label| !label.is_empty())
        .max_by_key(|label| rank(label))
        .cloned()
}

/// The resolved lines of a node.
fn node_lines(node: &Node, raw: &[&str]) -> Vec<Line> {
    node.lines
        .iter()
        .map(|&index| Line::new(index, raw.get(index).copied().unwrap_or("")))
        .collect()
}

/// The section name without its number (`"1.4 Timing"` -> `"Timing"`).
fn section_name(section: &str) -> &str {
    match SECTION.captures(section).and_then(|caps| caps.get(2)) {
        Some(name) => name.as_str(),
        None => section,
    }
}

/// What a paragraph is, for grouping paragraphs into records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ParaKind {
    /// A heading line (all capitals, or a bold line).
    Heading,
    /// A list item; `indent` is the column of its marker.
    Item {
        /// Column of the item marker.
        indent: usize,
    },
    /// Running text.
    Text,
}

/// A paragraph: wrapped lines joined.
#[derive(Debug, Clone)]
struct Para {
    /// Position of its first line in the slice it was cut from.
    start: usize,
    /// Position after its last line.
    end: usize,
    /// The joined text.
    text: String,
    /// What it is.
    kind: ParaKind,
}

/// True for a line that is a heading of its own: bold, or all capitals with at
/// least three words.
fn is_heading_line(line: &Line) -> bool {
    let content = line.content();
    if line.bold && !content.is_empty() {
        return true;
    }
    // Most lines have a lower-case letter early: asked first.
    !content.chars().any(char::is_lowercase)
        && content.chars().filter(|c| c.is_alphabetic()).count() >= 10
        && content.split_whitespace().count() >= 3
        && !LIST_ITEM.is_match(content)
}

/// True when a line ends its paragraph: short and ending a sentence.
fn ends_paragraph(line: &Line) -> bool {
    let text = line.plain.trim_end();
    let length = text.chars().count();
    length < SHORT_LINE && ends_sentence(text)
}

/// True when the text ends with `.`, `?`, `!` or `:` (closing quotes and brackets
/// ignored).
fn ends_sentence(text: &str) -> bool {
    let core = text.trim_end_matches(['"', '\'', ')', '*', '”', '’', ' ']);
    core.ends_with(['.', '?', '!', ':'])
}

/// True when the text ends a sentence with `.`, `?` or `!`.
fn ends_statement(text: &str) -> bool {
    let core = text.trim_end_matches(['"', '\'', ')', '*', '”', '’', ' ']);
    core.ends_with(['.', '?', '!'])
}

/// The label of a definition-like line (`"Turn" -- a turn is ...`,
/// `Loss of Orbital Stability -- this ...`): a short, capitalised phrase before `--`.
fn definition_label(content: &str) -> Option<&str> {
    let pos = content.find(" --")?;
    let label = content[..pos].trim();
    if label.is_empty() || label.chars().count() > 45 || label.contains(". ") {
        return None;
    }
    let bare = label.trim_matches('"');
    let mut words = bare.split_whitespace();
    let first = words.next()?;
    if !first.starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit()) {
        return None;
    }
    let capitalised = words.all(|word| {
        let lower = word.to_lowercase();
        SMALL_WORDS.contains(&lower.as_str())
            || !word.starts_with(|c: char| c.is_alphabetic())
            || word.starts_with(char::is_uppercase)
    });
    capitalised.then_some(label)
}

/// The all-capitals label of a paragraph that opens with one (`TIMING -- ...`).
fn caps_label(text: &str) -> Option<&str> {
    let label = definition_label(text)?;
    let letters = label.chars().filter(|c| c.is_alphabetic()).count();
    (letters >= 2 && !label.chars().any(char::is_lowercase)).then_some(label)
}

/// True when the text starts with a capital or a digit (after an opening quote).
fn starts_capitalised(text: &str) -> bool {
    text.trim_start_matches(['"', '“', '('])
        .starts_with(|c: char| c.is_uppercase() || c.is_ascii_digit())
}

/// True for a row of a table: a gap of three or more spaces near the start
/// (`FAX Back     Voice (804) ...`, `Range: 13   Weapons: 10`).
fn is_table_row(content: &str) -> bool {
    content
        .find("   ")
        .is_some_and(|pos| pos > 0 && content[..pos].chars().count() <= TABLE_COLUMN)
}

/// Appends a wrapped line to a paragraph, joining a word hyphenated across the
/// line break.
fn append_line(text: &mut String, content: &str) {
    let mut tail = text.chars().rev();
    let hyphenated = tail.next() == Some('-')
        && tail.next().is_some_and(char::is_lowercase)
        && content.starts_with(char::is_lowercase);
    if hyphenated {
        text.pop();
    } else if !text.is_empty() {
        text.push(' ');
    }
    text.push_str(content);
}

/// Cuts lines into paragraphs (there are no blank lines in the FAQ: a paragraph
/// ends at a short line ending a sentence, a heading, a list item or a label).
fn paras(lines: &[Line]) -> Vec<Para> {
    let mut out: Vec<Para> = Vec::new();
    let mut prev: Option<&Line> = None;
    for (pos, line) in lines.iter().enumerate() {
        let content = line.content();
        if content.is_empty() {
            prev = None;
            continue;
        }
        let indent = line.indent();
        let heading = is_heading_line(line);
        let item = LIST_ITEM.is_match(content);
        let kind = if heading {
            ParaKind::Heading
        } else if item {
            ParaKind::Item { indent }
        } else {
            ParaKind::Text
        };
        let joins = match (prev, out.last()) {
            (Some(prev), Some(current)) => {
                let item_ended =
                    matches!(current.kind, ParaKind::Item { indent: marker } if indent <= marker);
                let row_ended = prev.plain.trim_end().chars().count() < VERY_SHORT_LINE
                    && starts_capitalised(content);
                !(heading
                    || item
                    || is_table_row(content)
                    || item_ended
                    || row_ended
                    || current.kind == ParaKind::Heading
                    || ends_paragraph(prev)
                    || COLON_LABEL.is_match(content)
                    || definition_label(content).is_some())
            }
            _ => false,
        };
        match out.last_mut() {
            Some(current) if joins => {
                append_line(&mut current.text, &collapse_spaces(content));
                current.end = pos + 1;
            }
            _ => out.push(Para {
                start: pos,
                end: pos + 1,
                text: collapse_spaces(content),
                kind,
            }),
        }
        prev = Some(line);
    }
    out
}

/// The plain text of lines: paragraphs, one per line.
fn plain_text(lines: &[Line]) -> String {
    paras(lines)
        .iter()
        .map(|para| para.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Groups paragraphs into the blocks that become prose records: a heading with
/// what follows it, a paragraph ending in `:` with what it introduces, a list
/// with its items, a paragraph that does not end a sentence with the next one.
fn blocks(paras: &[Para]) -> Vec<Vec<&Para>> {
    let mut out: Vec<Vec<&Para>> = Vec::new();
    for para in paras {
        let joins = match out.last().and_then(|block| block.last()) {
            None => false,
            Some(last) => {
                last.kind == ParaKind::Heading
                    || (para.kind != ParaKind::Heading && !ends_statement(&last.text))
                    || (matches!(para.kind, ParaKind::Item { .. })
                        && matches!(last.kind, ParaKind::Item { .. }))
            }
        };
        match out.last_mut() {
            Some(block) if joins => block.push(para),
            _ => out.push(vec![para]),
        }
    }
    out
}

/// The numbered parts (`1) ... 2) ...`) of a question or answer: the position
/// of each part's first line and its number. Markers must share a column and
/// rise; the first must be `1)`.
fn parts(lines: &[Line]) -> Vec<(usize, u32)> {
    let mut found: Vec<(usize, u32)> = Vec::new();
    let mut column: Option<usize> = None;
    for (pos, line) in lines.iter().enumerate() {
        let Some(caps) = PART.captures(&line.plain) else {
            continue;
        };
        let indent = caps.get(1).map_or(0, |m| m.as_str().chars().count());
        let Some(number) = caps.get(2).and_then(|m| m.as_str().parse::<u32>().ok()) else {
            continue;
        };
        match (found.last(), column) {
            (None, _) if number == 1 => {
                found.push((pos, number));
                // A marker on a label line sits after the label; the next
                // marker sets the column then.
                if line.label.is_none() {
                    column = Some(indent);
                }
            }
            (Some(&(_, last)), None) if number > last => {
                column = Some(indent);
                found.push((pos, number));
            }
            (Some(&(_, last)), Some(col)) if col == indent && number > last => {
                found.push((pos, number));
            }
            _ => {}
        }
    }
    found
}

/// The lines of each numbered part, its marker kept (`3) No. ...`): the
/// part reads as the FAQ prints it.
fn part_lines(lines: &[Line]) -> Vec<(u32, Vec<Line>)> {
    let found = parts(lines);
    let mut out = Vec::with_capacity(found.len());
    for (i, &(start, number)) in found.iter().enumerate() {
        let end = found.get(i + 1).map_or(lines.len(), |&(next, _)| next);
        let part: Vec<Line> = lines.get(start..end).unwrap_or_default().to_vec();
        out.push((number, part));
    }
    out
}

/// A quoted question an answer's list item opens with, perhaps after a word
/// and a comma (`First, "Can I ...?" No, ...`), and the rest of the item: the
/// question and its answer. The closing quote may be missing.
fn posed_question(item: &str) -> Option<(String, String)> {
    let caps = POSED_QUESTION.captures(item.trim())?;
    let question = caps.get(1)?.as_str();
    let answer = caps.get(2)?.as_str().trim();
    let answered = answer.chars().any(char::is_alphanumeric);
    answered.then(|| (collapse_spaces(question), answer.to_string()))
}

/// One part of a whole question: its number, question and answer, and the
/// lines it covers (for its line, cards and links).
struct Part<'p> {
    number: u32,
    question: &'p str,
    answer: &'p str,
    lines: &'p [Line],
}

/// True when the text is written mostly in capitals (a topic like
/// `TASHA YAR or MAJOR RAKAL`).
fn is_topic(text: &str) -> bool {
    let letters: Vec<char> = text.chars().filter(|c| c.is_alphabetic()).collect();
    let upper = letters.iter().filter(|c| c.is_uppercase()).count();
    let first_upper = text
        .chars()
        .find(|c| c.is_alphabetic())
        .is_some_and(char::is_uppercase);
    letters.len() >= 2 && first_upper && upper * 10 >= letters.len() * 6
}

/// Takes the topic off a question's first line (`TOPIC -- question`, or a first
/// line that is only a topic), blanking it in place. Returns the topic as written.
fn take_topic(lines: &mut [Line]) -> Option<String> {
    let first = lines.first_mut()?;
    let content = first.content().to_string();
    if let Some(pos) = first.plain.find("--") {
        let topic = first.plain[..pos].trim().to_string();
        if !is_topic(&topic) {
            return None;
        }
        first.plain = blank_range(&first.plain, 0, pos + 2);
        return Some(collapse_spaces(&topic));
    }
    let upper_only = !content.chars().any(char::is_lowercase);
    if lines.len() > 1 && upper_only && is_topic(&content) {
        let first = lines.first_mut()?;
        first.plain = String::new();
        return Some(collapse_spaces(&content));
    }
    None
}

/// Pushes `name` unless a name that folds the same is already there.
fn push_unique(list: &mut Vec<String>, name: &str) {
    let name = name.trim();
    if name.is_empty() {
        return;
    }
    let key = fold(name);
    if !list.iter().any(|known| fold(known) == key) {
        list.push(name.to_string());
    }
}

/// Collects records and warnings while walking the document.
struct Builder<'a> {
    /// The normalized document.
    text: &'a Normalized,
    /// Its manifest entry.
    doc: &'a DocumentInfo,
    /// The guide's nodes and link labels.
    links: LinkIndex,
    /// What has been made so far.
    parsed: Parsed,
}

impl Builder<'_> {
    /// The source line number of a 0-based line index.
    fn source_line(&self, index: usize) -> usize {
        self.text.source_line(index)
    }

    /// Records a warning at a 0-based line index.
    fn warn(&mut self, index: usize, kind: WarningKind, message: String) {
        let line = self.source_line(index);
        self.parsed
            .warnings
            .push(Warning::new(&self.doc.file, line, kind, message));
    }

    /// Fills `references` (links to other guides, named by the best label of
    /// their target) and `see_also` (links to this FAQ's own sections, `See "X"`
    /// phrases) from the lines a record covers.
    fn annotate(&self, record: &mut Record, lines: &[Line]) {
        for link in lines.iter().flat_map(|line| &line.links) {
            let Some(target) = &link.target else {
                continue;
            };
            let key = target.to_uppercase();
            match self.links.sections.get(&key) {
                Some(section) => push_see_also(record, section),
                None => {
                    let name = self.links.labels.get(&key).unwrap_or(&link.label);
                    push_unique(&mut record.references, name);
                }
            }
        }
        let text = record.text.clone();
        for caps in SEE.captures_iter(&text) {
            if let Some(target) = caps.get(1) {
                let target = target
                    .as_str()
                    .trim()
                    .trim_end_matches([',', '.', ';', ':']);
                push_see_also(record, target);
            }
        }
    }

    /// Parses one node, given its resolved lines.
    fn node(&mut self, node: &Node, lines: Vec<Line>) {
        let (heading_pos, section) = node_section(node, &lines);
        let body: Vec<Line> = lines
            .into_iter()
            .enumerate()
            .filter(|(pos, _)| Some(*pos) != heading_pos)
            .map(|(_, line)| line)
            .collect();
        let first_q = body
            .iter()
            .position(|line| line.label == Some(Label::Question))
            .unwrap_or(body.len());
        let (prelude, questions) = body.split_at(first_q);
        let orphan = prelude
            .iter()
            .position(|line| matches!(line.label, Some(Label::Answer { .. })))
            .unwrap_or(prelude.len());
        let (prose, orphan) = prelude.split_at(orphan);
        let overview =
            heading_pos.is_none() || section.split(' ').next().is_some_and(|n| n.ends_with(".0"));
        let kind = if overview {
            RecordKind::Preamble
        } else {
            RecordKind::Prose
        };
        self.prose(prose, &section, kind);
        if !orphan.is_empty() {
            self.unplaced(orphan, &section, "an answer with no question before it");
        }
        let starts: Vec<usize> = questions
            .iter()
            .enumerate()
            .filter(|(_, line)| line.label == Some(Label::Question))
            .map(|(pos, _)| pos)
            .collect();
        for (i, &start) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied().unwrap_or(questions.len());
            if let Some(item) = questions.get(start..end) {
                self.question(item, &section);
            }
        }
    }

    /// Makes prose (or preamble) records of the text before a node's first question.
    fn prose(&mut self, lines: &[Line], section: &str, kind: RecordKind) {
        let kept = without_navigation(lines);
        self.navigation(lines, &kept, section);
        let paras = paras(&kept);
        let mut number = 0u32;
        for block in blocks(&paras) {
            let (Some(first), Some(last)) = (block.first(), block.last()) else {
                continue;
            };
            let text = block
                .iter()
                .map(|para| para.text.as_str())
                .collect::<Vec<_>>()
                .join("\n");
            let (title, inferred) = if first.kind == ParaKind::Heading {
                (first.text.clone(), false)
            } else if let Some(label) = caps_label(&first.text) {
                (label.to_string(), false)
            } else {
                (section_name(section).to_string(), true)
            };
            let mut record = new_record(section, &title, &text, kind);
            record.title_inferred = inferred;
            record.paragraphs = block
                .iter()
                .map(|_| {
                    number += 1;
                    number
                })
                .collect();
            let covered = kept.get(first.start..last.end).unwrap_or_default();
            record.line = covered
                .first()
                .map_or(0, |line| self.source_line(line.index));
            self.annotate(&mut record, covered);
            self.parsed.records.push(record);
        }
    }

    /// Keeps the navigation lines of a region (a table of contents) as one
    /// historical preamble record, so no text of the document is lost.
    fn navigation(&mut self, lines: &[Line], kept: &[Line], section: &str) {
        let removed: Vec<&Line> = lines
            .iter()
            .zip(kept)
            .filter(|(line, kept)| !line.plain.trim().is_empty() && kept.plain.trim().is_empty())
            .map(|(line, _)| line)
            .collect();
        let Some(first) = removed.first() else {
            return;
        };
        let text: Vec<&str> = removed.iter().map(|line| line.plain.trim()).collect();
        let mut record = new_record(section, "Contents", &text.join("\n"), RecordKind::Preamble);
        record.status = crate::record::Status::Historical;
        record.line = self.source_line(first.index);
        self.parsed.records.push(record);
    }

    /// Makes the record(s) of one `Q:` item: the question (or cross-reference)
    /// and its numbered parts.
    fn question(&mut self, item: &[Line], section: &str) {
        let Some(first) = item.first() else {
            return;
        };
        let q_index = first.index;
        let answer_at = item
            .iter()
            .position(|line| matches!(line.label, Some(Label::Answer { .. })));
        let (question, answer) = match answer_at {
            Some(pos) => (&item[..pos], Some(&item[pos..])),
            None => (item, None),
        };
        if let Some(Label::Answer { typo: true }) =
            answer.and_then(|a| a.first()).and_then(|l| l.label)
        {
            let index = answer.and_then(|a| a.first()).map_or(q_index, |l| l.index);
            self.warn(
                index,
                WarningKind::Typo,
                "answer marked \"A;\" instead of \"A:\"; read as an answer".to_string(),
            );
        }
        let mut q_lines = question.to_vec();
        let topic = take_topic(&mut q_lines);
        let (title, inferred) = match &topic {
            Some(topic) => (topic.clone(), false),
            None => (section_name(section).to_string(), true),
        };
        let q_text = plain_text(&q_lines);
        let Some(answer) = answer else {
            self.unanswered(question, section, &title, inferred, &q_text);
            return;
        };
        let a_text = plain_text(answer);
        let mut record = new_record(section, &title, "", RecordKind::Question);
        record.set_question_and_answer(&q_text, Some(&a_text));
        record.line = self.source_line(q_index);
        record.title_inferred = inferred;
        self.annotate(&mut record, item);
        let whole = self.parsed.records.len();
        let template = record.clone();
        self.parsed.records.push(record);
        self.question_parts(&q_lines, answer, &template, whole);
        if self.parsed.records.len() == whole + 1 {
            self.answer_passages(&q_text, answer, &template, whole);
        }
    }

    /// A `Q:` without an answer: a cross-reference when it says `See ...`,
    /// otherwise a question with no answer (and a warning).
    fn unanswered(
        &mut self,
        lines: &[Line],
        section: &str,
        title: &str,
        inferred: bool,
        q_text: &str,
    ) {
        let index = lines.first().map_or(0, |line| line.index);
        if q_text.trim_start().starts_with("See ") || q_text.trim_start().starts_with("see ") {
            let full = plain_text(lines);
            let mut record = new_record(section, title, &full, RecordKind::CrossReference);
            record.line = self.source_line(index);
            record.title_inferred = inferred;
            self.annotate(&mut record, lines);
            self.parsed.records.push(record);
            return;
        }
        self.warn(
            index,
            WarningKind::Unanswered,
            format!("question {title:?} has no answer (no \"A:\" before the next question)"),
        );
        let mut record = new_record(section, title, "", RecordKind::Question);
        record.set_question_and_answer(q_text, None);
        record.line = self.source_line(index);
        record.title_inferred = inferred;
        self.annotate(&mut record, lines);
        self.parsed.records.push(record);
    }

    /// One part per passage of a long answer that has no parts of its own
    /// ([`LONG_ANSWER`] words or more): its paragraph blocks ([`blocks`]),
    /// joined until each holds [`PASSAGE`] words, each with the whole
    /// question. A reader finds the passage that answers, and a search the
    /// passage its words are in, not words spread over pages.
    fn answer_passages(&mut self, question: &str, answer: &[Line], whole: &Record, index: usize) {
        let answer_paras = paras(answer);
        let length: usize = answer_paras.iter().map(|para| words_in(&para.text)).sum();
        if length < LONG_ANSWER {
            return;
        }
        let mut passages: Vec<(usize, usize, usize)> = Vec::new();
        for block in blocks(&answer_paras) {
            let (Some(first), Some(last)) = (block.first(), block.last()) else {
                continue;
            };
            let size: usize = block.iter().map(|para| words_in(&para.text)).sum();
            match passages.last_mut() {
                Some((_, end, held)) if *held < PASSAGE => {
                    *end = last.end;
                    *held += size;
                }
                _ => passages.push((first.start, last.end, size)),
            }
        }
        // A short last passage belongs with the one before.
        if passages.len() >= 2 && passages.last().is_some_and(|(_, _, held)| *held < PASSAGE) {
            if let Some((_, end, _)) = passages.pop() {
                if let Some(before) = passages.last_mut() {
                    before.1 = end;
                }
            }
        }
        if passages.len() < 2 {
            return;
        }
        for (number, (start, end, _)) in (1..).zip(passages) {
            let lines = &answer[start..end];
            let part = Part {
                number,
                question,
                answer: &plain_text(lines),
                lines,
            };
            self.push_part(part, whole, index);
        }
    }

    /// Pushes one part of the whole question `whole` (the record at `index`).
    fn push_part(&mut self, part: Part, whole: &Record, index: usize) {
        let mut record = new_record(&whole.section, &whole.title, "", RecordKind::QuestionPart);
        record.set_question_and_answer(part.question, Some(part.answer));
        record.line = part
            .lines
            .first()
            .map_or(whole.line, |line| self.source_line(line.index));
        record.title_inferred = whole.title_inferred;
        record.part = Some(part.number);
        record.parent = Some(format!("#{index}"));
        self.annotate(&mut record, part.lines);
        self.parsed.records.push(record);
    }

    /// One record per numbered item of an answer that poses questions of its
    /// own, when every item opens with one (`1) First, "Can I play the card on
    /// the Kitchen table ...?" No, ...`): the posed question is the part's
    /// question, the rest of the item its answer. An answer listing anything
    /// else is just a list.
    fn posed_parts(&mut self, answer: &[Line], whole: &Record, index: usize) {
        let items = part_lines(answer);
        let posed: Vec<(u32, (String, String), &Vec<Line>)> = items
            .iter()
            .filter_map(|(number, lines)| {
                Some((*number, posed_question(&plain_text(lines))?, lines))
            })
            .collect();
        if posed.len() < 2 || posed.len() < items.len() {
            return;
        }
        for (number, (question, answer), lines) in posed {
            let part = Part {
                number,
                question: &question,
                answer: &answer,
                lines,
            };
            self.push_part(part, whole, index);
        }
    }

    /// One record per numbered part of a multi-part question, paired with the
    /// answer part of the same number.
    fn question_parts(&mut self, question: &[Line], answer: &[Line], whole: &Record, index: usize) {
        let q_parts = part_lines(question);
        if q_parts.len() < 2 {
            self.posed_parts(answer, whole, index);
            return;
        }
        let a_parts = part_lines(answer);
        let q_line = question.first().map_or(0, |line| line.index);
        if a_parts.is_empty() {
            self.warn(
                q_line,
                WarningKind::PartsUnmatched,
                format!(
                    "question {:?} has {} numbered parts but its answer does not number them; kept whole",
                    whole.title,
                    q_parts.len()
                ),
            );
            return;
        }
        for (number, q_part) in &q_parts {
            let Some((_, a_part)) = a_parts.iter().find(|(n, _)| n == number) else {
                let at = q_part.first().map_or(q_line, |line| line.index);
                self.warn(
                    at,
                    WarningKind::PartUnanswered,
                    format!(
                        "part {number} of question {:?} has no numbered answer; it stays in the whole question only",
                        whole.title
                    ),
                );
                continue;
            };
            let covered: Vec<Line> = q_part.iter().chain(a_part.iter()).cloned().collect();
            let part = Part {
                number: *number,
                question: &plain_text(q_part),
                answer: &plain_text(a_part),
                lines: &covered,
            };
            self.push_part(part, whole, index);
        }
        for (number, a_part) in &a_parts {
            if !q_parts.iter().any(|(n, _)| n == number) {
                let at = a_part.first().map_or(q_line, |line| line.index);
                self.warn(
                    at,
                    WarningKind::PartUnasked,
                    format!(
                        "answer part {number} of question {:?} has no numbered question part",
                        whole.title
                    ),
                );
            }
        }
    }

    /// Keeps lines that could not be placed as one `Unplaced` record, with a warning.
    fn unplaced(&mut self, lines: &[Line], section: &str, why: &str) {
        let text = plain_text(lines);
        let Some(first) = lines.first() else {
            return;
        };
        if text.trim().is_empty() {
            return;
        }
        let index = first.index;
        self.warn(
            index,
            WarningKind::Unplaced,
            format!(
                "{why}: kept as an unplaced record ({} line(s))",
                lines.len()
            ),
        );
        let title = match section_name(section) {
            "" => "Unplaced",
            name => name,
        };
        let mut record = new_record(section, title, &text, RecordKind::Unplaced);
        record.title_inferred = true;
        record.line = self.source_line(index);
        self.annotate(&mut record, lines);
        self.parsed.records.push(record);
    }

    /// Text outside every node.
    fn outside(&mut self, indices: &[usize], raw: &[&str]) {
        let lines: Vec<Line> = indices
            .iter()
            .map(|&index| Line::new(index, raw.get(index).copied().unwrap_or("")))
            .collect();
        self.unplaced(&lines, "", "text outside every @Node");
    }
}

/// A new FAQ record with every optional field empty.
fn new_record(section: &str, title: &str, text: &str, kind: RecordKind) -> Record {
    Record::new(Source::Faq, section, title, text, kind)
}

/// Adds a cross-reference target unless one that folds the same is there.
fn push_see_also(record: &mut Record, target: &str) {
    let target = target.trim();
    if target.is_empty() {
        return;
    }
    let key = fold(target);
    if !record.see_also.iter().any(|see| fold(&see.target) == key) {
        record.see_also.push(SeeAlso {
            target: target.to_string(),
            id: None,
        });
    }
}

/// The lines of a prose region without navigation: lines of links only, and a
/// heading that introduces such lines (a table of contents).
fn without_navigation(lines: &[Line]) -> Vec<Line> {
    let mut kept = Vec::with_capacity(lines.len());
    for (pos, line) in lines.iter().enumerate() {
        if line.nav {
            kept.push(blank_line(line));
            continue;
        }
        let next = lines[pos + 1..]
            .iter()
            .find(|next| !next.content().is_empty());
        if is_heading_line(line) && next.is_some_and(|next| next.nav) {
            kept.push(blank_line(line));
            continue;
        }
        kept.push(line.clone());
    }
    kept
}

/// A line emptied of its text and links (a paragraph break where navigation was).
fn blank_line(line: &Line) -> Line {
    Line {
        plain: String::new(),
        links: Vec::new(),
        nav: false,
        bold: false,
        ..line.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::Kind;
    use crate::normalize::normalize_document;
    use crate::parse::parse_document;

    const FILE: &str = "faq-1996-05-14.txt";

    fn info() -> DocumentInfo {
        DocumentInfo {
            file: FILE.to_string(),
            kind: Kind::Faq,
            title: "Official Frequently Asked Questions List (ST:TNG CCG)".to_string(),
            issuer: "Decipher, Inc.".to_string(),
            date: crate::date::Date::parse("1996-05-14"),
            version: None,
            authority: 1,
        }
    }

    fn raw_bytes() -> Vec<u8> {
        std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/corpus/faq-1996-05-14.txt"
        ))
        .expect("corpus file")
    }

    fn parse_bytes(bytes: &[u8]) -> Parsed {
        let normalized = normalize_document(bytes, FILE);
        parse_document(&normalized, &info()).expect("parses")
    }

    /// The real FAQ, parsed once for all tests.
    static REAL: LazyLock<Parsed> = LazyLock::new(|| parse_bytes(&raw_bytes()));

    fn real() -> &'static Parsed {
        &REAL
    }

    fn count(parsed: &Parsed, kind: RecordKind) -> usize {
        parsed.records.iter().filter(|r| r.kind == kind).count()
    }

    fn find<'a>(parsed: &'a Parsed, section: &str, title: &str, kind: RecordKind) -> &'a Record {
        parsed
            .records
            .iter()
            .find(|r| r.section == section && r.title == title && r.kind == kind)
            .unwrap_or_else(|| panic!("no {kind:?} {title:?} in {section:?}"))
    }

    fn parts_of<'a>(parsed: &'a Parsed, whole: &Record) -> Vec<&'a Record> {
        parsed
            .records
            .iter()
            .filter(|r| r.parent.as_deref() == Some(whole.id.as_str()))
            .collect()
    }

    /// The FAQ as the raw `.guide` file: no web-page header (the lines before the
    /// first numbered one), no line-number prefixes (`  352. `).
    fn raw_guide() -> String {
        let text = String::from_utf8(raw_bytes()).expect("utf-8");
        let prefix = Regex::new(r"^\s*\d+\.\s?").expect("regex");
        text.lines()
            .skip_while(|line| !prefix.is_match(line))
            .map(|line| prefix.replace(line, "").into_owned())
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn normalize_strips_prefixes_and_header() {
        let normalized = normalize_document(&raw_bytes(), FILE);
        let first: Vec<&str> = normalized.text.lines().take(3).collect();
        assert_eq!(
            first,
            [
                "@Database Faq.guide",
                "@Author Ralf Schwate",
                "@Node Main \"Faq.Guide\""
            ]
        );
        assert_eq!(normalized.source_line(0), 1);
        assert!(normalized
            .text
            .contains("\n    @{b}TABLE OF CONTENTS@{ub}\n"));
    }

    #[test]
    fn every_question_marker_is_a_record() {
        let raw = String::from_utf8(raw_bytes()).expect("utf-8");
        let marker = Regex::new(r"@\{b\}\s*Q\s*[:;]").expect("regex");
        assert_eq!(marker.find_iter(&raw).count(), 225);
        let normalized = normalize_document(&raw_bytes(), FILE);
        let mut expected: Vec<usize> = normalized
            .text
            .lines()
            .enumerate()
            .filter(|(_, line)| marker.is_match(line))
            .map(|(i, _)| normalized.source_line(i))
            .collect();
        let parsed = real();
        let mut found: Vec<usize> = parsed
            .records
            .iter()
            .filter(|r| matches!(r.kind, RecordKind::Question | RecordKind::CrossReference))
            .map(|r| r.line)
            .collect();
        expected.sort_unstable();
        found.sort_unstable();
        assert_eq!(found.len(), 225);
        assert_eq!(found, expected);
    }

    #[test]
    fn counts_per_kind_and_warnings() {
        let parsed = real();
        assert_eq!(count(parsed, RecordKind::Question), 223);
        assert_eq!(count(parsed, RecordKind::CrossReference), 2);
        assert_eq!(count(parsed, RecordKind::QuestionPart), 301);
        assert_eq!(count(parsed, RecordKind::Prose), 9);
        assert_eq!(count(parsed, RecordKind::Preamble), 11);
        let contents = parsed.records.iter().filter(|r| r.title == "Contents");
        assert!(contents
            .clone()
            .all(|r| r.status == crate::record::Status::Historical));
        assert_eq!(contents.count(), 6);
        assert_eq!(count(parsed, RecordKind::Unplaced), 0);
        let kinds: Vec<(WarningKind, usize)> =
            parsed.warnings.iter().map(|w| (w.kind, w.line)).collect();
        assert_eq!(
            kinds,
            [
                (WarningKind::PartUnanswered, 1509),
                (WarningKind::Typo, 2792)
            ]
        );
    }

    #[test]
    fn colon_rule_question() {
        let parsed = real();
        let r = find(
            parsed,
            "1.3 The Colon Rule",
            "\"THE COLON RULE\"",
            RecordKind::Question,
        );
        assert_eq!(r.id, "faq/1.3/the-colon-rule");
        assert_eq!(r.line, 354);
        assert_eq!(
            r.question.as_deref(),
            Some("Can Countermanda be nullified by Amanda Rogers? Does Q2 nullify Kevin Uxbridge: Convergence?")
        );
        assert!(r
            .text
            .starts_with("Q: Can Countermanda be nullified by Amanda Rogers?"));
        assert!(r
            .text
            .contains("\nA: Yes. These are examples of a basic concept"));
        assert!(r.text.contains(
            "this means that the new card \"Countermanda\" is NOT one of these exceptions"
        ));
        for card in [
            "Countermanda",
            "Amanda Rogers",
            "Q2",
            "Kevin Uxbridge: Convergence",
        ] {
            assert!(
                r.references.iter().any(|x| x == card),
                "{card} in {:?}",
                r.references
            );
        }
        // Labels `Amanda`, `Amanda's` name the same node: the best label stands for them.
        assert!(!r
            .references
            .iter()
            .any(|x| x == "Amanda's" || x == "Amanda"));
        assert!(!r.title_inferred);
    }

    #[test]
    fn topics_with_links_and_odd_separators() {
        let parsed = real();
        let amanda = find(
            parsed,
            "3.9 Interrupts",
            "AMANDA ROGERS",
            RecordKind::Question,
        );
        assert!(amanda.references.iter().any(|x| x == "Amanda Rogers"));
        assert!(amanda
            .question
            .as_deref()
            .is_some_and(|q| q.starts_with("Can Amanda Rogers")));
        let kidnappers = find(
            parsed,
            "3.8 Events",
            "TELEPATHIC ALIEN KIDNAPPERS",
            RecordKind::Question,
        );
        assert!(kidnappers
            .question
            .as_deref()
            .is_some_and(|q| q.starts_with("1) ")));
        let yell = find(
            parsed,
            "3.9 Interrupts",
            "KLINGON DEATH YELL",
            RecordKind::Question,
        );
        assert_eq!(parts_of(parsed, yell).len(), 2);
        let cryo = find(
            parsed,
            "3.3 Artifacts",
            "CRYOSATELLITE",
            RecordKind::Question,
        );
        assert_eq!(parts_of(parsed, cryo).len(), 3);
        let submissions = find(
            parsed,
            "1.5 Submissions",
            "Submissions",
            RecordKind::Question,
        );
        assert!(submissions.title_inferred);
        assert_eq!(
            submissions.question.as_deref(),
            Some("Does Decipher accept card ideas?")
        );
    }

    #[test]
    fn multi_part_questions_are_split() {
        let parsed = real();
        let stopped = find(
            parsed,
            "1.2 Terminology",
            "\"STOPPED\"",
            RecordKind::Question,
        );
        let parts = parts_of(parsed, stopped);
        assert_eq!(
            parts.iter().map(|p| p.part).collect::<Vec<_>>(),
            [Some(1), Some(2), Some(3)]
        );
        let second = parts[1];
        assert_eq!(second.kind, RecordKind::QuestionPart);
        assert_eq!(second.id, "faq/1.2/stopped/2");
        assert_eq!(second.title, stopped.title);
        assert_eq!(
            second.question.as_deref(),
            Some("2) When is a ship or Away Team \"stopped\"?")
        );
        assert!(second.answer.as_deref().is_some_and(
            |a| a.starts_with("2) The most common way to be stopped is by a dilemma.")
        ));
        // The part reads as the FAQ prints it, its number kept.
        assert!(second.text.starts_with(
            "Q: 2) When is a ship or Away Team \"stopped\"?\nA: 2) The most common way"
        ));
        assert!(second.see_also.iter().any(|s| s.target == "3.2 Dilemmas"));
        assert!(stopped.text.contains("\n2) When is a ship or Away Team"));

        // The FAQ revising its own ruling keeps the revision in the text.
        let attacks = find(
            parsed,
            "2.2 Battle",
            "FEDERATION ATTACKS",
            RecordKind::Question,
        );
        let parts = parts_of(parsed, attacks);
        assert_eq!(parts.len(), 5);
        assert!(parts[0].text.contains(
            "The new, revised ruling is that the Federation *cannot* initiate an attack"
        ));
        assert!(attacks.text.contains("The new, revised ruling is"));

        // The Borg Ship answer skips part 5: no part record for it, and a warning.
        let borg = find(parsed, "3.2.3 Space", "BORG SHIP", RecordKind::Question);
        let numbers: Vec<u32> = parts_of(parsed, borg)
            .iter()
            .filter_map(|p| p.part)
            .collect();
        assert_eq!(numbers, [1, 2, 3, 4, 6, 7, 8, 9, 10]);
        assert!(borg
            .text
            .contains("5) Is there a limit on the use of Borg Ships?"));

        // An answer numbered like a list under a one-part question is not
        // split by its items (a long one is cut into passages, items together).
        let action = find(
            parsed,
            "1.2 Terminology",
            "\"ACTION\"",
            RecordKind::Question,
        );
        let passages = parts_of(parsed, action);
        assert!(passages
            .iter()
            .any(|p| p.text.contains("1) Playing a card") && p.text.contains("2) Moving a ship")));
        assert!(passages.iter().all(|p| p.question == action.question));
    }

    #[test]
    fn an_answer_that_poses_its_own_questions_is_split_by_them() {
        let parsed = real();
        let door = find(
            parsed,
            "3.10 Doorways",
            "DEVIDIAN DOOR: WHERE PLAYED",
            RecordKind::Question,
        );
        let parts = parts_of(parsed, door);
        assert_eq!(parts.len(), 12);
        let first = parts[0];
        assert_eq!(first.part, Some(1));
        assert_eq!(
            first.question.as_deref(),
            Some("Can I play the card on the Kitchen table in the next room?")
        );
        // A closing quote left out ends the question at its question mark.
        let second = parts[1];
        assert!(second
            .answer
            .as_deref()
            .is_some_and(|a| a.starts_with("Yes. Certainly")));
        let sixth = parts[5];
        assert!(sixth
            .text
            .contains("You cannot play a card in response to a dilemma"));
        assert!(!sixth.text.contains("augment my forces"));
        // The whole keeps every item.
        assert!(door.text.contains("augment my forces"));
    }

    #[test]
    fn a_long_answer_without_parts_is_cut_into_passages_that_hold_it_all() {
        let parsed = real();
        let dilemmas = find(parsed, "3.2.1 General", "DILEMMAS", RecordKind::Question);
        let passages = parts_of(parsed, dilemmas);
        assert_eq!(passages.len(), 13);
        let answers: Vec<&str> = passages
            .iter()
            .filter_map(|p| p.answer.as_deref())
            .collect();
        assert_eq!(
            Some(answers.join("\n").as_str()),
            dilemmas.answer.as_deref()
        );
        for passage in &passages {
            assert_eq!(passage.question, dilemmas.question);
            assert!(passage
                .answer
                .as_deref()
                .is_some_and(|a| words_in(a) >= PASSAGE));
        }
        let creatures = passages
            .iter()
            .find(|p| {
                p.text
                    .contains("Interphasic Plasma Creatures -- If not overcome")
            })
            .expect("a passage on the creatures");
        assert!(!creatures.text.contains("Armus - Skin of Evil"));
        // A shorter answer stays whole.
        let plasma = find(parsed, "3.8 Events", "PLASMA FIRE", RecordKind::Question);
        assert!(parts_of(parsed, plasma).is_empty());
    }

    #[test]
    fn a_posed_question_is_a_quoted_question_opening_an_item() {
        assert_eq!(
            posed_question("First, \"Can I play it here?\"\nNo, never."),
            Some(("Can I play it here?".to_string(), "No, never.".to_string()))
        );
        assert_eq!(
            posed_question("\"Can I play it there? Yes. Certainly."),
            Some((
                "Can I play it there?".to_string(),
                "Yes. Certainly.".to_string()
            ))
        );
        assert_eq!(
            posed_question("10) \"Can I play it on a hand?\" Yes, but ..."),
            Some((
                "Can I play it on a hand?".to_string(),
                "Yes, but ...".to_string()
            ))
        );
        assert_eq!(posed_question("\"Classifications\" are not lost."), None);
        assert_eq!(posed_question("\"Can I?\""), None);
    }

    #[test]
    fn typo_answer_marker_is_read() {
        let parsed = real();
        let r = find(
            parsed,
            "3.8 Events",
            "DISTORTION FIELDS",
            RecordKind::Question,
        );
        assert_eq!(r.answer.as_deref(), Some("Yes, if you time it right."));
        assert_eq!(
            &*r.text,
            "Q: Can I play two Distortion Fields on a planet, rendering it impenetrable?\nA: Yes, if you time it right."
        );
        assert!(parsed
            .warnings
            .iter()
            .any(|w| w.kind == WarningKind::Typo && w.line == 2792));
        let italic = find(
            parsed,
            "2.4 Cloaking",
            "HIDING YOUR CLOAKED SHIPS BY SHUFFLING",
            RecordKind::Question,
        );
        assert!(italic
            .answer
            .as_deref()
            .is_some_and(|a| a.starts_with("There is nothing against this")));
    }

    #[test]
    fn cross_references() {
        let parsed = real();
        let rice = find(
            parsed,
            "3.6.2 Federation",
            "PAUL RICE",
            RecordKind::CrossReference,
        );
        assert_eq!(rice.line, 2248);
        assert_eq!(
            &*rice.text,
            "PAUL RICE -- See \"Personnel -- Holograms, Exocomps, and Androids\", below."
        );
        let targets: Vec<&str> = rice.see_also.iter().map(|s| s.target.as_str()).collect();
        assert_eq!(targets, ["Personnel -- Holograms, Exocomps, and Androids"]);
        assert!(rice.answer.is_none());
        let scan = find(
            parsed,
            "3.9 Interrupts",
            "FULL PLANET SCAN",
            RecordKind::CrossReference,
        );
        assert_eq!(scan.see_also[0].target, "SCAN");
        // The Paul Rice question itself, in 3.6.7.
        find(
            parsed,
            "3.6.7 Holograms, Exocomps, and Androids",
            "PAUL RICE",
            RecordKind::Question,
        );
    }

    #[test]
    fn timing_prose_blocks() {
        let parsed = real();
        let prose: Vec<&Record> = parsed
            .records
            .iter()
            .filter(|r| r.section == "1.4 Timing" && r.kind == RecordKind::Prose)
            .collect();
        assert_eq!(prose.len(), 9);
        assert_eq!(prose[0].title, "TIMING");
        assert_eq!(prose[0].id, "faq/1.4/timing/p1");
        assert!(prose[0]
            .text
            .starts_with("TIMING -- This has been a sticky situation"));
        assert!(prose[0]
            .text
            .ends_with("unless the card specifically says so.\""));
        assert!(prose[1..]
            .iter()
            .all(|r| r.title == "Timing" && r.title_inferred));
        let list = prose
            .iter()
            .find(|r| r.text.starts_with("Here are some examples of Interrupts"))
            .expect("list block");
        assert_eq!(list.text.matches("\n- You can").count(), 3);
        assert!(prose
            .iter()
            .any(|r| r.text.starts_with("Another example: Suppose that")));
        let questions = parsed
            .records
            .iter()
            .filter(|r| r.section == "1.4 Timing" && r.kind == RecordKind::Question)
            .count();
        assert_eq!(questions, 3);
    }

    #[test]
    fn preamble_and_navigation() {
        let parsed = real();
        let intro = find(
            parsed,
            "1.0 Introduction",
            "Introduction",
            RecordKind::Preamble,
        );
        assert!(intro
            .text
            .starts_with("1) The information contained in this FAQ"));
        let front = find(
            parsed,
            "Frequently Asked Questions",
            "OFFICIAL FREQUENTLY ASKED QUESTIONS LIST",
            RecordKind::Preamble,
        );
        assert!(front.text.contains("Released 5/14/96"));
        let navigation = |r: &&Record| r.title == "Contents" && r.kind == RecordKind::Preamble;
        assert!(parsed
            .records
            .iter()
            .filter(|r| r.text.contains("TABLE OF CONTENTS"))
            .all(|r| navigation(&r)));
        for overview in [
            "2.0 Game Actions",
            "3.0 Questions by Card Type",
            "3.5 Ships",
            "3.6 Personnel",
        ] {
            assert!(
                parsed
                    .records
                    .iter()
                    .filter(|r| r.section == overview)
                    .all(|r| navigation(&r)),
                "{overview}"
            );
        }
        let sections: Vec<&str> = parsed.records.iter().map(|r| r.section.as_str()).collect();
        for section in [
            "2.3 Beaming/Away Teams",
            "3.1.3 Space",
            "3.5.5 Non-Aligned",
            "3.10 Doorways",
        ] {
            assert!(sections.contains(&section), "{section}");
        }
    }

    #[test]
    fn no_markup_left() {
        let parsed = real();
        for r in &parsed.records {
            let fields = [
                Some(&*r.text),
                Some(r.title.as_str()),
                r.question.as_deref(),
                r.answer.as_deref(),
            ];
            for field in fields.into_iter().flatten() {
                assert!(!field.contains("@{"), "{}: {field}", r.id);
            }
            assert!(r
                .references
                .iter()
                .chain(r.see_also.iter().map(|s| &s.target))
                .all(|x| !x.contains("@{")));
            assert!(!r.text.trim().is_empty(), "{}", r.id);
        }
    }

    #[test]
    fn ids_are_unique() {
        let parsed = real();
        let mut ids: Vec<&str> = parsed.records.iter().map(|r| r.id.as_str()).collect();
        let total = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), total);
        assert!(parsed
            .records
            .iter()
            .filter(|r| r.kind == RecordKind::QuestionPart)
            .all(|r| r.parent.as_deref().is_some_and(|p| p.starts_with("faq/"))));
    }

    #[test]
    fn nothing_is_dropped() {
        // Every line of running text (not navigation, not a command, not a
        // heading, not a Q:/A: label line) appears in some record.
        let normalized = normalize_document(&raw_bytes(), FILE);
        let parsed = real();
        let haystack: String = parsed
            .records
            .iter()
            .map(|r| fold(&format!("{} {}", r.title, r.text)))
            .collect::<Vec<_>>()
            .join("\n");
        for (index, raw) in normalized.text.lines().enumerate() {
            let line = Line::new(index, raw);
            if directive(raw).is_some() || line.nav || line.bold || line.label.is_some() {
                continue;
            }
            let words: Vec<&str> = line.content().split_whitespace().collect();
            if words.len() < 3 {
                continue;
            }
            let middle = fold(&words[1..words.len() - 1].join(" "));
            assert!(
                haystack.contains(&middle),
                "line {}: {raw}",
                normalized.source_line(index)
            );
        }
    }

    #[test]
    fn raw_guide_parses_the_same() {
        let numbered = real();
        let guide = raw_guide();
        assert!(!guide.contains("  352. "));
        let plain = parse_bytes(guide.as_bytes());
        assert_eq!(plain.records.len(), numbered.records.len());
        for (a, b) in plain.records.iter().zip(&numbered.records) {
            assert_eq!(
                (&a.id, &a.title, &a.text, a.line),
                (&b.id, &b.title, &b.text, b.line)
            );
        }
        assert_eq!(plain.records, numbered.records);
        let crlf = parse_bytes(guide.replace('\n', "\r\n").as_bytes());
        assert_eq!(crlf.records, numbered.records);
        assert_eq!(crlf.warnings, plain.warnings);
    }

    #[test]
    fn looks_like_wants_amigaguide() {
        assert!(looks_like("@database x\n@node main").is_ok());
        assert!(looks_like("    @{b}Q:@{ub} @{i}X -- y?@{ui}\n").is_ok());
        let err = looks_like("Just a letter.\nNothing here.\n").unwrap_err();
        assert!(err.contains("AmigaGuide"));
    }

    #[test]
    fn links_render_to_their_labels() {
        let rendered =
            render(r#"with an @{"Amanda Rogers" link "STCCG:interrupts.guide/AMANDA}. Can you?"#);
        assert_eq!(rendered.text, "with an Amanda Rogers. Can you?");
        assert_eq!(
            rendered.links[0].target.as_deref(),
            Some("STCCG:interrupts.guide/AMANDA")
        );
        let rendered = render(r#"@{"AMANDA} link "STCCG:interrupts.guide/AMANDA"} -- Can"#);
        assert_eq!(rendered.text, "AMANDA -- Can");
        assert_eq!(rendered.links[0].label, "AMANDA");
        let rendered = render(r#"  @{"1.4" link FAQ14} @{"Timing" link FAQ14}"#);
        assert!(rendered.only_links);
        assert_eq!(rendered.links[1].target.as_deref(), Some("FAQ14"));
        let rendered = render("@{fg shine}bright@{fg text} @{u}under@{uu}@{par} @{b unclosed");
        assert_eq!(rendered.text, "bright under b unclosed");
        assert!(rendered.links.is_empty());
        let rendered =
            render(r#"get @{"Mickey D's" link MICKEYD} or {"Dathon's" link DATHON} skill"#);
        assert_eq!(rendered.text, "get Mickey D's or Dathon's skill");
        assert_eq!(rendered.links[1].target.as_deref(), Some("DATHON"));
        let braces = render(r#"a set {"of" words} stays"#);
        assert_eq!(braces.text, r#"a set {"of" words} stays"#);
    }

    #[test]
    fn crafted_edge_cases() {
        let text = "stray text before any node\n\
            @Node A \"x/Odd Things\"\n\
            @{b}4.1 ODD THINGS@{ub}\n\
            @{b}Q:@{ub} @{i}LONELY -- Is there an answer?@{ui}\n\
            @{b}Q:@{ub} @{i}PARTS --\n   1) One?\n   2) Two?@{ui}\n\
            @{b}A:@{ub} Both yes, see @{\"4.1\" link A} and @{\"Hugh\" link HUGH}.\n\
            @EndNode\n";
        let parsed = parse_bytes(text.as_bytes());
        let kinds: Vec<RecordKind> = parsed.records.iter().map(|r| r.kind).collect();
        assert_eq!(
            kinds,
            [
                RecordKind::Unplaced,
                RecordKind::Question,
                RecordKind::Question
            ]
        );
        assert_eq!(&*parsed.records[0].text, "stray text before any node");
        let lonely = &parsed.records[1];
        assert_eq!(
            (lonely.section.as_str(), lonely.title.as_str()),
            ("4.1 Odd Things", "LONELY")
        );
        assert!(lonely.answer.is_none());
        let parts = &parsed.records[2];
        assert_eq!(parts.references, ["Hugh"]);
        assert_eq!(parts.see_also[0].target, "4.1 Odd Things");
        let warnings: Vec<WarningKind> = parsed.warnings.iter().map(|w| w.kind).collect();
        assert_eq!(
            warnings,
            [
                WarningKind::Unplaced,
                WarningKind::Unanswered,
                WarningKind::PartsUnmatched
            ]
        );
        assert_eq!(parsed.warnings[0].line, 1);
    }

    #[test]
    fn hostile_input_does_not_panic() {
        for text in [
            "@",
            "@{",
            "@{\"",
            "@Node",
            "@Node \"",
            "Q:",
            "A;",
            "@{b}Q:@{ub} --",
            "@{b}Q:@{ub} X --\n1)\n@{b}A;@{ub} 1)\n2)",
            "é@{é}é\n@Nodé",
        ] {
            let normalized = normalize_document(text.as_bytes(), FILE);
            let parsed = parse(&normalized, &info());
            assert!(parsed.records.iter().all(|r| !r.text.contains("@{")));
        }
    }
}

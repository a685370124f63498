//! The ruling record: the unit every stage after parsing works on.
//!
//! A record is one ruling a user would cite: a FAQ question with its answer (and
//! each numbered part of a multi-part one), a Glossary paragraph, a Current
//! Rulings entry. Parsers fill the document-level fields; the link stage fills
//! `cards`, `concepts`, resolved `see_also` ids and the supersession fields.

use std::ops::{Deref, Range};
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::date::Date;
use crate::lexicon::Concept;

/// The kind of rules document a record comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    /// The 1996 Decipher FAQ (AmigaGuide).
    Faq,
    /// The First Edition Glossary (or fragments of it).
    Glossary,
    /// The Current Rulings document of The Continuing Committee.
    Rulings,
}

impl Source {
    /// The lowercase name used in ids, JSON and the `--source` filter.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Faq => "faq",
            Source::Glossary => "glossary",
            Source::Rulings => "rulings",
        }
    }

    /// What a person calls a document of this kind ("FAQ", "Current Rulings").
    pub fn label(self) -> &'static str {
        match self {
            Source::Faq => "FAQ",
            Source::Glossary => "Glossary",
            Source::Rulings => "Current Rulings",
        }
    }

    /// Parses a source name as users type it (`faq`, `glossary`, `rulings`).
    pub fn parse(name: &str) -> Option<Source> {
        match name.trim().to_ascii_lowercase().as_str() {
            "faq" => Some(Source::Faq),
            "glossary" => Some(Source::Glossary),
            "rulings" | "current" | "current-rulings" => Some(Source::Rulings),
            _ => None,
        }
    }
}

impl std::fmt::Display for Source {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What shape of passage a record holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RecordKind {
    /// A FAQ question with its whole answer.
    Question,
    /// One numbered part of a multi-part FAQ question, paired with its answer part.
    QuestionPart,
    /// A FAQ entry that is only a cross-reference (`PAUL RICE -- See "..."`).
    CrossReference,
    /// A paragraph (or coherent block) of prose: FAQ Timing, Glossary text.
    Prose,
    /// A Current Rulings entry (a ruling or an instruction against the Glossary).
    Entry,
    /// Front matter: a document's title, date, preamble or notices.
    Preamble,
    /// A passage the parser could not place; kept so nothing is lost.
    Unplaced,
}

/// Whether a record is still the ruling in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// In force.
    #[default]
    Current,
    /// Replaced by a later ruling (see `superseded_by`).
    Superseded,
    /// Kept for reference only (front matter, announcements).
    Historical,
}

impl Status {
    /// The lowercase name used in JSON, the index and the `status:` filter.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Current => "current",
            Status::Superseded => "superseded",
            Status::Historical => "historical",
        }
    }

    /// Parses a status name as users type it.
    pub fn parse(name: &str) -> Option<Status> {
        match name.trim().to_ascii_lowercase().as_str() {
            "current" => Some(Status::Current),
            "superseded" => Some(Status::Superseded),
            "historical" => Some(Status::Historical),
            _ => None,
        }
    }
}

/// What a Current Rulings entry instructs to do to a Glossary entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChangeKind {
    /// Replace an entry, paragraph, sentence, bullet or words.
    Replace,
    /// Delete a paragraph or text.
    Delete,
    /// Add text (to the end of a paragraph, a list, or the entry).
    Add,
    /// Revise a paragraph ("revise the first paragraph as follows").
    Revise,
    /// Change the entry's title.
    Retitle,
}

impl ChangeKind {
    /// The lowercase name used in JSON and tables.
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Replace => "replace",
            ChangeKind::Delete => "delete",
            ChangeKind::Add => "add",
            ChangeKind::Revise => "revise",
            ChangeKind::Retitle => "retitle",
        }
    }
}

/// One instruction of a Current Rulings entry against a Glossary entry.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Instruction {
    /// The kind of change.
    pub change: ChangeKind,
    /// The Glossary entry the instruction targets, as written ("actions - step 1: initiation").
    pub target: String,
    /// What part of the entry, in words: "entry", "4th paragraph", "first sentence",
    /// "paragraphs 3 and 4", "first bullet", "text", "title".
    pub scope: String,
    /// Paragraph numbers (1-based) the instruction names, if any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paragraphs: Vec<u32>,
    /// Sentence number (1-based) the instruction names, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sentence: Option<u32>,
    /// For word replacements and deletions: the words to find.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub old_words: Option<String>,
    /// The new words or text (replacement, addition, new title), when stated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub new_text: Option<String>,
    /// The instruction as written in the document.
    pub wording: String,
}

/// A cross-reference from one record to a title ("See X", link markup to a node).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeeAlso {
    /// The referenced title or node, as written.
    pub target: String,
    /// The id of the record it resolves to, when that is in the corpus.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
}

/// One ruling record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Stable id: the same text gives the same id on every ingest (`faq/3.9/amanda-rogers`).
    pub id: String,
    /// The kind of document.
    pub source: Source,
    /// The manifest file name of the document.
    pub doc: String,
    /// The document's title (from the manifest).
    pub doc_title: String,
    /// The document's date (ISO 8601), when the manifest gives one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub doc_date: Option<Date>,
    /// The document's place in the order of authority (manifest; higher overrides lower).
    #[serde(default)]
    pub authority: i32,
    /// Section within the document ("1.3 The Colon Rule", "General").
    pub section: String,
    /// Topic or entry title.
    pub title: String,
    /// The full plain text (for the FAQ: question and answer), original typography kept.
    /// As parsed, shared with `question` and `answer`, which are parts of it.
    #[serde(deserialize_with = "shared_text")]
    pub text: Arc<str>,
    /// The shape of the passage.
    pub kind: RecordKind,
    /// 1-based line in the normalized document where the passage starts.
    pub line: usize,
    /// For a FAQ question part: its number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<u32>,
    /// For a part: the id of the whole question.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent: Option<String>,
    /// For the FAQ: the question alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<TextPart>,
    /// For the FAQ: the answer alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<TextPart>,
    /// For the Glossary: the paragraph numbers (1-based, in layout order within the
    /// entry) that the record covers; a bulleted list counts as one paragraph.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub paragraphs: Vec<u32>,
    /// True when the title was inferred from content rather than written.
    #[serde(default, skip_serializing_if = "is_false")]
    pub title_inferred: bool,
    /// Current Rulings: marked new or changed (`*`) since the previous document.
    #[serde(default, skip_serializing_if = "is_false")]
    pub changed: bool,
    /// Current Rulings: instructions against Glossary entries, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub instructions: Vec<Instruction>,
    /// Names referenced by markup (AmigaGuide links, `[X](#)` links, bold references).
    #[serde(default)]
    pub references: Vec<String>,
    /// Canonical card titles the ruling concerns.
    #[serde(default)]
    pub cards: Vec<String>,
    /// Game concepts the ruling concerns.
    #[serde(default)]
    pub concepts: Vec<Concept>,
    /// Cross-references.
    #[serde(default)]
    pub see_also: Vec<SeeAlso>,
    /// Whether the ruling is in force.
    #[serde(default)]
    pub status: Status,
    /// Ids of the records that replaced this one.
    #[serde(default)]
    pub superseded_by: Vec<String>,
    /// Ids of the records this one amends or replaces.
    #[serde(default)]
    pub amends: Vec<String>,
}

/// What opens the text of a FAQ question, before the question itself.
const QUESTION_MARK: &str = "Q: ";

/// What opens the answer of a FAQ question, on a line of its own.
const ANSWER_MARK: &str = "A: ";

fn is_false(value: &bool) -> bool {
    !*value
}

impl Record {
    /// A record with the given identity and text and every other field empty.
    pub fn new(source: Source, section: &str, title: &str, text: &str, kind: RecordKind) -> Record {
        Record {
            id: String::new(),
            source,
            doc: String::new(),
            doc_title: String::new(),
            doc_date: None,
            authority: 0,
            section: section.to_string(),
            title: title.to_string(),
            text: Arc::from(text),
            kind,
            line: 0,
            part: None,
            parent: None,
            question: None,
            answer: None,
            paragraphs: Vec::new(),
            title_inferred: false,
            changed: false,
            instructions: Vec::new(),
            references: Vec::new(),
            cards: Vec::new(),
            concepts: Vec::new(),
            see_also: Vec::new(),
            status: Status::Current,
            superseded_by: Vec::new(),
            amends: Vec::new(),
        }
    }

    /// Sets the text of a FAQ question, "Q: question" then "A: answer" on a
    /// line of its own when there is one, with the question and the answer as
    /// parts of it rather than copies.
    pub fn set_question_and_answer(&mut self, question: &str, answer: Option<&str>) {
        let mut text = format!("{QUESTION_MARK}{question}");
        let question_at = QUESTION_MARK.len()..text.len();
        let answer_at = answer.map(|answer| {
            text.push('\n');
            text.push_str(ANSWER_MARK);
            let start = text.len();
            text.push_str(answer);
            start..text.len()
        });
        self.text = Arc::from(text);
        self.question = Some(TextPart::of(&self.text, question_at));
        self.answer = answer_at.map(|range| TextPart::of(&self.text, range));
    }

    /// Where a FAQ question's question ends in its text (what comes before is
    /// asked, not ruled); 0 for a record that asks nothing.
    pub fn question_end(&self) -> usize {
        match &self.question {
            Some(question) if self.text.starts_with(QUESTION_MARK) => {
                QUESTION_MARK.len() + question.len()
            }
            _ => 0,
        }
    }

    /// "FAQ 1.3 The Colon Rule", "First Edition Current Rulings General":
    /// where to find the ruling (answers give the document's date beside it).
    pub fn citation(&self) -> String {
        let doc = self.document_label();
        if self.section.is_empty() {
            doc.to_string()
        } else {
            format!("{doc} {}", self.section)
        }
    }

    /// What a person calls the record's document: the FAQ and the Glossary by
    /// their kind; a rulings document, one of a series, by the title its
    /// manifest entry gives.
    pub fn document_label(&self) -> &str {
        if self.source == Source::Rulings && !self.doc_title.is_empty() {
            &self.doc_title
        } else {
            self.source.label()
        }
    }
}

/// A record whose text is still being written, a passage at a time: the text
/// grows in a `String` (appending to the record's `Arc<str>` would copy it
/// whole each time) and is set on the record when it is closed. Until then,
/// `record.text` is the text it was opened with.
#[derive(Debug)]
pub struct OpenRecord {
    /// The record, every field but its text up to date.
    pub record: Record,
    text: String,
}

impl OpenRecord {
    /// Opens `record` to have text added to it.
    pub fn new(record: Record) -> OpenRecord {
        let text = record.text.to_string();
        OpenRecord { record, text }
    }

    /// Adds `more` to the end of the text, after `separator`.
    pub fn append_text(&mut self, separator: &str, more: &str) {
        self.text.push_str(separator);
        self.text.push_str(more);
    }

    /// The record with all its text.
    pub fn close(mut self) -> Record {
        self.record.text = Arc::from(self.text);
        self.record
    }
}

/// A part of a record's text (a FAQ question or its answer) that shares the
/// text's memory when the parser makes it: at ingest, the FAQ would otherwise
/// be held twice. It reads and is written to JSON as the string it is; read
/// back from JSON, it holds its own copy.
#[derive(Clone)]
pub struct TextPart {
    text: Arc<str>,
    range: Range<usize>,
}

impl TextPart {
    /// The part of `text` at `range` (which must lie on character boundaries).
    pub fn of(text: &Arc<str>, range: Range<usize>) -> TextPart {
        assert!(
            text.get(range.clone()).is_some(),
            "a text part out of its text"
        );
        TextPart {
            text: Arc::clone(text),
            range,
        }
    }
}

impl Deref for TextPart {
    type Target = str;

    fn deref(&self) -> &str {
        &self.text[self.range.clone()]
    }
}

impl PartialEq for TextPart {
    fn eq(&self, other: &TextPart) -> bool {
        **self == **other
    }
}

impl std::fmt::Debug for TextPart {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&**self, f)
    }
}

impl Serialize for TextPart {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self)
    }
}

impl<'de> Deserialize<'de> for TextPart {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TextPart, D::Error> {
        let text = shared_text(deserializer)?;
        let range = 0..text.len();
        Ok(TextPart { text, range })
    }
}

/// A text read into shared memory, copied once from what it is read from.
fn shared_text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Arc<str>, D::Error> {
    struct SharedText;
    impl serde::de::Visitor<'_> for SharedText {
        type Value = Arc<str>;

        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a string")
        }

        fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Arc<str>, E> {
            Ok(Arc::from(text))
        }
    }
    deserializer.deserialize_str(SharedText)
}

/// What a warning is about; its JSON name is in kebab case ("page-header").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WarningKind {
    /// The bytes were not UTF-8 and were decoded as Windows-1252.
    Encoding,
    /// Lines of a page header before the numbered text were left out.
    PageHeader,
    /// A record's id was taken by an earlier record.
    DuplicateId,
    /// The document's own date differs from the manifest's.
    Date,
    /// A passage the parser could not place, kept as a record.
    Unplaced,
    /// A typo in the document's markup, read as meant.
    Typo,
    /// A FAQ question with no answer.
    Unanswered,
    /// A multi-part question whose parts and answers do not pair up.
    PartsUnmatched,
    /// A part of a question with no answer part.
    PartUnanswered,
    /// An answer part with no question part.
    PartUnasked,
    /// A stray line after the text (a trailer), left out.
    Trailer,
    /// A line of the players' vocabulary that gives no term or no word, left out.
    Vocabulary,
}

/// Something a stage noticed and the user should know about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Warning {
    /// The document (manifest file name).
    pub doc: String,
    /// 1-based line, when known (0 when not).
    pub line: usize,
    /// What kind of thing it noticed.
    pub kind: WarningKind,
    /// What happened, for a person.
    pub message: String,
}

impl Warning {
    /// A warning about `doc` at `line`.
    pub fn new(doc: &str, line: usize, kind: WarningKind, message: impl Into<String>) -> Warning {
        Warning {
            doc: doc.to_string(),
            line,
            kind,
            message: message.into(),
        }
    }
}

impl std::fmt::Display for Warning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.line > 0 {
            write!(f, "{}:{}: {}", self.doc, self.line, self.message)
        } else {
            write!(f, "{}: {}", self.doc, self.message)
        }
    }
}

/// Records made by hand for the tests of other modules.
#[cfg(test)]
pub(crate) mod test_records {
    use super::{Record, RecordKind, Source};

    /// A FAQ question under `title`, filed in "3.9 Interrupts", holding `text`.
    pub(crate) fn faq(title: &str, text: &str) -> Record {
        Record::new(
            Source::Faq,
            "3.9 Interrupts",
            title,
            text,
            RecordKind::Question,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn question_and_answer_are_parts_of_the_text_and_read_back_as_written() {
        let mut record = Record::new(Source::Faq, "1.3", "Q’s Tent", "", RecordKind::Question);
        record.set_question_and_answer("Can Q’s Tent …?", Some("Yes.\nTwice."));
        assert_eq!(&*record.text, "Q: Can Q’s Tent …?\nA: Yes.\nTwice.");
        assert_eq!(record.question.as_deref(), Some("Can Q’s Tent …?"));
        assert_eq!(record.answer.as_deref(), Some("Yes.\nTwice."));
        assert_eq!(&record.text[..record.question_end()], "Q: Can Q’s Tent …?");
        let json = serde_json::to_string(&record).unwrap();
        assert!(json.contains(r#""question":"Can Q’s Tent …?","answer":"Yes.\nTwice.""#));
        assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), record);

        record.set_question_and_answer("Unanswered?", None);
        assert_eq!(&*record.text, "Q: Unanswered?");
        assert_eq!(record.answer, None);
        assert_eq!(record.question_end(), record.text.len());
        let told = Record::new(
            Source::Glossary,
            "",
            "Q: not asked",
            "Q: x",
            RecordKind::Prose,
        );
        assert_eq!(told.question_end(), 0);
    }

    #[test]
    fn an_open_record_keeps_what_was_there_and_gets_what_is_added() {
        let record = Record::new(Source::Rulings, "", "Entry", "First.", RecordKind::Entry);
        let mut open = OpenRecord::new(record);
        open.append_text("\n\n", "Second.");
        open.append_text("\n\n", "Third.");
        open.record.changed = true;
        let record = open.close();
        assert_eq!(&*record.text, "First.\n\nSecond.\n\nThird.");
        assert!(record.changed);
    }

    #[test]
    fn a_rulings_record_is_cited_by_its_documents_title() {
        let mut record = Record::new(Source::Rulings, "General", "x", "y", RecordKind::Entry);
        assert_eq!(record.citation(), "Current Rulings General");
        record.doc_title = "Current Rulings 2019".to_string();
        assert_eq!(record.citation(), "Current Rulings 2019 General");
        let mut faq = Record::new(
            Source::Faq,
            "3.9 Interrupts",
            "x",
            "y",
            RecordKind::Question,
        );
        faq.doc_title = "Official FAQ".to_string();
        assert_eq!(faq.citation(), "FAQ 3.9 Interrupts");
    }
}

//! Robustness, as properties: arbitrary bytes never make a parser or the query
//! parser panic, every word of a document's text ends up in some record or
//! in a reported warning, and no query to `search`, `card` or `respond` on the
//! real index panics, however its letters fold.

use std::sync::OnceLock;

use proptest::prelude::*;
use rulings::corpus::{Corpus, DocumentInfo, Kind};
use rulings::date::Date;
use rulings::index::{self, Index};
use rulings::ingest::ingest;
use rulings::normalize::normalize_document;
use rulings::parse::parse_document;
use rulings::query::card::card;
use rulings::query::parse::parse_query;
use rulings::query::respond::{respond, split_question};
use rulings::query::search::{search, SearchOptions};
use rulings::query::view::View;
use rulings::render::{json, table, Style};
use tempfile::TempDir;

fn info(kind: Kind) -> DocumentInfo {
    DocumentInfo {
        file: "fuzz.txt".into(),
        kind,
        title: "fuzz".into(),
        issuer: "test".into(),
        date: Date::parse("2000-01-01"),
        version: None,
        authority: 1,
    }
}

/// Cases per property: 300, or `PROPTEST_CASES` for a longer run.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300)
}

const KINDS: [Kind; 3] = [Kind::Faq, Kind::Glossary, Kind::Rulings];

/// Lines of the real documents, to build inputs that look like the real thing.
fn real_lines() -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let mut lines = Vec::new();
    for file in [
        "faq-1996-05-14.txt",
        "current-rulings-2017-12-04.txt",
        "glossary-passages.txt",
        "glossary-actions-part-2.txt",
    ] {
        let bytes = std::fs::read(dir.join(file)).expect("corpus file");
        lines.extend(String::from_utf8_lossy(&bytes).lines().map(str::to_string));
    }
    lines
}

/// Words (runs of letters and digits) of a text.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// AmigaGuide commands and node lines carry no text of their own.
fn without_markup(text: &str) -> String {
    // A link may have lost its `@` (`{"Dathon's" link DATHON}`).
    let link =
        regex::Regex::new(r#"@\{"([^"}]*)"?[^}]*\}|\{"([^"{}]*)"\s+(?i:a?link)\s[^}]*\}"#).unwrap();
    let command = regex::Regex::new(r"@\{[^}]*\}|@\{").unwrap();
    let kept = link.replace_all(text, "$1$2");
    let kept = command.replace_all(&kept, " ");
    kept.lines()
        .filter(|line| !line.trim_start().starts_with('@'))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every word of the normalized text is in some record (title, text) or warning.
fn nothing_lost(bytes: &[u8], kind: Kind) -> Result<(), TestCaseError> {
    let normalized = normalize_document(bytes, "fuzz.txt");
    let Ok(parsed) = parse_document(&normalized, &info(kind)) else {
        return Ok(());
    };
    let mut kept_text = String::new();
    for record in &parsed.records {
        kept_text.push_str(&record.title);
        kept_text.push(' ');
        kept_text.push_str(&record.text);
        kept_text.push(' ');
        kept_text.push_str(&record.section);
        kept_text.push(' ');
    }
    for warning in parsed.warnings.iter().chain(normalized.warnings.iter()) {
        kept_text.push_str(&warning.message);
        kept_text.push(' ');
    }
    // A word the parser rejoined across a line break counts whole or in parts.
    let mut kept: std::collections::HashSet<String> = words(&kept_text).into_iter().collect();
    kept.extend(words(&kept_text.replace('-', "")));
    let source = if kind == Kind::Faq {
        without_markup(&normalized.text)
    } else {
        normalized.text.clone()
    };
    // The FAQ parser rejoins a word hyphenated across a line break ("re-\nquired").
    let rejoined = regex::Regex::new(r"(\w)-\n\s*([a-z])").unwrap();
    let source = if kind == Kind::Faq {
        rejoined.replace_all(&source, "$1$2").into_owned()
    } else {
        source
    };
    for word in words(&source) {
        prop_assert!(
            kept.contains(&word),
            "{kind:?}: the word {word:?} of the input is in no record or warning"
        );
    }
    Ok(())
}

/// The shipped corpus with a card list of titles outside ASCII (as a user's
/// `cards.tsv` may hold), indexed once in process for the query properties.
fn shipped_index() -> &'static Index {
    static INDEX: OnceLock<(TempDir, Index)> = OnceLock::new();
    let (_, index) = INDEX.get_or_init(|| {
        let dir = TempDir::new().expect("temp dir");
        let corpus_dir = dir.path().join("corpus");
        std::fs::create_dir(&corpus_dir).expect("corpus dir");
        for entry in std::fs::read_dir(crate::util::corpus_dir()).expect("shipped corpus") {
            let path = entry.expect("corpus entry").path();
            std::fs::copy(&path, corpus_dir.join(path.file_name().unwrap())).expect("copy");
        }
        let mut list = String::from("title\ttype\tset\n");
        for title in AWKWARD_TITLES {
            list.push_str(&format!("{title}\tEvent\tX\n"));
        }
        std::fs::write(corpus_dir.join("cards.tsv"), list).expect("card list");
        let corpus = Corpus::from_dir(&corpus_dir).expect("corpus");
        let index =
            index::build(&dir.path().join("index"), ingest(&corpus), &corpus).expect("build index");
        (dir, index)
    });
    index
}

/// Card titles a user's list may hold, built of the letters below.
const AWKWARD_TITLES: &[&str] = &[
    "Séance Élite",
    "İstanbul Station",
    "Straße ßar",
    "ﬁnal Σigma",
    "Ωμέγα Ψυχή",
    "ǅemal’s Gambit",
    "東京 Station",
    "🖖 Salute",
];

/// Letters whose lower case is longer or shorter than they are, combining
/// marks, ligatures and curly quotes: where an offset found in folded text,
/// used on the text as typed, would cut a character in two.
const AWKWARD: &[&str] = &[
    "İ", "ẞ", "ß", "ﬁ", "Σ", "ς", "Ω", "é", "e\u{301}", "ǅ", "’", "“", "—", "…", "🖖", "\u{200b}",
    "Kİ",
];

/// A query piece: a word of the real documents (so card names and cues
/// appear), an awkward letter, or arbitrary printable text.
fn piece() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => any::<prop::sample::Index>().prop_map(|i| {
            static WORDS: OnceLock<Vec<String>> = OnceLock::new();
            let words = WORDS.get_or_init(|| {
                real_lines().iter().flat_map(|l| l.split_whitespace().map(str::to_string).collect::<Vec<_>>()).collect()
            });
            words[i.index(words.len())].clone()
        }),
        2 => prop::sample::select(AWKWARD).prop_map(str::to_string),
        1 => "\\PC{0,8}",
    ]
}

/// Pieces joined, sometimes with no space, sometimes upper-cased.
fn query() -> impl Strategy<Value = String> {
    (
        proptest::collection::vec((piece(), any::<bool>()), 0..8),
        any::<bool>(),
    )
        .prop_map(|(pieces, upper)| {
            let text: String = pieces
                .iter()
                .map(|(p, spaced)| if *spaced { format!("{p} ") } else { p.clone() })
                .collect();
            if upper {
                text.to_uppercase()
            } else {
                text
            }
        })
}

/// Runs `search`, `card` and `respond` on the real index and renders what
/// they answer, in colour at a narrow width and as JSON; an error is an
/// answer, a panic is not.
fn ask_everything(first: &str, second: &str) {
    let view = View::whole(shipped_index());
    let narrow = Style {
        color: true,
        width: 30,
    };
    if let Ok(answer) = search(&view, &SearchOptions::first(first, 10)) {
        table::search(&answer, narrow);
        json::pretty(&answer);
    }
    let filtered = SearchOptions {
        card: Some(second.to_string()),
        ..SearchOptions::first(first, 10)
    };
    if let Ok(answer) = search(&view, &filtered) {
        table::search(&answer, narrow);
        json::pretty(&answer);
    }
    if let Ok(answer) = card(&view, first) {
        table::card(&answer, narrow);
        json::pretty(&answer);
    }
    if let Ok(answer) = respond(&view, first, second) {
        table::respond(&answer, narrow);
        json::pretty(&answer);
    }
    let question = format!("can {first} respond to {second}?");
    if let Ok((actor, action)) = split_question(&question) {
        if let Ok(answer) = respond(&view, &actor, &action) {
            table::respond(&answer, narrow);
            json::pretty(&answer);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn no_query_panics_on_the_real_index(first in query(), second in query()) {
        ask_everything(&first, &second);
    }

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..3000), kind in 0usize..3) {
        let normalized = normalize_document(&bytes, "fuzz.txt");
        let _ = parse_document(&normalized, &info(KINDS[kind]));
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,2000}", kind in 0usize..3) {
        let normalized = normalize_document(text.as_bytes(), "fuzz.txt");
        let _ = parse_document(&normalized, &info(KINDS[kind]));
    }

    #[test]
    fn shuffled_real_lines_lose_nothing(picks in proptest::collection::vec(any::<prop::sample::Index>(), 1..60), kind in 0usize..3) {
        let lines = real_lines();
        let text: Vec<&str> = picks.iter().map(|i| lines[i.index(lines.len())].as_str()).collect();
        nothing_lost(text.join("\n").as_bytes(), KINDS[kind])?;
    }

    #[test]
    fn queries_never_panic(query in "\\PC{0,200}") {
        let parsed = parse_query(&query);
        prop_assert!(parsed.words.len() <= query.len());
    }
}

#[test]
fn the_real_documents_lose_nothing() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    for (file, kind) in [
        ("faq-1996-05-14.txt", Kind::Faq),
        ("current-rulings-2017-12-04.txt", Kind::Rulings),
        ("glossary-actions-part-1.txt", Kind::Glossary),
        ("glossary-actions-part-2.txt", Kind::Glossary),
        ("glossary-passages.txt", Kind::Glossary),
    ] {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        nothing_lost(&bytes, kind).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
}

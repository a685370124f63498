//! A scale corpus for benchmarks: N copies of a corpus as distinct documents.
//!
//! Copy 0 is the corpus as it is; in copy k every capitalized word (card titles,
//! topics, entry titles) gets a suffix of its own, so each copy adds new terms,
//! new cards and new colon-rule groups rather than repeating postings. Words the
//! parsers read as document structure (AmigaGuide commands, part and section
//! headers, the date of issue) stay as they are, so every copy parses into as
//! many records as the original.

use std::fs;
use std::path::Path;

use serde_json::json;

use crate::corpus::{Corpus, MANIFEST};
use crate::error::{Error, Result};
use crate::normalize::normalize_document;

/// Refuses to write into `out` when it holds anything: its manifest and files
/// would be replaced (a user's corpus, or the shipped one).
fn refuse_unless_empty(out: &Path) -> Result<()> {
    let mut entries = match fs::read_dir(out) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(Error::io(out, e)),
    };
    if entries.next().is_none() {
        return Ok(());
    }
    Err(Error::Refused {
        path: out.to_path_buf(),
        reason: "not empty; a scale corpus is written into a new or empty directory \
                 (it would replace the files and manifest there): choose another \
                 directory, or remove this one first"
            .to_string(),
    })
}

/// Writes `times` copies of `corpus` (with a manifest) into `out`, which must be
/// empty or absent. Returns the total bytes of the documents written.
pub fn write_scaled(corpus: &Corpus, times: usize, out: &Path) -> Result<u64> {
    refuse_unless_empty(out)?;
    fs::create_dir_all(out).map_err(|e| Error::io(out, e))?;
    let mut entries = Vec::new();
    let mut total = 0u64;
    for copy in 0..times {
        for document in &corpus.documents {
            let file = format!("copy{copy:04}-{}", document.info.file);
            let text = String::from_utf8(document.bytes.clone())
                .unwrap_or_else(|_| normalize_document(&document.bytes, &document.info.file).text);
            let varied = if copy == 0 { text } else { vary(&text, copy) };
            total += varied.len() as u64;
            let path = out.join(&file);
            fs::write(&path, varied).map_err(|e| Error::io(&path, e))?;
            entries.push(json!({
                "file": file,
                "kind": document.info.kind.as_str(),
                "title": format!("{} (copy {copy})", document.info.title),
                "issuer": document.info.issuer,
                "date": document.info.date,
                "version": document.info.version,
                "authority": document.info.authority,
            }));
        }
    }
    let manifest = serde_json::to_string_pretty(&json!({ "documents": entries }))
        .map_err(|e| Error::index(out, e))?;
    let path = out.join(MANIFEST);
    fs::write(&path, manifest).map_err(|e| Error::io(&path, e))?;
    Ok(total)
}

/// The suffix of copy `k`: letters only, so it joins the word it follows.
fn suffix(copy: usize) -> String {
    let mut n = copy;
    let mut out = String::new();
    loop {
        out.push(char::from(b'a' + (n % 26) as u8));
        n /= 26;
        if n == 0 {
            break;
        }
    }
    format!("x{out}")
}

/// Words the parsers read as structure: the Glossary's `(Part N of ...)`, the
/// Current Rulings' `RULINGS – ...` sections and its dated header.
const STRUCTURE: &[&str] = &[
    "Part",
    "RULINGS",
    "Current",
    "Rulings",
    "Document",
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// Appends the copy's suffix to every capitalized word of three letters or more
/// (in upper case after an upper-case word), except AmigaGuide commands (a word
/// after `@`) and [`STRUCTURE`] words.
fn vary(text: &str, copy: usize) -> String {
    let tail = suffix(copy);
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphabetic() {
            word.push(c);
            continue;
        }
        flush(&mut word, &tail, &mut out);
        out.push(c);
    }
    flush(&mut word, &tail, &mut out);
    out
}

fn flush(word: &mut String, tail: &str, out: &mut String) {
    let command = out.ends_with('@');
    out.push_str(word);
    let capital = word.chars().next().is_some_and(char::is_uppercase);
    let structure = command || STRUCTURE.contains(&word.as_str());
    if capital && !structure && word.chars().count() >= 3 {
        if word.chars().all(char::is_uppercase) {
            out.push_str(&tail.to_uppercase());
        } else {
            out.push_str(tail);
        }
    }
    word.clear();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copies_get_their_own_names() {
        assert_eq!(
            vary("Amanda Rogers and AMANDA ROGERS -- Q", 1),
            "Amandaxb Rogersxb and AMANDAXB ROGERSXB -- Q"
        );
        assert_ne!(suffix(1), suffix(27));
    }

    #[test]
    fn structure_words_stay_as_they_are() {
        assert_eq!(
            vary("@Node Main \"Faq\" (Part 1 of Actions)", 1),
            "@Node Mainxb \"Faqxb\" (Part 1 of Actionsxb)"
        );
    }
}

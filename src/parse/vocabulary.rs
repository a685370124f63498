//! The players' vocabulary, `vocabulary.tsv`: one documents' term a line, a
//! tab, then the words players use for it, separated by `;` ("outpost\tbase;
//! bases"). Either side may be several words ("away team\tlanding party").
//! `#` starts a comment line; a line that gives no term or no players' word is
//! left out and reported.

use serde::{Deserialize, Serialize};

use crate::record::{Warning, WarningKind};

/// A documents' term and the words players use for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The term as the documents write it ("away team").
    pub term: String,
    /// The players' words for it, as the file writes them ("AT", "landing party").
    pub words: Vec<String>,
}

/// The entries of a `vocabulary.tsv`, in the file's order, and a warning for
/// each line left out; `file` names the file in the warnings.
pub fn parse(tsv: &str, file: &str) -> (Vec<Entry>, Vec<Warning>) {
    let mut entries = Vec::new();
    let mut warnings = Vec::new();
    for (number, line) in tsv.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match entry(line) {
            Some(entry) => entries.push(entry),
            None => warnings.push(Warning::new(
                file,
                number + 1,
                WarningKind::Vocabulary,
                format!(
                    "left out {line:?}: a line is the documents' term, a tab, then the \
                     players' words for it separated by \";\""
                ),
            )),
        }
    }
    (entries, warnings)
}

/// The entry of one line, if it has a term and at least one players' word.
fn entry(line: &str) -> Option<Entry> {
    let (term, words) = line.split_once('\t')?;
    let term = term.trim();
    let words: Vec<String> = words
        .split(';')
        .map(str::trim)
        .filter(|word| !word.is_empty() && !word.eq_ignore_ascii_case(term))
        .map(str::to_string)
        .collect();
    if term.is_empty() || words.is_empty() {
        return None;
    }
    Some(Entry {
        term: term.to_string(),
        words,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_gives_the_term_and_the_players_words() {
        let (entries, warnings) = parse(
            "# comment\n\naway team\tAT; landing party ;\noutpost\tbase\n",
            "vocabulary.tsv",
        );
        assert!(warnings.is_empty());
        assert_eq!(
            entries,
            [
                Entry {
                    term: "away team".to_string(),
                    words: vec!["AT".to_string(), "landing party".to_string()],
                },
                Entry {
                    term: "outpost".to_string(),
                    words: vec!["base".to_string()],
                },
            ]
        );
    }

    #[test]
    fn a_line_without_a_players_word_is_reported_with_its_number() {
        let (entries, warnings) = parse("outpost\tbase\nbattle\n\tfight\nship\t;\n", "v.tsv");
        assert_eq!(entries.len(), 1);
        let lines: Vec<usize> = warnings.iter().map(|w| w.line).collect();
        assert_eq!(lines, [2, 3, 4]);
        assert!(warnings[0].message.contains("\"battle\""));
        assert!(warnings.iter().all(|w| w.doc == "v.tsv"));
    }
}

//! Rendering answers for people (tables, highlighted passages) and for machines
//! (JSON). Query code returns typed answers; only the binary writes them out.

pub mod diff;
pub mod html;
pub mod json;
pub mod table;
pub mod words;

use crate::analyze::has_any_term;
use crate::normalize::collapse_spaces;

/// How output for a person looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    /// Use ANSI colour (only ever on a terminal; never under NO_COLOR).
    pub color: bool,
    /// Width of tables, in columns.
    pub width: u16,
}

impl Style {
    /// Plain output, as for a pipe or a file.
    pub fn plain() -> Style {
        Style {
            color: false,
            width: 100,
        }
    }
}

/// `count` with the noun in the number it takes: "1 ruling", "3 rulings".
pub fn counted(count: usize, one: &str, many: &str) -> String {
    let noun = if count == 1 { one } else { many };
    format!("{count} {noun}")
}

const HIGHLIGHT_ON: &str = "\x1b[1;33m";
const HIGHLIGHT_OFF: &str = "\x1b[0m";
const DIM_ON: &str = "\x1b[2m";

/// Marks the words of `text` whose analyzed form is one of `terms` (bold yellow);
/// returns `text` unchanged when colour is off.
pub fn highlight(text: &str, terms: &[String], style: Style) -> String {
    if !style.color || terms.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 16);
    for (piece, marked) in marked_words(text, terms) {
        if marked {
            out.push_str(HIGHLIGHT_ON);
            out.push_str(piece);
            out.push_str(HIGHLIGHT_OFF);
        } else {
            out.push_str(piece);
        }
    }
    out
}

/// `text` cut into runs, each marked true when it is a word whose analyzed
/// form is one of `terms` (the query's words, for highlighting), in order.
pub fn marked_words<'t>(text: &'t str, terms: &[String]) -> Vec<(&'t str, bool)> {
    let mut matcher = Matcher::new(terms);
    let mut runs = Vec::new();
    let mut plain_from = 0;
    let mut word_from = None;
    let is_word_char = |c: char| c.is_alphanumeric() || c == '\'' || c == '’';
    let ends = text.char_indices().map(|(at, c)| (at, Some(c)));
    for (at, c) in ends.chain(std::iter::once((text.len(), None))) {
        match (word_from, c.is_some_and(is_word_char)) {
            (None, true) => word_from = Some(at),
            (Some(from), false) => {
                word_from = None;
                if matcher.is_term(&text[from..at]) {
                    if plain_from < from {
                        runs.push((&text[plain_from..from], false));
                    }
                    runs.push((&text[from..at], true));
                    plain_from = at;
                }
            }
            _ => {}
        }
    }
    if plain_from < text.len() {
        runs.push((&text[plain_from..], false));
    }
    runs
}

/// Tells the words whose analyzed form is one of some terms, analyzing each
/// distinct word once, and only a word that may be one. Analysis cuts a word
/// at what is not a letter or digit, then folds case and accents and stems
/// endings, but never changes an ASCII first letter: a word none of whose
/// runs of letters and digits starts with a non-ASCII letter or a term's first
/// letter gives none of the terms.
struct Matcher<'q> {
    terms: &'q [String],
    /// The first byte of each term.
    initials: Vec<u8>,
    /// The words analyzed so far, and whether each is a term.
    known: Vec<(String, bool)>,
}

impl<'q> Matcher<'q> {
    fn new(terms: &'q [String]) -> Matcher<'q> {
        Matcher {
            terms,
            initials: terms.iter().filter_map(|t| t.bytes().next()).collect(),
            known: Vec::new(),
        }
    }

    /// True when `word` analyzes to one of the terms.
    fn is_term(&mut self, word: &str) -> bool {
        let mut after_alphanumeric = false;
        let may_be = word.chars().any(|c| {
            let initial = c.is_alphanumeric() && !after_alphanumeric;
            after_alphanumeric = c.is_alphanumeric();
            initial && (!c.is_ascii() || self.initials.contains(&(c.to_ascii_lowercase() as u8)))
        });
        if !may_be {
            return false;
        }
        if let Some((_, answer)) = self.known.iter().find(|(seen, _)| seen == word) {
            return *answer;
        }
        let answer = has_any_term(word, self.terms);
        self.known.push((word.to_string(), answer));
        answer
    }
}

/// Dims a line (for notes such as "superseded by ...") when colour is on.
pub fn dim(text: &str, style: Style) -> String {
    if style.color {
        format!("{DIM_ON}{text}{HIGHLIGHT_OFF}")
    } else {
        text.to_string()
    }
}

/// A window of at most `max` characters of `text`, around the first word that
/// matches `terms`, with "…" where text was cut.
pub fn excerpt(text: &str, terms: &[String], max: usize) -> String {
    let text = collapse_spaces(text);
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= max {
        return text;
    }
    let first_match = first_matching_char(&text, terms).unwrap_or(0);
    let start = first_match.saturating_sub(max / 4);
    let start = snap_to_word(&chars, start);
    let end = (start + max).min(chars.len());
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(chars[start..end].iter());
    if end < chars.len() {
        out.push('…');
    }
    out
}

/// The char index of the first word of `text` matching `terms`.
fn first_matching_char(text: &str, terms: &[String]) -> Option<usize> {
    if terms.is_empty() {
        return None;
    }
    let mut matcher = Matcher::new(terms);
    let mut index = 0;
    for word in text.split(' ') {
        if matcher.is_term(word) {
            return Some(index);
        }
        index += word.chars().count() + 1;
    }
    None
}

fn snap_to_word(chars: &[char], start: usize) -> usize {
    if start == 0 {
        return 0;
    }
    let mut i = start;
    while i > 0 && !chars[i - 1].is_whitespace() {
        i -= 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn highlights_only_with_colour() {
        let terms = vec!["tent".to_string()];
        let style = Style {
            color: true,
            width: 80,
        };
        assert_eq!(
            highlight("Q’s Tents", &terms, style),
            format!("Q’s {HIGHLIGHT_ON}Tents{HIGHLIGHT_OFF}")
        );
        assert_eq!(highlight("Q’s Tents", &terms, Style::plain()), "Q’s Tents");
    }

    #[test]
    fn marks_the_matching_words_and_keeps_the_rest() {
        let terms = vec!["tent".to_string()];
        assert_eq!(
            marked_words("Q’s Tents, tent.", &terms),
            vec![
                ("Q’s ", false),
                ("Tents", true),
                (", ", false),
                ("tent", true),
                (".", false)
            ]
        );
        assert_eq!(marked_words("no match", &terms), vec![("no match", false)]);
        assert!(marked_words("", &terms).is_empty());
        assert_eq!(
            marked_words("Ítem", &["item".to_string()]),
            vec![("Ítem", true)]
        );
    }

    #[test]
    fn excerpts_find_a_term_inside_a_joined_word() {
        let text = format!(
            "{} non-Tents {}",
            "filler ".repeat(100),
            "more ".repeat(100)
        );
        let cut = excerpt(&text, &["tent".to_string()], 60);
        assert!(cut.contains("non-Tents"), "{cut}");
    }

    #[test]
    fn excerpts_centre_on_the_match() {
        let text = format!(
            "{} Hugh responds here {}",
            "filler ".repeat(100),
            "more ".repeat(100)
        );
        let cut = excerpt(&text, &["hugh".to_string()], 60);
        assert!(cut.starts_with('…') && cut.ends_with('…'));
        assert!(cut.contains("Hugh"));
        assert_eq!(excerpt("short text", &[], 60), "short text");
    }
}

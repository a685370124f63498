//! A word-level diff of an old and a new text, for `rulings superseded`.

use crate::normalize::straighten;

/// One run of words in a diff.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Words in both texts.
    Same(String),
    /// Words only in the old text.
    Removed(String),
    /// Words only in the new text.
    Added(String),
}

/// The word diff of `old` against `new` (longest common subsequence of words).
/// Words that differ only in typography (curly or straight quotes, dashes) are
/// the same word, shown as the new text has it.
pub fn word_diff(old: &str, new: &str) -> Vec<Piece> {
    let a: Vec<&str> = old.split_whitespace().collect();
    let b: Vec<&str> = new.split_whitespace().collect();
    let a_keys: Vec<String> = a.iter().map(|word| straighten(word)).collect();
    let b_keys: Vec<String> = b.iter().map(|word| straighten(word)).collect();
    let same = |i: usize, j: usize| a_keys[i] == b_keys[j];
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if same(i, j) {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut pieces: Vec<Piece> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && same(i, j) {
            push(&mut pieces, Piece::Same(b[j].to_string()));
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            push(&mut pieces, Piece::Removed(a[i].to_string()));
            i += 1;
        } else {
            push(&mut pieces, Piece::Added(b[j].to_string()));
            j += 1;
        }
    }
    pieces
}

/// Appends a word, merging it with the previous piece of the same kind.
fn push(pieces: &mut Vec<Piece>, piece: Piece) {
    match (pieces.last_mut(), piece) {
        (Some(Piece::Same(text)), Piece::Same(word))
        | (Some(Piece::Removed(text)), Piece::Removed(word))
        | (Some(Piece::Added(text)), Piece::Added(word)) => {
            text.push(' ');
            text.push_str(&word);
        }
        (_, piece) => pieces.push(piece),
    }
}

/// The diff as one line: removed words red and struck through, added green on a
/// terminal; `[-removed-]` and `{+added+}` otherwise.
pub fn render(pieces: &[Piece], color: bool) -> String {
    pieces
        .iter()
        .map(|piece| match (piece, color) {
            (Piece::Same(text), _) => text.clone(),
            (Piece::Removed(text), true) => format!("\x1b[9;31m{text}\x1b[0m"),
            (Piece::Added(text), true) => format!("\x1b[32m{text}\x1b[0m"),
            (Piece::Removed(text), false) => format!("[-{text}-]"),
            (Piece::Added(text), false) => format!("{{+{text}+}}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_and_dashes_alone_are_no_change() {
        let pieces = word_diff(
            "has been “just encountered” – once",
            "has been \"just encountered\" - once",
        );
        assert_eq!(
            pieces,
            vec![Piece::Same(
                "has been \"just encountered\" - once".to_string()
            )]
        );
    }

    #[test]
    fn words_added_and_removed() {
        let pieces = word_diff("a dilemma is overcome", "a dilemma is not overcome");
        assert_eq!(render(&pieces, false), "a dilemma is {+not+} overcome");
        let pieces = word_diff(
            "affiliation/species",
            "affiliation, species or characteristic.",
        );
        assert_eq!(
            render(&pieces, false),
            "[-affiliation/species-] {+affiliation, species or characteristic.+}"
        );
    }

    #[test]
    fn empty_sides() {
        assert_eq!(render(&word_diff("", "new"), false), "{+new+}");
        assert_eq!(render(&word_diff("old", ""), false), "[-old-]");
        assert!(word_diff("", "").is_empty());
    }
}

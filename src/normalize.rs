//! Normalization shared by every parser.
//!
//! Raw document bytes become clean text: UTF-8 (bytes that are not are decoded as
//! Windows-1252, with a warning), `\n` line ends, ordinary spaces for U+00A0 and the
//! other odd spaces, and no web-page line-number prefixes (`  352. `). Stored text
//! keeps its typography; [`fold`] gives the matching form in which curly quotes,
//! apostrophes and dashes compare equal to straight ones.

use crate::record::{Warning, WarningKind};

/// A document's text after normalization, with what was noticed on the way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Normalized {
    /// The clean text.
    pub text: String,
    /// The line number (1-based, in the document as received) of each line of `text`.
    /// When line-number prefixes were stripped these are the document's own numbers.
    pub line_numbers: Vec<usize>,
    /// Warnings about the bytes (encoding, dropped page header).
    pub warnings: Vec<Warning>,
}

impl Normalized {
    /// The source line number of the 0-based line `index` of `text`.
    pub fn source_line(&self, index: usize) -> usize {
        self.line_numbers.get(index).copied().unwrap_or(index + 1)
    }
}

/// Decodes, cleans and strips line-number prefixes from a document's bytes.
pub fn normalize_document(bytes: &[u8], doc: &str) -> Normalized {
    let mut warnings = Vec::new();
    let decoded = decode(bytes);
    if decoded.windows_1252 {
        warnings.push(Warning::new(
            doc,
            0,
            WarningKind::Encoding,
            "not valid UTF-8; decoded as Windows-1252",
        ));
    }
    let cleaned = clean_text(&decoded.text);
    match strip_line_numbers(&cleaned) {
        Some(stripped) => {
            if !stripped.header.is_empty() {
                warnings.push(Warning::new(
                    doc,
                    1,
                    WarningKind::PageHeader,
                    format!(
                        "ignored {} line(s) of page header before the numbered text: {:?}",
                        stripped.header.len(),
                        stripped.header.join(" / ")
                    ),
                ));
            }
            Normalized {
                text: stripped.text,
                line_numbers: stripped.line_numbers,
                warnings,
            }
        }
        None => {
            let count = cleaned.lines().count();
            Normalized {
                text: cleaned,
                line_numbers: (1..=count).collect(),
                warnings,
            }
        }
    }
}

/// Text decoded from bytes, and whether the Windows-1252 fallback was used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The decoded text (a leading byte-order mark removed).
    pub text: String,
    /// True when the bytes were not UTF-8 and were read as Windows-1252.
    pub windows_1252: bool,
}

/// Decodes bytes as UTF-8, or as Windows-1252 when they are not valid UTF-8.
pub fn decode(bytes: &[u8]) -> Decoded {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Decoded {
            text: text.to_string(),
            windows_1252: false,
        },
        Err(_) => Decoded {
            text: bytes.iter().map(|&b| windows_1252_char(b)).collect(),
            windows_1252: true,
        },
    }
}

/// The character a Windows-1252 byte stands for (undefined bytes map to their Latin-1 code point).
fn windows_1252_char(byte: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match byte {
        0x80..=0x9F => HIGH[usize::from(byte - 0x80)],
        _ => char::from(byte),
    }
}

/// True for the space characters that should read as an ordinary space.
fn is_odd_space(c: char) -> bool {
    matches!(
        c,
        '\u{00A0}' | '\u{1680}' | '\u{2000}'..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// True for invisible characters that carry nothing a reader sees.
fn is_invisible(c: char) -> bool {
    matches!(
        c,
        '\u{200B}' | '\u{200C}' | '\u{200D}' | '\u{2060}' | '\u{FEFF}'
    )
}

/// Line ends to `\n`, odd spaces to ' ', invisible characters removed.
pub fn clean_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                if chars.peek() != Some(&'\n') {
                    out.push('\n');
                }
            }
            c if is_odd_space(c) => out.push(' '),
            c if is_invisible(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// Text with its line-number prefixes removed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stripped {
    /// The text without prefixes.
    pub text: String,
    /// The number each line carried.
    pub line_numbers: Vec<usize>,
    /// Unnumbered lines before line 1 (a saved web page's header), dropped.
    pub header: Vec<String>,
}

/// Splits `"  352. text"` into `(352, "text")`.
fn line_number_prefix(line: &str) -> Option<(usize, &str)> {
    let trimmed = line.trim_start();
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 7 {
        return None;
    }
    let rest = trimmed[digits..].strip_prefix('.')?;
    if !(rest.is_empty() || rest.starts_with(' ')) {
        return None;
    }
    let number = trimmed[..digits].parse().ok()?;
    Some((number, rest.strip_prefix(' ').unwrap_or(rest)))
}

/// Removes web-page line-number prefixes when the text carries them.
///
/// The text qualifies when it has a line numbered 1 and at least 90% of the lines
/// from there on carry the next number in sequence. Lines that break the sequence
/// are kept as they are; unnumbered lines before line 1 are returned as `header`.
pub fn strip_line_numbers(text: &str) -> Option<Stripped> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|line| matches!(line_number_prefix(line), Some((1, _))))?;
    let body = &lines[start..];
    let mut expected = 1;
    let mut in_sequence = 0;
    for line in body {
        if let Some((number, _)) = line_number_prefix(line) {
            if number == expected {
                in_sequence += 1;
                expected += 1;
            }
        }
    }
    let numbered_enough = in_sequence >= 3 && in_sequence * 10 >= body.len() * 9;
    if !numbered_enough {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut line_numbers = Vec::with_capacity(body.len());
    let mut expected = 1;
    for line in body {
        match line_number_prefix(line) {
            Some((number, rest)) if number == expected => {
                out.push_str(rest);
                line_numbers.push(number);
                expected += 1;
            }
            _ => {
                out.push_str(line);
                line_numbers.push(expected.saturating_sub(1).max(1));
            }
        }
        out.push('\n');
    }
    let header = lines[..start]
        .iter()
        .map(|line| line.trim().to_string())
        .filter(|line| !line.is_empty())
        .collect();
    Some(Stripped {
        text: out,
        line_numbers,
        header,
    })
}

/// Straightens typography: curly quotes and apostrophes to `'` and `"`, dashes to `-`.
pub fn straighten(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    // Runs of ASCII other than a backtick stay as they are, and are copied whole.
    while let Some(at) = rest.bytes().position(|b| !b.is_ascii() || b == b'`') {
        out.push_str(&rest[..at]);
        let mut chars = rest[at..].chars();
        out.extend(chars.next().map(straight));
        rest = chars.as_str();
    }
    out.push_str(rest);
    out
}

/// One character straightened (see [`straighten`]).
pub fn straight(c: char) -> char {
    match c {
        '\u{2018}' | '\u{2019}' | '\u{201A}' | '\u{201B}' | '\u{2032}' | '`' | '\u{00B4}' => '\'',
        '\u{201C}' | '\u{201D}' | '\u{201E}' | '\u{201F}' | '\u{2033}' => '"',
        '\u{2010}' | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2015}'
        | '\u{2212}' => '-',
        c if is_odd_space(c) => ' ',
        c => c,
    }
}

/// The characters other than ASCII whose [`fold`] holds an ASCII letter or
/// digit: the capital I with a dot above ("i" and a dot) and the Kelvin sign
/// ("k"). Every other ASCII letter or digit of a folded text stands for itself,
/// in some case, in the text (a test derives this list from `fold`).
pub const FOLDING_TO_ASCII: [char; 2] = ['\u{130}', '\u{212A}'];

/// True when `text` holds one of the [`FOLDING_TO_ASCII`] characters.
pub fn holds_folding_to_ascii(text: &str) -> bool {
    FOLDING_TO_ASCII.iter().any(|c| {
        let mut bytes = [0; 4];
        memchr::memmem::find(text.as_bytes(), c.encode_utf8(&mut bytes).as_bytes()).is_some()
    })
}

/// The matching form of a text: straightened, lower-cased, whitespace runs collapsed.
///
/// Two strings that differ only in quote style, dash style, case or spacing fold
/// to the same value.
pub fn fold(text: &str) -> String {
    // A capital sigma lower-cases by its place in the word: only the whole-text
    // lower-casing knows it. Every other character folds on its own, in one pass.
    if text.contains('Σ') {
        return fold_whole(text);
    }
    let bytes = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(text.len());
    let mut after_space = true;
    let mut at = 0;
    while at < bytes.len() {
        // ASCII, most of every text, a run at a time without decoding.
        let run = bytes[at..]
            .iter()
            .position(|byte| !byte.is_ascii())
            .unwrap_or(bytes.len() - at);
        push_folded_ascii(&mut out, &bytes[at..at + run], &mut after_space);
        at += run;
        let Some(c) = text[at..].chars().next() else {
            break;
        };
        at += c.len_utf8();
        let c = straight(c);
        let space = c.is_whitespace();
        if !space {
            for lower in c.to_lowercase() {
                out.extend_from_slice(lower.encode_utf8(&mut [0; 4]).as_bytes());
            }
        } else if !after_space {
            out.push(b' ');
        }
        after_space = space;
    }
    // A space written after the last word.
    if after_space {
        out.pop();
    }
    // Whole characters were written, so the bytes are UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

/// Appends a run of ASCII folded: lower-cased, '`' straightened, whitespace
/// runs made one space (none at the start of the text: `after_space` says
/// whether what came before ended in whitespace or is nothing).
fn push_folded_ascii(out: &mut Vec<u8>, run: &[u8], after_space: &mut bool) {
    // Two passes, neither branching on the bytes (a space every few letters
    // is too unpredictable to branch on cheaply): every byte folded into
    // place, whitespace as ' '; then each byte moved down over the spaces
    // dropped before it, a space kept only after a byte that is not one.
    let start = out.len();
    out.extend(run.iter().map(|&byte| fold_ascii_byte(byte)));
    let mut len = start;
    let mut after = *after_space;
    for at in start..out.len() {
        let byte = out[at];
        let space = byte == b' ';
        out[len] = byte;
        len += usize::from(!(space && after));
        after = space;
    }
    out.truncate(len);
    *after_space = after;
}

/// One ASCII byte folded: whitespace as ' ', '`' as '\'', letters lower-cased.
fn fold_ascii_byte(byte: u8) -> u8 {
    if is_ascii_space(byte) {
        b' '
    } else if byte == b'`' {
        b'\''
    } else {
        byte.to_ascii_lowercase()
    }
}

/// The ASCII bytes that are whitespace to [`char::is_whitespace`] (which, unlike
/// [`u8::is_ascii_whitespace`], counts the vertical tab).
fn is_ascii_space(byte: u8) -> bool {
    matches!(byte, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ')
}

/// [`fold`] by lower-casing the whole text at once.
fn fold_whole(text: &str) -> String {
    collapse_spaces(&straighten(text).to_lowercase())
}

/// `piece` with its whitespace runs collapsed to single spaces, none at the ends.
pub fn collapse_spaces(piece: &str) -> String {
    let mut sentence = String::with_capacity(piece.len());
    for word in piece.split_whitespace() {
        if !sentence.is_empty() {
            sentence.push(' ');
        }
        sentence.push_str(word);
    }
    sentence
}

/// A key for comparing names: folded, apostrophes dropped, other punctuation as spaces.
///
/// `"Q’s Tent"`, `"Q's Tent"` and `"qs tent"` share the key `"qs tent"`.
pub fn name_key(text: &str) -> String {
    // A capital sigma lower-cases by its place in the word: only the whole-text
    // fold knows it. Every other character folds on its own, in one pass.
    if text.contains('Σ') {
        return key_of(fold(text).chars());
    }
    let mut key = Key::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        // An ASCII character is one byte, and lower-cases to one.
        if bytes[at].is_ascii() {
            key.push_ascii(bytes[at]);
            at += 1;
            continue;
        }
        let Some(c) = text[at..].chars().next() else {
            break;
        };
        at += c.len_utf8();
        straight(c).to_lowercase().for_each(|lower| key.push(lower));
    }
    key.out
}

/// The [`name_key`] of folded characters.
fn key_of(chars: impl Iterator<Item = char>) -> String {
    let mut key = Key::with_capacity(0);
    chars.for_each(|c| key.push(c));
    key.out
}

/// A [`name_key`] being written from folded characters: apostrophes dropped,
/// runs of other characters that are not letters or digits made one space,
/// none at the ends.
struct Key {
    out: String,
    gap: bool,
}

impl Key {
    fn with_capacity(capacity: usize) -> Key {
        Key {
            out: String::with_capacity(capacity),
            gap: false,
        }
    }

    fn push(&mut self, c: char) {
        if c == '\'' {
            return;
        }
        if c.is_alphanumeric() {
            self.push_word_char(c);
        } else {
            self.gap = true;
        }
    }

    /// As [`Key::push`] for an ASCII byte not yet straightened or lower-cased,
    /// without going through `char`'s Unicode tables.
    fn push_ascii(&mut self, byte: u8) {
        match byte {
            b'\'' | b'`' => {}
            b'a'..=b'z' | b'0'..=b'9' => self.push_word_char(char::from(byte)),
            b'A'..=b'Z' => self.push_word_char(char::from(byte.to_ascii_lowercase())),
            _ => self.gap = true,
        }
    }

    /// Writes a letter or digit, after one space if a gap came before it.
    #[inline]
    fn push_word_char(&mut self, c: char) {
        if self.gap && !self.out.is_empty() {
            self.out.push(' ');
        }
        self.gap = false;
        self.out.push(c);
    }
}

/// A URL- and shell-friendly slug of a title: `"AMANDA ROGERS"` -> `"amanda-rogers"`.
pub fn slug(text: &str) -> String {
    let key = name_key(text);
    let slug: String = key
        .split(' ')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let mut slug: String = slug.chars().take(60).collect();
    while slug.ends_with('-') {
        slug.pop();
    }
    if slug.is_empty() {
        "untitled".to_string()
    } else {
        slug
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_listed_characters_other_than_ascii_fold_to_an_ascii_letter_or_digit() {
        let folding: Vec<char> = (0x80..=0x10FFFF)
            .filter_map(char::from_u32)
            .filter(|c| {
                fold(&c.to_string())
                    .bytes()
                    .any(|b| b.is_ascii_alphanumeric())
            })
            .collect();
        assert_eq!(folding, FOLDING_TO_ASCII);
    }

    #[test]
    fn utf8_is_kept() {
        let decoded = decode("Q’s Tent".as_bytes());
        assert_eq!(decoded.text, "Q’s Tent");
        assert!(!decoded.windows_1252);
    }

    #[test]
    fn bom_is_dropped() {
        assert_eq!(decode(b"\xEF\xBB\xBFabc").text, "abc");
    }

    #[test]
    fn latin1_bytes_read_as_windows_1252() {
        let decoded = decode(b"Q\x92s Tent caf\xe9 \x93x\x94 \x96");
        assert!(decoded.windows_1252);
        assert_eq!(decoded.text, "Q’s Tent café “x” –");
    }

    #[test]
    fn crlf_and_nbsp_cleaned() {
        assert_eq!(clean_text("a\u{a0}b\r\nc\rd\u{200b}"), "a b\nc\nd");
    }

    #[test]
    fn line_numbers_stripped_with_header() {
        let text = "home page\nnav\n  1. @Database x\n  2. second\n  3.\n  4.     indented\n";
        let stripped = strip_line_numbers(text).unwrap();
        assert_eq!(stripped.text, "@Database x\nsecond\n\n    indented\n");
        assert_eq!(stripped.line_numbers, vec![1, 2, 3, 4]);
        assert_eq!(stripped.header, vec!["home page", "nav"]);
    }

    #[test]
    fn unnumbered_text_left_alone() {
        assert!(strip_line_numbers("@Node X\n1) a part\n2. not a prefix run\n").is_none());
    }

    #[test]
    fn numbered_list_in_prose_is_not_a_prefix_run() {
        let text = "Intro\n1. first point\nsome text\nmore text\n2. second\nend\n";
        assert!(strip_line_numbers(text).is_none());
    }

    #[test]
    fn normalize_reports_encoding() {
        let normalized = normalize_document(b"caf\xe9\r\n", "x.txt");
        assert_eq!(normalized.text, "café\n");
        assert_eq!(normalized.warnings[0].kind, WarningKind::Encoding);
    }

    #[test]
    fn fold_makes_typography_equal() {
        assert_eq!(fold("Q’s  Tent – “X”"), fold("q's tent - \"x\""));
    }

    #[test]
    fn name_key_drops_apostrophes() {
        assert_eq!(name_key("Q’s Tent"), "qs tent");
        assert_eq!(name_key("qs tent"), "qs tent");
        assert_eq!(
            name_key("Kevin Uxbridge: Convergence"),
            "kevin uxbridge convergence"
        );
    }

    proptest::proptest! {
        #[test]
        fn folding_by_character_is_folding_the_whole(text in "[\\PC\\s]{0,60}") {
            proptest::prop_assert_eq!(fold(&text), fold_whole(&text));
        }

        #[test]
        fn straightening_copies_runs_and_straightens_each_other_character(
            text in "\\PC{0,40}|[a-z `’“–\u{00A0}]{0,40}"
        ) {
            let each: String = text.chars().map(straight).collect();
            proptest::prop_assert_eq!(straighten(&text), each);
        }

        #[test]
        fn name_key_is_the_key_of_the_fold(
            text in "\\PC{0,40}|[a-zA-Z0-9 '`.,:’é\u{00A0}-]{0,40}",
            sigma in proptest::bool::ANY,
        ) {
            let text = if sigma { format!("{text}Σ") } else { text };
            proptest::prop_assert_eq!(name_key(&text), key_of(fold(&text).chars()));
            let reference: String = fold(&text)
                .chars()
                .filter(|&c| c != '\'')
                .map(|c| if c.is_alphanumeric() { c } else { ' ' })
                .collect();
            let reference = reference.split_whitespace().collect::<Vec<_>>().join(" ");
            proptest::prop_assert_eq!(name_key(&text), reference);
        }
    }

    #[test]
    fn ascii_spaces_are_the_ascii_whitespace_characters() {
        for byte in 0..=127u8 {
            assert_eq!(
                is_ascii_space(byte),
                char::from(byte).is_whitespace(),
                "{byte}"
            );
        }
    }

    #[test]
    fn slug_is_shell_friendly() {
        assert_eq!(slug("AMANDA ROGERS"), "amanda-rogers");
        assert_eq!(slug("\"THE COLON RULE\""), "the-colon-rule");
        assert_eq!(slug("?!"), "untitled");
    }
}

//! Reading English text: its sentences, and words found at word boundaries.
//!
//! The link stage (revisions and candidates for review) and the query stage
//! (the verdict reader) read the rulings' sentences alike, through these.

use std::ops::Range;

use crate::lexicon::english::{ABBREVIATIONS, SMALL_WORDS};
use crate::normalize::collapse_spaces;

/// `word` with its first letter in upper case ("interrupt" -> "Interrupt").
pub fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Title-cases an upper-case heading or name (`THE COLON RULE` -> `The Colon
/// Rule`), keeping small words lower-case, and roman numerals and words with
/// digits as written (`QUALOR II RENDEZVOUS` -> `Qualor II Rendezvous`,
/// `FGC-47 RESEARCH` -> `FGC-47 Research`); a text with lower-case letters is
/// kept.
pub fn title_case(text: &str) -> String {
    if text.chars().any(char::is_lowercase) {
        return text.to_string();
    }
    text.split(' ')
        .enumerate()
        .map(|(i, word)| {
            let lower = word.to_lowercase();
            if i > 0 && SMALL_WORDS.contains(&lower.trim_end_matches('.')) {
                lower
            } else if is_roman_numeral(word) || word.chars().any(|c| c.is_ascii_digit()) {
                word.to_string()
            } else {
                capitalize_segments(&lower)
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Upper-cases the first letter of a word and of every piece after `-` or `/`.
fn capitalize_segments(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    let mut start = true;
    for c in word.chars() {
        if start && c.is_alphabetic() {
            out.extend(c.to_uppercase());
            start = false;
        } else {
            out.push(c);
            if c == '-' || c == '/' {
                start = true;
            } else if c.is_alphanumeric() {
                start = false;
            }
        }
    }
    out
}

/// True when `word` is a roman numeral of a name ("II", "IV"): two to four of
/// the letters I, V and X.
fn is_roman_numeral(word: &str) -> bool {
    (2..=4).contains(&word.len()) && word.chars().all(|c| matches!(c, 'I' | 'V' | 'X'))
}

/// The endings a word may carry where [`find_word`] finds it: plurals, verb
/// forms and the possessive ("ships", "encountered", "Hugh's").
pub const ENDINGS: &[&str] = &["s", "es", "ed", "ing", "'s"];

/// Finds `needle` in `haystack` at word boundaries, one of [`ENDINGS`] allowed
/// after it.
pub fn find_word(haystack: &str, needle: &str) -> Option<usize> {
    find_word_from(haystack, needle, 0)
}

/// [`find_word`], from byte offset `start` (a character boundary) on.
pub fn find_word_from(haystack: &str, needle: &str, mut start: usize) -> Option<usize> {
    while let Some(found) = memchr::memmem::find(&haystack.as_bytes()[start..], needle.as_bytes()) {
        let at = start + found;
        let end = at + needle.len();
        let before = haystack[..at].chars().next_back();
        let boundary = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
        let rest = &haystack[end..];
        let ending = std::iter::once(&"").chain(ENDINGS).any(|suffix| {
            rest.starts_with(suffix) && boundary(rest[suffix.len()..].chars().next())
        });
        if boundary(before) && ending {
            return Some(at);
        }
        start = ceil_char_boundary(haystack, at + needle.len().max(1));
    }
    None
}

/// The words of `text` in order: its runs of letters, digits and
/// apostrophes ("opponent's" is one word, "face-up" two).
pub fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|word| !word.is_empty())
}

/// Where `needle` stands in `haystack` at word boundaries ([`find_word`]),
/// every place in order, one character apart at least. `needle` must not be
/// empty.
pub fn word_spans<'a>(
    haystack: &'a str,
    needle: &'a str,
) -> impl Iterator<Item = Range<usize>> + 'a {
    let mut start = 0;
    std::iter::from_fn(move || {
        let at = find_word_from(haystack, needle, start)?;
        start = ceil_char_boundary(haystack, at + 1);
        Some(at..at + needle.len())
    })
}

/// Where the lower-case ASCII `run` stands in `text`, in any ASCII case, in
/// order: each place its rarest letter stands (in either case) is checked for
/// the whole run.
pub fn ascii_case_insensitive_starts<'a>(
    text: &'a str,
    run: &'a str,
) -> impl Iterator<Item = usize> + 'a {
    let (text, run) = (text.as_bytes(), run.as_bytes());
    let rare = (0..run.len())
        .max_by_key(|&at| rarity(run[at]))
        .unwrap_or(0);
    memchr::memchr2_iter(run[rare], run[rare].to_ascii_uppercase(), text)
        .filter_map(move |at| at.checked_sub(rare))
        .filter(move |&start| {
            text.get(start..start + run.len())
                .is_some_and(|there| there.eq_ignore_ascii_case(run))
        })
}

/// How rare a lower-case ASCII letter or digit is in English text: higher is
/// rarer (a digit rarest of all). It only chooses which letter of a run to
/// look for first.
fn rarity(byte: u8) -> usize {
    const MOST_COMMON_FIRST: &[u8] = b"etaoinshrdlcumwfgypbvkjxqz";
    MOST_COMMON_FIRST
        .iter()
        .position(|&letter| letter == byte)
        .unwrap_or(MOST_COMMON_FIRST.len())
}

/// Splits a passage into sentences (at ". ", "? ", "! " and line breaks), each
/// with its whitespace runs collapsed.
pub fn sentences(text: &str) -> Vec<String> {
    sentence_ranges(text)
        .into_iter()
        .map(|range| collapse_spaces(&text[range]))
        .collect()
}

/// Where the sentences of a passage (see [`sentences`]) stand in it, as byte
/// ranges; blank pieces are left out. A reader that needs only some sentences
/// copies only those.
pub fn sentence_ranges(text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while let Some(found) = bytes[at..].iter().position(|&byte| is_mark(byte)) {
        at += found;
        let ends = ends_sentence(text, at);
        at += 1;
        if ends {
            push_unless_blank(&mut out, text, start..at);
            start = at;
        }
    }
    push_unless_blank(&mut out, text, start..text.len());
    out
}

/// True for the bytes that may end a sentence. They are ASCII, so no byte of
/// them is inside another character.
fn is_mark(byte: u8) -> bool {
    matches!(byte, b'\n' | b'.' | b'?' | b'!' | b'"' | b')' | b'*')
}

/// True when the mark at byte `at` of `text` ends a sentence: a line break
/// always; a period, question or exclamation mark when whitespace or the end
/// follows it but no word in lower case (a sentence opens with a capital:
/// "plays Khan! when" goes on), and a period not after an initial or an
/// abbreviation ("Dr. Tolian Soran"); a closing quote, bracket or emphasis
/// mark ("*") right after one of those marks when the next sentence opens after it
/// (`... to "respond." Also, ...`). It depends only on the text next to the
/// mark, so sentences can be found around a place in a passage without
/// splitting all of it.
fn ends_sentence(text: &str, at: usize) -> bool {
    let byte = text.as_bytes()[at];
    let rest = &text[at + 1..];
    match byte {
        b'\n' => true,
        b'"' | b')' | b'*' => closes_a_sentence(&text[..at], rest),
        _ => {
            let next = rest.chars().next();
            let before = &text[..at];
            next.is_none_or(char::is_whitespace)
                && !opens_in_lower_case(rest)
                && !(byte == b'.' && ends_in_a_short_form(before))
        }
    }
}

/// Whether the next word of `rest` opens with a lower-case letter.
fn opens_in_lower_case(rest: &str) -> bool {
    rest.trim_start()
        .chars()
        .next()
        .is_some_and(char::is_lowercase)
}

/// Whether a period after `before` closes a short form, not a sentence: an
/// initial ("Mickey D", "W.N.O.H.G.B") or an abbreviation ("Dr"), in any
/// case, so that folded text ("dr") reads alike.
pub fn ends_in_a_short_form(before: &str) -> bool {
    is_initial(before) || is_abbreviation(before)
}

/// Whether `before` ends with one of [`ABBREVIATIONS`] in any case ("Dr",
/// or "dr" once folded), a word of its own: a period after it is the
/// abbreviation's.
fn is_abbreviation(before: &str) -> bool {
    ABBREVIATIONS.iter().any(|abbreviation| {
        let word = abbreviation.trim_end_matches('.');
        let Some(at) = before.len().checked_sub(word.len()) else {
            return false;
        };
        before.is_char_boundary(at)
            && before[at..].eq_ignore_ascii_case(word)
            && before[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric())
    })
}

/// Whether a closing quote, bracket or emphasis mark between `before` and `after` ends the
/// sentence it closes: a stop mark right before it, and after it the end or
/// whitespace and a word opening with a capital or a digit (`"Plays on table."
/// is its text` goes on).
fn closes_a_sentence(before: &str, after: &str) -> bool {
    let stop = before.ends_with(['.', '?', '!']) && !is_initial(&before[..before.len() - 1]);
    let next = after.trim_start().chars().next();
    let spaced = after.chars().next().is_none_or(char::is_whitespace);
    stop && spaced && next.is_none_or(|c| c.is_uppercase() || c.is_ascii_digit())
}

/// Adds the piece of `text` at `range` unless it is blank.
fn push_unless_blank(out: &mut Vec<Range<usize>>, text: &str, range: Range<usize>) {
    if !is_blank(&text[range.clone()]) {
        out.push(range);
    }
}

/// True for a piece between sentence ends that holds no sentence.
fn is_blank(piece: &str) -> bool {
    piece.trim().is_empty()
}

/// The piece of `text` between sentence ends that holds byte `at` (which
/// must be inside the text): the sentence there (one of [`sentence_ranges`])
/// unless it is blank. Only the text from the sentence end before it to the
/// one after is looked through.
pub fn piece_around(text: &str, at: usize) -> Range<usize> {
    debug_assert!(at < text.len());
    let bytes = text.as_bytes();
    let is_end = |p: &usize| is_mark(bytes[*p]) && ends_sentence(text, *p);
    let start = (0..at).rev().find(is_end).map_or(0, |end| end + 1);
    let end = (at..bytes.len())
        .find(is_end)
        .map_or(bytes.len(), |end| end + 1);
    start..end
}

/// The sentences of `text` before `sentence` (one of [`sentence_ranges`]),
/// nearest first, found one at a time.
pub fn sentences_before<'t>(
    text: &'t str,
    sentence: &Range<usize>,
) -> impl Iterator<Item = Range<usize>> + 't {
    let mut start = sentence.start;
    std::iter::from_fn(move || {
        while start > 0 {
            let piece = piece_around(text, start - 1);
            start = piece.start;
            if !is_blank(&text[piece.clone()]) {
                return Some(piece);
            }
        }
        None
    })
}

/// The sentences of `text` after `sentence` (one of [`sentence_ranges`]), in
/// order, found one at a time.
pub fn sentences_after<'t>(
    text: &'t str,
    sentence: &Range<usize>,
) -> impl Iterator<Item = Range<usize>> + 't {
    let mut end = sentence.end;
    std::iter::from_fn(move || {
        while end < text.len() {
            let piece = piece_around(text, end);
            end = piece.end;
            if !is_blank(&text[piece.clone()]) {
                return Some(piece);
            }
        }
        None
    })
}

/// True when `before` ends in a lone letter ("Mickey D", "w.n.o.h.g.b"),
/// whose period is an initial's, not a sentence end. A letter a hyphen joins
/// to the word before ends that word ("Res-Q.").
fn is_initial(before: &str) -> bool {
    let mut back = before.chars().rev();
    match (back.next(), back.next()) {
        (Some(last), previous) => {
            last.is_alphabetic() && previous.is_none_or(|c| !c.is_alphanumeric() && c != '-')
        }
        _ => false,
    }
}

/// The first character boundary of `text` at `at` or after it.
pub fn ceil_char_boundary(text: &str, mut at: usize) -> usize {
    while at < text.len() && !text.is_char_boundary(at) {
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_runs_of_letters_digits_and_apostrophes() {
        let said: Vec<&str> = words("my opponent's face-up card, (x2)").collect();
        assert_eq!(said, ["my", "opponent's", "face", "up", "card", "x2"]);
        assert_eq!(words(" -- ").count(), 0);
    }

    #[test]
    fn headings_and_names_are_title_cased() {
        assert_eq!(title_case("THE COLON RULE"), "The Colon Rule");
        assert_eq!(
            title_case("QUESTIONS BY CARD TYPE"),
            "Questions by Card Type"
        );
        assert_eq!(title_case("BEAMING/AWAY TEAMS"), "Beaming/Away Teams");
        assert_eq!(title_case("NON-ALIGNED"), "Non-Aligned");
        assert_eq!(title_case("QUALOR II RENDEZVOUS"), "Qualor II Rendezvous");
        assert_eq!(title_case("VORGON RAIDERS"), "Vorgon Raiders");
        assert_eq!(title_case("FGC-47 RESEARCH"), "FGC-47 Research");
        assert_eq!(
            title_case("Holograms, Exocomps, and Androids"),
            "Holograms, Exocomps, and Androids"
        );
    }

    #[test]
    fn sentence_split() {
        assert_eq!(
            sentences("One. Two? Three!\nFour"),
            vec!["One.", "Two?", "Three!", "Four"]
        );
        assert_eq!(
            sentences("Mickey D. plays. Then"),
            vec!["Mickey D. plays.", "Then"]
        );
        // A card name ending in a hyphen and a letter ends a sentence.
        assert_eq!(
            sentences("It suspends Palor Toff or Res-Q. Does this mean"),
            vec!["It suspends Palor Toff or Res-Q.", "Does this mean"]
        );
        assert_eq!(
            sentences("He plays Khan! when Dr. Tolian Soran enters. Who? e.g. him. Then"),
            vec![
                "He plays Khan! when Dr. Tolian Soran enters.",
                "Who? e.g. him.",
                "Then"
            ]
        );
        assert_eq!(
            sentences("Use them to \"respond.\" Also, play it (now.) Then \"Plays on table.\" is its text."),
            vec![
                "Use them to \"respond.\"",
                "Also, play it (now.)",
                "Then \"Plays on table.\" is its text."
            ]
        );
        // The FAQ marks emphasis with asterisks, around whole sentences too.
        assert_eq!(
            sentences("It CAN, *as long as it is independent.* Most are. A *Scan* Card is *not.*"),
            vec![
                "It CAN, *as long as it is independent.*",
                "Most are.",
                "A *Scan* Card is *not.*"
            ]
        );
    }

    #[test]
    fn short_forms_end_no_sentence_in_any_case() {
        assert!(ends_in_a_short_form("use the W.N.O.H.G.B"));
        assert!(ends_in_a_short_form("use the w.n.o.h.g.b"));
        assert!(ends_in_a_short_form("ask dr"));
        assert!(!ends_in_a_short_form("the end"));
        assert!(!ends_in_a_short_form("ask drs"));
    }

    /// Texts of sentence marks, initials, spaces and other letters.
    const SENTENCY: &str = "[a-cA-CΣé .?!\")*1\n\t]{0,40}";

    proptest::proptest! {
        #[test]
        fn the_sentences_around_a_place_are_the_sentences_of_the_whole(text in SENTENCY) {
            let all = sentence_ranges(&text);
            for (i, sentence) in all.iter().enumerate() {
                for at in sentence.clone().filter(|at| text.is_char_boundary(*at)) {
                    proptest::prop_assert_eq!(&piece_around(&text, at), sentence);
                }
                let before: Vec<_> = all[..i].iter().rev().cloned().collect();
                proptest::prop_assert_eq!(sentences_before(&text, sentence).collect::<Vec<_>>(), before);
                proptest::prop_assert_eq!(sentences_after(&text, sentence).collect::<Vec<_>>(), &all[i + 1..]);
            }
        }
    }

    #[test]
    fn words_are_found_at_their_boundaries_with_an_ending() {
        assert_eq!(find_word("two borg ships", "borg ship"), Some(4));
        assert_eq!(find_word("hugh's friend", "hugh"), Some(0));
        assert_eq!(find_word("the encountered one", "encounter"), Some(4));
        assert_eq!(find_word("hughes", "hugh"), Some(0));
        assert_eq!(find_word("a hughx", "hugh"), None);
        assert_eq!(find_word("xhugh", "hugh"), None);
    }
}

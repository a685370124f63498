//! The analyzer: how a text becomes the terms that the index holds and that
//! queries and highlights look for. Words are folded to lower-case ASCII, stop
//! words dropped and English stems taken ([`analyzer`]); the index registers it
//! for every text field, and queries analyze their words with [`tokens`].

mod negation;
pub mod vocabulary;
mod words;

use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RawTokenizer, RemoveLongFilter, SimpleTokenizer,
    Stemmer, StopWordFilter, TextAnalyzer, TokenStream, Tokenizer,
};

use crate::lexicon::english::STOP_WORDS;
use crate::normalize::straight;
use crate::text::ENDINGS;
use words::WordTokenizer;

/// The analyzer of every text field: words folded to lower-case ASCII, stop words
/// dropped, English stems (each word's term remembered per thread, in `analyze/words.rs`).
pub fn analyzer() -> TextAnalyzer {
    TextAnalyzer::from(WordTokenizer::default())
}

/// What our analyzer does to one word, which it works out once per thread.
pub fn word_filters() -> TextAnalyzer {
    filtered(RawTokenizer::default())
}

/// Words of this many bytes or more give no term (a run of letters that long
/// is not a word of the rules: a code, an address).
pub const TOO_LONG_WORD: usize = 40;

/// `tokenizer`'s tokens through our filters: words of [`TOO_LONG_WORD`] bytes or
/// more dropped, folded to lower-case ASCII, words saying "not" folded into
/// another read as "not" ("can't", "cannot"), stop words dropped, English stems.
pub fn filtered<T: Tokenizer>(tokenizer: T) -> TextAnalyzer {
    TextAnalyzer::builder(tokenizer)
        .filter(RemoveLongFilter::limit(TOO_LONG_WORD))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(negation::Negations)
        .filter(StopWordFilter::remove(
            STOP_WORDS.iter().map(|w| w.to_string()),
        ))
        .filter(Stemmer::new(Language::English))
        .build()
}

/// The form in which text is given to the analyzer: straight quotes and dashes,
/// and apostrophes inside words removed, so "Q’s Tent", "Q's Tent" and "qs tent"
/// give the same terms.
pub fn analyzable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous = None;
    let mut at = 0;
    while at < text.len() {
        // Most of every text is ASCII that straightening leaves as it is: copied
        // a run at a time, up to a character that may change or an apostrophe.
        let run = text.as_bytes()[at..]
            .iter()
            .position(|&byte| !byte.is_ascii() || byte == b'\'' || byte == b'`')
            .unwrap_or(text.len() - at);
        if run > 0 {
            out.push_str(&text[at..at + run]);
            previous = Some(char::from(text.as_bytes()[at + run - 1]));
            at += run;
            continue;
        }
        let mut rest = text[at..].chars();
        let Some(typed) = rest.next() else {
            break;
        };
        let c = straight(typed);
        let inside_word = c == '\''
            && previous.is_some_and(char::is_alphanumeric)
            && rest.next().map(straight).is_some_and(char::is_alphanumeric);
        if !inside_word {
            out.push(c);
        }
        previous = Some(c);
        at += typed.len_utf8();
    }
    out
}

/// One analyzed term of a text, with its position (stop words leave gaps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// Position among the words of the text.
    pub position: usize,
    /// The term as indexed.
    pub text: String,
}

/// The analyzed terms of a piece of text, in order, as the index holds them.
pub fn tokens(text: &str) -> Vec<Token> {
    let prepared = analyzable(text);
    let mut analyzer = analyzer();
    let mut stream = analyzer.token_stream(&prepared);
    let mut tokens = Vec::new();
    while let Some(token) = stream.next() {
        tokens.push(Token {
            position: token.position,
            text: token.text.clone(),
        });
    }
    tokens
}

/// The analyzed terms of a piece of text, in order: the text of its [`tokens`].
pub fn terms(text: &str) -> Vec<String> {
    tokens(text).into_iter().map(|token| token.text).collect()
}

/// Each word of `text` whose term is `wanted`, in lower case as written (its
/// apostrophes inside dropped).
pub fn words_whose_term(text: &str, wanted: impl Fn(&str) -> bool) -> Vec<String> {
    let prepared = analyzable(text);
    let mut analyzer = analyzer();
    let mut stream = analyzer.token_stream(&prepared);
    let mut found = Vec::new();
    while let Some(token) = stream.next() {
        if wanted(&token.text) {
            found.push(prepared[token.offset_from..token.offset_to].to_lowercase());
        }
    }
    found
}

/// A word, in lower case, and what it may be before an inflection ending
/// ("-ing", "-ed", "-es", "-s", "-d", a doubled last consonant with it, or an
/// "e" before it). Two words are forms of one word when their bases meet:
/// "fight" and "fighting", "negate" and "negated", "stun" and "stunned", but
/// not "negated" and "negative", which the stemmer makes one term.
pub fn bases(word: &str) -> Vec<String> {
    let mut found = vec![word.to_string()];
    for ending in ["ing", "ed", "es", "s", "d"] {
        let Some(stem) = word.strip_suffix(ending) else {
            continue;
        };
        if stem.chars().count() < 3 {
            continue;
        }
        found.push(stem.to_string());
        found.push(format!("{stem}e"));
        let mut letters = stem.chars().rev();
        if let (Some(last), Some(before)) = (letters.next(), letters.next()) {
            if last == before && !"aeiou".contains(last) {
                found.push(stem[..stem.len() - last.len_utf8()].to_string());
            }
        }
    }
    found
}

/// The term of two adjacent analyzed words in the pair fields.
pub fn pair_term(first: &str, second: &str) -> String {
    let mut term = String::with_capacity(first.len() + 1 + second.len());
    push_pair_term(&mut term, first, second);
    term
}

/// Appends to `out` the [`pair_term`] of `first` and `second`.
pub fn push_pair_term(out: &mut String, first: &str, second: &str) {
    out.push_str(first);
    out.push(' ');
    out.push_str(second);
}

/// True when some analyzed term of `text` is one of `terms`.
pub fn has_any_term(text: &str, terms: &[String]) -> bool {
    tokens(text).iter().any(|token| terms.contains(&token.text))
}
/// Terms of the `anywhere` field one of which every record has whose folded
/// title or text holds the name `form` at word boundaries, one of the
/// [`ENDINGS`] allowed ([`crate::text::find_word`]); `None` when no term can be relied on (every word a stop word).
///
/// A word inside the name is a whole word wherever the name stands, so its one
/// term is enough; the last word, ending the name, may carry an ending, so it
/// counts with each. The first word is the last resort. One text escapes: a
/// name joined to the word before or after it by an apostrophe ("o'hugh",
/// "hugh'd") is found by the matcher but analyzed as one longer word.
pub fn name_terms(form: &str) -> Option<Vec<String>> {
    let prepared = analyzable(form);
    let mut words = Vec::new();
    let mut tokenizer = SimpleTokenizer::default();
    let mut stream = tokenizer.token_stream(&prepared);
    while let Some(token) = stream.next() {
        words.push((token.text.clone(), token.offset_to == prepared.len()));
    }
    let last = words.len().checked_sub(1)?;
    let inner = (1..last).filter_map(|i| one_term(&words[i].0).map(|term| vec![term]));
    let with_endings = |(word, at_end): &(String, bool)| -> Option<Vec<String>> {
        if !at_end {
            return one_term(word).map(|term| vec![term]);
        }
        let mut terms: Vec<String> = std::iter::once(&"")
            .chain(ENDINGS)
            .map(|ending| one_term(&format!("{word}{ending}")))
            .collect::<Option<_>>()?;
        // "'s" is analyzed as "s": one term for both.
        terms.dedup();
        Some(terms)
    };
    let mut choices = inner.chain((last > 0).then(|| with_endings(&words[last])).flatten());
    choices.next().or_else(|| with_endings(&words[0]))
}

/// The one term the analyzer makes of a word, if it keeps it.
fn one_term(word: &str) -> Option<String> {
    let terms = tokens(word);
    match terms.as_slice() {
        [one] => Some(one.text.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apostrophes_quotes_and_case_meet() {
        assert_eq!(terms("Q’s Tent"), terms("Q's Tent"));
        assert_eq!(terms("Q's Tent"), terms("qs tent"));
        assert_eq!(terms("dilemmas"), terms("dilemma"));
        assert_eq!(terms("Downloading"), terms("download"));
    }

    /// [`analyzable`] as first written: the text straightened, then each
    /// apostrophe dropped whose neighbours in the straightened text are both
    /// letters or digits.
    fn analyzable_by_neighbours(text: &str) -> String {
        let chars: Vec<char> = crate::normalize::straighten(text).chars().collect();
        let inside_word = |i: usize| {
            i > 0
                && chars[i - 1].is_alphanumeric()
                && chars.get(i + 1).is_some_and(|n| n.is_alphanumeric())
        };
        (0..chars.len())
            .filter(|&i| !(chars[i] == '\'' && inside_word(i)))
            .map(|i| chars[i])
            .collect()
    }

    proptest::proptest! {
        #[test]
        fn analyzable_drops_the_apostrophes_inside_words(
            text in "([a-zA-Z0-9é ,.\n]|'|’|`|´|‘|“|–|\u{00A0}){0,40}"
        ) {
            proptest::prop_assert_eq!(analyzable(&text), analyzable_by_neighbours(&text));
        }
    }

    #[test]
    fn a_name_found_by_the_matcher_leaves_one_of_its_terms() {
        use crate::text::find_word;
        let forms = [
            "hugh",
            "borg ship",
            "the borg ship",
            "q's tent",
            "u.s.s. enterprise",
            "encounter",
            "mission attempt",
            "just played",
            "kevin uxbridge: convergence",
        ];
        let texts = [
            "Can {} respond?",
            "{}s are common",
            "two {}es",
            "it was {}ed",
            "while {}ing it",
            "the {}'s text",
            "({})",
            "{}",
            "“{}” — and more",
        ];
        for form in forms {
            let terms = name_terms(form).unwrap_or_else(|| panic!("{form}: no terms"));
            for text in texts {
                let text = text.replace("{}", &form.to_uppercase());
                assert!(
                    find_word(&crate::normalize::fold(&text), form).is_some(),
                    "{text}"
                );
                assert!(has_any_term(&text, &terms), "{form} in {text:?}: {terms:?}");
            }
        }
        assert_eq!(name_terms("the borg ship"), Some(vec!["borg".to_string()]));
        assert_eq!(name_terms("it"), None);
        assert_eq!(name_terms("..."), None);
    }

    #[test]
    fn a_not_folded_into_a_word_meets_not_itself() {
        for typed in [
            "can't move",
            "cannot move",
            "can not move",
            "cant move",
            "CAN’T move",
        ] {
            assert_eq!(terms(typed), ["not", "move"], "{typed}");
        }
        assert_eq!(terms("doesn't"), terms("does not"));
        assert_eq!(terms("won't"), terms("will not"));
        // Only the words themselves: a word that merely holds one is itself.
        assert_eq!(terms("cantina"), ["cantina"]);
    }

    /// Whether two words are forms of one word: their [`bases`] meet.
    fn forms_of_one_word(a: &str, b: &str) -> bool {
        let bases_of_b = bases(b);
        bases(a).iter().any(|base| bases_of_b.contains(base))
    }

    #[test]
    fn forms_of_one_word_are_told_from_words_of_one_stem() {
        for (a, b) in [
            ("fight", "fighting"),
            ("negate", "negated"),
            ("stun", "stunned"),
            ("shoots", "shooting"),
            ("tapped", "tap"),
            ("peek", "peek"),
        ] {
            assert!(forms_of_one_word(a, b), "{a} {b}");
            assert!(forms_of_one_word(b, a), "{b} {a}");
        }
        // One stem to the stemmer, two words to a reader.
        assert_eq!(terms("negated"), terms("negative"));
        assert!(!forms_of_one_word("negated", "negative"));
        assert!(!forms_of_one_word("generate", "general"));
    }

    #[test]
    fn the_words_of_a_term_are_found_as_written() {
        let found = words_whose_term("Q’s Tents are NEGATED; tent", |term| {
            term == "tent" || term == "qs"
        });
        assert_eq!(found, ["qs", "tents", "tent"]);
    }

    #[test]
    fn stop_words_are_dropped() {
        assert_eq!(terms("can I beam the crew"), terms("beam crew"));
        // So are their contractions, however the apostrophe is written.
        assert_eq!(terms("what's the deal with beaming"), terms("deal beaming"));
        assert_eq!(terms("I’m sure it's stopped"), terms("sure stopped"));
        // A contraction that is a word of its own stays.
        assert!(!terms("she'd").is_empty());
    }
}

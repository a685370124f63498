//! Our analyzer, a word at a time, with the term each word gives remembered per
//! thread.
//!
//! tantivy's simple tokenizer splits a text into words (runs of letters and
//! digits), and each of our filters ([`super::word_filters`]) looks at one word
//! at a time: a word always gives the same term, or none. A corpus uses a few
//! thousand words over and over, so looking up the term of a word already met
//! costs a fraction of passing it through the filters again. A word met for the
//! first time is passed through tantivy's own filters, so the terms are the same.

use std::cell::RefCell;

use rustc_hash::FxHashMap;
use tantivy::tokenizer::{TextAnalyzer, Token, TokenStream, Tokenizer};

use super::TOO_LONG_WORD;

/// The most words a thread remembers; past it, it starts again, so a corpus
/// of ever new words holds no more than this many, each shorter than
/// [`TOO_LONG_WORD`] bytes.
const REMEMBERED_WORDS: usize = 50_000;

/// Splits a text into words as tantivy's `SimpleTokenizer` does and gives each
/// word its term, leaving out the words that have none.
#[derive(Clone, Default)]
pub struct WordTokenizer {
    token: Token,
}

impl Tokenizer for WordTokenizer {
    type TokenStream<'a> = Words<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Words<'a> {
        self.token.reset();
        Words {
            text,
            at: 0,
            token: &mut self.token,
        }
    }
}

/// The terms of one text's words.
pub struct Words<'a> {
    text: &'a str,
    /// Where the next word is looked for.
    at: usize,
    token: &'a mut Token,
}

impl Words<'_> {
    /// The byte range of the next word, a run of letters and digits.
    fn next_word(&mut self) -> Option<(usize, usize)> {
        let rest = &self.text[self.at..];
        let (start, _) = rest.char_indices().find(|(_, c)| c.is_alphanumeric())?;
        let word = &rest[start..];
        let len = word
            .char_indices()
            .find(|(_, c)| !c.is_alphanumeric())
            .map_or(word.len(), |(end, _)| end);
        let from = self.at + start;
        self.at = from + len;
        Some((from, from + len))
    }
}

impl TokenStream for Words<'_> {
    fn advance(&mut self) -> bool {
        while let Some((from, to)) = self.next_word() {
            // A word without a term keeps its place, as a filtered token does.
            self.token.position = self.token.position.wrapping_add(1);
            let word = &self.text[from..to];
            if TERMS.with_borrow_mut(|terms| terms.write(word, &mut self.token.text)) {
                self.token.offset_from = from;
                self.token.offset_to = to;
                return true;
            }
        }
        false
    }

    fn token(&self) -> &Token {
        self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        self.token
    }
}

/// One thread's terms by word (under a fast hash: the words are those of the
/// corpus and the queries, and a thread holds a bounded number of them), and
/// the filters that work out a new one.
struct Terms {
    known: FxHashMap<Box<str>, Option<Box<str>>>,
    filters: TextAnalyzer,
}

thread_local! {
    static TERMS: RefCell<Terms> = RefCell::new(Terms {
        known: FxHashMap::default(),
        filters: super::word_filters(),
    });
}

impl Terms {
    /// Writes the term of `word` into `out`; false when the word has none.
    fn write(&mut self, word: &str, out: &mut String) -> bool {
        // The first filter drops it: not worth remembering.
        if word.len() >= TOO_LONG_WORD {
            return false;
        }
        let term = match self.known.get(word) {
            Some(term) => term,
            None => {
                let term = self.filtered(word);
                if self.known.len() >= REMEMBERED_WORDS {
                    self.known.clear();
                }
                self.known.entry(Box::from(word)).or_insert(term)
            }
        };
        let Some(term) = term else {
            return false;
        };
        out.clear();
        out.push_str(term);
        true
    }

    /// The term the filters give `word`, if any.
    fn filtered(&mut self, word: &str) -> Option<Box<str>> {
        let mut stream = self.filters.token_stream(word);
        stream.next().map(|token| Box::from(token.text.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::tokenizer::SimpleTokenizer;

    /// Each token as (position, offsets, term).
    fn tokens(mut analyzer: TextAnalyzer, text: &str) -> Vec<(usize, usize, usize, String)> {
        let mut stream = analyzer.token_stream(text);
        let mut tokens = Vec::new();
        while let Some(token) = stream.next() {
            let Token {
                position,
                offset_from,
                offset_to,
                ..
            } = *token;
            tokens.push((position, offset_from, offset_to, token.text.clone()));
        }
        tokens
    }

    /// tantivy's simple tokenizer followed by our filters.
    fn tantivys() -> TextAnalyzer {
        super::super::filtered(SimpleTokenizer::default())
    }

    #[test]
    fn dropped_words_keep_their_places() {
        let text =
            "The dilemmas, and Q’s TENT: a supercalifragilisticexpialidociouslyprecociousness é.";
        let ours = tokens(TextAnalyzer::from(WordTokenizer::default()), text);
        assert_eq!(ours, tokens(tantivys(), text));
        let terms: Vec<(usize, &str)> = ours.iter().map(|t| (t.0, t.3.as_str())).collect();
        assert_eq!(
            terms,
            [(1, "dilemma"), (3, "q"), (4, "s"), (5, "tent"), (8, "e")]
        );
    }

    #[test]
    fn a_word_too_long_for_a_term_is_not_remembered() {
        let long = "x".repeat(100_000);
        let text = format!("{long} dilemma");
        let ours = tokens(TextAnalyzer::from(WordTokenizer::default()), &text);
        assert_eq!(ours, tokens(tantivys(), &text));
        TERMS.with_borrow(|terms| {
            assert!(terms.known.contains_key("dilemma"));
            assert!(terms.known.keys().all(|word| word.len() < TOO_LONG_WORD));
        });
    }

    proptest::proptest! {
        #[test]
        fn remembered_terms_are_tantivys_terms(
            text in "\\PC{0,40}|((Download|downloads|DILEMMAS|the|ies|é|x|ab12|[a-z]{41})[ ,.’-]{1,2}){0,12}"
        ) {
            let ours = TextAnalyzer::from(WordTokenizer::default());
            // Twice: the second time every word is remembered.
            for _ in 0..2 {
                proptest::prop_assert_eq!(tokens(ours.clone(), &text), tokens(tantivys(), &text));
            }
        }
    }
}

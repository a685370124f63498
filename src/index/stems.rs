//! English stemming with each word's stem remembered, per thread.
//!
//! tantivy's stemmer runs the Snowball algorithm for every word it is given;
//! a corpus uses a few thousand words over and over, so looking up the stem of
//! a word already met costs a fraction of working it out. The stems are the
//! same: a miss is stemmed by tantivy's own stemmer.

use std::cell::RefCell;

use rustc_hash::FxHashMap;

use tantivy::tokenizer::{
    Language, RawTokenizer, Stemmer, TextAnalyzer, Token, TokenFilter, TokenStream, Tokenizer,
};

/// The most words a thread remembers; past it, it starts again, so a corpus
/// of ever new words holds no more than this.
const REMEMBERED_WORDS: usize = 50_000;

/// A token filter giving each token its English stem, as tantivy's
/// [`Stemmer`] does.
#[derive(Clone, Copy, Debug, Default)]
pub struct RememberingStemmer;

impl TokenFilter for RememberingStemmer {
    type Tokenizer<T: Tokenizer> = StemmingTokenizer<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> StemmingTokenizer<T> {
        StemmingTokenizer { inner: tokenizer }
    }
}

/// The tokenizer before the filter, its tokens stemmed.
#[derive(Clone)]
pub struct StemmingTokenizer<T> {
    inner: T,
}

impl<T: Tokenizer> Tokenizer for StemmingTokenizer<T> {
    type TokenStream<'a> = StemmingTokenStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        StemmingTokenStream {
            tail: self.inner.token_stream(text),
        }
    }
}

/// The tokens of the stream before, stemmed.
pub struct StemmingTokenStream<T> {
    tail: T,
}

impl<T: TokenStream> TokenStream for StemmingTokenStream<T> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        stem(&mut self.tail.token_mut().text);
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

/// One thread's stems (under a fast hash: the words are those of the corpus
/// and the queries, and a thread holds a bounded number of them), and the
/// stemmer that works out a new one.
struct Stems {
    known: FxHashMap<Box<str>, Box<str>>,
    stemmer: TextAnalyzer,
}

thread_local! {
    static STEMS: RefCell<Stems> = RefCell::new(Stems {
        known: FxHashMap::default(),
        stemmer: TextAnalyzer::builder(RawTokenizer::default())
            .filter(Stemmer::new(Language::English))
            .build(),
    });
}

/// Replaces `word` by its English stem.
fn stem(word: &mut String) {
    STEMS.with_borrow_mut(|stems| {
        if let Some(stem) = stems.known.get(word.as_str()) {
            word.clear();
            word.push_str(stem);
            return;
        }
        let mut stream = stems.stemmer.token_stream(word);
        let stem = match stream.next() {
            Some(token) => token.text.clone(),
            None => return,
        };
        drop(stream);
        if stems.known.len() >= REMEMBERED_WORDS {
            stems.known.clear();
        }
        stems
            .known
            .insert(Box::from(word.as_str()), Box::from(stem.as_str()));
        *word = stem;
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::tokenizer::SimpleTokenizer;

    fn terms(mut analyzer: TextAnalyzer, text: &str) -> Vec<(usize, String)> {
        let mut stream = analyzer.token_stream(text);
        let mut terms = Vec::new();
        while let Some(token) = stream.next() {
            terms.push((token.position, token.text.clone()));
        }
        terms
    }

    proptest::proptest! {
        #[test]
        fn remembered_stems_are_tantivys_stems(
            text in "((download|downloading|downloads|dilemma|dilemmas|ies|s|running|ran|a|é|x)[ ,.]{1,2}){0,12}"
        ) {
            let remembering = TextAnalyzer::builder(SimpleTokenizer::default())
                .filter(RememberingStemmer)
                .build();
            let tantivys = TextAnalyzer::builder(SimpleTokenizer::default())
                .filter(Stemmer::new(Language::English))
                .build();
            // Twice: the second time every stem is remembered.
            for _ in 0..2 {
                proptest::prop_assert_eq!(
                    terms(remembering.clone(), &text),
                    terms(tantivys.clone(), &text)
                );
            }
        }
    }
}

//! A token filter that gives every word saying "not" folded into another
//! ("can't", "cannot", "doesn't") the term of "not" itself, so a question and a
//! ruling that say the same thing in other forms meet ("can't move" and
//! "cannot move").

use tantivy::tokenizer::{Token, TokenFilter, TokenStream, Tokenizer};

use crate::lexicon::english::NEGATIVE_CONTRACTIONS;

/// The word every one of [`NEGATIVE_CONTRACTIONS`] is read as.
const NOT: &str = "not";

/// Reads each of [`NEGATIVE_CONTRACTIONS`] as "not"; it expects lower-case
/// words without apostrophes, so it follows the lower-casing filters.
#[derive(Clone, Copy, Debug, Default)]
pub struct Negations;

impl TokenFilter for Negations {
    type Tokenizer<T: Tokenizer> = NegationsFilter<T>;

    fn transform<T: Tokenizer>(self, tokenizer: T) -> NegationsFilter<T> {
        NegationsFilter { tokenizer }
    }
}

/// [`Negations`] over the tokens of `T`.
#[derive(Clone)]
pub struct NegationsFilter<T> {
    tokenizer: T,
}

impl<T: Tokenizer> Tokenizer for NegationsFilter<T> {
    type TokenStream<'a> = NegationsStream<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        NegationsStream {
            tail: self.tokenizer.token_stream(text),
        }
    }
}

/// The tokens of one text, each of [`NEGATIVE_CONTRACTIONS`] as "not".
pub struct NegationsStream<S> {
    tail: S,
}

impl<S: TokenStream> TokenStream for NegationsStream<S> {
    fn advance(&mut self) -> bool {
        if !self.tail.advance() {
            return false;
        }
        let text = &mut self.tail.token_mut().text;
        if NEGATIVE_CONTRACTIONS.binary_search(&text.as_str()).is_ok() {
            text.clear();
            text.push_str(NOT);
        }
        true
    }

    fn token(&self) -> &Token {
        self.tail.token()
    }

    fn token_mut(&mut self) -> &mut Token {
        self.tail.token_mut()
    }
}

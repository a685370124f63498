//! A record's title and text analyzed once for every field that holds them.
//!
//! The title and the text are each indexed in two fields (their own and
//! `anywhere`), and their words also make the pair terms. tantivy takes a field's
//! value either as text, which the field's analyzer analyzes again, or as tokens
//! analyzed already, which it copies twice, word by word, before indexing them.
//! Instead, the document of a record analyzes its title and text once, keeps the
//! terms in one buffer, and leaves them with its indexing thread ([`remember`]);
//! the analyzer registered for indexing ([`Replaying`]) replays the terms of a
//! text it is given that the thread remembers, and analyzes any other text.
//! Whether a text is remembered is decided by comparing the texts themselves, so
//! replayed tokens are always those the analyzer would give. The pair fields'
//! analyzer ([`Pairing`]) gives each two adjacent terms of those tokens as one
//! term ([`crate::analyze::pair_term`]).

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use tantivy::tokenizer::{BoxTokenStream, TextAnalyzer, Token, TokenStream, Tokenizer};

use crate::analyze::{analyzer, push_pair_term};

/// A text as analyzed: the terms side by side in one buffer, and each token.
pub(super) struct Analyzed {
    /// The text as given to the analyzer.
    text: Arc<str>,
    /// Every term, one after another.
    terms: String,
    /// Each token, in order.
    spots: Vec<Spot>,
}

/// Where one token's term ends in the buffer, and the rest of the token.
struct Spot {
    /// End of the term in [`Analyzed::terms`]; it starts where the one before ends.
    end: usize,
    offset_from: usize,
    offset_to: usize,
    position: usize,
    position_length: usize,
}

impl Analyzed {
    /// `text` analyzed by our analyzer ([`crate::analyze::analyzer`]).
    pub(super) fn of(text: Arc<str>) -> Analyzed {
        let mut analyzer = analyzer();
        let mut terms = String::new();
        let mut spots = Vec::new();
        let mut stream = analyzer.token_stream(&text);
        while let Some(token) = stream.next() {
            terms.push_str(&token.text);
            spots.push(Spot {
                end: terms.len(),
                offset_from: token.offset_from,
                offset_to: token.offset_to,
                position: token.position,
                position_length: token.position_length,
            });
        }
        drop(stream);
        Analyzed { text, terms, spots }
    }

    /// The text as given to the analyzer.
    pub(super) fn text(&self) -> &Arc<str> {
        &self.text
    }

    /// The term of the token at `at`.
    fn term(&self, at: usize) -> &str {
        let start = match at {
            0 => 0,
            at => self.spots[at - 1].end,
        };
        &self.terms[start..self.spots[at].end]
    }
}

thread_local! {
    /// The texts the document this thread is indexing has analyzed.
    static REMEMBERED: RefCell<Vec<Rc<Analyzed>>> = const { RefCell::new(Vec::new()) };
}

/// Leaves `texts` with this thread, in place of those it held, to be replayed.
pub(super) fn remember(texts: Vec<Rc<Analyzed>>) {
    REMEMBERED.set(texts);
}

/// The analysis of `text` this thread remembers, if any.
fn recall(text: &str) -> Option<Rc<Analyzed>> {
    REMEMBERED.with_borrow(|remembered| {
        remembered
            .iter()
            .find(|analyzed| *analyzed.text == *text)
            .cloned()
    })
}

/// Our analyzer, replaying the tokens of a text its thread remembers and
/// analyzing any other text.
#[derive(Clone)]
pub(super) struct Replaying {
    inner: TextAnalyzer,
}

impl Replaying {
    /// Our analyzer ([`crate::analyze::analyzer`]), the one [`Analyzed::of`] uses, replaying.
    pub(super) fn new() -> Replaying {
        Replaying { inner: analyzer() }
    }
}

impl Tokenizer for Replaying {
    type TokenStream<'a> = Replay<'a>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Replay<'a> {
        match recall(text) {
            Some(analyzed) => Replay::Recalled {
                analyzed,
                next: 0,
                token: Token::default(),
            },
            None => Replay::Analyzed(self.inner.token_stream(text)),
        }
    }
}

/// The tokens of one text: replayed, or from the wrapped analyzer.
pub(super) enum Replay<'a> {
    /// Replayed from a remembered analysis.
    Recalled {
        analyzed: Rc<Analyzed>,
        next: usize,
        token: Token,
    },
    /// Analyzed now.
    Analyzed(BoxTokenStream<'a>),
}

impl TokenStream for Replay<'_> {
    fn advance(&mut self) -> bool {
        match self {
            Replay::Recalled {
                analyzed,
                next,
                token,
            } => {
                let Some(spot) = analyzed.spots.get(*next) else {
                    return false;
                };
                token.text.clear();
                token.text.push_str(analyzed.term(*next));
                token.offset_from = spot.offset_from;
                token.offset_to = spot.offset_to;
                token.position = spot.position;
                token.position_length = spot.position_length;
                *next += 1;
                true
            }
            Replay::Analyzed(stream) => stream.advance(),
        }
    }

    fn token(&self) -> &Token {
        match self {
            Replay::Recalled { token, .. } => token,
            Replay::Analyzed(stream) => stream.token(),
        }
    }

    fn token_mut(&mut self) -> &mut Token {
        match self {
            Replay::Recalled { token, .. } => token,
            Replay::Analyzed(stream) => stream.token_mut(),
        }
    }
}

/// An analyzer giving each two adjacent terms of another analyzer's tokens as
/// one term, `first second` (see [`crate::analyze::pair_term`]).
#[derive(Clone)]
pub(super) struct Pairing<T> {
    inner: T,
}

impl<T: Tokenizer> Pairing<T> {
    /// Pairs the terms of `inner`.
    pub(super) fn new(inner: T) -> Pairing<T> {
        Pairing { inner }
    }
}

impl<T: Tokenizer> Tokenizer for Pairing<T> {
    type TokenStream<'a> = Pairs<T::TokenStream<'a>>;

    fn token_stream<'a>(&'a mut self, text: &'a str) -> Self::TokenStream<'a> {
        Pairs {
            words: self.inner.token_stream(text),
            previous: None,
            token: Token::default(),
        }
    }
}

/// The adjacent terms of a token stream, two by two.
pub(super) struct Pairs<S> {
    words: S,
    /// The term before, once there is one.
    previous: Option<String>,
    token: Token,
}

impl<S: TokenStream> TokenStream for Pairs<S> {
    fn advance(&mut self) -> bool {
        while self.words.advance() {
            let word = self.words.token();
            let Some(previous) = self.previous.as_mut() else {
                self.previous = Some(word.text.clone());
                continue;
            };
            self.token.text.clear();
            push_pair_term(&mut self.token.text, previous, &word.text);
            self.token.offset_to = word.offset_to;
            self.token.position = self.token.position.wrapping_add(1);
            previous.clear();
            previous.push_str(&word.text);
            return true;
        }
        false
    }

    fn token(&self) -> &Token {
        &self.token
    }

    fn token_mut(&mut self) -> &mut Token {
        &mut self.token
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analyze::{analyzable, pair_term, tokens};

    /// Every token a stream gives, whole.
    fn all(mut stream: impl TokenStream) -> Vec<(String, usize, usize, usize, usize)> {
        let mut all = Vec::new();
        while stream.advance() {
            let token = stream.token();
            all.push((
                token.text.clone(),
                token.position,
                token.offset_from,
                token.offset_to,
                token.position_length,
            ));
        }
        all
    }

    /// Leaves with this thread the texts `remembered` picks of `text` and
    /// `other`: neither, one, or both in either order.
    fn remember_some(text: &str, other: &str, remembered: u8) {
        let analyzed = |text: &str| Rc::new(Analyzed::of(text.into()));
        remember(match remembered % 5 {
            0 => Vec::new(),
            1 => vec![analyzed(other)],
            2 => vec![analyzed(text)],
            3 => vec![analyzed(text), analyzed(other)],
            _ => vec![analyzed(other), analyzed(text)],
        });
    }

    const WORDS: &str = "((Q's|Tent|the|dilemmas|É|x1|downloading|a)[ ,.’-]{1,2}){0,12}";

    proptest::proptest! {
        #[test]
        fn replayed_tokens_are_the_analyzers(
            text in WORDS,
            other in WORDS,
            remembered in 0u8..5,
        ) {
            remember_some(&text, &other, remembered);
            let mut replaying = Replaying::new();
            for text in [&text, &other] {
                let expected = all(analyzer().token_stream(text));
                let stream = replaying.token_stream(text);
                let recalled = matches!(stream, Replay::Recalled { .. });
                proptest::prop_assert_eq!(recalled, recall(text).is_some());
                proptest::prop_assert_eq!(all(stream), expected);
            }
            let text_recalled = remembered >= 2 || (remembered == 1 && text == other);
            proptest::prop_assert_eq!(recall(&text).is_some(), text_recalled);
        }

        #[test]
        fn pairs_are_the_pair_terms_of_the_analyzed_words(
            text in WORDS,
            other in WORDS,
            remembered in 0u8..5,
        ) {
            let (text, other) = (analyzable(&text), analyzable(&other));
            remember_some(&text, &other, remembered);
            let mut pairing = Pairing::new(Replaying::new());
            for text in [&text, &other] {
                let words = tokens(text);
                let expected: Vec<String> = words
                    .windows(2)
                    .map(|pair| pair_term(&pair[0].text, &pair[1].text))
                    .collect();
                let pairs: Vec<String> = all(pairing.token_stream(text))
                    .into_iter()
                    .map(|(text, ..)| text)
                    .collect();
                proptest::prop_assert_eq!(pairs, expected);
            }
        }
    }

    #[test]
    fn only_the_same_text_is_replayed() {
        remember(vec![
            Rc::new(Analyzed::of("Amanda Rogers".into())),
            Rc::new(Analyzed::of("Hugh".into())),
        ]);
        let mut replaying = Replaying::new();
        fn terms(stream: impl TokenStream) -> Vec<String> {
            all(stream).into_iter().map(|token| token.0).collect()
        }
        assert_eq!(
            terms(replaying.token_stream("Amanda Rogers")),
            ["amanda", "roger"]
        );
        assert_eq!(terms(replaying.token_stream("Hugh")), ["hugh"]);
        assert_eq!(
            terms(replaying.token_stream("Amanda Roger")),
            ["amanda", "roger"]
        );
        assert_eq!(terms(replaying.token_stream("Hugo")), ["hugo"]);
        assert!(matches!(
            replaying.token_stream("Amanda Rogers"),
            Replay::Recalled { .. }
        ));
        assert!(matches!(
            replaying.token_stream("Hugh"),
            Replay::Recalled { .. }
        ));
        // Same length, other text: analyzed, not replayed.
        assert!(matches!(
            replaying.token_stream("Hugo"),
            Replay::Analyzed(_)
        ));
        assert!(matches!(
            replaying.token_stream("Amanda"),
            Replay::Analyzed(_)
        ));
    }
}

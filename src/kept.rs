//! Pure functions of a text, worked out once per text and kept: a respond
//! question reads the same passages and sentences again and again (for its
//! verdict, by type, for the general rules), and a server answers many.

use std::ops::Range;
use std::sync::{Arc, LazyLock, Mutex, MutexGuard, PoisonError};

use rustc_hash::FxHashMap;

use crate::normalize::fold;
use crate::text::sentence_ranges;

/// [`fold`] of a passage's text, title or sentence, kept.
pub fn folded(text: &str) -> Arc<str> {
    static FOLDED: LazyLock<Kept<Arc<str>>> = LazyLock::new(Kept::default);
    FOLDED.get_or_work(text, || fold(text).into())
}

/// [`sentence_ranges`] of a passage's text, kept.
pub fn sentences(text: &str) -> Arc<[Range<usize>]> {
    static SENTENCES: LazyLock<Kept<Arc<[Range<usize>]>>> = LazyLock::new(Kept::default);
    SENTENCES.get_or_work(text, || sentence_ranges(text).into())
}

/// How many texts a [`Kept`] holds before it starts again: many more than the
/// documents' passages and sentences, so only texts made up at query time
/// (a sentence with a name put in) ever fill it.
const KEPT_TEXTS: usize = 100_000;

/// What a pure function gave for each text it was asked about. A copy starts
/// empty.
#[derive(Default)]
pub struct Kept<T>(Mutex<FxHashMap<Box<str>, T>>);

impl<T: Clone> Kept<T> {
    /// What `work` gives for `text`, worked out the first time only.
    pub fn get_or_work(&self, text: &str, work: impl FnOnce() -> T) -> T {
        if let Some(found) = self.texts().get(text) {
            return found.clone();
        }
        let found = work();
        let mut texts = self.texts();
        if texts.len() >= KEPT_TEXTS {
            texts.clear();
        }
        texts.insert(text.into(), found.clone());
        found
    }

    /// The texts kept, as a thread that panicked left them (each entry is
    /// inserted whole, so none is half written).
    fn texts(&self) -> MutexGuard<'_, FxHashMap<Box<str>, T>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl<T> Clone for Kept<T> {
    fn clone(&self) -> Kept<T> {
        Kept(Mutex::default())
    }
}

impl<T> std::fmt::Debug for Kept<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    #[test]
    fn a_text_is_worked_out_once() {
        let kept: Kept<usize> = Kept::default();
        let worked = Cell::new(0);
        let work = || {
            worked.set(worked.get() + 1);
            42
        };
        assert_eq!(kept.get_or_work("a", work), 42);
        assert_eq!(kept.get_or_work("a", work), 42);
        assert_eq!(worked.get(), 1);
        assert_eq!(kept.get_or_work("b", || 7), 7);
        // A copy starts empty.
        assert_eq!(kept.clone().get_or_work("a", || 0), 0);
    }
}

//! The lexicon: the words of the game and of the English the rulings are
//! written in, each list in one place, saying what it is for. The parsers, the
//! card finder, the concept tagger, the analyzer, `respond` and `search` all
//! draw from here.
//!
//! - [`english`]: function words, stop words, the small words of titles;
//! - [`game`]: card types, affiliations, skills, ranks and rules terms that are
//!   never card titles;
//! - [`concepts`]: the game concepts a ruling can be about and the words for
//!   each, actions included;

pub mod concepts;
pub mod english;
pub mod game;

pub use concepts::Concept;

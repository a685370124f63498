//! The link stage: passes over the parsed records of the whole corpus, run in one
//! fixed order by [`link`].
//!
//! 1. [`cards`] learns the card registry and sets each record's `cards`;
//! 2. [`concepts`] sets each record's game `concepts`;
//! 3. [`xref`] resolves `see_also` targets to record ids.

pub mod cards;
pub mod concepts;
pub mod groups;
pub mod xref;

use crate::record::Record;

/// Runs every linker over the records of the corpus; returns the card registry.
pub fn link(records: &mut [Record]) -> cards::Registry {
    let registry = cards::Registry::learn(records);
    cards::attach(records, &registry);
    concepts::attach(records);
    xref::resolve(records);
    registry
}

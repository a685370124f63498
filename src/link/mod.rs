//! The link stage: passes over the parsed records of the whole corpus, run in one
//! fixed order by [`link`].
//!
//! 1. [`cards`] learns the card registry and sets each record's `cards`;
//! 2. [`concepts`] sets each record's game `concepts`;
//! 3. [`xref`] resolves `see_also` targets to record ids;
//! 4. [`supersede`] applies amendments and pairs rulings that may conflict;
//! 5. [`rules`] finds the passages stating the general rules on responses;
//! 6. [`eras`] works out 4 and 5 again for each date before every document
//!    was in force.

pub mod cards;
pub mod concepts;
pub mod eras;
pub mod groups;
pub mod rules;
pub mod supersede;
pub mod xref;

use crate::parse::card_list::Entry;
use crate::record::Record;

/// What the link stage learnt about the corpus as a whole.
#[derive(Debug, Clone, Default)]
pub struct Linked {
    /// The card registry.
    pub registry: cards::Registry,
    /// Amendments, revisions and candidates for review.
    pub supersession: supersede::Supersession,
    /// Ids of the passages stating the general rules on responses.
    pub rules: Vec<String>,
    /// The rulings as they stood before every document was in force.
    pub eras: Vec<eras::Era>,
}

/// Runs every linker over the records of the `documents` of the corpus;
/// `card_list` holds the cards a user listed (`cards.tsv`), merged into the
/// registry.
pub fn link(records: &mut [Record], documents: &[eras::Dated], card_list: &[Entry]) -> Linked {
    let mut registry = cards::Registry::learn(records);
    // Learning frees more than the registry holds: the next passes would
    // otherwise sit on it.
    crate::memory::release_freed_memory();
    registry.merge(card_list);
    cards::attach(records, &registry);
    cards::types::assign(&mut registry, records);
    concepts::attach(records);
    xref::resolve(records);
    let supersession = supersede::supersede(records);
    let rules = rules::general_rules(&records.iter().collect::<Vec<_>>());
    let eras = eras::eras(records, documents);
    Linked {
        registry,
        supersession,
        rules,
        eras,
    }
}

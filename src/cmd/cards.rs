//! `rulings cards`: the card registry, for review.

use rulings::query::card::registry_listing;
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::CardsArgs;
use crate::cmd::{emit, Context, Outcome};

/// Lists every card with its aliases, group and number of rulings.
pub fn run(args: &CardsArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let listing = registry_listing(&View::whole(&index))?;
    if args.json {
        emit(&json::pretty(&listing))?;
    } else {
        emit(&table::cards(&listing, context.style))?;
    }
    Ok(Outcome::Answered)
}

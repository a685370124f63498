//! `rulings card`: a card, its group and its rulings.

use rulings::query::card::card;
use rulings::render::{json, table};

use crate::cli::CardArgs;
use crate::cmd::{emit, Context, Outcome};

/// Prints the card's group and rulings, or the cards the name might mean.
pub fn run(args: &CardArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let answer = card(&index, &args.name.join(" "));
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::card(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

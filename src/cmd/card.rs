//! `rulings card`: a card, its group and its rulings.

use rulings::query::card::card;
use rulings::record::Status;
use rulings::render::{json, table};

use crate::cli::CardArgs;
use crate::cmd::{emit, view, Context, Outcome};

/// Prints the card's group and rulings, or the cards the name might mean.
pub fn run(args: &CardArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let (store, scope) = view(&index, args.when.as_of.as_deref())?;
    let mut answer = card(&store, &args.name.join(" "));
    answer.scope = scope;
    if args.current {
        answer
            .rulings
            .retain(|r| r.record.status != Status::Superseded);
    }
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::card(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

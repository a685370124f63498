//! `rulings card`: a card, its group and its rulings.

use rulings::error::Error;
use rulings::query::as_of::whole_summary;
use rulings::query::card::{card, card_in_index, CardAnswer};
use rulings::record::Status;
use rulings::render::{json, table};

use crate::cli::CardArgs;
use crate::cmd::{emit, view, Context, Outcome};

/// Prints the card's group and rulings, or the cards the name might mean.
pub fn run(args: &CardArgs, context: &Context) -> anyhow::Result<Outcome> {
    let name = args.name.join(" ");
    if !name.chars().any(char::is_alphanumeric) {
        return Err(Error::query(format!(
            "no card name in {name:?}: give a card's title, e.g. `rulings card \"Kevin Uxbridge\"`"
        ))
        .into());
    }
    let index = context.open_index()?;
    // Only an answer as of a date needs the whole store (supersession worked
    // out again over the documents then in force).
    let mut answer = match args.when.as_of.as_deref() {
        Some(date) => {
            let (store, scope) = view(&index, Some(date))?;
            CardAnswer {
                scope,
                ..card(&store, &name)
            }
        }
        None => CardAnswer {
            scope: whole_summary(&index.summary.documents),
            ..card_in_index(&index, &name)?
        },
    };
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

//! `rulings card`: a card, its group and its rulings.

use rulings::error::Error;
use rulings::query::card::card;
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::CardArgs;
use crate::cmd::{emit, Context, Outcome};

/// Prints the card's group and rulings, or the cards the name might mean.
pub fn run(args: &CardArgs, context: &Context) -> anyhow::Result<Outcome> {
    let name = args.name.join(" ");
    check_name(&name)?;
    let index = context.open_index()?;
    let answer = card(&View::new(&index, args.view.when())?, &name)?;
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::card(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

/// Refuses a name with no letter or digit in it (a query to rephrase).
pub fn check_name(name: &str) -> rulings::error::Result<()> {
    if name.chars().any(char::is_alphanumeric) {
        return Ok(());
    }
    Err(Error::query(format!(
        "no card name in {name:?}: give a card's title, e.g. `rulings card \"Kevin Uxbridge\"`"
    )))
}

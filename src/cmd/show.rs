//! `rulings show`: one record in full, with its history.

use rulings::query::show::show;
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::ShowArgs;
use crate::cmd::{emit, Context, Outcome};

/// Prints the record with this id, or says which ids are close.
pub fn run(args: &ShowArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let shown = show(&View::new(&index, args.when.when())?, &args.id)?;
    if args.json {
        emit(&json::pretty(&shown))?;
    } else {
        emit(&table::show(&shown, context.style))?;
    }
    Ok(Outcome::Answered)
}

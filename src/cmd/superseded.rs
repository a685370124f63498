//! `rulings superseded`: changes and candidates.

use rulings::query::superseded::superseded;
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::SupersededArgs;
use crate::cmd::{emit, Context, Outcome};

/// Prints every change (and the candidates when asked).
pub fn run(args: &SupersededArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let view = View::new(&index, args.when.when())?;
    let answer = superseded(&view, args.candidates)?;
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::superseded(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

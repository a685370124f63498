//! `rulings respond`: a verdict with its evidence and the general rules.

use rulings::query::respond::respond;
use rulings::render::{json, table};

use crate::cli::RespondArgs;
use crate::cmd::{emit, view, Context, Outcome};

/// Prints the verdict, the passages that state it and the rules that apply.
pub fn run(args: &RespondArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let (store, scope) = view(&index, args.when.as_of.as_deref())?;
    let mut answer = respond(&store, &args.actor, &args.action.join(" "));
    answer.scope = scope;
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::respond(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

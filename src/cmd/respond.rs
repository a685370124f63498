//! `rulings respond`: a verdict with its evidence and the general rules.

use rulings::query::as_of::whole_summary;
use rulings::query::respond::{respond, respond_in_index, RespondAnswer};
use rulings::render::{json, table};

use crate::cli::RespondArgs;
use crate::cmd::{emit, view, Context, Outcome};

/// Prints the verdict, the passages that state it and the rules that apply.
pub fn run(args: &RespondArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let action = args.action.join(" ");
    // Only an answer as of a date needs the whole store (supersession worked
    // out again over the documents then in force).
    let answer = match args.when.as_of.as_deref() {
        Some(date) => {
            let (store, scope) = view(&index, Some(date))?;
            RespondAnswer {
                scope,
                ..respond(&store, &args.actor, &action)?
            }
        }
        None => RespondAnswer {
            scope: whole_summary(&index.summary.documents),
            ..respond_in_index(&index, &args.actor, &action)?
        },
    };
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::respond(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

//! `rulings search`: ranked rulings for a query.

use rulings::query::search::{search, SearchOptions};
use rulings::query::view::View;
use rulings::render::{json, table};

use crate::cli::SearchArgs;
use crate::cmd::{emit, Context, Outcome};

/// Runs the search and prints a table or JSON.
pub fn run(args: &SearchArgs, context: &Context) -> anyhow::Result<Outcome> {
    let options = SearchOptions {
        query: args.query.join(" "),
        source: args.source,
        card: args.card.clone(),
        limit: usize::from(args.limit),
    };
    options.check()?;
    let index = context.open_index()?;
    let answer = search(&View::new(&index, args.view.when())?, &options)?;
    if args.json {
        emit(&json::pretty(&answer))?;
    } else {
        emit(&table::search(&answer, context.style))?;
    }
    Ok(Outcome::Answered)
}

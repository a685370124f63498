//! `rulings serve`: the rulings as web pages and JSON over HTTP.

use crate::cli::ServeArgs;
use crate::cmd::{Context, Outcome};
use crate::serve::{self, Live};

/// Opens the index (building it when needed), then serves it until Ctrl-C.
pub fn run(args: &ServeArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let live = Live::new(index, &context.workspace)?;
    serve::serve(args.addr, live)?;
    Ok(Outcome::Answered)
}

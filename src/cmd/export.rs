//! `rulings export`: every record as JSON lines.

use std::io::Write;

use rulings::query::view::View;
use rulings::render::json;

use crate::cli::ExportArgs;
use crate::cmd::{Context, Outcome};

/// Writes one JSON object per record, in corpus order.
pub fn run(_args: &ExportArgs, context: &Context) -> anyhow::Result<Outcome> {
    let index = context.open_index()?;
    let records = View::whole(&index).records()?;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for record in records.iter() {
        writeln!(out, "{}", json::line(record))?;
    }
    out.flush()?;
    Ok(Outcome::Answered)
}

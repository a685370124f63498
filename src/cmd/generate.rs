//! `rulings generate-corpus`: a scale corpus for benchmarks.

use rulings::render::counted;
use rulings::scale::write_scaled;

use crate::cli::GenerateArgs;
use crate::cmd::{emit, Context, Outcome};

/// Writes the copies and says how much was written.
pub fn run(args: &GenerateArgs, context: &Context) -> anyhow::Result<Outcome> {
    let times = usize::try_from(args.times)?;
    let bytes = write_scaled(context.corpus()?, times, &args.out)?;
    emit(&format!(
        "wrote {} of the corpus ({:.1} MB) to {}",
        counted(times, "copy", "copies"),
        bytes as f64 / 1_000_000.0,
        args.out.display()
    ))?;
    Ok(Outcome::Answered)
}

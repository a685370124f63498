//! The `rulings` binary: parses the command line, runs one subcommand, and maps
//! the outcome to an exit status.
//!
//! Exit status: 0 answered (even with no results); 1 runtime failure (one line on
//! stderr); 2 a usage error, a query to rephrase or a refusal to write over
//! files; 3 `ingest` skipped a document. Output cut short by a closed pipe
//! (`rulings export | head`) is not an error.

mod cli;
mod cmd;
mod serve;

use std::process::ExitCode;

use clap::Parser;

use cli::{Cli, Command};
use cmd::{Context, Outcome};

fn main() -> ExitCode {
    let cli = Cli::parse();
    std::panic::set_hook(Box::new(report_bug));
    let Ok(result) = std::panic::catch_unwind(|| run(&cli)) else {
        return ExitCode::FAILURE;
    };
    match result {
        Ok(Outcome::Answered) => ExitCode::SUCCESS,
        Ok(Outcome::Skipped) => ExitCode::from(3),
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("rulings: error: {error:#}");
            if is_usage(&error) {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

fn run(cli: &Cli) -> anyhow::Result<Outcome> {
    let context = Context::new(&cli.places)?;
    match &cli.command {
        Command::Ingest(args) => cmd::ingest::run(args, &context),
        Command::Search(args) => cmd::search::run(args, &context),
        Command::Show(args) => cmd::show::run(args, &context),
        Command::Card(args) => cmd::card::run(args, &context),
        Command::Cards(args) => cmd::cards::run(args, &context),
        Command::Respond(args) => cmd::respond::run(args, &context),
        Command::Superseded(args) => cmd::superseded::run(args, &context),
        Command::Serve(args) => cmd::serve::run(args, &context),
        Command::GenerateCorpus(args) => cmd::generate::run(args, &context),
        Command::Export(args) => cmd::export::run(args, &context),
    }
}

/// What a panic (a bug, or an index damaged in a way no check foresaw) tells
/// the user: one line with what to do, no backtrace.
fn report_bug(info: &std::panic::PanicHookInfo) {
    let message = info
        .payload()
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| info.payload().downcast_ref::<String>().map(String::as_str))
        .unwrap_or("unknown cause");
    let place = info
        .location()
        .map(|l| format!(" at {}:{}", l.file(), l.line()))
        .unwrap_or_default();
    eprintln!(
        "rulings: error: internal error ({message}{place}); run `rulings ingest` to rebuild the index, and report it if it happens again"
    );
}

fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        let io = cause.downcast_ref::<std::io::Error>().or_else(|| {
            cause
                .downcast_ref::<rulings::error::Error>()
                .and_then(rulings::error::Error::io_error)
        });
        io.is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

fn is_usage(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        matches!(
            cause.downcast_ref::<rulings::error::Error>(),
            Some(rulings::error::Error::Query { .. } | rulings::error::Error::Refused { .. })
        )
    })
}

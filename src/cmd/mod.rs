//! One module per subcommand; each loads what it needs through [`Context`],
//! calls the library and writes the answer.

pub mod card;
pub mod cards;
pub mod export;
pub mod generate;
pub mod ingest;
pub mod respond;
pub mod search;
pub mod serve;
pub mod show;
pub mod superseded;

use std::io::{IsTerminal, Write};

use rulings::corpus::{Corpus, Skipped};
use rulings::index::Index;
use rulings::render::Style;
use rulings::workspace::Workspace;

use crate::cli::{ColorChoice, Places};

/// How a command ended, for the exit status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It answered (even with no results).
    Answered,
    /// It ran, but some document of the corpus had to be skipped.
    Skipped,
}

/// What every command works with.
pub struct Context {
    /// Corpus and index locations.
    pub workspace: Workspace,
    /// Output style for people.
    pub style: Style,
}

impl Context {
    /// Resolves the workspace and the output style from the global options.
    pub fn new(places: &Places) -> anyhow::Result<Context> {
        let workspace = Workspace::resolve(places.corpus.as_deref(), places.index.as_deref())?;
        Ok(Context {
            workspace,
            style: Style {
                color: use_color(places.color),
                width: table_width(),
            },
        })
    }

    /// The corpus, read now (documents it skips noted on stderr).
    pub fn corpus(&self) -> anyhow::Result<&Corpus> {
        let corpus = self.workspace.corpus()?;
        note_skipped(&corpus.skipped);
        Ok(corpus)
    }

    /// Opens the index, rebuilding it when needed (with a note on stderr), and
    /// notes the documents skipped: those of the corpus when it had to be read
    /// and some could not be, else those the index records.
    pub fn open_index(&self) -> anyhow::Result<Index> {
        let index = self
            .workspace
            .open(&mut |line| eprintln!("rulings: {line}"))?;
        match self.workspace.loaded_corpus() {
            Some(corpus) if !corpus.skipped.is_empty() => note_skipped(&corpus.skipped),
            _ => note_skipped(&index.summary.skipped),
        }
        Ok(index)
    }
}

/// One line on stderr per skipped document.
fn note_skipped(skipped: &[Skipped]) {
    for skipped in skipped {
        eprintln!("rulings: skipped {}: {}", skipped.file, skipped.reason);
    }
}

/// Colour only on a terminal, never under NO_COLOR or TERM=dumb, unless forced.
fn use_color(choice: ColorChoice) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            let dumb = std::env::var("TERM").is_ok_and(|t| t == "dumb");
            std::io::stdout().is_terminal() && !no_color && !dumb
        }
    }
}

/// `$COLUMNS` when set, else 100.
fn table_width() -> u16 {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<u16>().ok())
        .filter(|&w| w >= 40)
        .unwrap_or(100)
}

/// Writes text to stdout (a closed pipe surfaces as a BrokenPipe error).
pub fn emit(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    if !text.ends_with('\n') {
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(())
}

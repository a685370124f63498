//! Where the corpus and the index live, and opening the index: rebuilt on the
//! spot when it is missing, stale or unreadable.
//!
//! Defaults, for a user who gives no options:
//! - corpus: `--corpus DIR`, else `./corpus` when run inside a checkout (a
//!   `corpus/manifest.json` beside it), else the corpus embedded in the binary;
//! - index: `--index DIR`, else `$RULINGS_INDEX`, else `./index` inside a
//!   checkout, else `$XDG_CACHE_HOME/rulings/index` (or `~/.cache/rulings/index`).
//!   When the index directory cannot be written, the index is built in the
//!   system's temporary directory instead, with a note.

use std::path::{Path, PathBuf};

use crate::corpus::{self, Corpus};
use crate::error::{Error, Result};
use crate::index::{self, Index, Unusable};
use crate::ingest::{ingest, Store};

/// The corpus and the index directory a command works on.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// The loaded corpus.
    pub corpus: Corpus,
    /// The index directory.
    pub index_dir: PathBuf,
}

impl Workspace {
    /// Resolves the corpus and index directories from the options and defaults,
    /// and loads the corpus.
    pub fn resolve(corpus_dir: Option<&Path>, index_dir: Option<&Path>) -> Result<Workspace> {
        let corpus = match corpus_dir
            .map(Path::to_path_buf)
            .or_else(corpus::default_dir)
        {
            Some(dir) => Corpus::from_dir(&dir)?,
            None => Corpus::embedded()?,
        };
        let index_dir = index_dir
            .map(Path::to_path_buf)
            .or_else(|| std::env::var_os("RULINGS_INDEX").map(PathBuf::from))
            .unwrap_or_else(default_index_dir);
        Ok(Workspace { corpus, index_dir })
    }

    /// Opens the index, rebuilding it first when it is missing, stale or
    /// unreadable; `note` receives a line for the user about what happened.
    pub fn open(&self, note: &mut dyn FnMut(String)) -> Result<Index> {
        match index::open(&self.index_dir, self.corpus.hash) {
            Ok(index) => Ok(index),
            Err(why) => {
                if why != Unusable::Missing {
                    note(format!(
                        "{}: {why}; rebuilding it",
                        self.index_dir.display()
                    ));
                } else {
                    note(format!(
                        "building the index in {}",
                        self.index_dir.display()
                    ));
                }
                self.rebuild(note)
            }
        }
    }

    /// Ingests the corpus and builds a fresh index, falling back to a temporary
    /// directory when the index directory cannot be written.
    pub fn rebuild(&self, note: &mut dyn FnMut(String)) -> Result<Index> {
        let store: Store = ingest(&self.corpus);
        match index::build(&self.index_dir, store.clone(), self.corpus.hash) {
            Ok(index) => Ok(index),
            Err(error) if is_unwritable(&error) => {
                let fallback = std::env::temp_dir().join("rulings-index");
                if fallback == self.index_dir {
                    return Err(error);
                }
                note(format!(
                    "cannot build the index in {} ({error}); using {} instead",
                    self.index_dir.display(),
                    fallback.display()
                ));
                if let Ok(index) = index::open(&fallback, self.corpus.hash) {
                    return Ok(index);
                }
                index::build(&fallback, store, self.corpus.hash)
            }
            Err(error) => Err(error),
        }
    }
}

/// True when an error means the index directory cannot be written at all.
fn is_unwritable(error: &Error) -> bool {
    use std::io::ErrorKind;
    match error {
        Error::Io { source, .. } => matches!(
            source.kind(),
            ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem | ErrorKind::NotADirectory
        ),
        _ => false,
    }
}

/// `./index` inside a checkout, else the user's cache directory.
fn default_index_dir() -> PathBuf {
    if corpus::default_dir().is_some() {
        return PathBuf::from("index");
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")));
    match cache {
        Some(dir) => dir.join("rulings").join("index"),
        None => std::env::temp_dir().join("rulings-index"),
    }
}

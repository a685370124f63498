//! Where the corpus and the index live, and opening the index: rebuilt on the
//! spot when it is missing, stale or unreadable.
//!
//! Defaults, for a user who gives no options:
//! - corpus: `--corpus DIR`, else `./corpus` when run inside a checkout (a
//!   `corpus/manifest.json` beside it), else the corpus embedded in the binary;
//! - index: `--index DIR`, else `$RULINGS_INDEX`, else `./index` inside a
//!   checkout, else `$XDG_CACHE_HOME/rulings/index` (or `~/.cache/rulings/index`).
//!   When the index directory cannot be written, the index is built in the
//!   system's temporary directory instead (`rulings-index-<uid>`), with a note.
//!
//! The corpus is read only when needed: an index whose recorded file sizes and
//! times still match the corpus directory is fresh without reading a document.
//! When they differ, the corpus is read and hashed, and an index built from the
//! same contents is still used (its stamps brought up to date).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::corpus::{self, Corpus};
use crate::error::{Error, Result};
use crate::index::{self, Index, Meta, Unusable};
use crate::ingest::{ingest, ingest_taking};

/// Where a corpus comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// A directory with a manifest.
    Dir(PathBuf),
    /// The corpus embedded in the binary.
    Embedded,
}

/// The corpus and the index directory a command works on.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// Where the corpus comes from.
    pub origin: Origin,
    /// The index directory.
    pub index_dir: PathBuf,
    /// The corpus once read; without its documents when a rebuild read it
    /// (ingest took them).
    corpus: OnceLock<Corpus>,
}

impl Workspace {
    /// Resolves the corpus and index directories from the options and defaults;
    /// the corpus is read on first use.
    pub fn resolve(corpus_dir: Option<&Path>, index_dir: Option<&Path>) -> Result<Workspace> {
        let origin = match corpus_dir
            .map(Path::to_path_buf)
            .or_else(corpus::default_dir)
        {
            Some(dir) => Origin::Dir(dir),
            None => Origin::Embedded,
        };
        let index_dir = index_dir
            .map(Path::to_path_buf)
            .or_else(|| {
                // Set but empty is unset, as NO_COLOR's convention has it.
                std::env::var_os("RULINGS_INDEX")
                    .filter(|dir| !dir.is_empty())
                    .map(PathBuf::from)
            })
            .unwrap_or_else(default_index_dir);
        Ok(Workspace {
            origin,
            index_dir,
            corpus: OnceLock::new(),
        })
    }

    /// The corpus, read on first use. After [`Workspace::rebuild`] has read
    /// it, its hash, stamps and skipped documents stay but not its documents,
    /// which ingest took.
    pub fn corpus(&self) -> Result<&Corpus> {
        if let Some(corpus) = self.corpus.get() {
            return Ok(corpus);
        }
        let corpus = self.read_corpus()?;
        Ok(self.corpus.get_or_init(|| corpus))
    }

    /// Reads the corpus.
    fn read_corpus(&self) -> Result<Corpus> {
        match &self.origin {
            Origin::Dir(dir) => Corpus::from_dir(dir),
            Origin::Embedded => Corpus::embedded(),
        }
    }

    /// The corpus if it has been read.
    pub fn loaded_corpus(&self) -> Option<&Corpus> {
        self.corpus.get()
    }

    /// Opens the index, rebuilding it first when it is missing, stale or
    /// unreadable; `note` receives a line for the user about what happened.
    pub fn open(&self, note: &mut dyn FnMut(String)) -> Result<Index> {
        match index::open(&self.index_dir, |meta| self.is_fresh(meta)) {
            Ok(index) => {
                self.restamp(&index);
                Ok(index)
            }
            Err(why) => {
                let why = if why == Unusable::Missing {
                    format!("building the index in {}", self.index_dir.display())
                } else {
                    format!("{}: {why}; rebuilding it", self.index_dir.display())
                };
                self.rebuild_saying(Some(why), note)
            }
        }
    }

    /// True when an index with this meta was built from the corpus as it is:
    /// by the files' sizes and times, else by reading and hashing the corpus.
    fn is_fresh(&self, meta: &Meta) -> bool {
        if let Origin::Dir(dir) = &self.origin {
            if corpus::unchanged(dir, &meta.stamps) {
                return true;
            }
        }
        self.corpus()
            .is_ok_and(|corpus| index::hash_hex(corpus.hash) == meta.corpus_hash)
    }

    /// Records the corpus files' current stamps in an index found fresh by
    /// hashing, so the next open need not read the corpus.
    fn restamp(&self, index: &Index) {
        if let Some(corpus) = self.loaded_corpus() {
            if corpus.stamps != index.meta.stamps {
                index.restamp(&corpus.stamps);
            }
        }
    }

    /// Ingests the corpus and builds a fresh index, falling back to a temporary
    /// directory when the index directory cannot be written. A corpus not read
    /// yet is read for the build, and each of its documents let go once parsed.
    pub fn rebuild(&self, note: &mut dyn FnMut(String)) -> Result<Index> {
        self.rebuild_saying(None, note)
    }

    /// As [`Workspace::rebuild`], first noting `why` once the corpus has been
    /// read: a corpus that cannot be read is reported alone.
    fn rebuild_saying(&self, why: Option<String>, note: &mut dyn FnMut(String)) -> Result<Index> {
        if let Some(corpus) = self.corpus.get() {
            if let Some(why) = why {
                note(why);
            }
            return match self.target(corpus.hash, note)? {
                Target::Found(index) => Ok(*index),
                Target::Build(staging) => staging.build(ingest(corpus), corpus),
            };
        }
        let mut corpus = self.read_corpus()?;
        if let Some(why) = why {
            note(why);
        }
        let index = match self.target(corpus.hash, note)? {
            Target::Found(index) => *index,
            Target::Build(staging) => {
                let store = ingest_taking(&mut corpus);
                staging.build(store, &corpus)?
            }
        };
        let _ = self.corpus.set(corpus);
        Ok(index)
    }

    /// Where a rebuild of the corpus with this hash goes: a new generation in
    /// the index directory, else in a temporary directory, unless that already
    /// holds an index of it.
    fn target(&self, corpus_hash: u64, note: &mut dyn FnMut(String)) -> Result<Target> {
        match index::Staging::new(&self.index_dir) {
            Ok(staging) => Ok(Target::Build(staging)),
            Err(error) if is_unwritable(&error) => {
                let fallback = fallback_index_dir();
                if fallback == self.index_dir {
                    return Err(cannot_build(&fallback, error));
                }
                if !is_ours(&fallback) {
                    let mine = Error::index(&fallback, "it is a link, or another user's");
                    return Err(cannot_build(&fallback, mine));
                }
                note(format!(
                    "cannot build the index in {} ({error}); using {} instead",
                    self.index_dir.display(),
                    fallback.display()
                ));
                let fresh = |meta: &Meta| index::hash_hex(corpus_hash) == meta.corpus_hash;
                if let Ok(index) = index::open(&fallback, fresh) {
                    return Ok(Target::Found(Box::new(index)));
                }
                index::Staging::new(&fallback)
                    .map(Target::Build)
                    .map_err(|error| cannot_build(&fallback, error))
            }
            Err(error) => Err(error),
        }
    }
}

/// The error of a build that found no directory it could write, with what to do.
fn cannot_build(dir: &Path, error: Error) -> Error {
    Error::index(
        dir,
        format!(
            "cannot be built there ({error}); pass --index DIR (or set \
             RULINGS_INDEX) with a directory you can write"
        ),
    )
}

/// Where the index is built when its directory cannot be written: a directory
/// of this user's in the system's temporary directory (another user's there
/// would be unwritable too).
fn fallback_index_dir() -> PathBuf {
    std::env::temp_dir().join(format!("rulings-index-{}", user_tag()))
}

/// False when `path` is a link or belongs to another user: the fallback's name
/// is predictable, and an index there must be this user's own. True when it
/// does not exist yet, or where owners cannot be told.
fn is_ours(path: &Path) -> bool {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return true;
    };
    if meta.file_type().is_symlink() {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let Some(me) = user_id() {
            return meta.uid() == me;
        }
    }
    true
}

/// This user's id: the owner of `/proc/self`, where there is one.
#[cfg(unix)]
fn user_id() -> Option<u32> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").ok().map(|meta| meta.uid())
}

/// This user's id on Unix (the owner of `/proc/self`), else their name.
fn user_tag() -> String {
    #[cfg(unix)]
    if let Some(id) = user_id() {
        return id.to_string();
    }
    ["USER", "LOGNAME", "USERNAME"]
        .iter()
        .find_map(|name| std::env::var(name).ok())
        .filter(|name| {
            name.chars()
                .all(|c| c.is_alphanumeric() || "-_.".contains(c))
        })
        .unwrap_or_else(|| "user".to_string())
}

/// Where a rebuild goes.
enum Target {
    /// A new generation, written there.
    Build(index::Staging),
    /// An index of the corpus as it is, already built there (boxed: an index
    /// is larger than a staging directory).
    Found(Box<Index>),
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
        None => fallback_index_dir(),
    }
}

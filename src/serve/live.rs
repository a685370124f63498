//! The index being served, and its replacement when the corpus changes.
//!
//! Requests read the index through an [`ArcSwap`]: each takes the index of
//! the moment it starts and keeps it to the end. A background thread checks
//! the corpus once a second, as cheaply as a command does (the files' sizes
//! and times against those the index recorded); when they differ it opens or
//! rebuilds the index as a command would, reads what requests read lazily,
//! and only then swaps the new index in. Requests keep being answered from the
//! old index meanwhile. The corpus embedded in the binary cannot change, so
//! it is not watched.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use arc_swap::ArcSwap;
use rulings::corpus::{self, Stamp};
use rulings::index::Index;
use rulings::workspace::{Origin, Workspace};

/// How often the corpus is checked for changes.
const CHECK_EVERY: Duration = Duration::from_secs(1);

/// The index requests read, swapped whole when the corpus changes.
pub struct Live {
    index: ArcSwap<Index>,
    /// The corpus directory, watched; none for the embedded corpus.
    corpus_dir: Option<PathBuf>,
    /// The directory the index generations live in.
    index_root: PathBuf,
    /// The corpus files as the index served first saw them.
    stamps: Vec<Stamp>,
}

impl Live {
    /// Serves `index`, opened in `workspace`, once what requests read of it
    /// lazily has been read.
    pub fn new(index: Index, workspace: &Workspace) -> anyhow::Result<Arc<Live>> {
        warm(&index)?;
        let corpus_dir = match &workspace.origin {
            Origin::Dir(dir) => Some(dir.clone()),
            Origin::Embedded => None,
        };
        let index_root = index
            .dir
            .parent()
            .map_or_else(|| workspace.index_dir.clone(), Path::to_path_buf);
        let stamps = match workspace.loaded_corpus() {
            Some(corpus) => corpus.stamps.clone(),
            None => index.meta.stamps.clone(),
        };
        Ok(Arc::new(Live {
            index: ArcSwap::from_pointee(index),
            corpus_dir,
            index_root,
            stamps,
        }))
    }

    /// The index as it is now; a request keeps it to its end.
    pub fn index(&self) -> Arc<Index> {
        self.index.load_full()
    }

    /// Starts the thread that swaps in a new index when the corpus changes.
    pub fn watch(self: &Arc<Live>) {
        let Some(dir) = self.corpus_dir.clone() else {
            return;
        };
        let live = Arc::clone(self);
        std::thread::spawn(move || {
            let mut watcher = Watcher {
                stamps: live.stamps.clone(),
                last_error: None,
            };
            loop {
                std::thread::sleep(CHECK_EVERY);
                watcher.check(&live, &dir);
            }
        });
    }
}

/// What the watching thread remembers between checks.
struct Watcher {
    /// The corpus files as the served index saw them.
    stamps: Vec<Stamp>,
    /// The last failure to open the changed corpus, said once.
    last_error: Option<String>,
}

impl Watcher {
    /// Swaps in the index of the corpus in `dir` when it has changed.
    fn check(&mut self, live: &Live, dir: &Path) {
        if corpus::unchanged(dir, &self.stamps) {
            return;
        }
        let opened = Workspace::resolve(Some(dir), Some(&live.index_root)).and_then(|workspace| {
            let index = workspace.open(&mut |line| eprintln!("rulings: {line}"))?;
            warm(&index)?;
            Ok((workspace, index))
        });
        match opened {
            Ok((workspace, index)) => {
                self.last_error = None;
                self.stamps = match workspace.loaded_corpus() {
                    Some(corpus) => corpus.stamps.clone(),
                    None => index.meta.stamps.clone(),
                };
                if index.dir != live.index.load().dir {
                    eprintln!("rulings: the corpus changed; now serving its new index");
                    live.index.store(Arc::new(index));
                }
            }
            Err(error) => {
                let message = error.to_string();
                if self.last_error.as_ref() != Some(&message) {
                    eprintln!(
                        "rulings: the corpus changed but cannot be indexed ({message}); still serving the previous index"
                    );
                    self.last_error = Some(message);
                }
            }
        }
    }
}

/// Reads what queries read of an index on first use, so that no request pays
/// for it and none finds its files gone after a later rebuild removed them.
fn warm(index: &Index) -> rulings::error::Result<()> {
    index.cards()?;
    index.eras()?;
    index.general_rules()?;
    index.store()?;
    Ok(())
}

//! Whether a generation's files are still as they were written.
//!
//! Each file's length and modification time are recorded when the generation is
//! built. Opening compares them with the files (a few `stat` calls); only a file
//! found changed makes the whole generation be verified: tantivy's files by the
//! checksums in their footers, ours ([`OWN_FILES`]) by a content hash. A generation that fails is rebuilt, so
//! garbage written into the index is never read as an index.

use std::fs;
use std::path::Path;
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};

use crate::corpus::ContentHash;

/// The files of a generation that tantivy does not check (`store.json`,
/// `summary.json`, `card-keys.tsv`, `card-names.tsv`, `ranking.bin`), hashed
/// whole.
pub(super) const OWN_FILES: &[&str] = &[
    super::STORE_FILE,
    super::SUMMARY_FILE,
    super::CARD_KEYS_FILE,
    super::CARD_NAMES_FILE,
    super::ranking::RANKING_FILE,
];

/// A generation file's length and modification time, as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileStamp {
    /// File name inside the generation directory.
    pub file: String,
    /// Length in bytes.
    pub len: u64,
    /// Modification time in nanoseconds since 1970.
    pub modified: u128,
}

/// The stamps of a generation's files, by name: every file but its meta (which
/// holds them) and hidden files (tantivy's locks and bookkeeping).
pub(super) fn stamps(dir: &Path) -> std::io::Result<Vec<FileStamp>> {
    let mut stamps = Vec::new();
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let file = entry.file_name().to_string_lossy().into_owned();
        if file.starts_with('.') || file == super::META_FILE {
            continue;
        }
        let meta = entry.metadata()?;
        let modified = meta
            .modified()?
            .duration_since(UNIX_EPOCH)
            .map_or(0, |age| age.as_nanos());
        stamps.push(FileStamp {
            file,
            len: meta.len(),
            modified,
        });
    }
    stamps.sort_by(|a, b| a.file.cmp(&b.file));
    Ok(stamps)
}

/// The content hash of a generation's [`OWN_FILES`], hex.
pub(super) fn own_files_hash(dir: &Path) -> std::io::Result<String> {
    let mut hash = ContentHash::new();
    for file in OWN_FILES {
        let bytes = fs::read(dir.join(file))?;
        hash.write(file.as_bytes());
        hash.write(&(bytes.len() as u64).to_le_bytes());
        hash.write(&bytes);
    }
    Ok(super::hash_hex(hash.finish()))
}

/// Verifies every file of a generation: tantivy's checksums, and the hash of
/// our own files against `own_hash`, recorded when it was built.
pub(super) fn verify(dir: &Path, index: &tantivy::Index, own_hash: &str) -> Result<(), String> {
    let damaged = index
        .validate_checksum()
        .map_err(|e| format!("its files cannot be checked: {e}"))?;
    if let Some(file) = damaged.iter().next() {
        return Err(format!("{} is damaged", dir.join(file).display()));
    }
    let hash = own_files_hash(dir).map_err(|e| format!("its files cannot be read: {e}"))?;
    if hash != own_hash {
        return Err(format!(
            "one of {} in {} is damaged",
            OWN_FILES.join(", "),
            dir.display()
        ));
    }
    Ok(())
}

//! Whether a generation's files are still as they were written.
//!
//! Each file's length and modification time are recorded when the generation is
//! built. Opening compares them with the files (a few `stat` calls); only a file
//! found changed makes the whole generation be verified: tantivy's files by the
//! checksums in their footers, ours ([`OWN_FILES`]) by a content hash. A generation that fails is rebuilt, so
//! garbage written into the index is never read as an index.

use std::fs;
use std::io::Read;
use std::path::Path;
use std::time::UNIX_EPOCH;

use serde::{Deserialize, Serialize};

use crate::corpus::ContentHash;

/// The files of a generation that tantivy does not check (`records.bin`,
/// `ranking.bin`, `store.json`, `eras.json`, `summary.json`, `card-keys.tsv`,
/// `card-names.tsv`), hashed whole.
pub(super) const OWN_FILES: &[&str] = &[
    super::RECORDS_FILE,
    super::RANKING_FILE,
    super::STORE_FILE,
    super::ERAS_FILE,
    super::SUMMARY_FILE,
    super::CARD_KEYS_FILE,
    super::CARD_NAMES_FILE,
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
        hash.write(file.as_bytes());
        hash_file(&mut hash, &dir.join(file))?;
    }
    Ok(super::hash_hex(hash.finish()))
}

/// Bytes of a file fed to the hash at a time: a whole number of the hash's
/// eight-byte words, so that feeding a file in blocks gives what feeding it
/// whole would.
const HASH_BLOCK: usize = 1 << 16;

/// Feeds a file's length, then its bytes, to `hash` a block at a time: the
/// store of a large corpus is larger than its records' share of memory.
fn hash_file(hash: &mut ContentHash, path: &Path) -> std::io::Result<()> {
    let mut file = fs::File::open(path)?;
    let len = file.metadata()?.len();
    hash.write(&len.to_le_bytes());
    let mut block = Vec::with_capacity(HASH_BLOCK);
    let mut read = 0u64;
    loop {
        block.clear();
        (&mut file)
            .take(HASH_BLOCK as u64)
            .read_to_end(&mut block)?;
        hash.write(&block);
        read += block.len() as u64;
        if block.len() < HASH_BLOCK {
            break;
        }
    }
    if read != len {
        return Err(std::io::Error::other(format!(
            "{} changed while it was read",
            path.display()
        )));
    }
    Ok(())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_hashed_in_blocks_hashes_as_it_would_whole() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join("file");
        for len in [
            0,
            7,
            8,
            HASH_BLOCK - 1,
            HASH_BLOCK,
            HASH_BLOCK + 3,
            3 * HASH_BLOCK,
        ] {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 31 % 251) as u8).collect();
            fs::write(&path, &bytes).unwrap();
            let mut whole = ContentHash::new();
            whole.write(&(len as u64).to_le_bytes());
            whole.write(&bytes);
            let mut blocks = ContentHash::new();
            hash_file(&mut blocks, &path).unwrap();
            assert_eq!(blocks.finish(), whole.finish(), "{len} bytes");
        }
    }
}

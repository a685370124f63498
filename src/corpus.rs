//! The corpus: a manifest (`manifest.json`) and the documents it lists.
//!
//! The shipped corpus is embedded in the binary; `--corpus DIR` reads another
//! directory with the same layout. A document that cannot be read, or whose
//! manifest entry is wrong, is reported and skipped; the rest are still used.

use std::collections::BTreeMap;
use std::fs::Metadata;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use crate::date::Date;
use crate::error::{Error, Result};

include!(concat!(env!("OUT_DIR"), "/embedded_corpus.rs"));

/// The optional card list's file name inside a corpus directory.
pub const CARD_LIST: &str = "cards.tsv";

/// The optional players' vocabulary's file name inside a corpus directory.
pub const VOCABULARY: &str = "vocabulary.tsv";

/// The files a corpus may have beside its manifest and documents.
const OPTIONAL_FILES: [&str; 2] = [CARD_LIST, VOCABULARY];

/// The manifest's file name inside a corpus directory.
pub const MANIFEST: &str = "manifest.json";

/// The kind of a document, which names the parser it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The AmigaGuide FAQ.
    Faq,
    /// Glossary text.
    Glossary,
    /// A Current Rulings document.
    Rulings,
}

impl Kind {
    /// The manifest name of the kind (`faq`, `glossary`, `rulings`).
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Faq => "faq",
            Kind::Glossary => "glossary",
            Kind::Rulings => "rulings",
        }
    }

    fn parse(name: &str) -> Option<Kind> {
        match name {
            "faq" => Some(Kind::Faq),
            "glossary" => Some(Kind::Glossary),
            "rulings" => Some(Kind::Rulings),
            _ => None,
        }
    }
}

/// One manifest entry: a document and its place in the order of authority.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DocumentInfo {
    /// File name inside the corpus directory.
    pub file: String,
    /// Which parser reads it.
    pub kind: Kind,
    /// The document's title.
    pub title: String,
    /// Who issued it.
    pub issuer: String,
    /// Date of issue, when known.
    pub date: Option<Date>,
    /// Version, when the document has one instead of (or as well as) a date.
    pub version: Option<String>,
    /// Place in the order of authority: a higher number overrides a lower one.
    pub authority: i32,
}

/// The manifest entry as written, before it is checked.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    file: String,
    kind: String,
    title: String,
    #[serde(default)]
    issuer: String,
    #[serde(default)]
    date: Option<String>,
    #[serde(default)]
    version: Option<String>,
    #[serde(default)]
    authority: i32,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawManifest {
    documents: Vec<RawEntry>,
}

/// A document of the corpus, with its bytes or the reason they could not be had.
#[derive(Debug, Clone)]
pub struct Document {
    /// The manifest entry.
    pub info: DocumentInfo,
    /// The document's bytes.
    pub bytes: Vec<u8>,
}

/// A document the corpus lists but cannot supply, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skipped {
    /// The file named in the manifest.
    pub file: String,
    /// Why it was skipped.
    pub reason: String,
}

/// A loaded corpus: the usable documents and those that had to be skipped.
#[derive(Debug, Clone)]
pub struct Corpus {
    /// Where the corpus came from ("embedded" or a directory).
    pub origin: String,
    /// The documents, in manifest order.
    pub documents: Vec<Document>,
    /// Documents listed but unusable.
    pub skipped: Vec<Skipped>,
    /// The optional card list (`cards.tsv`: title, type, set), as text.
    pub card_list: Option<String>,
    /// The optional players' vocabulary (`vocabulary.tsv`), as text.
    pub vocabulary: Option<String>,
    /// A hash of the manifest, every document's bytes and the optional files.
    pub hash: u64,
    /// The size and modification time of every file read, when the corpus came
    /// from a directory and no document was skipped (else empty).
    pub stamps: Vec<Stamp>,
}

/// A corpus file's size and modification time as it was read: while they stay
/// the same, the file need not be read again to know it has not changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stamp {
    /// File name inside the corpus directory.
    pub file: String,
    /// Length in bytes.
    pub len: u64,
    /// Modification time in nanoseconds since 1970; `None` when the file was
    /// modified too shortly before it was read for the time to be trusted.
    pub modified: Option<u128>,
}

/// How much older than the moment it is read a file's modification time must be
/// to be trusted: a change within the file system's time resolution (two
/// seconds on FAT) could leave the time as it was.
const TRUSTED_AGE: Duration = Duration::from_secs(2);

impl Stamp {
    /// The stamp of a file whose metadata were read at `now`.
    fn of(file: &str, meta: &Metadata, now: SystemTime) -> Stamp {
        let modified = meta
            .modified()
            .ok()
            .filter(|&time| time + TRUSTED_AGE < now)
            .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
            .map(|age| age.as_nanos());
        Stamp {
            file: file.to_string(),
            len: meta.len(),
            modified,
        }
    }

    /// True when the file in `dir` still has this size and trusted time.
    fn holds(&self, dir: &Path) -> bool {
        let Ok(meta) = std::fs::metadata(dir.join(&self.file)) else {
            return false;
        };
        let now = Stamp::of(&self.file, &meta, SystemTime::now());
        self.modified.is_some() && now == *self
    }
}

/// True when the files of the corpus in `dir` have the sizes and times of
/// `stamps` (taken when it was last read) and no optional file has appeared:
/// the corpus is then the one read, without reading it. False says nothing:
/// the files must be read and hashed to know.
pub fn unchanged(dir: &Path, stamps: &[Stamp]) -> bool {
    let none_appeared = OPTIONAL_FILES.iter().all(|file| {
        let then = stamps.iter().any(|stamp| stamp.file == *file);
        dir.join(file).exists() == then
    });
    !stamps.is_empty() && none_appeared && stamps.iter().all(|stamp| stamp.holds(dir))
}

/// The optional files of a corpus, each as bytes when the corpus has it.
#[derive(Default)]
struct OptionalFiles {
    card_list: Option<Vec<u8>>,
    vocabulary: Option<Vec<u8>>,
}

impl OptionalFiles {
    /// Each optional file `read` gives.
    fn read<E>(read: impl Fn(&str) -> std::result::Result<Vec<u8>, E>) -> OptionalFiles {
        OptionalFiles {
            card_list: read(CARD_LIST).ok(),
            vocabulary: read(VOCABULARY).ok(),
        }
    }
}

impl Corpus {
    /// The corpus shipped inside the binary.
    pub fn embedded() -> Result<Corpus> {
        let files: BTreeMap<&str, &[u8]> = EMBEDDED_FILES.iter().copied().collect();
        let manifest = files.get(MANIFEST).ok_or_else(|| Error::Manifest {
            path: format!("(embedded) {MANIFEST}"),
            reason: "the binary was built without a corpus manifest".to_string(),
        })?;
        let optional = OptionalFiles::read(|file| files.get(file).map(|b| b.to_vec()).ok_or(()));
        Corpus::assemble("embedded corpus", manifest, optional, |file| {
            files
                .get(file)
                .map(|bytes| bytes.to_vec())
                .ok_or_else(|| "not found in the embedded corpus".to_string())
        })
    }

    /// The corpus in `dir` (a `manifest.json` and the files it lists).
    pub fn from_dir(dir: &Path) -> Result<Corpus> {
        let now = SystemTime::now();
        let stamps = std::cell::RefCell::new(Vec::new());
        let read = |file: &str| {
            let (bytes, meta) = read_document(&dir.join(file))?;
            stamps.borrow_mut().push(Stamp::of(file, &meta, now));
            Ok::<_, std::io::Error>(bytes)
        };
        check_dir(dir)?;
        let manifest = read(MANIFEST).map_err(|e| Error::Manifest {
            path: dir.join(MANIFEST).display().to_string(),
            reason: format!("cannot read it ({e})"),
        })?;
        let optional = OptionalFiles::read(read);
        let origin = dir.display().to_string();
        let mut corpus = Corpus::assemble(&origin, &manifest, optional, |file| {
            read(file).map_err(|e| {
                format!("cannot read it ({e}): add the file, or remove its entry from {MANIFEST}")
            })
        })?;
        if corpus.skipped.is_empty() {
            corpus.stamps = stamps.into_inner();
        }
        Ok(corpus)
    }

    /// Reads a manifest and gathers each listed document with `read`.
    fn assemble(
        origin: &str,
        manifest: &[u8],
        optional: OptionalFiles,
        read: impl Fn(&str) -> std::result::Result<Vec<u8>, String>,
    ) -> Result<Corpus> {
        let entries = parse_manifest(origin, manifest)?;
        let mut hash = ContentHash::new();
        hash.write(manifest);
        let mut documents: Vec<Document> = Vec::new();
        let mut skipped = Vec::new();
        for entry in entries {
            let info = match check_entry(entry) {
                Ok(info) => info,
                Err(skip) => {
                    skipped.push(skip);
                    continue;
                }
            };
            if documents.iter().any(|d| d.info.file == info.file) {
                skipped.push(Skipped {
                    file: info.file,
                    reason: "listed twice in the manifest; only its first entry is read"
                        .to_string(),
                });
                continue;
            }
            match read(&info.file) {
                Ok(bytes) => {
                    hash.write(info.file.as_bytes());
                    hash.write(&(bytes.len() as u64).to_le_bytes());
                    hash.write(&bytes);
                    documents.push(Document { info, bytes });
                }
                Err(reason) => skipped.push(Skipped {
                    file: info.file,
                    reason,
                }),
            }
        }
        for skip in &skipped {
            hash.write(skip.file.as_bytes());
            hash.write(skip.reason.as_bytes());
        }
        for (file, bytes) in [
            (CARD_LIST, &optional.card_list),
            (VOCABULARY, &optional.vocabulary),
        ] {
            if let Some(bytes) = bytes {
                hash.write(file.as_bytes());
                hash.write(bytes);
            }
        }
        let text = |bytes: Option<Vec<u8>>| bytes.map(|b| crate::normalize::decode(&b).text);
        Ok(Corpus {
            origin: origin.to_string(),
            documents,
            skipped,
            card_list: text(optional.card_list),
            vocabulary: text(optional.vocabulary),
            hash: hash.finish(),
            stamps: Vec::new(),
        })
    }
}

/// Fails unless `dir` is a directory, as a corpus must be.
pub fn check_dir(dir: &Path) -> Result<()> {
    if dir.is_dir() {
        return Ok(());
    }
    let what = if dir.exists() {
        "not a directory"
    } else {
        "no such directory"
    };
    Err(Error::Manifest {
        path: dir.display().to_string(),
        reason: format!("{what}: --corpus takes a directory holding manifest.json"),
    })
}

/// Reads a document file, refusing directories and unreasonably large files;
/// the metadata are taken before the bytes, so a later change shows in them.
fn read_document(path: &Path) -> std::io::Result<(Vec<u8>, Metadata)> {
    const LIMIT: u64 = 256 * 1024 * 1024;
    let meta = std::fs::metadata(path)?;
    if meta.is_dir() {
        return Err(std::io::Error::other("is a directory, not a document"));
    }
    if meta.len() > LIMIT {
        return Err(std::io::Error::other("larger than 256 MiB"));
    }
    Ok((std::fs::read(path)?, meta))
}

fn parse_manifest(origin: &str, bytes: &[u8]) -> Result<Vec<RawEntry>> {
    let path = format!("{origin}/{MANIFEST}");
    let raw: RawManifest = serde_json::from_slice(bytes).map_err(|e| Error::Manifest {
        path: path.clone(),
        reason: format!(
            "not a valid manifest ({e}); it is a JSON object: \
             {{\"documents\": [{{\"file\": ..., \"kind\": ..., \"title\": ...}}, ...]}}"
        ),
    })?;
    if raw.documents.is_empty() {
        return Err(Error::Manifest {
            path,
            reason: "lists no documents; add an entry for each document".to_string(),
        });
    }
    Ok(raw.documents)
}

/// Checks one manifest entry: a known kind, a plain file name, a usable date.
fn check_entry(entry: RawEntry) -> std::result::Result<DocumentInfo, Skipped> {
    let skip = |reason: String| Skipped {
        file: entry.file.clone(),
        reason,
    };
    let kind = Kind::parse(entry.kind.trim()).ok_or_else(|| {
        skip(format!(
            "unknown kind {:?} in the manifest (expected faq, glossary or rulings)",
            entry.kind
        ))
    })?;
    if entry.file.is_empty() || entry.file.contains(['/', '\\']) || entry.file.starts_with('.') {
        return Err(skip(
            "the manifest's file must be a plain file name inside the corpus directory".into(),
        ));
    }
    let date = match &entry.date {
        Some(date) => Some(
            Date::parse(date)
                .ok_or_else(|| skip(format!("date {date:?} in the manifest is not YYYY-MM-DD")))?,
        ),
        None => None,
    };
    Ok(DocumentInfo {
        file: entry.file,
        kind,
        title: entry.title,
        issuer: entry.issuer,
        date,
        version: entry.version,
        authority: entry.authority,
    })
}

/// Where to read the corpus from when no `--corpus` is given: `./corpus` inside a
/// rulings checkout (it has `corpus/manifest.json`), otherwise the embedded one.
pub fn default_dir() -> Option<PathBuf> {
    let dir = PathBuf::from("corpus");
    dir.join(MANIFEST).is_file().then_some(dir)
}

/// A small, stable 64-bit hash for change detection (not for security): FNV-1a's
/// constants, eight bytes at a time, so that checking a large corpus for changes
/// on every command stays cheap.
#[derive(Debug, Clone, Copy)]
pub struct ContentHash(u64);

impl ContentHash {
    /// A fresh hasher.
    pub fn new() -> ContentHash {
        ContentHash(0xcbf2_9ce4_8422_2325)
    }

    /// Feeds bytes.
    pub fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.mix(u64::from_le_bytes(word));
        }
        for &byte in chunks.remainder() {
            self.mix(u64::from(byte));
        }
    }

    fn mix(&mut self, value: u64) {
        self.0 = (self.0 ^ value)
            .wrapping_mul(0x0100_0000_01b3)
            .rotate_left(29);
    }

    /// The hash so far.
    pub fn finish(self) -> u64 {
        self.0
    }
}

impl Default for ContentHash {
    fn default() -> ContentHash {
        ContentHash::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_corpus_has_every_document_its_manifest_lists() {
        let corpus = Corpus::embedded().unwrap();
        let (_, manifest) = EMBEDDED_FILES
            .iter()
            .find(|(file, _)| *file == MANIFEST)
            .unwrap();
        let listed = parse_manifest("embedded", manifest).unwrap().len();
        assert!(listed > 0);
        assert_eq!(corpus.documents.len(), listed);
        assert!(corpus.skipped.is_empty());
    }

    #[test]
    fn unknown_kind_is_skipped_not_fatal() {
        let manifest = br#"{"documents": [
            {"file": "a.txt", "kind": "pdf", "title": "A"},
            {"file": "b.txt", "kind": "glossary", "title": "B"}]}"#;
        let corpus = Corpus::assemble("test", manifest, OptionalFiles::default(), |_| {
            Ok(b"text".to_vec())
        })
        .unwrap();
        assert_eq!(corpus.documents.len(), 1);
        assert_eq!(corpus.skipped[0].file, "a.txt");
        assert!(corpus.skipped[0].reason.contains("unknown kind"));
    }

    #[test]
    fn missing_file_is_skipped() {
        let manifest = br#"{"documents": [{"file": "gone.txt", "kind": "faq", "title": "A"}]}"#;
        let corpus = Corpus::assemble("test", manifest, OptionalFiles::default(), |_| {
            Err("not found".into())
        })
        .unwrap();
        assert!(corpus.documents.is_empty());
        assert_eq!(corpus.skipped[0].reason, "not found");
    }

    #[test]
    fn malformed_manifest_is_an_error() {
        let err = Corpus::assemble("test", b"{not json", OptionalFiles::default(), |_| {
            Ok(Vec::new())
        })
        .unwrap_err();
        assert!(err.to_string().contains("not a valid manifest"));
    }

    #[test]
    fn hash_changes_with_content() {
        let manifest = br#"{"documents": [{"file": "a.txt", "kind": "faq", "title": "A"}]}"#;
        let one = Corpus::assemble("t", manifest, OptionalFiles::default(), |_| {
            Ok(b"one".to_vec())
        })
        .unwrap();
        let two = Corpus::assemble("t", manifest, OptionalFiles::default(), |_| {
            Ok(b"two".to_vec())
        })
        .unwrap();
        assert_ne!(one.hash, two.hash);
    }

    #[test]
    fn stamps_hold_while_sizes_and_old_times_stay() {
        let dir = tempfile::TempDir::new().unwrap();
        let manifest = br#"{"documents": [{"file": "a.txt", "kind": "faq", "title": "A"}]}"#;
        let write = |file: &str, bytes: &[u8], age: u64| {
            std::fs::write(dir.path().join(file), bytes).unwrap();
            let time = SystemTime::now() - Duration::from_secs(age);
            let handle = std::fs::File::options()
                .write(true)
                .open(dir.path().join(file));
            handle.unwrap().set_modified(time).unwrap();
        };
        write(MANIFEST, manifest, 60);
        write("a.txt", b"one", 60);
        let corpus = Corpus::from_dir(dir.path()).unwrap();
        assert!(unchanged(dir.path(), &corpus.stamps));
        write("a.txt", b"two", 30);
        assert!(!unchanged(dir.path(), &corpus.stamps));
        let corpus = Corpus::from_dir(dir.path()).unwrap();
        write(CARD_LIST, b"Tox Uthat\n", 60);
        assert!(!unchanged(dir.path(), &corpus.stamps));
        write("a.txt", b"new", 0);
        let recent = Corpus::from_dir(dir.path()).unwrap();
        assert!(!unchanged(dir.path(), &recent.stamps));
    }
}

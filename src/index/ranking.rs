//! What ranking reads of each record ([`super::ranking_json`]), in a file of its
//! own read by the record's place in the store: its count, a table of offsets,
//! then the texts one after another.
//!
//! The file is opened through tantivy's directory, memory-mapped: opening reads
//! nothing, and a candidate's fields are one slice of it (a column of tantivy's
//! would decode part of a dictionary block for every candidate).

use std::fs;
use std::io::{BufWriter, Seek, SeekFrom, Write};
use std::path::Path;

use tantivy::directory::{Directory, MmapDirectory, OwnedBytes};

use crate::record::Record;

/// The file's name in a generation.
pub(super) const RANKING_FILE: &str = "ranking.bin";

/// Bytes of one number of the file (little-endian `u64`).
const NUMBER: usize = 8;

/// Writes the ranking fields of `records`, in order, to `path`. Each text is
/// written as it is worked out, and the table of offsets, which comes before
/// the texts, is filled in last: the texts of a large corpus are not held.
pub(super) fn write(path: &Path, records: &[Record]) -> std::io::Result<()> {
    let mut out = BufWriter::new(fs::File::create(path)?);
    out.write_all(&(records.len() as u64).to_le_bytes())?;
    let texts_start = NUMBER * (records.len() + 2);
    out.seek(SeekFrom::Start(texts_start as u64))?;
    let mut offsets = Vec::with_capacity(records.len() + 1);
    let mut offset = 0u64;
    offsets.push(offset);
    for record in records {
        let text = super::ranking_json(record);
        out.write_all(text.as_bytes())?;
        offset += text.len() as u64;
        offsets.push(offset);
    }
    out.seek(SeekFrom::Start(NUMBER as u64))?;
    for offset in offsets {
        out.write_all(&offset.to_le_bytes())?;
    }
    out.into_inner().map_err(|e| e.into_error())?.sync_all()
}

/// The ranking fields of a generation's records, by their place in the store.
pub(super) struct RankingTable {
    bytes: OwnedBytes,
    count: usize,
}

impl RankingTable {
    /// Opens the file of the generation in `dir`, which holds `records`
    /// records; an error says why it cannot be read.
    pub(super) fn open(dir: &Path, records: usize) -> Result<RankingTable, String> {
        let cannot_read = |e: &dyn std::fmt::Display| format!("cannot read {RANKING_FILE}: {e}");
        // tantivy's memory-mapped directory, without the footer its own files carry.
        let bytes = MmapDirectory::open(dir)
            .map_err(|e| cannot_read(&e))?
            .open_read(Path::new(RANKING_FILE))
            .map_err(|e| cannot_read(&e))?
            .read_bytes()
            .map_err(|e| cannot_read(&e))?;
        let mismatch = || format!("{RANKING_FILE} does not match its records");
        let count = number(&bytes, 0).and_then(|count| usize::try_from(count).ok());
        if count != Some(records) {
            return Err(mismatch());
        }
        let table = RankingTable {
            bytes,
            count: records,
        };
        let texts_end = table
            .offset(records)
            .and_then(|end| end.checked_add(table.start()));
        if texts_end != Some(table.bytes.len()) {
            return Err(mismatch());
        }
        Ok(table)
    }

    /// The ranking fields of the record at `ord`.
    pub(super) fn get(&self, ord: u64) -> Option<&str> {
        let ord = usize::try_from(ord).ok().filter(|&ord| ord < self.count)?;
        let (from, to) = (self.offset(ord)?, self.offset(ord + 1)?);
        let text = self
            .bytes
            .as_slice()
            .get(self.start() + from..self.start() + to)?;
        std::str::from_utf8(text).ok()
    }

    /// Where the texts begin: after the count and `count + 1` offsets.
    fn start(&self) -> usize {
        NUMBER * (self.count + 2)
    }

    /// The `i`th offset, into the texts.
    fn offset(&self, i: usize) -> Option<usize> {
        usize::try_from(number(&self.bytes, NUMBER * (i + 1))?).ok()
    }
}

/// The number at byte `at`, if the bytes hold one there.
fn number(bytes: &OwnedBytes, at: usize) -> Option<u64> {
    let slice = bytes.as_slice().get(at..at.checked_add(NUMBER)?)?;
    Some(u64::from_le_bytes(slice.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{RecordKind, Source};

    fn records() -> Vec<Record> {
        ["Hugh", "Q’s Tent", ""]
            .iter()
            .map(|title| Record::new(Source::Faq, "3.9", title, "text", RecordKind::Question))
            .collect()
    }

    #[test]
    fn each_record_is_read_back_by_its_place() {
        let dir = tempfile::TempDir::new().unwrap();
        let records = records();
        write(&dir.path().join(RANKING_FILE), &records).unwrap();
        let table = RankingTable::open(dir.path(), records.len()).unwrap();
        for (ord, record) in records.iter().enumerate() {
            assert_eq!(
                table.get(ord as u64),
                Some(super::super::ranking_json(record).as_str())
            );
        }
        assert_eq!(table.get(3), None);
    }

    #[test]
    fn a_file_that_does_not_match_its_records_is_an_error() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join(RANKING_FILE);
        write(&path, &records()).unwrap();
        assert!(RankingTable::open(dir.path(), 2).is_err());
        let bytes = fs::read(&path).unwrap();
        for cut in [0, 7, 8, 20, bytes.len() - 1] {
            fs::write(&path, &bytes[..cut]).unwrap();
            assert!(RankingTable::open(dir.path(), 3).is_err(), "cut at {cut}");
        }
        let mut huge = bytes.clone();
        huge[..8].copy_from_slice(&u64::MAX.to_le_bytes());
        fs::write(&path, &huge).unwrap();
        assert!(RankingTable::open(dir.path(), 3).is_err());
    }
}

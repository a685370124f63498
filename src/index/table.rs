//! A file of texts read by their place: its count, a table of offsets, then
//! the texts one after another. A generation keeps two: each record's JSON
//! (`records.bin`) and what ranking reads of it (`ranking.bin`).
//!
//! A file is opened through tantivy's directory, memory-mapped: opening reads
//! only its count and last offset, and a text is one slice of it (tantivy's
//! document store would decompress a block for every record read, and a column
//! of tantivy's would decode part of a dictionary block).

use std::fs;
use std::io::{BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::Path;

use tantivy::directory::{Directory, MmapDirectory, OwnedBytes};

/// Bytes of one number of the file (little-endian `u64`).
const NUMBER: usize = 8;

/// Writes to `path` the text `write_text` writes of each of `items`, in order.
/// Each text is written as it is made, and the table of offsets, which comes
/// before the texts, is filled in last: the texts of a large corpus are not held.
pub(super) fn write<T>(
    path: &Path,
    items: &[T],
    mut write_text: impl FnMut(&T, &mut Vec<u8>) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mut out = BufWriter::new(fs::File::create(path)?);
    out.write_all(&(items.len() as u64).to_le_bytes())?;
    let texts_start = NUMBER * (items.len() + 2);
    out.seek(SeekFrom::Start(texts_start as u64))?;
    let mut offsets = Vec::with_capacity(items.len() + 1);
    let mut offset = 0u64;
    offsets.push(offset);
    let mut text = Vec::new();
    for item in items {
        text.clear();
        write_text(item, &mut text)?;
        out.write_all(&text)?;
        offset += text.len() as u64;
        offsets.push(offset);
    }
    out.seek(SeekFrom::Start(NUMBER as u64))?;
    for offset in offsets {
        out.write_all(&offset.to_le_bytes())?;
    }
    out.into_inner().map_err(|e| e.into_error())?.sync_all()
}

/// Calls `each` with every text of the file at `path`, which holds `count`
/// texts, in order; stops at the first error. The file is read through a
/// buffer, not mapped: a pass over every text then holds none of them, where
/// the pages of a mapped file would stay resident.
pub(super) fn read_each(
    path: &Path,
    count: usize,
    mut each: impl FnMut(&[u8]) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let mismatch = || {
        std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "its count or offsets do not match its length",
        )
    };
    let file = fs::File::open(path)?;
    let len = file.metadata()?.len();
    let mut input = BufReader::new(file);
    let mut number = [0; NUMBER];
    let mut read_number = |input: &mut BufReader<fs::File>| -> std::io::Result<u64> {
        input.read_exact(&mut number)?;
        Ok(u64::from_le_bytes(number))
    };
    let start = texts_start(count).ok_or_else(mismatch)?;
    if read_number(&mut input)? != count as u64 || start as u64 > len {
        return Err(mismatch());
    }
    let offsets = (0..=count)
        .map(|_| read_number(&mut input))
        .collect::<std::io::Result<Vec<u64>>>()?;
    // Offsets from 0, never falling, the last at the end of the file: no text
    // then reaches past the file.
    let rising = offsets.first() == Some(&0) && offsets.windows(2).all(|p| p[0] <= p[1]);
    let end = offsets
        .last()
        .and_then(|last| last.checked_add(start as u64));
    if !rising || end != Some(len) {
        return Err(mismatch());
    }
    let mut text = Vec::new();
    for pair in offsets.windows(2) {
        text.resize((pair[1] - pair[0]) as usize, 0);
        input.read_exact(&mut text)?;
        each(&text)?;
    }
    Ok(())
}

/// Where the texts of a file of `count` texts begin: after the count and
/// `count + 1` offsets; `None` for a count no file can hold.
fn texts_start(count: usize) -> Option<usize> {
    count.checked_add(2)?.checked_mul(NUMBER)
}

/// The texts of a file written by [`write()`], by their place.
pub(super) struct TextTable {
    bytes: OwnedBytes,
    count: usize,
    /// Where the texts begin ([`texts_start`]).
    start: usize,
}

impl TextTable {
    /// Opens the file `name` of the generation in `dir`, which holds `count`
    /// texts; an error says why it cannot be read.
    pub(super) fn open(dir: &Path, name: &str, count: usize) -> Result<TextTable, String> {
        let cannot_read = |e: &dyn std::fmt::Display| format!("cannot read {name}: {e}");
        // tantivy's memory-mapped directory, without the footer its own files carry.
        let bytes = MmapDirectory::open(dir)
            .map_err(|e| cannot_read(&e))?
            .open_read(Path::new(name))
            .map_err(|e| cannot_read(&e))?
            .read_bytes()
            .map_err(|e| cannot_read(&e))?;
        let mismatch = || format!("{name} does not match its records");
        let found = number(&bytes, 0).and_then(|found| usize::try_from(found).ok());
        if found != Some(count) {
            return Err(mismatch());
        }
        let start = texts_start(count).ok_or_else(mismatch)?;
        let table = TextTable {
            bytes,
            count,
            start,
        };
        let texts_end = table.offset(count).and_then(|end| end.checked_add(start));
        if texts_end != Some(table.bytes.len()) {
            return Err(mismatch());
        }
        Ok(table)
    }

    /// The text at `place`.
    pub(super) fn get(&self, place: u64) -> Option<&str> {
        let place = usize::try_from(place)
            .ok()
            .filter(|&place| place < self.count)?;
        let (from, to) = (self.offset(place)?, self.offset(place + 1)?);
        let text = self
            .bytes
            .as_slice()
            .get(self.start.checked_add(from)?..self.start.checked_add(to)?)?;
        std::str::from_utf8(text).ok()
    }

    /// The `i`th offset, into the texts (`i` is at most the count, so the
    /// offset lies before where the texts start).
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

    const FILE: &str = "texts.bin";
    const TEXTS: [&str; 4] = ["Hugh", "Q’s Tent", "", "{\"id\": 1}"];

    fn write_texts(dir: &Path) {
        write(&dir.join(FILE), &TEXTS, |text, out| {
            out.extend_from_slice(text.as_bytes());
            Ok(())
        })
        .unwrap();
    }

    #[test]
    fn each_text_is_read_back_by_its_place() {
        let dir = tempfile::TempDir::new().unwrap();
        write_texts(dir.path());
        let table = TextTable::open(dir.path(), FILE, TEXTS.len()).unwrap();
        for (place, text) in TEXTS.iter().enumerate() {
            assert_eq!(table.get(place as u64), Some(*text));
        }
        assert_eq!(table.get(TEXTS.len() as u64), None);
    }

    #[test]
    fn each_text_is_read_in_order() {
        let dir = tempfile::TempDir::new().unwrap();
        write_texts(dir.path());
        let mut read = Vec::new();
        read_each(&dir.path().join(FILE), TEXTS.len(), |text| {
            read.push(String::from_utf8(text.to_vec()).unwrap());
            Ok(())
        })
        .unwrap();
        assert_eq!(read, TEXTS);
        let path = dir.path().join(FILE);
        assert!(read_each(&path, 3, |_| Ok(())).is_err());
        let bytes = fs::read(&path).unwrap();
        fs::write(&path, &bytes[..bytes.len() - 1]).unwrap();
        assert!(read_each(&path, 4, |_| Ok(())).is_err());
        // An offset far past the file, or one falling back: an error, and
        // nothing allocated for it.
        for (at, offset) in [(2, u64::MAX), (3, 1), (5, u64::MAX)] {
            let mut damaged = bytes.clone();
            damaged[NUMBER * at..NUMBER * (at + 1)].copy_from_slice(&offset.to_le_bytes());
            fs::write(&path, &damaged).unwrap();
            assert!(read_each(&path, 4, |_| Ok(())).is_err(), "offset {at}");
        }
        assert!(read_each(&path, usize::MAX, |_| Ok(())).is_err());
    }

    #[test]
    fn a_file_that_does_not_match_its_records_is_an_error() {
        let dir = tempfile::TempDir::new().unwrap();
        let path = dir.path().join(FILE);
        write_texts(dir.path());
        assert!(TextTable::open(dir.path(), FILE, 3).is_err());
        let bytes = fs::read(&path).unwrap();
        for cut in [0, 7, 8, 20, bytes.len() - 1] {
            fs::write(&path, &bytes[..cut]).unwrap();
            assert!(
                TextTable::open(dir.path(), FILE, 4).is_err(),
                "cut at {cut}"
            );
        }
        let mut huge = bytes.clone();
        huge[..8].copy_from_slice(&u64::MAX.to_le_bytes());
        fs::write(&path, &huge).unwrap();
        assert!(TextTable::open(dir.path(), FILE, 4).is_err());
    }
}

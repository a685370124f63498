//! The records of a `store.json` read back one at a time, in order, so that
//! they can be indexed without the whole store in memory.

use std::fmt;
use std::fs;
use std::io::BufReader;
use std::path::Path;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::error::{Error, Result};
use crate::record::Record;

/// Bytes read from the file at a time.
const READ_BUFFER: usize = 1 << 16;

/// Calls `each` with every record of the store in `path`, in order, and stops
/// at the first error it returns (or the first the file gives).
pub(super) fn for_each_record(path: &Path, each: impl FnMut(Record) -> Result<()>) -> Result<()> {
    let file = fs::File::open(path).map_err(|e| Error::io(path, e))?;
    let mut reader =
        serde_json::Deserializer::from_reader(BufReader::with_capacity(READ_BUFFER, file));
    let mut records = Records { each, failed: None };
    let read = (&mut records).deserialize(&mut reader);
    match records.failed {
        Some(error) => Err(error),
        None => read.map_err(|e| Error::index(path, format!("cannot read it back: {e}"))),
    }
}

/// The records of a store handed one by one to `each`; the first error `each`
/// returns is kept in `failed`, and reading stops.
struct Records<F> {
    each: F,
    failed: Option<Error>,
}

impl<'de, F> DeserializeSeed<'de> for &mut Records<F>
where
    F: FnMut(Record) -> Result<()>,
{
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, store: D) -> Result<(), D::Error> {
        store.deserialize_map(StoreFields(self))
    }
}

/// The fields of a store: `records` is read record by record, the others skipped.
struct StoreFields<'a, F>(&'a mut Records<F>);

impl<'de, F> Visitor<'de> for StoreFields<'_, F>
where
    F: FnMut(Record) -> Result<()>,
{
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a store")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut fields: A) -> Result<(), A::Error> {
        while let Some(name) = fields.next_key::<String>()? {
            if name == "records" {
                fields.next_value_seed(RecordList(&mut *self.0))?;
            } else {
                fields.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// The list of records of a store.
struct RecordList<'a, F>(&'a mut Records<F>);

impl<'de, F> DeserializeSeed<'de> for RecordList<'_, F>
where
    F: FnMut(Record) -> Result<()>,
{
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, list: D) -> Result<(), D::Error> {
        list.deserialize_seq(self)
    }
}

impl<'de, F> Visitor<'de> for RecordList<'_, F>
where
    F: FnMut(Record) -> Result<()>,
{
    type Value = ();

    fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        formatter.write_str("a list of records")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut list: A) -> Result<(), A::Error> {
        let records = self.0;
        while let Some(record) = list.next_element::<Record>()? {
            if let Err(error) = (records.each)(record) {
                records.failed = Some(error);
                return Err(de::Error::custom("stopped by the caller"));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_record_is_read_back_in_order_and_a_failure_stops_reading() {
        let (store, dir, index) = super::super::shipped_store_and_index();
        let path = index.dir.join(super::super::STORE_FILE);
        let mut read = Vec::new();
        for_each_record(&path, |record| {
            read.push(record);
            Ok(())
        })
        .unwrap();
        assert_eq!(read, store.records);
        let mut seen = 0;
        let stopped = for_each_record(&path, |_| {
            seen += 1;
            match seen {
                3 => Err(Error::index(dir.path(), "enough")),
                _ => Ok(()),
            }
        });
        assert!(stopped.unwrap_err().to_string().contains("enough"));
        assert_eq!(seen, 3);
    }
}

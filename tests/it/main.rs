//! End-to-end tests: the built `rulings` binary on the real corpus and on
//! crafted documents. One crate, one module per topic.

mod browser;
mod card;
mod card_types;
mod cli;
mod faults;
mod ingest;
mod layout;
mod respond;
mod robust;
mod search;
mod series;
mod serve;
mod superseded;
mod tables;
mod util;

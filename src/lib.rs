//! `rulings`: a rulings knowledge base and search tool for the Star Trek
//! Customizable Card Game, First Edition.
//!
//! # Brief overview
//!
//! The pipeline, one module per stage:
//!
//! ```text
//! corpus (manifest + texts) -> normalize -> parse -> link -> index -> query -> render
//! ```
//!
//! [`corpus`] loads the manifest and documents, [`normalize`] cleans their bytes,
//! [`parse`] turns each document into [`record::Record`]s, [`link`] attaches cards,
//! groups, concepts, cross-references and supersession and finds the general
//! rules, [`ingest`] runs those stages over a whole corpus, [`index`] builds and
//! opens the tantivy index (and [`workspace`] decides where, rebuilding it when
//! stale), [`query`] answers
//! questions with typed results and [`render`] formats them. [`scale`] writes
//! larger corpora for benchmarks; [`kept`] keeps what pure functions of a
//! text gave, for the passages a query reads again.
//!
//! # Example
//!
//! ```
//! use rulings::corpus::Corpus;
//! use rulings::ingest::ingest;
//!
//! let store = ingest(&Corpus::embedded()?);
//! let colon_rule = store
//!     .records
//!     .iter()
//!     .find(|r| r.id == "faq/1.3/the-colon-rule")
//!     .expect("the FAQ's colon-rule question");
//! assert!(colon_rule.cards.iter().any(|c| c == "Countermanda"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![warn(clippy::print_stdout, clippy::print_stderr)]

pub mod analyze;
pub mod corpus;
pub mod date;
pub mod error;
pub mod index;
pub mod ingest;
pub mod kept;
pub mod lexicon;
pub mod link;
mod memory;
pub mod normalize;
pub mod parse;
pub mod query;
pub mod record;
pub mod render;
pub mod scale;
pub mod text;
pub mod workspace;

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
//! concepts and cross-references, [`index`] builds and opens the tantivy index,
//! [`query`] answers questions with typed results and [`render`] prints them.
#![deny(missing_docs)]
#![warn(clippy::print_stdout, clippy::print_stderr)]

pub mod corpus;
pub mod error;
pub mod index;
pub mod ingest;
pub mod link;
pub mod normalize;
pub mod parse;
pub mod query;
pub mod record;
pub mod render;
pub mod scale;
pub mod workspace;

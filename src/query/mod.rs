//! Queries: typed answers to the user's questions, no printing.

pub mod card;
pub mod parse;
pub mod respond;
pub mod search;
pub mod show;
pub mod superseded;
pub mod type_answered;
pub mod verdict;
pub mod view;

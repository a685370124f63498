//! The library's one error type.

use std::fmt;
use std::path::PathBuf;

/// An error from any stage of the pipeline. Each variant says what went wrong and,
/// where there is one, what to do about it.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The corpus manifest is missing or malformed: nothing can be read.
    Manifest {
        /// Where the manifest was looked for.
        path: String,
        /// What is wrong with it.
        reason: String,
    },
    /// Reading or writing a file failed.
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// The search index could not be built or opened.
    Index {
        /// The index directory.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// A query could not be understood.
    Query {
        /// What is wrong with it.
        reason: String,
    },
    /// A command was asked to do what it must not (write over a user's files).
    Refused {
        /// The file or directory.
        path: PathBuf,
        /// Why, and what to do instead.
        reason: String,
    },
}

impl Error {
    /// An I/O error on `path`.
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Error {
        Error::Io {
            path: path.into(),
            source,
        }
    }

    /// A query the user should rephrase.
    pub fn query(reason: impl Into<String>) -> Error {
        Error::Query {
            reason: reason.into(),
        }
    }

    /// An index error on `path`.
    pub fn index(path: impl Into<PathBuf>, reason: impl fmt::Display) -> Error {
        Error::Index {
            path: path.into(),
            reason: reason.to_string(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Manifest { path, reason } => write!(
                f,
                "corpus manifest {path}: {reason} (see README.md, \"Adding a document\")"
            ),
            Error::Io { path, source } => write!(f, "{}: {source}", path.display()),
            Error::Index { path, reason } => write!(f, "index {}: {reason}", path.display()),
            Error::Query { reason } => write!(f, "query: {reason}"),
            Error::Refused { path, reason } => write!(f, "{}: {reason}", path.display()),
        }
    }
}

/// The underlying I/O error is part of the message ([`fmt::Display`]), so it is
/// not given again as a source: a chain printed whole would say it twice.
impl std::error::Error for Error {}

impl Error {
    /// The I/O error underneath, if this is one.
    pub fn io_error(&self) -> Option<&std::io::Error> {
        match self {
            Error::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// The library's result type.
pub type Result<T, E = Error> = std::result::Result<T, E>;

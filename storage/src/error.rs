//! What can go wrong in storage, with enough detail for the binary to say what to do.

use std::path::PathBuf;

use thiserror::Error;

use crate::SCHEMA_VERSION;
use crate::record::{ChatKey, GameId};

/// Why storage failed.
#[derive(Debug, Error)]
pub enum StorageError {
    #[error("database error: {0}")]
    Sled(sled::Error),
    /// The database can no longer be used by this process: sled met an I/O error (a full disk,
    /// EIO), and sled answers every later call, reads included, with that error until the
    /// database is opened again. Nothing acknowledged is lost (writes are acknowledged only once
    /// flushed); the process should stop so that its supervisor restarts it.
    #[error("the database cannot be used any more ({detail}); stopping so that a restart can reopen it")]
    Fatal { detail: String },
    /// PostgreSQL refused or could not be reached (the text never holds the password).
    #[error("PostgreSQL: {0}")]
    Postgres(String),
    /// The game changed since the command read it (another process moved first); the command is
    /// decided again on the new state.
    #[error("game {0} changed meanwhile")]
    Conflict(GameId),
    /// The platform delivery was already handled (by another process).
    #[error("delivery {0} was already handled")]
    Delivered(String),
    /// A rebuild of the ratings met a game rated while it computed; it computes again.
    #[error("a game was rated during the rebuild of the ratings")]
    RatingsMoved,
    #[error("stored data is not readable: {0}")]
    Corrupt(String),
    #[error(
        "the database has schema version {found}, newer than this build ({SCHEMA_VERSION}); it was written \
         by a newer Kontor"
    )]
    TooNew { found: u32 },
    #[error("game {0} does not exist")]
    NoSuchGame(GameId),
    #[error("the chat {0} already has an open game")]
    ChatBusy(ChatKey),
    #[error("the imported game does not replay to its snapshot: {0}")]
    ReplayMismatch(String),
    /// An imported or restored game whose fields do not hold together; nothing of it is stored.
    #[error("the imported game is malformed: {0}")]
    Malformed(crate::transfer::Malformed),
    /// Another process holds sled's lock on the folder (sled lets one process open it).
    #[error("the database in {} is open in another process", dir.display())]
    Locked { dir: PathBuf },
    /// Files of the database are damaged.
    #[error("the database in {} is damaged: {damage}", dir.display())]
    Damaged { dir: PathBuf, damage: Damage },
    /// A restore goes only into a new, empty folder.
    #[error("{} is not empty; restore into a new folder", dir.display())]
    NotEmpty { dir: PathBuf },
    /// A line of a backup file that is neither a game nor a setting.
    #[error("line {line} of the backup: {reason}")]
    BadBackup { line: usize, reason: String },
    #[error("{context}: {source}")]
    Io { context: String, source: std::io::Error },
}

/// Which part of a database is damaged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// sled's newest page-table snapshot (`snap.*`) fails its checksum. It only speeds up opening:
    /// sled can rebuild it from the log, so the games are safe (`Store::repair`).
    Snapshot { file: PathBuf },
    /// The log (`db`) or sled's settings (`conf`) cannot be read.
    Log { detail: String },
}

impl std::fmt::Display for Damage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Damage::Snapshot { file } => {
                write!(f, "the page-table snapshot {} fails its checksum (the log is intact)", file.display())
            }
            Damage::Log { detail } => write!(f, "the log cannot be read ({detail})"),
        }
    }
}

impl From<sled::Error> for StorageError {
    /// sled's I/O errors are [`StorageError::Fatal`]: sled keeps returning them until reopened.
    fn from(e: sled::Error) -> StorageError {
        match e {
            sled::Error::Io(io) => StorageError::Fatal { detail: format!("I/O error: {io}") },
            e => StorageError::Sled(e),
        }
    }
}

impl StorageError {
    /// Whether the process must stop (see [`StorageError::Fatal`]): retrying cannot help.
    #[must_use]
    pub fn is_fatal(&self) -> bool {
        matches!(self, StorageError::Fatal { .. })
    }

    pub(crate) fn io(context: impl Into<String>, source: std::io::Error) -> StorageError {
        StorageError::Io { context: context.into(), source }
    }
}

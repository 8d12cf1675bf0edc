//! What a command writes and what a load returns, the same for every backend.

use kontor_games::AnyGame;
use serde::{Deserialize, Serialize};

use crate::record::{GameRecord, LoggedAction};

/// What a commit changes besides the record and the snapshot.
#[derive(Clone, Copy, Debug)]
pub enum Change<'a> {
    /// Only the record (lobby, seats, status).
    Record,
    /// One action appended as entry `record.actions - 1`.
    Append(&'a LoggedAction),
    /// The log was cut back to `record.actions` entries from `old_len` (undo); the commit must
    /// carry the state after the cut.
    Truncate { old_len: u32 },
}

/// One game's change, as [`crate::Store::write`] stores it: the new record, the new snapshot (if
/// any), the log entries appended at its end, and for an undo the log's length before it (`cut`).
///
/// `base` is the record as the command read it. The write is refused with
/// [`crate::StorageError::Conflict`] when the stored record is no longer that one (another process
/// changed the game meanwhile), so a change is applied exactly once wherever it was decided;
/// `None` writes without that check (a new game, upkeep).
#[derive(Clone, Debug, PartialEq)]
pub struct GameWrite {
    pub record: GameRecord,
    pub snapshot: Option<AnyGame>,
    pub appended: Vec<LoggedAction>,
    pub cut: Option<u32>,
    pub base: Option<GameRecord>,
}

impl GameWrite {
    /// A change of `record` with nothing else written yet and no base to check.
    #[must_use]
    pub fn of(record: GameRecord) -> GameWrite {
        GameWrite { record, snapshot: None, appended: Vec::new(), cut: None, base: None }
    }
}

/// Moves write the snapshot every this many actions (loading replays the entries after it).
pub(crate) const SNAPSHOT_EVERY: u32 = 16;

impl GameWrite {
    /// Whether the write stores its snapshot (besides the game's first state): whenever the game
    /// changes other than by appended moves, and otherwise when the log passes a multiple of
    /// [`SNAPSHOT_EVERY`].
    pub(crate) fn snapshot_due(&self) -> bool {
        let record = &self.record;
        let first = record.actions.saturating_sub(self.appended.len() as u32);
        self.appended.is_empty()
            || self.cut.is_some()
            || !record.status.is_open()
            || record.actions / SNAPSHOT_EVERY > first / SNAPSHOT_EVERY
    }

    /// Where the appended entries start in the log.
    pub(crate) fn first_appended(&self) -> u32 {
        self.record.actions.checked_sub(self.appended.len() as u32).expect("appended actions are counted")
    }
}

/// A game as loaded.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub record: GameRecord,
    pub actions: Vec<LoggedAction>,
    pub snapshot: Option<AnyGame>,
}

/// A game about to be stored for the first time (create, import, restore, migrate); the
/// backends' [`crate::Backend::insert`] takes it.
pub struct NewGame<'a> {
    pub record: &'a GameRecord,
    pub snapshot: Option<&'a AnyGame>,
    pub log: &'a [LoggedAction],
    /// Identifies an imported game, so importing it again finds the first copy.
    pub import_key: Option<Vec<u8>>,
}

/// A post to store: the platform that sends it and the post itself, opaque to storage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outgoing {
    pub platform: String,
    pub payload: Vec<u8>,
    /// Whether the writing process sends the post itself: it is held for that process for the
    /// lease. A post for a platform another process serves is written free, for that process's
    /// [`Backend::claim_free`](crate::Backend::claim_free) to take at once.
    pub held: bool,
}

/// Names a stored post; the sender hands it back once the platform accepted the post.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Receipt {
    pub platform: String,
    /// Orders one platform's posts: a later number was written later.
    pub seq: u64,
}

/// A post still waiting to be sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unsent {
    pub receipt: Receipt,
    pub payload: Vec<u8>,
}

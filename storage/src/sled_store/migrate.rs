//! The schema version on disk and the steps that bring an older database up to date.
//!
//! | version | what it added |
//! |---|---|
//! | 0 | an empty, new database |
//! | 1 | games, one entry per action, snapshots, chat/user indexes, reminders, delivery ids |
//! | 3 | a chat's ended games (`history`), ratings (`ratings`) and the order they were rated in (`rated`); the ratings of games ended before are built at the first start (`Store::rebuild_ratings`) |
//! | 2 | game numbers from a counter (`next_game_id`), the reminder index by game (`reminder_games`), snapshots with their action count (written every 16 moves), packed logs of closed games (`logs`), the import index (`imports`) |
//!
//! Every step is idempotent, and the version is written after the step: a process stopped in
//! the middle of a migration repeats it on the next start.

use crate::error::StorageError;
use kontor_games::AnyGame;

use super::keys;
use super::log::encode_snapshot;
use super::store::{SledStore, from_json, to_json};

/// The schema version this build writes; older databases are migrated on open.
pub const SCHEMA_VERSION: u32 = 3;
pub(crate) const SCHEMA_KEY: &[u8] = b"schema_version";

impl SledStore {
    /// The schema version on disk.
    pub fn schema_version(&self) -> Result<u32, StorageError> {
        Ok(match self.meta.get(SCHEMA_KEY)? {
            Some(v) => from_json(&v)?,
            None => 0,
        })
    }

    /// Brings the database to [`SCHEMA_VERSION`].
    pub(crate) fn migrate(&self) -> Result<(), StorageError> {
        let found = self.schema_version()?;
        if found > SCHEMA_VERSION {
            return Err(StorageError::TooNew { found });
        }
        if found < 2 {
            self.number_from_counter()?;
            self.index_reminders()?;
            if found == 1 {
                self.count_snapshots()?;
            }
            // Closed games' logs are packed by `pack_closed_logs`, which runs at every open.
        }
        if found < 3 {
            self.index_history()?;
        }
        if found < SCHEMA_VERSION {
            self.meta.insert(SCHEMA_KEY, to_json(&SCHEMA_VERSION))?;
            self.db.flush()?;
        }
        Ok(())
    }

    /// Version 2: new games are numbered after the highest stored id (sled's id generator, used
    /// before, jumped by a million on every start).
    fn number_from_counter(&self) -> Result<(), StorageError> {
        let highest = match self.games.last()? {
            Some((key, _)) => keys::read_u64(&key, 0).expect("game keys are ids"),
            None => 0,
        };
        self.meta.insert(keys::NEXT_GAME_ID, &(highest + 1).to_be_bytes())?;
        Ok(())
    }

    /// Version 2: a snapshot carries the number of actions it follows (version 1 stored the
    /// latest state after every action, so that is the record's count). A snapshot that already
    /// has its count (a migration stopped half-way) is not JSON, and is left alone.
    fn count_snapshots(&self) -> Result<(), StorageError> {
        for entry in self.snapshots.iter() {
            let (key, value) = entry?;
            let Ok(game) = serde_json::from_slice::<AnyGame>(&value) else { continue };
            let id = keys::read_u64(&key, 0).expect("snapshot keys are ids");
            let actions = self.record(id)?.map_or(0, |r| r.actions);
            self.snapshots.insert(key, encode_snapshot(actions, &game))?;
        }
        Ok(())
    }
}

//! The reminder queue and the processed delivery ids.
//!
//! `reminders` holds due ‖ id (the queue in due order); `reminder_games` holds the same entries as
//! id ‖ due, so rescheduling a game touches only that game's entries, however long the queue. The
//! index entry is written before and removed after its queue entry (plain writes, no transaction:
//! this is on every move's path), so a crash can leave an index entry without its queue entry
//! (harmless) but never a queue entry the index does not know (it would fire once and do nothing:
//! a queue entry is only a prompt to look at the game).
//! `deliveries` maps a platform delivery id to the time it was processed; ids older than
//! [`DELIVERY_RETENTION_MS`] are pruned.

use super::keys;
use super::store::SledStore;
use crate::error::StorageError;
use crate::record::{GameId, HOUR_MS};

/// How long a processed delivery id is remembered: longer than any platform redelivers (Telegram
/// keeps an update for 24 hours, Discord expects an interaction's answer within 15 minutes).
pub const DELIVERY_RETENTION_MS: u64 = 7 * 24 * HOUR_MS;

impl SledStore {
    /// Schedules a reminder check for a game at `due_ms` (replacing none: a game may have several).
    /// It does not wait for the disk (the next commit's flush, or sled's own within half a second,
    /// takes it there): a queue entry is derived from the record, and one lost in a crash is put
    /// back when the database is opened ([`SledStore::schedule_missing`]).
    pub fn schedule(&self, id: GameId, due_ms: u64) -> Result<(), StorageError> {
        self.reminder_games.insert(keys::reminder_of_game(id, due_ms), &[])?;
        self.reminders.insert(keys::reminder(due_ms, id), &[])?;
        Ok(())
    }

    /// Gives every running game that has no queue entry one that is due at once, so the reminder
    /// task looks at it and schedules it afresh. Runs when the database is opened; reads only the
    /// open games (through the chat index).
    pub(crate) fn schedule_missing(&self) -> Result<usize, StorageError> {
        let mut added = 0;
        for entry in self.chats.iter() {
            let Some(id) = keys::read_u64(&entry?.1, 0) else { continue };
            let running = self.record(id)?.is_some_and(|r| r.status == crate::GameStatus::Active);
            if running && self.reminder_games.scan_prefix(keys::game(id)).next().is_none() {
                self.schedule(id, 0)?;
                added += 1;
            }
        }
        if added > 0 {
            self.db.flush()?;
        }
        Ok(added)
    }

    /// Removes every scheduled entry of a game (reading only that game's entries).
    pub fn unschedule(&self, id: GameId) -> Result<(), StorageError> {
        let dues: Vec<u64> = self
            .reminder_games
            .scan_prefix(keys::game(id))
            .keys()
            .map(|key| Ok(keys::read_u64(&key?, 8).expect("due")))
            .collect::<Result<_, StorageError>>()?;
        for due in dues {
            self.unschedule_at(id, due)?;
        }
        Ok(())
    }

    /// Scheduled entries in due order: `(due_ms, game)`.
    pub fn scheduled(&self) -> Result<Vec<(u64, GameId)>, StorageError> {
        self.reminders
            .iter()
            .map(|entry| {
                let (key, _) = entry?;
                Ok((keys::read_u64(&key, 0).expect("due"), keys::read_u64(&key, 8).expect("id")))
            })
            .collect()
    }

    /// Scheduled entries of one game, in due order.
    pub fn scheduled_for(&self, id: GameId) -> Result<Vec<u64>, StorageError> {
        self.reminder_games
            .scan_prefix(keys::game(id))
            .keys()
            .map(|key| Ok(keys::read_u64(&key?, 8).expect("due")))
            .collect()
    }

    /// The earliest due time.
    pub fn next_due(&self) -> Result<Option<u64>, StorageError> {
        Ok(self.reminders.first()?.map(|(key, _)| keys::read_u64(&key, 0).expect("due")))
    }

    /// Takes every entry due by `now_ms`: each moves to `now_ms + lease_ms` (so it comes due again
    /// should the check never reschedule the game). Returns the games, in due order.
    pub fn claim_due(&self, now_ms: u64, lease_ms: u64) -> Result<Vec<GameId>, StorageError> {
        let due: Vec<(u64, GameId)> = self
            .reminders
            .range(..keys::reminder(now_ms.saturating_add(1), 0))
            .keys()
            .map(|key| {
                let key = key?;
                Ok((keys::read_u64(&key, 0).expect("due"), keys::read_u64(&key, 8).expect("id")))
            })
            .collect::<Result<_, StorageError>>()?;
        let mut games = Vec::with_capacity(due.len());
        for (due, id) in due {
            self.schedule(id, now_ms + lease_ms)?;
            self.unschedule_at(id, due)?;
            if !games.contains(&id) {
                games.push(id);
            }
        }
        Ok(games)
    }

    /// Removes one scheduled entry.
    pub fn unschedule_at(&self, id: GameId, due_ms: u64) -> Result<(), StorageError> {
        self.reminders.remove(keys::reminder(due_ms, id))?;
        self.reminder_games.remove(keys::reminder_of_game(id, due_ms))?;
        Ok(())
    }

    /// Builds `reminder_games` from `reminders` (databases written before the index existed).
    pub(crate) fn index_reminders(&self) -> Result<(), StorageError> {
        for key in self.reminders.iter().keys() {
            let key = key?;
            let (due, id) = (keys::read_u64(&key, 0).expect("due"), keys::read_u64(&key, 8).expect("id"));
            self.reminder_games.insert(keys::reminder_of_game(id, due), &[])?;
        }
        Ok(())
    }

    /// Whether a platform delivery was already processed.
    pub fn is_delivered(&self, delivery: &str) -> Result<bool, StorageError> {
        Ok(self.deliveries.contains_key(delivery.as_bytes())?)
    }

    /// Records a delivery that changed no game (a read-only command) as processed.
    pub fn mark_delivered(&self, delivery: &str, now_ms: u64) -> Result<(), StorageError> {
        self.deliveries.insert(delivery.as_bytes(), &now_ms.to_be_bytes())?;
        Ok(())
    }

    /// Forgets processed deliveries older than `before_ms` (platforms never redeliver that late);
    /// returns how many. The service calls it with now − [`DELIVERY_RETENTION_MS`].
    pub fn prune_deliveries(&self, before_ms: u64) -> Result<usize, StorageError> {
        let mut old = sled::Batch::default();
        let mut pruned = 0;
        for entry in self.deliveries.iter() {
            let (key, value) = entry?;
            if keys::read_u64(&value, 0).is_some_and(|t| t < before_ms) {
                old.remove(key);
                pruned += 1;
            }
        }
        if pruned > 0 {
            self.deliveries.apply_batch(old)?;
            self.db.flush()?;
        }
        Ok(pruned)
    }
}

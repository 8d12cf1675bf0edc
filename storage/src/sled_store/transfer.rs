//! New games in sled: created, imported, restored or migrated, each in one transaction.

use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

use crate::error::StorageError;
use crate::record::{GameId, GameRecord};
use crate::write::NewGame;

use super::keys;
use super::log::{encode_snapshot, pack, write_log};
use super::manifest::count_change;
use super::store::{SledStore, index_chat, index_users, to_json, unwrap_tx};

impl SledStore {
    /// Stores a new game in one transaction: its number (the next one [`SledStore::reserve_id`]
    /// hands out, or `record.id` for a restore when `keep_id`), record, snapshot, log and indexes.
    /// Returns the id and whether an earlier import of the same game was found instead. A
    /// delivery id recorded before refuses the game (`Delivered`), as in [`SledStore::write`].
    pub(crate) fn insert(
        &self,
        new: &NewGame<'_>,
        delivery: Option<&str>,
        keep_id: bool,
    ) -> Result<(GameId, bool), StorageError> {
        let closed = !new.record.status.is_open();
        let packed = (closed && !new.log.is_empty()).then(|| pack(new.log));
        let trees = (
            &self.meta,
            &self.games,
            &self.snapshots,
            &self.actions,
            &self.logs,
            &self.chats,
            &self.users,
            &self.deliveries,
            &self.imports,
            &self.history,
        );
        // The number comes from the same counter as `reserve_id`'s: a number reserved for a
        // command whose write is still to come is not given to this game as well (the write would
        // then replace it). A game refused below gives its number back, unless a later one was
        // reserved meanwhile.
        let fresh = if keep_id { None } else { Some(self.reserve_id()?) };
        let result = trees
            .transaction(
                |(meta, games, snapshots, actions, logs, chats, users, deliveries, imports, history)| {
                    if let Some(key) = &new.import_key
                        && let Some(id) = imports.get(key)?.and_then(|v| keys::read_u64(&v, 0))
                    {
                        return Ok((id, true, None));
                    }
                    let next = meta.get(keys::NEXT_GAME_ID)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(1);
                    let id = fresh.unwrap_or(new.record.id);
                    if keep_id && games.get(keys::game(id))?.is_some() {
                        return Err(ConflictableTransactionError::Abort(StorageError::Corrupt(format!(
                            "game #{id} appears twice"
                        ))));
                    }
                    let record = GameRecord { id, actions: new.log.len() as u32, ..new.record.clone() };
                    games.insert(&keys::game(id), to_json(&record))?;
                    if let Some(snapshot) = new.snapshot {
                        snapshots.insert(&keys::game(id), encode_snapshot(record.actions, snapshot))?;
                    }
                    write_log(actions, logs, &record, new.log, packed.as_deref())?;
                    index_chat(chats, None, &record)?;
                    index_users(users, None, &record)?;
                    // Imported and restored games are rated by a rebuild of the ratings, not here.
                    if !record.status.is_open() {
                        for home in record.homes() {
                            history.insert(keys::history(home, id), &[])?;
                        }
                    }
                    if let Some(delivery) = delivery
                        && deliveries.insert(delivery.as_bytes(), &record.updated_ms.to_be_bytes())?.is_some()
                    {
                        return Err(ConflictableTransactionError::Abort(StorageError::Delivered(
                            delivery.into(),
                        )));
                    }
                    if let Some(key) = &new.import_key {
                        imports.insert(key.as_slice(), &id.to_be_bytes())?;
                    }
                    meta.insert(keys::NEXT_GAME_ID, &next.max(id + 1).to_be_bytes())?;
                    Ok((id, false, Some(count_change(meta)?)))
                },
            )
            .map_err(unwrap_tx);
        if let Some(id) = fresh
            && !matches!(result, Ok((stored, _, _)) if stored == id)
        {
            self.give_back_id(id);
        }
        let (id, earlier, mark) = result?;
        self.db.flush()?;
        if let Some(mark) = mark {
            self.vouch(mark)?;
        }
        Ok((id, earlier))
    }
}

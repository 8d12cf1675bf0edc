//! A chat that changes its id (Telegram upgrades a group to a supergroup under a new id): its open
//! game and its settings move to the new id in one transaction.

use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

use super::keys;
use super::manifest::count_change;
use super::store::{SledStore, from_json, to_json, unwrap_tx};
use crate::error::StorageError;
use crate::record::{ChatKey, GameId, GameRecord};

impl SledStore {
    /// Moves the open game and the settings of chat `from` to chat `to`. Returns the game moved,
    /// if any. Moving again, once `from` is empty, changes nothing; a `to` that already has an
    /// open game of its own is refused (`ChatBusy`) and nothing moves.
    pub fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>, StorageError> {
        let (old_key, new_key) = (keys::chat(from), keys::chat(to));
        let moved = (&self.games, &self.chats, &self.chat_settings, &self.meta)
            .transaction(|(games, chats, settings, meta)| {
                if let Some(value) = settings.get(&old_key)? {
                    if settings.get(&new_key)?.is_none() {
                        settings.insert(new_key.as_slice(), value)?;
                    }
                    settings.remove(old_key.as_slice())?;
                }
                let Some(id) = chats.get(&old_key)?.and_then(|v| keys::read_u64(&v, 0)) else {
                    return Ok((None, None));
                };
                if chats.get(&new_key)?.is_some() {
                    return Err(ConflictableTransactionError::Abort(StorageError::ChatBusy(to.clone())));
                }
                if let Some(bytes) = games.get(keys::game(id))? {
                    let mut record: GameRecord =
                        from_json(&bytes).map_err(ConflictableTransactionError::Abort)?;
                    // A bridged home moves as the game's own chat does.
                    if &record.chat == from {
                        record.chat = to.clone();
                    } else {
                        record.bridged = Some(to.clone());
                    }
                    games.insert(&keys::game(id), to_json(&record))?;
                }
                chats.remove(old_key.as_slice())?;
                chats.insert(new_key.as_slice(), &id.to_be_bytes())?;
                Ok((Some(id), Some(count_change(meta)?)))
            })
            .map_err(unwrap_tx)?;
        self.db.flush()?;
        if let (_, Some(mark)) = moved {
            self.vouch(mark)?;
        }
        Ok(moved.0)
    }
}

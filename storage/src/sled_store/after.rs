//! Ended games and ratings in sled: `history` (a chat's ended games), `ratings` (one row per
//! player, title and scope) and `rated` (the order games were rated in: number → game).

use std::collections::BTreeMap;

use kontor_games::GameKind;
use sled::transaction::TransactionalTree;

use super::keys;
use super::store::{SledStore, TxResult, from_json, to_json};
use crate::error::StorageError;
use crate::ratings::{self, RatedGame, Rating, RatingKey};
use crate::record::{ChatKey, GameId, GameRecord};

/// The trees a game's end writes, inside the write's transaction.
pub(crate) struct EndTrees<'a> {
    pub history: &'a TransactionalTree,
    pub ratings: &'a TransactionalTree,
    pub rated: &'a TransactionalTree,
    pub meta: &'a TransactionalTree,
}

impl EndTrees<'_> {
    /// Notes a game that ended in its chats' histories (a bridged table's both) and, if it
    /// counts, rates it.
    pub(crate) fn ended(&self, record: &GameRecord, rated: Option<&RatedGame>) -> TxResult {
        for home in record.homes() {
            self.history.insert(keys::history(home, record.id), &[])?;
        }
        let Some(game) = rated else { return Ok(()) };
        let mut before = BTreeMap::new();
        for key in ratings::keys(game) {
            if let Some(bytes) = self.ratings.get(keys::rating(&key))? {
                let rating: Rating =
                    from_json(&bytes).map_err(sled::transaction::ConflictableTransactionError::Abort)?;
                before.insert(key, rating);
            }
        }
        for (key, rating) in ratings::apply(game, &before) {
            self.ratings.insert(keys::rating(&key), to_json(&rating))?;
        }
        let next = self.meta.get(keys::RATED_NEXT)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(1);
        self.rated.insert(&next.to_be_bytes(), &game.id.to_be_bytes())?;
        self.meta.insert(keys::RATED_NEXT, &(next + 1).to_be_bytes())?;
        Ok(())
    }
}

impl SledStore {
    /// A chat's ended games, newest first, below `before`, at most `limit`.
    pub fn history(
        &self,
        chat: &ChatKey,
        before: Option<GameId>,
        limit: usize,
    ) -> Result<Vec<GameId>, StorageError> {
        let prefix = keys::history_prefix(chat);
        let end = match before {
            Some(id) => keys::history(chat, id),
            None => keys::history(chat, u64::MAX),
        };
        self.history
            .range(prefix.clone()..end)
            .rev()
            .take(limit)
            .map(|entry| Ok(keys::read_u64(&entry?.0, prefix.len()).expect("history keys end in an id")))
            .collect()
    }

    /// Every rating of a title in a scope.
    pub fn standings(&self, scope: &str, kind: GameKind) -> Result<Vec<(String, Rating)>, StorageError> {
        let prefix = keys::standings_prefix(scope, kind);
        self.ratings
            .scan_prefix(&prefix)
            .map(|entry| {
                let (key, value) = entry?;
                let player = String::from_utf8_lossy(&key[prefix.len()..]).into_owned();
                Ok((player, from_json(&value)?))
            })
            .collect()
    }

    /// One rating.
    pub fn rating(&self, key: &RatingKey) -> Result<Option<Rating>, StorageError> {
        self.ratings.get(keys::rating(key))?.map(|bytes| from_json(&bytes)).transpose()
    }

    /// The games rated so far, in order.
    pub fn rated(&self) -> Result<Vec<GameId>, StorageError> {
        self.rated
            .iter()
            .values()
            .map(|v| Ok(keys::read_u64(&v?, 0).expect("rated entries are ids")))
            .collect()
    }

    /// Replaces the ratings and their order. sled serves one process, so nothing rates a game
    /// meanwhile but this process's own writes, which `seen` catches. Not one transaction: the
    /// mark that ratings are built is taken away first and set last, so a rebuild cut short is
    /// done again at the next start.
    pub fn replace_ratings(
        &self,
        seen: &[GameId],
        order: &[GameId],
        rows: &[(RatingKey, Rating)],
    ) -> Result<(), StorageError> {
        if self.rated()? != seen {
            return Err(StorageError::RatingsMoved);
        }
        self.meta.remove(keys::RATINGS_BUILT)?;
        self.db.flush()?;
        self.ratings.clear()?;
        self.rated.clear()?;
        let mut batch = sled::Batch::default();
        for (key, rating) in rows {
            batch.insert(keys::rating(key), to_json(rating));
        }
        self.ratings.apply_batch(batch)?;
        let mut batch = sled::Batch::default();
        for (i, id) in order.iter().enumerate() {
            batch.insert(&(i as u64 + 1).to_be_bytes(), &id.to_be_bytes());
        }
        self.rated.apply_batch(batch)?;
        self.meta.insert(keys::RATED_NEXT, &(order.len() as u64 + 1).to_be_bytes())?;
        self.meta.insert(keys::RATINGS_BUILT, &[1])?;
        self.db.flush()?;
        Ok(())
    }

    pub fn ratings_built(&self) -> Result<bool, StorageError> {
        Ok(self.meta.get(keys::RATINGS_BUILT)?.is_some())
    }

    /// Version 3: every game that had ended goes into its chat's history.
    pub(crate) fn index_history(&self) -> Result<(), StorageError> {
        for record in self.records()? {
            if !record.status.is_open() {
                self.history.insert(keys::history(&record.chat, record.id), &[])?;
            }
        }
        Ok(())
    }
}

//! What [`Store`] keeps of ended games: each chat's history and the ratings, with the rebuild
//! that derives the ratings again from the stored games.

use kontor_games::GameKind;

use crate::error::StorageError;
use crate::ratings::{self, RatedGame, Rating};
use crate::record::{ChatKey, GameId, GameStatus};
use crate::store::Store;

impl Store {
    /// A chat's ended games (finished or abandoned), newest first: those numbered below
    /// `before` (all if `None`), at most `limit`.
    pub fn history(
        &self,
        chat: &ChatKey,
        before: Option<GameId>,
        limit: usize,
    ) -> Result<Vec<GameId>, StorageError> {
        self.backend.history(chat, before, limit)
    }

    /// Every rating of a game title in a scope (a community, or [`ratings::EVERYWHERE`]).
    pub fn standings(&self, scope: &str, kind: GameKind) -> Result<Vec<(String, Rating)>, StorageError> {
        self.backend.standings(scope, kind)
    }

    /// One player's rating in one title and scope, if they have one.
    pub fn rating(&self, key: &crate::ratings::RatingKey) -> Result<Option<Rating>, StorageError> {
        self.backend.rating(key)
    }

    /// The games rated so far, in the order they were rated.
    pub fn rated(&self) -> Result<Vec<GameId>, StorageError> {
        self.backend.rated()
    }

    /// Derives every rating again from the stored games: the games rated before, in their
    /// order, then finished games not rated yet (restored, imported, or ended before ratings
    /// existed) by the time they ended. Gives exactly what the updates at each game's end gave.
    /// Returns the number of games rated.
    pub fn rebuild_ratings(&self) -> Result<usize, StorageError> {
        loop {
            let seen = self.backend.rated()?;
            let mut games = Vec::new();
            for record in self.backend.records()? {
                if record.status != GameStatus::Finished {
                    continue;
                }
                let outcome = self.backend.load_snapshot(record.id)?.and_then(|g| g.outcome());
                if let Some(game) = ratings::rated_game(&record, outcome.as_ref()) {
                    games.push((record.updated_ms, game));
                }
            }
            let ended: Vec<(GameId, u64)> = games.iter().map(|(ms, g)| (g.id, *ms)).collect();
            let order = ratings::rebuild_order(&seen, &ended);
            let by_id: std::collections::HashMap<GameId, &RatedGame> =
                games.iter().map(|(_, g)| (g.id, g)).collect();
            let rows: Vec<_> = ratings::fold(order.iter().map(|id| by_id[id])).into_iter().collect();
            match self.backend.replace_ratings(&seen, &order, &rows) {
                Err(StorageError::RatingsMoved) => continue,
                result => return result.map(|()| order.len()),
            }
        }
    }

    /// Builds the ratings of a database that has none yet (one from before ratings).
    pub(crate) fn build_missing_ratings(self) -> Result<Store, StorageError> {
        if !self.backend.ratings_built()? {
            self.rebuild_ratings()?;
        }
        Ok(self)
    }
}

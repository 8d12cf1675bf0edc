//! Ended games and ratings in PostgreSQL: `ended` (a chat's ended games), `ratings` (one row per
//! scope, title and player) and `rated` (the order games were rated in). Every transaction that
//! rates a game, or replaces the ratings, first takes the ratings lock, so games are rated one
//! at a time and `rated` holds the order they were rated in, the order a rebuild repeats.

use std::collections::BTreeMap;

use deadpool_postgres::Transaction;
use kontor_games::GameKind;

use super::{PgStore, from_json, key, pg, to_json};
use crate::backend::Result;
use crate::error::StorageError;
use crate::ratings::{self, RatedGame, Rating, RatingKey};
use crate::record::{ChatKey, GameId, GameRecord};

impl PgStore {
    /// Takes the ratings lock until the transaction ends.
    pub(super) async fn lock_ratings(&self, tx: &Transaction<'_>) -> Result<()> {
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
            &[&format!("{}/ratings", self.schema_name)],
        )
        .await
        .map_err(pg)?;
        Ok(())
    }

    /// Notes a game that ended in its chats' histories and, if it counts, rates it (the caller
    /// holds the ratings lock when `rated` is some).
    pub(super) async fn game_ended(
        &self,
        tx: &Transaction<'_>,
        record: &GameRecord,
        rated: Option<&RatedGame>,
    ) -> Result<()> {
        for home in record.homes() {
            self.exec(
                tx,
                "INSERT INTO {s}.ended (chat, game) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&key(&home.platform, &home.id), &(record.id as i64)],
            )
            .await?;
        }
        let Some(game) = rated else { return Ok(()) };
        let read = tx
            .prepare_cached(
                &self.sql("SELECT rating FROM {s}.ratings WHERE scope = $1 AND kind = $2 AND player = $3"),
            )
            .await
            .map_err(pg)?;
        let mut before = BTreeMap::new();
        for key in ratings::keys(game) {
            let row = tx.query_opt(&read, &[&key.scope, &key.kind.name(), &key.player]).await.map_err(pg)?;
            if let Some(row) = row {
                before.insert(key, from_json::<Rating>(row.get(0))?);
            }
        }
        let upsert = tx
            .prepare_cached(&self.sql(
                "INSERT INTO {s}.ratings (scope, kind, player, rating) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (scope, kind, player) DO UPDATE SET rating = EXCLUDED.rating",
            ))
            .await
            .map_err(pg)?;
        for (key, rating) in ratings::apply(game, &before) {
            tx.execute(&upsert, &[&key.scope, &key.kind.name(), &key.player, &to_json(&rating)])
                .await
                .map_err(pg)?;
        }
        self.exec(
            tx,
            "INSERT INTO {s}.rated (seq, game) SELECT coalesce(max(seq), 0) + 1, $1 FROM {s}.rated",
            &[&(game.id as i64)],
        )
        .await?;
        Ok(())
    }

    pub(super) async fn history_of(
        &self,
        chat: &ChatKey,
        before: Option<GameId>,
        limit: usize,
    ) -> Result<Vec<GameId>> {
        let before = before.map_or(i64::MAX, |id| id as i64);
        self.query_ids(
            "SELECT game FROM {s}.ended WHERE chat = $1 AND game < $2 ORDER BY game DESC LIMIT $3",
            &[&key(&chat.platform, &chat.id), &before, &(limit.min(i64::MAX as usize) as i64)],
        )
        .await
    }

    pub(super) async fn standings_of(&self, scope: &str, kind: GameKind) -> Result<Vec<(String, Rating)>> {
        let client = self.client().await?;
        let rows = client
            .query(
                &self.sql(
                    "SELECT player, rating FROM {s}.ratings WHERE scope = $1 AND kind = $2 ORDER BY player",
                ),
                &[&scope, &kind.name()],
            )
            .await
            .map_err(pg)?;
        rows.iter().map(|row| Ok((row.get::<_, String>(0), from_json(row.get(1))?))).collect()
    }

    pub(super) async fn replace_ratings_tx(
        &self,
        seen: &[GameId],
        order: &[GameId],
        rows: &[(RatingKey, Rating)],
    ) -> Result<()> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(pg)?;
        self.lock_ratings(&tx).await?;
        let stored = tx.query(&self.sql("SELECT game FROM {s}.rated ORDER BY seq"), &[]).await.map_err(pg)?;
        let stored: Vec<GameId> = stored.iter().map(|row| row.get::<_, i64>(0) as u64).collect();
        if stored != seen {
            return Err(StorageError::RatingsMoved);
        }
        tx.batch_execute(&self.sql("DELETE FROM {s}.ratings; DELETE FROM {s}.rated;")).await.map_err(pg)?;
        let column = |f: fn(&(RatingKey, Rating)) -> String| rows.iter().map(f).collect::<Vec<String>>();
        let (scopes, kinds) = (column(|(k, _)| k.scope.clone()), column(|(k, _)| k.kind.name().to_string()));
        let (players, values) = (column(|(k, _)| k.player.clone()), column(|(_, r)| to_json(r)));
        tx.execute(
            &self.sql(
                "INSERT INTO {s}.ratings (scope, kind, player, rating)
                 SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])",
            ),
            &[&scopes, &kinds, &players, &values],
        )
        .await
        .map_err(pg)?;
        let seqs: Vec<i64> = (1..=order.len() as i64).collect();
        let games: Vec<i64> = order.iter().map(|id| *id as i64).collect();
        self.exec(
            &tx,
            "INSERT INTO {s}.rated (seq, game) SELECT * FROM unnest($1::bigint[], $2::bigint[])",
            &[&seqs, &games],
        )
        .await?;
        tx.execute(
            &self.sql(
                "INSERT INTO {s}.meta (key, value) VALUES ('ratings_built', 1)
                 ON CONFLICT (key) DO UPDATE SET value = 1",
            ),
            &[],
        )
        .await
        .map_err(pg)?;
        tx.commit().await.map_err(pg)
    }
}

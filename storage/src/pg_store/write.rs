//! The transactions that change games: a command's write, a new game, a chat's new id.

use deadpool_postgres::Transaction;
use tokio_postgres::error::SqlState;

use super::{PgStore, from_json, key, pg, to_json, wall_ms};
use crate::backend::Result;
use crate::error::StorageError;
use crate::ratings::{self, RatedGame};
use crate::record::{ChatKey, GameId, GameRecord};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt};

/// Whether PostgreSQL refused a row because its key exists.
fn duplicate(e: &tokio_postgres::Error) -> bool {
    e.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

impl PgStore {
    pub(super) async fn write_tx(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(pg)?;
        let rated: Vec<Option<RatedGame>> = games.iter().map(ratings::of_write).collect();
        if rated.iter().any(Option::is_some) {
            // Before any game row: a write holding the ratings lock then never waits for a row
            // held by a write that waits for the lock.
            self.lock_ratings(&tx).await?;
        }
        if games.len() > 1 {
            // The games' rows are locked in the order of their numbers before any is changed: two
            // writes naming the same games in different orders then wait for each other's turn,
            // instead of each holding a game the other needs (PostgreSQL would fail one of them as
            // a deadlock).
            let mut ids: Vec<i64> = games.iter().map(|w| w.record.id as i64).collect();
            ids.sort_unstable();
            ids.dedup();
            tx.query(
                &self.sql("SELECT id FROM {s}.games WHERE id = ANY($1) ORDER BY id FOR UPDATE"),
                &[&ids],
            )
            .await
            .map_err(pg)?;
        }
        for (write, rated) in games.iter().zip(&rated) {
            self.write_game(&tx, write, rated.as_ref()).await?;
        }
        if let Some((delivery, now_ms)) = delivery {
            let statement = tx
                .prepare_cached(&self.sql(
                    "INSERT INTO {s}.deliveries (id, at_ms) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
                ))
                .await
                .map_err(pg)?;
            if tx.execute(&statement, &[&delivery, &(now_ms as i64)]).await.map_err(pg)? == 0 {
                return Err(StorageError::Delivered(delivery.into()));
            }
        }
        let mut receipts = Vec::with_capacity(outbox.len());
        if !outbox.is_empty() {
            let statement = tx
                .prepare_cached(&self.sql(
                    "INSERT INTO {s}.outbox (platform, payload, holder, held_until) VALUES ($1, $2, $3, $4)
                     RETURNING seq",
                ))
                .await
                .map_err(pg)?;
            let until = (wall_ms() + self.lease_ms) as i64;
            for post in outbox {
                // A post this process does not send is free for the one that does, at once.
                let until = if post.held { until } else { 0 };
                let row = tx
                    .query_one(&statement, &[&post.platform, &post.payload, &self.holder, &until])
                    .await
                    .map_err(pg)?;
                receipts.push(Receipt { platform: post.platform.clone(), seq: row.get::<_, i64>(0) as u64 });
            }
        }
        tx.commit().await.map_err(pg)?;
        Ok(receipts)
    }

    /// One game's part of a write: the record checked against its base and replaced, the
    /// snapshot when due, the log's change and the indexes.
    async fn write_game(
        &self,
        tx: &Transaction<'_>,
        write: &GameWrite,
        rated: Option<&RatedGame>,
    ) -> Result<()> {
        let record = &write.record;
        let id = record.id as i64;
        let current = tx
            .prepare_cached(
                &self.sql("SELECT record, snapshot IS NULL FROM {s}.games WHERE id = $1 FOR UPDATE"),
            )
            .await
            .map_err(pg)?;
        let row = tx.query_opt(&current, &[&id]).await.map_err(pg)?;
        let (old, no_snapshot): (Option<GameRecord>, bool) = match &row {
            Some(row) => (Some(from_json(row.get(0))?), row.get(1)),
            None => (None, true),
        };
        if write.base.as_ref().is_some_and(|base| old.as_ref() != Some(base)) {
            return Err(StorageError::Conflict(record.id));
        }
        let first_state = write.snapshot.is_some() && no_snapshot;
        let snapshot = write.snapshot.as_ref().filter(|_| first_state || write.snapshot_due()).map(to_json);
        let at = record.actions as i32;
        if old.is_none() {
            let insert =
                tx.prepare_cached(&self.sql(
                    "INSERT INTO {s}.games (id, record, snapshot, snapshot_at) VALUES ($1, $2, $3, $4)",
                ))
                .await
                .map_err(pg)?;
            tx.execute(&insert, &[&id, &to_json(record), &snapshot, &snapshot.as_ref().map(|_| at)])
                .await
                .map_err(pg)?;
        } else if let Some(snapshot) = &snapshot {
            let update = tx
                .prepare_cached(
                    &self.sql(
                        "UPDATE {s}.games SET record = $2, snapshot = $3, snapshot_at = $4 WHERE id = $1",
                    ),
                )
                .await
                .map_err(pg)?;
            tx.execute(&update, &[&id, &to_json(record), snapshot, &at]).await.map_err(pg)?;
        } else {
            let update = tx
                .prepare_cached(&self.sql("UPDATE {s}.games SET record = $2 WHERE id = $1"))
                .await
                .map_err(pg)?;
            tx.execute(&update, &[&id, &to_json(record)]).await.map_err(pg)?;
        }
        let first = write.first_appended();
        if let Some(old_len) = write.cut {
            let cut = tx
                .prepare_cached(
                    &self.sql("DELETE FROM {s}.actions WHERE game = $1 AND idx >= $2 AND idx < $3"),
                )
                .await
                .map_err(pg)?;
            tx.execute(&cut, &[&id, &(first as i32), &(old_len.max(first) as i32)]).await.map_err(pg)?;
        }
        if !write.appended.is_empty() {
            let append = tx
                .prepare_cached(&self.sql(
                    "INSERT INTO {s}.actions (game, idx, action) VALUES ($1, $2, $3)
                     ON CONFLICT (game, idx) DO UPDATE SET action = EXCLUDED.action",
                ))
                .await
                .map_err(pg)?;
            for (offset, action) in write.appended.iter().enumerate() {
                tx.execute(&append, &[&id, &((first as usize + offset) as i32), &to_json(action)])
                    .await
                    .map_err(pg)?;
            }
        }
        self.index_chat(tx, old.as_ref(), record).await?;
        self.index_users(tx, old.as_ref(), record).await?;
        if old.as_ref().is_none_or(|o| o.status.is_open()) && !record.status.is_open() {
            self.game_ended(tx, record, rated).await?;
        }
        Ok(())
    }

    /// Binds an open game to its chats (its own and a bridged home) and frees each chat it no
    /// longer holds (it closed, or the bridge ended); a chat that another open game holds is
    /// refused (`ChatBusy`), also when two processes open games in one chat at once (the primary
    /// key decides).
    async fn index_chat(
        &self,
        tx: &Transaction<'_>,
        old: Option<&GameRecord>,
        record: &GameRecord,
    ) -> Result<()> {
        let id = record.id as i64;
        for home in old.into_iter().flat_map(GameRecord::homes).chain(record.homes()) {
            let chat = key(&home.platform, &home.id);
            if !record.status.is_open() || !record.is_home(home) {
                self.exec(tx, "DELETE FROM {s}.chats WHERE chat = $1 AND game = $2", &[&chat, &id]).await?;
                continue;
            }
            let held = old.is_some_and(|o| o.status.is_open() && o.is_home(home));
            self.bind_chat(tx, home, id, held).await?;
        }
        Ok(())
    }

    /// Binds `home` to game `id`; a chat bound to another game is refused unless the game
    /// `held` it already.
    async fn bind_chat(&self, tx: &Transaction<'_>, home: &ChatKey, id: i64, held: bool) -> Result<()> {
        let chat = key(&home.platform, &home.id);
        let bound = tx
            .query_opt(&self.sql("SELECT game FROM {s}.chats WHERE chat = $1 FOR UPDATE"), &[&chat])
            .await
            .map_err(pg)?
            .map(|row| row.get::<_, i64>(0));
        match bound {
            Some(game) if game == id => Ok(()),
            Some(_) if !held => Err(StorageError::ChatBusy(home.clone())),
            Some(_) => {
                self.exec(tx, "UPDATE {s}.chats SET game = $2 WHERE chat = $1", &[&chat, &id]).await?;
                Ok(())
            }
            None => {
                let added = self
                    .exec(
                        tx,
                        "INSERT INTO {s}.chats (chat, game) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                        &[&chat, &id],
                    )
                    .await?;
                if added == 0 {
                    return Err(StorageError::ChatBusy(home.clone()));
                }
                Ok(())
            }
        }
    }

    /// Keeps `seats` in step with the human seats.
    async fn index_users(
        &self,
        tx: &Transaction<'_>,
        old: Option<&GameRecord>,
        record: &GameRecord,
    ) -> Result<()> {
        let humans = |r: &GameRecord| {
            r.seats.iter().filter(|s| !s.bot).map(|s| key(&s.user.platform, &s.user.id)).collect::<Vec<_>>()
        };
        let before = old.map(humans).unwrap_or_default();
        let now = humans(record);
        let id = record.id as i64;
        for user in before.iter().filter(|u| !now.contains(u)) {
            self.exec(tx, "DELETE FROM {s}.seats WHERE user_key = $1 AND game = $2", &[user, &id]).await?;
        }
        for user in now.iter().filter(|u| !before.contains(u)) {
            self.exec(
                tx,
                "INSERT INTO {s}.seats (user_key, game) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[user, &id],
            )
            .await?;
        }
        Ok(())
    }

    pub(super) async fn insert_tx(
        &self,
        new: &NewGame<'_>,
        delivery: Option<&str>,
        keep_id: bool,
    ) -> Result<(GameId, bool)> {
        let mut client = self.client().await?;
        let tx = client.transaction().await.map_err(pg)?;
        if let Some(origin) = &new.import_key {
            // Imports of one export wait for each other (the lock is the transaction's), so a
            // second one, in this process or another, finds the first's copy below instead of
            // storing a second game or failing on the `imports` key.
            let hex: String = origin.iter().map(|b| format!("{b:02x}")).collect();
            tx.execute(
                "SELECT pg_advisory_xact_lock(hashtextextended($1, 0))",
                &[&format!("{}/import/{hex}", self.schema_name)],
            )
            .await
            .map_err(pg)?;
        }
        if let Some(origin) = &new.import_key
            && let Some(row) = tx
                .query_opt(&self.sql("SELECT game FROM {s}.imports WHERE origin = $1"), &[origin])
                .await
                .map_err(pg)?
        {
            return Ok((row.get::<_, i64>(0) as u64, true));
        }
        let id = if keep_id {
            let id = new.record.id as i64;
            let taken =
                tx.query_opt(&self.sql("SELECT 1 FROM {s}.games WHERE id = $1"), &[&id]).await.map_err(pg)?;
            if taken.is_some() {
                return Err(StorageError::Corrupt(format!("game #{id} appears twice")));
            }
            tx.execute(
                &self.sql(
                    "SELECT setval('{s}.game_ids', GREATEST($1, (SELECT last_value FROM {s}.game_ids)))",
                ),
                &[&id],
            )
            .await
            .map_err(pg)?;
            id
        } else {
            tx.query_one(&self.sql("SELECT nextval('{s}.game_ids')"), &[]).await.map_err(pg)?.get::<_, i64>(0)
        };
        let record = GameRecord { id: id as u64, actions: new.log.len() as u32, ..new.record.clone() };
        let snapshot = new.snapshot.map(to_json);
        let at = snapshot.as_ref().map(|_| record.actions as i32);
        self.exec(
            &tx,
            "INSERT INTO {s}.games (id, record, snapshot, snapshot_at) VALUES ($1, $2, $3, $4)",
            &[&id, &to_json(&record), &snapshot, &at],
        )
        .await?;
        let append = tx
            .prepare(&self.sql("INSERT INTO {s}.actions (game, idx, action) VALUES ($1, $2, $3)"))
            .await
            .map_err(pg)?;
        for (index, action) in new.log.iter().enumerate() {
            tx.execute(&append, &[&id, &(index as i32), &to_json(action)]).await.map_err(pg)?;
        }
        self.index_chat(&tx, None, &record).await?;
        self.index_users(&tx, None, &record).await?;
        if !record.status.is_open() {
            // Imported and restored games are rated by a rebuild of the ratings, not here.
            self.game_ended(&tx, &record, None).await?;
        }
        if let Some(delivery) = delivery {
            let added = self
                .exec(
                    &tx,
                    "INSERT INTO {s}.deliveries (id, at_ms) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                    &[&delivery, &(record.updated_ms as i64)],
                )
                .await?;
            if added == 0 {
                return Err(StorageError::Delivered(delivery.into()));
            }
        }
        if let Some(origin) = &new.import_key {
            tx.execute(&self.sql("INSERT INTO {s}.imports (origin, game) VALUES ($1, $2)"), &[origin, &id])
                .await
                .map_err(|e| if duplicate(&e) { StorageError::Conflict(id as u64) } else { pg(e) })?;
        }
        tx.commit().await.map_err(pg)?;
        Ok((id as u64, false))
    }

    pub(super) async fn move_chat_tx(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>> {
        let (old_key, new_key) = (key(&from.platform, &from.id), key(&to.platform, &to.id));
        let mut client = self.client().await?;
        loop {
            let tx = client.transaction().await.map_err(pg)?;
            let settings = tx
                .query_opt(
                    &self.sql("SELECT settings FROM {s}.chat_settings WHERE chat = $1 FOR UPDATE"),
                    &[&old_key],
                )
                .await
                .map_err(pg)?;
            if let Some(row) = settings {
                let value: String = row.get(0);
                tx.execute(
                    &self.sql(
                        "INSERT INTO {s}.chat_settings (chat, settings) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                    ),
                    &[&new_key, &value],
                )
                .await
                .map_err(pg)?;
                self.exec(&tx, "DELETE FROM {s}.chat_settings WHERE chat = $1", &[&old_key]).await?;
            }
            // The game is locked before its chat's entry: in the order a write of the game takes
            // them (its record, then its chat). Taken the other way round, a move here and a
            // change of the game in another process could each wait for the other, and
            // PostgreSQL would end that by failing one of them.
            let bound_game = |row: Option<tokio_postgres::Row>| row.map(|row| row.get::<_, i64>(0));
            let seen = bound_game(
                tx.query_opt(&self.sql("SELECT game FROM {s}.chats WHERE chat = $1"), &[&old_key])
                    .await
                    .map_err(pg)?,
            );
            let record = match seen {
                Some(id) => tx
                    .query_opt(&self.sql("SELECT record FROM {s}.games WHERE id = $1 FOR UPDATE"), &[&id])
                    .await
                    .map_err(pg)?,
                None => None,
            };
            let bound = bound_game(
                tx.query_opt(&self.sql("SELECT game FROM {s}.chats WHERE chat = $1 FOR UPDATE"), &[&old_key])
                    .await
                    .map_err(pg)?,
            );
            if bound != seen {
                // The chat's game closed, or another opened, between the two reads: start again
                // (dropping the transaction rolls it back).
                continue;
            }
            let Some(id) = bound else {
                tx.commit().await.map_err(pg)?;
                return Ok(None);
            };
            if let Some(row) = record {
                let mut record: GameRecord = from_json(row.get(0))?;
                // A bridged home moves as the game's own chat does.
                if &record.chat == from {
                    record.chat = to.clone();
                } else {
                    record.bridged = Some(to.clone());
                }
                self.exec(&tx, "UPDATE {s}.games SET record = $2 WHERE id = $1", &[&id, &to_json(&record)])
                    .await?;
            }
            self.exec(&tx, "DELETE FROM {s}.chats WHERE chat = $1", &[&old_key]).await?;
            // A chat that has (or, in another process, just got) an open game of its own refuses it.
            let added = self
                .exec(
                    &tx,
                    "INSERT INTO {s}.chats (chat, game) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                    &[&new_key, &id],
                )
                .await?;
            if added == 0 {
                return Err(StorageError::ChatBusy(to.clone()));
            }
            tx.commit().await.map_err(pg)?;
            return Ok(Some(id as u64));
        }
    }
}

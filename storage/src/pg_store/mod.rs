//! The PostgreSQL backend: one database shared by several Kontor processes.
//!
//! Calls are synchronous, like sled's: each runs on this backend's own small tokio runtime, which
//! also drives the pooled connections (from a thread of its own when the caller is itself inside
//! a runtime, which must not block on another). Tables are in [`schema`].
//!
//! How several processes share one database:
//! - a command's write checks that every game's record is still the one the command read
//!   (`SELECT … FOR UPDATE`, then a comparison), so a move decided twice is stored once;
//! - a delivery id is a primary key: the second process to handle it gets `Delivered`;
//! - an outbox post belongs to the process that wrote it, or that last took it with
//!   [`Backend::unsent`] (`FOR UPDATE SKIP LOCKED`), until its lease runs out;
//! - a reminder entry due now is taken by moving it a lease ahead ([`Backend::claim_due`]);
//! - a role such as polling Telegram is a session advisory lock on a connection of its own.

mod after;
mod codes;
mod outbox;
mod redact;
mod schema;
mod write;

use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Transaction};
use kontor_games::{AnyGame, GameKind};
use tokio_postgres::NoTls;

use crate::backend::{Backend, Result};
use crate::error::StorageError;
use crate::ratings::{Rating, RatingKey};
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, LoggedAction, UserKey, UserProfile};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt, Unsent};
pub use redact::redacted;

/// The PostgreSQL schema version this build writes (its migrations: `schema.rs`).
pub const PG_SCHEMA_VERSION: u32 = schema::MIGRATIONS[schema::MIGRATIONS.len() - 1].0;

/// How to reach PostgreSQL (`[storage] url` and the settings next to it).
#[derive(Clone)]
pub struct PgOptions {
    /// `postgres://user:password@host:port/database`; the password may come from the environment
    /// (`KONTOR_DATABASE_URL`) and is never logged.
    pub url: String,
    /// The schema holding Kontor's tables (created if missing).
    pub schema: String,
    /// Most connections this process opens.
    pub pool_size: usize,
    /// How long connecting, or waiting for a free connection, may take.
    pub connect_timeout: Duration,
    /// How long a post or reminder entry stays with the process that took it.
    pub lease_ms: u64,
}

impl PgOptions {
    /// The defaults for `url`: schema `kontor`, 16 connections, 10 s to connect, 60 s leases.
    #[must_use]
    pub fn new(url: impl Into<String>) -> PgOptions {
        PgOptions {
            url: url.into(),
            schema: "kontor".into(),
            pool_size: 16,
            connect_timeout: Duration::from_secs(10),
            lease_ms: crate::DEFAULT_LEASE_MS,
        }
    }
}

impl std::fmt::Debug for PgOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgOptions")
            .field("url", &redacted(&self.url))
            .field("schema", &self.schema)
            .field("pool_size", &self.pool_size)
            .field("connect_timeout", &self.connect_timeout)
            .field("lease_ms", &self.lease_ms)
            .finish()
    }
}

/// A PostgreSQL failure, with its causes.
pub(crate) fn pg(e: impl std::error::Error) -> StorageError {
    StorageError::Postgres(describe(&e))
}

/// A PostgreSQL failure explained in words.
fn pg_text(text: impl Into<String>) -> StorageError {
    StorageError::Postgres(text.into())
}

/// An error and its causes: tokio-postgres names only the kind of failure ("db error", "error
/// connecting to server") and keeps what happened (the server's message, the system's error) as
/// its source.
fn describe(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text = format!("{text}: {cause_text}");
        }
        source = cause.source();
    }
    text
}

fn to_json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("stored types serialise")
}

fn from_json<T: serde::de::DeserializeOwned>(text: &str) -> Result<T> {
    serde_json::from_str(text).map_err(|e| StorageError::Corrupt(e.to_string()))
}

/// `platform:id`, as chats and users are keyed.
fn key(platform: &str, id: &str) -> String {
    format!("{platform}:{id}")
}

fn parse_key(text: &str) -> Result<(String, String)> {
    text.split_once(':')
        .map(|(p, i)| (p.to_string(), i.to_string()))
        .ok_or_else(|| StorageError::Corrupt(format!("a key without its platform: {text}")))
}

fn wall_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// Kontor's games in PostgreSQL.
pub struct PgStore {
    rt: Option<tokio::runtime::Runtime>,
    pool: Pool,
    config: tokio_postgres::Config,
    /// The schema, quoted.
    s: String,
    /// Advisory-lock keys are taken within this name.
    schema_name: String,
    lease_ms: u64,
    /// This process's mark on the outbox posts it holds.
    holder: i64,
    /// Connections holding the roles this process leads.
    roles: Mutex<HashMap<String, tokio_postgres::Client>>,
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which an async caller may not do.
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

impl PgStore {
    /// Connects and brings the tables to this build's schema. No error holds the password.
    pub fn connect(options: &PgOptions) -> Result<PgStore> {
        PgStore::connect_to(options).map_err(|e| match e {
            StorageError::Postgres(text) => StorageError::Postgres(redact::scrub(&text, &options.url)),
            e => e,
        })
    }

    fn connect_to(options: &PgOptions) -> Result<PgStore> {
        let schema = options.schema.trim();
        if schema.is_empty()
            || !schema.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
            || schema.starts_with(|c: char| c.is_ascii_digit())
        {
            return Err(pg_text(format!(
                "the schema name {schema:?} is not usable: use lower-case letters, digits and _"
            )));
        }
        let mut config: tokio_postgres::Config = options.url.parse().map_err(|e| {
            pg_text(format!("the database URL {} cannot be read: {}", redacted(&options.url), describe(&e)))
        })?;
        config.connect_timeout(options.connect_timeout);
        if config.get_application_name().is_none() {
            config.application_name("kontor");
        }
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("kontor-postgres")
            .enable_all()
            .build()
            .map_err(|e| StorageError::io("starting the PostgreSQL client", e))?;
        let manager = Manager::from_config(
            config.clone(),
            NoTls,
            ManagerConfig { recycling_method: RecyclingMethod::Fast },
        );
        let pool = {
            let _entered = rt.enter();
            Pool::builder(manager)
                .max_size(options.pool_size.max(1))
                .runtime(deadpool_postgres::Runtime::Tokio1)
                .wait_timeout(Some(options.connect_timeout))
                .create_timeout(Some(options.connect_timeout))
                .build()
                .map_err(pg)?
        };
        let store = PgStore {
            rt: Some(rt),
            pool,
            config,
            s: format!("\"{schema}\""),
            schema_name: schema.to_string(),
            lease_ms: options.lease_ms.max(1),
            holder: fastrand::i64(1..i64::MAX),
            roles: Mutex::new(HashMap::new()),
        };
        store.migrate()?;
        Ok(store)
    }

    /// Runs `work` to its end on the backend's runtime.
    fn run<T: Send>(&self, work: impl Future<Output = Result<T>> + Send) -> Result<T> {
        let rt = self.rt.as_ref().expect("the runtime lives as long as the store");
        if tokio::runtime::Handle::try_current().is_err() {
            return rt.block_on(work);
        }
        std::thread::scope(|scope| {
            scope
                .spawn(|| rt.block_on(work))
                .join()
                .unwrap_or_else(|_| Err(pg_text("a database call panicked")))
        })
    }

    async fn client(&self) -> Result<deadpool_postgres::Object> {
        self.pool.get().await.map_err(|e| pg_text(format!("no connection to PostgreSQL: {}", describe(&e))))
    }

    /// SQL with `{s}` replaced by the schema.
    fn sql(&self, text: &str) -> String {
        text.replace("{s}", &self.s)
    }

    /// Runs the statement `sql` (its `{s}` the schema) in `tx`; returns the number of rows it
    /// changed.
    async fn exec(
        &self,
        tx: &Transaction<'_>,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<u64> {
        tx.execute(&self.sql(sql), params).await.map_err(pg)
    }

    /// Applies the migrations this database lacks, one process at a time.
    fn migrate(&self) -> Result<()> {
        self.run(async {
            let mut client = self.client().await?;
            let tx = client.transaction().await.map_err(pg)?;
            tx.execute("SELECT pg_advisory_xact_lock(hashtextextended('kontor-migrate', 0))", &[])
                .await
                .map_err(pg)?;
            tx.batch_execute(&self.sql(
                "CREATE SCHEMA IF NOT EXISTS {s};
                 CREATE TABLE IF NOT EXISTS {s}.schema_migrations
                     (version integer PRIMARY KEY, applied_ms bigint NOT NULL);",
            ))
            .await
            .map_err(pg)?;
            let found: i32 = tx
                .query_one(&self.sql("SELECT coalesce(max(version), 0) FROM {s}.schema_migrations"), &[])
                .await
                .map_err(pg)?
                .get(0);
            let found = found as u32;
            if found > PG_SCHEMA_VERSION {
                return Err(StorageError::TooNew { found });
            }
            for (version, sql) in schema::MIGRATIONS.iter().filter(|(v, _)| *v > found) {
                tx.batch_execute(&self.sql(sql)).await.map_err(pg)?;
                self.exec(
                    &tx,
                    "INSERT INTO {s}.schema_migrations (version, applied_ms) VALUES ($1, $2)",
                    &[&(*version as i32), &(wall_ms() as i64)],
                )
                .await?;
            }
            tx.commit().await.map_err(pg)
        })
    }

    async fn query_ids(
        &self,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Vec<u64>> {
        let client = self.client().await?;
        let rows = client.query(&self.sql(sql), params).await.map_err(pg)?;
        Ok(rows.iter().map(|row| row.get::<_, i64>(0) as u64).collect())
    }

    async fn execute(&self, sql: &str, params: &[&(dyn tokio_postgres::types::ToSql + Sync)]) -> Result<u64> {
        let client = self.client().await?;
        let statement = client.prepare_cached(&self.sql(sql)).await.map_err(pg)?;
        client.execute(&statement, params).await.map_err(pg)
    }

    async fn one_text(
        &self,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Option<String>> {
        let client = self.client().await?;
        let statement = client.prepare_cached(&self.sql(sql)).await.map_err(pg)?;
        let row = client.query_opt(&statement, params).await.map_err(pg)?;
        Ok(row.map(|row| row.get(0)))
    }
}

impl Backend for PgStore {
    fn name(&self) -> &'static str {
        "postgres"
    }

    fn lease_ms(&self) -> u64 {
        self.lease_ms
    }

    fn reserve_id(&self) -> Result<GameId> {
        let ids = self.run(self.query_ids("SELECT nextval('{s}.game_ids')", &[]))?;
        ids.first().copied().ok_or_else(|| pg_text("the game number sequence gave nothing"))
    }

    fn write(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>> {
        self.run(self.write_tx(games, delivery, outbox))
    }

    fn insert(&self, new: &NewGame<'_>, delivery: Option<&str>, keep_id: bool) -> Result<(GameId, bool)> {
        self.run(self.insert_tx(new, delivery, keep_id))
    }

    fn record(&self, id: GameId) -> Result<Option<GameRecord>> {
        let text = self.run(self.one_text("SELECT record FROM {s}.games WHERE id = $1", &[&(id as i64)]))?;
        text.map(|t| from_json(&t)).transpose()
    }

    fn records(&self) -> Result<Vec<GameRecord>> {
        self.run(async {
            let client = self.client().await?;
            let rows =
                client.query(&self.sql("SELECT record FROM {s}.games ORDER BY id"), &[]).await.map_err(pg)?;
            rows.iter().map(|row| from_json(row.get(0))).collect()
        })
    }

    fn game_ids(&self) -> Result<Vec<GameId>> {
        self.run(self.query_ids("SELECT id FROM {s}.games ORDER BY id", &[]))
    }

    fn game_count(&self) -> Result<usize> {
        let n = self.run(self.query_ids("SELECT count(*) FROM {s}.games", &[]))?;
        Ok(n.first().copied().unwrap_or(0) as usize)
    }

    fn log(&self, record: &GameRecord) -> Result<Vec<LoggedAction>> {
        self.run(async {
            let client = self.client().await?;
            let statement = client
                .prepare_cached(&self.sql("SELECT action FROM {s}.actions WHERE game = $1 ORDER BY idx"))
                .await
                .map_err(pg)?;
            let rows = client.query(&statement, &[&(record.id as i64)]).await.map_err(pg)?;
            rows.iter().map(|row| from_json(row.get(0))).collect()
        })
    }

    /// The snapshot and the entries after it are read in one repeatable-read transaction, so an
    /// undo written meanwhile by another process cannot mix into the state.
    fn load_snapshot(&self, id: GameId) -> Result<Option<AnyGame>> {
        self.run(async {
            let mut client = self.client().await?;
            let tx = client
                .build_transaction()
                .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
                .read_only(true)
                .start()
                .await
                .map_err(pg)?;
            let statement = tx
                .prepare_cached(&self.sql("SELECT snapshot, snapshot_at FROM {s}.games WHERE id = $1"))
                .await
                .map_err(pg)?;
            let Some(row) = tx.query_opt(&statement, &[&(id as i64)]).await.map_err(pg)? else {
                return Ok(None);
            };
            let (Some(text), Some(at)) = (row.get::<_, Option<&str>>(0), row.get::<_, Option<i32>>(1)) else {
                return Ok(None);
            };
            let mut game: AnyGame = from_json(text)?;
            let later = tx
                .prepare_cached(
                    &self.sql("SELECT action FROM {s}.actions WHERE game = $1 AND idx >= $2 ORDER BY idx"),
                )
                .await
                .map_err(pg)?;
            for row in tx.query(&later, &[&(id as i64), &at]).await.map_err(pg)? {
                let logged: LoggedAction = from_json(row.get(0))?;
                game.apply(logged.seat, &logged.action).map_err(|e| {
                    StorageError::Corrupt(format!("game {id}: the log does not replay ({e})"))
                })?;
            }
            tx.commit().await.map_err(pg)?;
            Ok(Some(game))
        })
    }

    fn game_in_chat(&self, chat: &ChatKey) -> Result<Option<GameId>> {
        let ids = self.run(
            self.query_ids("SELECT game FROM {s}.chats WHERE chat = $1", &[&key(&chat.platform, &chat.id)]),
        )?;
        Ok(ids.first().copied())
    }

    fn games_of(&self, user: &UserKey) -> Result<Vec<GameId>> {
        self.run(self.query_ids(
            "SELECT game FROM {s}.seats WHERE user_key = $1 ORDER BY game",
            &[&key(&user.platform, &user.id)],
        ))
    }

    fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>> {
        self.run(self.move_chat_tx(from, to))
    }

    fn profile(&self, user: &UserKey) -> Result<UserProfile> {
        self.setting(&PROFILES, &user.platform, &user.id)
    }

    fn set_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<()> {
        self.set_setting(&PROFILES, &user.platform, &user.id, profile)
    }

    fn profiles(&self) -> Result<Vec<(UserKey, UserProfile)>> {
        self.settings(&PROFILES, UserKey::new)
    }

    fn chat_settings(&self, chat: &ChatKey) -> Result<ChatSettings> {
        self.setting(&CHAT_SETTINGS, &chat.platform, &chat.id)
    }

    fn set_chat_settings(&self, chat: &ChatKey, settings: &ChatSettings) -> Result<()> {
        self.set_setting(&CHAT_SETTINGS, &chat.platform, &chat.id, settings)
    }

    fn all_chat_settings(&self) -> Result<Vec<(ChatKey, ChatSettings)>> {
        self.settings(&CHAT_SETTINGS, ChatKey::new)
    }

    fn unsent(&self, platform: &str, now_ms: u64) -> Result<Vec<Unsent>> {
        self.run(self.take_posts(platform, now_ms, true))
    }

    fn claim_free(&self, platform: &str, now_ms: u64) -> Result<Vec<Unsent>> {
        self.run(self.take_posts(platform, now_ms, false))
    }

    fn mark_sent(&self, receipt: &Receipt) -> Result<()> {
        self.run(self.execute("DELETE FROM {s}.outbox WHERE seq = $1", &[&(receipt.seq as i64)])).map(drop)
    }

    fn is_unsent(&self, receipt: &Receipt) -> Result<bool> {
        let ids =
            self.run(self.query_ids("SELECT seq FROM {s}.outbox WHERE seq = $1", &[&(receipt.seq as i64)]))?;
        Ok(!ids.is_empty())
    }

    fn unsent_count(&self) -> Result<usize> {
        let n = self.run(self.query_ids("SELECT count(*) FROM {s}.outbox", &[]))?;
        Ok(n.first().copied().unwrap_or(0) as usize)
    }

    fn schedule(&self, id: GameId, due_ms: u64) -> Result<()> {
        self.run(self.execute(
            "INSERT INTO {s}.reminders (game, due) VALUES ($1, $2) ON CONFLICT DO NOTHING",
            &[&(id as i64), &(due_ms as i64)],
        ))
        .map(drop)
    }

    fn unschedule(&self, id: GameId) -> Result<()> {
        self.run(self.execute("DELETE FROM {s}.reminders WHERE game = $1", &[&(id as i64)])).map(drop)
    }

    fn unschedule_at(&self, id: GameId, due_ms: u64) -> Result<()> {
        self.run(self.execute(
            "DELETE FROM {s}.reminders WHERE game = $1 AND due = $2",
            &[&(id as i64), &(due_ms as i64)],
        ))
        .map(drop)
    }

    fn scheduled(&self) -> Result<Vec<(u64, GameId)>> {
        self.run(async {
            let client = self.client().await?;
            let rows = client
                .query(&self.sql("SELECT due, game FROM {s}.reminders ORDER BY due, game"), &[])
                .await
                .map_err(pg)?;
            Ok(rows.iter().map(|row| (row.get::<_, i64>(0) as u64, row.get::<_, i64>(1) as u64)).collect())
        })
    }

    fn scheduled_for(&self, id: GameId) -> Result<Vec<u64>> {
        self.run(
            self.query_ids("SELECT due FROM {s}.reminders WHERE game = $1 ORDER BY due", &[&(id as i64)]),
        )
    }

    fn next_due(&self) -> Result<Option<u64>> {
        Ok(self
            .run(self.query_ids("SELECT due FROM {s}.reminders ORDER BY due LIMIT 1", &[]))?
            .first()
            .copied())
    }

    fn claim_due(&self, now_ms: u64) -> Result<Vec<GameId>> {
        let until = (now_ms + self.lease_ms) as i64;
        let mut games = self.run(self.query_ids(
            "WITH taken AS (
                 DELETE FROM {s}.reminders WHERE (game, due) IN
                     (SELECT game, due FROM {s}.reminders WHERE due <= $1
                      ORDER BY due LIMIT 1000 FOR UPDATE SKIP LOCKED)
                 RETURNING game, due),
             later AS (
                 INSERT INTO {s}.reminders (game, due) SELECT DISTINCT game, $2::bigint FROM taken
                 ON CONFLICT DO NOTHING)
             SELECT game FROM taken GROUP BY game ORDER BY min(due)",
            &[&(now_ms as i64), &until],
        ))?;
        games.dedup();
        Ok(games)
    }

    fn is_delivered(&self, delivery: &str) -> Result<bool> {
        let found = self.run(self.one_text("SELECT id FROM {s}.deliveries WHERE id = $1", &[&delivery]))?;
        Ok(found.is_some())
    }

    fn mark_delivered(&self, delivery: &str, now_ms: u64) -> Result<()> {
        self.run(self.execute(
            "INSERT INTO {s}.deliveries (id, at_ms) VALUES ($1, $2)
             ON CONFLICT (id) DO UPDATE SET at_ms = EXCLUDED.at_ms",
            &[&delivery, &(now_ms as i64)],
        ))
        .map(drop)
    }

    fn prune_deliveries(&self, before_ms: u64) -> Result<usize> {
        self.run(self.execute("DELETE FROM {s}.deliveries WHERE at_ms < $1", &[&(before_ms as i64)]))
            .map(|n| n as usize)
    }

    fn put_code(&self, code: &str, value: &str, expires_ms: u64, now_ms: u64) -> Result<bool> {
        self.run(self.put_code_now(code, value, expires_ms, now_ms))
    }

    fn code(&self, code: &str) -> Result<Option<(String, u64)>> {
        self.run(self.code_now(code))
    }

    fn take_code(&self, code: &str) -> Result<bool> {
        self.run(self.take_code_now(code))
    }

    fn last_alive(&self) -> Result<Option<u64>> {
        let ids = self.run(self.query_ids("SELECT value FROM {s}.meta WHERE key = 'last_alive'", &[]))?;
        Ok(ids.first().copied())
    }

    fn set_alive(&self, now_ms: u64) -> Result<()> {
        self.run(self.execute(
            "INSERT INTO {s}.meta (key, value) VALUES ('last_alive', $1)
             ON CONFLICT (key) DO UPDATE SET value = GREATEST({s}.meta.value, EXCLUDED.value)",
            &[&(now_ms as i64)],
        ))
        .map(drop)
    }

    /// Every write is committed (and so on disk) when it returns.
    fn flush(&self) -> Result<()> {
        Ok(())
    }

    fn schema_version(&self) -> Result<u32> {
        let v = self.run(
            self.query_ids("SELECT coalesce(max(version), 0)::bigint FROM {s}.schema_migrations", &[]),
        )?;
        Ok(v.first().copied().unwrap_or(0) as u32)
    }

    fn lead(&self, role: &str) -> Result<bool> {
        let mut roles = self.roles.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(client) = roles.get(role) {
            if !client.is_closed() {
                return Ok(true);
            }
            roles.remove(role);
        }
        let name = format!("{}/{role}", self.schema_name);
        let held = self.run(async {
            let (client, connection) = self.config.connect(NoTls).await.map_err(pg)?;
            tokio::spawn(connection);
            let row = client
                .query_one("SELECT pg_try_advisory_lock(hashtextextended($1, 0))", &[&name])
                .await
                .map_err(pg)?;
            Ok(row.get::<_, bool>(0).then_some(client))
        })?;
        match held {
            Some(client) => {
                roles.insert(role.to_string(), client);
                Ok(true)
            }
            None => Ok(false),
        }
    }

    fn history(&self, chat: &ChatKey, before: Option<GameId>, limit: usize) -> Result<Vec<GameId>> {
        self.run(self.history_of(chat, before, limit))
    }

    fn standings(&self, scope: &str, kind: GameKind) -> Result<Vec<(String, Rating)>> {
        self.run(self.standings_of(scope, kind))
    }

    fn rating(&self, key: &RatingKey) -> Result<Option<Rating>> {
        let text = self.run(self.one_text(
            "SELECT rating FROM {s}.ratings WHERE scope = $1 AND kind = $2 AND player = $3",
            &[&key.scope, &key.kind.name(), &key.player],
        ))?;
        text.map(|t| from_json(&t)).transpose()
    }

    fn rated(&self) -> Result<Vec<GameId>> {
        self.run(self.query_ids("SELECT game FROM {s}.rated ORDER BY seq", &[]))
    }

    fn replace_ratings(
        &self,
        seen: &[GameId],
        order: &[GameId],
        ratings: &[(RatingKey, Rating)],
    ) -> Result<()> {
        self.run(self.replace_ratings_tx(seen, order, ratings))
    }

    fn ratings_built(&self) -> Result<bool> {
        let ids = self.run(self.query_ids("SELECT value FROM {s}.meta WHERE key = 'ratings_built'", &[]))?;
        Ok(!ids.is_empty())
    }
}

impl PgStore {
    async fn pairs(&self, sql: &str) -> Result<Vec<(String, String)>> {
        let client = self.client().await?;
        let rows = client.query(&self.sql(sql), &[]).await.map_err(pg)?;
        Ok(rows.iter().map(|row| (row.get(0), row.get(1))).collect())
    }

    /// The setting stored as JSON in `table` under the `platform:id` key, or the default when none
    /// is stored: a user's profile, a chat's settings.
    fn setting<T: Default + serde::de::DeserializeOwned>(
        &self,
        table: &Settings,
        platform: &str,
        id: &str,
    ) -> Result<T> {
        let Settings { name, key: k, value: v } = table;
        let sql = format!("SELECT {v} FROM {{s}}.{name} WHERE {k} = $1");
        let text = self.run(self.one_text(&sql, &[&key(platform, id)]))?;
        text.map_or_else(|| Ok(T::default()), |t| from_json(&t))
    }

    /// Stores a setting as JSON in `table` under its `platform:id` key.
    fn set_setting<T: serde::Serialize + Sync>(
        &self,
        table: &Settings,
        platform: &str,
        id: &str,
        value: &T,
    ) -> Result<()> {
        let Settings { name, key: k, value: v } = table;
        let sql = format!(
            "INSERT INTO {{s}}.{name} ({k}, {v}) VALUES ($1, $2) \
             ON CONFLICT ({k}) DO UPDATE SET {v} = EXCLUDED.{v}"
        );
        self.run(self.execute(&sql, &[&key(platform, id), &to_json(value)])).map(drop)
    }

    /// Every setting of `table`, each with its key made again from platform and id by `make`.
    fn settings<K, T: serde::de::DeserializeOwned>(
        &self,
        table: &Settings,
        make: impl Fn(String, String) -> K,
    ) -> Result<Vec<(K, T)>> {
        let Settings { name, key: k, value: v } = table;
        let rows = self.run(self.pairs(&format!("SELECT {k}, {v} FROM {{s}}.{name} ORDER BY {k}")))?;
        rows.into_iter()
            .map(|(stored_key, json)| {
                let (platform, id) = parse_key(&stored_key)?;
                Ok((make(platform, id), from_json(&json)?))
            })
            .collect()
    }
}

/// A table of settings stored as JSON under a `platform:id` key: its name and its two columns.
struct Settings {
    name: &'static str,
    key: &'static str,
    value: &'static str,
}

const PROFILES: Settings = Settings { name: "profiles", key: "user_key", value: "profile" };
const CHAT_SETTINGS: Settings = Settings { name: "chat_settings", key: "chat", value: "settings" };

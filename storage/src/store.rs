//! [`Store`]: Kontor's database, on whichever backend the configuration names, with what is the
//! same for every backend (creating and committing games, export, import, backups, checks).

use std::io::BufRead;
use std::path::Path;
use std::sync::Arc;

use kontor_games::AnyGame;

use crate::backend::Backend;
use crate::error::StorageError;
use crate::health::{Health, Watched};
use crate::record::{ChatKey, ChatSettings, GameExport, GameId, GameRecord, Link, UserKey, UserProfile};
use crate::sled_store::SledStore;
use crate::transfer::{BackupSummary, replayed_snapshot};
use crate::write::{Change, GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

/// How long a post handed out by [`Store::unsent`], or a reminder entry taken by
/// [`Store::claim_due`], stays with the process that took it before another may take it.
pub const DEFAULT_LEASE_MS: u64 = 60_000;

/// Kontor's database: sled in a folder (the default) or PostgreSQL shared by several processes.
#[derive(Clone)]
pub struct Store {
    /// The backend, wrapped so that its fatal errors reach `health`.
    pub(crate) backend: Arc<dyn Backend>,
    health: Arc<Health>,
}

impl std::fmt::Debug for Store {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store").field("backend", &self.backend.name()).finish()
    }
}

impl Store {
    /// A store over any backend.
    pub fn with_backend(backend: Arc<dyn Backend>) -> Store {
        let health = Arc::new(Health::default());
        Store { backend: Arc::new(Watched { inner: backend, health: health.clone() }), health }
    }

    /// The [`StorageError::Fatal`] this store met, if any: the database cannot be used any more by
    /// this process (sled met a full disk or an I/O error), and the process should stop.
    #[must_use]
    pub fn failure(&self) -> Option<StorageError> {
        self.health.failure()
    }

    /// Waits until any call on this store (or a clone) meets a [`StorageError::Fatal`], and
    /// returns it; the run loop stops the process then, so that its supervisor restarts it.
    pub async fn failed(&self) -> StorageError {
        self.health.failed().await
    }

    /// Opens (or creates) the sled database in `dir`, migrating an older schema. A database that
    /// cannot be opened is explained: [`StorageError::Locked`], [`StorageError::Damaged`],
    /// [`StorageError::TooNew`].
    pub fn open(dir: impl AsRef<Path>) -> Result<Store, StorageError> {
        Store::with_backend(Arc::new(SledStore::open(dir)?)).build_missing_ratings()
    }

    /// A throw-away sled database (tests, benchmarks).
    pub fn temporary() -> Result<Store, StorageError> {
        Store::with_backend(Arc::new(SledStore::temporary()?)).build_missing_ratings()
    }

    /// Connects to PostgreSQL (creating or migrating Kontor's tables).
    pub fn connect(options: &crate::PgOptions) -> Result<Store, StorageError> {
        Store::with_backend(Arc::new(crate::pg_store::PgStore::connect(options)?)).build_missing_ratings()
    }

    /// How long posts and reminder entries this process takes stay with it (the `lease` of the
    /// storage settings; [`DEFAULT_LEASE_MS`] on sled, which one process holds).
    #[must_use]
    pub fn lease_ms(&self) -> u64 {
        self.backend.lease_ms()
    }

    /// `sled` or `postgres`.
    #[must_use]
    pub fn backend_name(&self) -> &'static str {
        self.backend.name()
    }

    /// Stores a new game and returns its number. `record.id` is ignored. `delivery`, if given,
    /// is recorded as processed in the same transaction.
    pub fn create(&self, record: &GameRecord, delivery: Option<&str>) -> Result<GameId, StorageError> {
        let new = NewGame { record, snapshot: None, log: &[], import_key: None };
        self.backend.insert(&new, delivery, false).map(|(id, _)| id)
    }

    /// Writes one change of a game in a single transaction, without checking what it was before
    /// (upkeep and tests; commands write through [`Store::write`] with their base).
    pub fn commit(
        &self,
        record: &GameRecord,
        snapshot: Option<&AnyGame>,
        change: Change<'_>,
        delivery: Option<&str>,
    ) -> Result<(), StorageError> {
        let mut write = GameWrite::of(record.clone());
        write.snapshot = snapshot.cloned();
        match change {
            Change::Record => {}
            Change::Append(action) => write.appended.push(action.clone()),
            Change::Truncate { old_len } => write.cut = Some(old_len),
        }
        self.write(std::slice::from_ref(&write), delivery.map(|d| (d, record.updated_ms)), &[])?;
        Ok(())
    }

    /// The number for a game about to be written by [`Store::write`].
    pub fn reserve_id(&self) -> Result<GameId, StorageError> {
        self.backend.reserve_id()
    }

    /// Writes what one command did in a single transaction, durable when this returns: the
    /// changes of its games, its platform delivery id as processed (`(id, now_ms)`), and the posts
    /// it produced into the outbox. Returns the outbox receipts, in the order of `outbox`. A game
    /// whose stored record is no longer its write's base refuses everything with
    /// [`StorageError::Conflict`], a delivery id handled before with [`StorageError::Delivered`].
    pub fn write(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>, StorageError> {
        if games.is_empty() && delivery.is_none() && outbox.is_empty() {
            return Ok(Vec::new());
        }
        self.backend.write(games, delivery, outbox)
    }

    pub fn record(&self, id: GameId) -> Result<Option<GameRecord>, StorageError> {
        self.backend.record(id)
    }

    /// A game with its action log and snapshot.
    pub fn load(&self, id: GameId) -> Result<Option<StoredGame>, StorageError> {
        self.backend.load(id)
    }

    /// The latest state of a game (none while it is in its lobby).
    pub fn load_snapshot(&self, id: GameId) -> Result<Option<AnyGame>, StorageError> {
        self.backend.load_snapshot(id)
    }

    /// The open game of a chat.
    pub fn game_in_chat(&self, chat: &ChatKey) -> Result<Option<GameId>, StorageError> {
        self.backend.game_in_chat(chat)
    }

    /// Every game a user sits in, oldest first.
    pub fn games_of(&self, user: &UserKey) -> Result<Vec<GameId>, StorageError> {
        let mut games = self.backend.games_of(user)?;
        // A player on two platforms (`/link`) plays the games of both accounts.
        if let Some(link) = self.backend.profile(user)?.link {
            games.extend(self.backend.games_of(link.other())?);
            games.sort_unstable();
            games.dedup();
        }
        Ok(games)
    }

    /// Every stored game record, in id order.
    pub fn records(&self) -> Result<Vec<GameRecord>, StorageError> {
        self.backend.records()
    }

    /// Number of stored games (0 if the database cannot be read; the error is logged).
    #[must_use]
    pub fn game_count(&self) -> usize {
        self.backend.game_count().unwrap_or(0)
    }

    /// One game as a JSON document. A game changed while it is read is read again, so the
    /// document is one state of the game even while the service writes.
    pub fn export(&self, id: GameId) -> Result<GameExport, StorageError> {
        loop {
            let before = self.backend.record(id)?.ok_or(StorageError::NoSuchGame(id))?;
            let game = self.backend.load(id)?.ok_or(StorageError::NoSuchGame(id))?;
            if self.backend.record(id)?.as_ref() == Some(&before) && game.record == before {
                return Ok(GameExport {
                    record: game.record,
                    actions: game.actions,
                    snapshot: game.snapshot,
                });
            }
        }
    }

    /// Moves the open game and the settings of chat `from` to chat `to` (a Telegram group that
    /// became a supergroup). Returns the game moved, if any; a `to` with an open game of its own
    /// is refused (`ChatBusy`) and nothing moves.
    pub fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>, StorageError> {
        self.backend.move_chat(from, to)
    }

    /// A player's preferences (defaults if never set): for an account that follows another
    /// (`/link`), the other's, which hold the player's settings.
    pub fn profile(&self, user: &UserKey) -> Result<UserProfile, StorageError> {
        let own = self.backend.profile(user)?;
        match own.link {
            Some(Link::Follows(holder)) => self.backend.profile(&holder),
            _ => Ok(own),
        }
    }

    /// Sets a player's preferences: on the account that holds them (see [`Store::profile`]).
    pub fn set_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<(), StorageError> {
        let holder = self.holder(user)?;
        self.backend.set_profile(&holder, profile)
    }

    /// The account that holds `user`'s settings: the account they follow (`/link`), else their own.
    pub fn holder(&self, user: &UserKey) -> Result<UserKey, StorageError> {
        Ok(match self.backend.profile(user)?.link {
            Some(Link::Follows(holder)) => holder,
            _ => user.clone(),
        })
    }

    /// One account's own stored preferences, links included, whatever it follows.
    pub fn account_profile(&self, user: &UserKey) -> Result<UserProfile, StorageError> {
        self.backend.profile(user)
    }

    /// Sets one account's own stored preferences.
    pub fn set_account_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<(), StorageError> {
        self.backend.set_profile(user, profile)
    }

    /// A chat's settings (defaults if never set).
    pub fn chat_settings(&self, chat: &ChatKey) -> Result<ChatSettings, StorageError> {
        self.backend.chat_settings(chat)
    }

    pub fn set_chat_settings(&self, chat: &ChatKey, settings: &ChatSettings) -> Result<(), StorageError> {
        self.backend.set_chat_settings(chat, settings)
    }

    /// The posts of `platform` not yet sent, oldest first; posts another process took within the
    /// lease are left to it, and those returned are this process's for the lease.
    pub fn unsent(&self, platform: &str, now_ms: u64) -> Result<Vec<Unsent>, StorageError> {
        self.backend.unsent(platform, now_ms)
    }

    /// The posts of `platform` that no process holds (see [`Backend::claim_free`]), now this
    /// process's for the lease.
    pub fn claim_free(&self, platform: &str, now_ms: u64) -> Result<Vec<Unsent>, StorageError> {
        self.backend.claim_free(platform, now_ms)
    }

    /// Removes a post the platform accepted (or refused for good).
    pub fn mark_sent(&self, receipt: &Receipt) -> Result<(), StorageError> {
        self.backend.mark_sent(receipt)
    }

    /// Whether a post is still waiting to be sent.
    pub fn is_unsent(&self, receipt: &Receipt) -> Result<bool, StorageError> {
        self.backend.is_unsent(receipt)
    }

    /// How many posts wait in the outbox, over every platform.
    #[must_use]
    pub fn unsent_count(&self) -> usize {
        self.backend.unsent_count().unwrap_or(0)
    }

    /// Schedules a reminder check for a game at `due_ms`.
    pub fn schedule(&self, id: GameId, due_ms: u64) -> Result<(), StorageError> {
        self.backend.schedule(id, due_ms)
    }

    /// Removes every scheduled entry of a game.
    pub fn unschedule(&self, id: GameId) -> Result<(), StorageError> {
        self.backend.unschedule(id)
    }

    /// Removes one scheduled entry.
    pub fn unschedule_at(&self, id: GameId, due_ms: u64) -> Result<(), StorageError> {
        self.backend.unschedule_at(id, due_ms)
    }

    /// Scheduled entries in due order: `(due_ms, game)`.
    pub fn scheduled(&self) -> Result<Vec<(u64, GameId)>, StorageError> {
        self.backend.scheduled()
    }

    /// Scheduled entries of one game, in due order.
    pub fn scheduled_for(&self, id: GameId) -> Result<Vec<u64>, StorageError> {
        self.backend.scheduled_for(id)
    }

    /// The earliest scheduled entry's due time.
    pub fn next_due(&self) -> Result<Option<u64>, StorageError> {
        self.backend.next_due()
    }

    /// Takes the games due by `now_ms` for this process (see [`Backend::claim_due`]).
    pub fn claim_due(&self, now_ms: u64) -> Result<Vec<GameId>, StorageError> {
        self.backend.claim_due(now_ms)
    }

    /// Whether a platform delivery was already processed.
    pub fn is_delivered(&self, delivery: &str) -> Result<bool, StorageError> {
        self.backend.is_delivered(delivery)
    }

    /// Records a delivery that changed no game (a read-only command) as processed.
    pub fn mark_delivered(&self, delivery: &str, now_ms: u64) -> Result<(), StorageError> {
        self.backend.mark_delivered(delivery, now_ms)
    }

    /// Forgets processed deliveries older than `before_ms`; returns how many.
    pub fn prune_deliveries(&self, before_ms: u64) -> Result<usize, StorageError> {
        self.backend.prune_deliveries(before_ms)
    }

    /// Stores a one-time code (see [`Backend::put_code`]); `false` when it is taken.
    pub fn put_code(
        &self,
        code: &str,
        value: &str,
        expires_ms: u64,
        now_ms: u64,
    ) -> Result<bool, StorageError> {
        self.backend.put_code(code, value, expires_ms, now_ms)
    }

    /// What a one-time code stands for and when it expires.
    pub fn code(&self, code: &str) -> Result<Option<(String, u64)>, StorageError> {
        self.backend.code(code)
    }

    /// Uses up a one-time code: `true` for the one caller that removed it.
    pub fn take_code(&self, code: &str) -> Result<bool, StorageError> {
        self.backend.take_code(code)
    }

    /// When the service (any process of it) last said it was alive.
    pub fn last_alive(&self) -> Result<Option<u64>, StorageError> {
        self.backend.last_alive()
    }

    pub fn set_alive(&self, now_ms: u64) -> Result<(), StorageError> {
        self.backend.set_alive(now_ms)
    }

    /// Flushes everything to disk.
    pub fn flush(&self) -> Result<(), StorageError> {
        self.backend.flush()
    }

    /// The schema version of the database.
    pub fn schema_version(&self) -> Result<u32, StorageError> {
        self.backend.schema_version()
    }

    /// Whether this process holds `role` (one process per database does; see [`Backend::lead`]).
    pub fn lead(&self, role: &str) -> Result<bool, StorageError> {
        self.backend.lead(role)
    }

    /// Loads every game and checks that its log replays to its snapshot; returns the count.
    pub fn verify(&self) -> Result<usize, StorageError> {
        let mut games = 0;
        for id in self.backend.game_ids()? {
            replayed_snapshot(&self.export(id)?)?;
            games += 1;
        }
        Ok(games)
    }

    /// Repairs a sled database whose page-table snapshot is damaged (see [`crate::Repair`]).
    pub fn repair(dir: impl AsRef<Path>, now_ms: u64) -> Result<crate::Repair, StorageError> {
        let dir = dir.as_ref();
        let saved_to = crate::sled_store::prepare_repair(dir, now_ms)?;
        let store = Store::open(dir)?;
        let games = store.verify()?;
        let mut newest: Option<(GameId, u64)> = None;
        for record in store.records()? {
            if newest.is_none_or(|(_, ms)| record.updated_ms >= ms) {
                newest = Some((record.id, record.updated_ms));
            }
        }
        Ok(crate::Repair { saved_to, games, newest })
    }

    /// Loads a backup into a new sled database in `dir` (absent or an empty folder), keeping the
    /// game numbers. It is built in `dir.restoring` and renamed to `dir` only when complete, so an
    /// interrupted restore leaves `dir` as it was. Active games get a reminder check at `now_ms`.
    pub fn restore(backup: impl BufRead, dir: &Path, now_ms: u64) -> Result<BackupSummary, StorageError> {
        let io = |what: &str, e| StorageError::io(format!("{what} {}", dir.display()), e);
        if std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
            return Err(StorageError::NotEmpty { dir: dir.to_path_buf() });
        }
        let building = crate::transfer::sibling(dir, "restoring");
        if building.exists() {
            std::fs::remove_dir_all(&building).map_err(|e| io("clearing the leftover of a restore of", e))?;
        }
        let summary = {
            let store = Store::open(&building)?;
            let summary = store.load_backup(backup, now_ms)?;
            store.flush()?;
            summary
        };
        if dir.exists() {
            std::fs::remove_dir(dir).map_err(|e| io("replacing the empty folder", e))?;
        }
        std::fs::rename(&building, dir).map_err(|e| io("moving the restored database to", e))?;
        Ok(summary)
    }
}

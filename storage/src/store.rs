//! The sled database and its transactions.

use std::path::Path;

use kontor_games::AnyGame;
use serde::{Serialize, de::DeserializeOwned};
use sled::transaction::{ConflictableTransactionError, TransactionError, TransactionalTree};
use sled::{Transactional, Tree};
use thiserror::Error;

use crate::keys;
use crate::outbox::{Outgoing, Receipt};
use crate::record::{
    ChatKey, ChatSettings, GameExport, GameId, GameRecord, LoggedAction, UserKey, UserProfile,
};

/// The schema version this build writes; older databases are migrated on open.
pub const SCHEMA_VERSION: u32 = 1;
const SCHEMA_KEY: &[u8] = b"schema_version";
const ALIVE_KEY: &[u8] = b"last_alive_ms";
/// sled's page cache (its default is 1 GiB); games are small, so 32 MiB holds thousands.
const CACHE_BYTES: u64 = 32 * 1024 * 1024;

/// Why storage failed.
#[derive(Debug, Error)]
pub enum StorageError {
    #[error("database error: {0}")]
    Sled(#[from] sled::Error),
    #[error("stored data is not readable: {0}")]
    Corrupt(String),
    #[error(
        "the database has schema version {found}, newer than this build ({SCHEMA_VERSION}); upgrade Kontor"
    )]
    TooNew { found: u32 },
    #[error("game {0} does not exist")]
    NoSuchGame(GameId),
    #[error("the chat {0} already has an open game")]
    ChatBusy(ChatKey),
    #[error("the imported game does not replay to its snapshot: {0}")]
    ReplayMismatch(String),
}

/// What a commit changes besides the record and the snapshot.
#[derive(Clone, Copy, Debug)]
pub enum Change<'a> {
    /// Only the record (lobby, seats, status).
    Record,
    /// One action appended as entry `record.actions - 1`.
    Append(&'a LoggedAction),
    /// The log was cut back to `record.actions` entries from `old_len` (undo).
    Truncate { old_len: u32 },
}

/// One game's change, as [`Store::write`] stores it: the new record, the new snapshot (if any),
/// the log entries appended at its end, and for an undo the log's length before it (`cut`).
#[derive(Clone, Debug, PartialEq)]
pub struct GameWrite {
    pub record: GameRecord,
    pub snapshot: Option<AnyGame>,
    pub appended: Vec<LoggedAction>,
    pub cut: Option<u32>,
}

/// A game as loaded from disk.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub record: GameRecord,
    pub actions: Vec<LoggedAction>,
    pub snapshot: Option<AnyGame>,
}

/// Kontor's database.
#[derive(Clone)]
pub struct Store {
    db: sled::Db,
    games: Tree,
    actions: Tree,
    snapshots: Tree,
    chats: Tree,
    users: Tree,
    deliveries: Tree,
    reminders: Tree,
    profiles: Tree,
    chat_settings: Tree,
    pub(crate) outbox: Tree,
}

fn to_json<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("stored types serialise")
}

fn from_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, StorageError> {
    serde_json::from_slice(bytes).map_err(|e| StorageError::Corrupt(e.to_string()))
}

type TxResult = Result<(), ConflictableTransactionError<StorageError>>;

impl Store {
    /// Opens (or creates) the database in `dir`, migrating an older schema.
    pub fn open(dir: impl AsRef<Path>) -> Result<Store, StorageError> {
        Store::from_db(sled::Config::new().path(dir).cache_capacity(CACHE_BYTES).open()?)
    }

    /// A throw-away database (tests, benchmarks).
    pub fn temporary() -> Result<Store, StorageError> {
        Store::from_db(sled::Config::new().temporary(true).cache_capacity(CACHE_BYTES).open()?)
    }

    fn from_db(db: sled::Db) -> Result<Store, StorageError> {
        let store = Store {
            games: db.open_tree("games")?,
            actions: db.open_tree("actions")?,
            snapshots: db.open_tree("snapshots")?,
            chats: db.open_tree("chats")?,
            users: db.open_tree("users")?,
            deliveries: db.open_tree("deliveries")?,
            reminders: db.open_tree("reminders")?,
            profiles: db.open_tree("profiles")?,
            chat_settings: db.open_tree("chat_settings")?,
            outbox: db.open_tree("outbox")?,
            db,
        };
        store.migrate()?;
        Ok(store)
    }

    /// The schema version on disk.
    pub fn schema_version(&self) -> Result<u32, StorageError> {
        Ok(match self.db.get(SCHEMA_KEY)? {
            Some(v) => from_json(&v)?,
            None => 0,
        })
    }

    /// Brings the database to [`SCHEMA_VERSION`]. Version 0 is an empty, new database.
    fn migrate(&self) -> Result<(), StorageError> {
        let found = self.schema_version()?;
        if found > SCHEMA_VERSION {
            return Err(StorageError::TooNew { found });
        }
        // Each future schema change adds a step here: `if found < 2 { … }`.
        if found < SCHEMA_VERSION {
            self.db.insert(SCHEMA_KEY, to_json(&SCHEMA_VERSION))?;
            self.db.flush()?;
        }
        Ok(())
    }

    /// A fresh game id (never reused).
    pub fn next_id(&self) -> Result<GameId, StorageError> {
        Ok(self.db.generate_id()? + 1)
    }

    /// Writes one change of a game in a single transaction and flushes it to disk. `delivery`, if
    /// given, is recorded as processed in the same transaction.
    pub fn commit(
        &self,
        record: &GameRecord,
        snapshot: Option<&AnyGame>,
        change: Change<'_>,
        delivery: Option<&str>,
    ) -> Result<(), StorageError> {
        let (appended, cut) = match change {
            Change::Record => (Vec::new(), None),
            Change::Append(action) => (vec![action.clone()], None),
            Change::Truncate { old_len } => (Vec::new(), Some(old_len)),
        };
        let write = GameWrite { record: record.clone(), snapshot: snapshot.cloned(), appended, cut };
        self.write(std::slice::from_ref(&write), delivery.map(|d| (d, record.updated_ms)), &[])?;
        Ok(())
    }

    /// Writes what one command did in a single transaction and flushes it to disk: the changes of
    /// its games, its platform delivery id as processed (`(id, now_ms)`), and the posts it
    /// produced into the outbox. Returns the outbox receipts, in the order of `outbox`.
    pub fn write(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>, StorageError> {
        if games.is_empty() && delivery.is_none() && outbox.is_empty() {
            return Ok(Vec::new());
        }
        // Outbox numbers only order posts; a number taken by a failed write is simply unused.
        let receipts = outbox
            .iter()
            .map(|o| Ok(Receipt { platform: o.platform.clone(), seq: self.db.generate_id()? }))
            .collect::<Result<Vec<_>, StorageError>>()?;
        let trees = (
            &self.games,
            &self.actions,
            &self.snapshots,
            &self.chats,
            &self.users,
            &self.deliveries,
            &self.outbox,
        );
        trees
            .transaction(|(games_tx, actions, snapshots, chats, users, deliveries, outbox_tx)| {
                for write in games {
                    let record = &write.record;
                    let id = keys::game(record.id);
                    let old: Option<GameRecord> = match games_tx.get(id)? {
                        Some(bytes) => Some(from_json(&bytes).map_err(ConflictableTransactionError::Abort)?),
                        None => None,
                    };
                    games_tx.insert(&id, to_json(record))?;
                    if let Some(snapshot) = &write.snapshot {
                        snapshots.insert(&id, to_json(snapshot))?;
                    }
                    write_log(actions, write)?;
                    index_chat(chats, old.as_ref(), record)?;
                    index_users(users, old.as_ref(), record)?;
                }
                if let Some((delivery, now_ms)) = delivery {
                    deliveries.insert(delivery.as_bytes(), &now_ms.to_be_bytes())?;
                }
                for (post, receipt) in outbox.iter().zip(&receipts) {
                    outbox_tx.insert(keys::outbox(receipt), post.payload.as_slice())?;
                }
                Ok(())
            })
            .map_err(unwrap_tx)?;
        self.db.flush()?;
        Ok(receipts)
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

    /// Forgets processed deliveries older than `before_ms` (platforms never redeliver that late).
    pub fn prune_deliveries(&self, before_ms: u64) -> Result<usize, StorageError> {
        let mut pruned = 0;
        for entry in self.deliveries.iter() {
            let (key, value) = entry?;
            if keys::read_u64(&value, 0).is_some_and(|t| t < before_ms) {
                self.deliveries.remove(key)?;
                pruned += 1;
            }
        }
        Ok(pruned)
    }

    /// The record of a game.
    pub fn record(&self, id: GameId) -> Result<Option<GameRecord>, StorageError> {
        self.games.get(keys::game(id))?.map(|b| from_json(&b)).transpose()
    }

    /// A game with its action log and snapshot.
    pub fn load(&self, id: GameId) -> Result<Option<StoredGame>, StorageError> {
        let Some(record) = self.record(id)? else { return Ok(None) };
        let actions = self
            .actions
            .scan_prefix(keys::game(id))
            .map(|entry| from_json(&entry?.1))
            .collect::<Result<Vec<LoggedAction>, _>>()?;
        let snapshot = self.snapshots.get(keys::game(id))?.map(|b| from_json(&b)).transpose()?;
        Ok(Some(StoredGame { record, actions, snapshot }))
    }

    /// The latest snapshot of a game (none while it is in its lobby).
    pub fn load_snapshot(&self, id: GameId) -> Result<Option<AnyGame>, StorageError> {
        self.snapshots.get(keys::game(id))?.map(|b| from_json(&b)).transpose()
    }

    /// The open game of a chat.
    pub fn game_in_chat(&self, chat: &ChatKey) -> Result<Option<GameId>, StorageError> {
        Ok(self.chats.get(keys::chat(chat))?.and_then(|v| keys::read_u64(&v, 0)))
    }

    /// Every game a user sits in, oldest first.
    pub fn games_of(&self, user: &UserKey) -> Result<Vec<GameId>, StorageError> {
        let prefix = keys::user_prefix(user);
        self.users
            .scan_prefix(&prefix)
            .map(|entry| Ok(keys::read_u64(&entry?.0, prefix.len()).expect("user keys end in an id")))
            .collect()
    }

    /// Every stored game record, in id order.
    pub fn records(&self) -> impl Iterator<Item = Result<GameRecord, StorageError>> + '_ {
        self.games.iter().map(|entry| from_json(&entry?.1))
    }

    /// Number of stored games.
    #[must_use]
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// One game as a JSON document.
    pub fn export(&self, id: GameId) -> Result<GameExport, StorageError> {
        let game = self.load(id)?.ok_or(StorageError::NoSuchGame(id))?;
        Ok(GameExport { record: game.record, actions: game.actions, snapshot: game.snapshot })
    }

    /// Stores an exported game under a fresh id after checking that its log replays to its
    /// snapshot. An open game goes back to its chat only if the chat is free.
    pub fn import(&self, mut export: GameExport) -> Result<GameId, StorageError> {
        let snapshot = match &export.snapshot {
            Some(snapshot) => {
                let log: Vec<_> = export.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
                let r = &export.record;
                let replayed = AnyGame::replay(r.kind, &r.options, r.seats.len(), r.seed, &log)
                    .map_err(|e| StorageError::ReplayMismatch(e.to_string()))?;
                if &replayed != snapshot {
                    return Err(StorageError::ReplayMismatch("the final states differ".into()));
                }
                Some(replayed)
            }
            None => None,
        };
        if export.record.status.is_open() && self.game_in_chat(&export.record.chat)?.is_some() {
            return Err(StorageError::ChatBusy(export.record.chat));
        }
        let id = self.next_id()?;
        export.record.id = id;
        export.record.actions = export.actions.len() as u32;
        self.commit(&export.record, snapshot.as_ref(), Change::Record, None)?;
        for (index, action) in export.actions.iter().enumerate() {
            self.actions.insert(keys::action(id, index as u32), to_json(action))?;
        }
        self.db.flush()?;
        Ok(id)
    }

    /// Schedules a reminder check for a game at `due_ms` (replacing none: a game may have several).
    pub fn schedule(&self, id: GameId, due_ms: u64) -> Result<(), StorageError> {
        self.reminders.insert(keys::reminder(due_ms, id), &[])?;
        self.db.flush()?;
        Ok(())
    }

    /// Removes every scheduled entry of a game.
    pub fn unschedule(&self, id: GameId) -> Result<(), StorageError> {
        for entry in self.reminders.iter() {
            let (key, _) = entry?;
            if keys::read_u64(&key, 8) == Some(id) {
                self.reminders.remove(key)?;
            }
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

    /// Removes one scheduled entry.
    pub fn unschedule_at(&self, id: GameId, due_ms: u64) -> Result<(), StorageError> {
        self.reminders.remove(keys::reminder(due_ms, id))?;
        Ok(())
    }

    /// A user's reminder preferences (defaults if never set).
    pub fn profile(&self, user: &UserKey) -> Result<UserProfile, StorageError> {
        Ok(match self.profiles.get(keys::user_prefix(user))? {
            Some(bytes) => from_json(&bytes)?,
            None => UserProfile::default(),
        })
    }

    /// Stores a user's reminder preferences.
    pub fn set_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<(), StorageError> {
        self.profiles.insert(keys::user_prefix(user), to_json(profile))?;
        self.db.flush()?;
        Ok(())
    }

    /// A chat's settings (defaults if never set).
    pub fn chat_settings(&self, chat: &ChatKey) -> Result<ChatSettings, StorageError> {
        Ok(match self.chat_settings.get(keys::chat(chat))? {
            Some(bytes) => from_json(&bytes)?,
            None => ChatSettings::default(),
        })
    }

    /// Stores a chat's settings.
    pub fn set_chat_settings(&self, chat: &ChatKey, settings: &ChatSettings) -> Result<(), StorageError> {
        self.chat_settings.insert(keys::chat(chat), to_json(settings))?;
        self.db.flush()?;
        Ok(())
    }

    /// When the service last said it was alive (to measure downtime after a restart).
    pub fn last_alive(&self) -> Result<Option<u64>, StorageError> {
        Ok(self.db.get(ALIVE_KEY)?.and_then(|v| keys::read_u64(&v, 0)))
    }

    /// Records that the service is alive now.
    pub fn set_alive(&self, now_ms: u64) -> Result<(), StorageError> {
        self.db.insert(ALIVE_KEY, &now_ms.to_be_bytes())?;
        self.db.flush()?;
        Ok(())
    }

    /// Flushes everything to disk.
    pub fn flush(&self) -> Result<(), StorageError> {
        self.db.flush()?;
        Ok(())
    }
}

/// A game's log change: entries from `write.cut` back to the record's count are removed (undo),
/// then the appended entries take the last places of the log.
fn write_log(actions: &TransactionalTree, write: &GameWrite) -> TxResult {
    let record = &write.record;
    let first =
        record.actions.checked_sub(write.appended.len() as u32).expect("appended actions are counted");
    if let Some(old_len) = write.cut {
        for index in first..old_len.max(first) {
            actions.remove(&keys::action(record.id, index))?;
        }
    }
    for (offset, action) in write.appended.iter().enumerate() {
        actions.insert(&keys::action(record.id, first + offset as u32), to_json(action))?;
    }
    Ok(())
}

/// Binds an open game to its chat and frees the chat when the game closes.
fn index_chat(chats: &TransactionalTree, old: Option<&GameRecord>, record: &GameRecord) -> TxResult {
    let key = keys::chat(&record.chat);
    let bound = chats.get(&key)?.and_then(|v| keys::read_u64(&v, 0));
    if record.status.is_open() {
        if bound.is_some_and(|id| id != record.id) && old.is_none_or(|o| !o.status.is_open()) {
            return Err(ConflictableTransactionError::Abort(StorageError::ChatBusy(record.chat.clone())));
        }
        chats.insert(key, &record.id.to_be_bytes())?;
    } else if bound == Some(record.id) {
        chats.remove(key)?;
    }
    Ok(())
}

/// Keeps `users` in step with the seats: a user who left loses the entry.
fn index_users(users: &TransactionalTree, old: Option<&GameRecord>, record: &GameRecord) -> TxResult {
    let humans =
        |r: &GameRecord| r.seats.iter().filter(|s| !s.bot).map(|s| s.user.clone()).collect::<Vec<_>>();
    let now = humans(record);
    for user in old.map(humans).unwrap_or_default() {
        if !now.contains(&user) {
            users.remove(keys::user_game(&user, record.id))?;
        }
    }
    for user in now {
        users.insert(keys::user_game(&user, record.id), &[])?;
    }
    Ok(())
}

fn unwrap_tx(e: TransactionError<StorageError>) -> StorageError {
    match e {
        TransactionError::Abort(e) => e,
        TransactionError::Storage(e) => StorageError::Sled(e),
    }
}

//! The database handle, game commits and reads, and per-user and per-chat settings.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Serialize, de::DeserializeOwned};
use sled::transaction::{ConflictableTransactionError, TransactionError, TransactionalTree};
use sled::{Transactional, Tree};

use super::after::EndTrees;
use super::keys;
use super::log::encode_snapshot;
use super::manifest::{Manifest, Mark, count_change};
use crate::error::StorageError;
use crate::ratings::RatedGame;
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, UserKey, UserProfile};
use crate::write::{GameWrite, Outgoing, Receipt, StoredGame};

const ALIVE_KEY: &[u8] = b"last_alive_ms";

/// Kontor's games in sled: one process, on this machine.
#[derive(Clone)]
pub struct SledStore {
    pub(crate) db: sled::Db,
    /// The default tree: schema version, next game number, last time alive.
    pub(crate) meta: Tree,
    pub(crate) games: Tree,
    pub(crate) actions: Tree,
    pub(crate) logs: Tree,
    pub(crate) snapshots: Tree,
    pub(crate) chats: Tree,
    pub(crate) users: Tree,
    pub(crate) deliveries: Tree,
    pub(crate) reminders: Tree,
    pub(crate) reminder_games: Tree,
    pub(crate) imports: Tree,
    pub(crate) profiles: Tree,
    pub(crate) chat_settings: Tree,
    pub(crate) outbox: Tree,
    /// A chat's ended games; ratings; the order games were rated in (`after.rs`).
    pub(crate) history: Tree,
    pub(crate) ratings: Tree,
    pub(crate) rated: Tree,
    /// One-time codes (`codes.rs`).
    pub(crate) codes: Tree,
    /// Game numbers handed out by [`SledStore::reserve_id`] in this process and not yet written.
    reserved: Arc<AtomicU64>,
    /// How far the database had come (`manifest.rs`); none for a temporary database.
    manifest: Option<Arc<Manifest>>,
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("stored types serialise")
}

pub(crate) fn from_json<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, StorageError> {
    serde_json::from_slice(bytes).map_err(|e| StorageError::Corrupt(e.to_string()))
}

/// The value under `key` of a settings tree (profiles, chat settings), or its default if never set.
fn setting<T: DeserializeOwned + Default>(tree: &Tree, key: Vec<u8>) -> Result<T, StorageError> {
    tree.get(key)?.map_or_else(|| Ok(T::default()), |bytes| from_json(&bytes))
}

pub(crate) type TxResult = Result<(), ConflictableTransactionError<StorageError>>;

impl SledStore {
    /// Opens (or creates) the database in `dir`, migrating an older schema. A database that
    /// cannot be opened is explained: [`StorageError::Locked`], [`StorageError::Damaged`],
    /// [`StorageError::TooNew`].
    /// A database whose files went back (sled dropped writes after a damaged place) is refused as
    /// [`StorageError::Damaged`], never opened older or empty (`manifest.rs`). A new folder is
    /// created 0700 and sled's files are made 0600.
    pub fn open(dir: impl AsRef<Path>) -> Result<SledStore, StorageError> {
        let dir = dir.as_ref();
        super::open::create_private_dir(dir)?;
        let legacy = super::manifest::prepare(dir)?;
        let db = super::open::open_sled(dir)?;
        super::open::make_files_private(dir)?;
        let manifest = super::manifest::vouch(dir, &db, legacy)?;
        SledStore::from_db(db, Some(Arc::new(manifest)))
    }

    /// A throw-away database (tests, benchmarks).
    pub fn temporary() -> Result<SledStore, StorageError> {
        SledStore::from_db(super::open::new_config().temporary(true).open()?, None)
    }

    fn from_db(db: sled::Db, manifest: Option<Arc<Manifest>>) -> Result<SledStore, StorageError> {
        let store = SledStore {
            meta: (*db).clone(),
            games: db.open_tree("games")?,
            actions: db.open_tree("actions")?,
            logs: db.open_tree("logs")?,
            snapshots: db.open_tree("snapshots")?,
            chats: db.open_tree("chats")?,
            users: db.open_tree("users")?,
            deliveries: db.open_tree("deliveries")?,
            reminders: db.open_tree("reminders")?,
            reminder_games: db.open_tree("reminder_games")?,
            imports: db.open_tree("imports")?,
            profiles: db.open_tree("profiles")?,
            chat_settings: db.open_tree("chat_settings")?,
            outbox: db.open_tree("outbox")?,
            history: db.open_tree("history")?,
            ratings: db.open_tree("ratings")?,
            rated: db.open_tree("rated")?,
            codes: db.open_tree("codes")?,
            reserved: Arc::new(AtomicU64::new(0)),
            manifest,
            db,
        };
        store.migrate()?;
        store.pack_closed_logs()?;
        store.schedule_missing()?;
        Ok(store)
    }

    /// The number for a game about to be written by [`SledStore::write`]: the next of the counter,
    /// counting those handed out in this process and not yet written. The write moves the counter
    /// on, in its transaction; a number whose write never happened (the process died first) is
    /// handed out again after the restart, so numbers run on without gaps.
    pub fn reserve_id(&self) -> Result<GameId, StorageError> {
        let stored = self.meta.get(keys::NEXT_GAME_ID)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(1);
        self.reserved.fetch_max(stored, Ordering::SeqCst);
        Ok(self.reserved.fetch_add(1, Ordering::SeqCst))
    }

    /// Returns a number [`SledStore::reserve_id`] handed out and nothing used, if no later one was
    /// handed out since (so a refused new game leaves no gap).
    /// Brings the manifest to a change once sled has flushed it (see `manifest.rs`).
    pub(crate) fn vouch(&self, mark: Mark) -> Result<(), StorageError> {
        match &self.manifest {
            Some(manifest) => manifest.record(mark, false),
            None => Ok(()),
        }
    }

    pub(crate) fn give_back_id(&self, id: GameId) {
        let _ = self.reserved.compare_exchange(id + 1, id, Ordering::SeqCst, Ordering::SeqCst);
    }

    /// Writes what one command did in a single transaction and flushes it to disk: the changes of
    /// its games, its platform delivery id as processed (`(id, now_ms)`), and the posts it
    /// produced into the outbox. Returns the outbox receipts, in the order of `outbox`. A game
    /// written for the first time moves the game counter past its number; a game that closes has
    /// its log packed afterwards.
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
        let rated: Vec<Option<RatedGame>> = games.iter().map(crate::ratings::of_write).collect();
        let trees = (
            &self.games,
            &self.actions,
            &self.snapshots,
            &self.chats,
            &self.users,
            &self.deliveries,
            &self.outbox,
            &self.meta,
            &self.history,
            &self.ratings,
            &self.rated,
        );
        let (closed, mark) = trees
            .transaction(|trees| {
                let (games_tx, actions, snapshots, chats, users, deliveries, outbox_tx, meta, ..) = trees;
                let (history, ratings, rated_tx) = (&trees.8, &trees.9, &trees.10);
                let end = EndTrees { history, ratings, rated: rated_tx, meta };
                let mut closed = Vec::new();
                for (write, rated) in games.iter().zip(&rated) {
                    let record = &write.record;
                    let id = keys::game(record.id);
                    let old: Option<GameRecord> = match games_tx.get(id)? {
                        Some(bytes) => Some(from_json(&bytes).map_err(ConflictableTransactionError::Abort)?),
                        None => None,
                    };
                    if write.base.as_ref().is_some_and(|base| old.as_ref() != Some(base)) {
                        return Err(ConflictableTransactionError::Abort(StorageError::Conflict(record.id)));
                    }
                    games_tx.insert(&id, to_json(record))?;
                    let first_state = write.snapshot.is_some() && snapshots.get(id)?.is_none();
                    if let Some(snapshot) =
                        write.snapshot.as_ref().filter(|_| first_state || write.snapshot_due())
                    {
                        snapshots.insert(&id, encode_snapshot(record.actions, snapshot))?;
                    }
                    write_entries(actions, write)?;
                    index_chat(chats, old.as_ref(), record)?;
                    index_users(users, old.as_ref(), record)?;
                    if old.is_none() {
                        let next =
                            meta.get(keys::NEXT_GAME_ID)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(1);
                        meta.insert(keys::NEXT_GAME_ID, &next.max(record.id + 1).to_be_bytes())?;
                    }
                    if old.as_ref().is_none_or(|o| o.status.is_open()) && !record.status.is_open() {
                        end.ended(record, rated.as_ref())?;
                    }
                    if old.is_some_and(|o| o.status.is_open()) && !record.status.is_open() {
                        closed.push(record.id);
                    }
                }
                if let Some((delivery, now_ms)) = delivery
                    && deliveries.insert(delivery.as_bytes(), &now_ms.to_be_bytes())?.is_some()
                {
                    return Err(ConflictableTransactionError::Abort(StorageError::Delivered(
                        delivery.into(),
                    )));
                }
                for (post, receipt) in outbox.iter().zip(&receipts) {
                    outbox_tx.insert(keys::outbox(receipt), post.payload.as_slice())?;
                }
                let mark = if games.is_empty() { None } else { Some(count_change(meta)?) };
                Ok((closed, mark))
            })
            .map_err(unwrap_tx)?;
        self.db.flush()?;
        if let Some(mark) = mark {
            self.vouch(mark)?;
        }
        for id in closed {
            // The game is already safe; if packing fails, the next start packs it.
            let _ = self.pack_log(id);
        }
        Ok(receipts)
    }

    /// The record of a game.
    pub fn record(&self, id: GameId) -> Result<Option<GameRecord>, StorageError> {
        self.games.get(keys::game(id))?.map(|b| from_json(&b)).transpose()
    }

    /// A game with its action log and snapshot.
    pub fn load(&self, id: GameId) -> Result<Option<StoredGame>, StorageError> {
        let Some(record) = self.record(id)? else { return Ok(None) };
        let actions = self.log(&record)?;
        let snapshot = self.load_snapshot(id)?;
        Ok(Some(StoredGame { record, actions, snapshot }))
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
    pub fn records(&self) -> Result<Vec<GameRecord>, StorageError> {
        self.games.iter().map(|entry| from_json(&entry?.1)).collect()
    }

    /// Every game number, in order.
    pub fn game_ids(&self) -> Result<Vec<GameId>, StorageError> {
        self.games.iter().keys().map(|k| Ok(keys::read_u64(&k?, 0).expect("game keys are ids"))).collect()
    }

    /// Every user profile.
    pub fn profiles(&self) -> Result<Vec<(UserKey, UserProfile)>, StorageError> {
        self.profiles
            .iter()
            .map(|entry| {
                let (key, value) = entry?;
                let user =
                    keys::parse_user_prefix(&key).ok_or(StorageError::Corrupt("a profile key".into()))?;
                Ok((user, from_json(&value)?))
            })
            .collect()
    }

    /// Every chat's settings.
    pub fn all_chat_settings(&self) -> Result<Vec<(ChatKey, ChatSettings)>, StorageError> {
        self.chat_settings
            .iter()
            .map(|entry| {
                let (key, value) = entry?;
                let chat = keys::parse_chat(&key).ok_or(StorageError::Corrupt("a chat key".into()))?;
                Ok((chat, from_json(&value)?))
            })
            .collect()
    }

    /// Number of stored games.
    #[must_use]
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// A user's reminder preferences (defaults if never set).
    pub fn profile(&self, user: &UserKey) -> Result<UserProfile, StorageError> {
        setting(&self.profiles, keys::user_prefix(user))
    }

    /// Stores a user's reminder preferences.
    pub fn set_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<(), StorageError> {
        self.set_setting(&self.profiles, keys::user_prefix(user), profile)
    }

    /// A chat's settings (defaults if never set).
    pub fn chat_settings(&self, chat: &ChatKey) -> Result<ChatSettings, StorageError> {
        setting(&self.chat_settings, keys::chat(chat))
    }

    /// Stores a chat's settings.
    pub fn set_chat_settings(&self, chat: &ChatKey, settings: &ChatSettings) -> Result<(), StorageError> {
        self.set_setting(&self.chat_settings, keys::chat(chat), settings)
    }

    /// Stores `value` under `key` of a settings tree, flushed to disk.
    fn set_setting<T: Serialize>(&self, tree: &Tree, key: Vec<u8>, value: &T) -> Result<(), StorageError> {
        tree.insert(key, to_json(value))?;
        self.db.flush()?;
        Ok(())
    }

    /// When the service last said it was alive (to measure downtime after a restart).
    pub fn last_alive(&self) -> Result<Option<u64>, StorageError> {
        Ok(self.meta.get(ALIVE_KEY)?.and_then(|v| keys::read_u64(&v, 0)))
    }

    /// Records that the service is alive now.
    pub fn set_alive(&self, now_ms: u64) -> Result<(), StorageError> {
        self.meta.insert(ALIVE_KEY, &now_ms.to_be_bytes())?;
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
fn write_entries(actions: &TransactionalTree, write: &GameWrite) -> TxResult {
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

/// Binds an open game to its chats (its own and a bridged home) and frees each chat the game no
/// longer holds (it closed, or the bridge ended). Writes only what changes.
pub(crate) fn index_chat(
    chats: &TransactionalTree,
    old: Option<&GameRecord>,
    record: &GameRecord,
) -> TxResult {
    let old_homes = old.into_iter().flat_map(GameRecord::homes);
    for home in old_homes.chain(record.homes()) {
        let key = keys::chat(home);
        let bound = chats.get(&key)?.and_then(|v| keys::read_u64(&v, 0));
        if record.status.is_open() && record.is_home(home) {
            let held = old.is_some_and(|o| o.status.is_open() && o.is_home(home));
            if bound.is_some_and(|id| id != record.id) && !held {
                return Err(ConflictableTransactionError::Abort(StorageError::ChatBusy(home.clone())));
            }
            if bound != Some(record.id) {
                chats.insert(key, &record.id.to_be_bytes())?;
            }
        } else if bound == Some(record.id) {
            chats.remove(key)?;
        }
    }
    Ok(())
}

/// Keeps `users` in step with the seats: a user who left loses the entry. Writes only what
/// changes.
pub(crate) fn index_users(
    users: &TransactionalTree,
    old: Option<&GameRecord>,
    record: &GameRecord,
) -> TxResult {
    let humans =
        |r: &GameRecord| r.seats.iter().filter(|s| !s.bot).map(|s| s.user.clone()).collect::<Vec<_>>();
    let before = old.map(humans).unwrap_or_default();
    let now = humans(record);
    for user in before.iter().filter(|u| !now.contains(u)) {
        users.remove(keys::user_game(user, record.id))?;
    }
    for user in now.iter().filter(|u| !before.contains(u)) {
        users.insert(keys::user_game(user, record.id), &[])?;
    }
    Ok(())
}

pub(crate) fn unwrap_tx(e: TransactionError<StorageError>) -> StorageError {
    match e {
        TransactionError::Abort(e) => e,
        TransactionError::Storage(e) => e.into(),
    }
}

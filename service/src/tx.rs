//! A command's work as one value. Taking a chat's lock ([`ChatLocks::lock`]) lets one [`Tx`] be
//! made for that chat: it holds what the command read, the changes it decided, the time and the
//! reader's language. Handlers receive it, read games through it and record their changes on it;
//! [`Tx::write`] then stores everything in one transaction. Reminder checks and bot moves work the
//! same way.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};

use kontor_games::AnyGame;
use kontor_storage::{Change, ChatKey, GameId, GameRecord, GameWrite, Outgoing, Receipt, StorageError};

use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::{Lang, t};
use crate::refusal::{Refusal, no_game, storage_trouble};

/// How often a command is decided again when another process changed its game meanwhile.
pub(crate) const WRITE_ATTEMPTS: usize = 5;

type LockTable = HashMap<ChatKey, Weak<tokio::sync::Mutex<()>>>;

/// One lock per chat, made when a chat is first locked and dropped once nobody holds or waits
/// for it.
#[derive(Default)]
pub(crate) struct ChatLocks {
    table: Mutex<LockTable>,
}

impl ChatLocks {
    /// Waits for the lock of `key` for a command in `chat`: commands on one key (a chat, or the
    /// two homes of a bridged table, `homes::lock_key`) run one at a time.
    pub(crate) async fn lock(&self, key: &ChatKey, chat: &ChatKey) -> ChatLock {
        let mutex = {
            let mut table = self.table.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            if let Some(mutex) = table.get(key).and_then(Weak::upgrade) {
                mutex
            } else {
                table.retain(|_, lock| lock.strong_count() > 0);
                let mutex = Arc::new(tokio::sync::Mutex::new(()));
                table.insert(key.clone(), Arc::downgrade(&mutex));
                mutex
            }
        };
        ChatLock { chat: chat.clone(), _held: mutex.lock_owned().await }
    }
}

/// A chat's lock, held.
pub(crate) struct ChatLock {
    chat: ChatKey,
    _held: tokio::sync::OwnedMutexGuard<()>,
}

impl ChatLock {
    /// The chat locked.
    pub(crate) fn chat(&self) -> &ChatKey {
        &self.chat
    }
}

/// A chat's game as loaded for one command.
#[derive(Clone)]
pub(crate) struct Table {
    pub record: GameRecord,
    /// `None` while the game is still in its lobby.
    pub game: Option<AnyGame>,
}

/// One command's (or reminder check's, or bot move's) work on the chat whose lock it holds.
pub(crate) struct Tx<'c> {
    pub ctx: &'c Ctx,
    /// The chat; every change recorded here is of a game of this chat.
    pub chat: &'c ChatKey,
    /// The language of the command's author (refusals and answers meant for them).
    pub lang: Lang,
    /// The command's time.
    pub now_ms: u64,
    /// The records the command read: its writes must find them unchanged.
    reads: HashMap<GameId, GameRecord>,
    /// The games the command loaded, as first loaded: every later look at one (a button's version
    /// check, then the move it stands for) sees the same version, and the write finds out whether
    /// another process moved the game since.
    loaded: HashMap<GameId, Table>,
    /// Whether it read one game at two versions (another process moved it between the reads):
    /// what it decided is then dropped and it is decided again.
    torn: bool,
    /// The changes decided, one per game.
    writes: Vec<GameWrite>,
    /// Whether one of the command's actions ended one seat's turn and began another's.
    turn_passed: bool,
}

impl<'c> Tx<'c> {
    /// The work of one command on `lock`'s chat, answered in `lang`.
    pub(crate) fn new(ctx: &'c Ctx, lock: &'c ChatLock, lang: Lang) -> Tx<'c> {
        let now_ms = ctx.now_ms();
        let (reads, loaded, writes) = (HashMap::new(), HashMap::new(), Vec::new());
        Tx { ctx, chat: &lock.chat, lang, now_ms, reads, loaded, torn: false, writes, turn_passed: false }
    }

    /// The chat's open game, loaded: its record and the state that goes with it. Another
    /// process sharing the database may write between the two reads; the record is then read
    /// again, so a command never decides on a record of one version and a state of another.
    pub(crate) fn table(&mut self) -> Result<Table, Refusal> {
        let l = self.lang;
        self.open_table()?.ok_or_else(|| no_game(l, self.ctx.last_game(self.chat).as_ref()))
    }

    /// The chat's open game, loaded as [`Tx::table`] does, or `None` if the chat has none.
    pub(crate) fn open_table(&mut self) -> Result<Option<Table>, Refusal> {
        let l = self.lang;
        let open = self.ctx.store.game_in_chat(self.chat).map_err(|e| storage_trouble(l, &e))?;
        open.map(|id| self.load(id)).transpose()
    }

    /// The chat's open game, or else its last game that ended (for `/board`, `/log`, `/status`,
    /// `/score` after the end).
    pub(crate) fn last_table(&mut self) -> Result<Table, Refusal> {
        let l = self.lang;
        let open = self.ctx.store.game_in_chat(self.chat).map_err(|e| storage_trouble(l, &e))?;
        match open.or_else(|| self.ctx.last_game(self.chat).map(|r| r.id)) {
            Some(id) => self.load(id),
            None => Err(no_game(l, None)),
        }
    }

    /// Game `id` of this chat, loaded as [`Tx::table`] describes, once per command.
    fn load(&mut self, id: GameId) -> Result<Table, Refusal> {
        if let Some(table) = self.loaded.get(&id) {
            return Ok(table.clone());
        }
        let (store, l) = (&self.ctx.store, self.lang);
        let shared = store.backend_name() != "sled";
        // Read before by this command (`Tx::read_record`): a change found now tears it.
        let known = self.reads.contains_key(&id);
        let mut attempt = 0;
        let table = loop {
            attempt += 1;
            let record = self
                .read_record(id)
                .map_err(|e| storage_trouble(l, &e))?
                .ok_or_else(|| t!(l, "play-record-missing"))?;
            let game = store.load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
            // sled has one process, whose writes to this chat wait for its lock.
            if !shared || attempt >= WRITE_ATTEMPTS {
                break Table { record, game };
            }
            if store.record(id).map_err(|e| storage_trouble(l, &e))?.as_ref() == Some(&record) {
                break Table { record, game };
            }
            // Moved between the two reads: the record this load read first is forgotten; one read
            // before it is kept, so the next read marks the command torn (decided again).
            if !known {
                self.reads.remove(&id);
            }
        };
        self.loaded.insert(id, table.clone());
        Ok(table)
    }

    /// A game's record, remembered as read: the write of the game must find it unchanged.
    pub(crate) fn read_record(&mut self, id: GameId) -> Result<Option<GameRecord>, StorageError> {
        let record = self.ctx.store.record(id)?;
        if let Some(record) = &record {
            let first = self.reads.entry(id).or_insert_with(|| record.clone());
            self.torn |= first != record;
        }
        Ok(record)
    }

    /// Notes an applied action that moved the turn from one seat's to another's (the owners of
    /// the turn before and after it, see `AnyGame::turn_owner`).
    pub(crate) fn note_turn(
        &mut self,
        before: Option<kontor_engine::Seat>,
        after: Option<kontor_engine::Seat>,
    ) {
        self.turn_passed |= before.is_some() && after.is_some() && before != after;
    }

    /// Whether the turn passed from one seat to another during the command.
    pub(crate) fn turn_passed(&self) -> bool {
        self.turn_passed
    }

    /// Whether the command read one of its games at two versions.
    pub(crate) fn is_torn(&self) -> bool {
        self.torn
    }

    /// Whether the command decided any change.
    pub(crate) fn has_changes(&self) -> bool {
        !self.writes.is_empty()
    }

    /// Records a change of a game, raising its version. It is written, with the posts it leads
    /// to, by [`Tx::write`]; the move counts only once that write is on disk.
    pub(crate) fn commit(&mut self, record: &mut GameRecord, game: Option<&AnyGame>, change: Change<'_>) {
        record.version += 1;
        record.updated_ms = self.now_ms;
        self.stage(record, game, change);
    }

    /// Records a change of `record` that keeps its version (reminder bookkeeping).
    pub(crate) fn stage(&mut self, record: &GameRecord, game: Option<&AnyGame>, change: Change<'_>) {
        debug_assert!(
            record.is_home(self.chat) || self.reads.get(&record.id).is_some_and(|r| r.is_home(self.chat)),
            "a command changes only its own chat's games"
        );
        let index = match self.writes.iter().position(|w| w.record.id == record.id) {
            Some(index) => index,
            None => {
                let base = self.reads.get(&record.id).cloned();
                self.writes.push(GameWrite { base, ..GameWrite::of(record.clone()) });
                self.writes.len() - 1
            }
        };
        let write = &mut self.writes[index];
        // Where this command's appended entries start in the log.
        let first = write.record.actions.saturating_sub(write.appended.len() as u32);
        match change {
            Change::Record => {}
            Change::Append(action) => write.appended.push(action.clone()),
            Change::Truncate { old_len } => {
                write.appended.truncate(record.actions.saturating_sub(first) as usize);
                write.cut = Some(write.cut.unwrap_or(0).max(old_len));
            }
        }
        write.record = record.clone();
        if let Some(game) = game {
            write.snapshot = Some(game.clone());
        }
    }

    /// The games the command changed, as changed, or else those it loaded: the tables whose
    /// homes its posts go to (`homes::spread`).
    pub(crate) fn tables(&self) -> Vec<&GameRecord> {
        if self.writes.is_empty() {
            self.loaded.values().map(|t| &t.record).collect()
        } else {
            self.writes.iter().map(|w| &w.record).collect()
        }
    }

    /// Writes the decided changes, the platform delivery id and the posts in one transaction;
    /// returns the posts' outbox receipts (in order) and the changes written. A failed write
    /// changed nothing.
    pub(crate) fn write(
        self,
        delivery: Option<&str>,
        posts: &[Delivery],
    ) -> Result<(Vec<Receipt>, Vec<GameWrite>), StorageError> {
        let outgoing: Vec<Outgoing> = posts
            .iter()
            .map(|d| Outgoing {
                platform: d.platform().to_string(),
                payload: serde_json::to_vec(d).expect("deliveries serialise"),
                held: self.ctx.serves(d.platform()),
            })
            .collect();
        let receipts = self.ctx.store.write(&self.writes, delivery.map(|d| (d, self.now_ms)), &outgoing)?;
        Ok((receipts, self.writes))
    }
}

//! The service: locks, delivery ids, dispatch of commands, persistence helpers.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use kontor_engine::GameRng;
use kontor_games::AnyGame;
use kontor_storage::{Change, ChatKey, GameId, GameRecord, GameWrite, StorageError, Store};

use crate::clock::Clock;
use crate::command::{Command, Input, split};
use crate::delivery::{Delivery, Outbound};
use crate::i18n::{Lang, t};

/// Settings of the service.
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// Render board and hand PNGs (off only in latency benchmarks).
    pub images: bool,
    /// Most buttons offered with one message (Discord allows 25 per select menu).
    pub max_choices: usize,
    /// Caps the search iterations of `normal` and `hard` bots and turns their time budgets off, so
    /// their moves depend only on the game (tests); `None` plays the levels' budgets.
    pub bot_iterations: Option<usize>,
}

impl Default for ServiceConfig {
    fn default() -> Self {
        ServiceConfig { images: true, max_choices: 25, bot_iterations: None }
    }
}

/// How often a command is decided again when another process changed its game meanwhile.
const WRITE_ATTEMPTS: usize = 5;

/// A command that cannot be carried out; the text goes privately to its author.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

impl<T: Into<String>> From<T> for Refusal {
    fn from(text: T) -> Self {
        Refusal(text.into())
    }
}

pub(crate) type Reply = Result<Vec<Delivery>, Refusal>;

/// A chat's game as loaded for one command.
pub(crate) struct Table {
    pub record: GameRecord,
    /// `None` while the game is still in its lobby.
    pub game: Option<AnyGame>,
}

/// The game service, cheap to clone and share between adapters.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    clock: Arc<dyn Clock>,
    config: ServiceConfig,
    locks: Mutex<HashMap<ChatKey, Arc<tokio::sync::Mutex<()>>>>,
    seeds: Mutex<GameRng>,
    /// Deliveries the service sends on its own (reminders, time-outs), for every adapter.
    pushed: tokio::sync::broadcast::Sender<Outbound>,
    /// Game changes of the command running on each chat, written when it finishes.
    staged: Mutex<HashMap<ChatKey, Vec<GameWrite>>>,
    /// What the command running on each chat read (another process may share the database).
    read: Mutex<HashMap<ChatKey, Reads>>,
    /// Bots thinking off the command path: the games they think for, and turns at the cores.
    pub(crate) thinking: crate::thinking::Thinking,
}

/// What the command running on one chat read: the records its writes must find unchanged, and
/// whether it read one game at two versions (another process moved it between the reads), in
/// which case what it decided is dropped and it is decided again.
#[derive(Default)]
struct Reads {
    games: HashMap<GameId, GameRecord>,
    torn: bool,
}

impl Service {
    /// A service over `store`, reading time from `clock`.
    pub fn new(store: Store, config: ServiceConfig, clock: Arc<dyn Clock>) -> Service {
        let entropy = std::collections::hash_map::RandomState::new();
        let seed = std::hash::BuildHasher::hash_one(&entropy, clock.now_ms());
        Service {
            inner: Arc::new(Inner {
                store,
                clock,
                config,
                locks: Mutex::new(HashMap::new()),
                seeds: Mutex::new(GameRng::from_seed(seed)),
                pushed: tokio::sync::broadcast::channel(1024).0,
                staged: Mutex::new(HashMap::new()),
                read: Mutex::new(HashMap::new()),
                thinking: crate::thinking::Thinking::new(),
            }),
        }
    }

    /// Deliveries the service sends without a command (reminders, time-outs). Each adapter
    /// subscribes once and sends those whose chat or user is on its platform, then reports them
    /// [`Service::sent`]. They are in the outbox too, so one missed here is sent at the next
    /// [`Service::unsent`].
    #[must_use]
    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Outbound> {
        self.inner.pushed.subscribe()
    }

    /// What the thinking bots share.
    pub(crate) fn thinking(&self) -> &crate::thinking::Thinking {
        &self.inner.thinking
    }

    /// Hands deliveries to every subscribed adapter.
    pub(crate) fn push(&self, deliveries: Vec<Outbound>) {
        for delivery in deliveries {
            // No subscriber (e.g. in a one-shot command) is not an error.
            let _ = self.inner.pushed.send(delivery);
        }
    }

    /// The database.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    /// A chat that now has another id (a Telegram group upgraded to a supergroup): its open game and
    /// settings follow it. Returns the game that moved, if any.
    pub fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<kontor_storage::GameId>, String> {
        self.store().move_chat(from, to).map_err(|e| e.to_string())
    }

    /// The service's settings.
    #[must_use]
    pub fn config(&self) -> &ServiceConfig {
        &self.inner.config
    }

    /// Now, in milliseconds since the epoch.
    #[must_use]
    pub fn now_ms(&self) -> u64 {
        self.inner.clock.now_ms()
    }

    /// A fresh seed for a new game.
    pub(crate) fn fresh_seed(&self) -> u64 {
        self.inner.seeds.lock().expect("seed lock").next_u64()
    }

    /// The lock that serialises all commands on one chat (and so on its game).
    pub(crate) fn lock_for(&self, chat: &ChatKey) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.inner.locks.lock().expect("lock table");
        locks.entry(chat.clone()).or_default().clone()
    }

    /// Handles one command and returns what to send, for callers that send nothing themselves or
    /// at once (tests, probes): the posts are reported sent as they are returned. Adapters use
    /// [`Service::handle_outbound`].
    pub async fn handle(&self, cmd: Command) -> Vec<Delivery> {
        let out = self.handle_outbound(cmd).await;
        for post in &out {
            self.sent(post);
        }
        out.into_iter().map(|post| post.delivery).collect()
    }

    /// Handles one command: its game changes, its delivery id and the posts it produces are
    /// written in one transaction and flushed before this returns. The caller sends each post and
    /// reports it with [`Service::sent`]; posts it never reports are sent again after a restart
    /// ([`Service::unsent`]). Never panics on input; a refused command leaves every game
    /// unchanged.
    pub async fn handle_outbound(&self, cmd: Command) -> Vec<Outbound> {
        let lock = self.lock_for(&cmd.chat);
        let _one_writer = lock.lock().await;
        let mut attempt = 0;
        loop {
            attempt += 1;
            self.begin(&cmd.chat);
            if let Some(id) = &cmd.delivery_id {
                match self.store().is_delivered(id) {
                    // Handled before: its posts are in the outbox (or were sent).
                    Ok(true) => return Vec::new(),
                    Ok(false) => {}
                    Err(e) => {
                        let apology = Delivery::private(&cmd.user, storage_trouble(Lang::En, &e));
                        return vec![Outbound { receipt: None, delivery: apology }];
                    }
                }
            }
            self.remember_locale(&cmd);
            let l = self.user_lang(&cmd.user, &cmd.chat);
            let out = match self.dispatch(&cmd, l) {
                Ok(out) => out,
                Err(Refusal(text)) => vec![Delivery::private(&cmd.user, text)],
            };
            // A refusal stages nothing, so no write would notice that the command decided on
            // two versions of its game (a button checked against one, the move tried on the next).
            if self.torn(&cmd.chat) && attempt < WRITE_ATTEMPTS {
                tracing::debug!(
                    "{}: the game changed between two reads; deciding the command again",
                    cmd.chat
                );
                continue;
            }
            match self.try_finish(&cmd.chat, cmd.delivery_id.as_deref(), out) {
                Ok(posts) => return posts,
                // Another process handled this very delivery.
                Err(StorageError::Delivered(_)) => return Vec::new(),
                // Another process changed the game (or opened one in the chat) since this command
                // read it: the command is decided again on what is stored now.
                Err(StorageError::Conflict(_) | StorageError::ChatBusy(_)) if attempt < WRITE_ATTEMPTS => {
                    tracing::debug!("{}: the game changed meanwhile; deciding the command again", cmd.chat);
                }
                Err(e) => {
                    let apology = Delivery::private(&cmd.user, storage_trouble(l, &e));
                    return vec![Outbound { receipt: None, delivery: apology }];
                }
            }
        }
    }

    /// Answers a question an adapter asks for itself (`/moves` for autocomplete, a probe): nothing
    /// is stored and nothing is to be sent.
    pub async fn ask(&self, cmd: Command) -> Vec<Delivery> {
        let lock = self.lock_for(&cmd.chat);
        let _one_writer = lock.lock().await;
        self.begin(&cmd.chat);
        self.remember_locale(&cmd);
        let l = self.user_lang(&cmd.user, &cmd.chat);
        let out = match self.dispatch(&cmd, l) {
            Ok(out) => out,
            Err(Refusal(text)) => vec![Delivery::private(&cmd.user, text)],
        };
        // A question changes nothing; should it have, the change is still written.
        if !self.inner.staged.lock().expect("staged changes").get(&cmd.chat).is_none_or(Vec::is_empty) {
            self.finish(&cmd.chat, None, Vec::new(), None);
        }
        self.begin(&cmd.chat);
        out
    }

    /// Runs one command; `l` is the caller's language (refusals and answers meant for them).
    fn dispatch(&self, cmd: &Command, l: Lang) -> Reply {
        if let Input::Choice { game, version, .. } = &cmd.input {
            self.check_version(cmd, l, *game, *version)?;
        }
        let (verb, args) = split(cmd.line());
        match verb.as_str() {
            "new" => self.new_game(cmd, l, &args),
            "join" => self.join(cmd, l),
            "leave" => self.leave(cmd, l),
            "addbot" => self.add_bot(cmd, l, &args),
            "start" => self.start(cmd, l),
            "play" => self.play(cmd, l, &args),
            "undo" => self.undo(cmd, l),
            "resign" => self.resign(cmd, l),
            "abandon" => self.abandon(cmd, l),
            "board" => self.board(cmd, l),
            "hand" => self.hand(cmd, l),
            "moves" => self.moves(cmd, l, &args),
            "status" => self.status(cmd, l),
            "log" => self.log(cmd, l, &args),
            "score" => self.score(cmd, l),
            "rules" => self.rules(cmd, l, &args),
            "games" => self.games(cmd, l),
            "remind" => self.remind(cmd, l, &args),
            "quiet" => self.quiet(cmd, l, &args),
            "away" => self.away(cmd, l, &args),
            "lang" => self.lang(cmd, l, &args),
            "help" => Ok(vec![Delivery::channel(&cmd.chat, crate::info::help(l))]),
            "" => Err(t!(l, "play-type-command").into()),
            other => Err(t!(
                l,
                "play-unknown-command",
                command = other,
                commands = crate::info::COMMANDS.join(", ")
            )
            .into()),
        }
    }

    /// Refuses a button drawn for an older version of the game, showing the current board.
    fn check_version(&self, cmd: &Command, l: Lang, game: u64, version: u64) -> Result<(), Refusal> {
        let table = self.table(&cmd.chat, l)?;
        if table.record.id != game {
            return Err(t!(l, "play-button-other-game").into());
        }
        if table.record.version != version {
            let now = table.record.version;
            return Err(t!(l, "play-button-old-version", version = version, now = now).into());
        }
        Ok(())
    }

    /// The open game of the chat, loaded: its record and the state that goes with it. Another
    /// process sharing the database may write between the two reads; the record is then read
    /// again, so a command never decides on a record of one version and a state of another.
    pub(crate) fn table(&self, chat: &ChatKey, l: Lang) -> Result<Table, Refusal> {
        let store = self.store();
        let id = store.game_in_chat(chat).map_err(|e| storage_trouble(l, &e))?.ok_or_else(|| no_game(l))?;
        let shared = store.backend_name() != "sled";
        let mut attempts = 0;
        loop {
            attempts += 1;
            let record = self
                .read_record(id)
                .map_err(|e| storage_trouble(l, &e))?
                .ok_or_else(|| t!(l, "play-record-missing"))?;
            let game = store.load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
            // sled has one process, whose writes to this chat wait for its lock.
            if !shared || attempts >= WRITE_ATTEMPTS {
                return Ok(Table { record, game });
            }
            if store.record(id).map_err(|e| storage_trouble(l, &e))?.as_ref() == Some(&record) {
                return Ok(Table { record, game });
            }
            self.forget_read(&record);
        }
    }

    /// Records a change of a game, raising its version. It is written, with the posts it leads
    /// to, when the command finishes ([`Service::finish`]); the move counts only once that
    /// write is on disk.
    pub(crate) fn commit(
        &self,
        _cmd: Option<&Command>,
        record: &mut GameRecord,
        game: Option<&AnyGame>,
        change: Change<'_>,
    ) -> Result<(), Refusal> {
        record.version += 1;
        record.updated_ms = self.now_ms();
        self.stage(record, game, change);
        Ok(())
    }

    /// Adds a change of `record` to what its chat's running command will write.
    pub(crate) fn stage(&self, record: &GameRecord, game: Option<&AnyGame>, change: Change<'_>) {
        let mut staged = self.inner.staged.lock().expect("staged changes");
        let writes = staged.entry(record.chat.clone()).or_default();
        let index = match writes.iter().position(|w| w.record.id == record.id) {
            Some(index) => index,
            None => {
                let read = self.inner.read.lock().expect("records read");
                let base = read.get(&record.chat).and_then(|reads| reads.games.get(&record.id)).cloned();
                drop(read);
                let fresh = GameWrite { base, ..GameWrite::of(record.clone()) };
                writes.push(fresh);
                writes.len() - 1
            }
        };
        let write = &mut writes[index];
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

    /// The changes staged by the command running on `chat` (what it read is forgotten too).
    pub(crate) fn take_staged(&self, chat: &ChatKey) -> Vec<GameWrite> {
        self.inner.read.lock().expect("records read").remove(chat);
        self.inner.staged.lock().expect("staged changes").remove(chat).unwrap_or_default()
    }

    /// Starts a command (or a reminder check, a bot's move) on `chat`, under its lock: nothing
    /// read or staged before is left over.
    pub(crate) fn begin(&self, chat: &ChatKey) {
        self.take_staged(chat);
    }

    /// Whether the command running on `chat` read one of its games at two versions.
    fn torn(&self, chat: &ChatKey) -> bool {
        self.inner.read.lock().expect("records read").get(chat).is_some_and(|reads| reads.torn)
    }

    /// Forgets what the running command read of a game (it is read again).
    pub(crate) fn forget_read(&self, record: &GameRecord) {
        if let Some(reads) = self.inner.read.lock().expect("records read").get_mut(&record.chat) {
            reads.games.remove(&record.id);
        }
    }

    /// A game's record, remembered as what the running command on its chat read: the command's
    /// write of the game must find it unchanged.
    pub(crate) fn read_record(&self, id: GameId) -> Result<Option<GameRecord>, StorageError> {
        let record = self.store().record(id)?;
        if let Some(record) = &record {
            let mut read = self.inner.read.lock().expect("records read");
            let reads = read.entry(record.chat.clone()).or_default();
            let first = reads.games.entry(id).or_insert_with(|| record.clone());
            reads.torn |= first != record;
        }
        Ok(record)
    }
}

pub(crate) fn storage_trouble(l: Lang, e: &StorageError) -> String {
    tracing::error!("storage: {e}");
    t!(l, "play-storage-trouble", error = e.to_string())
}

/// The answer when a chat has no open game.
pub(crate) fn no_game(l: Lang) -> Refusal {
    t!(l, "play-no-game").into()
}

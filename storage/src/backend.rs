//! The storage interface: what the service and the tools need from a database. sled (embedded,
//! one process) and PostgreSQL (shared by several processes) implement it; [`crate::Store`] wraps
//! either and adds what is the same for both (export, import, backups, checks).
//!
//! Rules every backend keeps (the conformance suite in `storage/tests/conformance.rs` checks them):
//! - [`Backend::write`] is one transaction, durable when it returns: the games, the delivery id and
//!   the posts all land or none does. A game whose stored record is no longer its write's `base`
//!   refuses the whole write with `Conflict`, a delivery id recorded before with `Delivered`
//!   ([`Backend::insert`] too).
//! - An open game holds its chat: a second open game in a chat is refused with `ChatBusy`.
//! - Game numbers ([`Backend::reserve_id`], new games of [`Backend::insert`]) never repeat and
//!   grow.
//! - Outbox posts of one platform come back in the order written. A post handed to one process
//!   ([`Backend::unsent`]) is held for it for the lease and not handed to another meanwhile.
//! - A one-time code ([`Backend::put_code`]) is removed by one [`Backend::take_code`] only.
//! - Reminder entries are claimed ([`Backend::claim_due`]) by one process at a time.
//! - The write that finishes a game by its rules also rates it (`ratings.rs`) and notes it in its
//!   chat's history; games are rated one at a time, in the order recorded by [`Backend::rated`].

use kontor_games::{AnyGame, GameKind};

use crate::error::StorageError;
use crate::ratings::{Rating, RatingKey};
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, LoggedAction, UserKey, UserProfile};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

pub type Result<T> = std::result::Result<T, StorageError>;

/// A database Kontor can keep its games in.
pub trait Backend: Send + Sync {
    /// `sled` or `postgres`.
    fn name(&self) -> &'static str;
    /// How long a post handed out by [`Backend::unsent`], or an entry taken by
    /// [`Backend::claim_due`], stays with this process before another may take it.
    fn lease_ms(&self) -> u64 {
        crate::DEFAULT_LEASE_MS
    }

    // Games.
    /// The number for a game about to be written by [`Backend::write`].
    fn reserve_id(&self) -> Result<GameId>;
    /// Writes what one command did in one transaction (see the module notes); returns the outbox
    /// receipts in the order of `outbox`.
    fn write(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>>;
    /// Stores a new game in one transaction: under the next number, or `record.id` when `keep_id`
    /// (restore, migrate). An import seen before returns the first copy's id and `true`.
    fn insert(&self, new: &NewGame<'_>, delivery: Option<&str>, keep_id: bool) -> Result<(GameId, bool)>;
    fn record(&self, id: GameId) -> Result<Option<GameRecord>>;
    /// Every record, in id order.
    fn records(&self) -> Result<Vec<GameRecord>>;
    /// Every game number, in order.
    fn game_ids(&self) -> Result<Vec<GameId>>;
    fn game_count(&self) -> Result<usize>;
    /// The whole action log of a game.
    fn log(&self, record: &GameRecord) -> Result<Vec<LoggedAction>>;
    /// The latest state (none in the lobby).
    fn load_snapshot(&self, id: GameId) -> Result<Option<AnyGame>>;
    /// A game with its log and latest state.
    fn load(&self, id: GameId) -> Result<Option<StoredGame>> {
        let Some(record) = self.record(id)? else { return Ok(None) };
        let actions = self.log(&record)?;
        let snapshot = self.load_snapshot(id)?;
        Ok(Some(StoredGame { record, actions, snapshot }))
    }
    fn game_in_chat(&self, chat: &ChatKey) -> Result<Option<GameId>>;
    /// The games a user sits in, oldest first.
    fn games_of(&self, user: &UserKey) -> Result<Vec<GameId>>;
    /// Moves the open game and the settings of a chat to its new id.
    fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>>;

    // Settings.
    fn profile(&self, user: &UserKey) -> Result<UserProfile>;
    fn set_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<()>;
    fn profiles(&self) -> Result<Vec<(UserKey, UserProfile)>>;
    fn chat_settings(&self, chat: &ChatKey) -> Result<ChatSettings>;
    fn set_chat_settings(&self, chat: &ChatKey, settings: &ChatSettings) -> Result<()>;
    fn all_chat_settings(&self) -> Result<Vec<(ChatKey, ChatSettings)>>;

    // The outbox.
    /// The posts of `platform` not yet sent and not held by another process, oldest first; they
    /// are held for this process for the backend's lease from `now_ms`.
    fn unsent(&self, platform: &str, now_ms: u64) -> Result<Vec<Unsent>>;
    /// The posts of `platform` that no process holds (written free, or left by a process whose
    /// lease ran out), oldest first; held for this process for the lease from `now_ms`. sled,
    /// one process that sends every post it writes, has none.
    fn claim_free(&self, platform: &str, now_ms: u64) -> Result<Vec<Unsent>>;
    fn mark_sent(&self, receipt: &Receipt) -> Result<()>;
    fn is_unsent(&self, receipt: &Receipt) -> Result<bool>;
    fn unsent_count(&self) -> Result<usize>;

    // Reminders.
    fn schedule(&self, id: GameId, due_ms: u64) -> Result<()>;
    fn unschedule(&self, id: GameId) -> Result<()>;
    fn unschedule_at(&self, id: GameId, due_ms: u64) -> Result<()>;
    /// Every entry, in due order: `(due_ms, game)`.
    fn scheduled(&self) -> Result<Vec<(u64, GameId)>>;
    fn scheduled_for(&self, id: GameId) -> Result<Vec<u64>>;
    /// The earliest due time.
    fn next_due(&self) -> Result<Option<u64>>;
    /// Takes the entries due by `now_ms` for this process: each moves a lease later, so
    /// another process skips it, and it comes due again should this one stop before it
    /// reschedules the game. Returns the games.
    fn claim_due(&self, now_ms: u64) -> Result<Vec<GameId>>;

    // Delivery ids.
    fn is_delivered(&self, delivery: &str) -> Result<bool>;
    fn mark_delivered(&self, delivery: &str, now_ms: u64) -> Result<()>;
    fn prune_deliveries(&self, before_ms: u64) -> Result<usize>;

    // One-time codes (`/link`, `/bridge`): what a code stands for is the service's text.
    /// Stores `code` until `expires_ms`, standing for `value`; codes expired by `now_ms` are
    /// dropped first. `false` (and nothing stored) when the code is already held by a live one.
    fn put_code(&self, code: &str, value: &str, expires_ms: u64, now_ms: u64) -> Result<bool>;
    /// What a stored code stands for and when it expires (an expired one too, until dropped).
    fn code(&self, code: &str) -> Result<Option<(String, u64)>>;
    /// Removes a code: `true` for the one caller that removed it, of any number at once.
    fn take_code(&self, code: &str) -> Result<bool>;

    // Ended games and ratings (derived from them: see `ratings.rs`).
    /// A chat's ended games (finished or abandoned), newest first: those numbered below
    /// `before` (all if `None`), at most `limit`.
    fn history(&self, chat: &ChatKey, before: Option<GameId>, limit: usize) -> Result<Vec<GameId>>;
    /// Every rating of one game title in one scope (a community, or every one).
    fn standings(&self, scope: &str, kind: GameKind) -> Result<Vec<(String, Rating)>>;
    /// One rating, if the player has one.
    fn rating(&self, key: &RatingKey) -> Result<Option<Rating>>;
    /// The games rated so far, in the order they were rated.
    fn rated(&self) -> Result<Vec<GameId>>;
    /// Replaces every rating and the rated order in one transaction (a rebuild), unless the
    /// stored order is no longer `seen` (a game was rated meanwhile): then
    /// [`StorageError::RatingsMoved`] and nothing changes.
    fn replace_ratings(
        &self,
        seen: &[GameId],
        order: &[GameId],
        ratings: &[(RatingKey, Rating)],
    ) -> Result<()>;
    /// Whether the ratings were built on this database (one from before ratings needs a rebuild).
    fn ratings_built(&self) -> Result<bool>;

    // Upkeep.
    fn last_alive(&self) -> Result<Option<u64>>;
    fn set_alive(&self, now_ms: u64) -> Result<()>;
    fn flush(&self) -> Result<()>;
    fn schema_version(&self) -> Result<u32>;
    /// Whether this process holds the role `role` (e.g. polling Telegram): taken if free, kept
    /// until the process ends. One process on a database holds each role.
    fn lead(&self, role: &str) -> Result<bool>;
}

/// Hands `$each!` the backend methods that a backend passing its calls on to another answers
/// alike, one `name(arg: Type, …) -> Output;` line each (the method returns `Result<Output>`),
/// so that their list is written once. Left out: `name`, and those sled answers in its own way
/// (`game_count`, `unsent`, `unsent_count`, `claim_due`, `lead`).
macro_rules! passed_on {
    ($each:ident) => {
        $each! {
            reserve_id() -> GameId;
            write(games: &[GameWrite], delivery: Option<(&str, u64)>, outbox: &[Outgoing])
                -> Vec<Receipt>;
            insert(new: &NewGame<'_>, delivery: Option<&str>, keep_id: bool) -> (GameId, bool);
            record(id: GameId) -> Option<GameRecord>;
            records() -> Vec<GameRecord>;
            game_ids() -> Vec<GameId>;
            log(record: &GameRecord) -> Vec<LoggedAction>;
            load_snapshot(id: GameId) -> Option<AnyGame>;
            load(id: GameId) -> Option<StoredGame>;
            game_in_chat(chat: &ChatKey) -> Option<GameId>;
            games_of(user: &UserKey) -> Vec<GameId>;
            move_chat(from: &ChatKey, to: &ChatKey) -> Option<GameId>;
            profile(user: &UserKey) -> UserProfile;
            set_profile(user: &UserKey, profile: &UserProfile) -> ();
            profiles() -> Vec<(UserKey, UserProfile)>;
            chat_settings(chat: &ChatKey) -> ChatSettings;
            set_chat_settings(chat: &ChatKey, settings: &ChatSettings) -> ();
            all_chat_settings() -> Vec<(ChatKey, ChatSettings)>;
            mark_sent(receipt: &Receipt) -> ();
            is_unsent(receipt: &Receipt) -> bool;
            schedule(id: GameId, due_ms: u64) -> ();
            unschedule(id: GameId) -> ();
            unschedule_at(id: GameId, due_ms: u64) -> ();
            scheduled() -> Vec<(u64, GameId)>;
            scheduled_for(id: GameId) -> Vec<u64>;
            next_due() -> Option<u64>;
            is_delivered(delivery: &str) -> bool;
            mark_delivered(delivery: &str, now_ms: u64) -> ();
            prune_deliveries(before_ms: u64) -> usize;
            put_code(code: &str, value: &str, expires_ms: u64, now_ms: u64) -> bool;
            code(code: &str) -> Option<(String, u64)>;
            take_code(code: &str) -> bool;
            last_alive() -> Option<u64>;
            set_alive(now_ms: u64) -> ();
            flush() -> ();
            schema_version() -> u32;
            history(chat: &ChatKey, before: Option<GameId>, limit: usize) -> Vec<GameId>;
            standings(scope: &str, kind: GameKind) -> Vec<(String, Rating)>;
            rating(key: &RatingKey) -> Option<Rating>;
            rated() -> Vec<GameId>;
            replace_ratings(seen: &[GameId], order: &[GameId], ratings: &[(RatingKey, Rating)]) -> ();
            ratings_built() -> bool;
        }
    };
}
pub(crate) use passed_on;

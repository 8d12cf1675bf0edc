//! Kontor's storage in sled.
//!
//! Trees: `games` (id → [`GameRecord`]), `actions` (id ‖ index → [`LoggedAction`]), `snapshots`
//! (id → latest `AnyGame`), `chats` (chat → id of its open game), `users` (user ‖ id → ()),
//! `deliveries` (platform delivery id → time), `reminders` (due ‖ id → ()), `profiles`
//! (user → reminder and language preferences), `chat_settings` (chat → language of its public posts)
//! and the default tree (schema version, last time alive). Everything one command changes — its
//! games, its delivery id and the posts it produced — is one transaction followed by a flush: a move
//! is acknowledged only once it is on disk, and its posts are on disk with it.

mod keys;
mod outbox;
mod record;
mod store;

pub use outbox::{Outgoing, Receipt, Unsent};
pub use record::{
    ChatKey, ChatSettings, FORMAT_VERSION, GameExport, GameId, GameRecord, GameStatus, HOUR_MS, Lang,
    LoggedAction, RemindBy, ReminderSettings, SeatInfo, TimeoutPolicy, UserKey, UserProfile,
};
pub use store::{Change, GameWrite, SCHEMA_VERSION, StorageError, Store, StoredGame};

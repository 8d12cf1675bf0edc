//! Kontor's storage in sled.
//!
//! Trees: `games` (id → [`GameRecord`]), `actions` (id ‖ index → [`LoggedAction`]), `snapshots`
//! (id → latest `AnyGame`), `chats` (chat → id of its open game), `users` (user ‖ id → ()),
//! `deliveries` (platform delivery id → time), `reminders` (due ‖ id → ()), `profiles`
//! (user → reminder and language preferences), `chat_settings` (chat → language of its public posts)
//! and the default tree (schema version, last time alive). Every change to a game is one transaction
//! followed by a flush: a move is acknowledged only once it is on disk.

mod keys;
mod record;
mod store;

pub use record::{
    ChatKey, ChatSettings, FORMAT_VERSION, GameExport, GameId, GameRecord, GameStatus, HOUR_MS, Lang,
    LoggedAction, RemindBy, ReminderSettings, SeatInfo, TimeoutPolicy, UserKey, UserProfile,
};
pub use store::{Change, SCHEMA_VERSION, StorageError, Store, StoredGame};

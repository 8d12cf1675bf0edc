//! Kontor's storage in sled.
//!
//! Trees: `games` (id → [`GameRecord`]), `actions` (id ‖ index → [`LoggedAction`]), `snapshots`
//! (id → latest `AnyGame`), `chats` (chat → id of its open game), `users` (user ‖ id → ()),
//! `deliveries` (platform delivery id → time), `reminders` (due ‖ id → seat list) and `meta`
//! (schema version). Every change to a game is one transaction followed by a flush: a move is
//! acknowledged only once it is on disk.

mod keys;
mod record;
mod store;

pub use record::{
    ChatKey, FORMAT_VERSION, GameExport, GameId, GameRecord, GameStatus, LoggedAction, SeatInfo, UserKey,
};
pub use store::{Change, SCHEMA_VERSION, StorageError, Store, StoredGame};

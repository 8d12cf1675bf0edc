//! Kontor's storage in sled.
//!
//! Trees: `games` (id → [`GameRecord`]), `actions` (id ‖ index → [`LoggedAction`], the log of an
//! open game, one entry per action), `logs` (id → the packed log of a closed game), `snapshots`
//! (id → latest `AnyGame`), `chats` (chat → id of its open game), `users` (user ‖ id → ()),
//! `deliveries` (platform delivery id → time), `outbox` (platform ‖ number → a post not yet sent),
//! `reminders` (due ‖ id → ()) with its index `reminder_games` (id ‖ due → ()), `imports` (origin of
//! an imported game → id), `profiles` (user → reminder and language preferences), `chat_settings`
//! (chat → language of its public posts) and the default tree (schema version, next game number, last
//! time alive). Everything one command changes — its games, its delivery id and the posts it produced
//! — is one transaction followed by a flush: a move is acknowledged only once it is on disk, and its
//! posts are on disk with it.

mod error;
mod keys;
mod log;
mod migrate;
mod open;
mod outbox;
mod queue;
mod record;
mod store;
mod transfer;

pub use error::{Damage, StorageError};
pub use migrate::SCHEMA_VERSION;
pub use open::Repair;
pub use outbox::{Outgoing, Receipt, Unsent};
pub use queue::DELIVERY_RETENTION_MS;
pub use record::{
    ChatKey, ChatSettings, FORMAT_VERSION, GameExport, GameId, GameRecord, GameStatus, HOUR_MS, Lang,
    LoggedAction, RemindBy, ReminderSettings, SeatInfo, TimeoutPolicy, UserKey, UserProfile,
};
pub use store::{Change, GameWrite, Store, StoredGame};
pub use transfer::{BackupSummary, Imported};

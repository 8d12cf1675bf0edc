//! Kontor's storage: one interface ([`Backend`]), two backends — sled in a folder (the embedded
//! default, one process) and PostgreSQL (shared by several processes) — and [`Store`], which the
//! service and the tools use over either.
//!
//! Everything one command changes — its games, its delivery id and the posts it produced — is one
//! transaction, durable before the command is answered: a move is acknowledged only once it is
//! stored, and its posts are stored with it. sled's layout is described in `sled_store`,
//! PostgreSQL's tables in `pg_store`.

mod after;
mod backend;
mod error;
mod health;
mod layer;
mod pg_store;
pub mod ratings;
mod record;
mod sled_store;
mod store;
mod transfer;
mod write;

pub use backend::Backend;
pub use error::{Damage, StorageError};
pub use layer::Layer;
pub use pg_store::{PG_SCHEMA_VERSION, PgOptions, redacted as redacted_url};
pub use ratings::{EVERYWHERE, RatedGame, Rating, RatingKey};
pub use record::{
    ChatKey, ChatSettings, FORMAT_VERSION, GameExport, GameId, GameRecord, GameStatus, HOUR_MS, Lang, Link,
    LoggedAction, RemindBy, ReminderSettings, SeatInfo, TimeoutPolicy, UserKey, UserProfile, Vote,
};
pub use sled_store::{DELIVERY_RETENTION_MS, Repair, SCHEMA_VERSION, SledStore};
pub use store::{DEFAULT_LEASE_MS, Store};
pub use transfer::{BackupSummary, Imported, Malformed};
pub use write::{Change, GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

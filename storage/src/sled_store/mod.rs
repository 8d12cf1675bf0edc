//! The sled backend: Kontor's embedded default, one process on one machine.

mod after;
mod chat_move;
mod codes;
mod keys;
mod log;
mod manifest;
mod migrate;
mod open;
mod outbox;
mod queue;
mod store;
mod transfer;

use kontor_games::{AnyGame, GameKind};

pub use migrate::SCHEMA_VERSION;
pub use open::Repair;
pub(crate) use open::prepare_repair;
pub use queue::DELIVERY_RETENTION_MS;
pub use store::SledStore;

use crate::backend::{Backend, Result, passed_on};
use crate::ratings::{Rating, RatingKey};
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, LoggedAction, UserKey, UserProfile};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

/// Answers backend methods with the inherent [`SledStore`] methods of the same name.
macro_rules! inherent {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $out:ty;)*) => {
        $(fn $name(&self, $($arg: $ty),*) -> Result<$out> {
            SledStore::$name(self, $($arg),*)
        })*
    };
}

impl Backend for SledStore {
    fn name(&self) -> &'static str {
        "sled"
    }

    fn game_count(&self) -> Result<usize> {
        Ok(SledStore::game_count(self))
    }

    /// One process uses a sled database, so every unsent post is its own: the lease is not
    /// needed.
    fn unsent(&self, platform: &str, _now_ms: u64) -> Result<Vec<Unsent>> {
        SledStore::unsent(self, platform)
    }

    /// One process writes and sends every post of a sled database: none is left free.
    fn claim_free(&self, _platform: &str, _now_ms: u64) -> Result<Vec<Unsent>> {
        Ok(Vec::new())
    }

    fn unsent_count(&self) -> Result<usize> {
        Ok(SledStore::unsent_count(self))
    }

    fn claim_due(&self, now_ms: u64) -> Result<Vec<GameId>> {
        SledStore::claim_due(self, now_ms, crate::DEFAULT_LEASE_MS)
    }

    /// sled lets one process open the database, so that process holds every role.
    fn lead(&self, _role: &str) -> Result<bool> {
        Ok(true)
    }

    passed_on!(inherent);
}

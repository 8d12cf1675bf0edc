//! A backend over another one: every call goes to the inner backend through one hook, which can
//! refuse the call or look at its result. [`crate::Store`] watches its backend's errors this way
//! (`health.rs`), and tests inject faults the same way.

use kontor_games::{AnyGame, GameKind};

use crate::backend::{Backend, Result, passed_on};
use crate::ratings::{Rating, RatingKey};
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, LoggedAction, UserKey, UserProfile};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

/// A wrapper around a backend; every wrapper is a [`Backend`] that passes each call to
/// [`Layer::inner`] through [`Layer::around`].
pub trait Layer: Send + Sync {
    /// The backend the calls go to.
    fn inner(&self) -> &dyn Backend;
    /// The backend's name as [`Backend::name`] gives it: the inner backend's, unless the layer
    /// stands for another kind (a test's stand-in for a database shared by processes).
    fn name(&self) -> &'static str {
        self.inner().name()
    }
    /// Runs one call of the inner backend (`call`), or refuses it; sees its result either way.
    fn around<T>(&self, call: impl FnOnce() -> Result<T>) -> Result<T>;
}

/// Passes backend methods to the inner backend through [`Layer::around`].
macro_rules! through {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $out:ty;)*) => {
        $(fn $name(&self, $($arg: $ty),*) -> Result<$out> {
            self.around(|| self.inner().$name($($arg),*))
        })*
    };
}

impl<L: Layer> Backend for L {
    fn name(&self) -> &'static str {
        Layer::name(self)
    }

    fn lease_ms(&self) -> u64 {
        self.inner().lease_ms()
    }

    passed_on!(through);

    through! {
        game_count() -> usize;
        unsent(platform: &str, now_ms: u64) -> Vec<Unsent>;
        claim_free(platform: &str, now_ms: u64) -> Vec<Unsent>;
        unsent_count() -> usize;
        claim_due(now_ms: u64) -> Vec<GameId>;
        lead(role: &str) -> bool;
    }
}

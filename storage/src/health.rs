//! Whether the database can still be used: the first [`StorageError::Fatal`] any call meets is
//! kept, and whoever waits on [`Health::failed`] (the binary's run loop) learns of it at once,
//! whichever task met it (a command, a reminder, a backup).
//!
//! [`Watched`] wraps every backend a [`crate::Store`] uses and reports each fatal error here, so
//! the service needs no change: its command still fails (and is not acknowledged), and the run
//! loop stops the process with a non-zero code for its supervisor to restart it.

use std::sync::{Arc, OnceLock};

use kontor_games::{AnyGame, GameKind};
use tokio::sync::Notify;

use crate::backend::{Backend, Result};
use crate::error::StorageError;
use crate::ratings::{Rating, RatingKey};
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, LoggedAction, UserKey, UserProfile};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

/// The first fatal error of a database, if any, and those waiting for it.
#[derive(Debug, Default)]
pub(crate) struct Health {
    failure: OnceLock<String>,
    changed: Notify,
}

impl Health {
    /// Keeps the first fatal error and wakes those waiting.
    pub(crate) fn report(&self, e: &StorageError) {
        if let StorageError::Fatal { detail } = e
            && self.failure.set(detail.clone()).is_ok()
        {
            self.changed.notify_waiters();
        }
    }

    /// The fatal error met so far, if any.
    pub(crate) fn failure(&self) -> Option<StorageError> {
        self.failure.get().map(|detail| StorageError::Fatal { detail: detail.clone() })
    }

    /// Waits until a fatal error is met (at once if one was).
    pub(crate) async fn failed(&self) -> StorageError {
        loop {
            let notified = self.changed.notified();
            if let Some(e) = self.failure() {
                return e;
            }
            notified.await;
        }
    }
}

/// A backend whose fatal errors are reported to a [`Health`].
pub(crate) struct Watched {
    pub(crate) inner: Arc<dyn Backend>,
    pub(crate) health: Arc<Health>,
}

impl Watched {
    fn seen<T>(&self, result: Result<T>) -> Result<T> {
        if let Err(e) = &result {
            self.health.report(e);
        }
        result
    }
}

/// Forwards backend methods to `inner`, reporting their errors.
macro_rules! forward {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $out:ty;)*) => {
        $(fn $name(&self, $($arg: $ty),*) -> Result<$out> {
            self.seen(self.inner.$name($($arg),*))
        })*
    };
}

impl Backend for Watched {
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    fn write(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>> {
        self.seen(self.inner.write(games, delivery, outbox))
    }

    fn insert(&self, new: &NewGame<'_>, delivery: Option<&str>, keep_id: bool) -> Result<(GameId, bool)> {
        self.seen(self.inner.insert(new, delivery, keep_id))
    }

    forward! {
        reserve_id() -> GameId;
        record(id: GameId) -> Option<GameRecord>;
        records() -> Vec<GameRecord>;
        game_ids() -> Vec<GameId>;
        game_count() -> usize;
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
        unsent(platform: &str, now_ms: u64) -> Vec<Unsent>;
        mark_sent(receipt: &Receipt) -> ();
        is_unsent(receipt: &Receipt) -> bool;
        unsent_count() -> usize;
        schedule(id: GameId, due_ms: u64) -> ();
        unschedule(id: GameId) -> ();
        unschedule_at(id: GameId, due_ms: u64) -> ();
        scheduled() -> Vec<(u64, GameId)>;
        scheduled_for(id: GameId) -> Vec<u64>;
        next_due() -> Option<u64>;
        claim_due(now_ms: u64) -> Vec<GameId>;
        is_delivered(delivery: &str) -> bool;
        mark_delivered(delivery: &str, now_ms: u64) -> ();
        prune_deliveries(before_ms: u64) -> usize;
        last_alive() -> Option<u64>;
        set_alive(now_ms: u64) -> ();
        flush() -> ();
        schema_version() -> u32;
        lead(role: &str) -> bool;
        history(chat: &ChatKey, before: Option<GameId>, limit: usize) -> Vec<GameId>;
        standings(scope: &str, kind: GameKind) -> Vec<(String, Rating)>;
        rating(key: &RatingKey) -> Option<Rating>;
        rated() -> Vec<GameId>;
        replace_ratings(seen: &[GameId], order: &[GameId], ratings: &[(RatingKey, Rating)]) -> ();
        ratings_built() -> bool;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_first_fatal_error_is_kept_and_wakes_the_waiter() {
        let health = Arc::new(Health::default());
        let waiter = tokio::spawn({
            let health = health.clone();
            async move { health.failed().await }
        });
        tokio::task::yield_now().await;
        health.report(&StorageError::Conflict(3));
        assert!(health.failure().is_none(), "a conflict is not fatal");
        health.report(&StorageError::Fatal { detail: "No space left on device".into() });
        health.report(&StorageError::Fatal { detail: "a later one".into() });
        let e = waiter.await.unwrap();
        assert!(e.to_string().contains("No space left on device"), "{e}");
        assert!(health.failed().await.to_string().contains("No space left"));
    }
}

//! The sled backend: Kontor's embedded default, one process on one machine.

mod after;
mod chat_move;
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

use crate::backend::{Backend, Result};
use crate::ratings::{Rating, RatingKey};
use crate::record::{ChatKey, ChatSettings, GameId, GameRecord, LoggedAction, UserKey, UserProfile};
use crate::write::{GameWrite, NewGame, Outgoing, Receipt, StoredGame, Unsent};

impl Backend for SledStore {
    fn name(&self) -> &'static str {
        "sled"
    }

    fn reserve_id(&self) -> Result<GameId> {
        SledStore::reserve_id(self)
    }

    fn write(
        &self,
        games: &[GameWrite],
        delivery: Option<(&str, u64)>,
        outbox: &[Outgoing],
    ) -> Result<Vec<Receipt>> {
        SledStore::write(self, games, delivery, outbox)
    }

    fn insert(&self, new: &NewGame<'_>, delivery: Option<&str>, keep_id: bool) -> Result<(GameId, bool)> {
        SledStore::insert(self, new, delivery, keep_id)
    }

    fn record(&self, id: GameId) -> Result<Option<GameRecord>> {
        SledStore::record(self, id)
    }

    fn records(&self) -> Result<Vec<GameRecord>> {
        SledStore::records(self)
    }

    fn game_ids(&self) -> Result<Vec<GameId>> {
        SledStore::game_ids(self)
    }

    fn game_count(&self) -> Result<usize> {
        Ok(SledStore::game_count(self))
    }

    fn log(&self, record: &GameRecord) -> Result<Vec<LoggedAction>> {
        SledStore::log(self, record)
    }

    fn load_snapshot(&self, id: GameId) -> Result<Option<AnyGame>> {
        SledStore::load_snapshot(self, id)
    }

    fn load(&self, id: GameId) -> Result<Option<StoredGame>> {
        SledStore::load(self, id)
    }

    fn game_in_chat(&self, chat: &ChatKey) -> Result<Option<GameId>> {
        SledStore::game_in_chat(self, chat)
    }

    fn games_of(&self, user: &UserKey) -> Result<Vec<GameId>> {
        SledStore::games_of(self, user)
    }

    fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>> {
        SledStore::move_chat(self, from, to)
    }

    fn profile(&self, user: &UserKey) -> Result<UserProfile> {
        SledStore::profile(self, user)
    }

    fn set_profile(&self, user: &UserKey, profile: &UserProfile) -> Result<()> {
        SledStore::set_profile(self, user, profile)
    }

    fn profiles(&self) -> Result<Vec<(UserKey, UserProfile)>> {
        SledStore::profiles(self)
    }

    fn chat_settings(&self, chat: &ChatKey) -> Result<ChatSettings> {
        SledStore::chat_settings(self, chat)
    }

    fn set_chat_settings(&self, chat: &ChatKey, settings: &ChatSettings) -> Result<()> {
        SledStore::set_chat_settings(self, chat, settings)
    }

    fn all_chat_settings(&self) -> Result<Vec<(ChatKey, ChatSettings)>> {
        SledStore::all_chat_settings(self)
    }

    /// One process uses a sled database, so every unsent post is its own: the lease is not
    /// needed.
    fn unsent(&self, platform: &str, _now_ms: u64) -> Result<Vec<Unsent>> {
        SledStore::unsent(self, platform)
    }

    fn mark_sent(&self, receipt: &Receipt) -> Result<()> {
        SledStore::mark_sent(self, receipt)
    }

    fn is_unsent(&self, receipt: &Receipt) -> Result<bool> {
        SledStore::is_unsent(self, receipt)
    }

    fn unsent_count(&self) -> Result<usize> {
        Ok(SledStore::unsent_count(self))
    }

    fn schedule(&self, id: GameId, due_ms: u64) -> Result<()> {
        SledStore::schedule(self, id, due_ms)
    }

    fn unschedule(&self, id: GameId) -> Result<()> {
        SledStore::unschedule(self, id)
    }

    fn unschedule_at(&self, id: GameId, due_ms: u64) -> Result<()> {
        SledStore::unschedule_at(self, id, due_ms)
    }

    fn scheduled(&self) -> Result<Vec<(u64, GameId)>> {
        SledStore::scheduled(self)
    }

    fn scheduled_for(&self, id: GameId) -> Result<Vec<u64>> {
        SledStore::scheduled_for(self, id)
    }

    fn next_due(&self) -> Result<Option<u64>> {
        SledStore::next_due(self)
    }

    fn claim_due(&self, now_ms: u64) -> Result<Vec<GameId>> {
        SledStore::claim_due(self, now_ms, crate::DEFAULT_LEASE_MS)
    }

    fn is_delivered(&self, delivery: &str) -> Result<bool> {
        SledStore::is_delivered(self, delivery)
    }

    fn mark_delivered(&self, delivery: &str, now_ms: u64) -> Result<()> {
        SledStore::mark_delivered(self, delivery, now_ms)
    }

    fn prune_deliveries(&self, before_ms: u64) -> Result<usize> {
        SledStore::prune_deliveries(self, before_ms)
    }

    fn last_alive(&self) -> Result<Option<u64>> {
        SledStore::last_alive(self)
    }

    fn set_alive(&self, now_ms: u64) -> Result<()> {
        SledStore::set_alive(self, now_ms)
    }

    fn flush(&self) -> Result<()> {
        SledStore::flush(self)
    }

    fn schema_version(&self) -> Result<u32> {
        SledStore::schema_version(self)
    }

    /// sled lets one process open the database, so that process holds every role.
    fn lead(&self, _role: &str) -> Result<bool> {
        Ok(true)
    }

    fn history(&self, chat: &ChatKey, before: Option<GameId>, limit: usize) -> Result<Vec<GameId>> {
        SledStore::history(self, chat, before, limit)
    }

    fn standings(&self, scope: &str, kind: GameKind) -> Result<Vec<(String, Rating)>> {
        SledStore::standings(self, scope, kind)
    }

    fn rating(&self, key: &RatingKey) -> Result<Option<Rating>> {
        SledStore::rating(self, key)
    }

    fn rated(&self) -> Result<Vec<GameId>> {
        SledStore::rated(self)
    }

    fn replace_ratings(
        &self,
        seen: &[GameId],
        order: &[GameId],
        ratings: &[(RatingKey, Rating)],
    ) -> Result<()> {
        SledStore::replace_ratings(self, seen, order, ratings)
    }

    fn ratings_built(&self) -> Result<bool> {
        SledStore::ratings_built(self)
    }
}

//! Bots that search (`normal`, `hard`) think off the command path: the command that hands them
//! the turn is written and answered at once; then a task per game takes a snapshot, thinks on a
//! blocking thread (at most one thinking bot per core but one, so humans' commands always find a
//! core), and applies its move under the chat's lock only if the game has not moved meanwhile.
//! Each move is written with its posts (the outbox) and pushed to the adapters, like a reminder, so
//! the moves arrive in order, after the human's answer. `easy` bots still move inline: a one-ply
//! look takes microseconds.

use std::collections::HashSet;
use std::sync::Mutex;

use kontor_engine::{BotLevel, GameRng, Seat};
use kontor_games::{AnyAction, AnyGame};
use kontor_storage::{GameId, GameRecord, GameStatus, StorageError};
use tokio::sync::Semaphore;

use crate::delivery::{Delivery, Outbound};
use crate::play::{apply_action, run_bots};
use crate::present::{Told, announce};
use crate::refusal::Refusal;
use crate::service::Service;
use crate::tx::Tx;

/// What the thinking bots share.
pub(crate) struct Thinking {
    /// Games with a thinking task.
    games: Mutex<HashSet<GameId>>,
    /// Turns at the cores.
    cores: Semaphore,
}

impl Thinking {
    pub(crate) fn new() -> Thinking {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Thinking { games: Mutex::new(HashSet::new()), cores: Semaphore::new(cores.saturating_sub(1).max(1)) }
    }

    fn games(&self) -> std::sync::MutexGuard<'_, HashSet<GameId>> {
        self.games.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The bot that must move now if it searches: its seat and level.
pub(crate) fn searching_bot(record: &GameRecord, game: &AnyGame) -> Option<(Seat, BotLevel)> {
    if record.status != GameStatus::Active {
        return None;
    }
    let (seat, info) = game.active_seats().into_iter().find_map(|s| {
        let info = record.seats.get(s.index())?;
        (info.bot || info.resigned).then_some((s, info))
    })?;
    (info.level != BotLevel::Easy).then_some((seat, info.level))
}

impl Service {
    /// Starts the game's thinking task when a searching bot must move and none thinks yet.
    pub(crate) fn think_if_waiting(&self, record: &GameRecord, game: &AnyGame) {
        if searching_bot(record, game).is_none() {
            return;
        }
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            tracing::warn!("game {}: a bot must move, but no runtime runs its thinking", record.id);
            return;
        };
        if !self.thinking().games().insert(record.id) {
            return;
        }
        let (service, id) = (self.clone(), record.id);
        runtime.spawn(async move {
            let seen = service.think_for(id).await;
            service.thinking().games().remove(&id);
            // A command may have handed a bot the turn while this task was ending; a game this
            // task gave up on (a failed decision) waits for its next change instead.
            if let (Ok(Some(record)), Ok(Some(game))) =
                (service.ctx().store.record(id), service.ctx().store.load_snapshot(id))
                && Some(record.version) != seen
            {
                service.think_if_waiting(&record, &game);
            }
        });
    }

    /// Moves the game's searching bots, one decision at a time, until a human must act; returns
    /// the version it saw last.
    async fn think_for(&self, id: GameId) -> Option<u64> {
        let store = &self.ctx().store;
        loop {
            let (Ok(Some(record)), Ok(Some(game))) = (store.record(id), store.load_snapshot(id)) else {
                return None;
            };
            let seen = Some(record.version);
            let Some((seat, level)) = searching_bot(&record, &game) else { return seen };
            let version = record.version;
            let mut rng = GameRng::for_move(record.seed, u64::from(record.actions));
            let iterations = self.config().bot_iterations;
            let decision = {
                let Ok(_core) = self.thinking().cores.acquire().await else { return seen };
                tokio::task::spawn_blocking(move || game.think(seat, level, iterations, &mut rng)).await
            };
            let action = match decision {
                Ok(Some(decision)) => decision.action,
                Ok(None) => return seen,
                Err(e) => {
                    tracing::error!("game {id}: a bot's thinking failed: {e}");
                    return seen;
                }
            };
            let moved = self.locked(&record.chat, move |service, lock| {
                let ctx = service.ctx();
                let mut tx = Tx::new(ctx, lock, ctx.chat_lang(lock.chat()));
                match apply_bot_move(&mut tx, id, version, seat, action) {
                    Ok(Some(out)) => match service.finish(tx, None, out) {
                        Ok(posts) => BotMove::Written(posts),
                        Err(e) => BotMove::NotWritten(e),
                    },
                    Ok(None) => BotMove::Stale,
                    Err(Refusal(why)) => BotMove::Refused(why),
                }
            });
            match moved.await {
                Some(BotMove::Written(posts)) => self.push(posts),
                // Another process moved the game, or the database failed: think again on what is
                // stored now.
                Some(BotMove::NotWritten(e)) => {
                    tracing::warn!("storage: {e}; the bot move in game {id} was not written");
                }
                // The game moved meanwhile (an undo, a time-out): think again on the new position.
                Some(BotMove::Stale) => {}
                Some(BotMove::Refused(why)) => {
                    tracing::warn!("game {id}: a bot move was refused: {why}");
                    return seen;
                }
                // Parked: the game waits for its next change (or the reminder task's next check).
                None => {
                    tracing::error!("game {id}: applying a bot's move panicked; nothing was written");
                    return seen;
                }
            }
        }
    }
}

/// What came of a bot's decided move.
enum BotMove {
    /// Written with its posts.
    Written(Vec<Outbound>),
    /// Decided on the game as it was, but not written.
    NotWritten(StorageError),
    /// The game moved while the bot thought.
    Stale,
    /// The rules refused it.
    Refused(String),
}

/// Applies a bot's move if the game is still at `version`, then lets `easy` bots that follow
/// move; returns the posts announcing it (the change recorded on `tx`), or `None` if the game
/// moved.
fn apply_bot_move(
    tx: &mut Tx,
    id: GameId,
    version: u64,
    seat: Seat,
    action: AnyAction,
) -> Result<Option<Vec<Delivery>>, Refusal> {
    let ctx = tx.ctx;
    let Some(mut record) = tx.read_record(id).map_err(|e| e.to_string())? else { return Ok(None) };
    let Some(mut game) = ctx.store.load_snapshot(id).map_err(|e| e.to_string())? else {
        return Ok(None);
    };
    if record.version != version || searching_bot(&record, &game).is_none_or(|(s, _)| s != seat) {
        return Ok(None);
    }
    let was = game.active_seats();
    let mut events = apply_action(tx, &mut record, &mut game, seat, action).map_err(|e| e.to_string())?;
    run_bots(tx, &mut record, &mut game, &mut events)?;
    Ok(Some(announce(tx, &mut record, &game, Told::when_turn_passes(&was, None), &events)))
}

//! Bots that search (`normal`, `hard`) think off the command path: the command that hands them
//! the turn is written and answered at once; then a task per game takes a snapshot, thinks on a
//! blocking thread, and applies its move under the chat's lock only if the game has not moved
//! meanwhile. Each move is written with its posts (the outbox) and pushed to the adapters, like a
//! reminder, so the moves arrive in order, after the human's answer. `easy` bots still move
//! inline: a one-ply look takes microseconds.
//!
//! The cores (all but one, so humans' commands always find a core) are shared fairly: each
//! decision waits for a turn charged to the game's owner (its creator, else its chat), and the
//! turns go round-robin between owners ([`fair`]). So one player's many bot tables delay another
//! table's bot by at most the one decision already thinking on each core.
//!
//! A human seat whose turn timed out under the `bot` policy is handed here too ([`StandIn`]): a
//! `normal` bot plays it, on the same cores, until its turn passes.

mod cores;
mod fair;

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};

use kontor_engine::{BotLevel, GameRng, Seat, Text};
use kontor_games::{AnyAction, AnyGame};
use kontor_storage::{ChatKey, GameId, GameRecord, GameStatus, StorageError, UserKey};

use self::cores::Cores;
use crate::delivery::{Delivery, Outbound};
use crate::play::{apply_action, run_bots};
use crate::present::{Told, announce};
use crate::refusal::Refusal;
use crate::service::Service;
use crate::tx::Tx;

/// Whom a bot decision is charged to when decisions share the cores.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Owner {
    /// The player who opened the game.
    User(UserKey),
    /// The game's chat, for a game stored before its creator was kept.
    Chat(ChatKey),
    /// Every decision alike: first come, first served (when fair sharing is turned off).
    Everyone,
}

impl Owner {
    fn of(record: &GameRecord, by_owner: bool) -> Owner {
        match &record.creator {
            _ if !by_owner => Owner::Everyone,
            Some(user) => Owner::User(user.clone()),
            None => Owner::Chat(record.chat.clone()),
        }
    }
}

/// A human seat whose turn timed out under the `bot` policy: a `normal` bot plays it while the
/// game stays as this module last saw it (`version`) and the seat must act.
///
/// It lives in memory only, and need not be stored: the time-out is derived from the stored
/// turn clock by the reminder task's check, and nothing is written until the bot's first move,
/// which carries the announcement (`intro`, told with the move's post) and restarts the clock.
/// If the process stops before that move, the reminder queue's lease brings the game back to the
/// check after the restart, which finds the time-out again and hands the seat over again. If it
/// stops between two steps of one turn, the player's clock has restarted with the first step: the
/// rest of the turn is theirs again, with a full time-out.
#[derive(Clone, Debug)]
pub(crate) struct StandIn {
    pub seat: Seat,
    pub version: u64,
    /// The time-out's announcement, until the bot's first move tells it.
    pub intro: Option<Text>,
}

/// What the thinking bots share.
pub(crate) struct Thinking {
    /// Games with a thinking task.
    games: Mutex<HashSet<GameId>>,
    /// Turns at the cores.
    cores: Cores<Owner>,
    /// Whether turns are shared between owners (else first come, first served).
    by_owner: bool,
    /// Timed-out seats a bot plays, by game.
    stand_ins: Mutex<HashMap<GameId, StandIn>>,
}

impl Thinking {
    pub(crate) fn new(by_owner: bool) -> Thinking {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Thinking {
            games: Mutex::new(HashSet::new()),
            cores: Cores::new(cores.saturating_sub(1).max(1)),
            by_owner,
            stand_ins: Mutex::new(HashMap::new()),
        }
    }

    /// Whether some game has a thinking task.
    pub(crate) fn busy(&self) -> bool {
        !self.games().is_empty()
    }

    fn games(&self) -> MutexGuard<'_, HashSet<GameId>> {
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn stand_ins(&self) -> MutexGuard<'_, HashMap<GameId, StandIn>> {
        self.stand_ins.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The game's stand-in if it still plays: the game is as it saw it and the seat must act.
    /// One that no longer plays is forgotten.
    fn stand_in(&self, record: &GameRecord, game: &AnyGame) -> Option<StandIn> {
        let mut stand_ins = self.stand_ins();
        let stand_in = stand_ins.get(&record.id)?;
        let plays = record.status == GameStatus::Active
            && stand_in.version == record.version
            && game.active_seats().contains(&stand_in.seat);
        if plays {
            return Some(stand_in.clone());
        }
        stand_ins.remove(&record.id);
        None
    }

    /// Notes the stand-in's move, written as `version`: it plays on if its seat must still act.
    fn stand_in_moved(&self, id: GameId, version: u64) {
        if let Some(stand_in) = self.stand_ins().get_mut(&id) {
            stand_in.version = version;
            stand_in.intro = None;
        }
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

/// Who thinks next in a game.
struct Mover {
    seat: Seat,
    level: BotLevel,
    /// A timed-out seat's announcement, told with this move.
    intro: Option<Text>,
    /// Whether a bot stands in for a timed-out human.
    stands_in: bool,
}

impl Service {
    /// The bot that thinks next in the game: a timed-out seat's stand-in, else a searching bot.
    fn mover(&self, record: &GameRecord, game: &AnyGame) -> Option<Mover> {
        if let Some(s) = self.thinking().stand_in(record, game) {
            return Some(Mover { seat: s.seat, level: BotLevel::Normal, intro: s.intro, stands_in: true });
        }
        let (seat, level) = searching_bot(record, game)?;
        Some(Mover { seat, level, intro: None, stands_in: false })
    }

    /// Hands a timed-out human seat to a `normal` bot for the rest of its turn (see
    /// [`StandIn`]); `intro` is told with the bot's first move. A seat handed over already keeps
    /// its announcement.
    pub(crate) fn stand_in(&self, record: &GameRecord, game: &AnyGame, seat: Seat, intro: Text) {
        {
            let mut stand_ins = self.thinking().stand_ins();
            let known =
                stand_ins.get(&record.id).is_some_and(|s| s.seat == seat && s.version == record.version);
            if !known {
                let stand_in = StandIn { seat, version: record.version, intro: Some(intro) };
                stand_ins.insert(record.id, stand_in);
            }
        }
        self.think_if_waiting(record, game);
    }

    /// Starts the game's thinking task when a bot must think and none thinks yet.
    pub(crate) fn think_if_waiting(&self, record: &GameRecord, game: &AnyGame) {
        if self.mover(record, game).is_none() {
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

    /// Moves the game's thinking bots, one decision at a time, until a human must act; returns
    /// the version it saw last.
    async fn think_for(&self, id: GameId) -> Option<u64> {
        let store = &self.ctx().store;
        loop {
            let (Ok(Some(record)), Ok(Some(game))) = (store.record(id), store.load_snapshot(id)) else {
                return None;
            };
            let seen = Some(record.version);
            let Some(mover) = self.mover(&record, &game) else { return seen };
            let action = match self.decide(&record, game, &mover).await {
                Ok(Some(action)) => action,
                Ok(None) => return seen,
                Err(e) => {
                    tracing::error!("game {id}: a bot's thinking failed: {e}");
                    return seen;
                }
            };
            if !self.write_bot_move(&record, mover, action).await {
                return seen;
            }
        }
    }

    /// The mover's decision on `game`, thought on a blocking thread once the game's owner has a
    /// turn at a core.
    async fn decide(
        &self,
        record: &GameRecord,
        game: AnyGame,
        mover: &Mover,
    ) -> Result<Option<AnyAction>, tokio::task::JoinError> {
        let mut rng = GameRng::for_move(record.seed, u64::from(record.actions));
        let (seat, level, iterations) = (mover.seat, mover.level, self.config().bot_iterations);
        let thinking = self.thinking();
        let _core = thinking.cores.turn(Owner::of(record, thinking.by_owner)).await;
        let decided = tokio::task::spawn_blocking(move || {
            let started = std::time::Instant::now();
            game.think(seat, level, iterations, &mut rng, || started.elapsed())
        });
        Ok(decided.await?.map(|decision| decision.action))
    }

    /// Applies and writes a decided move under the chat's lock, and pushes its posts; whether
    /// the bots think on (the move was written, or the game moved meanwhile).
    async fn write_bot_move(&self, record: &GameRecord, mover: Mover, action: AnyAction) -> bool {
        let (id, version) = (record.id, record.version);
        let moved = self.locked(&record.chat, move |service, lock| {
            let ctx = service.ctx();
            let mut tx = Tx::new(ctx, lock, ctx.chat_lang(lock.chat()));
            let stands_in = mover.stands_in;
            match apply_bot_move(&mut tx, id, version, mover, action) {
                Ok(Some((out, written))) => {
                    if stands_in {
                        service.thinking().stand_in_moved(id, written);
                    }
                    match service.finish(tx, None, out, None) {
                        Ok(posts) => BotMove::Written(posts),
                        Err(e) => BotMove::NotWritten(e),
                    }
                }
                Ok(None) => BotMove::Stale,
                Err(Refusal(_)) => BotMove::Refused,
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
            // The refusal's text may name a card of the bot's hand: not logged.
            Some(BotMove::Refused) => {
                tracing::warn!("game {id}: the rules refused a bot's move; it was not written");
                return false;
            }
            // Parked: the game waits for its next change (or the reminder task's next check).
            None => {
                tracing::error!("game {id}: applying a bot's move panicked; nothing was written");
                return false;
            }
        }
        true
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
    Refused,
}

/// Applies a bot's move if the game is still at `version` and the mover's seat must act, then
/// lets `easy` bots that follow move; returns the posts announcing it and the version it leaves
/// (the change recorded on `tx`), or `None` if the game moved.
fn apply_bot_move(
    tx: &mut Tx,
    id: GameId,
    version: u64,
    mover: Mover,
    action: AnyAction,
) -> Result<Option<(Vec<Delivery>, u64)>, Refusal> {
    let ctx = tx.ctx;
    let Some(mut record) = tx.read_record(id).map_err(|e| e.to_string())? else { return Ok(None) };
    let Some(mut game) = ctx.store.load_snapshot(id).map_err(|e| e.to_string())? else {
        return Ok(None);
    };
    let seat = mover.seat;
    let still = if mover.stands_in {
        record.status == GameStatus::Active && game.active_seats().contains(&seat)
    } else {
        searching_bot(&record, &game).is_some_and(|(s, _)| s == seat)
    };
    if record.version != version || !still {
        return Ok(None);
    }
    let was = game.active_seats();
    if let Some(intro) = mover.intro {
        record.untold.push((record.actions.saturating_add(1), intro));
    }
    let mut events = apply_action(tx, &mut record, &mut game, seat, action).map_err(|e| e.to_string())?;
    run_bots(tx, &mut record, &mut game, &mut events)?;
    let posts = announce(tx, &mut record, &game, Told::when_turn_passes(&was, None), &events);
    Ok(Some((posts, record.version)))
}

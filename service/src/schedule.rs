//! The reminder queue's entries: every game has at most one, the earliest moment something may
//! need doing there (a reminder or a time-out of one of the seats that must act, or at once when a
//! bot must move). Each write of a game replaces its entry.

use kontor_engine::Seat;
use kontor_games::AnyGame;
use kontor_storage::{GameRecord, GameStatus, UserProfile};

use crate::ctx::Ctx;
use crate::limits::bounded;

/// When one seat needs attention: its next reminder and its time-out deadline. Both use the
/// game's settings within their bounds ([`bounded`]) and saturate: no setting or stored time
/// makes them wrap into the past.
pub(crate) struct SeatClock {
    pub reminder_ms: u64,
    pub deadline_ms: Option<u64>,
}

impl SeatClock {
    /// The seat's clock; its reminder waits, besides for the player's absence and quiet hours,
    /// until the chat's reminder budget allows one.
    pub(crate) fn of(ctx: &Ctx, record: &GameRecord, seat: Seat, profile: &UserProfile) -> SeatClock {
        let s = seat.index();
        let started = record.turn_started_ms;
        let paused =
            record.paused_ms.get(s).copied().unwrap_or(0).saturating_add(profile.away_after(started));
        let settings = bounded(record.reminders);
        let mut reminder_ms = match record.reminded_ms.get(s).copied().unwrap_or(0) {
            0 => started.saturating_add(settings.first_ms),
            last => last.saturating_add(settings.repeat_ms),
        };
        if let Some(until) = profile.away_until_ms.filter(|_| profile.is_away(reminder_ms)) {
            reminder_ms = until;
        }
        if let Some(end) = profile.quiet_until(reminder_ms) {
            reminder_ms = end;
        }
        let reminder_ms = ctx.reminder_budget.free_at(&record.chat, reminder_ms);
        let deadline_ms =
            settings.timeout.map(|(_, after)| started.saturating_add(paused).saturating_add(after));
        SeatClock { reminder_ms, deadline_ms }
    }

    fn next(&self) -> u64 {
        self.deadline_ms.map_or(self.reminder_ms, |d| d.min(self.reminder_ms))
    }
}

/// The human seats that must act now.
pub(crate) fn waiting_humans(record: &GameRecord, game: &AnyGame) -> Vec<Seat> {
    game.active_seats()
        .into_iter()
        .filter(|s| record.seats.get(s.index()).is_some_and(|i| !i.bot && !i.resigned))
        .collect()
}

/// Whether a bot (or a resigned seat, which a bot plays) must act now.
pub(crate) fn bot_to_move(record: &GameRecord, game: &AnyGame) -> bool {
    game.active_seats().iter().any(|s| record.seats.get(s.index()).is_some_and(|i| i.bot || i.resigned))
}

/// After a write: the game's next reminder check, from its snapshot (loaded if the change
/// carried none).
pub(crate) fn schedule_after(ctx: &Ctx, record: &GameRecord, game: Option<&AnyGame>) {
    let loaded;
    let game = match game {
        Some(game) => Some(game),
        None if record.status == GameStatus::Active => {
            loaded = ctx.store.load_snapshot(record.id).ok().flatten();
            loaded.as_ref()
        }
        None => None,
    };
    schedule_next(ctx, record, game);
}

/// Replaces the game's queue entry by its next due time (none once it is not active). A game
/// in which a bot must move is due at once: the reminder task moves it.
pub(crate) fn schedule_next(ctx: &Ctx, record: &GameRecord, game: Option<&AnyGame>) {
    let store = &ctx.store;
    if let Err(e) = store.unschedule(record.id) {
        tracing::warn!("reminder queue: {e}");
    }
    if record.status == GameStatus::Lobby {
        // A lobby's one deadline: it closes itself once idle that long.
        schedule_at(ctx, record, record.updated_ms.saturating_add(crate::limits::LOBBY_IDLE_MS));
        return;
    }
    let Some(game) = game.filter(|_| record.status == GameStatus::Active) else { return };
    let bots_due = bot_to_move(record, game).then(|| ctx.now_ms());
    let due = waiting_humans(record, game)
        .into_iter()
        .filter_map(|seat| {
            let profile = store.profile(&record.seats[seat.index()].user).ok()?;
            Some(SeatClock::of(ctx, record, seat, &profile).next())
        })
        .chain(bots_due)
        .min();
    if let Some(due) = due {
        schedule_at(ctx, record, due);
    }
}

/// Puts the game's (already cleared) queue entry at `due`.
fn schedule_at(ctx: &Ctx, record: &GameRecord, due: u64) {
    match ctx.store.schedule(record.id, due) {
        Ok(()) => ctx.queue.scheduled(due),
        Err(e) => tracing::warn!("reminder queue: {e}"),
    }
}

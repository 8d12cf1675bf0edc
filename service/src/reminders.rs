//! Reminders and time control: a durable queue in sled keyed by due time, a task that sleeps until
//! the next entry, reminders with escalating wording, quiet hours, absences, and the time-out policy.
//!
//! Every game has at most one queue entry: the earliest moment something may need doing (a
//! reminder or a time-out of one of the seats that must act). Processing an entry decides afresh
//! from the record, so a stale or duplicated entry does nothing.

use kontor_engine::{Seat, Text, text};
use kontor_games::AnyGame;
use kontor_storage::{
    Change, DELIVERY_RETENTION_MS, GameId, GameRecord, GameStatus, HOUR_MS, RemindBy, TimeoutPolicy,
    UserProfile,
};

use crate::ctx::Ctx;
use crate::delivery::{Delivery, Outbound};
use crate::i18n::{Lang, duration, names_of, t};
use crate::limits::bounded;
use crate::play::run_bots;
use crate::present::{Told, announce};
use crate::refusal::Refusal;
use crate::schedule::{SeatClock, bot_to_move, schedule_next, waiting_humans};
use crate::service::{Service, blocking};
use crate::tx::Tx;

/// The reminder task wakes at least this often (to record that it is alive), and at least once a
/// storage lease: entries another process schedules, or leaves behind when it stops, are not rung
/// in this one, so it looks at the shared queue again within a lease.
const HEARTBEAT_MS: u64 = 60_000;
/// A gap since the last heartbeat longer than this counts as downtime.
const DOWNTIME_GRACE_MS: u64 = 2 * HEARTBEAT_MS;
/// The reminder task forgets old delivery ids this often (and at its start).
const PRUNE_EVERY_MS: u64 = HOUR_MS;
/// A game whose reminder check panicked is checked again after this long.
pub const PARK_MS: u64 = HOUR_MS;
/// A reminder task that died of a panic starts again after this long.
const RESTART_MS: u64 = 1_000;

/// A task that is aborted when its handle is dropped.
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl Service {
    /// Handles every queue entry that is due now; the posts are returned (the reminder task
    /// pushes them to the adapters), already in the outbox.
    pub async fn process_due(&self) -> Vec<Outbound> {
        let claimed = blocking(&"reminder queue", || self.ctx().store.claim_due(self.now_ms()));
        let games = match claimed {
            Some(Ok(games)) => games,
            Some(Err(e)) => {
                tracing::error!("reminder queue: {e}");
                return Vec::new();
            }
            None => return Vec::new(),
        };
        let mut out = Vec::new();
        for id in games {
            out.extend(self.check_game(id).await);
        }
        out
    }

    /// Moves the bots of a game that waits on them, or reminds or times out its waiting seats;
    /// then schedules its next check. Everything it changes and posts is written at once. A panic
    /// in this work is caught: it is logged with the game's number and the game is parked (checked
    /// again after [`PARK_MS`]), and the other games go on.
    async fn check_game(&self, id: GameId) -> Vec<Outbound> {
        let Ok(Some(record)) = self.ctx().store.record(id) else { return Vec::new() };
        let checked = self.locked(&record.chat, move |service, lock| {
            let ctx = service.ctx();
            let mut tx = Tx::new(ctx, lock, ctx.chat_lang(lock.chat()));
            let posts = match check(&mut tx, id) {
                Ok(Due::Posts(posts)) => posts,
                Ok(Due::BotThinks(waiting)) => {
                    // Its bot thinks off this path, and writes (and schedules) the game once it moved.
                    service.think_if_waiting(&waiting.0, &waiting.1);
                    return Vec::new();
                }
                Ok(Due::StandIn(timed_out)) => {
                    // Nothing is written here: the bot's move carries the announcement.
                    let (record, game, seat, intro) = *timed_out;
                    service.stand_in(&record, &game, seat, intro);
                    return Vec::new();
                }
                // The refusal's text is not logged: a rule's refusal of a seat's move may name a
                // card of its hand.
                Err(Refusal(_)) => {
                    tracing::warn!("the reminder check of game {id} was refused; nothing was written");
                    Vec::new()
                }
            };
            service.finish(tx, None, posts, None).unwrap_or_else(|e| {
                tracing::warn!("storage: {e}; the reminder check of game {id} was not written");
                Vec::new()
            })
        });
        checked.await.unwrap_or_else(|| {
            self.park(id);
            Vec::new()
        })
    }

    /// Puts a game whose check panicked out of the way for [`PARK_MS`].
    fn park(&self, id: GameId) {
        let until = self.now_ms().saturating_add(PARK_MS);
        tracing::error!("game {id}: its reminder check panicked; parked for {}", duration(Lang::En, PARK_MS));
        let store = &self.ctx().store;
        if let Err(e) = store.unschedule(id).and_then(|()| store.schedule(id, until)) {
            tracing::warn!("reminder queue: parking game {id}: {e}");
        }
    }
}

/// What a due game needs.
enum Due {
    /// Reminders, a time-out or `easy` bot moves, with the changes recorded on the [`Tx`].
    Posts(Vec<Delivery>),
    /// A searching bot must move: it thinks off the reminder task.
    BotThinks(Box<(GameRecord, AnyGame)>),
    /// A human seat timed out under the `bot` policy: a bot plays its turn off the reminder task,
    /// and its first move tells the channel (the text).
    StandIn(Box<(GameRecord, AnyGame, Seat, Text)>),
}

/// Decides what a due game needs now, from its stored record.
fn check(tx: &mut Tx, id: GameId) -> Result<Due, Refusal> {
    #[cfg(test)]
    tests::panic_if_chosen(id);
    let ctx = tx.ctx;
    let Some(mut record) = tx.read_record(id).map_err(|e| e.to_string())? else {
        let _ = ctx.store.unschedule(id);
        return Ok(Due::Posts(vec![]));
    };
    if record.status == GameStatus::Lobby {
        return Ok(Due::Posts(crate::lobby::close_if_idle(tx, record)));
    }
    let game = ctx.store.load_snapshot(id).map_err(|e| e.to_string())?;
    let Some(mut game) = game.filter(|_| record.status == GameStatus::Active) else {
        let _ = ctx.store.unschedule(id);
        return Ok(Due::Posts(vec![]));
    };
    if bot_to_move(&record, &game) {
        if crate::thinking::searching_bot(&record, &game).is_some() {
            return Ok(Due::BotThinks(Box::new((record, game))));
        }
        // A game left waiting on a bot (its move failed, or it was stored by an older Kontor).
        let mut events = Vec::new();
        let was = game.active_seats();
        run_bots(tx, &mut record, &mut game, &mut events)?;
        return Ok(Due::Posts(announce(tx, &mut record, &game, Told::when_turn_passes(&was, None), &events)));
    }
    let now = tx.now_ms;
    let mut out = Vec::new();
    let waiting = waiting_humans(&record, &game);
    // Per-seat lists of a record stored with too few entries get them (its reminders start over).
    let seats = record.seats.len();
    for list in [&mut record.reminded_ms, &mut record.paused_ms] {
        list.resize(seats, 0);
    }
    record.reminder_count.resize(seats, 0);
    for &seat in &waiting {
        let profile = ctx.store.profile(&record.seats[seat.index()].user).map_err(|e| e.to_string())?;
        let clock = SeatClock::of(ctx, &record, seat, &profile);
        if clock.deadline_ms.is_some_and(|d| now >= d) && !profile.is_away(now) {
            return time_out(tx, record, game, seat);
        }
        let free = !profile.is_away(now) && profile.quiet_until(now).is_none();
        if now >= clock.reminder_ms && free && ctx.reminder_budget.take(&record.chat, now) {
            out.push(reminder(ctx, &record, &waiting, seat, &profile, now));
            record.reminded_ms[seat.index()] = now;
            let count = &mut record.reminder_count[seat.index()];
            *count = count.saturating_add(1);
        }
    }
    if out.is_empty() {
        schedule_next(ctx, &record, Some(&game));
    } else {
        // Reminder bookkeeping keeps the version: buttons stay valid.
        tx.stage(&record, Some(&game), Change::Record);
    }
    Ok(Due::Posts(out))
}

/// The reminder for one seat, in the channel (in its language) or privately (in the player's),
/// as the player chose.
fn reminder(
    ctx: &Ctx,
    record: &GameRecord,
    waiting: &[Seat],
    seat: Seat,
    profile: &UserProfile,
    now: u64,
) -> Delivery {
    let info = &record.seats[seat.index()];
    let l = match profile.remind_by {
        RemindBy::Channel => ctx.chat_lang(&record.chat),
        RemindBy::Private => ctx.user_lang(&info.user, &record.chat),
    };
    let text = reminder_text(l, record, waiting, seat, now);
    match profile.remind_by {
        RemindBy::Channel => Delivery::Channel {
            chat: record.chat.clone(),
            text,
            image: None,
            choices: vec![],
            mentions: vec![info.user.clone()],
            page: None,
        },
        RemindBy::Private => Delivery::private(&info.user, text),
    }
}

/// Applies the time-out policy to a stalled seat, exactly once (the turn clock restarts with the
/// seat's next move). Under the `bot` policy the seat is handed to the thinking bots
/// ([`crate::thinking::StandIn`]): their search runs off the reminder task, and nothing is written
/// here, so a restart before the bot's move finds the time-out again.
fn time_out(tx: &mut Tx, mut record: GameRecord, mut game: AnyGame, seat: Seat) -> Result<Due, Refusal> {
    let ctx = tx.ctx;
    let Some((policy, after)) = bounded(record.reminders).timeout else { return Ok(Due::Posts(vec![])) };
    let name = record.seats[seat.index()].name.clone();
    let c = ctx.chat_lang(&record.chat);
    let d = duration(c, after);
    match policy {
        TimeoutPolicy::Resign => {
            record.seats[seat.index()].resigned = true;
            record.seats[seat.index()].level = kontor_engine::BotLevel::Normal;
            tx.commit(&mut record, Some(&game), Change::Record);
            let mut events = Vec::new();
            run_bots(tx, &mut record, &mut game, &mut events)?;
            let intro = t!(c, "tables-timed-out-resigns", name = &name, d = &d);
            Ok(Due::Posts(announce(tx, &mut record, &game, Told::now(Some(intro)), &events)))
        }
        TimeoutPolicy::Bot => {
            let intro = text!("tables-timed-out-bot-played", name = name, d = d);
            Ok(Due::StandIn(Box::new((record, game, seat, intro))))
        }
    }
}

impl Service {
    /// After a restart: time-outs are extended by the downtime (reminders that fell due meanwhile
    /// go out once, as their queue entries are simply late).
    pub fn recover_downtime(&self) {
        let now = self.now_ms();
        let store = &self.ctx().store;
        let downtime = match store.last_alive() {
            Ok(Some(last)) if now > last.saturating_add(DOWNTIME_GRACE_MS) => now - last,
            _ => 0,
        };
        if downtime > 0 {
            tracing::info!("Kontor was down for {}; extending time-outs", duration(Lang::En, downtime));
            let records: Vec<GameRecord> = store
                .records()
                .unwrap_or_else(|e| {
                    tracing::warn!("reading the games to extend their time-outs: {e}");
                    Vec::new()
                })
                .into_iter()
                .filter(|r| r.status == GameStatus::Active)
                .collect();
            for mut record in records {
                let n = record.seats.len();
                record.paused_ms.resize(n, 0);
                for paused in &mut record.paused_ms {
                    *paused = paused.saturating_add(downtime);
                }
                if let Err(e) = store.commit(&record, None, Change::Record, None) {
                    tracing::warn!("extending game {}: {e}", record.id);
                }
                let game = store.load_snapshot(record.id).ok().flatten();
                schedule_next(self.ctx(), &record, game.as_ref());
            }
        }
        let _ = store.set_alive(now);
    }

    /// The reminder task: sleeps until the next due entry (waking at least every minute to record
    /// that it is alive, and at once when an earlier entry is scheduled in this process),
    /// processes it and pushes the deliveries to every subscribed adapter. A panic in one game's
    /// check parks that game; should the task itself die of one, it is started again after
    /// [`RESTART_MS`].
    pub async fn run_reminders(self) {
        loop {
            // Stopping this task (an abort, the runtime's end) stops the loop with it.
            let mut task = AbortOnDrop(tokio::spawn(self.clone().reminder_loop()));
            match (&mut task.0).await {
                Err(e) if e.is_panic() => {
                    tracing::error!("the reminder task failed; it starts again in {RESTART_MS} ms");
                    tokio::time::sleep(std::time::Duration::from_millis(RESTART_MS)).await;
                }
                // Cancelled (the runtime stops) or ended.
                _ => return,
            }
        }
    }

    /// The reminder task's loop, which never ends by itself.
    async fn reminder_loop(self) {
        #[cfg(test)]
        tests::panic_task_if_chosen();
        self.recover_downtime();
        let mut next_prune = 0;
        loop {
            let out = self.process_due().await;
            self.push(out);
            let now = self.now_ms();
            if now >= next_prune {
                self.prune_deliveries();
                next_prune = now.saturating_add(PRUNE_EVERY_MS);
            }
            let _ = self.ctx().store.set_alive(now);
            let next = self.ctx().store.next_due().ok().flatten();
            let heartbeat = HEARTBEAT_MS.min(self.ctx().store.lease_ms());
            let wait = next.map_or(heartbeat, |due| due.saturating_sub(now)).clamp(1, heartbeat);
            self.ctx().queue.sleep(now.saturating_add(wait), wait).await;
        }
    }
}

impl Service {
    /// Forgets processed delivery ids older than [`DELIVERY_RETENTION_MS`] (7 days: longer than
    /// any platform redelivers).
    pub fn prune_deliveries(&self) {
        let before = self.now_ms().saturating_sub(DELIVERY_RETENTION_MS);
        match self.ctx().store.prune_deliveries(before) {
            Ok(0) => {}
            Ok(n) => tracing::info!("forgot {n} processed delivery ids older than 7 days"),
            Err(e) => tracing::warn!("pruning delivery ids: {e}"),
        }
    }
}

/// The wording escalates: first reminder, "still waiting", then numbered.
fn reminder_text(l: Lang, record: &GameRecord, waiting: &[Seat], seat: Seat, now: u64) -> String {
    let name = &record.seats[seat.index()].name;
    let waited = duration(l, now.saturating_sub(record.turn_started_ms));
    let count = record.reminder_count.get(seat.index()).copied().unwrap_or(0);
    let (title, id) = (record.kind.title_text(), record.id);
    let mut parts = vec![match count {
        0 => t!(l, "tables-reminder-first", name = name, title = title, id = id, waited = waited),
        1 => t!(l, "tables-reminder-second", name = name, title = title, id = id, waited = waited),
        n => t!(
            l,
            "tables-reminder-later",
            number = n.saturating_add(1),
            name = name,
            title = title,
            id = id,
            waited = waited
        ),
    }];
    if waiting.len() == 1 && record.seats.len() > 1 {
        parts.push(t!(l, "tables-reminder-last-one"));
    } else if waiting.len() > 1 {
        let rest: Vec<Seat> = waiting.iter().copied().filter(|s| *s != seat).collect();
        parts.push(t!(l, "tables-reminder-also-waiting", names = names_of(l, record, &rest)));
    }
    if count >= 1
        && let Some((policy, after)) = bounded(record.reminders).timeout
    {
        let d = duration(l, after);
        parts.push(match policy {
            TimeoutPolicy::Bot => t!(l, "tables-reminder-timeout-bot", d = d),
            TimeoutPolicy::Resign => t!(l, "tables-reminder-timeout-resign", d = d),
        });
    }
    parts.push(t!(l, "tables-reminder-help"));
    parts.join(" ")
}

#[cfg(test)]
mod tests;

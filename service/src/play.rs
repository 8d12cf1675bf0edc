//! Moves: `/play`, `/undo`, `/resign`, and the bot seats that answer on their own.

use kontor_engine::{Audience, BotLevel, Event, GameRng, Seat, Text, text};
use kontor_games::{ActionError, AnyAction, AnyGame};
use kontor_storage::{Change, GameRecord, GameStatus, LoggedAction};

use kontor_engine::Localized;

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::{Lang, names_of, say, t};
use crate::present::{Told, announce};
use crate::refusal::{Refusal, Reply, game_missing, not_your_turn, running, storage_trouble};
use crate::tx::Tx;

/// Most bot moves in a row before the service stops to let the table breathe.
const BOT_MOVE_LIMIT: usize = 2_000;

/// `/play <move>`: applies one move of the caller's seat.
pub(crate) fn play(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let l = tx.lang;
    let table = tx.table()?;
    let mut record = table.record;
    let mut game = running(l, &record, table.game)?;
    let seat = acting_seat(cmd, l, &record)?;
    if args.is_empty() {
        return Err(t!(l, "play-which-move").into());
    }
    let active = game.active_seats();
    if !active.contains(&seat) {
        return Err(not_your_turn(l, &record, &active));
    }
    let names = record.names();
    let action = game.parse_action(seat, played(args)).map_err(|e| {
        let reason = say(l, &e.text(), &names);
        let reason = reason.trim_end_matches('.');
        t!(l, "play-refused-notation", reason = reason)
    })?;
    let mut events = apply_action(tx, &mut record, &mut game, seat, action).map_err(|e| {
        let reason = say(l, &e.text(), &names);
        t!(l, "play-refused", reason = reason)
    })?;
    run_bots(tx, &mut record, &mut game, &mut events)?;
    Ok(announce(tx, &mut record, &game, Told::when_turn_passes(&active, None), &events))
}

/// The move of a `/play` line: a pasted `/play /play x` (or `play x`) plays `x`.
fn played(args: &str) -> &str {
    let mut rest = args.trim();
    while let Some(inner) = rest.strip_prefix("/play").or_else(|| rest.strip_prefix("play ")) {
        if !(inner.is_empty() || inner.starts_with(char::is_whitespace)) {
            break;
        }
        rest = inner.trim_start();
    }
    rest
}

/// `/undo`: takes back the caller's last move if nobody has moved since and it revealed nothing.
pub(crate) fn undo(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let table = tx.table()?;
    let mut record = table.record;
    let game = running(l, &record, table.game)?;
    let seat = acting_seat(cmd, l, &record)?;
    let stored =
        ctx.store.load(record.id).map_err(|e| storage_trouble(l, &e))?.ok_or_else(|| game_missing(l))?;
    let Some(last) = stored.actions.last() else {
        return Err(t!(l, "play-undo-nothing").into());
    };
    if last.seat != seat {
        let who = names_of(l, &record, &[last.seat]);
        return Err(t!(l, "play-undo-not-yours", who = who).into());
    }
    let log: Vec<(Seat, AnyAction)> =
        stored.actions[..stored.actions.len() - 1].iter().map(|a| (a.seat, a.action.clone())).collect();
    let before = AnyGame::replay(record.kind, &record.options, record.seats.len(), record.seed, &log)
        .map_err(|e| t!(l, "play-undo-rebuild-failed", error = e.to_string()))?;
    if before.reveal_count() != game.reveal_count() {
        return Err(t!(l, "play-undo-revealed").into());
    }
    let text = before.format_action(&last.action);
    let old_len = record.actions;
    record.actions -= 1;
    record.restart_turn_clock(tx.now_ms);
    record.untold.retain(|(n, _)| *n <= record.actions);
    tx.commit(&mut record, Some(&before), Change::Truncate { old_len });
    let who = &cmd.user_name;
    let intro = t!(ctx.chat_lang(&cmd.chat), "play-undo-done", who = who, notation = text);
    let was = game.active_seats();
    Ok(announce(tx, &mut record, &before, Told::when_turn_passes(&was, Some(intro)), &[]))
}

/// `/resign`: a bot plays the caller's seat from now on; with no human left the game closes.
pub(crate) fn resign(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let table = tx.table()?;
    let mut record = table.record;
    let mut game = running(l, &record, table.game)?;
    let seat = acting_seat(cmd, l, &record)?;
    record.seats[seat.index()].resigned = true;
    record.seats[seat.index()].level = BotLevel::Normal;
    let (c, who) = (ctx.chat_lang(&cmd.chat), &cmd.user_name);
    if record.seats.iter().all(|s| s.bot || s.resigned) {
        record.status = GameStatus::Abandoned;
        tx.commit(&mut record, Some(&game), Change::Record);
        return Ok(vec![Delivery::channel(&cmd.chat, t!(c, "play-resign-closed", who = who))]);
    }
    tx.commit(&mut record, Some(&game), Change::Record);
    let mut events = Vec::new();
    run_bots(tx, &mut record, &mut game, &mut events)?;
    let intro = t!(c, "play-resign-bot", who = who);
    Ok(announce(tx, &mut record, &game, Told::now(Some(intro)), &events))
}

/// The caller's seat in a running game, refusing spectators and resigned players.
fn acting_seat(cmd: &Command, l: Lang, record: &GameRecord) -> Result<Seat, Refusal> {
    let seat = record.seat_of(&cmd.user).ok_or_else(|| t!(l, "play-no-seat-spectator"))?;
    if record.seats[seat.index()].resigned {
        return Err(t!(l, "play-resigned-already").into());
    }
    Ok(seat)
}

/// Applies one action of `seat` and appends it to the log, with the game's new status and what
/// the channel is to be told of it; returns its events, or why the rules refused it (nothing
/// changed then).
pub(crate) fn apply_action(
    tx: &mut Tx,
    record: &mut GameRecord,
    game: &mut AnyGame,
    seat: Seat,
    action: AnyAction,
) -> Result<Vec<Event>, ActionError> {
    let notation = game.format_action(&action);
    let owner = game.turn_owner();
    let events = game.apply(seat, &action)?;
    tx.note_turn(owner, game.turn_owner());
    let now = tx.now_ms;
    record.actions += 1;
    record.restart_turn_clock(now);
    if game.is_over() {
        record.status = GameStatus::Finished;
    }
    let public: Vec<Text> =
        events.iter().filter(|e| e.audience == Audience::Everyone).map(|e| e.text.clone()).collect();
    let told = if public.is_empty() {
        vec![text!("play-log-plays", who = seat, notation = Text::plain(notation))]
    } else {
        public
    };
    record.untold.extend(told.into_iter().map(|t| (record.actions, t)));
    let logged = LoggedAction { seat, action, time_ms: now };
    tx.commit(record, Some(game), Change::Append(&logged));
    Ok(events)
}

/// The move of a bot of `level` for `seat`, within the level's budget (or the configured
/// iteration cap).
pub(crate) fn bot_decision(
    ctx: &Ctx,
    game: &AnyGame,
    seat: Seat,
    level: BotLevel,
    rng: &mut GameRng,
) -> Option<AnyAction> {
    let started = std::time::Instant::now();
    game.think(seat, level, ctx.config.bot_iterations, rng, || started.elapsed()).map(|d| d.action)
}

/// Lets bot and resigned seats move while it is their turn, as long as they are `easy` bots
/// (a one-ply look, microseconds). A bot that searches (`normal`, `hard`) thinks off the
/// command path once the command is written (the `thinking` module).
pub(crate) fn run_bots(
    tx: &mut Tx,
    record: &mut GameRecord,
    game: &mut AnyGame,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    let ctx = tx.ctx;
    for _ in 0..BOT_MOVE_LIMIT {
        let Some(seat) = game.active_seats().into_iter().find(|s| {
            let info = &record.seats[s.index()];
            info.bot || info.resigned
        }) else {
            return Ok(());
        };
        let level = record.seats[seat.index()].level;
        if level != BotLevel::Easy {
            return Ok(());
        }
        let mut rng = GameRng::for_move(record.seed, u64::from(record.actions));
        let Some(action) = bot_decision(ctx, game, seat, level, &mut rng) else { return Ok(()) };
        let more = apply_action(tx, record, game, seat, action).map_err(|e| {
            let c = ctx.chat_lang(&record.chat);
            t!(c, "play-bot-move-failed", error = say(c, &e.text(), &record.names()))
        })?;
        events.extend(more);
    }
    Ok(())
}

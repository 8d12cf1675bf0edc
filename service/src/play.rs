//! Moves: `/play`, `/undo`, `/resign`, and the bot seats that answer on their own.

use kontor_engine::{Event, GameRng, Seat};
use kontor_games::{AnyAction, AnyGame};
use kontor_storage::{Change, GameRecord, GameStatus, LoggedAction};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::present::{fill, names_of};
use crate::service::{Refusal, Reply, Service, storage_trouble};

/// Most bot moves in a row before the service stops to let the table breathe.
const BOT_MOVE_LIMIT: usize = 2_000;

impl Service {
    /// `/play <move>`: applies one move of the caller's seat.
    pub(crate) fn play(&self, cmd: &Command, args: &str) -> Reply {
        let table = self.table(&cmd.chat)?;
        let mut record = table.record;
        let mut game = running(&record, table.game)?;
        let seat = self.acting_seat(cmd, &record)?;
        if args.is_empty() {
            return Err("Which move? `/play <move>`; `/moves` lists yours.".into());
        }
        let active = game.active_seats();
        if !active.contains(&seat) {
            return Err(format!("It is not your turn: {} must act now.", names_of(&record, &active)).into());
        }
        let names = record.names();
        let action = game
            .parse_action(seat, args)
            .map_err(|e| format!("{}. `/moves` lists your moves.", fill(&e.to_string(), &names)))?;
        let mut events = game.apply(seat, &action).map_err(|e| fill(&e.to_string(), &names))?;
        self.record_action(Some(cmd), &mut record, &game, seat, action)?;
        self.run_bots(&mut record, &mut game, &mut events)?;
        Ok(self.announce(&record, &game, None, &events))
    }

    /// `/undo`: takes back the caller's last move if nobody has moved since and it revealed nothing.
    pub(crate) fn undo(&self, cmd: &Command) -> Reply {
        let table = self.table(&cmd.chat)?;
        let mut record = table.record;
        let game = running(&record, table.game)?;
        let seat = self.acting_seat(cmd, &record)?;
        let stored =
            self.store().load(record.id).map_err(|e| storage_trouble(&e))?.ok_or("The game is missing.")?;
        let Some(last) = stored.actions.last() else { return Err("There is no move to undo yet.".into()) };
        if last.seat != seat {
            let who = names_of(&record, &[last.seat]);
            return Err(format!("Only your own last move can be undone; the last move was {who}'s.").into());
        }
        let log: Vec<(Seat, AnyAction)> =
            stored.actions[..stored.actions.len() - 1].iter().map(|a| (a.seat, a.action.clone())).collect();
        let before = AnyGame::replay(record.kind, &record.options, record.seats.len(), record.seed, &log)
            .map_err(|e| format!("The game could not be rebuilt for undo ({e}); nothing changed."))?;
        if before.reveal_count() != game.reveal_count() {
            return Err("That move drew or revealed cards, so it cannot be undone.".into());
        }
        let text = before.format_action(&last.action);
        let old_len = record.actions;
        record.actions -= 1;
        record.restart_turn_clock(self.now_ms());
        self.commit(Some(cmd), &mut record, Some(&before), Change::Truncate { old_len })?;
        let intro = format!("{} takes back `{text}`.", cmd.user_name);
        Ok(self.announce(&record, &before, Some(intro), &[]))
    }

    /// `/resign`: a bot plays the caller's seat from now on; with no human left the game closes.
    pub(crate) fn resign(&self, cmd: &Command) -> Reply {
        let table = self.table(&cmd.chat)?;
        let mut record = table.record;
        let mut game = running(&record, table.game)?;
        let seat = self.acting_seat(cmd, &record)?;
        record.seats[seat.index()].resigned = true;
        if record.seats.iter().all(|s| s.bot || s.resigned) {
            record.status = GameStatus::Abandoned;
            self.commit(Some(cmd), &mut record, Some(&game), Change::Record)?;
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                format!("{} resigns. No human player is left, so the game is closed.", cmd.user_name),
            )]);
        }
        self.commit(Some(cmd), &mut record, Some(&game), Change::Record)?;
        let mut events = Vec::new();
        self.run_bots(&mut record, &mut game, &mut events)?;
        let intro = format!("{} resigns; a bot plays their seat from now on.", cmd.user_name);
        Ok(self.announce(&record, &game, Some(intro), &events))
    }

    /// The caller's seat in a running game, refusing spectators and resigned players.
    fn acting_seat(&self, cmd: &Command, record: &GameRecord) -> Result<Seat, Refusal> {
        let seat = record
            .seat_of(&cmd.user)
            .ok_or("You have no seat in this game; `/board` shows it to spectators.")?;
        if record.seats[seat.index()].resigned {
            return Err("You resigned from this game; a bot plays your seat.".into());
        }
        Ok(seat)
    }

    /// Appends one applied action to the log and flushes it, with the game's new status.
    pub(crate) fn record_action(
        &self,
        cmd: Option<&Command>,
        record: &mut GameRecord,
        game: &AnyGame,
        seat: Seat,
        action: AnyAction,
    ) -> Result<(), Refusal> {
        let now = self.now_ms();
        record.actions += 1;
        record.restart_turn_clock(now);
        if game.is_over() {
            record.status = GameStatus::Finished;
        }
        let logged = LoggedAction { seat, action, time_ms: now };
        self.commit(cmd, record, Some(game), Change::Append(&logged))
    }

    /// Lets bot and resigned seats move while it is their turn.
    pub(crate) fn run_bots(
        &self,
        record: &mut GameRecord,
        game: &mut AnyGame,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        for _ in 0..BOT_MOVE_LIMIT {
            let Some(seat) = game.active_seats().into_iter().find(|s| {
                let info = &record.seats[s.index()];
                info.bot || info.resigned
            }) else {
                return Ok(());
            };
            let mut rng = GameRng::for_move(record.seed, u64::from(record.actions));
            let Some(action) = game.bot_action(seat, &mut rng) else { return Ok(()) };
            let more = game.apply(seat, &action).map_err(|e| format!("A bot move failed: {e}"))?;
            events.extend(more);
            self.record_action(None, record, game, seat, action)?;
        }
        Ok(())
    }
}

/// The snapshot of a running game.
pub(crate) fn running(record: &GameRecord, game: Option<AnyGame>) -> Result<AnyGame, Refusal> {
    match (record.status, game) {
        (GameStatus::Lobby, _) => Err("The game has not started yet; `/start` deals it.".into()),
        (GameStatus::Active, Some(game)) => Ok(game),
        (GameStatus::Finished, _) => {
            Err("The game is over; `/score` shows the result, `/new` starts another.".into())
        }
        (GameStatus::Abandoned, _) => Err("The game was abandoned.".into()),
        (GameStatus::Active, None) => Err("The game state is missing from the database.".into()),
    }
}

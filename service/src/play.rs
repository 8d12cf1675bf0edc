//! Moves: `/play`, `/undo`, `/resign`, and the bot seats that answer on their own.

use kontor_engine::{BotLevel, Event, GameRng, Seat};
use kontor_games::{AnyAction, AnyGame};
use kontor_storage::{Change, GameRecord, GameStatus, LoggedAction};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, say, tr};
use crate::present::names_of;
use crate::service::{Refusal, Reply, Service, storage_trouble};
use kontor_engine::Localized;

/// Most bot moves in a row before the service stops to let the table breathe.
const BOT_MOVE_LIMIT: usize = 2_000;

impl Service {
    /// `/play <move>`: applies one move of the caller's seat.
    pub(crate) fn play(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let table = self.table(&cmd.chat, l)?;
        let mut record = table.record;
        let mut game = running(l, &record, table.game)?;
        let seat = self.acting_seat(cmd, l, &record)?;
        if args.is_empty() {
            return Err(l
                .pick(
                    "Which move? `/play <move>`; `/moves` lists yours.",
                    "Jaki ruch? `/play <ruch>`; `/moves` pokazuje twoje ruchy.",
                )
                .into());
        }
        let active = game.active_seats();
        if !active.contains(&seat) {
            return Err(not_your_turn(l, &record, &active));
        }
        let names = record.names();
        let action = game.parse_action(seat, args).map_err(|e| {
            let reason = say(l, &e.text(), &names);
            let reason = reason.trim_end_matches('.');
            tr!(
                l,
                "{reason}. `/moves` lists your moves.",
                "Ruch odrzucony: {reason}. `/moves` pokazuje twoje ruchy."
            )
        })?;
        let mut events = game.apply(seat, &action).map_err(|e| {
            let reason = say(l, &e.text(), &names);
            l.pick(reason.clone(), format!("Ruch odrzucony: {reason}"))
        })?;
        self.record_action(Some(cmd), &mut record, &game, seat, action)?;
        self.run_bots(&mut record, &mut game, &mut events)?;
        Ok(self.announce(&record, &game, None, &events))
    }

    /// `/undo`: takes back the caller's last move if nobody has moved since and it revealed nothing.
    pub(crate) fn undo(&self, cmd: &Command, l: Lang) -> Reply {
        let table = self.table(&cmd.chat, l)?;
        let mut record = table.record;
        let game = running(l, &record, table.game)?;
        let seat = self.acting_seat(cmd, l, &record)?;
        let stored = self
            .store()
            .load(record.id)
            .map_err(|e| storage_trouble(l, &e))?
            .ok_or_else(|| game_missing(l))?;
        let Some(last) = stored.actions.last() else {
            return Err(l.pick("There is no move to undo yet.", "Nie ma jeszcze ruchu do cofnięcia.").into());
        };
        if last.seat != seat {
            let who = names_of(l, &record, &[last.seat]);
            return Err(tr!(
                l,
                "Only your own last move can be undone; the last move was {who}'s.",
                "Cofnąć można tylko własny ostatni ruch; ostatni ruch wykonał(a) {who}."
            )
            .into());
        }
        let log: Vec<(Seat, AnyAction)> =
            stored.actions[..stored.actions.len() - 1].iter().map(|a| (a.seat, a.action.clone())).collect();
        let before = AnyGame::replay(record.kind, &record.options, record.seats.len(), record.seed, &log)
            .map_err(|e| {
                tr!(
                    l,
                    "The game could not be rebuilt for undo ({e}); nothing changed.",
                    "Nie udało się odtworzyć gry do cofnięcia ruchu ({e}); nic nie zostało zmienione."
                )
            })?;
        if before.reveal_count() != game.reveal_count() {
            return Err(l
                .pick(
                    "That move drew or revealed cards, so it cannot be undone.",
                    "W tym ruchu dobrano lub odkryto karty, więc nie można go cofnąć.",
                )
                .into());
        }
        let text = before.format_action(&last.action);
        let old_len = record.actions;
        record.actions -= 1;
        record.restart_turn_clock(self.now_ms());
        self.commit(Some(cmd), &mut record, Some(&before), Change::Truncate { old_len })?;
        let who = &cmd.user_name;
        let intro = tr!(self.chat_lang(&cmd.chat), "{who} takes back `{text}`.", "{who} cofa ruch `{text}`.");
        Ok(self.announce(&record, &before, Some(intro), &[]))
    }

    /// `/resign`: a bot plays the caller's seat from now on; with no human left the game closes.
    pub(crate) fn resign(&self, cmd: &Command, l: Lang) -> Reply {
        let table = self.table(&cmd.chat, l)?;
        let mut record = table.record;
        let mut game = running(l, &record, table.game)?;
        let seat = self.acting_seat(cmd, l, &record)?;
        record.seats[seat.index()].resigned = true;
        record.seats[seat.index()].level = BotLevel::Normal;
        let (c, who) = (self.chat_lang(&cmd.chat), &cmd.user_name);
        if record.seats.iter().all(|s| s.bot || s.resigned) {
            record.status = GameStatus::Abandoned;
            self.commit(Some(cmd), &mut record, Some(&game), Change::Record)?;
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                tr!(
                    c,
                    "{who} resigns. No human player is left, so the game is closed.",
                    "{who} poddaje się. Nie został żaden człowiek, więc gra jest zamknięta."
                ),
            )]);
        }
        self.commit(Some(cmd), &mut record, Some(&game), Change::Record)?;
        let mut events = Vec::new();
        self.run_bots(&mut record, &mut game, &mut events)?;
        let intro = tr!(
            c,
            "{who} resigns; a bot plays their seat from now on.",
            "{who} poddaje się; od teraz to miejsce gra bot."
        );
        Ok(self.announce(&record, &game, Some(intro), &events))
    }

    /// The caller's seat in a running game, refusing spectators and resigned players.
    fn acting_seat(&self, cmd: &Command, l: Lang, record: &GameRecord) -> Result<Seat, Refusal> {
        let seat = record.seat_of(&cmd.user).ok_or(l.pick(
            "You have no seat in this game; `/board` shows it to spectators.",
            "Nie masz miejsca w tej grze; `/board` pokazuje ją widzom.",
        ))?;
        if record.seats[seat.index()].resigned {
            return Err(l
                .pick(
                    "You resigned from this game; a bot plays your seat.",
                    "Po twojej rezygnacji twoje miejsce w tej grze gra bot.",
                )
                .into());
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

    /// The move of a bot of `level` for `seat`, within the level's budget (or the configured
    /// iteration cap).
    pub(crate) fn bot_decision(
        &self,
        game: &AnyGame,
        seat: Seat,
        level: BotLevel,
        rng: &mut GameRng,
    ) -> Option<AnyAction> {
        game.think(seat, level, self.config().bot_iterations, rng).map(|d| d.action)
    }

    /// Lets bot and resigned seats move while it is their turn, as long as they are `easy` bots
    /// (a one-ply look, microseconds). A bot that searches (`normal`, `hard`) thinks off the
    /// command path once the command is written ([`crate::thinking`]).
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
            let level = record.seats[seat.index()].level;
            if level != BotLevel::Easy {
                return Ok(());
            }
            let mut rng = GameRng::for_move(record.seed, u64::from(record.actions));
            let Some(action) = self.bot_decision(game, seat, level, &mut rng) else { return Ok(()) };
            let more = game.apply(seat, &action).map_err(|e| {
                tr!(self.chat_lang(&record.chat), "A bot move failed: {e}", "Ruch bota się nie powiódł: {e}")
            })?;
            events.extend(more);
            self.record_action(None, record, game, seat, action)?;
        }
        Ok(())
    }
}

/// The snapshot of a running game.
pub(crate) fn running(l: Lang, record: &GameRecord, game: Option<AnyGame>) -> Result<AnyGame, Refusal> {
    let text = match (record.status, game) {
        (GameStatus::Active, Some(game)) => return Ok(game),
        (GameStatus::Lobby, _) => l.pick(
            "The game has not started yet; `/start` deals it.",
            "Gra jeszcze się nie rozpoczęła; `/start` ją rozdaje.",
        ),
        (GameStatus::Finished, _) => l.pick(
            "The game is over; `/score` shows the result, `/new` starts another.",
            "Gra się skończyła; `/score` pokazuje wynik, `/new` zaczyna następną.",
        ),
        (GameStatus::Abandoned, _) => l.pick("The game was abandoned.", "Gra została przerwana."),
        (GameStatus::Active, None) => {
            l.pick("The game state is missing from the database.", "W bazie danych brakuje stanu gry.")
        }
    };
    Err(text.into())
}

/// "It is not your turn: Anna must act now."
pub(crate) fn not_your_turn(l: Lang, record: &GameRecord, active: &[Seat]) -> Refusal {
    let who = names_of(l, record, active);
    tr!(l, "It is not your turn: {who} must act now.", "To nie twoja kolej: teraz ruch ma {who}.").into()
}

/// The answer when a game's record is gone.
pub(crate) fn game_missing(l: Lang) -> Refusal {
    l.pick("The game is missing.", "Brak gry w bazie danych.").into()
}

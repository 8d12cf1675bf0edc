//! The lobby: `/new`, `/join`, `/leave`, `/addbot`, `/start`, and `/abandon`.

use kontor_games::{AnyGame, GameKind, parse_options};
use kontor_storage::{Change, FORMAT_VERSION, GameRecord, GameStatus, SeatInfo, UserKey};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::service::{Refusal, Reply, Service, storage_trouble};

/// Options the service reads itself; the rest go to the game.
const PLAYERS: &str = "players";
const SEED: &str = "seed";

impl Service {
    /// `/new <game> [key=value …]`: opens a lobby; the creator takes the first seat.
    pub(crate) fn new_game(&self, cmd: &Command, args: &str) -> Reply {
        let mut words = args.split_whitespace();
        let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
        let Some(name) = words.next() else {
            return Err(format!("Which game? `/new <game> [options]`; games: {}.", names.join(", ")).into());
        };
        let kind = GameKind::from_name(name).map_err(|e| format!("{e}."))?;
        let mut options = parse_options(words).map_err(|e| format!("{e}."))?;
        let (min, max) = kind.seat_range();
        let players = match options.remove(PLAYERS) {
            Some(v) => match v.parse::<usize>() {
                Ok(n) if (min..=max).contains(&n) => Some(n),
                _ => {
                    return Err(format!(
                        "players={v}: {} is played by {min} to {max} players.",
                        kind.title()
                    )
                    .into());
                }
            },
            None => None,
        };
        let seed = match options.remove(SEED) {
            Some(v) => v.parse::<u64>().map_err(|_| format!("seed={v}: a seed is a whole number."))?,
            None => self.fresh_seed(),
        };
        // Check the game's own options now, not at `/start`.
        AnyGame::setup(kind, &options, min, seed).map_err(|e| format!("{e}."))?;
        if let Some(id) = self.store().game_in_chat(&cmd.chat).map_err(|e| storage_trouble(&e))? {
            let kind = self
                .store()
                .record(id)
                .ok()
                .flatten()
                .map_or("a game".into(), |r| r.kind.title().to_string());
            return Err(format!(
                "This chat already has an open game ({kind}, #{id}). Finish it or `/abandon` it first."
            )
            .into());
        }
        let now = self.now_ms();
        let mut record = GameRecord {
            format_version: FORMAT_VERSION,
            id: self.store().next_id().map_err(|e| storage_trouble(&e))?,
            kind,
            options,
            wanted_seats: players,
            seats: vec![human(cmd)],
            seed,
            chat: cmd.chat.clone(),
            status: GameStatus::Lobby,
            version: 0,
            actions: 0,
            created_ms: now,
            updated_ms: now,
            turn_started_ms: now,
            reminders: Default::default(),
            reminded_ms: Vec::new(),
            reminder_count: Vec::new(),
            paused_ms: Vec::new(),
        };
        self.commit(Some(cmd), &mut record, None, Change::Record)?;
        let wanted = players.map_or(format!("{min}–{max} players"), |n| format!("{n} players"));
        Ok(vec![Delivery::channel(
            &cmd.chat,
            format!(
                "{} opened a game of {} (#{}) for {wanted}. `/join` to take a seat, `/addbot` to add a bot, \
                 `/start` when everyone is in.\n{}",
                cmd.user_name,
                kind.title(),
                record.id,
                seat_list(&record)
            ),
        )])
    }

    /// `/join`: takes the next seat of the lobby.
    pub(crate) fn join(&self, cmd: &Command) -> Reply {
        let mut table = self.lobby(cmd)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_some() {
            return Err("You already have a seat in this game.".into());
        }
        if record.seats.len() >= capacity(record) {
            return Err(format!(
                "The game is full ({} seats). `/start` it or wait for the next one.",
                capacity(record)
            )
            .into());
        }
        record.seats.push(human(cmd));
        self.commit(Some(cmd), record, None, Change::Record)?;
        Ok(vec![Delivery::channel(&cmd.chat, format!("{} joins.\n{}", cmd.user_name, seat_list(record)))])
    }

    /// `/leave`: gives up a lobby seat (in a running game, `/resign`).
    pub(crate) fn leave(&self, cmd: &Command) -> Reply {
        let mut table = self.table(&cmd.chat)?;
        let record = &mut table.record;
        let seat = record.seat_of(&cmd.user).ok_or("You have no seat in this game.")?;
        if record.status != GameStatus::Lobby {
            return Err(
                "The game has started; to give up your seat use `/resign` (a bot takes it over).".into()
            );
        }
        record.seats.remove(seat.index());
        if !record.seats.iter().any(|s| !s.bot) {
            record.status = GameStatus::Abandoned;
            self.commit(Some(cmd), record, None, Change::Record)?;
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                format!("{} leaves; nobody is left, so the game is closed.", cmd.user_name),
            )]);
        }
        self.commit(Some(cmd), record, None, Change::Record)?;
        Ok(vec![Delivery::channel(&cmd.chat, format!("{} leaves.\n{}", cmd.user_name, seat_list(record)))])
    }

    /// `/addbot`: seats a bot (only a seated player may add one).
    pub(crate) fn add_bot(&self, cmd: &Command) -> Reply {
        let mut table = self.lobby(cmd)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err("Only a seated player can add a bot; `/join` first.".into());
        }
        if record.seats.len() >= capacity(record) {
            return Err(format!("The game is full ({} seats).", capacity(record)).into());
        }
        let number = record.seats.iter().filter(|s| s.bot).count() + 1;
        let name = format!("Bot {number}");
        record.seats.push(SeatInfo {
            user: UserKey::new("bot", format!("{}-{number}", record.id)),
            name: name.clone(),
            bot: true,
            resigned: false,
        });
        self.commit(Some(cmd), record, None, Change::Record)?;
        Ok(vec![Delivery::channel(&cmd.chat, format!("{name} takes a seat.\n{}", seat_list(record)))])
    }

    /// `/start`: deals the game once enough seats are taken.
    pub(crate) fn start(&self, cmd: &Command) -> Reply {
        let mut table = self.lobby(cmd)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err("Only a seated player can start the game.".into());
        }
        let (min, max) = record.kind.seat_range();
        let count = record.seats.len();
        if count < min {
            return Err(format!(
                "{} needs at least {min} players; {count} seated. `/join` or `/addbot`.",
                record.kind.title()
            )
            .into());
        }
        if let Some(wanted) = record.wanted_seats
            && count < wanted
        {
            return Err(format!(
                "This game was opened for {wanted} players and {count} are seated; `/join`, `/addbot`, \
                 or open a new game with fewer players."
            )
            .into());
        }
        let game = AnyGame::setup(record.kind, &record.options, count.min(max), record.seed)
            .map_err(|e| format!("{e}."))?;
        record.status = kontor_storage::GameStatus::Active;
        record.restart_turn_clock(self.now_ms());
        self.commit(Some(cmd), record, Some(&game), kontor_storage::Change::Record)?;
        let mut events = game.opening_events();
        let mut game = game;
        self.run_bots(record, &mut game, &mut events)?;
        let intro = format!("{} begins!\n{}", record.kind.title(), seat_list(record));
        Ok(self.announce(record, &game, Some(intro), &events))
    }

    /// `/abandon`: closes the chat's game early (any seated player may).
    pub(crate) fn abandon(&self, cmd: &Command) -> Reply {
        let mut table = self.table(&cmd.chat)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err("Only a seated player can abandon the game.".into());
        }
        record.status = GameStatus::Abandoned;
        self.commit(Some(cmd), record, table.game.as_ref(), Change::Record)?;
        let _ = self.store().unschedule(record.id);
        Ok(vec![Delivery::channel(
            &cmd.chat,
            format!("{} abandoned the game (#{}). The chat is free for `/new`.", cmd.user_name, record.id),
        )])
    }

    /// The chat's game, which must still be in its lobby.
    fn lobby(&self, cmd: &Command) -> Result<crate::service::Table, Refusal> {
        let table = self.table(&cmd.chat)?;
        if table.record.status != GameStatus::Lobby {
            return Err("The game has already started.".into());
        }
        Ok(table)
    }
}

fn human(cmd: &Command) -> SeatInfo {
    SeatInfo { user: cmd.user.clone(), name: cmd.user_name.clone(), bot: false, resigned: false }
}

/// The most seats this lobby takes.
fn capacity(record: &GameRecord) -> usize {
    record.wanted_seats.unwrap_or(record.kind.seat_range().1)
}

/// "Seats: 1. Anna, 2. Bot 1 (bot)".
pub(crate) fn seat_list(record: &GameRecord) -> String {
    let seats: Vec<String> = record
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{}. {}{}", i + 1, s.name, if s.bot { " (bot)" } else { "" }))
        .collect();
    format!("Seats: {}", seats.join(", "))
}

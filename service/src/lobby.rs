//! The lobby: `/new`, `/join`, `/leave`, `/addbot`, `/start`, and `/abandon`.

use kontor_engine::{BotLevel, Localized, SetupError, Text};
use kontor_games::{AnyGame, GameKind, parse_options};
use kontor_storage::{Change, FORMAT_VERSION, GameRecord, GameStatus, SeatInfo, UserKey};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, t};
use crate::service::{Refusal, Reply, Service, storage_trouble};

/// Options the service reads itself; the rest go to the game.
const PLAYERS: &str = "players";
const SEED: &str = "seed";

impl Service {
    /// `/new <game> [key=value …]`: opens a lobby; the creator takes the first seat.
    pub(crate) fn new_game(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let mut words = args.split_whitespace();
        let names = GameKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
        let Some(name) = words.next() else {
            return Err(t!(l, "tables-which-game", games = names).into());
        };
        let kind = GameKind::from_name(name).map_err(|e| cannot_open(l, &e.text()))?;
        let mut options = parse_options(words).map_err(|e| cannot_open(l, &e))?;
        let (min, max) = kind.seat_range();
        let players = match options.remove(PLAYERS) {
            Some(v) => match v.parse::<usize>() {
                Ok(n) if (min..=max).contains(&n) => Some(n),
                _ => {
                    let title = kind.title_text();
                    return Err(t!(
                        l,
                        "tables-players-out-of-range",
                        value = v,
                        title = title,
                        min = min,
                        max = max
                    )
                    .into());
                }
            },
            None => None,
        };
        let seed = match options.remove(SEED) {
            Some(v) => v.parse::<u64>().map_err(|_| t!(l, "tables-seed-not-a-number", value = v))?,
            None => self.fresh_seed(),
        };
        // Check the game's own options now, not at `/start`: against the count asked for, or
        // against every count the options allow.
        let (min, max) = match players {
            Some(n) => {
                AnyGame::setup(kind, &options, n, seed).map_err(|e| setup_refusal(l, &e, Seats::Wanted))?;
                (n, n)
            }
            None => kind.seats_for(&options).map_err(|e| setup_refusal(l, &e, Seats::Wanted))?,
        };
        if let Some(id) = self.store().game_in_chat(&cmd.chat).map_err(|e| storage_trouble(l, &e))? {
            let title = self
                .store()
                .record(id)
                .ok()
                .flatten()
                .map_or_else(|| Text::msg("tables-a-game"), |r| r.kind.title_text());
            return Err(t!(l, "tables-chat-has-a-game", title = title, id = id).into());
        }
        let now = self.now_ms();
        let mut record = GameRecord {
            format_version: FORMAT_VERSION,
            id: 0, // numbered by `create`
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
        // Numbered now, written with the lobby post when the command finishes.
        record.id = self.store().reserve_id().map_err(|e| storage_trouble(l, &e))?;
        self.commit(Some(cmd), &mut record, None, Change::Record)?;
        self.adopt_opener_lang(cmd);
        let c = self.chat_lang(&cmd.chat);
        let wanted = players_text(min, max);
        let (who, title, id, seats) = (&cmd.user_name, kind.title_text(), record.id, seat_list(c, &record));
        let mut text = t!(c, "tables-opened", who = who, title = title, id = id, wanted = wanted);
        if players.is_none()
            && let Some(note) = kind.lobby_note(&record.options)
        {
            text.push('\n');
            text.push_str(&crate::i18n::say(c, &note, &[]));
        }
        text.push('\n');
        text.push_str(&seats);
        Ok(vec![Delivery::channel(&cmd.chat, text)])
    }

    /// `/join`: takes the next seat of the lobby.
    pub(crate) fn join(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.lobby(cmd, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_some() {
            return Err(t!(l, "tables-already-seated").into());
        }
        if record.seats.len() >= capacity(record) {
            let seats = capacity(record);
            return Err(t!(l, "tables-game-full", seats = seats).into());
        }
        record.seats.push(human(cmd));
        self.commit(Some(cmd), record, None, Change::Record)?;
        let c = self.chat_lang(&cmd.chat);
        let (who, seats) = (&cmd.user_name, seat_list(c, record));
        Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-joins", who = who, seats = seats))])
    }

    /// `/leave`: gives up a lobby seat (in a running game, `/resign`).
    pub(crate) fn leave(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.table(&cmd.chat, l)?;
        let record = &mut table.record;
        let seat = record.seat_of(&cmd.user).ok_or_else(|| no_seat(l))?;
        if record.status != GameStatus::Lobby {
            return Err(t!(l, "tables-leave-started").into());
        }
        record.seats.remove(seat.index());
        let c = self.chat_lang(&cmd.chat);
        let who = &cmd.user_name;
        if !record.seats.iter().any(|s| !s.bot) {
            record.status = GameStatus::Abandoned;
            self.commit(Some(cmd), record, None, Change::Record)?;
            return Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-leaves-nobody-left", who = who))]);
        }
        self.commit(Some(cmd), record, None, Change::Record)?;
        let seats = seat_list(c, record);
        Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-leaves", who = who, seats = seats))])
    }

    /// `/addbot [easy|normal|hard]`: seats a bot of that level, `easy` by default (only a seated
    /// player may add one).
    pub(crate) fn add_bot(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let level = bot_level(l, args)?;
        let mut table = self.lobby(cmd, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err(t!(l, "tables-addbot-not-seated").into());
        }
        if record.seats.len() >= capacity(record) {
            let seats = capacity(record);
            return Err(t!(l, "tables-game-full-short", seats = seats).into());
        }
        let number = record.seats.iter().filter(|s| s.bot).count() + 1;
        let name = format!("Bot {number}");
        record.seats.push(SeatInfo {
            user: UserKey::new("bot", format!("{}-{number}", record.id)),
            name: name.clone(),
            bot: true,
            resigned: false,
            level,
        });
        self.commit(Some(cmd), record, None, Change::Record)?;
        let c = self.chat_lang(&cmd.chat);
        let seats = seat_list(c, record);
        Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-bot-takes-a-seat", name = name, seats = seats))])
    }

    /// `/start`: deals the game once enough seats are taken.
    pub(crate) fn start(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.lobby(cmd, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err(t!(l, "tables-start-not-seated").into());
        }
        let (min, seated) = (record.kind.seat_range().0, record.seats.len());
        if seated < min {
            let title = record.kind.title_text();
            return Err(t!(l, "tables-needs-players", title = title, min = min, seated = seated).into());
        }
        if let Some(wanted) = record.wanted_seats
            && seated < wanted
        {
            return Err(t!(l, "tables-fewer-than-wanted", wanted = wanted, seated = seated).into());
        }
        let game = AnyGame::setup(record.kind, &record.options, seated, record.seed)
            .map_err(|e| setup_refusal(l, &e, Seats::Seated))?;
        record.status = kontor_storage::GameStatus::Active;
        record.restart_turn_clock(self.now_ms());
        self.commit(Some(cmd), record, Some(&game), kontor_storage::Change::Record)?;
        let mut events = game.opening_events();
        let mut game = game;
        self.run_bots(record, &mut game, &mut events)?;
        let c = self.chat_lang(&cmd.chat);
        let (title, seats) = (record.kind.title_text(), seat_list(c, record));
        let intro = t!(c, "tables-begins", title = title, seats = seats);
        Ok(self.announce(record, &game, Some(intro), &events))
    }

    /// `/abandon`: closes the chat's game early (any seated player may).
    pub(crate) fn abandon(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.table(&cmd.chat, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err(t!(l, "tables-abandon-not-seated").into());
        }
        record.status = GameStatus::Abandoned;
        self.commit(Some(cmd), record, table.game.as_ref(), Change::Record)?;
        let _ = self.store().unschedule(record.id);
        let (c, who, id) = (self.chat_lang(&cmd.chat), &cmd.user_name, record.id);
        Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-abandoned", who = who, id = id))])
    }

    /// The chat's game, which must still be in its lobby.
    fn lobby(&self, cmd: &Command, l: Lang) -> Result<crate::service::Table, Refusal> {
        let table = self.table(&cmd.chat, l)?;
        if table.record.status != GameStatus::Lobby {
            return Err(t!(l, "tables-already-started").into());
        }
        Ok(table)
    }
}

fn human(cmd: &Command) -> SeatInfo {
    SeatInfo {
        user: cmd.user.clone(),
        name: cmd.user_name.clone(),
        bot: false,
        resigned: false,
        level: BotLevel::default(),
    }
}

/// The most seats this lobby takes: the count asked for, or the most its options allow.
fn capacity(record: &GameRecord) -> usize {
    record.wanted_seats.unwrap_or_else(|| {
        record.kind.seats_for(&record.options).map_or(record.kind.seat_range().1, |(_, max)| max)
    })
}

/// Whose count a setup refusal is about: the table asked for at `/new`, or the players seated at
/// `/start`.
#[derive(Clone, Copy)]
enum Seats {
    Wanted,
    Seated,
}

/// A setup refusal in the reader's language, naming the real constraint and only the seat count
/// the table has (typed with `players=` or seated).
fn setup_refusal(l: Lang, e: &SetupError, seats: Seats) -> Refusal {
    match (e, seats) {
        (SetupError::BoardSeats { board, min, max, got, instead }, _) => {
            let range = if min == max {
                kontor_engine::text!("tables-players-exactly", n = *min)
            } else {
                players_text(*min, *max)
            };
            let board = capitalise(&crate::i18n::say(l, board, &[]));
            let head = match seats {
                Seats::Wanted => t!(l, "tables-board-wanted", board = board, range = range, got = *got),
                Seats::Seated => t!(l, "tables-board-seated", board = board, range = range, got = *got),
            };
            let fix = match seats {
                Seats::Wanted => {
                    let players = if got < min { min } else { max };
                    let ways = instead
                        .iter()
                        .map(|o| format!("`{o}`"))
                        .chain(std::iter::once(format!("`players={players}`")))
                        .reduce(|first, second| t!(l, "tables-either", first = first, second = second))
                        .unwrap_or_default();
                    t!(l, "tables-use", ways = ways)
                }
                Seats::Seated if got < min => t!(l, "tables-join-or-addbot-first"),
                Seats::Seated => t!(l, "tables-someone-must-leave"),
            };
            format!("{head} {fix}").into()
        }
        _ => cannot_open(l, &e.text()),
    }
}

/// "the East board" → "The East board".
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// "Seats: 1. Anna, 2. Bot 1 (bot)" / "Miejsca: 1. Anna, 2. Bot 1 (bot)".
pub(crate) fn seat_list(l: Lang, record: &GameRecord) -> String {
    seats_with_levels(l, record, false)
}

/// The seats with every bot's level (`/status`): `(bot, hard)`, and `(resigned, bot normal)` for a
/// seat a bot plays since its player resigned. `always` shows `easy` too; otherwise an `easy` bot
/// is just `(bot)` and resigned seats show no mark.
pub(crate) fn seats_with_levels(l: Lang, record: &GameRecord, always: bool) -> String {
    let seats: Vec<String> = record
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let (number, name, level) = (i + 1, &s.name, level_name(l, s.level));
            match (s.bot, s.resigned) {
                (true, _) if always || s.level != BotLevel::Easy => {
                    t!(l, "tables-seat-bot-level", number = number, name = name, level = level)
                }
                (true, _) => t!(l, "tables-seat-bot", number = number, name = name),
                (false, true) if always => {
                    t!(l, "tables-seat-resigned", number = number, name = name, level = level)
                }
                (false, _) => t!(l, "tables-seat", number = number, name = name),
            }
        })
        .collect();
    t!(l, "tables-seats", seats = seats.join(", "))
}

/// A bot level's name in `l`.
pub(crate) fn level_name(l: Lang, level: BotLevel) -> String {
    t!(l, "tables-bot-level", level = level.name())
}

/// The level typed after `/addbot` (English or Polish names); nothing means `easy`.
pub(crate) fn bot_level(l: Lang, text: &str) -> Result<BotLevel, Refusal> {
    let text = text.trim().to_lowercase();
    if text.is_empty() {
        return Ok(BotLevel::Easy);
    }
    let polish = |level| level_name(Lang::Pl, level) == text || (level == BotLevel::Easy && text == "latwy");
    if let Some(level) = BotLevel::ALL.into_iter().find(|&level| level.name() == text || polish(level)) {
        return Ok(level);
    }
    Err(t!(l, "tables-bad-bot-level", level = text).into())
}

/// "You have no seat in this game."
pub(crate) fn no_seat(l: Lang) -> Refusal {
    t!(l, "tables-no-seat").into()
}

/// A refusal from the game crates, framed for the reader ("Nie można otworzyć gry: …" in Polish).
pub(crate) fn cannot_open(l: Lang, e: &Text) -> Refusal {
    let e = crate::i18n::say(l, e, &[]);
    let e = e.trim_end_matches('.');
    t!(l, "tables-cannot-open", reason = e).into()
}

/// "3 players" / "2–4 players", for "for …": the nested text of a seat count or range.
fn players_text(min: usize, max: usize) -> Text {
    if min == max {
        kontor_engine::text!("tables-players", n = min)
    } else {
        kontor_engine::text!("tables-players-between", min = min, max = max)
    }
}

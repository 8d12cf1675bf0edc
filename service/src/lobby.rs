//! The lobby: `/new`, `/join`, `/leave`, `/addbot`, `/start`, and `/abandon`.

use kontor_engine::{BotLevel, Localized, SetupError, Text};
use kontor_games::{AnyGame, GameKind, parse_options};
use kontor_storage::{Change, FORMAT_VERSION, GameRecord, GameStatus, SeatInfo, UserKey};

use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, tr};
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
            return Err(tr!(
                l,
                "Which game? `/new <game> [options]`; games: {names}.",
                "Która gra? `/new <gra> [opcje]`; gry: {names}."
            )
            .into());
        };
        let kind = GameKind::from_name(name).map_err(|e| cannot_open(l, &e.text()))?;
        let mut options = parse_options(words).map_err(|e| cannot_open(l, &e))?;
        let (min, max) = kind.seat_range();
        let players = match options.remove(PLAYERS) {
            Some(v) => match v.parse::<usize>() {
                Ok(n) if (min..=max).contains(&n) => Some(n),
                _ => {
                    let title = kind.title();
                    return Err(tr!(
                        l,
                        "players={v}: {title} is played by {min} to {max} players.",
                        "players={v}: w {title} gra od {min} do {max} graczy."
                    )
                    .into());
                }
            },
            None => None,
        };
        let seed = match options.remove(SEED) {
            Some(v) => v.parse::<u64>().map_err(|_| {
                tr!(l, "seed={v}: a seed is a whole number.", "seed={v}: ziarno musi być liczbą całkowitą.")
            })?,
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
            let kind = self
                .store()
                .record(id)
                .ok()
                .flatten()
                .map_or(l.pick("a game", "gra").into(), |r| r.kind.title().to_string());
            return Err(tr!(
                l,
                "This chat already has an open game ({kind}, #{id}). Finish it or `/abandon` it first.",
                "Na tym czacie jest już otwarta gra ({kind}, #{id}). Najpierw ją dokończcie albo przerwijcie (`/abandon`)."
            )
            .into());
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
        let wanted = if min == max {
            tr!(c, "{min} players", "{min} graczy")
        } else {
            tr!(c, "{min}–{max} players", "{min}–{max} graczy")
        };
        let (who, title, id, seats) = (&cmd.user_name, kind.title(), record.id, seat_list(c, &record));
        let mut text = tr!(
            c,
            "{who} opened a game of {title} (#{id}) for {wanted}. `/join` to take a seat, `/addbot` to add \
             a bot, `/start` when everyone is in.",
            "{who} otwiera grę {title} (#{id}) dla {wanted}. `/join` zajmuje miejsce, `/addbot` dodaje \
             bota, `/start` rozpoczyna, gdy wszyscy są przy stole."
        );
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
            return Err(l
                .pick("You already have a seat in this game.", "Masz już miejsce w tej grze.")
                .into());
        }
        if record.seats.len() >= capacity(record) {
            let seats = capacity(record);
            return Err(tr!(
                l,
                "The game is full ({seats} seats). `/start` it or wait for the next one.",
                "Gra jest pełna (miejsc: {seats}). Rozpocznij ją (`/start`) albo poczekaj na następną."
            )
            .into());
        }
        record.seats.push(human(cmd));
        self.commit(Some(cmd), record, None, Change::Record)?;
        let c = self.chat_lang(&cmd.chat);
        let (who, seats) = (&cmd.user_name, seat_list(c, record));
        Ok(vec![Delivery::channel(&cmd.chat, tr!(c, "{who} joins.\n{seats}", "{who} dołącza.\n{seats}"))])
    }

    /// `/leave`: gives up a lobby seat (in a running game, `/resign`).
    pub(crate) fn leave(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.table(&cmd.chat, l)?;
        let record = &mut table.record;
        let seat = record.seat_of(&cmd.user).ok_or_else(|| no_seat(l))?;
        if record.status != GameStatus::Lobby {
            return Err(l
                .pick(
                    "The game has started; to give up your seat use `/resign` (a bot takes it over).",
                    "Gra już trwa; aby oddać miejsce, użyj `/resign` (przejmie je bot).",
                )
                .into());
        }
        record.seats.remove(seat.index());
        let c = self.chat_lang(&cmd.chat);
        let who = &cmd.user_name;
        if !record.seats.iter().any(|s| !s.bot) {
            record.status = GameStatus::Abandoned;
            self.commit(Some(cmd), record, None, Change::Record)?;
            return Ok(vec![Delivery::channel(
                &cmd.chat,
                tr!(
                    c,
                    "{who} leaves; nobody is left, so the game is closed.",
                    "{who} odchodzi; nikt nie został, więc gra jest zamknięta."
                ),
            )]);
        }
        self.commit(Some(cmd), record, None, Change::Record)?;
        let seats = seat_list(c, record);
        Ok(vec![Delivery::channel(&cmd.chat, tr!(c, "{who} leaves.\n{seats}", "{who} odchodzi.\n{seats}"))])
    }

    /// `/addbot [easy|normal|hard]`: seats a bot of that level, `easy` by default (only a seated
    /// player may add one).
    pub(crate) fn add_bot(&self, cmd: &Command, l: Lang, args: &str) -> Reply {
        let level = bot_level(l, args)?;
        let mut table = self.lobby(cmd, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err(l
                .pick(
                    "Only a seated player can add a bot; `/join` first.",
                    "Bota może dodać tylko gracz siedzący przy stole; najpierw `/join`.",
                )
                .into());
        }
        if record.seats.len() >= capacity(record) {
            let seats = capacity(record);
            return Err(
                tr!(l, "The game is full ({seats} seats).", "Gra jest pełna (miejsc: {seats}).").into()
            );
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
        Ok(vec![Delivery::channel(
            &cmd.chat,
            tr!(c, "{name} takes a seat.\n{seats}", "{name} zajmuje miejsce.\n{seats}"),
        )])
    }

    /// `/start`: deals the game once enough seats are taken.
    pub(crate) fn start(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.lobby(cmd, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err(l
                .pick(
                    "Only a seated player can start the game.",
                    "Grę może rozpocząć tylko gracz siedzący przy stole.",
                )
                .into());
        }
        let (min, seated) = (record.kind.seat_range().0, record.seats.len());
        if seated < min {
            let title = record.kind.title();
            return Err(tr!(
                l,
                "{title} needs at least {min} players; {seated} seated. `/join` or `/addbot`.",
                "{title} wymaga co najmniej {min} graczy; zajęte miejsca: {seated}. `/join` albo `/addbot`."
            )
            .into());
        }
        if let Some(wanted) = record.wanted_seats
            && seated < wanted
        {
            return Err(tr!(
                l,
                "This game was opened for {wanted} players and {seated} are seated; `/join`, `/addbot`, \
                 or open a new game with fewer players.",
                "Ta gra została otwarta dla {wanted} graczy; zajęte miejsca: {seated}. `/join`, `/addbot` \
                 albo otwórz nową grę dla mniejszej liczby graczy."
            )
            .into());
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
        let (title, seats) = (record.kind.title(), seat_list(c, record));
        let intro = tr!(c, "{title} begins!\n{seats}", "Zaczynamy: {title}!\n{seats}");
        Ok(self.announce(record, &game, Some(intro), &events))
    }

    /// `/abandon`: closes the chat's game early (any seated player may).
    pub(crate) fn abandon(&self, cmd: &Command, l: Lang) -> Reply {
        let mut table = self.table(&cmd.chat, l)?;
        let record = &mut table.record;
        if record.seat_of(&cmd.user).is_none() {
            return Err(l
                .pick(
                    "Only a seated player can abandon the game.",
                    "Grę może przerwać tylko gracz siedzący przy stole.",
                )
                .into());
        }
        record.status = GameStatus::Abandoned;
        self.commit(Some(cmd), record, table.game.as_ref(), Change::Record)?;
        let _ = self.store().unschedule(record.id);
        let (c, who, id) = (self.chat_lang(&cmd.chat), &cmd.user_name, record.id);
        Ok(vec![Delivery::channel(
            &cmd.chat,
            tr!(
                c,
                "{who} abandoned the game (#{id}). The chat is free for `/new`.",
                "{who} przerywa grę (#{id}). Czat jest wolny dla `/new`."
            ),
        )])
    }

    /// The chat's game, which must still be in its lobby.
    fn lobby(&self, cmd: &Command, l: Lang) -> Result<crate::service::Table, Refusal> {
        let table = self.table(&cmd.chat, l)?;
        if table.record.status != GameStatus::Lobby {
            return Err(l.pick("The game has already started.", "Gra już się rozpoczęła.").into());
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
            let range = match (l, min == max) {
                (Lang::En, true) => format!("exactly {min} players"),
                (Lang::Pl, true) => format!("dokładnie {min} graczy"),
                (_, false) => tr!(l, "{min}–{max} players", "{min}–{max} graczy"),
            };
            let board = capitalise(&crate::i18n::say(l, board, &[]));
            let (en, pl) = (&board, &board);
            let head = match seats {
                Seats::Wanted => {
                    tr!(
                        l,
                        "{en} is for {range}; this table wants {got}.",
                        "{pl} jest dla {range}; ten stół ma mieć {got}."
                    )
                }
                Seats::Seated => tr!(
                    l,
                    "{en} is for {range}; {got} are seated.",
                    "{pl} jest dla {range}; zajęte miejsca: {got}."
                ),
            };
            let fix = match seats {
                Seats::Wanted => {
                    let players = if got < min { min } else { max };
                    let mut ways: Vec<String> = instead.iter().map(|o| format!("`{o}`")).collect();
                    ways.push(format!("`players={players}`"));
                    let ways = ways.join(l.pick(" or ", " albo "));
                    tr!(l, "Use {ways}.", "Użyj {ways}.")
                }
                Seats::Seated if got < min => {
                    l.pick("`/join` or `/addbot` first.", "Najpierw `/join` albo `/addbot`.").to_string()
                }
                Seats::Seated => l
                    .pick("Someone must `/leave` first.", "Ktoś musi najpierw odejść (`/leave`).")
                    .to_string(),
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
            let level = level_name(l, s.level);
            let mark = match (s.bot, s.resigned) {
                (true, _) if always || s.level != BotLevel::Easy => format!(" (bot, {level})"),
                (true, _) => " (bot)".to_string(),
                (false, true) if always => tr!(l, " (resigned, bot {level})", " (rezygnacja, bot {level})"),
                (false, _) => String::new(),
            };
            format!("{}. {}{mark}", i + 1, s.name)
        })
        .collect();
    format!("{} {}", l.pick("Seats:", "Miejsca:"), seats.join(", "))
}

/// A bot level's name in `l`.
pub(crate) fn level_name(l: Lang, level: BotLevel) -> &'static str {
    match (l, level) {
        (Lang::En, level) => level.name(),
        (Lang::Pl, BotLevel::Easy) => "łatwy",
        (Lang::Pl, BotLevel::Normal) => "normalny",
        (Lang::Pl, BotLevel::Hard) => "trudny",
    }
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
    Err(tr!(
        l,
        "`{text}` is not a bot level; choose `/addbot easy`, `/addbot normal` or `/addbot hard`.",
        "`{text}` nie jest poziomem bota; wybierz `/addbot easy` (łatwy), `/addbot normal` (normalny) albo \
         `/addbot hard` (trudny)."
    )
    .into())
}

/// "You have no seat in this game."
pub(crate) fn no_seat(l: Lang) -> Refusal {
    l.pick("You have no seat in this game.", "Nie masz miejsca w tej grze.").into()
}

/// A refusal from the game crates (English), framed in Polish for Polish readers.
pub(crate) fn cannot_open(l: Lang, e: &Text) -> Refusal {
    let e = crate::i18n::say(l, e, &[]);
    let e = e.trim_end_matches('.');
    tr!(l, "{e}.", "Nie można otworzyć gry: {e}.").into()
}

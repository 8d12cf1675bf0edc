//! The lobby: `/new`, `/join`, `/leave`, `/addbot`, `/start`, and `/abandon`.

use kontor_engine::{BotLevel, Localized, SetupError, Text};
use kontor_games::{AnyGame, GameKind, parse_options};
use kontor_storage::{Change, GameRecord, GameStatus, SeatInfo, UserKey};

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::{Lang, t};
use crate::limits::{LOBBY_IDLE_MS, MAX_NAME_CHARS, check_open_games};
use crate::play::run_bots;
use crate::present::{Told, announce, level_name, seat_list};
use crate::refusal::{Refusal, Reply, no_seat, storage_trouble};
use crate::rights::{self, HostRight, Say, require_host};
use crate::tx::{Table, Tx};
use crate::vote;

/// Options the service reads itself; the rest go to the game.
const PLAYERS: &str = "players";
const SEED: &str = "seed";

/// The command line of a vote to abandon the game.
pub(crate) const ABANDON: &str = "/abandon";

/// `/new <game> [key=value …]`: opens a lobby; the creator takes the first seat.
pub(crate) fn new_game(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
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
    let typed_seed = options.remove(SEED).map(|v| typed_seed(tx, &v)).transpose()?;
    let seed = typed_seed.unwrap_or_else(|| ctx.fresh_seed());
    // Check the game's own options now, not at `/start`: against the count asked for, or
    // against every count the options allow.
    let (min, max) = match players {
        Some(n) => {
            AnyGame::setup(kind, &options, n, seed).map_err(|e| setup_refusal(l, &e, Seats::Wanted))?;
            (n, n)
        }
        None => kind.seats_for(&options).map_err(|e| setup_refusal(l, &e, Seats::Wanted))?,
    };
    check_open_games(tx, &cmd.user)?;
    let bridge = crate::homes::bridge_of(ctx, &cmd.chat);
    let at_table =
        crate::homes::open_game(ctx, &cmd.chat, bridge.as_ref()).map_err(|e| storage_trouble(l, &e))?;
    if let Some(id) = at_table {
        let title = ctx
            .store
            .record(id)
            .ok()
            .flatten()
            .map_or_else(|| Text::msg("tables-a-game"), |r| r.kind.title_text());
        return Err(t!(l, "tables-chat-has-a-game", title = title, id = id).into());
    }
    let mut record = new_record(tx, cmd, kind, options, vec![human(ctx, cmd)], seed)?;
    record.bridged = bridge;
    record.wanted_seats = players;
    record.seeded = typed_seed.is_some();
    tx.commit(&mut record, None, Change::Record);
    ctx.adopt_opener_lang(&cmd.chat, &cmd.user);
    let c = ctx.chat_lang(&cmd.chat);
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
    if let Some(seed) = typed_seed {
        text.push('\n');
        text.push_str(&t!(c, "tables-seeded", seed = seed));
    }
    Ok(vec![Delivery::channel(&cmd.chat, text)])
}

/// A lobby of `cmd`'s chat opened by its author with `seats`, numbered now (it is written with
/// the command's posts when the command finishes).
pub(crate) fn new_record(
    tx: &Tx,
    cmd: &Command,
    kind: GameKind,
    options: kontor_engine::Options,
    seats: Vec<SeatInfo>,
    seed: u64,
) -> Result<GameRecord, Refusal> {
    let now = tx.now_ms;
    let id = tx.ctx.store.reserve_id().map_err(|e| storage_trouble(tx.lang, &e))?;
    Ok(GameRecord {
        options,
        seats,
        seed,
        creator: Some(cmd.user.clone()),
        community: cmd.community.clone(),
        watch: crate::watch::new_secret(),
        ..GameRecord::new(id, kind, cmd.chat.clone(), now)
    })
}

/// The number typed as `seed=`, if the service takes seeds.
fn typed_seed(tx: &Tx, value: &str) -> Result<u64, Refusal> {
    let l = tx.lang;
    if !tx.ctx.config.allow_seed {
        return Err(t!(l, "tables-seed-not-allowed").into());
    }
    value.parse::<u64>().map_err(|_| t!(l, "tables-seed-not-a-number", value = value).into())
}

/// `/join`: takes the next seat of the lobby.
pub(crate) fn join(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut table = lobby(tx)?;
    let record = &mut table.record;
    if record.seat_of(&cmd.user).is_some() {
        return Err(t!(l, "tables-already-seated").into());
    }
    if record.seats.len() >= capacity(record) {
        let seats = capacity(record);
        return Err(t!(l, "tables-game-full", seats = seats).into());
    }
    check_open_games(tx, &cmd.user)?;
    record.seats.push(human(ctx, cmd));
    tx.commit(record, None, Change::Record);
    let c = ctx.chat_lang(&cmd.chat);
    let (who, seats) = (&cmd.user_name, seat_list(c, record));
    Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-joins", who = who, seats = seats))])
}

/// `/leave`: gives up a lobby seat (in a running game, `/resign`).
pub(crate) fn leave(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut table = tx.table()?;
    let record = &mut table.record;
    let seat = record.seat_of(&cmd.user).ok_or_else(|| no_seat(l))?;
    if record.status != GameStatus::Lobby {
        return Err(t!(l, "tables-leave-started").into());
    }
    record.seats.remove(seat.index());
    if record.creator.as_ref() == Some(&cmd.user) {
        // The first player left in the lobby hosts it from now on.
        record.creator = record.seats.iter().find(|s| !s.bot).map(|s| s.user.clone());
    }
    let c = ctx.chat_lang(&cmd.chat);
    let who = &cmd.user_name;
    if !record.seats.iter().any(|s| !s.bot) {
        record.status = GameStatus::Abandoned;
        tx.commit(record, None, Change::Record);
        return Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-leaves-nobody-left", who = who))]);
    }
    tx.commit(record, None, Change::Record);
    let seats = seat_list(c, record);
    Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-leaves", who = who, seats = seats))])
}

/// `/addbot [easy|normal|hard]`: seats a bot of that level, `easy` by default (only the host may
/// add one).
pub(crate) fn add_bot(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let level = bot_level(l, args)?;
    let mut table = lobby(tx)?;
    let record = &mut table.record;
    require_host(l, record, &cmd.user, HostRight::AddBot)?;
    if record.seats.len() >= capacity(record) {
        let seats = capacity(record);
        return Err(t!(l, "tables-game-full-short", seats = seats).into());
    }
    let number = free_bot_number(record);
    let name = format!("Bot {number}");
    record.seats.push(SeatInfo {
        user: bot_key(record.id, number),
        name: name.clone(),
        bot: true,
        resigned: false,
        level,
        handle: None,
        player: None,
    });
    tx.commit(record, None, Change::Record);
    let c = ctx.chat_lang(&cmd.chat);
    let seats = seat_list(c, record);
    Ok(vec![Delivery::channel(&cmd.chat, t!(c, "tables-bot-takes-a-seat", name = name, seats = seats))])
}

/// `/start`: deals the game once enough seats are taken (only the host may).
pub(crate) fn start(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut table = lobby(tx)?;
    let record = &mut table.record;
    require_host(l, record, &cmd.user, HostRight::Start)?;
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
    let c = ctx.chat_lang(&cmd.chat);
    let (title, seats) = (record.kind.title_text(), seat_list(c, record));
    deal(tx, record, t!(c, "tables-begins", title = title, seats = seats))
}

/// Deals the game of a full lobby, lets `easy` bots move, and announces it after `intro`.
pub(crate) fn deal(tx: &mut Tx, record: &mut GameRecord, intro: String) -> Reply {
    let l = tx.lang;
    let game = AnyGame::setup(record.kind, &record.options, record.seats.len(), record.seed)
        .map_err(|e| setup_refusal(l, &e, Seats::Seated))?;
    record.status = kontor_storage::GameStatus::Active;
    record.restart_turn_clock(tx.now_ms);
    tx.commit(record, Some(&game), kontor_storage::Change::Record);
    let mut events = game.opening_events();
    let public = events.iter().filter(|e| e.audience == kontor_engine::Audience::Everyone);
    record.untold.extend(public.map(|e| (0, e.text.clone())));
    let mut game = game;
    run_bots(tx, record, &mut game, &mut events)?;
    Ok(announce(tx, record, &game, Told::now(Some(intro)), &events))
}

/// `/abandon`: closes the chat's game early (only the host may).
pub(crate) fn abandon(tx: &mut Tx, cmd: &Command) -> Reply {
    let l = tx.lang;
    let table = tx.table()?;
    match rights::say(&table.record, cmd) {
        Some(Say::Decides) => Ok(abandon_now(tx, table, &cmd.user_name)),
        Some(Say::Proposes(seat)) => vote::propose(tx, cmd, table, seat, ABANDON),
        None => Err(t!(l, "tables-abandon-not-creator", creator = rights::host_name(&table.record)).into()),
    }
}

/// Ends the table as abandoned (`who` did it); the chat is free again.
pub(crate) fn abandon_now(tx: &mut Tx, table: Table, who: &str) -> Vec<Delivery> {
    let ctx = tx.ctx;
    let mut record = table.record;
    record.status = GameStatus::Abandoned;
    record.vote = None;
    tx.commit(&mut record, table.game.as_ref(), Change::Record);
    let _ = ctx.store.unschedule(record.id);
    let (c, id) = (ctx.chat_lang(&record.chat), record.id);
    vec![Delivery::channel(&record.chat, t!(c, "tables-abandoned", who = who, id = id))]
}

/// A lobby nobody touched for [`LOBBY_IDLE_MS`] closes itself and frees the chat; a lobby that
/// is not idle yet is scheduled for its deadline again.
pub(crate) fn close_if_idle(tx: &mut Tx, record: GameRecord) -> Vec<Delivery> {
    let ctx = tx.ctx;
    let deadline = record.updated_ms.saturating_add(LOBBY_IDLE_MS);
    if record.status != GameStatus::Lobby || tx.now_ms < deadline {
        crate::schedule::schedule_next(ctx, &record, None);
        return Vec::new();
    }
    let mut record = record;
    record.status = GameStatus::Abandoned;
    tx.commit(&mut record, None, Change::Record);
    let (c, id) = (ctx.chat_lang(&record.chat), record.id);
    let d = crate::i18n::duration(c, LOBBY_IDLE_MS);
    vec![Delivery::channel(&record.chat, t!(c, "tables-lobby-closed-idle", id = id, d = d))]
}

/// The chat's game, which must still be in its lobby.
fn lobby(tx: &mut Tx) -> Result<Table, Refusal> {
    let table = tx.table()?;
    if table.record.status != GameStatus::Lobby {
        return Err(t!(tx.lang, "tables-already-started").into());
    }
    Ok(table)
}

/// The lowest bot number no bot of the table has (a bot removed with `/kick` frees its number).
fn free_bot_number(record: &GameRecord) -> usize {
    let taken = |n: usize| {
        let user = bot_key(record.id, n);
        record.seats.iter().any(|s| s.bot && s.user == user)
    };
    (1..).find(|&n| !taken(n)).unwrap_or(1)
}

/// The user key of game `game`'s bot number `number`.
pub(crate) fn bot_key(game: kontor_storage::GameId, number: usize) -> UserKey {
    UserKey::new("bot", format!("{game}-{number}"))
}

/// The caller's seat, named by their platform name cut to [`MAX_NAME_CHARS`].
/// The seat of `cmd`'s author; a player on two platforms is rated under the account that
/// holds their settings (`/link`).
fn human(ctx: &Ctx, cmd: &Command) -> SeatInfo {
    let holder = ctx.store.holder(&cmd.user).ok().filter(|holder| *holder != cmd.user);
    SeatInfo {
        user: cmd.user.clone(),
        name: cmd.user_name.chars().take(MAX_NAME_CHARS).collect(),
        bot: false,
        resigned: false,
        level: BotLevel::default(),
        handle: cmd.handle.clone(),
        player: holder,
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

//! Read-only commands: `/board`, `/hand`, `/moves`, `/status`, `/log`, `/score`, `/rules`,
//! `/games`, `/help` (`/replay` is in [`crate::replay`]).

use kontor_engine::Audience;
use kontor_engine::{Localized, Text, text};
use kontor_games::{AnyGame, GameKind, rules_text, topic_id};
use kontor_storage::{GameRecord, GameStatus};

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::history::{chat_game, numbered};
use crate::i18n::{Lang, catalog, duration, names_of, say, t};
use crate::limits::GAMES_PAGE;
use crate::present::{
    board_image, hand_image, results_text, score_image, seat_list, seats_with_levels, turn_line,
};
use crate::refusal::{Refusal, Reply, game_missing, no_game, not_started, storage_trouble};
use crate::replay::history_image;
use crate::tx::{Table, Tx};

pub const COMMANDS: [&str; 31] = [
    "/new",
    "/join",
    "/leave",
    "/addbot",
    "/start",
    "/kick",
    "/play",
    "/moves",
    "/undo",
    "/board",
    "/hand",
    "/status",
    "/log",
    "/score",
    "/replay",
    "/rules",
    "/games",
    "/resign",
    "/abandon",
    "/vote",
    "/rematch",
    "/history",
    "/stats",
    "/leaderboard",
    "/lang",
    "/link",
    "/unlink",
    "/bridge",
    "/unbridge",
    "/watch",
    "/help",
];

/// The `/help` text: the same command words in both languages, explained in the reader's.
#[must_use]
pub fn help(l: Lang) -> String {
    let games = GameKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
    t!(l, "play-help", games = games)
}

/// Most lines `/log` shows.
const LOG_LIMIT: usize = 50;

/// `/board [#n]`: the current board to the channel, or the last board of the chat's game `n`.
pub(crate) fn board(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let ctx = tx.ctx;
    let table = named_or_last(tx, cmd, args.trim())?;
    let record = &table.record;
    let c = ctx.chat_lang(&cmd.chat);
    let Some(game) = &table.game else {
        let seats = seat_list(c, record);
        return Ok(vec![Delivery::channel(&cmd.chat, t!(c, "play-board-lobby", seats = seats))]);
    };
    let mut text = say(c, &game.public_summary(), &record.names());
    match game.outcome() {
        Some(outcome) => text = format!("{}\n{text}", results_text(c, record, &outcome)),
        None => text.push_str(&format!("\n{}", turn_line(c, record, game).0)),
    }
    Ok(vec![Delivery::Channel {
        chat: cmd.chat.clone(),
        text,
        image: board_image(ctx, record, game),
        choices: vec![],
        mentions: vec![],
        page: crate::watch::address(ctx, record),
    }])
}

/// `/hand`: the caller's hand, privately.
pub(crate) fn hand(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let table = tx.table()?;
    let game = table.game.as_ref().ok_or_else(|| t!(l, "play-hand-not-started"))?;
    let seat = table.record.seat_of(&cmd.user).ok_or_else(|| t!(l, "play-hand-no-seat"))?;
    let text = say(l, &game.private_summary(seat), &table.record.names());
    Ok(vec![Delivery::Private {
        user: cmd.user.clone(),
        text,
        image: hand_image(ctx, &table.record, game, seat),
        choices: vec![],
        slot: None,
    }])
}

/// `/status`: the game, its seats, whose turn and for how long.
pub(crate) fn status(tx: &mut Tx, cmd: &Command) -> Reply {
    let ctx = tx.ctx;
    let table = table_or_last(tx, cmd)?;
    let record = &table.record;
    let c = ctx.chat_lang(&cmd.chat);
    let state = match record.status {
        GameStatus::Lobby => "lobby",
        GameStatus::Active => "active",
        GameStatus::Finished => "finished",
        GameStatus::Abandoned => "abandoned",
    };
    let mut lines = vec![t!(
        c,
        "play-status",
        title = record.kind.title_text(),
        id = record.id,
        state = state,
        version = record.version,
        moves = record.actions
    )];
    lines.push(seats_with_levels(c, record, true));
    if let Some(game) = &table.game
        && !game.is_over()
    {
        let waited = duration(c, tx.now_ms.saturating_sub(record.turn_started_ms));
        let who = names_of(c, record, &game.active_seats());
        lines.push(t!(c, "play-status-turn", who = who, waited = waited));
    }
    Ok(vec![Delivery::channel(&cmd.chat, lines.join("\n"))])
}

/// `/log [#game] [n]`: the public events of the last `n` moves (default 10) of the chat's game,
/// or of its game number `game`.
pub(crate) fn log(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let (game_word, count): (Vec<&str>, Vec<&str>) =
        args.split_whitespace().partition(|w| w.starts_with('#'));
    let n = match count.as_slice() {
        [] => 10,
        [word] => word.parse::<usize>().map_err(|_| t!(l, "play-log-not-a-number", args = args))?,
        _ => return Err(t!(l, "play-log-not-a-number", args = args).into()),
    };
    let table = named_or_last(tx, cmd, game_word.first().copied().unwrap_or(""))?;
    let record = &table.record;
    if table.game.is_none() {
        return Err(not_started(l));
    }
    let c = ctx.chat_lang(&cmd.chat);
    let entries = public_log(ctx, record, c)?;
    let n = n.clamp(1, LOG_LIMIT);
    let shown = &entries[entries.len().saturating_sub(n)..];
    let text = if shown.is_empty() { t!(c, "play-log-empty") } else { shown.join("\n") };
    Ok(vec![Delivery::channel(&cmd.chat, text)])
}

/// Every move of `record`'s game so far as its public events tell it (a move without a public
/// event by its notation), numbered from 1, in language `l`.
pub(crate) fn public_log(ctx: &Ctx, record: &GameRecord, l: Lang) -> Result<Vec<String>, Refusal> {
    let stored =
        ctx.store.load(record.id).map_err(|e| storage_trouble(l, &e))?.ok_or_else(|| game_missing(l))?;
    let mut game = AnyGame::setup(record.kind, &record.options, record.seats.len(), record.seed)
        .map_err(|e| t!(l, "play-log-rebuild-failed", error = say(l, &e.text(), &[])))?;
    let names = record.names();
    let mut entries = Vec::new();
    for (i, logged) in stored.actions.iter().enumerate() {
        let notation = game.format_action(&logged.action);
        let events = game
            .apply(logged.seat, &logged.action)
            .map_err(|e| t!(l, "play-log-no-replay", error = say(l, &e.text(), &names)))?;
        let texts: Vec<String> = events
            .iter()
            .filter(|e| e.audience == Audience::Everyone)
            .map(|e| say(l, &e.text, &names))
            .collect();
        let who = &record.seats[logged.seat.index()].name;
        let public_move = if texts.is_empty() {
            t!(l, "play-log-plays", who = who, notation = notation)
        } else {
            texts.join(" ")
        };
        entries.push(format!("{}. {public_move}", i + 1));
    }
    Ok(entries)
}

/// `/score`: public scores now (secret points stay secret) with, for a game that keeps a public
/// score, a chart of it over the turns so far; or the result at the end.
pub(crate) fn score(tx: &mut Tx, cmd: &Command) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let table = table_or_last(tx, cmd)?;
    let record = &table.record;
    let game = table.game.as_ref().ok_or_else(|| not_started(l))?;
    let c = ctx.chat_lang(&cmd.chat);
    if let Some(outcome) = game.outcome() {
        return Ok(vec![Delivery::Channel {
            chat: cmd.chat.clone(),
            text: results_text(c, record, &outcome),
            image: score_image(ctx, record),
            choices: vec![],
            mentions: vec![],
            page: None,
        }]);
    }
    let mut out = vec![Delivery::channel(&cmd.chat, say(c, &game.public_summary(), &record.names()))];
    if let Some(image) = history_image(ctx, record) {
        let (title, id) = (record.kind.title_text(), record.id);
        out.push(Delivery::Channel {
            chat: cmd.chat.clone(),
            text: t!(c, "replay-score-history", title = title, id = id),
            image: Some(image),
            choices: vec![],
            mentions: vec![],
            page: None,
        });
    }
    if let Some(seat) = record.seat_of(&cmd.user) {
        out.push(Delivery::private(&cmd.user, say(l, &game.private_summary(seat), &record.names())));
    }
    Ok(out)
}

/// The chat's game numbered by `word` (`#12`), or with no word [`table_or_last`].
fn named_or_last(tx: &mut Tx, cmd: &Command, word: &str) -> Result<Table, Refusal> {
    if word.is_empty() {
        return table_or_last(tx, cmd);
    }
    let id = numbered(word).ok_or_else(|| t!(tx.lang, "after-not-a-game-number", word = word))?;
    chat_game(tx, cmd, id)
}

/// The chat's open game, or its last game that ended (else the caller's most recent game in
/// this chat, for games that ended before chats noted their last game).
fn table_or_last(tx: &mut Tx, cmd: &Command) -> Result<Table, Refusal> {
    let (ctx, l) = (tx.ctx, tx.lang);
    if let Ok(table) = tx.last_table() {
        return Ok(table);
    }
    let ids = ctx.store.games_of(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
    for id in ids.into_iter().rev() {
        let Some(record) = ctx.store.record(id).map_err(|e| storage_trouble(l, &e))? else { continue };
        if record.chat == cmd.chat {
            let game = ctx.store.load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
            return Ok(Table { record, game });
        }
    }
    Err(no_game(l, None))
}

/// `/rules [game] [topic]`: the rules of the chat's game (or a named one).
pub(crate) fn rules(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let mut words = args.split_whitespace().peekable();
    let named = words.peek().and_then(|w| GameKind::from_name(w).ok());
    if named.is_some() {
        words.next();
    }
    let kind = match named {
        Some(kind) => kind,
        None => match tx.last_table() {
            Ok(table) => table.record.kind,
            Err(_) => GameKind::Carthage,
        },
    };
    let asked = words.collect::<Vec<_>>().join(" ");
    let c = ctx.chat_lang(&cmd.chat);
    let text = if asked.is_empty() {
        let head = kind.rules().first().map(|key| say(c, &Text::msg(topic_id(kind, key)), &[]));
        let head = head.unwrap_or_default();
        format!("{head}\n{}", say(c, &text!("games-rules-topics", topics = topic_names(c, kind)), &[]))
    } else {
        let Some(key) = find_topic(kind, &asked) else {
            let refusal = text!("games-rules-no-topic", topic = asked, topics = topic_names(l, kind));
            return Err(say(l, &refusal, &[]).into());
        };
        let found = rules_text(kind, Some(key)).map_err(|e| say(l, &e, &[]))?;
        say(c, &found, &[])
    };
    Ok(vec![Delivery::channel(&cmd.chat, t!(c, "play-rules", title = kind.title_text(), text = text))])
}

/// Most ended games `/games` lists.
const ENDED_LISTED: usize = 5;

/// `/games [page]`: the caller's open games with whose turn it is and for how long, [`GAMES_PAGE`]
/// to a page (oldest first), then on the first page the games that ended most recently.
pub(crate) fn games(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let page = match args.trim() {
        "" => 1,
        word => word
            .parse::<usize>()
            .ok()
            .filter(|&p| p > 0)
            .ok_or_else(|| t!(l, "play-games-bad-page", page = word))?,
    };
    let ids = ctx.store.games_of(&cmd.user).map_err(|e| storage_trouble(l, &e))?;
    let (mut open, mut ended) = (Vec::new(), Vec::new());
    for id in ids.into_iter().rev() {
        let Some(record) = ctx.store.record(id).map_err(|e| storage_trouble(l, &e))? else { continue };
        if record.status.is_open() {
            open.push(record);
        } else if ended.len() < ENDED_LISTED {
            ended.push(ended_line(l, tx.now_ms, &record));
        }
    }
    open.reverse();
    let pages = open.len().div_ceil(GAMES_PAGE).max(1);
    if page > pages {
        return Err(t!(l, "play-games-no-page", page = page, pages = pages).into());
    }
    let shown = open.iter().skip((page - 1) * GAMES_PAGE).take(GAMES_PAGE);
    let lines = shown.map(|r| open_line(tx, r)).collect::<Result<Vec<_>, _>>()?;
    let mut text = match open.len() {
        0 => t!(l, "play-games-none"),
        n => t!(l, "play-games-list", n = n, lines = lines.join("\n")),
    };
    if pages > 1 {
        let next = if page < pages { page + 1 } else { 1 };
        text = format!("{text}\n{}", t!(l, "play-games-page", page = page, pages = pages, next = next));
    }
    if page == 1 && !ended.is_empty() {
        text = format!("{text}\n{}\n{}", t!(l, "play-games-ended-head"), ended.join("\n"));
    }
    Ok(vec![Delivery::private(&cmd.user, text)])
}

/// One open game of `/games`: whose turn and for how long, or that it is in its lobby.
fn open_line(tx: &Tx, record: &kontor_storage::GameRecord) -> Result<String, Refusal> {
    let (ctx, l, id) = (tx.ctx, tx.lang, record.id);
    let turn = match ctx.store.load_snapshot(id).map_err(|e| storage_trouble(l, &e))? {
        Some(game) => {
            let who = names_of(l, record, &game.active_seats());
            let waited = duration(l, tx.now_ms.saturating_sub(record.turn_started_ms));
            t!(l, "play-games-turn", who = who, waited = waited)
        }
        None => t!(l, "play-games-lobby"),
    };
    let (title, chat) = (record.kind.title_text(), record.chat.to_string());
    Ok(t!(l, "play-games-line", id = id, title = title, chat = chat, turn = turn))
}

/// One ended game of `/games`: how it ended and how long ago.
fn ended_line(l: Lang, now_ms: u64, record: &kontor_storage::GameRecord) -> String {
    let how = if record.status == GameStatus::Abandoned { "abandoned" } else { "finished" };
    let ago = duration(l, now_ms.saturating_sub(record.updated_ms));
    let turn = t!(l, "play-games-ended", how = how, ago = ago);
    let (id, title, chat) = (record.id, record.kind.title_text(), record.chat.to_string());
    t!(l, "play-games-line", id = id, title = title, chat = chat, turn = turn)
}

/// The name of a rules topic in language `l` (the `.topic` of its message), else its key.
fn topic_name(l: Lang, kind: GameKind, key: &str) -> String {
    catalog().attribute(l, &topic_id(kind, key), "topic").unwrap_or_else(|| key.to_string())
}

/// The topics of `kind` by their names in language `l`, as `` `name` `` separated by commas.
fn topic_names(l: Lang, kind: GameKind) -> String {
    let names: Vec<String> =
        kind.rules().iter().map(|key| format!("`{}`", topic_name(l, kind, key))).collect();
    names.join(", ")
}

/// The topic key that `asked` names: the key itself or the topic's name in any language, without
/// regard to case, spacing or Polish diacritics.
fn find_topic(kind: GameKind, asked: &str) -> Option<&'static str> {
    let asked = fold(asked);
    kind.rules()
        .iter()
        .copied()
        .find(|key| fold(key) == asked || Lang::ALL.iter().any(|l| fold(&topic_name(*l, kind, key)) == asked))
}

/// Lower case, single spaces, Polish letters without diacritics: `Przesunięcie  Pionka` →
/// `przesuniecie pionka`.
fn fold(words: &str) -> String {
    kontor_engine::without_diacritics(words).split_whitespace().collect::<Vec<_>>().join(" ")
}

//! `/stats [player] [game]` and `/leaderboard [game] [page]`: the ratings of this chat's
//! community (a Discord server, else the chat), with what players want beside them — games,
//! wins, best score, time per move and how they fare against the regulars. The ratings
//! themselves are kept by storage (`kontor_storage::ratings`); the rest is read from the games.

use std::collections::BTreeMap;

use kontor_engine::Outcome;
use kontor_games::GameKind;
use kontor_storage::ratings::{self, EVERYWHERE, human_player, player_of};
use kontor_storage::{GameRecord, GameStatus, Rating, RatingKey, SeatInfo, UserKey};

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::Delivery;
use crate::i18n::{Lang, duration, t};
use crate::limits::{LEADERBOARD_MIN_GAMES, LEADERBOARD_PAGE, LEADERBOARD_PAGES, STATS_GAMES};
use crate::present::level_name;
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::tx::Tx;

mod record_book;
use record_book::RecordBook;

/// The community of the caller's chat, as the ratings name it.
fn community(cmd: &Command) -> String {
    cmd.community.clone().unwrap_or_else(|| cmd.chat.to_string())
}

/// The words of `/stats` or `/leaderboard`: a game title, a number, and the rest (a player).
struct Words {
    kind: Option<GameKind>,
    number: Option<usize>,
    rest: String,
}

fn words(args: &str) -> Words {
    let (mut kind, mut number, mut rest) = (None, None, Vec::new());
    for word in args.split_whitespace() {
        match (GameKind::from_name(word), word.parse::<usize>()) {
            (Ok(k), _) if kind.is_none() => kind = Some(k),
            (_, Ok(n)) if number.is_none() => number = Some(n),
            _ => rest.push(word),
        }
    }
    Words { kind, number, rest: rest.join(" ") }
}

/// `/stats [player] [game]`: one player's standing in this community, per title.
pub(crate) fn stats(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let words = words(args);
    let mut rest = words.rest;
    if let Some(n) = words.number {
        rest = format!("{rest} {n}").trim().to_string();
    }
    let (user, name) = who(tx, cmd, &rest)?;
    let scope = community(cmd);
    // A player on two platforms is rated under the account that holds their settings.
    let player = human_player(&ctx.store.holder(&user).unwrap_or_else(|_| user.clone()));
    let kinds: Vec<GameKind> = words.kind.map_or_else(|| GameKind::ALL.to_vec(), |k| vec![k]);
    let c = ctx.chat_lang(&cmd.chat);
    let book = RecordBook::read(tx, &user, &scope)?;
    let mut blocks = Vec::new();
    for kind in kinds {
        let key = RatingKey { scope: scope.clone(), kind, player: player.clone() };
        let here = ctx.store.rating(&key).map_err(|e| storage_trouble(l, &e))?;
        let Some(here) = here else { continue };
        let everywhere = RatingKey { scope: EVERYWHERE.into(), ..key };
        let all = ctx.store.rating(&everywhere).map_err(|e| storage_trouble(l, &e))?;
        blocks.push(block(c, kind, &here, all.as_ref(), &book));
    }
    let shown = if name.is_empty() { user.id.clone() } else { name };
    if blocks.is_empty() {
        return Err(t!(l, "after-stats-none", name = shown).into());
    }
    let text = format!("{}\n{}", t!(c, "after-stats-head", name = shown), blocks.join("\n\n"));
    Ok(vec![Delivery::channel(&cmd.chat, text)])
}

/// One title's lines of `/stats`.
fn block(c: Lang, kind: GameKind, here: &Rating, all: Option<&Rating>, book: &RecordBook) -> String {
    let share = (100 * here.wins).checked_div(here.games).unwrap_or(0);
    let mut lines = vec![t!(
        c,
        "after-stats-rating",
        title = kind.title_text(),
        rating = here.shown(),
        games = here.games,
        wins = here.wins,
        share = share
    )];
    let empty = Default::default();
    let mine = book.of(kind).unwrap_or(&empty);
    if let Some(best) = mine.best {
        let per_move = mine.per_move_ms().map_or_else(|| t!(c, "after-stats-no-times"), |ms| duration(c, ms));
        lines.push(t!(c, "after-stats-best", best = best, per_move = per_move));
    }
    let rivals = mine.regulars();
    if !rivals.is_empty() {
        let rivals: Vec<String> = rivals
            .iter()
            .map(|(name, m)| {
                t!(c, "after-stats-rival", name = name, won = m.won, lost = m.lost, games = m.games)
            })
            .collect();
        lines.push(t!(c, "after-stats-against", rivals = rivals.join(" · ")));
    }
    if let Some(all) = all.filter(|a| a.games > here.games) {
        lines.push(t!(c, "after-stats-everywhere", rating = all.shown(), games = all.games));
    }
    lines.join("\n")
}

/// The player `/stats` is about: the caller, a mention (`<@123>`, from a Discord user option or a
/// Telegram reply), or a name, id or @username seen at this chat's tables.
fn who(tx: &Tx, cmd: &Command, word: &str) -> Result<(UserKey, String), Refusal> {
    let l = tx.lang;
    let word = word.trim();
    if word.is_empty() {
        return Ok((cmd.user.clone(), cmd.user_name.clone()));
    }
    if let Some(id) = word.strip_prefix("<@").and_then(|w| w.strip_suffix('>')) {
        let id = id.trim_start_matches('!');
        if !id.is_empty() && !id.contains(char::is_whitespace) {
            let user = UserKey::new(cmd.user.platform.clone(), id);
            let name = seen_at_tables(tx, cmd, |seat| seat.user == user)?.map(|(_, n)| n).unwrap_or_default();
            return Ok((user, name));
        }
    }
    let wanted = word.trim_start_matches('@').to_lowercase();
    let found = seen_at_tables(tx, cmd, |seat| {
        seat.name.to_lowercase() == wanted
            || seat.user.id.to_lowercase() == wanted
            || seat.handle.as_deref() == Some(wanted.as_str())
    })?;
    found.ok_or_else(|| t!(l, "after-stats-who", name = word).into())
}

/// The first human of this chat's open game and newest ended games that `matches`.
fn seen_at_tables(
    tx: &Tx,
    cmd: &Command,
    matches: impl Fn(&SeatInfo) -> bool,
) -> Result<Option<(UserKey, String)>, Refusal> {
    let (store, l) = (&tx.ctx.store, tx.lang);
    let trouble = |e| storage_trouble(l, &e);
    let mut ids: Vec<u64> = store.game_in_chat(&cmd.chat).map_err(trouble)?.into_iter().collect();
    ids.extend(store.history(&cmd.chat, None, STATS_GAMES).map_err(trouble)?);
    for id in ids {
        let Some(record) = store.record(id).map_err(trouble)? else { continue };
        if let Some(seat) = record.seats.iter().find(|s| !s.bot && matches(s)) {
            return Ok(Some((seat.user.clone(), seat.name.clone())));
        }
    }
    Ok(None)
}

/// `/leaderboard [game] [page]`: this community's ratings of a title, best first, of players with
/// at least [`LEADERBOARD_MIN_GAMES`] rated games.
pub(crate) fn leaderboard(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let words = words(args);
    if !words.rest.is_empty() {
        let games = GameKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
        return Err(t!(l, "after-leaderboard-usage", word = words.rest, games = games).into());
    }
    let page = words.number.unwrap_or(1);
    if !(1..=LEADERBOARD_PAGES).contains(&page) {
        return Err(t!(l, "after-leaderboard-bad-page", page = page, most = LEADERBOARD_PAGES).into());
    }
    let kind = match words.kind.or_else(|| chat_kind(tx, cmd)) {
        Some(kind) => kind,
        None => {
            let games = GameKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
            return Err(t!(l, "after-leaderboard-which", games = games).into());
        }
    };
    let scope = community(cmd);
    let mut rows = ctx.store.standings(&scope, kind).map_err(|e| storage_trouble(l, &e))?;
    rows.retain(|(_, r)| r.games >= LEADERBOARD_MIN_GAMES);
    rows.sort_by(|(pa, a), (pb, b)| {
        b.conservative().total_cmp(&a.conservative()).then(b.games.cmp(&a.games)).then(pa.cmp(pb))
    });
    let c = ctx.chat_lang(&cmd.chat);
    let (title, least) = (kind.title_text(), LEADERBOARD_MIN_GAMES);
    if rows.is_empty() {
        return Err(t!(l, "after-leaderboard-empty", title = title, least = least).into());
    }
    let pages = rows.len().div_ceil(LEADERBOARD_PAGE);
    if page > pages {
        return Err(t!(l, "after-leaderboard-no-page", page = page, pages = pages).into());
    }
    let mut lines = vec![t!(c, "after-leaderboard-head", title = title.clone())];
    for (i, (player, rating)) in
        rows.iter().enumerate().skip((page - 1) * LEADERBOARD_PAGE).take(LEADERBOARD_PAGE)
    {
        let name = shown_name(c, player, rating);
        let (place, games, wins) = (i + 1, rating.games, rating.wins);
        lines.push(t!(
            c,
            "after-leaderboard-line",
            place = place,
            name = name,
            rating = rating.shown(),
            games = games,
            wins = wins
        ));
    }
    lines.push(t!(c, "after-leaderboard-note", least = least));
    if page < pages {
        lines.push(t!(c, "after-leaderboard-more", game = kind.name(), next = page + 1, pages = pages));
    }
    Ok(vec![Delivery::channel(&cmd.chat, lines.join("\n"))])
}

/// A row's name: the player's latest name, or a bot level as players know it.
fn shown_name(c: Lang, player: &str, rating: &Rating) -> String {
    match player.strip_prefix("bot:") {
        Some(level) => {
            let level = level.parse().map_or_else(|_| level.to_string(), |level| level_name(c, level));
            t!(c, "after-leaderboard-bot", level = level)
        }
        None if rating.name.is_empty() => player.to_string(),
        None => rating.name.clone(),
    }
}

/// The title of the chat's open game, else of its last ended one.
fn chat_kind(tx: &Tx, cmd: &Command) -> Option<GameKind> {
    let store = &tx.ctx.store;
    let open = store.game_in_chat(&cmd.chat).ok().flatten().and_then(|id| store.record(id).ok().flatten());
    open.or_else(|| tx.ctx.last_game(&cmd.chat)).map(|r| r.kind)
}

/// The final post's line on what the game does to its players' ratings in the community
/// (`alice 0 → 45 · bob 120 → 98`), or why it is not rated; `None` for a game without humans.
/// Read before the game's write, which rates it the same way.
pub(crate) fn changes_line(ctx: &Ctx, c: Lang, record: &GameRecord, outcome: &Outcome) -> Option<String> {
    let finished = GameRecord { status: GameStatus::Finished, ..record.clone() };
    let Some(game) = ratings::rated_game(&finished, Some(outcome)) else {
        return record.seeded.then(|| t!(c, "after-unrated-seeded"));
    };
    let key = |seat: &SeatInfo| RatingKey {
        scope: game.community.clone(),
        kind: record.kind,
        player: player_of(seat),
    };
    let humans: Vec<&SeatInfo> = record.seats.iter().filter(|s| !s.bot).collect();
    let before: BTreeMap<RatingKey, Rating> =
        humans.iter().filter_map(|s| ctx.store.rating(&key(s)).ok().flatten().map(|r| (key(s), r))).collect();
    let after = ratings::apply(&game, &before);
    let shown =
        |rows: &BTreeMap<RatingKey, Rating>, seat: &SeatInfo| rows.get(&key(seat)).map_or(0, Rating::shown);
    let changes: Vec<String> = humans
        .iter()
        .map(|s| {
            t!(
                c,
                "after-rating-change",
                name = s.name.clone(),
                old = shown(&before, s),
                new = shown(&after, s)
            )
        })
        .collect();
    Some(t!(c, "after-rating-changes", changes = changes.join(" · ")))
}

/// Whether a record is one of the finished games of `scope` that `/stats` reads.
fn counts(record: &GameRecord, scope: &str) -> bool {
    record.status == GameStatus::Finished && kontor_storage::ratings::community_of(record) == scope
}

/// Head-to-head against one opponent: games together, and who placed ahead.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Match {
    games: u32,
    won: u32,
    lost: u32,
}

type Rivals = BTreeMap<UserKey, (String, Match)>;

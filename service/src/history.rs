//! `/history`: the chat's ended games, newest first, each with its date, winner and scores; and
//! a game of the chat by its number (`#12`), which `/board`, `/log` and `/replay` take.

use kontor_storage::{GameId, GameRecord, GameStatus};

use crate::clock::utc_date;
use crate::command::Command;
use crate::delivery::Delivery;
use crate::i18n::{Lang, t};
use crate::limits::{HISTORY_PAGE, HISTORY_PAGES};
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::tx::{Table, Tx};

/// `/history [page]`: [`HISTORY_PAGE`] ended games a page, to the channel.
pub(crate) fn history(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    let page = page_number(l, args)?;
    let wanted = page * HISTORY_PAGE + 1;
    let ids = ctx.store.history(&cmd.chat, None, wanted).map_err(|e| storage_trouble(l, &e))?;
    let shown: Vec<GameId> = ids.iter().copied().skip((page - 1) * HISTORY_PAGE).take(HISTORY_PAGE).collect();
    let c = ctx.chat_lang(&cmd.chat);
    if shown.is_empty() {
        return Err(match page {
            1 => t!(l, "after-history-none"),
            _ => t!(l, "after-history-no-page", page = page),
        }
        .into());
    }
    let mut lines = vec![t!(c, "after-history-head")];
    for id in &shown {
        let record = ctx.store.record(*id).map_err(|e| storage_trouble(l, &e))?;
        if let Some(record) = record {
            lines.push(line(tx, c, &record)?);
        }
    }
    let example = shown[0];
    lines.push(t!(c, "after-history-hint", id = example));
    if ids.len() > page * HISTORY_PAGE && page < HISTORY_PAGES {
        lines.push(t!(c, "after-history-more", next = page + 1));
    }
    Ok(vec![Delivery::channel(&cmd.chat, lines.join("\n"))])
}

fn page_number(l: Lang, args: &str) -> Result<usize, Refusal> {
    match args.trim() {
        "" => Ok(1),
        word => word
            .parse::<usize>()
            .ok()
            .filter(|p| (1..=HISTORY_PAGES).contains(p))
            .ok_or_else(|| t!(l, "after-history-bad-page", page = word, most = HISTORY_PAGES).into()),
    }
}

/// `#12 · 2026-12-03 · Hansa Teutonica · 🏆 Anna 54 · Bob 41`, or how the game was abandoned.
fn line(tx: &Tx, c: Lang, record: &GameRecord) -> Result<String, Refusal> {
    let (id, date, title) = (record.id, utc_date(record.updated_ms), record.kind.title_text());
    if record.status == GameStatus::Abandoned {
        let moves = record.actions;
        return Ok(t!(c, "after-history-abandoned", id = id, date = date, title = title, moves = moves));
    }
    let game = tx.ctx.store.load_snapshot(record.id).map_err(|e| storage_trouble(tx.lang, &e))?;
    let Some(outcome) = game.and_then(|g| g.outcome()) else {
        return Ok(t!(
            c,
            "after-history-abandoned",
            id = id,
            date = date,
            title = title,
            moves = record.actions
        ));
    };
    let scores: Vec<String> = outcome
        .ranking
        .iter()
        .map(|p| {
            let name = &record.seats[p.seat.index()].name;
            if p.place == 1 { format!("🏆 {name} {}", p.score) } else { format!("{name} {}", p.score) }
        })
        .collect();
    Ok(t!(c, "after-history-line", id = id, date = date, title = title, scores = scores.join(" · ")))
}

/// The game number a word names: `#12`.
#[must_use]
pub(crate) fn numbered(word: &str) -> Option<GameId> {
    word.strip_prefix('#').and_then(|n| n.parse().ok())
}

/// Game `id` of the caller's chat, open or ended, loaded; another chat's game is refused (its
/// channel may be private).
pub(crate) fn chat_game(tx: &Tx, cmd: &Command, id: GameId) -> Result<Table, Refusal> {
    let (ctx, l) = (tx.ctx, tx.lang);
    let record = ctx.store.record(id).map_err(|e| storage_trouble(l, &e))?;
    let record =
        record.filter(|r| r.chat == cmd.chat).ok_or_else(|| t!(l, "after-not-this-chat", id = id))?;
    let game = ctx.store.load_snapshot(id).map_err(|e| storage_trouble(l, &e))?;
    Ok(Table { record, game })
}

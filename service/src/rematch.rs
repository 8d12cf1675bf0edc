//! `/rematch`: the chat's last finished game again — the same seats (bots at their levels), the
//! same options, a new deal — dealt at once, its human players mentioned. The final post offers it
//! as a button for [`REMATCH_MS`] after the end. A chat holds one open game, so however many
//! players press it, in however many processes, one game opens; the later presses are told its
//! number.

use kontor_storage::{GameRecord, GameStatus, SeatInfo, UserKey};

use crate::command::Command;
use crate::delivery::{Choice, Delivery};
use crate::i18n::{Lang, duration, t};
use crate::limits::{REMATCH_MS, check_open_games};
use crate::lobby::{bot_key, deal, new_record};
use crate::present::seat_list;
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::tx::Tx;

/// `/rematch [game number]`.
pub(crate) fn rematch(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let ctx = tx.ctx;
    let last = offered(tx, cmd, args)?;
    check_open_games(tx, &cmd.user)?;
    let mut record = new_record(tx, cmd, last.kind, last.options.clone(), Vec::new(), ctx.fresh_seed())?;
    record.seats = same_seats(&last, record.id);
    record.wanted_seats = Some(record.seats.len());
    let c = ctx.chat_lang(&cmd.chat);
    let (who, title, seats) = (&cmd.user_name, record.kind.title_text(), seat_list(c, &record));
    let intro =
        t!(c, "rematch-begins", who = who, old = last.id, id = record.id, title = title, seats = seats);
    let humans: Vec<UserKey> = record.seats.iter().filter(|s| !s.bot).map(|s| s.user.clone()).collect();
    let mut out = deal(tx, &mut record, intro)?;
    if let Some(Delivery::Channel { mentions, .. }) =
        out.iter_mut().find(|d| matches!(d, Delivery::Channel { .. }))
    {
        for user in humans {
            if !mentions.contains(&user) {
                mentions.push(user);
            }
        }
    }
    Ok(out)
}

/// The game a rematch repeats: the chat's last game, finished by its rules within
/// [`REMATCH_MS`], `cmd`'s author among its players, and the chat free.
fn offered(tx: &mut Tx, cmd: &Command, args: &str) -> Result<GameRecord, Refusal> {
    let (ctx, l) = (tx.ctx, tx.lang);
    let open = ctx.store.game_in_chat(&cmd.chat).map_err(|e| storage_trouble(l, &e))?;
    let last = ctx.last_game(&cmd.chat).filter(|r| r.status == GameStatus::Finished);
    if let Some(id) = open {
        let is_rematch = last.as_ref().is_some_and(|r| id > r.id);
        let key = if is_rematch { "rematch-already-open" } else { "rematch-chat-busy" };
        return Err(t!(l, key, id = id).into());
    }
    let last = last.ok_or_else(|| t!(l, "rematch-none"))?;
    let named = args.trim();
    if !named.is_empty() && named.trim_start_matches('#').parse::<u64>().ok() != Some(last.id) {
        return Err(t!(l, "rematch-not-last", named = named, id = last.id).into());
    }
    if tx.now_ms >= last.updated_ms.saturating_add(REMATCH_MS) {
        return Err(t!(l, "rematch-too-late", id = last.id, d = duration(l, REMATCH_MS)).into());
    }
    if last.seat_of(&cmd.user).is_none() {
        return Err(t!(l, "rematch-not-a-player", id = last.id).into());
    }
    Ok(last)
}

/// The last game's seats for game `id`: every human again (a resignation is not carried over),
/// every bot at its level under a key of the new game.
fn same_seats(last: &GameRecord, id: u64) -> Vec<SeatInfo> {
    let mut bots = 0;
    let seat = |s: &SeatInfo| {
        let mut seat = SeatInfo { resigned: false, ..s.clone() };
        if s.bot {
            bots += 1;
            seat.user = bot_key(id, bots);
        } else {
            seat.level = kontor_engine::BotLevel::default();
        }
        seat
    };
    last.seats.iter().map(seat).collect()
}

/// The rematch button of a finished game's final post, in the chat's language `c`.
pub(crate) fn button(c: Lang, record: &GameRecord) -> Choice {
    Choice {
        label: t!(c, "rematch-button"),
        game: record.id,
        version: record.version,
        text: format!("/rematch {}", record.id),
        menu: None,
    }
}

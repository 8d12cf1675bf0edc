//! A game's course in pictures: `/replay [game]`, an animated GIF of the board after each turn
//! of a finished game, and the public scores over the turns (`/score` mid-game, and above the
//! final breakdown).
//!
//! Both are drawn from the stored log, so they are drawn only once it is written: a post carries
//! its picture empty (with the [`Picture`] it shows) and the picture is drawn after the write,
//! as the outbox draws pictures again after a restart. A final score chart is drawn right after
//! its write (it takes about as long as a board); a replay takes seconds, so it is drawn after
//! the command's write outside the chat's lock, on a blocking thread, at most
//! [`MAX_CONCURRENT_REPLAYS`] at a time: the chat's other commands and every other chat go on
//! meanwhile.

use std::sync::Arc;

use kontor_engine::Seat;
use kontor_games::{AnyAction, ScoreSeries, StoredGame, history};
use kontor_i18n::Voice;
use kontor_storage::{GameRecord, GameStatus};
use tokio::sync::Semaphore;

use crate::command::Command;
use crate::ctx::Ctx;
use crate::delivery::{Delivery, Image, Outbound, Picture};
use crate::i18n::{catalog, t};
use crate::limits::MAX_CONCURRENT_REPLAYS;
use crate::outbox::{drop_image, image_mut, redraw};
use crate::refusal::{Refusal, Reply, storage_trouble};
use crate::service::Service;
use crate::tx::Tx;

/// Replays being drawn now.
static DRAWING: Semaphore = Semaphore::const_new(MAX_CONCURRENT_REPLAYS);

/// `/replay [game]`: the chat's finished game (its last one by default) as an animated GIF.
pub(crate) fn replay(tx: &mut Tx, cmd: &Command, args: &str) -> Reply {
    let (ctx, l) = (tx.ctx, tx.lang);
    if !ctx.config.images {
        return Err(t!(l, "replay-no-images").into());
    }
    let word = args.trim().trim_start_matches('#');
    let record = if word.is_empty() {
        ctx.last_game(&cmd.chat).ok_or_else(|| t!(l, "replay-none"))?
    } else {
        let id: u64 = word.parse().map_err(|_| t!(l, "replay-bad-number", args = args.trim()))?;
        let record = ctx.store.record(id).map_err(|e| storage_trouble(l, &e))?;
        record.ok_or_else(|| t!(l, "replay-no-such-game", id = id))?
    };
    let id = record.id;
    if record.chat != cmd.chat {
        return Err(t!(l, "replay-other-chat", id = id).into());
    }
    match record.status {
        GameStatus::Finished => {}
        GameStatus::Abandoned => return Err(t!(l, "replay-abandoned", id = id).into()),
        GameStatus::Lobby | GameStatus::Active => return Err(t!(l, "replay-not-finished", id = id).into()),
    }
    let no_replay = |error: String| Refusal::from(t!(l, "play-log-no-replay", error = error));
    let log = stored_log(ctx, id, None).map_err(no_replay)?;
    let turns =
        history::for_each_turn(&stored(&record, &log), |_| {}).map_err(|e| no_replay(e.to_string()))?;
    let c = ctx.chat_lang(&cmd.chat);
    let text = t!(c, "replay-post", title = record.kind.title_text(), id = id, turns = turns);
    let image = Image {
        name: format!("game-{id}-replay.gif"),
        png: Arc::new(Vec::new()),
        source: Picture::Replay { game: id },
    };
    Ok(vec![Delivery::Channel {
        chat: cmd.chat.clone(),
        text,
        image: Some(image),
        choices: vec![],
        mentions: vec![],
        page: None,
    }])
}

/// The setup and log of `record` for replaying.
fn stored<'a>(record: &'a GameRecord, log: &'a [(Seat, AnyAction)]) -> StoredGame<'a> {
    StoredGame {
        kind: record.kind,
        options: &record.options,
        seats: record.seats.len(),
        seed: record.seed,
        actions: log,
    }
}

/// The stored record and first `actions` actions of game `id` (all for `None`).
fn stored_log(ctx: &Ctx, id: u64, actions: Option<u32>) -> Result<Vec<(Seat, AnyAction)>, String> {
    let stored = ctx.store.load(id).map_err(|e| e.to_string())?.ok_or("the game is gone")?;
    let n = actions.unwrap_or(stored.record.actions) as usize;
    Ok(stored.actions.into_iter().take(n).map(|a| (a.seat, a.action)).collect())
}

/// The public scores of `record`'s game over its first `actions` actions (all for `None`);
/// `None` for a game without a public running score.
pub(crate) fn score_series(
    ctx: &Ctx,
    record: &GameRecord,
    actions: Option<u32>,
) -> Result<Option<ScoreSeries>, String> {
    let log = stored_log(ctx, record.id, actions)?;
    history::score_series(&stored(record, &log)).map_err(|e| e.to_string())
}

/// The GIF of game `record`: the spectator board after each turn, in the chat's language.
pub(crate) fn replay_gif(ctx: &Ctx, record: &GameRecord) -> Result<Vec<u8>, String> {
    let log = stored_log(ctx, record.id, None)?;
    let boards = history::spectator_boards(&stored(record, &log)).map_err(|e| e.to_string())?;
    let names = record.names();
    let voice = Voice { catalog: catalog(), lang: ctx.chat_lang(&record.chat), names: &names };
    kontor_render::render_replay(&boards, &voice).map_err(|e| e.to_string())
}

/// The line chart of the public scores over the first `actions` actions, in the chat's language.
pub(crate) fn history_png(ctx: &Ctx, record: &GameRecord, actions: u32) -> Result<Vec<u8>, String> {
    let series = score_series(ctx, record, Some(actions))?.ok_or("the game keeps no public score")?;
    let names = record.names();
    let voice = Voice { catalog: catalog(), lang: ctx.chat_lang(&record.chat), names: &names };
    kontor_render::render_score_history(&series, &voice).map_err(|e| e.to_string())
}

/// The public scores so far as a line chart, for `/score` mid-game; `None` for a game without a
/// public running score (or with no turn played yet).
pub(crate) fn history_image(ctx: &Ctx, record: &GameRecord) -> Option<Image> {
    if !ctx.config.images {
        return None;
    }
    let png = history_png(ctx, record, record.actions)
        .map_err(|e| tracing::debug!("game {}: no score history: {e}", record.id))
        .ok()?;
    Some(Image {
        name: format!("game-{}-history-{}.png", record.id, record.actions),
        png: Arc::new(png),
        source: Picture::History { game: record.id, actions: record.actions },
    })
}

/// Whether `image` still waits to be drawn from the written log.
fn pending(image: &Image, replay: bool) -> bool {
    image.png.is_empty() && matches!(image.source, Picture::Replay { .. }) == replay
}

/// Draws the pictures of `posts` that wait for the written log, except replays (see
/// [`Service::draw_replays`]); a picture that fails is left out and logged.
pub(crate) fn draw_written<'a>(ctx: &Ctx, posts: impl IntoIterator<Item = &'a mut Delivery>) {
    for post in posts {
        let failed = match image_mut(post) {
            Some(image) if pending(image, false) => redraw(ctx, image).err().map(|e| (image.name.clone(), e)),
            _ => None,
        };
        if let Some((name, e)) = failed {
            tracing::warn!("{name} is sent without its picture: {e}");
            drop_image(post);
        }
    }
}

impl Service {
    /// Draws the replays of `posts` after their write, off the chat's lock and the command's
    /// thread, a few at a time.
    pub(crate) async fn draw_replays(&self, posts: &mut [Outbound]) {
        for post in posts {
            let Some(image) = image_mut(&mut post.delivery).filter(|image| pending(image, true)).cloned()
            else {
                continue;
            };
            let Ok(_turn) = DRAWING.acquire().await else { continue };
            let service = self.clone();
            let mut drawn = image.clone();
            let done = tokio::task::spawn_blocking(move || redraw(service.ctx(), &mut drawn).map(|()| drawn));
            match done.await {
                Ok(Ok(drawn)) => {
                    if let Some(slot) = image_mut(&mut post.delivery) {
                        *slot = drawn;
                    }
                }
                Ok(Err(e)) => {
                    tracing::warn!("{} is sent without its picture: {e}", image.name);
                    drop_image(&mut post.delivery);
                }
                Err(e) => {
                    tracing::error!("{}: drawing failed: {e}", image.name);
                    drop_image(&mut post.delivery);
                }
            }
        }
    }
}

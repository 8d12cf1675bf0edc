//! The durable outbox: every post a command produces is written in the transaction of the change
//! that produced it, and leaves the outbox only when its adapter reports the platform accepted it.
//! After a crash the adapters send what is left, oldest first, so every post is delivered at least
//! once; a post is sent twice only if the platform accepted it but the answer was lost.

use std::sync::Arc;

use kontor_engine::Seat;
use kontor_games::AnyGame;
use kontor_storage::{GameRecord, Store};

use crate::ctx::Ctx;
use crate::delivery::{Delivery, Image, Outbound, Picture};
use crate::present::{board_png, hand_png, score_png};
use crate::replay::{history_png, replay_gif};
use crate::service::{Service, blocking};

impl Service {
    /// Reports a post as accepted by its platform (or refused for good): it leaves the outbox.
    pub fn sent(&self, post: &Outbound) {
        let Some(receipt) = &post.receipt else { return };
        self.ctx().backlog.remove(post);
        if let Some(Err(e)) = blocking(&"outbox", || self.ctx().store.mark_sent(receipt)) {
            tracing::warn!("outbox: could not mark post {} of {} sent: {e}", receipt.seq, receipt.platform);
        }
    }

    /// Whether a post is still waiting in the outbox (a retry may have sent it meanwhile).
    #[must_use]
    pub fn is_unsent(&self, post: &Outbound) -> bool {
        let Some(receipt) = &post.receipt else { return true };
        blocking(&"outbox", || self.ctx().store.is_unsent(receipt).unwrap_or(true)).unwrap_or(true)
    }

    /// The posts for `platform` that were produced but not yet reported sent, oldest first, with
    /// their pictures drawn again from the stored games. Adapters send these at start-up before
    /// anything new, and again later for posts that failed for a while.
    #[must_use]
    pub fn unsent(&self, platform: &str) -> Vec<Outbound> {
        let posts = blocking(&"outbox", || taken(self.ctx(), platform, Store::unsent)).unwrap_or_default();
        self.ctx().backlog.add(&posts);
        posts
    }

    /// Says that this process sends the posts of `platform` (its adapter runs here): the posts
    /// it writes for that platform are held for it. Those for a platform it does not serve are
    /// written free, for the process that serves it ([`Service::claim_free`]).
    pub fn serve(&self, platform: &str) {
        self.ctx().serve(platform);
    }

    /// The posts for `platform` that no process holds: written by a process that does not serve
    /// the platform (the other home of a bridged table, when each platform has its process), or
    /// left by one that stopped. They are this process's now; an adapter on a database shared by
    /// processes asks a few times a second, and sends them at once.
    #[must_use]
    pub fn claim_free(&self, platform: &str) -> Vec<Outbound> {
        let posts =
            blocking(&"outbox", || taken(self.ctx(), platform, Store::claim_free)).unwrap_or_default();
        self.ctx().backlog.add(&posts);
        posts
    }
}

/// A way of taking a platform's posts from the outbox.
type Take = fn(&Store, &str, u64) -> Result<Vec<kontor_storage::Unsent>, kontor_storage::StorageError>;

/// The posts for `platform` that `take` hands this process, their pictures drawn again.
fn taken(ctx: &Ctx, platform: &str, take: Take) -> Vec<Outbound> {
    let entries = match take(&ctx.store, platform, ctx.now_ms()) {
        Ok(entries) => entries,
        Err(e) => {
            tracing::error!("outbox of {platform}: {e}");
            return Vec::new();
        }
    };
    let mut out = Vec::with_capacity(entries.len());
    for entry in entries {
        match serde_json::from_slice::<Delivery>(&entry.payload) {
            Ok(mut delivery) => {
                if let Some(image) = image_mut(&mut delivery)
                    && let Err(e) = redraw(ctx, image)
                {
                    tracing::warn!("outbox: {} is sent without its picture: {e}", image.name);
                    drop_image(&mut delivery);
                }
                out.push(Outbound { receipt: Some(entry.receipt), delivery });
            }
            Err(e) => {
                tracing::error!(
                    "outbox: post {} of {platform} is unreadable ({e}); dropped",
                    entry.receipt.seq
                );
                let _ = ctx.store.mark_sent(&entry.receipt);
            }
        }
    }
    out
}

/// Draws a stored picture again from the game's log, in the language its readers have now
/// (the chat's for the board, the scores and a replay, the seat's player's for a hand); also
/// draws the pictures that wait for their command's write ([`crate::replay`]).
pub(crate) fn redraw(ctx: &Ctx, image: &mut Image) -> Result<(), String> {
    let png = match image.source {
        Picture::Board { game, actions } => {
            let (record, state) = game_at(ctx, game, Some(actions))?;
            board_png(ctx, &record, &state)
        }
        Picture::Hand { game, actions, seat } => {
            let (record, state) = game_at(ctx, game, Some(actions))?;
            hand_png(ctx, &record, &state, Seat(seat))
        }
        Picture::Scores { game } => {
            let (record, state) = game_at(ctx, game, None)?;
            let outcome = state.outcome().ok_or("the game has no result")?;
            score_png(ctx, &record, &outcome)
        }
        // Both replay the stored log themselves: only the record is read here.
        Picture::History { game, actions } => {
            image.png = Arc::new(history_png(ctx, &record_of(ctx, game)?, actions)?);
            return Ok(());
        }
        Picture::Replay { game } => {
            image.png = Arc::new(replay_gif(ctx, &record_of(ctx, game)?)?);
            return Ok(());
        }
    };
    image.png = Arc::new(png.map_err(|e| e.to_string())?);
    Ok(())
}

fn record_of(ctx: &Ctx, id: u64) -> Result<GameRecord, String> {
    ctx.store.record(id).map_err(|e| e.to_string())?.ok_or_else(|| "the game is gone".to_string())
}

/// A stored game after its first `actions` actions (its latest state for `None`).
fn game_at(ctx: &Ctx, id: u64, actions: Option<u32>) -> Result<(GameRecord, AnyGame), String> {
    let stored = ctx.store.load(id).map_err(|e| e.to_string())?.ok_or("the game is gone")?;
    let record = stored.record;
    let latest = actions.is_none_or(|n| n == record.actions);
    let state = match (latest, stored.snapshot) {
        (true, Some(snapshot)) => snapshot,
        _ => {
            let n = actions.unwrap_or(record.actions) as usize;
            let log: Vec<_> = stored.actions.iter().take(n).map(|a| (a.seat, a.action.clone())).collect();
            AnyGame::replay(record.kind, &record.options, record.seats.len(), record.seed, &log)
                .map_err(|e| e.to_string())?
        }
    };
    Ok((record, state))
}

pub(crate) fn image_mut(delivery: &mut Delivery) -> Option<&mut Image> {
    match delivery {
        Delivery::Channel { image, .. } | Delivery::Private { image, .. } => image.as_mut(),
    }
}

pub(crate) fn drop_image(delivery: &mut Delivery) {
    match delivery {
        Delivery::Channel { image, .. } | Delivery::Private { image, .. } => *image = None,
    }
}

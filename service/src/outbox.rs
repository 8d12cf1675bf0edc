//! The durable outbox: every post a command produces is written in the transaction of the change
//! that produced it, and leaves the outbox only when its adapter reports the platform accepted it.
//! After a crash the adapters send what is left, oldest first, so every post is delivered at least
//! once; a post is sent twice only if the platform accepted it but the answer was lost.

use std::sync::Arc;

use kontor_engine::Seat;
use kontor_games::AnyGame;
use kontor_storage::{ChatKey, GameRecord, Outgoing, StorageError, UserKey};

use crate::delivery::{Delivery, Image, Outbound, Picture};
use crate::i18n::Lang;
use crate::service::{Service, storage_trouble};

impl Service {
    /// Writes what a command (or a reminder check) on `chat` did — its staged game changes, its
    /// platform delivery id and its posts — in one transaction, and returns the posts with their
    /// receipts. If the write fails nothing happened: the author (if any) is told so instead.
    pub(crate) fn finish(
        &self,
        chat: &ChatKey,
        delivery: Option<&str>,
        deliveries: Vec<Delivery>,
        author: Option<(&UserKey, Lang)>,
    ) -> Vec<Outbound> {
        match self.try_finish(chat, delivery, deliveries) {
            Ok(posts) => posts,
            Err(e) => match author {
                Some((user, l)) => {
                    vec![Outbound {
                        receipt: None,
                        delivery: Delivery::private(user, storage_trouble(l, &e)),
                    }]
                }
                None => {
                    tracing::warn!("storage: {e}; the change on {chat} was not written");
                    Vec::new()
                }
            },
        }
    }

    /// Writes what a command on `chat` did (see [`Service::finish`]); a failed write changed
    /// nothing and is returned.
    pub(crate) fn try_finish(
        &self,
        chat: &ChatKey,
        delivery: Option<&str>,
        deliveries: Vec<Delivery>,
    ) -> Result<Vec<Outbound>, StorageError> {
        let games = self.take_staged(chat);
        let outgoing: Vec<Outgoing> = deliveries
            .iter()
            .map(|d| Outgoing {
                platform: d.platform().to_string(),
                payload: serde_json::to_vec(d).expect("deliveries serialise"),
            })
            .collect();
        let now = self.now_ms();
        let receipts = self.store().write(&games, delivery.map(|d| (d, now)), &outgoing)?;
        for write in &games {
            self.schedule_after(&write.record, write.snapshot.as_ref());
            if let Some(game) = &write.snapshot {
                self.think_if_waiting(&write.record, game);
            }
        }
        Ok(receipts
            .into_iter()
            .zip(deliveries)
            .map(|(receipt, delivery)| Outbound { receipt: Some(receipt), delivery })
            .collect())
    }

    /// Reports a post as accepted by its platform (or refused for good): it leaves the outbox.
    pub fn sent(&self, post: &Outbound) {
        if let Some(receipt) = &post.receipt
            && let Err(e) = self.store().mark_sent(receipt)
        {
            tracing::warn!("outbox: could not mark post {} of {} sent: {e}", receipt.seq, receipt.platform);
        }
    }

    /// Whether a post is still waiting in the outbox (a retry may have sent it meanwhile).
    #[must_use]
    pub fn is_unsent(&self, post: &Outbound) -> bool {
        post.receipt.as_ref().is_none_or(|r| self.store().is_unsent(r).unwrap_or(true))
    }

    /// The posts for `platform` that were produced but not yet reported sent, oldest first, with
    /// their pictures drawn again from the stored games. Adapters send these at start-up before
    /// anything new, and again later for posts that failed for a while.
    #[must_use]
    pub fn unsent(&self, platform: &str) -> Vec<Outbound> {
        let entries = match self.store().unsent(platform, self.now_ms()) {
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
                        && let Err(e) = self.redraw(image)
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
                    let _ = self.store().mark_sent(&entry.receipt);
                }
            }
        }
        out
    }

    /// Draws a stored picture again from the game's log, in the language its readers have now
    /// (the chat's for the board and the scores, the seat's player's for a hand).
    fn redraw(&self, image: &mut Image) -> Result<(), String> {
        let png = match image.source {
            Picture::Board { game, actions } => {
                let (record, state) = self.game_at(game, Some(actions))?;
                self.board_png(&record, &state)
            }
            Picture::Hand { game, actions, seat } => {
                let (record, state) = self.game_at(game, Some(actions))?;
                self.hand_png(&record, &state, Seat(seat))
            }
            Picture::Scores { game } => {
                let (record, state) = self.game_at(game, None)?;
                let outcome = state.outcome().ok_or("the game has no result")?;
                self.score_png(&record, &outcome)
            }
        };
        image.png = Arc::new(png.map_err(|e| e.to_string())?);
        Ok(())
    }

    /// A stored game after its first `actions` actions (its latest state for `None`).
    fn game_at(&self, id: u64, actions: Option<u32>) -> Result<(GameRecord, AnyGame), String> {
        let stored = self.store().load(id).map_err(|e| e.to_string())?.ok_or("the game is gone")?;
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
}

fn image_mut(delivery: &mut Delivery) -> Option<&mut Image> {
    match delivery {
        Delivery::Channel { image, .. } | Delivery::Private { image, .. } => image.as_mut(),
    }
}

fn drop_image(delivery: &mut Delivery) {
    match delivery {
        Delivery::Channel { image, .. } | Delivery::Private { image, .. } => *image = None,
    }
}

//! Jobs on the chats' [lanes](super::lanes): updates from the inbox and posts the service pushed
//! or left in its outbox, one chat's in order and different chats at once, so a chat waiting on
//! its sending limit (20 posts a minute in a group) holds up no other. An update is handled here:
//! commands go to the service, presses to [`super::press`], and what comes back is sent.

use std::collections::HashSet;
use std::sync::Arc;

use kontor_service::{Outbound, Receipt};
use teloxide::prelude::Requester;
use teloxide::types::{Update, UpdateKind};
use tokio::sync::broadcast::error::RecvError;

use super::adapter::Adapter;
use super::calls::deliveries;
use super::lanes::Lanes;
use super::place::Place;
use super::press::{ANSWER_WITHIN, Answer};
use super::send::report;
use super::translate::{self, Incoming, Sender, Target, html, posts, refusal};
use crate::platforms::TELEGRAM;

/// How often posts for Telegram that no process holds are looked for.
const FREE_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// What a chat's lane does.
pub(super) enum Job {
    /// An update from the inbox, with its press's answer when it is one.
    Update(Box<Update>, Option<Answer>),
    /// Posts the service pushed (reminders, timeouts) or left in the outbox.
    Posts(Vec<Outbound>),
}

/// The chat whose lane takes an update.
fn lane_of(update: &Update) -> i64 {
    match &update.kind {
        UpdateKind::Message(m) | UpdateKind::EditedMessage(m) => m.chat.id.0,
        UpdateKind::CallbackQuery(q) => q.message.as_ref().map_or(q.from.id.0 as i64, |m| m.chat().id.0),
        _ => 0,
    }
}

/// The chat whose lane sends a delivery.
fn lane_of_post(post: &Outbound) -> i64 {
    match translate::target(&post.delivery) {
        Some(Target::Chat(place)) => place.chat,
        Some(Target::User(user)) => user,
        None => 0,
    }
}

impl Adapter {
    /// Queues an update on its chat's lane; a press gets the timer that answers it in time.
    pub(super) fn dispatch(self: &Arc<Self>, lanes: &Arc<Lanes<Job>>, update: Update) {
        let answer = match &update.kind {
            UpdateKind::CallbackQuery(query) => {
                let answer = Answer::new(query.id.0.clone());
                let (timer, bot) = (answer.clone(), self.bot.clone());
                tokio::spawn(async move {
                    tokio::time::sleep(ANSWER_WITHIN).await;
                    if timer.take()
                        && let Err(e) = bot.answer_callback_query(timer.id).await
                    {
                        tracing::warn!("telegram: answerCallbackQuery failed: {e}");
                    }
                });
                Some(answer)
            }
            _ => None,
        };
        lanes.push(lane_of(&update), Job::Update(Box::new(update), answer));
    }

    /// Queues posts on their chats' lanes, each unless it is already queued, being sent, or sent.
    pub(super) fn queue_posts(&self, lanes: &Arc<Lanes<Job>>, posts: Vec<Outbound>) {
        // The service pushes every platform's posts to every adapter: another's are theirs.
        for post in posts.into_iter().filter(|p| p.delivery.platform() == TELEGRAM) {
            if let Some(receipt) = &post.receipt {
                if !self.flights().insert(receipt.clone()) {
                    continue;
                }
                // Checked once it counts as in flight, so a lane that sent it just now is seen.
                if !self.service.is_unsent(&post) {
                    self.flights().remove(receipt);
                    continue;
                }
            }
            lanes.push(lane_of_post(&post), Job::Posts(vec![post]));
        }
    }

    /// Sends what the service pushes, the posts another process left for Telegram within a
    /// tenth of a second, and every `outbox_retry` the posts that failed for a while
    /// (those still unsent at two retries in a row and not on their way now).
    pub(super) async fn forward(
        self: Arc<Self>,
        mut pushed: tokio::sync::broadcast::Receiver<Outbound>,
        lanes: Arc<Lanes<Job>>,
    ) {
        let mut retry =
            tokio::time::interval_at(tokio::time::Instant::now() + self.outbox_retry, self.outbox_retry);
        retry.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut seen_unsent: HashSet<Receipt> = HashSet::new();
        // Posts another process wrote for Telegram without sending them (a Discord process's move
        // at a bridged table, on a shared database) are looked for ten times a second.
        let mut free = tokio::time::interval(FREE_EVERY);
        free.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = free.tick() => {
                    let posts = self.service.claim_free(TELEGRAM);
                    if !posts.is_empty() {
                        self.queue_posts(&lanes, posts);
                    }
                }
                _ = retry.tick() => {
                    let unsent = self.unsent();
                    let mut stale = Vec::new();
                    let mut now_unsent = HashSet::new();
                    for post in unsent {
                        let Some(receipt) = post.receipt.clone() else { continue };
                        if seen_unsent.contains(&receipt) && !self.flights().contains(&receipt) {
                            stale.push(post);
                        }
                        now_unsent.insert(receipt);
                    }
                    seen_unsent = now_unsent;
                    if !stale.is_empty() {
                        tracing::info!("telegram: trying {} posts from the outbox again", stale.len());
                        self.queue_posts(&lanes, stale);
                    }
                }
                post = pushed.recv() => match post {
                    Ok(post) => self.queue_posts(&lanes, vec![post]),
                    Err(RecvError::Lagged(n)) => {
                        tracing::warn!("telegram: {n} pushed deliveries were missed; the outbox retry sends them");
                    }
                    Err(RecvError::Closed) => return,
                },
            }
        }
    }

    /// Runs one job of a lane.
    pub(super) async fn work(self: Arc<Self>, job: Job) {
        match job {
            Job::Update(update, answer) => {
                self.handle(&update, answer).await;
                self.inbox.done(update.id);
            }
            Job::Posts(posts) => self.deliver_all(posts, None).await,
        }
    }

    async fn handle(&self, update: &Update, answer: Option<Answer>) {
        match translate::incoming(update, &self.me) {
            Incoming::Command { cmd, from, place, private } => {
                self.learn(&from, place.chat, private);
                let cmd = self.admins.moderated(&self.bot, cmd, place.chat, from.id).await;
                let out = self.call(cmd).await;
                self.deliver_all(out, Some(place)).await;
            }
            Incoming::Start { from, group, update } => self.start(from, group, update).await,
            Incoming::Press { query, from, chat, message, thread, data, update } => {
                self.learn(&from, chat.unwrap_or(from.id), chat == Some(from.id));
                let answer = answer.unwrap_or_else(|| Answer::new(query));
                self.press(&answer, &from, chat.zip(message), thread, data, update).await;
            }
            Incoming::Anonymous { place } => {
                let text = self.service.anonymous_sender(&place.key());
                report(place.chat, self.send_all(&posts(place, &html(&text), None, None)).await);
            }
            Incoming::Migrated { from, to } => self.migrate(from, to),
            Incoming::Ignored => {}
        }
    }

    /// `/start [c<group>]` in the private chat: the chat is open; show the hand (and moves) of the
    /// group's game; else deal the game waiting in this private chat's lobby (Telegram's `/start`
    /// is Kontor's there), or show the help.
    async fn start(&self, from: Sender, group: Option<Place>, update: String) {
        self.learn(&from, from.id, true);
        let chat = group.unwrap_or(Place::chat(from.id));
        let lines: &[&str] = match group {
            Some(_) => &["/hand", "/moves"],
            None if self.service.lobby_game(&chat.key()).is_some() => &["/start"],
            None => &["/help"],
        };
        for (i, line) in lines.iter().enumerate() {
            let cmd = from.command(chat.key(), *line).with_delivery(format!("{update}:{i}"));
            let out = self.call(cmd).await;
            if i > 0 && refusal(&deliveries(&out), &from.key()).is_some() {
                // Not their turn: the hand is enough.
                out.iter().for_each(|post| self.service.sent(post));
                continue;
            }
            self.deliver_all(out, Some(chat)).await;
        }
    }
}

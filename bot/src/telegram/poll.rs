//! Receiving updates: the adapter's run from start-up to shutdown, `getUpdates` long polling
//! (by one process per database, the polling leader), or the webhook's batches.
//!
//! Updates are kept in the [`Inbox`](super::inbox::Inbox) before they are confirmed, then handed
//! to their chat's lane; at start-up the outbox's posts go first, then the updates received but
//! not handled before a restart.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use teloxide::payloads::GetUpdatesSetters;
use teloxide::prelude::Requester;
use teloxide::types::{AllowedUpdate, Update};

use super::adapter::Adapter;
use super::dispatch::Job;
use super::lanes::Lanes;

/// The role of the process that polls Telegram, among processes sharing one database.
pub const POLLING_ROLE: &str = "telegram-polling";
/// How often a process that does not poll asks whether it may.
const LEADER_RETRY: Duration = Duration::from_secs(5);

/// Where updates come from.
pub enum Source {
    /// `getUpdates` long polling, with this timeout in seconds.
    Polling(u32),
    /// Telegram posts updates to a webhook; they arrive on this channel, already in the inbox.
    Webhook(tokio::sync::mpsc::Receiver<Vec<Update>>),
}

impl Adapter {
    /// Handles updates from `source` (and the service's own deliveries) until `shutdown`
    /// resolves; then lets the running jobs finish (the rest wait in the inbox and the outbox).
    pub async fn run(
        self: Arc<Self>,
        source: Source,
        shutdown: impl Future<Output = ()>,
    ) -> anyhow::Result<()> {
        self.register_commands().await;
        let pushed = self.service.subscribe();
        let me = self.clone();
        let lanes = Lanes::new(move |job| me.clone().work(job));
        // Posts produced before a crash go first, oldest first, then updates received but not
        // handled; each chat's in order.
        let unsent = self.unsent();
        if !unsent.is_empty() {
            tracing::info!("telegram: sending {} posts from the outbox", unsent.len());
        }
        self.queue_posts(&lanes, unsent);
        for update in self.inbox.pending() {
            self.dispatch(&lanes, update);
        }
        let background = [
            tokio::spawn(self.clone().forward(pushed, lanes.clone())),
            tokio::spawn(self.clone().keep_state()),
        ];
        let result = match source {
            Source::Polling(seconds) => self.poll(seconds, &lanes, shutdown).await,
            Source::Webhook(updates) => self.listen(updates, &lanes, shutdown).await,
        };
        background.iter().for_each(tokio::task::JoinHandle::abort);
        lanes.close(Duration::from_secs(15)).await;
        self.save();
        self.stats.log();
        result
    }

    /// Long polling: each batch is kept in the inbox, then confirmed by the next poll.
    async fn poll(
        self: &Arc<Self>,
        seconds: u32,
        lanes: &Arc<Lanes<Job>>,
        shutdown: impl Future<Output = ()>,
    ) -> anyhow::Result<()> {
        tokio::pin!(shutdown);
        let mut leading = false;
        loop {
            // One process per database polls (Telegram answers a second poller with 409); the
            // others still send their own posts, and take over when the poller stops.
            if !self.lead_polling(&mut leading) {
                tokio::select! {
                    () = &mut shutdown => return Ok(()),
                    () = tokio::time::sleep(LEADER_RETRY) => continue,
                }
            }
            let offset = i32::try_from(self.inbox.offset()).unwrap_or(i32::MAX);
            let poll = self
                .bot
                .get_updates()
                .offset(offset)
                .timeout(seconds)
                .allowed_updates([AllowedUpdate::Message, AllowedUpdate::CallbackQuery]);
            let updates = tokio::select! {
                biased;
                () = &mut shutdown => return Ok(()),
                updates = poll.into_future() => updates,
            };
            let failed = match updates.map_err(anyhow::Error::from).and_then(|u| self.inbox.receive(u)) {
                Ok(fresh) => {
                    fresh.into_iter().for_each(|update| self.dispatch(lanes, update));
                    continue;
                }
                Err(e) => e,
            };
            // Error texts from teloxide carry no URL, so the token never reaches the log.
            tracing::warn!("telegram: getUpdates failed: {failed:#}");
            tokio::select! {
                () = &mut shutdown => return Ok(()),
                () = tokio::time::sleep(Duration::from_secs(2)) => {}
            }
        }
    }

    /// Whether this process polls Telegram: the role is taken through the database
    /// ([`kontor_service::Service::lead`]); `leading` remembers the last answer, to log changes.
    fn lead_polling(&self, leading: &mut bool) -> bool {
        let now = match self.service.lead(POLLING_ROLE) {
            Ok(lead) => lead,
            Err(e) => {
                tracing::warn!("telegram: cannot tell whether this process polls: {e}");
                false
            }
        };
        if now != *leading {
            if now {
                tracing::info!("telegram: this process polls for updates");
            } else {
                tracing::info!("telegram: another process polls for updates; this one sends its own posts");
            }
            *leading = now;
        }
        now
    }

    /// Webhook mode: batches arrive already kept in the inbox.
    async fn listen(
        self: &Arc<Self>,
        mut updates: tokio::sync::mpsc::Receiver<Vec<Update>>,
        lanes: &Arc<Lanes<Job>>,
        shutdown: impl Future<Output = ()>,
    ) -> anyhow::Result<()> {
        tokio::pin!(shutdown);
        loop {
            tokio::select! {
                biased;
                () = &mut shutdown => return Ok(()),
                batch = updates.recv() => match batch {
                    Some(batch) => batch.into_iter().for_each(|update| self.dispatch(lanes, update)),
                    None => anyhow::bail!("telegram: the webhook server stopped"),
                },
            }
        }
    }
}

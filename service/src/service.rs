//! The service's public face for commands: one command is handled under its chat's lock, on a
//! blocking thread of the runtime (the rules, the pictures and the database are blocking work),
//! as one [`Tx`] finished by one write.

use std::sync::Arc;

use kontor_storage::{ChatKey, StorageError, Store, UserKey};

use crate::clock::Clock;
use crate::command::Command;
use crate::ctx::{Ctx, ServiceConfig};
use crate::delivery::{Delivery, Outbound};
use crate::dispatch::dispatch;
use crate::i18n::Lang;
use crate::limits::{Pace, slow_down};
use crate::menu::LegalMove;
use crate::refusal::{Refusal, storage_trouble};
use crate::schedule::schedule_after;
use crate::thinking::Thinking;
use crate::tx::{ChatLock, ChatLocks, Tx, WRITE_ATTEMPTS};

/// The game service, cheap to clone and share between adapters.
#[derive(Clone)]
pub struct Service {
    inner: Arc<Inner>,
}

struct Inner {
    ctx: Ctx,
    locks: ChatLocks,
    /// Deliveries the service sends on its own (reminders, time-outs, bot moves), for every
    /// adapter.
    pushed: tokio::sync::broadcast::Sender<Outbound>,
    /// Bots thinking off the command path: the games they think for, and turns at the cores.
    thinking: Thinking,
}

impl Service {
    /// A service over `store`, reading time from `clock`.
    pub fn new(store: Store, config: ServiceConfig, clock: Arc<dyn Clock>) -> Service {
        let thinking = Thinking::new(config.fair_thinking);
        Service {
            inner: Arc::new(Inner {
                ctx: Ctx::new(store, config, clock),
                locks: ChatLocks::default(),
                pushed: tokio::sync::broadcast::channel(1024).0,
                thinking,
            }),
        }
    }

    /// Deliveries the service sends without a command (reminders, time-outs, bot moves). Each
    /// adapter subscribes once and sends those whose chat or user is on its platform, then
    /// reports them [`Service::sent`]. They are in the outbox too, so one missed here is sent at
    /// the next [`Service::unsent`].
    #[must_use]
    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Outbound> {
        self.inner.pushed.subscribe()
    }

    /// The service's settings.
    #[must_use]
    pub fn config(&self) -> &ServiceConfig {
        &self.inner.ctx.config
    }

    /// Now, in milliseconds since the epoch.
    #[must_use]
    pub fn now_ms(&self) -> u64 {
        self.inner.ctx.now_ms()
    }

    pub(crate) fn ctx(&self) -> &Ctx {
        &self.inner.ctx
    }

    /// Whether a bot is thinking about a move in some game (its post is pushed when it moved).
    #[must_use]
    pub fn bots_thinking(&self) -> bool {
        self.inner.thinking.busy()
    }

    pub(crate) fn thinking(&self) -> &Thinking {
        &self.inner.thinking
    }

    /// Hands deliveries to every subscribed adapter.
    pub(crate) fn push(&self, deliveries: Vec<Outbound>) {
        for delivery in deliveries {
            // No subscriber (e.g. in a one-shot command) is not an error.
            let _ = self.inner.pushed.send(delivery);
        }
    }

    /// Runs `work` under `chat`'s lock as blocking work ([`blocking`]); `None` if it panicked.
    pub(crate) async fn locked<T>(
        &self,
        chat: &ChatKey,
        work: impl FnOnce(&Service, &ChatLock) -> T,
    ) -> Option<T> {
        let key = blocking(chat, || crate::homes::lock_key(self.ctx(), chat))?;
        let lock = self.inner.locks.lock(&key, chat).await;
        blocking(chat, || work(self, &lock))
    }

    /// Handles one command and returns what to send, for callers that send nothing themselves or
    /// at once (tests, probes): the posts are reported sent as they are returned. Adapters use
    /// [`Service::handle_outbound`].
    pub async fn handle(&self, cmd: Command) -> Vec<Delivery> {
        let out = self.handle_all(cmd).await;
        for post in &out {
            self.sent(post);
        }
        out.into_iter().map(|post| post.delivery).collect()
    }

    /// Handles one command: its game changes, its delivery id and the posts it produces are
    /// written in one transaction and flushed before this returns. The caller sends each post and
    /// reports it with [`Service::sent`]; posts it never reports are sent again after a restart
    /// ([`Service::unsent`]). Never panics on input; a refused command leaves every game
    /// unchanged. Posts for another platform (the other home of a bridged table, a player who
    /// joined there) are not returned but pushed to that platform's adapter
    /// ([`Service::subscribe`]), so that neither platform's trouble holds up the other's posts.
    pub async fn handle_outbound(&self, cmd: Command) -> Vec<Outbound> {
        let platform = cmd.user.platform.clone();
        let (mine, others) =
            self.handle_all(cmd).await.into_iter().partition(|post| post.delivery.platform() == platform);
        self.push(others);
        mine
    }

    /// Handles one command: every post it produced, for every platform.
    async fn handle_all(&self, cmd: Command) -> Vec<Outbound> {
        let done = self.locked(&cmd.chat, |service, lock| service.decide_and_write(lock, &cmd)).await;
        let mut posts = done.unwrap_or_else(|| {
            let l = self.ctx().user_lang(&cmd.user, &cmd.chat);
            vec![apology(&cmd.user, crate::i18n::t!(l, "play-internal-trouble"))]
        });
        // A replay is drawn after the write, off the chat's lock.
        self.draw_replays(&mut posts).await;
        posts
    }

    /// Decides a command under its chat's lock and writes it; a command whose game another
    /// process changed meanwhile is decided again on what is stored now.
    fn decide_and_write(&self, lock: &ChatLock, cmd: &Command) -> Vec<Outbound> {
        let ctx = self.ctx();
        let seated = crate::link::as_seated(ctx, cmd);
        let cmd = seated.as_ref().unwrap_or(cmd);
        if let Some(id) = &cmd.delivery_id {
            match ctx.store.is_delivered(id) {
                // Handled before: its posts are in the outbox (or were sent).
                Ok(true) => return Vec::new(),
                Ok(false) => {}
                Err(e) => return vec![apology(&cmd.user, storage_trouble(Lang::En, &e))],
            }
        }
        if let Some(locale) = cmd.locale {
            ctx.remember_locale(&cmd.user, locale);
        }
        let l = ctx.user_lang(&cmd.user, &cmd.chat);
        if let Some(answer) = held_back(ctx, cmd, l) {
            return answer;
        }
        let mut attempt = 0;
        loop {
            attempt += 1;
            let mut tx = Tx::new(ctx, lock, l);
            let out = dispatch(&mut tx, cmd)
                .unwrap_or_else(|Refusal(text)| vec![Delivery::private(&cmd.user, text)]);
            // A refusal records nothing, so no write would notice that the command decided on
            // two versions of its game (a button checked against one, the move tried on the next).
            if tx.is_torn() && attempt < WRITE_ATTEMPTS {
                tracing::debug!(
                    "{}: the game changed between two reads; deciding the command again",
                    cmd.chat
                );
                continue;
            }
            match self.finish(tx, cmd.delivery_id.as_deref(), out, Some(&cmd.chat)) {
                Ok(posts) => return posts,
                // Another process handled this very delivery.
                Err(StorageError::Delivered(_)) => return Vec::new(),
                // Another process changed the game (or opened one in the chat) since this command
                // read it: the command is decided again on what is stored now.
                Err(StorageError::Conflict(_) | StorageError::ChatBusy(_)) if attempt < WRITE_ATTEMPTS => {
                    tracing::debug!("{}: the game changed meanwhile; deciding the command again", cmd.chat);
                }
                Err(e) => return vec![apology(&cmd.user, storage_trouble(l, &e))],
            }
        }
    }

    /// Answers a question an adapter asks for itself (`/moves` for a menu, a probe): nothing is
    /// to be sent, and nothing is stored unless the question changed something.
    pub async fn ask(&self, cmd: Command) -> Vec<Delivery> {
        let answered = self.locked(&cmd.chat, |service, lock| {
            let ctx = service.ctx();
            let seated = crate::link::as_seated(ctx, &cmd);
            let cmd = seated.as_ref().unwrap_or(&cmd);
            if let Some(locale) = cmd.locale {
                ctx.remember_locale(&cmd.user, locale);
            }
            let mut tx = Tx::new(ctx, lock, ctx.user_lang(&cmd.user, &cmd.chat));
            let out = dispatch(&mut tx, cmd)
                .unwrap_or_else(|Refusal(text)| vec![Delivery::private(&cmd.user, text)]);
            if tx.has_changes()
                && let Err(e) = service.finish(tx, None, Vec::new(), None)
            {
                tracing::warn!("{}: a question's change was not written: {e}", cmd.chat);
            }
            let mut out = out;
            crate::replay::draw_written(ctx, out.iter_mut());
            out
        });
        answered.await.unwrap_or_default()
    }

    /// Every legal move of `user` in `chat`'s game, in the game's order, when it is their turn;
    /// empty otherwise. Nothing is stored.
    pub async fn legal_moves(&self, chat: &ChatKey, user: &UserKey) -> Vec<LegalMove> {
        let moves = self.locked(chat, |service, lock| {
            let ctx = service.ctx();
            let mut tx = Tx::new(ctx, lock, ctx.user_lang(user, lock.chat()));
            let seated = crate::link::seated_account(ctx, chat, user);
            crate::menu::legal_moves(&mut tx, seated.as_ref().unwrap_or(user))
        });
        moves.await.unwrap_or_default()
    }

    /// Writes what a command (or a reminder check, a bot's move) decided — its game changes, its
    /// platform delivery id and its posts — in one transaction, and returns the posts with their
    /// receipts; then schedules the changed games' reminders and lets their bots think. A failed
    /// write changed nothing and is returned. The channel posts of a table with two homes go to
    /// both, or to `origin` alone for a command that changed nothing (`homes::spread`).
    pub(crate) fn finish(
        &self,
        tx: Tx<'_>,
        delivery: Option<&str>,
        posts: Vec<Delivery>,
        origin: Option<&ChatKey>,
    ) -> Result<Vec<Outbound>, StorageError> {
        let posts = crate::homes::spread(posts, &tx.tables(), tx.has_changes(), origin);
        let (receipts, written) = tx.write(delivery, &posts)?;
        for write in &written {
            let ended = !write.record.status.is_open();
            if ended && write.base.as_ref().is_none_or(|base| base.status.is_open()) {
                self.ctx().remember_last_game(&write.record);
            }
            schedule_after(self.ctx(), &write.record, write.snapshot.as_ref());
            if let Some(game) = &write.snapshot {
                self.think_if_waiting(&write.record, game);
            }
        }
        let mut posts = posts;
        // Pictures of the whole log (the final scores) are drawn now that it is written.
        crate::replay::draw_written(self.ctx(), posts.iter_mut());
        let posts = receipts.into_iter().zip(posts);
        let posts: Vec<Outbound> =
            posts.map(|(receipt, delivery)| Outbound { receipt: Some(receipt), delivery }).collect();
        self.ctx().backlog.add(&posts);
        Ok(posts)
    }
}

/// The answer to a command that the limits hold back (none for one they let through): a player
/// over the command rate gets "slow down" once and then nothing; a chat whose posts pile up
/// unsent gets "wait a minute".
fn held_back(ctx: &Ctx, cmd: &Command, l: Lang) -> Option<Vec<Outbound>> {
    if !ctx.limits(&cmd.user) {
        return None;
    }
    if let Some(limit) = ctx.config.rate_limit {
        match ctx.command_budget.take(&cmd.user, ctx.now_ms(), limit) {
            Pace::Go => {}
            Pace::SlowDown => return Some(vec![apology(&cmd.user, slow_down(l, limit))]),
            Pace::Drop => return Some(Vec::new()),
        }
    }
    let max = ctx.config.max_unsent_per_chat?;
    let count = ctx.backlog.count(&cmd.chat);
    (count >= max).then(|| vec![apology(&cmd.user, crate::i18n::t!(l, "tables-chat-backlog", count = count))])
}

/// A private apology that is sent but not kept in the outbox.
fn apology(user: &UserKey, text: String) -> Outbound {
    Outbound { receipt: None, delivery: Delivery::private(user, text) }
}

/// Runs the service's blocking work (the rules, the pictures, the database) from async code: on a
/// multi-thread runtime the worker hands its other tasks to another thread and runs `work` itself
/// (`block_in_place`, no hop to another thread); on a current-thread runtime (tests, benchmarks)
/// it runs in place. A panic is caught and logged with `what`, and gives `None`: the work wrote
/// nothing.
pub(crate) fn blocking<T>(what: &dyn std::fmt::Display, work: impl FnOnce() -> T) -> Option<T> {
    use tokio::runtime::{Handle, RuntimeFlavor};
    let run = || std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
    let multi = Handle::try_current().is_ok_and(|h| h.runtime_flavor() == RuntimeFlavor::MultiThread);
    let done = if multi { tokio::task::block_in_place(run) } else { run() };
    done.map_err(|_| tracing::error!("{what}: the service's work failed")).ok()
}

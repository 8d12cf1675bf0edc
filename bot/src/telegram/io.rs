//! The async layer: receiving updates, the service calls, and the Bot API sends that
//! `translate` plans.
//!
//! - Updates are kept in the [`Inbox`] before they are confirmed, then handled in their chat's
//!   [lane](super::lanes): one chat's updates in order, different chats at once, so a chat waiting
//!   on its sending limit (20 posts a minute in a group) holds up no other. The `Throttle` adaptor
//!   keeps each chat's limits and shares Telegram's overall limit among all chats.
//! - A button press is answered (`answerCallbackQuery`) within [`ANSWER_WITHIN`] of its arrival,
//!   whatever waits before it in its chat: with the service's refusal as an alert when that came in
//!   time, otherwise at once with nothing, and a refusal that comes later is sent as a message.
//! - Service calls (the rules, the pictures, the database) run on blocking threads, at most
//!   [`busy_limit`] at a time, so that drawing boards never delays the answers above.
//! - A post that fails for the network or a 5xx is tried again at once with backoff
//!   ([`super::retry`]); one that still fails stays in the service's outbox for a later try.

use std::collections::HashSet;
use std::future::Future;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use kontor_service::{
    ChatKey, Choice, Command, Delivery, Input, Lang, MenuStep, Outbound, Receipt, Service, path_code,
};
use teloxide::adaptors::Throttle;
use teloxide::payloads::{
    AnswerCallbackQuerySetters, EditMessageReplyMarkupSetters, EditMessageTextSetters, GetUpdatesSetters,
    SendMessageSetters, SendPhotoSetters, SetMyCommandsSetters,
};
use teloxide::prelude::Requester;
use teloxide::types::{
    AllowedUpdate, BotCommand, CallbackQueryId, ChatId, InlineKeyboardButton, InlineKeyboardMarkup,
    InputFile, MessageId, ParseMode, ThreadId, Update, UpdateKind,
};
use teloxide::{Bot, RequestError};
use tokio::sync::Semaphore;
use tokio::sync::broadcast::error::RecvError;

use super::callback::{Action, Data};
use super::inbox::Inbox;
use super::lanes::Lanes;
use super::pace::Pace;
use super::place::Place;
use super::retry::{self, ATTEMPTS};
use super::state::{Keyboard, State, StateFile};
use super::translate::{
    self, Body, Button, Incoming, MAX_TEXT, Markup, Post, Sender, Target, alert_text, channel_html,
    deep_link_post, html, markup, posts, refusal, split_text,
};
use crate::i18n::t;
use crate::platforms::TELEGRAM;

/// How soon a button press is answered, whatever it waits for.
pub const ANSWER_WITHIN: Duration = Duration::from_millis(700);

/// The role of the process that polls Telegram, among processes sharing one database.
pub const POLLING_ROLE: &str = "telegram-polling";
/// How often a process that does not poll asks whether it may.
const LEADER_RETRY: Duration = Duration::from_secs(5);

/// Service calls running at once: twice the cores (a call waits on the disk part of its time).
#[must_use]
pub fn busy_limit() -> usize {
    2 * std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
}

/// What a chat's lane does.
pub(super) enum Job {
    /// An update from the inbox, with its press's answer when it is one.
    Update(Box<Update>, Option<Answer>),
    /// Posts the service pushed (reminders, timeouts) or left in the outbox.
    Posts(Vec<Outbound>),
}

/// A press's answer, given once: by the timer that keeps [`ANSWER_WITHIN`], or with the outcome.
#[derive(Clone)]
pub(super) struct Answer {
    id: CallbackQueryId,
    given: Arc<AtomicBool>,
}

impl Answer {
    fn new(id: String) -> Answer {
        Answer { id: CallbackQueryId(id), given: Arc::new(AtomicBool::new(false)) }
    }

    /// Whether the caller is the one to give it.
    fn take(&self) -> bool {
        !self.given.swap(true, Ordering::SeqCst)
    }
}

/// Where updates come from.
pub enum Source {
    /// `getUpdates` long polling, with this timeout in seconds.
    Polling(u32),
    /// Telegram posts updates to a webhook; they arrive on this channel, already in the inbox.
    Webhook(tokio::sync::mpsc::Receiver<Vec<Update>>),
}

/// The adapter: the service, the bot, and the adapter's files. Shared by the chats' lanes.
pub struct Adapter {
    pub(super) service: Service,
    pub(super) bot: Throttle<Bot>,
    /// Each chat's sending limits, kept before the `Throttle`.
    pace: Pace,
    pub(super) state: Mutex<StateFile>,
    /// Whether `state` changed since it was last written.
    dirty: AtomicBool,
    pub(super) inbox: Arc<Inbox>,
    /// The bot's username, for `@bot` commands and deep links.
    pub(super) me: String,
    outbox_retry: Duration,
    /// Limits the service calls running at once.
    busy: Semaphore,
    /// Outbox posts queued or being sent, so that a retry does not send one twice.
    in_flight: Mutex<HashSet<Receipt>>,
    /// Where the time went, logged at shutdown.
    stats: Stats,
}

/// Counters of where the adapter's time goes: waiting for a turn at the service, inside it, and
/// sending.
#[derive(Default)]
struct Stats {
    calls: AtomicU64,
    queued_us: AtomicU64,
    service_us: AtomicU64,
    sends: AtomicU64,
    send_us: AtomicU64,
    late_refusals: AtomicU64,
}

impl Stats {
    fn add(counter: &AtomicU64, since: std::time::Instant) {
        counter.fetch_add(since.elapsed().as_micros() as u64, Ordering::Relaxed);
    }

    fn log(&self) {
        let calls = self.calls.load(Ordering::Relaxed).max(1) as f64;
        let sends = self.sends.load(Ordering::Relaxed).max(1) as f64;
        let ms = |c: &AtomicU64, n: f64| c.load(Ordering::Relaxed) as f64 / n / 1000.0;
        tracing::info!(
            "telegram: {} service calls, {:.1} ms waiting for a turn and {:.1} ms inside on average; {} sends, \
             {:.1} ms each (throttle included); {} refusals decided after the press was answered",
            self.calls.load(Ordering::Relaxed),
            ms(&self.queued_us, calls),
            ms(&self.service_us, calls),
            self.sends.load(Ordering::Relaxed),
            ms(&self.send_us, sends),
            self.late_refusals.load(Ordering::Relaxed),
        );
    }
}

/// Why a post did not go out.
enum SendError {
    /// The user has not opened (or has blocked) the private chat.
    Closed,
    Failed(RequestError),
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
    pub(super) fn new(
        service: Service,
        bot: Throttle<Bot>,
        pace: Pace,
        state: StateFile,
        inbox: Inbox,
        me: String,
        outbox_retry: Duration,
    ) -> Arc<Adapter> {
        Arc::new(Adapter {
            service,
            bot,
            pace,
            state: Mutex::new(state),
            dirty: AtomicBool::new(false),
            inbox: Arc::new(inbox),
            me,
            outbox_retry,
            busy: Semaphore::new(busy_limit()),
            in_flight: Mutex::new(HashSet::new()),
            stats: Stats::default(),
        })
    }

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
        let unsent = self.unsent().await;
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
            if !self.lead_polling(&mut leading).await {
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
    /// ([`kontor_storage::Store::lead`]); `leading` remembers the last answer, to log changes.
    async fn lead_polling(&self, leading: &mut bool) -> bool {
        let store = self.service.store().clone();
        let asked = tokio::task::spawn_blocking(move || store.lead(POLLING_ROLE)).await;
        let now = match asked.map_err(anyhow::Error::from).and_then(|lead| Ok(lead?)) {
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

    /// Queues an update on its chat's lane; a press gets the timer that answers it in time.
    fn dispatch(self: &Arc<Self>, lanes: &Arc<Lanes<Job>>, update: Update) {
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
    fn queue_posts(&self, lanes: &Arc<Lanes<Job>>, posts: Vec<Outbound>) {
        for post in posts {
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

    /// Sends what the service pushes, and every `outbox_retry` the posts that failed for a while
    /// (those still unsent at two retries in a row and not on their way now).
    async fn forward(
        self: Arc<Self>,
        mut pushed: tokio::sync::broadcast::Receiver<Outbound>,
        lanes: Arc<Lanes<Job>>,
    ) {
        let mut retry =
            tokio::time::interval_at(tokio::time::Instant::now() + self.outbox_retry, self.outbox_retry);
        retry.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut seen_unsent: HashSet<Receipt> = HashSet::new();
        loop {
            tokio::select! {
                _ = retry.tick() => {
                    let unsent = self.unsent().await;
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
                    Ok(post) if self.service.is_unsent(&post) => self.queue_posts(&lanes, vec![post]),
                    Ok(_) => {}
                    Err(RecvError::Lagged(n)) => {
                        tracing::warn!("telegram: {n} pushed deliveries were missed; the outbox retry sends them");
                    }
                    Err(RecvError::Closed) => return,
                },
            }
        }
    }

    /// Writes the adapter state once a second when it changed.
    async fn keep_state(self: Arc<Self>) {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        loop {
            tick.tick().await;
            if self.dirty.load(Ordering::SeqCst) {
                self.save();
            }
        }
    }

    /// Runs one job of a lane.
    async fn work(self: Arc<Self>, job: Job) {
        match job {
            Job::Update(update, answer) => {
                self.handle(&update, answer).await;
                self.inbox.done(update.id);
            }
            Job::Posts(posts) => self.deliver_all(posts, None).await,
        }
    }

    /// The posts for Telegram in the outbox, with their pictures drawn again.
    async fn unsent(&self) -> Vec<Outbound> {
        let service = self.service.clone();
        tokio::task::spawn_blocking(move || service.unsent(TELEGRAM)).await.unwrap_or_default()
    }

    /// Runs a command through the service on a blocking thread (rules, pictures and the disk).
    async fn call(&self, cmd: Command) -> Vec<Outbound> {
        let queued = std::time::Instant::now();
        let _turn = self.busy.acquire().await;
        Stats::add(&self.stats.queued_us, queued);
        let inside = std::time::Instant::now();
        let (service, runtime) = (self.service.clone(), tokio::runtime::Handle::current());
        let out = tokio::task::spawn_blocking(move || runtime.block_on(service.handle_outbound(cmd))).await;
        Stats::add(&self.stats.service_us, inside);
        self.stats.calls.fetch_add(1, Ordering::Relaxed);
        match out {
            Ok(out) => out,
            Err(e) => {
                tracing::error!("telegram: a command failed inside the service: {e}");
                Vec::new()
            }
        }
    }

    /// Asks the service a question (nothing stored, nothing to send), on a blocking thread.
    async fn ask(&self, cmd: Command) -> Vec<Delivery> {
        let _turn = self.busy.acquire().await;
        let (service, runtime) = (self.service.clone(), tokio::runtime::Handle::current());
        tokio::task::spawn_blocking(move || runtime.block_on(service.ask(cmd))).await.unwrap_or_default()
    }

    fn save(&self) {
        self.dirty.store(false, Ordering::SeqCst);
        if let Err(e) = self.lock_state().save() {
            self.dirty.store(true, Ordering::SeqCst);
            tracing::error!("telegram: could not save the adapter state: {e:#}");
        }
    }

    fn lock_state(&self) -> std::sync::MutexGuard<'_, StateFile> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Reads the adapter state.
    fn read<R>(&self, f: impl FnOnce(&State) -> R) -> R {
        f(&self.lock_state().state)
    }

    /// Changes the adapter state (written within a second).
    fn change<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let out = f(&mut self.lock_state().state);
        self.dirty.store(true, Ordering::SeqCst);
        out
    }

    fn flights(&self) -> std::sync::MutexGuard<'_, HashSet<Receipt>> {
        self.in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    async fn handle(&self, update: &Update, answer: Option<Answer>) {
        match translate::incoming(update, &self.me) {
            Incoming::Command { cmd, from, place, private } => {
                self.learn(&from, place.chat, private);
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

    /// A group that became a supergroup under a new id: its game, settings and reminders (kept by
    /// game) follow, and so does what the adapter remembers of it. Safe to run twice.
    fn migrate(&self, from: i64, to: i64) {
        let key = |id: i64| ChatKey::new(TELEGRAM, id.to_string());
        match self.service.move_chat(&key(from), &key(to)) {
            Ok(Some(game)) => tracing::info!("telegram: chat {from} is now {to}; game #{game} moved along"),
            Ok(None) => {}
            Err(e) => tracing::error!("telegram: could not move chat {from}'s game to {to}: {e}"),
        }
        self.change(|state| {
            state.games.values_mut().filter(|chat| **chat == from).for_each(|chat| *chat = to);
            state.last_group.values_mut().filter(|chat| **chat == from).for_each(|chat| *chat = to);
        });
    }

    /// Remembers a user's name, and their private chat or last group.
    fn learn(&self, from: &Sender, chat: i64, private: bool) {
        self.change(|state| {
            state.names.insert(from.id, from.name.clone());
            if private {
                state.opened(from.id);
            } else if chat < 0 {
                state.last_group.insert(from.id, chat);
            }
        });
    }

    /// `/start [c<group>]` in the private chat: the chat is open; show the hand (and moves) of the
    /// group's game, or the help.
    async fn start(&self, from: Sender, group: Option<Place>, update: String) {
        self.learn(&from, from.id, true);
        let chat = group.unwrap_or(Place::chat(from.id));
        let lines: &[&str] = if group.is_some() { &["/hand", "/moves"] } else { &["/help"] };
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

    /// Gives a press's answer: `alert` as an alert when the answer is still to give; when the
    /// timer gave it already, a refusal reaches the presser as a message instead.
    async fn answer(&self, answer: &Answer, alert: Option<String>, from: &Sender, pressed_in: Option<Place>) {
        if answer.take() {
            let mut request = self.bot.answer_callback_query(answer.id.clone());
            if let Some(text) = alert {
                request = request.text(text).show_alert(true);
            }
            if let Err(e) = request.await {
                tracing::warn!("telegram: answerCallbackQuery failed: {e}");
            }
            return;
        }
        let Some(text) = alert else { return };
        self.stats.late_refusals.fetch_add(1, Ordering::Relaxed);
        if self.read(|s| s.can_write(from.id)) {
            match self.send_all(&posts(Place::chat(from.id), &html(&text), None, None)).await {
                Ok(()) => return,
                Err(SendError::Closed) => self.change(|s| s.refused(from.id)),
                Err(SendError::Failed(_)) => {}
            }
        }
        if let Some(place) = pressed_in.filter(|p| p.chat != from.id) {
            let lang = crate::i18n::chat_lang(self.service.store(), &place.key());
            let text = self.read(|s| channel_html(&text, &[from.key()], &s.names, lang));
            report(place.chat, self.send_all(&posts(place, &text, None, None)).await);
        }
    }

    /// The language of the adapter's answers to `from` in `place` (their private chat when
    /// none): their choice, else their app's language, else the chat's.
    fn lang(&self, from: &Sender, place: Option<Place>) -> Lang {
        let chat = place.unwrap_or(Place::chat(from.id)).key();
        crate::i18n::user_lang(self.service.store(), &from.key(), &chat, from.locale.as_deref())
    }

    /// A button press: always answered, with an alert when the service refuses it.
    async fn press(
        &self,
        answer: &Answer,
        from: &Sender,
        message: Option<(i64, i32)>,
        thread: Option<i32>,
        data: Option<Data>,
        update: String,
    ) {
        let pressed_in = message.map(|(chat, _)| Place { chat, thread });
        let lang = self.lang(from, pressed_in);
        let Some(data) = data else {
            return self.answer(answer, Some(t!(lang, "bot-foreign-button")), from, pressed_in).await;
        };
        let (chat, message_id) = message.unzip();
        if let Action::Page(page) = data.action {
            let alert = self.turn_page(chat.zip(message_id), &data, page, lang).await;
            return self.answer(answer, alert, from, pressed_in).await;
        }
        let pressed_in_group = chat.filter(|c| *c < 0).map(|chat| Place { chat, thread });
        let Some(game_chat) = pressed_in_group.or_else(|| self.read(|s| s.game_place(data.game))) else {
            return self.answer(answer, Some(t!(lang, "bot-telegram-chat-unknown")), from, pressed_in).await;
        };
        if let Action::Level(path) = &data.action {
            let alert = self.show_level(chat.zip(message_id), game_chat, from, &data, path).await;
            return self.answer(answer, alert, from, pressed_in).await;
        }
        let Some(text) = self.resolve(chat, game_chat, from, &data).await else {
            return self.answer(answer, Some(t!(lang, "bot-button-stale")), from, pressed_in).await;
        };
        let cmd = Command {
            chat: game_chat.key(),
            user: from.key(),
            user_name: from.name.clone(),
            input: Input::Choice { game: data.game, version: data.version, text },
            delivery_id: Some(update),
            locale: None,
        }
        .with_locale(from.locale.as_deref());
        let out = self.call(cmd).await;
        if let Some(text) = refusal(&deliveries(&out), &from.key()) {
            // The alert is the answer.
            self.answer(answer, Some(alert_text(text)), from, pressed_in).await;
            out.iter().for_each(|post| self.service.sent(post));
            return;
        }
        self.answer(answer, None, from, pressed_in).await;
        if !out.is_empty()
            && let (Some(chat), Some(id)) = (chat, message_id)
        {
            // The pressed keyboard is spent: remove it so nobody presses it again.
            if let Err(e) = self.bot.edit_message_reply_markup(ChatId(chat), MessageId(id)).await {
                tracing::debug!("telegram: could not remove a spent keyboard: {e}");
            }
        }
        self.deliver_all(out, Some(game_chat)).await;
    }

    /// The command line of a pressed choice.
    async fn resolve(
        &self,
        chat: Option<i64>,
        game_chat: Place,
        from: &Sender,
        data: &Data,
    ) -> Option<String> {
        let index = match &data.action {
            Action::Text(text) => return Some(text.clone()),
            Action::Index(index) => *index,
            Action::Move(path) => {
                let (_, choices) = self.menu_at(game_chat, from, data, path).await.ok()?;
                let play = choices.into_iter().find(|c| matches!(c.menu, Some(MenuStep::Play(_))))?;
                return Some(play.text);
            }
            Action::Page(_) | Action::Level(_) => return None,
        };
        let shown =
            chat.and_then(|c| self.read(|s| s.keyboards.get(&State::keyboard_key(c, data.game)).cloned()));
        if let Some(kb) = shown.filter(|kb| kb.version == data.version) {
            return kb.choices.get(index).map(|(_, text)| text.clone());
        }
        // Not remembered: ask the service for the presser's current moves.
        let ask = from.command(game_chat.key(), "/moves");
        let out = self.ask(ask).await;
        let choices = out.iter().find_map(|d| match d {
            Delivery::Private { choices, .. } if !choices.is_empty() => Some(choices),
            _ => None,
        })?;
        let choice = choices.get(index).filter(|c| c.version == data.version && c.game == data.game)?;
        Some(choice.text.clone())
    }

    /// The text and choices of the entry at `path` of the presser's move menu for the pressed
    /// version, or the service's refusal (a stale version, not their turn …).
    async fn menu_at(
        &self,
        game_chat: Place,
        from: &Sender,
        data: &Data,
        path: &[usize],
    ) -> Result<(String, Vec<Choice>), String> {
        let cmd = Command {
            chat: game_chat.key(),
            user: from.key(),
            user_name: from.name.clone(),
            input: Input::Choice {
                game: data.game,
                version: data.version,
                text: format!("/moves #{}", path_code(path)),
            },
            delivery_id: None,
            locale: None,
        }
        .with_locale(from.locale.as_deref());
        let out = self.ask(cmd).await;
        let level = out.iter().find_map(|d| match d {
            Delivery::Private { text, choices, .. } if !choices.is_empty() => {
                Some((text.clone(), choices.clone()))
            }
            _ => None,
        });
        level.ok_or_else(|| match out.first() {
            Some(d) => d.text().to_string(),
            None => t!(self.lang(from, Some(game_chat)), "bot-menu-gone"),
        })
    }

    /// Shows the level at `path` of the presser's move menu in place of the pressed message (its
    /// text and keyboard, or only the keyboard under a picture); returns the alert for a refusal.
    async fn show_level(
        &self,
        message: Option<(i64, i32)>,
        game_chat: Place,
        from: &Sender,
        data: &Data,
        path: &[usize],
    ) -> Option<String> {
        let Some((chat, id)) = message else {
            return Some(t!(self.lang(from, Some(game_chat)), "bot-keyboard-stale"));
        };
        let (text, choices) = match self.menu_at(game_chat, from, data, path).await {
            Ok(level) => level,
            Err(refusal) => return Some(alert_text(&refusal)),
        };
        let kb = Keyboard::of(&choices)?;
        let rows = to_markup(&markup(&kb, 0));
        let text = split_text(&html(&text), MAX_TEXT).swap_remove(0);
        let edit = self
            .bot
            .edit_message_text(ChatId(chat), MessageId(id), text)
            .parse_mode(ParseMode::Html)
            .reply_markup(rows.clone());
        if let Err(e) = edit.await {
            // A picture's caption is no text to edit: the keyboard alone changes.
            tracing::debug!("telegram: editing a menu's text failed ({e}); editing its keyboard");
            let edit = self.bot.edit_message_reply_markup(ChatId(chat), MessageId(id)).reply_markup(rows);
            if let Err(e) = edit.await {
                tracing::warn!("telegram: could not show a level of the move menu: {e}");
                return Some(t!(self.lang(from, Some(game_chat)), "bot-telegram-edit-refused"));
            }
        }
        self.remember(chat, game_chat, Some(kb));
        None
    }

    /// Shows another page of a remembered keyboard.
    async fn turn_page(
        &self,
        message: Option<(i64, i32)>,
        data: &Data,
        page: usize,
        lang: Lang,
    ) -> Option<String> {
        let (chat, id) = message?;
        let kb = self.read(|s| s.keyboards.get(&State::keyboard_key(chat, data.game)).cloned());
        let Some(kb) = kb.filter(|kb| kb.version == data.version) else {
            return Some(t!(lang, "bot-keyboard-stale"));
        };
        let rows = to_markup(&markup(&kb, page));
        let edit = self.bot.edit_message_reply_markup(ChatId(chat), MessageId(id)).reply_markup(rows);
        if let Err(e) = edit.await {
            tracing::warn!("telegram: could not turn a keyboard page: {e}");
        }
        None
    }

    /// Sends posts in order; `context` is the chat of the command that caused them. A post leaves
    /// the outbox once Telegram accepted it or refused it for good; one that failed for a while
    /// stays there for a later retry.
    pub(super) async fn deliver_all(&self, posts: Vec<Outbound>, context: Option<Place>) {
        let mut linked = HashSet::new();
        for post in &posts {
            if let Some(receipt) = &post.receipt {
                self.flights().insert(receipt.clone());
            }
        }
        for post in &posts {
            if self.deliver(&post.delivery, context, &mut linked).await {
                self.service.sent(post);
            }
            if let Some(receipt) = &post.receipt {
                self.flights().remove(receipt);
            }
        }
    }

    /// Sends one delivery; false if it failed for a while and should be tried again.
    async fn deliver(&self, delivery: &Delivery, context: Option<Place>, linked: &mut HashSet<i64>) -> bool {
        match (translate::target(delivery), delivery) {
            (Some(Target::Chat(place)), Delivery::Channel { text, image, choices, mentions, .. }) => {
                let lang = crate::i18n::chat_lang(self.service.store(), &place.key());
                let text = self.read(|s| channel_html(text, mentions, &s.names, lang));
                let kb = Keyboard::of(choices);
                let rows = kb.as_ref().map(|kb| markup(kb, 0));
                let mut result = self.send_all(&posts(place, &text, image.as_ref(), rows.clone())).await;
                let mut place = place;
                if let Err(SendError::Failed(RequestError::MigrateToChatId(new))) = &result {
                    // The group became a supergroup before its service message reached us.
                    let new = new.0;
                    self.migrate(place.chat, new);
                    place = Place::chat(new);
                    result = self.send_all(&posts(place, &text, image.as_ref(), rows)).await;
                }
                let done = !is_transient(&result);
                report(place.chat, result);
                self.remember(place.chat, place, kb);
                done
            }
            (Some(Target::User(user)), Delivery::Private { text, image, choices, .. }) => {
                if self.read(|s| s.can_write(user)) {
                    let kb = Keyboard::of(choices);
                    let rows = kb.as_ref().map(|kb| markup(kb, 0));
                    match self.send_all(&posts(Place::chat(user), &html(text), image.as_ref(), rows)).await {
                        Ok(()) => {
                            self.change(|s| s.opened(user));
                            if let Some(game_chat) = context.or_else(|| self.game_of(kb.as_ref())) {
                                self.remember(user, game_chat, kb);
                            }
                            return true;
                        }
                        Err(SendError::Closed) => self.change(|s| s.refused(user)),
                        Err(SendError::Failed(e)) => return !retry::is_transient(&e),
                    }
                }
                let group = context
                    .filter(|c| c.is_group())
                    .or_else(|| self.read(|s| s.last_group.get(&user).copied()).map(Place::chat));
                if let Some(group) = group
                    && linked.insert(user)
                {
                    let key = translate_user(user);
                    let lang = crate::i18n::user_lang(self.service.store(), &key, &group.key(), None);
                    let post = self.read(|s| deep_link_post(group, &key, &s.names, &self.me, lang));
                    report(group.chat, self.send_all(&[post]).await);
                }
                true
            }
            _ => {
                tracing::warn!("telegram: a post with no Telegram address was dropped: {delivery:?}");
                true
            }
        }
    }

    fn game_of(&self, kb: Option<&Keyboard>) -> Option<Place> {
        kb.and_then(|kb| self.read(|s| s.game_place(kb.game)))
    }

    /// Remembers a keyboard shown in `chat` for a game played in `game_chat`.
    fn remember(&self, chat: i64, game_chat: Place, kb: Option<Keyboard>) {
        if let Some(kb) = kb {
            self.change(|state| {
                state.set_game_place(kb.game, game_chat);
                state.keyboards.insert(State::keyboard_key(chat, kb.game), kb);
            });
        }
    }

    async fn send_all(&self, posts: &[Post]) -> Result<(), SendError> {
        for post in posts {
            let started = std::time::Instant::now();
            let sent = self.send(post).await;
            Stats::add(&self.stats.send_us, started);
            self.stats.sends.fetch_add(1, Ordering::Relaxed);
            sent?;
        }
        Ok(())
    }

    /// Sends one post: waits out flood control, tries again with backoff after network failures
    /// and Telegram's 5xx, and logs a refusal with its chat and method.
    async fn send(&self, post: &Post) -> Result<(), SendError> {
        let method = match post.body {
            Body::Photo { .. } => "sendPhoto",
            Body::Text(_) => "sendMessage",
        };
        let mut attempt = 0;
        loop {
            attempt += 1;
            self.pace.turn(post.chat).await;
            let sent = self.send_once(post).await;
            self.pace.done(post.chat);
            let wait = match sent {
                Ok(()) => return Ok(()),
                Err(e) if retry::is_closed(&e) => return Err(SendError::Closed),
                Err(RequestError::RetryAfter(seconds)) if attempt < ATTEMPTS * 2 => seconds.duration(),
                Err(e) if retry::is_transient(&e) && attempt < ATTEMPTS => {
                    let wait = retry::backoff(attempt, fastrand::f64());
                    tracing::warn!(
                        "telegram: {method} to chat {} failed ({e}); trying again in {wait:?}",
                        post.chat
                    );
                    wait
                }
                Err(e) => {
                    tracing::warn!(
                        "telegram: {method} to chat {} failed after {attempt} tries: {e}",
                        post.chat
                    );
                    return Err(SendError::Failed(e));
                }
            };
            tokio::time::sleep(wait).await;
        }
    }

    async fn send_once(&self, post: &Post) -> Result<(), RequestError> {
        let chat = ChatId(post.chat);
        let rows = post.keyboard.as_ref().map(to_markup);
        match &post.body {
            Body::Photo { name, png, caption } => {
                let file = InputFile::memory(png.as_slice().to_vec()).file_name(name.clone());
                let mut request = self.bot.send_photo(chat, file);
                if !caption.is_empty() {
                    request = request.caption(caption.clone()).parse_mode(ParseMode::Html);
                }
                if let Some(rows) = rows {
                    request = request.reply_markup(rows);
                }
                if let Some(thread) = post.thread {
                    request = request.message_thread_id(ThreadId(MessageId(thread)));
                }
                request.await?;
            }
            Body::Text(text) => {
                let mut request = self.bot.send_message(chat, text.clone()).parse_mode(ParseMode::Html);
                if let Some(rows) = rows {
                    request = request.reply_markup(rows);
                }
                if let Some(thread) = post.thread {
                    request = request.message_thread_id(ThreadId(MessageId(thread)));
                }
                request.await?;
            }
        }
        Ok(())
    }

    /// Registers the service's commands (learned from its answer to an unknown one) in the menu.
    async fn register_commands(&self) {
        let probe = Command::text(
            ChatKey::new(TELEGRAM, "0"),
            kontor_service::UserKey::new(TELEGRAM, "0"),
            "menu",
            "/kontor_command_list",
        );
        let out = self.service.ask(probe).await;
        let mut names = out.first().map(|d| translate::command_names(d.text())).unwrap_or_default();
        if names.is_empty() {
            names = ["new", "join", "start", "play", "moves", "board", "hand", "status", "rules", "help"]
                .map(String::from)
                .to_vec();
        }
        let menu = |lang| -> Vec<BotCommand> {
            names
                .iter()
                .map(|n| BotCommand::new(n.clone(), translate::command_description(n, lang)))
                .collect()
        };
        // The default menu in English, and one in Polish for users whose app speaks Polish.
        if let Err(e) = self.bot.set_my_commands(menu(Lang::En)).await {
            tracing::warn!("telegram: setMyCommands failed: {e}");
        }
        if let Err(e) = self.bot.set_my_commands(menu(Lang::Pl)).language_code(Lang::Pl.code()).await {
            tracing::warn!("telegram: setMyCommands for Polish failed: {e}");
        }
    }
}

/// Logs a failed post to a group (the game goes on; `/board` shows it again); a failure was
/// logged with its method where it happened.
fn report(chat: i64, result: Result<(), SendError>) {
    if let Err(SendError::Closed) = result {
        tracing::warn!("telegram: chat {chat} refuses the bot's posts");
    }
}

/// Whether a failed post is worth another try later (the network, or Telegram's own trouble),
/// rather than refused for good.
fn is_transient(result: &Result<(), SendError>) -> bool {
    matches!(result, Err(SendError::Failed(e)) if retry::is_transient(e))
}

/// The deliveries of some posts.
fn deliveries(posts: &[Outbound]) -> Vec<Delivery> {
    posts.iter().map(|p| p.delivery.clone()).collect()
}

fn translate_user(user: i64) -> kontor_service::UserKey {
    kontor_service::UserKey::new(TELEGRAM, user.to_string())
}

fn to_markup(rows: &Markup) -> InlineKeyboardMarkup {
    InlineKeyboardMarkup::new(rows.iter().map(|row| {
        row.iter()
            .filter_map(|button| match button {
                Button::Callback { label, data } => {
                    Some(InlineKeyboardButton::callback(label.clone(), data.clone()))
                }
                Button::Url { label, url } => {
                    url::Url::parse(url).ok().map(|url| InlineKeyboardButton::url(label.clone(), url))
                }
            })
            .collect::<Vec<_>>()
    }))
}

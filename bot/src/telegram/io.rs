//! The thin async layer: long polling, the service calls, and the Bot API sends that
//! `translate` plans. Updates are handled one at a time, in order, and every post is awaited
//! before the next, so nothing is reordered; the `Throttle` adaptor keeps within Telegram's limits.

use std::collections::HashSet;
use std::future::Future;
use std::time::Duration;

use kontor_service::{ChatKey, Choice, Command, Delivery, Input, MenuStep, Outbound, Service, path_code};
use teloxide::adaptors::Throttle;
use teloxide::payloads::{
    AnswerCallbackQuerySetters, EditMessageReplyMarkupSetters, EditMessageTextSetters, GetUpdatesSetters,
    SendMessageSetters, SendPhotoSetters,
};
use teloxide::prelude::Requester;
use teloxide::types::{
    AllowedUpdate, BotCommand, CallbackQueryId, ChatId, InlineKeyboardButton, InlineKeyboardMarkup,
    InputFile, MessageId, ParseMode, ThreadId, Update,
};
use teloxide::{ApiError, Bot, RequestError};
use tokio::sync::broadcast::error::RecvError;

use super::callback::{Action, Data};
use super::place::Place;
use super::state::{Keyboard, State, StateFile};
use super::translate::{
    self, Body, Button, Incoming, MAX_TEXT, Markup, Post, Sender, Target, alert_text, channel_html,
    deep_link_post, html, markup, posts, refusal, split_text,
};

/// Attempts per post when the network fails.
const ATTEMPTS: u32 = 4;

/// The adapter: the service, the bot, and the adapter's state file.
pub struct Adapter {
    pub(super) service: Service,
    pub(super) bot: Throttle<Bot>,
    pub(super) state: StateFile,
    /// The bot's username, for `@bot` commands and deep links.
    pub(super) me: String,
    pub(super) poll_seconds: u32,
    pub(super) outbox_retry: Duration,
}

/// Why a post did not go out.
enum SendError {
    /// The user has not opened (or has blocked) the private chat.
    Closed,
    Failed(RequestError),
}

impl Adapter {
    /// Polls and handles updates (and the service's own deliveries) until `shutdown` resolves.
    pub async fn run(mut self, shutdown: impl Future<Output = ()>) -> anyhow::Result<()> {
        self.register_commands().await;
        let mut pushed = self.service.subscribe();
        // Posts produced before a crash (or that failed for a while) go first, oldest first.
        self.send_unsent().await;
        let mut retry =
            tokio::time::interval_at(tokio::time::Instant::now() + self.outbox_retry, self.outbox_retry);
        retry.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tokio::pin!(shutdown);
        loop {
            let offset = i32::try_from(self.state.state.offset).unwrap_or(i32::MAX);
            let poll = self
                .bot
                .get_updates()
                .offset(offset)
                .timeout(self.poll_seconds)
                .allowed_updates([AllowedUpdate::Message, AllowedUpdate::CallbackQuery]);
            let updates = tokio::select! {
                biased;
                () = &mut shutdown => break,
                _ = retry.tick() => {
                    self.send_unsent().await;
                    continue;
                }
                post = pushed.recv() => {
                    match post {
                        // Skipped if an outbox retry already sent it.
                        Ok(post) if self.service.is_unsent(&post) => self.deliver_all(vec![post], None).await,
                        Ok(_) => {}
                        Err(RecvError::Lagged(n)) => tracing::warn!("telegram: {n} pushed deliveries were missed"),
                        Err(RecvError::Closed) => {}
                    }
                    continue;
                }
                updates = poll.into_future() => updates,
            };
            match updates {
                Ok(updates) => {
                    for update in updates {
                        self.take(update).await;
                    }
                }
                Err(e) => {
                    // Error texts from teloxide carry no URL, so the token never reaches the log.
                    tracing::warn!("telegram: getUpdates failed: {e}");
                    tokio::select! {
                        () = &mut shutdown => break,
                        () = tokio::time::sleep(Duration::from_secs(2)) => {}
                    }
                }
            }
        }
        self.save();
        Ok(())
    }

    /// Handles one update unless it was handled before, then moves the offset past it.
    async fn take(&mut self, update: Update) {
        let id = i64::from(update.id.0);
        if id < self.state.state.offset {
            tracing::debug!("telegram: update {id} was handled already");
            return;
        }
        self.handle(&update).await;
        self.state.state.offset = id + 1;
        self.save();
    }

    /// Sends the posts for Telegram still in the outbox. Posts are sent one at a time from this
    /// loop, so none of these is in flight elsewhere.
    async fn send_unsent(&mut self) {
        let unsent = self.service.unsent(super::PLATFORM);
        if !unsent.is_empty() {
            tracing::info!("telegram: sending {} posts from the outbox", unsent.len());
            self.deliver_all(unsent, None).await;
        }
    }

    fn save(&self) {
        if let Err(e) = self.state.save() {
            tracing::error!("telegram: could not save the adapter state: {e:#}");
        }
    }

    fn state(&mut self) -> &mut State {
        &mut self.state.state
    }

    async fn handle(&mut self, update: &Update) {
        match translate::incoming(update, &self.me) {
            Incoming::Command { cmd, from, place, private } => {
                self.learn(&from, place.chat, private);
                let out = self.service.handle_outbound(cmd).await;
                self.deliver_all(out, Some(place)).await;
            }
            Incoming::Start { from, group, update } => self.start(from, group, update).await,
            Incoming::Press { query, from, chat, message, thread, data, update } => {
                self.learn(&from, chat.unwrap_or(from.id), chat == Some(from.id));
                self.press(query, &from, chat.zip(message), thread, data, update).await;
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
    fn migrate(&mut self, from: i64, to: i64) {
        let key = |id: i64| ChatKey::new(super::PLATFORM, id.to_string());
        match self.service.move_chat(&key(from), &key(to)) {
            Ok(Some(game)) => tracing::info!("telegram: chat {from} is now {to}; game #{game} moved along"),
            Ok(None) => {}
            Err(e) => tracing::error!("telegram: could not move chat {from}'s game to {to}: {e}"),
        }
        let state = self.state();
        state.games.values_mut().filter(|chat| **chat == from).for_each(|chat| *chat = to);
        state.last_group.values_mut().filter(|chat| **chat == from).for_each(|chat| *chat = to);
        self.save();
    }

    /// Remembers a user's name, and their private chat or last group.
    fn learn(&mut self, from: &Sender, chat: i64, private: bool) {
        let state = self.state();
        state.names.insert(from.id, from.name.clone());
        if private {
            state.opened(from.id);
        } else if chat < 0 {
            state.last_group.insert(from.id, chat);
        }
    }

    /// `/start [c<group>]` in the private chat: the chat is open; show the hand (and moves) of the
    /// group's game, or the help.
    async fn start(&mut self, from: Sender, group: Option<Place>, update: String) {
        self.learn(&from, from.id, true);
        let chat = group.unwrap_or(Place::chat(from.id));
        let lines: &[&str] = if group.is_some() { &["/hand", "/moves"] } else { &["/help"] };
        for (i, line) in lines.iter().enumerate() {
            let cmd = Command::text(chat.key(), from.key(), &from.name, *line)
                .with_delivery(format!("{update}:{i}"));
            let out = self.service.handle_outbound(cmd).await;
            if i > 0 && refusal(&deliveries(&out), &from.key()).is_some() {
                // Not their turn: the hand is enough.
                out.iter().for_each(|post| self.service.sent(post));
                continue;
            }
            self.deliver_all(out, Some(chat)).await;
        }
    }

    /// A button press: always answered, with an alert when the service refuses it.
    async fn press(
        &mut self,
        query: String,
        from: &Sender,
        message: Option<(i64, i32)>,
        thread: Option<i32>,
        data: Option<Data>,
        update: String,
    ) {
        let query = CallbackQueryId(query);
        let Some(data) = data else {
            return self.answer(query, Some("This button does not belong to Kontor.".into())).await;
        };
        let (chat, message_id) = message.unzip();
        if let Action::Page(page) = data.action {
            let alert = self.turn_page(chat.zip(message_id), &data, page).await;
            return self.answer(query, alert).await;
        }
        let pressed_in_group = chat.filter(|c| *c < 0).map(|chat| Place { chat, thread });
        let Some(game_chat) = pressed_in_group.or_else(|| self.state.state.game_place(data.game)) else {
            return self
                .answer(query, Some("Kontor no longer knows this game's chat; type /moves there.".into()))
                .await;
        };
        if let Action::Level(path) = &data.action {
            let alert = self.show_level(chat.zip(message_id), game_chat, from, &data, path).await;
            return self.answer(query, alert).await;
        }
        let Some(text) = self.resolve(chat, game_chat, from, &data).await else {
            return self
                .answer(query, Some("This button is out of date; use /moves for your options.".into()))
                .await;
        };
        let cmd = Command {
            chat: game_chat.key(),
            user: from.key(),
            user_name: from.name.clone(),
            input: Input::Choice { game: data.game, version: data.version, text },
            delivery_id: Some(update),
        };
        let out = self.service.handle_outbound(cmd).await;
        if let Some(text) = refusal(&deliveries(&out), &from.key()) {
            // The alert is the answer.
            self.answer(query, Some(alert_text(text))).await;
            out.iter().for_each(|post| self.service.sent(post));
            return;
        }
        self.answer(query, None).await;
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
        let shown = chat.and_then(|c| self.state.state.keyboards.get(&State::keyboard_key(c, data.game)));
        if let Some(kb) = shown.filter(|kb| kb.version == data.version) {
            return kb.choices.get(index).map(|(_, text)| text.clone());
        }
        // Not remembered: ask the service for the presser's current moves.
        let ask = Command::text(game_chat.key(), from.key(), &from.name, "/moves");
        let out = self.service.ask(ask).await;
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
        };
        let out = self.service.ask(cmd).await;
        let level = out.iter().find_map(|d| match d {
            Delivery::Private { text, choices, .. } if !choices.is_empty() => {
                Some((text.clone(), choices.clone()))
            }
            _ => None,
        });
        level.ok_or_else(|| out.first().map_or("That menu is gone; use /moves.", Delivery::text).to_string())
    }

    /// Shows the level at `path` of the presser's move menu in place of the pressed message (its
    /// text and keyboard, or only the keyboard under a picture); returns the alert for a refusal.
    async fn show_level(
        &mut self,
        message: Option<(i64, i32)>,
        game_chat: Place,
        from: &Sender,
        data: &Data,
        path: &[usize],
    ) -> Option<String> {
        let Some((chat, id)) = message else {
            return Some("This keyboard is out of date; use /moves for your options.".into());
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
                return Some("Telegram refused to change that message; use /moves.".into());
            }
        }
        self.remember(chat, game_chat, Some(kb));
        None
    }

    /// Shows another page of a remembered keyboard.
    async fn turn_page(&mut self, message: Option<(i64, i32)>, data: &Data, page: usize) -> Option<String> {
        let (chat, id) = message?;
        let kb = self.state.state.keyboards.get(&State::keyboard_key(chat, data.game));
        let Some(kb) = kb.filter(|kb| kb.version == data.version) else {
            return Some("This keyboard is out of date; use /moves for your options.".into());
        };
        let rows = to_markup(&markup(kb, page));
        let edit = self.bot.edit_message_reply_markup(ChatId(chat), MessageId(id)).reply_markup(rows);
        if let Err(e) = edit.await {
            tracing::warn!("telegram: could not turn a keyboard page: {e}");
        }
        None
    }

    async fn answer(&self, query: CallbackQueryId, alert: Option<String>) {
        let mut request = self.bot.answer_callback_query(query);
        if let Some(text) = alert {
            request = request.text(text).show_alert(true);
        }
        if let Err(e) = request.await {
            tracing::warn!("telegram: answerCallbackQuery failed: {e}");
        }
    }

    /// Sends posts in order; `context` is the chat of the command that caused them. A post leaves
    /// the outbox once Telegram accepted it or refused it for good; one that failed for a while
    /// stays there for the next retry.
    pub(super) async fn deliver_all(&mut self, posts: Vec<Outbound>, context: Option<Place>) {
        let mut linked = HashSet::new();
        for post in &posts {
            if self.deliver(&post.delivery, context, &mut linked).await {
                self.service.sent(post);
            }
        }
        self.save();
    }

    /// Sends one delivery; false if it failed for a while and should be tried again.
    async fn deliver(
        &mut self,
        delivery: &Delivery,
        context: Option<Place>,
        linked: &mut HashSet<i64>,
    ) -> bool {
        match (translate::target(delivery), delivery) {
            (Some(Target::Chat(place)), Delivery::Channel { text, image, choices, mentions, .. }) => {
                let text = channel_html(text, mentions, &self.state.state.names);
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
                if self.state.state.can_write(user) {
                    let kb = Keyboard::of(choices);
                    let rows = kb.as_ref().map(|kb| markup(kb, 0));
                    match self.send_all(&posts(Place::chat(user), &html(text), image.as_ref(), rows)).await {
                        Ok(()) => {
                            self.state().opened(user);
                            if let Some(game_chat) = context.or_else(|| self.game_of(kb.as_ref())) {
                                self.remember(user, game_chat, kb);
                            }
                            return true;
                        }
                        Err(SendError::Closed) => self.state().refused(user),
                        Err(SendError::Failed(e)) => {
                            let transient = is_transient_error(&e);
                            tracing::warn!("telegram: a private post to {user} failed: {e}");
                            return !transient;
                        }
                    }
                }
                let group = context
                    .filter(|c| c.is_group())
                    .or_else(|| self.state.state.last_group.get(&user).copied().map(Place::chat));
                if let Some(group) = group
                    && linked.insert(user)
                {
                    let post =
                        deep_link_post(group, &translate_user(user), &self.state.state.names, &self.me);
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
        kb.and_then(|kb| self.state.state.game_place(kb.game))
    }

    /// Remembers a keyboard shown in `chat` for a game played in `game_chat`.
    fn remember(&mut self, chat: i64, game_chat: Place, kb: Option<Keyboard>) {
        if let Some(kb) = kb {
            let state = self.state();
            state.set_game_place(kb.game, game_chat);
            state.keyboards.insert(State::keyboard_key(chat, kb.game), kb);
        }
    }

    async fn send_all(&self, posts: &[Post]) -> Result<(), SendError> {
        for post in posts {
            self.send(post).await?;
        }
        Ok(())
    }

    /// Sends one post, waiting out flood control and retrying network failures.
    async fn send(&self, post: &Post) -> Result<(), SendError> {
        let mut attempt = 0;
        loop {
            attempt += 1;
            let wait = match self.send_once(post).await {
                Ok(()) => return Ok(()),
                Err(e) if is_closed(&e) => return Err(SendError::Closed),
                Err(RequestError::RetryAfter(seconds)) => seconds.duration(),
                Err(e @ (RequestError::Network(_) | RequestError::Io(_))) if attempt < ATTEMPTS => {
                    tracing::warn!("telegram: sending failed ({e}); retrying");
                    Duration::from_millis(500 << attempt)
                }
                Err(e) => return Err(SendError::Failed(e)),
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
            ChatKey::new(super::PLATFORM, "0"),
            kontor_service::UserKey::new(super::PLATFORM, "0"),
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
        let commands: Vec<BotCommand> =
            names.iter().map(|n| BotCommand::new(n.clone(), translate::command_description(n))).collect();
        if let Err(e) = self.bot.set_my_commands(commands).await {
            tracing::warn!("telegram: setMyCommands failed: {e}");
        }
    }
}

/// Logs a failed post to a group (the game goes on; `/board` shows it again).
fn report(chat: i64, result: Result<(), SendError>) {
    match result {
        Ok(()) => {}
        Err(SendError::Closed) => tracing::warn!("telegram: chat {chat} refuses the bot's posts"),
        Err(SendError::Failed(e)) => tracing::warn!("telegram: a post to chat {chat} failed: {e}"),
    }
}

/// Whether a failed post is worth another try later (the network, or Telegram's own trouble),
/// rather than refused for good.
fn is_transient(result: &Result<(), SendError>) -> bool {
    matches!(result, Err(SendError::Failed(e)) if is_transient_error(e))
}

fn is_transient_error(e: &RequestError) -> bool {
    match e {
        // An HTML error page (a proxy's 502) is not JSON.
        RequestError::Network(_) | RequestError::Io(_) | RequestError::InvalidJson { .. } => true,
        RequestError::Api(ApiError::Unknown(text)) => {
            ["Internal Server Error", "Bad Gateway", "Service Unavailable", "Gateway Timeout"]
                .iter()
                .any(|server| text.contains(server))
        }
        _ => false,
    }
}

/// The deliveries of some posts.
fn deliveries(posts: &[Outbound]) -> Vec<Delivery> {
    posts.iter().map(|p| p.delivery.clone()).collect()
}

fn translate_user(user: i64) -> kontor_service::UserKey {
    kontor_service::UserKey::new(super::PLATFORM, user.to_string())
}

/// Whether Telegram refuses to let the bot write to this (private) chat.
fn is_closed(e: &RequestError) -> bool {
    match e {
        RequestError::Api(
            ApiError::BotBlocked
            | ApiError::CantInitiateConversation
            | ApiError::UserDeactivated
            | ApiError::ChatNotFound,
        ) => true,
        RequestError::Api(ApiError::Unknown(text)) => {
            text.contains("can't initiate conversation") || text.contains("bot was blocked")
        }
        _ => false,
    }
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

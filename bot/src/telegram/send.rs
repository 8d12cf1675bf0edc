//! Sending: the deliveries the service produced become Bot API posts, each sent within its chat's
//! limits, waiting out flood control and trying again with backoff after the network or a 5xx
//! ([`super::retry`]); a post that still fails stays in the service's outbox for a later try.

use std::collections::HashSet;
use std::sync::atomic::Ordering;

use kontor_service::{Delivery, Image, Outbound};
use teloxide::payloads::SendMessageSetters;
use teloxide::prelude::Requester;
use teloxide::types::{
    ChatId, InlineKeyboardButton, InlineKeyboardMarkup, MessageId, ParseMode, ThreadId, WebAppInfo,
};
use teloxide::{ApiError, RequestError};

use super::adapter::Adapter;
use super::place::Place;
use super::retry::{self, ATTEMPTS};
use super::state::Keyboard;
use super::stats::Stats;
use super::translate::{
    self, Body, Button, Markup, Post, Target, channel_html, deep_link_post, html, markup, posts,
};
use super::upload::Photo;
use crate::platforms::TELEGRAM;

/// Why a post did not go out.
pub(super) enum SendError {
    /// The user has not opened (or has blocked) the private chat.
    Closed,
    Failed(RequestError),
}

impl Adapter {
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

    /// Sends a channel post to `place`; false if it failed for a while and should be tried again.
    async fn post_to_chat(&self, place: Place, delivery: &Delivery) -> bool {
        let Delivery::Channel { text, image, choices, mentions, page, .. } = delivery else { return true };
        let lang = self.service.chat_lang(&place.key());
        let text = self.read(|s| channel_html(text, mentions, &s.names, lang));
        let kb = Keyboard::of(choices);
        let mut rows = kb.as_ref().map(|kb| markup(kb, 0));
        if let Some(url) = page {
            rows.get_or_insert_with(Vec::new).push(vec![translate::page_button(place, lang, url)]);
        }
        let mut result = self.send_all(&posts(place, &text, image.as_ref(), rows.clone())).await;
        let mut place = place;
        if let Err(SendError::Failed(RequestError::MigrateToChatId(new))) = &result {
            // The group became a supergroup before its service message reached us.
            let new = new.0;
            self.migrate(place.chat, new);
            place = Place::chat(new);
            result = self.send_all(&posts(place, &text, image.as_ref(), rows)).await;
        }
        if page.is_some() && refused_link(&result) {
            // An address Telegram will not link to costs the post its button, never the post.
            // Only the last part carries buttons: the parts before it were sent.
            tracing::warn!("telegram: chat {} refuses the page's button; posting without it", place.chat);
            let parts = posts(place, &text, image.as_ref(), kb.as_ref().map(|kb| markup(kb, 0)));
            result = self.send_all(&parts[parts.len() - 1..]).await;
        }
        let done = !is_transient(&result);
        report(place.chat, result);
        self.remember(place.chat, place, kb);
        done
    }

    /// Sends one delivery; false if it failed for a while and should be tried again.
    async fn deliver(&self, delivery: &Delivery, context: Option<Place>, linked: &mut HashSet<i64>) -> bool {
        match (translate::target(delivery), delivery) {
            (Some(Target::Chat(place)), Delivery::Channel { .. }) => self.post_to_chat(place, delivery).await,
            (Some(Target::User(user)), Delivery::Private { text, image, choices, slot, .. }) => {
                if self.read(|s| s.can_write(user)) {
                    let kb = Keyboard::of(choices);
                    let rows = kb.as_ref().map(|kb| markup(kb, 0));
                    let (text, slot) = (html(text), slot.as_deref());
                    let edited = match slot {
                        Some(slot) => self.edit_slot(user, slot, &text, image.as_ref(), rows.as_ref()).await,
                        None => false,
                    };
                    let sent = if edited {
                        Ok(None)
                    } else {
                        self.send_all_last(&posts(Place::chat(user), &text, image.as_ref(), rows)).await
                    };
                    match sent {
                        Ok(last) => {
                            if let Some(slot) = slot {
                                // An animation is never edited in place: it ends its slot.
                                let animation = image.as_ref().is_some_and(Image::is_animation);
                                let stays = !animation && (kb.is_some() || image.is_some());
                                self.keep_slot(user, slot, last, stays);
                            }
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
                    let lang = self.service.answer_lang(&key, &group.key(), None);
                    let post = self.read(|s| deep_link_post(group, &key, &s.names, &self.me, lang));
                    report(group.chat, self.send_all(&[post]).await);
                }
                true
            }
            _ => {
                let kind = if matches!(delivery, Delivery::Channel { .. }) { "channel" } else { "private" };
                tracing::warn!("telegram: a {kind} post with no Telegram address was dropped");
                true
            }
        }
    }

    pub(super) async fn send_all(&self, posts: &[Post]) -> Result<(), SendError> {
        self.send_all_last(posts).await.map(|_| ())
    }

    /// Sends posts in order; returns the id of the last message sent.
    async fn send_all_last(&self, posts: &[Post]) -> Result<Option<i32>, SendError> {
        let mut last = None;
        for post in posts {
            let started = std::time::Instant::now();
            let sent = self.send(post).await;
            Stats::add(&self.stats.send_us, started);
            self.stats.sends.fetch_add(1, Ordering::Relaxed);
            last = Some(sent?);
        }
        Ok(last)
    }

    /// Sends one post: waits out flood control, tries again with backoff after network failures
    /// and Telegram's 5xx, and logs a refusal with its chat and method. Returns the message id.
    async fn send(&self, post: &Post) -> Result<i32, SendError> {
        let method = match post.body {
            Body::Photo { .. } => "sendPhoto",
            Body::Animation { .. } => "sendAnimation",
            Body::Text(_) => "sendMessage",
        };
        let (mut attempt, mut plain) = (0, false);
        loop {
            attempt += 1;
            self.pace.turn(post.chat).await;
            let sent = self.send_once(post, plain).await;
            self.pace.done(post.chat);
            let wait = match sent {
                Ok(id) => return Ok(id),
                Err(e) if retry::is_closed(&e) => return Err(SendError::Closed),
                Err(RequestError::Api(ApiError::CantParseEntities(why))) if !plain => {
                    // Telegram would refuse the same HTML again: the text goes without markup.
                    tracing::warn!(
                        "telegram: {method} to chat {} refused ({why}); sending it as plain text",
                        post.chat
                    );
                    plain = true;
                    continue;
                }
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

    /// Sends `post` once, its text as HTML or (`plain`) without markup.
    async fn send_once(&self, post: &Post, plain: bool) -> Result<i32, RequestError> {
        let chat = ChatId(post.chat);
        let rows = post.keyboard.as_ref().map(to_markup);
        match &post.body {
            Body::Photo { name, png: bytes, caption } | Body::Animation { name, gif: bytes, caption } => {
                let text = if plain { super::html::plain(caption) } else { caption.clone() };
                let photo = Photo {
                    chat: post.chat,
                    replace: None,
                    animation: matches!(post.body, Body::Animation { .. }),
                    name,
                    png: bytes.as_slice(),
                    caption: &text,
                    html: !plain,
                    keyboard: rows,
                    thread: post.thread,
                };
                self.upload_photo(&photo).await
            }
            Body::Text(text) => {
                let mut request = if plain {
                    self.bot.send_message(chat, super::html::plain(text))
                } else {
                    self.bot.send_message(chat, text.clone()).parse_mode(ParseMode::Html)
                };
                if let Some(rows) = rows {
                    request = request.reply_markup(rows);
                }
                if let Some(thread) = post.thread {
                    request = request.message_thread_id(ThreadId(MessageId(thread)));
                }
                Ok(request.await?.id.0)
            }
        }
    }
}

/// Logs a failed post to a group (the game goes on; `/board` shows it again); a failure was
/// logged with its method where it happened.
pub(super) fn report(chat: i64, result: Result<(), SendError>) {
    if let Err(SendError::Closed) = result {
        tracing::warn!("telegram: chat {chat} refuses the bot's posts");
    }
}

/// Whether Telegram refused a post for a link button's address (one it will not link to, or a
/// Mini App button where it allows none).
fn refused_link(result: &Result<(), SendError>) -> bool {
    let Err(SendError::Failed(RequestError::Api(e))) = result else { return false };
    match e {
        ApiError::ButtonUrlInvalid | ApiError::WrongHttpUrl => true,
        ApiError::Unknown(text) => {
            ["BUTTON_URL_INVALID", "BUTTON_TYPE_INVALID", "keyboard button URL", "Web App URL"]
                .iter()
                .any(|words| text.contains(words))
        }
        _ => false,
    }
}

/// Whether a failed post is worth another try later (the network, or Telegram's own trouble),
/// rather than refused for good.
fn is_transient(result: &Result<(), SendError>) -> bool {
    matches!(result, Err(SendError::Failed(e)) if retry::is_transient(e))
}

fn translate_user(user: i64) -> kontor_service::UserKey {
    kontor_service::UserKey::new(TELEGRAM, user.to_string())
}

pub(super) fn to_markup(rows: &Markup) -> InlineKeyboardMarkup {
    InlineKeyboardMarkup::new(rows.iter().map(|row| {
        row.iter()
            .filter_map(|button| match button {
                Button::Callback { label, data } => {
                    Some(InlineKeyboardButton::callback(label.clone(), data.clone()))
                }
                Button::Url { label, url } => {
                    url::Url::parse(url).ok().map(|url| InlineKeyboardButton::url(label.clone(), url))
                }
                Button::WebApp { label, url } => url::Url::parse(url)
                    .ok()
                    .map(|url| InlineKeyboardButton::web_app(label.clone(), WebAppInfo { url })),
            })
            .collect::<Vec<_>>()
    }))
}

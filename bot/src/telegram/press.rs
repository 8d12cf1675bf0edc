//! Button presses: each press is answered (`answerCallbackQuery`) within [`ANSWER_WITHIN`] of its
//! arrival, whatever waits before it in its chat: with the service's refusal as an alert when that
//! came in time, otherwise at once with nothing, and a refusal that comes later is sent as a
//! message. A pressed move goes to the service as the game's command; a spent keyboard is removed,
//! unless the answer edits the pressed prompt in place.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use kontor_service::{Delivery, Outbound};
use teloxide::payloads::AnswerCallbackQuerySetters;
use teloxide::prelude::Requester;
use teloxide::types::{CallbackQueryId, ChatId, MessageId};

use super::adapter::Adapter;
use super::callback::{Action, Data};
use super::calls::deliveries;
use super::place::Place;
use super::send::{SendError, report};
use super::translate::{Sender, Target, alert_text, channel_html, html, posts, refusal, target};
use crate::platforms::TELEGRAM;
use kontor_service::t;

/// How soon a button press is answered, whatever it waits for.
pub const ANSWER_WITHIN: Duration = Duration::from_millis(700);

/// A press's answer, given once: by the timer that keeps [`ANSWER_WITHIN`], or with the outcome.
#[derive(Clone)]
pub(super) struct Answer {
    pub(super) id: CallbackQueryId,
    given: Arc<AtomicBool>,
}

impl Answer {
    pub(super) fn new(id: String) -> Answer {
        Answer { id: CallbackQueryId(id), given: Arc::new(AtomicBool::new(false)) }
    }

    /// Whether the caller is the one to give it.
    pub(super) fn take(&self) -> bool {
        !self.given.swap(true, Ordering::SeqCst)
    }
}

impl Adapter {
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
            let lang = self.service.chat_lang(&place.key());
            let text = self.read(|s| channel_html(&text, &[from.key()], &s.names, lang));
            report(place.chat, self.send_all(&posts(place, &text, None, None)).await);
        }
    }

    /// A button press: always answered, with an alert when the service refuses it.
    pub(super) async fn press(
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
        // A game whose group this adapter never posted a keyboard in (one played at two homes,
        // whose prompts came from the other platform's moves) is asked of the service.
        let asked = || self.service.chat_of_game(data.game, TELEGRAM).and_then(|chat| Place::parse(&chat.id));
        let known = || self.read(|s| s.game_place(data.game));
        let Some(game_chat) = pressed_in_group.or_else(known).or_else(asked) else {
            return self.answer(answer, Some(t!(lang, "bot-telegram-chat-unknown")), from, pressed_in).await;
        };
        if let Action::Level(path) = &data.action {
            let alert = self.show_level(chat.zip(message_id), game_chat, from, &data, path).await;
            return self.answer(answer, alert, from, pressed_in).await;
        }
        let Some(text) = self.resolve(chat, game_chat, from, &data).await else {
            return self.answer(answer, Some(t!(lang, "bot-button-stale")), from, pressed_in).await;
        };
        let cmd = from.choice(game_chat.key(), &data, text).with_delivery(update);
        // In the game's group, wherever pressed: a group's administrators are the same everywhere.
        let cmd = self.admins.moderated(&self.bot, cmd, game_chat.chat, from.id).await;
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
            && !self.edits_in_place(&out, chat, id)
        {
            // The pressed keyboard is spent: remove it so nobody presses it again (unless the
            // answer edits that very message, keyboard and all).
            if let Err(e) = self.bot.edit_message_reply_markup(ChatId(chat), MessageId(id)).await {
                tracing::debug!("telegram: could not remove a spent keyboard: {e}");
            }
        }
        self.deliver_all(out, Some(game_chat)).await;
    }

    /// Whether one of `out` edits message `id` in private chat `chat` in place (the turn prompt in
    /// its slot), which replaces the pressed keyboard with the next one.
    fn edits_in_place(&self, out: &[Outbound], chat: i64, id: i32) -> bool {
        out.iter().any(|post| match (target(&post.delivery), &post.delivery) {
            (Some(Target::User(user)), Delivery::Private { image: None, slot: Some(slot), .. }) => {
                user == chat && self.read(|s| s.slots.get(&super::slots::slot_key(user, slot)) == Some(&id))
            }
            _ => false,
        })
    }
}

//! Keyboards behind a press: the move a pressed button stands for, the levels of a user's move
//! menu (`m<path>`, shown in place of the pressed message with a *Back* button) and the pages of
//! a long keyboard.

use kontor_service::{Choice, Delivery, Lang, MenuStep, path_code};
use teloxide::payloads::{EditMessageReplyMarkupSetters, EditMessageTextSetters};
use teloxide::prelude::Requester;
use teloxide::types::{ChatId, MessageId, ParseMode};

use super::adapter::Adapter;
use super::callback::{Action, Data};
use super::place::Place;
use super::send::to_markup;
use super::state::{Keyboard, State};
use super::translate::{MAX_TEXT, Sender, alert_text, html, markup, split_text};
use kontor_service::t;

impl Adapter {
    /// The command line of a pressed choice.
    pub(super) async fn resolve(
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
        let cmd = from.choice(game_chat.key(), data, format!("/moves #{}", path_code(path)));
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
    pub(super) async fn show_level(
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
    pub(super) async fn turn_page(
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
}

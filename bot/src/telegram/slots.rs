//! Private messages that stand in a slot (a game's turn prompt `turn-12`, its hand picture
//! `turn-12/hand`): edited in place while the slot lasts, so a player inside their own turn keeps
//! one prompt and one hand picture. A text without buttons in a slot ends it and the slots under
//! it; the next turn's messages are new ones, which notify.

use kontor_service::Image;
use teloxide::RequestError;
use teloxide::payloads::EditMessageTextSetters;
use teloxide::prelude::Requester;
use teloxide::types::{ChatId, InlineKeyboardButton, InlineKeyboardMarkup, MessageId, ParseMode};

use super::adapter::Adapter;
use super::send::to_markup;
use super::translate::{MAX_CAPTION, MAX_TEXT, Markup, split_text};
use super::upload::Photo;

impl Adapter {
    /// Edits the message in `user`'s slot in place: its text and keyboard, or its picture and
    /// caption. False if there is none, the picture is an animation, or Telegram refused the edit
    /// (the caller then sends a new message).
    pub(super) async fn edit_slot(
        &self,
        user: i64,
        slot: &str,
        text: &str,
        image: Option<&Image>,
        rows: Option<&Markup>,
    ) -> bool {
        let Some(id) = self.read(|s| s.slots.get(&slot_key(user, slot)).copied()) else { return false };
        let mut parts = split_text(text, MAX_TEXT);
        if parts.len() != 1 || image.is_some() && text.chars().count() > MAX_CAPTION {
            return false;
        }
        if image.is_some_and(Image::is_animation) {
            // An animation goes out as a new message (`sendAnimation`), never in place of another.
            return false;
        }
        let empty = InlineKeyboardMarkup::new(Vec::<Vec<InlineKeyboardButton>>::new());
        let rows = rows.map_or(empty, to_markup);
        self.pace.edit_turn(user).await;
        let edited = match image {
            Some(image) => {
                let photo = Photo {
                    chat: user,
                    replace: Some(id),
                    animation: false,
                    name: &image.name,
                    png: &image.png,
                    caption: text,
                    html: true,
                    keyboard: Some(rows).filter(|r| !r.inline_keyboard.is_empty()),
                    thread: None,
                };
                self.upload_photo(&photo).await.map(|_| ())
            }
            None => {
                let edit = self.bot.edit_message_text(ChatId(user), MessageId(id), parts.swap_remove(0));
                edit.parse_mode(ParseMode::Html).reply_markup(rows).await.map(|_| ())
            }
        };
        self.pace.edit_done(user);
        self.stats.sends.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        match edited {
            Ok(()) | Err(RequestError::Api(teloxide::ApiError::MessageNotModified)) => true,
            Err(e) => {
                tracing::debug!("telegram: editing the {slot} message of {user} failed ({e}); sending anew");
                false
            }
        }
    }

    /// After a message in `slot` went out (`sent`: the id of a new one, none for an edit): a
    /// message that `stays` (buttons or a picture) is remembered there; another ends the slot and
    /// those under it.
    pub(super) fn keep_slot(&self, user: i64, slot: &str, sent: Option<i32>, stays: bool) {
        if !stays {
            let (key, under) = (slot_key(user, slot), format!("{}/", slot_key(user, slot)));
            self.change(|s| s.slots.retain(|k, _| *k != key && !k.starts_with(&under)));
        } else if let Some(id) = sent {
            self.change(|s| s.slots.insert(slot_key(user, slot), id));
        }
    }
}

/// The state's key of `user`'s `slot`.
pub(super) fn slot_key(user: i64, slot: &str) -> String {
    format!("{user}:{slot}")
}

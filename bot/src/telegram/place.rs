//! Where a Kontor chat lives on Telegram: a chat, or one topic of a forum supergroup. Each topic is
//! a chat of its own for Kontor (it can hold its own game); its replies, boards and reminders go to
//! that topic. The service knows a topic as `<chat>/<thread>`.

use kontor_service::ChatKey;
use teloxide::types::Message;

use crate::platforms::TELEGRAM as PLATFORM;

/// A Telegram chat, or a topic (`thread`) of a forum supergroup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Place {
    pub chat: i64,
    pub thread: Option<i32>,
}

impl Place {
    /// A whole chat (a private chat, a group, or a forum's General topic).
    #[must_use]
    pub fn chat(chat: i64) -> Place {
        Place { chat, thread: None }
    }

    /// Where a message was posted: its topic only in a forum (in other supergroups a reply chain
    /// also has a thread id, and it is not a chat of its own).
    #[must_use]
    pub fn of(message: &Message) -> Place {
        let thread = message.thread_id.filter(|_| message.is_topic_message).map(|t| t.0.0);
        Place { chat: message.chat.id.0, thread }
    }

    /// The service's chat.
    #[must_use]
    pub fn key(self) -> ChatKey {
        ChatKey::new(PLATFORM, self.id())
    }

    /// `-100123` or, for a topic, `-100123/45`.
    #[must_use]
    pub fn id(self) -> String {
        match self.thread {
            None => self.chat.to_string(),
            Some(thread) => format!("{}/{thread}", self.chat),
        }
    }

    /// The place of a service chat id.
    #[must_use]
    pub fn parse(id: &str) -> Option<Place> {
        match id.split_once('/') {
            None => Some(Place::chat(id.parse().ok()?)),
            Some((chat, thread)) => {
                Some(Place { chat: chat.parse().ok()?, thread: Some(thread.parse().ok()?) })
            }
        }
    }

    /// Whether this is a group (or a topic of one) rather than a private chat.
    #[must_use]
    pub fn is_group(self) -> bool {
        self.chat < 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for place in [Place::chat(-1001), Place { chat: -1001, thread: Some(45) }, Place::chat(77)] {
            assert_eq!(Place::parse(&place.id()), Some(place));
        }
        assert_eq!(Place::parse("-1001/x"), None);
        assert_eq!(Place { chat: -1001, thread: Some(45) }.key().id, "-1001/45");
    }
}

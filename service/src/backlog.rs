//! The posts waiting to reach each chat: channel posts written to the outbox that this process's
//! adapters have not yet reported sent. A chat whose platform refuses or throttles it piles them
//! up; past [`ServiceConfig::max_unsent_per_chat`](crate::ServiceConfig) the chat's players are
//! asked to wait instead of adding more. Each process knows the posts it wrote or took from the
//! outbox, which are the ones its adapters send.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard, PoisonError};

use kontor_storage::{ChatKey, Receipt};

use crate::delivery::{Delivery, Outbound};

/// The unsent channel posts per chat.
#[derive(Debug, Default)]
pub(crate) struct Backlog {
    chats: Mutex<HashMap<ChatKey, HashSet<Receipt>>>,
}

impl Backlog {
    fn chats(&self) -> MutexGuard<'_, HashMap<ChatKey, HashSet<Receipt>>> {
        self.chats.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Counts channel posts just written to the outbox (or found there after a restart).
    pub(crate) fn add<'a>(&self, posts: impl IntoIterator<Item = &'a Outbound>) {
        let mut chats = self.chats();
        for post in posts {
            if let (Some(receipt), Delivery::Channel { chat, .. }) = (&post.receipt, &post.delivery) {
                chats.entry(chat.clone()).or_default().insert(receipt.clone());
            }
        }
    }

    /// Forgets a post its adapter reported sent (or refused for good).
    pub(crate) fn remove(&self, post: &Outbound) {
        let (Some(receipt), Delivery::Channel { chat, .. }) = (&post.receipt, &post.delivery) else { return };
        let mut chats = self.chats();
        if let Some(waiting) = chats.get_mut(chat) {
            waiting.remove(receipt);
            if waiting.is_empty() {
                chats.remove(chat);
            }
        }
    }

    /// The channel posts still waiting to reach `chat`.
    pub(crate) fn count(&self, chat: &ChatKey) -> usize {
        self.chats().get(chat).map_or(0, HashSet::len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kontor_storage::UserKey;

    fn post(chat: &str, seq: u64) -> Outbound {
        let receipt = Some(Receipt { platform: "discord".into(), seq });
        Outbound { receipt, delivery: Delivery::channel(&ChatKey::new("discord", chat), "x") }
    }

    #[test]
    fn counts_channel_posts_until_sent_once_each() {
        let backlog = Backlog::default();
        let (a1, a2, b1) = (post("a", 1), post("a", 2), post("b", 3));
        backlog.add([&a1, &a2, &b1, &a1]);
        let private = Outbound {
            receipt: Some(Receipt { platform: "discord".into(), seq: 4 }),
            delivery: Delivery::private(&UserKey::new("discord", "u"), "hand"),
        };
        backlog.add([&private]);
        let a = ChatKey::new("discord", "a");
        assert_eq!((backlog.count(&a), backlog.count(&ChatKey::new("discord", "b"))), (2, 1));
        backlog.remove(&a1);
        backlog.remove(&a1);
        assert_eq!(backlog.count(&a), 1);
        backlog.remove(&a2);
        assert_eq!(backlog.count(&a), 0);
    }
}

//! Who moderates a Telegram group, for the service's `Command::moderator`: its creator and
//! administrators as `getChatAdministrators` lists them, kept per group for [`ADMINS_FOR`].
//!
//! When Kontor asks: for a command or press in a group (in a private chat nobody moderates) unless
//! its verb only shows or plays something for the caller ([`NEVER_MODERATED`]). Naming those few
//! verbs rather than the ones a moderator may use (`/abandon`, `/lang chat`, the settings …) keeps
//! the moves and views that make most of a game's traffic free of lookups, while a verb the
//! service later opens to moderators is covered without a change here. With the cache, a group
//! costs at most one lookup per [`ADMINS_FOR`], however busy.
//!
//! A lookup that fails (the network, a 5xx, a bot removed from the group) or takes longer than
//! [`LOOKUP_WITHIN`] blocks nothing: the user counts as no moderator, a warning is logged, and the
//! group's next command asks again.
//!
//! An anonymous administrator posts as the group itself and names nobody, so such posts get the
//! service's explanation instead of a command (see `translate::Incoming::Anonymous`); they
//! moderate under their own name.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;
use std::time::Duration;

use kontor_service::Command;
use teloxide::requests::{Request, Requester};
use teloxide::types::{ChatId, ChatMember};
use tokio::time::Instant;

use super::translate::split_verb;

/// How long a group's administrators are taken as known: a new administrator moderates at the
/// latest this long after being promoted, a removed one stops as late.
pub const ADMINS_FOR: Duration = Duration::from_secs(5 * 60);

/// Groups whose administrators are kept at most; beyond, the oldest lookups are forgotten first.
pub const MAX_GROUPS: usize = 10_000;

/// How long a command waits for a lookup before it goes on without (no moderator).
pub const LOOKUP_WITHIN: Duration = Duration::from_secs(5);

/// Verbs that only show or play something for the caller: no moderator rights involved.
pub const NEVER_MODERATED: [&str; 9] =
    ["play", "hand", "moves", "status", "log", "score", "rules", "help", "games"];

/// Whether a command line may need to know if its user moderates the chat.
#[must_use]
pub fn may_need_moderator(line: &str) -> bool {
    let (verb, _) = split_verb(line);
    !NEVER_MODERATED.contains(&verb.as_str())
}

/// The user ids among `members` who administer the chat (its creator and administrators).
#[must_use]
pub fn administrators(members: &[ChatMember]) -> HashSet<i64> {
    members.iter().filter(|m| m.kind.is_privileged()).map(|m| m.user.id.0 as i64).collect()
}

/// The administrators of groups, as looked up lately.
#[derive(Default)]
pub struct Admins {
    groups: Mutex<HashMap<i64, (Instant, HashSet<i64>)>>,
}

impl Admins {
    /// `cmd` of `user` in `chat`, with `moderator` set when the chat is a group, the command may
    /// need it, and the user administers the group.
    pub async fn moderated<R: Requester>(&self, bot: &R, cmd: Command, chat: i64, user: i64) -> Command {
        if chat >= 0 || !may_need_moderator(cmd.line()) {
            return cmd;
        }
        let moderator = self.administers(bot, chat, user).await;
        cmd.with_moderator(moderator)
    }

    /// Whether `user` administers group `chat`: from the cache, or asked of Telegram.
    pub async fn administers<R: Requester>(&self, bot: &R, chat: i64, user: i64) -> bool {
        if let Some(known) = self.known(chat, user, Instant::now()) {
            return known;
        }
        let asked = tokio::time::timeout(LOOKUP_WITHIN, bot.get_chat_administrators(ChatId(chat)).send());
        match asked.await {
            Ok(Ok(members)) => {
                let admins = administrators(&members);
                let administers = admins.contains(&user);
                self.keep(chat, admins, Instant::now());
                administers
            }
            Ok(Err(e)) => {
                tracing::warn!("telegram: no administrators of chat {chat} ({e}); nobody moderates it now");
                false
            }
            Err(_) => {
                tracing::warn!("telegram: no administrators of chat {chat} in time; nobody moderates it now");
                false
            }
        }
    }

    /// Whether `user` administers `chat`, if its administrators were looked up less than
    /// [`ADMINS_FOR`] before `now`.
    #[must_use]
    pub fn known(&self, chat: i64, user: i64, now: Instant) -> Option<bool> {
        let groups = self.groups.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let (at, admins) = groups.get(&chat)?;
        (now.saturating_duration_since(*at) < ADMINS_FOR).then(|| admins.contains(&user))
    }

    /// Keeps the administrators of `chat` looked up at `at`, forgetting stale groups (and then
    /// the oldest) to stay within [`MAX_GROUPS`].
    pub fn keep(&self, chat: i64, admins: HashSet<i64>, at: Instant) {
        let mut groups = self.groups.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if groups.len() >= MAX_GROUPS && !groups.contains_key(&chat) {
            groups.retain(|_, (then, _)| at.saturating_duration_since(*then) < ADMINS_FOR);
            while groups.len() >= MAX_GROUPS
                && let Some(oldest) = groups.iter().min_by_key(|(_, (then, _))| *then).map(|(chat, _)| *chat)
            {
                groups.remove(&oldest);
            }
        }
        groups.insert(chat, (at, admins));
    }

    /// Groups kept.
    #[must_use]
    pub fn len(&self) -> usize {
        self.groups.lock().unwrap_or_else(std::sync::PoisonError::into_inner).len()
    }

    /// Whether no group is kept.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests;

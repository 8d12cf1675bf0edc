//! What Kontor must be allowed in a channel to host a game there, read from the `app_permissions`
//! every interaction carries: see the channel, post in it (in a thread: post in threads), attach
//! the board picture and embed links. Checked before a command or click that can post to the
//! channel, so a player learns what is missing instead of moving into silence.

use kontor_service::Lang;

use kontor_service::t;
use serenity::all::{ChannelType, Permissions};

/// A permission Kontor lacks in a channel, named as Discord's server settings name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    ViewChannel,
    SendMessages,
    SendMessagesInThreads,
    AttachFiles,
    EmbedLinks,
}

impl Missing {
    /// The permission's name in Discord's settings, in `lang`.
    #[must_use]
    pub fn name(self, lang: Lang) -> String {
        let id = match self {
            Missing::ViewChannel => "bot-discord-perm-view-channel",
            Missing::SendMessages => "bot-discord-perm-send-messages",
            Missing::SendMessagesInThreads => "bot-discord-perm-send-in-threads",
            Missing::AttachFiles => "bot-discord-perm-attach-files",
            Missing::EmbedLinks => "bot-discord-perm-embed-links",
        };
        t!(lang, id)
    }

    fn bit(self) -> Permissions {
        match self {
            Missing::ViewChannel => Permissions::VIEW_CHANNEL,
            Missing::SendMessages => Permissions::SEND_MESSAGES,
            Missing::SendMessagesInThreads => Permissions::SEND_MESSAGES_IN_THREADS,
            Missing::AttachFiles => Permissions::ATTACH_FILES,
            Missing::EmbedLinks => Permissions::EMBED_LINKS,
        }
    }
}

/// Commands that only answer the caller privately (or change only their own settings): they need
/// no permission in the channel.
const PRIVATE_VERBS: [&str; 9] =
    ["hand", "moves", "status", "log", "score", "rules", "help", "games", "lang"];

/// Whether a command line can post to the channel (a move, opening or closing a game …), so
/// Kontor must be allowed to post there before it runs.
#[must_use]
pub fn posts_to_channel(line: &str) -> bool {
    let verb = line.trim_start().trim_start_matches('/').split_whitespace().next().unwrap_or_default();
    !PRIVATE_VERBS.contains(&verb.to_ascii_lowercase().as_str())
}

/// Whether a channel of this kind is a thread (where posting needs its own permission).
#[must_use]
pub fn is_thread(kind: ChannelType) -> bool {
    matches!(kind, ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread)
}

/// The permissions Kontor lacks to post boards where the interaction came from, in the order a
/// server admin would grant them. Empty outside servers (`app_permissions` absent: a DM) and when
/// everything is there.
#[must_use]
pub fn missing(granted: Option<Permissions>, in_thread: bool) -> Vec<Missing> {
    let Some(granted) = granted else { return Vec::new() };
    let post = if in_thread { Missing::SendMessagesInThreads } else { Missing::SendMessages };
    [Missing::ViewChannel, post, Missing::AttachFiles, Missing::EmbedLinks]
        .into_iter()
        .filter(|m| !granted.contains(m.bit()))
        .collect()
}

/// The private answer naming what is missing, in `lang`.
#[must_use]
pub fn refusal(missing: &[Missing], lang: Lang) -> String {
    let names: Vec<String> = missing.iter().map(|m| m.name(lang)).collect();
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} {} {last}", rest.join(", "), t!(lang, "bot-discord-and"))
        }
        _ => names.concat(),
    };
    t!(lang, "bot-discord-missing-permissions", list = list, count = missing.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NEEDED: Permissions = Permissions::VIEW_CHANNEL
        .union(Permissions::SEND_MESSAGES)
        .union(Permissions::ATTACH_FILES)
        .union(Permissions::EMBED_LINKS);

    #[test]
    fn nothing_is_missing_in_dms_or_with_every_permission() {
        assert!(missing(None, false).is_empty());
        assert!(missing(Some(NEEDED), false).is_empty());
        assert!(missing(Some(Permissions::all()), true).is_empty());
    }

    #[test]
    fn private_answers_need_no_channel_permission() {
        for line in ["/hand", "/moves 2", "/status", "/rules market", "/lang pl", "/games", "/help"] {
            assert!(!posts_to_channel(line), "{line}");
        }
        for line in ["/new carthage", "/play take r5", "/join", "/start", "/undo", "/abandon", "/board"] {
            assert!(posts_to_channel(line), "{line}");
        }
    }

    #[test]
    fn threads_need_their_own_send_permission() {
        assert_eq!(missing(Some(NEEDED), true), vec![Missing::SendMessagesInThreads]);
        let in_threads =
            NEEDED.difference(Permissions::SEND_MESSAGES) | Permissions::SEND_MESSAGES_IN_THREADS;
        assert!(missing(Some(in_threads), true).is_empty());
        assert_eq!(missing(Some(in_threads), false), vec![Missing::SendMessages]);
    }

    #[test]
    fn the_refusal_names_each_missing_permission_in_the_readers_language() {
        let lacking = missing(Some(Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES), false);
        assert_eq!(lacking, vec![Missing::AttachFiles, Missing::EmbedLinks]);
        let en = refusal(&lacking, Lang::En);
        assert!(en.contains("lacks the Attach Files and Embed Links permissions"), "{en}");
        let pl = refusal(&[Missing::SendMessages], Lang::Pl);
        assert!(pl.contains("uprawnienia: Wysyłanie wiadomości"), "{pl}");
    }
}

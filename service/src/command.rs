//! What arrives from a chat: who, where, and what they typed or clicked.

use kontor_storage::{ChatKey, GameId, Lang, UserKey};

/// Typed text or a clicked choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A command line such as `/play take r5` (the leading slash is optional).
    Text(String),
    /// A clicked button: the command it stands for and the game version it was drawn for.
    Choice { game: GameId, version: u64, text: String },
}

/// One message or click from one user in one chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    pub chat: ChatKey,
    pub user: UserKey,
    /// The user's display name on the platform.
    pub user_name: String,
    pub input: Input,
    /// The platform's id of this delivery; a repeated id is processed once.
    pub delivery_id: Option<String>,
    /// The language the user's app reports, if the platform says and Kontor speaks it.
    pub locale: Option<Lang>,
    /// The platform says this user moderates the chat (Discord: *Manage Channels* or *Manage
    /// Messages* in the channel; Telegram: an administrator of the group).
    pub moderator: bool,
    /// The community the chat belongs to when it is more than the chat (a Discord server:
    /// `discord:guild:<id>`); ratings are kept per community.
    pub community: Option<String>,
    /// The user's @username on the platform, lower case (Telegram), if they have one.
    pub handle: Option<String>,
}

impl Command {
    /// A typed command.
    pub fn text(chat: ChatKey, user: UserKey, user_name: impl Into<String>, text: impl Into<String>) -> Self {
        Command {
            chat,
            user,
            user_name: user_name.into(),
            input: Input::Text(text.into()),
            delivery_id: None,
            locale: None,
            moderator: false,
            community: None,
            handle: None,
        }
    }

    /// The same command with the user's platform language (`pl`, `en-US`; others are ignored).
    #[must_use]
    pub fn with_locale(mut self, locale: Option<&str>) -> Self {
        self.locale = locale.and_then(Lang::from_locale);
        self
    }

    /// The same command from a user with this @username (stored lower case, without the `@`).
    #[must_use]
    pub fn with_handle(mut self, handle: Option<&str>) -> Self {
        self.handle = handle.map(|h| h.trim_start_matches('@').to_lowercase()).filter(|h| !h.is_empty());
        self
    }

    /// The same command from a chat of `community` (a Discord server), or of none but itself.
    #[must_use]
    pub fn with_community(mut self, community: Option<String>) -> Self {
        self.community = community;
        self
    }

    /// The same command from a user the platform names a moderator of the chat, or not.
    #[must_use]
    pub fn with_moderator(mut self, moderator: bool) -> Self {
        self.moderator = moderator;
        self
    }

    /// The same command with a platform delivery id.
    #[must_use]
    pub fn with_delivery(mut self, id: impl Into<String>) -> Self {
        self.delivery_id = Some(id.into());
        self
    }

    /// The command line, without its version.
    #[must_use]
    pub fn line(&self) -> &str {
        match &self.input {
            Input::Text(t) | Input::Choice { text: t, .. } => t,
        }
    }
}

/// Splits `/verb arg arg` into the lower-case verb and the rest.
#[must_use]
pub fn split(line: &str) -> (String, String) {
    let line = line.trim();
    let line = line.strip_prefix('/').unwrap_or(line);
    let (verb, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    // Telegram appends the bot name to commands in groups: `/play@KontorBot`.
    let verb = verb.split('@').next().unwrap_or(verb);
    (verb.to_ascii_lowercase(), rest.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_strips_slash_and_bot_name() {
        assert_eq!(split("/play@KontorBot take r5"), ("play".into(), "take r5".into()));
        assert_eq!(split("  JOIN "), ("join".into(), String::new()));
    }
}

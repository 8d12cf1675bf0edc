//! What goes out: channel posts and private messages, with images and choices.

use std::sync::Arc;

use kontor_storage::{ChatKey, GameId, UserKey};

/// A PNG to attach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// A file name such as `game-12-v7.png`.
    pub name: String,
    pub png: Arc<Vec<u8>>,
}

/// A button: the command it sends, and the version of the game it was drawn for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub label: String,
    pub game: GameId,
    pub version: u64,
    /// The command line the button stands for, e.g. `/play take r5`.
    pub text: String,
}

/// One message for an adapter to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// To the game's channel or group; `mentions` are the users to ping.
    Channel {
        chat: ChatKey,
        text: String,
        image: Option<Image>,
        choices: Vec<Choice>,
        mentions: Vec<UserKey>,
    },
    /// To one user only (hands, moves, private results, turn prompts).
    Private { user: UserKey, text: String, image: Option<Image>, choices: Vec<Choice> },
}

impl Delivery {
    /// A plain channel message.
    pub fn channel(chat: &ChatKey, text: impl Into<String>) -> Delivery {
        Delivery::Channel {
            chat: chat.clone(),
            text: text.into(),
            image: None,
            choices: vec![],
            mentions: vec![],
        }
    }

    /// A plain private message.
    pub fn private(user: &UserKey, text: impl Into<String>) -> Delivery {
        Delivery::Private { user: user.clone(), text: text.into(), image: None, choices: vec![] }
    }

    /// The text of the message.
    #[must_use]
    pub fn text(&self) -> &str {
        match self {
            Delivery::Channel { text, .. } | Delivery::Private { text, .. } => text,
        }
    }

    /// The attached image, if any.
    #[must_use]
    pub fn image(&self) -> Option<&Image> {
        match self {
            Delivery::Channel { image, .. } | Delivery::Private { image, .. } => image.as_ref(),
        }
    }
}

//! What goes out: channel posts and private messages, with images and choices.

use std::sync::Arc;

use kontor_storage::{ChatKey, GameId, Receipt, UserKey};
use serde::{Deserialize, Serialize};

/// A PNG to attach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Image {
    /// A file name such as `game-12-v7.png`.
    pub name: String,
    /// The picture; not stored in the outbox, which keeps `source` to draw it again.
    #[serde(skip)]
    pub png: Arc<Vec<u8>>,
    /// What the picture shows, to draw it again from the stored game.
    pub source: Picture,
}

/// What a picture shows, by the game's stored log: enough to draw it again after a restart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Picture {
    /// The board after the first `actions` actions of the log.
    Board { game: GameId, actions: u32 },
    /// A seat's hand after the first `actions` actions.
    Hand { game: GameId, actions: u32, seat: u8 },
    /// The final score chart.
    Scores { game: GameId },
}

/// A button: the command it sends, and the version of the game it was drawn for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub label: String,
    pub game: GameId,
    pub version: u64,
    /// The command line the button stands for, e.g. `/play take r5`, or `/moves place r1–r17`
    /// for an entry of the move menu that opens a level.
    pub text: String,
    /// For an entry that opens a level of the move menu: the index path of that level (see
    /// [`crate::MoveTree::level`]), so that adapters can show it in place of the current one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Vec<usize>>,
}

/// One message for an adapter to send.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

    /// The platform that sends it: the chat's, or the user's for a private message.
    #[must_use]
    pub fn platform(&self) -> &str {
        match self {
            Delivery::Channel { chat, .. } => &chat.platform,
            Delivery::Private { user, .. } => &user.platform,
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

/// A delivery as the outbox holds it: stored with the change that produced it, to be handed back
/// with [`crate::Service::sent`] once the platform accepted it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outbound {
    /// `None` for posts that were never stored (a storage failure's own apology).
    pub receipt: Option<Receipt>,
    pub delivery: Delivery,
}

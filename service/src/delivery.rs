//! What goes out: channel posts and private messages, with images and choices.

use std::sync::Arc;

use kontor_storage::{ChatKey, GameId, Receipt, UserKey};
use serde::{Deserialize, Serialize};

/// A picture to attach: a PNG, or an animated GIF for a name ending in `.gif`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Image {
    /// A file name such as `game-12-v7.png`.
    pub name: String,
    /// The picture's bytes (PNG, or GIF for a replay); not stored in the outbox, which keeps
    /// `source` to draw it again. Empty while it waits for its command's write to be drawn.
    #[serde(skip)]
    pub png: Arc<Vec<u8>>,
    /// What the picture shows, to draw it again from the stored game.
    pub source: Picture,
}

impl Image {
    /// Whether the picture is an animated GIF (its name ends in `.gif`, e.g. `game-7-replay.gif`)
    /// rather than a PNG: `png` then holds GIF bytes, which adapters send as an animation
    /// (Telegram's `sendAnimation`, a `.gif` attachment on Discord) and never edit in place.
    #[must_use]
    pub fn is_animation(&self) -> bool {
        self.name.ends_with(".gif")
    }
}

/// What a picture shows, by the game's stored log: enough to draw it again after a restart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Picture {
    /// The board after the first `actions` actions of the log.
    Board { game: GameId, actions: u32 },
    /// A seat's hand after the first `actions` actions.
    Hand { game: GameId, actions: u32, seat: u8 },
    /// The final score chart (with the public scores over the turns above it, for a game that
    /// keeps a public score).
    Scores { game: GameId },
    /// The public scores over the turns of the first `actions` actions, as a line chart.
    History { game: GameId, actions: u32 },
    /// An animated GIF of the board after each turn of a finished game (`/replay`).
    Replay { game: GameId },
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
    /// For an entry of the move menu: what it does, by index path into the menu of this version
    /// (see [`crate::MoveTree::level`]), so that adapters can show a level in place of the current
    /// one and name a move by its path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub menu: Option<MenuStep>,
}

/// What an entry of the move menu does; the path is an index path into the menu of the choice's
/// version (`/moves #<path code>` shows it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MenuStep {
    /// Opens the level at this path.
    Open(Vec<usize>),
    /// Goes back up to the level at this path (the empty path is the first level).
    Back(Vec<usize>),
    /// Plays the move at this path; the choice's `text` is its `/play <notation>` line.
    Play(Vec<usize>),
}

impl MenuStep {
    /// The path of the level shown (`Open`, `Back`) or of the move (`Play`).
    #[must_use]
    pub fn path(&self) -> &[usize] {
        match self {
            MenuStep::Open(p) | MenuStep::Back(p) | MenuStep::Play(p) => p,
        }
    }
}

impl Choice {
    /// Whether the choice goes back up the move menu (adapters show it apart, terminals skip it).
    #[must_use]
    pub fn is_back(&self) -> bool {
        matches!(self.menu, Some(MenuStep::Back(_)))
    }
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
        /// The address of the game's page on the web (`/watch`), which adapters show as a link
        /// button under the post ("Board on the web"); on turn posts, when pages are served.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        page: Option<String>,
    },
    /// To one user only (hands, moves, private results, turn prompts).
    Private {
        user: UserKey,
        text: String,
        image: Option<Image>,
        choices: Vec<Choice>,
        /// A message that stands in a slot (`turn-12`: game 12's turn prompt; `turn-12/hand`:
        /// the hand picture of that turn): an adapter that already sent this user a message in
        /// the slot edits that message in place, so a player inside their own turn keeps one
        /// prompt and one hand picture instead of one per step. A text without choices in a
        /// slot ends it and the slots under it (`turn-12` ends `turn-12/hand`): the next turn's
        /// messages are new ones, which notify.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        slot: Option<String>,
    },
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
            page: None,
        }
    }

    /// A plain private message.
    pub fn private(user: &UserKey, text: impl Into<String>) -> Delivery {
        Delivery::Private { user: user.clone(), text: text.into(), image: None, choices: vec![], slot: None }
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

    /// The slot a private message stands in, if any (see [`Delivery::Private`]).
    #[must_use]
    pub fn slot(&self) -> Option<&str> {
        match self {
            Delivery::Private { slot, .. } => slot.as_deref(),
            Delivery::Channel { .. } => None,
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

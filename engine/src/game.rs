//! The `Game` trait, the sum of the traits by concern ([`Rules`], [`Notation`], [`Presentation`],
//! [`BotHints`]), and the errors and options they share.

use std::collections::BTreeMap;

use thiserror::Error;

use crate::{BotHints, Localized, Notation, Presentation, Rules, Text, text};

/// Game options as given by `/new <game> key=value …`; each game validates its own keys.
pub type Options = BTreeMap<String, String>;

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("{}", self.text())]
    PlayerCount { game: &'static str, min: usize, max: usize, got: usize },
    #[error("{}", self.text())]
    UnknownOption { game: &'static str, key: String, known: String },
    /// `expected` says which values the option takes.
    #[error("{}", self.text())]
    BadOptionValue { key: String, value: String, expected: Text },
    /// The chosen board (or board side) is printed for other player counts; `instead` is an
    /// option that would seat `got` players (`side=45`, `map=league`). `board` is the board's
    /// name as the subject of a sentence.
    #[error("{}", self.text())]
    BoardSeats { board: Text, min: usize, max: usize, got: usize, instead: Option<String> },
}

impl SetupError {
    /// Refuses a table of `got` seats outside the seat range of game `G`: the check every setup
    /// makes before dealing.
    pub fn check_seats<G: Rules>(got: usize) -> Result<(), SetupError> {
        if (G::MIN_SEATS..=G::MAX_SEATS).contains(&got) {
            return Ok(());
        }
        Err(SetupError::PlayerCount { game: G::NAME, min: G::MIN_SEATS, max: G::MAX_SEATS, got })
    }
}

/// The printed title of the game named `name`, as a text (`carthage-title`).
#[must_use]
pub fn title_text(name: &str) -> Text {
    Text::msg(format!("{name}-title"))
}

impl Localized for SetupError {
    fn text(&self) -> Text {
        match self {
            SetupError::PlayerCount { game, min, max, got } => {
                text!("setup-player-count", game = title_text(game), min = *min, max = *max, got = *got)
            }
            SetupError::UnknownOption { game, key, known } => {
                text!(
                    "setup-unknown-option",
                    game = title_text(game),
                    key = key.as_str(),
                    known = known.as_str()
                )
            }
            SetupError::BadOptionValue { key, value, expected } => {
                text!(
                    "setup-bad-option-value",
                    key = key.as_str(),
                    value = value.as_str(),
                    expected = expected.clone()
                )
            }
            SetupError::BoardSeats { board, min, max, got, .. } => {
                let players = if min == max {
                    text!("setup-players-exactly", n = *min)
                } else {
                    text!("setup-players-range", min = *min, max = *max)
                };
                text!("setup-board-seats", board = board.clone(), players = players, got = *got)
            }
        }
    }
}

/// A menu path grouping a move by the first word of its notation: `buy compass` → `buy` /
/// `compass`; a one-word move (`end`) stands alone.
#[must_use]
pub fn path_by_first_word(notation: &str) -> Vec<String> {
    match notation.split_once(' ') {
        Some((kind, rest)) => vec![kind.to_string(), rest.to_string()],
        None => vec![notation.to_string()],
    }
}

/// Why a line of move notation could not be turned into an action.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NotationError {
    /// The text is not a move of this game at all.
    #[error("{}", self.text())]
    Unknown { text: String, hint: Text },
    /// The text fits several legal moves.
    #[error("{}", self.text())]
    Ambiguous { text: String, candidates: Vec<String> },
    /// The text names a real move that the rules do not allow now.
    #[error("{}", self.text())]
    Illegal { reason: Text },
}

impl Localized for NotationError {
    fn text(&self) -> Text {
        match self {
            NotationError::Unknown { text, hint } => {
                text!("notation-unknown", text = text.as_str(), hint = hint.clone())
            }
            NotationError::Ambiguous { text, candidates } => {
                let quoted: Vec<Text> = candidates.iter().map(|c| Text::plain(format!("`{c}`"))).collect();
                text!("notation-ambiguous", text = text.as_str(), candidates = Text::join(quoted, ", "))
            }
            NotationError::Illegal { reason } => reason.clone(),
        }
    }
}

/// One game as the rest of Kontor uses it: its rules, its notation, how it is shown and how bots
/// play it. Every type implementing the four traits is a `Game`; `G: Game` bounds name them all.
pub trait Game: Rules + Notation + Presentation + BotHints {}

impl<G: Rules + Notation + Presentation + BotHints> Game for G {}

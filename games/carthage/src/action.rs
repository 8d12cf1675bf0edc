//! Actions and the reasons they are refused.

use kontor_engine::{Localized, Seat, Text, text};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::card::{Card, Colour};
use crate::state::Row;

/// One decision of one player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Setup: take a starting achievement token of this colour.
    ChooseToken(Colour),
    /// A. Buy all available Market goods; payment follows card by card with `Pay`.
    Buy,
    /// Pay one hand card towards the declared purchase.
    Pay(Card),
    /// B. Take one available Market card (0-based position) into hand as coins.
    Take { slot: usize },
    /// C. Put the reservation marker on a card (0-based position) of the Market or the Farm.
    Reserve { row: Row, slot: usize },
    /// Payday step 3: discard these hand cards (sorted) to protect goods; empty = protect nothing.
    Protect(Vec<Card>),
    /// Only when nothing else is possible (no card left anywhere to take or reserve).
    Pass,
}

/// Why an action was refused; every message says what is possible instead.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{}", self.text())]
    GameOver,
    #[error("{}", self.text())]
    NotYourTurn { active: Vec<Seat> },
    /// `expected` is the prompt of the phase under way.
    #[error("{}", self.text())]
    WrongPhase { expected: Text },
    #[error("{}", self.text())]
    TokenTaken(Colour),
    #[error("{}", self.text())]
    NoSuchSlot { label: String, row: Row, len: usize },
    #[error("{}", self.text())]
    ReservedByOther { card: Card, by: Seat },
    #[error("{}", self.text())]
    AlreadyReserved { card: Card, by: Seat },
    #[error("{}", self.text())]
    MarkerInUse(Card),
    #[error("{}", self.text())]
    NothingToBuy,
    #[error("{}", self.text())]
    CannotAfford { cost: u32, have: u32 },
    #[error("{}", self.text())]
    CardNotInHand(Card),
    #[error("{}", self.text())]
    SameCard { label: String, same: String },
    #[error("{}", self.text())]
    UselessProtection { card: Card, reason: Useless },
    #[error("{}", self.text())]
    PassNotAllowed,
}

/// Why a card offered for protection would protect nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Useless {
    /// The pirates do not raid the ship of the card's colour.
    NotRaided(Colour),
    /// A 5 has no storage icons.
    NoIcons,
    /// The player has no goods of the card's colour.
    NoGoods(Colour),
    /// The other cards of the colour already protect all `goods` goods of it.
    Covered { colour: Colour, goods: usize },
}

impl Localized for Useless {
    fn text(&self) -> Text {
        match *self {
            Useless::NotRaided(colour) => text!("carthage-useless-not-raided", colour = colour.key()),
            Useless::NoIcons => text!("carthage-useless-no-icons"),
            Useless::NoGoods(colour) => text!("carthage-useless-no-goods", colour = colour.key()),
            Useless::Covered { colour, goods } => {
                text!("carthage-useless-covered", colour = colour.key(), count = goods)
            }
        }
    }
}

/// The seats that must act, as a list of names.
fn seat_list(seats: &[Seat]) -> Text {
    match seats {
        [one] => text!("carthage-player", who = *one),
        many => Text::join(many.iter().map(|s| text!("carthage-player", who = *s)), ", "),
    }
}

impl Localized for RuleError {
    fn text(&self) -> Text {
        match self {
            RuleError::GameOver => text!("carthage-error-game-over"),
            RuleError::NotYourTurn { active } => {
                text!("carthage-error-not-your-turn", active = seat_list(active))
            }
            RuleError::WrongPhase { expected } => {
                text!("carthage-error-wrong-phase", expected = expected.clone())
            }
            RuleError::TokenTaken(colour) => text!("carthage-error-token-taken", colour = colour.key()),
            RuleError::NoSuchSlot { label, row, len } => {
                text!("carthage-error-no-such-slot", label = label.as_str(), row = row.key(), count = *len)
            }
            RuleError::ReservedByOther { card, by } => {
                text!("carthage-error-reserved-by-other", card = card.code(), who = *by)
            }
            RuleError::AlreadyReserved { card, by } => {
                text!("carthage-error-already-reserved", card = card.code(), who = *by)
            }
            RuleError::MarkerInUse(card) => text!("carthage-error-marker-in-use", card = card.code()),
            RuleError::NothingToBuy => text!("carthage-error-nothing-to-buy"),
            RuleError::CannotAfford { cost, have } => {
                text!("carthage-error-cannot-afford", cost = *cost, have = *have)
            }
            RuleError::CardNotInHand(card) => text!("carthage-error-card-not-in-hand", card = card.code()),
            RuleError::SameCard { label, same } => {
                text!("carthage-error-same-card", label = label.as_str(), same = same.as_str())
            }
            RuleError::UselessProtection { card, reason } => {
                text!("carthage-error-useless-protection", card = card.code(), reason = reason.text())
            }
            RuleError::PassNotAllowed => text!("carthage-error-pass-not-allowed"),
        }
    }
}

//! Actions and the reasons they are refused.

use kontor_engine::Seat;
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
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: {} must act now", active.iter().map(|s| s.tag()).collect::<Vec<_>>().join(", "))]
    NotYourTurn { active: Vec<Seat> },
    #[error("that is not possible now: {expected}")]
    WrongPhase { expected: String },
    #[error("you already hold a starting {} token; each player takes one", .0.name())]
    TokenTaken(Colour),
    #[error("there is no card {label}: the {row} has {len} card(s)")]
    NoSuchSlot { label: String, row: &'static str, len: usize },
    #[error("{card} is reserved by {}; only they may buy or take it", by.tag())]
    ReservedByOther { card: Card, by: Seat },
    #[error("{card} is already reserved by {}", by.tag())]
    AlreadyReserved { card: Card, by: Seat },
    #[error("your reservation marker is already on {0}; it returns when you buy or take that card")]
    MarkerInUse(Card),
    #[error("the Market holds nothing you may buy")]
    NothingToBuy,
    #[error("the Market costs {cost} coins but your hand holds only {have}")]
    CannotAfford { cost: u32, have: u32 },
    #[error("{0} is not in your hand")]
    CardNotInHand(Card),
    #[error("{label} is the same card as {same}; use {same}")]
    SameCard { label: String, same: String },
    #[error("{card} cannot protect anything: {reason}")]
    UselessProtection { card: Card, reason: String },
    #[error("you may pass only when no other action is possible")]
    PassNotAllowed,
}

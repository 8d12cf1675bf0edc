//! Actions and the reasons they are refused.

use kontor_engine::Seat;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::board::{City, Province};

/// The four officials; at most one helps per turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Official {
    /// Naczelnik / Postmeister: take a second city card.
    Postmaster,
    /// Kurier / Postillion: play a second city card.
    PostalCarrier,
    /// Rządca / Amtmann: replace all six face-up cards before drawing.
    Administrator,
    /// Rzemieślnik / Wagner: take the next carriage even 1 or 2 cards short.
    Cartwright,
}

impl Official {
    pub const ALL: [Official; 4] =
        [Official::Postmaster, Official::PostalCarrier, Official::Administrator, Official::Cartwright];

    /// The word used in notation.
    #[must_use]
    pub fn word(self) -> &'static str {
        match self {
            Official::Postmaster => "postmaster",
            Official::PostalCarrier => "carrier",
            Official::Administrator => "administrator",
            Official::Cartwright => "cartwright",
        }
    }

    /// The printed name.
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Official::Postmaster => "Postmaster",
            Official::PostalCarrier => "Postal Carrier",
            Official::Administrator => "Administrator",
            Official::Cartwright => "Cartwright",
        }
    }

    /// An official from any accepted name (English, German, Polish).
    #[must_use]
    pub fn from_word(word: &str) -> Option<Official> {
        match crate::board::fold(word).as_str() {
            "postmaster" | "postmeister" | "naczelnik" | "pm" => Some(Official::Postmaster),
            "carrier" | "postalcarrier" | "postillion" | "kurier" | "courier" | "pc" => {
                Some(Official::PostalCarrier)
            }
            "administrator" | "amtmann" | "rzadca" | "admin" => Some(Official::Administrator),
            "cartwright" | "wagner" | "rzemieslnik" | "cw" => Some(Official::Cartwright),
            _ => None,
        }
    }
}

/// Where a drawn card comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    /// A face-up card, 0-based slot (1-based in notation).
    Display(u8),
    /// The top of the face-down deck.
    Deck,
}

/// Which end of the route a card is added to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum End {
    Left,
    Right,
}

/// How houses are placed when a route is closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Placement {
    /// One house in one route city of each province crossed (cities chosen with `House`).
    Each,
    /// One house in every route city of this province.
    Province(Province),
}

/// One decision of one player.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Start of the turn, before drawing: take the help of an official (drawing at once means none).
    Official(Official),
    /// Take a city card into hand.
    Draw(Source),
    /// Add a hand card at one end of the route.
    Extend { end: End, city: City },
    /// Discard the current route (if any) and start a new one with this hand card.
    New(City),
    /// Close the route (≥ 3 cards) and place houses.
    Close(Placement),
    /// Closing with one house per province: put the house of a province in this city.
    House(City),
    /// After closing: keep these three hand cards (sorted) and discard the rest.
    Keep(Vec<City>),
    /// End the turn without closing the route.
    End,
}

/// Why an action was refused; every message says what is possible instead.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: {} must act now", .active.tag())]
    NotYourTurn { active: Seat },
    #[error("that is not possible now: {expected}")]
    WrongStep { expected: String },
    #[error("in the first round, and when you start a turn without cards, you must use the Postmaster")]
    PostmasterCompulsory,
    #[error("there is no face-up card in slot {slot}")]
    EmptySlot { slot: u8 },
    #[error("the deck and the discard pile are both empty; take a face-up card")]
    NoCardsLeft,
    #[error("{0} is not in your hand")]
    NotInHand(City),
    #[error("{city} is already on your route; a city appears only once")]
    AlreadyOnRoute { city: City },
    #[error("{city} does not border {end_city}, the {end} end of your route")]
    NotAdjacent { city: City, end_city: City, end: &'static str },
    #[error("you have no route yet; start one with `new <city>`")]
    NoRoute,
    #[error("with the Postal Carrier the second card must extend your route")]
    SecondCardExtends,
    #[error("a route needs at least 3 cards to be closed; yours has {len}")]
    RouteTooShort { len: usize },
    #[error("your route has no city of {province} where you may still place a house")]
    NoHouseIn { province: &'static str },
    #[error("{city} cannot take a house now: {reason}")]
    NoHouseHere { city: City, reason: String },
    #[error("keep exactly 3 cards of your hand (sorted as listed by /moves)")]
    BadKeep,
}

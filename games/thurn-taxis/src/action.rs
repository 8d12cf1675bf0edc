//! Actions and the reasons they are refused.

use kontor_engine::{Localized, Seat, Text, text};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::board::{City, Province};
use crate::legal::end_word;
use crate::state::Step;

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

    /// The printed English name, for logs and pictures; players read [`Official::text`].
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Official::Postmaster => "Postmaster",
            Official::PostalCarrier => "Postal Carrier",
            Official::Administrator => "Administrator",
            Official::Cartwright => "Cartwright",
        }
    }

    /// The printed name, as a text (`thurn-taxis-official-postmaster`).
    #[must_use]
    pub fn text(self) -> Text {
        Text::msg(format!("thurn-taxis-official-{}", self.word()))
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

/// Why a city cannot take the next house of a one-per-province closing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoHouse {
    /// The player already has a house there.
    AlreadyThere,
    /// The city is not on the route being closed.
    NotOnRoute,
    /// Its province already got its house in this closing.
    ProvinceServed(Province),
}

/// Why an action was refused; every message says what is possible instead.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{}", self.text())]
    GameOver,
    #[error("{}", self.text())]
    NotYourTurn { active: Seat },
    /// The action does not fit the step of the turn; the text says what the step expects.
    #[error("{}", self.text())]
    WrongStep { step: Step },
    #[error("{}", self.text())]
    PostmasterCompulsory,
    /// `slot` is 1-based.
    #[error("{}", self.text())]
    EmptySlot { slot: u8 },
    #[error("{}", self.text())]
    NoCardsLeft,
    #[error("{}", self.text())]
    NotInHand(City),
    #[error("{}", self.text())]
    AlreadyOnRoute { city: City },
    #[error("{}", self.text())]
    NotAdjacent { city: City, end_city: City, end: End },
    #[error("{}", self.text())]
    NoRoute,
    #[error("{}", self.text())]
    SecondCardExtends,
    #[error("{}", self.text())]
    RouteTooShort { len: usize },
    #[error("{}", self.text())]
    NoHouseIn { province: Province },
    #[error("{}", self.text())]
    NoHouseHere { city: City, reason: NoHouse },
    #[error("{}", self.text())]
    BadKeep,
}

impl Localized for RuleError {
    fn text(&self) -> Text {
        match self {
            RuleError::GameOver => text!("thurn-taxis-error-game-over"),
            RuleError::NotYourTurn { active } => text!("thurn-taxis-error-not-your-turn", who = *active),
            RuleError::WrongStep { step } => {
                text!("thurn-taxis-error-wrong-step", expected = crate::legal::step_hint(*step))
            }
            RuleError::PostmasterCompulsory => text!("thurn-taxis-error-postmaster-compulsory"),
            RuleError::EmptySlot { slot } => text!("thurn-taxis-error-empty-slot", slot = *slot),
            RuleError::NoCardsLeft => text!("thurn-taxis-error-no-cards-left"),
            RuleError::NotInHand(city) => {
                text!("thurn-taxis-error-not-in-hand", code = city.code(), city = city.text())
            }
            RuleError::AlreadyOnRoute { city } => {
                text!("thurn-taxis-error-already-on-route", code = city.code(), city = city.text())
            }
            RuleError::NotAdjacent { city, end_city, end } => text!(
                "thurn-taxis-error-not-adjacent",
                code = city.code(),
                city = city.text(),
                end_code = end_city.code(),
                end_city = end_city.text(),
                end = end_word(*end),
            ),
            RuleError::NoRoute => text!("thurn-taxis-error-no-route"),
            RuleError::SecondCardExtends => text!("thurn-taxis-error-second-card-extends"),
            RuleError::RouteTooShort { len } => text!("thurn-taxis-error-route-too-short", cards = *len),
            RuleError::NoHouseIn { province } => {
                text!("thurn-taxis-error-no-house-in", province = province.text())
            }
            RuleError::NoHouseHere { city, reason } => {
                let reason = match reason {
                    NoHouse::AlreadyThere => text!("thurn-taxis-no-house-already-there"),
                    NoHouse::NotOnRoute => text!("thurn-taxis-no-house-not-on-route"),
                    NoHouse::ProvinceServed(p) => {
                        text!("thurn-taxis-no-house-province-served", province = p.text())
                    }
                };
                text!(
                    "thurn-taxis-error-no-house-here",
                    code = city.code(),
                    city = city.text(),
                    reason = reason
                )
            }
            RuleError::BadKeep => text!("thurn-taxis-error-bad-keep", cards = crate::state::HAND_LIMIT),
        }
    }
}

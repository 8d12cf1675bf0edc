//! Actions (one small step each) and rule errors.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use kontor_engine::Seat;

use crate::data::{self, Symbol, Terrain};
use crate::legal::phase_hint_of;
use crate::state::{Phase, Source};
use crate::turn::source_name;

/// One decision of the player whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Move `pawn` one space to hex `to`: with a new card/token (`source`), or (`None`) with the
    /// strength left on the card in play, or onto rubble / a basecamp (paid by the next steps).
    Move { source: Option<Source>, pawn: u8, to: u16 },
    /// Take blockade `number` next to `pawn`: with a new card/token, with the card in play (`None`),
    /// or (`None`, rubble blockades) by discarding cards in the next steps.
    Blockade { source: Option<Source>, pawn: u8, number: u8 },
    /// Play a purple action card or a cave action token.
    Use(Source),
    /// Take the top token of the cave at hex `cave`, next to `pawn`.
    Explore { pawn: u8, cave: u16 },
    /// Start buying a card of this kind.
    Buy(u8),
    /// Pay towards the purchase.
    Pay(Source),
    /// Discard a hand card (rubble, replacing, or the end of the turn).
    Discard(u8),
    /// Remove a hand card from the game (basecamp, Scientist, Travel Log, cave token).
    Remove(u8),
    /// Transmitter: take a card of this kind for free.
    Take(u8),
    /// Stop removing/replacing/discarding.
    Done,
    /// End phase 1: discard played cards and draw back to 4.
    End,
}

/// Why an action was refused. The text is only built when shown: listing the legal steps and
/// random playouts refuse many candidate steps and never read why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{0}")]
    Plain(&'static str),
    #[error("it is {}'s turn", .0.tag())]
    NotYourTurn(Seat),
    #[error("{}", phase_hint_of(*.0))]
    WrongPhase(Phase),
    #[error("you hold no {}", source_name(*.0))]
    NotHeld(Source),
    #[error("{} does not move pawns", source_name(*.0))]
    DoesNotMove(Source),
    #[error("{} cannot be entered with a card: play `move <hex>` and pay with cards", .0.name())]
    PaidWithCards(Terrain),
    #[error("{} has no {} symbol", source_name(*.card), .symbol.name())]
    NoSymbol { card: Source, symbol: Symbol },
    #[error("{} has strength {power}, the space needs {strength}", source_name(*.card))]
    TooWeak { card: Source, power: u8, strength: u8 },
    #[error("{} {strength} needs {strength} cards from your hand", .terrain.name())]
    TooFewCards { terrain: Terrain, strength: u8 },
    #[error("the card in play was used for {}s", .0.name())]
    InPlayFor(Symbol),
    #[error("the card in play has {left} strength left, {strength} needed")]
    StrengthLeft { left: u8, strength: u8 },
    #[error("{0} is occupied")]
    Occupied(String),
    #[error("blockade {0} is not on the board")]
    NoBlockade(u8),
    #[error("your pawn is not next to blockade {0}")]
    NotAtBlockade(u8),
    #[error("{} is not an action card", data::kind(*.0).name_en)]
    NotAction(u8),
    #[error("{} costs {} coins", data::kind(*.0).name_en, data::kind(*.0).cost)]
    TooDear(u8),
}

pub(crate) fn err<T>(why: &'static str) -> Result<T, RuleError> {
    Err(RuleError::Plain(why))
}

//! Actions (one small step each) and rule errors.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use kontor_engine::{Localized, Seat, Text, text};

use crate::data::{self, Symbol, Terrain};
use crate::state::{Phase, Source};
use crate::texts::phase_hint_of;
use crate::texts::{Case, card_in, source_in};

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
#[error("{}", self.text())]
pub enum RuleError {
    GameOver,
    NotYourTurn(Seat),
    WrongPhase(Phase),
    NotHeld(Source),
    /// A card or token named for paying, discarding or removing that the hand does not hold.
    NoSuchCard,
    DoesNotMove(Source),
    PaidWithCards(Terrain),
    NoSymbol {
        card: Source,
        symbol: Symbol,
    },
    TooWeak {
        card: Source,
        power: u8,
        strength: u8,
    },
    TooFewCards {
        terrain: Terrain,
        strength: u8,
    },
    NoCardInPlay,
    InPlayForOtherPawn,
    InPlayFor(Symbol),
    StrengthLeft {
        left: u8,
        strength: u8,
    },
    NoSuchPawn,
    PawnArrived,
    NotNeighbour,
    Mountain,
    StartSpace,
    Occupied(String),
    BlockadeInTheWay,
    NoBlockade(u8),
    NotAtBlockade(u8),
    NotAction(u8),
    NativeMoves,
    NothingToTake,
    MovementToken,
    NotForSale,
    TooDear(u8),
    OnlyCoinTokensPay,
    NoCaves,
    NotACave,
    NotAtCave,
    CaveEmpty,
    NotStopped,
    LeaveCave,
}

impl Localized for RuleError {
    fn text(&self) -> Text {
        match self {
            RuleError::GameOver => text!("el-dorado-error-game-over"),
            RuleError::NotYourTurn(seat) => text!("el-dorado-error-not-your-turn", who = *seat),
            RuleError::WrongPhase(phase) => phase_hint_of(*phase),
            RuleError::NotHeld(s) => {
                text!("el-dorado-error-not-held", source = source_in(*s, Case::Genitive))
            }
            RuleError::NoSuchCard => text!("el-dorado-error-no-such-card"),
            RuleError::DoesNotMove(s) => {
                text!("el-dorado-error-does-not-move", source = source_in(*s, Case::Nominative))
            }
            RuleError::PaidWithCards(t) => text!("el-dorado-error-paid-with-cards", terrain = t.name()),
            RuleError::NoSymbol { card, symbol } => text!(
                "el-dorado-error-no-symbol",
                source = source_in(*card, Case::Nominative),
                symbol = symbol.name()
            ),
            RuleError::TooWeak { card, power, strength } => text!(
                "el-dorado-error-too-weak",
                source = source_in(*card, Case::Nominative),
                power = *power,
                strength = *strength
            ),
            RuleError::TooFewCards { terrain, strength } => {
                text!("el-dorado-error-too-few-cards", terrain = terrain.name(), strength = *strength)
            }
            RuleError::NoCardInPlay => text!("el-dorado-error-no-card-in-play"),
            RuleError::InPlayForOtherPawn => text!("el-dorado-error-other-pawn"),
            RuleError::InPlayFor(symbol) => text!("el-dorado-error-in-play-for", symbol = symbol.name()),
            RuleError::StrengthLeft { left, strength } => {
                text!("el-dorado-error-strength-left", left = *left, strength = *strength)
            }
            RuleError::NoSuchPawn => text!("el-dorado-error-no-such-pawn"),
            RuleError::PawnArrived => text!("el-dorado-error-pawn-arrived"),
            RuleError::NotNeighbour => text!("el-dorado-error-not-neighbour"),
            RuleError::Mountain => text!("el-dorado-error-mountain"),
            RuleError::StartSpace => text!("el-dorado-error-start-space"),
            RuleError::Occupied(hex) => text!("el-dorado-error-occupied", hex = hex.as_str()),
            RuleError::BlockadeInTheWay => text!("el-dorado-error-blockade-in-the-way"),
            RuleError::NoBlockade(n) => text!("el-dorado-error-no-blockade", number = *n),
            RuleError::NotAtBlockade(n) => text!("el-dorado-error-not-at-blockade", number = *n),
            RuleError::NotAction(k) => {
                text!("el-dorado-error-not-action", card = card_in(*k, Case::Nominative))
            }
            RuleError::NativeMoves => text!("el-dorado-error-native-moves"),
            RuleError::NothingToTake => text!("el-dorado-error-nothing-to-take"),
            RuleError::MovementToken => text!("el-dorado-error-movement-token"),
            RuleError::NotForSale => text!("el-dorado-error-not-for-sale"),
            RuleError::TooDear(k) => text!(
                "el-dorado-error-too-dear",
                card = card_in(*k, Case::Nominative),
                cost = data::kind(*k).cost
            ),
            RuleError::OnlyCoinTokensPay => text!("el-dorado-error-only-coin-tokens-pay"),
            RuleError::NoCaves => text!("el-dorado-error-no-caves"),
            RuleError::NotACave => text!("el-dorado-error-not-a-cave"),
            RuleError::NotAtCave => text!("el-dorado-error-not-at-cave"),
            RuleError::CaveEmpty => text!("el-dorado-error-cave-empty"),
            RuleError::NotStopped => text!("el-dorado-error-not-stopped"),
            RuleError::LeaveCave => text!("el-dorado-error-leave-cave"),
        }
    }
}

//! Actions (one small step each) and rule errors.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::state::Source;

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

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct RuleError(pub String);

pub(crate) fn err<T>(msg: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError(msg.into()))
}

//! A piece on a route space, an office or a table field, and the owner numbers pieces carry. This
//! module alone knows how a piece is stored (saved games keep that number): 0 is no piece, else
//! the owner + 1 in the low three bits and bit 3 set for a merchant (disc); owner `NEUTRAL` is the
//! neutral colour of the 2-player game.

use serde::{Deserialize, Serialize};

/// Owner index of the neutral colour (2-player game); seats are owners 0 to 4.
pub const NEUTRAL: u8 = 5;
/// How many owners pieces may have: five colours and the neutral one (tables indexed by owner).
pub(crate) const OWNERS: usize = NEUTRAL as usize + 1;

/// Bits of the stored number that hold the owner + 1.
const OWNER_BITS: u8 = 7;
/// The bit of the stored number that marks a merchant.
const MERCHANT_BIT: u8 = 8;

/// Whether an owner is the neutral colour (2-player game), not a seat.
#[must_use]
pub const fn is_neutral(owner: u8) -> bool {
    owner == NEUTRAL
}

/// Every owner a piece may have, the neutral colour last (for per-owner counts).
pub(crate) fn owners() -> impl Iterator<Item = u8> {
    0..=NEUTRAL
}

/// A piece, or no piece ([`Piece::EMPTY`]): a trader (square) or a merchant (disc) of a seat's
/// colour or of the neutral one. Saved as its bare number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Piece(u8);

impl Piece {
    /// No piece: a free space, office slot or table field.
    pub const EMPTY: Piece = Piece(0);

    /// A piece of `owner` (a seat or `NEUTRAL`): a merchant or a trader.
    #[must_use]
    pub const fn new(owner: u8, merchant: bool) -> Piece {
        Piece((owner + 1) | if merchant { MERCHANT_BIT } else { 0 })
    }

    /// Whether there is no piece.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == Piece::EMPTY.0
    }

    /// The owner of a piece (a seat or `NEUTRAL`); meaningless for [`Piece::EMPTY`].
    #[must_use]
    pub const fn owner(self) -> u8 {
        (self.0 & OWNER_BITS) - 1
    }

    /// Whether the piece is a merchant (disc) rather than a trader (false for no piece).
    #[must_use]
    pub const fn is_merchant(self) -> bool {
        self.0 & MERCHANT_BIT != 0
    }

    /// Whether this is a piece of `seat`'s colour (not empty).
    #[must_use]
    pub const fn owned_by(self, seat: u8) -> bool {
        !self.is_empty() && self.owner() == seat
    }

    /// Whether this is a piece of another colour than `seat`'s, the neutral one included (not
    /// empty).
    #[must_use]
    pub const fn opposes(self, seat: u8) -> bool {
        !self.is_empty() && self.owner() != seat
    }

    /// Whether the piece is of the neutral colour.
    #[must_use]
    pub const fn is_neutral(self) -> bool {
        !self.is_empty() && is_neutral(self.owner())
    }

    /// Index of the piece's kind in the `[traders, merchants]` pairs of supplies and counts.
    #[must_use]
    pub const fn kind(self) -> usize {
        self.is_merchant() as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_piece_is_saved_as_its_old_number() {
        assert_eq!(serde_json::to_string(&Piece::EMPTY).unwrap(), "0");
        assert_eq!(serde_json::to_string(&Piece::new(0, false)).unwrap(), "1");
        assert_eq!(serde_json::to_string(&Piece::new(2, true)).unwrap(), "11");
        assert_eq!(serde_json::to_string(&Piece::new(NEUTRAL, false)).unwrap(), "6");
        assert_eq!(serde_json::from_str::<Piece>("12").unwrap(), Piece::new(3, true));
    }

    #[test]
    fn a_piece_tells_its_owner_and_kind() {
        for owner in owners() {
            for merchant in [false, true] {
                let p = Piece::new(owner, merchant);
                assert!(!p.is_empty());
                assert_eq!((p.owner(), p.is_merchant(), p.kind()), (owner, merchant, usize::from(merchant)));
                assert!(p.owned_by(owner) && !p.opposes(owner));
                assert!(p.opposes((owner + 1) % OWNERS as u8) && !p.owned_by((owner + 1) % OWNERS as u8));
                assert_eq!(p.is_neutral(), owner == NEUTRAL);
            }
        }
        let e = Piece::EMPTY;
        assert!(e.is_empty() && !e.is_merchant() && !e.owned_by(0) && !e.opposes(0) && !e.is_neutral());
        assert_eq!(Piece::default(), Piece::EMPTY);
    }
}

//! Actions (the reasons they are refused are in `refusal`).

use serde::{Deserialize, Serialize};

use crate::board::Ability;
use crate::ids::{CityId, RouteId, SpaceId};

/// What a player takes when establishing a route (step 3), besides points and the token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Reward {
    /// Nothing: all pieces go to the general supply.
    Nothing,
    /// An office on the left-most free slot of this city (an end of the route).
    Office { city: CityId },
    /// An office left of the slots of this city, with an Extra office token.
    ExtraOffice { city: CityId },
    /// Upgrade this ability (the route leads to a city with its scroll).
    Upgrade(Ability),
    /// A merchant on this field (0-based) of the special-points table.
    Special { field: u8 },
}

/// Using a bonus token (not an action).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TokenUse {
    /// Swap the offices on slots `slot` and `slot + 1` (0-based) of a city.
    Swap { city: CityId, slot: u8 },
    /// Upgrade an ability.
    Upgrade(Ability),
    /// +3 actions.
    Actions3,
    /// +4 actions.
    Actions4,
    /// Start removing up to 3 opposing pieces (base set).
    Remove,
    /// Start moving up to 3 opposing pieces (Big Box set).
    Move,
}

/// One decision of one player. Spaces are global space ids (see `Board::space_label`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Income: take pieces from the general supply, this many of them merchants; `count` pieces
    /// in all (Big Box "do 3, 5, 7": up to the Bank), `None` for as many as the Bank allows.
    Income {
        merchants: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        count: Option<u8>,
    },
    /// Replayed from old logs only, never offered: placing once took two steps, the kind of piece
    /// and then the space. Now the kind is a step of the menu and `Place` names both.
    PlaceKind { merchant: bool },
    /// Place a piece from the personal supply on a free space.
    Place { space: SpaceId, merchant: bool },
    /// Replayed from old logs only, never offered (see `PlaceKind`); `Displace` names both.
    DisplaceWith { merchant: bool },
    /// Displace the opposing piece on `space` with a piece of yours of this kind. The 1 or 2
    /// pieces it costs go from the personal to the general supply: `pay_merchants` of them
    /// merchants, `None` for traders first (the fewest merchants possible).
    Displace {
        space: SpaceId,
        merchant: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pay_merchants: Option<u8>,
    },
    /// Start a move action (Liber Sophiae): pieces follow with `RelocateFrom` and `Swap`.
    Move,
    /// Replayed from old logs only, never offered: the route a move action's next pieces went to
    /// (`Pick` then brought them). Now each piece moves in one step, `RelocateFrom`.
    Target { route: RouteId },
    /// Replayed from old logs only, never offered: picked up the piece on `space` for the Move-3
    /// token or a sea route's move bonus (`Drop` put it down), or brought your piece to the `Target`
    /// route of a move action. Now `RelocateFrom` moves a piece in one step.
    Pick { space: SpaceId },
    /// Put the piece picked up with `Pick` on this free space: offered only in a game saved
    /// between those two old steps.
    Drop { space: SpaceId },
    /// Move action: swap your trader and merchant on these spaces (2 moves).
    Swap { a: SpaceId, b: SpaceId },
    /// Establish a fully occupied route.
    Claim { route: RouteId, reward: Reward },
    /// Displaced player: put the displaced piece, or an extra piece of this kind, on a space.
    Relocate { space: SpaceId, merchant: bool },
    /// Move action: move an own piece to the free space `to` of another route; Move-3 token and a
    /// sea route's move bonus: move a piece of another colour there; displaced player with empty
    /// supplies: move an own piece from the board as an extra piece.
    RelocateFrom { from: SpaceId, to: SpaceId },
    /// Remove-3 token: remove the opposing piece on this space.
    Remove { space: SpaceId },
    /// Use a bonus token.
    Token(TokenUse),
    /// End of turn: put the drawn bonus token beside this route.
    Bonus { route: RouteId },
    /// 2 players: the neutral office goes to this city.
    NeutralOffice { city: CityId },
    /// Sea-route bonus: upgrade Privilegium.
    PerkUpgrade,
    /// Sea-route bonus: an office in a (yellow-)green city with a piece from the personal supply.
    PerkOffice { city: CityId, merchant: bool },
    /// Start of a turn: give up the turn's actions and turn these 2 unused tokens face down for an
    /// Emperor's favour tile.
    Favour { tile: crate::favour::Favour, tokens: (crate::state::Token, crate::state::Token) },
    /// Finish a multi-step action early (moves, removals, extra pieces when displaced).
    Done,
    /// Replayed from old logs only, never offered: went back from the second step of a placement,
    /// a displacement or a move action's route (see `PlaceKind`, `Target`).
    Back,
    /// End the turn, leaving any remaining actions unused.
    End,
}

impl Action {
    /// Whether this step leaves the board and every supply as they were: choosing what to do
    /// next, stopping a multi-step action, ending the turn. A move that picks no piece is one
    /// such step after another.
    #[must_use]
    pub fn changes_nothing(&self) -> bool {
        matches!(
            self,
            Action::PlaceKind { .. }
                | Action::DisplaceWith { .. }
                | Action::Move
                | Action::Target { .. }
                | Action::Done
                | Action::Back
                | Action::End
        )
    }

    /// Whether the action is kept only so that old logs replay: `apply` takes it in the phase it
    /// was made in, `legal_actions` never offers it, and notation never yields it.
    #[must_use]
    pub fn replay_only(&self, phase: &crate::state::Phase) -> bool {
        use crate::state::Phase;
        match self {
            Action::PlaceKind { .. } | Action::DisplaceWith { .. } | Action::Target { .. } | Action::Back => {
                true
            }
            // Picking a piece up is a menu step now in every phase: moves name where it goes.
            Action::Pick { .. } => true,
            Action::Drop { .. } => !matches!(
                phase,
                Phase::Shifting { lifted: Some(_), .. } | Phase::PerkMove { lifted: Some(_), .. }
            ),
            _ => false,
        }
    }
}

//! Why an action was refused: one variant a rule, carrying the values that explain it. The text is
//! only built when shown, so listing the legal actions and random playouts, which refuse many
//! candidates and never read why, build none.

use kontor_engine::{Localized, Seat, Text, text};
use thiserror::Error;

use crate::action::Reward;
use crate::board::{board, privilege_text};
use crate::favour::Favour;
use crate::ids::{CityId, RouteId, SpaceName};
use crate::state::Phase;
use crate::turn::{kind_word, pay_words};

/// Why a reward for establishing a route ("Ustanowienie szlaku handlowego", step 3) is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RewardRefusal {
    /// The city is not an end of the route.
    NotAnEnd,
    /// The city has no free office slot.
    CityFull { city: CityId },
    /// The city's next office needs another kind of piece or a higher Privilegium.
    NextOffice { city: CityId, slot: u8 },
    /// Any other reward the route does not offer.
    Unavailable,
}

/// Why an action was refused; every message says what is possible instead.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", self.text())]
pub enum RuleError {
    // ----- whose turn, which phase -----
    /// The game is over.
    GameOver,
    /// Another seat acts now.
    NotYourTurn { active: Seat },
    /// The action belongs to another phase than this one.
    WrongPhase { phase: Phase },
    /// A space, route or city id beyond the map.
    OutOfRange,
    /// No action of the turn is left.
    NoActionLeft,
    /// A piece picked up alone: moves name where it goes.
    MoveSteps,

    // ----- placing and displacing (actions B and C) -----
    /// No such space.
    NoSuchSpace,
    /// Displacing on an empty space.
    SpaceEmpty { space: SpaceName },
    /// Displacing an own piece.
    OwnPiece,
    /// No piece of this kind in the personal supply.
    NoneInSupply { merchant: bool },
    /// A displacement costs more pieces than the personal supply holds.
    DisplaceCost { target_merchant: bool, cost: u8, have: u8 },
    /// A trader named for a ship space.
    ShipSpace { space: SpaceName },
    /// A free space that is not the first free space of its type on its route.
    FirstFree,
    /// Placing on an occupied space.
    Occupied { space: SpaceName },
    /// A way to pay for a displacement that the personal supply does not allow.
    PayOptions { cost: u8, merchants: (u8, u8) },
    /// Britannia: Wales and Scotland need a permission city.
    NeedsPermission { space: SpaceName },
    /// No free space takes this kind of piece.
    NoFreeSpace,
    /// No opposing piece can be displaced with this kind.
    CannotDisplace,

    // ----- income (action A) -----
    /// The general supply is empty.
    GeneralEmpty,
    /// Income of a count outside 1 to `most`.
    IncomeCount { most: u8, got: u8 },
    /// Income with a number of merchants outside `min..=max`.
    IncomeMerchants { n: u8, min: u8, max: u8 },

    // ----- the displaced player -----
    /// No displacement is being answered.
    NothingRelocated,
    /// A space outside the nearest free spaces for this kind.
    NotNearest { space: SpaceName, merchant: bool, nearest: Vec<SpaceName> },
    /// A piece from the board moved outside the nearest free spaces.
    Nearest { nearest: Vec<SpaceName> },
    /// The displaced piece is of the other kind.
    DisplacedKind { merchant: bool },
    /// All extra pieces are placed.
    NoExtraLeft,
    /// Both supplies are empty: extras come from the board.
    SuppliesEmpty,
    /// The supply the extra comes from holds no piece of this kind.
    NoKindToTake { merchant: bool },
    /// Pieces come from the board only when both supplies are empty.
    BoardOnlyWhenEmpty,
    /// Not an own piece on a route, or not moved.
    MoveOwnPiece,

    // ----- moving (action D) and the Move-3 and Remove-3 tokens -----
    /// No move action could move anything.
    NothingMoves,
    /// The space holds no piece of the mover.
    NotYours { space: SpaceName },
    /// The piece is on the target route already.
    AlreadyOn { route: RouteId },
    /// The piece cannot go to this route.
    CannotGo { route: RouteId },
    /// A piece picked before a route was named (old logs).
    RouteFirst,
    /// The space holds no opposing piece.
    NoOpposing { space: SpaceName },
    /// No free space for the picked piece.
    NowhereToMove,
    /// A piece is picked up already.
    AlreadyMoving,
    /// No move action is under way.
    NoMove,
    /// Pieces are going to another route (old logs).
    BringingTo { route: RouteId, other: RouteId },
    /// The route has no room for another own piece.
    RouteNoRoom { route: RouteId },
    /// A moved piece takes another space of the route.
    MoveTakes { route: RouteId, space: SpaceName },
    /// Not a trader and a merchant of the mover that may swap.
    NoSwap,
    /// Nothing is picked up.
    NothingPicked,
    /// Not the first free space of another route.
    NotFirstFree { space: SpaceName },
    /// No removal is under way.
    NoRemoval,
    /// A removal names no opposing piece.
    ChooseOpposing,

    // ----- establishing (action E) -----
    /// No such route.
    NoSuchRoute,
    /// The route is not fully occupied by the player's pieces.
    RouteNotYours { route: RouteId },
    /// A reward the route does not offer, with the ones it does (on the map side `side`).
    Reward { side: u8, route: RouteId, why: RewardRefusal, options: Vec<Reward> },

    // ----- bonus tokens, the end of the turn, 2 players -----
    /// No unused bonus token.
    NoToken,
    /// This token cannot be used now.
    TokenNow,
    /// A drawn token put beside a route that may not take it.
    TokenRoute,
    /// 2 players: the neutral office goes to an end city with a free office.
    NeutralCity,

    // ----- Emperor's favour tiles -----
    /// A favour tile taken after the turn's first action.
    FavourStart,
    /// The tile is not on display.
    FavourNotShown { tile: Favour },
    /// Not 2 unused bonus tokens of the player.
    FavourTokens,

    // ----- sea routes' printed bonuses (Big Box) -----
    /// No bonus is being used.
    NoPerk,
    /// This bonus places no pieces.
    PerkPlacesNone,
    /// The bonus does not put this kind there.
    KindCannotGo { merchant: bool, space: SpaceName },
    /// No piece of this kind to place.
    NoKindToPlace { merchant: bool },
    /// Pieces come from the board only for the Wales/Scotland bonus.
    PerkBoardOnly,
    /// The Wales/Scotland bonus places there only.
    WalesScotland,
    /// This bonus is not an upgrade.
    PerkNotUpgrade,
    /// Privilegium is fully developed.
    PrivilegiumFull,
    /// This bonus founds no office.
    PerkNoOffice,
    /// The office bonus goes to a (yellow-)green city.
    GreenCity,
    /// A piece is picked up: put it down first.
    PutDownFirst,
    /// The piece has nowhere to go.
    PieceWithRoom,
    /// The space cannot take the piece.
    SpaceRefuses,
}

impl Localized for RuleError {
    fn text(&self) -> Text {
        use RuleError as E;
        match self {
            E::GameOver => text!("hansa-err-game-over"),
            E::NotYourTurn { active } => text!("hansa-err-not-your-turn", active = *active),
            E::WrongPhase { phase } => {
                text!("hansa-err-wrong-phase", expected = crate::legal::phase_hint(phase))
            }
            E::OutOfRange => text!("hansa-err-out-of-range"),
            E::NoActionLeft => text!("hansa-err-no-action-left"),
            E::MoveSteps => text!("hansa-err-move-steps"),
            E::NoSuchSpace => text!("hansa-err-no-space"),
            E::NoSuchRoute => text!("hansa-err-no-route"),
            E::NoFreeSpace => text!("hansa-err-no-free-space"),
            E::CannotDisplace => text!("hansa-err-cannot-displace"),
            E::NothingMoves => text!("hansa-err-nothing-moves"),
            E::NoToken => text!("hansa-err-no-token"),
            E::TokenNow => text!("hansa-err-token-now"),
            E::TokenRoute => text!("hansa-err-token-route"),
            E::NeutralCity => text!("hansa-err-neutral-city"),
            E::RouteNotYours { route } => text!("hansa-err-not-occupied", route = route.to_string()),
            E::Reward { side, route, why, options } => reward_text(*side, *route, *why, options),
            _ => self.placing_text().or_else(|| self.moving_text()).unwrap_or_else(|| self.bonus_text()),
        }
    }
}

impl RuleError {
    /// Placing, displacing, income and the displaced player's pieces.
    fn placing_text(&self) -> Option<Text> {
        use RuleError as E;
        Some(match self {
            E::SpaceEmpty { space } => text!("hansa-err-space-empty", space = space.to_string()),
            E::OwnPiece => text!("hansa-err-own-piece"),
            E::NoneInSupply { merchant } => text!("hansa-err-no-kind-in-supply", kind = kind_word(*merchant)),
            E::DisplaceCost { target_merchant, cost, have } => text!(
                "hansa-err-displace-cost",
                kind = kind_word(*target_merchant),
                cost = *cost,
                have = *have
            ),
            E::ShipSpace { space } => text!("hansa-err-ship-space", space = space.to_string()),
            E::FirstFree => text!("hansa-err-first-free"),
            E::Occupied { space } => text!("hansa-err-occupied", space = space.to_string()),
            E::PayOptions { cost, merchants: (fewest, most) } => {
                let options: Vec<Text> = (*fewest..=*most)
                    .map(|m| Text::plain(format!("`pay {}`", pay_words(cost - m, m))))
                    .collect();
                text!("hansa-err-pay-options", cost = *cost, options = Text::join(options, ", "))
            }
            E::NeedsPermission { space } => text!("hansa-err-permission", space = space.to_string()),
            E::GeneralEmpty => text!("hansa-err-general-empty"),
            E::IncomeCount { most, got } => text!("hansa-err-income-count", most = *most, got = *got),
            E::IncomeMerchants { n, min, max } => {
                text!("hansa-err-income-merchants", n = *n, min = *min, max = *max)
            }
            E::NothingRelocated => text!("hansa-err-nothing-relocated"),
            E::NotNearest { space, merchant, nearest } => text!(
                "hansa-err-not-nearest",
                space = space.to_string(),
                kind = kind_word(*merchant),
                spaces = space_list(nearest)
            ),
            E::Nearest { nearest } => text!("hansa-err-nearest", spaces = space_list(nearest)),
            E::DisplacedKind { merchant } => text!("hansa-err-displaced-kind", kind = kind_word(*merchant)),
            E::NoExtraLeft => text!("hansa-err-no-extra-left"),
            E::SuppliesEmpty => text!("hansa-err-supplies-empty"),
            E::NoKindToTake { merchant } => text!("hansa-err-no-kind-to-take", kind = kind_word(*merchant)),
            E::BoardOnlyWhenEmpty => text!("hansa-err-board-only-when-empty"),
            E::MoveOwnPiece => text!("hansa-err-move-own-piece"),
            _ => return None,
        })
    }

    /// Moving pieces: the move action and the Move-3 and Remove-3 tokens.
    fn moving_text(&self) -> Option<Text> {
        use RuleError as E;
        Some(match self {
            E::NotYours { space } => text!("hansa-err-not-yours", space = space.to_string()),
            E::AlreadyOn { route } => text!("hansa-err-already-on", route = route.to_string()),
            E::CannotGo { route } => text!("hansa-err-cannot-go", route = route.to_string()),
            E::RouteFirst => text!("hansa-err-route-first"),
            E::NoOpposing { space } => text!("hansa-err-no-opposing", space = space.to_string()),
            E::NowhereToMove => text!("hansa-err-nowhere-to-move"),
            E::AlreadyMoving => text!("hansa-err-already-moving"),
            E::NoMove => text!("hansa-err-no-move"),
            E::BringingTo { route, other } => {
                text!("hansa-err-bringing-to", route = route.to_string(), other = other.to_string())
            }
            E::RouteNoRoom { route } => text!("hansa-err-route-no-room", route = route.to_string()),
            E::MoveTakes { route, space } => {
                text!("hansa-err-move-takes", route = route.to_string(), space = space.to_string())
            }
            E::NoSwap => text!("hansa-err-swap"),
            E::NothingPicked => text!("hansa-err-nothing-picked"),
            E::NotFirstFree { space } => text!("hansa-err-not-first-free", space = space.to_string()),
            E::NoRemoval => text!("hansa-err-no-removal"),
            E::ChooseOpposing => text!("hansa-err-choose-opposing"),
            _ => return None,
        })
    }

    /// Favour tiles and the sea routes' bonuses (every variant left).
    fn bonus_text(&self) -> Text {
        use RuleError as E;
        match self {
            E::FavourStart => text!("hansa-err-favour-start"),
            E::FavourNotShown { tile } => text!("hansa-err-favour-not-shown", tile = tile.word()),
            E::FavourTokens => text!("hansa-err-favour-tokens"),
            E::NoPerk => text!("hansa-err-no-perk"),
            E::PerkPlacesNone => text!("hansa-err-perk-places-none"),
            E::KindCannotGo { merchant, space } => {
                text!("hansa-err-kind-cannot-go", kind = kind_word(*merchant), space = space.to_string())
            }
            E::NoKindToPlace { merchant } => text!("hansa-err-no-kind-to-place", kind = kind_word(*merchant)),
            E::PerkBoardOnly => text!("hansa-err-perk-board-only"),
            E::WalesScotland => text!("hansa-err-wales-scotland"),
            E::PerkNotUpgrade => text!("hansa-err-perk-not-upgrade"),
            E::PrivilegiumFull => text!("hansa-err-privilegium-full"),
            E::PerkNoOffice => text!("hansa-err-perk-no-office"),
            E::GreenCity => text!("hansa-err-green-city"),
            E::PutDownFirst => text!("hansa-err-put-down-first"),
            E::PieceWithRoom => text!("hansa-err-piece-with-room"),
            E::SpaceRefuses => text!("hansa-err-space-refuses"),
            other => unreachable!("{other:?} has its text in `placing_text`, `moving_text` or `text`"),
        }
    }
}

/// `r3.1, r4.2`, or "none".
fn space_list(spaces: &[SpaceName]) -> Text {
    if spaces.is_empty() {
        return text!("hansa-none");
    }
    let labels: Vec<String> = spaces.iter().map(ToString::to_string).collect();
    Text::plain(labels.join(", "))
}

/// A refused reward: why, and the rewards the route offers.
fn reward_text(side: u8, route: RouteId, why: RewardRefusal, options: &[Reward]) -> Text {
    let b = board(side);
    let city = |c: CityId| b.city(c).text();
    let reason = match why {
        RewardRefusal::NotAnEnd => text!("hansa-err-not-an-end"),
        RewardRefusal::CityFull { city: c } => text!("hansa-err-city-full", city = city(c)),
        RewardRefusal::NextOffice { city: c, slot } => {
            let o = &b.city(c).offices[usize::from(slot)];
            text!(
                "hansa-err-next-office",
                city = city(c),
                privilege = privilege_text(o.privilege),
                kind = kind_word(o.circle)
            )
        }
        RewardRefusal::Unavailable => text!("hansa-err-reward-unavailable"),
    };
    let options: Vec<Text> = options.iter().map(|r| crate::establish::reward_text(b, route, *r)).collect();
    text!("hansa-err-reward", reason = reason, options = Text::join(options, ", "))
}

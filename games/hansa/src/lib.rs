//! Hansa Teutonica (Andreas Steding), as printed in the Polish base and Big Box rulebooks, for
//! Kontor: the Hansa League board (both sides, optional mission cards and Emperor's favour tiles),
//! the East board and both Britannia sides.
//!
//! The map is data (`data/*.json`, loaded once into [`Board`] tables); rule code finds special
//! cities through data flags only. Rule decisions where the rulebooks are silent are written down
//! in `docs/rules-notes.md`.
//!
//! The game traits of `kontor_engine` each have a module: `Rules` is implemented in `apply`,
//! `Notation` in `notation/format`, `Presentation` in `view`, `BotHints` in `playout`.

mod action;
mod apply;
mod bigbox;
mod board;
mod establish;
mod favour;
mod holdings;
mod ids;
mod legal;
mod missions;
mod notation;
mod piece;
mod playout;
mod refusal;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod turn;
mod view;

pub use action::{Action, Reward, TokenUse};
pub use board::{
    Ability, BRITANNIA_3, BRITANNIA_45, Board, COUNTRY_NAMES, City, EAST, ENGLAND, LEAGUE_3, LEAGUE_45,
    Office, PRIVILEGES, Perk, Route, SCOTLAND, SIDES, SpecialField, WALES, ability_value_text, board, fold,
    privilege_text,
};
pub use favour::Favour;
pub use ids::{CityId, RouteId, SpaceId, SpaceName};
pub use legal::phase_hint;
pub use notation::{ClaimSyntax, Pieces, SpaceRef, Syntax};
pub use piece::{NEUTRAL, Piece, is_neutral};
pub use refusal::{RewardRefusal, RuleError};
pub use scoring::{Breakdown, token_points};
pub use state::{
    EndReason, Hansa, MERCHANTS_PER_COLOUR, PIECES_PER_COLOUR, Phase, Player, TRADERS_PER_COLOUR, Token,
    TokenBag, TokenSet,
};
pub use view::{PlayerView, View};

//! Thurn und Taxis (Karen & Andreas Seyfarth), as printed in the Polish rulebook, for Kontor.
//!
//! Rule decisions where the rulebook is silent are written down in `docs/rules-notes.md`.
//!
//! The game traits of `kontor_engine` each have a module: `Rules` is implemented in `apply`,
//! `Notation` in `notation`, `Presentation` in `view`, `BotHints` in `playout`.

mod action;
mod apply;
mod board;
mod closing;
mod legal;
mod notation;
mod playout;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod turn;
mod view;

pub use action::{Action, End, NoHouse, Official, Placement, RuleError, Source};
pub use board::{
    Board, CARD_COUNT, CITY_COUNT, COPIES, City, CityInfo, PROVINCE_COUNT, Province, ProvinceInfo,
    STACK_COUNT, Stack, StackInfo, StackKind, board, cities_of, fold,
};
pub use legal::{end_word, step_hint};
pub use notation::Syntax;
pub use setup::parse_variant;
pub use state::{
    AllProvinces, Cards, CarriageScoring, DISPLAY_SIZE, HAND_LIMIT, HOUSES, MIN_CLOSE, Phase, Player, Step,
    ThurnTaxis, Variant,
};
pub use turn::{route_codes, slot_label};
pub use view::{PlayerView, StackView, View};

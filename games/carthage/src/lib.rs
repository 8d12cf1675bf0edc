//! Traders of Carthage (Susumu Kawasaki), as printed in the Polish rulebook, for Kontor.
//!
//! Rule decisions where the rulebook is silent are written down in `docs/rules-notes.md`.
//!
//! The game traits of `kontor_engine` each have a module: `Rules` is implemented in `apply`,
//! `Notation` in `notation`, `Presentation` in `view`, `BotHints` in `hidden`.

mod action;
mod apply;
mod card;
mod hidden;
mod legal;
mod notation;
mod payday;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod turn;
mod view;
mod words;

pub use action::{Action, RuleError, Useless};
pub use card::{Card, Colour, DECK_SIZE, codes, total};
pub use legal::phase_hint;
pub use notation::{Syntax, Target};
pub use payday::{round_up_to_five, sale_price, sale_victory_points, ship_steps};
pub use state::{
    ALEXANDRIA, CARTHAGE, CYRENAICA, Carthage, FARM_SIZE, MARKET_SIZE, PIRATE_SPACES, Phase, Player, Row,
    SPACE_KEYS, SPACE_NAMES, Slot, space_key, space_text,
};
pub use turn::slot_label;
pub use view::{PhaseView, PlayerView, View};

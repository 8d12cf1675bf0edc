//! The Quest for El Dorado (Reiner Knizia): a deck-building race across hex tiles.
//!
//! The turn is split into small steps: `move <card> <hex>` one space at a time (the card's unused
//! strength stays in play), `move <hex>` to carry on or to enter rubble/basecamp, `blockade`, `use`,
//! `explore`, `buy` then `pay`, `discard`/`remove` while paying special spaces, and `end`.
//!
//! Every text for players is a Fluent message of `locales/en.ftl` and `locales/pl.ftl` (ids
//! `el-dorado-…`); `texts.rs` names cards, tokens, terrain, symbols, coins and courses inside them.
//! Polish move words (`kup`, `weź`, `przesuń` …) are aliases of the notation's own.
//!
//! The game traits of `kontor_engine` each have a module: `Rules` is implemented in `apply`,
//! `Notation` in `notation`, `Presentation` in `view`, `BotHints` in `playout`.

mod action;
mod apply;
mod caves;
mod check;
mod course;
mod data;
mod generator;
mod legal;
mod notation;
mod playout;
mod rules;
mod scoring;
mod setup;
mod state;
mod summary;
mod texts;
mod view;

pub use action::{Action, RuleError};
pub use course::{Border, Course, CourseData, CourseSpec, DIRS, Hex, NO_HEX, is_small, rotate};
pub use data::{
    BLOCKADES, CardKind, Colour, Symbol, Terrain, Tile, TileKind, TokenEffect, TokenKind, card, cards, kind,
    kind_id, layouts, tile, tiles, token, tokens,
};
pub use generator::random as random_course;
pub use notation::{Syntax, parse_source};
pub use state::{Active, ElDorado, GATE, HAND, Phase, Player, SLOTS, Source, TurnFlags};
pub use texts::{
    Case, card_in, card_name, coins, course_tag, half, phase_hint_of, source_code, source_in, source_name,
    source_text, token_name,
};
pub use view::{PlayerView, StackView, View};

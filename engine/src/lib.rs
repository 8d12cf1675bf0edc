//! The game-agnostic kernel of Kontor.
//!
//! Every game crate implements [`Game`] (its [`Rules`], [`Notation`], [`Presentation`] and [`BotHints`]); everything above the rules (storage, service, renderers, chat
//! adapters) talks to games through this trait or through the `AnyGame` dispatch enum built on it.
//! Nothing here does I/O or reads the clock: time enters the rules as data.

mod bot;
#[cfg(feature = "conformance")]
pub mod conformance;
mod counts;
mod event;
mod game;
mod hints;
mod notation;
mod outcome;
mod playout;
mod presentation;
mod rng;
mod rules;
mod search;
mod seat;
mod text;

pub use bot::choose_bot_action;
pub use counts::{Counted, Counts};
pub use event::{Audience, Event, EventLog};
pub use game::{Game, NotationError, Options, SetupError, path_by_first_word, title_text};
pub use hints::BotHints;
pub use notation::Notation;
pub use outcome::{Outcome, Placing, ScoreLine};
pub use playout::{PlayoutError, fast_playout, replay};
pub use presentation::Presentation;
pub use rng::GameRng;
pub use rules::Rules;
pub use search::{
    BotLevel, Decision, Rollout, SearchBudget, UnknownLevel, choose_action, outcome_rewards, search_action,
};
pub use seat::{BySeat, Seat, Viewer};
pub use text::{Arg, ENGINE_LOCALES, Lang, Locales, Localized, Text, without_diacritics};

/// The game traits, for code that calls them on a concrete game type (`use kontor_engine::prelude::*;`).
pub mod prelude {
    pub use crate::{BotHints, Game, Notation, Presentation, Rules};
}

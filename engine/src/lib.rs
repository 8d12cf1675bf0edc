//! The game-agnostic kernel of Kontor.
//!
//! Every game crate implements [`Game`]; everything above the rules (storage, service, renderers, chat
//! adapters) talks to games through this trait or through the `AnyGame` dispatch enum built on it.
//! Nothing here does I/O or reads the clock: time enters the rules as data.

mod bot;
mod event;
mod game;
pub mod golden;
mod menu_paths;
mod outcome;
mod playout;
mod rng;
mod search;
mod seat;
mod text;

pub use bot::{
    check_no_peeking, check_no_peeking_by, check_no_peeking_in_playouts, check_search_no_peeking_in_playouts,
    choose_bot_action,
};
pub use event::{Audience, Event, EventLog};
pub use game::{Game, NotationError, Options, SetupError, path_by_first_word, title_text};
pub use menu_paths::{check_menu_paths, check_menus_along_playouts};
pub use outcome::{Outcome, Placing, ScoreLine};
pub use playout::{PlayoutError, PlayoutReport, check_playout_policy, fast_playout, random_playout, replay};
pub use rng::GameRng;
pub use search::{
    BotLevel, Decision, Rollout, SearchBudget, UnknownLevel, choose_action, outcome_rewards, search_action,
};
pub use seat::{BySeat, Seat, Viewer};
pub use text::{Arg, ENGINE_LOCALES, Lang, Locales, Localized, Text, without_diacritics};

//! Kontor's game catalogue: [`GameKind`] names every game, [`AnyGame`] dispatches to its rules.
//!
//! Everything above the rules (storage, service, renderers) holds games as `AnyGame`, actions as
//! `AnyAction` and views as `AnyView`, so adding a game means adding one variant to each.

mod any;
pub mod history;
mod kind;
mod rules_text;

pub use any::{ActionError, AnyAction, AnyGame, AnyView};
pub use history::{ScoreSeries, StoredGame};
pub use kind::{GAMES_LOCALES, GameKind, UnknownGame, all_locales, parse_options};
pub use rules_text::{rules_text, topic_id};

pub use kontor_carthage as carthage;
pub use kontor_el_dorado as el_dorado;
pub use kontor_hansa as hansa;
pub use kontor_thurn_taxis as thurn_taxis;

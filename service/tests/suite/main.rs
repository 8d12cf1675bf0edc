//! The service's tests: commands, posts, reminders, languages, rematches and replays, on a
//! temporary store.
//! One test binary for the crate: a module per subject (linking one binary instead of one per
//! file, and running them all in parallel).

mod support;

mod after_game;
mod bot_levels;
mod homes;
mod hostile;
mod imports;
mod lang;
mod options;
mod platform_locale;
mod polish_game;
mod rematch;
mod reminder_bounds;
mod reminders;
mod replay;
mod service;
mod shared_store;
mod storage_upkeep;
mod tables_texts;
mod texts;
mod tree;
mod turn_posts;
mod votes;
mod watch;

//! Kontor's game service: one async entry point for every chat platform.
//!
//! A [`Command`] (who, where, what they typed or clicked) goes through [`Service::handle`]: under
//! its chat's lock it becomes one `Tx` (what it read, what it decided, its time and language),
//! which a handler fills and one write stores, flushed, with the outbox of [`Delivery`]s that the
//! adapter maps onto its platform. Every game carries a version so a stale button never applies.
//! Adapters use only this crate's public face: commands, questions (`ask`, `legal_moves`), the
//! outbox (`sent`, `unsent`, `subscribe`) and the lookups of [`lookup`](Service::chat_lang).

mod backlog;
mod bridge;
mod clock;
mod codes;
mod command;
mod ctx;
mod delivery;
mod dispatch;
mod history;
mod homes;
mod i18n;
mod info;
mod language;
mod limits;
mod link;
mod lobby;
mod lookup;
mod menu;
mod names;
mod outbox;
mod page;
mod play;
mod present;
mod refusal;
mod rematch;
mod reminders;
mod replay;
mod rights;
mod schedule;
mod service;
mod settings;
mod standing;
mod thinking;
mod tree;
mod tx;
mod vote;
mod watch;

pub use clock::{Clock, ManualClock, SystemClock, TokioClock, utc_date, utc_parts};
pub use command::{Command, Input};
pub use ctx::ServiceConfig;
pub use delivery::{Choice, Delivery, Image, MenuStep, Outbound, Picture};
pub use i18n::{Lang, all_resources, catalog, duration, say};
pub use kontor_storage::{ChatKey, GameId, Receipt, UserKey};
pub use limits::{
    CODE_MS, CODE_TRIES, GAMES_PAGE, LOBBY_IDLE_MS, MAX_OPEN_GAMES, MAX_UNSENT_PER_CHAT, MAX_WAIT_MS,
    MIN_REMINDER_MS, MIN_TIMEOUT_MS, REMATCH_MS, REMINDERS_PER_CHAT_HOUR, RateLimit, VOTE_MS,
};
pub use lookup::{CommandInfo, commands};
pub use menu::LegalMove;
pub use page::{Page, PageScore};
pub use refusal::Refusal;
pub use service::Service;
pub use settings::parse_duration;
pub use tree::{MAX_DEPTH, MAX_ENTRIES, MoveTree, Node, parse_path_code, path_code};

/// The engine, for the [`t!`] macro.
#[doc(hidden)]
pub use kontor_engine as __engine;

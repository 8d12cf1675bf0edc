//! Kontor's game service: one async entry point for every chat platform.
//!
//! A [`Command`] (who, where, what they typed or clicked) goes through [`Service::handle`]: it is
//! resolved against the chat's game, applied by the rules, written to sled and flushed, and answered
//! with an outbox of [`Delivery`]s that the adapter maps onto its platform. Commands on one chat
//! run one at a time; every game carries a version so a stale button never applies.

mod clock;
mod command;
mod delivery;
mod i18n;
mod info;
mod language;
mod lobby;
mod menu;
mod outbox;
mod play;
mod present;
mod reminders;
mod service;
mod settings;
mod thinking;
mod tree;

pub use clock::{Clock, ManualClock, SystemClock, TokioClock};
pub use command::{Command, Input};
pub use delivery::{Choice, Delivery, Image, MenuStep, Outbound, Picture};
pub use i18n::{Lang, all_resources, catalog, duration, say};
pub use kontor_storage::{ChatKey, GameId, Receipt, UserKey};
pub use menu::LegalMove;
pub use service::{Service, ServiceConfig};
pub use settings::parse_duration;
pub use tree::{MAX_DEPTH, MAX_ENTRIES, MoveTree, Node, parse_path_code, path_code};

//! The platform names of chats and users in the service's keys and outbox: one per adapter. The
//! adapters re-export theirs as `PLATFORM`; `kontor migrate` carries the posts of all of them.

/// The platform name of local users and chats (the terminal).
pub const TERMINAL: &str = "local";
/// The platform name of Telegram users and chats.
pub const TELEGRAM: &str = "telegram";
/// The platform name of Discord chats and users in the service.
pub const DISCORD: &str = "discord";

/// Every adapter's platform.
pub const ALL: [&str; 3] = [TERMINAL, TELEGRAM, DISCORD];

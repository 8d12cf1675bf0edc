//! Binary keys: big-endian numbers so sled's byte order is numeric order.

use crate::record::{ChatKey, GameId, UserKey};

pub fn game(id: GameId) -> [u8; 8] {
    id.to_be_bytes()
}

pub fn action(id: GameId, index: u32) -> [u8; 12] {
    let mut key = [0; 12];
    key[..8].copy_from_slice(&id.to_be_bytes());
    key[8..].copy_from_slice(&index.to_be_bytes());
    key
}

pub fn chat(chat: &ChatKey) -> Vec<u8> {
    format!("{}\u{0}{}", chat.platform, chat.id).into_bytes()
}

/// The prefix of all of one user's games.
pub fn user_prefix(user: &UserKey) -> Vec<u8> {
    format!("{}\u{0}{}\u{0}", user.platform, user.id).into_bytes()
}

pub fn user_game(user: &UserKey, id: GameId) -> Vec<u8> {
    let mut key = user_prefix(user);
    key.extend_from_slice(&id.to_be_bytes());
    key
}

pub fn reminder(due_ms: u64, id: GameId) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&due_ms.to_be_bytes());
    key[8..].copy_from_slice(&id.to_be_bytes());
    key
}

/// An outbox entry: platform ‖ 0 ‖ number, so one platform's posts scan in the order written.
pub fn outbox(receipt: &crate::write::Receipt) -> Vec<u8> {
    let mut key = outbox_prefix(&receipt.platform);
    key.extend_from_slice(&receipt.seq.to_be_bytes());
    key
}

pub fn outbox_prefix(platform: &str) -> Vec<u8> {
    format!("{platform}\u{0}").into_bytes()
}

/// Reads a big-endian u64 from the first 8 bytes (or the 8 bytes at `at`).
pub fn read_u64(bytes: &[u8], at: usize) -> Option<u64> {
    bytes.get(at..at + 8).map(|b| u64::from_be_bytes(b.try_into().expect("8 bytes")))
}

/// `reminder_games`: the same entries as `reminders`, by game first.
pub fn reminder_of_game(id: GameId, due_ms: u64) -> [u8; 16] {
    let mut key = [0; 16];
    key[..8].copy_from_slice(&id.to_be_bytes());
    key[8..].copy_from_slice(&due_ms.to_be_bytes());
    key
}

/// The next game number (default tree).
pub const NEXT_GAME_ID: &[u8] = b"next_game_id";

/// The chat of a `chats` or `chat_settings` key.
pub fn parse_chat(key: &[u8]) -> Option<ChatKey> {
    let text = std::str::from_utf8(key).ok()?;
    let (platform, id) = text.split_once('\u{0}')?;
    Some(ChatKey::new(platform, id))
}

/// The user of a `profiles` key (a [`user_prefix`]).
pub fn parse_user_prefix(key: &[u8]) -> Option<UserKey> {
    let text = std::str::from_utf8(key).ok()?.strip_suffix('\u{0}')?;
    let (platform, id) = text.split_once('\u{0}')?;
    Some(UserKey::new(platform, id))
}

/// `history`: a chat's ended game — chat ‖ 0 ‖ number, so one chat's games scan in order.
pub fn history(chat: &ChatKey, id: GameId) -> Vec<u8> {
    let mut key = history_prefix(chat);
    key.extend_from_slice(&id.to_be_bytes());
    key
}

pub fn history_prefix(chat: &ChatKey) -> Vec<u8> {
    format!("{}\u{0}{}\u{0}", chat.platform, chat.id).into_bytes()
}

/// `ratings`: one rating — title ‖ 0 ‖ scope ‖ 0 ‖ player, so a scope's table scans at once.
pub fn rating(key: &crate::ratings::RatingKey) -> Vec<u8> {
    let mut bytes = standings_prefix(&key.scope, key.kind);
    bytes.extend_from_slice(key.player.as_bytes());
    bytes
}

pub fn standings_prefix(scope: &str, kind: kontor_games::GameKind) -> Vec<u8> {
    format!("{}\u{0}{scope}\u{0}", kind.name()).into_bytes()
}

/// The next number of the rated order (default tree).
pub const RATED_NEXT: &[u8] = b"rated_next";

/// Set once the ratings were built on this database (default tree).
pub const RATINGS_BUILT: &[u8] = b"ratings_built";

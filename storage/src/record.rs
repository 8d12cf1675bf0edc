//! What is stored about a game.

use kontor_engine::{BotLevel, Options, Seat, Text};
use kontor_games::{AnyAction, AnyGame, GameKind};
use serde::{Deserialize, Serialize};

/// Stable number of a game.
pub type GameId = u64;

/// Version of the record format written by this build.
pub const FORMAT_VERSION: u32 = 1;

/// A user on one platform (`discord:1234`, `telegram:42`, `local:alice`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserKey {
    pub platform: String,
    pub id: String,
}

/// A channel or group on one platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ChatKey {
    pub platform: String,
    pub id: String,
}

impl UserKey {
    pub fn new(platform: impl Into<String>, id: impl Into<String>) -> Self {
        UserKey { platform: platform.into(), id: id.into() }
    }
}

impl ChatKey {
    pub fn new(platform: impl Into<String>, id: impl Into<String>) -> Self {
        ChatKey { platform: platform.into(), id: id.into() }
    }
}

impl std::fmt::Display for UserKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.platform, self.id)
    }
}

impl std::fmt::Display for ChatKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.platform, self.id)
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    /// The human's account; bots have a synthetic key on the platform `bot`.
    pub user: UserKey,
    pub name: String,
    pub bot: bool,
    /// Resigned seats are played by the bot for the rest of the game.
    #[serde(default)]
    pub resigned: bool,
    /// How strongly the bot of this seat plays (a bot's seat, or a resigned one); seats stored
    /// before levels existed are `easy`, as their bots were.
    #[serde(default)]
    pub level: BotLevel,
    /// The player's @username on their platform (Telegram), lower case, when they have one:
    /// `/stats @name` finds them by it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handle: Option<String>,
    /// The account that holds the player's settings, when `user` follows another (`/link`): the
    /// player's ratings are kept under it, whichever platform they joined from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<UserKey>,
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// Players are joining.
    Lobby,
    /// Being played.
    Active,
    /// Ended by the rules.
    Finished,
    /// Ended by its players before the rules ended it.
    Abandoned,
}

impl GameStatus {
    /// Whether the game still occupies its chat.
    #[must_use]
    pub fn is_open(self) -> bool {
        matches!(self, GameStatus::Lobby | GameStatus::Active)
    }
}

/// Everything needed to rebuild a game, except its action log (stored entry by entry).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format_version: u32,
    pub id: GameId,
    pub kind: GameKind,
    /// The game's own options (as given to its setup).
    pub options: Options,
    /// Seats the lobby waits for (`/new … players=N`); `None` takes any legal count.
    #[serde(default)]
    pub wanted_seats: Option<usize>,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    pub chat: ChatKey,
    pub status: GameStatus,
    /// Raised by every accepted change; buttons carry it so a stale click is refused.
    pub version: u64,
    /// Number of actions in the log.
    pub actions: u32,
    pub created_ms: u64,
    pub updated_ms: u64,
    /// When the seats that must act now started waiting.
    pub turn_started_ms: u64,
    /// Reminder and time-out settings (`/remind`).
    #[serde(default)]
    pub reminders: ReminderSettings,
    /// Per seat: when the current turn's last reminder went out (0 = not yet).
    #[serde(default)]
    pub reminded_ms: Vec<u64>,
    /// Per seat: how many reminders went out this turn.
    #[serde(default)]
    pub reminder_count: Vec<u32>,
    /// Per seat: time added to this turn's time-out (the bot's downtime, the player's absence).
    #[serde(default)]
    pub paused_ms: Vec<u64>,
    /// What the channel has not been told yet: the public texts of the actions since its last
    /// post about the game, each with the number of the action it tells (1-based), so that
    /// `/undo` takes back its own lines. The next post tells them all.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub untold: Vec<(u32, Text)>,
    /// Per seat: a fingerprint of the hand its player last got a picture of (0 = none yet), so a
    /// hand picture goes out only when the hand changed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shown_hands: Vec<u64>,
    /// Who opened the game with `/new`: the one who may start it early, seat bots, remove a
    /// player from the lobby and abandon it. `None` in records written before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub creator: Option<UserKey>,
    /// A change the seated players vote on (`/abandon` or a settings change proposed by someone
    /// other than the host), while it is open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<Vote>,
    /// The community the game was opened in, when it is more than its chat (a Discord server);
    /// `None`: the chat itself. Ratings are kept per community.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub community: Option<String>,
    /// The seed was typed (`/new … seed=N`): the deal can be known in advance, so the game is
    /// not rated.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub seeded: bool,
    /// The table's other home while the game is played at two (`/bridge`): its posts go to both
    /// chats, and it holds both (a second open game in either is refused).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bridged: Option<ChatKey>,
    /// The secret of the game's web page (`/watch`): 32 hex digits, 128 bits from the operating
    /// system. The page's address names the game and this secret; `/watch new` replaces it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub watch: Option<String>,
}

/// A table-wide change put to the vote of the players who still play: it passes with more than
/// half of them, fails once that cannot happen, and lapses at `expires_ms`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    /// Names this vote on its buttons (`/vote yes 7`): the game's version when it opened.
    pub id: u64,
    /// What passes: a command line such as `/abandon` or `/remind repeat 2h`.
    pub line: String,
    /// The seat that proposed it (counted as a yes).
    pub by: u8,
    pub yes: Vec<u8>,
    pub no: Vec<u8>,
    pub expires_ms: u64,
}

/// What happens to a seat that has not acted for the time-out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TimeoutPolicy {
    /// A bot makes that seat's decisions for the turn.
    Bot,
    /// The seat resigns: a bot plays it from then on.
    Resign,
}

/// A game's reminder settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReminderSettings {
    /// First reminder after the turn has waited this long.
    pub first_ms: u64,
    /// Then again every this long.
    pub repeat_ms: u64,
    /// Off by default.
    pub timeout: Option<(TimeoutPolicy, u64)>,
}

pub const HOUR_MS: u64 = 3_600_000;

impl Default for ReminderSettings {
    fn default() -> Self {
        ReminderSettings { first_ms: 12 * HOUR_MS, repeat_ms: 24 * HOUR_MS, timeout: None }
    }
}

/// How a user wants to be reminded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RemindBy {
    /// A mention in the game's channel.
    #[default]
    Channel,
    /// A private message.
    Private,
}

/// A language of the service's texts (`/lang`), stored as `"en"` / `"pl"`.
pub use kontor_engine::Lang;

/// Settings of one chat (channel or group), shared by all its games.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct ChatSettings {
    /// The language of the chat's public posts.
    pub lang: Lang,
    /// Whether someone chose `lang` with `/lang chat`; until then a new game sets it from the
    /// language of the player who opens it.
    pub chosen: bool,
    /// The chat's last game that ended (finished or abandoned): `/board`, `/log`, `/status` and
    /// `/score` answer about it until a new game opens there.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_game: Option<GameId>,
    /// The chat this one is bridged with (`/bridge`): one table with two homes, whose games are
    /// played at both.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bridge: Option<ChatKey>,
}

/// A user's own preferences (reminders, language), shared by all their games.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct UserProfile {
    /// Quiet hours `(from, to)` in whole hours of the user's local time (e.g. 22 to 7).
    pub quiet_hours: Option<(u8, u8)>,
    /// The user's offset from UTC in minutes.
    pub utc_offset_min: i32,
    /// Away (vacation) from this time …
    pub away_from_ms: Option<u64>,
    /// … until this time: no reminders, time-outs paused.
    pub away_until_ms: Option<u64>,
    pub remind_by: RemindBy,
    /// The user's language (`/lang`); `None` until chosen: then the chat's language applies.
    /// Absent in profiles stored before `/lang` existed.
    #[serde(default)]
    pub lang: Option<Lang>,
    /// The language the user's chat app reports (Discord's locale, Telegram's `language_code`),
    /// when Kontor speaks it; used until they choose with `/lang`.
    #[serde(default)]
    pub platform_lang: Option<Lang>,
    /// The player's account on another platform (`/link`), when they joined two.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<Link>,
}

/// How an account is joined to the same player's account on another platform (`/link`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Link {
    /// This account holds the player's settings; the other account (named) follows it.
    Holds(UserKey),
    /// This account follows the named account's settings; its own stay stored, for `/unlink`.
    Follows(UserKey),
}

impl Link {
    /// The other account.
    #[must_use]
    pub fn other(&self) -> &UserKey {
        match self {
            Link::Holds(user) | Link::Follows(user) => user,
        }
    }
}

impl UserProfile {
    /// Whether `now_ms` falls in the user's quiet hours; if so, when they end.
    #[must_use]
    pub fn quiet_until(&self, now_ms: u64) -> Option<u64> {
        let (from, to) = self.quiet_hours?;
        let day = 24 * HOUR_MS;
        let local = (now_ms as i64 + i64::from(self.utc_offset_min) * 60_000).rem_euclid(day as i64) as u64;
        let (from, to) = (u64::from(from) * HOUR_MS, u64::from(to) * HOUR_MS);
        let quiet = if from <= to { (from..to).contains(&local) } else { local >= from || local < to };
        if !quiet {
            return None;
        }
        let wait = if local < to { to - local } else { day - local + to };
        Some(now_ms.saturating_add(wait))
    }

    /// How much of an absence falls after `since_ms` (it extends a turn's time-out).
    #[must_use]
    pub fn away_after(&self, since_ms: u64) -> u64 {
        match (self.away_from_ms, self.away_until_ms) {
            (Some(from), Some(until)) => until.saturating_sub(from.max(since_ms)),
            _ => 0,
        }
    }

    /// Whether the user is away at `now_ms`.
    #[must_use]
    pub fn is_away(&self, now_ms: u64) -> bool {
        self.away_until_ms.is_some_and(|until| now_ms < until)
    }
}

impl GameRecord {
    /// A game just opened in `chat` at `now_ms`: in the lobby, no seats yet, the default options,
    /// seed 0, nothing played, voted on or reminded. Callers set what differs with
    /// `GameRecord { seats, seed, ..GameRecord::new(…) }`.
    #[must_use]
    pub fn new(id: GameId, kind: GameKind, chat: ChatKey, now_ms: u64) -> GameRecord {
        GameRecord {
            format_version: FORMAT_VERSION,
            id,
            kind,
            options: Options::new(),
            wanted_seats: None,
            seats: Vec::new(),
            seed: 0,
            chat,
            status: GameStatus::Lobby,
            version: 0,
            actions: 0,
            created_ms: now_ms,
            updated_ms: now_ms,
            turn_started_ms: now_ms,
            reminders: ReminderSettings::default(),
            reminded_ms: Vec::new(),
            reminder_count: Vec::new(),
            paused_ms: Vec::new(),
            untold: Vec::new(),
            shown_hands: Vec::new(),
            creator: None,
            vote: None,
            community: None,
            seeded: false,
            bridged: None,
            watch: None,
        }
    }

    /// The chats the game is played in: the one it was opened in, then its bridged home.
    pub fn homes(&self) -> impl Iterator<Item = &ChatKey> {
        std::iter::once(&self.chat).chain(self.bridged.as_ref())
    }

    /// Whether the game is played in `chat` (its own chat or its bridged home).
    #[must_use]
    pub fn is_home(&self, chat: &ChatKey) -> bool {
        self.homes().any(|home| home == chat)
    }

    /// Starts a new wait: the turn clock restarts and reminders begin again for every seat.
    pub fn restart_turn_clock(&mut self, now_ms: u64) {
        let n = self.seats.len();
        self.turn_started_ms = now_ms;
        self.reminded_ms = vec![0; n];
        self.reminder_count = vec![0; n];
        self.paused_ms = vec![0; n];
    }

    /// The seat a user sits in, if any.
    #[must_use]
    pub fn seat_of(&self, user: &UserKey) -> Option<Seat> {
        self.seats.iter().position(|s| &s.user == user && !s.bot).map(|i| Seat(i as u8))
    }

    /// Display names in seat order.
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }
}

/// One entry of the action log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoggedAction {
    pub seat: Seat,
    pub action: AnyAction,
    pub time_ms: u64,
}

/// One game as a single JSON document (`kontor export` / `kontor import`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameExport {
    pub record: GameRecord,
    pub actions: Vec<LoggedAction>,
    /// The snapshot, checked against the replay on import.
    pub snapshot: Option<AnyGame>,
}

#[cfg(test)]
mod level_tests {
    use super::*;

    /// A seat stored before bot levels existed loads as an `easy` bot, as it played then.
    #[test]
    fn seats_stored_without_a_level_are_easy() {
        let old = r#"{"user":{"platform":"bot","id":"3-1"},"name":"Bot 1","bot":true,"resigned":false}"#;
        let seat: SeatInfo = serde_json::from_str(old).unwrap();
        assert_eq!(seat.level, BotLevel::Easy);
        let hard = SeatInfo { level: BotLevel::Hard, ..seat };
        let back: SeatInfo = serde_json::from_str(&serde_json::to_string(&hard).unwrap()).unwrap();
        assert_eq!(back.level, BotLevel::Hard);
    }
}

//! What is stored about a game.

use kontor_engine::{Options, Seat};
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
}

impl GameRecord {
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

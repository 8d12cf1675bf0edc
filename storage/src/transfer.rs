//! Games in and out of the database: new games, import of one exported game, backups of every
//! game as JSON lines, and their restore into a new database.
//!
//! A backup is one JSON document per line: first every game in the `kontor export` format
//! ([`GameExport`]), newest first, then the user profiles (`{"user": …, "profile": …}`) and chat
//! settings (`{"chat": …, "settings": …}`). Each game is read as one state (a game changed while it
//! is read is read again). Reading newest first keeps the chats consistent: a chat's newer game
//! exists only once its older one has closed, so by the time the older one is read it is closed.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use kontor_games::AnyGame;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::error::StorageError;
use crate::record::{ChatKey, ChatSettings, GameExport, GameId, GameStatus, UserKey, UserProfile};
use crate::store::Store;
use crate::write::NewGame;

/// The result of [`Store::import`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Imported {
    pub id: GameId,
    /// The same export had been imported before (e.g. by an import that was interrupted after it
    /// stored the game): nothing new was written.
    pub earlier: bool,
}

/// What a backup holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BackupSummary {
    pub games: usize,
    pub settings: usize,
    /// Finished games rated by the rebuild at the end of the load.
    pub rated: usize,
}

/// One line of a backup (written untagged: a game line is exactly a `kontor export` document).
#[derive(Serialize)]
#[serde(untagged)]
enum BackupLine {
    Game(Box<GameExport>),
    Profile { user: UserKey, profile: UserProfile },
    Chat { chat: ChatKey, settings: ChatSettings },
}

/// The fields that tell the lines apart.
#[derive(Deserialize)]
struct LineKind {
    record: Option<serde::de::IgnoredAny>,
    profile: Option<serde::de::IgnoredAny>,
    settings: Option<serde::de::IgnoredAny>,
}

#[derive(Deserialize)]
struct ProfileLine {
    user: UserKey,
    profile: UserProfile,
}

#[derive(Deserialize)]
struct ChatLine {
    chat: ChatKey,
    settings: ChatSettings,
}

impl BackupLine {
    fn parse(line: &str) -> Result<BackupLine, serde_json::Error> {
        let kind: LineKind = serde_json::from_str(line)?;
        Ok(if kind.record.is_some() {
            BackupLine::Game(serde_json::from_str(line)?)
        } else if kind.profile.is_some() {
            let ProfileLine { user, profile } = serde_json::from_str(line)?;
            BackupLine::Profile { user, profile }
        } else if kind.settings.is_some() {
            let ChatLine { chat, settings } = serde_json::from_str(line)?;
            BackupLine::Chat { chat, settings }
        } else {
            return Err(serde::de::Error::custom("neither a game (`record`), a profile nor chat settings"));
        })
    }
}

/// Checks that an exported log replays to its snapshot; returns the replayed state. A game that
/// started but comes without a snapshot is replayed from its log, which must then replay too; only
/// a game that never started (a lobby, or one abandoned there) has no state and no log.
pub(crate) fn replayed_snapshot(export: &GameExport) -> Result<Option<AnyGame>, StorageError> {
    if export.snapshot.is_none() && !started(export) {
        return Ok(None);
    }
    let log: Vec<_> = export.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
    let r = &export.record;
    let replayed = AnyGame::replay(r.kind, &r.options, r.seats.len(), r.seed, &log)
        .map_err(|e| StorageError::ReplayMismatch(e.to_string()))?;
    if export.snapshot.as_ref().is_some_and(|snapshot| &replayed != snapshot) {
        return Err(StorageError::ReplayMismatch("the final states differ".into()));
    }
    Ok(Some(replayed))
}

/// Whether the exported game was dealt: it is being played or finished, or it has a state or
/// moves.
fn started(export: &GameExport) -> bool {
    let status = export.record.status;
    matches!(status, GameStatus::Active | GameStatus::Finished)
        || export.snapshot.is_some()
        || !export.actions.is_empty()
}

/// The longest seat name an import takes (the service shortens longer names when it seats a
/// player: its `MAX_NAME_CHARS`).
const MAX_NAME_CHARS: usize = 64;
/// The longest platform or id of a user or chat key.
const MAX_KEY_CHARS: usize = 128;
/// The longest game option key or value.
const MAX_OPTION_CHARS: usize = 64;
/// The most bytes one untold text may take (as JSON).
const MAX_TEXT_BYTES: usize = 4_096;

/// Why an exported game is refused before anything of it is stored.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Malformed {
    #[error("format version {found} is newer than this build's ({})", crate::FORMAT_VERSION)]
    TooNew { found: u32 },
    #[error("{seats} seats, more than {} takes ({max})", kind.name())]
    TooManySeats { kind: kontor_games::GameKind, seats: usize, max: usize },
    #[error("`{list}` has {found} entries for {seats} seats")]
    SeatList { list: &'static str, found: usize, seats: usize },
    #[error("{what} has {chars} characters (at most {max})")]
    TooLong { what: String, chars: usize, max: usize },
    #[error("an untold text tells action {action}, after the last one ({last})")]
    UntoldAhead { action: u32, last: u32 },
    #[error("the open vote counts seat {seat} of {seats}")]
    VoteSeat { seat: u8, seats: usize },
}

impl StorageError {
    /// The reason an import or restore was refused as malformed, if it was.
    #[must_use]
    pub fn malformed(&self) -> Option<&Malformed> {
        match self {
            StorageError::Malformed(why) => Some(why),
            _ => None,
        }
    }
}

impl From<Malformed> for StorageError {
    fn from(why: Malformed) -> StorageError {
        StorageError::Malformed(why)
    }
}

/// Checks the fields of an exported game that the replay does not: its format, its seat-indexed
/// lists against its seats, and the lengths of its names, keys, options and texts.
fn check_export(export: &GameExport) -> Result<(), Malformed> {
    let r = &export.record;
    if r.format_version > crate::FORMAT_VERSION {
        return Err(Malformed::TooNew { found: r.format_version });
    }
    let (seats, max) = (r.seats.len(), r.kind.seat_range().1);
    if seats > max || r.wanted_seats.is_some_and(|w| w > max) {
        return Err(Malformed::TooManySeats {
            kind: r.kind,
            seats: seats.max(r.wanted_seats.unwrap_or(0)),
            max,
        });
    }
    check_seat_lists(export)?;
    check_vote(r)?;
    check_lengths(r)
}

/// Checks an exported game whole — its fields, then its replay — and returns its replayed state.
fn checked_state(export: &GameExport) -> Result<Option<AnyGame>, StorageError> {
    check_export(export)?;
    replayed_snapshot(export)
}

/// Every per-seat list has an entry per seat once the game is dealt (before, it may be empty). A
/// record without any of the turn clock's lists (as written without that bookkeeping) is taken:
/// the reminder clock counts a missing entry as zero. One list cut short while the others are
/// kept is not.
fn check_seat_lists(export: &GameExport) -> Result<(), Malformed> {
    let r = &export.record;
    let seats = r.seats.len();
    let clock = [
        ("reminded_ms", r.reminded_ms.len()),
        ("reminder_count", r.reminder_count.len()),
        ("paused_ms", r.paused_ms.len()),
    ];
    let kept = started(export) && clock.iter().any(|(_, found)| *found > 0);
    // `shown_hands` is empty until the first hand picture goes out.
    let hands = ("shown_hands", r.shown_hands.len());
    for (list, found) in clock.into_iter().chain([hands]) {
        let required = kept && list != "shown_hands";
        if found != seats && (required || found != 0) {
            return Err(Malformed::SeatList { list, found, seats });
        }
    }
    Ok(())
}

/// An open vote counts only the table's seats, each at most once per side, and says what it
/// decides in a line of sane length.
fn check_vote(r: &crate::GameRecord) -> Result<(), Malformed> {
    let Some(vote) = &r.vote else { return Ok(()) };
    let seats = r.seats.len();
    let voters = vote.yes.iter().chain(&vote.no).chain([&vote.by]);
    if let Some(&seat) = voters.clone().find(|s| usize::from(**s) >= seats) {
        return Err(Malformed::VoteSeat { seat, seats });
    }
    if vote.yes.len() + vote.no.len() > seats {
        return Err(Malformed::SeatList { list: "vote", found: vote.yes.len() + vote.no.len(), seats });
    }
    let chars = vote.line.chars().count();
    if chars > MAX_OPTION_CHARS {
        return Err(Malformed::TooLong { what: "the vote's line".into(), chars, max: MAX_OPTION_CHARS });
    }
    Ok(())
}

/// Names, keys, options and texts of sane lengths.
fn check_lengths(r: &crate::GameRecord) -> Result<(), Malformed> {
    let long = |what: String, text: &str, max: usize| {
        let chars = text.chars().count();
        if chars > max { Err(Malformed::TooLong { what, chars, max }) } else { Ok(()) }
    };
    for (i, seat) in r.seats.iter().enumerate() {
        long(format!("the name of seat {}", i + 1), &seat.name, MAX_NAME_CHARS)?;
        long(format!("the platform of seat {}", i + 1), &seat.user.platform, MAX_KEY_CHARS)?;
        long(format!("the user id of seat {}", i + 1), &seat.user.id, MAX_KEY_CHARS)?;
    }
    if let Some(creator) = &r.creator {
        long("the creator's platform".into(), &creator.platform, MAX_KEY_CHARS)?;
        long("the creator's user id".into(), &creator.id, MAX_KEY_CHARS)?;
    }
    long("the chat's platform".into(), &r.chat.platform, MAX_KEY_CHARS)?;
    long("the chat id".into(), &r.chat.id, MAX_KEY_CHARS)?;
    for (key, value) in &r.options {
        long("an option's name".into(), key, MAX_OPTION_CHARS)?;
        long(format!("option `{}`", key), value, MAX_OPTION_CHARS)?;
    }
    for (action, text) in &r.untold {
        if *action > r.actions {
            return Err(Malformed::UntoldAhead { action: *action, last: r.actions });
        }
        let json = serde_json::to_string(text).map(|t| t.len()).unwrap_or(usize::MAX);
        if json > MAX_TEXT_BYTES {
            return Err(Malformed::TooLong {
                what: "an untold text".into(),
                chars: json,
                max: MAX_TEXT_BYTES,
            });
        }
    }
    Ok(())
}

/// What identifies an exported game: where it came from and how far it had got.
fn import_key(export: &GameExport) -> Vec<u8> {
    let r = &export.record;
    format!("{}\0{}\0{}\0{}\0{}", r.chat, r.id, r.created_ms, r.seed, export.actions.len()).into_bytes()
}

impl Store {
    /// Stores an exported game under the next game number, in one transaction (an interrupted
    /// import leaves nothing), after checking every field ([`Malformed`]) and that its log replays
    /// to its snapshot (a started game without one is replayed from its log). An open game
    /// goes back to its chat only if the chat is free. Importing the same export again finds the
    /// first copy instead of storing a second.
    pub fn import(&self, export: GameExport) -> Result<Imported, StorageError> {
        let snapshot = checked_state(&export)?;
        let new = NewGame {
            record: &export.record,
            snapshot: snapshot.as_ref(),
            log: &export.actions,
            import_key: Some(import_key(&export)),
        };
        let (id, earlier) = self.backend.insert(&new, None, false)?;
        Ok(Imported { id, earlier })
    }

    /// Writes every game and setting as JSON lines to `out` (see the module notes).
    pub fn backup(&self, out: &mut impl Write) -> Result<BackupSummary, StorageError> {
        let io = |e| StorageError::io("writing the backup", e);
        let mut summary = BackupSummary::default();
        for id in self.backend.game_ids()?.into_iter().rev() {
            let line = BackupLine::Game(Box::new(self.export(id)?));
            serde_json::to_writer(&mut *out, &line).map_err(|e| io(e.into()))?;
            out.write_all(b"\n").map_err(io)?;
            summary.games += 1;
        }
        for (user, profile) in self.backend.profiles()? {
            let line = BackupLine::Profile { user, profile };
            serde_json::to_writer(&mut *out, &line).map_err(|e| io(e.into()))?;
            out.write_all(b"\n").map_err(io)?;
            summary.settings += 1;
        }
        for (chat, settings) in self.backend.all_chat_settings()? {
            let line = BackupLine::Chat { chat, settings };
            serde_json::to_writer(&mut *out, &line).map_err(|e| io(e.into()))?;
            out.write_all(b"\n").map_err(io)?;
            summary.settings += 1;
        }
        out.flush().map_err(io)?;
        Ok(summary)
    }

    /// Writes a backup to `file` safely: into `file.partial`, synced, then renamed, so `file` is
    /// either the previous version or a complete backup.
    pub fn backup_to_file(&self, file: &Path) -> Result<BackupSummary, StorageError> {
        let partial = sibling(file, "partial");
        let io = |e| StorageError::io(format!("writing {}", partial.display()), e);
        let handle = std::fs::File::create(&partial).map_err(io)?;
        let mut out = std::io::BufWriter::new(handle);
        let summary = self.backup(&mut out)?;
        let handle = out.into_inner().map_err(|e| io(e.into_error()))?;
        handle.sync_all().map_err(io)?;
        std::fs::rename(&partial, file).map_err(io)?;
        Ok(summary)
    }

    /// Loads a backup into this database, keeping the game numbers (a restore into a new sled
    /// folder, or a migration to PostgreSQL); every game is checked as an import is ([`Malformed`],
    /// and its replay).
    /// Active games get a reminder check at `now_ms`; the ratings are derived again at the end.
    pub fn load_backup(&self, backup: impl BufRead, now_ms: u64) -> Result<BackupSummary, StorageError> {
        let mut summary = BackupSummary::default();
        for (index, line) in backup.lines().enumerate() {
            let bad = |reason: String| StorageError::BadBackup { line: index + 1, reason };
            let line = line.map_err(|e| StorageError::io("reading the backup", e))?;
            if line.trim().is_empty() {
                continue;
            }
            match BackupLine::parse(&line).map_err(|e| bad(e.to_string()))? {
                BackupLine::Game(export) => {
                    self.restore_game(&export, now_ms).map_err(|e| bad(e.to_string()))?;
                    summary.games += 1;
                }
                BackupLine::Profile { user, profile } => {
                    self.backend.set_profile(&user, &profile)?;
                    summary.settings += 1;
                }
                BackupLine::Chat { chat, settings } => {
                    self.backend.set_chat_settings(&chat, &settings)?;
                    summary.settings += 1;
                }
            }
        }
        // A backup holds the games, not what is derived from them: the ratings come back by the
        // same rebuild as `kontor ratings rebuild`.
        summary.rated = self.rebuild_ratings()?;
        Ok(summary)
    }

    fn restore_game(&self, export: &GameExport, now_ms: u64) -> Result<(), StorageError> {
        let snapshot = checked_state(export)?;
        let new = NewGame {
            record: &export.record,
            snapshot: snapshot.as_ref(),
            log: &export.actions,
            import_key: None,
        };
        self.backend.insert(&new, None, true)?;
        if export.record.status == GameStatus::Active {
            self.backend.schedule(export.record.id, now_ms)?;
        }
        Ok(())
    }
}

/// `path` with `.suffix` appended to its file name.
pub(crate) fn sibling(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".");
    name.push(suffix);
    path.with_file_name(name)
}

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

use crate::error::StorageError;
use crate::record::{ChatKey, ChatSettings, GameExport, GameId, UserKey, UserProfile};
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

/// Checks that an exported log replays to its snapshot; returns the replayed state.
pub(crate) fn replayed_snapshot(export: &GameExport) -> Result<Option<AnyGame>, StorageError> {
    let Some(snapshot) = &export.snapshot else { return Ok(None) };
    let log: Vec<_> = export.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
    let r = &export.record;
    let replayed = AnyGame::replay(r.kind, &r.options, r.seats.len(), r.seed, &log)
        .map_err(|e| StorageError::ReplayMismatch(e.to_string()))?;
    if &replayed != snapshot {
        return Err(StorageError::ReplayMismatch("the final states differ".into()));
    }
    Ok(Some(replayed))
}

/// What identifies an exported game: where it came from and how far it had got.
fn import_key(export: &GameExport) -> Vec<u8> {
    let r = &export.record;
    format!("{}\0{}\0{}\0{}\0{}", r.chat, r.id, r.created_ms, r.seed, export.actions.len()).into_bytes()
}

impl Store {
    /// Stores an exported game under the next game number, in one transaction (an interrupted
    /// import leaves nothing), after checking that its log replays to its snapshot. An open game
    /// goes back to its chat only if the chat is free. Importing the same export again finds the
    /// first copy instead of storing a second.
    pub fn import(&self, export: GameExport) -> Result<Imported, StorageError> {
        let snapshot = replayed_snapshot(&export)?;
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
    /// folder, or a migration to PostgreSQL); every game is checked to replay to its snapshot.
    /// Active games get a reminder check at `now_ms`.
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
        Ok(summary)
    }

    fn restore_game(&self, export: &GameExport, now_ms: u64) -> Result<(), StorageError> {
        let snapshot = replayed_snapshot(export)?;
        let new = NewGame {
            record: &export.record,
            snapshot: snapshot.as_ref(),
            log: &export.actions,
            import_key: None,
        };
        self.backend.insert(&new, None, true)?;
        if export.record.status == crate::GameStatus::Active {
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

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
use sled::Transactional;
use sled::transaction::ConflictableTransactionError;

use crate::error::StorageError;
use crate::keys;
use crate::log::{encode_snapshot, pack, write_log};
use crate::record::{
    ChatKey, ChatSettings, GameExport, GameId, GameRecord, LoggedAction, UserKey, UserProfile,
};
use crate::store::{Store, from_json, index_chat, index_users, to_json, unwrap_tx};

/// A game about to be stored for the first time.
pub(crate) struct NewGame<'a> {
    pub record: &'a GameRecord,
    pub snapshot: Option<&'a AnyGame>,
    pub log: &'a [LoggedAction],
    /// Identifies an imported game, so importing it again finds the first copy.
    pub import_key: Option<Vec<u8>>,
}

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
    /// Stores a new game in one transaction: its number (the next of the counter, or
    /// `record.id` for a restore when `keep_id`), record, snapshot, log and indexes. Returns the
    /// id and whether an earlier import of the same game was found instead.
    pub(crate) fn insert_new(
        &self,
        new: &NewGame<'_>,
        delivery: Option<&str>,
    ) -> Result<(GameId, bool), StorageError> {
        self.insert(new, delivery, false)
    }

    fn insert(
        &self,
        new: &NewGame<'_>,
        delivery: Option<&str>,
        keep_id: bool,
    ) -> Result<(GameId, bool), StorageError> {
        let closed = !new.record.status.is_open();
        let packed = (closed && !new.log.is_empty()).then(|| pack(new.log));
        let trees = (
            &self.meta,
            &self.games,
            &self.snapshots,
            &self.actions,
            &self.logs,
            &self.chats,
            &self.users,
            &self.deliveries,
            &self.imports,
        );
        let result = trees
            .transaction(|(meta, games, snapshots, actions, logs, chats, users, deliveries, imports)| {
                if let Some(key) = &new.import_key
                    && let Some(id) = imports.get(key)?.and_then(|v| keys::read_u64(&v, 0))
                {
                    return Ok((id, true));
                }
                let next = meta.get(keys::NEXT_GAME_ID)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(1);
                let id = if keep_id { new.record.id } else { next };
                if keep_id && games.get(keys::game(id))?.is_some() {
                    return Err(ConflictableTransactionError::Abort(StorageError::Corrupt(format!(
                        "game #{id} appears twice"
                    ))));
                }
                let record = GameRecord { id, actions: new.log.len() as u32, ..new.record.clone() };
                games.insert(&keys::game(id), to_json(&record))?;
                if let Some(snapshot) = new.snapshot {
                    snapshots.insert(&keys::game(id), encode_snapshot(record.actions, snapshot))?;
                }
                write_log(actions, logs, &record, new.log, packed.as_deref())?;
                index_chat(chats, None, &record)?;
                index_users(users, None, &record)?;
                if let Some(delivery) = delivery {
                    deliveries.insert(delivery.as_bytes(), &record.updated_ms.to_be_bytes())?;
                }
                if let Some(key) = &new.import_key {
                    imports.insert(key.as_slice(), &id.to_be_bytes())?;
                }
                meta.insert(keys::NEXT_GAME_ID, &next.max(id + 1).to_be_bytes())?;
                Ok((id, false))
            })
            .map_err(unwrap_tx)?;
        self.db.flush()?;
        Ok(result)
    }

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
        let (id, earlier) = self.insert_new(&new, None)?;
        Ok(Imported { id, earlier })
    }

    /// Writes every game and setting as JSON lines to `out` (see the module notes).
    pub fn backup(&self, out: &mut impl Write) -> Result<BackupSummary, StorageError> {
        let io = |e| StorageError::io("writing the backup", e);
        let mut summary = BackupSummary::default();
        let ids: Vec<GameId> = self
            .games
            .iter()
            .keys()
            .map(|k| Ok(keys::read_u64(&k?, 0).expect("game keys are ids")))
            .collect::<Result<_, StorageError>>()?;
        for id in ids.into_iter().rev() {
            let line = BackupLine::Game(Box::new(self.export(id)?));
            serde_json::to_writer(&mut *out, &line).map_err(|e| io(e.into()))?;
            out.write_all(b"\n").map_err(io)?;
            summary.games += 1;
        }
        for entry in self.profiles.iter() {
            let (key, value) = entry?;
            let user = keys::parse_user_prefix(&key).ok_or(StorageError::Corrupt("a profile key".into()))?;
            let line = BackupLine::Profile { user, profile: from_json(&value)? };
            serde_json::to_writer(&mut *out, &line).map_err(|e| io(e.into()))?;
            out.write_all(b"\n").map_err(io)?;
            summary.settings += 1;
        }
        for entry in self.chat_settings.iter() {
            let (key, value) = entry?;
            let chat = keys::parse_chat(&key).ok_or(StorageError::Corrupt("a chat key".into()))?;
            let line = BackupLine::Chat { chat, settings: from_json(&value)? };
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

    /// Loads a backup into a new database in `dir` (absent or an empty folder), keeping the game
    /// numbers; new games continue after the highest. Every game is checked to replay to its
    /// snapshot. The database is built in `dir.restoring` and renamed to `dir` only when complete,
    /// so an interrupted restore leaves `dir` as it was. Active games get a reminder check at
    /// `now_ms`.
    pub fn restore(backup: impl BufRead, dir: &Path, now_ms: u64) -> Result<BackupSummary, StorageError> {
        let io = |what: &str, e| StorageError::io(format!("{what} {}", dir.display()), e);
        if std::fs::read_dir(dir).is_ok_and(|mut entries| entries.next().is_some()) {
            return Err(StorageError::NotEmpty { dir: dir.to_path_buf() });
        }
        let building = sibling(dir, "restoring");
        if building.exists() {
            std::fs::remove_dir_all(&building).map_err(|e| io("clearing the leftover of a restore of", e))?;
        }
        let summary = {
            let store = Store::open(&building)?;
            let summary = store.load_backup(backup, now_ms)?;
            store.flush()?;
            summary
        };
        if dir.exists() {
            std::fs::remove_dir(dir).map_err(|e| io("replacing the empty folder", e))?;
        }
        std::fs::rename(&building, dir).map_err(|e| io("moving the restored database to", e))?;
        Ok(summary)
    }

    fn load_backup(&self, backup: impl BufRead, now_ms: u64) -> Result<BackupSummary, StorageError> {
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
                    self.profiles.insert(keys::user_prefix(&user), to_json(&profile))?;
                    summary.settings += 1;
                }
                BackupLine::Chat { chat, settings } => {
                    self.chat_settings.insert(keys::chat(&chat), to_json(&settings))?;
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
        self.insert(&new, None, true)?;
        if export.record.status == crate::GameStatus::Active {
            self.schedule(export.record.id, now_ms)?;
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

//! The manifest: a small file beside sled's, `kontor-manifest`, that says how far the database
//! had come, so that a database whose files went back is refused instead of used.
//!
//! sled recovers its log up to the first damaged place and drops everything after it, quietly: a
//! flipped block in the middle of `db`, or a truncated `db`, opens at an older state, and a
//! damaged header opens as an empty database. Every write of a game (a command's write, a new
//! game, a chat's move) therefore counts one more *change* in sled's default tree, in its
//! transaction; once sled has flushed it, the manifest is brought to that change and fsynced
//! before the write is acknowledged. At open, a database whose change count or next game number is
//! below the manifest's lost writes and is refused ([`crate::Damage::Log`], so the operator is
//! told to restore the newest backup). A database ahead of its manifest is only a process that
//! stopped between the two writes: the manifest catches up.
//!
//! The file holds two slots of [`SLOT`] bytes, written in turn, each with a checksum: a write torn
//! by a crash spoils one slot and the other still holds the previous change. A slot is the magic
//! `KMF1`, the change count and the next game number (big-endian u64s), 4 zero bytes, and a
//! CRC-32 of the 24 bytes before it.

use std::fs::File;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::sync::Mutex;

use sled::transaction::{ConflictableTransactionError, TransactionalTree};

use super::keys;
use crate::error::{Damage, StorageError};

/// The manifest's file name in the database folder.
pub(crate) const MANIFEST_FILE: &str = "kontor-manifest";
const MAGIC: &[u8; 4] = b"KMF1";
const SLOT: usize = 32;

/// How far a database had come: changes of games written, and the next game number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Mark {
    pub(crate) changes: u64,
    pub(crate) next_game_id: u64,
}

impl Mark {
    /// Whether a database at `self` lost writes that reached `manifest`.
    pub(crate) fn is_behind(self, manifest: Mark) -> bool {
        self.changes < manifest.changes || self.next_game_id < manifest.next_game_id
    }

    fn encode(self) -> [u8; SLOT] {
        let mut slot = [0; SLOT];
        slot[..4].copy_from_slice(MAGIC);
        slot[4..12].copy_from_slice(&self.changes.to_be_bytes());
        slot[12..20].copy_from_slice(&self.next_game_id.to_be_bytes());
        let crc = crc32fast::hash(&slot[..SLOT - 4]);
        slot[SLOT - 4..].copy_from_slice(&crc.to_be_bytes());
        slot
    }

    fn decode(slot: &[u8]) -> Option<Mark> {
        let slot: &[u8; SLOT] = slot.try_into().ok()?;
        let crc = u32::from_be_bytes(slot[SLOT - 4..].try_into().expect("4 bytes"));
        if &slot[..4] != MAGIC || crc32fast::hash(&slot[..SLOT - 4]) != crc {
            return None;
        }
        let number = |at: usize| u64::from_be_bytes(slot[at..at + 8].try_into().expect("8 bytes"));
        Some(Mark { changes: number(4), next_game_id: number(12) })
    }
}

/// The open manifest of a database folder.
#[derive(Debug)]
pub(crate) struct Manifest {
    /// The file and the change its newest slot holds.
    file: Mutex<(File, u64)>,
}

impl Manifest {
    /// Opens (or creates, 0600) the manifest in `dir`; returns it and the mark it holds (none for
    /// a new manifest). A manifest whose slots are both unreadable is damage.
    pub(crate) fn open(dir: &Path) -> Result<(Manifest, Option<Mark>), StorageError> {
        let path = dir.join(MANIFEST_FILE);
        let io = |e| StorageError::io(format!("opening {}", path.display()), e);
        let mut options = std::fs::OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let mut file = options.open(&path).map_err(io)?;
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes).map_err(io)?;
        let mark = bytes.chunks(SLOT).filter_map(Mark::decode).max_by_key(|m| m.changes);
        if mark.is_none() && !bytes.is_empty() {
            return Err(StorageError::Damaged {
                dir: dir.to_path_buf(),
                damage: Damage::Log { detail: format!("{} cannot be read", path.display()) },
            });
        }
        let last = mark.map_or(0, |m| m.changes);
        Ok((Manifest { file: Mutex::new((file, last)) }, mark))
    }

    /// Brings the manifest to `mark` and fsyncs it (nothing to do if it already holds that change
    /// or a later one). A failure is fatal: the database can no longer be vouched for.
    pub(crate) fn record(&self, mark: Mark, force: bool) -> Result<(), StorageError> {
        let mut guard = self.file.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let (file, last) = &mut *guard;
        if mark.changes <= *last && !force {
            return Ok(());
        }
        let slot = (mark.changes % 2) * SLOT as u64;
        let written = file
            .seek(SeekFrom::Start(slot))
            .and_then(|_| file.write_all(&mark.encode()))
            .and_then(|()| file.sync_data());
        written.map_err(|e| StorageError::Fatal { detail: format!("writing {MANIFEST_FILE}: {e}") })?;
        *last = mark.changes;
        Ok(())
    }
}

/// The change count kept in sled's default tree.
const CHANGES_KEY: &[u8] = b"changes";

/// Counts one more change of games, in the transaction that makes it; returns the mark the
/// database reaches with it (read after the transaction's other writes to the default tree).
pub(crate) fn count_change(
    meta: &TransactionalTree,
) -> Result<Mark, ConflictableTransactionError<StorageError>> {
    let changes = meta.get(CHANGES_KEY)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(0) + 1;
    meta.insert(CHANGES_KEY, &changes.to_be_bytes())?;
    let next_game_id = meta.get(keys::NEXT_GAME_ID)?.and_then(|v| keys::read_u64(&v, 0)).unwrap_or(1);
    Ok(Mark { changes, next_game_id })
}

/// The mark sled's files hold now.
fn mark_of(db: &sled::Db) -> Result<Mark, StorageError> {
    let number = |key: &[u8]| -> Result<Option<u64>, StorageError> {
        Ok(db.get(key)?.and_then(|v| keys::read_u64(&v, 0)))
    };
    Ok(Mark {
        changes: number(CHANGES_KEY)?.unwrap_or(0),
        next_game_id: number(keys::NEXT_GAME_ID)?.unwrap_or(1),
    })
}

/// Before sled opens `dir`: creates the (empty) manifest of a new database, before sled creates
/// its files, so that every database of this build has one. Returns whether `dir` holds a database
/// from before manifests (a log with data and no manifest).
pub(crate) fn prepare(dir: &Path) -> Result<bool, StorageError> {
    let has_log = std::fs::metadata(dir.join("db")).is_ok_and(|log| log.len() > 0);
    if dir.join(MANIFEST_FILE).exists() {
        return Ok(false);
    }
    if !has_log {
        Manifest::open(dir)?;
    }
    Ok(has_log)
}

/// Checks the database sled opened in `dir` against the manifest beside it, and brings the
/// manifest up to date. Refused as damage: a database behind its manifest, and a database from
/// before manifests (`legacy`, see [`prepare`]) that sled opened empty though its log held data.
pub(crate) fn vouch(dir: &Path, db: &sled::Db, legacy: bool) -> Result<Manifest, StorageError> {
    let damaged =
        |detail: String| StorageError::Damaged { dir: dir.to_path_buf(), damage: Damage::Log { detail } };
    let found = mark_of(db)?;
    if legacy && db.get(super::migrate::SCHEMA_KEY)?.is_none() {
        return Err(damaged("the log holds data, yet sled reads it as an empty database".into()));
    }
    let (manifest, recorded) = Manifest::open(dir)?;
    if let Some(recorded) = recorded.filter(|&recorded| found.is_behind(recorded)) {
        return Err(damaged(format!(
            "sled's files went back and lost writes: they hold {} changes of games and numbers up to #{}, \
             but {MANIFEST_FILE} records {} changes and numbers up to #{}",
            found.changes,
            found.next_game_id.saturating_sub(1),
            recorded.changes,
            recorded.next_game_id.saturating_sub(1)
        )));
    }
    manifest.record(found, recorded.is_none())?;
    Ok(manifest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_readable_slot_wins_and_a_torn_slot_leaves_the_other() {
        let dir = tempfile::tempdir().unwrap();
        let (manifest, mark) = Manifest::open(dir.path()).unwrap();
        assert_eq!(mark, None);
        for changes in 1..=5 {
            manifest.record(Mark { changes, next_game_id: changes + 1 }, false).unwrap();
        }
        // An older change is never written over a newer one.
        manifest.record(Mark { changes: 2, next_game_id: 3 }, false).unwrap();
        drop(manifest);
        let (_, mark) = Manifest::open(dir.path()).unwrap();
        assert_eq!(mark, Some(Mark { changes: 5, next_game_id: 6 }));
        // Tear the slot of change 5 (slot 1): change 4 remains.
        let path = dir.path().join(MANIFEST_FILE);
        let mut bytes = std::fs::read(&path).unwrap();
        bytes[SLOT + 6] ^= 0xff;
        std::fs::write(&path, &bytes).unwrap();
        let (_, mark) = Manifest::open(dir.path()).unwrap();
        assert_eq!(mark, Some(Mark { changes: 4, next_game_id: 5 }));
        // Both torn: damage, never a fresh start.
        bytes[6] ^= 0xff;
        std::fs::write(&path, &bytes).unwrap();
        assert!(matches!(Manifest::open(dir.path()), Err(StorageError::Damaged { .. })));
    }

    #[test]
    fn behind_means_fewer_changes_or_a_lower_next_number() {
        let manifest = Mark { changes: 33, next_game_id: 4 };
        assert!(Mark { changes: 11, next_game_id: 4 }.is_behind(manifest));
        assert!(Mark { changes: 33, next_game_id: 1 }.is_behind(manifest));
        assert!(!Mark { changes: 34, next_game_id: 4 }.is_behind(manifest));
    }
}

//! Opening the folder: sled's settings, what went wrong when it cannot be opened, and the repair
//! of a damaged page-table snapshot.
//!
//! sled keeps a database in a folder: `conf` (its settings, fixed for the database's life), `db`
//! (the log, which holds every page) and `snap.*` (a snapshot of the page table that spares a
//! full read of the log at start-up; sled rebuilds it from the log when it is missing).

use std::path::{Path, PathBuf};

use super::store::SledStore;
use crate::error::{Damage, StorageError};
use crate::record::GameId;

/// sled's page cache (its default is 1 GiB); games are small, so 32 MiB holds thousands.
const CACHE_BYTES: u64 = 32 * 1024 * 1024;
/// Settings of new databases, chosen on measurements (`docs/benchmarks.md`): sled compresses
/// every page it writes with zstd at this level, in segments of this size.
const COMPRESSION_LEVEL: i32 = 3;
const SEGMENT_BYTES: usize = 512 * 1024;

/// sled's settings for a new database.
pub(crate) fn new_config() -> sled::Config {
    sled::Config::new()
        .cache_capacity(CACHE_BYTES)
        .use_compression(true)
        .compression_factor(COMPRESSION_LEVEL)
        .segment_size(SEGMENT_BYTES)
}

/// Creates the database folder (and missing parents) readable by its owner only (0700).
pub(crate) fn create_private_dir(dir: &Path) -> Result<(), StorageError> {
    if dir.exists() {
        return Ok(());
    }
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir).map_err(|e| StorageError::io(format!("creating {}", dir.display()), e))
}

/// Makes the folder 0700 and the files sled keeps in it 0600: they hold every chat's games.
pub(crate) fn make_files_private(dir: &Path) -> Result<(), StorageError> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let io = |e| StorageError::io(format!("restricting the permissions of {}", dir.display()), e);
        let private = |path: &Path, mode: u32| {
            std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).map_err(io)
        };
        private(dir, 0o700)?;
        for entry in std::fs::read_dir(dir).map_err(io)? {
            let entry = entry.map_err(io)?;
            let kind = entry.file_type().map_err(io)?;
            if kind.is_file() {
                private(&entry.path(), 0o600)?;
            } else if kind.is_dir() && entry.file_name() == "blobs" {
                private(&entry.path(), 0o700)?;
            }
        }
    }
    Ok(())
}

/// How long opening waits for sled's lock: a process that just closed the database (or a restart
/// right after a stop) releases it only when sled's flusher thread has finished, a moment later.
const LOCK_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Opens sled in `dir` with the settings the database was created with, explaining failures; a
/// lock still held is waited for up to [`LOCK_WAIT`].
pub(crate) fn open_sled(dir: &Path) -> Result<sled::Db, StorageError> {
    let started = std::time::Instant::now();
    loop {
        match open_once(dir) {
            Err(StorageError::Locked { .. }) if started.elapsed() < LOCK_WAIT => {
                std::thread::sleep(std::time::Duration::from_millis(25));
            }
            opened => return opened,
        }
    }
}

fn open_once(dir: &Path) -> Result<sled::Db, StorageError> {
    let config = match stored_settings(dir)? {
        Some((segment_size, compression)) => {
            new_config().segment_size(segment_size).use_compression(compression)
        }
        None => new_config(),
    };
    // sled reports damage as errors; should it panic on a damaged file instead, that is damage too.
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| config.path(dir).open())) {
        Ok(opened) => opened.map_err(|e| explain(dir, e)),
        Err(panic) => {
            let detail = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_string()))
                .unwrap_or_else(|| "sled stopped while reading it".into());
            Err(StorageError::Damaged { dir: dir.to_path_buf(), damage: Damage::Log { detail } })
        }
    }
}

/// The segment size and compression an existing database was created with (sled refuses to
/// open it with others). sled's `conf` is `key: value` lines followed by a 4-byte checksum.
///
/// A creation cut short is not damage: sled writes `conf` in two steps (the settings, then their
/// checksum) and creates the log only after it, so a process killed in between leaves a `conf`
/// that fails its checksum beside an empty or missing log. Nothing was ever stored there: that
/// `conf` is removed and sled creates the database afresh. Beside a log that holds anything, the
/// same `conf` is left to sled, which refuses it as damage.
fn stored_settings(dir: &Path) -> Result<Option<(usize, bool)>, StorageError> {
    let path = dir.join("conf");
    let bytes = match std::fs::read(&path) {
        Ok(bytes) if bytes.len() > 8 => bytes,
        Ok(_) => return Ok(None),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(StorageError::io(format!("reading {}", path.display()), e)),
    };
    let (settings, checksum) = bytes.split_at(bytes.len() - 4);
    let checksum_holds =
        crc32fast::hash(settings) == u32::from_le_bytes(checksum.try_into().expect("4 bytes"));
    let log_is_empty = std::fs::metadata(dir.join("db")).map_or(true, |log| log.len() == 0);
    if !checksum_holds && log_is_empty {
        std::fs::remove_file(&path)
            .map_err(|e| StorageError::io(format!("removing {}", path.display()), e))?;
        return Ok(None);
    }
    let text = String::from_utf8_lossy(settings);
    let value = |key: &str| text.lines().find_map(|l| l.strip_prefix(key)?.strip_prefix(": "));
    let settings = value("segment_size")
        .and_then(|v| v.parse().ok())
        .zip(value("use_compression").and_then(|v| v.parse().ok()));
    match settings {
        Some(settings) => Ok(Some(settings)),
        None => Err(StorageError::Damaged {
            dir: dir.to_path_buf(),
            damage: Damage::Log { detail: format!("{} cannot be read", path.display()) },
        }),
    }
}

/// Turns sled's error at open into what happened.
fn explain(dir: &Path, e: sled::Error) -> StorageError {
    if is_locked(dir) {
        return StorageError::Locked { dir: dir.to_path_buf() };
    }
    match e {
        sled::Error::Corruption { .. } => {
            let damage = match damaged_snapshot(dir) {
                Some(file) => Damage::Snapshot { file },
                None => Damage::Log { detail: e.to_string() },
            };
            StorageError::Damaged { dir: dir.to_path_buf(), damage }
        }
        e => StorageError::Sled(e),
    }
}

/// Whether another process holds sled's lock on the log file.
fn is_locked(dir: &Path) -> bool {
    let Ok(file) = std::fs::OpenOptions::new().read(true).write(true).open(dir.join("db")) else {
        return false;
    };
    matches!(file.try_lock(), Err(std::fs::TryLockError::WouldBlock))
}

/// sled's page-table snapshots, oldest first.
fn snapshot_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("snap.")))
        .collect();
    files.sort();
    files
}

/// The newest snapshot if it fails its checksum (as sled checks it: the last 12 bytes are the
/// length and a CRC-32 of the rest).
fn damaged_snapshot(dir: &Path) -> Option<PathBuf> {
    let newest = snapshot_files(dir).pop()?;
    let Ok(bytes) = std::fs::read(&newest) else { return Some(newest) };
    if bytes.len() <= 12 {
        return Some(newest);
    }
    let (body, trailer) = bytes.split_at(bytes.len() - 12);
    let expected = u32::from_le_bytes(trailer[8..].try_into().expect("4 bytes"));
    (crc32fast::hash(body) != expected).then_some(newest)
}

/// What [`crate::Store::repair`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Repair {
    /// The copy of the folder as it was before the repair (none if nothing needed repair).
    pub saved_to: Option<PathBuf>,
    /// Games that load and replay to their snapshots afterwards.
    pub games: usize,
    /// The most recently changed game and when it changed (ms since the epoch): if that is older
    /// than expected, the log was damaged too and a backup is the better source.
    pub newest: Option<(GameId, u64)>,
}

/// The file part of a repair of a database whose page-table snapshot is damaged: copies the whole
/// folder to `<dir>.before-repair-<now_ms>` (nothing is lost whatever follows), then removes the
/// `snap.*` files so that sled rebuilds the page table from the log. Returns where the copy went
/// (none if the database opens as it is). Other damage is left alone (the error is returned).
pub(crate) fn prepare_repair(dir: &Path, now_ms: u64) -> Result<Option<PathBuf>, StorageError> {
    match SledStore::open(dir) {
        Ok(_) => return Ok(None),
        Err(StorageError::Damaged { damage: Damage::Snapshot { .. }, .. }) => {}
        Err(e) => return Err(e),
    }
    let saved = crate::transfer::sibling(dir, &format!("before-repair-{now_ms}"));
    copy_folder(dir, &saved)?;
    for file in snapshot_files(dir) {
        std::fs::remove_file(&file)
            .map_err(|e| StorageError::io(format!("removing {}", file.display()), e))?;
    }
    Ok(Some(saved))
}

/// Copies a database folder (files and the `blobs` folder) to a new folder.
fn copy_folder(from: &Path, to: &Path) -> Result<(), StorageError> {
    let io = |e| StorageError::io(format!("copying {} to {}", from.display(), to.display()), e);
    std::fs::create_dir_all(to).map_err(io)?;
    for entry in std::fs::read_dir(from).map_err(io)? {
        let path = entry.map_err(io)?.path();
        let target = to.join(path.file_name().expect("a named entry"));
        if path.is_dir() {
            copy_folder(&path, &target)?;
        } else {
            std::fs::copy(&path, &target).map_err(io)?;
        }
    }
    Ok(())
}

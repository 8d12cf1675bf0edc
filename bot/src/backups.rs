//! The backups a running server writes: every `[storage] backup_every` into `backup_dir`, the
//! newest `backup_keep` kept, and at once on SIGUSR1. Backup files are named by their UTC time,
//! so they sort oldest first; the advice of `kontor backup | restore | repair` names the newest.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use anyhow::Context;
use kontor_storage::Store;

/// Where backups go unless the configuration says otherwise (`[storage] backup_dir`).
pub const DEFAULT_BACKUP_DIR: &str = "kontor-backups";
pub(crate) const BACKUP_PREFIX: &str = "kontor-backup-";
pub(crate) const BACKUP_SUFFIX: &str = ".jsonl";

/// The files in `dir` whose path `wanted` accepts, sorted by path (none when `dir` cannot be
/// read): the backups here, the waiting requests in `backup_request`.
pub(crate) fn sorted_files(dir: &Path, wanted: impl Fn(&Path) -> bool) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| wanted(path))
        .collect();
    files.sort();
    files
}

/// Backup files in `dir`, oldest first (their names carry the UTC time).
fn backups_in(dir: &Path) -> Vec<PathBuf> {
    sorted_files(dir, |path| {
        path.file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with(BACKUP_PREFIX) && n.ends_with(BACKUP_SUFFIX))
    })
}

pub(crate) fn newest_backup(dir: &Path) -> Option<PathBuf> {
    backups_in(dir).pop()
}

/// Scheduled backups of a running server (`[storage] backup_every`, `backup_dir`, `backup_keep`).
#[derive(Clone, Debug)]
pub struct BackupSchedule {
    pub every: Duration,
    pub dir: PathBuf,
    pub keep: usize,
}

impl BackupSchedule {
    /// Writes a backup whenever the newest in the folder is `every` old (at start-up too, if it
    /// already is), and at once on SIGUSR1; keeps the newest `keep`. Runs until the process ends.
    pub async fn run(self, store: Store) {
        #[cfg(unix)]
        let mut usr1 = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::user_defined1()).ok();
        let mut retry_at: Option<SystemTime> = None;
        loop {
            let wait = retry_at
                .map_or_else(|| self.due_in(), |at| at.duration_since(SystemTime::now()).unwrap_or_default());
            #[cfg(unix)]
            let requested = async {
                match usr1.as_mut() {
                    Some(signal) => signal.recv().await,
                    None => std::future::pending().await,
                }
            };
            #[cfg(not(unix))]
            let requested = std::future::pending::<Option<()>>();
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = requested => tracing::info!("backup requested (SIGUSR1)"),
            }
            let schedule = self.clone();
            let store = store.clone();
            match tokio::task::spawn_blocking(move || schedule.write(&store)).await {
                Ok(Ok(text)) => {
                    tracing::info!("{text}");
                    retry_at = None;
                }
                Ok(Err(e)) => {
                    tracing::error!("backup failed: {e:#}; trying again in an hour");
                    retry_at = Some(SystemTime::now() + self.every.min(Duration::from_secs(3_600)));
                }
                Err(e) => tracing::error!("backup task: {e}"),
            }
        }
    }

    /// How long until the next backup is due.
    fn due_in(&self) -> Duration {
        let last = newest_backup(&self.dir)
            .and_then(|file| std::fs::metadata(file).ok())
            .and_then(|meta| meta.modified().ok());
        match last.and_then(|last| SystemTime::now().duration_since(last).ok()) {
            Some(age) => self.every.saturating_sub(age),
            None => Duration::ZERO,
        }
    }

    /// Writes one backup now and removes the oldest beyond `keep`.
    pub fn write(&self, store: &Store) -> anyhow::Result<String> {
        std::fs::create_dir_all(&self.dir).with_context(|| format!("creating {}", self.dir.display()))?;
        let file = self.dir.join(format!("{BACKUP_PREFIX}{}{BACKUP_SUFFIX}", file_stamp(now_ms())));
        let summary = store.backup_to_file(&file)?;
        let files = backups_in(&self.dir);
        for old in &files[..files.len().saturating_sub(self.keep.max(1))] {
            if let Err(e) = std::fs::remove_file(old) {
                tracing::warn!("removing the old backup {}: {e}", old.display());
            }
        }
        Ok(format!("backup: {} games and {} settings to {}", summary.games, summary.settings, file.display()))
    }
}

pub(crate) fn now_ms() -> u64 {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

/// `20260105-090000`: a backup's name part (sorts in time order).
fn file_stamp(ms: u64) -> String {
    let (y, mo, d, h, mi, s) = kontor_service::utc_parts(ms);
    format!("{y:04}{mo:02}{d:02}-{h:02}{mi:02}{s:02}")
}

/// `2026-01-05 09:00 UTC`.
pub(crate) fn utc_time(ms: u64) -> String {
    let (y, mo, d, h, mi, _) = kontor_service::utc_parts(ms);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02} UTC")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backup_names_carry_the_utc_time() {
        assert_eq!(file_stamp(1_767_603_600_000), "20260105-090000");
        assert_eq!(utc_time(951_782_400_000), "2000-02-29 00:00 UTC");
        assert_eq!(file_stamp(0), "19700101-000000");
    }

    #[test]
    fn scheduled_backups_keep_the_newest() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::temporary().unwrap();
        let backups = dir.path().join("backups");
        std::fs::create_dir(&backups).unwrap();
        for stamp in ["20200101-000000", "20200102-000000", "20200103-000000"] {
            std::fs::write(backups.join(format!("{BACKUP_PREFIX}{stamp}{BACKUP_SUFFIX}")), "").unwrap();
        }
        let schedule = BackupSchedule { every: Duration::from_secs(3_600), dir: backups.clone(), keep: 2 };
        schedule.write(&store).unwrap();
        let kept = backups_in(&backups);
        assert_eq!(kept.len(), 2);
        assert!(kept[0].ends_with("kontor-backup-20200103-000000.jsonl"));
        assert!(schedule.due_in() > Duration::from_secs(3_500));
    }
}

//! Games in and out of a database folder: `kontor export | import | backup | restore | repair |
//! migrate`, and what an operator is told when the database cannot be opened.
//!
//! sled lets one process open a database folder at a time. A running server therefore writes its
//! own backups ([`crate::backups`]: `[storage] backup_every`, and at once on SIGUSR1), and
//! `kontor backup` on a folder in use asks the server for one ([`crate::backup_request`]).

use std::io::BufReader;
use std::path::Path;
use std::time::Duration;

use anyhow::Context;
use kontor_storage::{Damage, GameExport, GameId, Imported, SCHEMA_VERSION, StorageError, Store};

use crate::backups::{DEFAULT_BACKUP_DIR, newest_backup, now_ms, utc_time};
use crate::config::{DATABASE_URL_VAR, StorageConfig};

/// Writes game `id` as pretty JSON to `output`.
pub fn export(store: &Store, id: GameId, output: &mut impl std::io::Write) -> anyhow::Result<()> {
    let export = store.export(id)?;
    serde_json::to_writer_pretty(&mut *output, &export)?;
    writeln!(output)?;
    Ok(())
}

/// Reads a game from a JSON file and stores it under the next game number (or finds the copy an
/// earlier import of the same file stored).
pub fn import(store: &Store, file: &Path) -> anyhow::Result<Imported> {
    let text = std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let export: GameExport =
        serde_json::from_str(&text).with_context(|| format!("{} is not a Kontor game", file.display()))?;
    Ok(store.import(export)?)
}

/// Opens the database in `data`; if it cannot be opened, the error says what happened and what to
/// do. `backups` is where this deployment's backups are (for the restore command in the advice).
pub fn open(data: &Path, backups: &Path) -> anyhow::Result<Store> {
    Store::open(data).map_err(|e| anyhow::Error::msg(cannot_open(data, backups, &e)))
}

/// Opens the database the configuration names: PostgreSQL when a URL is set (`[storage] url` or
/// `KONTOR_DATABASE_URL`), else the sled folder.
pub fn open_configured(storage: &StorageConfig) -> anyhow::Result<Store> {
    let Some(options) = storage.postgres()? else { return open(&storage.data_dir, &storage.backup_dir) };
    let place = format!("{} (schema {})", kontor_storage::redacted_url(&options.url), options.schema);
    let store = Store::connect(&options).map_err(|e| cannot_connect(&place, &e))?;
    tracing::info!("storage: PostgreSQL at {place}");
    Ok(store)
}

fn cannot_connect(place: &str, e: &StorageError) -> anyhow::Error {
    match e {
        StorageError::TooNew { found } => anyhow::anyhow!(
            "the PostgreSQL database at {place} has schema version {found}, newer than this build ({}); \
             run the newer Kontor that wrote it",
            kontor_storage::PG_SCHEMA_VERSION
        ),
        e => anyhow::anyhow!(
            "cannot use the PostgreSQL database at {place}: {e}\n\nCheck that the server runs and accepts \
             this user, and the URL in [storage] url or KONTOR_DATABASE_URL."
        ),
    }
}

/// The platforms whose posts `kontor migrate` carries over.
const PLATFORMS: [&str; 3] = crate::platforms::ALL;

/// `kontor migrate --from DIR --to URL`: every game (numbers kept), setting and unsent post of a
/// sled folder into an empty PostgreSQL schema, each game checked to replay to its state.
pub fn migrate(from: &Path, to: Option<String>, schema: &str) -> anyhow::Result<String> {
    let url = to
        .or_else(|| std::env::var(DATABASE_URL_VAR).ok())
        .context("say where to: --to postgres://user@host/database, or KONTOR_DATABASE_URL")?;
    let source = open(from, Path::new(DEFAULT_BACKUP_DIR))?;
    let mut options = kontor_storage::PgOptions::new(url);
    options.schema = schema.to_string();
    let place = format!("{} (schema {schema})", kontor_storage::redacted_url(&options.url));
    let target = Store::connect(&options).map_err(|e| cannot_connect(&place, &e))?;
    anyhow::ensure!(
        target.game_count() == 0,
        "{place} already holds {} games; migrate into an empty schema (--schema NAME)",
        target.game_count()
    );
    let mut lines = Vec::new();
    source.backup(&mut lines)?;
    let summary = target.load_backup(lines.as_slice(), now_ms())?;
    let mut posts = 0;
    for platform in PLATFORMS {
        let unsent = source.unsent(platform, now_ms())?;
        let outgoing: Vec<kontor_storage::Outgoing> = unsent
            .into_iter()
            .map(|post| kontor_storage::Outgoing {
                platform: platform.to_string(),
                payload: post.payload,
                held: false,
            })
            .collect();
        posts += outgoing.len();
        target.write(&[], None, &outgoing)?;
    }
    let checked = target.verify()?;
    anyhow::ensure!(checked == summary.games, "{checked} of {} games replay in PostgreSQL", summary.games);
    Ok(format!(
        "copied {} games, {} settings and {posts} unsent posts from {} to {place}; every game replays to its \
         state. Point [storage] url (or KONTOR_DATABASE_URL) at it and start the servers.",
        summary.games,
        summary.settings,
        from.display()
    ))
}

/// How long `kontor backup` waits for a running server to write the backup it asked for.
const SERVER_BACKUP_WAIT: Duration = Duration::from_secs(120);

/// `kontor backup FILE --data DIR`: every game as JSON lines; from the database itself when it is
/// stopped, or written by the process that has it open.
pub fn backup(data: &Path, file: &Path) -> anyhow::Result<String> {
    let backups = Path::new(DEFAULT_BACKUP_DIR);
    let store = match Store::open(data) {
        Ok(store) => store,
        Err(e @ StorageError::Locked { .. }) => {
            if let Some(report) = crate::backup_request::ask(data, file, SERVER_BACKUP_WAIT)? {
                return Ok(report);
            }
            anyhow::bail!(
                "{}\n\nThat process did not answer the backup request within {} s (a Kontor older than this \
                 build answers none). {}",
                cannot_open(data, backups, &e),
                SERVER_BACKUP_WAIT.as_secs(),
                running_server_backups(backups)
            )
        }
        Err(e) => anyhow::bail!(cannot_open(data, backups, &e)),
    };
    let summary = store.backup_to_file(file)?;
    Ok(format!(
        "backed up {} games and {} settings from {} to {}",
        summary.games,
        summary.settings,
        data.display(),
        file.display()
    ))
}

/// `kontor restore FILE --data DIR`: the backup into a new database, keeping the game numbers.
pub fn restore(file: &Path, data: &Path) -> anyhow::Result<String> {
    let input = std::fs::File::open(file).with_context(|| format!("reading {}", file.display()))?;
    let summary = Store::restore(BufReader::new(input), data, now_ms())
        .with_context(|| format!("restoring {} into {}", file.display(), data.display()))?;
    Ok(format!(
        "restored {} games and {} settings, and the ratings of {} games, into {}; start the server on that \
         folder (`data_dir`)",
        summary.games,
        summary.settings,
        summary.rated,
        data.display()
    ))
}

/// `kontor ratings rebuild`: every rating derived again from the stored games.
pub fn rebuild_ratings(store: &Store) -> anyhow::Result<String> {
    let rated = store.rebuild_ratings().context("rebuilding the ratings")?;
    Ok(format!("rebuilt the ratings from {rated} rated games ({} storage)", store.backend_name()))
}

/// `kontor repair --data DIR`: rebuilds a damaged page-table snapshot from the log.
pub fn repair(data: &Path) -> anyhow::Result<String> {
    let backups = Path::new(DEFAULT_BACKUP_DIR);
    let repair =
        Store::repair(data, now_ms()).map_err(|e| anyhow::Error::msg(cannot_open(data, backups, &e)))?;
    let newest = match repair.newest {
        Some((id, ms)) => format!("; the most recent change was to game #{id} at {}", utc_time(ms)),
        None => String::new(),
    };
    Ok(match repair.saved_to {
        None => format!(
            "nothing to repair: the database in {} opens and its {} games replay",
            data.display(),
            repair.games
        ),
        Some(saved) => format!(
            "repaired {d}: sled rebuilt its page table from the log; {n} games load and replay{newest}.\n\
             The folder as it was is in {s} (delete it once you are satisfied).\n\
             If games or recent moves are missing, the log was damaged as well: restore the latest backup \
             instead with `{restore}`.",
            d = data.display(),
            n = repair.games,
            s = saved.display(),
            restore = restore_command(data, backups),
        ),
    })
}

/// What to tell an operator about a database that cannot be opened.
pub fn cannot_open(data: &Path, backups: &Path, e: &StorageError) -> String {
    let d = data.display();
    match e {
        StorageError::Locked { .. } => format!(
            "The database in {d} is open in another process (a running `kontor run` or `kontor local` on that \
             folder); sled lets one process open a database at a time. Stop that process and run this again."
        ),
        StorageError::Damaged { damage: Damage::Snapshot { file }, .. } => format!(
            "The database in {d} is damaged: sled's page-table snapshot {} fails its checksum. The games are safe \
             in the log ({d}/db), from which sled can rebuild that snapshot. Repair it (the folder is copied to \
             {d}.before-repair-<time> first):\n\n    kontor repair --data {d}\n\nIf the repair reports missing \
             games, restore the latest backup instead:\n\n    {}",
            file.display(),
            restore_command(data, backups)
        ),
        StorageError::Damaged { damage: Damage::Log { detail }, .. } => format!(
            "The database in {d} is damaged: its log cannot be read ({detail}). Restore the latest backup into \
             a new folder, then use that folder (`--data`, or `data_dir` in the configuration) and keep {d} \
             for inspection:\n\n    {}",
            restore_command(data, backups)
        ),
        StorageError::TooNew { found } => format!(
            "The database in {d} was written by a newer Kontor (schema version {found}; this build reads up to \
             {SCHEMA_VERSION}). Run that newer Kontor, or restore a backup made before the upgrade into a new \
             folder:\n\n    {}",
            restore_command(data, backups)
        ),
        other => format!("Could not open the database in {d}: {other}"),
    }
}

/// The advice for `kontor backup` on a folder a server is using.
fn running_server_backups(backups: &Path) -> String {
    let newest = match newest_backup(backups) {
        Some(file) => format!(" The newest in {} is {}.", backups.display(), file.display()),
        None => String::new(),
    };
    format!(
        "A running server writes its own backups: every `backup_every` (24h by default) into `backup_dir` \
         ({DEFAULT_BACKUP_DIR} by default; [storage] in its configuration).{newest} To have it write one now, \
         send it SIGUSR1: `kill -USR1 <pid of kontor run>`."
    )
}

/// The exact restore command, with the newest backup if there is one.
fn restore_command(data: &Path, backups: &Path) -> String {
    let target = format!("{}-restored", data.display());
    match newest_backup(backups) {
        Some(file) => format!("kontor restore {} --data {target}", file.display()),
        None => format!(
            "kontor restore <backup file> --data {target}    (no backup found in {}; `kontor run` writes them \
             there, `kontor backup` on demand)",
            backups.display()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backups::{BACKUP_PREFIX, BACKUP_SUFFIX};

    #[test]
    fn every_open_failure_says_what_to_do() {
        let (data, backups) = (Path::new("/srv/kontor-data"), Path::new("/nonexistent-backups"));
        let locked = cannot_open(data, backups, &StorageError::Locked { dir: data.into() });
        assert!(locked.contains("open in another process"), "{locked}");
        let snap = StorageError::Damaged {
            dir: data.into(),
            damage: Damage::Snapshot { file: data.join("snap.0000000000001234") },
        };
        let text = cannot_open(data, backups, &snap);
        assert!(text.contains("kontor repair --data /srv/kontor-data"), "{text}");
        assert!(text.contains("snap.0000000000001234"), "{text}");
        let log =
            StorageError::Damaged { dir: data.into(), damage: Damage::Log { detail: "bad crc".into() } };
        let text = cannot_open(data, backups, &log);
        assert!(text.contains("kontor restore <backup file> --data /srv/kontor-data-restored"), "{text}");
        let text = cannot_open(data, backups, &StorageError::TooNew { found: 9 });
        assert!(text.contains("schema version 9") && text.contains("kontor restore"), "{text}");
    }

    #[test]
    fn the_restore_advice_names_the_newest_backup() {
        let dir = tempfile::tempdir().unwrap();
        for stamp in ["20260101-000000", "20260103-000000", "20260102-000000"] {
            std::fs::write(dir.path().join(format!("{BACKUP_PREFIX}{stamp}{BACKUP_SUFFIX}")), "").unwrap();
        }
        let text = restore_command(Path::new("data"), dir.path());
        assert!(text.ends_with("kontor-backup-20260103-000000.jsonl --data data-restored"), "{text}");
    }
}

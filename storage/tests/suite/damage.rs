//! Damaged sled files: a database whose files went back (a flipped block in the middle of the log,
//! a truncated log, a damaged header) is refused with the restore advice, never opened at an older
//! state or as an empty database; and a database that met a lasting I/O error stops being used
//! without losing anything it acknowledged.

use crate::common;

use std::path::Path;

use common::{play, started};
use kontor_storage::{Damage, GameId, StorageError, Store};

const MOVES: usize = 33;

/// A database in `dir` holding one game at version `MOVES + 1`; returns its id.
fn game_of_33_moves(dir: &Path) -> GameId {
    let store = Store::open(dir).unwrap();
    let (mut record, mut game) = started(&store);
    assert_eq!(play(&store, &mut record, &mut game, MOVES), MOVES);
    store.flush().unwrap();
    record.id
}

/// What opening `dir` gives: the game's version, or the error.
fn reopened(dir: &Path, id: GameId) -> Result<u64, StorageError> {
    let store = Store::open(dir)?;
    Ok(store.record(id)?.map_or(0, |r| r.version))
}

/// Refused as a damaged log (the operator is told to restore the newest backup), or — when the
/// damage hit nothing sled still needs — opened with everything: never older, never empty.
fn refused_or_whole(dir: &Path, id: GameId, what: &str) -> bool {
    match reopened(dir, id) {
        Err(StorageError::Damaged { damage: Damage::Log { detail }, .. }) => {
            assert!(!detail.is_empty(), "{what}");
            true
        }
        Ok(version) => {
            assert_eq!(version, MOVES as u64 + 1, "{what}: opened at an older version");
            false
        }
        Err(e) => panic!("{what}: {e}"),
    }
}

fn log_of(dir: &Path) -> std::path::PathBuf {
    dir.join("db")
}

#[test]
fn a_block_flipped_anywhere_in_the_log_never_opens_an_older_game() {
    let mut refused = 0;
    for eighth in 1..8 {
        let dir = tempfile::tempdir().unwrap();
        let id = game_of_33_moves(dir.path());
        let mut bytes = std::fs::read(log_of(dir.path())).unwrap();
        let at = bytes.len() * eighth / 8;
        for byte in &mut bytes[at..at + 64] {
            *byte ^= 0x5a;
        }
        std::fs::write(log_of(dir.path()), bytes).unwrap();
        refused += usize::from(refused_or_whole(dir.path(), id, &format!("a block flipped at {eighth}/8")));
    }
    assert!(refused > 0, "no flipped block was noticed");
}

#[test]
fn a_truncated_log_is_refused() {
    for keep in [2, 4, 6] {
        let dir = tempfile::tempdir().unwrap();
        let id = game_of_33_moves(dir.path());
        let log = std::fs::OpenOptions::new().write(true).open(log_of(dir.path())).unwrap();
        let len = log.metadata().unwrap().len();
        log.set_len(len * keep / 8).unwrap();
        drop(log);
        assert!(refused_or_whole(dir.path(), id, &format!("truncated to {keep}/8")), "{keep}/8 opened");
    }
    let dir = tempfile::tempdir().unwrap();
    let id = game_of_33_moves(dir.path());
    std::fs::File::create(log_of(dir.path())).unwrap();
    assert!(refused_or_whole(dir.path(), id, "emptied"), "an emptied log opened as a new database");
}

#[test]
fn a_damaged_header_is_refused_not_opened_empty_even_without_the_manifest() {
    for keep_manifest in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        let id = game_of_33_moves(dir.path());
        let mut bytes = std::fs::read(log_of(dir.path())).unwrap();
        bytes[..64].fill(0xee);
        std::fs::write(log_of(dir.path()), bytes).unwrap();
        if !keep_manifest {
            std::fs::remove_file(dir.path().join("kontor-manifest")).unwrap();
        }
        assert!(refused_or_whole(dir.path(), id, "a damaged header"), "manifest kept: {keep_manifest}");
        // Refused again on the next try: the refusal changed nothing.
        assert!(matches!(reopened(dir.path(), id), Err(StorageError::Damaged { .. })));
    }
}

#[test]
fn a_database_put_back_to_an_older_copy_is_refused_with_the_counts() {
    let dir = tempfile::tempdir().unwrap();
    let (data, old) = (dir.path().join("data"), dir.path().join("old"));
    let store = Store::open(&data).unwrap();
    let (mut record, mut game) = started(&store);
    play(&store, &mut record, &mut game, 10);
    drop(store);
    copy_sled_files(&data, &old);
    let store = Store::open(&data).unwrap();
    play(&store, &mut record, &mut game, 23);
    drop(store);
    // sled's files from before the last 23 moves, beside the newer manifest.
    copy_sled_files(&old, &data);
    match Store::open(&data) {
        Err(StorageError::Damaged { damage: Damage::Log { detail }, .. }) => {
            assert!(detail.contains("lost writes"), "{detail}");
            assert!(detail.contains("12 changes") && detail.contains("35 changes"), "{detail}");
        }
        other => panic!("an older copy was not refused: {other:?}"),
    }
}

#[test]
fn a_manifest_left_behind_by_a_stop_catches_up() {
    let dir = tempfile::tempdir().unwrap();
    let manifest = dir.path().join("kontor-manifest");
    let store = Store::open(dir.path()).unwrap();
    let (mut record, mut game) = started(&store);
    let old = std::fs::read(&manifest).unwrap();
    play(&store, &mut record, &mut game, 5);
    drop(store);
    // As if the process stopped after sled's flush and before the manifest's.
    std::fs::write(&manifest, old).unwrap();
    assert_eq!(reopened(dir.path(), record.id).unwrap(), 6);
    assert_eq!(reopened(dir.path(), record.id).unwrap(), 6);
}

/// Copies sled's files (not the manifest) from one folder to another.
fn copy_sled_files(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(to).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() && !path.ends_with("kontor-manifest") {
            std::fs::remove_file(path).unwrap();
        }
    }
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() && !path.ends_with("kontor-manifest") {
            std::fs::copy(&path, to.join(path.file_name().unwrap())).unwrap();
        }
    }
}

#[cfg(unix)]
#[test]
fn a_new_database_folder_is_private() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let id = game_of_33_moves(&data);
    // Files sled creates later (page-table snapshots) follow the process's umask, which `kontor`
    // sets to 077; every open makes those already there private too.
    let store = Store::open(&data).unwrap();
    assert!(store.record(id).unwrap().is_some());
    let mode = |path: &Path| std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(&data), 0o700);
    for entry in std::fs::read_dir(&data).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            assert_eq!(mode(&path), 0o600, "{}", path.display());
        }
    }
}

//! Backups and restores, and databases that cannot be opened: damaged files of a real database
//! folder, a folder open in another handle, a newer schema.

use crate::common;

use std::path::Path;

use common::{created, finished_in, play, polish_settings, started_in};
use kontor_storage::{ChatKey, Damage, GameStatus, Lang, StorageError, Store, UserKey};

/// A database folder with two finished games, one being played, one in its lobby and settings.
fn populated(dir: &Path) -> Vec<kontor_storage::GameExport> {
    let store = Store::open(dir).unwrap();
    finished_in(&store, "one");
    finished_in(&store, "two");
    let (mut r, mut game) = started_in(&store, "three");
    play(&store, &mut r, &mut game, 21);
    created(&store, "four", GameStatus::Lobby);
    polish_settings(&store, "three");
    (1..=4).map(|id| store.export(id).unwrap()).collect()
}

#[test]
fn a_backup_restores_every_game_with_its_number_and_the_settings() {
    let dir = tempfile::tempdir().unwrap();
    let games = populated(&dir.path().join("data"));
    let store = Store::open(dir.path().join("data")).unwrap();
    let file = dir.path().join("backup.jsonl");
    let summary = store.backup_to_file(&file).unwrap();
    assert_eq!((summary.games, summary.settings), (4, 2));
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.lines().count(), 6);
    // Game lines are `kontor export` documents, newest first.
    let first: kontor_storage::GameExport = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    assert_eq!(first.record.id, 4);

    let target = dir.path().join("restored");
    let restored = Store::restore(text.as_bytes(), &target, 5_000).unwrap();
    assert_eq!((restored.games, restored.settings), (summary.games, summary.settings));
    assert_eq!(restored.rated, store.rated().unwrap().len(), "the ratings come back by a rebuild");
    assert!(!dir.path().join("restored.restoring").exists());
    let back = Store::open(&target).unwrap();
    for game in &games {
        assert_eq!(&back.export(game.record.id).unwrap(), game);
    }
    assert_eq!(back.game_in_chat(&ChatKey::new("local", "three")).unwrap(), Some(3));
    assert_eq!(back.game_in_chat(&ChatKey::new("local", "four")).unwrap(), Some(4));
    assert_eq!(back.games_of(&UserKey::new("local", "bob")).unwrap(), vec![1, 2, 3, 4]);
    assert_eq!(back.profile(&UserKey::new("local", "alice")).unwrap().lang, Some(Lang::Pl));
    assert_eq!(back.chat_settings(&ChatKey::new("local", "three")).unwrap().lang, Lang::Pl);
    // The active game gets a reminder check; new games continue after the highest number.
    assert_eq!(back.scheduled().unwrap(), vec![(5_000, 3)]);
    assert_eq!(created(&back, "five", GameStatus::Lobby).id, 5);
    back.verify().unwrap();

    // Only into a new folder.
    assert!(matches!(Store::restore(text.as_bytes(), &target, 0), Err(StorageError::NotEmpty { .. })));
}

#[test]
fn a_bad_backup_line_is_named_and_leaves_no_database() {
    let dir = tempfile::tempdir().unwrap();
    let games = populated(&dir.path().join("data"));
    let mut tampered = games[0].clone();
    tampered.actions.pop();
    let text = format!(
        "{}\n{}\n",
        serde_json::to_string(&games[1]).unwrap(),
        serde_json::to_string(&tampered).unwrap()
    );
    let target = dir.path().join("restored");
    let err = Store::restore(text.as_bytes(), &target, 0).unwrap_err();
    assert!(matches!(err, StorageError::BadBackup { line: 2, .. }), "{err}");
    assert!(!target.exists());
    // A retry after fixing the file succeeds (the half-built folder is cleared).
    let text = format!("{}\n", serde_json::to_string(&games[1]).unwrap());
    assert_eq!(Store::restore(text.as_bytes(), &target, 0).unwrap().games, 1);
}

/// Overwrites bytes in the middle of a file.
fn damage(file: &Path) {
    let mut bytes = std::fs::read(file).unwrap();
    let middle = bytes.len() / 2;
    for b in &mut bytes[middle.saturating_sub(16)..middle + 16] {
        *b ^= 0x5a;
    }
    std::fs::write(file, bytes).unwrap();
}

fn snapshot_file(dir: &Path) -> std::path::PathBuf {
    let mut snaps: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("snap."))
        .collect();
    snaps.sort();
    snaps.pop().expect("a page-table snapshot")
}

#[test]
fn a_damaged_page_table_snapshot_is_named_and_repaired_from_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let games = populated(dir.path());
    // sled writes its page-table snapshot when it opens a database.
    drop(Store::open(dir.path()).unwrap());
    let snap = snapshot_file(dir.path());
    damage(&snap);
    match Store::open(dir.path()) {
        Err(StorageError::Damaged { damage: Damage::Snapshot { file }, .. }) => assert_eq!(file, snap),
        Err(e) => panic!("expected a damaged snapshot, got {e}"),
        Ok(_) => panic!("expected a damaged snapshot, the database opened"),
    }
    let repair = Store::repair(dir.path(), 1234).unwrap();
    assert_eq!(repair.games, 4);
    assert!(repair.newest.is_some());
    // The folder as it was is kept beside it.
    let saved = repair.saved_to.unwrap();
    assert_eq!(
        saved.file_name().unwrap().to_string_lossy(),
        format!("{}.before-repair-1234", dir.path().file_name().unwrap().to_string_lossy())
    );
    assert!(saved.join(snap.file_name().unwrap()).exists() && saved.join("db").exists());
    std::fs::remove_dir_all(&saved).unwrap();
    let store = Store::open(dir.path()).unwrap();
    for game in &games {
        assert_eq!(&store.export(game.record.id).unwrap(), game);
    }
    assert_eq!(created(&store, "five", GameStatus::Lobby).id, 5);
}

#[test]
fn a_damaged_log_is_named_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    populated(dir.path());
    drop(Store::open(dir.path()).unwrap());
    let log = dir.path().join("db");
    let mut bytes = std::fs::read(&log).unwrap();
    for at in (100..bytes.len()).step_by(4096) {
        bytes[at] ^= 0x5a;
    }
    std::fs::write(&log, &bytes).unwrap();
    let opened = std::panic::catch_unwind(|| Store::open(dir.path()).map(|_| ()));
    assert!(
        matches!(opened, Ok(Err(StorageError::Damaged { damage: Damage::Log { .. }, .. }))),
        "expected a damaged log, got {opened:?}"
    );
    // The repair is only for a damaged snapshot: here it copies and removes nothing.
    assert!(matches!(
        Store::repair(dir.path(), 7),
        Err(StorageError::Damaged { damage: Damage::Log { .. }, .. })
    ));
    assert!(snapshot_file(dir.path()).exists());
    assert!(
        std::fs::read_dir(dir.path().parent().unwrap()).unwrap().all(|e| !e
            .unwrap()
            .file_name()
            .to_string_lossy()
            .ends_with("before-repair-7"))
    );
}

/// sled's `conf` as a process killed between sled's two writes of it leaves it: the settings
/// without their checksum.
fn torn_conf(dir: &Path) {
    let complete = std::fs::read(dir.join("conf")).unwrap();
    std::fs::write(dir.join("conf"), &complete[..complete.len() - 4]).unwrap();
}

#[test]
fn a_creation_killed_while_sled_wrote_its_settings_opens_as_a_new_database() {
    let dir = tempfile::tempdir().unwrap();
    drop(Store::open(dir.path()).unwrap());
    let conf = std::fs::read(dir.path().join("conf")).unwrap();
    // The kill came before sled created its log: the folder holds the torn settings only.
    let fresh = tempfile::tempdir().unwrap();
    std::fs::copy(dir.path().join("conf"), fresh.path().join("conf")).unwrap();
    torn_conf(fresh.path());
    let store = Store::open(fresh.path()).unwrap();
    assert_eq!(store.game_count(), 0);
    assert_eq!(created(&store, "one", GameStatus::Lobby).id, 1);
    drop(store);
    assert_eq!(std::fs::read(fresh.path().join("conf")).unwrap(), conf, "sled wrote its settings again");
    assert_eq!(Store::open(fresh.path()).unwrap().game_count(), 1);
}

#[test]
fn torn_settings_beside_a_log_that_holds_games_are_damage() {
    let dir = tempfile::tempdir().unwrap();
    populated(dir.path());
    torn_conf(dir.path());
    let opened = std::panic::catch_unwind(|| Store::open(dir.path()).map(|_| ()));
    assert!(matches!(opened, Ok(Err(_))), "expected a refusal, got {opened:?}");
    assert!(dir.path().join("conf").exists(), "the settings of a database that holds games are kept");
}

#[test]
fn a_folder_open_elsewhere_or_newer_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    assert!(matches!(Store::open(dir.path()), Err(StorageError::Locked { .. })));
    drop(store);
    {
        let db =
            sled::Config::new().path(dir.path()).use_compression(true).compression_factor(3).open().unwrap();
        db.insert(b"schema_version", b"99").unwrap();
        db.flush().unwrap();
    }
    assert!(matches!(Store::open(dir.path()), Err(StorageError::TooNew { found: 99 })));
}

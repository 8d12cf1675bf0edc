//! Game numbers, atomic and repeatable imports, snapshots every few moves, packed logs, the
//! reminder index, and the migration of a version-1 database.

use crate::common;

use common::{created, finished_in, play, record, started, started_in};
use kontor_games::AnyGame;
use kontor_storage::{Change, ChatKey, GameStatus, LoggedAction, SCHEMA_VERSION, StorageError, Store};

#[test]
fn game_numbers_run_on_across_reopening_and_refusals() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(created(&store, "a", GameStatus::Lobby).id, 1);
        assert_eq!(created(&store, "b", GameStatus::Lobby).id, 2);
        // A refused create (the chat is busy) uses no number.
        assert!(matches!(
            store.create(&record("a", GameStatus::Lobby), None),
            Err(StorageError::ChatBusy(_))
        ));
    }
    for expected in 3..6 {
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(created(&store, &format!("chat{expected}"), GameStatus::Lobby).id, expected);
    }
}

#[test]
fn concurrent_creates_get_distinct_consecutive_numbers() {
    let store = Store::temporary().unwrap();
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let store = store.clone();
            std::thread::spawn(move || {
                (0..25)
                    .map(|i| created(&store, &format!("c{t}-{i}"), GameStatus::Lobby).id)
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let mut ids: Vec<u64> = threads.into_iter().flat_map(|t| t.join().unwrap()).collect();
    ids.sort();
    assert_eq!(ids, (1..=100).collect::<Vec<_>>());
}

#[test]
fn import_is_one_transaction_and_a_repeat_finds_the_first_copy() {
    let source = Store::temporary().unwrap();
    let (mut r, mut game) = started(&source);
    play(&source, &mut r, &mut game, 30);
    let export = source.export(r.id).unwrap();

    let target = Store::temporary().unwrap();
    created(&target, "elsewhere", GameStatus::Lobby);
    let first = target.import(export.clone()).unwrap();
    assert_eq!((first.id, first.earlier), (2, false));
    let again = target.import(export.clone()).unwrap();
    assert_eq!((again.id, again.earlier), (2, true));
    assert_eq!(target.game_count(), 2);
    let back = target.export(2).unwrap();
    assert_eq!((back.actions, back.snapshot), (export.actions.clone(), export.snapshot.clone()));
    assert_eq!(target.game_in_chat(&export.record.chat).unwrap(), Some(2));

    // A different game for a busy chat is refused and stores nothing, not even a number.
    let mut other = export;
    other.record.seed += 1;
    other.actions.clear();
    other.snapshot =
        Some(AnyGame::setup(other.record.kind, &other.record.options, 2, other.record.seed).unwrap());
    assert!(matches!(target.import(other), Err(StorageError::ChatBusy(_))));
    assert_eq!(target.game_count(), 2);
    assert_eq!(created(&target, "free", GameStatus::Lobby).id, 3);
}

#[test]
fn the_state_is_rebuilt_from_the_snapshot_and_the_moves_after_it() {
    let store = Store::temporary().unwrap();
    let (mut r, mut game) = started(&store);
    for _ in 0..40 {
        if play(&store, &mut r, &mut game, 1) == 0 || game.is_over() {
            break;
        }
        assert_eq!(store.load_snapshot(r.id).unwrap().as_ref(), Some(&game));
        let stored = store.load(r.id).unwrap().unwrap();
        assert_eq!(stored.actions.len() as u32, r.actions);
    }
    // Undo between two snapshots: the state after the cut is written.
    let stored = store.load(r.id).unwrap().unwrap();
    let log: Vec<_> =
        stored.actions[..stored.actions.len() - 1].iter().map(|a| (a.seat, a.action.clone())).collect();
    let before = AnyGame::replay(r.kind, &r.options, 2, r.seed, &log).unwrap();
    let old_len = r.actions;
    r.actions -= 1;
    store.commit(&r, Some(&before), Change::Truncate { old_len }, None).unwrap();
    assert_eq!(store.load_snapshot(r.id).unwrap(), Some(before));
    assert_eq!(store.load(r.id).unwrap().unwrap().actions.len() as u32, r.actions);
}

#[test]
fn a_closed_game_keeps_its_whole_log_packed_and_its_final_state() {
    let dir = tempfile::tempdir().unwrap();
    let (id, actions, snapshot) = {
        let store = Store::open(dir.path()).unwrap();
        let r = finished_in(&store, "table");
        let game = store.load(r.id).unwrap().unwrap();
        assert_eq!(game.actions.len() as u32, r.actions);
        (r.id, game.actions, game.snapshot)
    };
    let store = Store::open(dir.path()).unwrap();
    let game = store.load(id).unwrap().unwrap();
    assert_eq!((game.actions, game.snapshot), (actions, snapshot));
    store.verify().unwrap();

    // Abandoned between two snapshots, without a state: the snapshot still follows the log.
    let (mut r, mut g) = started_in(&store, "other");
    play(&store, &mut r, &mut g, 5);
    r.status = GameStatus::Abandoned;
    store.commit(&r, None, Change::Record, None).unwrap();
    assert_eq!(store.load_snapshot(r.id).unwrap(), Some(g));
    assert_eq!(store.load(r.id).unwrap().unwrap().actions.len(), 5);
}

#[test]
fn rescheduling_a_game_touches_only_its_own_entries() {
    let store = Store::temporary().unwrap();
    for id in 1..=2_000u64 {
        store.schedule(id, 1_000_000 + id).unwrap();
        if id % 2 == 0 {
            store.schedule(id, 5_000 + id).unwrap();
        }
    }
    assert_eq!(store.scheduled().unwrap().len(), 3_000);
    store.unschedule(1_000).unwrap();
    assert!(store.scheduled_for(1_000).unwrap().is_empty());
    let queue = store.scheduled().unwrap();
    assert_eq!(queue.len(), 2_998);
    assert!(queue.iter().all(|(_, id)| *id != 1_000));
    assert_eq!(store.scheduled_for(999).unwrap(), vec![1_000_999]);
    assert_eq!(store.scheduled_for(1_002).unwrap(), vec![6_002, 1_001_002]);
    store.unschedule_at(1_002, 6_002).unwrap();
    assert_eq!(store.scheduled_for(1_002).unwrap(), vec![1_001_002]);
    // The queue stays in due order.
    let dues: Vec<u64> = store.scheduled().unwrap().into_iter().map(|(due, _)| due).collect();
    assert!(dues.windows(2).all(|w| w[0] <= w[1]));
}

/// A database as version 1 wrote it: sled's own settings, sled's id generator, a snapshot after
/// every move, one key per action for every game, the reminder queue without its index.
/// What version 1 stored of one game: its log and latest state.
type StoredV1 = (Vec<LoggedAction>, Option<AnyGame>);

fn version_1_database(dir: &std::path::Path) -> (Vec<u64>, Vec<StoredV1>) {
    let source = Store::temporary().unwrap();
    let closed = finished_in(&source, "first");
    let (mut open, mut game) = started_in(&source, "second");
    play(&source, &mut open, &mut game, 7);
    let exports = [source.export(closed.id).unwrap(), source.export(open.id).unwrap()];

    let db = sled::open(dir).unwrap();
    let ids = vec![2_000_001, 4_000_001];
    let (games, actions, snapshots) = (
        db.open_tree("games").unwrap(),
        db.open_tree("actions").unwrap(),
        db.open_tree("snapshots").unwrap(),
    );
    for (export, &id) in exports.iter().zip(&ids) {
        let record = kontor_storage::GameRecord { id, ..export.record.clone() };
        games.insert(id.to_be_bytes(), serde_json::to_vec(&record).unwrap()).unwrap();
        snapshots.insert(id.to_be_bytes(), serde_json::to_vec(&export.snapshot).unwrap()).unwrap();
        for (index, action) in export.actions.iter().enumerate() {
            let mut key = id.to_be_bytes().to_vec();
            key.extend((index as u32).to_be_bytes());
            actions.insert(key, serde_json::to_vec(action).unwrap()).unwrap();
        }
    }
    let chats = db.open_tree("chats").unwrap();
    chats.insert(b"local\0second", &ids[1].to_be_bytes()).unwrap();
    let mut due = 77u64.to_be_bytes().to_vec();
    due.extend(ids[1].to_be_bytes());
    db.open_tree("reminders").unwrap().insert(due, &[]).unwrap();
    db.insert(b"schema_version", b"1").unwrap();
    db.flush().unwrap();
    (ids, exports.into_iter().map(|e| (e.actions, e.snapshot)).collect())
}

#[test]
fn a_version_1_database_is_migrated_and_numbers_continue_after_its_highest_id() {
    let dir = tempfile::tempdir().unwrap();
    let (ids, games) = version_1_database(dir.path());
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    for (id, (actions, snapshot)) in ids.iter().zip(games) {
        let stored = store.load(*id).unwrap().unwrap();
        assert_eq!((stored.actions, stored.snapshot), (actions, snapshot));
    }
    assert_eq!(store.game_in_chat(&ChatKey::new("local", "second")).unwrap(), Some(ids[1]));
    assert_eq!(store.scheduled_for(ids[1]).unwrap(), vec![77]);
    store.unschedule(ids[1]).unwrap();
    assert!(store.scheduled().unwrap().is_empty());
    assert_eq!(created(&store, "third", GameStatus::Lobby).id, 4_000_002);
    drop(store);
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(created(&store, "fourth", GameStatus::Lobby).id, 4_000_003);
    store.verify().unwrap();
}

#[test]
fn a_running_game_without_a_queue_entry_gets_one_when_the_database_opens() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = Store::open(dir.path()).unwrap();
        let (first, _) = started_in(&store, "one");
        let (second, _) = started_in(&store, "two");
        created(&store, "lobby", GameStatus::Lobby);
        store.schedule(second.id, 500).unwrap();
        // As if a crash lost the first game's entry (written without waiting for the disk).
        assert!(store.scheduled_for(first.id).unwrap().is_empty());
        store.flush().unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.scheduled().unwrap(), vec![(0, 1), (500, 2)]);
}

#[test]
fn a_chat_that_changes_its_id_takes_its_open_game_and_settings_along() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let (game, _) = started_in(&store, "old");
    let (old, new) = (game.chat.clone(), kontor_storage::ChatKey::new("local", "new"));
    let settings = kontor_storage::ChatSettings {
        lang: kontor_storage::Lang::Pl,
        chosen: true,
        last_game: None,
        ..Default::default()
    };
    store.set_chat_settings(&old, &settings).unwrap();
    assert_eq!(store.move_chat(&old, &new).unwrap(), Some(game.id));
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    assert_eq!(store.game_in_chat(&old).unwrap(), None);
    assert_eq!(store.record(game.id).unwrap().unwrap().chat, new);
    assert_eq!(store.chat_settings(&new).unwrap().lang, kontor_storage::Lang::Pl);
    // Again (both of Telegram's service messages arrive): nothing more to move.
    assert_eq!(store.move_chat(&old, &new).unwrap(), None);
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    // Into a chat with its own open game: refused, nothing moves.
    let (other, _) = started_in(&store, "other");
    assert!(store.move_chat(&new, &other.chat).is_err());
    assert_eq!(store.game_in_chat(&new).unwrap(), Some(game.id));
    store.verify().unwrap();
}

//! Issue #62: an import or restore checks every field of an exported game. A malformed one is
//! refused with its reason and nothing of it is stored; a started game without a snapshot is
//! replayed from its log.

use std::sync::Arc;

use kontor_engine::{Seat, Text};
use kontor_service::{ChatKey, Command, Service, ServiceConfig, TokioClock, UserKey};
use kontor_storage::{GameExport, GameStatus, StorageError, Store};

use crate::support;
use support::service;

async fn say(svc: &Service, who: &str, name: &str, text: &str) {
    svc.handle(Command::text(ChatKey::new("t", "room"), UserKey::new("t", who), name, text)).await;
}

/// An exported game of alice against a bot, a few moves in.
async fn played_export() -> GameExport {
    let svc = service();
    say(&svc, "alice", "alice", "/new carthage players=2 seed=3").await;
    say(&svc, "alice", "alice", "/addbot").await;
    say(&svc, "alice", "alice", "/start").await;
    say(&svc, "alice", "alice", "/play token red").await;
    let export = svc.store().export(1).unwrap();
    assert!(export.actions.len() >= 2 && export.snapshot.is_some(), "{} actions", export.actions.len());
    export
}

/// A change that spoils an export, named by what the refusal names.
type Spoil = fn(&mut GameExport);

/// Imports `export` into a new database: the reason it was refused (none if it was stored), and
/// how many games that database holds afterwards.
fn import(export: GameExport) -> (Result<(), StorageError>, usize) {
    let target = Store::temporary().unwrap();
    let done = target.import(export).map(|_| ());
    (done, target.records().unwrap().len())
}

/// The refusal's reason, which must be a malformed field.
fn malformed(done: Result<(), StorageError>) -> String {
    let e = done.expect_err("refused");
    let why = e.malformed().unwrap_or_else(|| panic!("refused as malformed, not: {e}"));
    assert!(e.to_string().starts_with("the imported game is malformed: "), "{e}");
    why.to_string()
}

#[tokio::test]
async fn an_empty_reminder_list_is_refused_and_nothing_stored() {
    let mut export = played_export().await;
    export.record.reminded_ms = vec![];
    let (done, stored) = import(export);
    assert_eq!(malformed(done), "`reminded_ms` has 0 entries for 2 seats");
    assert_eq!(stored, 0);
}

#[tokio::test]
async fn seat_lists_of_the_wrong_length_are_refused() {
    let export = played_export().await;
    let cases: [(&str, Spoil); 4] = [
        ("reminder_count", |e| e.record.reminder_count.push(0)),
        ("paused_ms", |e| e.record.paused_ms = vec![0; 3]),
        ("shown_hands", |e| e.record.shown_hands = vec![7]),
        ("reminded_ms", |e| e.record.reminded_ms.truncate(1)),
    ];
    for (list, spoil) in cases {
        let mut bad = export.clone();
        spoil(&mut bad);
        let (done, stored) = import(bad);
        let why = malformed(done);
        assert!(why.starts_with(&format!("`{list}` has ")), "{list}: {why}");
        assert_eq!(stored, 0, "{list}");
    }
    // Before a hand picture went out the list is empty, and that is fine.
    let mut fresh = export.clone();
    fresh.record.shown_hands.clear();
    assert!(import(fresh).0.is_ok());
}

#[tokio::test]
async fn a_40_megabyte_seat_name_is_refused() {
    let mut export = played_export().await;
    export.record.seats[0].name = "a".repeat(40 << 20);
    let (done, stored) = import(export.clone());
    assert_eq!(malformed(done), "the name of seat 1 has 41943040 characters (at most 64)");
    assert_eq!(stored, 0);
    export.record.seats[0].name = "ą".repeat(64);
    assert_eq!(import(export).1, 1, "64 characters are a name");
}

#[tokio::test]
async fn long_keys_options_and_texts_are_refused() {
    let export = played_export().await;
    let cases: [(&str, Spoil); 5] = [
        ("the user id of seat 2", |e| e.record.seats[1].user.id = "9".repeat(129)),
        ("the chat id", |e| e.record.chat.id = "c".repeat(1_000)),
        ("an untold text tells action 99", |e| e.record.untold.push((99, Text::plain("later")))),
        ("option `x`", |e| {
            e.record.options.insert("x".into(), "y".repeat(65));
        }),
        ("an untold text", |e| e.record.untold.push((1, Text::plain("x".repeat(5_000))))),
    ];
    for (what, spoil) in cases {
        let mut bad = export.clone();
        spoil(&mut bad);
        let (done, stored) = import(bad);
        let why = malformed(done);
        assert!(why.starts_with(what), "{what}: {why}");
        assert_eq!(stored, 0, "{what}");
    }
}

#[tokio::test]
async fn a_missing_snapshot_means_the_log_is_replayed() {
    let export = played_export().await;
    // A log that replays: the game is stored with the replayed state.
    let mut whole = export.clone();
    whole.snapshot = None;
    let target = Store::temporary().unwrap();
    let id = target.import(whole).unwrap().id;
    assert_eq!(target.load_snapshot(id).unwrap(), export.snapshot, "the replayed state is stored");
    // A log that does not: the first move made by the other seat.
    let mut wrong = export.clone();
    wrong.snapshot = None;
    wrong.actions[0].seat = Seat(1 - wrong.actions[0].seat.0);
    let (done, stored) = import(wrong);
    assert!(matches!(done, Err(StorageError::ReplayMismatch(_))), "{done:?}");
    assert_eq!(stored, 0);
    // A lobby has neither state nor log, and needs none.
    let mut lobby = export;
    lobby.snapshot = None;
    lobby.actions.clear();
    lobby.record.actions = 0;
    lobby.record.status = GameStatus::Lobby;
    lobby.record.untold.clear();
    lobby.record.reminded_ms.clear();
    lobby.record.reminder_count.clear();
    lobby.record.paused_ms.clear();
    lobby.record.shown_hands.clear();
    assert!(import(lobby).0.is_ok());
}

#[tokio::test]
async fn a_restore_refuses_a_malformed_game_and_stores_none_of_it() {
    let mut export = played_export().await;
    export.record.reminded_ms = vec![];
    let line = serde_json::to_string(&export).unwrap();
    let target = Store::temporary().unwrap();
    let e = target.load_backup(format!("{line}\n").as_bytes(), 5_000).unwrap_err();
    assert!(matches!(e, StorageError::BadBackup { line: 1, .. }), "{e}");
    assert!(e.to_string().contains("`reminded_ms` has 0 entries for 2 seats"), "{e}");
    assert!(target.records().unwrap().is_empty());
    assert!(target.scheduled().unwrap().is_empty(), "no reminder check for a game not stored");
}

/// The service seats a player under at most 64 characters of their name, so every game it
/// stores can be imported again.
#[tokio::test]
async fn a_long_platform_name_is_cut_to_what_an_import_takes() {
    let svc = service();
    say(&svc, "alice", &"Ł".repeat(200), "/new carthage players=2 seed=3").await;
    say(&svc, "bob", &"b".repeat(129), "/join").await;
    say(&svc, "alice", "alice", "/start").await;
    let record = svc.store().record(1).unwrap().unwrap();
    assert_eq!(record.seats.iter().map(|s| s.name.chars().count()).collect::<Vec<_>>(), [64, 64]);
    let (done, stored) = import(svc.store().export(1).unwrap());
    assert!(done.is_ok() && stored == 1, "{done:?}");
}

/// A record without any of the turn clock's lists (as written without that bookkeeping) is
/// taken, and its reminders go out: the reminder check gives it the entries it lacks.
#[tokio::test(start_paused = true)]
async fn a_record_without_turn_clock_lists_imports_and_is_reminded() {
    let mut export = played_export().await;
    let turn_started = export.record.turn_started_ms;
    export.record.reminded_ms.clear();
    export.record.reminder_count.clear();
    export.record.paused_ms.clear();
    let target = Store::temporary().unwrap();
    let id = target.import(export).unwrap().id;
    let now = turn_started + 13 * 3_600_000;
    target.schedule(id, now).unwrap();
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    let svc = Service::new(target.clone(), config, Arc::new(TokioClock::starting_at(now)));
    let mut rx = svc.subscribe();
    tokio::spawn(svc.clone().run_reminders());
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    let mut reminded = 0;
    while let Ok(post) = rx.try_recv() {
        reminded += usize::from(post.delivery.text().starts_with('⏰'));
    }
    assert_eq!(reminded, 1);
    assert_eq!(target.record(id).unwrap().unwrap().reminded_ms, [now, 0]);
}

#[tokio::test]
async fn an_open_vote_counting_a_seat_the_game_lacks_is_refused() {
    let mut export = played_export().await;
    let vote = |yes: Vec<u8>, line: &str| kontor_storage::Vote {
        id: 1,
        line: line.into(),
        by: 0,
        yes,
        no: vec![],
        expires_ms: u64::MAX,
    };
    export.record.vote = Some(vote(vec![0, 7], "/abandon"));
    let (done, stored) = import(export.clone());
    assert_eq!((malformed(done), stored), ("the open vote counts seat 7 of 2".to_string(), 0));
    export.record.vote = Some(vote(vec![0], &"x".repeat(100)));
    let (done, stored) = import(export.clone());
    assert_eq!((malformed(done), stored), ("the vote's line has 100 characters (at most 64)".to_string(), 0));
    export.record.vote = Some(vote(vec![0], "/abandon"));
    assert!(import(export).0.is_ok(), "a sound vote is kept");
}

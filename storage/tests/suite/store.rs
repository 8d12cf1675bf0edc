//! The sled schema: commits, indexes, replay, export/import, restart.

use crate::common;

use common::{assert_pruned_by_age, created, delivered_lobby, play, record, started};
use kontor_games::AnyGame;
use kontor_storage::{Change, GameStatus, SCHEMA_VERSION, StorageError, Store, UserKey};

#[test]
fn actions_replay_to_the_snapshot() {
    let store = Store::temporary().unwrap();
    let (mut r, mut game) = started(&store);
    play(&store, &mut r, &mut game, 30);
    let stored = store.load(r.id).unwrap().unwrap();
    assert_eq!(stored.actions.len(), 30);
    let log: Vec<_> = stored.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
    let replayed = AnyGame::replay(r.kind, &r.options, 2, r.seed, &log).unwrap();
    assert_eq!(Some(replayed), stored.snapshot);
}

#[test]
fn truncate_removes_undone_actions() {
    let store = Store::temporary().unwrap();
    let (mut r, mut game) = started(&store);
    play(&store, &mut r, &mut game, 5);
    r.actions = 3;
    store.commit(&r, Some(&game), Change::Truncate { old_len: 5 }, None).unwrap();
    assert_eq!(store.load(r.id).unwrap().unwrap().actions.len(), 3);
}

#[test]
fn a_chat_holds_one_open_game_and_is_freed_when_it_ends() {
    let store = Store::temporary().unwrap();
    let mut first = created(&store, "table", GameStatus::Lobby);
    assert_eq!(store.game_in_chat(&first.chat).unwrap(), Some(first.id));
    let second = record("table", GameStatus::Lobby);
    assert!(matches!(store.create(&second, None), Err(StorageError::ChatBusy(_))));
    first.status = GameStatus::Abandoned;
    store.commit(&first, None, Change::Record, None).unwrap();
    assert_eq!(store.game_in_chat(&first.chat).unwrap(), None);
    // The refused create used no number.
    let id = store.create(&second, None).unwrap();
    assert_eq!(id, first.id + 1);
    assert_eq!(store.game_in_chat(&second.chat).unwrap(), Some(id));
}

#[test]
fn user_index_follows_seats() {
    let store = Store::temporary().unwrap();
    let mut r = created(&store, "table", GameStatus::Lobby);
    let bob = UserKey::new("local", "bob");
    assert_eq!(store.games_of(&bob).unwrap(), vec![r.id]);
    r.seats.pop();
    store.commit(&r, None, Change::Record, None).unwrap();
    assert!(store.games_of(&bob).unwrap().is_empty());
    assert_eq!(store.games_of(&UserKey::new("local", "alice")).unwrap(), vec![r.id]);
}

#[test]
fn deliveries_are_remembered_and_pruned() {
    let store = Store::temporary().unwrap();
    delivered_lobby(&store);
    assert!(store.is_delivered("local:1").unwrap());
    assert!(!store.is_delivered("local:2").unwrap());
    store.mark_delivered("local:2", 100).unwrap();
    // Only the ids processed before the cut-off go.
    assert_pruned_by_age(&store);
}

#[test]
fn export_import_round_trips_and_checks_the_replay() {
    let store = Store::temporary().unwrap();
    let (mut r, mut game) = started(&store);
    play(&store, &mut r, &mut game, 12);
    let mut export = store.export(r.id).unwrap();
    let json = serde_json::to_string(&export).unwrap();
    let other = Store::temporary().unwrap();
    let id = other.import(serde_json::from_str(&json).unwrap()).unwrap().id;
    let back = other.load(id).unwrap().unwrap();
    assert_eq!(back.actions, export.actions);
    assert_eq!(back.snapshot, export.snapshot);
    export.actions.pop();
    assert!(matches!(other.import(export), Err(StorageError::ReplayMismatch(_))));
}

#[test]
fn data_survives_reopening_and_keeps_its_schema_version() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let store = Store::open(dir.path()).unwrap();
        let (mut r, mut game) = started(&store);
        play(&store, &mut r, &mut game, 4);
        r.id
    };
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
    let game = store.load(id).unwrap().unwrap();
    assert_eq!(game.actions.len(), 4);
    assert_eq!(game.snapshot.unwrap().active_seats().len(), 1);
}

#[test]
fn reminders_come_back_in_due_order() {
    let store = Store::temporary().unwrap();
    store.schedule(7, 300).unwrap();
    store.schedule(8, 100).unwrap();
    assert_eq!(store.scheduled().unwrap(), vec![(100, 8), (300, 7)]);
    store.unschedule(8).unwrap();
    assert_eq!(store.scheduled().unwrap(), vec![(300, 7)]);
}

#[test]
fn quiet_hours_wrap_midnight_and_respect_the_time_zone() {
    use kontor_storage::{HOUR_MS, UserProfile};
    let p = UserProfile { quiet_hours: Some((22, 7)), utc_offset_min: 60, ..UserProfile::default() };
    // 21:30 UTC is 22:30 local: quiet until 07:00 local = 06:00 UTC.
    let t = 21 * HOUR_MS + HOUR_MS / 2;
    assert_eq!(p.quiet_until(t), Some(30 * HOUR_MS));
    // 12:00 UTC is 13:00 local: not quiet.
    assert_eq!(p.quiet_until(12 * HOUR_MS), None);
}

#[test]
fn profiles_and_heartbeat_are_stored() {
    use kontor_storage::{RemindBy, UserProfile};
    let store = Store::temporary().unwrap();
    let alice = UserKey::new("local", "alice");
    assert_eq!(store.profile(&alice).unwrap(), UserProfile::default());
    let p = UserProfile { remind_by: RemindBy::Private, away_until_ms: Some(9), ..UserProfile::default() };
    store.set_profile(&alice, &p).unwrap();
    assert_eq!(store.profile(&alice).unwrap(), p);
    assert_eq!(store.last_alive().unwrap(), None);
    store.set_alive(77).unwrap();
    assert_eq!(store.last_alive().unwrap(), Some(77));
}

#[test]
fn languages_are_stored_and_old_profiles_still_load() {
    use kontor_storage::{ChatKey, ChatSettings, Lang, RemindBy, UserProfile};
    // A profile written before `/lang` existed has no `lang` field.
    let old = r#"{"quiet_hours":[22,7],"utc_offset_min":60,"away_from_ms":null,"away_until_ms":null,"remind_by":"private"}"#;
    let p: UserProfile = serde_json::from_str(old).unwrap();
    assert_eq!((p.lang, p.remind_by, p.quiet_hours), (None, RemindBy::Private, Some((22, 7))));
    let dir = tempfile::tempdir().unwrap();
    let (alice, room) = (UserKey::new("local", "alice"), ChatKey::new("local", "room"));
    {
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.chat_settings(&room).unwrap().lang, Lang::En);
        store.set_profile(&alice, &UserProfile { lang: Some(Lang::Pl), ..p }).unwrap();
        store
            .set_chat_settings(
                &room,
                &ChatSettings { lang: Lang::Pl, chosen: true, last_game: None, ..Default::default() },
            )
            .unwrap();
    }
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.profile(&alice).unwrap().lang, Some(Lang::Pl));
    assert_eq!(store.chat_settings(&room).unwrap().lang, Lang::Pl);
    assert_eq!(Lang::from_code("PL"), Some(Lang::Pl));
    assert_eq!(Lang::from_code("de"), None);
    assert_eq!(serde_json::to_string(&Lang::Pl).unwrap(), "\"pl\"");
}

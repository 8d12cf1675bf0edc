//! What the backends keep of ended games, checked on each (see `conformance.rs` for how the
//! PostgreSQL runs are set up): each chat's history, the ratings written by the write that
//! finishes a game, and the rebuild that derives them again.

use crate::common;

use common::{created, finished_in, play, seat, started_in};
use kontor_engine::BotLevel;
use kontor_games::GameKind;
use kontor_storage::{Change, ChatKey, EVERYWHERE, GameStatus, Rating, SeatInfo, Store, UserKey};

conformance! {
    one: [
        a_chat_lists_its_ended_games_newest_first_in_pages,
        the_write_that_finishes_a_game_rates_it_once,
        abandoned_and_seeded_games_are_not_rated,
        a_rebuild_gives_exactly_what_the_updates_gave,
        ratings_are_kept_per_community_and_everywhere,
    ],
    two: [
        a_restored_backup_gets_its_ratings_back,
    ],
}

fn chat(id: &str) -> ChatKey {
    ChatKey::new("local", id)
}

fn carthage_rows(store: &Store, scope: &str) -> Vec<(String, Rating)> {
    store.standings(scope, GameKind::Carthage).unwrap()
}

fn a_chat_lists_its_ended_games_newest_first_in_pages(store: &Store) {
    let first = finished_in(store, "room");
    let (mut abandoned, _) = started_in(store, "room");
    abandoned.status = GameStatus::Abandoned;
    store.commit(&abandoned, None, Change::Record, None).unwrap();
    let third = finished_in(store, "room");
    finished_in(store, "elsewhere");
    let (open, _) = started_in(store, "room");
    let all = store.history(&chat("room"), None, 10).unwrap();
    assert_eq!(all, [third.id, abandoned.id, first.id], "the open game is not history yet");
    assert_eq!(store.history(&chat("room"), None, 2).unwrap(), [third.id, abandoned.id]);
    assert_eq!(store.history(&chat("room"), Some(abandoned.id), 2).unwrap(), [first.id]);
    assert_eq!(store.history(&chat("room"), Some(first.id), 2).unwrap(), Vec::<u64>::new());
    assert!(store.history(&chat("ro"), None, 10).unwrap().is_empty(), "a chat id's prefix is another chat");
    assert!(!all.contains(&open.id));
}

fn the_write_that_finishes_a_game_rates_it_once(store: &Store) {
    let game = finished_in(store, "room");
    assert_eq!(store.rated().unwrap(), [game.id]);
    let rows = carthage_rows(store, EVERYWHERE);
    assert_eq!(rows.iter().map(|(p, _)| p.as_str()).collect::<Vec<_>>(), ["local:alice", "local:bob"]);
    let key = kontor_storage::RatingKey {
        scope: "local:room".into(),
        kind: GameKind::Carthage,
        player: "local:bob".into(),
    };
    assert_eq!(store.rating(&key).unwrap().map(|r| r.name), Some("bob".to_string()));
    assert_eq!(
        store.rating(&kontor_storage::RatingKey { player: "local:nobody".into(), ..key }).unwrap(),
        None
    );
    assert!(rows.iter().all(|(_, r)| r.games == 1));
    assert_eq!(rows.iter().map(|(_, r)| r.wins).sum::<u32>(), 1);
    // Writing the finished record again (an upkeep) rates nothing twice.
    store.commit(&game, None, Change::Record, None).unwrap();
    assert_eq!(store.rated().unwrap(), [game.id]);
    assert_eq!(carthage_rows(store, EVERYWHERE), rows);
}

fn abandoned_and_seeded_games_are_not_rated(store: &Store) {
    let (mut abandoned, _) = started_in(store, "one");
    abandoned.status = GameStatus::Abandoned;
    store.commit(&abandoned, None, Change::Record, None).unwrap();
    let (mut seeded, mut game) = started_in(store, "two");
    seeded.seeded = true;
    store.commit(&seeded, None, Change::Record, None).unwrap();
    seeded.version += 1;
    play(store, &mut seeded, &mut game, 10_000);
    assert_eq!(seeded.status, GameStatus::Finished);
    assert!(store.rated().unwrap().is_empty());
    assert!(carthage_rows(store, EVERYWHERE).is_empty());
    assert_eq!(store.rebuild_ratings().unwrap(), 0);
}

/// Games with a bot, a resignation and two communities, rated as they end; then rebuilt.
fn a_rebuild_gives_exactly_what_the_updates_gave(store: &Store) {
    for (i, room) in ["a", "b", "a", "c", "b", "a"].iter().enumerate() {
        let seats = match i % 3 {
            0 => vec![seat("alice"), seat("bob")],
            1 => vec![seat("bob"), bot(BotLevel::Hard)],
            _ => vec![SeatInfo { resigned: true, ..seat("carol") }, seat("alice")],
        };
        finished_with(store, room, seats, (i % 2 == 0).then(|| "discord:guild:1".to_string()));
    }
    let rated = store.rated().unwrap();
    assert_eq!(rated.len(), 6);
    let before = every_row(store);
    assert!(before.iter().any(|(_, p, _)| p == "bot:hard"));
    assert_eq!(store.rebuild_ratings().unwrap(), 6);
    assert_eq!(store.rated().unwrap(), rated);
    assert_eq!(every_row(store), before, "to the bit");
}

fn ratings_are_kept_per_community_and_everywhere(store: &Store) {
    let guild = Some("discord:guild:9".to_string());
    finished_with(store, "x", vec![seat("alice"), seat("bob")], guild.clone());
    finished_with(store, "y", vec![seat("alice"), seat("bob")], guild);
    finished_with(store, "z", vec![seat("alice"), seat("bob")], None);
    let games = |scope: &str| carthage_rows(store, scope).iter().map(|(_, r)| r.games).collect::<Vec<_>>();
    assert_eq!(games("discord:guild:9"), [2, 2], "two channels of one server are one community");
    assert_eq!(games("local:z"), [1, 1]);
    assert_eq!(games(EVERYWHERE), [3, 3]);
    assert!(carthage_rows(store, "local:x").is_empty());
}

fn a_restored_backup_gets_its_ratings_back(source: &Store, target: &Store) {
    for room in ["a", "b", "a"] {
        finished_with(source, room, vec![seat("alice"), seat("bob"), bot(BotLevel::Normal)], None);
    }
    let mut backup = Vec::new();
    source.backup(&mut backup).unwrap();
    let loaded = target.load_backup(backup.as_slice(), 5_000).unwrap();
    assert_eq!(loaded.rated, 3);
    assert_eq!(every_row(target), every_row(source));
    assert_eq!(target.history(&chat("a"), None, 10).unwrap(), source.history(&chat("a"), None, 10).unwrap());
}

fn bot(level: BotLevel) -> SeatInfo {
    let user = UserKey::new("bot", "b1");
    SeatInfo { user, name: "Bot".into(), bot: true, resigned: false, level, handle: None, player: None }
}

/// A Carthage game with these seats in `room`, played to its end.
fn finished_with(store: &Store, room: &str, seats: Vec<SeatInfo>, community: Option<String>) {
    let mut r = created(store, room, GameStatus::Active);
    r.seats = seats;
    r.community = community;
    let mut game =
        kontor_games::AnyGame::setup(GameKind::Carthage, &r.options, r.seats.len(), r.seed).unwrap();
    store.commit(&r, Some(&game), Change::Record, None).unwrap();
    r.version += 1;
    play(store, &mut r, &mut game, 10_000);
    assert_eq!(r.status, GameStatus::Finished);
}

fn every_row(store: &Store) -> Vec<(String, String, Rating)> {
    let mut rows = Vec::new();
    for scope in [EVERYWHERE, "local:a", "local:b", "local:c", "discord:guild:1"] {
        for (player, rating) in carthage_rows(store, scope) {
            rows.push((scope.to_string(), player, rating));
        }
    }
    rows
}

/// PostgreSQL migration 2 on a database from before it: the ended games go into their chats'
/// history, and the first start builds the ratings.
#[test]
fn postgres_a_database_from_before_ratings_gets_its_history_and_ratings() {
    let Some(schema) = common::TestSchema::from_env() else { return };
    let store = schema.connect();
    let game = finished_in(&store, "room");
    let before = carthage_rows(&store, EVERYWHERE);
    assert_eq!(before.len(), 2);
    drop(store);
    schema.execute(
        "DROP TABLE {s}.ended, {s}.ratings, {s}.rated, {s}.codes;
         DELETE FROM {s}.meta WHERE key = 'ratings_built';
         DELETE FROM {s}.schema_migrations WHERE version >= 2;",
    );
    let store = schema.connect();
    assert_eq!(store.history(&chat("room"), None, 5).unwrap(), [game.id]);
    assert_eq!(carthage_rows(&store, EVERYWHERE), before);
    assert_eq!(store.rated().unwrap(), [game.id]);
}

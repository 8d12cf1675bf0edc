//! Games for the storage tests, committed as the service commits them.

#![allow(dead_code)]

use kontor_engine::{GameRng, Options};
use kontor_games::{AnyGame, GameKind};
use kontor_storage::{
    Change, ChatKey, FORMAT_VERSION, GameRecord, GameStatus, LoggedAction, SeatInfo, Store, UserKey,
};

pub fn seat(name: &str) -> SeatInfo {
    SeatInfo {
        user: UserKey::new("local", name),
        name: name.into(),
        bot: false,
        resigned: false,
        level: Default::default(),
    }
}

/// A Carthage record for alice and bob, not yet stored (`Store::create` numbers it).
pub fn record(chat: &str, status: GameStatus) -> GameRecord {
    GameRecord {
        format_version: FORMAT_VERSION,
        id: 0,
        kind: GameKind::Carthage,
        options: Options::new(),
        wanted_seats: None,
        seats: vec![seat("alice"), seat("bob")],
        seed: 5,
        chat: ChatKey::new("local", chat),
        status,
        version: 0,
        actions: 0,
        created_ms: 1,
        updated_ms: 1,
        turn_started_ms: 1,
        reminders: Default::default(),
        reminded_ms: Vec::new(),
        reminder_count: Vec::new(),
        paused_ms: Vec::new(),
    }
}

/// Stores a new game as `/new` does.
pub fn created(store: &Store, chat: &str, status: GameStatus) -> GameRecord {
    let mut r = record(chat, status);
    r.id = store.create(&r, None).unwrap();
    r
}

/// A started game in `chat`, as `/start` leaves it.
pub fn started_in(store: &Store, chat: &str) -> (GameRecord, AnyGame) {
    let mut r = created(store, chat, GameStatus::Active);
    let game = AnyGame::setup(GameKind::Carthage, &r.options, 2, r.seed).unwrap();
    store.commit(&r, Some(&game), Change::Record, None).unwrap();
    r.version = 1;
    (r, game)
}

pub fn started(store: &Store) -> (GameRecord, AnyGame) {
    started_in(store, "table")
}

/// Plays up to `n` bot moves, committing each one as the service does (the last one finishes the
/// game if the rules end it). Returns the number played.
pub fn play(store: &Store, record: &mut GameRecord, game: &mut AnyGame, n: usize) -> usize {
    let mut rng = GameRng::from_seed(9 ^ record.id);
    for played in 0..n {
        let Some(&seat) = game.active_seats().first() else { return played };
        let action = game.bot_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        record.actions += 1;
        record.version += 1;
        if game.is_over() {
            record.status = GameStatus::Finished;
        }
        let logged = LoggedAction { seat, action, time_ms: 1_000 * u64::from(record.actions) };
        store.commit(record, Some(game), Change::Append(&logged), None).unwrap();
        if game.is_over() {
            return played + 1;
        }
    }
    n
}

/// A whole game in `chat`, played to its end.
pub fn finished_in(store: &Store, chat: &str) -> GameRecord {
    let (mut r, mut game) = started_in(store, chat);
    play(store, &mut r, &mut game, 10_000);
    assert_eq!(r.status, GameStatus::Finished);
    r
}

//! Games for the storage tests, committed as the service commits them.

#![allow(dead_code, unused_macros)]

use kontor_engine::GameRng;
use kontor_games::{AnyGame, GameKind};
use kontor_storage::{
    Change, ChatKey, ChatSettings, GameRecord, GameStatus, GameWrite, Lang, LoggedAction, SeatInfo, Store,
    UserKey, UserProfile,
};

pub fn seat(name: &str) -> SeatInfo {
    SeatInfo {
        user: UserKey::new("local", name),
        name: name.into(),
        bot: false,
        resigned: false,
        level: Default::default(),
        handle: None,
        player: None,
    }
}

/// A Carthage record for alice and bob, not yet stored (`Store::create` numbers it).
pub fn record(chat: &str, status: GameStatus) -> GameRecord {
    GameRecord {
        seats: vec![seat("alice"), seat("bob")],
        seed: 5,
        status,
        ..GameRecord::new(0, GameKind::Carthage, ChatKey::new("local", chat), 1)
    }
}

/// A lobby in `table` stored by the delivery `local:1`, then changed by `local:3`, both at 10 ms.
pub fn delivered_lobby(store: &Store) -> GameRecord {
    let mut r = record("table", GameStatus::Lobby);
    r.updated_ms = 10;
    r.id = store.create(&r, Some("local:1")).unwrap();
    store.commit(&r, None, Change::Record, Some("local:3")).unwrap();
    r
}

/// After [`delivered_lobby`] and `local:2` handled at 100 ms: pruning before 50 ms forgets the
/// first two ids only, pruning before 101 ms the last.
pub fn assert_pruned_by_age(store: &Store) {
    assert_eq!(store.prune_deliveries(50).unwrap(), 2);
    assert!(!store.is_delivered("local:1").unwrap());
    assert!(!store.is_delivered("local:3").unwrap());
    assert!(store.is_delivered("local:2").unwrap());
    assert_eq!(store.prune_deliveries(50).unwrap(), 0);
    assert_eq!(store.prune_deliveries(101).unwrap(), 1);
    assert!(!store.is_delivered("local:2").unwrap());
}

/// alice's language, and that of the chat `chat`, set to Polish.
pub fn polish_settings(store: &Store, chat: &str) {
    let alice = UserKey::new("local", "alice");
    store.set_profile(&alice, &UserProfile { lang: Some(Lang::Pl), ..UserProfile::default() }).unwrap();
    let settings = ChatSettings { lang: Lang::Pl, chosen: true, last_game: None, ..Default::default() };
    store.set_chat_settings(&ChatKey::new("local", chat), &settings).unwrap();
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

/// One bot move of the stored game `id`, written as a command writes it: on the record it read
/// (its base). Returns the write and the state after the move.
pub fn one_move(store: &Store, id: u64) -> (GameWrite, AnyGame) {
    let base = store.record(id).unwrap().unwrap();
    let game = store.load_snapshot(id).unwrap().unwrap();
    let mut rng = GameRng::from_seed(17 + u64::from(base.actions));
    let seat = game.active_seats()[0];
    let action = game.bot_action(seat, &mut rng).unwrap();
    let mut next = game.clone();
    next.apply(seat, &action).unwrap();
    let mut record = base.clone();
    record.actions += 1;
    record.version += 1;
    record.updated_ms += 1;
    let logged = LoggedAction { seat, action, time_ms: record.updated_ms };
    let write = GameWrite {
        record,
        snapshot: Some(next.clone()),
        appended: vec![logged],
        cut: None,
        base: Some(base),
    };
    (write, next)
}

/// The PostgreSQL server the PostgreSQL tests use (`KONTOR_TEST_POSTGRES`); when it is not set,
/// gives `None` (the test passes without running) and says so, once per test program. The note
/// goes straight to stderr: the test harness keeps what `eprintln!` prints in a passing test.
pub fn postgres_url() -> Option<String> {
    match std::env::var("KONTOR_TEST_POSTGRES") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            static NOTE: std::sync::Once = std::sync::Once::new();
            NOTE.call_once(|| {
                use std::io::Write;
                let _ = writeln!(
                    std::io::stderr(),
                    "skipped: set KONTOR_TEST_POSTGRES=postgres://… to run the PostgreSQL storage tests"
                );
            });
            None
        }
    }
}

/// A schema of its own for one test, dropped (with everything in it) when this goes.
pub struct TestSchema {
    pub url: String,
    pub name: String,
}

impl TestSchema {
    /// A new schema name on the server of `KONTOR_TEST_POSTGRES`, or `None` (skipped).
    pub fn from_env() -> Option<TestSchema> {
        postgres_url().map(TestSchema::new)
    }

    /// A name no other test (of this or another process) uses: the process id, a counter and the
    /// time.
    pub fn new(url: String) -> TestSchema {
        use std::sync::atomic::{AtomicU32, Ordering};
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let n = NEXT.fetch_add(1, Ordering::SeqCst);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() % 1_000_000_000_000);
        let name = format!("kontor_test_{}_{n}_{nanos}", std::process::id());
        TestSchema { url, name }
    }

    /// The options of a store on this schema (the defaults otherwise).
    pub fn options(&self) -> kontor_storage::PgOptions {
        let mut options = kontor_storage::PgOptions::new(self.url.clone());
        options.schema = self.name.clone();
        options
    }

    /// Runs SQL on this schema (`{s}` stands for it), to set a database up as an older Kontor left it.
    pub fn execute(&self, sql: &str) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let sql = sql.replace("{s}", &format!("\"{}\"", self.name));
        rt.block_on(async {
            let (client, connection) =
                tokio_postgres::connect(&self.url, tokio_postgres::NoTls).await.unwrap();
            tokio::spawn(connection);
            client.batch_execute(&sql).await.unwrap();
        });
    }

    /// A store on this schema (creating its tables the first time).
    pub fn connect(&self) -> Store {
        Store::connect(&self.options()).unwrap()
    }
}

impl Drop for TestSchema {
    /// Best effort: a schema left behind only takes room on the test server.
    fn drop(&mut self) {
        let Ok(rt) = tokio::runtime::Builder::new_current_thread().enable_all().build() else { return };
        let dropped: Result<(), tokio_postgres::Error> = rt.block_on(async {
            let (client, connection) = tokio_postgres::connect(&self.url, tokio_postgres::NoTls).await?;
            tokio::spawn(connection);
            client.batch_execute(&format!("DROP SCHEMA IF EXISTS \"{}\" CASCADE", self.name)).await
        });
        if let Err(e) = dropped {
            eprintln!("could not drop the test schema {}: {e}", self.name);
        }
    }
}

/// Instantiates each test on both backends. Tests of `one` take a store; tests of `two` take a
/// store and a second, empty one of the same backend (a copy's destination).
macro_rules! conformance {
    (one: [$($one:ident),* $(,)?], two: [$($two:ident),* $(,)?] $(,)?) => {
        mod sled {
            use kontor_storage::Store;
            $(
                #[test]
                fn $one() {
                    super::$one(&Store::temporary().unwrap());
                }
            )*
            $(
                #[test]
                fn $two() {
                    super::$two(&Store::temporary().unwrap(), &Store::temporary().unwrap());
                }
            )*
        }
        mod postgres {
            use crate::common::TestSchema;
            $(
                #[test]
                fn $one() {
                    let Some(schema) = TestSchema::from_env() else { return };
                    super::$one(&schema.connect());
                }
            )*
            $(
                #[test]
                fn $two() {
                    let Some(schema) = TestSchema::from_env() else { return };
                    let other = TestSchema::new(schema.url.clone());
                    super::$two(&schema.connect(), &other.connect());
                }
            )*
        }
    };
}

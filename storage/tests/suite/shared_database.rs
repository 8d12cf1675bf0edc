//! Several Kontor processes on one PostgreSQL database: each `Store::connect` here stands for a
//! process (its own connections, its own mark on the outbox posts it holds). A change decided in
//! two processes is stored once; a delivery, a chat, a post, a reminder and a role belong to one
//! process at a time. Needs `KONTOR_TEST_POSTGRES` (see `conformance.rs`); each test uses a schema
//! of its own.

use crate::common;

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use common::{TestSchema, one_move, record, started};
use kontor_storage::{GameStatus, GameWrite, Outgoing, StorageError, Store};

fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis() as u64
}

fn post(text: String) -> Outgoing {
    Outgoing { platform: "telegram".into(), payload: text.into_bytes(), held: true }
}

fn texts(posts: &[kontor_storage::Unsent]) -> Vec<String> {
    posts.iter().map(|p| String::from_utf8(p.payload.clone()).unwrap()).collect()
}

/// Runs `work(store, i)` on `threads` threads at once, alternating the stores; returns what each
/// gave, by thread.
fn at_once<T: Send + 'static>(
    stores: &[Store],
    threads: usize,
    work: impl Fn(&Store, usize) -> T + Send + Sync + 'static,
) -> Vec<T> {
    let barrier = Arc::new(Barrier::new(threads));
    let work = Arc::new(work);
    let handles: Vec<_> = (0..threads)
        .map(|i| {
            let (store, barrier, work) = (stores[i % stores.len()].clone(), barrier.clone(), work.clone());
            std::thread::spawn(move || {
                barrier.wait();
                work(&store, i)
            })
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

/// Processes starting at once on a new schema create its tables once.
#[test]
fn processes_starting_together_create_the_tables_once() {
    let Some(schema) = TestSchema::from_env() else { return };
    let options = schema.options();
    let stores: Vec<Store> = (0..4)
        .map(|_| {
            let options = options.clone();
            std::thread::spawn(move || Store::connect(&options).unwrap())
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|h| h.join().unwrap())
        .collect();
    let version = stores[0].schema_version().unwrap();
    assert!(version > 0);
    assert!(stores.iter().all(|s| s.schema_version().unwrap() == version));
    let id = common::created(&stores[1], "table", GameStatus::Lobby).id;
    assert_eq!(stores[3].record(id).unwrap().unwrap().id, id);
}

/// 1,000 writes of one move on the same base, from 8 threads over two processes: one is stored,
/// every other is refused with `Conflict`.
#[test]
fn a_move_decided_in_both_processes_is_stored_once() {
    let Some(schema) = TestSchema::from_env() else { return };
    let (a, b) = (schema.connect(), schema.connect());
    let (r, _) = started(&a);
    let (write, state) = one_move(&b, r.id);
    let before = a.load(r.id).unwrap().unwrap().actions.len();
    let outcomes = at_once(&[a.clone(), b.clone()], 8, move |store, i| {
        (0..125)
            .map(|n| {
                let delivery = format!("telegram:{i}-{n}");
                let text = format!("moved {i}-{n}");
                match store.write(std::slice::from_ref(&write), Some((delivery.as_str(), 1)), &[post(text)]) {
                    Ok(_) => Ok(()),
                    Err(StorageError::Conflict(id)) => Err(id),
                    Err(e) => panic!("neither stored nor a conflict: {e}"),
                }
            })
            .collect::<Vec<_>>()
    });
    let outcomes: Vec<_> = outcomes.into_iter().flatten().collect();
    assert_eq!(outcomes.len(), 1_000);
    assert_eq!(outcomes.iter().filter(|o| o.is_ok()).count(), 1);
    assert!(outcomes.iter().filter_map(|o| o.err()).all(|id| id == r.id));
    for store in [&a, &b] {
        let stored = store.load(r.id).unwrap().unwrap();
        assert_eq!(stored.actions.len(), before + 1);
        assert_eq!(stored.snapshot.as_ref(), Some(&state));
        // Only the stored write's post and delivery id are kept.
        assert_eq!(store.unsent_count(), 1);
    }
}

/// The same delivery handled in both processes at once is stored by one.
#[test]
fn a_delivery_handled_in_both_processes_is_stored_once() {
    let Some(schema) = TestSchema::from_env() else { return };
    let stores = [schema.connect(), schema.connect()];
    for round in 0..20 {
        let outcomes = at_once(&stores, 2, move |store, i| {
            let delivery = format!("discord:{round}");
            store.write(&[], Some((delivery.as_str(), 5)), &[post(format!("reply {round} from {i}"))])
        });
        assert_eq!(outcomes.iter().filter(|o| o.is_ok()).count(), 1, "{outcomes:?}");
        assert!(outcomes.iter().any(|o| matches!(o, Err(StorageError::Delivered(_)))), "{outcomes:?}");
    }
    assert_eq!(stores[0].unsent_count(), 20, "one reply per delivery");
}

/// Two games opened in one chat at once, one in each process: one holds the chat.
#[test]
fn two_games_opened_in_one_chat_at_once_one_holds_it() {
    let Some(schema) = TestSchema::from_env() else { return };
    let stores = [schema.connect(), schema.connect()];
    for round in 0..20 {
        let chat = format!("table{round}");
        let outcomes = at_once(&stores, 2, move |store, i| {
            let r = record(&chat, GameStatus::Lobby);
            if round % 2 == 0 {
                store.create(&r, None)
            } else {
                // As `/new` writes it: a reserved number, then the write.
                let r = kontor_storage::GameRecord { id: store.reserve_id().unwrap(), seed: i as u64, ..r };
                store.write(&[GameWrite::of(r.clone())], None, &[]).map(|_| r.id)
            }
        });
        let ids: Vec<u64> = outcomes.iter().filter_map(|o| o.as_ref().ok().copied()).collect();
        assert_eq!(ids.len(), 1, "{outcomes:?}");
        assert!(outcomes.iter().any(|o| matches!(o, Err(StorageError::ChatBusy(_)))), "{outcomes:?}");
        let chat = kontor_storage::ChatKey::new("local", format!("table{round}"));
        for store in &stores {
            assert_eq!(store.game_in_chat(&chat).unwrap(), Some(ids[0]));
        }
    }
    assert_eq!(stores[1].game_count(), 20);
}

/// A process's posts are its own while its lease runs; then another process takes them, in the
/// order written, and holds them in turn.
#[test]
fn a_post_belongs_to_one_process_at_a_time() {
    let Some(schema) = TestSchema::from_env() else { return };
    let mut options = schema.options();
    options.lease_ms = 300;
    let (a, b) = (Store::connect(&options).unwrap(), Store::connect(&options).unwrap());
    assert_eq!(a.lease_ms(), 300, "the lease the reminder task looks at the queue within");
    let texts_of = |store: &Store| texts(&store.unsent("telegram", now_ms()).unwrap());
    let written = a.write(&[], None, &(0..5).map(|n| post(format!("post {n}"))).collect::<Vec<_>>()).unwrap();
    let all: Vec<String> = (0..5).map(|n| format!("post {n}")).collect();
    assert!(texts_of(&b).is_empty(), "A's lease runs");
    assert_eq!(texts_of(&a), all);
    std::thread::sleep(Duration::from_millis(450));
    // A stopped asking: after the lease, B takes them, in order.
    let taken = b.unsent("telegram", now_ms()).unwrap();
    assert_eq!(texts(&taken), all);
    assert_eq!(taken.iter().map(|p| p.receipt.clone()).collect::<Vec<_>>(), written);
    assert!(texts_of(&a).is_empty(), "B holds them now");
    // A writes more meanwhile: those are A's; B keeps its own.
    a.write(&[], None, &[post("post 5".into())]).unwrap();
    assert_eq!(texts_of(&a), ["post 5"]);
    b.mark_sent(&written[0]).unwrap();
    b.mark_sent(&written[1]).unwrap();
    assert_eq!(texts_of(&b), ["post 2", "post 3", "post 4"]);
    std::thread::sleep(Duration::from_millis(450));
    // Both leases ran out; whoever asks first takes every post left, in order.
    assert_eq!(texts_of(&a), ["post 2", "post 3", "post 4", "post 5"]);
    assert!(texts_of(&b).is_empty());
    assert_eq!(b.unsent_count(), 4);
}

/// Two processes claiming the same 200 due reminders at once: each game goes to one of them.
#[test]
fn a_due_reminder_is_claimed_by_one_process() {
    let Some(schema) = TestSchema::from_env() else { return };
    let stores = [schema.connect(), schema.connect()];
    for id in 1..=200u64 {
        stores[0].schedule(id, id).unwrap();
    }
    // Each process asks a few times, as its reminder task does.
    let claimed = at_once(&stores, 4, |store, _| {
        (0..5).flat_map(|_| store.claim_due(1_000).unwrap()).collect::<Vec<u64>>()
    });
    assert!(claimed.iter().filter(|c| !c.is_empty()).count() >= 1);
    let mut all: Vec<u64> = claimed.into_iter().flatten().collect();
    all.sort();
    assert_eq!(all, (1..=200).collect::<Vec<_>>(), "every game once");
    let later = 1_000 + kontor_storage::DEFAULT_LEASE_MS;
    assert_eq!(stores[1].scheduled().unwrap(), (1..=200).map(|id| (later, id)).collect::<Vec<_>>());
    assert!(stores[1].claim_due(later - 1).unwrap().is_empty());
}

/// One process leads a role; when it ends (its connections close), another takes it over.
#[test]
fn a_role_passes_to_another_process_when_its_leader_ends() {
    let Some(schema) = TestSchema::from_env() else { return };
    let (a, b) = (schema.connect(), schema.connect());
    assert!(a.lead("telegram-polling").unwrap());
    assert!(!b.lead("telegram-polling").unwrap());
    assert!(a.lead("telegram-polling").unwrap(), "kept by its leader");
    assert!(!b.lead("telegram-polling").unwrap());
    // Roles are separate.
    assert!(b.lead("another-role").unwrap());
    assert!(!a.lead("another-role").unwrap());
    // A role of another database (schema) is another role.
    let elsewhere = TestSchema::new(schema.url.clone());
    let other = elsewhere.connect();
    assert!(other.lead("telegram-polling").unwrap());
    drop(other);

    drop(a);
    let started = Instant::now();
    while !b.lead("telegram-polling").unwrap() {
        assert!(started.elapsed() < Duration::from_secs(10), "B did not take the role over");
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(b.lead("telegram-polling").unwrap());
}

/// A chat changing its id in one process while another changes its game: each step either
/// happens or finds the game changed (`Conflict`); neither waits on the other in a circle (which
/// PostgreSQL would end by aborting one of them).
#[test]
fn a_chat_moving_while_its_game_changes_elsewhere_is_no_deadlock() {
    let Some(schema) = TestSchema::from_env() else { return };
    let (a, b) = (schema.connect(), schema.connect());
    let (r, _) = started(&a);
    let (one, two) = (r.chat.clone(), kontor_storage::ChatKey::new("local", "renamed"));
    let mover = std::thread::spawn(move || {
        for _ in 0..150 {
            for (from, to) in [(&one, &two), (&two, &one)] {
                if let Err(e) = a.move_chat(from, to) {
                    panic!("moving the chat: {e}");
                }
            }
        }
    });
    let (mut stored, mut refused) = (0, 0);
    for _ in 0..600 {
        let base = b.record(r.id).unwrap().unwrap();
        let mut changed = base.clone();
        changed.version += 1;
        match b.write(&[GameWrite { base: Some(base), ..GameWrite::of(changed) }], None, &[]) {
            Ok(_) => stored += 1,
            Err(StorageError::Conflict(_)) => refused += 1,
            Err(e) => panic!("changing the game: {e}"),
        }
    }
    mover.join().unwrap();
    assert_eq!(b.record(r.id).unwrap().unwrap().version, r.version - 1 + stored);
    eprintln!("{stored} changes stored, {refused} refused");
}

/// Writes of the same two games, naming them in opposite orders, in two processes at once: each
/// waits for the other's turn and is stored, neither is failed as a deadlock.
#[test]
fn writes_naming_the_same_games_in_any_order_wait_their_turn() {
    let Some(schema) = TestSchema::from_env() else { return };
    let stores = [schema.connect(), schema.connect()];
    let (x, _) = common::started_in(&stores[0], "x");
    let (y, _) = common::started_in(&stores[0], "y");
    let (x, y) = (x.id, y.id);
    let stored = at_once(&stores, 2, move |store, i| {
        (0..200)
            .filter(|_| {
                let changed = |id| {
                    let mut r = store.record(id).unwrap().unwrap();
                    r.version += 1;
                    GameWrite::of(r)
                };
                let writes = if i == 0 { [changed(x), changed(y)] } else { [changed(y), changed(x)] };
                match store.write(&writes, None, &[]) {
                    Ok(_) => true,
                    Err(e) => panic!("writing both games: {e}"),
                }
            })
            .count()
    });
    assert_eq!(stored, [200, 200]);
}

/// The same export imported by two processes at once is stored once; the other finds that copy.
#[test]
fn an_export_imported_in_both_processes_is_stored_once() {
    let Some(schema) = TestSchema::from_env() else { return };
    let stores = [schema.connect(), schema.connect()];
    let source = Store::temporary().unwrap();
    for round in 0..10 {
        let chat = format!("table{round}");
        let export = if round % 2 == 0 {
            source.export(common::finished_in(&source, &chat).id).unwrap()
        } else {
            let (mut r, mut game) = common::started_in(&source, &chat);
            common::play(&source, &mut r, &mut game, 5);
            source.export(r.id).unwrap()
        };
        let outcomes = at_once(&stores, 2, move |store, _| store.import(export.clone()));
        let imported: Vec<_> = outcomes.iter().map(|o| o.as_ref().copied()).collect();
        let [Ok(first), Ok(second)] = imported[..] else { panic!("{outcomes:?}") };
        assert_eq!(first.id, second.id, "{outcomes:?}");
        assert!(first.earlier != second.earlier, "{outcomes:?}");
    }
    assert_eq!(stores[0].game_count(), 10);
}

/// A server that cannot be reached is named with what went wrong, and never with the password
/// (this one needs no server).
#[test]
fn a_server_out_of_reach_is_named_without_the_password() {
    let mut options = kontor_storage::PgOptions::new("postgres://kontor:secret-word@127.0.0.1:1/postgres");
    options.connect_timeout = Duration::from_secs(2);
    let started = Instant::now();
    let Err(StorageError::Postgres(message)) = Store::connect(&options) else {
        panic!("connected to port 1")
    };
    assert!(started.elapsed() < Duration::from_secs(10));
    assert!(message.contains("refused") || message.contains("connect"), "{message}");
    assert!(!message.contains("secret-word"), "{message}");
}

/// A post written free (for a platform the writing process does not serve) is taken at once by
/// one other process's `claim_free`, and by no other; a held post is claimed by nobody while
/// its lease runs, and `unsent` still hands it to its holder.
#[test]
fn a_free_post_goes_to_one_other_process_at_once_and_a_held_one_stays() {
    let Some(schema) = TestSchema::from_env() else { return };
    let (telegram_process, discord_process) = (schema.connect(), schema.connect());
    let free = Outgoing { platform: "discord".into(), payload: b"to the discord home".to_vec(), held: false };
    let held = post("to the telegram home".into());
    telegram_process.write(&[], None, &[held, free]).unwrap();
    let now = now_ms();
    assert!(discord_process.claim_free("telegram", now).unwrap().is_empty(), "held by its writer");
    let claimed = at_once(&[discord_process.clone(), telegram_process.clone()], 4, move |store, _| {
        texts(&store.claim_free("discord", now).unwrap())
    });
    assert_eq!(claimed.concat(), ["to the discord home"], "claimed once: {claimed:?}");
    assert_eq!(texts(&telegram_process.unsent("telegram", now).unwrap()), ["to the telegram home"]);
    assert!(telegram_process.claim_free("telegram", now).unwrap().is_empty());
}

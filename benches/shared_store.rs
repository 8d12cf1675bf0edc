//! A load run, by hand (never a timed test): two Kontor processes sharing one PostgreSQL database
//! against one process on sled.
//!
//! Each backend is seeded once with 10,000 stored 2-player Carthage games in 10,000 chats: 1,000
//! active (a few moves in), 4,500 played to the end by easy bots, 4,500 abandoned a few moves in.
//! The seeding writes through `Store::write` in batches, records built as the service builds them.
//!
//! Then the load: every active game is driven with `/play` commands through `Service::handle`
//! (images off) for whoever must move, a random legal move taken from the stored state. The active
//! games are split in two halves, each driven by `KONTOR_LOAD_TASKS` tasks (each task owns its
//! share of the half's games and plays them in turn); `KONTOR_LOAD_FOREIGN_PERCENT` of the
//! commands go to a random game of the other half instead.
//!
//! - PostgreSQL: the binary starts itself twice (`KONTOR_SHARED_ROLE=child`), one process per half,
//!   each with its own `Service` over `Store::connect` on the same schema. A foreign command meets
//!   the other process's writes: a write whose game changed meanwhile is refused by the store and
//!   the command decided again (counted as a conflict); a move that is no longer legal then is
//!   refused.
//! - sled: both halves in one process (sled is not shared), on a database folder.
//!
//! ```text
//! KONTOR_BENCH_POSTGRES=postgres://kontor@127.0.0.1:55432/postgres KONTOR_LOAD_SECONDS=60 \
//!     cargo bench -p kontor-tests --no-default-features --bench shared_store
//! ```
//!
//! Without `KONTOR_BENCH_POSTGRES` only sled runs. The PostgreSQL schema (`KONTOR_BENCH_SCHEMA`,
//! `bench_shared` by default) is dropped before and after the run. Prints, per process and
//! combined, commands per second and the latency of `Service::handle` for each `/play` (p50, p99),
//! the outcomes (moved, refused, failed), the conflicts, and the CPU time over the timed window of
//! the load processes, of the PostgreSQL server's processes and of the rest of the machine (Linux
//! `/proc`), then a summary table.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use kontor_engine::GameRng;
use kontor_games::{AnyGame, GameKind};
use kontor_service::{ChatKey, Command, Delivery, Service, ServiceConfig, SystemClock, UserKey};
use kontor_storage::{GameRecord, GameStatus, GameWrite, LoggedAction, PgOptions, SeatInfo, Store};
use kontor_tests::Served;

/// Stored games, active games, and games written per transaction while seeding.
const GAMES: usize = 10_000;
const ACTIVE: usize = 1_000;
const SEED_BATCH: usize = 50;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn wall_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

fn chat(room: usize) -> ChatKey {
    ChatKey::new("bench", format!("room{room}"))
}

/// The two players of a room: the users of the 1,000 active rooms each sit in 10 games.
fn players(room: usize) -> [(UserKey, String); 2] {
    let n = room % ACTIVE;
    [
        (UserKey::new("bench", format!("a{n}")), format!("A{n}")),
        (UserKey::new("bench", format!("b{n}")), format!("B{n}")),
    ]
}

/// The run's settings, shared by the parent and its children.
#[derive(Clone, Copy)]
struct Load {
    seconds: u64,
    tasks: usize,
    foreign_percent: u64,
}

impl Load {
    fn from_env() -> Load {
        Load {
            seconds: env("KONTOR_LOAD_SECONDS", 60),
            tasks: env("KONTOR_LOAD_TASKS", 8).max(1) as usize,
            foreign_percent: env("KONTOR_LOAD_FOREIGN_PERCENT", 5).min(100),
        }
    }
}

/// What one process did.
#[derive(Clone, Copy, Default, Debug)]
struct Tally {
    /// `/play` commands timed.
    commands: u64,
    /// Of those, sent to a game of the other half.
    foreign: u64,
    /// Commands that moved the game, were refused (the move no longer legal or not the sender's
    /// turn: the game had moved on), or failed (storage trouble after every attempt).
    moved: u64,
    refused: u64,
    failed: u64,
    /// Writes refused because the game changed meanwhile (each decided the command again).
    conflicts: u64,
    /// Games that ended during the run and were opened again in their chat.
    reopened: u64,
    /// Posts the timed commands answered with (each marked sent by `Service::handle`).
    posts: u64,
    elapsed_ms: u64,
    /// CPU time of the load process(es) during the load, and the whole machine's busy and total
    /// CPU time over the same window (all cores; Linux `/proc`).
    cpu_ms: u64,
    /// CPU time of the PostgreSQL server's processes over the same window (any database on it).
    server_ms: u64,
    machine_busy_ms: u64,
    machine_ms: u64,
}

impl Tally {
    fn line(&self) -> String {
        format!(
            "STATS commands={} foreign={} moved={} refused={} failed={} conflicts={} reopened={} posts={} elapsed_ms={} \
             cpu_ms={} server_ms={} machine_busy_ms={} machine_ms={}",
            self.commands,
            self.foreign,
            self.moved,
            self.refused,
            self.failed,
            self.conflicts,
            self.reopened,
            self.posts,
            self.elapsed_ms,
            self.cpu_ms,
            self.server_ms,
            self.machine_busy_ms,
            self.machine_ms
        )
    }

    fn parse(line: &str) -> Option<Tally> {
        let fields: HashMap<&str, u64> = line
            .strip_prefix("STATS ")?
            .split_whitespace()
            .filter_map(|f| f.split_once('=').and_then(|(k, v)| Some((k, v.parse().ok()?))))
            .collect();
        Some(Tally {
            commands: fields["commands"],
            foreign: fields["foreign"],
            moved: fields["moved"],
            refused: fields["refused"],
            failed: fields["failed"],
            conflicts: fields["conflicts"],
            reopened: fields["reopened"],
            posts: fields["posts"],
            elapsed_ms: fields["elapsed_ms"],
            cpu_ms: fields["cpu_ms"],
            server_ms: fields["server_ms"],
            machine_busy_ms: fields["machine_busy_ms"],
            machine_ms: fields["machine_ms"],
        })
    }

    fn add(&mut self, other: &Tally) {
        self.commands += other.commands;
        self.foreign += other.foreign;
        self.moved += other.moved;
        self.refused += other.refused;
        self.failed += other.failed;
        self.conflicts += other.conflicts;
        self.reopened += other.reopened;
        self.posts += other.posts;
        self.elapsed_ms = self.elapsed_ms.max(other.elapsed_ms);
        self.cpu_ms += other.cpu_ms;
        // The processes ran over the same window: the machine is counted once.
        self.server_ms = self.server_ms.max(other.server_ms);
        self.machine_busy_ms = self.machine_busy_ms.max(other.machine_busy_ms);
        self.machine_ms = self.machine_ms.max(other.machine_ms);
    }

    fn cpu(&self) -> String {
        let core_s = |ms: u64| ms as f64 / 1e3;
        format!(
            "CPU over the load: the load process(es) {:.0} core-s, the PostgreSQL server {:.0}, everything else {:.0}; \
             the machine busy {:.0} of {:.0} core-s",
            core_s(self.cpu_ms),
            core_s(self.server_ms),
            core_s(self.machine_busy_ms.saturating_sub(self.cpu_ms + self.server_ms)),
            core_s(self.machine_busy_ms),
            core_s(self.machine_ms)
        )
    }
}

/// Counts the service's "decided again" events: each is a write the store refused because another
/// process changed the game after the command read it. Sees only the service's events.
struct Conflicts(Arc<AtomicU64>);

impl tracing::Subscriber for Conflicts {
    fn enabled(&self, metadata: &tracing::Metadata<'_>) -> bool {
        metadata.is_event() && metadata.target().starts_with("kontor_service")
    }

    fn event(&self, event: &tracing::Event<'_>) {
        struct Message(String);
        impl tracing::field::Visit for Message {
            fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
                if field.name() == "message" {
                    self.0 = format!("{value:?}");
                }
            }
        }
        let mut message = Message(String::new());
        event.record(&mut message);
        if message.0.contains("deciding the command again") {
            self.0.fetch_add(1, Ordering::Relaxed);
        }
    }

    fn new_span(&self, _: &tracing::span::Attributes<'_>) -> tracing::span::Id {
        tracing::span::Id::from_u64(1)
    }

    fn record(&self, _: &tracing::span::Id, _: &tracing::span::Record<'_>) {}

    fn record_follows_from(&self, _: &tracing::span::Id, _: &tracing::span::Id) {}

    fn enter(&self, _: &tracing::span::Id) {}

    fn exit(&self, _: &tracing::span::Id) {}
}

fn count_conflicts() -> Arc<AtomicU64> {
    let counter = Arc::new(AtomicU64::new(0));
    tracing::subscriber::set_global_default(Conflicts(counter.clone())).expect("one subscriber");
    counter
}

/// Linux reports CPU times in ticks of 10 ms (`USER_HZ`).
const TICK_MS: u64 = 10;

/// This process's CPU time (user and system), from `/proc/self/stat`; 0 where there is none.
fn process_cpu_ms() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let Some((_, rest)) = stat.rsplit_once(')') else { return 0 };
    let fields: Vec<u64> = rest.split_whitespace().skip(11).take(2).filter_map(|f| f.parse().ok()).collect();
    fields.iter().sum::<u64>() * TICK_MS
}

/// The machine's busy and total CPU time over all cores, from `/proc/stat`.
fn machine_cpu_ms() -> (u64, u64) {
    let stat = std::fs::read_to_string("/proc/stat").unwrap_or_default();
    let ticks: Vec<u64> = stat
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .skip(1)
        .take(8)
        .filter_map(|f| f.parse().ok())
        .collect();
    let total: u64 = ticks.iter().sum();
    let idle = ticks.get(3).copied().unwrap_or(0) + ticks.get(4).copied().unwrap_or(0);
    ((total - idle) * TICK_MS, total * TICK_MS)
}

/// The CPU time of every `postgres` process (the server's), including that of its processes that
/// have ended (a connection's backend ends with it and its time goes to the postmaster).
fn server_cpu_ms() -> u64 {
    let mut ticks = 0;
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else { continue };
        let Some((head, rest)) = stat.rsplit_once(')') else { continue };
        if !head.ends_with("(postgres") {
            continue;
        }
        let times = rest.split_whitespace().skip(11).take(4).filter_map(|f| f.parse::<u64>().ok());
        ticks += times.sum::<u64>();
    }
    ticks * TICK_MS
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    f64::from(sorted[((sorted.len() - 1) as f64 * p).round() as usize]) / 1e3
}

// Seeding.

/// A record as `/new`, `/join` and `/start` leave it, numbered.
fn started_record(store: &Store, room: usize, now: u64) -> GameRecord {
    let seats = players(room)
        .into_iter()
        .map(|(user, name)| SeatInfo {
            user,
            name,
            bot: false,
            resigned: false,
            level: Default::default(),
            handle: None,
            player: None,
        })
        .collect();
    let mut record = GameRecord {
        wanted_seats: Some(2),
        seats,
        seed: room as u64,
        status: GameStatus::Active,
        version: 3,
        ..GameRecord::new(store.reserve_id().expect("a game number"), GameKind::Carthage, chat(room), now)
    };
    record.restart_turn_clock(now);
    record
}

/// Seeds 10,000 games: rooms 0–999 active a few moves in, rooms from 1,000 on in turn played to the
/// end by easy bots and abandoned a few moves in. Returns the time it took.
fn seed(store: &Store) -> Duration {
    let start = Instant::now();
    let now = wall_ms();
    let rooms: Vec<usize> = (0..GAMES).collect();
    for batch in rooms.chunks(SEED_BATCH) {
        let mut opened = Vec::new();
        let mut played = Vec::new();
        for &room in batch {
            let record = started_record(store, room, now);
            let game = AnyGame::setup(record.kind, &record.options, 2, record.seed).expect("Carthage setup");
            opened.push(GameWrite { snapshot: Some(game.clone()), ..GameWrite::of(record.clone()) });
            let mut rng = GameRng::from_seed(room as u64 ^ 0x5EED);
            let to_end = room >= ACTIVE && room.is_multiple_of(2);
            let moves = if to_end { usize::MAX } else { 3 + rng.below(8) };
            let (mut record, mut game) = (record, game);
            let mut write = GameWrite::of(record.clone());
            while write.appended.len() < moves && !game.is_over() {
                let Some(&seat) = game.active_seats().first() else { break };
                let action = game.bot_action(seat, &mut rng).expect("a bot move");
                game.apply(seat, &action).expect("bot moves are legal");
                record.actions += 1;
                record.version += 1;
                let time_ms = now + u64::from(record.actions);
                write.appended.push(LoggedAction { seat, action, time_ms });
            }
            record.status = if game.is_over() {
                GameStatus::Finished
            } else if room >= ACTIVE {
                record.version += 1;
                GameStatus::Abandoned
            } else {
                GameStatus::Active
            };
            write.record = record;
            write.snapshot = Some(game);
            played.push(write);
        }
        store.write(&opened, None, &[]).expect("seed: games started");
        store.write(&played, None, &[]).expect("seed: moves");
    }
    store.flush().expect("flush");
    start.elapsed()
}

// The load.

enum Outcome {
    Moved,
    Refused,
    Failed,
}

/// What a `/play` came to, by what it answered: a move posts to the chat, a refusal and a
/// storage failure answer the sender privately.
fn outcome(answer: &[Delivery]) -> Outcome {
    if answer.iter().any(|d| matches!(d, Delivery::Channel { .. })) {
        Outcome::Moved
    } else if answer.iter().any(|d| d.text().contains("could not read or write its database")) {
        Outcome::Failed
    } else {
        Outcome::Refused
    }
}

async fn say(service: &Service, room: usize, seat: usize, text: &str) -> Vec<Delivery> {
    let (user, name) = players(room)[seat].clone();
    service.handle(Command::text(chat(room), user, name, text)).await
}

/// One task's share of the load: its own rooms in turn, and now and then a room of the other
/// half. Returns its tally and latencies (µs).
async fn drive(
    service: Served,
    own: Vec<usize>,
    other: Vec<usize>,
    load: Load,
    until: Instant,
    seed: u64,
) -> (Tally, Vec<u32>) {
    let mut rng = GameRng::from_seed(seed);
    let mut tally = Tally::default();
    let mut latencies = Vec::new();
    let mut next = 0;
    while Instant::now() < until {
        let foreign = !other.is_empty() && (rng.below(100) as u64) < load.foreign_percent;
        let room = if foreign {
            other[rng.below(other.len())]
        } else {
            next = (next + 1) % own.len();
            own[next]
        };
        let store = service.store();
        let id = store.game_in_chat(&chat(room)).expect("read the chat");
        let Some(id) = id else {
            // The game ended: its own task opens the next one (not timed).
            if !foreign {
                let seed = rng.next_u64();
                say(&service, room, 0, &format!("/new carthage players=2 seed={seed}")).await;
                say(&service, room, 1, "/join").await;
                say(&service, room, 0, "/start").await;
                tally.reopened += 1;
            }
            continue;
        };
        let (Some(record), Some(game)) =
            (store.record(id).expect("read a record"), store.load_snapshot(id).expect("read a state"))
        else {
            continue;
        };
        let Some(&seat) = game.active_seats().first() else { continue };
        let legal = game.legal_actions(seat);
        let Some(action) = rng.pick(&legal) else { continue };
        let text = format!("/play {}", game.format_action(action));
        let Some(sender) =
            players(room).iter().position(|(user, _)| *user == record.seats[seat.index()].user)
        else {
            continue;
        };
        let start = Instant::now();
        let answer = say(&service, room, sender, &text).await;
        latencies.push(start.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
        tally.commands += 1;
        tally.foreign += u64::from(foreign);
        tally.posts += answer.len() as u64;
        match outcome(&answer) {
            Outcome::Moved => tally.moved += 1,
            Outcome::Refused => tally.refused += 1,
            Outcome::Failed => tally.failed += 1,
        }
    }
    (tally, latencies)
}

/// The rooms of a half of the active games.
fn half(h: usize) -> Vec<usize> {
    (h * ACTIVE / 2..(h + 1) * ACTIVE / 2).collect()
}

/// Drives the given halves from this process with `load.tasks` tasks each, starting at `start_ms`
/// (wall clock, so two processes start together). Returns the tally and the sorted latencies.
fn run_load(
    service: &Served,
    halves: &[usize],
    load: Load,
    start_ms: u64,
    conflicts: &AtomicU64,
) -> (Tally, Vec<u32>) {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        // Store calls block their thread: one thread per task keeps every task's command in flight.
        .worker_threads(load.tasks * halves.len())
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        tokio::time::sleep(Duration::from_millis(start_ms.saturating_sub(wall_ms()))).await;
        let conflicts_before = conflicts.load(Ordering::Relaxed);
        let (cpu_before, server_before, machine_before) =
            (process_cpu_ms(), server_cpu_ms(), machine_cpu_ms());
        let start = Instant::now();
        let until = start + Duration::from_secs(load.seconds);
        let mut handles = Vec::new();
        for &h in halves {
            let (own, other) = (half(h), half(1 - h));
            for t in 0..load.tasks {
                let mine: Vec<usize> = own.iter().copied().skip(t).step_by(load.tasks).collect();
                let seed = (h * 1_000 + t) as u64 ^ start_ms;
                handles.push(tokio::spawn(drive(service.clone(), mine, other.clone(), load, until, seed)));
            }
        }
        let mut tally = Tally::default();
        let mut latencies = Vec::new();
        for handle in handles {
            let (t, l) = handle.await.expect("a load task");
            tally.add(&t);
            latencies.extend(l);
        }
        tally.elapsed_ms = start.elapsed().as_millis() as u64;
        let machine = machine_cpu_ms();
        tally.cpu_ms = process_cpu_ms() - cpu_before;
        tally.server_ms = server_cpu_ms().saturating_sub(server_before);
        tally.machine_busy_ms = machine.0 - machine_before.0;
        tally.machine_ms = machine.1 - machine_before.1;
        tally.conflicts = conflicts.load(Ordering::Relaxed) - conflicts_before;
        latencies.sort_unstable();
        (tally, latencies)
    })
}

fn service_over(store: Store) -> Served {
    Served::new(store, ServiceConfig { images: false, ..ServiceConfig::default() }, Arc::new(SystemClock))
}

fn summary(who: &str, tally: &Tally, latencies: &[u32]) -> String {
    let (per_second, p50, p99) = speed(tally, latencies);
    format!(
        "{who}: {} commands in {:.1} s ({per_second:.0}/s), p50 {p50:.2} ms, p99 {p99:.2} ms; moved {}, refused {}, \
         failed {}; {} to the other half's games, {} conflicts, {} games reopened, {:.2} posts per command",
        tally.commands,
        tally.elapsed_ms as f64 / 1e3,
        tally.moved,
        tally.refused,
        tally.failed,
        tally.foreign,
        tally.conflicts,
        tally.reopened,
        tally.posts as f64 / tally.commands.max(1) as f64
    )
}

/// The commands a second of a run, and its median and 99th-percentile latency in ms (`latencies`
/// sorted).
fn speed(tally: &Tally, latencies: &[u32]) -> (f64, f64, f64) {
    let per_second = tally.commands as f64 * 1e3 / tally.elapsed_ms.max(1) as f64;
    (per_second, percentile(latencies, 0.5), percentile(latencies, 0.99))
}

// PostgreSQL.

fn pg_options(url: &str, schema: &str, load: Load) -> PgOptions {
    let mut options = PgOptions::new(url);
    options.schema = schema.into();
    options.pool_size = load.tasks * 2 + 2;
    options
}

fn drop_schema(url: &str, schema: &str) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let (client, connection) =
            tokio_postgres::connect(url, tokio_postgres::NoTls).await.expect("connect");
        let connection = tokio::spawn(connection);
        client
            .batch_execute(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
            .await
            .expect("drop schema");
        drop(client);
        let _ = connection.await;
    });
}

/// One of the two processes on PostgreSQL: drives its half, prints its summary and its tally,
/// and writes its latencies to `KONTOR_SHARED_OUT`.
fn child(url: &str, load: Load) {
    let conflicts = count_conflicts();
    let schema = std::env::var("KONTOR_SHARED_SCHEMA").expect("KONTOR_SHARED_SCHEMA");
    let h = env("KONTOR_SHARED_HALF", 0) as usize;
    let start_ms = env("KONTOR_SHARED_START_MS", 0);
    let out = PathBuf::from(std::env::var("KONTOR_SHARED_OUT").expect("KONTOR_SHARED_OUT"));
    let service = service_over(Store::connect(&pg_options(url, &schema, load)).expect("connect"));
    let (tally, latencies) = run_load(&service, &[h], load, start_ms, &conflicts);
    let mut file = std::io::BufWriter::new(std::fs::File::create(out).expect("latency file"));
    for l in &latencies {
        writeln!(file, "{l}").expect("write latencies");
    }
    file.flush().expect("write latencies");
    println!("{}", summary(&format!("process {h} (pid {})", std::process::id()), &tally, &latencies));
    println!("{}", tally.line());
}

/// Seeds the schema, runs the two processes, and combines what they report.
fn postgres(url: &str, load: Load) -> (Tally, Vec<u32>, Duration) {
    let schema = std::env::var("KONTOR_BENCH_SCHEMA").unwrap_or_else(|_| "bench_shared".into());
    drop_schema(url, &schema);
    let seeded = {
        let store = Store::connect(&pg_options(url, &schema, load)).expect("connect to PostgreSQL");
        let took = seed(&store);
        println!(
            "postgres: seeded {} games ({ACTIVE} active) in {:.1} s",
            store.game_count(),
            took.as_secs_f64()
        );
        took
    };
    let dir = tempfile::tempdir().expect("a folder for the latencies");
    let start_ms = wall_ms() + 2_000;
    let exe = std::env::current_exe().expect("this binary");
    let children: Vec<_> = (0..2)
        .map(|h| {
            std::process::Command::new(&exe)
                .env("KONTOR_SHARED_ROLE", "child")
                .env("KONTOR_SHARED_HALF", h.to_string())
                .env("KONTOR_SHARED_SCHEMA", &schema)
                .env("KONTOR_SHARED_START_MS", start_ms.to_string())
                .env("KONTOR_SHARED_OUT", out_path(dir.path(), h))
                .stdout(std::process::Stdio::piped())
                .spawn()
                .expect("start a load process")
        })
        .collect();
    let mut tally = Tally::default();
    let mut latencies = Vec::new();
    for (h, child) in children.into_iter().enumerate() {
        let output = child.wait_with_output().expect("a load process");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "load process {h} failed: {text}");
        for line in text.lines() {
            match Tally::parse(line) {
                Some(t) => tally.add(&t),
                None => println!("postgres {line}"),
            }
        }
        let file = std::fs::read_to_string(out_path(dir.path(), h)).expect("latencies");
        latencies.extend(file.lines().filter_map(|l| l.parse::<u32>().ok()));
    }
    latencies.sort_unstable();
    println!("{}", summary("postgres, 2 processes combined", &tally, &latencies));
    println!("postgres: {}", tally.cpu());
    {
        let store = Store::connect(&pg_options(url, &schema, load)).expect("connect to PostgreSQL");
        println!("postgres: {} games stored after the run", store.game_count());
    }
    drop_schema(url, &schema);
    (tally, latencies, seeded)
}

fn out_path(dir: &Path, h: usize) -> PathBuf {
    dir.join(format!("latencies-{h}.txt"))
}

/// Both halves in this process on a sled folder.
fn sled(load: Load, conflicts: &AtomicU64) -> (Tally, Vec<u32>, Duration) {
    let dir = tempfile::tempdir().expect("a folder for sled");
    let store = Store::open(dir.path()).expect("sled");
    let seeded = seed(&store);
    println!("sled: seeded {} games ({ACTIVE} active) in {:.1} s", store.game_count(), seeded.as_secs_f64());
    let service = service_over(store);
    let (tally, latencies) = run_load(&service, &[0, 1], load, wall_ms(), conflicts);
    println!("{}", summary("sled, 1 process", &tally, &latencies));
    println!("sled: {}", tally.cpu());
    (tally, latencies, seeded)
}

fn load_average() -> String {
    let loadavg = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    loadavg.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

fn main() {
    let load = Load::from_env();
    let url = std::env::var("KONTOR_BENCH_POSTGRES").ok().filter(|u| !u.is_empty());
    if std::env::var("KONTOR_SHARED_ROLE").as_deref() == Ok("child") {
        child(url.as_deref().expect("KONTOR_BENCH_POSTGRES"), load);
        return;
    }
    let conflicts = count_conflicts();
    println!("load average at the start: {}", load_average());
    println!(
        "load: {} s per backend, {} tasks per half of the {ACTIVE} active games, {}% of commands to the other \
         half; {GAMES} games stored",
        load.seconds, load.tasks, load.foreign_percent
    );
    let mut rows = Vec::new();
    match &url {
        Some(url) => rows.push(("PostgreSQL 15", 2, postgres(url, load))),
        None => println!("postgres: skipped (set KONTOR_BENCH_POSTGRES=postgres://…)"),
    }
    rows.push(("sled", 1, sled(load, &conflicts)));
    println!("\nload average at the end: {}", load_average());
    println!(
        "\n| backend | processes | games stored / active | commands/s | p50 | p99 | moved / refused / failed | \
         conflicts | CPU: load processes / PostgreSQL / rest | seeding |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    for (backend, processes, (tally, latencies, seeded)) in &rows {
        let (per_second, p50, p99) = speed(tally, latencies);
        println!(
            "| {backend} | {processes} | {GAMES} / {ACTIVE} | {per_second:.0} | {p50:.2} ms | {p99:.2} ms | {} / {} / {} | {} | {:.0} / {:.0} / {:.0} core-s | {:.1} s |",
            tally.moved,
            tally.refused,
            tally.failed,
            tally.conflicts,
            tally.cpu_ms as f64 / 1e3,
            tally.server_ms as f64 / 1e3,
            tally.machine_busy_ms.saturating_sub(tally.cpu_ms + tally.server_ms) as f64 / 1e3,
            seeded.as_secs_f64()
        );
    }
}

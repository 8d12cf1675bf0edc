//! Fair thinking between tables (issue #62): one player (ann) keeps 20 Hansa tables busy, each
//! with 4 `hard` bots; another (ben) plays one table against a `hard` bot. It measures how long
//! each of ben's bot decisions waits for a core beyond its own think time, with the cores shared
//! round-robin between the games' owners (`fair_thinking`, the default) and, for comparison,
//! handed out in arrival order (as before). The search is capped (`bot_iterations`, printed) so
//! a decision takes a fraction of `hard`'s 2-second budget and the run stays short.
//!
//! `cargo bench -p kontor-tests --no-default-features --bench thinking`
//! (`KONTOR_BENCH_ITERATIONS`, `KONTOR_BENCH_SAMPLES` change the cap and ben's decisions.)

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use kontor_engine::{BotLevel, GameRng, Seat};
use kontor_games::AnyGame;
use kontor_service::{ChatKey, Command, ManualClock, ServiceConfig, UserKey};
use kontor_storage::{GameId, Store};
use kontor_tests::Served;

/// ann's tables.
const TABLES: usize = 20;
/// How often the players look whether it is their turn.
const LOOK: Duration = Duration::from_millis(2);

fn cmd(room: &str, who: &str, text: &str) -> Command {
    Command::text(ChatKey::new("bench", room), UserKey::new("bench", who), who, text)
}

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Opens `who`'s Hansa table in `room` against `bots` `hard` bots.
async fn open(svc: &Served, room: &str, who: &str, bots: usize, seed: u64) {
    let players = bots + 1;
    svc.handle(cmd(room, who, &format!("/new hansa players={players} seed={seed}"))).await;
    for _ in 0..bots {
        svc.handle(cmd(room, who, "/addbot hard")).await;
    }
    svc.handle(cmd(room, who, "/start")).await;
}

/// Plays the first legal move of seat 1 (the human) in `room` if it must act; whether it did.
async fn play_if_due(svc: &Served, room: &str, who: &str) -> bool {
    let Some(id) = svc.store().game_in_chat(&ChatKey::new("bench", room)).unwrap() else { return false };
    let Some(game) = svc.store().load_snapshot(id).unwrap() else { return false };
    if !game.active_seats().contains(&Seat(0)) || game.is_over() {
        return false;
    }
    let action = &game.legal_actions(Seat(0))[0];
    svc.handle(cmd(room, who, &format!("/play {}", game.format_action(action)))).await;
    true
}

/// ann keeps her tables going (a finished one is opened again) until `stop`.
async fn ann_plays(svc: Served, stop: Arc<AtomicBool>) {
    let mut seed = 1_000;
    while !stop.load(Ordering::Relaxed) {
        for table in 0..TABLES {
            let room = format!("ann-{table}");
            if svc.store().game_in_chat(&ChatKey::new("bench", &room)).unwrap().is_none() {
                seed += 1;
                open(&svc, &room, "ann", 4, seed).await;
            }
            play_if_due(&svc, &room, "ann").await;
        }
        tokio::time::sleep(LOOK).await;
    }
}

/// One of ben's bot decisions: when it was due, when it was written, and what it was.
struct Waited {
    /// From the previous action written (ben's, or the bot's last) to this one written.
    latency: Duration,
    /// The action's number in the log (0-based).
    index: usize,
}

/// ben plays his table until his bot made `samples` decisions; each decision's latency.
async fn ben_plays(svc: &Served, samples: usize) -> (GameId, Vec<Waited>) {
    open(svc, "ben", "ben", 1, 7).await;
    let id = svc.store().game_in_chat(&ChatKey::new("bench", "ben")).unwrap().unwrap();
    let mut waited = Vec::new();
    let mut seen = svc.store().record(id).unwrap().unwrap().actions;
    let mut since = Instant::now();
    while waited.len() < samples {
        if play_if_due(svc, "ben", "ben").await {
            seen = svc.store().record(id).unwrap().unwrap().actions;
            since = Instant::now();
            continue;
        }
        let actions = svc.store().record(id).unwrap().unwrap().actions;
        if actions > seen {
            let now = Instant::now();
            // One decision at a time: each new action of the bot was due when the last was written.
            waited.push(Waited { latency: now - since, index: seen as usize });
            (seen, since) = (actions, now);
        }
        tokio::time::sleep(LOOK).await;
    }
    (id, waited)
}

/// The bot's own think time for the decision at `index`, thought again alone.
fn think_alone(store: &Store, id: GameId, index: usize, iterations: usize) -> Duration {
    let stored = store.load(id).unwrap().unwrap();
    let r = &stored.record;
    let log: Vec<_> = stored.actions[..index].iter().map(|a| (a.seat, a.action.clone())).collect();
    let game = AnyGame::replay(r.kind, &r.options, r.seats.len(), r.seed, &log).unwrap();
    let seat = stored.actions[index].seat;
    let mut rng = GameRng::for_move(r.seed, index as u64);
    let start = Instant::now();
    game.think(seat, BotLevel::Hard, Some(iterations), &mut rng, || Duration::ZERO).unwrap();
    start.elapsed()
}

/// ann's bots' own think times: the last bot decision of each of her first tables, thought
/// again alone (the decision ben's may wait behind).
fn ann_thinks_alone(store: &Store, iterations: usize) -> Vec<Duration> {
    let mut own = Vec::new();
    for table in 0..TABLES / 2 {
        let chat = ChatKey::new("bench", format!("ann-{table}"));
        let Some(id) = store.game_in_chat(&chat).unwrap() else { continue };
        let stored = store.load(id).unwrap().unwrap();
        if let Some(index) = stored.actions.iter().rposition(|a| a.seat != Seat(0)) {
            own.push(think_alone(store, id, index, iterations));
        }
    }
    own.sort();
    own
}

fn percentile(sorted: &[Duration], q: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

/// One run: ann's load, ben's decisions; prints the figures.
fn run(fair: bool, iterations: usize, samples: usize) {
    let config = ServiceConfig {
        images: false,
        bot_iterations: Some(iterations),
        fair_thinking: fair,
        ..ServiceConfig::default()
    };
    let store = Store::temporary().unwrap();
    let svc = Served::new(store.clone(), config, Arc::new(ManualClock::starting_at(0)));
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let (id, waited) = rt.block_on(async {
        let ann = tokio::spawn(ann_plays(svc.clone(), stop.clone()));
        // ann's tables fill the queue first.
        tokio::time::sleep(Duration::from_secs(2)).await;
        let ben = ben_plays(&svc, samples).await;
        stop.store(true, Ordering::Relaxed);
        let _ = ann.await;
        ben
    });
    rt.shutdown_timeout(Duration::from_secs(30));
    let own: Vec<Duration> = waited.iter().map(|w| think_alone(&store, id, w.index, iterations)).collect();
    let mut extra: Vec<Duration> =
        waited.iter().zip(&own).map(|(w, t)| w.latency.saturating_sub(*t)).collect();
    let mut own_sorted = own.clone();
    own_sorted.sort();
    extra.sort();
    let ann = ann_thinks_alone(&store, iterations);
    let budget = percentile(&ann, 0.5);
    let order = if fair { "round-robin between owners" } else { "arrival order (before)" };
    println!(
        "{order}: {} of ben's bot decisions (own think p50 {:?}); ann's 5-player decisions alone p50 {:?}, \
         max {:?} (the budget at {iterations} iterations); ben's wait beyond his own think p50 {:?}, \
         p90 {:?}, max {:?} = {:.1}× ann's p50",
        waited.len(),
        percentile(&own_sorted, 0.5),
        budget,
        ann[ann.len() - 1],
        percentile(&extra, 0.5),
        percentile(&extra, 0.9),
        extra[extra.len() - 1],
        extra[extra.len() - 1].as_secs_f64() / budget.as_secs_f64()
    );
}

fn main() {
    // `cargo bench` passes `--bench`; a filter naming another bench skips this one.
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    if !args.is_empty() && !args.iter().any(|a| "thinking".contains(a.as_str())) {
        return;
    }
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let iterations = setting("KONTOR_BENCH_ITERATIONS", 10_000);
    let samples = setting("KONTOR_BENCH_SAMPLES", 20);
    println!(
        "{cores} cores ({} for bots), {TABLES} tables of ann with 4 hard bots each",
        cores.saturating_sub(1).max(1)
    );
    run(false, iterations, samples.div_ceil(2));
    run(true, iterations, samples);
}

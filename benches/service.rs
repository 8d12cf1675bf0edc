//! A service command with its durable write (sled on disk, flushed before the reply), and the
//! memory of 10k stored games with 1k active. `cargo bench -p kontor-tests --bench service`
//!
//! Besides criterion's mean, it prints p50/p99 of 2,000 `/play` commands, p50/p99 of a human's move
//! against two bots (the bots' replies written in the same transaction as the move, with the
//! posts), the resident memory, and the start-up time over 10,000 stored games.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use kontor_engine::Viewer;
use kontor_service::{ChatKey, Command, Service, UserKey};
use kontor_tests::bench::resident_kib;
use kontor_tests::{Served, service_in};

fn cmd(room: &str, who: &str, text: &str) -> Command {
    Command::text(ChatKey::new("bench", room), UserKey::new("bench", who), who, text)
}

/// Opens a 2-player Carthage game of two humans in `room`.
async fn open(svc: &Service, room: &str, seed: u64) {
    svc.handle(cmd(room, "ann", &format!("/new carthage players=2 seed={seed}"))).await;
    svc.handle(cmd(room, "ben", "/join")).await;
    svc.handle(cmd(room, "ann", "/start")).await;
}

/// Plays the first legal move of whoever must act in `room`; reopens the game when it ends.
async fn play_one(svc: &Served, room: &str, seed: &mut u64) -> Duration {
    let id = svc.store().game_in_chat(&ChatKey::new("bench", room)).unwrap();
    let Some(id) = id else {
        *seed += 1;
        open(svc, room, *seed).await;
        return Duration::ZERO;
    };
    let game = svc.store().load_snapshot(id).unwrap().unwrap();
    let record = svc.store().record(id).unwrap().unwrap();
    let seat = game.active_seats()[0];
    let action = &game.legal_actions(seat)[0];
    let text = format!("/play {}", game.format_action(action));
    let who = record.seats[seat.index()].user.id.clone();
    let _ = game.view(Viewer::Spectator);
    let start = Instant::now();
    black_box(svc.handle(cmd(room, &who, &text)).await);
    start.elapsed()
}

fn service_commands(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let svc = service_in(dir.path(), false);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let mut seed = 1;
    rt.block_on(open(&svc, "room", seed));
    c.bench_function("service/play_with_durable_write", |b| {
        b.iter(|| rt.block_on(play_one(&svc, "room", &mut seed)))
    });
    let mut samples: Vec<Duration> = Vec::new();
    while samples.len() < 2_000 {
        let d = rt.block_on(play_one(&svc, "room", &mut seed));
        if d > Duration::ZERO {
            samples.push(d);
        }
    }
    samples.sort();
    let p = |q: f64| samples[((samples.len() as f64 - 1.0) * q) as usize];
    println!("service /play with flush: p50 {:?}, p99 {:?} over {} commands", p(0.5), p(0.99), samples.len());
}

/// alice against two bots: each `/play` carries the bots' replies and every post in one durable
/// write. Prints p50/p99 and the bot moves per command (each of which once cost its own fsync).
fn against_bots() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service_in(dir.path(), false);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let mut samples = Vec::new();
    let mut actions_before = 0;
    let mut bot_moves = 0;
    let mut seed = 0;
    rt.block_on(async {
        while samples.len() < 1_000 {
            let room = format!("bots{seed}");
            let Some(id) = svc.store().game_in_chat(&ChatKey::new("bench", &room)).unwrap() else {
                seed += 1;
                let room = format!("bots{seed}");
                svc.handle(cmd(&room, "ann", &format!("/new carthage players=3 seed={seed}"))).await;
                svc.handle(cmd(&room, "ann", "/addbot")).await;
                svc.handle(cmd(&room, "ann", "/addbot")).await;
                svc.handle(cmd(&room, "ann", "/start")).await;
                actions_before = 0;
                continue;
            };
            let game = svc.store().load_snapshot(id).unwrap().unwrap();
            let seat = game.active_seats()[0];
            let action = &game.legal_actions(seat)[0];
            let text = format!("/play {}", game.format_action(action));
            let before = svc.store().record(id).unwrap().unwrap().actions.max(actions_before);
            let start = Instant::now();
            black_box(svc.handle(cmd(&room, "ann", &text)).await);
            samples.push(start.elapsed());
            let after = svc.store().record(id).unwrap().unwrap().actions;
            bot_moves += after.saturating_sub(before + 1);
            actions_before = after;
        }
    });
    samples.sort();
    let p = |q: f64| samples[((samples.len() as f64 - 1.0) * q) as usize];
    println!(
        "service /play against two bots (one write for the move, the replies and the posts): p50 {:?}, p99 {:?}, \
         {:.2} bot moves per command, over {} commands",
        p(0.5),
        p(0.99),
        f64::from(bot_moves) / samples.len() as f64,
        samples.len()
    );
}

/// 10,000 stored games, 1,000 of them active and touched by a command each.
fn memory() {
    let dir = tempfile::tempdir().unwrap();
    let svc = service_in(dir.path(), false);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let before = resident_kib().unwrap_or(0);
    rt.block_on(async {
        for i in 0..10_000u64 {
            open(&svc, &format!("room{i}"), i).await;
            if i >= 1_000 {
                svc.handle(cmd(&format!("room{i}"), "ann", "/abandon")).await;
            }
        }
        let mut seed = 0;
        for i in 0..1_000u64 {
            play_one(&svc, &format!("room{i}"), &mut seed).await;
        }
    });
    let after = resident_kib().unwrap_or(0);
    println!(
        "memory: {} stored games, resident {:.1} MiB (was {:.1} MiB before creating them)",
        svc.store().game_count(),
        after as f64 / 1024.0,
        before as f64 / 1024.0
    );
    drop(svc);
    // Start-up over those games: open the database, extend time-outs by the downtime, read the
    // outbox — what `kontor run` does before it serves.
    let start = Instant::now();
    let svc = service_in(dir.path(), false);
    svc.recover_downtime();
    let unsent = svc.unsent("bench").len();
    println!(
        "start-up with {} stored games: {:?} ({unsent} posts in the outbox)",
        svc.store().game_count(),
        start.elapsed()
    );
}

criterion_group!(benches, service_commands);

fn main() {
    benches();
    against_bots();
    if std::env::args().all(|a| a != "--skip-memory") {
        memory();
    }
    Criterion::default().configure_from_args().final_summary();
}

//! Playout-policy speed and game length (`fast_playout`, as bot search plays):
//! `cargo run --release -p kontor-hansa --example hansa_policy [map]`.

use std::time::Instant;

use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, fast_playout};
use kontor_hansa::Hansa;

fn main() {
    let map = std::env::args().nth(1);
    rules_steps();
    for seats in 2..=5 {
        let mut options = Options::new();
        if let Some(m) = &map {
            options.insert("map".into(), m.clone());
        }
        let Ok(_) = Hansa::setup(&options, seats, 0) else { continue };
        let games = 400u64;
        let mut steps = 0;
        let mut turns = 0;
        let start = Instant::now();
        for seed in 0..games {
            let mut g = Hansa::setup(&options, seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed ^ 0xA5A5);
            steps += fast_playout(&mut g, &mut rng, 200_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            turns += g.turn;
            assert!(g.is_over());
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{seats} players: {:.0} games/s, {} steps and {} turns per game",
            games as f64 / secs,
            steps / games as usize,
            turns / games as u32
        );
    }
}

/// One rules step as the benchmark measures it (clone, `legal_actions`, `apply`), over mid-game
/// positions of 4-player games.
fn rules_steps() {
    let mut positions = Vec::new();
    for seed in 0..50u64 {
        let mut g = Hansa::setup(&Options::new(), 4, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        for _ in 0..300 {
            let seat = g.active_seats()[0];
            let legal = g.legal_actions(seat);
            let a = rng.pick(&legal).unwrap().clone();
            let mut next = g.clone();
            next.apply(seat, &a).unwrap();
            if next.is_over() {
                break;
            }
            g = next;
        }
        positions.push(g);
    }
    let rounds = 400;
    let start = Instant::now();
    for i in 0..rounds {
        for g in &positions {
            let mut next = g.clone();
            let seat = next.active_seats()[0];
            let legal = next.legal_actions(seat);
            let a = &legal[i % legal.len()];
            next.apply(seat, a).unwrap();
            std::hint::black_box(&next);
        }
    }
    let per = start.elapsed().as_secs_f64() / (rounds * positions.len()) as f64;
    println!("rules step: {:.2} µs", per * 1e6);
}

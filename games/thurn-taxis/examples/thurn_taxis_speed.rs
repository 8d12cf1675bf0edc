//! Rough timing of random playouts and rules steps: `cargo run --release --example thurn_taxis_speed`
//! (`-- --uniform` or `-- --policy` for one kind).
//! Uniform playouts (`legal_actions` + `apply`) and policy playouts (`playout_action` + `advance`,
//! as bot search plays them), with the length of the games.

use std::time::Instant;

use kontor_engine::conformance::random_playout;
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, fast_playout};
use kontor_thurn_taxis::ThurnTaxis;

fn main() {
    // `--uniform` or `--policy` runs only that kind.
    let uniform = !std::env::args().any(|a| a == "--policy");
    let policy = !std::env::args().any(|a| a == "--uniform");
    for seats in 2..=4 {
        if uniform {
            uniform_playouts(seats);
        }
        if policy {
            policy_playouts(seats);
        }
    }
}

/// Uniformly random playouts: `legal_actions` + `apply`.
fn uniform_playouts(seats: usize) {
    let games = 500u64;
    let start = Instant::now();
    let mut steps = 0usize;
    for seed in 0..games {
        let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        steps += random_playout(&mut g, &mut rng, 1_000_000, |_, _, _| Ok(())).expect("playout").steps;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "uniform {seats} players: {:.0} playouts/s, {:.0} steps/game, {:.2} µs/step (legal + apply)",
        games as f64 / secs,
        steps as f64 / games as f64,
        secs * 1e6 / steps as f64
    );
}

/// Policy playouts as bot search plays them (`playout_action` + `advance`), with how the games
/// went.
fn policy_playouts(seats: usize) {
    let games = 20_000u64;
    let start = Instant::now();
    let (mut steps, mut turns, mut sevens, mut houses) = (0usize, 0u64, 0usize, 0u64);
    for seed in 0..games {
        let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed ^ 0xA5A5);
        steps += fast_playout(&mut g, &mut rng, 100_000).expect("playout");
        turns += u64::from(g.turns);
        sevens += g.players.values().filter(|p| p.carriage == 7).count();
        houses += g.players.values().map(|p| u64::from(p.houses.count_ones())).sum::<u64>();
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "policy {seats} players: {:.0} playouts/s, {:.0} steps/game, {:.1} turns/player, {:.2} µs/step, \
         {:.1} 7-carriages and {:.1} houses placed per player",
        games as f64 / secs,
        steps as f64 / games as f64,
        turns as f64 / games as f64 / seats as f64,
        secs * 1e6 / steps as f64,
        sevens as f64 / games as f64,
        houses as f64 / games as f64 / seats as f64
    );
}

//! Rough timing of random playouts and rules steps: `cargo run --release --example thurn_taxis_speed`.

use std::time::Instant;

use kontor_engine::{Game, GameRng, Options, random_playout};
use kontor_thurn_taxis::ThurnTaxis;

fn main() {
    for seats in 2..=4 {
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
            "{seats} players: {:.0} playouts/s, {:.0} steps/game, {:.2} µs/step (legal + apply)",
            games as f64 / secs,
            steps as f64 / games as f64,
            secs * 1e6 / steps as f64
        );
    }
}

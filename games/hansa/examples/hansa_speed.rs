//! Random playout speed: `cargo run --release -p kontor-hansa --example hansa_speed`.

use std::time::Instant;

use kontor_engine::conformance::random_playout;
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options};
use kontor_hansa::Hansa;

fn main() {
    let mut total_steps = 0;
    let games = 400u64;
    let start = Instant::now();
    for seed in 0..games {
        let seats = 2 + (seed % 4) as usize;
        let mut opts = Options::new();
        if seed % 2 == 1 {
            opts.insert("tokens".into(), "bigbox".into());
        }
        let mut g = Hansa::setup(&opts, seats, seed).unwrap();
        let mut rng = GameRng::from_seed(seed);
        let report = random_playout(&mut g, &mut rng, 100_000, |_, _, _| Ok(()))
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        total_steps += report.steps;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} playouts in {secs:.2}s: {:.0} playouts/s, {:.0} steps/playout, {:.2} µs/step",
        games as f64 / secs,
        total_steps as f64 / games as f64,
        secs * 1e6 / total_steps as f64
    );
}

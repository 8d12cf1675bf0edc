//! Rough speed check: `cargo run --release -p kontor-el-dorado --example el_dorado_speed`.
//! Uniformly random playouts (how many finish, steps, playouts/s) and bot games.

use std::time::Instant;

use kontor_el_dorado::ElDorado;
use kontor_engine::{Game, GameRng, Options, choose_bot_action, random_playout};

fn main() {
    for seats in [2, 3, 4] {
        let n = 30;
        let t = Instant::now();
        let (mut finished, mut steps) = (0, 0);
        for seed in 0..n {
            let mut g = ElDorado::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            match random_playout(&mut g, &mut rng, 20_000, |_, _, _| Ok(())) {
                Ok(r) => {
                    finished += 1;
                    steps += r.steps;
                }
                Err(_) => steps += 20_000,
            }
        }
        let secs = t.elapsed().as_secs_f64();
        println!(
            "{seats}p random: {finished}/{n} finished, {:.0} playouts/s, {:.2} µs/step, {:.0} steps/game",
            f64::from(n as u32) / secs,
            secs * 1e6 / steps as f64,
            steps as f64 / f64::from(n as u32)
        );
        let t = Instant::now();
        let mut bot_steps = 0;
        let games = 20;
        for seed in 0..games {
            let mut g = ElDorado::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let mut n = 0;
            while !g.is_over() && n < 5_000 {
                n += 1;
                let s = g.active_seats()[0];
                let a = choose_bot_action(&g, s, &mut rng).unwrap();
                g.apply(s, &a).unwrap();
                bot_steps += 1;
            }
            if !g.is_over() {
                println!("  seed {seed}: stalled; {}", g.public_summary().replace('\n', " | "));
            }
        }
        println!(
            "{seats}p bots: {:.1} ms/game, {} steps/game",
            t.elapsed().as_secs_f64() * 1e3 / games as f64,
            bot_steps / games
        );
    }
}

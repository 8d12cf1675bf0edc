//! Which actions uniformly random playouts choose: `cargo run --release --example thurn_taxis_mix`.

use std::collections::BTreeMap;

use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options};
use kontor_thurn_taxis::ThurnTaxis;

fn main() {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut legal_sizes: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for seed in 0..200u64 {
        let mut g = ThurnTaxis::setup(&Options::new(), 3, seed).expect("setup");
        let mut rng = GameRng::from_seed(seed);
        while !g.is_over() {
            let seat = g.active_seats()[0];
            let legal = g.legal_actions(seat);
            let step =
                format!("{:?}", g.step().expect("a step")).split([' ', '{']).next().unwrap_or("").to_string();
            let e = legal_sizes.entry(step).or_default();
            e.0 += 1;
            e.1 += legal.len();
            let a = rng.pick(&legal).expect("legal").clone();
            let kind = format!("{a:?}").split(['(', ' ', '{']).next().unwrap_or("").to_string();
            *counts.entry(kind).or_default() += 1;
            g.apply(seat, &a).expect("apply");
        }
    }
    println!("{counts:?}");
    for (k, (n, total)) in legal_sizes {
        println!("{k}: {n} times, {:.1} legal on average", total as f64 / n as f64);
    }
}

//! The playout policy bot search plays its rollouts with: games that end by the rules, last about
//! as long as real ones, and differ from seed to seed.

use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, fast_playout};
use kontor_thurn_taxis::ThurnTaxis;

const MAX_STEPS: usize = 20_000;

/// Seeds per table for the playout policy checks.
const POLICY_SEEDS: u64 = 100;

/// The playout policy of bot search (`playout_action`, then `advance`; the shared conformance
/// checks show it agrees with `apply` and `legal_actions`) ends every game by the rules, with the
/// cards conserved, in about as many turns as a real game (a few dozen per player).
#[test]
fn playout_policy_games_last_about_as_long_as_real_ones() {
    for seats in 2..=4 {
        let mut turns = 0u64;
        for seed in 0..POLICY_SEEDS {
            let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed ^ 0x5EED);
            if let Err(e) = fast_playout(&mut g, &mut rng, MAX_STEPS) {
                panic!("{seats} players, seed {seed}: {e}");
            }
            assert!(g.is_over() && g.game_end.is_some(), "{seats} players, seed {seed}: ended by the rules");
            assert!(g.cards_conserved(), "{seats} players, seed {seed}: cards");
            turns += u64::from(g.turns);
        }
        let per_player = turns as f64 / (POLICY_SEEDS * seats as u64) as f64;
        eprintln!("{seats} players: {per_player:.1} turns per player");
        assert!((12.0..=60.0).contains(&per_player), "{seats} players: {per_player:.1} turns per player");
    }
}

/// Policy playouts stay random (other seeds, other games), and many more of them all end.
#[test]
fn playout_policy_games_differ_by_seed_and_always_end() {
    for seats in 2..=4 {
        let mut endings = std::collections::BTreeSet::new();
        for seed in 0..1_000u64 {
            let mut g = ThurnTaxis::setup(&Options::new(), seats, 1).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let steps = fast_playout(&mut g, &mut rng, MAX_STEPS)
                .unwrap_or_else(|e| panic!("{seats} players, rng seed {seed}: {e}"));
            assert!(g.game_end.is_some());
            assert!(g.cards_conserved(), "{seats} players, rng seed {seed}: cards");
            endings.insert((steps, g.players.values().map(|p| (p.houses, p.carriage)).collect::<Vec<_>>()));
        }
        assert!(endings.len() > 900, "{seats} players: only {} different games", endings.len());
    }
}

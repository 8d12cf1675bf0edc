//! Shared pieces of the criterion benchmarks.

use kontor_engine::{GameRng, Options, Seat};
use kontor_games::{AnyGame, GameKind};

/// Plays one uniformly random game to its end; returns the number of actions.
pub fn random_game(kind: GameKind, seats: usize, seed: u64) -> usize {
    let mut game = AnyGame::setup(kind, &Options::new(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xA5A5);
    let mut steps = 0;
    while !game.is_over() && steps < 200_000 {
        let active = game.active_seats();
        let seat = *rng.pick(&active).expect("an active seat");
        let legal = game.legal_actions(seat);
        let action = rng.pick(&legal).expect("a legal action").clone();
        game.apply(seat, &action).expect("legal actions apply");
        steps += 1;
    }
    steps
}

/// Plays one game to its end with the game's playout policy (`BotHints::playout_action` and
/// `Rules::advance`), as bot search does; returns the number of actions.
pub fn policy_game(kind: GameKind, seats: usize, seed: u64) -> usize {
    let mut game = AnyGame::setup(kind, &Options::new(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed ^ 0xA5A5);
    game.fast_playout(&mut rng, 200_000).expect("playouts end")
}

/// A game `steps` random actions in, for step and render benchmarks.
pub fn mid_game(kind: GameKind, seats: usize, seed: u64, steps: usize) -> AnyGame {
    let mut game = AnyGame::setup(kind, &Options::new(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(seed);
    for _ in 0..steps {
        let Some(&seat) = game.active_seats().first() else { break };
        let legal = game.legal_actions(seat);
        let Some(action) = rng.pick(&legal).cloned() else { break };
        let mut next = game.clone();
        next.apply(seat, &action).expect("legal actions apply");
        if next.is_over() {
            break;
        }
        game = next;
    }
    game
}

/// One rules step: the legal actions of the seat to act, and one of them applied.
pub fn rules_step(game: &AnyGame, pick: usize) -> AnyGame {
    let mut next = game.clone();
    let seat: Seat = next.active_seats()[0];
    let legal = next.legal_actions(seat);
    let action = &legal[pick % legal.len()];
    next.apply(seat, action).expect("legal actions apply");
    next
}

/// Resident memory of this process in KiB (Linux), if known.
#[must_use]
pub fn resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

//! Random playouts for the checks: uniformly random legal moves, and the game's own playout
//! policy checked against its rules.

use crate::playout::{play_by_policy, play_to_end};
use crate::{Game, GameRng, PlayoutError, Seat};

use super::Suite;

/// Summary of one random playout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayoutReport {
    pub steps: usize,
}

/// Plays uniformly random legal actions until the game ends. `inspect` sees the state before each
/// step and may add its own checks (it returns an error text to stop the playout).
pub fn random_playout<G: Game>(
    game: &mut G,
    rng: &mut GameRng,
    max_steps: usize,
    mut inspect: impl FnMut(&G, Seat, &G::Action) -> Result<(), String>,
) -> Result<PlayoutReport, PlayoutError> {
    let steps = play_to_end(game, rng, max_steps, |game, seat, rng, index| {
        let legal = game.legal_actions(seat);
        let Some(action) = rng.pick(&legal).cloned() else {
            return Err(PlayoutError::no_legal_action(index, seat));
        };
        let refused =
            |game: &G, reason| PlayoutError::refused(index, seat, game.format_action(&action), reason);
        inspect(game, seat, &action).map_err(|reason| refused(game, reason))?;
        game.apply(seat, &action).map(drop).map_err(|e| refused(game, e.to_string()))
    })?;
    Ok(PlayoutReport { steps })
}

/// Checks a game's playout policy against its rules along one playout: every `playout_action` is
/// listed by `legal_actions`, and `advance` leaves the same state as `apply`. Returns the steps.
pub fn check_playout_policy<G: Game>(
    game: &mut G,
    rng: &mut GameRng,
    max_steps: usize,
) -> Result<usize, PlayoutError> {
    play_by_policy(game, rng, max_steps, agrees_with_rules)
}

/// One step of [`check_playout_policy`]: the policy's `action` for `seat` is legal, and advancing
/// by it leaves the state applying it leaves.
fn agrees_with_rules<G: Game>(
    game: &mut G,
    seat: Seat,
    action: G::Action,
    index: usize,
) -> Result<(), PlayoutError> {
    let notation = game.format_action(&action);
    let refused = |reason: String| PlayoutError::refused(index, seat, notation.clone(), reason);
    if !game.legal_actions(seat).contains(&action) {
        return Err(refused("the playout policy chose an action legal_actions does not list".into()));
    }
    let mut applied = game.clone();
    applied.apply(seat, &action).map_err(|e| refused(e.to_string()))?;
    game.advance(seat, &action).map_err(|e| refused(e.to_string()))?;
    if serde_json::to_string(&applied).ok() != serde_json::to_string(&*game).ok() {
        return Err(refused("advance and apply left different states".into()));
    }
    Ok(())
}

/// The playout policy along eight seeded games at every table of a suite.
pub fn check_suite<G: Game>(suite: &Suite) {
    for (options, seats) in suite.each_table() {
        for seed in 0..8u64 {
            let mut game = G::setup(options, seats, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed ^ 0x5EED);
            let steps = check_playout_policy(&mut game, &mut rng, suite.max_steps)
                .unwrap_or_else(|e| panic!("{seats} seats, {options:?}, seed {seed}: {e}"));
            assert!(game.is_over() && steps > 0, "{seats} seats, seed {seed}: the policy's game ends");
        }
    }
}

//! A simple bot for any game: one ply of look-ahead on the game's own evaluation.

use crate::{Game, GameRng, Seat};

/// Picks the legal action of `seat` whose result `Game::evaluate` rates best for that seat; ties are
/// broken at random; with the game's `BOT_EXPLORATION` chance it plays a random legal action instead.
/// Returns `None` when the seat has nothing to do.
pub fn choose_bot_action<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    let mut legal = game.legal_actions(seat);
    // Steps back out of a multi-step choice change nothing a bot could rate, and weighing them
    // would let it walk back and forth for ever: it takes one only when nothing else is left.
    if legal.iter().any(|a| !game.is_step_back(a)) {
        legal.retain(|a| !game.is_step_back(a));
    }
    if G::BOT_EXPLORATION > 0.0 && (rng.below(1_000) as f64) < G::BOT_EXPLORATION * 1_000.0 {
        return rng.pick(&legal).cloned();
    }
    let mut best: Vec<&G::Action> = Vec::new();
    let mut best_score = f64::NEG_INFINITY;
    for action in &legal {
        let mut next = game.clone();
        if next.apply(seat, action).is_err() {
            continue;
        }
        let score = next.evaluate(seat);
        if score > best_score + 1e-9 {
            best_score = score;
            best.clear();
            best.push(action);
        } else if (score - best_score).abs() <= 1e-9 {
            best.push(action);
        }
    }
    rng.pick(&best).map(|a| (*a).clone())
}

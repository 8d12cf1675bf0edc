//! A simple bot for any game: one ply of look-ahead on the game's own evaluation, on a state drawn
//! from what the bot's seat can see ([`BotHints::determinize`](crate::BotHints::determinize)).

use crate::{Game, GameRng, Seat};

/// Picks the legal action of `seat` whose result `BotHints::evaluate` rates best for that seat; ties are
/// broken at random; with the game's `BOT_EXPLORATION` chance it plays a random legal action instead,
/// with its `BOT_POLICY` chance the game's playout policy.
/// Returns `None` when the seat has nothing to do.
pub fn choose_bot_action<G: Game>(game: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Action> {
    // Decide on a state drawn from what this seat can see: never on the real deck or hands.
    let game = &game.determinize(seat, rng);
    let legal = bot_actions(game, seat);
    if G::BOT_EXPLORATION > 0.0 && (rng.below(1_000) as f64) < G::BOT_EXPLORATION * 1_000.0 {
        return rng.pick(&legal).cloned();
    }
    if G::BOT_POLICY > 0.0 && (rng.below(1_000) as f64) < G::BOT_POLICY * 1_000.0 {
        return game.playout_action(seat, rng);
    }
    best_rated_action(game, seat, &legal, rng)
}

/// The actions a bot weighs: steps back out of a multi-step choice change nothing a bot could rate,
/// and weighing them would let it walk back and forth for ever, so it takes one only when nothing
/// else is left.
pub(crate) fn bot_actions<G: Game>(game: &G, seat: Seat) -> Vec<G::Action> {
    let mut legal = game.legal_actions(seat);
    if legal.iter().any(|a| !game.is_step_back(a)) {
        legal.retain(|a| !game.is_step_back(a));
    }
    legal
}

/// The one of `legal` whose result `BotHints::evaluate` rates best for `seat`; ties are broken at
/// random. `None` when no action applies.
pub(crate) fn best_rated_action<G: Game>(
    game: &G,
    seat: Seat,
    legal: &[G::Action],
    rng: &mut GameRng,
) -> Option<G::Action> {
    let mut best: Vec<&G::Action> = Vec::new();
    let mut best_score = f64::NEG_INFINITY;
    for action in legal {
        let Some(score) = rated(game, seat, action) else { continue };
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

/// `BotHints::evaluate` for `seat` after it plays `action`; `None` if the rules refuse it.
pub(crate) fn rated<G: Game>(game: &G, seat: Seat, action: &G::Action) -> Option<f64> {
    let mut next = game.clone();
    next.advance(seat, action).ok()?;
    Some(next.evaluate(seat))
}

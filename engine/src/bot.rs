//! A simple bot for any game: one ply of look-ahead on the game's own evaluation, on a state drawn
//! from what the bot's seat can see ([`Game::determinize`]).

use crate::{Game, GameRng, Seat};

/// Picks the legal action of `seat` whose result `Game::evaluate` rates best for that seat; ties are
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

/// The one of `legal` whose result `Game::evaluate` rates best for `seat`; ties are broken at
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

/// `Game::evaluate` for `seat` after it plays `action`; `None` if the rules refuse it.
pub(crate) fn rated<G: Game>(game: &G, seat: Seat, action: &G::Action) -> Option<f64> {
    let mut next = game.clone();
    next.advance(seat, action).ok()?;
    Some(next.evaluate(seat))
}

/// Checks that `seat`'s bot cannot peek at `game`: a state drawn from what `seat` sees looks the
/// same to it (equal views), drawing from either state with one seed gives the same state, and the
/// bot decides the same on both with one seed. For each game's tests, over playout positions.
/// Returns whether the drawn state shows another seat something different from `game` (its hand,
/// its mission): whether what `seat` cannot see was really drawn again.
pub fn check_no_peeking<G: Game>(game: &G, seat: Seat, seed: u64) -> Result<bool, String> {
    check_no_peeking_by(game, seat, seed, |g, rng| choose_bot_action(g, seat, rng))
}

/// [`check_no_peeking`] for any deciding bot: `decide` chooses for `seat` on a state with a generator.
pub fn check_no_peeking_by<G: Game>(
    game: &G,
    seat: Seat,
    seed: u64,
    decide: impl Fn(&G, &mut GameRng) -> Option<G::Action>,
) -> Result<bool, String> {
    let other = game.determinize(seat, &mut GameRng::from_seed(seed ^ 0x5eed_5eed));
    let view_of = |g: &G, s: Seat| serde_json::to_string(&g.view(crate::Viewer::Seat(s))).unwrap_or_default();
    let view = |g: &G| view_of(g, seat);
    if view(game) != view(&other) {
        return Err(format!("a drawn state looks different to {seat:?}:\n{}\n{}", view(game), view(&other)));
    }
    let state = |g: &G| serde_json::to_string(g).unwrap_or_default();
    let (a, b) = (
        game.determinize(seat, &mut GameRng::from_seed(seed)),
        other.determinize(seat, &mut GameRng::from_seed(seed)),
    );
    if state(&a) != state(&b) {
        return Err(format!("the drawn state depends on what {seat:?} cannot see"));
    }
    let (x, y) = (decide(game, &mut GameRng::from_seed(seed)), decide(&other, &mut GameRng::from_seed(seed)));
    if x != y {
        return Err(format!("{seat:?} decides {x:?} on one state and {y:?} on the other"));
    }
    Ok(Seat::all(game.seats()).any(|s| s != seat && view_of(game, s) != view_of(&other, s)))
}

/// [`check_no_peeking`] along seeded playouts (the game's playout policy) of `seats` players with
/// `options`: every `every`-th position, for every seat that must act. Returns the number of
/// checks and how many of them drew a state different from the real one.
pub fn check_no_peeking_in_playouts<G: Game>(
    options: &crate::Options,
    seats: usize,
    seeds: std::ops::Range<u64>,
    every: usize,
) -> Result<(usize, usize), String> {
    check_no_peeking_in_playouts_by::<G>(options, seats, seeds, every, None)
}

/// [`check_no_peeking_in_playouts`] for the tree search ([`crate::search_action`]) with
/// `iterations` iterations a decision.
pub fn check_search_no_peeking_in_playouts<G: Game>(
    options: &crate::Options,
    seats: usize,
    seeds: std::ops::Range<u64>,
    every: usize,
    iterations: usize,
) -> Result<(usize, usize), String> {
    check_no_peeking_in_playouts_by::<G>(options, seats, seeds, every, Some(iterations))
}

fn check_no_peeking_in_playouts_by<G: Game>(
    options: &crate::Options,
    seats: usize,
    seeds: std::ops::Range<u64>,
    every: usize,
    search: Option<usize>,
) -> Result<(usize, usize), String> {
    let (mut checked, mut differed) = (0, 0);
    for seed in seeds {
        let mut game = G::setup(options, seats, seed).map_err(|e| e.to_string())?;
        let mut rng = GameRng::from_seed(seed);
        for step in 0..20_000u64 {
            let active = game.active_seats();
            let Some(&mover) = active.first() else { break };
            if step % every as u64 == 0 {
                for &seat in &active {
                    let check_seed = seed * 100_000 + step;
                    let changed = match search {
                        None => check_no_peeking(&game, seat, check_seed),
                        Some(n) => check_no_peeking_by(&game, seat, check_seed, |g, rng| {
                            crate::search_action(g, seat, n, rng, || None).map(|d| d.action)
                        }),
                    }
                    .map_err(|e| format!("seed {seed}, move {step}: {e}"))?;
                    checked += 1;
                    differed += usize::from(changed);
                }
            }
            let action = game.playout_action(mover, &mut rng).ok_or("the seat to act has no move")?;
            game.advance(mover, &action).map_err(|e| format!("seed {seed}, move {step}: {e}"))?;
        }
    }
    Ok((checked, differed))
}

//! Bots decide from their own seat's view: a state that differs only in what the seat cannot see
//! (the deck, the other hands, the random generator) gets the same decision.

use crate::{Game, GameRng, Seat, choose_bot_action};

use super::Suite;

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

/// The no-peeking checks of a suite: the one-ply bot at every table along `peek_seeds` seeded
/// playouts, or (with `search`) the tree search with the suite's iterations at each table's
/// fewest and most players along one. Enough of the drawn states must differ from the real one
/// (`redrawn_percent` for the one-ply bot, a tenth for the search), so the check is not empty.
pub fn check_suite<G: Game>(suite: &Suite, search: bool) {
    let (mut checked, mut differed) = (0, 0);
    for table in &suite.tables {
        let (first, last) = (*table.seats.start(), *table.seats.end());
        let counts: Vec<usize> = if search { vec![first, last] } else { table.seats.clone().collect() };
        for seats in counts.into_iter().collect::<std::collections::BTreeSet<_>>() {
            let (seeds, every, iterations) = if search {
                (0..1, suite.search_every, Some(suite.search_iterations))
            } else {
                (0..suite.peek_seeds, suite.peek_every, None)
            };
            let (c, d) =
                check_no_peeking_in_playouts_by::<G>(&table.options, seats, seeds, every, iterations)
                    .unwrap_or_else(|e| panic!("{seats} seats, {:?}: {e}", table.options));
            (checked, differed) = (checked + c, differed + d);
        }
    }
    assert!(checked >= 20, "only {checked} positions checked");
    let percent = if search { 10 } else { suite.redrawn_percent };
    assert!(differed * 100 >= checked * percent, "{differed} of {checked} drawn states differ");
}

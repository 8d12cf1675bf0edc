//! Seeded random playouts for 2, 3 and 4 players, checking at every step that `legal_actions`
//! and `apply` agree, that nothing secret leaks into a view, that cards are conserved, that the
//! state survives serde and notation round-trips, and that the action log replays exactly.

use kontor_carthage::{Action, Card, Carthage, Colour, Phase, Row};
use kontor_engine::{Game, GameRng, Options, Seat, Viewer, replay};
use serde_json::Value;

const SEEDS_PER_TABLE: u64 = 100;
const MAX_STEPS: usize = 5_000;

/// All 12 card kinds.
fn kinds() -> Vec<Card> {
    Colour::ALL.into_iter().flat_map(|c| [2, 3, 5].map(|v| Card::new(c, v))).collect()
}

/// A universe of candidate actions, legal or not, to probe `apply` with: every token, `Buy`,
/// `Pass`, `Pay` of all 12 kinds, `Take` and `Reserve` of slots 0..=12 in both rows, and `Protect`
/// of the empty set and single cards. `protect_sets` adds every set of two cards (sorted and not)
/// and many sets of three, used while pirates threaten.
fn universe(protect_sets: bool) -> Vec<Action> {
    let kinds = kinds();
    let mut all: Vec<Action> = Colour::ALL.into_iter().map(Action::ChooseToken).collect();
    all.push(Action::Buy);
    all.push(Action::Pass);
    all.extend(kinds.iter().map(|&k| Action::Pay(k)));
    for slot in 0..=12 {
        all.push(Action::Take { slot });
        all.push(Action::Reserve { row: Row::Market, slot });
        all.push(Action::Reserve { row: Row::Farm, slot });
    }
    all.push(Action::Protect(Vec::new()));
    for (i, &a) in kinds.iter().enumerate() {
        all.push(Action::Protect(vec![a]));
        if !protect_sets {
            continue;
        }
        for &b in &kinds[i..] {
            all.push(Action::Protect(vec![a, b]));
            if a != b {
                all.push(Action::Protect(vec![b, a]));
            }
            all.push(Action::Protect(vec![a, a, b]));
            all.push(Action::Protect(vec![a, b, b]));
        }
    }
    all
}

/// Every object key anywhere in a JSON value.
fn keys(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                out.push(k.clone());
                keys(v, out);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| keys(v, out)),
        _ => {}
    }
}

fn check_views(g: &Carthage) -> Result<(), String> {
    let over = g.is_over();
    let viewers = Seat::all(g.seats()).map(Viewer::Seat).chain([Viewer::Spectator]);
    for viewer in viewers {
        let view = g.view(viewer);
        for p in &view.players {
            let own = viewer.is_seat(p.seat);
            let real = &g.players[p.seat];
            if p.hand.is_some() != own {
                return Err(format!("{viewer:?} sees the hand of {}", p.seat));
            }
            if own {
                let mut hand = real.hand.clone();
                hand.sort();
                if p.hand.as_ref() != Some(&hand) {
                    return Err(format!("{viewer:?} sees a wrong own hand"));
                }
            }
            if p.victory_points.is_some() != (own || over) {
                return Err(format!("{viewer:?} sees the victory points of {} (over: {over})", p.seat));
            }
            if p.hand_size != real.hand.len() || p.storehouse != real.storehouse || p.tokens != real.tokens {
                return Err(format!("{viewer:?} sees wrong public pieces of {}", p.seat));
            }
        }
        if view.active_seat() != g.active_seats().first().copied() {
            return Err(format!("{viewer:?} sees the wrong active seat"));
        }
        let json = serde_json::to_value(&view).map_err(|e| e.to_string())?;
        let mut found = Vec::new();
        keys(&json, &mut found);
        if let Some(k) = found.iter().find(|k| matches!(k.as_str(), "deck" | "rng" | "hands" | "vp_cards")) {
            return Err(format!("{viewer:?} view has a `{k}` key"));
        }
        // Another seat's hand cards never appear in the view JSON as a card list of that seat.
        if let Viewer::Seat(me) = viewer {
            for (seat, p) in view.players.iter().enumerate() {
                if seat != me.index() && p.hand.is_some() {
                    return Err(format!("{viewer:?} sees seat {seat}'s hand"));
                }
            }
        }
    }
    Ok(())
}

/// Checks one position thoroughly; returns an error text on the first problem.
fn check_step(g: &Carthage, universes: &[Vec<Action>; 2]) -> Result<(), String> {
    if g.card_count() != 108 {
        return Err(format!("{} cards", g.card_count()));
    }
    check_views(g)?;
    // Arrived ships wait in Carthage only while pirates threaten (payday step 3 before step 4).
    if g.ships.iter().any(|&s| s >= 5) && !matches!(g.phase, Phase::Protecting { .. }) {
        return Err(format!("a ship waits in Carthage during play: {:?}", g.ships));
    }
    for (seat, p) in g.players.iter() {
        let placed = g.market.iter().chain(&g.farm).filter(|s| s.reserved_by == Some(seat)).count();
        if placed > 1 || p.marker_free != (placed == 0) {
            return Err(format!("{seat}: {placed} markers placed, marker free: {}", p.marker_free));
        }
        if p.token_total() >= 8 {
            return Err(format!("{seat} holds {} tokens and the game goes on", p.token_total()));
        }
    }
    let active = g.active_seats();
    let [seat] = active[..] else { return Err(format!("active seats {active:?}")) };
    for other in Seat::all(g.seats()).filter(|&s| s != seat) {
        if !g.legal_actions(other).is_empty() {
            return Err(format!("{other} has legal actions out of turn"));
        }
        for action in [Action::Pass, Action::Buy, Action::Take { slot: 0 }, Action::Protect(Vec::new())] {
            let mut probe = g.clone();
            if probe.apply(other, &action).is_ok() || probe != *g {
                return Err(format!("{other} out of turn: {action:?} not refused cleanly"));
            }
        }
    }
    let legal = g.legal_actions(seat);
    if legal.is_empty() {
        return Err(format!("dead end: {seat} has no legal action"));
    }
    for action in &legal {
        let mut probe = g.clone();
        if let Err(e) = probe.apply(seat, action) {
            return Err(format!("listed {action:?} refused: {e}"));
        }
        if probe.card_count() != 108 {
            return Err(format!("{action:?} leaves {} cards", probe.card_count()));
        }
        let text = g.format_action(action);
        match g.parse_action(seat, &text) {
            Ok(parsed) if parsed == *action => {}
            other => return Err(format!("notation `{text}` of {action:?} parses to {other:?}")),
        }
    }
    let universe = &universes[usize::from(matches!(g.phase, Phase::Protecting { .. }))];
    // `apply` must leave a refused state untouched, so one probe serves every candidate.
    let mut probe = g.clone();
    for action in universe.iter().filter(|a| !legal.contains(a)) {
        if probe.apply(seat, action).is_ok() {
            return Err(format!("unlisted {action:?} applied"));
        }
        if probe != *g {
            return Err(format!("refused {action:?} changed the state"));
        }
    }
    Ok(())
}

/// What a playout went through, to make sure the checks saw every phase.
#[derive(Default)]
struct Tally {
    steps: usize,
    protecting: usize,
    paying: usize,
    passes: usize,
}

/// Plays one seeded random game with every check.
fn playout(seats: usize, seed: u64, universes: &[Vec<Action>; 2], tally: &mut Tally) -> Result<(), String> {
    let mut g = Carthage::setup(&Options::new(), seats, seed).map_err(|e| e.to_string())?;
    let mut rng = GameRng::from_seed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seats as u64);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    for step in 0..MAX_STEPS {
        if g.is_over() {
            if g.outcome().is_none() {
                return Err("over without an outcome".into());
            }
            check_views(&g).map_err(|e| format!("at the end: {e}"))?;
            if !g.active_seats().is_empty() {
                return Err("active seats after the end".into());
            }
            let again: Carthage =
                replay(&Options::new(), seats, seed, &log).map_err(|e| format!("replay: {e}"))?;
            if again != g {
                return Err("replaying the log gives another state".into());
            }
            tally.steps += step;
            return Ok(());
        }
        check_step(&g, universes).map_err(|e| format!("step {step}: {e}"))?;
        let json = serde_json::to_string(&g).map_err(|e| e.to_string())?;
        let back: Carthage = serde_json::from_str(&json).map_err(|e| e.to_string())?;
        if back != g {
            return Err(format!("step {step}: serde round trip differs"));
        }
        match g.phase {
            Phase::Protecting { .. } => tally.protecting += 1,
            Phase::Paying { .. } => tally.paying += 1,
            _ => {}
        }
        let seat = g.active_seats()[0];
        let legal = g.legal_actions(seat);
        let action = rng.pick(&legal).expect("checked non-empty").clone();
        tally.passes += usize::from(action == Action::Pass);
        g.apply(seat, &action).map_err(|e| format!("step {step}: {e}"))?;
        log.push((seat, action));
    }
    Err(format!("no end after {MAX_STEPS} steps"))
}

fn run_table(seats: usize) {
    let universes = [universe(false), universe(true)];
    let mut tally = Tally::default();
    for seed in 0..SEEDS_PER_TABLE {
        if let Err(e) = playout(seats, seed, &universes, &mut tally) {
            panic!("{seats} players, seed {seed}: {e}");
        }
    }
    eprintln!(
        "{seats} players: {} steps, {} paying, {} protecting, {} passes",
        tally.steps, tally.paying, tally.protecting, tally.passes
    );
    assert!(tally.paying > 0 && tally.protecting > 0, "the playouts reach payment and protection");
}

#[test]
fn random_playouts_two_players() {
    run_table(2);
}

#[test]
fn random_playouts_three_players() {
    run_table(3);
}

#[test]
fn random_playouts_four_players() {
    run_table(4);
}

/// Bots (`choose_bot_action`) buy, protect and score: their games end by the 8th token, not by
/// everyone running out of moves.
#[test]
fn bot_games_end_by_the_eighth_token() {
    for seats in 2..=4 {
        for seed in 0..4u64 {
            let mut g = Carthage::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let mut steps = 0;
            while !g.is_over() {
                steps += 1;
                assert!(steps < MAX_STEPS, "{seats} players, seed {seed}: no end");
                let seat = g.active_seats()[0];
                let action = kontor_engine::choose_bot_action(&g, seat, &mut rng).expect("a move");
                g.apply(seat, &action).expect("bots play legal moves");
            }
            assert!(
                g.players.values().any(|p| p.token_total() >= 8),
                "{seats} players, seed {seed}: the bots' game ended without an 8th token"
            );
            assert!(g.outcome().unwrap().scores.values().all(|&s| s > 0));
        }
    }
}

/// Bot search plays with `playout_action` and `advance`: the choice is always listed by
/// `legal_actions`, and `advance` changes the state exactly as `apply` does.
#[test]
fn playout_policy_agrees_with_apply_and_legal_actions() {
    for seats in 2..=4 {
        for seed in 0..40u64 {
            let mut g = Carthage::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed ^ 0x5EED);
            let steps = kontor_engine::check_playout_policy(&mut g, &mut rng, MAX_STEPS)
                .unwrap_or_else(|e| panic!("{seats} players, seed {seed}: {e}"));
            assert!(g.is_over() && steps > 0);
        }
    }
}

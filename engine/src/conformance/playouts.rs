//! Checked playouts: seeded random games in which every position is checked against what the
//! [`Game`] trait promises, and the finished game against its log.

use std::collections::BTreeSet;

use serde_json::Value;

use crate::{Game, GameRng, Options, Seat, Viewer, replay};

use super::{Checks, Suite, check_menu_paths};

/// What the checked playouts of a run went through ([`Checks::note`]), to make sure the checks
/// saw every phase the game names in [`Checks::MUST_SEE`].
pub type Coverage = BTreeSet<&'static str>;

/// Checked playouts of every table of `suite`, `seeds` seeds each; panics naming the table, the
/// seed and the first fault.
pub fn run_playouts<G: Game + PartialEq, C: Checks<G>>(suite: &Suite, seeds: u64) {
    let mut seen = Coverage::new();
    for (options, seats) in suite.each_table() {
        for seed in 0..seeds {
            if let Err(e) = checked_playout::<G, C>(options, seats, seed, suite, &mut seen) {
                panic!("{seats} seats, {options:?}, seed {seed}: {e}");
            }
        }
    }
    let missed: Vec<&str> = C::MUST_SEE.iter().copied().filter(|n| !seen.contains(n)).collect();
    assert!(missed.is_empty(), "the playouts never reached {missed:?}");
}

/// One seeded random game with every check at every `check_every`-th position of the suite (and
/// the game's invariants at all); returns its number of steps.
pub fn checked_playout<G: Game + PartialEq, C: Checks<G>>(
    options: &Options,
    seats: usize,
    seed: u64,
    suite: &Suite,
    seen: &mut Coverage,
) -> Result<usize, String> {
    let max_steps = suite.max_steps;
    let mut game = G::setup(options, seats, seed).map_err(|e| format!("setup: {e}"))?;
    let mut rng = GameRng::from_seed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seats as u64);
    let mut log: Vec<(Seat, G::Action)> = Vec::new();
    for step in 0..max_steps {
        if game.is_over() {
            check_end::<G, C>(&game, options, seed, &log, seen)?;
            return Ok(step);
        }
        C::note(&game, seen);
        let checked = match step % suite.check_every.max(1) {
            0 => check_position::<G, C>(&game, &mut rng),
            _ => C::invariants(&game),
        };
        checked.map_err(|e| format!("step {step}: {e}"))?;
        let active = game.active_seats();
        let seat = *rng.pick(&active).ok_or(format!("step {step}: no seat is active"))?;
        let action = C::choose(&game, seat, &game.legal_actions(seat), &mut rng);
        game.apply(seat, &action).map_err(|e| format!("step {step}: {e}"))?;
        log.push((seat, action));
    }
    Err(format!("no end after {max_steps} steps"))
}

/// The checks of a finished game: an outcome, nobody left to act, the game's invariants, views
/// that keep secrets, and a log that replays to the same state; the end is noted for coverage.
fn check_end<G: Game + PartialEq, C: Checks<G>>(
    game: &G,
    options: &Options,
    seed: u64,
    log: &[(Seat, G::Action)],
    seen: &mut Coverage,
) -> Result<(), String> {
    if game.outcome().is_none() {
        return Err("over without an outcome".into());
    }
    if !game.active_seats().is_empty() {
        return Err("seats still act after the end".into());
    }
    C::invariants(game).map_err(|e| format!("at the end: {e}"))?;
    C::note(game, seen);
    check_views::<G, C>(game, &mut GameRng::from_seed(seed)).map_err(|e| format!("at the end: {e}"))?;
    check_serde(game).map_err(|e| format!("at the end: {e}"))?;
    let again: G = replay(options, game.seats(), seed, log).map_err(|e| format!("replay: {e}"))?;
    if again != *game {
        return Err("replaying the log gives another state".into());
    }
    Ok(())
}

/// Every check of one position of a game in progress.
pub fn check_position<G: Game + PartialEq, C: Checks<G>>(game: &G, rng: &mut GameRng) -> Result<(), String> {
    C::invariants(game)?;
    check_serde(game)?;
    check_views::<G, C>(game, rng)?;
    let active = game.active_seats();
    if active.is_empty() {
        return Err("the game is not over and nobody acts".into());
    }
    for seat in Seat::all(game.seats()) {
        if active.contains(&seat) {
            check_active_seat::<G, C>(game, seat, rng)?;
        } else {
            check_waiting_seat::<G, C>(game, seat, &active, rng)?;
        }
    }
    Ok(())
}

/// A seat that must act: it has moves; each applies, and its notation and menu path lead back to
/// it; the game's probes that are not listed are refused and change nothing.
fn check_active_seat<G: Game + PartialEq, C: Checks<G>>(
    game: &G,
    seat: Seat,
    rng: &mut GameRng,
) -> Result<(), String> {
    let legal = game.legal_actions(seat);
    if legal.is_empty() {
        return Err(format!("dead end: {seat} must act and has no legal action"));
    }
    if let Some(twice) = legal.iter().enumerate().find(|(i, a)| legal[..*i].contains(a)) {
        return Err(format!("{:?} is listed twice", twice.1));
    }
    for action in &legal {
        let mut probe = game.clone();
        probe.apply(seat, action).map_err(|e| format!("listed {action:?} refused: {e}"))?;
        C::invariants(&probe).map_err(|e| format!("after {action:?}: {e}"))?;
        let text = game.format_action(action);
        match game.parse_action(seat, &text) {
            Ok(parsed) if parsed == *action => {}
            other => return Err(format!("notation `{text}` of {action:?} parses to {other:?}")),
        }
    }
    check_menu_paths(game, seat)?;
    let unlisted: Vec<G::Action> =
        C::probes(game, seat, rng).into_iter().filter(|a| !legal.contains(a)).collect();
    refused_cleanly(game, seat, &unlisted)
}

/// A seat that waits: no moves, and neither the game's probes nor the moves of the seats that act
/// apply for it.
fn check_waiting_seat<G: Game + PartialEq, C: Checks<G>>(
    game: &G,
    seat: Seat,
    active: &[Seat],
    rng: &mut GameRng,
) -> Result<(), String> {
    if !game.legal_actions(seat).is_empty() {
        return Err(format!("{seat} has legal actions out of turn"));
    }
    let mut probes = C::probes(game, seat, rng);
    probes.extend(active.iter().flat_map(|&s| game.legal_actions(s)));
    refused_cleanly(game, seat, &probes).map_err(|e| format!("{seat} out of turn: {e}"))
}

/// Each of `actions` is refused for `seat` by `apply` and by `advance`, and the refusal leaves the
/// state as it was.
fn refused_cleanly<G: Game + PartialEq>(game: &G, seat: Seat, actions: &[G::Action]) -> Result<(), String> {
    // A refused `apply` leaves the state untouched, so one probe serves every candidate.
    let mut probe = game.clone();
    for action in actions {
        if probe.apply(seat, action).is_ok() || probe.advance(seat, action).is_ok() {
            return Err(format!("unlisted {action:?} applied"));
        }
        if probe != *game {
            return Err(format!("refused {action:?} changed the state"));
        }
    }
    Ok(())
}

/// The state survives a JSON round trip.
fn check_serde<G: Game + PartialEq>(game: &G) -> Result<(), String> {
    let json = serde_json::to_string(game).map_err(|e| e.to_string())?;
    let back: G = serde_json::from_str(&json).map_err(|e| format!("the state does not load back: {e}"))?;
    if back != *game {
        return Err("the state differs after a JSON round trip".into());
    }
    Ok(())
}

/// No view shows what its viewer may not see: each seat's view and the spectator's are the same
/// on a state redrawn from what one seat can see, no view holds a secret key, and the game's own
/// view checks pass.
fn check_views<G: Game, C: Checks<G>>(game: &G, rng: &mut GameRng) -> Result<(), String> {
    let json = |g: &G, viewer| serde_json::to_value(g.view(viewer)).map_err(|e| e.to_string());
    let spectator = json(game, Viewer::Spectator)?;
    for viewer in Seat::all(game.seats()).map(Viewer::Seat).chain([Viewer::Spectator]) {
        let view = game.view(viewer);
        C::check_view(game, viewer, &view).map_err(|e| format!("{viewer:?}: {e}"))?;
        let value = serde_json::to_value(&view).map_err(|e| e.to_string())?;
        if let Some(key) = secret_key(&value, C::SECRET_KEYS) {
            return Err(format!("the view of {viewer:?} has a `{key}` key"));
        }
        // Redrawn states serve bots deciding; once the game is over its secrets may lie open.
        let Viewer::Seat(seat) = viewer else { continue };
        if game.is_over() {
            continue;
        }
        let drawn = game.determinize(seat, rng);
        if json(&drawn, viewer)? != value {
            return Err(format!("{seat} sees something it cannot know: its view changes on a redrawn state"));
        }
        if json(&drawn, Viewer::Spectator)? != spectator {
            return Err(format!("the spectator sees something {seat} cannot know"));
        }
    }
    Ok(())
}

/// The first of `secret` that is a key anywhere in `value`.
fn secret_key<'a>(value: &Value, secret: &[&'a str]) -> Option<&'a str> {
    match value {
        Value::Object(map) => map
            .iter()
            .find_map(|(k, v)| secret.iter().copied().find(|s| s == k).or_else(|| secret_key(v, secret))),
        Value::Array(items) => items.iter().find_map(|v| secret_key(v, secret)),
        _ => None,
    }
}

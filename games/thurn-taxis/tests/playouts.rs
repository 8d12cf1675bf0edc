//! Seeded random playouts for 2, 3 and 4 players, checking at every step that `legal_actions` and
//! `apply` agree, that nothing secret leaks into a view, that the 66 cards and each player's 20
//! houses are conserved, that the state survives serde and notation round-trips, and that the
//! action log replays exactly.

use kontor_engine::{
    Game, GameRng, Options, Seat, Viewer, check_playout_policy, choose_bot_action, fast_playout, replay,
};
use kontor_thurn_taxis::{
    Action, CITY_COUNT, City, End, HOUSES, Official, Placement, Province, Source, Step, ThurnTaxis,
};
use serde_json::Value;

/// Seeds per table (2, 3, 4 players), all checked at every step for conservation.
const SEEDS_PER_TABLE: u64 = 200;
/// Seeds checked thoroughly at every step; the others every `SAMPLE`th step (cheap checks always).
const FULL_SEEDS: u64 = 3;
const SAMPLE: usize = 17;
const MAX_STEPS: usize = 20_000;

/// Candidate actions, legal or not, for every step but the discard: every official, every draw
/// source (slots 0..8), every extension, new route, closing, house and `End`.
fn universe() -> Vec<Action> {
    let mut all: Vec<Action> = Official::ALL.into_iter().map(Action::Official).collect();
    all.extend((0..8).map(|i| Action::Draw(Source::Display(i))));
    all.push(Action::Draw(Source::Deck));
    for city in City::all() {
        all.push(Action::Extend { end: End::Left, city });
        all.push(Action::Extend { end: End::Right, city });
        all.push(Action::New(city));
        all.push(Action::House(city));
    }
    all.push(Action::Close(Placement::Each));
    all.extend(Province::all().map(|p| Action::Close(Placement::Province(p))));
    all.push(Action::End);
    all.push(Action::Keep(vec![City(0), City(1), City(2)]));
    all
}

/// Keep candidates: every triple (sorted and not) over the hand's cities and two others, plus
/// lists of the wrong length.
fn keep_universe(g: &ThurnTaxis, seat: Seat) -> Vec<Action> {
    let mut cities: Vec<City> = g.players[seat].hand.distinct().collect();
    cities.extend(City::all().filter(|c| !g.players[seat].hand.has(*c)).take(2));
    let mut all = Vec::new();
    for &a in &cities {
        for &b in &cities {
            for &c in &cities {
                all.push(Action::Keep(vec![a, b, c]));
            }
            all.push(Action::Keep(vec![a, b]));
        }
        all.push(Action::Keep(vec![a, a, a, a]));
    }
    all.push(Action::Keep(Vec::new()));
    all.push(Action::End);
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

fn check_views(g: &ThurnTaxis) -> Result<(), String> {
    let viewers = Seat::all(g.seats()).map(Viewer::Seat).chain([Viewer::Spectator]);
    for viewer in viewers {
        let view = g.view(viewer);
        for p in &view.players {
            let own = viewer.is_seat(p.seat);
            let real = &g.players[p.seat];
            if p.hand.is_some() != own {
                return Err(format!("{viewer:?} sees the hand of {}", p.seat));
            }
            if own && p.hand.as_ref() != Some(&real.hand.to_vec()) {
                return Err(format!("{viewer:?} sees a wrong own hand"));
            }
            if p.hand_size != real.hand.len() || p.route != real.route || p.houses_left != real.houses_left {
                return Err(format!("{viewer:?} sees wrong public pieces of {}", p.seat));
            }
        }
        if view.active_seat() != g.active_seats().first().copied() {
            return Err(format!("{viewer:?} sees the wrong active seat"));
        }
        let json = serde_json::to_value(&view).map_err(|e| e.to_string())?;
        let mut found = Vec::new();
        keys(&json, &mut found);
        if let Some(k) = found.iter().find(|k| matches!(k.as_str(), "deck" | "rng" | "discard")) {
            return Err(format!("{viewer:?} view has a `{k}` key"));
        }
    }
    Ok(())
}

/// 66 cards (3 per city) and 20 houses per player, and well-formed routes.
fn check_conservation(g: &ThurnTaxis) -> Result<(), String> {
    if !g.cards_conserved() {
        return Err(format!("cards per city: {:?}", g.card_census()));
    }
    for (seat, p) in g.players.iter() {
        if u32::from(p.houses_left) + p.houses.count_ones() != u32::from(HOUSES) {
            return Err(format!("{seat}: houses not conserved"));
        }
        if p.route.iter().enumerate().any(|(i, c)| p.route[..i].contains(c)) {
            return Err(format!("{seat}: a city twice on the route {:?}", p.route));
        }
        if p.route.windows(2).any(|w| !w[0].borders(w[1])) {
            return Err(format!("{seat}: route of non-neighbours {:?}", p.route));
        }
    }
    Ok(())
}

fn check_step(g: &ThurnTaxis, universe: &[Action]) -> Result<(), String> {
    check_views(g)?;
    let active = g.active_seats();
    let [seat] = active[..] else { return Err(format!("active seats {active:?}")) };
    for other in Seat::all(g.seats()).filter(|&s| s != seat) {
        if !g.legal_actions(other).is_empty() {
            return Err(format!("{other} has legal actions out of turn"));
        }
        let mut probe = g.clone();
        if probe.apply(other, &Action::End).is_ok() || probe != *g {
            return Err(format!("{other} out of turn not refused cleanly"));
        }
    }
    let legal = g.legal_actions(seat);
    if legal.is_empty() {
        return Err(format!("dead end: {seat} has no legal action"));
    }
    if legal.iter().enumerate().any(|(i, a)| legal[..i].contains(a)) {
        return Err("an action is listed twice".into());
    }
    for action in &legal {
        let mut probe = g.clone();
        if let Err(e) = probe.apply(seat, action) {
            return Err(format!("listed {action:?} refused: {e}"));
        }
        if !probe.cards_conserved() {
            return Err(format!("{action:?} breaks card conservation"));
        }
        let text = g.format_action(action);
        match g.parse_action(seat, &text) {
            Ok(parsed) if parsed == *action => {}
            other => return Err(format!("notation `{text}` of {action:?} parses to {other:?}")),
        }
    }
    let keep;
    let candidates = if g.step() == Some(Step::Discard) {
        keep = keep_universe(g, seat);
        &keep
    } else {
        universe
    };
    let mut probe = g.clone();
    for action in candidates.iter().filter(|a| !legal.contains(a)) {
        if probe.apply(seat, action).is_ok() {
            return Err(format!("unlisted {action:?} applied"));
        }
        if probe != *g {
            return Err(format!("refused {action:?} changed the state"));
        }
        if probe.advance(seat, action).is_ok() || probe != *g {
            return Err(format!("unlisted {action:?} not refused cleanly by advance"));
        }
    }
    Ok(())
}

/// What the playouts went through, to make sure the checks saw every step.
#[derive(Default, Debug)]
struct Tally {
    steps: usize,
    closes: usize,
    housing: usize,
    discard: usize,
    carriage_7: usize,
    houses_out: usize,
}

fn playout(
    seats: usize,
    seed: u64,
    universe: &[Action],
    full: bool,
    tally: &mut Tally,
) -> Result<(), String> {
    let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).map_err(|e| e.to_string())?;
    let mut rng = GameRng::from_seed(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ seats as u64);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    for step in 0..MAX_STEPS {
        if g.is_over() {
            check_views(&g).map_err(|e| format!("at the end: {e}"))?;
            if !g.active_seats().is_empty() || g.game_end.is_none() {
                return Err("over without a trigger, or active seats after the end".into());
            }
            // The stored snapshot of the final position and the replayed action log agree.
            let snapshot = serde_json::to_string(&g).map_err(|e| e.to_string())?;
            let stored: ThurnTaxis = serde_json::from_str(&snapshot).map_err(|e| e.to_string())?;
            let again: ThurnTaxis =
                replay(&Options::new(), seats, seed, &log).map_err(|e| format!("replay: {e}"))?;
            if again != g || again != stored || serde_json::to_string(&again).ok() != Some(snapshot) {
                return Err("replaying the log gives another state than the snapshot".into());
            }
            tally.steps += step;
            tally.carriage_7 += g.players.values().filter(|p| p.carriage == 7).count();
            tally.houses_out += g.players.values().filter(|p| p.houses_left == 0).count();
            return Ok(());
        }
        check_conservation(&g).map_err(|e| format!("step {step}: {e}"))?;
        if full || step % SAMPLE == 0 {
            check_step(&g, universe).map_err(|e| format!("step {step}: {e}"))?;
            let json = serde_json::to_string(&g).map_err(|e| e.to_string())?;
            let back: ThurnTaxis = serde_json::from_str(&json).map_err(|e| e.to_string())?;
            if back != g {
                return Err(format!("step {step}: serde round trip differs"));
            }
        }
        match g.step() {
            Some(Step::Housing { .. }) => tally.housing += 1,
            Some(Step::Discard) => tally.discard += 1,
            _ => {}
        }
        let seat = g.active_seats()[0];
        let legal = g.legal_actions(seat);
        if legal.is_empty() {
            return Err(format!("step {step}: dead end, {seat} has no legal action"));
        }
        // Random, but extending and closing are preferred more often than not, so that the games
        // see long routes and late carriages and end sooner than uniformly random ones.
        let closes: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Close(_))).collect();
        let extends: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Extend { .. })).collect();
        let action = if !extends.is_empty() && rng.below(3) != 0 {
            (*rng.pick(&extends).expect("non-empty")).clone()
        } else if !closes.is_empty() && (long_enough(&g, seat) || rng.below(4) == 0) {
            (*rng.pick(&closes).expect("non-empty")).clone()
        } else {
            rng.pick(&legal).expect("checked non-empty").clone()
        };
        tally.closes += usize::from(matches!(action, Action::Close(_)));
        g.apply(seat, &action).map_err(|e| format!("step {step}: {e}"))?;
        log.push((seat, action));
    }
    Err(format!("no end after {MAX_STEPS} steps"))
}

/// Whether the route of `seat` earns its next carriage.
fn long_enough(g: &ThurnTaxis, seat: Seat) -> bool {
    let p = &g.players[seat];
    let slack = if g.official == Some(Official::Cartwright) { 2 } else { 0 };
    p.next_carriage().is_none_or(|n| p.route.len() + slack >= usize::from(n))
}

fn run_table(seats: usize) {
    let universe = universe();
    let mut tally = Tally::default();
    for seed in 0..SEEDS_PER_TABLE {
        let full = seed < FULL_SEEDS;
        if let Err(e) = playout(seats, seed, &universe, full, &mut tally) {
            panic!("{seats} players, seed {seed}: {e}");
        }
    }
    eprintln!("{seats} players: {tally:?}");
    assert!(tally.housing > 0 && tally.discard > 0 && tally.closes > 0);
    assert!(tally.carriage_7 + tally.houses_out >= SEEDS_PER_TABLE as usize);
    assert!(tally.houses_out > 0, "the last-house trigger occurs (the 7-carriage one is in tests/rules.rs)");
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

/// Bots (`choose_bot_action`) build routes and close them: their games end by the rules (a
/// 7-carriage or a last house), not by stalling.
#[test]
fn bot_games_end_by_the_rules() {
    for seats in 2..=4 {
        for seed in 0..3u64 {
            let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed);
            let mut steps = 0;
            while !g.is_over() {
                steps += 1;
                assert!(steps < MAX_STEPS, "{seats} players, seed {seed}: no end");
                let seat = g.active_seats()[0];
                let action = choose_bot_action(&g, seat, &mut rng).expect("a move");
                g.apply(seat, &action).expect("bots play legal moves");
            }
            assert!(g.game_end.is_some());
            let best = g.outcome().unwrap().ranking[0].score;
            assert!(best > 0, "{seats} players, seed {seed}: the winner scores {best}");
            assert!(g.players.values().all(|p| p.hand.len() <= CITY_COUNT * 3));
        }
    }
}

/// Seeds per table for the playout policy checks.
const POLICY_SEEDS: u64 = 100;

/// The playout policy of bot search (`playout_action`, then `advance`): every action it picks is
/// listed by `legal_actions`, `advance` leaves exactly the state `apply` leaves, every game ends,
/// with the cards conserved, in about as many turns as a real game (a few dozen per player).
#[test]
fn playout_policy_agrees_with_apply_and_legal_actions() {
    for seats in 2..=4 {
        let mut turns = 0u64;
        for seed in 0..POLICY_SEEDS {
            let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed ^ 0x5EED);
            if let Err(e) = check_playout_policy(&mut g, &mut rng, MAX_STEPS) {
                panic!("{seats} players, seed {seed}: {e}");
            }
            assert!(g.is_over() && g.game_end.is_some(), "{seats} players, seed {seed}: ended by the rules");
            check_conservation(&g).unwrap_or_else(|e| panic!("{seats} players, seed {seed}: {e}"));
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

//! Seeded playouts for 2, 3 and 4 players, with and without caves, on several courses. Play is
//! random but biased towards progress (uniformly random play rarely gets a pawn through the
//! jungle); every step checks that `legal_actions` and `apply` agree, that cards and cave tokens
//! are conserved, that no view leaks hidden cards, that notation round-trips, and at the end that
//! the log replays to the same state.

use kontor_el_dorado::{Action, ElDorado, GATE, Phase, Source, card, tokens};
use kontor_engine::{Game, GameRng, Options, Seat, Viewer, replay};
use serde_json::Value;

const SEEDS: u64 = 40;
const MAX_STEPS: usize = 6_000;

fn options(caves: bool, course: &str) -> Options {
    let mut o = Options::new();
    if caves {
        o.insert("caves".into(), "on".into());
    }
    o.insert("course".into(), course.into());
    o
}

fn sources() -> Vec<Source> {
    let mut v: Vec<Source> = (0..card::KINDS).map(Source::Card).collect();
    v.extend((0..tokens().len() as u8).map(Source::Token));
    v
}

/// Candidate actions around the current position, legal or not.
fn universe(g: &ElDorado, seat: Seat) -> Vec<Action> {
    let srcs = sources();
    let mut all = Vec::new();
    let mut hexes: Vec<u16> = vec![0, (g.course.hexes.len() - 1) as u16, g.course.hexes.len() as u16];
    for &p in &g.players[seat].pawns {
        if p != GATE {
            hexes.push(p);
            hexes.extend(g.course.neighbours(p));
        }
    }
    for pawn in 0..2u8 {
        for &to in &hexes {
            all.push(Action::Move { source: None, pawn, to });
            for &s in &srcs {
                all.push(Action::Move { source: Some(s), pawn, to });
            }
        }
        for number in 1..=6 {
            all.push(Action::Blockade { source: None, pawn, number });
            for &s in &srcs {
                all.push(Action::Blockade { source: Some(s), pawn, number });
            }
        }
        for &cave in &g.course.caves {
            all.push(Action::Explore { pawn, cave });
        }
    }
    for &s in &srcs {
        all.push(Action::Use(s));
        all.push(Action::Pay(s));
    }
    for k in 0..card::KINDS {
        all.extend([Action::Buy(k), Action::Discard(k), Action::Remove(k), Action::Take(k)]);
    }
    all.extend([Action::Done, Action::End]);
    all
}

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

fn check_views(g: &ElDorado) -> Result<(), String> {
    for viewer in Seat::all(g.seats()).map(Viewer::Seat).chain([Viewer::Spectator]) {
        let view = g.view(viewer);
        for p in &view.players {
            let own = viewer.is_seat(p.seat);
            if p.hand.is_some() != own {
                return Err(format!("{viewer:?} sees the hand of {}", p.seat));
            }
            if own && p.hand.as_ref() != Some(&g.players[p.seat].hand) {
                return Err("wrong own hand".into());
            }
            if p.hand_size != g.players[p.seat].hand.len() || p.draw_size != g.players[p.seat].draw.len() {
                return Err("wrong counts".into());
            }
        }
        let json = serde_json::to_value(&view).map_err(|e| e.to_string())?;
        let mut found = Vec::new();
        keys(&json, &mut found);
        if let Some(k) = found.iter().find(|k| matches!(k.as_str(), "draw" | "rng" | "caves" | "discard")) {
            return Err(format!("{viewer:?} view has a `{k}` key"));
        }
    }
    Ok(())
}

fn check_step(g: &ElDorado, total: usize, tokens_total: usize, step: usize) -> Result<Vec<Action>, String> {
    if g.card_count() != total {
        return Err(format!("{} cards instead of {total}", g.card_count()));
    }
    if g.token_count() != tokens_total {
        return Err(format!("{} tokens instead of {tokens_total}", g.token_count()));
    }
    let heavy = step.is_multiple_of(15);
    if heavy {
        check_views(g)?;
    }
    let active = g.active_seats();
    let [seat] = active[..] else { return Err(format!("active seats {active:?}")) };
    for other in Seat::all(g.seats()).filter(|&s| s != seat) {
        if !g.legal_actions(other).is_empty() {
            return Err(format!("{other} has legal actions out of turn"));
        }
        let mut probe = g.clone();
        if probe.apply(other, &Action::End).is_ok() || probe != *g {
            return Err("out-of-turn end not refused cleanly".into());
        }
    }
    let legal = g.legal_actions(seat);
    if legal.is_empty() {
        return Err(format!("dead end: {seat} has no legal action in {:?}", g.phase));
    }
    if legal.len() > 60 {
        return Err(format!("{} legal actions", legal.len()));
    }
    if !heavy {
        return Ok(legal);
    }
    for action in &legal {
        let mut probe = g.clone();
        if let Err(e) = probe.apply(seat, action) {
            return Err(format!("listed {action:?} refused: {e}"));
        }
        if probe.card_count() != total {
            return Err(format!("{action:?} leaves {} cards", probe.card_count()));
        }
        let text = g.format_action(action);
        match g.parse_action(seat, &text) {
            Ok(parsed) if parsed == *action => {}
            other => return Err(format!("notation `{text}` of {action:?} parses to {other:?}")),
        }
    }
    let full = step.is_multiple_of(45);
    let mut probe = g.clone();
    for action in universe(g, seat).iter().filter(|a| !legal.contains(a)) {
        if g.check(seat, action).is_ok() {
            return Err(format!("unlisted {action:?} passes the check"));
        }
        if full {
            if probe.apply(seat, action).is_ok() {
                return Err(format!("unlisted {action:?} applied"));
            }
            if probe != *g {
                return Err(format!("refused {action:?} changed the state"));
            }
        }
    }
    Ok(legal)
}

/// Picks a step: usually the most progressing move or the dearest purchase, sometimes anything.
fn pick(g: &ElDorado, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
    if rng.below(10) == 0 {
        return legal[rng.below(legal.len())];
    }
    let dist = |h: u16| if h == GATE { 0 } else { i64::from(g.course.dist[usize::from(h)]) };
    let score = |a: &Action| -> i64 {
        match *a {
            Action::Move { pawn, to, .. } => {
                let from = g.players[seat].pawns[usize::from(pawn)];
                let gain = dist(from) - if g.course.is_finish(to) { 0 } else { dist(to) };
                if gain > 0 { 100 + gain } else { -1 }
            }
            Action::Blockade { .. } => 150,
            Action::Explore { .. } | Action::Use(_) => 50,
            Action::Buy(k) => 10 + i64::from(kontor_el_dorado::kind(k).cost),
            Action::Take(k) => 10 + i64::from(kontor_el_dorado::kind(k).cost),
            Action::Done => 5,
            Action::Remove(k) | Action::Discard(k) => i64::from(k < 3),
            Action::End => 0,
            Action::Pay(_) => 0,
        }
    };
    let best = legal.iter().map(score).max().unwrap_or(0);
    let top: Vec<&Action> = legal.iter().filter(|a| score(a) == best).collect();
    *top[rng.below(top.len())]
}

fn playout(seats: usize, caves: bool, course: &str, seed: u64) -> Result<usize, String> {
    let opts = options(caves, course);
    let mut g = ElDorado::setup(&opts, seats, seed).map_err(|e| e.to_string())?;
    let total = 8 * seats + 54;
    let tokens_total = if caves { g.token_count() } else { 0 };
    if caves && tokens_total != 4 * g.course.caves.len().min(9) {
        return Err(format!("{tokens_total} tokens on {} caves", g.course.caves.len()));
    }
    let mut rng = GameRng::from_seed(seed ^ 0xE1D0 ^ (seats as u64) << 8);
    let mut log: Vec<(Seat, Action)> = Vec::new();
    for step in 0..MAX_STEPS {
        if g.is_over() {
            let outcome = g.outcome().ok_or("over without an outcome")?;
            if !g.active_seats().is_empty() {
                return Err("active seats after the end".into());
            }
            let winners = outcome.winners();
            if winners.iter().any(|&w| !g.players[w].finished()) {
                return Err("a winner did not reach El Dorado".into());
            }
            check_views(&g)?;
            let again: ElDorado = replay(&opts, seats, seed, &log).map_err(|e| format!("replay: {e}"))?;
            if again != g {
                return Err("replay differs".into());
            }
            let json = serde_json::to_string(&g).map_err(|e| e.to_string())?;
            let back: ElDorado = serde_json::from_str(&json).map_err(|e| e.to_string())?;
            if back != g {
                return Err("serde round trip differs".into());
            }
            return Ok(step);
        }
        let seat = g.active_seats()[0];
        let legal = check_step(&g, total, tokens_total, step).map_err(|e| format!("step {step}: {e}"))?;
        let action = pick(&g, seat, &legal, &mut rng);
        g.apply(seat, &action).map_err(|e| e.to_string())?;
        log.push((seat, action));
        if g.phase == Phase::Over {
            continue;
        }
    }
    Err(format!("no end after {MAX_STEPS} steps"))
}

fn run(seats: usize, caves: bool) {
    let courses = [
        "first-game",
        "hills-of-gold",
        "home-stretch",
        "serpentine",
        "swamplands",
        "witchs-cauldron",
        "winding-paths",
        "random",
    ];
    let mut steps = 0;
    for seed in 0..SEEDS {
        let course = courses[(seed as usize) % courses.len()];
        match playout(seats, caves, course, seed) {
            Ok(n) => steps += n,
            Err(e) => panic!("{seats} players, caves {caves}, {course}, seed {seed}: {e}"),
        }
    }
    assert!(steps > 0);
}

#[test]
fn two_players() {
    run(2, false);
}

#[test]
fn three_players() {
    run(3, false);
}

#[test]
fn four_players() {
    run(4, false);
}

#[test]
fn two_players_caves() {
    run(2, true);
}

#[test]
fn three_players_caves() {
    run(3, true);
}

#[test]
fn four_players_caves() {
    run(4, true);
}

/// The playout policy bot search uses (`playout_action` + `advance`): every step it picks is listed
/// by `legal_actions`, `advance` leaves exactly the state `apply` leaves, and every game ends.
#[test]
fn playout_policy_agrees_with_apply_and_legal_actions() {
    let courses = ["first-game", "random", "swamplands", "random", "witchs-cauldron", "random"];
    for seats in 2..=4 {
        for caves in [false, true] {
            for seed in 0..24u64 {
                let course = courses[(seed as usize) % courses.len()];
                let opts = options(caves, course);
                let mut g = ElDorado::setup(&opts, seats, seed).expect("setup");
                let mut rng = GameRng::from_seed(seed ^ 0x5EED);
                let steps = kontor_engine::check_playout_policy(&mut g, &mut rng, 20_000)
                    .unwrap_or_else(|e| panic!("{seats} players, caves {caves}, {course}, seed {seed}: {e}"));
                assert!(g.is_over() && steps > 20, "{seats}p seed {seed}: {steps} steps");
            }
        }
    }
}

/// Policy playouts differ from seed to seed and all end, over many seeds on every course (the
/// `STRESS=<games>` mode of `examples/el_dorado_speed.rs` runs thousands more).
#[test]
fn policy_playouts_are_random_and_end() {
    let mut courses: Vec<&str> = kontor_el_dorado::layouts().iter().map(|l| l.code.as_str()).collect();
    courses.push("random");
    let mut lengths = std::collections::BTreeSet::new();
    for seats in 2..=4 {
        for seed in 0..240u64 {
            let course = courses[seed as usize % courses.len()];
            let opts = options((seed / courses.len() as u64).is_multiple_of(2), course);
            let mut g = ElDorado::setup(&opts, seats, seed).expect("setup");
            let mut rng = GameRng::from_seed(seed);
            let steps = kontor_engine::fast_playout(&mut g, &mut rng, 50_000)
                .unwrap_or_else(|e| panic!("{seats} players, {course}, seed {seed}: {e}"));
            lengths.insert(steps);
        }
    }
    assert!(lengths.len() > 100, "only {} different game lengths", lengths.len());
    let mut a = ElDorado::setup(&Options::new(), 3, 5).expect("setup");
    let mut b = a.clone();
    kontor_engine::fast_playout(&mut a, &mut GameRng::from_seed(1), 50_000).expect("ends");
    kontor_engine::fast_playout(&mut b, &mut GameRng::from_seed(2), 50_000).expect("ends");
    assert_ne!(a, b, "different seeds, same game");
}

/// How bot search plays El Dorado on after its tree (`Game::rollout`): two-player races are played
/// to their end, so a rollout is scored by who won, not by who leads after 40 steps; three- and
/// four-player tables keep the cut after 40 steps.
#[test]
fn two_player_rollouts_play_on_to_the_end_and_larger_tables_are_cut() {
    let two = ElDorado::setup(&Options::new(), 2, 1).expect("setup").rollout();
    assert_eq!(two.steps, 40);
    assert!(two.finish > 0, "{two:?}");
    for seats in 3..=4 {
        let rollout = ElDorado::setup(&Options::new(), seats, 1).expect("setup").rollout();
        assert_eq!(rollout, ElDorado::ROLLOUT, "{seats} players");
        assert_eq!(rollout.finish, 0, "{seats} players");
    }
}

/// From positions all along two-player races (every course, with and without caves), the
/// playout policy reaches the race's end within the rollout's `finish` steps, so the search's
/// two-player rollouts are scored by the real end and not, cut off, by `evaluate`.
#[test]
fn the_playout_policy_ends_two_player_races_within_the_rollouts_finish() {
    let mut courses: Vec<&str> = kontor_el_dorado::layouts().iter().map(|l| l.code.as_str()).collect();
    courses.push("random");
    let (mut checked, mut longest) = (0, 0);
    for seed in 0..48u64 {
        let course = courses[seed as usize % courses.len()];
        let mut game = ElDorado::setup(&options(seed % 2 == 1, course), 2, seed).expect("setup");
        let finish = game.rollout().finish;
        let mut rng = GameRng::from_seed(seed);
        let mut step = 0;
        while !game.is_over() {
            if step % 25 == 0 {
                let mut on = game.clone();
                let mut from_here = GameRng::from_seed(seed * 1_000 + step);
                let steps = kontor_engine::fast_playout(&mut on, &mut from_here, finish)
                    .unwrap_or_else(|e| panic!("{course}, seed {seed}, move {step}: {e}"));
                assert!(on.is_over(), "{course}, seed {seed}, move {step}: no end within {finish} steps");
                longest = longest.max(steps);
                checked += 1;
            }
            let seat = game.active_seats()[0];
            let action = game.playout_action(seat, &mut rng).expect("the seat to act has a move");
            game.advance(seat, &action).expect("policy moves are legal");
            step += 1;
        }
    }
    assert!(checked > 500, "{checked} positions");
    assert!(longest > 100, "the races played on were real races: longest {longest} steps");
}

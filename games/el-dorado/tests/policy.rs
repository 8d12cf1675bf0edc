//! The playout policy bot search plays its rollouts with (the shared conformance checks show it
//! agrees with `apply` and `legal_actions`): games that end and differ from seed to seed, and
//! two-player races that it finishes within the rollout's `finish` steps.

use kontor_el_dorado::ElDorado;
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options};

fn options(caves: bool, course: &str) -> Options {
    let mut o = Options::new();
    if caves {
        o.insert("caves".into(), "on".into());
    }
    o.insert("course".into(), course.into());
    o
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

/// How bot search plays El Dorado on after its tree (`BotHints::rollout`): two-player races are played
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

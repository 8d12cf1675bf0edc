//! How bot search plays El Dorado on after its tree (`Game::rollout`): two-player races are played
//! to their end, so a rollout is scored by who won, not by who leads after 40 steps; three- and
//! four-player tables keep the cut after 40 steps.

use kontor_el_dorado::ElDorado;
use kontor_engine::{Game, GameRng, Options};

fn options(caves: bool, course: &str) -> Options {
    let mut o = Options::new();
    if caves {
        o.insert("caves".into(), "on".into());
    }
    o.insert("course".into(), course.into());
    o
}

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

//! A bot on the clock stops searching once its choice is settled: the runner-up could not catch up
//! within the iterations its time still allows. It then answers at once with the very move the
//! whole budget would have chosen. The clock here is simulated: each question to `time_left` counts
//! as 16 iterations' worth of time, so the budget is exactly `BUDGET` iterations.

use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, choose_bot_action, search_action};
use kontor_thurn_taxis::ThurnTaxis;

const BUDGET: usize = 400;

#[test]
fn a_settled_search_stops_early_with_the_move_the_full_budget_chooses() {
    let (mut decisions, mut stopped_early, mut spent, mut full) = (0, 0, 0, 0);
    for seed in 0..2u64 {
        let mut game = ThurnTaxis::setup(&Options::new(), 4, seed).expect("a 4-player game");
        let mut rng = GameRng::from_seed(seed);
        for step in 0..400 {
            let Some(&seat) = game.active_seats().first() else { break };
            if step % 25 == 0 {
                let whole = search_action(&game, seat, BUDGET, &mut GameRng::from_seed(step), || None);
                let mut asked = 0usize;
                let time_left = || {
                    asked += 1;
                    Some(1.0 - (asked * 16) as f64 / BUDGET as f64)
                };
                let clocked =
                    search_action(&game, seat, usize::MAX, &mut GameRng::from_seed(step), time_left);
                match (whole, clocked) {
                    (Some(whole), Some(clocked)) => {
                        assert_eq!(clocked.action, whole.action, "seed {seed}, move {step}");
                        assert!(clocked.iterations <= whole.iterations, "seed {seed}, move {step}");
                        if whole.iterations > 0 {
                            decisions += 1;
                            stopped_early += usize::from(clocked.iterations < whole.iterations);
                            (spent, full) = (spent + clocked.iterations, full + whole.iterations);
                        }
                    }
                    (whole, clocked) => assert_eq!(whole.is_none(), clocked.is_none()),
                }
            }
            let action = choose_bot_action(&game, seat, &mut rng).expect("the active seat can move");
            game.apply(seat, &action).expect("a bot's move is legal");
            if game.is_over() {
                break;
            }
        }
    }
    eprintln!("{stopped_early} of {decisions} decisions stopped early; {spent} of {full} iterations");
    assert!(decisions >= 10, "{decisions} searched decisions");
    assert!(stopped_early * 4 >= decisions, "{stopped_early} of {decisions} stopped early");
    assert!(spent < full, "{spent} of {full} iterations");
}

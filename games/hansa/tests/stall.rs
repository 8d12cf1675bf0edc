//! A table that stands still: when every seat only ends its turns or starts moves it stops
//! unmoved, searching bots play the playout policy until something changes (`BotHints::stalled`).
//! Four `hard` bots otherwise ended their turns for ever late in some games (docs/benchmarks.md).

use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, Seat, search_action};
use kontor_hansa::{Action, Hansa, SpaceId};

fn game() -> Hansa {
    Hansa::setup(&Options::new(), 4, 7).expect("a 4-player game")
}

/// Every seat in turn ends its turn at once, for `rounds` rounds.
fn end_turns(g: &mut Hansa, rounds: usize) {
    for _ in 0..rounds * 4 {
        let seat = g.active_seats()[0];
        g.apply(seat, &Action::End).expect("a turn can always be ended");
    }
}

#[test]
fn turns_ended_at_once_for_six_rounds_are_a_stalled_table() {
    let mut g = game();
    end_turns(&mut g, 1);
    assert!(!g.stalled(), "one round of ended turns is not yet a stall");
    end_turns(&mut g, 5);
    assert!(g.stalled(), "six rounds of ended turns are");
}

#[test]
fn a_move_started_and_stopped_unmoved_changes_nothing_but_a_placement_does() {
    assert!(Action::Move.changes_nothing());
    assert!(Action::Done.changes_nothing());
    assert!(Action::End.changes_nothing());
    assert!(!Action::Place { space: SpaceId(0), merchant: false }.changes_nothing());
    assert!(!Action::Income { merchants: 0, count: None }.changes_nothing());

    let mut g = game();
    end_turns(&mut g, 6);
    assert!(g.stalled());
    let seat = g.active_seats()[0];
    g.apply(seat, &Action::Place { space: SpaceId(0), merchant: false }).expect("the first space is free");
    assert!(!g.stalled(), "a placed piece ends the stall");
}

#[test]
fn on_a_stalled_table_search_plays_the_playout_policy_which_does_not_end_the_turn() {
    let mut g = game();
    end_turns(&mut g, 6);
    let seat: Seat = g.active_seats()[0];
    for seed in 0..20 {
        let decision = search_action(&g, seat, 300, &mut GameRng::from_seed(seed), || None)
            .expect("the active seat has a move");
        assert_eq!(decision.iterations, 0, "no search on a stalled table");
        assert_ne!(decision.action, Action::End, "seed {seed}: the policy ends a turn only without actions");
    }
    // Without the stall the same seat searches.
    let fresh = game();
    let first = fresh.active_seats()[0];
    let decision = search_action(&fresh, first, 50, &mut GameRng::from_seed(1), || None).expect("a move");
    assert_eq!(decision.iterations, 50);
}

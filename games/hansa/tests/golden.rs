//! Logs saved under older menus replay: placing, displacing and a move action's route were once
//! steps of their own. (The golden record of today's bots' game is replayed by the conformance
//! checks, `tests/conformance.rs`; regenerate it with
//! `cargo test -p kontor-hansa -- --ignored regenerate_golden_records`
//! only after a deliberate rule change, and say so in the commit.)

use kontor_engine::conformance::GoldenRecord;
use kontor_engine::prelude::*;
use kontor_engine::{Options, Seat, replay};
use kontor_hansa::{Action, Hansa, Phase};

/// The same bots' game recorded while placing, displacing and a move action's route were steps of
/// their own (`PlaceKind`, `DisplaceWith`, `Target`, `Pick`): such logs are replayed only.
const TWO_STEP_RECORD: &str = include_str!("golden/hansa-3p-seed7-two-step.json");

#[test]
fn a_log_with_the_old_menu_steps_replays_to_its_recorded_result() {
    let record: GoldenRecord<Action> = serde_json::from_str(TWO_STEP_RECORD).expect("the old log loads");
    let log = record.log();
    let steps = |a: &Action| {
        matches!(a, Action::PlaceKind { .. } | Action::DisplaceWith { .. } | Action::Target { .. })
    };
    assert!(log.iter().any(|(_, a)| steps(a)), "the record holds the old steps");
    let end: Hansa = replay(&Options::new(), record.seats, record.seed, &log).expect("the old log replays");
    let outcome = end.outcome().expect("the old game ends");
    assert_eq!(outcome.scores.values().copied().collect::<Vec<i64>>(), record.scores);
    assert_eq!(outcome.winners().iter().map(|s| s.0).collect::<Vec<u8>>(), record.winners);
}

/// Issue #61: each old two-step form (and `back`) replays to the state its one-step move reaches;
/// a game saved between the two steps goes on with any move of the action phase.
#[test]
fn old_two_step_placements_and_moves_replay_like_the_one_step_moves() {
    let g = Hansa::setup(&Options::new(), 3, 5).expect("setup");
    let me = Seat(0);
    let place = g.legal_actions(me).into_iter().find(|a| matches!(a, Action::Place { merchant: false, .. }));
    let Some(Action::Place { space, .. }) = place else { panic!("no placement at the start") };
    let mut old = g.clone();
    for a in [Action::PlaceKind { merchant: true }, Action::Back, Action::PlaceKind { merchant: false }] {
        old.apply(me, &a).expect("old steps replay");
    }
    assert!(matches!(old.phase, Phase::Placing { merchant: false }));
    assert!(old.legal_actions(me).iter().all(|a| !a.replay_only(&old.phase)));
    assert_eq!(old.legal_actions(me), g.legal_actions(me), "saved mid-step: every move is open");
    old.apply(me, &Action::Place { space, merchant: false }).expect("the space follows");
    let mut new = g.clone();
    new.apply(me, &Action::Place { space, merchant: false }).expect("one step");
    assert_eq!(
        (old.spaces.clone(), old.players.clone(), old.actions_used),
        (new.spaces.clone(), new.players.clone(), new.actions_used)
    );
    assert_eq!(old.phase, new.phase);
}

/// Issue #61: the Move-3 token's old two steps (`Pick`, then `Drop`) replay like its one move.
#[test]
fn old_pick_and_drop_of_the_move3_token_replay_like_the_one_step_move() {
    let mut g = Hansa::setup(&Options::new(), 3, 5).expect("setup");
    let me = Seat(0);
    let opposing = g.spaces.iter().position(|&p| p.opposes(0));
    let from = match opposing {
        Some(s) => kontor_hansa::SpaceId::from_index(s),
        None => {
            g.spaces[0] = kontor_hansa::Piece::new(1, false);
            g.players[1].personal[0] -= 1;
            kontor_hansa::SpaceId(0)
        }
    };
    g.players[0].tokens.add(kontor_hansa::Token::Move3);
    g.apply(me, &Action::Token(kontor_hansa::TokenUse::Move)).expect("the token");
    let to = g
        .legal_actions(me)
        .into_iter()
        .find_map(|a| match a {
            Action::RelocateFrom { from: f, to } if f == from => Some(to),
            _ => None,
        })
        .expect("the piece may move");
    let mut old = g.clone();
    old.apply(me, &Action::Pick { space: from }).expect("old step 1");
    assert!(
        old.legal_actions(me).contains(&Action::Drop { space: to }),
        "saved mid-step: the drop is offered"
    );
    old.apply(me, &Action::Drop { space: to }).expect("old step 2");
    g.apply(me, &Action::RelocateFrom { from, to }).expect("one move");
    assert_eq!((old.spaces.clone(), old.phase.clone()), (g.spaces.clone(), g.phase.clone()));
}

//! Issue #61, nothing guessed: a market or farm slot, a card or a colour that does not exist is
//! refused with a message, never taken for another one, and no typed line makes the parser panic.

use kontor_carthage::Carthage;
use kontor_engine::prelude::*;
use kontor_engine::{NotationError, Options, Seat};

fn refused(g: &Carthage, seat: Seat, typed: &str) {
    match g.parse_action(seat, typed) {
        Err(NotationError::Unknown { .. } | NotationError::Illegal { .. }) => {}
        other => panic!("`{typed}` resolved to {other:?}"),
    }
}

#[test]
fn ids_that_do_not_exist_are_refused_never_guessed() {
    let g = Carthage::setup(&Options::new(), 3, 1).expect("setup");
    let seat = g.active_seats()[0];
    for n in (0..1).chain(7..300) {
        for verb in ["take", "reserve"] {
            refused(&g, seat, &format!("{verb} m{n}"));
            refused(&g, seat, &format!("{verb} f{n}"));
            refused(&g, seat, &format!("{verb} farm{n}"));
        }
        if ![2, 3, 5].contains(&n) {
            for colour in ["r", "b", "y", "g", "red"] {
                refused(&g, seat, &format!("pay {colour}{n}"));
                refused(&g, seat, &format!("protect {colour}{n}"));
                refused(&g, seat, &format!("take {colour}{n}"));
            }
        }
    }
    for typed in
        ["token purple", "token", "take", "take m", "take m-1", "pay x5", "protect r5 q2", "reserve m1.5"]
    {
        refused(&g, seat, typed);
    }
}

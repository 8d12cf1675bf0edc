//! Issue #61, nothing guessed: a space, card, pawn or blockade that does not exist is refused with
//! a message, never taken for another one, and no typed line makes the parser panic.

use kontor_el_dorado::ElDorado;
use kontor_engine::prelude::*;
use kontor_engine::{NotationError, Options, Seat};

fn refused(g: &ElDorado, seat: Seat, typed: &str) {
    match g.parse_action(seat, typed) {
        Err(
            NotationError::Unknown { .. } | NotationError::Illegal { .. } | NotationError::Ambiguous { .. },
        ) => {}
        other => panic!("`{typed}` resolved to {other:?}"),
    }
}

#[test]
fn ids_that_do_not_exist_are_refused_never_guessed() {
    let g = ElDorado::setup(&Options::new(), 2, 1).expect("setup");
    let seat = g.active_seats()[0];
    for tile in ["A", "B", "C", "Z", "ED", "Q"] {
        for n in 40..300 {
            refused(&g, seat, &format!("move {tile}{n}"));
            refused(&g, seat, &format!("move explorer {tile}{n}"));
            refused(&g, seat, &format!("explore {tile}{n}"));
            refused(&g, seat, &format!("move {tile}{n} pawn1"));
        }
    }
    for n in [0, 7, 8, 99, 255, 256, 1000] {
        refused(&g, seat, &format!("blockade {n}"));
        refused(&g, seat, &format!("blockade explorer {n}"));
    }
    for word in ["zzz", "card99", "x", "explorer2", "-1", "0"] {
        for verb in ["use", "buy", "pay", "discard", "remove", "take", "move"] {
            refused(&g, seat, &format!("{verb} {word}"));
        }
    }
    for typed in ["move C14 pawn3", "move explorer C14 pawn9", "explore", "blockade", "move"] {
        refused(&g, seat, typed);
    }
}

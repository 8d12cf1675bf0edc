//! Issue #61, nothing guessed: a display slot, city or province that does not exist is refused
//! with a message, never taken for another one, and no typed line makes the parser panic.

use kontor_engine::prelude::*;
use kontor_engine::{NotationError, Options, Seat};
use kontor_thurn_taxis::ThurnTaxis;

fn refused(g: &ThurnTaxis, typed: &str) {
    match g.parse_action(Seat(0), typed) {
        Err(NotationError::Unknown { .. } | NotationError::Illegal { .. }) => {}
        other => panic!("`{typed}` resolved to {other:?}"),
    }
}

#[test]
fn ids_that_do_not_exist_are_refused_never_guessed() {
    let g = ThurnTaxis::setup(&Options::new(), 3, 1).expect("setup");
    for n in [0, 7, 8, 9, 10, 99, 255, 256, 1000, 65_536] {
        refused(&g, &format!("draw {n}"));
        refused(&g, &format!("weź {n}"));
    }
    for word in ["-1", "1.5", "x", "3a", "", "nue2", "nu", "nuee", "berlin", "r5", "0", "999"] {
        for verb in ["draw", "route left", "route right", "route", "new", "house", "close", "keep nue reg"] {
            if verb == "draw" && word == "x" {
                continue;
            }
            refused(&g, &format!("{verb} {word}"));
        }
    }
    for typed in
        ["official nobody", "official clerk", "close atlantis", "keep", "route up nue", "draw deck deck"]
    {
        refused(&g, typed);
    }
}

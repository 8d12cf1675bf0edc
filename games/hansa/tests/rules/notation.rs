//! "Notacja" (notation): city aliases without accents, and every legal action's notation parsing
//! back to the same action.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{TokenUse, board};

use crate::support::*;

// ----- Notacja (notation) -----

#[test]
fn notacja_city_aliases_and_round_trips() {
    let g = empty(4, "45");
    let b = board(g.side);
    assert_eq!(b.city_by_name("Koln"), b.city_by_name("Coellen"));
    assert_eq!(b.city_by_name("LUBECK"), b.city_by_name("Lübeck"));
    assert_eq!(b.city_by_name("luneburg"), b.city_by_name("Lüneburg"));
    for a in g.legal_actions(Seat(0)) {
        let text = g.format_action(&a);
        assert_eq!(g.parse_action(Seat(0), &text), Ok(a), "{text}");
    }
    assert!(matches!(g.parse_action(Seat(0), "fly r1"), Err(kontor_engine::NotationError::Unknown { .. })));
    assert!(matches!(
        g.parse_action(Seat(0), "place r99.1 trader"),
        Err(kontor_engine::NotationError::Illegal { .. })
    ));
    let _ = TokenUse::Actions3;
}

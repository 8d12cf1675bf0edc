//! "Gra 2-osobowa" (two players): the neutral pieces, displacing them, and a route full of them
//! established with a neutral office.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Hansa, NEUTRAL, Phase, Piece, board};

use crate::support::*;

// ----- Gra 2-osobowa (two players) -----

#[test]
fn gra_dwuosobowa_neutral_pieces_and_displacement() {
    let g = game(2, "3");
    assert!(g.neutral);
    let b = board(g.side);
    for (r, route) in b.routes.iter().enumerate() {
        let to_ability = route.cities.iter().any(|&c| !b.city(c).abilities.is_empty());
        let has = g.spaces[usize::from(route.first_space)] == Piece::new(NEUTRAL, false);
        assert_eq!(has, to_ability || g.route_tokens[r].is_some(), "route r{}", r + 1);
    }
    let mut g = g;
    let neutral = |g: &Hansa| g.spaces.iter().filter(|&&p| p.owned_by(NEUTRAL)).count();
    let before = neutral(&g);
    let r = route(&g, "Hamburg", "Lübeck");
    let s = space(&g, r, 0);
    assert_eq!(g.spaces[s], Piece::new(NEUTRAL, false));
    act_at(&mut g, 0, "displace", s, "trader");
    assert_eq!(g.active_seats(), vec![Seat(1)], "the opponent places the neutral pieces");
    assert!(matches!(g.phase, Phase::Displaced { victim: NEUTRAL, extras: 1, .. }));
    let a = g.legal_actions(Seat(1))[0].clone();
    apply(&mut g, 1, a);
    let a = g.legal_actions(Seat(1))[0].clone();
    apply(&mut g, 1, a);
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(neutral(&g), before + 1, "the displaced neutral piece and one more");
}

#[test]
fn gra_dwuosobowa_full_neutral_route_is_established_with_a_neutral_office() {
    let mut g = empty(2, "3");
    let (r, _) = put(&mut g, "Duisburg", "Dortmund", 0, Piece::new(NEUTRAL, false));
    let (_, s) = put(&mut g, "Duisburg", "Dortmund", 1, Piece::new(1, false));
    balance(&mut g);
    // Seat 0 displaces seat 1's piece with ... a neutral piece cannot be placed by a player, so
    // complete the route directly and let the rules notice it.
    g.spaces[s] = Piece::new(NEUTRAL, false);
    balance(&mut g);
    act(&mut g, 0, "income");
    assert!(matches!(g.phase, Phase::NeutralOffice { .. }), "{:?}", g.phase);
    act(&mut g, 0, "neutral Duisburg");
    assert_eq!(g.offices_in(city(&g, "Duisburg"), NEUTRAL), 1);
    assert_eq!(g.controller(city(&g, "Duisburg")), Some(NEUTRAL));
    assert!(g.route_spaces(r).all(|x| g.spaces[x].is_empty()));
}

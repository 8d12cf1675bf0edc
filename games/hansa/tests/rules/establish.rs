//! "Ustanowienie szlaku handlowego" (establishing a route): control points, offices (privilege,
//! shape, left-most slot), printed points, the Coellen table and the East–West connection, with the
//! rulebook's Hannover–Lüneburg example.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Action, Piece, Reward, board};

use crate::support::*;

// ----- Ustanowienie szlaku handlowego (establishing a route) -----

/// The rulebook example: Red establishes Hannover–Lüneburg; Blue controls Hannover, Red Lüneburg,
/// so both score 1. Red then founds an office on Hannover's free slot: Hannover is full and Red
/// controls it (tie, right-most office).
#[test]
fn ustanowienie_szlaku_control_points_hannover_luneburg() {
    let mut g = empty(4, "45");
    office(&mut g, "Hannover", 0, 1, false);
    office(&mut g, "Lüneburg", 0, 0, true);
    let r = filled(&mut g, "Hannover", "Lüneburg", 0, "ttt");
    g.players[0].abilities[Ability::Privilegium.index()] = 2;
    balance(&mut g);
    let general = g.players[0].general[0];
    act(&mut g, 0, &format!("claim {} office Hannover", r));
    assert_eq!(g.players[0].score, 1);
    assert_eq!(g.players[1].score, 1);
    assert_eq!(g.full_cities, 1);
    assert_eq!(g.controller(city(&g, "Hannover")), Some(0));
    assert_eq!(g.players[0].general[0], general + 2, "the other two traders go to the general supply");
    assert!(g.route_spaces(r).all(|s| g.spaces[s].is_empty()));
}

#[test]
fn ustanowienie_szlaku_paderborn_tie_goes_to_the_right_most_office() {
    let mut g = empty(4, "45");
    offices(&mut g, "Paderborn", &[Piece::new(1, false), Piece::new(0, true)]);
    assert_eq!(g.controller(city(&g, "Paderborn")), Some(0));
    // An extra office (token) stands left of everything and loses ties.
    g.extras.push((city(&g, "Paderborn"), Piece::new(2, false)));
    g.extras.push((city(&g, "Paderborn"), Piece::new(1, false)));
    assert_eq!(g.controller(city(&g, "Paderborn")), Some(1), "Blue has 2 offices now");
}

#[test]
fn ustanowienie_szlaku_office_needs_privilege_shape_and_goes_left_most() {
    let mut g = empty(4, "45");
    filled(&mut g, "Hamburg", "Lübeck", 0, "ttt");
    office(&mut g, "Hamburg", 0, 1, false);
    balance(&mut g);
    // Hamburg's next slot is orange: white privilege is not enough.
    assert!(refused(&g, 0, "claim r1 office Hamburg"));
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    assert!(!refused(&g, 0, "claim r1 office Hamburg"));
    // Groningen's second slot is an orange circle: only a merchant fits.
    let mut h = empty(4, "45");
    let r = filled(&mut h, "Emden", "Groningen", 0, "ttt");
    office(&mut h, "Groningen", 0, 1, false);
    h.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut h);
    assert!(refused(&h, 0, &format!("claim {} office Groningen", r)));
    fill(&mut h, r, 0, "tmt");
    balance(&mut h);
    act(&mut h, 0, &format!("claim {} office Groningen", r));
    let slot = usize::from(board(h.side).city(city(&h, "Groningen")).first_office) + 1;
    assert!(h.offices[slot].is_merchant());
}

#[test]
fn ustanowienie_szlaku_printed_points_and_first_office_bonus() {
    let mut g = empty(4, "45");
    filled(&mut g, "Hamburg", "Lübeck", 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, "claim r1 office Lubeck");
    assert_eq!(g.players[0].score, 1, "Lübeck's first slot carries a +1 coin");
}

#[test]
fn ustanowienie_szlaku_coellen_merchant_on_the_orange_eight() {
    let mut g = empty(4, "45");
    let r = filled(&mut g, "Warburg", "Coellen", 0, "mttt");
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut g);
    let legal = g.legal_actions(Seat(0));
    let fields: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Claim { reward: Reward::Special { field }, .. } => Some(*field),
            _ => None,
        })
        .collect();
    assert_eq!(fields, vec![0, 1], "white 7 and orange 8; pink 9 needs more privilege");
    let general = g.players[0].general;
    act(&mut g, 0, &format!("claim {} Koln 8", r));
    assert_eq!(g.special[1], Piece::new(0, true));
    assert_eq!(
        g.players[0].general,
        [general[0] + 3, general[1]],
        "the other three go to the general supply"
    );
    assert_eq!(g.breakdown(0).special, 8);
    // With traders only, the table is out of reach.
    let mut h = empty(4, "45");
    fill(&mut h, r, 0, "tttt");
    balance(&mut h);
    assert!(refused(&h, 0, &format!("claim {} coellen 7", r)));
}

#[test]
fn ustanowienie_szlaku_east_west_connection_scores_7_4_2() {
    let mut g = empty(4, "45");
    // Stendal – Brunswiek – Minden – Münster – Arnheim.
    for (seat, order) in [(1u8, 0), (2, 1), (3, 2)] {
        for name in ["Brunswiek", "Minden", "Münster"] {
            let c = city(&g, name);
            g.extras.push((c, Piece::new(seat, false)));
        }
        g.extras.push((city(&g, "Stendal"), Piece::new(seat, false)));
        g.extras.push((city(&g, "Arnheim"), Piece::new(seat, false)));
        let mut events = Vec::new();
        // Scoring happens when an office links the two cities.
        g.check_east_west(seat, &mut events);
        assert_eq!(g.east_west.len(), order + 1);
    }
    assert_eq!(g.players[1].score, 7);
    assert_eq!(g.players[2].score, 4);
    assert_eq!(g.players[3].score, 2);
}

//! "Akcje: Dołożenie Kupca" (place) and "Usunięcie Kupca" (displace): the first free space of a
//! route; displacing, its cost and who chooses the paying pieces, and the displaced player's
//! pieces on the nearest routes, with the rulebook's Dortmund–Paderborn example.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Action, Hansa, Phase, Piece, RouteId, SpaceId, board};

use crate::support::*;

// ----- Akcje: Dołożenie Kupca (place) -----

#[test]
fn dolozenie_kupca_place_on_the_first_free_space_of_a_route() {
    let mut g = empty(3, "3");
    // `r17.2` on an empty route means its first free space.
    let events = act(&mut g, 0, "place r17.2 trader");
    assert!(en(&events[0].text).contains("r17.1"));
    assert_eq!(g.spaces[space(&g, RouteId(16), 0)], Piece::new(0, false));
    assert_eq!(g.players[0].personal[0], 4);
    act(&mut g, 0, "place r17 merchant");
    assert_eq!(g.spaces[space(&g, RouteId(16), 1)], Piece::new(0, true));
    // Two actions used: the turn passes.
    assert_eq!(g.current, 1);
    // Issue #61: the kind of piece alone is a step of the menu, not a move.
    assert!(refused(&g, 1, "place trader"));
    assert!(refused(&g, 1, "back"));
    assert!(!g.legal_actions(Seat(1)).iter().any(|a| a.replay_only(&g.phase)));
    assert!(refused(&g, 1, "place r17.1 trader"), "occupied spaces take no placement");
}

// ----- Akcje: Usunięcie Kupca (displace) -----

/// An empty 4–5 player board with `target` on the `index` space of the route between cities `a`
/// and `b`, and seat 0 with three traders and two merchants in the personal supply (Liber Sophiae
/// upgraded twice): the game and that space.
fn two_merchants_against(a: &str, b: &str, index: u8, target: Piece) -> (Hansa, usize) {
    let mut g = empty(4, "45");
    let (_, s) = put(&mut g, a, b, index, target);
    g.players[0].abilities[Ability::LiberSophiae.index()] = 2;
    g.players[0].personal = [3, 2];
    balance(&mut g);
    assert_eq!(g.players[0].personal, [3, 2]);
    (g, s)
}

/// The rulebook example: Red displaces Blue's trader between Dortmund and Paderborn, pays one more
/// trader to the general supply; Blue puts the displaced trader and one from the general supply on
/// two different adjacent routes.
#[test]
fn usuniecie_kupca_red_displaces_blue_between_dortmund_and_paderborn() {
    let mut g = empty(4, "45");
    let (r, s) = put(&mut g, "Dortmund", "Paderborn", 1, Piece::new(1, false));
    balance(&mut g);
    let red_general = g.players[0].general;
    let blue_general = g.players[1].general;
    act_at(&mut g, 0, "displace", s, "trader");
    assert_eq!(g.spaces[s], Piece::new(0, false));
    assert_eq!(g.players[0].general[0], red_general[0] + 1, "Red pays one more piece");
    assert_eq!(g.active_seats(), vec![Seat(1)], "Blue decides now, before Red goes on");
    assert!(matches!(g.phase, Phase::Displaced { victim: 1, extras: 1, .. }));
    // Blue's choices are the adjacent routes only (they all have free spaces).
    let b = board(g.side);
    let ends = b.route(r).cities;
    for a in g.legal_actions(Seat(1)) {
        let Action::Relocate { space, .. } = a else { panic!("{a:?}") };
        let rr = b.space_route[space.index()];
        assert_ne!(rr, r);
        assert!(b.route(rr).cities.iter().any(|c| ends.contains(c)), "adjacent route");
    }
    let dd = route(&g, "Duisburg", "Dortmund");
    let pw = route(&g, "Paderborn", "Warburg");
    act(&mut g, 1, &format!("place {} trader", dd));
    act(&mut g, 1, &format!("place {} trader", pw));
    assert_eq!(g.spaces[space(&g, dd, 0)], Piece::new(1, false));
    assert_eq!(g.spaces[space(&g, pw, 0)], Piece::new(1, false));
    assert_eq!(g.players[1].general[0], blue_general[0] - 1, "the extra piece comes from the general supply");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.current, 0);
    assert_eq!(g.piece_count(0), [27, 4]);
    assert_eq!(g.piece_count(1), [27, 4]);
}

#[test]
fn usuniecie_kupca_merchant_costs_two_and_gives_two_extras() {
    let mut g = empty(4, "45");
    let (_, s) = put(&mut g, "Hamburg", "Lübeck", 0, Piece::new(2, true));
    balance(&mut g);
    g.players[0].personal = [2, 0];
    balance(&mut g);
    assert!(refused(&g, 0, &format!("displace {} trader", label(&g, s))), "1 + 2 pieces needed");
    g.players[0].personal = [3, 0];
    balance(&mut g);
    act_at(&mut g, 0, "displace", s, "trader");
    assert!(matches!(g.phase, Phase::Displaced { victim: 2, extras: 2, .. }));
    assert_eq!(g.players[0].personal, [0, 0]);
}

#[test]
fn usuniecie_kupca_spreads_further_when_adjacent_routes_are_full_and_extras_may_be_declined() {
    let mut g = empty(4, "45");
    let r = route(&g, "Duisburg", "Dortmund");
    let b = board(g.side);
    // Fill every route adjacent to Duisburg–Dortmund with seat 3's pieces.
    for &n in &b.route(r).neighbours {
        let kinds = "t".repeat(usize::from(b.route(n).spaces));
        fill(&mut g, n, 3, &kinds);
    }
    let s = space(&g, r, 0);
    g.spaces[s] = Piece::new(1, false);
    g.players[3].personal = [0, 0];
    g.players[3].general = [0, 0];
    balance(&mut g);
    act_at(&mut g, 0, "displace", s, "trader");
    let legal = g.legal_actions(Seat(1));
    assert!(!legal.is_empty());
    for a in &legal {
        let Action::Relocate { space, .. } = a else { panic!("{a:?}") };
        let rr = b.space_route[space.index()];
        assert_eq!(b.route_distance[r.index()][rr.index()], 2, "the next ring out");
    }
    let first = legal[0].clone();
    apply(&mut g, 1, first);
    act(&mut g, 1, "done");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.piece_count(1), [27, 4]);
}

#[test]
fn usuniecie_kupca_extras_come_from_personal_supply_then_the_board() {
    let mut g = empty(4, "45");
    let (_, s) = put(&mut g, "Hamburg", "Lübeck", 0, Piece::new(1, false));
    put(&mut g, "Coellen", "Warburg", 0, Piece::new(1, false));
    supplies(&mut g, 1, [0, 0], [0, 0]);
    // Balance put the rest back in the general supply; empty both supplies again by moving the
    // pieces onto the desk is impossible, so take them out of the count instead: use the board.
    let spare = g.players[1].general;
    g.players[1].general = [0, 0];
    act_at(&mut g, 0, "displace", s, "trader");
    let legal = g.legal_actions(Seat(1));
    assert!(legal.iter().all(|a| matches!(a, Action::Relocate { merchant: false, .. })));
    let first = legal[0].clone();
    apply(&mut g, 1, first);
    let legal = g.legal_actions(Seat(1));
    assert!(legal.iter().any(|a| matches!(a, Action::RelocateFrom { .. })), "{legal:?}");
    assert!(legal.contains(&Action::Done));
    let from_board = legal.iter().find(|a| matches!(a, Action::RelocateFrom { .. })).unwrap().clone();
    apply(&mut g, 1, from_board);
    assert_eq!(g.phase, Phase::Actions);
    g.players[1].general = spare;
    assert_eq!(g.piece_count(1), [27, 4]);
}

/// "Usunięcie Kupca" (base: "Tych dodatkowych kupców gracz przemieszcza ze swoich zasobów do
/// ogólnych") and Big Box "C)" ("oddać do wspólnej puli 1 dodatkowego handlarza ze swojej osobistej
/// puli", handlarz = trader or merchant): the displacing player chooses which pieces pay. The
/// rulebook example (Red displaces Blue's trader between Dortmund and Paderborn and pays 1 piece),
/// paid with a merchant.
#[test]
fn usuniecie_kupca_displacing_player_chooses_the_pieces_that_pay() {
    let (mut g, s) = two_merchants_against("Dortmund", "Paderborn", 1, Piece::new(1, false));
    let red_general = g.players[0].general;
    let with_trader =
        |pay_merchants| Action::Displace { space: SpaceId::from_index(s), merchant: false, pay_merchants };
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&with_trader(None)) && legal.contains(&with_trader(Some(1))));
    assert!(!legal.contains(&with_trader(Some(0))));
    let plain = format!("displace {} trader", label(&g, s));
    let text = format!("{plain} pay 1m");
    assert_eq!(g.parse_action(Seat(0), &text), Ok(with_trader(Some(1))));
    // `pay 1t` is the default, written without `pay`.
    assert_eq!(g.parse_action(Seat(0), &format!("{plain} pay 1t")), g.parse_action(Seat(0), &plain));
    assert!(refused(&g, 0, &format!("{plain} pay 2m")), "a trader costs 1");
    // The default still pays traders first.
    let mut h = g.clone();
    act(&mut h, 0, &plain);
    assert_eq!(h.players[0].personal, [1, 2]);
    // Paying with a merchant.
    act(&mut g, 0, &text);
    assert_eq!(g.players[0].personal, [2, 1]);
    assert_eq!(g.players[0].general, [red_general[0], red_general[1] + 1], "the merchant pays");
    assert!(matches!(g.phase, Phase::Displaced { victim: 1, extras: 1, .. }));
    assert_eq!(g.piece_count(0), [27, 4]);
}

/// Displacing a merchant costs 2 pieces: 2 traders, a trader and a merchant, or 2 merchants, as
/// far as the personal supply (after the displacing piece) holds them.
#[test]
fn usuniecie_kupca_two_pieces_for_a_merchant_in_any_mix() {
    let (mut g, s) = two_merchants_against("Hamburg", "Lübeck", 0, Piece::new(2, true));
    let sp = label(&g, s);
    let pays: Vec<Option<u8>> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::Displace { space, merchant: false, pay_merchants } if space.index() == s => {
                Some(pay_merchants)
            }
            _ => None,
        })
        .collect();
    assert_eq!(pays, vec![None, Some(1), Some(2)]);
    for (pay, personal) in [("", [0, 2]), (" pay 1t1m", [1, 1]), (" pay 1t 1m", [1, 1]), (" pay 2m", [2, 0])]
    {
        let mut h = g.clone();
        act(&mut h, 0, &format!("displace {sp} trader{pay}"));
        assert_eq!(h.players[0].personal, personal, "`pay{pay}`");
        assert_eq!(h.piece_count(0), [27, 4]);
    }
    for a in g.legal_actions(Seat(0)) {
        let text = g.format_action(&a);
        assert_eq!(g.parse_action(Seat(0), &text), Ok(a), "{text}");
    }
    assert_eq!(
        g.format_action(&Action::Displace {
            space: SpaceId::from_index(s),
            merchant: false,
            pay_merchants: Some(1)
        }),
        format!("displace {sp} trader pay 1t1m")
    );
    // With only 1 trader left after the displacing piece, the second piece must be a merchant.
    g.players[0].personal = [2, 2];
    balance(&mut g);
    let mut h = g.clone();
    act(&mut h, 0, &format!("displace {sp} trader"));
    assert_eq!(h.players[0].personal, [0, 1], "traders first, then a merchant");
    assert!(refused(&g, 0, &format!("displace {sp} trader pay 2t")));
    act(&mut g, 0, &format!("displace {sp} trader pay 2m"));
    assert_eq!(g.players[0].personal, [1, 0]);
}

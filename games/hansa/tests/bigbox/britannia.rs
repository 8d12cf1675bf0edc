//! "Brytania: Anglia, Walia i Szkocja": permissions to place and displace in Wales and Scotland,
//! moves within a country, bonus tokens and printed bonuses, the end at eight full cities,
//! "Przyznawanie punktów" for Wales and Scotland, the Isle of Man and London's Privilegium.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Action, Hansa, Phase, Piece, Reward, RouteId, SpaceId, Token, TokenUse, board};

use crate::support::*;

// ----- Brytania: Anglia, Walia i Szkocja -----

fn welsh_route(g: &Hansa) -> RouteId {
    route(g, "Montgomery", "Pembroke")
}

#[test]
fn brytania_placing_in_wales_needs_the_right_most_office_in_cardiff_or_london_once_per_turn() {
    let mut g = britannia(4);
    let w = spaces_of(&g, welsh_route(&g));
    let england = spaces_of(&g, route(&g, "London", "Cambridge"));
    let legal = g.legal_actions(Seat(0));
    assert!(
        legal.contains(&Action::Place { space: SpaceId::from_index(england[0]), merchant: false }),
        "England: always"
    );
    assert!(
        !legal.contains(&Action::Place { space: SpaceId::from_index(w[0]), merchant: false }),
        "Wales: permission"
    );
    assert!(refused(&g, 0, &format!("place {} trader", label(&g, w[0]))));
    // Seat 0 holds the right-most office in Cardiff (seat 1 has one further left).
    offices(&mut g, "Cardiff", &[Piece::new(1, false), Piece::new(0, false)]);
    g.players[0].personal = [5, 1];
    g.bonus_actions = 3;
    balance(&mut g);
    act_at(&mut g, 0, "place", w[0], "trader");
    assert!(
        !g.legal_actions(Seat(0))
            .contains(&Action::Place { space: SpaceId::from_index(w[1]), merchant: false }),
        "Cardiff permits once per turn"
    );
    // London's right-most office permits once more (Wales or Scotland).
    let london = city(&g, "London");
    let slots = board(g.side).city(london).offices.len();
    office(&mut g, "London", slots - 1, 0, false);
    balance(&mut g);
    act_at(&mut g, 0, "place", w[1], "trader");
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::Place { space, .. } if w.contains(&space.index())))
    );
    // A new turn renews the permissions.
    act(&mut g, 0, "end");
    assert_eq!(g.permits_used, 0);
}

#[test]
fn brytania_displacing_in_scotland_needs_carlisle() {
    let mut g = britannia(4);
    let r = route(&g, "Glasgow", "Edinburgh");
    let s = spaces_of(&g, r);
    g.spaces[s[0]] = Piece::new(1, false);
    balance(&mut g);
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Displace {
        space: SpaceId::from_index(s[0]),
        merchant: false,
        pay_merchants: None
    }));
    let carlisle = city(&g, "Carlisle");
    let n = board(g.side).city(carlisle).offices.len();
    office(&mut g, "Carlisle", n - 1, 0, false);
    balance(&mut g);
    assert!(g.legal_actions(Seat(0)).contains(&Action::Displace {
        space: SpaceId::from_index(s[0]),
        merchant: false,
        pay_merchants: None
    }));
    act_at(&mut g, 0, "displace", s[0], "trader");
    // The displaced piece goes to Scotland or England only.
    let b = board(g.side);
    let legal = g.legal_actions(Seat(1));
    assert!(!legal.is_empty());
    for a in legal {
        if let Action::Relocate { space, .. } = a {
            let c = b.space_country(space.index());
            assert!(
                c == kontor_hansa::SCOTLAND || c == kontor_hansa::ENGLAND,
                "{}",
                label(&g, space.index())
            );
        }
    }
}

/// The rulebook: "you could establish Conway–Chester, Chester–Carlisle or Chester–Hereford to
/// found an office in Chester or upgrade Actiones" without any permission.
#[test]
fn brytania_establishing_needs_no_permission_rulebook_example() {
    for (a, z) in [("Conway", "Chester"), ("Chester", "Carlisle"), ("Chester", "Hereford")] {
        let mut g = britannia(4);
        let r = filled_sea(&mut g, a, z, 0);
        balance(&mut g);
        let legal = g.legal_actions(Seat(0));
        assert!(
            legal.contains(&Action::Claim { route: r, reward: Reward::Office { city: city(&g, "Chester") } }),
            "{a}–{z}: office in Chester"
        );
        assert!(legal.contains(&Action::Claim { route: r, reward: Reward::Upgrade(Ability::Actiones) }));
        act(&mut g, 0, &format!("claim {} office Chester", r));
        assert_eq!(g.offices_in(city(&g, "Chester"), 0), 1);
    }
}

#[test]
fn brytania_moves_stay_in_the_country_or_go_to_england() {
    let mut g = britannia(4);
    let england = route(&g, "London", "Cambridge");
    let wales = welsh_route(&g);
    let e = spaces_of(&g, england)[0];
    let w = spaces_of(&g, wales)[0];
    g.spaces[e] = Piece::new(0, false);
    g.spaces[w] = Piece::new(0, false);
    balance(&mut g);
    act(&mut g, 0, "move");
    let legal = g.legal_actions(Seat(0));
    let into_wales = |a: &Action| matches!(a, Action::RelocateFrom { to, .. } if board(g.side).space_route[to.index()] == wales);
    assert!(!legal.iter().any(into_wales), "England → Wales is not allowed");
    assert!(refused(&g, 0, &format!("move {} {}", label(&g, e), wales)));
    act(&mut g, 0, "done");
    // Wales → England is.
    let mut h = britannia(4);
    h.spaces[e] = Piece::new(0, false);
    h.spaces[w] = Piece::new(0, false);
    balance(&mut h);
    act(&mut h, 0, "move");
    let other = route(&h, "London", "Oxford");
    let to = SpaceId::from_index(spaces_of(&h, other)[0]);
    assert!(h.legal_actions(Seat(0)).contains(&Action::RelocateFrom { from: SpaceId::from_index(w), to }));
}

#[test]
fn brytania_move3_token_and_move2_bonus_within_one_country() {
    let mut g = britannia(4);
    let w = spaces_of(&g, welsh_route(&g))[0];
    g.spaces[w] = Piece::new(1, false);
    g.players[0].tokens.add(Token::Move3);
    balance(&mut g);
    apply(&mut g, 0, Action::Token(TokenUse::Move));
    let b = board(g.side);
    let mut moves = 0;
    for a in g.legal_actions(Seat(0)) {
        if let Action::RelocateFrom { from, to } = a
            && from.index() == w
        {
            assert_eq!(b.space_country(to.index()), kontor_hansa::WALES);
            moves += 1;
        }
    }
    assert!(moves > 0, "the Welsh piece may move within Wales");
}

#[test]
fn brytania_no_bonus_tokens_beside_welsh_scottish_or_bonus_sea_routes() {
    let mut g = britannia(5);
    g.to_place.push(Token::Upgrade);
    g.phase = Phase::PlaceTokens;
    let b = board(g.side);
    for a in g.legal_actions(Seat(0)) {
        let Action::Bonus { route } = a else { panic!("{a:?}") };
        let r = &b.route(route);
        assert_eq!(r.country, kontor_hansa::ENGLAND);
        assert!(r.perk.is_none());
    }
}

#[test]
fn brytania_bonus_place_two_pieces_in_wales_or_scotland() {
    let mut g = britannia(4);
    claim_sea(&mut g, "Calais", "Southampton");
    assert!(matches!(g.phase, Phase::Perk { .. }));
    let b = board(g.side);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.iter().any(|a| matches!(a, Action::Relocate { .. })));
    for a in &legal {
        if let Action::Relocate { space, .. } = a {
            assert_ne!(b.space_country(space.index()), kontor_hansa::ENGLAND);
        }
    }
    let general = g.players[0].general;
    let w = spaces_of(&g, welsh_route(&g))[0];
    act_at(&mut g, 0, "place", w, "trader");
    assert_eq!(g.players[0].general[0], general[0] - 1, "from the general supply first");
    assert_eq!(g.spaces[w], Piece::new(0, false));
}

#[test]
fn brytania_game_ends_at_eight_full_cities() {
    let mut g = britannia(4);
    g.full_cities = 7;
    let r = filled(&mut g, "Salisbury", "Bristol", 0, "tttt");
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut g);
    act(&mut g, 0, &format!("claim {} office Bristol", r));
    assert_eq!(g.full_cities, 8);
    assert!(g.is_over());
    assert_eq!(g.players[0].score, 2, "Britannia's printed coins are worth 2");
}

/// The rulebook's example: two players control 2 Welsh cities each with as many offices there:
/// each scores (7+4)/2 = 5; the next player scores 2.
#[test]
fn przyznawanie_punktow_za_walie_tie_example() {
    let mut g = britannia(4);
    for (name, seat) in [("Pembroke", 0), ("Montgomery", 0), ("Conway", 1), ("Chester", 1), ("Cardiff", 2)] {
        office(&mut g, name, 0, seat, false);
    }
    balance(&mut g);
    let points = g.majority_points(kontor_hansa::WALES, &[7, 4, 2]);
    assert_eq!(points, vec![5, 5, 2, 0]);
}

#[test]
fn przyznawanie_punktow_ties_on_cities_go_to_more_offices_then_players_without_control() {
    let mut g = britannia(4);
    offices(&mut g, "Pembroke", &[Piece::new(0, false); 2]);
    office(&mut g, "Montgomery", 0, 1, false);
    // Seat 2 has an office in Wales but controls nothing there (seat 0 has two in Pembroke).
    office(&mut g, "Pembroke", 2, 2, false);
    balance(&mut g);
    // Seat 0: 1 city, 2 offices; seat 1: 1 city, 1 office; seat 2: no city, 1 office; seat 3: nothing.
    assert_eq!(g.majority_points(kontor_hansa::WALES, &[7, 4, 2]), vec![7, 4, 2, 0]);
}

#[test]
fn wyspa_man_counts_for_wales_and_scotland() {
    let mut g = britannia(4);
    office(&mut g, "Isle of Man", 0, 0, false);
    balance(&mut g);
    assert_eq!(g.majority_points(kontor_hansa::WALES, &[7, 4, 2])[0], 7);
    assert_eq!(g.majority_points(kontor_hansa::SCOTLAND, &[7, 4, 2])[0], 7);
    g.phase = Phase::Over;
    let cities_row = &g.final_outcome().breakdown[4];
    assert_eq!(cities_row.points[Seat(0)], 2 + 7 + 7);
}

#[test]
fn brytania_london_privilegium_scroll() {
    let mut g = britannia(3);
    let r = filled(&mut g, "London", "Cambridge", 0, "ttt");
    balance(&mut g);
    assert!(
        g.legal_actions(Seat(0))
            .contains(&Action::Claim { route: r, reward: Reward::Upgrade(Ability::Privilegium) })
    );
}

//! "Wschodnia Liga Hanzeatycka" (the East board): "Morskie szlaki handlowe" (sea routes and their
//! ship spaces), "Stałe żetony premii" (printed bonuses), the end of the game on a sea route,
//! "(Żółto)-zielone miasta", "Miasto Waren" and the East–West connection.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{
    Ability, Action, EndReason, Hansa, Phase, Piece, Reward, RouteId, SpaceId, Token, TokenUse, board,
};

use crate::support::*;

// ----- Wschodnia Liga Hanzeatycka: Morskie szlaki handlowe -----

#[test]
fn morskie_szlaki_ship_spaces_take_merchants_only() {
    let mut g = east(3);
    let r = route(&g, "Wismar", "Stralsund");
    let s = spaces_of(&g, r);
    // Printed order from Wismar: land, ship, ship.
    let b = board(g.side);
    assert_eq!(s.iter().map(|&x| b.space_merchant_only[x]).collect::<Vec<_>>(), [false, true, true]);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Place { space: SpaceId::from_index(s[0]), merchant: false }));
    assert!(
        !legal.contains(&Action::Place { space: SpaceId::from_index(s[1]), merchant: false }),
        "no trader on a ship space"
    );
    assert!(legal.contains(&Action::Place { space: SpaceId::from_index(s[1]), merchant: true }));
    assert!(
        !legal.contains(&Action::Place { space: SpaceId::from_index(s[2]), merchant: true }),
        "ship spaces are alike"
    );
    let text = format!("place {} trader", label(&g, s[1]));
    assert!(refused(&g, 0, &text));
    act_at(&mut g, 0, "place", s[1], "merchant");
    assert_eq!(g.spaces[s[1]], Piece::new(0, true));
    // A merchant on a ship space cannot be displaced by a trader.
    g.current = 1;
    g.actions_used = 0;
    assert!(!g.legal_actions(Seat(1)).contains(&Action::Displace {
        space: SpaceId::from_index(s[1]),
        merchant: false,
        pay_merchants: None
    }));
}

#[test]
fn morskie_szlaki_no_bonus_token_beside_a_sea_route() {
    let mut g = east(3);
    g.to_place.push(Token::Upgrade);
    g.phase = Phase::PlaceTokens;
    let legal = g.legal_actions(Seat(0));
    let b = board(g.side);
    for (r, route) in b.routes.iter().enumerate() {
        if route.sea {
            assert!(
                !legal.contains(&Action::Bonus { route: RouteId::from_index(r) }),
                "{}",
                b.route_name(RouteId::from_index(r))
            );
        }
    }
    assert!(!legal.is_empty());
}

// ----- Stałe żetony premii -----

#[test]
fn stale_zetony_premii_upgrade_privilegium() {
    let mut g = east(3);
    claim_sea(&mut g, "Stralsund", "Malmö");
    assert!(matches!(g.phase, Phase::Perk { .. }), "the bonus comes right after establishing");
    assert_eq!(g.players[0].level(Ability::Privilegium), 0);
    act(&mut g, 0, "perk upgrade");
    assert_eq!(g.players[0].level(Ability::Privilegium), 1);
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.players[0].token_count(), 0, "a printed bonus is never taken: no token points");
}

#[test]
fn stale_zetony_premii_office_in_a_green_city_right_of_the_others() {
    let mut g = east(3);
    let waren = city(&g, "Waren");
    g.extras.push((waren, Piece::new(1, false)));
    g.full_cities = 1;
    claim_sea(&mut g, "Malmö", "Visby");
    let before = g.players[0].personal[0];
    act(&mut g, 0, "perk office Waren trader");
    assert_eq!(g.players[0].personal[0], before - 1, "the piece comes from the personal supply");
    assert_eq!(g.offices_in(waren, 0), 1);
    assert_eq!(g.controller(waren), Some(0), "1–1: the right-most office (the bonus's) controls");
    assert_eq!(g.full_cities, 1, "the city was full already");
}

#[test]
fn stale_zetony_premii_place_two_pieces_of_the_route() {
    let mut g = east(3);
    let r = filled_sea(&mut g, "Danzig", "Malmö", 0);
    balance(&mut g);
    let general = g.players[0].general;
    act(&mut g, 0, &format!("claim {}", r));
    assert!(matches!(g.phase, Phase::Perk { left: 2, pieces: [3, 1], .. }));
    let target = route(&g, "Danzig", "Königsberg");
    let t = spaces_of(&g, target);
    act_at(&mut g, 0, "place", t[0], "trader");
    act_at(&mut g, 0, "place", t[1], "trader");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.spaces[t[0]], Piece::new(0, false));
    assert_eq!(g.players[0].general, [general[0] + 1, general[1] + 1], "the rest goes to the general supply");
    assert_eq!(g.piece_count(0), [27, 4]);
}

#[test]
fn stale_zetony_premii_move_two_pieces_of_anyone() {
    let mut g = east(3);
    let r = filled_sea(&mut g, "Wismar", "Stralsund", 0);
    let other = route(&g, "Danzig", "Königsberg");
    let o = spaces_of(&g, other);
    g.spaces[o[0]] = Piece::new(1, false);
    balance(&mut g);
    act(&mut g, 0, &format!("claim {}", r));
    assert_eq!(g.phase, Phase::PerkMove { left: 2, lifted: None });
    let to = spaces_of(&g, route(&g, "Danzig", "Belgard"))[0];
    let text = format!("move {} {}", label(&g, o[0]), label(&g, to));
    act(&mut g, 0, &text);
    assert_eq!(g.spaces[to], Piece::new(1, false), "an opponent's piece moved");
    act(&mut g, 0, "done");
    assert_eq!(g.phase, Phase::Actions);
}

// ----- Koniec gry on a sea route with a printed bonus -----

/// "Koniec gry": "aktywny gracz dokończy obecną akcję, ale wszystkie jego pozostałe akcje przepadają
/// i gra natychmiast się kończy"; a printed bonus is used "po zakończeniu tej akcji (i tylko wtedy)"
/// ("Stałe żetony premii"). So when establishing a sea route ends the game, its bonus is not
/// offered. 20 points, East (upgrade Privilegium) and Britannia (place 2 in Wales/Scotland).
#[test]
fn koniec_gry_twenty_points_on_a_sea_route_offers_no_bonus() {
    for (map, a, z, seats) in [("east", "Stralsund", "Malmö", 3), ("britannia", "Calais", "Southampton", 4)]
    {
        let mut g = if map == "east" { east(seats) } else { britannia(seats) };
        let r = filled_sea(&mut g, a, z, 0);
        office(&mut g, a, 0, 0, false);
        g.players[0].score = 19;
        // Two merchants on the route: one Liber Sophiae upgrade keeps the colour at 4 merchants.
        g.players[0].abilities[Ability::LiberSophiae.index()] = 1;
        balance(&mut g);
        // Without the 20th point the bonus comes next.
        let mut h = g.clone();
        h.players[0].score = 10;
        act(&mut h, 0, &format!("claim {}", r));
        assert!(matches!(h.phase, Phase::Perk { .. }), "{map}: the bonus follows");
        act(&mut g, 0, &format!("claim {}", r));
        assert_eq!(g.players[0].score, 20, "{map}: control of {a}");
        assert_eq!(g.ending, Some(EndReason::Points));
        assert!(g.is_over(), "{map}: the game ends after the claim, before the bonus");
        assert!(g.legal_actions(Seat(0)).is_empty());
        assert_eq!(g.players[0].level(Ability::Privilegium), 0);
        assert_eq!(g.piece_count(0), [27, 4]);
    }
}

/// "Koniec gry": the 10th full city (East board) reached while establishing a sea route: no bonus.
#[test]
fn koniec_gry_tenth_full_city_on_a_sea_route_offers_no_bonus() {
    let mut g = east(3);
    let r = filled_sea(&mut g, "Malmö", "Visby", 0);
    g.full_cities = 9;
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut g);
    let personal = g.players[0].personal;
    act(&mut g, 0, &format!("claim {} office Visby", r));
    assert_eq!(g.full_cities, 10);
    assert_eq!(g.ending, Some(EndReason::FullCities));
    assert!(g.is_over(), "no green-city office from the bonus after the game-ending claim");
    assert_eq!(g.players[0].personal, personal);
    assert!(g.extras.is_empty());
}

/// "Koniec gry": "Kiedy aktywny gracz musi dobrać żeton premii …, ale pula żetonów jest pusta"
/// (the Tip: the token just taken cannot be used). Printed-bonus routes never get a token beside
/// them, so the position is built by hand: the route's "place 2 pieces" bonus is not offered and
/// all its pieces go to the general supply.
#[test]
fn koniec_gry_empty_token_stack_on_a_sea_route_offers_no_bonus() {
    let mut g = east(3);
    let r = filled_sea(&mut g, "Danzig", "Malmö", 0);
    g.route_tokens[r.index()] = Some(Token::Actions3);
    g.pool.clear();
    balance(&mut g);
    let general = g.players[0].general;
    act(&mut g, 0, &format!("claim {}", r));
    assert_eq!(g.ending, Some(EndReason::NoToken));
    assert!(g.is_over());
    assert!(g.players[0].tokens.contains(Token::Actions3), "taken, never usable");
    assert_eq!(g.players[0].general, [general[0] + 3, general[1] + 1], "the route's pieces return");
    assert_eq!(g.piece_count(0), [27, 4]);
}

// ----- (Żółto)-zielone miasta, Miasto Waren -----

#[test]
fn zielone_miasta_offices_only_by_bonus_or_extra_office_and_one_makes_the_city_full() {
    let mut g = east(3);
    let belgard = city(&g, "Belgard");
    let r = filled(&mut g, "Danzig", "Belgard", 0, "tttt");
    balance(&mut g);
    let rewards: Vec<Reward> = g
        .legal_actions(Seat(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::Claim { route, reward } if route == r => Some(reward),
            _ => None,
        })
        .collect();
    assert!(!rewards.contains(&Reward::Office { city: belgard }), "no normal office in a green city");
    assert!(!rewards.contains(&Reward::ExtraOffice { city: belgard }), "not without the token");
    g.players[0].tokens.add(Token::ExtraOffice);
    balance(&mut g);
    act(&mut g, 0, &format!("claim {} extra Belgard", r));
    assert_eq!(g.offices_in(belgard, 0), 1);
    assert_eq!(g.full_cities, 1, "one office makes a green city full");
    // A later extra office goes left of it and does not count the city again.
    let r2 = filled(&mut g, "Kulm", "Belgard", 1, "ttt");
    g.players[1].tokens.add(Token::ExtraOffice);
    g.current = 1;
    g.actions_used = 0;
    g.phase = Phase::Actions;
    balance(&mut g);
    act(&mut g, 1, &format!("claim {} extra Belgard", r2));
    assert_eq!(g.full_cities, 1);
    assert_eq!(g.controller(belgard), Some(0), "1–1: the earlier office stands right");
}

/// "Zamiana placówek" swaps 2 traders "na sąsiednich zajętych placówkach w mieście", never an office
/// founded with the Extra office token ("Dodatkowa placówka"). "(Żółto)-zielone miasta" say nothing
/// more, so the offices the sea-route bonus founds in a green city (right of the others) may be
/// swapped with each other; one founded there with the Extra office token (left of all) may not.
#[test]
fn zamiana_placowek_in_a_green_city_bonus_offices_only() {
    let mut g = east(3);
    let waren = city(&g, "Waren");
    let sea = route(&g, "Malmö", "Visby");
    // Seat 0, then seat 1 found offices in Waren with the bonus; seat 2 one with the Extra office token.
    for seat in [0u8, 1] {
        g.current = seat;
        g.actions_used = 0;
        fill_sea(&mut g, sea, seat);
        balance(&mut g);
        act(&mut g, seat, &format!("claim {}", sea));
        act(&mut g, seat, "perk office Waren trader");
    }
    let land = filled(&mut g, "Waren", "Wismar", 2, "ttt");
    g.players[2].tokens.add(Token::ExtraOffice);
    g.current = 2;
    g.actions_used = 0;
    balance(&mut g);
    act(&mut g, 2, &format!("claim {} extra Waren", land));
    assert_eq!(g.bonus_offices[waren.index()], 2);
    // Left to right: seat 2 (Extra office), seat 0, seat 1: a 1–1–1 tie goes to the right-most.
    assert_eq!(g.controller(waren), Some(1));
    g.current = 0;
    g.actions_used = 0;
    g.players[0].tokens.add(Token::SwapOffices);
    g.players[2].tokens.add(Token::SwapOffices);
    balance(&mut g);
    let swaps = |g: &Hansa, seat: u8| -> Vec<TokenUse> {
        g.legal_actions(Seat(seat))
            .into_iter()
            .filter_map(|a| match a {
                Action::Token(u @ TokenUse::Swap { city, .. }) if city == waren => Some(u),
                _ => None,
            })
            .collect()
    };
    assert_eq!(swaps(&g, 0), vec![TokenUse::Swap { city: waren, slot: 0 }]);
    for a in g.legal_actions(Seat(0)) {
        let text = g.format_action(&a);
        assert_eq!(g.parse_action(Seat(0), &text), Ok(a), "{text}");
    }
    act(&mut g, 0, "token swap Waren 1");
    assert_eq!(g.controller(waren), Some(0), "seat 0's office is now the right-most");
    assert_eq!(g.offices_in(waren, 1), 1);
    // Seat 2's only office there is the Extra office one: nothing to swap for seat 2.
    g.current = 2;
    g.actions_used = 0;
    assert!(swaps(&g, 2).is_empty());
    assert!(refused(&g, 2, "token swap Waren 1"));
    assert!(refused(&g, 2, "token swap Waren 2"));
}

#[test]
fn miasto_waren_upgrade_actiones_or_bank() {
    let mut g = east(3);
    let r = filled(&mut g, "Waren", "Wismar", 0, "ttt");
    balance(&mut g);
    let legal = g.legal_actions(Seat(0));
    for a in [Ability::Actiones, Ability::Bank] {
        assert!(legal.contains(&Action::Claim { route: r, reward: Reward::Upgrade(a) }));
    }
    assert!(!legal.contains(&Action::Claim { route: r, reward: Reward::Office { city: city(&g, "Waren") } }));
}

#[test]
fn wschodnia_liga_east_west_lubeck_danzig_and_konigsberg_table() {
    let mut g = east(3);
    let b = board(g.side);
    let (ks, to) = b.special.unwrap();
    assert_eq!(ks, city(&g, "Königsberg"));
    assert_eq!(to, Some(city(&g, "Danzig")));
    let r = filled(&mut g, "Danzig", "Königsberg", 0, "tmtt");
    balance(&mut g);
    assert!(
        g.legal_actions(Seat(0)).contains(&Action::Claim { route: r, reward: Reward::Special { field: 0 } })
    );
    let ends: Vec<&str> =
        b.cities.iter().filter(|c| c.east_west).map(|c| c.name.as_str()).collect::<Vec<_>>();
    assert!(ends.contains(&"Lübeck") && ends.contains(&"Danzig"));
}

/// "Wskazówka": sea routes are the shortest way from Lübeck to Danzig; linking them with offices
/// scores the East–West connection 7/4/2 as on the Hansa League board.
#[test]
fn wschodnia_liga_east_west_connection_over_the_sea_routes() {
    let mut g = east(3);
    let b = board(g.side);
    let (from, to) = (city(&g, "Lübeck"), city(&g, "Danzig"));
    // Shortest chain of cities by routes (breadth first).
    let mut prev = vec![None; b.cities.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    prev[from.index()] = Some(from);
    while let Some(c) = queue.pop_front() {
        for &r in &b.city(c).routes {
            for &o in &b.route(r).cities {
                if prev[o.index()].is_none() {
                    prev[o.index()] = Some(c);
                    queue.push_back(o);
                }
            }
        }
    }
    let mut chain = vec![to];
    while *chain.last().unwrap() != from {
        chain.push(prev[chain.last().unwrap().index()].expect("a city on the way"));
    }
    let sea = chain
        .windows(2)
        .any(|w| b.routes.iter().any(|r| r.sea && r.cities.contains(&w[0]) && r.cities.contains(&w[1])));
    assert!(sea, "the shortest chain uses a sea route");
    for &c in &chain {
        g.extras.push((c, Piece::new(0, false)));
    }
    let mut events = Vec::new();
    g.check_east_west(0, &mut events);
    assert_eq!(g.players[0].score, 7);
}

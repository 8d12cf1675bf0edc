//! Big Box rules, one test per rule, named after the Polish Big Box rulebook's sections
//! ("Alternatywne plansze": "Wschodnia Liga Hanzeatycka", "Brytania"; "Karty misji"), with the
//! rulebook's examples.

mod support;

use kontor_engine::{Game, Options, Seat, Viewer};
use kontor_hansa::{
    Ability, Action, BRITANNIA_3, BRITANNIA_45, EAST, EndReason, Favour, Hansa, Phase, Reward, Token,
    TokenUse, board, is_merchant, owner, piece,
};
use support::*;

fn east(seats: usize) -> Hansa {
    map_empty(seats, "east", None)
}

fn britannia(seats: usize) -> Hansa {
    map_empty(seats, "britannia", if seats >= 4 { Some("45") } else { Some("3") })
}

fn spaces_of(g: &Hansa, r: u8) -> Vec<usize> {
    let b = board(g.side);
    let route = &b.routes[usize::from(r)];
    (0..route.spaces).map(|i| usize::from(b.space(r, i))).collect()
}

/// Fills a route with `seat`'s pieces: merchants on ship spaces, traders elsewhere.
fn fill_sea(g: &mut Hansa, r: u8, seat: u8) {
    let b = board(g.side);
    for s in spaces_of(g, r) {
        g.spaces[s] = piece(seat, b.space_merchant_only[s]);
    }
}

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs.iter().map(|(k, v)| ((*k).to_string(), (*v).to_string())).collect()
}

// ----- Alternatywne plansze: options -----

#[test]
fn alternatywne_plansze_options_and_player_counts() {
    let east = |n| Hansa::setup(&options(&[("map", "east")]), n, 1);
    assert!(east(2).is_err(), "the East board is for 3–5 players");
    for n in 3..=5 {
        assert_eq!(east(n).unwrap().side, EAST);
    }
    let brit = |n, side: Option<&str>| {
        let mut o = options(&[("map", "britannia")]);
        if let Some(s) = side {
            o.insert("side".into(), s.into());
        }
        Hansa::setup(&o, n, 1)
    };
    assert_eq!(brit(4, None).unwrap().side, BRITANNIA_45);
    assert_eq!(brit(5, None).unwrap().side, BRITANNIA_45);
    assert_eq!(brit(3, None).unwrap().side, BRITANNIA_3);
    assert!(brit(3, Some("45")).is_err(), "the 4–5 side is not for 3 players");
    assert!(brit(4, Some("3")).is_err(), "the 3 side is not for 4 players");
    assert!(brit(2, None).is_err());
    assert!(Hansa::setup(&options(&[("map", "mars")]), 4, 1).is_err());
    // Unknown options and values are refused, never ignored.
    assert!(Hansa::setup(&options(&[("favour", "maybe")]), 4, 1).is_err());
    assert!(Hansa::setup(&options(&[("emperor", "on")]), 4, 1).is_ok());
    assert!(Hansa::setup(&options(&[("tiles", "on")]), 4, 1).is_err());
    // Missions belong to the Hansa League board.
    assert!(Hansa::setup(&options(&[("map", "east"), ("missions", "on")]), 4, 1).is_err());
}

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
    assert!(legal.contains(&Action::Place { space: s[0] as u8, merchant: false }));
    assert!(
        !legal.contains(&Action::Place { space: s[1] as u8, merchant: false }),
        "no trader on a ship space"
    );
    assert!(legal.contains(&Action::Place { space: s[1] as u8, merchant: true }));
    assert!(!legal.contains(&Action::Place { space: s[2] as u8, merchant: true }), "ship spaces are alike");
    let text = format!("place {} trader", label(&g, s[1]));
    assert!(refused(&g, 0, &text));
    let text = format!("place {} merchant", label(&g, s[1]));
    act(&mut g, 0, &text);
    assert_eq!(g.spaces[s[1]], piece(0, true));
    // A merchant on a ship space cannot be displaced by a trader.
    g.current = 1;
    g.actions_used = 0;
    assert!(!g.legal_actions(Seat(1)).contains(&Action::Displace {
        space: s[1] as u8,
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
            assert!(!legal.contains(&Action::Bonus { route: r as u8 }), "{}", b.route_name(r as u8));
        }
    }
    assert!(!legal.is_empty());
}

// ----- Stałe żetony premii -----

#[test]
fn stale_zetony_premii_upgrade_privilegium() {
    let mut g = east(3);
    let r = route(&g, "Stralsund", "Malmö");
    fill_sea(&mut g, r, 0);
    balance(&mut g);
    act(&mut g, 0, &format!("claim r{}", r + 1));
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
    g.extras.push((waren, piece(1, false)));
    g.full_cities = 1;
    let r = route(&g, "Malmö", "Visby");
    fill_sea(&mut g, r, 0);
    balance(&mut g);
    act(&mut g, 0, &format!("claim r{}", r + 1));
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
    let r = route(&g, "Danzig", "Malmö");
    fill_sea(&mut g, r, 0);
    balance(&mut g);
    let general = g.players[0].general;
    act(&mut g, 0, &format!("claim r{}", r + 1));
    assert!(matches!(g.phase, Phase::Perk { left: 2, pieces: [3, 1], .. }));
    let target = route(&g, "Danzig", "Königsberg");
    let t = spaces_of(&g, target);
    let text = format!("place {} trader", label(&g, t[0]));
    act(&mut g, 0, &text);
    let text = format!("place {} trader", label(&g, t[1]));
    act(&mut g, 0, &text);
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.spaces[t[0]], piece(0, false));
    assert_eq!(g.players[0].general, [general[0] + 1, general[1] + 1], "the rest goes to the general supply");
    assert_eq!(g.piece_count(0), [27, 4]);
}

#[test]
fn stale_zetony_premii_move_two_pieces_of_anyone() {
    let mut g = east(3);
    let r = route(&g, "Wismar", "Stralsund");
    fill_sea(&mut g, r, 0);
    let other = route(&g, "Danzig", "Königsberg");
    let o = spaces_of(&g, other);
    g.spaces[o[0]] = piece(1, false);
    balance(&mut g);
    act(&mut g, 0, &format!("claim r{}", r + 1));
    assert_eq!(g.phase, Phase::PerkMove { left: 2, lifted: None });
    let text = format!("move {}", label(&g, o[0]));
    act(&mut g, 0, &text);
    let to = spaces_of(&g, route(&g, "Danzig", "Belgard"))[0];
    let text = format!("to {}", label(&g, to));
    act(&mut g, 0, &text);
    assert_eq!(g.spaces[to], piece(1, false), "an opponent's piece moved");
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
        let r = route(&g, a, z);
        fill_sea(&mut g, r, 0);
        office(&mut g, a, 0, 0, false);
        g.players[0].score = 19;
        // Two merchants on the route: one Liber Sophiae upgrade keeps the colour at 4 merchants.
        g.players[0].abilities[Ability::LiberSophiae.index()] = 1;
        balance(&mut g);
        // Without the 20th point the bonus comes next.
        let mut h = g.clone();
        h.players[0].score = 10;
        act(&mut h, 0, &format!("claim r{}", r + 1));
        assert!(matches!(h.phase, Phase::Perk { .. }), "{map}: the bonus follows");
        act(&mut g, 0, &format!("claim r{}", r + 1));
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
    let r = route(&g, "Malmö", "Visby");
    fill_sea(&mut g, r, 0);
    g.full_cities = 9;
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut g);
    let personal = g.players[0].personal;
    act(&mut g, 0, &format!("claim r{} office Visby", r + 1));
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
    let r = route(&g, "Danzig", "Malmö");
    fill_sea(&mut g, r, 0);
    g.route_tokens[usize::from(r)] = Some(Token::Actions3);
    g.pool.clear();
    balance(&mut g);
    let general = g.players[0].general;
    act(&mut g, 0, &format!("claim r{}", r + 1));
    assert_eq!(g.ending, Some(EndReason::NoToken));
    assert!(g.is_over());
    assert!(g.players[0].tokens.contains(&Token::Actions3), "taken, never usable");
    assert_eq!(g.players[0].general, [general[0] + 3, general[1] + 1], "the route's pieces return");
    assert_eq!(g.piece_count(0), [27, 4]);
}

// ----- (Żółto)-zielone miasta, Miasto Waren -----

#[test]
fn zielone_miasta_offices_only_by_bonus_or_extra_office_and_one_makes_the_city_full() {
    let mut g = east(3);
    let belgard = city(&g, "Belgard");
    let r = route(&g, "Danzig", "Belgard");
    fill(&mut g, r, 0, "tttt");
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
    g.players[0].tokens.push(Token::ExtraOffice);
    balance(&mut g);
    act(&mut g, 0, &format!("claim r{} extra Belgard", r + 1));
    assert_eq!(g.offices_in(belgard, 0), 1);
    assert_eq!(g.full_cities, 1, "one office makes a green city full");
    // A later extra office goes left of it and does not count the city again.
    let r2 = route(&g, "Kulm", "Belgard");
    fill(&mut g, r2, 1, "ttt");
    g.players[1].tokens.push(Token::ExtraOffice);
    g.current = 1;
    g.actions_used = 0;
    g.phase = Phase::Actions;
    balance(&mut g);
    act(&mut g, 1, &format!("claim r{} extra Belgard", r2 + 1));
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
        act(&mut g, seat, &format!("claim r{}", sea + 1));
        act(&mut g, seat, "perk office Waren trader");
    }
    let land = route(&g, "Waren", "Wismar");
    fill(&mut g, land, 2, "ttt");
    g.players[2].tokens.push(Token::ExtraOffice);
    g.current = 2;
    g.actions_used = 0;
    balance(&mut g);
    act(&mut g, 2, &format!("claim r{} extra Waren", land + 1));
    assert_eq!(g.bonus_offices[usize::from(waren)], 2);
    // Left to right: seat 2 (Extra office), seat 0, seat 1: a 1–1–1 tie goes to the right-most.
    assert_eq!(g.controller(waren), Some(1));
    g.current = 0;
    g.actions_used = 0;
    g.players[0].tokens.push(Token::SwapOffices);
    g.players[2].tokens.push(Token::SwapOffices);
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
    let r = route(&g, "Waren", "Wismar");
    fill(&mut g, r, 0, "ttt");
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
    assert_eq!(to, city(&g, "Danzig"));
    let r = route(&g, "Danzig", "Königsberg");
    fill(&mut g, r, 0, "tmtt");
    balance(&mut g);
    assert!(
        g.legal_actions(Seat(0)).contains(&Action::Claim { route: r, reward: Reward::Special { field: 0 } })
    );
    let ends: Vec<&str> =
        b.cities.iter().filter(|c| c.east_west).map(|c| c.name.as_str()).collect::<Vec<_>>();
    assert!(ends.contains(&"Lübeck") && ends.contains(&"Danzig"));
}

// ----- Brytania: Anglia, Walia i Szkocja -----

fn welsh_route(g: &Hansa) -> u8 {
    route(g, "Montgomery", "Pembroke")
}

#[test]
fn brytania_placing_in_wales_needs_the_right_most_office_in_cardiff_or_london_once_per_turn() {
    let mut g = britannia(4);
    let w = spaces_of(&g, welsh_route(&g));
    let england = spaces_of(&g, route(&g, "London", "Cambridge"));
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Place { space: england[0] as u8, merchant: false }), "England: always");
    assert!(!legal.contains(&Action::Place { space: w[0] as u8, merchant: false }), "Wales: permission");
    assert!(refused(&g, 0, &format!("place {} trader", label(&g, w[0]))));
    // Seat 0 holds the right-most office in Cardiff (seat 1 has one further left).
    office(&mut g, "Cardiff", 0, 1, false);
    office(&mut g, "Cardiff", 1, 0, false);
    g.players[0].personal = [5, 1];
    g.bonus_actions = 3;
    balance(&mut g);
    let text = format!("place {} trader", label(&g, w[0]));
    act(&mut g, 0, &text);
    assert!(
        !g.legal_actions(Seat(0)).contains(&Action::Place { space: w[1] as u8, merchant: false }),
        "Cardiff permits once per turn"
    );
    // London's right-most office permits once more (Wales or Scotland).
    let london = city(&g, "London");
    let slots = board(g.side).cities[usize::from(london)].offices.len();
    office(&mut g, "London", slots - 1, 0, false);
    balance(&mut g);
    let text = format!("place {} trader", label(&g, w[1]));
    act(&mut g, 0, &text);
    assert!(
        !g.legal_actions(Seat(0))
            .iter()
            .any(|a| matches!(a, Action::Place { space, .. } if w.contains(&usize::from(*space))))
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
    g.spaces[s[0]] = piece(1, false);
    balance(&mut g);
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Displace {
        space: s[0] as u8,
        merchant: false,
        pay_merchants: None
    }));
    let carlisle = city(&g, "Carlisle");
    let n = board(g.side).cities[usize::from(carlisle)].offices.len();
    office(&mut g, "Carlisle", n - 1, 0, false);
    balance(&mut g);
    assert!(g.legal_actions(Seat(0)).contains(&Action::Displace {
        space: s[0] as u8,
        merchant: false,
        pay_merchants: None
    }));
    let text = format!("displace {} trader", label(&g, s[0]));
    act(&mut g, 0, &text);
    // The displaced piece goes to Scotland or England only.
    let b = board(g.side);
    let legal = g.legal_actions(Seat(1));
    assert!(!legal.is_empty());
    for a in legal {
        if let Action::Relocate { space, .. } = a {
            let c = b.space_country(usize::from(space));
            assert!(
                c == kontor_hansa::SCOTLAND || c == kontor_hansa::ENGLAND,
                "{}",
                label(&g, usize::from(space))
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
        let r = route(&g, a, z);
        fill_sea(&mut g, r, 0);
        balance(&mut g);
        let legal = g.legal_actions(Seat(0));
        assert!(
            legal.contains(&Action::Claim { route: r, reward: Reward::Office { city: city(&g, "Chester") } }),
            "{a}–{z}: office in Chester"
        );
        assert!(legal.contains(&Action::Claim { route: r, reward: Reward::Upgrade(Ability::Actiones) }));
        act(&mut g, 0, &format!("claim r{} office Chester", r + 1));
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
    g.spaces[e] = piece(0, false);
    g.spaces[w] = piece(0, false);
    balance(&mut g);
    act(&mut g, 0, "move");
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.contains(&Action::Target { route: wales }), "England → Wales is not allowed");
    assert!(refused(&g, 0, &format!("to r{}", wales + 1)));
    act(&mut g, 0, "done");
    // Wales → England is.
    let mut h = britannia(4);
    h.spaces[e] = piece(0, false);
    h.spaces[w] = piece(0, false);
    balance(&mut h);
    act(&mut h, 0, "move");
    let other = route(&h, "London", "Oxford");
    act(&mut h, 0, &format!("to r{}", other + 1));
    assert!(h.legal_actions(Seat(0)).contains(&Action::Pick { space: w as u8 }));
}

#[test]
fn brytania_move3_token_and_move2_bonus_within_one_country() {
    let mut g = britannia(4);
    let w = spaces_of(&g, welsh_route(&g))[0];
    g.spaces[w] = piece(1, false);
    g.players[0].tokens.push(Token::Move3);
    balance(&mut g);
    apply(&mut g, 0, Action::Token(TokenUse::Move));
    let text = format!("move {}", label(&g, w));
    act(&mut g, 0, &text);
    let b = board(g.side);
    for a in g.legal_actions(Seat(0)) {
        if let Action::Drop { space } = a {
            assert_eq!(b.space_country(usize::from(space)), kontor_hansa::WALES);
        }
    }
}

#[test]
fn brytania_no_bonus_tokens_beside_welsh_scottish_or_bonus_sea_routes() {
    let mut g = britannia(5);
    g.to_place.push(Token::Upgrade);
    g.phase = Phase::PlaceTokens;
    let b = board(g.side);
    for a in g.legal_actions(Seat(0)) {
        let Action::Bonus { route } = a else { panic!("{a:?}") };
        let r = &b.routes[usize::from(route)];
        assert_eq!(r.country, kontor_hansa::ENGLAND);
        assert!(r.perk.is_none());
    }
}

#[test]
fn brytania_bonus_place_two_pieces_in_wales_or_scotland() {
    let mut g = britannia(4);
    let r = route(&g, "Calais", "Southampton");
    fill_sea(&mut g, r, 0);
    balance(&mut g);
    act(&mut g, 0, &format!("claim r{}", r + 1));
    assert!(matches!(g.phase, Phase::Perk { .. }));
    let b = board(g.side);
    let legal = g.legal_actions(Seat(0));
    assert!(legal.iter().any(|a| matches!(a, Action::Relocate { .. })));
    for a in &legal {
        if let Action::Relocate { space, .. } = a {
            assert_ne!(b.space_country(usize::from(*space)), kontor_hansa::ENGLAND);
        }
    }
    let general = g.players[0].general;
    let w = spaces_of(&g, welsh_route(&g))[0];
    let text = format!("place {} trader", label(&g, w));
    act(&mut g, 0, &text);
    assert_eq!(g.players[0].general[0], general[0] - 1, "from the general supply first");
    assert_eq!(g.spaces[w], piece(0, false));
}

#[test]
fn brytania_game_ends_at_eight_full_cities() {
    let mut g = britannia(4);
    g.full_cities = 7;
    let r = route(&g, "Salisbury", "Bristol");
    fill(&mut g, r, 0, "tttt");
    g.players[0].abilities[Ability::Privilegium.index()] = 1;
    balance(&mut g);
    act(&mut g, 0, &format!("claim r{} office Bristol", r + 1));
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
    office(&mut g, "Pembroke", 0, 0, false);
    office(&mut g, "Pembroke", 1, 0, false);
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
    let r = route(&g, "London", "Cambridge");
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    assert!(
        g.legal_actions(Seat(0))
            .contains(&Action::Claim { route: r, reward: Reward::Upgrade(Ability::Privilegium) })
    );
}

// ----- Karty misji -----

#[test]
fn karty_misji_secret_cards_and_scoring() {
    let mut g = Hansa::setup(&options(&[("missions", "on")]), 4, 3).unwrap();
    assert_eq!(g.missions.len(), 4);
    let mut cards = g.missions.clone();
    cards.sort_unstable();
    cards.dedup();
    assert_eq!(cards.len(), 4, "one different card each");
    let v = g.view(Viewer::Seat(Seat(1)));
    assert!(v.missions[1].is_some() && v.missions[0].is_none() && v.missions[2].is_none());
    assert!(g.view(Viewer::Spectator).missions.iter().all(Option::is_none));
    assert!(en(&g.private_summary(Seat(1))).contains("mission"));
    let [a, b, c] = g.mission_cities(0).unwrap();
    assert_eq!(g.mission_points(0), 0);
    let first = usize::from(board(g.side).cities[usize::from(a)].first_office);
    g.offices[first] = piece(0, false);
    assert_eq!(g.mission_points(0), 1);
    for city in [b, c] {
        let f = usize::from(board(g.side).cities[usize::from(city)].first_office);
        g.offices[f] = piece(0, false);
    }
    assert_eq!(g.mission_points(0), 3 + 5, "1 per city and 5 for controlling all three");
    g.phase = Phase::Over;
    let o = g.final_outcome();
    assert_eq!(o.breakdown.len(), 7);
    assert_eq!(o.breakdown[6].points[Seat(0)], 8);
    assert!(g.view(Viewer::Seat(Seat(2))).missions.iter().all(Option::is_some), "revealed at the end");
    let _ = (owner(piece(0, false)), is_merchant(0));
}

// ----- Kafelki przychylności cesarza -----

fn favour_game(seats: usize) -> Hansa {
    let mut g = Hansa::setup(&options(&[("favour", "on")]), seats, 5).unwrap();
    for t in g.route_tokens.iter_mut() {
        *t = None;
    }
    g.spaces.iter_mut().for_each(|s| *s = 0);
    g
}

#[test]
fn kafelki_przychylnosci_as_many_as_players_on_display() {
    for seats in 2..=5 {
        let g = favour_game(seats);
        assert_eq!(g.favour_display.count_ones() as usize, seats);
        assert_eq!(g.view(Viewer::Spectator).favour_display.len(), seats);
    }
    assert!(Hansa::setup(&options(&[("map", "east"), ("favour", "on")]), 4, 1).is_err());
}

#[test]
fn kafelki_przychylnosci_start_of_turn_two_tokens_face_down_and_no_actions() {
    let mut g = favour_game(3);
    let tile = Favour::of(g.favour_display)[0];
    assert!(
        !g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::Favour { .. })),
        "needs 2 unused tokens"
    );
    g.players[0].tokens.push(Token::Upgrade);
    g.players[0].tokens.push(Token::SwapOffices);
    let text = format!("favour {} swap upgrade", tile.word());
    let action = g.parse_action(Seat(0), &text).unwrap();
    assert!(g.legal_actions(Seat(0)).contains(&action));
    // Not after an action.
    let mut h = g.clone();
    act(&mut h, 0, "income");
    assert!(!h.legal_actions(Seat(0)).contains(&action));
    apply(&mut g, 0, action);
    assert_eq!(g.current, 1, "the actions of the turn are given up");
    assert!(g.favoured(0, tile));
    assert_eq!(g.favour_display & tile.bit(), 0);
    assert_eq!(g.players[0].tokens.len(), 0);
    assert_eq!(g.players[0].used.len(), 2, "the tokens still count at the end");
}

#[test]
fn kafelki_przychylnosci_extra_action() {
    let mut g = favour_game(3);
    assert_eq!(g.actions_allowed(), 2);
    g.favours[0] |= Favour::ExtraAction.bit();
    assert_eq!(g.actions_allowed(), 3);
    g.players[0].abilities[Ability::Actiones.index()] = 5;
    assert_eq!(g.actions_allowed(), 6, "beyond 5 actions");
}

#[test]
fn kafelki_przychylnosci_income_share() {
    let mut g = favour_game(3);
    g.favours[2] |= Favour::IncomeShare.bit();
    let before = g.players[2].personal[0];
    act(&mut g, 0, "income");
    assert_eq!(g.players[2].personal[0], before + 1);
    assert_eq!(g.piece_count(2), [27, 4]);
}

#[test]
fn kafelki_przychylnosci_reinforce_and_anywhere() {
    let mut g = favour_game(3);
    g.favours[1] |= Favour::Reinforce.bit() | Favour::Anywhere.bit();
    let s = space(&g, 3, 0);
    g.spaces[s] = piece(1, false);
    balance(&mut g);
    let text = format!("displace {} trader", label(&g, s));
    act(&mut g, 0, &text);
    assert!(matches!(g.phase, Phase::Displaced { extras: 2, .. }), "2 extra pieces for a displaced trader");
    let spots = g.legal_actions(Seat(1)).len();
    let far = g.legal_actions(Seat(1)).iter().any(|a| match a {
        Action::Relocate { space, .. } => {
            board(g.side).route_distance[3][usize::from(board(g.side).space_route[usize::from(*space)])] > 2
        }
        _ => false,
    });
    assert!(far && spots > 20, "displaced pieces may go to any route");
}

#[test]
fn kafelki_przychylnosci_end_scoring_cities_and_abilities() {
    let mut g = favour_game(3);
    office(&mut g, "Hamburg", 0, 0, false);
    g.players[0].abilities[Ability::Bank.index()] = Ability::Bank.max_level();
    g.players[0].abilities[Ability::Actiones.index()] = Ability::Actiones.max_level();
    balance(&mut g);
    let plain = g.breakdown(0);
    assert_eq!((plain.cities, plain.abilities), (2, 8));
    g.favours[0] |= Favour::Cities.bit() | Favour::Abilities.bit();
    let favoured = g.breakdown(0);
    assert_eq!((favoured.cities, favoured.abilities), (4, 14));
}

/// "Wskazówka": sea routes are the shortest way from Lübeck to Danzig; linking them with offices
/// scores the East–West connection 7/4/2 as on the Hansa League board.
#[test]
fn wschodnia_liga_east_west_connection_over_the_sea_routes() {
    let mut g = east(3);
    let b = board(g.side);
    let (from, to) = (city(&g, "Lübeck"), city(&g, "Danzig"));
    // Shortest chain of cities by routes (breadth first).
    let mut prev = vec![u8::MAX; b.cities.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    prev[usize::from(from)] = from;
    while let Some(c) = queue.pop_front() {
        for &r in &b.cities[usize::from(c)].routes {
            for &o in &b.routes[usize::from(r)].cities {
                if prev[usize::from(o)] == u8::MAX {
                    prev[usize::from(o)] = c;
                    queue.push_back(o);
                }
            }
        }
    }
    let mut chain = vec![to];
    while *chain.last().unwrap() != from {
        chain.push(prev[usize::from(*chain.last().unwrap())]);
    }
    let sea = chain
        .windows(2)
        .any(|w| b.routes.iter().any(|r| r.sea && r.cities.contains(&w[0]) && r.cities.contains(&w[1])));
    assert!(sea, "the shortest chain uses a sea route");
    for &c in &chain {
        g.extras.push((c, piece(0, false)));
    }
    let mut events = Vec::new();
    g.check_east_west(0, &mut events);
    assert_eq!(g.players[0].score, 7);
}

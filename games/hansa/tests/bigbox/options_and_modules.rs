//! The Big Box options ("Alternatywne plansze": which board, for how many players) and the two
//! modules of the Hansa League board: "Karty misji" (mission cards) and "Kafelki przychylności
//! cesarza" (the Emperor's favour tiles).

use kontor_engine::prelude::*;
use kontor_engine::{Options, Seat, Viewer};
use kontor_hansa::{
    Ability, Action, BRITANNIA_3, BRITANNIA_45, EAST, Favour, Hansa, Phase, Piece, RouteId, Token, board,
};

use crate::support::*;

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
    let first = usize::from(board(g.side).city(a).first_office);
    g.offices[first] = Piece::new(0, false);
    assert_eq!(g.mission_points(0), 1);
    for city in [b, c] {
        let f = usize::from(board(g.side).city(city).first_office);
        g.offices[f] = Piece::new(0, false);
    }
    assert_eq!(g.mission_points(0), 3 + 5, "1 per city and 5 for controlling all three");
    g.phase = Phase::Over;
    let o = g.final_outcome();
    assert_eq!(o.breakdown.len(), 7);
    assert_eq!(o.breakdown[6].points[Seat(0)], 8);
    assert!(g.view(Viewer::Seat(Seat(2))).missions.iter().all(Option::is_some), "revealed at the end");
}

// ----- Kafelki przychylności cesarza -----

fn favour_game(seats: usize) -> Hansa {
    let mut g = Hansa::setup(&options(&[("favour", "on")]), seats, 5).unwrap();
    clear(&mut g);
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
    g.players[0].tokens.add(Token::Upgrade);
    g.players[0].tokens.add(Token::SwapOffices);
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
    let s = space(&g, RouteId(3), 0);
    g.spaces[s] = Piece::new(1, false);
    balance(&mut g);
    act_at(&mut g, 0, "displace", s, "trader");
    assert!(matches!(g.phase, Phase::Displaced { extras: 2, .. }), "2 extra pieces for a displaced trader");
    let spots = g.legal_actions(Seat(1)).len();
    let far = g.legal_actions(Seat(1)).iter().any(|a| match a {
        Action::Relocate { space, .. } => {
            board(g.side).route_distance[3][board(g.side).space_route[space.index()].index()] > 2
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

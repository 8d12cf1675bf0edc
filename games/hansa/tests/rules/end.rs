//! "Koniec gry" (the three ways the game ends) and "Końcowa punktacja" (final scoring: tokens,
//! abilities, cities, the largest network times Keys, and the tie-break).

use kontor_engine::conformance::play_bots;
use kontor_engine::prelude::*;
use kontor_engine::{Options, Seat, replay};
use kontor_hansa::{Ability, EndReason, Hansa, Phase, Token, token_points};

use crate::support::*;

// ----- Koniec gry (end of the game) -----

#[test]
fn koniec_gry_twenty_points_ends_after_the_action() {
    let mut g = empty(4, "45");
    g.players[1].score = 19;
    office(&mut g, "Hamburg", 0, 1, false);
    filled(&mut g, "Hamburg", "Lübeck", 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, "claim r1");
    assert_eq!(g.ending, Some(EndReason::Points));
    assert!(g.is_over());
    assert!(g.active_seats().is_empty());
}

#[test]
fn koniec_gry_no_token_to_draw() {
    let mut g = empty(4, "45");
    g.pool.clear();
    let r = route(&g, "Hamburg", "Lübeck");
    g.route_tokens[r.index()] = Some(Token::Upgrade);
    fill(&mut g, r, 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, "claim r1 office Lubeck");
    assert_eq!(g.ending, Some(EndReason::NoToken));
    assert!(g.is_over());
}

#[test]
fn koniec_gry_tenth_full_city() {
    let mut g = empty(4, "45");
    g.full_cities = 9;
    let r = filled(&mut g, "Duisburg", "Dortmund", 0, "tt");
    balance(&mut g);
    act(&mut g, 0, &format!("claim {} office Duisburg", r));
    assert_eq!(g.full_cities, 10);
    assert_eq!(g.ending, Some(EndReason::FullCities));
    assert!(g.is_over());
}

// ----- Końcowa punktacja (final scoring) -----

#[test]
fn koncowa_punktacja_tokens_abilities_cities() {
    assert_eq!(
        (0..=11).map(token_points).collect::<Vec<_>>(),
        vec![0, 1, 3, 3, 6, 6, 10, 10, 15, 15, 21, 21]
    );
    let mut g = empty(4, "45");
    for a in [Ability::Keys, Ability::Actiones, Ability::Bank] {
        g.players[0].abilities[a.index()] = a.max_level();
    }
    g.players[0].tokens.add(Token::Upgrade);
    g.players[0].used.add(Token::Actions3);
    office(&mut g, "Hamburg", 0, 0, false);
    office(&mut g, "Coellen", 0, 0, false);
    balance(&mut g);
    let b = g.breakdown(0);
    assert_eq!(b.abilities, 8, "Actiones and Bank, not Keys");
    assert_eq!(b.tokens, 3);
    assert_eq!(b.cities, 4);
    assert_eq!(b.network, 4, "two unconnected cities: largest network 1 office × Keys 4");
}

/// The rulebook examples: a network of 8 offices × Keys 3 = 24, and 9 offices in 7 cities × 3 = 27
/// with the isolated Kampen office left out.
#[test]
fn koncowa_punktacja_largest_network_times_keys() {
    let mut g = empty(4, "45");
    g.players[0].abilities[Ability::Keys.index()] = 3;
    for (name, slot) in [
        ("Münster", 0),
        ("Münster", 1),
        ("Minden", 0),
        ("Paderborn", 0),
        ("Dortmund", 0),
        ("Duisburg", 0),
        ("Hildesheim", 0),
        ("Hannover", 0),
        ("Kampen", 0),
    ] {
        office(&mut g, name, slot, 0, false);
    }
    balance(&mut g);
    assert_eq!(g.largest_network(0), 8);
    assert_eq!(g.breakdown(0).network, 24);
    office(&mut g, "Minden", 1, 0, false);
    balance(&mut g);
    assert_eq!(g.largest_network(0), 9, "Kampen is not adjacent to the network");
    assert_eq!(g.breakdown(0).network, 27);
}

#[test]
fn koncowa_punktacja_tie_break_fewer_actiones_then_network() {
    let mut g = empty(3, "3");
    g.players[0].score = 10;
    g.players[1].score = 10;
    g.players[1].abilities[Ability::Actiones.index()] = 1;
    g.ending = Some(EndReason::Points);
    g.phase = Phase::Over;
    let o = g.outcome().unwrap();
    assert_eq!(o.scores[Seat(0)], o.scores[Seat(1)]);
    assert_eq!(o.winners(), vec![Seat(0)], "fewer Actiones upgrades wins the tie");
    assert_eq!(o.breakdown.len(), 6);
}

/// Bots (`choose_bot_action`) finish games by the rules.
#[test]
fn bot_games_end() {
    let options = Options::new();
    for seats in [2, 4] {
        let record = play_bots::<Hansa>(&options, seats, 11, 11, 5_000);
        let g: Hansa = replay(&options, seats, 11, &record.log()).expect("the bots' moves replay");
        assert!(g.ending.is_some(), "{seats} players");
    }
}

//! "Przygotowanie gry" (setup: supplies by seat, bonus tokens, board side and token set options)
//! and "Umiejętności" (abilities: levels, and the piece an upgrade frees).

use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Hansa, Token, TokenSet, board};

use crate::support::*;

// ----- Przygotowanie gry (setup) -----

#[test]
fn przygotowanie_gry_supplies_by_seat_and_tokens() {
    for seats in 2..=5 {
        let g = game(seats, if seats >= 4 { "45" } else { "3" });
        for (i, p) in g.players.iter().enumerate() {
            assert_eq!(p.personal, [5 + i as u8, 1], "{seats} players, seat {i}");
            assert_eq!(p.general, [6 - i as u8, 0]);
            assert_eq!(p.score, 0);
            assert_eq!(p.abilities, [0; 5]);
            assert_eq!(g.piece_count(i as u8), [27, 4]);
        }
        let b = board(g.side);
        let taverns: Vec<usize> = (0..b.routes.len()).filter(|&r| b.routes[r].tavern).collect();
        assert_eq!(taverns.len(), 3);
        let mut gold: Vec<Token> =
            taverns.iter().map(|&r| g.route_tokens[r].expect("tavern token")).collect();
        gold.sort();
        assert_eq!(gold, vec![Token::ExtraOffice, Token::SwapOffices, Token::Remove3]);
        assert_eq!(g.pool.len(), 12);
        assert_eq!(g.route_tokens.iter().flatten().count(), 3);
        assert_eq!(g.actions_allowed(), 2);
    }
}

#[test]
fn przygotowanie_gry_board_side_and_token_set_options() {
    assert_eq!(game(4, "45").side, 0);
    assert_eq!(game(3, "3").side, 1);
    let mut o = kontor_engine::Options::new();
    assert_eq!(Hansa::setup(&o, 5, 1).unwrap().side, 0);
    assert_eq!(Hansa::setup(&o, 3, 1).unwrap().side, 1);
    o.insert("tokens".into(), "bigbox".into());
    let g = Hansa::setup(&o, 3, 1).unwrap();
    assert_eq!(g.token_set, TokenSet::BigBox);
    let all: Vec<Token> = g.pool.iter().copied().chain(g.route_tokens.iter().flatten().copied()).collect();
    assert_eq!(all.iter().filter(|&&t| t == Token::Move3).count(), 2);
    assert!(!all.contains(&Token::Remove3));
    o.insert("tokens".into(), "nope".into());
    assert!(Hansa::setup(&o, 3, 1).is_err());
    assert!(Hansa::setup(&kontor_engine::Options::new(), 6, 1).is_err());
    assert!(Hansa::setup(&kontor_engine::Options::new(), 1, 1).is_err());
}

// ----- Umiejętności (abilities) -----

#[test]
fn umiejetnosci_levels_and_upgrades_free_a_piece() {
    assert_eq!(Ability::Keys.values(), &[1, 2, 2, 3, 4]);
    assert_eq!(Ability::Actiones.values(), &[2, 3, 3, 4, 4, 5]);
    assert_eq!(Ability::LiberSophiae.values(), &[2, 3, 4, 5]);
    assert_eq!(Ability::Bank.values(), &[3, 5, 7, 99]);
    let mut g = empty(3, "3");
    filled(&mut g, "Quedlinburg", "Göttingen", 0, "ttt");
    balance(&mut g);
    let before = g.players[0].personal;
    act(&mut g, 0, "claim r28 upgrade actiones");
    assert_eq!(g.players[0].level(Ability::Actiones), 1);
    assert_eq!(g.players[0].personal[0], before[0] + 1, "the freed trader joins the personal supply");
    // A new Actiones level counts at once: 3 actions this turn, one used.
    assert_eq!(g.actions_allowed(), 3);
    assert_eq!(g.actions_left(), 2);
    assert_eq!(g.piece_count(0), [27, 4]);
}

#[test]
fn umiejetnosci_liber_sophiae_frees_a_merchant() {
    let mut g = empty(3, "3");
    let r = filled(&mut g, "Groningen", "Emden", 0, "ttt");
    balance(&mut g);
    act(&mut g, 0, &format!("claim {} upgrade liber", r));
    assert_eq!(g.players[0].personal[1], 2);
    assert_eq!(g.players[0].value(Ability::LiberSophiae), 3);
}

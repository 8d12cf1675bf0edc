//! "Żetony bonusowe" (bonus tokens): taken on establishing and replaced at the end of the turn, and
//! each token's use, with the Big Box "Zamiana placówek" and Move-3 rules.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Action, Phase, Piece, RouteId, Token, TokenSet, TokenUse, board};

use crate::support::*;

// ----- Żetony bonusowe (bonus tokens) -----

#[test]
fn zetony_bonusowe_taken_on_establishing_and_replaced_at_the_end_of_the_turn() {
    let mut g = empty(4, "45");
    let r = filled(&mut g, "Bremen", "Osnabrück", 0, "ttt");
    g.route_tokens[r.index()] = Some(Token::Actions3);
    balance(&mut g);
    let pool = g.pool.len();
    act(&mut g, 0, &format!("claim {}", r));
    assert!(g.players[0].tokens.contains(Token::Actions3));
    assert_eq!(g.to_place.len(), 1);
    assert_eq!(g.pool.len(), pool - 1);
    // Used in the same turn, after the action that gained it: 3 more actions.
    act(&mut g, 0, "token actions3");
    assert_eq!(g.actions_left(), 4);
    act(&mut g, 0, "end");
    assert_eq!(g.phase, Phase::PlaceTokens);
    // Only empty routes without a token, leading to a city with a free office.
    for a in g.legal_actions(Seat(0)) {
        let Action::Bonus { route } = a else { panic!("{a:?}") };
        assert!(g.route_spaces(route).all(|s| g.spaces[s].is_empty()));
        assert!(g.route_tokens[route.index()].is_none());
    }
    act(&mut g, 0, "bonus r1");
    assert!(g.route_tokens[0].is_some());
    assert_eq!(g.current, 1);
    assert_eq!(g.players[0].token_count(), 1);
}

#[test]
fn zetony_bonusowe_extra_office_only_from_an_earlier_action() {
    let mut g = empty(4, "45");
    let r = filled(&mut g, "Hamburg", "Lübeck", 0, "ttt");
    g.route_tokens[r.index()] = Some(Token::ExtraOffice);
    offices(&mut g, "Hamburg", &[Piece::new(1, false); 3]);
    balance(&mut g);
    assert!(refused(&g, 0, "claim r1 extra Hamburg"), "the token is gained in this very action");
    g.players[0].tokens.add(Token::ExtraOffice);
    act(&mut g, 0, "claim r1 extra Hamburg");
    assert_eq!(g.offices_in(city(&g, "Hamburg"), 0), 1);
    assert_eq!(g.players[0].used.len(), 1);
    assert_eq!(g.players[0].tokens.len(), 1, "the token from the route is still unused");
}

#[test]
fn zetony_bonusowe_swap_upgrade_and_remove() {
    let mut g = empty(4, "45");
    offices(&mut g, "Hamburg", &[Piece::new(0, false), Piece::new(1, false)]);
    g.players[0].tokens.add(Token::SwapOffices);
    g.players[0].tokens.add(Token::Upgrade);
    g.players[0].tokens.add(Token::Remove3);
    let r = filled(&mut g, "Bremen", "Minden", 1, "ttm");
    balance(&mut g);
    act(&mut g, 0, "token swap Hamburg 1");
    assert_eq!(g.controller(city(&g, "Hamburg")), Some(0));
    act(&mut g, 0, "token upgrade bank");
    assert_eq!(g.players[0].value(Ability::Bank), 5);
    let personal = g.players[1].personal;
    act(&mut g, 0, "token remove");
    let merchant = space(&g, r, 2);
    act_at(&mut g, 0, "remove", merchant, "");
    act(&mut g, 0, "done");
    assert_eq!(
        g.players[1].personal,
        [personal[0], personal[1] + 1],
        "removed pieces go to their owner's supply"
    );
    assert_eq!(g.actions_used, 0, "tokens are not actions");
    assert_eq!(g.players[0].used.len(), 3);
}

/// Big Box "Zamiana placówek", the example: Red swaps offices with Blue in Perleberg although his
/// Privilegium has not reached black, putting a trader on a slot that normally takes a merchant.
#[test]
fn zamiana_placowek_perleberg_example_shape_and_colour_do_not_matter() {
    let mut g = empty(4, "45");
    let perleberg = city(&g, "Perleberg");
    offices(&mut g, "Perleberg", &[Piece::new(1, false), Piece::new(0, false), Piece::new(1, true)]);
    g.players[0].tokens.add(Token::SwapOffices);
    balance(&mut g);
    assert_eq!(g.players[0].level(Ability::Privilegium), 0, "white only");
    act(&mut g, 0, "token swap Perleberg 2");
    let first = usize::from(board(g.side).city(perleberg).first_office);
    assert_eq!(g.offices[first + 2], Piece::new(0, false), "Red's trader on the black circle");
    assert_eq!(g.offices[first + 1], Piece::new(1, true));
}

/// Big Box "Dodatkowa placówka": "Kiedy gracz używa żetonu premii Zamiana placówki, nie może
/// zastosować jego efektu do żadnej z takich dodatkowych placówek": an office founded with the Extra
/// office token is never swapped, not even with the city's first slot.
#[test]
fn zamiana_placowek_never_an_office_founded_with_the_extra_office_token() {
    let mut g = empty(4, "45");
    let hamburg = city(&g, "Hamburg");
    offices(&mut g, "Hamburg", &[Piece::new(1, false); 3]);
    g.extras.push((hamburg, Piece::new(0, false)));
    g.players[0].tokens.add(Token::SwapOffices);
    balance(&mut g);
    assert!(
        !g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::Token(TokenUse::Swap { .. }))),
        "only the extra office is Red's: nothing to swap"
    );
    assert!(refused(&g, 0, "token swap Hamburg 1"));
}

#[test]
fn zetony_bonusowe_bigbox_move_three_opposing_pieces() {
    let mut g = empty(4, "45");
    g.token_set = TokenSet::BigBox;
    g.players[0].tokens.add(Token::Move3);
    let r = filled(&mut g, "Bremen", "Minden", 1, "ttm");
    balance(&mut g);
    act(&mut g, 0, "token move");
    // Issue #61: one move a piece, `move <from> <to>` (picking it up is no move).
    let s = space(&g, r, 0);
    assert!(refused(&g, 0, &format!("move {}", label(&g, s))));
    act_at(&mut g, 0, "move", s, "r1.1");
    assert_eq!(g.spaces[space(&g, RouteId(0), 0)], Piece::new(1, false));
    act(&mut g, 0, "done");
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.piece_count(1), [27, 4]);
}

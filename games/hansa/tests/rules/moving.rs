//! "Akcje: Przemieszczenie Kupców" (move): up to Liber Sophiae pieces to one or more routes, a
//! trader and a merchant swapped for two moves, and the Big Box upgrade-token example.

use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::{Ability, Action, Phase, Piece, SpaceId, Token};

use crate::support::*;

// ----- Akcje: Przemieszczenie Kupców (move) -----

#[test]
fn przemieszczenie_kupcow_moves_up_to_liber_sophiae_pieces() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let t = route(&g, "Emden", "Groningen");
    let (s1, s2, s3) = (space(&g, a, 0), space(&g, a, 1), space(&g, a, 2));
    g.spaces[s1] = Piece::new(0, false);
    g.spaces[s2] = Piece::new(0, false);
    g.spaces[s3] = Piece::new(0, true);
    balance(&mut g);
    act(&mut g, 0, "move");
    assert!(matches!(g.phase, Phase::Moving { left: 2, target: None }));
    act_at(&mut g, 0, "move", s1, &format!("{}", t));
    // `move r3.1` alone brings the next piece to the route of the last one.
    act_at(&mut g, 0, "move", s3, "");
    assert_eq!(g.phase, Phase::Actions, "two moves used up the action");
    assert_eq!(g.spaces[space(&g, t, 0)], Piece::new(0, false));
    assert_eq!(g.spaces[space(&g, t, 1)], Piece::new(0, true));
    assert_eq!(g.actions_used, 1);
    // Opposing pieces cannot be moved with this action.
    g.spaces[s1] = Piece::new(1, false);
    balance(&mut g);
    act(&mut g, 0, "move");
    let cmd = format!("move {} {}", label(&g, s1), route(&g, "Hamburg", "Stade"));
    assert!(refused(&g, 0, &cmd));
}

#[test]
fn przemieszczenie_kupcow_swap_trader_and_merchant_for_two_moves() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let (s1, s2) = (space(&g, a, 0), space(&g, a, 1));
    g.spaces[s1] = Piece::new(0, false);
    g.spaces[s2] = Piece::new(0, true);
    balance(&mut g);
    act(&mut g, 0, "move");
    let cmd = format!("swap {} {}", label(&g, s1), label(&g, s2));
    act(&mut g, 0, &cmd);
    assert_eq!(g.spaces[s1], Piece::new(0, true));
    assert_eq!(g.spaces[s2], Piece::new(0, false));
    assert_eq!(g.phase, Phase::Actions);
}

/// Base "Przemieszczenie Kupców" ("Kupca można przemieścić tylko na wolne pole innej drogi": each
/// piece to a free space of another route) and Big Box "D) Ruch swoimi handlarzami na planszy"
/// ("z pól połączeń na 1 lub więcej szlakach handlowych i umieścić ich na pustych punktach połączeń
/// na 1 lub więcej szlakach handlowych"): one move action may bring pieces to several routes.
#[test]
fn przemieszczenie_kupcow_to_one_or_more_routes_in_one_action() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let (t1, t2) = (route(&g, "Emden", "Groningen"), route(&g, "Hamburg", "Stade"));
    let (s1, s2) = (space(&g, a, 0), space(&g, a, 1));
    g.spaces[s1] = Piece::new(0, false);
    g.spaces[s2] = Piece::new(0, true);
    balance(&mut g);
    act(&mut g, 0, "move");
    act_at(&mut g, 0, "move", s1, &format!("{}", t1));
    assert!(matches!(g.phase, Phase::Moving { left: 1, .. }));
    // Issue #61: the route is a step of the menu, not a move: every piece to every route it may
    // go to is a move of its own, and nothing is offered to step back from.
    let legal = g.legal_actions(Seat(0));
    assert!(!legal.iter().any(|a| matches!(a, Action::Target { .. } | Action::Pick { .. } | Action::Back)));
    let to = SpaceId::from_index(space(&g, t2, 0));
    assert!(legal.contains(&Action::RelocateFrom { from: SpaceId::from_index(s2), to }));
    assert!(refused(&g, 0, &format!("to {}", t2)), "a route alone is no move");
    assert!(refused(&g, 0, "back"), "nothing to go back from");
    let one_line = format!("move {} {}", label(&g, s2), t2);
    assert_eq!(
        g.parse_action(Seat(0), &one_line),
        Ok(Action::RelocateFrom { from: SpaceId::from_index(s2), to })
    );
    act(&mut g, 0, &one_line);
    assert_eq!(g.phase, Phase::Actions);
    assert_eq!(g.spaces[space(&g, t1, 0)], Piece::new(0, false));
    assert_eq!(g.spaces[space(&g, t2, 0)], Piece::new(0, true));
    assert_eq!(g.actions_used, 1, "one action");
}

/// Big Box "Rozwinięcie 1 zdolności", the example: Red upgrades Liber Sophiae with the token and
/// moves 3 pieces instead of 2 — here to two routes; a swap of trader and merchant (2 moves,
/// "Ważne") is also possible while 2 moves are left.
#[test]
fn przemieszczenie_kupcow_three_pieces_after_the_upgrade_token_example() {
    let mut g = empty(3, "3");
    let a = route(&g, "Hamburg", "Lübeck");
    let (t1, t2) = (route(&g, "Emden", "Groningen"), route(&g, "Hamburg", "Stade"));
    let s: Vec<usize> = (0..3).map(|i| space(&g, a, i)).collect();
    g.spaces[s[0]] = Piece::new(0, false);
    g.spaces[s[1]] = Piece::new(0, false);
    g.spaces[s[2]] = Piece::new(0, true);
    g.players[0].tokens.add(Token::Upgrade);
    balance(&mut g);
    act(&mut g, 0, "token upgrade liber");
    assert_eq!(g.players[0].value(Ability::LiberSophiae), 3);
    act(&mut g, 0, "move");
    assert!(matches!(g.phase, Phase::Moving { left: 3, target: None }));
    act_at(&mut g, 0, "move", s[0], &format!("{}", t1));
    act_at(&mut g, 0, "move", s[1], &format!("{}", t2));
    assert!(matches!(g.phase, Phase::Moving { left: 1, .. }));
    act_at(&mut g, 0, "move", s[2], &format!("{}", t1));
    assert_eq!(g.phase, Phase::Actions, "three moves used up the action");
    assert_eq!(g.spaces[space(&g, t1, 0)], Piece::new(0, false));
    assert_eq!(g.spaces[space(&g, t1, 1)], Piece::new(0, true));
    assert_eq!(g.spaces[space(&g, t2, 0)], Piece::new(0, false));
    // A swap needs 2 moves: listed while 2 are left.
    let mut h = empty(3, "3");
    h.spaces[s[0]] = Piece::new(0, false);
    h.spaces[s[2]] = Piece::new(0, true);
    balance(&mut h);
    act(&mut h, 0, "move");
    let swap = format!("swap {} {}", label(&h, s[0]), label(&h, s[2]));
    act(&mut h, 0, &swap);
    assert_eq!(h.spaces[s[0]], Piece::new(0, true));
    assert_eq!(h.phase, Phase::Actions);
}

//! "Koniec gry" (the eighth achievement token, or a full round of passes) and "Zwycięstwo" (most
//! victory point cards, then tokens).

use kontor_carthage::{Action, Carthage, Colour, Phase, RuleError};
use kontor_engine::conformance::bots_finish;
use kontor_engine::prelude::*;
use kontor_engine::{Options, Seat};

use crate::support::{
    self, RED, act, build, buy_with, c, codes, deal_to_market, protect, refused, take, turn_of,
};

// ---------------------------------------------------------------------------------------------
// Koniec gry (end of the game)
// ---------------------------------------------------------------------------------------------

#[test]
fn koniec_gry_eighth_token_ends_game() {
    let mut g = build(
        2,
        "market: r3; farm: g2 g3 g5; s0: r2; h0: y5; t0: r2 b2 y2 g1; s1: b5 r5; t1: g1; h1: b2; ships: 4 3 0 0",
    );
    buy_with(&mut g, 0, "y5");
    assert_eq!(g.phase, Phase::Over);
    assert!(g.is_over());
    assert_eq!(g.players[Seat(0)].token_total(), 8);
    assert_eq!(codes(&g.players[Seat(1)].storehouse), "b5", "step 2 is finished: seat 1 sells red too");
    assert_eq!(g.players[Seat(1)].tokens, [1, 0, 0, 1]);
    assert_eq!(g.ships, [5, 3, 0, 0], "no pirates and no return once the game is over");
    assert!(g.market.is_empty() && g.farm.len() == 3, "no refill");
    assert!(g.active_seats().is_empty());
    assert!(g.legal_actions(Seat(1)).is_empty());
    assert_eq!(refused(&g, 1, protect("b2")), RuleError::GameOver);
    let outcome = g.outcome().expect("an outcome once over");
    assert_eq!(outcome.scores.values().copied().collect::<Vec<_>>(), vec![2, 1], "(3 + 2) × 2 = 10 → 2");
    assert_eq!(outcome.winners(), vec![Seat(0)]);
}

#[test]
fn koniec_gry_setup_token_counts_toward_eight() {
    let mut g = Carthage::setup(&Options::new(), 2, 3).unwrap();
    let first = g.start_player;
    act(&mut g, first.0, Action::ChooseToken(Colour::Red));
    act(&mut g, first.next(2).0, Action::ChooseToken(Colour::Blue));
    assert_eq!(g.players[first].token_total(), 1);
    // Six more tokens earned later, then a seventh payday token is the eighth in all.
    g.players[first].tokens = [4, 1, 1, 1];
    let old = std::mem::take(&mut g.market);
    g.discard.extend(old.iter().map(|s| s.card));
    deal_to_market(&mut g, "r2");
    g.ships[RED] = 4;
    g.players[first].hand.push(c("r5"));
    let at = g.deck.iter().position(|x| *x == c("r5")).unwrap();
    g.deck.remove(at);
    assert_eq!(g.card_count(), 108);
    assert_eq!(turn_of(&g), first);
    buy_with(&mut g, first.0, "r5");
    assert_eq!(g.players[first].token_total(), 8);
    assert!(g.is_over());
}

#[test]
fn koniec_gry_seven_tokens_do_not_end_the_game() {
    let mut g = build(2, "market: r3; farm: g2 g3 g5; h0: y5; t0: r2 b2 y1 g1; ships: 4 0 0 0");
    buy_with(&mut g, 0, "y5");
    assert_eq!(g.players[Seat(0)].token_total(), 7);
    assert!(!g.is_over());
}

#[test]
fn koniec_gry_full_round_of_passes_ends_game() {
    let mut g = build(2, "h0: r5 r5; h1: b5; rest: deck");
    g.players[Seat(1)].vp_cards = std::mem::take(&mut g.deck);
    assert_eq!(g.card_count(), 108);
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Pass]);
    let events = act(&mut g, 0, Action::Pass);
    assert!(!events.is_empty());
    assert_eq!(turn_of(&g), Seat(1));
    assert_eq!(g.passes, 1);
    act(&mut g, 1, Action::Pass);
    assert!(g.is_over());
    assert_eq!(g.outcome().unwrap().winners(), vec![Seat(1)]);
}

#[test]
fn koniec_gry_pass_only_when_nothing_else() {
    let g = build(2, "market: r5; farm: g2 g3 g5; h0: r2");
    assert_eq!(refused(&g, 0, Action::Pass), RuleError::PassNotAllowed);
    // Only others' reservations in the Market, nothing to refill from: pass; the reserver still plays.
    let mut g = build(2, "market: r5@1; h0: r2; rest: nowhere");
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Pass]);
    act(&mut g, 0, Action::Pass);
    assert_eq!(g.legal_actions(Seat(1)), vec![take(0)], "seat 1 cannot afford r5 but may take it");
    act(&mut g, 1, take(0));
    assert_eq!(g.passes, 0, "a real move breaks the round of passes");
    assert!(!g.is_over());
}

// ---------------------------------------------------------------------------------------------
// Zwycięstwo (victory)
// ---------------------------------------------------------------------------------------------

#[test]
fn zwyciestwo_most_victory_point_cards_wins_hand_and_goods_do_not_count() {
    let mut g = build(2, "v0: r2 r2 r2; t0: r1; v1: b2 b2; t1: b1 g1; h1: r5 r5 r5 r5; s1: g5 g5 g5");
    g.phase = Phase::Over;
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners(), vec![Seat(0)]);
    assert_eq!(outcome.scores.values().copied().collect::<Vec<_>>(), vec![3, 2]);
}

#[test]
fn zwyciestwo_tie_broken_by_tokens_then_shared() {
    let mut g =
        build(4, "v0: r2 r2 r2; t0: r4; v1: b2 b2 b2; t1: b5; v2: g2 g2 g2; t2: g3 y2; v3: y2 y3; t3: y8");
    g.phase = Phase::Over;
    let outcome = g.outcome().unwrap();
    let places: Vec<(u8, u8)> = outcome.ranking.iter().map(|p| (p.seat.0, p.place)).collect();
    assert_eq!(places, vec![(1, 1), (2, 1), (0, 3), (3, 4)]);
    assert_eq!(outcome.winners(), vec![Seat(1), Seat(2)], "equal points and tokens share the victory");
    assert_eq!(outcome.tiebreak_names, vec![kontor_engine::text!("carthage-tiebreak-tokens")]);
    assert_eq!(support::en(&outcome.tiebreak_names[0].clone().arg("n", 2)), "achievement tokens");
    assert_eq!(support::en(&outcome.tiebreak_names[0].clone().arg("n", 1)), "achievement token");
}

/// Bots (`choose_bot_action`) buy, protect and score: their games end by the 8th token, not by
/// everyone running out of moves.
#[test]
fn bot_games_end_by_the_eighth_token() {
    for seats in 2..=4 {
        for seed in 0..4u64 {
            let mut g = Carthage::setup(&Options::new(), seats, seed).unwrap();
            bots_finish(&mut g, seed, 5_000);
            assert!(
                g.players.values().any(|p| p.token_total() >= 8),
                "{seats} players, seed {seed}: the bots' game ended without an 8th token"
            );
            assert!(g.outcome().unwrap().scores.values().all(|&s| s > 0));
        }
    }
}

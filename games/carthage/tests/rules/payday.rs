//! "Dzień wypłaty" (payday) steps 1 and 2: "Punktowanie" (goods sold for victory points at a price
//! rounded up to five) and "Znaczniki realizacji" (achievement tokens), with the rulebook's examples.

use kontor_carthage::{Action, Phase, round_up_to_five, sale_price, sale_victory_points};
use kontor_engine::prelude::*;
use kontor_engine::{Seat, Viewer};

use crate::support::{
    BLUE, act, build, buy_with, c, cards, codes, deal_to_market, lines, protect, slot_codes,
};

// ---------------------------------------------------------------------------------------------
// Dzień wypłaty (payday): 1. Punktowanie, 2. Znaczniki realizacji
// ---------------------------------------------------------------------------------------------

#[test]
fn dzien_wyplaty_price_rounds_up_to_five() {
    assert_eq!([2, 5, 6, 11, 15, 21, 25].map(round_up_to_five), [5, 5, 10, 15, 15, 25, 25]);
    assert_eq!(sale_price(&cards("r3 r3"), 0), 10);
    assert_eq!(sale_price(&cards("r2 r3 r2"), 0), 10, "highest card × cards: 3 × 3 = 9 → 10");
}

#[test]
fn dzien_wyplaty_example_three_red_fives_sell_for_15_three_vp() {
    assert_eq!(sale_price(&cards("r5 r5 r5"), 0), 15);
    assert_eq!(sale_victory_points(&cards("r5 r5 r5"), 0), 3);
}

#[test]
fn dzien_wyplaty_example_one_yellow_two_rounds_to_5_one_vp() {
    assert_eq!(sale_price(&cards("y2"), 0), 5);
    assert_eq!(sale_victory_points(&cards("y2"), 0), 1);
}

#[test]
fn dzien_wyplaty_example_brown_gets_3_plus_1_four_vp() {
    // Payday for red and yellow at once; Brown (seat 0) holds r5 r5 r5 and y2 (and a blue good).
    let mut g = build(
        2,
        "market: r2 y3; farm: g2 g3 g5; s0: r5 r5 r5 y2 b3; t0: b1; h1: g5; ships: 4 0 4 0; turn: 1",
    );
    let events = buy_with(&mut g, 1, "g5");
    assert!(lines(&events).iter().any(|t| t == "Payday for red and yellow goods!"));
    let brown = &g.players[Seat(0)];
    assert_eq!(brown.vp_cards.len(), 3 + 1);
    assert_eq!(codes(&brown.vp_cards), "r5 r5 r5 y2");
    assert_eq!(codes(&brown.storehouse), "b3", "other colours are not sold");
    assert_eq!(brown.tokens, [1, 1, 1, 0], "one token per colour scored");
    let buyer = &g.players[Seat(1)];
    assert_eq!(codes(&buyer.vp_cards), "r2 y3");
    assert_eq!(buyer.tokens, [1, 0, 1, 0]);
    assert_eq!(g.ships, [0; 4]);
    assert_eq!(g.card_count(), 108);
}

#[test]
fn dzien_wyplaty_example_tokens_5_plus_2_times_3_is_21_rounds_to_25() {
    assert_eq!(sale_price(&cards("g2 g3 g5"), 2), 25);
    // Pink (seat 0) has two green tokens and three green goods; seat 1 brings the green ship in.
    let mut g = build(
        2,
        "market: g3; farm: r2 r3 r5; s0: g5 g2 g3; t0: g2; h1: y3; t1: r1; ships: 0 0 0 4; turn: 1; deck: b5 r3 y2 y3 y5 b2 b3",
    );
    buy_with(&mut g, 1, "y3");
    let pink = &g.players[Seat(0)];
    assert_eq!(pink.vp_cards, cards("g2 g3 g5 b5 r3"), "3 from the stack (lowest first), 2 from the deck");
    assert_eq!(pink.tokens, [0, 0, 0, 3]);
    let buyer = &g.players[Seat(1)];
    assert_eq!(buyer.vp_cards, cards("g3"), "the buyer sells first: (3 + 0) × 1 = 3 → 5");
    assert_eq!(buyer.tokens, [1, 0, 0, 1]);
    // The refill comes after payday, from what is left of the deck.
    assert_eq!(slot_codes(&g.market), "r2 r3 r5 y2 y3");
    assert_eq!(slot_codes(&g.farm), "y5 b2 b3");
    assert_eq!(g.card_count(), 108);
}

#[test]
fn dzien_wyplaty_victory_points_lowest_first_rest_discarded() {
    let mut g = build(2, "market: b2; farm: g2 g3 g5; s1: b3 b2 b3; h0: r2; ships: 0 4 0 0");
    buy_with(&mut g, 0, "r2");
    assert_eq!(g.players[Seat(1)].vp_cards, cards("b2 b3"), "3 × 3 = 9 → 10: two cards, lowest first");
    assert!(g.players[Seat(1)].storehouse.is_empty());
    assert_eq!(codes(&g.discard), "r2 b3", "the payment and the unsold rest of the stack");
    assert_eq!(g.players[Seat(1)].tokens, [0, 1, 0, 0]);
}

#[test]
fn dzien_wyplaty_tokens_only_for_colours_scored() {
    let mut g = build(3, "market: r2 y2; farm: g2 g3 g5; s0: y5; s1: r3 g2; h2: b5; ships: 4 0 4 0; turn: 2");
    buy_with(&mut g, 2, "b5");
    assert_eq!(g.players[Seat(0)].tokens, [0, 0, 1, 0]);
    assert_eq!(g.players[Seat(1)].tokens, [1, 0, 0, 0]);
    assert_eq!(g.players[Seat(2)].tokens, [1, 0, 1, 0], "the buyer scored red and yellow: two tokens");
    assert_eq!(codes(&g.players[Seat(1)].storehouse), "g2");
}

#[test]
fn dzien_wyplaty_vp_from_the_deck_reshuffles_the_discard() {
    let mut g =
        build(2, "market: g5; farm: r2 r3 r5; s0: g5 g5; t0: g3; h0: y5; ships: 0 0 0 4; rest: discard");
    let mut expected = g.discard.clone();
    expected.push(c("y5"));
    let mut rng = g.rng.clone();
    rng.shuffle(&mut expected);
    buy_with(&mut g, 0, "y5");
    // (5 + 3) × 3 = 24 → 25 → 5 cards: the 3 green goods, then 2 from the reshuffled discard.
    let me = &g.players[Seat(0)];
    assert_eq!(me.vp_cards[..3], cards("g5 g5 g5")[..]);
    assert_eq!(me.vp_cards[3..], [expected[expected.len() - 1], expected[expected.len() - 2]]);
    assert_eq!(g.card_count(), 108);
}

#[test]
fn dzien_wyplaty_victory_points_count_even_when_no_card_is_left() {
    // Every other card is in seat 1's hand: the deck and the discard pile run dry during the sale.
    let mut g = build(2, "market: g5; s0: g5 g5; t0: g3; h0: y5; ships: 0 0 0 4");
    g.players[Seat(1)].hand = std::mem::take(&mut g.deck);
    let events = buy_with(&mut g, 0, "y5");
    // (5 + 3) × 3 = 24 → 25: 3 cards from the stack, the paid y5 reshuffled and drawn, 1 substitute.
    let me = &g.players[Seat(0)];
    assert_eq!(me.vp_cards, cards("g5 g5 g5 y5"));
    assert_eq!(me.vp_substitutes, 1);
    assert_eq!(me.victory_points(), 5);
    let texts = lines(&events);
    assert!(texts.iter().any(|t| t.contains("1 point is kept as a substitute")), "{texts:?}");
    assert_eq!(g.view(Viewer::Seat(Seat(0))).players[0].victory_points, Some(5));
    assert_eq!(g.card_count(), 108);
    g.phase = Phase::Over;
    assert_eq!(g.outcome().unwrap().scores.values().copied().collect::<Vec<_>>(), vec![5, 0]);
}

#[test]
fn dzien_wyplaty_protected_goods_are_sold_on_their_own_payday() {
    // First payday (red) with the blue ship raided: seat 1 protects both blue goods.
    let mut g = build(2, "market: r2; farm: g2 g3 g5; h0: r3; s1: b2 b5; h1: b2 y5; ships: 4 3 0 0");
    buy_with(&mut g, 0, "r3");
    act(&mut g, 1, protect("b2"));
    assert_eq!(codes(&g.players[Seat(1)].storehouse), "b2 b5");
    assert_eq!(g.ships[BLUE], 2);
    // Later the blue ship arrives: all blue goods, the protected ones too, are sold.
    g.ships[BLUE] = 4;
    let old = std::mem::take(&mut g.market);
    g.discard.extend(old.iter().map(|s| s.card));
    deal_to_market(&mut g, "b3");
    act(&mut g, 1, Action::Buy);
    act(&mut g, 1, Action::Pay(c("y5")));
    assert!(g.players[Seat(1)].storehouse.is_empty());
    assert_eq!(codes(&g.players[Seat(1)].vp_cards), "b2 b3 b5");
    assert_eq!(g.card_count(), 108);
}

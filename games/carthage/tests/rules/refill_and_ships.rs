//! After an action: "Dokładanie kart do Rynku i do Farmy" (the Market and Farm refilled, the
//! discard pile reshuffled) and "Przesuwanie statków" (the ships moved by the goods bought).

use kontor_carthage::{Card, ship_steps};
use kontor_engine::Seat;
use kontor_engine::prelude::*;

use crate::support::{
    BLUE, GREEN, RED, YELLOW, build, buy_with, c, cards, codes, lines, play, slot_codes, take, turn_of,
};

// ---------------------------------------------------------------------------------------------
// Dokładanie kart do Rynku i do Farmy (refilling)
// ---------------------------------------------------------------------------------------------

#[test]
fn dokladanie_after_purchase_farm_moves_down_two_added_three_new() {
    let mut g = build(3, "market: r2 y3@2; farm: b2 b3@1 b5; h0: g5; deck: g2 g3 y5 r5 r3 b2");
    buy_with(&mut g, 0, "g5");
    assert_eq!(slot_codes(&g.market), "y3@2 b2 b3@1 b5 g2 g3", "more than 5 cards is fine");
    assert_eq!(slot_codes(&g.farm), "y5 r5 r3");
    assert_eq!(g.deck.last(), Some(&c("b2")));
}

#[test]
fn dokladanie_at_turn_start_when_market_empty() {
    let mut g = build(2, "market: r2; farm: g2 g3 g5; deck: y2 y3 b2 b3 b5");
    let draws = g.reveal_count();
    play(&mut g, 0, "take r2");
    assert_eq!(turn_of(&g), Seat(1), "seat 1 continues its turn after the refill");
    assert_eq!(slot_codes(&g.market), "g2 g3 g5 y2 y3");
    assert_eq!(slot_codes(&g.farm), "b2 b3 b5");
    assert_eq!(g.reveal_count(), draws + 5, "undo never crosses these draws");
}

#[test]
fn dokladanie_at_turn_start_when_only_others_reservations() {
    let mut g = build(2, "market: r5@0 y2; farm: g2 g3 g5; deck: y3 y5 b2 b3 b5");
    play(&mut g, 0, "take y2");
    assert_eq!(slot_codes(&g.market), "r5@0 g2 g3 g5 y3 y5");
    assert_eq!(slot_codes(&g.farm), "b2 b3 b5");
}

#[test]
fn dokladanie_not_when_own_reservation_remains() {
    let mut g = build(2, "market: r5@1 y2; farm: g2 g3 g5");
    play(&mut g, 0, "take y2");
    assert_eq!(slot_codes(&g.market), "r5@1", "seat 1 may still take or buy its own card");
    assert_eq!(slot_codes(&g.farm), "g2 g3 g5");
    assert_eq!(g.legal_actions(Seat(1)), vec![take(0)]);
}

#[test]
fn dokladanie_reshuffles_discard_when_deck_empty() {
    let mut g = build(2, "market: r2; farm: g2 g3 g5; deck: y2; rest: discard");
    assert_eq!(g.deck, cards("y2"));
    let mut expected = g.discard.clone();
    let mut rng = g.rng.clone();
    rng.shuffle(&mut expected);
    play(&mut g, 0, "take r2");
    let drawn: Vec<Card> = (0..4).map(|_| expected.pop().unwrap()).collect();
    assert_eq!(g.market.iter().map(|s| s.card).collect::<Vec<_>>()[..4], cards("g2 g3 g5 y2")[..]);
    assert_eq!(g.market[4].card, drawn[0]);
    assert_eq!(g.farm.iter().map(|s| s.card).collect::<Vec<_>>(), drawn[1..]);
    assert_eq!(g.deck, expected);
    assert!(g.discard.is_empty());
    assert_eq!(g.card_count(), 108);
}

// ---------------------------------------------------------------------------------------------
// Przesuwanie statków (ships)
// ---------------------------------------------------------------------------------------------

#[test]
fn przesuwanie_one_card_moves_one_two_cards_move_two() {
    assert_eq!([ship_steps(0), ship_steps(1), ship_steps(2), ship_steps(3), ship_steps(7)], [0, 1, 2, 2, 2]);
    let mut g = build(2, "market: r2 b2 b3 y2 y3 y5; farm: g2 g3 g5; h0: r5 b5 y5 g5");
    buy_with(&mut g, 0, "r5 b5 y5 g5");
    assert_eq!(g.ships, [1, 2, 2, 0]);
}

#[test]
fn przesuwanie_rulebook_example_green_reaches_carthage() {
    // 2 yellow → 2 spaces, 1 red → 1, 3 blue → 2, 1 green → 1 and reaches Carthage: payday for green.
    let mut g =
        build(2, "market: y2 y3 r3 b2 b2 b3 g2; farm: g3 g5 y5; h0: r5 b5 y5 g5; ships: 0 0 0 4; t0: r1");
    let events = buy_with(&mut g, 0, "r5 b5 y5 g5");
    let texts = lines(&events);
    assert!(texts.iter().any(|t| t == "The green ship sails 1 space to Carthage."), "{texts:?}");
    assert!(texts.iter().any(|t| t == "Payday for green goods!"), "{texts:?}");
    assert_eq!(g.ships[RED], 1);
    assert_eq!(g.ships[BLUE], 2);
    assert_eq!(g.ships[YELLOW], 2);
    assert_eq!(g.ships[GREEN], 0, "back in Alexandria after payday");
    let me = &g.players[Seat(0)];
    assert_eq!(codes(&me.storehouse), "r3 b2 b2 b3 y2 y3", "only green was sold");
    assert_eq!(codes(&me.vp_cards), "g2");
    assert_eq!(me.tokens, [1, 0, 0, 1]);
}

#[test]
fn przesuwanie_ship_stops_in_carthage() {
    let mut g = build(2, "market: r2 r3; farm: g2 g3 g5; h0: r5; ships: 4 3 0 0");
    let events = buy_with(&mut g, 0, "r5");
    let texts = lines(&events);
    assert!(texts.iter().any(|t| t == "The red ship sails 2 spaces to Carthage."), "{texts:?}");
    assert!(texts.iter().any(|t| t == "Payday for red goods!"), "{texts:?}");
    assert_eq!(g.ships, [0, 2, 0, 0]);
}

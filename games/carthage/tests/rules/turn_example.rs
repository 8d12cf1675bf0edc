//! "Przykład kolejności tury w grze": the four-player round at the end of the rulebook, step by
//! step.

use kontor_carthage::Action;
use kontor_engine::Seat;
use kontor_engine::prelude::*;

use crate::support::{build, buy_with, codes, lines, play, slot_codes, turn_of};

// ---------------------------------------------------------------------------------------------
// Przykład kolejności tury w grze (the turn-sequence example at the end of the rulebook)
// ---------------------------------------------------------------------------------------------

#[test]
fn przyklad_kolejnosci_tury_four_player_round() {
    // Brown (0), White (1), Pink (2), Light brown (3). The Market is worth 18 coins.
    let mut g = build(
        4,
        "market: b5 r5 y3 y2 y3; farm: g2 g3 g5; h0: r2 g3; h1: b2 r3; h2: g5 g5 r5; h3: y5 b3; \
         ships: 0 0 3 0; t0: r1; t1: r1; t2: g1; t3: b1; deck: r2 b2 g2 b3 r3",
    );
    assert_eq!(g.purchase_cost(Seat(0)), 18);
    // Brown needs 18 coins but has 5: takes the 5 into her hand.
    assert!(!g.legal_actions(Seat(0)).contains(&Action::Buy));
    play(&mut g, 0, "take b5");
    // White wants red goods but lacks money: reserves the red 5.
    play(&mut g, 1, "reserve r5");
    // Pink could buy (13 coins) but does not want to move the yellow ship: takes a yellow 3.
    assert_eq!(g.purchase_cost(Seat(2)), 8);
    assert!(g.legal_actions(Seat(2)).contains(&Action::Buy));
    play(&mut g, 2, "take y3");
    // Light brown: the rest is worth only 5; pays a 5 and buys all but White's reservation.
    assert_eq!(g.purchase_cost(Seat(3)), 5);
    let events = buy_with(&mut g, 3, "y5");
    let texts = lines(&events);
    assert!(texts.iter().any(|t| t == "The yellow ship sails 2 spaces to Carthage."), "{texts:?}");
    assert!(texts.iter().any(|t| t == "Payday for yellow goods!"), "{texts:?}");
    // (3 × 2 = 6 → 10): two victory points and a yellow token for Light brown.
    assert_eq!(codes(&g.players[Seat(3)].vp_cards), "y2 y3");
    assert_eq!(g.players[Seat(3)].tokens, [0, 1, 1, 0]);
    assert_eq!(g.ships, [0; 4]);
    assert_eq!(slot_codes(&g.market), "r5@1 g2 g3 g5 r2 b2");
    assert_eq!(slot_codes(&g.farm), "g2 b3 r3");
    assert_eq!(turn_of(&g), Seat(0));
    assert_eq!(g.card_count(), 108);
}

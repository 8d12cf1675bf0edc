//! The three actions of a turn: "A. Zakup towarów" (buying the Market, paid card by card, no change
//! given), "B. Wzięcie monet" (taking a coin card) and "C. Rezerwacja karty" (reserving a card).

use kontor_carthage::{Action, Phase, Row, RuleError};
use kontor_engine::prelude::*;
use kontor_engine::{NotationError, Seat, Viewer};

use crate::support::{act, build, buy_with, c, cards, codes, play, refused, slot_codes, take, turn_of};

fn reserve(row: Row, slot: usize) -> Action {
    Action::Reserve { row, slot }
}

// ---------------------------------------------------------------------------------------------
// A. Zakup towarów (buying goods)
// ---------------------------------------------------------------------------------------------

#[test]
fn zakup_buys_all_but_others_reservations() {
    let mut g = build(3, "market: r5 y2@1 b3@0 g2; farm: r2 r3 b2; h0: r5 b5; deck: y5 y3 g3 g2 g5");
    assert_eq!(g.purchase_cost(Seat(0)), 10, "r5 + b3 (own reservation) + g2; y2 is reserved by seat 1");
    assert!(g.legal_actions(Seat(0)).contains(&Action::Buy));
    buy_with(&mut g, 0, "r5 b5");
    let me = &g.players[Seat(0)];
    assert_eq!(codes(&me.storehouse), "r5 b3 g2");
    assert!(me.hand.is_empty());
    assert!(me.marker_free, "buying the reserved card returns the marker");
    assert!(!g.players[Seat(1)].marker_free);
    assert_eq!(slot_codes(&g.market), "y2@1 r2 r3 b2 y5 y3", "seat 1's reservation stays in the Market");
    assert_eq!(slot_codes(&g.farm), "g3 g2 g5");
    assert_eq!(codes(&g.discard), "r5 b5");
    assert_eq!(g.ships, [1, 1, 0, 1]);
    assert_eq!(turn_of(&g), Seat(1));
    assert_eq!(g.card_count(), 108);
}

#[test]
fn zakup_own_reserved_card_included_and_marker_returns() {
    let mut g = build(2, "market: r5@0; farm: g2 g3 g5; h0: b5");
    assert_eq!(g.purchase_cost(Seat(0)), 5);
    buy_with(&mut g, 0, "b5");
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "r5");
    assert!(g.players[Seat(0)].marker_free);
    assert!(g.market.iter().all(|s| s.reserved_by.is_none()));
}

#[test]
fn zakup_cannot_afford_is_refused() {
    let g = build(2, "market: r5 y2 b3; h0: g2 g3");
    assert_eq!(refused(&g, 0, Action::Buy), RuleError::CannotAfford { cost: 10, have: 5 });
    assert_eq!(g.legal_actions(Seat(0)).iter().filter(|a| **a == Action::Buy).count(), 0);
}

#[test]
fn zakup_nothing_to_buy_when_only_others_reservations() {
    let g = build(2, "market: r5@1; h0: g5 g5");
    assert_eq!(refused(&g, 0, Action::Buy), RuleError::NothingToBuy);
}

#[test]
fn zakup_no_change_given() {
    let mut g = build(2, "market: r2; farm: g2 g3 g5; h0: y5 b3");
    buy_with(&mut g, 0, "y5");
    assert_eq!(codes(&g.players[Seat(0)].hand), "b3", "the 5 paid for a 2 is gone, no change");
    assert_eq!(codes(&g.discard), "y5");
}

#[test]
fn zakup_pay_card_by_card_until_covered() {
    let mut g = build(2, "market: r5 b3; farm: g2 g3 g5; h0: y2 y2 b3 g5");
    let draws = g.reveal_count();
    act(&mut g, 0, Action::Buy);
    assert_eq!(g.phase, Phase::Paying { seat: Seat(0), cost: 8, paid: vec![] });
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::Pay(c("b3")), Action::Pay(c("y2")), Action::Pay(c("g5"))]
    );
    assert_eq!(refused(&g, 0, Action::Pay(c("r5"))), RuleError::CardNotInHand(c("r5")));
    assert!(matches!(refused(&g, 0, take(0)), RuleError::WrongPhase { .. }));
    assert!(matches!(refused(&g, 0, Action::Buy), RuleError::WrongPhase { .. }));
    assert!(matches!(refused(&g, 1, Action::Pay(c("y2"))), RuleError::NotYourTurn { .. }));
    act(&mut g, 0, Action::Pay(c("y2")));
    act(&mut g, 0, Action::Pay(c("y2")));
    assert_eq!(g.phase, Phase::Paying { seat: Seat(0), cost: 8, paid: cards("y2 y2") });
    assert_eq!(g.card_count(), 108, "cards being paid are counted");
    assert_eq!(g.reveal_count(), draws, "declaring and paying reveal nothing: undo may cross them");
    // The view shows the payment so far to everyone.
    let view = g.view(Viewer::Spectator);
    assert!(
        matches!(view.phase, kontor_carthage::PhaseView::Paying { cost: 8, ref paid, .. } if paid.len() == 2)
    );
    act(&mut g, 0, Action::Pay(c("g5")));
    assert_eq!(turn_of(&g), Seat(1), "9 ≥ 8 completes the purchase at once");
    assert_eq!(g.reveal_count(), draws + 5, "the refill draws: undo stops here");
    assert_eq!(codes(&g.players[Seat(0)].hand), "b3");
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "r5 b3");
    assert_eq!(codes(&g.discard), "y2 y2 g5");
}

#[test]
fn zakup_rulebook_example_2_2_3_5_is_twelve_coins() {
    // "Te karty odpowiadają (2+2+3+5) = 12 monetom. Odrzuć te karty by kupić towary."
    let mut g = build(2, "market: r5 r2 b3 g2; farm: g3 g5 y5; h0: y2 b2 g3 r5 y5");
    assert_eq!(g.purchase_cost(Seat(0)), 12);
    act(&mut g, 0, Action::Buy);
    for card in ["y2", "b2", "g3"] {
        act(&mut g, 0, Action::Pay(c(card)));
        assert!(matches!(g.phase, Phase::Paying { .. }), "7 coins do not cover 12 yet");
    }
    act(&mut g, 0, Action::Pay(c("r5")));
    assert_eq!(turn_of(&g), Seat(1));
    assert_eq!(codes(&g.discard), "r5 b2 y2 g3");
    assert_eq!(codes(&g.players[Seat(0)].hand), "y5");
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "r2 r5 b3 g2");
}

// ---------------------------------------------------------------------------------------------
// B. Wzięcie monet (taking coins)
// ---------------------------------------------------------------------------------------------

#[test]
fn wziecie_monet_takes_one_unreserved_market_card() {
    let mut g = build(2, "market: r5 y2 g3; farm: b2 b3 b5; h0: g2");
    let deck = g.deck.len();
    play(&mut g, 0, "take r5");
    assert_eq!(codes(&g.players[Seat(0)].hand), "r5 g2");
    assert_eq!(slot_codes(&g.market), "y2 g3", "no refill after taking coins");
    assert_eq!(g.deck.len(), deck);
    assert_eq!(g.ships, [0; 4], "taking coins moves no ship");
    assert_eq!(turn_of(&g), Seat(1));
}

#[test]
fn wziecie_monet_own_reserved_card_returns_marker() {
    let mut g = build(2, "market: r5@0 y2; farm: b2 b3 b5");
    act(&mut g, 0, take(0));
    assert_eq!(codes(&g.players[Seat(0)].hand), "r5");
    assert!(g.players[Seat(0)].marker_free);
}

#[test]
fn wziecie_monet_reserved_by_other_refused() {
    let g = build(2, "market: r5@1 y2; farm: b2 b3 b5");
    assert_eq!(refused(&g, 0, take(0)), RuleError::ReservedByOther { card: c("r5"), by: Seat(1) });
    assert!(matches!(g.parse_action(Seat(0), "take r5"), Err(NotationError::Illegal { .. })));
    assert!(matches!(g.parse_action(Seat(0), "take m1"), Err(NotationError::Illegal { .. })));
    assert_eq!(g.parse_action(Seat(0), "take y2"), Ok(take(1)));
}

#[test]
fn wziecie_monet_only_from_the_market() {
    let g = build(2, "market: r5; farm: b2 b3 b5");
    assert!(matches!(g.parse_action(Seat(0), "take farm1"), Err(NotationError::Illegal { .. })));
    assert!(matches!(g.parse_action(Seat(0), "take b2"), Err(NotationError::Illegal { .. })));
    assert!(matches!(refused(&g, 0, take(1)), RuleError::NoSuchSlot { len: 1, .. }));
}

#[test]
fn wziecie_monet_identical_cards_are_one_move() {
    let g = build(2, "market: r5 r5 y2; farm: b2 b3 b5");
    let takes: Vec<Action> =
        g.legal_actions(Seat(0)).into_iter().filter(|a| matches!(a, Action::Take { .. })).collect();
    assert_eq!(takes, vec![take(0), take(2)]);
    assert!(matches!(refused(&g, 0, take(1)), RuleError::SameCard { .. }));
    assert_eq!(g.parse_action(Seat(0), "take m2"), Ok(take(0)));
    assert_eq!(g.parse_action(Seat(0), "take r5"), Ok(take(0)));
}

// ---------------------------------------------------------------------------------------------
// C. Rezerwacja karty (reserving)
// ---------------------------------------------------------------------------------------------

#[test]
fn rezerwacja_marks_an_unreserved_market_card_for_the_reserver_only() {
    let mut g = build(2, "market: r5 y2 g3; farm: b2 b3 b5; h1: r2 r3 r3");
    play(&mut g, 0, "reserve r5");
    assert_eq!(slot_codes(&g.market), "r5@0 y2 g3");
    assert!(!g.players[Seat(0)].marker_free);
    assert_eq!(turn_of(&g), Seat(1));
    assert_eq!(refused(&g, 1, take(0)), RuleError::ReservedByOther { card: c("r5"), by: Seat(0) });
    // Seat 1 buys everything but the reserved card.
    assert_eq!(g.purchase_cost(Seat(1)), 5);
    buy_with(&mut g, 1, "r2 r3");
    assert_eq!(codes(&g.players[Seat(1)].storehouse), "y2 g3");
    assert_eq!(slot_codes(&g.market[..1]), "r5@0", "the reserved card stays, first in the Market");
}

#[test]
fn rezerwacja_only_one_marker() {
    let g = build(2, "market: r5 y2; farm: b2@0 b3 b5");
    assert_eq!(refused(&g, 0, reserve(Row::Market, 0)), RuleError::MarkerInUse(c("b2")));
    assert!(!g.legal_actions(Seat(0)).iter().any(|a| matches!(a, Action::Reserve { .. })));
}

#[test]
fn rezerwacja_not_on_a_reserved_card() {
    let g = build(2, "market: r5@1 y2; farm: b2 b3 b5");
    assert_eq!(
        refused(&g, 0, reserve(Row::Market, 0)),
        RuleError::AlreadyReserved { card: c("r5"), by: Seat(1) }
    );
    assert!(matches!(refused(&g, 0, reserve(Row::Farm, 3)), RuleError::NoSuchSlot { .. }));
    let listed: Vec<Action> =
        g.legal_actions(Seat(0)).into_iter().filter(|a| matches!(a, Action::Reserve { .. })).collect();
    assert_eq!(
        listed,
        vec![reserve(Row::Market, 1), reserve(Row::Farm, 0), reserve(Row::Farm, 1), reserve(Row::Farm, 2)]
    );
}

#[test]
fn rezerwacja_farm_card_moves_to_market_with_its_marker() {
    let mut g = build(2, "market: r2 y2; farm: b2 b5 g3; h1: r5; deck: y5 g5 r3 r3 b3");
    play(&mut g, 0, "reserve farm2");
    assert_eq!(slot_codes(&g.farm), "b2 b5@0 g3");
    buy_with(&mut g, 1, "r5");
    assert_eq!(slot_codes(&g.market), "b2 b5@0 g3 y5 g5", "the marker moves with its card");
    assert_eq!(slot_codes(&g.farm), "r3 r3 b3");
    assert!(!g.players[Seat(0)].marker_free);
    // FAQ: no time limit; seat 0 takes it when it likes, and the marker comes back.
    play(&mut g, 0, "take b5");
    assert!(g.players[Seat(0)].marker_free);
    assert_eq!(codes(&g.players[Seat(0)].hand), "b5");
}

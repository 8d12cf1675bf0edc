//! "Dzień wypłaty" steps 3 and 4: "Napad piratów" (ships on the pirate spaces raided, goods
//! protected in order from the buyer) and "Powrót statków" (the ships return).

use kontor_carthage::{Action, Carthage, RuleError};
use kontor_engine::Seat;
use kontor_engine::prelude::*;

use crate::support::{act, build, buy_with, c, cards, codes, protect, refused, turn_of};

/// Actions in a fixed order, to compare lists as sets.
fn sorted(mut actions: Vec<Action>) -> Vec<Action> {
    actions.sort_by_key(|a| format!("{a:?}"));
    actions
}

/// Asserts that seat 0's legal actions are exactly protecting with each of `choices` (codes).
fn assert_protections(g: &Carthage, choices: &[&str], why: &str) {
    assert_eq!(
        sorted(g.legal_actions(Seat(0))),
        sorted(choices.iter().map(|c| protect(c)).collect()),
        "{why}"
    );
}

// ---------------------------------------------------------------------------------------------
// Dzień wypłaty 3. Napad piratów (pirates) and 4. Powrót statków (ships return)
// ---------------------------------------------------------------------------------------------

#[test]
fn napad_piratow_ships_on_spaces_3_and_4_are_raided() {
    let mut g = build(2, "market: r2; farm: g2 g3 g5; h0: r3; s1: b2 b5 g3 y2 y3; s0: g2; ships: 4 3 2 4");
    buy_with(&mut g, 0, "r3");
    assert_eq!(turn_of(&g), Seat(1), "nobody can protect: the raid happens at once");
    assert_eq!(
        codes(&g.players[Seat(1)].storehouse),
        "y2 y3",
        "blue (space 3) and green (space 4) goods are lost"
    );
    assert!(g.players[Seat(0)].storehouse.is_empty());
    assert_eq!(codes(&g.discard), "r3 b2 b5 g2 g3");
    assert_eq!(g.card_count(), 108);
}

#[test]
fn powrot_statkow_carthage_to_alexandria_raided_to_cyrenaica() {
    let mut g = build(2, "market: r2; farm: g2 g3 g5; h0: r3; ships: 4 3 2 4");
    buy_with(&mut g, 0, "r3");
    assert_eq!(g.ships, [0, 2, 2, 2]);
    let mut g = build(2, "market: r2; farm: g2 g3 g5; h0: r3; ships: 4 1 0 2");
    buy_with(&mut g, 0, "r3");
    assert_eq!(g.ships, [0, 1, 0, 2], "ships elsewhere stay");
}

#[test]
fn napad_piratow_ship_sailing_onto_pirates_in_the_payday_purchase_is_raided() {
    let mut g = build(2, "market: r2 b2 b3; farm: g2 g3 g5; h0: r5 r3; s1: b5; ships: 4 1 0 0");
    buy_with(&mut g, 0, "r5 r3");
    assert_eq!(g.ships, [0, 2, 0, 0]);
    assert!(g.players[Seat(0)].storehouse.is_empty(), "the two blue goods just bought are lost too");
    assert!(g.players[Seat(1)].storehouse.is_empty());
}

#[test]
fn napad_piratow_no_raid_without_payday() {
    let mut g = build(2, "market: b2; farm: g2 g3 g5; h0: r3; s1: y5; ships: 0 0 3 0");
    buy_with(&mut g, 0, "r3");
    assert_eq!(g.ships, [0, 1, 3, 0]);
    assert_eq!(codes(&g.players[Seat(1)].storehouse), "y5");
}

#[test]
fn napad_piratow_protection_ordered_from_the_buyer_clockwise() {
    let mut g = build(
        3,
        "market: r2; farm: g2 g3 g5; s0: b5; h0: b2; s1: b3; h1: r3 b3; s2: b2 b5; h2: b3 b2; ships: 4 3 0 0; turn: 1",
    );
    buy_with(&mut g, 1, "r3");
    for (seat, choice) in [(1, "b3"), (2, "b3"), (0, "")] {
        assert_eq!(g.active_seats(), vec![Seat(seat)]);
        let other = (seat + 1) % 3;
        assert!(matches!(refused(&g, other, protect("")), RuleError::NotYourTurn { .. }));
        assert_eq!(codes(&g.players[Seat(2)].storehouse), "b2 b5", "nothing is lost before all decided");
        act(&mut g, seat, protect(choice));
    }
    assert_eq!(codes(&g.players[Seat(1)].storehouse), "b3");
    assert_eq!(codes(&g.players[Seat(2)].storehouse), "b5", "one icon keeps the better good");
    assert!(g.players[Seat(0)].storehouse.is_empty(), "seat 0 protected nothing");
    assert_eq!(codes(&g.players[Seat(0)].hand), "b2");
    assert_eq!(codes(&g.players[Seat(2)].hand), "b2");
    assert_eq!(g.ships, [0, 2, 0, 0]);
    assert_eq!(turn_of(&g), Seat(2), "then the turn passes from the buyer");
    assert_eq!(g.card_count(), 108);
}

#[test]
fn napad_piratow_players_who_cannot_protect_are_not_asked() {
    // Seat 1 has blue storage cards but no blue goods; seat 2 has blue goods but only a 5.
    let mut g = build(
        3,
        "market: r2; farm: g2 g3 g5; h0: r3; h1: b2 b3; s2: b3; h2: b5; s0: b2; h0: r3 b3; ships: 4 3 0 0",
    );
    act(&mut g, 0, Action::Buy);
    act(&mut g, 0, Action::Pay(c("r3")));
    assert_eq!(g.active_seats(), vec![Seat(0)]);
    act(&mut g, 0, protect("b3"));
    assert_eq!(turn_of(&g), Seat(1));
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "b2");
    assert!(g.players[Seat(2)].storehouse.is_empty());
}

#[test]
fn napad_piratow_each_icon_protects_one_good_of_its_colour_best_goods_kept() {
    let mut g = build(2, "market: r2; farm: g2 g3 g5; h0: r5 b2 b3 r2; s0: b2 b3 b5 b5 r3; ships: 4 3 0 0");
    buy_with(&mut g, 0, "r5");
    assert_protections(&g, &["", "b2", "b3", "b2 b3"], "each icon protects one blue good");
    act(&mut g, 0, protect("b2 b3"));
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "b3 b5 b5", "3 icons keep the three best blue goods");
    assert_eq!(codes(&g.players[Seat(0)].hand), "r2");
}

#[test]
fn napad_piratow_protect_validation_errors() {
    let mut g =
        build(2, "market: r2; farm: g2 g3 g5; h0: r5 b2 b3 b3 b5 r2 y2; s0: b2 b5 y3; ships: 4 3 0 0");
    buy_with(&mut g, 0, "r5");
    let useless = |e: RuleError| matches!(e, RuleError::UselessProtection { .. });
    assert_eq!(refused(&g, 0, protect("g2")), RuleError::CardNotInHand(c("g2")));
    assert!(useless(refused(&g, 0, protect("b5"))), "a 5 has no storage icon");
    assert!(useless(refused(&g, 0, protect("y2"))), "yellow is not raided");
    assert!(useless(refused(&g, 0, protect("r2"))), "FAQ: red cards do not protect blue goods");
    assert!(useless(refused(&g, 0, protect("b2 b3"))), "b2 alone protects both blue goods");
    assert_eq!(refused(&g, 0, protect("b2 b2")), RuleError::CardNotInHand(c("b2")), "only one b2 in hand");
    assert!(
        matches!(refused(&g, 0, Action::Protect(cards("b3 b2"))), RuleError::WrongPhase { .. }),
        "unsorted"
    );
    assert!(matches!(refused(&g, 0, Action::Buy), RuleError::WrongPhase { .. }));
    assert_protections(&g, &["", "b2", "b3", "b3 b3"], "b3 b3 protects both too and is not wasteful");
    // Red goods: the red ship was in Carthage, not raided, so no protection is needed there.
    let mut h = g.clone();
    act(&mut h, 0, protect("b3 b3"));
    assert_eq!(codes(&h.players[Seat(0)].storehouse), "b2 b5 y3");
    act(&mut g, 0, protect(""));
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "y3");
}

#[test]
fn napad_piratow_two_raided_colours_combine() {
    let mut g = build(2, "market: y2; farm: g2 g3 g5; h0: y5 b3 r3; s0: b5 r5 r2; ships: 3 4 4 0");
    buy_with(&mut g, 0, "y5");
    assert_protections(&g, &["", "r3", "r3 b3", "b3"], "red and blue icons protect their own colours");
    act(&mut g, 0, protect("r3 b3"));
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "r5 b5");
    assert_eq!(g.ships, [2, 2, 0, 0]);
}

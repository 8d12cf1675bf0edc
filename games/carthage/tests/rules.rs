//! One test per rule of the Polish rulebook of Traders of Carthage, named after its section
//! ("Przygotowanie", "Zakup towarów", "Wzięcie monet", "Rezerwacja karty", "Dokładanie kart",
//! "Przesuwanie statków", "Dzień wypłaty", "Napad piratów", "Powrót statków", "Koniec gry",
//! "Zwycięstwo"), plus every worked example of the rulebook.

mod support;

use kontor_carthage::{
    Action, Card, Carthage, Colour, Phase, Row, RuleError, round_up_to_five, sale_price, sale_victory_points,
    ship_steps,
};
use kontor_engine::{Game, GameRng, NotationError, Options, Seat, SetupError, Viewer};
use support::{act, build, buy_with, c, cards, codes, lines, play, refused, slot_codes, turn_of};

const RED: usize = 0;
const BLUE: usize = 1;
const YELLOW: usize = 2;
const GREEN: usize = 3;

fn take(slot: usize) -> Action {
    Action::Take { slot }
}

fn reserve(row: Row, slot: usize) -> Action {
    Action::Reserve { row, slot }
}

fn protect(codes: &str) -> Action {
    let mut list = cards(codes);
    list.sort();
    Action::Protect(list)
}

/// Actions in a fixed order, to compare lists as sets.
fn sorted(mut actions: Vec<Action>) -> Vec<Action> {
    actions.sort_by_key(|a| format!("{a:?}"));
    actions
}

/// Moves cards from the deck into the Market (to stage a later situation in the same game).
fn deal_to_market(g: &mut Carthage, codes: &str) {
    for card in cards(codes) {
        let at = g.deck.iter().position(|x| *x == card).expect("card in the deck");
        g.deck.remove(at);
        g.market.push(kontor_carthage::Slot { card, reserved_by: None });
    }
}

// ---------------------------------------------------------------------------------------------
// Przygotowanie (setup)
// ---------------------------------------------------------------------------------------------

#[test]
fn przygotowanie_starting_hands_reach_eight() {
    for seats in 2..=4 {
        for seed in 0..100u64 {
            let g = Carthage::setup(&Options::new(), seats, seed).unwrap();
            // Reproduce the deal: shuffle, 5 Market cards, 3 Farm cards, then each hand card by card.
            let mut rng = GameRng::from_seed(seed);
            let mut deck = Card::full_deck();
            rng.shuffle(&mut deck);
            let market: Vec<Card> = (0..5).map(|_| deck.pop().unwrap()).collect();
            let farm: Vec<Card> = (0..3).map(|_| deck.pop().unwrap()).collect();
            assert_eq!(g.market.iter().map(|s| s.card).collect::<Vec<_>>(), market);
            assert_eq!(g.farm.iter().map(|s| s.card).collect::<Vec<_>>(), farm);
            assert!(g.market.iter().chain(&g.farm).all(|s| s.reserved_by.is_none()));
            for (seat, p) in g.players.iter() {
                let mut hand = Vec::new();
                while kontor_carthage::total(&hand) < 8 {
                    hand.push(deck.pop().unwrap());
                }
                assert_eq!(p.hand, hand, "seats {seats} seed {seed} {seat}");
                let total = kontor_carthage::total(&p.hand);
                let last = u32::from(p.hand.last().unwrap().value);
                assert!(total >= 8 && total - last < 8, "drawn one by one until 8 or more");
                assert!(p.storehouse.is_empty() && p.vp_cards.is_empty());
                assert_eq!(p.tokens, [0; 4]);
                assert!(p.marker_free);
            }
            assert_eq!(g.deck, deck);
            assert!(g.discard.is_empty());
            assert_eq!(g.ships, [0; 4], "all ships start in Alexandria");
            assert_eq!(g.card_count(), 108);
            assert_eq!(g.phase, Phase::ChoosingToken { seat: g.start_player });
        }
    }
}

#[test]
fn przygotowanie_start_player_lowest_total_then_fewer_cards_then_random() {
    let mut tie_winners = std::collections::BTreeSet::new();
    for seats in 2..=4 {
        for seed in 0..300u64 {
            let g = Carthage::setup(&Options::new(), seats, seed).unwrap();
            let key = |s: Seat| (kontor_carthage::total(&g.players[s].hand), g.players[s].hand.len());
            let best = Seat::all(seats).map(key).min().unwrap();
            assert_eq!(key(g.start_player), best, "seats {seats} seed {seed}");
            let tied: Vec<Seat> = Seat::all(seats).filter(|&s| key(s) == best).collect();
            if tied.len() > 1 {
                tie_winners.insert(tied.iter().position(|&s| s == g.start_player).unwrap());
            }
        }
    }
    // A full tie is settled at random: not always the first of the tied seats.
    assert!(tie_winners.len() > 1, "tied seats won at positions {tie_winners:?}");
}

#[test]
fn przygotowanie_token_choice_clockwise_from_start_player() {
    let seed =
        (0..).find(|&s| Carthage::setup(&Options::new(), 3, s).unwrap().start_player == Seat(2)).unwrap();
    let mut g = Carthage::setup(&Options::new(), 3, seed).unwrap();
    assert_eq!(g.active_seats(), vec![Seat(2)]);
    assert_eq!(g.legal_actions(Seat(2)).len(), 4, "any of the four colours");
    assert!(matches!(refused(&g, 0, Action::ChooseToken(Colour::Red)), RuleError::NotYourTurn { .. }));
    assert!(matches!(refused(&g, 2, take(0)), RuleError::WrongPhase { .. }));
    act(&mut g, 2, Action::ChooseToken(Colour::Green));
    assert_eq!(g.phase, Phase::ChoosingToken { seat: Seat(0) });
    act(&mut g, 0, Action::ChooseToken(Colour::Green));
    assert_eq!(g.phase, Phase::ChoosingToken { seat: Seat(1) });
    play(&mut g, 1, "token red");
    assert_eq!(g.phase, Phase::Turn { seat: Seat(2) }, "then the start player begins");
    assert_eq!(g.players[Seat(2)].tokens, [0, 0, 0, 1]);
    assert_eq!(g.players[Seat(0)].tokens, [0, 0, 0, 1]);
    assert_eq!(g.players[Seat(1)].tokens, [1, 0, 0, 0]);
    // A second starting token is refused.
    let mut again = g.clone();
    again.phase = Phase::ChoosingToken { seat: Seat(1) };
    assert_eq!(refused(&again, 1, Action::ChooseToken(Colour::Blue)), RuleError::TokenTaken(Colour::Red));
}

#[test]
fn przygotowanie_two_to_four_players_and_no_options() {
    for seats in [0, 1, 5] {
        assert!(matches!(
            Carthage::setup(&Options::new(), seats, 1),
            Err(SetupError::PlayerCount { min: 2, max: 4, .. })
        ));
    }
    let mut options = Options::new();
    options.insert("speed".into(), "fast".into());
    assert!(matches!(Carthage::setup(&options, 3, 1), Err(SetupError::UnknownOption { .. })));
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
    assert_eq!(
        sorted(g.legal_actions(Seat(0))),
        sorted(vec![protect(""), protect("b2"), protect("b3"), protect("b2 b3")])
    );
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
    assert_eq!(
        sorted(g.legal_actions(Seat(0))),
        sorted(vec![protect(""), protect("b2"), protect("b3"), protect("b3 b3")]),
        "b3 b3 protects both too and is not wasteful"
    );
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
    assert_eq!(
        sorted(g.legal_actions(Seat(0))),
        sorted(vec![protect(""), protect("r3"), protect("r3 b3"), protect("b3")])
    );
    act(&mut g, 0, protect("r3 b3"));
    assert_eq!(codes(&g.players[Seat(0)].storehouse), "r5 b5");
    assert_eq!(g.ships, [2, 2, 0, 0]);
}

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
    assert_eq!(support::en(&outcome.tiebreak_names[0]), "achievement tokens");
}

// ---------------------------------------------------------------------------------------------
// Secret information (FAQ: hand sizes are public, victory points are not)
// ---------------------------------------------------------------------------------------------

#[test]
fn tajne_karty_views_show_own_hand_and_points_only() {
    let mut g = build(3, "market: r2; h0: r5; h1: b2 b3; v1: g5; v2: y2");
    for viewer in [Viewer::Seat(Seat(1)), Viewer::Spectator] {
        let view = g.view(viewer);
        for p in &view.players {
            let own = viewer.is_seat(p.seat);
            assert_eq!(p.hand.is_some(), own);
            assert_eq!(p.victory_points.is_some(), own);
            assert_eq!(p.hand_size, g.players[p.seat].hand.len());
        }
    }
    assert_eq!(g.view(Viewer::Seat(Seat(1))).players[1].hand, Some(cards("b2 b3")));
    g.phase = Phase::Over;
    assert!(g.view(Viewer::Spectator).players.iter().all(|p| p.victory_points.is_some()));
}

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

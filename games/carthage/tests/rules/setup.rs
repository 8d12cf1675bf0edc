//! "Przygotowanie" (setup): starting hands, the start player, achievement tokens chosen clockwise,
//! and the player counts and options.

use kontor_carthage::{Action, Card, Carthage, Colour, Phase, RuleError};
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, Seat, SetupError};

use crate::support::{act, play, refused, take};

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

//! One test per rule of the Polish rulebook of Thurn und Taxis, named after its section
//! ("Przygotowanie", "Dodawanie karty miasta na rękę", "Zagrywanie karty miasta z ręki",
//! "Zamykanie i podliczanie aktualnej trasy" A–D, the officials, "Zakończenie gry oraz punktacja"),
//! plus every worked example of the rulebook.

use crate::support::{act, build, c, cities, english, houses, mask, play, refused, route, text};
use kontor_engine::conformance::bots_finish;
use kontor_engine::prelude::*;
use kontor_engine::{Audience, NotationError, Options, Seat, SetupError, Viewer};
use kontor_thurn_taxis::{
    Action, AllProvinces, CITY_COUNT, CarriageScoring, End, HOUSES, Official, Phase, Placement, Province,
    RuleError, Source, Stack, Step, ThurnTaxis,
};

fn options(pairs: &[(&str, &str)]) -> Options {
    pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

fn province(word: &str) -> Province {
    Province::from_word(word).unwrap()
}

fn step(g: &ThurnTaxis) -> Step {
    g.step().expect("a turn is under way")
}

// ---------------------------------------------------------------------------------------------
// Przygotowanie (setup) and options
// ---------------------------------------------------------------------------------------------

#[test]
fn przygotowanie_six_face_up_cards_full_stacks_twenty_houses() {
    for seats in 2..=4 {
        let g = ThurnTaxis::setup(&Options::new(), seats, 7).unwrap();
        assert!(g.display.iter().all(Option::is_some));
        assert_eq!(g.deck.len(), 60);
        assert!(g.cards_conserved());
        assert_eq!(g.stacks, [4, 3, 2, 4, 4, 3, 3, 3, 3, 1]);
        assert_eq!(g.carriages, [4; 5]);
        for p in g.players.values() {
            assert_eq!((p.houses_left, p.houses, p.carriage, p.hand.len()), (HOUSES, 0, 0, 0));
        }
        // The first player's first turn: the Postmaster is compulsory and taken for them.
        assert_eq!(g.phase, Phase::Turn { seat: g.start_player, step: Step::Draw { left: 2 } });
        assert_eq!(g.official, Some(Official::Postmaster));
    }
}

#[test]
fn przygotowanie_options_choose_the_readings_and_refuse_unknown_ones() {
    let g = ThurnTaxis::setup(&Options::new(), 3, 1).unwrap();
    assert_eq!(g.variant.carriage_points, CarriageScoring::Table);
    assert_eq!(g.variant.all_provinces, AllProvinces::All);
    let g = ThurnTaxis::setup(
        &options(&[("carriage_points", "face"), ("all_provinces", "outside-baiern")]),
        3,
        1,
    )
    .unwrap();
    assert_eq!(g.variant.carriage_points, CarriageScoring::Face);
    assert_eq!(g.variant.all_provinces, AllProvinces::OutsideBaiern);
    assert!(matches!(
        ThurnTaxis::setup(&options(&[("speed", "fast")]), 3, 1),
        Err(SetupError::UnknownOption { .. })
    ));
    assert!(matches!(
        ThurnTaxis::setup(&options(&[("carriage_points", "double")]), 3, 1),
        Err(SetupError::BadOptionValue { .. })
    ));
    assert!(matches!(
        ThurnTaxis::setup(&options(&[("all_provinces", "some")]), 3, 1),
        Err(SetupError::BadOptionValue { .. })
    ));
    assert!(matches!(ThurnTaxis::setup(&Options::new(), 5, 1), Err(SetupError::PlayerCount { .. })));
    assert!(matches!(ThurnTaxis::setup(&Options::new(), 1, 1), Err(SetupError::PlayerCount { .. })));
}

// ---------------------------------------------------------------------------------------------
// 1. Dodawanie karty miasta na rękę (taking a card)
// ---------------------------------------------------------------------------------------------

#[test]
fn dodawanie_karty_a_face_up_card_is_replaced_at_once_from_the_deck() {
    let mut g = build(2, "display: nue reg aug ing mue pas; deck: ulm stu; h0: sig; r0: fre");
    act(&mut g, 0, Action::Draw(Source::Display(2)));
    assert!(g.players[Seat(0)].hand.contains(c("aug")));
    assert_eq!(g.display[2], Some(c("ulm")), "the empty slot is refilled from the deck");
    assert_eq!(step(&g), Step::Play { second: false });
}

#[test]
fn dodawanie_karty_a_deck_card_is_seen_only_by_its_taker() {
    let mut g = build(2, "display: nue reg aug ing mue pas; deck: ulm; h0: sig");
    let events = act(&mut g, 0, Action::Draw(Source::Deck));
    assert!(g.players[Seat(0)].hand.contains(c("ulm")));
    for e in &events {
        if english(&e.text).contains("ulm") {
            assert_eq!(e.audience, Audience::Only(Seat(0)));
        }
    }
    let other = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(other.players[0].hand, None);
    assert_eq!(other.players[0].hand_size, 2);
}

#[test]
fn dodawanie_karty_an_empty_deck_is_remade_from_the_shuffled_discard_pile() {
    let mut g = build(2, "display: nue reg aug ing mue pas; h0: sig; rest: discard");
    assert!(g.deck.is_empty());
    let before = g.discard.len();
    act(&mut g, 0, Action::Draw(Source::Deck));
    assert_eq!(g.discard.len(), 0);
    assert_eq!(g.deck.len(), before - 1);
    assert!(g.cards_conserved());
}

// ---------------------------------------------------------------------------------------------
// Officials
// ---------------------------------------------------------------------------------------------

#[test]
fn naczelnik_postmaster_is_compulsory_in_the_first_round_and_without_cards() {
    // First round: taken automatically, two cards.
    let mut g = ThurnTaxis::setup(&Options::new(), 2, 3).unwrap();
    let first = g.start_player;
    assert_eq!(step(&g), Step::Draw { left: 2 });
    act(&mut g, first.0, Action::Draw(Source::Deck));
    act(&mut g, first.0, Action::Draw(Source::Deck));
    assert_eq!(g.players[first].hand.len(), 2);
    // Later, a player without cards again starts with the compulsory Postmaster.
    let g = build(2, "display: nue reg aug ing mue pas; r0: sig stu");
    assert!(g.postmaster_compulsory(Seat(0)));
    let mut g2 = build(2, "display: nue reg aug ing mue pas; turn: 1; h1: fre; r1: sig stu; step: play");
    act(&mut g2, 1, Action::New(c("fre")));
    assert_eq!(g2.phase, Phase::Turn { seat: Seat(0), step: Step::Draw { left: 2 } });
    assert_eq!(g2.official, Some(Official::Postmaster));
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Official(Official::Postmaster)]);
    refused(&g, 0, Action::Official(Official::Cartwright));
    refused(&g, 0, Action::Draw(Source::Deck));
}

#[test]
fn naczelnik_postmaster_takes_a_second_card() {
    let mut g = build(2, "display: nue reg aug ing mue pas; deck: ulm stu; h0: sig");
    act(&mut g, 0, Action::Official(Official::Postmaster));
    act(&mut g, 0, Action::Draw(Source::Display(0)));
    assert_eq!(step(&g), Step::Draw { left: 1 });
    act(&mut g, 0, Action::Draw(Source::Deck));
    assert_eq!(g.players[Seat(0)].hand.len(), 3);
    assert_eq!(step(&g), Step::Play { second: false });
}

#[test]
fn rzadca_administrator_replaces_all_six_face_up_cards_before_drawing() {
    let mut g = build(2, "display: nue reg aug ing mue pas; deck: ulm stu sig fre bas zue; h0: lod");
    act(&mut g, 0, Action::Official(Official::Administrator));
    assert_eq!(g.display_codes(), "ulm stu sig fre bas zue");
    for city in cities("nue reg aug ing mue pas") {
        assert!(g.discard.contains(city));
    }
    assert_eq!(step(&g), Step::Draw { left: 1 });
}

#[test]
fn one_official_per_turn() {
    let mut g = build(2, "display: nue reg aug ing mue pas; h0: sig");
    act(&mut g, 0, Action::Official(Official::Cartwright));
    assert!(g.legal_actions(Seat(0)).iter().all(|a| !matches!(a, Action::Official(_))));
    refused(&g, 0, Action::Official(Official::Postmaster));
}

#[test]
fn kurier_postal_carrier_plays_a_second_card_onto_the_route() {
    let mut g = build(2, "display: nue reg aug ing mue pas; deck: lod; h0: stu ulm car; r0: sig");
    act(&mut g, 0, Action::Official(Official::PostalCarrier));
    act(&mut g, 0, Action::Draw(Source::Deck));
    act(&mut g, 0, Action::Extend { end: End::Right, city: c("stu") });
    assert_eq!(step(&g), Step::Play { second: true });
    // The second card must extend the route: no new route.
    assert_eq!(refused(&g, 0, Action::New(c("car"))), RuleError::SecondCardExtends);
    act(&mut g, 0, Action::Extend { end: End::Right, city: c("ulm") });
    assert_eq!(route(&g, 0), "sig stu ulm");
    // Now closing (3 cards) or ending is offered.
    assert!(g.legal_actions(Seat(0)).contains(&Action::Close(Placement::Each)));
}

// ---------------------------------------------------------------------------------------------
// 2. Zagrywanie karty miasta z ręki (playing a card)
// ---------------------------------------------------------------------------------------------

/// The rulebook's example: a route Karlsruhe–Stuttgart–Nürnberg–Regensburg. Cards go only at the
/// ends, next to a bordering city; Würzburg may not be inserted between Stuttgart and Nürnberg;
/// Stuttgart may not be added again. (The example's Innsbruck borders neither end on the board, so
/// we use Mannheim at the left end and Pilsen at the right end instead; see docs/rules-notes.md.)
#[test]
fn zagrywanie_example_cards_go_at_either_end_never_between_never_twice() {
    let g = build(
        2,
        "display: nue reg aug ing mue pas; h0: inn wue stu man pil; r0: car stu nue reg; step: play",
    );
    let legal = g.legal_actions(Seat(0));
    assert!(legal.contains(&Action::Extend { end: End::Left, city: c("man") }));
    assert!(legal.contains(&Action::Extend { end: End::Right, city: c("pil") }));
    assert!(matches!(
        refused(&g, 0, Action::Extend { end: End::Right, city: c("inn") }),
        RuleError::NotAdjacent { .. }
    ));
    assert!(matches!(
        refused(&g, 0, Action::Extend { end: End::Left, city: c("wue") }),
        RuleError::NotAdjacent { .. }
    ));
    assert_eq!(
        refused(&g, 0, Action::Extend { end: End::Left, city: c("stu") }),
        RuleError::AlreadyOnRoute { city: c("stu") }
    );
    let mut g2 = g.clone();
    act(&mut g2, 0, Action::Extend { end: End::Left, city: c("man") });
    assert_eq!(route(&g2, 0), "man car stu nue reg");
}

#[test]
fn zagrywanie_giving_up_a_route_discards_it_and_starts_anew() {
    let mut g = build(2, "display: nue reg aug ing mue pas; h0: lod bas; r0: car stu; step: play");
    act(&mut g, 0, Action::New(c("lod")));
    assert_eq!(route(&g, 0), "lod");
    assert!(g.discard.contains(c("car")) && g.discard.contains(c("stu")));
    // A 1-card route is too short to close: the turn ends by itself.
    assert_eq!(g.phase, Phase::Turn { seat: Seat(1), step: Step::Draw { left: 2 } });
}

#[test]
fn zagrywanie_playing_a_card_is_compulsory() {
    let g = build(2, "display: nue reg aug ing mue pas; h0: lod bas; r0: car stu; step: play");
    assert!(g.legal_actions(Seat(0)).iter().all(|a| matches!(a, Action::Extend { .. } | Action::New(_))));
    refused(&g, 0, Action::End);
}

// ---------------------------------------------------------------------------------------------
// 3. Zamykanie (closing) — A. houses
// ---------------------------------------------------------------------------------------------

#[test]
fn zamykanie_a_route_needs_three_cards_and_closing_is_optional() {
    let mut g = build(2, "display: nue reg aug ing mue pas; h0: stu; r0: sig; step: play");
    act(&mut g, 0, Action::Extend { end: End::Right, city: c("stu") });
    // Two cards: nothing to decide, the turn passes.
    assert_eq!(g.active_seat(), Some(Seat(1)));
    let mut g = build(2, "display: nue reg aug ing mue pas; h0: ulm; r0: sig stu; step: play");
    act(&mut g, 0, Action::Extend { end: End::Right, city: c("ulm") });
    assert_eq!(step(&g), Step::Close);
    act(&mut g, 0, Action::End);
    assert_eq!(route(&g, 0), "sig stu ulm", "the route stays for later");
    assert_eq!(g.active_seat(), Some(Seat(1)));
}

/// The rulebook's example: Sigmaringen, Stuttgart, Nürnberg, Regensburg, Ingolstadt, Augsburg,
/// with the first placement: one house per province (Ingolstadt chosen in Baiern).
#[test]
fn zamykanie_example_one_house_in_each_province() {
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: sig stu nue reg ing aug; step: close");
    act(&mut g, 0, Action::Close(Placement::Each));
    // Hohenzollern and Württemberg have one route city each: placed at once; Baiern asks.
    assert_eq!(houses(&g, 0), "sig stu");
    assert_eq!(
        step(&g),
        Step::Housing { served: (1 << province("hohenzollern").0) | (1 << province("wuerttemberg").0) }
    );
    let choices = g.legal_actions(Seat(0));
    assert_eq!(choices, cities("nue reg ing aug").into_iter().map(Action::House).collect::<Vec<_>>());
    act(&mut g, 0, Action::House(c("ing")));
    assert_eq!(houses(&g, 0), "ing sig stu");
    assert_eq!(g.players[Seat(0)].houses_left, HOUSES - 3);
    // 6 cards: the route-6 tile (3) and the first carriage (3).
    assert_eq!(g.players[Seat(0)].tile_points[Stack::ROUTE_6.index()], 3);
    assert_eq!(g.players[Seat(0)].carriage, 3);
    assert!(g.players[Seat(0)].route.is_empty());
}

/// The same route with the second placement: a house in every route city of Baiern.
#[test]
fn zamykanie_example_a_house_in_every_city_of_one_province() {
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: sig stu nue reg ing aug; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("baiern"))));
    assert_eq!(houses(&g, 0), "aug ing nue reg");
    assert_eq!(g.players[Seat(0)].houses_left, HOUSES - 4);
    assert_eq!(g.players[Seat(0)].carriage, 3);
    assert_eq!(g.active_seat(), Some(Seat(1)));
}

#[test]
fn zamykanie_never_two_houses_of_one_player_in_one_city() {
    let mut g = build(
        2,
        "display: nue reg aug ing mue pas; r0: nue reg ing; houses0: nue reg; houses1: ing; step: close",
    );
    // Only Ingolstadt is free for seat 0 (seat 1's house there does not matter).
    act(&mut g, 0, Action::Close(Placement::Province(province("baiern"))));
    assert_eq!(houses(&g, 0), "ing nue reg");
    let g = build(2, "display: nue reg aug ing mue pas; r0: nue reg ing; houses0: nue reg ing; step: close");
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Close(Placement::Each), Action::End]);
    refused(&g, 0, Action::Close(Placement::Province(province("baiern"))));
}

#[test]
fn zamykanie_houses_run_out_then_the_player_chooses_where() {
    // 19 houses placed: one left, two provinces on the route.
    let mut g = build(
        2,
        "display: nue reg aug ing mue pas; r0: sig stu ulm; step: close; \
         houses0: car fre man aug ing kem mue nue pas reg wue bud pil lod lin sal bas zue inn",
    );
    act(&mut g, 0, Action::Close(Placement::Each));
    assert_eq!(
        g.legal_actions(Seat(0)),
        cities("sig stu ulm").into_iter().map(Action::House).collect::<Vec<_>>()
    );
    act(&mut g, 0, Action::House(c("ulm")));
    assert_eq!(g.players[Seat(0)].houses_left, 0);
    assert!(!g.players[Seat(0)].has_house(c("sig")));
}

// ---------------------------------------------------------------------------------------------
// B. Bonus tiles
// ---------------------------------------------------------------------------------------------

#[test]
fn zetony_route_length_tiles_and_fallback_to_the_next_lower_stack() {
    // 5 cards: route 5 (top 2).
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: car stu nue reg pas; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].tile_points[Stack::ROUTE_5.index()], 2);
    // 8 cards count as 7 (top 4).
    let mut g =
        build(2, "display: nue reg aug ing mue pas; r0: fre car man wue nue reg pas lin; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("salzburg"))));
    assert_eq!(g.players[Seat(0)].tile_points[Stack::ROUTE_7.index()], 4);
    // Route 7 empty: the next lower stack that has tiles.
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: fre car man wue nue reg pas; step: close");
    g.stacks[Stack::ROUTE_7.index()] = 0;
    g.stacks[Stack::ROUTE_6.index()] = 0;
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].tiles[Stack::ROUTE_5.index()], 1);
    assert_eq!(g.stacks[Stack::ROUTE_5.index()], 1);
}

#[test]
fn zetony_several_route_tiles_of_one_length_may_be_collected() {
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: car stu nue reg pas; step: close");
    g.players[Seat(0)].tiles[Stack::ROUTE_5.index()] = 1;
    g.players[Seat(0)].tile_points[Stack::ROUTE_5.index()] = 2;
    g.stacks[Stack::ROUTE_5.index()] = 1;
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].tiles[Stack::ROUTE_5.index()], 2);
    assert_eq!(g.players[Seat(0)].tile_points[Stack::ROUTE_5.index()], 3);
}

/// The rulebook's example: Red closes a route placing houses in Sigmaringen and Ulm and so has
/// houses in all 3 cities of Württemberg and Hohenzollern: the top W/H tile.
#[test]
fn zetony_example_province_pair_tile_wuerttemberg_hohenzollern() {
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: sig ulm aug; houses0: stu; step: close");
    act(&mut g, 0, Action::Close(Placement::Each));
    // sig (Hohenzollern) and ulm (Württemberg) are single choices, aug gets the Baiern house.
    assert_eq!(houses(&g, 0), "aug sig stu ulm");
    let wh = Stack(6);
    assert_eq!(wh.info().label, "Württemberg/Hohenzollern");
    assert_eq!(g.players[Seat(0)].tile_points[wh.index()], 3);
    assert_eq!(g.stacks[wh.index()], 2);
}

#[test]
fn zetony_one_tile_per_province_stack_and_nothing_from_an_empty_stack() {
    let baden = Stack(5);
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: fre car man; houses0: fre car; step: close");
    g.stacks[baden.index()] = 0;
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].tiles[baden.index()], 0, "an empty stack gives nothing");
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: fre car man; houses0: fre car; step: close");
    g.players[Seat(0)].tiles[baden.index()] = 1;
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].tiles[baden.index()], 1, "only one tile per stack");
}

#[test]
fn zetony_all_provinces_needs_a_house_in_each_of_the_nine_provinces() {
    let desc =
        "display: nue reg aug ing mue pas; r0: pas lin bud; houses0: car sig lod bas inn stu; step: close";
    // Default reading: Baiern counts too.
    let mut g = build(2, desc);
    act(&mut g, 0, Action::Close(Placement::Province(province("salzburg"))));
    assert_eq!(g.players[Seat(0)].tiles[Stack::ALL_PROVINCES.index()], 0, "Böhmen and Baiern missing");
    let mut g = build(2, desc);
    act(&mut g, 0, Action::Close(Placement::Each));
    assert_eq!(houses(&g, 0), "bas bud car inn lin lod pas sig stu");
    assert_eq!(g.players[Seat(0)].tile_points[Stack::ALL_PROVINCES.index()], 6);
    // Outside Baiern: Baiern is not needed.
    let desc =
        "display: nue reg aug ing mue pas; r0: pil bud lin; houses0: car sig lod bas inn stu; step: close";
    let mut g = build(2, desc);
    act(&mut g, 0, Action::Close(Placement::Each));
    act(&mut g, 0, Action::House(c("pil")));
    assert_eq!(g.players[Seat(0)].tiles[Stack::ALL_PROVINCES.index()], 0);
    let mut g = build(2, desc);
    g.variant.all_provinces = AllProvinces::OutsideBaiern;
    act(&mut g, 0, Action::Close(Placement::Each));
    act(&mut g, 0, Action::House(c("pil")));
    assert_eq!(g.players[Seat(0)].tile_points[Stack::ALL_PROVINCES.index()], 6);
}

#[test]
fn zetony_houses_must_really_be_placed() {
    // No houses left: the province is complete on paper only, no tile.
    let mut g = build(
        2,
        "display: nue reg aug ing mue pas; r0: fre car man; step: close; \
         houses0: car fre aug ing kem mue nue pas reg wue bud pil lod lin sal bas zue inn stu ulm",
    );
    assert_eq!(g.players[Seat(0)].houses_left, 0);
    assert_eq!(g.legal_actions(Seat(0)), vec![Action::Close(Placement::Each), Action::End]);
    act(&mut g, 0, Action::Close(Placement::Each));
    assert_eq!(g.players[Seat(0)].tiles[Stack(5).index()], 0);
}

// ---------------------------------------------------------------------------------------------
// C. Carriages
// ---------------------------------------------------------------------------------------------

/// The rulebook's example: 3 cards → the 3-carriage; later 5 cards → only the 4-carriage; later
/// 4 cards → nothing (the 5 needs 5 cards).
#[test]
fn powozy_example_carriages_in_strict_order() {
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: sig stu ulm; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("hohenzollern"))));
    assert_eq!(g.players[Seat(0)].carriage, 3);
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: car stu nue reg pas; car0: 3; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].carriage, 4);
    let mut g = build(2, "display: nue reg aug ing mue pas; r0: car stu nue reg; car0: 4; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].carriage, 4);
}

/// The rulebook's example: holding the 6, a 5-card route with the Cartwright takes the 7.
#[test]
fn rzemieslnik_example_cartwright_six_to_seven_with_a_five_card_route() {
    let mut g = build(
        3,
        "display: nue reg aug ing mue pas; r0: car stu nue reg pas; car0: 6; step: close; official: cartwright",
    );
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].carriage, 7);
    // Without the Cartwright: nothing.
    let mut g = build(3, "display: nue reg aug ing mue pas; r0: car stu nue reg pas; car0: 6; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].carriage, 6);
    // Three cards short: the Cartwright cannot help (holding the 6, a 4-card route).
    let mut g = build(
        3,
        "display: nue reg aug ing mue pas; r0: car stu nue reg; car0: 6; step: close; official: cartwright",
    );
    act(&mut g, 0, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.players[Seat(0)].carriage, 6);
}

// ---------------------------------------------------------------------------------------------
// D. Discarding
// ---------------------------------------------------------------------------------------------

#[test]
fn odrzucenie_the_route_is_discarded_and_the_hand_reduced_to_three() {
    let mut g =
        build(2, "display: nue reg aug ing mue pas; h0: lod bas zue zue inn; r0: sig stu ulm; step: close");
    act(&mut g, 0, Action::Close(Placement::Province(province("hohenzollern"))));
    assert_eq!(step(&g), Step::Discard);
    assert_eq!(refused(&g, 0, Action::Keep(cities("bas lod"))), RuleError::BadKeep);
    assert_eq!(refused(&g, 0, Action::Keep(cities("zue bas lod"))), RuleError::BadKeep, "unsorted");
    refused(&g, 0, Action::Keep(cities("bas bas zue")));
    let keep = {
        let mut k = cities("zue zue inn");
        k.sort();
        k
    };
    act(&mut g, 0, Action::Keep(keep));
    assert_eq!(g.players[Seat(0)].hand.len(), 3);
    for city in cities("sig stu ulm lod bas") {
        assert!(g.discard.contains(city));
    }
    assert_eq!(g.active_seat(), Some(Seat(1)));
    assert!(g.cards_conserved());
}

// ---------------------------------------------------------------------------------------------
// Zakończenie gry oraz punktacja (end and scoring)
// ---------------------------------------------------------------------------------------------

#[test]
fn zakonczenie_the_seven_carriage_ends_the_game_after_the_round() {
    // Start player 0 of 3: seat 1 takes the 7; seat 2 still plays, then the game ends.
    let mut g = build(
        3,
        "display: nue reg aug ing mue pas; turn: 1; r1: fre car man wue nue reg pas; car1: 6; step: close",
    );
    let events = act(&mut g, 1, Action::Close(Placement::Province(province("baden"))));
    assert_eq!(g.game_end, Some(Seat(1)));
    assert_eq!(g.players[Seat(1)].tile_points[Stack::GAME_END.index()], 1);
    assert!(text(&events).contains("plays the last turn"), "{}", text(&events));
    assert_eq!(g.active_seat(), Some(Seat(2)));
    while g.active_seat() == Some(Seat(2)) {
        let a = g.legal_actions(Seat(2)).last().unwrap().clone();
        g.apply(Seat(2), &a).unwrap();
    }
    assert_eq!(g.phase, Phase::Over);
    assert!(g.outcome().is_some());
    // A later 7-carriage takes no second game-end tile.
    assert_eq!(g.stacks[Stack::GAME_END.index()], 0);
}

#[test]
fn zakonczenie_the_last_house_ends_the_game_and_the_last_seat_ends_it_at_once() {
    let mut g = build(
        3,
        "display: nue reg aug ing mue pas; turn: 2; r2: sig stu ulm; step: close; \
         houses2: car fre man aug ing kem mue nue pas reg wue bud pil lod lin sal bas zue",
    );
    act(&mut g, 2, Action::Close(Placement::Province(province("wuerttemberg"))));
    assert_eq!(g.players[Seat(2)].houses_left, 0);
    assert_eq!(g.game_end, Some(Seat(2)));
    assert_eq!(g.phase, Phase::Over, "seat 2 sits right of the start player: the round is over");
}

/// The rulebook's scoring example: best carriage 7 points + 16 points of tiles − 4 houses = 19.
/// Under the default 2/3/5/7/10 table "7 points" is the 6-carriage; with `carriage_points=face`
/// it is the 7-carriage. Both readings give 19 (see docs/rules-notes.md).
#[test]
fn punktacja_example_seven_plus_sixteen_minus_four_is_nineteen() {
    let setup = |carriage: u8, scoring: CarriageScoring| {
        let mut g = build(2, "display: nue reg aug ing mue pas");
        g.variant.carriage_points = scoring;
        let p = &mut g.players[Seat(0)];
        p.carriage = carriage;
        p.houses_left = 4;
        p.houses = mask("car fre man aug ing kem mue nue pas reg wue bud pil lod lin sal");
        p.tile_points[Stack::ALL_PROVINCES.index()] = 6;
        p.tile_points[Stack(4).index()] = 5;
        p.tile_points[Stack::ROUTE_7.index()] = 4;
        p.tile_points[Stack::GAME_END.index()] = 1;
        g
    };
    let g = setup(6, CarriageScoring::Table);
    assert_eq!(g.carriage_points(6), 7);
    assert_eq!(g.score(Seat(0)), 7 + 16 - 4);
    assert_eq!(g.score(Seat(0)), 19);
    let g = setup(7, CarriageScoring::Face);
    assert_eq!(g.score(Seat(0)), 19);
    assert_eq!((3..=7).map(|c| g.carriage_points(c)).collect::<Vec<_>>(), vec![3, 4, 5, 6, 7]);
    let face = ThurnTaxis::setup(&options(&[("carriage_points", "face")]), 2, 1).unwrap();
    assert_eq!(face.carriage_points(6), 6, "the option chosen at setup scores the face value");
    // The table: 3→2, 4→3, 5→5, 6→7, 7→10.
    let g = setup(3, CarriageScoring::Table);
    assert_eq!((3..=7).map(|c| g.carriage_points(c)).collect::<Vec<_>>(), vec![2, 3, 5, 7, 10]);
    let mut over = g.clone();
    over.phase = Phase::Over;
    over.game_end = Some(Seat(0));
    let outcome = over.outcome().unwrap();
    let categories: Vec<String> = outcome.breakdown.iter().map(|l| english(&l.category)).collect();
    assert_eq!(categories, vec!["best carriage", "bonus tiles", "game-end tile", "houses not placed"]);
    assert_eq!(outcome.scores[Seat(0)], 2 + 15 + 1 - 4);
}

#[test]
fn zwyciestwo_ties_go_to_the_game_end_tile_then_nearest_after_its_holder() {
    let mut g = build(4, "display: nue reg aug ing mue pas");
    g.phase = Phase::Over;
    for p in g.players.values_mut() {
        p.houses_left = 10;
    }
    // Seats 0, 1 and 3 tie; seat 2 holds the game-end tile but scores less: seat 3 sits nearest
    // after it, then seat 0, then seat 1.
    g.game_end = Some(Seat(2));
    g.players[Seat(2)].tile_points[Stack::GAME_END.index()] = 1;
    g.players[Seat(2)].houses_left = 12;
    let o = g.outcome().unwrap();
    let order: Vec<(u8, u8)> = o.ranking.iter().map(|p| (p.seat.0, p.place)).collect();
    assert_eq!(order, vec![(3, 1), (0, 2), (1, 3), (2, 4)]);
    // The holder wins a tie it is part of.
    g.players[Seat(2)].houses_left = 11;
    let o = g.outcome().unwrap();
    assert_eq!(o.winners(), vec![Seat(2)]);
}

// ---------------------------------------------------------------------------------------------
// Secrecy, notation
// ---------------------------------------------------------------------------------------------

#[test]
fn hands_are_secret_and_the_deck_never_leaves_the_engine() {
    let g = build(3, "display: nue reg aug ing mue pas; h0: lod bas; h1: zue; r1: inn");
    let json = serde_json::to_string(&g.view(Viewer::Seat(Seat(1)))).unwrap();
    assert!(!json.contains("\"deck\"") && !json.contains("rng"));
    let v = g.view(Viewer::Seat(Seat(1)));
    assert_eq!(v.players[0].hand, None);
    assert_eq!(v.players[0].hand_size, 2);
    assert_eq!(v.players[1].hand, Some(cities("zue")));
    assert!(g.view(Viewer::Spectator).players.iter().all(|p| p.hand.is_none()));
    assert!(english(&g.private_summary(Seat(0))).contains("lod"));
    assert!(!english(&g.public_summary()).contains("Lodz"));
}

#[test]
fn notation_codes_names_and_errors() {
    let mut g = build(2, "display: nue reg aug ing mue pas; h0: wue pil ing; r0: stu nue; step: play");
    assert_eq!(
        g.parse_action(Seat(0), "route left Ingolstadt"),
        Ok(Action::Extend { end: End::Left, city: c("ing") })
    );
    assert_eq!(
        g.parse_action(Seat(0), "route right Pilsen"),
        Ok(Action::Extend { end: End::Right, city: c("pil") })
    );
    // `route <city>`: the one end it fits.
    assert_eq!(g.parse_action(Seat(0), "route pil"), Ok(Action::Extend { end: End::Right, city: c("pil") }));
    // Würzburg borders both ends.
    assert!(matches!(g.parse_action(Seat(0), "route wue"), Err(NotationError::Ambiguous { .. })));
    assert!(g.parse_action(Seat(0), "route left Würzburg").is_ok());
    assert!(g.parse_action(Seat(0), "route left Wurzburg").is_ok());
    assert!(matches!(g.parse_action(Seat(0), "fly nue"), Err(NotationError::Unknown { .. })));
    assert!(matches!(g.parse_action(Seat(0), "new xyz"), Err(NotationError::Unknown { .. })));
    assert!(matches!(g.parse_action(Seat(0), "route left lod"), Err(NotationError::Illegal { .. })));
    assert!(matches!(g.parse_action(Seat(0), "close each"), Err(NotationError::Illegal { .. })));
    play(&mut g, 0, "new ing");
    assert_eq!(route(&g, 0), "ing");
    for action in [
        Action::Official(Official::PostalCarrier),
        Action::Draw(Source::Display(5)),
        Action::Draw(Source::Deck),
        Action::Extend { end: End::Left, city: c("mue") },
        Action::New(c("lod")),
        Action::Close(Placement::Each),
        Action::Close(Placement::Province(province("wuerttemberg"))),
        Action::House(c("zue")),
        Action::Keep(cities("car aug bud")),
        Action::End,
    ] {
        let text = g.format_action(&action);
        let syntax = kontor_thurn_taxis::Syntax::parse(&text).unwrap();
        assert!(!format!("{syntax:?}").is_empty(), "{text}");
        assert!(text.len() <= 24, "short: {text}");
    }
}

/// Bots (`choose_bot_action`) build routes and close them: their games end by the rules (a
/// 7-carriage or a last house), not by stalling.
#[test]
fn bot_games_end_by_the_rules() {
    for seats in 2..=4 {
        for seed in 0..3u64 {
            let mut g = ThurnTaxis::setup(&Options::new(), seats, seed).unwrap();
            bots_finish(&mut g, seed, 20_000);
            assert!(g.game_end.is_some());
            let best = g.outcome().unwrap().ranking[0].score;
            assert!(best > 0, "{seats} players, seed {seed}: the winner scores {best}");
            assert!(g.players.values().all(|p| p.hand.len() <= CITY_COUNT * 3));
        }
    }
}

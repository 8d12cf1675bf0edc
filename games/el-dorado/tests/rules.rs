//! One test per printed rule, and the rulebook's worked examples, on straight test courses.

use crate::support::*;
use kontor_el_dorado::{Action, ElDorado, GATE, Phase, Source, card as ids, kind_id};
use kontor_engine::prelude::*;
use kontor_engine::{Options, Seat};

const S0: Seat = Seat(0);

/// Rulebook movement example: Explorer (1) onto jungle 1; Trailblazer (3) over two jungle-1 spaces,
/// the third point is lost; a second Trailblazer onto a jungle-3 space.
#[test]
fn movement_example_strength_carries_over_but_never_combines() {
    let mut g = strip_game(
        3,
        &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 3, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)],
        1,
    );
    deal(&mut g, S0, &["explorer", "trailblazer", "trailblazer"], &[]);
    apply(&mut g, "move explorer X2");
    assert_eq!(pos(&g, S0), "X2");
    assert!(g.active.is_none(), "strength 1 is used up");
    apply(&mut g, "move trailblazer X3");
    apply(&mut g, "move X4");
    assert_eq!(g.active.map(|a| a.left), Some(1));
    // The last point cannot be combined with another card for the jungle-3 space.
    assert!(refused(&g, "move X5").contains("1 strength left"));
    apply(&mut g, "move trailblazer X5");
    assert_eq!(pos(&g, S0), "X5");
    assert_eq!(g.players[S0].played.len(), 3);
}

/// A card's symbol must match the space and its strength must reach the space's.
#[test]
fn symbol_must_match_and_strength_must_suffice() {
    let mut g = strip_game(3, &[(J, 1, 0), (W, 2, 0), (V, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer", "sailor", "captain", "traveler"], &[]);
    assert!(refused(&g, "move explorer X2").contains("no paddle"));
    assert!(refused(&g, "move sailor X2").contains("strength 1"));
    apply(&mut g, "move captain X2");
    assert!(refused(&g, "move X3").contains("paddle"), "a paddle card cannot go on into a village");
    apply(&mut g, "move traveler X3");
    assert_eq!(pos(&g, S0), "X3");
}

/// White cards carry all three symbols, chosen by the space entered.
#[test]
fn joker_takes_the_symbol_of_the_space() {
    let mut g = strip_game(3, &[(J, 1, 0), (W, 1, 0), (W, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["adventurer"], &[]);
    apply(&mut g, "move adventurer X2");
    apply(&mut g, "move X3");
    assert_eq!(pos(&g, S0), "X3");
}

/// Mountains and occupied spaces cannot be entered.
#[test]
fn mountains_and_occupied_spaces_are_impassable() {
    let mut g = strip_game(3, &[(J, 1, 0), (M, 0, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer"], &[]);
    assert!(refused(&g, "move explorer X2").contains("mountain"));
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer"], &[]);
    g.players[Seat(1)].pawns[0] = 1;
    assert!(refused(&g, "move explorer X2").contains("occupied"));
}

/// Rubble: discard N cards (they go to the discard pile at the end of the turn).
#[test]
fn rubble_costs_discarded_cards() {
    let mut g = strip_game(3, &[(J, 1, 0), (R, 2, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer", "traveler", "sailor"], &[]);
    assert!(refused(&g, "move explorer X2").contains("cannot be entered with a card"));
    apply(&mut g, "move X2");
    assert_eq!(g.phase, Phase::Discarding { left: 2 });
    apply(&mut g, "discard sailor");
    apply(&mut g, "discard traveler");
    assert!(is_play(&g));
    assert_eq!(pos(&g, S0), "X2");
    assert!(g.boxed.is_empty());
    let mut g2 = strip_game(3, &[(J, 1, 0), (R, 3, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g2, S0, &["explorer", "traveler"], &[]);
    assert!(refused(&g2, "move X2").contains("needs 3 cards"));
}

/// Basecamp: the cards paid leave the game.
#[test]
fn basecamp_removes_cards_from_the_game() {
    let mut g = strip_game(3, &[(J, 1, 0), (B, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer", "traveler"], &[]);
    apply(&mut g, "move X2");
    assert_eq!(g.phase, Phase::Removing { left: 1 });
    assert!(!legal_texts(&g).contains(&"done".to_string()), "paying the basecamp is compulsory");
    apply(&mut g, "remove traveler");
    assert_eq!(g.boxed, vec![ids::TRAVELER]);
}

/// Rulebook blockade example: a 3-machete card takes blockade 1 (jungle 1) and goes on two spaces.
#[test]
fn blockade_example_one_machete_for_the_blockade_two_for_the_jungle() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 1), (J, 1, 1), (J, 1, 1), (J, 1, 1)], 2);
    deal(&mut g, S0, &["trailblazer", "explorer"], &[]);
    g.players[S0].pawns[0] = 1;
    assert!(refused(&g, "move explorer X3").contains("blockade"));
    apply(&mut g, "blockade trailblazer 1");
    assert_eq!(g.players[S0].blockades, vec![1]);
    assert!(g.blockades.is_empty());
    apply(&mut g, "move X3");
    apply(&mut g, "move X4");
    assert_eq!(pos(&g, S0), "X4");
    assert!(g.active.is_none());
}

/// A rubble blockade is paid with discarded cards; the Native takes any blockade for free.
#[test]
fn rubble_blockade_and_native_blockade() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 1), (J, 1, 1), (J, 1, 1), (J, 1, 1)], 2);
    g.blockades = vec![(0, 6)];
    deal(&mut g, S0, &["explorer", "traveler", "native"], &[]);
    g.players[S0].pawns[0] = 1;
    assert!(refused(&g, "blockade explorer 6").contains("cannot be entered with a card"));
    let mut h = g.clone();
    apply(&mut h, "blockade 6");
    assert_eq!(h.phase, Phase::Discarding { left: 2 });
    apply(&mut g, "blockade native 6");
    assert!(is_play(&g));
    assert_eq!(g.players[S0].blockades, vec![6]);
}

/// Rulebook purchase example: the Transmitter (4) paid with Traveler 1 + Photographer 2 + ½ + ½.
#[test]
fn transmitter_bought_with_one_two_half_half() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(
        &mut g,
        S0,
        &["traveler", "photographer", "explorer", "sailor"],
        &["explorer", "explorer", "traveler", "traveler"],
    );
    apply(&mut g, "buy transmitter");
    apply(&mut g, "pay traveler");
    apply(&mut g, "pay photographer");
    apply(&mut g, "pay explorer");
    assert!(matches!(g.phase, Phase::Paying { paid: 7, cost: 8, .. }));
    apply(&mut g, "pay sailor");
    let t = kind_id("transmitter").unwrap();
    assert!(g.players[S0].discard.contains(&t), "the bought card goes to the discard pile");
    assert_eq!(g.supply[usize::from(t)], 2);
    assert_eq!(g.turn, Seat(1), "buying ends the turn");
    assert_eq!(g.players[S0].hand.len(), 4, "drew back to 4");
}

/// Only yellow and white cards pay their coins; no purchase beyond the purse.
#[test]
fn purchase_needs_enough_coins() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer", "explorer", "sailor", "traveler"], &[]);
    assert!(refused(&g, "buy trailblazer").contains("costs 3"));
    apply(&mut g, "buy photographer");
}

/// Single-use cards leave the game only when used for their main effect.
#[test]
fn single_use_cards_leave_only_after_their_main_effect() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["treasure-chest", "giant-machete"], &[]);
    apply(&mut g, "move giant-machete X2");
    assert_eq!(g.boxed, vec![kind_id("giant-machete").unwrap()]);
    apply(&mut g, "buy trailblazer");
    apply(&mut g, "pay treasure-chest");
    assert_eq!(g.boxed.len(), 1, "a chest spent as coins stays in the deck");
    let chest = k("treasure-chest");
    let p = &g.players[S0];
    assert!(p.hand.iter().chain(&p.draw).chain(&p.discard).any(|&c| c == chest));
}

/// A new stack may come onto the market only when a market stack has run out.
#[test]
fn reserve_stacks_enter_only_an_empty_market_slot() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["millionaire", "millionaire"], &[]);
    assert!(refused(&g, "buy compass").contains("cannot be bought"));
    let scout = kind_id("scout").unwrap();
    g.supply[usize::from(scout)] = 0;
    let slot = g.market.iter().position(|&s| s == Some(scout)).unwrap();
    g.market[slot] = None;
    apply(&mut g, "buy compass");
    apply(&mut g, "pay millionaire");
    assert_eq!(g.market[slot], kind_id("compass"));
}

/// Cartographer, Compass, Scientist, Travel Log, Transmitter and Native do what the cards say.
#[test]
fn action_cards() {
    let mut g = strip_game(3, &[(J, 1, 0), (R, 3, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(
        &mut g,
        S0,
        &["scientist", "travel-log", "compass", "transmitter", "native"],
        &["explorer", "explorer", "traveler", "traveler", "traveler", "sailor", "explorer"],
    );
    apply(&mut g, "use scientist");
    assert_eq!(g.phase, Phase::Trimming { left: 1 });
    apply(&mut g, "remove explorer");
    assert!(is_play(&g));
    apply(&mut g, "use travel-log");
    apply(&mut g, "remove traveler");
    apply(&mut g, "done");
    apply(&mut g, "use compass");
    let hand = g.players[S0].hand.len();
    assert_eq!(hand, 6, "5 cards; scientist −1 +1 −1, travel log −1 +2 −1, compass −1 +3 leave 6");
    apply(&mut g, "use transmitter");
    apply(&mut g, "take pioneer");
    assert!(g.players[S0].discard.contains(&kind_id("pioneer").unwrap()));
    let boxed: Vec<u8> =
        ["explorer", "travel-log", "traveler", "compass", "transmitter"].iter().map(|c| k(c)).collect();
    let mut got = g.boxed.clone();
    got.sort_unstable();
    let mut want = boxed;
    want.sort_unstable();
    assert_eq!(got, want, "scientist stays; travel log, compass and transmitter leave");
    apply(&mut g, "move native X2");
    assert!(is_play(&g), "the Native ignores the rubble cost");
}

/// The example turn of the last pages: Cartographer draws Pioneer and Native; Pioneer over jungle
/// 1, 2, 2; basecamp removes the Traveler; Prop Plane over water 2 and 1 and leaves the game; Native
/// onto rubble 3 for free; Compass bought from a new stack with the Journalist (3 coins), no change.
#[test]
fn example_turn_of_the_last_pages() {
    let cells = [
        (J, 1, 0),
        (J, 1, 0),
        (J, 2, 0),
        (J, 2, 0),
        (B, 1, 0),
        (W, 2, 0),
        (W, 1, 0),
        (R, 3, 0),
        (J, 1, 0),
        (J, 1, 0),
        (J, 1, 0),
        (J, 1, 0),
    ];
    let mut g = strip_game(3, &cells, 1);
    deal(
        &mut g,
        S0,
        &["cartographer", "traveler", "prop-plane", "journalist"],
        &["pioneer", "native", "explorer", "explorer", "explorer", "traveler"],
    );
    let scout = k("scout");
    g.supply[usize::from(scout)] = 0;
    let slot = g.market.iter().position(|&s| s == Some(scout)).unwrap();
    g.market[slot] = None;
    apply(&mut g, "use cartographer");
    assert!(g.players[S0].hand.contains(&k("pioneer")) && g.players[S0].hand.contains(&k("native")));
    apply(&mut g, "move pioneer X2");
    apply(&mut g, "move X3");
    apply(&mut g, "move X4");
    assert!(g.active.is_none(), "1 + 2 + 2 uses all five machetes");
    apply(&mut g, "move X5");
    apply(&mut g, "remove traveler");
    apply(&mut g, "move prop-plane X6");
    apply(&mut g, "move X7");
    assert_eq!(g.active.map(|a| a.left), Some(1), "the fourth paddle is lost");
    apply(&mut g, "move native X8");
    assert_eq!(pos(&g, S0), "X8");
    assert_eq!(g.players[S0].hand, vec![k("journalist")], "the rubble cost nothing");
    apply(&mut g, "buy compass");
    apply(&mut g, "pay journalist");
    assert_eq!(g.market[slot], Some(k("compass")), "the compass stack moved onto the market");
    assert!(g.players[S0].discard.contains(&k("compass")));
    let mut boxed = g.boxed.clone();
    boxed.sort_unstable();
    assert_eq!(boxed, vec![ids::TRAVELER, k("prop-plane")]);
    assert_eq!(g.turn, Seat(1));
    assert_eq!(g.players[S0].hand.len(), 4, "Ola draws 4 new cards");
}

/// Phase 2/3: played cards to the discard pile, optional discards, draw back to 4 with reshuffle.
#[test]
fn end_of_turn_discards_and_draws_with_reshuffle() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer", "traveler", "traveler", "sailor"], &["explorer"]);
    apply(&mut g, "move explorer X2");
    apply(&mut g, "end");
    assert_eq!(g.phase, Phase::Cleanup);
    apply(&mut g, "discard sailor");
    apply(&mut g, "done");
    let p = &g.players[S0];
    assert_eq!(p.hand.len(), 4);
    assert_eq!(p.card_count(), 8);
    assert_eq!(g.turn, Seat(1));
}

/// The round is played out; ties are broken by blockades, then the highest blockade.
#[test]
fn round_finishes_and_ties_break_on_blockades() {
    let mut g =
        strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 1), (J, 1, 1), (J, 1, 1), (W, 1, 2), (W, 1, 2)], 2);
    g.blockades.clear();
    // Seat 0 and seat 2 stand next to the finish; seat 1 far behind.
    g.players[Seat(0)].pawns = vec![4];
    g.players[Seat(1)].pawns = vec![0];
    g.players[Seat(2)].pawns = vec![3];
    g.players[Seat(0)].blockades = vec![2];
    g.players[Seat(2)].blockades = vec![1, 3];
    deal(&mut g, Seat(0), &["sailor"], &[]);
    apply(&mut g, "move sailor ED1".replace("ED1", "X6").as_str());
    assert_eq!(g.players[Seat(0)].pawns, vec![GATE], "the pawn moves on to the gate");
    apply(&mut g, "end");
    assert!(!g.is_over(), "the round goes on");
    apply(&mut g, "end");
    if g.phase == Phase::Cleanup {
        apply(&mut g, "done");
    }
    deal(&mut g, Seat(2), &["explorer", "sailor"], &[]);
    apply(&mut g, "move explorer X5");
    apply(&mut g, "move sailor X6");
    apply(&mut g, "end");
    if g.phase == Phase::Cleanup {
        apply(&mut g, "done");
    }
    assert!(g.is_over());
    let o = g.outcome().unwrap();
    assert_eq!(o.winners(), vec![Seat(2)], "two blockades beat one");
    let places: Vec<(u8, u8)> = o.ranking.iter().map(|p| (p.seat.0, p.place)).collect();
    assert_eq!(places, vec![(2, 1), (0, 2), (1, 3)]);
}

/// Finishers without blockades share the victory.
#[test]
fn finishers_without_blockades_share() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    g.players[Seat(0)].pawns = vec![GATE];
    g.players[Seat(1)].pawns = vec![GATE];
    g.phase = Phase::Over;
    let o = g.outcome().unwrap();
    assert_eq!(o.winners(), vec![Seat(0), Seat(1)]);
}

/// Two players: two pawns each on spaces 1/3 and 2/4; a card moves one pawn; both must finish.
#[test]
fn two_players_two_pawns() {
    let g = ElDorado::setup(&Options::new(), 2, 3).unwrap();
    let c = &g.course;
    assert_eq!(g.players[Seat(0)].pawns, vec![c.starts[0], c.starts[2]]);
    assert_eq!(g.players[Seat(1)].pawns, vec![c.starts[1], c.starts[3]]);
    let mut g = strip_game(2, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (W, 1, 1), (W, 1, 1)], 1);
    g.players[Seat(0)].pawns = vec![3, 0];
    g.players[Seat(1)].pawns = vec![1, 2];
    deal(&mut g, S0, &["sailor", "trailblazer"], &[]);
    apply(&mut g, "move sailor X5");
    assert_eq!(g.players[Seat(0)].pawns, vec![GATE, 0]);
    assert!(!g.players[Seat(0)].finished(), "both pawns must reach El Dorado");
    // The card in play belongs to the pawn it moved.
    let mut g =
        strip_game(2, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (W, 1, 1)], 1);
    g.players[Seat(0)].pawns = vec![0, 3];
    g.players[Seat(1)].pawns = vec![6, 6];
    deal(&mut g, S0, &["trailblazer"], &[]);
    let seat = Seat(0);
    let a = Action::Move { source: Some(card("trailblazer")), pawn: 0, to: 1 };
    g.apply(seat, &a).unwrap();
    let other = Action::Move { source: None, pawn: 1, to: 4 };
    assert!(g.apply(seat, &other).is_err(), "a card moves one pawn only");
}

/// Starting decks: 3 Explorer, 4 Traveler, 1 Sailor; 4 in hand; the six sun stacks on the market.
#[test]
fn setup_decks_and_market() {
    let g = ElDorado::setup(&Options::new(), 4, 9).unwrap();
    for p in g.players.values() {
        let mut all: Vec<u8> = p.hand.iter().chain(&p.draw).copied().collect();
        all.sort_unstable();
        assert_eq!(all, vec![0, 0, 0, 1, 1, 1, 1, 2]);
        assert_eq!(p.hand.len(), 4);
    }
    let market: Vec<&str> =
        g.market.iter().map(|s| kontor_el_dorado::kind(s.unwrap()).code.as_str()).collect();
    assert_eq!(
        market,
        ["scout", "trailblazer", "photographer", "treasure-chest", "jack-of-all-trades", "transmitter"]
    );
    assert_eq!(g.card_count(), 4 * 8 + 54);
    assert_eq!(g.blockades.len(), 4, "first game: 4 of the 6 blockades");
    assert!(ElDorado::setup(&Options::new(), 5, 1).is_err());
}

/// Caves: stop next to a cave to explore; leave before exploring it again; tokens work.
#[test]
fn caves_variant() {
    let mut g = strip_game(
        3,
        &[
            (J, 1, 0),
            (J, 1, 0),
            (kontor_el_dorado::Terrain::Cave, 0, 0),
            (J, 1, 0),
            (J, 1, 0),
            (J, 1, 0),
            (J, 1, 0),
        ],
        1,
    );
    g.caves_variant = true;
    let draw = kontor_el_dorado::tokens().iter().position(|t| t.code == "tdraw").unwrap() as u8;
    let m2 = kontor_el_dorado::tokens().iter().position(|t| t.code == "tm2").unwrap() as u8;
    g.caves = vec![vec![draw, m2]];
    deal(&mut g, S0, &["explorer", "explorer"], &["traveler"]);
    g.players[S0].pawns[0] = 1;
    assert!(refused(&g, "explore X3").contains("own move"), "no exploring without moving there");
    apply(&mut g, "move explorer X1");
    apply(&mut g, "move explorer X2");
    apply(&mut g, "explore X3");
    assert_eq!(g.players[S0].tokens, vec![m2]);
    assert!(refused(&g, "explore X3").contains("leave"));
    apply(&mut g, "move tm2 X1");
    assert_eq!(pos(&g, S0), "X1");
    assert_eq!(g.active.map(|a| a.left), Some(1));
    apply(&mut g, "move X2");
    assert!(refused(&g, "explore X3").contains("leave"), "passing a space away is not leaving");
    g.players[S0].tokens.push(draw);
    apply(&mut g, "use tdraw");
    assert!(g.players[S0].hand.contains(&ids::TRAVELER));
}

/// Ends the turns until it is seat 0's turn again (every other seat just ends its turn).
fn pass_round(g: &mut ElDorado) {
    loop {
        if g.phase == Phase::Cleanup {
            apply(g, "done");
        } else {
            apply(g, "end");
        }
        if g.turn == S0 && is_play(g) {
            return;
        }
    }
}

/// WARIANT Z JASKINIAMI, "Ponowna eksploracja tej samej jaskini": "Aby ponownie eksplorować tę samą
/// jaskinię, pionek musi „odejść" od jaskini (wykonać ruch i zatrzymać się na polu niesąsiadującym z
/// jaskinią). W kolejnej turze może „wrócić" do jaskini i ją eksplorować." Passing a space away from
/// the cave within one movement is not stopping there; after stopping away, the pawn may explore the
/// cave again only in a later turn.
#[test]
fn jaskinie_ponowna_eksploracja_needs_a_stop_away_and_a_later_turn() {
    let cave = kontor_el_dorado::Terrain::Cave;
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (cave, 0, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    g.caves_variant = true;
    let code = |c: &str| kontor_el_dorado::tokens().iter().position(|t| t.code == c).unwrap() as u8;
    let (draw, m2) = (code("tdraw"), code("tm2"));
    g.caves = vec![vec![draw; 4]];
    deal(&mut g, S0, &["explorer"; 4], &["explorer"; 8]);
    g.players[S0].tokens = vec![m2, m2];
    // Turn 1: stop next to the cave and explore it; coming back through X1 in one move is no leaving.
    apply(&mut g, "move explorer X2");
    apply(&mut g, "explore X3");
    apply(&mut g, "move tm2 X1");
    apply(&mut g, "move X2");
    assert!(refused(&g, "explore X3").contains("leave"));
    pass_round(&mut g);
    // Turn 2: the pawn never stopped away, so passing X1 again does not unlock the cave ...
    apply(&mut g, "move tm2 X1");
    apply(&mut g, "move X2");
    assert!(refused(&g, "explore X3").contains("leave"), "passing X1 is not stopping there");
    // ... stopping on X1 does, but only from the next turn on.
    apply(&mut g, "move explorer X1");
    apply(&mut g, "move explorer X2");
    assert!(refused(&g, "explore X3").contains("leave"), "the pawn returns in a later turn");
    pass_round(&mut g);
    // Turn 3: back next to the cave after a move: explore again.
    apply(&mut g, "move explorer X1");
    apply(&mut g, "move explorer X2");
    apply(&mut g, "explore X3");
    assert_eq!(g.players[S0].tokens, vec![draw, draw]);
}

/// Notation round-trips and readable errors.
#[test]
fn notation_round_trips_and_explains() {
    let mut g = strip_game(3, &[(J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0), (J, 1, 0)], 1);
    deal(&mut g, S0, &["explorer", "jack-of-all-trades"], &[]);
    for a in g.legal_actions(S0) {
        assert_eq!(g.parse_action(S0, &g.format_action(&a)), Ok(a));
    }
    assert_eq!(
        g.parse_action(S0, "move jack X2").unwrap(),
        Action::Move { source: Some(card("jack-of-all-trades")), pawn: 0, to: 1 }
    );
    assert_eq!(
        g.parse_action(S0, "/play move globtroter x2").unwrap(),
        Action::Move { source: Some(Source::Card(0)), pawn: 0, to: 1 }
    );
    assert!(g.parse_action(S0, "fly X2").is_err());
    assert!(g.parse_action(S0, "move explorer Q99").is_err());
}

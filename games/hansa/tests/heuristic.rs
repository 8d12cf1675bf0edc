//! The bots' rating of a position (`BotHints::evaluate`, what `easy` plays by and the search's
//! rollouts are cut with): a route under way is worth its best reward, so bots build towards the
//! final score's categories ("Końcowa punktacja": the special-points table, Keys × network).

use crate::support::*;
use kontor_engine::Seat;
use kontor_engine::prelude::*;
use kontor_hansa::Hansa;

/// Seat 0's rating after putting its pieces (`t` trader, `m` merchant) on the first spaces of a
/// route; the other seats hold nothing, so their part of the rating does not change.
fn rated(mut g: Hansa, from: &str, to: &str, kinds: &str) -> f64 {
    filled(&mut g, from, to, 0, kinds);
    balance(&mut g);
    g.evaluate(Seat(0))
}

#[test]
fn koncowa_punktacja_a_merchant_on_the_way_to_the_coellen_table_is_worth_more_than_a_trader() {
    // Warburg – Coellen (4 spaces) leads to the table: its white field scores 7 at the end, but
    // only a merchant on the route may take it. Half the route built: with a merchant the route's
    // prospect is the 7-point field, with traders only half of it (an office in Coellen is worth
    // a little less).
    let with_merchant = rated(empty(4, "45"), "Warburg", "Coellen", "mt");
    let traders_only = rated(empty(4, "45"), "Warburg", "Coellen", "tt");
    assert!(
        with_merchant - traders_only > 0.3,
        "merchant {with_merchant:.3} against traders {traders_only:.3}"
    );
}

#[test]
fn koncowa_punktacja_a_route_to_the_keys_city_is_worth_more_to_a_larger_network() {
    // Halle upgrades Keys; the network score is offices in the largest network × Keys' value,
    // so the next Keys level is worth as many points as that network holds.
    let mut networked = empty(4, "45");
    office(&mut networked, "Dortmund", 0, 0, true);
    office(&mut networked, "Dortmund", 1, 0, false);
    office(&mut networked, "Duisburg", 0, 0, false);
    office(&mut networked, "Paderborn", 0, 0, false);
    balance(&mut networked);
    assert_eq!(networked.largest_network(0), 4);
    let base_networked = networked.evaluate(Seat(0));
    let gain_networked = rated(networked, "Quedlinburg", "Halle", "tt") - base_networked;
    let lone = empty(4, "45");
    let base_lone = lone.evaluate(Seat(0));
    let gain_lone = rated(lone, "Quedlinburg", "Halle", "tt") - base_lone;
    assert!(
        gain_networked - gain_lone > 0.3,
        "half a route to Halle: {gain_networked:.3} with a network of 4, {gain_lone:.3} without"
    );
}

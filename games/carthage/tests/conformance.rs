//! The shared conformance checks (`kontor_engine::conformance`) for Traders of Carthage at 2–4
//! players, with what Carthage adds: 108 cards at all times, ships that wait in Carthage only
//! while pirates threaten, one reservation marker a player, hands and victory-point cards that
//! only their owner sees (all of them at the end), and `apply` probed with every kind of move.

use kontor_carthage::{Action, Card, Carthage, Colour, Phase, Row};
use kontor_engine::conformance::{self, Coverage, Suite, Table};
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Seat, Viewer};

struct Checks;

impl conformance::Checks<Carthage> for Checks {
    const SECRET_KEYS: &'static [&'static str] = &["deck", "rng", "hands", "vp_cards"];
    const MUST_SEE: &'static [&'static str] = &["paying", "protecting"];

    fn invariants(g: &Carthage) -> Result<(), String> {
        if g.card_count() != 108 {
            return Err(format!("{} cards", g.card_count()));
        }
        // Arrived ships wait in Carthage only while pirates threaten (payday step 3 before 4).
        if g.ships.iter().any(|&s| s >= 5) && !matches!(g.phase, Phase::Protecting { .. } | Phase::Over) {
            return Err(format!("a ship waits in Carthage during play: {:?}", g.ships));
        }
        for (seat, p) in g.players.iter() {
            let placed = g.market.iter().chain(&g.farm).filter(|s| s.reserved_by == Some(seat)).count();
            if placed > 1 || p.marker_free != (placed == 0) {
                return Err(format!("{seat}: {placed} markers placed, marker free: {}", p.marker_free));
            }
            if p.token_total() >= 8 && !g.is_over() {
                return Err(format!("{seat} holds {} tokens and the game goes on", p.token_total()));
            }
        }
        Ok(())
    }

    fn check_view(g: &Carthage, viewer: Viewer, view: &kontor_carthage::View) -> Result<(), String> {
        for p in &view.players {
            let (own, real) = (viewer.is_seat(p.seat), &g.players[p.seat]);
            let mut hand = real.hand.clone();
            hand.sort();
            conformance::check_shown_hand(p.seat, own, p.hand.as_ref(), &hand)?;
            if p.victory_points.is_some() != (own || g.is_over()) {
                return Err(format!("sees the victory points of {}", p.seat));
            }
            if p.hand_size != real.hand.len() || p.storehouse != real.storehouse || p.tokens != real.tokens {
                return Err(format!("wrong public pieces of {}", p.seat));
            }
        }
        conformance::check_shown_active(g, view.active_seat())
    }

    fn probes(g: &Carthage, _seat: Seat, _rng: &mut GameRng) -> Vec<Action> {
        universe(matches!(g.phase, Phase::Protecting { .. }))
    }

    fn note(g: &Carthage, seen: &mut Coverage) {
        match g.phase {
            Phase::Protecting { .. } => seen.insert("protecting"),
            Phase::Paying { .. } => seen.insert("paying"),
            _ => false,
        };
    }
}

/// Every action kind, legal or not: each token, `Buy`, `Pass`, `Pay` of all 12 card kinds,
/// `Take` and `Reserve` of slots 0..=12 in both rows, and `Protect` of the empty set and single
/// cards; while pirates threaten also every set of two cards (sorted and not) and many of three.
fn universe(protect_sets: bool) -> Vec<Action> {
    let kinds: Vec<Card> = Colour::ALL.into_iter().flat_map(|c| [2, 3, 5].map(|v| Card::new(c, v))).collect();
    let mut all: Vec<Action> = Colour::ALL.into_iter().map(Action::ChooseToken).collect();
    all.extend([Action::Buy, Action::Pass, Action::Protect(Vec::new())]);
    all.extend(kinds.iter().map(|&k| Action::Pay(k)));
    for slot in 0..=12 {
        all.push(Action::Take { slot });
        all.push(Action::Reserve { row: Row::Market, slot });
        all.push(Action::Reserve { row: Row::Farm, slot });
    }
    for (i, &a) in kinds.iter().enumerate() {
        all.push(Action::Protect(vec![a]));
        if !protect_sets {
            continue;
        }
        for &b in &kinds[i..] {
            all.push(Action::Protect(vec![a, b]));
            if a != b {
                all.push(Action::Protect(vec![b, a]));
            }
            all.extend([Action::Protect(vec![a, a, b]), Action::Protect(vec![a, b, b])]);
        }
    }
    all
}

fn suite() -> Suite {
    Suite { seeds: 12, ..Suite::new(vec![Table::new(&[], 2..=4)]) }
}

kontor_engine::conformance!(Carthage, Checks, suite(), golden: ["tests/golden/carthage-3p-seed7.json"]);

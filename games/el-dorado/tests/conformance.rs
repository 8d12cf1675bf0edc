//! The shared conformance checks (`kontor_engine::conformance`) for The Quest for El Dorado at
//! 2–4 players on every course, with and without caves, with what El Dorado adds: every card and
//! cave token conserved, at most 60 moves to choose from, hands and draw piles only their owner
//! sees, and `apply` probed with every kind of move around the pawns. Play leans towards progress:
//! uniformly random play rarely gets a pawn through the jungle.

use kontor_el_dorado::{Action, ElDorado, GATE, Source, View, card, tokens};
use kontor_engine::conformance::{self, Coverage, Suite, Table};
use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Seat, Viewer};

struct Checks;

impl conformance::Checks<ElDorado> for Checks {
    const SECRET_KEYS: &'static [&'static str] = &["draw", "rng", "caves", "discard"];
    const MUST_SEE: &'static [&'static str] = &["cave tokens"];

    fn invariants(g: &ElDorado) -> Result<(), String> {
        let total = 8 * g.seats() + 54;
        if g.card_count() != total {
            return Err(format!("{} cards instead of {total}", g.card_count()));
        }
        let caves = g.course.caves.len().min(9) * 4;
        if g.token_count() != 0 && g.token_count() != caves {
            return Err(format!("{} cave tokens on {} caves", g.token_count(), g.course.caves.len()));
        }
        if let Some(outcome) = g.outcome()
            && outcome.winners().iter().any(|&w| !g.players[w].finished())
        {
            return Err("a winner did not reach El Dorado".into());
        }
        let seat = g.active_seats().first().copied();
        match seat.map(|s| g.legal_actions(s).len()) {
            Some(n) if n > 60 => Err(format!("{n} legal actions")),
            _ => Ok(()),
        }
    }

    fn check_view(g: &ElDorado, viewer: Viewer, view: &View) -> Result<(), String> {
        for p in &view.players {
            let (own, real) = (viewer.is_seat(p.seat), &g.players[p.seat]);
            conformance::check_shown_hand(p.seat, own, p.hand.as_ref(), &real.hand)?;
            if p.hand_size != real.hand.len() || p.draw_size != real.draw.len() {
                return Err("wrong counts".into());
            }
        }
        Ok(())
    }

    fn probes(g: &ElDorado, seat: Seat, _rng: &mut GameRng) -> Vec<Action> {
        universe(g, seat)
    }

    fn choose(g: &ElDorado, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        pick(g, seat, legal, rng)
    }

    fn note(g: &ElDorado, seen: &mut Coverage) {
        if g.token_count() > 0 {
            seen.insert("cave tokens");
        }
    }
}

fn sources() -> Vec<Source> {
    let mut v: Vec<Source> = (0..card::KINDS).map(Source::Card).collect();
    v.extend((0..tokens().len() as u8).map(Source::Token));
    v
}

/// Candidate actions around the current position, legal or not.
fn universe(g: &ElDorado, seat: Seat) -> Vec<Action> {
    let srcs = sources();
    let mut all = Vec::new();
    let mut hexes: Vec<u16> = vec![0, (g.course.hexes.len() - 1) as u16, g.course.hexes.len() as u16];
    for &p in &g.players[seat].pawns {
        if p != GATE {
            hexes.push(p);
            hexes.extend(g.course.neighbours(p));
        }
    }
    for pawn in 0..2u8 {
        for &to in &hexes {
            all.push(Action::Move { source: None, pawn, to });
            for &s in &srcs {
                all.push(Action::Move { source: Some(s), pawn, to });
            }
        }
        for number in 1..=6 {
            all.push(Action::Blockade { source: None, pawn, number });
            for &s in &srcs {
                all.push(Action::Blockade { source: Some(s), pawn, number });
            }
        }
        for &cave in &g.course.caves {
            all.push(Action::Explore { pawn, cave });
        }
    }
    for &s in &srcs {
        all.push(Action::Use(s));
        all.push(Action::Pay(s));
    }
    for k in 0..card::KINDS {
        all.extend([Action::Buy(k), Action::Discard(k), Action::Remove(k), Action::Take(k)]);
    }
    all.extend([Action::Done, Action::End]);
    all
}

/// Picks a step: usually the most progressing move or the dearest purchase, sometimes anything.
fn pick(g: &ElDorado, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
    if rng.below(10) == 0 {
        return legal[rng.below(legal.len())];
    }
    let dist = |h: u16| if h == GATE { 0 } else { i64::from(g.course.dist[usize::from(h)]) };
    let score = |a: &Action| -> i64 {
        match *a {
            Action::Move { pawn, to, .. } => {
                let from = g.players[seat].pawns[usize::from(pawn)];
                let gain = dist(from) - if g.course.is_finish(to) { 0 } else { dist(to) };
                if gain > 0 { 100 + gain } else { -1 }
            }
            Action::Blockade { .. } => 150,
            Action::Explore { .. } | Action::Use(_) => 50,
            Action::Buy(k) => 10 + i64::from(kontor_el_dorado::kind(k).cost),
            Action::Take(k) => 10 + i64::from(kontor_el_dorado::kind(k).cost),
            Action::Done => 5,
            Action::Remove(k) | Action::Discard(k) => i64::from(k < 3),
            Action::End => 0,
            Action::Pay(_) => 0,
        }
    };
    let best = legal.iter().map(score).max().unwrap_or(0);
    let top: Vec<&Action> = legal.iter().filter(|a| score(a) == best).collect();
    *top[rng.below(top.len())]
}

/// Every course, half of them with caves.
fn suite() -> Suite {
    let courses = [
        "first-game",
        "hills-of-gold",
        "home-stretch",
        "serpentine",
        "swamplands",
        "witchs-cauldron",
        "winding-paths",
        "random",
    ];
    let tables = courses
        .iter()
        .enumerate()
        .map(|(i, course)| match i % 2 {
            0 => Table::new(&[("course", course)], 2..=4),
            _ => Table::new(&[("course", course), ("caves", "on")], 2..=4),
        })
        .collect();
    Suite { seeds: 3, long_seeds: 40, check_every: 15, peek_seeds: 1, ..Suite::new(tables) }
}

kontor_engine::conformance!(ElDorado, Checks, suite(), golden: ["tests/golden/el-dorado-3p-seed7.json"]);

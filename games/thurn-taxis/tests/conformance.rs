//! The shared conformance checks (`kontor_engine::conformance`) for Thurn und Taxis at 2–4
//! players, with what Thurn und Taxis adds: 66 cards (3 per city) and 20 houses a player at all
//! times, routes of neighbouring cities without repeats, hands only their owner sees, and `apply`
//! probed with every kind of move.

use kontor_engine::conformance::{self, Coverage, Suite, Table};
use kontor_engine::{GameRng, Seat, Viewer};
use kontor_thurn_taxis::{
    Action, City, End, HOUSES, Official, Placement, Province, Source, Step, ThurnTaxis, View,
};

struct Checks;

impl conformance::Checks<ThurnTaxis> for Checks {
    const SECRET_KEYS: &'static [&'static str] = &["deck", "rng", "discard"];
    /// A game ends by a seat's last house (the other end, a 7-carriage, is rare in random play:
    /// `tests/rules.rs` checks it).
    const MUST_SEE: &'static [&'static str] = &["housing", "discard", "last house"];

    fn invariants(g: &ThurnTaxis) -> Result<(), String> {
        check_conservation(g)
    }

    fn check_view(g: &ThurnTaxis, viewer: Viewer, view: &View) -> Result<(), String> {
        for p in &view.players {
            let (own, real) = (viewer.is_seat(p.seat), &g.players[p.seat]);
            conformance::check_shown_hand(p.seat, own, p.hand.as_ref(), &real.hand.to_vec())?;
            if p.hand_size != real.hand.len() || p.route != real.route || p.houses_left != real.houses_left {
                return Err(format!("wrong public pieces of {}", p.seat));
            }
        }
        conformance::check_shown_active(g, view.active_seat())
    }

    fn probes(g: &ThurnTaxis, seat: Seat, _rng: &mut GameRng) -> Vec<Action> {
        if g.step() == Some(Step::Discard) { keep_universe(g, seat) } else { universe() }
    }

    /// Random, but extending and closing are preferred more often than not, so that the games see
    /// long routes and late carriages and end sooner than uniformly random ones.
    fn choose(g: &ThurnTaxis, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
        let closes: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Close(_))).collect();
        let extends: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Extend { .. })).collect();
        let pick = if !extends.is_empty() && rng.below(3) != 0 {
            *rng.pick(&extends).expect("non-empty")
        } else if !closes.is_empty() && (long_enough(g, seat) || rng.below(4) == 0) {
            *rng.pick(&closes).expect("non-empty")
        } else {
            rng.pick(legal).expect("a legal action")
        };
        pick.clone()
    }

    fn note(g: &ThurnTaxis, seen: &mut Coverage) {
        if g.players.values().any(|p| p.houses_left == 0) {
            seen.insert("last house");
        }
        match g.step() {
            Some(Step::Housing { .. }) => seen.insert("housing"),
            Some(Step::Discard) => seen.insert("discard"),
            _ => false,
        };
    }
}

/// Candidate actions, legal or not, for every step but the discard: every official, every draw
/// source (slots 0..8), every extension, new route, closing, house and `End`.
fn universe() -> Vec<Action> {
    let mut all: Vec<Action> = Official::ALL.into_iter().map(Action::Official).collect();
    all.extend((0..8).map(|i| Action::Draw(Source::Display(i))));
    all.push(Action::Draw(Source::Deck));
    for city in City::all() {
        all.push(Action::Extend { end: End::Left, city });
        all.push(Action::Extend { end: End::Right, city });
        all.push(Action::New(city));
        all.push(Action::House(city));
    }
    all.push(Action::Close(Placement::Each));
    all.extend(Province::all().map(|p| Action::Close(Placement::Province(p))));
    all.push(Action::End);
    all.push(Action::Keep(vec![City(0), City(1), City(2)]));
    all
}

/// Keep candidates: every triple (sorted and not) over the hand's cities and two others, plus
/// lists of the wrong length.
fn keep_universe(g: &ThurnTaxis, seat: Seat) -> Vec<Action> {
    let mut cities: Vec<City> = g.players[seat].hand.kinds().collect();
    cities.extend(City::all().filter(|c| !g.players[seat].hand.contains(*c)).take(2));
    let mut all = Vec::new();
    for &a in &cities {
        for &b in &cities {
            for &c in &cities {
                all.push(Action::Keep(vec![a, b, c]));
            }
            all.push(Action::Keep(vec![a, b]));
        }
        all.push(Action::Keep(vec![a, a, a, a]));
    }
    all.push(Action::Keep(Vec::new()));
    all.push(Action::End);
    all
}

/// 66 cards (3 per city) and 20 houses per player, and well-formed routes.
fn check_conservation(g: &ThurnTaxis) -> Result<(), String> {
    if !g.cards_conserved() {
        return Err(format!("cards per city: {:?}", g.card_census()));
    }
    for (seat, p) in g.players.iter() {
        if u32::from(p.houses_left) + p.houses.count_ones() != u32::from(HOUSES) {
            return Err(format!("{seat}: houses not conserved"));
        }
        if p.route.iter().enumerate().any(|(i, c)| p.route[..i].contains(c)) {
            return Err(format!("{seat}: a city twice on the route {:?}", p.route));
        }
        if p.route.windows(2).any(|w| !w[0].borders(w[1])) {
            return Err(format!("{seat}: route of non-neighbours {:?}", p.route));
        }
    }
    Ok(())
}

/// Whether the route of `seat` earns its next carriage.
fn long_enough(g: &ThurnTaxis, seat: Seat) -> bool {
    let p = &g.players[seat];
    let slack = if g.official == Some(Official::Cartwright) { 2 } else { 0 };
    p.next_carriage().is_none_or(|n| p.route.len() + slack >= usize::from(n))
}

fn suite() -> Suite {
    Suite { seeds: 4, ..Suite::new(vec![Table::new(&[], 2..=4)]) }
}

kontor_engine::conformance!(ThurnTaxis, Checks, suite(), golden: ["tests/golden/thurn-taxis-3p-seed7.json"]);

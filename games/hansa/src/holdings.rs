//! Who holds what on the board, counted once for a position: every city's offices and controller,
//! each seat's largest network, the routes one owner alone occupies. The final score and the bots'
//! heuristic ask these for every seat; asking the state city by city and route by route took most
//! of a bot's thinking time (`docs/benchmarks.md`).

use crate::board::Board;
use crate::ids::{CityId, RouteId};
use crate::piece::{OWNERS, owners};
use crate::state::Hansa;

/// One city's offices: how many each owner (five colours and the neutral one) holds, and how far
/// from the right its right-most office is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CityTally {
    counts: [u8; OWNERS],
    rightmost: [u8; OWNERS],
}

impl CityTally {
    /// Counts a city's offices: its slots from the right, then its extra offices oldest first (the
    /// oldest extra office is the right-most of them).
    pub(crate) fn of(game: &Hansa, city: CityId) -> Self {
        let mut tally = CityTally { counts: [0; OWNERS], rightmost: [u8::MAX; OWNERS] };
        let slots = game.offices[game.city_slots(city)].iter().rev().copied().filter(|&p| !p.is_empty());
        let extras = game.extras.iter().filter(|&&(c, _)| c == city).map(|&(_, p)| p);
        for (rank, p) in (0u8..).zip(slots.chain(extras)) {
            let o = usize::from(p.owner());
            tally.counts[o] += 1;
            tally.rightmost[o] = tally.rightmost[o].min(rank);
        }
        tally
    }

    /// Who controls the city: most offices; a tie goes to the tied owner with the right-most
    /// office.
    pub(crate) fn controller(&self) -> Option<u8> {
        let max = *self.counts.iter().max()?;
        if max == 0 {
            return None;
        }
        owners()
            .filter(|&o| self.counts[usize::from(o)] == max)
            .min_by_key(|&o| self.rightmost[usize::from(o)])
    }

    pub(crate) fn offices(&self, who: u8) -> u32 {
        u32::from(self.counts[usize::from(who)])
    }
}

/// A route only one owner's pieces stand on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct LoneRoute {
    pub route: RouteId,
    pub owner: u8,
    /// The share of the route's spaces the owner's pieces take.
    pub share: f64,
    pub has_merchant: bool,
}

/// Every city's tally and controller, each seat's largest network and the routes one owner
/// alone occupies.
#[derive(Clone, Debug)]
pub(crate) struct Holdings {
    tallies: Vec<CityTally>,
    controllers: Vec<Option<u8>>,
    networks: Vec<u32>,
    lone_routes: Vec<LoneRoute>,
    /// Each owner's merchants on routes.
    merchants: [u32; OWNERS],
}

impl Holdings {
    pub(crate) fn of(game: &Hansa) -> Self {
        let board = game.board();
        let tallies: Vec<CityTally> = board.city_ids().map(|c| CityTally::of(game, c)).collect();
        let controllers = tallies.iter().map(CityTally::controller).collect();
        let networks = (0..game.seats).map(|who| largest_network(board, &tallies, who)).collect();
        let lone_routes = board.route_ids().filter_map(|r| lone_route(game, r)).collect();
        let mut merchants = [0; OWNERS];
        for &q in game.spaces.iter().filter(|&&q| !q.is_empty() && q.is_merchant()) {
            merchants[usize::from(q.owner())] += 1;
        }
        Holdings { tallies, controllers, networks, lone_routes, merchants }
    }

    pub(crate) fn controller(&self, city: CityId) -> Option<u8> {
        self.controllers[city.index()]
    }

    /// Offices (slots and extras) an owner holds in a city.
    pub(crate) fn offices(&self, city: CityId, who: u8) -> u32 {
        self.tallies[city.index()].offices(who)
    }

    /// How many cities an owner controls.
    pub(crate) fn controlled(&self, who: u8) -> usize {
        self.controllers.iter().filter(|&&c| c == Some(who)).count()
    }

    /// The largest network of connected cities holding a seat's offices: its office count.
    pub(crate) fn largest_network(&self, seat: u8) -> u32 {
        self.networks[usize::from(seat)]
    }

    /// An owner's merchants on routes.
    pub(crate) fn merchants_on_routes(&self, who: u8) -> u32 {
        self.merchants[usize::from(who)]
    }

    /// The routes a seat's pieces alone occupy.
    pub(crate) fn lone_routes(&self, seat: u8) -> impl Iterator<Item = &LoneRoute> {
        self.lone_routes.iter().filter(move |r| r.owner == seat)
    }
}

/// The largest network of connected cities holding the owner's offices: its office count. Cities
/// are kept in 64-bit sets, as `City::neighbours` keeps them.
fn largest_network(board: &Board, tallies: &[CityTally], who: u8) -> u32 {
    let mut unseen: u64 =
        tallies.iter().enumerate().filter(|(_, t)| t.offices(who) > 0).fold(0, |set, (c, _)| set | 1 << c);
    let mut best = 0;
    while unseen != 0 {
        let mut frontier = unseen & unseen.wrapping_neg();
        unseen &= !frontier;
        let mut total = 0;
        while frontier != 0 {
            let c = frontier.trailing_zeros() as usize;
            frontier &= frontier - 1;
            total += tallies[c].offices(who);
            let neighbours = board.cities[c].neighbours & unseen;
            frontier |= neighbours;
            unseen &= !neighbours;
        }
        best = best.max(total);
    }
    best
}

/// The route's pieces when they are all one owner's.
fn lone_route(game: &Hansa, route: RouteId) -> Option<LoneRoute> {
    let spaces = &game.spaces[game.route_spaces(route)];
    let mut pieces = spaces.iter().copied().filter(|&q| !q.is_empty());
    let first = pieces.next()?;
    let who = first.owner();
    let (mut count, mut has_merchant) = (1usize, first.is_merchant());
    for q in pieces {
        if q.owner() != who {
            return None;
        }
        count += 1;
        has_merchant |= q.is_merchant();
    }
    Some(LoneRoute { route, owner: who, share: count as f64 / spaces.len() as f64, has_merchant })
}

#[cfg(test)]
mod tests {
    use kontor_engine::prelude::*;
    use kontor_engine::{GameRng, Options};

    use super::*;
    use crate::piece::Piece;

    /// A city's pieces from the right: its slots right to left, then its extra offices oldest first.
    fn pieces_from_right(g: &Hansa, city: CityId) -> Vec<Piece> {
        let slots = g.offices[g.city_slots(city)].iter().rev().copied().filter(|&p| !p.is_empty());
        slots.chain(g.extras.iter().filter(|&&(c, _)| c == city).map(|&(_, p)| p)).collect()
    }

    /// The control rule read plainly: most offices, and among the tied owners the one whose
    /// office stands furthest right.
    fn plain_controller(g: &Hansa, city: CityId) -> Option<u8> {
        let pieces = pieces_from_right(g, city);
        let count = |o: u8| pieces.iter().filter(|&&p| p.owner() == o).count();
        let most = pieces.iter().map(|&p| count(p.owner())).max()?;
        pieces.iter().map(|&p| p.owner()).find(|&o| count(o) == most)
    }

    /// The largest network by a plain search over the board's routes.
    fn plain_network(g: &Hansa, who: u8) -> u32 {
        let b = g.board();
        let held = |c: CityId| pieces_from_right(g, c).iter().filter(|&&p| p.owner() == who).count() as u32;
        let mut seen = vec![false; b.cities.len()];
        let mut best = 0;
        for start in b.city_ids() {
            if seen[start.index()] || held(start) == 0 {
                continue;
            }
            let (mut total, mut stack) = (0, vec![start]);
            seen[start.index()] = true;
            while let Some(c) = stack.pop() {
                total += held(c);
                for &r in &b.city(c).routes {
                    for &o in &b.route(r).cities {
                        if !seen[o.index()] && held(o) > 0 {
                            seen[o.index()] = true;
                            stack.push(o);
                        }
                    }
                }
            }
            best = best.max(total);
        }
        best
    }

    fn check(g: &Hansa) {
        let h = Holdings::of(g);
        let b = g.board();
        for c in b.city_ids() {
            assert_eq!(h.controller(c), plain_controller(g, c), "controller of city {c:?}");
            for who in owners() {
                let plain = pieces_from_right(g, c).iter().filter(|&&p| p.owner() == who).count() as u32;
                assert_eq!(h.offices(c, who), plain, "offices of {who} in city {c:?}");
            }
        }
        for seat in 0..g.seats {
            assert_eq!(h.largest_network(seat), plain_network(g, seat), "network of seat {seat}");
            assert_eq!(
                h.controlled(seat),
                b.city_ids().filter(|&c| plain_controller(g, c) == Some(seat)).count()
            );
            let merchants = g.spaces.iter().filter(|&&q| q.owned_by(seat) && q.is_merchant()).count();
            assert_eq!(h.merchants_on_routes(seat) as usize, merchants);
        }
        for r in b.route_ids() {
            let spaces = &g.spaces[g.route_spaces(r)];
            let owners: Vec<u8> = spaces.iter().filter(|&&q| !q.is_empty()).map(|&q| q.owner()).collect();
            let lone = h.lone_routes.iter().find(|l| l.route == r);
            match owners.first() {
                Some(&o) if owners.iter().all(|&x| x == o) => {
                    let l = lone.expect("a route of one owner is listed");
                    assert_eq!(l.owner, o);
                    assert!((l.share - owners.len() as f64 / spaces.len() as f64).abs() < 1e-12);
                    assert_eq!(l.has_merchant, spaces.iter().any(|&q| !q.is_empty() && q.is_merchant()));
                }
                _ => assert!(lone.is_none(), "route {r} is not one owner's"),
            }
        }
    }

    #[test]
    fn holdings_agree_with_plain_counts_along_playouts() {
        for (map, seats) in [("league", 4), ("league", 2), ("east", 3), ("britannia", 5)] {
            let mut options = Options::new();
            options.insert("map".into(), map.into());
            let mut g = Hansa::setup(&options, seats, 11).expect("setup");
            let mut rng = GameRng::from_seed(11);
            let mut steps = 0;
            while !g.is_over() && steps < 5_000 {
                if steps % 5 == 0 {
                    check(&g);
                }
                let seat = g.active_seats()[0];
                let action = g.playout_action(seat, &mut rng).expect("an action");
                g.advance(seat, &action).expect("a legal action");
                steps += 1;
            }
            assert!(g.is_over(), "{map} with {seats} players ends");
            assert!((0..g.seats).any(|s| plain_network(&g, s) > 1), "{map}: offices were established");
            check(&g);
        }
    }
}

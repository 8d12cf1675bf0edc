//! Who holds what on the board, counted once for a position: every city's offices and controller,
//! each seat's largest network, the routes one owner alone occupies. The final score and the bots'
//! heuristic ask these for every seat; asking the state city by city and route by route took most
//! of a bot's thinking time (`docs/benchmarks.md`).

use crate::board::Board;
use crate::state::{Hansa, is_merchant, owner};

/// One city's offices: how many each owner (five colours and the neutral one) holds, and how far
/// from the right its right-most office is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CityTally {
    counts: [u8; 6],
    rightmost: [u8; 6],
}

impl CityTally {
    /// Counts a city's offices: its slots from the right, then its extra offices oldest first (the
    /// oldest extra office is the right-most of them).
    pub(crate) fn of(game: &Hansa, city: u8) -> Self {
        let mut tally = CityTally { counts: [0; 6], rightmost: [u8::MAX; 6] };
        let slots = game.offices[game.city_slots(city)].iter().rev().copied().filter(|&p| p != 0);
        let extras = game.extras.iter().filter(|&&(c, _)| c == city).map(|&(_, p)| p);
        for (rank, p) in (0u8..).zip(slots.chain(extras)) {
            let o = usize::from(owner(p));
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
        (0..6u8)
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
    pub route: u8,
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
    merchants: [u32; 6],
}

impl Holdings {
    pub(crate) fn of(game: &Hansa) -> Self {
        let board = game.board();
        let tallies: Vec<CityTally> = (0..board.cities.len() as u8).map(|c| CityTally::of(game, c)).collect();
        let controllers = tallies.iter().map(CityTally::controller).collect();
        let networks = (0..game.seats).map(|who| largest_network(board, &tallies, who)).collect();
        let lone_routes = (0..board.routes.len() as u8).filter_map(|r| lone_route(game, r)).collect();
        let mut merchants = [0; 6];
        for &q in game.spaces.iter().filter(|&&q| q != 0 && is_merchant(q)) {
            merchants[usize::from(owner(q))] += 1;
        }
        Holdings { tallies, controllers, networks, lone_routes, merchants }
    }

    pub(crate) fn controller(&self, city: u8) -> Option<u8> {
        self.controllers[usize::from(city)]
    }

    /// Offices (slots and extras) an owner holds in a city.
    pub(crate) fn offices(&self, city: u8, who: u8) -> u32 {
        self.tallies[usize::from(city)].offices(who)
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
fn lone_route(game: &Hansa, route: u8) -> Option<LoneRoute> {
    let spaces = &game.spaces[game.route_spaces(route)];
    let mut pieces = spaces.iter().copied().filter(|&q| q != 0);
    let first = pieces.next()?;
    let who = owner(first);
    let (mut count, mut has_merchant) = (1usize, is_merchant(first));
    for q in pieces {
        if owner(q) != who {
            return None;
        }
        count += 1;
        has_merchant |= is_merchant(q);
    }
    Some(LoneRoute { route, owner: who, share: count as f64 / spaces.len() as f64, has_merchant })
}

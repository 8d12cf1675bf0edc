//! Closing a route ("Zamykanie i podliczanie aktualnej trasy"): A. houses, B. bonus tiles,
//! C. the next carriage, D. discarding the route and reducing the hand to 3; and the end trigger.

use kontor_engine::{Event, Seat};

use crate::action::{Official, Placement, RuleError};
use crate::board::{City, Province, Stack, StackKind, board, cities_of};
use crate::state::{AllProvinces, HAND_LIMIT, MIN_CLOSE, Phase, Step, ThurnTaxis};
use crate::turn::route_codes;

impl ThurnTaxis {
    /// Route cities of `seat` where it has no house yet (bit mask).
    #[must_use]
    pub fn house_candidates(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        p.route.iter().fold(0, |m, c| m | c.bit()) & !p.houses
    }

    /// Provinces where `close <province>` places at least one house.
    #[must_use]
    pub fn closable_provinces(&self, seat: Seat) -> Vec<Province> {
        if self.players[seat].houses_left == 0 {
            return Vec::new();
        }
        let candidates = self.house_candidates(seat);
        Province::all().filter(|p| p.cities() & candidates != 0).collect()
    }

    /// Starting to close the route.
    pub(crate) fn close(&mut self, seat: Seat, placement: Placement) -> Result<Vec<Event>, RuleError> {
        let len = self.players[seat].route.len();
        if len < MIN_CLOSE {
            return Err(RuleError::RouteTooShort { len });
        }
        let mut events = vec![Event::public(format!(
            "{} closes the route {} ({len} cards).",
            seat.tag(),
            route_codes(&self.players[seat].route)
        ))];
        match placement {
            Placement::Each => {
                self.phase = Phase::Turn { seat, step: Step::Housing { served: 0 } };
                events.extend(self.advance_housing(seat, 0));
            }
            Placement::Province(province) => {
                if !self.closable_provinces(seat).contains(&province) {
                    return Err(RuleError::NoHouseIn { province: province.name() });
                }
                let targets: Vec<City> = self.players[seat]
                    .route
                    .iter()
                    .copied()
                    .filter(|c| self.house_candidates(seat) & c.bit() != 0 && c.province() == province)
                    .collect();
                for city in targets {
                    if let Some(e) = self.place_house(seat, city) {
                        events.push(e);
                    }
                }
                events.extend(self.finish_close(seat));
            }
        }
        Ok(events)
    }

    /// Puts a house of `seat` in `city` if it has one left.
    fn place_house(&mut self, seat: Seat, city: City) -> Option<Event> {
        let p = &mut self.players[seat];
        if p.houses_left == 0 || p.has_house(city) {
            return None;
        }
        p.houses_left -= 1;
        p.houses |= city.bit();
        Some(Event::public(format!(
            "{} places a house in {} ({}); {} left.",
            seat.tag(),
            city.name(),
            city.code(),
            p.houses_left
        )))
    }

    /// Provinces still waiting for their house in a one-per-province closing, each with its
    /// candidate cities (bit mask), in province order.
    #[must_use]
    pub fn unserved(&self, seat: Seat, served: u16) -> Vec<(Province, u32)> {
        let candidates = self.house_candidates(seat);
        Province::all()
            .filter(|p| served & (1 << p.0) == 0)
            .map(|p| (p, p.cities() & candidates))
            .filter(|(_, m)| *m != 0)
            .collect()
    }

    /// Places the houses that need no choice; stops at the first real choice, else finishes.
    pub(crate) fn advance_housing(&mut self, seat: Seat, mut served: u16) -> Vec<Event> {
        let mut events = Vec::new();
        let open = self.unserved(seat, served);
        let left = usize::from(self.players[seat].houses_left);
        if open.is_empty() || left == 0 {
            events.extend(self.finish_close(seat));
            return events;
        }
        if left >= open.len() {
            for &(province, mask) in &open {
                if mask.count_ones() == 1 {
                    let city = cities_of(mask).next().expect("one city");
                    events.extend(self.place_house(seat, city));
                    served |= 1 << province.0;
                }
            }
            if self.unserved(seat, served).is_empty() {
                events.extend(self.finish_close(seat));
                return events;
            }
        }
        self.phase = Phase::Turn { seat, step: Step::Housing { served } };
        events
    }

    /// Cities where `seat` may put the next house of a one-per-province closing.
    #[must_use]
    pub fn housing_choices(&self, seat: Seat, served: u16) -> Vec<City> {
        let mut out: Vec<City> =
            self.unserved(seat, served).into_iter().flat_map(|(_, m)| cities_of(m)).collect();
        out.sort_by_key(|c| self.players[seat].route.iter().position(|r| r == c));
        out
    }

    /// Choosing the city for one province's house.
    pub(crate) fn house(&mut self, seat: Seat, served: u16, city: City) -> Result<Vec<Event>, RuleError> {
        if !self.housing_choices(seat, served).contains(&city) {
            let p = &self.players[seat];
            let reason = if p.has_house(city) {
                "you already have a house there".to_string()
            } else if !p.route.contains(&city) {
                "it is not on the route you are closing".to_string()
            } else {
                format!("{} already got its house in this closing", city.province().name())
            };
            return Err(RuleError::NoHouseHere { city, reason });
        }
        let mut events: Vec<Event> = self.place_house(seat, city).into_iter().collect();
        events.extend(self.advance_housing(seat, served | 1 << city.province().0));
        Ok(events)
    }

    /// B–D after the houses: tiles, carriage, end trigger, discarding the route, hand limit.
    pub(crate) fn finish_close(&mut self, seat: Seat) -> Vec<Event> {
        let mut events = Vec::new();
        let len = self.players[seat].route.len();
        if len >= 5 {
            let due = len.min(7) as u8;
            let stack = (5..=due).rev().map(route_stack).find(|s| self.stacks[s.index()] > 0);
            if let Some(stack) = stack {
                events.push(self.take_tile(seat, stack));
            }
        }
        for stack in Stack::all() {
            if self.players[seat].tiles[stack.index()] > 0 || self.stacks[stack.index()] == 0 {
                continue;
            }
            let earned = match stack.info().kind {
                StackKind::Cities(mask) => self.players[seat].houses & mask == mask,
                StackKind::AllProvinces => self.has_all_provinces(seat),
                _ => false,
            };
            if earned {
                events.push(self.take_tile(seat, stack));
            }
        }
        events.extend(self.take_carriage(seat, len));
        let p = &self.players[seat];
        if self.game_end.is_none() && (p.carriage == 7 || p.houses_left == 0) {
            let why = if p.carriage == 7 { "takes the 7-carriage" } else { "has placed the last house" };
            self.game_end = Some(seat);
            let mut text = format!("{} {why}: the final round begins", seat.tag());
            if self.stacks[Stack::GAME_END.index()] > 0 {
                self.take_tile(seat, Stack::GAME_END);
                text.push_str(&format!(" and {} takes the game-end tile (1 point)", seat.tag()));
            }
            let last =
                Seat(((usize::from(self.start_player.0) + self.seat_count() - 1) % self.seat_count()) as u8);
            text.push_str(&format!("; {} plays the last turn.", last.tag()));
            events.push(Event::public(text));
        }
        let route = std::mem::take(&mut self.players[seat].route);
        for city in route {
            self.discard.add(city);
        }
        if self.players[seat].hand.len() > HAND_LIMIT {
            self.phase = Phase::Turn { seat, step: Step::Discard };
        } else {
            events.extend(self.end_turn(seat));
        }
        events
    }

    /// Whether `seat` has a house in every province that the "all provinces" tiles need.
    #[must_use]
    pub fn has_all_provinces(&self, seat: Seat) -> bool {
        let houses = self.players[seat].houses;
        let required = match self.variant.all_provinces {
            AllProvinces::All => u16::MAX,
            AllProvinces::OutsideBaiern => board().outside_baiern,
        };
        Province::all().filter(|p| required & (1 << p.0) != 0).all(|p| houses & p.cities() != 0)
    }

    fn take_tile(&mut self, seat: Seat, stack: Stack) -> Event {
        let value = self.stack_top(stack).expect("a tile is left");
        self.stacks[stack.index()] -= 1;
        let p = &mut self.players[seat];
        p.tiles[stack.index()] += 1;
        p.tile_points[stack.index()] += value;
        Event::public(format!("{} takes the {} tile worth {value}.", seat.tag(), stack.info().label))
    }

    /// C. The next carriage, in strict order, if the route is long enough (Cartwright: up to two
    /// cards short).
    fn take_carriage(&mut self, seat: Seat, len: usize) -> Option<Event> {
        let next = self.players[seat].next_carriage()?;
        let slack = if self.official == Some(Official::Cartwright) { 2 } else { 0 };
        let supply = &mut self.carriages[usize::from(next - 3)];
        if len + slack < usize::from(next) || *supply == 0 {
            return None;
        }
        *supply -= 1;
        self.players[seat].carriage = next;
        let helped = if len < usize::from(next) { " with the Cartwright's help" } else { "" };
        Some(Event::public(format!(
            "{} takes the {next}-carriage{helped} ({} points).",
            seat.tag(),
            self.carriage_points(next)
        )))
    }

    /// D. Keeping three hand cards after closing.
    pub(crate) fn keep(&mut self, seat: Seat, cards: &[City]) -> Result<Vec<Event>, RuleError> {
        let mut hand = self.players[seat].hand;
        if cards.len() != HAND_LIMIT || !cards.is_sorted() || !cards.iter().all(|&c| hand.remove(c)) {
            return Err(RuleError::BadKeep);
        }
        let discarded = hand.to_vec();
        self.discard.add_all(&hand);
        let p = &mut self.players[seat];
        p.hand = Default::default();
        for &c in cards {
            p.hand.add(c);
        }
        let mut events = vec![Event::public(format!(
            "{} keeps 3 cards and discards {}.",
            seat.tag(),
            discarded.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
        ))];
        events.extend(self.end_turn(seat));
        Ok(events)
    }

    /// Every way to keep three cards of the hand of `seat`, sorted lists without repeats.
    #[must_use]
    pub fn keep_choices(&self, seat: Seat) -> Vec<Vec<City>> {
        let hand = self.players[seat].hand;
        let cities: Vec<City> = hand.distinct().collect();
        let mut out = Vec::new();
        for (i, &a) in cities.iter().enumerate() {
            for (j, &b) in cities.iter().enumerate().skip(i) {
                for &c in cities.iter().skip(j) {
                    let mut need = crate::state::Cards::default();
                    need.add(a);
                    need.add(b);
                    need.add(c);
                    if need.0.iter().zip(hand.0).all(|(n, h)| *n <= h) {
                        out.push(vec![a, b, c]);
                    }
                }
            }
        }
        out
    }
}

/// The route-length stack for 5, 6 or 7 cards.
fn route_stack(n: u8) -> Stack {
    match n {
        7 => Stack::ROUTE_7,
        6 => Stack::ROUTE_6,
        _ => Stack::ROUTE_5,
    }
}

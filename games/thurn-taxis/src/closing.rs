//! Closing a route ("Zamykanie i podliczanie aktualnej trasy"): A. houses, B. bonus tiles,
//! C. the next carriage, D. discarding the route and reducing the hand to 3; and the end trigger.

use kontor_engine::{Rules, Seat, text};

use crate::action::{NoHouse, Official, Placement, RuleError};
use crate::board::{City, Province, Stack, StackKind, board, cities_of};
use crate::state::{AllProvinces, HAND_LIMIT, MIN_CLOSE, Phase, Step, ThurnTaxis};
use crate::turn::route_codes;
use kontor_engine::EventLog as Log;

impl ThurnTaxis {
    /// Route cities of `seat` where it has no house yet (bit mask).
    #[must_use]
    pub fn house_candidates(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        p.route_mask() & !p.houses
    }

    /// Provinces where `close <province>` places at least one house.
    #[must_use]
    pub fn closable_provinces(&self, seat: Seat) -> Vec<Province> {
        let closable = self.closable_mask(seat);
        Province::all().filter(|p| closable & (1 << p.0) != 0).collect()
    }

    /// Provinces where `close <province>` places at least one house (bit mask).
    #[must_use]
    pub fn closable_mask(&self, seat: Seat) -> u16 {
        if self.players[seat].houses_left == 0 {
            return 0;
        }
        provinces_of(self.house_candidates(seat))
    }

    /// Starting to close the route.
    pub(crate) fn close(&mut self, seat: Seat, placement: Placement, log: &mut Log) -> Result<(), RuleError> {
        let len = self.players[seat].route.len();
        if len < MIN_CLOSE {
            return Err(RuleError::RouteTooShort { len });
        }
        if let Placement::Province(province) = placement
            && self.closable_mask(seat) & (1 << province.0) == 0
        {
            return Err(RuleError::NoHouseIn { province });
        }
        log.public(|| {
            let route = &self.players[seat].route;
            text!("thurn-taxis-closes", who = seat, route = route_codes(route), cards = len)
        });
        match placement {
            Placement::Each => {
                self.phase = Phase::Turn { seat, step: Step::Housing { served: 0 } };
                self.advance_housing(seat, 0, log);
            }
            Placement::Province(province) => {
                let targets = self.house_candidates(seat) & province.cities();
                for i in 0..self.players[seat].route.len() {
                    let city = self.players[seat].route[i];
                    if targets & city.bit() != 0 {
                        self.place_house(seat, city, log);
                    }
                }
                self.finish_close(seat, log);
            }
        }
        Ok(())
    }

    /// Puts a house of `seat` in `city` if it has one left.
    fn place_house(&mut self, seat: Seat, city: City, log: &mut Log) {
        let p = &mut self.players[seat];
        if p.houses_left == 0 || p.has_house(city) {
            return;
        }
        p.houses_left -= 1;
        p.houses |= city.bit();
        log.public(|| {
            text!(
                "thurn-taxis-places-house",
                who = seat,
                city = city.text(),
                code = city.code(),
                left = p.houses_left,
            )
        });
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
    pub(crate) fn advance_housing(&mut self, seat: Seat, mut served: u16, log: &mut Log) {
        let open = self.housing_mask(seat, served);
        let open_provinces = provinces_of(open);
        let left = self.players[seat].houses_left;
        if open == 0 || left == 0 {
            self.finish_close(seat, log);
            return;
        }
        if u32::from(left) >= open_provinces.count_ones() {
            for province in Province::all().filter(|p| open_provinces & (1 << p.0) != 0) {
                let mask = open & province.cities();
                if mask.count_ones() == 1 {
                    self.place_house(seat, City(mask.trailing_zeros() as u8), log);
                    served |= 1 << province.0;
                }
            }
            if self.housing_mask(seat, served) == 0 {
                self.finish_close(seat, log);
                return;
            }
        }
        self.phase = Phase::Turn { seat, step: Step::Housing { served } };
    }

    /// Cities where `seat` may put the next house of a one-per-province closing (bit mask): free
    /// route cities of provinces not served yet.
    #[must_use]
    pub fn housing_mask(&self, seat: Seat, served: u16) -> u32 {
        let served_cities =
            Province::all().filter(|p| served & (1 << p.0) != 0).fold(0, |m, p| m | p.cities());
        self.house_candidates(seat) & !served_cities
    }

    /// Cities where `seat` may put the next house of a one-per-province closing, in route order.
    #[must_use]
    pub fn housing_choices(&self, seat: Seat, served: u16) -> Vec<City> {
        let open = self.housing_mask(seat, served);
        self.players[seat].route.iter().copied().filter(|c| open & c.bit() != 0).collect()
    }

    /// Choosing the city for one province's house.
    pub(crate) fn house(
        &mut self,
        seat: Seat,
        served: u16,
        city: City,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        if self.housing_mask(seat, served) & city.bit() == 0 {
            let p = &self.players[seat];
            let reason = if p.has_house(city) {
                NoHouse::AlreadyThere
            } else if !p.route.contains(&city) {
                NoHouse::NotOnRoute
            } else {
                NoHouse::ProvinceServed(city.province())
            };
            return Err(RuleError::NoHouseHere { city, reason });
        }
        self.place_house(seat, city, log);
        self.advance_housing(seat, served | 1 << city.province().0, log);
        Ok(())
    }

    /// B–D after the houses: tiles, carriage, end trigger, discarding the route, hand limit.
    pub(crate) fn finish_close(&mut self, seat: Seat, log: &mut Log) {
        let len = self.players[seat].route.len();
        self.take_bonus_tiles(seat, len, log);
        self.take_carriage(seat, len, log);
        self.trigger_game_end(seat, log);
        self.discard_route(seat, log);
    }

    /// B. Bonus tiles: the longest route tile still in stock for a route of 5 or more, then every
    /// province tile and the all-provinces tile the houses now earn.
    fn take_bonus_tiles(&mut self, seat: Seat, len: usize, log: &mut Log) {
        if len >= 5 {
            let due = len.min(7) as u8;
            let stack = (5..=due).rev().map(route_stack).find(|s| self.stacks[s.index()] > 0);
            if let Some(stack) = stack {
                self.take_tile(seat, stack, log);
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
                self.take_tile(seat, stack, log);
            }
        }
    }

    /// "Zakończenie gry oraz punktacja": the first player with the carriage of 7 or the last house
    /// ends the game after this round and takes the "koniec gry" bonus tile.
    fn trigger_game_end(&mut self, seat: Seat, log: &mut Log) {
        let p = &self.players[seat];
        if self.game_end.is_some() || (p.carriage != 7 && p.houses_left != 0) {
            return;
        }
        let why = if p.carriage == 7 { "carriage" } else { "houses" };
        self.game_end = Some(seat);
        let tile = self.stacks[Stack::GAME_END.index()] > 0;
        if tile {
            self.take_tile(seat, Stack::GAME_END, &mut Log::silent());
        }
        log.public(|| {
            let n = self.seats();
            let last = Seat(((usize::from(self.start_player.0) + n - 1) % n) as u8);
            let id = if tile { "thurn-taxis-final-round-tile" } else { "thurn-taxis-final-round" };
            text!(id, who = seat, why = why, last = last)
        });
    }

    /// D. The route's cards to the discard pile; a hand over the limit is reduced next, else the
    /// turn ends.
    fn discard_route(&mut self, seat: Seat, log: &mut Log) {
        let p = &mut self.players[seat];
        for &city in &p.route {
            self.discard.add(city);
        }
        p.route.clear();
        if self.players[seat].hand.len() > HAND_LIMIT {
            self.phase = Phase::Turn { seat, step: Step::Discard };
        } else {
            self.end_turn(seat, log);
        }
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

    fn take_tile(&mut self, seat: Seat, stack: Stack, log: &mut Log) {
        let value = self.stack_top(stack).expect("a tile is left");
        self.stacks[stack.index()] -= 1;
        let p = &mut self.players[seat];
        p.tiles[stack.index()] += 1;
        p.tile_points[stack.index()] += value;
        log.public(|| text!("thurn-taxis-takes-tile", who = seat, tile = stack.text(), points = value));
    }

    /// C. The next carriage, in strict order, if the route is long enough (Cartwright: up to two
    /// cards short).
    fn take_carriage(&mut self, seat: Seat, len: usize, log: &mut Log) {
        let Some(next) = self.players[seat].next_carriage() else { return };
        let slack = if self.official == Some(Official::Cartwright) { 2 } else { 0 };
        let supply = &mut self.carriages[usize::from(next - 3)];
        if len + slack < usize::from(next) || *supply == 0 {
            return;
        }
        *supply -= 1;
        self.players[seat].carriage = next;
        let id = if len < usize::from(next) {
            "thurn-taxis-takes-carriage-cartwright"
        } else {
            "thurn-taxis-takes-carriage"
        };
        log.public(|| text!(id, who = seat, carriage = next, points = self.carriage_points(next)));
    }

    /// D. Keeping three hand cards after closing.
    pub(crate) fn keep(&mut self, seat: Seat, cards: &[City], log: &mut Log) -> Result<(), RuleError> {
        let mut hand = self.players[seat].hand;
        if cards.len() != HAND_LIMIT || !cards.is_sorted() || !cards.iter().all(|&c| hand.remove(c)) {
            return Err(RuleError::BadKeep);
        }
        self.discard.add_all(&hand);
        let p = &mut self.players[seat];
        p.hand = Default::default();
        for &c in cards {
            p.hand.add(c);
        }
        log.public(|| {
            let codes: Vec<&str> = hand.to_vec().iter().map(|c| c.code()).collect();
            text!("thurn-taxis-keeps", who = seat, kept = HAND_LIMIT, discarded = codes.join(" "))
        });
        self.end_turn(seat, log);
        Ok(())
    }

    /// Every way to keep three cards of the hand of `seat`, sorted lists without repeats.
    #[must_use]
    pub fn keep_choices(&self, seat: Seat) -> Vec<Vec<City>> {
        let hand = self.players[seat].hand;
        let cities: Vec<City> = hand.kinds().collect();
        let mut out = Vec::new();
        for (i, &a) in cities.iter().enumerate() {
            for (j, &b) in cities.iter().enumerate().skip(i) {
                for &c in cities.iter().skip(j) {
                    let mut need = crate::state::Cards::default();
                    need.add(a);
                    need.add(b);
                    need.add(c);
                    if hand.covers(&need) {
                        out.push(vec![a, b, c]);
                    }
                }
            }
        }
        out
    }
}

/// The provinces (bit mask) with a city in `cities`.
#[must_use]
pub fn provinces_of(cities: u32) -> u16 {
    cities_of(cities).fold(0, |m, c| m | 1 << c.province().0)
}

/// The route-length stack for 5, 6 or 7 cards.
fn route_stack(n: u8) -> Stack {
    match n {
        7 => Stack::ROUTE_7,
        6 => Stack::ROUTE_6,
        _ => Stack::ROUTE_5,
    }
}

//! "Ustanowienie szlaku handlowego" (action E): control points, the bonus token, and step 3 — an
//! office (printed points, full cities, East–West), an upgrade, a table field or nothing — then a
//! sea route's printed bonus.

use kontor_engine::{Event, Text, text};

use crate::action::Reward;
use crate::board::{Ability, Board, privilege_text};
use crate::ids::{CityId, RouteId};
use crate::piece::{Piece, is_neutral};
use crate::refusal::{RewardRefusal, RuleError};
use crate::state::{EndReason, Hansa, Log, Token};
use crate::turn::{kind_word, who};

impl Hansa {
    /// Establishes a route (action E), steps 1–3, then a sea route's printed bonus.
    pub(crate) fn claim(
        &mut self,
        seat: u8,
        route: RouteId,
        reward: Reward,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let b = self.board();
        if route.index() >= b.routes.len() {
            return Err(RuleError::NoSuchRoute);
        }
        if !self.owns_route(seat, route) {
            return Err(RuleError::RouteNotYours { route });
        }
        if !self.claim_rewards(seat, route).contains(&reward) {
            return Err(self.reward_refusal(seat, route, reward));
        }
        self.actions_used += 1;
        self.established[usize::from(seat)] += 1;
        log.public(|| {
            text!(
                "hansa-ev-establish",
                who = who(seat),
                route = route.to_string(),
                name = b.route_text(route)
            )
        });
        self.establish(seat, route, log);
        let mut counts = self.clear_route(route);
        self.take_reward(seat, reward, &mut counts, log);
        // "Koniec gry": a game ended by this action offers no sea-route bonus afterwards, whichever
        // of the three endings it was (20 points are checked here, before the bonus).
        self.check_points(log);
        let counts = self.keep_for_perk(seat, route, counts);
        self.start_perk(route, counts);
        Ok(())
    }

    /// Step 3 begins: the route's pieces leave it; how many traders and merchants they were.
    fn clear_route(&mut self, route: RouteId) -> [u8; 2] {
        let mut counts = [0u8; 2];
        for s in self.route_spaces(route) {
            counts[self.spaces[s].kind()] += 1;
            self.spaces[s] = Piece::EMPTY;
        }
        counts
    }

    /// Step 3: the reward, taking a piece of the route's (`counts`) for an office or a field.
    fn take_reward(&mut self, seat: u8, reward: Reward, counts: &mut [u8; 2], log: &mut Log) {
        let b = self.board();
        // A piece of the route's goes to the office or the field.
        let to_office = |merchant: bool, counts: &mut [u8; 2]| {
            counts[usize::from(merchant)] -= 1;
            Piece::new(seat, merchant)
        };
        match reward {
            Reward::Nothing => {}
            Reward::Office { city } => {
                let slot = self.next_slot(city).expect("free slot");
                let pc = to_office(b.city(city).offices[slot].circle, counts);
                self.found_office(seat, city, slot, pc, log);
            }
            Reward::ExtraOffice { city } => {
                let merchant = counts[0] == 0;
                self.extra_office(seat, city, to_office(merchant, counts), log);
            }
            Reward::Upgrade(a) => self.upgrade(seat, a, log),
            Reward::Special { field } => {
                let pc = to_office(true, counts);
                self.special[usize::from(field)] = pc;
                let (sc, _) = b.special.expect("special city");
                let f = &b.city(sc).special[usize::from(field)];
                log.public(|| {
                    text!(
                        "hansa-ev-special",
                        who = who(seat),
                        privilege = privilege_text(f.privilege),
                        points = f.points,
                        city = b.city(sc).text()
                    )
                });
            }
        }
    }

    /// The Extra office token: an office left of the city's slots (of a (yellow-)green city, left
    /// of the offices there).
    fn extra_office(&mut self, seat: u8, city: CityId, pc: Piece, log: &mut Log) {
        let b = self.board();
        let p = &mut self.players[usize::from(seat)];
        p.tokens.remove(Token::ExtraOffice);
        p.used.add(Token::ExtraOffice);
        if b.city(city).green {
            self.green_office(seat, city, pc, false, log);
            return;
        }
        self.extras.push((city, pc));
        log.public(|| {
            text!(
                "hansa-ev-extra-office",
                who = who(seat),
                kind = kind_word(pc.is_merchant()),
                city = b.city(city).text()
            )
        });
        self.east_west_check(seat, log);
    }

    /// The 20-point ending: once any player has 20 points, the game ends after this action.
    pub(crate) fn check_points(&mut self, log: &mut Log) {
        if self.ending.is_none() && self.players.iter().any(|p| p.score >= 20) {
            self.ending = Some(EndReason::Points);
            log.public(|| text!("hansa-ev-end-points"));
        }
    }

    /// Step 3's pieces go to the general supply, except those kept for the route's
    /// "place 2 pieces of the route" bonus (returned).
    fn keep_for_perk(&mut self, seat: u8, route: RouteId, counts: [u8; 2]) -> [u8; 2] {
        let keep = self.board().route(route).perk == Some(crate::board::Perk::PlaceFromRoute2)
            && self.ending.is_none();
        if keep {
            return counts;
        }
        let p = &mut self.players[usize::from(seat)];
        p.general[0] += counts[0];
        p.general[1] += counts[1];
        [0, 0]
    }

    /// Why `seat` may not take this reward for `route`, with the rewards it may take.
    fn reward_refusal(&self, seat: u8, route: RouteId, reward: Reward) -> RuleError {
        let b = self.board();
        let why = match reward {
            Reward::Office { city } if !b.route(route).cities.contains(&city) => RewardRefusal::NotAnEnd,
            Reward::Office { city } => match self.next_slot(city) {
                None => RewardRefusal::CityFull { city },
                Some(slot) => RewardRefusal::NextOffice { city, slot: slot as u8 },
            },
            _ => RewardRefusal::Unavailable,
        };
        RuleError::Reward { side: self.side, route, why, options: self.claim_rewards(seat, route) }
    }

    /// What a reward is, as a text.
    pub(crate) fn reward_text(&self, route: RouteId, reward: Reward) -> Text {
        reward_text(self.board(), route, reward)
    }

    /// Steps 1 and 2 of establishing a route: control points and the bonus token. `seat` is the
    /// establishing owner (the neutral colour in a 2-player game).
    pub(crate) fn establish(&mut self, seat: u8, route: RouteId, log: &mut Log) {
        let b = self.board();
        for &c in &b.route(route).cities {
            if let Some(o) = self.controller(c)
                && !is_neutral(o)
            {
                self.players[usize::from(o)].score += 1;
                log.public(|| text!("hansa-ev-control", who = who(o), city = b.city(c).text()));
            }
        }
        if let Some(t) = self.route_tokens[route.index()].take() {
            if is_neutral(seat) {
                log.public(|| text!("hansa-ev-neutral-token", token = t.text()));
            } else {
                self.players[usize::from(seat)].tokens.add(t);
                log.public(|| text!("hansa-ev-take-token", who = who(seat), token = t.text()));
            }
            match self.pool.pop() {
                Some(next) => {
                    self.to_place.push(next);
                    self.draws += 1;
                    log.public(|| text!("hansa-ev-token-drawn", who = who(self.current)));
                }
                None => {
                    self.ending = Some(EndReason::NoToken);
                    log.public(|| text!("hansa-ev-end-tokens"));
                }
            }
        }
    }

    /// Puts a piece on a city's office slot: printed points, full city, East–West.
    pub(crate) fn found_office(&mut self, seat: u8, city: CityId, slot: usize, pc: Piece, log: &mut Log) {
        let b = self.board();
        let c = &b.city(city);
        self.offices[usize::from(c.first_office) + slot] = pc;
        let office = &c.offices[slot];
        log.public(|| {
            text!(
                "hansa-ev-office",
                who = who(seat),
                city = c.text(),
                privilege = privilege_text(office.privilege),
                kind = kind_word(office.circle)
            )
        });
        if office.vp > 0 && !is_neutral(seat) {
            self.players[usize::from(seat)].score += u16::from(office.vp);
            log.public(|| text!("hansa-ev-printed-points", who = who(seat), points = office.vp));
        }
        if self.city_full(city) {
            self.count_full_city(city, log);
        }
        if !is_neutral(seat) {
            self.east_west_check(seat, log);
        }
    }

    /// A city became full: the full-cities track, and the end of the game at the map's count.
    pub(crate) fn count_full_city(&mut self, city: CityId, log: &mut Log) {
        let b = self.board();
        let c = &b.city(city);
        self.full_cities += 1;
        log.public(|| text!("hansa-ev-city-full", city = c.text(), full = self.full_cities));
        if self.full_cities >= b.full_cities_to_end {
            self.ending = Some(EndReason::FullCities);
            log.public(|| text!("hansa-ev-end-cities", full = self.full_cities));
        }
    }

    /// Scores the East–West connection (7/4/2 for the first three) if `seat`'s offices now link
    /// the two red-ribbon cities.
    pub fn check_east_west(&mut self, seat: u8, events: &mut Vec<Event>) {
        let mut log = Log::recording();
        self.east_west_check(seat, &mut log);
        events.extend(log.into_events());
    }

    pub(crate) fn east_west_check(&mut self, seat: u8, log: &mut Log) {
        if self.east_west.contains(&seat) || !self.links_east_west(seat) {
            return;
        }
        let b = self.board();
        let points = b.east_west_points.get(self.east_west.len()).copied().unwrap_or(0);
        self.east_west.push(seat);
        self.players[usize::from(seat)].score += u16::from(points);
        log.public(|| {
            text!("hansa-ev-east-west", who = who(seat), place = self.east_west.len(), points = points)
        });
    }

    /// Upgrades an ability: the freed piece goes to the personal supply.
    pub(crate) fn upgrade(&mut self, seat: u8, a: Ability, log: &mut Log) {
        let p = &mut self.players[usize::from(seat)];
        p.abilities[a.index()] += 1;
        p.personal[usize::from(a.merchant_track())] += 1;
        let value = p.value(a);
        log.public(|| {
            text!(
                "hansa-ev-upgrade",
                who = who(seat),
                ability = a.text(),
                value = crate::board::ability_value_text(a, value),
                kind = kind_word(a.merchant_track())
            )
        });
    }
}

/// What a reward for establishing `route` is, as a text.
pub(crate) fn reward_text(b: &Board, route: RouteId, reward: Reward) -> Text {
    match reward {
        Reward::Nothing => text!("hansa-reward-nothing", route = route.to_string()),
        Reward::Office { city } => {
            text!("hansa-reward-office", city = b.city(city).text())
        }
        Reward::ExtraOffice { city } => {
            text!("hansa-reward-extra", city = b.city(city).text())
        }
        Reward::Upgrade(a) => text!("hansa-reward-upgrade", ability = a.text()),
        Reward::Special { field } => {
            let (sc, _) = b.special.expect("special city");
            text!(
                "hansa-reward-special",
                points = b.city(sc).special[usize::from(field)].points,
                city = b.city(sc).text()
            )
        }
    }
}

//! "Ustanowienie szlaku handlowego" (action E): control points, the bonus token, and step 3 — an
//! office (printed points, full cities, East–West), an upgrade, a table field or nothing — then a
//! sea route's printed bonus.

use kontor_engine::Event;

use crate::action::{Reward, RuleError, refuse};
use crate::board::{Ability, PRIVILEGES};
use crate::state::{EndReason, Hansa, Log, NEUTRAL, Piece, Token, is_merchant, piece};
use crate::turn::{kind_word, who};

impl Hansa {
    /// Establishes a route (action E), steps 1–3.
    pub(crate) fn claim(
        &mut self,
        seat: u8,
        route: u8,
        reward: Reward,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let b = self.board();
        if usize::from(route) >= b.routes.len() {
            return refuse("there is no such route");
        }
        if !self.owns_route(seat, route) {
            return refuse(format!("r{} is not fully occupied by your pieces", route + 1));
        }
        if !self.claim_rewards(seat, route).contains(&reward) {
            return refuse(self.reward_refusal(seat, route, reward));
        }
        self.actions_used += 1;
        self.established[usize::from(seat)] += 1;
        log.public(|| format!("{} establishes r{} ({}).", who(seat), route + 1, b.route_name(route)));
        self.establish(seat, route, log);
        // Step 3.
        let range = self.route_spaces(route);
        let mut counts = [0u8; 2];
        for s in range.clone() {
            counts[usize::from(is_merchant(self.spaces[s]))] += 1;
            self.spaces[s] = 0;
        }
        let to_office = |merchant: bool, counts: &mut [u8; 2]| {
            counts[usize::from(merchant)] -= 1;
            piece(seat, merchant)
        };
        match reward {
            Reward::Nothing => {}
            Reward::Office { city } => {
                let slot = self.next_slot(city).expect("free slot");
                let office = &b.cities[usize::from(city)].offices[slot];
                let pc = to_office(office.circle, &mut counts);
                self.found_office(seat, city, slot, pc, log);
            }
            Reward::ExtraOffice { city } => {
                let merchant = counts[0] == 0;
                let pc = to_office(merchant, &mut counts);
                let p = &mut self.players[usize::from(seat)];
                p.tokens.take(Token::ExtraOffice);
                p.used.push(Token::ExtraOffice);
                if b.cities[usize::from(city)].green {
                    self.green_office(seat, city, pc, false, log);
                } else {
                    self.extras.push((city, pc));
                    log.public(|| {
                        format!(
                            "{} uses an Extra office token: a {} left of {}'s offices.",
                            who(seat),
                            kind_word(merchant),
                            b.cities[usize::from(city)].name
                        )
                    });
                    self.east_west_check(seat, log);
                }
            }
            Reward::Upgrade(a) => {
                self.upgrade(seat, a, log);
            }
            Reward::Special { field } => {
                let pc = to_office(true, &mut counts);
                self.special[usize::from(field)] = pc;
                let (sc, _) = b.special.expect("special city");
                let f = &b.cities[usize::from(sc)].special[usize::from(field)];
                log.public(|| {
                    format!(
                        "{} puts a merchant on the {} {}-point field of {}'s table.",
                        who(seat),
                        PRIVILEGES[usize::from(f.privilege)],
                        f.points,
                        b.cities[usize::from(sc)].name
                    )
                });
            }
        }
        // "Koniec gry": a game ended by this action offers no sea-route bonus afterwards, whichever
        // of the three endings it was (20 points are checked here, before the bonus).
        self.check_points(log);
        let counts = self.keep_for_perk(seat, route, counts);
        self.start_perk(route, counts);
        Ok(())
    }

    /// The 20-point ending: once any player has 20 points, the game ends after this action.
    pub(crate) fn check_points(&mut self, log: &mut Log) {
        if self.ending.is_none() && self.players.iter().any(|p| p.score >= 20) {
            self.ending = Some(EndReason::Points);
            log.public(|| "A player has 20 points: the game ends after this action.");
        }
    }

    /// Step 3's pieces go to the general supply, except those kept for the route's
    /// "place 2 pieces of the route" bonus (returned).
    fn keep_for_perk(&mut self, seat: u8, route: u8, counts: [u8; 2]) -> [u8; 2] {
        let keep = self.board().routes[usize::from(route)].perk == Some(crate::board::Perk::PlaceFromRoute2)
            && self.ending.is_none();
        if keep {
            return counts;
        }
        let p = &mut self.players[usize::from(seat)];
        p.general[0] += counts[0];
        p.general[1] += counts[1];
        [0, 0]
    }

    fn reward_refusal(&self, seat: u8, route: u8, reward: Reward) -> String {
        let b = self.board();
        let options: Vec<String> =
            self.claim_rewards(seat, route).iter().map(|r| self.reward_text(route, *r)).collect();
        let what = match reward {
            Reward::Office { city } if !b.routes[usize::from(route)].cities.contains(&city) => {
                "that city is not an end of the route".to_string()
            }
            Reward::Office { city } => match self.next_slot(city) {
                None => format!("{} is full", b.cities[usize::from(city)].name),
                Some(slot) => {
                    let o = &b.cities[usize::from(city)].offices[slot];
                    format!(
                        "the next office of {} is a {} {} (needs a {} on the route and the {} privilege)",
                        b.cities[usize::from(city)].name,
                        PRIVILEGES[usize::from(o.privilege)],
                        if o.circle { "circle" } else { "square" },
                        kind_word(o.circle),
                        PRIVILEGES[usize::from(o.privilege)]
                    )
                }
            },
            _ => "that reward is not available here".to_string(),
        };
        format!("{what}; you may take: {}", options.join(", "))
    }

    /// Human text of a reward.
    pub(crate) fn reward_text(&self, route: u8, reward: Reward) -> String {
        let b = self.board();
        match reward {
            Reward::Nothing => format!("claim r{} for points only", route + 1),
            Reward::Office { city } => format!("office in {}", b.cities[usize::from(city)].name),
            Reward::ExtraOffice { city } => format!("extra office in {}", b.cities[usize::from(city)].name),
            Reward::Upgrade(a) => format!("upgrade {}", a.name()),
            Reward::Special { field } => {
                let (sc, _) = b.special.expect("special city");
                format!(
                    "{}-point field at {}",
                    b.cities[usize::from(sc)].special[usize::from(field)].points,
                    b.cities[usize::from(sc)].name
                )
            }
        }
    }

    /// Steps 1 and 2 of establishing a route: control points and the bonus token. `seat` is the
    /// establishing owner (the neutral colour in a 2-player game).
    pub(crate) fn establish(&mut self, seat: u8, route: u8, log: &mut Log) {
        let b = self.board();
        for &c in &b.routes[usize::from(route)].cities {
            if let Some(o) = self.controller(c)
                && o != NEUTRAL
            {
                self.players[usize::from(o)].score += 1;
                log.public(|| {
                    format!("{} controls {} and scores 1 point.", who(o), b.cities[usize::from(c)].name)
                });
            }
        }
        if let Some(t) = self.route_tokens[usize::from(route)].take() {
            if seat == NEUTRAL {
                log.public(|| {
                    format!("The neutral colour takes the {} token; it leaves the game.", t.name())
                });
            } else {
                self.players[usize::from(seat)].tokens.push(t);
                log.public(|| format!("{} takes the {} token.", who(seat), t.name()));
            }
            match self.pool.pop() {
                Some(next) => {
                    self.to_place.push(next);
                    self.draws += 1;
                    log.public(|| {
                        format!(
                            "A new bonus token is drawn; it goes on the board at the end of {}'s turn.",
                            who(self.current)
                        )
                    });
                }
                None => {
                    self.ending = Some(EndReason::NoToken);
                    log.public(|| "No bonus token is left to draw: the game ends after this action.");
                }
            }
        }
    }

    /// Puts a piece on a city's office slot: printed points, full city, East–West.
    pub(crate) fn found_office(&mut self, seat: u8, city: u8, slot: usize, pc: Piece, log: &mut Log) {
        let b = self.board();
        let c = &b.cities[usize::from(city)];
        self.offices[usize::from(c.first_office) + slot] = pc;
        let office = &c.offices[slot];
        log.public(|| {
            format!(
                "{} founds an office in {} ({} {}).",
                who(seat),
                c.name,
                PRIVILEGES[usize::from(office.privilege)],
                if office.circle { "circle" } else { "square" }
            )
        });
        if office.vp > 0 && seat != NEUTRAL {
            self.players[usize::from(seat)].score += u16::from(office.vp);
            log.public(|| format!("{} scores {} printed point(s).", who(seat), office.vp));
        }
        if self.city_full(city) {
            self.count_full_city(city, log);
        }
        if seat != NEUTRAL {
            self.east_west_check(seat, log);
        }
    }

    /// A city became full: the full-cities track, and the end of the game at the map's count.
    pub(crate) fn count_full_city(&mut self, city: u8, log: &mut Log) {
        let b = self.board();
        let c = &b.cities[usize::from(city)];
        self.full_cities += 1;
        log.public(|| format!("{} is full ({} full cities).", c.name, self.full_cities));
        if self.full_cities >= b.full_cities_to_end {
            self.ending = Some(EndReason::FullCities);
            log.public(|| format!("{} cities are full: the game ends after this action.", self.full_cities));
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
            format!(
                "{} links the East–West cities (#{}) and scores {points} point(s).",
                who(seat),
                self.east_west.len()
            )
        });
    }

    /// Upgrades an ability: the freed piece goes to the personal supply.
    pub(crate) fn upgrade(&mut self, seat: u8, a: Ability, log: &mut Log) {
        let p = &mut self.players[usize::from(seat)];
        p.abilities[a.index()] += 1;
        p.personal[usize::from(a.merchant_track())] += 1;
        let value = p.value(a);
        let shown = if a == Ability::Bank && value == 99 {
            "all".to_string()
        } else if a == Ability::Privilegium {
            PRIVILEGES[usize::from(value - 1)].to_string()
        } else {
            value.to_string()
        };
        log.public(|| {
            format!(
                "{} upgrades {} to {shown}; the freed {} goes to the personal supply.",
                who(seat),
                a.name(),
                kind_word(a.merchant_track())
            )
        });
    }
}

//! The end of a turn: drawn bonus tokens put beside routes (with a neutral trader in a 2-player
//! game), a route full of neutral pieces established, and the next player's turn.

use kontor_engine::text;

use super::who;
use crate::ids::{CityId, RouteId, SpaceId};
use crate::piece::{NEUTRAL, Piece};
use crate::refusal::RuleError;
use crate::state::{Hansa, Log, Phase};

impl Hansa {
    /// Routes a drawn bonus token may go beside: empty, no token, allowed by the map, and leading
    /// to a city with a free office.
    pub(crate) fn token_routes(&self) -> impl Iterator<Item = RouteId> + '_ {
        let b = self.board();
        b.route_ids().filter(move |&r| {
            let route = b.route(r);
            route.token_allowed
                && self.route_tokens[r.index()].is_none()
                && self.spaces[self.route_spaces(r)].iter().all(|&p| p.is_empty())
                && route.cities.iter().any(|&c| !self.city_full(c))
        })
    }

    pub(crate) fn place_token(&mut self, route: RouteId, log: &mut Log) -> Result<(), RuleError> {
        if !self.token_routes().any(|r| r == route) {
            return Err(RuleError::TokenRoute);
        }
        let t = self.to_place.remove(0);
        self.route_tokens[route.index()] = Some(t);
        let b = self.board();
        log.public(|| {
            text!(
                "hansa-ev-token-placed",
                who = who(self.current),
                token = t.text(),
                route = route.to_string(),
                name = b.route_text(route)
            )
        });
        if self.neutral {
            let s = usize::from(b.route(route).first_space);
            self.spaces[s] = Piece::new(NEUTRAL, false);
            log.public(|| text!("hansa-ev-neutral-trader", space = b.space_label(SpaceId::from_index(s))));
        }
        Ok(())
    }

    /// 2 players: a route full of neutral pieces is established at once.
    pub(crate) fn neutral_route(&self) -> Option<RouteId> {
        if !self.neutral {
            return None;
        }
        self.board().route_ids().find(|&r| self.owns_route(NEUTRAL, r))
    }

    /// 2 players: whether the neutral office of an established neutral route may go to `city`,
    /// an end of the route with a free office. The legal list and `apply` both ask this.
    pub(crate) fn neutral_office_ok(&self, route: RouteId, city: CityId) -> bool {
        self.board().route(route).cities.contains(&city) && !self.city_full(city)
    }

    /// 2 players: a route full of neutral pieces is established; its office, if any, goes to `city`.
    pub(crate) fn neutral_office(&mut self, route: RouteId, city: Option<CityId>, log: &mut Log) {
        let b = self.board();
        log.public(|| text!("hansa-ev-neutral-route", route = route.to_string(), name = b.route_text(route)));
        self.establish(NEUTRAL, route, log);
        for s in self.route_spaces(route) {
            self.spaces[s] = Piece::EMPTY;
        }
        if let Some(city) = city {
            let slot = self.next_slot(city).expect("free slot");
            self.found_office(NEUTRAL, city, slot, Piece::new(NEUTRAL, false), log);
        }
    }

    /// Ends the current player's turn: drawn tokens first, then the next player.
    pub(crate) fn next_turn(&mut self, log: &mut Log) {
        self.current = (self.current + 1) % self.seats;
        self.actions_used = 0;
        self.permits_used = 0;
        self.fresh = true;
        self.bonus_actions = 0;
        self.turn += 1;
        self.phase = Phase::Actions;
        log.public(|| text!("hansa-ev-turn", who = who(self.current), actions = self.actions_allowed()));
    }
}

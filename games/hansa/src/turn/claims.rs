//! "Ustanowienie szlaku handlowego" (action E), what may be asked for: whether a player holds a
//! whole route and the rewards it offers. Establishing itself is in `establish`.

use crate::action::Reward;
use crate::board::{Ability, SpecialField};
use crate::ids::RouteId;
use crate::state::{Hansa, Token};

impl Hansa {
    /// Whether the route is fully occupied by `seat`.
    pub(crate) fn owns_route(&self, seat: u8, route: RouteId) -> bool {
        self.spaces[self.route_spaces(route)].iter().all(|&p| p.owned_by(seat))
    }

    /// Every reward `seat` may take for establishing `route` (which it fully occupies).
    pub(crate) fn claim_rewards(&self, seat: u8, route: RouteId) -> Vec<Reward> {
        let b = self.board();
        let r = &b.route(route);
        let pieces = &self.spaces[self.route_spaces(route)];
        let has_trader = pieces.iter().any(|&p| !p.is_merchant());
        let has_merchant = pieces.iter().any(|&p| p.is_merchant());
        let pl = &self.players[usize::from(seat)];
        let privilege = pl.level(Ability::Privilegium);
        let mut out = vec![Reward::Nothing];
        for &c in &r.cities {
            let city = &b.city(c);
            if let Some(slot) = self.next_slot(c) {
                let office = &city.offices[slot];
                let kind_ok = if office.circle { has_merchant } else { has_trader };
                if kind_ok && office.privilege <= privilege {
                    out.push(Reward::Office { city: c });
                }
            }
        }
        if pl.tokens.contains(Token::ExtraOffice) {
            for &c in &r.cities {
                // Left of the slots once the first slot is taken; in a (yellow-)green city always.
                let city = &b.city(c);
                if city.green || !self.offices[usize::from(city.first_office)].is_empty() {
                    out.push(Reward::ExtraOffice { city: c });
                }
            }
        }
        for &c in &r.cities {
            for &a in &b.city(c).abilities {
                let reward = Reward::Upgrade(a);
                if pl.level(a) < a.max_level() && !out.contains(&reward) {
                    out.push(reward);
                }
            }
        }
        if has_merchant && b.leads_to_table(route) {
            out.extend(self.open_table_fields(privilege).map(|(i, _)| Reward::Special { field: i as u8 }));
        }
        out
    }

    /// The free fields of the special-points table a player with this Privilegium level may take.
    pub(crate) fn open_table_fields(
        &self,
        privilege: u8,
    ) -> impl Iterator<Item = (usize, &SpecialField)> + '_ {
        let b = self.board();
        let fields = b.special.map_or(&[][..], |(sc, _)| &b.city(sc).special[..]);
        fields
            .iter()
            .enumerate()
            .filter(move |(i, f)| self.special[*i].is_empty() && f.privilege <= privilege)
    }
}

//! "Przebieg gry": the actions income, place, displace and move (establishing is in `establish`),
//! the displaced player's placements, bonus tokens at the end of a turn, and the next turn.

use kontor_engine::{Arg, Seat, Text, text};

use crate::action::{Reward, RuleError, refuse};
use crate::board::{Ability, SpecialField};
use crate::state::{Hansa, Log, NEUTRAL, Phase, Piece, Token, is_merchant, owner, piece};

/// A seat (its player's name), or the neutral colour.
pub(crate) fn who(o: u8) -> Arg {
    if o == NEUTRAL { Arg::Text(Box::new(text!("hansa-neutral"))) } else { Arg::Seat(Seat(o)) }
}

/// `r17`: a route as typed and printed on the board.
pub(crate) fn route_code(route: u8) -> String {
    format!("r{}", route + 1)
}

pub(crate) fn kind_word(merchant: bool) -> &'static str {
    if merchant { "merchant" } else { "trader" }
}

impl Hansa {
    // ----- queries shared by the legal list and apply -----

    /// Income: the most pieces `seat` may take (the Bank, or fewer if the general supply holds
    /// fewer) and the merchant counts allowed among them; `None` if the general supply is empty.
    pub(crate) fn income_range(&self, seat: u8) -> Option<(u8, std::ops::RangeInclusive<u8>)> {
        let p = &self.players[usize::from(seat)];
        let available = p.general[0] + p.general[1];
        if available == 0 {
            return None;
        }
        let n = p.value(Ability::Bank).min(available);
        Some((n, self.income_merchants(seat, n)))
    }

    /// Income of `count` pieces: the merchant counts allowed among them.
    pub(crate) fn income_merchants(&self, seat: u8, count: u8) -> std::ops::RangeInclusive<u8> {
        let p = &self.players[usize::from(seat)];
        count.saturating_sub(p.general[0])..=count.min(p.general[1])
    }

    /// Displacement: how many of the pieces it costs may be merchants (the rest are traders), after
    /// the displacing piece of this kind has left the personal supply. The start of the range is
    /// the default, traders first.
    pub(crate) fn pay_range(&self, seat: u8, space: u8, merchant: bool) -> std::ops::RangeInclusive<u8> {
        let p = &self.players[usize::from(seat)];
        let cost = Self::displace_cost(self.spaces[usize::from(space)]);
        let traders = p.personal[0].saturating_sub(u8::from(!merchant));
        let merchants = p.personal[1].saturating_sub(u8::from(merchant));
        cost.saturating_sub(traders)..=cost.min(merchants)
    }

    /// Pieces a displacement costs on top of the placed piece.
    pub(crate) fn displace_cost(target: Piece) -> u8 {
        if is_merchant(target) { 2 } else { 1 }
    }

    /// Fast check for the legal list: may `seat` displace the piece on `space` with this kind?
    pub(crate) fn displace_ok(&self, seat: u8, space: usize, merchant: bool) -> bool {
        let target = self.spaces[space];
        let p = &self.players[usize::from(seat)];
        target != 0
            && owner(target) != seat
            && p.personal[usize::from(merchant)] > 0
            && p.supply_total() > Self::displace_cost(target)
            && (self.board().plain
                || (self.board().accepts(space, merchant) && self.permit(seat, space).is_ok()))
    }

    pub(crate) fn can_displace(&self, seat: u8, space: u8, merchant: bool) -> Result<(), Text> {
        let Some(&target) = self.spaces.get(usize::from(space)) else {
            return Err(text!("hansa-err-no-space"));
        };
        if target == 0 {
            return Err(text!("hansa-err-space-empty", space = self.board().space_label(space)));
        }
        if owner(target) == seat {
            return Err(text!("hansa-err-own-piece"));
        }
        let p = &self.players[usize::from(seat)];
        if p.personal[usize::from(merchant)] == 0 {
            return Err(text!("hansa-err-no-kind-in-supply", kind = kind_word(merchant)));
        }
        let cost = Self::displace_cost(target);
        if p.supply_total() < 1 + cost {
            return Err(text!(
                "hansa-err-displace-cost",
                kind = kind_word(is_merchant(target)),
                cost = cost,
                have = p.supply_total()
            ));
        }
        if !self.board().accepts(usize::from(space), merchant) {
            return Err(text!("hansa-err-ship-space", space = self.board().space_label(space)));
        }
        self.permit(seat, usize::from(space))?;
        Ok(())
    }

    /// Nearest free spaces for a piece of this kind displaced from `origin`: the spaces it may take
    /// on the closest routes (by route adjacency, never the origin route itself) that have one; on
    /// Britannia only routes of the origin's country or England count.
    pub(crate) fn ring(&self, origin: u8, merchant: bool) -> Vec<u8> {
        let b = self.board();
        let dist = &b.route_distance[usize::from(origin)];
        let anywhere = matches!(self.phase, Phase::Displaced { victim, .. }
            if self.favoured(victim, crate::favour::Favour::Anywhere));
        let allowed = |r: usize| r != usize::from(origin) && self.country_ok(origin, r as u8, false);
        let spots = |r: usize| self.route_spaces(r as u8).filter(move |&s| self.is_spot(s, merchant));
        let mut best = u8::MAX;
        if anywhere {
            return (0..b.routes.len()).filter(|&r| allowed(r)).flat_map(spots).map(|s| s as u8).collect();
        }
        for (r, &d) in dist.iter().enumerate() {
            if d <= best && allowed(r) && spots(r).next().is_some() {
                best = d;
            }
        }
        if best == u8::MAX {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (r, &d) in dist.iter().enumerate() {
            if d == best && allowed(r) {
                out.extend(spots(r).map(|s| s as u8));
            }
        }
        out
    }

    /// Free spaces an opposing piece on `from` may be moved to (Move-3 token): the first free
    /// space of every other route.
    pub(crate) fn drop_targets(&self, from: u8) -> impl Iterator<Item = u8> + '_ {
        let b = self.board();
        let home = b.space_route[usize::from(from)];
        let merchant = is_merchant(self.spaces[usize::from(from)]);
        (0..self.spaces.len())
            .filter(move |&s| {
                b.space_route[s] != home
                    && self.is_spot(s, merchant)
                    && self.country_ok(home, b.space_route[s], true)
            })
            .map(|s| s as u8)
    }

    /// Where a piece of `me` on `from` goes when moved to `route` (Liber Sophiae), if it may.
    pub(crate) fn move_spot(&self, from: usize, route: u8) -> Option<usize> {
        let b = self.board();
        let home = b.space_route[from];
        if home == route || !self.country_ok(home, route, false) {
            return None;
        }
        self.route_spot(route, is_merchant(self.spaces[from]))
    }

    /// Move action: routes `me` may bring pieces to (a free space and a piece of `me` elsewhere).
    pub(crate) fn move_targets(&self, me: u8) -> impl Iterator<Item = u8> + '_ {
        let b = self.board();
        let mut own = [0u8; 64];
        let mut free = [false; 64];
        let mut mine = 0u8;
        for (s, &q) in self.spaces.iter().enumerate() {
            let r = usize::from(b.space_route[s]);
            if q == 0 {
                free[r] = true;
            } else if owner(q) == me {
                own[r] += 1;
                mine += 1;
            }
        }
        let plain = b.plain;
        (0..b.routes.len() as u8).filter(move |&r| {
            if plain {
                return free[usize::from(r)] && own[usize::from(r)] < mine;
            }
            free[usize::from(r)]
                && self
                    .spaces
                    .iter()
                    .enumerate()
                    .any(|(s, &q)| q != 0 && owner(q) == me && self.move_spot(s, r).is_some())
        })
    }

    /// Whether any own trader/merchant pair may swap places.
    pub(crate) fn can_swap(&self, me: u8, left: u8) -> bool {
        if !self.board().plain {
            return !self.swaps(me, left).is_empty();
        }
        left >= 2
            && self.spaces.iter().any(|&q| q != 0 && owner(q) == me && !is_merchant(q))
            && self.spaces.iter().any(|&q| q != 0 && owner(q) == me && is_merchant(q))
    }

    /// Move action: own trader/merchant pairs that may swap places (2 moves).
    pub(crate) fn swaps(&self, me: u8, left: u8) -> Vec<(u8, u8)> {
        if left < 2 {
            return Vec::new();
        }
        let mut traders = Vec::new();
        let mut merchants = Vec::new();
        for (s, &q) in self.spaces.iter().enumerate() {
            if q != 0 && owner(q) == me {
                if is_merchant(q) { merchants.push(s as u8) } else { traders.push(s as u8) }
            }
        }
        let mut out = Vec::with_capacity(traders.len() * merchants.len());
        let bd = self.board();
        for &a in &traders {
            for &b in &merchants {
                let (ra, rb) = (bd.space_route[usize::from(a)], bd.space_route[usize::from(b)]);
                if bd.plain
                    || (bd.accepts(usize::from(b), false)
                        && self.country_ok(ra, rb, false)
                        && self.country_ok(rb, ra, false))
                {
                    out.push((a, b));
                }
            }
        }
        out
    }

    pub(crate) fn has_free_space(&self) -> bool {
        self.spaces.contains(&0)
    }

    /// Whether the route is fully occupied by `seat`.
    pub(crate) fn owns_route(&self, seat: u8, route: u8) -> bool {
        self.spaces[self.route_spaces(route)].iter().all(|&p| p != 0 && owner(p) == seat)
    }

    /// Every reward `seat` may take for establishing `route` (which it fully occupies).
    pub(crate) fn claim_rewards(&self, seat: u8, route: u8) -> Vec<Reward> {
        let b = self.board();
        let r = &b.routes[usize::from(route)];
        let pieces = &self.spaces[self.route_spaces(route)];
        let has_trader = pieces.iter().any(|&p| !is_merchant(p));
        let has_merchant = pieces.iter().any(|&p| is_merchant(p));
        let pl = &self.players[usize::from(seat)];
        let privilege = pl.level(Ability::Privilegium);
        let mut out = vec![Reward::Nothing];
        for &c in &r.cities {
            let city = &b.cities[usize::from(c)];
            if let Some(slot) = self.next_slot(c) {
                let office = &city.offices[slot];
                let kind_ok = if office.circle { has_merchant } else { has_trader };
                if kind_ok && office.privilege <= privilege {
                    out.push(Reward::Office { city: c });
                }
            }
        }
        if pl.tokens.contains(&Token::ExtraOffice) {
            for &c in &r.cities {
                // Left of the slots once the first slot is taken; in a (yellow-)green city always.
                let city = &b.cities[usize::from(c)];
                if city.green || self.offices[usize::from(city.first_office)] != 0 {
                    out.push(Reward::ExtraOffice { city: c });
                }
            }
        }
        for &c in &r.cities {
            for &a in &b.cities[usize::from(c)].abilities {
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
        let fields = b.special.map_or(&[][..], |(sc, _)| &b.cities[usize::from(sc)].special[..]);
        fields.iter().enumerate().filter(move |(i, f)| self.special[*i] == 0 && f.privilege <= privilege)
    }

    /// Routes a drawn bonus token may go beside: empty, no token, allowed by the map, and leading
    /// to a city with a free office.
    pub(crate) fn token_routes(&self) -> impl Iterator<Item = u8> + '_ {
        let b = self.board();
        (0..b.routes.len() as u8).filter(move |&r| {
            let route = &b.routes[usize::from(r)];
            route.token_allowed
                && self.route_tokens[usize::from(r)].is_none()
                && self.spaces[self.route_spaces(r)].iter().all(|&p| p == 0)
                && route.cities.iter().any(|&c| !self.city_full(c))
        })
    }

    // ----- the actions -----

    pub(crate) fn income(
        &mut self,
        seat: u8,
        merchants: u8,
        count: Option<u8>,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Some((most, _)) = self.income_range(seat) else {
            return refuse(text!("hansa-err-general-empty"));
        };
        let n = match count {
            None => most,
            Some(k) if (1..most).contains(&k) => k,
            Some(k) => {
                return refuse(text!("hansa-err-income-count", most = most, got = k));
            }
        };
        let range = self.income_merchants(seat, n);
        if !range.contains(&merchants) {
            return refuse(text!(
                "hansa-err-income-merchants",
                n = n,
                min = *range.start(),
                max = *range.end()
            ));
        }
        let p = &mut self.players[usize::from(seat)];
        let traders = n - merchants;
        p.general[0] -= traders;
        p.general[1] -= merchants;
        p.personal[0] += traders;
        p.personal[1] += merchants;
        self.actions_used += 1;
        self.share_income(seat, log);
        log.public(|| text!("hansa-ev-income", who = who(seat), pieces = pay_text(traders, merchants)));
        Ok(())
    }

    pub(crate) fn place(
        &mut self,
        seat: u8,
        space: u8,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        match self.spaces.get(usize::from(space)) {
            None => return refuse(text!("hansa-err-no-space")),
            Some(0) if self.is_spot(usize::from(space), merchant) => {}
            Some(0) if !self.board().accepts(usize::from(space), merchant) => {
                return refuse(text!("hansa-err-ship-space", space = self.board().space_label(space)));
            }
            Some(0) => return refuse(text!("hansa-err-first-free")),
            Some(_) => {
                return refuse(text!("hansa-err-occupied", space = self.board().space_label(space)));
            }
        }
        if self.players[usize::from(seat)].personal[usize::from(merchant)] == 0 {
            return refuse(text!("hansa-err-no-kind-in-supply", kind = kind_word(merchant)));
        }
        self.permit(seat, usize::from(space)).map_err(RuleError::Refused)?;
        self.use_permit(seat, usize::from(space), log);
        self.players[usize::from(seat)].personal[usize::from(merchant)] -= 1;
        self.spaces[usize::from(space)] = piece(seat, merchant);
        self.actions_used += 1;
        log.public(|| {
            text!(
                "hansa-ev-place",
                who = who(seat),
                kind = kind_word(merchant),
                space = self.board().space_label(space)
            )
        });
        Ok(())
    }

    pub(crate) fn displace(
        &mut self,
        seat: u8,
        space: u8,
        merchant: bool,
        pay_merchants: Option<u8>,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        self.can_displace(seat, space, merchant).map_err(RuleError::Refused)?;
        let range = self.pay_range(seat, space, merchant);
        let paid = match pay_merchants {
            None => *range.start(),
            Some(k) if k > *range.start() && range.contains(&k) => k,
            Some(_) => {
                let cost = Self::displace_cost(self.spaces[usize::from(space)]);
                let options: Vec<Text> =
                    range.clone().map(|m| Text::plain(format!("`pay {}`", pay_words(cost - m, m)))).collect();
                return refuse(text!(
                    "hansa-err-pay-options",
                    cost = cost,
                    options = Text::join(options, ", ")
                ));
            }
        };
        self.use_permit(seat, usize::from(space), log);
        let target = self.spaces[usize::from(space)];
        let cost = Self::displace_cost(target);
        let p = &mut self.players[usize::from(seat)];
        p.personal[usize::from(merchant)] -= 1;
        p.personal[0] -= cost - paid;
        p.general[0] += cost - paid;
        p.personal[1] -= paid;
        p.general[1] += paid;
        self.spaces[usize::from(space)] = piece(seat, merchant);
        self.actions_used += 1;
        let victim = owner(target);
        let origin = self.board().space_route[usize::from(space)];
        let label = self.board().space_label(space);
        let reinforce = !is_merchant(target) && self.favoured(victim, crate::favour::Favour::Reinforce);
        let extras = if reinforce { 2 } else { cost };
        self.phase = Phase::Displaced { victim, origin, pending: target, extras };
        log.public(|| {
            text!(
                "hansa-ev-displace",
                who = who(seat),
                owner = who(victim),
                target = kind_word(is_merchant(target)),
                space = label,
                kind = kind_word(merchant),
                paid = pay_text(cost - paid, paid),
                decider = who(self.decider_for(victim)),
                extra = extras
            )
        });
        Ok(())
    }

    /// Where the displaced player's next extra piece comes from.
    pub(crate) fn extra_source(&self, victim: u8) -> ExtraSource {
        if victim == NEUTRAL {
            return ExtraSource::General([true, false]);
        }
        let p = &self.players[usize::from(victim)];
        if p.general[0] + p.general[1] > 0 {
            ExtraSource::General([p.general[0] > 0, p.general[1] > 0])
        } else if p.supply_total() > 0 {
            ExtraSource::Personal([p.personal[0] > 0, p.personal[1] > 0])
        } else {
            ExtraSource::Board
        }
    }

    pub(crate) fn relocate(
        &mut self,
        seat: u8,
        space: u8,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Displaced { victim, origin, pending, extras } = self.phase else {
            return refuse(text!("hansa-err-nothing-relocated"));
        };
        if !self.ring(origin, merchant).contains(&space) {
            return refuse(text!(
                "hansa-err-not-nearest",
                space = self.board().space_label(space),
                kind = kind_word(merchant),
                spaces = self.ring_labels(origin, merchant)
            ));
        }
        let label = self.board().space_label(space);
        if pending != 0 {
            if is_merchant(pending) != merchant {
                return refuse(text!("hansa-err-displaced-kind", kind = kind_word(is_merchant(pending))));
            }
            self.spaces[usize::from(space)] = pending;
            self.phase = Phase::Displaced { victim, origin, pending: 0, extras };
            log.public(|| {
                text!(
                    "hansa-ev-relocate",
                    who = who(victim),
                    kind = kind_word(merchant),
                    space = label.as_str()
                )
            });
            return Ok(());
        }
        if extras == 0 {
            return refuse(text!("hansa-err-no-extra-left"));
        }
        let k = usize::from(merchant);
        let from = match self.extra_source(victim) {
            ExtraSource::General(kinds) if kinds[k] => {
                if victim != NEUTRAL {
                    self.players[usize::from(victim)].general[k] -= 1;
                }
                "general"
            }
            ExtraSource::Personal(kinds) if kinds[k] => {
                self.players[usize::from(victim)].personal[k] -= 1;
                "personal"
            }
            ExtraSource::Board => {
                return refuse(text!("hansa-err-supplies-empty"));
            }
            _ => return refuse(text!("hansa-err-no-kind-to-take", kind = kind_word(merchant))),
        };
        self.spaces[usize::from(space)] = piece(victim, merchant);
        self.phase = Phase::Displaced { victim, origin, pending: 0, extras: extras - 1 };
        let _ = seat;
        log.public(|| {
            text!(
                "hansa-ev-relocate-extra",
                who = who(victim),
                kind = kind_word(merchant),
                from = from,
                space = label
            )
        });
        Ok(())
    }

    pub(crate) fn relocate_from(&mut self, from: u8, to: u8, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Displaced { victim, origin, pending, extras } = self.phase else {
            return refuse(text!("hansa-err-nothing-relocated"));
        };
        if pending != 0 || extras == 0 || self.extra_source(victim) != ExtraSource::Board {
            return refuse(text!("hansa-err-board-only-when-empty"));
        }
        let p = self.spaces.get(usize::from(from)).copied().unwrap_or(0);
        if p == 0 || owner(p) != victim || from == to {
            return refuse(text!("hansa-err-move-own-piece"));
        }
        if !self.ring(origin, is_merchant(p)).contains(&to) {
            return refuse(text!("hansa-err-nearest", spaces = self.ring_labels(origin, is_merchant(p))));
        }
        self.spaces[usize::from(from)] = 0;
        self.spaces[usize::from(to)] = p;
        self.phase = Phase::Displaced { victim, origin, pending: 0, extras: extras - 1 };
        let b = self.board();
        log.public(|| {
            text!(
                "hansa-ev-move-piece",
                who = who(victim),
                kind = kind_word(is_merchant(p)),
                from = b.space_label(from),
                to = b.space_label(to)
            )
        });
        Ok(())
    }

    pub(crate) fn ring_labels(&self, origin: u8, merchant: bool) -> Text {
        let b = self.board();
        let labels: Vec<String> = self.ring(origin, merchant).into_iter().map(|s| b.space_label(s)).collect();
        if labels.is_empty() { text!("hansa-none") } else { Text::plain(labels.join(", ")) }
    }

    /// Move action: brings an own piece to the target route; Move-3 token: picks up an opposing piece.
    pub(crate) fn pick(&mut self, seat: u8, space: u8, log: &mut Log) -> Result<(), RuleError> {
        let p = self.spaces.get(usize::from(space)).copied().unwrap_or(0);
        let b = self.board();
        match self.phase {
            Phase::Moving { left, target: Some(route) } => {
                if p == 0 || owner(p) != seat {
                    return refuse(text!("hansa-err-not-yours", space = b.space_label(space)));
                }
                if b.space_route[usize::from(space)] == route {
                    return refuse(text!("hansa-err-already-on", route = route_code(route)));
                }
                let Some(to) = self.move_spot(usize::from(space), route) else {
                    return refuse(text!("hansa-err-cannot-go", route = route_code(route)));
                };
                self.move_step(seat, space, to as u8, left, log);
                Ok(())
            }
            Phase::Moving { target: None, .. } => refuse(text!("hansa-err-route-first")),
            Phase::Shifting { left, lifted: None } => {
                if p == 0 || owner(p) == seat {
                    return refuse(text!("hansa-err-no-opposing", space = b.space_label(space)));
                }
                if self.drop_targets(space).next().is_none() {
                    return refuse(text!("hansa-err-nowhere-to-move"));
                }
                self.phase = Phase::Shifting { left, lifted: Some(space) };
                Ok(())
            }
            _ => refuse(text!("hansa-err-already-moving")),
        }
    }

    /// Move action: chooses the route the next pieces go to.
    pub(crate) fn target(&mut self, seat: u8, route: u8, _log: &mut Log) -> Result<(), RuleError> {
        let Phase::Moving { left, target } = self.phase else {
            return refuse(text!("hansa-err-no-move"));
        };
        if let Some(r) = target {
            return refuse(text!("hansa-err-bringing-to", route = route_code(r), other = route_code(route)));
        }
        if !self.move_targets(seat).any(|r| r == route) {
            return refuse(text!("hansa-err-route-no-room", route = route_code(route)));
        }
        self.phase = Phase::Moving { left, target: Some(route) };
        Ok(())
    }

    /// Move action in one line (`move r3.1 r6`, while no route is chosen): an own piece to the
    /// first free space of its type on another route, which becomes the route the next pieces go
    /// to. Pieces may go to one or more routes ("na 1 lub więcej szlakach handlowych").
    pub(crate) fn move_to(&mut self, seat: u8, from: u8, to: u8, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Moving { left, target } = self.phase else {
            return refuse(text!("hansa-err-no-move"));
        };
        let b = self.board();
        let p = self.spaces.get(usize::from(from)).copied().unwrap_or(0);
        if p == 0 || owner(p) != seat {
            return refuse(text!("hansa-err-not-yours", space = b.space_label(from)));
        }
        if let Some(r) = target {
            return refuse(text!(
                "hansa-err-bringing-move",
                route = route_code(r),
                space = b.space_label(from)
            ));
        }
        let route = b.space_route[usize::from(to)];
        match self.move_spot(usize::from(from), route) {
            Some(s) if s == usize::from(to) => {}
            Some(s) => {
                return refuse(text!(
                    "hansa-err-move-takes",
                    route = route_code(route),
                    space = b.space_label(s as u8)
                ));
            }
            None => return refuse(text!("hansa-err-cannot-go", route = route_code(route))),
        }
        self.move_step(seat, from, to, left, log);
        Ok(())
    }

    /// One piece of a move action goes from `from` to `to`; the action goes on with that route
    /// as its target until the route is full.
    fn move_step(&mut self, seat: u8, from: u8, to: u8, left: u8, log: &mut Log) {
        let b = self.board();
        let p = self.spaces[usize::from(from)];
        let route = b.space_route[usize::from(to)];
        self.spaces[usize::from(to)] = p;
        self.spaces[usize::from(from)] = 0;
        let full = !self.spaces[self.route_spaces(route)].contains(&0);
        self.phase = Phase::Moving { left: left - 1, target: if full { None } else { Some(route) } };
        log.public(|| {
            text!(
                "hansa-ev-move-piece",
                who = who(seat),
                kind = kind_word(is_merchant(p)),
                from = b.space_label(from),
                to = b.space_label(to)
            )
        });
    }

    pub(crate) fn swap_pieces(&mut self, seat: u8, a: u8, b: u8, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Moving { left, target } = self.phase else {
            return refuse(text!("hansa-err-no-move"));
        };
        if !self.swaps(seat, left).contains(&(a, b)) {
            return refuse(text!("hansa-err-swap"));
        }
        self.spaces.swap(usize::from(a), usize::from(b));
        // A swap changes no route's number of pieces: the target route stays as it was.
        self.phase = Phase::Moving { left: left - 2, target };
        let bd = self.board();
        log.public(|| text!("hansa-ev-swap", who = who(seat), a = bd.space_label(a), b = bd.space_label(b)));
        Ok(())
    }

    /// Move-3 token: puts the picked-up opposing piece down.
    pub(crate) fn drop_piece(&mut self, seat: u8, space: u8, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Shifting { left, lifted: Some(from) } = self.phase else {
            return refuse(text!("hansa-err-nothing-picked"));
        };
        if !self.drop_targets(from).any(|s| s == space) {
            return refuse(text!("hansa-err-not-first-free", space = self.board().space_label(space)));
        }
        let p = self.spaces[usize::from(from)];
        self.spaces[usize::from(space)] = p;
        self.spaces[usize::from(from)] = 0;
        let b = self.board();
        self.phase = Phase::Shifting { left: left - 1, lifted: None };
        log.public(|| {
            text!(
                "hansa-ev-move-opposing",
                who = who(seat),
                owner = who(owner(p)),
                kind = kind_word(is_merchant(p)),
                from = b.space_label(from),
                to = b.space_label(space)
            )
        });
        Ok(())
    }

    pub(crate) fn remove(&mut self, seat: u8, space: u8, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Removing { left } = self.phase else { return refuse(text!("hansa-err-no-removal")) };
        let p = self.spaces.get(usize::from(space)).copied().unwrap_or(0);
        if p == 0 || owner(p) == seat {
            return refuse(text!("hansa-err-choose-opposing"));
        }
        self.spaces[usize::from(space)] = 0;
        let o = owner(p);
        if o != NEUTRAL {
            self.players[usize::from(o)].personal[usize::from(is_merchant(p))] += 1;
        }
        self.phase = Phase::Removing { left: left - 1 };
        log.public(|| {
            text!(
                "hansa-ev-remove",
                who = who(seat),
                owner = who(o),
                kind = kind_word(is_merchant(p)),
                space = self.board().space_label(space)
            )
        });
        Ok(())
    }

    pub(crate) fn place_token(&mut self, route: u8, log: &mut Log) -> Result<(), RuleError> {
        if !self.token_routes().any(|r| r == route) {
            return refuse(text!("hansa-err-token-route"));
        }
        let t = self.to_place.remove(0);
        self.route_tokens[usize::from(route)] = Some(t);
        let b = self.board();
        log.public(|| {
            text!(
                "hansa-ev-token-placed",
                who = who(self.current),
                token = t.text(),
                route = route_code(route),
                name = b.route_name(route)
            )
        });
        if self.neutral {
            let s = usize::from(b.routes[usize::from(route)].first_space);
            self.spaces[s] = piece(NEUTRAL, false);
            log.public(|| text!("hansa-ev-neutral-trader", space = b.space_label(s as u8)));
        }
        Ok(())
    }

    /// 2 players: a route full of neutral pieces is established at once.
    pub(crate) fn neutral_route(&self) -> Option<u8> {
        if !self.neutral {
            return None;
        }
        (0..self.board().routes.len() as u8).find(|&r| self.owns_route(NEUTRAL, r))
    }

    pub(crate) fn neutral_office(&mut self, route: u8, city: Option<u8>, log: &mut Log) {
        let b = self.board();
        log.public(|| text!("hansa-ev-neutral-route", route = route_code(route), name = b.route_name(route)));
        self.establish(NEUTRAL, route, log);
        for s in self.route_spaces(route) {
            self.spaces[s] = 0;
        }
        if let Some(city) = city {
            let slot = self.next_slot(city).expect("free slot");
            self.found_office(NEUTRAL, city, slot, piece(NEUTRAL, false), log);
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

/// `1 trader and 1 merchant` (as the object of a verb), for the logs and descriptions.
pub(crate) fn pay_text(traders: u8, merchants: u8) -> Text {
    text!("hansa-pieces", traders = traders, merchants = merchants)
}

/// `1t1m`, `2t`, `1m`: pieces paid, in the notation.
pub(crate) fn pay_words(traders: u8, merchants: u8) -> String {
    match (traders, merchants) {
        (t, 0) => format!("{t}t"),
        (0, m) => format!("{m}m"),
        (t, m) => format!("{t}t{m}m"),
    }
}

/// Where a displaced player's extra pieces come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExtraSource {
    General([bool; 2]),
    Personal([bool; 2]),
    Board,
}

//! Who acts now, what they may do, the one entry point that applies an action, and the
//! bookkeeping after every action ("Koniec gry" triggers, end of turn, pending decisions).

use kontor_engine::{Seat, Text, text};

use crate::action::{Action, Reward, TokenUse};
use crate::board::{Ability, Perk};
use crate::favour::Favour;
use crate::refusal::RuleError;
use crate::state::{Hansa, Log, NEUTRAL, Phase, Token, is_merchant, owner};
use crate::turn::{ExtraSource, who};

impl Hansa {
    /// Every action `seat` may take now.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.active_seat() != Some(seat) {
            return Vec::new();
        }
        let me = seat.0;
        let mut out = Vec::new();
        match self.phase {
            Phase::Actions => {
                if self.actions_left() > 0 {
                    self.action_choices(me, &mut out);
                }
                for u in self.token_uses(me) {
                    out.push(Action::Token(u));
                }
                out.push(Action::End);
                // After `end`, so that buttons keep it: one per favour tile and token pair.
                for tile in Favour::of(self.favour_display) {
                    out.extend(
                        self.favour_pairs(me).into_iter().map(|tokens| Action::Favour { tile, tokens }),
                    );
                }
                if self.actions_left() > 0 {
                    self.one_line_choices(me, &mut out);
                }
            }
            Phase::Placing { .. } | Phase::Displacing { .. } => {
                // Only a game saved between the old two steps of a placement is here: the kind
                // chosen was a menu step, so every move of the action phase is open.
                let mut actions = self.clone();
                actions.phase = Phase::Actions;
                return actions.legal(seat);
            }
            Phase::Moving { left, .. } => {
                // Each piece to each route it may go to, in one move: the route is a menu step.
                self.move_one_lines(me, &mut out);
                out.extend(self.swaps(me, left).into_iter().map(|(a, b)| Action::Swap { a, b }));
                out.push(Action::Done);
            }
            Phase::Shifting { lifted: None, .. } => {
                // Each opposing piece to each space it may go to, in one move (`move r4.1 r6.1`).
                for (s, &p) in self.spaces.iter().enumerate() {
                    if p != 0 && owner(p) != me {
                        out.extend(
                            self.drop_targets(s as u8).map(|to| Action::RelocateFrom { from: s as u8, to }),
                        );
                    }
                }
                out.push(Action::Done);
            }
            Phase::Shifting { lifted: Some(from), .. } => {
                out.extend(self.drop_targets(from).map(|space| Action::Drop { space }));
            }
            Phase::Removing { .. } => {
                for (s, &p) in self.spaces.iter().enumerate() {
                    if p != 0 && owner(p) != me {
                        out.push(Action::Remove { space: s as u8 });
                    }
                }
                out.push(Action::Done);
            }
            Phase::Displaced { victim, origin, pending, extras } => {
                if pending != 0 {
                    let merchant = is_merchant(pending);
                    out.extend(
                        self.ring(origin, merchant)
                            .into_iter()
                            .map(|space| Action::Relocate { space, merchant }),
                    );
                } else if extras > 0 {
                    let rings = [self.ring(origin, false), self.ring(origin, true)];
                    match self.extra_source(victim) {
                        ExtraSource::General(kinds) | ExtraSource::Personal(kinds) => {
                            for (k, ring) in rings.iter().enumerate() {
                                if kinds[k] {
                                    out.extend(
                                        ring.iter()
                                            .map(|&space| Action::Relocate { space, merchant: k == 1 }),
                                    );
                                }
                            }
                        }
                        ExtraSource::Board => {
                            for (from, &p) in self.spaces.iter().enumerate() {
                                if p != 0 && owner(p) == victim {
                                    out.extend(
                                        rings[usize::from(is_merchant(p))]
                                            .iter()
                                            .filter(|&&to| to != from as u8)
                                            .map(|&to| Action::RelocateFrom { from: from as u8, to }),
                                    );
                                }
                            }
                        }
                    }
                    out.push(Action::Done);
                }
            }
            Phase::Perk { perk, left, pieces, .. } => {
                self.perk_choices(me, perk, left, pieces, &mut out);
                out.push(Action::Done);
            }
            Phase::PerkMove { lifted: None, .. } => {
                for (s, &p) in self.spaces.iter().enumerate() {
                    if p != 0 {
                        out.extend(
                            self.perk_drops(s as u8).map(|to| Action::RelocateFrom { from: s as u8, to }),
                        );
                    }
                }
                out.push(Action::Done);
            }
            Phase::PerkMove { lifted: Some(from), .. } => {
                out.extend(self.perk_drops(from).map(|space| Action::Drop { space }));
            }
            Phase::NeutralOffice { route } => {
                for &c in &self.board().routes[usize::from(route)].cities {
                    if !self.city_full(c) {
                        out.push(Action::NeutralOffice { city: c });
                    }
                }
            }
            Phase::PlaceTokens => out.extend(self.token_routes().map(|route| Action::Bonus { route })),
            Phase::Over => {}
        }
        out
    }

    /// The actions that need no board space, when an action is left: income variants, a move
    /// action, and every route that may be established (with each reward).
    fn action_choices(&self, me: u8, out: &mut Vec<Action>) {
        if let Some((_, range)) = self.income_range(me) {
            out.extend(range.map(|merchants| Action::Income { merchants, count: None }));
        }
        if self.can_start_move(me) {
            out.push(Action::Move);
        }
        for route in 0..self.board().routes.len() as u8 {
            if self.owns_route(me, route) {
                out.extend(
                    self.claim_rewards(me, route).into_iter().map(|reward| Action::Claim { route, reward }),
                );
            }
        }
    }

    /// Placing and displacing, each a whole move (`place r17.2 trader`, `displace r4.1
    /// merchant`): the kind of piece is a step of the menu, not a move. Then income of fewer
    /// pieces than the Bank allows (`income 2`), listed last so that the full income comes first.
    fn one_line_choices(&self, me: u8, out: &mut Vec<Action>) {
        let p = &self.players[usize::from(me)];
        for merchant in [false, true] {
            if p.personal[usize::from(merchant)] > 0 {
                out.extend(self.place_spots(me, merchant).map(|space| Action::Place { space, merchant }));
                self.displace_choices(me, merchant, out);
            }
        }
        if let Some((most, _)) = self.income_range(me) {
            for count in 1..most {
                out.extend(
                    self.income_merchants(me, count)
                        .map(|merchants| Action::Income { merchants, count: Some(count) }),
                );
            }
        }
    }

    /// Displacements with a piece of this kind: every target paid traders first, then the other
    /// ways to pay (more merchants), which exist only while the personal supply holds both kinds.
    pub(crate) fn displace_choices(&self, me: u8, merchant: bool, out: &mut Vec<Action>) {
        let start = out.len();
        out.extend(self.displace_targets(me, merchant).map(|space| Action::Displace {
            space,
            merchant,
            pay_merchants: None,
        }));
        let end = out.len();
        if self.players[usize::from(me)].personal[1] <= u8::from(merchant) {
            return;
        }
        for i in start..end {
            let Action::Displace { space, .. } = out[i] else { continue };
            let range = self.pay_range(me, space, merchant);
            for k in range.start() + 1..=*range.end() {
                out.push(Action::Displace { space, merchant, pay_merchants: Some(k) });
            }
        }
    }

    /// Move action, one piece a move (`move r3.1 r6`): every own piece to every other route it
    /// may go to.
    fn move_one_lines(&self, me: u8, out: &mut Vec<Action>) {
        let routes = self.board().routes.len() as u8;
        for (from, &p) in self.spaces.iter().enumerate() {
            if p == 0 || owner(p) != me {
                continue;
            }
            for route in 0..routes {
                if let Some(to) = self.move_spot(from, route) {
                    out.push(Action::RelocateFrom { from: from as u8, to: to as u8 });
                }
            }
        }
    }

    /// Spaces `me` may place a piece of this kind on: those `place` takes (`can_place`).
    pub(crate) fn place_spots(&self, me: u8, merchant: bool) -> impl Iterator<Item = u8> + '_ {
        (0..self.spaces.len() as u8).filter(move |&s| self.can_place(me, s, merchant).is_ok())
    }

    /// The choices of a sea route's bonus (besides `done`).
    fn perk_choices(&self, me: u8, perk: Perk, left: u8, pieces: [u8; 2], out: &mut Vec<Action>) {
        let p = &self.players[usize::from(me)];
        match perk {
            Perk::UpgradePrivilegium if p.level(Ability::Privilegium) < Ability::Privilegium.max_level() => {
                out.push(Action::PerkUpgrade);
            }
            Perk::GreenOffice => {
                for (c, city) in self.board().cities.iter().enumerate() {
                    for merchant in [false, true] {
                        if city.green && p.personal[usize::from(merchant)] > 0 {
                            out.push(Action::PerkOffice { city: c as u8, merchant });
                        }
                    }
                }
            }
            Perk::PlaceFromRoute2 | Perk::PlaceWalesScotland2 if left > 0 => {
                match self.perk_source(me, perk, pieces) {
                    ExtraSource::General(kinds) | ExtraSource::Personal(kinds) => {
                        for merchant in [false, true] {
                            if kinds[usize::from(merchant)] {
                                out.extend(
                                    self.perk_spots(perk, merchant)
                                        .map(|space| Action::Relocate { space, merchant }),
                                );
                            }
                        }
                    }
                    ExtraSource::Board => {
                        for (from, &q) in self.spaces.iter().enumerate() {
                            if q != 0 && owner(q) == me {
                                out.extend(
                                    self.perk_spots(perk, is_merchant(q))
                                        .filter(|&to| to as usize != from)
                                        .map(|to| Action::RelocateFrom { from: from as u8, to }),
                                );
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Opposing pieces `me` may displace with a piece of this kind: those `displace` takes
    /// (`can_displace`).
    pub(crate) fn displace_targets(&self, me: u8, merchant: bool) -> impl Iterator<Item = u8> + '_ {
        (0..self.spaces.len() as u8).filter(move |&s| self.can_displace(me, s, merchant).is_ok())
    }

    /// Whether a move action could move anything.
    pub(crate) fn can_start_move(&self, me: u8) -> bool {
        let liber = self.players[usize::from(me)].value(Ability::LiberSophiae);
        self.move_targets(me).next().is_some() || self.can_swap(me, liber)
    }

    /// Bonus tokens `me` may use now (Actions phase only; Extra office is used while claiming).
    pub(crate) fn token_uses(&self, me: u8) -> Vec<TokenUse> {
        let p = &self.players[usize::from(me)];
        let mut out = Vec::new();
        if p.tokens.is_empty() {
            return out;
        }
        let has = |t: Token| p.tokens.contains(&t);
        if has(Token::Actions3) {
            out.push(TokenUse::Actions3);
        }
        if has(Token::Actions4) {
            out.push(TokenUse::Actions4);
        }
        if has(Token::Upgrade) {
            for a in Ability::ALL {
                if p.level(a) < a.max_level() {
                    out.push(TokenUse::Upgrade(a));
                }
            }
        }
        if has(Token::SwapOffices) {
            let ok = |x: u8, y: u8| x != 0 && y != 0 && x != y && (owner(x) == me || owner(y) == me);
            for (c, city) in self.board().cities.iter().enumerate() {
                if city.green {
                    for i in 0..self.swap_slots(c as u8).saturating_sub(1) {
                        if ok(self.swap_piece(c as u8, i), self.swap_piece(c as u8, i + 1)) {
                            out.push(TokenUse::Swap { city: c as u8, slot: i as u8 });
                        }
                    }
                    continue;
                }
                let slots = &self.offices[self.city_slots(c as u8)];
                for i in 0..slots.len().saturating_sub(1) {
                    if ok(slots[i], slots[i + 1]) {
                        out.push(TokenUse::Swap { city: c as u8, slot: i as u8 });
                    }
                }
            }
        }
        let opposing = || self.spaces.iter().any(|&q| q != 0 && owner(q) != me);
        if has(Token::Remove3) && opposing() {
            out.push(TokenUse::Remove);
        }
        if has(Token::Move3) && opposing() && self.has_free_space() {
            out.push(TokenUse::Move);
        }
        out
    }

    fn use_token(&mut self, me: u8, u: TokenUse, log: &mut Log) -> Result<(), RuleError> {
        if !self.token_uses(me).contains(&u) {
            let p = &self.players[usize::from(me)];
            if p.tokens.is_empty() {
                return Err(RuleError::NoToken);
            }
            return Err(RuleError::TokenNow);
        }
        let token = match u {
            TokenUse::Swap { .. } => Token::SwapOffices,
            TokenUse::Upgrade(_) => Token::Upgrade,
            TokenUse::Actions3 => Token::Actions3,
            TokenUse::Actions4 => Token::Actions4,
            TokenUse::Remove => Token::Remove3,
            TokenUse::Move => Token::Move3,
        };
        let p = &mut self.players[usize::from(me)];
        p.tokens.take(token);
        p.used.push(token);
        log.public(|| text!("hansa-ev-use-token", who = who(me), token = token.text()));
        match u {
            TokenUse::Swap { city, slot } => {
                self.swap_offices(city, usize::from(slot));
                log.public(|| {
                    text!(
                        "hansa-ev-swap-offices",
                        first = slot + 1,
                        second = slot + 2,
                        city = self.board().cities[usize::from(city)].text()
                    )
                });
            }
            TokenUse::Upgrade(a) => self.upgrade(me, a, log),
            TokenUse::Actions3 => self.bonus_actions += 3,
            TokenUse::Actions4 => self.bonus_actions += 4,
            TokenUse::Remove => self.phase = Phase::Removing { left: 3 },
            TokenUse::Move => self.phase = Phase::Shifting { left: 3, lifted: None },
        }
        Ok(())
    }

    /// Applies an action in place. Every refusal comes before the first change, so on error the
    /// state is unchanged (`apply` and `advance` both rely on it: neither copies the state).
    pub(crate) fn apply_in_place(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Some(active) = self.active_seat() else { return Err(RuleError::GameOver) };
        if active != seat {
            return Err(RuleError::NotYourTurn { active });
        }
        let me = seat.0;
        if !self.in_range(action) {
            return Err(RuleError::OutOfRange);
        }
        if matches!(self.phase, Phase::Placing { .. } | Phase::Displacing { .. }) && *action != Action::Back {
            // A game saved between the old two steps of a placement: the move goes on from the
            // action phase (a copy, so that a refusal leaves this state as it was).
            let mut next = self.clone();
            next.phase = Phase::Actions;
            next.apply_in_place(seat, action, log)?;
            *self = next;
            return Ok(());
        }
        match (&self.phase, action) {
            (Phase::Actions, Action::End) => log.public(|| text!("hansa-ev-end-turn", who = who(me))),
            (Phase::Actions, Action::Favour { tile, tokens }) => self.take_favour(me, *tile, *tokens, log)?,
            (Phase::Actions, Action::Token(u)) => self.use_token(me, *u, log)?,
            (Phase::Actions, Action::Pick { .. }) => {
                return Err(RuleError::MoveSteps);
            }
            (Phase::Actions, _) if self.actions_left() == 0 => {
                return Err(RuleError::NoActionLeft);
            }
            (Phase::Actions, Action::Place { space, merchant }) => self.place(me, *space, *merchant, log)?,
            (Phase::Actions, Action::Displace { space, merchant, pay_merchants }) => {
                self.displace(me, *space, *merchant, *pay_merchants, log)?;
            }
            (Phase::Actions, Action::Income { merchants, count }) => {
                self.income(me, *merchants, *count, log)?;
            }
            // Replayed from old logs only (see `Action::PlaceKind`).
            (Phase::Actions, Action::PlaceKind { merchant }) => {
                if self.players[usize::from(me)].personal[usize::from(*merchant)] == 0 {
                    return Err(RuleError::NoneInSupply { merchant: *merchant });
                }
                if self.place_spots(me, *merchant).next().is_none() {
                    return Err(RuleError::NoFreeSpace);
                }
                self.phase = Phase::Placing { merchant: *merchant };
            }
            (Phase::Actions, Action::DisplaceWith { merchant }) => {
                if self.players[usize::from(me)].personal[usize::from(*merchant)] == 0 {
                    return Err(RuleError::NoneInSupply { merchant: *merchant });
                }
                if self.displace_targets(me, *merchant).next().is_none() {
                    return Err(RuleError::CannotDisplace);
                }
                self.phase = Phase::Displacing { merchant: *merchant };
            }
            (Phase::Actions, Action::Move) => {
                if !self.can_start_move(me) {
                    return Err(RuleError::NothingMoves);
                }
                self.actions_used += 1;
                let left = self.players[usize::from(me)].value(Ability::LiberSophiae);
                self.phase = Phase::Moving { left, target: None };
                log.public(|| text!("hansa-ev-move", who = who(me), left = left));
            }
            (Phase::Placing { .. } | Phase::Displacing { .. }, Action::Back) => self.phase = Phase::Actions,
            (Phase::Moving { .. } | Phase::Shifting { .. }, Action::Pick { space }) => {
                self.pick(me, *space, log)?
            }
            // `Target`, and `Pick` and `Back` while moving, are replayed from old logs only.
            (Phase::Moving { .. }, Action::Target { route }) => self.target(me, *route, log)?,
            (Phase::Moving { .. }, Action::RelocateFrom { from, to }) => self.move_to(me, *from, *to, log)?,
            (Phase::Moving { left, target: Some(_) }, Action::Back) => {
                self.phase = Phase::Moving { left: *left, target: None };
            }
            (Phase::Moving { .. }, Action::Swap { a, b }) => self.swap_pieces(me, *a, *b, log)?,
            (Phase::Shifting { .. }, Action::Drop { space }) => self.drop_piece(me, *space, log)?,
            (Phase::Shifting { lifted: None, .. }, Action::RelocateFrom { from, to }) => {
                self.shift(me, *from, *to, log)?;
            }
            (Phase::PerkMove { lifted: None, .. }, Action::RelocateFrom { from, to }) => {
                self.perk_shift(me, *from, *to, log)?;
            }
            (Phase::Moving { .. }, Action::Done) => self.phase = Phase::Actions,
            (Phase::Shifting { lifted: None, .. } | Phase::Removing { .. }, Action::Done) => {
                self.phase = Phase::Actions;
            }
            (Phase::Actions, Action::Claim { route, reward }) => self.claim(me, *route, *reward, log)?,
            (Phase::Removing { .. }, Action::Remove { space }) => self.remove(me, *space, log)?,
            (Phase::Displaced { .. }, Action::Relocate { space, merchant }) => {
                self.relocate(me, *space, *merchant, log)?;
            }
            (Phase::Displaced { .. }, Action::RelocateFrom { from, to }) => {
                self.relocate_from(*from, *to, log)?
            }
            (Phase::Displaced { victim, pending: 0, .. }, Action::Done) => {
                let victim = *victim;
                self.phase = Phase::Actions;
                log.public(|| text!("hansa-ev-no-more", who = who(victim)));
            }
            (Phase::NeutralOffice { route }, Action::NeutralOffice { city }) => {
                let route = *route;
                if !self.board().routes[usize::from(route)].cities.contains(city) || self.city_full(*city) {
                    return Err(RuleError::NeutralCity);
                }
                self.phase = Phase::Actions;
                self.neutral_office(route, Some(*city), log);
            }
            (Phase::PlaceTokens, Action::Bonus { route }) => self.place_token(*route, log)?,
            (Phase::Perk { .. }, Action::PerkUpgrade) => self.perk_upgrade(me, log)?,
            (Phase::Perk { .. }, Action::PerkOffice { city, merchant }) => {
                self.perk_office(me, *city, *merchant, log)?;
            }
            (Phase::Perk { .. }, Action::Relocate { space, merchant }) => {
                self.perk_place(me, *space, *merchant, log)?;
            }
            (Phase::Perk { .. }, Action::RelocateFrom { from, to }) => {
                self.perk_place_from(me, *from, *to, log)?
            }
            (Phase::Perk { .. }, Action::Done) => self.finish_perk(),
            (Phase::PerkMove { .. }, Action::Pick { space }) => self.perk_pick(*space)?,
            (Phase::PerkMove { .. }, Action::Drop { space }) => self.perk_drop(me, *space, log)?,
            (Phase::PerkMove { lifted: None, .. }, Action::Done) => self.phase = Phase::Actions,
            (phase, _) => return Err(RuleError::WrongPhase { phase: phase.clone() }),
        }
        if !matches!(action, Action::Favour { .. }) && seat.0 == self.current {
            self.fresh = false;
        }
        self.idle_steps = if action.changes_nothing() { self.idle_steps.saturating_add(1) } else { 0 };
        if matches!(action, Action::End | Action::Favour { .. }) {
            self.phase = if self.to_place.is_empty() { Phase::Actions } else { Phase::PlaceTokens };
            if self.to_place.is_empty() {
                self.next_turn(log);
            }
        }
        self.settle(log);
        Ok(())
    }

    /// Whether every id in the action exists on this map.
    fn in_range(&self, action: &Action) -> bool {
        let b = self.board();
        let s = |x: &u8| usize::from(*x) < b.space_count();
        let r = |x: &u8| usize::from(*x) < b.routes.len();
        let c = |x: &u8| usize::from(*x) < b.cities.len();
        match action {
            Action::Place { space, .. }
            | Action::Displace { space, .. }
            | Action::Pick { space }
            | Action::Drop { space }
            | Action::Relocate { space, .. }
            | Action::Remove { space } => s(space),
            Action::RelocateFrom { from, to } => s(from) && s(to),
            Action::Swap { a, b } => s(a) && s(b),
            Action::Target { route } | Action::Bonus { route } => r(route),
            Action::Claim { route, reward } => {
                r(route)
                    && match reward {
                        Reward::Office { city } | Reward::ExtraOffice { city } => c(city),
                        Reward::Special { field } => usize::from(*field) < self.special.len(),
                        _ => true,
                    }
            }
            Action::NeutralOffice { city } => c(city),
            Action::Token(TokenUse::Swap { city, slot }) => {
                c(city) && usize::from(*slot) + 1 < self.swap_slots(*city)
            }
            _ => true,
        }
    }

    /// Bookkeeping after every action: finished sub-steps, neutral routes, the end of the game and
    /// the end of the turn.
    fn settle(&mut self, log: &mut Log) {
        loop {
            match self.phase {
                Phase::Moving { left: 0, .. }
                | Phase::Shifting { left: 0, lifted: None }
                | Phase::Removing { left: 0 }
                | Phase::PerkMove { left: 0, lifted: None } => self.phase = Phase::Actions,
                Phase::Perk { perk: Perk::PlaceFromRoute2 | Perk::PlaceWalesScotland2, left: 0, .. } => {
                    self.finish_perk()
                }
                Phase::Removing { .. }
                    if !self.spaces.iter().any(|&q| q != 0 && owner(q) != self.current) =>
                {
                    self.phase = Phase::Actions;
                }
                Phase::Moving { left, target: None }
                    if self.move_targets(self.current).next().is_none()
                        && !self.can_swap(self.current, left) =>
                {
                    self.phase = Phase::Actions;
                }
                Phase::Displaced { victim, origin, pending, extras } => {
                    let ring_empty = if pending != 0 {
                        self.ring(origin, is_merchant(pending)).is_empty()
                    } else {
                        self.ring(origin, false).is_empty() && self.ring(origin, true).is_empty()
                    };
                    if pending != 0 && ring_empty {
                        // Nowhere on the map to put it: back to its owner's personal supply.
                        if victim != NEUTRAL {
                            self.players[usize::from(victim)].personal[usize::from(is_merchant(pending))] +=
                                1;
                        }
                        log.public(|| text!("hansa-ev-displaced-returns", who = who(victim)));
                        self.phase = Phase::Actions;
                    } else if pending == 0
                        && (extras == 0
                            || ring_empty
                            || (self.extra_source(victim) == ExtraSource::Board
                                && !self.spaces.iter().any(|&q| q != 0 && owner(q) == victim)))
                    {
                        self.phase = Phase::Actions;
                    } else {
                        return;
                    }
                }
                Phase::NeutralOffice { route } => {
                    let cities = self.board().routes[usize::from(route)].cities;
                    if cities.iter().all(|&c| self.city_full(c)) {
                        self.phase = Phase::Actions;
                        self.neutral_office(route, None, log);
                    } else {
                        return;
                    }
                }
                Phase::Actions => {
                    if let Some(route) = self.neutral_route() {
                        self.phase = Phase::NeutralOffice { route };
                        continue;
                    }
                    self.check_points(log);
                    if self.ending.is_some() {
                        self.phase = Phase::Over;
                        log.public(|| text!("hansa-ev-game-over"));
                        return;
                    }
                    if self.actions_left() == 0 && self.token_uses(self.current).is_empty() {
                        if self.to_place.is_empty() {
                            self.next_turn(log);
                        } else {
                            self.phase = Phase::PlaceTokens;
                        }
                        continue;
                    }
                    return;
                }
                Phase::PlaceTokens => {
                    if self.to_place.is_empty() {
                        self.next_turn(log);
                    } else if self.token_routes().next().is_none() {
                        let t = self.to_place.remove(0);
                        log.public(|| text!("hansa-ev-token-aside", token = t.text()));
                    } else {
                        return;
                    }
                }
                _ => return,
            }
        }
    }
}

/// What the current phase expects, for error messages and prompts.
#[must_use]
pub fn phase_hint(phase: &Phase) -> Text {
    match phase {
        Phase::Actions | Phase::Placing { .. } | Phase::Displacing { .. } => text!("hansa-hint-actions"),
        Phase::Moving { left, .. } => text!("hansa-hint-moving", left = *left),
        Phase::Shifting { lifted: Some(_), .. } | Phase::PerkMove { lifted: Some(_), .. } => {
            text!("hansa-hint-put-down")
        }
        Phase::Shifting { left, .. } => text!("hansa-hint-shifting", left = *left),
        Phase::Removing { left } => text!("hansa-hint-removing", left = *left),
        Phase::Displaced { pending, .. } if *pending != 0 => text!("hansa-hint-displaced"),
        Phase::Displaced { extras, .. } => text!("hansa-hint-extras", left = *extras),
        Phase::NeutralOffice { .. } => text!("hansa-hint-neutral"),
        Phase::PlaceTokens => text!("hansa-hint-tokens"),
        Phase::Perk { perk, left, .. } => match perk {
            Perk::UpgradePrivilegium => text!("hansa-hint-perk-upgrade"),
            Perk::GreenOffice => text!("hansa-hint-perk-office"),
            _ => text!("hansa-hint-perk-place", perk = perk.effect(), left = *left),
        },
        Phase::PerkMove { left, .. } => text!("hansa-hint-perk-move", left = *left),
        Phase::Over => text!("hansa-hint-over"),
    }
}

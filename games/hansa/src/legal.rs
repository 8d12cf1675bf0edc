//! What the player to act may do now: the candidates the legal list (`Rules::legal_actions`, in
//! `apply.rs`) is built from, by phase (`apply` takes exactly these). Applying an action is in `apply`.

use kontor_engine::{Text, text};

use crate::action::{Action, TokenUse};
use crate::board::{Ability, Perk};
use crate::favour::Favour;
use crate::ids::{RouteId, SpaceId};
use crate::piece::Piece;
use crate::state::{Hansa, Phase, Token};
use crate::turn::ExtraSource;

impl Hansa {
    /// Spaces holding a piece of another colour than `me`'s.
    pub(crate) fn opposing_spaces(&self, me: u8) -> impl Iterator<Item = SpaceId> + '_ {
        SpaceId::all(self.spaces.len()).filter(move |&s| {
            let p = self.spaces[s.index()];
            p.opposes(me)
        })
    }

    /// "Przebieg gry": the actions when one is left, bonus tokens, `end`, favour tiles.
    pub(crate) fn action_phase_choices(&self, me: u8, out: &mut Vec<Action>) {
        if self.actions_left() > 0 {
            self.action_choices(me, out);
        }
        for u in self.token_uses(me) {
            out.push(Action::Token(u));
        }
        out.push(Action::End);
        // After `end`, so that buttons keep it: one per favour tile and token pair.
        for tile in Favour::of(self.favour_display) {
            out.extend(self.favour_pairs(me).into_iter().map(|tokens| Action::Favour { tile, tokens }));
        }
        if self.actions_left() > 0 {
            self.one_line_choices(me, out);
        }
    }

    /// After "Usunięcie Kupca": the displaced piece to each nearest free space, or the extra
    /// pieces from where they come (a supply, or the board when both are empty), and `done`.
    pub(crate) fn displaced_choices(
        &self,
        victim: u8,
        origin: RouteId,
        pending: Piece,
        extras: u8,
        out: &mut Vec<Action>,
    ) {
        if !pending.is_empty() {
            let merchant = pending.is_merchant();
            out.extend(
                self.ring(origin, merchant).into_iter().map(|space| Action::Relocate { space, merchant }),
            );
            return;
        }
        if extras == 0 {
            return;
        }
        let rings = [self.ring(origin, false), self.ring(origin, true)];
        match self.extra_source(victim) {
            ExtraSource::General(kinds) | ExtraSource::Personal(kinds) => {
                for (k, ring) in rings.iter().enumerate() {
                    if kinds[k] {
                        out.extend(ring.iter().map(|&space| Action::Relocate { space, merchant: k == 1 }));
                    }
                }
            }
            ExtraSource::Board => {
                for (from, &p) in SpaceId::all(self.spaces.len()).zip(&self.spaces) {
                    if p.owned_by(victim) {
                        out.extend(
                            rings[p.kind()]
                                .iter()
                                .filter(|&&to| to != from)
                                .map(|&to| Action::RelocateFrom { from, to }),
                        );
                    }
                }
            }
        }
        out.push(Action::Done);
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
        for route in self.board().route_ids() {
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
    pub(crate) fn move_one_lines(&self, me: u8, out: &mut Vec<Action>) {
        for (from, &p) in self.spaces.iter().enumerate() {
            if !p.owned_by(me) {
                continue;
            }
            for route in self.board().route_ids() {
                if let Some(to) = self.move_spot(from, route) {
                    out.push(Action::RelocateFrom {
                        from: SpaceId::from_index(from),
                        to: SpaceId::from_index(to),
                    });
                }
            }
        }
    }

    /// Spaces `me` may place a piece of this kind on: those `place` takes (`can_place`, which is
    /// `is_spot` then `can_place_on_spot`).
    pub(crate) fn place_spots(&self, me: u8, merchant: bool) -> impl Iterator<Item = SpaceId> + '_ {
        SpaceId::all(self.spaces.len()).filter(move |&s| {
            self.is_spot(s.index(), merchant) && self.can_place_on_spot(me, s, merchant).is_ok()
        })
    }

    /// The choices of a sea route's bonus (besides `done`).
    pub(crate) fn perk_choices(&self, me: u8, perk: Perk, left: u8, pieces: [u8; 2], out: &mut Vec<Action>) {
        let p = &self.players[usize::from(me)];
        match perk {
            Perk::UpgradePrivilegium if p.level(Ability::Privilegium) < Ability::Privilegium.max_level() => {
                out.push(Action::PerkUpgrade);
            }
            Perk::GreenOffice => {
                for (c, city) in self.board().city_ids().zip(&self.board().cities) {
                    for merchant in [false, true] {
                        if city.green && p.personal[usize::from(merchant)] > 0 {
                            out.push(Action::PerkOffice { city: c, merchant });
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
                        for (from, &q) in SpaceId::all(self.spaces.len()).zip(&self.spaces) {
                            if q.owned_by(me) {
                                out.extend(
                                    self.perk_spots(perk, q.is_merchant())
                                        .filter(|&to| to != from)
                                        .map(|to| Action::RelocateFrom { from, to }),
                                );
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// Opposing pieces `me` may displace with a piece of this kind: the opposing pieces
    /// (candidates) that `displace` takes (`can_displace`).
    pub(crate) fn displace_targets(&self, me: u8, merchant: bool) -> impl Iterator<Item = SpaceId> + '_ {
        self.opposing_spaces(me).filter(move |&s| self.can_displace(me, s, merchant).is_ok())
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
        let has = |t: Token| p.tokens.contains(t);
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
            let ok = |x: Piece, y: Piece| {
                !x.is_empty() && !y.is_empty() && x != y && (x.owner() == me || y.owner() == me)
            };
            for (c, city) in self.board().city_ids().zip(&self.board().cities) {
                if city.green {
                    for i in 0..self.swap_slots(c).saturating_sub(1) {
                        if ok(self.swap_piece(c, i), self.swap_piece(c, i + 1)) {
                            out.push(TokenUse::Swap { city: c, slot: i as u8 });
                        }
                    }
                    continue;
                }
                let slots = &self.offices[self.city_slots(c)];
                for i in 0..slots.len().saturating_sub(1) {
                    if ok(slots[i], slots[i + 1]) {
                        out.push(TokenUse::Swap { city: c, slot: i as u8 });
                    }
                }
            }
        }
        let opposing = || self.spaces.iter().any(|&q| q.opposes(me));
        if has(Token::Remove3) && opposing() {
            out.push(TokenUse::Remove);
        }
        if has(Token::Move3) && opposing() && self.has_free_space() {
            out.push(TokenUse::Move);
        }
        out
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
        Phase::Displaced { pending, .. } if !pending.is_empty() => text!("hansa-hint-displaced"),
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

//! "Dołożenie Kupca" and "Usunięcie Kupca" (actions B and C): a piece put on a free space, or on
//! a rival's, which the placing player pays for with pieces of their choice.

use kontor_engine::text;

use super::{kind_word, pay_text, who};
use crate::ids::SpaceId;
use crate::piece::Piece;
use crate::refusal::RuleError;
use crate::state::{Hansa, Log, Phase};

impl Hansa {
    pub(crate) fn has_free_space(&self) -> bool {
        self.spaces.contains(&Piece::EMPTY)
    }

    /// Displacement: how many of the pieces it costs may be merchants (the rest are traders), after
    /// the displacing piece of this kind has left the personal supply. The start of the range is
    /// the default, traders first.
    pub(crate) fn pay_range(&self, seat: u8, space: SpaceId, merchant: bool) -> std::ops::RangeInclusive<u8> {
        let p = &self.players[usize::from(seat)];
        let cost = Self::displace_cost(self.spaces[space.index()]);
        let traders = p.personal[0].saturating_sub(u8::from(!merchant));
        let merchants = p.personal[1].saturating_sub(u8::from(merchant));
        cost.saturating_sub(traders)..=cost.min(merchants)
    }

    /// Pieces a displacement costs on top of the placed piece.
    pub(crate) fn displace_cost(target: Piece) -> u8 {
        if target.is_merchant() { 2 } else { 1 }
    }

    /// Whether `seat` may displace the piece on `space` with a piece of this kind (action C): an
    /// opposing piece, a piece of the kind in the personal supply and the pieces the displacement
    /// costs, a space that takes the kind, and on Britannia the permission. The legal list and
    /// `displace` both ask this; it builds no text.
    pub(crate) fn can_displace(&self, seat: u8, space: SpaceId, merchant: bool) -> Result<(), RuleError> {
        let Some(&target) = self.spaces.get(space.index()) else {
            return Err(RuleError::NoSuchSpace);
        };
        if target.is_empty() {
            return Err(RuleError::SpaceEmpty { space: self.board().space_name(space) });
        }
        if target.owner() == seat {
            return Err(RuleError::OwnPiece);
        }
        let p = &self.players[usize::from(seat)];
        if p.personal[usize::from(merchant)] == 0 {
            return Err(RuleError::NoneInSupply { merchant });
        }
        let cost = Self::displace_cost(target);
        if p.supply_total() < 1 + cost {
            let have = p.supply_total();
            return Err(RuleError::DisplaceCost { target_merchant: target.is_merchant(), cost, have });
        }
        if !self.board().accepts(space.index(), merchant) {
            return Err(RuleError::ShipSpace { space: self.board().space_name(space) });
        }
        self.permit(seat, space.index())?;
        Ok(())
    }

    /// Whether `seat` may place a piece of this kind on `space` (action B): the first free space
    /// of its type on its route that takes the kind, a piece of the kind in the personal supply,
    /// and on Britannia the permission. The legal list and `place` both ask this.
    pub(crate) fn can_place(&self, seat: u8, space: SpaceId, merchant: bool) -> Result<(), RuleError> {
        let s = space.index();
        match self.spaces.get(s) {
            None => return Err(RuleError::NoSuchSpace),
            Some(&Piece::EMPTY) if self.is_spot(s, merchant) => {}
            Some(&Piece::EMPTY) if !self.board().accepts(s, merchant) => {
                return Err(RuleError::ShipSpace { space: self.board().space_name(space) });
            }
            Some(&Piece::EMPTY) => return Err(RuleError::FirstFree),
            Some(_) => return Err(RuleError::Occupied { space: self.board().space_name(space) }),
        }
        self.can_place_on_spot(seat, space, merchant)
    }

    /// The rest of `can_place` once the space takes the piece (`is_spot`): a piece of the kind in
    /// the personal supply, and on Britannia the permission.
    pub(crate) fn can_place_on_spot(
        &self,
        seat: u8,
        space: SpaceId,
        merchant: bool,
    ) -> Result<(), RuleError> {
        if self.players[usize::from(seat)].personal[usize::from(merchant)] == 0 {
            return Err(RuleError::NoneInSupply { merchant });
        }
        self.permit(seat, space.index())?;
        Ok(())
    }

    pub(crate) fn place(
        &mut self,
        seat: u8,
        space: SpaceId,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        self.can_place(seat, space, merchant)?;
        self.use_permit(seat, space.index(), log);
        self.players[usize::from(seat)].personal[usize::from(merchant)] -= 1;
        self.spaces[space.index()] = Piece::new(seat, merchant);
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
        space: SpaceId,
        merchant: bool,
        pay_merchants: Option<u8>,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        self.can_displace(seat, space, merchant)?;
        let range = self.pay_range(seat, space, merchant);
        let paid = match pay_merchants {
            None => *range.start(),
            Some(k) if k > *range.start() && range.contains(&k) => k,
            Some(_) => {
                let cost = Self::displace_cost(self.spaces[space.index()]);
                return Err(RuleError::PayOptions { cost, merchants: (*range.start(), *range.end()) });
            }
        };
        self.use_permit(seat, space.index(), log);
        let target = self.spaces[space.index()];
        let cost = Self::displace_cost(target);
        let p = &mut self.players[usize::from(seat)];
        p.personal[usize::from(merchant)] -= 1;
        p.personal[0] -= cost - paid;
        p.general[0] += cost - paid;
        p.personal[1] -= paid;
        p.general[1] += paid;
        self.spaces[space.index()] = Piece::new(seat, merchant);
        self.actions_used += 1;
        let victim = target.owner();
        let origin = self.board().space_route[space.index()];
        let label = self.board().space_label(space);
        let reinforce = !target.is_merchant() && self.favoured(victim, crate::favour::Favour::Reinforce);
        let extras = if reinforce { 2 } else { cost };
        self.phase = Phase::Displaced { victim, origin, pending: target, extras };
        log.public(|| {
            text!(
                "hansa-ev-displace",
                who = who(seat),
                owner = who(victim),
                target = kind_word(target.is_merchant()),
                space = label,
                kind = kind_word(merchant),
                paid = pay_text(cost - paid, paid),
                decider = who(self.decider_for(victim)),
                extra = extras
            )
        });
        Ok(())
    }
}

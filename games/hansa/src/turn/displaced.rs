//! After "Usunięcie Kupca": the displaced player puts the piece and the extra pieces on the nearest
//! routes, taking the extras from the general supply, then the personal supply, then the board.

use kontor_engine::text;

use crate::ids::SpaceName;

use super::{kind_word, who};
use crate::ids::{RouteId, SpaceId};
use crate::piece::{Piece, is_neutral};
use crate::refusal::RuleError;
use crate::state::{Hansa, Log, Phase};

impl Hansa {
    /// Nearest free spaces for a piece of this kind displaced from `origin`: the spaces it may take
    /// on the closest routes (by route adjacency, never the origin route itself) that have one; on
    /// Britannia only routes of the origin's country or England count.
    pub(crate) fn ring(&self, origin: RouteId, merchant: bool) -> Vec<SpaceId> {
        let b = self.board();
        let dist = &b.route_distance[origin.index()];
        let anywhere = matches!(self.phase, Phase::Displaced { victim, .. }
            if self.favoured(victim, crate::favour::Favour::Anywhere));
        let allowed = |r: RouteId| r != origin && self.country_ok(origin, r, false);
        let spots = |r: RouteId| self.route_spaces(r).filter(move |&s| self.is_spot(s, merchant));
        let mut best = u8::MAX;
        if anywhere {
            return b.route_ids().filter(|&r| allowed(r)).flat_map(spots).map(SpaceId::from_index).collect();
        }
        for (r, &d) in b.route_ids().zip(dist) {
            if d <= best && allowed(r) && spots(r).next().is_some() {
                best = d;
            }
        }
        if best == u8::MAX {
            return Vec::new();
        }
        let mut out = Vec::new();
        for (r, &d) in b.route_ids().zip(dist) {
            if d == best && allowed(r) {
                out.extend(spots(r).map(SpaceId::from_index));
            }
        }
        out
    }

    /// Where the displaced player's next extra piece comes from.
    pub(crate) fn extra_source(&self, victim: u8) -> ExtraSource {
        if is_neutral(victim) {
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

    /// The displaced piece, or an extra piece of this kind, goes on a nearest free space.
    pub(crate) fn relocate(
        &mut self,
        space: SpaceId,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Displaced { victim, origin, pending, extras } = self.phase else {
            return Err(RuleError::NothingRelocated);
        };
        if !self.ring(origin, merchant).contains(&space) {
            return Err(RuleError::NotNearest {
                space: self.board().space_name(space),
                merchant,
                nearest: self.ring_names(origin, merchant),
            });
        }
        if !pending.is_empty() {
            self.relocate_pending(victim, pending, space, merchant, log)
        } else {
            self.relocate_extra(victim, extras, space, merchant, log)
        }
    }

    /// The displaced piece itself goes on `space` (it must be named with its own kind).
    fn relocate_pending(
        &mut self,
        victim: u8,
        pending: Piece,
        space: SpaceId,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        if pending.is_merchant() != merchant {
            return Err(RuleError::DisplacedKind { merchant: pending.is_merchant() });
        }
        self.spaces[space.index()] = pending;
        if let Phase::Displaced { pending, .. } = &mut self.phase {
            *pending = Piece::EMPTY;
        }
        let label = self.board().space_label(space);
        log.public(|| {
            text!("hansa-ev-relocate", who = who(victim), kind = kind_word(merchant), space = label.as_str())
        });
        Ok(())
    }

    /// An extra piece of this kind goes on `space`, from the general supply, else the personal one.
    fn relocate_extra(
        &mut self,
        victim: u8,
        extras: u8,
        space: SpaceId,
        merchant: bool,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        if extras == 0 {
            return Err(RuleError::NoExtraLeft);
        }
        let source = self.extra_source(victim);
        if source == ExtraSource::Board {
            return Err(RuleError::SuppliesEmpty);
        }
        let from = self.take_extra(victim, source, merchant).ok_or(RuleError::NoKindToTake { merchant })?;
        if let Phase::Displaced { extras, .. } = &mut self.phase {
            *extras -= 1;
        }
        self.put_extra(victim, space, merchant, from, log);
        Ok(())
    }

    /// Takes a piece of this kind for `seat` out of the supply `source` names (the neutral
    /// colour's general supply never runs out): the supply's word for the log, or `None` if it
    /// holds no piece of the kind.
    pub(crate) fn take_extra(
        &mut self,
        seat: u8,
        source: ExtraSource,
        merchant: bool,
    ) -> Option<&'static str> {
        let k = usize::from(merchant);
        match source {
            ExtraSource::General(kinds) if kinds[k] => {
                if !is_neutral(seat) {
                    self.players[usize::from(seat)].general[k] -= 1;
                }
                Some("general")
            }
            ExtraSource::Personal(kinds) if kinds[k] => {
                self.players[usize::from(seat)].personal[k] -= 1;
                Some("personal")
            }
            _ => None,
        }
    }

    /// Puts an extra piece of `seat` of this kind, taken `from` a supply (`general`, `personal`,
    /// `route`), on `space` and logs it.
    pub(crate) fn put_extra(
        &mut self,
        seat: u8,
        space: SpaceId,
        merchant: bool,
        from: &'static str,
        log: &mut Log,
    ) {
        self.spaces[space.index()] = Piece::new(seat, merchant);
        let label = self.board().space_label(space);
        log.public(|| {
            text!(
                "hansa-ev-relocate-extra",
                who = who(seat),
                kind = kind_word(merchant),
                from = from,
                space = label
            )
        });
    }

    pub(crate) fn relocate_from(
        &mut self,
        from: SpaceId,
        to: SpaceId,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Displaced { victim, origin, pending, extras } = self.phase else {
            return Err(RuleError::NothingRelocated);
        };
        if !pending.is_empty() || extras == 0 || self.extra_source(victim) != ExtraSource::Board {
            return Err(RuleError::BoardOnlyWhenEmpty);
        }
        let p = self.spaces.get(from.index()).copied().unwrap_or(Piece::EMPTY);
        if !p.owned_by(victim) || from == to {
            return Err(RuleError::MoveOwnPiece);
        }
        if !self.ring(origin, p.is_merchant()).contains(&to) {
            return Err(RuleError::Nearest { nearest: self.ring_names(origin, p.is_merchant()) });
        }
        self.move_piece(victim, from, to, false, log);
        self.phase = Phase::Displaced { victim, origin, pending: Piece::EMPTY, extras: extras - 1 };
        Ok(())
    }

    /// The nearest free spaces for a displaced piece of this kind, as players name them.
    pub(crate) fn ring_names(&self, origin: RouteId, merchant: bool) -> Vec<SpaceName> {
        let b = self.board();
        self.ring(origin, merchant).into_iter().map(|s| b.space_name(s)).collect()
    }
}

/// Where a displaced player's extra pieces come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExtraSource {
    General([bool; 2]),
    Personal([bool; 2]),
    Board,
}

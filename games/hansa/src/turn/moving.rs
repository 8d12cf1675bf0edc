//! "Przemieszczenie Kupców" (action D): own pieces moved to other routes or a trader and a merchant
//! swapped; and the bonus tokens that move opposing pieces (Move-3) or remove them (Remove-3).

use kontor_engine::text;

use super::{kind_word, who};
use crate::ids::{RouteId, SpaceId};
use crate::piece::{Piece, is_neutral};
use crate::refusal::RuleError;
use crate::state::{Hansa, Log, Phase};

impl Hansa {
    /// Free spaces the piece on `from` may be moved to by the Move-3 token (an opposing piece) or a
    /// sea route's "move 2 of anyone": the first free space of its type on every other route (on
    /// Britannia within its country).
    pub(crate) fn drop_targets(&self, from: SpaceId) -> impl Iterator<Item = SpaceId> + '_ {
        let b = self.board();
        let home = b.space_route[from.index()];
        let merchant = self.spaces[from.index()].is_merchant();
        (0..self.spaces.len())
            .filter(move |&s| {
                b.space_route[s] != home
                    && self.is_spot(s, merchant)
                    && self.country_ok(home, b.space_route[s], true)
            })
            .map(SpaceId::from_index)
    }

    /// Where a piece of `me` on `from` goes when moved to `route` (Liber Sophiae), if it may.
    pub(crate) fn move_spot(&self, from: usize, route: RouteId) -> Option<usize> {
        let b = self.board();
        let home = b.space_route[from];
        if home == route || !self.country_ok(home, route, false) {
            return None;
        }
        self.route_spot(route, self.spaces[from].is_merchant())
    }

    /// Move action: routes `me` may bring pieces to (a free space and a piece of `me` elsewhere).
    pub(crate) fn move_targets(&self, me: u8) -> impl Iterator<Item = RouteId> + '_ {
        let b = self.board();
        let mut own = [0u8; 64];
        let mut free = [false; 64];
        let mut mine = 0u8;
        for (s, &q) in self.spaces.iter().enumerate() {
            let r = b.space_route[s].index();
            if q.is_empty() {
                free[r] = true;
            } else if q.owner() == me {
                own[r] += 1;
                mine += 1;
            }
        }
        let plain = b.plain;
        b.route_ids().filter(move |&r| {
            if plain {
                return free[r.index()] && own[r.index()] < mine;
            }
            free[r.index()]
                && self
                    .spaces
                    .iter()
                    .enumerate()
                    .any(|(s, &q)| q.owned_by(me) && self.move_spot(s, r).is_some())
        })
    }

    /// Whether any own trader/merchant pair may swap places.
    pub(crate) fn can_swap(&self, me: u8, left: u8) -> bool {
        if !self.board().plain {
            return !self.swaps(me, left).is_empty();
        }
        left >= 2
            && self.spaces.iter().any(|&q| q.owned_by(me) && !q.is_merchant())
            && self.spaces.iter().any(|&q| q.owned_by(me) && q.is_merchant())
    }

    /// Move action: own trader/merchant pairs that may swap places (2 moves).
    pub(crate) fn swaps(&self, me: u8, left: u8) -> Vec<(SpaceId, SpaceId)> {
        if left < 2 {
            return Vec::new();
        }
        let mut traders = Vec::new();
        let mut merchants = Vec::new();
        for (s, &q) in self.spaces.iter().enumerate() {
            if q.owned_by(me) {
                if q.is_merchant() {
                    merchants.push(SpaceId::from_index(s))
                } else {
                    traders.push(SpaceId::from_index(s))
                }
            }
        }
        let mut out = Vec::with_capacity(traders.len() * merchants.len());
        let bd = self.board();
        for &a in &traders {
            for &b in &merchants {
                let (ra, rb) = (bd.space_route[a.index()], bd.space_route[b.index()]);
                if bd.plain
                    || (bd.accepts(b.index(), false)
                        && self.country_ok(ra, rb, false)
                        && self.country_ok(rb, ra, false))
                {
                    out.push((a, b));
                }
            }
        }
        out
    }

    /// Move action: brings an own piece to the target route; Move-3 token: picks up an opposing piece.
    pub(crate) fn pick(&mut self, seat: u8, space: SpaceId, log: &mut Log) -> Result<(), RuleError> {
        let p = self.spaces.get(space.index()).copied().unwrap_or(Piece::EMPTY);
        let b = self.board();
        match self.phase {
            Phase::Moving { left, target: Some(route) } => {
                if !p.owned_by(seat) {
                    return Err(RuleError::NotYours { space: b.space_name(space) });
                }
                if b.space_route[space.index()] == route {
                    return Err(RuleError::AlreadyOn { route });
                }
                let Some(to) = self.move_spot(space.index(), route) else {
                    return Err(RuleError::CannotGo { route });
                };
                self.move_step(seat, space, SpaceId::from_index(to), left, log);
                Ok(())
            }
            Phase::Moving { target: None, .. } => Err(RuleError::RouteFirst),
            Phase::Shifting { left, lifted: None } => {
                if !p.opposes(seat) {
                    return Err(RuleError::NoOpposing { space: b.space_name(space) });
                }
                if self.drop_targets(space).next().is_none() {
                    return Err(RuleError::NowhereToMove);
                }
                self.phase = Phase::Shifting { left, lifted: Some(space) };
                Ok(())
            }
            _ => Err(RuleError::AlreadyMoving),
        }
    }

    /// Move action: chooses the route the next pieces go to.
    pub(crate) fn target(&mut self, seat: u8, route: RouteId, _log: &mut Log) -> Result<(), RuleError> {
        let Phase::Moving { left, target } = self.phase else {
            return Err(RuleError::NoMove);
        };
        if let Some(r) = target {
            return Err(RuleError::BringingTo { route: r, other: route });
        }
        if !self.move_targets(seat).any(|r| r == route) {
            return Err(RuleError::RouteNoRoom { route });
        }
        self.phase = Phase::Moving { left, target: Some(route) };
        Ok(())
    }

    /// Move action, one piece a move (`move r3.1 r6`): an own piece to the first free space of its
    /// type on another route. Pieces may go to one or more routes ("na 1 lub więcej szlakach
    /// handlowych"), each move naming its own.
    pub(crate) fn move_to(
        &mut self,
        seat: u8,
        from: SpaceId,
        to: SpaceId,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Moving { left, .. } = self.phase else {
            return Err(RuleError::NoMove);
        };
        let b = self.board();
        let p = self.spaces.get(from.index()).copied().unwrap_or(Piece::EMPTY);
        if !p.owned_by(seat) {
            return Err(RuleError::NotYours { space: b.space_name(from) });
        }
        let route = b.space_route[to.index()];
        match self.move_spot(from.index(), route) {
            Some(s) if s == to.index() => {}
            Some(s) => {
                return Err(RuleError::MoveTakes { route, space: b.space_name(SpaceId::from_index(s)) });
            }
            None => return Err(RuleError::CannotGo { route }),
        }
        self.move_step(seat, from, to, left, log);
        Ok(())
    }

    /// One piece of a move action goes from `from` to `to`; the action goes on with that route
    /// as its target until the route is full.
    fn move_step(&mut self, seat: u8, from: SpaceId, to: SpaceId, left: u8, log: &mut Log) {
        let route = self.board().space_route[to.index()];
        self.move_piece(seat, from, to, false, log);
        let full = !self.spaces[self.route_spaces(route)].contains(&Piece::EMPTY);
        self.phase = Phase::Moving { left: left - 1, target: if full { None } else { Some(route) } };
    }

    /// Moves the piece on `from` to the free space `to` for `seat` and logs it: as `seat`'s own
    /// piece (the move action, a piece taken from the board), or with `anyones` as anyone's piece,
    /// naming its owner (the Move-3 token, a sea route's "move 2 of anyone").
    pub(crate) fn move_piece(&mut self, seat: u8, from: SpaceId, to: SpaceId, anyones: bool, log: &mut Log) {
        let p = std::mem::replace(&mut self.spaces[from.index()], Piece::EMPTY);
        self.spaces[to.index()] = p;
        let b = self.board();
        log.public(|| {
            let t = if anyones {
                text!("hansa-ev-move-opposing", who = who(seat), owner = who(p.owner()))
            } else {
                text!("hansa-ev-move-piece", who = who(seat))
            };
            t.arg("kind", kind_word(p.is_merchant()))
                .arg("from", b.space_label(from))
                .arg("to", b.space_label(to))
        });
    }

    pub(crate) fn swap_pieces(
        &mut self,
        seat: u8,
        a: SpaceId,
        b: SpaceId,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Moving { left, target } = self.phase else {
            return Err(RuleError::NoMove);
        };
        if !self.swaps(seat, left).contains(&(a, b)) {
            return Err(RuleError::NoSwap);
        }
        self.spaces.swap(a.index(), b.index());
        // A swap changes no route's number of pieces: the target route stays as it was.
        self.phase = Phase::Moving { left: left - 2, target };
        let bd = self.board();
        log.public(|| text!("hansa-ev-swap", who = who(seat), a = bd.space_label(a), b = bd.space_label(b)));
        Ok(())
    }

    /// Move-3 token, one piece in one step (`move r4.1 r6.1`): the opposing piece on `from` to the
    /// free space `to` of another route. Checks everything before it changes anything.
    pub(crate) fn shift(
        &mut self,
        seat: u8,
        from: SpaceId,
        to: SpaceId,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Shifting { left, lifted: None } = self.phase else {
            return Err(RuleError::AlreadyMoving);
        };
        let p = self.spaces.get(from.index()).copied().unwrap_or(Piece::EMPTY);
        if !p.opposes(seat) {
            return Err(RuleError::NoOpposing { space: self.board().space_name(from) });
        }
        if !self.drop_targets(from).any(|s| s == to) {
            return Err(RuleError::NotFirstFree { space: self.board().space_name(to) });
        }
        self.phase = Phase::Shifting { left, lifted: Some(from) };
        self.drop_piece(seat, to, log)
    }

    /// Move-3 token: puts the picked-up opposing piece down (a game saved between the old two
    /// steps, `Pick` and `Drop`).
    pub(crate) fn drop_piece(&mut self, seat: u8, space: SpaceId, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Shifting { left, lifted: Some(from) } = self.phase else {
            return Err(RuleError::NothingPicked);
        };
        if !self.drop_targets(from).any(|s| s == space) {
            return Err(RuleError::NotFirstFree { space: self.board().space_name(space) });
        }
        self.move_piece(seat, from, space, true, log);
        self.phase = Phase::Shifting { left: left - 1, lifted: None };
        Ok(())
    }

    pub(crate) fn remove(&mut self, seat: u8, space: SpaceId, log: &mut Log) -> Result<(), RuleError> {
        let Phase::Removing { left } = self.phase else { return Err(RuleError::NoRemoval) };
        let p = self.spaces.get(space.index()).copied().unwrap_or(Piece::EMPTY);
        if !p.opposes(seat) {
            return Err(RuleError::ChooseOpposing);
        }
        self.spaces[space.index()] = Piece::EMPTY;
        let o = p.owner();
        if !is_neutral(o) {
            self.players[usize::from(o)].personal[p.kind()] += 1;
        }
        self.phase = Phase::Removing { left: left - 1 };
        log.public(|| {
            text!(
                "hansa-ev-remove",
                who = who(seat),
                owner = who(o),
                kind = kind_word(p.is_merchant()),
                space = self.board().space_label(space)
            )
        });
        Ok(())
    }
}

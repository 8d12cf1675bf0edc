//! The candidates of the legal list (`Rules::legal_actions`, in `apply.rs`), filtered by the same
//! `check` that `apply` uses.

use kontor_engine::Seat;

use crate::action::Action;
use crate::data::{self, Colour, TokenEffect, card};
use crate::state::{ElDorado, GATE, Source};

impl ElDorado {
    /// Distinct card kinds in the seat's hand.
    pub(crate) fn hand_kinds(&self, seat: Seat) -> Vec<u8> {
        let mut v = self.players[seat].hand.clone();
        v.dedup();
        v
    }

    pub(crate) fn sources(&self, seat: Seat) -> Vec<Source> {
        let mut v: Vec<Source> = self.hand_kinds(seat).into_iter().map(Source::Card).collect();
        let mut t = self.players[seat].tokens.clone();
        t.dedup();
        v.extend(t.into_iter().map(Source::Token));
        v
    }

    /// The candidates that pass `check`.
    pub(crate) fn checked(&self, seat: Seat, candidates: impl Iterator<Item = Action>) -> Vec<Action> {
        let mut out = Vec::new();
        for a in candidates {
            if self.check(seat, &a).is_ok() {
                out.push(a);
            }
        }
        out
    }

    /// Phase 1: each pawn's moves, blockades and caves, then action cards and tokens, purchases
    /// and `end`.
    pub(crate) fn legal_play(&self, seat: Seat) -> Vec<Action> {
        let sources = self.sources(seat);
        let movers: Vec<Source> = sources.iter().copied().filter(|&s| moves(s)).collect();
        let mut out = Vec::new();
        for (pawn, &pos) in self.players[seat].pawns.iter().enumerate() {
            if pos != GATE {
                self.pawn_steps(seat, pawn as u8, pos, &movers, &mut out);
            }
        }
        for s in sources.into_iter().filter(|&s| acts(s)) {
            if self.check(seat, &Action::Use(s)).is_ok() {
                out.push(Action::Use(s));
            }
        }
        // `check` for `buy`, with the purse counted once.
        let purse = self.purse(seat);
        for k in card::FIRST_MARKET..card::KINDS {
            if self.check_buy(k, purse).is_ok() {
                out.push(Action::Buy(k));
            }
        }
        out.push(Action::End);
        out
    }

    /// The moves, blockades and caves of the pawn at `pos`, by the strength in play (`None`) or by
    /// each card or token that moves.
    fn pawn_steps(&self, seat: Seat, pawn: u8, pos: u16, movers: &[Source], out: &mut Vec<Action>) {
        let mut push = |a: Action| {
            if self.check(seat, &a).is_ok() {
                out.push(a);
            }
        };
        for to in self.course.neighbours(pos) {
            push(Action::Move { source: None, pawn, to });
            for &s in movers {
                push(Action::Move { source: Some(s), pawn, to });
            }
        }
        for &(border, number) in &self.blockades {
            if self.course.borders[usize::from(border)].near.contains(&pos) {
                push(Action::Blockade { source: None, pawn, number });
                for &s in movers {
                    push(Action::Blockade { source: Some(s), pawn, number });
                }
            }
        }
        if self.caves_variant {
            for &cave in &self.course.caves {
                push(Action::Explore { pawn, cave });
            }
        }
    }
}

/// Whether a card or token may move a pawn (or take a blockade).
fn moves(s: Source) -> bool {
    match s {
        Source::Card(k) => data::kind(k).power > 0 || k == crate::check::native_kind(),
        Source::Token(t) => matches!(data::token(t).effect, TokenEffect::Move(..) | TokenEffect::Native),
    }
}

/// Whether a card or token is played for a special action: purple cards and every token.
fn acts(s: Source) -> bool {
    match s {
        Source::Card(k) => data::kind(k).colour == Colour::Purple,
        Source::Token(_) => true,
    }
}

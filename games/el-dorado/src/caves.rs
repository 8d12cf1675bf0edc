//! The caves variant ("WARIANT Z JASKINIAMI"): exploring a cave next to the space where a pawn's
//! move stopped, and the lock that keeps a pawn from exploring the same cave again until it has
//! stopped away from it.
//!
//! The rulebook: "Aby ponownie eksplorować tę samą jaskinię, pionek musi „odejść" od jaskini
//! (wykonać ruch i zatrzymać się na polu niesąsiadującym z jaskinią). W kolejnej turze może
//! „wrócić" do jaskini i ją eksplorować." A pawn *stops* where one of its movements ends: where
//! the card (or token) that moved it is used up or the player takes any step other than carrying
//! on with that card; spaces passed on the way do not count. So exploring locks the cave for the
//! pawn; when the pawn stops on a space not next to the cave, the lock lifts at the end of that
//! turn, and the pawn may come back and explore it from the next turn on.

use kontor_engine::Seat;

use crate::action::{Action, RuleError};
use crate::data::{BLOCKADES, Terrain};
use crate::state::{ElDorado, GATE};

impl ElDorado {
    pub(crate) fn check_explore(&self, seat: Seat, pawn: u8, cave: u16) -> Result<usize, RuleError> {
        if !self.caves_variant {
            return Err(RuleError::NoCaves);
        }
        let Some(ci) = self.course.caves.iter().position(|&c| c == cave) else {
            return Err(RuleError::NotACave);
        };
        let from = self.pawn_pos(seat, pawn)?;
        if !self.course.adjacent(from, cave) || self.blocked(from, cave) {
            return Err(RuleError::NotAtCave);
        }
        if self.caves[ci].is_empty() {
            return Err(RuleError::CaveEmpty);
        }
        if self.flags.moved & (1 << pawn) == 0 {
            return Err(RuleError::NotStopped);
        }
        if self.players[seat].cave_lock[usize::from(pawn)] & (1 << ci) != 0 {
            return Err(RuleError::LeaveCave);
        }
        Ok(ci)
    }

    /// Whether a checked step carries on with the card in play (the pawn it moves does not stop).
    pub(crate) fn carries_on(&self, action: &Action) -> bool {
        let terrain = match *action {
            Action::Move { source: None, to, .. } => self.course.hex(to).terrain,
            Action::Blockade { source: None, number, .. } => BLOCKADES[usize::from(number - 1)].1,
            _ => return false,
        };
        self.active.is_some() && !matches!(terrain, Terrain::Rubble | Terrain::Basecamp)
    }

    /// Notes where the seat's pawns stand still: every pawn but `moving` (still carrying on with the
    /// card in play) has stopped where it stands, and so has left the locked caves it is not next to.
    pub(crate) fn settle(&mut self, seat: Seat, moving: Option<u8>) {
        let p = &self.players[seat];
        for (pawn, (&pos, &lock)) in p.pawns.iter().zip(&p.cave_lock).enumerate() {
            if lock == 0 || pos == GATE || moving == Some(pawn as u8) {
                continue;
            }
            for (ci, &cave) in self.course.caves.iter().enumerate() {
                if lock & (1 << ci) != 0 && !self.course.adjacent(pos, cave) {
                    self.flags.away[pawn] |= 1 << ci;
                }
            }
        }
    }

    /// End of the turn: caves a pawn stopped away from may be explored again from the next turn.
    pub(crate) fn lift_cave_locks(&mut self, seat: Seat) {
        let p = &mut self.players[seat];
        for (pawn, lock) in p.cave_lock.iter_mut().enumerate() {
            *lock &= !self.flags.away[pawn];
            if p.pawns[pawn] == GATE {
                *lock = 0;
            }
        }
    }
}

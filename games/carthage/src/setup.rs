//! Steps of setting up the table ("Przygotowanie") that `Rules::setup` (in `apply.rs`) deals with:
//! the Market and Farm slots and the start player.

use kontor_engine::Seat;

use crate::card::total;
use crate::state::{Carthage, Player, Slot};

impl Carthage {
    /// Draws up to `n` cards as unreserved slots.
    pub(crate) fn draw_slots(&mut self, n: usize) -> Vec<Slot> {
        (0..n).filter_map(|_| self.draw()).map(|card| Slot { card, reserved_by: None }).collect()
    }

    /// Lowest hand total starts; ties: fewer cards; still tied: drawn at random.
    pub(crate) fn choose_start_player(&mut self) -> Seat {
        let key = |p: &Player| (total(&p.hand), p.hand.len());
        let best = self.players.values().map(key).min().expect("at least two seats");
        let tied: Vec<Seat> = self.players.iter().filter(|(_, p)| key(p) == best).map(|(s, _)| s).collect();
        *self.rng.pick(&tied).expect("someone has the lowest hand")
    }
}

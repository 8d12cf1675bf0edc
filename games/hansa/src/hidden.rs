//! What a seat cannot see, drawn afresh for a bot's decision: the order of the face-down bonus
//! token stack (its contents follow from the tokens shown), the tokens another player drew and has
//! not placed yet, the other players' mission cards, and the random generator. The board, the
//! player boards and the favour tiles are open.

use kontor_engine::{GameRng, Seat};

use crate::missions::CARDS;
use crate::state::{Hansa, Phase};

impl Hansa {
    /// A state `seat` cannot tell from this one (see `Game::determinize`).
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Hansa {
        let mut out = self.clone();
        // The drawer sees its drawn tokens; while it places them, the one being placed is shown.
        let shown = if out.phase == Phase::PlaceTokens { 1 } else { 0 };
        let hidden_drawn = if seat.0 == out.current { 0 } else { out.to_place.len().saturating_sub(shown) };
        let mut unseen = out.pool.clone();
        unseen.extend_from_slice(&out.to_place[out.to_place.len() - hidden_drawn..]);
        // Sorted first, so that the draw depends on what is unseen, not on where it lay.
        unseen.sort();
        rng.shuffle(&mut unseen);
        let keep = out.to_place.len() - hidden_drawn;
        out.to_place.truncate(keep);
        let drawn = unseen.split_off(unseen.len() - hidden_drawn);
        out.to_place.extend(drawn);
        out.pool = unseen;
        if let Some(&mine) = out.missions.get(usize::from(seat.0)) {
            let mut cards: Vec<u8> = (0..CARDS.len() as u8).filter(|&c| c != mine).collect();
            rng.shuffle(&mut cards);
            for (s, card) in out.missions.iter_mut().enumerate() {
                if s != usize::from(seat.0) {
                    *card = cards.pop().expect("more mission cards than seats");
                }
            }
        }
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}

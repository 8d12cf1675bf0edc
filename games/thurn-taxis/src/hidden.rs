//! What a seat cannot see, drawn afresh for a bot's decision: the deck's order and contents, the
//! other players' hands (their sizes are public) and the random generator. The display, the
//! routes, the houses and the discard pile (every card in it was shown when it was discarded) are
//! known.

use kontor_engine::{GameRng, Seat};

use crate::board::{CITY_COUNT, City};
use crate::state::{Cards, ThurnTaxis};

impl ThurnTaxis {
    /// A state `seat` cannot tell from this one (see `Game::determinize`).
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> ThurnTaxis {
        let mut out = self.clone();
        let others: Vec<Seat> = out.players.iter().map(|(s, _)| s).filter(|&s| s != seat).collect();
        let mut unseen = out.deck.clone();
        for &other in &others {
            let hand = out.players[other].hand;
            for index in 0..CITY_COUNT {
                unseen.extend(std::iter::repeat_n(City(index as u8), usize::from(hand.0[index])));
            }
        }
        // Sorted first, so that the draw depends on what is unseen, not on where it lay.
        unseen.sort();
        rng.shuffle(&mut unseen);
        for &other in &others {
            let size = out.players[other].hand.len();
            let mut hand = Cards::default();
            for city in unseen.split_off(unseen.len() - size) {
                hand.add(city);
            }
            out.players[other].hand = hand;
        }
        out.deck = unseen;
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}

//! What a seat cannot see, drawn afresh for a bot's decision: the deck's order and contents, the
//! other players' coins in hand and their face-down victory-point cards (their counts are public),
//! and the random generator. The discard pile, the market, the farm and the storehouses lie face up.

use kontor_engine::{GameRng, Seat};

use crate::state::Carthage;

impl Carthage {
    /// A state `seat` cannot tell from this one (see `Game::determinize`).
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> Carthage {
        let mut out = self.clone();
        let mut unseen = out.deck.clone();
        let others: Vec<Seat> = out.players.iter().map(|(s, _)| s).filter(|&s| s != seat).collect();
        for &other in &others {
            unseen.extend_from_slice(&out.players[other].hand);
            unseen.extend_from_slice(&out.players[other].vp_cards);
        }
        // Sorted first, so that the draw depends on what is unseen, not on where it lay.
        unseen.sort();
        rng.shuffle(&mut unseen);
        for &other in &others {
            let player = &mut out.players[other];
            player.hand = sorted(unseen.split_off(unseen.len() - player.hand.len()));
            player.vp_cards = sorted(unseen.split_off(unseen.len() - player.vp_cards.len()));
        }
        out.deck = unseen;
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

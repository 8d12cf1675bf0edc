//! What a seat cannot see, drawn afresh for a bot's decision: the order of its own draw pile; for
//! the others, which of their cards are in hand and which in the draw pile (the sizes are public),
//! and the pile's order; the face-down cave tokens (each pile's size is public); the random
//! generator. Everything bought, played and discarded was shown, and the board is open.

use kontor_engine::{GameRng, Seat};

use crate::state::ElDorado;

impl ElDorado {
    /// A state `seat` cannot tell from this one (see `Game::determinize`).
    #[must_use]
    pub fn determinized(&self, seat: Seat, rng: &mut GameRng) -> ElDorado {
        let mut out = self.clone();
        let seats: Vec<Seat> = out.players.iter().map(|(s, _)| s).collect();
        for s in seats {
            let player = &mut out.players[s];
            if s == seat {
                player.draw.sort_unstable();
                rng.shuffle(&mut player.draw);
                continue;
            }
            let mut unseen = player.hand.clone();
            unseen.extend_from_slice(&player.draw);
            unseen.sort_unstable();
            rng.shuffle(&mut unseen);
            let mut hand = unseen.split_off(unseen.len() - player.hand.len());
            hand.sort_unstable();
            player.hand = hand;
            player.draw = unseen;
        }
        let mut tokens: Vec<u8> = out.caves.iter().flatten().copied().collect();
        tokens.sort_unstable();
        rng.shuffle(&mut tokens);
        for pile in &mut out.caves {
            *pile = tokens.split_off(tokens.len() - pile.len());
        }
        out.rng = GameRng::from_seed(rng.next_u64());
        out
    }
}

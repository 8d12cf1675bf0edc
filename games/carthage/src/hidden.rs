//! How bots play Carthage (`BotHints`): how far their rollouts go, how they rate a position and
//! what they cannot see.
//!
//! What a seat cannot see, drawn afresh for a bot's decision: the deck's order and contents, the
//! other players' coins in hand and their face-down victory-point cards (their counts are public),
//! and the random generator. The discard pile, the market, the farm and the storehouses lie face up.

use kontor_engine::{BotHints, GameRng, Rollout, Seat};

use crate::card::Colour;
use crate::payday::sale_victory_points;

use crate::state::Carthage;

fn sorted<T: Ord>(mut items: Vec<T>) -> Vec<T> {
    items.sort();
    items
}

impl BotHints for Carthage {
    // Bot search plays rollouts 30 steps on (a few rounds of four players: a purchase takes a
    // step per card paid), nine steps in ten as `easy` would, then rates the table by
    // `evaluate`. Random rollouts made the search no better than `easy`; rollouts to the end let
    // the luck of the last draws decide them: one `hard` seat against three `easy` ones won 58.5%
    // of 100 games then, and 63–72% with rollouts cut after 20 to 45 steps (docs/benchmarks.md).
    const ROLLOUT: Rollout = Rollout { steps: 30, ..Rollout::PLAIN };

    /// A bot's rating of the position for `seat`, from what that seat knows: its victory points,
    /// tokens, goods weighted by how close their ship is to Carthage, and coins in hand.
    ///
    /// Buying and protecting are split into steps (`buy` then `pay`, `protect` before the raid), so
    /// the rating looks through a step that is under way: while `seat` pays, the Market goods count
    /// as its own and the rest of the price as spent; while pirates threaten, only the goods its
    /// protection covers count. Without this a one-ply bot never buys and never protects.
    fn evaluate(&self, seat: Seat) -> f64 {
        let p = &self.players[seat];
        let storehouse = self.projected_goods(seat);
        let goods: f64 = Colour::ALL
            .into_iter()
            .map(|c| {
                let stack: Vec<_> = storehouse.iter().copied().filter(|g| g.colour == c).collect();
                let vp = f64::from(sale_victory_points(&stack, p.tokens[c.index()]));
                vp * (0.35 + 0.12 * f64::from(self.ships[c.index()]))
            })
            .sum();
        let rivals: f64 = self
            .players
            .iter()
            .filter(|(s, _)| *s != seat)
            .map(|(_, o)| f64::from(o.token_total()))
            .fold(0.0, f64::max);
        10.0 * p.victory_points() as f64
            + 4.0 * f64::from(p.token_total())
            + 10.0 * goods
            + 0.8 * f64::from(self.projected_coins(seat))
            - 0.5 * rivals
    }

    /// A state `seat` cannot tell from this one (see `BotHints::determinize`).
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
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

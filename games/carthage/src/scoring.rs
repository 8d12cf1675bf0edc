//! The end of the game ("Koniec gry", "Zwycięstwo") and the bots' view of a position.

use kontor_engine::{Outcome, ScoreLine, Seat};

use crate::card::{Colour, total};
use crate::payday::sale_victory_points;
use crate::state::Carthage;

impl Carthage {
    /// Most victory-point cards wins; ties: more achievement tokens; still tied: a shared victory.
    #[must_use]
    pub fn final_outcome(&self) -> Outcome {
        let vp = self.players.map(|_, p| p.vp_cards.len() as i64);
        let tokens = self.players.map(|_, p| vec![i64::from(p.token_total())]);
        Outcome::ranked(
            vec![ScoreLine { category: "victory point cards".into(), points: vp }],
            tokens,
            vec!["achievement tokens".into()],
        )
    }

    /// A bot's rating of the position for `seat`, from what that seat knows: its victory points,
    /// tokens, goods weighted by how close their ship is to Carthage, and coins in hand.
    #[must_use]
    pub fn heuristic(&self, seat: Seat) -> f64 {
        let p = &self.players[seat];
        let goods: f64 = Colour::ALL
            .into_iter()
            .map(|c| {
                let stack: Vec<_> = p.storehouse.iter().copied().filter(|g| g.colour == c).collect();
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
        10.0 * p.vp_cards.len() as f64
            + 4.0 * f64::from(p.token_total())
            + 10.0 * goods
            + 0.8 * f64::from(total(&p.hand))
            - 0.5 * rivals
    }
}

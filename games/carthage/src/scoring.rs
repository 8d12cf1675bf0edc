//! The end of the game ("Koniec gry", "Zwycięstwo") and the bots' view of a position.

use kontor_engine::{Outcome, ScoreLine, Seat, text};

use crate::card::{Card, Colour, total};
use crate::payday::sale_victory_points;
use crate::state::{Carthage, Phase};

impl Carthage {
    /// Most victory-point cards wins; ties: more achievement tokens; still tied: a shared victory.
    #[must_use]
    pub fn final_outcome(&self) -> Outcome {
        let vp = self.players.map(|_, p| p.victory_points() as i64);
        let tokens = self.players.map(|_, p| vec![i64::from(p.token_total())]);
        Outcome::ranked(
            vec![ScoreLine { category: text!("carthage-score-victory-points"), points: vp }],
            tokens,
            vec![text!("carthage-tiebreak-tokens")],
        )
    }

    /// A bot's rating of the position for `seat`, from what that seat knows: its victory points,
    /// tokens, goods weighted by how close their ship is to Carthage, and coins in hand.
    ///
    /// Buying and protecting are split into steps (`buy` then `pay`, `protect` before the raid), so
    /// the rating looks through a step that is under way: while `seat` pays, the Market goods count
    /// as its own and the rest of the price as spent; while pirates threaten, only the goods its
    /// protection covers count. Without this a one-ply bot never buys and never protects.
    #[must_use]
    pub fn heuristic(&self, seat: Seat) -> f64 {
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

    /// The goods `seat` will hold once the step under way is finished.
    fn projected_goods(&self, seat: Seat) -> Vec<Card> {
        let mut goods = self.players[seat].storehouse.clone();
        match &self.phase {
            Phase::Paying { seat: payer, .. } if *payer == seat => {
                goods.extend(self.available_to(seat).map(|(_, s)| s.card));
            }
            Phase::Protecting { raided, icons, .. } => {
                for &colour in raided {
                    let (mut threatened, rest): (Vec<Card>, Vec<Card>) =
                        goods.into_iter().partition(|c| c.colour == colour);
                    threatened.sort_by(|a, b| b.cmp(a));
                    threatened.truncate(usize::from(icons[seat][colour.index()]));
                    goods = rest;
                    goods.extend(threatened);
                }
            }
            _ => {}
        }
        goods
    }

    /// The coins `seat` will hold once a payment under way is finished.
    fn projected_coins(&self, seat: Seat) -> u32 {
        let hand = total(&self.players[seat].hand);
        match &self.phase {
            Phase::Paying { seat: payer, cost, paid } if *payer == seat => {
                hand.saturating_sub(cost.saturating_sub(total(paid)))
            }
            _ => hand,
        }
    }
}

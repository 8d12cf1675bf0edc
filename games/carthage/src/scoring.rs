//! The end of the game ("Koniec gry", "Zwycięstwo"); the bots' rating of a position
//! is `BotHints::evaluate` in `hidden.rs`.

use kontor_engine::{Outcome, ScoreLine, Seat, text};

use crate::card::{Card, total};
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

    /// The goods `seat` will hold once the step under way is finished.
    pub(crate) fn projected_goods(&self, seat: Seat) -> Vec<Card> {
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
    pub(crate) fn projected_coins(&self, seat: Seat) -> u32 {
        let hand = total(&self.players[seat].hand);
        match &self.phase {
            Phase::Paying { seat: payer, cost, paid } if *payer == seat => {
                hand.saturating_sub(cost.saturating_sub(total(paid)))
            }
            _ => hand,
        }
    }
}

//! The end of the game (who reached El Dorado, tie-breaks by blockades); the bots' rating
//! of a race is `BotHints::evaluate` in `playout.rs`.

use kontor_engine::{BySeat, Outcome, Rules, ScoreLine, text};

use crate::data::{self, Colour};
use crate::state::ElDorado;

impl ElDorado {
    /// Players who reached El Dorado score 1; ties go to more blockades, then the highest blockade;
    /// otherwise the victory is shared.
    #[must_use]
    pub fn final_outcome(&self) -> Outcome {
        let seats = self.seats();
        let reached = BySeat::from_fn(seats, |s| i64::from(self.players[s].finished()));
        let tiebreaks = BySeat::from_fn(seats, |s| {
            let p = &self.players[s];
            vec![p.blockades.len() as i64, p.blockades.iter().copied().max().map_or(0, i64::from)]
        });
        Outcome::ranked(
            vec![ScoreLine { category: text!("el-dorado-score-reached"), points: reached }],
            tiebreaks,
            vec![text!("el-dorado-tiebreak-blockades"), text!("el-dorado-tiebreak-highest-blockade")],
        )
    }
}

/// What owning a card is worth to a bot.
pub(crate) fn card_value(k: u8) -> f64 {
    let c = data::kind(k);
    if c.cost == 0 {
        return -0.4;
    }
    let base = 0.5 * f64::from(c.cost) + 0.5;
    if c.colour == Colour::Purple { base * 0.6 } else { base }
}

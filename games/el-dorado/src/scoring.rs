//! The end of the game (who reached El Dorado, tie-breaks by blockades) and the bot heuristic.

use kontor_engine::{BySeat, Outcome, ScoreLine, Seat, text};

use crate::data::{self, Colour};
use crate::state::{ElDorado, GATE, Phase};

impl ElDorado {
    /// Players who reached El Dorado score 1; ties go to more blockades, then the highest blockade;
    /// otherwise the victory is shared.
    #[must_use]
    pub fn final_outcome(&self) -> Outcome {
        let seats = self.seat_count();
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

    /// How good the position looks for `seat`: distance to El Dorado dominates, then the deck.
    #[must_use]
    pub fn heuristic(&self, seat: Seat) -> f64 {
        if let Some(o) = (self.phase == Phase::Over).then(|| self.final_outcome()) {
            let place = o.ranking.iter().find(|p| p.seat == seat).map_or(4, |p| p.place);
            return 10_000.0 - 1_000.0 * f64::from(place);
        }
        let p = &self.players[seat];
        let mut score = -10.0 * f64::from(self.distance(seat));
        score += 200.0 * p.pawns.iter().filter(|&&x| x == GATE).count() as f64;
        let owned = p.hand.iter().chain(&p.draw).chain(&p.discard).chain(&p.played);
        score += owned.map(|&k| card_value(k)).sum::<f64>();
        score += 0.6 * p.hand.len() as f64;
        score += 1.0 * p.tokens.len() as f64;
        score += 2.0 * p.blockades.len() as f64;
        if self.turn == seat {
            match self.phase {
                Phase::Paying { kind, .. } => score += card_value(kind),
                Phase::Transmitting => score += 3.0,
                _ => {}
            }
            if let Some(a) = self.active {
                score += 0.5 * f64::from(a.left);
            }
        }
        score
    }
}

/// What owning a card is worth to a bot.
fn card_value(k: u8) -> f64 {
    let c = data::kind(k);
    if c.cost == 0 {
        return -0.4;
    }
    let base = 0.5 * f64::from(c.cost) + 0.5;
    if c.colour == Colour::Purple { base * 0.6 } else { base }
}

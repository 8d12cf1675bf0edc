//! The end of the game ("Zakończenie gry oraz punktacja"); the bots' rating of a
//! position is `BotHints::evaluate` in `playout.rs`.

use kontor_engine::{BySeat, Outcome, Rules, ScoreLine, Seat, text};

use crate::board::Stack;
use crate::state::ThurnTaxis;

impl ThurnTaxis {
    /// Best carriage + bonus tiles − houses not placed; ties go to the game-end tile holder, then
    /// to the tied player seated nearest after the holder.
    #[must_use]
    pub fn final_outcome(&self) -> Outcome {
        let carriage = self.players.map(|_, p| self.carriage_points(p.carriage));
        let end = Stack::GAME_END.index();
        let tiles = self.players.map(|_, p| p.tile_total() - i64::from(p.tile_points[end]));
        let game_end = self.players.map(|_, p| i64::from(p.tile_points[end]));
        let houses = self.players.map(|_, p| -i64::from(p.houses_left));
        let n = self.seats();
        let tiebreaks = BySeat::from_fn(n, |s| match self.game_end {
            Some(holder) => vec![(n - (usize::from(s.0) + n - usize::from(holder.0)) % n) as i64],
            None => vec![0],
        });
        Outcome::ranked(
            vec![
                ScoreLine { category: text!("thurn-taxis-score-carriage"), points: carriage },
                ScoreLine { category: text!("thurn-taxis-score-tiles"), points: tiles },
                ScoreLine { category: text!("thurn-taxis-score-game-end"), points: game_end },
                ScoreLine { category: text!("thurn-taxis-score-houses"), points: houses },
            ],
            tiebreaks,
            vec![text!("thurn-taxis-tiebreak")],
        )
    }

    /// Carriage and route tile that the route being closed will bring (for the bots' rating).
    pub(crate) fn closing_rewards(&self, seat: Seat) -> f64 {
        let p = &self.players[seat];
        let len = p.route.len();
        let mut value = 0.0;
        if let Some(next) = p.next_carriage() {
            let slack = if self.official == Some(crate::action::Official::Cartwright) { 2 } else { 0 };
            if len + slack >= usize::from(next) {
                value += (self.carriage_points(next) - self.carriage_points(p.carriage)) as f64;
            }
        }
        if len >= 5 {
            let due = len.min(7) as u8;
            let best = (5..=due)
                .rev()
                .map(|n| match n {
                    7 => Stack::ROUTE_7,
                    6 => Stack::ROUTE_6,
                    _ => Stack::ROUTE_5,
                })
                .find_map(|s| self.stack_top(s));
            value += f64::from(best.unwrap_or(0));
        }
        value
    }
}

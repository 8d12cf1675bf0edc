//! The end of the game ("Zakończenie gry oraz punktacja") and the bots' view of a position.

use kontor_engine::{BySeat, Outcome, ScoreLine, Seat, text};

use crate::board::{Stack, StackKind};
use crate::state::{Phase, Step, ThurnTaxis};

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
        let n = self.seat_count();
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

    /// A bot's rating of the position for `seat`: its score now, plus progress towards more: the
    /// route under way, houses and rewards of a closing under way, province tiles partly earned,
    /// and useful hand cards. Without the progress terms a one-ply bot never builds a route.
    #[must_use]
    pub fn heuristic(&self, seat: Seat) -> f64 {
        let p = &self.players[seat];
        let mut value = self.score(seat) as f64;
        let closing = matches!(self.phase, Phase::Turn { seat: s, step: Step::Housing { .. } } if s == seat);
        if closing {
            let Phase::Turn { step: Step::Housing { served }, .. } = self.phase else { unreachable!() };
            let pending = self.unserved(seat, served).len().min(usize::from(p.houses_left));
            value += pending as f64;
            value += self.closing_rewards(seat);
        } else if !p.route.is_empty() {
            let len = p.route.len().min(8) as f64;
            value += 0.75 * len;
            let ends = [p.route[0], p.route[p.route.len() - 1]];
            let fitting = p
                .hand
                .distinct()
                .filter(|c| !p.route.contains(c) && ends.iter().any(|e| e.borders(*c)))
                .count();
            value += 0.3 * fitting.min(3) as f64;
        }
        value += 0.1 * p.hand.len().min(4) as f64;
        for stack in Stack::all() {
            let Some(top) = self.stack_top(stack) else { continue };
            if p.tiles[stack.index()] > 0 {
                continue;
            }
            let progress = match stack.info().kind {
                StackKind::Cities(mask) => {
                    f64::from((p.houses & mask).count_ones()) / f64::from(mask.count_ones())
                }
                StackKind::AllProvinces => {
                    crate::board::Province::all().filter(|pr| p.houses & pr.cities() != 0).count() as f64
                        / 9.0
                }
                _ => 0.0,
            };
            value += 0.4 * f64::from(top) * progress * progress;
        }
        value
    }

    /// Carriage and route tile that the route being closed will bring (for the bots' rating).
    fn closing_rewards(&self, seat: Seat) -> f64 {
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

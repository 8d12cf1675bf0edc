//! Final results: ranking with tie-breakers and a score breakdown per category.

use serde::{Deserialize, Serialize};

use crate::{BySeat, Seat, Text};

/// One category of the final score (e.g. "victory point cards"), per seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub category: Text,
    pub points: BySeat<i64>,
}

/// A seat's place; tied seats share a place.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    pub seat: Seat,
    /// 1 for the winner(s).
    pub place: u8,
    pub score: i64,
    /// The tie-breaker values, in the order the rulebook applies them.
    pub tiebreaks: Vec<i64>,
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: BySeat<i64>,
    pub breakdown: Vec<ScoreLine>,
    /// Best first.
    pub ranking: Vec<Placing>,
    /// Names of the tie-breakers, in order, for display. A name takes the argument `n`, the count
    /// a player reads ([`Outcome::shown_tiebreaks`]), for its plural form.
    pub tiebreak_names: Vec<Text>,
    /// Per tie-breaker, whether the fewer wins (Hansa: fewest Actiones upgrades). Its values in
    /// [`Placing::tiebreaks`] are then negated counts, ranking keys only: players read
    /// [`Outcome::shown_tiebreaks`]. Missing entries (and outcomes saved before) mean "more wins".
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fewer_wins: Vec<bool>,
}

impl Outcome {
    /// Ranks seats by score, then by each tie-breaker (higher is better); seats equal on all share a place.
    #[must_use]
    pub fn ranked(
        breakdown: Vec<ScoreLine>,
        tiebreaks: BySeat<Vec<i64>>,
        tiebreak_names: Vec<Text>,
    ) -> Outcome {
        let seats = tiebreaks.len();
        let scores = BySeat::from_fn(seats, |s| breakdown.iter().map(|l| l.points[s]).sum());
        let mut order: Vec<Seat> = Seat::all(seats).collect();
        let key = |s: &Seat| (scores[*s], tiebreaks[*s].clone());
        order.sort_by_key(|s| std::cmp::Reverse(key(s)));
        let mut ranking: Vec<Placing> = Vec::with_capacity(seats);
        for (i, seat) in order.iter().enumerate() {
            let place = match ranking.last() {
                Some(prev) if key(&prev.seat) == key(seat) => prev.place,
                _ => i as u8 + 1,
            };
            ranking.push(Placing {
                seat: *seat,
                place,
                score: scores[*seat],
                tiebreaks: tiebreaks[*seat].clone(),
            });
        }
        Outcome { scores, breakdown, ranking, tiebreak_names, fewer_wins: Vec::new() }
    }

    /// Marks which tie-breakers the fewer wins (see [`Outcome::fewer_wins`]); their values were
    /// given negated to [`Outcome::ranked`].
    #[must_use]
    pub fn with_fewer_wins(mut self, fewer_wins: Vec<bool>) -> Outcome {
        self.fewer_wins = fewer_wins;
        self
    }

    /// The tie-breaker counts of a placing as players read them (never negative for a count the
    /// fewer of which wins), in the order of [`Outcome::tiebreak_names`].
    #[must_use]
    pub fn shown_tiebreaks(&self, placing: &Placing) -> Vec<i64> {
        placing
            .tiebreaks
            .iter()
            .enumerate()
            .map(|(i, &v)| if self.fewer_wins.get(i).copied().unwrap_or(false) { -v } else { v })
            .collect()
    }

    /// The seats in first place.
    #[must_use]
    pub fn winners(&self) -> Vec<Seat> {
        self.ranking.iter().filter(|p| p.place == 1).map(|p| p.seat).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(points: Vec<i64>) -> Vec<ScoreLine> {
        vec![ScoreLine { category: crate::Text::msg("points"), points: points.into() }]
    }

    #[test]
    fn tiebreak_decides_then_ties_share_a_place() {
        let o =
            Outcome::ranked(line(vec![5, 7, 7, 7]), vec![vec![9], vec![2], vec![3], vec![2]].into(), vec![]);
        let places: Vec<(u8, u8)> = o.ranking.iter().map(|p| (p.seat.0, p.place)).collect();
        assert_eq!(places, vec![(2, 1), (1, 2), (3, 2), (0, 4)]);
        assert_eq!(o.winners(), vec![Seat(2)]);
    }

    #[test]
    fn a_tiebreak_the_fewer_of_which_wins_shows_the_count() {
        let o = Outcome::ranked(line(vec![7, 7]), vec![vec![-2, 5], vec![-1, 3]].into(), vec![])
            .with_fewer_wins(vec![true, false]);
        assert_eq!(o.winners(), vec![Seat(1)], "1 upgrade beats 2");
        assert_eq!(o.shown_tiebreaks(&o.ranking[0]), vec![1, 3]);
        assert_eq!(o.shown_tiebreaks(&o.ranking[1]), vec![2, 5]);
    }
}

//! "Końcowa punktacja": the final score by category, the tie-break and the tie-break; the bots'
//! rating of a position is `BotHints::evaluate` in `playout.rs`.

use kontor_engine::{BySeat, Outcome, ScoreLine, Seat, Text, text};

use crate::board::Ability;
use crate::favour::Favour;
use crate::holdings::Holdings;
use crate::ids::RouteId;
use crate::state::Hansa;

/// The bots' worth of controlling a city, per route beside it ([`BotHints::evaluate`](kontor_engine::BotHints::evaluate)).
const INCOME_PER_ROUTE: f64 = 0.3;

/// The share of a route's best reward ([`Hansa::prospect`]) a bot counts per squared fraction of
/// the route it alone occupies.
const PROSPECT: f64 = 0.5;

/// The bots' worth of one more level of an ability, besides the final bonus for its top level.
fn level_weight(a: Ability) -> f64 {
    match a {
        Ability::Actiones | Ability::Keys => 2.0,
        Ability::Privilegium => 1.0,
        Ability::Bank => 0.8,
        Ability::LiberSophiae => 0.5,
    }
}

/// The bots' bonus for an ability one step short of its top level: most of the way to the final
/// bonus (Keys have none).
fn near_top(a: Ability, level: u8) -> f64 {
    if a != Ability::Keys && level + 1 == a.max_level() { 1.0 } else { 0.0 }
}

/// Points for a number of collected bonus tokens.
#[must_use]
pub const fn token_points(n: usize) -> i64 {
    match n {
        0 => 0,
        1 => 1,
        2 | 3 => 3,
        4 | 5 => 6,
        6 | 7 => 10,
        8 | 9 => 15,
        _ => 21,
    }
}

/// One player's final score by category.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Breakdown {
    pub track: i64,
    pub abilities: i64,
    pub tokens: i64,
    pub special: i64,
    /// Controlled cities, plus Wales and Scotland majorities on Britannia.
    pub cities: i64,
    pub network: i64,
    /// Mission card (Big Box option).
    pub mission: i64,
}

impl Breakdown {
    #[must_use]
    pub fn total(&self) -> i64 {
        self.track + self.abilities + self.tokens + self.special + self.cities + self.network + self.mission
    }
}

impl Hansa {
    /// The final score of one seat.
    #[must_use]
    pub fn breakdown(&self, seat: u8) -> Breakdown {
        self.breakdown_in(seat, &Holdings::of(self))
    }

    /// [`Hansa::breakdown`] with the cities' offices counted already.
    fn breakdown_in(&self, seat: u8, holdings: &Holdings) -> Breakdown {
        let p = &self.players[usize::from(seat)];
        let b = self.board();
        let abilities =
            Ability::ALL.iter().filter(|&&a| a != Ability::Keys && p.level(a) == a.max_level()).count()
                as i64
                * if self.favoured(seat, Favour::Abilities) { 7 } else { 4 };
        let special = b.special.map_or(0, |(c, _)| {
            b.city(c)
                .special
                .iter()
                .zip(&self.special)
                .filter(|(_, q)| q.owned_by(seat))
                .map(|(f, _)| i64::from(f.points))
                .sum()
        });
        let controlled = holdings.controlled(seat) as i64;
        let majorities: i64 = b
            .majorities
            .iter()
            .map(|(country, pts)| self.majority_points_in(*country, pts, holdings)[usize::from(seat)])
            .sum();
        let per_city = if self.favoured(seat, Favour::Cities) { 4 } else { 2 };
        let cities = controlled * per_city + majorities;
        let network = i64::from(holdings.largest_network(seat)) * i64::from(p.value(Ability::Keys));
        Breakdown {
            track: i64::from(p.score),
            abilities,
            tokens: token_points(p.token_count()),
            special,
            cities,
            network,
            mission: self.mission_points(seat),
        }
    }

    /// Britannia's country majorities ("Przyznawanie dodatkowych punktów za Walię i Szkocję"):
    /// players controlling cities of the country rank by controlled cities, then offices there;
    /// players still tied share the points of the places they take (rounded down). Then players
    /// with offices there but no controlled city rank by offices for the places left. Points per
    /// seat.
    #[must_use]
    pub fn majority_points(&self, country: u8, points: &[u8]) -> Vec<i64> {
        self.majority_points_in(country, points, &Holdings::of(self))
    }

    fn majority_points_in(&self, country: u8, points: &[u8], holdings: &Holdings) -> Vec<i64> {
        let b = self.board();
        let n = self.seat_count();
        let mut controlled = vec![0u32; n];
        let mut offices = vec![0u32; n];
        for (c, city) in b.city_ids().zip(&b.cities) {
            if city.countries & country == 0 {
                continue;
            }
            if let Some(o) = holdings.controller(c)
                && usize::from(o) < n
            {
                controlled[usize::from(o)] += 1;
            }
            for (s, count) in offices.iter_mut().enumerate() {
                *count += holdings.offices(c, s as u8);
            }
        }
        let mut out = vec![0i64; n];
        let mut place = 0usize;
        for with_control in [true, false] {
            let mut group: Vec<usize> =
                (0..n).filter(|&s| (controlled[s] > 0) == with_control && offices[s] > 0).collect();
            group.sort_by_key(|&s| std::cmp::Reverse((controlled[s], offices[s])));
            let mut i = 0;
            while i < group.len() {
                let key = (controlled[group[i]], offices[group[i]]);
                let tied: Vec<usize> =
                    group[i..].iter().copied().take_while(|&s| (controlled[s], offices[s]) == key).collect();
                let pool: i64 =
                    (place..place + tied.len()).map(|p| i64::from(points.get(p).copied().unwrap_or(0))).sum();
                for &s in &tied {
                    out[s] = pool / tied.len() as i64;
                }
                place += tied.len();
                i += tied.len();
            }
        }
        out
    }

    /// Most points wins; ties: the least developed Actiones, then the larger network score; then
    /// the victory is shared (Big Box rulebook).
    #[must_use]
    pub fn final_outcome(&self) -> Outcome {
        let n = self.seat_count();
        let holdings = Holdings::of(self);
        let parts: Vec<Breakdown> = (0..self.seats).map(|s| self.breakdown_in(s, &holdings)).collect();
        let line = |id: &'static str, f: fn(&Breakdown) -> i64| ScoreLine {
            category: text!(id),
            points: BySeat::from_fn(n, |s| f(&parts[s.index()])),
        };
        // The special-points table is Coellen's, Königsberg's or Plymouth's, by board.
        let b = self.board();
        let table_city = b.special.map_or_else(|| Text::plain(""), |(c, _)| b.city(c).text());
        let table = ScoreLine {
            category: text!("hansa-score-table", city = table_city),
            points: BySeat::from_fn(n, |s| parts[s.index()].special),
        };
        let mut breakdown = vec![
            line("hansa-score-track", |b| b.track),
            line("hansa-score-abilities", |b| b.abilities),
            line("hansa-score-tokens", |b| b.tokens),
            table,
            line("hansa-score-cities", |b| b.cities),
            line("hansa-score-network", |b| b.network),
        ];
        if !self.missions.is_empty() {
            breakdown.push(line("hansa-score-mission", |b| b.mission));
        }
        let tiebreaks = BySeat::from_fn(n, |s: Seat| {
            let p = &self.players[s.index()];
            vec![-i64::from(p.level(Ability::Actiones)), parts[s.index()].network]
        });
        Outcome::ranked(
            breakdown,
            tiebreaks,
            vec![text!("hansa-tiebreak-actiones"), text!("hansa-tiebreak-network")],
        )
        // "Jeśli jest remis, wygrywa ten z remisujących graczy, który najmniej rozwinął swoją
        // zdolność Akcje": the fewer Actiones upgrades, the better.
        .with_fewer_wins(vec![true, false])
    }

    /// The best reward establishing `route` would give `me` now, in the heuristic's points: a
    /// field of the special-points table (half of it while no merchant of the route could take
    /// it), a level of an ability (its top level's bonus, Keys' growth of the network score), or
    /// an office (control of a city nobody holds).
    fn prospect(&self, me: u8, route: RouteId, has_merchant: bool, network: f64, holdings: &Holdings) -> f64 {
        let b = self.board();
        let r = &b.route(route);
        let p = &self.players[usize::from(me)];
        let privilege = p.level(Ability::Privilegium);
        let mut best: f64 = 0.0;
        if b.leads_to_table(route)
            && let Some((_, f)) = self.open_table_fields(privilege).next()
        {
            best = f64::from(f.points) * if has_merchant { 1.0 } else { 0.5 };
        }
        for &c in &r.cities {
            let city = &b.city(c);
            for &a in &city.abilities {
                let level = p.level(a);
                if level >= a.max_level() {
                    continue;
                }
                let worth = if a == Ability::Keys {
                    let values = a.values();
                    level_weight(a)
                        + network * f64::from(values[usize::from(level) + 1] - values[usize::from(level)])
                } else {
                    // The top level brings the final bonus (4 points, `breakdown`).
                    let top = if level + 1 == a.max_level() { 4.0 } else { 0.0 };
                    level_weight(a) + (near_top(a, level + 1) - near_top(a, level) + top)
                };
                best = best.max(worth);
            }
            if let Some(slot) = self.next_slot(c)
                && city.offices[slot].privilege <= privilege
            {
                let control = match holdings.controller(c) {
                    None => 2.0 + INCOME_PER_ROUTE * city.routes.len() as f64,
                    Some(o) if o == me => 0.0,
                    Some(_) => 0.5,
                };
                best = best.max(1.0 + control);
            }
        }
        best
    }

    pub(crate) fn estimate(&self, me: u8, holdings: &Holdings) -> f64 {
        let b = self.board();
        let p = &self.players[usize::from(me)];
        let mut v = self.breakdown_in(me, holdings).total() as f64;
        let network = f64::from(holdings.largest_network(me));
        // Routes under way: only those with no opposing piece.
        for lone in holdings.lone_routes(me) {
            let frac = lone.share;
            v += 0.5 * frac
                + 0.5 * frac * frac
                + PROSPECT
                    * frac
                    * frac
                    * self.prospect(me, lone.route, lone.has_merchant, network, holdings);
        }
        v += Ability::ALL.iter().map(|&a| level_weight(a) * f64::from(p.level(a))).sum::<f64>();
        v += Ability::ALL.iter().map(|&a| near_top(a, p.level(a))).sum::<f64>();
        v += 0.1 * f64::from(p.personal[0]) + 0.2 * f64::from(p.personal[1]);
        v += 0.05 * f64::from(p.general[0] + p.general[1]);
        v += f64::from(self.established[usize::from(me)]);
        // A controlled city scores a point each time any route beside it is established: its
        // worth is the income still to come, more for a city with more routes.
        for (c, city) in b.city_ids().zip(&b.cities) {
            if holdings.controller(c) == Some(me) {
                v += INCOME_PER_ROUTE * city.routes.len() as f64;
            }
        }
        v += 0.25 * p.tokens.len() as f64;
        v + 0.1 * f64::from(holdings.merchants_on_routes(me))
    }
}

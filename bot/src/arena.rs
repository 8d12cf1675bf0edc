//! `kontor arena`: many seeded self-play games between bot levels, seat order rotated, with win
//! shares and score statistics per level.

use std::io::Write;

use kontor_engine::BotLevel;
use serde_json::json;

use kontor_engine::Outcome;
use kontor_storage::RatingKey;
use kontor_storage::ratings::{self, RatedGame, RatedSeat};

use crate::selfplay::{Table, Thought, play, thinking};

/// The scope of the levels' ratings over an arena's games (they are the only players).
const ARENA: &str = "arena";

/// What one level reached over the games.
#[derive(Clone, Debug, Default)]
struct Tally {
    /// Seats played (a level may hold several seats of a game).
    seats: usize,
    /// Wins, a tied first place shared among the tied seats.
    wins: f64,
    score: f64,
    place: f64,
}

/// Plays `games` games of `table` seeded `seed`, `seed + 1`, …; game `g` rotates the levels by
/// `g` seats, so every level sits in every position. Prints one line per game (each seat as
/// `place.level:score`, best first, a tied place printed for every tied seat), a table per level
/// and, last, a JSON summary.
pub fn run(
    table: &Table,
    seed: u64,
    games: usize,
    output: &mut impl Write,
) -> anyhow::Result<serde_json::Value> {
    let players = table.levels.len();
    let mut tallies: Vec<(BotLevel, Tally)> = Vec::new();
    let mut thoughts: Vec<Thought> = Vec::new();
    let mut actions = 0;
    let mut ratings = std::collections::BTreeMap::new();
    for g in 0..games {
        let game_seed = seed + g as u64;
        let levels: Vec<BotLevel> = (0..players).map(|i| table.levels[(i + g) % players]).collect();
        let rotated = Table { levels: levels.clone(), ..table.clone() };
        let played = play(&rotated, game_seed, |_, _, _| Ok(()))?;
        let winners = played.outcome.winners();
        for placing in &played.outcome.ranking {
            let level = levels[placing.seat.index()];
            let tally = match tallies.iter().position(|(l, _)| *l == level) {
                Some(i) => &mut tallies[i].1,
                None => {
                    tallies.push((level, Tally::default()));
                    &mut tallies.last_mut().expect("just pushed").1
                }
            };
            tally.seats += 1;
            tally.score += placing.score as f64;
            tally.place += f64::from(placing.place);
            if placing.place == 1 {
                tally.wins += 1.0 / winners.len() as f64;
            }
        }
        let seats: Vec<String> = played
            .outcome
            .ranking
            .iter()
            .map(|p| format!("{}.{}:{}", p.place, levels[p.seat.index()], p.score))
            .collect();
        writeln!(output, "game {} seed {game_seed}: {} ({} moves)", g + 1, seats.join(" "), played.actions)?;
        actions += played.actions;
        thoughts.extend(played.thoughts);
        let changed = ratings::apply(&rated(table, g as u64, &levels, &played.outcome), &ratings);
        ratings.extend(changed);
    }
    tallies.sort_by_key(|(l, _)| std::cmp::Reverse(*l as u8));
    let mut per_level = serde_json::Map::new();
    for (level, t) in &tallies {
        let seats_per_game = t.seats as f64 / games.max(1) as f64;
        let share = t.wins / games.max(1) as f64;
        let fair = seats_per_game / players as f64;
        writeln!(
            output,
            "{level}: {} seats, win share {:.1}% (fair {:.1}%), mean score {:.1}, mean place {:.2}",
            t.seats,
            share * 100.0,
            fair * 100.0,
            t.score / t.seats as f64,
            t.place / t.seats as f64
        )?;
        let key =
            RatingKey { scope: ARENA.into(), kind: table.kind, player: format!("bot:{}", level.name()) };
        let rating = ratings.get(&key).cloned().unwrap_or_default();
        writeln!(
            output,
            "{level}: rating {} (μ {:.1}, σ {:.1}), as /leaderboard would show it",
            rating.shown(),
            rating.mu,
            rating.sigma
        )?;
        per_level.insert(
            level.name().into(),
            json!({
                "rating": rating.shown(),
                "mu": rating.mu,
                "sigma": rating.sigma,
                "seats": t.seats,
                "wins": t.wins,
                "win_share": share,
                "fair_share": fair,
                "mean_score": t.score / t.seats as f64,
                "mean_place": t.place / t.seats as f64,
            }),
        );
    }
    let summary = json!({
        "game": table.kind.name(),
        "players": players,
        "games": games,
        "seed": seed,
        "bots": table.levels.iter().map(|l| l.name()).collect::<Vec<_>>(),
        "max_iterations": table.max_iterations,
        "actions": actions,
        "levels": per_level,
        "thinking": thinking(&thoughts),
    });
    writeln!(output, "{summary}")?;
    Ok(summary)
}

/// A game of the arena as the ratings take it: each level a player, rated by its seats' places
/// (Kontor's ratings leave bot-only games out; here they are the yardstick of a level).
fn rated(table: &Table, game: u64, levels: &[BotLevel], outcome: &Outcome) -> RatedGame {
    let seats = outcome
        .ranking
        .iter()
        .map(|p| RatedSeat {
            player: format!("bot:{}", levels[p.seat.index()].name()),
            name: String::new(),
            place: usize::from(p.place),
        })
        .collect();
    RatedGame { id: game, kind: table.kind, community: ARENA.into(), seats }
}

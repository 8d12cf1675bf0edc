//! Ratings: derived from finished games, per game title, in each community and across all of
//! them, with the Weng-Lin model (`skillratings`). Pure: the backends read the rows a game
//! touches, [`apply`] it and write the rows back in the transaction that finishes the game, and
//! a rebuild folds the same games in the same order, so both give the same numbers to the bit.
//!
//! What counts (see `docs/service-notes.md` "Ratings"):
//! - only games finished by their rules, not abandoned ones and not games whose seed was typed
//!   (those can be dealt again knowing the cards);
//! - at least one human seat and at least two rated places;
//! - a seat that resigned (or was resigned by a time-out) shares the last place below everyone
//!   who played on; the bot that finished it for them is not rated;
//! - bots are rated per level (`bot:hard`), as the yardstick of what a level is worth. Several
//!   seats of one level in one game are rated each against the table from the level's rating
//!   before the game, and the level takes the mean of their results.

use std::collections::BTreeMap;

use kontor_engine::Outcome;
use kontor_games::GameKind;
use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::record::{GameId, GameRecord, GameStatus, SeatInfo, UserKey};
use crate::write::GameWrite;

/// The scope of the ratings across every community.
pub const EVERYWHERE: &str = "*";

/// Which rating: a player's in one game title, in one scope (a community, or [`EVERYWHERE`]).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct RatingKey {
    pub scope: String,
    pub kind: GameKind,
    /// A user key (`discord:42`) or a bot level (`bot:hard`).
    pub player: String,
}

/// A rating with the games behind it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The name the player had in their latest rated game (a bot's: empty).
    #[serde(default)]
    pub name: String,
    pub mu: f64,
    pub sigma: f64,
    pub games: u32,
    /// Games in which the player took the first place (shared or not).
    pub wins: u32,
}

impl Default for Rating {
    fn default() -> Self {
        let start = WengLinRating::new();
        Rating { name: String::new(), mu: start.rating, sigma: start.uncertainty, games: 0, wins: 0 }
    }
}

impl Rating {
    /// The conservative estimate μ − 3σ: the skill the player has at least, almost surely.
    /// Leaderboards sort by it.
    #[must_use]
    pub fn conservative(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    /// The number players see: 40 × (μ − 3σ), rounded and never below 0; 0 for a newcomer,
    /// rising as the player wins and as the model grows sure of them.
    #[must_use]
    pub fn shown(&self) -> i64 {
        (40.0 * self.conservative()).round().max(0.0) as i64
    }
}

/// One seat of a rated game: who, and the place they are rated at (1 = first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedSeat {
    pub player: String,
    /// The seat's name in this game (empty for a bot).
    pub name: String,
    pub place: usize,
}

/// A finished game as the ratings see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedGame {
    pub id: GameId,
    pub kind: GameKind,
    pub community: String,
    pub seats: Vec<RatedSeat>,
}

/// The rating player key of a seat: the player (the account that holds a linked player's
/// settings, else the seat's account), or the bot's level.
#[must_use]
pub fn player_of(seat: &SeatInfo) -> String {
    if seat.bot {
        format!("bot:{}", seat.level.name())
    } else {
        human_player(seat.player.as_ref().unwrap_or(&seat.user))
    }
}

/// The rating player key of a human.
#[must_use]
pub fn human_player(user: &UserKey) -> String {
    user.to_string()
}

fn name_of(seat: &SeatInfo) -> String {
    if seat.bot { String::new() } else { seat.name.clone() }
}

/// The community a game belongs to: a Discord server, else its chat.
#[must_use]
pub fn community_of(record: &GameRecord) -> String {
    record.community.clone().unwrap_or_else(|| record.chat.to_string())
}

/// The game as rated, or `None` when it does not count (see the module's notes).
#[must_use]
pub fn rated_game(record: &GameRecord, outcome: Option<&Outcome>) -> Option<RatedGame> {
    let outcome = outcome?;
    if record.status != GameStatus::Finished || record.seeded || record.seats.iter().all(|s| s.bot) {
        return None;
    }
    let played_on = |i: usize| record.seats.get(i).is_some_and(|s| !s.resigned);
    let mut seats = Vec::new();
    let mut last = 0;
    for placing in &outcome.ranking {
        let i = placing.seat.index();
        if played_on(i) {
            last = last.max(usize::from(placing.place));
            let seat = &record.seats[i];
            seats.push(RatedSeat {
                player: player_of(seat),
                name: name_of(seat),
                place: usize::from(placing.place),
            });
        }
    }
    for seat in record.seats.iter().filter(|s| s.resigned) {
        seats.push(RatedSeat { player: player_of(seat), name: name_of(seat), place: last + 1 });
    }
    // Places are made dense (1, 2, 2, 3) for the model; the order is what counts.
    let mut distinct: Vec<usize> = seats.iter().map(|s| s.place).collect();
    distinct.sort_unstable();
    distinct.dedup();
    for seat in &mut seats {
        seat.place = distinct.iter().position(|p| *p == seat.place).map_or(1, |i| i + 1);
    }
    (seats.len() >= 2 && distinct.len() >= 2).then(|| RatedGame {
        id: record.id,
        kind: record.kind,
        community: community_of(record),
        seats,
    })
}

/// The rated form of a write that may finish its game, worked out before its transaction; the
/// backend applies it only if the game was open until then.
#[must_use]
pub fn of_write(write: &GameWrite) -> Option<RatedGame> {
    if write.record.status != GameStatus::Finished {
        return None;
    }
    let outcome = write.snapshot.as_ref().and_then(|g| g.outcome());
    rated_game(&write.record, outcome.as_ref())
}

/// The rows a game changes: each of its players in its community and everywhere.
#[must_use]
pub fn keys(game: &RatedGame) -> Vec<RatingKey> {
    let mut keys: Vec<RatingKey> = [EVERYWHERE.to_string(), game.community.clone()]
        .into_iter()
        .flat_map(|scope| {
            game.seats.iter().map(move |s| RatingKey {
                scope: scope.clone(),
                kind: game.kind,
                player: s.player.clone(),
            })
        })
        .collect();
    keys.sort();
    keys.dedup();
    keys
}

/// One player's results in one game: their name, and per seat the new rating and whether it won.
type SeatResults<'a> = (&'a str, Vec<(WengLinRating, bool)>);

/// The new values of the rows a game changes, from their values before it (`before` may lack
/// rows of newcomers).
#[must_use]
pub fn apply(game: &RatedGame, before: &BTreeMap<RatingKey, Rating>) -> BTreeMap<RatingKey, Rating> {
    let config = WengLinConfig::new();
    let mut after = BTreeMap::new();
    for scope in [EVERYWHERE, game.community.as_str()] {
        let key = |player: &str| RatingKey { scope: scope.into(), kind: game.kind, player: player.into() };
        let prior: Vec<[WengLinRating; 1]> = game
            .seats
            .iter()
            .map(|s| {
                let r = before.get(&key(&s.player)).cloned().unwrap_or_default();
                [WengLinRating { rating: r.mu, uncertainty: r.sigma }]
            })
            .collect();
        let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = prior
            .iter()
            .zip(&game.seats)
            .map(|(r, s)| (r.as_slice(), MultiTeamOutcome::new(s.place)))
            .collect();
        let results = weng_lin_multi_team(&teams, &config);
        let mut by_player: BTreeMap<&str, SeatResults<'_>> = BTreeMap::new();
        for (seat, result) in game.seats.iter().zip(&results) {
            let entry = by_player.entry(&seat.player).or_insert((&seat.name, Vec::new()));
            entry.1.push((result[0], seat.place == 1));
        }
        for (player, (name, results)) in by_player {
            let key = key(player);
            let old = before.get(&key).cloned().unwrap_or_default();
            let n = results.len() as f64;
            after.insert(
                key,
                Rating {
                    name: name.to_string(),
                    mu: results.iter().map(|(r, _)| r.rating).sum::<f64>() / n,
                    sigma: results.iter().map(|(r, _)| r.uncertainty).sum::<f64>() / n,
                    games: old.games + results.len() as u32,
                    wins: old.wins + results.iter().filter(|(_, won)| *won).count() as u32,
                },
            );
        }
    }
    after
}

/// The ratings that the games give, applied in this order from nothing: what a rebuild writes.
#[must_use]
pub fn fold<'a>(games: impl IntoIterator<Item = &'a RatedGame>) -> BTreeMap<RatingKey, Rating> {
    let mut ratings = BTreeMap::new();
    for game in games {
        let changed = apply(game, &ratings);
        ratings.extend(changed);
    }
    ratings
}

/// The order a rebuild rates games in: the games already rated keep their order (`rated`, the
/// stored order); finished games not yet in it (restored from a backup, imported, or finished
/// before ratings existed) follow by the time they ended, then by number.
#[must_use]
pub fn rebuild_order(rated: &[GameId], games: &[(GameId, u64)]) -> Vec<GameId> {
    let known: std::collections::HashSet<GameId> = games.iter().map(|(id, _)| *id).collect();
    let mut order: Vec<GameId> = rated.iter().copied().filter(|id| known.contains(id)).collect();
    let placed: std::collections::HashSet<GameId> = order.iter().copied().collect();
    let mut rest: Vec<(u64, GameId)> =
        games.iter().filter(|(id, _)| !placed.contains(id)).map(|(id, ms)| (*ms, *id)).collect();
    rest.sort_unstable();
    order.extend(rest.into_iter().map(|(_, id)| id));
    order
}

#[cfg(test)]
#[path = "ratings_tests.rs"]
mod tests;

//! What `/stats` reads from a player's own finished games in a community: per title, the best
//! score, the time they take for a move and how they fared against each opponent.

use std::collections::HashMap;

use kontor_games::GameKind;
use kontor_storage::{LoggedAction, UserKey};

use super::{Match, Rivals, counts};
use crate::limits::{STATS_GAMES, STATS_TIMED_GAMES};
use crate::refusal::{Refusal, storage_trouble};
use crate::tx::Tx;

/// A player's record in one title.
#[derive(Debug, Default)]
pub(super) struct TitleRecord {
    pub best: Option<i64>,
    /// Waits at the start of the player's turns (ms): from the move before to their own.
    waits: Vec<u64>,
    rivals: Rivals,
}

impl TitleRecord {
    pub fn per_move_ms(&self) -> Option<u64> {
        let n = self.waits.len() as u64;
        (n > 0).then(|| self.waits.iter().sum::<u64>() / n)
    }

    /// The three opponents met most often, most first, with the head-to-head record.
    pub fn regulars(&self) -> Vec<(String, Match)> {
        let mut rivals: Vec<(String, Match)> = self.rivals.values().cloned().collect();
        rivals.sort_by(|(na, a), (nb, b)| b.games.cmp(&a.games).then(na.cmp(nb)));
        rivals.truncate(3);
        rivals
    }
}

/// A player's records per title.
#[derive(Debug, Default)]
pub(super) struct RecordBook(HashMap<GameKind, TitleRecord>);

impl RecordBook {
    /// Reads the newest [`STATS_GAMES`] games of `user`, keeping the finished ones of `scope`;
    /// move times come from the newest [`STATS_TIMED_GAMES`] of those.
    pub fn read(tx: &Tx, user: &UserKey, scope: &str) -> Result<RecordBook, Refusal> {
        let (store, l) = (&tx.ctx.store, tx.lang);
        let trouble = |e| storage_trouble(l, &e);
        let mut book = RecordBook::default();
        let mut timed = 0;
        let ids = store.games_of(user).map_err(trouble)?;
        for id in ids.into_iter().rev().take(STATS_GAMES) {
            let Some(record) = store.record(id).map_err(trouble)?.filter(|r| counts(r, scope)) else {
                continue;
            };
            let Some(outcome) = store.load_snapshot(id).map_err(trouble)?.and_then(|g| g.outcome()) else {
                continue;
            };
            let Some(seat) = record.seat_of(user) else { continue };
            let title = book.0.entry(record.kind).or_default();
            let mine = outcome.ranking.iter().find(|p| p.seat == seat);
            let Some(mine) = mine else { continue };
            title.best = Some(title.best.map_or(mine.score, |b| b.max(mine.score)));
            for other in outcome.ranking.iter().filter(|p| p.seat != seat) {
                let info = &record.seats[other.seat.index()];
                if info.bot {
                    continue;
                }
                let entry = title
                    .rivals
                    .entry(info.user.clone())
                    .or_insert_with(|| (info.name.clone(), Match::default()));
                entry.1.games += 1;
                entry.1.won += u32::from(mine.place < other.place);
                entry.1.lost += u32::from(mine.place > other.place);
            }
            if timed < STATS_TIMED_GAMES {
                timed += 1;
                let log = store.load(id).map_err(trouble)?.map(|g| g.actions).unwrap_or_default();
                title.waits.extend(turn_waits(&log, seat));
            }
        }
        Ok(book)
    }

    pub fn of(&self, kind: GameKind) -> Option<&TitleRecord> {
        self.0.get(&kind)
    }
}

/// How long `seat` took at the start of each of its turns: from the action before (another
/// seat's) to its own. Steps within a turn are not waits; a turn the bot played for a time-out
/// or after a resignation counts as the player's time all the same.
fn turn_waits(log: &[LoggedAction], seat: kontor_engine::Seat) -> Vec<u64> {
    log.windows(2)
        .filter(|pair| pair[1].seat == seat && pair[0].seat != seat)
        .map(|pair| pair[1].time_ms.saturating_sub(pair[0].time_ms))
        .collect()
}

#[cfg(test)]
mod tests {
    use kontor_engine::Seat;
    use kontor_games::AnyAction;

    use super::*;

    fn logged(seat: u8, time_ms: u64, action: &AnyAction) -> LoggedAction {
        LoggedAction { seat: Seat(seat), action: action.clone(), time_ms }
    }

    #[test]
    fn a_turn_is_timed_from_the_other_seat_move_before_it_and_its_own_steps_are_not() {
        let game = kontor_games::AnyGame::setup(GameKind::Carthage, &Default::default(), 2, 1).unwrap();
        let action = game.legal_actions(game.active_seats()[0])[0].clone();
        let log = [
            logged(0, 1_000, &action),
            logged(1, 61_000, &action),
            logged(1, 62_000, &action),
            logged(0, 70_000, &action),
            logged(1, 100_000, &action),
        ];
        assert_eq!(turn_waits(&log, Seat(1)), [60_000, 30_000]);
        assert_eq!(turn_waits(&log, Seat(0)), [8_000]);
    }
}

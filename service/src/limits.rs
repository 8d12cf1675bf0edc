//! The limits that keep a table from being flooded: the bounds of every reminder and time-out
//! duration (`/remind`), a cap on the reminders one chat gets in an hour, whatever its settings
//! say (settings stored by an older Kontor or imported are bounded when they are used), the open
//! games one player may hold, and the commands one player may send in a short window.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;

use kontor_storage::{ChatKey, HOUR_MS, ReminderSettings, UserKey};

use crate::i18n::{Lang, duration, t};
use crate::refusal::{Refusal, storage_trouble};
use crate::tx::Tx;

const DAY_MS: u64 = 24 * HOUR_MS;
/// The shortest delay before a first reminder, and between two reminders.
pub const MIN_REMINDER_MS: u64 = HOUR_MS;
/// The shortest time-out.
pub const MIN_TIMEOUT_MS: u64 = 12 * HOUR_MS;
/// The longest reminder delay, repeat or time-out.
pub const MAX_WAIT_MS: u64 = 60 * DAY_MS;
/// The most reminders the games of one chat send in any hour (one chat holds one open game, so
/// this caps a game whose several seats must act at once).
pub const REMINDERS_PER_CHAT_HOUR: usize = 4;

/// The longest seat name: a player's platform name is cut to it when they take a seat (an import
/// refuses longer ones: a Telegram name alone may have 129 characters).
pub const MAX_NAME_CHARS: usize = 64;

/// The most open games (lobbies included) one player may sit in, by default.
pub const MAX_OPEN_GAMES: usize = 10;

/// The most channel posts that may wait to reach one chat, by default (Discord takes about five
/// a channel in five seconds, Telegram twenty a group in a minute).
pub const MAX_UNSENT_PER_CHAT: usize = 50;

/// The lines of one page of `/games`.
pub const GAMES_PAGE: usize = 20;

/// The games of one page of `/history`, and the most pages it goes back.
pub const HISTORY_PAGE: usize = 10;
pub const HISTORY_PAGES: usize = 100;

/// The lines of one page of `/leaderboard`, the most pages, and the fewest rated games a player
/// needs to appear on it.
pub const LEADERBOARD_PAGE: usize = 10;
pub const LEADERBOARD_PAGES: usize = 100;
pub const LEADERBOARD_MIN_GAMES: u32 = 3;

/// `/stats` reads a player's newest games up to this many, and the move times of the newest
/// [`STATS_TIMED_GAMES`] of them.
pub const STATS_GAMES: usize = 300;
pub const STATS_TIMED_GAMES: usize = 20;

/// A lobby with no change for this long closes itself and frees its chat.
pub const LOBBY_IDLE_MS: u64 = 7 * DAY_MS;

/// A finished game offers `/rematch` this long.
pub const REMATCH_MS: u64 = 7 * DAY_MS;

/// The most `/replay` GIFs drawn at once (each takes a core for seconds); more wait their turn.
pub const MAX_CONCURRENT_REPLAYS: usize = 1;

/// A vote on a table-wide change lapses after this long.
pub const VOTE_MS: u64 = 2 * DAY_MS;

/// A `/link` or `/bridge` code is good for this long, and once.
pub const CODE_MS: u64 = 10 * 60_000;

/// The codes one user may try (`/link <code>`, `/bridge <code>`) in ten minutes: a code has 40
/// bits, so guessing one of the few live codes is hopeless.
pub const CODE_TRIES: RateLimit = RateLimit { commands: 5, window_ms: 10 * 60_000 };

/// At most `commands` commands of one player in any `window_ms` (fixed windows from the first
/// command of each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    pub commands: usize,
    pub window_ms: u64,
}

impl Default for RateLimit {
    /// 20 commands in 10 seconds.
    fn default() -> Self {
        RateLimit { commands: 20, window_ms: 10_000 }
    }
}

/// Refuses a player who already plays in `max` open games (a seat not resigned) a seat in another.
pub(crate) fn check_open_games(tx: &mut Tx, user: &UserKey) -> Result<(), Refusal> {
    let (store, l) = (&tx.ctx.store, tx.lang);
    let Some(max) = tx.ctx.config.max_open_games.filter(|_| tx.ctx.limits(user)) else { return Ok(()) };
    let ids = store.games_of(user).map_err(|e| storage_trouble(l, &e))?;
    let mut open = 0;
    // Newest first: open games are the recent ones.
    for id in ids.into_iter().rev() {
        let record = store.record(id).map_err(|e| storage_trouble(l, &e))?;
        let plays = |r: &kontor_storage::GameRecord| crate::rights::acting_seat(r, user).is_some();
        open += usize::from(record.is_some_and(|r| r.status.is_open() && plays(&r)));
        if open >= max {
            return Err(t!(l, "tables-too-many-games", n = max).into());
        }
    }
    Ok(())
}

/// What a player's next command meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Pace {
    /// Within the limit: handled.
    Go,
    /// The first over the limit: answered with "slow down", not handled.
    SlowDown,
    /// Later ones in the same window: dropped without an answer (the "slow down" said so).
    Drop,
}

/// The commands each player sent in their current window (this process's).
#[derive(Debug, Default)]
pub(crate) struct CommandBudget {
    windows: Mutex<HashMap<UserKey, (u64, usize)>>,
}

impl CommandBudget {
    /// Counts a command of `user` at `now_ms` against `limit`.
    pub(crate) fn take(&self, user: &UserKey, now_ms: u64, limit: RateLimit) -> Pace {
        let mut windows = self.windows.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let ended = |start: u64| now_ms >= start.saturating_add(limit.window_ms);
        if windows.len() > 10_000 {
            windows.retain(|_, (start, _)| !ended(*start));
        }
        let (start, count) = windows.entry(user.clone()).or_insert((now_ms, 0));
        if ended(*start) {
            (*start, *count) = (now_ms, 0);
        }
        *count += 1;
        match count.checked_sub(limit.commands) {
            None | Some(0) => Pace::Go,
            Some(1) => Pace::SlowDown,
            Some(_) => Pace::Drop,
        }
    }
}

/// "Slow down", in language `l`.
pub(crate) fn slow_down(l: Lang, limit: RateLimit) -> String {
    t!(l, "tables-slow-down", n = limit.commands, d = duration(l, limit.window_ms))
}

/// What a duration of `/remind` sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wait {
    /// The first reminder's delay or the repeat.
    Reminder,
    /// The time-out.
    TimeOut,
}

impl Wait {
    fn min_ms(self) -> u64 {
        match self {
            Wait::Reminder => MIN_REMINDER_MS,
            Wait::TimeOut => MIN_TIMEOUT_MS,
        }
    }

    /// `ms` within the bounds.
    pub(crate) fn clamp(self, ms: u64) -> u64 {
        ms.clamp(self.min_ms(), MAX_WAIT_MS)
    }

    /// `ms` if it is within the bounds; else the refusal that names them (in language `l`).
    pub(crate) fn check(self, l: Lang, ms: u64) -> Result<u64, Refusal> {
        if (self.min_ms()..=MAX_WAIT_MS).contains(&ms) {
            return Ok(ms);
        }
        let (min, max) = (duration(l, self.min_ms()), duration(l, MAX_WAIT_MS));
        Err(match self {
            Wait::Reminder => t!(l, "tables-reminder-out-of-bounds", min = min, max = max),
            Wait::TimeOut => t!(l, "tables-timeout-out-of-bounds", min = min, max = max),
        }
        .into())
    }
}

/// A game's reminder settings within the bounds, as the reminder clock uses them.
pub(crate) fn bounded(settings: ReminderSettings) -> ReminderSettings {
    ReminderSettings {
        first_ms: Wait::Reminder.clamp(settings.first_ms),
        repeat_ms: Wait::Reminder.clamp(settings.repeat_ms),
        timeout: settings.timeout.map(|(policy, after)| (policy, Wait::TimeOut.clamp(after))),
    }
}

/// The reminders each chat got in the last hour (this process's; a restart starts afresh, and
/// the one-hour minimum of every delay still holds).
#[derive(Debug, Default)]
pub(crate) struct ReminderBudget {
    sent: Mutex<HashMap<ChatKey, VecDeque<u64>>>,
}

impl ReminderBudget {
    fn sent(&self) -> std::sync::MutexGuard<'_, HashMap<ChatKey, VecDeque<u64>>> {
        self.sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The earliest moment, from `at_ms` on, at which `chat` may get another reminder.
    pub(crate) fn free_at(&self, chat: &ChatKey, at_ms: u64) -> u64 {
        let sent = self.sent();
        let Some(times) = sent.get(chat) else { return at_ms };
        let mut recent: Vec<u64> =
            times.iter().copied().filter(|t| t.saturating_add(HOUR_MS) > at_ms).collect();
        recent.sort_unstable();
        match recent.len().checked_sub(REMINDERS_PER_CHAT_HOUR) {
            // The oldest reminders must leave the hour until one fewer than the cap is left in it.
            Some(over) => recent[over].saturating_add(HOUR_MS).max(at_ms),
            None => at_ms,
        }
    }

    /// Counts a reminder to `chat` at `now_ms` if the cap allows one; says whether it did.
    pub(crate) fn take(&self, chat: &ChatKey, now_ms: u64) -> bool {
        if self.free_at(chat, now_ms) > now_ms {
            return false;
        }
        let mut sent = self.sent();
        sent.retain(|_, times| {
            times.retain(|t| t.saturating_add(HOUR_MS) > now_ms);
            !times.is_empty()
        });
        sent.entry(chat.clone()).or_default().push_back(now_ms);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_outside_the_bounds_are_refused_with_them() {
        assert_eq!(Wait::Reminder.check(Lang::En, HOUR_MS).ok(), Some(HOUR_MS));
        assert_eq!(Wait::TimeOut.check(Lang::En, MAX_WAIT_MS).ok(), Some(MAX_WAIT_MS));
        let Refusal(text) = Wait::Reminder.check(Lang::En, HOUR_MS - 60_000).unwrap_err();
        assert!(text.contains("1 h") && text.contains("60 d"), "{text}");
        let Refusal(text) = Wait::TimeOut.check(Lang::Pl, u64::MAX).unwrap_err();
        assert_eq!(text, "Limit czasu musi wynosić co najmniej 12 godzin i co najwyżej 60 dni.");
    }

    #[test]
    fn stored_settings_are_bounded_when_used() {
        let wild = ReminderSettings {
            first_ms: 0,
            repeat_ms: u64::MAX,
            timeout: Some((kontor_storage::TimeoutPolicy::Bot, 60_000)),
        };
        let tame = bounded(wild);
        assert_eq!((tame.first_ms, tame.repeat_ms), (MIN_REMINDER_MS, MAX_WAIT_MS));
        assert_eq!(tame.timeout.map(|(_, after)| after), Some(MIN_TIMEOUT_MS));
    }

    #[test]
    fn a_chat_gets_at_most_the_cap_in_any_hour() {
        let (budget, chat, other) =
            (ReminderBudget::default(), ChatKey::new("t", "a"), ChatKey::new("t", "b"));
        let start = 10 * HOUR_MS;
        for minute in 0..REMINDERS_PER_CHAT_HOUR as u64 {
            assert!(budget.take(&chat, start + minute * 60_000));
        }
        assert!(!budget.take(&chat, start + 30 * 60_000), "the cap is reached");
        assert!(budget.take(&other, start + 30 * 60_000), "another chat has its own cap");
        assert_eq!(budget.free_at(&chat, start + 30 * 60_000), start + HOUR_MS, "free once the first leaves");
        assert!(budget.take(&chat, start + HOUR_MS));
        assert!(!budget.take(&chat, start + HOUR_MS + 30_000));
    }

    #[test]
    fn a_player_over_the_rate_is_told_once_then_dropped_until_the_window_ends() {
        let (budget, alice, bob) = (CommandBudget::default(), UserKey::new("t", "a"), UserKey::new("t", "b"));
        let limit = RateLimit { commands: 3, window_ms: 10_000 };
        let paces: Vec<Pace> = (0..6).map(|i| budget.take(&alice, 1_000 + i, limit)).collect();
        assert_eq!(paces, [Pace::Go, Pace::Go, Pace::Go, Pace::SlowDown, Pace::Drop, Pace::Drop]);
        assert_eq!(budget.take(&bob, 1_005, limit), Pace::Go, "each player has their own window");
        assert_eq!(budget.take(&alice, 11_000, limit), Pace::Go, "a new window");
    }
}

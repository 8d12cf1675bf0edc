//! Each chat's sending limits, kept before a post reaches teloxide's `Throttle`.
//!
//! The `Throttle` looks at no more waiting posts than its overall limit (30): when those 30 are all
//! for chats at their own limits (a group at 20 posts a minute), posts for other chats wait behind
//! them. So each post first waits here for its own chat's turn — about one a second per chat and
//! 20 a minute per group (Telegram's FAQ) — and reaches the `Throttle` only when its chat may send,
//! where it waits for nothing but the overall limit.
//!
//! The overall limit (30 a second) is kept here too: board photos are sent through the bot's own
//! client (`upload.rs`), past the `Throttle`, so only this pacing sees every post. When it binds
//! (many tables ending their turns at once), group posts go first: the board that the whole table
//! reads, with the mention of who acts next, before private prompts, hands and refusals.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;

use teloxide::adaptors::throttle::Limits;
use teloxide::types::ChatId;
use tokio::time::Instant;

const SECOND: Duration = Duration::from_secs(1);
const MINUTE: Duration = Duration::from_secs(60);
/// How long a private message gives way to waiting group posts before it looks again.
const GIVE_WAY: Duration = Duration::from_millis(50);

/// When each chat last sent (the last minute's worth), and the limits.
pub struct Pace {
    limits: Limits,
    sent: Mutex<Sent>,
}

/// Posts sent: each chat's within the last minute, and all chats' sends within the last second
/// (with their chat, so that [`Pace::done`] can move a send's time to when it was taken).
#[derive(Default)]
struct Sent {
    chats: HashMap<i64, VecDeque<Instant>>,
    all: Vec<(i64, Instant)>,
    /// Group posts waiting for nothing but the overall limit: while there are any, private
    /// messages leave the overall budget to them.
    groups_waiting: usize,
}

/// A group post's place among those waiting for the overall limit, given up when it goes (or
/// its sender gives up waiting).
struct Waiting<'a> {
    pace: &'a Pace,
    counted: bool,
}

impl Waiting<'_> {
    fn set(&mut self, groups_waiting: &mut usize, waiting: bool) {
        if waiting != self.counted {
            self.counted = waiting;
            if waiting {
                *groups_waiting += 1;
            } else {
                *groups_waiting -= 1;
            }
        }
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        if self.counted {
            self.pace.lock().groups_waiting -= 1;
        }
    }
}

impl Pace {
    /// Pacing by `limits` (teloxide's defaults are Telegram's).
    #[must_use]
    pub fn new(limits: Limits) -> Pace {
        Pace { limits, sent: Mutex::new(Sent::default()) }
    }

    /// The limits the `Throttle` keeps behind the pacing: the overall one, and per chat twice
    /// (or five more than) these, so that it never holds back a post that was paced here.
    #[must_use]
    pub fn throttle_limits(&self) -> Limits {
        let l = self.limits;
        Limits {
            messages_per_sec_chat: l.messages_per_sec_chat.saturating_mul(2),
            messages_per_min_chat: l
                .messages_per_min_chat
                .saturating_add(5)
                .max(l.messages_per_sec_chat * 120),
            messages_per_min_channel_or_supergroup: l
                .messages_per_min_channel_or_supergroup
                .saturating_add(5),
            messages_per_sec_overall: l.messages_per_sec_overall,
        }
    }

    /// Waits until `chat` may send one more post, and counts it as sent.
    pub async fn turn(&self, chat: i64) {
        self.wait(chat, true).await;
    }

    /// Waits until `chat` may send one more message or edit, and counts it in the chat only (an
    /// edit is not a new message: Telegram's overall limit, like the `Throttle`, counts sends).
    pub async fn edit_turn(&self, chat: i64) {
        self.wait(chat, false).await;
    }

    /// Waits for `chat`'s turn. When the overall limit binds, group posts (read by everyone at
    /// the table) go before private messages.
    async fn wait(&self, chat: i64, send: bool) {
        let mut place = Waiting { pace: self, counted: false };
        loop {
            let wait = {
                let mut guard = self.lock();
                let now = Instant::now();
                let sent = &mut *guard;
                sent.all.retain(|(_, t)| now.saturating_duration_since(*t) < SECOND);
                let everyone = self.overall_turn(sent, chat, send, now);
                let Sent { chats, all, groups_waiting } = sent;
                let times = chats.entry(chat).or_default();
                while times.front().is_some_and(|t| now.duration_since(*t) >= MINUTE) {
                    times.pop_front();
                }
                let own = next_turn(times, &self.limits, chat, now);
                place.set(groups_waiting, send && chat < 0 && own.is_none() && everyone.is_some());
                match own.max(everyone) {
                    None => {
                        times.push_back(now);
                        if send {
                            all.push((chat, now));
                        }
                        return;
                    }
                    Some(at) => at - now,
                }
            };
            tokio::time::sleep(wait).await;
        }
    }

    /// When a send to `chat` fits the overall limit, or `None` for now: a private message waits
    /// while group posts wait for the overall limit.
    fn overall_turn(&self, sent: &Sent, chat: i64, send: bool, now: Instant) -> Option<Instant> {
        let overall = (self.limits.messages_per_sec_overall as usize).max(1);
        if !send {
            return None;
        }
        if sent.all.len() >= overall {
            let mut times: Vec<Instant> = sent.all.iter().map(|(_, t)| *t).collect();
            times.sort_unstable();
            return Some(times[times.len() - overall] + SECOND);
        }
        (chat > 0 && sent.groups_waiting > 0).then(|| now + GIVE_WAY)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Sent> {
        self.sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Marks the post last counted for `chat` as done now: the next one is paced from when this
    /// one was taken (an upload can take a while), not from when it started.
    pub fn done(&self, chat: i64) {
        self.taken(chat, true);
    }

    /// Marks the edit last counted for `chat` as done now (it counts in its chat only).
    pub fn edit_done(&self, chat: i64) {
        self.taken(chat, false);
    }

    fn taken(&self, chat: i64, send: bool) {
        let mut sent = self.lock();
        let now = Instant::now();
        if let Some(last) = sent.chats.get_mut(&chat).and_then(VecDeque::back_mut) {
            *last = (*last).max(now);
        }
        if !send {
            return;
        }
        if let Some((_, last)) = sent.all.iter_mut().rev().find(|(c, _)| *c == chat) {
            *last = (*last).max(now);
        }
    }
}

/// When a chat that sent at `times` (oldest first, within the last minute) may send again, or
/// `None` for now.
fn next_turn(times: &VecDeque<Instant>, limits: &Limits, chat: i64, now: Instant) -> Option<Instant> {
    let per_second = (limits.messages_per_sec_chat as usize).max(1);
    let in_second: Vec<&Instant> = times.iter().filter(|t| now.duration_since(**t) < SECOND).collect();
    let mut at = None;
    if in_second.len() >= per_second {
        at = Some(*in_second[in_second.len() - per_second] + SECOND);
    }
    // The minute's limit is for groups (a private chat has only the second's).
    let per_minute = if ChatId(chat).is_channel_or_supergroup() {
        limits.messages_per_min_channel_or_supergroup
    } else {
        limits.messages_per_min_chat
    };
    let per_minute = (per_minute as usize).max(1);
    if chat < 0 && times.len() >= per_minute {
        let minute = times[times.len() - per_minute] + MINUTE;
        at = Some(at.map_or(minute, |a: Instant| a.max(minute)));
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_chat_waits_a_second_between_posts_and_a_group_keeps_twenty_a_minute() {
        let pace = Pace::new(Limits::default());
        let start = Instant::now();
        pace.turn(5).await;
        pace.turn(5).await;
        assert_eq!(start.elapsed(), SECOND, "one a second in a chat");
        // Another chat is not held up.
        let other = Instant::now();
        pace.turn(6).await;
        assert_eq!(other.elapsed(), Duration::ZERO);
        let start = Instant::now();
        for _ in 0..21 {
            pace.turn(-7).await;
        }
        // 20 posts a second apart, then the 21st waits for the first to be a minute old.
        assert_eq!(start.elapsed(), MINUTE);
    }

    #[tokio::test(start_paused = true)]
    async fn group_posts_go_before_private_messages_when_the_overall_limit_binds() {
        let pace = std::sync::Arc::new(Pace::new(Limits::default()));
        for chat in 1..=30 {
            pace.turn(chat).await;
        }
        let (done_tx, mut done_rx) = tokio::sync::mpsc::unbounded_channel();
        // Private messages asked first, then group posts: the groups still go first.
        for chat in [101, 102, -201, -202] {
            let (pace, done) = (pace.clone(), done_tx.clone());
            tokio::spawn(async move {
                pace.turn(chat).await;
                let _ = done.send(chat);
            });
            tokio::task::yield_now().await;
        }
        let mut went = Vec::new();
        for _ in 0..4 {
            went.push(done_rx.recv().await.unwrap());
        }
        assert_eq!(&went[..2], &[-201, -202], "{went:?}");
        assert_eq!(pace.lock().groups_waiting, 0);
    }

    #[tokio::test(start_paused = true)]
    async fn all_chats_together_keep_thirty_a_second() {
        let pace = Pace::new(Limits::default());
        let start = Instant::now();
        for chat in 1..=31 {
            pace.turn(chat).await;
        }
        assert_eq!(start.elapsed(), SECOND, "the 31st chat waits for the first post to be a second old");
    }
}

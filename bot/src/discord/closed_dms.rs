//! Users whose direct messages are closed to Kontor (Discord answered 403 50007): no DM is tried
//! while that is remembered, and the player is told once where their moves are instead. Forgotten
//! when they next use Kontor from a DM (their DMs are open again) or after a day, when one DM is
//! tried again. Kept in memory: after a restart one DM is tried again.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serenity::all::UserId;

/// How long a refusal is remembered.
pub const REMEMBERED: Duration = Duration::from_secs(24 * 3_600);

#[derive(Clone, Copy, Debug)]
struct Entry {
    since: Instant,
    told: bool,
}

/// The remembered refusals, shared by every clone of the adapter.
#[derive(Clone, Debug, Default)]
pub struct ClosedDms {
    users: Arc<Mutex<HashMap<UserId, Entry>>>,
}

impl ClosedDms {
    /// Whether `user`'s DMs are known to be closed (a refusal less than a day old).
    #[must_use]
    pub fn is_closed(&self, user: UserId) -> bool {
        self.is_closed_at(user, Instant::now())
    }

    fn is_closed_at(&self, user: UserId, now: Instant) -> bool {
        let mut users = self.users.lock().expect("closed DMs");
        match users.get(&user) {
            Some(entry) if now.duration_since(entry.since) < REMEMBERED => true,
            Some(_) => {
                users.remove(&user);
                false
            }
            None => false,
        }
    }

    /// Remembers that Discord refused a DM to `user`.
    pub fn close(&self, user: UserId) {
        self.close_at(user, Instant::now());
    }

    fn close_at(&self, user: UserId, since: Instant) {
        let mut users = self.users.lock().expect("closed DMs");
        let told = users.get(&user).is_some_and(|e| e.told);
        users.insert(user, Entry { since, told });
    }

    /// Forgets the refusal: `user` just used Kontor from a DM.
    pub fn reopen(&self, user: UserId) {
        self.users.lock().expect("closed DMs").remove(&user);
    }

    /// Whether `user` (whose DMs are closed) still has to be told so; marks them told.
    pub fn tell_once(&self, user: UserId) -> bool {
        let mut users = self.users.lock().expect("closed DMs");
        users.get_mut(&user).is_some_and(|e| !std::mem::replace(&mut e.told, true))
    }
}

/// The channel line telling `user` where their moves are, in `lang`.
#[must_use]
pub fn notice(user: UserId, lang: kontor_service::Lang) -> String {
    kontor_service::t!(lang, "bot-discord-dms-closed-notice", user = format!("<@{user}>"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_is_remembered_for_a_day_and_told_once() {
        let dms = ClosedDms::default();
        let (bob, start) = (UserId::new(22), Instant::now());
        assert!(!dms.is_closed_at(bob, start) && !dms.tell_once(bob));
        dms.close_at(bob, start);
        assert!(dms.is_closed_at(bob, start + Duration::from_secs(3_600)));
        assert!(dms.tell_once(bob));
        assert!(!dms.tell_once(bob), "told once");
        dms.close_at(bob, start);
        assert!(!dms.tell_once(bob), "a second refusal is not told again");
        assert!(!dms.is_closed_at(bob, start + REMEMBERED), "forgotten after a day");
    }

    #[test]
    fn a_dm_from_the_user_opens_them_again() {
        let dms = ClosedDms::default();
        let bob = UserId::new(22);
        dms.close(bob);
        assert!(dms.is_closed(bob));
        dms.reopen(bob);
        assert!(!dms.is_closed(bob));
    }
}

//! The adapter's shared state: the service, the bot, each chat's sending limits, the adapter's
//! files, and what it remembers of users, chats and the keyboards it showed.
//!
//! One [`Adapter`] is shared by all the chats' lanes. Its work is spread over the modules beside
//! this one, each an `impl Adapter` block: `poll` receives updates, `dispatch` runs the lanes'
//! jobs, `press` and `menus` answer buttons, `send` posts, `calls` asks the service and `commands`
//! registers the command menu. This module only keeps and reads the state they share.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use kontor_service::{ChatKey, Lang, Receipt, Service};
use teloxide::Bot;
use teloxide::adaptors::Throttle;
use tokio::sync::Semaphore;

use super::admins::Admins;
use super::inbox::Inbox;
use super::pace::Pace;
use super::place::Place;
use super::state::{Keyboard, State, StateFile};
use super::stats::Stats;
use super::translate::Sender;
use crate::platforms::TELEGRAM;

/// Service calls running at once: twice the cores (a call waits on the disk part of its time).
#[must_use]
pub fn busy_limit() -> usize {
    2 * std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
}

/// The adapter: the service, the bot, and the adapter's files. Shared by the chats' lanes.
pub struct Adapter {
    pub(super) service: Service,
    pub(super) bot: Throttle<Bot>,
    /// Each chat's sending limits, kept before the `Throttle`.
    pub(super) pace: Pace,
    pub(super) state: Mutex<StateFile>,
    /// Whether `state` changed since it was last written.
    pub(super) dirty: AtomicBool,
    pub(super) inbox: Arc<Inbox>,
    /// The bot's username, for `@bot` commands and deep links.
    pub(super) me: String,
    pub(super) outbox_retry: Duration,
    /// Limits the service calls running at once.
    pub(super) busy: Semaphore,
    /// Outbox posts queued or being sent, so that a retry does not send one twice.
    pub(super) in_flight: Mutex<HashSet<Receipt>>,
    /// Where the time went, logged at shutdown.
    pub(super) stats: Stats,
    /// The administrators of groups, looked up lately (who moderates).
    pub(super) admins: Admins,
}

impl Adapter {
    pub(super) fn new(
        service: Service,
        bot: Throttle<Bot>,
        pace: Pace,
        state: StateFile,
        inbox: Inbox,
        me: String,
        outbox_retry: Duration,
    ) -> Arc<Adapter> {
        service.serve(TELEGRAM);
        Arc::new(Adapter {
            service,
            bot,
            pace,
            state: Mutex::new(state),
            dirty: AtomicBool::new(false),
            inbox: Arc::new(inbox),
            me,
            outbox_retry,
            busy: Semaphore::new(busy_limit()),
            in_flight: Mutex::new(HashSet::new()),
            stats: Stats::default(),
            admins: Admins::default(),
        })
    }

    /// Writes the adapter state once a second when it changed.
    pub(super) async fn keep_state(self: Arc<Self>) {
        let mut tick = tokio::time::interval(Duration::from_secs(1));
        loop {
            tick.tick().await;
            if self.dirty.load(Ordering::SeqCst) {
                self.save();
            }
        }
    }

    pub(super) fn save(&self) {
        self.dirty.store(false, Ordering::SeqCst);
        if let Err(e) = self.lock_state().save() {
            self.dirty.store(true, Ordering::SeqCst);
            tracing::error!("telegram: could not save the adapter state: {e:#}");
        }
    }

    fn lock_state(&self) -> std::sync::MutexGuard<'_, StateFile> {
        self.state.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Reads the adapter state.
    pub(super) fn read<R>(&self, f: impl FnOnce(&State) -> R) -> R {
        f(&self.lock_state().state)
    }

    /// Changes the adapter state (written within a second).
    pub(super) fn change<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let out = f(&mut self.lock_state().state);
        self.dirty.store(true, Ordering::SeqCst);
        out
    }

    pub(super) fn flights(&self) -> std::sync::MutexGuard<'_, HashSet<Receipt>> {
        self.in_flight.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A group that became a supergroup under a new id: its game, settings and reminders (kept by
    /// game) follow, and so does what the adapter remembers of it. Safe to run twice.
    pub(super) fn migrate(&self, from: i64, to: i64) {
        let key = |id: i64| ChatKey::new(TELEGRAM, id.to_string());
        match self.service.move_chat(&key(from), &key(to)) {
            Ok(Some(game)) => tracing::info!("telegram: chat {from} is now {to}; game #{game} moved along"),
            Ok(None) => {}
            Err(e) => tracing::error!("telegram: could not move chat {from}'s game to {to}: {e}"),
        }
        self.change(|state| {
            state.games.values_mut().filter(|chat| **chat == from).for_each(|chat| *chat = to);
            state.last_group.values_mut().filter(|chat| **chat == from).for_each(|chat| *chat = to);
        });
    }

    /// Remembers a user's name, and their private chat or last group.
    pub(super) fn learn(&self, from: &Sender, chat: i64, private: bool) {
        self.change(|state| {
            state.names.insert(from.id, from.name.clone());
            if private {
                state.opened(from.id);
            } else if chat < 0 {
                state.last_group.insert(from.id, chat);
            }
        });
    }

    /// The language of the adapter's answers to `from` in `place` (their private chat when
    /// none): their choice, else their app's language, else the chat's.
    pub(super) fn lang(&self, from: &Sender, place: Option<Place>) -> Lang {
        let chat = place.unwrap_or(Place::chat(from.id)).key();
        self.service.answer_lang(&from.key(), &chat, from.locale.as_deref())
    }

    pub(super) fn game_of(&self, kb: Option<&Keyboard>) -> Option<Place> {
        kb.and_then(|kb| self.read(|s| s.game_place(kb.game)))
    }

    /// Remembers a keyboard shown in `chat` for a game played in `game_chat`.
    pub(super) fn remember(&self, chat: i64, game_chat: Place, kb: Option<Keyboard>) {
        if let Some(kb) = kb {
            self.change(|state| {
                state.set_game_place(kb.game, game_chat);
                state.keyboards.insert(State::keyboard_key(chat, kb.game), kb);
            });
        }
    }
}

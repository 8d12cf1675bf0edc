//! What every command's work shares: the database, the clock, the settings, a source of fresh
//! seeds, and the languages read from the database. Handlers reach it through their
//! `Tx`; nothing here is kept between commands.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use kontor_engine::GameRng;
use kontor_storage::{ChatKey, ChatSettings, GameRecord, StorageError, Store, UserKey};
use tokio::sync::Notify;

use crate::backlog::Backlog;
use crate::clock::Clock;
use crate::i18n::Lang;
use crate::limits::{CommandBudget, RateLimit, ReminderBudget};

/// Settings of the service.
#[derive(Clone, Debug)]
pub struct ServiceConfig {
    /// Render board and hand PNGs (off only in latency benchmarks).
    pub images: bool,
    /// Most buttons offered with one message (Discord allows 25 per select menu).
    pub max_choices: usize,
    /// Caps the search iterations of `normal` and `hard` bots and turns their time budgets off, so
    /// their moves depend only on the game (tests); `None` plays the levels' budgets.
    pub bot_iterations: Option<usize>,
    /// Whether `/new … seed=N` is taken. Allowed here (tests, `kontor local`, self-play, arena);
    /// `kontor run` takes it only with `allow_seed = true` under `[service]`: a known seed lets a
    /// player who knows the rules' shuffles see what is to come.
    pub allow_seed: bool,
    /// The most open games (lobbies included) one player may play in: a `/new` or `/join` beyond
    /// it is refused. `None` sets no cap (tests, benchmarks, `kontor local`); `kontor run` sets it
    /// from `[service]` ([`MAX_OPEN_GAMES`](crate::MAX_OPEN_GAMES) unless set).
    pub max_open_games: Option<usize>,
    /// The commands one player may send in a short window; `None` counts none (tests and
    /// benchmarks, whose clocks stand still). `kontor run` sets it from `[service]`.
    pub rate_limit: Option<RateLimit>,
    /// The most channel posts that may wait to reach one chat: while a chat has this many unsent
    /// (its platform refuses or throttles it), its players' commands are answered with "wait a
    /// minute" instead. `None` sets no cap (tests, `kontor local`).
    pub max_unsent_per_chat: Option<usize>,
    /// Platforms whose users no per-player limit counts: the operator's own terminal under
    /// `kontor run`.
    pub unlimited_platforms: Vec<String>,
    /// Whether bot decisions share the cores round-robin between the games' owners (their
    /// creators), so one player's many bot tables cannot hold up another's; off, decisions wait
    /// in arrival order (the `thinking` benchmark compares the two).
    pub fair_thinking: bool,
    /// Where the games' web pages are served (`[web] public_url`, or `--web` of `kontor local`),
    /// without a trailing `/`: `/watch` answers with a page's address and turn posts carry a
    /// link to it. `None`: no pages; `/watch` says so.
    pub web_url: Option<String>,
}

impl Default for ServiceConfig {
    fn default() -> Self {
        ServiceConfig {
            images: true,
            max_choices: 25,
            bot_iterations: None,
            allow_seed: true,
            max_open_games: None,
            rate_limit: None,
            max_unsent_per_chat: None,
            unlimited_platforms: Vec::new(),
            fair_thinking: true,
            web_url: None,
        }
    }
}

/// The service's shared parts.
pub(crate) struct Ctx {
    pub store: Store,
    pub clock: Arc<dyn Clock>,
    pub config: ServiceConfig,
    seeds: Mutex<GameRng>,
    /// The reminders each chat got in the last hour.
    pub reminder_budget: ReminderBudget,
    /// The commands each player sent in their current window.
    pub command_budget: CommandBudget,
    /// The codes each user tried in their current window (`codes.rs`).
    pub code_tries: CommandBudget,
    /// Wakes the reminder task for an entry due before the moment it sleeps until.
    pub queue: QueueBell,
    /// The channel posts waiting to reach each chat.
    pub backlog: Backlog,
    /// The platforms whose adapters run in this process (`Service::serve`).
    served: Mutex<std::collections::BTreeSet<String>>,
}

/// How the reminder task learns of an entry due earlier than the one it sleeps on.
#[derive(Debug)]
pub(crate) struct QueueBell {
    /// When the reminder task wakes next (`u64::MAX` while it is awake: it reads the queue anew).
    sleeps_until: AtomicU64,
    bell: Notify,
}

impl Default for QueueBell {
    fn default() -> Self {
        QueueBell { sleeps_until: AtomicU64::new(u64::MAX), bell: Notify::new() }
    }
}

impl QueueBell {
    /// Notes an entry due at `due_ms`; rings if the reminder task sleeps past it.
    pub(crate) fn scheduled(&self, due_ms: u64) {
        if due_ms < self.sleeps_until.load(Ordering::SeqCst) {
            self.bell.notify_one();
        }
    }

    /// Sleeps until `until_ms` (`ms` from now) or until an earlier entry is scheduled.
    pub(crate) async fn sleep(&self, until_ms: u64, ms: u64) {
        self.sleeps_until.store(until_ms, Ordering::SeqCst);
        tokio::select! {
            () = tokio::time::sleep(std::time::Duration::from_millis(ms)) => {}
            () = self.bell.notified() => {}
        }
        self.sleeps_until.store(u64::MAX, Ordering::SeqCst);
    }
}

impl Ctx {
    pub(crate) fn new(store: Store, config: ServiceConfig, clock: Arc<dyn Clock>) -> Ctx {
        let entropy = std::collections::hash_map::RandomState::new();
        let seed = std::hash::BuildHasher::hash_one(&entropy, clock.now_ms());
        Ctx {
            store,
            clock,
            config,
            seeds: Mutex::new(GameRng::from_seed(seed)),
            reminder_budget: ReminderBudget::default(),
            command_budget: CommandBudget::default(),
            code_tries: CommandBudget::default(),
            queue: QueueBell::default(),
            backlog: Backlog::default(),
            served: Mutex::default(),
        }
    }

    /// Notes that this process sends the posts of `platform`.
    pub(crate) fn serve(&self, platform: &str) {
        self.served.lock().unwrap_or_else(std::sync::PoisonError::into_inner).insert(platform.to_string());
    }

    /// Whether this process sends the posts of `platform`.
    pub(crate) fn serves(&self, platform: &str) -> bool {
        self.served.lock().unwrap_or_else(std::sync::PoisonError::into_inner).contains(platform)
    }

    /// Whether the per-player limits count `user` (not a user of an unlimited platform).
    pub(crate) fn limits(&self, user: &UserKey) -> bool {
        !self.config.unlimited_platforms.contains(&user.platform)
    }

    /// Now, in milliseconds since the epoch.
    pub(crate) fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }

    /// A fresh seed for a new game.
    pub(crate) fn fresh_seed(&self) -> u64 {
        self.seeds.lock().unwrap_or_else(std::sync::PoisonError::into_inner).next_u64()
    }

    /// The language of a chat's public posts (English unless `/lang chat` chose another, or the
    /// chat adopted its opener's).
    pub(crate) fn chat_lang(&self, chat: &ChatKey) -> Lang {
        self.store.chat_settings(chat).map(|s| s.lang).unwrap_or_default()
    }

    /// The user's language, chosen with `/lang` or else reported by their app; `None` when
    /// neither is known.
    pub(crate) fn own_lang(&self, user: &UserKey) -> Option<Lang> {
        self.store.profile(user).ok().and_then(|p| p.lang.or(p.platform_lang))
    }

    /// The language of texts for `user` about `chat`: their own, else the chat's.
    pub(crate) fn user_lang(&self, user: &UserKey, chat: &ChatKey) -> Lang {
        self.own_lang(user).unwrap_or_else(|| self.chat_lang(chat))
    }

    /// The language of an answer to `user` about `chat` while they are being answered: the one
    /// they chose with `/lang`, else the one their app reports with this very update (`locale`;
    /// Kontor may not have seen them before), else the one their app reported before, else the
    /// chat's.
    pub(crate) fn answer_lang(&self, user: &UserKey, chat: &ChatKey, locale: Option<Lang>) -> Lang {
        let profile = self.store.profile(user).ok();
        profile
            .as_ref()
            .and_then(|p| p.lang)
            .or(locale)
            .or_else(|| profile.and_then(|p| p.platform_lang))
            .unwrap_or_else(|| self.chat_lang(chat))
    }

    /// Keeps the language the user's app reports, for the texts sent to them later (reminders,
    /// prompts after others' moves).
    pub(crate) fn remember_locale(&self, user: &UserKey, locale: Lang) {
        let Ok(mut profile) = self.store.profile(user) else { return };
        if profile.platform_lang != Some(locale) {
            profile.platform_lang = Some(locale);
            if let Err(e) = self.store.set_profile(user, &profile) {
                tracing::warn!("could not keep the language of {user}: {e}");
            }
        }
    }

    /// Notes `record`, which just ended, as the last game of its chats (both homes of a bridged
    /// table).
    pub(crate) fn remember_last_game(&self, record: &GameRecord) {
        for chat in record.homes() {
            let settings = self.store.chat_settings(chat).unwrap_or_default();
            let settings = ChatSettings { last_game: Some(record.id), ..settings };
            if let Err(e) = self.store.set_chat_settings(chat, &settings) {
                tracing::warn!("could not note game {} as the last of {chat}: {e}", record.id);
            }
        }
    }

    /// The chat's last ended game, if it is still stored.
    pub(crate) fn last_game(&self, chat: &ChatKey) -> Option<GameRecord> {
        let id = self.store.chat_settings(chat).ok()?.last_game?;
        self.store.record(id).ok().flatten().filter(|r| r.is_home(chat))
    }

    /// When a game is opened in a chat whose language nobody chose, the chat speaks the language
    /// of the player who opens it.
    pub(crate) fn adopt_opener_lang(&self, chat: &ChatKey, opener: &UserKey) {
        let Some(lang) = self.own_lang(opener) else { return };
        let settings = self.store.chat_settings(chat).unwrap_or_default();
        if !settings.chosen
            && settings.lang != lang
            && let Err(e) = self.set_chat_lang(chat, lang, false)
        {
            tracing::warn!("could not set the language of {chat}: {e}");
        }
    }

    /// Sets the language of a chat's posts, and of its bridged home's: a table speaks one
    /// language at both homes.
    pub(crate) fn set_chat_lang(&self, chat: &ChatKey, lang: Lang, chosen: bool) -> Result<(), StorageError> {
        let settings = self.store.chat_settings(chat)?;
        if let Some(other) = &settings.bridge {
            let theirs = self.store.chat_settings(other)?;
            self.store.set_chat_settings(other, &ChatSettings { lang, chosen, ..theirs })?;
        }
        self.store.set_chat_settings(chat, &ChatSettings { lang, chosen, ..settings })
    }
}

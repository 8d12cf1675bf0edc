//! The Telegram adapter (teloxide, long polling): any group plays any Kontor game.
//!
//! - Commands typed in a group or in the private chat go to the service with the delivery id
//!   `telegram:<update_id>`; the processed offset is kept in `<data_dir>/telegram/state.json`, so a
//!   restart neither loses nor repeats a move.
//! - Channel deliveries become a photo (the board) with the text as caption (or a separate message
//!   when longer than 1024 characters), the players to act mentioned, and an inline keyboard when the
//!   delivery has choices. Private deliveries (hands, prompts with move buttons) go to the user's
//!   private chat; a user who never opened it gets a deep-link button in the group.
//! - Buttons carry `g<game>v<version>:<move>` (see [`callback`]); the service refuses a stale press
//!   or one by a player not to act, and the adapter shows that refusal as an alert. A group of the
//!   move menu (`m<path>`) edits the pressed message into that level, with a *Back* button.
//!
//! [`translate`] is pure (updates → commands, deliveries → posts); [`io`] is the thin async layer.

pub mod callback;
pub mod html;
pub mod io;
pub mod place;
pub mod state;
pub mod translate;

use std::future::Future;
use std::path::PathBuf;

use anyhow::Context;
use kontor_service::Service;
use teloxide::Bot;
use teloxide::adaptors::throttle::{Limits, Throttle};
use teloxide::prelude::Requester;

use crate::config::TelegramConfig;

/// The platform name of Telegram users and chats.
pub const PLATFORM: &str = "telegram";
/// The environment variable that holds the token (it wins over the configuration file).
pub const TOKEN_VAR: &str = "KONTOR_TELEGRAM_TOKEN";

/// How to reach the Bot API.
pub struct Options {
    token: String,
    /// `None` for `https://api.telegram.org`.
    pub api_url: Option<url::Url>,
    /// Sending limits (teloxide's defaults follow Telegram's FAQ).
    pub limits: Limits,
    /// Long-polling timeout of getUpdates.
    pub poll_seconds: u32,
    /// How often posts that failed for a while are tried again from the outbox.
    pub outbox_retry: std::time::Duration,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("api_url", &self.api_url)
            .field("poll_seconds", &self.poll_seconds)
            .finish()
    }
}

impl Options {
    /// Options with Telegram's limits and a 25-second long poll.
    #[must_use]
    pub fn new(token: impl Into<String>) -> Options {
        Options {
            token: token.into(),
            api_url: None,
            limits: Limits::default(),
            poll_seconds: 25,
            outbox_retry: std::time::Duration::from_secs(30),
        }
    }

    /// The options of a `[telegram]` section; the token comes from `KONTOR_TELEGRAM_TOKEN` or the file.
    pub fn from_config(config: &TelegramConfig) -> anyhow::Result<Options> {
        let token =
            std::env::var(TOKEN_VAR).ok().filter(|t| !t.trim().is_empty()).or_else(|| config.token.clone());
        let Some(token) = token.filter(|t| !t.trim().is_empty()) else {
            anyhow::bail!("[telegram] is enabled but has no token: set {TOKEN_VAR} or `token` in [telegram]");
        };
        let mut options = Options::new(token.trim());
        if let Some(url) = &config.api_url {
            options.api_url = Some(url::Url::parse(url).with_context(|| "[telegram] api_url is not a URL")?);
        }
        Ok(options)
    }
}

/// Connects to the Bot API and runs the adapter until `shutdown` resolves.
pub async fn run(
    service: Service,
    data_dir: PathBuf,
    options: Options,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let client = teloxide::net::default_reqwest_settings()
        .timeout(client_timeout(options.poll_seconds))
        .build()
        .context("telegram: building the HTTP client")?;
    let mut bot = Bot::with_client(options.token, client);
    if let Some(url) = options.api_url {
        bot = bot.set_api_url(url);
    }
    let bot = Throttle::new_spawn(bot, options.limits);
    let me = bot.get_me().await.context("telegram: getMe failed (is the token right?)")?;
    let state = state::StateFile::open(&data_dir)?;
    tracing::info!("telegram: running as @{}", me.username());
    let adapter = io::Adapter {
        service,
        bot,
        state,
        me: me.username().to_string(),
        poll_seconds: options.poll_seconds,
        outbox_retry: options.outbox_retry,
    };
    adapter.run(shutdown).await
}

/// The HTTP client's timeout: longer than the long poll (teloxide's default of 17 s is shorter
/// than a 25 s poll, so an idle poll timed out, warned and paused), and long enough for a board
/// upload on a slow link (a 1 MB PNG at 100 kbit/s takes 80 s): a request given up too early is
/// sent again and may post twice.
#[must_use]
pub fn client_timeout(poll_seconds: u32) -> std::time::Duration {
    std::time::Duration::from_secs(u64::from(poll_seconds) + 15).max(UPLOAD_TIMEOUT)
}

/// How long an upload may take.
const UPLOAD_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

//! The Telegram adapter (teloxide, long polling): any group plays any Kontor game.
//!
//! - Commands typed in a group or in the private chat go to the service with the delivery id
//!   `telegram:<update_id>`; the processed offset is kept in `<data_dir>/telegram/state.json`, so a
//!   restart neither loses nor repeats a move.
//! - Channel deliveries become a photo (the board) with the text as caption (or a separate message
//!   when longer than 1024 characters), the players to act mentioned, and an inline keyboard when the
//!   delivery has choices. An image named `.gif` (an animated replay) goes out with `sendAnimation`
//!   under the same caption rules, never edited in place, and is left out (the text goes alone)
//!   when over the 50 MB a bot may upload. Private deliveries (hands, prompts with move buttons) go
//!   to the user's private chat; a user who never opened it gets a deep-link button in the group.
//! - Buttons carry `g<game>v<version>:<move>` (see [`callback`]); the service refuses a stale press
//!   or one by a player not to act, and the adapter shows that refusal as an alert. A group of the
//!   move menu (`m<path>`) edits the pressed message into that level, with a *Back* button.
//!
//! [`translate`] is pure (updates → commands, deliveries → posts); the async layer is one
//! [`adapter::Adapter`] shared by the chats' lanes, its work split by job:
//!
//! - [`poll`]: updates are kept in the [`inbox::Inbox`] before they are confirmed (long polling by
//!   one process per database, or the webhook), then handled in their chat's [lane](lanes) by
//!   [`dispatch`]: one chat's updates in order, different chats at once, so a chat waiting on its
//!   sending limit (20 posts a minute in a group) holds up no other. The `Throttle` adaptor keeps
//!   each chat's limits and shares Telegram's overall limit among all chats.
//! - [`press`]: a button press is answered (`answerCallbackQuery`) within
//!   [`press::ANSWER_WITHIN`] of its arrival, whatever waits before it in its chat: with the
//!   service's refusal as an alert when that came in time, otherwise at once with nothing, and a
//!   refusal that comes later is sent as a message. [`menus`] shows the move menu's levels and a
//!   keyboard's pages.
//! - [`calls`]: service calls (the rules, the pictures, the database) run on blocking threads, at
//!   most [`adapter::busy_limit`] at a time, so that drawing boards never delays the answers above.
//! - [`send`]: a post that fails for the network or a 5xx is tried again at once with backoff
//!   ([`retry`]); one that still fails stays in the service's outbox for a later try.
//! - [`admins`]: whether a group's command comes from one of its administrators (the service's
//!   moderators), looked up with `getChatAdministrators` and kept for a few minutes.
//! - [`commands`] registers the command menu; [`stats`] counts where the time went.

pub mod adapter;
pub mod admins;
pub mod callback;
pub mod calls;
pub mod commands;
pub mod dispatch;
pub mod html;
pub mod inbox;
pub mod lanes;
pub mod menus;
pub mod pace;
pub mod place;
pub mod poll;
pub mod press;
pub mod retry;
pub mod send;
mod slots;
pub mod state;
pub mod stats;
pub mod translate;
mod upload;
pub mod webhook;

use std::future::Future;
use std::path::PathBuf;

use anyhow::Context;
use kontor_service::Service;
use teloxide::Bot;
use teloxide::adaptors::throttle::{Limits, Throttle};
use teloxide::payloads::SetWebhookSetters;
use teloxide::prelude::Requester;
use teloxide::types::AllowedUpdate;

use crate::config::{Secret, TelegramConfig};

/// The platform name of Telegram users and chats.
pub use crate::platforms::TELEGRAM as PLATFORM;
/// The environment variable that holds the token (it wins over the configuration file).
pub const TOKEN_VAR: &str = "KONTOR_TELEGRAM_TOKEN";
/// The environment variable that holds the webhook's secret token (it wins over the file).
pub const SECRET_VAR: &str = "KONTOR_TELEGRAM_SECRET";

/// How to reach the Bot API (`Debug` hides the token).
#[derive(Debug)]
pub struct Options {
    token: Secret,
    /// `None` for `https://api.telegram.org`.
    pub api_url: Option<url::Url>,
    /// Sending limits (teloxide's defaults follow Telegram's FAQ).
    pub limits: Limits,
    /// Long-polling timeout of getUpdates.
    pub poll_seconds: u32,
    /// How often posts that failed for a while are tried again from the outbox.
    pub outbox_retry: std::time::Duration,
    /// Webhook mode instead of long polling.
    pub webhook: Option<webhook::Webhook>,
}

impl Options {
    /// Options with Telegram's limits and a 25-second long poll.
    #[must_use]
    pub fn new(token: impl Into<String>) -> Options {
        Options {
            token: Secret(token.into()),
            api_url: None,
            limits: Limits::default(),
            poll_seconds: 25,
            outbox_retry: std::time::Duration::from_secs(30),
            webhook: None,
        }
    }

    /// The options of a `[telegram]` section; the token comes from `KONTOR_TELEGRAM_TOKEN` or the file.
    pub fn from_config(config: &TelegramConfig) -> anyhow::Result<Options> {
        let Some(token) = Secret::resolve(TOKEN_VAR, config.token.as_ref()).filter(|t| !t.is_empty()) else {
            anyhow::bail!("[telegram] is enabled but has no token: set {TOKEN_VAR} or `token` in [telegram]");
        };
        let mut options = Options::new(token);
        if let Some(url) = &config.api_url {
            options.api_url = Some(url::Url::parse(url).with_context(|| "[telegram] api_url is not a URL")?);
        }
        options.webhook = webhook_options(config)?;
        if config.unthrottled {
            tracing::warn!(
                "[telegram] unthrottled: Telegram's sending limits are not kept (a local fake only)"
            );
            options.limits = Limits {
                messages_per_sec_chat: 1_000,
                messages_per_min_chat: 60_000,
                messages_per_min_channel_or_supergroup: 60_000,
                messages_per_sec_overall: 1_000,
            };
        }
        Ok(options)
    }
}

/// The webhook settings of a `[telegram]` section, if it has a `webhook_url`.
fn webhook_options(config: &TelegramConfig) -> anyhow::Result<Option<webhook::Webhook>> {
    let Some(url) = &config.webhook_url else {
        if config.listen.is_some() || config.secret_token.is_some() {
            anyhow::bail!("[telegram] listen and secret_token belong to webhook mode: set webhook_url too");
        }
        return Ok(None);
    };
    let url = url::Url::parse(url).with_context(|| "[telegram] webhook_url is not a URL")?;
    let Some(listen) = &config.listen else {
        anyhow::bail!("[telegram] webhook_url needs `listen`, the local address for the reverse proxy");
    };
    let listen =
        listen.parse().with_context(|| format!("[telegram] listen = {listen:?} is no address:port"))?;
    let Some(secret) = Secret::resolve(SECRET_VAR, config.secret_token.as_ref()) else {
        anyhow::bail!(
            "[telegram] webhook_url needs a secret: set {SECRET_VAR} or `secret_token` in [telegram]"
        );
    };
    if !webhook::valid_secret(&secret) {
        anyhow::bail!("[telegram] secret_token must be 1 to 256 characters of A-Z, a-z, 0-9, _ and -");
    }
    Ok(Some(webhook::Webhook { url, listen, secret: Secret(secret) }))
}

/// Connects to the Bot API (`getMe`) and opens the adapter's files in `data_dir`.
async fn connect(
    service: Service,
    data_dir: &std::path::Path,
    options: &Options,
) -> anyhow::Result<(std::sync::Arc<adapter::Adapter>, Throttle<Bot>)> {
    let client = teloxide::net::default_reqwest_settings()
        .timeout(client_timeout(options.poll_seconds))
        .build()
        .context("telegram: building the HTTP client")?;
    let mut bot = Bot::with_client(options.token.0.clone(), client);
    if let Some(url) = &options.api_url {
        bot = bot.set_api_url(url.clone());
    }
    // Each chat's own limits are kept before a post reaches the Throttle (see `pace`).
    let pace = pace::Pace::new(options.limits);
    let bot = Throttle::new_spawn(bot, pace.throttle_limits());
    let me = bot.get_me().await.context("telegram: getMe failed (is the token right?)")?;
    let state = state::StateFile::open(data_dir)?;
    let inbox = inbox::Inbox::open(data_dir, state.state.offset)?;
    tracing::info!("telegram: running as @{}", me.username());
    let adapter = adapter::Adapter::new(
        service,
        bot.clone(),
        pace,
        state,
        inbox,
        me.username().to_string(),
        options.outbox_retry,
    );
    Ok((adapter, bot))
}

/// Connects to the Bot API and sends `posts` once, as the running adapter sends the service's
/// own (each chat's limits, flood control, retries and refusals alike), without receiving
/// updates: for posts made outside a running adapter. A post Telegram accepted or refused for
/// good is reported sent; one that failed for a while stays in the outbox.
pub async fn send_once(
    service: Service,
    data_dir: PathBuf,
    options: Options,
    posts: Vec<kontor_service::Outbound>,
) -> anyhow::Result<()> {
    let (adapter, _bot) = connect(service, &data_dir, &options).await?;
    adapter.deliver_all(posts, None).await;
    adapter.save();
    Ok(())
}

/// Connects to the Bot API and runs the adapter until `shutdown` resolves.
pub async fn run(
    service: Service,
    data_dir: PathBuf,
    options: Options,
    shutdown: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let (adapter, bot) = connect(service, &data_dir, &options).await?;
    let allowed = [AllowedUpdate::Message, AllowedUpdate::CallbackQuery];
    let Some(hook) = options.webhook else {
        // A webhook set before (by another run) would refuse getUpdates.
        bot.delete_webhook().await.context("telegram: deleteWebhook failed")?;
        return adapter.run(poll::Source::Polling(options.poll_seconds), shutdown).await;
    };
    let listener = webhook::bind(hook.listen).await?;
    let (updates, arrived) = tokio::sync::mpsc::channel(1024);
    let server = tokio::spawn({
        let (hook, inbox) = (hook.clone(), adapter.inbox.clone());
        async move { webhook::serve(listener, &hook, inbox, updates).await }
    });
    bot.set_webhook(hook.url.clone())
        .secret_token(hook.secret.0.clone())
        .allowed_updates(allowed)
        .max_connections(40)
        .await
        .context("telegram: setWebhook failed")?;
    tracing::info!("telegram: receiving updates at {} (listening on {})", hook.url, hook.listen);
    let result = adapter.run(poll::Source::Webhook(arrived), shutdown).await;
    server.abort();
    result
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

#[cfg(test)]
mod tests {
    use super::*;

    fn config(text: &str) -> TelegramConfig {
        toml::from_str(text).unwrap()
    }

    #[test]
    fn webhook_mode_needs_an_address_to_listen_on_and_a_valid_secret() {
        let hook = webhook_options(&config(
            "webhook_url = \"https://bots.example.org/tg\"\nlisten = \"127.0.0.1:8443\"\nsecret_token = \"s3cret-_x\"",
        ))
        .unwrap()
        .unwrap();
        assert_eq!(hook.url.path(), "/tg");
        assert_eq!(hook.listen.port(), 8443);
        assert!(webhook_options(&config("")).unwrap().is_none(), "long polling by default");
        let refused = |text: &str| webhook_options(&config(text)).unwrap_err().to_string();
        assert!(refused("webhook_url = \"https://b.example/tg\"\nsecret_token = \"x\"").contains("listen"));
        assert!(refused("listen = \"127.0.0.1:8443\"").contains("webhook_url"));
        assert!(
            refused(
                "webhook_url = \"https://b.example/tg\"\nlisten = \"127.0.0.1:1\"\nsecret_token = \"a b\""
            )
            .contains("secret_token")
        );
        assert!(
            refused("webhook_url = \"https://b.example/tg\"\nlisten = \"here\"\nsecret_token = \"ab\"")
                .contains("no address")
        );
    }
}

//! The Discord adapter (poise on serenity): slash commands, board posts with buttons, private
//! hands as ephemeral replies or direct messages.
//!
//! - `translate`: pure functions — interaction data → command lines and clicks, deliveries →
//!   message bodies (content, attachment, components, allowed mentions, ephemeral or not).
//! - `adapter`: the thin async layer — defer every interaction at once, run the command through
//!   the service, send the planned messages over serenity's `Http`.
//! - `commands`: the slash commands declared with poise, for registration.
//! - `moderators`: whether an interaction's user moderates its channel, from the member's
//!   permissions the interaction carries.
//!
//! Buttons carry `k:<kind>:<game>:<version>:<move>` custom ids and are routed from the raw
//! `InteractionCreate` event, never by an in-memory collector, so they work after restarts; the
//! service refuses clicks by someone not to act and clicks on an older board. A group of the move
//! menu (`k:m:<game>:<version>:<path>`) is answered with `UPDATE_MESSAGE`: the clicked message
//! becomes that level, with a *Back* button.

pub mod adapter;
pub mod closed_dms;
pub mod commands;
pub mod failure;
pub mod markdown;
pub mod moderators;
pub mod permissions;
pub mod translate;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Context as _;
use kontor_service::Service;
use serenity::all::{Command, Context, EventHandler, GatewayIntents, GuildId, Http, Interaction, Ready};
use serenity::async_trait;

pub use adapter::Adapter;

use crate::config::DiscordConfig;
use crate::jobs::Jobs;

/// Connects to Discord (or the configured `api_url`) and serves until the connection ends or
/// `stop` resolves: every shard Discord recommends (`GET /gateway/bot`), or the configured range
/// of shards. At a stop the interactions being answered are finished (for at most
/// [`crate::jobs::DRAIN`]; what they did not send waits in the outbox) and later ones are left
/// unanswered.
pub async fn run(
    service: Service,
    config: &DiscordConfig,
    stop: impl Future<Output = ()>,
) -> anyhow::Result<()> {
    let token = config.resolved_token()?;
    let jobs = Jobs::default();
    let handler = Handler {
        adapter: Adapter::new(service, config.private_by_dm),
        guild: config.guild_id.map(GuildId::new),
        started: AtomicBool::new(false),
        jobs: jobs.clone(),
    };
    let http = http_client(&token, config.api_url()?.as_ref());
    let mut client = serenity::all::ClientBuilder::new_with_http(http, GatewayIntents::GUILDS)
        .event_handler(handler)
        .await
        .context("creating the Discord client")?;
    let shards = client.shard_manager.clone();
    let connection = async {
        match config.shards {
            None => client.start_autosharded().await,
            // serenity's range end is inclusive.
            Some(shards) => client.start_shard_range(shards.first..shards.last, shards.total).await,
        }
        .context("Discord connection")
    };
    tokio::select! {
        ended = connection => ended?,
        () = stop => {
            if !jobs.finish(crate::jobs::DRAIN).await {
                tracing::warn!("discord: interactions still running at the stop; the outbox keeps their posts");
            }
            shards.shutdown_all().await;
        }
    }
    Ok(())
}

/// The HTTP client: Discord's own, with serenity's rate limiter; or another API at `api_url`.
/// serenity's rate limiter always sends to discord.com (it ignores the proxy), so with an
/// `api_url` it is off: the API behind it is expected to keep Discord's limits.
fn http_client(token: &str, api_url: Option<&url::Url>) -> Http {
    let builder = serenity::all::HttpBuilder::new(token);
    match api_url {
        None => builder.build(),
        Some(url) => builder.proxy(url.as_str().trim_end_matches('/')).ratelimiter_disabled(true).build(),
    }
}

struct Handler {
    adapter: Adapter,
    guild: Option<GuildId>,
    /// Set once the reminder forwarder runs (`ready` fires again on reconnects).
    started: AtomicBool,
    /// The interactions being answered, finished at a stop.
    jobs: Jobs,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!("discord: connected as {}", ready.user.name);
        if let Err(e) = register(&ctx.http, self.guild).await {
            tracing::error!("discord: registering the slash commands failed: {e}");
        }
        if !self.started.swap(true, Ordering::SeqCst) {
            tokio::spawn(forward_pushed(self.adapter.clone(), ctx.http.clone()));
            tokio::spawn(retry_outbox(self.adapter.clone(), ctx.http.clone()));
            tokio::spawn(send_free(self.adapter.clone(), ctx.http.clone()));
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let Some(_job) = self.jobs.start() else {
            tracing::info!("discord: stopping; an interaction is left unanswered");
            return;
        };
        if let Err(e) = self.adapter.on_interaction(&ctx.http, interaction).await {
            tracing::warn!("discord: answering an interaction failed: {e}");
        }
    }
}

/// Registers the slash commands in one guild (quick, for development) or globally.
pub async fn register(http: &Http, guild: Option<GuildId>) -> serenity::Result<()> {
    let commands = commands::application_commands();
    match guild {
        Some(guild) => guild.set_commands(http, commands).await.map(drop),
        None => Command::set_global_commands(http, commands).await.map(drop),
    }
}

/// How often posts that failed for a while are tried again.
const OUTBOX_RETRY: std::time::Duration = std::time::Duration::from_secs(30);

/// Sends what a crash left in the outbox, then every [`OUTBOX_RETRY`] the posts that have waited
/// since the previous round.
pub async fn retry_outbox(adapter: Adapter, http: Arc<Http>) {
    let mut seen = adapter.send_unsent(&http, None).await;
    loop {
        tokio::time::sleep(OUTBOX_RETRY).await;
        seen = adapter.send_unsent(&http, Some(&seen)).await;
    }
}

/// How often posts for Discord that no process holds are looked for.
const FREE_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

/// Sends the posts for Discord that another process wrote without sending them (a Telegram
/// process's move at a bridged table, on a shared database), within a tenth of a second.
pub async fn send_free(adapter: Adapter, http: Arc<Http>) {
    loop {
        tokio::time::sleep(FREE_EVERY).await;
        adapter.send_free(&http).await;
    }
}

/// Sends what the service pushes on its own (reminders, time-outs) for Discord chats and users.
pub async fn forward_pushed(adapter: Adapter, http: Arc<Http>) {
    let mut pushed = adapter.service().subscribe();
    loop {
        match pushed.recv().await {
            Ok(post) => {
                if let Err(e) = adapter.forward(&http, post).await {
                    tracing::warn!("discord: forwarding a delivery failed: {e}");
                }
            }
            Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                tracing::warn!("discord: {n} pushed deliveries were dropped");
            }
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        }
    }
}

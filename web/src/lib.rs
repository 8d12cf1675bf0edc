//! Kontor's web pages: for each game, a read-only page with the public board as SVG (sharp at any
//! zoom on a phone), the scores, whose turn it is and since when, and the moves so far, which
//! updates itself by server-sent events within a poll of a move. The page's address holds the
//! game's secret (`/watch` in the chat gives it); it shows what the chat's spectators see and
//! nothing more (`Service::page`).
//!
//! Served by axum on the process's tokio runtime: axum is hyper's own router, and hyper already
//! serves the Telegram webhook and carries every HTTP client of the binary, so the pages add
//! routing and server-sent events and little else to build. No script framework is sent: the
//! page is HTML drawn here, with one small script of its own for the live updates and the zoom.

mod feed;
mod html;
mod routes;

use std::net::SocketAddr;
use std::time::Duration;

use kontor_service::Service;

use feed::Hub;

/// How the pages are served.
#[derive(Clone, Debug)]
pub struct WebConfig {
    /// The most live pages (server-sent event streams) open at once in this process; one more is
    /// answered "busy" (HTTP 503).
    pub max_watchers: usize,
    /// How often a watched game is looked at for a change (it may change in another process).
    pub poll: Duration,
    /// The most pages drawn at once for visitors who are not yet watching live: a flood of page
    /// requests waits for these instead of taking every core.
    pub max_drawing: usize,
}

/// The most live pages at once, unless `[web] max_watchers` says otherwise.
pub const MAX_WATCHERS: usize = 4000;
/// How often a watched game is looked at, unless `[web] poll` says otherwise.
pub const POLL: Duration = Duration::from_millis(250);

impl Default for WebConfig {
    fn default() -> Self {
        WebConfig { max_watchers: MAX_WATCHERS, poll: POLL, max_drawing: 2 }
    }
}

/// Serves the pages on `listener` until the process stops.
pub async fn serve(
    service: Service,
    listener: tokio::net::TcpListener,
    config: WebConfig,
) -> std::io::Result<()> {
    let address: Option<SocketAddr> = listener.local_addr().ok();
    tracing::info!("web pages on {}", address.map_or_else(|| "?".to_string(), |a| a.to_string()));
    axum::serve(listener, routes::router(Hub::new(service, config))).await
}

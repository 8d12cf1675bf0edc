//! Webhook mode: Telegram posts each update to `[telegram] webhook_url`, which a reverse proxy
//! (holding the TLS certificate) forwards to the server here on `listen`.
//!
//! Every request must carry the secret token in `X-Telegram-Bot-Api-Secret-Token` (Telegram sends
//! the one given to `setWebhook`); anything else is refused with 401. An update is answered 200
//! only once it is kept in the [`Inbox`]; until then Telegram keeps it and posts it again.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;

use anyhow::Context;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use teloxide::types::Update;
use tokio::net::TcpListener;
use tokio::sync::mpsc;

use super::inbox::Inbox;
use crate::config::Secret;

/// The header Telegram sends the secret token in.
pub const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";
/// The largest update body taken (updates are a few kilobytes).
const MAX_BODY: usize = 1 << 20;

/// The webhook's settings (`Debug` hides the secret).
#[derive(Clone, Debug)]
pub struct Webhook {
    /// The public address given to `setWebhook`.
    pub url: url::Url,
    /// Where the server listens.
    pub listen: SocketAddr,
    pub secret: Secret,
}

/// Whether `secret` is a secret token Telegram accepts.
#[must_use]
pub fn valid_secret(secret: &str) -> bool {
    (1..=256).contains(&secret.len())
        && secret.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// What the server shares with each request.
struct Receiver {
    path: String,
    secret: String,
    inbox: Arc<Inbox>,
    updates: mpsc::Sender<Vec<Update>>,
}

/// Binds `listen` (so that a wrong address fails at start-up).
pub async fn bind(listen: SocketAddr) -> anyhow::Result<TcpListener> {
    TcpListener::bind(listen).await.with_context(|| format!("telegram: cannot listen on {listen}"))
}

/// Serves the webhook on `listener` until the task is dropped: updates kept in `inbox` go to
/// `updates`.
pub async fn serve(
    listener: TcpListener,
    webhook: &Webhook,
    inbox: Arc<Inbox>,
    updates: mpsc::Sender<Vec<Update>>,
) {
    let receiver = Arc::new(Receiver {
        path: webhook.url.path().to_string(),
        secret: webhook.secret.0.clone(),
        inbox,
        updates,
    });
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                tracing::warn!("telegram: webhook accept failed: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                continue;
            }
        };
        let receiver = receiver.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let receiver = receiver.clone();
                async move { Ok::<_, Infallible>(receiver.take(request).await) }
            });
            if let Err(e) = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await
            {
                tracing::debug!("telegram: webhook connection from {peer} ended: {e}");
            }
        });
    }
}

impl Receiver {
    async fn take(&self, request: Request<Incoming>) -> Response<Full<Bytes>> {
        if request.method() != Method::POST || request.uri().path() != self.path {
            return answer(StatusCode::NOT_FOUND, "not found");
        }
        let secret = request.headers().get(SECRET_HEADER).map(|v| v.as_bytes()).unwrap_or_default();
        if !same(secret, self.secret.as_bytes()) {
            tracing::warn!("telegram: a webhook request without the right secret token was refused");
            return answer(StatusCode::UNAUTHORIZED, "wrong secret token");
        }
        let body = match Limited::new(request.into_body(), MAX_BODY).collect().await {
            Ok(body) => body.to_bytes(),
            Err(_) => return answer(StatusCode::PAYLOAD_TOO_LARGE, "too large"),
        };
        let update: Update = match serde_json::from_slice(&body) {
            Ok(update) => update,
            Err(e) => {
                tracing::warn!("telegram: a webhook update is not an update: {e}");
                return answer(StatusCode::BAD_REQUEST, "not an update");
            }
        };
        let inbox = self.inbox.clone();
        let kept = tokio::task::spawn_blocking(move || inbox.accept(update)).await;
        match kept {
            Ok(Ok(Some(update))) => {
                if self.updates.send(vec![update]).await.is_err() {
                    // Shutting down: it waits in the inbox for the next start.
                    return answer(StatusCode::SERVICE_UNAVAILABLE, "shutting down");
                }
                answer(StatusCode::OK, "")
            }
            // Posted again (its answer was lost): kept already.
            Ok(Ok(None)) => answer(StatusCode::OK, ""),
            Ok(Err(e)) => {
                tracing::error!("telegram: could not keep a webhook update: {e:#}");
                answer(StatusCode::INTERNAL_SERVER_ERROR, "not kept")
            }
            Err(e) => {
                tracing::error!("telegram: could not keep a webhook update: {e}");
                answer(StatusCode::INTERNAL_SERVER_ERROR, "not kept")
            }
        }
    }
}

fn answer(status: StatusCode, text: &'static str) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from_static(text.as_bytes())));
    *response.status_mut() = status;
    response
}

/// Compares secrets in time independent of where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_follow_telegrams_rule() {
        assert!(valid_secret("kontor_Secret-1"));
        assert!(!valid_secret(""));
        assert!(!valid_secret("has space"));
        assert!(!valid_secret(&"x".repeat(257)));
        assert!(same(b"abc", b"abc") && !same(b"abc", b"abd") && !same(b"abc", b"ab"));
    }
}

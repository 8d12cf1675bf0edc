//! The reverse proxy in front of a webhook: while a webhook is set, queued updates are posted to
//! the adapter's server in order, each until answered 200, with the secret token.

use std::time::Duration;

use serde_json::Value;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::FakeTelegram;

impl FakeTelegram {
    /// Posts updates to the webhook at `target` (as a reverse proxy in front of the adapter would)
    /// while a webhook is set: in order, each until answered 200, with the secret token.
    pub fn forward_webhooks_to(&self, target: std::net::SocketAddr) {
        self.inner.lock().unwrap().webhook_target = Some(target);
        let (inner, notify) = (self.inner.clone(), self.notify.clone());
        tokio::spawn(async move {
            loop {
                let next = {
                    let state = inner.lock().unwrap();
                    state.webhook.clone().zip(state.pending.front().cloned())
                };
                let Some(((_, secret), update)) = next else {
                    let _ = tokio::time::timeout(Duration::from_millis(100), notify.notified()).await;
                    continue;
                };
                let path = inner.lock().unwrap().webhook.as_ref().map(|(url, _)| {
                    url.find("://")
                        .map_or("/", |i| url[i + 3..].find('/').map_or("/", |j| &url[i + 3 + j..]))
                        .to_string()
                });
                let status = post_update(target, path.as_deref().unwrap_or("/"), &secret, &update).await;
                if status == Some(200) {
                    let mut state = inner.lock().unwrap();
                    state.pending.pop_front();
                    state.offset = state.offset.max(update["update_id"].as_i64().unwrap_or(0) + 1);
                } else {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        });
    }
}

/// Posts one update to a webhook server the way Telegram does; returns the HTTP status.
async fn post_update(target: std::net::SocketAddr, path: &str, secret: &str, update: &Value) -> Option<u16> {
    let mut stream = TcpStream::connect(target).await.ok()?;
    let body = update.to_string();
    let request = format!(
        "POST {path} HTTP/1.1\r\nhost: kontor.test\r\ncontent-type: application/json\r\n\
         x-telegram-bot-api-secret-token: {secret}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut answer = String::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), stream.read_to_string(&mut answer)).await;
    answer.split_whitespace().nth(1)?.parse().ok()
}

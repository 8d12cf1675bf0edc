//! Service calls: commands and questions run on blocking threads (the rules, the pictures, the
//! database), at most [`busy_limit`](super::adapter::busy_limit) at a time, so that drawing boards
//! never delays the answers to presses; and the outbox's posts for Telegram.

use std::sync::atomic::Ordering;

use kontor_service::{Command, Delivery, Outbound};

use super::adapter::Adapter;
use super::stats::Stats;
use crate::platforms::TELEGRAM;

impl Adapter {
    /// The posts for Telegram in the outbox, with their pictures drawn again.
    pub(super) async fn unsent(&self) -> Vec<Outbound> {
        let service = self.service.clone();
        tokio::task::spawn_blocking(move || service.unsent(TELEGRAM)).await.unwrap_or_default()
    }

    /// Runs a command through the service on a blocking thread (rules, pictures and the disk).
    pub(super) async fn call(&self, cmd: Command) -> Vec<Outbound> {
        let queued = std::time::Instant::now();
        let _turn = self.busy.acquire().await;
        Stats::add(&self.stats.queued_us, queued);
        let inside = std::time::Instant::now();
        let (service, runtime) = (self.service.clone(), tokio::runtime::Handle::current());
        let out = tokio::task::spawn_blocking(move || runtime.block_on(service.handle_outbound(cmd))).await;
        Stats::add(&self.stats.service_us, inside);
        self.stats.calls.fetch_add(1, Ordering::Relaxed);
        match out {
            Ok(out) => out,
            Err(e) => {
                tracing::error!("telegram: a command failed inside the service: {e}");
                Vec::new()
            }
        }
    }

    /// Asks the service a question (nothing stored, nothing to send), on a blocking thread.
    pub(super) async fn ask(&self, cmd: Command) -> Vec<Delivery> {
        let _turn = self.busy.acquire().await;
        let (service, runtime) = (self.service.clone(), tokio::runtime::Handle::current());
        tokio::task::spawn_blocking(move || runtime.block_on(service.ask(cmd))).await.unwrap_or_default()
    }
}

/// The deliveries of some posts.
pub(super) fn deliveries(posts: &[Outbound]) -> Vec<Delivery> {
    posts.iter().map(|p| p.delivery.clone()).collect()
}

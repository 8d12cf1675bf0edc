//! Service calls: commands and questions, at most [`busy_limit`](super::adapter::busy_limit) at a
//! time (the service runs their blocking work itself), so that drawing boards never delays the
//! answers to presses; and the outbox's posts for Telegram.

use std::sync::atomic::Ordering;

use kontor_service::{Command, Delivery, Outbound};

use super::adapter::Adapter;
use super::stats::Stats;
use crate::platforms::TELEGRAM;

impl Adapter {
    /// The posts for Telegram in the outbox, with their pictures drawn again.
    pub(super) fn unsent(&self) -> Vec<Outbound> {
        self.service.unsent(TELEGRAM)
    }

    /// Runs a command through the service.
    pub(super) async fn call(&self, cmd: Command) -> Vec<Outbound> {
        let queued = std::time::Instant::now();
        let _turn = self.busy.acquire().await;
        Stats::add(&self.stats.queued_us, queued);
        let inside = std::time::Instant::now();
        let out = self.service.handle_outbound(cmd).await;
        Stats::add(&self.stats.service_us, inside);
        self.stats.calls.fetch_add(1, Ordering::Relaxed);
        out
    }

    /// Asks the service a question (nothing stored, nothing to send).
    pub(super) async fn ask(&self, cmd: Command) -> Vec<Delivery> {
        let _turn = self.busy.acquire().await;
        self.service.ask(cmd).await
    }
}

/// The deliveries of some posts.
pub(super) fn deliveries(posts: &[Outbound]) -> Vec<Delivery> {
    posts.iter().map(|p| p.delivery.clone()).collect()
}

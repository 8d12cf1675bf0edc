//! Reminders on paused tokio time, where days pass in milliseconds: alice against a bot in the
//! chat `t:room`, the reminder loop running, and the texts it pushes while time passes.

use std::sync::Arc;
use std::time::Duration;

use kontor_service::{ChatKey, Command, Delivery, Outbound, Service, ServiceConfig, TokioClock, UserKey};
use kontor_storage::Store;
use tokio::sync::broadcast::Receiver;

use super::Served;

pub const HOUR: u64 = 3_600_000;
/// 2026-01-05 10:00 UTC.
pub const MONDAY_10H: u64 = 1_767_607_200_000;

/// A service without pictures over `store`, on tokio's clock from `start_ms`.
pub fn service_on(store: Store, start_ms: u64) -> Served {
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    Served::new(store, config, Arc::new(TokioClock::starting_at(start_ms)))
}

/// `text` typed by `who` in the chat `t:room`.
pub async fn say(svc: &Service, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(Command::text(ChatKey::new("t", "room"), UserKey::new("t", who), who, text)).await
}

/// alice against one bot; returns once it is alice's turn.
pub async fn alice_vs_bot(svc: &Service) {
    say(svc, "alice", "/new carthage players=2 seed=3").await;
    say(svc, "alice", "/addbot").await;
    say(svc, "alice", "/start").await;
}

/// Starts the reminder loop; returns what it pushes.
pub fn start(svc: &Service) -> Receiver<Outbound> {
    let rx = svc.subscribe();
    tokio::spawn(svc.clone().run_reminders());
    rx
}

/// Lets `ms` pass and returns the texts pushed meanwhile.
pub async fn wait_ms(rx: &mut Receiver<Outbound>, ms: u64) -> Vec<String> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    for _ in 0..20 {
        tokio::task::yield_now().await;
    }
    let mut texts = Vec::new();
    while let Ok(d) = rx.try_recv() {
        texts.push(d.delivery.text().to_string());
    }
    texts
}

/// How many of `texts` are reminders.
pub fn reminders(texts: &[String]) -> usize {
    texts.iter().filter(|t| t.starts_with('⏰')).count()
}

//! Where the adapter's time goes: service calls (waiting for a turn, then inside the service),
//! sends (the throttle included), and refusals decided after their press was answered. The
//! counters are logged once, at shutdown.

use std::sync::atomic::{AtomicU64, Ordering};

/// Counters of where the adapter's time goes: waiting for a turn at the service, inside it, and
/// sending.
#[derive(Default)]
pub(super) struct Stats {
    pub(super) calls: AtomicU64,
    pub(super) queued_us: AtomicU64,
    pub(super) service_us: AtomicU64,
    pub(super) sends: AtomicU64,
    pub(super) send_us: AtomicU64,
    pub(super) late_refusals: AtomicU64,
}

impl Stats {
    pub(super) fn add(counter: &AtomicU64, since: std::time::Instant) {
        counter.fetch_add(since.elapsed().as_micros() as u64, Ordering::Relaxed);
    }

    pub(super) fn log(&self) {
        let calls = self.calls.load(Ordering::Relaxed).max(1) as f64;
        let sends = self.sends.load(Ordering::Relaxed).max(1) as f64;
        let ms = |c: &AtomicU64, n: f64| c.load(Ordering::Relaxed) as f64 / n / 1000.0;
        tracing::info!(
            "telegram: {} service calls, {:.1} ms waiting for a turn and {:.1} ms inside on average; {} sends, \
             {:.1} ms each (throttle included); {} refusals decided after the press was answered",
            self.calls.load(Ordering::Relaxed),
            ms(&self.queued_us, calls),
            ms(&self.service_us, calls),
            self.sends.load(Ordering::Relaxed),
            ms(&self.send_us, sends),
            self.late_refusals.load(Ordering::Relaxed),
        );
    }
}

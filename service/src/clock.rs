//! Time enters the service through a clock, so tests can move it.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since the Unix epoch.
pub trait Clock: Send + Sync + 'static {
    fn now_ms(&self) -> u64;
}

/// The wall clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
    }
}

/// A clock that moves only when told (tests, `kontor local --clock manual`).
#[derive(Clone, Debug, Default)]
pub struct ManualClock(Arc<AtomicU64>);

impl ManualClock {
    #[must_use]
    pub fn starting_at(ms: u64) -> Self {
        ManualClock(Arc::new(AtomicU64::new(ms)))
    }

    /// Moves the clock forward.
    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// Time as tokio sees it, from a starting wall time: follows `tokio::time::pause`/`advance`, so
/// reminder tests run days in milliseconds.
#[derive(Clone, Debug)]
pub struct TokioClock {
    base_ms: u64,
    start: tokio::time::Instant,
}

impl TokioClock {
    #[must_use]
    pub fn starting_at(ms: u64) -> Self {
        TokioClock { base_ms: ms, start: tokio::time::Instant::now() }
    }
}

impl Clock for TokioClock {
    fn now_ms(&self) -> u64 {
        self.base_ms + self.start.elapsed().as_millis() as u64
    }
}

/// Year, month, day, hour, minute, second (UTC) of a time in ms since the epoch.
#[must_use]
pub fn utc_parts(ms: u64) -> (i64, u32, u32, u64, u64, u64) {
    let secs = ms / 1_000;
    let (days, rest) = ((secs / 86_400) as i64, secs % 86_400);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day, rest / 3_600, rest % 3_600 / 60, rest % 60)
}

/// `2026-12-06`: the UTC date of a time, as `/history` shows it.
#[must_use]
pub fn utc_date(ms: u64) -> String {
    let (y, m, d, ..) = utc_parts(ms);
    format!("{y:04}-{m:02}-{d:02}")
}

//! Telegram's trouble: the failures the fake serves once in place of an answer, and flood
//! control with Telegram's sending limits.

use std::collections::VecDeque;
use std::time::Duration;

use serde_json::{Value, json};

/// Telegram's sending limits (its FAQ): about one message a second in a chat, 20 a minute in a
/// group, 30 a second overall. The windows are a little shorter than the limits, as the adapter
/// counts when it sends and the fake when a request arrives.
#[derive(Clone, Copy, Debug)]
pub struct Flood {
    pub per_chat_second: usize,
    pub per_group_minute: usize,
    pub overall_second: usize,
}

impl Flood {
    pub const TELEGRAM: Flood = Flood { per_chat_second: 1, per_group_minute: 20, overall_second: 30 };

    /// The seconds to wait before `chat` may send again, if it may not now.
    /// With the limit that refuses: 0 per chat and second, 1 per group and minute, 2 overall.
    pub(super) fn wait(
        &self,
        sent: &VecDeque<(i64, tokio::time::Instant)>,
        chat: i64,
    ) -> Option<(u64, usize)> {
        let now = tokio::time::Instant::now();
        let within = |window: Duration, only: Option<i64>| {
            let times: Vec<tokio::time::Instant> = sent
                .iter()
                .filter(|(c, at)| only.is_none_or(|o| o == *c) && now.duration_since(*at) < window)
                .map(|(_, at)| *at)
                .collect();
            times
        };
        let (second, minute) = (Duration::from_millis(750), Duration::from_secs(59));
        let checks = [
            (within(second, Some(chat)), self.per_chat_second, second),
            (if chat < 0 { within(minute, Some(chat)) } else { Vec::new() }, self.per_group_minute, minute),
            (within(Duration::from_millis(900), None), self.overall_second, second),
        ];
        checks
            .into_iter()
            .enumerate()
            .filter(|(_, (times, limit, _))| times.len() >= *limit)
            .map(|(which, (times, _, window))| {
                let oldest = times.iter().min().copied().unwrap_or(now);
                (
                    (window.saturating_sub(now.duration_since(oldest)).as_secs_f64().ceil() as u64).max(1),
                    which,
                )
            })
            .max()
    }
}

/// A failure the fake serves once, in place of a method's answer.
#[derive(Clone, Debug)]
pub enum Fault {
    /// A proxy's 502 page in HTML, as nginx in front of the Bot API serves it.
    BadGatewayHtml,
    /// Flood control: 429 with `retry_after` of this many seconds.
    TooManyRequests(u64),
    /// The connection closes without an answer.
    Dropped,
    /// A 500 with the Bot API's JSON error body.
    InternalJson,
    /// The usual answer, after this long.
    Slow(Duration),
    /// 400: the HTML of the text or caption does not parse.
    CantParseEntities,
}

/// Flood control's answer.
pub(super) fn too_many(seconds: u64) -> Value {
    json!({
        "ok": false, "error_code": 429, "description": format!("Too Many Requests: retry after {seconds}"),
        "parameters": {"retry_after": seconds}
    })
}

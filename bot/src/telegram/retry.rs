//! How failed Bot API calls are tried again: which failures are worth another try, and how long
//! to wait before it (bounded exponential backoff with jitter, so that many chats failing at once
//! do not come back at once). After a 5xx answer teloxide itself waits 10 s before it reports the
//! failure (`DELAY_ON_SERVER_ERROR` in teloxide-core), so board photos are sent past it
//! ([`super::upload`]) and a refused board goes out again after this backoff alone (0.25–0.5 s
//! after the first failure); a text refused with a 5xx still costs teloxide's 10 s.

use std::time::Duration;

use teloxide::{ApiError, RequestError};

/// Tries of one post before it is left in the outbox for a later retry.
pub const ATTEMPTS: u32 = 5;
/// The wait before the second try.
const BASE: Duration = Duration::from_millis(500);
/// The longest wait between two tries.
const CAP: Duration = Duration::from_secs(8);

/// The wait after failed try number `attempt` (1 for the first): `BASE · 2^(attempt-1)`, capped,
/// of which the upper half is drawn at random (`jitter` in `0.0..1.0`).
#[must_use]
pub fn backoff(attempt: u32, jitter: f64) -> Duration {
    let full = BASE.saturating_mul(1u32 << attempt.saturating_sub(1).min(16)).min(CAP);
    full / 2 + full.mul_f64(jitter.clamp(0.0, 1.0) / 2.0)
}

/// Whether a failed call is worth another try: the network, or Telegram's (or its proxy's) own
/// trouble (5xx, with a JSON or an HTML body), rather than a refusal that would repeat.
#[must_use]
pub fn is_transient(e: &RequestError) -> bool {
    match e {
        // An HTML error page (a proxy's 502) is not JSON.
        RequestError::Network(_) | RequestError::Io(_) | RequestError::InvalidJson { .. } => true,
        RequestError::Api(ApiError::Unknown(text)) => {
            ["Internal Server Error", "Bad Gateway", "Service Unavailable", "Gateway Timeout"]
                .iter()
                .any(|server| text.contains(server))
        }
        _ => false,
    }
}

/// Whether Telegram refuses to let the bot write to this (private) chat.
#[must_use]
pub fn is_closed(e: &RequestError) -> bool {
    match e {
        RequestError::Api(
            ApiError::BotBlocked
            | ApiError::CantInitiateConversation
            | ApiError::UserDeactivated
            | ApiError::ChatNotFound,
        ) => true,
        RequestError::Api(ApiError::Unknown(text)) => {
            text.contains("can't initiate conversation") || text.contains("bot was blocked")
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_within_its_bounds_and_never_exceeds_the_cap() {
        assert_eq!(backoff(1, 0.0), Duration::from_millis(250));
        assert_eq!(backoff(1, 1.0), Duration::from_millis(500));
        assert_eq!(backoff(2, 0.0), Duration::from_millis(500));
        assert_eq!(backoff(3, 0.5), Duration::from_millis(1500));
        for attempt in 1..40 {
            for jitter in [0.0, 0.3, 0.99, 1.0, 7.0] {
                let wait = backoff(attempt, jitter);
                assert!(wait <= CAP && wait >= CAP.min(BASE * 2u32.pow(attempt.min(5) - 1)) / 2, "{wait:?}");
            }
        }
    }

    #[test]
    fn server_trouble_is_transient_and_refusals_are_not() {
        let unknown = |text: &str| RequestError::Api(ApiError::Unknown(text.into()));
        assert!(is_transient(&unknown("Internal Server Error")));
        assert!(is_transient(&unknown("Bad Gateway")));
        assert!(!is_transient(&unknown("Bad Request: message is too long")));
        assert!(!is_transient(&RequestError::Api(ApiError::BotBlocked)));
        assert!(is_closed(&RequestError::Api(ApiError::BotBlocked)));
        assert!(is_closed(&unknown("Forbidden: bot can't initiate conversation with a user")));
        assert!(!is_closed(&unknown("Bad Gateway")));
    }
}

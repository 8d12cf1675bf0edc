//! What happened, phrased for the people allowed to know it.

use serde::{Deserialize, Serialize};

use crate::{Seat, Text, Viewer};

/// Who may read an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone at the table and every spectator.
    Everyone,
    /// Only this seat (what it drew, what it scored in secret).
    Only(Seat),
}

/// One thing that happened during `apply`, as a text for the log and the chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub text: Text,
}

impl Event {
    /// An event everyone may read.
    pub fn public(text: impl Into<Text>) -> Self {
        Event { audience: Audience::Everyone, text: text.into() }
    }

    /// An event only `seat` may read.
    pub fn private(seat: Seat, text: impl Into<Text>) -> Self {
        Event { audience: Audience::Only(seat), text: text.into() }
    }

    /// Whether `viewer` may read this event.
    #[must_use]
    pub fn is_visible_to(&self, viewer: Viewer) -> bool {
        match self.audience {
            Audience::Everyone => true,
            Audience::Only(seat) => viewer.is_seat(seat),
        }
    }
}

/// Where the texts of one action go: kept for `Rules::apply`, never formatted for `Rules::advance`
/// (random playouts), so both run the same rules code. Texts are closures, formatted only when kept.
#[derive(Debug)]
pub struct EventLog {
    events: Option<Vec<Event>>,
}

impl EventLog {
    /// A log that keeps every text, for `apply`.
    #[must_use]
    pub fn recording() -> EventLog {
        EventLog { events: Some(Vec::new()) }
    }

    /// A log that formats nothing, for `advance`.
    #[must_use]
    pub fn silent() -> EventLog {
        EventLog { events: None }
    }

    /// Whether texts are kept.
    #[must_use]
    pub fn is_recording(&self) -> bool {
        self.events.is_some()
    }

    /// A line everyone sees.
    pub fn public<S: Into<Text>>(&mut self, text: impl FnOnce() -> S) {
        if let Some(events) = &mut self.events {
            events.push(Event::public(text()));
        }
    }

    /// A line only `seat` sees.
    pub fn private<S: Into<Text>>(&mut self, seat: Seat, text: impl FnOnce() -> S) {
        if let Some(events) = &mut self.events {
            events.push(Event::private(seat, text()));
        }
    }

    /// Adds finished events (kept only when recording).
    pub fn extend(&mut self, more: impl IntoIterator<Item = Event>) {
        if let Some(events) = &mut self.events {
            events.extend(more);
        }
    }

    /// The texts kept (none for a silent log).
    #[must_use]
    pub fn into_events(self) -> Vec<Event> {
        self.events.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_silent_log_never_formats() {
        let mut log = EventLog::silent();
        log.public(|| -> Text { unreachable!("a silent log formats nothing") });
        log.private(Seat(0), || -> Text { unreachable!("a silent log formats nothing") });
        assert!(log.into_events().is_empty());
        let mut log = EventLog::recording();
        log.public(|| Text::msg("a"));
        log.private(Seat(1), || Text::msg("b"));
        assert_eq!(
            log.into_events(),
            vec![Event::public(Text::msg("a")), Event::private(Seat(1), Text::msg("b"))]
        );
    }
}

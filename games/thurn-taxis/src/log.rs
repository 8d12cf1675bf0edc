//! Where the texts of an action go: collected for `apply`, never formatted for `advance` (random
//! playouts), so both run the same rules code.

use kontor_engine::{Event, Seat};

/// An event sink. The texts are closures, formatted only when the log records.
pub(crate) struct Log {
    events: Option<Vec<Event>>,
}

impl Log {
    /// A log that keeps every text, for `apply`.
    pub(crate) fn recording() -> Log {
        Log { events: Some(Vec::new()) }
    }

    /// A log that formats nothing, for `advance` and automatic steps whose texts are dropped.
    pub(crate) fn silent() -> Log {
        Log { events: None }
    }

    /// A line everyone sees.
    pub(crate) fn public(&mut self, text: impl FnOnce() -> String) {
        if let Some(events) = &mut self.events {
            events.push(Event::public(text()));
        }
    }

    /// A line only `seat` sees.
    pub(crate) fn private(&mut self, seat: Seat, text: impl FnOnce() -> String) {
        if let Some(events) = &mut self.events {
            events.push(Event::private(seat, text()));
        }
    }

    /// The texts kept (none for a silent log).
    pub(crate) fn into_events(self) -> Vec<Event> {
        self.events.unwrap_or_default()
    }
}

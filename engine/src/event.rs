//! What happened, phrased for the people allowed to know it.

use serde::{Deserialize, Serialize};

use crate::{Seat, Viewer};

/// Who may read an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone at the table and every spectator.
    Everyone,
    /// Only this seat (what it drew, what it scored in secret).
    Only(Seat),
}

/// One thing that happened during `apply`, as text for the log and the chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub audience: Audience,
    pub text: String,
}

impl Event {
    /// An event everyone may read.
    pub fn public(text: impl Into<String>) -> Self {
        Event { audience: Audience::Everyone, text: text.into() }
    }

    /// An event only `seat` may read.
    pub fn private(seat: Seat, text: impl Into<String>) -> Self {
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

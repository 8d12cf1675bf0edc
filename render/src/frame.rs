//! The frame the Carthage and Thurn and Taxis pages share: the title bar, white panels, the column
//! of player panels with each panel's seat colours and marker, and the note of an empty hand.

use kontor_engine::{Seat, Viewer, text};
use kontor_i18n::Voice;

use crate::canvas::Canvas;
use crate::marker::seat_index_marker;
use crate::palette::{self, HEADER, MUTED, ON_HEADER};
use crate::text::{Align, Weight};
use crate::{RenderError, seat_name};

/// Height of the title bar.
pub const HEADER_H: i32 = 84;

/// The dark title bar across the top with a title on the left and a note on the right, both
/// `margin` from the page's edges.
pub fn header(c: &Canvas<'_>, margin: i32, title: &str, note: &str) -> Result<(), RenderError> {
    c.rect(0, 0, c.width(), HEADER_H, HEADER)?;
    c.rect(0, HEADER_H - 5, c.width(), 5, palette::ACCENT)?;
    let w = c.text(title, margin, 55, 42, Weight::Bold, ON_HEADER, Align::Left)?;
    let max = c.width() - 2 * margin - w - 40;
    let note = crate::text::fit(note, 28, Weight::Regular, max);
    c.text(&note, c.width() - margin, 53, 28, Weight::Regular, palette::lighten(HEADER, 0.75), Align::Right)?;
    Ok(())
}

/// A white panel with a thin border.
pub fn panel(c: &Canvas<'_>, (x, y, w, h): (i32, i32, i32, i32)) -> Result<(), RenderError> {
    c.rounded(x + 2, y + 3, w, h, 16, palette::lighten(palette::RULE, 0.3))?;
    c.framed((x, y, w, h), 16, palette::PANEL, palette::RULE, 2)
}

/// A column of player panels of one height, `gap` apart.
pub struct PanelColumn {
    /// Height of one panel.
    pub height: i32,
    /// Space between two panels.
    pub gap: i32,
}

impl PanelColumn {
    /// Height of the column of `n` panels.
    pub fn total(&self, n: usize) -> i32 {
        let n = n as i32;
        n * self.height + (n - 1).max(0) * self.gap
    }

    /// Draws one panel per player from `y` down with `panel(top, player)`.
    pub fn draw<P>(
        &self,
        y: i32,
        players: &[P],
        mut panel: impl FnMut(i32, &P) -> Result<(), RenderError>,
    ) -> Result<(), RenderError> {
        for (k, player) in players.iter().enumerate() {
            panel(y + k as i32 * (self.height + self.gap), player)?;
        }
        Ok(())
    }
}

/// Draws the frame of `seat`'s panel at `(x, y, w, h)`: a halo in the seat's colour while it is
/// `active`, the panel, a strip of the seat's colour down the left edge and the seat marker
/// `marker_dy` below the top. Returns the name the panel is titled with ("you" for the `viewer`'s
/// own seat).
pub fn seat_panel(
    c: &Canvas<'_>,
    (x, y, w, h): (i32, i32, i32, i32),
    seat: Seat,
    active: bool,
    marker_dy: i32,
    viewer: Viewer,
    voice: &Voice<'_>,
) -> Result<String, RenderError> {
    let style = palette::seat(seat.index());
    if active {
        c.rounded(x - 5, y - 5, w + 10, h + 10, 20, style.fill)?;
    }
    panel(c, (x, y, w, h))?;
    c.rounded(x + 2, y + 2, 12, h - 4, 6, style.fill)?;
    seat_index_marker(c, seat.index(), (x + 52) as f32, (y + marker_dy) as f32, 22.0)?;
    let name = seat_name(voice, seat.index());
    Ok(if viewer == Viewer::Seat(seat) { voice.say(&text!("render-you", name = name)) } else { name })
}

/// The note across the page that the hand is empty, on the baseline `y`.
pub fn empty_hand(c: &Canvas<'_>, y: i32, voice: &Voice<'_>) -> Result<(), RenderError> {
    c.text(&voice.id("render-hand-empty"), c.width() / 2, y, 30, Weight::Regular, MUTED, Align::Center)?;
    Ok(())
}

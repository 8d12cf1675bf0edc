//! Kontor's renderer: game views to PNG pictures that a chat adapter posts.
//!
//! * [`render_board`] — the public board of any game (what a channel sees each turn);
//! * [`render_hand`] — the viewer's own hand, from a seat's view (sent privately);
//! * [`render_final_scores`] — a bar chart of the final score breakdown;
//! * [`render_score_history`] — a line chart of the public scores over the turns, which
//!   [`render_final_scores_with_history`] stacks above the breakdown for the final post;
//! * [`render_replay`] — an animated GIF of the spectator boards through a game;
//! * [`render_board_svg`] — the public board as SVG, drawn by the same code as the PNG.
//!
//! Pictures are about [`WIDTH`] pixels wide, drawn with plotters' `BitMapBackend` on an RGB buffer with
//! the embedded DejaVu Sans fonts (never system fonts), and encoded as PNG with fast compression. Colours
//! never carry meaning alone: goods show their letter (`r`, `b`, `y`, `g`) and value, seats a shape and
//! their number.
//!
//! The canvas records the box of every text it draws (and the cities, pieces and routes of a map);
//! map labels (Hansa route numbers, city names and tags; El Dorado blockade badges) are placed where
//! they touch no other text, label, city or piece, by trying spots around what they label (see
//! `place`). Tests read that record through the hidden [`board_layout`], [`hand_layout`] and
//! [`final_scores_layout`].

mod animation;
mod canvas;
mod carthage;
mod chart;
mod el_dorado;
mod frame;
mod hansa;
#[doc(hidden)]
pub mod layout;
mod legend;
mod marker;
mod palette;
mod place;
mod ranking;
mod svg;
mod text;
mod thurn_taxis;
mod timeline;

use kontor_engine::{Locales, Outcome, text};
use kontor_games::{AnyView, ScoreSeries};
use kontor_i18n::Voice;
use thiserror::Error;

/// The Fluent resources of every text drawn on a picture (ids `render-…`).
pub const RENDER_LOCALES: Locales =
    Locales { en: include_str!("../locales/en.ftl"), pl: include_str!("../locales/pl.ftl") };

/// The width of every picture, in pixels.
pub const WIDTH: u32 = 1600;

/// Why a picture could not be drawn.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RenderError {
    /// The view belongs to a spectator (or to a seat not at the table): there is no hand to show.
    #[error("this view has no hand to show: only a seat's own view holds its hand")]
    NoHand,
    /// The outcome lists no seats, or a score history has fewer than two points.
    #[error("there are no scores to chart")]
    NoScores,
    /// A replay was asked for without a single board.
    #[error("there are no boards to animate")]
    NoFrames,
    /// The embedded fonts could not be registered.
    #[error("the embedded font could not be loaded")]
    Font,
    /// plotters failed to draw.
    #[error("drawing failed: {0}")]
    Draw(String),
    /// PNG encoding failed.
    #[error("PNG encoding failed: {0}")]
    Encode(String),
}

/// PNG bytes of the public board of `view`, every text in the voice's language; `voice.names` are
/// the display names per seat in seat order (missing names show as "Seat N").
pub fn render_board(view: &AnyView, voice: &Voice<'_>) -> Result<Vec<u8>, RenderError> {
    board_layout(view, voice).map(|r| r.png)
}

/// The public board of `view` as an SVG document, drawn by the same code as [`render_board`]: the
/// board of a game's web page, sharp at any zoom. Its texts keep the PNG's widths in any font.
pub fn render_board_svg(view: &AnyView, voice: &Voice<'_>) -> Result<String, RenderError> {
    canvas::traced(|| board_layout(view, voice)).map(|r| r.svg)
}

pub use svg::escaped as xml_escaped;

/// PNG bytes of the viewer's own hand. Fails with [`RenderError::NoHand`] for a spectator's view.
pub fn render_hand(view: &AnyView, voice: &Voice<'_>) -> Result<Vec<u8>, RenderError> {
    hand_layout(view, voice).map(|r| r.png)
}

/// PNG bytes of a bar chart of the final score breakdown per player, best placed first.
pub fn render_final_scores(outcome: &Outcome, voice: &Voice<'_>) -> Result<Vec<u8>, RenderError> {
    final_scores_layout(outcome, voice).map(|r| r.png)
}

/// PNG bytes of a line chart of the public scores over the turns of `series`, one line per seat.
pub fn render_score_history(series: &ScoreSeries, voice: &Voice<'_>) -> Result<Vec<u8>, RenderError> {
    timeline::score_history(series, voice).map(|r| r.png)
}

/// PNG bytes of the final score breakdown with, when `history` is given, the scores over the
/// turns stacked above it (one tall picture, for phones).
pub fn render_final_scores_with_history(
    outcome: &Outcome,
    history: Option<&ScoreSeries>,
    voice: &Voice<'_>,
) -> Result<Vec<u8>, RenderError> {
    let breakdown = final_scores_layout(outcome, voice)?;
    let Some(history) = history else { return Ok(breakdown.png) };
    let lines = timeline::score_history(history, voice)?;
    let (top, bottom) =
        (animation::RgbFrame::from_png(&lines.png)?, animation::RgbFrame::from_png(&breakdown.png)?);
    let mut pixels = top.pixels;
    pixels.extend_from_slice(&bottom.pixels);
    canvas::encode(&pixels, top.width, top.height + bottom.height)
}

/// GIF bytes of the spectator boards `views` in order (a game's boards after each turn), shrunk
/// to at most [`MAX_GIF_WIDTH`] wide, each shown a moment and the last held longer.
pub fn render_replay(views: &[AnyView], voice: &Voice<'_>) -> Result<Vec<u8>, RenderError> {
    let frame = |view: &AnyView| {
        let board = canvas::raw(|| board_layout(view, voice))?;
        let (width, height) = (board.layout.width, board.layout.height);
        Ok(animation::RgbFrame { width, height, pixels: board.pixels }.shrunk(MAX_GIF_WIDTH))
    };
    animation::gif(views.len(), |i| frame(&views[i]))
}

pub use animation::MAX_GIF_WIDTH;

/// [`render_score_history`] with its layout.
#[doc(hidden)]
pub fn score_history_layout(series: &ScoreSeries, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    timeline::score_history(series, voice)
}

/// A picture's PNG bytes with the record of where it put its texts and labels, for tests.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Rendered {
    pub png: Vec<u8>,
    pub layout: layout::Layout,
    /// The RGB pixels, row by row, for a picture drawn for an animation (else empty).
    pub pixels: Vec<u8>,
    /// The SVG document, for a picture drawn traced (else empty).
    pub svg: String,
}

/// [`render_board`] with its layout.
#[doc(hidden)]
pub fn board_layout(view: &AnyView, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    match view {
        AnyView::Carthage(v) => carthage::board(v, voice),
        AnyView::ThurnTaxis(v) => thurn_taxis::board(v, voice),
        AnyView::Hansa(v) => hansa::board_picture(v, voice),
        AnyView::ElDorado(v) => el_dorado::board(v, voice),
    }
}

/// [`render_hand`] with its layout.
#[doc(hidden)]
pub fn hand_layout(view: &AnyView, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    match view {
        AnyView::Carthage(v) => carthage::hand(v, voice),
        AnyView::ThurnTaxis(v) => thurn_taxis::hand(v, voice),
        AnyView::Hansa(v) => hansa::hand_picture(v, voice),
        AnyView::ElDorado(v) => el_dorado::hand(v, voice),
    }
}

/// [`render_final_scores`] with its layout.
#[doc(hidden)]
pub fn final_scores_layout(outcome: &Outcome, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    chart::final_scores(outcome, voice)
}

/// The display name of the 0-based seat `index` (from `voice.names`, or "Seat N" in the voice's
/// language).
pub(crate) fn seat_name(voice: &Voice<'_>, index: usize) -> String {
    match voice.names.get(index) {
        Some(n) if !n.trim().is_empty() => n.trim().to_string(),
        _ => voice.say(&text!("render-seat", n = index + 1)),
    }
}

/// The printed title of a game in the voice's language.
pub(crate) fn title(voice: &Voice<'_>, kind: kontor_games::GameKind) -> String {
    voice.say(&kontor_engine::title_text(kind.name()))
}

/// "a", "a and b", "a, b and c" in the voice's language.
pub(crate) fn and_list(voice: &Voice<'_>, items: Vec<String>) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            voice.say(&text!("render-and-list", first = rest.join(", "), last = last.as_str()))
        }
    }
}

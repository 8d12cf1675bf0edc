//! The embedded DejaVu Sans fonts, registered with plotters once, and text measured from its baseline.

use std::sync::OnceLock;

use plotters::style::{FontDesc, FontFamily, FontStyle};

use crate::RenderError;
use crate::layout::Rect;

/// The family name under which the embedded fonts are registered.
pub const FAMILY: &str = "kontor-dejavu";

static REGULAR: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

/// DejaVu Sans' ascent plus descent in ems: plotters scales a font so that they make its size
/// (an SVG font size is an em: `size / ASCENT_PLUS_DESCENT`).
pub const ASCENT_PLUS_DESCENT: f32 = 1.164;

/// Text weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    Regular,
    Bold,
}

/// Horizontal alignment relative to the given x.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// Registers the embedded fonts with plotters (once per process).
pub fn ensure_fonts() -> Result<(), RenderError> {
    static DONE: OnceLock<bool> = OnceLock::new();
    let ok = *DONE.get_or_init(|| {
        plotters::style::register_font(FAMILY, FontStyle::Normal, REGULAR).is_ok()
            && plotters::style::register_font(FAMILY, FontStyle::Bold, BOLD).is_ok()
    });
    if ok { Ok(()) } else { Err(RenderError::Font) }
}

/// The plotters font for a size (pixel height of a line) and weight.
#[must_use]
pub fn font(size: u32, weight: Weight) -> FontDesc<'static> {
    let style = match weight {
        Weight::Regular => FontStyle::Normal,
        Weight::Bold => FontStyle::Bold,
    };
    FontDesc::new(FontFamily::Name(FAMILY), f64::from(size), style)
}

/// The advance width of `text` in pixels (pictures measure text before they draw any).
#[must_use]
pub fn width(text: &str, size: u32, weight: Weight) -> i32 {
    if ensure_fonts().is_err() {
        return 0;
    }
    font(size, weight).box_size(text).map_or(0, |(w, _)| w as i32)
}

/// `text` cut with an ellipsis so that it is at most `max` pixels wide.
#[must_use]
pub fn fit(text: &str, size: u32, weight: Weight, max: i32) -> String {
    if width(text, size, weight) <= max {
        return text.to_string();
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
        if width(&candidate, size, weight) <= max {
            return candidate;
        }
    }
    String::new()
}

/// `text` at the largest size from `size` down to `min` at which it is at most `max` pixels wide,
/// cut with an ellipsis at `min` if it is wider even there: the size and the text.
#[must_use]
pub fn shrink(text: &str, size: u32, min: u32, weight: Weight, max: i32) -> (u32, String) {
    let mut s = size;
    while s > min && width(text, s, weight) > max {
        s -= 1;
    }
    (s, fit(text, s, weight, max))
}

/// The cap height of the font at `size`, for centring text vertically on a shape.
#[must_use]
pub fn cap_height(size: u32) -> i32 {
    // DejaVu Sans: cap height 0.729 em, and plotters scales so that ascent − descent (1.164 em) = size.
    (f64::from(size) * 0.729 / 1.164).round() as i32
}

/// The smallest cap height, in pixels, of a label players type as a phone receives the picture.
pub const LEGIBLE_CAP: f32 = 12.0;
/// Telegram delivers a photo at most this many pixels on its longest side (scaled down to fit);
/// Discord delivers an attachment as sent.
pub const TELEGRAM_SIDE: f32 = 1280.0;

/// The font size, at least `size`, at which a label players type on a `width` × `height` picture
/// arrives with a cap height of at least [`LEGIBLE_CAP`] on every platform.
#[must_use]
pub fn legible(size: u32, width: u32, height: u32) -> u32 {
    let scale = (TELEGRAM_SIDE / width.max(height) as f32).min(1.0);
    let cap_per_size = 0.729 / 1.164;
    let needed = (LEGIBLE_CAP / scale / cap_per_size).ceil() as u32;
    size.max(needed)
}

/// DejaVu Sans ascent and descent as shares of a size (plotters scales so that their sum is the size).
const ASCENT: f32 = 0.928 / 1.164;
const DESCENT: f32 = 0.236 / 1.164;

/// How far the font reaches above the baseline at `size`.
#[must_use]
pub fn ascent(size: u32) -> f32 {
    size as f32 * ASCENT
}

/// How far the font reaches below the baseline at `size`.
#[must_use]
pub fn descent(size: u32) -> f32 {
    size as f32 * DESCENT
}

/// The box of a text `w` pixels wide starting at `left` on `baseline`: its advance width and the
/// font's ascent and descent.
#[must_use]
pub fn text_box(left: i32, baseline: i32, w: i32, size: u32) -> Rect {
    Rect {
        x0: left as f32,
        y0: baseline as f32 - ascent(size),
        x1: (left + w) as f32,
        y1: baseline as f32 + descent(size),
    }
}

/// `text` broken at spaces into lines at most `max` pixels wide (a word wider than that is cut
/// with an ellipsis).
#[must_use]
pub fn wrap(text: &str, size: u32, weight: Weight, max: i32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if width(&candidate, size, weight) <= max || line.is_empty() {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
        if width(&line, size, weight) > max {
            line = fit(&line, size, weight, max);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_legible_label_keeps_12_px_caps_after_telegram_scales_it() {
        assert_eq!(legible(10, 1280, 900), 20);
        assert_eq!(legible(30, 1280, 900), 30);
        assert_eq!(legible(10, 1600, 1600), 24);
        assert!(cap_height(legible(10, 1600, 2600)) as f32 * 1280.0 / 2600.0 >= 11.5);
    }

    #[test]
    fn text_is_measured_before_anything_is_drawn() {
        assert!(width("network × Keys", 28, Weight::Regular) > 150);
    }

    #[test]
    fn wrap_breaks_at_spaces_and_keeps_every_word() {
        let line =
            "blue road = sea route, nM = ship space (merchants only) · printed bonuses: M2 move 2 pieces";
        let lines = wrap(line, 15, Weight::Regular, 300);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| width(l, 15, Weight::Regular) <= 300));
        assert_eq!(lines.join(" "), line);
    }
}

//! The embedded DejaVu Sans fonts, registered with plotters once, and text measured from its baseline.

use std::sync::OnceLock;

use plotters::style::{FontDesc, FontFamily, FontStyle};

use crate::RenderError;

/// The family name under which the embedded fonts are registered.
pub const FAMILY: &str = "kontor-dejavu";

static REGULAR: &[u8] = include_bytes!("../assets/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../assets/DejaVuSans-Bold.ttf");

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

/// The advance width of `text` in pixels.
#[must_use]
pub fn width(text: &str, size: u32, weight: Weight) -> i32 {
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

/// The cap height of the font at `size`, for centring text vertically on a shape.
#[must_use]
pub fn cap_height(size: u32) -> i32 {
    // DejaVu Sans: cap height 0.729 em, and plotters scales so that ascent − descent (1.164 em) = size.
    (f64::from(size) * 0.729 / 1.164).round() as i32
}

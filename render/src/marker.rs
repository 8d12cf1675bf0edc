//! Seat markers: an Okabe–Ito colour, a shape and the seat number, readable without colour vision.

use crate::RenderError;
use crate::canvas::Canvas;
use crate::palette::{self, INK, SeatStyle, Shape};
use crate::text::Weight;

/// Draws the marker of `style` centred on (`cx`, `cy`) with outer radius `r`.
pub fn seat_marker(c: &Canvas<'_>, style: SeatStyle, cx: f32, cy: f32, r: f32) -> Result<(), RenderError> {
    seat_marker_sized(c, style, cx, cy, r, (r * 0.95).round().max(14.0) as u32)
}

/// Draws the marker of `style` with its number at the text size `size` (for small markers).
pub fn seat_marker_sized(
    c: &Canvas<'_>,
    style: SeatStyle,
    cx: f32,
    cy: f32,
    r: f32,
    size: u32,
) -> Result<(), RenderError> {
    let edge = 2.0_f32.max(r / 10.0);
    shape(c, style.shape, cx, cy, r, INK)?;
    shape(c, style.shape, cx, cy, r - edge, style.fill)?;
    // Triangles carry the number a little lower, where they are wide.
    let dy = if style.shape == Shape::Triangle { r * 0.22 } else { 0.0 };
    c.text_centered(
        &style.number.to_string(),
        (cx.round() as i32, (cy + dy).round() as i32),
        size,
        Weight::Bold,
        style.text,
    )?;
    Ok(())
}

/// Draws a seat's marker for the 0-based seat `index`.
pub fn seat_index_marker(c: &Canvas<'_>, index: usize, cx: f32, cy: f32, r: f32) -> Result<(), RenderError> {
    seat_marker(c, palette::seat(index), cx, cy, r)
}

fn shape(
    c: &Canvas<'_>,
    shape: Shape,
    cx: f32,
    cy: f32,
    r: f32,
    colour: plotters::style::RGBColor,
) -> Result<(), RenderError> {
    match shape {
        Shape::Circle => c.circle(cx, cy, r, colour),
        Shape::Square => {
            let s = r * 0.9;
            c.polygon(&[(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)], colour)
        }
        Shape::Triangle => {
            let h = r * 1.1;
            c.polygon(&[(cx, cy - h), (cx + h * 1.05, cy + h * 0.8), (cx - h * 1.05, cy + h * 0.8)], colour)
        }
        Shape::Diamond => {
            let s = r * 1.12;
            c.polygon(&[(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], colour)
        }
        Shape::Pentagon => {
            let s = r * 1.08;
            let corners: Vec<(f32, f32)> = (0..5)
                .map(|k| {
                    let a = (72.0 * k as f32 - 90.0).to_radians();
                    (cx + s * a.cos(), cy + s * a.sin() + r * 0.08)
                })
                .collect();
            c.polygon(&corners, colour)
        }
    }
}

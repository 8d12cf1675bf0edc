//! Colours and seat markers. Goods colours always travel with their letter; seats with a shape and a
//! number, so nothing on a picture depends on telling colours apart.

use plotters::style::RGBColor;

/// Page background (warm parchment).
pub const PAGE: RGBColor = RGBColor(0xF5, 0xF0, 0xE6);
/// Panels drawn on the page.
pub const PANEL: RGBColor = RGBColor(0xFF, 0xFD, 0xF8);
/// Panel borders and separators.
pub const RULE: RGBColor = RGBColor(0xDD, 0xD2, 0xBE);
/// Main text.
pub const INK: RGBColor = RGBColor(0x26, 0x2A, 0x33);
/// Secondary text.
pub const MUTED: RGBColor = RGBColor(0x6E, 0x66, 0x5A);
/// The header bar.
pub const HEADER: RGBColor = RGBColor(0x1F, 0x33, 0x4A);
/// Text on the header bar.
pub const ON_HEADER: RGBColor = RGBColor(0xFF, 0xFF, 0xFF);
/// Accent for headings and highlights (gold).
pub const ACCENT: RGBColor = RGBColor(0xC9, 0x8B, 0x12);
/// The sea on the ship track.
pub const SEA: RGBColor = RGBColor(0xDC, 0xEB, 0xF2);
/// The darker sea line between track spaces.
pub const SEA_LINE: RGBColor = RGBColor(0x7F, 0xA7, 0xBD);
/// Pirate spaces.
pub const PIRATE: RGBColor = RGBColor(0xF1, 0xD9, 0xD3);
/// Pirate space border.
pub const PIRATE_LINE: RGBColor = RGBColor(0xA4, 0x3D, 0x2C);
/// The safe anchorage.
pub const SAFE: RGBColor = RGBColor(0xDD, 0xEE, 0xD8);
/// Card backs (the deck).
pub const CARD_BACK: RGBColor = RGBColor(0x5A, 0x3E, 0x2B);
/// Pure white.
pub const WHITE: RGBColor = RGBColor(0xFF, 0xFF, 0xFF);

/// Fill and text colours of one goods colour, indexed like `Colour::index` (red, blue, yellow, green).
pub const GOODS: [RGBColor; 4] = [
    RGBColor(0xCC, 0x45, 0x2A),
    RGBColor(0x1F, 0x6F, 0xB4),
    RGBColor(0xF0, 0xD4, 0x3A),
    RGBColor(0x1E, 0x87, 0x58),
];
/// Darker edges of the goods colours.
pub const GOODS_EDGE: [RGBColor; 4] = [
    RGBColor(0x8E, 0x2C, 0x18),
    RGBColor(0x12, 0x47, 0x77),
    RGBColor(0xA8, 0x8E, 0x12),
    RGBColor(0x12, 0x5A, 0x3A),
];
/// Pale tints of the goods colours, for the storehouse columns.
pub const GOODS_TINT: [RGBColor; 4] = [
    RGBColor(0xF7, 0xE1, 0xDA),
    RGBColor(0xDC, 0xE8, 0xF5),
    RGBColor(0xFA, 0xF2, 0xC8),
    RGBColor(0xDA, 0xEE, 0xE2),
];
/// Text drawn on a goods colour.
pub const GOODS_TEXT: [RGBColor; 4] = [WHITE, WHITE, INK, WHITE];

/// The marker shape of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
    Pentagon,
}

/// How a seat is drawn: Okabe–Ito colour, a shape and the seat number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatStyle {
    pub fill: RGBColor,
    pub text: RGBColor,
    pub shape: Shape,
    /// The seat number as printed (1-based).
    pub number: usize,
}

/// The five seats (Hansa Teutonica seats five): every game's boards, hands and the score charts
/// draw a seat with these, so a player keeps one colour and shape from the board to the chart.
const SEAT_FILLS: [(RGBColor, RGBColor, Shape); 5] = [
    (RGBColor(0xE6, 0x9F, 0x00), INK, Shape::Circle),
    (RGBColor(0x56, 0xB4, 0xE9), INK, Shape::Square),
    (RGBColor(0xCC, 0x79, 0xA7), INK, Shape::Triangle),
    (RGBColor(0x3A, 0x3A, 0x3A), WHITE, Shape::Diamond),
    (RGBColor(0x00, 0x9E, 0x73), WHITE, Shape::Pentagon),
];

/// The style of the seat with 0-based index `index`.
#[must_use]
pub fn seat(index: usize) -> SeatStyle {
    let (fill, text, shape) = SEAT_FILLS[index % SEAT_FILLS.len()];
    SeatStyle { fill, text, shape, number: index + 1 }
}

/// `c` mixed towards white by `t` (0 = unchanged, 1 = white).
#[must_use]
pub fn lighten(c: RGBColor, t: f32) -> RGBColor {
    let mix = |v: u8| (f32::from(v) + (255.0 - f32::from(v)) * t).round() as u8;
    RGBColor(mix(c.0), mix(c.1), mix(c.2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_seats_differ_in_colour_and_shape() {
        let styles: Vec<SeatStyle> = (0..5).map(seat).collect();
        for (i, a) in styles.iter().enumerate() {
            assert_eq!(a.number, i + 1);
            for b in &styles[i + 1..] {
                assert!(a.fill != b.fill && a.shape != b.shape, "seats {} and {}", a.number, b.number);
            }
        }
    }
}

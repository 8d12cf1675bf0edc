//! A picture as SVG: the shapes a canvas drew (see `canvas::traced`), written as SVG elements in
//! the picture's own pixel coordinates. The same drawing code makes the PNG and the SVG, so the
//! two show the same board; the SVG stays sharp at any zoom (the web page of a game).
//!
//! Texts ask for DejaVu Sans (the PNG's font) and the common sans-serif fonts after it, and carry
//! the width the PNG gave them (`textLength`), so a label keeps its place whatever font the
//! browser has. No font file is sent: DejaVu's two faces weigh 750 KB, more than twice a page.

use std::fmt::Write as _;

use plotters::style::RGBColor;

use crate::text::{ASCENT_PLUS_DESCENT, Weight};

/// The font family texts ask for: the PNG's, then fonts of about its width on phones and desktops.
const FAMILY: &str = "'DejaVu Sans', Verdana, 'Noto Sans', Roboto, Arial, sans-serif";

/// One thing a canvas drew.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Shape {
    /// A rectangle, its corners rounded to `r`.
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        colour: RGBColor,
    },
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
        colour: RGBColor,
    },
    /// A polygon, filled by the even–odd rule.
    Polygon {
        points: Vec<(f32, f32)>,
        colour: RGBColor,
    },
    /// A text from its left end at its baseline, `size` pixels from descent to ascent, `width`
    /// pixels long.
    Text {
        text: String,
        x: f32,
        baseline: f32,
        size: u32,
        weight: Weight,
        width: f32,
        colour: RGBColor,
    },
}

/// The SVG document of a `width` × `height` picture made of `shapes`, in drawing order.
pub(crate) fn document(width: u32, height: u32, shapes: &[Shape]) -> String {
    let mut out = String::with_capacity(64 * shapes.len() + 256);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {width} {height}\" \
         width=\"{width}\" height=\"{height}\" font-family=\"{FAMILY}\">"
    );
    for shape in shapes {
        element(&mut out, shape);
    }
    out.push_str("</svg>");
    out
}

fn element(out: &mut String, shape: &Shape) {
    let _ = match shape {
        Shape::Rect { x, y, w, h, r, colour } if *r > 0.0 => write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{}\"/>",
            n(*x),
            n(*y),
            n(*w),
            n(*h),
            n(*r),
            hex(*colour)
        ),
        Shape::Rect { x, y, w, h, colour, .. } => write!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
            n(*x),
            n(*y),
            n(*w),
            n(*h),
            hex(*colour)
        ),
        Shape::Circle { cx, cy, r, colour } => {
            write!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{}\"/>",
                n(*cx),
                n(*cy),
                n(*r),
                hex(*colour)
            )
        }
        Shape::Polygon { points, colour } => {
            let points: Vec<String> = points.iter().map(|(x, y)| format!("{},{}", n(*x), n(*y))).collect();
            write!(
                out,
                "<polygon points=\"{}\" fill=\"{}\" fill-rule=\"evenodd\"/>",
                points.join(" "),
                hex(*colour)
            )
        }
        Shape::Text { text, x, baseline, size, weight, width, colour } => write!(
            out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\"{} fill=\"{}\" textLength=\"{}\" \
             lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\">{}</text>",
            n(*x),
            n(*baseline),
            n(*size as f32 / ASCENT_PLUS_DESCENT),
            if *weight == Weight::Bold { " font-weight=\"bold\"" } else { "" },
            hex(*colour),
            n(*width),
            escaped(text)
        ),
    };
}

/// A coordinate with at most two decimals and no trailing zeros.
fn n(v: f32) -> String {
    let rounded = (v * 100.0).round() / 100.0;
    if rounded == rounded.trunc() { format!("{}", rounded as i64) } else { format!("{rounded}") }
}

fn hex(c: RGBColor) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

/// A text with `&`, `<`, `>` and quotes escaped for XML (and HTML); control characters but line
/// breaks and tabs dropped.
#[must_use]
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_are_written_as_svg_elements() {
        let red = RGBColor(200, 0, 16);
        let shapes = [
            Shape::Rect { x: 0.0, y: 0.0, w: 10.0, h: 5.0, r: 0.0, colour: red },
            Shape::Rect { x: 1.5, y: 2.25, w: 3.0, h: 4.0, r: 1.0, colour: red },
            Shape::Circle { cx: 5.0, cy: 5.0, r: 2.5, colour: red },
            Shape::Polygon { points: vec![(0.0, 0.0), (1.0, 0.0), (0.5, 1.0)], colour: red },
            Shape::Text {
                text: "r5 & <b>".into(),
                x: 1.0,
                baseline: 9.0,
                size: 24,
                weight: Weight::Bold,
                width: 40.0,
                colour: red,
            },
        ];
        let svg = document(10, 10, &shapes);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\""), "{svg}");
        assert!(svg.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"5\" fill=\"#c80010\"/>"), "{svg}");
        assert!(svg.contains("<rect x=\"1.5\" y=\"2.25\" width=\"3\" height=\"4\" rx=\"1\""), "{svg}");
        assert!(svg.contains("<circle cx=\"5\" cy=\"5\" r=\"2.5\""), "{svg}");
        assert!(svg.contains("points=\"0,0 1,0 0.5,1\""), "{svg}");
        assert!(svg.contains("font-weight=\"bold\""), "{svg}");
        assert!(svg.contains(">r5 &amp; &lt;b&gt;</text>"), "{svg}");
        assert!(svg.ends_with("</svg>"));
    }
}

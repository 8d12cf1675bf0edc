//! A drawing surface: plotters' `BitMapBackend` on an RGB buffer, a few anti-aliased shapes that plotters
//! lacks (rounded rectangles, smooth circles and polygons), baseline text, and PNG encoding. Inside
//! [`traced`] the same drawing is kept as shapes and written as SVG instead (`svg.rs`).

use image::ImageEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use std::cell::{Cell, RefCell};

use plotters::coord::Shift;
use plotters::prelude::*;

use crate::layout::{Label, Layout, Notation, Obstacle, Path, Rect, TextBox};
use crate::svg::Shape;
use crate::text::{self, Align, Weight};
use crate::{RenderError, Rendered};

/// Maps any plotters drawing error into ours.
pub fn draw_err<E: std::fmt::Display>(e: E) -> RenderError {
    RenderError::Draw(e.to_string())
}

/// A picture being drawn, with the record of where its texts and labels went.
pub struct Canvas<'a> {
    area: DrawingArea<BitMapBackend<'a>, Shift>,
    width: i32,
    height: i32,
    layout: RefCell<Layout>,
    /// What the texts drawn now name in the notation (see [`Canvas::notation`]).
    naming: Cell<Option<Notation>>,
    /// Inside [`traced`]: the shapes drawn, kept instead of painted.
    shapes: Option<RefCell<Vec<Shape>>>,
}

thread_local! {
    /// Whether pictures drawn on this thread keep their RGB pixels instead of encoding a PNG.
    static RAW: Cell<bool> = const { Cell::new(false) };
    /// Whether pictures drawn on this thread are kept as shapes and written as SVG.
    static TRACE: Cell<bool> = const { Cell::new(false) };
}

/// Runs `draw` with every picture it draws on this thread kept as RGB pixels
/// ([`Rendered::pixels`], the PNG left empty): for frames of an animation, which would otherwise
/// be encoded and decoded again.
pub fn raw<T>(draw: impl FnOnce() -> T) -> T {
    with_flag(&RAW, draw)
}

/// Runs `draw` with every picture it draws on this thread kept as shapes and written as SVG
/// ([`Rendered::svg`], the PNG left empty): the board of a game's web page.
pub fn traced<T>(draw: impl FnOnce() -> T) -> T {
    with_flag(&TRACE, draw)
}

/// Runs `draw` with `flag` set on this thread, and sets it back as it was after (also on a panic).
fn with_flag<T>(flag: &'static std::thread::LocalKey<Cell<bool>>, draw: impl FnOnce() -> T) -> T {
    struct Reset(&'static std::thread::LocalKey<Cell<bool>>, bool);
    impl Drop for Reset {
        fn drop(&mut self) {
            self.0.set(self.1);
        }
    }
    let _reset = Reset(flag, flag.replace(true));
    draw()
}

/// Draws a `width` × `height` picture with `paint` and returns it as PNG bytes with its layout
/// (as RGB pixels inside [`raw`], as SVG inside [`traced`]).
pub fn png(
    width: u32,
    height: u32,
    paint: impl FnOnce(&Canvas<'_>) -> Result<(), RenderError>,
) -> Result<Rendered, RenderError> {
    text::ensure_fonts()?;
    let traced = TRACE.get();
    // A traced picture paints nothing: a one-pixel buffer stands behind its canvas.
    let (w, h) = if traced { (1, 1) } else { (width, height) };
    let mut buffer = vec![0u8; w as usize * h as usize * 3];
    let (layout, shapes) = {
        let area = BitMapBackend::with_buffer(&mut buffer, (w, h)).into_drawing_area();
        let layout = Layout { width, height, ..Layout::default() };
        let canvas = Canvas {
            area,
            width: width as i32,
            height: height as i32,
            layout: RefCell::new(layout),
            naming: Cell::new(None),
            shapes: traced.then(RefCell::default),
        };
        paint(&canvas)?;
        canvas.area.present().map_err(draw_err)?;
        (canvas.layout.into_inner(), canvas.shapes.map(RefCell::into_inner))
    };
    if let Some(shapes) = shapes {
        let svg = crate::svg::document(width, height, &shapes);
        return Ok(Rendered { png: Vec::new(), layout, pixels: Vec::new(), svg });
    }
    if RAW.get() {
        return Ok(Rendered { png: Vec::new(), layout, pixels: buffer, svg: String::new() });
    }
    Ok(Rendered { png: encode(&buffer, width, height)?, layout, pixels: Vec::new(), svg: String::new() })
}

/// Encodes an RGB buffer as PNG with fast compression.
pub fn encode(buffer: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(256 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(buffer, width, height, image::ExtendedColorType::Rgb8)
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

impl<'a> Canvas<'a> {
    #[must_use]
    pub fn width(&self) -> i32 {
        self.width
    }

    /// The font size, at least `size`, at which a label players type reads on every platform
    /// on this picture (see [`text::legible`]).
    #[must_use]
    pub fn legible(&self, size: u32) -> u32 {
        text::legible(size, self.width as u32, self.height as u32)
    }

    /// The plotters drawing area, for charts.
    #[must_use]
    pub fn area(&self) -> &DrawingArea<BitMapBackend<'a>, Shift> {
        &self.area
    }

    /// The record so far of what was drawn where.
    pub fn layout(&self) -> std::cell::Ref<'_, Layout> {
        self.layout.borrow()
    }

    /// Records a thing that labels keep clear of.
    pub fn obstacle(&self, name: impl Into<String>, rect: Rect) {
        self.layout.borrow_mut().obstacles.push(Obstacle { name: name.into(), rect });
    }

    /// Records a named path that labels may be attached to.
    pub fn path(&self, name: impl Into<String>, points: Vec<(f32, f32)>) {
        self.layout.borrow_mut().paths.push(Path { name: name.into(), points });
    }

    /// Records a placed label.
    pub fn label(&self, label: Label) {
        self.layout.borrow_mut().labels.push(label);
    }

    /// Runs `draw` with every text it draws recorded as naming `kind` in the move notation.
    pub fn notation<T>(
        &self,
        kind: Notation,
        draw: impl FnOnce(&Self) -> Result<T, RenderError>,
    ) -> Result<T, RenderError> {
        let before = self.naming.replace(Some(kind));
        let out = draw(self);
        self.naming.set(before);
        out
    }

    /// Records a drawn text's box.
    fn record_text(&self, s: &str, rect: Rect, size: u32) {
        let notation = self.naming.get();
        self.layout.borrow_mut().texts.push(TextBox { text: s.to_string(), rect, size, notation });
    }

    /// Keeps `shape` when the picture is traced; `true` then (nothing is to be painted).
    fn kept(&self, shape: impl FnOnce() -> Shape) -> bool {
        let Some(shapes) = &self.shapes else { return false };
        shapes.borrow_mut().push(shape());
        true
    }

    /// Fills the whole picture.
    pub fn clear(&self, colour: RGBColor) -> Result<(), RenderError> {
        let (w, h) = (self.width as f32, self.height as f32);
        if self.kept(|| Shape::Rect { x: 0.0, y: 0.0, w, h, r: 0.0, colour }) {
            return Ok(());
        }
        self.area.fill(&colour).map_err(draw_err)
    }

    /// Fills an axis-aligned rectangle.
    pub fn rect(&self, x: i32, y: i32, w: i32, h: i32, colour: RGBColor) -> Result<(), RenderError> {
        if w <= 0 || h <= 0 {
            return Ok(());
        }
        let (xf, yf, wf, hf) = (x as f32, y as f32, w as f32, h as f32);
        if self.kept(|| Shape::Rect { x: xf, y: yf, w: wf, h: hf, r: 0.0, colour }) {
            return Ok(());
        }
        self.area.draw(&Rectangle::new([(x, y), (x + w, y + h)], colour.filled())).map_err(draw_err)
    }

    fn pixel(&self, x: i32, y: i32, colour: RGBColor, coverage: f32) -> Result<(), RenderError> {
        if coverage <= 0.004 {
            return Ok(());
        }
        if coverage >= 1.0 {
            self.area.draw_pixel((x, y), &colour).map_err(draw_err)
        } else {
            self.area.draw_pixel((x, y), &colour.mix(f64::from(coverage))).map_err(draw_err)
        }
    }

    /// Fills a rectangle with corners rounded to radius `r`, anti-aliased.
    pub fn rounded(
        &self,
        x: i32,
        y: i32,
        w: i32,
        h: i32,
        r: i32,
        colour: RGBColor,
    ) -> Result<(), RenderError> {
        let r = r.min(w / 2).min(h / 2).max(0);
        let (xf, yf, wf, hf) = (x as f32, y as f32, w as f32, h as f32);
        if w > 0 && h > 0 && self.kept(|| Shape::Rect { x: xf, y: yf, w: wf, h: hf, r: r as f32, colour }) {
            return Ok(());
        }
        self.rect(x, y + r, w, h - 2 * r, colour)?;
        let (xf, wf, rf) = (x as f32, w as f32, r as f32);
        let span = |cy: f32, sy: f32, out: &mut Vec<(f32, f32)>| {
            let dy = (sy - cy).abs();
            if dy <= rf {
                let inset = rf - (rf * rf - dy * dy).max(0.0).sqrt();
                out.push((xf + inset, xf + wf - inset));
            }
        };
        self.rect(x + r, y, w - 2 * r, r, colour)?;
        self.rect(x + r, y + h - r, w - 2 * r, r, colour)?;
        let (top, bottom) = ((y + r) as f32, (y + h - r) as f32);
        for (cx, cy, corner_y) in
            [(x, top, y), (x + w - r, top, y), (x, bottom, y + h - r), (x + w - r, bottom, y + h - r)]
        {
            self.fill_coverage((cx, corner_y, cx + r, corner_y + r), colour, |sy, out| span(cy, sy, out))?;
        }
        Ok(())
    }

    /// A rounded rectangle filled with `fill` inside a `border`-wide edge of `edge`.
    #[allow(clippy::too_many_arguments)]
    pub fn framed(
        &self,
        (x, y, w, h): (i32, i32, i32, i32),
        r: i32,
        fill: RGBColor,
        edge: RGBColor,
        border: i32,
    ) -> Result<(), RenderError> {
        self.rounded(x, y, w, h, r, edge)?;
        self.rounded(x + border, y + border, w - 2 * border, h - 2 * border, (r - border).max(0), fill)
    }

    /// Fills a circle, anti-aliased.
    pub fn circle(&self, cx: f32, cy: f32, r: f32, colour: RGBColor) -> Result<(), RenderError> {
        if self.kept(|| Shape::Circle { cx, cy, r, colour }) {
            return Ok(());
        }
        let bounds = (
            (cx - r).floor() as i32,
            (cy - r).floor() as i32,
            (cx + r).ceil() as i32,
            (cy + r).ceil() as i32,
        );
        self.fill_coverage(bounds, colour, |sy, out| {
            let dy = sy - cy;
            if dy.abs() < r {
                let half = (r * r - dy * dy).sqrt();
                out.push((cx - half, cx + half));
            }
        })
    }

    /// Fills a polygon (even–odd rule), anti-aliased.
    pub fn polygon(&self, points: &[(f32, f32)], colour: RGBColor) -> Result<(), RenderError> {
        let Some(bounds) = bounds(points) else { return Ok(()) };
        if self.kept(|| Shape::Polygon { points: points.to_vec(), colour }) {
            return Ok(());
        }
        let mut crossings: Vec<f32> = Vec::with_capacity(8);
        self.fill_coverage(bounds, colour, |sy, out| {
            crossings.clear();
            let mut j = points.len() - 1;
            for i in 0..points.len() {
                let ((xi, yi), (xj, yj)) = (points[i], points[j]);
                if (yi > sy) != (yj > sy) {
                    crossings.push(xi + (sy - yi) * (xj - xi) / (yj - yi));
                }
                j = i;
            }
            crossings.sort_by(f32::total_cmp);
            out.extend(crossings.chunks_exact(2).map(|pair| (pair[0], pair[1])));
        })
    }

    /// Fills the pixels of `bounds` (x0, y0, x1, y1; exclusive ends) covered by the spans that `spans`
    /// gives for a horizontal line at height y: four such lines per pixel row, exact coverage across.
    /// Fully covered runs are filled as rectangles; edge pixels are blended by their coverage.
    fn fill_coverage(
        &self,
        (x0, y0, x1, y1): (i32, i32, i32, i32),
        colour: RGBColor,
        mut spans: impl FnMut(f32, &mut Vec<(f32, f32)>),
    ) -> Result<(), RenderError> {
        const SUB: usize = 4;
        const SHARE: f32 = 1.0 / SUB as f32;
        let width = (x1 - x0).max(0) as usize;
        // `cover` takes the partly covered end pixels of each span directly; the fully covered
        // pixels between them go into `run` as +share at the first and −share after the last, so a
        // span costs the same however wide it is.
        let mut cover = vec![0.0f32; width];
        let mut run = vec![0.0f32; width + 1];
        let mut row = Vec::with_capacity(4);
        for py in y0..y1 {
            cover.fill(0.0);
            run.fill(0.0);
            for s in 0..SUB {
                row.clear();
                spans(py as f32 + (s as f32 + 0.5) / SUB as f32, &mut row);
                for &(a, b) in &row {
                    let (a, b) = (a.max(x0 as f32) - x0 as f32, b.min(x1 as f32) - x0 as f32);
                    if b <= a {
                        continue;
                    }
                    let (first, last) = (a.floor() as usize, (b.ceil() as usize).min(width));
                    if last <= first + 1 {
                        cover[first.min(width - 1)] += (b - a) * SHARE;
                        continue;
                    }
                    cover[first] += (first as f32 + 1.0 - a) * SHARE;
                    cover[last - 1] += (b - (last - 1) as f32) * SHARE;
                    run[first + 1] += SHARE;
                    run[last - 1] -= SHARE;
                }
            }
            let mut level = 0.0f32;
            for (c, r) in cover.iter_mut().zip(&run) {
                level += r;
                *c += level;
            }
            let mut i = 0;
            while i < width {
                if cover[i] >= 0.995 {
                    let start = i;
                    while i < width && cover[i] >= 0.995 {
                        i += 1;
                    }
                    self.rect(x0 + start as i32, py, (i - start) as i32, 1, colour)?;
                } else {
                    self.pixel(x0 + i as i32, py, colour, cover[i])?;
                    i += 1;
                }
            }
        }
        Ok(())
    }

    /// A straight line `thickness` pixels wide, anti-aliased.
    pub fn line(
        &self,
        from: (f32, f32),
        to: (f32, f32),
        thickness: f32,
        colour: RGBColor,
    ) -> Result<(), RenderError> {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let len = (dx * dx + dy * dy).sqrt().max(0.001);
        let (nx, ny) = (-dy / len * thickness / 2.0, dx / len * thickness / 2.0);
        self.polygon(
            &[
                (from.0 + nx, from.1 + ny),
                (to.0 + nx, to.1 + ny),
                (to.0 - nx, to.1 - ny),
                (from.0 - nx, from.1 - ny),
            ],
            colour,
        )
    }

    /// Draws `text` with its baseline at `baseline`; returns its width.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &self,
        s: &str,
        x: i32,
        baseline: i32,
        size: u32,
        weight: Weight,
        colour: RGBColor,
        align: Align,
    ) -> Result<i32, RenderError> {
        let w = text::width(s, size, weight);
        let left = match align {
            Align::Left => x,
            Align::Center => x - w / 2,
            Align::Right => x - w,
        };
        let shape = || Shape::Text {
            text: s.to_string(),
            x: left as f32,
            baseline: baseline as f32,
            size,
            weight,
            width: w as f32,
            colour,
        };
        if !self.kept(shape) {
            let style = text::font(size, weight).color(&colour);
            // plotters' ab_glyph backend puts the baseline half a size below the top anchor.
            let top = baseline - (size / 2) as i32;
            self.area.draw_text(s, &style, (left, top)).map_err(draw_err)?;
        }
        if !s.trim().is_empty() {
            self.record_text(s, text::text_box(left, baseline, w, size), size);
        }
        Ok(w)
    }

    /// Draws `text` centred (both ways) on the point (`cx`, `cy`).
    pub fn text_centered(
        &self,
        s: &str,
        (cx, cy): (i32, i32),
        size: u32,
        weight: Weight,
        colour: RGBColor,
    ) -> Result<i32, RenderError> {
        self.text(s, cx, cy + text::cap_height(size) / 2, size, weight, colour, Align::Center)
    }
}

fn bounds(points: &[(f32, f32)]) -> Option<(i32, i32, i32, i32)> {
    let first = points.first()?;
    let mut b = (first.0, first.1, first.0, first.1);
    for p in points {
        b = (b.0.min(p.0), b.1.min(p.1), b.2.max(p.0), b.3.max(p.1));
    }
    Some((b.0.floor() as i32, b.1.floor() as i32, b.2.ceil() as i32, b.3.ceil() as i32))
}

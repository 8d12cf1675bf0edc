//! What a picture shows where: the box of every text drawn, the labels placed on a map with what
//! they label, the boxes that labels keep clear of, and the named paths they are attached to.
//!
//! The renderer keeps this record while it draws (label placement reads it) and hands it out with
//! the PNG through [`crate::board_layout`], [`crate::hand_layout`] and [`crate::final_scores_layout`],
//! so tests can check that no text overlaps another and that everything lies inside the picture.

/// An axis-aligned box in pixels, `x0..x1` × `y0..y1` (ends exclusive: boxes that only touch do not
/// overlap).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x0: f32,
    pub y0: f32,
    pub x1: f32,
    pub y1: f32,
}

impl Rect {
    /// The box with corner (`x`, `y`), width `w` and height `h`.
    #[must_use]
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x0: x, y0: y, x1: x + w, y1: y + h }
    }

    /// The box of width `w` and height `h` centred on (`cx`, `cy`).
    #[must_use]
    pub fn centred(cx: f32, cy: f32, w: f32, h: f32) -> Rect {
        Rect { x0: cx - w / 2.0, y0: cy - h / 2.0, x1: cx + w / 2.0, y1: cy + h / 2.0 }
    }

    /// The square box around a disc.
    #[must_use]
    pub fn disc(cx: f32, cy: f32, r: f32) -> Rect {
        Rect { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }
    }

    #[must_use]
    pub fn width(&self) -> f32 {
        self.x1 - self.x0
    }

    #[must_use]
    pub fn height(&self) -> f32 {
        self.y1 - self.y0
    }

    #[must_use]
    pub fn centre(&self) -> (f32, f32) {
        ((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)
    }

    /// The box grown by `d` on every side (shrunk for a negative `d`).
    #[must_use]
    pub fn grow(&self, d: f32) -> Rect {
        Rect { x0: self.x0 - d, y0: self.y0 - d, x1: self.x1 + d, y1: self.y1 + d }
    }

    /// The box moved by (`dx`, `dy`).
    #[must_use]
    pub fn shift(&self, dx: f32, dy: f32) -> Rect {
        Rect { x0: self.x0 + dx, y0: self.y0 + dy, x1: self.x1 + dx, y1: self.y1 + dy }
    }

    /// The smallest box holding both.
    #[must_use]
    pub fn union(&self, o: &Rect) -> Rect {
        Rect { x0: self.x0.min(o.x0), y0: self.y0.min(o.y0), x1: self.x1.max(o.x1), y1: self.y1.max(o.y1) }
    }

    /// Whether the two boxes share any area.
    #[must_use]
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// The area the two boxes share.
    #[must_use]
    pub fn overlap_area(&self, o: &Rect) -> f32 {
        let w = self.x1.min(o.x1) - self.x0.max(o.x0);
        let h = self.y1.min(o.y1) - self.y0.max(o.y0);
        if w > 0.0 && h > 0.0 { w * h } else { 0.0 }
    }

    /// Whether `o` lies wholly inside this box.
    #[must_use]
    pub fn contains(&self, o: &Rect) -> bool {
        o.x0 >= self.x0 && o.y0 >= self.y0 && o.x1 <= self.x1 && o.y1 <= self.y1
    }

    /// The gap between two boxes (0 where they touch or overlap).
    #[must_use]
    pub fn gap(&self, o: &Rect) -> f32 {
        let dx = (self.x0 - o.x1).max(o.x0 - self.x1).max(0.0);
        let dy = (self.y0 - o.y1).max(o.y0 - self.y1).max(0.0);
        (dx * dx + dy * dy).sqrt()
    }

    /// The distance from the point to the box (0 inside).
    #[must_use]
    pub fn distance_to(&self, (x, y): (f32, f32)) -> f32 {
        let dx = (self.x0 - x).max(x - self.x1).max(0.0);
        let dy = (self.y0 - y).max(y - self.y1).max(0.0);
        (dx * dx + dy * dy).sqrt()
    }

    /// The point of the box nearest to (`x`, `y`).
    #[must_use]
    pub fn nearest(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (x.clamp(self.x0, self.x1), y.clamp(self.y0, self.y1))
    }

    /// Whether the segment from `a` to `b` passes through the box.
    #[must_use]
    pub fn crosses(&self, a: (f32, f32), b: (f32, f32)) -> bool {
        // Liang–Barsky clipping of the segment against the box.
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f32, 1.0f32);
        for (p, q) in [(-dx, a.0 - self.x0), (dx, self.x1 - a.0), (-dy, a.1 - self.y0), (dy, self.y1 - a.1)] {
            if p == 0.0 {
                if q <= 0.0 {
                    return false;
                }
            } else {
                let t = q / p;
                if p < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
                if t0 >= t1 {
                    return false;
                }
            }
        }
        true
    }

    /// The distance from the box to the segment from `a` to `b` (0 where they touch).
    #[must_use]
    pub fn distance_to_segment(&self, a: (f32, f32), b: (f32, f32)) -> f32 {
        if self.crosses(a, b) {
            return 0.0;
        }
        let corners = [(self.x0, self.y0), (self.x1, self.y0), (self.x1, self.y1), (self.x0, self.y1)];
        let from_corners = corners.iter().map(|&c| point_to_segment(c, a, b)).fold(f32::MAX, f32::min);
        from_corners.min(self.distance_to(a)).min(self.distance_to(b))
    }
}

/// The distance from point `p` to the segment from `a` to `b`.
#[must_use]
pub fn point_to_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (q, _) = nearest_on_segment(p, a, b);
    ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt()
}

/// The point of the segment from `a` to `b` nearest to `p`, and its position along the segment (0..1).
#[must_use]
pub fn nearest_on_segment(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> ((f32, f32), f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 <= f32::EPSILON {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    ((a.0 + t * dx, a.1 + t * dy), t)
}

/// What a text names in the move notation (players type it), when it names anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Notation {
    /// A Hansa route (`r17`).
    Route,
    /// A Hansa route space (the `2` of `r17.2`).
    Space,
    /// A city's name or code (Hansa `Hamburg`, Thurn und Taxis `NUE`).
    City,
    /// An El Dorado hex id (`B17`) or a pawn's tag (`pawn1`).
    Hex,
    /// A card's code or name (Carthage `r5`, El Dorado `compass`).
    Card,
    /// A position or slot (Carthage `m2`, `farm2`; Thurn und Taxis `draw 3`).
    Slot,
}

/// One text drawn: the string, its box (advance width × the font's ascent and descent), its font
/// size and what it names in the notation.
#[derive(Clone, Debug, PartialEq)]
pub struct TextBox {
    pub text: String,
    pub rect: Rect,
    /// The font size (ascent + descent) in pixels.
    pub size: u32,
    pub notation: Option<Notation>,
}

impl TextBox {
    /// The drawn height of a capital letter in pixels (DejaVu Sans: 0.729 em, where ascent +
    /// descent = 1.164 em = the size).
    #[must_use]
    pub fn cap_height(&self) -> f32 {
        self.size as f32 * 0.729 / 1.164
    }

    /// Whether the text was cut short with an ellipsis to fit.
    #[must_use]
    pub fn truncated(&self) -> bool {
        self.text.ends_with('…')
    }
}

/// A label placed on a map: its text, its whole box (background included), what it labels (the
/// name of a [`Path`] or of a thing such as a city), the point it is attached to, and the leader
/// line drawn from that point to the box when the label had to sit further away.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub text: String,
    pub rect: Rect,
    pub target: String,
    pub anchor: (f32, f32),
    pub leader: Option<((f32, f32), (f32, f32))>,
}

/// A named polyline (a route on a map), for checking that a label sits by what it labels.
#[derive(Clone, Debug, PartialEq)]
pub struct Path {
    pub name: String,
    pub points: Vec<(f32, f32)>,
}

impl Path {
    /// The distance from the box to the nearest part of the path.
    #[must_use]
    pub fn distance_to(&self, r: &Rect) -> f32 {
        self.points.windows(2).map(|w| r.distance_to_segment(w[0], w[1])).fold(f32::MAX, f32::min)
    }

    /// The distance from a point to the nearest part of the path.
    #[must_use]
    pub fn distance_to_point(&self, p: (f32, f32)) -> f32 {
        self.points.windows(2).map(|w| point_to_segment(p, w[0], w[1])).fold(f32::MAX, f32::min)
    }
}

/// A thing on a map that labels keep clear of (a city's box, a piece, a token), with its name.
#[derive(Clone, Debug, PartialEq)]
pub struct Obstacle {
    pub name: String,
    pub rect: Rect,
}

/// Everything a picture records about where it put things.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Layout {
    pub width: u32,
    pub height: u32,
    /// Every text drawn, in drawing order.
    pub texts: Vec<TextBox>,
    /// Labels placed on a map (route numbers, city names and tags).
    pub labels: Vec<Label>,
    /// What labels keep clear of.
    pub obstacles: Vec<Obstacle>,
    /// Named paths labels are attached to.
    pub paths: Vec<Path>,
}

impl Layout {
    /// The picture's own box.
    #[must_use]
    pub fn bounds(&self) -> Rect {
        Rect::new(0.0, 0.0, self.width as f32, self.height as f32)
    }

    /// Pairs of texts whose boxes overlap (indices into `texts`).
    #[must_use]
    pub fn overlapping_texts(&self) -> Vec<(usize, usize)> {
        let mut order: Vec<usize> = (0..self.texts.len()).collect();
        order.sort_by(|&a, &b| self.texts[a].rect.x0.total_cmp(&self.texts[b].rect.x0));
        let mut out = Vec::new();
        for (k, &i) in order.iter().enumerate() {
            let a = &self.texts[i].rect;
            for &j in &order[k + 1..] {
                let b = &self.texts[j].rect;
                if b.x0 >= a.x1 {
                    break;
                }
                if a.overlaps(b) {
                    out.push((i.min(j), i.max(j)));
                }
            }
        }
        out.sort_unstable();
        out
    }

    /// Texts not wholly inside the picture (indices into `texts`).
    #[must_use]
    pub fn texts_outside(&self) -> Vec<usize> {
        let b = self.bounds();
        (0..self.texts.len()).filter(|&i| !b.contains(&self.texts[i].rect)).collect()
    }

    /// The path of a name.
    #[must_use]
    pub fn path(&self, name: &str) -> Option<&Path> {
        self.paths.iter().find(|p| p.name == name)
    }
}

//! Where the course's hexes go on the picture. A long course is folded: its tiles, in course order,
//! go into two or three columns side by side (each column keeps the tiles' own arrangement), so that
//! the hexes, and the ids players type in them, stay large enough to read on a phone.

use kontor_games::el_dorado::View;

/// An axis-aligned extent in hex units.
#[derive(Clone, Copy)]
struct Extent {
    x0: f32,
    x1: f32,
    y0: f32,
    y1: f32,
}

impl Extent {
    const EMPTY: Extent = Extent { x0: f32::MAX, x1: f32::MIN, y0: f32::MAX, y1: f32::MIN };

    fn add(self, (x, y): (f32, f32)) -> Extent {
        Extent { x0: self.x0.min(x), x1: self.x1.max(x), y0: self.y0.min(y), y1: self.y1.max(y) }
    }

    fn union(self, o: Extent) -> Extent {
        Extent { x0: self.x0.min(o.x0), x1: self.x1.max(o.x1), y0: self.y0.min(o.y0), y1: self.y1.max(o.y1) }
    }

    /// Width and height in hex units, with a hex's margin all round.
    fn span(self) -> (f32, f32) {
        (self.x1 - self.x0 + 2.0, self.y1 - self.y0 + 2.0)
    }
}

/// The largest hex size (centre to corner) in pixels.
const MAX_SIZE: f32 = 40.0;
/// The gap between two columns of a folded course, in hex units.
const COLUMN_GAP: f32 = 0.6;

/// The course's screen geometry.
pub struct CourseMap {
    /// Hex size: centre to corner, in pixels.
    pub size: f32,
    /// The top of the map area.
    pub top: f32,
    /// The map area's height.
    pub height: i32,
    /// Per tile (the end tile and gate last): the pixel offset of its column.
    shifts: Vec<(f32, f32)>,
}

/// The pixel position of axial (`q`, `r`) for a hex of size 1.
#[must_use]
pub fn unit(q: i32, r: i32) -> (f32, f32) {
    (3f32.sqrt() * (q as f32 + r as f32 / 2.0), 1.5 * r as f32)
}

/// Each tile's extent (the end tile with the gate last).
fn tile_extents(view: &View) -> Vec<Extent> {
    let c = &view.course;
    let mut out = vec![Extent::EMPTY; c.tiles.len() + 1];
    for h in &c.hexes {
        let t = usize::from(h.tile).min(c.tiles.len());
        out[t] = out[t].add(unit(h.q, h.r));
    }
    for &(q, r) in &c.gate {
        out[c.tiles.len()] = out[c.tiles.len()].add(unit(q, r));
    }
    out
}

/// The ways to cut `n` tiles into `k` runs in order (as the first tile of each run after the first).
fn cuts(n: usize, k: usize) -> Vec<Vec<usize>> {
    match k {
        1 => vec![vec![]],
        2 => (1..n).map(|i| vec![i]).collect(),
        3 => (1..n).flat_map(|i| (i + 1..n).map(move |j| vec![i, j])).collect(),
        _ => (1..n)
            .flat_map(|i| (i + 1..n).flat_map(move |j| (j + 1..n).map(move |k| vec![i, j, k])))
            .collect(),
    }
}

impl CourseMap {
    /// The layout of `view`'s course from `top`, `width` pixels wide and at most `max_h` tall per
    /// column, in the fewest columns for which `reads(size, height)` holds (else the one it likes
    /// best: `reads` gives how much room the ids have, 1.0 or more when they fit).
    pub fn new(
        view: &View,
        top: i32,
        (width, max_h): (f32, f32),
        reads: impl Fn(f32, f32) -> f32,
    ) -> CourseMap {
        let ext = tile_extents(view);
        let mut best: Option<(f32, CourseMap)> = None;
        for k in 1..=4.min(ext.len()) {
            for (cut, stacked) in cuts(ext.len(), k).into_iter().flat_map(|c| [(c.clone(), false), (c, true)])
            {
                let map = CourseMap::folded(&ext, (&cut, stacked), top, (width, max_h));
                let room = reads(map.size, map.height as f32);
                if best.as_ref().is_none_or(|(r, _)| room > *r) {
                    best = Some((room, map));
                }
            }
            // The fewest columns in which the ids fit.
            if best.as_ref().is_some_and(|(r, _)| *r >= 1.0) {
                break;
            }
        }
        let (_, map) =
            best.unwrap_or_else(|| (0.0, CourseMap::folded(&ext, (&[], false), top, (width, max_h))));
        map
    }

    /// The tiles cut before each of `cut` into columns side by side (or, `stacked`, rows one under
    /// the other), centred in `width`.
    fn folded(
        ext: &[Extent],
        (cut, stacked): (&[usize], bool),
        top: i32,
        (width, max_h): (f32, f32),
    ) -> CourseMap {
        let bounds: Vec<usize> = std::iter::once(0).chain(cut.iter().copied()).chain([ext.len()]).collect();
        let groups: Vec<Extent> = bounds
            .windows(2)
            .map(|w| ext[w[0]..w[1]].iter().fold(Extent::EMPTY, |a, e| a.union(*e)))
            .collect();
        let spans: Vec<(f32, f32)> = groups.iter().map(|g| g.span()).collect();
        let gaps = COLUMN_GAP * (groups.len() - 1) as f32;
        let (sum_w, sum_h) = (spans.iter().map(|s| s.0).sum::<f32>(), spans.iter().map(|s| s.1).sum::<f32>());
        let (max_w, max_hh) =
            (spans.iter().map(|s| s.0).fold(0.0, f32::max), spans.iter().map(|s| s.1).fold(0.0, f32::max));
        let (total_w, total_h) = if stacked { (max_w, sum_h + gaps) } else { (sum_w + gaps, max_hh) };
        let size = (width / total_w).min(max_h / total_h).min(MAX_SIZE);
        let (mut x, mut y) = (0.0, 0.0);
        let mut shifts = vec![(0.0, 0.0); ext.len()];
        for (g, w) in groups.iter().zip(bounds.windows(2)) {
            let (gw, gh) = g.span();
            // Each part centred across the picture (stacked) or in its column; a hex's centre sits
            // one hex in from its part's corner.
            let left = if stacked { (width - gw * size) / 2.0 } else { (width - total_w * size) / 2.0 + x };
            let shift = (left + size - g.x0 * size, top as f32 + y + size - g.y0 * size);
            shifts[w[0]..w[1]].fill(shift);
            if stacked {
                y += (gh + COLUMN_GAP) * size;
            } else {
                x += (gw + COLUMN_GAP) * size;
            }
        }
        CourseMap { size, top: top as f32, height: (total_h * size).ceil() as i32, shifts }
    }

    /// The centre of hex (`q`, `r`) drawn with the tiles of `tile` (the end tile for the gate).
    #[must_use]
    pub fn centre(&self, tile: u8, q: i32, r: i32) -> (f32, f32) {
        let (x, y) = unit(q, r);
        let (dx, dy) =
            self.shifts.get(usize::from(tile)).or(self.shifts.last()).copied().unwrap_or((0.0, 0.0));
        (dx + x * self.size, dy + y * self.size)
    }

    /// The corners of a hex of size `s` round a centre.
    #[must_use]
    pub fn corners(&self, (cx, cy): (f32, f32), s: f32) -> Vec<(f32, f32)> {
        (0..6)
            .map(|k| {
                let a = (60.0 * k as f32 - 90.0).to_radians();
                (cx + s * a.cos(), cy + s * a.sin())
            })
            .collect()
    }
}

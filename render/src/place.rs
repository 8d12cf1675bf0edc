//! Label placement: a label gets the first free spot among alternatives (beside its route on either
//! side, along it, further out with a short leader line), where its box touches no text, no other
//! label and nothing recorded as an obstacle (cities, pieces). When nothing is free it takes the
//! spot that overlaps least: a label is never dropped.

use crate::canvas::Canvas;
use crate::layout::Rect;

/// Space kept between a label and anything else.
pub const PAD: f32 = 2.0;
/// How far a label may sit from what it labels before it needs a leader line.
pub const ATTACHED: f32 = 9.0;

/// One spot a label could take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spot {
    pub rect: Rect,
    /// The point of the labelled thing the label belongs to.
    pub anchor: (f32, f32),
    /// Whether a leader line joins the anchor to the label (set for spots further out).
    pub leader: bool,
    /// Preference: lower is better, among spots that overlap nothing.
    pub penalty: f32,
}

/// What a spot costs: overlaps first, then how it reads.
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct Cost {
    pub overlaps: u32,
    pub area: f32,
    pub score: f32,
}

impl Cost {
    #[must_use]
    pub fn is_free(&self) -> bool {
        self.overlaps == 0
    }

    fn better_than(&self, o: &Cost) -> bool {
        (self.overlaps, self.area.round() as i64) < (o.overlaps, o.area.round() as i64)
            || ((self.overlaps, self.area.round() as i64) == (o.overlaps, o.area.round() as i64)
                && self.score < o.score)
    }
}

/// A line that labels should not lie across: a road (of the path `owner`) or a token's link.
struct Line {
    owner: Option<usize>,
    a: (f32, f32),
    b: (f32, f32),
}

/// The boxes a label must keep clear of and the lines it should not cross.
pub struct Placer {
    area: Rect,
    /// Taken boxes, with the path they belong to (a route's spaces belong to its route).
    taken: Vec<(Rect, Option<usize>)>,
    lines: Vec<Line>,
    owners: Vec<String>,
}

impl Placer {
    /// A placer for labels inside `area`, keeping clear of every text, label and obstacle recorded
    /// on the canvas so far and avoiding its paths. An obstacle named `<path>.<n>` (a route's
    /// space) belongs to that path.
    #[must_use]
    pub fn new(c: &Canvas<'_>, area: Rect) -> Placer {
        let layout = c.layout();
        let owners: Vec<String> = layout.paths.iter().map(|p| p.name.clone()).collect();
        let owner_of =
            |name: &str| name.split_once('.').and_then(|(head, _)| owners.iter().position(|o| o == head));
        let mut taken: Vec<(Rect, Option<usize>)> = layout.texts.iter().map(|t| (t.rect, None)).collect();
        taken.extend(layout.obstacles.iter().map(|o| (o.rect, owner_of(&o.name))));
        taken.extend(layout.labels.iter().map(|l| (l.rect, None)));
        taken.retain(|(r, _)| r.overlaps(&area));
        let mut lines = Vec::new();
        for (i, p) in layout.paths.iter().enumerate() {
            for w in p.points.windows(2) {
                lines.push(Line { owner: Some(i), a: w[0], b: w[1] });
            }
        }
        Placer { area, taken, lines, owners }
    }

    /// Marks a box as taken.
    pub fn take(&mut self, r: Rect) {
        self.taken.push((r, None));
    }

    /// Adds a line that labels should not cross (a token's link to its route).
    pub fn avoid_line(&mut self, a: (f32, f32), b: (f32, f32)) {
        self.lines.push(Line { owner: None, a, b });
    }

    /// The taken boxes and lines near `spots` (as far as they can change what a spot costs).
    fn near(&self, owner: &str, spots: &[Spot]) -> Near<'_> {
        let mut region = spots.first().map_or(self.area, |s| s.rect);
        for s in spots {
            region = region.union(&s.rect).union(&Rect::disc(s.anchor.0, s.anchor.1, 1.0));
        }
        let region = region.grow(PAD + NEARBY);
        let taken = self.taken.iter().filter(|(r, _)| r.overlaps(&region)).copied().collect();
        let lines = self
            .lines
            .iter()
            .filter(|l| {
                let bounds = Rect {
                    x0: l.a.0.min(l.b.0),
                    y0: l.a.1.min(l.b.1),
                    x1: l.a.0.max(l.b.0),
                    y1: l.a.1.max(l.b.1),
                };
                bounds.grow(1.0).overlaps(&region)
            })
            .collect();
        Near { area: self.area, own: self.owners.iter().position(|o| o == owner), taken, lines }
    }

    /// The best of `spots` for a label of `owner` (never none while `spots` is not empty): the free
    /// spot that reads best, or when none is free the one that overlaps least.
    #[must_use]
    pub fn best(&self, owner: &str, spots: &[Spot]) -> Option<(Spot, Cost)> {
        let near = self.near(owner, spots);
        let mut order: Vec<&Spot> = spots.iter().collect();
        order.sort_by(|a, b| a.penalty.total_cmp(&b.penalty));
        let mut best: Option<(Spot, Cost)> = None;
        for s in order {
            // A spot's score is never below its penalty: no later spot beats a free one that scores less.
            if best.as_ref().is_some_and(|(_, b)| b.is_free() && s.penalty >= b.score) {
                break;
            }
            let cost = near.cost(s);
            if best.as_ref().is_none_or(|(_, b)| cost.better_than(b)) {
                best = Some((*s, cost));
            }
        }
        best
    }

    /// How many of `spots` are free, counting up to `cap` (enough to tell the most constrained
    /// labels from the others).
    #[must_use]
    pub fn free_count(&self, owner: &str, spots: &[Spot], cap: usize) -> usize {
        let near = self.near(owner, spots);
        spots.iter().filter(|s| near.is_free(s)).take(cap).count()
    }
}

/// How far around its spots a label looks for the routes it could be confused with.
const NEARBY: f32 = 40.0;

/// The taken boxes and lines near one label's spots.
struct Near<'a> {
    area: Rect,
    own: Option<usize>,
    taken: Vec<(Rect, Option<usize>)>,
    lines: Vec<&'a Line>,
}

impl Near<'_> {
    fn is_free(&self, spot: &Spot) -> bool {
        let padded = spot.rect.grow(PAD);
        self.area.contains(&spot.rect) && !self.taken.iter().any(|(t, _)| padded.overlaps(t))
    }

    fn cost(&self, spot: &Spot) -> Cost {
        let r = spot.rect;
        let mut cost = Cost { overlaps: 0, area: 0.0, score: spot.penalty };
        if !self.area.contains(&r) {
            cost.overlaps += 1;
            let inside = r.overlap_area(&self.area);
            cost.area += r.width() * r.height() - inside;
        }
        let own = self.own;
        let padded = r.grow(PAD);
        // How near the label lies to its own path and to the nearest other path (roads and spaces).
        let mut own_distance = f32::MAX;
        let mut other_distance = f32::MAX;
        for (t, belongs) in &self.taken {
            if padded.overlaps(t) {
                cost.overlaps += 1;
                cost.area += padded.overlap_area(t);
            }
            if belongs.is_some() {
                let d = r.gap(t);
                if *belongs == own {
                    own_distance = own_distance.min(d);
                } else {
                    other_distance = other_distance.min(d);
                }
            }
        }
        for l in &self.lines {
            if l.owner.is_some() && l.owner == own {
                own_distance = own_distance.min(r.distance_to_segment(l.a, l.b));
            } else {
                // Lying across another route (or a token's link) confuses what the label names.
                if r.crosses(l.a, l.b) {
                    cost.score += 40.0;
                }
                if l.owner.is_some() {
                    other_distance = other_distance.min(r.distance_to_segment(l.a, l.b));
                }
            }
        }
        if own.is_some() && !spot.leader && other_distance <= own_distance + 3.0 {
            cost.score += 60.0;
        }
        if spot.leader {
            let end = r.nearest(spot.anchor);
            let length = ((end.0 - spot.anchor.0).powi(2) + (end.1 - spot.anchor.1).powi(2)).sqrt();
            cost.score += 25.0 + length * 0.8;
            // A leader crossing pieces or texts reads badly.
            let crossed = self.taken.iter().filter(|(t, _)| t.grow(-1.0).crosses(spot.anchor, end)).count();
            cost.score += 20.0 * crossed as f32;
        }
        cost
    }
}

/// Spots for a `w` × `h` label around a box `around` (a city): below, above, right, left, the
/// corners and a little further out, each shifted along its side; the anchor is the box's nearest
/// edge point. `order` says which side comes first (0 below, 1 above).
#[must_use]
pub fn around_box(around: Rect, w: f32, h: f32, gap: f32, prefer_above: bool) -> Vec<Spot> {
    let (cx, cy) = around.centre();
    let mut out = Vec::new();
    let sides: [(f32, f32); 2] =
        if prefer_above { [(-1.0, 0.0), (1.0, 4.0)] } else { [(1.0, 0.0), (-1.0, 4.0)] };
    // Further out in steps of 7 px, or of a third of a tall label's height, sixteen steps at most.
    let pitch = (h / 3.0).max(7.0);
    for step in 0..16 {
        let far = step as f32 * pitch;
        let leader = far + gap > ATTACHED;
        let base = step as f32 * 12.0;
        for (dir, side_penalty) in sides {
            let y = if dir > 0.0 { around.y1 + gap + far + h / 2.0 } else { around.y0 - gap - far - h / 2.0 };
            for (k, shift) in [0.0, -0.3, 0.3, -0.6, 0.6, -0.9, 0.9].iter().enumerate() {
                let x = cx + shift * (around.width() / 2.0 + w / 2.0);
                let rect = Rect::centred(x, y, w, h);
                let anchor = around.nearest(rect.centre());
                out.push(Spot { rect, anchor, leader, penalty: base + side_penalty + k as f32 * 1.5 });
            }
        }
        for dir in [1.0f32, -1.0] {
            let x = if dir > 0.0 { around.x1 + gap + far + w / 2.0 } else { around.x0 - gap - far - w / 2.0 };
            for (k, shift) in [0.0f32, -0.5, 0.5, -1.0, 1.0].iter().enumerate() {
                let y = cy + shift * (around.height() / 2.0 + h / 2.0);
                let rect = Rect::centred(x, y, w, h);
                let anchor = around.nearest(rect.centre());
                out.push(Spot { rect, anchor, leader, penalty: base + 6.0 + k as f32 * 1.5 });
            }
        }
    }
    out
}

/// Spots for a `w` × `h` label of a route through `points` (pixel centres of its spaces, in order)
/// whose space discs have radius `r`: on the road between two spaces, beside a space or a road
/// stretch on either side, round a space, then further out with a leader line. Spots near the
/// middle of the route come first.
#[must_use]
pub fn along_route(points: &[(f32, f32)], ends: [(f32, f32); 2], r: f32, w: f32, h: f32) -> Vec<Spot> {
    let mut out = Vec::new();
    let n = points.len();
    if n == 0 {
        // No spaces (never on a printed board): the middle of the road.
        let m = ((ends[0].0 + ends[1].0) / 2.0, (ends[0].1 + ends[1].1) / 2.0);
        out.push(Spot { rect: Rect::centred(m.0, m.1, w, h), anchor: m, leader: false, penalty: 0.0 });
        return out;
    }
    let mid = (n as f32 - 1.0) / 2.0;
    // Where along the route (in spaces from its middle) a point lies, for the preference.
    let off_middle = |i: f32| (i - mid).abs() * 3.0;
    // The direction of the route at space i (towards the next space or city).
    let dir_at = |i: usize| -> (f32, f32) {
        let a = if i == 0 { ends[0] } else { points[i - 1] };
        let b = if i + 1 == n { ends[1] } else { points[i + 1] };
        unit((b.0 - a.0, b.1 - a.1))
    };
    // How far a box of the label reaches along a unit direction from its centre.
    let reach = |(dx, dy): (f32, f32)| dx.abs() * w / 2.0 + dy.abs() * h / 2.0;
    // On the road between two neighbouring spaces.
    for i in 0..n.saturating_sub(1) {
        let (a, b) = (points[i], points[i + 1]);
        let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        out.push(Spot {
            rect: Rect::centred(m.0, m.1, w, h),
            anchor: m,
            leader: false,
            penalty: off_middle(i as f32 + 0.5),
        });
    }
    // Beside each space and each road stretch, on both sides, then round the space.
    let mut stations: Vec<Station> = Vec::new();
    for (i, &p) in points.iter().enumerate() {
        stations.push(Station { at: p, dir: dir_at(i), radius: r, index: i as f32 });
    }
    for i in 0..n.saturating_sub(1) {
        let (a, b) = (points[i], points[i + 1]);
        let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        stations.push(Station {
            at: m,
            dir: unit((b.0 - a.0, b.1 - a.1)),
            radius: 2.0,
            index: i as f32 + 0.5,
        });
    }
    // Rings further out, spaced for the label's size (a tall label steps further).
    let scale = (h / 24.0).max(1.0);
    for ring in 0..7 {
        let far = [0.0, 6.0, 14.0, 26.0, 42.0, 62.0, 86.0][ring] * scale;
        let leader = far > ATTACHED - 3.0;
        let base = 4.0 + ring as f32 * 10.0;
        for &Station { at: p, dir: d, radius: rad, index: at } in &stations {
            let normal = (-d.1, d.0);
            let mut dirs = vec![(normal, 0.0), ((-normal.0, -normal.1), 0.5)];
            if rad > 2.0 {
                for k in 0..8 {
                    let a = k as f32 * std::f32::consts::FRAC_PI_4;
                    dirs.push(((a.cos(), a.sin()), 3.0));
                }
            }
            for (u, extra) in dirs {
                let dist = rad + 3.0 + far + reach(u);
                let c = (p.0 + u.0 * dist, p.1 + u.1 * dist);
                // On a space's rim, or on the road itself for a stretch between spaces.
                let anchor = if rad > 2.0 { (p.0 + u.0 * rad, p.1 + u.1 * rad) } else { p };
                let rect = Rect::centred(c.0, c.1, w, h);
                // A big label put off a diagonal sits further off than `far` says.
                let off = rect.distance_to(p) - rad > ATTACHED - 2.0;
                out.push(Spot {
                    rect,
                    anchor,
                    leader: leader || off,
                    penalty: base + extra + off_middle(at),
                });
            }
        }
    }
    out
}

/// A point of a route that labels are put beside: a space or the middle of a road stretch, the
/// route's direction there, what it takes up round it, and where along the route it lies.
#[derive(Clone, Copy)]
struct Station {
    at: (f32, f32),
    dir: (f32, f32),
    radius: f32,
    index: f32,
}

fn unit((x, y): (f32, f32)) -> (f32, f32) {
    let len = (x * x + y * y).sqrt();
    if len <= f32::EPSILON { (1.0, 0.0) } else { (x / len, y / len) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canvas;
    use crate::layout::Label;

    /// Runs `f` on a blank 400 × 300 canvas.
    fn on_canvas(f: impl FnOnce(&Canvas<'_>) -> Result<(), crate::RenderError>) -> crate::layout::Layout {
        canvas::png(400, 300, f).unwrap().layout
    }

    #[test]
    fn a_label_takes_the_first_free_spot_round_its_route() {
        let layout = on_canvas(|c| {
            let points = vec![(100.0, 150.0), (150.0, 150.0), (200.0, 150.0), (250.0, 150.0), (300.0, 150.0)];
            c.path("r1", points.clone());
            for (i, &(x, y)) in points[1..4].iter().enumerate() {
                c.obstacle(format!("r1.{}", i + 1), Rect::disc(x, y, 12.0));
            }
            // Something sits right above the middle space.
            c.obstacle("city", Rect::new(180.0, 100.0, 40.0, 36.0));
            let placer = Placer::new(c, Rect::new(0.0, 0.0, 400.0, 300.0));
            let spots = along_route(&points[1..4], [points[0], points[4]], 12.0, 30.0, 20.0);
            let (spot, cost) = placer.best("r1", &spots).unwrap();
            assert!(cost.is_free(), "{cost:?}");
            assert!(!spot.leader);
            // Free of the city and the spaces, and touching the route.
            assert!(!spot.rect.grow(PAD).overlaps(&Rect::new(180.0, 100.0, 40.0, 36.0)));
            assert!(spot.rect.distance_to_segment(points[0], points[4]) < ATTACHED + 12.0);
            c.label(Label {
                text: "r1".into(),
                rect: spot.rect,
                target: "r1".into(),
                anchor: spot.anchor,
                leader: None,
            });
            Ok(())
        });
        assert_eq!(layout.labels.len(), 1);
    }

    #[test]
    fn with_no_free_spot_the_least_overlapping_one_is_taken() {
        on_canvas(|c| {
            // Everything round the box is taken but one corner, partly.
            c.obstacle("wall", Rect::new(0.0, 0.0, 400.0, 300.0));
            let mut placer = Placer::new(c, Rect::new(0.0, 0.0, 400.0, 300.0));
            let spots = around_box(Rect::new(180.0, 140.0, 40.0, 20.0), 30.0, 16.0, 3.0, false);
            assert_eq!(placer.free_count("city", &spots, 10), 0);
            let (spot, cost) = placer.best("city", &spots).expect("a spot even when none is free");
            assert!(!cost.is_free());
            placer.take(spot.rect);
            Ok(())
        });
    }

    #[test]
    fn a_label_keeps_off_other_routes() {
        on_canvas(|c| {
            // Spaces too close together for the label to sit on the road between them.
            let spaces = [(100.0, 150.0), (124.0, 150.0), (148.0, 150.0)];
            let ends = [(60.0, 150.0), (190.0, 150.0)];
            let mut mine = vec![ends[0]];
            mine.extend(spaces);
            mine.push(ends[1]);
            c.path("r1", mine);
            c.path("r2", vec![(50.0, 122.0), (250.0, 122.0)]);
            for (i, &(x, y)) in spaces.iter().enumerate() {
                c.obstacle(format!("r1.{}", i + 1), Rect::disc(x, y, 10.0));
            }
            let placer = Placer::new(c, Rect::new(0.0, 0.0, 400.0, 300.0));
            let spots = along_route(&spaces, ends, 10.0, 30.0, 20.0);
            let (spot, cost) = placer.best("r1", &spots).unwrap();
            assert!(cost.is_free());
            // Below its route, away from the other one just above it.
            assert!(spot.rect.y0 > 150.0, "{spot:?}");
            Ok(())
        });
    }
}

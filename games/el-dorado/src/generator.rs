//! Random courses (`course=random`): the start tile, 4–6 large tiles and up to two small tiles,
//! laid so that no tiles overlap and each tile touches only the tiles before and after it; then the
//! end tile at an outer corner of the last large tile. Seeded, so a saved game rebuilds its course;
//! games saved before small tiles were used keep their course through [`large_only`].

use std::collections::HashMap;
use std::sync::LazyLock;

use kontor_engine::GameRng;

use crate::course::{CourseData, CourseSpec, DIRS, assemble, rotate};
use crate::data::{self, END_CORNER, Terrain, TileKind};

/// The physical double-sided large tiles.
const LARGE_PAIRS: [(char, char); 6] =
    [('C', 'D'), ('E', 'F'), ('G', 'H'), ('I', 'J'), ('K', 'L'), ('M', 'N')];
/// The physical double-sided small tiles.
const SMALL_PAIRS: [(char, char); 2] = [('O', 'P'), ('Q', 'R')];

/// Offsets between the centres of two large tiles side by side (a full side touching).
const LARGE_STEPS: [(i32, i32); 6] = [(7, -3), (3, 4), (-4, 7), (-7, 3), (-3, -4), (4, -7)];

/// A placed tile: letter, rotation, anchor.
type Placement = (char, u8, (i32, i32));

/// The hexes a tile covers when placed.
fn cells((letter, rotation, (aq, ar)): Placement) -> Vec<(i32, i32)> {
    data::tile(letter)
        .hexes
        .iter()
        .map(|h| {
            let (q, r) = rotate((h.q, h.r), rotation);
            (aq + q, ar + r)
        })
        .collect()
}

/// Every way a small tile lies against a large tile centred at (0, 0): the small tile's anchor and
/// rotation. As printed, only one long (5-hex) side of the small tile touches the large tile, along
/// a whole side of it (4 hexes), centred or one hex off centre (the printed courses use both).
static SMALL_BESIDE_LARGE: LazyLock<Vec<((i32, i32), u8)>> = LazyLock::new(|| {
    let large: std::collections::HashSet<(i32, i32)> = cells(('C', 0, (0, 0))).into_iter().collect();
    let small = data::tile('O');
    let mut out = Vec::new();
    for rotation in 0..6u8 {
        for dq in -9..=9 {
            for dr in -9..=9 {
                let placed = cells(('O', rotation, (dq, dr)));
                if placed.iter().any(|c| large.contains(c)) {
                    continue;
                }
                let touches = |c: &(i32, i32)| DIRS.iter().any(|d| large.contains(&(c.0 + d.0, c.1 + d.1)));
                // Rows (local r) of the small tile's hexes touching the large tile.
                let rows: Vec<i32> =
                    placed.iter().zip(&small.hexes).filter(|(c, _)| touches(c)).map(|(_, h)| h.r).collect();
                let sides = large
                    .iter()
                    .filter(|c| DIRS.iter().any(|d| placed.contains(&(c.0 + d.0, c.1 + d.1))))
                    .count();
                let long_side =
                    rows.len() >= 4 && (rows.iter().all(|&r| r == -1) || rows.iter().all(|&r| r == 1));
                if long_side && sides == 4 {
                    out.push(((dq, dr), rotation));
                }
            }
        }
    }
    out
});

/// Tiles laid so far and which tile covers each hex.
struct Layout {
    tiles: Vec<Placement>,
    covered: HashMap<(i32, i32), usize>,
}

impl Layout {
    /// Whether a tile covering `cells` may follow the last one: nothing overlaps, and it touches the
    /// last tile and no earlier one.
    fn fits(&self, cells: &[(i32, i32)]) -> bool {
        let last = self.tiles.len() - 1;
        let mut touches = false;
        for &(q, r) in cells {
            if self.covered.contains_key(&(q, r)) {
                return false;
            }
            for (dq, dr) in DIRS {
                if let Some(&t) = self.covered.get(&(q + dq, r + dr)) {
                    if t != last {
                        return false;
                    }
                    touches = true;
                }
            }
        }
        touches
    }

    fn push(&mut self, tile: Placement, cells: Vec<(i32, i32)>) {
        let index = self.tiles.len();
        self.covered.extend(cells.into_iter().map(|c| (c, index)));
        self.tiles.push(tile);
    }

    fn pop(&mut self) {
        let index = self.tiles.len() - 1;
        self.covered.retain(|_, t| *t != index);
        self.tiles.pop();
    }

    /// Where tile `letter` may go next: beside the last tile, in a random order.
    fn candidates(&self, letter: char, rng: &mut GameRng) -> Vec<Placement> {
        let (last, rotation, (aq, ar)) = *self.tiles.last().expect("the start tile");
        let small_next = data::tile(letter).kind == TileKind::Small;
        let mut out: Vec<Placement> = if data::tile(last).kind == TileKind::Small {
            // A large tile along the other long side of the small tile.
            SMALL_BESIDE_LARGE
                .iter()
                .filter(|&&(_, r)| r == rotation)
                .map(|&((dq, dr), _)| (letter, rng.below(6) as u8, (aq - dq, ar - dr)))
                .collect()
        } else if small_next {
            SMALL_BESIDE_LARGE.iter().map(|&((dq, dr), r)| (letter, r, (aq + dq, ar + dr))).collect()
        } else {
            LARGE_STEPS.iter().map(|&(dq, dr)| (letter, rng.below(6) as u8, (aq + dq, ar + dr))).collect()
        };
        rng.shuffle(&mut out);
        out
    }

    /// Lays `letters` one after another, backtracking; gives up after `budget` tries.
    fn lay(&mut self, letters: &[char], rng: &mut GameRng, budget: &mut usize) -> bool {
        let Some((&letter, rest)) = letters.split_first() else {
            return true;
        };
        for tile in self.candidates(letter, rng) {
            if *budget == 0 {
                return false;
            }
            *budget -= 1;
            let cells = cells(tile);
            if self.fits(&cells) {
                self.push(tile, cells);
                if self.lay(rest, rng, budget) {
                    return true;
                }
                self.pop();
            }
        }
        false
    }
}

/// A random legal course for `seed` ([`CourseSpec::Generated`]): see the module notes. Blockades go
/// on every border except the far side of a small tile (as printed, a small tile takes one only on
/// its entry side).
#[must_use]
pub fn random(seed: u64) -> CourseData {
    retry(seed, try_random)
}

/// Tries `attempt` with one generator seeded `seed` until it lays a course.
fn retry(seed: u64, attempt: fn(u64, &mut GameRng) -> Option<CourseData>) -> CourseData {
    let mut rng = GameRng::from_seed(seed);
    loop {
        if let Some(c) = attempt(seed, &mut rng) {
            return c;
        }
    }
}

/// The tile letters in course order: one side of each physical tile used, small tiles never first
/// after another small tile nor last.
fn pick_letters(rng: &mut GameRng) -> Vec<char> {
    let side = |rng: &mut GameRng, (a, b): (char, char)| if rng.below(2) == 0 { a } else { b };
    let mut large = LARGE_PAIRS.to_vec();
    rng.shuffle(&mut large);
    large.truncate(4 + rng.below(3));
    let mut small = SMALL_PAIRS.to_vec();
    rng.shuffle(&mut small);
    small.truncate(rng.below(3));
    // Small tiles go into distinct gaps before large tiles.
    let mut gaps: Vec<usize> = (0..large.len()).collect();
    rng.shuffle(&mut gaps);
    let gaps = &gaps[..small.len()];
    let mut letters = Vec::new();
    for (i, &pair) in large.iter().enumerate() {
        if let Some(k) = gaps.iter().position(|&g| g == i) {
            letters.push(side(rng, small[k]));
        }
        letters.push(side(rng, pair));
    }
    letters
}

fn try_random(seed: u64, rng: &mut GameRng) -> Option<CourseData> {
    let letters = pick_letters(rng);
    let start = if rng.below(2) == 0 { 'A' } else { 'B' };
    let first = (start, 0, (0, 0));
    let mut layout = Layout { tiles: Vec::new(), covered: HashMap::new() };
    layout.push(first, cells(first));
    if !layout.lay(&letters, rng, &mut 4_000) {
        return None;
    }
    layout.tiles[0].1 = start_rotation(start, layout.tiles[1].2, rng);
    let placements = layout.tiles;
    let borders: Vec<bool> =
        placements[..placements.len() - 1].iter().map(|p| data::tile(p.0).kind != TileKind::Small).collect();
    place_end(CourseSpec::Generated(seed), seed, &placements, &borders, rng)
}

/// Lattice of large-tile centres: lattice step E is (7,-3), SE is (3,4).
fn lattice_anchor((a, b): (i32, i32)) -> (i32, i32) {
    (7 * a + 3 * b, -3 * a + 4 * b)
}

/// The first generator, large tiles only: the start tile and 4–6 large tiles in a self-avoiding
/// row on the large-tile lattice, a blockade on every border. Games saved with
/// [`CourseSpec::Random`] rebuild their course with it.
#[must_use]
pub fn large_only(seed: u64) -> CourseData {
    retry(seed, try_large_only)
}

fn try_large_only(seed: u64, rng: &mut GameRng) -> Option<CourseData> {
    let count = 4 + rng.below(3);
    let mut pairs = LARGE_PAIRS.to_vec();
    rng.shuffle(&mut pairs);
    let mut path: Vec<(i32, i32)> = vec![(0, 0)];
    if !walk(&mut path, count + 1, rng) {
        return None;
    }
    let start = if rng.below(2) == 0 { 'A' } else { 'B' };
    let start_rot = start_rotation(start, lattice_anchor(path[1]), rng);
    let mut placements = vec![(start, start_rot, (0, 0))];
    for (i, &cell) in path.iter().enumerate().skip(1) {
        let (a, b) = pairs[i - 1];
        let letter = if rng.below(2) == 0 { a } else { b };
        placements.push((letter, rng.below(6) as u8, lattice_anchor(cell)));
    }
    let borders = vec![true; count];
    place_end(CourseSpec::Random(seed), seed, &placements, &borders, rng)
}

/// The start tile's rotation that turns its start row farthest away from the next tile (drawn
/// among equals).
fn start_rotation(start: char, next: (i32, i32), rng: &mut GameRng) -> u8 {
    let far = |rot: u8| -> i32 {
        data::tile(start)
            .hexes
            .iter()
            .filter(|h| h.terrain == Terrain::Start)
            .map(|h| {
                let (q, r) = rotate((h.q, h.r), rot);
                let (dq, dr) = (q - next.0, r - next.1);
                (dq.abs() + dr.abs() + (dq + dr).abs()) / 2
            })
            .sum()
    };
    let best = (0..6).map(far).max().unwrap_or(0);
    let rots: Vec<u8> = (0..6).filter(|&k| far(k) == best).collect();
    rots[rng.below(rots.len())]
}

/// Sets the end tile at a corner of the last tile (corners in random order, random side) such that
/// the finish touches the last tile only.
fn place_end(
    spec: CourseSpec,
    seed: u64,
    placements: &[Placement],
    borders: &[bool],
    rng: &mut GameRng,
) -> Option<CourseData> {
    let last = placements.last()?.2;
    let mut corners: Vec<u8> = (0..6).collect();
    rng.shuffle(&mut corners);
    let side = if rng.below(2) == 0 { Terrain::Jungle } else { Terrain::Water };
    for k in corners {
        let (cq, cr) = rotate((3, -3), k);
        let corner = (last.0 + cq, last.1 + cr);
        let (oq, or) = rotate(END_CORNER, k);
        let anchor = (corner.0 - oq, corner.1 - or);
        let name = format!("Random course {seed:x}");
        if let Ok(c) = assemble(spec, name, placements, (side, k, anchor), borders) {
            let last_tile = (placements.len() - 1) as u8;
            let ok = c.finish.iter().all(|&f| c.neighbours(f).all(|n| c.hex(n).tile >= last_tile))
                && c.finish.iter().any(|&f| c.neighbours(f).any(|n| c.hex(n).tile == last_tile));
            if ok {
                return Some(c);
            }
        }
    }
    None
}

fn lattice_neighbours((a, b): (i32, i32)) -> [(i32, i32); 6] {
    DIRS.map(|(da, db)| (a + da, b + db))
}

/// Extends `path` to `len` lattice cells, each new cell touching only its predecessor.
fn walk(path: &mut Vec<(i32, i32)>, len: usize, rng: &mut GameRng) -> bool {
    if path.len() == len {
        return true;
    }
    let here = *path.last().expect("non-empty path");
    let mut options = lattice_neighbours(here).to_vec();
    rng.shuffle(&mut options);
    for next in options {
        let free =
            !path.contains(&next) && lattice_neighbours(next).iter().all(|n| *n == here || !path.contains(n));
        if free {
            path.push(next);
            if walk(path, len, rng) {
                return true;
            }
            path.pop();
        }
    }
    false
}

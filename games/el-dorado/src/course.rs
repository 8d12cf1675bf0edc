//! The course: terrain tiles placed hex by hex (a printed course or a random one), with hex ids
//! (`C14` = tile C, 14th hex in reading order), neighbours, tile borders for blockades, caves and the
//! precomputed cost-to-El-Dorado of every space.

use std::collections::{BTreeSet, BinaryHeap};
use std::sync::{Arc, LazyLock};

use serde::{Deserialize, Serialize};

use crate::data::{self, END_FINISH, END_GATE, Terrain, TileKind};

/// No hex.
pub const NO_HEX: u16 = u16::MAX;

/// Axial neighbour offsets: E, NE, NW, W, SW, SE.
pub const DIRS: [(i32, i32); 6] = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)];

/// Turns `(q, r)` 60° clockwise `k` times.
#[must_use]
pub fn rotate((mut q, mut r): (i32, i32), k: u8) -> (i32, i32) {
    for _ in 0..k % 6 {
        (q, r) = (-r, q + r);
    }
    (q, r)
}

/// Which course a game uses; this is what a saved game stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CourseSpec {
    /// Index into [`data::layouts`].
    Printed(u8),
    /// A random course of large tiles only, from this seed (games saved before the generator used
    /// small tiles).
    Random(u64),
    /// A random course from this seed, small tiles included.
    Generated(u64),
}

/// One space of the course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hex {
    pub q: i32,
    pub r: i32,
    pub terrain: Terrain,
    /// Strength, or the start number on start spaces.
    pub strength: u8,
    /// Index of the tile in the course (the end tile is `tiles.len()`).
    pub tile: u8,
    /// The id printed on the board (`C14`, `ED2`).
    pub label: String,
}

/// A tile border that may hold a blockade: between tile `tile` and tile `tile + 1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Border {
    pub tile: u8,
    /// Hexes of the earlier tile touching the later one.
    pub near: Vec<u16>,
    /// Hexes of the later tile touching the earlier one.
    pub far: Vec<u16>,
}

/// A built course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseData {
    pub spec: CourseSpec,
    pub name: String,
    /// Tile letters in course order.
    pub tiles: Vec<char>,
    pub hexes: Vec<Hex>,
    pub neighbours: Vec<[u16; 6]>,
    /// Borders that get a blockade, in course order.
    pub borders: Vec<Border>,
    /// Start spaces 1..=4.
    pub starts: [u16; 4],
    pub finish: Vec<u16>,
    /// The gate cells (for drawing only).
    pub gate: Vec<(i32, i32)>,
    /// Mountains with a cave, in course order.
    pub caves: Vec<u16>,
    /// Cheapest total strength from each space to El Dorado (`u16::MAX`: unreachable).
    pub dist: Vec<u16>,
    /// Fewest spaces from each space to El Dorado (`u16::MAX`: unreachable).
    pub steps: Vec<u16>,
}

impl CourseData {
    #[must_use]
    pub fn hex(&self, i: u16) -> &Hex {
        &self.hexes[usize::from(i)]
    }

    /// The hex with printed id `label` (case-insensitive).
    #[must_use]
    pub fn find(&self, label: &str) -> Option<u16> {
        self.hexes.iter().position(|h| h.label.eq_ignore_ascii_case(label)).map(|i| i as u16)
    }

    pub fn neighbours(&self, i: u16) -> impl Iterator<Item = u16> + '_ {
        self.neighbours[usize::from(i)].iter().copied().filter(|&n| n != NO_HEX)
    }

    /// Whether `i` is a finishing space.
    #[must_use]
    pub fn is_finish(&self, i: u16) -> bool {
        usize::from(self.hex(i).tile) == self.tiles.len()
    }

    #[must_use]
    pub fn adjacent(&self, a: u16, b: u16) -> bool {
        self.neighbours[usize::from(a)].contains(&b)
    }

    /// Whether spaces of this terrain can ever be entered.
    #[must_use]
    pub fn enterable(&self, i: u16) -> bool {
        !matches!(self.hex(i).terrain, Terrain::Mountain | Terrain::Cave | Terrain::Start)
    }
}

/// A shared, cheaply cloned course; serialises as its [`CourseSpec`].
#[derive(Clone, Debug)]
pub struct Course(pub Arc<CourseData>);

impl PartialEq for Course {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.spec == other.0.spec
    }
}

impl std::ops::Deref for Course {
    type Target = CourseData;
    fn deref(&self) -> &CourseData {
        &self.0
    }
}

impl Serialize for Course {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.spec.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Course {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let spec = CourseSpec::deserialize(d)?;
        Course::build(spec).map_err(serde::de::Error::custom)
    }
}

static PRINTED: LazyLock<Vec<Arc<CourseData>>> = LazyLock::new(|| {
    data::layouts()
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let placements: Vec<(char, u8, (i32, i32))> =
                l.tiles.iter().map(|p| (p.tile, p.rotation, p.anchor)).collect();
            let name = if l.code == "first-game" { "First game".to_string() } else { l.name.clone() };
            Arc::new(
                assemble(CourseSpec::Printed(i as u8), name, &placements, l.end, &l.blockade_borders)
                    .expect("printed course builds"),
            )
        })
        .collect()
});

impl Course {
    /// Builds (or fetches) the course of `spec`.
    pub fn build(spec: CourseSpec) -> Result<Course, String> {
        match spec {
            CourseSpec::Printed(i) => {
                PRINTED.get(usize::from(i)).cloned().map(Course).ok_or_else(|| format!("no course {i}"))
            }
            CourseSpec::Random(seed) => Ok(Course(Arc::new(crate::generator::large_only(seed)))),
            CourseSpec::Generated(seed) => Ok(Course(Arc::new(crate::generator::random(seed)))),
        }
    }
}

impl Course {
    /// A straight test course along one row: one hex per `(terrain, strength, tile)` cell, labelled
    /// `X1`, `X2`, …; cells with `tile == tiles` are finishing spaces; a blockade border lies between
    /// every two consecutive tiles. The first four cells are the start spaces 1–4 in the data sense
    /// (set pawns directly in tests).
    #[must_use]
    pub fn strip(cells: &[(Terrain, u8, u8)], tiles: usize) -> Course {
        let hexes: Vec<Hex> = cells
            .iter()
            .enumerate()
            .map(|(i, &(terrain, strength, tile))| Hex {
                q: i as i32,
                r: 0,
                terrain,
                strength,
                tile,
                label: format!("X{}", i + 1),
            })
            .collect();
        let n = hexes.len();
        // Cells in a row: each has its east and west neighbours only.
        let neighbours = neighbour_table(&hexes);
        let borders = strip_borders(&hexes, tiles);
        let finish = hexes_where(&hexes, |h| usize::from(h.tile) == tiles);
        let caves = hexes_where(&hexes, |h| h.terrain == Terrain::Cave);
        let data = CourseData {
            spec: CourseSpec::Random(u64::MAX),
            name: "Test strip".into(),
            tiles: (0..tiles).map(|t| (b'X' + t as u8) as char).collect(),
            hexes,
            neighbours,
            borders,
            starts: [0, 1, 2, 3].map(|i: u16| i.min(n as u16 - 1)),
            finish,
            gate: Vec::new(),
            caves,
            dist: Vec::new(),
            steps: Vec::new(),
        };
        Course(Arc::new(data.with_distances()))
    }
}

/// A strip's blockade borders: between the last cell of each tile and the next cell.
fn strip_borders(hexes: &[Hex], tiles: usize) -> Vec<Border> {
    (0..tiles.saturating_sub(1))
        .filter_map(|t| {
            let last = hexes.iter().rposition(|h| usize::from(h.tile) == t)?;
            (last + 1 < hexes.len()).then(|| Border {
                tile: t as u8,
                near: vec![last as u16],
                far: vec![(last + 1) as u16],
            })
        })
        .collect()
}

/// Places the tiles and the end tile and derives everything else.
pub fn assemble(
    spec: CourseSpec,
    name: String,
    placements: &[(char, u8, (i32, i32))],
    end: (Terrain, u8, (i32, i32)),
    blockade_borders: &[bool],
) -> Result<CourseData, String> {
    let mut hexes = place_tiles(placements);
    let end_tile = placements.len() as u8;
    let (finish_hexes, gate) = place_end(end, end_tile);
    hexes.extend(finish_hexes);
    check_overlaps(&hexes, &gate)?;
    let neighbours = neighbour_table(&hexes);
    let starts = start_spaces(&hexes)?;
    check_course_order(&hexes, &neighbours)?;
    let borders = borders(&hexes, &neighbours, blockade_borders)?;
    let data = CourseData {
        spec,
        name,
        tiles: placements.iter().map(|p| p.0).collect(),
        finish: hexes_where(&hexes, |h| h.tile == end_tile),
        caves: hexes_where(&hexes, |h| h.terrain == Terrain::Cave),
        hexes,
        neighbours,
        borders,
        starts,
        gate,
        dist: Vec::new(),
        steps: Vec::new(),
    }
    .with_distances();
    if data.starts.iter().any(|&s| data.dist[usize::from(s)] == u16::MAX) {
        return Err("El Dorado cannot be reached from the start".into());
    }
    Ok(data)
}

/// The terrain tiles turned and moved to their anchors, each labelled in reading order (`C14`).
fn place_tiles(placements: &[(char, u8, (i32, i32))]) -> Vec<Hex> {
    let mut hexes: Vec<Hex> = Vec::new();
    for (t, &(letter, rotation, (aq, ar))) in placements.iter().enumerate() {
        let tile = data::tile(letter);
        let mut placed: Vec<Hex> = tile
            .hexes
            .iter()
            .map(|h| {
                let (q, r) = rotate((h.q, h.r), rotation);
                Hex {
                    q: aq + q,
                    r: ar + r,
                    terrain: h.terrain,
                    strength: h.strength,
                    tile: t as u8,
                    label: String::new(),
                }
            })
            .collect();
        placed.sort_by_key(|h| (h.r, h.q));
        for (i, h) in placed.iter_mut().enumerate() {
            h.label = format!("{letter}{}", i + 1);
        }
        hexes.extend(placed);
    }
    hexes
}

/// The end tile's finishing spaces (`ED1`…, tile `end_tile`) and its gate cells.
fn place_end((side, rot, (eq, er)): (Terrain, u8, (i32, i32)), end_tile: u8) -> (Vec<Hex>, Vec<(i32, i32)>) {
    let place = |cells: &[(i32, i32)]| -> Vec<(i32, i32)> {
        cells
            .iter()
            .map(|&c| {
                let (q, r) = rotate(c, rot);
                (eq + q, er + r)
            })
            .collect()
    };
    let mut finish_cells = place(&END_FINISH);
    finish_cells.sort_by_key(|&(q, r)| (r, q));
    let finish = finish_cells
        .iter()
        .enumerate()
        .map(|(i, &(q, r))| Hex {
            q,
            r,
            terrain: side,
            strength: 1,
            tile: end_tile,
            label: format!("ED{}", i + 1),
        })
        .collect();
    (finish, place(&END_GATE))
}

/// No two spaces (nor the gate) on one cell, and few enough spaces for hex ids.
fn check_overlaps(hexes: &[Hex], gate: &[(i32, i32)]) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for h in hexes {
        if !seen.insert((h.q, h.r)) {
            return Err(format!("tiles overlap at ({}, {})", h.q, h.r));
        }
    }
    if gate.iter().any(|g| seen.contains(g)) {
        return Err("the gate overlaps a tile".into());
    }
    if hexes.len() >= usize::from(NO_HEX) {
        return Err("course too large".into());
    }
    Ok(())
}

/// Each space's neighbours in the order of [`DIRS`], [`NO_HEX`] where there is none.
fn neighbour_table(hexes: &[Hex]) -> Vec<[u16; 6]> {
    let index: std::collections::HashMap<(i32, i32), u16> =
        hexes.iter().enumerate().map(|(i, h)| ((h.q, h.r), i as u16)).collect();
    hexes
        .iter()
        .map(|h| DIRS.map(|(dq, dr)| index.get(&(h.q + dq, h.r + dr)).copied().unwrap_or(NO_HEX)))
        .collect()
}

/// The start spaces 1–4 of the start tile.
fn start_spaces(hexes: &[Hex]) -> Result<[u16; 4], String> {
    let mut starts = [NO_HEX; 4];
    for (i, h) in hexes.iter().enumerate() {
        if h.terrain == Terrain::Start {
            let n = usize::from(h.strength);
            if (1..=4).contains(&n) {
                starts[n - 1] = i as u16;
            }
        }
    }
    if starts.contains(&NO_HEX) {
        return Err("the start tile lacks start spaces".into());
    }
    Ok(starts)
}

/// Tiles touch only their neighbours in course order.
fn check_course_order(hexes: &[Hex], neighbours: &[[u16; 6]]) -> Result<(), String> {
    for (i, h) in hexes.iter().enumerate() {
        for &n in neighbours[i].iter().filter(|&&n| n != NO_HEX) {
            let other = &hexes[usize::from(n)];
            if other.tile.abs_diff(h.tile) > 1 {
                return Err(format!("{} touches {} out of course order", h.label, other.label));
            }
        }
    }
    Ok(())
}

/// The borders that get a blockade ("Blokady"): the spaces on either side of each.
fn borders(hexes: &[Hex], neighbours: &[[u16; 6]], blockade_borders: &[bool]) -> Result<Vec<Border>, String> {
    let mut borders = Vec::new();
    for (t, _) in blockade_borders.iter().enumerate().filter(|&(_, &blockade)| blockade) {
        let mut near = Vec::new();
        let mut far = BTreeSet::new();
        for (i, _) in hexes.iter().enumerate().filter(|(_, h)| usize::from(h.tile) == t) {
            let mut touches = false;
            for &n in &neighbours[i] {
                if n != NO_HEX && usize::from(hexes[usize::from(n)].tile) == t + 1 {
                    touches = true;
                    far.insert(n);
                }
            }
            if touches {
                near.push(i as u16);
            }
        }
        if near.is_empty() {
            return Err(format!("tiles {} and {} do not touch", t, t + 1));
        }
        borders.push(Border { tile: t as u8, near, far: far.into_iter().collect() });
    }
    Ok(borders)
}

/// The indices of the spaces that satisfy `keep`.
fn hexes_where(hexes: &[Hex], keep: impl Fn(&Hex) -> bool) -> Vec<u16> {
    hexes.iter().enumerate().filter(|(_, h)| keep(h)).map(|(i, _)| i as u16).collect()
}

impl CourseData {
    /// The course with its costs and steps to El Dorado filled in.
    fn with_distances(mut self) -> CourseData {
        self.dist = distances(&self, enter_cost);
        self.steps = distances(&self, |_| 1);
        self
    }
}

/// What entering a space costs a bot, roughly.
fn enter_cost(h: &Hex) -> u16 {
    match h.terrain {
        Terrain::Rubble | Terrain::Basecamp => u16::from(h.strength) + 1,
        _ => u16::from(h.strength.max(1)),
    }
}

/// Dijkstra from the finish spaces backwards, `cost` being what entering a space costs.
fn distances(c: &CourseData, cost: impl Fn(&Hex) -> u16) -> Vec<u16> {
    let mut dist = vec![u16::MAX; c.hexes.len()];
    let mut heap = BinaryHeap::new();
    for &f in &c.finish {
        dist[usize::from(f)] = 0;
        heap.push(std::cmp::Reverse((0u16, f)));
    }
    while let Some(std::cmp::Reverse((d, v))) = heap.pop() {
        if d > dist[usize::from(v)] {
            continue;
        }
        // Someone on `u` can step into `v` if `v` is enterable.
        if !c.enterable(v) {
            continue;
        }
        let step = cost(c.hex(v));
        for u in c.neighbours(v) {
            if matches!(c.hex(u).terrain, Terrain::Mountain | Terrain::Cave) {
                continue;
            }
            let nd = d + step;
            if nd < dist[usize::from(u)] {
                dist[usize::from(u)] = nd;
                heap.push(std::cmp::Reverse((nd, u)));
            }
        }
    }
    dist
}

/// Whether a tile kind is a small tile (for drawing).
#[must_use]
pub fn is_small(letter: char) -> bool {
    data::tile(letter).kind == TileKind::Small
}

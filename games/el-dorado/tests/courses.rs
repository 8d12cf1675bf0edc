//! Every printed course builds into a connected map that matches the assembled data file; random
//! courses never overlap tiles and always reach El Dorado.

use std::collections::BTreeSet;

use kontor_el_dorado::{Course, CourseSpec, Terrain, is_small, layouts, random_course};

#[test]
fn printed_courses_match_the_data_and_connect_start_to_el_dorado() {
    for (i, layout) in layouts().iter().enumerate() {
        let c = Course::build(CourseSpec::Printed(i as u8)).expect("builds");
        // Same cells, terrain and strength as the assembled hexes in layouts.json.
        let mine: BTreeSet<(i32, i32, String, u8)> = c
            .hexes
            .iter()
            .map(|h| {
                let t = match h.terrain {
                    Terrain::Cave => "mountain_cave".to_string(),
                    _ if c.is_finish(c.find(&h.label).unwrap()) => "finish".to_string(),
                    t => t.name().to_string(),
                };
                (
                    h.q,
                    h.r,
                    t,
                    if matches!(h.terrain, Terrain::Mountain | Terrain::Cave) { 0 } else { h.strength },
                )
            })
            .collect();
        let theirs: BTreeSet<(i32, i32, String, u8)> = layout
            .hexes
            .iter()
            .filter(|h| h.2 != "eldorado_gate")
            .map(|h| (h.0, h.1, h.2.clone(), h.3.unwrap_or(0)))
            .collect();
        assert_eq!(mine, theirs, "course {}", layout.code);
        assert_eq!(c.borders.len(), layout.blockades_needed, "{}", layout.code);
        for s in c.starts {
            assert!(c.dist[usize::from(s)] < u16::MAX, "{}: start cannot reach El Dorado", layout.code);
        }
        // Labels are unique.
        let labels: BTreeSet<&str> = c.hexes.iter().map(|h| h.label.as_str()).collect();
        assert_eq!(labels.len(), c.hexes.len());
    }
}

#[test]
fn random_courses_never_overlap_and_always_connect() {
    let mut with_small = 0;
    for seed in 0..400u64 {
        let c = random_course(seed);
        let cells: BTreeSet<(i32, i32)> = c.hexes.iter().map(|h| (h.q, h.r)).collect();
        assert_eq!(cells.len(), c.hexes.len(), "seed {seed}: overlapping tiles");
        for g in &c.gate {
            assert!(!cells.contains(g), "seed {seed}: gate overlaps");
        }
        let small: Vec<usize> = (0..c.tiles.len()).filter(|&i| is_small(c.tiles[i])).collect();
        let large = c.tiles.len() - 1 - small.len();
        assert!((4..=6).contains(&large) && small.len() <= 2, "seed {seed}: tiles {:?}", c.tiles);
        with_small += usize::from(!small.is_empty());
        // Small tiles lie between two large tiles (or the start tile and a large tile).
        for &i in &small {
            assert!(i > 0 && i + 1 < c.tiles.len() && !is_small(c.tiles[i - 1]) && !is_small(c.tiles[i + 1]));
        }
        // A blockade on every border but the far side of a small tile: one per large tile, at most 6.
        let blockaded: Vec<u8> = c.borders.iter().map(|b| b.tile).collect();
        let expected: Vec<u8> =
            (0..c.tiles.len() - 1).filter(|&t| !is_small(c.tiles[t])).map(|t| t as u8).collect();
        assert_eq!(blockaded, expected, "seed {seed}");
        assert_eq!(c.borders.len(), large);
        // Each tile touches only the tiles before and after it, a small tile along a long side.
        for (i, h) in c.hexes.iter().enumerate() {
            for n in c.neighbours(i as u16) {
                assert!(
                    c.hex(n).tile.abs_diff(h.tile) <= 1,
                    "seed {seed}: {} touches {}",
                    h.label,
                    c.hex(n).label
                );
            }
        }
        for s in c.starts {
            assert!(c.dist[usize::from(s)] < u16::MAX, "seed {seed}: a start space cannot reach El Dorado");
        }
        // Each physical tile is used once (C/D, E/F, …, O/P, Q/R are two sides of one tile).
        let physical: BTreeSet<u32> = c.tiles.iter().skip(1).map(|&l| (l as u32 - 'C' as u32) / 2).collect();
        assert_eq!(physical.len(), c.tiles.len() - 1, "seed {seed}");
        assert_eq!(random_course(seed), c, "seed {seed}: the same seed builds the same course");
    }
    assert!(with_small > 100, "only {with_small} of 400 random courses use small tiles");
}

/// Where a small tile meets a large one, one long side of it touches: the hexes of the small tile next
/// to the large tile lie in one straight row of 4–5.
#[test]
fn random_courses_join_small_tiles_along_a_long_side() {
    let mut seen = 0;
    for seed in 0..200u64 {
        let c = random_course(seed);
        for (t, &letter) in c.tiles.iter().enumerate().filter(|(_, l)| is_small(**l)) {
            for other in [t - 1, t + 1] {
                let touching: Vec<(i32, i32)> = c
                    .hexes
                    .iter()
                    .enumerate()
                    .filter(|(i, h)| {
                        usize::from(h.tile) == t
                            && c.neighbours(*i as u16).any(|n| usize::from(c.hex(n).tile) == other)
                    })
                    .map(|(_, h)| (h.q, h.r))
                    .collect();
                // A long side: 4 or 5 hexes in one straight row (the short ends have 2 or 3).
                let straight =
                    |key: fn(&(i32, i32)) -> i32| touching.iter().all(|h| key(h) == key(&touching[0]));
                assert!(
                    (4..=5).contains(&touching.len())
                        && (straight(|h| h.0) || straight(|h| h.1) || straight(|h| h.0 + h.1)),
                    "seed {seed}: {letter} touches tile {other} at {touching:?}"
                );
                seen += 1;
            }
        }
    }
    assert!(seen > 0);
}

/// Games saved before the generator used small tiles (`CourseSpec::Random`) keep their course.
#[test]
fn saved_random_courses_keep_large_tiles_only() {
    for seed in 0..50u64 {
        let c = Course::build(CourseSpec::Random(seed)).expect("builds");
        assert!(c.tiles.iter().all(|&l| !is_small(l)), "seed {seed}");
        assert_eq!(c.borders.len(), c.tiles.len() - 1);
    }
}

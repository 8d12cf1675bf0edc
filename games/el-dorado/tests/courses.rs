//! Every printed course builds into a connected map that matches the assembled data file; random
//! courses never overlap tiles and always reach El Dorado.

use std::collections::BTreeSet;

use kontor_el_dorado::{Course, CourseSpec, Terrain, layouts, random_course};

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
    for seed in 0..300u64 {
        let c = random_course(seed);
        let cells: BTreeSet<(i32, i32)> = c.hexes.iter().map(|h| (h.q, h.r)).collect();
        assert_eq!(cells.len(), c.hexes.len(), "seed {seed}: overlapping tiles");
        for g in &c.gate {
            assert!(!cells.contains(g), "seed {seed}: gate overlaps");
        }
        assert!(c.tiles.len() >= 5 && c.tiles.len() <= 7);
        assert_eq!(c.borders.len(), c.tiles.len() - 1);
        for s in c.starts {
            assert!(c.dist[usize::from(s)] < u16::MAX, "seed {seed}");
        }
        // Each physical tile is used once (C/D, E/F, … are two sides of one tile).
        let physical: BTreeSet<u32> = c.tiles.iter().skip(1).map(|&l| (l as u32 - 'C' as u32) / 2).collect();
        assert_eq!(physical.len(), c.tiles.len() - 1, "seed {seed}");
    }
}

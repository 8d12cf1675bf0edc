//! Renders Hansa Teutonica boards and desks at several points of seeded bot games (2–5 players, both
//! board sides) and checks the PNGs: they decode, are `WIDTH` wide, under 1 MB and not blank.
//! The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

use std::collections::HashSet;

use kontor_engine::{GameRng, Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, WIDTH, render_board, render_hand};

const MAX_BYTES: usize = 1024 * 1024;

fn names(n: usize) -> Vec<String> {
    ["Anna", "Bartholomew the Magnificent", "Chen", "Dorota", "Eero"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

fn game_after(seats: usize, seed: u64, steps: usize) -> AnyGame {
    let mut game = AnyGame::setup(GameKind::Hansa, &Options::default(), seats, seed).unwrap();
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    for _ in 0..steps {
        let Some(&seat) = game.active_seats().first() else { break };
        let action = game.bot_action(seat, &mut rng).expect("a move");
        game.apply(seat, &action).unwrap();
    }
    game
}

fn check_png(name: &str, png: &[u8]) {
    assert!(png.len() < MAX_BYTES, "{name}: {} bytes", png.len());
    let img = image::load_from_memory(png).expect("decodes").to_rgb8();
    assert_eq!(img.width(), WIDTH, "{name}");
    let colours: HashSet<[u8; 3]> = img.pixels().step_by(97).map(|p| p.0).collect();
    assert!(colours.len() > 10, "{name} looks blank");
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("kontor-render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(name), png).unwrap();
}

#[test]
fn boards_and_desks_render() {
    for (seats, seed, steps) in [(4, 5, 0), (5, 7, 300), (3, 9, 400), (2, 3, 5000)] {
        let game = game_after(seats, seed, steps);
        let names = names(seats);
        let board = render_board(&game.view(Viewer::Spectator), &names).unwrap();
        check_png(&format!("hansa-{seats}p-{steps}-board.png"), &board);
        let hand = render_hand(&game.view(Viewer::Seat(Seat(0))), &names).unwrap();
        check_png(&format!("hansa-{seats}p-{steps}-desk.png"), &hand);
        assert_eq!(render_hand(&game.view(Viewer::Spectator), &names), Err(RenderError::NoHand));
    }
}

/// The Big Box boards (East, Britannia 4–5 and 3) render with their sea routes, countries and
/// green cities marked, at the start and deep into a bot game; a mission card shows on its
/// owner's desk only.
#[test]
fn big_box_boards_render() {
    let cases: [(&str, Option<&str>, usize, usize); 6] = [
        ("east", None, 3, 0),
        ("east", None, 5, 600),
        ("britannia", Some("45"), 4, 0),
        ("britannia", Some("45"), 5, 600),
        ("britannia", Some("3"), 3, 500),
        ("league", None, 4, 300),
    ];
    for (map, side, seats, steps) in cases {
        let mut options = Options::default();
        options.insert("map".into(), map.into());
        if let Some(side) = side {
            options.insert("side".into(), side.into());
        }
        if map == "league" {
            options.insert("missions".into(), "on".into());
            options.insert("favour".into(), "on".into());
        }
        let mut game = AnyGame::setup(GameKind::Hansa, &options, seats, 21).unwrap();
        let mut rng = GameRng::from_seed(21);
        for _ in 0..steps {
            let Some(&seat) = game.active_seats().first() else { break };
            let action = game.bot_action(seat, &mut rng).expect("a move");
            game.apply(seat, &action).unwrap();
        }
        let names = names(seats);
        let tag = format!("hansa-{map}{}-{seats}p-{steps}", side.unwrap_or(""));
        let board = render_board(&game.view(Viewer::Spectator), &names).unwrap();
        check_png(&format!("{tag}-board.png"), &board);
        let img = image::load_from_memory(&board).unwrap().to_rgb8();
        let has = |rgb: [u8; 3]| img.pixels().any(|p| p.0 == rgb);
        if map == "east" {
            assert!(has([0xB9, 0xDE, 0x9A]), "{tag}: green cities are marked");
            assert!(has([0x4A, 0x8F, 0xC9]), "{tag}: sea routes are marked");
        }
        if map == "britannia" {
            assert!(has([0x8B, 0x5A, 0x2B]), "{tag}: Wales is marked");
            assert_eq!(has([0x1F, 0x4E, 0x9A]), side == Some("45"), "{tag}: Scotland on the 4–5 side only");
        }
        let hand = render_hand(&game.view(Viewer::Seat(Seat(0))), &names).unwrap();
        check_png(&format!("{tag}-desk.png"), &hand);
    }
}

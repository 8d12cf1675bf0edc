//! Renders Hansa Teutonica boards and desks at several points of seeded bot games (2–5 players, both
//! board sides) and checks the PNGs: they decode, are `WIDTH` wide, under 1 MB and not blank.
//! The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

mod support;

use kontor_engine::{Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, render_board, render_hand};
use support::{check_png, names, play_bots};

fn game_after(seats: usize, seed: u64, steps: usize) -> AnyGame {
    let game = AnyGame::setup(GameKind::Hansa, &Options::default(), seats, seed).unwrap();
    play_bots(game, seed ^ 0x5eed, steps)
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
        let game = play_bots(AnyGame::setup(GameKind::Hansa, &options, seats, 21).unwrap(), 21, steps);
        let names = names(seats);
        let tag = format!("hansa-{map}{}-{seats}p-{steps}", side.unwrap_or(""));
        let board = render_board(&game.view(Viewer::Spectator), &names).unwrap();
        let img = check_png(&format!("{tag}-board.png"), &board);
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

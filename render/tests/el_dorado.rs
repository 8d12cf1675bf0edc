//! Renders El Dorado boards and hands at several points of seeded bot games (several courses, with
//! caves, 2–4 players) and checks the PNGs: they decode, are `WIDTH` wide, under 1 MB and not blank.
//! The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

use std::collections::HashSet;

use kontor_engine::{GameRng, Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, WIDTH, render_board, render_hand};

const MAX_BYTES: usize = 1024 * 1024;

fn names(n: usize) -> Vec<String> {
    ["Anna", "Bartholomew the Magnificent", "Chen", "Dorota"].iter().take(n).map(|s| s.to_string()).collect()
}

fn game_after(seats: usize, seed: u64, course: &str, caves: bool, steps: usize) -> AnyGame {
    let mut o = Options::default();
    o.insert("course".into(), course.into());
    if caves {
        o.insert("caves".into(), "on".into());
    }
    let mut game = AnyGame::setup(GameKind::ElDorado, &o, seats, seed).unwrap();
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
fn boards_and_hands_render() {
    let cases = [
        (4, 5, "first-game", false, 60),
        (2, 7, "swamplands", true, 150),
        (3, 9, "random", true, 250),
        (3, 3, "serpentine", false, 5000),
    ];
    for (seats, seed, course, caves, steps) in cases {
        let game = game_after(seats, seed, course, caves, steps);
        let names = names(seats);
        let board = render_board(&game.view(Viewer::Spectator), &names).unwrap();
        check_png(&format!("el-dorado-{course}-{seats}p-board.png"), &board);
        let hand = render_hand(&game.view(Viewer::Seat(Seat(0))), &names).unwrap();
        check_png(&format!("el-dorado-{course}-{seats}p-hand.png"), &hand);
        assert_eq!(render_hand(&game.view(Viewer::Spectator), &names), Err(RenderError::NoHand));
    }
}

//! Renders El Dorado boards and hands at several points of seeded bot games (several courses, with
//! caves, 2–4 players) and checks the PNGs: they decode, are `WIDTH` wide, under 1 MB and not blank.
//! The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

mod support;

use kontor_engine::{Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, render_board, render_hand};
use support::{check_png, names, play_bots};

fn game_after(seats: usize, seed: u64, course: &str, caves: bool, steps: usize) -> AnyGame {
    let mut o = Options::default();
    o.insert("course".into(), course.into());
    if caves {
        o.insert("caves".into(), "on".into());
    }
    play_bots(AnyGame::setup(GameKind::ElDorado, &o, seats, seed).unwrap(), seed ^ 0x5eed, steps)
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

//! Renders Thurn und Taxis boards and hands at several points of seeded bot games and checks the
//! PNGs: they decode, have the promised width, stay under 1 MB and are not blank. The pictures are
//! written to `<target>/tmp/kontor-render-samples/` for a look.

mod support;

use kontor_engine::{Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, render_board, render_final_scores, render_hand};
use support::{check_png, names, play_bots};

/// A seeded bot game after `steps` actions (or earlier, if it ends).
fn game_after(seats: usize, seed: u64, steps: usize) -> AnyGame {
    let game = AnyGame::setup(GameKind::ThurnTaxis, &Options::default(), seats, seed).unwrap();
    play_bots(game, seed ^ 0x5eed, steps)
}

#[test]
fn thurn_taxis_boards_render_through_a_game_for_every_player_count() {
    for seats in 2..=4 {
        for steps in [0, 40, 160, 400] {
            let game = game_after(seats, 3, steps);
            let png = render_board(&game.view(Viewer::Spectator), &names(seats)).unwrap();
            check_png(&format!("thurn-taxis-{seats}p-{steps}.png"), &png);
        }
    }
}

#[test]
fn thurn_taxis_hands_render_for_seats_only() {
    let game = game_after(3, 5, 120);
    for seat in Seat::all(3) {
        let png = render_hand(&game.view(Viewer::Seat(seat)), &names(3)).unwrap();
        check_png(&format!("thurn-taxis-hand-{}.png", seat.index()), &png);
        let board = render_board(&game.view(Viewer::Seat(seat)), &names(3)).unwrap();
        check_png(&format!("thurn-taxis-seat-board-{}.png", seat.index()), &board);
    }
    assert_eq!(render_hand(&game.view(Viewer::Spectator), &names(3)), Err(RenderError::NoHand));
}

#[test]
fn thurn_taxis_finished_game_renders_with_chart() {
    let game = game_after(4, 9, 100_000);
    assert!(game.is_over());
    let png = render_board(&game.view(Viewer::Spectator), &names(4)).unwrap();
    check_png("thurn-taxis-over.png", &png);
    let chart = render_final_scores(&game.outcome().unwrap(), &names(4)).unwrap();
    check_png("thurn-taxis-chart.png", &chart);
}

//! Renders Thurn und Taxis boards, hands and score charts at several points of seeded bot games
//! (every player count, from the start) and checks the PNGs: they decode, have the promised width,
//! stay under 1 MB and are not blank; no two texts overlap and every text lies inside the picture.
//! The pictures are written to `<target>/tmp/kontor-render-samples/` for a look.

use crate::support;

use kontor_engine::{Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, board_layout, final_scores_layout, hand_layout, render_hand};
use support::{check_rendered, en, names, play_bots};

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
            let png = board_layout(&game.view(Viewer::Spectator), &en(&names(seats))).unwrap();
            check_rendered(&format!("thurn-taxis-{seats}p-{steps}.png"), &png);
            let hand = hand_layout(&game.view(Viewer::Seat(Seat(0))), &en(&names(seats))).unwrap();
            check_rendered(&format!("thurn-taxis-{seats}p-{steps}-hand.png"), &hand);
        }
    }
}

#[test]
fn thurn_taxis_hands_render_for_seats_only() {
    let game = game_after(3, 5, 120);
    for seat in Seat::all(3) {
        let png = hand_layout(&game.view(Viewer::Seat(seat)), &en(&names(3))).unwrap();
        check_rendered(&format!("thurn-taxis-hand-{}.png", seat.index()), &png);
        let board = board_layout(&game.view(Viewer::Seat(seat)), &en(&names(3))).unwrap();
        check_rendered(&format!("thurn-taxis-seat-board-{}.png", seat.index()), &board);
    }
    assert_eq!(render_hand(&game.view(Viewer::Spectator), &en(&names(3))), Err(RenderError::NoHand));
}

#[test]
fn thurn_taxis_finished_game_renders_with_chart() {
    for seats in 2..=4 {
        let game = game_after(seats, 9, 100_000);
        assert!(game.is_over());
        let png = board_layout(&game.view(Viewer::Spectator), &en(&names(seats))).unwrap();
        check_rendered(&format!("thurn-taxis-over-{seats}p.png"), &png);
        let chart = final_scores_layout(&game.outcome().unwrap(), &en(&names(seats))).unwrap();
        check_rendered(&format!("thurn-taxis-chart-{seats}p.png"), &chart);
    }
}

//! Renders El Dorado boards and hands (every printed course and a few generated ones, with and
//! without caves, 2–4 players, at the start, in a bot-played midgame and late) and the final-score
//! chart, and checks the pictures: they decode, are `WIDTH` wide, under 1 MB and not blank; no two
//! texts overlap, everything (every market stack too) lies inside the picture, blockade badges lie
//! on nothing. The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

use crate::support;

use kontor_engine::{Options, Seat, Viewer};
use kontor_games::{AnyGame, AnyView, GameKind};
use kontor_render::{RenderError, board_layout, final_scores_layout, hand_layout, render_hand};
use support::{COURSES, check_rendered, en, names, play_bots};

fn setup(seats: usize, seed: u64, course: &str, caves: bool) -> AnyGame {
    let mut o = Options::default();
    o.insert("course".into(), course.into());
    if caves {
        o.insert("caves".into(), "on".into());
    }
    AnyGame::setup(GameKind::ElDorado, &o, seats, seed).unwrap()
}

/// Board and hand of `game` checked, with every market stack inside the picture.
fn check_game(tag: &str, game: &AnyGame, seats: usize) {
    let names = names(seats);
    let view = game.view(Viewer::Spectator);
    let board = board_layout(&view, &en(&names)).unwrap();
    check_rendered(&format!("{tag}-board.png"), &board);
    let AnyView::ElDorado(v) = &view else { unreachable!("an El Dorado game") };
    let stacks = board.layout.obstacles.iter().filter(|o| o.name.starts_with("stack ")).count();
    assert_eq!(stacks, v.stacks.len(), "{tag}: every stack is drawn");
    let hand = hand_layout(&game.view(Viewer::Seat(Seat(0))), &en(&names)).unwrap();
    check_rendered(&format!("{tag}-hand.png"), &hand);
}

/// Every printed course with every player count, at the start and in a bot-played midgame.
#[test]
fn every_course_and_player_count_lays_out_cleanly() {
    for (k, course) in COURSES.iter().enumerate() {
        for seats in 2..=4 {
            let caves = (k + seats) % 2 == 0;
            let start = setup(seats, 30 + seats as u64, course, caves);
            for steps in [0, 120] {
                let game = play_bots(start.clone(), 3 + k as u64, steps);
                check_game(&format!("el-dorado-{course}-{seats}p-{steps}"), &game, seats);
            }
        }
    }
}

/// Generated courses of a few seeds.
#[test]
fn random_courses_lay_out_cleanly() {
    for seed in [1, 2, 3, 4] {
        for seats in 2..=4 {
            let start = setup(seats, seed * 10 + seats as u64, "random", seed % 2 == 0);
            for steps in [0, 150] {
                let game = play_bots(start.clone(), seed, steps);
                check_game(&format!("el-dorado-random{seed}-{seats}p-{steps}"), &game, seats);
            }
        }
    }
}

/// Late in long games the market empties and the stacks beside it grow in number: every stack
/// stays inside the picture.
#[test]
fn boards_and_hands_render() {
    let cases = [
        (4, 5, "first-game", false, 60),
        (2, 7, "swamplands", true, 150),
        (3, 9, "random", true, 250),
        (3, 3, "serpentine", false, 5000),
        (2, 3, "first-game", false, 5000),
        (4, 8, "witchs-cauldron", true, 5000),
    ];
    for (seats, seed, course, caves, steps) in cases {
        let game = play_bots(setup(seats, seed, course, caves), seed ^ 0x5eed, steps);
        check_game(&format!("el-dorado-{course}-{seats}p-{steps}"), &game, seats);
        let names = names(seats);
        assert_eq!(render_hand(&game.view(Viewer::Spectator), &en(&names)), Err(RenderError::NoHand));
    }
}

/// The final-score chart of finished games.
#[test]
fn final_score_charts_lay_out_cleanly() {
    for seats in 2..=4 {
        let game = play_bots(setup(seats, 40 + seats as u64, "first-game", false), 9, 100_000);
        let Some(outcome) = game.outcome() else { panic!("{seats}p: the bot game ends") };
        let chart = final_scores_layout(&outcome, &en(&names(seats))).unwrap();
        check_rendered(&format!("el-dorado-{seats}p-chart.png"), &chart);
    }
}

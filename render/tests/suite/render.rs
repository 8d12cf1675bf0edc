//! Renders Carthage boards, hands and score charts at several points of seeded bot games (every player
//! count, from the start) and checks the PNGs: they decode, have the promised width, stay under 1 MB and
//! are not blank; no two texts overlap and every text lies inside the picture. The pictures are written
//! to `<target>/tmp/kontor-render-samples/` for a look.

use crate::support;

use std::collections::HashSet;

use kontor_engine::{GameRng, Options, Seat, Viewer};
use kontor_games::carthage::Action;
use kontor_games::{AnyAction, AnyGame, AnyView, GameKind};
use kontor_render::{RenderError, board_layout, final_scores_layout, hand_layout, render_hand};
use support::{check_rendered, en, names};

/// One step of a seeded game: the bot's move, except that a purchase is made whenever one is affordable
/// and goods are protected when possible, so that goods, ships, raids and victory points appear.
fn step(game: &mut AnyGame, rng: &mut GameRng) -> bool {
    let Some(&seat) = game.active_seats().first() else { return false };
    let legal = game.legal_actions(seat);
    let buy = AnyAction::Carthage(Action::Buy);
    let protect =
        legal.iter().find(|a| matches!(a, AnyAction::Carthage(Action::Protect(c)) if !c.is_empty()));
    let action = if legal.contains(&buy) && rng.below(4) != 0 {
        buy
    } else if let Some(p) = protect {
        p.clone()
    } else {
        game.bot_action(seat, rng).expect("an active seat has a move")
    };
    game.apply(seat, &action).unwrap();
    true
}

/// A seeded game after `steps` actions (or earlier, if it ends).
fn game_after(seats: usize, seed: u64, steps: usize) -> AnyGame {
    let mut game = AnyGame::setup(GameKind::Carthage, &Options::default(), seats, seed).unwrap();
    let mut rng = GameRng::from_seed(seed ^ 0x5eed);
    for _ in 0..steps {
        if !step(&mut game, &mut rng) {
            break;
        }
    }
    game
}

fn finished(seats: usize, seed: u64) -> AnyGame {
    let game = game_after(seats, seed, 5000);
    assert!(game.is_over(), "the bot game ends");
    game
}

#[test]
fn boards_render_through_a_game_for_every_player_count() {
    for seats in 2..=4 {
        let n = names(seats);
        for steps in [0, seats, 12, 40, 90] {
            let game = game_after(seats, 7 + seats as u64, steps);
            let png = board_layout(&game.view(Viewer::Spectator), &en(&n)).unwrap();
            let height = check_rendered(&format!("board-{seats}p-{steps:03}.png"), &png).height();
            assert!(height > 900 && height < 2200, "height {height}");
            let hand = hand_layout(&game.view(Viewer::Seat(Seat(0))), &en(&n)).unwrap();
            check_rendered(&format!("hand-{seats}p-{steps:03}.png"), &hand);
        }
    }
}

#[test]
fn seat_views_render_boards_and_hands() {
    let game = game_after(3, 21, 30);
    let n = names(3);
    for seat in 0..3u8 {
        let view = game.view(Viewer::Seat(Seat(seat)));
        check_rendered(&format!("board-seat{seat}.png"), &board_layout(&view, &en(&n)).unwrap());
        check_rendered(&format!("hand-seat{seat}.png"), &hand_layout(&view, &en(&n)).unwrap());
    }
}

#[test]
fn every_phase_renders() {
    let mut seen = HashSet::new();
    let mut game = AnyGame::setup(GameKind::Carthage, &Options::default(), 4, 99).unwrap();
    let mut rng = GameRng::from_seed(4);
    let n = names(4);
    while let Some(&seat) = game.active_seats().first() {
        #[allow(irrefutable_let_patterns)]
        let AnyView::Carthage(view) = game.view(Viewer::Seat(seat)) else { unreachable!() };
        let phase = format!("{:?}", view.phase).split([' ', '{']).next().unwrap().to_string();
        if seen.insert(phase.clone()) {
            let any = AnyView::Carthage(view);
            check_rendered(&format!("phase-{phase}.png"), &board_layout(&any, &en(&n)).unwrap());
            check_rendered(&format!("phase-{phase}-hand.png"), &hand_layout(&any, &en(&n)).unwrap());
        }
        step(&mut game, &mut rng);
    }
    assert!(seen.len() >= 4, "phases seen: {seen:?}");
}

#[test]
fn finished_game_shows_ranking_and_chart() {
    for seats in 2..=4 {
        let game = finished(seats, 3 + seats as u64);
        let n = names(seats);
        let png = board_layout(&game.view(Viewer::Spectator), &en(&n)).unwrap();
        check_rendered(&format!("board-{seats}p-over.png"), &png);
        let outcome = game.outcome().unwrap();
        check_rendered(&format!("scores-{seats}p.png"), &final_scores_layout(&outcome, &en(&n)).unwrap());
    }
}

#[test]
fn hand_needs_a_seat_view() {
    let game = game_after(2, 5, 6);
    let err = render_hand(&game.view(Viewer::Spectator), &en(&names(2))).unwrap_err();
    assert_eq!(err, RenderError::NoHand);
}

#[test]
fn missing_names_fall_back_to_seat_numbers() {
    let game = game_after(3, 8, 10);
    let png = board_layout(&game.view(Viewer::Spectator), &en(&[])).unwrap();
    check_rendered("board-no-names.png", &png);
}

#[test]
fn chart_stacks_several_categories_and_negative_points() {
    use kontor_engine::{Outcome, ScoreLine};
    let line = |category: &str, points: Vec<i64>| ScoreLine {
        category: kontor_engine::Text::plain(category),
        points: points.into(),
    };
    let outcome = Outcome::ranked(
        vec![
            line("routes", vec![12, 7, 20]),
            line("cities", vec![8, 15, 3]),
            line("penalties", vec![-4, 0, -9]),
        ],
        vec![vec![1], vec![2], vec![3]].into(),
        vec![kontor_engine::Text::plain("coins")],
    );
    check_rendered("scores-stacked.png", &final_scores_layout(&outcome, &en(&names(3))).unwrap());
    let empty = Outcome::ranked(Vec::new(), Vec::<Vec<i64>>::new().into(), Vec::new());
    assert_eq!(final_scores_layout(&empty, &en(&[])).unwrap_err(), RenderError::NoScores);
}

#[test]
fn reservations_show_on_market_and_farm() {
    use kontor_games::carthage::Row;
    let mut game = AnyGame::setup(GameKind::Carthage, &Options::default(), 3, 12).unwrap();
    let mut rng = GameRng::from_seed(12);
    let mut reserved = Vec::new();
    while reserved.len() < 2 {
        let seat = game.active_seats()[0];
        let legal = game.legal_actions(seat);
        let row = if reserved.is_empty() { Row::Farm } else { Row::Market };
        let reserve = legal
            .iter()
            .find(|a| matches!(a, AnyAction::Carthage(Action::Reserve { row: r, .. }) if *r == row))
            .cloned();
        let action = match reserve {
            Some(a) if !reserved.contains(&seat) => {
                reserved.push(seat);
                a
            }
            _ => game.bot_action(seat, &mut rng).unwrap(),
        };
        game.apply(seat, &action).unwrap();
    }
    let png = board_layout(&game.view(Viewer::Spectator), &en(&names(3))).unwrap();
    check_rendered("board-reservations.png", &png);
}

/// Long category names wrap the legend onto more rows instead of being cut.
#[test]
fn chart_legend_wraps_long_categories_whole() {
    use kontor_engine::{Outcome, ScoreLine};
    let categories = [
        "score track",
        "developed abilities",
        "bonus tokens",
        "Coellen table",
        "controlled cities",
        "network × Keys",
        "East–West connection bonus",
        "a very long category name that needs a row of its own to be read whole",
    ];
    for n in [6, categories.len()] {
        let lines = categories[..n]
            .iter()
            .enumerate()
            .map(|(k, c)| ScoreLine {
                category: kontor_engine::Text::plain(*c),
                points: vec![k as i64 + 1, 2, 3, 4].into(),
            })
            .collect();
        let outcome = Outcome::ranked(lines, vec![vec![1], vec![2], vec![3], vec![4]].into(), Vec::new());
        let chart = final_scores_layout(&outcome, &en(&names(4))).unwrap();
        check_rendered(&format!("scores-legend-{n}.png"), &chart);
        for c in &categories[..n] {
            assert!(chart.layout.texts.iter().any(|t| t.text == *c), "{c:?} is drawn whole");
        }
    }
}

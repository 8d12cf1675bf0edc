//! Renders Hansa Teutonica boards and desks (every board and side, every player count it allows, at
//! the start, in a bot-played midgame and late) and the final-score chart, and checks the pictures:
//! they decode, are `WIDTH` wide, under 1 MB and not blank; no two texts overlap, everything lies
//! inside the picture, no label lies on a city, a piece or another label; every route keeps its
//! label (`r1`, `r2` … players type them) beside its own route, every city its name, and the East
//! board its ship-space marks. The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

use crate::support;

use kontor_engine::{Options, Seat, Viewer};
use kontor_games::hansa::{View, board};
use kontor_games::{AnyGame, AnyView, GameKind};
use kontor_render::layout::{Layout, Rect};
use kontor_render::{RenderError, board_layout, final_scores_layout, hand_layout, render_hand};
use support::{check_rendered, en, names, pl, play_bots};

/// The boards and sides, as options.
const BOARDS: [(&str, Option<&str>); 5] = [
    ("league", Some("45")),
    ("league", Some("3")),
    ("east", None),
    ("britannia", Some("45")),
    ("britannia", Some("3")),
];

/// How far a label may sit from its route (its road or one of its spaces) without a leader line.
const ATTACHED: f32 = 10.0;

fn options(map: &str, side: Option<&str>) -> Options {
    let mut options = Options::default();
    options.insert("map".into(), map.into());
    if let Some(side) = side {
        options.insert("side".into(), side.into());
    }
    options
}

fn game_after(seats: usize, seed: u64, steps: usize) -> AnyGame {
    let game = AnyGame::setup(GameKind::Hansa, &Options::default(), seats, seed).unwrap();
    play_bots(game, seed ^ 0x5eed, steps)
}

fn hansa_view(game: &AnyGame) -> View {
    match game.view(Viewer::Spectator) {
        AnyView::Hansa(v) => v,
        _ => unreachable!("a Hansa game"),
    }
}

/// The gap between a label's box and its route: the road or any of the route's spaces.
fn gap_to_route(layout: &Layout, route: &str, r: &Rect) -> f32 {
    let path = layout.path(route).unwrap_or_else(|| panic!("the layout has the path {route}"));
    let prefix = format!("{route}.");
    layout
        .obstacles
        .iter()
        .filter(|o| o.name.starts_with(&prefix))
        .map(|o| o.rect.gap(r))
        .fold(path.distance_to(r), f32::min)
}

/// Every route has exactly one label with its number, beside its own route (nearer to it than to
/// any other route) or joined to it by a leader line; every city has its name.
fn check_labels(tag: &str, view: &View, layout: &Layout) {
    let b = board(view.side);
    for ri in 0..b.routes.len() {
        let name = format!("r{}", ri + 1);
        let labels: Vec<_> = layout.labels.iter().filter(|l| l.text == name).collect();
        assert_eq!(labels.len(), 1, "{tag}: route {name} has one label");
        let l = labels[0];
        assert_eq!(l.target, name, "{tag}");
        match l.leader {
            None => {
                let own = gap_to_route(layout, &name, &l.rect);
                assert!(own <= ATTACHED, "{tag}: {name} at {:?} lies {own} px from its route", l.rect);
                for other in layout.paths.iter().filter(|p| p.name != name) {
                    let d = gap_to_route(layout, &other.name, &l.rect);
                    assert!(
                        d > own,
                        "{tag}: {name} lies as near {} ({d} px) as its own route ({own} px)",
                        other.name
                    );
                }
            }
            Some((from, to)) => {
                let path = layout.path(&name).unwrap();
                let prefix = format!("{name}.");
                let on_space = layout
                    .obstacles
                    .iter()
                    .any(|o| o.name.starts_with(&prefix) && o.rect.grow(1.0).distance_to(from) == 0.0);
                assert!(
                    on_space || path.distance_to_point(from) <= 1.0,
                    "{tag}: {name}'s leader starts on its route"
                );
                assert!(l.rect.grow(1.0).distance_to(to) == 0.0, "{tag}: {name}'s leader ends at the label");
            }
        }
    }
    for (ci, city) in b.cities.iter().enumerate() {
        let named = layout.labels.iter().filter(|l| l.text == city.name).count();
        assert_eq!(named, 1, "{tag}: city {ci} {} has its name", city.name);
    }
    // Ship spaces keep their "nM" mark while empty.
    let mut marks = 0;
    for route in &b.routes {
        for (i, &ship) in route.merchant_only.iter().enumerate() {
            if ship && view.spaces[usize::from(route.first_space) + i].is_empty() {
                marks += 1;
                let mark = format!("{}M", i + 1);
                assert!(layout.texts.iter().any(|t| t.text == mark), "{tag}: ship mark {mark}");
            }
        }
    }
    let drawn = layout
        .texts
        .iter()
        .filter(|t| t.text.len() == 2 && t.text.ends_with('M') && t.text.as_bytes()[0].is_ascii_digit())
        .count();
    assert_eq!(drawn, marks, "{tag}: every empty ship space carries its mark");
}

/// Every board and side with every player count it allows, at the start and in a bot-played
/// midgame: board and desk lay out cleanly, route and city labels are all there and attached.
#[test]
fn every_board_side_and_player_count_lays_out_cleanly() {
    for (map, side) in BOARDS {
        let mut counts = Vec::new();
        for seats in 2..=5 {
            let Ok(start) = AnyGame::setup(GameKind::Hansa, &options(map, side), seats, 40 + seats as u64)
            else {
                continue;
            };
            counts.push(seats);
            let names = names(seats);
            for steps in [0, 25 * seats] {
                let game = play_bots(start.clone(), 7 + seats as u64, steps);
                let tag = format!("hansa-{map}{}-{seats}p-{steps}", side.unwrap_or(""));
                let r = board_layout(&game.view(Viewer::Spectator), &en(&names)).unwrap();
                check_rendered(&format!("{tag}-board.png"), &r);
                check_labels(&tag, &hansa_view(&game), &r.layout);
                let desk = hand_layout(&game.view(Viewer::Seat(Seat(0))), &en(&names)).unwrap();
                check_rendered(&format!("{tag}-desk.png"), &desk);
            }
        }
        let expected: &[usize] = match (map, side) {
            ("league", _) => &[2, 3, 4, 5],
            ("east", _) => &[3, 4, 5],
            ("britannia", Some("45")) => &[4, 5],
            _ => &[3],
        };
        assert_eq!(counts, expected, "{map} {side:?}: player counts");
    }
}

#[test]
fn boards_and_desks_render() {
    for (seats, seed, steps) in [(4, 5, 0), (5, 7, 300), (3, 9, 400), (2, 3, 5000)] {
        let game = game_after(seats, seed, steps);
        let names = names(seats);
        let tag = format!("hansa-{seats}p-{steps}");
        let board = board_layout(&game.view(Viewer::Spectator), &en(&names)).unwrap();
        check_rendered(&format!("{tag}-board.png"), &board);
        check_labels(&tag, &hansa_view(&game), &board.layout);
        let hand = hand_layout(&game.view(Viewer::Seat(Seat(0))), &en(&names)).unwrap();
        check_rendered(&format!("{tag}-desk.png"), &hand);
        assert_eq!(render_hand(&game.view(Viewer::Spectator), &en(&names)), Err(RenderError::NoHand));
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
        let mut options = options(map, side);
        if map == "league" {
            options.insert("missions".into(), "on".into());
            options.insert("favour".into(), "on".into());
        }
        let game = play_bots(AnyGame::setup(GameKind::Hansa, &options, seats, 21).unwrap(), 21, steps);
        let names = names(seats);
        let tag = format!("hansa-{map}{}-{seats}p-{steps}", side.unwrap_or(""));
        let board = board_layout(&game.view(Viewer::Spectator), &en(&names)).unwrap();
        let img = check_rendered(&format!("{tag}-board.png"), &board);
        check_labels(&tag, &hansa_view(&game), &board.layout);
        let has = |rgb: [u8; 3]| img.pixels().any(|p| p.0 == rgb);
        if map == "east" {
            assert!(has([0xB9, 0xDE, 0x9A]), "{tag}: green cities are marked");
            assert!(has([0x4A, 0x8F, 0xC9]), "{tag}: sea routes are marked");
        }
        if map == "britannia" {
            assert!(has([0x8B, 0x5A, 0x2B]), "{tag}: Wales is marked");
            assert_eq!(has([0x1F, 0x4E, 0x9A]), side == Some("45"), "{tag}: Scotland on the 4–5 side only");
        }
        let hand = hand_layout(&game.view(Viewer::Seat(Seat(0))), &en(&names)).unwrap();
        check_rendered(&format!("{tag}-desk.png"), &hand);
    }
}

/// The final-score chart of finished games: every category name whole in the legend.
#[test]
fn final_score_charts_lay_out_cleanly() {
    for seats in 2..=5 {
        let game = game_after(seats, 11 + seats as u64, 100_000);
        let outcome = game.outcome().expect("the bot game ends");
        let names = names(seats);
        let chart = final_scores_layout(&outcome, &en(&names)).unwrap();
        check_rendered(&format!("hansa-{seats}p-chart.png"), &chart);
        for line in &outcome.breakdown {
            let category = en(&names).say(&line.category);
            assert!(
                chart.layout.texts.iter().any(|t| t.text == category),
                "{seats}p: {:?} whole",
                line.category
            );
        }
    }
}

/// A Polish board names each city as the Polish edition does (`Lubeka` for `Lübeck`, `Getynga` for
/// `Göttingen`; `Coellen` stays, as in its rulebook), an English one as the board does; every city
/// keeps one name label either way.
#[test]
fn polish_boards_name_cities_as_the_polish_edition() {
    let game = game_after(4, 3, 0);
    let names = names(4);
    let view = game.view(Viewer::Spectator);
    let labels = |layout: &Layout| layout.labels.iter().map(|l| l.text.clone()).collect::<Vec<_>>();
    let polish = labels(&board_layout(&view, &pl(&names)).unwrap().layout);
    let english = labels(&board_layout(&view, &en(&names)).unwrap().layout);
    for (pl_name, en_name) in [("Lubeka", "Lübeck"), ("Getynga", "Göttingen"), ("Coellen", "Coellen")] {
        assert!(polish.iter().any(|l| l == pl_name), "{pl_name} in {polish:?}");
        assert!(english.iter().any(|l| l == en_name), "{en_name} in {english:?}");
        if pl_name != en_name {
            assert!(!polish.iter().any(|l| l == en_name), "{en_name} in {polish:?}");
            assert!(!english.iter().any(|l| l == pl_name), "{pl_name} in {english:?}");
        }
    }
    let b = board(hansa_view(&game).side);
    for city in &b.cities {
        let name = city.display_name(kontor_engine::Lang::Pl);
        assert_eq!(polish.iter().filter(|l| *l == name).count(), 1, "{name}");
    }
}

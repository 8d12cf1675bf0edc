//! The pictures in Polish: the renderer's resources have every message in both languages with the
//! same arguments, every message id the renderer uses exists, and boards, hands and score charts of
//! every game render in Polish with Polish headings, nothing left in English or as a bare message
//! id, and (as in English) no two texts overlapping and nothing outside the picture.

use crate::support;

use kontor_engine::{Lang, Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::layout::Layout;
use kontor_render::{RENDER_LOCALES, Rendered, board_layout, final_scores_layout, hand_layout};
use support::{catalog, check_polish, check_rendered, en, names, pl, play_bots};

#[test]
fn every_message_exists_in_both_languages_with_the_same_arguments() {
    assert_eq!(kontor_i18n::check::differences("render", &RENDER_LOCALES), Vec::<String>::new());
}

/// Every `"render-…"` id in the sources is a message of both languages.
#[test]
fn every_message_the_renderer_uses_exists() {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = vec![src.clone()];
    let mut ids = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, _) in text.match_indices("\"render-") {
            let id: String =
                text[i + 1..].chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
            ids.push(id);
        }
    }
    assert!(ids.len() > 100, "ids found: {}", ids.len());
    for id in &ids {
        for lang in Lang::ALL {
            assert!(catalog().has(lang, id), "{id} is missing in {lang:?}");
        }
    }
}

fn has_text(layout: &Layout, text: &str) -> bool {
    layout.texts.iter().any(|t| t.text.contains(text))
}

/// A Polish picture checked like an English one and for Polish texts only.
fn check(name: &str, r: &Rendered) {
    check_rendered(name, r);
    check_polish(name, r, &[]);
}

/// Board, each seat's hand, and (when over) the chart of a game, in Polish.
fn check_game(tag: &str, game: &AnyGame, seats: usize) -> Layout {
    let names = names(seats);
    // The score categories and tie-breaks are the game's texts, rendered through the same voice.
    let theirs: Vec<String> = game
        .outcome()
        .map(|o| {
            let texts = o.breakdown.iter().map(|l| &l.category).chain(&o.tiebreak_names);
            texts.map(|t| pl(&names).say(t)).collect()
        })
        .unwrap_or_default();
    let board = board_layout(&game.view(Viewer::Spectator), &pl(&names)).unwrap();
    check_rendered(&format!("pl-{tag}-board.png"), &board);
    check_polish(&format!("pl-{tag}-board.png"), &board, &theirs);
    for seat in Seat::all(seats) {
        let hand = hand_layout(&game.view(Viewer::Seat(seat)), &pl(&names)).unwrap();
        check(&format!("pl-{tag}-hand{}.png", seat.index()), &hand);
        let seat_board = board_layout(&game.view(Viewer::Seat(seat)), &pl(&names)).unwrap();
        check_polish(&format!("pl-{tag}-board-seat{}.png", seat.index()), &seat_board, &theirs);
    }
    if let Some(outcome) = game.outcome() {
        let chart = final_scores_layout(&outcome, &pl(&names)).unwrap();
        check_rendered(&format!("pl-{tag}-chart.png"), &chart);
        check_polish(&format!("pl-{tag}-chart.png"), &chart, &theirs);
        assert!(has_text(&chart.layout, "Wyniki końcowe"), "{tag}: the chart's title");
        for line in &outcome.breakdown {
            let category = pl(&names).say(&line.category);
            assert!(chart.layout.texts.iter().any(|t| t.text == category), "{tag}: {category:?} whole");
        }
    }
    board.layout
}

fn setup(kind: GameKind, options: &[(&str, &str)], seats: usize, seed: u64) -> AnyGame {
    let mut o = Options::default();
    for (k, v) in options {
        o.insert((*k).into(), (*v).into());
    }
    AnyGame::setup(kind, &o, seats, seed).unwrap()
}

#[test]
fn carthage_in_polish() {
    for seats in 2..=4 {
        for steps in [0, 3, 40, 100_000] {
            let game = play_bots(setup(GameKind::Carthage, &[], seats, 7 + seats as u64), 5, steps);
            let board = check_game(&format!("carthage-{seats}p-{steps}"), &game, seats);
            for heading in ["Rynek", "Farma", "Statki", "Stosy", "talia", "odrzucone", "gracz rozpoczynający"]
            {
                assert!(has_text(&board, heading), "{seats}p {steps}: {heading:?} is drawn");
            }
        }
    }
    let english =
        board_layout(&setup(GameKind::Carthage, &[], 3, 1).view(Viewer::Spectator), &en(&[])).unwrap();
    assert!(has_text(&english.layout, "Market") && has_text(&english.layout, "Seat 1"));
}

/// Every phase of a Carthage game shows in Polish (the raid, paying, choosing a token…).
#[test]
fn carthage_phases_in_polish() {
    let mut game = setup(GameKind::Carthage, &[], 4, 99);
    let mut rng = kontor_engine::GameRng::from_seed(4);
    let names = names(4);
    let mut seen = std::collections::HashSet::new();
    while let Some(&seat) = game.active_seats().first() {
        let kontor_games::AnyView::Carthage(view) = game.view(Viewer::Seat(seat)) else { unreachable!() };
        let phase = format!("{:?}", view.phase).split([' ', '{']).next().unwrap().to_string();
        if seen.insert(phase.clone()) {
            let any = kontor_games::AnyView::Carthage(view);
            check(&format!("pl-phase-{phase}.png"), &board_layout(&any, &pl(&names)).unwrap());
            check(&format!("pl-phase-{phase}-hand.png"), &hand_layout(&any, &pl(&names)).unwrap());
        }
        let legal = game.legal_actions(seat);
        let buy = kontor_games::AnyAction::Carthage(kontor_games::carthage::Action::Buy);
        let action = if legal.contains(&buy) && rng.below(4) != 0 {
            buy
        } else {
            game.bot_action(seat, &mut rng).unwrap()
        };
        game.apply(seat, &action).unwrap();
    }
    assert!(seen.len() >= 4, "phases seen: {seen:?}");
}

#[test]
fn missing_names_are_polish_seats() {
    let game = setup(GameKind::Carthage, &[], 3, 8);
    let board = board_layout(&game.view(Viewer::Spectator), &pl(&[])).unwrap();
    check("pl-no-names.png", &board);
    assert!(has_text(&board.layout, "Gracz 1"));
}

#[test]
fn thurn_taxis_in_polish() {
    for seats in 2..=4 {
        for steps in [0, 60, 100_000] {
            let game = play_bots(setup(GameKind::ThurnTaxis, &[], seats, 3), 3, steps);
            let board = check_game(&format!("thurn-taxis-{seats}p-{steps}"), &game, seats);
            for heading in ["Mapa", "Odkryte karty", "Pozostałe powozy", "trasa"] {
                assert!(has_text(&board, heading), "{seats}p {steps}: {heading:?} is drawn");
            }
        }
    }
}

#[test]
fn hansa_in_polish() {
    let boards: [(&str, &str, usize); 5] = [
        ("league", "45", 4),
        ("league", "3", 2),
        ("east", "", 3),
        ("britannia", "45", 5),
        ("britannia", "3", 3),
    ];
    for (map, side, seats) in boards {
        let mut options = vec![("map", map), ("missions", "on"), ("favour", "on")];
        if !side.is_empty() {
            options.push(("side", side));
        }
        if map != "league" {
            options.truncate(1);
            if !side.is_empty() {
                options.push(("side", side));
            }
        }
        for steps in [0, 150, 100_000] {
            let game = play_bots(setup(GameKind::Hansa, &options, seats, 21), 21, steps);
            let board = check_game(&format!("hansa-{map}{side}-{seats}p-{steps}"), &game, seats);
            assert!(has_text(&board, "tura"), "{map}: the status line is Polish");
            // Tokens and printed bonuses carry Polish abbreviations (the legend explains them).
            for english in ["+O", "SW", "UP", "R3", "M3", "GO", "M2"] {
                let drawn =
                    board.texts.iter().any(|t| t.text == english || t.text.split(' ').any(|w| w == english));
                assert!(!drawn, "{map}-{steps}: the English abbreviation {english} is drawn");
            }
            let desk = hand_layout(&game.view(Viewer::Seat(Seat(0))), &pl(&names(seats))).unwrap();
            for heading in ["Twój sekretarzyk", "Klucze miejskie", "Księga mądrości"] {
                assert!(has_text(&desk.layout, heading), "{map}: {heading:?} is drawn");
            }
        }
    }
}

#[test]
fn el_dorado_in_polish() {
    for (seats, course, caves) in [(2, "first-game", false), (3, "serpentine", true), (4, "random", true)] {
        let mut options = vec![("course", course)];
        if caves {
            options.push(("caves", "on"));
        }
        for steps in [0, 150, 100_000] {
            let game = play_bots(setup(GameKind::ElDorado, &options, seats, 40 + seats as u64), 9, steps);
            let board = check_game(&format!("el-dorado-{course}-{seats}p-{steps}"), &game, seats);
            for heading in ["Rynek", "Ekspedycje"] {
                assert!(has_text(&board, heading), "{course}: {heading:?} is drawn");
            }
        }
    }
}

//! Every game's final board shows the ranking the same way: the headline naming the winners and one
//! row per placing with the final score, equal to the engine's outcome (what the service prints in
//! chat). Hansa's desks show the final score, not the track's.

use crate::support;

use kontor_engine::{Options, Outcome, Viewer};
use kontor_games::{AnyGame, AnyView, GameKind};
use kontor_render::layout::Layout;
use kontor_render::{board_layout, hand_layout};
use support::{check_rendered, en, names, pl, play_bots};

/// `kind` with `seats` played by bots to its end.
fn finished(kind: GameKind, seats: usize, seed: u64) -> AnyGame {
    let game = AnyGame::setup(kind, &Options::default(), seats, seed).unwrap();
    let game = play_bots(game, seed, 20_000);
    assert!(game.is_over(), "{kind:?}: the bot game ends");
    game
}

fn has(layout: &Layout, text: &str) -> bool {
    layout.texts.iter().any(|t| t.text == text)
}

/// The ranking rows of `outcome` in `layout`: every placing's score drawn as "N pts" (English).
fn check_ranking(tag: &str, layout: &Layout, outcome: &Outcome, names: &[String]) {
    let winners: Vec<usize> = outcome.winners().iter().map(|s| s.index()).collect();
    let headline = layout.texts.iter().find(|t| t.text.starts_with("Game over")).map(|t| t.text.clone());
    let headline = headline.unwrap_or_else(|| panic!("{tag}: a headline says the game is over"));
    for w in winners {
        let name = &names[w];
        assert!(headline.contains(name.split(' ').next().unwrap()), "{tag}: {headline:?} names {name}");
    }
    for placing in &outcome.ranking {
        let points = format!("{} pts", placing.score);
        let row = layout.texts.iter().any(|t| t.text.starts_with(&points));
        assert!(row, "{tag}: seat {} has a ranking row with {points}", placing.seat.index() + 1);
    }
}

#[test]
fn every_final_board_shows_the_ranking_and_the_final_scores() {
    for (k, kind) in [GameKind::Carthage, GameKind::ThurnTaxis, GameKind::Hansa, GameKind::ElDorado]
        .into_iter()
        .enumerate()
    {
        for seats in [2, 3] {
            let game = finished(kind, seats, 50 + k as u64 * 10 + seats as u64);
            let outcome = game.outcome().expect("a finished game has an outcome");
            let names = names(seats);
            let view = game.view(Viewer::Spectator);
            let tag = format!("final-{kind:?}-{seats}p");
            let r = board_layout(&view, &en(&names)).unwrap();
            check_rendered(&format!("{tag}.png"), &r);
            check_ranking(&tag, &r.layout, &outcome, &names);
            let cut: Vec<&str> = r
                .layout
                .texts
                .iter()
                .filter(|t| {
                    t.truncated() && !names.iter().any(|n| n.starts_with(t.text.trim_end_matches('…')))
                })
                .map(|t| t.text.as_str())
                .collect();
            assert!(cut.is_empty(), "{tag}: cut short: {cut:?}");
            if let AnyView::Hansa(v) = &view {
                // Tie-breakers read as counted: Actiones upgrades (the fewer wins) never negative.
                let rows: Vec<&str> =
                    r.layout.texts.iter().map(|t| t.text.as_str()).filter(|t| t.contains(" pts ")).collect();
                assert_eq!(rows.len(), seats, "{tag}: a ranking row a seat: {rows:?}");
                assert!(
                    rows.iter().all(|t| t.contains("(the fewer wins): ") && !t.contains(": -")),
                    "{tag}: {rows:?}"
                );
                // The board ranks the final scores; each seat's own desk shows its final score too.
                for p in &v.players {
                    let hand = hand_layout(&game.view(Viewer::Seat(p.seat)), &en(&names)).unwrap();
                    let shown = format!("{} pts", outcome.scores[p.seat]);
                    let seat = p.seat.index() + 1;
                    assert!(has(&hand.layout, &shown), "{tag}: seat {seat}'s desk shows {shown}");
                    let track = format!("{} pts", p.score);
                    if i64::from(p.score) != outcome.scores[p.seat] {
                        assert!(!has(&r.layout, &track), "{tag}: the track's {track} is no score shown");
                    }
                }
            }
            let polish = board_layout(&view, &pl(&names)).unwrap();
            check_rendered(&format!("{tag}-pl.png"), &polish);
            assert!(polish.layout.texts.iter().any(|t| t.text.starts_with("Koniec gry")), "{tag}: in Polish");
        }
    }
}

//! A game's course in pictures: the line chart of the public scores over the turns (alone, and
//! stacked above the final breakdown) and the replay GIF of a bot-played Hansa Teutonica game.
//! The chart's texts must not overlap and must lie inside it; the GIF must decode to one frame
//! per turn no wider than a phone shows. The pictures go to
//! `<target>/tmp/kontor-render-samples/` for a look.

use crate::support;

use kontor_engine::{GameRng, Options, Seat};
use kontor_games::history::{ScoreSeries, StoredGame, score_series, spectator_boards};
use kontor_games::{AnyAction, AnyGame, GameKind};
use kontor_render::{
    MAX_GIF_WIDTH, RenderError, WIDTH, render_final_scores_with_history, render_replay, score_history_layout,
};
use support::{check_png, check_rendered, en, names, pl};

/// A game of `seats` played by the one-ply bot to its end, as its log.
fn played(kind: GameKind, seats: usize, seed: u64) -> Vec<(Seat, AnyAction)> {
    let mut game = AnyGame::setup(kind, &Options::new(), seats, seed).unwrap();
    let mut rng = GameRng::from_seed(seed);
    let mut log = Vec::new();
    while let Some(&seat) = game.active_seats().first() {
        let action = game.bot_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        log.push((seat, action));
    }
    log
}

fn stored<'a>(kind: GameKind, seats: usize, seed: u64, log: &'a [(Seat, AnyAction)]) -> StoredGame<'a> {
    static OPTIONS: std::sync::OnceLock<Options> = std::sync::OnceLock::new();
    StoredGame { kind, options: OPTIONS.get_or_init(Options::new), seats, seed, actions: log }
}

/// Writes `img` shrunk to the widths phones show it at, for a look.
fn phone_sizes(name: &str, img: &image::RgbImage) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("kontor-render-samples");
    for width in [400, 800] {
        let height = img.height() * width / img.width();
        let small = image::imageops::resize(img, width, height, image::imageops::FilterType::Triangle);
        small.save(dir.join(format!("{name}-{width}.png"))).unwrap();
    }
}

#[test]
fn score_history_charts_read_in_both_languages_for_every_seat_count() {
    for seats in [2, 3, 5] {
        let log = played(GameKind::Hansa, seats, 40 + seats as u64);
        let series = score_series(&stored(GameKind::Hansa, seats, 40 + seats as u64, &log)).unwrap().unwrap();
        let n = names(seats);
        let chart = score_history_layout(&series, &en(&n)).unwrap();
        let img = check_rendered(&format!("history-{seats}p.png"), &chart);
        phone_sizes(&format!("history-{seats}p"), &img);
        assert_eq!(img.width(), WIDTH);
        let texts: Vec<&str> = chart.layout.texts.iter().map(|t| t.text.as_str()).collect();
        assert!(texts.contains(&"Scores over time") && texts.contains(&"end"), "{texts:?}");
        for name in &n {
            assert!(texts.iter().any(|t| name.starts_with(t.trim_end_matches('…'))), "{name} in {texts:?}");
        }
        // Every seat's final score is written at the end of its line.
        for score in series.final_scores.as_ref().unwrap().values() {
            assert!(texts.contains(&score.to_string().as_str()), "{score} in {texts:?}");
        }
        let polish = score_history_layout(&series, &pl(&n)).unwrap();
        check_rendered(&format!("history-{seats}p-pl.png"), &polish);
        assert!(polish.layout.texts.iter().any(|t| t.text == "Punkty w trakcie gry"));
    }
}

/// Thurn und Taxis counts the houses not yet placed against a seat: its lines start below zero.
#[test]
fn a_chart_of_scores_below_zero_reads_too() {
    for seats in [2, 4] {
        let log = played(GameKind::ThurnTaxis, seats, 3);
        let series = score_series(&stored(GameKind::ThurnTaxis, seats, 3, &log)).unwrap().unwrap();
        assert!(series.turns[0].values().all(|v| *v < 0), "{:?}", series.turns[0]);
        let chart = score_history_layout(&series, &en(&names(seats))).unwrap();
        let img = check_rendered(&format!("history-thurn-taxis-{seats}p.png"), &chart);
        phone_sizes(&format!("history-thurn-taxis-{seats}p"), &img);
        assert!(chart.layout.texts.iter().any(|t| t.text.starts_with('-')));
    }
}

#[test]
fn the_final_picture_stacks_the_history_above_the_breakdown() {
    let log = played(GameKind::Hansa, 4, 9);
    let game = AnyGame::replay(GameKind::Hansa, &Options::new(), 4, 9, &log).unwrap();
    let outcome = game.outcome().unwrap();
    let series = score_series(&stored(GameKind::Hansa, 4, 9, &log)).unwrap().unwrap();
    let n = names(4);
    let alone = render_final_scores_with_history(&outcome, None, &en(&n)).unwrap();
    let stacked = render_final_scores_with_history(&outcome, Some(&series), &en(&n)).unwrap();
    let (alone, stacked) = (check_png("final-alone.png", &alone), check_png("final-stacked.png", &stacked));
    phone_sizes("final-stacked", &stacked);
    let history =
        check_png("history-4p.png", &kontor_render::render_score_history(&series, &en(&n)).unwrap());
    assert_eq!(stacked.height(), alone.height() + history.height());
    let short = ScoreSeries { turns: vec![series.turns[0].clone()], final_scores: None };
    assert_eq!(kontor_render::render_score_history(&short, &en(&n)).unwrap_err(), RenderError::NoScores);
}

#[test]
fn a_replay_has_one_frame_per_turn_at_phone_width() {
    let log = played(GameKind::Hansa, 3, 5);
    let boards = spectator_boards(&stored(GameKind::Hansa, 3, 5, &log)).unwrap();
    let started = std::time::Instant::now();
    let gif = render_replay(&boards, &en(&names(3))).unwrap();
    let took = started.elapsed();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("kontor-render-samples");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("replay-hansa-3p.gif"), &gif).unwrap();
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif.as_slice()).unwrap();
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    assert!((MAX_GIF_WIDTH / 2..=MAX_GIF_WIDTH).contains(&width), "{width}");
    // The frames composed as a viewer shows them; the last one is kept for a look.
    let mut shown = image::RgbaImage::new(width, height);
    let mut delays = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        delays.push(frame.delay);
        for (i, px) in frame.buffer.chunks_exact(4).enumerate() {
            let (x, y) = (
                u32::from(frame.left) + i as u32 % u32::from(frame.width),
                u32::from(frame.top) + i as u32 / u32::from(frame.width),
            );
            if px[3] > 0 {
                shown.put_pixel(x, y, image::Rgba([px[0], px[1], px[2], px[3]]));
            }
        }
    }
    shown.save(dir.join("replay-hansa-3p-last.png")).unwrap();
    let board = kontor_render::render_board(boards.last().unwrap(), &en(&names(3))).unwrap();
    std::fs::write(dir.join("replay-hansa-3p-last-board.png"), board).unwrap();
    assert_eq!(delays.len(), boards.len());
    assert!(delays.last() > delays.first(), "the last board is held longer: {delays:?}");
    eprintln!("{} turns, {} bytes, drawn in {took:?}", boards.len(), gif.len());
    assert!(gif.len() < 8 << 20);
    assert_eq!(render_replay(&[], &en(&[])).unwrap_err(), RenderError::NoFrames);
}

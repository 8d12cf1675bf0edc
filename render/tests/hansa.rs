//! Renders Hansa Teutonica boards and desks at several points of seeded bot games (2–5 players, both
//! board sides) and checks the PNGs: they decode, are `WIDTH` wide, under 1 MB and not blank.
//! The pictures go to `<target>/tmp/kontor-render-samples/` for a look.

use std::collections::HashSet;

use kontor_engine::{GameRng, Options, Seat, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{RenderError, WIDTH, render_board, render_hand};

const MAX_BYTES: usize = 1024 * 1024;

fn names(n: usize) -> Vec<String> {
    ["Anna", "Bartholomew the Magnificent", "Chen", "Dorota", "Eero"]
        .iter()
        .take(n)
        .map(|s| s.to_string())
        .collect()
}

fn game_after(seats: usize, seed: u64, steps: usize) -> AnyGame {
    let mut game = AnyGame::setup(GameKind::Hansa, &Options::default(), seats, seed).unwrap();
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
fn boards_and_desks_render() {
    for (seats, seed, steps) in [(4, 5, 0), (5, 7, 300), (3, 9, 400), (2, 3, 5000)] {
        let game = game_after(seats, seed, steps);
        let names = names(seats);
        let board = render_board(&game.view(Viewer::Spectator), &names).unwrap();
        check_png(&format!("hansa-{seats}p-{steps}-board.png"), &board);
        let hand = render_hand(&game.view(Viewer::Seat(Seat(0))), &names).unwrap();
        check_png(&format!("hansa-{seats}p-{steps}-desk.png"), &hand);
        assert_eq!(render_hand(&game.view(Viewer::Spectator), &names), Err(RenderError::NoHand));
    }
}

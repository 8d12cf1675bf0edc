//! The board as SVG (`render_board_svg`, for the web page of a game, issue #66): drawn by the same
//! code as the PNG, it holds every text of the PNG's layout — every route, space, hex, city and
//! card label players type — at the same place, in a document of the picture's size. Prints the
//! document per game and keeps each in `target/tmp/kontor-render-samples/`:
//! `cargo test -p kontor-render --test suite svg -- --nocapture`.

use crate::support;

use kontor_engine::{Options, Viewer};
use kontor_games::{AnyGame, GameKind};
use kontor_render::{board_layout, render_board_svg};
use support::{en, names, pl, play_bots};

/// A text as the SVG writes it between its tags.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

fn game(kind: GameKind, options: &[(&str, &str)], seats: usize, steps: usize) -> (AnyGame, usize) {
    let mut o = Options::default();
    for (k, v) in options {
        o.insert((*k).into(), (*v).into());
    }
    let start = AnyGame::setup(kind, &o, seats, 21).unwrap();
    (play_bots(start, 5, steps), seats)
}

#[test]
fn the_svg_board_holds_every_text_of_the_png_board_at_its_place() {
    let cases = [
        ("Carthage", game(GameKind::Carthage, &[], 3, 20)),
        ("Thurn und Taxis", game(GameKind::ThurnTaxis, &[], 4, 30)),
        ("Hansa league", game(GameKind::Hansa, &[("map", "league")], 5, 60)),
        ("Hansa east", game(GameKind::Hansa, &[("map", "east")], 3, 40)),
        ("Hansa britannia", game(GameKind::Hansa, &[("map", "britannia"), ("side", "3")], 3, 40)),
        ("El Dorado", game(GameKind::ElDorado, &[("caves", "on")], 4, 40)),
    ];
    for (name, (game, seats)) in &cases {
        let names = names(*seats);
        for voice in [en(&names), pl(&names)] {
            let view = game.view(Viewer::Spectator);
            let png = board_layout(&view, &voice).unwrap();
            let svg = render_board_svg(&view, &voice).unwrap();
            let (w, h) = (png.layout.width, png.layout.height);
            assert!(
                svg.starts_with(&format!(
                    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\""
                ))
            );
            assert!(svg.ends_with("</svg>"), "{name}");
            for text in &png.layout.texts {
                let element = format!(">{}</text>", escaped(&text.text));
                assert!(svg.contains(&element), "{name}: {:?} is missing from the SVG", text.text);
                let at = format!("<text x=\"{}\"", text.rect.x0.round() as i64);
                assert!(svg.contains(&at), "{name}: {:?} is not at x = {}", text.text, text.rect.x0);
            }
            // Kept for a look beside the PNG samples.
            let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("kontor-render-samples");
            std::fs::create_dir_all(&dir).unwrap();
            let file = format!("{}-{}.svg", name.replace(' ', "-"), voice.lang.code());
            std::fs::write(dir.join(file), &svg).unwrap();
            let labels = png.layout.labels.len();
            let texts = svg.matches("<text ").count();
            assert!(texts >= png.layout.texts.len(), "{name}: {texts} texts in the SVG");
            eprintln!("{name}: {} KB of SVG, {texts} texts ({labels} map labels), {w}×{h}", svg.len() / 1024);
        }
    }
}

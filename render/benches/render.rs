//! Board render + PNG encode time for a mid-game 4-player Carthage board, plus hand and score chart,
//! and the tallest boards: Britannia's 4–5 side with 5 players and a generated El Dorado course.

use criterion::{Criterion, criterion_group, criterion_main};
use kontor_engine::Lang;
use kontor_engine::{GameRng, Options, Seat, Viewer};
use kontor_games::carthage::Action;
use kontor_games::{AnyAction, AnyGame, GameKind};
use kontor_i18n::{Catalog, Voice};
use kontor_render::{RENDER_LOCALES, render_board, render_board_svg, render_final_scores, render_hand};

/// A seeded 4-player game after `steps` moves, buying whenever it can so that the storehouses fill up.
fn game(steps: usize) -> AnyGame {
    let mut game = AnyGame::setup(GameKind::Carthage, &Options::default(), 4, 17).unwrap();
    let mut rng = GameRng::from_seed(17);
    for _ in 0..steps {
        let Some(&seat) = game.active_seats().first() else { break };
        let buy = AnyAction::Carthage(Action::Buy);
        let action = if game.legal_actions(seat).contains(&buy) {
            buy
        } else {
            game.bot_action(seat, &mut rng).unwrap()
        };
        game.apply(seat, &action).unwrap();
    }
    game
}

fn names() -> Vec<String> {
    ["Anna", "Bartholomew", "Chen", "Dorota"].map(String::from).to_vec()
}

fn bench(c: &mut Criterion) {
    let names = names();
    let catalog = Catalog::new(&[kontor_games::all_locales(), vec![RENDER_LOCALES]].concat()).unwrap();
    let voice = Voice { catalog: &catalog, lang: Lang::En, names: &names };
    let mid = game(120);
    let board = mid.view(Viewer::Spectator);
    c.bench_function("carthage board 4p render+encode", |b| b.iter(|| render_board(&board, &voice).unwrap()));
    let hand = mid.view(Viewer::Seat(Seat(0)));
    c.bench_function("carthage hand render+encode", |b| b.iter(|| render_hand(&hand, &voice).unwrap()));
    for (kind, options, seats, tag) in [
        (
            GameKind::Hansa,
            vec![("map", "britannia"), ("side", "45")],
            5,
            "hansa britannia45 board 5p render+encode",
        ),
        (GameKind::ElDorado, vec![("course", "random")], 4, "el dorado random course board 4p render+encode"),
    ] {
        let mut o = Options::default();
        for (k, v) in options {
            o.insert(k.into(), v.into());
        }
        let names: Vec<String> =
            ["Anna", "Bartholomew", "Chen", "Dorota", "Eero"].map(String::from)[..seats].to_vec();
        let voice = Voice { catalog: &catalog, lang: Lang::En, names: &names };
        let view = AnyGame::setup(kind, &o, seats, 23).unwrap().view(Viewer::Spectator);
        c.bench_function(tag, |b| b.iter(|| render_board(&view, &voice).unwrap()));
        let svg = tag.replace("render+encode", "as SVG");
        c.bench_function(&svg, |b| b.iter(|| render_board_svg(&view, &voice).unwrap()));
    }
    let over = game(100_000);
    if let Some(outcome) = over.outcome() {
        c.bench_function("final scores chart", |b| b.iter(|| render_final_scores(&outcome, &voice).unwrap()));
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30);
    targets = bench
}
criterion_main!(benches);

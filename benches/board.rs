//! Board render + PNG encode per game, on the spectator's view of a mid-game position.
//! `cargo bench -p kontor-tests --bench board`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kontor_engine::{Lang, Viewer};
use kontor_games::GameKind;
use kontor_tests::bench::mid_game;

fn boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("board_png");
    group.sample_size(30);
    for kind in GameKind::ALL {
        let (_, max) = kind.seat_range();
        let seats = max.min(4);
        let game = mid_game(kind, seats, 5, 60);
        let view = game.view(Viewer::Spectator);
        let names: Vec<String> = (1..=seats).map(|i| format!("Player {i}")).collect();
        let voice = kontor_i18n::Voice { catalog: kontor_service::catalog(), lang: Lang::En, names: &names };
        let png = kontor_render::render_board(&view, &voice).expect("render");
        println!("{kind}: board PNG {} bytes", png.len());
        group.bench_function(format!("{kind}/{seats}p"), |b| {
            b.iter(|| black_box(kontor_render::render_board(&view, &voice).expect("render")))
        });
    }
    group.finish();
}

criterion_group!(benches, boards);
criterion_main!(benches);

//! One bot decision per game: the tree search with a fixed budget of 100 iterations (the
//! `--iterations` of `kontor arena`) from a 4-player position 40 random steps in, and the one-ply
//! `easy` bot from the same position.
//! `cargo bench -p kontor-tests --no-default-features --bench search`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kontor_engine::{BotLevel, GameRng};
use kontor_games::GameKind;
use kontor_tests::bench::mid_game;

/// Iterations of one measured search decision.
const ITERATIONS: usize = 100;

fn decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("bot_decision");
    group.sample_size(10);
    for kind in GameKind::ALL {
        let (min, max) = kind.seat_range();
        let seats = max.min(4).max(min);
        let game = mid_game(kind, seats, 3, 40);
        let seat = *game.active_seats().first().expect("the game goes on");
        let mut seed = 0u64;
        for (level, cap) in [(BotLevel::Easy, None), (BotLevel::Hard, Some(ITERATIONS))] {
            let name = match cap {
                Some(n) => format!("{kind}/{seats}p/search-{n}"),
                None => format!("{kind}/{seats}p/{level}"),
            };
            group.bench_function(name, |b| {
                b.iter(|| {
                    seed += 1;
                    black_box(
                        game.think(seat, level, cap, &mut GameRng::from_seed(seed), || {
                            std::time::Duration::ZERO
                        }),
                    )
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);

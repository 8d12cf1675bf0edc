//! Rules speed per game: one rules step (legal actions + apply) and random full playouts.
//! `cargo bench -p kontor-tests --bench playouts`

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use kontor_games::GameKind;
use kontor_tests::bench::{mid_game, policy_game, random_game, rules_step};

fn rules_steps(c: &mut Criterion) {
    let mut group = c.benchmark_group("rules_step");
    for kind in GameKind::ALL {
        let (min, max) = kind.seat_range();
        let seats = max.min(4).max(min);
        let game = mid_game(kind, seats, 3, 40);
        let mut pick = 0usize;
        group.bench_function(format!("{kind}/{seats}p"), |b| {
            b.iter_batched_ref(
                || game.clone(),
                |g| {
                    pick = pick.wrapping_add(7);
                    black_box(rules_step(g, pick))
                },
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

/// Full games per second for every game at its fewest seats and at four (or its most).
fn playout_group(c: &mut Criterion, name: &str, play: fn(GameKind, usize, u64) -> usize) {
    let mut group = c.benchmark_group(name);
    group.sample_size(20);
    for kind in GameKind::ALL {
        let (min, max) = kind.seat_range();
        for seats in [min, max.min(4)] {
            let mut seed = 0u64;
            group.throughput(Throughput::Elements(1));
            group.bench_function(format!("{kind}/{seats}p"), |b| {
                b.iter(|| {
                    seed += 1;
                    black_box(play(kind, seats, seed))
                })
            });
        }
    }
    group.finish();
}

/// Uniformly random legal actions from setup to the end.
fn playouts(c: &mut Criterion) {
    playout_group(c, "random_playout", random_game);
}

/// The games' playout policies (`BotHints::playout_action` + `Rules::advance`), as bot search plays.
fn policy_playouts(c: &mut Criterion) {
    playout_group(c, "policy_playout", policy_game);
}

criterion_group!(benches, rules_steps, playouts, policy_playouts);
criterion_main!(benches);

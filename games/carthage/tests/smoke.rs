use kontor_carthage::Carthage;
use kontor_engine::{Game, GameRng, Options, random_playout};

#[test]
fn random_playouts_finish() {
    for seats in 2..=4 {
        for seed in 0..50u64 {
            let mut g = Carthage::setup(&Options::new(), seats, seed).unwrap();
            let mut rng = GameRng::from_seed(seed + 1000);
            let r = random_playout(&mut g, &mut rng, 20000, |g, _, _| {
                if g.card_count() != 108 { Err(format!("cards {}", g.card_count())) } else { Ok(()) }
            });
            assert!(r.is_ok(), "seats {seats} seed {seed}: {r:?}");
        }
    }
}

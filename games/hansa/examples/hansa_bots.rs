use kontor_engine::prelude::*;
use kontor_engine::{GameRng, Options, choose_bot_action};
use kontor_hansa::Hansa;

fn main() {
    let seats: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let limit: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let mut g = Hansa::setup(&Options::new(), seats, 11).unwrap();
    let mut rng = GameRng::from_seed(11);
    let mut steps = 0;
    let t = std::time::Instant::now();
    while !g.is_over() && steps < limit {
        steps += 1;
        let seat = g.active_seats()[0];
        let action = choose_bot_action(&g, seat, &mut rng).expect("a move");
        if steps + 40 > limit {
            println!("{seat}: {}", g.format_action(&action));
        }
        g.apply(seat, &action).expect("legal");
    }
    println!("{steps} steps in {:?}, over {}", t.elapsed(), g.is_over());
    println!("{}", g.public_summary());
    if let Some(o) = g.outcome() {
        println!("{:?}", o.scores);
    }
}

//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the game set up with seed 7. The stored action log must replay to exactly the
//! same final scores and ranking. Regenerate with
//! `cargo test -p kontor-carthage -- --ignored regenerate_golden_records`
//! only after a deliberate rule change, and say so in the commit.

use kontor_carthage::Carthage;
use kontor_engine::Options;
use kontor_engine::conformance::replay_record;
use kontor_engine::prelude::*;

const RECORD: &str = include_str!("golden/carthage-3p-seed7.json");

#[test]
fn golden_game_replays_to_the_recorded_result() {
    let (record, end) = replay_record::<Carthage>(RECORD, &Options::new());
    assert_eq!((record.seats, record.seed), (3, 7));
    assert_eq!(end.card_count(), 108);

    let outcome = end.outcome().expect("outcome");
    let scores: Vec<i64> = outcome.scores.values().copied().collect();
    let tokens: Vec<u32> = end.players.values().map(|p| p.token_total()).collect();
    let ranking: Vec<(u8, u8, i64, Vec<i64>)> =
        outcome.ranking.iter().map(|p| (p.seat.0, p.place, p.score, p.tiebreaks.clone())).collect();
    assert_eq!(record.moves.len(), GOLDEN_MOVES);
    assert_eq!(scores, GOLDEN_SCORES);
    assert_eq!(tokens, GOLDEN_TOKENS);
    assert_eq!(ranking, golden_ranking());
}

/// The recorded result: seat 2 wins with 14 victory-point cards; seat 1 is second on 10.
const GOLDEN_MOVES: usize = 100;
const GOLDEN_SCORES: [i64; 3] = [10, 14, 7];
const GOLDEN_TOKENS: [u32; 3] = [7, 8, 6];

fn golden_ranking() -> Vec<(u8, u8, i64, Vec<i64>)> {
    vec![(1, 1, 14, vec![8]), (0, 2, 10, vec![7]), (2, 3, 7, vec![6])]
}

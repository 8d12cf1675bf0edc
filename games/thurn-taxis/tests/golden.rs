//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the game set up with seed 7. The stored action log must replay to exactly the
//! same final scores and ranking. Regenerate with
//! `cargo test -p kontor-thurn-taxis --test golden -- --ignored regenerate_golden_record`
//! only after a deliberate rule change, and say so in the commit.

use kontor_engine::golden::{play_bots, replay_record, write_record};
use kontor_engine::{Game, Options};
use kontor_thurn_taxis::ThurnTaxis;

const PATH: &str = "tests/golden/thurn-taxis-3p-seed7.json";
const RECORD: &str = include_str!("golden/thurn-taxis-3p-seed7.json");
const MAX_MOVES: usize = 20_000;

#[test]
#[ignore = "writes the golden file; run on purpose only"]
fn regenerate_golden_record() {
    write_record(PATH, &play_bots::<ThurnTaxis>(&Options::new(), 3, 7, 7, MAX_MOVES));
}

#[test]
fn golden_game_replays_to_the_recorded_result() {
    let (record, end) = replay_record::<ThurnTaxis>(RECORD, &Options::new());
    assert_eq!((record.seats, record.seed), (3, 7));
    assert!(end.cards_conserved());

    let scores: Vec<i64> = end.outcome().expect("outcome").scores.values().copied().collect();
    assert_eq!(record.moves.len(), GOLDEN_MOVES);
    assert_eq!(scores, GOLDEN_SCORES);
    // The bots still play the same game (a change to `evaluate` shows up here).
    let again = play_bots::<ThurnTaxis>(&Options::new(), 3, 7, 7, MAX_MOVES);
    assert_eq!(again.moves.len(), record.moves.len());
}

/// The recorded result: seat 3 wins with 28 points, seat 1 has 16, seat 2 has 14.
const GOLDEN_MOVES: usize = 347;
const GOLDEN_SCORES: [i64; 3] = [16, 14, 28];

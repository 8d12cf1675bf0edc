//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the game set up with seed 7. The stored action log must replay to exactly the
//! same final scores and ranking. Regenerate with
//! `cargo test -p kontor-hansa --test golden -- --ignored regenerate_golden_record`
//! only after a deliberate rule change, and say so in the commit.

use kontor_engine::Options;
use kontor_engine::golden::{play_bots, replay_record, write_record};
use kontor_hansa::Hansa;

const PATH: &str = "tests/golden/hansa-3p-seed7.json";
const RECORD: &str = include_str!("golden/hansa-3p-seed7.json");
const MAX_MOVES: usize = 10_000;

#[test]
#[ignore = "writes the golden file; run on purpose only"]
fn regenerate_golden_record() {
    write_record(PATH, &play_bots::<Hansa>(&Options::new(), 3, 7, 7, MAX_MOVES));
}

#[test]
fn golden_game_replays_to_the_recorded_result() {
    // Replays the log, checks every move's notation and the recorded scores and winners.
    let (record, _end) = replay_record::<Hansa>(RECORD, &Options::new());
    assert_eq!((record.seats, record.seed), (3, 7));
    assert!(!record.scores.is_empty() && !record.winners.is_empty(), "the record keeps its result");
    // The bots' own game is still the recorded one.
    let again = play_bots::<Hansa>(&Options::new(), 3, 7, 7, MAX_MOVES);
    assert_eq!(again.moves.len(), record.moves.len());
}

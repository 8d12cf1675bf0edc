//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the first-game course set up with seed 7. The stored action log must replay to
//! exactly the same result. Regenerate with
//! `cargo test -p kontor-el-dorado -- --ignored regenerate_golden_records`
//! only after a deliberate rule change, and say so in the commit (then update `GOLDEN_BLOCKADES`).

use kontor_el_dorado::ElDorado;
use kontor_engine::Options;
use kontor_engine::conformance::replay_record;

const RECORD: &str = include_str!("golden/el-dorado-3p-seed7.json");

#[test]
fn golden_game_replays_to_the_recorded_result() {
    let (record, end) = replay_record::<ElDorado>(RECORD, &Options::new());
    assert_eq!((record.seats, record.seed), (3, 7));
    assert_eq!(record.winners, [1], "seat 2 reaches El Dorado first");
    let blockades: Vec<Vec<u8>> = end.players.values().map(|p| p.blockades.clone()).collect();
    assert_eq!(blockades, GOLDEN_BLOCKADES);
}

/// Blockades taken by each seat in the recorded game (the tie-break).
const GOLDEN_BLOCKADES: [&[u8]; 3] = [&[2], &[], &[6, 3, 1]];

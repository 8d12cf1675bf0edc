//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the first-game course set up with seed 7. The stored action log must replay to
//! exactly the same result. Regenerate with
//! `cargo test -p kontor-el-dorado --test golden -- --ignored regenerate_golden_record`
//! only after a deliberate rule change, and say so in the commit.

use kontor_el_dorado::{Action, ElDorado};
use kontor_engine::{Game, GameRng, Options, Seat, choose_bot_action, replay};
use serde::{Deserialize, Serialize};

const PATH: &str = "tests/golden/el-dorado-3p-seed7.json";
const RECORD: &str = include_str!("golden/el-dorado-3p-seed7.json");

#[derive(Serialize, Deserialize)]
struct Move {
    seat: Seat,
    notation: String,
    action: Action,
}

#[derive(Serialize, Deserialize)]
struct Record {
    game: String,
    seats: usize,
    seed: u64,
    bot_rng_seed: u64,
    moves: Vec<Move>,
    winners: Vec<Seat>,
    blockades: Vec<Vec<u8>>,
}

fn play_bots() -> Record {
    let (seats, seed, bot_rng_seed) = (3, 7, 7);
    let mut g = ElDorado::setup(&Options::new(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(bot_rng_seed);
    let mut moves = Vec::new();
    while !g.is_over() {
        assert!(moves.len() < 5_000, "the bots' game does not end");
        let seat = g.active_seats()[0];
        let action = choose_bot_action(&g, seat, &mut rng).expect("the active seat has a move");
        let notation = g.format_action(&action);
        g.apply(seat, &action).expect("the bot plays legal moves");
        moves.push(Move { seat, notation, action });
    }
    let winners = g.outcome().expect("outcome").winners();
    let blockades = g.players.values().map(|p| p.blockades.clone()).collect();
    Record { game: "el-dorado".into(), seats, seed, bot_rng_seed, moves, winners, blockades }
}

#[test]
#[ignore = "writes the golden file; run on purpose only"]
fn regenerate_golden_record() {
    let record = play_bots();
    let json = serde_json::to_string_pretty(&record).expect("json");
    std::fs::write(PATH, json + "\n").expect("write the golden file");
}

#[test]
fn golden_game_replays_to_the_recorded_result() {
    let record: Record = serde_json::from_str(RECORD).expect("golden JSON");
    assert_eq!((record.game.as_str(), record.seats, record.seed), ("el-dorado", 3, 7));
    let log: Vec<(Seat, Action)> = record.moves.iter().map(|m| (m.seat, m.action)).collect();
    let end: ElDorado = replay(&Options::new(), record.seats, record.seed, &log).expect("the log replays");
    assert!(end.is_over());
    let mut g = ElDorado::setup(&Options::new(), record.seats, record.seed).expect("setup");
    for (i, m) in record.moves.iter().enumerate() {
        assert_eq!(g.parse_action(m.seat, &m.notation), Ok(m.action), "move {i}: `{}`", m.notation);
        g.apply(m.seat, &m.action).expect("legal");
    }
    assert_eq!(g, end);
    assert_eq!(end.outcome().expect("outcome").winners(), record.winners);
    let blockades: Vec<Vec<u8>> = end.players.values().map(|p| p.blockades.clone()).collect();
    assert_eq!(blockades, record.blockades);
    // The bots still play the same game.
    let again = play_bots();
    assert_eq!(again.moves.len(), record.moves.len());
}

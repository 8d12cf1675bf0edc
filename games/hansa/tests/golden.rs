//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the game set up with seed 7. The stored action log must replay to exactly the
//! same final scores and ranking. Regenerate with
//! `cargo test -p kontor-hansa --test golden -- --ignored regenerate_golden_record`
//! only after a deliberate rule change, and say so in the commit.

use kontor_engine::{Game, GameRng, Options, Seat, choose_bot_action, replay};
use kontor_hansa::{Action, Hansa};
use serde::{Deserialize, Serialize};

const PATH: &str = "tests/golden/hansa-3p-seed7.json";
const RECORD: &str = include_str!("golden/hansa-3p-seed7.json");

#[derive(Serialize, Deserialize)]
struct Move {
    seat: Seat,
    /// The chat notation at that point, for people reading the file.
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
    scores: Vec<i64>,
    winners: Vec<u8>,
}

fn play_bots() -> Record {
    let (seats, seed, bot_rng_seed) = (3, 7, 7);
    let mut g = Hansa::setup(&Options::new(), seats, seed).expect("setup");
    let mut rng = GameRng::from_seed(bot_rng_seed);
    let mut moves = Vec::new();
    while !g.is_over() {
        assert!(moves.len() < 10_000, "the bots' game does not end");
        let seat = g.active_seats()[0];
        let action = choose_bot_action(&g, seat, &mut rng).expect("the active seat has a move");
        let notation = g.format_action(&action);
        g.apply(seat, &action).expect("the bot plays legal moves");
        moves.push(Move { seat, notation, action });
    }
    let outcome = g.outcome().expect("outcome");
    Record {
        game: "hansa".into(),
        seats,
        seed,
        bot_rng_seed,
        moves,
        scores: outcome.scores.values().copied().collect(),
        winners: outcome.winners().iter().map(|s| s.0).collect(),
    }
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
    assert_eq!((record.game.as_str(), record.seats, record.seed), ("hansa", 3, 7));
    let log: Vec<(Seat, Action)> = record.moves.iter().map(|m| (m.seat, m.action.clone())).collect();
    let end: Hansa = replay(&Options::new(), record.seats, record.seed, &log).expect("the log replays");
    assert!(end.is_over());

    // The notation in the file still means the same moves.
    let mut g = Hansa::setup(&Options::new(), record.seats, record.seed).expect("setup");
    for (i, m) in record.moves.iter().enumerate() {
        assert_eq!(g.parse_action(m.seat, &m.notation), Ok(m.action.clone()), "move {i}: `{}`", m.notation);
        g.apply(m.seat, &m.action).expect("legal");
    }
    assert_eq!(g, end);

    let outcome = end.outcome().expect("outcome");
    let scores: Vec<i64> = outcome.scores.values().copied().collect();
    assert_eq!(scores, record.scores);
    assert_eq!(outcome.winners().iter().map(|s| s.0).collect::<Vec<_>>(), record.winners);
    // The bots' own game is still the recorded one.
    let again = play_bots();
    assert_eq!(again.moves.len(), record.moves.len());
}

//! A golden game record: three bots (`kontor_engine::choose_bot_action`, one `GameRng` seeded 7 for
//! all seats) play the game set up with seed 7. The stored action log must replay to exactly the
//! same final scores and ranking. Regenerate with
//! `cargo test -p kontor-carthage --test golden -- --ignored regenerate_golden_record`
//! only after a deliberate rule change, and say so in the commit.

use kontor_carthage::{Action, Carthage};
use kontor_engine::{Game, GameRng, Options, Seat, choose_bot_action, replay};
use serde::{Deserialize, Serialize};

const PATH: &str = "tests/golden/carthage-3p-seed7.json";
const RECORD: &str = include_str!("golden/carthage-3p-seed7.json");

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
}

fn play_bots() -> Record {
    let (seats, seed, bot_rng_seed) = (3, 7, 7);
    let mut g = Carthage::setup(&Options::new(), seats, seed).expect("setup");
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
    Record { game: "carthage".into(), seats, seed, bot_rng_seed, moves }
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
    assert_eq!((record.game.as_str(), record.seats, record.seed), ("carthage", 3, 7));
    let log: Vec<(Seat, Action)> = record.moves.iter().map(|m| (m.seat, m.action.clone())).collect();
    let end: Carthage = replay(&Options::new(), record.seats, record.seed, &log).expect("the log replays");
    assert!(end.is_over());
    assert_eq!(end.card_count(), 108);

    // The notation in the file still means the same moves.
    let mut g = Carthage::setup(&Options::new(), record.seats, record.seed).expect("setup");
    for (i, m) in record.moves.iter().enumerate() {
        assert_eq!(g.parse_action(m.seat, &m.notation), Ok(m.action.clone()), "move {i}: `{}`", m.notation);
        g.apply(m.seat, &m.action).expect("legal");
    }
    assert_eq!(g, end);

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

/// The recorded result: seat 3 wins with 17 victory-point cards; seat 1 is second on 15.
const GOLDEN_MOVES: usize = 163;
const GOLDEN_SCORES: [i64; 3] = [15, 12, 17];
const GOLDEN_TOKENS: [u32; 3] = [8, 7, 8];

fn golden_ranking() -> Vec<(u8, u8, i64, Vec<i64>)> {
    vec![(2, 1, 17, vec![8]), (0, 2, 15, vec![8]), (1, 3, 12, vec![7])]
}

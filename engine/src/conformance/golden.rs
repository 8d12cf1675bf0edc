//! Golden game records, shared by the game crates' tests: bots play a seeded game, its action log is
//! stored as JSON with each move's notation, and the test replays it after every change to the rules.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{Game, GameRng, Options, Seat, choose_bot_action, replay};

/// The most moves a recorded bots' game may take.
const MAX_MOVES: usize = 20_000;

/// One recorded move.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GoldenMove<A> {
    pub seat: Seat,
    /// The chat notation at that point, for people reading the file.
    pub notation: String,
    pub action: A,
}

/// A recorded bots' game: setup, bot generator seed, moves and (optionally) the final result.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound(serialize = "A: Serialize", deserialize = "A: DeserializeOwned"))]
pub struct GoldenRecord<A> {
    pub game: String,
    pub seats: usize,
    pub seed: u64,
    pub bot_rng_seed: u64,
    /// Final scores by seat; older records leave them out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<i64>,
    /// Winning seats; older records leave them out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<u8>,
    pub moves: Vec<GoldenMove<A>>,
}

impl<A: Clone> GoldenRecord<A> {
    /// The action log, as `replay` takes it.
    #[must_use]
    pub fn log(&self) -> Vec<(Seat, A)> {
        self.moves.iter().map(|m| (m.seat, m.action.clone())).collect()
    }
}

/// Bots (`choose_bot_action`, one generator seeded `bot_rng_seed` for all seats) play a game to
/// its end. Panics if it takes more than `max_moves`.
#[must_use]
pub fn play_bots<G: Game>(
    options: &Options,
    seats: usize,
    seed: u64,
    bot_rng_seed: u64,
    max_moves: usize,
) -> GoldenRecord<G::Action> {
    let mut g = G::setup(options, seats, seed).expect("setup");
    let moves = bots_finish(&mut g, bot_rng_seed, max_moves);
    let outcome = g.outcome().expect("the game is over");
    GoldenRecord {
        game: G::NAME.into(),
        seats,
        seed,
        bot_rng_seed,
        scores: outcome.scores.values().copied().collect(),
        winners: outcome.winners().iter().map(|s| s.0).collect(),
        moves,
    }
}

/// Bots (`choose_bot_action`, one generator seeded `bot_rng_seed` for all seats) play `g` to its
/// end; returns their moves. Panics if it takes more than `max_moves`.
pub fn bots_finish<G: Game>(g: &mut G, bot_rng_seed: u64, max_moves: usize) -> Vec<GoldenMove<G::Action>> {
    let mut rng = GameRng::from_seed(bot_rng_seed);
    let mut moves = Vec::new();
    while !g.is_over() {
        assert!(moves.len() < max_moves, "the bots' game does not end within {max_moves} moves");
        let seat = g.active_seats()[0];
        let action = choose_bot_action(g, seat, &mut rng).expect("the active seat has a move");
        let notation = g.format_action(&action);
        g.apply(seat, &action).expect("the bot plays legal moves");
        moves.push(GoldenMove { seat, notation, action });
    }
    moves
}

/// Plays the bots' game of the record at `path` again (its seats, seed and bot seed) and writes
/// it there as pretty JSON: for the ignored `regenerate_golden_records` test, after a deliberate
/// rule change.
pub fn regenerate_record<G: Game>(path: &str, options: &Options) {
    let old: GoldenRecord<serde_json::Value> =
        serde_json::from_str(&std::fs::read_to_string(path).expect("read the golden file"))
            .expect("golden JSON");
    let record = play_bots::<G>(options, old.seats, old.seed, old.bot_rng_seed, MAX_MOVES);
    let json = serde_json::to_string_pretty(&record).expect("json");
    std::fs::write(path, json + "\n").expect("write the golden file");
}

/// Reads a record, replays it and checks that the game ends, that every move's notation still
/// parses to the same action, and that the recorded result (when present) is still the result.
/// The bots, given the record's seeds, play the same moves again. Returns the final state for
/// the game's own checks.
#[must_use]
pub fn replay_record<G: Game + PartialEq>(json: &str, options: &Options) -> (GoldenRecord<G::Action>, G) {
    let record: GoldenRecord<G::Action> = serde_json::from_str(json).expect("golden JSON");
    assert_eq!(record.game, G::NAME, "a record of another game");
    let end: G = replay(options, record.seats, record.seed, &record.log()).expect("the log replays");
    assert!(end.is_over(), "the recorded game ends");

    let mut g = G::setup(options, record.seats, record.seed).expect("setup");
    for (i, m) in record.moves.iter().enumerate() {
        assert_eq!(g.parse_action(m.seat, &m.notation), Ok(m.action.clone()), "move {i}: `{}`", m.notation);
        g.apply(m.seat, &m.action).expect("legal");
    }
    assert!(g == end, "applying the parsed notation gives another state than the replay");

    let outcome = end.outcome().expect("outcome");
    if !record.scores.is_empty() {
        let scores: Vec<i64> = outcome.scores.values().copied().collect();
        assert_eq!(scores, record.scores, "final scores");
    }
    if !record.winners.is_empty() {
        let winners: Vec<u8> = outcome.winners().iter().map(|s| s.0).collect();
        assert_eq!(winners, record.winners, "winners");
    }
    let again = play_bots::<G>(options, record.seats, record.seed, record.bot_rng_seed, MAX_MOVES);
    let notations =
        |r: &GoldenRecord<G::Action>| r.moves.iter().map(|m| m.notation.clone()).collect::<Vec<_>>();
    assert_eq!(notations(&again), notations(&record), "the bots play the recorded game again");
    (record, end)
}

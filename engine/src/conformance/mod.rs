//! The conformance harness every game runs: one [`conformance!`](crate::conformance) line in a
//! game crate's `tests/conformance.rs` plays seeded games at each of its player counts and option
//! sets and checks what every game promises through [`Game`]:
//!
//! - playouts end, with no panic and no dead end, and a finished game has an outcome and no seat
//!   left to act;
//! - `legal_actions` agrees with `apply`: every listed action applies, and candidates that are not
//!   listed (the game's [`Checks::probes`], other seats' moves) are refused and change nothing;
//! - the state survives serde, every legal action's notation parses back to it, and the action log
//!   replays to the same state;
//! - no view shows one seat what another seat hides: a seat's view, and the spectator's, stay the
//!   same on a state redrawn from what the seat can see
//!   ([`BotHints::determinize`](crate::BotHints::determinize)), and no view has a key the game
//!   names secret;
//! - every legal move has its own path in the menu of moves ([`check_menu_paths`]);
//! - the playout policy plays listed moves, and `advance` changes the state as `apply` does;
//! - bots (the one-ply bot and the tree search) decide the same whatever they cannot see;
//! - golden records replay to their recorded result.
//!
//! Rules examples and other checks of one game stay with that game. This module is compiled only
//! with the `conformance` feature, which game crates enable for their tests alone.

mod golden;
mod menus;
mod no_peeking;
mod playouts;
mod policy;
mod steps;

pub use golden::{GoldenMove, GoldenRecord, bots_finish, play_bots, regenerate_record, replay_record};
pub use menus::check_menu_paths;
pub use no_peeking::{
    check_no_peeking, check_no_peeking_by, check_no_peeking_in_playouts, check_search_no_peeking_in_playouts,
    check_suite as check_no_peeking_suite,
};
pub use playouts::{Coverage, check_position, checked_playout, run_playouts};
pub use policy::{PlayoutReport, check_playout_policy, check_suite as check_policy_suite, random_playout};
pub use steps::{act, check_shown_active, check_shown_hand, play, refused};

use std::ops::RangeInclusive;

use crate::{Game, GameRng, Options, Seat};

/// What one game adds to the shared checks. Implemented by a unit type in the game's
/// `tests/conformance.rs` (`struct Checks; impl conformance::Checks<Carthage> for Checks`).
pub trait Checks<G: Game> {
    /// Keys that no view may hold anywhere in its JSON (`deck`, `rng`).
    const SECRET_KEYS: &'static [&'static str] = &["rng", "seed"];
    /// Names [`Checks::note`] must have recorded over all playouts of a run (the phases the
    /// checks have to see: a payday, a threat of pirates).
    const MUST_SEE: &'static [&'static str] = &[];

    /// The game's own invariants of a position (cards conserved, pieces counted).
    fn invariants(_game: &G) -> Result<(), String> {
        Ok(())
    }

    /// The game's own checks of what `viewer` sees beyond the shared ones.
    fn check_view(_game: &G, _viewer: crate::Viewer, _view: &G::View) -> Result<(), String> {
        Ok(())
    }

    /// Candidate actions of `seat`, legal or not, to probe `apply` with: the shared checks keep
    /// the ones not listed by `legal_actions` and expect each to be refused.
    fn probes(_game: &G, _seat: Seat, _rng: &mut GameRng) -> Vec<G::Action> {
        Vec::new()
    }

    /// The action the checked playouts take among `legal` (uniform by default; a game may lean
    /// towards progress so that random games end).
    fn choose(_game: &G, _seat: Seat, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        rng.pick(legal).expect("a seat that must act has a legal action").clone()
    }

    /// Records what a position shows about the coverage of the run (a phase's name).
    fn note(_game: &G, _seen: &mut Coverage) {}
}

/// One option set and the player counts it is played with.
#[derive(Clone, Debug)]
pub struct Table {
    pub options: Options,
    pub seats: RangeInclusive<usize>,
}

impl Table {
    /// A table from `key=value` pairs.
    #[must_use]
    pub fn new(options: &[(&str, &str)], seats: RangeInclusive<usize>) -> Table {
        let options = options.iter().map(|(k, v)| ((*k).to_string(), (*v).to_string())).collect();
        Table { options, seats }
    }
}

/// How much of each check a game's suite runs.
#[derive(Clone, Debug)]
pub struct Suite {
    /// The option sets and player counts.
    pub tables: Vec<Table>,
    /// Seeded checked playouts per table and player count, in the suite.
    pub seeds: u64,
    /// The same for the long run (an ignored test, written in docs/benchmarks.md).
    pub long_seeds: u64,
    /// Steps after which a playout counts as endless.
    pub max_steps: usize,
    /// Every how many positions a checked playout runs every check (the game's invariants run at
    /// every position): for games with long playouts and wide move lists.
    pub check_every: usize,
    /// Seeded playouts per table and player count of the one-ply bot's no-peeking check.
    pub peek_seeds: u64,
    /// Every how many positions that check looks at one.
    pub peek_every: usize,
    /// The least share (in percent) of its drawn states that must differ from the real one.
    pub redrawn_percent: usize,
    /// Every how many positions the tree search's no-peeking check looks at one.
    pub search_every: usize,
    /// Search iterations a decision in that check.
    pub search_iterations: usize,
}

impl Suite {
    /// A suite over `tables` with the defaults: 8 checked playouts a table and player count (200
    /// in the long run), 20,000 steps at most; the one-ply bot checked every 9th position of two
    /// playouts, nine drawn states in ten differing; the search every 9th with 12 iterations.
    #[must_use]
    pub fn new(tables: Vec<Table>) -> Suite {
        Suite {
            tables,
            seeds: 8,
            long_seeds: 200,
            max_steps: 20_000,
            check_every: 1,
            peek_seeds: 2,
            peek_every: 9,
            redrawn_percent: 90,
            search_every: 9,
            search_iterations: 12,
        }
    }

    /// Every (options, player count) pair of the suite.
    pub fn each_table(&self) -> impl Iterator<Item = (&Options, usize)> {
        self.tables.iter().flat_map(|t| t.seats.clone().map(move |n| (&t.options, n)))
    }
}

/// The conformance tests of one game, as `#[test]` functions in the calling test file:
///
/// ```ignore
/// kontor_engine::conformance!(Carthage, Checks, suite(), golden: ["tests/golden/carthage-3p-seed7.json"]);
/// ```
///
/// `Checks` implements [`Checks`] for the game; `suite()` is an expression giving the [`Suite`];
/// each golden record path is relative to the crate, a game with the default options.
#[macro_export]
macro_rules! conformance {
    ($game:ty, $checks:ty, $suite:expr, golden: [$($path:literal),* $(,)?]) => {
        mod promises {
            use super::*;
            use $crate::conformance as harness;

            #[test]
            fn playouts_keep_every_promise_of_the_rules() {
                let suite = $suite;
                harness::run_playouts::<$game, $checks>(&suite, suite.seeds);
            }

            #[test]
            #[ignore = "long run: cargo test -p <game> --release -- --ignored long_playouts"]
            fn long_playouts_keep_every_promise_of_the_rules() {
                let suite = $suite;
                harness::run_playouts::<$game, $checks>(&suite, suite.long_seeds);
            }

            #[test]
            fn playout_policy_agrees_with_apply_and_legal_actions() {
                harness::check_policy_suite::<$game>(&$suite);
            }

            #[test]
            fn bots_decide_the_same_whatever_they_cannot_see() {
                harness::check_no_peeking_suite::<$game>(&$suite, false);
            }

            #[test]
            fn search_bots_decide_the_same_whatever_they_cannot_see() {
                harness::check_no_peeking_suite::<$game>(&$suite, true);
            }

            #[test]
            fn golden_records_replay_to_their_results() {
                let options = &$crate::Options::new();
                $(
                    let json = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $path));
                    let _ = harness::replay_record::<$game>(json, options);
                )*
            }

            #[test]
            #[ignore = "rewrites the golden records; run on purpose only, after a deliberate rule change"]
            fn regenerate_golden_records() {
                let options = &$crate::Options::new();
                $(
                    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/", $path);
                    harness::regenerate_record::<$game>(path, options);
                )*
            }
        }
    };
}

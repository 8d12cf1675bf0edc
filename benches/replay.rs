//! Replay GIFs (issue #63): plays several seeded Hansa Teutonica games between search bots at a
//! low iteration count (the longest real games are long because every seat's turn has several
//! actions and the tables are full), takes the one with the most turns, and times drawing its
//! `/replay` GIF — the log replayed turn by turn, a spectator board per turn, shrunk and written
//! as changed rectangles — and reports its size. The limits: at most 8 MB and 20 s.
//!
//! `cargo bench -p kontor-tests --no-default-features --bench replay`
//! (`KONTOR_BENCH_GAMES`, `KONTOR_BENCH_ITERATIONS`, `KONTOR_BENCH_RUNS` change the games played,
//! the bots' search iterations and how often the GIF is drawn.)

use std::time::{Duration, Instant};

use kontor_engine::{BotLevel, GameRng, Options, Seat};
use kontor_games::history::{StoredGame, for_each_turn, spectator_boards};
use kontor_games::{AnyAction, AnyGame, GameKind};
use kontor_i18n::Voice;
use kontor_service::{Lang, catalog};

const MAX_BYTES: usize = 8 << 20;
const MAX_TIME: Duration = Duration::from_secs(20);

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Most actions a self-play game may take: bots that stand still for good (it happens at so few
/// iterations) are given up on.
const MAX_ACTIONS: usize = 3_000;

/// A Hansa game of `seats` search bots (`iterations` each decision) from `seed`, to its end;
/// `None` if it does not end within [`MAX_ACTIONS`].
fn self_play(seats: usize, seed: u64, iterations: usize) -> Option<Vec<(Seat, AnyAction)>> {
    let mut game = AnyGame::setup(GameKind::Hansa, &Options::new(), seats, seed).expect("Hansa seats them");
    let mut log = Vec::new();
    while let Some(&seat) = game.active_seats().first() {
        let mut rng = GameRng::for_move(seed, log.len() as u64);
        let decision = game
            .think(seat, BotLevel::Normal, Some(iterations), &mut rng, || std::time::Duration::ZERO)
            .expect("a move");
        game.apply(seat, &decision.action).expect("a legal move");
        log.push((seat, decision.action));
        if log.len() >= MAX_ACTIONS {
            return None;
        }
    }
    Some(log)
}

/// One self-play game that ended.
struct Played {
    turns: usize,
    seats: usize,
    seed: u64,
    log: Vec<(Seat, AnyAction)>,
}

impl Played {
    fn stored<'a>(&'a self, options: &'a Options) -> StoredGame<'a> {
        StoredGame { kind: GameKind::Hansa, options, seats: self.seats, seed: self.seed, actions: &self.log }
    }
}

/// Plays `games` seeded games (3, 4 and 5 seats in turn); the one with the most turns.
fn longest_game(games: usize, iterations: usize) -> Option<Played> {
    let options = Options::new();
    let started = Instant::now();
    let mut longest: Option<Played> = None;
    for g in 0..games {
        let (seats, seed) = (3 + g % 3, 100 + g as u64);
        let Some(log) = self_play(seats, seed, iterations) else {
            println!("game {g}: {seats} seats, seed {seed}: no end in {MAX_ACTIONS} actions, left out");
            continue;
        };
        let played = Played { turns: 0, seats, seed, log };
        let turns = for_each_turn(&played.stored(&options), |_| {}).expect("the log replays");
        println!("game {g}: {seats} seats, seed {seed}: {} actions, {turns} turns", played.log.len());
        if longest.as_ref().is_none_or(|l| turns > l.turns) {
            longest = Some(Played { turns, ..played });
        }
    }
    println!("{games} games played in {:.1?} ({iterations} search iterations a move)", started.elapsed());
    longest
}

fn main() {
    let (games, iterations, runs) = (
        setting("KONTOR_BENCH_GAMES", 6),
        setting("KONTOR_BENCH_ITERATIONS", 8),
        setting("KONTOR_BENCH_RUNS", 3),
    );
    let Some(played) = longest_game(games, iterations) else { return };
    let options = Options::new();
    let stored = played.stored(&options);
    let names: Vec<String> = (1..=played.seats).map(|n| format!("Player {n}")).collect();
    let voice = Voice { catalog: catalog(), lang: Lang::En, names: &names };
    let mut times = Vec::new();
    let mut bytes = Vec::new();
    for _ in 0..runs.max(1) {
        let started = Instant::now();
        let boards = spectator_boards(&stored).expect("the log replays");
        bytes = kontor_render::render_replay(&boards, &voice).expect("the GIF");
        times.push(started.elapsed());
    }
    times.sort();
    let median = times[times.len() / 2];
    let gif = gif::DecodeOptions::new().read_info(bytes.as_slice()).expect("a GIF");
    let (seats, seed, turns) = (played.seats, played.seed, played.turns);
    println!(
        "longest: {seats} seats, seed {seed}, {} actions, {turns} turns → GIF {}×{}, {turns} frames, \
         {:.2} MB, drawn in {median:.2?} (median of {}; fastest {:.2?}, slowest {:.2?})",
        played.log.len(),
        gif.width(),
        gif.height(),
        bytes.len() as f64 / 1_048_576.0,
        times.len(),
        times[0],
        times[times.len() - 1]
    );
    println!(
        "limits: {} (≤ 8 MB), {} (≤ 20 s)",
        if bytes.len() <= MAX_BYTES { "size ok" } else { "TOO LARGE" },
        if median <= MAX_TIME { "time ok" } else { "TOO SLOW" }
    );
}

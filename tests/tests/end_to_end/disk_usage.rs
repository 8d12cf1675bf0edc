//! Disk used per finished game: games played through `Service::handle` (one human against bots,
//! Carthage, Thurn und Taxis, Hansa and El Dorado in turn, 3 and 4 seats, images off) on a database
//! folder, then the folder's size on disk. A measurement, not a check: run it by hand (see
//! `docs/benchmarks.md`):
//!
//! ```sh
//! cargo test --release -p kontor-tests --no-default-features --test end_to_end disk_usage -- --ignored --nocapture
//! ```
//!
//! `KONTOR_DISK_GAMES` sets the number of games (1,000 by default), `KONTOR_DISK_DIR` keeps the
//! database in that folder instead of a temporary one.

use std::path::Path;
use std::time::Instant;

use std::sync::Arc;

use kontor_engine::{GameRng, Seat};
use kontor_games::GameKind;
use kontor_service::{ChatKey, Command, ManualClock, ServiceConfig, UserKey};
use kontor_storage::{GameStatus, Store};
use kontor_tests::Served;

const KINDS: [GameKind; 4] = [GameKind::Carthage, GameKind::ThurnTaxis, GameKind::Hansa, GameKind::ElDorado];
/// Games are spread over this many chats, as on a server where each chat plays one game after another.
const CHATS: u64 = 50;

/// Bytes the files under `dir` occupy on disk (allocated blocks) and their apparent length.
fn disk_usage(dir: &Path) -> (u64, u64) {
    use std::os::unix::fs::MetadataExt;
    let mut total = (0, 0);
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let meta = entry.metadata().unwrap();
        if meta.is_dir() {
            let (blocks, len) = disk_usage(&entry.path());
            total = (total.0 + blocks, total.1 + len);
        } else {
            total = (total.0 + meta.blocks() * 512, total.1 + meta.len());
        }
    }
    total
}

/// The service and its clock; `delivery` counts commands.
struct Server {
    svc: Served,
    clock: ManualClock,
    delivery: u64,
    rng: GameRng,
}

struct Player<'a> {
    server: &'a mut Server,
    chat: ChatKey,
}

impl Player<'_> {
    /// alice sends one command, between 10 s and 2 h after the previous one, with a fresh
    /// delivery id shaped like Discord's (a 19-digit snowflake).
    async fn say(&mut self, text: &str) {
        let server = &mut *self.server;
        server.delivery += 1;
        server.clock.advance(10_000 + server.rng.below(7_200_000) as u64);
        let cmd = Command::text(self.chat.clone(), UserKey::new("local", "alice"), "alice", text)
            .with_delivery(format!("discord:{}", 1_300_000_000_000_000_000 + server.delivery * 4_194_304));
        server.svc.handle(cmd).await;
    }
}

/// One game: alice opens it, bots take the other seats, alice plays the bot's choice for her seat
/// until the game ends. Returns the number of actions and whether it finished.
async fn play_game(server: &mut Server, n: u64) -> (u32, bool) {
    let kind = KINDS[(n % 4) as usize];
    let seats = 3 + (n / 4) % 2;
    let chat = ChatKey::new("local", format!("room{}", n % CHATS));
    let svc = server.svc.clone();
    let mut alice = Player { server, chat: chat.clone() };
    alice.say(&format!("/new {} players={seats} seed={n}", kind.name())).await;
    for _ in 1..seats {
        alice.say("/addbot").await;
    }
    alice.say("/start").await;
    let mut rng = GameRng::from_seed(n);
    let store = svc.store();
    for _ in 0..5_000 {
        let Some(id) = store.game_in_chat(&chat).unwrap() else { break };
        let game = store.load_snapshot(id).unwrap().expect("a started game");
        if !game.active_seats().contains(&Seat(0)) {
            break;
        }
        let action = game.bot_action(Seat(0), &mut rng).expect("a move");
        alice.say(&format!("/play {}", game.format_action(&action))).await;
    }
    if let Some(id) = store.game_in_chat(&chat).unwrap() {
        let record = store.record(id).unwrap().unwrap();
        println!(
            "game {n} ({}, {seats} seats, seed {n}) stalled after {} actions",
            kind.name(),
            record.actions
        );
        alice.say("/abandon").await;
        let record = store.record(id).unwrap().unwrap();
        return (record.actions, false);
    }
    let id = store.games_of(&UserKey::new("local", "alice")).unwrap().into_iter().max().unwrap();
    let record = store.record(id).unwrap().unwrap();
    (record.actions, record.status == GameStatus::Finished)
}

#[test]
#[ignore = "a measurement; run by hand with --release (docs/benchmarks.md)"]
fn disk_per_finished_game() {
    let games: u64 = std::env::var("KONTOR_DISK_GAMES").map_or(1_000, |v| v.parse().unwrap());
    let temp = tempfile::tempdir().unwrap();
    let dir = std::env::var("KONTOR_DISK_DIR").map_or(temp.path().to_path_buf(), Into::into);
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let started = Instant::now();
    let (mut finished, mut actions, delivery);
    {
        // 2026-01-05 09:00 UTC.
        let clock = ManualClock::starting_at(1_767_603_600_000);
        let config = ServiceConfig { images: false, ..ServiceConfig::default() };
        let svc = Served::new(Store::open(&dir).unwrap(), config, Arc::new(clock.clone()));
        let mut server = Server { svc, clock, delivery: 0, rng: GameRng::from_seed(1) };
        (finished, actions) = (0u64, 0u64);
        for n in 0..games {
            let (count, done) = rt.block_on(play_game(&mut server, n));
            actions += u64::from(count);
            finished += u64::from(done);
        }
        server.svc.store().flush().unwrap();
        delivery = server.delivery;
    }
    let elapsed = started.elapsed();
    let (on_disk, apparent) = disk_usage(&dir);
    println!(
        "{games} games ({finished} finished, {actions} actions, {delivery} commands) in {:.0} s",
        elapsed.as_secs_f64()
    );
    let per = |bytes: u64| bytes as f64 / finished.max(1) as f64 / 1024.0;
    println!(
        "after the games: {:.1} MB on disk ({:.1} MB apparent), {:.1} KB per finished game",
        on_disk as f64 / 1e6,
        apparent as f64 / 1e6,
        per(on_disk)
    );
    // Reopen (as after a restart) and look again.
    drop(Store::open(&dir).unwrap());
    let (on_disk, apparent) = disk_usage(&dir);
    println!(
        "after reopening: {:.1} MB on disk ({:.1} MB apparent), {:.1} KB per finished game",
        on_disk as f64 / 1e6,
        apparent as f64 / 1e6,
        per(on_disk)
    );
}

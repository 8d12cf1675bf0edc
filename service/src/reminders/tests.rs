//! A panic in one game's reminder check: caught, logged, the game parked, the others reminded.

use std::cell::Cell;
use std::sync::Arc;
use std::time::Duration;

use kontor_storage::{ChatKey, GameId, HOUR_MS, Store, UserKey};
use tokio::sync::broadcast::Receiver;

use super::PARK_MS;
use crate::{Command, Outbound, Service, ServiceConfig, TokioClock};

thread_local! {
    /// The game whose check panics (the reminder task runs on the test's thread).
    static PANICKING: Cell<Option<GameId>> = const { Cell::new(None) };
    /// How many more times the reminder task itself panics as it starts.
    static TASK_PANICS: Cell<u32> = const { Cell::new(0) };
}

/// Panics (and counts it) while the test wants the reminder task to die.
pub(super) fn panic_task_if_chosen() {
    let left = TASK_PANICS.get();
    if left > 0 {
        TASK_PANICS.set(left - 1);
        panic!("a fault in the reminder task");
    }
}

/// Panics if `id` is the game the test chose.
pub(super) fn panic_if_chosen(id: GameId) {
    if PANICKING.get() == Some(id) {
        panic!("a fault in game {id}'s reminder check");
    }
}

/// 2026-01-05 10:00 UTC.
const MONDAY_10H: u64 = 1_767_607_200_000;

async fn say(svc: &Service, room: &str, who: &str, text: &str) {
    svc.handle(Command::text(ChatKey::new("t", room), UserKey::new("t", who), who, text)).await;
}

/// `who` against one bot in `room`, waiting for their move.
async fn against_a_bot(svc: &Service, room: &str, who: &str) {
    say(svc, room, who, "/new carthage players=2 seed=3").await;
    say(svc, room, who, "/addbot").await;
    say(svc, room, who, "/start").await;
}

/// A service without pictures on tokio's (paused) clock from Monday 10:00.
fn paused_service() -> Service {
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    Service::new(Store::temporary().unwrap(), config, Arc::new(TokioClock::starting_at(MONDAY_10H)))
}

/// Starts the reminder task; returns what it pushes.
fn start(svc: &Service) -> Receiver<Outbound> {
    let rx = svc.subscribe();
    tokio::spawn(svc.clone().run_reminders());
    rx
}

/// Lets `ms` pass; returns the chats reminded meanwhile.
async fn reminded(rx: &mut Receiver<Outbound>, ms: u64) -> Vec<String> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    for _ in 0..20 {
        tokio::task::yield_now().await;
    }
    let mut rooms = Vec::new();
    while let Ok(post) = rx.try_recv() {
        if let crate::Delivery::Channel { chat, text, .. } = post.delivery
            && text.starts_with('⏰')
        {
            rooms.push(chat.id);
        }
    }
    rooms
}

#[tokio::test(start_paused = true)]
async fn a_panic_in_one_game_leaves_the_other_games_reminded() {
    let svc = paused_service();
    against_a_bot(&svc, "broken", "alice").await;
    against_a_bot(&svc, "fine", "bob").await;
    PANICKING.set(Some(1));
    let mut rx = start(&svc);
    assert!(reminded(&mut rx, 11 * HOUR_MS).await.is_empty());
    let fine = reminded(&mut rx, 3 * HOUR_MS / 2).await;
    assert_eq!(fine, ["fine"], "game 2 is reminded although game 1 panicked");
    // Game 1 fell due at 12 h with game 2, panicked, and waits until an hour later.
    let parked = svc.ctx().store.scheduled_for(1).unwrap();
    assert_eq!(parked, [MONDAY_10H + 12 * HOUR_MS + PARK_MS], "parked, not retried at once");
    assert_eq!(reminded(&mut rx, 24 * HOUR_MS).await, ["fine"], "the task goes on");
    // Once the fault is gone, the parked game is checked again and reminded.
    PANICKING.set(None);
    assert_eq!(reminded(&mut rx, PARK_MS).await, ["broken"]);
}

#[tokio::test(start_paused = true)]
async fn a_reminder_task_that_died_starts_again() {
    let svc = paused_service();
    against_a_bot(&svc, "room", "alice").await;
    TASK_PANICS.set(3);
    let mut rx = start(&svc);
    let rooms = reminded(&mut rx, 12 * HOUR_MS + 60_000).await;
    assert_eq!(TASK_PANICS.get(), 0, "the task died three times");
    assert_eq!(rooms, ["room"], "and still reminds");
}

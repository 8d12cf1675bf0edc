//! What the service does for its database: game numbers without gaps, old delivery ids
//! forgotten after the retention, rescheduling one game without touching the others.

use std::sync::Arc;

use kontor_service::{Command, ManualClock, ServiceConfig};
use kontor_storage::{DELIVERY_RETENTION_MS, Store};

use crate::support;
use support::{Served, all_text, command};

fn service(clock: &ManualClock) -> Served {
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    Served::new(Store::temporary().unwrap(), config, Arc::new(clock.clone()))
}

fn text(room: &str, who: &str, line: &str) -> Command {
    command(room, who, line)
}

#[tokio::test]
async fn new_games_are_numbered_one_after_another_and_a_refused_new_uses_no_number() {
    let clock = ManualClock::starting_at(1_000_000);
    let svc = service(&clock);
    assert!(all_text(&svc.handle(text("a", "alice", "/new carthage")).await).contains("(#1)"));
    let busy = all_text(&svc.handle(text("a", "bob", "/new carthage")).await);
    assert!(busy.contains("already has an open game"), "{busy}");
    assert!(all_text(&svc.handle(text("a", "bob", "/new chess")).await).contains("There is no game"));
    assert!(all_text(&svc.handle(text("b", "bob", "/new hansa")).await).contains("(#2)"));
    svc.handle(text("a", "alice", "/abandon")).await;
    assert!(all_text(&svc.handle(text("a", "alice", "/new el-dorado")).await).contains("(#3)"));
}

#[tokio::test]
async fn delivery_ids_are_forgotten_only_after_the_retention() {
    let clock = ManualClock::starting_at(1_000_000);
    let svc = service(&clock);
    svc.handle(text("a", "alice", "/new carthage").with_delivery("telegram:1")).await;
    clock.advance(DELIVERY_RETENTION_MS - 60_000);
    svc.handle(text("a", "bob", "/join").with_delivery("telegram:2")).await;
    clock.advance(120_000);
    svc.prune_deliveries();
    // The first id is older than the retention: forgotten. The second is not.
    assert!(!svc.store().is_delivered("telegram:1").unwrap());
    assert!(svc.store().is_delivered("telegram:2").unwrap());
    assert!(svc.handle(text("a", "bob", "/join").with_delivery("telegram:2")).await.is_empty());
    clock.advance(DELIVERY_RETENTION_MS);
    svc.prune_deliveries();
    assert!(!svc.store().is_delivered("telegram:2").unwrap());
}

#[tokio::test]
async fn a_move_reschedules_only_its_own_game() {
    let clock = ManualClock::starting_at(1_000_000);
    let svc = service(&clock);
    for room in ["a", "b", "c"] {
        svc.handle(text(room, "alice", "/new carthage players=2 seed=3")).await;
        svc.handle(text(room, "bob", "/join")).await;
        svc.handle(text(room, "alice", "/start")).await;
    }
    let before = svc.store().scheduled().unwrap();
    assert_eq!(before.len(), 3);
    clock.advance(60_000);
    let game = svc.store().load_snapshot(2).unwrap().unwrap();
    let seat = game.active_seats()[0];
    let who = if seat.index() == 0 { "alice" } else { "bob" };
    let action = &game.legal_actions(seat)[0];
    svc.handle(text("b", who, &format!("/play {}", game.format_action(action)))).await;
    let after = svc.store().scheduled().unwrap();
    assert_eq!(after.len(), 3);
    for id in [1, 3] {
        assert_eq!(
            svc.store().scheduled_for(id).unwrap(),
            before.iter().filter(|e| e.1 == id).map(|e| e.0).collect::<Vec<_>>()
        );
    }
    assert_eq!(svc.store().scheduled_for(2).unwrap().len(), 1);
    assert!(svc.store().scheduled_for(2).unwrap()[0] > before.iter().find(|e| e.1 == 2).unwrap().0);
}

//! Bot levels: `/addbot [easy|normal|hard]`, refusals in the caller's language, levels in
//! `/status`, resigned seats played by a `normal` bot, and whole games against searching bots.

use std::sync::Arc;

use kontor_engine::BotLevel;
use kontor_service::{ChatKey, Command, Delivery, ManualClock, Service, ServiceConfig, UserKey};
use kontor_storage::{GameStatus, Store};

/// A service whose searching bots think 8 iterations a decision (deterministic, fast).
fn service() -> Service {
    let config = ServiceConfig { images: false, bot_iterations: Some(8), ..ServiceConfig::default() };
    Service::new(Store::temporary().unwrap(), config, Arc::new(ManualClock::starting_at(1_000_000)))
}

async fn say(svc: &Service, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(Command::text(ChatKey::new("test", "t"), UserKey::new("test", who), who, text)).await
}

fn all_text(out: &[Delivery]) -> String {
    out.iter().map(Delivery::text).collect::<Vec<_>>().join("\n")
}

fn first_choice(out: &[Delivery], who: &str) -> Option<String> {
    out.iter().find_map(|d| match d {
        Delivery::Private { user, choices, .. } if user.id == who => choices.first().map(|c| c.text.clone()),
        _ => None,
    })
}

#[tokio::test]
async fn addbot_takes_a_level_and_status_shows_it() {
    let svc = service();
    say(&svc, "alice", "/new carthage players=4 seed=2").await;
    let out = all_text(&say(&svc, "alice", "/addbot hard").await);
    assert!(out.contains("Bot 1 takes a seat.") && out.contains("2. Bot 1 (bot, hard)"), "{out}");
    let out = all_text(&say(&svc, "alice", "/addbot").await);
    assert!(out.contains("3. Bot 2 (bot)"), "{out}");
    say(&svc, "alice", "/addbot Normal").await;
    let levels: Vec<BotLevel> =
        svc.store().record(1).unwrap().unwrap().seats.iter().map(|s| s.level).collect();
    assert_eq!(levels, [BotLevel::Easy, BotLevel::Hard, BotLevel::Easy, BotLevel::Normal]);
    let status = all_text(&say(&svc, "alice", "/status").await);
    assert!(
        status.contains("2. Bot 1 (bot, hard), 3. Bot 2 (bot, easy), 4. Bot 3 (bot, normal)"),
        "{status}"
    );
}

#[tokio::test]
async fn a_bad_level_is_refused_in_the_callers_language() {
    let svc = service();
    say(&svc, "alice", "/new carthage players=3").await;
    let out = say(&svc, "alice", "/addbot expert").await;
    assert!(all_text(&out).contains("`expert` is not a bot level; choose `/addbot easy`"), "{out:?}");
    say(&svc, "alice", "/lang pl").await;
    let out = all_text(&say(&svc, "alice", "/addbot ekspert").await);
    assert!(out.contains("`ekspert` nie jest poziomem bota"), "{out}");
    // Polish level names are understood too.
    say(&svc, "alice", "/addbot trudny").await;
    assert_eq!(svc.store().record(1).unwrap().unwrap().seats[1].level, BotLevel::Hard);
    assert_eq!(svc.store().record(1).unwrap().unwrap().seats.len(), 2);
}

#[tokio::test]
async fn a_resigned_seat_is_played_by_a_normal_bot() {
    let svc = service();
    say(&svc, "alice", "/new carthage players=2 seed=4").await;
    say(&svc, "bob", "/join").await;
    say(&svc, "alice", "/addbot").await;
    say(&svc, "alice", "/start").await;
    let record = svc.store().record(1).unwrap().unwrap();
    let bob = record.seats.iter().position(|s| s.name == "bob").unwrap();
    say(&svc, "bob", "/resign").await;
    let record = svc.store().record(1).unwrap().unwrap();
    assert!(record.seats[bob].resigned);
    assert_eq!(record.seats[bob].level, BotLevel::Normal);
    let status = all_text(&say(&svc, "alice", "/status").await);
    assert!(status.contains("bob (resigned, bot normal)"), "{status}");
}

/// A whole game against a `hard` and a `normal` bot ends, and its stored log replays.
#[tokio::test]
async fn one_human_plays_a_whole_game_against_searching_bots() {
    let svc = service();
    say(&svc, "alice", "/new carthage players=3 seed=9").await;
    say(&svc, "alice", "/addbot hard").await;
    say(&svc, "alice", "/addbot normal").await;
    let mut out = say(&svc, "alice", "/start").await;
    for _ in 0..2_000 {
        let Some(text) = first_choice(&out, "alice") else { break };
        out = say(&svc, "alice", &text).await;
    }
    assert!(all_text(&out).contains("Game over! Final ranking:"));
    let record = svc.store().record(1).unwrap().unwrap();
    assert_eq!(record.status, GameStatus::Finished);
    let stored = svc.store().load(1).unwrap().unwrap();
    let log: Vec<_> = stored.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
    let replayed =
        kontor_games::AnyGame::replay(record.kind, &Default::default(), 3, record.seed, &log).unwrap();
    assert_eq!(Some(replayed), stored.snapshot);
}

//! Bot levels: `/addbot [easy|normal|hard]`, refusals in the caller's language, levels in
//! `/status`, resigned seats played by a `normal` bot, and whole games against searching bots.

use std::sync::Arc;

use kontor_engine::BotLevel;
use kontor_service::{Delivery, ManualClock, Service, ServiceConfig};
use kontor_storage::{GameStatus, Store};

use crate::support;
use support::{Served, all_text, command, say_all};

/// A service whose searching bots think 8 iterations a decision (deterministic, fast).
fn service() -> Served {
    let config = ServiceConfig { images: false, bot_iterations: Some(8), ..ServiceConfig::default() };
    Served::new(Store::temporary().unwrap(), config, Arc::new(ManualClock::starting_at(1_000_000)))
}

async fn say(svc: &Service, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command("t", who, text)).await
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
    say_all(
        &svc,
        "t",
        &[
            ("alice", "/new carthage players=2 seed=4"),
            ("bob", "/join"),
            ("alice", "/addbot"),
            ("alice", "/start"),
        ],
    )
    .await;
    let record = svc.store().record(1).unwrap().unwrap();
    let bob = record.seats.iter().position(|s| s.name == "bob").unwrap();
    say(&svc, "bob", "/resign").await;
    let record = svc.store().record(1).unwrap().unwrap();
    assert!(record.seats[bob].resigned);
    assert_eq!(record.seats[bob].level, BotLevel::Normal);
    let status = all_text(&say(&svc, "alice", "/status").await);
    assert!(status.contains("bob (resigned, bot normal)"), "{status}");
}

/// The version a channel post announces ("… (game #1, version 7).").
fn announced_version(out: &[Delivery]) -> Option<u64> {
    out.iter()
        .filter(|d| matches!(d, Delivery::Channel { .. }))
        .filter_map(|d| {
            let text = d.text();
            let at = text.rfind("version ")? + "version ".len();
            text[at..].split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
        })
        .max()
}

/// `out`, or when alice has nothing to do in it, the posts the bots push until she has.
async fn until_alice_acts(
    out: Vec<Delivery>,
    pushed: &mut tokio::sync::broadcast::Receiver<kontor_service::Outbound>,
    svc: &Served,
) -> Vec<Delivery> {
    let mut all = out;
    while first_choice(&all, "alice").is_none() {
        if svc.store().record(1).unwrap().unwrap().status == GameStatus::Finished
            && all_text(&all).contains("Game over")
        {
            break;
        }
        let post = tokio::time::timeout(std::time::Duration::from_secs(60), pushed.recv())
            .await
            .expect("the bots moved within a minute")
            .unwrap();
        all.push(post.delivery);
    }
    all
}

/// A whole game against a `hard` and a `normal` bot ends, and its stored log replays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_human_plays_a_whole_game_against_searching_bots() {
    let svc = service();
    let mut pushed = svc.subscribe();
    say_all(
        &svc,
        "t",
        &[
            ("alice", "/new carthage players=3 seed=9"),
            ("alice", "/addbot hard"),
            ("alice", "/addbot normal"),
        ],
    )
    .await;
    let mut out = until_alice_acts(say(&svc, "alice", "/start").await, &mut pushed, &svc).await;
    for _ in 0..2_000 {
        let Some(text) = first_choice(&out, "alice") else { break };
        out = until_alice_acts(say(&svc, "alice", &text).await, &mut pushed, &svc).await;
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

/// At a table of one human and three `hard` bots, the human's move that hands the turn on is
/// answered before any bot has moved (her turn prompt says it is done, the channel hears nothing
/// yet); the bots' turns then reach the channel as one post, once it is her turn again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_move_is_answered_before_the_searching_bots_move() {
    let svc = service();
    let mut pushed = svc.subscribe();
    say(&svc, "alice", "/new carthage players=4 seed=3").await;
    for _ in 0..3 {
        say(&svc, "alice", "/addbot hard").await;
    }
    let mut out = until_alice_acts(say(&svc, "alice", "/start").await, &mut pushed, &svc).await;
    let mut checked = 0;
    for _ in 0..200 {
        let Some(text) = first_choice(&out, "alice") else { break };
        let before = svc.store().record(1).unwrap().unwrap().version;
        let answer = say(&svc, "alice", &text).await;
        if first_choice(&answer, "alice").is_some() || all_text(&answer).contains("Game over") {
            out = answer;
            continue;
        }
        assert!(all_text(&answer).contains("Your turn in game #1 is done. Now: Bot"), "{answer:?}");
        assert!(!answer.iter().any(|d| matches!(d, Delivery::Channel { .. })), "{answer:?}");
        let rest = until_alice_acts(Vec::new(), &mut pushed, &svc).await;
        let posts: Vec<&Delivery> = rest.iter().filter(|d| matches!(d, Delivery::Channel { .. })).collect();
        assert_eq!(posts.len(), 1, "one channel post for the bots' turns: {posts:?}");
        let told = announced_version(&rest).expect("the post names the version");
        assert!(told > before + 1, "the bots moved before the post: {told} after {before}");
        assert!(posts[0].text().contains("alice") && posts[0].text().contains("Now: alice"), "{posts:?}");
        checked += 1;
        out = rest;
        if checked >= 3 {
            break;
        }
    }
    assert_eq!(checked, 3, "alice handed the bots the turn three times");
}

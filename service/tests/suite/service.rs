//! The service end to end: lobby, turns, authorization, versions, idempotency, restart, concurrency.

use std::sync::Arc;

use kontor_service::{ChatKey, Command, Delivery, Input, ManualClock, Service, ServiceConfig, UserKey};
use kontor_storage::{GameStatus, Store};

use crate::support;
use support::{Served, all_text, service, service_on};

fn chat(id: &str) -> ChatKey {
    ChatKey::new("test", id)
}

fn user(name: &str) -> UserKey {
    UserKey::new("test", name)
}

async fn say(svc: &Service, room: &str, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(Command::text(chat(room), user(who), who, text)).await
}

/// The first button offered privately to `who`, if any.
fn first_choice(out: &[Delivery], who: &str) -> Option<(String, u64, u64)> {
    out.iter().find_map(|d| match d {
        Delivery::Private { user, choices, .. } if user.id == who => {
            choices.first().map(|c| (c.text.clone(), c.game, c.version))
        }
        _ => None,
    })
}

/// Opens a started game in `room` for alice and bob (no bots).
async fn two_player_game(svc: &Service, room: &str) -> Vec<Delivery> {
    say(svc, room, "alice", "/new carthage players=2 seed=3").await;
    say(svc, room, "bob", "/join").await;
    say(svc, room, "alice", "/start").await
}

/// Opens [`two_player_game`] in the chat `t`; who must act first.
async fn first_mover(svc: &Service) -> String {
    mover(&two_player_game(svc, "t").await)
}

/// Who must act, by the channel's "Now:" line.
fn mover(out: &[Delivery]) -> String {
    let text = all_text(out);
    let line = text.lines().rev().find(|l| l.starts_with("Now: ")).expect("a turn line");
    line["Now: ".len()..].split(' ').next().unwrap().to_string()
}

#[tokio::test]
async fn lobby_refuses_unknown_games_bad_options_and_double_joins() {
    let svc = service();
    assert!(all_text(&say(&svc, "t", "alice", "/new chess").await).contains("There is no game `chess`"));
    assert!(all_text(&say(&svc, "t", "alice", "/new carthage players=7").await).contains("2 to 4 players"));
    assert!(all_text(&say(&svc, "t", "alice", "/new carthage colour=red").await).contains("Unknown option"));
    assert!(all_text(&say(&svc, "t", "alice", "/new carthage nonsense").await).contains("key=value"));
    say(&svc, "t", "alice", "/new carthage").await;
    assert!(all_text(&say(&svc, "t", "alice", "/join").await).contains("already have a seat"));
    assert!(all_text(&say(&svc, "t", "bob", "/new carthage").await).contains("already has an open game"));
    assert!(all_text(&say(&svc, "t", "alice", "/start").await).contains("at least 2"));
    assert!(all_text(&say(&svc, "t", "alice", "/frobnicate").await).contains("not a Kontor command"));
}

#[tokio::test]
async fn only_the_seat_that_must_act_may_act() {
    let svc = service();
    let first = first_mover(&svc).await;
    let other = if first == "alice" { "bob" } else { "alice" };
    let refused = say(&svc, "t", other, "/play token red").await;
    assert!(all_text(&refused).contains(&format!("It is not your turn: {first} must act now")));
    let spectator = say(&svc, "t", "carol", "/play token red").await;
    assert!(all_text(&spectator).contains("no seat"));
    let version = svc.store().record(1).unwrap().unwrap().version;
    let ok = say(&svc, "t", &first, "/play token red").await;
    assert!(all_text(&ok).contains("takes a red achievement token"));
    assert_eq!(svc.store().record(1).unwrap().unwrap().version, version + 1);
}

#[tokio::test]
async fn illegal_and_unknown_moves_change_nothing() {
    let svc = service();
    let first = first_mover(&svc).await;
    let before = svc.store().load(1).unwrap().unwrap();
    let text = all_text(&say(&svc, "t", &first, "/play fly to the moon").await);
    assert!(text.contains("is not a move"), "{text}");
    let text = all_text(&say(&svc, "t", &first, "/play buy").await);
    assert!(text.contains("not possible now"), "{text}");
    assert_eq!(svc.store().load(1).unwrap().unwrap(), before);
}

#[tokio::test]
async fn a_stale_button_is_answered_not_applied() {
    let svc = service();
    let out = two_player_game(&svc, "t").await;
    let first = mover(&out);
    let (text, game, version) = first_choice(&out, &first).unwrap();
    let click = |v: u64| Command {
        chat: chat("t"),
        user: user(&first),
        user_name: first.clone(),
        input: Input::Choice { game, version: v, text: text.clone() },
        delivery_id: None,
        locale: None,
        moderator: false,
        community: None,
        handle: None,
    };
    let applied = svc.handle(click(version)).await;
    assert!(all_text(&applied).contains("achievement token"));
    let stale = svc.handle(click(version)).await;
    assert!(all_text(&stale).contains("older board"), "{}", all_text(&stale));
    assert_eq!(svc.store().record(game).unwrap().unwrap().actions, 1);
}

#[tokio::test]
async fn the_same_delivery_twice_is_applied_once() {
    let svc = service();
    let first = first_mover(&svc).await;
    let cmd = Command::text(chat("t"), user(&first), &first, "/play token blue").with_delivery("upd-42");
    assert!(!svc.handle(cmd.clone()).await.is_empty());
    assert!(svc.handle(cmd).await.is_empty());
    assert_eq!(svc.store().record(1).unwrap().unwrap().actions, 1);
}

#[tokio::test]
async fn a_restart_with_the_same_data_folder_continues_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let first = {
        let svc = service_on(Store::open(dir.path()).unwrap());
        let first = first_mover(&svc).await;
        say(&svc, "t", &first, "/play token green").await;
        first
    };
    let svc = service_on(Store::open(dir.path()).unwrap());
    let status = all_text(&say(&svc, "t", "alice", "/status").await);
    assert!(status.contains("in play") && status.contains("1 move."), "{status}");
    let second = if first == "alice" { "bob" } else { "alice" };
    let out = say(&svc, "t", second, "/play token green").await;
    assert!(all_text(&out).contains("takes a green achievement token"), "{}", all_text(&out));
}

#[tokio::test]
async fn two_chats_play_two_games_at_once() {
    let svc = service();
    let (a, b) = tokio::join!(two_player_game(&svc, "one"), two_player_game(&svc, "two"));
    let (ma, mb) = (mover(&a), mover(&b));
    let (ra, rb) =
        tokio::join!(say(&svc, "one", &ma, "/play token red"), say(&svc, "two", &mb, "/play token yellow"));
    assert!(all_text(&ra).contains("red achievement"));
    assert!(all_text(&rb).contains("yellow achievement"));
    let one = svc.store().game_in_chat(&chat("one")).unwrap().unwrap();
    let two = svc.store().game_in_chat(&chat("two")).unwrap().unwrap();
    assert_ne!(one, two);
    assert_eq!(svc.store().games_of(&user("alice")).unwrap().len(), 2);
}

#[tokio::test]
async fn hands_go_privately_and_never_to_the_channel() {
    let svc = service();
    let out = two_player_game(&svc, "t").await;
    let hand = say(&svc, "t", "alice", "/hand").await;
    assert!(
        matches!(&hand[..], [Delivery::Private { user, text, .. }] if user.id == "alice" && text.contains("Your hand"))
    );
    for d in out.iter().chain(&hand) {
        if let Delivery::Channel { text, .. } = d {
            assert!(!text.contains("Your hand"));
        }
    }
    let moves = say(&svc, "t", &mover(&out), "/moves").await;
    assert!(moves.iter().all(|d| matches!(d, Delivery::Private { .. })));
    let moves = all_text(&moves);
    assert!(moves.contains("`/play token red` — take a red starting achievement token"), "{moves}");
}

#[tokio::test]
async fn undo_takes_back_an_own_move_that_revealed_nothing() {
    let svc = service();
    let first = first_mover(&svc).await;
    let second = if first == "alice" { "bob" } else { "alice" };
    say(&svc, "t", &first, "/play token red").await;
    let text = all_text(&say(&svc, "t", second, "/undo").await);
    assert!(text.contains("Only your own last move"), "{text}");
    let text = all_text(&say(&svc, "t", &first, "/undo").await);
    assert!(text.contains("takes back `token red`"), "{text}");
    assert_eq!(svc.store().load(1).unwrap().unwrap().actions.len(), 0);
    assert!(all_text(&say(&svc, "t", &first, "/undo").await).contains("no move to undo"));
}

#[tokio::test]
async fn one_human_plays_a_whole_game_against_two_bots() {
    let svc = service();
    say(&svc, "t", "alice", "/new carthage players=3 seed=9").await;
    say(&svc, "t", "alice", "/addbot").await;
    say(&svc, "t", "alice", "/addbot").await;
    let mut out = say(&svc, "t", "alice", "/start").await;
    for _ in 0..2_000 {
        let Some((text, ..)) = first_choice(&out, "alice") else { break };
        out = say(&svc, "t", "alice", &text).await;
    }
    let text = all_text(&out);
    assert!(text.contains("Game over! Final ranking:"), "{text}");
    let record = svc.store().record(1).unwrap().unwrap();
    assert_eq!(record.status, GameStatus::Finished);
    assert_eq!(svc.store().game_in_chat(&chat("t")).unwrap(), None);
    let score = all_text(&say(&svc, "t", "alice", "/score").await);
    assert!(score.contains("Final ranking"), "{score}");
    let log = all_text(&say(&svc, "t", "alice", "/log 3").await);
    assert!(!log.is_empty());
    // The stored log replays to the stored snapshot.
    let stored = svc.store().load(1).unwrap().unwrap();
    let log: Vec<_> = stored.actions.iter().map(|a| (a.seat, a.action.clone())).collect();
    let replayed =
        kontor_games::AnyGame::replay(record.kind, &Default::default(), 3, record.seed, &log).unwrap();
    assert_eq!(Some(replayed), stored.snapshot);
}

#[tokio::test]
async fn resign_hands_the_seat_to_a_bot_and_abandon_frees_the_chat() {
    let svc = service();
    two_player_game(&svc, "t").await;
    let out = say(&svc, "t", "bob", "/resign").await;
    assert!(all_text(&out).contains("bob resigns"));
    assert!(all_text(&say(&svc, "t", "bob", "/play token red").await).contains("resigned"));
    say(&svc, "t", "alice", "/abandon").await;
    assert_eq!(svc.store().game_in_chat(&chat("t")).unwrap(), None);
    assert!(all_text(&say(&svc, "t", "alice", "/new carthage").await).contains("opened a game"));
}

#[tokio::test]
async fn boards_come_with_images_when_rendering_is_on() {
    let store = Store::temporary().unwrap();
    let svc = Served::new(store, ServiceConfig::default(), Arc::new(ManualClock::starting_at(0)));
    let out = two_player_game(&svc, "t").await;
    let board = out.iter().find_map(|d| match d {
        Delivery::Channel { image: Some(image), .. } => Some(image.clone()),
        _ => None,
    });
    let png = board.expect("a board image").png;
    assert!(png.starts_with(b"\x89PNG") && png.len() < 1_000_000);
    let hand = say(&svc, "t", "alice", "/hand").await;
    assert!(hand[0].image().is_some());
}

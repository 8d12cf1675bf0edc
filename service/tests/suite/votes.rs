//! Issue #62: table-wide changes take the host's word, a moderator's, or a majority of the players
//! still in the game (a vote with buttons that lapses); `/lang chat` is the host's or a
//! moderator's; an idle lobby closes itself; a chat whose posts pile up unsent asks its players to
//! wait. Every refusal in English and Polish, the game unchanged by it.

use std::sync::Arc;

use kontor_service::{
    ChatKey, Command, Delivery, Input, LOBBY_IDLE_MS, ManualClock, Service, ServiceConfig, UserKey, VOTE_MS,
};
use kontor_storage::{GameStatus, Store};

use crate::support;
use support::{Served, all_text, clocked_service};

const ROOM: &str = "votes";

fn command(who: &str, lang: &str, text: &str) -> Command {
    support::command(ROOM, who, text).with_locale(Some(lang))
}

async fn say(svc: &Service, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command(who, "en", text)).await
}

/// Every text of the answer, one per line.
async fn said(svc: &Service, who: &str, lang: &str, text: &str) -> String {
    let out = svc.handle(command(who, lang, text)).await;
    all_text(&out)
}

/// A moderator of the chat (as the platform says) types `text`.
async fn moderator_says(svc: &Service, who: &str, text: &str) -> String {
    let out = svc.handle(command(who, "en", text).with_moderator(true)).await;
    all_text(&out)
}

/// The chat's game as `kontor export` writes it.
fn export(svc: &Served) -> String {
    let id = svc.store().game_in_chat(&ChatKey::new("test", ROOM)).unwrap().expect("an open game");
    serde_json::to_string(&svc.store().export(id).unwrap()).unwrap()
}

/// alice (the host), bob and carol play Carthage.
async fn running(svc: &Service) {
    say(svc, "alice", "/new carthage players=3 seed=5").await;
    say(svc, "bob", "/join").await;
    say(svc, "carol", "/join").await;
    say(svc, "alice", "/start").await;
}

/// The vote buttons of a post: (label, command line).
fn buttons(out: &[Delivery]) -> Vec<(String, String)> {
    out.iter()
        .flat_map(|d| match d {
            Delivery::Channel { choices, .. } => choices.clone(),
            Delivery::Private { .. } => vec![],
        })
        .map(|c| (c.label, c.text))
        .collect()
}

/// A press of a vote button as the adapters send it (game and version of the post).
async fn press(svc: &Service, who: &str, out: &[Delivery], label: &str) -> String {
    let choice = out
        .iter()
        .find_map(|d| match d {
            Delivery::Channel { choices, .. } => choices.iter().find(|c| c.label == label).cloned(),
            Delivery::Private { .. } => None,
        })
        .expect("the button");
    let mut cmd = command(who, "en", "");
    cmd.input = Input::Choice { game: choice.game, version: choice.version, text: choice.text };
    let out = svc.handle(cmd).await;
    all_text(&out)
}

#[tokio::test]
async fn a_majority_of_the_players_abandons_a_running_game_with_the_buttons() {
    let (svc, _) = clocked_service();
    running(&svc).await;
    let out = say(&svc, "bob", "/abandon").await;
    assert_eq!(
        out[0].text(),
        "🗳 bob proposes: abandon game #1.\nIt passes with 2 of the 3 players' votes within 2 d: vote with \
         the buttons, or `/vote yes` / `/vote no`."
    );
    assert_eq!(
        buttons(&out),
        [("✅ Yes".into(), "/vote yes 5".into()), ("❌ No".into(), "/vote no 5".into())]
    );
    let Delivery::Channel { mentions, .. } = &out[0] else { panic!("a channel post") };
    assert_eq!(mentions, &[UserKey::new("test", "alice"), UserKey::new("test", "carol")]);
    // The game moves on meanwhile: the vote's buttons stay good.
    let moved = said(&svc, "alice", "en", "/moves").await;
    assert!(!moved.is_empty());
    let text = press(&svc, "carol", &out, "✅ Yes").await;
    assert_eq!(text, "The players' vote (2 of 3) abandoned the game (#1). The chat is free for `/new`.");
    let record = svc.store().record(1).unwrap().unwrap();
    assert_eq!((record.status, record.vote), (GameStatus::Abandoned, None));
}

#[tokio::test]
async fn a_settings_change_passes_by_vote_and_a_vote_that_cannot_pass_fails() {
    let (svc, _) = clocked_service();
    running(&svc).await;
    // The channel hears it in the chat's language, whoever proposes it.
    let out = said(&svc, "bob", "pl", "/remind repeat 2h").await;
    assert!(out.starts_with("🗳 bob proposes: reminders repeat every 2 h."), "{out}");
    // One vote at a time.
    let refused = said(&svc, "carol", "en", "/abandon").await;
    assert_eq!(
        refused,
        "A vote is already open (“reminders repeat every 2 h”): vote on it with `/vote yes` or \
         `/vote no` before proposing another."
    );
    let out = said(&svc, "carol", "en", "/vote yes").await;
    assert_eq!(out, "🗳 The players voted for it (2 of 3): reminders repeat every 2 h.");
    assert_eq!(svc.store().record(1).unwrap().unwrap().reminders.repeat_ms, 2 * 3_600_000);
    // Two against of three: the proposal cannot pass.
    say(&svc, "carol", "/remind first 3h").await;
    let out = said(&svc, "bob", "en", "/vote no").await;
    assert!(out.starts_with("🗳 bob voted on “first reminder after 3 h”: 1 for, 1 against"), "{out}");
    let out = said(&svc, "alice", "en", "/vote no").await;
    assert_eq!(out, "🗳 The vote on “first reminder after 3 h” failed: 1 for, 2 against, of 3 players.");
    assert!(svc.store().record(1).unwrap().unwrap().vote.is_none());
}

#[tokio::test]
async fn outsiders_and_a_resigned_player_do_not_vote_and_a_vote_lapses() {
    let (svc, clock) = clocked_service();
    running(&svc).await;
    say(&svc, "carol", "/resign").await;
    // alice and bob still play: bob's proposal needs both.
    say(&svc, "bob", "/abandon").await;
    let before = export(&svc);
    let refusals = [
        (
            "carol",
            "Only the players still in the game vote.",
            "Głosują tylko gracze, którzy wciąż są w grze.",
        ),
        ("eve", "Only the players still in the game vote.", "Głosują tylko gracze, którzy wciąż są w grze."),
    ];
    for (who, en, pl) in refusals {
        assert_eq!(said(&svc, who, "en", "/vote yes").await, en);
        assert_eq!(said(&svc, who, "pl", "/vote yes").await, pl);
    }
    assert_eq!(said(&svc, "alice", "en", "/vote maybe").await, "Vote with `/vote yes` or `/vote no`.");
    assert_eq!(said(&svc, "alice", "en", "/vote yes 999").await, "That vote is over.");
    assert_eq!(export(&svc), before, "a refused vote changed the game");
    clock.advance(VOTE_MS);
    let out = said(&svc, "alice", "pl", "/vote yes").await;
    assert_eq!(
        out,
        "Na tym czacie nie trwa żadne głosowanie. Gracz, który nie prowadzi gry, proponuje je przez \
                     `/abandon` albo ustawienie `/remind`."
    );
    // A lapsed vote gives way to a new proposal.
    assert!(said(&svc, "bob", "en", "/abandon").await.starts_with("🗳 bob proposes"));
}

#[tokio::test]
async fn a_moderator_abandons_and_changes_settings_without_a_vote() {
    let (svc, _) = clocked_service();
    running(&svc).await;
    let out = moderator_says(&svc, "mod", "/remind timeout bot 2d").await;
    assert_eq!(out, "mod set game #1: after 2 d without a move a bot plays the turn.");
    let out = moderator_says(&svc, "mod", "/abandon").await;
    assert_eq!(out, "mod abandoned the game (#1). The chat is free for `/new`.");
}

#[tokio::test]
async fn the_chats_language_is_the_hosts_or_a_moderators_to_set() {
    let (svc, _) = clocked_service();
    // With no game in the chat anyone there may set it.
    assert!(said(&svc, "eve", "en", "/lang chat pl").await.starts_with("eve ustawia język"));
    running(&svc).await;
    let before = export(&svc);
    for who in ["bob", "eve"] {
        assert_eq!(
            said(&svc, who, "en", "/lang chat en").await,
            "Only alice, who opened this chat's game, or a moderator of this chat can change the language \
             of its posts."
        );
        assert_eq!(
            said(&svc, who, "pl", "/lang chat en").await,
            "Język postów na tym czacie może zmienić tylko osoba, która otworzyła tutejszą grę (alice), albo \
             moderator czatu."
        );
    }
    assert_eq!(export(&svc), before);
    assert!(said(&svc, "alice", "en", "/lang chat en").await.starts_with("alice set the language"));
    assert!(moderator_says(&svc, "mod", "/lang chat pl").await.starts_with("mod ustawia język"));
}

#[tokio::test]
async fn a_lobby_idle_for_seven_days_closes_itself_and_frees_the_chat() {
    let (svc, clock) = clocked_service();
    say(&svc, "alice", "/new carthage players=3").await;
    clock.advance(LOBBY_IDLE_MS / 2);
    say(&svc, "bob", "/join").await;
    // Seven days after the lobby opened, but not after its last change: it stays.
    clock.advance(LOBBY_IDLE_MS / 2 + 1);
    assert!(svc.process_due().await.is_empty());
    assert_eq!(svc.store().record(1).unwrap().unwrap().status, GameStatus::Lobby);
    clock.advance(LOBBY_IDLE_MS / 2);
    let out = svc.process_due().await;
    let texts: Vec<&str> = out.iter().map(|p| p.delivery.text()).collect();
    assert_eq!(texts, ["Lobby #1 closed itself after 7 d without activity. The chat is free for `/new`."]);
    assert_eq!(svc.store().record(1).unwrap().unwrap().status, GameStatus::Abandoned);
    assert!(say(&svc, "carol", "/new thurn").await[0].text().contains("#2"));
}

#[tokio::test]
async fn a_chat_whose_posts_pile_up_unsent_asks_its_players_to_wait() {
    let clock = Arc::new(ManualClock::starting_at(1_000_000));
    let config = ServiceConfig { images: false, max_unsent_per_chat: Some(3), ..ServiceConfig::default() };
    let svc = Served::new(Store::temporary().unwrap(), config, clock);
    // Posts produced but never reported sent (the platform refuses the chat for now).
    let mut waiting = Vec::new();
    for (who, line) in [("alice", "/new carthage"), ("bob", "/join"), ("carol", "/join")] {
        waiting.extend(svc.handle_outbound(command(who, "en", line)).await);
    }
    let out = svc.handle_outbound(command("dave", "pl", "/join")).await;
    let texts: Vec<&str> = out.iter().map(|p| p.delivery.text()).collect();
    assert_eq!(texts, ["Na ten czat czeka jeszcze 3 posty do wysłania; spróbuj ponownie za minutę."]);
    assert!(out[0].receipt.is_none(), "the answer is not kept in the outbox");
    assert_eq!(svc.store().record(1).unwrap().unwrap().seats.len(), 3, "dave was not seated");
    // Once the platform takes them, the chat is open again.
    for post in &waiting {
        svc.sent(post);
    }
    let out = svc.handle_outbound(command("dave", "en", "/join")).await;
    assert!(out[0].delivery.text().starts_with("dave joins."), "{:?}", out[0].delivery);
}

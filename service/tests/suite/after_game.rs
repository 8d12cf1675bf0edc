//! Issue #63: after the game — `/history` lists a chat's ended games, `/board #n` and `/log #n`
//! show one again, `/stats` and `/leaderboard` read the ratings of the chat's community. In
//! English and Polish, with the refusals a user can meet.

use std::sync::Arc;

use kontor_engine::GameRng;
use kontor_service::{ChatKey, Command, ManualClock, Service, ServiceConfig};
use kontor_storage::{GameStatus, Store};

use crate::support;
use support::{Served, all_text};

const ROOM: &str = "after";

fn served() -> Served {
    let clock = Arc::new(ManualClock::starting_at(1_796_000_000_000));
    let config = ServiceConfig { images: false, allow_seed: true, ..ServiceConfig::default() };
    Served::new(Store::temporary().unwrap(), config, clock)
}

fn command(room: &str, who: &str, lang: &str, text: &str) -> Command {
    support::command(room, who, text).with_locale(Some(lang))
}

async fn said_in(svc: &Service, room: &str, who: &str, lang: &str, text: &str) -> String {
    let out = svc.handle(command(room, who, lang, text)).await;
    all_text(&out)
}

async fn said(svc: &Service, who: &str, text: &str) -> String {
    said_in(svc, ROOM, who, "en", text).await
}

/// alice and bob with an easy bot play Carthage to its end (by the playout policy), opened
/// with `new`; returns the game's number.
async fn finished_game(svc: &Served, new: &str) -> u64 {
    finished_with_post(svc, new).await.0
}

/// [`finished_game`], with what the last move posted.
async fn finished_with_post(svc: &Served, new: &str) -> (u64, String) {
    said(svc, "alice", new).await;
    said(svc, "bob", "/join").await;
    said(svc, "alice", "/addbot easy").await;
    said(svc, "alice", "/start").await;
    let id = svc.store().history(&ChatKey::new("test", ROOM), None, 1).unwrap().first().map_or(1, |l| l + 1);
    let mut rng = GameRng::from_seed(id);
    let mut last = String::new();
    for _ in 0..3_000 {
        let Some((who, play)) = support::playout_move(svc.store(), id, &mut rng) else { break };
        last = said(svc, &who, &play).await;
    }
    assert_eq!(svc.store().record(id).unwrap().unwrap().status, GameStatus::Finished);
    (id, last)
}

#[tokio::test]
async fn the_history_lists_ended_games_newest_first_and_each_can_be_shown_again() {
    let svc = served();
    assert!(said(&svc, "alice", "/history").await.contains("no ended games yet"));
    let first = finished_game(&svc, "/new carthage players=3").await;
    said(&svc, "alice", "/new carthage").await;
    said(&svc, "alice", "/abandon").await;
    let history = said(&svc, "bob", "/history").await;
    let lines: Vec<&str> = history.lines().collect();
    assert!(lines[0].contains("ended games"), "{history}");
    assert!(lines[1].starts_with("#2 · 2026-"), "the abandoned lobby first: {history}");
    assert!(lines[1].contains("abandoned after 0 moves"), "{history}");
    assert!(lines[2].starts_with(&format!("#{first} · 2026-")) && lines[2].contains("🏆"), "{history}");
    assert!(lines[2].contains("Traders of Carthage"), "{history}");
    assert!(history.contains("/replay #2"), "{history}");

    let board = said(&svc, "bob", &format!("/board #{first}")).await;
    assert!(board.contains("Results") || board.contains("🏆") || board.contains("win"), "{board}");
    let log = said(&svc, "bob", &format!("/log #{first} 3")).await;
    assert_eq!(log.lines().count(), 3, "{log}");
    assert!(said(&svc, "bob", "/log 3 #x").await.contains("not a game number"));
    let elsewhere = said_in(&svc, "elsewhere", "bob", "en", &format!("/board #{first}")).await;
    assert!(elsewhere.contains("This chat has no game #1"), "{elsewhere}");
    assert!(said(&svc, "bob", "/history 2").await.contains("no page 2"));
    assert!(said(&svc, "bob", "/history x").await.contains("a page is a number from 1 to 100"));

    said(&svc, "alice", "/lang chat pl").await;
    let polish = said_in(&svc, ROOM, "bob", "pl", "/history").await;
    assert!(
        polish.contains("Zakończone gry tego czatu") && polish.contains("porzucona po 0 ruchach"),
        "{polish}"
    );
    let refused = said_in(&svc, "elsewhere", "bob", "pl", &format!("/log #{first}")).await;
    assert!(refused.contains("Ten czat nie ma gry #1"), "{refused}");
}

#[tokio::test]
async fn stats_and_the_leaderboard_read_the_ratings_of_finished_unseeded_games() {
    let svc = served();
    let (seeded, post) = finished_with_post(&svc, "/new carthage players=3 seed=4").await;
    assert!(post.contains("This game is not rated: its seed was typed."), "{post}");
    let none = said(&svc, "alice", "/stats").await;
    assert!(none.contains("no rated games in this community yet"), "seeded game #{seeded} counts: {none}");
    let (_, post) = finished_with_post(&svc, "/new carthage players=3").await;
    assert!(post.contains("📈 Ratings here: alice 0 → ") && post.contains(" · bob 0 → "), "{post}");
    // The post foretells what the game's write stores.
    let new = post.split("alice 0 → ").nth(1).and_then(|r| r.split(' ').next()).unwrap().to_string();
    let stats = said(&svc, "bob", "/stats alice").await;
    assert!(stats.contains(&format!("rating {new} · 1 game")), "{post}\n{stats}");
    for _ in 0..2 {
        finished_game(&svc, "/new carthage players=3").await;
    }
    let stats = said(&svc, "carol", "/stats alice").await;
    assert!(stats.starts_with("📊 alice in this community:"), "{stats}");
    assert!(stats.contains("**Traders of Carthage**: rating ") && stats.contains("· 3 games ·"), "{stats}");
    assert!(stats.contains("Best score ") && stats.contains(" per move"), "{stats}");
    assert!(
        stats.contains("Against: bob ") && stats.contains(" in 4"),
        "seeded games still count head to head: {stats}"
    );
    let own = said(&svc, "bob", "/stats carthage").await;
    assert!(own.starts_with("📊 bob"), "{own}");
    assert!(said(&svc, "bob", "/stats <@alice>").await.starts_with("📊 alice"));
    assert!(said(&svc, "bob", "/stats zed").await.contains("I have not seen “zed”"));
    let cmd = command(ROOM, "dora", "en", "/new carthage").with_handle(Some("Dora_Plays"));
    svc.handle(cmd).await;
    assert!(
        said(&svc, "bob", "/stats @dora_plays").await.contains("dora has no rated games"),
        "by @username"
    );

    let board = said(&svc, "carol", "/leaderboard").await;
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "🏆 Traders of Carthage in this community:", "{board}");
    assert_eq!(lines.iter().filter(|l| l.contains(" · 3 games, ")).count(), 3, "{board}");
    assert!(board.contains("🤖 bot (easy)"), "the bot's level is a yardstick: {board}");
    assert!(board.contains("Players with 3 or more rated games appear."), "{board}");
    assert!(
        said(&svc, "carol", "/leaderboard hansa")
            .await
            .contains("Nobody has 3 rated games of Hansa Teutonica")
    );
    assert!(said(&svc, "carol", "/leaderboard carthage 2").await.contains("has 1 page, not 2"));
    assert!(said(&svc, "carol", "/leaderboard chess").await.contains("takes a game and a page, not “chess”"));
    let other = said_in(&svc, "elsewhere", "carol", "en", "/leaderboard").await;
    assert!(other.contains("Which game?"), "{other}");
    let polish = said_in(&svc, ROOM, "carol", "pl", "/leaderboard carthage 9").await;
    assert!(polish.contains("Ranking ma 1 stronę, nie 9"), "{polish}");
}

//! Issue #63: `/rematch` (and the button on the final post) plays the chat's last finished game
//! again — same seats, bots at their levels, same options, a new deal — and however many times it
//! is pressed, one game opens. Refusals in English and Polish.

use kontor_engine::{BotLevel, GameRng};
use kontor_service::{Command, Delivery, Input, REMATCH_MS, Service, UserKey};
use kontor_storage::GameStatus;

use crate::support;
use support::{Served, all_text, assert_answers, clocked_service};

const ROOM: &str = "rematch";

fn command(who: &str, lang: &str, text: &str) -> Command {
    support::command(ROOM, who, text).with_locale(Some(lang))
}

async fn say(svc: &Service, who: &str, lang: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command(who, lang, text)).await
}

async fn said(svc: &Service, who: &str, lang: &str, text: &str) -> String {
    let out = say(svc, who, lang, text).await;
    all_text(&out)
}

/// alice and bob play a 3-seat Carthage game with an easy bot to its end (by the playout
/// policy); the deliveries of the last move.
async fn finished_game(svc: &Served) -> Vec<Delivery> {
    say(svc, "alice", "en", "/new carthage players=3 seed=11").await;
    say(svc, "bob", "en", "/join").await;
    say(svc, "alice", "en", "/addbot easy").await;
    say(svc, "alice", "en", "/start").await;
    let mut rng = GameRng::from_seed(3);
    let mut last = Vec::new();
    for _ in 0..3_000 {
        let Some((who, play)) = support::playout_move(svc.store(), 1, &mut rng) else { break };
        last = say(svc, &who, "en", &play).await;
    }
    assert_eq!(svc.store().record(1).unwrap().unwrap().status, GameStatus::Finished);
    last
}

/// The rematch button of the final post, pressed by `who`.
async fn press_rematch(svc: &Service, final_post: &[Delivery], who: &str) -> Vec<Delivery> {
    let choice = final_post
        .iter()
        .find_map(|d| match d {
            Delivery::Channel { choices, .. } => {
                choices.iter().find(|c| c.text.starts_with("/rematch")).cloned()
            }
            Delivery::Private { .. } => None,
        })
        .expect("the final post offers a rematch");
    assert_eq!((choice.label.as_str(), choice.text.as_str()), ("🔁 Rematch", "/rematch 1"));
    let mut cmd = command(who, "en", "");
    cmd.input = Input::Choice { game: choice.game, version: choice.version, text: choice.text };
    svc.handle(cmd).await
}

#[tokio::test]
async fn the_final_posts_button_deals_the_same_table_again_once() {
    let (svc, _) = clocked_service();
    let final_post = finished_game(&svc).await;
    let out = press_rematch(&svc, &final_post, "bob").await;
    let Some(Delivery::Channel { text, mentions, .. }) = out.first() else {
        panic!("a channel post: {out:?}")
    };
    assert!(
        text.starts_with(
            "🔁 bob starts a rematch of game #1: Traders of Carthage (#2), the same seats, a new deal.\n\
             Seats: 1. alice, 2. bob, 3. Bot 1 (bot)"
        ),
        "{text}"
    );
    for who in ["alice", "bob"] {
        assert!(mentions.contains(&UserKey::new("test", who)), "{who} is mentioned: {mentions:?}");
    }
    let (old, new) = (svc.store().record(1).unwrap().unwrap(), svc.store().record(2).unwrap().unwrap());
    assert_eq!(new.status, GameStatus::Active);
    assert_eq!((new.kind, &new.options, new.seats.len()), (old.kind, &old.options, 3));
    assert_ne!(new.seed, old.seed, "a new deal");
    assert_eq!((new.seats[2].bot, new.seats[2].level), (true, BotLevel::Easy), "the bot keeps its level");
    assert_eq!(new.seats[2].user, UserKey::new("bot", "2-1"));
    // Pressed again, by either player, or typed: still one game.
    for (who, lang) in [("alice", "en"), ("bob", "pl")] {
        let out = press_rematch(&svc, &final_post, who).await;
        let expected =
            if lang == "en" { "The rematch is already on: game #2." } else { "Rewanż już trwa: gra #2." };
        let text = all_text(&out);
        if lang == "en" {
            assert_eq!(text, expected);
        }
        assert_eq!(said(&svc, who, lang, "/rematch").await, expected);
    }
    assert_eq!(svc.store().game_count(), 2);
}

#[tokio::test]
async fn a_rematch_is_for_the_players_of_the_last_finished_game_within_a_week() {
    let (svc, clock) = clocked_service();
    let none = "Na tym czacie nie ma skończonej gry do powtórzenia. `/new <gra>` otwiera nową.";
    assert_answers(&svc, ROOM, &[("alice", "pl", "/rematch", none)]).await;
    finished_game(&svc).await;
    assert_answers(
        &svc,
        ROOM,
        &[
            (
                "eve",
                "en",
                "/rematch",
                "Only the players of game #1 can start its rematch; `/new` opens a new game.",
            ),
            ("alice", "en", "/rematch 7", "Game 7 is not this chat's last game; `/rematch` plays #1 again."),
        ],
    )
    .await;
    clock.advance(REMATCH_MS);
    let late = "Rewanż za grę #1 był możliwy przez 7 dni od jej końca; `/new` otwiera nową grę.";
    assert_answers(&svc, ROOM, &[("alice", "pl", "/rematch", late)]).await;
    assert_eq!(svc.store().game_count(), 1, "nothing opened");
}

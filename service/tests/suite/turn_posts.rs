//! One channel post per turn: while a player is inside their own turn the channel hears nothing
//! and their turn prompt is updated in its slot; the post that follows tells every step. A
//! finished game stays at its table.

use kontor_engine::GameRng;
use kontor_service::{ChatKey, Command, Delivery, UserKey};
use kontor_storage::GameStatus;

use crate::support;
use support::{Served, all_text, say_all, service};

fn chat() -> ChatKey {
    ChatKey::new("test", "t")
}

async fn say(svc: &Served, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(Command::text(chat(), UserKey::new("test", who), who, text)).await
}

fn channel(out: &[Delivery]) -> Vec<&Delivery> {
    out.iter().filter(|d| matches!(d, Delivery::Channel { .. })).collect()
}

/// The human who must act, if any.
async fn to_move(svc: &Served) -> Option<&'static str> {
    for who in ["alice", "bob"] {
        if !svc.legal_moves(&chat(), &UserKey::new("test", who)).await.is_empty() {
            return Some(who);
        }
    }
    None
}

/// Plays `kind` to the end with alice and bob (and `bots` easy bots), each playing a random legal
/// move; checks that a channel post comes only when someone new must act or the game ends, and
/// returns (channel posts, changes of the acting human).
async fn play_out(svc: &Served, new: &str, bots: usize) -> (usize, usize) {
    say(svc, "alice", new).await;
    say(svc, "bob", "/join").await;
    for _ in 0..bots {
        say(svc, "alice", "/addbot").await;
    }
    let start = say(svc, "alice", "/start").await;
    assert_eq!(channel(&start).len(), 1, "{start:?}");
    let mut rng = GameRng::from_seed(7);
    let (mut posts, mut changes) = (0, 0);
    let mut acting = to_move(svc).await;
    for _ in 0..20_000 {
        let Some(who) = acting else { break };
        let moves = svc.legal_moves(&chat(), &UserKey::new("test", who)).await;
        let pick = &moves[rng.below(moves.len())];
        let owner = || svc.store().load_snapshot(1).unwrap().and_then(|g| g.turn_owner());
        let (before, owned) = (svc.store().record(1).unwrap().unwrap().actions, owner());
        let out = say(svc, who, &format!("/play {}", pick.notation)).await;
        let next = to_move(svc).await;
        let told = channel(&out);
        // One action, and the same seat's turn before and after: a step inside that turn.
        let alone = svc.store().record(1).unwrap().unwrap().actions == before + 1 && owner() == owned;
        if next == Some(who) && alone {
            assert!(told.is_empty(), "a step inside {who}'s turn reached the channel: {told:?}");
            let prompt = out.iter().find(|d| d.slot().is_some()).expect("the turn prompt is updated");
            assert_eq!(prompt.slot(), Some("turn-1"));
        } else {
            // The acting seats changed at least once (to another player, a bot, and back).
            changes += 1;
        }
        posts += told.len();
        acting = next;
    }
    let record = svc.store().record(1).unwrap().unwrap();
    assert_eq!(record.status, GameStatus::Finished, "{new}: {} actions, {acting:?} to move", record.actions);
    (posts, changes)
}

#[tokio::test]
async fn a_hansa_turn_of_several_actions_is_one_channel_post() {
    let svc = service();
    let (posts, changes) = play_out(&svc, "/new hansa players=4 seed=5", 2).await;
    // The start's post is counted apart; the end adds a score-chart post only with images.
    assert!(posts <= changes + 1, "{posts} posts for {changes} changes of the acting player");
    let log = all_text(&say(&svc, "alice", "/log 50").await);
    assert!(!log.contains("There is no game"), "{log}");
}

#[tokio::test]
async fn carthage_and_thurn_und_taxis_post_once_per_turn() {
    for new in ["/new carthage players=2 seed=5", "/new thurn-taxis players=2 seed=5"] {
        let svc = service();
        let (posts, changes) = play_out(&svc, new, 0).await;
        assert!(posts <= changes + 1, "{new}: {posts} posts for {changes} changes");
    }
}

#[tokio::test]
async fn a_finished_game_stays_at_its_table() {
    let svc = service();
    play_out(&svc, "/new carthage players=2 seed=6", 0).await;
    for command in ["/board", "/status", "/log", "/score"] {
        let out = say(&svc, "bob", command).await;
        let text = all_text(&out);
        assert!(!text.contains("no game"), "{command}: {text}");
        assert_eq!(channel(&out).len(), 1, "{command}: {out:?}");
    }
    assert!(all_text(&say(&svc, "bob", "/status").await).contains("finished"));
    let games = all_text(&say(&svc, "bob", "/games").await);
    assert!(games.contains("Recently ended:") && games.contains("#1 "), "{games}");
    let refused = all_text(&say(&svc, "bob", "/play take r1").await);
    assert!(refused.contains("the last one was Traders of Carthage (game #1). `/new carthage`"), "{refused}");
    // A new game takes the table over.
    say(&svc, "bob", "/new thurn-taxis").await;
    assert!(all_text(&say(&svc, "bob", "/status").await).contains("lobby"));
}

#[tokio::test]
async fn a_pasted_play_line_plays_its_move() {
    let svc = service();
    say_all(&svc, "t", &[("alice", "/new carthage players=2 seed=3"), ("bob", "/join"), ("alice", "/start")])
        .await;
    let who = to_move(&svc).await.unwrap();
    let moves = svc.legal_moves(&chat(), &UserKey::new("test", who)).await;
    let before = svc.store().record(1).unwrap().unwrap().actions;
    let out = say(&svc, who, &format!("/play /play {}", moves[0].notation)).await;
    assert_eq!(svc.store().record(1).unwrap().unwrap().actions, before + 1, "{out:?}");
}

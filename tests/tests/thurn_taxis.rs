//! Thurn und Taxis end to end: alice plays the first move offered to her each turn against two bots,
//! first through the service directly, then the same moves as a script through the terminal adapter.

use kontor_service::{ChatKey, Command, Delivery, UserKey};
use kontor_tests::{run_script, temporary_service};

const OPENING: &str = "alice /new thurn-taxis players=3 seed=5\nalice /addbot\nalice /addbot\nalice /start\n";

fn all_text(out: &[Delivery]) -> String {
    out.iter().map(Delivery::text).collect::<Vec<_>>().join("\n")
}

/// The first button offered privately to alice, if any.
fn first_choice(out: &[Delivery]) -> Option<String> {
    out.iter().find_map(|d| match d {
        Delivery::Private { user, choices, .. } if user.id == "alice" => {
            choices.first().map(|c| c.text.clone())
        }
        _ => None,
    })
}

/// Plays the game through `Service::handle` and returns alice's moves in order.
async fn alices_moves() -> (Vec<String>, String) {
    let svc = temporary_service(false);
    let say = |text: String| {
        let cmd =
            Command::text(ChatKey::new("local", "local"), UserKey::new("local", "alice"), "alice", &text);
        svc.handle(cmd)
    };
    let mut out = Vec::new();
    for line in OPENING.lines() {
        out = say(line.trim_start_matches("alice ").to_string()).await;
    }
    let mut moves = Vec::new();
    for _ in 0..3_000 {
        let Some(text) = first_choice(&out) else { break };
        out = say(text.clone()).await;
        moves.push(text);
    }
    (moves, all_text(&out))
}

#[tokio::test]
async fn thurn_taxis_full_game_against_bots_through_the_service_and_the_terminal() {
    let (moves, last) = alices_moves().await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");
    assert!(moves.len() > 20, "alice made {} moves", moves.len());
    let script: String =
        OPENING.to_string() + &moves.iter().map(|m| format!("alice {m}\n")).collect::<String>();
    let out = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(false), &script, out.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
    assert!(printed.contains("best carriage"), "the breakdown names the categories");
    assert!(!printed.contains("It is not your turn"), "{printed}");
}

//! Hansa Teutonica end to end: alice plays one of the offered moves (picked by a fixed
//! pseudo-random sequence, so she never loops between a step and its `back`) against two bots
//! until the game is over, through the service; then the same lines, replayed through the
//! terminal adapter on a fresh service, reach the final ranking too.

use kontor_service::{ChatKey, Command, Delivery, UserKey};
use kontor_tests::{run_script, temporary_service};

/// One of the buttons offered privately to `who`, chosen by `pick`.
fn some_choice(out: &[Delivery], who: &str, pick: &mut u64) -> Option<String> {
    out.iter().find_map(|d| match d {
        Delivery::Private { user, choices, .. } if user.id == who && !choices.is_empty() => {
            *pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            Some(choices[(*pick >> 33) as usize % choices.len()].text.clone())
        }
        _ => None,
    })
}

fn all_text(out: &[Delivery]) -> String {
    out.iter().map(Delivery::text).collect::<Vec<_>>().join("\n")
}

#[tokio::test]
async fn a_human_and_two_bots_finish_a_game_through_the_service_and_the_terminal() {
    let svc = temporary_service(false);
    let chat = ChatKey::new("local", "local");
    let say = |text: String| {
        let svc = svc.clone();
        let chat = chat.clone();
        async move { svc.handle(Command::text(chat, UserKey::new("local", "alice"), "alice", &text)).await }
    };
    let mut lines = vec![
        "alice /new hansa players=3 seed=5".to_string(),
        "alice /addbot".to_string(),
        "alice /addbot".to_string(),
        "alice /start".to_string(),
    ];
    let mut out = Vec::new();
    for line in &lines {
        out = say(line["alice ".len()..].to_string()).await;
    }
    let mut moves = 0;
    let mut pick = 5;
    while let Some(text) = some_choice(&out, "alice", &mut pick) {
        assert!(moves < 6_000, "the game does not end");
        out = say(text.clone()).await;
        lines.push(format!("alice {text}"));
        moves += 1;
    }
    let text = all_text(&out);
    assert!(text.contains("Game over! Final ranking:"), "{text}");

    let dir = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(false), &lines.join("\n"), dir.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
    assert!(!printed.contains("It is not your turn"));
}

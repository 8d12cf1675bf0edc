//! Writes `tests/scripts/carthage-3p-vs-bots.txt`: `cargo test -p kontor-tests --test generate -- --ignored`.

use kontor_service::{ChatKey, Command, Delivery, UserKey};
use kontor_tests::temporary_service;

#[tokio::test]
#[ignore = "regenerates a committed script"]
async fn generate_carthage_script() {
    let svc = temporary_service(false);
    let mut lines = vec![
        "# Traders of Carthage: alice against two bots (seed 2026).".to_string(),
        "# Play it with: kontor local --data kontor-data --out kontor-out < tests/scripts/carthage-3p-vs-bots.txt"
            .to_string(),
        "alice /new carthage players=3 seed=2026".into(),
        "alice /addbot".into(),
        "alice /addbot".into(),
        "alice /start".into(),
    ];
    let mut out = Vec::new();
    for line in &lines[2..] {
        out = svc.handle(command(line)).await;
    }
    loop {
        let next = out.iter().find_map(|d| match d {
            Delivery::Private { user, choices, .. } if user.id == "alice" => {
                choices.last().map(|c| c.text.clone())
            }
            _ => None,
        });
        let Some(text) = next else { break };
        let line = format!("alice {text}");
        out = svc.handle(command(&line)).await;
        lines.push(line);
    }
    lines.insert(6, "alice /hand".into());
    lines.push("alice /score".into());
    lines.push("alice /log 5".into());
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/carthage-3p-vs-bots.txt"),
        lines.join("\n") + "\n",
    )
    .unwrap();
}

fn command(line: &str) -> Command {
    let (user, text) = line.split_once(' ').unwrap();
    Command::text(ChatKey::new("local", "local"), UserKey::new("local", user), user, text)
}

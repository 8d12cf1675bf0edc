//! Writes `tests/scripts/carthage-3p-vs-bots.txt`: `cargo test -p kontor-tests --test generate -- --ignored`.

use kontor_tests::play_as_alice;

#[tokio::test]
#[ignore = "regenerates a committed script"]
async fn generate_carthage_script() {
    let opening = ["/new carthage players=3 seed=2026", "/addbot", "/addbot", "/start"];
    // Alice always presses the last button offered to her.
    let (script, _, _) = play_as_alice(&opening, 5_000, |choices| choices.len() - 1).await;
    let mut lines = vec![
        "# Traders of Carthage: alice against two bots (seed 2026).".to_string(),
        "# Play it with: kontor local --data kontor-data --out kontor-out < tests/scripts/carthage-3p-vs-bots.txt"
            .to_string(),
    ];
    lines.extend(script.lines().map(String::from));
    lines.insert(6, "alice /hand".into());
    lines.push("alice /score".into());
    lines.push("alice /log 5".into());
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/carthage-3p-vs-bots.txt"),
        lines.join("\n") + "\n",
    )
    .unwrap();
}

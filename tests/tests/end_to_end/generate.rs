//! Writes the committed `kontor local` scripts under `tests/scripts/`:
//! `cargo test -p kontor-tests --test end_to_end generate -- --ignored`.

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

#[tokio::test]
#[ignore = "regenerates a committed script"]
async fn generate_britannia_script() {
    let opening = ["/new hansa map=britannia seed=2026", "/addbot", "/addbot", "/addbot", "/start"];
    // Alice presses the button a fixed pseudo-random sequence picks, so she never loops between a
    // step and its `back`.
    let mut state = 2026u64;
    let pick = move |_: &[kontor_service::Choice]| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let (script, _, last) = play_as_alice(&opening, 6_000, pick).await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");
    let mut lines = vec![
        "# Hansa Teutonica on Britannia (the 4–5 player side): alice against three bots (seed 2026).".to_string(),
        "# Play it with: kontor local --data kontor-data --out kontor-out < tests/scripts/hansa-britannia-4p-vs-bots.txt"
            .to_string(),
    ];
    lines.extend(script.lines().map(String::from));
    lines.push("alice /score".into());
    lines.push("alice /log 5".into());
    std::fs::write(
        concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/hansa-britannia-4p-vs-bots.txt"),
        lines.join("\n") + "\n",
    )
    .unwrap();
}

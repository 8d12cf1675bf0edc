//! Writes the committed `kontor local` scripts under `tests/scripts/`:
//! `cargo test -p kontor-tests --test end_to_end generate -- --ignored`.

use kontor_tests::{play_as_alice, pseudo_random_pick};

/// Writes `tests/scripts/<file>`: a comment line `title` and one on how to play the file, the
/// `lines` of alice's game, then her `/score` and `/log 5`.
fn write_script(file: &str, title: &str, lines: Vec<String>) {
    let mut all = vec![
        format!("# {title}"),
        format!("# Play it with: kontor local --data kontor-data --out kontor-out < tests/scripts/{file}"),
    ];
    all.extend(lines);
    all.extend(["alice /score".to_string(), "alice /log 5".to_string()]);
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts").join(file);
    std::fs::write(path, all.join("\n") + "\n").unwrap();
}

#[tokio::test]
#[ignore = "regenerates a committed script"]
async fn generate_carthage_script() {
    let opening = ["/new carthage players=3 seed=2026", "/addbot", "/addbot", "/start"];
    // Alice always presses the last button offered to her.
    let (script, _, _) = play_as_alice(&opening, 5_000, |choices| choices.len() - 1).await;
    let mut lines: Vec<String> = script.lines().map(String::from).collect();
    lines.insert(4, "alice /hand".into());
    write_script(
        "carthage-3p-vs-bots.txt",
        "Traders of Carthage: alice against two bots (seed 2026).",
        lines,
    );
}

#[tokio::test]
#[ignore = "regenerates a committed script"]
async fn generate_britannia_script() {
    let opening = ["/new hansa map=britannia seed=2026", "/addbot", "/addbot", "/addbot", "/start"];
    let (script, _, last) = play_as_alice(&opening, 6_000, pseudo_random_pick(2026)).await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");
    write_script(
        "hansa-britannia-4p-vs-bots.txt",
        "Hansa Teutonica on Britannia (the 4–5 player side): alice against three bots (seed 2026).",
        script.lines().map(String::from).collect(),
    );
}

//! Thurn und Taxis end to end: alice plays the first move offered to her each turn against two bots,
//! first through the service directly, then the same moves as a script through the terminal adapter.

use kontor_tests::{play_as_alice, run_script, temporary_service};

const OPENING: [&str; 4] = ["/new thurn-taxis players=3 seed=5", "/addbot", "/addbot", "/start"];

#[tokio::test]
async fn thurn_taxis_full_game_against_bots_through_the_service_and_the_terminal() {
    let (script, moves, last) = play_as_alice(&OPENING, 3_000, |_| 0).await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");
    assert!(moves > 20, "alice made {moves} moves");
    let out = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(false), &script, out.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
    assert!(printed.contains("best carriage"), "the breakdown names the categories");
    assert!(!printed.contains("It is not your turn"), "{printed}");
}

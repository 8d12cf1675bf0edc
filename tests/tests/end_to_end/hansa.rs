//! Hansa Teutonica end to end: alice plays one of the offered moves (picked by a fixed
//! pseudo-random sequence, so she never loops between a step and its `back`) against two bots
//! until the game is over, through the service; then the same lines, replayed through the
//! terminal adapter on a fresh service, reach the final ranking too.

use kontor_tests::{play_as_alice, pseudo_random_pick, run_script, temporary_service};

const OPENING: [&str; 4] = ["/new hansa players=3 seed=5", "/addbot", "/addbot", "/start"];

#[tokio::test]
async fn a_human_and_two_bots_finish_a_game_through_the_service_and_the_terminal() {
    let (script, _, last) = play_as_alice(&OPENING, 6_000, pseudo_random_pick(5)).await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");

    let dir = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(false), &script, dir.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
    assert!(!printed.contains("It is not your turn"));
}

//! The Quest for El Dorado end to end: alice plays the first offered move every turn against two
//! bots until the game is over, through the service; then the same lines, replayed through the
//! terminal adapter on a fresh service, reach the final ranking too.

use kontor_tests::{play_as_alice, run_script, temporary_service};

const OPENING: [&str; 4] = ["/new el-dorado players=3 seed=5", "/addbot", "/addbot", "/start"];

#[tokio::test]
async fn a_human_and_two_bots_finish_a_game_through_the_service_and_the_terminal() {
    let (script, _, last) = play_as_alice(&OPENING, 3_000, |_| 0).await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");

    let dir = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(false), &script, dir.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
    assert!(!printed.contains("It is not your turn"));
}

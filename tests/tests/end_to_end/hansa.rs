//! Hansa Teutonica end to end: alice plays one of the offered moves (picked by a fixed
//! pseudo-random sequence, so she never loops between a step and its `back`) against two bots
//! until the game is over, through the service; then the same lines, replayed through the
//! terminal adapter on a fresh service, reach the final ranking too.

use kontor_tests::{play_as_alice, run_script, temporary_service};

const OPENING: [&str; 4] = ["/new hansa players=3 seed=5", "/addbot", "/addbot", "/start"];

#[tokio::test]
async fn a_human_and_two_bots_finish_a_game_through_the_service_and_the_terminal() {
    let mut state = 5u64;
    let pick = move |_: &[kontor_service::Choice]| {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let (script, _, last) = play_as_alice(&OPENING, 6_000, pick).await;
    assert!(last.contains("Game over! Final ranking:"), "{last}");

    let dir = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(false), &script, dir.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
    assert!(!printed.contains("It is not your turn"));
}

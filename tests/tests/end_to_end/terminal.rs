//! `kontor local`: the terminal adapter driving the whole stack.

use kontor_tests::{BRITANNIA_SCRIPT, CARTHAGE_SCRIPT, run_script, service_in, temporary_service};

/// Plays the committed script (alice against two bots) to the final scores.
#[tokio::test]
async fn scripted_three_player_game_reaches_the_final_scores() {
    let out = tempfile::tempdir().unwrap();
    let service = temporary_service(true);
    let printed = run_script(&service, CARTHAGE_SCRIPT, out.path()).await;
    assert!(printed.contains("[#local] Game over! Final ranking:"), "{printed}");
    assert!(printed.contains("[#local] victory point cards:"));
    let images: Vec<_> = printed.lines().filter_map(|l| l.strip_prefix("[image] ")).collect();
    assert!(images.iter().any(|p| p.ends_with("-scores.png")));
    for path in images {
        assert!(std::fs::metadata(path).unwrap().len() > 1000);
    }
    let inputs = CARTHAGE_SCRIPT.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).count();
    assert_eq!(printed.lines().filter(|l| *l == "[end]").count(), inputs);
    assert!(!printed.contains("[@alice] It is not your turn"), "the script only plays legal moves");
}

/// The Big Box script: Britannia opened from chat with one human and three bots, played to its end
/// on the 4–5 player side the seat count chose.
#[tokio::test]
async fn scripted_britannia_game_reaches_the_final_scores() {
    let out = tempfile::tempdir().unwrap();
    let printed = run_script(&temporary_service(true), BRITANNIA_SCRIPT, out.path()).await;
    assert!(printed.contains("Britannia's side follows the seats at /start"), "{printed}");
    assert!(printed.contains("Hansa Teutonica on the Britannia board (4–5 player side)"), "{printed}");
    assert!(printed.contains("[#local] Game over! Final ranking:"), "{printed}");
    assert!(!printed.contains("It is not your turn"), "the script only plays legal moves");
    assert!(!printed.contains("/moves lists your moves"), "the script only plays legal moves");
    let inputs = BRITANNIA_SCRIPT.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')).count();
    assert_eq!(printed.lines().filter(|l| *l == "[end]").count(), inputs);
    assert!(printed.lines().filter_map(|l| l.strip_prefix("[image] ")).any(|p| p.ends_with("-scores.png")));
}

/// The script is deterministic: the same final ranking on every run.
#[tokio::test]
async fn the_script_replays_to_the_same_result() {
    let out = tempfile::tempdir().unwrap();
    let result = |text: String| {
        text.lines().skip_while(|l| !l.contains("Final ranking")).take(4).collect::<Vec<_>>().join("\n")
    };
    let a = result(run_script(&temporary_service(false), CARTHAGE_SCRIPT, out.path()).await);
    let b = result(run_script(&temporary_service(false), CARTHAGE_SCRIPT, out.path()).await);
    assert!(!a.is_empty());
    assert_eq!(a, b);
}

/// Bad lines are answered, never fatal, and change nothing.
#[tokio::test]
async fn malformed_lines_are_answered() {
    let out = tempfile::tempdir().unwrap();
    let printed =
        run_script(&temporary_service(false), "alice\n   \n# note\nalice /nope\nbob /play buy\n", out.path())
            .await;
    assert!(printed.contains("[error] alice has no command"));
    assert!(printed.contains("[@alice] /nope is not a Kontor command"));
    assert!(printed.contains("[@bob] There is no game in this chat"));
    assert_eq!(printed.lines().filter(|l| *l == "[end]").count(), 3);
}

/// Stopping half way and starting again on the same folder continues the game.
#[tokio::test]
async fn the_game_survives_a_restart_of_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let lines: Vec<&str> = CARTHAGE_SCRIPT.lines().collect();
    let (first, second) = lines.split_at(lines.len() / 2);
    run_script(&service_in(data.path(), false), &first.join("\n"), out.path()).await;
    let printed = run_script(&service_in(data.path(), false), &second.join("\n"), out.path()).await;
    assert!(printed.contains("Game over! Final ranking:"), "{printed}");
}

/// `kontor local --manual-clock`: `/tick` lines move time and the reminders print.
#[tokio::test]
async fn ticking_the_clock_prints_reminders_and_the_time_out() {
    use std::sync::Arc;

    use kontor_service::{ManualClock, Service, ServiceConfig};
    use kontor_storage::Store;

    let clock = ManualClock::starting_at(1_767_603_600_000);
    let config = ServiceConfig { images: false, ..ServiceConfig::default() };
    let service = Service::new(Store::temporary().unwrap(), config, Arc::new(clock.clone()));
    let script = "alice /new carthage players=2 seed=3\nalice /addbot\nalice /start\n\
                  alice /remind timeout bot 2d\n/tick 11h\n/tick 2h\n/tick 1d\n/tick 1d\n";
    let out = tempfile::tempdir().unwrap();
    let mut printed = Vec::new();
    kontor_bot::terminal::run_with_clock(&service, script.as_bytes(), &mut printed, out.path(), Some(&clock))
        .await
        .unwrap();
    let printed = String::from_utf8(printed).unwrap();
    let blocks: Vec<&str> = printed.split("[end]\n").collect();
    assert!(blocks[4].starts_with("[clock] +11h") && !blocks[4].contains('⏰'), "{printed}");
    assert!(blocks[5].contains("[#local] ⏰ alice, it is your move"), "{printed}");
    assert!(blocks[6].contains("⏰ alice, game #1 (Traders of Carthage) is still waiting"), "{printed}");
    // The time-out hands the turn to a bot, which thinks off the reminder task: its move follows
    // the tick, printed at the latest before the terminal ends.
    assert!(blocks[7].starts_with("[clock] +1d"), "{printed}");
    assert!(blocks[7..].iter().any(|b| b.contains("a bot played the turn for them")), "{printed}");
}

//! `kontor selfplay <game>` plays a whole game of each title with bots, with and without game
//! options, and prints its JSON summary last.

use std::process::Command;

/// The output of `kontor selfplay` with `args`, which must succeed.
fn selfplay(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kontor")).arg("selfplay").args(args).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// Self-play of `game` by `players` with `seed` finishes, and its summary names the game, the
/// players and one entry of `per_seat` each; a game with the arguments `then` finishes too.
fn finishes(game: &str, players: usize, seed: &str, per_seat: &str, then: &[&str]) {
    let stdout = selfplay(&[game, "--players", &players.to_string(), "--seed", seed]);
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["game"], game);
    assert_eq!(summary["players"], players);
    assert_eq!(summary[per_seat].as_array().unwrap().len(), players);
    selfplay(&[&[game], then].concat());
}

#[test]
fn el_dorado_selfplay_finishes() {
    let then = ["--players", "2", "--seed", "9", "--option", "caves=on", "--option", "course=random"];
    finishes("el-dorado", 4, "5", "ranking", &then);
}

#[test]
fn hansa_selfplay_finishes() {
    finishes("hansa", 4, "9", "ranking", &["--players", "2", "--seed", "3", "--option", "tokens=bigbox"]);
}

#[test]
fn thurn_taxis_selfplay_finishes() {
    let then = ["--players", "2", "--seed", "1", "--option", "carriage_points=face"];
    finishes("thurn-taxis", 3, "11", "scores", &then);
}

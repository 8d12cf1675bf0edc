//! `kontor selfplay thurn-taxis` plays a whole game with bots and prints a JSON summary last.

use std::process::Command;

#[test]
fn thurn_taxis_selfplay_finishes() {
    let out = Command::new(env!("CARGO_BIN_EXE_kontor"))
        .args(["selfplay", "thurn-taxis", "--players", "3", "--seed", "11"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["game"], "thurn-taxis");
    assert_eq!(summary["players"], 3);
    assert_eq!(summary["scores"].as_array().unwrap().len(), 3);
    let out = Command::new(env!("CARGO_BIN_EXE_kontor"))
        .args([
            "selfplay",
            "thurn-taxis",
            "--players",
            "2",
            "--seed",
            "1",
            "--option",
            "carriage_points=face",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

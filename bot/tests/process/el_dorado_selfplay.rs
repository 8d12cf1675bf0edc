//! `kontor selfplay el-dorado --players 4 --seed 5` finishes and prints its JSON summary last.

use std::process::Command;

#[test]
fn el_dorado_selfplay_finishes() {
    let out = Command::new(env!("CARGO_BIN_EXE_kontor"))
        .args(["selfplay", "el-dorado", "--players", "4", "--seed", "5"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["game"], "el-dorado");
    assert_eq!(summary["players"], 4);
    assert_eq!(summary["ranking"].as_array().unwrap().len(), 4);
    let out = Command::new(env!("CARGO_BIN_EXE_kontor"))
        .args([
            "selfplay",
            "el-dorado",
            "--players",
            "2",
            "--seed",
            "9",
            "--option",
            "caves=on",
            "--option",
            "course=random",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

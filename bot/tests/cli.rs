//! The `kontor` binary as a newcomer runs it.

use std::io::Write;
use std::process::{Command, Stdio};

fn kontor() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kontor"))
}

#[test]
fn selfplay_finishes_and_prints_a_json_summary_last() {
    let out = kontor().args(["selfplay", "carthage", "--players", "4", "--seed", "7"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let last = stdout.lines().last().unwrap();
    let summary: serde_json::Value = serde_json::from_str(last).unwrap();
    assert_eq!(summary["game"], "carthage");
    assert_eq!(summary["seed"], 7);
    assert_eq!(summary["players"], 4);
    assert!(summary["actions"].as_u64().unwrap() > 20);
    assert_eq!(summary["scores"].as_array().unwrap().len(), 4);
    assert_eq!(summary["ranking"].as_array().unwrap().len(), 4);
}

#[test]
fn selfplay_refuses_unknown_games_and_options() {
    let out = kontor().args(["selfplay", "chess"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("there is no game `chess`"));
    let out = kontor().args(["selfplay", "carthage", "--option", "speed=fast"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown option"));
}

fn local(data: &std::path::Path, out: &std::path::Path, input: &str) -> String {
    let mut child = kontor()
        .args(["local", "--data"])
        .arg(data)
        .arg("--out")
        .arg(out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let result = child.wait_with_output().unwrap();
    assert!(result.status.success());
    String::from_utf8(result.stdout).unwrap()
}

#[test]
fn local_plays_and_export_import_round_trips() {
    let data = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let printed = local(
        data.path(),
        out.path(),
        "alice /new carthage players=2 seed=4\nalice /addbot\nalice /start\nalice /board\n",
    );
    assert!(printed.contains("[#local] Traders of Carthage begins!"), "{printed}");
    assert!(printed.lines().any(|l| l.starts_with("[image] ") && l.ends_with(".png")));
    assert_eq!(printed.lines().filter(|l| *l == "[end]").count(), 4);

    let export = kontor().args(["export", "1", "--data"]).arg(data.path()).output().unwrap();
    assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
    let file = out.path().join("game.json");
    std::fs::write(&file, &export.stdout).unwrap();
    let other = tempfile::tempdir().unwrap();
    let import = kontor().args(["import"]).arg(&file).arg("--data").arg(other.path()).output().unwrap();
    assert!(import.status.success(), "{}", String::from_utf8_lossy(&import.stderr));
    assert!(String::from_utf8_lossy(&import.stdout).contains("imported as game #"));
}

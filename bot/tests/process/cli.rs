//! The `kontor` binary as a newcomer runs it, and as an operator keeps its database: imports
//! killed half-way, game numbers across restarts and kills, backups, damaged and busy databases.

use std::io::{BufRead, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use kontor_engine::{GameRng, Options};
use kontor_games::{AnyGame, GameKind};
use kontor_storage::{GameExport, GameRecord, GameStatus, LoggedAction, SeatInfo, Store};

use super::kontor_local;

fn kontor() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kontor"))
}

/// A fresh folder, and in it the paths of a database folder and of a folder for pictures.
fn folders() -> (tempfile::TempDir, std::path::PathBuf, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let (data, out) = (dir.path().join("data"), dir.path().join("out"));
    (dir, data, out)
}

/// `kontor backup <file> --data <data>`, which must succeed; what it printed.
fn backup(file: &Path, data: &Path) -> String {
    succeeds(kontor().arg("backup").arg(file).arg("--data").arg(data))
}

/// Runs `command`, which must succeed, and returns what it printed.
fn succeeds(command: &mut Command) -> String {
    let out = command.output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn selfplay_finishes_and_prints_a_json_summary_last() {
    let stdout = succeeds(kontor().args(["selfplay", "carthage", "--players", "4", "--seed", "7"]));
    let last = stdout.lines().last().unwrap();
    let summary: serde_json::Value = serde_json::from_str(last).unwrap();
    assert_eq!(summary["game"], "carthage");
    assert_eq!(summary["seed"], 7);
    assert_eq!(summary["players"], 4);
    assert!(summary["actions"].as_u64().unwrap() > 20);
    assert_eq!(summary["scores"].as_array().unwrap().len(), 4);
    assert_eq!(summary["ranking"].as_array().unwrap().len(), 4);
    // The breakdown names each scoring category and adds up to the scores.
    let lines = summary["breakdown"].as_array().unwrap();
    assert!(lines.iter().all(|l| !l["category"].as_str().unwrap().is_empty()), "{summary}");
    for seat in 0..4 {
        let sum: i64 = lines.iter().map(|l| l["points"][seat].as_i64().unwrap()).sum();
        assert_eq!(sum, summary["scores"][seat].as_i64().unwrap(), "{summary}");
    }
}

#[test]
fn selfplay_takes_a_level_per_seat_and_reports_thinking() {
    let args = ["selfplay", "carthage", "--players", "3", "--seed", "4", "--bots", "hard,easy,normal"];
    let run = || succeeds(kontor().args(args).args(["--iterations", "12"]));
    let stdout = run();
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["bots"], serde_json::json!(["hard", "easy", "normal"]));
    assert_eq!(summary["scores"].as_array().unwrap().len(), 3);
    let hard = &summary["thinking"]["hard"];
    assert!(hard["searched"].as_u64().unwrap() > 0, "{summary}");
    assert_eq!(hard["median_iterations"], 12);
    assert!(summary["thinking"]["easy"]["decisions"].as_u64().unwrap() > 0);
    // Budgeted by iterations, the game is the same every time (up to the think times).
    let moves =
        |text: &str| text.lines().filter(|l| l.starts_with("Bot ")).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(moves(&stdout), moves(&run()));
    let out =
        kontor().args(["selfplay", "carthage", "--players", "3", "--bots", "hard,easy"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("2 levels for 3 players"));
    let out = kontor().args(["selfplay", "carthage", "--bots", "expert"]).output().unwrap();
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown bot level `expert`"));
}

#[test]
fn arena_rotates_seats_and_prints_win_shares_per_level() {
    let stdout = succeeds(
        kontor()
            .args([
                "arena",
                "carthage",
                "--players",
                "2",
                "--bots",
                "hard,easy",
                "--games",
                "4",
                "--seed",
                "3",
            ])
            .args(["--iterations", "10"]),
    );
    assert_eq!(stdout.lines().filter(|l| l.starts_with("game ")).count(), 4);
    assert!(stdout.contains("game 2 seed 4:"));
    for line in stdout.lines().filter(|l| l.starts_with("game ")) {
        // `game 1 seed 3: 1.hard:41 2.easy:30 (57 moves)`: each seat's place, level and score.
        let seats: Vec<&str> = line.split(": ").nth(1).unwrap().split(' ').take(2).collect();
        let places: Vec<u32> = seats.iter().map(|s| s.split('.').next().unwrap().parse().unwrap()).collect();
        assert_eq!(places[0], 1, "{line}");
        assert!(places[1] >= places[0], "{line}");
        assert!(seats.iter().all(|s| s.contains(".hard:") || s.contains(".easy:")), "{line}");
    }
    let summary: serde_json::Value = serde_json::from_str(stdout.lines().last().unwrap()).unwrap();
    assert_eq!(summary["games"], 4);
    let (hard, easy) = (&summary["levels"]["hard"], &summary["levels"]["easy"]);
    assert_eq!((hard["seats"].as_u64(), easy["seats"].as_u64()), (Some(4), Some(4)));
    let shares = hard["win_share"].as_f64().unwrap() + easy["win_share"].as_f64().unwrap();
    assert!((shares - 1.0).abs() < 1e-9, "{summary}");
    assert_eq!(hard["fair_share"], 0.5);
    assert!(summary["thinking"]["hard"]["p50_ms"].as_f64().is_some());
    // The levels are rated as /leaderboard rates players: the yardstick of a level.
    let (hard_mu, easy_mu) = (hard["mu"].as_f64().unwrap(), easy["mu"].as_f64().unwrap());
    let hard_won = hard["win_share"].as_f64().unwrap() > 0.5;
    assert_eq!(hard_mu > easy_mu, hard_won, "{summary}");
    assert!(stdout.contains("hard: rating ") && stdout.contains("as /leaderboard would show it"), "{stdout}");
}

#[test]
fn selfplay_refuses_unknown_games_and_options() {
    let out = kontor().args(["selfplay", "chess"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("There is no game `chess`"));
    let out = kontor().args(["selfplay", "carthage", "--option", "speed=fast"]).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("Unknown option"));
}

fn local(data: &Path, out: &Path, input: &str) -> String {
    local_with(data, out, input, &[])
}

/// `kontor local` without pictures (faster).
fn quiet(data: &Path, out: &Path, input: &str) -> String {
    local_with(data, out, input, &["--no-images"])
}

fn local_with(data: &Path, out: &Path, input: &str, flags: &[&str]) -> String {
    let mut child = kontor_local(data, out, flags).spawn().unwrap();
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

    let export = succeeds(kontor().args(["export", "1", "--data"]).arg(data.path()));
    let file = out.path().join("game.json");
    std::fs::write(&file, &export).unwrap();
    let other = tempfile::tempdir().unwrap();
    let import = succeeds(kontor().args(["import"]).arg(&file).arg("--data").arg(other.path()));
    assert!(import.contains("imported as game #"));
}

/// A Hansa game of four bots, `moves` actions in and still running, as `kontor export` writes it.
fn running_game(moves: usize) -> GameExport {
    let seats = 4;
    let mut game = AnyGame::setup(GameKind::Hansa, &Options::new(), seats, 11).unwrap();
    let mut rng = GameRng::from_seed(3);
    let mut actions = Vec::new();
    while actions.len() < moves {
        let seat = game.active_seats()[0];
        let action = game.bot_action(seat, &mut rng).unwrap();
        let mut next = game.clone();
        next.apply(seat, &action).unwrap();
        if next.is_over() {
            break;
        }
        game = next;
        actions.push(LoggedAction {
            seat,
            action,
            time_ms: 1_767_603_600_000 + 60_000 * actions.len() as u64,
        });
    }
    let bot = |i: usize| SeatInfo {
        user: kontor_storage::UserKey::new("bot", format!("7-{i}")),
        name: format!("Bot {i}"),
        bot: true,
        resigned: false,
        level: Default::default(),
        handle: None,
        player: None,
    };
    let start_ms = 1_767_603_600_000;
    let record = GameRecord {
        wanted_seats: Some(seats),
        seats: (0..seats).map(bot).collect(),
        seed: 11,
        status: GameStatus::Active,
        version: actions.len() as u64 + 2,
        actions: actions.len() as u32,
        reminded_ms: vec![0; seats],
        reminder_count: vec![0; seats],
        paused_ms: vec![0; seats],
        ..GameRecord::new(7, GameKind::Hansa, kontor_storage::ChatKey::new("local", "table"), start_ms)
    };
    GameExport { record, actions, snapshot: Some(game) }
}

fn import(file: &Path, data: &Path) -> std::process::Child {
    kontor()
        .arg("import")
        .arg(file)
        .arg("--data")
        .arg(data)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// The game stored in `data`, if any; panics on anything but nothing or the whole game.
fn nothing_or_everything(data: &Path, export: &GameExport) -> bool {
    let store = Store::open(data).unwrap();
    match store.game_count() {
        0 => false,
        1 => {
            let back = store.export(1).unwrap();
            assert_eq!(back.record.actions as usize, export.actions.len());
            assert!(back.actions == export.actions, "the log is incomplete: {} actions", back.actions.len());
            assert!(back.snapshot == export.snapshot, "the snapshot differs");
            assert_eq!(store.game_in_chat(&export.record.chat).unwrap(), Some(1));
            true
        }
        n => panic!("{n} games after one import"),
    }
}

#[test]
fn an_import_killed_at_any_moment_leaves_nothing_or_the_whole_game_and_a_retry_succeeds() {
    let export = running_game(400);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, serde_json::to_vec(&export).unwrap()).unwrap();
    // How long a whole import takes here: the kills are spread over that time and a bit beyond.
    let start = Instant::now();
    assert!(import(&file, &dir.path().join("timing")).wait().unwrap().success());
    let span = start.elapsed().as_micros() as usize * 5 / 4;
    let mut rng = GameRng::from_seed(2026);
    let (mut nothing, mut everything) = (0, 0);
    for run in 0..60 {
        let data = dir.path().join(format!("data{run}"));
        let mut child = import(&file, &data);
        std::thread::sleep(Duration::from_micros(rng.below(span) as u64));
        let _ = child.kill();
        child.wait().unwrap();
        if nothing_or_everything(&data, &export) {
            everything += 1;
        } else {
            nothing += 1;
        }
        // A retry stores the game, or finds the copy the killed import completed.
        let retry = succeeds(kontor().arg("import").arg(&file).arg("--data").arg(&data));
        assert!(retry.contains("imported as game #1"));
        assert!(nothing_or_everything(&data, &export));
    }
    println!("60 killed imports: {nothing} left nothing, {everything} the whole game");
}

/// Starts `kontor local` on `data`, sends `line` and waits for its answer; the process keeps the
/// database open until its input is closed.
fn held_open(data: &Path, line: &str) -> (std::process::Child, String) {
    let mut child = kontor_local(data, &data.with_extension("out"), &["--no-images"]).spawn().unwrap();
    writeln!(child.stdin.as_mut().unwrap(), "{line}").unwrap();
    let mut reader = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut printed = String::new();
    while !printed.ends_with("[end]\n") {
        assert!(reader.read_line(&mut printed).unwrap() > 0, "kontor local ended early: {printed}");
    }
    (child, printed)
}

#[test]
fn game_numbers_run_on_across_restarts_and_a_killed_process() {
    let (_dir, data, out) = folders();
    let printed = quiet(&data, &out, "alice /new carthage players=2\nalice /abandon\n");
    assert!(printed.contains("(#1)"), "{printed}");
    let printed = quiet(&data, &out, "alice /new carthage players=2\nalice /abandon\n");
    assert!(printed.contains("(#2)"), "{printed}");
    // Killed while it runs, right after it opened game #3.
    let (mut child, printed) = held_open(&data, "alice /new carthage players=2");
    assert!(printed.contains("(#3)"), "{printed}");
    child.kill().unwrap();
    child.wait().unwrap();
    let printed = quiet(&data, &out, "alice /abandon\nalice /new thurn-taxis players=2\n");
    assert!(printed.contains("(#4)"), "{printed}");
}

#[test]
fn backup_and_restore_through_the_binary_keep_every_game_and_its_number() {
    let (dir, data, out) = folders();
    quiet(
        &data,
        &out,
        "alice /new carthage players=2 seed=4\nalice /addbot\nalice /start\nalice /abandon\n\
         alice /new thurn-taxis players=2 seed=3\nalice /addbot\nalice /start\nalice /lang pl\n",
    );
    let file = dir.path().join("backup.jsonl");
    assert!(backup(&file, &data).contains("backed up 2 games and 2 settings"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(serde_json::from_str::<GameExport>(text.lines().next().unwrap()).is_ok());

    let restored = dir.path().join("restored");
    succeeds(kontor().arg("restore").arg(&file).arg("--data").arg(&restored));
    for id in ["1", "2"] {
        let export =
            |folder: &Path| kontor().args(["export", id, "--data"]).arg(folder).output().unwrap().stdout;
        assert_eq!(export(&data), export(&restored));
    }
    let again = kontor().arg("restore").arg(&file).arg("--data").arg(&restored).output().unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"));
    // The restored database numbers new games after the highest.
    let printed = quiet(&restored, &out, "alice /abandon\nalice /new carthage players=2\n");
    assert!(printed.contains("(#3)"), "{printed}");
}

#[test]
fn a_busy_or_damaged_database_says_what_to_do() {
    let (dir, data, out) = folders();
    quiet(&data, &out, "alice /new carthage players=2 seed=4\nalice /addbot\nalice /start\n");

    // In use by a running process: other commands say so; a backup is written by that process.
    let (mut child, _) = held_open(&data, "alice /status");
    let export = kontor().args(["export", "1", "--data"]).arg(&data).output().unwrap();
    assert!(!export.status.success());
    let stderr = String::from_utf8_lossy(&export.stderr);
    assert!(stderr.contains("is open in another process"), "{stderr}");
    let file = dir.path().join("backup.jsonl");
    let stdout = backup(&file, &data);
    assert!(stdout.contains("the running server backed up 1 games"), "{stdout}");
    let lines = std::fs::read_to_string(&file).unwrap();
    assert!(lines.lines().next().unwrap().contains("arthage"), "{lines}");
    drop(child.stdin.take());
    assert!(child.wait().unwrap().success());

    // A damaged page-table snapshot (sled wrote it when the folder was last opened).
    let mut snaps: Vec<_> = std::fs::read_dir(&data)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("snap."))
        .collect();
    snaps.sort();
    let snap = snaps.pop().expect("a page-table snapshot");
    let mut bytes = std::fs::read(&snap).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    std::fs::write(&snap, bytes).unwrap();
    let export = kontor().args(["export", "1", "--data"]).arg(&data).output().unwrap();
    assert!(!export.status.success());
    let stderr = String::from_utf8_lossy(&export.stderr);
    assert!(stderr.contains("page-table snapshot"), "{stderr}");
    assert!(stderr.contains(&format!("kontor repair --data {}", data.display())), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");

    let repaired = succeeds(kontor().arg("repair").arg("--data").arg(&data));
    assert!(repaired.contains("1 games load and replay"));
    succeeds(kontor().args(["export", "1", "--data"]).arg(&data));
}

/// A disk that fills up: the file-size limit (`ulimit -f`, with SIGXFSZ ignored so that a write
/// past it fails with EFBIG as on a full disk) makes sled's writes fail for good. `kontor local`
/// answers the command that met it with one apology, then stops with the reason and a non-zero
/// code; the folder then opens (without the limit) with every game it acknowledged.
#[cfg(unix)]
#[test]
fn a_full_disk_stops_the_process_with_an_error_and_loses_nothing_acknowledged() {
    let (_dir, data, out) = folders();
    let mut input = String::from("alice /new carthage players=2 seed=3\nalice /addbot\nalice /start\n");
    input += &"alice /status\n".repeat(400);
    let script = "trap '' XFSZ; ulimit -f 64; exec \"$0\" local --no-images --data \"$1\" --out \"$2\"";
    let mut child = Command::new("bash")
        .args(["-c", script, env!("CARGO_BIN_EXE_kontor")])
        .arg(&data)
        .arg(&out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    let (stdout, stderr) = (String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(!output.status.success(), "{stdout}\n{stderr}");
    assert!(stderr.contains("stopping: the database cannot be used any more"), "{stderr}");
    assert!(stderr.contains("File too large") && !stderr.contains("panicked"), "{stderr}");
    assert!(stdout.matches("could not read or write its database").count() <= 1, "{stdout}");
    // Restarted: the database is neither damaged nor behind its manifest, and game #1 is there.
    let store = Store::open(&data).unwrap();
    let game = store.record(1).unwrap().expect("the acknowledged game");
    assert_eq!(game.seats.len(), 2, "{stdout}");
}

/// Issue #63: ratings are derived data; the binary derives them again to the same numbers.
#[test]
fn ratings_rebuild_through_the_binary_gives_what_the_games_ends_gave() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let before = {
        let store = Store::open(&data).unwrap();
        for room in ["one", "two"] {
            finished_between_two(&store, room);
        }
        store.rated().unwrap();
        store.standings(kontor_storage::EVERYWHERE, GameKind::Carthage).unwrap()
    };
    assert_eq!(before.len(), 2);
    assert!(before.iter().all(|(_, r)| r.games == 2));
    let rebuilt = succeeds(kontor().args(["ratings", "rebuild", "--data"]).arg(&data));
    assert!(rebuilt.contains("rebuilt the ratings from 2 rated games"));
    let store = Store::open(&data).unwrap();
    assert_eq!(store.standings(kontor_storage::EVERYWHERE, GameKind::Carthage).unwrap(), before);
}

/// alice and bob play Carthage to its end in `room`, each move written as the service writes it.
fn finished_between_two(store: &Store, room: &str) {
    let mut record = running_game(0).record;
    record.kind = GameKind::Carthage;
    record.chat = kontor_storage::ChatKey::new("local", room);
    record.wanted_seats = Some(2);
    for (i, name) in ["alice", "bob"].iter().enumerate() {
        record.seats[i] = SeatInfo {
            user: kontor_storage::UserKey::new("local", *name),
            name: (*name).into(),
            bot: false,
            resigned: false,
            level: Default::default(),
            handle: None,
            player: None,
        };
    }
    record.seats.truncate(2);
    record.id = store.reserve_id().unwrap();
    let mut game = AnyGame::setup(GameKind::Carthage, &record.options, 2, record.seed).unwrap();
    store.commit(&record, Some(&game), kontor_storage::Change::Record, None).unwrap();
    let mut rng = GameRng::from_seed(record.id);
    while let Some(&seat) = game.active_seats().first() {
        let action = game.bot_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        record.actions += 1;
        record.version += 1;
        record.status = if game.is_over() { GameStatus::Finished } else { GameStatus::Active };
        let logged = LoggedAction { seat, action, time_ms: record.updated_ms };
        store.commit(&record, Some(&game), kontor_storage::Change::Append(&logged), None).unwrap();
    }
}

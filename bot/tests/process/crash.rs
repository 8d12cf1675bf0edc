//! `kontor local` killed with SIGKILL at random moments: alice plays against two bots in every
//! title, the process is killed while it handles her moves and started again on the same data
//! folder, over at least 50 kills. After each kill the database is opened and checked: no
//! acknowledged move lost, none applied twice, no game left waiting on a bot. At the end every board
//! and prompt of every version reached was printed at least once across the runs, and the outbox
//! is empty.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::Duration;

use kontor_storage::{GameStatus, Store};

/// A small deterministic generator, so a failing run can be repeated.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
}

/// One run of the binary.
struct Run {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Run {
    fn start(data: &Path) -> Run {
        let mut child = super::kontor_local(data, &data.join("out"), &["--no-images"])
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let (stdin, lines, _) = super::talk_to(&mut child, |_| true);
        Run { child, stdin, lines }
    }

    /// Sends one line and returns what was printed up to its `[end]` (a block of posts left from
    /// before a restart, `[outbox] …` to its own `[end]`, is returned with it).
    fn say(&mut self, line: &str, transcript: &mut Vec<String>) -> Vec<String> {
        writeln!(self.stdin, "alice {line}").unwrap();
        self.stdin.flush().unwrap();
        let mut block = Vec::new();
        let mut outbox_block = false;
        loop {
            let printed = match self.lines.recv_timeout(Duration::from_secs(30)) {
                Ok(printed) => printed,
                Err(RecvTimeoutError::Timeout) => panic!("no answer to `{line}`; so far: {block:?}"),
                Err(RecvTimeoutError::Disconnected) => panic!("kontor exited while answering `{line}`"),
            };
            transcript.push(printed.clone());
            if printed.starts_with("[outbox]") {
                outbox_block = true;
            }
            if printed == "[end]" {
                if outbox_block {
                    outbox_block = false;
                    continue;
                }
                return block;
            }
            block.push(printed);
        }
    }

    /// Sends a line and kills the process `delay` later, wherever it is.
    fn kill_during(mut self, line: &str, delay: Duration, transcript: &mut Vec<String>) {
        writeln!(self.stdin, "alice {line}").unwrap();
        self.stdin.flush().unwrap();
        std::thread::sleep(delay);
        self.child.kill().unwrap();
        self.child.wait().unwrap();
        // What it printed before it died.
        while let Ok(printed) = self.lines.recv_timeout(Duration::from_millis(200)) {
            transcript.push(printed);
        }
    }

    fn stop(mut self, transcript: &mut Vec<String>) {
        drop(self.stdin);
        assert!(self.child.wait().unwrap().success());
        while let Ok(printed) = self.lines.recv_timeout(Duration::from_millis(200)) {
            transcript.push(printed);
        }
    }
}

/// What the database holds between two runs.
struct Stored {
    alice_moves: usize,
    version: u64,
    status: GameStatus,
    bot_to_move: bool,
    unsent: usize,
}

fn inspect(data: &Path) -> Stored {
    let store = Store::open(data).unwrap();
    let game = store.load(1).unwrap().expect("game #1");
    let snapshot = game.snapshot.expect("a started game");
    let bot_to_move = snapshot.active_seats().iter().any(|s| game.record.seats[s.index()].bot);
    Stored {
        alice_moves: game.actions.iter().filter(|a| a.seat.0 == 0).count(),
        version: game.record.version,
        status: game.record.status,
        bot_to_move,
        unsent: store.unsent_count(),
    }
}

/// The labels of the last `[buttons @<game>.<version>]` line offered to alice.
fn buttons(block: &[String]) -> Vec<String> {
    let mut private = false;
    let mut found = Vec::new();
    for line in block {
        if line.starts_with("[@alice]") {
            private = true;
        } else if line.starts_with("[#") {
            private = false;
        } else if private
            && let Some(rest) = line.strip_prefix("[buttons @")
            && let Some((_, labels)) = rest.split_once("] ")
        {
            found = labels.split(" | ").map(String::from).collect();
        }
    }
    found
}

/// Drills from the first level of alice's move menu (`offered`) to one move with `pick`, a level
/// at a time (`/moves <entry> …`), and returns its notation: a move's own entry offers one button.
fn drill(
    run: &mut Run,
    mut offered: Vec<String>,
    pick: fn(&[String], &mut Lcg) -> usize,
    rng: &mut Lcg,
    transcript: &mut Vec<String>,
) -> String {
    let mut path = Vec::new();
    for _ in 0..4 {
        path.push(offered[pick(&offered, rng) % offered.len()].clone());
        offered = buttons(&run.say(&format!("/moves {}", path.join(" ")), transcript));
        assert!(!offered.is_empty(), "no entry at {path:?}");
        if offered.len() == 1 {
            return offered.remove(0);
        }
    }
    panic!("the menu is deeper than three levels at {path:?}");
}

/// Plays one game to its end with kills; returns the number of kills.
fn play_with_kills(game: &str, pick: fn(&[String], &mut Lcg) -> usize, rng: &mut Lcg) -> usize {
    let data = tempfile::tempdir().unwrap();
    let data = data.path();
    let mut transcript = Vec::new();
    let mut run = Run::start(data);
    for line in [&format!("/new {game} players=3 seed=11") as &str, "/addbot", "/addbot", "/start"] {
        run.say(line, &mut transcript);
    }
    let (mut acked, mut kills) = (0, 0);
    let mut reached = BTreeSet::new();
    for _ in 0..3_000 {
        let block = run.say("/moves", &mut transcript);
        let offered = buttons(&block);
        if offered.is_empty() {
            let all = block.join("\n");
            let tail = transcript[transcript.len().saturating_sub(60)..].join("\n");
            let over = ["The game is over", "There is no game in this chat", "No game is open in this chat"]
                .iter()
                .any(|said| all.contains(said));
            assert!(over, "{game}: alice has no move and the game goes on: {tail}");
            break;
        }
        let line = format!("/play {}", drill(&mut run, offered, pick, rng, &mut transcript));
        if kills < 16 && rng.next().is_multiple_of(3) {
            let delay = Duration::from_micros(rng.next() % 8_000);
            run.kill_during(&line, delay, &mut transcript);
            kills += 1;
            let stored = inspect(data);
            assert!(stored.alice_moves >= acked, "{game}: an acknowledged move was lost");
            assert!(stored.alice_moves <= acked + 1, "{game}: a move was applied twice");
            assert!(!stored.bot_to_move, "{game}: the game waits on a bot after a kill");
            acked = stored.alice_moves;
            reached.insert((stored.version, stored.status == GameStatus::Finished));
            run = Run::start(data);
        } else {
            let block = run.say(&line, &mut transcript);
            assert!(
                !block.iter().any(|l| l.contains("lists your moves")),
                "{game}: `{line}` refused: {block:?}"
            );
            acked += 1;
        }
    }
    run.stop(&mut transcript);
    let end = inspect(data);
    assert_eq!(end.status, GameStatus::Finished, "{game} did not finish");
    assert_eq!(end.alice_moves, acked);
    assert_eq!(end.unsent, 0, "{game}: posts left in the outbox");
    check_transcript(game, &transcript, &reached);
    let duplicates = transcript.iter().filter(|l| l.starts_with("[outbox]")).count();
    eprintln!("{game}: {kills} kills, {acked} moves by alice, {duplicates} restarts with posts left to send");
    kills
}

/// Every version reached at a kill has its board printed (the final ranking for a finished
/// game), or, for a step inside alice's turn, her turn prompt of that version; and every board
/// that asks alice to move is followed by her prompt.
fn check_transcript(game: &str, transcript: &[String], reached: &BTreeSet<(u64, bool)>) {
    let all = transcript.join("\n");
    for &(version, finished) in reached {
        let printed = if finished {
            all.contains("Game over! Final ranking:")
        } else {
            all.contains(&format!("(game #1, version {version})."))
                || all.contains(&format!("[buttons @1.{version}]"))
        };
        assert!(printed, "{game}: the board of version {version} was never printed");
    }
    let mut waiting_for_prompt: Option<&str> = None;
    for line in transcript {
        if line.starts_with("[#local] Now: ") {
            if waiting_for_prompt == Some(line.as_str()) {
                // The same board again: printed, then killed before it was marked sent, so the
                // restart prints it once more (at least once); its prompt follows.
                continue;
            }
            if let Some(board) = waiting_for_prompt.take() {
                panic!("{game}: no prompt followed `{board}`");
            }
            if line.starts_with("[#local] Now: alice") {
                waiting_for_prompt = Some(line);
            }
        } else if line.starts_with("[@alice] Your turn") {
            waiting_for_prompt = None;
        }
    }
    assert!(waiting_for_prompt.is_none(), "{game}: the last board's prompt was never printed");
}

#[test]
fn sigkill_at_random_moments_loses_no_move_and_no_post() {
    let mut rng = Lcg(2026);
    let first: fn(&[String], &mut Lcg) -> usize = |_, _| 0;
    let last: fn(&[String], &mut Lcg) -> usize = |offered, _| offered.len() - 1;
    let random: fn(&[String], &mut Lcg) -> usize = |_, rng| rng.next() as usize;
    let mut kills = 0;
    for (game, pick) in [("carthage", last), ("thurn-taxis", first), ("hansa", random), ("el-dorado", first)]
    {
        kills += play_with_kills(game, pick, &mut rng);
    }
    assert!(kills >= 50, "only {kills} kills");
}

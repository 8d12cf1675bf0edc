//! Several `kontor run` processes on one PostgreSQL database, with the terminal adapter: a game
//! opened in one is joined and played from the other, 1,000 presses of one button spread over
//! both apply once, and when one process dies the other sends the posts it left and fires the
//! reminders. Needs `KONTOR_TEST_POSTGRES=postgres://…` (`.ci/run` starts a throwaway server);
//! without it the tests say so and pass.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use kontor_engine::Seat;
use kontor_storage::{PgOptions, Store};

/// The database URL, or `None` (with a note) when the tests cannot run.
fn database() -> Option<String> {
    let url = std::env::var("KONTOR_TEST_POSTGRES").ok().filter(|u| !u.is_empty());
    if url.is_none() {
        eprintln!(
            "skipped: set KONTOR_TEST_POSTGRES=postgres://… to run the tests of processes sharing PostgreSQL"
        );
    }
    url
}

/// A schema of its own for one test, dropped at the end.
struct Schema {
    url: String,
    name: String,
}

impl Schema {
    fn new(url: &str, test: &str) -> Schema {
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
        Schema { url: url.to_string(), name: format!("t_{test}_{}_{nanos}", std::process::id()) }
    }

    fn store(&self) -> Store {
        let mut options = PgOptions::new(&self.url);
        options.schema = self.name.clone();
        options.pool_size = 2;
        Store::connect(&options).unwrap()
    }

    fn config(&self, dir: &Path, name: &str, lease: &str) -> PathBuf {
        let path = dir.join(format!("{name}.toml"));
        let text = format!(
            "[storage]\nurl = \"{}\"\nschema = \"{}\"\nlease = \"{lease}\"\nbackup_every = \"off\"\n\
             data_dir = \"{}\"\n\n[service]\nimages = false\n\n[terminal]\nenabled = true\nout_dir = \"{}\"\n",
            self.url,
            self.name,
            dir.join(format!("{name}-data")).display(),
            dir.join(format!("{name}-out")).display()
        );
        std::fs::write(&path, text).unwrap();
        path
    }
}

impl Drop for Schema {
    fn drop(&mut self) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let _ = runtime.block_on(async {
            let (client, connection) = tokio_postgres::connect(&self.url, tokio_postgres::NoTls).await?;
            tokio::spawn(connection);
            client.batch_execute(&format!("DROP SCHEMA IF EXISTS \"{}\" CASCADE", self.name)).await
        });
    }
}

/// One `kontor run` process, fed lines on its standard input.
struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// The reader stops (closing the pipe) after this many `[end]` lines …
    stop_after: Arc<AtomicUsize>,
    /// … of which it has read this many.
    ends: Arc<AtomicUsize>,
    reader: Option<std::thread::JoinHandle<()>>,
}

impl Process {
    fn start(config: &Path) -> Process {
        let mut child = Command::new(env!("CARGO_BIN_EXE_kontor"))
            .args(["run", "--config"])
            .arg(config)
            .env("RUST_LOG", "warn")
            .env_remove("KONTOR_DATABASE_URL")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stop_after = Arc::new(AtomicUsize::new(usize::MAX));
        let ends = Arc::new(AtomicUsize::new(0));
        let (stop, read) = (stop_after.clone(), ends.clone());
        let (stdin, lines, reader) = super::talk_to(&mut child, move |line| {
            // Counted before the test can see it, so the test's count is never behind.
            let ends = if line == "[end]" { read.fetch_add(1, Ordering::SeqCst) + 1 } else { 0 };
            ends == 0 || ends < stop.load(Ordering::SeqCst)
        });
        Process { child, stdin, lines, stop_after, ends, reader: Some(reader) }
    }

    /// After the next answer the process cannot print any more: its output pipe is closed.
    fn close_output_after_next_answer(&self) {
        self.stop_after.store(self.ends.load(Ordering::SeqCst) + 1, Ordering::SeqCst);
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines printed until `ends` more `[end]` lines arrived.
    fn until_ends(&self, ends: usize, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let (mut seen, mut out) = (0, Vec::new());
        while seen < ends {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self.lines.recv_timeout(left).unwrap_or_else(|_| {
                panic!("{seen} of {ends} answers within {within:?}; printed:\n{}", out.join("\n"))
            });
            seen += usize::from(line == "[end]");
            out.push(line);
        }
        out
    }

    /// Sends one line and returns what was printed for it.
    fn ask(&mut self, line: &str) -> Vec<String> {
        self.send(line);
        self.until_ends(1, Duration::from_secs(60))
    }

    /// The lines printed until one contains `text`.
    fn until_text(&self, text: &str, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut out = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no `{text}` within {within:?}; printed:\n{}", out.join("\n")));
            let found = line.contains(text);
            out.push(line);
            if found {
                return out;
            }
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Two processes `a` and `b` on a schema of their own (named for `test`) that lease posts for
/// `lease`, with their files in the folder, after [`open_game`]; `None` when the tests cannot run.
fn two_processes(test: &str, lease: &str) -> Option<(Schema, tempfile::TempDir, Process, Process)> {
    let url = database()?;
    let schema = Schema::new(&url, test);
    let dir = tempfile::tempdir().unwrap();
    let (mut a, mut b) = (
        Process::start(&schema.config(dir.path(), "a", lease)),
        Process::start(&schema.config(dir.path(), "b", lease)),
    );
    open_game(&mut a, &mut b);
    Some((schema, dir, a, b))
}

/// Opens a Carthage game in `a` for alice, bob joins in `b`, alice starts it in `a`.
fn open_game(a: &mut Process, b: &mut Process) {
    let opened = a.ask("alice /new carthage");
    assert!(opened.iter().any(|l| l.contains("alice opened a game")), "{opened:?}");
    let joined = b.ask("bob /join");
    assert!(joined.iter().any(|l| l.contains("bob joins")), "{joined:?}");
    let started = a.ask("alice /start");
    assert!(started.iter().any(|l| l.contains("to move")), "{started:?}");
}

/// Who must move in game 1 and a legal move of theirs, from the database.
fn next_move(store: &Store) -> (String, String, u64) {
    let record = store.record(1).unwrap().unwrap();
    let game = store.load_snapshot(1).unwrap().unwrap();
    let seat: Seat = game.active_seats()[0];
    let action = game.legal_actions(seat).into_iter().next().expect("a legal move");
    (record.seats[seat.index()].name.clone(), game.format_action(&action), record.version)
}

/// `[storage] url` contract: a game opened in one process is joined, played and pressed from the
/// other; 1,000 presses of one button (one game version) spread over both processes apply once.
#[test]
fn two_processes_share_games_and_a_button_pressed_a_thousand_times_applies_once() {
    let Some((schema, _dir, mut a, mut b)) = two_processes("share", "60s") else { return };
    let store = schema.store();
    // Played alternately through both processes: each move goes to the other process than the last.
    for turn in 0..24 {
        let (who, notation, _) = next_move(&store);
        let process = if turn % 2 == 0 { &mut a } else { &mut b };
        let answer = process.ask(&format!("{who} /play {notation}"));
        assert!(!answer.iter().any(|l| l.contains("Kontor could not")), "{answer:?}");
    }
    let record = store.record(1).unwrap().unwrap();
    assert_eq!(record.actions, 24, "every move applied once");
    assert_eq!(store.verify().unwrap(), 1, "the log replays to the stored state");

    let (who, notation, version) = next_move(&store);
    let press = format!("{who} @1.{version} /play {notation}");
    for _ in 0..500 {
        a.send(&press);
        b.send(&press);
    }
    let printed: Vec<String> =
        [&a, &b].into_iter().flat_map(|p| p.until_ends(500, Duration::from_secs(600))).collect();
    let after = store.record(1).unwrap().unwrap();
    assert_eq!(after.actions, 25, "exactly one press applied");
    let stale = printed.iter().filter(|l| l.contains("That button is from an older board")).count();
    let others: Vec<&String> = printed
        .iter()
        .filter(|l| *l != "[end]" && !l.contains("That button is from an older board"))
        .collect();
    assert_eq!(stale, 999, "every other press is refused as stale; the other lines: {others:#?}");
    assert_eq!(store.verify().unwrap(), 1);
}

/// One process dies with a post it never delivered; the other delivers it once the lease runs
/// out, and fires the game's reminders from then on.
#[test]
fn when_one_process_dies_the_other_sends_its_posts_and_fires_the_reminders() {
    let Some((schema, _dir, mut a, b)) = two_processes("takeover", "2s") else { return };
    // After this answer `a` cannot print: its reader closes the pipe, so `a` fails on its next
    // post (already stored in the outbox, held by `a`) and exits.
    a.close_output_after_next_answer();
    let set = a.ask("alice /remind first 1h");
    assert!(!set.iter().any(|l| l.contains("[@alice]")), "the setting is accepted: {set:?}");
    a.reader.take().unwrap().join().unwrap();
    a.send("alice /status");
    let died = Instant::now();
    while a.child.try_wait().unwrap().is_none() {
        assert!(died.elapsed() < Duration::from_secs(30), "the process without its output keeps running");
        std::thread::sleep(Duration::from_millis(50));
    }
    let store = schema.store();
    assert!(store.unsent_count() >= 1, "the post `a` could not print waits in the outbox");
    let taken = b.until_text("Traders of Carthage #1", Duration::from_secs(30));
    assert!(taken.iter().any(|l| l.starts_with("[outbox]")), "{taken:?}");
    // The turn began two hours ago, so its first reminder (an hour at the least) is overdue now.
    let mut record = store.record(1).unwrap().unwrap();
    record.turn_started_ms = record.turn_started_ms.saturating_sub(2 * 3_600_000);
    store.commit(&record, None, kontor_storage::Change::Record, None).unwrap();
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_millis();
    store.schedule(1, now as u64).unwrap();
    // `b`'s reminder task looks at the shared queue at least once a lease (2 s here), well
    // within the minute it would otherwise sleep: the entry scheduled above was not rung in `b`.
    let reminded = b.until_text("it is your move in Traders of Carthage", Duration::from_secs(30));
    assert!(!reminded.is_empty());
    // A post leaves the outbox just after it is printed.
    let printed = Instant::now();
    while store.unsent_count() > 0 {
        assert!(
            printed.elapsed() < Duration::from_secs(10),
            "a post stays in the outbox after it was printed"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

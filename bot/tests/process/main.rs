//! The binary as a process: the command line, crashes and restarts, self-play of every title
//! and two processes on one database.
//! One test binary for the crate: a module per subject (linking one binary instead of one per
//! file, and running them all in parallel).

mod browser;
mod cli;
mod crash;
mod selfplay;
mod shared_database;

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::thread::JoinHandle;

/// Takes the piped standard input of `child`, and reads its output on a thread of its own into
/// the returned channel: each line is shown to `read_on` before it is sent, and after it the
/// reading stops (closing the pipe) if `read_on` said so or the channel is gone.
fn talk_to(
    child: &mut Child,
    mut read_on: impl FnMut(&str) -> bool + Send + 'static,
) -> (ChildStdin, Receiver<String>, JoinHandle<()>) {
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, lines) = channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            let more = read_on(&line);
            if tx.send(line).is_err() || !more {
                break;
            }
        }
    });
    (stdin, lines, reader)
}

/// `kontor run --config <config>` logging at `info` into `log` (its standard output and error),
/// with no token or database URL from the environment: the configuration alone says what runs.
pub(crate) fn kontor_run(config: &Path, log: File) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kontor"));
    command.args(["run", "--config"]).arg(config);
    for var in ["KONTOR_DISCORD_TOKEN", "KONTOR_TELEGRAM_TOKEN", "KONTOR_DATABASE_URL"] {
        command.env_remove(var);
    }
    command.env("KONTOR_LOG", "info").stdout(log.try_clone().unwrap()).stderr(log);
    command
}

/// `kontor local` with `flags` on the database folder `data`, writing pictures into `out`, its
/// standard input and output piped.
fn kontor_local(data: &Path, out: &Path, flags: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kontor"));
    command.arg("local").args(flags).arg("--data").arg(data).arg("--out").arg(out);
    command.stdin(Stdio::piped()).stdout(Stdio::piped());
    command
}

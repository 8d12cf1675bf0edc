//! `kontor run` stopped with SIGTERM (what service managers send) or SIGINT (Ctrl-C), with every
//! combination of adapters — the terminal, Discord against the fake gateway and HTTP API, Telegram
//! against the fake Bot API: it exits with code 0 and nothing in its output says it panicked.

use crate::discord::fake as discord_fake;
use crate::telegram::fake as telegram_fake;

use std::io::Write;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use discord_fake::{APP, FakeDiscord, GUILD, TOKEN};
use telegram_fake::FakeTelegram;

#[derive(Clone, Copy, Debug)]
struct Adapters {
    terminal: bool,
    discord: bool,
    telegram: bool,
}

/// Waits up to 60 s for `done`.
async fn until(what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(60), "waited 60 s for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn config(
    dir: &Path,
    adapters: Adapters,
    discord: Option<&FakeDiscord>,
    telegram: Option<&FakeTelegram>,
) -> String {
    let mut text = format!(
        "[storage]\ndata_dir = {:?}\nbackup_every = \"off\"\n\n[service]\nimages = false\n\n\
         [terminal]\nenabled = {}\nout_dir = {:?}\n",
        dir.join("data").display().to_string(),
        adapters.terminal,
        dir.join("out").display().to_string(),
    );
    if let Some(fake) = discord {
        text += &format!(
            "\n[discord]\nenabled = true\ntoken = {TOKEN:?}\napi_url = {:?}\nguild_id = {GUILD}\n",
            fake.url
        );
    }
    if let Some(fake) = telegram {
        text += &format!(
            "\n[telegram]\nenabled = true\ntoken = \"123:STOP-TOKEN\"\napi_url = \"{}\"\n",
            fake.url
        );
    }
    text
}

fn start(config: &Path, log: &Path) -> Child {
    let out = std::fs::File::create(log).unwrap();
    crate::process::kontor_run(config, out).stdin(Stdio::piped()).spawn().unwrap()
}

/// Starts `kontor run` with `adapters`, waits until each is at work, sends `signal` and checks the
/// exit.
async fn stops_cleanly(adapters: Adapters, signal: &str) {
    let dir = tempfile::tempdir().unwrap();
    let discord = if adapters.discord { Some(FakeDiscord::start().await) } else { None };
    let telegram = if adapters.telegram { Some(FakeTelegram::start().await) } else { None };
    let config_file = dir.path().join("config.toml");
    std::fs::write(&config_file, config(dir.path(), adapters, discord.as_ref(), telegram.as_ref())).unwrap();
    let log = dir.path().join("kontor.log");
    let mut kontor = start(&config_file, &log);
    let read_log = || std::fs::read_to_string(&log).unwrap_or_default();

    if let Some(fake) = &discord {
        let registered = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
        until("Discord's commands", || {
            fake.calls().iter().any(|c| c.method == "PUT" && c.path == registered)
        })
        .await;
    }
    if let Some(fake) = &telegram {
        fake.wait_for(|c| c.method == "setmycommands").await;
    }
    if adapters.terminal {
        // The terminal answers a line: it is reading standard input (kept open).
        let stdin = kontor.stdin.as_mut().unwrap();
        stdin.write_all(b"alice /new carthage players=2\n").unwrap();
        stdin.flush().unwrap();
        until("the terminal's answer", || read_log().contains("carthage") || read_log().contains("Carthage"))
            .await;
    }

    let sent = Command::new("kill").arg(format!("-{signal}")).arg(kontor.id().to_string()).status().unwrap();
    assert!(sent.success());
    let start = Instant::now();
    let status = loop {
        if let Some(status) = kontor.try_wait().unwrap() {
            break status;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "{adapters:?}: no exit on {signal}:\n{}",
            read_log()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let output = read_log();
    assert!(status.success(), "{adapters:?} on {signal}: {status:?}\n{output}");
    assert!(!output.contains("panicked"), "{adapters:?} on {signal}:\n{output}");
    assert!(output.contains("interrupted; shutting down"), "{adapters:?} on {signal}:\n{output}");
    // Everything the process created in its data folder (sled's files, the Telegram inbox) is its
    // user's only; and the database was left closed cleanly: it opens at once.
    #[cfg(unix)]
    private(&dir.path().join("data"));
    assert!(kontor_storage::Store::open(dir.path().join("data")).is_ok());
}

/// Checks that `dir` and everything under it is 0700 (folders) or 0600 (files).
#[cfg(unix)]
fn private(dir: &Path) {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(dir).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o700, "{}", dir.display());
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            private(&path);
        } else {
            let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "{}", path.display());
        }
    }
}

const fn adapters(terminal: bool, discord: bool, telegram: bool) -> Adapters {
    Adapters { terminal, discord, telegram }
}

/// [`stops_cleanly`] on SIGTERM, then again on SIGINT.
async fn stops_on_sigterm_and_sigint(adapters: Adapters) {
    stops_cleanly(adapters, "TERM").await;
    stops_cleanly(adapters, "INT").await;
}

/// The terminal, Discord and Telegram each alone, side by side.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_adapter_alone_stops_on_sigterm_and_sigint() {
    let alone = [adapters(true, false, false), adapters(false, true, false), adapters(false, false, true)];
    futures_util::future::join_all(alone.map(stops_on_sigterm_and_sigint)).await;
}

/// Discord with Telegram, the terminal with Discord and the terminal with Telegram, side by side.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn any_two_adapters_stop_on_sigterm() {
    let pairs = [adapters(false, true, true), adapters(true, true, false), adapters(true, false, true)];
    futures_util::future::join_all(pairs.map(|pair| stops_cleanly(pair, "TERM"))).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn all_three_stop_on_sigterm_and_sigint() {
    stops_on_sigterm_and_sigint(adapters(true, true, true)).await;
}

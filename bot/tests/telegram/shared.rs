//! Two `kontor run` processes with Telegram on one PostgreSQL database: one polls at a time (the
//! fake answers a second poller with Telegram's 409), the other takes over when the first is
//! killed. Needs `KONTOR_TEST_POSTGRES`; without it the test says so and passes.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use super::fake::FakeTelegram;
use super::{ANN, BOB, GROUP};

fn config(dir: &Path, name: &str, url: &str, schema: &str, api: &str) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    let data = dir.join(format!("{name}-data"));
    std::fs::write(
        &path,
        format!(
            "[storage]\ndata_dir = {data:?}\nbackup_every = \"off\"\nurl = \"{url}\"\nschema = \"{schema}\"\n\
             lease = \"2s\"\n\n[service]\nimages = false\n\n[telegram]\nenabled = true\n\
             token = \"123:SHARED-TOKEN\"\napi_url = \"{api}\"\n"
        ),
    )
    .unwrap();
    path
}

fn start_process(config: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_kontor"))
        .args(["run", "--config"])
        .arg(config)
        .env_remove(kontor_bot::telegram::TOKEN_VAR)
        .env_remove("KONTOR_DATABASE_URL")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Drops a test's schema (and its tables), if the server can be reached.
pub(crate) async fn drop_schema(url: &str, schema: &str) {
    if let Ok((client, connection)) = tokio_postgres::connect(url, tokio_postgres::NoTls).await {
        tokio::spawn(connection);
        let _ = client.batch_execute(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE")).await;
    }
}

/// Waits until `check` holds (up to 30 s).
async fn eventually(what: &str, check: impl Fn() -> bool) {
    for _ in 0..300 {
        if check() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{what} did not happen within 30 s");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_database_poll_one_at_a_time_and_the_second_takes_over() {
    let Some(url) = std::env::var("KONTOR_TEST_POSTGRES").ok().filter(|u| !u.is_empty()) else {
        eprintln!("skipped: set KONTOR_TEST_POSTGRES=postgres://… to run the Telegram test of two processes");
        return;
    };
    let schema = format!("t_tgshared_{}", std::process::id());
    drop_schema(&url, &schema).await;
    let fake = FakeTelegram::start().await;
    fake.flood(None);
    let dir = tempfile::tempdir().unwrap();
    let mut first = start_process(&config(dir.path(), "first", &url, &schema, &fake.url));
    eventually("the first process polling", || fake.polls().0 > 0).await;
    let mut second = start_process(&config(dir.path(), "second", &url, &schema, &fake.url));
    fake.watch_inbox(&dir.path().join("first-data"));
    fake.handled(fake.say(GROUP, ANN, "/new carthage players=2")).await;
    fake.handled(fake.say(GROUP, BOB, "/join")).await;
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    // Both run for a while: the second asks for the role every 5 s and never polls.
    tokio::time::sleep(Duration::from_secs(6)).await;
    assert_eq!(fake.poll_conflicts(), 0, "only one process polled");

    first.kill().unwrap();
    first.wait().unwrap();
    // The second takes over: an update sent now is answered (its inbox is the second's).
    fake.watch_inbox(&dir.path().join("second-data"));
    let before = fake.calls().len();
    let asked = fake.say(GROUP, ANN, "/status");
    fake.handled(asked).await;
    eventually("the status answer in the group", || {
        fake.calls()[before..].iter().any(|c| {
            c.method == "sendmessage"
                && c.chat() == Some(GROUP)
                && format!("{:?}", c.params).contains("in play")
        })
    })
    .await;
    assert_eq!(fake.poll_conflicts(), 0, "the second polled only once the first was gone");
    second.kill().unwrap();
    second.wait().unwrap();
    drop_schema(&url, &schema).await;
}

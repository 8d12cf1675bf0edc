//! What players are told privately never reaches the log: a game is opened and started (every
//! player gets their hand privately) with everything logged at TRACE through Kontor's own filter,
//! and no private text shows up in the log, neither as text nor as the bytes of a request body.

use std::io::Write;
use std::sync::{Arc, Mutex};

use super::*;

/// The log as written so far, until it is taken (the other tests of the binary log on, unkept).
#[derive(Clone)]
struct Captured(Arc<Mutex<Option<Vec<u8>>>>);

impl Captured {
    /// What was written; later writes are dropped.
    fn take(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap().take().unwrap_or_default()).to_string()
    }
}

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        if let Some(log) = self.0.lock().unwrap().as_mut() {
            log.extend_from_slice(buf);
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The pieces of private texts worth looking for: every line of a private message with some
/// length to it.
fn private_lines(discord: &Discord, calls: &[Call]) -> Vec<String> {
    let private = calls.iter().filter(|c| discord.private_to(c).is_some());
    let contents = private.filter_map(|c| c.json["content"].as_str().map(String::from));
    let lines = contents.flat_map(|c| c.lines().map(String::from).collect::<Vec<_>>());
    lines.filter(|l| l.chars().count() >= 16).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn private_texts_never_reach_the_log_even_at_trace() {
    let log = Captured(Arc::new(Mutex::new(Some(Vec::new()))));
    let writer = log.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_env_filter(kontor_bot::logging::filter("trace"))
        .with_writer(move || writer.clone())
        .finish();
    // The whole test binary logs here from now on; only what this test's players are told
    // privately is looked for.
    let _ = tracing::subscriber::set_global_default(subscriber);
    tracing::info!("capturing");

    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let opts = new_game("carthage", 2, Some(7));
    let mut calls = discord.send(&adapter, discord.slash(ALICE, "new", opts)).await;
    calls.extend(discord.send(&adapter, discord.slash(BOB, "join", json!([]))).await);
    calls.extend(discord.send(&adapter, discord.slash(ALICE, "start", json!([]))).await);
    calls.extend(discord.send(&adapter, discord.slash(BOB, "hand", json!([]))).await);
    calls.extend(discord.send(&adapter, discord.slash(ALICE, "moves", json!([]))).await);

    let secrets = private_lines(&discord, &calls);
    assert!(secrets.len() >= 3, "the players were told their hands and moves privately: {secrets:#?}");
    let text = log.take();
    assert!(text.contains("capturing"), "the log is captured");
    for secret in &secrets {
        assert!(!text.contains(secret.as_str()), "`{secret}` is in the log:\n{text}");
        let bytes = format!("{:?}", &secret.as_bytes()[..16]);
        assert!(!text.contains(bytes.trim_matches(['[', ']'])), "`{secret}` is in the log as bytes");
    }
}

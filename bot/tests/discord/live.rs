//! The real `kontor run` binary against the fake Discord HTTP API and the fake gateway: slash
//! commands and clicks arrive as INTERACTION_CREATE dispatches over the websocket, the answers are
//! recorded by the fake HTTP API. A whole game is played across an op 7 reconnect, an op 9
//! invalid session, a close with code 4000 and a restart of the process.

use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use super::*;

/// A running `kontor run`, killed when dropped.
pub(super) struct Kontor {
    child: Child,
    log: PathBuf,
}

impl Kontor {
    pub(super) fn start(config: &Path, log: &Path) -> Kontor {
        let out = std::fs::OpenOptions::new().create(true).append(true).open(log).unwrap();
        let child = crate::process::kontor_run(config, out).stdin(Stdio::null()).spawn().unwrap();
        Kontor { child, log: log.to_path_buf() }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// The process id.
    pub(super) fn id(&self) -> u32 {
        self.child.id()
    }

    /// Waits up to `secs` seconds for the process to exit; its exit status.
    pub(super) async fn wait_exit(&mut self, secs: u64) -> std::process::ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(start.elapsed() < Duration::from_secs(secs), "no exit after {secs} s:\n{}", self.log());
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Drop for Kontor {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits up to `secs` seconds for `done`.
pub(super) async fn until(what: &str, secs: u64, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(secs), "waited {secs} s for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

impl Discord {
    /// Sends an interaction over the gateway and waits until Kontor answered it: a callback and a
    /// request on its token (a follow-up, or the removal of the "thinking" note), or an
    /// `UPDATE_MESSAGE` callback; then until nothing more comes for a moment. Returns the calls.
    pub(super) async fn over_gateway(&self, interaction: Value) -> Vec<Call> {
        let before = self.fake.count();
        let (id, token) = (
            interaction["id"].as_str().unwrap().to_string(),
            interaction["token"].as_str().unwrap().to_string(),
        );
        self.fake.gateway.dispatch("INTERACTION_CREATE", interaction);
        let callback = format!("/api/v10/interactions/{id}/{token}/callback");
        let on_token = format!("/api/v10/webhooks/{APP}/{token}");
        until(&format!("an answer to interaction {id}"), 60, || {
            let calls = &self.fake.calls()[before..];
            let updated = calls.iter().any(|c| c.path == callback && c.json["type"] == 7);
            let acked = calls.iter().any(|c| c.path == callback);
            updated || (acked && calls.iter().any(|c| c.path.starts_with(&on_token)))
        })
        .await;
        let mut seen = self.fake.count();
        loop {
            tokio::time::sleep(Duration::from_millis(300)).await;
            if self.fake.count() == seen {
                return self.fake.calls()[before..].to_vec();
            }
            seen = self.fake.count();
        }
    }

    /// Plays the first move of alice's menu in `prompt`, opening levels (in place) as needed.
    async fn play_first_move(&self, prompt: &Value) -> Vec<Call> {
        let mut components = prompt.clone();
        for _ in 0..3 {
            let (entries, _) = menu_entries(&components);
            let entry = entries.iter().find(|e| !opens_level(e)).or(entries.first()).cloned().unwrap();
            let calls = self.over_gateway(self.click_json(ALICE, CHANNEL, &entry.0, entry.1.clone())).await;
            if !opens_level(&entry) {
                return calls;
            }
            assert_eq!(calls[0].json["type"], 7, "a level in place: {calls:#?}");
            components = calls[0].json["data"]["components"].clone();
        }
        panic!("a move deeper than three levels");
    }
}

pub(super) fn config(dir: &Path, api_url: &str) -> PathBuf {
    config_with(dir, api_url, "")
}

/// A configuration for the fakes, with `extra` lines in `[discord]`.
fn config_with(dir: &Path, api_url: &str, extra: &str) -> PathBuf {
    let path = dir.join("config.toml");
    let text = format!(
        "[storage]\ndata_dir = {data:?}\nbackup_every = \"off\"\n\n[terminal]\nenabled = false\n\n\
         [service]\nallow_seed = true\nmax_commands = 0\n\n[discord]\nenabled = true\ntoken = {TOKEN:?}\napi_url = {api_url:?}\nguild_id = {GUILD}\n{extra}",
        data = dir.join("data").display().to_string(),
    );
    std::fs::write(&path, text).unwrap();
    path
}

/// alice's newest private prompt with a move menu among `calls`.
fn alice_prompt(discord: &Discord, calls: &[Call]) -> Option<Value> {
    calls
        .iter()
        .rev()
        .find(|c| discord.private_to(c) == Some(ALICE) && !menu_entries(&c.json["components"]).0.is_empty())
        .map(|c| c.json["components"].clone())
}

fn game_over(calls: &[Call]) -> bool {
    channel_posts(calls).iter().any(|c| c.json["content"].as_str().unwrap_or("").contains("Game over"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kontor_run_plays_a_game_over_the_gateway_across_reconnects_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let gateway = &discord.fake.gateway;
    let config = config(dir.path(), &discord.fake.url);
    let log = dir.path().join("kontor.log");
    let mut kontor = Some(Kontor::start(&config, &log));

    // IDENTIFY with the token, the one shard Discord recommends and the GUILDS intent only; READY
    // leads to the guild's commands.
    let registered = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
    // Every READY registers the commands anew; a session's first click waits for that PUT, so that
    // the click's calls start with its acknowledgement.
    let registrations =
        || discord.fake.calls().iter().filter(|c| c.method == "PUT" && c.path == registered).count();
    until("IDENTIFY and the registration", 60, || registrations() == 1).await;
    let identify = &gateway.sent_with(2)[0]["d"];
    assert_eq!(identify["token"], format!("Bot {TOKEN}"));
    assert_eq!((identify["shard"][0].as_u64(), identify["shard"][1].as_u64()), (Some(0), Some(1)));
    assert_eq!(identify["intents"], 1, "GUILDS only");
    assert!(discord.fake.calls().iter().any(|c| c.path == "/api/v10/gateway/bot"), "autosharding");

    let opts = new_game("carthage", 2, Some(7));
    let calls = discord.over_gateway(discord.slash_json(ALICE, "new", opts)).await;
    assert_acknowledged_first(&calls);
    assert!(
        channel_posts(&calls)[0].json["content"].as_str().unwrap().contains("opened a game"),
        "{calls:#?}"
    );
    discord.over_gateway(discord.slash_json(ALICE, "addbot", json!([]))).await;
    let mut last = discord.over_gateway(discord.slash_json(ALICE, "start", json!([]))).await;
    let mut all = last.clone();

    let mut moves = 0;
    while !game_over(&last) {
        let prompt = alice_prompt(&discord, &last).unwrap_or_else(|| {
            let log = kontor.as_ref().map(Kontor::log).unwrap_or_default();
            panic!("alice's menu after {moves} moves: {last:#?}\n{log}")
        });
        match moves {
            3 => {
                // op 7: Kontor reconnects and resumes; the click sent meanwhile is replayed.
                gateway.reconnect_before_next_dispatch();
            }
            6 => {
                // op 9, not resumable: Kontor identifies anew (serenity waits 5 s between IDENTIFYs).
                gateway.invalidate_session(false);
                until("a second session", 60, || gateway.sessions() == 2 && gateway.session_id().is_some())
                    .await;
                until("the second session's registration", 60, || registrations() == 2).await;
            }
            9 => {
                // Close code 4000 ("unknown error"): Kontor resumes.
                gateway.close(4000);
                until("a second RESUME", 60, || gateway.sent_with(6).len() == 2).await;
            }
            12 => {
                // A restart: a fresh session; the prompt from before the restart still plays. (The
                // stop comes after sled's flush interval; kills mid-write are the crash tests'.)
                tokio::time::sleep(Duration::from_secs(1)).await;
                drop(kontor.take());
                kontor = Some(Kontor::start(&config, &log));
                until("a session of the new process", 60, || gateway.sessions() == 3).await;
                until("the new process's registration", 60, || registrations() == 3).await;
            }
            _ => {}
        }
        last = discord.play_first_move(&prompt).await;
        assert_acknowledged_first(&last);
        all.extend(last.iter().cloned());
        moves += 1;
        assert!(moves < 500, "the game ends");
    }
    let ops: Vec<String> = gateway.received().iter().map(|p| p["op"].to_string()).collect();
    assert!(
        gateway.replayed().contains(&"INTERACTION_CREATE".to_string()),
        "replayed {:?}; Kontor sent ops {ops:?}",
        gateway.replayed()
    );
    let resumes = gateway.sent_with(6);
    assert_eq!(resumes.len(), 2, "op 7 and close 4000 were resumed");
    assert_eq!(resumes[0]["d"]["session_id"], "session-1");
    assert_eq!(resumes[1]["d"]["session_id"], "session-2");
    assert_eq!(gateway.sessions(), 3, "op 9 and the restart identified anew");
    assert!(!gateway.sent_with(1).is_empty(), "heartbeats");
    assert!(moves > 12, "{moves} moves");
    assert_no_hand_in_channel(&all);
    for call in followups(&all) {
        assert_eq!(call.json["flags"], 64, "{:?}", call.json);
    }
    let log = kontor.as_ref().unwrap().log();
    assert!(log.contains("discord: connected as Kontor"), "{log}");
    assert!(!log.contains(TOKEN), "the token is never logged");
}

/// `shards = "1/2"`: this process runs shard 1 of 2 and asks Discord for no recommendation.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kontor_run_runs_the_configured_shards() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::with_shards(2).await;
    let config = config_with(dir.path(), &fake.url, "shards = \"1/2\"\n");
    let kontor = Kontor::start(&config, &dir.path().join("kontor.log"));
    until("IDENTIFY", 60, || !fake.gateway.sent_with(2).is_empty()).await;
    let identify = &fake.gateway.sent_with(2)[0]["d"];
    assert_eq!(identify["shard"], json!([1, 2]), "{}", kontor.log());
    until("READY", 60, || kontor.log().contains("discord: connected as Kontor")).await;
    assert!(!fake.calls().iter().any(|c| c.path == "/api/v10/gateway/bot"), "no recommendation asked");
}

/// A wrong token: Discord answers 401, and `kontor run` stops with an error that says where,
/// without printing the token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kontor_run_stops_on_a_wrong_token() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeDiscord::start().await;
    let config = config(dir.path(), &fake.url).to_path_buf();
    let text = std::fs::read_to_string(&config).unwrap().replace(TOKEN, "not-the-token");
    std::fs::write(&config, text).unwrap();
    let mut kontor = Kontor::start(&config, &dir.path().join("kontor.log"));
    let mut status = None;
    until("kontor run to stop", 60, || {
        status = kontor.child.try_wait().unwrap();
        status.is_some()
    })
    .await;
    assert!(!status.unwrap().success());
    let log = kontor.log();
    assert!(log.contains("Discord connection") && log.contains("401"), "{log}");
    assert!(!log.contains("not-the-token"), "{log}");
    assert!(fake.gateway.sent_with(2).is_empty(), "no IDENTIFY");
}

/// Another title over the gateway: opened with `/new` (the game as the integer index of its
/// choice), played by alice's menus against bots to its end or for 40 of her moves, then closed
/// with `/abandon`.
async fn kontor_run_plays_over_the_gateway(title: &str, players: usize) {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let config = config(dir.path(), &discord.fake.url);
    let kontor = Kontor::start(&config, &dir.path().join("kontor.log"));
    until("READY", 60, || kontor.log().contains("discord: connected as Kontor")).await;
    let opts = new_game(title, players, Some(5));
    let calls = discord.over_gateway(discord.slash_json(ALICE, "new", opts)).await;
    let opened = channel_posts(&calls)[0].json["content"].as_str().unwrap().to_string();
    assert!(opened.contains("opened a game"), "{title}: {opened}");
    for _ in 1..players {
        discord.over_gateway(discord.slash_json(ALICE, "addbot", json!([]))).await;
    }
    let mut last = discord.over_gateway(discord.slash_json(ALICE, "start", json!([]))).await;
    assert!(channel_posts(&last).iter().any(|c| !c.files.is_empty()), "{title}: the first board");
    let mut moves = 0;
    while !game_over(&last) && moves < 40 {
        let prompt =
            alice_prompt(&discord, &last).unwrap_or_else(|| panic!("{title}: alice's menu: {last:#?}"));
        last = discord.play_first_move(&prompt).await;
        assert_acknowledged_first(&last);
        match channel_posts(&last).into_iter().find(|c| !c.files.is_empty()) {
            Some(board) => assert!(board.files[0].0.ends_with(".png"), "{title}: {board:?}"),
            // A step inside her turn: nothing to the channel, her prompt edited in place.
            None => assert!(
                channel_posts(&last).is_empty()
                    && last.iter().any(|c| c.method == "PATCH" && c.path.ends_with("/@original")),
                "{title}: a board, or the prompt in place: {last:#?}"
            ),
        }
        moves += 1;
    }
    eprintln!("{title}: {moves} moves over the gateway, over: {}", game_over(&last));
    if !game_over(&last) {
        let calls = discord.over_gateway(discord.slash_json(ALICE, "abandon", json!([]))).await;
        assert!(!channel_posts(&calls).is_empty(), "{title}: abandoned: {calls:#?}");
    }
}

test_each! { kontor_run_plays_over_the_gateway:
    kontor_run_plays_el_dorado_over_the_gateway("el-dorado", 2);
    kontor_run_plays_thurn_und_taxis_over_the_gateway("thurn-taxis", 3);
    kontor_run_plays_hansa_over_the_gateway("hansa", 3);
}

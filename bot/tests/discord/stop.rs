//! `kontor run` stopped by SIGTERM while it answers an interaction: it finishes that interaction
//! (its channel post goes out) before it ends, exits with code 0 and does not panic.

use std::process::Command;
use std::time::Duration;

use fake::Fault;

use super::live::{Kontor, config, until};
use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_in_hand_at_sigterm_is_answered_before_the_exit() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let log = dir.path().join("kontor.log");
    let mut kontor = Kontor::start(&config(dir.path(), &discord.fake.url), &log);
    let registered = format!("/api/v10/applications/{APP}/guilds/{GUILD}/commands");
    until("the registration", 60, || discord.fake.calls().iter().any(|c| c.path == registered)).await;

    // The acknowledgement of `/new` is held by Discord for a while: the interaction is in hand
    // when SIGTERM arrives.
    let interaction = discord.slash_json(ALICE, "new", json!([{"name": "game", "type": 4, "value": 0}]));
    let (id, token) = (interaction["id"].as_str().unwrap(), interaction["token"].as_str().unwrap());
    let callback = format!("/api/v10/interactions/{id}/{token}/callback");
    discord.fake.refuse_next(&callback, Fault::Delay(Duration::from_secs(2)));
    discord.fake.gateway.dispatch("INTERACTION_CREATE", interaction.clone());
    until("the held acknowledgement", 60, || {
        discord.fake.calls().iter().any(|c| c.method == "HELD POST" && c.path == callback)
    })
    .await;
    let sent = Command::new("kill").args(["-TERM", &kontor.id().to_string()]).status().unwrap();
    assert!(sent.success());

    let status = kontor.wait_exit(60).await;
    let output = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(status.success(), "{status:?}\n{output}");
    assert!(!output.contains("panicked"), "{output}");
    let calls = discord.fake.calls();
    let posts = channel_posts(&calls);
    assert!(
        posts.iter().any(|c| c.json["content"].as_str().unwrap_or("").contains("opened a game")),
        "the answer was posted before the exit: {calls:#?}\n{output}"
    );
}

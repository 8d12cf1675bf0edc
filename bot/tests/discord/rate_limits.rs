//! 429s with `api_url` (serenity's rate limiter off, as the tests' `Http` is): serenity drops
//! `retry_after`, so a rate-limited post stays in the outbox and goes out at a later retry round,
//! once, and the player is told so instead of being left on "thinking…".

use std::collections::HashSet;

use fake::Fault;

use super::*;

fn note(calls: &[Call]) -> String {
    let patch = calls.iter().find(|c| c.method == "PATCH" && c.path.ends_with("/messages/@original"));
    let patch = patch.unwrap_or_else(|| panic!("the thinking note is replaced: {calls:#?}"));
    patch.json["content"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_channel_post_goes_out_later_once() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let (adapter, store) = adapter_and_store(dir.path());
    let opts = new_game("carthage", 2, None);
    discord.send(&adapter, discord.slash(ALICE, "new", opts)).await;

    let channel = format!("/api/v10/channels/{CHANNEL}/messages");
    discord.fake.refuse_next(&channel, Fault::RateLimited(0.25));
    let calls = discord.send(&adapter, discord.slash(BOB, "join", json!([]))).await;
    assert!(calls.iter().any(|c| c.method == "FAILED POST" && c.path == channel), "{calls:#?}");
    assert!(note(&calls).contains("Kontor will send the rest shortly"));
    assert_eq!(store.unsent_count(), 1, "the post waits in the outbox");

    // The retry rounds: a post waits one whole round, then goes out once.
    let before = discord.fake.count();
    let seen = adapter.send_unsent(&discord.http, Some(&HashSet::new())).await;
    adapter.send_unsent(&discord.http, Some(&seen)).await;
    adapter.send_unsent(&discord.http, Some(&seen)).await;
    let calls = discord.fake.calls()[before..].to_vec();
    let joins: Vec<&Call> = channel_posts(&calls)
        .into_iter()
        .filter(|c| c.json["content"].as_str().unwrap().contains("joins"))
        .collect();
    assert_eq!(joins.len(), 1, "delivered once: {calls:#?}");
    assert_eq!(store.unsent_count(), 0);
}

/// A rate-limited private answer is kept too, and goes out by DM at a later round (the
/// interaction it answered may be gone by then).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_follow_up_goes_out_later_by_dm() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let (adapter, store) = adapter_and_store(dir.path());
    let refused = discord.slash(ALICE, "kontor", json!([{"name": "text", "type": 3, "value": "frobnicate"}]));
    let Interaction::Command(command) = &refused else { unreachable!() };
    discord.fake.refuse_next(&format!("/api/v10/webhooks/{APP}/{}", command.token), Fault::RateLimited(0.5));
    let calls = discord.send(&adapter, refused).await;
    assert_acknowledged_first(&calls);
    assert!(calls.iter().any(|c| c.method == "FAILED POST"), "{calls:#?}");
    assert!(note(&calls).contains("Kontor will send the rest shortly"));

    let before = discord.fake.count();
    let seen = adapter.send_unsent(&discord.http, Some(&HashSet::new())).await;
    adapter.send_unsent(&discord.http, Some(&seen)).await;
    adapter.send_unsent(&discord.http, Some(&seen)).await;
    let calls = discord.fake.calls()[before..].to_vec();
    let dm = format!("/api/v10/channels/{}/messages", ALICE + DM_OFFSET);
    let answers: Vec<&Call> = calls.iter().filter(|c| c.path == dm).collect();
    assert_eq!(answers.len(), 1, "delivered once: {calls:#?}");
    assert!(answers[0].json["content"].as_str().unwrap().contains("not a Kontor command"));
    assert_eq!(store.unsent_count(), 0);
}

//! Player names are user-chosen: in Kontor's posts on Discord they read as typed, never as
//! markdown, a link or a mass mention, while the service's own markup stays.

use super::*;

/// A slash command by `user` whose server nickname is `nick`.
fn slash_as(discord: &Discord, user: u64, nick: &str, name: &str, options: Value) -> Interaction {
    let mut v = discord.slash_json(user, name, options);
    v["member"]["nick"] = json!(nick);
    serde_json::from_value(v).unwrap()
}

const EVIL: &str = "[x](https://evil) **b** @everyone";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_with_markdown_and_a_mass_mention_reads_as_typed() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let opts = new_game("carthage", 2, Some(7));
    let mut calls = discord.send(&adapter, slash_as(&discord, ALICE, EVIL, "new", opts)).await;
    calls.extend(discord.send(&adapter, discord.slash(BOB, "join", json!([]))).await);
    let posts = channel_posts(&calls);
    let escaped = "\\[x\\]\\(https\\://evil\\) \\*\\*b\\*\\* @\u{200b}everyone";
    let contents: Vec<&str> = posts.iter().filter_map(|c| c.json["content"].as_str()).collect();
    assert!(contents.iter().any(|c| c.contains(escaped)), "{contents:#?}");
    assert!(contents.iter().all(|c| !c.contains(EVIL) && !c.contains("](https://")), "{contents:#?}");
    // The service's own code spans stay markup.
    assert!(contents.iter().any(|c| c.contains("`/")), "{contents:#?}");
    for post in &posts {
        // Only the users a post names may be pinged: never @everyone, @here or a role.
        assert_eq!(post.json["allowed_mentions"]["parse"], json!([]), "{:#}", post.json);
    }
    // The game starts: every post naming the player shows the name as typed.
    let calls = discord.send(&adapter, slash_as(&discord, ALICE, EVIL, "start", json!([]))).await;
    let texts: Vec<String> =
        channel_posts(&calls).iter().filter_map(|c| c.json["content"].as_str().map(String::from)).collect();
    let all = texts.join("\n");
    assert!(all.contains(&format!("1. {escaped}")), "{all}");
    assert!(!all.contains(EVIL), "{all}");
}

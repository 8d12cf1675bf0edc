//! Animated replays: a channel post whose image is a `.gif` goes out as an attachment under its
//! own name (Discord animates GIF attachments), and one over Discord's upload limit is refused
//! once with Discord's 413 and goes out without it, never again with it.

use std::sync::Arc;

use kontor_service::{ChatKey, Delivery, Image, Outbound, Picture};

use super::*;
use fake::MAX_FILE;

/// A two-frame 1×1 animated GIF (black, then white; looping), written by hand.
const REPLAY: &[u8] = include_bytes!("../data/replay.gif");

fn replay(gif: Vec<u8>) -> Outbound {
    let image =
        Image { name: "game-7-replay.gif".into(), png: Arc::new(gif), source: Picture::Scores { game: 7 } };
    let chat = ChatKey::new("discord", CHANNEL.to_string());
    let text = "Replay of game 7: Alice won".to_string();
    let delivery =
        Delivery::Channel { chat, text, image: Some(image), choices: vec![], mentions: vec![], page: None };
    Outbound { receipt: None, delivery }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gif_goes_out_as_an_attachment_under_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    adapter.forward(&discord.http, replay(REPLAY.to_vec())).await.unwrap();
    let calls = discord.fake.calls();
    let posts = channel_posts(&calls);
    assert_eq!(posts.len(), 1, "{calls:#?}");
    assert_eq!(posts[0].files, vec![("game-7-replay.gif".to_string(), REPLAY.len())]);
    assert_eq!(posts[0].file_types, vec![("image/gif".to_string(), true)], "a GIF, sent as one");
    assert_eq!(posts[0].json["content"], json!("Replay of game 7: Alice won"));
    assert!(!posts[0].too_large());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gif_over_the_upload_limit_is_refused_once_and_the_text_goes_alone() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let mut big = REPLAY.to_vec();
    big.resize(MAX_FILE + 1, 0);
    adapter.forward(&discord.http, replay(big)).await.unwrap();
    // Later retry rounds find nothing to send again: the refusal was final.
    adapter.send_unsent(&discord.http, None).await;
    adapter.send_unsent(&discord.http, None).await;
    let calls = discord.fake.calls();
    let posts = channel_posts(&calls);
    assert_eq!(posts.len(), 2, "the refused post, then its text alone: {calls:#?}");
    assert!(posts[0].too_large() && posts[0].files[0].0 == "game-7-replay.gif", "{:?}", posts[0]);
    assert!(posts[1].files.is_empty(), "{:?}", posts[1]);
    assert_eq!(posts[1].json["content"], json!("Replay of game 7: Alice won"));
}

//! Kontor's permissions where a command comes from (`app_permissions`), and channel posts Discord
//! refuses anyway: the player is told precisely, privately, and no interaction is left on its
//! "thinking…" state.

use fake::Fault;

use super::*;

/// View Channel, Send Messages, Embed Links, Read Message History: no Attach Files.
const NO_FILES: &str = "84992";

fn with_permissions(mut interaction: Value, granted: &str) -> Interaction {
    interaction["app_permissions"] = json!(granted);
    serde_json::from_value(interaction).unwrap()
}

/// The only call is an immediate private answer (type 4, ephemeral); its text.
fn immediate_private_answer(calls: &[Call]) -> String {
    assert_eq!(calls.len(), 1, "{calls:#?}");
    assert!(calls[0].path.ends_with("/callback"));
    assert_eq!(
        (calls[0].json["type"].as_u64(), calls[0].json["data"]["flags"].as_u64()),
        (Some(4), Some(64))
    );
    calls[0].json["data"]["content"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_missing_permission_is_named_before_a_game_opens() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let new = with_permissions(discord.slash_json(ALICE, "new", new_game("carthage", 2, None)), NO_FILES);
    let text = immediate_private_answer(&discord.send(&adapter, new).await);
    assert!(text.contains("lacks the Attach Files permission"), "{text}");

    // Private answers need no permission in the channel.
    let calls = discord
        .send(
            &adapter,
            with_permissions(
                discord.slash_json(
                    ALICE,
                    "lang",
                    json!([
        {"name": "text", "type": 3, "value": "pl"}]),
                ),
                NO_FILES,
            ),
        )
        .await;
    assert_acknowledged_first(&calls);
    assert!(channel_posts(&calls).is_empty());

    // In her language, and nothing was opened meanwhile.
    let new = with_permissions(discord.slash_json(ALICE, "new", new_game("carthage", 2, None)), "0");
    let text = immediate_private_answer(&discord.send(&adapter, new).await);
    assert!(
        text.contains("Wyświetlanie kanału, Wysyłanie wiadomości, Załączanie plików i Osadzanie linków"),
        "{text}"
    );
    let calls = discord.send(&adapter, discord.slash(ALICE, "new", new_game("carthage", 2, None))).await;
    assert_eq!(channel_posts(&calls).len(), 1, "the game opens once allowed: {calls:#?}");

    // A move button in a thread needs Send Messages in Threads (Send Messages is not enough).
    let mut click = discord.click_json(BOB, CHANNEL, "k:v:1:1:join", None);
    click["channel"] = json!({"id": CHANNEL.to_string(), "type": 11, "name": "a thread"});
    let click = with_permissions(click, "117760");
    let text = immediate_private_answer(&discord.send(&adapter, click).await);
    assert!(text.contains("Send Messages in Threads"), "{text}");
}

#[tokio::test]
async fn a_refused_channel_post_is_reported_to_the_player() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    discord.send(&adapter, discord.slash(ALICE, "new", new_game("carthage", 2, None))).await;

    // Permissions changed after the interaction was sent: the post is refused with 50013.
    let channel = format!("/api/v10/channels/{CHANNEL}/messages");
    discord.fake.refuse_next(&channel, Fault::Forbidden(50013));
    let calls = discord.send(&adapter, discord.slash(BOB, "join", json!([]))).await;
    assert_acknowledged_first(&calls);
    assert!(calls.iter().any(|c| c.method == "FAILED POST" && c.path == channel));
    assert!(!calls.iter().any(|c| c.method == "DELETE"), "the note stays: {calls:#?}");
    let note = calls.iter().find(|c| c.method == "PATCH" && c.path.ends_with("/messages/@original")).unwrap();
    let text = note.json["content"].as_str().unwrap();
    assert!(text.contains("could not post in this channel") && text.contains("Attach Files"), "{text}");
    // 50001 (Missing Access) reads the same.
    discord.fake.refuse_next(&channel, Fault::Forbidden(50001));
    let calls = discord.send(&adapter, discord.slash(BOB, "leave", json!([]))).await;
    assert!(calls.iter().any(|c| c.method == "PATCH"), "{calls:#?}");
}

#[tokio::test]
async fn a_failed_private_answer_does_not_leave_the_thinking_note() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let hand = discord.slash(ALICE, "hand", json!([]));
    let Interaction::Command(command) = &hand else { unreachable!() };
    discord.fake.fail_next(&format!("/api/v10/webhooks/{APP}/{}", command.token));
    let calls = discord.send(&adapter, hand).await;
    assert_acknowledged_first(&calls);
    assert!(calls.iter().any(|c| c.method == "FAILED POST"), "{calls:#?}");
    let note = calls.iter().find(|c| c.method == "PATCH" && c.path.ends_with("/messages/@original"));
    let note = note.unwrap_or_else(|| panic!("the thinking note is replaced: {calls:#?}"));
    assert!(note.json["content"].as_str().unwrap().contains("Kontor will send the rest shortly"));
}

//! Who moderates a channel, as the adapter reads it from the interactions Discord sends: a member
//! whose permissions there include *Manage Messages* (or *Manage Channels*, or *Administrator*);
//! nobody in a DM.

use kontor_bot::discord::moderators::{of_click, of_command};
use kontor_service::ChatKey;
use serenity::all::{CommandInteraction, ComponentInteraction};

use super::*;

fn command(interaction: Interaction) -> CommandInteraction {
    match interaction {
        Interaction::Command(command) => command,
        other => panic!("a slash command: {other:?}"),
    }
}

fn component(interaction: Interaction) -> ComponentInteraction {
    match interaction {
        Interaction::Component(click) => click,
        other => panic!("a click: {other:?}"),
    }
}

fn chat(channel: u64) -> ChatKey {
    ChatKey::new(kontor_bot::platforms::DISCORD, channel.to_string())
}

#[tokio::test]
async fn a_member_who_manages_messages_moderates_the_channel_and_others_do_not() {
    let discord = Discord::new().await;
    discord.make_moderator(ALICE);
    let alice = command(discord.slash(ALICE, "abandon", json!([])));
    let managing = alice.member.as_ref().and_then(|m| m.permissions).unwrap();
    assert!(managing.manage_messages(), "the fake sends the member's permissions: {managing:?}");
    assert!(of_command(&alice), "Alice manages messages");
    assert!(!of_command(&command(discord.slash(BOB, "abandon", json!([])))), "Bob does not");
}

#[tokio::test]
async fn nobody_moderates_a_dm() {
    let discord = Discord::new().await;
    discord.make_moderator(ALICE);
    let mut v = discord.base(2, ALICE, ALICE + DM_OFFSET);
    v["data"] = json!({"id": "1", "name": "games", "type": 1, "options": []});
    assert!(!of_command(&command(serde_json::from_value(v).unwrap())));
}

#[tokio::test]
async fn a_click_moderates_only_in_the_games_own_channel() {
    let discord = Discord::new().await;
    discord.make_moderator(ALICE);
    let in_channel = component(discord.click(ALICE, CHANNEL, "k:c:3:abandon", None));
    assert!(of_click(&in_channel, &chat(CHANNEL)));
    assert!(!of_click(&in_channel, &chat(CHANNEL + 1)), "a game of another channel");
    let by_bob = component(discord.click(BOB, CHANNEL, "k:c:3:abandon", None));
    assert!(!of_click(&by_bob, &chat(CHANNEL)));
    let in_dm = component(discord.click(ALICE, ALICE + DM_OFFSET, "k:c:3:abandon", None));
    assert!(!of_click(&in_dm, &chat(CHANNEL)), "a DM carries no member");
}

/// End to end: a member who manages messages abandons a game somebody else opened; a member who
/// does not is told who may.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moderator_abandons_someone_elses_game() {
    const CAROL: u64 = 33;
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let opts = new_game("carthage", 2, None);
    discord.send(&adapter, discord.slash(ALICE, "new", opts)).await;
    let abandoned = |calls: &[Call]| format!("{calls:?}").contains("abandoned the game");

    let refused = discord.send(&adapter, discord.slash(CAROL, "abandon", json!([]))).await;
    assert!(!abandoned(&refused), "{refused:#?}");
    assert!(format!("{refused:?}").contains("or a moderator of this chat"), "{refused:#?}");

    discord.make_moderator(CAROL);
    let calls = discord.send(&adapter, discord.slash(CAROL, "abandon", json!([]))).await;
    assert!(abandoned(&calls), "{calls:#?}");
}

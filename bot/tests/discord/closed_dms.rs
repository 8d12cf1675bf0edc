//! A player whose DMs are closed to Kontor (403 50007): told once on the channel, never sent a
//! DM again while remembered, and sent DMs again once they use Kontor from a DM.

use fake::Fault;

use super::*;

/// The player the newest board asks to act.
fn actor(calls: &[Call]) -> u64 {
    let board = channel_posts(calls).into_iter().rev().find(|c| !c.files.is_empty()).expect("a board");
    board.json["allowed_mentions"]["users"][0].as_str().unwrap().parse().unwrap()
}

/// `user` plays the first move of their menu, opened with the board's *My moves* button.
async fn play_by_my_moves(discord: &Discord, adapter: &Adapter, user: u64) -> Vec<Call> {
    let calls = discord.send(adapter, discord.click(user, CHANNEL, "k:c:1:moves", None)).await;
    let mut components = followups(&calls).last().expect("the moves, privately").json["components"].clone();
    loop {
        let (entries, _) = menu_entries(&components);
        let entry = entries.iter().find(|e| !opens_level(e)).or(entries.first()).cloned().unwrap();
        let calls = discord.send(adapter, discord.click(user, CHANNEL, &entry.0, entry.1.clone())).await;
        if !opens_level(&entry) {
            return calls;
        }
        components = calls[0].json["data"]["components"].clone();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_remembered_and_told_once() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let bob_dm = format!("/api/v10/channels/{}/messages", BOB + DM_OFFSET);
    let opts = new_game("carthage", 2, Some(7));
    discord.send(&adapter, discord.slash(ALICE, "new", opts)).await;
    discord.send(&adapter, discord.slash(BOB, "join", json!([]))).await;
    discord.fake.refuse_next(&bob_dm, Fault::Forbidden(50007));
    let mut last = discord.send(&adapter, discord.slash(ALICE, "start", json!([]))).await;
    let mut all = last.clone();
    // Alice moves until a prompt for Bob (by DM: it answers Alice) has been refused, then a few
    // more turns of both.
    let mut bobs_turns_after = 0;
    for _ in 0..40 {
        let refused = all.iter().any(|c| c.method == "FAILED POST" && c.path == bob_dm);
        if refused && actor(&all) == BOB && !channel_posts(&last).is_empty() {
            bobs_turns_after += 1;
        }
        if bobs_turns_after == 3 {
            break;
        }
        last = play_by_my_moves(&discord, &adapter, actor(&all)).await;
        all.extend(last.iter().cloned());
    }
    assert_eq!(bobs_turns_after, 3, "bob's turns came: {all:#?}");
    let told: Vec<&Call> = channel_posts(&all)
        .into_iter()
        .filter(|c| c.json["content"].as_str().unwrap().contains("cannot send you direct messages"))
        .collect();
    assert_eq!(told.len(), 1, "told once: {told:#?}");
    assert!(told[0].json["content"].as_str().unwrap().starts_with(&format!("<@{BOB}>")));
    assert_eq!(told[0].json["allowed_mentions"]["users"], json!([BOB.to_string()]));
    let attempts = all.iter().filter(|c| c.method == "POST" && c.path == bob_dm).count();
    assert_eq!(attempts, 0, "no DM tried after the refusal");
    assert_eq!(all.iter().filter(|c| c.method == "FAILED POST").count(), 1);

    // Bob uses Kontor from his DM: his DMs are open again, and his next prompt goes there.
    discord.send(&adapter, discord.click(BOB, BOB + DM_OFFSET, "k:c:1:hand", None)).await;
    let mut reopened = Vec::new();
    for _ in 0..40 {
        if actor(&all) == BOB {
            last = play_by_my_moves(&discord, &adapter, BOB).await;
            all.extend(last.iter().cloned());
            continue;
        }
        last = play_by_my_moves(&discord, &adapter, ALICE).await;
        all.extend(last.iter().cloned());
        reopened.extend(last.iter().cloned());
        if actor(&all) == BOB {
            break;
        }
    }
    assert!(reopened.iter().any(|c| c.method == "POST" && c.path == bob_dm), "a DM again: {reopened:#?}");
}

//! Many chats at once, and Telegram's faults: a slow chat holds up no other, a press is answered
//! at once whatever its chat waits for, posts are tried again until they go out, Telegram's
//! sending limits are kept, and an update received before a crash is not lost.

use std::time::Duration;

use serde_json::json;

use super::fake::{Call, FakeTelegram, Fault};
use super::{ANN, GROUP, ann_against_a_bot, answers, fresh, open_against_a_bot, start, start_with_retry};

const OTHER_GROUP: i64 = -1002;

fn board_in(chat: i64) -> impl Fn(&Call) -> bool {
    move |c: &Call| c.method == "sendphoto" && c.chat() == Some(chat) && !c.refused
}

/// A game between Ann and a bot in `group`, started.
async fn open_game(fake: &FakeTelegram, group: i64, seed: u64) {
    open_against_a_bot(fake, group, seed).await;
    fake.handled(fake.say(group, ANN, "/start")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_chat_holds_up_no_other_and_its_presses_are_answered_at_once() {
    let (fake, data, service, _) = fresh(true).await;
    let adapter = start(&service, data.path(), &fake);
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    open_game(&fake, GROUP, 11).await;
    open_game(&fake, OTHER_GROUP, 12).await;
    let old_board = fake.calls().into_iter().rfind(|c| board_in(GROUP)(c)).unwrap();

    // The first group's next board takes Telegram 6 seconds to take.
    fake.fail_next("sendphoto", Fault::Slow(Duration::from_secs(6)));
    let mark = fake.mark();
    fake.say(GROUP, ANN, "/board");
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Meanwhile: a press in that group (behind the slow board), and the other group's board.
    fake.press(GROUP, old_board.message_id.unwrap(), ANN, "g1v1:ptoken red");
    fake.say(OTHER_GROUP, ANN, "/board");
    fake.wait_for(board_in(GROUP)).await;
    let refusal = |c: &Call| c.is_send() && c.chat() == Some(ANN.0) && c.text().contains("older board");
    fake.wait_for(refusal).await;

    let calls = fake.calls_since(mark);
    let at = |check: &dyn Fn(&Call) -> bool| calls.iter().position(check).unwrap();
    let slow = at(&board_in(GROUP));
    assert!(at(&board_in(OTHER_GROUP)) < slow, "the other group waited for the slow one: {calls:#?}");
    let answer = at(&|c: &Call| c.method == "answercallbackquery");
    assert!(answer < slow, "the press waited for its chat: {calls:#?}");
    assert!(answers(&calls)[0].params.get("text").is_none(), "answered before its outcome was known");
    // The outcome came later: a refusal, so the presser reads it privately.
    assert!(at(&refusal) > slow);
    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_that_keeps_failing_waits_in_the_outbox_and_goes_out_later() {
    let (fake, data, service, store) = fresh(true).await;
    let adapter = start_with_retry(&service, data.path(), &fake, Duration::from_millis(500));
    ann_against_a_bot(&fake, GROUP).await;
    // More failures than one post's tries: Telegram cannot be reached for a while. (Dropped
    // connections: after a 5xx teloxide itself waits 10 s before it reports the failure.)
    for _ in 0..kontor_bot::telegram::retry::ATTEMPTS {
        fake.fail_next("sendphoto", Fault::Dropped);
    }
    let mark = fake.mark();
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    fake.wait_for(board_in(GROUP)).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let calls = fake.calls_since(mark);
    // The board waited in the outbox: the command's later posts (Ann's hand and prompt) went out
    // before it, once its own tries had failed.
    let delivered = calls.iter().position(|c| board_in(GROUP)(c)).unwrap();
    assert!(calls[..delivered].iter().any(|c| c.is_send() && c.chat() == Some(ANN.0)), "{calls:#?}");
    let refused = calls.iter().filter(|c| c.method == "sendphoto" && c.refused).count();
    assert_eq!(refused as u32, kontor_bot::telegram::retry::ATTEMPTS, "{calls:#?}");
    assert_eq!(calls.iter().filter(|c| board_in(GROUP)(c)).count(), 1, "sent once: {calls:#?}");
    assert_eq!(store.unsent_count(), 0);
    adapter.stop().await;
}

/// Eight groups open games at the same moment, with Telegram's own limits at the fake and
/// Kontor's default throttle: every post arrives and flood control never refuses one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_groups_at_once_stay_within_telegrams_limits() {
    let (fake, data, service, store) = fresh(true).await;
    let adapter = start_with_retry(&service, data.path(), &fake, Duration::from_secs(30));
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    let groups: Vec<i64> = (0..8).map(|i| -2000 - i).collect();
    let mut last = 0;
    for (i, &group) in groups.iter().enumerate() {
        fake.say(group, ANN, &format!("/new carthage players=2 seed={i}"));
        fake.say(group, ANN, "/addbot");
        last = fake.say(group, ANN, "/start");
    }
    fake.handled(last).await;
    for &group in &groups {
        fake.wait_for(board_in(group)).await;
    }
    let prompts = |c: &Call| c.is_send() && c.chat() == Some(ANN.0) && !c.refused && !c.buttons().is_empty();
    for _ in 0..200 {
        if fake.calls().iter().filter(|c| prompts(c)).count() >= groups.len() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(fake.calls().iter().filter(|c| prompts(c)).count(), groups.len(), "a prompt per game");
    assert_eq!(fake.flooded(), 0, "flood control refused a post");
    assert_eq!(store.unsent_count(), 0);
    adapter.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_received_before_a_crash_is_handled_at_the_next_start() {
    let (fake, data, service, _) = fresh(true).await;
    // Kept in the inbox and confirmed to Telegram, then the process died.
    let inbox = json!({"offset": 1, "pending": [{"update_id": 0, "message": {
        "message_id": 1, "date": 0, "chat": super::fake::chat(GROUP), "from": super::fake::user(ANN.0, ANN.1),
        "text": "/new carthage players=2 seed=11"
    }}]});
    std::fs::create_dir_all(data.path().join("telegram")).unwrap();
    std::fs::write(data.path().join("telegram").join("inbox.json"), inbox.to_string()).unwrap();
    let adapter = start(&service, data.path(), &fake);
    let opened = fake.wait_for(|c| c.chat() == Some(GROUP) && c.text().contains("opened a game")).await;
    assert!(!opened.refused);
    // Polling goes on after the kept update.
    fake.handled(fake.say(GROUP, ANN, "/status")).await;
    assert_eq!(fake.calls().iter().filter(|c| c.text().contains("opened a game")).count(), 1);
    adapter.stop().await;
}

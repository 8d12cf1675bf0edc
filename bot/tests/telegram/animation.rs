//! Animated replays: a channel delivery whose image is a `.gif` goes out with `sendAnimation`
//! (never as a photo), checked by the strict fake against the Bot API, and Telegram's trouble on
//! the way (flood control's 429, a proxy's 502 page, a 500) is met as for board photos.

use std::sync::Arc;
use std::time::Duration;

use kontor_bot::telegram::{self, Options};
use kontor_service::{ChatKey, Delivery, Image, Outbound, Picture};
use serde_json::json;

use super::GROUP;
use super::fake::{Call, FakeTelegram, Fault};

/// A two-frame 1×1 animated GIF (black, then white; looping), written by hand.
const REPLAY: &[u8] = include_bytes!("../data/replay.gif");

fn gif() -> Image {
    Image {
        name: "game-7-replay.gif".into(),
        png: Arc::new(REPLAY.to_vec()),
        source: Picture::Scores { game: 7 },
    }
}

fn replay(text: &str) -> Outbound {
    let image = gif();
    let chat = ChatKey::new(telegram::PLATFORM, GROUP.to_string());
    let delivery = Delivery::Channel {
        chat,
        text: text.into(),
        image: Some(image),
        choices: vec![],
        mentions: vec![],
        page: None,
    };
    Outbound { receipt: None, delivery }
}

/// Sends `posts` through the adapter to `fake`, once.
async fn send(fake: &FakeTelegram, posts: Vec<Outbound>) {
    let data = tempfile::tempdir().unwrap();
    let service = kontor_bot::cli::service(data.path(), false).unwrap();
    let mut options = Options::new("123:TEST-TOKEN");
    options.api_url = Some(url::Url::parse(&fake.url).unwrap());
    let sent = telegram::send_once(service, data.path().to_path_buf(), options, posts);
    tokio::time::timeout(Duration::from_secs(30), sent).await.expect("sent within 30 s").unwrap();
}

fn animations(calls: &[Call]) -> Vec<&Call> {
    calls.iter().filter(|c| c.method == "sendanimation").collect()
}

#[test]
fn the_replay_is_a_gif_image() {
    assert!(REPLAY.starts_with(b"GIF89a") && REPLAY.ends_with(b";"));
    let image = Image {
        name: "game-7-replay.gif".into(),
        png: Arc::new(vec![]),
        source: Picture::Scores { game: 7 },
    };
    assert!(image.is_animation());
    assert!(!Image { name: "game-7-v3.png".into(), ..image }.is_animation());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gif_goes_out_as_an_animation_with_its_caption() {
    let fake = FakeTelegram::start().await;
    send(&fake, vec![replay("Replay of <b>game 7</b>: Ann won")]).await;
    let calls = fake.calls();
    assert!(calls.iter().all(|c| c.method != "sendphoto"), "no photo: {calls:#?}");
    let sent = animations(&calls);
    assert_eq!(sent.len(), 1, "{calls:#?}");
    let call = sent[0];
    assert!(call.is_animation() && call.is_send(), "{call:?}");
    assert_eq!(call.chat(), Some(GROUP));
    assert_eq!(call.file_name().as_deref(), Some("game-7-replay.gif"));
    assert_eq!(call.params["animation"]["size"], json!(REPLAY.len()));
    // The delivery's text is escaped into HTML, as a photo's caption is.
    assert_eq!(call.text(), "Replay of &lt;b&gt;game 7&lt;/b&gt;: Ann won");
    assert_eq!(call.params["parse_mode"], json!("HTML"));
    let shown = fake.shown(GROUP, call.message_id.unwrap()).unwrap();
    assert!(shown.animation && !shown.photo, "{shown:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_text_over_the_caption_limit_follows_the_animation() {
    let fake = FakeTelegram::start().await;
    let long = "Ann took r5 and scored.\n".repeat(60); // 1,440 characters
    send(&fake, vec![replay(&long)]).await;
    let calls = fake.calls();
    let sent: Vec<&Call> = calls.iter().filter(|c| c.is_send()).collect();
    assert_eq!(sent.len(), 2, "{calls:#?}");
    assert!(sent[0].is_animation() && sent[0].text().is_empty(), "{:?}", sent[0]);
    assert!(sent[0].params.get("caption").is_none());
    assert_eq!(sent[1].method, "sendmessage");
    assert_eq!(sent[1].text().trim(), long.trim());
}

/// Flood control's 429, a proxy's 502 page and Telegram's 500: the animation goes out again
/// shortly, once, as a board photo does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_animation_refused_with_a_429_or_a_5xx_is_sent_again_once() {
    for fault in [Fault::TooManyRequests(1), Fault::BadGatewayHtml, Fault::InternalJson] {
        let fake = FakeTelegram::start().await;
        fake.fail_next("sendanimation", fault.clone());
        send(&fake, vec![replay("Replay of game 7")]).await;
        let calls = fake.calls();
        let sent = animations(&calls);
        assert_eq!(sent.len(), 2, "{fault:?}: {calls:#?}");
        assert!(sent[0].refused && sent[1].is_animation(), "{fault:?}: {calls:#?}");
        assert_eq!(sent[1].text(), "Replay of game 7");
        let waited = sent[1].at - sent[0].at;
        assert!(waited < Duration::from_secs(3), "{fault:?}: tried again after {waited:?}");
        if matches!(fault, Fault::TooManyRequests(_)) {
            assert!(waited >= Duration::from_millis(900), "flood control's wait is kept: {waited:?}");
        }
        assert_eq!(fake.faults_left(), 0);
    }
}

fn private(user: i64, slot: Option<&str>) -> Outbound {
    let image = Some(gif());
    let user = kontor_service::UserKey::new(telegram::PLATFORM, user.to_string());
    let slot = slot.map(String::from);
    Outbound {
        receipt: None,
        delivery: Delivery::Private { user, text: "Your replay".into(), image, choices: vec![], slot },
    }
}

/// In a slot an animation is never put in place of the slot's message: each goes out as a new
/// one, with no `editMessageMedia`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_animation_in_a_slot_is_sent_anew_never_edited_in_place() {
    let fake = FakeTelegram::start().await;
    fake.say(super::ANN.0, super::ANN, "/start"); // Ann opened her private chat
    send(&fake, vec![private(super::ANN.0, Some("turn-7")), private(super::ANN.0, Some("turn-7"))]).await;
    let calls = fake.calls();
    assert!(calls.iter().all(|c| c.method != "editmessagemedia" && c.method != "sendphoto"), "{calls:#?}");
    let sent = animations(&calls);
    assert_eq!(sent.len(), 2, "{calls:#?}");
    assert!(sent.iter().all(|c| c.is_animation() && c.chat() == Some(super::ANN.0)));
    assert_ne!(sent[0].message_id, sent[1].message_id);
}

/// A user who never opened the private chat: Telegram's 403 closes it, as for a photo, and the
/// animation is not tried again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_animation_to_a_closed_private_chat_is_refused_once() {
    let fake = FakeTelegram::start().await;
    send(&fake, vec![private(super::BOB.0, None)]).await;
    let calls = fake.calls();
    let sent = animations(&calls);
    assert_eq!(sent.len(), 1, "{calls:#?}");
    assert!(sent[0].refused && sent[0].chat() == Some(super::BOB.0));
}

use kontor_service::{ChatKey, Choice, Input, Picture};
use serde_json::{Value, json};

use super::*;
use crate::telegram::callback::Action;

const BOT: &str = "kontor_bot";
const GROUP: i64 = -100_555;

fn user(id: i64, name: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": name})
}

fn chat(id: i64) -> Value {
    if id < 0 {
        json!({"id": id, "type": "supergroup", "title": "Carthage"})
    } else {
        json!({"id": id, "type": "private", "first_name": "someone"})
    }
}

fn text_update(update: u32, chat_id: i64, from: i64, text: &str) -> Update {
    serde_json::from_str(&json!({
        "update_id": update,
        "message": {"message_id": 10, "date": 0, "chat": chat(chat_id), "from": user(from, "Ann"), "text": text}
    })
    .to_string())
    .unwrap()
}

fn press_update(update: u32, from: i64, chat_id: i64, data: &str) -> Update {
    serde_json::from_str(
        &json!({
            "update_id": update,
            "callback_query": {
                "id": "q1", "from": user(from, "Bob"), "chat_instance": "x", "data": data,
                "message": {"message_id": 77, "date": 0, "chat": chat(chat_id), "text": "board"}
            }
        })
        .to_string(),
    )
    .unwrap()
}

#[test]
fn group_commands_become_service_commands_with_delivery_ids() {
    let Incoming::Command { cmd, from, place, private } =
        incoming(&text_update(5, GROUP, 1, "/join@kontor_bot"), BOT)
    else {
        panic!("not a command")
    };
    assert_eq!((from.id, from.name.as_str(), place, private), (1, "Ann", Place::chat(GROUP), false));
    assert_eq!(cmd.chat, ChatKey::new("telegram", "-100555"));
    assert_eq!(cmd.user, UserKey::new("telegram", "1"));
    assert_eq!(cmd.input, Input::Text("/join@kontor_bot".into()));
    assert_eq!(cmd.delivery_id.as_deref(), Some("telegram:5"));
}

/// A group message replying to message 9 (sent by `to`), in forum topic `thread` if given.
fn reply_update(text: &str, to: Value, thread: Option<i32>) -> Update {
    let mut message = json!({
        "message_id": 10, "date": 0, "chat": chat(GROUP), "from": user(1, "Ann"), "text": text,
        "reply_to_message": {"message_id": thread.unwrap_or(9), "date": 0, "chat": chat(GROUP), "from": to, "text": "hi"}
    });
    if let Some(thread) = thread {
        message["message_thread_id"] = json!(thread);
        message["is_topic_message"] = json!(true);
    }
    serde_json::from_str(&json!({"update_id": 6, "message": message}).to_string()).unwrap()
}

fn line_of(update: &Update) -> String {
    let Incoming::Command { cmd, .. } = incoming(update, BOT) else { panic!("not a command") };
    cmd.line().to_string()
}

#[test]
fn stats_in_reply_to_a_person_is_about_that_person() {
    assert_eq!(line_of(&reply_update("/stats", user(42, "Bob"), None)), "/stats <@42>");
    assert_eq!(line_of(&reply_update("/stats hansa", user(42, "Bob"), None)), "/stats hansa <@42>");
    assert_eq!(line_of(&reply_update("/stats Carol", user(42, "Bob"), None)), "/stats Carol", "a name wins");
    let bot = json!({"id": 7, "is_bot": true, "first_name": "K", "username": "kontor_bot"});
    assert_eq!(line_of(&reply_update("/stats", bot, None)), "/stats");
    // In a forum topic every message answers the topic's first one: that is no reply to a person.
    assert_eq!(line_of(&reply_update("/stats", user(42, "Bob"), Some(300))), "/stats");
    assert_eq!(line_of(&reply_update("/board", user(42, "Bob"), None)), "/board");
}

#[test]
fn chatter_and_other_bots_commands_are_ignored() {
    assert_eq!(incoming(&text_update(5, GROUP, 1, "hello all"), BOT), Incoming::Ignored);
    assert_eq!(incoming(&text_update(5, GROUP, 1, "/join@other_bot"), BOT), Incoming::Ignored);
    // In the private chat plain text is for the bot.
    assert!(matches!(
        incoming(&text_update(5, 1, 1, "play take r5"), BOT),
        Incoming::Command { private: true, .. }
    ));
}

#[test]
fn start_in_private_carries_the_group_of_the_deep_link() {
    assert_eq!(
        incoming(&text_update(6, 1, 1, "/start c-100555"), BOT),
        Incoming::Start {
            from: Sender { id: 1, name: "Ann".into(), locale: None, handle: None },
            group: Some(Place::chat(GROUP)),
            update: "telegram:6".into()
        }
    );
    // A game in a forum topic.
    assert!(matches!(
        incoming(&text_update(6, 1, 1, "/start c-100555_45"), BOT),
        Incoming::Start { group: Some(Place { chat: GROUP, thread: Some(45) }), .. }
    ));
    assert_eq!(
        deep_link(BOT, Place { chat: GROUP, thread: Some(45) }),
        "https://t.me/kontor_bot?start=c-100555_45"
    );
    assert!(matches!(incoming(&text_update(6, 1, 1, "/start"), BOT), Incoming::Start { group: None, .. }));
    // In a group `/start` deals the game.
    assert!(matches!(incoming(&text_update(6, GROUP, 1, "/start"), BOT), Incoming::Command { .. }));
    assert_eq!(deep_link(BOT, Place::chat(GROUP)), "https://t.me/kontor_bot?start=c-100555");
}

#[test]
fn presses_carry_game_version_and_move() {
    let Incoming::Press { query, from, chat, message, data, update, .. } =
        incoming(&press_update(9, 2, GROUP, "g3v17:ptake r5"), BOT)
    else {
        panic!("not a press")
    };
    assert_eq!(
        (query.as_str(), from.id, chat, message, update.as_str()),
        ("q1", 2, Some(GROUP), Some(77), "telegram:9")
    );
    assert_eq!(data, Some(Data { game: 3, version: 17, action: Action::Text("/play take r5".into()) }));
    let Incoming::Press { data, .. } = incoming(&press_update(9, 2, GROUP, "junk"), BOT) else { panic!() };
    assert_eq!(data, None);
}

#[test]
fn html_escapes_and_marks_code() {
    assert_eq!(
        html("Use `/play take r5` <now> & then"),
        "Use <code>/play take r5</code> &lt;now&gt; &amp; then"
    );
    assert_eq!(html("a ` b"), "a ` b");
}

#[test]
fn mentions_link_to_the_user() {
    let names = BTreeMap::from([(1, "Ann <3".to_string())]);
    let text = channel_html("Now: Ann to move.", &[UserKey::new("telegram", "1")], &names, Lang::En);
    assert_eq!(text, "<a href=\"tg://user?id=1\">Ann &lt;3</a>\nNow: Ann to move.");
}

fn image() -> Image {
    Image {
        name: "game-1-v2.png".into(),
        png: Arc::new(vec![1, 2, 3]),
        source: Picture::Board { game: 1, actions: 2 },
    }
}

#[test]
fn short_text_is_the_caption_and_the_keyboard_goes_last() {
    let kb = vec![vec![Button::Callback { label: "x".into(), data: "g1v2:px".into() }]];
    let out = posts(Place::chat(GROUP), "Ann took r5.", Some(&image()), Some(kb.clone()));
    assert_eq!(out.len(), 1);
    assert!(matches!(&out[0].body, Body::Photo { caption, .. } if caption == "Ann took r5."));
    assert_eq!(out[0].keyboard, Some(kb));
}

#[test]
fn long_text_follows_the_photo_in_messages_of_at_most_4096() {
    let long = "a line of text\n".repeat(400); // 6000 characters
    let out = posts(Place::chat(GROUP), &long, Some(&image()), None);
    assert!(matches!(&out[0].body, Body::Photo { caption, .. } if caption.is_empty()));
    assert_eq!(out.len(), 3);
    for post in &out[1..] {
        let Body::Text(text) = &post.body else { panic!() };
        assert!(text.chars().count() <= MAX_TEXT);
    }
    assert!(split_text(&"x".repeat(9000), MAX_TEXT).iter().all(|t| t.chars().count() <= MAX_TEXT));
}

#[test]
fn a_gif_goes_as_an_animation_with_the_caption_rules_of_a_photo() {
    let gif = Image { name: "game-7-replay.gif".into(), png: Arc::new(b"GIF89a".to_vec()), ..image() };
    let out = posts(Place::chat(GROUP), "Replay of game 7", Some(&gif), None);
    assert!(matches!(&out[..], [Post { body: Body::Animation { name, caption, .. }, .. }]
        if name == "game-7-replay.gif" && caption == "Replay of game 7"));
    let long = "a line of text\n".repeat(100); // 1500 characters: over the caption limit
    let out = posts(Place::chat(GROUP), &long, Some(&gif), None);
    assert!(matches!(&out[0].body, Body::Animation { caption, .. } if caption.is_empty()));
    assert!(matches!(&out[1].body, Body::Text(text) if text.trim() == long.trim()));
    let huge = Image { png: Arc::new(vec![0; MAX_UPLOAD + 1]), ..gif };
    let out = posts(Place::chat(GROUP), "Replay", Some(&huge), None);
    assert!(matches!(&out[..], [Post { body: Body::Text(text), .. }] if text == "Replay"));
}

fn keyboard(n: usize) -> Keyboard {
    Keyboard {
        game: 4,
        version: 9,
        choices: (0..n).map(|i| (format!("m{i}"), format!("/play take m{i}"))).collect(),
        menu: vec![],
    }
}

#[test]
fn long_keyboards_are_paged() {
    let small = markup(&keyboard(3), 0);
    assert_eq!(small.len(), 2); // two rows of choices, no page row
    let big = keyboard(20);
    assert_eq!(pages(&big), 3);
    let page = markup(&big, 1);
    let Button::Callback { label, data } = &page[0][0] else { panic!() };
    assert_eq!((label.as_str(), data.as_str()), ("m8", "g4v9:ptake m8"));
    let Button::Callback { label, data } = &page.last().unwrap()[2] else { panic!() };
    assert_eq!((label.as_str(), data.as_str()), ("▶", "g4v9:>2"));
    assert_eq!(markup(&big, 2).len(), 3); // 4 choices in 2 rows + the page row
}

#[test]
fn only_private_plain_texts_to_the_presser_are_refusals() {
    let ann = UserKey::new("telegram", "1");
    let refused = vec![Delivery::private(&ann, "It is not your turn.")];
    assert_eq!(refusal(&refused, &ann), Some("It is not your turn."));
    let moved = vec![Delivery::channel(&ChatKey::new("telegram", "-1"), "Ann took r5"), refused[0].clone()];
    assert_eq!(refusal(&moved, &ann), None);
    assert_eq!(refusal(&[], &ann), None);
    assert_eq!(alert_text(&"`x`".repeat(300)).chars().count(), MAX_ALERT);
}

#[test]
fn targets_are_telegram_only() {
    let choice = Choice { label: "a".into(), game: 1, version: 1, text: "/join".into(), menu: None };
    let d = Delivery::Private {
        user: UserKey::new("telegram", "5"),
        text: String::new(),
        image: None,
        choices: vec![choice],
        slot: None,
    };
    assert_eq!(target(&d), Some(Target::User(5)));
    assert_eq!(target(&Delivery::channel(&ChatKey::new("discord", "1"), "x")), None);
}

#[test]
fn the_page_opens_inside_telegram_only_in_private_chats_and_on_https() {
    let url = "https://kontor.example/g/1-ab";
    let label = "Board on the web".to_string();
    assert_eq!(
        page_button(Place::chat(7), Lang::En, url),
        Button::WebApp { label: label.clone(), url: url.into() }
    );
    assert_eq!(
        page_button(Place::chat(-5), Lang::En, url),
        Button::Url { label: label.clone(), url: url.into() }
    );
    let local = "http://127.0.0.1:8090/g/1-ab";
    assert_eq!(page_button(Place::chat(7), Lang::En, local), Button::Url { label, url: local.into() });
    assert_eq!(
        page_button(Place::chat(7), Lang::Pl, url),
        Button::WebApp { label: "Plansza w sieci".into(), url: url.into() }
    );
}

//! The fake's Bot API check: calls Kontor makes pass, each kind of violation is refused in
//! Telegram's words.

use serde_json::{Value, json};

use super::{Part, check};

fn text(name: &str, value: &str) -> Part {
    Part { name: name.into(), file_name: None, data: value.as_bytes().to_vec() }
}

fn file(name: &str) -> Part {
    Part { name: name.into(), file_name: Some("board.png".into()), data: b"\x89PNG\r\n\x1a\n".to_vec() }
}

#[test]
fn an_animation_is_a_file_in_the_animation_part_with_the_fields_of_send_animation() {
    let gif = Part { name: "animation".into(), file_name: Some("r.gif".into()), data: b"GIF89a".to_vec() };
    let parts =
        [text("chat_id", "-5"), text("caption", "Replay"), text("message_thread_id", "3"), gif.clone()];
    assert_eq!(check("sendAnimation", &json!({}), Some(&parts)), Ok(()));
    let why = form_refusal("sendAnimation", &parts[..3]);
    assert_eq!(why, "Bad Request: parameter \"animation\" is required");
    let photo = Part { name: "photo".into(), ..gif.clone() };
    let why = form_refusal("sendAnimation", &[text("chat_id", "-5"), gif.clone(), photo]);
    assert_eq!(why, "Bad Request: unknown parameter \"photo\"");
    let why = form_refusal("sendAnimation", &[text("chat_id", "-5"), gif, text("duration", "long")]);
    assert!(why.contains("\"duration\" must be of type Integer"), "{why}");
}

fn refusal(method: &str, params: Value) -> String {
    let (status, why) = check(method, &params, None).expect_err("refused");
    assert_eq!(status, 400, "{why}");
    why.as_str().unwrap().to_string()
}

fn form_refusal(method: &str, parts: &[Part]) -> String {
    let (status, why) = check(method, &json!({}), Some(parts)).expect_err("refused");
    assert_eq!(status, 400, "{why}");
    why.as_str().unwrap().to_string()
}

fn keyboard() -> Value {
    let join = json!({"text": "Join", "callback_data": "join"});
    json!({"inline_keyboard": [[join, {"text": "Rules", "url": "https://example.org"}]]})
}

#[test]
fn calls_kontor_makes_are_allowed() {
    let send = json!({"chat_id": -1001, "text": "<b>Hi</b>", "parse_mode": "HTML", "message_thread_id": 7,
        "reply_markup": keyboard(), "link_preview_options": {"is_disabled": true}});
    assert_eq!(check("sendmessage", &send, None), Ok(()));
    assert_eq!(
        check("getupdates", &json!({"offset": 3, "timeout": 1, "allowed_updates": ["message"]}), None),
        Ok(())
    );
    assert_eq!(check("getme", &Value::Null, None), Ok(()));
    let menu = json!({"commands": [{"command": "join", "description": "take a seat"}], "language_code": "pl",
        "scope": {"type": "all_group_chats"}});
    assert_eq!(check("setmycommands", &menu, None), Ok(()));
    let edit = json!({"chat_id": 5, "message_id": 9, "reply_markup": {"inline_keyboard": []}});
    assert_eq!(check("editMessageReplyMarkup", &edit, None), Ok(()));
}

#[test]
fn multipart_calls_carry_strings_and_files() {
    let photo = [
        text("chat_id", "-1001"),
        text("caption", "12"),
        text("message_thread_id", "7"),
        text("reply_markup", &keyboard().to_string()),
        file("photo"),
    ];
    assert_eq!(check("sendphoto", &json!({}), Some(&photo)), Ok(()));
    let attached = [text("chat_id", "5"), text("photo", "attach://board"), file("board")];
    assert_eq!(check("sendphoto", &json!({}), Some(&attached)), Ok(()));
    let media = json!({"type": "photo", "media": "attach://board", "caption": "turn 3"}).to_string();
    let edit = [text("chat_id", "5"), text("message_id", "9"), text("media", &media), file("board")];
    assert_eq!(check("editmessagemedia", &json!({}), Some(&edit)), Ok(()));
}

#[test]
fn an_unknown_method_is_not_found() {
    assert_eq!(check("sendboard", &json!({"chat_id": 1}), None), Err((404, json!("Not Found"))));
}

#[test]
fn a_missing_required_parameter_is_refused() {
    assert_eq!(refusal("sendmessage", json!({"text": "hi"})), "Bad Request: chat_id is empty");
    assert_eq!(refusal("sendmessage", json!({"chat_id": 1})), "Bad Request: message text is empty");
    assert_eq!(
        refusal("answercallbackquery", json!({"text": "ok"})),
        "Bad Request: parameter \"callback_query_id\" is required"
    );
    assert_eq!(
        form_refusal("sendphoto", &[text("chat_id", "1")]),
        "Bad Request: parameter \"photo\" is required"
    );
}

#[test]
fn a_parameter_the_method_does_not_have_is_refused() {
    let why = refusal("sendmessage", json!({"chat_id": 1, "text": "hi", "colour": "red"}));
    assert_eq!(why, "Bad Request: unknown parameter \"colour\"");
    let why = form_refusal("sendphoto", &[text("chat_id", "1"), file("photo"), text("text", "hi")]);
    assert_eq!(why, "Bad Request: unknown parameter \"text\"");
    let why = form_refusal("sendphoto", &[text("chat_id", "1"), file("photo"), file("extra")]);
    assert_eq!(why, "Bad Request: unknown parameter \"extra\"", "a file nothing refers to");
}

#[test]
fn a_value_of_the_wrong_type_is_refused() {
    let why = refusal("sendmessage", json!({"chat_id": true, "text": "hi"}));
    assert_eq!(why, "Bad Request: Field \"chat_id\" must be of type Integer or String");
    let why = refusal("getupdates", json!({"offset": "3"}));
    assert_eq!(why, "Bad Request: Field \"offset\" must be of type Integer");
    let why = refusal("sendmessage", json!({"chat_id": 1, "text": "hi", "reply_markup": "buttons"}));
    assert!(
        why.starts_with("Bad Request: Field \"reply_markup\" must be of type InlineKeyboardMarkup"),
        "{why}"
    );
    let why =
        form_refusal("sendphoto", &[text("chat_id", "1"), text("message_thread_id", "seven"), file("photo")]);
    assert_eq!(why, "Bad Request: Field \"message_thread_id\" must be of type Integer");
    let why = form_refusal("sendphoto", &[text("chat_id", "1"), file("caption"), file("photo")]);
    assert_eq!(why, "Bad Request: Field \"caption\" must be of type String", "a file for a text parameter");
}

#[test]
fn nested_keyboards_and_media_are_checked() {
    let send =
        |markup: Value| refusal("sendmessage", json!({"chat_id": 1, "text": "hi", "reply_markup": markup}));
    let why = send(json!({"inline_keyboard": [[{"text": 5, "callback_data": "x"}]]}));
    assert_eq!(why, "Bad Request: Field \"reply_markup.inline_keyboard[0][0].text\" must be of type String");
    let why = send(json!({"inline_keyboard": [[{"callback_data": "x"}]]}));
    assert_eq!(why, "Bad Request: Can't find field \"reply_markup.inline_keyboard[0][0].text\"");
    let why = send(json!({"inline_keyboard": [[{"text": "a", "callback": "x"}]]}));
    assert!(
        why.starts_with("Bad Request: Unknown field \"reply_markup.inline_keyboard[0][0].callback\""),
        "{why}"
    );
    let why = send(json!({"inline_keyboard": [{"text": "a"}]}));
    assert_eq!(
        why,
        "Bad Request: Field \"reply_markup.inline_keyboard[0]\" must be of type Array of InlineKeyboardButton"
    );
    let media = json!({"type": "photo", "media": "attach://board", "caption": 3}).to_string();
    let edit = [text("chat_id", "5"), text("message_id", "9"), text("media", &media), file("board")];
    assert_eq!(
        form_refusal("editmessagemedia", &edit),
        "Bad Request: Field \"media.caption\" must be of type String"
    );
    let media = json!({"type": "photo", "media": "attach://other"}).to_string();
    let edit = [text("chat_id", "5"), text("message_id", "9"), text("media", &media), file("board")];
    assert!(form_refusal("editmessagemedia", &edit).contains("attach://other"), "a reference to no file");
    let why = refusal("setmycommands", json!({"commands": [], "scope": {"type": "everyone"}}));
    assert!(why.contains("unsupported type \"everyone\""), "{why}");
}

/// The fake's raw answer to one HTTP request with a body of `content_type`.
async fn post(url: &str, path: &str, content_type: &str, body: &str) -> String {
    crate::raw_http::post(url, path, &format!("content-type: {content_type}\r\n"), body).await
}

#[tokio::test]
#[should_panic(expected = "calls the Bot API does not allow")]
async fn the_fake_refuses_calls_off_the_bot_api_and_fails_the_test_that_made_them() {
    let fake = super::super::FakeTelegram::start().await;
    let reply = post(&fake.url, "/bot1:T/sendBoard", "application/json", "{}").await;
    assert!(reply.starts_with("HTTP/1.1 404 Not Found"), "{reply}");
    let body: Value = serde_json::from_str(reply.split("\r\n\r\n").nth(1).unwrap_or("")).unwrap();
    assert_eq!(body, json!({"ok": false, "error_code": 404, "description": "Not Found"}));
    let body = r#"{"chat_id":1,"text":"hi","colour":"red"}"#;
    let reply = post(&fake.url, "/bot1:T/sendMessage", "application/json", body).await;
    assert!(reply.contains(r#""description":"Bad Request: unknown parameter \"colour\"""#), "{reply}");
    let part = |name: &str, extra: &str, value: &str| {
        format!("--XX\r\ncontent-disposition: form-data; name=\"{name}\"{extra}\r\n\r\n{value}\r\n")
    };
    let form = [
        part("chat_id", "", "1"),
        part("message_thread_id", "", "seven"),
        part("photo", "; filename=\"b.png\"", "png"),
    ];
    let body = format!("{}--XX--\r\n", form.concat());
    let reply = post(&fake.url, "/bot1:T/sendPhoto", "multipart/form-data; boundary=XX", &body).await;
    assert!(reply.contains(r#"Bad Request: Field \"message_thread_id\" must be of type Integer"#), "{reply}");
    drop(fake);
}

#[test]
fn the_fakes_chat_administrators_are_chat_members_as_the_bot_api_has_them() {
    use super::super::admins::member;
    use super::check_answer;

    let members = json!([member(1, "Ann", true), member(2, "Bob", false)]);
    assert_eq!(check_answer("Array of ChatMember", &members), Ok(()));
    let mut short = member(2, "Bob", false);
    short.as_object_mut().unwrap().remove("can_manage_chat");
    let why = check_answer("Array of ChatMember", &json!([short])).unwrap_err();
    assert!(why.contains("can_manage_chat"), "{why}");
    let mut owner = member(1, "Ann", true);
    owner["status"] = json!("administrator");
    assert!(
        check_answer("Array of ChatMember", &json!([owner])).is_err(),
        "an owner's fields, an admin's status"
    );
    assert!(check_answer("Array of ChatMember", &json!([{"status": "boss", "user": {"id": 1}}])).is_err());
}

//! What Telegram refuses, with its own 400 texts: keyboards (callback data of 1 to 64 bytes, at
//! most 100 buttons), command menus, and messages (HTML that does not parse, texts over 4,096 and
//! captions over 1,024 characters after parsing, empty texts, animations that are no GIF or
//! are over the 50 MB a bot may upload).

use serde_json::Value;

use super::record::Call;

/// Why Telegram would refuse a keyboard: callback data of 1 to 64 bytes, at most 100 buttons.
pub(super) fn invalid_markup(params: &Value) -> Option<String> {
    let rows = params.get("reply_markup")?.get("inline_keyboard")?.as_array()?;
    let buttons: Vec<&Value> = rows.iter().filter_map(Value::as_array).flatten().collect();
    if buttons.len() > 100 {
        return Some("Bad Request: reply markup is too long".into());
    }
    let bad = buttons
        .iter()
        .filter_map(|b| b.get("callback_data")?.as_str())
        .find(|d| d.is_empty() || d.len() > 64);
    if bad.is_some() {
        return Some("Bad Request: BUTTON_DATA_INVALID".into());
    }
    let private = params.get("chat_id").and_then(Value::as_i64).is_some_and(|id| id > 0);
    buttons.iter().find_map(|b| invalid_link(b, private))
}

/// Why Telegram would refuse a link button: a `url` that is no http(s) or `tg://` address, a
/// `web_app` outside a private chat or not on HTTPS.
fn invalid_link(button: &Value, private: bool) -> Option<String> {
    if let Some(url) = button.get("url").and_then(Value::as_str) {
        let scheme = url.split_once("://").map(|(s, rest)| (s, !rest.is_empty()));
        // Telegram opens links on its users' devices: a local address is no address to them (this
        // fake refuses loopback addresses, and hosts without a domain, as Telegram refuses
        // `localhost`).
        let host = url.split_once("://").map_or("", |(_, rest)| rest.split(['/', ':']).next().unwrap_or(""));
        let local = host == "localhost" || host.starts_with("127.") || host == "[::1]" || !host.contains('.');
        if local || !matches!(scheme, Some(("http" | "https" | "tg", true))) {
            return Some(format!(
                "Bad Request: inline keyboard button URL '{url}' is invalid: Wrong HTTP URL"
            ));
        }
    }
    let app = button.get("web_app")?;
    if !private {
        return Some("Bad Request: BUTTON_TYPE_INVALID".into());
    }
    let url = app.get("url").and_then(Value::as_str).unwrap_or("");
    (!url.starts_with("https://")).then(|| {
        format!(
            "Bad Request: inline keyboard button Web App URL '{url}' is invalid: Only HTTPS links are allowed"
        )
    })
}

/// What Telegram says about a command menu it refuses (`setMyCommands`), or `Ok`: 1 to 100
/// commands of 1–32 characters `[a-z0-9_]`, descriptions of 1–256 characters, and a
/// `language_code` of two letters (or none, for the default menu).
pub(super) fn check_commands(params: &Value) -> Result<(), String> {
    let commands =
        params.get("commands").and_then(Value::as_array).ok_or("Bad Request: commands must be an array")?;
    if commands.len() > 100 {
        return Err("Bad Request: BOT_COMMANDS_TOO_MUCH".into());
    }
    for command in commands {
        let name = command.get("command").and_then(Value::as_str).unwrap_or("");
        let valid = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
        if name.is_empty() || name.chars().count() > 32 || !name.chars().all(valid) {
            return Err("Bad Request: BOT_COMMAND_INVALID".into());
        }
        let description = command.get("description").and_then(Value::as_str).unwrap_or("");
        if description.trim().is_empty() || description.chars().count() > 256 {
            return Err("Bad Request: BOT_COMMAND_DESCRIPTION_INVALID".into());
        }
    }
    match params.get("language_code").and_then(Value::as_str) {
        Some(code) if !(code.len() == 2 && code.chars().all(|c| c.is_ascii_lowercase())) => {
            Err("Bad Request: LANG_CODE_INVALID".into())
        }
        _ => Ok(()),
    }
}

/// The largest file a bot may upload with `sendAnimation` (the Bot API's 50 MB).
pub(super) const MAX_UPLOAD: u64 = 50 * 1000 * 1000;

/// What Telegram says about a message it refuses (the status, 400 or 413, and its words), or
/// `Ok` for one it accepts.
pub(super) fn check_message(method: &str, call: &Call) -> Result<(), (u16, String)> {
    if method == "sendanimation" {
        check_animation(call)?;
    }
    check_text(method, call).map_err(|why| (400, why))
}

/// An animation's file: at most [`MAX_UPLOAD`] bytes (else Telegram's 413), and a GIF (this fake
/// is stricter than Telegram, which also takes MP4 videos: Kontor sends GIFs only).
fn check_animation(call: &Call) -> Result<(), (u16, String)> {
    let file = &call.params["animation"];
    if file["size"].as_u64().is_some_and(|size| size > MAX_UPLOAD) {
        return Err((413, "Request Entity Too Large".into()));
    }
    if file["gif"] != true {
        return Err((
            400,
            "Bad Request: wrong file type: the animation must be a GIF (GIF87a or GIF89a)".into(),
        ));
    }
    Ok(())
}

/// The text or caption of a message as Telegram checks it.
fn check_text(method: &str, call: &Call) -> Result<(), String> {
    // `editMessageMedia` carries its caption in the `media` object (an InputMediaPhoto).
    let fields = if method == "editmessagemedia" { check_media(call)? } else { &call.params };
    let html = fields.get("parse_mode").and_then(Value::as_str) == Some("HTML");
    let (field, limit, too_long) = match method {
        "sendphoto" | "sendanimation" | "editmessagemedia" => {
            ("caption", 1_024, "Bad Request: message caption is too long")
        }
        "sendmessage" | "editmessagetext" => ("text", 4_096, "Bad Request: message is too long"),
        _ => ("", 0, ""),
    };
    if !field.is_empty() {
        let text = fields.get(field).and_then(Value::as_str).unwrap_or("");
        let shown = if html { parse_html(text)? } else { text.to_string() };
        if field == "text" && shown.trim().is_empty() {
            return Err("Bad Request: message text is empty".into());
        }
        if shown.encode_utf16().count() > limit {
            return Err(too_long.into());
        }
    }
    Ok(())
}

/// The `media` of an `editMessageMedia` call as Telegram takes it: a photo whose file is a part of
/// the form (`attach://<part>`), or its refusal.
fn check_media(call: &Call) -> Result<&Value, String> {
    let media =
        call.params.get("media").filter(|m| m.is_object()).ok_or("Bad Request: can't parse InputMedia")?;
    if media.get("type").and_then(Value::as_str) != Some("photo") {
        return Err("Bad Request: can't parse InputMedia: unsupported media type".into());
    }
    let part = media.get("media").and_then(Value::as_str).and_then(|m| m.strip_prefix("attach://"));
    match part.and_then(|p| call.params.get(p)).and_then(|f| f.get("file_name")) {
        Some(_) => Ok(media),
        None => Err("Bad Request: wrong file identifier/HTTP URL specified".into()),
    }
}

/// The text Telegram shows for an HTML message, or its refusal: tags must be known and closed in
/// order, `<`, `>` and `&` must be escaped, entities must be whole.
fn parse_html(text: &str) -> Result<String, String> {
    const TAGS: [&str; 9] = ["b", "strong", "i", "em", "u", "s", "code", "pre", "a"];
    let refuse = |why: String| Err(format!("Bad Request: can't parse entities: {why}"));
    let mut open: Vec<String> = Vec::new();
    let mut shown = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        match c {
            '<' => {
                let Some(end) = rest.find('>') else {
                    return refuse(format!("Unclosed start tag at byte offset {}", text.len() - rest.len()));
                };
                let inner = &rest[1..end];
                if let Some(name) = inner.strip_prefix('/') {
                    match open.pop() {
                        Some(top) if top == name.trim() => {}
                        _ => {
                            return refuse(format!(
                                "Unmatched end tag at byte offset {}, expected \"</{}>\", found \"</{}>\"",
                                text.len() - rest.len(),
                                open.last().map_or("", String::as_str),
                                name.trim()
                            ));
                        }
                    }
                } else {
                    let name = inner.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
                    if !TAGS.contains(&name.as_str()) {
                        return refuse(format!(
                            "Unsupported start tag \"{name}\" at byte offset {}",
                            text.len() - rest.len()
                        ));
                    }
                    open.push(name);
                }
                rest = &rest[end + 1..];
            }
            '&' => {
                let end = rest.find(';').filter(|&e| e <= 10);
                let entity = end.map(|e| &rest[1..e]);
                let decoded = match entity {
                    Some("amp") => '&',
                    Some("lt") => '<',
                    Some("gt") => '>',
                    Some("quot") => '"',
                    Some(code) if code.starts_with('#') => {
                        code[1..].parse::<u32>().ok().and_then(char::from_u32).unwrap_or('?')
                    }
                    _ => {
                        return refuse(format!(
                            "Character entity expected at byte offset {}",
                            text.len() - rest.len()
                        ));
                    }
                };
                shown.push(decoded);
                rest = &rest[end.unwrap_or(0) + 1..];
            }
            '>' => return refuse(format!("Unexpected end tag at byte offset {}", text.len() - rest.len())),
            c => {
                shown.push(c);
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    match open.last() {
        Some(tag) => refuse(format!("Can't find end tag corresponding to start tag \"{tag}\"")),
        None => Ok(shown),
    }
}

#[test]
fn the_fake_refuses_command_menus_telegram_refuses() {
    use serde_json::json;

    let menu = |command: &str, description: &str| json!({"commands": [{"command": command, "description": description}]});
    assert_eq!(check_commands(&menu("join", "take a seat")), Ok(()));
    assert!(check_commands(&menu("Join", "x")).is_err(), "upper case");
    assert!(check_commands(&menu(&"a".repeat(33), "x")).is_err(), "too long a command");
    assert!(check_commands(&menu("join", "")).is_err(), "no description");
    assert!(check_commands(&menu("join", &"d".repeat(257))).is_err(), "too long a description");
    let mut polish = menu("join", "zajmij miejsce");
    polish["language_code"] = json!("pl");
    assert_eq!(check_commands(&polish), Ok(()));
    polish["language_code"] = json!("polish");
    assert!(check_commands(&polish).is_err(), "a two-letter code");
    let many: Vec<Value> =
        (0..101).map(|i| json!({"command": format!("c{i}"), "description": "x"})).collect();
    assert!(check_commands(&json!({"commands": many})).is_err(), "at most 100 commands");
}

#[test]
fn the_fake_takes_an_animation_only_as_a_gif_with_a_caption_of_at_most_1024_characters() {
    use serde_json::json;

    let call = |file: Value, caption: &str| Call {
        method: "sendanimation".into(),
        params: json!({"chat_id": -1, "caption": caption, "parse_mode": "HTML", "animation": file}),
        message_id: None,
        refused: false,
        at: tokio::time::Instant::now(),
    };
    let gif = json!({"file_name": "r.gif", "size": 85, "png": false, "gif": true});
    assert_eq!(check_message("sendanimation", &call(gif.clone(), "<b>Replay</b>")), Ok(()));
    let png = json!({"file_name": "r.gif", "size": 85, "png": true, "gif": false});
    let (status, why) = check_message("sendanimation", &call(png, "Replay")).unwrap_err();
    assert!(status == 400 && why.contains("must be a GIF"), "{why}");
    let long = "x".repeat(1_025);
    assert_eq!(
        check_message("sendanimation", &call(gif.clone(), &long)),
        Err((400, "Bad Request: message caption is too long".into()))
    );
    let (status, why) = check_message("sendanimation", &call(gif, "<i>Replay")).unwrap_err();
    assert!(status == 400 && why.contains("can't parse entities"), "{why}");
    let huge = json!({"file_name": "r.gif", "size": MAX_UPLOAD + 1, "png": false, "gif": true});
    assert_eq!(
        check_message("sendanimation", &call(huge, "Replay")),
        Err((413, "Request Entity Too Large".into()))
    );
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::invalid_markup;

    fn send(chat: i64, button: serde_json::Value) -> Option<String> {
        invalid_markup(&json!({"chat_id": chat, "reply_markup": {"inline_keyboard": [[button]]}}))
    }

    #[test]
    fn link_buttons_are_checked_as_telegram_does() {
        assert_eq!(send(-5, json!({"text": "Board", "url": "https://k.example/g/1-ab"})), None);
        assert_eq!(send(-5, json!({"text": "Board", "url": "http://k.example:8090/g/1"})), None);
        for url in
            ["k.example/g/1", "http://localhost:8090/g/1", "http://127.0.0.1:8090/g/1", "http://box:8090/g/1"]
        {
            let why = send(-5, json!({"text": "Board", "url": url})).unwrap();
            assert!(why.ends_with("is invalid: Wrong HTTP URL"), "{why}");
        }
        assert_eq!(send(7, json!({"text": "Board", "web_app": {"url": "https://k.example/g/1"}})), None);
        let why = send(-5, json!({"text": "Board", "web_app": {"url": "https://k.example/g/1"}}));
        assert_eq!(why.as_deref(), Some("Bad Request: BUTTON_TYPE_INVALID"));
        let why = send(7, json!({"text": "Board", "web_app": {"url": "http://k.example/g/1"}})).unwrap();
        assert!(why.ends_with("Only HTTPS links are allowed"), "{why}");
    }
}

//! Board photos and animated GIFs (`sendAnimation`) sent, and hand pictures replaced in place
//! (`editMessageMedia`), through the bot's own HTTP client rather than teloxide's.
//!
//! teloxide waits 10 s after any 5xx answer before it even reads the body (`process_response`
//! in teloxide-core's `net/request.rs`, `DELAY_ON_SERVER_ERROR`), so a board refused by a proxy's
//! 502 page or by Telegram's 500 would go out again only after that. Here the answer is read at
//! once and the caller's backoff ([`super::retry`]) decides when to try again (about half a second
//! to a second after the first failure). The request is the one teloxide would send: a multipart
//! form to `<api>/bot<token>/sendPhoto` (or `sendAnimation`) with the same client and its timeouts; the answer becomes the
//! [`RequestError`] teloxide would have reported, so flood control and refusals are handled alike.

use std::sync::Arc;

use serde::Deserialize;
use teloxide::types::{InlineKeyboardMarkup, ResponseParameters};
use teloxide::{ApiError, RequestError};

use super::adapter::Adapter;

/// A photo to send: chat, file name and bytes, HTML caption, keyboard, forum thread; or to put
/// in place of the photo of message `replace`. An `animation` (GIF bytes in `png`) goes out with
/// `sendAnimation` in the form's `animation` part.
pub(super) struct Photo<'a> {
    pub chat: i64,
    pub replace: Option<i32>,
    pub animation: bool,
    pub name: &'a str,
    pub png: &'a [u8],
    pub caption: &'a str,
    /// Whether the caption is HTML (else plain text).
    pub html: bool,
    pub keyboard: Option<InlineKeyboardMarkup>,
    pub thread: Option<i32>,
}

/// The Bot API's answer, as far as a sent photo needs it.
#[derive(Deserialize)]
struct Answer {
    ok: bool,
    result: Option<Sent>,
    description: Option<ApiError>,
    parameters: Option<ResponseParameters>,
}

#[derive(Deserialize)]
struct Sent {
    message_id: i32,
}

impl Adapter {
    /// Sends `photo` once (or replaces the photo of its message); returns the message id, or the
    /// failure as teloxide reports it.
    pub(super) async fn upload_photo(&self, photo: &Photo<'_>) -> Result<i32, RequestError> {
        let bot = self.bot.inner();
        let mut url = bot.api_url();
        if let Ok(mut segments) = url.path_segments_mut() {
            segments.push(&format!("bot{}", bot.token()));
            segments.push(method(photo));
        }
        let boundary = format!("kontor-{:016x}{:016x}", fastrand::u64(..), fastrand::u64(..));
        let request = bot
            .client()
            .post(url)
            .header("content-type", format!("multipart/form-data; boundary={boundary}"))
            .body(form(photo, &boundary));
        let response = request.send().await.map_err(|e| RequestError::Network(Arc::new(e)))?;
        let text = response.text().await.map_err(|e| RequestError::Network(Arc::new(e)))?;
        answer(text)
    }
}

/// The Bot API method of an upload.
fn method(photo: &Photo<'_>) -> &'static str {
    match (photo.replace, photo.animation) {
        (Some(_), _) => "editMessageMedia",
        (None, true) => "sendAnimation",
        (None, false) => "sendPhoto",
    }
}

/// The form part that carries the file, its `InputMedia` type and its content type.
fn file_part(photo: &Photo<'_>) -> (&'static str, &'static str) {
    if photo.animation { ("animation", "image/gif") } else { ("photo", "image/png") }
}

/// The failure or the message id in an answer's text (an HTML error page is not JSON).
fn answer(text: String) -> Result<i32, RequestError> {
    let parsed: Answer = match serde_json::from_str(&text) {
        Ok(parsed) => parsed,
        Err(e) => return Err(RequestError::InvalidJson { source: Arc::new(e), raw: text.into() }),
    };
    match parsed {
        Answer { ok: true, result: Some(sent), .. } => Ok(sent.message_id),
        Answer { parameters: Some(ResponseParameters::RetryAfter(wait)), .. } => {
            Err(RequestError::RetryAfter(wait))
        }
        Answer { parameters: Some(ResponseParameters::MigrateToChatId(to)), .. } => {
            Err(RequestError::MigrateToChatId(to))
        }
        Answer { description: Some(error), .. } => Err(RequestError::Api(error)),
        Answer { .. } => Err(RequestError::Api(ApiError::Unknown(text))),
    }
}

/// The multipart body of `sendPhoto` or `sendAnimation`, or of `editMessageMedia` (the caption
/// goes in the `media` object there, the file stays a part of the form).
fn form(photo: &Photo<'_>, boundary: &str) -> Vec<u8> {
    let (part, content_type) = file_part(photo);
    let mut body = Vec::with_capacity(photo.png.len() + 1024);
    let mut text = |name: &str, value: &str| {
        body.extend_from_slice(
            format!("--{boundary}\r\ncontent-disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n")
                .as_bytes(),
        );
    };
    text("chat_id", &photo.chat.to_string());
    match photo.replace {
        Some(id) => {
            text("message_id", &id.to_string());
            let mut media = serde_json::json!({"type": part, "media": format!("attach://{part}")});
            if !photo.caption.is_empty() {
                media["caption"] = photo.caption.into();
                if photo.html {
                    media["parse_mode"] = "HTML".into();
                }
            }
            text("media", &media.to_string());
        }
        None if !photo.caption.is_empty() => {
            text("caption", photo.caption);
            if photo.html {
                text("parse_mode", "HTML");
            }
        }
        None => {}
    }
    if let Some(keyboard) = &photo.keyboard {
        text("reply_markup", &serde_json::to_string(keyboard).unwrap_or_default());
    }
    if let Some(thread) = photo.thread.filter(|_| photo.replace.is_none()) {
        text("message_thread_id", &thread.to_string());
    }
    let name: String = photo.name.chars().filter(|c| !matches!(c, '"' | '\\' | '\r' | '\n')).collect();
    body.extend_from_slice(
        format!(
            "--{boundary}\r\ncontent-disposition: form-data; name=\"{part}\"; filename=\"{name}\"\r\n\
             content-type: {content_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(photo.png);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_become_what_teloxide_reports() {
        assert_eq!(answer(r#"{"ok":true,"result":{"message_id":7}}"#.into()).ok(), Some(7));
        let html = answer("<html><body><h1>502 Bad Gateway</h1></body></html>".into());
        assert!(matches!(html, Err(RequestError::InvalidJson { .. })));
        let internal =
            answer(r#"{"ok":false,"error_code":500,"description":"Internal Server Error"}"#.into());
        assert!(super::super::retry::is_transient(&internal.unwrap_err()));
        let flood = r#"{"ok":false,"description":"Too Many Requests","parameters":{"retry_after":3}}"#;
        assert!(matches!(answer(flood.into()), Err(RequestError::RetryAfter(s)) if s.seconds() == 3));
        let blocked = answer(r#"{"ok":false,"description":"Forbidden: bot was blocked by the user"}"#.into());
        assert!(matches!(blocked, Err(RequestError::Api(ApiError::BotBlocked))));
    }

    /// A new photo with an HTML caption in topic 3 of group -5, for the tests to vary.
    fn board() -> Photo<'static> {
        Photo {
            chat: -5,
            replace: None,
            animation: false,
            name: "board\".png",
            png: b"\x89PNG",
            caption: "<b>hi</b>",
            html: true,
            keyboard: None,
            thread: Some(3),
        }
    }

    #[test]
    fn the_form_carries_every_field_and_the_file() {
        let photo = board();
        let body = String::from_utf8_lossy(&form(&photo, "B")).to_string();
        assert!(body.starts_with("--B\r\ncontent-disposition: form-data; name=\"chat_id\"\r\n\r\n-5\r\n"));
        assert!(body.contains("name=\"caption\"\r\n\r\n<b>hi</b>\r\n"));
        assert!(body.contains("name=\"message_thread_id\"\r\n\r\n3\r\n"));
        assert!(body.contains("name=\"photo\"; filename=\"board.png\"\r\ncontent-type: image/png"));
        assert!(body.ends_with("\r\n--B--\r\n"));
    }

    #[test]
    fn a_replaced_photo_carries_its_caption_in_the_media_object() {
        let photo = Photo { chat: 7, replace: Some(42), name: "hand.png", caption: "Your hand", ..board() };
        let body = String::from_utf8_lossy(&form(&photo, "B")).to_string();
        assert!(body.contains("name=\"message_id\"\r\n\r\n42\r\n"));
        let media = body.split("name=\"media\"\r\n\r\n").nth(1).and_then(|m| m.split("\r\n").next());
        let media: serde_json::Value = serde_json::from_str(media.unwrap_or_default()).unwrap_or_default();
        let expected = serde_json::json!({"type": "photo", "media": "attach://photo", "caption": "Your hand",
            "parse_mode": "HTML"});
        assert_eq!(media, expected, "{body}");
        assert!(!body.contains("name=\"caption\"") && !body.contains("message_thread_id"));
        assert!(body.contains("name=\"photo\"; filename=\"hand.png\""));
    }

    #[test]
    fn an_animation_goes_out_with_send_animation_in_its_animation_part() {
        let gif = Photo {
            animation: true,
            name: "game-7-replay.gif",
            png: b"GIF89a",
            caption: "Replay",
            html: false,
            ..board()
        };
        assert_eq!(method(&gif), "sendAnimation");
        let body = String::from_utf8_lossy(&form(&gif, "B")).to_string();
        assert!(body.contains(
            "name=\"animation\"; filename=\"game-7-replay.gif\"\r\ncontent-type: image/gif\r\n\r\nGIF89a"
        ));
        assert!(body.contains("name=\"caption\"\r\n\r\nReplay\r\n") && !body.contains("parse_mode"));
        assert!(body.contains("name=\"message_thread_id\"\r\n\r\n3\r\n"));
        assert!(!body.contains("name=\"photo\""), "{body}");
    }
}

//! The Bot API methods as Telegram answers them: `getUpdates` (with its conflicts), webhooks, the
//! command menu, `getMe`, a chat's administrators ([`super::admins`]), and sends and edits with Telegram's refusals (flood control, upgraded
//! groups, missing topics, closed private chats, messages not modified).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use serde_json::{Value, json};
use tokio::sync::Notify;

use super::BOT_NAME;
use super::faults::too_many;
use super::record::{Call, Inner, Shown, is_media, value_i64};
use super::spec::{check_commands, check_message, invalid_markup};

pub(super) async fn answer(
    method: &str,
    params: Value,
    inner: &Mutex<Inner>,
    notify: &Notify,
) -> (u16, Value) {
    if method == "getupdates" {
        if inner.lock().unwrap().webhook.is_some() {
            inner.lock().unwrap().polls.1 += 1;
            let why = "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to \
                       delete the webhook first";
            return (409, json!(why));
        }
        {
            let mut state = inner.lock().unwrap();
            if state.polling > 0 {
                state.poll_conflicts += 1;
                let why = "Conflict: terminated by other getUpdates request; make sure that only one bot \
                           instance is running";
                return (409, json!(why));
            }
            state.polling += 1;
            state.polls.0 += 1;
        }
        let answer = updates(&params, inner, notify).await;
        inner.lock().unwrap().polling -= 1;
        return (200, answer);
    }
    let mut state = inner.lock().unwrap();
    let at = tokio::time::Instant::now();
    let mut call = Call { method: method.to_string(), params, message_id: None, refused: false, at };
    let chat = call.chat();
    if method == "sendmessage" || is_media(method) {
        let chat = chat.unwrap_or(0);
        let wait = state.flood.and_then(|flood| flood.wait(&state.sent_at, chat));
        if let Some((seconds, which)) = wait {
            state.flooded[which] += 1;
            call.refused = true;
            state.calls.push(call);
            let mut body = too_many(seconds);
            body.as_object_mut().unwrap().retain(|k, _| k == "description" || k == "parameters");
            return (429, body);
        }
        let now = tokio::time::Instant::now();
        state.sent_at.push_back((chat, now));
        while state.sent_at.front().is_some_and(|(_, at)| now.duration_since(*at) > Duration::from_secs(61)) {
            state.sent_at.pop_front();
        }
    }
    let result = match method {
        "setwebhook" => {
            let url = call.params.get("url").and_then(Value::as_str).unwrap_or("").to_string();
            let secret = call.params.get("secret_token").and_then(Value::as_str).unwrap_or("").to_string();
            if !url.starts_with("https://") {
                call.refused = true;
                state.calls.push(call);
                return (400, json!("Bad Request: bad webhook: An HTTPS URL must be provided for webhook"));
            }
            let valid = |s: &str| s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
            if !secret.is_empty() && (secret.len() > 256 || !valid(&secret)) {
                call.refused = true;
                state.calls.push(call);
                return (400, json!("Bad Request: secret token contains unallowed characters"));
            }
            state.webhook = Some((url, secret));
            json!(true)
        }
        "deletewebhook" => {
            state.webhook = None;
            json!(true)
        }
        "setmycommands" => {
            if let Err(description) = check_commands(&call.params) {
                call.refused = true;
                state.calls.push(call);
                return (400, json!(description));
            }
            json!(true)
        }
        "getme" => json!({
            "id": 999, "is_bot": true, "first_name": "Kontor", "username": BOT_NAME,
            "can_join_groups": true, "can_read_all_group_messages": false, "supports_inline_queries": false,
            "can_connect_to_business": false, "has_main_web_app": false
        }),
        "sendmessage"
        | "sendphoto"
        | "sendanimation"
        | "editmessagereplymarkup"
        | "editmessagetext"
        | "editmessagemedia" => {
            if let Err((status, description)) = check_message(method, &call) {
                call.refused = true;
                state.calls.push(call);
                return (status, json!(description));
            }
            let chat = chat.unwrap_or(0);
            if let Some(&new) = state.migrated.get(&chat) {
                call.refused = true;
                state.calls.push(call);
                return (
                    400,
                    json!({
                        "description": "Bad Request: group chat was upgraded to a supergroup chat",
                        "parameters": {"migrate_to_chat_id": new}
                    }),
                );
            }
            let thread = call.params.get("message_thread_id").and_then(value_i64);
            if let Some(thread) = thread.filter(|&t| !state.topics.contains(&(chat, t))) {
                call.refused = true;
                state.calls.push(call);
                return (400, json!(format!("Bad Request: message thread not found ({thread})")));
            }
            if chat > 0 && !state.open.contains(&chat) {
                call.refused = true;
                state.calls.push(call);
                return (403, json!("Forbidden: bot can't initiate conversation with a user"));
            }
            let refused = match call.params.get("message_id").and_then(value_i64) {
                Some(id) => edit(&mut state.messages, chat, id, method, &call.params).map(|()| id),
                None => invalid_markup(&call.params).map_or_else(
                    || {
                        state.next_message += 1;
                        let shown = Shown {
                            photo: method == "sendphoto",
                            animation: method == "sendanimation",
                            text: call.text(),
                            markup: call.params.get("reply_markup").cloned().unwrap_or(Value::Null),
                            edits: 0,
                        };
                        let id = state.next_message;
                        state.messages.insert((chat, id), shown);
                        Ok(id)
                    },
                    Err,
                ),
            };
            let id = match refused {
                Ok(id) => id,
                Err(why) => {
                    call.refused = true;
                    state.calls.push(call);
                    return (400, json!(why));
                }
            };
            call.message_id = Some(id);
            let buttons = call.buttons();
            if !buttons.is_empty() && call.params.get("message_id").is_none_or(Value::is_null) {
                state.last_keyboard.insert(chat, (id, buttons));
            }
            json!({"message_id": id, "date": 0, "chat": super::chat(chat), "text": call.text()})
        }
        "getchatadministrators" => match super::admins::administrators(chat.unwrap_or(0), &state) {
            Ok(members) => members,
            Err(refusal) => {
                call.refused = true;
                state.calls.push(call);
                return refusal;
            }
        },
        _ => json!(true),
    };
    state.calls.push(call);
    (200, result)
}

/// An edit of message `id` in `chat`, refused as Telegram refuses it: a message that is not
/// there, text edits of a photo, a bad keyboard, or an edit that changes nothing.
fn edit(
    messages: &mut HashMap<(i64, i64), Shown>,
    chat: i64,
    id: i64,
    method: &str,
    params: &Value,
) -> Result<(), String> {
    let shown = messages.get_mut(&(chat, id)).ok_or("Bad Request: message to edit not found")?;
    if let Some(why) = invalid_markup(params) {
        return Err(why);
    }
    let mut next = shown.clone();
    next.markup = params.get("reply_markup").cloned().unwrap_or(Value::Null);
    if method == "editmessagetext" {
        if shown.photo || shown.animation {
            return Err("Bad Request: there is no text in the message to edit".into());
        }
        next.text = params.get("text").and_then(Value::as_str).unwrap_or("").to_string();
    }
    if method == "editmessagemedia" {
        if !shown.photo {
            return Err("Bad Request: there is no media in the message to edit".into());
        }
        // A new file is a new picture, even with the caption and keyboard as they were.
        next.text = params["media"].get("caption").and_then(Value::as_str).unwrap_or("").to_string();
        next.edits += 1;
    }
    if next == *shown {
        return Err("Bad Request: message is not modified: specified new message content and reply markup \
                    are exactly the same as a current content and reply markup of the message"
            .into());
    }
    *shown = next;
    Ok(())
}

async fn updates(params: &Value, inner: &Mutex<Inner>, notify: &Notify) -> Value {
    let offset = params.get("offset").and_then(value_i64).unwrap_or(0);
    for _ in 0..2 {
        {
            let mut state = inner.lock().unwrap();
            state.offset = state.offset.max(offset);
            state.pending.retain(|u| u["update_id"].as_i64().unwrap_or(0) >= offset);
            let mut ready: Vec<Value> = state.again.drain(..).collect();
            ready.extend(state.pending.iter().cloned());
            if !ready.is_empty() {
                return Value::Array(ready);
            }
        }
        let _ = tokio::time::timeout(Duration::from_millis(200), notify.notified()).await;
    }
    json!([])
}

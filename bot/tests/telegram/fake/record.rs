//! What the fake records: every call, every message as it looks now, the queued updates and the
//! counters of flood control and polling; and the ways tests read it back.

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::Duration;

use serde_json::{Value, json};

use super::FakeTelegram;
use super::faults::{Fault, Flood};

/// One recorded Bot API call.
#[derive(Clone, Debug)]
pub struct Call {
    /// The method, lower case (`sendphoto`, `sendanimation`, `answercallbackquery` …).
    pub method: String,
    /// The parameters: the JSON body, or the text fields of a multipart body (JSON-looking values
    /// parsed), with uploaded files as `{"file_name": …, "size": …, "png": …, "gif": …}` (the last
    /// two: whether the bytes start as a PNG or a GIF does).
    pub params: Value,
    /// The message id the fake gave a successful send, if any.
    pub message_id: Option<i64>,
    /// Whether the fake refused the call (403 or 400).
    pub refused: bool,
    /// When the call was answered.
    pub at: tokio::time::Instant,
}

impl Call {
    pub fn chat(&self) -> Option<i64> {
        self.params.get("chat_id").and_then(value_i64)
    }

    pub fn text(&self) -> String {
        let fields = if self.method == "editmessagemedia" { &self.params["media"] } else { &self.params };
        let field =
            if is_media(&self.method) || self.method == "editmessagemedia" { "caption" } else { "text" };
        fields.get(field).and_then(Value::as_str).unwrap_or("").to_string()
    }

    /// Callback data of every callback button, in order.
    pub fn buttons(&self) -> Vec<String> {
        self.keyboard().iter().filter_map(|b| b.get("callback_data")?.as_str().map(String::from)).collect()
    }

    /// URLs of every URL button.
    pub fn links(&self) -> Vec<String> {
        self.keyboard().iter().filter_map(|b| b.get("url")?.as_str().map(String::from)).collect()
    }

    fn keyboard(&self) -> Vec<Value> {
        let rows =
            self.params.get("reply_markup").and_then(|m| m.get("inline_keyboard")).and_then(Value::as_array);
        rows.map(|rows| rows.iter().filter_map(Value::as_array).flatten().cloned().collect())
            .unwrap_or_default()
    }

    /// The uploaded picture's file name: `photo` of `sendPhoto`, `animation` of `sendAnimation`,
    /// the part `media` attaches in `editMessageMedia`.
    pub fn file_name(&self) -> Option<String> {
        let part = match self.params["media"].get("media").and_then(Value::as_str) {
            Some(attached) => attached.strip_prefix("attach://")?,
            None if self.method == "sendanimation" => "animation",
            None => "photo",
        };
        Some(self.params.get(part)?.get("file_name")?.as_str()?.to_string())
    }

    pub fn is_send(&self) -> bool {
        !self.refused && (self.method == "sendmessage" || is_media(&self.method))
    }

    /// Whether this is an accepted `sendAnimation` whose file is a GIF.
    pub fn is_animation(&self) -> bool {
        !self.refused && self.method == "sendanimation" && self.params["animation"]["gif"] == true
    }
}

/// Whether `method` sends a picture with a caption: `sendPhoto` or `sendAnimation`.
pub(super) fn is_media(method: &str) -> bool {
    method == "sendphoto" || method == "sendanimation"
}

pub(super) fn value_i64(v: &Value) -> Option<i64> {
    v.as_i64().or_else(|| v.as_str()?.parse().ok())
}

#[derive(Default)]
pub(super) struct Inner {
    /// Updates kept until a getUpdates offset confirms them, as Telegram does.
    pub(super) pending: VecDeque<Value>,
    /// Updates to serve once more, whatever their id.
    pub(super) again: VecDeque<Value>,
    pub(super) next_update: u32,
    pub(super) next_message: i64,
    pub(super) calls: Vec<Call>,
    pub(super) open: HashSet<i64>,
    /// The highest offset any getUpdates asked for.
    pub(super) offset: i64,
    /// Answers to give instead of the real one, per method, in order: Telegram's own trouble.
    pub(super) faults: VecDeque<(String, Fault)>,
    /// Groups upgraded to supergroups: old id → new id. Sends to an old id are refused.
    pub(super) migrated: HashMap<i64, i64>,
    /// Forum topics that exist: `(chat, thread)`.
    pub(super) topics: HashSet<(i64, i64)>,
    /// Every message sent, by chat and id, as it looks now.
    pub(super) messages: HashMap<(i64, i64), Shown>,
    /// The adapter's inbox file: an update is handled once confirmed and gone from there.
    pub(super) inbox: Option<std::path::PathBuf>,
    /// Telegram's flood control, or none.
    pub(super) flood: Option<Flood>,
    /// Sends so far: `(chat, when)`, for flood control.
    pub(super) sent_at: VecDeque<(i64, tokio::time::Instant)>,
    /// Sends refused by flood control, by the limit that refused them (see [`Flood::wait`]).
    pub(super) flooded: [usize; 3],
    /// `getUpdates` calls answered, and refused because a webhook is set.
    pub(super) polls: (usize, usize),
    /// `getUpdates` calls in progress, and those refused because another was (two pollers).
    pub(super) polling: usize,
    pub(super) poll_conflicts: usize,
    /// When each update was queued.
    pub(super) pushed_at: HashMap<u32, tokio::time::Instant>,
    /// The newest message with callback buttons per chat.
    pub(super) last_keyboard: HashMap<i64, (i64, Vec<String>)>,
    /// The webhook set with `setWebhook`: `(url, secret)`.
    pub(super) webhook: Option<(String, String)>,
    /// Where the "reverse proxy" in front of the adapter forwards webhook posts.
    pub(super) webhook_target: Option<std::net::SocketAddr>,
    /// The `language_code` of users whose app reports one.
    pub(super) languages: HashMap<i64, String>,
    /// The administrators of groups, by chat: `(user, name)`, the creator first.
    pub(super) admins: HashMap<i64, Vec<(i64, String)>>,
    /// Calls refused because the Bot API does not allow them: `method: why`.
    pub(super) off_spec: Vec<String>,
}

/// A message as the chat shows it: a photo, an animation or a text, its text (or caption) and its
/// keyboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub photo: bool,
    pub animation: bool,
    pub text: String,
    pub markup: Value,
    /// How many times its picture was replaced (`editMessageMedia`).
    pub edits: u32,
}

impl FakeTelegram {
    /// Sends refused by flood control so far.
    pub fn flooded(&self) -> usize {
        self.inner.lock().unwrap().flooded.iter().sum()
    }

    /// Sends refused by flood control: per chat and second, per group and minute, overall.
    pub fn flooded_by(&self) -> [usize; 3] {
        self.inner.lock().unwrap().flooded
    }

    /// When update `id` was queued.
    pub fn pushed_at(&self, id: u32) -> Option<tokio::time::Instant> {
        self.inner.lock().unwrap().pushed_at.get(&id).copied()
    }

    /// Updates queued and not yet confirmed (or posted to the webhook).
    pub fn backlog(&self) -> usize {
        self.inner.lock().unwrap().pending.len()
    }

    /// The newest message with callback buttons in `chat`: its id and the buttons' data.
    pub fn last_keyboard(&self, chat: i64) -> Option<(i64, Vec<String>)> {
        self.inner.lock().unwrap().last_keyboard.get(&chat).cloned()
    }

    /// `getUpdates` calls refused because another was in progress: two bot instances polled.
    pub fn poll_conflicts(&self) -> usize {
        self.inner.lock().unwrap().poll_conflicts
    }

    /// `getUpdates` calls answered, and refused because a webhook was set.
    pub fn polls(&self) -> (usize, usize) {
        self.inner.lock().unwrap().polls
    }

    /// The webhook Telegram was told about, as `(url, secret)`.
    pub fn webhook(&self) -> Option<(String, String)> {
        self.inner.lock().unwrap().webhook.clone()
    }

    /// Waits until the adapter confirmed update `id` (asked for updates after it) and handled it
    /// completely (it left the adapter's inbox).
    pub async fn handled(&self, id: u32) {
        for _ in 0..600 {
            let (offset, inbox) = {
                let inner = self.inner.lock().unwrap();
                (inner.offset, inner.inbox.clone())
            };
            let waiting = inbox.and_then(|path| std::fs::read_to_string(path).ok()).is_some_and(|text| {
                let inbox: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                inbox["pending"].as_array().is_some_and(|p| p.iter().any(|u| u["update_id"] == json!(id)))
            });
            if offset > i64::from(id) && !waiting {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("update {id} was not handled within 30 s");
    }

    /// Waits until a call satisfies `check` (for calls that follow the last getUpdates).
    pub async fn wait_for(&self, check: impl Fn(&Call) -> bool) -> Call {
        for _ in 0..600 {
            if let Some(call) = self.calls().into_iter().find(|c| check(c)) {
                return call;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("no such call within 30 s; calls: {:?}", self.calls());
    }

    /// Message `id` of `chat` as it looks now.
    pub fn shown(&self, chat: i64, id: i64) -> Option<Shown> {
        self.inner.lock().unwrap().messages.get(&(chat, id)).cloned()
    }

    /// The command menus the bot registered (accepted `setMyCommands`), the last per language
    /// code (`""` for the default menu): `(command, description)` pairs.
    pub fn menus(&self) -> std::collections::BTreeMap<String, Vec<(String, String)>> {
        let calls = self.inner.lock().unwrap().calls.clone();
        let mut menus = std::collections::BTreeMap::new();
        for call in calls.iter().filter(|c| c.method == "setmycommands" && !c.refused) {
            let lang = call.params.get("language_code").and_then(Value::as_str).unwrap_or("").to_string();
            let commands = call.params["commands"].as_array().cloned().unwrap_or_default();
            let pairs = commands
                .iter()
                .map(|c| {
                    let field = |k: &str| c[k].as_str().unwrap_or("").to_string();
                    (field("command"), field("description"))
                })
                .collect();
            menus.insert(lang, pairs);
        }
        menus
    }

    pub fn calls(&self) -> Vec<Call> {
        self.inner.lock().unwrap().calls.clone()
    }

    pub fn mark(&self) -> usize {
        self.inner.lock().unwrap().calls.len()
    }

    pub fn calls_since(&self, mark: usize) -> Vec<Call> {
        self.inner.lock().unwrap().calls[mark..].to_vec()
    }

    /// The calls the adapter made for the update that `send` puts in (a message, a press): from
    /// then until the update was [`handled`](Self::handled).
    pub async fn calls_handling(&self, send: impl FnOnce(&Self) -> u32) -> Vec<Call> {
        let mark = self.mark();
        let id = send(self);
        self.handled(id).await;
        self.calls_since(mark)
    }
}

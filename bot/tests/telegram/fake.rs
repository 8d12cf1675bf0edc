//! A fake Telegram Bot API on 127.0.0.1: serves scripted updates to getUpdates, records every call
//! (JSON and multipart bodies), refuses private messages to users who never opened the private
//! chat (403, as Telegram does), refuses what Telegram refuses with its own 400 texts (HTML that
//! does not parse, texts over 4,096 and captions over 1,024 characters after parsing, callback data
//! over 64 bytes, empty texts), and stops when dropped.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{Map, Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;

pub const BOT_NAME: &str = "kontor_bot";

/// One recorded Bot API call.
#[derive(Clone, Debug)]
pub struct Call {
    /// The method, lower case (`sendphoto`, `answercallbackquery` …).
    pub method: String,
    /// The parameters: the JSON body, or the text fields of a multipart body (JSON-looking values
    /// parsed), with uploaded files as `{"file_name": …, "size": …}`.
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
        let field = if self.method == "sendphoto" { "caption" } else { "text" };
        self.params.get(field).and_then(Value::as_str).unwrap_or("").to_string()
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

    pub fn file_name(&self) -> Option<String> {
        Some(self.params.get("photo")?.get("file_name")?.as_str()?.to_string())
    }

    pub fn is_send(&self) -> bool {
        !self.refused && (self.method == "sendmessage" || self.method == "sendphoto")
    }
}

fn value_i64(v: &Value) -> Option<i64> {
    v.as_i64().or_else(|| v.as_str()?.parse().ok())
}

#[derive(Default)]
struct Inner {
    /// Updates kept until a getUpdates offset confirms them, as Telegram does.
    pending: VecDeque<Value>,
    /// Updates to serve once more, whatever their id.
    again: VecDeque<Value>,
    next_update: u32,
    next_message: i64,
    calls: Vec<Call>,
    open: HashSet<i64>,
    /// The highest offset any getUpdates asked for.
    offset: i64,
    /// Answers to give instead of the real one, per method, in order: Telegram's own trouble.
    faults: VecDeque<(String, Fault)>,
    /// Groups upgraded to supergroups: old id → new id. Sends to an old id are refused.
    migrated: HashMap<i64, i64>,
    /// Forum topics that exist: `(chat, thread)`.
    topics: HashSet<(i64, i64)>,
    /// Every message sent, by chat and id, as it looks now.
    messages: HashMap<(i64, i64), Shown>,
    /// The adapter's inbox file: an update is handled once confirmed and gone from there.
    inbox: Option<std::path::PathBuf>,
    /// Telegram's flood control, or none.
    flood: Option<Flood>,
    /// Sends so far: `(chat, when)`, for flood control.
    sent_at: VecDeque<(i64, tokio::time::Instant)>,
    /// Sends refused by flood control, by the limit that refused them (see [`Flood::wait`]).
    flooded: [usize; 3],
    /// `getUpdates` calls answered, and refused because a webhook is set.
    polls: (usize, usize),
    /// `getUpdates` calls in progress, and those refused because another was (two pollers).
    polling: usize,
    poll_conflicts: usize,
    /// When each update was queued.
    pushed_at: HashMap<u32, tokio::time::Instant>,
    /// The newest message with callback buttons per chat.
    last_keyboard: HashMap<i64, (i64, Vec<String>)>,
    /// The webhook set with `setWebhook`: `(url, secret)`.
    webhook: Option<(String, String)>,
    /// Where the "reverse proxy" in front of the adapter forwards webhook posts.
    webhook_target: Option<std::net::SocketAddr>,
    /// The `language_code` of users whose app reports one.
    languages: HashMap<i64, String>,
}

/// Telegram's sending limits (its FAQ): about one message a second in a chat, 20 a minute in a
/// group, 30 a second overall. The windows are a little shorter than the limits, as the adapter
/// counts when it sends and the fake when a request arrives.
#[derive(Clone, Copy, Debug)]
pub struct Flood {
    pub per_chat_second: usize,
    pub per_group_minute: usize,
    pub overall_second: usize,
}

impl Flood {
    pub const TELEGRAM: Flood = Flood { per_chat_second: 1, per_group_minute: 20, overall_second: 30 };

    /// The seconds to wait before `chat` may send again, if it may not now.
    /// With the limit that refuses: 0 per chat and second, 1 per group and minute, 2 overall.
    fn wait(&self, sent: &VecDeque<(i64, tokio::time::Instant)>, chat: i64) -> Option<(u64, usize)> {
        let now = tokio::time::Instant::now();
        let within = |window: Duration, only: Option<i64>| {
            let times: Vec<tokio::time::Instant> = sent
                .iter()
                .filter(|(c, at)| only.is_none_or(|o| o == *c) && now.duration_since(*at) < window)
                .map(|(_, at)| *at)
                .collect();
            times
        };
        let (second, minute) = (Duration::from_millis(750), Duration::from_secs(59));
        let checks = [
            (within(second, Some(chat)), self.per_chat_second, second),
            (if chat < 0 { within(minute, Some(chat)) } else { Vec::new() }, self.per_group_minute, minute),
            (within(Duration::from_millis(900), None), self.overall_second, second),
        ];
        checks
            .into_iter()
            .enumerate()
            .filter(|(_, (times, limit, _))| times.len() >= *limit)
            .map(|(which, (times, _, window))| {
                let oldest = times.iter().min().copied().unwrap_or(now);
                (
                    (window.saturating_sub(now.duration_since(oldest)).as_secs_f64().ceil() as u64).max(1),
                    which,
                )
            })
            .max()
    }
}

/// A message as the chat shows it: a photo or not, its text (or caption) and its keyboard.
#[derive(Clone, Debug, PartialEq)]
pub struct Shown {
    pub photo: bool,
    pub text: String,
    pub markup: Value,
}

/// Why Telegram would refuse a keyboard: callback data of 1 to 64 bytes, at most 100 buttons.
fn invalid_markup(params: &Value) -> Option<String> {
    let rows = params.get("reply_markup")?.get("inline_keyboard")?.as_array()?;
    let buttons: Vec<&Value> = rows.iter().filter_map(Value::as_array).flatten().collect();
    if buttons.len() > 100 {
        return Some("Bad Request: reply markup is too long".into());
    }
    let bad = buttons
        .iter()
        .filter_map(|b| b.get("callback_data")?.as_str())
        .find(|d| d.is_empty() || d.len() > 64);
    bad.map(|_| "Bad Request: BUTTON_DATA_INVALID".into())
}

/// A failure the fake serves once, in place of a method's answer.
#[derive(Clone, Debug)]
pub enum Fault {
    /// A proxy's 502 page in HTML, as nginx in front of the Bot API serves it.
    BadGatewayHtml,
    /// Flood control: 429 with `retry_after` of this many seconds.
    TooManyRequests(u64),
    /// The connection closes without an answer.
    Dropped,
    /// A 500 with the Bot API's JSON error body.
    InternalJson,
    /// The usual answer, after this long.
    Slow(Duration),
}

pub struct FakeTelegram {
    pub url: String,
    inner: Arc<Mutex<Inner>>,
    notify: Arc<Notify>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FakeTelegram {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub fn user(id: i64, name: &str) -> Value {
    json!({"id": id, "is_bot": false, "first_name": name})
}

pub fn chat(id: i64) -> Value {
    if id < 0 {
        json!({"id": id, "type": "supergroup", "title": "Kontor table"})
    } else {
        json!({"id": id, "type": "private", "first_name": "player"})
    }
}

impl FakeTelegram {
    pub async fn start() -> FakeTelegram {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/", listener.local_addr().unwrap());
        let inner = Arc::new(Mutex::new(Inner {
            next_update: 1,
            next_message: 1000,
            flood: Some(Flood::TELEGRAM),
            ..Inner::default()
        }));
        let notify = Arc::new(Notify::new());
        let (i, n) = (inner.clone(), notify.clone());
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(serve(stream, i.clone(), n.clone()));
            }
        });
        FakeTelegram { url, inner, notify, task }
    }

    /// Sets flood control (`None`: no limits, for tests that play long games quickly).
    pub fn flood(&self, flood: Option<Flood>) {
        self.inner.lock().unwrap().flood = flood;
    }

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

    /// Posts updates to the webhook at `target` (as a reverse proxy in front of the adapter would)
    /// while a webhook is set: in order, each until answered 200, with the secret token.
    pub fn forward_webhooks_to(&self, target: std::net::SocketAddr) {
        self.inner.lock().unwrap().webhook_target = Some(target);
        let (inner, notify) = (self.inner.clone(), self.notify.clone());
        tokio::spawn(async move {
            loop {
                let next = {
                    let state = inner.lock().unwrap();
                    state.webhook.clone().zip(state.pending.front().cloned())
                };
                let Some(((_, secret), update)) = next else {
                    let _ = tokio::time::timeout(Duration::from_millis(100), notify.notified()).await;
                    continue;
                };
                let path = inner.lock().unwrap().webhook.as_ref().map(|(url, _)| {
                    url.find("://")
                        .map_or("/", |i| url[i + 3..].find('/').map_or("/", |j| &url[i + 3 + j..]))
                        .to_string()
                });
                let status = post_update(target, path.as_deref().unwrap_or("/"), &secret, &update).await;
                if status == Some(200) {
                    let mut state = inner.lock().unwrap();
                    state.pending.pop_front();
                    state.offset = state.offset.max(update["update_id"].as_i64().unwrap_or(0) + 1);
                } else {
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        });
    }

    /// The next call of `method` (lower case, e.g. `sendphoto`) fails with `fault`.
    pub fn fail_next(&self, method: &str, fault: Fault) {
        self.inner.lock().unwrap().faults.push_back((method.to_string(), fault));
    }

    /// Queues an update with the next id; returns the id.
    pub fn push(&self, kind: &str, body: Value) -> u32 {
        let mut inner = self.inner.lock().unwrap();
        let id = inner.next_update;
        inner.next_update += 1;
        inner.pending.push_back(json!({"update_id": id, kind: body}));
        inner.pushed_at.insert(id, tokio::time::Instant::now());
        drop(inner);
        self.notify.notify_waiters();
        id
    }

    /// Upgrades group `from` to the supergroup `to` as Telegram does: from now on sends to `from`
    /// are refused with `migrate_to_chat_id`; with `announce`, the two service messages arrive
    /// (`migrate_to_chat_id` in the old group, `migrate_from_chat_id` in the new one). Returns the
    /// id of the last update queued.
    pub fn migrate(&self, from: i64, to: i64, announce: bool) -> Option<u32> {
        self.inner.lock().unwrap().migrated.insert(from, to);
        if !announce {
            return None;
        }
        let group = |id: i64| json!({"id": id, "type": "group", "title": "Kontor table"});
        let by = user(101, "Ann");
        self.push(
            "message",
            json!({"message_id": 50, "date": 0, "chat": group(from), "from": by, "migrate_to_chat_id": to}),
        );
        Some(self.push(
            "message",
            json!({"message_id": 1, "date": 0, "chat": chat(to), "from": by, "migrate_from_chat_id": from}),
        ))
    }

    /// Queues an update again, as Telegram may after a lost confirmation.
    pub fn redeliver(&self, update: Value) {
        self.inner.lock().unwrap().again.push_back(update);
        self.notify.notify_waiters();
    }

    /// A text message from `from` in `chat`; a private one opens the private chat.
    pub fn say(&self, chat_id: i64, from: (i64, &str), text: &str) -> u32 {
        if chat_id > 0 {
            self.inner.lock().unwrap().open.insert(from.0);
        }
        self.push(
            "message",
            json!({"message_id": 1, "date": 0, "chat": chat(chat_id), "from": self.sender(from), "text": text}),
        )
    }

    /// A message in topic `thread` of the forum supergroup `chat_id`. A send to a topic the forum
    /// does not have is refused, as Telegram refuses it ("message thread not found").
    pub fn say_in_topic(&self, chat_id: i64, thread: i64, from: (i64, &str), text: &str) -> u32 {
        self.inner.lock().unwrap().topics.insert((chat_id, thread));
        let forum = json!({"id": chat_id, "type": "supergroup", "title": "Kontor forum", "is_forum": true});
        self.push(
            "message",
            json!({
                "message_id": 100 + thread, "date": 0, "chat": forum, "from": self.sender(from),
                "message_thread_id": thread, "is_topic_message": true, "text": text
            }),
        )
    }

    /// From now on `user`'s updates carry `language_code` (their Telegram app's language).
    pub fn set_language(&self, user: i64, code: &str) {
        self.inner.lock().unwrap().languages.insert(user, code.to_string());
    }

    /// The `from` of an update by `from`, with their app's language when it is set.
    fn sender(&self, from: (i64, &str)) -> Value {
        let mut json = user(from.0, from.1);
        if let Some(code) = self.inner.lock().unwrap().languages.get(&from.0) {
            json["language_code"] = json!(code);
        }
        json
    }

    /// A press on `data` of message `message_id` in `chat_id`.
    pub fn press(&self, chat_id: i64, message_id: i64, from: (i64, &str), data: &str) -> u32 {
        let update = self.inner.lock().unwrap().next_update;
        self.push(
            "callback_query",
            json!({
                "id": format!("q{update}"), "from": self.sender(from), "chat_instance": "ci", "data": data,
                "message": {"message_id": message_id, "date": 0, "chat": chat(chat_id), "text": "…"}
            }),
        )
    }

    /// Tells [`FakeTelegram::handled`] where the adapter keeps the updates it has not handled.
    pub fn watch_inbox(&self, data_dir: &std::path::Path) {
        self.inner.lock().unwrap().inbox = Some(data_dir.join("telegram").join("inbox.json"));
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
}

async fn serve(stream: TcpStream, inner: Arc<Mutex<Inner>>, notify: Arc<Notify>) {
    let mut reader = BufReader::new(stream);
    loop {
        let Some((path, headers, body)) = read_request(&mut reader).await else { return };
        let method = path.rsplit('/').next().unwrap_or("").to_ascii_lowercase();
        let params = parse_params(&headers, &body);
        let fault = {
            let mut state = inner.lock().unwrap();
            let at = state.faults.iter().position(|(m, _)| *m == method);
            let fault = at.and_then(|i| state.faults.remove(i)).map(|(_, f)| f);
            if fault.as_ref().is_some_and(|f| !matches!(f, Fault::Slow(_))) {
                let call = Call {
                    method: method.clone(),
                    params: params.clone(),
                    message_id: None,
                    refused: true,
                    at: tokio::time::Instant::now(),
                };
                state.calls.push(call);
            }
            fault
        };
        if let Some(Fault::Slow(delay)) = fault {
            // Telegram takes its time (a slow upload), then answers as usual.
            tokio::time::sleep(delay).await;
        } else if let Some(Fault::Dropped) = fault {
            return;
        } else if let Some(fault) = fault {
            let (status, kind, body) = match fault {
                Fault::Slow(_) | Fault::Dropped => unreachable!("handled above"),
                Fault::TooManyRequests(seconds) => (
                    "429 Too Many Requests",
                    "application/json",
                    too_many(seconds).to_string(),
                ),
                Fault::BadGatewayHtml => (
                    "502 Bad Gateway",
                    "text/html",
                    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n".to_string(),
                ),
                Fault::InternalJson => (
                    "500 Internal Server Error",
                    "application/json",
                    json!({"ok": false, "error_code": 500, "description": "Internal Server Error"}).to_string(),
                ),
            };
            let reply = format!(
                "HTTP/1.1 {status}\r\ncontent-type: {kind}\r\ncontent-length: {}\r\n\r\n{body}",
                body.len()
            );
            if reader.get_mut().write_all(reply.as_bytes()).await.is_err() {
                return;
            }
            continue;
        }
        let (status, result) = answer(&method, params, &inner, &notify).await;
        let text = match (status, result) {
            (200, result) => json!({"ok": true, "result": result}).to_string(),
            (_, Value::Object(mut fields)) => {
                fields.insert("ok".into(), json!(false));
                fields.insert("error_code".into(), json!(status));
                Value::Object(fields).to_string()
            }
            (_, description) => {
                json!({"ok": false, "error_code": status, "description": description}).to_string()
            }
        };
        let reply = format!(
            "HTTP/1.1 {status} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{text}",
            match status {
                200 => "OK",
                400 => "Bad Request",
                409 => "Conflict",
                429 => "Too Many Requests",
                _ => "Forbidden",
            },
            text.len()
        );
        if reader.get_mut().write_all(reply.as_bytes()).await.is_err() {
            return;
        }
    }
}

/// Flood control's answer.
fn too_many(seconds: u64) -> Value {
    json!({
        "ok": false, "error_code": 429, "description": format!("Too Many Requests: retry after {seconds}"),
        "parameters": {"retry_after": seconds}
    })
}

async fn answer(method: &str, params: Value, inner: &Mutex<Inner>, notify: &Notify) -> (u16, Value) {
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
    if method == "sendmessage" || method == "sendphoto" {
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
        "sendmessage" | "sendphoto" | "editmessagereplymarkup" | "editmessagetext" => {
            if let Err(description) = check_message(method, &call) {
                call.refused = true;
                state.calls.push(call);
                return (400, json!(description));
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
                            text: call.text(),
                            markup: call.params.get("reply_markup").cloned().unwrap_or(Value::Null),
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
            json!({"message_id": id, "date": 0, "chat": self::chat(chat), "text": call.text()})
        }
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
        if shown.photo {
            return Err("Bad Request: there is no text in the message to edit".into());
        }
        next.text = params.get("text").and_then(Value::as_str).unwrap_or("").to_string();
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

/// Posts one update to a webhook server the way Telegram does; returns the HTTP status.
async fn post_update(target: std::net::SocketAddr, path: &str, secret: &str, update: &Value) -> Option<u16> {
    let mut stream = TcpStream::connect(target).await.ok()?;
    let body = update.to_string();
    let request = format!(
        "POST {path} HTTP/1.1\r\nhost: kontor.test\r\ncontent-type: application/json\r\n\
         x-telegram-bot-api-secret-token: {secret}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.ok()?;
    let mut answer = String::new();
    let _ = tokio::time::timeout(Duration::from_secs(30), stream.read_to_string(&mut answer)).await;
    answer.split_whitespace().nth(1)?.parse().ok()
}

async fn read_request(reader: &mut BufReader<TcpStream>) -> Option<(String, Vec<(String, String)>, Vec<u8>)> {
    let mut line = String::new();
    if reader.read_line(&mut line).await.ok()? == 0 {
        return None;
    }
    let path = line.split_whitespace().nth(1)?.to_string();
    let mut headers = Vec::new();
    loop {
        let mut header = String::new();
        reader.read_line(&mut header).await.ok()?;
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        let (name, value) = header.split_once(':')?;
        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
    }
    let get = |name: &str| headers.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    let mut body = Vec::new();
    if let Some(length) = get("content-length") {
        body.resize(length.parse().ok()?, 0);
        reader.read_exact(&mut body).await.ok()?;
    } else if get("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size).await.ok()?;
            let size = usize::from_str_radix(size.trim(), 16).ok()?;
            let mut chunk = vec![0; size + 2];
            reader.read_exact(&mut chunk).await.ok()?;
            if size == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..size]);
        }
    }
    Some((path, headers, body))
}

fn parse_params(headers: &[(String, String)], body: &[u8]) -> Value {
    let content_type =
        headers.iter().find(|(n, _)| n == "content-type").map(|(_, v)| v.as_str()).unwrap_or("");
    if let Some(boundary) = content_type.split("boundary=").nth(1) {
        return multipart(body, boundary.trim_matches('"'));
    }
    serde_json::from_slice(body).unwrap_or(Value::Object(Map::new()))
}

fn multipart(body: &[u8], boundary: &str) -> Value {
    let mut out = Map::new();
    let delimiter = format!("--{boundary}").into_bytes();
    let mut starts = Vec::new();
    let mut i = 0;
    while i + delimiter.len() <= body.len() {
        if body[i..].starts_with(&delimiter) {
            starts.push(i);
            i += delimiter.len();
        } else {
            i += 1;
        }
    }
    for pair in starts.windows(2) {
        let part = &body[pair[0] + delimiter.len()..pair[1]];
        let Some(split) = part.windows(4).position(|w| w == b"\r\n\r\n") else { continue };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let data = &part[split + 4..];
        let data = data.strip_suffix(b"\r\n").unwrap_or(data);
        let name = field(&head, "name").unwrap_or_default();
        match field(&head, "filename") {
            Some(file_name) => {
                let png = data.starts_with(b"\x89PNG\r\n\x1a\n");
                out.insert(name, json!({"file_name": file_name, "size": data.len(), "png": png}));
            }
            None => {
                let data = String::from_utf8_lossy(data).to_string();
                let value = serde_json::from_str(&data).unwrap_or(Value::String(data));
                out.insert(name, value);
            }
        }
    }
    // Files sent as `attach://<part>` stand in the field that names them.
    let attached: Vec<(String, String)> = out
        .iter()
        .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.strip_prefix("attach://")?.to_string())))
        .collect();
    for (field, part) in attached {
        if let Some(file) = out.remove(&part) {
            out.insert(field, file);
        }
    }
    Value::Object(out)
}

fn field(head: &str, key: &str) -> Option<String> {
    let start = head.find(&format!(" {key}=\""))? + key.len() + 3;
    let rest = &head[start..];
    Some(rest[..rest.find('"')?].to_string())
}

/// What Telegram says about a command menu it refuses (`setMyCommands`), or `Ok`: 1 to 100
/// commands of 1–32 characters `[a-z0-9_]`, descriptions of 1–256 characters, and a
/// `language_code` of two letters (or none, for the default menu).
fn check_commands(params: &Value) -> Result<(), String> {
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

/// What Telegram says about a message it refuses, or `Ok` for one it accepts.
fn check_message(method: &str, call: &Call) -> Result<(), String> {
    let html = call.params.get("parse_mode").and_then(Value::as_str) == Some("HTML");
    let (field, limit, too_long) = match method {
        "sendphoto" => ("caption", 1_024, "Bad Request: message caption is too long"),
        "sendmessage" | "editmessagetext" => ("text", 4_096, "Bad Request: message is too long"),
        _ => ("", 0, ""),
    };
    if !field.is_empty() {
        let text = call.params.get(field).and_then(Value::as_str).unwrap_or("");
        let shown = if html { parse_html(text)? } else { text.to_string() };
        if method != "sendphoto" && shown.trim().is_empty() {
            return Err("Bad Request: message text is empty".into());
        }
        if shown.encode_utf16().count() > limit {
            return Err(too_long.into());
        }
    }
    Ok(())
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

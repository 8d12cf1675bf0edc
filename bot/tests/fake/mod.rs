//! A fake Discord HTTP API on 127.0.0.1 that records every call serenity makes and answers with
//! just enough JSON for serenity to parse, and a fake gateway beside it (`gateway`), handed out by
//! `GET /gateway` and `GET /gateway/bot`. Every request is first checked against Discord's OpenAPI
//! description (`openapi`): unknown routes get Discord's 404, bodies off the schema its 400
//! `Invalid Form Body`. A request whose attachments are over Discord's upload limits (10 MiB a
//! file, 25 MiB a request, for a bot in a server without boosts) gets Discord's 413 `Request
//! entity too large` (code 40005). Stops when dropped.

pub mod gateway;
pub mod openapi;

use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

use crate::local_server::ServerTask;

/// The bot token the fakes accept.
pub const TOKEN: &str = "test-token-not-real";
/// The application the fakes serve.
pub const APP: u64 = 777;
/// The guild the bot is in.
pub const GUILD: u64 = 500;
/// How many shards `GET /gateway/bot` recommends unless told otherwise.
pub const SHARDS: u64 = 1;

/// Discord's upload limit per file for bots in servers without boosts: 10 MiB.
pub const MAX_FILE: usize = 10 * 1024 * 1024;
/// Discord's upload limit per request: 25 MiB.
pub const MAX_REQUEST: usize = 25 * 1024 * 1024;

/// Direct-message channel ids are the user id plus this.
pub const DM_OFFSET: u64 = 1_000_000;

/// One recorded request.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Value,
    /// The `Authorization` header.
    pub authorization: String,
    /// File names of uploaded attachments with their sizes.
    pub files: Vec<(String, usize)>,
    /// The content type of each uploaded attachment, and whether it is a GIF by its first bytes.
    pub file_types: Vec<(String, bool)>,
}

impl Call {
    /// Whether Discord refuses the request for its attachments' size (413, code 40005).
    pub fn too_large(&self) -> bool {
        self.files.iter().any(|(_, size)| *size > MAX_FILE)
            || self.files.iter().map(|(_, size)| size).sum::<usize>() > MAX_REQUEST
    }
}

pub struct FakeDiscord {
    pub url: String,
    pub gateway: gateway::FakeGateway,
    pub calls: Arc<Mutex<Vec<Call>>>,
    /// Paths whose next request fails, and how.
    faults: Arc<Mutex<Vec<(String, Fault)>>>,
    server: ServerTask,
}

/// How a request fails.
#[derive(Clone, Debug)]
pub enum Fault {
    /// Discord's edge 502 page.
    BadGateway,
    /// 403 with Discord's JSON error: 50001 Missing Access, 50007 Cannot send messages to this
    /// user, 50013 Missing Permissions.
    Forbidden(u32),
    /// 429 as Discord sends it: `Retry-After` (whole seconds) and `X-RateLimit-Scope` headers and
    /// `{"message": "You are being rate limited.", "retry_after": <seconds>, "global": false}`.
    RateLimited(f64),
    /// Answered as usual, but only after this long; recorded at once as `HELD <method>` (a
    /// request in flight).
    Delay(std::time::Duration),
}

/// The HTML page Discord's edge serves with a 502.
const BAD_GATEWAY: &str = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n\
    <center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n";

impl Drop for FakeDiscord {
    /// Stops the fake; a test whose bot made a request Discord's API does not allow fails here.
    fn drop(&mut self) {
        self.server.stop();
        let calls = self.calls.lock().map(|calls| calls.clone()).unwrap_or_default();
        let off_spec: Vec<String> = calls
            .iter()
            .filter(|call| !call.method.starts_with("FAILED") && !call.method.starts_with("HELD"))
            .filter_map(|call| {
                let (status, body) = openapi::refusal(call)?;
                Some(format!("{} {}: {status} {}", call.method, call.path, body.unwrap_or_default()))
            })
            .collect();
        if !off_spec.is_empty() && !std::thread::panicking() {
            panic!("requests Discord's API does not allow: {off_spec:#?}");
        }
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::with_shards(SHARDS).await
    }

    /// A fake whose gateway expects `shards` shards in IDENTIFY, recommended by `GET /gateway/bot`.
    pub async fn with_shards(shards: u64) -> FakeDiscord {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        let calls: Arc<Mutex<Vec<Call>>> = Arc::default();
        let faults: Arc<Mutex<Vec<(String, Fault)>>> = Arc::default();
        let (recorded, failing) = (calls.clone(), faults.clone());
        let gateway = gateway::FakeGateway::start(TOKEN, APP, vec![GUILD], shards).await;
        let gateway_url = (Arc::<str>::from(gateway.url.clone()), shards);
        let server = ServerTask::serve_each(listener, move |stream| {
            serve(stream, recorded.clone(), failing.clone(), gateway_url.clone())
        });
        FakeDiscord { url, gateway, calls, faults, server }
    }

    /// The next request to `path` (e.g. `/api/v10/channels/100/messages`) fails with a 502 page.
    pub fn fail_next(&self, path: &str) {
        self.refuse_next(path, Fault::BadGateway);
    }

    /// The next request to `path` fails with `fault`.
    pub fn refuse_next(&self, path: &str, fault: Fault) {
        self.faults.lock().unwrap().push((path.to_string(), fault));
    }

    pub fn calls(&self) -> Vec<Call> {
        self.calls.lock().unwrap().clone()
    }

    /// The commands of the last registration Discord accepted (`PUT applications/…/commands`).
    pub fn registered(&self) -> Option<Value> {
        let calls = self.calls();
        let put = calls.iter().rev().find(|c| {
            c.method == "PUT" && c.path.contains("/applications/") && invalid_commands(&c.json).is_none()
        })?;
        Some(put.json.clone())
    }

    pub fn count(&self) -> usize {
        self.calls.lock().unwrap().len()
    }
}

async fn serve(
    stream: TcpStream,
    calls: Arc<Mutex<Vec<Call>>>,
    faults: Arc<Mutex<Vec<(String, Fault)>>>,
    gateway: (Arc<str>, u64),
) {
    let mut reader = BufReader::new(stream);
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).await.unwrap_or(0) == 0 {
            return;
        }
        let mut parts = request_line.split_whitespace();
        let method = parts.next().unwrap_or_default().to_string();
        let path = parts.next().unwrap_or_default().to_string();
        let mut length = 0usize;
        let mut chunked = false;
        let mut content_type = String::new();
        let mut authorization = String::new();
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).await.unwrap();
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            let (name, value) = line.split_once(':').unwrap_or((line, ""));
            match name.to_ascii_lowercase().as_str() {
                "content-length" => length = value.trim().parse().unwrap(),
                "transfer-encoding" => chunked = value.to_ascii_lowercase().contains("chunked"),
                "content-type" => content_type = value.trim().to_string(),
                "authorization" => authorization = value.trim().to_string(),
                _ => {}
            }
        }
        let body =
            if chunked { read_chunked(&mut reader).await } else { read_exact(&mut reader, length).await };
        let (json, (files, file_types)) = decode(&content_type, &body);
        let call = Call { method, path, json, authorization, files, file_types };
        let failing = {
            let mut faults = faults.lock().unwrap();
            let at = faults.iter().position(|(p, _)| *p == call.path);
            at.map(|i| faults.remove(i).1)
        };
        if let Some(Fault::Delay(wait)) = failing {
            let held = Call { method: format!("HELD {}", call.method), ..call.clone() };
            calls.lock().unwrap().push(held);
            tokio::time::sleep(wait).await;
        } else if let Some(fault) = failing {
            calls.lock().unwrap().push(Call { method: format!("FAILED {}", call.method), ..call });
            let (status, kind, body) = match fault {
                Fault::BadGateway => ("502 Bad Gateway".to_string(), "text/html", BAD_GATEWAY.to_string()),
                Fault::RateLimited(seconds) => {
                    let body = json!({"message": "You are being rate limited.", "retry_after": seconds, "global": false});
                    let status = format!(
                        "429 Too Many Requests\r\nretry-after: {}\r\nx-ratelimit-scope: user",
                        seconds.ceil()
                    );
                    (status, "application/json", body.to_string())
                }
                Fault::Forbidden(code) => {
                    let message = match code {
                        50001 => "Missing Access",
                        50007 => "Cannot send messages to this user",
                        _ => "Missing Permissions",
                    };
                    let body = json!({"message": message, "code": code}).to_string();
                    ("403 Forbidden".to_string(), "application/json", body)
                }
                Fault::Delay(_) => unreachable!("a delayed request is answered as usual"),
            };
            if !respond(reader.get_mut(), &status, kind, &body).await {
                return;
            }
            continue;
        }
        let (status, reply) = {
            let mut calls = calls.lock().unwrap();
            let too_large = call.too_large().then(|| {
                let body = json!({"message": "Request entity too large", "code": 40005});
                ("413 Request Entity Too Large", Some(body))
            });
            let answered = too_large
                .or_else(|| openapi::refusal(&call))
                .or_else(|| interaction_state(&call, &calls))
                .unwrap_or_else(|| answer(&call, &gateway));
            calls.push(call);
            answered
        };
        let text = reply.map(|v| v.to_string()).unwrap_or_default();
        if !respond(reader.get_mut(), status, "application/json", &text).await {
            return;
        }
    }
}

/// Writes an answer with `status` and a `kind` body; false when the client has gone.
async fn respond(stream: &mut TcpStream, status: &str, kind: &str, body: &str) -> bool {
    let head = format!("HTTP/1.1 {status}\r\ncontent-type: {kind}\r\ncontent-length: {}\r\n\r\n", body.len());
    stream.write_all(head.as_bytes()).await.is_ok() && stream.write_all(body.as_bytes()).await.is_ok()
}

async fn read_exact(reader: &mut BufReader<TcpStream>, length: usize) -> Vec<u8> {
    let mut body = vec![0; length];
    reader.read_exact(&mut body).await.unwrap();
    body
}

async fn read_chunked(reader: &mut BufReader<TcpStream>) -> Vec<u8> {
    let mut body = Vec::new();
    loop {
        let mut size = String::new();
        reader.read_line(&mut size).await.unwrap();
        let size = usize::from_str_radix(size.trim(), 16).unwrap();
        let chunk = read_exact(reader, size + 2).await;
        if size == 0 {
            return body;
        }
        body.extend_from_slice(&chunk[..size]);
    }
}

/// The attached files of a body: names with sizes, content types with whether the bytes are a GIF.
type Files = (Vec<(String, usize)>, Vec<(String, bool)>);

/// The JSON payload and the attached files of a body.
fn decode(content_type: &str, body: &[u8]) -> (Value, Files) {
    let Some(boundary) = content_type.split("boundary=").nth(1) else {
        return (serde_json::from_slice(body).unwrap_or(Value::Null), (vec![], vec![]));
    };
    let marker = format!("--{}", boundary.trim_matches('"'));
    let mut json = Value::Null;
    let (mut files, mut types): Files = (Vec::new(), Vec::new());
    for part in split_bytes(body, marker.as_bytes()) {
        let Some(split) = find(part, b"\r\n\r\n") else { continue };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let content = part[split + 4..].strip_suffix(b"\r\n").unwrap_or(&part[split + 4..]);
        if head.contains("name=\"payload_json\"") {
            json = serde_json::from_slice(content).unwrap();
        } else if let Some(name) = head.split("filename=\"").nth(1) {
            files.push((name.split('"').next().unwrap().to_string(), content.len()));
            let kind = head.lines().find_map(|line| {
                let (key, value) = line.split_once(':')?;
                key.trim().eq_ignore_ascii_case("content-type").then(|| value.trim().to_string())
            });
            let gif = content.starts_with(b"GIF89a") || content.starts_with(b"GIF87a");
            types.push((kind.unwrap_or_default(), gif));
        }
    }
    (json, (files, types))
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut hay: &'a [u8], marker: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    while let Some(i) = find(hay, marker) {
        out.push(&hay[..i]);
        hay = &hay[i + marker.len()..];
    }
    out.push(hay);
    out
}

/// Why Discord would refuse a message body (content, components), as its `Invalid Form Body`
/// check does: at most 2,000 characters, 5 rows, 5 buttons or one select menu a row, 25 options,
/// labels of 80 (buttons) and 100 (options) characters, custom ids and values of 100, ids unique.
pub fn invalid_body(body: &Value) -> Option<String> {
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    if chars(&body["content"]) > 2000 {
        return Some("content over 2000 characters".into());
    }
    let rows = body["components"].as_array().cloned().unwrap_or_default();
    if rows.len() > 5 {
        return Some(format!("{} action rows", rows.len()));
    }
    let mut ids = std::collections::HashSet::new();
    for row in &rows {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c["type"] == 3).count();
        if items.is_empty() || items.len() > 5 || (selects > 0 && items.len() > 1) {
            return Some(format!("a row of {} components ({selects} selects)", items.len()));
        }
        for item in &items {
            let id = item["custom_id"].as_str().unwrap_or_default();
            if id.is_empty() || id.chars().count() > 100 || !ids.insert(id.to_string()) {
                return Some(format!("custom id `{id}`"));
            }
            if item["type"] == 2 && !(1..=80).contains(&chars(&item["label"])) {
                return Some(format!("button label {}", item["label"]));
            }
            let options = item["options"].as_array().cloned().unwrap_or_default();
            if item["type"] == 3 && !(1..=25).contains(&options.len()) {
                return Some(format!("a select menu of {} options", options.len()));
            }
            for option in &options {
                if !(1..=100).contains(&chars(&option["label"]))
                    || !(1..=100).contains(&chars(&option["value"]))
                {
                    return Some(format!("select option {option}"));
                }
            }
        }
    }
    None
}

/// The locales Discord knows, the keys of `name_localizations` and `description_localizations`.
pub const DISCORD_LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
    "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja",
    "zh-TW", "ko",
];

/// Whether Discord takes `name` as a command or option name: 1–32 characters of
/// `^[-_\p{L}\p{N}]{1,32}$`, lower case where the letter has cases.
pub fn command_name_ok(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric())
        && name == name.to_lowercase()
}

/// Whether Discord takes `description` as a command or option description: 1–100 characters.
pub fn command_description_ok(description: &str) -> bool {
    (1..=100).contains(&description.chars().count())
}

/// Why Discord would refuse the localizations of a command or option (`what`): a locale key it
/// does not know, or a localized name or description outside the limits.
fn invalid_localizations(what: &Value, item: &Value) -> Option<String> {
    for (key, ok) in [
        ("name_localizations", command_name_ok as fn(&str) -> bool),
        ("description_localizations", command_description_ok),
    ] {
        let Some(map) = item[key].as_object() else {
            if item[key].is_null() {
                continue;
            }
            return Some(format!("{what}: {key} is no object"));
        };
        for (locale, text) in map {
            if !DISCORD_LOCALES.contains(&locale.as_str()) {
                return Some(format!("{what}: {key}: Invalid locale {locale}"));
            }
            if !text.as_str().is_some_and(ok) {
                return Some(format!("{what}: {key}.{locale} {text}"));
            }
        }
    }
    None
}

/// Why Discord would refuse a bulk command registration (`PUT …/commands`): names of 1–32
/// lowercase letters, digits, `-` or `_`, descriptions of 1–100 characters (localized ones too,
/// under locale keys Discord knows), at most 25 options with the required ones first, at most 25
/// choices, `min_value` ≤ `max_value`, contexts among 0–2 and integration types 0–1.
pub fn invalid_commands(body: &Value) -> Option<String> {
    let commands = body.as_array()?;
    let name_ok = |v: &Value| v.as_str().is_some_and(command_name_ok);
    let description_ok = |v: &Value| v.as_str().is_some_and(command_description_ok);
    for command in commands {
        let name = &command["name"];
        if !name_ok(name) || !description_ok(&command["description"]) {
            return Some(format!("command {name}"));
        }
        if let Some(why) = invalid_localizations(name, command) {
            return Some(why);
        }
        let listed = |key: &str, max: u64| {
            command[key]
                .as_array()
                .is_none_or(|v| !v.is_empty() && v.iter().all(|c| c.as_u64().is_some_and(|c| c <= max)))
        };
        if !listed("contexts", 2) || !listed("integration_types", 1) {
            return Some(format!(
                "{name}: contexts {} integration_types {}",
                command["contexts"], command["integration_types"]
            ));
        }
        let options = command["options"].as_array().cloned().unwrap_or_default();
        let required: Vec<bool> = options.iter().map(|o| o["required"] == true).collect();
        if options.len() > 25 || required.windows(2).any(|w| !w[0] && w[1]) {
            return Some(format!("{name}: options"));
        }
        for option in &options {
            let choices = option["choices"].as_array().map_or(0, Vec::len);
            let (min, max) = (option["min_value"].as_f64(), option["max_value"].as_f64());
            if !name_ok(&option["name"]) || !description_ok(&option["description"]) || choices > 25 {
                return Some(format!("{name}: option {}", option["name"]));
            }
            if let Some(why) =
                invalid_localizations(&json!(format!("{name}: option {}", option["name"])), option)
            {
                return Some(why);
            }
            if min.zip(max).is_some_and(|(min, max)| min > max) {
                return Some(format!("{name}: option {} min_value over max_value", option["name"]));
            }
        }
    }
    None
}

/// Discord's answer when an interaction's token is used out of turn, given the calls before: a
/// second callback for one interaction is refused (400, 40060 "Interaction has already been
/// acknowledged."), and its webhook (`@original`, follow-ups) is unknown until the callback was
/// accepted (404, 10015 "Unknown Webhook").
fn interaction_state(call: &Call, before: &[Call]) -> Option<(&'static str, Option<Value>)> {
    let path: Vec<&str> = call.path.trim_start_matches("/api/v10/").split('/').collect();
    let acked = |token: &str| {
        before.iter().any(|c| {
            c.method == "POST" && {
                let p: Vec<&str> = c.path.trim_start_matches("/api/v10/").split('/').collect();
                matches!(p.as_slice(), ["interactions", _, t, "callback"] if *t == token)
            }
        })
    };
    match path.as_slice() {
        ["interactions", _, token, "callback"] if acked(token) => Some((
            "400 Bad Request",
            Some(json!({"message": "Interaction has already been acknowledged.", "code": 40060})),
        )),
        ["webhooks", _, token, ..] if !acked(token) => {
            Some(("404 Not Found", Some(json!({"message": "Unknown Webhook", "code": 10015}))))
        }
        _ => None,
    }
}

/// Status and JSON for a call, by route.
fn answer(call: &Call, (gateway, shards): &(Arc<str>, u64)) -> (&'static str, Option<Value>) {
    let gateway = &**gateway;
    let path: Vec<&str> = call.path.trim_start_matches("/api/v10/").split('/').collect();
    // Interaction callbacks and webhooks are authorised by their token in the path.
    let by_token = matches!(path.as_slice(), ["interactions", ..] | ["webhooks", ..]);
    if !by_token && call.authorization != format!("Bot {TOKEN}") {
        return ("401 Unauthorized", Some(json!({"message": "401: Unauthorized", "code": 0})));
    }
    let body = match path.as_slice() {
        ["interactions", _, _, "callback"] => &call.json["data"],
        _ => &call.json,
    };
    if call.method != "DELETE"
        && let Some(why) = invalid_body(body)
    {
        return (
            "400 Bad Request",
            Some(json!({"message": format!("Invalid Form Body: {why}"), "code": 50035})),
        );
    }
    match (call.method.as_str(), path.as_slice()) {
        ("POST", ["interactions", _, _, "callback"]) => ("204 No Content", None),
        ("DELETE", ["webhooks", _, _, "messages", _]) => ("204 No Content", None),
        ("PATCH", ["webhooks", _, _, "messages", _]) => ("200 OK", Some(message("1", &call.json))),
        ("POST", ["webhooks", _, _]) => ("200 OK", Some(message("1", &call.json))),
        ("POST", ["users", "@me", "channels"]) => {
            let user: u64 = call.json["recipient_id"].as_str().unwrap().parse().unwrap();
            let dm =
                json!({"id": (user + DM_OFFSET).to_string(), "type": 1, "recipients": [user_json(user)]});
            ("200 OK", Some(dm))
        }
        ("POST", ["channels", channel, "messages"]) => ("200 OK", Some(message(channel, &call.json))),
        ("PUT", ["applications", ..]) => match invalid_commands(&call.json) {
            Some(why) => (
                "400 Bad Request",
                Some(json!({"message": format!("Invalid Form Body: {why}"), "code": 50035})),
            ),
            None => ("200 OK", Some(json!([]))),
        },
        ("GET", ["gateway"]) => ("200 OK", Some(json!({"url": gateway}))),
        ("GET", ["gateway", "bot"]) => {
            let limit =
                json!({"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1});
            ("200 OK", Some(json!({"url": gateway, "shards": shards, "session_start_limit": limit})))
        }
        _ => ("404 Not Found", Some(json!({"message": "Unknown route", "code": 0}))),
    }
}

pub fn user_json(id: u64) -> Value {
    json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0", "global_name": null, "avatar": null})
}

fn message(channel: &str, body: &Value) -> Value {
    json!({
        "id": "424242", "channel_id": channel, "author": user_json(9), "content": body["content"].as_str().unwrap_or(""),
        "timestamp": "2026-01-01T00:00:00Z", "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0,
    })
}

//! A fake Discord gateway on 127.0.0.1 speaking the documented protocol (API v10, JSON text
//! frames): HELLO (op 10) first; IDENTIFY (op 2) answered by READY and one GUILD_CREATE per guild;
//! heartbeats (op 1) answered by HEARTBEAT_ACK (op 11); dispatches (op 0) numbered by the
//! session's sequence; RECONNECT (op 7) and RESUME (op 6), which replays what the client missed
//! and ends with RESUMED; INVALID_SESSION (op 9); and Discord's close codes for a bad token (4004),
//! a payload before IDENTIFY (4003), a second IDENTIFY (4005), a bad shard (4010) and privileged
//! intents (4014). Stops when dropped.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

use super::user_json;
use crate::local_server::ServerTask;

/// The heartbeat interval HELLO announces: short, so that a test sees heartbeats (Discord's is
/// about 41 s), yet long enough that a client on a busy machine reads each ACK before its next
/// heartbeat is due (serenity resumes on its own when one is missing).
pub const HEARTBEAT_MS: u64 = 2_000;
/// The bot user's id in READY.
pub const BOT_USER: u64 = 9;
/// Privileged intents: GUILD_MEMBERS, GUILD_PRESENCES, MESSAGE_CONTENT.
const PRIVILEGED: u64 = (1 << 1) | (1 << 8) | (1 << 15);

/// What the test asks of the live connection.
#[derive(Debug)]
enum Order {
    /// op 7: the client must reconnect and resume.
    Reconnect,
    /// op 9 with `d` = resumable.
    InvalidSession(bool),
    /// A close frame with this code.
    Close(u16),
}

#[derive(Default)]
struct State {
    /// Every payload a client sent, in order (tokens included: the test checks them).
    received: Vec<Value>,
    /// The current session: its id and every dispatch frame of it, `s` = index + 1.
    session: Option<(String, Vec<Value>)>,
    sessions: u32,
    /// The events replayed on RESUME, by name.
    replayed: Vec<String>,
    /// Orders for the connection, in order.
    orders: VecDeque<Order>,
    /// op 7 waits for the next dispatch, which the client then misses until it resumes.
    reconnect_before_next: bool,
}

pub struct FakeGateway {
    pub url: String,
    state: Arc<Mutex<State>>,
    wake: Arc<Notify>,
    /// Stops the fake when dropped.
    _server: ServerTask,
}

/// What every connection needs to know.
#[derive(Clone)]
struct Setup {
    url: String,
    token: String,
    application: u64,
    guilds: Vec<u64>,
    shards: u64,
    state: Arc<Mutex<State>>,
    wake: Arc<Notify>,
}

impl FakeGateway {
    /// A gateway for the bot with `token`, in `guilds`, expecting `shards` shards in IDENTIFY.
    pub async fn start(token: &str, application: u64, guilds: Vec<u64>, shards: u64) -> FakeGateway {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("ws://{}", listener.local_addr().unwrap());
        let state: Arc<Mutex<State>> = Arc::default();
        let wake = Arc::new(Notify::new());
        let setup = Setup {
            url: url.clone(),
            token: token.to_string(),
            application,
            guilds,
            shards,
            state: state.clone(),
            wake: wake.clone(),
        };
        let server = ServerTask::serve_each(listener, move |stream| serve(stream, setup.clone()));
        FakeGateway { url, state, wake, _server: server }
    }

    /// Sends a dispatch (`t`, `d`) in the current session: at once when a client is connected,
    /// otherwise it waits for a RESUME to replay it. Returns its sequence number.
    pub fn dispatch(&self, event: &str, data: Value) -> u64 {
        let seq = {
            let mut state = self.state.lock().unwrap();
            if std::mem::take(&mut state.reconnect_before_next) {
                // Under the same lock as the dispatch: no connection sends it before op 7.
                state.orders.push_back(Order::Reconnect);
            }
            let (_, log) = state.session.as_mut().expect("a session: wait for IDENTIFY first");
            let seq = log.len() as u64 + 1;
            log.push(json!({"op": 0, "t": event, "s": seq, "d": data}));
            seq
        };
        self.wake.notify_waiters();
        seq
    }

    /// op 7 just before the next dispatch: the client is asked to reconnect and resume, and that
    /// dispatch reaches it only as a replay on RESUME, however fast the client comes back.
    pub fn reconnect_before_next_dispatch(&self) {
        self.state.lock().unwrap().reconnect_before_next = true;
    }

    /// op 9: the session is invalid; with `resumable` false the client must IDENTIFY anew.
    pub fn invalidate_session(&self, resumable: bool) {
        self.order(Order::InvalidSession(resumable));
    }

    /// Closes the connection with a close code (4000 "unknown error" lets the client resume).
    pub fn close(&self, code: u16) {
        self.order(Order::Close(code));
    }

    fn order(&self, order: Order) {
        self.state.lock().unwrap().orders.push_back(order);
        self.wake.notify_waiters();
    }

    /// Every payload clients sent.
    pub fn received(&self) -> Vec<Value> {
        self.state.lock().unwrap().received.clone()
    }

    /// The payloads clients sent with opcode `op`.
    pub fn sent_with(&self, op: u64) -> Vec<Value> {
        self.received().into_iter().filter(|p| p["op"] == op).collect()
    }

    /// The events replayed on RESUME so far, by name.
    pub fn replayed(&self) -> Vec<String> {
        self.state.lock().unwrap().replayed.clone()
    }

    /// How many sessions were started by IDENTIFY.
    pub fn sessions(&self) -> u32 {
        self.state.lock().unwrap().sessions
    }

    /// The current session's id, once a client identified.
    pub fn session_id(&self) -> Option<String> {
        self.state.lock().unwrap().session.as_ref().map(|(id, _)| id.clone())
    }
}

type Socket = WebSocketStream<TcpStream>;

/// One connection: HELLO, then IDENTIFY or RESUME, then events both ways until either side closes.
async fn serve(stream: TcpStream, setup: Setup) {
    let Ok(mut socket) = tokio_tungstenite::accept_async(stream).await else { return };
    let hello = json!({"op": 10, "s": null, "t": null, "d": {"heartbeat_interval": HEARTBEAT_MS}});
    if send(&mut socket, &hello).await.is_err() {
        return;
    }
    // Dispatches of the session sent on this connection so far (none before IDENTIFY/RESUME).
    let mut sent: Option<usize> = None;
    loop {
        let wake = setup.wake.notified();
        if flush(&mut socket, &setup, &mut sent).await.is_err() {
            return;
        }
        let message = tokio::select! {
            message = socket.next() => message,
            () = wake => continue,
            () = tokio::time::sleep(Duration::from_millis(HEARTBEAT_MS * 3)) => {
                // No heartbeat within the interval (and its grace): Discord closes the connection.
                if sent.is_some() { let _ = close(&mut socket, 4009, "Session timed out").await; }
                return;
            }
        };
        let Some(Ok(message)) = message else { return };
        let payload: Value = match message {
            Message::Text(text) => match serde_json::from_str(&text) {
                Ok(payload) => payload,
                Err(_) => {
                    let _ = close(&mut socket, 4002, "Error while decoding payload.").await;
                    return;
                }
            },
            Message::Close(_) => return,
            _ => continue,
        };
        setup.state.lock().unwrap().received.push(payload.clone());
        if let Err(code) = answer(&mut socket, &setup, &payload, &mut sent).await {
            let _ = close(&mut socket, code.0, code.1).await;
            return;
        }
    }
}

/// A close code with Discord's reason text.
type Refusal = (u16, &'static str);

/// Answers one client payload; `Err` closes the connection with that code.
async fn answer(
    socket: &mut Socket,
    setup: &Setup,
    payload: &Value,
    sent: &mut Option<usize>,
) -> Result<(), Refusal> {
    let d = &payload["d"];
    match payload["op"].as_u64() {
        Some(1) => {
            let last = setup.state.lock().unwrap().session.as_ref().map_or(0, |(_, log)| log.len() as u64);
            if !(d.is_null() || d.as_u64().is_some_and(|s| s <= last)) {
                return Err((4002, "Error while decoding payload."));
            }
            send(socket, &json!({"op": 11, "s": null, "t": null, "d": null})).await.map_err(|()| (1000, ""))
        }
        Some(2) if sent.is_some() => Err((4005, "Already authenticated.")),
        Some(2) => {
            check_identify(setup, d)?;
            let shard = d["shard"].clone();
            let mut state = setup.state.lock().unwrap();
            state.sessions += 1;
            let id = format!("session-{}", state.sessions);
            let mut log = vec![ready(&setup.url, setup.application, &setup.guilds, &id, shard)];
            log.extend(setup.guilds.iter().map(|&g| guild_create(g)));
            let log = log
                .into_iter()
                .enumerate()
                .map(|(i, mut frame)| {
                    frame["s"] = json!(i + 1);
                    frame
                })
                .collect();
            state.session = Some((id, log));
            *sent = Some(0);
            Ok(())
        }
        Some(6) if sent.is_some() => Err((4005, "Already authenticated.")),
        Some(6) => {
            if !token_ok(setup, d) {
                return Err((4004, "Authentication failed."));
            }
            let resumable = {
                let state = setup.state.lock().unwrap();
                state.session.as_ref().and_then(|(id, log)| {
                    let seq = d["seq"].as_u64()? as usize;
                    (d["session_id"] == id.as_str() && seq <= log.len()).then_some(seq)
                })
            };
            let Some(seq) = resumable else {
                return send(socket, &json!({"op": 9, "s": null, "t": null, "d": false}))
                    .await
                    .map_err(|()| (1000, ""));
            };
            *sent = Some(seq);
            {
                let mut state = setup.state.lock().unwrap();
                let missed: Vec<String> = state.session.as_ref().map_or(vec![], |(_, log)| {
                    log[seq..].iter().map(|f| f["t"].as_str().unwrap_or_default().to_string()).collect()
                });
                state.replayed.extend(missed);
            }
            flush(socket, setup, sent).await.map_err(|()| (1000, ""))?;
            let mut state = setup.state.lock().unwrap();
            let (_, log) = state.session.as_mut().unwrap();
            log.push(json!({"op": 0, "t": "RESUMED", "s": log.len() + 1, "d": {}}));
            Ok(())
        }
        Some(_) if sent.is_none() => Err((4003, "Not authenticated.")),
        Some(3 | 4 | 8) => Ok(()),
        _ => Err((4001, "Unknown opcode.")),
    }
}

/// IDENTIFY as Discord checks it: the token, the shard, no privileged intents.
fn check_identify(setup: &Setup, d: &Value) -> Result<(), Refusal> {
    if !token_ok(setup, d) {
        return Err((4004, "Authentication failed."));
    }
    let shard = (d["shard"][0].as_u64(), d["shard"][1].as_u64());
    let (Some(id), Some(total)) = shard else { return Err((4010, "Invalid shard.")) };
    if id >= total || total != setup.shards {
        return Err((4010, "Invalid shard."));
    }
    let intents = d["intents"].as_u64().ok_or((4013, "Invalid intent(s)."))?;
    if intents & PRIVILEGED != 0 {
        return Err((4014, "Disallowed intent(s)."));
    }
    Ok(())
}

fn token_ok(setup: &Setup, d: &Value) -> bool {
    let token = d["token"].as_str().unwrap_or_default();
    token.strip_prefix("Bot ").unwrap_or(token) == setup.token
}

/// Carries out the orders, then sends the session's dispatches the connection has not sent yet
/// (after op 7 none: they wait for the RESUME on the next connection).
async fn flush(socket: &mut Socket, setup: &Setup, sent: &mut Option<usize>) -> Result<(), ()> {
    let Some(upto) = *sent else { return Ok(()) };
    // Orders and dispatches are read under one lock: a dispatch made after an order is never sent
    // before that order is carried out.
    let (orders, mut frames) = {
        let mut state = setup.state.lock().unwrap();
        let orders: Vec<Order> = state.orders.drain(..).collect();
        let frames = state.session.as_ref().map(|(_, log)| log[upto.min(log.len())..].to_vec());
        (orders, frames.unwrap_or_default())
    };
    for order in orders {
        match order {
            Order::Reconnect => {
                // Nothing more on this connection: what is dispatched meanwhile waits for RESUME.
                send(socket, &json!({"op": 7, "s": null, "t": null, "d": null})).await?;
                let closed = async {
                    while let Some(Ok(message)) = socket.next().await {
                        if let Message::Close(_) = message {
                            break;
                        }
                    }
                };
                let _ = tokio::time::timeout(Duration::from_secs(5), closed).await;
                return Err(());
            }
            Order::InvalidSession(resumable) => {
                if !resumable {
                    setup.state.lock().unwrap().session = None;
                    frames.clear();
                }
                send(socket, &json!({"op": 9, "s": null, "t": null, "d": resumable})).await?;
            }
            Order::Close(code) => {
                close(socket, code, "Unknown error.").await?;
                return Err(());
            }
        }
    }
    for frame in &frames {
        send(socket, frame).await?;
    }
    *sent = Some(upto + frames.len());
    Ok(())
}

async fn send(socket: &mut Socket, frame: &Value) -> Result<(), ()> {
    socket.send(Message::Text(frame.to_string())).await.map_err(drop)
}

async fn close(socket: &mut Socket, code: u16, reason: &'static str) -> Result<(), ()> {
    let frame = CloseFrame { code: CloseCode::from(code), reason: reason.into() };
    socket.close(Some(frame)).await.map_err(drop)
}

/// READY for a session of the bot in `guilds`.
pub fn ready(url: &str, application: u64, guilds: &[u64], session: &str, shard: Value) -> Value {
    let mut user = user_json(BOT_USER);
    user["bot"] = json!(true);
    user["username"] = json!("Kontor");
    let guilds: Vec<Value> =
        guilds.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect();
    json!({"op": 0, "t": "READY", "s": null, "d": {
        "v": 10, "user": user, "guilds": guilds, "session_id": session,
        "resume_gateway_url": url, "shard": shard,
        "application": {"id": application.to_string(), "flags": 0},
    }})
}

/// A guild as GUILD_CREATE carries it with the GUILDS intent: one text channel, no members.
pub fn guild_create(guild: u64) -> Value {
    let channel = json!({"id": "100", "type": 0, "guild_id": guild.to_string(), "name": "games",
        "position": 0, "permission_overwrites": [], "nsfw": false, "parent_id": null,
        "topic": null, "last_message_id": null, "rate_limit_per_user": 0});
    let mut d = json!({
        "id": guild.to_string(), "name": "Kontor test", "icon": null, "splash": null,
        "discovery_splash": null, "owner_id": "1", "afk_channel_id": null, "afk_timeout": 300,
        "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
        "roles": [], "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
    });
    let more = json!({
        "preferred_locale": "en-US", "public_updates_channel_id": null, "nsfw_level": 0,
        "premium_progress_bar_enabled": false, "stickers": [], "joined_at": "2026-01-01T00:00:00Z",
        "large": false, "unavailable": false, "member_count": 2, "members": [], "voice_states": [],
        "channels": [channel], "threads": [], "presences": [], "stage_instances": [],
        "guild_scheduled_events": [], "soundboard_sounds": [], "max_video_channel_users": 25,
        "safety_alerts_channel_id": null,
    });
    for (key, value) in more.as_object().unwrap() {
        d[key] = value.clone();
    }
    json!({"op": 0, "t": "GUILD_CREATE", "s": null, "d": d})
}

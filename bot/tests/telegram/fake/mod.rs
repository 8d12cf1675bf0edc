//! A fake Telegram Bot API on 127.0.0.1: serves scripted updates to getUpdates, records every call
//! (JSON and multipart bodies), refuses private messages to users who never opened the private
//! chat (403, as Telegram does), refuses what Telegram refuses with its own 400 texts (HTML that
//! does not parse, texts over 4,096 and captions over 1,024 characters after parsing, callback data
//! over 64 bytes, empty texts), and stops when dropped.
//!
//! By job: [`record`] keeps what the fake knows (the calls, messages and updates) and reads it
//! back for the tests; [`script`] makes things happen (updates, upgraded groups, faults);
//! [`admins`] names groups' administrators; [`http`] serves the Bot API over HTTP/1.1, [`api`]
//! answers its methods as Telegram does, checking them against [`spec`]; [`bot_api`] refuses
//! first what the published Bot API does not allow (unknown methods and parameters, missing ones,
//! values of the wrong type), and a test whose bot made such a call fails when its fake is
//! dropped; [`faults`] are Telegram's trouble and flood control; [`webhook`] posts updates to the
//! adapter's webhook as a reverse proxy would.

mod admins;
mod api;
mod bot_api;
mod faults;
mod http;
mod record;
mod script;
mod spec;
mod webhook;

use std::sync::{Arc, Mutex};

use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::Notify;

use crate::local_server::ServerTask;
use http::serve;
use record::Inner;

// Not every user of the fake (the tests, the load bench) names every one of these.
#[allow(unused_imports)]
pub use faults::{Fault, Flood};
#[allow(unused_imports)]
pub use record::{Call, Shown};

pub const BOT_NAME: &str = "kontor_bot";

pub struct FakeTelegram {
    pub url: String,
    inner: Arc<Mutex<Inner>>,
    notify: Arc<Notify>,
    server: ServerTask,
}

impl Drop for FakeTelegram {
    /// Stops the fake; a test whose bot made a call the Bot API does not allow fails here.
    fn drop(&mut self) {
        self.server.stop();
        let off_spec = self.inner.lock().map(|inner| inner.off_spec.clone()).unwrap_or_default();
        if !off_spec.is_empty() && !std::thread::panicking() {
            panic!("calls the Bot API does not allow: {off_spec:#?}");
        }
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
        let server = ServerTask::serve_each(listener, move |stream| serve(stream, i.clone(), n.clone()));
        FakeTelegram { url, inner, notify, server }
    }
}

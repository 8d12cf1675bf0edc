//! What tests make happen at the fake: updates (messages, presses, topics, group upgrades,
//! redeliveries), users' languages, flood control and the next faults.

use serde_json::{Value, json};

use super::faults::{Fault, Flood};
use super::{FakeTelegram, chat, user};

impl FakeTelegram {
    /// Sets flood control (`None`: no limits, for tests that play long games quickly).
    pub fn flood(&self, flood: Option<Flood>) {
        self.inner.lock().unwrap().flood = flood;
    }

    /// The next call of `method` (lower case, e.g. `sendphoto`) fails with `fault`.
    pub fn fail_next(&self, method: &str, fault: Fault) {
        self.inner.lock().unwrap().faults.push_back((method.to_string(), fault));
    }

    /// Faults queued and not yet served (a fault is taken when its call arrives).
    pub fn faults_left(&self) -> usize {
        self.inner.lock().unwrap().faults.len()
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
}

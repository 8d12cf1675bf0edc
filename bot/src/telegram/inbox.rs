//! Updates received but not yet handled, in `<data_dir>/telegram/inbox.json`.
//!
//! Updates of different chats are handled at once, so the next `getUpdates` (which confirms every
//! update before its offset to Telegram, which then forgets them) is asked while some are still
//! being handled. To lose none in a crash, a batch is written here (and synced) before it is
//! confirmed; each update leaves the file once handled, and whatever is still here when the
//! adapter starts is handled again. The service knows every handled update by its delivery id,
//! so one handled just before a crash is not applied twice.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::Context;
use serde::{Deserialize, Serialize};
use teloxide::types::{Update, UpdateId};

/// The file's contents.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Contents {
    /// The first update id not yet received (the `offset` of the next `getUpdates`).
    offset: i64,
    /// Received, not yet handled, oldest first.
    pending: Vec<Update>,
}

/// The inbox file.
pub struct Inbox {
    path: PathBuf,
    contents: Mutex<Contents>,
}

impl Inbox {
    /// Loads `<data_dir>/telegram/inbox.json`; a new inbox starts at `offset` (what an older
    /// state file knew).
    pub fn open(data_dir: &Path, offset: i64) -> anyhow::Result<Inbox> {
        let dir = data_dir.join("telegram");
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        let path = dir.join("inbox.json");
        let contents = match std::fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text).with_context(|| format!("reading {}", path.display()))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Contents { offset, pending: Vec::new() },
            Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
        };
        Ok(Inbox { path, contents: Mutex::new(contents) })
    }

    /// The offset for the next `getUpdates`.
    #[must_use]
    pub fn offset(&self) -> i64 {
        self.lock().offset
    }

    /// The updates still to handle, oldest first.
    #[must_use]
    pub fn pending(&self) -> Vec<Update> {
        self.lock().pending.clone()
    }

    /// How many updates wait to be handled.
    #[must_use]
    pub fn len(&self) -> usize {
        self.lock().pending.len()
    }

    /// Whether every received update was handled.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Keeps the updates not received before, on disk (synced) before this returns, and returns
    /// them in order. Afterwards the offset is past all of `updates`.
    pub fn receive(&self, updates: Vec<Update>) -> anyhow::Result<Vec<Update>> {
        let mut contents = self.lock();
        let known =
            |u: &Update, c: &Contents| i64::from(u.id.0) < c.offset || c.pending.iter().any(|p| p.id == u.id);
        let fresh: Vec<Update> = updates.into_iter().filter(|u| !known(u, &contents)).collect();
        let Some(last) = fresh.iter().map(|u| i64::from(u.id.0)).max() else {
            return Ok(fresh);
        };
        let mut next = contents.clone();
        next.pending.extend(fresh.iter().cloned());
        next.offset = next.offset.max(last + 1);
        write(&self.path, &next, true)?;
        *contents = next;
        Ok(fresh)
    }

    /// Keeps one update posted to the webhook (synced before this returns) unless it is waiting
    /// already; returns it when it is new. Webhook updates may come out of order over several
    /// connections, so only the waiting ones are compared (the service knows handled ones).
    pub fn accept(&self, update: Update) -> anyhow::Result<Option<Update>> {
        let mut contents = self.lock();
        if contents.pending.iter().any(|p| p.id == update.id) {
            return Ok(None);
        }
        let mut next = contents.clone();
        next.pending.push(update.clone());
        next.offset = next.offset.max(i64::from(update.id.0) + 1);
        write(&self.path, &next, true)?;
        *contents = next;
        Ok(Some(update))
    }

    /// Marks update `id` handled.
    pub fn done(&self, id: UpdateId) {
        let mut contents = self.lock();
        let before = contents.pending.len();
        contents.pending.retain(|u| u.id != id);
        if contents.pending.len() != before
            && let Err(e) = write(&self.path, &contents, false)
        {
            // Harmless but for the time it costs: the update is handled again after a restart,
            // and the service recognises it.
            tracing::warn!("telegram: could not update the inbox: {e:#}");
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Contents> {
        self.contents.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Writes the inbox atomically (a temporary file renamed over the old one), synced when `sync`.
fn write(path: &Path, contents: &Contents, sync: bool) -> anyhow::Result<()> {
    let tmp = path.with_extension("json.tmp");
    let text = serde_json::to_vec(contents)?;
    let mut file = std::fs::File::create(&tmp).with_context(|| format!("writing {}", tmp.display()))?;
    file.write_all(&text).with_context(|| format!("writing {}", tmp.display()))?;
    if sync {
        file.sync_all().with_context(|| format!("syncing {}", tmp.display()))?;
    }
    drop(file);
    std::fs::rename(&tmp, path).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update(id: u32, text: &str) -> Update {
        serde_json::from_value(serde_json::json!({
            "update_id": id,
            "message": {
                "message_id": 1, "date": 0, "text": text,
                "chat": {"id": -5, "type": "group", "title": "t"},
                "from": {"id": 7, "is_bot": false, "first_name": "Ann"}
            }
        }))
        .unwrap()
    }

    #[test]
    fn received_updates_survive_a_restart_until_handled() {
        let dir = tempfile::tempdir().unwrap();
        let inbox = Inbox::open(dir.path(), 10).unwrap();
        assert_eq!(inbox.offset(), 10);
        let fresh = inbox.receive(vec![update(9, "old"), update(10, "/join"), update(11, "/start")]).unwrap();
        assert_eq!(fresh.iter().map(|u| u.id.0).collect::<Vec<_>>(), [10, 11], "9 was confirmed before");
        assert_eq!(inbox.offset(), 12);
        // Telegram sends an update again when its confirmation was lost: it is not taken twice.
        assert!(inbox.receive(vec![update(11, "/start")]).unwrap().is_empty());
        inbox.done(UpdateId(10));

        let again = Inbox::open(dir.path(), 0).unwrap();
        assert_eq!(again.offset(), 12);
        assert_eq!(again.pending(), vec![update(11, "/start")]);
        again.done(UpdateId(11));
        assert!(Inbox::open(dir.path(), 0).unwrap().is_empty());
    }
}

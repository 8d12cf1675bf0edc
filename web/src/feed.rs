//! Live pages: one feed per watched page (a game's token and a language), drawn once per version
//! of the game for all who watch it. A feed looks at its game's version every poll (another
//! process sharing the database may have moved it), draws the page again when it changed, and
//! hands it to every watcher through a `watch` channel: a slow watcher skips to the newest page.
//! A feed ends with its last watcher, or when its token stops naming the game (`/watch new`).

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use kontor_service::{Lang, Page, Service};
use tokio::sync::{Mutex, Semaphore, watch};

use crate::WebConfig;
use crate::html;

/// A page as drawn once for every watcher.
#[derive(Debug)]
pub struct Drawn {
    pub version: u64,
    pub lang: Lang,
    pub title: String,
    /// The page's changing part (`<main>`'s content).
    pub main: String,
    /// The server-sent event's data: `{"version":…,"html":…}`.
    pub event: String,
}

impl Drawn {
    fn of(page: &Page) -> Drawn {
        let main = html::main(page);
        let event = serde_json::json!({ "version": page.version, "html": main }).to_string();
        Drawn { version: page.version, lang: page.lang, title: page.title.clone(), main, event }
    }
}

/// What a feed holds now.
#[derive(Clone, Debug)]
pub enum Snapshot {
    Page(Arc<Drawn>),
    /// The token no longer names a game (replaced by `/watch new`).
    Gone,
}

/// Why a page cannot be had.
#[derive(Debug)]
pub enum Refused {
    /// No game at this address.
    NotFound,
    /// The process watches as many pages as it may.
    Busy,
    /// The database could not be read.
    Trouble(String),
}

type Key = (String, Option<Lang>);

/// Every feed of the process, and the watcher count.
pub struct Hub {
    service: Service,
    config: WebConfig,
    feeds: Mutex<HashMap<Key, watch::Receiver<Snapshot>>>,
    watchers: AtomicUsize,
    drawing: Semaphore,
}

/// Refuses at once what cannot be a page's token (`<game>-<32 hex digits>`), before it takes a
/// drawing slot or a look at the database.
fn plausible(token: &str) -> Result<(), Refused> {
    let shape = token.len() <= 52 && token.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f' | b'-'));
    if shape { Ok(()) } else { Err(Refused::NotFound) }
}

/// One live page's claim on the watcher count, given back when the stream ends.
pub struct Watcher {
    hub: Arc<Hub>,
    pub feed: watch::Receiver<Snapshot>,
}

impl Drop for Watcher {
    fn drop(&mut self) {
        self.hub.watchers.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Hub {
    pub fn new(service: Service, config: WebConfig) -> Arc<Hub> {
        let drawing = Semaphore::new(config.max_drawing.max(1));
        Arc::new(Hub { service, config, feeds: Mutex::default(), watchers: AtomicUsize::new(0), drawing })
    }

    /// The page `token` names, in `lang`: the feed's if someone watches it, else drawn now.
    pub async fn page(self: &Arc<Hub>, token: &str, lang: Option<Lang>) -> Result<Arc<Drawn>, Refused> {
        plausible(token)?;
        let key = (token.to_string(), lang);
        if let Some(feed) = self.feeds.lock().await.get(&key)
            && let Snapshot::Page(drawn) = &*feed.borrow()
        {
            return Ok(drawn.clone());
        }
        self.draw(token, lang).await
    }

    /// A live page of `token` in `lang`: a claim on the watcher count and the feed to follow.
    pub async fn watch(self: &Arc<Hub>, token: &str, lang: Option<Lang>) -> Result<Watcher, Refused> {
        plausible(token)?;
        if self.watchers.fetch_add(1, Ordering::SeqCst) >= self.config.max_watchers {
            self.watchers.fetch_sub(1, Ordering::SeqCst);
            return Err(Refused::Busy);
        }
        // Counted from here: a refusal below gives the claim back as it drops.
        let mut watcher = Watcher { hub: self.clone(), feed: watch::channel(Snapshot::Gone).1 };
        let key = (token.to_string(), lang);
        if let Some(feed) = self.feeds.lock().await.get(&key) {
            watcher.feed = feed.clone();
            return Ok(watcher);
        }
        // Drawn without holding the map, so that one slow drawing holds up no other page.
        let drawn = self.draw(token, lang).await?;
        let mut feeds = self.feeds.lock().await;
        // Another watcher of the page may have started its feed meanwhile.
        if let Some(feed) = feeds.get(&key) {
            watcher.feed = feed.clone();
            return Ok(watcher);
        }
        let (tx, rx) = watch::channel(Snapshot::Page(drawn));
        feeds.insert(key.clone(), rx.clone());
        tokio::spawn(self.clone().follow(key, tx));
        watcher.feed = rx;
        Ok(watcher)
    }

    /// Draws the page for a visitor, at most `max_drawing` at once: a flood of page loads waits
    /// here, while the feeds of watched games draw their moves without waiting for it.
    async fn draw(&self, token: &str, lang: Option<Lang>) -> Result<Arc<Drawn>, Refused> {
        let _turn = self.drawing.acquire().await.map_err(|_| Refused::Busy)?;
        self.draw_now(token, lang).await
    }

    /// Draws the page off the runtime.
    async fn draw_now(&self, token: &str, lang: Option<Lang>) -> Result<Arc<Drawn>, Refused> {
        let (service, token) = (self.service.clone(), token.to_string());
        let page = tokio::task::spawn_blocking(move || service.page(&token, lang))
            .await
            .map_err(|e| Refused::Trouble(e.to_string()))?
            .map_err(Refused::Trouble)?;
        page.map(|p| Arc::new(Drawn::of(&p))).ok_or(Refused::NotFound)
    }

    /// A feed's work: every poll, the game's version; a new one is drawn and handed on. Ends when
    /// nobody watches (the map's own receiver is the last) or the token names no game.
    async fn follow(self: Arc<Hub>, key: Key, tx: watch::Sender<Snapshot>) {
        let mut shown = match &*tx.borrow() {
            Snapshot::Page(drawn) => drawn.version,
            Snapshot::Gone => return,
        };
        loop {
            tokio::time::sleep(self.config.poll).await;
            if self.drop_if_unwatched(&key, &tx).await {
                return;
            }
            let (service, token) = (self.service.clone(), key.0.clone());
            let version = tokio::task::spawn_blocking(move || service.page_version(&token)).await;
            let changed = match version {
                Ok(Ok(Some(version))) => version != shown,
                Ok(Ok(None)) => {
                    tx.send_replace(Snapshot::Gone);
                    self.feeds.lock().await.remove(&key);
                    return;
                }
                Ok(Err(e)) => {
                    tracing::warn!("a watched game's version could not be read: {e}");
                    false
                }
                Err(e) => {
                    tracing::warn!("a watched game's version: {e}");
                    false
                }
            };
            if changed {
                match self.draw_now(&key.0, key.1).await {
                    Ok(drawn) => {
                        shown = drawn.version;
                        tx.send_replace(Snapshot::Page(drawn));
                    }
                    // Replaced meanwhile: the next poll says so.
                    Err(Refused::NotFound) => {}
                    Err(e) => tracing::warn!("a watched page could not be drawn: {e:?}"),
                }
            }
        }
    }

    /// Removes the feed if only the map holds it; whether it did.
    async fn drop_if_unwatched(&self, key: &Key, tx: &watch::Sender<Snapshot>) -> bool {
        if tx.receiver_count() > 1 {
            return false;
        }
        let mut feeds = self.feeds.lock().await;
        // A watcher may have joined while the lock was awaited.
        if tx.receiver_count() > 1 {
            return false;
        }
        feeds.remove(key);
        true
    }
}

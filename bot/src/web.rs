//! `[web]`: each game's live page beside the chat (the `kontor-web` crate), served by this
//! process when `listen` is set, at the address people open, `public_url` (a reverse proxy in
//! front of `listen`, as for the Telegram webhook). `kontor local --web ADDR` serves the pages
//! at `http://ADDR`.

use std::time::Duration;

use anyhow::Context;
use kontor_service::Service;
use serde::Deserialize;

/// `[web]`
#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebSection {
    /// The local address the pages are served on, e.g. `127.0.0.1:8090`; unset, no pages.
    pub listen: Option<String>,
    /// The address people open, in front of `listen` (`https://kontor.example.org`); `/watch`
    /// answers with it and turn posts link to it.
    pub public_url: Option<String>,
    /// The most live pages open at once in this process (one more is answered "busy").
    pub max_watchers: usize,
    /// How often, in milliseconds, a watched game is looked at for a change: pages show a move
    /// within this (and the drawing).
    pub poll_ms: u64,
}

impl Default for WebSection {
    fn default() -> Self {
        WebSection {
            listen: None,
            public_url: None,
            max_watchers: kontor_web::MAX_WATCHERS,
            poll_ms: kontor_web::POLL.as_millis() as u64,
        }
    }
}

/// Pages between 50 ms and 10 s: faster is a busy loop on the database, slower is not live.
const POLL_MS: std::ops::RangeInclusive<u64> = 50..=10_000;

impl WebSection {
    /// The public address pages are given at (checked, without a trailing `/`), if pages are on.
    pub fn public_url(&self) -> anyhow::Result<Option<String>> {
        if self.listen.is_none() {
            anyhow::ensure!(self.public_url.is_none(), "[web] public_url is set but listen is not: set both");
            return Ok(None);
        }
        let text = self.public_url.as_deref().context(
            "[web] listen is set but public_url is not: set the address people open, e.g. https://kontor.example.org",
        )?;
        Ok(Some(checked_url(text)?))
    }

    /// [`WebSection::public_url`], checked for the chat platforms that link to it: Telegram
    /// refuses buttons to a local address, and its refusal would hold up every turn post.
    pub fn public_url_for(&self, telegram: bool) -> anyhow::Result<Option<String>> {
        let url = self.public_url()?;
        if let Some(text) = &url
            && telegram
            && is_local(text)
        {
            anyhow::bail!(
                "[web] public_url = {text:?} is a local address, which Telegram refuses in buttons: set the address \
                 people open (or leave [web] out while [telegram] is enabled)"
            );
        }
        Ok(url)
    }

    /// The pages' settings.
    pub fn settings(&self) -> anyhow::Result<kontor_web::WebConfig> {
        anyhow::ensure!(
            POLL_MS.contains(&self.poll_ms),
            "[web] poll_ms = {} must be between {} and {}",
            self.poll_ms,
            POLL_MS.start(),
            POLL_MS.end()
        );
        anyhow::ensure!(self.max_watchers > 0, "[web] max_watchers must be at least 1");
        let defaults = kontor_web::WebConfig::default();
        Ok(kontor_web::WebConfig {
            max_watchers: self.max_watchers,
            poll: Duration::from_millis(self.poll_ms),
            ..defaults
        })
    }
}

/// `text` as a page base address: `http(s)://host[:port][/path]`, no query, no trailing `/`.
fn checked_url(text: &str) -> anyhow::Result<String> {
    let url = url::Url::parse(text).with_context(|| format!("[web] public_url = {text:?} is not a URL"))?;
    anyhow::ensure!(
        matches!(url.scheme(), "http" | "https")
            && url.host().is_some()
            && url.query().is_none()
            && url.fragment().is_none(),
        "[web] public_url = {text:?} must be an http:// or https:// address without `?` or `#`"
    );
    Ok(text.trim_end_matches('/').to_string())
}

/// Whether a page address points at this machine only (`localhost`, a loopback address).
fn is_local(text: &str) -> bool {
    match url::Url::parse(text).ok().and_then(|u| u.host().map(|h| h.to_owned())) {
        Some(url::Host::Domain(name)) => name == "localhost",
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// Binds `listen` for the pages; the address it is bound to (a `:0` port is chosen now).
pub async fn bind(listen: &str) -> anyhow::Result<tokio::net::TcpListener> {
    tokio::net::TcpListener::bind(listen)
        .await
        .with_context(|| format!("the web pages cannot listen on {listen}"))
}

/// Serves the pages of `service` on `listener` in a task of its own.
pub fn spawn(service: &Service, listener: tokio::net::TcpListener, config: kontor_web::WebConfig) {
    let service = service.clone();
    tokio::spawn(async move {
        if let Err(e) = kontor_web::serve(service, listener, config).await {
            tracing::error!("the web pages stopped: {e}");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(listen: Option<&str>, public_url: Option<&str>) -> WebSection {
        WebSection {
            listen: listen.map(str::to_string),
            public_url: public_url.map(str::to_string),
            ..WebSection::default()
        }
    }

    #[test]
    fn pages_are_off_unless_listen_is_set_and_need_a_public_address() {
        assert_eq!(section(None, None).public_url().unwrap(), None);
        assert!(section(None, Some("https://k.example")).public_url().is_err());
        assert!(section(Some("127.0.0.1:8090"), None).public_url().is_err());
        let on = section(Some("127.0.0.1:8090"), Some("https://k.example/kontor/"));
        assert_eq!(on.public_url().unwrap().as_deref(), Some("https://k.example/kontor"));
        for bad in ["k.example", "ftp://k.example", "https://k.example/?a=1", "https://k.example/#x"] {
            assert!(section(Some("127.0.0.1:1"), Some(bad)).public_url().is_err(), "{bad}");
        }
    }

    #[test]
    fn telegram_needs_an_address_people_can_open() {
        for (url, ok) in
            [("https://k.example", true), ("http://127.0.0.1:8090", false), ("http://localhost:8090", false)]
        {
            let on = section(Some("127.0.0.1:8090"), Some(url));
            assert_eq!(on.public_url_for(true).is_ok(), ok, "{url}");
            assert!(on.public_url_for(false).is_ok(), "{url} without Telegram");
        }
    }

    #[test]
    fn the_poll_is_bounded() {
        for (poll_ms, ok) in [(49, false), (50, true), (10_000, true), (10_001, false)] {
            assert_eq!(WebSection { poll_ms, ..WebSection::default() }.settings().is_ok(), ok, "{poll_ms}");
        }
        assert!(WebSection { max_watchers: 0, ..WebSection::default() }.settings().is_err());
    }
}

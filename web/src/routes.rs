//! The addresses: `/g/<token>` a game's page, `/g/<token>/events` its live updates (server-sent
//! events), `/g/<token>/state` the same as JSON, and the page's script and style sheet. Anything
//! else is a 404 page. Every answer forbids framing by others, guessing of types and referrers
//! (the address is the key), and runs no script but the page's own.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use futures_util::Stream;
use kontor_service::Lang;
use serde::Deserialize;

use crate::feed::{Hub, Refused, Snapshot, Watcher};
use crate::html;

const SCRIPT: &str = include_str!("../assets/page.js");
const STYLE: &str = include_str!("../assets/page.css");

/// The page's own script and style only; no framing; no referrer.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; \
                      img-src 'self' data:; frame-ancestors 'self' https://web.telegram.org; base-uri 'none'";

pub(crate) fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/g/{token}", get(page))
        .route("/g/{token}/events", get(events))
        .route("/g/{token}/state", get(state))
        .route("/page.js", get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }))
        .route("/page.css", get(|| async { asset("text/css; charset=utf-8", STYLE) }))
        .fallback(|| async { refused(&Refused::NotFound) })
        .with_state(hub)
        .layer(axum::middleware::map_response(guard))
}

/// The headers every answer carries.
async fn guard(mut response: Response) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.entry(header::CACHE_CONTROL).or_insert(HeaderValue::from_static("no-store"));
    response
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    let headers = [(header::CONTENT_TYPE, kind), (header::CACHE_CONTROL, "public, max-age=3600")];
    (headers, body).into_response()
}

/// `?lang=en|pl` (else the game's chat's language), and `v`, the version a live page shows.
#[derive(Debug, Default, Deserialize)]
struct Asked {
    lang: Option<String>,
    v: Option<u64>,
}

impl Asked {
    fn lang(&self) -> Option<Lang> {
        self.lang.as_deref().and_then(Lang::from_code)
    }
}

fn refused(why: &Refused) -> Response {
    let (status, id) = match why {
        Refused::NotFound => (StatusCode::NOT_FOUND, "page-not-found"),
        Refused::Busy => (StatusCode::SERVICE_UNAVAILABLE, "page-busy"),
        Refused::Trouble(e) => {
            tracing::warn!("a page could not be drawn: {e}");
            (StatusCode::SERVICE_UNAVAILABLE, "page-busy")
        }
    };
    let mut response = (status, Html(html::notice(id))).into_response();
    if status == StatusCode::SERVICE_UNAVAILABLE {
        response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("30"));
    }
    response
}

/// `/g/<token>`: the whole page, as now.
async fn page(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    Query(asked): Query<Asked>,
) -> Response {
    match hub.page(&token, asked.lang()).await {
        Ok(drawn) => {
            Html(html::document(&token, drawn.lang, &drawn.title, drawn.version, &drawn.main)).into_response()
        }
        Err(why) => refused(&why),
    }
}

/// `/g/<token>/state`: the page's changing part and version, as JSON.
async fn state(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    Query(asked): Query<Asked>,
) -> Response {
    match hub.page(&token, asked.lang()).await {
        Ok(drawn) => ([(header::CONTENT_TYPE, "application/json")], drawn.event.clone()).into_response(),
        Err(why) => refused(&why),
    }
}

/// `/g/<token>/events`: an `update` event with the page's changing part whenever the game moves
/// (and at once if the page shows another version than `v`), `gone` when the address stops
/// working; comments keep idle connections open through proxies.
async fn events(
    State(hub): State<Arc<Hub>>,
    Path(token): Path<String>,
    Query(asked): Query<Asked>,
    headers: HeaderMap,
) -> Response {
    // A browser that reconnects names the last version it got.
    let last = headers.get("last-event-id").and_then(|v| v.to_str().ok()?.parse().ok());
    match hub.watch(&token, asked.lang()).await {
        Ok(watcher) => Sse::new(stream(watcher, last.or(asked.v)))
            .keep_alive(KeepAlive::new().interval(Duration::from_secs(20)))
            .into_response(),
        Err(why) => refused(&why),
    }
}

/// The events of one live page: the feed's pages from the one after `shown`.
fn stream(watcher: Watcher, shown: Option<u64>) -> impl Stream<Item = Result<Event, Infallible>> {
    futures_util::stream::unfold((watcher, shown, false), |(mut watcher, shown, ended)| async move {
        if ended {
            return None;
        }
        loop {
            let now = watcher.feed.borrow_and_update().clone();
            match now {
                Snapshot::Gone => {
                    return Some((Ok(Event::default().event("gone").data("")), (watcher, shown, true)));
                }
                Snapshot::Page(drawn) if Some(drawn.version) != shown => {
                    let event =
                        Event::default().event("update").id(drawn.version.to_string()).data(&drawn.event);
                    return Some((Ok(event), (watcher, Some(drawn.version), false)));
                }
                Snapshot::Page(_) => {}
            }
            if watcher.feed.changed().await.is_err() {
                // The feed ended without a word (the process stops).
                return None;
            }
        }
    })
}

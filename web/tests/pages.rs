//! The pages over HTTP, against a real service on a temporary database: the page, its JSON and
//! its live updates; the refusals (a wrong, malformed or replaced address, too many watchers);
//! the headers every answer carries; and that no answer holds the game's seed or differs from the
//! spectator's page.

use std::sync::Arc;
use std::time::Duration;

use kontor_service::{ChatKey, Command, Delivery, Service, ServiceConfig, SystemClock, UserKey};
use kontor_storage::Store;
use kontor_web::WebConfig;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A service whose pages are served on a port of 127.0.0.1, and that port's address.
async fn served(config: WebConfig) -> (Service, String) {
    let (service, base, _) = served_with_store(config).await;
    (service, base)
}

/// [`served`], and its database.
async fn served_with_store(config: WebConfig) -> (Service, String, Store) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let settings = ServiceConfig { images: false, web_url: Some(base.clone()), ..ServiceConfig::default() };
    let store = Store::temporary().unwrap();
    let service = Service::new(store.clone(), settings, Arc::new(SystemClock));
    tokio::spawn(kontor_web::serve(service.clone(), listener, config));
    (service, base, store)
}

fn say(who: &str, text: &str) -> Command {
    said("room", who, text)
}

/// `text` typed by `who` in the chat `room`.
fn said(room: &str, who: &str, text: &str) -> Command {
    Command::text(ChatKey::new("test", room), UserKey::new("test", who), who, text)
}

async fn texts(service: &Service, who: &str, text: &str) -> Vec<Delivery> {
    service.handle(say(who, text)).await
}

/// A two-player Carthage game against a bot, started: the page's address `/watch` gave.
async fn started(service: &Service) -> String {
    for line in ["/new carthage players=2", "/addbot", "/start"] {
        texts(service, "alice", line).await;
    }
    let answer = texts(service, "alice", "/watch").await;
    let text = answer[0].text();
    let start = text.find("http://").expect("an address");
    text[start..].split_whitespace().next().unwrap().to_string()
}

/// The path of an address (`http://host/g/…` → `/g/…`).
fn path(url: &str) -> String {
    let rest = url.trim_start_matches("http://");
    rest[rest.find('/').unwrap()..].to_string()
}

/// One GET: the status, the head (lower case) and the body.
async fn get(base: &str, path: &str) -> (u16, String, String) {
    let mut stream = TcpStream::connect(base.trim_start_matches("http://")).await.unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nhost: kontor\r\nconnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).await.unwrap();
    let (head, body) = reply.split_once("\r\n\r\n").unwrap();
    let status = head[9..12].parse().unwrap();
    (status, head.to_lowercase(), body.to_string())
}

/// A live page: the events of `path` as they come.
struct Events {
    stream: TcpStream,
    seen: String,
}

impl Events {
    async fn open(base: &str, path: &str) -> (u16, Events) {
        let mut stream = TcpStream::connect(base.trim_start_matches("http://")).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nhost: kontor\r\naccept: text/event-stream\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut events = Events { stream, seen: String::new() };
        let head = events.until("\r\n\r\n").await;
        let status = head[9..12].parse().unwrap();
        (status, events)
    }

    /// Reads until `what` has come (within 20 s), and returns what came up to its end.
    async fn until(&mut self, what: &str) -> String {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        let mut buffer = [0u8; 65_536];
        while !self.seen.contains(what) {
            let read = tokio::time::timeout_at(deadline, self.stream.read(&mut buffer)).await;
            let n = read.unwrap_or_else(|_| panic!("no {what:?} in {}", self.seen)).unwrap();
            assert!(n > 0, "the stream ended before {what:?}: {}", self.seen);
            self.seen.push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
        let end = self.seen.find(what).unwrap() + what.len();
        let rest = self.seen.split_off(end);
        std::mem::replace(&mut self.seen, rest)
    }
}

fn fast() -> WebConfig {
    WebConfig { poll: Duration::from_millis(50), ..WebConfig::default() }
}

/// The first move offered to `who` privately, as its command line.
fn first_move(posts: &[Delivery], who: &str) -> String {
    posts
        .iter()
        .filter_map(|p| match p {
            Delivery::Private { user, choices, .. } if user.id == who => choices.first(),
            _ => None,
        })
        .map(|c| c.text.clone())
        .next()
        .expect("a move to choose")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_shows_the_game_and_follows_its_moves() {
    let (service, base) = served(fast()).await;
    let url = started(&service).await;
    let page = path(&url);
    let (status, head, body) = get(&base, &page).await;
    assert_eq!(status, 200);
    assert!(head.contains("content-type: text/html"), "{head}");
    for header in [
        "content-security-policy: default-src 'none'",
        "referrer-policy: no-referrer",
        "x-content-type-options: nosniff",
    ] {
        assert!(head.contains(header), "{header} in {head}");
    }
    assert!(body.contains("<title>Traders of Carthage #1</title>"), "{}", &body[..400]);
    assert!(body.contains("<svg") && body.contains("alice to play"), "{}", &body[..400]);
    assert!(body.len() < 300_000, "{} bytes", body.len());
    // Relative addresses only: the pages work under any path a reverse proxy gives them.
    assert!(body.contains("href=\"../page.css\"") && body.contains("src=\"../page.js\""));
    assert!(!body.contains("=\"/"), "an absolute address in the page");
    let (status, head, script) = get(&base, "/page.js").await;
    assert_eq!(status, 200);
    assert!(head.contains("text/javascript") && script.contains("EventSource"));

    // A live page at version 3 hears of the next move.
    let (status, mut events) = Events::open(&base, &format!("{page}/events?v=3")).await;
    assert_eq!(status, 200);
    let prompt = texts(&service, "alice", "/moves").await;
    let line = first_move(&prompt, "alice");
    texts(&service, "alice", &line).await;
    let update = events.until("\n\n").await;
    assert!(update.contains("event: update"), "{}", &update[..update.len().min(200)]);
    // The move (version 4), or the bot's answer to it too (5) if it came within the poll.
    let id = update.lines().find_map(|l| l.strip_prefix("id: ")).unwrap();
    assert!(matches!(id, "4" | "5"), "{id}");

    // The JSON is the page's changing part.
    let (status, _, json) = get(&base, &format!("{page}/state")).await;
    assert_eq!(status, 200);
    let state: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(state["version"].as_u64().unwrap() >= 4);
    assert!(state["html"].as_str().unwrap().contains("<svg"));

    // Polish on asking.
    let (_, _, polish) = get(&base, &format!("{page}?lang=pl")).await;
    assert!(polish.contains("<html lang=\"pl\">") && polish.contains("Plansza"), "{}", &polish[..400]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_and_replaced_addresses_find_nothing() {
    let (service, base) = served(fast()).await;
    let url = started(&service).await;
    let page = path(&url);
    let (id, secret) = page.trim_start_matches("/g/").split_once('-').unwrap();
    let wrong = format!("/g/{id}-{}", "0".repeat(32));
    let other_game = format!("/g/2-{secret}");
    for path in [wrong.as_str(), other_game.as_str(), "/g/1", "/g/../etc/passwd", "/admin", "/g/1-%00"] {
        let (status, _, body) = get(&base, path).await;
        assert_eq!(status, 404, "{path}");
        assert!(body.contains("No game is watched at this address"), "{body}");
    }
    let (_, mut events) = Events::open(&base, &format!("{page}/events?v=3")).await;
    let refused = texts(&service, "bob", "/watch new").await;
    assert!(refused[0].text().contains("Only a moderator"), "{}", refused[0].text());
    let renewed = texts(&service, "alice", "/watch new").await;
    assert!(renewed[0].text().contains("replaced the web address"), "{}", renewed[0].text());
    let gone = events.until("event: gone").await;
    assert!(gone.contains("event: gone"));
    assert_eq!(get(&base, &page).await.0, 404);
    let new = path(renewed[0].text().split_whitespace().find(|w| w.starts_with("http://")).unwrap());
    assert_ne!(new, page);
    assert_eq!(get(&base, &new).await.0, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_watcher_too_many_is_told_to_come_back() {
    let (service, base) = served(WebConfig { max_watchers: 2, ..fast() }).await;
    let page = path(&started(&service).await);
    let (first, _a) = Events::open(&base, &format!("{page}/events")).await;
    let (second, _b) = Events::open(&base, &format!("{page}/events")).await;
    assert_eq!((first, second), (200, 200));
    let (status, head, body) = get(&base, &format!("{page}/events")).await;
    assert_eq!(status, 503);
    assert!(head.contains("retry-after: 30") && body.contains("Too many people"), "{head}{body}");
    // Pages themselves are still served.
    assert_eq!(get(&base, &page).await.0, 200);
}

const SEATS: [&str; 3] = ["alice", "bob", "carol"];

/// What `who`'s `/hand` tells that nobody else may see: the first sentence after "Your hand…: "
/// or "Your secret mission: " (`b5 g3 (8 coins, 1 storage icon)`, `zue (Zürich), stu (Stuttgart)`,
/// `Dortmund, Minden, Lüneburg (…)`) and a list of three or more before its parenthesis.
async fn secrets_of(service: &Service, room: &str, who: &str) -> Vec<String> {
    let answer = service.handle(said(room, who, "/hand")).await;
    let text: String = answer.iter().map(Delivery::text).collect::<Vec<_>>().join("\n");
    text.lines()
        .filter(|l| l.starts_with("Your hand") || l.starts_with("Your secret mission"))
        .filter_map(|l| l.split_once(": "))
        .map(|(_, listed)| listed.split(". ").next().unwrap().trim_end_matches('.'))
        // The whole sentence, and the list before its parenthesis where that is a list of three
        // or more (a shorter one may well be in public view too: `b3 y3 g2` on the Farm holds a
        // hand of `y3 g2`).
        .flat_map(|listed| {
            let list = listed.split(" (").next().unwrap();
            [Some(listed), (list.matches(", ").count() >= 2).then_some(list)]
        })
        .flatten()
        .filter(|listed| listed.contains(' '))
        .map(String::from)
        .collect()
}

/// The first move `who`'s menu leads to (opening its first group, level by level), if any.
async fn first_move_of(service: &Service, room: &str, who: &str) -> Option<String> {
    let mut line = "/moves".to_string();
    for _ in 0..4 {
        let menu = service.ask(said(room, who, &line)).await;
        let first = menu.iter().find_map(|p| match p {
            Delivery::Private { choices, .. } => {
                choices.iter().find(|c| !c.is_back()).map(|c| c.text.clone())
            }
            Delivery::Channel { .. } => None,
        })?;
        if first.starts_with("/play") {
            return Some(first);
        }
        line = first;
    }
    None
}

/// Plays `moves` moves, each by whoever has one (the first their menu leads to).
async fn play_on(service: &Service, room: &str, moves: usize) {
    for _ in 0..moves {
        let mut moved = false;
        for who in SEATS {
            if let Some(line) = first_move_of(service, room, who).await {
                service.handle(said(room, who, &line)).await;
                moved = true;
                break;
            }
        }
        if !moved {
            return;
        }
    }
}

/// For each game: after some moves, neither the page, its JSON nor its events hold the seed or
/// any seat's hand or secret mission as that seat's `/hand` tells them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_answer_holds_the_seed_or_any_seats_hand() {
    let games = ["carthage", "el-dorado", "hansa missions=on", "thurn-taxis"];
    let (service, base, store) = served_with_store(fast()).await;
    for (i, game) in games.iter().enumerate() {
        let room = format!("room{i}");
        let in_room = |who: &str, text: &str| said(&room, who, text);
        service.handle(in_room("alice", &format!("/new {game} players=3"))).await;
        for who in &SEATS[1..] {
            service.handle(in_room(who, "/join")).await;
        }
        service.handle(in_room("alice", "/start")).await;
        let answer = service.handle(in_room("alice", "/watch")).await;
        let page = path(answer[0].text().split_whitespace().find(|w| w.starts_with("http://")).unwrap());
        play_on(&service, &room, 20).await;
        let mut secrets = Vec::new();
        for who in SEATS {
            secrets.extend(secrets_of(&service, &room, who).await);
        }
        assert!(!secrets.is_empty(), "{game}: no hand to check");
        let id = (i + 1) as u64;
        let seed = store.record(id).unwrap().unwrap().seed.to_string();
        let (_, _, html) = get(&base, &page).await;
        let (_, _, json) = get(&base, &format!("{page}/state")).await;
        let (_, mut events) = Events::open(&base, &format!("{page}/events")).await;
        let event = events.until("\n\n").await;
        for answer in [&html, &json, &event] {
            assert!(answer.contains("<svg"), "{game}: a board");
            assert!(!answer.contains(&seed), "{game}: the seed {seed} is out");
            // The page shows the chat's `code` spans as <code>: compared without either.
            let plain = answer.replace("<code>", "").replace("</code>", "");
            for secret in &secrets {
                let secret = kontor_render::xml_escaped(&secret.replace('`', ""));
                let at =
                    plain.find(&secret).map(|i| &plain[i.saturating_sub(150)..(i + 60).min(plain.len())]);
                assert!(at.is_none(), "{game}: {secret:?} is out: {at:?}");
            }
        }
    }
}

//! A load run of the pages: how many live watchers one process serves with each move shown
//! within a second. One process serves a 4-player Hansa game (the largest board of the suite's
//! sizes) on sled; N simulated watchers hold the page's event stream open on loopback; the bench
//! makes moves and times, for every watcher, from the move's durable answer to the update that
//! shows it. Run in release:
//!
//! `cargo bench -p kontor-web --bench watchers -- 100,500,1000,2000 12`
//!
//! (watcher counts, moves per count). The figures are in docs/benchmarks.md.

use std::sync::Arc;
use std::time::{Duration, Instant};

use kontor_service::{ChatKey, Command, Delivery, Service, ServiceConfig, SystemClock, UserKey};
use kontor_storage::Store;
use kontor_web::WebConfig;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::mpsc;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

fn say(who: &str, text: &str) -> Command {
    Command::text(ChatKey::new("bench", "room"), UserKey::new("bench", who), who, text)
}

/// A started 4-player Hansa game: its page's path.
async fn game(service: &Service) -> String {
    service.handle(say("alice", "/new hansa players=4")).await;
    for who in &PLAYERS[1..] {
        service.handle(say(who, "/join")).await;
    }
    service.handle(say("alice", "/start")).await;
    let answer = service.handle(say("alice", "/watch")).await;
    let url = answer[0].text().split_whitespace().find(|w| w.starts_with("http://")).unwrap().to_string();
    let rest = url.trim_start_matches("http://");
    rest[rest.find('/').unwrap()..].to_string()
}

/// Plays one move of whoever must act (the first move their menu offers); the version it made.
async fn one_move(service: &Service) -> Option<u64> {
    for who in PLAYERS {
        let menu = service.ask(say(who, "/moves")).await;
        let line = menu.iter().find_map(|d| match d {
            Delivery::Private { choices, .. } => {
                choices.iter().find(|c| c.text.starts_with("/play")).map(|c| c.text.clone())
            }
            Delivery::Channel { .. } => None,
        });
        let Some(line) = line else { continue };
        let version = menu.iter().find_map(|d| match d {
            Delivery::Private { choices, .. } => choices.first().map(|c| c.version),
            Delivery::Channel { .. } => None,
        })?;
        service.handle(say(who, &line)).await;
        return Some(version + 1);
    }
    None
}

/// A watcher: reads its stream and reports each version it is shown, with when.
async fn watch(address: String, path: String, seen: mpsc::UnboundedSender<(u64, Instant)>) {
    let Ok(mut stream) = TcpStream::connect(&address).await else { return };
    let request = format!("GET {path}/events HTTP/1.1\r\nhost: bench\r\naccept: text/event-stream\r\n\r\n");
    if stream.write_all(request.as_bytes()).await.is_err() {
        return;
    }
    let mut buffer = vec![0u8; 256 * 1024];
    let mut tail = String::new();
    loop {
        let Ok(n) = stream.read(&mut buffer).await else { return };
        if n == 0 {
            return;
        }
        tail.push_str(&String::from_utf8_lossy(&buffer[..n]));
        while let Some(at) = tail.find("\nid: ") {
            let rest = &tail[at + 5..];
            let Some(end) = rest.find('\n') else { break };
            if let Ok(version) = rest[..end].trim().parse() {
                let _ = seen.send((version, Instant::now()));
            }
            tail = rest[end..].to_string();
        }
        // Only the event ids matter: the rest of a page is dropped as it comes.
        if tail.len() > 64 {
            tail = tail[tail.len() - 64..].to_string();
            while !tail.is_char_boundary(0) {
                tail.remove(0);
            }
        }
    }
}

/// Milliseconds at quantile `q` of sorted `values`.
fn quantile(values: &[f64], q: f64) -> f64 {
    values[((values.len() - 1) as f64 * q).round() as usize]
}

async fn run(watchers: usize, moves: usize) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap().to_string();
    let settings = ServiceConfig {
        images: false,
        web_url: Some(format!("http://{address}")),
        ..ServiceConfig::default()
    };
    let service = Service::new(Store::temporary().unwrap(), settings, Arc::new(SystemClock));
    let config = WebConfig { max_watchers: watchers + 10, ..WebConfig::default() };
    tokio::spawn(kontor_web::serve(service.clone(), listener, config));
    let path = game(&service).await;
    let (tx, mut rx) = mpsc::unbounded_channel();
    for _ in 0..watchers {
        tokio::spawn(watch(address.clone(), path.clone(), tx.clone()));
    }
    drop(tx);
    // Every watcher shows the page it opened on before the moves begin.
    let mut opened = 0;
    let deadline = Instant::now() + Duration::from_secs(60);
    while opened < watchers && Instant::now() < deadline {
        if tokio::time::timeout(Duration::from_secs(5), rx.recv()).await.ok().flatten().is_some() {
            opened += 1;
        }
    }
    let mut delays = Vec::new();
    let mut missed = 0;
    for _ in 0..moves {
        let Some(version) = one_move(&service).await else { break };
        let moved = Instant::now();
        let mut shown = 0;
        let deadline = moved + Duration::from_secs(10);
        while shown < opened {
            let left = deadline.saturating_duration_since(Instant::now());
            match tokio::time::timeout(left, rx.recv()).await {
                Ok(Some((v, at))) if v >= version => {
                    shown += 1;
                    delays.push(at.duration_since(moved).as_secs_f64() * 1000.0);
                }
                Ok(Some(_)) => {}
                _ => break,
            }
        }
        missed += opened - shown;
        // A table's moves come seconds apart at the quickest.
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    delays.sort_by(f64::total_cmp);
    let within = delays.iter().filter(|d| **d <= 1000.0).count();
    println!(
        "| {watchers} | {opened} | {} | {:.0} | {:.0} | {:.0} | {:.1} % | {missed} |",
        delays.len(),
        quantile(&delays, 0.5),
        quantile(&delays, 0.95),
        delays.last().copied().unwrap_or(0.0),
        100.0 * within as f64 / delays.len().max(1) as f64,
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let counts: Vec<usize> = args
        .first()
        .map_or("100,500,1000".to_string(), Clone::clone)
        .split(',')
        .filter_map(|n| n.parse().ok())
        .collect();
    let moves = args.get(1).and_then(|n| n.parse().ok()).unwrap_or(10);
    println!("| watchers | opened | updates | p50 ms | p95 ms | max ms | within 1 s | missed |");
    println!("|---|---|---|---|---|---|---|---|");
    for count in counts {
        // A runtime per count: its server and watchers end with it.
        let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
        runtime.block_on(run(count, moves));
    }
}

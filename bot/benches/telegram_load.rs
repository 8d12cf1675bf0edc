//! A load run of the Telegram adapter, by hand (never a timed test): N groups play Traders of
//! Carthage against the fake Bot API on 127.0.0.1, with Telegram's flood control at the fake,
//! Kontor's default throttle, and boards rendered.
//!
//! Each group sends one update a second, in a four-second cycle: the player to act presses a move
//! on their private prompt (a board in the group and a prompt for the next player follow); the
//! other player presses their old prompt (refused with an alert); the player to act presses a
//! button of an older board (refused); somebody chats in the group (ignored).
//!
//! ```text
//! KONTOR_LOAD_GROUPS=50 KONTOR_LOAD_SECONDS=60 cargo bench -p kontor --bench telegram_load
//! ```
//!
//! Prints sustained updates per second, the latency of answers to presses and of boards after a
//! move (p50/p99), and the posts flood control refused (it must refuse none).

#[path = "../tests/telegram/fake/mod.rs"]
#[allow(dead_code)]
mod fake;

use std::time::Duration;

use fake::{Call, FakeTelegram};
use kontor_bot::telegram::{self, Options};
use tokio::time::Instant;

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn main() -> anyhow::Result<()> {
    let groups = env("KONTOR_LOAD_GROUPS", 20) as usize;
    let seconds = env("KONTOR_LOAD_SECONDS", 60);
    // `RUST_LOG=kontor_bot=info` shows where the adapter's time went.
    tracing_subscriber::fmt().with_env_filter(tracing_subscriber::EnvFilter::from_default_env()).init();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(run(groups, seconds))
}

fn players(group: usize) -> (Player, Player) {
    let a = 10_000 + 2 * group as i64;
    ((a, format!("A{group}")), (a + 1, format!("B{group}")))
}

fn chat_of(group: usize) -> i64 {
    -100_000 - group as i64
}

/// The version in a button's data `g<game>v<version>:…`.
fn version(data: &str) -> u64 {
    data.split_once('v').and_then(|(_, rest)| rest.split(':').next()?.parse().ok()).unwrap_or(0)
}

/// A player: user id and name.
type Player = (i64, String);

/// Of the two players, the one whose prompt is newest (the one to act), the other, and the
/// prompt's message id and first button.
fn to_act(fake: &FakeTelegram, group: usize) -> Option<(Player, Player, i64, String)> {
    let (a, b) = players(group);
    let newest = |id: i64| fake.last_keyboard(id).map(|(m, buttons)| (version(&buttons[0]), m, buttons));
    let (ka, kb) = (newest(a.0), newest(b.0));
    match (ka, kb) {
        (Some(x), Some(y)) if y.0 > x.0 => Some((b, a, y.1, y.2[0].clone())),
        (Some(x), _) => Some((a, b, x.1, x.2[0].clone())),
        (None, Some(y)) => Some((b, a, y.1, y.2[0].clone())),
        (None, None) => None,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

async fn run(groups: usize, seconds: u64) -> anyhow::Result<()> {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir()?;
    let service = kontor_bot::cli::service(data.path(), true)?;
    let mut options = Options::new("123:LOAD-TOKEN");
    options.api_url = Some(url::Url::parse(&fake.url)?);
    options.poll_seconds = 5;
    fake.watch_inbox(data.path());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let adapter = tokio::spawn(telegram::run(service.clone(), data.path().to_path_buf(), options, async {
        let _ = stopped.await;
    }));

    // Every player opens the private chat; every group opens and starts a game.
    let setup = Instant::now();
    for group in 0..groups {
        let (a, b) = players(group);
        fake.say(a.0, (a.0, &a.1), "/start");
        fake.say(b.0, (b.0, &b.1), "/start");
        let chat = chat_of(group);
        fake.say(chat, (a.0, &a.1), &format!("/new carthage players=2 seed={group}"));
        fake.say(chat, (b.0, &b.1), "/join");
        fake.say(chat, (a.0, &a.1), "/start");
    }
    while (0..groups).any(|g| to_act(&fake, g).is_none()) {
        anyhow::ensure!(setup.elapsed() < Duration::from_secs(600), "the games did not start");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    println!("setup: {groups} games started in {:.1} s", setup.elapsed().as_secs_f64());
    let calls_before = fake.mark();

    // The feed: one update per group per second, the groups spread over the second.
    let start = Instant::now();
    let mut moves: Vec<(u32, i64)> = Vec::new();
    let mut presses: Vec<u32> = Vec::new();
    let mut updates = 0usize;
    for tick in 0..seconds {
        for group in 0..groups {
            let at =
                start + Duration::from_secs(tick) + Duration::from_secs(1) * group as u32 / groups as u32;
            tokio::time::sleep_until(at).await;
            let Some((actor, other, message, button)) = to_act(&fake, group) else { continue };
            let chat = chat_of(group);
            updates += 1;
            match (tick as usize + group) % 4 {
                0 => {
                    let id = fake.press(actor.0, message, (actor.0, &actor.1), &button);
                    moves.push((id, chat));
                    presses.push(id);
                }
                1 => match fake.last_keyboard(other.0) {
                    Some((old, buttons)) => {
                        presses.push(fake.press(other.0, old, (other.0, &other.1), &buttons[0]))
                    }
                    None => {
                        fake.say(chat, (other.0, &other.1), "nice");
                    }
                },
                2 => {
                    let (game, rest) = button.split_once('v').unwrap_or(("g0", ""));
                    let stale = format!("{game}v1:{}", rest.split_once(':').map_or("", |(_, m)| m));
                    presses.push(fake.press(actor.0, message, (actor.0, &actor.1), &stale));
                }
                _ => {
                    fake.say(chat, (actor.0, &actor.1), "good move!");
                }
            }
        }
    }
    let fed = start.elapsed();
    // Drain: every update handled and every move's board posted.
    let boards_after = |calls: &[Call], chat: i64, after: Instant| {
        calls
            .iter()
            .find(|c| {
                c.method == "sendphoto"
                    && !c.refused
                    && c.chat() == Some(chat)
                    && c.at >= after
                    && !c.file_name().unwrap_or_default().contains("scores")
            })
            .map(|c| c.at)
    };
    let drain = Instant::now();
    loop {
        let calls = fake.calls_since(calls_before);
        let done = fake.backlog() == 0
            && moves
                .iter()
                .all(|(id, chat)| boards_after(&calls, *chat, fake.pushed_at(*id).unwrap()).is_some());
        if done || drain.elapsed() > Duration::from_secs(300) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    let total = start.elapsed();
    let calls = fake.calls_since(calls_before);

    let mut answer_latency: Vec<Duration> = presses
        .iter()
        .filter_map(|id| {
            let query = format!("q{id}");
            let answered = calls.iter().find(|c| {
                c.method == "answercallbackquery"
                    && c.params["callback_query_id"].as_str() == Some(query.as_str())
            })?;
            Some(answered.at - fake.pushed_at(*id)?)
        })
        .collect();
    answer_latency.sort();
    let mut board_latency: Vec<Duration> = moves
        .iter()
        .filter_map(|(id, chat)| {
            let pushed = fake.pushed_at(*id)?;
            Some(boards_after(&calls, *chat, pushed)? - pushed)
        })
        .collect();
    board_latency.sort();
    let sends = calls.iter().filter(|c| c.is_send()).count();
    println!(
        "groups {groups}: {updates} updates fed in {:.1} s ({:.1}/s); all handled after {:.1} s ({:.1}/s sustained)",
        fed.as_secs_f64(),
        updates as f64 / fed.as_secs_f64(),
        total.as_secs_f64(),
        updates as f64 / total.as_secs_f64()
    );
    println!(
        "press answers: {} of {} answered, p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        answer_latency.len(),
        presses.len(),
        percentile(&answer_latency, 0.5).as_secs_f64() * 1e3,
        percentile(&answer_latency, 0.99).as_secs_f64() * 1e3,
        answer_latency.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    println!(
        "boards after a move: {} of {} moves, p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        board_latency.len(),
        moves.len(),
        percentile(&board_latency, 0.5).as_secs_f64() * 1e3,
        percentile(&board_latency, 0.99).as_secs_f64() * 1e3,
        board_latency.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
    let [chat, group, overall] = fake.flooded_by();
    println!(
        "posts: {sends} sent ({:.1}/s), refused by flood control: {chat} per chat and second, {group} per \
         group and minute, {overall} overall",
        sends as f64 / total.as_secs_f64(),
    );
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(30), adapter).await;
    Ok(())
}

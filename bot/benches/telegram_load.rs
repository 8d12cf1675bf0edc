//! A load run of the Telegram adapter, by hand (never a timed test): N groups play a two-player
//! game (Traders of Carthage, or Hansa Teutonica with several steps a turn) against the fake Bot
//! API on 127.0.0.1, with Telegram's flood control at the fake, Kontor's default throttle, and
//! boards rendered.
//!
//! Each group sends one update a second, in a four-second cycle: the player to act presses the
//! first entry of their private prompt as it is shown now (a menu level opens in place; a move
//! ends the turn with a board in the group, or is a step inside it that edits the prompt); the
//! other player presses their old prompt (refused with an alert); the player to act presses a
//! button of an older version (refused); somebody chats in the group (ignored).
//!
//! ```text
//! KONTOR_LOAD_GROUPS=50 KONTOR_LOAD_SECONDS=60 KONTOR_LOAD_GAME=hansa \
//!     cargo bench -p kontor --bench telegram_load
//! ```
//!
//! Prints sustained updates per second, the latency of answers to presses, of boards after a
//! move that ended a turn and of the prompt's edit after a step inside one (p50/p99), the posts
//! and edits per second, and the posts flood control refused (it must refuse none).

#[path = "../tests/telegram/fake/mod.rs"]
#[allow(dead_code)]
mod fake;
/// The fake's accept loop.
#[path = "../tests/local_server.rs"]
mod local_server;
/// Raw requests of the fake's own checks, which `--all-targets` compiles here too.
#[cfg(test)]
#[path = "../tests/raw_http.rs"]
mod raw_http;

use std::time::Duration;

use fake::{Call, FakeTelegram};
use kontor_bot::telegram::{self, Options};
use serde_json::Value;
use tokio::time::Instant;

fn main() -> anyhow::Result<()> {
    let load = Load {
        groups: env("KONTOR_LOAD_GROUPS", 20) as usize,
        seconds: env("KONTOR_LOAD_SECONDS", 60),
        drain: Duration::from_secs(env("KONTOR_LOAD_DRAIN", 120)),
        game: std::env::var("KONTOR_LOAD_GAME").unwrap_or_else(|_| "carthage".into()),
    };
    // `RUST_LOG=kontor_bot=info` shows where the adapter's time went.
    tracing_subscriber::fmt().with_env_filter(tracing_subscriber::EnvFilter::from_default_env()).init();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(run(&load))
}

/// The run: groups, seconds of feed, the longest wait for the backlog afterwards, the game.
struct Load {
    groups: usize,
    seconds: u64,
    drain: Duration,
    game: String,
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
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

/// Whether a button's data opens a menu level (`…:m…`) rather than making a move.
fn is_level(data: &str) -> bool {
    data.split_once(':').is_some_and(|(_, what)| what.starts_with('m'))
}

/// A player: user id and name.
type Player = (i64, String);

/// The entries `(label, data)` of a keyboard as shown, without *Back*.
fn entries(markup: &Value) -> Vec<(String, String)> {
    let rows = markup["inline_keyboard"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .filter_map(Value::as_array)
        .flatten()
        .filter_map(|b| Some((b["text"].as_str()?.to_string(), b["callback_data"].as_str()?.to_string())))
        .filter(|(label, _)| !label.starts_with('◀'))
        .collect()
}

/// A player's prompt as shown now (edited in place within a turn): its version, message id and
/// the entry to press; none once its keyboard is spent. The entry is the first one, or with
/// `KONTOR_LOAD_VARIED` one chosen by the player, message and level (so that the tables' games,
/// and the ends of their turns, drift apart as real tables' do).
fn prompt(fake: &FakeTelegram, player: i64) -> Option<(u64, i64, String)> {
    let (message, _) = fake.last_keyboard(player)?;
    let shown = fake.shown(player, message)?;
    let entries = entries(&shown.markup);
    let pick = if std::env::var_os("KONTOR_LOAD_VARIED").is_some() {
        let key = (player as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ (message as u64)
            ^ (entries.len() as u64) << 32;
        (key.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 33) as usize % entries.len().max(1)
    } else {
        0
    };
    let (_, data) = entries.into_iter().nth(pick)?;
    Some((version(&data), message, data))
}

/// Of the two players, the one to act (the newest prompt), the other, and the prompt's message
/// id and first entry.
fn to_act(fake: &FakeTelegram, group: usize) -> Option<(Player, Player, i64, String)> {
    let (a, b) = players(group);
    match (prompt(fake, a.0), prompt(fake, b.0)) {
        (Some(x), Some(y)) if y.0 > x.0 => Some((b, a, y.1, y.2)),
        (Some(x), _) => Some((a, b, x.1, x.2)),
        (None, Some(y)) => Some((b, a, y.1, y.2)),
        (None, None) => None,
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

async fn run(load: &Load) -> anyhow::Result<()> {
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
    setup(&fake, load).await?;
    let mark = fake.mark();
    let start = Instant::now();
    let fed = feed(&fake, load).await;
    let fed_in = start.elapsed();
    drain(&fake, mark, load.drain).await;
    let total = start.elapsed();
    report(&fake, &fake.calls_since(mark), &fed, load.groups, (fed_in, total));
    let _ = stop.send(());
    let _ = tokio::time::timeout(Duration::from_secs(30), adapter).await;
    Ok(())
}

/// Every player opens the private chat; every group opens and starts a game.
async fn setup(fake: &FakeTelegram, load: &Load) -> anyhow::Result<()> {
    let started = Instant::now();
    for group in 0..load.groups {
        let (a, b) = players(group);
        fake.say(a.0, (a.0, &a.1), "/start");
        fake.say(b.0, (b.0, &b.1), "/start");
        let chat = chat_of(group);
        fake.say(chat, (a.0, &a.1), &format!("/new {} players=2 seed={group}", load.game));
        fake.say(chat, (b.0, &b.1), "/join");
        fake.say(chat, (a.0, &a.1), "/start");
    }
    while (0..load.groups).any(|g| to_act(fake, g).is_none()) {
        anyhow::ensure!(started.elapsed() < Duration::from_secs(600), "the games did not start");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let seconds = started.elapsed().as_secs_f64();
    println!("setup: {} games of {} started in {seconds:.1} s", load.groups, load.game);
    Ok(())
}

/// A press of the player to act on their prompt: a move or a menu level.
struct Press {
    update: u32,
    chat: i64,
    player: i64,
    message: i64,
    level: bool,
}

/// What the feed sent: the presses of the player to act, every press's update, all updates.
#[derive(Default)]
struct Fed {
    acts: Vec<Press>,
    presses: Vec<u32>,
    updates: usize,
}

/// The feed: one update per group per second, the groups spread over the second.
async fn feed(fake: &FakeTelegram, load: &Load) -> Fed {
    let start = Instant::now();
    let mut fed = Fed::default();
    for tick in 0..load.seconds {
        for group in 0..load.groups {
            let spread = Duration::from_secs(1) * group as u32 / load.groups as u32;
            tokio::time::sleep_until(start + Duration::from_secs(tick) + spread).await;
            feed_one(fake, &mut fed, (tick as usize + group) % 4, group);
        }
    }
    fed
}

/// One update of `group`, the `slot`th of its four-second cycle.
fn feed_one(fake: &FakeTelegram, fed: &mut Fed, slot: usize, group: usize) {
    let Some((actor, other, message, data)) = to_act(fake, group) else { return };
    let chat = chat_of(group);
    fed.updates += 1;
    match slot {
        0 => {
            let update = fake.press(actor.0, message, (actor.0, &actor.1), &data);
            fed.acts.push(Press { update, chat, player: actor.0, message, level: is_level(&data) });
            fed.presses.push(update);
        }
        1 => match fake.last_keyboard(other.0) {
            Some((old, buttons)) => {
                fed.presses.push(fake.press(other.0, old, (other.0, &other.1), &buttons[0]))
            }
            None => {
                fake.say(chat, (other.0, &other.1), "nice");
            }
        },
        2 => {
            let (game, rest) = data.split_once('v').unwrap_or(("g0", ""));
            let stale = format!("{game}v1:{}", rest.split_once(':').map_or("", |(_, m)| m));
            fed.presses.push(fake.press(actor.0, message, (actor.0, &actor.1), &stale));
        }
        _ => {
            fake.say(chat, (actor.0, &actor.1), "good move!");
        }
    }
}

/// Waits until every update was handled and nothing was sent for two seconds, or `cap` passed.
async fn drain(fake: &FakeTelegram, mark: usize, cap: Duration) {
    let started = Instant::now();
    let mut last = (fake.calls_since(mark).len(), Instant::now());
    while started.elapsed() < cap {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let calls = fake.calls_since(mark).len();
        if calls != last.0 {
            last = (calls, Instant::now());
        } else if fake.backlog() == 0 && last.1.elapsed() > Duration::from_secs(2) {
            return;
        }
    }
}

/// How moves were answered: the board after a move that ended a turn, the prompt's edit after a
/// step inside one (each from the press's arrival), and moves with neither before the group's
/// next press (counted, and timed to the group's next board when one came).
#[derive(Default)]
struct Answered {
    boards: Vec<Duration>,
    steps: Vec<Duration>,
    late: usize,
}

fn is_board(c: &Call, chat: i64) -> bool {
    c.method == "sendphoto"
        && !c.refused
        && c.chat() == Some(chat)
        && !c.file_name().unwrap_or_default().contains("scores")
}

fn answered(fake: &FakeTelegram, calls: &[Call], acts: &[Press]) -> Answered {
    let mut out = Answered::default();
    for (i, act) in acts.iter().enumerate().filter(|(_, a)| !a.level) {
        let Some(pushed) = fake.pushed_at(act.update) else { continue };
        let next = acts[i + 1..].iter().find(|n| n.chat == act.chat).and_then(|n| fake.pushed_at(n.update));
        let within = |c: &&Call| c.at >= pushed && next.is_none_or(|n| c.at < n);
        let edited = |c: &&Call| {
            c.method == "editmessagetext"
                && !c.refused
                && c.chat() == Some(act.player)
                && c.params["message_id"].as_i64() == Some(act.message)
        };
        if let Some(board) = calls.iter().filter(within).find(|c| is_board(c, act.chat)) {
            out.boards.push(board.at - pushed);
        } else if let Some(edit) = calls.iter().filter(within).find(edited) {
            out.steps.push(edit.at - pushed);
        } else {
            out.late += 1;
            if std::env::var_os("KONTOR_LOAD_DEBUG").is_some() {
                explain_late(calls, act, pushed, next);
            }
            if let Some(board) = calls.iter().find(|c| c.at >= pushed && is_board(c, act.chat)) {
                out.boards.push(board.at - pushed);
            }
        }
    }
    out.boards.sort();
    out.steps.sort();
    out
}

/// Prints what the group and the player received from a late move's press until the group's next
/// press and a while after (`KONTOR_LOAD_DEBUG`).
fn explain_late(calls: &[Call], act: &Press, pushed: Instant, next: Option<Instant>) {
    println!("late: update {} in chat {} by {} on message {}", act.update, act.chat, act.player, act.message);
    let until = next.unwrap_or(pushed) + Duration::from_secs(8);
    let chats = [Some(act.chat), Some(act.player)];
    for c in calls.iter().filter(|c| c.at >= pushed && c.at < until && chats.contains(&c.chat())) {
        let id = c.params["message_id"].as_i64().unwrap_or_default();
        println!(
            "  +{:>6.0} ms {} chat {:?} message {id}{}",
            ms(c.at - pushed),
            c.method,
            c.chat(),
            if c.refused { " (refused)" } else { "" }
        );
    }
}

/// For each board in a group, the time until either player of the group got a new prompt (a
/// private message with buttons).
fn next_prompts(calls: &[Call], groups: usize) -> Vec<Duration> {
    let mut out = Vec::new();
    for group in 0..groups {
        let (a, b) = players(group);
        let boards = calls.iter().filter(|c| is_board(c, chat_of(group)));
        for board in boards {
            let prompt = calls.iter().find(|c| {
                c.at >= board.at
                    && c.is_send()
                    && [Some(a.0), Some(b.0)].contains(&c.chat())
                    && !c.buttons().is_empty()
            });
            out.extend(prompt.map(|p| p.at - board.at));
        }
    }
    out.sort();
    out
}

fn press_answers(fake: &FakeTelegram, calls: &[Call], presses: &[u32]) -> Vec<Duration> {
    let mut latency: Vec<Duration> = presses
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
    latency.sort();
    latency
}

fn line(what: &str, of: usize, sorted: &[Duration]) {
    println!(
        "{what}: {} of {of}, p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        sorted.len(),
        ms(percentile(sorted, 0.5)),
        ms(percentile(sorted, 0.99)),
        ms(sorted.last().copied().unwrap_or_default())
    );
}

fn report(
    fake: &FakeTelegram,
    calls: &[Call],
    fed: &Fed,
    groups: usize,
    (fed_in, total): (Duration, Duration),
) {
    let (fed_s, total_s) = (fed_in.as_secs_f64(), total.as_secs_f64());
    let updates = fed.updates as f64;
    println!(
        "groups {groups}: {} updates fed in {fed_s:.1} s ({:.1}/s); all handled after {total_s:.1} s ({:.1}/s \
         sustained)",
        fed.updates,
        updates / fed_s,
        updates / total_s
    );
    line("press answers", fed.presses.len(), &press_answers(fake, calls, &fed.presses));
    let moves = fed.acts.iter().filter(|a| !a.level).count();
    let answered = answered(fake, calls, &fed.acts);
    println!("presses of the player to act: {} ({moves} moves, the rest menu levels)", fed.acts.len());
    line("boards after a move that ended a turn", moves, &answered.boards);
    line("prompt edited after a step inside a turn", moves, &answered.steps);
    println!("moves answered only after the group's next press: {}", answered.late);
    line("the next player's new prompt after the board", answered.boards.len(), &next_prompts(calls, groups));
    let sends = calls.iter().filter(|c| c.is_send()).count();
    let edits = calls.iter().filter(|c| !c.refused && c.method.starts_with("editmessage")).count();
    let mut kinds: std::collections::BTreeMap<String, usize> = Default::default();
    for c in calls.iter().filter(|c| c.is_send()) {
        let to = if c.chat().is_some_and(|id| id < 0) { "group" } else { "private" };
        *kinds.entry(format!("{} to a {to} chat", c.method)).or_default() += 1;
    }
    println!("sends: {kinds:?}");
    if std::env::var_os("KONTOR_LOAD_DEBUG").is_some() {
        let mut texts: std::collections::BTreeMap<String, usize> = Default::default();
        for c in calls.iter().filter(|c| c.is_send() && c.method == "sendmessage") {
            let text: String = c.params["text"].as_str().unwrap_or_default().chars().take(40).collect();
            *texts.entry(text).or_default() += 1;
        }
        let mut texts: Vec<_> = texts.into_iter().collect();
        texts.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
        println!("texts sent: {:?}", &texts[..texts.len().min(15)]);
    }
    let [chat, group, overall] = fake.flooded_by();
    println!(
        "posts: {sends} sent ({:.1}/s), {edits} edits ({:.1}/s); refused by flood control: {chat} per chat and \
         second, {group} per group and minute, {overall} overall",
        sends as f64 / total_s,
        edits as f64 / total_s,
    );
}

//! The terminal adapter, Kontor's embedded default: `kontor local`.
//!
//! Input lines are `<user> <command>` (optionally `<user>#<chat> <command>` to play in another
//! chat); blank lines and `#` comments are skipped. Every delivery is printed with a prefix —
//! `[#chat]` for the channel, `[@user]` for a private message — images are written under the
//! output folder and announced as `[image] <path>`, buttons as `[buttons @<game>.<version>] …` (a
//! line `alice @<game>.<version> /play …` presses one), and each input line
//! ends with `[end]`.
//!
//! With a manual clock (`kontor local --manual-clock`), a line `/tick <duration>` (e.g. `/tick 12h`,
//! with or without a user in front) moves time forward; reminders and time-outs that fall due are
//! printed like any other delivery. Due reminders are also checked after every line.
//!
//! Posts come from the service's outbox: each is reported sent once it is printed and flushed. At
//! start the posts a killed run produced but never printed come first, after an `[outbox] …` line.

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use kontor_service::{
    ChatKey, Choice, Command, Delivery, Image, Input, ManualClock, Outbound, Service, UserKey, parse_duration,
};
use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use kontor_service::{Lang, t};

/// The platform name of local users and chats.
pub use crate::platforms::TERMINAL as PLATFORM;
/// How often the terminal looks for posts left in the outbox.
const OUTBOX_TICK: std::time::Duration = std::time::Duration::from_secs(5);
/// At the end of the input, how long the terminal waits for bots still thinking.
const BOTS_AT_END: std::time::Duration = std::time::Duration::from_secs(60);

/// The chat used when a line names none.
pub const DEFAULT_CHAT: &str = "local";

/// One parsed input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub user: String,
    pub chat: String,
    pub text: String,
    /// `@<game>.<version>` before the command: a button pressed on the board of that version
    /// (refused, like a stale button on a chat platform, once the game has moved on).
    pub pressed: Option<(u64, u64)>,
}

/// Parses `<user>[#chat] [@<game>.<version>] <text>`; `None` for blank lines and comments.
pub fn parse_line(line: &str) -> Option<Result<Line, String>> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let (who, text) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let (user, chat) = who.split_once('#').unwrap_or((who, DEFAULT_CHAT));
    if user.starts_with('/') {
        return Some(Err(t!(Lang::En, "bot-terminal-no-user", line = line)));
    }
    if text.trim().is_empty() {
        return Some(Err(t!(Lang::En, "bot-terminal-no-command", line = line)));
    }
    if user.is_empty() || chat.is_empty() {
        return Some(Err(t!(Lang::En, "bot-terminal-not-a-user", who = who)));
    }
    let mut text = text.trim();
    let mut pressed = None;
    if let Some(rest) = text.strip_prefix('@') {
        let (button, command) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
        let parsed = button.split_once('.').and_then(|(g, v)| Some((g.parse().ok()?, v.parse().ok()?)));
        let Some(button) = parsed.filter(|_| !command.trim().is_empty()) else {
            return Some(Err(t!(Lang::En, "bot-terminal-not-a-button", button = button)));
        };
        pressed = Some(button);
        text = command.trim();
    }
    Some(Ok(Line { user: user.to_string(), chat: chat.to_string(), text: text.to_string(), pressed }))
}

/// Reads lines until end of input, runs each through the service and prints the deliveries.
pub async fn run<R, W>(service: &Service, input: R, output: W, out_dir: &Path) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    run_with_clock(service, input, output, out_dir, None).await
}

/// [`run`] until `stop` resolves too: the line in hand is answered (and its posts printed)
/// first, then the terminal reads no more.
pub async fn run_until<R, W>(
    service: &Service,
    input: R,
    output: W,
    out_dir: &Path,
    stop: impl Future<Output = ()>,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    serve(service, (input, output), out_dir, None, stop).await
}

/// The time a `/tick` line asks for, if the line is one.
fn tick_of(line: &str) -> Option<&str> {
    let line = line.trim();
    let rest = line.strip_prefix("/tick").or_else(|| line.split_once(" /tick").map(|(_, r)| r))?;
    Some(rest.trim())
}

/// [`run`], with `/tick` lines moving `clock` when one is given.
pub async fn run_with_clock<R, W>(
    service: &Service,
    input: R,
    output: W,
    out_dir: &Path,
    clock: Option<&ManualClock>,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    serve(service, (input, output), out_dir, clock, std::future::pending()).await
}

/// The terminal's loop: reads lines until the input ends or `stop` resolves between two lines.
async fn serve<R, W>(
    service: &Service,
    (input, mut output): (R, W),
    out_dir: &Path,
    clock: Option<&ManualClock>,
    stop: impl Future<Output = ()>,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    let mut stop = std::pin::pin!(stop);
    service.serve(PLATFORM);
    std::fs::create_dir_all(out_dir).with_context(|| format!("creating {}", out_dir.display()))?;
    print_outbox(service, &mut output, out_dir, "from before the restart")?;
    let mut lines = input.lines();
    // Under `kontor run` the reminder task pushes reminders and time-outs while no line arrives.
    let mut pushed = service.subscribe();
    // Posts left unsent (by this process, or by one that stopped while it held them, when several
    // share a PostgreSQL database) are printed at the next look at the outbox.
    let mut outbox = tokio::time::interval(OUTBOX_TICK);
    outbox.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    outbox.tick().await;
    loop {
        let raw = tokio::select! {
            () = &mut stop => break,
            line = lines.next_line() => match line? {
                Some(raw) => raw,
                None => {
                    print_bots_moves(service, &mut pushed, &mut output, out_dir).await?;
                    break;
                }
            },
            _ = outbox.tick() => {
                print_outbox(service, &mut output, out_dir, "not sent before")?;
                continue;
            }
            Ok(post) = pushed.recv() => {
                print_pushed(service, &mut output, &post, out_dir)?;
                continue;
            }
        };
        if let Some(amount) = tick_of(&raw) {
            match (clock, parse_duration(amount)) {
                (Some(clock), Some(ms)) => {
                    clock.advance(ms);
                    writeln!(output, "[clock] +{amount}")?;
                }
                (None, _) => writeln!(output, "[error] {}", t!(Lang::En, "bot-terminal-tick-needs-clock"))?,
                (_, None) => {
                    writeln!(
                        output,
                        "[error] {}",
                        t!(Lang::En, "bot-terminal-not-a-duration", amount = amount)
                    )?;
                }
            }
            print_due(service, &mut output, out_dir).await?;
            writeln!(output, "[end]")?;
            continue;
        }
        let Some(parsed) = parse_line(&raw) else { continue };
        match parsed {
            Ok(line) => {
                let mut cmd = Command::text(
                    ChatKey::new(PLATFORM, &line.chat),
                    UserKey::new(PLATFORM, &line.user),
                    &line.user,
                    &line.text,
                );
                if let Some((game, version)) = line.pressed {
                    cmd.input = Input::Choice { game, version, text: line.text.clone() };
                }
                let posts = service.handle_outbound(cmd).await;
                print_posts(service, &mut output, &posts, out_dir)?;
            }
            Err(message) => writeln!(output, "[error] {}", plain(&message))?,
        }
        print_due(service, &mut output, out_dir).await?;
        writeln!(output, "[end]")?;
        output.flush()?;
    }
    Ok(())
}

/// At the end of the input: prints the moves of bots still thinking as they come, until none
/// thinks (or [`BOTS_AT_END`] passed), so a script's last move is answered in full.
async fn print_bots_moves(
    service: &Service,
    pushed: &mut tokio::sync::broadcast::Receiver<Outbound>,
    output: &mut impl Write,
    out_dir: &Path,
) -> anyhow::Result<()> {
    let deadline = std::time::Instant::now() + BOTS_AT_END;
    loop {
        // Read before the posts: a bot that stops thinking has pushed its move already.
        let idle = !service.bots_thinking();
        while let Ok(post) = pushed.try_recv() {
            print_pushed(service, output, &post, out_dir)?;
        }
        if idle || std::time::Instant::now() >= deadline {
            return Ok(());
        }
        // Real time even under a paused test clock: the bots think on threads of their own.
        tokio::task::spawn_blocking(|| std::thread::sleep(std::time::Duration::from_millis(20))).await?;
    }
}

/// Prints a post the service pushed (a reminder, a bot's move) if it is the terminal's and still
/// unsent (a look at the outbox may have printed it already).
fn print_pushed(
    service: &Service,
    output: &mut impl Write,
    post: &Outbound,
    out_dir: &Path,
) -> anyhow::Result<()> {
    if is_terminal(&post.delivery) && service.is_unsent(post) {
        print_delivery(output, &post.delivery, out_dir)?;
        writeln!(output, "[end]")?;
        output.flush()?;
        service.sent(post);
    }
    Ok(())
}

/// Whether a pushed delivery goes to a chat or user of the terminal.
fn is_terminal(delivery: &Delivery) -> bool {
    match delivery {
        Delivery::Channel { chat, .. } => chat.platform == PLATFORM,
        Delivery::Private { user, .. } => user.platform == PLATFORM,
    }
}

/// Prints the reminders and time-outs that are due now.
async fn print_due(service: &Service, output: &mut impl Write, out_dir: &Path) -> anyhow::Result<()> {
    let posts = service.process_due().await;
    print_posts(service, output, &posts, out_dir)
}

/// Prints posts and reports each sent once it is flushed out.
/// Prints the posts waiting in the outbox, if any, between an `[outbox] <n> posts <when>` line
/// and `[end]`.
fn print_outbox(
    service: &Service,
    output: &mut impl Write,
    out_dir: &Path,
    when: &str,
) -> anyhow::Result<()> {
    let unsent = service.unsent(PLATFORM);
    if !unsent.is_empty() {
        writeln!(output, "[outbox] {} posts {when}", unsent.len())?;
        print_posts(service, output, &unsent, out_dir)?;
        writeln!(output, "[end]")?;
        output.flush()?;
    }
    Ok(())
}

fn print_posts(
    service: &Service,
    output: &mut impl Write,
    posts: &[Outbound],
    out_dir: &Path,
) -> anyhow::Result<()> {
    for post in posts {
        print_delivery(output, &post.delivery, out_dir)?;
        output.flush()?;
        service.sent(post);
    }
    Ok(())
}

/// A service text as a terminal shows it: without the marks of emphasis (`**`) and code (`` ` ``)
/// that chat platforms draw.
#[must_use]
pub fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "")
}

/// Prints one delivery with its prefix, writing its image to disk.
pub fn print_delivery(output: &mut impl Write, delivery: &Delivery, out_dir: &Path) -> anyhow::Result<()> {
    let (prefix, mentions, choices) = match delivery {
        Delivery::Channel { chat, mentions, choices, .. } => {
            (format!("[#{}]", chat.id), mentions.as_slice(), choices)
        }
        Delivery::Private { user, choices, .. } => (format!("[@{}]", user.id), &[][..], choices),
    };
    if !mentions.is_empty() {
        let names: Vec<String> = mentions.iter().map(|u| format!("@{}", u.id)).collect();
        writeln!(output, "{prefix} {}", names.join(" "))?;
    }
    for line in plain(delivery.text()).lines() {
        writeln!(output, "{prefix} {line}")?;
    }
    if let Some(image) = delivery.image() {
        writeln!(output, "[image] {}", write_image(image, out_dir)?.display())?;
    }
    // A terminal shows no message to go back in: `/moves` with fewer entries is the way up.
    let shown: Vec<&Choice> = choices.iter().filter(|c| !c.is_back()).collect();
    if let Some(first) = shown.first() {
        let labels: Vec<&str> = shown.iter().map(|c| c.label.as_str()).collect();
        writeln!(output, "[buttons @{}.{}] {}", first.game, first.version, labels.join(" | "))?;
    }
    if let Delivery::Channel { page: Some(page), .. } = delivery {
        writeln!(output, "[web] {page}")?;
    }
    Ok(())
}

fn write_image(image: &Image, out_dir: &Path) -> anyhow::Result<PathBuf> {
    let path = out_dir.join(&image.name);
    std::fs::write(&path, image.png.as_slice()).with_context(|| format!("writing {}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::time::Duration;

    use kontor_service::ServiceConfig;

    use super::*;

    /// Under `kontor run` reminders come from the reminder task, not from a typed line: the
    /// terminal prints them while it waits for input.
    #[tokio::test]
    async fn pushed_reminders_are_printed_while_waiting_for_input() {
        let dir = tempfile::tempdir().unwrap();
        let store = kontor_storage::Store::open(dir.path().join("db")).unwrap();
        let clock = Arc::new(ManualClock::starting_at(1_767_603_600_000));
        let service =
            Service::new(store, ServiceConfig { images: false, ..ServiceConfig::default() }, clock.clone());
        for (user, text) in [("ann", "/new carthage players=2"), ("ben", "/join"), ("ann", "/start")] {
            let cmd =
                Command::text(ChatKey::new(PLATFORM, "local"), UserKey::new(PLATFORM, user), user, text);
            service.handle(cmd).await;
        }
        clock.advance(13 * 3_600_000);
        let (mut typing, input) = tokio::io::duplex(64);
        let reminders = {
            let service = service.clone();
            async move {
                tokio::time::sleep(Duration::from_millis(50)).await;
                let task = tokio::spawn(service.run_reminders());
                tokio::time::sleep(Duration::from_millis(300)).await;
                task.abort();
                use tokio::io::AsyncWriteExt;
                typing.shutdown().await.unwrap();
            }
        };
        let mut output = Vec::new();
        let out = dir.path().join("out");
        let input = tokio::io::BufReader::new(input);
        let (done, ()) = tokio::join!(run(&service, input, &mut output, &out), reminders);
        done.unwrap();
        let printed = String::from_utf8(output).unwrap();
        assert!(printed.contains("it is your move in Traders of Carthage"), "{printed}");
        assert!(printed.contains("[end]"), "{printed}");
    }

    #[test]
    fn lines_name_user_chat_and_command() {
        assert_eq!(parse_line("  # comment"), None);
        assert_eq!(parse_line(""), None);
        assert_eq!(
            parse_line("alice /new carthage players=3"),
            Some(Ok(Line {
                user: "alice".into(),
                chat: "local".into(),
                text: "/new carthage players=3".into(),
                pressed: None,
            }))
        );
        assert_eq!(parse_line("bob#room2 /join").unwrap().unwrap().chat, "room2");
        assert!(parse_line("alice").unwrap().is_err());
        let pressed = parse_line("bob @3.17 /play buy").unwrap().unwrap();
        assert_eq!((pressed.pressed, pressed.text.as_str()), (Some((3, 17)), "/play buy"));
        assert!(parse_line("bob @3 /play buy").unwrap().is_err());
        assert!(parse_line("bob @3.17").unwrap().is_err());
    }

    #[test]
    fn a_line_without_a_user_gets_the_hint() {
        let refused = parse_line("/new carthage").unwrap().unwrap_err();
        assert!(refused.contains("lines look like `alice /new carthage`"), "{refused}");
    }

    #[test]
    fn an_animated_replay_is_written_as_its_gif_and_named() {
        let dir = tempfile::tempdir().unwrap();
        let gif = include_bytes!("../tests/data/replay.gif");
        let image = Image {
            name: "game-7-replay.gif".into(),
            png: Arc::new(gif.to_vec()),
            source: kontor_service::Picture::Scores { game: 7 },
        };
        assert!(image.is_animation());
        let delivery = Delivery::Channel {
            chat: ChatKey::new(PLATFORM, "local"),
            text: "Replay of game 7".into(),
            image: Some(image),
            choices: vec![],
            mentions: vec![],
            page: None,
        };
        let mut printed = Vec::new();
        print_delivery(&mut printed, &delivery, dir.path()).unwrap();
        let path = dir.path().join("game-7-replay.gif");
        let printed = String::from_utf8(printed).unwrap();
        assert_eq!(printed, format!("[#local] Replay of game 7\n[image] {}\n", path.display()));
        assert_eq!(std::fs::read(&path).unwrap(), gif, "the GIF's bytes, unchanged");
    }
}

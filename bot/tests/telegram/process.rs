//! The real process: `kontor run` with Telegram enabled, against the fake Bot API (Telegram's
//! flood control on), killed with SIGKILL in the middle of a game and started again, then stopped
//! with SIGTERM.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use super::fake::{Call, FakeTelegram};

use super::{ANN, GROUP, ann_against_a_bot, open_against_a_bot};

fn start_process(config: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_kontor"))
        .arg("run")
        .arg("--config")
        .arg(config)
        .env_remove(kontor_bot::telegram::TOKEN_VAR)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// `kontor run` on a fresh fake Bot API (its configuration in `dir`), once it registered its menu,
/// with [`ann_against_a_bot`] in the group.
async fn kontor_run_with_a_game(dir: &Path) -> (FakeTelegram, std::path::PathBuf, Child) {
    let fake = FakeTelegram::start().await;
    let config = write_config(&fake, dir);
    let process = start_process(&config);
    fake.wait_for(|c| c.method == "setmycommands").await;
    ann_against_a_bot(&fake, GROUP).await;
    (fake, config, process)
}

fn boards(calls: &[Call]) -> Vec<String> {
    calls
        .iter()
        .filter(|c| c.method == "sendphoto" && !c.refused && c.chat() == Some(GROUP))
        .filter_map(Call::file_name)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kontor_run_plays_on_telegram_across_a_kill_and_stops_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, config, mut process) = kontor_run_with_a_game(dir.path()).await;
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    let (message, buttons) = fake.last_keyboard(ANN.0).expect("Ann's move buttons");

    // Ann presses a move and the process dies at once, whatever it was doing.
    let before = boards(&fake.calls()).len();
    let press = fake.press(ANN.0, message, ANN, &buttons[0]);
    tokio::time::sleep(Duration::from_millis(150)).await;
    process.kill().unwrap();
    process.wait().unwrap();

    // Started again: the press is handled (once), its board reaches the group.
    let mut process = start_process(&config);
    fake.handled(press).await;
    let after = |calls: &[Call]| boards(calls)[before..].to_vec();
    for _ in 0..200 {
        if !after(&fake.calls()).is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let posted = after(&fake.calls());
    assert!(!posted.is_empty(), "the move's board never came");
    // A board may be posted twice (sent, then killed before it was marked sent), but the move is
    // applied once: the versions posted only go up.
    let version =
        |name: &String| name.rsplit('v').next().and_then(|v| v.trim_end_matches(".png").parse::<u64>().ok());
    let mut versions: Vec<u64> = posted.iter().filter_map(version).collect();
    versions.dedup();
    assert!(versions.windows(2).all(|w| w[0] < w[1]), "{posted:?}");
    // The board that came may be the one resent from the outbox; Ann's next buttons follow the
    // press's own posts.
    for _ in 0..200 {
        if fake.last_keyboard(ANN.0).is_some_and(|(_, again)| again != buttons) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (_, again) = fake.last_keyboard(ANN.0).expect("Ann's next buttons");
    assert_ne!(again, buttons, "the game moved on");

    // SIGTERM: the process finishes what it handles and exits cleanly.
    let status = Command::new("kill").arg("-TERM").arg(process.id().to_string()).status().unwrap();
    assert!(status.success());
    let mut exited = None;
    for _ in 0..300 {
        if let Some(status) = process.try_wait().unwrap() {
            exited = Some(status);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let exited = exited.expect("kontor run did not stop on SIGTERM");
    assert!(exited.success(), "{exited:?}");
    // (A process started again does not know what its predecessor sent in the last second, so
    // flood control may refuse one post here; the 429 is waited out and the post still came.)
}

/// Killed with SIGKILL while a board is being uploaded: Telegram posts the upload that arrived in
/// full, and the process started again sends each photo at most once more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_during_a_board_upload_posts_it_again_at_most_once() {
    let dir = tempfile::tempdir().unwrap();
    let (fake, config, mut process) = kontor_run_with_a_game(dir.path()).await;
    let mark = fake.mark();
    fake.fail_next("sendphoto", super::fake::Fault::Slow(Duration::from_secs(2)));
    let start = fake.say(GROUP, ANN, "/start");
    // The board's upload has reached Telegram, which takes its time to answer: kill now.
    while fake.faults_left() > 0 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    process.kill().unwrap();
    process.wait().unwrap();

    let mut process = start_process(&config);
    fake.handled(start).await;
    for _ in 0..200 {
        if !boards(&fake.calls_since(mark)).is_empty() && fake.last_keyboard(ANN.0).is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    // Past the slow answer and the outbox's next round, so that a late post would be counted.
    tokio::time::sleep(Duration::from_secs(4)).await;
    let calls = fake.calls_since(mark);
    assert!(!boards(&calls).is_empty(), "the board never came: {calls:#?}");
    let photos: Vec<(Option<i64>, Option<String>)> = calls
        .iter()
        .filter(|c| c.method == "sendphoto" && !c.refused)
        .map(|c| (c.chat(), c.file_name()))
        .collect();
    for photo in &photos {
        let times = photos.iter().filter(|p| *p == photo).count();
        assert!(times <= 2, "{photo:?} posted {times} times: {calls:#?}");
    }
    let _ = process.kill();
    let _ = process.wait();
}

/// Writes the configuration of `kontor run` with Telegram on `fake` and its data in `dir/data`
/// (watched by the fake), and returns its path.
fn write_config(fake: &FakeTelegram, dir: &Path) -> std::path::PathBuf {
    write_config_with(fake, dir, "")
}

/// [`write_config`] with `extra` sections.
fn write_config_with(fake: &FakeTelegram, dir: &Path, extra: &str) -> std::path::PathBuf {
    let data = dir.join("data");
    let config = dir.join("config.toml");
    std::fs::write(
        &config,
        format!(
            "[storage]\ndata_dir = {data:?}\nbackup_every = \"off\"\n\n[terminal]\nenabled = false\n\n\
             [service]\nallow_seed = true\nmax_commands = 0\n\n[telegram]\nenabled = true\ntoken = \"123:PROCESS-TOKEN\"\napi_url = \"{}\"\n{extra}",
            fake.url
        ),
    )
    .unwrap();
    fake.watch_inbox(&data);
    config
}

/// A game played in the private chat with Kontor links its page as a Mini App (opened inside
/// Telegram); the fake refuses a Mini App button anywhere else or off HTTPS, as Telegram does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_game_opens_its_page_inside_telegram() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let pages = "https://kontor.example/k";
    let web = format!("\n[web]\nlisten = \"127.0.0.1:0\"\npublic_url = \"{pages}\"\n");
    let config = write_config_with(&fake, dir.path(), &web);
    let mut process = start_process(&config);
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    open_against_a_bot(&fake, ANN.0, 11).await;
    let mark = fake.mark();
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    let turn =
        fake.wait_for(|c| c.is_send() && c.chat() == Some(ANN.0) && c.text().contains("version")).await;
    let rows = turn.params["reply_markup"]["inline_keyboard"].as_array().cloned().unwrap_or_default();
    let mut buttons = rows.iter().filter_map(|row| row.as_array()).flatten();
    let app = buttons.find_map(|b| b.get("web_app")).expect("a Mini App button");
    let url = app["url"].as_str().unwrap();
    assert!(url.starts_with(&format!("{pages}/g/1-")), "{url}");
    assert!(fake.calls_since(mark).iter().all(|c| !c.refused), "Telegram took every call");
    let _ = process.kill();
    let _ = process.wait();
}

/// Whether a text reads as Polish: Polish letters that English texts never use.
fn polish(text: &str) -> bool {
    text.chars().any(|c| "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ".contains(c))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kontor_run_speaks_polish_to_a_new_user_whose_telegram_is_polish() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(&fake, dir.path());
    fake.set_language(ANN.0, "pl");
    let mut process = start_process(&config);

    // Both menus are registered, the Polish one described in Polish.
    fake.wait_for(|c| c.method == "setmycommands" && c.params["language_code"] == "pl").await;
    let menus = fake.menus();
    assert_eq!(menus.keys().collect::<Vec<_>>(), ["", "pl"]);
    assert!(menus["pl"].iter().any(|(c, d)| c == "hand" && d == "Twoja ręka, prywatnie"), "{menus:?}");

    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    let mark = fake.mark();
    open_against_a_bot(&fake, GROUP, 11).await;
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    let calls = fake.calls_since(mark);
    // The group nobody set a language for speaks its opener's; Ann's prompt is Polish.
    let opened = calls.iter().find(|c| c.is_send() && c.chat() == Some(GROUP)).expect("the opening");
    assert!(polish(&opened.text()), "{}", opened.text());
    let (message, _) = fake.last_keyboard(ANN.0).expect("Ann's move buttons");
    let prompt = fake.shown(ANN.0, message).expect("Ann's prompt");
    assert!(polish(&prompt.text), "{}", prompt.text);

    // The adapter's own answers too: a button that is not Kontor's.
    let mark = fake.mark();
    fake.handled(fake.press(ANN.0, message, ANN, "not-kontor")).await;
    let alert = fake.wait_for(|c| c.method == "answercallbackquery" && c.params.get("text").is_some()).await;
    assert!(fake.calls_since(mark).iter().any(|c| c.method == "answercallbackquery"));
    assert_eq!(alert.params["text"], "Ten przycisk nie należy do Kontora.");

    let _ = process.kill();
    let _ = process.wait();
}

/// A page address Telegram will not link to (a host without a domain) costs the turn posts their
/// button, never the posts: each is sent again without it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_address_telegram_refuses_costs_the_button_not_the_post() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let web = "\n[web]\nlisten = \"127.0.0.1:0\"\npublic_url = \"http://kontor-box:8090\"\n";
    let config = write_config_with(&fake, dir.path(), web);
    let mut process = start_process(&config);
    ann_against_a_bot(&fake, GROUP).await;
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    let turn = fake
        .wait_for(|c| c.is_send() && !c.refused && c.chat() == Some(GROUP) && c.text().contains("version"))
        .await;
    assert!(turn.params["reply_markup"].is_null(), "sent again without the button: {:?}", turn.params);
    let refused: Vec<Call> =
        fake.calls().into_iter().filter(|c| c.refused && c.chat() == Some(GROUP)).collect();
    assert!(!refused.is_empty(), "Telegram refused the button first");
    let _ = process.kill();
    let _ = process.wait();
}

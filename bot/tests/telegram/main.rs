//! The Telegram adapter against a fake Bot API on 127.0.0.1: a whole game of Traders of Carthage
//! between two users of one group, played by pressing buttons, across a restart of the adapter.

mod animation;
mod busy;
// Shared with the load bench (`benches/telegram_load.rs`), which uses more of it.
#[allow(dead_code)]
pub(crate) mod fake;
mod moderators;
mod process;
pub(crate) mod shared;
mod webhook;

use std::path::Path;
use std::time::Duration;

use fake::{BOT_NAME, Call, FakeTelegram};
use kontor_bot::telegram::{self, Options};
use kontor_service::Service;
use kontor_storage::Store;
use serde_json::json;
use teloxide::adaptors::throttle::Limits;
use tempfile::TempDir;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

const GROUP: i64 = -1001;
const ANN: (i64, &str) = (101, "Ann");
const BOB: (i64, &str) = (102, "Bob");

/// A running adapter and the way to stop it.
struct Running {
    stop: oneshot::Sender<()>,
    task: JoinHandle<anyhow::Result<()>>,
}

/// A fake Bot API and a fresh data folder with the service over it, with pictures or not, and
/// its store: what a test starts the adapter on.
async fn fresh(pictures: bool) -> (FakeTelegram, TempDir, Service, Store) {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let (service, store) = kontor_bot::cli::open_service(data.path(), pictures).unwrap();
    (fake, data, service, store)
}

/// [`fresh`], with the adapter [`start`]ed on it.
async fn started(pictures: bool) -> (FakeTelegram, TempDir, Service, Store, Running) {
    let (fake, data, service, store) = fresh(pictures).await;
    let adapter = start(&service, data.path(), &fake);
    (fake, data, service, store, adapter)
}

/// The adapter's options for the fake: its address, and a long poll of one second.
fn options(fake: &FakeTelegram) -> Options {
    let mut options = Options::new("123:TEST-TOKEN");
    options.api_url = Some(url::Url::parse(&fake.url).unwrap());
    options.poll_seconds = 1;
    options
}

/// Starts the adapter with generous sending limits on both sides (a game has many turns).
fn start(service: &Service, data: &Path, fake: &FakeTelegram) -> Running {
    let mut options = options(fake);
    fake.flood(None);
    options.limits = Limits {
        messages_per_sec_chat: 1000,
        messages_per_min_chat: 60_000,
        messages_per_min_channel_or_supergroup: 60_000,
        messages_per_sec_overall: 1000,
    };
    run(service, data, fake, options)
}

/// Starts the adapter with Telegram's own limits at the fake and the outbox tried every `retry`.
fn start_with_retry(service: &Service, data: &Path, fake: &FakeTelegram, retry: Duration) -> Running {
    let mut options = options(fake);
    options.outbox_retry = retry;
    run(service, data, fake, options)
}

/// Runs the adapter on the fake with `options` until it is stopped.
fn run(service: &Service, data: &Path, fake: &FakeTelegram, options: Options) -> Running {
    fake.watch_inbox(data);
    let (stop, stopped) = oneshot::channel();
    let task = tokio::spawn(telegram::run(service.clone(), data.to_path_buf(), options, async {
        let _ = stopped.await;
    }));
    Running { stop, task }
}

/// Ann opens a two-player game of Carthage dealt with `seed` in `group` and seats a bot opposite
/// her: the game waits for her `/start`.
async fn open_against_a_bot(fake: &FakeTelegram, group: i64, seed: u64) {
    fake.handled(fake.say(group, ANN, &format!("/new carthage players=2 seed={seed}"))).await;
    fake.handled(fake.say(group, ANN, "/addbot")).await;
}

/// Ann opens her private chat with the bot, then [`open_against_a_bot`] in `group` (seed 11).
async fn ann_against_a_bot(fake: &FakeTelegram, group: i64) {
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    open_against_a_bot(fake, group, 11).await;
}

impl Running {
    async fn stop(self) {
        let _ = self.stop.send(());
        tokio::time::timeout(Duration::from_secs(20), self.task).await.unwrap().unwrap().unwrap();
    }
}

/// The user mentioned in a group post, who must act.
fn mentioned(text: &str) -> Option<i64> {
    let start = text.find("tg://user?id=")? + "tg://user?id=".len();
    text[start..].split('"').next()?.parse().ok()
}

fn name_of(id: i64) -> (i64, &'static str) {
    if id == ANN.0 { ANN } else { BOB }
}

fn group_photos(calls: &[Call]) -> Vec<&Call> {
    calls.iter().filter(|c| c.method == "sendphoto" && c.chat() == Some(GROUP)).collect()
}

/// Asserts the calls hold a board photo for the group with what happened (as its caption, or as
/// the messages after it when too long for one), and returns the board and that text.
fn check_board(calls: &[Call]) -> (Call, String) {
    let at = calls
        .iter()
        .rposition(|c| {
            c.method == "sendphoto"
                && c.chat() == Some(GROUP)
                && c.file_name().is_some_and(|n| !n.contains("scores"))
        })
        .expect("a board");
    let board = &calls[at];
    let photo = &board.params["photo"];
    assert_eq!(photo["png"], json!(true), "{photo}");
    assert!(photo["size"].as_u64().unwrap() > 1000);
    assert!(board.text().chars().count() <= 1024);
    let mut text = board.text();
    for call in calls[at + 1..].iter().filter(|c| c.is_send() && c.chat() == Some(GROUP)) {
        text.push('\n');
        text.push_str(&call.text());
    }
    assert!(!text.trim().is_empty(), "the board comes with what happened");
    assert_eq!(
        calls[at..].iter().find(|c| !c.text().is_empty()).unwrap().params["parse_mode"],
        json!("HTML")
    );
    (board.clone(), text)
}

/// The last private post with buttons to `user`: a new message, or a turn prompt edited in place
/// (then its `message_id` is the edited message's).
fn keyboard_of(calls: &[Call], user: i64) -> Option<Call> {
    let shown = |c: &&Call| c.is_send() || (!c.refused && c.method == "editmessagetext");
    let call = calls.iter().rev().find(|c| shown(c) && c.chat() == Some(user) && !c.buttons().is_empty())?;
    let mut call = call.clone();
    call.message_id = call.message_id.or_else(|| call.params["message_id"].as_i64());
    Some(call)
}

fn answers(calls: &[Call]) -> Vec<&Call> {
    calls.iter().filter(|c| c.method == "answercallbackquery").collect()
}

fn alert(calls: &[Call]) -> String {
    let answer = answers(calls);
    assert_eq!(answer.len(), 1, "one answer per press: {calls:?}");
    assert_eq!(answer[0].params["show_alert"], json!(true), "{:?}", answer[0]);
    answer[0].params["text"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_buttons_across_a_restart() {
    let (fake, data, mut service, _) = fresh(true).await;
    let mut adapter = start(&service, data.path(), &fake);

    // The menu is registered, then Ann opens her private chat; Bob never does.
    let commands = fake.wait_for(|c| c.method == "setmycommands").await;
    let names: Vec<&str> = commands.params["commands"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["command"].as_str().unwrap())
        .collect();
    for name in ["new", "join", "start", "play", "moves", "hand", "help"] {
        assert!(names.contains(&name), "{names:?}");
    }
    // A Polish menu next to the default one: the same commands, described in Polish.
    fake.wait_for(|c| c.method == "setmycommands" && c.params["language_code"] == "pl").await;
    let menus = fake.menus();
    let (default, polish) = (&menus[""], &menus["pl"]);
    let commands = |menu: &Vec<(String, String)>| menu.iter().map(|(c, _)| c.clone()).collect::<Vec<_>>();
    assert_eq!(commands(default), commands(polish));
    let described = |menu: &Vec<(String, String)>, name: &str| {
        menu.iter().find(|(c, _)| c == name).map(|(_, d)| d.clone()).unwrap_or_default()
    };
    assert_eq!(described(default, "join"), "take a seat in this chat's game");
    assert_eq!(described(polish, "join"), "zajmij miejsce w grze tego czatu");
    assert_eq!(described(polish, "hand"), "Twoja ręka, prywatnie");
    let id = fake.say(ANN.0, ANN, "/start");
    fake.handled(id).await;

    fake.say(GROUP, ANN, "/new carthage players=2 seed=11");
    fake.say(GROUP, BOB, &format!("/join@{BOT_NAME}"));
    let calls = fake.calls_handling(|fake| fake.say(GROUP, ANN, "/start")).await;

    // Bob cannot be written to: the group gets a deep link for him, and no hand of his leaks.
    let link =
        calls.iter().find(|c| c.is_send() && c.chat() == Some(GROUP) && !c.links().is_empty()).expect("link");
    assert_eq!(link.links(), [format!("https://t.me/{BOT_NAME}?start=c{GROUP}")]);
    assert!(link.text().contains(&format!("tg://user?id={}", BOB.0)));
    assert!(calls.iter().filter(|c| c.chat() == Some(BOB.0)).all(|c| c.refused));

    // Bob follows the link: his hand arrives privately.
    let calls = fake.calls_handling(|fake| fake.say(BOB.0, BOB, &format!("/start c{GROUP}"))).await;
    assert!(
        calls.iter().any(|c| c.is_send()
            && c.chat() == Some(BOB.0)
            && c.file_name().is_some_and(|n| n.contains("hand"))),
        "{calls:#?}"
    );

    let (mut board, mut said) = check_board(&fake.calls());
    let mut turns = 0;
    let mut stale: Option<(i64, i64, String)> = None;
    let mut replayed = None;
    let mut actor = mentioned(&said).expect("the player to act is mentioned");
    while !said.contains("Game over") {
        turns += 1;
        assert!(turns < 500, "the game does not end");
        let other = if actor == ANN.0 { BOB } else { ANN };
        let prompt = keyboard_of(&fake.calls(), actor).expect("the player to act has buttons");
        let (message, button) = (prompt.message_id.unwrap(), prompt.buttons()[0].clone());
        assert!(button.len() <= 64 && button.starts_with('g'), "{button}");

        if turns % 7 == 1 {
            // A press by the player who is not to act is refused with an alert and changes nothing.
            let calls = fake
                .calls_handling(|fake| fake.press(GROUP, board.message_id.unwrap(), other, &button))
                .await;
            assert!(alert(&calls).contains("not your turn"), "{calls:?}");
            assert!(calls.iter().all(|c| !c.is_send()), "{calls:?}");
        }
        if let Some((chat, message, data)) = stale.take() {
            let calls = fake.calls_handling(|fake| fake.press(chat, message, name_of(chat), &data)).await;
            assert!(alert(&calls).contains("older board"), "{calls:?}");
            assert!(calls.iter().all(|c| !c.is_send()));
        }

        let mark = fake.mark();
        let id = fake.press(actor, message, name_of(actor), &button);
        fake.handled(id).await;
        let calls = fake.calls_since(mark);
        assert_eq!(answers(&calls).len(), 1);
        assert!(answers(&calls)[0].params.get("show_alert").is_none(), "{calls:?}");
        // The pressed keyboard is replaced once: removed, or edited into the next prompt in place.
        let edited = |c: &Call| {
            c.method == "editmessagetext"
                && c.params["message_id"].as_i64() == Some(message)
                && c.chat() == Some(actor)
                && !c.refused
        };
        let removed = calls.iter().any(|c| c.method == "editmessagereplymarkup" && c.chat() == Some(actor));
        assert!(removed != calls.iter().any(edited), "{calls:#?}");
        if group_photos(&calls).is_empty() {
            // A step inside the turn: the group hears nothing, the prompt is edited in place.
            assert!(calls.iter().any(edited), "{calls:#?}");
            assert!(calls.iter().all(|c| !c.is_send() || c.chat() != Some(GROUP)), "{calls:#?}");
        } else {
            (board, said) = check_board(&calls);
            if let Some(next) = mentioned(&said) {
                actor = next;
            }
        }
        if turns % 9 == 2 {
            stale = Some((actor, message, button.clone()));
        }

        if turns == 5 {
            // The same update delivered again is not applied again.
            let mark = fake.mark();
            replayed = Some(json!({"update_id": id, "callback_query": {
                "id": "again", "from": fake::user(actor, name_of(actor).1), "chat_instance": "ci", "data": button,
                "message": {"message_id": message, "date": 0, "chat": fake::chat(actor), "text": "…"}
            }}));
            fake.redeliver(replayed.clone().unwrap());
            let id = fake.say(GROUP, ANN, "/status");
            fake.handled(id).await;
            let calls = fake.calls_since(mark);
            assert!(group_photos(&calls).is_empty(), "{calls:?}");
            assert!(answers(&calls).is_empty());
        }
        if turns == 12 {
            // Restart the adapter and the service over the same data folder.
            adapter.stop().await;
            drop(service);
            service = kontor_bot::cli::service(data.path(), true).unwrap();
            adapter = start(&service, data.path(), &fake);
        }
    }
    assert!(turns > 20, "a whole game has more than {turns} turns");
    let calls = fake.calls();
    assert!(calls.iter().any(|c| c.file_name().is_some_and(|n| n.ends_with("-scores.png"))));
    // Hands and prompts only ever went to private chats.
    for call in calls.iter().filter(|c| c.is_send() || !c.refused && c.method == "editmessagemedia") {
        if call.file_name().is_some_and(|n| n.contains("-hand-")) || call.text().starts_with("Your turn") {
            assert!(call.chat().unwrap() > 0, "{call:?}");
        }
        if call.chat() == Some(GROUP) {
            // The final post's rematch button is the group's only one.
            let moves = call.buttons().into_iter().filter(|b| !b.contains(":/rematch")).count();
            assert_eq!(moves, 0, "no move buttons in the group: {call:?}");
        }
    }
    // Every press was answered.
    let presses = calls.iter().filter(|c| c.method == "answercallbackquery").count();
    assert!(presses >= turns);

    // Even with the adapter's files lost, the service applies a redelivered update only once.
    adapter.stop().await;
    std::fs::remove_file(data.path().join("telegram").join("state.json")).unwrap();
    std::fs::remove_file(data.path().join("telegram").join("inbox.json")).unwrap();
    let adapter = start(&service, data.path(), &fake);
    // Let the stopped adapter's last long poll run out at the fake, so it takes no update.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let mark = fake.mark();
    fake.redeliver(replayed.unwrap());
    let id = fake.say(GROUP, ANN, "/score");
    fake.handled(id).await;
    let calls = fake.calls_since(mark);
    assert!(group_photos(&calls).iter().all(|c| c.file_name().unwrap().contains("scores")), "{calls:?}");
    assert_eq!(answers(&calls).len(), 1, "the press is still answered");
    adapter.stop().await;
}

/// The posts of a command whose process died after the commit and before sending: the adapter
/// sends them when it starts again — the board to the group, the prompt privately.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_left_by_a_crash_go_out_when_the_adapter_starts() {
    use kontor_service::{ChatKey, Command, UserKey};

    let (fake, data, service, store, adapter) = started(true).await;
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    adapter.stop().await;

    // Committed, never sent: the process "dies" with the posts in hand.
    let ann = UserKey::new(telegram::PLATFORM, ANN.0.to_string());
    let group = ChatKey::new(telegram::PLATFORM, GROUP.to_string());
    for line in ["/new carthage players=2 seed=11", "/addbot", "/start"] {
        let posts = service.handle_outbound(Command::text(group.clone(), ann.clone(), ANN.1, line)).await;
        assert!(!posts.is_empty());
    }
    assert!(store.unsent_count() >= 4, "the posts wait in the outbox");
    assert!(fake.calls().iter().all(|c| c.chat() != Some(GROUP)), "nothing reached the group yet");

    let mark = fake.mark();
    let adapter = start(&service, data.path(), &fake);
    fake.wait_for(|c| c.method == "sendphoto" && c.chat() == Some(GROUP)).await;
    fake.wait_for(|c| c.is_send() && c.chat() == Some(ANN.0) && !c.buttons().is_empty()).await;
    let calls = fake.calls_since(mark);
    let opened = calls.iter().position(|c| c.chat() == Some(GROUP) && c.text().contains("opened a game"));
    let board = calls.iter().position(|c| c.method == "sendphoto" && c.chat() == Some(GROUP));
    assert!(opened.is_some() && opened < board, "oldest first: {calls:#?}");
    assert_eq!(calls.iter().filter(|c| c.method == "sendphoto" && c.chat() == Some(GROUP)).count(), 1);
    adapter.stop().await;
    assert_eq!(store.unsent_count(), 0);
}

/// A board refused with Telegram's (or its proxy's) 5xx, with flood control's 429, or whose
/// connection dropped, is tried again within about a second and goes out once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_refused_with_a_5xx_a_429_or_a_dropped_connection_is_sent_again() {
    use fake::Fault;
    for fault in [Fault::BadGatewayHtml, Fault::InternalJson, Fault::TooManyRequests(1), Fault::Dropped] {
        let (fake, data, service, store) = fresh(true).await;
        let adapter = start_with_retry(&service, data.path(), &fake, Duration::from_millis(500));
        ann_against_a_bot(&fake, GROUP).await;
        fake.fail_next("sendphoto", fault.clone());
        let mark = fake.mark();
        fake.handled(fake.say(GROUP, ANN, "/start")).await;
        let board = |c: &Call| c.method == "sendphoto" && c.chat() == Some(GROUP) && !c.refused;
        fake.wait_for(board).await;
        let calls = fake.calls_since(mark);
        let failed = calls.iter().filter(|c| c.method == "sendphoto" && c.refused).count();
        assert_eq!(failed, 1, "{fault:?}: {calls:#?}");
        assert_eq!(calls.iter().filter(|c| board(c)).count(), 1, "{fault:?}: sent once");
        // Tried again within a second or so of the refusal (the bound is 3 s), not after
        // teloxide's 10 s wait on a 5xx; both times are the fake's records of the two requests.
        let refused = calls.iter().find(|c| c.method == "sendphoto" && c.refused).unwrap().at;
        let delivered = calls.iter().find(|c| board(c)).unwrap().at;
        assert!(delivered - refused < Duration::from_secs(3), "{fault:?}: {:?}", delivered - refused);
        eprintln!("{fault:?}: the board again {} ms after the refusal", (delivered - refused).as_millis());
        tokio::time::sleep(Duration::from_millis(1200)).await;
        assert_eq!(fake.calls_since(mark).iter().filter(|c| board(c)).count(), 1, "{fault:?}: not again");
        assert_eq!(store.unsent_count(), 0);
        adapter.stop().await;
    }
}

/// A text or caption Telegram refuses as unparsable HTML is sent again as plain text (a 4xx is
/// otherwise final, and the post would be lost).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_refused_as_unparsable_html_is_sent_again_as_plain_text() {
    use fake::Fault;
    for method in ["sendmessage", "sendphoto"] {
        let (fake, _data, _service, store, adapter) = started(true).await;
        ann_against_a_bot(&fake, GROUP).await;
        fake.fail_next(method, Fault::CantParseEntities);
        let calls = fake.calls_handling(|fake| fake.say(GROUP, ANN, "/start")).await;
        let refused = calls.iter().find(|c| c.method == method && c.refused).expect("refused once");
        let again = calls
            .iter()
            .find(|c| c.method == method && !c.refused && c.chat() == refused.chat() && c.at >= refused.at)
            .unwrap_or_else(|| panic!("{method}: not sent again: {calls:#?}"));
        assert!(again.params.get("parse_mode").is_none(), "{method}: {again:?}");
        let text = again.text();
        assert!(!text.is_empty() && !text.contains('<') && !text.contains("&amp;"), "{method}: {text}");
        assert_eq!(store.unsent_count(), 0);
        adapter.stop().await;
    }
}

/// A reply longer than one message, full of `<`, `&` and code: every part is HTML that Telegram
/// parses (the fake refuses what Telegram refuses), and together they carry the whole answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_reply_full_of_markup_arrives_whole_in_valid_parts() {
    let (fake, _data, _service, _, adapter) = started(false).await;
    ann_against_a_bot(&fake, GROUP).await;
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    // 4,000 characters, as long as a user's message may be, that the answer repeats in code.
    let junk: String = "<b>&amp; `x` a<b ".chars().cycle().take(4_000 - 6).collect();
    let calls = fake.calls_handling(|fake| fake.say(GROUP, ANN, &format!("/play {junk}"))).await;
    let sends: Vec<&Call> = calls.iter().filter(|c| c.method == "sendmessage").collect();
    assert!(sends.iter().all(|c| !c.refused), "Telegram would refuse a part: {calls:#?}");
    assert!(sends.len() >= 2, "over 4,096 characters in one message: {calls:#?}");
    let shown: String = sends.iter().map(|c| c.text()).collect();
    assert!(shown.contains("is not a move"), "{shown}");
    assert!(shown.matches("&lt;b&gt;&amp;amp;").count() > 200, "the whole text arrives");
    adapter.stop().await;
}

/// An upload Telegram answers after 20 seconds (longer than teloxide's default client timeout of
/// 17 s) is sent once: the adapter waits for the answer instead of giving up and sending again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_answer_to_a_board_upload_posts_it_once() {
    let (fake, _data, _service, store, adapter) = started(true).await;
    ann_against_a_bot(&fake, GROUP).await;
    fake.fail_next("sendphoto", fake::Fault::Slow(Duration::from_secs(20)));
    let calls = fake.calls_handling(|fake| fake.say(GROUP, ANN, "/start")).await;
    let boards: Vec<&Call> =
        calls.iter().filter(|c| c.method == "sendphoto" && c.chat() == Some(GROUP)).collect();
    assert_eq!(boards.len(), 1, "{calls:#?}");
    assert!(!boards[0].refused);
    assert_eq!(store.unsent_count(), 0);
    adapter.stop().await;
}

/// A command from an anonymous group admin (sent by Telegram as @GroupAnonymousBot with the group
/// as `sender_chat`) gets an explanation in the group instead of silence, and seats nobody.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anonymous_admin_is_told_to_post_as_themselves() {
    let (fake, _data, _service, store, adapter) = started(false).await;
    let mark = fake.mark();
    let id = fake.push(
        "message",
        json!({
            "message_id": 7, "date": 0, "chat": fake::chat(GROUP),
            "from": {"id": 1_087_968_824, "is_bot": true, "first_name": "Group", "username": "GroupAnonymousBot"},
            "sender_chat": fake::chat(GROUP),
            "text": "/new carthage players=2",
            "entities": [{"type": "bot_command", "offset": 0, "length": 4}]
        }),
    );
    fake.handled(id).await;
    let calls = fake.calls_since(mark);
    let answer =
        calls.iter().find(|c| c.is_send() && c.chat() == Some(GROUP)).expect("an answer in the group");
    assert!(answer.text().contains("Post as yourself to play"), "{}", answer.text());
    assert_eq!(
        store.game_in_chat(&kontor_service::ChatKey::new("telegram", GROUP.to_string())).unwrap(),
        None
    );
    adapter.stop().await;
}

/// A basic group upgraded to a supergroup keeps its game: when Telegram's service messages arrive,
/// and when it does not announce the upgrade and a board sent to the old id is refused with
/// `migrate_to_chat_id` (the board goes to the new id, once).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_upgraded_to_a_supergroup_keeps_its_game() {
    use kontor_service::ChatKey;
    let key = |id: i64| ChatKey::new(telegram::PLATFORM, id.to_string());
    for announced in [true, false] {
        let (old, new) = (-500_i64, -1_000_000_500_i64);
        let (fake, _data, _service, store, adapter) = started(false).await;
        ann_against_a_bot(&fake, old).await;
        fake.handled(fake.say(old, ANN, "/start")).await;
        let game = store.game_in_chat(&key(old)).unwrap().expect("a game");
        let last = fake.migrate(old, new, announced);
        if let Some(id) = last {
            fake.handled(id).await;
            assert_eq!(store.game_in_chat(&key(new)).unwrap(), Some(game), "announced");
        }
        // Ann moves by a button in her private chat: the group's post goes to the new id.
        let prompt = keyboard_of(&fake.calls(), ANN.0).expect("Ann has buttons");
        let calls = fake
            .calls_handling(|fake| fake.press(ANN.0, prompt.message_id.unwrap(), ANN, &prompt.buttons()[0]))
            .await;
        let to_new = calls.iter().filter(|c| c.is_send() && c.chat() == Some(new)).count();
        assert!(to_new >= 1, "announced {announced}: {calls:#?}");
        assert_eq!(store.game_in_chat(&key(new)).unwrap(), Some(game));
        assert_eq!(store.game_in_chat(&key(old)).unwrap(), None);
        let calls = fake.calls_handling(|fake| fake.say(new, ANN, "/status")).await;
        assert!(
            calls
                .iter()
                .any(|c| c.is_send() && c.chat() == Some(new) && c.text().contains(&format!("#{game}"))),
            "{calls:#?}"
        );
        assert_eq!(store.unsent_count(), 0);
        adapter.stop().await;
    }
}

/// The callback buttons of a keyboard as `(label, data)`.
fn buttons_of(markup: &serde_json::Value) -> Vec<(String, String)> {
    let rows = markup["inline_keyboard"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .filter_map(|r| r.as_array())
        .flatten()
        .filter_map(|b| Some((b["text"].as_str()?.to_string(), b["callback_data"].as_str()?.to_string())))
        .collect()
}

/// Plays a whole game of `game` for Ann against bots by pressing through her private move menus
/// only: a level opens in place of the pressed message (an edit of that message, no new one), with
/// a *Back* below the first level; a move is a leaf. A move inside her turn posts nothing to the
/// group and edits her prompt in place; a move that ends it posts one board. Returns Ann's moves,
/// the widest level and the moves she made inside a turn.
/// What pressing through a game's menus showed.
#[derive(Default)]
struct Pressed {
    moves: usize,
    /// The most entries on one level.
    widest: usize,
    /// Moves inside a turn (the channel heard nothing).
    inside: usize,
    /// Hand pictures replaced in place (`editMessageMedia`) inside a turn.
    hands_replaced: usize,
}

/// Ann presses through the menus of `game` (with bots in the other seats) until it ends, or for
/// `at_most` moves.
async fn press_a_whole_game(
    game: &str,
    players: usize,
    seed: u64,
    pictures: bool,
    at_most: usize,
) -> Pressed {
    let (fake, _data, _service, _, adapter) = started(pictures).await;
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    fake.handled(fake.say(GROUP, ANN, &format!("/new {game} players={players} seed={seed}"))).await;
    for _ in 1..players {
        fake.handled(fake.say(GROUP, ANN, "/addbot")).await;
    }
    let mut mark = fake.mark();
    fake.handled(fake.say(GROUP, ANN, "/start")).await;
    let mut state = seed;
    let mut rng = move || {
        state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let mut pressed = Pressed::default();
    let Pressed { moves, widest, inside, hands_replaced } = &mut pressed;
    while *moves < at_most {
        let calls = fake.calls_since(mark);
        if calls.iter().any(|c| c.is_send() && c.chat() == Some(GROUP) && c.text().contains("Game over")) {
            break;
        }
        assert!(*moves < 3_000, "{game}: no end after {moves} moves");
        let prompt = keyboard_of(&calls, ANN.0).unwrap_or_else(|| panic!("{game}: Ann's menu: {calls:#?}"));
        let message = prompt.message_id.unwrap();
        let mut depth = 0;
        loop {
            let shown = fake.shown(ANN.0, message).unwrap();
            let buttons = buttons_of(&shown.markup);
            let (back, entries): (Vec<_>, Vec<_>) =
                buttons.into_iter().partition(|(l, _)| l.starts_with('◀'));
            assert_eq!(back.len(), usize::from(depth > 0), "{game}: Back below the first level only");
            *widest = (*widest).max(entries.len());
            let (_, data) = if depth > 0 && rng().is_multiple_of(9) {
                back[0].clone()
            } else {
                entries[rng() % entries.len()].clone()
            };
            assert!(data.len() <= 64, "{data}");
            let level = data.split_once(':').is_some_and(|(_, what)| what.starts_with('m'));
            mark = fake.mark();
            fake.handled(fake.press(ANN.0, message, ANN, &data)).await;
            let calls = fake.calls_since(mark);
            assert_eq!(answers(&calls).len(), 1, "{calls:#?}");
            assert!(answers(&calls)[0].params.get("show_alert").is_none(), "{calls:#?}");
            if !level {
                let to = |chat: i64| calls.iter().filter(move |c| c.is_send() && c.chat() == Some(chat));
                if to(GROUP).count() == 0 {
                    // Inside her turn: the channel hears nothing, her prompt is edited in place.
                    let menus = to(ANN.0).filter(|c| !c.buttons().is_empty()).count();
                    assert_eq!(menus, 0, "{game}: a new menu inside the turn: {calls:#?}");
                    // Her hand, when it changed, is replaced in its message, not sent again.
                    let photos = to(ANN.0).filter(|c| c.method == "sendphoto").count();
                    assert_eq!(photos, 0, "{game}: a new picture inside the turn: {calls:#?}");
                    let replaced = |c: &&Call| !c.refused && c.method == "editmessagemedia";
                    *hands_replaced +=
                        calls.iter().filter(replaced).filter(|c| c.chat() == Some(ANN.0)).count();
                    *inside += 1;
                } else {
                    let boards =
                        group_photos(&calls).iter().filter(|c| !c.text().contains("Final scores")).count();
                    assert!(boards <= 1, "{game}: {boards} boards for one turn: {calls:#?}");
                }
                break;
            }
            // The pressed message itself shows the next level: edited, nothing sent.
            assert!(calls.iter().all(|c| !c.is_send()), "{game}: {calls:#?}");
            let edited = calls.iter().any(|c| {
                !c.refused
                    && c.method.starts_with("editmessage")
                    && c.params["message_id"].as_i64() == Some(message)
            });
            assert!(edited, "{game}: {calls:#?}");
            depth = if back.iter().any(|(_, d)| *d == data) { depth - 1 } else { depth + 1 };
            assert!(depth < 3, "{game}: a move deeper than three levels");
        }
        *moves += 1;
    }
    adapter.stop().await;
    pressed
}

/// A whole game by pressing through the menus (Carthage with pictures: its prompts are photos
/// whose captions cannot be edited as text).
async fn a_whole_game_by_menu(game: &str, players: usize, seed: u64) {
    let Pressed { moves, widest, inside, .. } =
        press_a_whole_game(game, players, seed, game == "carthage", usize::MAX).await;
    crate::menus::check_a_whole_game(game, moves, widest, inside);
}

test_each! { a_whole_game_by_menu:
    a_whole_carthage_game_by_pressing_through_the_menus("carthage", 2, 3);
    a_whole_el_dorado_game_by_pressing_through_the_menus("el-dorado", 2, 4);
    a_whole_thurn_und_taxis_game_by_pressing_through_the_menus("thurn-taxis", 2, 5);
    a_whole_hansa_game_by_pressing_through_the_menus("hansa", 3, 6);
}

/// Inside a Hansa turn, with pictures on, the player's hand picture changes with each action: it
/// is replaced in its message (`editMessageMedia`), and only a new turn brings a new one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hansa_turn_replaces_the_hand_picture_in_place() {
    let Pressed { moves, inside, hands_replaced, .. } = press_a_whole_game("hansa", 2, 6, true, 12).await;
    assert_eq!(moves, 12);
    assert!(inside >= 4, "{inside} of {moves} moves inside a turn");
    // Not every action changes her hand (a move of her own pieces, a displacement elsewhere);
    // those that did replaced it, since no picture was sent inside a turn.
    assert!(hands_replaced >= 1, "{hands_replaced} hands replaced over {inside} moves inside a turn");
}

/// Each topic of a forum supergroup is a chat of its own: a game opened in one topic is answered,
/// dealt and reminded there (`message_thread_id`), and another topic can hold a game of its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_forum_topic_holds_its_own_game_and_is_answered_there() {
    const FORUM: i64 = -1_000_000_777;
    let (fake, _data, _service, store, adapter) = started(false).await;
    fake.handled(fake.say(ANN.0, ANN, "/start")).await;
    for (topic, seed) in [(45, 11), (46, 12)] {
        let mark = fake.mark();
        fake.handled(fake.say_in_topic(FORUM, topic, ANN, &format!("/new carthage players=2 seed={seed}")))
            .await;
        fake.handled(fake.say_in_topic(FORUM, topic, ANN, "/addbot")).await;
        fake.handled(fake.say_in_topic(FORUM, topic, ANN, "/start")).await;
        let calls = fake.calls_since(mark);
        let in_forum: Vec<&Call> = calls.iter().filter(|c| c.is_send() && c.chat() == Some(FORUM)).collect();
        assert!(in_forum.len() >= 3, "{calls:#?}");
        for call in &in_forum {
            assert_eq!(call.params["message_thread_id"].as_i64(), Some(topic), "{call:#?}");
        }
        assert!(calls.iter().all(|c| !c.refused), "{calls:#?}");
    }
    let games: Vec<_> = [45, 46]
        .iter()
        .map(|t| {
            let key = kontor_service::ChatKey::new(telegram::PLATFORM, format!("{FORUM}/{t}"));
            store.game_in_chat(&key).unwrap().expect("a game in each topic")
        })
        .collect();
    assert_ne!(games[0], games[1]);
    // The forum's General topic has no game.
    let general = kontor_service::ChatKey::new(telegram::PLATFORM, FORUM.to_string());
    assert_eq!(store.game_in_chat(&general).unwrap(), None);
    // Ann moves by a button in her private chat: the board goes to the game's topic.
    let prompt = keyboard_of(&fake.calls(), ANN.0).expect("Ann has buttons");
    let calls = fake
        .calls_handling(|fake| fake.press(ANN.0, prompt.message_id.unwrap(), ANN, &prompt.buttons()[0]))
        .await;
    let game: u64 = prompt.buttons()[0][1..].split('v').next().unwrap().parse().unwrap();
    let topic = if game == games[0] { 45 } else { 46 };
    let boards: Vec<&Call> = calls.iter().filter(|c| c.is_send() && c.chat() == Some(FORUM)).collect();
    assert!(!boards.is_empty(), "{calls:#?}");
    assert!(boards.iter().all(|c| c.params["message_thread_id"].as_i64() == Some(topic)), "{boards:#?}");
    adapter.stop().await;
}

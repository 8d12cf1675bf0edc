//! Issue #65 end to end: one table across Discord and Telegram. The real `kontor run` talks to the
//! fake Discord gateway and REST API and to the fake Bot API at once; a Discord channel and a
//! Telegram group are bridged with a code and play a whole game of Carthage, alice from Discord
//! (menus, and once a slash `/play`) and Tom from Telegram (buttons in his private chat). Each
//! home shows every turn's board; hands reach only their owners; a storm of 502s at Telegram does
//! not hold up the Discord posts. Then the same with two processes on one PostgreSQL database
//! (one serving Discord, one Telegram, without pictures: each home's turn posts are compared) and
//! Tom linked across both platforms: his hand arrives once, on Telegram, where he joined from.

use std::collections::BTreeSet;
use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::live::{Kontor, until};
use super::{ALICE, CHANNEL, Discord, channel_posts, menu_entries, opens_level};
use crate::discord::fake::{APP, DM_OFFSET, GUILD, TOKEN};
use crate::telegram::fake::{Call as TgCall, FakeTelegram, Fault};

/// The Telegram group bridged with the Discord channel, and Tom, its administrator.
const GROUP: i64 = -1_002;
const TOM: (i64, &str) = (201, "Tom");
/// Tom's own Discord account (the linked case).
const TOM_ON_DISCORD: u64 = 33;

/// Where `kontor run` keeps its games: sled in its data folder, or a PostgreSQL schema shared by
/// two processes.
enum Storage {
    Sled,
    Shared { url: String, schema: String },
}

/// Writes the configuration `name` of a process in `dir`: Discord, Telegram or both on the fakes.
fn config(dir: &Path, name: &str, storage: &Storage, discord: Option<&str>, telegram: Option<&str>) {
    let data = dir.join(format!("{name}-data"));
    let mut text = format!("[storage]\ndata_dir = {data:?}\nbackup_every = \"off\"\n");
    if let Storage::Shared { url, schema } = storage {
        text.push_str(&format!("url = \"{url}\"\nschema = \"{schema}\"\nlease = \"3s\"\n"));
    }
    // The game on two processes is checked by its posts; the game on one process by its pictures
    // too (drawing them twice over would only cost the suite time).
    let images = matches!(storage, Storage::Sled);
    text.push_str(&format!(
        "\n[terminal]\nenabled = false\n\n[service]\nallow_seed = true\nmax_commands = 0\nimages = {images}\n"
    ));
    if let Some(url) = discord {
        text.push_str(&format!(
            "\n[discord]\nenabled = true\ntoken = {TOKEN:?}\napi_url = {url:?}\nguild_id = {GUILD}\n"
        ));
    }
    if let Some(url) = telegram {
        // The fake's flood control is off too: a whole game in a few minutes.
        text.push_str(&format!(
            "\n[telegram]\nenabled = true\ntoken = \"123:BRIDGE-TOKEN\"\napi_url = \"{url}\"\nunthrottled = true\n"
        ));
    }
    // Turn posts link to the game's page: both fakes check the buttons as their platforms do.
    text.push_str(&format!("\n[web]\nlisten = \"127.0.0.1:0\"\npublic_url = \"{PAGES}\"\n"));
    std::fs::write(dir.join(format!("{name}.toml")), text).unwrap();
}

/// Where the games' pages are said to be (nothing is fetched from it).
const PAGES: &str = "https://kontor.example/play";

/// The page addresses of the buttons of `components` (Discord) or of an inline keyboard
/// (Telegram): link buttons' `url`.
fn links(rows: &Value) -> Vec<String> {
    let buttons = rows.as_array().into_iter().flatten().flat_map(|row| {
        let inner = row.get("components").unwrap_or(row);
        inner.as_array().cloned().unwrap_or_default()
    });
    buttons.filter_map(|b| b["url"].as_str().map(String::from)).collect()
}

/// Both fakes, and what the test reads from them.
struct Homes {
    discord: Discord,
    telegram: FakeTelegram,
}

/// A code as Kontor shows it (`K7Q2-M9XD`) in `text`.
fn code_in(text: &str) -> Option<String> {
    let letters = |s: &str| s.len() == 4 && s.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    text.split(|c: char| !c.is_ascii_alphanumeric() && c != '-')
        .find(|w| w.len() == 9 && w.as_bytes()[4] == b'-' && letters(&w[..4]) && letters(&w[5..]))
        .map(String::from)
}

/// The user a Telegram group post mentions first.
fn mentioned(text: &str) -> Option<i64> {
    let start = text.find("tg://user?id=")? + "tg://user?id=".len();
    text[start..].split('"').next()?.parse().ok()
}

/// The game version a turn post names: `… (game #1, version 12).` (Polish: `wersja`).
fn version_in(text: &str) -> Option<u64> {
    let at = text.rfind("version ")? + "version ".len();
    text[at..].split(|c: char| !c.is_ascii_digit()).next()?.parse().ok()
}

/// Board pictures (not hands, not scores) among file names.
fn is_board(name: &str) -> bool {
    name.starts_with("game-") && !name.contains("hand") && name.ends_with(".png")
}

impl Homes {
    fn group_sends(&self) -> Vec<TgCall> {
        self.telegram.calls().into_iter().filter(|c| c.is_send() && c.chat() == Some(GROUP)).collect()
    }

    /// Board names each home received so far: (Discord channel, Telegram group).
    fn boards(&self) -> (BTreeSet<String>, BTreeSet<String>) {
        let calls = self.discord.fake.calls();
        let discord =
            channel_posts(&calls).iter().flat_map(|c| c.files.iter().map(|f| f.0.clone())).collect();
        let telegram = self.group_sends().iter().filter_map(TgCall::file_name).collect();
        let only = |names: BTreeSet<String>| names.into_iter().filter(|n| is_board(n)).collect();
        (only(discord), only(telegram))
    }

    /// The game versions each home's turn posts named so far ("… (game #1, version 12)"):
    /// (Discord channel, Telegram group).
    fn turns(&self) -> (BTreeSet<u64>, BTreeSet<u64>) {
        let calls = self.discord.fake.calls();
        let discord =
            channel_posts(&calls).iter().filter_map(|c| version_in(c.json["content"].as_str()?)).collect();
        let telegram = self.group_sends().iter().filter_map(|c| version_in(&c.text())).collect();
        (discord, telegram)
    }

    /// The page addresses the turn posts of each home link to: (Discord channel, Telegram group).
    fn pages(&self) -> (BTreeSet<String>, BTreeSet<String>) {
        let calls = self.discord.fake.calls();
        let turn = |text: &str| version_in(text).is_some();
        let discord: Vec<Vec<String>> = channel_posts(&calls)
            .iter()
            .filter(|c| turn(c.json["content"].as_str().unwrap_or("")))
            .map(|c| links(&c.json["components"]))
            .collect();
        let telegram: Vec<Vec<String>> = self
            .group_sends()
            .iter()
            .filter(|c| turn(&c.text()))
            .map(|c| links(&c.params["reply_markup"]["inline_keyboard"]))
            .collect();
        for (home, posts) in [("Discord", &discord), ("Telegram", &telegram)] {
            assert!(
                posts.iter().all(|links| links.len() == 1),
                "a {home} turn post without its page: {posts:?}"
            );
        }
        (discord.into_iter().flatten().collect(), telegram.into_iter().flatten().collect())
    }

    /// Where each fake's calls stand: what a move's effects are counted from.
    fn mark(&self) -> (usize, usize) {
        (self.discord.fake.count(), self.telegram.calls().len())
    }

    /// Waits for what a move made since `mark`: a prompt for whoever acts next (a new or edited
    /// message with a move menu, on either platform) or the end of the game; then for both homes
    /// to show the same boards.
    async fn next(&self, (discord, telegram): (usize, usize), what: &str) {
        until(&format!("a prompt after {what}"), 60, || {
            let tom = self.telegram.calls()[telegram..].iter().any(|c| {
                let shown = c.is_send() || (!c.refused && c.method == "editmessagetext");
                shown && c.chat() == Some(TOM.0) && !c.buttons().is_empty()
            });
            let alice = self.discord.fake.calls()[discord..].iter().any(|c| {
                self.discord.private_to(c) == Some(ALICE) && !menu_entries(&c.json["components"]).0.is_empty()
            });
            tom || alice || self.over()
        })
        .await;
        self.in_step(what).await;
    }

    /// Waits until both homes show the same turn posts and the same boards.
    async fn in_step(&self, what: &str) {
        until(&format!("both homes to show the turns and boards after {what}"), 60, || {
            let ((discord, telegram), (on_discord, on_telegram)) = (self.boards(), self.turns());
            discord == telegram && on_discord == on_telegram
        })
        .await;
    }

    /// Whether both homes said the game is over.
    fn over(&self) -> bool {
        let calls = self.discord.fake.calls();
        let on_discord = channel_posts(&calls)
            .iter()
            .any(|c| c.json["content"].as_str().unwrap_or("").contains("Game over"));
        on_discord && self.group_sends().iter().any(|c| c.text().contains("Game over"))
    }

    /// Whether the group's last turn post (a board's caption, or a text) mentions Tom.
    fn toms_turn(&self) -> bool {
        let sends = self.group_sends();
        let Some(turn) = sends.iter().rev().find(|c| version_in(&c.text()).is_some()) else { return false };
        mentioned(&turn.text()) == Some(TOM.0)
    }

    /// The newest private message to Discord user `user` with a move menu: its components and
    /// the channel a click on it comes from (a DM, or the game's channel for an ephemeral answer).
    fn prompt_of(&self, user: u64) -> Option<(Value, u64)> {
        let calls = self.discord.fake.calls();
        let call = calls.iter().rev().find(|c| {
            self.discord.private_to(c) == Some(user) && !menu_entries(&c.json["components"]).0.is_empty()
        })?;
        let dm = call.path.starts_with("/api/v10/channels/");
        Some((call.json["components"].clone(), if dm { DM_OFFSET + user } else { CHANNEL }))
    }

    /// alice plays the first move of her newest menu, opening levels as needed.
    async fn alice_clicks(&self) -> Vec<super::fake::Call> {
        let (mut components, channel) = self.prompt_of(ALICE).expect("alice's move menu");
        for _ in 0..4 {
            let (entries, _) = menu_entries(&components);
            let entry = entries.iter().find(|e| !opens_level(e)).or(entries.first()).cloned().unwrap();
            let click = self.discord.click_json(ALICE, channel, &entry.0, entry.1.clone());
            let calls = self.answered(click).await;
            if !opens_level(&entry) {
                return calls;
            }
            components = calls[0].json["data"]["components"].clone();
        }
        panic!("a move deeper than four levels");
    }

    /// Sends an interaction over the gateway and returns the calls until Kontor answered it (an
    /// `UPDATE_MESSAGE` callback, or a callback and a request on its token). Unlike
    /// `over_gateway` it does not wait for quiet: [`Homes::next`] waits for what the move made.
    async fn answered(&self, interaction: Value) -> Vec<super::fake::Call> {
        let before = self.discord.fake.count();
        let (id, token) = (
            interaction["id"].as_str().unwrap().to_string(),
            interaction["token"].as_str().unwrap().to_string(),
        );
        self.discord.fake.gateway.dispatch("INTERACTION_CREATE", interaction);
        let callback = format!("/api/v10/interactions/{id}/{token}/callback");
        let on_token = format!("/api/v10/webhooks/{APP}/{token}");
        let done = |calls: &[super::fake::Call]| {
            let updated = calls.iter().any(|c| c.path == callback && c.json["type"] == 7);
            let acked = calls.iter().any(|c| c.path == callback);
            // The answer's last request: its follow-ups, or the removal of the "thinking" note.
            updated || (acked && calls.iter().any(|c| c.path.starts_with(&on_token)))
        };
        until(&format!("an answer to interaction {id}"), 60, || done(&self.discord.fake.calls()[before..]))
            .await;
        // The channel post of the move goes out before the private answer that ends it.
        tokio::time::sleep(Duration::from_millis(50)).await;
        self.discord.fake.calls()[before..].to_vec()
    }

    /// alice plays by the slash command `/play`, the move picked from its autocomplete.
    async fn alice_types_a_move(&self) {
        let mut ask = self.discord.slash_json(ALICE, "play", json!([]));
        ask["type"] = json!(4);
        ask["data"]["options"] = json!([{"name": "move", "type": 3, "value": "", "focused": true}]);
        let callback = format!(
            "/api/v10/interactions/{}/{}/callback",
            ask["id"].as_str().unwrap(),
            ask["token"].as_str().unwrap()
        );
        self.discord.fake.gateway.dispatch("INTERACTION_CREATE", ask);
        until("the autocomplete", 30, || self.discord.fake.calls().iter().any(|c| c.path == callback)).await;
        let calls = self.discord.fake.calls();
        let suggested = calls.iter().find(|c| c.path == callback).unwrap();
        let notation =
            suggested.json["data"]["choices"][0]["value"].as_str().expect("a legal move").to_string();
        let play = json!([{"name": "move", "type": 3, "value": notation}]);
        self.discord.over_gateway(self.discord.slash_json(ALICE, "play", play)).await;
    }

    /// Tom presses the first button of his newest prompt in his private chat.
    async fn tom_presses(&self) {
        let calls = self.telegram.calls();
        let shown = |c: &&TgCall| c.is_send() || (!c.refused && c.method == "editmessagetext");
        let prompt = calls
            .iter()
            .rev()
            .find(|c| shown(c) && c.chat() == Some(TOM.0) && !c.buttons().is_empty())
            .expect("Tom's buttons");
        let message = prompt.message_id.or_else(|| prompt.params["message_id"].as_i64()).unwrap();
        let id = self.telegram.press(TOM.0, message, TOM, &prompt.buttons()[0]);
        self.telegram.handled(id).await;
    }

    /// A Discord slash command by `user` (a moderator when `moderator`), answered.
    async fn slash(&self, user: u64, name: &str, options: Value) -> Vec<super::fake::Call> {
        self.discord.over_gateway(self.discord.slash_json(user, name, options)).await
    }

    /// Tom types `text` in `chat`, handled.
    async fn tom_says(&self, chat: i64, text: &str) {
        self.telegram.handled(self.telegram.say(chat, TOM, text)).await;
    }
}

/// The text of the follow-ups to an interaction (its private answers).
fn answered(calls: &[super::fake::Call]) -> String {
    calls
        .iter()
        .filter(|c| c.path.starts_with("/api/v10/webhooks/"))
        .map(|c| c.json["content"].as_str().unwrap_or("").to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The bridge, then a whole game opened on Telegram, joined from Discord, played to its end.
async fn play_a_bridged_game(homes: &Homes, pictures: bool) {
    let (discord, telegram) = (&homes.discord, &homes.telegram);
    // A moderator of the Discord channel asks for a code; an administrator of the group types it.
    discord.make_moderator(ALICE);
    telegram.set_admins(GROUP, &[TOM]);
    let asked = homes.slash(ALICE, "bridge", json!([])).await;
    assert!(channel_posts(&asked).is_empty(), "the code is private: {asked:#?}");
    let code = code_in(&answered(&asked)).expect("a bridge code");
    homes.tom_says(GROUP, &format!("/bridge {code}")).await;
    until("the Discord channel to hear of the bridge", 30, || {
        channel_posts(&discord.fake.calls())
            .iter()
            .any(|c| c.json["content"].as_str().unwrap_or("").contains("bridged this chat"))
    })
    .await;
    assert!(homes.group_sends().iter().any(|c| c.text().contains("bridged this chat")));

    homes.tom_says(GROUP, "/new carthage players=2 seed=7").await;
    until("the lobby at the Discord home", 30, || {
        channel_posts(&discord.fake.calls())
            .iter()
            .any(|c| c.json["content"].as_str().unwrap_or("").contains("opened a game"))
    })
    .await;
    homes.slash(ALICE, "join", json!([])).await;
    let mark = homes.mark();
    homes.tom_says(GROUP, "/start").await;
    homes.next(mark, "the start").await;

    let mut moves = 0;
    let mut typed = false;
    // The storm is of board photos: played when the boards are drawn.
    let mut stormed = !pictures;
    while !homes.over() {
        moves += 1;
        assert!(moves < 400, "the game ends");
        let mark = homes.mark();
        if homes.toms_turn() {
            homes.tom_presses().await;
        } else if !typed && moves > 3 {
            homes.alice_types_a_move().await;
            typed = true;
        } else if !stormed && moves > 8 {
            stormed = storm_while_alice_moves(homes).await;
        } else {
            homes.alice_clicks().await;
        }
        homes.next(mark, &format!("move {moves}")).await;
    }
    assert!(typed && stormed, "the slash command and the storm came up");
    let ((boards, _), (turns, _)) = (homes.boards(), homes.turns());
    assert!(turns.len() > 10, "every turn's post at both homes: {turns:?}");
    assert!(!pictures || boards.len() > 10, "every turn's board at both homes: {boards:?}");
    // One page for the game, linked from every turn post at both homes.
    let (discord_pages, telegram_pages) = homes.pages();
    assert_eq!(discord_pages.len(), 1, "{discord_pages:?}");
    assert_eq!(discord_pages, telegram_pages);
    assert!(discord_pages.iter().all(|url| url.starts_with(&format!("{PAGES}/g/1-"))), "{discord_pages:?}");
    eprintln!(
        "a bridged game: {moves} moves; at each home {} turn posts, {} boards",
        turns.len(),
        boards.len()
    );
    assert_private(homes);
}

/// The board photos Telegram refuses in a row during the storm.
const STORM: usize = 4;

/// Telegram answers the next board photos with a proxy's 502 page while alice moves on Discord:
/// her move's board reaches the Discord channel as fast as ever, and the group gets it once
/// Telegram recovers. `false` when her move posted no board (a step inside her turn): the storm
/// stays queued for her next move.
async fn storm_while_alice_moves(homes: &Homes) -> bool {
    while homes.telegram.faults_left() < STORM {
        homes.telegram.fail_next("sendphoto", Fault::BadGatewayHtml);
    }
    let (_, telegram_before) = homes.boards();
    let clicked = Instant::now();
    let calls = homes.alice_clicks().await;
    let discord_after = clicked.elapsed();
    if !channel_posts(&calls).iter().any(|c| c.files.iter().any(|f| is_board(&f.0))) {
        return false;
    }
    until("the board at the Telegram group", 60, || homes.boards().1.len() > telegram_before.len()).await;
    let telegram_after = clicked.elapsed();
    eprintln!(
        "during the storm: the Discord board after {discord_after:?}, the Telegram one after {telegram_after:?}"
    );
    // The refusals cost Telegram's copy its backoff; Discord's comes with the click's answer.
    assert!(discord_after < Duration::from_secs(2), "{discord_after:?}");
    assert!(telegram_after > discord_after, "{discord_after:?} vs {telegram_after:?}");
    true
}

/// Hands and prompts reach their owners only: Tom's on Telegram, alice's on Discord, none in a
/// channel or group, and none of Tom's at his Discord account.
fn assert_private(homes: &Homes) {
    let calls = homes.discord.fake.calls();
    super::assert_no_hand_in_channel(&calls);
    for call in &calls {
        let hand = call.files.iter().any(|f| f.0.contains("hand"));
        if hand {
            assert_eq!(homes.discord.private_to(call), Some(ALICE), "{}", call.path);
        }
        assert_ne!(homes.discord.private_to(call).filter(|_| hand), Some(TOM_ON_DISCORD));
    }
    for call in homes.telegram.calls().iter().filter(|c| c.is_send()) {
        let chat = call.chat().unwrap();
        assert!([GROUP, TOM.0].contains(&chat), "Telegram wrote to {chat}");
        if call.file_name().is_some_and(|n| n.contains("hand")) {
            assert_eq!(chat, TOM.0, "{call:?}");
        }
    }
}

/// `kontor run` with the configuration `name` of `dir`, once it is connected to what it serves
/// (READY from the gateway when it serves Discord; Telegram's command menu registered).
async fn started(dir: &Path, name: &str, homes: &Homes, discord: bool, telegram: bool) -> Kontor {
    let log = dir.join(format!("{name}.log"));
    let kontor = Kontor::start(&dir.join(format!("{name}.toml")), &log);
    if discord {
        let ready =
            || std::fs::read_to_string(&log).unwrap_or_default().contains("discord: connected as Kontor");
        until("READY", 60, ready).await;
    }
    if telegram {
        homes.telegram.watch_inbox(&dir.join(format!("{name}-data")));
        homes.telegram.wait_for(|c| c.method == "setmycommands").await;
    }
    kontor
}

impl Homes {
    /// Both fakes, Telegram's flood control off (`unthrottled` in the configuration).
    async fn start() -> Homes {
        let homes = Homes { discord: Discord::new().await, telegram: FakeTelegram::start().await };
        homes.telegram.flood(None);
        homes
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_plays_a_bridged_game_on_discord_and_telegram() {
    let dir = tempfile::tempdir().unwrap();
    let homes = Homes::start().await;
    let (discord, telegram) = (Some(homes.discord.fake.url.as_str()), Some(homes.telegram.url.as_str()));
    config(dir.path(), "both", &Storage::Sled, discord, telegram);
    let kontor = started(dir.path(), "both", &homes, true, true).await;
    homes.tom_says(TOM.0, "/start").await;
    play_a_bridged_game(&homes, true).await;
    drop(kontor);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_postgres_play_a_bridged_game_with_a_linked_player() {
    let Some(url) = std::env::var("KONTOR_TEST_POSTGRES").ok().filter(|u| !u.is_empty()) else {
        eprintln!("KONTOR_TEST_POSTGRES is not set: the two-process bridge is not run");
        return;
    };
    let schema = format!("kontor_bridge_{}", std::process::id());
    let storage = Storage::Shared { url: url.clone(), schema: schema.clone() };
    let dir = tempfile::tempdir().unwrap();
    let homes = Homes::start().await;
    config(dir.path(), "discord", &storage, Some(&homes.discord.fake.url), None);
    config(dir.path(), "telegram", &storage, None, Some(&homes.telegram.url));
    let discord_process = started(dir.path(), "discord", &homes, true, false).await;
    let telegram_process = started(dir.path(), "telegram", &homes, false, true).await;
    homes.tom_says(TOM.0, "/start").await;

    // Tom links his Discord account with his Telegram one: the code asked for on Discord, typed
    // privately on Telegram; the Discord process tells his Discord account.
    let asked = homes.slash(TOM_ON_DISCORD, "link", json!([])).await;
    let code = code_in(&answered(&asked)).expect("a link code");
    homes.tom_says(TOM.0, &format!("/link {code}")).await;
    assert!(
        homes.telegram.calls().iter().any(|c| c.chat() == Some(TOM.0) && c.text().contains("now one player"))
    );
    until("the Discord account to be told of the link", 30, || {
        homes.discord.fake.calls().iter().any(|c| {
            homes.discord.private_to(c) == Some(TOM_ON_DISCORD)
                && c.json["content"].as_str().unwrap_or("").contains("If you did not ask")
        })
    })
    .await;
    // The same code again, from anybody, is refused.
    let again = homes.slash(ALICE, "link", json!([{"name": "code", "type": 3, "value": code}])).await;
    assert!(answered(&again).contains("No such code"), "{}", answered(&again));

    play_a_bridged_game(&homes, false).await;
    drop((discord_process, telegram_process));
    crate::telegram::shared::drop_schema(&url, &schema).await;
}

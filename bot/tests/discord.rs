//! The Discord adapter against a fake Discord HTTP API on 127.0.0.1: interactions arrive as the
//! JSON Discord sends, deserialised into serenity's `Interaction`, and every outgoing request is
//! recorded. A whole game of Traders of Carthage is played by clicking buttons, across a restart.

#[path = "discord/animation.rs"]
mod animation;
#[path = "discord/bridge.rs"]
mod bridge;
#[path = "discord/closed_dms.rs"]
mod closed_dms;
pub(crate) mod fake;
#[path = "discord/live.rs"]
mod live;
#[path = "discord/logs.rs"]
mod logs;
#[path = "discord/moderators.rs"]
mod moderators;
#[path = "discord/names.rs"]
mod names;
#[path = "discord/permissions.rs"]
mod permissions;
#[path = "discord/polish.rs"]
mod polish;
#[path = "discord/rate_limits.rs"]
mod rate_limits;
#[path = "discord/stop.rs"]
mod stop;

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use fake::{APP, Call, DM_OFFSET, FakeDiscord, GUILD, TOKEN, user_json};
use kontor_bot::discord::Adapter;
use serde_json::{Value, json};
use serenity::all::{ApplicationId, Http, HttpBuilder, Interaction};

const CHANNEL: u64 = 100;
/// Kontor's permissions in the test channel: View Channel, Send Messages, Embed Links, Attach
/// Files, Read Message History and Send Messages in Threads.
const GRANTED: &str = "274878024704";
/// A member's permissions in the test channel: View Channel, Send Messages, Add Reactions, Embed
/// Links, Attach Files, Read Message History and Use Application Commands.
const MEMBER: u64 = 2_147_601_472;
/// What a moderator may do beyond: Manage Messages.
const MANAGE_MESSAGES: u64 = 1 << 13;
const ALICE: u64 = 11;
const BOB: u64 = 22;

/// Builds interaction payloads and remembers which user each token belongs to.
struct Discord {
    fake: FakeDiscord,
    http: Arc<Http>,
    next_id: Cell<u64>,
    tokens: RefCell<HashMap<String, u64>>,
    /// Users who may manage messages in the test channel.
    moderators: RefCell<HashSet<u64>>,
}

impl Discord {
    async fn new() -> Discord {
        let fake = FakeDiscord::start().await;
        let http = HttpBuilder::new(TOKEN)
            .proxy(&fake.url)
            .ratelimiter_disabled(true)
            .application_id(ApplicationId::new(APP))
            .build();
        Discord {
            fake,
            http: Arc::new(http),
            next_id: Cell::new(1000),
            tokens: RefCell::default(),
            moderators: RefCell::default(),
        }
    }

    /// From now on `user` may manage messages in the test channel: a moderator.
    fn make_moderator(&self, user: u64) {
        self.moderators.borrow_mut().insert(user);
    }

    /// The common fields of an interaction by `user` in `channel` (a guild channel or a DM). In a
    /// channel, `member.permissions` are the user's there, as Discord sends them (a string).
    fn base(&self, kind: u8, user: u64, channel: u64) -> Value {
        let id = self.next_id.get() + 1;
        self.next_id.set(id);
        let token = format!("token-{id}");
        self.tokens.borrow_mut().insert(token.clone(), user);
        let mut v = json!({
            "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
            "token": token, "version": 1, "channel_id": channel.to_string(), "locale": "en-US",
            "app_permissions": GRANTED, "entitlements": [], "attachment_size_limit": 10485760, "authorizing_integration_owners": {},
        });
        if channel == CHANNEL {
            v["guild_id"] = json!(GUILD.to_string());
            v["guild_locale"] = json!("en-US");
            v["member"] = json!({"user": user_json(user), "roles": [], "joined_at": "2026-01-01T00:00:00Z",
                "deaf": false, "mute": false, "flags": 0, "nick": format!("nick{user}")});
            let manages = if self.moderators.borrow().contains(&user) { MANAGE_MESSAGES } else { 0 };
            v["member"]["permissions"] = json!((MEMBER | manages).to_string());
            v["context"] = json!(0);
            v["channel"] =
                json!({"id": channel.to_string(), "type": 0, "name": "games", "permissions": GRANTED});
        } else {
            v["user"] = user_json(user);
            v["context"] = json!(1);
        }
        v
    }

    fn slash(&self, user: u64, name: &str, options: Value) -> Interaction {
        serde_json::from_value(self.slash_json(user, name, options)).unwrap()
    }

    fn slash_json(&self, user: u64, name: &str, options: Value) -> Value {
        let mut v = self.base(2, user, CHANNEL);
        v["data"] = json!({"id": "1", "name": name, "type": 1, "options": options});
        v
    }

    fn autocomplete(&self, user: u64, partial: &str) -> Interaction {
        let mut v = self.base(4, user, CHANNEL);
        v["data"] = json!({"id": "1", "name": "play", "type": 1,
            "options": [{"name": "move", "type": 3, "value": partial, "focused": true}]});
        serde_json::from_value(v).unwrap()
    }

    fn click(&self, user: u64, channel: u64, custom_id: &str, values: Option<Vec<String>>) -> Interaction {
        serde_json::from_value(self.click_json(user, channel, custom_id, values)).unwrap()
    }

    /// A click. In a server channel only a channel post's own buttons (`k:c:`) sit on a public
    /// message; every other button is on an ephemeral message (a private answer), as Discord
    /// marks it with flag 64.
    fn click_json(&self, user: u64, channel: u64, custom_id: &str, values: Option<Vec<String>>) -> Value {
        let mut v = self.base(3, user, channel);
        let flags = if channel == CHANNEL && !custom_id.starts_with("k:c:") { 64 } else { 0 };
        v["message"] = json!({
            "id": "424242", "channel_id": channel.to_string(), "author": user_json(9), "content": "",
            "timestamp": "2026-01-01T00:00:00Z", "edited_timestamp": null, "tts": false,
            "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
            "embeds": [], "pinned": false, "type": 0, "flags": flags,
        });
        v["data"] = match values {
            Some(values) => json!({"custom_id": custom_id, "component_type": 3, "values": values}),
            None => json!({"custom_id": custom_id, "component_type": 2}),
        };
        v
    }

    /// Runs one interaction through the adapter; returns the calls it made.
    async fn send(&self, adapter: &Adapter, interaction: Interaction) -> Vec<Call> {
        let before = self.fake.count();
        adapter.on_interaction(&self.http, interaction).await.unwrap();
        self.fake.calls()[before..].to_vec()
    }

    /// The user a recorded message was shown to privately, if it was private.
    fn private_to(&self, call: &Call) -> Option<u64> {
        let path: Vec<&str> = call.path.trim_start_matches("/api/v10/").split('/').collect();
        match path.as_slice() {
            ["webhooks", _, token] | ["webhooks", _, token, "messages", "@original"] => {
                self.tokens.borrow().get(*token).copied()
            }
            ["channels", channel, "messages"] => {
                channel.parse::<u64>().ok().filter(|c| *c > DM_OFFSET).map(|c| c - DM_OFFSET)
            }
            _ => None,
        }
    }
}

fn adapter(dir: &Path) -> Adapter {
    adapter_and_store(dir).0
}

/// An adapter, and the database behind its service (to count the posts waiting in the outbox).
fn adapter_and_store(dir: &Path) -> (Adapter, kontor_storage::Store) {
    let (service, store) = kontor_bot::cli::open_service(dir, true).unwrap();
    (Adapter::new(service, false), store)
}

/// The options of `/new` for `players` seats of `game` (named; Discord sends its choice's index),
/// dealt with `seed` when one is given.
fn new_game(game: &str, players: usize, seed: Option<u64>) -> Value {
    let index = kontor_games::GameKind::ALL.iter().position(|k| k.name() == game).unwrap();
    let mut options = vec![
        json!({"name": "game", "type": 4, "value": index}),
        json!({"name": "players", "type": 4, "value": players}),
    ];
    options.extend(seed.map(|seed| json!({"name": "seed", "type": 4, "value": seed})));
    Value::Array(options)
}

fn channel_posts(calls: &[Call]) -> Vec<&Call> {
    calls
        .iter()
        .filter(|c| c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/messages"))
        .collect()
}

fn followups(calls: &[Call]) -> Vec<&Call> {
    calls.iter().filter(|c| c.method == "POST" && c.path.starts_with("/api/v10/webhooks/")).collect()
}

/// Private messages shown by the answer to an interaction: follow-ups, and the clicked message
/// edited in place.
fn shown_privately(calls: &[Call]) -> Vec<&Call> {
    calls
        .iter()
        .filter(|c| c.path.starts_with("/api/v10/webhooks/"))
        .filter(|c| c.method == "POST" || (c.method == "PATCH" && c.path.ends_with("/@original")))
        .collect()
}

/// Custom ids of the move components of a message (buttons, or the first option of a select).
fn move_ids(call: &Call) -> Vec<(String, Option<Vec<String>>)> {
    let mut out = Vec::new();
    for row in call.json["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or_default().to_string();
            if id.starts_with("k:c:") {
                continue;
            }
            let values = c["options"].as_array().map(|o| vec![o[0]["value"].as_str().unwrap().to_string()]);
            out.push((id, values));
        }
    }
    out
}

/// Every interaction was acknowledged first, privately (deferred, ephemeral) or answered.
fn assert_acknowledged_first(calls: &[Call]) {
    let first = &calls[0];
    assert!(first.path.ends_with("/callback"), "first call is the ack: {}", first.path);
    let kind = first.json["type"].as_u64().unwrap();
    let deferred = kind == 5 && first.json["data"]["flags"] == 64;
    assert!(deferred || kind == 6 || kind == 8 || kind == 4, "{:?}", first.json);
}

/// No hand picture and no ephemeral-only text ever reaches the channel.
fn assert_no_hand_in_channel(calls: &[Call]) {
    for post in channel_posts(calls) {
        assert!(
            post.files.iter().all(|(name, _)| !name.contains("hand")),
            "hand in channel: {:?}",
            post.files
        );
        assert!(!post.json["content"].as_str().unwrap_or("").contains("Your turn in"));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_carthage_game_by_buttons_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let mut adapter = adapter(dir.path());

    let opts = new_game("carthage", 2, Some(7));
    let calls = discord.send(&adapter, discord.slash(ALICE, "new", opts)).await;
    assert_acknowledged_first(&calls);
    assert!(channel_posts(&calls)[0].json["content"].as_str().unwrap().contains("nick11 opened a game"));
    assert!(calls.iter().any(|c| c.method == "DELETE"), "the private 'thinking' note is removed");
    let calls = discord.send(&adapter, discord.slash(BOB, "join", json!([]))).await;
    assert!(channel_posts(&calls)[0].json["content"].as_str().unwrap().contains("joins"));
    let calls = discord.send(&adapter, discord.slash(ALICE, "start", json!([]))).await;
    assert_acknowledged_first(&calls);

    let mut all: Vec<Call> = calls.clone();
    let mut last = calls;
    let mut turns = 0;
    let mut stale: Option<(u64, String)> = None;
    let mut restarted = false;
    let (mut actor, mut where_) = (0, CHANNEL);
    loop {
        let board = channel_posts(&last).into_iter().find(|c| !c.files.is_empty()).cloned();
        if let Some(board) = board {
            assert!(board.files[0].0.ends_with(".png") && board.files[0].1 > 1000);
            let text = board.json["content"].as_str().unwrap().to_string();
            if text.contains("Game over") {
                break;
            }
            // The mention of the player to act is a ping, and only they are pinged.
            let pinged = board.json["allowed_mentions"]["users"].as_array().unwrap().clone();
            actor = pinged[0].as_str().unwrap().parse().unwrap();
            assert!(text.starts_with(&format!("<@{actor}>")), "{text}");
            // The board carries "My moves" and "My hand".
            let buttons = board.json["components"].to_string();
            assert!(buttons.contains("k:c:") && buttons.contains("My hand"), "{buttons}");
        } else {
            // A step inside the turn: the channel hears nothing, the clicked prompt is edited.
            assert_eq!(last[0].json["type"], 6, "{last:#?}");
            let edited = last.iter().any(|c| c.method == "PATCH" && c.path.ends_with("/messages/@original"));
            assert!(edited && channel_posts(&last).is_empty(), "{last:#?}");
        }

        // The actor's freshest private prompt with move buttons.
        let prompt = all
            .iter()
            .rev()
            .find(|c| discord.private_to(c) == Some(actor) && !move_ids(c).is_empty())
            .cloned()
            .expect("a private prompt with buttons");
        let (id, values) = move_ids(&prompt)[0].clone();
        if prompt.method == "POST" {
            where_ = if prompt.path.contains("/webhooks/") { CHANNEL } else { actor + DM_OFFSET };
        }

        if turns == 3 {
            // A click by the player not to act is refused privately and changes nothing.
            let other = if actor == ALICE { BOB } else { ALICE };
            let calls = discord.send(&adapter, discord.click(other, CHANNEL, &id, values.clone())).await;
            assert_acknowledged_first(&calls);
            assert!(channel_posts(&calls).is_empty());
            let refusal = followups(&calls)[0];
            assert_eq!(refusal.json["flags"], 64);
            assert!(
                refusal.json["content"].as_str().unwrap().contains("not your turn"),
                "{:?}",
                refusal.json
            );
            // Autocomplete offers the actor's own moves.
            let calls = discord.send(&adapter, discord.autocomplete(actor, "")).await;
            assert_eq!(calls[0].json["type"], 8);
            assert!(!calls[0].json["data"]["choices"].as_array().unwrap().is_empty());
            // "My hand" answers ephemerally with the hand picture.
            let hand_id = format!("k:c:{}", id.split(':').nth(2).unwrap());
            let calls =
                discord.send(&adapter, discord.click(actor, CHANNEL, &format!("{hand_id}:hand"), None)).await;
            let hand = followups(&calls)[0];
            assert_eq!(hand.json["flags"], 64);
            assert!(hand.files[0].0.contains("hand"));
            assert!(channel_posts(&calls).is_empty());
            stale = Some((actor, id.clone()));
        }
        if turns == 12 && !restarted {
            // Restart: a new adapter over the same folder; old buttons keep working.
            drop(adapter);
            adapter = self::adapter(dir.path());
            restarted = true;
        }
        let calls = discord.send(&adapter, discord.click(actor, where_, &id, values)).await;
        assert_acknowledged_first(&calls);
        all.extend(calls.iter().cloned());
        last = calls;
        turns += 1;
        assert!(turns < 2_000, "the game ends");

        if turns == 6 {
            // A click on an older board is refused, privately.
            let (who, old) = stale.clone().unwrap();
            let calls = discord.send(&adapter, discord.click(who, CHANNEL, &old, None)).await;
            assert!(channel_posts(&calls).is_empty());
            let refusal = followups(&calls)[0];
            assert_eq!(refusal.json["flags"], 64);
            assert!(refusal.json["content"].as_str().unwrap().contains("older board"), "{:?}", refusal.json);
        }
    }
    assert!(restarted && turns > 12);
    assert_no_hand_in_channel(&discord.fake.calls());
    // Private answers to the clicking user are ephemeral follow-ups.
    for call in followups(&discord.fake.calls()) {
        assert_eq!(call.json["flags"], 64, "{:?}", call.json);
    }
}

#[tokio::test]
async fn slash_commands_answer_privately_and_publicly() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let calls = discord.send(&adapter, discord.slash(ALICE, "hand", json!([]))).await;
    assert_acknowledged_first(&calls);
    let refusal = followups(&calls)[0];
    assert_eq!(refusal.json["flags"], 64);
    assert!(refusal.json["content"].as_str().unwrap().contains("no game"));
    let calls = discord.send(&adapter, discord.slash(ALICE, "help", json!([]))).await;
    assert!(channel_posts(&calls)[0].json["content"].as_str().unwrap().contains("/new"));
    let calls = discord
        .send(
            &adapter,
            discord.slash(ALICE, "kontor", json!([{"name": "text", "type": 3, "value": "frobnicate"}])),
        )
        .await;
    assert!(followups(&calls)[0].json["content"].as_str().unwrap().contains("not a Kontor command"));
    let calls = discord.send(&adapter, discord.click(ALICE, CHANNEL, "someone-else:1", None)).await;
    assert_eq!(calls[0].json["type"], 4);
    assert_eq!(calls[0].json["data"]["flags"], 64);
}

#[test]
fn registration_lists_every_command_with_game_choices() {
    let commands = serde_json::to_value(kontor_bot::discord::commands::application_commands()).unwrap();
    let names: Vec<&str> = commands.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    for verb in [
        "new", "join", "leave", "addbot", "start", "play", "moves", "undo", "board", "hand", "status", "log",
        "score", "rules", "help", "resign", "abandon", "games", "lang", "kontor", "link", "unlink", "bridge",
        "unbridge",
    ] {
        assert!(names.contains(&verb), "{verb} missing from {names:?}");
    }
    let new = commands.as_array().unwrap().iter().find(|c| c["name"] == "new").unwrap();
    assert_eq!(new["options"][0]["type"], 4);
    assert_eq!(new["options"][0]["choices"][0]["name"], kontor_games::GameKind::ALL[0].name());
    let play = commands.as_array().unwrap().iter().find(|c| c["name"] == "play").unwrap();
    assert_eq!(play["options"][0]["name"], "move");
    assert_eq!(play["options"][0]["autocomplete"], true);
    assert!(commands.as_array().unwrap().iter().all(|c| !c["description"].as_str().unwrap().is_empty()));
    assert_eq!(fake::invalid_commands(&commands), None, "Discord accepts the registration");

    // Game commands in servers only; personal ones in DMs with Kontor too; installed to servers.
    for command in commands.as_array().unwrap() {
        let personal = ["games", "lang", "help", "kontor", "link", "unlink"]
            .contains(&command["name"].as_str().unwrap());
        let contexts = if personal { json!([0, 1]) } else { json!([0]) };
        assert_eq!(command["contexts"], contexts, "{}", command["name"]);
        assert_eq!(command["integration_types"], json!([0]), "{}", command["name"]);
    }
    // `players` spans the widest seat range of all games.
    let players = new["options"].as_array().unwrap().iter().find(|o| o["name"] == "players").unwrap();
    assert_eq!((players["min_value"].as_u64(), players["max_value"].as_u64()), (Some(2), Some(5)));
    assert_eq!(kontor_bot::discord::commands::widest_seats(), (2, 5));
}

/// Every dispatch the fake gateway sends is one serenity reads as the event it is.
#[test]
fn the_fake_gateway_sends_what_serenity_reads() {
    use serenity::all::{Event, GatewayEvent};
    let discord_ready = fake::gateway::ready("ws://127.0.0.1:1", APP, &[GUILD], "session-1", json!([0, 1]));
    let mut frames = vec![discord_ready, fake::gateway::guild_create(GUILD)];
    for (i, frame) in frames.iter_mut().enumerate() {
        frame["s"] = json!(i + 1);
    }
    let read: Vec<GatewayEvent> = frames.into_iter().map(|f| serde_json::from_value(f).unwrap()).collect();
    assert!(matches!(&read[0], GatewayEvent::Dispatch(1, Event::Ready(r)) if r.ready.user.name == "Kontor"));
    assert!(
        matches!(&read[1], GatewayEvent::Dispatch(2, Event::GuildCreate(g)) if g.guild.id.get() == GUILD)
    );
}

/// In a DM with Kontor the personal commands run; a game command is refused with where to use it.
#[tokio::test]
async fn personal_commands_work_in_dms_and_game_commands_do_not() {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = adapter(dir.path());
    let dm = ALICE + DM_OFFSET;
    let in_dm = |name: &str, options: Value| {
        let mut v = discord.base(2, ALICE, dm);
        v["data"] = json!({"id": "1", "name": name, "type": 1, "options": options});
        serde_json::from_value::<Interaction>(v).unwrap()
    };
    let text = |line: &str| json!([{"name": "text", "type": 3, "value": line}]);
    let calls = discord.send(&adapter, in_dm("kontor", text("new carthage"))).await;
    assert_eq!(calls.len(), 1, "{calls:#?}");
    assert_eq!(calls[0].json["data"]["flags"], 64);
    assert!(calls[0].json["data"]["content"].as_str().unwrap().contains("Games live in server channels"));
    for (name, options) in
        [("games", json!([])), ("kontor", text("quiet 22-7")), ("kontor", text("remind me private"))]
    {
        let calls = discord.send(&adapter, in_dm(name, options)).await;
        assert_acknowledged_first(&calls);
        assert!(calls.len() > 1, "{name} runs in a DM: {calls:#?}");
        assert!(!format!("{calls:?}").contains("Games live in server channels"), "{calls:#?}");
    }
}

/// Posts of commands whose process died after the commit go out when the adapter comes back:
/// the board to the channel, the prompt by direct message (the interaction it answered is gone).
/// A channel post refused with a 502 stays in the outbox and goes out at the next retry, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_left_by_a_crash_or_a_502_go_out_later() {
    use kontor_service::{ChatKey, Command, UserKey};

    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let (adapter, store) = adapter_and_store(dir.path());
    let service = adapter.service().clone();
    let chat = ChatKey::new("discord", CHANNEL.to_string());
    let alice = UserKey::new("discord", ALICE.to_string());
    for line in ["/new carthage players=2 seed=7", "/addbot", "/start"] {
        // Committed, never sent.
        let posts = service.handle_outbound(Command::text(chat.clone(), alice.clone(), "alice", line)).await;
        assert!(!posts.is_empty());
    }
    assert!(discord.fake.calls().is_empty());
    let seen = adapter.send_unsent(&discord.http, None).await;
    assert!(!seen.is_empty());
    let calls = discord.fake.calls();
    let posts = channel_posts(&calls);
    assert!(posts[0].json["content"].as_str().unwrap().contains("opened a game"), "oldest first");
    assert!(posts.iter().any(|p| !p.files.is_empty()), "the board: {calls:#?}");
    let dm = format!("/api/v10/channels/{}/messages", ALICE + DM_OFFSET);
    assert!(calls.iter().any(|c| c.path == dm && !move_ids(c).is_empty()), "the prompt by DM: {calls:#?}");
    assert_eq!(store.unsent_count(), 0);

    // A 502 on the board: the post waits for the next retry round. Alice's steps inside her turn
    // post nothing to the channel; the move that ends it posts the board.
    discord.fake.fail_next(&format!("/api/v10/channels/{CHANNEL}/messages"));
    let mut posts = Vec::new();
    let mut before = discord.fake.count();
    for _ in 0..20 {
        let moves = service.legal_moves(&chat, &alice).await;
        let line = format!("/play {}", moves[0].notation);
        before = discord.fake.count();
        posts = service.handle_outbound(Command::text(chat.clone(), alice.clone(), "alice", &line)).await;
        if posts.iter().any(|p| matches!(p.delivery, kontor_service::Delivery::Channel { .. })) {
            break;
        }
        adapter.send_unsent(&discord.http, None).await;
    }
    let ids = posts.iter().filter_map(|p| p.receipt.clone()).collect::<std::collections::HashSet<_>>();
    let mut seen = adapter.send_unsent(&discord.http, Some(&std::collections::HashSet::new())).await;
    assert!(ids.iter().all(|r| seen.contains(r)), "fresh posts wait a round: {posts:#?} {seen:?}");
    assert_eq!(discord.fake.count(), before, "nothing sent in the first round");
    seen = adapter.send_unsent(&discord.http, Some(&seen)).await;
    let calls = discord.fake.calls()[before..].to_vec();
    assert_eq!(calls.iter().filter(|c| c.method == "FAILED POST").count(), 1, "{calls:#?}");
    assert_eq!(store.unsent_count(), 1, "the refused board waits");
    adapter.send_unsent(&discord.http, Some(&seen)).await;
    let calls = discord.fake.calls()[before..].to_vec();
    let boards = channel_posts(&calls).into_iter().filter(|c| !c.files.is_empty()).count();
    assert_eq!(boards, 1, "sent once: {calls:#?}");
    assert_eq!(store.unsent_count(), 0);
}

/// A tiny deterministic generator for the picks of the menu drills.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> usize {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize
    }
}

/// A component to click: its custom id, and the picked values of a select menu.
type Entry = (String, Option<Vec<String>>);

/// The entries of a message's move menu: `(custom id, select values)` per button or option,
/// leaving out *Back* (`k:m:` on a secondary button) and the channel's "My moves" / "My hand".
fn menu_entries(components: &Value) -> (Vec<Entry>, Option<String>) {
    let (mut entries, mut back) = (Vec::new(), None);
    for row in components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or_default().to_string();
            match c["options"].as_array() {
                Some(options) => entries.extend(
                    options
                        .iter()
                        .map(|o| (id.clone(), Some(vec![o["value"].as_str().unwrap().to_string()]))),
                ),
                None if id.starts_with("k:c:") => {}
                None if c["style"] == 2 => back = Some(id),
                None => entries.push((id, None)),
            }
        }
    }
    (entries, back)
}

/// Whether an entry opens a level of the menu rather than playing a move.
fn opens_level((id, values): &Entry) -> bool {
    match values {
        Some(values) => values[0].starts_with('>'),
        None => id.starts_with("k:m:"),
    }
}

/// Plays a whole game of `game` for alice against bots by drilling through her private move
/// menus only: each level opened is shown in place of the clicked message (one `UPDATE_MESSAGE`
/// callback, no new message), with a *Back* that leads to the level above; a move is a leaf. No
/// request is refused by the fake's form checks, and the game passes
/// [`check_a_whole_game`](crate::menus::check_a_whole_game).
async fn drill_a_whole_game(game: &str, players: usize, seed: u64) {
    let dir = tempfile::tempdir().unwrap();
    let discord = Discord::new().await;
    let adapter = Adapter::new(kontor_bot::cli::service(dir.path(), false).unwrap(), false);
    discord.send(&adapter, discord.slash(ALICE, "new", new_game(game, players, Some(seed)))).await;
    for _ in 1..players {
        discord.send(&adapter, discord.slash(ALICE, "addbot", json!([]))).await;
    }
    let mut last = discord.send(&adapter, discord.slash(ALICE, "start", json!([]))).await;
    let mut rng = Lcg(seed);
    let (mut moves, mut widest, mut inside) = (0, 0, 0);
    loop {
        let over =
            channel_posts(&last).iter().any(|c| c.json["content"].as_str().unwrap().contains("Game over"));
        if over {
            return crate::menus::check_a_whole_game(game, moves, widest, inside);
        }
        assert!(moves < 3_000, "{game}: no end after {moves} moves");
        let prompt = shown_privately(&last)
            .into_iter()
            .rev()
            .find(|c| !menu_entries(&c.json["components"]).0.is_empty())
            .unwrap_or_else(|| panic!("{game}: alice gets her menu: {last:#?}"));
        let mut components = prompt.json["components"].clone();
        let mut depth = 0;
        loop {
            let (entries, back) = menu_entries(&components);
            assert_eq!(back.is_some(), depth > 0, "{game}: Back below the first level only");
            widest = widest.max(entries.len());
            let entry = entries[rng.next() % entries.len()].clone();
            if depth > 0 && rng.next().is_multiple_of(9) {
                // Back shows the level above, in place too.
                let calls = discord.send(&adapter, discord.click(ALICE, CHANNEL, &back.unwrap(), None)).await;
                assert_eq!((calls.len(), calls[0].json["type"].as_u64()), (1, Some(7)), "{calls:#?}");
                components = calls[0].json["data"]["components"].clone();
                depth -= 1;
                continue;
            }
            let calls =
                discord.send(&adapter, discord.click(ALICE, CHANNEL, &entry.0, entry.1.clone())).await;
            if !opens_level(&entry) {
                assert_acknowledged_first(&calls);
                if channel_posts(&calls).is_empty() {
                    // Inside her turn: her prompt replaces the clicked message.
                    assert_eq!(calls[0].json["type"], 6, "{game}: {calls:#?}");
                    assert!(
                        followups(&calls).iter().all(|c| menu_entries(&c.json["components"]).0.is_empty())
                    );
                    inside += 1;
                }
                last = calls;
                break;
            }
            // One call: the clicked message itself becomes the next level.
            assert_eq!(calls.len(), 1, "{game}: {calls:#?}");
            assert!(calls[0].path.ends_with("/callback") && calls[0].json["type"] == 7, "{:?}", calls[0]);
            components = calls[0].json["data"]["components"].clone();
            depth += 1;
            assert!(depth < 3, "{game}: a move deeper than three levels");
        }
        moves += 1;
    }
}

test_each! { drill_a_whole_game:
    a_whole_carthage_game_by_drilling_through_the_menus("carthage", 2, 3);
    a_whole_el_dorado_game_by_drilling_through_the_menus("el-dorado", 2, 4);
    a_whole_thurn_und_taxis_game_by_drilling_through_the_menus("thurn-taxis", 2, 5);
    a_whole_hansa_game_by_drilling_through_the_menus("hansa", 3, 6);
}

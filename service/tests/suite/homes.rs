//! Issue #65 at the service: one table with two homes (`/bridge`) and one player on two
//! platforms (`/link`). Every change at a bridged table is posted to both homes, each copy
//! mentioning its own platform's players; a look is answered where it was asked; hands go to
//! each player where they joined from. Codes are refused when wrong, expired, reused, someone
//! else's or of the other kind, and a refused code changes nothing.

use kontor_engine::GameRng;
use kontor_service::{CODE_MS, ChatKey, Command, Delivery, Service, UserKey};
use kontor_storage::{GameStatus, Lang};

use crate::support::{self, all_text, clocked_service};

fn discord_chan() -> ChatKey {
    ChatKey::new("discord", "900")
}

fn telegram_group() -> ChatKey {
    ChatKey::new("telegram", "-100")
}

/// `text` typed by user `id` of the chat's platform, in `chat`.
fn typed(chat: &ChatKey, id: &str, text: &str) -> Command {
    let user = UserKey::new(chat.platform.clone(), id);
    Command::text(chat.clone(), user, format!("{}-{id}", chat.platform), text).with_locale(Some("en"))
}

fn moderator(chat: &ChatKey, id: &str, text: &str) -> Command {
    typed(chat, id, text).with_moderator(true)
}

/// The code in an answer (`**K7Q2-M9XD**`).
fn code_in(out: &[Delivery]) -> String {
    let text = all_text(out);
    let start = text.find("**").expect("a code") + 2;
    text[start..start + 9].to_string()
}

/// The chats a channel post of `out` went to, in order.
fn channel_chats(out: &[Delivery]) -> Vec<String> {
    out.iter()
        .filter_map(|d| match d {
            Delivery::Channel { chat, .. } => Some(chat.to_string()),
            Delivery::Private { .. } => None,
        })
        .collect()
}

/// A moderator of the Discord channel asks for a code, one of the Telegram group types it.
async fn bridged(svc: &Service) -> Vec<Delivery> {
    let asked = svc.handle(moderator(&discord_chan(), "1", "/bridge")).await;
    assert_eq!(channel_chats(&asked), Vec::<String>::new(), "the code goes privately: {asked:?}");
    let code = code_in(&asked);
    svc.handle(moderator(&telegram_group(), "2", &format!("/bridge {code}"))).await
}

#[tokio::test]
async fn a_bridged_table_plays_a_game_at_both_homes() {
    let (svc, _) = clocked_service();
    let done = bridged(&svc).await;
    assert_eq!(channel_chats(&done), ["telegram:-100", "discord:900"]);
    assert!(all_text(&done).contains("bridged this chat with a Discord chat"), "{}", all_text(&done));

    // Opened on Telegram, joined from Discord: every post of the lobby goes to both homes.
    let opened = svc.handle(typed(&telegram_group(), "2", "/new carthage players=2 seed=4")).await;
    assert_eq!(channel_chats(&opened), ["telegram:-100", "discord:900"], "the home it was opened in first");
    let joined = svc.handle(typed(&discord_chan(), "1", "/join")).await;
    assert_eq!(channel_chats(&joined), ["telegram:-100", "discord:900"]);
    let started = svc.handle(typed(&telegram_group(), "2", "/start")).await;
    assert_eq!(channel_chats(&started).len() % 2, 0, "{started:?}");
    for post in &started {
        match post {
            Delivery::Channel { chat, mentions, .. } => {
                assert!(mentions.iter().all(|m| m.platform == chat.platform), "{chat}: {mentions:?}");
            }
            Delivery::Private { user, .. } => {
                assert!(["discord:1", "telegram:2"].contains(&user.to_string().as_str()))
            }
        }
    }
    // A look is answered where it was asked.
    let board = svc.handle(typed(&discord_chan(), "1", "/board")).await;
    assert_eq!(channel_chats(&board), ["discord:900"]);

    // Each player moves from their own home; the game ends with its post at both.
    let mut rng = GameRng::from_seed(5);
    let mut last = Vec::new();
    for _ in 0..3_000 {
        let Some((who, play)) = support::playout_move(svc.store(), 1, &mut rng) else { break };
        let home = if who == "1" { discord_chan() } else { telegram_group() };
        last = svc.handle(typed(&home, &who, &play)).await;
        let posts = channel_chats(&last);
        assert_eq!(posts.len() % 2, 0, "every channel post goes to both homes: {posts:?}");
    }
    assert_eq!(svc.store().record(1).unwrap().unwrap().status, GameStatus::Finished);
    assert!(channel_chats(&last).contains(&"telegram:-100".to_string()));
    for home in [discord_chan(), telegram_group()] {
        assert_eq!(svc.store().history(&home, None, 5).unwrap(), [1], "{home}");
        let history = all_text(&svc.handle(typed(&home, "9", "/history")).await);
        assert!(history.contains("#1"), "{home}: {history}");
    }
}

#[tokio::test]
async fn unbridging_leaves_a_running_game_with_the_home_it_was_opened_in() {
    let (svc, _) = clocked_service();
    bridged(&svc).await;
    svc.handle(typed(&telegram_group(), "2", "/new carthage players=2")).await;
    svc.handle(typed(&discord_chan(), "1", "/join")).await;
    svc.handle(typed(&telegram_group(), "2", "/start")).await;
    // A player who is no moderator cannot end the bridge.
    let refused = svc.handle(typed(&discord_chan(), "1", "/unbridge")).await;
    assert!(all_text(&refused).contains("Only a moderator"), "{}", all_text(&refused));
    let split = svc.handle(moderator(&discord_chan(), "7", "/unbridge")).await;
    assert_eq!(channel_chats(&split), ["discord:900", "telegram:-100"]);
    assert!(all_text(&split).contains("Game #1 stays with the Telegram chat"), "{}", all_text(&split));
    let store = svc.store();
    assert_eq!(store.game_in_chat(&telegram_group()).unwrap(), Some(1));
    assert_eq!(store.game_in_chat(&discord_chan()).unwrap(), None);
    assert_eq!(store.record(1).unwrap().unwrap().bridged, None);
    let again = svc.handle(moderator(&discord_chan(), "7", "/unbridge")).await;
    assert!(all_text(&again).contains("not bridged"), "{}", all_text(&again));
    // The Discord channel is a table of its own again.
    let opened = svc.handle(typed(&discord_chan(), "1", "/new carthage")).await;
    assert_eq!(channel_chats(&opened), ["discord:900"]);
}

#[tokio::test]
async fn bridge_codes_are_refused_when_misused_and_change_nothing() {
    let (svc, clock) = clocked_service();
    let other_chan = ChatKey::new("discord", "901");
    let refused = |out: Vec<Delivery>, expected: &str| {
        let text = all_text(&out);
        assert!(text.contains(expected), "{expected:?} in {text:?}");
        assert_eq!(channel_chats(&out), Vec::<String>::new());
    };
    refused(svc.handle(typed(&discord_chan(), "1", "/bridge")).await, "Only a moderator");
    let code = code_in(&svc.handle(moderator(&discord_chan(), "1", "/bridge")).await);
    refused(svc.handle(typed(&telegram_group(), "2", &format!("/bridge {code}"))).await, "Only a moderator");
    refused(svc.handle(moderator(&telegram_group(), "2", "/bridge ZZZZ-ZZZZ")).await, "No such code");
    refused(svc.handle(moderator(&telegram_group(), "2", "/bridge hello")).await, "not a Kontor code");
    refused(svc.handle(moderator(&discord_chan(), "1", &format!("/bridge {code}"))).await, "this very chat");
    // A link code is not a bridge code, and the other way round.
    let link = code_in(&svc.handle(typed(&discord_chan(), "3", "/link")).await);
    refused(svc.handle(moderator(&telegram_group(), "2", &format!("/bridge {link}"))).await, "for `/link`");
    refused(svc.handle(typed(&telegram_group(), "2", &format!("/link {code}"))).await, "for `/bridge`");
    // A game open at either chat: chats are bridged between games.
    svc.handle(typed(&telegram_group(), "2", "/new carthage")).await;
    refused(svc.handle(moderator(&telegram_group(), "2", &format!("/bridge {code}"))).await, "still open");
    svc.handle(typed(&telegram_group(), "2", "/abandon")).await;
    // Expired after ten minutes.
    clock.advance(CODE_MS);
    refused(svc.handle(moderator(&telegram_group(), "5", &format!("/bridge {code}"))).await, "expired");
    for chat in [discord_chan(), telegram_group()] {
        assert_eq!(svc.store().chat_settings(&chat).unwrap().bridge, None, "{chat}");
    }
    // A fresh code works once.
    let code = code_in(&svc.handle(moderator(&discord_chan(), "1", "/bridge")).await);
    let done = svc.handle(moderator(&telegram_group(), "2", &format!("/bridge {code}"))).await;
    assert_eq!(channel_chats(&done), ["telegram:-100", "discord:900"]);
    refused(svc.handle(moderator(&other_chan, "4", &format!("/bridge {code}"))).await, "No such code");
    assert_eq!(svc.store().chat_settings(&other_chan).unwrap().bridge, None);
    refused(svc.handle(moderator(&discord_chan(), "1", "/bridge")).await, "already bridged");
}

#[tokio::test]
async fn a_linked_player_is_one_player_on_both_platforms() {
    let (svc, clock) = clocked_service();
    let (discord, telegram) = (UserKey::new("discord", "1"), UserKey::new("telegram", "2"));
    let dm = ChatKey::new("discord", "dm-1");
    let asked = svc.handle(typed(&dm, "1", "/link")).await;
    assert!(matches!(&asked[..], [Delivery::Private { user, .. }] if *user == discord), "{asked:?}");
    let code = code_in(&asked);
    // Not on the platform the code was given on, by anybody.
    let same = svc.handle(typed(&discord_chan(), "3", &format!("/link {code}"))).await;
    assert!(all_text(&same).contains("was given on Discord"), "{}", all_text(&same));
    let private = ChatKey::new("telegram", "2");
    let done = svc.handle(typed(&private, "2", &format!("/link {code}"))).await;
    assert!(support::private_to(&done, "2").contains("are now one player"), "{done:?}");
    assert!(support::private_to(&done, "1").contains("If you did not ask for this"), "{done:?}");
    let reused = svc.handle(typed(&ChatKey::new("telegram", "4"), "4", &format!("/link {code}"))).await;
    assert!(all_text(&reused).contains("No such code"), "{}", all_text(&reused));

    // One language: chosen on Telegram, it is the Discord account's too.
    svc.handle(typed(&private, "2", "/lang pl")).await;
    assert_eq!(svc.store().profile(&discord).unwrap().lang, Some(Lang::Pl));
    // A game joined on Telegram is played from Discord with the Telegram seat.
    bridged(&svc).await;
    svc.handle(typed(&telegram_group(), "2", "/new carthage players=2 seed=4")).await;
    svc.handle(typed(&discord_chan(), "5", "/join")).await;
    svc.handle(typed(&telegram_group(), "2", "/start")).await;
    let record = svc.store().record(1).unwrap().unwrap();
    assert_eq!(record.seats[0].user, telegram);
    let games = all_text(&svc.handle(typed(&dm, "1", "/games")).await);
    assert!(games.contains("#1"), "{games}");
    let mut rng = GameRng::from_seed(5);
    for _ in 0..6 {
        let Some((who, play)) = support::playout_move(svc.store(), 1, &mut rng) else { break };
        // The linked player types on Discord; the other player on Discord as well.
        let (home, id) = if who == "2" { (discord_chan(), "1") } else { (discord_chan(), who.as_str()) };
        let out = svc.handle(typed(&home, id, &play)).await;
        let private: Vec<&UserKey> = out
            .iter()
            .filter_map(|d| match d {
                Delivery::Private { user, .. } => Some(user),
                Delivery::Channel { .. } => None,
            })
            .collect();
        assert!(!private.contains(&&discord), "the hand goes where the player joined: {out:?}");
        assert!(!all_text(&out).contains("no seat"), "{}", all_text(&out));
    }
    assert!(svc.store().record(1).unwrap().unwrap().actions >= 6);

    // Split again: two players, the Telegram account back with its own settings.
    let split = svc.handle(typed(&dm, "1", "/unlink")).await;
    assert!(support::private_to(&split, "2").contains("two players again"), "{split:?}");
    assert_eq!(svc.store().profile(&telegram).unwrap().lang, None);
    // Expired codes and too many tries are refused.
    let code = code_in(&svc.handle(typed(&dm, "1", "/link")).await);
    clock.advance(CODE_MS + 1);
    let late = svc.handle(typed(&private, "2", &format!("/link {code}"))).await;
    assert!(all_text(&late).contains("expired"), "{}", all_text(&late));
}

/// The texts of `/link` and `/bridge` (`locales/*/homes.ftl`): both languages have the same
/// messages with the same arguments, and every message the code renders exists.
#[test]
fn homes_texts_agree_and_exist() {
    use kontor_i18n::check::differences;
    use kontor_i18n::{Lang, Locales};
    const HOMES: Locales = Locales {
        en: include_str!("../../locales/en/homes.ftl"),
        pl: include_str!("../../locales/pl/homes.ftl"),
    };
    let problems = differences("service homes", &HOMES);
    assert!(problems.is_empty(), "{problems:#?}");
    let sources = [
        include_str!("../../src/bridge.rs"),
        include_str!("../../src/link.rs"),
        include_str!("../../src/codes.rs"),
    ];
    let catalog = kontor_service::catalog();
    let mut used = 0;
    for piece in sources.iter().flat_map(|source| source.split("\"homes-").skip(1)) {
        let id = format!("homes-{}", piece.split('"').next().unwrap());
        for lang in Lang::ALL {
            assert!(catalog.has(lang, &id), "{lang:?} has no `{id}`");
        }
        used += 1;
    }
    assert!(used >= 25, "only {used} messages found in the code");
}

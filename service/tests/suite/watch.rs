//! `/watch`: the game's page address, the page's secret, `/watch new`, and the page link on turn
//! posts (the pages themselves are the `kontor-web` crate's tests).

use std::sync::Arc;

use kontor_service::{Delivery, ManualClock, ServiceConfig};
use kontor_storage::Store;

use crate::support::{Served, all_text, command, say_all, service};

const WEB: &str = "https://kontor.example/play";

fn with_pages() -> Served {
    let config = ServiceConfig { images: false, web_url: Some(WEB.into()), ..ServiceConfig::default() };
    Served::new(Store::temporary().unwrap(), config, Arc::new(ManualClock::starting_at(1_000_000)))
}

/// The page address in `text`.
fn address(text: &str) -> String {
    text.split_whitespace().find(|w| w.starts_with(WEB)).expect("an address").to_string()
}

async fn started(svc: &Served) {
    say_all(svc, "room", &[("alice", "/new carthage players=2"), ("alice", "/addbot"), ("alice", "/start")])
        .await;
    settled(svc).await;
}

/// Waits until no bot is thinking: the game then waits for alice.
async fn settled(svc: &Served) {
    while svc.bots_thinking() {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

#[tokio::test]
async fn watch_gives_the_page_of_the_chats_game_which_turn_posts_link_to() {
    let svc = with_pages();
    say_all(&svc, "room", &[("alice", "/new carthage players=2"), ("alice", "/addbot")]).await;
    let out = svc.handle(command("room", "alice", "/start")).await;
    let turn_pages: Vec<&str> = out
        .iter()
        .filter_map(|d| match d {
            Delivery::Channel { page, .. } => page.as_deref(),
            Delivery::Private { .. } => None,
        })
        .collect();
    let out = svc.handle(command("room", "bob", "/watch")).await;
    let [Delivery::Channel { text, .. }] = out.as_slice() else { panic!("{out:?}") };
    let url = address(text);
    assert!(text.starts_with("The board of Traders of Carthage #1 on the web, live:"), "{text}");
    let secret = url.strip_prefix(&format!("{WEB}/g/1-")).unwrap();
    assert!(secret.len() == 32 && secret.bytes().all(|b| b.is_ascii_hexdigit()), "{url}");
    assert_eq!(turn_pages, [url.as_str()], "the start's turn post links to the page");
    let board = svc.handle(command("room", "bob", "/board")).await;
    assert!(matches!(&board[0], Delivery::Channel { page: Some(p), .. } if *p == url));
    // The same address until it is replaced; the page knows the game by it.
    assert_eq!(address(&all_text(&svc.handle(command("room", "carol", "/watch")).await)), url);
    let token = url.rsplit('/').next().unwrap();
    settled(&svc).await;
    assert!(svc.page_version(token).unwrap().is_some());
    let page = svc.page(token, None).unwrap().unwrap();
    assert_eq!(
        (page.title.as_str(), page.turn.as_deref()),
        ("Traders of Carthage #1", Some("alice to play"))
    );
}

#[tokio::test]
async fn only_a_moderator_or_the_creator_replaces_the_address() {
    let svc = with_pages();
    started(&svc).await;
    let old = address(&all_text(&svc.handle(command("room", "alice", "/watch")).await));
    let version = svc.page_version(old.rsplit('/').next().unwrap()).unwrap();
    let refused = all_text(&svc.handle(command("room", "bob", "/watch new")).await);
    assert_eq!(
        refused,
        "Only a moderator of this chat or the game's creator (alice) may replace the address."
    );
    assert_eq!(
        address(&all_text(&svc.handle(command("room", "bob", "/watch")).await)),
        old,
        "nothing changed"
    );
    let by_moderator = svc.handle(command("room", "mod", "/watch new").with_moderator(true)).await;
    let text = all_text(&by_moderator);
    assert!(text.starts_with("mod replaced the web address of Traders of Carthage #1"), "{text}");
    let new = address(&text);
    assert_ne!(new, old);
    let (old_token, new_token) = (old.rsplit('/').next().unwrap(), new.rsplit('/').next().unwrap());
    assert_eq!(svc.page_version(old_token).unwrap(), None, "the old address finds nothing");
    assert_eq!(svc.page_version(new_token).unwrap(), version, "the version is the game's");
    let by_creator = all_text(&svc.handle(command("room", "alice", "/watch new")).await);
    assert_ne!(address(&by_creator), new);
    // The page's secret does not move the game on: its buttons stay good.
    assert_eq!(svc.page_version(address(&by_creator).rsplit('/').next().unwrap()).unwrap(), version);
}

#[tokio::test]
async fn watch_says_what_is_missing_in_the_callers_language() {
    let svc = service();
    started(&svc).await;
    let cases = [
        (
            "en",
            "/watch",
            "This Kontor has no board on the web: its operator has not set up the `[web]` section.",
        ),
        ("pl", "/watch", "Ten Kontor nie ma planszy w sieci: jego operator nie ustawił sekcji `[web]`."),
    ];
    for (lang, line, answer) in cases {
        let out = svc.handle(command("room", "bob", line).with_locale(Some(lang))).await;
        assert_eq!(all_text(&out), answer);
    }
    let svc = with_pages();
    let out = svc.handle(command("empty", "bob", "/watch")).await;
    assert!(all_text(&out).starts_with("There is no game in this chat."), "{}", all_text(&out));
    started(&svc).await;
    let out = svc.handle(command("room", "bob", "/watch please").with_locale(Some("pl"))).await;
    assert_eq!(
        all_text(&out),
        "`/watch` podaje adres strony gry; `/watch new` go wymienia (moderator albo twórca gry)."
    );
}

#[tokio::test]
async fn the_page_of_an_abandoned_game_says_so() {
    let svc = with_pages();
    started(&svc).await;
    let url = address(&all_text(&svc.handle(command("room", "alice", "/watch")).await));
    svc.handle(command("room", "alice", "/abandon")).await;
    let token = url.rsplit('/').next().unwrap();
    let page = svc.page(token, None).unwrap().unwrap();
    assert_eq!((page.turn, page.note.as_deref()), (None, Some("The game was abandoned before its end.")));
    // Still at its address after the end, and from the chat's history too.
    assert_eq!(address(&all_text(&svc.handle(command("room", "bob", "/watch")).await)), url);
}

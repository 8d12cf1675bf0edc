//! A table nobody can wreck: `mallory` (seated and not), a resigned `bob` and a stranger `eve`
//! try what only the game's creator (or a player still in the game) may do. Every refusal is
//! checked in English and in Polish, and the game's export is byte-for-byte what it was.

use std::sync::Arc;

use kontor_service::{ChatKey, Command, Delivery, ManualClock, ServiceConfig, UserKey};
use kontor_storage::Store;

mod support;
use support::Served;

const ROOM: &str = "hostile";

fn served(config: ServiceConfig) -> Served {
    Served::new(Store::temporary().unwrap(), config, Arc::new(ManualClock::starting_at(1_000_000)))
}

fn quiet() -> ServiceConfig {
    ServiceConfig { images: false, ..ServiceConfig::default() }
}

/// `who` types `text` in `room`, their app set to `lang`; every text of the answer.
async fn say_in(svc: &Served, room: &str, who: &str, lang: &str, text: &str) -> Vec<Delivery> {
    let cmd = Command::text(ChatKey::new("test", room), UserKey::new("test", who), who, text);
    svc.handle(cmd.with_locale(Some(lang))).await
}

async fn say(svc: &Served, who: &str, lang: &str, text: &str) -> Vec<Delivery> {
    say_in(svc, ROOM, who, lang, text).await
}

/// The one private answer `who` got, and nothing else.
fn refusal_to(out: &[Delivery], who: &str) -> String {
    match out {
        [Delivery::Private { user, text, .. }] if user == &UserKey::new("test", who) => text.clone(),
        other => panic!("expected one private refusal to {who}, got {other:?}"),
    }
}

/// The chat's open game as `kontor export` writes it.
fn export(svc: &Served) -> String {
    let id = svc.store().game_in_chat(&ChatKey::new("test", ROOM)).unwrap().expect("an open game");
    serde_json::to_string(&svc.store().export(id).unwrap()).unwrap()
}

/// A refusal and its Polish twin, for one command.
struct Refused {
    who: &'static str,
    line: &'static str,
    en: &'static str,
    pl: &'static str,
}

/// Each attempt is refused with its text in both languages, and the game is unchanged.
async fn all_refused(svc: &Served, attempts: &[Refused]) {
    let before = export(svc);
    for a in attempts {
        let en = refusal_to(&say(svc, a.who, "en", a.line).await, a.who);
        assert_eq!(en, a.en, "{} {}", a.who, a.line);
        let pl = refusal_to(&say(svc, a.who, "pl", a.line).await, a.who);
        assert_eq!(pl, a.pl, "{} {} (pl)", a.who, a.line);
    }
    assert_eq!(export(svc), before, "a refused command changed the game");
}

/// alice opens a 3-seat Carthage lobby that mallory joins.
async fn lobby(svc: &Served) {
    say(svc, "alice", "en", "/new carthage players=3").await;
    say(svc, "mallory", "en", "/join").await;
}

const START_EN: &str = "Only alice, who opened this game, can start it.";
const START_PL: &str = "Grę może rozpocząć tylko osoba, która ją otworzyła: alice.";
const ADDBOT_EN: &str = "Only alice, who opened this game, can seat a bot.";
const ADDBOT_PL: &str = "Bota może dodać tylko osoba, która otworzyła tę grę: alice.";
const KICK_EN: &str = "Only alice, who opened this game, can remove a player.";
const KICK_PL: &str = "Gracza może usunąć tylko osoba, która otworzyła tę grę: alice.";
const ABANDON_EN: &str = "Only alice, who opened this game, can abandon it.";
const ABANDON_PL: &str = "Grę może przerwać tylko osoba, która ją otworzyła: alice.";
const REMIND_EN: &str = "Only a player still in the game can change its reminders.";
const REMIND_PL: &str = "Przypomnienia tej gry może zmienić tylko gracz, który wciąż w niej gra.";

fn host_rights(who: &'static str) -> Vec<Refused> {
    vec![
        Refused { who, line: "/start", en: START_EN, pl: START_PL },
        Refused { who, line: "/addbot", en: ADDBOT_EN, pl: ADDBOT_PL },
        Refused { who, line: "/kick alice", en: KICK_EN, pl: KICK_PL },
        Refused { who, line: "/abandon", en: ABANDON_EN, pl: ABANDON_PL },
    ]
}

#[tokio::test]
async fn a_lobby_is_the_creators_to_start_fill_and_abandon() {
    let svc = served(quiet());
    lobby(&svc).await;
    say(&svc, "bob", "en", "/join").await;
    let mut attempts = host_rights("mallory");
    attempts.extend(host_rights("eve"));
    attempts.push(Refused { who: "eve", line: "/remind first 2h", en: REMIND_EN, pl: REMIND_PL });
    all_refused(&svc, &attempts).await;
}

#[tokio::test]
async fn the_creator_removes_a_player_from_the_lobby() {
    let svc = served(quiet());
    lobby(&svc).await;
    let out = say(&svc, "alice", "en", "/kick @Mallory").await;
    let channel = out.iter().find(|d| matches!(d, Delivery::Channel { .. })).expect("a channel post");
    assert!(channel.text().starts_with("alice removes mallory from the lobby."), "{}", channel.text());
    let told = out.iter().find(|d| matches!(d, Delivery::Private { .. })).expect("mallory is told");
    assert_eq!(told.text(), "alice removed you from the lobby of game #1.");
    assert!(!export(&svc).contains("\"mallory\""), "mallory's seat is gone");
    // A bot removed by its seat number frees its name for the next one.
    say(&svc, "alice", "en", "/addbot").await;
    say(&svc, "alice", "en", "/addbot").await;
    say(&svc, "alice", "en", "/kick 2").await;
    let out = say(&svc, "alice", "en", "/addbot").await;
    assert!(out[0].text().starts_with("Bot 1 takes a seat."), "{}", out[0].text());
    let refusals = [
        Refused {
            who: "alice",
            line: "/kick alice",
            en: "To leave the lobby yourself use `/leave`.",
            pl: "Aby samemu opuścić poczekalnię, użyj `/leave`.",
        },
        Refused {
            who: "alice",
            line: "/kick 9",
            en: "Whom? `/kick <seat number or name>`:\nSeats: 1. alice, 2. Bot 2 (bot), 3. Bot 1 (bot)",
            pl: "Kogo? `/kick <numer miejsca albo nazwa>`:\nMiejsca: 1. alice, 2. Bot 2 (bot), 3. Bot 1 (bot)",
        },
    ];
    all_refused(&svc, &refusals).await;
}

#[tokio::test]
async fn a_stranger_who_joined_cannot_abandon_and_the_lobby_passes_on_when_its_creator_leaves() {
    let svc = served(quiet());
    lobby(&svc).await;
    all_refused(&svc, &[Refused { who: "mallory", line: "/abandon", en: ABANDON_EN, pl: ABANDON_PL }]).await;
    say(&svc, "alice", "en", "/leave").await;
    let out = say(&svc, "mallory", "en", "/addbot").await;
    assert!(out[0].text().starts_with("Bot 1 takes a seat."), "mallory hosts now: {}", out[0].text());
    let out = say(&svc, "alice", "en", "/join").await;
    assert!(out[0].text().starts_with("alice joins."), "{}", out[0].text());
    let refused = refusal_to(&say(&svc, "alice", "en", "/abandon").await, "alice");
    assert_eq!(refused, "Only mallory, who opened this game, can abandon it.");
}

/// alice, bob and mallory play; bob has resigned (a bot plays his seat).
async fn running_with_bob_resigned(svc: &Served) {
    lobby(svc).await;
    say(svc, "bob", "en", "/join").await;
    say(svc, "alice", "en", "/start").await;
    let out = say(svc, "bob", "en", "/resign").await;
    assert!(out.iter().any(|d| d.text().contains("bob resigns")), "{out:?}");
}

#[tokio::test]
async fn a_running_game_is_abandoned_by_its_creator_only() {
    let svc = served(quiet());
    running_with_bob_resigned(&svc).await;
    let kick_by = |who| Refused { who, line: "/kick mallory", en: KICK_EN, pl: KICK_PL };
    let attempts = [
        Refused { who: "mallory", line: "/abandon", en: ABANDON_EN, pl: ABANDON_PL },
        Refused { who: "bob", line: "/abandon", en: ABANDON_EN, pl: ABANDON_PL },
        Refused { who: "eve", line: "/abandon", en: ABANDON_EN, pl: ABANDON_PL },
        Refused { who: "bob", line: "/remind first 2h", en: REMIND_EN, pl: REMIND_PL },
        Refused { who: "bob", line: "/remind timeout bot 1d", en: REMIND_EN, pl: REMIND_PL },
        Refused { who: "eve", line: "/remind repeat 2h", en: REMIND_EN, pl: REMIND_PL },
        Refused {
            who: "alice",
            line: "/kick mallory",
            en: "The game has started: nobody can be removed now. A player who stops playing can \
                 `/resign`, and a time-out (`/remind timeout`) hands a silent seat to a bot.",
            pl: "Gra już trwa: nikogo nie można teraz usunąć. Kto przestaje grać, może użyć `/resign`, \
                 a limit czasu (`/remind timeout`) oddaje milczące miejsce botowi.",
        },
        kick_by("mallory"),
        kick_by("bob"),
        Refused {
            who: "bob",
            line: "/start",
            en: "The game has already started.",
            pl: "Gra już się rozpoczęła.",
        },
    ];
    all_refused(&svc, &attempts).await;
    let out = say(&svc, "mallory", "en", "/remind first 2h").await;
    assert!(out[0].text().contains("first reminder after 2 h"), "a player still in it may: {out:?}");
    let out = say(&svc, "alice", "en", "/abandon").await;
    assert!(out[0].text().starts_with("alice abandoned the game"), "{}", out[0].text());
}

#[tokio::test]
async fn a_creator_who_resigned_hands_the_table_to_the_next_player() {
    let svc = served(quiet());
    running_with_bob_resigned(&svc).await;
    say(&svc, "alice", "en", "/resign").await;
    let refused = refusal_to(&say(&svc, "alice", "pl", "/abandon").await, "alice");
    assert_eq!(refused, "Grę może przerwać tylko osoba, która ją otworzyła: mallory.");
    let out = say(&svc, "mallory", "en", "/abandon").await;
    assert!(out[0].text().starts_with("mallory abandoned the game"), "{}", out[0].text());
}

#[tokio::test]
async fn a_seed_is_taken_only_where_the_operator_allows_it() {
    let svc = served(ServiceConfig { allow_seed: false, ..quiet() });
    let en = refusal_to(&say(&svc, "mallory", "en", "/new carthage seed=7").await, "mallory");
    assert_eq!(en, "This server deals every game at random and takes no `seed=`. Open the game without it.");
    let pl = refusal_to(&say(&svc, "mallory", "pl", "/new carthage seed=7").await, "mallory");
    assert_eq!(pl, "Ten serwer rozdaje każdą grę losowo i nie przyjmuje `seed=`. Otwórz grę bez niego.");
    assert_eq!(svc.store().game_in_chat(&ChatKey::new("test", ROOM)).unwrap(), None, "no lobby opened");
    let out = say(&svc, "mallory", "en", "/new carthage").await;
    assert!(out[0].text().starts_with("mallory opened a game"), "{}", out[0].text());
    assert!(!out[0].text().contains("Seed"), "{}", out[0].text());

    let svc = served(quiet());
    let out = say(&svc, "alice", "en", "/new carthage seed=7").await;
    let post = out[0].text();
    assert!(
        post.ends_with("\nSeed 7: dealt as every game with this seed and these options, for all to check."),
        "{post}"
    );
}

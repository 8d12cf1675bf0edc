//! A table nobody can wreck: `mallory` (seated and not), a resigned `bob` and a stranger `eve`
//! try what only the game's creator (or a player still in the game) may do. Every refusal is
//! checked in English and in Polish, and the game's export is byte-for-byte what it was. (What a
//! seated player who is not the host may put to a vote: `votes.rs`.)

use std::sync::Arc;

use kontor_service::{ChatKey, Delivery, MAX_OPEN_GAMES, ManualClock, ServiceConfig, UserKey};
use kontor_storage::Store;

use crate::support;
use support::{Served, command};

const ROOM: &str = "hostile";

fn served(config: ServiceConfig) -> Served {
    Served::new(Store::temporary().unwrap(), config, Arc::new(ManualClock::starting_at(1_000_000)))
}

/// The limits `kontor run` sets by default, on a service without pictures.
fn quiet() -> ServiceConfig {
    ServiceConfig { images: false, max_open_games: Some(MAX_OPEN_GAMES), ..ServiceConfig::default() }
}

/// `who` types `text` in `room`, their app set to `lang`; every text of the answer.
async fn say_in(svc: &Served, room: &str, who: &str, lang: &str, text: &str) -> Vec<Delivery> {
    let cmd = command(room, who, text);
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

/// A [`quiet`] service with the [`lobby`] open.
async fn quiet_lobby() -> Served {
    let svc = served(quiet());
    lobby(&svc).await;
    svc
}

const START_EN: &str = "Only alice, who opened this game, can start it.";
const START_PL: &str = "Grę może rozpocząć tylko osoba, która ją otworzyła: alice.";
const ADDBOT_EN: &str = "Only alice, who opened this game, can seat a bot.";
const ADDBOT_PL: &str = "Bota może dodać tylko osoba, która otworzyła tę grę: alice.";
const KICK_EN: &str = "Only alice, who opened this game, can remove a player.";
const KICK_PL: &str = "Gracza może usunąć tylko osoba, która otworzyła tę grę: alice.";
const ABANDON_EN: &str = "Only alice, who opened this game, or a moderator of this chat can abandon it; \
                          the other players can put it to a vote with `/abandon`.";
const ABANDON_PL: &str = "Grę może przerwać tylko osoba, która ją otworzyła (alice), albo moderator czatu; \
                          pozostali gracze mogą poddać to pod głosowanie przez `/abandon`.";
const REMIND_EN: &str =
    "Only a player still in the game or a moderator of this chat can change its reminders.";
const REMIND_PL: &str =
    "Przypomnienia tej gry może zmienić tylko gracz, który wciąż w niej gra, albo moderator czatu.";

fn host_rights(who: &'static str) -> Vec<Refused> {
    vec![
        Refused { who, line: "/start", en: START_EN, pl: START_PL },
        Refused { who, line: "/addbot", en: ADDBOT_EN, pl: ADDBOT_PL },
        Refused { who, line: "/kick alice", en: KICK_EN, pl: KICK_PL },
    ]
}

#[tokio::test]
async fn a_lobby_is_the_creators_to_start_fill_and_abandon() {
    let svc = quiet_lobby().await;
    say(&svc, "bob", "en", "/join").await;
    let mut attempts = host_rights("mallory");
    attempts.extend(host_rights("eve"));
    attempts.push(Refused { who: "eve", line: "/abandon", en: ABANDON_EN, pl: ABANDON_PL });
    attempts.push(Refused { who: "eve", line: "/remind first 2h", en: REMIND_EN, pl: REMIND_PL });
    all_refused(&svc, &attempts).await;
}

#[tokio::test]
async fn the_creator_removes_a_player_from_the_lobby() {
    let svc = quiet_lobby().await;
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
    let svc = quiet_lobby().await;
    // Alone, mallory's proposal needs alice's vote too: it opens a vote and changes nothing else.
    let out = say(&svc, "mallory", "en", "/abandon").await;
    assert!(out[0].text().starts_with("🗳 mallory proposes: abandon game #1."), "{}", out[0].text());
    let out = say(&svc, "alice", "en", "/vote no").await;
    assert!(out[0].text().starts_with("🗳 The vote on “abandon game #1” failed"), "{}", out[0].text());
    say(&svc, "alice", "en", "/leave").await;
    let out = say(&svc, "mallory", "en", "/addbot").await;
    assert!(out[0].text().starts_with("Bot 1 takes a seat."), "mallory hosts now: {}", out[0].text());
    let out = say(&svc, "alice", "en", "/join").await;
    assert!(out[0].text().starts_with("alice joins."), "{}", out[0].text());
    let out = say(&svc, "alice", "en", "/abandon").await;
    assert!(out[0].text().starts_with("🗳 alice proposes"), "mallory decides now: {}", out[0].text());
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
    assert!(out[0].text().contains("first reminder after 2 h"), "a player still in it proposes: {out:?}");
    let out = say(&svc, "alice", "en", "/abandon").await;
    assert!(out[0].text().starts_with("alice abandoned the game"), "{}", out[0].text());
}

#[tokio::test]
async fn a_creator_who_resigned_hands_the_table_to_the_next_player() {
    let svc = served(quiet());
    running_with_bob_resigned(&svc).await;
    say(&svc, "alice", "en", "/resign").await;
    let refused = refusal_to(&say(&svc, "alice", "pl", "/abandon").await, "alice");
    assert_eq!(
        refused,
        "Grę może przerwać tylko osoba, która ją otworzyła (mallory), albo moderator czatu; \
         pozostali gracze mogą poddać to pod głosowanie przez `/abandon`."
    );
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

const TOO_MANY_EN: &str = "You already sit in 10 open games, the most one player may. Finish, `/leave` or \
                           `/resign` one (`/games` lists them) before you open or join another.";
const TOO_MANY_PL: &str = "Siedzisz już przy 10 otwartych grach, najwięcej, ile może jeden gracz. Dokończ, \
                           opuść (`/leave`) albo oddaj (`/resign`) którąś z nich (`/games` je wymienia), zanim \
                           otworzysz lub dołączysz do kolejnej.";

#[tokio::test]
async fn three_thousand_lobbies_from_one_player_stop_at_the_limit() {
    let svc = served(quiet());
    let mut opened = 0;
    for room in 0..3_000 {
        let lang = if room % 2 == 0 { "en" } else { "pl" };
        let out = say_in(&svc, &format!("r{room}"), "mallory", lang, "/new carthage").await;
        if matches!(out.as_slice(), [Delivery::Channel { .. }]) {
            opened += 1;
            continue;
        }
        let expected = if lang == "en" { TOO_MANY_EN } else { TOO_MANY_PL };
        assert_eq!(refusal_to(&out, "mallory"), expected, "room {room}");
    }
    assert_eq!(opened, 10);
    assert_eq!(svc.store().game_count(), 10, "refused lobbies leave nothing behind");
    // Joining an eleventh is refused too; leaving one frees a place.
    say_in(&svc, "elsewhere", "alice", "en", "/new carthage").await;
    let before = svc.store().export(11).map(|e| serde_json::to_string(&e).unwrap()).unwrap();
    let out = say_in(&svc, "elsewhere", "mallory", "en", "/join").await;
    assert_eq!(refusal_to(&out, "mallory"), TOO_MANY_EN);
    let after = svc.store().export(11).map(|e| serde_json::to_string(&e).unwrap()).unwrap();
    assert_eq!(after, before);
    say_in(&svc, "r0", "mallory", "en", "/leave").await;
    let out = say_in(&svc, "elsewhere", "mallory", "en", "/join").await;
    assert!(out[0].text().starts_with("mallory joins."), "{out:?}");
}

#[tokio::test]
async fn games_answers_in_pages_of_twenty() {
    let svc = served(ServiceConfig { max_open_games: None, ..quiet() });
    for room in 0..25 {
        say_in(&svc, &format!("r{room}"), "alice", "en", "/new carthage").await;
    }
    let first = refusal_to(&say(&svc, "alice", "en", "/games").await, "alice");
    let lines: Vec<&str> = first.lines().collect();
    assert_eq!(lines[0], "You have 25 open games:");
    assert_eq!(lines.len(), 22, "{first}");
    assert!(lines[1].starts_with("#1 ") && lines[20].starts_with("#20 "), "{first}");
    assert_eq!(lines[21], "Page 1 of 2; `/games 2` shows page 2.");
    let second = refusal_to(&say(&svc, "alice", "pl", "/games 2").await, "alice");
    let lines: Vec<&str> = second.lines().collect();
    assert_eq!(lines.len(), 7, "{second}");
    assert!(lines[1].starts_with("#21 ") && lines[5].starts_with("#25 "), "{second}");
    assert_eq!(lines[6], "Strona 2 z 2; `/games 1` pokazuje stronę 1.");
    let none = refusal_to(&say(&svc, "alice", "en", "/games 3").await, "alice");
    assert_eq!(none, "There is no page 3: your games fill 2 pages.");
    let none = refusal_to(&say(&svc, "alice", "pl", "/games x").await, "alice");
    assert_eq!(none, "`/games x`: numer strony to liczba od 1 wzwyż.");
}

#[tokio::test]
async fn a_player_sending_too_fast_is_told_to_slow_down_once() {
    let clock = Arc::new(ManualClock::starting_at(1_000_000));
    let limit = kontor_service::RateLimit { commands: 20, window_ms: 10_000 };
    let config = ServiceConfig { rate_limit: Some(limit), ..quiet() };
    let svc = Served::new(Store::temporary().unwrap(), config, clock.clone());
    lobby(&svc).await;
    for (who, lang) in [("mallory", "en"), ("alice", "pl")] {
        // Each has sent one command already (`/new`, `/join`).
        for _ in 0..19 {
            assert_eq!(say(&svc, who, lang, "/status").await.len(), 1, "answered within the limit");
        }
    }
    let slow = refusal_to(&say(&svc, "mallory", "en", "/status").await, "mallory");
    assert_eq!(
        slow,
        "Slow down: at most 20 commands in 10 s. Until that time has passed Kontor ignores your commands \
         without an answer."
    );
    let slow = refusal_to(&say(&svc, "alice", "pl", "/status").await, "alice");
    assert_eq!(
        slow,
        "Zwolnij: najwyżej 20 poleceń na 10 sekund. Dopóki ten czas nie minie, Kontor pomija twoje polecenia \
         bez odpowiedzi."
    );
    let before = export(&svc);
    assert!(say(&svc, "mallory", "en", "/abandon").await.is_empty(), "silence for the rest of the window");
    assert!(say(&svc, "mallory", "en", "/leave").await.is_empty());
    assert_eq!(export(&svc), before, "an ignored command changes nothing");
    assert_eq!(say(&svc, "bob", "en", "/join").await.len(), 1, "others are answered");
    clock.advance(10_000);
    assert_eq!(say(&svc, "mallory", "en", "/status").await.len(), 1, "a new window");
}

#[tokio::test]
async fn the_operators_own_platform_is_not_limited() {
    let limit = kontor_service::RateLimit { commands: 20, window_ms: 10_000 };
    let config =
        ServiceConfig { rate_limit: Some(limit), unlimited_platforms: vec!["test".into()], ..quiet() };
    let svc = served(config);
    for room in 0..12 {
        let out = say_in(&svc, &format!("r{room}"), "operator", "en", "/new carthage").await;
        assert!(out[0].text().starts_with("operator opened a game"), "{out:?}");
    }
    for _ in 0..30 {
        assert_eq!(say_in(&svc, "r0", "operator", "en", "/status").await.len(), 1);
    }
}

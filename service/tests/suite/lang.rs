//! `/lang`: each user's language for answers and private messages, each chat's for public posts.

use kontor_service::{ChatKey, Delivery, Lang, Service, UserKey};
use kontor_storage::Store;

use crate::support;
use support::{all_text, assert_opens_in_english, command, paused, private_to, public, service, service_on};

async fn say(svc: &Service, room: &str, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command(room, who, text)).await
}

#[tokio::test]
async fn lang_pl_persists_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let svc = service_on(Store::open(dir.path()).unwrap());
        let out = say(&svc, "t", "ola", "/lang pl").await;
        assert!(private_to(&out, "ola").contains("Od teraz Kontor odpowiada ci po polsku"), "{out:?}");
        let out = say(&svc, "t", "ola", "/lang chat pl").await;
        assert!(public(&out).contains("ola ustawia język postów na tym czacie: polski"), "{out:?}");
    }
    let svc = service_on(Store::open(dir.path()).unwrap());
    assert_eq!(svc.store().profile(&UserKey::new("test", "ola")).unwrap().lang, Some(Lang::Pl));
    let shown = private_to(&say(&svc, "t", "ola", "/lang").await, "ola");
    assert!(shown.contains("Twój język: polski (twój wybór)"), "{shown}");
    assert!(shown.contains("Posty na tym czacie: polski"), "{shown}");
    let games = private_to(&say(&svc, "t", "ola", "/games").await, "ola");
    assert_eq!(games, "Nie masz otwartych gier.");
    let opened = public(&say(&svc, "t", "ola", "/new carthage players=2").await);
    assert!(
        opened.contains("ola otwiera grę Traders of Carthage") || opened.contains("ola otwiera grę"),
        "{opened}"
    );
    assert!(opened.contains("dla 2 graczy") && opened.contains("Miejsca: 1. ola"), "{opened}");
}

#[tokio::test]
async fn a_polish_user_gets_polish_answers_and_an_english_user_english_ones_in_the_same_chat() {
    let svc = service();
    say(&svc, "t", "ola", "/lang pl").await;
    // Public posts stay in the chat's language, chosen here (else ola's game would make it Polish).
    say(&svc, "t", "bob", "/lang chat en").await;
    let opened = say(&svc, "t", "ola", "/new carthage players=2 seed=3").await;
    assert!(public(&opened).contains("ola opened a game of"), "{opened:?}");
    // Refusals go to their author, each in their own language.
    let text = all_text(&say(&svc, "t", "ola", "/join").await);
    assert_eq!(text, "Masz już miejsce w tej grze.");
    let text = all_text(&say(&svc, "t", "ola", "/start").await);
    assert!(text.contains("wymaga co najmniej 2 graczy"), "{text}");
    let text = all_text(&say(&svc, "t", "ola", "/frobnicate").await);
    assert!(text.contains("nie jest poleceniem Kontora") && text.contains("/lang"), "{text}");
    let text = all_text(&say(&svc, "t", "bob", "/addbot").await);
    assert_eq!(text, "Only ola, who opened this game, can seat a bot.");
    // Help answers the one who asked.
    let help = all_text(&say(&svc, "t", "ola", "/help").await);
    assert!(help.starts_with("Kontor prowadzi gry planszowe") && help.contains("`/lang pl|en`"), "{help}");
    let help = all_text(&say(&svc, "t", "bob", "/help").await);
    assert!(help.starts_with("Kontor hosts board games") && help.contains("`/lang en|pl`"), "{help}");
    // Turn prompts and move refusals go privately, each in the reader's language.
    say(&svc, "t", "bob", "/join").await;
    let started = say(&svc, "t", "ola", "/start").await;
    assert!(public(&started).contains("begins!") && public(&started).contains("Now: "), "{started:?}");
    let (mover, other) = if private_to(&started, "ola").is_empty() { ("bob", "ola") } else { ("ola", "bob") };
    let prompt = private_to(&started, mover);
    let expected = if mover == "ola" { "Twój ruch w " } else { "Your turn in " };
    assert!(prompt.starts_with(expected), "{prompt}");
    let refused = all_text(&say(&svc, "t", other, "/play token red").await);
    let expected =
        if other == "ola" { "To nie twoja kolej: teraz ruch ma bob" } else { "It is not your turn: ola" };
    assert!(refused.starts_with(expected), "{refused}");
    let refused = all_text(&say(&svc, "t", mover, "/play buy").await);
    // The game's own reason comes in the reader's language too.
    let (expected, reason) = if mover == "ola" {
        ("Ruch odrzucony: ", "teraz nie można tego zrobić")
    } else {
        ("", "not possible now")
    };
    assert!(refused.starts_with(expected) && refused.contains(reason), "{refused}");
    let refused = all_text(&say(&svc, "t", mover, "/play fly to the moon").await);
    let (expected, reason) =
        if mover == "ola" { ("Ruch odrzucony: ", "to nie jest ruch") } else { ("", "is not a move") };
    assert!(refused.starts_with(expected) && refused.contains(reason), "{refused}");
    let games = all_text(&say(&svc, "t", "ola", "/games").await);
    assert!(games.starts_with("Masz 1 otwartą grę:") && games.contains("na czacie test:t"), "{games}");
    let games = all_text(&say(&svc, "t", "bob", "/games").await);
    assert!(
        games.starts_with("#1 Traders of Carthage in test:t") || games.contains(" in test:t: "),
        "{games}"
    );
}

#[tokio::test]
async fn lang_chat_pl_switches_public_posts_but_not_a_users_own_choice() {
    let svc = service();
    say(&svc, "t", "bob", "/lang en").await;
    let out = say(&svc, "t", "ola", "/lang chat pl").await;
    assert!(matches!(&out[..], [Delivery::Channel { .. }]), "{out:?}");
    let opened = public(&say(&svc, "t", "ola", "/new carthage players=2 seed=3").await);
    assert!(opened.contains("ola otwiera grę") && opened.contains("`/join` zajmuje miejsce"), "{opened}");
    let joined = public(&say(&svc, "t", "bob", "/join").await);
    assert_eq!(joined, "bob dołącza.\nMiejsca: 1. ola, 2. bob");
    // ola has not chosen a language, so she follows the chat; bob chose English.
    assert_eq!(all_text(&say(&svc, "t", "ola", "/join").await), "Masz już miejsce w tej grze.");
    assert_eq!(all_text(&say(&svc, "t", "bob", "/join").await), "You already have a seat in this game.");
    let started = say(&svc, "t", "ola", "/start").await;
    let posted = public(&started);
    assert!(posted.contains("Zaczynamy: Traders of Carthage!") || posted.contains("Zaczynamy: "), "{posted}");
    assert!(posted.contains("Teraz: ruch ma "), "{posted}");
    let status = public(&say(&svc, "t", "bob", "/status").await);
    assert!(
        status.contains("w toku") && status.contains("0 ruchów") && status.contains("czekamy już"),
        "{status}"
    );
    // Another chat keeps the default.
    assert_opens_in_english(&svc, "u", "ola").await;
}

#[tokio::test]
async fn unknown_languages_get_a_clear_bilingual_answer() {
    let svc = service();
    let text = all_text(&say(&svc, "t", "bob", "/lang de").await);
    assert!(text.starts_with("`de` is not a language Kontor speaks."), "{text}");
    assert!(text.contains("Kontor nie zna języka `de`") && text.contains("`/lang pl`"), "{text}");
    let text = all_text(&say(&svc, "t", "bob", "/lang chat").await);
    assert!(text.starts_with("Which language?") && text.contains("Który język?"), "{text}");
    say(&svc, "t", "ola", "/lang pl").await;
    let text = all_text(&say(&svc, "t", "ola", "/lang chat klingon").await);
    assert!(
        text.starts_with("Kontor nie zna języka `klingon`") && text.contains("is not a language"),
        "{text}"
    );
    let text = all_text(&say(&svc, "t", "ola", "/lang pl en").await);
    assert!(text.contains("Kontor nie zna języka `pl en`"), "{text}");
    // Nothing was changed by the bad values.
    assert_eq!(svc.store().profile(&UserKey::new("test", "bob")).unwrap().lang, None);
    assert_eq!(svc.store().chat_settings(&ChatKey::new("test", "t")).unwrap().lang, Lang::En);
}

#[tokio::test(start_paused = true)]
async fn private_reminders_come_in_the_players_language() {
    let svc = paused::service_on(Store::temporary().unwrap(), paused::MONDAY_10H);
    say(&svc, "t", "ola", "/lang pl").await;
    say(&svc, "t", "ola", "/remind me private").await;
    say(&svc, "t", "ola", "/new carthage players=2 seed=3").await;
    say(&svc, "t", "ola", "/addbot").await;
    say(&svc, "t", "ola", "/start").await;
    let mut rx = paused::start(&svc);
    let texts = paused::wait_ms(&mut rx, 12 * paused::HOUR + 60_000).await;
    assert!(
        texts.iter().any(|t| t.starts_with("⏰ ola, twój ruch w ") && t.contains("stół czeka już 12 godzin")),
        "{texts:?}"
    );
}

//! The language a user's app reports (Discord locale, Telegram language code): used until the
//! user chooses one with `/lang`, kept for later private texts, and given to a chat by the player
//! who opens its first game unless `/lang chat` chose the chat's language.

use kontor_service::{ChatKey, Delivery, Lang, Service, UserKey};

use crate::support;
use support::{all_text, assert_opens_in_english, command, private_to, public, service};

/// A command from `who` whose app reports no language.
async fn say(svc: &Service, room: &str, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command(room, who, text)).await
}

/// A command from `who` whose app reports `locale`.
async fn say_in(svc: &Service, locale: &str, room: &str, who: &str, text: &str) -> Vec<Delivery> {
    svc.handle(command(room, who, text).with_locale(Some(locale))).await
}

#[tokio::test]
async fn a_polish_app_gets_polish_answers_and_later_polish_private_prompts() {
    // Find a deal in which the Polish player, seated second, moves first.
    for seed in 1..40 {
        let svc = service();
        let opened = public(&say(&svc, "t", "bob", &format!("/new carthage players=2 seed={seed}")).await);
        assert!(opened.contains("bob opened a game of"), "{opened}");
        let joined = say_in(&svc, "pl", "t", "ola", "/join").await;
        // The chat's posts stay in the chat's language.
        assert_eq!(public(&joined), "ola joins.\nSeats: 1. bob, 2. ola");
        // Answers to her come in her app's language.
        assert_eq!(all_text(&say_in(&svc, "pl", "t", "ola", "/join").await), "Masz już miejsce w tej grze.");
        let summary = private_to(&say_in(&svc, "pl", "t", "ola", "/lang").await, "ola");
        assert!(summary.starts_with("Twój język: polski (język twojej aplikacji"), "{summary}");
        assert!(summary.contains("Posty na tym czacie: angielski"), "{summary}");
        let profile = svc.store().profile(&UserKey::new("test", "ola")).unwrap();
        assert_eq!((profile.lang, profile.platform_lang), (None, Some(Lang::Pl)));
        // bob starts: the prompt sent to her after his command is Polish.
        let started = say(&svc, "t", "bob", "/start").await;
        assert!(public(&started).contains("begins!"), "{started:?}");
        let prompt = private_to(&started, "ola");
        if prompt.is_empty() {
            continue;
        }
        assert!(prompt.starts_with("Twój ruch w "), "{prompt}");
        return;
    }
    panic!("no deal let the second seat move first");
}

#[tokio::test]
async fn a_new_game_by_a_polish_app_user_makes_a_fresh_chat_polish() {
    let svc = service();
    let opened = public(&say_in(&svc, "pl-PL", "t", "ola", "/new carthage players=2").await);
    assert!(opened.contains("ola otwiera grę") && opened.contains("dla 2 graczy"), "{opened}");
    let settings = svc.store().chat_settings(&ChatKey::new("test", "t")).unwrap();
    assert_eq!((settings.lang, settings.chosen), (Lang::Pl, false));
    // Everyone without a language of their own now reads the chat's posts and answers in Polish.
    let joined = public(&say(&svc, "t", "bob", "/join").await);
    assert_eq!(joined, "bob dołącza.\nMiejsca: 1. ola, 2. bob");
    assert_eq!(all_text(&say(&svc, "t", "bob", "/join").await), "Masz już miejsce w tej grze.");
    let summary = private_to(&say(&svc, "t", "bob", "/lang").await, "bob");
    assert!(summary.starts_with("Twój język: polski (język czatu; nie wybrano własnego)"), "{summary}");
    assert!(summary.contains("Posty na tym czacie: polski (jeszcze niewybrany)"), "{summary}");
    // Another chat is not touched by it.
    assert_opens_in_english(&svc, "u", "bob").await;
}

#[tokio::test]
async fn lang_chat_en_wins_over_a_later_polish_opener() {
    let svc = service();
    let set = public(&say(&svc, "t", "bob", "/lang chat en").await);
    assert!(set.starts_with("bob set the language of this chat's posts to English."), "{set}");
    let opened = say_in(&svc, "pl", "t", "ola", "/new carthage players=2").await;
    assert!(public(&opened).contains("ola opened a game of"), "{opened:?}");
    let settings = svc.store().chat_settings(&ChatKey::new("test", "t")).unwrap();
    assert_eq!((settings.lang, settings.chosen), (Lang::En, true));
    // Her own answers still follow her app.
    assert_eq!(all_text(&say_in(&svc, "pl", "t", "ola", "/join").await), "Masz już miejsce w tej grze.");
    let summary = private_to(&say_in(&svc, "pl", "t", "ola", "/lang").await, "ola");
    assert!(summary.contains("Posty na tym czacie: angielski (wybrany przez `/lang chat`)"), "{summary}");
}

#[tokio::test]
async fn lang_en_wins_over_a_polish_app() {
    let svc = service();
    let set = private_to(&say_in(&svc, "pl", "t", "ola", "/lang en").await, "ola");
    assert!(set.starts_with("From now on Kontor answers you in English"), "{set}");
    let opened = say_in(&svc, "pl", "t", "ola", "/new carthage players=2").await;
    assert!(public(&opened).contains("ola opened a game of"), "{opened:?}");
    assert_eq!(
        all_text(&say_in(&svc, "pl", "t", "ola", "/join").await),
        "You already have a seat in this game."
    );
    let summary = private_to(&say_in(&svc, "pl", "t", "ola", "/lang").await, "ola");
    assert!(summary.starts_with("Your language: English (your choice)."), "{summary}");
    let profile = svc.store().profile(&UserKey::new("test", "ola")).unwrap();
    assert_eq!((profile.lang, profile.platform_lang), (Some(Lang::En), Some(Lang::Pl)));
}

//! The service's own texts through Fluent: `/rules` topics by key or by name in either language,
//! the topic list in the reader's language, Polish counts and titles.

use kontor_service::{ChatKey, Command, Delivery, Service, UserKey};

use crate::support;
use support::{all_text, command, say_all, service};

async fn say(svc: &Service, who: &str, text: &str) -> String {
    let out = svc.handle(command("t", who, text)).await;
    all_text(&out)
}

#[tokio::test]
async fn rules_topics_are_found_by_key_and_by_name_in_either_language() {
    let svc = service();
    let setup = say(&svc, "bob", "/rules carthage setup").await;
    assert!(setup.starts_with("Traders of Carthage: Everyone draws cards"), "{setup}");
    for asked in ["przygotowanie", "PRZYGOTOWANIE", "Setup"] {
        assert_eq!(say(&svc, "bob", &format!("/rules carthage {asked}")).await, setup, "{asked}");
    }
    let pawn = say(&svc, "bob", "/rules el-dorado przesuniecie   pionka").await;
    assert!(!pawn.contains("no rules topic"), "{pawn}");
    let unknown = say(&svc, "bob", "/rules carthage dragons").await;
    assert!(
        unknown.starts_with("There is no rules topic `dragons`; topics are: `overview`, `setup`"),
        "{unknown}"
    );
    let overview = say(&svc, "bob", "/rules carthage").await;
    assert!(overview.contains("Topics: `overview`, `setup`, `turn`"), "{overview}");
}

#[tokio::test]
async fn a_polish_chat_reads_rules_counts_and_titles_in_polish() {
    let svc = service();
    say(&svc, "ola", "/lang pl").await;
    say(&svc, "ola", "/lang chat pl").await;
    let overview = say(&svc, "ola", "/rules carthage").await;
    assert!(overview.contains("Tematy: `ogólne`, `przygotowanie`, `tura`"), "{overview}");
    assert!(!overview.contains("po angielsku"), "{overview}");
    let setup = say(&svc, "ola", "/rules carthage setup").await;
    assert!(setup.contains(" — zasady: Każdy gracz dociąga karty"), "{setup}");
    let unknown = say(&svc, "ola", "/rules carthage smoki").await;
    assert!(unknown.starts_with("Nie ma tematu zasad `smoki`; tematy to: `ogólne`"), "{unknown}");
    let help = say(&svc, "ola", "/help").await;
    assert!(!help.contains("po angielsku") && help.contains("`/rules [temat]` zasady;"), "{help}");
    say_all(&svc, "t", &[("ola", "/new carthage players=2 seed=3"), ("ola", "/addbot"), ("ola", "/start")])
        .await;
    let status = say(&svc, "ola", "/status").await;
    assert!(status.contains("w toku") && status.contains("ruch"), "{status}");
    let games = say(&svc, "ola", "/games").await;
    assert!(games.starts_with("Masz 1 otwartą grę:\n#1 "), "{games}");
}

#[tokio::test]
async fn a_polish_chat_gets_the_final_ranking_in_polish() {
    let svc = service();
    say_all(
        &svc,
        "t",
        &[
            ("ola", "/lang pl"),
            ("ola", "/lang chat pl"),
            ("ola", "/new carthage players=3 seed=9"),
            ("ola", "/addbot"),
            ("ola", "/addbot"),
        ],
    )
    .await;
    let chat = ChatKey::new("test", "t");
    let ola = UserKey::new("test", "ola");
    let mut out = svc.handle(Command::text(chat.clone(), ola.clone(), "ola", "/start")).await;
    for _ in 0..2_000 {
        let next = out.iter().find_map(|d| match d {
            Delivery::Private { user, choices, .. } if user.id == "ola" => {
                choices.first().map(|c| c.text.clone())
            }
            _ => None,
        });
        let Some(next) = next else { break };
        out = svc.handle(Command::text(chat.clone(), ola.clone(), "ola", &next)).await;
    }
    let text = all_text(&out);
    assert!(text.contains("Koniec gry! Ranking końcowy:"), "{text}");
    assert!(text.contains("Wygrywa ") || text.contains("Wygrywają "), "{text}");
    assert!(!text.contains("Game over") && !text.contains(" wins!"), "{text}");
    let score = say(&svc, "ola", "/score").await;
    assert!(score.starts_with("Koniec gry! Ranking końcowy:\n1. "), "{score}");
    // Tie-breakers show only where one decided a place, in a sentence.
    assert!(!score.contains("carthage-") && !score.contains("(znaczniki realizacji: "), "{score}");
}

//! A whole game of every title with the chat and every player in Polish, bots included: no
//! delivery holds an English sentence. Words are checked outside backticks (notation and codes
//! stay as they are) against the words that only the English resources use.

use std::collections::BTreeSet;
use std::sync::Arc;

use kontor_engine::GameRng;
use kontor_service::{ChatKey, Delivery, ManualClock, Service, ServiceConfig, all_resources};
use kontor_storage::Store;

use crate::support;
use support::{Served, command};

/// Lower-case words of at least four letters in the message texts of `source` (placeables and
/// comments left out).
fn words_of(source: &str) -> BTreeSet<String> {
    let mut words = BTreeSet::new();
    for line in source.lines() {
        let line = line.trim();
        // Comments, and ids whose text starts on the next line.
        if line.starts_with('#') || line.is_empty() || line.ends_with(" =") {
            continue;
        }
        // The text after `id =` or a variant key `[one]`, or a continuation line.
        let text = match line.split_once(" = ") {
            Some((id, rest)) if !id.contains(' ') => rest,
            _ => line.trim_start_matches(['*', '[']).split_once(']').map_or(line, |(_, t)| t),
        };
        let mut depth = 0;
        let mut plain = String::new();
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => plain.push(c),
                _ => {}
            }
        }
        words.extend(split_words(&without_code(&plain)).iter().map(|w| w.to_lowercase()));
    }
    words
}

/// The text with its `code spans` and **bold spans** removed: code is notation, and the service
/// sets in bold only the notation labels of move groups (`/moves take` — **take**: 3 moves).
fn without_code(text: &str) -> String {
    let text = text.split("**").step_by(2).collect::<Vec<_>>().join(" ");
    text.split('`').step_by(2).collect::<Vec<_>>().join(" ")
}

/// Words of at least four letters, as written.
fn split_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic()).filter(|w| w.chars().count() >= 4).map(str::to_string).collect()
}

/// Words the English resources use and the Polish ones never do.
fn english_only() -> BTreeSet<String> {
    let (mut en, mut pl) = (BTreeSet::new(), BTreeSet::new());
    for locales in all_resources() {
        en.extend(words_of(locales.en));
        pl.extend(words_of(locales.pl));
    }
    en.difference(&pl).cloned().collect()
}

fn service() -> Served {
    let config = ServiceConfig { images: false, bot_iterations: Some(8), ..ServiceConfig::default() };
    Served::new(Store::temporary().unwrap(), config, Arc::new(ManualClock::starting_at(1_000_000)))
}

async fn send(svc: &Service, who: &str, text: &str, seen: &mut Vec<String>) -> Vec<Delivery> {
    let out = svc.handle(command("stół", who, text)).await;
    seen.extend(out.iter().map(|d| d.text().to_string()));
    out
}

/// Plays `new` to the end: `ola` and `jan` move by the game's playout policy, bots fill the
/// other seats. Returns every text delivered.
async fn play_in_polish(new: &str, bots: usize) -> Vec<String> {
    let svc = service();
    let mut seen = Vec::new();
    for who in ["ola", "jan"] {
        send(&svc, who, "/lang pl", &mut seen).await;
    }
    send(&svc, "ola", "/lang chat pl", &mut seen).await;
    send(&svc, "ola", new, &mut seen).await;
    send(&svc, "jan", "/join", &mut seen).await;
    for _ in 0..bots {
        send(&svc, "ola", "/addbot", &mut seen).await;
    }
    send(&svc, "ola", "/start", &mut seen).await;
    for what in ["/status", "/board", "/hand", "/moves", "/score", "/rules", "/help", "/play nonsense"] {
        send(&svc, "ola", what, &mut seen).await;
    }
    let chat = ChatKey::new("test", "stół");
    let id = svc.store().game_in_chat(&chat).unwrap().expect("the game is open");
    let mut rng = GameRng::from_seed(5);
    for _ in 0..3000 {
        let Some((who, play)) = support::playout_move(svc.store(), id, &mut rng) else { break };
        send(&svc, &who, &play, &mut seen).await;
    }
    let stored = svc.store().load(id).unwrap().unwrap();
    assert_eq!(stored.record.status, kontor_storage::GameStatus::Finished, "{new}: the game did not end");
    for what in ["/score", "/log 30"] {
        send(&svc, "jan", what, &mut seen).await;
    }
    seen
}

/// The English words of `seen` (outside code and names), with the line each is in.
fn english_in(seen: &[String]) -> Vec<(String, String)> {
    let english = english_only();
    let mut found: Vec<(String, String)> = Vec::new();
    for text in seen {
        // Capitalised words are names (cities, players, titles), printed as on the board.
        for word in split_words(&without_code(text)).into_iter().filter(|w| w.starts_with(char::is_lowercase))
        {
            if english.contains(&word.to_lowercase()) {
                let line = text.lines().find(|l| l.contains(word.as_str())).unwrap_or(text);
                found.push((word, line.chars().take(200).collect()));
            }
        }
    }
    found.sort();
    found.dedup_by(|a, b| a.0 == b.0);
    found
}

/// Checks `seen`; with `KONTOR_POLISH_TRANSCRIPT=<dir>` also writes it there to be read.
fn assert_polish(what: &str, seen: &[String]) {
    if let Ok(dir) = std::env::var("KONTOR_POLISH_TRANSCRIPT") {
        std::fs::write(std::path::Path::new(&dir).join(format!("{what}.txt")), seen.join("\n---\n")).unwrap();
    }
    let found = english_in(seen);
    assert!(found.is_empty(), "{what}: English words in Polish deliveries: {found:#?}");
}

#[test]
fn the_english_only_words_are_a_real_list() {
    let english = english_only();
    for word in ["market", "whose"] {
        assert!(english.contains(word), "`{word}` should be English-only");
    }
    assert!(!english.contains("kontor"));
    // The check finds an English sentence, and not a Polish one with notation and names.
    let english_line =
        "Your turn in Traders of Carthage (game #1): choose `buy`, `take <card>` or `reserve <card>`.";
    let words: Vec<String> = english_in(&[english_line.to_string()]).into_iter().map(|(w, _)| w).collect();
    assert!(words.contains(&"choose".to_string()) && words.contains(&"turn".to_string()), "{words:?}");
    let polish_line =
        "Twój ruch w Traders of Carthage (gra #1): wybierz `buy`, `take <karta>` lub `reserve <karta>`.";
    assert_eq!(english_in(&[polish_line.to_string()]), Vec::new());
}

/// Every title (Hansa on each map, the league with its options) played through in Polish: the
/// name of the case, the command that opens it, and the bots that fill the table.
#[tokio::test]
async fn every_title_in_polish_has_no_english() {
    for (what, new, bots) in [
        ("carthage", "/new carthage players=3", 1),
        ("thurn-taxis", "/new thurn-taxis players=3", 1),
        ("el-dorado", "/new el-dorado players=3", 1),
        ("hansa league", "/new hansa players=4 missions=on favour=on tokens=bigbox", 2),
        ("hansa east", "/new hansa map=east players=3", 1),
        ("hansa britannia", "/new hansa map=britannia players=3", 1),
    ] {
        let seen = play_in_polish(new, bots).await;
        assert_polish(what, &seen);
    }
}

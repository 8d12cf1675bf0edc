//! The service's table texts (`locales/*/tables.ftl`): both languages have the same messages with
//! the same arguments, and every message the lobby, settings, reminders and `/lang` render exists.

use kontor_i18n::check::{differences, signatures};
use kontor_i18n::{Lang, Locales};

const TABLES: Locales = Locales {
    en: include_str!("../../locales/en/tables.ftl"),
    pl: include_str!("../../locales/pl/tables.ftl"),
};

/// The sources that render table texts.
const SOURCES: [&str; 7] = [
    include_str!("../../src/lobby.rs"),
    include_str!("../../src/settings.rs"),
    include_str!("../../src/limits.rs"),
    include_str!("../../src/language.rs"),
    include_str!("../../src/reminders.rs"),
    include_str!("../../src/outbox.rs"),
    include_str!("../../src/thinking.rs"),
];

#[test]
fn english_and_polish_table_texts_agree() {
    let problems = differences("service tables", &TABLES);
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn every_table_message_is_named_tables() {
    for lang in Lang::ALL {
        let ids = signatures(TABLES.get(lang)).unwrap();
        let stray: Vec<&String> = ids.keys().filter(|id| !id.starts_with("tables-")).collect();
        assert!(stray.is_empty(), "{lang:?}: {stray:?}");
    }
}

#[test]
fn every_table_message_the_code_renders_exists() {
    let catalog = kontor_service::catalog();
    let mut used = 0;
    for source in SOURCES {
        for piece in source.split("\"tables-").skip(1) {
            let id = format!("tables-{}", piece.split('"').next().unwrap());
            for lang in Lang::ALL {
                assert!(catalog.has(lang, &id), "{lang:?} has no `{id}`");
            }
            used += 1;
        }
    }
    assert!(used > 50, "only {used} table messages found in the code");
}

#[test]
fn polish_seat_counts_decline() {
    let catalog = kontor_service::catalog();
    let full = |n: i64| {
        catalog.render(
            Lang::Pl,
            &kontor_i18n::text!("tables-needs-players", title = "X", min = n, seated = 0),
            &[],
        )
    };
    assert!(full(1).contains("co najmniej 1 gracza;"), "{}", full(1));
    assert!(full(2).contains("co najmniej 2 graczy;"), "{}", full(2));
    assert!(full(5).contains("co najmniej 5 graczy;"), "{}", full(5));
    let english = |n: i64| {
        catalog.render(Lang::En, &kontor_i18n::text!("tables-fewer-than-wanted", wanted = 3, seated = n), &[])
    };
    assert!(english(1).contains("3 players and 1 is seated"), "{}", english(1));
    assert!(english(2).contains("3 players and 2 are seated"), "{}", english(2));
}

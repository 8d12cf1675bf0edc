//! Every game option the README and `/rules` list opens a lobby, starts at every player count it
//! allows and is refused, with the real constraint, at the others — through the service.

use kontor_engine::Text;
use std::collections::{BTreeMap, BTreeSet};

use kontor_games::GameKind;
use kontor_service::Service;

use crate::support;
use support::{all_text, command, service};

const README: &str = include_str!("../../../README.md");

async fn say(svc: &Service, room: &str, who: &str, text: &str) -> String {
    let out = svc.handle(command(room, who, text)).await;
    all_text(&out)
}

/// `key=a|b|c` words, wherever they stand in `text` (backticks, commas and brackets around them;
/// `\|` as Markdown tables escape it). Placeholders (`<name>`), `players` and `seed` are skipped.
fn listed_options(text: &str) -> BTreeSet<(String, String)> {
    let text = text.replace("\\|", "|");
    let mut found = BTreeSet::new();
    for word in text.split(|c: char| c.is_whitespace() || "`,;()".contains(c)) {
        let word = word.trim_end_matches(['.', ':']);
        let Some((key, values)) = word.split_once('=') else { continue };
        let plain =
            |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_".contains(c));
        if !plain(key) || key == "players" || key == "seed" || !values.split('|').all(plain) {
            continue;
        }
        for value in values.split('|') {
            found.insert((key.to_string(), value.to_string()));
        }
    }
    found
}

/// The README's games table: `/new` name → the options its row lists.
fn readme_options() -> BTreeMap<GameKind, BTreeSet<(String, String)>> {
    let table = README.split("## Games").nth(1).expect("a Games section").split("\n## ").next().unwrap();
    let mut rows = BTreeMap::new();
    for row in table.lines().filter(|l| l.starts_with("| **")) {
        let cells: Vec<&str> = row.split(" | ").collect();
        let name = cells[1].trim_matches('`');
        let kind =
            GameKind::from_name(name).unwrap_or_else(|_| panic!("README names an unknown game {name}"));
        rows.insert(kind, listed_options(cells[3]));
    }
    assert_eq!(rows.len(), GameKind::ALL.len(), "every game has a README row");
    rows
}

/// The player counts a single option allows (the game's own range unless a Big Box board says
/// otherwise).
fn expected_seats(kind: GameKind, key: &str, value: &str) -> (usize, usize) {
    match (kind, key, value) {
        (GameKind::Hansa, "map", "east" | "britannia") => (3, 5),
        _ => kind.seat_range(),
    }
}

/// `/new <game> <options> players=N`, the rest of the seats filled with bots, `/start`.
/// Returns the refusal, if any.
async fn open_for(svc: &Service, room: &str, game: &str, options: &str, n: usize) -> Result<(), String> {
    let opened = say(svc, room, "alice", &format!("/new {game} {options} players={n}")).await;
    if !opened.contains("opened a game") {
        return Err(opened);
    }
    for _ in 1..n {
        let added = say(svc, room, "alice", "/addbot").await;
        assert!(added.contains("takes a seat"), "{game} {options} n={n}: {added}");
    }
    let started = say(svc, room, "alice", "/start").await;
    assert!(started.contains("begins!"), "{game} {options} players={n} opened but did not start: {started}");
    Ok(())
}

/// `/new <game> <options>` without a count; then seats are added one by one and `/start` is tried
/// at each count. Returns the counts that started.
async fn open_and_try_each_count(svc: &Service, room: &str, game: &str, options: &str) -> BTreeSet<usize> {
    let (_, most) = GameKind::from_name(game).unwrap().seat_range();
    let mut started = BTreeSet::new();
    for n in 1..=most {
        let room = format!("{room}-{n}");
        let opened = say(svc, &room, "alice", &format!("/new {game} {options}")).await;
        assert!(opened.contains("opened a game"), "{game} {options}: {opened}");
        let mut seated = 1;
        while seated < n {
            let added = say(svc, &room, "alice", "/addbot").await;
            if !added.contains("takes a seat") {
                assert!(added.contains("The game is full"), "{added}");
                break;
            }
            seated += 1;
        }
        if seated < n {
            continue;
        }
        let answer = say(svc, &room, "alice", "/start").await;
        if answer.contains("begins!") {
            started.insert(n);
        } else {
            assert!(answer.contains(&n.to_string()), "the refusal names the seated count {n}: {answer}");
            assert!(!answer.contains("this table wants"), "nobody typed a count: {answer}");
        }
    }
    started
}

#[test]
fn the_readme_lists_every_option_that_rules_lists() {
    let readme = readme_options();
    for kind in GameKind::ALL {
        let in_rules: BTreeSet<_> = kind
            .rules()
            .iter()
            .flat_map(|topic| {
                let text = kontor_service::say(
                    kontor_service::Lang::En,
                    &Text::msg(kontor_games::topic_id(kind, topic)),
                    &[],
                );
                listed_options(&text)
            })
            .collect();
        let missing: Vec<_> = in_rules.difference(&readme[&kind]).collect();
        assert!(
            missing.is_empty(),
            "{}: `/rules` lists {missing:?} but the README table does not",
            kind.name()
        );
    }
    // The parser sees what the table shows.
    assert!(readme[&GameKind::Hansa].contains(&("map".into(), "britannia".into())));
    assert!(readme[&GameKind::ElDorado].contains(&("course".into(), "witchs-cauldron".into())));
    assert!(readme[&GameKind::Carthage].is_empty());
}

#[tokio::test]
async fn every_listed_option_opens_and_starts_at_every_count_it_allows() {
    let svc = service();
    let mut cases = 0;
    for (kind, options) in readme_options() {
        let game = kind.name();
        let mut options: Vec<(String, String)> = options.into_iter().collect();
        if options.is_empty() {
            options.push((String::new(), String::new()));
        }
        for (key, value) in options {
            let option = if key.is_empty() { String::new() } else { format!("{key}={value}") };
            let (lo, hi) = expected_seats(kind, &key, &value);
            let (min, max) = kind.seat_range();
            for n in min..=max {
                let room = format!("{game}-{key}-{value}-{n}");
                match open_for(&svc, &room, game, &option, n).await {
                    Ok(()) => {
                        assert!((lo..=hi).contains(&n), "{game} {option} players={n} should be refused")
                    }
                    Err(refusal) => {
                        assert!(!(lo..=hi).contains(&n), "{game} {option} players={n} refused: {refusal}");
                        assert!(refusal.contains(&format!("this table wants {n}.")), "{refusal}");
                    }
                }
                cases += 1;
            }
            let room = format!("{game}-{key}-{value}-any");
            let started = open_and_try_each_count(&svc, &room, game, &option).await;
            assert_eq!(started, (lo..=hi).collect(), "{game} {option} without players=");
        }
    }
    assert!(cases >= 70, "{cases} cases");
}

#[tokio::test]
async fn big_box_combinations_open_from_chat() {
    let svc = service();
    let allowed = [
        ("map=britannia side=3", 3..=3),
        ("map=britannia side=45", 4..=5),
        ("map=east tokens=bigbox", 3..=5),
        ("map=league side=45 missions=on favour=on tokens=bigbox", 2..=5),
        ("map=britannia tokens=bigbox", 3..=5),
    ];
    for (options, counts) in allowed {
        for n in 2..=5 {
            let result = open_for(&svc, &format!("{options}-{n}"), "hansa", options, n).await;
            assert_eq!(result.is_ok(), counts.contains(&n), "{options} players={n}: {result:?}");
        }
        let started = open_and_try_each_count(&svc, &format!("any {options}"), "hansa", options).await;
        assert_eq!(started, counts.collect(), "{options} without players=");
    }
}

#[tokio::test]
async fn a_wrong_combination_names_the_real_constraint() {
    let svc = service();
    let refusal = say(&svc, "a", "alice", "/new hansa map=britannia side=3 players=4").await;
    assert_eq!(
        refusal,
        "Britannia's 3-player side is for exactly 3 players; this table wants 4. Use `side=45` or `players=3`."
    );
    let refusal = say(&svc, "b", "alice", "/new hansa map=britannia side=45 players=3").await;
    assert_eq!(
        refusal,
        "Britannia's 4–5 player side is for 4–5 players; this table wants 3. Use `side=3` or `players=4`."
    );
    let refusal = say(&svc, "c", "alice", "/new hansa map=east players=2").await;
    assert_eq!(
        refusal,
        "The East board is for 3–5 players; this table wants 2. Use `map=league` or `players=3`."
    );
    let refusal = say(&svc, "d", "alice", "/new hansa map=east missions=on").await;
    assert!(refusal.contains("mission cards belong to the Hansa League board"), "{refusal}");
    let refusal = say(&svc, "e", "alice", "/new hansa map=east side=3").await;
    assert!(refusal.contains("the East board has one side"), "{refusal}");

    // Seated at `/start`: the count on the table, never one nobody typed.
    say(&svc, "f", "alice", "/new hansa map=east").await;
    say(&svc, "f", "alice", "/addbot").await;
    let refusal = say(&svc, "f", "alice", "/start").await;
    assert_eq!(refusal, "The East board is for 3–5 players; 2 are seated. `/join` or `/addbot` first.");
}

#[tokio::test]
async fn refusals_speak_polish_to_polish_players() {
    let svc = service();
    say(&svc, "p", "alice", "/lang pl").await;
    let refusal = say(&svc, "p", "alice", "/new hansa map=britannia side=3 players=4").await;
    assert_eq!(
        refusal,
        "Strona planszy Brytanii dla 3 graczy jest dla dokładnie 3 graczy; ten stół ma mieć 4. \
         Użyj `side=45` albo `players=3`."
    );
    say(&svc, "q", "alice", "/new hansa map=east").await;
    say(&svc, "q", "alice", "/addbot").await;
    let refusal = say(&svc, "q", "alice", "/start").await;
    assert_eq!(
        refusal,
        "Plansza Wschodniej Ligi Hanzeatyckiej jest dla 3–5 graczy; zajęte miejsca: 2. \
         Najpierw `/join` albo `/addbot`."
    );
}

/// "Brytania": without `side=` the side follows the seats at `/start`, and the lobby says so.
#[tokio::test]
async fn britannia_side_follows_the_seats_at_start() {
    let svc = service();
    for (bots, side) in [(2, "3-player side"), (3, "4–5 player side"), (4, "4–5 player side")] {
        let room = format!("brit-{bots}");
        let opened = say(&svc, &room, "alice", "/new hansa map=britannia").await;
        assert!(opened.contains("for 3–5 players"), "{opened}");
        assert!(opened.contains("Britannia's side follows the seats at `/start`"), "{opened}");
        for _ in 0..bots {
            say(&svc, &room, "alice", "/addbot").await;
        }
        let started = say(&svc, &room, "alice", "/start").await;
        assert!(started.contains(side), "{bots} bots: {started}");
    }
    let opened = say(&svc, "brit-fixed", "alice", "/new hansa map=britannia side=3").await;
    assert!(opened.contains("for 3 players"), "{opened}");
    assert!(!opened.contains("follows the seats"), "{opened}");
    let full = {
        say(&svc, "brit-fixed", "alice", "/addbot").await;
        say(&svc, "brit-fixed", "alice", "/addbot").await;
        say(&svc, "brit-fixed", "alice", "/addbot").await
    };
    assert!(full.contains("The game is full (3 seats)"), "{full}");
}

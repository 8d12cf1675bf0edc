//! Building Thurn und Taxis positions from a compact description, and small assertions.

#![allow(dead_code)]

// The steps every rules test takes; not every test binary takes them all.
#[allow(unused_imports)]
pub use kontor_engine::conformance::{act, play, refused};
use kontor_engine::prelude::*;
use kontor_engine::{ENGINE_LOCALES, Event, Lang, Options, Seat, Text};
use kontor_i18n::Catalog;
use kontor_thurn_taxis::{COPIES, Cards, City, HOUSES, Official, Phase, Step, ThurnTaxis};

/// A city from its code or name.
pub fn c(word: &str) -> City {
    City::from_word(word).unwrap_or_else(|| panic!("bad city {word}"))
}

/// Cities from space-separated codes.
pub fn cities(words: &str) -> Vec<City> {
    words.split_whitespace().map(c).collect()
}

/// A bit mask of cities.
pub fn mask(words: &str) -> u32 {
    cities(words).iter().fold(0, |m, c| m | c.bit())
}

fn step(word: &str) -> Step {
    match word {
        "start" => Step::Start,
        "draw" => Step::Draw { left: 1 },
        "draw2" => Step::Draw { left: 2 },
        "play" => Step::Play { second: false },
        "play2" => Step::Play { second: true },
        "close" => Step::Close,
        "discard" => Step::Discard,
        other => panic!("unknown step {other}"),
    }
}

/// Builds a position in the middle of a game from `;`-separated `key: value` parts:
///
/// - `h0`, `r0`: hand and route (left to right) of seat 0 (likewise 1–3);
/// - `houses0`: cities with a house of seat 0 (houses left = 20 − that many);
/// - `car0`: the highest carriage of seat 0;
/// - `display`: the six face-up cards (`-` for an empty slot); `deck`: the next cards drawn, in
///   draw order; `discard`: the discard pile; the rest of the 66 cards lie under the deck,
///   or in the discard pile with `rest: discard`;
/// - `turn`: whose turn (default 0); `step`: start (default), draw, draw2, play, play2, close,
///   discard; `official`: the official of this turn; `start`: the start player (default 0);
///   `turns`: turns completed (default: the number of seats, i.e. the first round is over).
pub fn build(seats: usize, desc: &str) -> ThurnTaxis {
    let mut g = ThurnTaxis::setup(&Options::new(), seats, 1).expect("setup");
    for p in g.players.values_mut() {
        *p = Default::default();
    }
    g.display = [None; 6];
    g.deck.clear();
    g.discard = Cards::default();
    g.start_player = Seat(0);
    g.turns = seats as u32;
    g.official = None;
    let (mut turn, mut st) = (Seat(0), Step::Start);
    let mut top: Vec<City> = Vec::new();
    let mut rest_to_discard = false;
    for part in desc.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once(':').unwrap_or_else(|| panic!("`{part}` is not key: value"));
        let (key, value) = (key.trim(), value.trim());
        let seat =
            |k: &str, prefix: &str| Seat(k[prefix.len()..].parse().unwrap_or_else(|_| panic!("bad key {k}")));
        match key {
            "display" => {
                for (i, w) in value.split_whitespace().enumerate() {
                    g.display[i] = (w != "-").then(|| c(w));
                }
            }
            "deck" => top = cities(value),
            "discard" => cities(value).into_iter().for_each(|x| g.discard.add(x)),
            "rest" => rest_to_discard = value == "discard",
            "turn" => turn = Seat(value.parse().unwrap()),
            "step" => st = step(value),
            "start" => g.start_player = Seat(value.parse().unwrap()),
            "turns" => g.turns = value.parse().unwrap(),
            "official" => g.official = Official::from_word(value),
            k if k.starts_with("houses") => {
                let s = seat(k, "houses");
                g.players[s].houses = mask(value);
                g.players[s].houses_left = HOUSES - g.players[s].houses.count_ones() as u8;
            }
            k if k.starts_with("car") => g.players[seat(k, "car")].carriage = value.parse().unwrap(),
            k if k.starts_with('h') => {
                cities(value).into_iter().for_each(|x| g.players[seat(k, "h")].hand.add(x))
            }
            k if k.starts_with('r') => g.players[seat(k, "r")].route = cities(value),
            other => panic!("unknown key {other}"),
        }
    }
    // Carriages taken leave the supply.
    for p in g.players.clone().values() {
        for v in 3..=p.carriage.max(2) {
            if p.carriage >= 3 {
                g.carriages[usize::from(v - 3)] -= 1;
            }
        }
    }
    let mut used = g.card_census();
    for &x in &top {
        used[x.index()] += 1;
    }
    let mut rest = Vec::new();
    for city in City::all() {
        let n = used[city.index()];
        assert!(n <= COPIES, "too many {city}");
        for _ in n..COPIES {
            rest.push(city);
        }
    }
    if rest_to_discard {
        rest.into_iter().for_each(|x| g.discard.add(x));
    } else {
        g.deck = rest;
    }
    g.deck.extend(top.into_iter().rev());
    g.phase = Phase::Turn { seat: turn, step: st };
    assert!(g.cards_conserved());
    g
}

/// The houses of a seat as sorted codes.
pub fn houses(g: &ThurnTaxis, seat: u8) -> String {
    let mut list: Vec<&str> =
        City::all().filter(|c| g.players[Seat(seat)].has_house(*c)).map(City::code).collect();
    list.sort_unstable();
    list.join(" ")
}

/// The route of a seat as codes.
pub fn route(g: &ThurnTaxis, seat: u8) -> String {
    g.players[Seat(seat)].route.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
}

/// The engine's and the game's messages.
pub fn catalog() -> Catalog {
    Catalog::new(&[ENGINE_LOCALES, ThurnTaxis::LOCALES]).expect("the Fluent resources load")
}

/// Seat names used when rendering in tests.
pub fn names() -> Vec<String> {
    ["Ann", "Bob", "Cid", "Dee"].map(String::from).to_vec()
}

/// A text in `lang`; panics on a missing message or argument.
pub fn render(catalog: &Catalog, lang: Lang, text: &Text) -> String {
    catalog
        .try_render(lang, text, &names())
        .unwrap_or_else(|(s, e)| panic!("{lang:?} `{text}` → `{s}`: {e:?}"))
}

/// A text in English.
pub fn english(text: &Text) -> String {
    render(&catalog(), Lang::En, text)
}

/// All event texts joined, in English.
pub fn text(events: &[Event]) -> String {
    let catalog = catalog();
    events.iter().map(|e| render(&catalog, Lang::En, &e.text)).collect::<Vec<_>>().join("\n")
}

//! Building Traders of Carthage positions from a compact description, and small assertions.

#![allow(dead_code)]

use std::sync::OnceLock;

use kontor_carthage::{Action, Card, Carthage, Colour, Phase, Player, Slot};
// The steps every rules test takes; not every test binary takes them all.
#[allow(unused_imports)]
pub use kontor_engine::conformance::{act, play, refused};
use kontor_engine::prelude::*;
use kontor_engine::{BySeat, ENGINE_LOCALES, Event, GameRng, Seat, Text};
use kontor_i18n::{Catalog, Lang};

/// The engine's and the game's messages in every language.
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| Catalog::new(&[ENGINE_LOCALES, Carthage::LOCALES]).expect("the resources load"))
}

/// The players' names at test tables.
pub fn names() -> Vec<String> {
    ["Ann", "Ben", "Cid", "Dee"].map(String::from).to_vec()
}

/// A text in `lang`, failing the test on a missing message or argument.
pub fn render(lang: Lang, text: &Text) -> String {
    catalog()
        .try_render(lang, text, &names())
        .unwrap_or_else(|(s, e)| panic!("`{text}` renders as `{s}`: {e:?}"))
}

/// A text in English.
pub fn en(text: &Text) -> String {
    render(Lang::En, text)
}

/// A text in Polish.
pub fn pl(text: &Text) -> String {
    render(Lang::Pl, text)
}

/// The English lines of some events.
pub fn lines(events: &[Event]) -> Vec<String> {
    events.iter().map(|e| en(&e.text)).collect()
}

/// A card from its code (`r5`, `g2`).
pub fn c(code: &str) -> Card {
    Card::from_code(code).unwrap_or_else(|| panic!("bad card code {code}"))
}

/// Cards from space-separated codes.
pub fn cards(codes: &str) -> Vec<Card> {
    codes.split_whitespace().map(c).collect()
}

/// Market or Farm slots: `r5` is free, `r5@1` carries seat 1's reservation marker.
pub fn slots(codes: &str) -> Vec<Slot> {
    codes
        .split_whitespace()
        .map(|w| match w.split_once('@') {
            Some((card, seat)) => Slot { card: c(card), reserved_by: Some(Seat(seat.parse().unwrap())) },
            None => Slot { card: c(w), reserved_by: None },
        })
        .collect()
}

/// Tokens per colour from `r2 g1` (colour letter and count).
fn tokens(text: &str) -> [u8; 4] {
    let mut out = [0; 4];
    for word in text.split_whitespace() {
        let colour = Colour::from_word(&word[..1]).expect("token colour");
        out[colour.index()] += word[1..].parse::<u8>().expect("token count");
    }
    out
}

/// Builds a position in the middle of a game from `;`-separated `key: value` parts:
///
/// - `market`, `farm`: slots (see [`slots`]); a seat with a marker on a card has no free marker;
/// - `h0`, `s0`, `v0`: hand, storehouse and victory-point cards of seat 0 (likewise for 1–3);
/// - `t0`: achievement tokens of seat 0, e.g. `r2 g1`;
/// - `ships`: positions of the red, blue, yellow and green ships, e.g. `0 0 3 4`;
/// - `deck`: the next cards drawn, in draw order; `discard`: the discard pile (top last);
/// - `turn`: the seat whose turn it is (default 0); `start`: the start player (default 0);
/// - `rest`: where the 108 cards not listed go: `deck` (default, under the listed deck cards),
///   `discard` (under the listed discard) or `nowhere` (the position then has fewer cards).
pub fn build(seats: usize, desc: &str) -> Carthage {
    let mut g = Carthage {
        players: BySeat::from_fn(seats, |_| Player { marker_free: true, ..Player::default() }),
        start_player: Seat(0),
        phase: Phase::Turn { seat: Seat(0) },
        ships: [0; 4],
        market: Vec::new(),
        farm: Vec::new(),
        deck: Vec::new(),
        discard: Vec::new(),
        passes: 0,
        draws: 0,
        rng: GameRng::from_seed(99),
    };
    let mut rest = "deck";
    let mut top: Vec<Card> = Vec::new();
    for part in desc.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once(':').unwrap_or_else(|| panic!("`{part}` is not key: value"));
        let (key, value) = (key.trim(), value.trim());
        let seat = |k: &str| Seat(k[1..].parse().unwrap_or_else(|_| panic!("bad key {k}")));
        match key {
            "market" => g.market = slots(value),
            "farm" => g.farm = slots(value),
            "deck" => top = cards(value),
            "discard" => g.discard = cards(value),
            "ships" => {
                let v: Vec<u8> = value.split_whitespace().map(|n| n.parse().unwrap()).collect();
                g.ships = v.try_into().expect("four ship positions");
            }
            "turn" => g.phase = Phase::Turn { seat: Seat(value.parse().unwrap()) },
            "start" => g.start_player = Seat(value.parse().unwrap()),
            "rest" => {
                rest = if value == "discard" {
                    "discard"
                } else if value == "nowhere" {
                    "nowhere"
                } else {
                    "deck"
                }
            }
            k if k.starts_with('h') => g.players[seat(k)].hand = cards(value),
            k if k.starts_with('s') => {
                let mut goods = cards(value);
                goods.sort();
                g.players[seat(k)].storehouse = goods;
            }
            k if k.starts_with('v') => g.players[seat(k)].vp_cards = cards(value),
            k if k.starts_with('t') => g.players[seat(k)].tokens = tokens(value),
            other => panic!("unknown key {other}"),
        }
    }
    for slot in g.market.iter().chain(&g.farm) {
        if let Some(seat) = slot.reserved_by {
            g.players[seat].marker_free = false;
        }
    }
    // The cards not listed anywhere, in the fixed box order.
    let mut unlisted = Card::full_deck();
    let listed = g
        .players
        .values()
        .flat_map(|p| p.hand.iter().chain(&p.storehouse).chain(&p.vp_cards))
        .chain(g.market.iter().map(|s| &s.card))
        .chain(g.farm.iter().map(|s| &s.card))
        .chain(&g.discard)
        .chain(&top)
        .copied()
        .collect::<Vec<_>>();
    for card in listed {
        let at = unlisted.iter().position(|x| *x == card).unwrap_or_else(|| panic!("too many {card}"));
        unlisted.remove(at);
    }
    match rest {
        "deck" => g.deck = unlisted,
        "discard" => {
            unlisted.extend(std::mem::take(&mut g.discard));
            g.discard = unlisted;
        }
        _ => {}
    }
    // The top of the deck is the end of the vector: the first listed card is drawn first.
    g.deck.extend(top.into_iter().rev());
    g
}

/// Declares a purchase and pays with the given cards in order.
pub fn buy_with(g: &mut Carthage, seat: u8, payment: &str) -> Vec<Event> {
    let mut events = act(g, seat, Action::Buy);
    for card in cards(payment) {
        events.extend(act(g, seat, Action::Pay(card)));
    }
    events
}

/// The seat whose turn it is (panics outside a normal turn).
pub fn turn_of(g: &Carthage) -> Seat {
    match g.phase {
        Phase::Turn { seat } => seat,
        ref other => panic!("not a normal turn: {other:?}"),
    }
}

/// Storehouse, hand or other card lists as sorted codes, for compact assertions.
pub fn codes(list: &[Card]) -> String {
    let mut sorted = list.to_vec();
    sorted.sort();
    sorted.iter().map(Card::code).collect::<Vec<_>>().join(" ")
}

/// Slots as codes with `@seat` marks, in order.
pub fn slot_codes(list: &[Slot]) -> String {
    list.iter()
        .map(|s| match s.reserved_by {
            Some(seat) => format!("{}@{}", s.card, seat.0),
            None => s.card.code(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Seats by the colours of the rulebook's examples.
pub const RED: usize = 0;
pub const BLUE: usize = 1;
pub const YELLOW: usize = 2;
pub const GREEN: usize = 3;

/// `take` of the Market card in `slot`.
pub fn take(slot: usize) -> Action {
    Action::Take { slot }
}

/// `protect` with the goods of `codes`, sorted.
pub fn protect(codes: &str) -> Action {
    let mut list = cards(codes);
    list.sort();
    Action::Protect(list)
}

/// Moves cards from the deck into the Market (to stage a later situation in the same game).
pub fn deal_to_market(g: &mut Carthage, codes: &str) {
    for card in cards(codes) {
        let at = g.deck.iter().position(|x| *x == card).expect("card in the deck");
        g.deck.remove(at);
        g.market.push(kontor_carthage::Slot { card, reserved_by: None });
    }
}

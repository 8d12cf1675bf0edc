//! Building Hansa Teutonica positions for rule tests, and small helpers.

#![allow(dead_code)]

use std::sync::LazyLock;

use kontor_engine::prelude::*;
use kontor_engine::{ENGINE_LOCALES, Event, Lang, Options, Seat, Text};
use kontor_hansa::{
    Action, CityId, Hansa, MERCHANTS_PER_COLOUR, Piece, RouteId, SpaceId, TRADERS_PER_COLOUR, board,
};
use kontor_i18n::Catalog;

/// The engine's and the game's messages.
pub static CATALOG: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new(&[ENGINE_LOCALES, Hansa::LOCALES]).expect("the resources load"));

/// A text in `lang` (seats as their tags); panics on a missing message or argument.
pub fn render(lang: Lang, text: &Text) -> String {
    CATALOG.try_render(lang, text, &[]).unwrap_or_else(|(s, e)| panic!("{text}: {s:?}: {e:?}"))
}

/// A text in English.
pub fn en(text: &Text) -> String {
    render(Lang::En, text)
}

/// A fresh game for `seats` players on the given side (`"45"` or `"3"`), seed 1.
pub fn game(seats: usize, side: &str) -> Hansa {
    let mut o = Options::new();
    o.insert("side".into(), side.into());
    Hansa::setup(&o, seats, 1).expect("setup")
}

/// A fresh game with an empty board: no tokens beside routes, no neutral pieces.
pub fn empty(seats: usize, side: &str) -> Hansa {
    let mut g = game(seats, side);
    clear(&mut g);
    g
}

/// Empties the board of a fresh game: no tokens beside routes, no pieces on routes.
pub fn clear(g: &mut Hansa) {
    g.route_tokens.fill(None);
    g.spaces.fill(Piece::EMPTY);
}

/// City id by name.
pub fn city(g: &Hansa, name: &str) -> CityId {
    board(g.side).city_by_name(name).unwrap_or_else(|| panic!("no city {name}"))
}

/// Route id between two cities.
pub fn route(g: &Hansa, a: &str, b: &str) -> RouteId {
    let (a, b) = (city(g, a), city(g, b));
    let board = board(g.side);
    board
        .route_ids()
        .find(|&r| board.route(r).cities.contains(&a) && board.route(r).cities.contains(&b))
        .unwrap_or_else(|| panic!("no route between {a:?} and {b:?}"))
}

/// Global space id of the 0-based `index` on `route`.
pub fn space(g: &Hansa, route: RouteId, index: u8) -> usize {
    board(g.side).space(route, index).index()
}

/// Puts pieces of `seat` on the first spaces of `route`, one per letter of `kinds` (`t` trader,
/// `m` merchant), taken from nowhere: the test adjusts supplies.
pub fn fill(g: &mut Hansa, route: RouteId, seat: u8, kinds: &str) {
    for (i, k) in kinds.chars().enumerate() {
        let s = space(g, route, i as u8);
        g.spaces[s] = Piece::new(seat, k == 'm');
    }
}

/// Puts `p` on the 0-based `index` space of the route between cities `a` and `b`: that route and
/// space.
pub fn put(g: &mut Hansa, a: &str, b: &str, index: u8, p: Piece) -> (RouteId, usize) {
    let r = route(g, a, b);
    let s = space(g, r, index);
    g.spaces[s] = p;
    (r, s)
}

/// The route between cities `a` and `b`, filled as `fill` does with `seat`'s pieces.
pub fn filled(g: &mut Hansa, a: &str, b: &str, seat: u8, kinds: &str) -> RouteId {
    let r = route(g, a, b);
    fill(g, r, seat, kinds);
    r
}

/// The route between cities `a` and `b`, filled as `fill_sea` does with `seat`'s pieces.
pub fn filled_sea(g: &mut Hansa, a: &str, b: &str, seat: u8) -> RouteId {
    let r = route(g, a, b);
    fill_sea(g, r, seat);
    r
}

/// Seat 0 establishes the sea route between cities `a` and `b` (`claim r…`), filled with its
/// pieces as `fill_sea` does and the colours balanced first.
pub fn claim_sea(g: &mut Hansa, a: &str, b: &str) {
    let r = filled_sea(g, a, b, 0);
    balance(g);
    act(g, 0, &format!("claim {}", r));
}

/// Puts pieces on the offices of a city, one a slot from the left.
pub fn offices(g: &mut Hansa, name: &str, pieces: &[Piece]) {
    let c = city(g, name);
    let first = usize::from(board(g.side).city(c).first_office);
    g.offices[first..first + pieces.len()].copy_from_slice(pieces);
}

/// Puts an office of `seat` on the 0-based `slot` of a city.
pub fn office(g: &mut Hansa, name: &str, slot: usize, seat: u8, merchant: bool) {
    let c = city(g, name);
    let first = usize::from(board(g.side).city(c).first_office);
    g.offices[first + slot] = Piece::new(seat, merchant);
}

/// Removes pieces from a seat's supplies so the colour keeps 31 pieces after the test put some on
/// the board: traders first from the general, then the personal supply.
pub fn balance(g: &mut Hansa) {
    const FULL: [u32; 2] = [TRADERS_PER_COLOUR, MERCHANTS_PER_COLOUR];
    for seat in 0..g.seats {
        let count = g.piece_count(seat);
        let p = &mut g.players[usize::from(seat)];
        for k in 0..2 {
            for _ in FULL[k]..count[k] {
                if p.general[k] > 0 {
                    p.general[k] -= 1;
                } else if p.personal[k] > 0 {
                    p.personal[k] -= 1;
                } else {
                    break;
                }
            }
        }
        let count = g.piece_count(seat);
        let p = &mut g.players[usize::from(seat)];
        for k in 0..2 {
            p.general[k] += FULL[k].saturating_sub(count[k]) as u8;
        }
    }
}

/// Sets a seat's general and personal supplies (traders, merchants), then `balance`s the colours.
pub fn supplies(g: &mut Hansa, seat: u8, general: [u8; 2], personal: [u8; 2]) {
    let p = &mut g.players[usize::from(seat)];
    p.general = general;
    p.personal = personal;
    balance(g);
}

/// Parses and applies `text` for `seat`; panics with the reason if refused.
pub fn act(g: &mut Hansa, seat: u8, text: &str) -> Vec<Event> {
    let action = g.parse_action(Seat(seat), text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
    g.apply(Seat(seat), &action).unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// Parses and applies `{verb} {space} {rest}` for `seat` with space `s` as players type it
/// (`displace r3.2 trader`); panics with the reason if refused.
pub fn act_at(g: &mut Hansa, seat: u8, verb: &str, s: usize, rest: &str) -> Vec<Event> {
    let text = format!("{verb} {} {rest}", label(g, s));
    act(g, seat, text.trim_end())
}

/// Applies an action directly.
pub fn apply(g: &mut Hansa, seat: u8, action: Action) -> Vec<Event> {
    g.apply(Seat(seat), &action).unwrap_or_else(|e| panic!("{action:?}: {e}"))
}

/// Whether `text` is refused for `seat` (by the parser or by the rules).
pub fn refused(g: &Hansa, seat: u8, text: &str) -> bool {
    g.parse_action(Seat(seat), text).is_err()
}

/// The label `r17.2` of a space.
pub fn label(g: &Hansa, s: usize) -> String {
    board(g.side).space_label(SpaceId::from_index(s))
}

/// A fresh game on a Big Box board (`map` = east or britannia, `side` 45/3 for Britannia), seed 1,
/// with an empty board (no tokens beside routes).
pub fn map_empty(seats: usize, map: &str, side: Option<&str>) -> Hansa {
    let mut o = Options::new();
    o.insert("map".into(), map.into());
    if let Some(side) = side {
        o.insert("side".into(), side.into());
    }
    let mut g = Hansa::setup(&o, seats, 1).expect("setup");
    clear(&mut g);
    g
}

/// A fresh game on the East board for `seats` players, with an empty board.
pub fn east(seats: usize) -> Hansa {
    map_empty(seats, "east", None)
}

/// A fresh game on Britannia for `seats` players (the 4–5 side for 4 or more), with an empty board.
pub fn britannia(seats: usize) -> Hansa {
    map_empty(seats, "britannia", if seats >= 4 { Some("45") } else { Some("3") })
}

/// Global space ids of a route, in order.
pub fn spaces_of(g: &Hansa, r: RouteId) -> Vec<usize> {
    let b = board(g.side);
    let route = b.route(r);
    (0..route.spaces).map(|i| b.space(r, i).index()).collect()
}

/// Fills a route with `seat`'s pieces: merchants on ship spaces, traders elsewhere.
pub fn fill_sea(g: &mut Hansa, r: RouteId, seat: u8) {
    let b = board(g.side);
    for s in spaces_of(g, r) {
        g.spaces[s] = Piece::new(seat, b.space_merchant_only[s]);
    }
}

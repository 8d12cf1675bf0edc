//! Builds positions for rule tests: a straight test course, chosen hands and draw piles.

#![allow(dead_code)]

use std::sync::LazyLock;

use kontor_el_dorado::{Action, Course, ElDorado, Phase, Source, Terrain, kind_id};
use kontor_engine::prelude::*;
use kontor_engine::{ENGINE_LOCALES, Lang, Localized, Options, Seat, Text};
use kontor_i18n::Catalog;

/// The engine's and the game's messages.
pub static CATALOG: LazyLock<Catalog> =
    LazyLock::new(|| Catalog::new(&[ENGINE_LOCALES, ElDorado::LOCALES]).expect("the resources load"));

/// The players' names texts are rendered with.
pub static NAMES: LazyLock<Vec<String>> =
    LazyLock::new(|| ["Ann", "Bob", "Cid", "Dee"].map(String::from).to_vec());

/// A text as an English reader sees it, failing on a missing message.
pub fn en(text: &Text) -> String {
    render(Lang::En, text)
}

/// A text in `lang` (seats named Ann, Bob, Cid, Dee), failing on a missing message or argument.
pub fn render(lang: Lang, text: &Text) -> String {
    CATALOG.try_render(lang, text, &NAMES).unwrap_or_else(|(s, e)| panic!("`{text}` renders as {s:?}: {e:?}"))
}

#[allow(unused_imports)]
pub use Terrain::{Basecamp as B, Jungle as J, Mountain as M, Rubble as R, Village as V, Water as W};

pub fn k(code: &str) -> u8 {
    kind_id(code).unwrap_or_else(|| panic!("no card {code}"))
}

pub fn card(code: &str) -> Source {
    Source::Card(k(code))
}

/// A game for `seats` players on a strip course of `cells` (`(terrain, strength, tile)`), with
/// `tiles` terrain tiles; seat 0's first pawn on cell 0, the others far away on the last cells.
pub fn strip_game(seats: usize, cells: &[(Terrain, u8, u8)], tiles: usize) -> ElDorado {
    let mut g = ElDorado::setup(&Options::new(), seats, 1).expect("setup");
    g.course = Course::strip(cells, tiles);
    g.blockades = (0..g.course.borders.len()).map(|i| (i as u8, [1, 5, 2, 4, 3, 6][i])).collect();
    let n = g.course.hexes.len() as u16;
    let mut spare = n;
    for seat in Seat::all(seats) {
        let p = &mut g.players[seat];
        for (i, pawn) in p.pawns.iter_mut().enumerate() {
            *pawn = if seat == Seat(0) && i == 0 {
                0
            } else {
                spare -= 1;
                spare
            };
        }
    }
    g.caves = vec![Vec::new(); g.course.caves.len()];
    g
}

/// Sets a seat's hand (sorted) and draw pile (top = first listed).
pub fn deal(g: &mut ElDorado, seat: Seat, hand: &[&str], draw: &[&str]) {
    let p = &mut g.players[seat];
    let mut all: Vec<u8> = p.hand.drain(..).chain(p.draw.drain(..)).chain(p.discard.drain(..)).collect();
    let mut take = |code: &str| -> u8 {
        let id = k(code);
        if let Some(i) = all.iter().position(|&c| c == id) {
            all.remove(i);
        }
        id
    };
    let mut h: Vec<u8> = hand.iter().map(|c| take(c)).collect();
    h.sort_unstable();
    let d: Vec<u8> = draw.iter().rev().map(|c| take(c)).collect();
    p.hand = h;
    p.draw = d;
    p.discard = all;
}

/// Cards (by kind) a whole game holds, for conservation after `deal` moved cards in from nowhere.
pub fn apply(g: &mut ElDorado, text: &str) {
    let seat = g.active_seats()[0];
    let action = g.parse_action(seat, text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
    g.apply(seat, &action).unwrap_or_else(|e| panic!("`{text}`: {e}"));
}

pub fn refused(g: &ElDorado, text: &str) -> String {
    let seat = g.active_seats()[0];
    match g.parse_action(seat, text) {
        Ok(a) => {
            let mut probe = g.clone();
            match probe.apply(seat, &a) {
                Ok(_) => panic!("`{text}` was accepted"),
                Err(e) => en(&e.text()),
            }
        }
        Err(e) => en(&e.text()),
    }
}

pub fn pos(g: &ElDorado, seat: Seat) -> String {
    let h = g.players[seat].pawns[0];
    if h == kontor_el_dorado::GATE { "gate".into() } else { g.course.hex(h).label.clone() }
}

pub fn is_play(g: &ElDorado) -> bool {
    g.phase == Phase::Play
}

pub fn legal_texts(g: &ElDorado) -> Vec<String> {
    let seat = g.active_seats()[0];
    g.legal_actions(seat).iter().map(|a: &Action| g.format_action(a)).collect()
}

//! The middle of the board: the ship track from Alexandria to Carthage, the Market, the Farm and the piles.

use kontor_engine::{Seat, text};
use kontor_games::carthage::{Colour, PhaseView, Row, SPACE_NAMES, Slot, View, slot_label};
use kontor_i18n::Voice;

use super::pieces::{self, Rect};
use super::{MARGIN, panel};
use crate::canvas::Canvas;
use crate::layout::Notation;
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, MUTED};
use crate::text::{self, Align, Weight};
use crate::{RenderError, seat_name};

/// Height of the ship track section.
pub const TRACK_H: i32 = 286;
/// Height of the Market / Farm / piles section.
pub const CARDS_H: i32 = 338;

const HEADING_SIZE: u32 = 30;
const SPACE_GAP: i32 = 34;
const CARD_H: i32 = 180;

/// The track spaces as the keys of `render-carthage-space`, in the order of `SPACE_NAMES`.
const SPACE_KEYS: [&str; 6] = ["alexandria", "open-sea", "cyrenaica", "pirates", "pirates", "carthage"];
const _: () = assert!(SPACE_KEYS.len() == SPACE_NAMES.len());

/// Subtitle message, fill and edge of each track space.
fn space_style(space: usize) -> (Option<&'static str>, plotters::style::RGBColor, plotters::style::RGBColor) {
    match space {
        0 => (Some("render-carthage-space-start"), palette::SEA, palette::SEA_LINE),
        2 => (Some("render-carthage-space-anchor"), palette::SAFE, palette::GOODS_EDGE[3]),
        3 | 4 => (Some("render-carthage-space-raid"), palette::PIRATE, palette::PIRATE_LINE),
        5 => (Some("render-carthage-space-payday"), palette::lighten(palette::ACCENT, 0.75), palette::ACCENT),
        _ => (None, palette::SEA, palette::SEA_LINE),
    }
}

/// The six spaces with the ships on them.
pub fn track(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
    panel(c, (MARGIN, y, w, TRACK_H))?;
    let heading = voice.id("render-carthage-ships");
    let hw = c.text(&heading, MARGIN + 24, y + 42, HEADING_SIZE, Weight::Bold, INK, Align::Left)?;
    let note_x = (MARGIN + 130).max(MARGIN + 24 + hw + 24);
    let note =
        text::fit(&voice.id("render-carthage-ships-note"), 24, Weight::Regular, MARGIN + w - 20 - note_x);
    c.text(&note, note_x, y + 41, 24, Weight::Regular, MUTED, Align::Left)?;
    let inner_x = MARGIN + 20;
    let inner_w = w - 40;
    let space_w = (inner_w - SPACE_GAP * 5) / 6;
    let top = y + 60;
    let h = TRACK_H - 78;
    for (space, key) in SPACE_KEYS.iter().enumerate() {
        let x = inner_x + space as i32 * (space_w + SPACE_GAP);
        let (sub, fill, edge) = space_style(space);
        c.framed((x, top, space_w, h), 14, fill, edge, 3)?;
        let name = voice.say(&text!("render-carthage-space", space = *key));
        let name = text::fit(&name, 26, Weight::Bold, space_w - 12);
        c.text(&name, x + space_w / 2, top + 34, 26, Weight::Bold, INK, Align::Center)?;
        if let Some(sub) = sub {
            let sub = text::fit(&voice.id(sub), 22, Weight::Regular, space_w - 12);
            c.text(
                &sub,
                x + space_w / 2,
                top + 62,
                22,
                Weight::Regular,
                palette::lighten(INK, 0.25),
                Align::Center,
            )?;
        }
        if space < 5 {
            let (ax, ay) = ((x + space_w + 6) as f32, (top + h / 2) as f32);
            c.polygon(&[(ax, ay - 11.0), (ax + 22.0, ay), (ax, ay + 11.0)], palette::SEA_LINE)?;
        }
        let ships: Vec<Colour> =
            Colour::ALL.into_iter().filter(|col| usize::from(view.ships[col.index()]) == space).collect();
        ships_in_space(c, (x, top + 74, space_w, h - 82), &ships)?;
    }
    Ok(())
}

fn ships_in_space(c: &Canvas<'_>, (x, y, w, h): Rect, ships: &[Colour]) -> Result<(), RenderError> {
    if ships.is_empty() {
        return Ok(());
    }
    let cols = ships.len().min(2) as i32;
    let rows = ships.len().div_ceil(2) as i32;
    let ship_w = (w - 36) / 2;
    let ship_h = ((h - 6 * (rows - 1)) / rows).min(ship_w * 4 / 5);
    let grid_w = cols * ship_w + (cols - 1) * 12;
    let grid_h = rows * ship_h + (rows - 1) * 6;
    let (left, top) = (x + (w - grid_w) / 2, y + (h - grid_h) / 2);
    for (k, colour) in ships.iter().enumerate() {
        let (col, row) = (k as i32 % 2, k as i32 / 2);
        let sx = left + col * (ship_w + 12);
        let sy = top + row * (ship_h + 6);
        pieces::ship(c, (sx, sy, ship_w, ship_h), *colour)?;
    }
    Ok(())
}

/// What buying the whole Market costs the seat on turn (unreserved cards and its own reservations).
fn purchase_cost(view: &View) -> Option<(Seat, u32)> {
    let PhaseView::Turn { seat } = view.phase else { return None };
    let cost = view
        .market
        .iter()
        .filter(|s| s.reserved_by.is_none_or(|r| r == seat))
        .map(|s| u32::from(s.card.value))
        .sum();
    Some((seat, cost))
}

/// Market, Farm, discard pile and deck in one row, each card with the label players type.
pub fn cards(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
    panel(c, (MARGIN, y, w, CARDS_H))?;
    let market_n = view.market.len().max(kontor_games::carthage::MARKET_SIZE) as i32;
    let farm_n = view.farm.len().max(kontor_games::carthage::FARM_SIZE) as i32;
    let (gap, group_gap) = (16, 44);
    let cards = market_n + farm_n + 2;
    let card_w = ((w - 48 - group_gap * 2 - gap * (cards - 3)) / cards).min(140);
    let group = |n: i32| n * card_w + (n - 1) * gap;
    let used = group(market_n) + group(farm_n) + group(2) + 2 * group_gap;
    let mut x = MARGIN + (w - used) / 2;
    let heading_y = y + 42;
    let card_y = y + 62;

    let market = voice.id("render-carthage-market");
    let mw = c.text(&market, x, heading_y, HEADING_SIZE, Weight::Bold, INK, Align::Left)?;
    if let Some((seat, cost)) = purchase_cost(view) {
        // A long name gives way first, then the size: the offer itself is never cut.
        let max = group(market_n) - mw - 24;
        let note = |name_w: i32| {
            let who = text::fit(&seat_name(voice, seat.index()), 24, Weight::Regular, name_w);
            let full = voice.say(&text!("render-carthage-buy-all", cost = cost, who = who));
            let (size, shown) = text::shrink(&full, 24, 16, Weight::Regular, max);
            (size, shown.clone(), shown == full)
        };
        let (size, note, _) =
            [160, 120, 90, 60, 30].into_iter().map(note).find(|n| n.2).unwrap_or_else(|| note(30));
        c.text(&note, x + group(market_n), heading_y, size, Weight::Regular, MUTED, Align::Right)?;
    }
    row(c, (x, card_y), card_w, gap, Row::Market, &view.market, market_n, voice)?;
    x += group(market_n) + group_gap;

    let farm = voice.id("render-carthage-farm");
    let fw = c.text(&farm, x, heading_y, HEADING_SIZE, Weight::Bold, INK, Align::Left)?;
    let note =
        text::fit(&voice.id("render-carthage-reserve-only"), 24, Weight::Regular, group(farm_n) - fw - 16);
    c.text(&note, x + group(farm_n), heading_y, 24, Weight::Regular, MUTED, Align::Right)?;
    row(c, (x, card_y), card_w, gap, Row::Farm, &view.farm, farm_n, voice)?;
    x += group(farm_n) + group_gap;

    let piles = text::fit(&voice.id("render-carthage-piles"), HEADING_SIZE, Weight::Bold, group(2));
    c.text(&piles, x, heading_y, HEADING_SIZE, Weight::Bold, INK, Align::Left)?;
    let rect = (x, card_y, card_w, CARD_H);
    match view.discard_top {
        Some(card) => pieces::card(c, rect, card, voice)?,
        None => pieces::empty_slot(c, rect, voice)?,
    }
    let discard = voice.id("render-carthage-discard");
    let count = voice.say(&text!("render-cards", cards = view.discard_size));
    label(c, (x + card_w / 2, card_w + gap - 4), card_y, &discard, &count)?;
    x += card_w + gap;
    pieces::card_back(c, (x, card_y, card_w, CARD_H), view.deck_size)?;
    let deck = voice.id("render-carthage-deck");
    let count = voice.say(&text!("render-cards", cards = view.deck_size));
    label(c, (x + card_w / 2, card_w + gap - 4), card_y, &deck, &count)
}

/// The big label under a card place and a small line under it, each at most `max` wide.
fn label(c: &Canvas<'_>, at: (i32, i32), card_y: i32, big: &str, small: &str) -> Result<(), RenderError> {
    labelled(c, None, at, card_y, (big, small))
}

/// [`label`] naming a Market or Farm position (`m2`, `farm2`) in the notation.
fn slot_name(c: &Canvas<'_>, at: (i32, i32), card_y: i32, big: &str, small: &str) -> Result<(), RenderError> {
    labelled(c, Some(Notation::Slot), at, card_y, (big, small))
}

fn labelled(
    c: &Canvas<'_>,
    naming: Option<Notation>,
    (cx, max): (i32, i32),
    card_y: i32,
    (big, small): (&str, &str),
) -> Result<(), RenderError> {
    let (size, big) = match naming {
        Some(_) => text::shrink(big, c.legible(30), c.legible(22), Weight::Bold, max),
        None => text::shrink(big, 30, 22, Weight::Bold, max),
    };
    let draw =
        |c: &Canvas<'_>| c.text(&big, cx, card_y + CARD_H + 38, size, Weight::Bold, INK, Align::Center);
    match naming {
        Some(kind) => c.notation(kind, draw)?,
        None => draw(c)?,
    };
    let small = text::fit(small, 22, Weight::Regular, max);
    c.text(&small, cx, card_y + CARD_H + 70, 22, Weight::Regular, MUTED, Align::Center)?;
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn row(
    c: &Canvas<'_>,
    (x, y): (i32, i32),
    card_w: i32,
    gap: i32,
    which: Row,
    slots: &[Slot],
    places: i32,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    for i in 0..places {
        let cx = x + i * (card_w + gap);
        let rect = (cx, y, card_w, CARD_H);
        let Some(slot) = slots.get(i as usize) else {
            pieces::empty_slot(c, rect, voice)?;
            let label = slot_label(which, i as usize);
            let size = c.legible(30);
            c.notation(Notation::Slot, |c| {
                c.text(&label, cx + card_w / 2, y + CARD_H + 38, size, Weight::Bold, MUTED, Align::Center)
            })?;
            continue;
        };
        pieces::card(c, rect, slot.card, voice)?;
        let small = match slot.reserved_by {
            Some(seat) => {
                seat_index_marker(c, seat.index(), (cx + card_w - 8) as f32, (y + 6) as f32, 20.0)?;
                seat_name(voice, seat.index())
            }
            None => String::new(),
        };
        let big = slot_label(which, i as usize);
        slot_name(c, (cx + card_w / 2, card_w + gap - 4), y, &big, &small)?;
    }
    Ok(())
}

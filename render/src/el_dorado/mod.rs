//! The Quest for El Dorado: the course hex by hex (terrain colour plus letter and strength digit, the
//! printed hex id, pawns, blockades, caves, the gate), the market stacks, the players, and the hand.
//! A pawn stands on the left of its hex with the terrain beside it (in two-player games the hex
//! names the pawn, `pawn1`/`pawn2`); blockade badges sit on their border where they cover no text.
//! The market is a grid of nine stacks a row: the six slots first, then the stacks beside it, on as
//! many rows as they need.

use kontor_engine::{Viewer, text};
use kontor_games::GameKind;
use kontor_games::el_dorado::{self as ed, Colour, CourseSpec, Phase, Source, Symbol, Terrain, View};
use kontor_i18n::Voice;
use plotters::style::RGBColor;

use crate::canvas::{self, Canvas};
use crate::layout::{Label, Notation, Rect};
use crate::marker::{seat_index_marker, seat_marker_sized};
use crate::palette::{self, HEADER, INK, MUTED, ON_HEADER, WHITE};
use crate::place::{self, Placer};
use crate::text::{self, Align, Weight};
use crate::{RenderError, Rendered, WIDTH, seat_name};

mod blockades;
mod course_map;
use course_map::CourseMap;

const MARGIN: i32 = 30;
const GAP: i32 = 18;
const HEADER_H: i32 = 76;
/// The tallest the course may be drawn: tall courses grow down rather than shrink their hexes below
/// what their texts need.
const MAP_MAX_H: f32 = 1800.0;
/// The smallest size of the hex ids players type (`B17`); larger when the picture is tall.
const ID_SIZE: u32 = 20;
/// The largest hex id font size per hex size: the id fills the upper half of its hex and the
/// terrain line (at least 9 px) shrinks under it.
const ID_PER_SIZE: f32 = 1.0;
const STACK_W: i32 = 164;
const STACK_H: i32 = 104;
const PLAYER_ROW: i32 = 64;
/// How far below a hex's centre its pawn (and then its terrain) stands, in hex sizes.
const PAWN_DY: f32 = 0.26;

const JUNGLE: RGBColor = RGBColor(0x4E, 0x9A, 0x4A);
const WATER: RGBColor = RGBColor(0x4A, 0x90, 0xD0);
const VILLAGE: RGBColor = RGBColor(0xF2, 0xC9, 0x4C);
const RUBBLE: RGBColor = RGBColor(0x9A, 0x93, 0x8A);
const CAMP: RGBColor = RGBColor(0xC0, 0x50, 0x3A);
const MOUNTAIN: RGBColor = RGBColor(0x6B, 0x55, 0x45);
const START: RGBColor = RGBColor(0xE8, 0xE0, 0xD0);
const GOLD: RGBColor = RGBColor(0xE8, 0xB3, 0x1E);
const PURPLE: RGBColor = RGBColor(0x8E, 0x5C, 0xB5);
const WHITE_CARD: RGBColor = RGBColor(0xF4, 0xF1, 0xEA);
const EDGE: RGBColor = RGBColor(0x2B, 0x2B, 0x2B);

fn terrain_style(t: Terrain) -> (RGBColor, RGBColor, &'static str) {
    match t {
        Terrain::Jungle => (JUNGLE, WHITE, "J"),
        Terrain::Water => (WATER, WHITE, "W"),
        Terrain::Village => (VILLAGE, INK, "V"),
        Terrain::Rubble => (RUBBLE, INK, "R"),
        Terrain::Basecamp => (CAMP, WHITE, "B"),
        Terrain::Mountain => (MOUNTAIN, WHITE, "▲"),
        Terrain::Cave => (MOUNTAIN, WHITE, "cave"),
        Terrain::Start | Terrain::Finish => (START, INK, "S"),
    }
}

fn card_colour(c: Colour) -> (RGBColor, RGBColor) {
    match c {
        Colour::Green => (JUNGLE, WHITE),
        Colour::Blue => (WATER, WHITE),
        Colour::Yellow => (VILLAGE, INK),
        Colour::White => (WHITE_CARD, INK),
        Colour::Purple => (PURPLE, WHITE),
    }
}

/// "3 machete", "2 any", "action".
fn card_power(k: u8, voice: &Voice<'_>) -> String {
    let c = ed::kind(k);
    let kind = match c.colour {
        Colour::Green => "machete",
        Colour::Blue => "paddle",
        Colour::Yellow => "coin",
        Colour::White => "any",
        Colour::Purple => "action",
    };
    voice.say(&text!("render-el-dorado-power", kind = kind, power = c.power))
}

/// A card's name in the voice's language.
fn card_name(k: u8, voice: &Voice<'_>) -> String {
    voice.say(&text!("render-el-dorado-card", code = ed::kind(k).code.as_str()))
}

/// A card's or cave token's name in the voice's language.
fn source_name(s: Source, voice: &Voice<'_>) -> String {
    match s {
        Source::Card(k) => card_name(k, voice),
        Source::Token(t) => voice.say(&text!("render-el-dorado-cave-token", code = ed::token(t).code)),
    }
}

/// A symbol's name in the voice's language, in the form that follows a number.
fn symbol_name(s: Symbol, n: u8, voice: &Voice<'_>) -> String {
    voice.say(&text!("render-el-dorado-symbol", symbol = s.name(), n = n))
}

/// The course's name in the voice's language.
fn course_name(view: &View, voice: &Voice<'_>) -> String {
    match view.course.spec {
        CourseSpec::Printed(i) => match ed::layouts().get(usize::from(i)) {
            Some(l) => voice.say(&text!("render-el-dorado-course", code = l.code.as_str())),
            None => view.course.name.clone(),
        },
        CourseSpec::Random(seed) | CourseSpec::Generated(seed) => {
            voice.say(&text!("render-el-dorado-random-course", seed = ed::course_tag(seed)))
        }
    }
}

fn header(c: &Canvas<'_>, title: &str, note: &str) -> Result<(), RenderError> {
    c.rect(0, 0, c.width(), HEADER_H, HEADER)?;
    c.rect(0, HEADER_H - 5, c.width(), 5, GOLD)?;
    let w = c.text(title, MARGIN, 50, 38, Weight::Bold, ON_HEADER, Align::Left)?;
    let note = text::fit(note, 26, Weight::Regular, c.width() - 2 * MARGIN - w - 40);
    c.text(&note, c.width() - MARGIN, 48, 26, Weight::Regular, palette::lighten(HEADER, 0.75), Align::Right)?;
    Ok(())
}

fn phase_text(view: &View, voice: &Voice<'_>) -> String {
    match view.phase {
        Phase::Over => voice.id("render-game-over-note"),
        _ => voice.say(&text!("render-el-dorado-to-play", who = seat_name(voice, view.turn.index()))),
    }
}

/// PNG of the public board.
pub fn board(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    // A finished game shows the final ranking first.
    let ranking_h = view.outcome.as_ref().map_or(0, |o| crate::ranking::height(o) + GAP);
    let map_top = HEADER_H + GAP + ranking_h;
    let players_h = 44 + PLAYER_ROW * view.players.len() as i32;
    // Measuring is cached per size: the fold search asks the same sizes many times.
    let numbers: std::collections::BTreeSet<&str> =
        view.course.hexes.iter().map(|h| split_id(&h.label).1).collect();
    let measured = std::cell::RefCell::new(std::collections::BTreeMap::<u32, (i32, i32)>::new());
    // The widest hex number and the market's height at size `z`.
    let measure = |z: u32| {
        *measured.borrow_mut().entry(z).or_insert_with(|| {
            let widest = numbers.iter().map(|n| text::width(n, z, Weight::Bold)).max().unwrap_or(1);
            (widest.max(1), Market::new(view, voice, z).height(view))
        })
    };
    let rest = |map_h: f32, id: u32| map_top + map_h as i32 + GAP + measure(id).1 + GAP + players_h + GAP;
    // The id size the whole picture needs, and how much room a hex of size `s` leaves it.
    // (Larger names make the market, and so the picture, taller: a few rounds settle it.)
    let id_size =
        |map_h: f32| (0..3).fold(ID_SIZE, |z, _| text::legible(ID_SIZE, WIDTH, rest(map_h, z) as u32).max(z));
    let widest = |z: u32| measure(z).0;
    let reads = |s: f32, map_h: f32| {
        let z = id_size(map_h);
        // The id across the hex, and at most ID_PER_SIZE hex sizes tall (the terrain line shrinks
        // under it, within a row's pitch of 1.5 sizes).
        (1.45 * s / widest(z) as f32).min(ID_PER_SIZE * s / z as f32)
    };
    let avail = (WIDTH as i32 - 2 * MARGIN) as f32;
    let map = CourseMap::new(view, map_top, (avail, MAP_MAX_H), reads);
    // The ids as large as the picture needs, but never larger than the hexes hold (a course too long
    // to fold into legible hexes keeps ids that fit: see docs/benchmarks.md).
    let fits = |z: &u32| widest(*z) as f32 <= 1.45 * map.size && *z as f32 <= ID_PER_SIZE * map.size;
    let id = (10..=id_size(map.height as f32)).rev().find(fits).unwrap_or(10);
    let market = Market::new(view, voice, id_size(map.height as f32));
    let market_top = map_top + map.height + GAP;
    let players_top = market_top + market.height(view) + GAP;
    let height = players_top + players_h + GAP;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        let note = format!("{} · {}", course_name(view, voice), phase_text(view, voice));
        header(c, &crate::title(voice, GameKind::ElDorado), &note)?;
        if let Some(o) = &view.outcome {
            crate::ranking::draw(c, (MARGIN, HEADER_H + GAP, WIDTH as i32 - 2 * MARGIN), o, voice)?;
        }
        draw_map(c, view, &map, id)?;
        draw_market(c, view, (market_top, market), voice)?;
        draw_players(c, view, voice, players_top)
    })
}

/// A hex id's tile letter (`B` of `B17`, `ED` of `ED2`) and its number within the tile: hexes show
/// their number, each tile its letter once.
fn split_id(label: &str) -> (&str, &str) {
    label.split_at(label.find(|c: char| c.is_ascii_digit()).unwrap_or(label.len()))
}

/// Thick edges between hexes of different tiles (a hex's number counts within its tile).
fn tile_edges(c: &Canvas<'_>, view: &View, l: &CourseMap) -> Result<(), RenderError> {
    let course = &view.course;
    for (i, a) in course.hexes.iter().enumerate() {
        for n in course.neighbours(i as u16) {
            let b = course.hex(n);
            if b.tile == a.tile {
                continue;
            }
            let (pa, pb) = (l.centre(a.tile, a.q, a.r), l.centre(a.tile, b.q, b.r));
            let m = ((pa.0 + pb.0) / 2.0, (pa.1 + pb.1) / 2.0);
            let len = ((pb.0 - pa.0).powi(2) + (pb.1 - pa.1).powi(2)).sqrt().max(1.0);
            let d = (-(pb.1 - pa.1) / len * l.size / 2.0, (pb.0 - pa.0) / len * l.size / 2.0);
            c.line((m.0 - d.0, m.1 - d.1), (m.0 + d.0, m.1 + d.1), 4.0, EDGE)?;
        }
    }
    Ok(())
}

/// Each tile's letter in a dark badge beside the tile, where it covers no hex, text or label.
fn tile_letters(c: &Canvas<'_>, view: &View, l: &CourseMap, size: u32) -> Result<(), RenderError> {
    let (course, s) = (&view.course, l.size);
    let mut placer = Placer::new(c, Rect::new(0.0, l.top, WIDTH as f32, l.height as f32));
    let mut tiles: Vec<(String, Rect)> = Vec::new();
    for h in &course.hexes {
        let p = l.centre(h.tile, h.q, h.r);
        let r = Rect::centred(p.0, p.1, 1.74 * s, 2.0 * s);
        placer.take(r);
        let letter = split_id(&h.label).0;
        match tiles.iter_mut().find(|(t, _)| t == letter) {
            Some((_, b)) => *b = b.union(&r),
            None => tiles.push((letter.to_string(), r)),
        }
    }
    for (letter, around) in tiles {
        let (w, h) = ((text::width(&letter, size, Weight::Bold) + 16) as f32, size as f32 + 10.0);
        let Some((spot, _)) = placer.best("", &place::around_box(around, w, h, 4.0, true)) else { continue };
        placer.take(spot.rect);
        let leader = spot.leader.then(|| (spot.anchor, spot.rect.nearest(spot.anchor)));
        if let Some((a, b)) = leader {
            c.line(a, b, 2.0, EDGE)?;
        }
        let r = spot.rect;
        c.rounded(r.x0.round() as i32, r.y0.round() as i32, w as i32, h as i32, 8, EDGE)?;
        let at = (r.centre().0.round() as i32, r.centre().1.round() as i32);
        c.notation(Notation::Hex, |c| c.text_centered(&letter, at, size, Weight::Bold, WHITE))?;
        c.label(Label {
            text: letter.clone(),
            rect: r,
            target: format!("tile {letter}"),
            anchor: spot.anchor,
            leader,
        });
    }
    Ok(())
}

/// Where a hex's id (size `id`) ends below, for a hex of size `s` centred at height `y`: the terrain
/// and a pawn go under it.
fn id_bottom(y: f32, s: f32, id: u32) -> f32 {
    ((y - s * 0.40).round() as i32 + text::cap_height(id) / 2) as f32 + text::descent(id) + 1.0
}

/// Where pawns stand: (hex index, seat).
fn pawn_spots(view: &View) -> Vec<(u16, usize)> {
    let mut pawns = Vec::new();
    for p in &view.players {
        for &h in p.pawns.iter().filter(|&&h| h != ed::GATE) {
            pawns.push((h, p.seat.index()));
        }
    }
    pawns
}

fn draw_gate(c: &Canvas<'_>, view: &View, l: &CourseMap, font: u32) -> Result<(), RenderError> {
    let (course, s) = (&view.course, l.size);
    let end = course.tiles.len() as u8;
    for &(q, r) in &course.gate {
        let p = l.centre(end, q, r);
        c.polygon(&l.corners(p, s), EDGE)?;
        c.polygon(&l.corners(p, s - 1.5), GOLD)?;
    }
    if let Some(&(q, r)) = course.gate.first() {
        let (x, y) = l.centre(end, q, r);
        c.text_centered(
            "El Dorado",
            (x.round() as i32, (y - s * 0.1).round() as i32),
            font,
            Weight::Bold,
            INK,
        )?;
    }
    Ok(())
}

/// The text in the lower part of a hex: terrain letter and strength, a mountain, a cave with its
/// pile, a start number.
fn terrain_text(view: &View, i: usize, h: &ed::Hex) -> String {
    let (_, _, letter) = terrain_style(h.terrain);
    match h.terrain {
        Terrain::Mountain => "▲".to_string(),
        Terrain::Cave => {
            let ci = view.course.caves.iter().position(|&x| usize::from(x) == i);
            match ci.and_then(|ci| view.cave_piles.get(ci)) {
                Some(n) if view.caves_variant => format!("◆{n}"),
                _ => "◆".into(),
            }
        }
        Terrain::Start => format!("S{}", h.strength),
        _ => format!("{letter}{}", h.strength),
    }
}

/// One hex: its terrain, its id (players type it) at `id` size, and its terrain text (beside the
/// pawn when one stands there).
fn draw_hex(
    c: &Canvas<'_>,
    view: &View,
    l: &CourseMap,
    i: usize,
    id: u32,
    pawn: bool,
) -> Result<(), RenderError> {
    let (h, s) = (&view.course.hexes[i], l.size);
    let p = l.centre(h.tile, h.q, h.r);
    let (fill, ink, _) = terrain_style(h.terrain);
    let fill = if view.course.is_finish(i as u16) { GOLD } else { fill };
    c.polygon(&l.corners(p, s), EDGE)?;
    c.polygon(&l.corners(p, s - 1.5), fill)?;
    let id_at = (p.0.round() as i32, (p.1 - s * 0.40).round() as i32);
    let (_, number) = split_id(&h.label);
    c.notation(Notation::Hex, |c| c.text_centered(number, id_at, id, Weight::Bold, ink))?;
    let main = terrain_text(view, i, h);
    // The terrain goes under the id, as large as the room left allows; when a pawn stands on the
    // hex (on its left half), on the right half.
    let below = id_bottom(p.1, s, id);
    // The top of the id box of the hexes in the row below (1.5 sizes down).
    let next = id_at.1 as f32 + 1.5 * s + text::cap_height(id) as f32 / 2.0 - text::ascent(id);
    // (Rounded down, with a pixel more to spare for the rounding of both rows' positions.)
    let room = (p.1 + s * 0.8 - below).min(next - below - 2.0);
    let size = (room.min(s * if pawn { 0.40 } else { 0.5 }).floor() as u32).max(9);
    let x = if pawn { p.0 + s * 0.40 } else { p.0 };
    let y = below + text::ascent(size) - text::cap_height(size) as f32 / 2.0;
    c.text_centered(&main, (x.round() as i32, y.round() as i32), size, Weight::Bold, ink)?;
    Ok(())
}

fn draw_map(c: &Canvas<'_>, view: &View, l: &CourseMap, font_id: u32) -> Result<(), RenderError> {
    let s = l.size;
    let course = &view.course;
    let pawns = pawn_spots(view);
    draw_gate(c, view, l, (s * 0.36).round().max(10.0) as u32 + 2)?;
    for i in 0..course.hexes.len() {
        let pawn = pawns.iter().any(|&(at, _)| usize::from(at) == i);
        draw_hex(c, view, l, i, font_id, pawn)?;
    }
    tile_edges(c, view, l)?;
    let badges = blockades::bars(c, view, l)?;
    // Pawns: under their hex's id and above the ids of the row below (a tall id leaves less room).
    let below = id_bottom(0.0, s, font_id);
    let next_id = -s * 0.40 + 1.5 * s + text::cap_height(font_id) as f32 / 2.0 - text::ascent(font_id);
    let marker_r = (s * 0.28).min((next_id - below - 2.5) / 2.0).max(5.0);
    let marker_font = (marker_r * 1.14).round().max(9.0) as u32;
    for &(h, seat) in &pawns {
        let hex = course.hex(h);
        let (x, y) = l.centre(hex.tile, hex.q, hex.r);
        let lowest = y + next_id - marker_r - 1.5;
        let (mx, my) = (x - s * 0.34, (id_bottom(y, s, font_id) + marker_r).max(y + s * PAWN_DY).min(lowest));
        seat_marker_sized(c, palette::seat(seat), mx, my, marker_r, marker_font)?;
        c.obstacle(format!("pawn on {}", hex.label), Rect::disc(mx, my, marker_r * 1.15));
    }
    blockades::badges(c, l, badges)?;
    tile_letters(c, view, l, font_id)
}

/// The market grid: stacks wide enough for their names at the size players read them.
#[derive(Clone, Copy)]
struct Market {
    stack_w: i32,
    stack_h: i32,
    columns: i32,
    name: u32,
}

impl Market {
    fn new(view: &View, voice: &Voice<'_>, name: u32) -> Market {
        let widest =
            view.stacks.iter().map(|s| text::width(&card_name(s.kind, voice), name, Weight::Bold)).max();
        let avail = WIDTH as i32 - 2 * MARGIN;
        let stack_w = (widest.unwrap_or(0) + 16).clamp(STACK_W, avail);
        let columns = ((avail + 8) / (stack_w + 8)).clamp(1, MAX_COLUMNS);
        Market { stack_w, stack_h: STACK_H + name as i32 - 17, columns, name }
    }

    /// The height of the market with its title.
    fn height(&self, view: &View) -> i32 {
        let (_, _, cells) = market_cells(view);
        let rows = (cells as i32 + self.columns - 1) / self.columns;
        40 + rows.max(2) * (self.stack_h + STACK_GAP_Y)
    }
}

fn draw_stack(
    c: &Canvas<'_>,
    m: Market,
    (x, y): (i32, i32),
    (kind, left): (u8, u8),
    note: &str,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let card = ed::kind(kind);
    let (fill, ink) = card_colour(card.colour);
    let (fill, ink) = if left == 0 { (palette::lighten(fill, 0.7), MUTED) } else { (fill, ink) };
    c.framed((x, y, m.stack_w, m.stack_h), 10, fill, EDGE, 2)?;
    c.obstacle(
        format!("stack {}", card.name_en),
        Rect::new(x as f32, y as f32, m.stack_w as f32, m.stack_h as f32),
    );
    let inner = m.stack_w - 16;
    let name = text::fit(&card_name(kind, voice), m.name, Weight::Bold, inner);
    let y = y + m.name as i32 - 17;
    c.notation(Notation::Card, |c| c.text(&name, x + 8, y + 24, m.name, Weight::Bold, ink, Align::Left))?;
    let power = text::fit(&card_power(kind, voice), 16, Weight::Regular, inner);
    c.text(&power, x + 8, y + 48, 16, Weight::Regular, ink, Align::Left)?;
    let single = if card.single_use { "yes" } else { "no" };
    let cost = voice.say(&text!("render-el-dorado-cost", cost = card.cost, single = single));
    let cost = text::fit(&cost, 15, Weight::Regular, inner);
    c.text(&cost, x + 8, y + 70, 15, Weight::Regular, ink, Align::Left)?;
    let left = text::fit(&format!("×{left} {note}"), 16, Weight::Bold, inner);
    c.text(&left, x + 8, y + 93, 16, Weight::Bold, ink, Align::Left)?;
    Ok(())
}

/// Stacks per row of the market at most.
const MAX_COLUMNS: i32 = 9;
/// The six market slots.
const MARKET_SLOTS: usize = 6;
const STACK_GAP_Y: i32 = 12;

/// Where each stack goes: the six market slots (free ones included) first, then the stacks beside
/// the market, row after row.
fn market_cells(view: &View) -> (Vec<&ed::StackView>, Vec<&ed::StackView>, usize) {
    let mut in_market: Vec<&ed::StackView> = view.stacks.iter().filter(|s| s.slot.is_some()).collect();
    in_market.sort_by_key(|s| s.slot);
    let reserve: Vec<&ed::StackView> = view.stacks.iter().filter(|s| s.slot.is_none()).collect();
    let cells = in_market.len().max(MARKET_SLOTS) + reserve.len();
    (in_market, reserve, cells)
}

fn draw_market(
    c: &Canvas<'_>,
    view: &View,
    (top, m): (i32, Market),
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let free = view.free_slots;
    let title = if free > 0 {
        voice.say(&text!("render-el-dorado-market-free", free = free))
    } else {
        voice.id("render-el-dorado-market")
    };
    let title = text::fit(&title, 24, Weight::Bold, WIDTH as i32 - 2 * MARGIN);
    c.text(&title, MARGIN, top + 26, 24, Weight::Bold, INK, Align::Left)?;
    let gap = if m.columns > 1 {
        ((WIDTH as i32 - 2 * MARGIN) - m.columns * m.stack_w) / (m.columns - 1)
    } else {
        0
    };
    let (in_market, reserve, _) = market_cells(view);
    let y1 = top + 40;
    let cell = |i: usize| {
        let (row, col) = (i as i32 / m.columns, i as i32 % m.columns);
        (MARGIN + col * (m.stack_w + gap), y1 + row * (m.stack_h + STACK_GAP_Y))
    };
    for (i, s) in in_market.iter().enumerate() {
        draw_stack(c, m, cell(i), (s.kind, s.left), &voice.id("render-el-dorado-on-market"), voice)?;
    }
    for i in in_market.len()..MARKET_SLOTS {
        let (x, y) = cell(i);
        c.framed((x, y, m.stack_w, m.stack_h), 10, palette::PANEL, palette::RULE, 2)?;
        c.obstacle("free market slot", Rect::new(x as f32, y as f32, m.stack_w as f32, m.stack_h as f32));
        let free = text::fit(&voice.id("render-el-dorado-free-slot"), 18, Weight::Regular, m.stack_w - 12);
        c.text_centered(&free, (x + m.stack_w / 2, y + m.stack_h / 2), 18, Weight::Regular, MUTED)?;
    }
    let first = in_market.len().max(MARKET_SLOTS);
    for (i, s) in reserve.iter().enumerate() {
        draw_stack(c, m, cell(first + i), (s.kind, s.left), &voice.id("render-el-dorado-beside"), voice)?;
    }
    Ok(())
}

fn draw_players(c: &Canvas<'_>, view: &View, voice: &Voice<'_>, top: i32) -> Result<(), RenderError> {
    c.text(&voice.id("render-el-dorado-expeditions"), MARGIN, top + 28, 24, Weight::Bold, INK, Align::Left)?;
    for (i, p) in view.players.iter().enumerate() {
        let y = top + 40 + i as i32 * PLAYER_ROW;
        let w = WIDTH as i32 - 2 * MARGIN;
        let turn = view.phase != Phase::Over && view.turn == p.seat;
        let fill = if turn { palette::lighten(GOLD, 0.7) } else { palette::PANEL };
        c.framed((MARGIN, y, w, PLAYER_ROW - 8), 10, fill, palette::RULE, 2)?;
        seat_index_marker(c, p.seat.index(), (MARGIN + 30) as f32, (y + 28) as f32, 20.0)?;
        let name = text::fit(&seat_name(voice, p.seat.index()), 22, Weight::Bold, 260);
        c.text(&name, MARGIN + 62, y + 36, 22, Weight::Bold, INK, Align::Left)?;
        let two_pawns = p.pawns.len() > 1;
        let pawns: Vec<String> = p
            .pawns
            .iter()
            .enumerate()
            .map(|(k, &h)| {
                let at =
                    if h == ed::GATE { "El Dorado".to_string() } else { view.course.hex(h).label.clone() };
                let pawn = if two_pawns { format!("pawn{}", k + 1) } else { String::new() };
                voice.say(&text!("render-el-dorado-pawn-at", pawn = pawn, at = at))
            })
            .collect();
        let top_card = p.discard_top.map(|k| card_name(k, voice)).unwrap_or_else(|| "—".into());
        let mut line = voice.say(&text!(
            "render-el-dorado-player-line",
            pawns = pawns.join(" · "),
            hand = p.hand_size,
            draw = p.draw_size,
            discard = p.discard_size,
            top = top_card
        ));
        if !p.blockades.is_empty() {
            let b: Vec<String> = p.blockades.iter().map(|n| format!("#{n}")).collect();
            line += " · ";
            line += &voice.say(&text!("render-el-dorado-blockades", blockades = b.join(" ")));
        }
        if !p.tokens.is_empty() {
            let t: Vec<String> = p.tokens.iter().map(|&t| ed::source_code(Source::Token(t))).collect();
            line += " · ";
            line += &voice.say(&text!("render-el-dorado-tokens", tokens = t.join(" ")));
        }
        if turn {
            line += " · ◀ ";
            line += &voice.id("render-el-dorado-turn-mark");
        }
        let line = text::fit(&line, 20, Weight::Regular, w - 340);
        c.text(&line, MARGIN + 330, y + 36, 20, Weight::Regular, INK, Align::Left)?;
    }
    Ok(())
}

/// PNG of the viewer's own hand (and cards in play, tokens).
pub fn hand(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let Viewer::Seat(me) = view.viewer else { return Err(RenderError::NoHand) };
    let player = view.players.iter().find(|p| p.seat == me).ok_or(RenderError::NoHand)?;
    let cards = player.hand.as_ref().ok_or(RenderError::NoHand)?;
    const CW: i32 = 240;
    const CH: i32 = 270;
    const GAPX: i32 = 20;
    let per_row = 6usize;
    let rows = cards.len().div_ceil(per_row).max(1) as i32;
    let height = HEADER_H + GAP + 50 + rows * (CH + GAPX) + 60 + GAP;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        let name = seat_name(voice, me.index());
        let note = voice.say(&text!(
            "render-el-dorado-hand-note",
            draw = player.draw_size,
            discard = player.discard_size
        ));
        header(c, &voice.say(&text!("render-hand-title", who = name)), &note)?;
        let mut intro = voice.say(&text!("render-cards", cards = cards.len()));
        if let Some(a) = view.active.filter(|_| view.turn == me) {
            intro += " · ";
            intro += &voice.say(&text!(
                "render-el-dorado-in-play",
                source = source_name(a.source, voice),
                left = a.left,
                symbol = symbol_name(a.symbol, a.left, voice)
            ));
        }
        let intro = text::fit(&intro, 24, Weight::Bold, WIDTH as i32 - 2 * MARGIN);
        c.text(&intro, MARGIN, HEADER_H + GAP + 30, 24, Weight::Bold, INK, Align::Left)?;
        let y0 = HEADER_H + GAP + 50;
        for (i, &k) in cards.iter().enumerate() {
            let x = MARGIN + (i % per_row) as i32 * (CW + GAPX);
            let y = y0 + (i / per_row) as i32 * (CH + GAPX);
            draw_card(c, (x, y, CW, CH), k, voice)?;
        }
        let mut extra = Vec::new();
        if !player.tokens.is_empty() {
            let t: Vec<String> =
                player.tokens.iter().map(|&t| source_name(Source::Token(t), voice)).collect();
            extra.push(voice.say(&text!("render-el-dorado-hand-tokens", tokens = t.join(", "))));
        }
        if !player.blockades.is_empty() {
            let b: Vec<String> = player.blockades.iter().map(|n| format!("#{n}")).collect();
            extra.push(voice.say(&text!("render-el-dorado-hand-blockades", blockades = b.join(" "))));
        }
        let ty = y0 + rows * (CH + GAPX) + 30;
        let line = text::fit(&extra.join(" · "), 22, Weight::Regular, WIDTH as i32 - 2 * MARGIN);
        c.text(&line, MARGIN, ty, 22, Weight::Regular, INK, Align::Left)?;
        Ok(())
    })
}

fn draw_card(
    c: &Canvas<'_>,
    (x, y, w, h): (i32, i32, i32, i32),
    k: u8,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let card = ed::kind(k);
    let (fill, ink) = card_colour(card.colour);
    c.framed((x, y, w, h), 14, fill, EDGE, 3)?;
    let name = text::fit(&card_name(k, voice), 22, Weight::Bold, w - 20);
    c.text(&name, x + 12, y + 34, 22, Weight::Bold, ink, Align::Left)?;
    let big = match card.colour {
        Colour::Purple => "★".to_string(),
        _ => card.power.to_string(),
    };
    c.text_centered(&big, (x + w / 2, y + 105), 64, Weight::Bold, ink)?;
    let power = text::fit(&card_power(k, voice), 20, Weight::Regular, w - 16);
    c.text_centered(&power, (x + w / 2, y + 160), 20, Weight::Regular, ink)?;
    let value = ed::half(card.value_halves());
    let pays =
        text::fit(&voice.say(&text!("render-el-dorado-pays", value = value)), 18, Weight::Regular, w - 24);
    c.text(&pays, x + 12, y + 200, 18, Weight::Regular, ink, Align::Left)?;
    if card.single_use {
        let single = text::fit(&voice.id("render-el-dorado-single-use"), 18, Weight::Bold, w - 24);
        c.text(&single, x + 12, y + 224, 18, Weight::Bold, ink, Align::Left)?;
    }
    let size = c.legible(18);
    let code = text::fit(&card.code, size, Weight::Bold, w - 24);
    c.notation(Notation::Card, |c| c.text(&code, x + 12, y + h - 14, size, Weight::Bold, ink, Align::Left))?;
    Ok(())
}

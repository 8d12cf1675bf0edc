//! Hansa Teutonica: the map drawn from the data coordinates (cities with office slots, routes with
//! numbered spaces, bonus tokens, the Coellen table), a status line, and every player's desk; the
//! hand is the viewer's own desk. Pieces show their seat number on the seat colour (N = neutral), the
//! desk rows the seat's marker (the colour and shape the score chart gives it):
//! traders are squares, merchants discs, office slots carry their privilege colour and shape.
//! Big Box boards: sea routes are drawn in blue with ship spaces marked "M" (merchants only) and
//! their printed bonus beside them; Britannia's routes and city ribbons carry their country's
//! colour and name (Wales brown, Scotland blue), permission cities say what they permit; the
//! East board's (yellow-)green cities are drawn green and labelled.
//!
//! Route numbers (`r1`, `r2` … players type them), city names and city tags are placed last, most
//! constrained first, each on the first free spot round what it labels: on its road between two
//! spaces, beside a space on either side, round it, further out with a leader line; a city's name
//! below, above or beside its box. A route's label keeps nearer its own route than any other.

use kontor_engine::{Seat, text};
use kontor_games::GameKind;
use kontor_games::hansa::{
    Ability, Board, COUNTRY_NAMES, City, ENGLAND, PRIVILEGES, Perk, Phase, Piece, Route, SCOTLAND, Token,
    View, WALES, board, is_neutral,
};
use kontor_i18n::Voice;
use plotters::style::RGBColor;

use crate::canvas::{self, Canvas};
use crate::layout::{Label, Notation, Rect};
use crate::palette::{self, HEADER, INK, MUTED, ON_HEADER, WHITE};
use crate::place::{self, Placer, Spot};
use crate::text::{self, Align, Weight};
use crate::{RenderError, Rendered, WIDTH, seat_name};

mod desk;
use desk::desk_row;
pub use desk::hand_picture;

const MARGIN: i32 = 24;
const HEADER_H: i32 = 76;
const GAP: i32 = 16;
const ROW_H: i32 = 64;

/// The neutral pieces' colour (`hansa::is_neutral`); seats take their colour from the shared palette.
const NEUTRAL_FILL: RGBColor = RGBColor(0x9A, 0x9A, 0x9A);

const PRIVILEGE_FILL: [RGBColor; 4] = [
    RGBColor(0xFA, 0xFA, 0xFA),
    RGBColor(0xF5, 0xB0, 0x4A),
    RGBColor(0xF2, 0xA6, 0xCB),
    RGBColor(0x3A, 0x3A, 0x3A),
];
const LAND: RGBColor = RGBColor(0xE9, 0xE4, 0xCF);
const ROAD: RGBColor = RGBColor(0xA8, 0x95, 0x70);
const CITY: RGBColor = RGBColor(0xFF, 0xF8, 0xE6);
const SCROLL: RGBColor = RGBColor(0xF2, 0xD4, 0x6B);
const RIBBON: RGBColor = RGBColor(0xB2, 0x22, 0x22);
const SEA: RGBColor = RGBColor(0x4A, 0x8F, 0xC9);
const SHIP: RGBColor = RGBColor(0xD6, 0xEA, 0xF8);
const WALES_BROWN: RGBColor = RGBColor(0x8B, 0x5A, 0x2B);
const SCOTLAND_BLUE: RGBColor = RGBColor(0x1F, 0x4E, 0x9A);
const GREEN_CITY: RGBColor = RGBColor(0xB9, 0xDE, 0x9A);
const GREEN_EDGE: RGBColor = RGBColor(0x3C, 0x8D, 0x2F);

/// The road colour of a route: sea routes blue, Welsh and Scottish routes in their colours.
fn road_colour(sea: bool, country: u8) -> RGBColor {
    match (sea, country) {
        (true, _) => SEA,
        (_, WALES) => WALES_BROWN,
        (_, SCOTLAND) => SCOTLAND_BLUE,
        _ => ROAD,
    }
}

/// Ribbon text and colour for a city's countries other than England.
fn country_ribbons(countries: u8, voice: &Voice<'_>) -> Vec<(String, RGBColor)> {
    let name = |i: usize| voice.say(&text!("render-hansa-country", country = COUNTRY_NAMES[i]));
    let mut out = Vec::new();
    if countries & WALES != 0 {
        out.push((name(1), WALES_BROWN));
    }
    if countries & SCOTLAND != 0 {
        out.push((name(2), SCOTLAND_BLUE));
    }
    if countries == ENGLAND {
        out.push((name(0), ROAD));
    }
    out
}

/// An ability's printed name in the voice's language.
fn ability_name(voice: &Voice<'_>, a: Ability) -> String {
    voice.say(&text!("render-hansa-ability", ability = a.word()))
}

/// A privilege colour (level 1–4) in the voice's language.
fn privilege_name(voice: &Voice<'_>, level: u8) -> String {
    let colour = PRIVILEGES[usize::from(level.clamp(1, 4) - 1)];
    voice.say(&text!("render-hansa-privilege", colour = colour))
}

/// A bonus token's name in the voice's language.
fn token_name(voice: &Voice<'_>, t: Token) -> String {
    voice.say(&text!("render-hansa-token", token = t.word()))
}

/// A bonus token's abbreviation on the picture, in the voice's language (`+O`; Polish `+P`).
fn token_short(voice: &Voice<'_>, t: Token) -> String {
    voice.say(&text!("render-hansa-token-short", token = t.word()))
}

/// A printed sea-route bonus's abbreviation on the picture, in the voice's language.
fn perk_short(voice: &Voice<'_>, perk: Perk) -> String {
    voice.say(&text!("render-hansa-perk-short", perk = perk.short()))
}

/// What a printed sea-route bonus does, in the voice's language.
fn perk_text(voice: &Voice<'_>, perk: Perk) -> String {
    voice.say(&text!("render-hansa-perk", perk = perk.short()))
}

fn seat_label(o: u8) -> String {
    if is_neutral(o) { "N".into() } else { (o + 1).to_string() }
}

/// Draws a piece (trader square or merchant disc) of owner `o` centred on (x, y).
fn piece(c: &Canvas<'_>, o: u8, merchant: bool, x: f32, y: f32, r: f32) -> Result<(), RenderError> {
    let (fill, ink) = if is_neutral(o) {
        (NEUTRAL_FILL, INK)
    } else {
        let style = palette::seat(usize::from(o));
        (style.fill, style.text)
    };
    if merchant {
        c.circle(x, y, r + 1.5, INK)?;
        c.circle(x, y, r - 0.5, fill)?;
    } else {
        let s = r * 0.92;
        c.polygon(
            &[
                (x - s - 1.5, y - s - 1.5),
                (x + s + 1.5, y - s - 1.5),
                (x + s + 1.5, y + s + 1.5),
                (x - s - 1.5, y + s + 1.5),
            ],
            INK,
        )?;
        c.polygon(&[(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)], fill)?;
    }
    let size = (r * 1.15).round().max(12.0) as u32;
    c.text_centered(&seat_label(o), (x.round() as i32, y.round() as i32), size, Weight::Bold, ink)?;
    Ok(())
}

fn header(c: &Canvas<'_>, title: &str, note: &str) -> Result<(), RenderError> {
    c.rect(0, 0, c.width(), HEADER_H, HEADER)?;
    c.rect(0, HEADER_H - 5, c.width(), 5, palette::ACCENT)?;
    let w = c.text(title, MARGIN, 50, 38, Weight::Bold, ON_HEADER, Align::Left)?;
    let note = text::fit(note, 26, Weight::Regular, c.width() - 2 * MARGIN - w - 30);
    c.text(&note, c.width() - MARGIN, 49, 26, Weight::Regular, palette::lighten(HEADER, 0.75), Align::Right)?;
    Ok(())
}

fn status_line(view: &View, voice: &Voice<'_>) -> String {
    let b = board(view.side);
    let who = |s: Seat| seat_name(voice, s.index());
    let phase = match &view.phase {
        Phase::Over => text!("render-game-over-note"),
        Phase::Displaced { victim, .. } => {
            let decider = view.active.map(who).unwrap_or_default();
            let neutral = if is_neutral(*victim) { "yes" } else { "no" };
            text!("render-hansa-displaced", who = decider, neutral = neutral)
        }
        Phase::PlaceTokens => match view.placing {
            Some(t) => {
                text!("render-hansa-placing-token", who = who(view.current), token = token_name(voice, t))
            }
            None => text!("render-hansa-placing-a-token", who = who(view.current)),
        },
        Phase::NeutralOffice { .. } => text!("render-hansa-neutral-office", who = who(view.current)),
        Phase::Perk { perk, .. } => {
            text!("render-hansa-perk-use", who = who(view.current), perk = perk_text(voice, *perk))
        }
        Phase::PerkMove { left, .. } => {
            text!("render-hansa-perk-move", who = who(view.current), left = *left)
        }
        _ => text!(
            "render-hansa-to-play",
            who = who(view.current),
            left = view.actions_left,
            allowed = view.actions_allowed
        ),
    };
    voice.say(&text!(
        "render-hansa-status",
        turn = view.turn,
        phase = phase,
        full = view.full_cities,
        end = b.full_cities_to_end,
        stack = view.stack_size
    ))
}

/// Map geometry: data coordinates (0..1000 both ways) to pixels.
struct Map {
    x: f32,
    y: f32,
    w: f32,
    h: f32,
}

impl Map {
    fn at(&self, (x, y): (f32, f32)) -> (f32, f32) {
        (self.x + x / 1000.0 * self.w, self.y + y / 1000.0 * self.h)
    }
}

/// A city as drawn: its box (slots and extra offices) and whether it is full.
struct CityBox {
    rect: Rect,
    full: bool,
    extras: Vec<Piece>,
}

fn city_boxes(view: &View, m: &Map, slot: f32) -> Vec<CityBox> {
    let b = board(view.side);
    b.city_ids()
        .zip(&b.cities)
        .map(|(ci, city)| {
            let first = city.offices.first().map_or(city.xy, |o| o.xy);
            let last = city.offices.last().map_or(city.xy, |o| o.xy);
            let (x0, y0) = m.at(first);
            let (x1, y1) = m.at(last);
            let extras: Vec<Piece> =
                view.extras.iter().filter(|&&(c2, _)| c2 == ci).map(|&(_, p)| p).collect();
            let ex = extras.len() as f32 * (slot * 2.2);
            let (bx, by) = ((x0.min(x1) - slot - 6.0 - ex).floor(), (y0.min(y1) - slot - 6.0).floor());
            let (bw, bh) = (
                ((x1 - x0).abs() + 2.0 * slot + 12.0 + ex).floor(),
                ((y1 - y0).abs() + 2.0 * slot + 12.0).floor(),
            );
            // A (yellow-)green city is full with its first office.
            let full = if city.green {
                !extras.is_empty()
            } else {
                (0..city.offices.len()).all(|i| !view.offices[usize::from(city.first_office) + i].is_empty())
            };
            CityBox { rect: Rect::new(bx, by, bw, bh), full, extras }
        })
        .collect()
}

/// The pixel points of a route: its first city, its spaces, its second city.
fn route_points(b: &Board, m: &Map, route: &Route) -> Vec<(f32, f32)> {
    let mut pts: Vec<(f32, f32)> = vec![m.at(b.city(route.cities[0]).xy)];
    pts.extend(route.space_xy.iter().map(|&p| m.at(p)));
    pts.push(m.at(b.city(route.cities[1]).xy));
    pts
}

/// The tags over a city: green city, countries, permissions, East–West, ability scrolls.
fn city_tags(b: &Board, city: &City, voice: &Voice<'_>) -> Vec<(String, RGBColor, RGBColor)> {
    let mut tags: Vec<(String, RGBColor, RGBColor)> = Vec::new();
    if city.green {
        tags.push((voice.id("render-hansa-green-city"), GREEN_EDGE, WHITE));
    }
    if b.has_countries() {
        for (name, colour) in country_ribbons(city.countries, voice) {
            if colour != ROAD {
                tags.push((name, colour, WHITE));
            }
        }
        if city.permits != 0 {
            let names: Vec<String> =
                country_ribbons(city.permits, voice).into_iter().map(|(n, _)| n).collect();
            tags.push((voice.say(&text!("render-hansa-permits", countries = names.join("/"))), INK, WHITE));
        }
    }
    if city.east_west {
        tags.push((voice.id("render-hansa-east-west"), RIBBON, WHITE));
    }
    for a in &city.abilities {
        tags.push((ability_name(voice, *a), SCROLL, INK));
    }
    tags
}

/// The font size of city names (at least 20, legible on every platform).
fn name_size(c: &Canvas<'_>) -> u32 {
    c.legible(20)
}

/// The height of a city name's box.
fn name_h(c: &Canvas<'_>) -> f32 {
    name_size(c) as f32 + 4.0
}
const TAG_SIZE: u32 = 14;
const TAG_H: f32 = 19.0;
const TAG_PITCH: f32 = 21.0;
/// The font size of route numbers (`r17`).
fn route_size(c: &Canvas<'_>) -> u32 {
    c.legible(18)
}

/// The height of a route number's box.
fn route_h(c: &Canvas<'_>) -> f32 {
    route_size(c) as f32 + 6.0
}

/// The baseline that centres text of `size` in a box of height `h` from `top`.
fn baseline_in(top: i32, h: f32, size: u32) -> i32 {
    top + ((h - size as f32) / 2.0 + text::ascent(size)).round() as i32
}

/// A label waiting for its spot.
enum Pending {
    Name { text: String },
    Tags { tags: Vec<(String, RGBColor, RGBColor)> },
    Route { text: String },
}

fn draw_map(c: &Canvas<'_>, view: &View, m: &Map, voice: &Voice<'_>) -> Result<(), RenderError> {
    let b = board(view.side);
    let land = Rect::new(m.x - 8.0, m.y - 8.0, m.w + 16.0, m.h + 16.0);
    c.rounded(land.x0 as i32, land.y0 as i32, land.width() as i32, land.height() as i32, 14, LAND)?;
    let slot = m.w / 1000.0 * 10.5;
    let boxes = city_boxes(view, m, slot);
    // Roads under everything: city centre to the spaces to city centre.
    for r in b.route_ids() {
        let route = b.route(r);
        let pts = route_points(b, m, route);
        let colour = road_colour(route.sea, route.country);
        let width = if colour == ROAD { 4.0 } else { 6.0 };
        for w in pts.windows(2) {
            c.line(w[0], w[1], width, colour)?;
        }
        c.path(r.to_string(), pts);
    }
    // Printed bonuses and bonus tokens beside their routes, with a line to the route.
    for r in b.route_ids() {
        let route = b.route(r);
        let mid = m.at(route.space_xy[route.space_xy.len() / 2]);
        let (tx, ty) = m.at(route.token_xy);
        if route.perk.is_some() {
            c.line((tx, ty), mid, 2.0, SEA)?;
        }
        if view.route_tokens[r.index()].is_some() {
            c.line((tx, ty), mid, 2.0, palette::ACCENT)?;
        }
    }
    for (city, city_box) in b.cities.iter().zip(&boxes) {
        draw_city(c, view, m, slot, city, city_box)?;
    }
    // Spaces, pieces, printed bonuses and tokens.
    for r in b.route_ids() {
        let route = b.route(r);
        let a = usize::from(route.first_space);
        for (i, &xy) in route.space_xy.iter().enumerate() {
            let (x, y) = m.at(xy);
            let p = view.spaces[a + i];
            let ship = route.merchant_only[i];
            let rect = if p.is_empty() {
                empty_space(c, (x, y), slot, i + 1, ship)?
            } else {
                piece(c, p.owner(), p.is_merchant(), x, y, slot * 0.82)?;
                Rect::disc(x, y, space_r(c, slot))
            };
            c.obstacle(format!("{r}.{}", i + 1), rect);
        }
        let (tx, ty) = m.at(route.token_xy);
        if let Some(perk) = route.perk {
            let short = perk_short(voice, perk);
            let w = text::width(&short, 14, Weight::Bold) + 12;
            c.rounded(tx as i32 - w / 2, ty as i32 - 11, w, 22, 6, SEA)?;
            c.text_centered(&short, (tx as i32, ty as i32), 14, Weight::Bold, WHITE)?;
            c.obstacle(
                format!("{r} bonus"),
                Rect::new((tx as i32 - w / 2) as f32, (ty as i32 - 11) as f32, w as f32, 22.0),
            );
        }
        if let Some(t) = view.route_tokens[r.index()] {
            token(c, &token_short(voice, t), tx, ty)?;
            c.obstacle(format!("{r} token"), Rect::disc(tx, ty, 17.0));
        }
    }
    place_labels(c, view, m, (land, slot), &boxes, voice)
}

/// The radius of a route space: room for its number at a legible size.
fn space_r(c: &Canvas<'_>, slot: f32) -> f32 {
    (slot * 0.85 + 1.5).max(space_size(c) as f32 * 0.45 + 3.0)
}

/// The font size of a space's number (the `2` of `r17.2`).
fn space_size(c: &Canvas<'_>) -> u32 {
    c.legible(12)
}

/// Draws an empty route space with its number `n` (ship spaces as a blue pill marked `nM`) and
/// returns its box.
fn empty_space(
    c: &Canvas<'_>,
    (x, y): (f32, f32),
    slot: f32,
    n: usize,
    ship: bool,
) -> Result<Rect, RenderError> {
    let (r, size) = (space_r(c, slot), space_size(c));
    let at = (x.round() as i32, y.round() as i32);
    if !ship {
        c.circle(x, y, r, ROAD)?;
        c.circle(x, y, r - 1.5, WHITE)?;
        let mark = n.to_string();
        c.notation(Notation::Space, |c| c.text_centered(&mark, at, size, Weight::Regular, MUTED))?;
        return Ok(Rect::disc(x, y, r));
    }
    let mark = format!("{n}M");
    let w = (text::width(&mark, size, Weight::Regular) as f32 + 8.0).max(2.0 * r);
    let b = Rect::centred(x, y, w, 2.0 * r);
    let (bx, by, bw, bh) =
        (b.x0.round() as i32, b.y0.round() as i32, w.round() as i32, (2.0 * r).round() as i32);
    c.framed((bx, by, bw, bh), bh / 2, SHIP, SEA, 2)?;
    c.notation(Notation::Space, |c| c.text_centered(&mark, at, size, Weight::Regular, INK))?;
    Ok(Rect::new(bx as f32, by as f32, bw as f32, bh as f32))
}

/// Draws a city's box, office slots with their pieces, extra offices and special-points table, and
/// records the box (and the table) as obstacles.
fn draw_city(
    c: &Canvas<'_>,
    view: &View,
    m: &Map,
    slot: f32,
    city: &City,
    cb: &CityBox,
) -> Result<(), RenderError> {
    let edge = if city.green {
        GREEN_EDGE
    } else if cb.full {
        INK
    } else {
        ROAD
    };
    let fill = if city.green { GREEN_CITY } else { CITY };
    let r = cb.rect;
    c.framed(
        (r.x0 as i32, r.y0 as i32, r.width() as i32, r.height() as i32),
        8,
        fill,
        edge,
        if cb.full || city.green { 3 } else { 2 },
    )?;
    c.obstacle(city.name.clone(), r);
    for (i, o) in city.offices.iter().enumerate() {
        let (x, y) = m.at(o.xy);
        let fill = PRIVILEGE_FILL[usize::from(o.privilege)];
        if o.circle {
            c.circle(x, y, slot + 1.5, INK)?;
            c.circle(x, y, slot - 0.5, fill)?;
        } else {
            c.rect(
                (x - slot - 1.5) as i32,
                (y - slot - 1.5) as i32,
                (2.0 * slot + 3.0) as i32,
                (2.0 * slot + 3.0) as i32,
                INK,
            )?;
            c.rect((x - slot) as i32, (y - slot) as i32, (2.0 * slot) as i32, (2.0 * slot) as i32, fill)?;
        }
        if o.vp > 0 {
            c.circle(x + slot * 0.75, y - slot * 0.75, 8.0, palette::ACCENT)?;
            c.text_centered(
                &o.vp.to_string(),
                ((x + slot * 0.75) as i32, (y - slot * 0.75) as i32),
                12,
                Weight::Bold,
                INK,
            )?;
        }
        let p = view.offices[usize::from(city.first_office) + i];
        if !p.is_empty() {
            piece(c, p.owner(), p.is_merchant(), x, y, slot * 0.82)?;
        }
    }
    let (_, y0) = m.at(city.offices.first().map_or(city.xy, |o| o.xy));
    let x0 = m
        .at(city.offices.first().map_or(city.xy, |o| o.xy))
        .0
        .min(m.at(city.offices.last().map_or(city.xy, |o| o.xy)).0);
    for (k, p) in cb.extras.iter().enumerate() {
        let x = x0 - (k as f32 + 1.0) * slot * 2.2;
        piece(c, p.owner(), p.is_merchant(), x, y0, slot * 0.82)?;
    }
    // The special-points table.
    for (i, f) in city.special.iter().enumerate() {
        let (x, y) = m.at(f.xy);
        c.circle(x, y, slot + 4.0, INK)?;
        c.circle(x, y, slot + 2.0, PRIVILEGE_FILL[usize::from(f.privilege)])?;
        let ink = if f.privilege == 3 { WHITE } else { INK };
        match view.special.get(i).copied().filter(|p| !p.is_empty()) {
            Some(p) => piece(c, p.owner(), true, x, y, slot * 0.82)?,
            None => {
                c.text_centered(&f.points.to_string(), (x as i32, y as i32), 17, Weight::Bold, ink)?;
            }
        }
        c.obstacle(format!("{} table {}", city.name, i + 1), Rect::disc(x, y, slot + 4.0));
    }
    Ok(())
}

/// Places every city name, city tag block and route number where it touches nothing else, most
/// constrained first, and draws it (with a leader line when it had to sit further out).
fn place_labels(
    c: &Canvas<'_>,
    view: &View,
    m: &Map,
    (land, slot): (Rect, f32),
    boxes: &[CityBox],
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let b = board(view.side);
    let mut pending: Vec<(Pending, String, Vec<Spot>)> = Vec::new();
    for (city, city_box) in b.cities.iter().zip(boxes) {
        let r = city_box.rect;
        // The name of the reader's edition (Polish `Lubeka` for `Lübeck`): players type either.
        let text = city.display_name(voice.lang).to_string();
        let w = (text::width(&text, name_size(c), Weight::Bold) + 8) as f32;
        let spots = place::around_box(r, w, name_h(c), 3.0, false);
        pending.push((Pending::Name { text }, city.name.clone(), spots));
        let mut tags = city_tags(b, city, voice);
        if city_box.full {
            // A full city says so in its tags, keeping its name (players type it) short.
            tags.insert(0, (voice.id("render-hansa-full"), INK, WHITE));
        }
        if !tags.is_empty() {
            let w =
                tags.iter().map(|(t, _, _)| text::width(t, TAG_SIZE, Weight::Bold) + 10).max().unwrap_or(0)
                    as f32;
            let h = tags.len() as f32 * TAG_PITCH - (TAG_PITCH - TAG_H);
            let spots = place::around_box(r, w, h, 3.0, true);
            pending.push((Pending::Tags { tags }, city.name.clone(), spots));
        }
    }
    for r in b.route_ids() {
        let route = b.route(r);
        let text = r.to_string();
        let w = (text::width(&text, route_size(c), Weight::Bold) + 8) as f32;
        let pts: Vec<(f32, f32)> = route.space_xy.iter().map(|&p| m.at(p)).collect();
        let ends = [m.at(b.city(route.cities[0]).xy), m.at(b.city(route.cities[1]).xy)];
        let spots = place::along_route(&pts, ends, space_r(c, slot), w, route_h(c));
        pending.push((Pending::Route { text: text.clone() }, text, spots));
    }
    let mut placer = Placer::new(c, land);
    for r in b.route_ids() {
        let route = b.route(r);
        if route.perk.is_some() || view.route_tokens[r.index()].is_some() {
            placer.avoid_line(m.at(route.token_xy), m.at(route.space_xy[route.space_xy.len() / 2]));
        }
    }
    // Most constrained first: the labels with the fewest free spots take theirs before the others.
    let mut order: Vec<(usize, usize)> = pending
        .iter()
        .enumerate()
        .map(|(i, (_, owner, spots))| (placer.free_count(owner, spots, 6), i))
        .collect();
    order.sort_unstable();
    for (_, i) in order {
        let (what, owner, spots) = &pending[i];
        let Some((spot, _)) = placer.best(owner, spots) else { continue };
        placer.take(spot.rect);
        draw_label(c, what, owner, &spot)?;
    }
    Ok(())
}

fn draw_label(c: &Canvas<'_>, what: &Pending, owner: &str, spot: &Spot) -> Result<(), RenderError> {
    let r = spot.rect;
    let leader = spot.leader.then(|| (spot.anchor, r.nearest(spot.anchor)));
    if let Some((a, b)) = leader {
        c.line(a, b, 2.0, INK)?;
        c.circle(a.0, a.1, 3.0, INK)?;
    }
    let (x, y) = (r.x0.round() as i32, r.y0.round() as i32);
    let (w, h) = (r.width().round() as i32, r.height().round() as i32);
    let text = match what {
        Pending::Name { text, .. } => {
            c.rounded(x, y, w, h, 5, palette::lighten(LAND, 0.5))?;
            let (size, baseline) = (name_size(c), baseline_in(y, name_h(c), name_size(c)));
            c.notation(Notation::City, |c| {
                c.text(text, x + w / 2, baseline, size, Weight::Bold, INK, Align::Center)
            })?;
            text.clone()
        }
        Pending::Tags { tags, .. } => {
            let cx = x + w / 2;
            for (k, (label, bg, ink)) in tags.iter().enumerate() {
                let tw = text::width(label, TAG_SIZE, Weight::Bold) + 10;
                let ty = y + k as i32 * TAG_PITCH as i32;
                c.rounded(cx - tw / 2, ty, tw, TAG_H as i32, 4, *bg)?;
                c.text(
                    label,
                    cx,
                    baseline_in(ty, TAG_H, TAG_SIZE),
                    TAG_SIZE,
                    Weight::Bold,
                    *ink,
                    Align::Center,
                )?;
            }
            tags.iter().map(|t| t.0.as_str()).collect::<Vec<_>>().join(" · ")
        }
        Pending::Route { text, .. } => {
            c.rounded(x, y, w, h, 6, HEADER)?;
            let size = route_size(c);
            c.notation(Notation::Route, |c| {
                c.text_centered(text, (x + w / 2, y + h / 2), size, Weight::Bold, ON_HEADER)
            })?;
            text.clone()
        }
    };
    c.label(Label { text, rect: r, target: owner.to_string(), anchor: spot.anchor, leader });
    Ok(())
}

fn token(c: &Canvas<'_>, short: &str, x: f32, y: f32) -> Result<(), RenderError> {
    c.circle(x, y, 17.0, INK)?;
    c.circle(x, y, 15.0, palette::ACCENT)?;
    c.text_centered(short, (x as i32, y as i32), 14, Weight::Bold, INK)?;
    Ok(())
}

/// The legend's lines: the base game's, then the Big Box boards' additions.
fn legend_lines(view: &View, voice: &Voice<'_>) -> Vec<String> {
    let b = board(view.side);
    let mut lines = vec![voice.id("render-hansa-legend-base")];
    if b.routes.iter().any(|r| r.sea) {
        lines.push(voice.id("render-hansa-legend-sea"));
    }
    if b.cities.iter().any(|c| c.green) {
        lines.push(voice.id("render-hansa-legend-green"));
    }
    if !view.favour_display.is_empty() || view.players.iter().any(|p| !p.favours.is_empty()) {
        let open: Vec<String> = view
            .favour_display
            .iter()
            .map(|f| {
                let what = voice.say(&text!("render-hansa-favour", favour = f.word()));
                format!("{} ({what})", f.short())
            })
            .collect();
        let line = if open.is_empty() {
            text!("render-hansa-legend-favour-none")
        } else {
            text!("render-hansa-legend-favour", tiles = open.join(", "))
        };
        lines.push(voice.say(&line));
    }
    if b.has_countries() {
        lines.push(voice.id("render-hansa-legend-countries"));
    }
    lines
}

const LEGEND_LINE: i32 = 22;
const LEGEND_SIZE: u32 = 15;

/// The legend's lines wrapped to the picture's width.
fn legend_wrapped(view: &View, voice: &Voice<'_>) -> Vec<String> {
    legend_lines(view, voice)
        .iter()
        .flat_map(|line| text::wrap(line, LEGEND_SIZE, Weight::Regular, WIDTH as i32 - 2 * MARGIN))
        .collect()
}

fn legend(c: &Canvas<'_>, lines: &[String], y: i32) -> Result<(), RenderError> {
    for (i, line) in lines.iter().enumerate() {
        c.text(
            line,
            MARGIN,
            y + 16 + i as i32 * LEGEND_LINE,
            LEGEND_SIZE,
            Weight::Regular,
            MUTED,
            Align::Left,
        )?;
    }
    Ok(())
}

/// PNG of the public board. A finished game's board shows the final ranking (each player's final
/// score) first, in place of the legend and the desk rows: nothing is left to play, and the map keeps
/// the size its labels need.
pub fn board_picture(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let b = board(view.side);
    let map_w = (WIDTH as i32 - 2 * MARGIN - 16) as f32;
    let map_h = map_w / b.aspect;
    let over = view.outcome.is_some();
    let players_h = if over { 0 } else { view.players.len() as i32 * ROW_H + GAP };
    let legend_text = if over { Vec::new() } else { legend_wrapped(view, voice) };
    let legend_h = if over { 0 } else { legend_text.len() as i32 * LEGEND_LINE + 2 + GAP };
    let ranking_h = view.outcome.as_ref().map_or(0, |o| crate::ranking::height(o) + GAP);
    let top = HEADER_H + GAP + ranking_h;
    let height = top + map_h as i32 + 16 + GAP + legend_h + players_h;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        header(c, &crate::title(voice, GameKind::Hansa), &status_line(view, voice))?;
        if let Some(o) = &view.outcome {
            crate::ranking::draw(c, (MARGIN, HEADER_H + GAP, WIDTH as i32 - 2 * MARGIN), o, voice)?;
        }
        let m = Map { x: (MARGIN + 8) as f32, y: (top + 8) as f32, w: map_w, h: map_h };
        draw_map(c, view, &m, voice)?;
        if over {
            return Ok(());
        }
        let mut y = top + map_h as i32 + 16 + GAP;
        legend(c, &legend_text, y)?;
        y += legend_h;
        for seat in 0..view.players.len() {
            desk_row(c, view, seat, voice, y)?;
            y += ROW_H;
        }
        Ok(())
    })
}

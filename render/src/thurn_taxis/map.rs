//! The map: connections, each player's current route as a coloured path, cities as province-coloured
//! discs with their 3-letter code, province names, and every player's houses as seat markers.

use kontor_games::thurn_taxis::{City, Province, View, board};
use kontor_i18n::Voice;

use super::{darken, panel, province_colour, text_on};
use crate::RenderError;
use crate::canvas::Canvas;
use crate::layout::Notation;
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, MUTED};
use crate::text::{Align, Weight};

const CITY_R: f32 = 29.0;
const HOUSE_R: f32 = 12.0;

/// Maps board coordinates (x 0..1000, y 0..700) into the panel.
struct Frame {
    x0: f32,
    y0: f32,
    scale: f32,
    min: (f32, f32),
}

impl Frame {
    fn new((x, y, w, h): (i32, i32, i32, i32)) -> Frame {
        let pad = 70.0;
        let xs = board().cities.iter().map(|c| c.xy.0);
        let ys = board().cities.iter().map(|c| c.xy.1);
        let (min_x, max_x) = xs.fold((f32::MAX, f32::MIN), |(a, b), v| (a.min(v), b.max(v)));
        let (min_y, max_y) = ys.fold((f32::MAX, f32::MIN), |(a, b), v| (a.min(v), b.max(v)));
        let scale =
            ((w as f32 - 2.0 * pad) / (max_x - min_x)).min((h as f32 - 2.0 * pad - 30.0) / (max_y - min_y));
        let used_w = (max_x - min_x) * scale;
        Frame {
            x0: x as f32 + (w as f32 - used_w) / 2.0,
            y0: y as f32 + pad + 30.0,
            scale,
            min: (min_x, min_y),
        }
    }

    fn at(&self, city: City) -> (f32, f32) {
        let (x, y) = city.info().xy;
        (self.x0 + (x - self.min.0) * self.scale, self.y0 + (y - self.min.1) * self.scale)
    }
}

pub fn draw(
    c: &Canvas<'_>,
    area: (i32, i32, i32, i32),
    view: &View,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    panel(c, area)?;
    let (x, y, w, _) = area;
    let mw =
        c.text(&voice.id("render-thurn-taxis-map"), x + 24, y + 42, 30, Weight::Bold, INK, Align::Left)?;
    let note_x = (x + 100).max(x + 24 + mw + 20);
    let note =
        crate::text::fit(&voice.id("render-thurn-taxis-map-note"), 22, Weight::Regular, x + w - 20 - note_x);
    c.text(&note, note_x, y + 41, 22, Weight::Regular, MUTED, Align::Left)?;
    let f = Frame::new(area);
    for &(a, b) in &board().connections {
        c.line(f.at(a), f.at(b), 4.0, palette::lighten(MUTED, 0.45))?;
    }
    routes(c, &f, view)?;
    for p in Province::all() {
        province_label(c, &f, p)?;
    }
    for city in City::all() {
        let (cx, cy) = f.at(city);
        let fill = province_colour(city.province());
        c.circle(cx, cy, CITY_R, darken(fill, 0.45))?;
        c.circle(cx, cy, CITY_R - 3.0, fill)?;
        let at = (cx.round() as i32, cy.round() as i32);
        let size = c.legible(24);
        c.notation(Notation::City, |c| c.text_centered(city.code(), at, size, Weight::Bold, text_on(fill)))?;
    }
    houses(c, &f, view)
}

/// Each player's route as a thick path in the seat colour, offset per seat so routes sharing a
/// connection stay visible, with the seat marker at its first city.
fn routes(c: &Canvas<'_>, f: &Frame, view: &View) -> Result<(), RenderError> {
    let n = view.players.len() as f32;
    for p in &view.players {
        if p.route.is_empty() {
            continue;
        }
        let style = palette::seat(p.seat.index());
        let offset = (p.seat.index() as f32 - (n - 1.0) / 2.0) * 9.0;
        for w in p.route.windows(2) {
            let (a, b) = (f.at(w[0]), f.at(w[1]));
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ox, oy) = (-dy / len * offset, dx / len * offset);
            c.line((a.0 + ox, a.1 + oy), (b.0 + ox, b.1 + oy), 12.0, INK)?;
            c.line((a.0 + ox, a.1 + oy), (b.0 + ox, b.1 + oy), 8.0, style.fill)?;
        }
        let (sx, sy) = f.at(p.route[0]);
        c.circle(sx, sy, CITY_R + 9.0, INK)?;
        c.circle(sx, sy, CITY_R + 6.0, style.fill)?;
        if let Some(&last) = p.route.last() {
            let (ex, ey) = f.at(last);
            c.circle(ex, ey, CITY_R + 9.0, INK)?;
            c.circle(ex, ey, CITY_R + 6.0, style.fill)?;
        }
    }
    Ok(())
}

/// The province name near its cities on a small halo, in a darker shade of its colour.
fn province_label(c: &Canvas<'_>, f: &Frame, p: Province) -> Result<(), RenderError> {
    let cities: Vec<(f32, f32)> = kontor_games::thurn_taxis::cities_of(p.cities()).map(|c| f.at(c)).collect();
    let n = cities.len() as f32;
    let (cx, cy) = match label_at(p.word()) {
        Some((x, y)) => (f.x0 + (x - f.min.0) * f.scale, f.y0 + (y - f.min.1) * f.scale),
        None => {
            let top = cities.iter().map(|p| p.1).fold(f32::MAX, f32::min);
            (cities.iter().map(|p| p.0).sum::<f32>() / n, top - CITY_R - 22.0)
        }
    };
    let label = p.name().to_uppercase();
    let w = crate::text::width(&label, 20, Weight::Bold);
    let (x, y) = (cx.round() as i32, cy.round() as i32);
    c.rounded(x - w / 2 - 6, y - 13, w + 12, 26, 8, palette::lighten(province_colour(p), 0.8))?;
    c.text_centered(&label, (x, y), 20, Weight::Bold, darken(province_colour(p), 0.5))?;
    Ok(())
}

/// Board positions (x 0..1000, y 0..700) of province names that would sit on a city or a line.
fn label_at(province: &str) -> Option<(f32, f32)> {
    match province {
        "baden" => Some((236.0, 268.0)),
        "baiern" => Some((770.0, 410.0)),
        "boehmen" => Some((885.0, 232.0)),
        "hohenzollern" => Some((312.0, 418.0)),
        "wuerttemberg" => Some((528.0, 318.0)),
        _ => None,
    }
}

/// Houses: the seat marker of each owner on a fixed corner of the city disc (seat 1 top left,
/// 2 top right, 3 bottom right, 4 bottom left).
fn houses(c: &Canvas<'_>, f: &Frame, view: &View) -> Result<(), RenderError> {
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];
    for p in &view.players {
        let (ux, uy) = corners[p.seat.index() % 4];
        for &city in &p.houses {
            let (cx, cy) = f.at(city);
            let d = CITY_R * 0.85;
            seat_index_marker(c, p.seat.index(), cx + ux * d, cy + uy * d, HOUSE_R)?;
        }
    }
    Ok(())
}

//! One panel per player: seat marker and name, hand size, houses left, best carriage, tiles, score,
//! the current route as a row of city codes, and the bonus tiles taken.

use kontor_engine::text;
use kontor_games::thurn_taxis::{PlayerView, Stack, View};
use kontor_i18n::Voice;

use super::{MARGIN, province_colour, text_on};
use crate::RenderError;
use crate::canvas::Canvas;
use crate::frame::{PanelColumn, seat_panel};
use crate::palette::{INK, MUTED};
use crate::text::{self, Align, Weight};

const PANELS: PanelColumn = PanelColumn { height: 150, gap: 14 };
const INFO_W: i32 = 620;

/// Height of all player panels.
pub fn height(view: &View) -> i32 {
    PANELS.total(view.players.len())
}

/// Draws every player's panel from `y` down.
pub fn draw(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    PANELS.draw(y, &view.players, |y, player| player_panel(c, y, view, player, voice))
}

fn player_panel(
    c: &Canvas<'_>,
    y: i32,
    view: &View,
    p: &PlayerView,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
    let active = view.turn == Some(p.seat);
    let name = seat_panel(c, (MARGIN, y, w, PANELS.height), p.seat, active, 36, view.viewer, voice)?;
    let x = MARGIN + 30;
    let mut flags = Vec::new();
    if view.start_player == p.seat {
        flags.push(voice.id("render-thurn-taxis-first-player"));
    }
    if view.game_end == Some(p.seat) {
        flags.push(voice.id("render-thurn-taxis-game-end-tile"));
    }
    if active {
        flags.push(voice.id("render-to-act"));
    }
    // The flags keep room at their smallest size; a long name gives way to them.
    let flags_w =
        if flags.is_empty() { 0 } else { text::width(&flags.join(" · "), 16, Weight::Regular) + 20 };
    let name = text::fit(&name, 30, Weight::Bold, (INFO_W - 90 - flags_w).clamp(160, INFO_W - 80));
    let nw = c.text(&name, x + 56, y + 47, 30, Weight::Bold, INK, Align::Left)?;
    if !flags.is_empty() {
        let (size, note) = text::shrink(&flags.join(" · "), 22, 16, Weight::Regular, INFO_W - nw - 90);
        c.text(&note, x + 70 + nw, y + 46, size, Weight::Regular, MUTED, Align::Left)?;
    }
    let stats = voice.say(&text!(
        "render-thurn-taxis-stats",
        hand = p.hand_size,
        houses = p.houses_left,
        carriage = p.carriage,
        score = p.score
    ));
    let stats = text::fit(&stats, 26, Weight::Regular, INFO_W - 10);
    c.text(&stats, x, y + 90, 26, Weight::Regular, INK, Align::Left)?;
    let tiles = tile_list(p, voice);
    tiles_lines(c, (x, y), &tiles)?;
    route(c, (MARGIN + INFO_W + 20, y + 18, w - INFO_W - 40, PANELS.height - 36), p, voice)
}

/// The bonus tiles taken, `route 5: 2 · Baiern: 5`.
fn tile_list(p: &PlayerView, voice: &Voice<'_>) -> String {
    let parts: Vec<String> = Stack::all()
        .filter(|s| p.tiles[s.index()] > 0)
        .map(|s| {
            let n = p.tiles[s.index()];
            let label = super::stack_label(voice, s, &s.info().label);
            if n > 1 {
                format!("{label} ×{n}: {}", p.tile_points[s.index()])
            } else {
                format!("{label}: {}", p.tile_points[s.index()])
            }
        })
        .collect();
    if parts.is_empty() {
        voice.id("render-thurn-taxis-no-tiles")
    } else {
        voice.say(&text!("render-thurn-taxis-tiles", tiles = parts.join(" · ")))
    }
}

/// The current route as province-coloured chips in order, left end first.
fn route(
    c: &Canvas<'_>,
    (x, y, w, h): (i32, i32, i32, i32),
    p: &PlayerView,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let rw = c.text(
        &voice.id("render-thurn-taxis-route-heading"),
        x,
        y + 26,
        22,
        Weight::Bold,
        MUTED,
        Align::Left,
    )?;
    if p.route.is_empty() {
        let none = voice.id("render-thurn-taxis-no-route");
        return c.text(&none, x, y + 76, 24, Weight::Regular, MUTED, Align::Left).map(|_| ());
    }
    let n = p.route.len() as i32;
    let gap = 10;
    let chip_w = ((w - (n - 1) * gap) / n).min(96);
    let chip_h = h - 40;
    for (k, city) in p.route.iter().enumerate() {
        let cx = x + k as i32 * (chip_w + gap);
        let fill = province_colour(city.province());
        c.framed((cx, y + 38, chip_w, chip_h), 10, fill, super::darken(fill, 0.4), 2)?;
        c.text_centered(
            city.code(),
            (cx + chip_w / 2, y + 38 + chip_h / 2),
            24,
            Weight::Bold,
            text_on(fill),
        )?;
    }
    let len = voice.say(&text!("render-cards", cards = n));
    c.text(&len, x + (rw + 16).max(80), y + 26, 22, Weight::Regular, MUTED, Align::Left)?;
    Ok(())
}

/// The bonus tiles a player holds: one line, or two smaller ones when they are many.
fn tiles_lines(c: &Canvas<'_>, (x, y): (i32, i32), tiles: &str) -> Result<(), RenderError> {
    let max = INFO_W - 10;
    if text::width(tiles, 20, Weight::Regular) <= max {
        c.text(tiles, x, y + 126, 20, Weight::Regular, MUTED, Align::Left)?;
        return Ok(());
    }
    let two =
        (12..=16).rev().map(|s| (s, text::wrap(tiles, s, Weight::Regular, max))).find(|(_, l)| l.len() <= 2);
    let (size, lines) = two.unwrap_or_else(|| (12, text::wrap(tiles, 12, Weight::Regular, max)));
    for (k, line) in lines.iter().take(2).enumerate() {
        c.text(line, x, y + 116 + k as i32 * 20, size, Weight::Regular, MUTED, Align::Left)?;
    }
    Ok(())
}

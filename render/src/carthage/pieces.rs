//! Carthage pieces: goods cards at three sizes, amphora storage icons, ships and achievement tokens.

use kontor_games::carthage::{Card, Colour};
use kontor_i18n::Voice;
use plotters::style::RGBColor;

use crate::RenderError;
use crate::canvas::Canvas;
use crate::layout::Notation;
use crate::palette::{self, GOODS, GOODS_EDGE, GOODS_TEXT, INK, WHITE};
use crate::text::{Align, Weight};

/// A rectangle: x, y, width, height.
pub type Rect = (i32, i32, i32, i32);

/// A full card (Market, Farm, discard, hand): code, value on a coin, colour name, storage icons.
pub fn card(c: &Canvas<'_>, (x, y, w, h): Rect, card: Card, voice: &Voice<'_>) -> Result<(), RenderError> {
    let i = card.colour.index();
    let (fill, text) = (GOODS[i], GOODS_TEXT[i]);
    shadow(c, (x, y, w, h), w / 9)?;
    c.framed((x, y, w, h), w / 9, fill, GOODS_EDGE[i], 3)?;
    let code_size = c.legible((w as f32 * 0.2).round() as u32);
    let baseline = y + h / 12 + code_size as i32 * 2 / 3;
    c.notation(Notation::Card, |c| {
        c.text(&card.code(), x + w / 12, baseline, code_size, Weight::Bold, text, Align::Left)
    })?;
    let (cx, cy) = (x as f32 + w as f32 / 2.0, y as f32 + h as f32 * 0.45);
    let coin = w as f32 * 0.28;
    c.circle(cx, cy, coin + 2.0, GOODS_EDGE[i])?;
    c.circle(cx, cy, coin, WHITE)?;
    let value_size = (coin * 1.45).round() as u32;
    c.text_centered(&card.value.to_string(), (cx as i32, cy as i32), value_size, Weight::Bold, INK)?;
    let name_size = ((w as f32 * 0.16).round() as u32).max(22);
    let name = crate::text::fit(&super::colour_name(voice, card.colour), name_size, Weight::Regular, w - 8);
    c.text(&name, x + w / 2, y + h * 3 / 4 + 6, name_size, Weight::Regular, text, Align::Center)?;
    let icon_h = h as f32 * 0.13;
    let icons = card.storage_icons();
    let icon_w = icon_h * 0.7;
    let total = f32::from(icons) * icon_w + f32::from(icons.saturating_sub(1)) * 6.0;
    let mut ix = cx - total / 2.0;
    for _ in 0..icons {
        amphora(c, ix, (y + h) as f32 - icon_h - h as f32 * 0.05, icon_h, text)?;
        ix += icon_w + 6.0;
    }
    Ok(())
}

/// A small card showing only its code (storehouse, paid cards).
pub fn mini_card(c: &Canvas<'_>, (x, y, w, h): Rect, card: Card) -> Result<(), RenderError> {
    let i = card.colour.index();
    c.framed((x, y, w, h), 7, GOODS[i], GOODS_EDGE[i], 2)?;
    let size = c.legible(((h as f32 * 0.55).round() as u32).max(22));
    c.notation(Notation::Card, |c| {
        c.text_centered(&card.code(), (x + w / 2, y + h / 2), size, Weight::Bold, GOODS_TEXT[i])
    })?;
    Ok(())
}

/// The back of a card with a number on it (the deck).
pub fn card_back(c: &Canvas<'_>, (x, y, w, h): Rect, count: usize) -> Result<(), RenderError> {
    shadow(c, (x, y, w, h), w / 9)?;
    c.framed((x, y, w, h), w / 9, palette::CARD_BACK, INK, 3)?;
    let inset = w / 10;
    c.framed(
        (x + inset, y + inset, w - 2 * inset, h - 2 * inset),
        w / 14,
        palette::lighten(palette::CARD_BACK, 0.12),
        palette::ACCENT,
        2,
    )?;
    c.text_centered(
        &count.to_string(),
        (x + w / 2, y + h / 2),
        (w as f32 * 0.38) as u32,
        Weight::Bold,
        WHITE,
    )?;
    Ok(())
}

/// An empty card place.
pub fn empty_slot(c: &Canvas<'_>, (x, y, w, h): Rect, voice: &Voice<'_>) -> Result<(), RenderError> {
    c.framed((x, y, w, h), w / 9, palette::PAGE, palette::RULE, 3)?;
    let empty = crate::text::fit(&voice.id("render-carthage-empty"), 22, Weight::Regular, w - 8);
    c.text_centered(&empty, (x + w / 2, y + h / 2), 22, Weight::Regular, palette::MUTED)?;
    Ok(())
}

fn shadow(c: &Canvas<'_>, (x, y, w, h): Rect, r: i32) -> Result<(), RenderError> {
    c.rounded(x + 3, y + 4, w, h, r, RGBColor(0xD6, 0xCD, 0xBC))
}

/// An amphora (storage icon) `h` pixels tall with its top-left corner at (`x`, `y`).
pub fn amphora(c: &Canvas<'_>, x: f32, y: f32, h: f32, colour: RGBColor) -> Result<(), RenderError> {
    const OUTLINE: [(f32, f32); 16] = [
        (0.20, 0.00),
        (0.80, 0.00),
        (0.80, 0.10),
        (0.65, 0.13),
        (0.65, 0.24),
        (0.95, 0.40),
        (1.00, 0.58),
        (0.82, 0.86),
        (0.62, 1.00),
        (0.38, 1.00),
        (0.18, 0.86),
        (0.00, 0.58),
        (0.05, 0.40),
        (0.35, 0.24),
        (0.35, 0.13),
        (0.20, 0.10),
    ];
    let w = h * 0.7;
    let points: Vec<(f32, f32)> = OUTLINE.iter().map(|(px, py)| (x + px * w, y + py * h)).collect();
    c.polygon(&points, colour)
}

/// A ship of `colour` in the box (`x`, `y`, `w`, `h`): hull in the goods colour with its letter, a sail.
pub fn ship(c: &Canvas<'_>, (x, y, w, h): Rect, colour: Colour) -> Result<(), RenderError> {
    let i = colour.index();
    let (x, y, w, h) = (x as f32, y as f32, w as f32, h as f32);
    let mast = x + w * 0.5;
    c.line((mast, y + h * 0.02), (mast, y + h * 0.55), 3.0, INK)?;
    sail(c, [(mast + 3.0, y + h * 0.04), (mast + 3.0, y + h * 0.5), (x + w * 0.86, y + h * 0.5)])?;
    sail(c, [(mast - 3.0, y + h * 0.12), (mast - 3.0, y + h * 0.5), (x + w * 0.18, y + h * 0.5)])?;
    let hull = |inset: f32| {
        [
            (x + inset, y + h * 0.52 + inset),
            (x + w - inset, y + h * 0.52 + inset),
            (x + w * 0.84 - inset * 0.5, y + h - inset),
            (x + w * 0.16 + inset * 0.5, y + h - inset),
        ]
    };
    c.polygon(&hull(0.0), GOODS_EDGE[i])?;
    c.polygon(&hull(2.5), GOODS[i])?;
    let label = colour.letter().to_string();
    let mid_y = (y + h * 0.76) as i32;
    c.text_centered(&label, ((x + w / 2.0) as i32, mid_y), (h * 0.5) as u32, Weight::Bold, GOODS_TEXT[i])?;
    Ok(())
}

/// A sail: a cream triangle with a thin dark edge.
fn sail(c: &Canvas<'_>, corners: [(f32, f32); 3]) -> Result<(), RenderError> {
    c.polygon(&corners, palette::lighten(INK, 0.35))?;
    let (mx, my) =
        (corners.iter().map(|p| p.0).sum::<f32>() / 3.0, corners.iter().map(|p| p.1).sum::<f32>() / 3.0);
    let shrink = |(px, py): (f32, f32)| (mx + (px - mx) * 0.8, my + (py - my) * 0.8);
    c.polygon(&corners.map(shrink), RGBColor(0xFF, 0xFB, 0xF0))
}

/// An achievement token: a hexagon of the goods colour with its letter.
pub fn token(c: &Canvas<'_>, cx: f32, cy: f32, r: f32, colour: Colour) -> Result<(), RenderError> {
    let i = colour.index();
    let hex = |rr: f32| -> Vec<(f32, f32)> {
        (0..6)
            .map(|k| {
                let a = std::f32::consts::PI / 3.0 * k as f32 + std::f32::consts::PI / 6.0;
                (cx + rr * a.cos(), cy + rr * a.sin())
            })
            .collect()
    };
    c.polygon(&hex(r), GOODS_EDGE[i])?;
    c.polygon(&hex(r - 2.5), GOODS[i])?;
    let size = (r * 1.2) as u32;
    c.text_centered(&colour.letter().to_string(), (cx as i32, cy as i32), size, Weight::Bold, GOODS_TEXT[i])?;
    Ok(())
}

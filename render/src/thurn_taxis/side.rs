//! The right column: the six face-up cards with their slot numbers, the bonus tile stacks with the
//! value on top, the carriages left, and the piles.

use kontor_games::thurn_taxis::View;

use super::{city_card, panel};
use crate::RenderError;
use crate::canvas::Canvas;
use crate::palette::{self, INK, MUTED, WHITE};
use crate::text::{self, Align, Weight};

pub fn draw(c: &Canvas<'_>, area: (i32, i32, i32, i32), view: &View) -> Result<(), RenderError> {
    panel(c, area)?;
    let (x, y, w, _) = area;
    let inner = x + 20;
    let inner_w = w - 40;
    c.text("Face-up cards", inner, y + 42, 28, Weight::Bold, INK, Align::Left)?;
    c.text("draw 1–6", x + w - 20, y + 41, 22, Weight::Regular, MUTED, Align::Right)?;
    let card_w = (inner_w - 2 * 12) / 3;
    let card_h = 92;
    for (i, slot) in view.display.iter().enumerate() {
        let cx = inner + (i as i32 % 3) * (card_w + 12);
        let cy = y + 62 + (i as i32 / 3) * (card_h + 36);
        c.text(&(i + 1).to_string(), cx + card_w / 2, cy + 22, 22, Weight::Bold, MUTED, Align::Center)?;
        let top = cy + 28;
        match slot {
            Some(city) => city_card(c, (cx, top, card_w, card_h), *city)?,
            None => c.framed((cx, top, card_w, card_h), 10, palette::PAGE, palette::RULE, 2)?,
        }
    }
    let mut ty = y + 62 + 2 * (card_h + 36) + 34;
    c.text(
        &format!("deck {} · discard pile {}", view.deck_size, view.discard_size),
        inner,
        ty,
        22,
        Weight::Regular,
        MUTED,
        Align::Left,
    )?;
    ty += 50;
    c.text("Bonus tiles (top value)", inner, ty, 28, Weight::Bold, INK, Align::Left)?;
    ty += 16;
    let col_w = (inner_w - 12) / 2;
    for (k, s) in view.stacks.iter().enumerate() {
        let sx = inner + (k as i32 / 5) * (col_w + 12);
        let sy = ty + (k as i32 % 5) * 46;
        tile_row(c, (sx, sy, col_w, 40), &s.label, s.top, s.left)?;
    }
    ty += 5 * 46 + 44;
    c.text("Carriages left", inner, ty, 28, Weight::Bold, INK, Align::Left)?;
    ty += 14;
    let box_w = (inner_w - 4 * 10) / 5;
    for (k, &left) in view.carriages.iter().enumerate() {
        let bx = inner + k as i32 * (box_w + 10);
        let fill = if left > 0 { palette::lighten(palette::ACCENT, 0.6) } else { palette::PAGE };
        c.framed((bx, ty, box_w, 62), 10, fill, palette::ACCENT, 2)?;
        c.text_centered(&(k + 3).to_string(), (bx + box_w / 2, ty + 24), 28, Weight::Bold, INK)?;
        c.text_centered(&format!("×{left}"), (bx + box_w / 2, ty + 50), 18, Weight::Regular, MUTED)?;
    }
    Ok(())
}

/// One bonus stack: the top value in a disc, the stack's name and how many tiles are left.
fn tile_row(
    c: &Canvas<'_>,
    (x, y, w, h): (i32, i32, i32, i32),
    label: &str,
    top: Option<u8>,
    left: u8,
) -> Result<(), RenderError> {
    let fill = if top.is_some() { palette::lighten(palette::HEADER, 0.88) } else { palette::PAGE };
    c.framed((x, y, w, h), 8, fill, palette::RULE, 1)?;
    let r = (h / 2 - 4) as f32;
    let (cx, cy) = (x as f32 + 6.0 + r, y as f32 + h as f32 / 2.0);
    match top {
        Some(v) => {
            c.circle(cx, cy, r, palette::HEADER)?;
            c.text_centered(&v.to_string(), (cx as i32, cy as i32), 20, Weight::Bold, WHITE)?;
        }
        None => {
            c.text_centered("–", (cx as i32, cy as i32), 20, Weight::Bold, MUTED)?;
        }
    }
    let name = text::fit(label, 18, Weight::Regular, w - 2 * r as i32 - 50);
    c.text(&name, x + 2 * r as i32 + 14, y + h / 2 + 7, 18, Weight::Regular, INK, Align::Left)?;
    c.text(&format!("×{left}"), x + w - 8, y + h / 2 + 7, 18, Weight::Regular, MUTED, Align::Right)?;
    Ok(())
}

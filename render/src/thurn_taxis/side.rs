//! The right column: the six face-up cards with their slot numbers, the bonus tile stacks with the
//! value on top, the carriages left, and the piles.

use kontor_engine::text;
use kontor_games::thurn_taxis::View;
use kontor_i18n::Voice;

use super::{city_card, panel};
use crate::RenderError;
use crate::canvas::Canvas;
use crate::layout::Notation;
use crate::palette::{self, INK, MUTED, WHITE};
use crate::text::{self, Align, Weight};

pub fn draw(
    c: &Canvas<'_>,
    area: (i32, i32, i32, i32),
    view: &View,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    panel(c, area)?;
    let (x, y, w, _) = area;
    let inner = x + 20;
    let inner_w = w - 40;
    let draw_note = voice.id("render-thurn-taxis-draw-note");
    let dw = text::width(&draw_note, 22, Weight::Regular);
    let heading = text::fit(&voice.id("render-thurn-taxis-face-up"), 28, Weight::Bold, inner_w - dw - 16);
    c.text(&heading, inner, y + 42, 28, Weight::Bold, INK, Align::Left)?;
    c.text(&draw_note, x + w - 20, y + 41, 22, Weight::Regular, MUTED, Align::Right)?;
    let card_w = (inner_w - 2 * 12) / 3;
    let card_h = 92;
    for (i, slot) in view.display.iter().enumerate() {
        let cx = inner + (i as i32 % 3) * (card_w + 12);
        let cy = y + 62 + (i as i32 / 3) * (card_h + 36);
        let (n, size) = ((i + 1).to_string(), c.legible(22));
        c.notation(Notation::Slot, |c| {
            c.text(&n, cx + card_w / 2, cy + 24, size, Weight::Bold, MUTED, Align::Center)
        })?;
        let top = cy + 28;
        match slot {
            Some(city) => city_card(c, (cx, top, card_w, card_h), *city, voice)?,
            None => c.framed((cx, top, card_w, card_h), 10, palette::PAGE, palette::RULE, 2)?,
        }
    }
    let mut ty = y + 62 + 2 * (card_h + 36) + 34;
    let piles =
        voice.say(&text!("render-thurn-taxis-piles", deck = view.deck_size, discard = view.discard_size));
    c.text(
        &text::fit(&piles, 22, Weight::Regular, inner_w),
        inner,
        ty,
        22,
        Weight::Regular,
        MUTED,
        Align::Left,
    )?;
    ty += 50;
    let (size, heading) =
        text::shrink(&voice.id("render-thurn-taxis-bonus-tiles"), 28, 20, Weight::Bold, inner_w);
    c.text(&heading, inner, ty, size, Weight::Bold, INK, Align::Left)?;
    ty += 16;
    let col_w = (inner_w - 12) / 2;
    for (k, s) in view.stacks.iter().enumerate() {
        let sx = inner + (k as i32 / 5) * (col_w + 12);
        let sy = ty + (k as i32 % 5) * 46;
        let label = super::stack_label(voice, s.stack, &s.label);
        tile_row(c, (sx, sy, col_w, 40), &label, s.top, s.left)?;
    }
    ty += 5 * 46 + 44;
    let (size, heading) =
        text::shrink(&voice.id("render-thurn-taxis-carriages"), 28, 20, Weight::Bold, inner_w);
    c.text(&heading, inner, ty, size, Weight::Bold, INK, Align::Left)?;
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
    // A name too long for the row goes on two smaller lines.
    let (max, lx) = (w - 2 * r as i32 - 50, x + 2 * r as i32 + 14);
    if text::width(label, 18, Weight::Regular) <= max {
        c.text(label, lx, y + h / 2 + 7, 18, Weight::Regular, INK, Align::Left)?;
    } else {
        // Two provinces joined by a slash break after it.
        let lines = match label.split_once('/') {
            Some((a, b)) if !label.contains(' ') => vec![format!("{a}/"), b.to_string()],
            _ => text::wrap(label, 15, Weight::Regular, max),
        };
        let fits = |size: u32| lines.iter().all(|l| text::width(l, size, Weight::Regular) <= max);
        let size = (11..=15).rev().find(|&s| fits(s)).unwrap_or(11);
        match lines.as_slice() {
            [first, second] if fits(size) => {
                c.text(first, lx, y + h / 2 - 2, size, Weight::Regular, INK, Align::Left)?;
                c.text(second, lx, y + h / 2 + 14, size, Weight::Regular, INK, Align::Left)?;
            }
            _ => {
                let name = text::fit(label, 15, Weight::Regular, max);
                c.text(&name, lx, y + h / 2 + 6, 15, Weight::Regular, INK, Align::Left)?;
            }
        }
    }
    c.text(&format!("×{left}"), x + w - 8, y + h / 2 + 7, 18, Weight::Regular, MUTED, Align::Right)?;
    Ok(())
}

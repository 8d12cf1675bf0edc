//! Hansa Teutonica desks: a player's row on the board (score, abilities, supply, tokens) and the
//! viewer's own desk picture with every ability track.

use kontor_engine::{Viewer, text};
use kontor_games::hansa::{Ability, View, board};
use kontor_i18n::Voice;

use super::{GAP, HEADER_H, MARGIN, ROW_H, ability_name, header, piece, privilege_name, token_short};
use crate::canvas::{self, Canvas};
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, MUTED, PANEL, RULE, WHITE};
use crate::text::{self, Align, Weight};
use crate::{RenderError, Rendered, WIDTH, seat_name};

/// One player's desk as a table row.
pub(super) fn desk_row(
    c: &Canvas<'_>,
    view: &View,
    seat: usize,
    voice: &Voice<'_>,
    y: i32,
) -> Result<(), RenderError> {
    let p = &view.players[seat];
    let active = view.active == Some(p.seat);
    c.framed(
        (MARGIN, y, WIDTH as i32 - 2 * MARGIN, ROW_H - 6),
        10,
        if active { palette::lighten(palette::ACCENT, 0.7) } else { PANEL },
        RULE,
        2,
    )?;
    let cy = y + (ROW_H - 6) / 2;
    seat_index_marker(c, seat, (MARGIN + 30) as f32, cy as f32, 17.0)?;
    // At the end the final score (the outcome's), not the track's.
    let score = view.outcome.as_ref().map_or(i64::from(p.score), |o| o.scores[p.seat]);
    let points = voice.say(&text!("render-hansa-points-short", points = score));
    let pw = text::width(&points, 26, Weight::Bold);
    let name = text::fit(&seat_name(voice, seat), 22, Weight::Bold, (370 - 56 - pw - 10).min(230));
    c.text(&name, MARGIN + 56, cy + 8, 22, Weight::Bold, INK, Align::Left)?;
    c.text(&points, MARGIN + 370, cy + 9, 26, Weight::Bold, INK, Align::Right)?;
    let v = |a: Ability| p.values[a.index()];
    let bank = if v(Ability::Bank) == 99 { "C".to_string() } else { v(Ability::Bank).to_string() };
    let priv_name = privilege_name(voice, v(Ability::Privilegium));
    let cells = [
        ("render-hansa-desk-keys", v(Ability::Keys).to_string()),
        ("render-hansa-desk-actions", v(Ability::Actiones).to_string()),
        ("render-hansa-desk-privilege", priv_name),
        ("render-hansa-desk-liber", v(Ability::LiberSophiae).to_string()),
        ("render-hansa-desk-bank", bank),
        ("render-hansa-desk-supply", format!("{}/{}", p.personal[0], p.personal[1])),
        ("render-hansa-desk-general", format!("{}/{}", p.general[0], p.general[1])),
        (
            "render-hansa-desk-tokens",
            voice.say(&text!("render-hansa-desk-tokens-value", held = p.tokens.len(), used = p.used.len())),
        ),
    ];
    let mut x = MARGIN + 392;
    let widths = [70, 80, 110, 64, 64, 110, 90, 150];
    for ((label, value), w) in cells.iter().zip(widths) {
        let label = text::fit(&voice.id(label), 13, Weight::Regular, w - 6);
        c.text(&label, x, cy - 6, 13, Weight::Regular, MUTED, Align::Left)?;
        let value = text::fit(value, 20, Weight::Bold, w - 6);
        c.text(&value, x, cy + 17, 20, Weight::Bold, INK, Align::Left)?;
        x += w;
    }
    let held: Vec<String> = p
        .tokens
        .iter()
        .map(|t| token_short(voice, *t))
        .chain(p.favours.iter().map(|f| f.short().to_string()))
        .collect();
    if !held.is_empty() {
        let s = text::fit(&held.join(" "), 18, Weight::Bold, WIDTH as i32 - MARGIN - x - 8);
        c.text(&s, x, cy + 8, 18, Weight::Bold, INK, Align::Left)?;
    }
    Ok(())
}

/// PNG of the viewer's desk (Hansa Teutonica has no secret hand).
pub fn hand_picture(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let Viewer::Seat(seat) = view.viewer else { return Err(RenderError::NoHand) };
    let Some(p) = view.players.get(seat.index()) else { return Err(RenderError::NoHand) };
    let mission = view.missions.get(seat.index()).copied().flatten();
    let mission_h = if mission.is_some() { 44 } else { 0 };
    let height = HEADER_H + GAP + 5 * 58 + GAP + ROW_H + GAP + mission_h;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        let note = voice.say(&text!(
            "render-hansa-desk-note",
            who = seat_name(voice, seat.index()),
            points = p.score
        ));
        header(c, &voice.id("render-hansa-your-desk"), &note)?;
        let mut y = HEADER_H + GAP;
        for a in Ability::ALL {
            let level = usize::from(p.abilities[a.index()]);
            c.framed((MARGIN, y, WIDTH as i32 - 2 * MARGIN, 52), 10, PANEL, RULE, 2)?;
            let name = text::fit(&ability_name(voice, a), 22, Weight::Bold, 240);
            c.text(&name, MARGIN + 16, y + 34, 22, Weight::Bold, INK, Align::Left)?;
            for (i, &val) in a.values().iter().enumerate() {
                let x = MARGIN + 260 + i as i32 * 110;
                let reached = i <= level;
                let fill = if i == level {
                    palette::ACCENT
                } else if reached {
                    palette::lighten(palette::ACCENT, 0.6)
                } else {
                    WHITE
                };
                c.framed((x, y + 8, 96, 36), 8, fill, INK, 2)?;
                let label = match a {
                    Ability::Bank if val == 99 => "C".to_string(),
                    Ability::Privilegium => text::fit(&privilege_name(voice, val), 19, Weight::Bold, 90),
                    _ => val.to_string(),
                };
                c.text_centered(&label, (x + 48, y + 26), 19, Weight::Bold, INK)?;
                if !reached {
                    // A piece still covers this level.
                    piece(c, seat.0, a == Ability::LiberSophiae, (x + 84) as f32, (y + 14) as f32, 9.0)?;
                }
            }
            y += 58;
        }
        y += GAP;
        desk_row(c, view, seat.index(), voice, y)?;
        if let Some(cities) = mission {
            let b = board(view.side);
            let list: Vec<&str> = cities.iter().map(|&ci| b.city(ci).display_name(voice.lang)).collect();
            let line = voice.say(&text!("render-hansa-mission", cities = list.join(", ")));
            let line = text::fit(&line, 20, Weight::Bold, WIDTH as i32 - 2 * MARGIN);
            c.text(&line, MARGIN, y + ROW_H + 30, 20, Weight::Bold, INK, Align::Left)?;
        }
        Ok(())
    })
}

//! One panel per player: name and seat marker, hand size, reservation marker, victory points when known,
//! storehouse goods grouped by colour, and achievement tokens per colour.

use kontor_engine::text;
use kontor_games::carthage::{Card, Colour, PlayerView, Row, Slot, View, slot_label};
use kontor_i18n::Voice;

use super::MARGIN;
use super::pieces::{mini_card, token};
use crate::RenderError;
use crate::canvas::Canvas;
use crate::frame::{PanelColumn, seat_panel};
use crate::palette::{self, GOODS_EDGE, GOODS_TINT, INK, MUTED};
use crate::text::{self, Align, Weight};

const PANELS: PanelColumn = PanelColumn { height: 196, gap: 16 };
const INFO_W: i32 = 400;
const MINI_W: i32 = 62;
const MINI_H: i32 = 46;

/// Height of all player panels.
pub fn height(view: &View) -> i32 {
    PANELS.total(view.players.len())
}

/// Draws every player's panel from `y` down.
pub fn draw(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    PANELS.draw(y, &view.players, |y, player| player_panel(c, y, view, player, voice))
}

/// Where the seat's reservation marker lies, as the label players type.
fn marker_place(view: &View, player: &PlayerView) -> Option<String> {
    let find = |row: Row, slots: &[Slot]| {
        slots.iter().position(|s| s.reserved_by == Some(player.seat)).map(|i| slot_label(row, i))
    };
    find(Row::Market, &view.market).or_else(|| find(Row::Farm, &view.farm))
}

fn player_panel(
    c: &Canvas<'_>,
    y: i32,
    view: &View,
    player: &PlayerView,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
    let seat = player.seat;
    let style = palette::seat(seat.index());
    let active = view.active_seat() == Some(seat);
    let name = seat_panel(c, (MARGIN, y, w, PANELS.height), seat, active, 38, view.viewer, voice)?;
    let x = MARGIN + 30;
    let name = text::fit(&name, 34, Weight::Bold, INFO_W - 70);
    c.text(&name, x + 56, y + 50, 34, Weight::Bold, INK, Align::Left)?;
    let mut lines = vec![voice.say(&text!("render-carthage-hand-size", cards = player.hand_size))];
    lines.push(match (player.marker_free, marker_place(view, player)) {
        (true, _) => voice.id("render-carthage-marker-free"),
        (false, Some(place)) => voice.say(&text!("render-carthage-marker-on", place = place)),
        (false, None) => voice.id("render-carthage-marker-in-use"),
    });
    let mut flags = Vec::new();
    if let Some(vp) = player.victory_points {
        flags.push(voice.say(&text!("render-carthage-vp", points = vp)));
    }
    if view.start_player == seat {
        flags.push(voice.id("render-carthage-start-player-flag"));
    }
    if !flags.is_empty() {
        lines.push(flags.join(" · "));
    }
    let tag = voice.id("render-to-act");
    let tw = text::width(&tag, 22, Weight::Bold);
    for (k, line) in lines.iter().enumerate() {
        // The last line shares its row with the "to act" tag.
        let room = if active && k == 2 { INFO_W - tw - 70 } else { INFO_W - 44 };
        let (size, line) = text::shrink(line, 26, 20, Weight::Regular, room);
        c.text(&line, x + 4, y + 92 + k as i32 * 34, size, Weight::Regular, INK, Align::Left)?;
    }
    if active {
        c.rounded(MARGIN + INFO_W - tw - 34, y + 130, tw + 24, 36, 10, style.fill)?;
        c.text(&tag, MARGIN + INFO_W - 22 - tw / 2, y + 156, 22, Weight::Bold, style.text, Align::Center)?;
    }
    let col_x = MARGIN + INFO_W;
    let col_w = (w - INFO_W - 16 - 3 * 12) / 4;
    for colour in Colour::ALL {
        let cx = col_x + colour.index() as i32 * (col_w + 12);
        goods_column(c, (cx, y + 14, col_w, PANELS.height - 28), colour, player, voice)?;
    }
    Ok(())
}

/// One colour of a storehouse: its goods as small cards and its achievement tokens.
fn goods_column(
    c: &Canvas<'_>,
    (x, y, w, h): (i32, i32, i32, i32),
    colour: Colour,
    player: &PlayerView,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let i = colour.index();
    c.framed((x, y, w, h), 12, GOODS_TINT[i], palette::lighten(GOODS_EDGE[i], 0.45), 2)?;
    token(c, (x + 24) as f32, (y + 26) as f32, 17.0, colour)?;
    let goods: Vec<Card> = player.storehouse.iter().copied().filter(|g| g.colour == colour).collect();
    let title = voice.say(&text!(
        "render-carthage-goods",
        colour = super::colour_name(voice, colour),
        goods = goods.len()
    ));
    let title = text::fit(&title, 24, Weight::Bold, w - 56);
    c.text(&title, x + 50, y + 35, 24, Weight::Bold, INK, Align::Left)?;
    let inner = w - 20;
    let step = if goods.len() as i32 * (MINI_W + 6) - 6 <= inner || goods.len() < 2 {
        MINI_W + 6
    } else {
        (inner - MINI_W) / (goods.len() as i32 - 1)
    };
    for (k, card) in goods.iter().enumerate() {
        mini_card(c, (x + 10 + k as i32 * step, y + 52, MINI_W, MINI_H), *card)?;
    }
    let tokens = player.tokens[i];
    let ty = y + h - 26;
    if tokens == 0 {
        let none = text::fit(&voice.id("render-carthage-no-tokens"), 22, Weight::Regular, w - 24);
        c.text(&none, x + 12, ty + 8, 22, Weight::Regular, MUTED, Align::Left)?;
    } else {
        let label = voice.say(&text!("render-carthage-tokens", tokens = tokens));
        let lw = c.text(&label, x + 12, ty + 8, 22, Weight::Regular, INK, Align::Left)?;
        let room = ((w - lw - 36) / 30).max(1);
        for k in 0..i32::from(tokens).min(room) {
            token(c, (x + lw + 34 + k * 30) as f32, ty as f32, 13.0, colour)?;
        }
    }
    Ok(())
}

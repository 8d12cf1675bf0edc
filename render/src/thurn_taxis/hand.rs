//! The viewer's own hand, sent privately: big city cards with code, name and province, and the
//! current route for reference.

use kontor_engine::{Viewer, text};
use kontor_games::thurn_taxis::View;
use kontor_i18n::Voice;

use super::{GAP, HEADER_H, MARGIN, city_card, header, panel};
use crate::canvas;
use crate::frame::empty_hand;
use crate::palette::{self, INK, MUTED};
use crate::text::{Align, Weight};
use crate::{RenderError, Rendered, WIDTH, seat_name};

const INTRO_H: i32 = 110;
const CARD_W: i32 = 170;
const CARD_H: i32 = 150;
const PER_ROW: usize = 8;

/// PNG of the viewer's hand; an error for a spectator's view.
pub fn hand(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let Viewer::Seat(me) = view.viewer else { return Err(RenderError::NoHand) };
    let player = view.players.iter().find(|p| p.seat == me).ok_or(RenderError::NoHand)?;
    let cards = player.hand.as_ref().ok_or(RenderError::NoHand)?;
    let rows = cards.len().div_ceil(PER_ROW).max(1) as i32;
    let body_h = INTRO_H + rows * (CARD_H + 24) + 20;
    let height = HEADER_H + GAP + body_h + GAP;
    let name = seat_name(voice, me.index());
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        let route = if player.route.is_empty() {
            voice.id("render-thurn-taxis-no-route-yet")
        } else {
            let codes = player.route.iter().map(|c| c.code()).collect::<Vec<_>>().join(" – ");
            voice.say(&text!("render-thurn-taxis-route", cities = codes))
        };
        header(c, MARGIN, &voice.say(&text!("render-hand-title", who = name.as_str())), &route)?;
        let y = HEADER_H + GAP;
        let w = c.width() - 2 * MARGIN;
        panel(c, (MARGIN, y, w, body_h))?;
        let summary = voice.say(&text!("render-cards", cards = cards.len()));
        c.text(&summary, MARGIN + 28, y + 50, 34, Weight::Bold, INK, Align::Left)?;
        let hint = if view.turn == Some(me) {
            voice.id("render-thurn-taxis-hand-turn")
        } else {
            voice.id("render-thurn-taxis-hand-codes")
        };
        let hint = crate::text::fit(&hint, 24, Weight::Regular, w - 56);
        c.text(&hint, MARGIN + 28, y + 88, 24, Weight::Regular, MUTED, Align::Left)?;
        if cards.is_empty() {
            empty_hand(c, y + INTRO_H + 90, voice)?;
        }
        for (row, chunk) in cards.chunks(PER_ROW).enumerate() {
            let row_w = chunk.len() as i32 * (CARD_W + 20) - 20;
            let mut x = MARGIN + (w - row_w) / 2;
            let top = y + INTRO_H + row as i32 * (CARD_H + 24);
            for city in chunk {
                city_card(c, (x, top, CARD_W, CARD_H), *city, voice)?;
                x += CARD_W + 20;
            }
        }
        Ok(())
    })
}

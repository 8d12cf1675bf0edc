//! The viewer's own hand, sent privately: big cards with value, colour, storage icons and the code to type.

use kontor_engine::{Viewer, text};
use kontor_games::carthage::{PhaseView, View};
use kontor_i18n::Voice;

use super::pieces;
use super::status::coins;
use super::{GAP, HEADER_H, MARGIN, header, panel};
use crate::canvas;
use crate::frame::empty_hand;
use crate::palette::{self, INK, MUTED};
use crate::text::{Align, Weight};
use crate::{RenderError, Rendered, WIDTH, seat_name};

const INTRO_H: i32 = 118;

/// Card size and cards per row: big cards for an ordinary hand, smaller ones for a huge hand.
struct Grid {
    card_w: i32,
    card_h: i32,
    gap: i32,
    per_row: usize,
}

impl Grid {
    fn for_cards(n: usize) -> Grid {
        if n <= 16 {
            Grid { card_w: 164, card_h: 230, gap: 22, per_row: 8 }
        } else {
            Grid { card_w: 108, card_h: 152, gap: 14, per_row: 12 }
        }
    }

    fn row_h(&self) -> i32 {
        self.card_h + 64
    }

    fn rows(&self, n: usize) -> i32 {
        n.div_ceil(self.per_row).max(1) as i32
    }
}

/// PNG of the viewer's hand; an error for a spectator's view.
pub fn hand(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let Viewer::Seat(me) = view.viewer else { return Err(RenderError::NoHand) };
    let player = view.players.iter().find(|p| p.seat == me).ok_or(RenderError::NoHand)?;
    let cards = player.hand.as_ref().ok_or(RenderError::NoHand)?;
    let grid = Grid::for_cards(cards.len());
    let body_h = INTRO_H + grid.rows(cards.len()) * grid.row_h() + 10;
    let height = HEADER_H + GAP + body_h + GAP;
    let name = seat_name(voice, me.index());
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        let vp = player
            .victory_points
            .map(|v| voice.say(&text!("render-carthage-victory-points", points = v)))
            .unwrap_or_default();
        header(c, MARGIN, &voice.say(&text!("render-hand-title", who = name.as_str())), &vp)?;
        let y = HEADER_H + GAP;
        let w = c.width() - 2 * MARGIN;
        panel(c, (MARGIN, y, w, body_h))?;
        let summary =
            voice.say(&text!("render-carthage-hand-summary", cards = cards.len(), coins = coins(cards)));
        c.text(&summary, MARGIN + 28, y + 52, 34, Weight::Bold, INK, Align::Left)?;
        let todo = crate::text::fit(&todo(view, me, voice), 26, Weight::Regular, w - 56);
        c.text(&todo, MARGIN + 28, y + 88, 26, Weight::Regular, MUTED, Align::Left)?;
        if cards.is_empty() {
            empty_hand(c, y + INTRO_H + 120, voice)?;
        }
        let row_w = grid.per_row as i32 * (grid.card_w + grid.gap) - grid.gap;
        for (row, chunk) in cards.chunks(grid.per_row).enumerate() {
            let mut x = MARGIN + (w - row_w) / 2;
            let top = y + INTRO_H + row as i32 * grid.row_h();
            for card in chunk {
                pieces::card(c, (x, top, grid.card_w, grid.card_h), *card, voice)?;
                let label_y = top + grid.card_h + 44;
                c.text(&card.code(), x + grid.card_w / 2, label_y, 32, Weight::Bold, INK, Align::Center)?;
                x += grid.card_w + grid.gap;
            }
        }
        Ok(())
    })
}

/// What the hand is for right now, from the viewer's side.
fn todo(view: &View, me: kontor_engine::Seat, voice: &Voice<'_>) -> String {
    let t = match &view.phase {
        PhaseView::Paying { seat, cost, paid } if *seat == me => text!(
            "render-carthage-hand-paying",
            cost = *cost,
            paid = coins(paid),
            example = example(view, me)
        ),
        PhaseView::Protecting { seat, .. } if *seat == me => text!("render-carthage-hand-protecting"),
        PhaseView::Turn { seat } if *seat == me => text!("render-carthage-hand-turn"),
        PhaseView::Over => text!("render-game-over-note"),
        _ => text!("render-carthage-hand-coins"),
    };
    voice.say(&t)
}

fn example(view: &View, me: kontor_engine::Seat) -> String {
    view.players
        .iter()
        .find(|p| p.seat == me)
        .and_then(|p| p.hand.as_ref())
        .and_then(|h| h.last())
        .map_or_else(|| "r5".into(), |c| c.code())
}

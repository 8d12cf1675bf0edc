//! The status banner: whose turn it is and what they must type, or the final ranking.

use kontor_engine::text;
use kontor_games::carthage::{Card, PhaseView, View, total};
use kontor_i18n::Voice;

use super::pieces::{mini_card, token};
use super::{MARGIN, panel};
use crate::canvas::Canvas;
use crate::marker::seat_index_marker;
use crate::palette::{INK, MUTED};
use crate::text::{self, Align, Weight};
use crate::{RenderError, and_list, seat_name};

/// Height of the banner for this view.
pub fn height(view: &View) -> i32 {
    match &view.outcome {
        Some(outcome) => crate::ranking::height(outcome),
        None => 118,
    }
}

/// What the banner says: the headline and the hint of what to type.
fn lines(view: &View, voice: &Voice<'_>) -> (String, String) {
    let name = |s: kontor_engine::Seat| seat_name(voice, s.index());
    let (headline, hint) = match &view.phase {
        PhaseView::ChoosingToken { seat } => (
            text!("render-carthage-choosing-token", who = name(*seat)),
            text!("render-carthage-choosing-token-hint"),
        ),
        PhaseView::Turn { seat } => {
            (text!("render-carthage-turn", who = name(*seat)), text!("render-carthage-turn-hint"))
        }
        PhaseView::Paying { seat, cost, paid } => (
            text!("render-carthage-paying", who = name(*seat), cost = *cost, paid = total(paid)),
            text!("render-carthage-paying-hint"),
        ),
        PhaseView::Protecting { seat, raided } => {
            let colours = raided.iter().map(|c| super::colour_name(voice, *c)).collect();
            (
                text!(
                    "render-carthage-raid",
                    colours = and_list(voice, colours),
                    count = raided.len(),
                    who = name(*seat)
                ),
                text!("render-carthage-raid-hint"),
            )
        }
        PhaseView::Over => {
            let headline = view.outcome.as_ref().map(|o| crate::ranking::headline(o, voice));
            return (headline.unwrap_or_else(|| voice.id("render-game-over")), String::new());
        }
    };
    (voice.say(&headline), voice.say(&hint))
}

/// Draws the banner at `y`.
pub fn draw(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
    if let Some(outcome) = &view.outcome {
        return crate::ranking::draw(c, (MARGIN, y, w), outcome, voice).map(|_| ());
    }
    panel(c, (MARGIN, y, w, height(view)))?;
    let (headline, hint) = lines(view, voice);
    let mut x = MARGIN + 28;
    if let Some(seat) = view.active_seat() {
        seat_index_marker(c, seat.index(), (x + 24) as f32, (y + 44) as f32, 24.0)?;
        x += 64;
    }
    let extras_w = extras_width(view, voice);
    let max = MARGIN + w - 28 - extras_w - x;
    let (size, headline) = text::shrink(&headline, 36, 26, Weight::Bold, max);
    c.text(&headline, x, y + 57, size, Weight::Bold, INK, Align::Left)?;
    let hint = text::fit(&hint, 26, Weight::Regular, MARGIN + w - 28 - x);
    c.text(&hint, x, y + 98, 26, Weight::Regular, MUTED, Align::Left)?;
    extras(c, y, view, voice)
}

/// Width taken on the right by paid cards or raided colours (with their caption).
fn extras_width(view: &View, voice: &Voice<'_>) -> i32 {
    match &view.phase {
        PhaseView::Paying { paid, .. } if !paid.is_empty() => {
            paid.len() as i32 * 70 + 30 + text::width(&voice.id("render-carthage-paid"), 26, Weight::Regular)
        }
        PhaseView::Protecting { raided, .. } => {
            raided.len() as i32 * 54
                + 50
                + text::width(&voice.id("render-carthage-raided"), 26, Weight::Regular)
        }
        _ => 0,
    }
}

/// Paid cards or raided colours, drawn at the right end of the headline.
fn extras(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    let right = c.width() - MARGIN - 28;
    // The label ends at `x`, left of what it names.
    let label =
        |id: &'static str, x: i32| c.text(&voice.id(id), x, y + 55, 26, Weight::Regular, MUTED, Align::Right);
    match &view.phase {
        PhaseView::Paying { paid, .. } if !paid.is_empty() => {
            let mut x = right - paid.len() as i32 * 70 + 6;
            label("render-carthage-paid", x - 12)?;
            for card in paid.iter().copied() {
                mini_card(c, (x, y + 20, 64, 46), card)?;
                x += 70;
            }
        }
        PhaseView::Protecting { raided, .. } => {
            let mut x = right - raided.len() as i32 * 54 + 27;
            label("render-carthage-raided", x - 38)?;
            for colour in raided {
                token(c, x as f32, (y + 45) as f32, 22.0, *colour)?;
                x += 54;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Cards' total value, re-exported for the hand picture.
pub fn coins(cards: &[Card]) -> u32 {
    total(cards)
}

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

const LINE_H: i32 = 50;

/// Height of the banner for this view.
pub fn height(view: &View) -> i32 {
    match &view.outcome {
        Some(outcome) => 84 + LINE_H * outcome.ranking.len() as i32 + 10,
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
            let winners = view.outcome.as_ref().map(|o| o.winners()).unwrap_or_default();
            let count = winners.len();
            let who = and_list(voice, winners.iter().map(|s| name(*s)).collect());
            let headline = if winners.is_empty() {
                text!("render-game-over")
            } else {
                text!("render-game-over-winners", who = who, count = count)
            };
            return (voice.say(&headline), String::new());
        }
    };
    (voice.say(&headline), voice.say(&hint))
}

/// Draws the banner at `y`.
pub fn draw(c: &Canvas<'_>, y: i32, view: &View, voice: &Voice<'_>) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
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
    extras(c, y, view, voice)?;
    if let Some(outcome) = &view.outcome {
        ranking(c, y + 78, outcome, voice)?;
    }
    Ok(())
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
    match &view.phase {
        PhaseView::Paying { paid, .. } if !paid.is_empty() => {
            let mut x = right - paid.len() as i32 * 70 + 6;
            c.text(
                &voice.id("render-carthage-paid"),
                x - 12,
                y + 55,
                26,
                Weight::Regular,
                MUTED,
                Align::Right,
            )?;
            for card in paid.iter().copied() {
                mini_card(c, (x, y + 20, 64, 46), card)?;
                x += 70;
            }
        }
        PhaseView::Protecting { raided, .. } => {
            let mut x = right - raided.len() as i32 * 54 + 27;
            c.text(
                &voice.id("render-carthage-raided"),
                x - 38,
                y + 55,
                26,
                Weight::Regular,
                MUTED,
                Align::Right,
            )?;
            for colour in raided {
                token(c, x as f32, (y + 45) as f32, 22.0, *colour)?;
                x += 54;
            }
        }
        _ => {}
    }
    Ok(())
}

fn ranking(
    c: &Canvas<'_>,
    y: i32,
    outcome: &kontor_engine::Outcome,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let x = MARGIN + 28;
    for (row, placing) in outcome.ranking.iter().enumerate() {
        let base = y + row as i32 * LINE_H + 36;
        let weight = if placing.place == 1 { Weight::Bold } else { Weight::Regular };
        let place = voice.say(&text!("render-place", place = placing.place));
        c.text(&place, x + 60, base, 32, Weight::Bold, INK, Align::Right)?;
        seat_index_marker(c, placing.seat.index(), (x + 96) as f32, (base - 11) as f32, 20.0)?;
        let name = text::fit(&seat_name(voice, placing.seat.index()), 32, weight, 560);
        c.text(&name, x + 132, base, 32, weight, INK, Align::Left)?;
        let ties: Vec<String> = outcome
            .tiebreak_names
            .iter()
            .zip(&placing.tiebreaks)
            .map(|(n, v)| format!("{}: {v}", voice.say(n)))
            .collect();
        let detail = voice.say(&text!(
            "render-carthage-ranking-detail",
            points = placing.score,
            tiebreaks = ties.join(", ")
        ));
        let detail = text::fit(&detail, 30, Weight::Regular, c.width() - MARGIN - 28 - (x + 720));
        c.text(&detail, x + 720, base, 30, Weight::Regular, INK, Align::Left)?;
    }
    Ok(())
}

/// Cards' total value, re-exported for the hand picture.
pub fn coins(cards: &[Card]) -> u32 {
    total(cards)
}

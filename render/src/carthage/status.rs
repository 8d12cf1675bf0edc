//! The status banner: whose turn it is and what they must type, or the final ranking.

use kontor_games::carthage::{Card, PhaseView, View, total};

use super::pieces::{mini_card, token};
use super::{MARGIN, panel};
use crate::canvas::Canvas;
use crate::marker::seat_index_marker;
use crate::palette::{INK, MUTED};
use crate::text::{self, Align, Weight};
use crate::{RenderError, seat_name};

const LINE_H: i32 = 50;

/// Height of the banner for this view.
pub fn height(view: &View) -> i32 {
    match &view.outcome {
        Some(outcome) => 84 + LINE_H * outcome.ranking.len() as i32 + 10,
        None => 118,
    }
}

/// What the banner says: the headline and the hint of what to type.
fn lines(view: &View, names: &[String]) -> (String, String) {
    let name = |s: kontor_engine::Seat| seat_name(names, s.index());
    match &view.phase {
        PhaseView::ChoosingToken { seat } => (
            format!("{} chooses a starting achievement token", name(*seat)),
            "type: token red · token blue · token yellow · token green".into(),
        ),
        PhaseView::Turn { seat } => (
            format!("{}'s turn: buy, take or reserve", name(*seat)),
            "type: buy · take <card|m#> · reserve <card|m#|farm#>   (e.g. take m2, reserve farm1)".into(),
        ),
        PhaseView::Paying { seat, cost, paid } => (
            format!("{} pays {cost} coins: {} paid", name(*seat), total(paid)),
            "type: pay <card> (e.g. pay r5) until the purchase is covered".into(),
        ),
        PhaseView::Protecting { seat, raided } => (
            format!(
                "Pirates raid {}! {} may protect goods",
                and_list(raided.iter().map(|c| c.name())),
                name(*seat)
            ),
            "type: protect <cards> (storage icons protect goods) · done".into(),
        ),
        PhaseView::Over => {
            let winners = view.outcome.as_ref().map(|o| o.winners()).unwrap_or_default();
            let who = and_list(winners.iter().map(|s| name(*s)));
            let verb = if winners.len() == 1 { "wins" } else { "share the victory" };
            (
                if winners.is_empty() { "Game over".into() } else { format!("Game over: {who} {verb}") },
                String::new(),
            )
        }
    }
}

/// "a", "a and b", "a, b and c".
fn and_list<S: Into<String>>(items: impl Iterator<Item = S>) -> String {
    let items: Vec<String> = items.map(Into::into).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// Draws the banner at `y`.
pub fn draw(c: &Canvas<'_>, y: i32, view: &View, names: &[String]) -> Result<(), RenderError> {
    let w = c.width() - 2 * MARGIN;
    panel(c, (MARGIN, y, w, height(view)))?;
    let (headline, hint) = lines(view, names);
    let mut x = MARGIN + 28;
    if let Some(seat) = view.active_seat() {
        seat_index_marker(c, seat.index(), (x + 24) as f32, (y + 44) as f32, 24.0)?;
        x += 64;
    }
    let extras_w = extras_width(view);
    let max = MARGIN + w - 28 - extras_w - x;
    let headline = text::fit(&headline, 36, Weight::Bold, max);
    c.text(&headline, x, y + 57, 36, Weight::Bold, INK, Align::Left)?;
    let hint = text::fit(&hint, 26, Weight::Regular, MARGIN + w - 28 - x);
    c.text(&hint, x, y + 98, 26, Weight::Regular, MUTED, Align::Left)?;
    extras(c, y, view)?;
    if let Some(outcome) = &view.outcome {
        ranking(c, y + 78, outcome, names)?;
    }
    Ok(())
}

/// Width taken on the right by paid cards or raided colours.
fn extras_width(view: &View) -> i32 {
    match &view.phase {
        PhaseView::Paying { paid, .. } if !paid.is_empty() => paid.len() as i32 * 70 + 90,
        PhaseView::Protecting { raided, .. } => raided.len() as i32 * 54 + 110,
        _ => 0,
    }
}

/// Paid cards or raided colours, drawn at the right end of the headline.
fn extras(c: &Canvas<'_>, y: i32, view: &View) -> Result<(), RenderError> {
    let right = c.width() - MARGIN - 28;
    match &view.phase {
        PhaseView::Paying { paid, .. } if !paid.is_empty() => {
            let mut x = right - paid.len() as i32 * 70 + 6;
            c.text("paid:", x - 12, y + 55, 26, Weight::Regular, MUTED, Align::Right)?;
            for card in paid.iter().copied() {
                mini_card(c, (x, y + 20, 64, 46), card)?;
                x += 70;
            }
        }
        PhaseView::Protecting { raided, .. } => {
            let mut x = right - raided.len() as i32 * 54 + 27;
            c.text("raided:", x - 38, y + 55, 26, Weight::Regular, MUTED, Align::Right)?;
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
    names: &[String],
) -> Result<(), RenderError> {
    let x = MARGIN + 28;
    for (row, placing) in outcome.ranking.iter().enumerate() {
        let base = y + row as i32 * LINE_H + 36;
        let weight = if placing.place == 1 { Weight::Bold } else { Weight::Regular };
        c.text(&ordinal(placing.place), x + 60, base, 32, Weight::Bold, INK, Align::Right)?;
        seat_index_marker(c, placing.seat.index(), (x + 96) as f32, (base - 11) as f32, 20.0)?;
        let name = text::fit(&seat_name(names, placing.seat.index()), 32, weight, 560);
        c.text(&name, x + 132, base, 32, weight, INK, Align::Left)?;
        let ties: Vec<String> =
            outcome.tiebreak_names.iter().zip(&placing.tiebreaks).map(|(n, v)| format!("{n}: {v}")).collect();
        let detail = format!("{} VP   {}", placing.score, ties.join(", "));
        c.text(&detail, x + 720, base, 30, Weight::Regular, INK, Align::Left)?;
    }
    Ok(())
}

fn ordinal(place: u8) -> String {
    let suffix = match (place % 10, place % 100) {
        (1, p) if p != 11 => "st",
        (2, p) if p != 12 => "nd",
        (3, p) if p != 13 => "rd",
        _ => "th",
    };
    format!("{place}{suffix}")
}

/// Cards' total value, re-exported for the hand picture.
pub fn coins(cards: &[Card]) -> u32 {
    total(cards)
}

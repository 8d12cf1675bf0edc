//! The final ranking panel every game's final board shows the same way: "Game over: … wins", then
//! one row per placing, best first, with the place, the seat's marker, the name, the final score and
//! the tie-breakers, all from the engine's `Outcome` (the scores the service prints in chat).

use kontor_engine::{Outcome, text};
use kontor_i18n::Voice;

use crate::canvas::Canvas;
use crate::marker::seat_index_marker;
use crate::palette::{self, INK, RULE};
use crate::text::{self, Align, Weight};
use crate::{RenderError, and_list, seat_name};

/// Height of one placing's row.
const LINE_H: i32 = 44;
/// Height of the headline above the rows.
const HEADLINE_H: i32 = 68;

/// The panel's height for `outcome`.
#[must_use]
pub fn height(outcome: &Outcome) -> i32 {
    HEADLINE_H + LINE_H * outcome.ranking.len() as i32 + 16
}

/// "Game over: Anna wins" (or who share the victory) in the voice's language.
#[must_use]
pub fn headline(outcome: &Outcome, voice: &Voice<'_>) -> String {
    let winners = outcome.winners();
    if winners.is_empty() {
        return voice.id("render-game-over");
    }
    let who = and_list(voice, winners.iter().map(|s| seat_name(voice, s.index())).collect());
    voice.say(&text!("render-game-over-winners", who = who, count = winners.len()))
}

/// Draws the panel in the box (`x`, `y`, `w`) and returns its height.
pub fn draw(
    c: &Canvas<'_>,
    (x, y, w): (i32, i32, i32),
    outcome: &Outcome,
    voice: &Voice<'_>,
) -> Result<i32, RenderError> {
    let h = height(outcome);
    c.framed((x, y, w, h), 16, palette::lighten(palette::ACCENT, 0.8), RULE, 2)?;
    let (size, line) = text::shrink(&headline(outcome, voice), 36, 26, Weight::Bold, w - 56);
    c.text(&line, x + 28, y + 48, size, Weight::Bold, INK, Align::Left)?;
    // The details start after the widest name, so that every row's fits (smaller if it must).
    let widest = outcome
        .ranking
        .iter()
        .map(|p| {
            text::width(
                &text::fit(&seat_name(voice, p.seat.index()), 32, Weight::Bold, 560),
                32,
                Weight::Bold,
            )
        })
        .max()
        .unwrap_or(0);
    let detail_x = x + 160 + widest + 40;
    for (row, placing) in outcome.ranking.iter().enumerate() {
        let base = y + HEADLINE_H + row as i32 * LINE_H + 28;
        let weight = if placing.place == 1 { Weight::Bold } else { Weight::Regular };
        let place = voice.say(&text!("render-place", place = placing.place));
        c.text(&place, x + 88, base, 32, Weight::Bold, INK, Align::Right)?;
        seat_index_marker(c, placing.seat.index(), (x + 124) as f32, (base - 11) as f32, 20.0)?;
        let name = text::fit(&seat_name(voice, placing.seat.index()), 32, weight, 560);
        c.text(&name, x + 160, base, 32, weight, INK, Align::Left)?;
        // The counts as players read them, each naming its tie-breaker in the fitting plural.
        let ties: Vec<String> = outcome
            .tiebreak_names
            .iter()
            .zip(outcome.shown_tiebreaks(placing))
            .map(|(name, v)| format!("{}: {v}", voice.say(&name.clone().arg("n", v))))
            .collect();
        let detail =
            voice.say(&text!("render-ranking-detail", points = placing.score, tiebreaks = ties.join(", ")));
        let (size, detail) = text::shrink(&detail, 30, 18, Weight::Regular, x + w - 28 - detail_x);
        c.text(&detail, detail_x, base, size, Weight::Regular, INK, Align::Left)?;
    }
    Ok(h)
}

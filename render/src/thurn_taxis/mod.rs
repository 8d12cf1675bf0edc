//! Thurn und Taxis: the map (provinces, cities with their codes, connections, houses, routes), the
//! face-up cards, the bonus stacks, the carriages, the players; and the private hand.

mod hand;
mod map;
mod players;
mod side;

use kontor_engine::text;
use kontor_games::GameKind;
use kontor_games::thurn_taxis::{Province, Stack, StackKind, Step, View};
use kontor_i18n::Voice;
use plotters::style::RGBColor;

use crate::canvas::{self, Canvas};
use crate::frame::{HEADER_H, header, panel};
use crate::layout::Notation;
use crate::palette::{self, INK, WHITE};
use crate::text::Weight;
use crate::{RenderError, Rendered, WIDTH, seat_name};

pub use hand::hand;

/// Left and right page margin.
const MARGIN: i32 = 30;
/// Vertical space between sections.
const GAP: i32 = 20;
/// The map panel.
const MAP_W: i32 = 1080;
const MAP_H: i32 = 780;

/// PNG of the public board.
pub fn board(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let players_h = players::height(view);
    // A finished game shows the final ranking first.
    let ranking_h = view.outcome.as_ref().map_or(0, |o| crate::ranking::height(o) + GAP);
    let height = HEADER_H + GAP + ranking_h + MAP_H + GAP + players_h + GAP;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        header(c, MARGIN, &crate::title(voice, GameKind::ThurnTaxis), &turn_line(view, voice))?;
        if let Some(o) = &view.outcome {
            crate::ranking::draw(c, (MARGIN, HEADER_H + GAP, c.width() - 2 * MARGIN), o, voice)?;
        }
        let y = HEADER_H + GAP + ranking_h;
        map::draw(c, (MARGIN, y, MAP_W, MAP_H), view, voice)?;
        let side_x = MARGIN + MAP_W + GAP;
        side::draw(c, (side_x, y, c.width() - side_x - MARGIN, MAP_H), view, voice)?;
        players::draw(c, y + MAP_H + GAP, view, voice)
    })
}

/// Whose turn it is and what they do, or the final result.
fn turn_line(view: &View, voice: &Voice<'_>) -> String {
    let Some(seat) = view.turn else {
        return match &view.outcome {
            Some(o) => {
                let who = seat_name(voice, o.ranking[0].seat.index());
                voice.say(&text!("render-thurn-taxis-over-winner", who = who))
            }
            None => voice.id("render-game-over-note"),
        };
    };
    let step = match view.step {
        Some(Step::Start) => "start",
        Some(Step::Draw { left: 2 }) => "draw-two",
        Some(Step::Draw { .. }) => "draw",
        Some(Step::Play { second: false }) => "play",
        Some(Step::Play { second: true }) => "play-second",
        Some(Step::Close) => "close",
        Some(Step::Housing { .. }) => "housing",
        Some(Step::Discard) => "discard",
        None => "none",
    };
    let round = if view.game_end.is_some() {
        "final"
    } else if view.first_round {
        "first"
    } else {
        "other"
    };
    voice.say(&text!(
        "render-thurn-taxis-turn",
        who = seat_name(voice, seat.index()),
        step = step,
        round = round
    ))
}

/// A bonus stack's name in the voice's language (province names stay as printed).
fn stack_label(voice: &Voice<'_>, stack: Stack, label: &str) -> String {
    match stack.info().kind {
        StackKind::RouteLength(n) => voice.say(&text!("render-thurn-taxis-stack-route", length = n)),
        StackKind::AllProvinces => voice.id("render-thurn-taxis-stack-all-provinces"),
        StackKind::GameEnd => voice.id("render-thurn-taxis-stack-game-end"),
        StackKind::Cities(_) => label.to_string(),
    }
}

/// The printed colour of a province.
fn province_colour(p: Province) -> RGBColor {
    let (r, g, b) = p.info().rgb;
    RGBColor(r, g, b)
}

/// Ink or white, whichever reads better on `fill`.
fn text_on(fill: RGBColor) -> RGBColor {
    let lum = 0.299 * f32::from(fill.0) + 0.587 * f32::from(fill.1) + 0.114 * f32::from(fill.2);
    if lum > 150.0 { INK } else { WHITE }
}

/// `fill` mixed towards black by `t`.
fn darken(c: RGBColor, t: f32) -> RGBColor {
    let mix = |v: u8| (f32::from(v) * (1.0 - t)).round() as u8;
    RGBColor(mix(c.0), mix(c.1), mix(c.2))
}

/// A city card: province colour band, code and name.
fn city_card(
    c: &Canvas<'_>,
    (x, y, w, h): (i32, i32, i32, i32),
    city: kontor_games::thurn_taxis::City,
    voice: &Voice<'_>,
) -> Result<(), RenderError> {
    let fill = province_colour(city.province());
    c.framed((x, y, w, h), 10, WHITE, darken(fill, 0.35), 3)?;
    let band = h * 2 / 5;
    c.rounded(x + 3, y + 3, w - 6, band, 8, fill)?;
    let code_size = c.legible((h as u32 * 3 / 10).max(20));
    c.notation(Notation::City, |c| {
        c.text_centered(city.code(), (x + w / 2, y + 3 + band / 2), code_size, Weight::Bold, text_on(fill))
    })?;
    // The city's name as the reader's edition prints it (Polish: Norymberga, Ratyzbona).
    let name = crate::text::fit(&voice.say(&city.text()), (h as u32 / 6).max(14), Weight::Regular, w - 10);
    c.text_centered(
        &name,
        (x + w / 2, y + band + (h - band) / 2),
        (h as u32 / 6).max(14),
        Weight::Regular,
        INK,
    )?;
    Ok(())
}

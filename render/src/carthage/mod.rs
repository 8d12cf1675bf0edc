//! Traders of Carthage: the board (status, ship track, Market, Farm, piles, players) and the hand.

mod hand;
mod pieces;
mod players;
mod status;
mod table;

use kontor_engine::text;
use kontor_games::GameKind;
use kontor_games::carthage::View;
use kontor_i18n::Voice;

use crate::canvas::{self, Canvas};
use crate::palette::{self, HEADER, ON_HEADER};
use crate::text::{Align, Weight};
use crate::{RenderError, Rendered, WIDTH};

pub use hand::hand;

/// Left and right page margin.
const MARGIN: i32 = 40;
/// Vertical space between sections.
const GAP: i32 = 22;
/// Height of the title bar.
const HEADER_H: i32 = 84;

/// PNG of the public board.
pub fn board(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let status_h = status::height(view);
    let players_h = players::height(view);
    let height =
        HEADER_H + GAP + status_h + GAP + table::TRACK_H + GAP + table::CARDS_H + GAP + players_h + GAP;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        header(c, &crate::title(voice, GameKind::Carthage), &start_player_line(view, voice))?;
        let mut y = HEADER_H + GAP;
        status::draw(c, y, view, voice)?;
        y += status_h + GAP;
        table::track(c, y, view, voice)?;
        y += table::TRACK_H + GAP;
        table::cards(c, y, view, voice)?;
        y += table::CARDS_H + GAP;
        players::draw(c, y, view, voice)
    })
}

fn start_player_line(view: &View, voice: &Voice<'_>) -> String {
    let who = crate::seat_name(voice, view.start_player.index());
    voice.say(&text!("render-carthage-start-player", who = who))
}

/// A goods colour's name in the voice's language.
fn colour_name(voice: &Voice<'_>, colour: kontor_games::carthage::Colour) -> String {
    voice.say(&text!("render-carthage-colour", colour = colour.name()))
}

/// The dark title bar across the top with a title on the left and a note on the right.
fn header(c: &Canvas<'_>, title: &str, note: &str) -> Result<(), RenderError> {
    c.rect(0, 0, c.width(), HEADER_H, HEADER)?;
    c.rect(0, HEADER_H - 5, c.width(), 5, palette::ACCENT)?;
    let w = c.text(title, MARGIN, 55, 42, Weight::Bold, ON_HEADER, Align::Left)?;
    let max = c.width() - 2 * MARGIN - w - 40;
    let note = crate::text::fit(note, 28, Weight::Regular, max);
    c.text(&note, c.width() - MARGIN, 53, 28, Weight::Regular, palette::lighten(HEADER, 0.75), Align::Right)?;
    Ok(())
}

/// A white panel with a thin border.
fn panel(c: &Canvas<'_>, (x, y, w, h): (i32, i32, i32, i32)) -> Result<(), RenderError> {
    c.rounded(x + 2, y + 3, w, h, 16, palette::lighten(palette::RULE, 0.3))?;
    c.framed((x, y, w, h), 16, palette::PANEL, palette::RULE, 2)
}

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

use crate::frame::{HEADER_H, header, panel};
use crate::{RenderError, Rendered, WIDTH, canvas, palette};

pub use hand::hand;

/// Left and right page margin.
const MARGIN: i32 = 40;
/// Vertical space between sections.
const GAP: i32 = 22;

/// PNG of the public board.
pub fn board(view: &View, voice: &Voice<'_>) -> Result<Rendered, RenderError> {
    let status_h = status::height(view);
    let players_h = players::height(view);
    let height =
        HEADER_H + GAP + status_h + GAP + table::TRACK_H + GAP + table::CARDS_H + GAP + players_h + GAP;
    canvas::png(WIDTH, height as u32, |c| {
        c.clear(palette::PAGE)?;
        header(c, MARGIN, &crate::title(voice, GameKind::Carthage), &start_player_line(view, voice))?;
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

//! Text summaries of views, for chat replies next to the images (and for screen readers).

use kontor_engine::{Text, Viewer, text};

use crate::board::{City, Stack};
use crate::turn::route_codes;
use crate::view::View;

/// City codes, or "none".
fn codes(cities: &[City], sep: &'static str) -> Text {
    if cities.is_empty() {
        text!("thurn-taxis-none")
    } else if sep == "-" {
        Text::plain(route_codes(cities))
    } else {
        Text::plain(cities.iter().map(|c| c.code()).collect::<Vec<_>>().join(sep))
    }
}

/// Public state, one line per element.
pub(crate) fn public(v: &View) -> Text {
    let display: Vec<String> = v
        .display
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}={}", i + 1, c.map_or("-", City::code)))
        .collect();
    let stacks: Vec<Text> = v
        .stacks
        .iter()
        .filter(|s| s.stack != Stack::GAME_END || s.left > 0)
        .map(|s| match s.top {
            Some(top) => text!("thurn-taxis-summary-stack", tile = s.stack.text(), top = top, left = s.left),
            None => text!("thurn-taxis-summary-stack-empty", tile = s.stack.text()),
        })
        .collect();
    let mut lines = vec![
        text!(
            "thurn-taxis-summary-display",
            display = display.join(" "),
            deck = v.deck_size,
            discard = v.discard_size,
        ),
        text!("thurn-taxis-summary-tiles", stacks = Text::join(stacks, "; ")),
    ];
    if let Some(holder) = v.game_end {
        lines.push(text!("thurn-taxis-summary-final-round", who = holder));
    }
    for p in &v.players {
        let tiles: i64 = p.tile_points.iter().map(|&t| i64::from(t)).sum();
        lines.push(text!(
            "thurn-taxis-summary-player",
            who = p.seat,
            hand = p.hand_size,
            route = codes(&p.route, "-"),
            carriage = p.carriage,
            tiles = tiles,
            houses = p.houses_left,
            cities = codes(&p.houses, " "),
            score = p.score,
        ));
    }
    Text::lines(lines)
}

/// The viewer's own hand (from a seat's view).
pub(crate) fn private(v: &View) -> Option<Text> {
    let Viewer::Seat(seat) = v.viewer else { return None };
    let me = v.players.iter().find(|p| p.seat == seat)?;
    let hand = me.hand.as_deref().unwrap_or(&[]);
    if hand.is_empty() {
        return Some(text!("thurn-taxis-summary-hand-empty"));
    }
    let cards: Vec<Text> =
        hand.iter().map(|c| text!("thurn-taxis-card", code = c.code(), city = c.text())).collect();
    Some(text!("thurn-taxis-summary-hand", count = hand.len(), cards = Text::join(cards, ", ")))
}

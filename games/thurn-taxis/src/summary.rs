//! Text summaries of views, for chat replies next to the images (and for screen readers).

use kontor_engine::Viewer;

use crate::board::{City, Stack};
use crate::turn::route_codes;
use crate::view::View;

fn codes(cities: &[City]) -> String {
    if cities.is_empty() {
        "none".into()
    } else {
        cities.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
    }
}

/// Public state, one line per element (seat names as tags).
pub(crate) fn public(v: &View) -> String {
    let display: Vec<String> = v
        .display
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}={}", i + 1, c.map_or("-", City::code)))
        .collect();
    let stacks: Vec<String> = v
        .stacks
        .iter()
        .filter(|s| s.stack != Stack::GAME_END || s.left > 0)
        .map(|s| match s.top {
            Some(top) => format!("{} {top} ({} left)", s.label, s.left),
            None => format!("{} empty", s.label),
        })
        .collect();
    let mut lines = vec![
        format!("Face up: {}. Deck {} cards, discard {}.", display.join(" "), v.deck_size, v.discard_size),
        format!("Bonus tiles: {}.", stacks.join("; ")),
    ];
    if let Some(holder) = v.game_end {
        lines.push(format!("Final round: {} took the game-end tile.", holder.tag()));
    }
    for p in &v.players {
        let tiles: i64 = p.tile_points.iter().map(|&t| i64::from(t)).sum();
        lines.push(format!(
            "{}: {} cards in hand; route {}; carriage {}; tiles {tiles} pts; houses left {} (in {}); score {}",
            p.seat.tag(),
            p.hand_size,
            if p.route.is_empty() { "none".into() } else { route_codes(&p.route) },
            if p.carriage == 0 { "none".to_string() } else { p.carriage.to_string() },
            p.houses_left,
            codes(&p.houses),
            p.score,
        ));
    }
    lines.join("\n")
}

/// The viewer's own hand (from a seat's view).
pub(crate) fn private(v: &View) -> Option<String> {
    let Viewer::Seat(seat) = v.viewer else { return None };
    let me = v.players.iter().find(|p| p.seat == seat)?;
    let hand = me.hand.as_deref().unwrap_or(&[]);
    let names: Vec<String> = hand.iter().map(|c| format!("{} ({})", c.code(), c.name())).collect();
    Some(format!("Your hand: {}.", if names.is_empty() { "empty".into() } else { names.join(", ") }))
}

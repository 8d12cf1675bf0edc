//! Text summaries of views, for chat replies next to the images (and for screen readers).

use kontor_engine::Viewer;

use crate::card::{Card, Colour, codes, total};
use crate::state::{CARTHAGE, SPACE_NAMES, Slot};
use crate::view::{PhaseView, View};

/// Public state, one line per player (seat names as `{s0}` tags).
pub(crate) fn public(v: &View) -> String {
    let ships: Vec<String> = Colour::ALL
        .iter()
        .map(|c| {
            let at = v.ships[c.index()];
            let note = if (3..CARTHAGE).contains(&at) && at >= 3 { " (pirates)" } else { "" };
            format!("{} ship: {}{note}", c.name(), SPACE_NAMES[usize::from(at)])
        })
        .collect();
    let slots = |slots: &[Slot], label: &str| {
        slots
            .iter()
            .enumerate()
            .map(|(i, s)| match s.reserved_by {
                Some(by) => format!("{label}{}={} (reserved by {})", i + 1, s.card, by.tag()),
                None => format!("{label}{}={}", i + 1, s.card),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut lines = vec![
        ships.join("; "),
        format!("Market: {}", if v.market.is_empty() { "empty".into() } else { slots(&v.market, "m") }),
        format!("Farm: {}", if v.farm.is_empty() { "empty".into() } else { slots(&v.farm, "farm") }),
        format!("Deck {} cards, discard {}.", v.deck_size, v.discard_size),
    ];
    for p in &v.players {
        let tokens: Vec<String> = Colour::ALL
            .iter()
            .filter(|c| p.tokens[c.index()] > 0)
            .map(|c| format!("{}×{}", p.tokens[c.index()], c.name()))
            .collect();
        lines.push(format!(
            "{}: {} cards in hand; goods {}; tokens {}; marker {}{}",
            p.seat.tag(),
            p.hand_size,
            if p.storehouse.is_empty() { "none".to_string() } else { codes(&p.storehouse) },
            if tokens.is_empty() { "none".to_string() } else { tokens.join(" ") },
            if p.marker_free { "free" } else { "placed" },
            match (p.victory_points, &v.phase) {
                (Some(vp), PhaseView::Over) => format!("; {vp} VP"),
                _ => String::new(),
            }
        ));
    }
    lines.join("\n")
}

/// The viewer's own hand and victory points (from a seat's view).
pub(crate) fn private(v: &View) -> Option<String> {
    let Viewer::Seat(seat) = v.viewer else { return None };
    let me = v.players.iter().find(|p| p.seat == seat)?;
    let hand: &[Card] = me.hand.as_deref().unwrap_or(&[]);
    let icons: u32 = hand.iter().map(|c| u32::from(c.storage_icons())).sum();
    Some(format!(
        "Your hand: {} ({} coins, {icons} storage icons). Your victory points: {}.",
        if hand.is_empty() { "empty".to_string() } else { codes(hand) },
        total(hand),
        me.victory_points.unwrap_or(0)
    ))
}

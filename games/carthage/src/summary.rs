//! Text summaries of views, for chat replies next to the images (and for screen readers).

use kontor_engine::{Text, Viewer, text};

use crate::card::{Card, Colour, codes, total};
use crate::state::{Slot, space_key};
use crate::turn::slot_label;
use crate::view::{PhaseView, View};

/// Card codes, or "none" when there are none.
fn codes_or_none(cards: &[Card]) -> Text {
    if cards.is_empty() { text!("carthage-summary-none") } else { Text::plain(codes(cards)) }
}

/// The cards of the Market or the Farm with their positions and reservations.
fn slots(slots: &[Slot], row: crate::state::Row) -> Text {
    if slots.is_empty() {
        return text!("carthage-summary-empty");
    }
    let items = slots.iter().enumerate().map(|(i, s)| {
        let label = slot_label(row, i);
        match s.reserved_by {
            Some(by) => {
                text!("carthage-summary-slot-reserved", label = label, card = s.card.code(), who = by)
            }
            None => Text::plain(format!("{label}={}", s.card)),
        }
    });
    Text::join(items, ", ")
}

/// Public state, one line per element.
pub(crate) fn public(v: &View) -> Text {
    let ships = Colour::ALL
        .iter()
        .map(|c| text!("carthage-summary-ship", colour = c.key(), space = space_key(v.ships[c.index()])));
    let mut lines = vec![
        Text::join(ships, "; "),
        text!("carthage-summary-market", cards = slots(&v.market, crate::state::Row::Market)),
        text!("carthage-summary-farm", cards = slots(&v.farm, crate::state::Row::Farm)),
        text!("carthage-summary-piles", deck = v.deck_size, discard = v.discard_size),
    ];
    for p in &v.players {
        let tokens: Vec<Text> = Colour::ALL
            .iter()
            .filter(|c| p.tokens[c.index()] > 0)
            .map(|c| text!("carthage-summary-tokens-of", count = p.tokens[c.index()], colour = c.key()))
            .collect();
        let tokens =
            if tokens.is_empty() { text!("carthage-summary-none") } else { Text::join(tokens, ", ") };
        let marker = if p.marker_free { "free" } else { "placed" };
        let line = text!(
            "carthage-summary-player",
            who = p.seat,
            hand = p.hand_size,
            goods = codes_or_none(&p.storehouse),
            tokens = tokens,
            marker = marker
        );
        lines.push(match (p.victory_points, &v.phase) {
            (Some(vp), PhaseView::Over) => {
                Text::join([line, text!("carthage-summary-final-points", points = vp)], "; ")
            }
            _ => line,
        });
    }
    Text::lines(lines)
}

/// The viewer's own hand and victory points (from a seat's view).
pub(crate) fn private(v: &View) -> Option<Text> {
    let Viewer::Seat(seat) = v.viewer else { return None };
    let me = v.players.iter().find(|p| p.seat == seat)?;
    let hand: &[Card] = me.hand.as_deref().unwrap_or(&[]);
    let icons: u32 = hand.iter().map(|c| u32::from(c.storage_icons())).sum();
    let cards = if hand.is_empty() { text!("carthage-summary-empty") } else { Text::plain(codes(hand)) };
    Some(text!(
        "carthage-summary-private",
        hand = cards,
        coins = total(hand),
        icons = icons,
        points = me.victory_points.unwrap_or(0)
    ))
}

//! Text summaries of views, for chat replies next to the images.

use crate::data;
use crate::legal::phase_hint_of;
use crate::state::{GATE, Phase};
use crate::turn::source_code;
use crate::view::View;

fn pawn_text(v: &View, h: u16) -> String {
    if h == GATE { "El Dorado".into() } else { v.course.hex(h).label.clone() }
}

fn codes(kinds: &[u8]) -> String {
    if kinds.is_empty() {
        return "none".into();
    }
    kinds.iter().map(|&k| data::kind(k).code.clone()).collect::<Vec<_>>().join(", ")
}

/// Public state, one line per element (seat names as `{s0}` tags).
pub(crate) fn public(v: &View) -> String {
    let mut lines =
        vec![format!("Course: {}{}", v.course.name, if v.caves_variant { " (caves)" } else { "" })];
    let market: Vec<String> = v
        .stacks
        .iter()
        .filter(|s| s.slot.is_some())
        .map(|s| format!("{} {}c ×{}", data::kind(s.kind).code, data::kind(s.kind).cost, s.left))
        .collect();
    lines.push(format!("Market: {}", market.join(", ")));
    if v.free_slots > 0 {
        let reserve: Vec<String> = v
            .stacks
            .iter()
            .filter(|s| s.slot.is_none() && s.left > 0)
            .map(|s| format!("{} {}c ×{}", data::kind(s.kind).code, data::kind(s.kind).cost, s.left))
            .collect();
        lines.push(format!("{} free slot(s); next to the market: {}", v.free_slots, reserve.join(", ")));
    }
    let blockades: Vec<String> = v.blockades.iter().map(|&(_, n)| n.to_string()).collect();
    lines.push(format!(
        "Blockades on the board: {}",
        if blockades.is_empty() { "none".into() } else { blockades.join(", ") }
    ));
    for p in &v.players {
        let pawns: Vec<String> = p.pawns.iter().map(|&h| pawn_text(v, h)).collect();
        let mut line = format!(
            "{}: pawn {} · hand {} · draw {} · discard {}{}",
            p.seat.tag(),
            pawns.join(" & "),
            p.hand_size,
            p.draw_size,
            p.discard_size,
            p.discard_top.map(|k| format!(" (top {})", data::kind(k).code)).unwrap_or_default()
        );
        if !p.blockades.is_empty() {
            line += &format!(" · blockades {:?}", p.blockades);
        }
        if !p.tokens.is_empty() {
            let t: Vec<String> =
                p.tokens.iter().map(|&t| source_code(crate::state::Source::Token(t))).collect();
            line += &format!(" · tokens {}", t.join(" "));
        }
        lines.push(line);
    }
    if v.phase != Phase::Over {
        lines.push(format!("{} to play: {}", v.turn.tag(), phase_hint_of(v.phase)));
    }
    lines.join("\n")
}

/// The viewer's own hand.
pub(crate) fn private(v: &View) -> Option<String> {
    let me = v.players.iter().find(|p| p.hand.is_some())?;
    let hand = me.hand.as_deref().unwrap_or_default();
    let mut text = format!("Your hand: {}", codes(hand));
    if let Some(a) = v.active.filter(|_| v.turn == me.seat) {
        text += &format!(" · in play: {} with {} {} left", source_code(a.source), a.left, a.symbol.name());
    }
    Some(text)
}

//! Text summaries of views, for chat replies next to the images.

use kontor_engine::{Text, text};

use crate::data;
use crate::state::{GATE, Phase, Source};
use crate::texts::phase_hint_of;
use crate::texts::source_code;
use crate::view::{PlayerView, View};

fn pawn_text(v: &View, h: u16) -> Text {
    if h == GATE { Text::plain("El Dorado") } else { Text::plain(v.course.hex(h).label.clone()) }
}

/// Card codes (notation), or "none".
fn codes(kinds: &[u8]) -> Text {
    if kinds.is_empty() {
        return text!("el-dorado-none");
    }
    // Card codes are notation (`buy scout`): shown as code, the same in every language.
    Text::plain(kinds.iter().map(|&k| format!("`{}`", data::kind(k).code)).collect::<Vec<_>>().join(", "))
}

fn stack(kind: u8, left: u8) -> Text {
    let card = data::kind(kind);
    text!("el-dorado-summary-stack", code = card.code.as_str(), cost = card.cost, left = left)
}

fn list_or_none(parts: Vec<Text>) -> Text {
    if parts.is_empty() { text!("el-dorado-none") } else { Text::join(parts, ", ") }
}

/// Public state, one line per element.
pub(crate) fn public(v: &View) -> Text {
    let mut lines = vec![text!(
        "el-dorado-summary-course",
        course = v.course.text(),
        caves = if v.caves_variant { "on" } else { "off" }
    )];
    let market: Vec<Text> =
        v.stacks.iter().filter(|s| s.slot.is_some()).map(|s| stack(s.kind, s.left)).collect();
    lines.push(text!("el-dorado-summary-market", stacks = list_or_none(market)));
    if v.free_slots > 0 {
        let reserve: Vec<Text> = v
            .stacks
            .iter()
            .filter(|s| s.slot.is_none() && s.left > 0)
            .map(|s| stack(s.kind, s.left))
            .collect();
        lines.push(text!("el-dorado-summary-free-slots", n = v.free_slots, stacks = list_or_none(reserve)));
    }
    let blockades: Vec<String> = v.blockades.iter().map(|&(_, n)| n.to_string()).collect();
    let blockades =
        if blockades.is_empty() { text!("el-dorado-none") } else { Text::plain(blockades.join(", ")) };
    lines.push(text!("el-dorado-summary-blockades", numbers = blockades));
    lines.extend(v.players.iter().map(|p| player_line(v, p)));
    if v.phase != Phase::Over {
        lines.push(text!("el-dorado-summary-turn", who = v.turn, hint = phase_hint_of(v.phase)));
    }
    Text::lines(lines)
}

/// One player's line: pawns, card piles, blockades taken and cave tokens.
fn player_line(v: &View, p: &PlayerView) -> Text {
    let pawns: Vec<Text> = p.pawns.iter().map(|&h| pawn_text(v, h)).collect();
    let mut parts = vec![text!(
        "el-dorado-summary-pawns",
        who = p.seat,
        count = p.pawns.len(),
        pawns = Text::join(pawns, " & ")
    )];
    parts.push(match p.discard_top {
        Some(k) => text!(
            "el-dorado-summary-cards-top",
            hand = p.hand_size,
            draw = p.draw_size,
            discard = p.discard_size,
            top = data::kind(k).code.as_str()
        ),
        None => {
            text!("el-dorado-summary-cards", hand = p.hand_size, draw = p.draw_size, discard = p.discard_size)
        }
    });
    if !p.blockades.is_empty() {
        let numbers: Vec<String> = p.blockades.iter().map(u8::to_string).collect();
        parts.push(text!("el-dorado-summary-player-blockades", numbers = numbers.join(", ")));
    }
    if !p.tokens.is_empty() {
        let t: Vec<String> = p.tokens.iter().map(|&t| source_code(Source::Token(t))).collect();
        parts.push(text!("el-dorado-summary-tokens", codes = t.join(" ")));
    }
    Text::join(parts, " · ")
}

/// The viewer's own hand.
pub(crate) fn private(v: &View) -> Option<Text> {
    let me = v.players.iter().find(|p| p.hand.is_some())?;
    let hand = me.hand.as_deref().unwrap_or_default();
    let mut parts = vec![text!("el-dorado-summary-hand", cards = codes(hand))];
    if let Some(a) = v.active.filter(|_| v.turn == me.seat) {
        parts.push(text!(
            "el-dorado-summary-in-play",
            code = source_code(a.source),
            left = a.left,
            symbol = a.symbol.name()
        ));
    }
    Some(Text::join(parts, " · "))
}

//! "Przebieg gry": the actions income, place, displace and move (establishing is in `establish`),
//! the displaced player's placements, bonus tokens at the end of a turn, and the next turn.
//!
//! One module a step: `income`, `place` (place and displace), `displaced` (the displaced player's
//! pieces), `moving` (the move action and the tokens that move or remove pieces), `claims` (what
//! establishing a route may earn) and `end` (bonus tokens, the neutral route, the next turn). The
//! words and codes they share for logs and notation are here.

mod claims;
mod displaced;
mod end;
mod income;
mod moving;
mod place;

use kontor_engine::{Arg, Seat, Text, text};

use crate::piece::is_neutral;

pub(crate) use displaced::ExtraSource;

/// A seat (its player's name), or the neutral colour.
pub(crate) fn who(o: u8) -> Arg {
    if is_neutral(o) { Arg::Text(Box::new(text!("hansa-neutral"))) } else { Arg::Seat(Seat(o)) }
}

pub(crate) fn kind_word(merchant: bool) -> &'static str {
    if merchant { "merchant" } else { "trader" }
}

/// `1 trader and 1 merchant` (as the object of a verb), for the logs and descriptions.
pub(crate) fn pay_text(traders: u8, merchants: u8) -> Text {
    text!("hansa-pieces", traders = traders, merchants = merchants)
}

/// `1t1m`, `2t`, `1m`: pieces paid, in the notation.
pub(crate) fn pay_words(traders: u8, merchants: u8) -> String {
    match (traders, merchants) {
        (t, 0) => format!("{t}t"),
        (0, m) => format!("{m}m"),
        (t, m) => format!("{t}t{m}m"),
    }
}

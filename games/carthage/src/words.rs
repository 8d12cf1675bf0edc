//! Pieces of texts shared by several messages: lists joined with "and", counted goods.

use kontor_engine::{Text, text};

use crate::card::Colour;

/// Texts as a list in the reader's language: `a`, `a and b`, `a, b and c` (`carthage-and`).
#[must_use]
pub(crate) fn and_list(mut parts: Vec<Text>) -> Text {
    match parts.len() {
        0 => Text::plain(String::new()),
        1 => parts.remove(0),
        _ => {
            let last = parts.pop().expect("two or more parts");
            text!("carthage-and", first = Text::join(parts, ", "), last = last)
        }
    }
}

/// A number of goods of one colour, as in "3 red goods" (`carthage-goods`).
#[must_use]
pub(crate) fn counted_goods(count: usize, colour: Colour) -> Text {
    text!("carthage-goods", count = count, colour = colour.key())
}

//! Cards: four colours of goods worth 2, 3 or 5 coins (rulebook: "Elementy gry").

use kontor_engine::{Text, text};
use serde::{Deserialize, Serialize};

/// A goods colour; each has one ship and one stack of achievement tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Blue,
    Yellow,
    Green,
}

impl Colour {
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Blue, Colour::Yellow, Colour::Green];

    /// Index into per-colour tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The one-letter notation (`r`, `b`, `y`, `g`).
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::Red => 'r',
            Colour::Blue => 'b',
            Colour::Yellow => 'y',
            Colour::Green => 'g',
        }
    }

    /// The English name: the notation word (`token red`) and the English board's caption; texts
    /// for readers use [`Colour::text`].
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
        }
    }

    /// The key the Fluent resources select on (`{ $colour -> [red] … }`): the English name.
    #[must_use]
    pub const fn key(self) -> &'static str {
        self.name()
    }

    /// The colour's name in the reader's language (`carthage-colour`).
    #[must_use]
    pub fn text(self) -> Text {
        text!("carthage-colour", colour = self.key())
    }

    /// Polish names players may type instead of the English ones (with and without diacritics).
    const POLISH: [(&'static str, Colour); 5] = [
        ("czerwony", Colour::Red),
        ("niebieski", Colour::Blue),
        ("żółty", Colour::Yellow),
        ("zolty", Colour::Yellow),
        ("zielony", Colour::Green),
    ];

    /// Parses `r`, `red`, `b`, `blue`, … (any case), and the Polish names `czerwony`, `niebieski`,
    /// `żółty` (`zolty`), `zielony`.
    #[must_use]
    pub fn from_word(word: &str) -> Option<Colour> {
        let w = word.to_lowercase();
        Colour::ALL
            .into_iter()
            .find(|c| w == c.name() || w.len() == 1 && w.starts_with(c.letter()))
            .or_else(|| Colour::POLISH.iter().find(|(name, _)| *name == w).map(|(_, c)| *c))
    }
}

/// One card: a good when bought, a coin in hand, a victory point face down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Card {
    pub colour: Colour,
    pub value: u8,
}

/// The card values of one colour with how many of each (11 × 2, 9 × 3, 7 × 5).
pub const VALUE_COUNTS: [(u8, usize); 3] = [(2, 11), (3, 9), (5, 7)];
/// Cards in the box.
pub const DECK_SIZE: usize = 108;

impl Card {
    #[must_use]
    pub const fn new(colour: Colour, value: u8) -> Card {
        Card { colour, value }
    }

    /// Storage icons (amphorae) that protect goods from pirates: a 2 has two, a 3 one, a 5 none.
    #[must_use]
    pub const fn storage_icons(self) -> u8 {
        match self.value {
            2 => 2,
            3 => 1,
            _ => 0,
        }
    }

    /// Notation such as `r5`.
    #[must_use]
    pub fn code(&self) -> String {
        format!("{}{}", self.colour.letter(), self.value)
    }

    /// Parses `r5`, `R5`, `red5`.
    #[must_use]
    pub fn from_code(code: &str) -> Option<Card> {
        let split = code.find(|c: char| c.is_ascii_digit())?;
        let (colour, value) = code.split_at(split);
        let colour = Colour::from_word(colour)?;
        let value: u8 = value.parse().ok()?;
        matches!(value, 2 | 3 | 5).then_some(Card { colour, value })
    }

    /// All 108 cards in a fixed order (before shuffling).
    #[must_use]
    pub fn full_deck() -> Vec<Card> {
        let mut deck = Vec::with_capacity(DECK_SIZE);
        for colour in Colour::ALL {
            for (value, count) in VALUE_COUNTS {
                deck.extend(std::iter::repeat_n(Card { colour, value }, count));
            }
        }
        deck
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.value)
    }
}

/// Codes of some cards separated by spaces (`r5 b2`).
#[must_use]
pub fn codes(cards: &[Card]) -> String {
    cards.iter().map(Card::code).collect::<Vec<_>>().join(" ")
}

/// Sum of the coin values of some cards.
#[must_use]
pub fn total(cards: &[Card]) -> u32 {
    cards.iter().map(|c| u32::from(c.value)).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_108_cards_27_per_colour() {
        let deck = Card::full_deck();
        assert_eq!(deck.len(), 108);
        for colour in Colour::ALL {
            let mine: Vec<Card> = deck.iter().copied().filter(|c| c.colour == colour).collect();
            assert_eq!(mine.len(), 27);
            assert_eq!(total(&mine), 84);
        }
    }

    #[test]
    fn storage_icons_two_has_two_three_has_one_five_none() {
        assert_eq!(Card::new(Colour::Red, 2).storage_icons(), 2);
        assert_eq!(Card::new(Colour::Red, 3).storage_icons(), 1);
        assert_eq!(Card::new(Colour::Red, 5).storage_icons(), 0);
    }

    #[test]
    fn card_codes_round_trip() {
        for card in Card::full_deck() {
            assert_eq!(Card::from_code(&card.code()), Some(card));
        }
        assert_eq!(Card::from_code("Green3"), Some(Card::new(Colour::Green, 3)));
        assert_eq!(Card::from_code("r4"), None);
        assert_eq!(Card::from_code("x5"), None);
    }
}

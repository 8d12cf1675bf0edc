//! The whole state of a game of Traders of Carthage, hidden parts included.

use kontor_engine::{BySeat, GameRng, Seat, Text, text};
use serde::{Deserialize, Serialize};

use crate::card::{Card, Colour};

/// Track spaces from Alexandria to Carthage (rulebook: "Przesuwanie statków"; layout in
/// `docs/rules-notes.md`).
pub const ALEXANDRIA: u8 = 0;
pub const CYRENAICA: u8 = 2;
pub const CARTHAGE: u8 = 5;
/// The two pirate spaces just before Carthage.
pub const PIRATE_SPACES: [u8; 2] = [3, 4];
/// English names of the six track spaces, as drawn on the board (captions of the English board;
/// texts for readers use [`space_text`]).
pub const SPACE_NAMES: [&str; 6] = ["Alexandria", "Open sea", "Cyrenaica", "Pirates", "Pirates", "Carthage"];
/// The keys the Fluent resources select on for the six track spaces (`{ $space -> [cyrenaica] … }`).
pub const SPACE_KEYS: [&str; 6] = ["alexandria", "open-sea", "cyrenaica", "pirates", "pirates", "carthage"];

/// The selector key of a track space (0 = Alexandria … 5 = Carthage).
#[must_use]
pub fn space_key(space: u8) -> &'static str {
    SPACE_KEYS[usize::from(space).min(SPACE_KEYS.len() - 1)]
}

/// The name of a track space in the reader's language, as drawn on the board (`carthage-space`).
#[must_use]
pub fn space_text(space: u8) -> Text {
    text!("carthage-space", space = space_key(space))
}

pub const MARKET_SIZE: usize = 5;
pub const FARM_SIZE: usize = 3;
/// Cards drawn into the Market on a refill, after the Farm moves down.
pub const MARKET_REFILL: usize = 2;
/// Starting hands are drawn until their value is at least this.
pub const STARTING_HAND_VALUE: u32 = 8;
/// Receiving this many achievement tokens ends the game.
pub const TOKENS_TO_END: u32 = 8;

/// A card lying in the Market or the Farm, with the seat whose reservation marker is on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Slot {
    pub card: Card,
    pub reserved_by: Option<Seat>,
}

/// Where a card to reserve lies: `m1…` in the Market, `farm1…3` in the Farm (1-based in notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Row {
    Market,
    Farm,
}

impl Row {
    /// The key the Fluent resources select on: `market` or `farm`.
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Row::Market => "market",
            Row::Farm => "farm",
        }
    }

    /// The row's name in the reader's language (`carthage-row`).
    #[must_use]
    pub fn text(self) -> Text {
        text!("carthage-row", row = self.key())
    }
}

/// One player's pieces.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Player {
    /// Secret: coins in hand.
    pub hand: Vec<Card>,
    /// Public: bought goods ("Skład Towarów"), kept sorted.
    pub storehouse: Vec<Card>,
    /// Achievement tokens per colour (index by `Colour::index`).
    pub tokens: [u8; 4],
    /// Secret until the end: victory-point cards under the trader piece.
    pub vp_cards: Vec<Card>,
    /// Secret until the end: victory points earned when neither the deck nor the discard pile had
    /// a card left to give (substitutes, as the rulebook uses for achievement tokens).
    #[serde(default)]
    pub vp_substitutes: u32,
    /// Whether the reservation marker is in front of the player (not on a card).
    pub marker_free: bool,
}

impl Player {
    /// All achievement tokens held.
    #[must_use]
    pub fn token_total(&self) -> u32 {
        self.tokens.iter().map(|&t| u32::from(t)).sum()
    }

    /// Victory points: cards under the trader piece plus substitutes.
    #[must_use]
    pub fn victory_points(&self) -> usize {
        self.vp_cards.len() + self.vp_substitutes as usize
    }

    /// Goods of one colour in the storehouse.
    #[must_use]
    pub fn goods_of(&self, colour: Colour) -> usize {
        self.storehouse.iter().filter(|c| c.colour == colour).count()
    }
}

/// Who must decide what now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup: `seat` picks a starting achievement token ("Przygotowanie").
    ChoosingToken { seat: Seat },
    /// `seat` chooses buy, take or reserve ("Przebieg tury").
    Turn { seat: Seat },
    /// `seat` declared a purchase costing `cost` and pays card by card.
    Paying { seat: Seat, cost: u32, paid: Vec<Card> },
    /// Payday step 3: seats in `queue` (front decides now) may protect goods of the `raided` colours.
    Protecting { buyer: Seat, raided: Vec<Colour>, queue: Vec<Seat>, icons: BySeat<[u8; 4]> },
    /// The game has ended.
    Over,
}

/// A game of Traders of Carthage.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carthage {
    pub players: BySeat<Player>,
    pub start_player: Seat,
    pub phase: Phase,
    /// Ship position per colour, 0 (Alexandria) to 5 (Carthage).
    pub ships: [u8; 4],
    pub market: Vec<Slot>,
    pub farm: Vec<Slot>,
    /// Secret order; the top is the end of the vector.
    pub deck: Vec<Card>,
    /// Face up; the top is the end of the vector.
    pub discard: Vec<Card>,
    /// Passes in a row; a full round of passes (no card left to take, buy or reserve) ends the game.
    pub passes: usize,
    /// Cards drawn from the deck so far (undo never crosses a draw).
    pub draws: u64,
    pub rng: GameRng,
}

impl Carthage {
    /// Draws the top card, reshuffling the discard pile into a new deck when the deck is empty
    /// ("Jeśli skończą się karty w Talii dociągania…"). `None` only when both are empty.
    pub fn draw(&mut self) -> Option<Card> {
        if self.deck.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            self.deck = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut self.deck);
        }
        self.draws += 1;
        self.deck.pop()
    }

    /// Every card in the game, wherever it lies (the count is always 108).
    #[must_use]
    pub fn card_count(&self) -> usize {
        let players: usize =
            self.players.values().map(|p| p.hand.len() + p.storehouse.len() + p.vp_cards.len()).sum();
        let paid = match &self.phase {
            Phase::Paying { paid, .. } => paid.len(),
            _ => 0,
        };
        players + paid + self.market.len() + self.farm.len() + self.deck.len() + self.discard.len()
    }

    /// Market cards that `seat` may buy or take: unreserved ones and its own reservations.
    pub fn available_to(&self, seat: Seat) -> impl Iterator<Item = (usize, &Slot)> {
        self.market.iter().enumerate().filter(move |(_, s)| s.reserved_by.is_none_or(|r| r == seat))
    }

    /// What buying the Market costs `seat` now (0 if nothing is available).
    #[must_use]
    pub fn purchase_cost(&self, seat: Seat) -> u32 {
        self.available_to(seat).map(|(_, s)| u32::from(s.card.value)).sum()
    }

    /// The slots of a row.
    #[must_use]
    pub fn row(&self, row: Row) -> &[Slot] {
        match row {
            Row::Market => &self.market,
            Row::Farm => &self.farm,
        }
    }
}

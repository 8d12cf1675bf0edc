//! The whole state of a game of Thurn und Taxis, hidden parts included.

use kontor_engine::{BySeat, Counted, Counts, GameRng, Rules, Seat};
use serde::{Deserialize, Serialize};

use crate::action::Official;
use crate::board::{CITY_COUNT, COPIES, City, STACK_COUNT, Stack};

/// Face-up city cards.
pub const DISPLAY_SIZE: usize = 6;
/// Houses per player.
pub const HOUSES: u8 = 20;
/// Cards a player keeps after closing a route.
pub const HAND_LIMIT: usize = 3;
/// Fewest cards in a route that may be closed.
pub const MIN_CLOSE: usize = 3;

/// How carriages score (option `carriage_points`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum CarriageScoring {
    /// 3→2, 4→3, 5→5, 6→7, 7→10 victory points (default; README conflict 2).
    #[default]
    Table,
    /// The carriage's number is its victory points (`carriage_points=face`).
    Face,
}

/// Which provinces the "all provinces" tiles need (option `all_provinces`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum AllProvinces {
    /// All nine, Baiern and Polen included (default; Polish "każdej prowincji").
    #[default]
    All,
    /// The German first edition: every province outside Baiern (`all_provinces=outside-baiern`).
    OutsideBaiern,
}

/// The options chosen at setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Variant {
    pub carriage_points: CarriageScoring,
    pub all_provinces: AllProvinces,
}

/// A multiset of city cards: copies per city.
pub type Cards = Counts<City, CITY_COUNT>;

// A hand's cities fit a `u32` set of cities (`Cards::bits`, `City::bit`).
const _: () = assert!(CITY_COUNT <= 32);

impl Counted for City {
    fn from_index(index: usize) -> City {
        City(index as u8)
    }

    fn index(self) -> usize {
        City::index(self)
    }
}

/// One player's pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Secret: city cards in hand.
    pub hand: Cards,
    /// Public: the current route, left to right.
    pub route: Vec<City>,
    /// Cities with one of this player's houses (bit mask).
    pub houses: u32,
    pub houses_left: u8,
    /// Highest carriage taken (0 = none yet, else 3..=7).
    pub carriage: u8,
    /// Bonus tiles taken per stack (route tiles may repeat).
    pub tiles: [u8; STACK_COUNT],
    /// Points of the bonus tiles taken per stack.
    pub tile_points: [u8; STACK_COUNT],
}

impl Player {
    fn new() -> Player {
        Player {
            hand: Cards::default(),
            route: Vec::new(),
            houses: 0,
            houses_left: HOUSES,
            carriage: 0,
            tiles: [0; STACK_COUNT],
            tile_points: [0; STACK_COUNT],
        }
    }

    /// The carriage due next (3 first), or `None` once the 7 is taken.
    #[must_use]
    pub fn next_carriage(&self) -> Option<u8> {
        match self.carriage {
            0 => Some(3),
            7 => None,
            n => Some(n + 1),
        }
    }

    /// The cities of the current route (bit mask).
    #[must_use]
    pub fn route_mask(&self) -> u32 {
        self.route.iter().fold(0, |m, c| m | c.bit())
    }

    #[must_use]
    pub fn has_house(&self, city: City) -> bool {
        self.houses & city.bit() != 0
    }

    /// All bonus tile points.
    #[must_use]
    pub fn tile_total(&self) -> i64 {
        self.tile_points.iter().map(|&p| i64::from(p)).sum()
    }
}

impl Default for Player {
    fn default() -> Player {
        Player::new()
    }
}

/// The step of a turn, each a short list of choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// Start of the turn: choose an official, or take a card at once without one (skipped when
    /// the Postmaster is compulsory).
    Start,
    /// Take a card; `left` cards still to take this turn.
    Draw { left: u8 },
    /// Play a card: the compulsory first one, or (`second`) the Postal Carrier's optional second
    /// one, when closing or ending the turn are offered as well.
    Play { second: bool },
    /// Close the route or end the turn.
    Close,
    /// Closing with one house per province: choose the cities; `served` are provinces (bit mask)
    /// that already got their house.
    Housing { served: u16 },
    /// After closing: keep 3 hand cards.
    Discard,
}

/// Who must decide what now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Turn { seat: Seat, step: Step },
    Over,
}

/// A game of Thurn und Taxis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ThurnTaxis {
    pub variant: Variant,
    pub players: BySeat<Player>,
    pub start_player: Seat,
    pub phase: Phase,
    /// The official helping this turn.
    pub official: Option<Official>,
    /// Turns completed so far (the first round is the first `seats` turns).
    pub turns: u32,
    pub display: [Option<City>; DISPLAY_SIZE],
    /// Secret order; the top is the end of the vector.
    pub deck: Vec<City>,
    /// Face up, order irrelevant (it is shuffled when it becomes the deck).
    pub discard: Cards,
    /// Tiles left per stack (the values are known from the board).
    pub stacks: [u8; STACK_COUNT],
    /// Carriage cards left per value 3..=7.
    pub carriages: [u8; 5],
    /// Who took the game-end tile; the final round is under way once set.
    pub game_end: Option<Seat>,
    /// Cards drawn or revealed so far (undo never crosses one).
    pub draws: u64,
    pub rng: GameRng,
}

impl ThurnTaxis {
    #[must_use]
    pub fn step(&self) -> Option<Step> {
        match self.phase {
            Phase::Turn { step, .. } => Some(step),
            Phase::Over => None,
        }
    }

    /// Whether the first round (everyone's first turn) is under way.
    #[must_use]
    pub fn is_first_round(&self) -> bool {
        (self.turns as usize) < self.seats()
    }

    /// Draws the top card, reshuffling the discard pile into a new deck when the deck is empty.
    pub fn draw_card(&mut self) -> Option<City> {
        if self.deck.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            // The pile in city order (as `Cards::to_vec`), reusing the deck's buffer.
            let pile = self.discard.take_all();
            for city in City::all() {
                self.deck.extend(std::iter::repeat_n(city, usize::from(pile.count(city))));
            }
            self.rng.shuffle(&mut self.deck);
        }
        self.draws += 1;
        self.deck.pop()
    }

    /// Whether a card can come from the deck (directly or after reshuffling).
    #[must_use]
    pub fn deck_available(&self) -> bool {
        !self.deck.is_empty() || !self.discard.is_empty()
    }

    /// Fills empty face-up slots from the deck, as far as cards last.
    pub fn refill_display(&mut self) {
        for i in 0..DISPLAY_SIZE {
            if self.display[i].is_none() {
                self.display[i] = self.draw_card();
            }
        }
    }

    /// Every city card in the game, wherever it lies, per city (3 each at all times).
    #[must_use]
    pub fn card_census(&self) -> [u8; CITY_COUNT] {
        let mut all = self.discard;
        for p in self.players.values() {
            all.add_all(&p.hand);
            for &c in &p.route {
                all.add(c);
            }
        }
        for &c in self.display.iter().flatten().chain(&self.deck) {
            all.add(c);
        }
        all.counts()
    }

    /// Whether all 66 cards are accounted for, three per city.
    #[must_use]
    pub fn cards_conserved(&self) -> bool {
        self.card_census().iter().all(|&n| n == COPIES)
    }

    /// Value of the top tile of a stack, if any is left.
    #[must_use]
    pub fn stack_top(&self, stack: Stack) -> Option<u8> {
        let left = self.stacks[stack.index()];
        (left > 0).then(|| stack.info().values[usize::from(stack.size() - left)])
    }

    /// Victory points of a carriage under the chosen reading.
    #[must_use]
    pub fn carriage_points(&self, carriage: u8) -> i64 {
        if carriage < 3 {
            return 0;
        }
        match self.variant.carriage_points {
            CarriageScoring::Table => {
                i64::from(crate::board::board().carriage_points[usize::from(carriage - 3)])
            }
            CarriageScoring::Face => i64::from(carriage),
        }
    }

    /// The score of a seat now: best carriage + tiles − houses not placed.
    #[must_use]
    pub fn score(&self, seat: Seat) -> i64 {
        let p = &self.players[seat];
        self.carriage_points(p.carriage) + p.tile_total() - i64::from(p.houses_left)
    }
}

//! Setting up the table ("Przygotowanie"): deck, Market, Farm, starting hands, start player.

use kontor_engine::{BySeat, GameRng, Options, Seat, SetupError};

use crate::card::{Card, total};
use crate::state::{Carthage, FARM_SIZE, MARKET_SIZE, Phase, Player, STARTING_HAND_VALUE, Slot};

pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 4;

impl Carthage {
    /// Deals a new game: shuffled deck, 5 Market and 3 Farm cards, hands drawn to at least 8, start
    /// player by lowest hand, then fewer cards, then at random.
    pub fn new(options: &Options, seats: usize, seed: u64) -> Result<Carthage, SetupError> {
        if let Some(key) = options.keys().next() {
            return Err(SetupError::UnknownOption {
                game: "carthage", key: key.clone(), known: "—".into()
            });
        }
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::PlayerCount {
                game: "carthage",
                min: MIN_SEATS,
                max: MAX_SEATS,
                got: seats,
            });
        }
        let mut rng = GameRng::from_seed(seed);
        let mut deck = Card::full_deck();
        rng.shuffle(&mut deck);
        let mut game = Carthage {
            players: BySeat::from_fn(seats, |_| Player { marker_free: true, ..Player::default() }),
            start_player: Seat(0),
            phase: Phase::Over,
            ships: [0; 4],
            market: Vec::new(),
            farm: Vec::new(),
            deck,
            discard: Vec::new(),
            passes: 0,
            draws: 0,
            rng,
        };
        game.market = game.draw_slots(MARKET_SIZE);
        game.farm = game.draw_slots(FARM_SIZE);
        for seat in Seat::all(seats) {
            while total(&game.players[seat].hand) < STARTING_HAND_VALUE {
                let card = game.draw().expect("108 cards cover every starting hand");
                game.players[seat].hand.push(card);
            }
        }
        game.start_player = game.choose_start_player();
        game.phase = Phase::ChoosingToken { seat: game.start_player };
        Ok(game)
    }

    /// Draws up to `n` cards as unreserved slots.
    pub(crate) fn draw_slots(&mut self, n: usize) -> Vec<Slot> {
        (0..n).filter_map(|_| self.draw()).map(|card| Slot { card, reserved_by: None }).collect()
    }

    /// Lowest hand total starts; ties: fewer cards; still tied: drawn at random.
    fn choose_start_player(&mut self) -> Seat {
        let key = |p: &Player| (total(&p.hand), p.hand.len());
        let best = self.players.values().map(key).min().expect("at least two seats");
        let tied: Vec<Seat> = self.players.iter().filter(|(_, p)| key(p) == best).map(|(s, _)| s).collect();
        *self.rng.pick(&tied).expect("someone has the lowest hand")
    }
}

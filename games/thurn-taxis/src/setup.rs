//! Setting up the table ("Przygotowanie"): options, shuffled city cards, six face up, full bonus
//! stacks and carriages, 20 houses per player, a start player.

use kontor_engine::{BySeat, GameRng, Options, Seat, SetupError, Text, text};

use crate::board::{COPIES, City, STACK_COUNT, Stack, board};
use crate::state::{AllProvinces, CarriageScoring, DISPLAY_SIZE, Phase, Player, Step, ThurnTaxis, Variant};

pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 4;
const GAME: &str = "thurn-taxis";

/// Reads the options `carriage_points=table|face` and `all_provinces=all|outside-baiern`.
pub fn parse_variant(options: &Options) -> Result<Variant, SetupError> {
    let mut variant = Variant::default();
    for (key, value) in options {
        let v = crate::board::fold(value);
        match key.as_str() {
            "carriage_points" | "carriages" => {
                variant.carriage_points = match v.as_str() {
                    "table" | "points" | "235710" | "default" => CarriageScoring::Table,
                    "face" | "number" | "value" => CarriageScoring::Face,
                    _ => return Err(bad(key, value, text!("thurn-taxis-option-carriage-points"))),
                }
            }
            "all_provinces" => {
                variant.all_provinces = match v.as_str() {
                    "all" | "default" | "nine" => AllProvinces::All,
                    "outsidebaiern" | "outside" | "withoutbaiern" => AllProvinces::OutsideBaiern,
                    _ => return Err(bad(key, value, text!("thurn-taxis-option-all-provinces"))),
                }
            }
            _ => {
                return Err(SetupError::UnknownOption {
                    game: GAME,
                    key: key.clone(),
                    known: "carriage_points=table|face, all_provinces=all|outside-baiern".into(),
                });
            }
        }
    }
    Ok(variant)
}

fn bad(key: &str, value: &str, expected: Text) -> SetupError {
    SetupError::BadOptionValue { key: key.to_string(), value: value.to_string(), expected }
}

impl ThurnTaxis {
    /// Deals a new game: 66 shuffled city cards, six face up, a random start player whose first
    /// turn begins (with the compulsory Postmaster).
    pub fn new(options: &Options, seats: usize, seed: u64) -> Result<ThurnTaxis, SetupError> {
        let variant = parse_variant(options)?;
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::PlayerCount { game: GAME, min: MIN_SEATS, max: MAX_SEATS, got: seats });
        }
        let mut rng = GameRng::from_seed(seed);
        let mut deck: Vec<City> =
            City::all().flat_map(|c| std::iter::repeat_n(c, usize::from(COPIES))).collect();
        rng.shuffle(&mut deck);
        let start = Seat(rng.below(seats) as u8);
        let mut stacks = [0u8; STACK_COUNT];
        for s in Stack::all() {
            stacks[s.index()] = s.size();
        }
        let mut game = ThurnTaxis {
            variant,
            players: BySeat::from_fn(seats, |_| Player::default()),
            start_player: start,
            phase: Phase::Turn { seat: start, step: Step::Start },
            official: None,
            turns: 0,
            display: [None; DISPLAY_SIZE],
            deck,
            discard: Default::default(),
            stacks,
            carriages: [board().carriage_copies; 5],
            game_end: None,
            draws: 0,
            rng,
        };
        game.refill_display();
        game.begin_turn(start, &mut kontor_engine::EventLog::silent());
        Ok(game)
    }
}

//! "Przygotowanie gry": board side, bonus tokens, desks, supplies and (2 players) the neutral colour.

use kontor_engine::{Event, GameRng, Options, Seat, SetupError};

use crate::board::board;
use crate::state::{Hansa, NEUTRAL, Phase, Player, Token, TokenBag, TokenSet, piece};

pub const MIN_SEATS: usize = 2;
pub const MAX_SEATS: usize = 5;

impl Hansa {
    /// A new game for `seats` players.
    pub fn new(options: &Options, seats: usize, seed: u64) -> Result<Hansa, SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&seats) {
            return Err(SetupError::PlayerCount {
                game: "hansa",
                min: MIN_SEATS,
                max: MAX_SEATS,
                got: seats,
            });
        }
        let mut side = if seats >= 4 { 0 } else { 1 };
        let mut token_set = TokenSet::Base;
        for (key, value) in options {
            match key.as_str() {
                "side" | "board" => {
                    side = match value.as_str() {
                        "45" | "4-5" | "4" | "5" => 0,
                        "3" | "23" | "2-3" | "2" => 1,
                        _ => {
                            return Err(SetupError::BadOptionValue {
                                key: key.clone(),
                                value: value.clone(),
                                expected: "45 (the 4–5 player side) or 3 (the 2–3 player side)".into(),
                            });
                        }
                    }
                }
                "tokens" => {
                    token_set = match value.as_str() {
                        "base" => TokenSet::Base,
                        "bigbox" | "big-box" | "bb" => TokenSet::BigBox,
                        _ => {
                            return Err(SetupError::BadOptionValue {
                                key: key.clone(),
                                value: value.clone(),
                                expected: "base or bigbox".into(),
                            });
                        }
                    }
                }
                _ => {
                    return Err(SetupError::UnknownOption {
                        game: "hansa",
                        key: key.clone(),
                        known: "side=45|3, tokens=base|bigbox".into(),
                    });
                }
            }
        }
        let b = board(side);
        let mut rng = GameRng::from_seed(seed);
        let (mut gold, mut rest) = Token::set(token_set);
        rng.shuffle(&mut gold);
        rng.shuffle(&mut rest);
        let mut route_tokens = vec![None; b.routes.len()];
        let taverns: Vec<usize> = (0..b.routes.len()).filter(|&r| b.routes[r].tavern).collect();
        for (i, &r) in taverns.iter().enumerate() {
            route_tokens[r] = gold.get(i).copied();
        }
        let players = (0..seats)
            .map(|i| Player {
                abilities: [0; 5],
                personal: [5 + i as u8, 1],
                general: [6 - i as u8, 0],
                score: 0,
                tokens: TokenBag::default(),
                used: TokenBag::default(),
            })
            .collect();
        let neutral = seats == 2;
        let mut spaces = vec![0; b.space_count()];
        if neutral {
            for (r, route) in b.routes.iter().enumerate() {
                let to_ability = route.cities.iter().any(|&c| !b.cities[usize::from(c)].abilities.is_empty());
                if to_ability || route_tokens[r].is_some() {
                    spaces[usize::from(route.first_space)] = piece(NEUTRAL, false);
                }
            }
        }
        let special_len = b.special.map_or(0, |(c, _)| b.cities[usize::from(c)].special.len());
        Ok(Hansa {
            side,
            token_set,
            seats: seats as u8,
            neutral,
            spaces,
            offices: vec![0; b.office_count()],
            extras: Vec::new(),
            special: vec![0; special_len],
            route_tokens,
            pool: rest,
            to_place: Vec::new(),
            players,
            east_west: Vec::new(),
            full_cities: 0,
            current: 0,
            actions_used: 0,
            bonus_actions: 0,
            phase: Phase::Actions,
            ending: None,
            turn: 1,
            established: [0; 5],
            draws: 0,
            rng,
        })
    }

    /// Opening lines.
    #[must_use]
    pub fn start_events(&self) -> Vec<Event> {
        let b = self.board();
        let mut events = vec![Event::public(format!(
            "Hansa Teutonica on the {} ({} bonus tokens). {} starts with 2 actions.",
            b.title,
            match self.token_set {
                TokenSet::Base => "base",
                TokenSet::BigBox => "Big Box",
            },
            Seat(0).tag()
        ))];
        let tokens: Vec<String> = self
            .route_tokens
            .iter()
            .enumerate()
            .filter_map(|(r, t)| {
                t.map(|t| format!("{} beside r{} ({})", t.name(), r + 1, b.route_name(r as u8)))
            })
            .collect();
        events.push(Event::public(format!("Starting tokens: {}.", tokens.join("; "))));
        if self.neutral {
            events.push(Event::public(
                "Two players: neutral traders (N) stand on every route to an ability city or with a token.",
            ));
        }
        events
    }
}

//! "Przygotowanie gry": board side, bonus tokens, desks, supplies and (2 players) the neutral colour.

use kontor_engine::{GameRng, Options, SetupError, Text, text};

use crate::board::{BRITANNIA_3, BRITANNIA_45, Board, EAST, LEAGUE_3, LEAGUE_45, board};
use crate::favour::Favour;
use crate::piece::{NEUTRAL, Piece};
use crate::state::{Hansa, Phase, Player, Token, TokenBag, TokenSet};

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
        let choice = Choice::read(options)?;
        let side = choice.side(seats)?;
        let token_set = choice.tokens;
        let b = board(side);
        let mut rng = GameRng::from_seed(seed);
        let (route_tokens, rest) = deal_tokens(b, token_set, &mut rng);
        let players = (0..seats).map(starting_player).collect();
        let neutral = seats == 2;
        let spaces =
            if neutral { neutral_spaces(b, &route_tokens) } else { vec![Piece::EMPTY; b.space_count()] };
        let missions = if choice.missions { crate::missions::deal(&mut rng, seats) } else { Vec::new() };
        let favour_display = if choice.favour {
            let mut tiles = Favour::ALL.to_vec();
            rng.shuffle(&mut tiles);
            tiles.iter().take(seats).fold(0, |bits, f| bits | f.bit())
        } else {
            0
        };
        let special_len = b.special.map_or(0, |(c, _)| b.city(c).special.len());
        Ok(Hansa {
            side,
            token_set,
            seats: seats as u8,
            neutral,
            spaces,
            offices: vec![Piece::EMPTY; b.office_count()],
            extras: Vec::new(),
            special: vec![Piece::EMPTY; special_len],
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
            permits_used: 0,
            missions,
            favour_display,
            favours: if choice.favour { vec![0; seats] } else { Vec::new() },
            fresh: true,
            bonus_offices: Vec::new(),
            idle_steps: 0,
        })
    }
}

/// For the lobby post: which side the seat count chooses when `side=` is not given.
pub fn lobby_note(options: &Options) -> Option<Text> {
    let choice = Choice::read(options).ok()?;
    match (choice.map, choice.side) {
        (Map::League, None) => Some(text!("hansa-lobby-league")),
        (Map::Britannia, None) => Some(text!("hansa-lobby-britannia")),
        _ => None,
    }
}

/// The options of `/new hansa …`, read before the board is chosen.
struct Choice {
    map: Map,
    side: Option<u8>,
    tokens: TokenSet,
    missions: bool,
    favour: bool,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Map {
    League,
    East,
    Britannia,
}

const KNOWN: &str =
    "map=league|east|britannia, side=45|3, tokens=base|bigbox, missions=on|off, favour=on|off";

fn bad(key: &str, value: &str, expected: &'static str) -> SetupError {
    SetupError::BadOptionValue { key: key.into(), value: value.into(), expected: text!(expected) }
}

fn on_off(key: &str, value: &str) -> Result<bool, SetupError> {
    match value {
        "on" | "yes" | "true" | "1" => Ok(true),
        "off" | "no" | "false" | "0" => Ok(false),
        _ => Err(bad(key, value, "hansa-option-on-off")),
    }
}

impl Choice {
    /// The chosen board cannot seat `seats` players: its name, printed range and an option that
    /// would seat them.
    fn seats_error(&self, seats: usize) -> SetupError {
        let (board, min, max, instead) = match (self.map, self.side) {
            (Map::Britannia, Some(3)) => ("britannia-3", 3, 3, (4..=5).contains(&seats).then_some("side=45")),
            (Map::Britannia, Some(_)) => ("britannia-45", 4, 5, (seats == 3).then_some("side=3")),
            (Map::Britannia, None) => ("britannia", 3, 5, None),
            _ => ("east", 3, 5, None),
        };
        let board = text!("hansa-board-subject", board = board);
        let instead = instead.unwrap_or("map=league").to_string();
        SetupError::BoardSeats { board, min, max, got: seats, instead: Some(instead) }
    }

    fn read(options: &Options) -> Result<Choice, SetupError> {
        let mut c =
            Choice { map: Map::League, side: None, tokens: TokenSet::Base, missions: false, favour: false };
        for (key, value) in options {
            let v = value.to_ascii_lowercase();
            match key.as_str() {
                "map" => {
                    c.map = match v.as_str() {
                        "league" | "hansa" | "base" | "hansa-league" => Map::League,
                        "east" | "wschod" | "eastern" => Map::East,
                        "britannia" | "brytania" | "britain" => Map::Britannia,
                        _ => return Err(bad(key, value, "hansa-option-map")),
                    }
                }
                "side" | "board" => {
                    c.side = Some(match v.as_str() {
                        "45" | "4-5" | "4" | "5" => 45,
                        "3" | "23" | "2-3" | "2" => 3,
                        _ => {
                            return Err(bad(key, value, "hansa-option-side"));
                        }
                    })
                }
                "tokens" => {
                    c.tokens = match v.as_str() {
                        "base" => TokenSet::Base,
                        "bigbox" | "big-box" | "bb" => TokenSet::BigBox,
                        _ => return Err(bad(key, value, "hansa-option-tokens")),
                    }
                }
                "missions" | "mission" => c.missions = on_off(key, &v)?,
                "favour" | "favor" | "emperor" => c.favour = on_off(key, &v)?,
                _ => {
                    return Err(SetupError::UnknownOption {
                        game: "hansa",
                        key: key.clone(),
                        known: KNOWN.into(),
                    });
                }
            }
        }
        if c.missions && c.map != Map::League {
            return Err(bad("missions", "on", "hansa-option-missions"));
        }
        if c.favour && c.map != Map::League {
            return Err(bad("favour", "on", "hansa-option-favour"));
        }
        Ok(c)
    }

    /// The board side for this many players; the Big Box boards are played by the counts printed
    /// on them (East 3–5, Britannia 4–5 or 3).
    fn side(&self, seats: usize) -> Result<u8, SetupError> {
        // The 4–5 side when chosen, else by the player count.
        let wide = self.side.map_or(seats >= 4, |s| s == 45);
        let side = match self.map {
            Map::League if wide => LEAGUE_45,
            Map::League => LEAGUE_3,
            Map::East if self.side == Some(3) => return Err(bad("side", "3", "hansa-option-east-side")),
            Map::East => EAST,
            Map::Britannia if wide => BRITANNIA_45,
            Map::Britannia => BRITANNIA_3,
        };
        if self.map != Map::League {
            let (lo, hi) = board(side).players;
            let (lo, hi) = (usize::from(lo.max(3)), usize::from(hi));
            if !(lo..=hi).contains(&seats) {
                return Err(self.seats_error(seats));
            }
        }
        Ok(side)
    }
}

/// The start tokens beside the tavern routes, and the shuffled pool the others are drawn from.
fn deal_tokens(b: &Board, token_set: TokenSet, rng: &mut GameRng) -> (Vec<Option<Token>>, Vec<Token>) {
    let (mut gold, mut rest) = Token::set(token_set);
    rng.shuffle(&mut gold);
    rng.shuffle(&mut rest);
    let mut route_tokens = vec![None; b.routes.len()];
    let taverns: Vec<usize> = (0..b.routes.len()).filter(|&r| b.routes[r].tavern).collect();
    for (i, &r) in taverns.iter().enumerate() {
        route_tokens[r] = gold.get(i).copied();
    }
    (route_tokens, rest)
}

/// The pieces and abilities of the player in seat `i` at the start: later seats start with more
/// traders in the personal supply.
fn starting_player(i: usize) -> Player {
    Player {
        abilities: [0; 5],
        personal: [5 + i as u8, 1],
        general: [6 - i as u8, 0],
        score: 0,
        tokens: TokenBag::default(),
        used: TokenBag::default(),
    }
}

/// 2 players: a neutral trader on the first space of every route that leads to an ability city
/// or has a start token.
fn neutral_spaces(b: &Board, route_tokens: &[Option<Token>]) -> Vec<Piece> {
    let mut spaces = vec![Piece::EMPTY; b.space_count()];
    for (r, route) in b.routes.iter().enumerate() {
        let to_ability = route.cities.iter().any(|&c| !b.city(c).abilities.is_empty());
        if to_ability || route_tokens[r].is_some() {
            spaces[usize::from(route.first_space)] = Piece::new(NEUTRAL, false);
        }
    }
    spaces
}

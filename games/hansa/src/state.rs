//! The full game state: flat arrays of small integers, cheap to clone.

use kontor_engine::{Counted, Counts, GameRng, Seat, Text, text};
use serde::{Deserialize, Serialize};

use crate::board::{Ability, Board, Perk, board};
use crate::holdings::{CityTally, Holdings};
use crate::ids::{CityId, RouteId, SpaceId};
use crate::piece::{Piece, is_neutral};

/// Pieces per player colour: 27 traders and 4 merchants (one trader marks the score track).
pub const PIECES_PER_COLOUR: u32 = 31;
pub const TRADERS_PER_COLOUR: u32 = 27;
pub const MERCHANTS_PER_COLOUR: u32 = 4;

/// Which bonus tokens are in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenSet {
    Base,
    BigBox,
}

/// A bonus token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Token {
    /// Found an extra office left of the slots when establishing a route.
    ExtraOffice,
    /// Swap two neighbouring offices in a city, one of them yours.
    SwapOffices,
    /// Upgrade one ability of your choice.
    Upgrade,
    /// Three more actions this turn.
    Actions3,
    /// Four more actions this turn.
    Actions4,
    /// Base game: remove up to 3 opposing pieces from routes (to their owners' personal supplies).
    Remove3,
    /// Big Box: move up to 3 opposing pieces to free route spaces.
    Move3,
}

impl Token {
    pub const ALL: [Token; 7] = [
        Token::ExtraOffice,
        Token::SwapOffices,
        Token::Upgrade,
        Token::Actions3,
        Token::Actions4,
        Token::Remove3,
        Token::Move3,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Token::ExtraOffice => "extra",
            Token::SwapOffices => "swap",
            Token::Upgrade => "upgrade",
            Token::Actions3 => "actions3",
            Token::Actions4 => "actions4",
            Token::Remove3 => "remove",
            Token::Move3 => "move",
        }
    }

    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Token::ExtraOffice => "Extra office",
            Token::SwapOffices => "Swap offices",
            Token::Upgrade => "Upgrade an ability",
            Token::Actions3 => "+3 actions",
            Token::Actions4 => "+4 actions",
            Token::Remove3 => "Remove 3 pieces",
            Token::Move3 => "Move 3 pieces",
        }
    }

    /// The token's printed name in the reader's language.
    #[must_use]
    pub fn text(self) -> Text {
        text!("hansa-token", token = self.word())
    }

    /// Parses a typed token name (`Token::word` and a few synonyms).
    #[must_use]
    pub fn from_word(word: &str) -> Option<Token> {
        match word {
            "extra" | "extraoffice" | "office" | "dodatkowa" | "placowka" => Some(Token::ExtraOffice),
            "zamiana" => Some(Token::SwapOffices),
            "rozwiniecie" => Some(Token::Upgrade),
            "akcje3" => Some(Token::Actions3),
            "akcje4" => Some(Token::Actions4),
            "usuniecie" => Some(Token::Remove3),
            "ruch" => Some(Token::Move3),
            "swap" | "swapoffices" => Some(Token::SwapOffices),
            "upgrade" => Some(Token::Upgrade),
            "actions3" | "plus3" | "3" => Some(Token::Actions3),
            "actions4" | "plus4" | "4" => Some(Token::Actions4),
            "remove" | "remove3" => Some(Token::Remove3),
            "move" | "move3" => Some(Token::Move3),
            _ => None,
        }
    }

    /// Short label for pictures.
    #[must_use]
    pub const fn short(self) -> &'static str {
        match self {
            Token::ExtraOffice => "+O",
            Token::SwapOffices => "SW",
            Token::Upgrade => "UP",
            Token::Actions3 => "+3",
            Token::Actions4 => "+4",
            Token::Remove3 => "R3",
            Token::Move3 => "M3",
        }
    }

    /// The three golden starting tokens (taverns) and the 12 face-down ones of a set.
    #[must_use]
    pub fn set(set: TokenSet) -> ([Token; 3], Vec<Token>) {
        let third = match set {
            TokenSet::Base => Token::Remove3,
            TokenSet::BigBox => Token::Move3,
        };
        let mut rest = vec![Token::ExtraOffice; 3];
        rest.extend([Token::SwapOffices; 2]);
        rest.extend([Token::Upgrade; 2]);
        rest.extend([Token::Actions3; 2]);
        rest.extend([Token::Actions4; 2]);
        rest.push(third);
        ([Token::ExtraOffice, Token::SwapOffices, third], rest)
    }
}

/// A handful of bonus tokens, as counts per kind (cheap to clone).
pub type TokenBag = Counts<Token, 7>;

impl Counted for Token {
    fn from_index(index: usize) -> Token {
        Token::ALL[index]
    }

    fn index(self) -> usize {
        Token::index(self)
    }
}

/// One player's desk and supplies.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Level reached on each ability (0 = the printed start).
    pub abilities: [u8; 5],
    /// Personal supply: traders, merchants.
    pub personal: [u8; 2],
    /// This colour's pieces in the general supply: traders, merchants.
    pub general: [u8; 2],
    /// Score track.
    pub score: u16,
    /// Bonus tokens held face up (usable).
    pub tokens: TokenBag,
    /// Bonus tokens already used (face down).
    pub used: TokenBag,
}

impl Player {
    #[must_use]
    pub fn level(&self, a: Ability) -> u8 {
        self.abilities[a.index()]
    }

    /// The current value of an ability.
    #[must_use]
    pub fn value(&self, a: Ability) -> u8 {
        a.values()[usize::from(self.level(a))]
    }

    /// Pieces still on the desk tracks: traders, merchants.
    #[must_use]
    pub fn desk(&self) -> [u8; 2] {
        let mut out = [0, 0];
        for a in Ability::ALL {
            out[usize::from(a.merchant_track())] += a.max_level() - self.level(a);
        }
        out
    }

    #[must_use]
    pub fn supply_total(&self) -> u8 {
        self.personal[0] + self.personal[1]
    }

    #[must_use]
    pub fn token_count(&self) -> usize {
        self.tokens.len() + self.used.len()
    }
}

/// What is being decided now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The player whose turn it is chooses an action, uses a token or ends the turn.
    Actions,
    /// A placement with a piece of this kind: the space is chosen next.
    Placing {
        merchant: bool,
    },
    /// A displacement with a piece of this kind: the target is chosen next.
    Displacing {
        merchant: bool,
    },
    /// Liber Sophiae move action under way: `left` moves remain; `target` is the route the next
    /// pieces go to (chosen first, then the pieces to bring there).
    Moving {
        left: u8,
        target: Option<RouteId>,
    },
    /// A displaced player places the displaced piece (`pending`, if not placed yet) and up to
    /// `extras` more pieces on the routes nearest to `origin`.
    Displaced {
        victim: u8,
        origin: RouteId,
        pending: Piece,
        extras: u8,
    },
    /// Remove-3 token under way.
    Removing {
        left: u8,
    },
    /// Move-3 token under way (opposing pieces).
    Shifting {
        left: u8,
        lifted: Option<SpaceId>,
    },
    /// 2 players: a route full of neutral pieces was established; the active player picks the city
    /// for the neutral office.
    NeutralOffice {
        route: RouteId,
    },
    /// Big Box sea route: right after establishing `route`, its printed bonus may be used; `left`
    /// pieces may still be placed (placing bonuses), `pieces` are the route's traders and merchants
    /// kept for "place 2 pieces of the route" (the rest went to the general supply).
    Perk {
        route: RouteId,
        perk: Perk,
        left: u8,
        pieces: [u8; 2],
    },
    /// "Move 2 pieces of anyone" under way (`lifted`: the piece picked up, not put down yet).
    PerkMove {
        left: u8,
        lifted: Option<SpaceId>,
    },
    /// End of turn: the drawn bonus tokens go on the board, one by one.
    PlaceTokens,
    Over,
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndReason {
    Points,
    NoToken,
    FullCities,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hansa {
    /// 0 = 4–5 side, 1 = 2–3 side.
    pub side: u8,
    pub token_set: TokenSet,
    pub seats: u8,
    /// Two players: the neutral colour is in play.
    pub neutral: bool,
    /// Piece per route space (global space ids).
    pub spaces: Vec<Piece>,
    /// Piece per office slot (global office ids).
    pub offices: Vec<Piece>,
    /// Extra offices (token), in the order founded: `(city, piece)`; later ones stand further left.
    pub extras: Vec<(CityId, Piece)>,
    /// Special-points table fields (Coellen), left to right.
    pub special: Vec<Piece>,
    /// Bonus token beside each route.
    pub route_tokens: Vec<Option<Token>>,
    /// Face-down token stack, top last.
    pub pool: Vec<Token>,
    /// Drawn tokens waiting for the end of the turn.
    pub to_place: Vec<Token>,
    pub players: Vec<Player>,
    /// Seats that completed the East–West connection, in order.
    pub east_west: Vec<u8>,
    pub full_cities: u8,
    /// Whose turn it is.
    pub current: u8,
    pub actions_used: u8,
    pub bonus_actions: u8,
    pub phase: Phase,
    /// Set by the action that triggers the end; the game ends when that action is complete.
    pub ending: Option<EndReason>,
    pub turn: u32,
    /// Routes established per seat (statistics; the bots value progress by it).
    pub established: [u16; 5],
    pub draws: u64,
    pub rng: GameRng,
    /// Britannia: permission cities (bits by city id) already used this turn.
    #[serde(default)]
    pub permits_used: u32,
    /// Mission cards (Big Box, Hansa League board): the card index per seat, secret until the end.
    #[serde(default)]
    pub missions: Vec<u8>,
    /// Emperor's favour tiles still on display (bits of `Favour`).
    #[serde(default)]
    pub favour_display: u8,
    /// Favour tiles held per seat (bits), empty without the option.
    #[serde(default)]
    pub favours: Vec<u8>,
    /// Nothing has been done yet this turn (a favour tile may be taken).
    #[serde(default)]
    pub fresh: bool,
    /// East board: offices founded by the sea-route bonus in each (yellow-)green city, by city id
    /// (empty until the first). They are the first entries of that city in `extras` (right of
    /// the offices founded there with the Extra office token) and may be swapped.
    #[serde(default)]
    pub bonus_offices: Vec<u8>,
    /// Steps in a row that changed nothing on the board or in a supply (starting a move and
    /// stopping it unmoved, ending a turn): how long the table has stood still (`BotHints::stalled`).
    #[serde(default)]
    pub idle_steps: u16,
}

impl Hansa {
    #[must_use]
    pub fn board(&self) -> &'static Board {
        board(self.side)
    }

    #[must_use]
    pub fn seat_count(&self) -> usize {
        usize::from(self.seats)
    }

    /// Actions allowed this turn.
    #[must_use]
    pub fn actions_allowed(&self) -> u8 {
        let extra = u8::from(self.favoured(self.current, crate::favour::Favour::ExtraAction));
        self.players[usize::from(self.current)].value(Ability::Actiones) + self.bonus_actions + extra
    }

    #[must_use]
    pub fn actions_left(&self) -> u8 {
        self.actions_allowed().saturating_sub(self.actions_used)
    }

    /// The seat that must decide now.
    #[must_use]
    pub fn active_seat(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Over => None,
            Phase::Displaced { victim, .. } => Some(Seat(self.decider_for(*victim))),
            _ => Some(Seat(self.current)),
        }
    }

    /// Who decides for an owner: the seat itself, or for the neutral colour the current player's
    /// opponent.
    #[must_use]
    pub fn decider_for(&self, owner: u8) -> u8 {
        if is_neutral(owner) { (self.current + 1) % self.seats } else { owner }
    }

    /// Free route spaces of a route.
    pub fn route_spaces(&self, route: RouteId) -> std::ops::Range<usize> {
        let r = self.board().route(route);
        let a = usize::from(r.first_space);
        a..a + usize::from(r.spaces)
    }

    /// The office slots of a city.
    pub fn city_slots(&self, city: CityId) -> std::ops::Range<usize> {
        let c = &self.board().city(city);
        let a = usize::from(c.first_office);
        a..a + c.offices.len()
    }

    /// Index (within the city) of the left-most free slot.
    #[must_use]
    pub fn next_slot(&self, city: CityId) -> Option<usize> {
        let r = self.city_slots(city);
        self.offices[r].iter().position(|&p| p.is_empty())
    }

    #[must_use]
    pub fn city_full(&self, city: CityId) -> bool {
        self.next_slot(city).is_none()
    }

    /// Who controls a city: most offices; a tie goes to the tied owner with the right-most office.
    #[must_use]
    pub fn controller(&self, city: CityId) -> Option<u8> {
        CityTally::of(self, city).controller()
    }

    /// Offices (slots and extras) an owner holds in a city.
    #[must_use]
    pub fn offices_in(&self, city: CityId, who: u8) -> u32 {
        CityTally::of(self, city).offices(who)
    }

    /// The largest network of connected cities holding a seat's offices: its office count.
    #[must_use]
    pub fn largest_network(&self, seat: u8) -> u32 {
        Holdings::of(self).largest_network(seat)
    }

    /// Whether the owner's offices link the two East–West cities.
    #[must_use]
    pub fn links_east_west(&self, who: u8) -> bool {
        let b = self.board();
        let ends: Vec<CityId> = b.city_ids().filter(|&c| b.city(c).east_west).collect();
        let [a, z] = ends[..] else { return false };
        let has = |c: CityId| self.offices_in(c, who) > 0;
        if !has(a) || !has(z) {
            return false;
        }
        let mut seen = vec![false; b.cities.len()];
        let mut stack = vec![a];
        seen[a.index()] = true;
        while let Some(c) = stack.pop() {
            if c == z {
                return true;
            }
            for &r in &b.city(c).routes {
                for &o in &b.route(r).cities {
                    if !seen[o.index()] && has(o) {
                        seen[o.index()] = true;
                        stack.push(o);
                    }
                }
            }
        }
        false
    }

    /// Every piece of a player colour by kind (traders, merchants), wherever it is, including a
    /// displaced piece in hand and the score marker.
    #[must_use]
    pub fn piece_count(&self, seat: u8) -> [u32; 2] {
        let p = &self.players[usize::from(seat)];
        let desk = p.desk();
        let mut out = [
            u32::from(desk[0]) + u32::from(p.personal[0]) + u32::from(p.general[0]) + 1,
            u32::from(desk[1]) + u32::from(p.personal[1]) + u32::from(p.general[1]),
        ];
        let extras = self.extras.iter().map(|(_, p)| p);
        let mut count = |x: Piece| {
            if x.owned_by(seat) {
                out[x.kind()] += 1;
            }
        };
        for &x in self.spaces.iter().chain(&self.offices).chain(extras).chain(&self.special) {
            count(x);
        }
        if let Phase::Displaced { pending, .. } = self.phase {
            count(pending);
        }
        if let Phase::Perk { pieces, .. } = self.phase
            && seat == self.current
        {
            out[0] += u32::from(pieces[0]);
            out[1] += u32::from(pieces[1]);
        }
        out
    }
}

/// Where an action's event texts go: kept for `apply`, never formatted for `advance`.
pub(crate) use kontor_engine::EventLog as Log;

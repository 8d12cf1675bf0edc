//! The game state: course, pawns, decks, market, blockades, caves and the turn in progress.

use kontor_engine::{BySeat, GameRng, Seat};
use serde::{Deserialize, Serialize};

use crate::course::{Course, NO_HEX};
use crate::data::Symbol;

/// A pawn that has reached El Dorado stands on the gate.
pub const GATE: u16 = NO_HEX;
/// Market slots.
pub const SLOTS: usize = 6;
/// Hand size after drawing.
pub const HAND: usize = 4;

/// What is played: a card kind from the hand or a cave token kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Source {
    Card(u8),
    Token(u8),
}

/// The card (or token) whose movement strength is in use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Active {
    pub source: Source,
    pub symbol: Symbol,
    /// Strength not used yet.
    pub left: u8,
    pub pawn: u8,
}

/// Where in the turn we are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Phase 1: move, use actions, explore, start a purchase, or end.
    Play,
    /// Entering rubble (or a rubble blockade): discard `left` more cards.
    Discarding {
        left: u8,
    },
    /// Entering a basecamp: remove `left` more cards from the game.
    Removing {
        left: u8,
    },
    /// Scientist / Travel Log / cave token: you may remove up to `left` more cards.
    Trimming {
        left: u8,
    },
    /// Transmitter: take any card for free.
    Transmitting,
    /// Cave token: discard cards, then draw as many (`done`).
    Replacing {
        count: u8,
    },
    /// Buying `kind`: pay with cards until `paid` ≥ `cost` (half coins).
    Paying {
        kind: u8,
        paid: u8,
        cost: u8,
    },
    /// Phase 2: you may discard hand cards before drawing back to 4.
    Cleanup,
    Over,
}

/// One player's cards, pawns and trophies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Sorted card kinds.
    pub hand: Vec<u8>,
    /// Draw pile, top = last.
    pub draw: Vec<u8>,
    /// Discard pile, top = last.
    pub discard: Vec<u8>,
    /// Cards played this turn (go to the discard pile at the end of the turn).
    pub played: Vec<u8>,
    /// Cave tokens held (sorted kinds).
    pub tokens: Vec<u8>,
    /// Blockade numbers taken.
    pub blockades: Vec<u8>,
    /// Pawn positions (hex index or [`GATE`]).
    pub pawns: Vec<u16>,
    /// Per pawn: caves it explored and may not explore again yet (bit per cave; see `caves.rs`).
    pub cave_lock: Vec<u16>,
}

impl Player {
    #[must_use]
    pub fn finished(&self) -> bool {
        self.pawns.iter().all(|&p| p == GATE)
    }

    #[must_use]
    pub fn card_count(&self) -> usize {
        self.hand.len() + self.draw.len() + self.discard.len() + self.played.len()
    }
}

/// Per-turn effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnFlags {
    /// Bit per pawn: moved this turn (may explore where it stands).
    pub moved: u8,
    /// Per pawn: locked caves it has stopped away from this turn (their locks lift at its end).
    pub away: [u16; 2],
    pub pass_occupied: bool,
    pub change_symbol: bool,
    pub keep_item: u8,
}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ElDorado {
    pub course: Course,
    pub caves_variant: bool,
    pub players: BySeat<Player>,
    pub turn: Seat,
    pub phase: Phase,
    pub active: Option<Active>,
    pub flags: TurnFlags,
    /// Market slots: the card kind on each, or `None` once its stack ran out.
    pub market: [Option<u8>; SLOTS],
    /// Cards left per kind (index = kind id; starting kinds stay 0).
    pub supply: Vec<u8>,
    /// Blockades still on the board: (border index, blockade number).
    pub blockades: Vec<(u8, u8)>,
    /// Token piles per cave (top = last).
    pub caves: Vec<Vec<u8>>,
    /// Cards removed from the game.
    pub boxed: Vec<u8>,
    /// Cave tokens used up.
    pub tokens_used: u8,
    pub reveals: u64,
    pub rng: GameRng,
}

impl ElDorado {
    /// Draws up to `n` cards into the hand, reshuffling the discard pile when the draw pile runs out.
    pub fn draw_cards(&mut self, seat: Seat, n: usize) -> usize {
        let mut drawn = 0;
        for _ in 0..n {
            let p = &mut self.players[seat];
            if p.draw.is_empty() {
                if p.discard.is_empty() {
                    break;
                }
                p.draw = std::mem::take(&mut p.discard);
                self.rng.shuffle(&mut p.draw);
            }
            let p = &mut self.players[seat];
            let Some(c) = p.draw.pop() else { break };
            let at = p.hand.partition_point(|&h| h <= c);
            p.hand.insert(at, c);
            drawn += 1;
            self.reveals += 1;
        }
        drawn
    }

    /// Every card in the game (decks, market supply, removed cards): always `8 × players + 54`.
    #[must_use]
    pub fn card_count(&self) -> usize {
        self.players.values().map(Player::card_count).sum::<usize>()
            + self.supply.iter().map(|&n| usize::from(n)).sum::<usize>()
            + self.boxed.len()
    }

    /// Every cave token (piles, held, used): 36 with caves, else 0.
    #[must_use]
    pub fn token_count(&self) -> usize {
        self.caves.iter().map(Vec::len).sum::<usize>()
            + self.players.values().map(|p| p.tokens.len()).sum::<usize>()
            + usize::from(self.tokens_used)
    }

    /// Who is standing on hex `h`.
    #[must_use]
    pub fn occupied(&self, h: u16) -> bool {
        self.players.values().any(|p| p.pawns.contains(&h))
    }

    /// The blockade (index into `blockades`) on border `border`, if still there.
    #[must_use]
    pub fn blockade_on(&self, border: usize) -> Option<usize> {
        self.blockades.iter().position(|&(b, _)| usize::from(b) == border)
    }

    /// Whether a standing blockade separates hexes `a` and `b` (on consecutive tiles).
    #[must_use]
    pub fn blocked(&self, a: u16, b: u16) -> bool {
        let (ta, tb) = (self.course.hex(a).tile, self.course.hex(b).tile);
        if ta == tb {
            return false;
        }
        let low = ta.min(tb);
        self.blockades.iter().any(|&(border, _)| self.course.borders[usize::from(border)].tile == low)
    }

    /// Total cost-to-goal of a seat's pawns.
    #[must_use]
    pub fn distance(&self, seat: Seat) -> u32 {
        self.players[seat]
            .pawns
            .iter()
            .map(|&p| if p == GATE { 0 } else { u32::from(self.course.dist[usize::from(p)]) })
            .sum()
    }

    /// Whether any player has finished.
    #[must_use]
    pub fn someone_finished(&self) -> bool {
        self.players.values().any(Player::finished)
    }
}

/// Where an action's event texts go: kept for `apply`, never formatted for `advance`.
pub(crate) use kontor_engine::EventLog as Log;

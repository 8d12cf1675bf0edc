//! The one `check` of every step, shared by the legal list (`legal.rs`) and `apply_in_place`
//! (`apply.rs`): phase 1 ("Faza 1. Zagranie kart": moving, blockades, actions, caves, buying) and
//! the card steps that follow special spaces, action cards and phase 2.

use kontor_engine::Seat;

use crate::action::{Action, RuleError};
use crate::data::{self, BLOCKADES, Colour, Symbol, Terrain, TokenEffect, card};
use crate::state::{ElDorado, GATE, Phase, Source};

/// How a move or blockade is paid.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Spend {
    /// Native card or token: ignore the cost.
    Free(Source),
    /// A new movement card or token.
    New { source: Source, symbol: Symbol, left: u8 },
    /// Strength left on the card in play.
    Carry { left: u8 },
    /// Rubble / basecamp: cards are paid in the next steps.
    Cards(Phase),
}

impl ElDorado {
    pub(crate) fn owns(&self, seat: Seat, source: Source) -> bool {
        let p = &self.players[seat];
        match source {
            Source::Card(k) => p.hand.binary_search(&k).is_ok(),
            Source::Token(t) => p.tokens.binary_search(&t).is_ok(),
        }
    }

    /// Movement symbol and strength of a source, if it moves at all.
    fn movement(source: Source) -> Option<(Option<Colour>, Option<Symbol>, u8)> {
        match source {
            Source::Card(k) => {
                let c = data::kind(k);
                (c.power > 0).then_some((Some(c.colour), None, c.power))
            }
            Source::Token(t) => match data::token(t).effect {
                TokenEffect::Move(s, p) => Some((None, Some(s), p)),
                _ => None,
            },
        }
    }

    fn is_native(source: Source) -> bool {
        match source {
            Source::Card(k) => k == native_kind(),
            Source::Token(t) => data::token(t).effect == TokenEffect::Native,
        }
    }

    /// What paying for a space (or blockade) of `terrain` and `strength` costs: a card or token
    /// named by the step, or (`None`) cards in the next steps or the strength left in play.
    fn spend(
        &self,
        seat: Seat,
        source: Option<Source>,
        pawn: u8,
        terrain: Terrain,
        strength: u8,
    ) -> Result<Spend, RuleError> {
        match (source, terrain) {
            (Some(src), _) => self.spend_source(seat, src, terrain, strength),
            (None, Terrain::Rubble | Terrain::Basecamp) => self.spend_cards(seat, terrain, strength),
            (None, _) => self.spend_carried(pawn, terrain, strength),
        }
    }

    /// "Dżungla, wioski, rzeki": a new card (or movement token) whose symbol matches the space and
    /// whose strength is at least the space's; the Native ignores both.
    fn spend_source(
        &self,
        seat: Seat,
        src: Source,
        terrain: Terrain,
        strength: u8,
    ) -> Result<Spend, RuleError> {
        if !self.owns(seat, src) {
            return Err(RuleError::NotHeld(src));
        }
        if Self::is_native(src) {
            return Ok(Spend::Free(src));
        }
        let Some((colour, token_symbol, power)) = Self::movement(src) else {
            return Err(RuleError::DoesNotMove(src));
        };
        let Some(need) = terrain.symbol() else {
            return Err(RuleError::PaidWithCards(terrain));
        };
        let fits = self.flags.change_symbol
            || match (colour, token_symbol) {
                (Some(c), _) => card_has(c, need),
                (None, Some(s)) => s == need,
                _ => false,
            };
        if !fits {
            return Err(RuleError::NoSymbol { card: src, symbol: need });
        }
        if power < strength {
            return Err(RuleError::TooWeak { card: src, power, strength });
        }
        Ok(Spend::New { source: src, symbol: need, left: power - strength })
    }

    /// "Pola specjalne": rubble takes any `strength` hand cards to the played ones, a basecamp
    /// takes them out of the game; they are chosen in the next steps.
    fn spend_cards(&self, seat: Seat, terrain: Terrain, strength: u8) -> Result<Spend, RuleError> {
        if self.players[seat].hand.len() < usize::from(strength) {
            return Err(RuleError::TooFewCards { terrain, strength });
        }
        Ok(Spend::Cards(if terrain == Terrain::Rubble {
            Phase::Discarding { left: strength }
        } else {
            Phase::Removing { left: strength }
        }))
    }

    /// Carrying on with the strength left on the card in play, for the same pawn and symbol.
    fn spend_carried(&self, pawn: u8, terrain: Terrain, strength: u8) -> Result<Spend, RuleError> {
        let Some(a) = self.active else {
            return Err(RuleError::NoCardInPlay);
        };
        if a.pawn != pawn {
            return Err(RuleError::InPlayForOtherPawn);
        }
        if Some(a.symbol) != terrain.symbol() {
            return Err(RuleError::InPlayFor(a.symbol));
        }
        if a.left < strength {
            return Err(RuleError::StrengthLeft { left: a.left, strength });
        }
        Ok(Spend::Carry { left: a.left - strength })
    }

    pub(crate) fn pawn_pos(&self, seat: Seat, pawn: u8) -> Result<u16, RuleError> {
        match self.players[seat].pawns.get(usize::from(pawn)) {
            None => Err(RuleError::NoSuchPawn),
            Some(&GATE) => Err(RuleError::PawnArrived),
            Some(&h) => Ok(h),
        }
    }

    pub(crate) fn check_move(
        &self,
        seat: Seat,
        source: Option<Source>,
        pawn: u8,
        to: u16,
    ) -> Result<Spend, RuleError> {
        let from = self.pawn_pos(seat, pawn)?;
        if usize::from(to) >= self.course.hexes.len() || !self.course.adjacent(from, to) {
            return Err(RuleError::NotNeighbour);
        }
        let hex = self.course.hex(to);
        match hex.terrain {
            Terrain::Mountain | Terrain::Cave => return Err(RuleError::Mountain),
            Terrain::Start => return Err(RuleError::StartSpace),
            _ => {}
        }
        if self.occupied(to) && !self.flags.pass_occupied {
            return Err(RuleError::Occupied(hex.label.clone()));
        }
        if self.blocked(from, to) {
            return Err(RuleError::BlockadeInTheWay);
        }
        self.spend(seat, source, pawn, hex.terrain, hex.strength)
    }

    pub(crate) fn check_blockade(
        &self,
        seat: Seat,
        source: Option<Source>,
        pawn: u8,
        number: u8,
    ) -> Result<(usize, Spend), RuleError> {
        let from = self.pawn_pos(seat, pawn)?;
        let Some(i) = self.blockades.iter().position(|&(_, n)| n == number) else {
            return Err(RuleError::NoBlockade(number));
        };
        let border = &self.course.borders[usize::from(self.blockades[i].0)];
        if !border.near.contains(&from) {
            return Err(RuleError::NotAtBlockade(number));
        }
        let (_, terrain, strength) = BLOCKADES[usize::from(number - 1)];
        Ok((i, self.spend(seat, source, pawn, terrain, strength)?))
    }

    fn check_use(&self, seat: Seat, source: Source) -> Result<(), RuleError> {
        if !self.owns(seat, source) {
            return Err(RuleError::NotHeld(source));
        }
        match source {
            Source::Card(k) => {
                let c = data::kind(k);
                if c.colour != Colour::Purple {
                    return Err(RuleError::NotAction(k));
                }
                if k == native_kind() {
                    return Err(RuleError::NativeMoves);
                }
                if c.code == "transmitter" && self.supply.iter().all(|&n| n == 0) {
                    return Err(RuleError::NothingToTake);
                }
                Ok(())
            }
            Source::Token(t) => match data::token(t).effect {
                TokenEffect::Move(..) | TokenEffect::Native => Err(RuleError::MovementToken),
                _ => Ok(()),
            },
        }
    }

    /// Whether a card of kind `k` may be bought with `purse` half coins.
    pub(crate) fn check_buy(&self, k: u8, purse: u32) -> Result<(), RuleError> {
        if !self.buyable(k) {
            return Err(RuleError::NotForSale);
        }
        if purse < 2 * u32::from(data::kind(k).cost) {
            return Err(RuleError::TooDear(k));
        }
        Ok(())
    }

    /// Whether the kind may be bought now (stock and market slot), ignoring money.
    pub(crate) fn buyable(&self, k: u8) -> bool {
        if !(card::FIRST_MARKET..card::KINDS).contains(&k) || self.supply[usize::from(k)] == 0 {
            return false;
        }
        self.market.contains(&Some(k)) || self.market.contains(&None)
    }

    /// What the hand (and coin tokens) can pay, in half coins.
    pub(crate) fn purse(&self, seat: Seat) -> u32 {
        let p = &self.players[seat];
        p.hand.iter().map(|&k| u32::from(data::kind(k).value_halves())).sum::<u32>()
            + p.tokens.iter().map(|&t| u32::from(token_coin_halves(t))).sum::<u32>()
    }

    /// "Zakup nowej karty": any hand card pays, and coin tokens; other tokens do not.
    fn check_pay(&self, seat: Seat, src: Source) -> Result<(), RuleError> {
        if !self.owns(seat, src) {
            return Err(RuleError::NotHeld(src));
        }
        if let Source::Token(t) = src
            && token_coin_halves(t) == 0
        {
            return Err(RuleError::OnlyCoinTokensPay);
        }
        Ok(())
    }

    /// Checks an action without changing anything: phase 1's steps, paying, then the card steps
    /// after special spaces, action cards and phase 2. One match: split into a function per phase,
    /// it cost a uniformly random playout about 1% more instructions (every candidate step of the
    /// legal list passes through here).
    pub fn check(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        if seat != self.turn {
            return Err(RuleError::NotYourTurn(self.turn));
        }
        let hand_has = |k: u8| self.players[seat].hand.binary_search(&k).is_ok();
        match (self.phase, action) {
            (Phase::Play, Action::Move { source, pawn, to }) => {
                self.check_move(seat, *source, *pawn, *to).map(|_| ())
            }
            (Phase::Play, Action::Blockade { source, pawn, number }) => {
                self.check_blockade(seat, *source, *pawn, *number).map(|_| ())
            }
            (Phase::Play, Action::Use(source)) => self.check_use(seat, *source),
            (Phase::Play, Action::Explore { pawn, cave }) => {
                self.check_explore(seat, *pawn, *cave).map(|_| ())
            }
            (Phase::Play, Action::Buy(k)) => self.check_buy(*k, self.purse(seat)),
            (Phase::Play, Action::End) => Ok(()),
            (Phase::Paying { .. }, Action::Pay(src)) => self.check_pay(seat, *src),
            (Phase::Discarding { .. } | Phase::Cleanup, Action::Discard(k)) if hand_has(*k) => Ok(()),
            (Phase::Replacing { count }, Action::Discard(k)) if hand_has(*k) && count < 4 => Ok(()),
            (Phase::Removing { .. } | Phase::Trimming { .. }, Action::Remove(k)) if hand_has(*k) => Ok(()),
            (Phase::Trimming { .. } | Phase::Replacing { .. } | Phase::Cleanup, Action::Done) => Ok(()),
            (Phase::Transmitting, Action::Take(k))
                if (card::FIRST_MARKET..card::KINDS).contains(k) && self.supply[usize::from(*k)] > 0 =>
            {
                Ok(())
            }
            (
                Phase::Discarding { .. }
                | Phase::Removing { .. }
                | Phase::Trimming { .. }
                | Phase::Replacing { .. }
                | Phase::Cleanup,
                Action::Discard(_) | Action::Remove(_),
            ) => Err(RuleError::NoSuchCard),
            (phase, _) => Err(RuleError::WrongPhase(phase)),
        }
    }
}

/// Whether a card colour carries a symbol.
fn card_has(colour: Colour, symbol: Symbol) -> bool {
    match colour {
        Colour::Green => symbol == Symbol::Machete,
        Colour::Blue => symbol == Symbol::Paddle,
        Colour::Yellow => symbol == Symbol::Coin,
        Colour::White => true,
        Colour::Purple => false,
    }
}

/// The Native's kind id.
pub(crate) fn native_kind() -> u8 {
    static NATIVE: std::sync::LazyLock<u8> =
        std::sync::LazyLock::new(|| data::kind_id("native").expect("native"));
    *NATIVE
}

/// Coin value of a token, in half coins.
pub(crate) fn token_coin_halves(t: u8) -> u8 {
    match data::token(t).effect {
        TokenEffect::Move(Symbol::Coin, p) => 2 * p,
        _ => 0,
    }
}

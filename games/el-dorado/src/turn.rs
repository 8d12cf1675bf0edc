//! Phase 1 (moving, blockades, actions, caves, buying), phase 2 (discard) and phase 3 (draw), as
//! one `check` (shared by `legal` and `apply`) and one `apply_in_place`.

use kontor_engine::{Seat, text};

use crate::action::{Action, RuleError};
use crate::data::{self, BLOCKADES, Colour, Symbol, Terrain, TokenEffect, card};
use crate::state::{Active, ElDorado, GATE, HAND, Log, Phase, Source};
use crate::texts::{Case, card_in, source_in};

/// How a move or blockade is paid.
#[derive(Clone, Copy, Debug)]
enum Spend {
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

    fn spend(
        &self,
        seat: Seat,
        source: Option<Source>,
        pawn: u8,
        terrain: Terrain,
        strength: u8,
    ) -> Result<Spend, RuleError> {
        match source {
            Some(src) => {
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
            None => match terrain {
                Terrain::Rubble | Terrain::Basecamp => {
                    if self.players[seat].hand.len() < usize::from(strength) {
                        return Err(RuleError::TooFewCards { terrain, strength });
                    }
                    Ok(Spend::Cards(if terrain == Terrain::Rubble {
                        Phase::Discarding { left: strength }
                    } else {
                        Phase::Removing { left: strength }
                    }))
                }
                _ => {
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
            },
        }
    }

    pub(crate) fn pawn_pos(&self, seat: Seat, pawn: u8) -> Result<u16, RuleError> {
        match self.players[seat].pawns.get(usize::from(pawn)) {
            None => Err(RuleError::NoSuchPawn),
            Some(&GATE) => Err(RuleError::PawnArrived),
            Some(&h) => Ok(h),
        }
    }

    fn check_move(&self, seat: Seat, source: Option<Source>, pawn: u8, to: u16) -> Result<Spend, RuleError> {
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

    fn check_blockade(
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

    /// Checks an action without changing anything.
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
            (Phase::Paying { .. }, Action::Pay(src)) => {
                if !self.owns(seat, *src) {
                    return Err(RuleError::NotHeld(*src));
                }
                if let Source::Token(t) = src
                    && token_coin_halves(*t) == 0
                {
                    return Err(RuleError::OnlyCoinTokensPay);
                }
                Ok(())
            }
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

    /// Plays a card or token from the player for its main effect.
    fn consume(&mut self, seat: Seat, source: Source) {
        match source {
            Source::Card(k) => {
                let p = &mut self.players[seat];
                let at = p.hand.binary_search(&k).expect("owned card");
                p.hand.remove(at);
                if data::kind(k).single_use {
                    if self.flags.keep_item > 0 {
                        self.flags.keep_item -= 1;
                        self.players[seat].played.push(k);
                    } else {
                        self.boxed.push(k);
                    }
                } else {
                    p.played.push(k);
                }
            }
            Source::Token(t) => self.spend_token(seat, t),
        }
    }

    fn spend_token(&mut self, seat: Seat, t: u8) {
        let p = &mut self.players[seat];
        let at = p.tokens.binary_search(&t).expect("owned token");
        p.tokens.remove(at);
        self.tokens_used += 1;
    }

    fn take_hand(&mut self, seat: Seat, k: u8) {
        let p = &mut self.players[seat];
        let at = p.hand.binary_search(&k).expect("held card");
        p.hand.remove(at);
    }

    fn apply_spend(&mut self, seat: Seat, pawn: u8, spend: Spend) {
        if let Spend::New { .. } = spend {
            self.flags.change_symbol = false;
        }
        self.active = match spend {
            Spend::Free(src) => {
                self.consume(seat, src);
                None
            }
            Spend::New { source, symbol, left } => {
                self.consume(seat, source);
                (left > 0).then_some(Active { source, symbol, left, pawn })
            }
            Spend::Carry { left } => self.active.filter(|_| left > 0).map(|a| Active { left, ..a }),
            Spend::Cards(phase) => {
                self.phase = phase;
                None
            }
        };
    }

    /// Applies an action after checking it, all in place: a refused action changes nothing.
    /// The event texts go to `log` (a quiet log never builds them).
    pub(crate) fn apply_in_place(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        self.check(seat, action)?;
        let who = seat;
        if self.caves_variant {
            // A step that does not carry on with the card in play ends every movement.
            let moving = self.active.filter(|_| self.carries_on(action)).map(|a| a.pawn);
            self.settle(seat, moving);
        }
        match *action {
            Action::Move { source, pawn, to } => {
                let spend = self.check_move(seat, source, pawn, to)?;
                self.apply_spend(seat, pawn, spend);
                log.public(|| {
                    let hex = self.course.hex(to).label.as_str();
                    match spend {
                        Spend::Free(s) | Spend::New { source: s, .. } => {
                            text!(
                                "el-dorado-moves-with",
                                who = who,
                                hex = hex,
                                source = source_in(s, Case::Accusative)
                            )
                        }
                        _ => text!("el-dorado-moves", who = who, hex = hex),
                    }
                });
                self.flags.moved |= 1 << pawn;
                let finish = self.course.is_finish(to);
                self.players[seat].pawns[usize::from(pawn)] = if finish { GATE } else { to };
                if finish {
                    self.active = None;
                    log.public(|| text!("el-dorado-reaches", who = who));
                }
            }
            Action::Blockade { source, pawn, number } => {
                let (i, spend) = self.check_blockade(seat, source, pawn, number)?;
                self.apply_spend(seat, pawn, spend);
                self.blockades.remove(i);
                let p = &mut self.players[seat];
                p.blockades.push(number);
                log.public(|| text!("el-dorado-takes-blockade", who = who, number = number));
            }
            Action::Use(source) => {
                self.active = None;
                self.consume(seat, source);
                log.public(|| {
                    text!("el-dorado-uses", who = who, source = source_in(source, Case::Accusative))
                });
                match source {
                    Source::Card(k) => match data::kind(k).code.as_str() {
                        "transmitter" => self.phase = Phase::Transmitting,
                        "cartographer" => {
                            self.draw_cards(seat, 2);
                        }
                        "compass" => {
                            self.draw_cards(seat, 3);
                        }
                        "scientist" => {
                            self.draw_cards(seat, 1);
                            self.phase = Phase::Trimming { left: 1 };
                        }
                        "travel-log" => {
                            self.draw_cards(seat, 2);
                            self.phase = Phase::Trimming { left: 2 };
                        }
                        _ => {}
                    },
                    Source::Token(t) => match data::token(t).effect {
                        TokenEffect::Draw => {
                            self.draw_cards(seat, 1);
                        }
                        TokenEffect::Remove => self.phase = Phase::Trimming { left: 1 },
                        TokenEffect::Replace => self.phase = Phase::Replacing { count: 0 },
                        TokenEffect::KeepItem => self.flags.keep_item += 1,
                        TokenEffect::PassOccupied => self.flags.pass_occupied = true,
                        TokenEffect::ChangeSymbol => self.flags.change_symbol = true,
                        TokenEffect::Move(..) | TokenEffect::Native => {}
                    },
                }
            }
            Action::Explore { pawn, cave } => {
                let ci = self.check_explore(seat, pawn, cave)?;
                self.active = None;
                let t = self.caves[ci].pop().expect("non-empty cave");
                self.reveals += 1;
                let p = &mut self.players[seat];
                p.cave_lock[usize::from(pawn)] |= 1 << ci;
                let at = p.tokens.partition_point(|&x| x <= t);
                p.tokens.insert(at, t);
                log.public(|| {
                    text!(
                        "el-dorado-explores",
                        who = who,
                        hex = self.course.hex(cave).label.as_str(),
                        token = source_in(Source::Token(t), Case::Accusative)
                    )
                });
            }
            Action::Buy(k) => {
                self.active = None;
                self.phase = Phase::Paying { kind: k, paid: 0, cost: data::kind(k).cost * 2 };
            }
            Action::Pay(src) => {
                let Phase::Paying { kind, paid, cost } = self.phase else { unreachable!("checked") };
                let value = match src {
                    Source::Card(k) => {
                        self.take_hand(seat, k);
                        self.players[seat].played.push(k);
                        data::kind(k).value_halves()
                    }
                    Source::Token(t) => {
                        self.spend_token(seat, t);
                        token_coin_halves(t)
                    }
                };
                let paid = paid + value;
                if paid >= cost {
                    self.gain(kind);
                    self.players[seat].discard.push(kind);
                    log.public(|| text!("el-dorado-buys", who = who, card = card_in(kind, Case::Accusative)));
                    self.end_phase_one(seat, log);
                } else {
                    self.phase = Phase::Paying { kind, paid, cost };
                }
            }
            Action::Discard(k) => {
                self.take_hand(seat, k);
                match self.phase {
                    Phase::Discarding { left } => {
                        self.players[seat].played.push(k);
                        self.phase =
                            if left > 1 { Phase::Discarding { left: left - 1 } } else { Phase::Play };
                    }
                    Phase::Replacing { count } => {
                        self.players[seat].discard.push(k);
                        self.phase = Phase::Replacing { count: count + 1 };
                    }
                    _ => self.players[seat].discard.push(k),
                }
            }
            Action::Remove(k) => {
                self.take_hand(seat, k);
                self.boxed.push(k);
                log.public(|| text!("el-dorado-removes", who = who, card = card_in(k, Case::Accusative)));
                self.phase = match self.phase {
                    Phase::Removing { left } if left > 1 => Phase::Removing { left: left - 1 },
                    Phase::Trimming { left } if left > 1 => Phase::Trimming { left: left - 1 },
                    _ => Phase::Play,
                };
            }
            Action::Take(k) => {
                self.gain(k);
                self.players[seat].discard.push(k);
                log.public(|| text!("el-dorado-transmits", who = who, card = card_in(k, Case::Accusative)));
                self.phase = Phase::Play;
            }
            Action::Done => match self.phase {
                Phase::Replacing { count } => {
                    self.draw_cards(seat, usize::from(count));
                    self.phase = Phase::Play;
                }
                Phase::Cleanup => self.finish_turn(seat, log),
                _ => self.phase = Phase::Play,
            },
            Action::End => {
                self.active = None;
                self.end_phase_one(seat, log);
            }
        }
        if self.caves_variant && self.turn == seat && self.phase != Phase::Over {
            self.settle(seat, self.active.map(|a| a.pawn));
        }
        Ok(())
    }

    /// Takes one card of kind `k` from its stack, moving a reserve stack onto a free slot.
    fn gain(&mut self, k: u8) {
        if !self.market.contains(&Some(k))
            && let Some(slot) = self.market.iter().position(Option::is_none)
        {
            self.market[slot] = Some(k);
        }
        self.supply[usize::from(k)] -= 1;
        if self.supply[usize::from(k)] == 0
            && let Some(slot) = self.market.iter().position(|&s| s == Some(k))
        {
            self.market[slot] = None;
        }
    }

    fn end_phase_one(&mut self, seat: Seat, log: &mut Log) {
        self.active = None;
        if self.players[seat].hand.is_empty() {
            self.finish_turn(seat, log);
        } else {
            self.phase = Phase::Cleanup;
        }
    }

    /// Phases 2 and 3, then the next player (or the end of the game after a finished round).
    fn finish_turn(&mut self, seat: Seat, log: &mut Log) {
        let p = &mut self.players[seat];
        let played = std::mem::take(&mut p.played);
        p.discard.extend(played);
        let need = HAND.saturating_sub(self.players[seat].hand.len());
        self.draw_cards(seat, need);
        self.lift_cave_locks(seat);
        self.flags = Default::default();
        self.active = None;
        let next = seat.next(self.seat_count());
        if next == Seat(0) && self.someone_finished() {
            self.phase = Phase::Over;
            log.public(|| text!("el-dorado-game-over"));
        } else {
            self.turn = next;
            self.phase = Phase::Play;
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

/// Notation code of a source.
#[must_use]
pub fn source_code(s: Source) -> String {
    match s {
        Source::Card(k) => data::kind(k).code.clone(),
        Source::Token(t) => data::token(t).code.to_string(),
    }
}

/// Readable English name of a source, for the renderer; players read [`crate::source_text`].
#[must_use]
pub fn source_name(s: Source) -> String {
    match s {
        Source::Card(k) => data::kind(k).name_en.clone(),
        Source::Token(t) => format!("the {} token", data::token(t).name),
    }
}

//! Applying a checked step, one function per step of the turn as the rulebook splits it: phase 1
//! ("Faza 1. Zagranie kart": moving, blockades, special actions, caves, buying and paying), the card
//! steps after special spaces and action cards, and phases 2 and 3 ("Odłożenie kart", "Dobranie
//! kart") with the end of the game ("Koniec gry").
//!
//! `Rules` is implemented here: setup, who acts, the legal list, `apply_in_place` and the
//! outcome.

use kontor_engine::{BySeat, Event, GameRng, Options, Outcome, Rules, Seat, SetupError, text};

use crate::action::{Action, RuleError};
use crate::check::{Spend, token_coin_halves};
use crate::data::{self, TokenEffect, card};
use crate::setup;
use crate::state::{Active, ElDorado, GATE, HAND, Log, Phase, Source, TurnFlags};
use crate::texts::{Case, card_in, source_in};

impl Rules for ElDorado {
    type Action = Action;
    type Error = RuleError;

    const NAME: &'static str = "el-dorado";

    /// Sets up a race in the rulebook's order (the steps are in `setup.rs`).
    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_seats::<Self>(seats)?;
        let choices = setup::Choices::read(options)?;
        let mut rng = GameRng::from_seed(seed);
        let course = setup::course(choices.course.as_deref(), &mut rng)?;
        let blockades = setup::blockades(&course, &mut rng);
        let (supply, market) = setup::market();
        let caves = if choices.caves { setup::caves(&course, &mut rng) } else { Vec::new() };
        let players = BySeat::from_fn(seats, |seat| setup::player(&course, seats, seat));
        let mut game = ElDorado {
            course,
            caves_variant: choices.caves,
            players,
            turn: Seat(0),
            phase: Phase::Play,
            active: None,
            flags: TurnFlags::default(),
            market,
            supply,
            blockades,
            caves,
            boxed: Vec::new(),
            tokens_used: 0,
            reveals: 0,
            rng,
        };
        // "Przed pierwszą rundą weźcie do ręki po 4 karty."
        for seat in Seat::all(seats) {
            let p = &mut game.players[seat];
            game.rng.shuffle(&mut p.draw);
            game.draw_cards(seat, HAND);
        }
        Ok(game)
    }

    fn seats(&self) -> usize {
        self.players.len()
    }

    fn active_seat(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.turn)
    }

    /// Every legal action of `seat`: the candidates of the phase that pass `check`.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.phase == Phase::Over || seat != self.turn {
            return Vec::new();
        }
        let hand = || self.hand_kinds(seat).into_iter();
        match self.phase {
            Phase::Play => self.legal_play(seat),
            Phase::Paying { .. } => self.checked(seat, self.sources(seat).into_iter().map(Action::Pay)),
            Phase::Discarding { .. } | Phase::Replacing { .. } | Phase::Cleanup => {
                self.checked(seat, hand().map(Action::Discard).chain([Action::Done]))
            }
            Phase::Removing { .. } | Phase::Trimming { .. } => {
                self.checked(seat, hand().map(Action::Remove).chain([Action::Done]))
            }
            Phase::Transmitting => self.checked(seat, (card::FIRST_MARKET..card::KINDS).map(Action::Take)),
            Phase::Over => Vec::new(),
        }
    }

    /// Applies an action after checking it, all in place: a refused action changes nothing.
    /// The event texts go to `log` (a quiet log never builds them).
    fn apply_in_place(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), RuleError> {
        self.check(seat, action)?;
        if self.caves_variant {
            // A step that does not carry on with the card in play ends every movement.
            let moving = self.active.filter(|_| self.carries_on(action)).map(|a| a.pawn);
            self.settle(seat, moving);
        }
        match *action {
            Action::Move { source, pawn, to } => self.move_pawn(seat, source, pawn, to, log)?,
            Action::Blockade { source, pawn, number } => {
                self.take_blockade(seat, source, pawn, number, log)?;
            }
            Action::Use(source) => self.use_source(seat, source, log),
            Action::Explore { pawn, cave } => self.explore(seat, pawn, cave, log)?,
            Action::Buy(k) => self.start_buying(k),
            Action::Pay(src) => self.pay(seat, src, log),
            Action::Discard(k) => self.discard(seat, k),
            Action::Remove(k) => self.remove(seat, k, log),
            Action::Take(k) => self.transmit(seat, k, log),
            Action::Done => self.done(seat, log),
            Action::End => self.end_phase_one(seat, log),
        }
        if self.caves_variant && self.turn == seat && self.phase != Phase::Over {
            self.settle(seat, self.active.map(|a| a.pawn));
        }
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn reveal_count(&self) -> u64 {
        self.reveals
    }

    fn opening_events(&self) -> Vec<Event> {
        let id = if self.caves_variant { "el-dorado-opening-caves" } else { "el-dorado-opening" };
        vec![Event::public(text!(id, course = self.course.text(), who = Seat(0)))]
    }
}

impl ElDorado {
    /// "Przesunięcie pionka": one space, paid by a new card, the strength in play or the cards of a
    /// special space; a pawn reaching the end tile moves on to the gate.
    fn move_pawn(
        &mut self,
        seat: Seat,
        source: Option<Source>,
        pawn: u8,
        to: u16,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let spend = self.check_move(seat, source, pawn, to)?;
        self.apply_spend(seat, pawn, spend);
        log.public(|| {
            let hex = self.course.hex(to).label.as_str();
            match spend {
                Spend::Free(s) | Spend::New { source: s, .. } => {
                    text!(
                        "el-dorado-moves-with",
                        who = seat,
                        hex = hex,
                        source = source_in(s, Case::Accusative)
                    )
                }
                _ => text!("el-dorado-moves", who = seat, hex = hex),
            }
        });
        self.flags.moved |= 1 << pawn;
        let finish = self.course.is_finish(to);
        self.players[seat].pawns[usize::from(pawn)] = if finish { GATE } else { to };
        if finish {
            self.active = None;
            log.public(|| text!("el-dorado-reaches", who = seat));
        }
        Ok(())
    }

    /// "Blokady": paid like a space; the player keeps the blockade.
    fn take_blockade(
        &mut self,
        seat: Seat,
        source: Option<Source>,
        pawn: u8,
        number: u8,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let (i, spend) = self.check_blockade(seat, source, pawn, number)?;
        self.apply_spend(seat, pawn, spend);
        self.blockades.remove(i);
        self.players[seat].blockades.push(number);
        log.public(|| text!("el-dorado-takes-blockade", who = seat, number = number));
        Ok(())
    }

    /// "Wykonanie akcji specjalnych": a purple card or a cave token, for its effect.
    fn use_source(&mut self, seat: Seat, source: Source, log: &mut Log) {
        self.active = None;
        self.consume(seat, source);
        log.public(|| text!("el-dorado-uses", who = seat, source = source_in(source, Case::Accusative)));
        match source {
            Source::Card(k) => self.use_card(seat, k),
            Source::Token(t) => self.use_token(seat, t),
        }
    }

    /// The purple cards ("Nadajnik", "Kartograf", "Kompas", "Dr botaniki", "Dziennik podróży").
    fn use_card(&mut self, seat: Seat, k: u8) {
        match data::kind(k).code.as_str() {
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
        }
    }

    /// The action tokens of the caves variant ("Żetony jaskiń").
    fn use_token(&mut self, seat: Seat, t: u8) {
        match data::token(t).effect {
            TokenEffect::Draw => {
                self.draw_cards(seat, 1);
            }
            TokenEffect::Remove => self.phase = Phase::Trimming { left: 1 },
            TokenEffect::Replace => self.phase = Phase::Replacing { count: 0 },
            TokenEffect::KeepItem => self.flags.keep_item += 1,
            TokenEffect::PassOccupied => self.flags.pass_occupied = true,
            TokenEffect::ChangeSymbol => self.flags.change_symbol = true,
            TokenEffect::Move(..) | TokenEffect::Native => {}
        }
    }

    /// "Wariant z jaskiniami": the top token of a cave next to where the pawn stopped.
    fn explore(&mut self, seat: Seat, pawn: u8, cave: u16, log: &mut Log) -> Result<(), RuleError> {
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
                who = seat,
                hex = self.course.hex(cave).label.as_str(),
                token = source_in(Source::Token(t), Case::Accusative)
            )
        });
        Ok(())
    }

    /// "Zakup nowej karty": the purchase is paid card by card in the next steps.
    fn start_buying(&mut self, k: u8) {
        self.active = None;
        self.phase = Phase::Paying { kind: k, paid: 0, cost: data::kind(k).cost * 2 };
    }

    /// One card or coin token towards the price; no change is given, and the bought card goes to
    /// the discard pile, which ends phase 1.
    fn pay(&mut self, seat: Seat, src: Source, log: &mut Log) {
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
        if paid < cost {
            self.phase = Phase::Paying { kind, paid, cost };
            return;
        }
        self.gain(kind);
        self.players[seat].discard.push(kind);
        log.public(|| text!("el-dorado-buys", who = seat, card = card_in(kind, Case::Accusative)));
        self.end_phase_one(seat, log);
    }

    /// A hand card to the played cards (rubble) or to the discard pile (a cave token's
    /// replacing, phase 2).
    fn discard(&mut self, seat: Seat, k: u8) {
        self.take_hand(seat, k);
        match self.phase {
            Phase::Discarding { left } => {
                self.players[seat].played.push(k);
                self.phase = if left > 1 { Phase::Discarding { left: left - 1 } } else { Phase::Play };
            }
            Phase::Replacing { count } => {
                self.players[seat].discard.push(k);
                self.phase = Phase::Replacing { count: count + 1 };
            }
            _ => self.players[seat].discard.push(k),
        }
    }

    /// A hand card out of the game (a basecamp, Dr botaniki, Dziennik podróży, a cave token).
    fn remove(&mut self, seat: Seat, k: u8, log: &mut Log) {
        self.take_hand(seat, k);
        self.boxed.push(k);
        log.public(|| text!("el-dorado-removes", who = seat, card = card_in(k, Case::Accusative)));
        self.phase = match self.phase {
            Phase::Removing { left } if left > 1 => Phase::Removing { left: left - 1 },
            Phase::Trimming { left } if left > 1 => Phase::Trimming { left: left - 1 },
            _ => Phase::Play,
        };
    }

    /// "Nadajnik": any card for free, to the discard pile; not a purchase.
    fn transmit(&mut self, seat: Seat, k: u8, log: &mut Log) {
        self.gain(k);
        self.players[seat].discard.push(k);
        log.public(|| text!("el-dorado-transmits", who = seat, card = card_in(k, Case::Accusative)));
        self.phase = Phase::Play;
    }

    /// Stops removing or replacing (drawing as many as were discarded), or ends phase 2.
    fn done(&mut self, seat: Seat, log: &mut Log) {
        match self.phase {
            Phase::Replacing { count } => {
                self.draw_cards(seat, usize::from(count));
                self.phase = Phase::Play;
            }
            Phase::Cleanup => self.finish_turn(seat, log),
            _ => self.phase = Phase::Play,
        }
    }

    /// Plays a card or token from the player for its main effect ("Karty jednorazowe" go to the
    /// box).
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

    /// Takes one card of kind `k` from its stack, moving a reserve stack onto a free slot ("Rynek").
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

    /// The end of phase 1: phase 2 asks about the hand cards left, if any.
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
        let next = seat.next(self.seats());
        if next == Seat(0) && self.someone_finished() {
            self.phase = Phase::Over;
            log.public(|| text!("el-dorado-game-over"));
        } else {
            self.turn = next;
            self.phase = Phase::Play;
        }
    }
}

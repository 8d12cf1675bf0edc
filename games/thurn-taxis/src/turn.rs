//! A turn ("Przebieg rozgrywki"): an official, taking cards ("Dodawanie karty miasta na rękę"),
//! playing cards ("Zagrywanie karty miasta z ręki"), and the automatic steps between them.

use kontor_engine::{Rules, Seat, text};

use crate::action::{End, Official, RuleError, Source};
use crate::board::{City, cities_of};
use crate::state::{DISPLAY_SIZE, MIN_CLOSE, Phase, Step, ThurnTaxis};
use kontor_engine::EventLog as Log;

impl ThurnTaxis {
    /// Whether `seat` must use the Postmaster this turn (first round, or no cards in hand).
    #[must_use]
    pub fn postmaster_compulsory(&self, seat: Seat) -> bool {
        self.is_first_round() || self.players[seat].hand.is_empty()
    }

    /// Starts the turn of `seat`: refills the display, then the official step (the compulsory
    /// Postmaster is taken automatically).
    pub(crate) fn begin_turn(&mut self, seat: Seat, log: &mut Log) {
        self.official = None;
        self.refill_display();
        if self.postmaster_compulsory(seat) {
            self.official = Some(Official::Postmaster);
            self.phase = Phase::Turn { seat, step: Step::Draw { left: 2 } };
            let why = if self.is_first_round() { "first-round" } else { "no-cards" };
            log.public(|| text!("thurn-taxis-postmaster-compulsory", who = seat, why = why));
            return;
        }
        self.phase = Phase::Turn { seat, step: Step::Start };
    }

    /// Ends the turn of `seat`: the next seat begins, or the game ends after the last seat of the
    /// final round ("Zakończenie gry").
    pub(crate) fn end_turn(&mut self, seat: Seat, log: &mut Log) {
        self.turns += 1;
        self.official = None;
        let next = Seat(((usize::from(seat.0) + 1) % self.seats()) as u8);
        if self.game_end.is_some() && next == self.start_player {
            self.phase = Phase::Over;
            log.public(|| text!("thurn-taxis-game-ends"));
            return;
        }
        self.begin_turn(next, log);
    }

    /// Moves past steps where nothing can be chosen: nothing to draw, nothing to play, or only
    /// `end` left (a route too short to close).
    pub(crate) fn settle(&mut self, log: &mut Log) {
        for _ in 0..64 {
            let Phase::Turn { seat, step } = self.phase else { break };
            let p = &self.players[seat];
            let next = match step {
                Step::Start | Step::Draw { .. } if !self.can_draw() => Step::Play { second: false },
                Step::Play { second: false } if p.hand.is_empty() => Step::Close,
                Step::Play { second: true } if self.extension_masks(seat) == (0, 0) => Step::Close,
                Step::Close if p.route.len() < MIN_CLOSE => {
                    self.end_turn(seat, log);
                    continue;
                }
                _ => break,
            };
            self.phase = Phase::Turn { seat, step: next };
        }
    }

    /// Whether any card can be taken (face up, or from the deck after reshuffling).
    #[must_use]
    pub fn can_draw(&self) -> bool {
        self.display.iter().any(Option::is_some) || self.deck_available()
    }

    /// Choosing the official of this turn (or none).
    pub(crate) fn choose_official(
        &mut self,
        seat: Seat,
        official: Official,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        if self.postmaster_compulsory(seat) && official != Official::Postmaster {
            return Err(RuleError::PostmasterCompulsory);
        }
        self.official = Some(official);
        let left = if official == Official::Postmaster { 2 } else { 1 };
        self.phase = Phase::Turn { seat, step: Step::Draw { left } };
        log.public(|| text!("thurn-taxis-takes-official", who = seat, official = official.word()));
        if official == Official::Administrator {
            for slot in &mut self.display {
                if let Some(city) = slot.take() {
                    self.discard.add(city);
                }
            }
            self.refill_display();
            log.public(|| text!("thurn-taxis-administrator-replaces", cards = self.display_codes()));
        }
        Ok(())
    }

    /// The face-up cards as codes, `-` for an empty slot.
    #[must_use]
    pub fn display_codes(&self) -> String {
        self.display.iter().map(|s| s.map_or("-", City::code)).collect::<Vec<_>>().join(" ")
    }

    /// Taking one card into hand.
    pub(crate) fn draw(
        &mut self,
        seat: Seat,
        left: u8,
        source: Source,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let city = match source {
            Source::Display(slot) => {
                let city = self
                    .display
                    .get_mut(usize::from(slot))
                    .and_then(Option::take)
                    .ok_or(RuleError::EmptySlot { slot: slot + 1 })?;
                self.display[usize::from(slot)] = self.draw_card();
                log.public(|| {
                    text!("thurn-taxis-takes-face-up", who = seat, code = city.code(), city = city.text())
                });
                city
            }
            Source::Deck => {
                let city = self.draw_card().ok_or(RuleError::NoCardsLeft)?;
                log.public(|| text!("thurn-taxis-draws-deck", who = seat));
                log.private(seat, || text!("thurn-taxis-you-draw", code = city.code(), city = city.text()));
                city
            }
        };
        self.players[seat].hand.add(city);
        let step = if left > 1 { Step::Draw { left: left - 1 } } else { Step::Play { second: false } };
        self.phase = Phase::Turn { seat, step };
        Ok(())
    }

    /// Hand cards that may extend the route of `seat`, with the end they go to.
    #[must_use]
    pub fn extensions(&self, seat: Seat) -> Vec<(End, City)> {
        let mut out = Vec::new();
        self.for_each_extension(seat, |end, city| out.push((end, city)));
        out
    }

    /// Calls `f` with each hand card that may extend the route of `seat` and its end, city by
    /// city, left end first (the legal list and [`Self::extensions`]).
    pub(crate) fn for_each_extension(&self, seat: Seat, mut f: impl FnMut(End, City)) {
        let (left, right) = self.extension_masks(seat);
        for city in cities_of(left | right) {
            if left & city.bit() != 0 {
                f(End::Left, city);
            }
            if right & city.bit() != 0 {
                f(End::Right, city);
            }
        }
    }

    /// Hand cards (bit masks of cities) that may go at the left and at the right end of the route
    /// of `seat`; both empty without a route.
    #[must_use]
    pub fn extension_masks(&self, seat: Seat) -> (u32, u32) {
        let p = &self.players[seat];
        let (Some(&left), Some(&right)) = (p.route.first(), p.route.last()) else { return (0, 0) };
        let free = p.hand.bits() as u32 & !p.route_mask();
        (free & left.neighbours(), free & right.neighbours())
    }

    /// Adding a hand card at one end of the route.
    pub(crate) fn extend(
        &mut self,
        seat: Seat,
        second: bool,
        end: End,
        city: City,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        self.check_extend(seat, end, city)?;
        let p = &mut self.players[seat];
        p.hand.remove(city);
        match end {
            End::Left => p.route.insert(0, city),
            End::Right => p.route.push(city),
        }
        log.public(|| {
            text!(
                "thurn-taxis-extends",
                who = seat,
                code = city.code(),
                city = city.text(),
                end = crate::legal::end_word(end),
                route = route_codes(&p.route),
            )
        });
        self.after_play(seat, second);
        Ok(())
    }

    /// Whether a hand card may go at `end` of the route: a city not on it yet, connected to the
    /// city at that end.
    fn check_extend(&self, seat: Seat, end: End, city: City) -> Result<(), RuleError> {
        let p = &self.players[seat];
        if !p.hand.contains(city) {
            return Err(RuleError::NotInHand(city));
        }
        let (Some(&left), Some(&right)) = (p.route.first(), p.route.last()) else {
            return Err(RuleError::NoRoute);
        };
        if p.route.contains(&city) {
            return Err(RuleError::AlreadyOnRoute { city });
        }
        let end_city = match end {
            End::Left => left,
            End::Right => right,
        };
        if !city.borders(end_city) {
            return Err(RuleError::NotAdjacent { city, end_city, end });
        }
        Ok(())
    }

    /// Discarding the route (if any) and starting a new one with a hand card.
    pub(crate) fn start_new(
        &mut self,
        seat: Seat,
        second: bool,
        city: City,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        if second {
            return Err(RuleError::SecondCardExtends);
        }
        if !self.players[seat].hand.contains(city) {
            return Err(RuleError::NotInHand(city));
        }
        let p = &mut self.players[seat];
        p.hand.remove(city);
        for &c in &p.route {
            self.discard.add(c);
        }
        log.public(|| {
            if p.route.is_empty() {
                text!("thurn-taxis-starts-route", who = seat, code = city.code(), city = city.text())
            } else {
                text!(
                    "thurn-taxis-restarts-route",
                    who = seat,
                    route = route_codes(&p.route),
                    code = city.code(),
                    city = city.text(),
                )
            }
        });
        p.route.clear();
        p.route.push(city);
        self.after_play(seat, second);
        Ok(())
    }

    fn after_play(&mut self, seat: Seat, second: bool) {
        let step = if !second && self.official == Some(Official::PostalCarrier) {
            Step::Play { second: true }
        } else {
            Step::Close
        };
        self.phase = Phase::Turn { seat, step };
    }
}

/// A route as `sig-stu-nue`.
#[must_use]
pub fn route_codes(route: &[City]) -> String {
    route.iter().map(|c| c.code()).collect::<Vec<_>>().join("-")
}

/// The 1-based label of a face-up slot.
#[must_use]
pub fn slot_label(slot: usize) -> String {
    debug_assert!(slot < DISPLAY_SIZE);
    (slot + 1).to_string()
}

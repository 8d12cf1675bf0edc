//! A turn ("Przebieg rozgrywki"): an official, taking cards ("Dodawanie karty miasta na rękę"),
//! playing cards ("Zagrywanie karty miasta z ręki"), and the automatic steps between them.

use kontor_engine::{Event, Seat};

use crate::action::{End, Official, RuleError, Source};
use crate::board::City;
use crate::state::{DISPLAY_SIZE, MIN_CLOSE, Phase, Step, ThurnTaxis};

impl ThurnTaxis {
    /// Whether `seat` must use the Postmaster this turn (first round, or no cards in hand).
    #[must_use]
    pub fn postmaster_compulsory(&self, seat: Seat) -> bool {
        self.is_first_round() || self.players[seat].hand.is_empty()
    }

    /// Starts the turn of `seat`: refills the display, then the official step (the compulsory
    /// Postmaster is taken automatically).
    pub(crate) fn begin_turn(&mut self, seat: Seat) -> Vec<Event> {
        self.official = None;
        self.refill_display();
        if self.postmaster_compulsory(seat) {
            self.official = Some(Official::Postmaster);
            self.phase = Phase::Turn { seat, step: Step::Draw { left: 2 } };
            let why = if self.is_first_round() { "first round" } else { "no cards in hand" };
            return vec![Event::public(format!(
                "{} uses the Postmaster ({why}) and takes two cards.",
                seat.tag()
            ))];
        }
        self.phase = Phase::Turn { seat, step: Step::Start };
        Vec::new()
    }

    /// Ends the turn of `seat`: the next seat begins, or the game ends after the last seat of the
    /// final round ("Zakończenie gry").
    pub(crate) fn end_turn(&mut self, seat: Seat) -> Vec<Event> {
        self.turns += 1;
        self.official = None;
        let next = Seat(((usize::from(seat.0) + 1) % self.seat_count()) as u8);
        if self.game_end.is_some() && next == self.start_player {
            self.phase = Phase::Over;
            return vec![Event::public("The final round is over: the game ends.")];
        }
        self.begin_turn(next)
    }

    /// Moves past steps where nothing can be chosen: nothing to draw, nothing to play, or only
    /// `end` left (a route too short to close).
    pub(crate) fn settle(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        for _ in 0..64 {
            let Phase::Turn { seat, step } = self.phase else { break };
            let p = &self.players[seat];
            let next = match step {
                Step::Start | Step::Draw { .. } if !self.can_draw() => Step::Play { second: false },
                Step::Play { second: false } if p.hand.is_empty() => Step::Close,
                Step::Play { second: true } if self.extensions(seat).is_empty() => Step::Close,
                Step::Close if p.route.len() < MIN_CLOSE => {
                    events.extend(self.end_turn(seat));
                    continue;
                }
                _ => break,
            };
            self.phase = Phase::Turn { seat, step: next };
        }
        events
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
    ) -> Result<Vec<Event>, RuleError> {
        if self.postmaster_compulsory(seat) && official != Official::Postmaster {
            return Err(RuleError::PostmasterCompulsory);
        }
        self.official = Some(official);
        let left = if official == Official::Postmaster { 2 } else { 1 };
        self.phase = Phase::Turn { seat, step: Step::Draw { left } };
        let mut events =
            vec![Event::public(format!("{} takes the help of the {}.", seat.tag(), official.title()))];
        if official == Official::Administrator {
            for slot in &mut self.display {
                if let Some(city) = slot.take() {
                    self.discard.add(city);
                }
            }
            self.refill_display();
            events.push(Event::public(format!(
                "The Administrator replaces the face-up cards: {}.",
                self.display_codes()
            )));
        }
        Ok(events)
    }

    /// The face-up cards as codes, `-` for an empty slot.
    #[must_use]
    pub fn display_codes(&self) -> String {
        self.display.iter().map(|s| s.map_or("-", City::code)).collect::<Vec<_>>().join(" ")
    }

    /// Taking one card into hand.
    pub(crate) fn draw(&mut self, seat: Seat, left: u8, source: Source) -> Result<Vec<Event>, RuleError> {
        let (city, events) = match source {
            Source::Display(slot) => {
                let city = self
                    .display
                    .get_mut(usize::from(slot))
                    .and_then(Option::take)
                    .ok_or(RuleError::EmptySlot { slot: slot + 1 })?;
                self.display[usize::from(slot)] = self.draw_card();
                let text =
                    format!("{} takes {} ({}) from the display.", seat.tag(), city.code(), city.name());
                (city, vec![Event::public(text)])
            }
            Source::Deck => {
                let city = self.draw_card().ok_or(RuleError::NoCardsLeft)?;
                (
                    city,
                    vec![
                        Event::public(format!("{} draws a card from the deck.", seat.tag())),
                        Event::private(seat, format!("You draw {} ({}).", city.code(), city.name())),
                    ],
                )
            }
        };
        self.players[seat].hand.add(city);
        let step = if left > 1 { Step::Draw { left: left - 1 } } else { Step::Play { second: false } };
        self.phase = Phase::Turn { seat, step };
        Ok(events)
    }

    /// Hand cards that may extend the route of `seat`, with the end they go to.
    #[must_use]
    pub fn extensions(&self, seat: Seat) -> Vec<(End, City)> {
        let p = &self.players[seat];
        let (Some(&left), Some(&right)) = (p.route.first(), p.route.last()) else { return Vec::new() };
        let mut out = Vec::new();
        for city in p.hand.distinct() {
            if p.route.contains(&city) {
                continue;
            }
            if city.borders(left) {
                out.push((End::Left, city));
            }
            if city.borders(right) {
                out.push((End::Right, city));
            }
        }
        out
    }

    /// Adding a hand card at one end of the route.
    pub(crate) fn extend(
        &mut self,
        seat: Seat,
        second: bool,
        end: End,
        city: City,
    ) -> Result<Vec<Event>, RuleError> {
        let p = &self.players[seat];
        if !p.hand.has(city) {
            return Err(RuleError::NotInHand(city));
        }
        let (Some(&left), Some(&right)) = (p.route.first(), p.route.last()) else {
            return Err(RuleError::NoRoute);
        };
        if p.route.contains(&city) {
            return Err(RuleError::AlreadyOnRoute { city });
        }
        let (end_city, word) = match end {
            End::Left => (left, "left"),
            End::Right => (right, "right"),
        };
        if !city.borders(end_city) {
            return Err(RuleError::NotAdjacent { city, end_city, end: word });
        }
        let p = &mut self.players[seat];
        p.hand.remove(city);
        match end {
            End::Left => p.route.insert(0, city),
            End::Right => p.route.push(city),
        }
        let text = format!(
            "{} adds {} ({}) at the {word} end: {}.",
            seat.tag(),
            city.code(),
            city.name(),
            route_codes(&p.route)
        );
        self.after_play(seat, second);
        Ok(vec![Event::public(text)])
    }

    /// Discarding the route (if any) and starting a new one with a hand card.
    pub(crate) fn start_new(
        &mut self,
        seat: Seat,
        second: bool,
        city: City,
    ) -> Result<Vec<Event>, RuleError> {
        if second {
            return Err(RuleError::SecondCardExtends);
        }
        if !self.players[seat].hand.has(city) {
            return Err(RuleError::NotInHand(city));
        }
        let p = &mut self.players[seat];
        p.hand.remove(city);
        let old = std::mem::replace(&mut p.route, vec![city]);
        for &c in &old {
            self.discard.add(c);
        }
        let text = if old.is_empty() {
            format!("{} starts a route with {} ({}).", seat.tag(), city.code(), city.name())
        } else {
            format!(
                "{} discards the route {} and starts anew with {} ({}).",
                seat.tag(),
                route_codes(&old),
                city.code(),
                city.name()
            )
        };
        self.after_play(seat, second);
        Ok(vec![Event::public(text)])
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

//! The one entry point that applies an action: the phase ("Przebieg tury": choosing a token, a
//! turn's buying, taking or reserving, paying; "Dzień wypłaty": protecting goods) takes it to the
//! function of that step (`turn.rs`, `payday.rs`).
//!
//! `Rules` is implemented here: setup, who acts, the legal list, `apply_in_place` and the
//! outcome.

use kontor_engine::{Event, EventLog, Options, Outcome, Rules, Seat, SetupError, text};

use crate::action::{Action, RuleError};
use crate::card::Colour;
use crate::legal::phase_hint;
use crate::setup;
use crate::state::{Carthage, Phase};

impl Rules for Carthage {
    type Action = Action;
    type Error = RuleError;

    const NAME: &'static str = "carthage";
    const MIN_SEATS: usize = setup::MIN_SEATS;
    const MAX_SEATS: usize = setup::MAX_SEATS;

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError> {
        Carthage::new(options, seats, seed)
    }

    fn seats(&self) -> usize {
        self.seat_count()
    }

    fn active_seats(&self) -> Vec<Seat> {
        self.active_seat().into_iter().collect()
    }

    /// Every action `seat` may take now.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.active_seat() != Some(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::ChoosingToken { .. } if self.players[seat].token_total() == 0 => {
                Colour::ALL.into_iter().map(Action::ChooseToken).collect()
            }
            Phase::ChoosingToken { .. } => Vec::new(),
            Phase::Turn { .. } => self.turn_actions(seat),
            Phase::Paying { .. } => {
                let mut cards = self.players[seat].hand.clone();
                cards.sort();
                cards.dedup();
                cards.into_iter().map(Action::Pay).collect()
            }
            Phase::Protecting { raided, .. } => {
                self.protection_choices(seat, raided).into_iter().map(Action::Protect).collect()
            }
            Phase::Over => Vec::new(),
        }
    }

    /// Applies an action in place. Every rule step checks before it changes anything, so a refused
    /// action leaves the state as it was (the playout tests probe this with unlisted actions).
    fn apply_in_place(&mut self, seat: Seat, action: &Action, log: &mut EventLog) -> Result<(), RuleError> {
        let passes = self.passes;
        let result = self.dispatch(seat, action, log);
        if result.is_err() {
            self.passes = passes;
        }
        result
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.final_outcome())
    }

    fn reveal_count(&self) -> u64 {
        self.draws
    }

    /// The public opening lines of a new game.
    fn opening_events(&self) -> Vec<Event> {
        vec![Event::public(text!("carthage-start", who = self.start_player))]
    }
}

impl Carthage {
    /// The active seat's step, by phase. Any step but a pass ends a row of passes
    /// (`apply_in_place` restores the count when the step is refused).
    fn dispatch(&mut self, seat: Seat, action: &Action, log: &mut EventLog) -> Result<(), RuleError> {
        let Some(active) = self.active_seat() else { return Err(RuleError::GameOver) };
        if active != seat {
            return Err(RuleError::NotYourTurn { active: vec![active] });
        }
        let passes = std::mem::take(&mut self.passes);
        match (&self.phase, action) {
            (Phase::ChoosingToken { .. }, Action::ChooseToken(colour)) => {
                self.choose_token(seat, *colour, log)
            }
            (Phase::Turn { .. }, Action::Buy) => self.buy(seat, log),
            (Phase::Turn { .. }, Action::Take { slot }) => self.take(seat, *slot, log),
            (Phase::Turn { .. }, Action::Reserve { row, slot }) => self.reserve(seat, *row, *slot, log),
            (Phase::Turn { .. }, Action::Pass) => self.pass(seat, passes, log),
            (Phase::Paying { .. }, Action::Pay(card)) => self.pay(seat, *card, log),
            (Phase::Protecting { .. }, Action::Protect(cards)) if cards.is_sorted() => {
                self.protect(seat, cards, log)
            }
            (phase, _) => Err(RuleError::WrongPhase { expected: phase_hint(phase) }),
        }
    }
}

//! The one entry point that applies an action: the phase ("Przebieg tury": choosing a token, a
//! turn's buying, taking or reserving, paying; "Dzień wypłaty": protecting goods) takes it to the
//! function of that step (`turn.rs`, `payday.rs`).

use kontor_engine::{EventLog, Seat};

use crate::action::{Action, RuleError};
use crate::legal::phase_hint;
use crate::state::{Carthage, Phase};

impl Carthage {
    /// Applies an action in place. Every rule step checks before it changes anything, so a refused
    /// action leaves the state as it was (the playout tests probe this with unlisted actions).
    pub(crate) fn apply_in_place(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut EventLog,
    ) -> Result<(), RuleError> {
        let passes = self.passes;
        let result = self.dispatch(seat, action, log);
        if result.is_err() {
            self.passes = passes;
        }
        result
    }

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

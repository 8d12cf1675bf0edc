//! Who acts now, what they may do, and the one entry point that applies an action.

use kontor_engine::{EventLog, Seat, Text, text};

use crate::action::{Action, RuleError};
use crate::card::{Colour, total};
use crate::state::{Carthage, Phase, Row};

impl Carthage {
    /// The seat that must decide now (none once the game is over).
    #[must_use]
    pub fn active_seat(&self) -> Option<Seat> {
        match &self.phase {
            Phase::ChoosingToken { seat } | Phase::Turn { seat } | Phase::Paying { seat, .. } => Some(*seat),
            Phase::Protecting { queue, .. } => queue.first().copied(),
            Phase::Over => None,
        }
    }

    /// Every action `seat` may take now.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
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

    /// Buy, take and reserve options of a normal turn; pass only when there are none.
    fn turn_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = Vec::new();
        let cost = self.purchase_cost(seat);
        if cost > 0 && total(&self.players[seat].hand) >= cost {
            actions.push(Action::Buy);
        }
        for (slot, _) in self.available_to(seat) {
            if is_first_of_kind(&self.market, slot) {
                actions.push(Action::Take { slot });
            }
        }
        if self.players[seat].marker_free {
            for row in [Row::Market, Row::Farm] {
                for (slot, s) in self.row(row).iter().enumerate() {
                    if s.reserved_by.is_none() && is_first_of_kind(self.row(row), slot) {
                        actions.push(Action::Reserve { row, slot });
                    }
                }
            }
        }
        if actions.is_empty() {
            actions.push(Action::Pass);
        }
        actions
    }

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
            (Phase::Turn { .. }, Action::Pass) => {
                if self.turn_actions(seat) != vec![Action::Pass] {
                    return Err(RuleError::PassNotAllowed);
                }
                log.public(|| text!("carthage-passes", who = seat));
                self.passes = passes + 1;
                if self.passes >= self.seat_count() {
                    self.phase = Phase::Over;
                    log.public(|| text!("carthage-end-no-cards"));
                    return Ok(());
                }
                self.end_turn(seat, log);
                Ok(())
            }
            (Phase::Paying { .. }, Action::Pay(card)) => self.pay(seat, *card, log),
            (Phase::Protecting { .. }, Action::Protect(cards)) if cards.is_sorted() => {
                self.protect(seat, cards, log)
            }
            (phase, _) => Err(RuleError::WrongPhase { expected: phase_hint(phase) }),
        }
    }
}

/// Whether `slot` is the first of identical cards (same card, same marker) in its row.
fn is_first_of_kind(row: &[crate::state::Slot], slot: usize) -> bool {
    row.iter().position(|s| *s == row[slot]) == Some(slot)
}

/// What the current phase expects, for the prompt and for error messages.
#[must_use]
pub fn phase_hint(phase: &Phase) -> Text {
    match phase {
        Phase::ChoosingToken { .. } => text!("carthage-prompt-token"),
        Phase::Turn { .. } => text!("carthage-prompt-turn"),
        Phase::Paying { cost, paid, .. } => text!("carthage-prompt-pay", paid = total(paid), cost = *cost),
        Phase::Protecting { .. } => text!("carthage-prompt-protect"),
        Phase::Over => text!("carthage-prompt-over"),
    }
}

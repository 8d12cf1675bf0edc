//! Who acts now, the choices of a turn the legal list (`Rules::legal_actions`, in `apply.rs`) is
//! built from, and what each phase asks for.

use kontor_engine::{Seat, Text, text};

use crate::action::Action;
use crate::card::total;
use crate::state::{Carthage, Phase, Row};

impl Carthage {
    /// Buy, take and reserve options of a normal turn; pass only when there are none.
    pub(crate) fn turn_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = Vec::new();
        if self.check_buy(seat).is_ok() {
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

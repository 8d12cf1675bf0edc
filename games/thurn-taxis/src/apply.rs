//! The one entry point that applies an action: the step of the turn ("Przebieg rozgrywki") takes
//! it to the function of that step (`turn.rs`: an official, taking cards, playing cards;
//! `closing.rs`: closing a route, houses, keeping cards).

use kontor_engine::EventLog as Log;
use kontor_engine::{Seat, text};

use crate::action::{Action, RuleError};
use crate::state::{Phase, Step, ThurnTaxis};

impl ThurnTaxis {
    /// Applies an action in place, its texts going to `log`. Every check comes before the first
    /// change, so on error the state is unchanged (`apply` and `advance` rely on it; the playout
    /// tests try every refused action).
    pub(crate) fn apply_in_place(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), RuleError> {
        let Phase::Turn { seat: active, step } = self.phase else { return Err(RuleError::GameOver) };
        if active != seat {
            return Err(RuleError::NotYourTurn { active });
        }
        match (step, action) {
            (Step::Start, Action::Official(o)) => self.choose_official(seat, *o, log)?,
            (Step::Start, Action::Draw(source)) => {
                if self.postmaster_compulsory(seat) {
                    return Err(RuleError::PostmasterCompulsory);
                }
                self.draw(seat, 1, *source, log)?;
            }
            (Step::Draw { left }, Action::Draw(source)) => self.draw(seat, left, *source, log)?,
            (Step::Play { second }, Action::Extend { end, city }) => {
                self.extend(seat, second, *end, *city, log)?;
            }
            (Step::Play { second }, Action::New(city)) => self.start_new(seat, second, *city, log)?,
            (Step::Play { second: true } | Step::Close, Action::Close(placement)) => {
                self.close(seat, *placement, log)?;
            }
            (Step::Play { second: true } | Step::Close, Action::End) => {
                log.public(|| text!("thurn-taxis-ends-turn", who = seat));
                self.end_turn(seat, log);
            }
            (Step::Housing { served }, Action::House(city)) => self.house(seat, served, *city, log)?,
            (Step::Discard, Action::Keep(cards)) => self.keep(seat, cards, log)?,
            _ => return Err(RuleError::WrongStep { step }),
        }
        self.settle(log);
        Ok(())
    }
}

//! What the active seat may do now, and the one entry point that applies an action.

use kontor_engine::{Seat, Text, text};

use crate::action::{Action, End, Official, Placement, RuleError, Source};
use crate::board::{CITY_COUNT, PROVINCE_COUNT, Province, cities_of};
use crate::state::{DISPLAY_SIZE, MIN_CLOSE, Phase, Step, ThurnTaxis};
use kontor_engine::EventLog as Log;

impl ThurnTaxis {
    /// Every action `seat` may take now.
    #[must_use]
    pub fn legal(&self, seat: Seat) -> Vec<Action> {
        let Phase::Turn { seat: active, step } = self.phase else { return Vec::new() };
        if active != seat {
            return Vec::new();
        }
        match step {
            Step::Start if self.postmaster_compulsory(seat) => vec![Action::Official(Official::Postmaster)],
            Step::Start | Step::Draw { .. } => {
                let mut out = Vec::with_capacity(Official::ALL.len() + DISPLAY_SIZE + 1);
                if step == Step::Start {
                    out.extend(Official::ALL.into_iter().map(Action::Official));
                }
                out.extend(
                    (0..self.display.len())
                        .filter(|&i| self.display[i].is_some())
                        .map(|i| Action::Draw(Source::Display(i as u8))),
                );
                if self.deck_available() {
                    out.push(Action::Draw(Source::Deck));
                }
                out
            }
            Step::Play { second } => {
                let (left, right) = self.extension_masks(seat);
                let mut out = Vec::with_capacity(CITY_COUNT);
                for city in cities_of(left | right) {
                    if left & city.bit() != 0 {
                        out.push(Action::Extend { end: End::Left, city });
                    }
                    if right & city.bit() != 0 {
                        out.push(Action::Extend { end: End::Right, city });
                    }
                }
                if second {
                    out.extend(self.close_actions(seat));
                } else {
                    out.extend(self.players[seat].hand.distinct().map(Action::New));
                }
                out
            }
            Step::Close => self.close_actions(seat),
            Step::Housing { served } => {
                self.housing_choices(seat, served).into_iter().map(Action::House).collect()
            }
            Step::Discard => self.keep_choices(seat).into_iter().map(Action::Keep).collect(),
        }
    }

    /// Closing choices (when the route is long enough) and `end`.
    fn close_actions(&self, seat: Seat) -> Vec<Action> {
        let mut out = Vec::with_capacity(PROVINCE_COUNT + 2);
        if self.players[seat].route.len() >= MIN_CLOSE {
            out.push(Action::Close(Placement::Each));
            let closable = self.closable_mask(seat);
            out.extend(
                Province::all()
                    .filter(|p| closable & (1 << p.0) != 0)
                    .map(|p| Action::Close(Placement::Province(p))),
            );
        }
        out.push(Action::End);
        out
    }

    /// Applies an action in place, its texts going to `log`. Every check comes before the first
    /// change, so on error the state is unchanged (`apply` and `advance` rely on it; the playout
    /// tests try every refused action).
    pub(crate) fn act(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), RuleError> {
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

/// What a step expects, in the second person, for prompts and error messages.
#[must_use]
pub fn step_hint(step: Step) -> Text {
    match step {
        Step::Start => text!("thurn-taxis-step-start"),
        Step::Draw { left: 2 } => text!("thurn-taxis-step-draw-two"),
        Step::Draw { .. } => text!("thurn-taxis-step-draw"),
        Step::Play { second: false } => text!("thurn-taxis-step-play"),
        Step::Play { second: true } => text!("thurn-taxis-step-play-second"),
        Step::Close => text!("thurn-taxis-step-close"),
        Step::Housing { .. } => text!("thurn-taxis-step-housing"),
        Step::Discard => text!("thurn-taxis-step-discard", cards = crate::state::HAND_LIMIT),
    }
}

/// `Left`/`Right` as typed.
#[must_use]
pub fn end_word(end: End) -> &'static str {
    match end {
        End::Left => "left",
        End::Right => "right",
    }
}

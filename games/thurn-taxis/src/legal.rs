//! The candidates the legal list (`Rules::legal_actions`, in `apply.rs`) is built from, by step of
//! the turn, and what each step asks for.

use kontor_engine::{Seat, Text, text};

use crate::action::{Action, End, Official, Placement, Source};
use crate::board::{CITY_COUNT, PROVINCE_COUNT, Province};
use crate::state::{DISPLAY_SIZE, MIN_CLOSE, Step, ThurnTaxis};

impl ThurnTaxis {
    /// "Dodawanie karty miasta na rękę": an official first (at the start of the turn), then a
    /// face-up card or the top of the deck.
    pub(crate) fn draw_actions(&self, officials: bool) -> Vec<Action> {
        let mut out = Vec::with_capacity(Official::ALL.len() + DISPLAY_SIZE + 1);
        if officials {
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

    /// "Zagrywanie karty miasta z ręki": a card at either end of the route, or a new route; the
    /// Postal Carrier's second card only extends, and closing may follow it.
    pub(crate) fn play_actions(&self, seat: Seat, second: bool) -> Vec<Action> {
        let mut out = Vec::with_capacity(CITY_COUNT);
        self.for_each_extension(seat, |end, city| out.push(Action::Extend { end, city }));
        if second {
            out.extend(self.close_actions(seat));
        } else {
            out.extend(self.players[seat].hand.kinds().map(Action::New));
        }
        out
    }

    /// Closing choices (when the route is long enough) and `end`.
    pub(crate) fn close_actions(&self, seat: Seat) -> Vec<Action> {
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

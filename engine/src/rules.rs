//! The `Rules` trait: the printed rules of one game as pure functions over a state.

use std::fmt::Debug;

use serde::{Serialize, de::DeserializeOwned};

use crate::{BySeat, Event, EventLog, Localized, Options, Outcome, Seat, SetupError};

/// The printed rules of one game.
///
/// `apply` is the only mutation and is atomic: on error the state is unchanged. Turn, phase and
/// end-of-game bookkeeping happen inside `apply`. `legal_actions` agrees with `apply`: every listed
/// action applies and nothing unlisted does.
pub trait Rules: Clone + Debug + Serialize + DeserializeOwned + Send + Sync + 'static {
    /// One decision, as plain data referring to board elements by stable ids.
    type Action: Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// Why an action was refused, as a text for the player.
    type Error: std::error::Error + Localized + Clone + PartialEq + Send + Sync + 'static;

    /// Stable name, used in commands and storage.
    const NAME: &'static str;
    /// Fewest seats: two unless the game says otherwise.
    const MIN_SEATS: usize = 2;
    /// Most seats: four unless the game says otherwise.
    const MAX_SEATS: usize = 4;

    /// A new game for `seats` players, shuffled from `seed`.
    fn setup(options: &Options, seats: usize, seed: u64) -> Result<Self, SetupError>;
    /// Number of seats at the table.
    fn seats(&self) -> usize;
    /// The seat that must answer now (`None` once the game is over).
    fn active_seat(&self) -> Option<Seat>;
    /// Who must answer now (empty once the game is over): by default the one active seat, as
    /// every game so far has one seat answer at a time.
    fn active_seats(&self) -> Vec<Seat> {
        self.active_seat().into_iter().collect()
    }
    /// Whose turn it is, when one seat's turn is under way: by default the one seat that must
    /// answer. A game where others answer inside a turn (a displaced player) names the seat whose
    /// turn it stays; `None` while several seats answer at once or the game is over.
    fn turn_owner(&self) -> Option<Seat> {
        match self.active_seats().as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }
    /// Every action `seat` may take now (empty if it need not act).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;
    /// Applies one action of `seat`, writing what happened to `log`; on error the state is
    /// unchanged. [`Rules::apply`] and [`Rules::advance`] both run it, so they change the state
    /// alike and refuse alike.
    fn apply_in_place(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        log: &mut EventLog,
    ) -> Result<(), Self::Error>;
    /// Applies one action of `seat`; on error the state is unchanged.
    fn apply(&mut self, seat: Seat, action: &Self::Action) -> Result<Vec<Event>, Self::Error> {
        let mut log = EventLog::recording();
        self.apply_in_place(seat, action, &mut log)?;
        Ok(log.into_events())
    }
    /// `apply` without the event texts, for playouts: the same state change, the same refusals.
    fn advance(&mut self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error> {
        self.apply_in_place(seat, action, &mut EventLog::silent())
    }
    /// The final result once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
    /// How many cards were drawn or revealed so far; undo never crosses a change of this count.
    fn reveal_count(&self) -> u64;
    /// Each seat's score as everyone at the table can see it now (a score track, points lying
    /// face up), for charts of the score over time; `None` for a game without a public running
    /// score. It never counts hidden information, so it is the same whoever asks.
    fn public_scores(&self) -> Option<BySeat<i64>> {
        None
    }
    /// Public lines announcing a freshly set-up game (who starts, what happens first).
    fn opening_events(&self) -> Vec<Event> {
        Vec::new()
    }
}

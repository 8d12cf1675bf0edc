//! Generic replay and random playout, reused by every game's tests and benchmarks.

use thiserror::Error;

use crate::{Game, GameRng, Options, Seat, SetupError};

/// Why a replay or a playout stopped short.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayoutError {
    #[error("setup failed: {0}")]
    Setup(#[from] SetupError),
    #[error("action {index} ({action}) by {seat} was refused: {reason}")]
    Refused { index: usize, seat: Seat, action: String, reason: String },
    #[error("dead end after {steps} steps: the game is not over but {reason}")]
    DeadEnd { steps: usize, reason: String },
    #[error("no end after {0} steps")]
    TooLong(usize),
}

impl PlayoutError {
    /// Step `index`, `action` (in the game's notation) of `seat`, refused for `reason`.
    pub fn refused(index: usize, seat: Seat, action: String, reason: impl ToString) -> PlayoutError {
        PlayoutError::Refused { index, seat, action, reason: reason.to_string() }
    }

    /// The dead end at step `index` where the active `seat` has no legal action.
    pub(crate) fn no_legal_action(index: usize, seat: Seat) -> PlayoutError {
        PlayoutError::DeadEnd { steps: index, reason: format!("{seat} has no legal action") }
    }
}

/// Rebuilds a game from its setup and action log.
pub fn replay<G: Game>(
    options: &Options,
    seats: usize,
    seed: u64,
    actions: &[(Seat, G::Action)],
) -> Result<G, PlayoutError> {
    let mut game = G::setup(options, seats, seed)?;
    for (index, (seat, action)) in actions.iter().enumerate() {
        game.apply(*seat, action)
            .map_err(|e| PlayoutError::refused(index, *seat, game.format_action(action), e))?;
    }
    Ok(game)
}

/// Plays a game to its end the way bot search does: `BotHints::playout_action` for a random active
/// seat, then `Rules::advance`. Returns the number of steps.
pub fn fast_playout<G: Game>(
    game: &mut G,
    rng: &mut GameRng,
    max_steps: usize,
) -> Result<usize, PlayoutError> {
    play_by_policy(game, rng, max_steps, |game, seat, action, index| {
        game.advance(seat, &action)
            .map_err(|e| PlayoutError::refused(index, seat, game.format_action(&action), e))
    })
}

/// Plays to the end with the game's playout policy choosing for a random active seat; `step`
/// takes each choice as `(game, seat, action, step index)`. A seat the policy has no action for
/// is a dead end.
pub(crate) fn play_by_policy<G: Game>(
    game: &mut G,
    rng: &mut GameRng,
    max_steps: usize,
    mut step: impl FnMut(&mut G, Seat, G::Action, usize) -> Result<(), PlayoutError>,
) -> Result<usize, PlayoutError> {
    play_to_end(game, rng, max_steps, |game, seat, rng, index| {
        let action =
            game.playout_action(seat, rng).ok_or_else(|| PlayoutError::no_legal_action(index, seat))?;
        step(game, seat, action, index)
    })
}

/// The loop every playout shares: until the game is over, a random active seat takes one `step`.
pub(crate) fn play_to_end<G: Game>(
    game: &mut G,
    rng: &mut GameRng,
    max_steps: usize,
    mut step: impl FnMut(&mut G, Seat, &mut GameRng, usize) -> Result<(), PlayoutError>,
) -> Result<usize, PlayoutError> {
    for index in 0..max_steps {
        if game.is_over() {
            return Ok(index);
        }
        let active = game.active_seats();
        let Some(&seat) = rng.pick(&active) else {
            return Err(PlayoutError::DeadEnd { steps: index, reason: "no seat is active".into() });
        };
        step(game, seat, rng, index)?;
    }
    if game.is_over() { Ok(max_steps) } else { Err(PlayoutError::TooLong(max_steps)) }
}

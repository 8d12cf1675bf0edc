//! Dispatch over every game: one variant per game in each enum.

use kontor_engine::{
    Event, Game, GameRng, NotationError, Options, Outcome, PlayoutError, Seat, SetupError, Viewer,
    choose_bot_action, replay,
};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::GameKind;
use crate::carthage::{self, Carthage};

/// A game of any kind, with its full (secret-holding) state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", content = "state", rename_all = "lowercase")]
pub enum AnyGame {
    Carthage(Carthage),
}

/// An action of any game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", content = "action", rename_all = "lowercase")]
pub enum AnyAction {
    Carthage(carthage::Action),
}

/// A view of any game, for renderers and adapters.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "game", content = "view", rename_all = "lowercase")]
pub enum AnyView {
    Carthage(carthage::View),
}

/// Why an action was refused: the game's own message, or an action of another game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("{0}")]
    Rule(String),
    #[error("that move belongs to another game")]
    WrongGame,
}

/// Runs `$body` with `$g` bound to the concrete game inside `$any`.
macro_rules! dispatch {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            AnyGame::Carthage($g) => $body,
        }
    };
}

impl AnyGame {
    /// Sets up a new game of `kind`.
    pub fn setup(kind: GameKind, options: &Options, seats: usize, seed: u64) -> Result<AnyGame, SetupError> {
        Ok(match kind {
            GameKind::Carthage => AnyGame::Carthage(Carthage::setup(options, seats, seed)?),
        })
    }

    /// Rebuilds a game from its setup and action log.
    pub fn replay(
        kind: GameKind,
        options: &Options,
        seats: usize,
        seed: u64,
        actions: &[(Seat, AnyAction)],
    ) -> Result<AnyGame, PlayoutError> {
        match kind {
            GameKind::Carthage => {
                let actions: Vec<(Seat, carthage::Action)> = actions
                    .iter()
                    .map(|(s, a)| match a {
                        AnyAction::Carthage(a) => (*s, a.clone()),
                    })
                    .collect();
                Ok(AnyGame::Carthage(replay::<Carthage>(options, seats, seed, &actions)?))
            }
        }
    }

    #[must_use]
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::Carthage(_) => GameKind::Carthage,
        }
    }

    #[must_use]
    pub fn seats(&self) -> usize {
        dispatch!(self, g => g.seats())
    }

    #[must_use]
    pub fn active_seats(&self) -> Vec<Seat> {
        dispatch!(self, g => g.active_seats())
    }

    #[must_use]
    pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
        match self {
            AnyGame::Carthage(g) => g.legal_actions(seat).into_iter().map(AnyAction::Carthage).collect(),
        }
    }

    /// Applies an action atomically: on error the game is unchanged.
    pub fn apply(&mut self, seat: Seat, action: &AnyAction) -> Result<Vec<Event>, ActionError> {
        match (self, action) {
            (AnyGame::Carthage(g), AnyAction::Carthage(a)) => {
                g.apply(seat, a).map_err(|e| ActionError::Rule(e.to_string()))
            }
        }
    }

    #[must_use]
    pub fn view(&self, viewer: Viewer) -> AnyView {
        match self {
            AnyGame::Carthage(g) => AnyView::Carthage(g.view(viewer)),
        }
    }

    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        dispatch!(self, g => g.outcome())
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        dispatch!(self, g => g.is_over())
    }

    #[must_use]
    pub fn reveal_count(&self) -> u64 {
        dispatch!(self, g => g.reveal_count())
    }

    #[must_use]
    pub fn format_action(&self, action: &AnyAction) -> String {
        match (self, action) {
            (AnyGame::Carthage(g), AnyAction::Carthage(a)) => g.format_action(a),
        }
    }

    #[must_use]
    pub fn describe_action(&self, action: &AnyAction) -> String {
        match (self, action) {
            (AnyGame::Carthage(g), AnyAction::Carthage(a)) => g.describe_action(a),
        }
    }

    /// Parses chat notation typed by `seat`.
    pub fn parse_action(&self, seat: Seat, text: &str) -> Result<AnyAction, NotationError> {
        match self {
            AnyGame::Carthage(g) => g.parse_action(seat, text).map(AnyAction::Carthage),
        }
    }

    /// A bot's choice for `seat`, if it has anything to do.
    pub fn bot_action(&self, seat: Seat, rng: &mut GameRng) -> Option<AnyAction> {
        match self {
            AnyGame::Carthage(g) => choose_bot_action(g, seat, rng).map(AnyAction::Carthage),
        }
    }

    /// What the seat that must act is asked to do now, in the second person.
    #[must_use]
    pub fn prompt(&self) -> String {
        match self {
            AnyGame::Carthage(g) => carthage::phase_hint(&g.phase),
        }
    }

    /// The public lines that announce a freshly set-up game.
    #[must_use]
    pub fn opening_events(&self) -> Vec<Event> {
        match self {
            AnyGame::Carthage(g) => g.opening_events(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_game_round_trips_through_json_and_replays() {
        let mut game = AnyGame::setup(GameKind::Carthage, &Options::new(), 3, 11).unwrap();
        let mut log = Vec::new();
        let mut rng = GameRng::from_seed(3);
        for _ in 0..40 {
            let Some(&seat) = game.active_seats().first() else { break };
            let action = game.bot_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            log.push((seat, action));
        }
        let json = serde_json::to_string(&game).unwrap();
        let back: AnyGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back, game);
        let replayed = AnyGame::replay(GameKind::Carthage, &Options::new(), 3, 11, &log).unwrap();
        assert_eq!(replayed, game);
    }
}

//! Refusals: a command that cannot be carried out is answered privately with why, and changes
//! nothing. The common ones are named here.

use kontor_games::AnyGame;
use kontor_storage::{GameRecord, GameStatus, StorageError};

use crate::delivery::Delivery;
use crate::i18n::{Lang, names_of, t};

/// A command that cannot be carried out; the text goes privately to its author.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal(pub String);

impl<T: Into<String>> From<T> for Refusal {
    fn from(text: T) -> Self {
        Refusal(text.into())
    }
}

/// What a handler answers: the posts to send, or why it refused.
pub(crate) type Reply = Result<Vec<Delivery>, Refusal>;

/// The apology when the database failed, naming the error; the error is logged.
pub(crate) fn storage_trouble(l: Lang, e: &StorageError) -> String {
    tracing::error!("storage: {e}");
    t!(l, "play-storage-trouble", error = e.to_string())
}

/// The answer when a chat has no open game: the chat's last game to play again, or the games.
pub(crate) fn no_game(l: Lang, last: Option<&GameRecord>) -> Refusal {
    match last {
        Some(r) => {
            t!(l, "play-no-game-last", title = r.kind.title_text(), id = r.id, game = r.kind.name()).into()
        }
        None => {
            let games = kontor_games::GameKind::ALL.iter().map(|k| k.name()).collect::<Vec<_>>().join(", ");
            t!(l, "play-no-game", games = games).into()
        }
    }
}

/// The answer when a game's record is gone.
pub(crate) fn game_missing(l: Lang) -> Refusal {
    t!(l, "play-game-missing").into()
}

/// "It is not your turn: Anna must act now."
pub(crate) fn not_your_turn(l: Lang, record: &GameRecord, active: &[kontor_engine::Seat]) -> Refusal {
    let who = names_of(l, record, active);
    t!(l, "play-not-your-turn", who = who).into()
}

/// "You have no seat in this game."
pub(crate) fn no_seat(l: Lang) -> Refusal {
    t!(l, "tables-no-seat").into()
}

/// "The game has not started yet."
pub(crate) fn not_started(l: Lang) -> Refusal {
    t!(l, "play-not-started").into()
}

/// The snapshot of a running game.
pub(crate) fn running(l: Lang, record: &GameRecord, game: Option<AnyGame>) -> Result<AnyGame, Refusal> {
    let id = match (record.status, game) {
        (GameStatus::Active, Some(game)) => return Ok(game),
        (GameStatus::Lobby, _) => "play-running-lobby",
        (GameStatus::Finished, _) => "play-running-finished",
        (GameStatus::Abandoned, _) => "play-running-abandoned",
        (GameStatus::Active, None) => "play-running-no-state",
    };
    Err(crate::i18n::say(l, &kontor_engine::Text::msg(id), &[]).into())
}

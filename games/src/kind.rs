//! Stable game names and option parsing.

use kontor_engine::{Game, Options};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::carthage::Carthage;

/// Every game Kontor hosts. The serialised names are stable: they are stored with every game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    Carthage,
}

/// A game name that Kontor does not know.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("there is no game `{name}`; games are: {}", GameKind::ALL.map(|k| k.name()).join(", "))]
pub struct UnknownGame {
    pub name: String,
}

impl GameKind {
    pub const ALL: [GameKind; 1] = [GameKind::Carthage];

    /// The name used in commands (`/new carthage`) and storage.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Carthage => Carthage::NAME,
        }
    }

    /// The printed title.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Carthage => "Traders of Carthage",
        }
    }

    /// Fewest and most players.
    #[must_use]
    pub const fn seat_range(self) -> (usize, usize) {
        match self {
            GameKind::Carthage => (Carthage::MIN_SEATS, Carthage::MAX_SEATS),
        }
    }

    /// Looks a game up by name or a common alias (any case).
    pub fn from_name(name: &str) -> Result<GameKind, UnknownGame> {
        match name.to_ascii_lowercase().as_str() {
            "carthage" | "traders" | "traders-of-carthage" | "tradersofcarthage" => Ok(GameKind::Carthage),
            _ => Err(UnknownGame { name: name.to_string() }),
        }
    }
}

impl std::fmt::Display for GameKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Parses `key=value` words into options; a word without `=` is an error naming it.
pub fn parse_options<'a>(words: impl IntoIterator<Item = &'a str>) -> Result<Options, String> {
    let mut options = Options::new();
    for word in words {
        let Some((key, value)) = word.split_once('=') else {
            return Err(format!("`{word}` is not an option; options look like key=value (players=3)"));
        };
        if key.is_empty() || value.is_empty() {
            return Err(format!("`{word}` needs both a key and a value (players=3)"));
        }
        options.insert(key.to_ascii_lowercase(), value.to_string());
    }
    Ok(options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_serialise_stably() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_name(kind.name()), Ok(kind));
            assert_eq!(serde_json::to_string(&kind).unwrap(), format!("\"{}\"", kind.name()));
        }
        assert!(GameKind::from_name("chess").unwrap_err().to_string().contains("carthage"));
    }

    #[test]
    fn options_need_key_and_value() {
        assert_eq!(parse_options(["players=3"]).unwrap()["players"], "3");
        assert!(parse_options(["players"]).is_err());
        assert!(parse_options(["=3"]).is_err());
    }
}

//! What the adapter remembers across restarts, in `<data_dir>/telegram/state.json`: the next update
//! to fetch, who has a private chat with the bot, display names for mentions, each user's last group
//! and the keyboards on screen (for paging and for buttons that carry an index).
//!
//! The game service's database stays the service's; this small file is the adapter's own.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use anyhow::Context;
use kontor_service::{Choice, GameId, MenuStep};
use serde::{Deserialize, Serialize};

/// A keyboard as sent: the choices of one game version in one chat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keyboard {
    pub game: GameId,
    pub version: u64,
    /// `(label, command line)` per button.
    pub choices: Vec<(String, String)>,
    /// Per button, its place in the move menu (empty for keyboards that are no menu).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub menu: Vec<Option<MenuStep>>,
}

impl Keyboard {
    /// The keyboard of `choices` (which share one game and version).
    #[must_use]
    pub fn of(choices: &[Choice]) -> Option<Keyboard> {
        let first = choices.first()?;
        Some(Keyboard {
            game: first.game,
            version: first.version,
            choices: choices.iter().map(|c| (c.label.clone(), c.text.clone())).collect(),
            menu: choices.iter().map(|c| c.menu.clone()).collect(),
        })
    }

    /// The place in the move menu of button `index`, if any.
    #[must_use]
    pub fn step(&self, index: usize) -> Option<&MenuStep> {
        self.menu.get(index)?.as_ref()
    }

    /// Whether button `index` goes back up the move menu.
    #[must_use]
    pub fn is_back(&self, index: usize) -> bool {
        matches!(self.step(index), Some(MenuStep::Back(_)))
    }

    /// Whether the keyboard is a level of the move menu.
    #[must_use]
    pub fn is_menu(&self) -> bool {
        self.menu.iter().any(Option::is_some)
    }
}

/// The adapter's persistent memory.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct State {
    /// The first update id not yet processed (`offset` of getUpdates).
    pub offset: i64,
    /// Users who opened a private chat with the bot.
    pub private: BTreeSet<i64>,
    /// Users to whom the bot may not write (403 until they press Start).
    pub closed: BTreeSet<i64>,
    /// Display names for mentions.
    pub names: BTreeMap<i64, String>,
    /// The group where each user last wrote, for deep links outside a command.
    pub last_group: BTreeMap<i64, i64>,
    /// The chat where each game is played, for presses in private chats.
    pub games: BTreeMap<GameId, i64>,
    /// The forum topic where a game is played, for games played in one (state files written
    /// before topics have none).
    #[serde(default)]
    pub threads: BTreeMap<GameId, i32>,
    /// The last keyboard per `"<chat>:<game>"`.
    pub keyboards: BTreeMap<String, Keyboard>,
    /// The message standing in each `"<user>:<slot>"` (a game's turn prompt or its hand picture),
    /// edited in place.
    #[serde(default)]
    pub slots: BTreeMap<String, i32>,
}

impl State {
    /// Where `game` is played, if known.
    #[must_use]
    pub fn game_place(&self, game: GameId) -> Option<super::place::Place> {
        let chat = *self.games.get(&game)?;
        Some(super::place::Place { chat, thread: self.threads.get(&game).copied() })
    }

    /// Remembers where `game` is played.
    pub fn set_game_place(&mut self, game: GameId, place: super::place::Place) {
        self.games.insert(game, place.chat);
        match place.thread {
            Some(thread) => self.threads.insert(game, thread),
            None => self.threads.remove(&game),
        };
    }

    /// The key of the keyboard of `game` in `chat`.
    #[must_use]
    pub fn keyboard_key(chat: i64, game: GameId) -> String {
        format!("{chat}:{game}")
    }

    /// Whether the bot can write to `user` privately, as far as it knows.
    #[must_use]
    pub fn can_write(&self, user: i64) -> bool {
        !self.closed.contains(&user)
    }

    /// Records that `user` opened (or reopened) the private chat.
    pub fn opened(&mut self, user: i64) {
        self.private.insert(user);
        self.closed.remove(&user);
    }

    /// Records that Telegram refused a private message to `user`.
    pub fn refused(&mut self, user: i64) {
        self.private.remove(&user);
        self.closed.insert(user);
    }
}

/// The state file and its contents.
pub struct StateFile {
    path: PathBuf,
    pub state: State,
}

impl StateFile {
    /// Loads `<data_dir>/telegram/state.json`, or an empty state.
    pub fn open(data_dir: &Path) -> anyhow::Result<StateFile> {
        let dir = data_dir.join("telegram");
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        let path = dir.join("state.json");
        let state = match std::fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text).with_context(|| format!("reading {}", path.display()))?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => State::default(),
            Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
        };
        Ok(StateFile { path, state })
    }

    /// Writes the state atomically (write a temporary file, then rename it over the old one).
    pub fn save(&self) -> anyhow::Result<()> {
        let tmp = self.path.with_extension("json.tmp");
        let text = serde_json::to_string(&self.state)?;
        std::fs::write(&tmp, text).with_context(|| format!("writing {}", tmp.display()))?;
        std::fs::rename(&tmp, &self.path).with_context(|| format!("writing {}", self.path.display()))?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_survives_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let mut file = StateFile::open(dir.path()).unwrap();
        assert_eq!(file.state, State::default());
        file.state.offset = 42;
        file.state.opened(7);
        file.state.refused(8);
        file.state.names.insert(7, "Ann".into());
        file.state.keyboards.insert(
            State::keyboard_key(7, 1),
            Keyboard {
                game: 1,
                version: 3,
                choices: vec![("take r5".into(), "/play take r5".into())],
                menu: vec![Some(MenuStep::Play(vec![0]))],
            },
        );
        file.save().unwrap();
        let again = StateFile::open(dir.path()).unwrap();
        assert_eq!(again.state, file.state);
        assert!(again.state.can_write(7) && !again.state.can_write(8));
    }
}

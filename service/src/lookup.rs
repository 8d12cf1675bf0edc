//! Quick questions the adapters ask besides commands: languages, the game a chat holds, the
//! command list, polling leadership, a chat's new id. Each is one small read or write of the
//! database.

use kontor_storage::{ChatKey, GameId, GameStatus, UserKey};

use crate::i18n::{Lang, t};
use crate::info::COMMANDS;
use crate::service::Service;

/// A command for a platform's command menu: its word and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandInfo {
    /// The command word without its slash (`new`, `join`, …).
    pub name: &'static str,
    /// What it does, in one short line.
    pub description: String,
}

/// The commands every platform offers, described in `l`.
#[must_use]
pub fn commands(l: Lang) -> Vec<CommandInfo> {
    COMMANDS
        .iter()
        .map(|word| {
            let name = word.trim_start_matches('/');
            CommandInfo { name, description: t!(l, format!("commands-{name}")) }
        })
        .collect()
}

impl Service {
    /// The language of a chat's public posts.
    #[must_use]
    pub fn chat_lang(&self, chat: &ChatKey) -> Lang {
        self.ctx().chat_lang(chat)
    }

    /// The language `user` chose with `/lang` or their app reported; `None` when neither is known.
    #[must_use]
    pub fn own_lang(&self, user: &UserKey) -> Option<Lang> {
        self.ctx().own_lang(user)
    }

    /// The language of texts for `user` about `chat` sent later (reminders, prompts): their own,
    /// else the chat's.
    #[must_use]
    pub fn user_lang(&self, user: &UserKey, chat: &ChatKey) -> Lang {
        self.ctx().user_lang(user, chat)
    }

    /// The language of an adapter's answer to `user` in `chat` now: the one they chose with
    /// `/lang`, else the one their app reports with this update (`locale`, e.g. `pl` or `en-US`),
    /// else the one it reported before, else the chat's.
    #[must_use]
    pub fn answer_lang(&self, user: &UserKey, chat: &ChatKey, locale: Option<&str>) -> Lang {
        self.ctx().answer_lang(user, chat, locale.and_then(Lang::from_locale))
    }

    /// Keeps the language `user`'s app reports (`pl`, `en-US`; others are ignored), as commands
    /// do, for something that runs no command (an autocomplete).
    pub fn note_locale(&self, user: &UserKey, locale: &str) {
        if let Some(lang) = Lang::from_locale(locale) {
            self.ctx().remember_locale(user, lang);
        }
    }

    /// The chat a game is played in on `platform` (the chat it was opened in, or its other home
    /// when it is played at two: `/bridge`); `None` when the game is unknown or has no home there.
    #[must_use]
    pub fn chat_of_game(&self, game: GameId, platform: &str) -> Option<ChatKey> {
        let record = self.ctx().store.record(game).ok().flatten()?;
        record.homes().find(|home| home.platform == platform).cloned()
    }

    /// The chat's game while it is being played (not in its lobby, not over).
    #[must_use]
    pub fn running_game(&self, chat: &ChatKey) -> Option<GameId> {
        self.game_in_status(chat, GameStatus::Active)
    }

    /// The chat's game while it waits in its lobby for `/start`.
    #[must_use]
    pub fn lobby_game(&self, chat: &ChatKey) -> Option<GameId> {
        self.game_in_status(chat, GameStatus::Lobby)
    }

    /// The chat's open game, if it is in `status`.
    fn game_in_status(&self, chat: &ChatKey, status: GameStatus) -> Option<GameId> {
        let store = &self.ctx().store;
        let id = store.game_in_chat(chat).ok().flatten()?;
        let record = store.record(id).ok().flatten()?;
        (record.status == status).then_some(id)
    }

    /// A chat that now has another id (a Telegram group upgraded to a supergroup): its open game
    /// and settings follow it. Returns the game that moved, if any.
    pub fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<Option<GameId>, String> {
        let store = &self.ctx().store;
        let moved = store.move_chat(from, to).map_err(|e| e.to_string())?;
        // The chat it is bridged with names it by its new id.
        if let Some(other) = crate::homes::bridge_of(self.ctx(), to) {
            let theirs = store.chat_settings(&other).map_err(|e| e.to_string())?;
            if theirs.bridge.as_ref() == Some(from) {
                let theirs = kontor_storage::ChatSettings { bridge: Some(to.clone()), ..theirs };
                store.set_chat_settings(&other, &theirs).map_err(|e| e.to_string())?;
            }
        }
        Ok(moved)
    }

    /// Whether this process holds `role` among the processes sharing the database (one polls
    /// Telegram); the role is taken when free. Blocking work, run as the commands' is.
    pub fn lead(&self, role: &str) -> Result<bool, String> {
        let led = crate::service::blocking(&role, || self.ctx().store.lead(role));
        led.ok_or("the database call failed")?.map_err(|e| e.to_string())
    }

    /// The answer to a command posted anonymously (a group's anonymous admin, or a channel posting
    /// in a group), in the chat's language: seats belong to people, and such posts name none.
    #[must_use]
    pub fn anonymous_sender(&self, chat: &ChatKey) -> String {
        t!(self.chat_lang(chat), "play-anonymous-sender")
    }
}

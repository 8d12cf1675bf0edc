//! The command menu: the service's commands with their descriptions are registered with
//! `setMyCommands`, in English by default and in Polish for Polish apps.

use kontor_service::{Lang, commands};
use teloxide::payloads::SetMyCommandsSetters;
use teloxide::prelude::Requester;
use teloxide::types::BotCommand;

use super::adapter::Adapter;

/// The menu in `lang`.
pub(super) fn menu(lang: Lang) -> Vec<BotCommand> {
    commands(lang).into_iter().map(|c| BotCommand::new(c.name, c.description)).collect()
}

impl Adapter {
    /// Registers the service's commands in the menu.
    pub(super) async fn register_commands(&self) {
        // The default menu in English, and one in Polish for users whose app speaks Polish.
        if let Err(e) = self.bot.set_my_commands(menu(Lang::En)).await {
            tracing::warn!("telegram: setMyCommands failed: {e}");
        }
        if let Err(e) = self.bot.set_my_commands(menu(Lang::Pl)).language_code(Lang::Pl.code()).await {
            tracing::warn!("telegram: setMyCommands for Polish failed: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_menu_follows_the_services_list() {
        let names: Vec<String> = menu(Lang::En).into_iter().map(|c| c.command).collect();
        let service: Vec<&str> = commands(Lang::En).iter().map(|c| c.name).collect();
        assert_eq!(names, service);
        assert!(names.iter().any(|n| n == "new") && names.iter().any(|n| n == "join"));
        let describe =
            |lang, name: &str| menu(lang).into_iter().find(|c| c.command == name).unwrap().description;
        assert_eq!(describe(Lang::En, "join"), "take a seat in this chat's game");
        assert_eq!(describe(Lang::Pl, "join"), "zajmij miejsce w grze tego czatu");
    }
}

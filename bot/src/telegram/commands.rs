//! The command menu: the service's commands, learned from its answer to an unknown one, are
//! registered with `setMyCommands`, in English by default and in Polish for Polish apps.

use kontor_service::{ChatKey, Command, Lang};
use teloxide::payloads::SetMyCommandsSetters;
use teloxide::prelude::Requester;
use teloxide::types::BotCommand;

use super::adapter::Adapter;
use super::translate;
use crate::platforms::TELEGRAM;

impl Adapter {
    /// Registers the service's commands (learned from its answer to an unknown one) in the menu.
    pub(super) async fn register_commands(&self) {
        let probe = Command::text(
            ChatKey::new(TELEGRAM, "0"),
            kontor_service::UserKey::new(TELEGRAM, "0"),
            "menu",
            "/kontor_command_list",
        );
        let out = self.service.ask(probe).await;
        let mut names = out.first().map(|d| translate::command_names(d.text())).unwrap_or_default();
        if names.is_empty() {
            names = ["new", "join", "start", "play", "moves", "board", "hand", "status", "rules", "help"]
                .map(String::from)
                .to_vec();
        }
        let menu = |lang| -> Vec<BotCommand> {
            names
                .iter()
                .map(|n| BotCommand::new(n.clone(), translate::command_description(n, lang)))
                .collect()
        };
        // The default menu in English, and one in Polish for users whose app speaks Polish.
        if let Err(e) = self.bot.set_my_commands(menu(Lang::En)).await {
            tracing::warn!("telegram: setMyCommands failed: {e}");
        }
        if let Err(e) = self.bot.set_my_commands(menu(Lang::Pl)).language_code(Lang::Pl.code()).await {
            tracing::warn!("telegram: setMyCommands for Polish failed: {e}");
        }
    }
}

//! `kontor run --config FILE`: which adapters run and where data lives. `config.example.toml`
//! documents every key.

use std::path::{Path, PathBuf};

use anyhow::Context;
use serde::Deserialize;

/// The whole configuration file.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    #[serde(default)]
    pub storage: StorageConfig,
    #[serde(default)]
    pub service: ServiceSection,
    #[serde(default)]
    pub terminal: TerminalConfig,
    #[serde(default)]
    pub telegram: TelegramConfig,
    #[serde(default)]
    pub discord: DiscordConfig,
}

/// `[storage]`
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StorageConfig {
    /// The sled database folder.
    #[serde(default = "default_data_dir")]
    pub data_dir: PathBuf,
}

impl Default for StorageConfig {
    fn default() -> Self {
        StorageConfig { data_dir: default_data_dir() }
    }
}

fn default_data_dir() -> PathBuf {
    PathBuf::from("kontor-data")
}

/// `[service]`
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServiceSection {
    /// Render board and hand images.
    #[serde(default = "yes")]
    pub images: bool,
}

impl Default for ServiceSection {
    fn default() -> Self {
        ServiceSection { images: true }
    }
}

fn yes() -> bool {
    true
}

/// `[terminal]`: the local adapter on standard input and output.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerminalConfig {
    #[serde(default)]
    pub enabled: bool,
    /// Where images are written.
    #[serde(default = "default_out_dir")]
    pub out_dir: PathBuf,
}

impl Default for TerminalConfig {
    fn default() -> Self {
        TerminalConfig { enabled: false, out_dir: default_out_dir() }
    }
}

fn default_out_dir() -> PathBuf {
    PathBuf::from("kontor-out")
}

/// `[telegram]`: the Telegram adapter (long polling through teloxide).
#[derive(Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelegramConfig {
    #[serde(default)]
    pub enabled: bool,
    /// The bot token from BotFather; `KONTOR_TELEGRAM_TOKEN` in the environment takes precedence.
    #[serde(default)]
    pub token: Option<String>,
    /// Another Bot API server (a self-hosted one, or a local fake in tests).
    #[serde(default)]
    pub api_url: Option<String>,
}

impl std::fmt::Debug for TelegramConfig {
    // The token is never printed.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TelegramConfig")
            .field("enabled", &self.enabled)
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field("api_url", &self.api_url)
            .finish()
    }
}

/// `[discord]`: the Discord adapter. The token is never logged (`Debug` hides it).
#[derive(Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiscordConfig {
    #[serde(default)]
    pub enabled: bool,
    /// The bot token; the environment variable `KONTOR_DISCORD_TOKEN` overrides it.
    #[serde(default)]
    pub token: Option<String>,
    /// Register the slash commands in this guild only (instant, for development); global otherwise.
    #[serde(default)]
    pub guild_id: Option<u64>,
    /// Send every private message (hands, prompts) by DM instead of as an ephemeral reply.
    #[serde(default)]
    pub private_by_dm: bool,
}

impl std::fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("enabled", &self.enabled)
            .field("token", &self.token.as_ref().map(|_| "<hidden>"))
            .field("guild_id", &self.guild_id)
            .field("private_by_dm", &self.private_by_dm)
            .finish()
    }
}

impl DiscordConfig {
    /// The token from `KONTOR_DISCORD_TOKEN`, else from the file.
    pub fn resolved_token(&self) -> anyhow::Result<String> {
        std::env::var("KONTOR_DISCORD_TOKEN")
            .ok()
            .filter(|t| !t.trim().is_empty())
            .or_else(|| self.token.clone().filter(|t| !t.trim().is_empty()))
            .map(|t| t.trim().to_string())
            .context("[discord] is enabled but no token is set: set `token` or KONTOR_DISCORD_TOKEN")
    }
}

impl Config {
    /// Reads and checks a configuration file.
    pub fn load(path: &Path) -> anyhow::Result<Config> {
        let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        Config::parse(&text).with_context(|| format!("in {}", path.display()))
    }

    /// Parses configuration text.
    pub fn parse(text: &str) -> anyhow::Result<Config> {
        Ok(toml::from_str(text)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn example_config_parses() {
        let text = include_str!("../../config.example.toml");
        let config = Config::parse(text).unwrap();
        assert_eq!(config.storage.data_dir, PathBuf::from("kontor-data"));
        assert!(config.terminal.enabled);
    }

    #[test]
    fn discord_token_is_never_printed() {
        let config =
            Config::parse("[discord]\nenabled = true\ntoken = 'secret-token'\nguild_id = 7\n").unwrap();
        assert!(config.discord.enabled);
        assert_eq!(config.discord.guild_id, Some(7));
        assert!(!format!("{config:?}").contains("secret-token"));
    }

    #[test]
    fn unknown_keys_are_refused() {
        assert!(Config::parse("[storage]\ndata = 'x'\n").is_err());
    }
}

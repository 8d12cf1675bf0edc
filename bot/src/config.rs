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
    fn unknown_keys_are_refused() {
        assert!(Config::parse("[storage]\ndata = 'x'\n").is_err());
    }
}

//! `kontor run --config FILE`: which adapters run and where data lives. `config.example.toml`
//! documents every key. Every key may be left out: a missing one takes its section's `Default`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use serde::Deserialize;

use crate::backups::{BackupSchedule, DEFAULT_BACKUP_DIR};

/// The whole configuration file.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub storage: StorageConfig,
    pub service: ServiceSection,
    pub terminal: TerminalConfig,
    pub telegram: TelegramConfig,
    pub discord: DiscordConfig,
    pub web: crate::web::WebSection,
}

/// `[storage]`. `Debug` shows `url` without its password.
#[derive(Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StorageConfig {
    /// The sled database folder.
    pub data_dir: PathBuf,
    /// How often `kontor run` writes a backup of every game: a duration (`24h`, `12h`, `1d`) or `off`.
    pub backup_every: String,
    /// Where the backups go.
    pub backup_dir: PathBuf,
    /// How many backups are kept (the oldest beyond are removed).
    pub backup_keep: usize,
    /// PostgreSQL instead of sled: `postgres://user@host:port/database`. The environment's
    /// `KONTOR_DATABASE_URL` (which may hold the password) takes precedence.
    pub url: Option<String>,
    /// The PostgreSQL schema holding Kontor's tables.
    pub schema: String,
    /// Most PostgreSQL connections this process opens.
    pub pool_size: usize,
    /// How long connecting to PostgreSQL (or waiting for a free connection) may take.
    pub connect_timeout: String,
    /// How long a post or a reminder another process took stays with it before this one may
    /// take it over (that process may have stopped).
    pub lease: String,
}

impl std::fmt::Debug for StorageConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StorageConfig")
            .field("data_dir", &self.data_dir)
            .field("backup_every", &self.backup_every)
            .field("backup_dir", &self.backup_dir)
            .field("backup_keep", &self.backup_keep)
            .field("url", &self.url.as_deref().map(kontor_storage::redacted_url))
            .field("schema", &self.schema)
            .field("pool_size", &self.pool_size)
            .field("connect_timeout", &self.connect_timeout)
            .field("lease", &self.lease)
            .finish()
    }
}

/// The environment variable holding the PostgreSQL URL (with its password).
pub const DATABASE_URL_VAR: &str = "KONTOR_DATABASE_URL";

impl Default for StorageConfig {
    fn default() -> Self {
        StorageConfig {
            data_dir: PathBuf::from("kontor-data"),
            backup_every: "24h".into(),
            backup_dir: PathBuf::from(DEFAULT_BACKUP_DIR),
            backup_keep: 7,
            url: None,
            schema: "kontor".into(),
            pool_size: 16,
            connect_timeout: "10s".into(),
            lease: "60s".into(),
        }
    }
}

impl StorageConfig {
    /// The PostgreSQL settings, when a URL is configured (in the file or the environment).
    pub fn postgres(&self) -> anyhow::Result<Option<kontor_storage::PgOptions>> {
        let from_env = std::env::var(DATABASE_URL_VAR).ok().filter(|url| !url.trim().is_empty());
        let Some(url) = from_env.or_else(|| self.url.clone()) else { return Ok(None) };
        anyhow::ensure!(
            url.starts_with("postgres://") || url.starts_with("postgresql://"),
            "[storage] url (or {DATABASE_URL_VAR}) must start with postgres://"
        );
        let millis = |key: &str, value: &str| {
            short_duration_ms(value).with_context(|| {
                format!("[storage] {key} = {value:?}: write a duration such as 500ms, 10s or 1m")
            })
        };
        let mut options = kontor_storage::PgOptions::new(url);
        options.schema = self.schema.clone();
        anyhow::ensure!(self.pool_size >= 1, "[storage] pool_size must be at least 1");
        options.pool_size = self.pool_size;
        options.connect_timeout = Duration::from_millis(millis("connect_timeout", &self.connect_timeout)?);
        options.lease_ms = millis("lease", &self.lease)?;
        Ok(Some(options))
    }

    /// The backup schedule; none with `backup_every = "off"`.
    pub fn backups(&self) -> anyhow::Result<Option<BackupSchedule>> {
        if self.backup_every.trim().eq_ignore_ascii_case("off") {
            return Ok(None);
        }
        let every = kontor_service::parse_duration(&self.backup_every).with_context(|| {
            format!(
                "[storage] backup_every = {:?}: write a duration such as 24h, 12h or 1d, or off",
                self.backup_every
            )
        })?;
        anyhow::ensure!(self.backup_keep >= 1, "[storage] backup_keep must be at least 1");
        Ok(Some(BackupSchedule {
            every: Duration::from_millis(every),
            dir: self.backup_dir.clone(),
            keep: self.backup_keep,
        }))
    }
}

/// A duration of the form `500ms`, `10s`, `2m` or `1h`, in milliseconds.
fn short_duration_ms(text: &str) -> Option<u64> {
    let text = text.trim();
    let split = text.find(|c: char| !c.is_ascii_digit())?;
    let (number, unit) = text.split_at(split);
    let n: u64 = number.parse().ok()?;
    let unit_ms = match unit.trim() {
        "ms" => 1,
        "s" => 1_000,
        "m" => 60_000,
        "h" => 3_600_000,
        _ => return None,
    };
    Some(n * unit_ms).filter(|ms| *ms > 0)
}

/// `[service]`
#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ServiceSection {
    /// Render board and hand images.
    pub images: bool,
    /// Take `/new … seed=N` (off: every game is dealt at random).
    pub allow_seed: bool,
    /// The most open games (lobbies included) one player may sit in.
    pub max_open_games: usize,
    /// The most commands one player may send in `command_window_secs` (0: no limit).
    pub max_commands: usize,
    pub command_window_secs: u64,
    /// The most channel posts that may wait to reach one chat before its players are asked to
    /// wait (0: no limit).
    pub max_unsent_posts: usize,
}

impl Default for ServiceSection {
    fn default() -> Self {
        ServiceSection {
            images: true,
            allow_seed: false,
            max_open_games: kontor_service::MAX_OPEN_GAMES,
            max_commands: kontor_service::RateLimit::default().commands,
            command_window_secs: kontor_service::RateLimit::default().window_ms / 1000,
            max_unsent_posts: kontor_service::MAX_UNSENT_PER_CHAT,
        }
    }
}

impl ServiceSection {
    /// The service's settings for `kontor run`.
    #[must_use]
    pub fn settings(&self) -> kontor_service::ServiceConfig {
        let rate_limit =
            (self.max_commands > 0 && self.command_window_secs > 0).then(|| kontor_service::RateLimit {
                commands: self.max_commands,
                window_ms: self.command_window_secs.saturating_mul(1000),
            });
        kontor_service::ServiceConfig {
            images: self.images,
            allow_seed: self.allow_seed,
            max_open_games: Some(self.max_open_games),
            rate_limit,
            max_unsent_per_chat: (self.max_unsent_posts > 0).then_some(self.max_unsent_posts),
            unlimited_platforms: vec![crate::platforms::TERMINAL.to_string()],
            ..kontor_service::ServiceConfig::default()
        }
    }
}

/// `[terminal]`: the local adapter on standard input and output.
#[derive(Clone, Debug, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TerminalConfig {
    pub enabled: bool,
    /// Where images are written.
    pub out_dir: PathBuf,
}

impl Default for TerminalConfig {
    fn default() -> Self {
        TerminalConfig { enabled: false, out_dir: PathBuf::from("kontor-out") }
    }
}

/// A secret of the configuration file (a bot token, a webhook secret): read as the plain string,
/// shown by `Debug` as `"<hidden>"`, so that a configuration can be logged.
#[derive(Clone, Default, Deserialize, PartialEq, Eq)]
#[serde(transparent)]
pub struct Secret(pub String);

impl Secret {
    /// The secret in the environment variable `var` when it is set and not blank, else `file`'s
    /// (the configuration file's), trimmed; `None` when neither is given.
    #[must_use]
    pub fn resolve(var: &str, file: Option<&Secret>) -> Option<String> {
        let from_env = std::env::var(var).ok().filter(|s| !s.trim().is_empty());
        from_env.or_else(|| file.map(|s| s.0.clone())).map(|s| s.trim().to_string())
    }
}

impl From<&str> for Secret {
    fn from(text: &str) -> Secret {
        Secret(text.to_string())
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt("<hidden>", f)
    }
}

/// `[telegram]`: the Telegram adapter (long polling through teloxide, or a webhook).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TelegramConfig {
    pub enabled: bool,
    /// The bot token from BotFather; `KONTOR_TELEGRAM_TOKEN` in the environment takes precedence.
    pub token: Option<Secret>,
    /// Another Bot API server (a self-hosted one, or a local fake in tests).
    pub api_url: Option<String>,
    /// Webhook mode: the public HTTPS address Telegram posts updates to (a reverse proxy in
    /// front of `listen`). Without it Kontor uses long polling.
    pub webhook_url: Option<String>,
    /// Webhook mode: the local address the webhook server listens on, e.g. `127.0.0.1:8443`.
    pub listen: Option<String>,
    /// Webhook mode: the secret Telegram sends with every update (1–256 characters of `A-Z`,
    /// `a-z`, `0-9`, `_` and `-`); `KONTOR_TELEGRAM_SECRET` in the environment takes precedence.
    pub secret_token: Option<Secret>,
    /// Sends without keeping Telegram's sending limits (a message a second per chat, 20 a minute
    /// per group): only for a local fake Bot API in tests, where whole games are played in
    /// minutes. Against Telegram it gets the bot flood-controlled.
    pub unthrottled: bool,
}

/// `[discord]`: the Discord adapter. The token is never logged (`Debug` hides it).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    pub enabled: bool,
    /// The bot token; the environment variable `KONTOR_DISCORD_TOKEN` overrides it.
    pub token: Option<Secret>,
    /// Register the slash commands in this guild only (instant, for development); global otherwise.
    pub guild_id: Option<u64>,
    /// Send every private message (hands, prompts) by DM instead of as an ephemeral reply.
    pub private_by_dm: bool,
    /// Another Discord HTTP API (a proxy, or a local fake in tests); Discord's own by default. The
    /// gateway URL is asked from this API too (`GET /gateway/bot`).
    pub api_url: Option<String>,
    /// The shards this process runs, `"first-last/total"` or `"n/total"`; without it Kontor runs
    /// every shard itself, as many as Discord recommends.
    pub shards: Option<ShardRange>,
}

/// A range of gateway shards for one process: shards `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct ShardRange {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

/// Why a `shards` value is not a range of shards.
#[derive(Debug, PartialEq, Eq)]
pub enum ShardRangeError {
    /// Not of the form `first-last/total` or `n/total` with whole numbers.
    Form(String),
    /// No shards at all, or shards beyond the total, or a range running backwards.
    Outside { first: u32, last: u32, total: u32 },
}

impl std::fmt::Display for ShardRangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShardRangeError::Form(text) => {
                write!(
                    f,
                    "shards = {text:?} is not of the form \"first-last/total\" (e.g. \"0-3/8\") or \"n/total\""
                )
            }
            ShardRangeError::Outside { total: 0, .. } => write!(f, "shards: the total must be at least 1"),
            ShardRangeError::Outside { first, last, total } => write!(
                f,
                "shards {first}-{last} of {total}: shard numbers run from 0 to {} and first must not be after last",
                total.saturating_sub(1)
            ),
        }
    }
}

impl std::error::Error for ShardRangeError {}

impl std::str::FromStr for ShardRange {
    type Err = ShardRangeError;

    fn from_str(text: &str) -> Result<ShardRange, ShardRangeError> {
        let form = || ShardRangeError::Form(text.to_string());
        let (range, total) = text.trim().split_once('/').ok_or_else(form)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| form());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if total == 0 || first > last || last >= total {
            return Err(ShardRangeError::Outside { first, last, total });
        }
        Ok(ShardRange { first, last, total })
    }
}

impl TryFrom<String> for ShardRange {
    type Error = ShardRangeError;

    fn try_from(text: String) -> Result<ShardRange, ShardRangeError> {
        text.parse()
    }
}

impl DiscordConfig {
    /// The token from `KONTOR_DISCORD_TOKEN`, else from the file.
    pub fn resolved_token(&self) -> anyhow::Result<String> {
        Secret::resolve("KONTOR_DISCORD_TOKEN", self.token.as_ref())
            .filter(|t| !t.is_empty())
            .context("[discord] is enabled but no token is set: set `token` or KONTOR_DISCORD_TOKEN")
    }
}

impl DiscordConfig {
    /// The configured HTTP API, checked to be an `http` or `https` URL.
    pub fn api_url(&self) -> anyhow::Result<Option<url::Url>> {
        let Some(text) = &self.api_url else { return Ok(None) };
        let url =
            url::Url::parse(text).with_context(|| format!("[discord] api_url = {text:?} is not a URL"))?;
        anyhow::ensure!(
            matches!(url.scheme(), "http" | "https") && url.host().is_some(),
            "[discord] api_url = {text:?} must be an http:// or https:// address"
        );
        Ok(Some(url))
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
        let config: Config = toml::from_str(text)?;
        config.storage.backups()?;
        config.discord.api_url()?;
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_debug_form_never_shows_a_database_password() {
        for url in ["postgres://k:s3cret@db/g", "postgres://k@db/g?sslmode=disable&password=s3cret"] {
            let config = Config::parse(&format!("[storage]\nurl = {url:?}\n")).unwrap();
            let shown = format!("{config:?}");
            assert!(!shown.contains("s3cret") && shown.contains("***"), "{shown}");
        }
    }

    #[test]
    fn example_config_parses() {
        let text = include_str!("../../config.example.toml");
        let config = Config::parse(text).unwrap();
        assert_eq!(config.storage.data_dir, PathBuf::from("kontor-data"));
        assert!(config.terminal.enabled);
        let backups = config.storage.backups().unwrap().unwrap();
        assert_eq!((backups.every, backups.keep), (Duration::from_secs(24 * 3_600), 7));
        assert_eq!(backups.dir, PathBuf::from("kontor-backups"));
    }

    #[test]
    fn backups_are_on_by_default_and_can_be_turned_off() {
        assert!(Config::parse("").unwrap().storage.backups().unwrap().is_some());
        assert!(
            Config::parse("[storage]\nbackup_every = 'off'\n").unwrap().storage.backups().unwrap().is_none()
        );
        let error = Config::parse("[storage]\nbackup_every = 'daily'\n").unwrap_err();
        assert!(format!("{error:#}").contains("backup_every"), "{error:#}");
        assert!(Config::parse("[storage]\nbackup_keep = 0\n").is_err());
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
    fn telegram_secrets_are_never_printed() {
        let config =
            Config::parse("[telegram]\ntoken = 'bot-token'\nsecret_token = 'hook-secret'\n").unwrap();
        assert_eq!(config.telegram.token, Some(Secret("bot-token".into())));
        let shown = format!("{config:?}");
        assert!(!shown.contains("bot-token") && !shown.contains("hook-secret"), "{shown}");
        assert!(shown.contains("token: Some(\"<hidden>\")"), "{shown}");
    }

    #[test]
    fn discord_shards_are_a_range_of_a_total() {
        let shards =
            |text: &str| Config::parse(&format!("[discord]\nshards = {text:?}\n")).map(|c| c.discord.shards);
        assert_eq!(shards("0-3/8").unwrap(), Some(ShardRange { first: 0, last: 3, total: 8 }));
        assert_eq!(shards("5/8").unwrap(), Some(ShardRange { first: 5, last: 5, total: 8 }));
        assert_eq!(shards(" 4 - 7 / 8 ").unwrap(), Some(ShardRange { first: 4, last: 7, total: 8 }));
        assert_eq!(Config::parse("[discord]\n").unwrap().discord.shards, None, "autosharding by default");
        for (text, why) in [
            ("0-8/8", "run from 0 to 7"),
            ("3-1/8", "first must not be after last"),
            ("0/0", "at least 1"),
            ("0-3", "first-last/total"),
            ("a-b/8", "first-last/total"),
            ("-1/8", "first-last/total"),
        ] {
            let error = format!("{:#}", shards(text).unwrap_err());
            assert!(error.contains(why), "{text}: {error}");
        }
    }

    #[test]
    fn discord_api_url_must_be_a_web_address() {
        let config = Config::parse("[discord]\napi_url = 'http://127.0.0.1:8080'\n").unwrap();
        assert_eq!(config.discord.api_url().unwrap().unwrap().as_str(), "http://127.0.0.1:8080/");
        assert_eq!(Config::parse("").unwrap().discord.api_url().unwrap(), None, "Discord's own by default");
        for text in ["discord.com", "ftp://example.com", "http://"] {
            let error = Config::parse(&format!("[discord]\napi_url = {text:?}\n")).unwrap_err();
            assert!(format!("{error:#}").contains("api_url"), "{text}: {error:#}");
        }
    }

    #[test]
    fn unknown_keys_are_refused() {
        assert!(Config::parse("[storage]\ndata = 'x'\n").is_err());
    }
}

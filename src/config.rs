//! The bot's configuration, read once from the environment (and a `.env`
//! file in the working directory) into one typed struct.

use std::{fmt, time::Duration};

use crate::store::DEFAULT_DATABASE_URL;

/// Everything the Discord front end needs to start.
#[derive(Clone)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: String,
    /// Where the database is (`DATABASE_URL`).
    pub database_url: String,
    /// Register the commands in this server only (`DISCORD_DEV_GUILD`):
    /// they appear at once, while global ones may take a while.
    pub dev_guild: Option<u64>,
    /// The tracing filter (`RUST_LOG`, e.g. `info` or `punctbot=debug`).
    pub log_level: String,
    /// The base URL of Discord's REST API (`DISCORD_API_BASE`), for an HTTP
    /// proxy or a fake Discord in tests; the gateway address then comes from
    /// that API's `/gateway` answer. `None`: the real Discord.
    pub api_base: Option<String>,
    /// How long an interaction may wait for the manager before it is
    /// deferred (Discord wants an answer within 3 s); zero: always defer.
    pub defer_after: Duration,
    /// The longest the scheduler sleeps between two looks at the database
    /// (`SCHEDULER_MAX_SLEEP_MS`): it wakes earlier when something falls
    /// due, and this bounds how late it notices what another process
    /// scheduled.
    pub scheduler_max_sleep: Duration,
}

// The token never appears in logs or panics.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("dev_guild", &self.dev_guild)
            .field("log_level", &self.log_level)
            .field("api_base", &self.api_base)
            .field("defer_after", &self.defer_after)
            .field("scheduler_max_sleep", &self.scheduler_max_sleep)
            .finish()
    }
}

/// Why the configuration is unusable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// `DISCORD_TOKEN` is not set (or empty).
    NoToken,
    /// A variable holds something that does not parse.
    Invalid { name: &'static str, value: String },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::NoToken => f.write_str(
                "DISCORD_TOKEN is not set. Create an application and its bot at \
                 https://discord.com/developers/applications, copy the bot token into .env \
                 (see .env.example).\nTo play without Discord, run `punctbot play`.",
            ),
            ConfigError::Invalid { name, value } => {
                write!(f, "{name} has an invalid value `{value}`")
            }
        }
    }
}

impl std::error::Error for ConfigError {}

/// The default wait before deferring: well inside Discord's 3 s, long
/// enough that a normal move is answered in one call.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The default longest sleep of the scheduler.
pub const DEFAULT_SCHEDULER_MAX_SLEEP: Duration = Duration::from_secs(60);

impl Config {
    /// Reads `.env` (if present) into the environment, then the
    /// configuration from the environment.
    ///
    /// # Errors
    /// No token, or a value that does not parse.
    pub fn from_env() -> Result<Config, ConfigError> {
        // A missing .env is normal (the variables may come from elsewhere).
        let _ = dotenvy::dotenv();
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// The configuration from `lookup` (the environment, or a map in tests).
    ///
    /// # Errors
    /// No token, or a value that does not parse.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |name: &str| lookup(name).filter(|value| !value.trim().is_empty());
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::NoToken)?;
        let dev_guild = match get("DISCORD_DEV_GUILD") {
            Some(value) => Some(value.trim().parse().map_err(|_| ConfigError::Invalid {
                name: "DISCORD_DEV_GUILD",
                value,
            })?),
            None => None,
        };
        let millis = |name: &'static str, default: Duration| match get(name) {
            Some(value) => value
                .trim()
                .parse()
                .map(Duration::from_millis)
                .map_err(|_| ConfigError::Invalid { name, value }),
            None => Ok(default),
        };
        let defer_after = millis("DISCORD_DEFER_AFTER_MS", DEFAULT_DEFER_AFTER)?;
        let scheduler_max_sleep = millis("SCHEDULER_MAX_SLEEP_MS", DEFAULT_SCHEDULER_MAX_SLEEP)?;
        Ok(Config {
            token: token.trim().to_owned(),
            database_url: get("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            dev_guild,
            log_level: get("RUST_LOG").unwrap_or_else(|| "info".to_owned()),
            api_base: get("DISCORD_API_BASE").map(|base| base.trim().to_owned()),
            defer_after,
            scheduler_max_sleep,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let pairs: Vec<(String, String)> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        Config::from_lookup(|name| {
            pairs
                .iter()
                .find(|(key, _)| key == name)
                .map(|(_, value)| value.clone())
        })
    }

    #[test]
    fn a_token_is_required() {
        assert_eq!(config(&[]).unwrap_err(), ConfigError::NoToken);
        assert_eq!(
            config(&[("DISCORD_TOKEN", "  ")]).unwrap_err(),
            ConfigError::NoToken
        );
    }

    #[test]
    fn defaults_and_values() {
        let plain = config(&[("DISCORD_TOKEN", "abc")]).unwrap();
        assert_eq!(plain.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(plain.dev_guild, None);
        assert_eq!(plain.api_base, None);
        assert_eq!(plain.defer_after, DEFAULT_DEFER_AFTER);
        assert_eq!(plain.scheduler_max_sleep, DEFAULT_SCHEDULER_MAX_SLEEP);
        let full = config(&[
            ("DISCORD_TOKEN", "abc"),
            ("DISCORD_DEV_GUILD", "123"),
            ("DISCORD_API_BASE", "http://127.0.0.1:9"),
            ("DATABASE_URL", "sqlite::memory:"),
            ("DISCORD_DEFER_AFTER_MS", "0"),
            ("SCHEDULER_MAX_SLEEP_MS", "50"),
        ])
        .unwrap();
        assert_eq!(full.dev_guild, Some(123));
        assert_eq!(full.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(full.defer_after, Duration::ZERO);
        assert_eq!(full.scheduler_max_sleep, Duration::from_millis(50));
        assert!(
            !format!("{full:?}").contains("abc"),
            "the token stays hidden"
        );
    }

    #[test]
    fn bad_numbers_are_reported() {
        let error =
            config(&[("DISCORD_TOKEN", "abc"), ("SCHEDULER_MAX_SLEEP_MS", "-1")]).unwrap_err();
        assert!(matches!(
            error,
            ConfigError::Invalid {
                name: "SCHEDULER_MAX_SLEEP_MS",
                ..
            }
        ));
        let error = config(&[("DISCORD_TOKEN", "abc"), ("DISCORD_DEV_GUILD", "x")]).unwrap_err();
        assert!(matches!(
            error,
            ConfigError::Invalid {
                name: "DISCORD_DEV_GUILD",
                ..
            }
        ));
    }
}

//! The bot's configuration, read once into one typed struct: each
//! setting is a command-line flag of `punctbot` (or `punctbot bot`) with an
//! environment variable as its fallback ([`BotArgs`]), and `main` loads a
//! `.env` file in the working directory into the environment first.

use std::{fmt, net::SocketAddr, time::Duration};

use crate::{computer::DEFAULT_SEARCHES, discord::shards::Shards, store::DEFAULT_DATABASE_URL};

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
    /// Where to serve Prometheus metrics and the health check
    /// (`METRICS_ADDR`, e.g. `127.0.0.1:9464`); `None`: nowhere.
    pub metrics_addr: Option<SocketAddr>,
    /// How log lines are written (`LOG_FORMAT`).
    pub log_format: LogFormat,
    /// The gateway shards this process runs (`DISCORD_SHARDS`).
    pub shards: Shards,
    /// How many moves the computer may search for at once
    /// (`BOT_SEARCHES`); more wait for a free search.
    pub bot_searches: usize,
    /// Each computer search stops after this many nodes instead of after
    /// its level's time (`BOT_NODES`): reproducible moves, for tests. An
    /// analysis then searches this many nodes a position too.
    pub bot_nodes: Option<u64>,
    /// Where to serve the bot's web pages (`WEB_ADDR`); `None`: nowhere.
    pub web_addr: Option<SocketAddr>,
    /// The address readers reach the web pages at (`WEB_BASE_URL`, e.g.
    /// `https://punct.example.org`): the links the bot posts start with it.
    pub web_base_url: Option<String>,
    /// Ask Discord when members leave a server (`DISCORD_MEMBER_EVENTS`),
    /// so that a player who left withdraws from its tournaments. Needs the
    /// privileged Server Members intent, turned on in the Developer Portal:
    /// without it Discord refuses the connection.
    pub member_events: bool,
}

// The token never appears in logs or panics.
impl fmt::Debug for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field(
                "database_url",
                &crate::store::database_shown(&self.database_url),
            )
            .field("dev_guild", &self.dev_guild)
            .field("log_level", &self.log_level)
            .field("api_base", &self.api_base)
            .field("defer_after", &self.defer_after)
            .field("scheduler_max_sleep", &self.scheduler_max_sleep)
            .field("metrics_addr", &self.metrics_addr)
            .field("log_format", &self.log_format)
            .field("shards", &self.shards)
            .field("bot_searches", &self.bot_searches)
            .field("bot_nodes", &self.bot_nodes)
            .field("web_addr", &self.web_addr)
            .field("web_base_url", &self.web_base_url)
            .field("member_events", &self.member_events)
            .finish()
    }
}

/// Why the configuration is unusable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// `DISCORD_TOKEN` is not set (or empty).
    NoToken,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::NoToken => f.write_str(
                "DISCORD_TOKEN is not set. Create an application and its bot at \
                 https://discord.com/developers/applications, copy the bot token into .env \
                 (see .env.example).\nTo play without Discord, run `punctbot play`.",
            ),
        }
    }
}

impl std::error::Error for ConfigError {}

/// The default wait before deferring, in milliseconds: well inside
/// Discord's 3 s, long enough that a normal move is answered in one call.
pub const DEFAULT_DEFER_AFTER_MS: u64 = 1500;

/// The default longest sleep of the scheduler, in milliseconds.
pub const DEFAULT_SCHEDULER_MAX_SLEEP_MS: u64 = 60_000;

/// The bot's settings as given: flags, else environment variables. (No
/// `Debug`: it holds the token.)
#[derive(Clone, clap::Args)]
pub struct BotArgs {
    /// The bot token (required to run the bot)
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub token: Option<String>,
    /// The database
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
    /// Register the commands in this server only (they appear at once;
    /// global ones can take a while)
    #[arg(long, env = "DISCORD_DEV_GUILD", value_name = "SERVER_ID")]
    pub dev_guild: Option<u64>,
    /// The log filter, e.g. `info` or `punctbot=debug,serenity=warn`
    #[arg(long, env = "RUST_LOG", default_value = "info")]
    pub log: String,
    /// The base URL of Discord's REST API, for an HTTP proxy or a fake
    /// Discord; the gateway address then comes from that API's /gateway
    #[arg(long, env = "DISCORD_API_BASE", value_name = "URL")]
    pub api_base: Option<String>,
    /// How long (ms) an interaction may wait for the game manager before
    /// its answer is deferred; 0: always defer
    #[arg(long, env = "DISCORD_DEFER_AFTER_MS", value_name = "MS", default_value_t = DEFAULT_DEFER_AFTER_MS)]
    pub defer_after_ms: u64,
    /// The longest (ms) the scheduler sleeps between two looks at the
    /// database
    #[arg(long, env = "SCHEDULER_MAX_SLEEP_MS", value_name = "MS", default_value_t = DEFAULT_SCHEDULER_MAX_SLEEP_MS)]
    pub scheduler_max_sleep_ms: u64,
    /// Serve Prometheus metrics (/metrics) and a health check (/health) on
    /// this address, e.g. 127.0.0.1:9464 (keep it on loopback or a private
    /// network)
    #[arg(long, env = "METRICS_ADDR", value_name = "ADDRESS:PORT")]
    pub metrics_addr: Option<SocketAddr>,
    /// How log lines are written: `text` for people, `json` (one object a
    /// line, with the request's fields) for a log collector
    #[arg(long, env = "LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,
    /// The gateway shards this process runs: `auto` (as many as Discord
    /// recommends, all here), or `FIRST-LAST/TOTAL` (e.g. `0-3/8`) when
    /// several processes share the shards and one PostgreSQL database
    #[arg(
        long,
        env = "DISCORD_SHARDS",
        value_name = "FIRST-LAST/TOTAL",
        default_value = "auto"
    )]
    pub shards: Shards,
    /// How many moves the computer opponent may search for at once (each
    /// takes a core for up to a second); more wait their turn
    #[arg(long, env = "BOT_SEARCHES", value_name = "N", default_value_t = DEFAULT_SEARCHES,
          value_parser = clap::value_parser!(u16).range(1..))]
    pub bot_searches: u16,
    /// Stop each of the computer's searches after N nodes instead of after
    /// its level's time: the same moves on any machine (for tests); an
    /// analysis searches N nodes a position too
    #[arg(long, env = "BOT_NODES", value_name = "N",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub bot_nodes: Option<u64>,
    /// Serve the bot's web pages (ladders, players, games) on this
    /// address, e.g. 127.0.0.1:8080 (behind a reverse proxy to publish
    /// them); off by default
    #[arg(long, env = "WEB_ADDR", value_name = "ADDRESS:PORT")]
    pub web_addr: Option<SocketAddr>,
    /// The address readers reach the web pages at, e.g.
    /// https://punct.example.org: boards, endings and lists then carry
    /// links to them (on servers whose pages are public)
    #[arg(long, env = "WEB_BASE_URL", value_name = "URL")]
    pub web_base_url: Option<String>,
    /// Ask Discord when members leave a server, so that a player who left
    /// withdraws from its tournaments (needs the privileged Server Members
    /// intent, turned on in the Developer Portal)
    #[arg(long, env = "DISCORD_MEMBER_EVENTS")]
    pub member_events: bool,
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

impl Config {
    /// The configuration `args` give. A blank setting counts as not given
    /// (a `.env` copied from `.env.example` has `DISCORD_TOKEN=`).
    ///
    /// # Errors
    /// No token.
    pub fn from_args(args: BotArgs) -> Result<Config, ConfigError> {
        let given = |value: Option<String>| {
            value
                .map(|value| value.trim().to_owned())
                .filter(|value| !value.is_empty())
        };
        Ok(Config {
            token: given(args.token).ok_or(ConfigError::NoToken)?,
            database_url: given(Some(args.database_url))
                .unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned()),
            dev_guild: args.dev_guild,
            log_level: given(Some(args.log)).unwrap_or_else(|| "info".to_owned()),
            api_base: given(args.api_base),
            defer_after: Duration::from_millis(args.defer_after_ms),
            scheduler_max_sleep: Duration::from_millis(args.scheduler_max_sleep_ms),
            metrics_addr: args.metrics_addr,
            log_format: args.log_format,
            shards: args.shards,
            bot_searches: usize::from(args.bot_searches),
            bot_nodes: args.bot_nodes,
            web_addr: args.web_addr,
            web_base_url: given(args.web_base_url),
            member_events: args.member_events,
        })
    }
}

#[cfg(test)]
mod tests {
    use clap::{CommandFactory, Parser};

    use super::*;

    /// `BotArgs` as the binary's top level holds them.
    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        bot: BotArgs,
    }

    fn args(token: Option<&str>) -> BotArgs {
        BotArgs {
            token: token.map(str::to_owned),
            database_url: DEFAULT_DATABASE_URL.to_owned(),
            dev_guild: None,
            log: "info".to_owned(),
            api_base: None,
            defer_after_ms: DEFAULT_DEFER_AFTER_MS,
            scheduler_max_sleep_ms: DEFAULT_SCHEDULER_MAX_SLEEP_MS,
            metrics_addr: None,
            log_format: LogFormat::Text,
            shards: Shards::Auto,
            bot_searches: DEFAULT_SEARCHES,
            bot_nodes: None,
            web_addr: None,
            web_base_url: None,
            member_events: false,
        }
    }

    #[test]
    fn a_token_is_required() {
        assert_eq!(
            Config::from_args(args(None)).unwrap_err(),
            ConfigError::NoToken
        );
        assert_eq!(
            Config::from_args(args(Some("  "))).unwrap_err(),
            ConfigError::NoToken
        );
    }

    #[test]
    fn flags_and_values() {
        // Every flag given: the environment of the test cannot matter.
        let cli = Cli::try_parse_from([
            "punctbot",
            "--token",
            " abc ",
            "--database-url",
            "sqlite::memory:",
            "--dev-guild",
            "123",
            "--log",
            "debug",
            "--api-base",
            "http://127.0.0.1:9",
            "--defer-after-ms",
            "0",
            "--scheduler-max-sleep-ms",
            "50",
            "--metrics-addr",
            "127.0.0.1:9464",
            "--log-format",
            "json",
            "--shards",
            "4-7/8",
            "--bot-searches",
            "3",
            "--bot-nodes",
            "500",
            "--web-addr",
            "127.0.0.1:8080",
            "--web-base-url",
            " https://punct.example.org/ ",
            "--member-events",
        ])
        .unwrap();
        let full = Config::from_args(cli.bot).unwrap();
        assert_eq!(full.token, "abc");
        assert_eq!(full.database_url, "sqlite::memory:");
        assert_eq!(full.dev_guild, Some(123));
        assert_eq!(full.api_base.as_deref(), Some("http://127.0.0.1:9"));
        assert_eq!(full.defer_after, Duration::ZERO);
        assert_eq!(full.scheduler_max_sleep, Duration::from_millis(50));
        assert_eq!(full.metrics_addr, Some(([127, 0, 0, 1], 9464).into()));
        assert_eq!(full.log_format, LogFormat::Json);
        assert_eq!((full.bot_searches, full.bot_nodes), (3, Some(500)));
        assert_eq!(full.web_addr, Some(([127, 0, 0, 1], 8080).into()));
        assert!(full.member_events);
        assert_eq!(
            full.web_base_url.as_deref(),
            Some("https://punct.example.org/")
        );
        assert_eq!(
            full.shards,
            Shards::Range {
                first: 4,
                last: 7,
                total: 8
            }
        );
        assert!(
            !format!("{full:?}").contains("abc"),
            "the token stays hidden"
        );
        let blank = Config::from_args(BotArgs {
            database_url: " ".to_owned(),
            api_base: Some(String::new()),
            ..args(Some("abc"))
        })
        .unwrap();
        assert_eq!(blank.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(blank.api_base, None);
    }

    #[test]
    fn every_setting_falls_back_to_its_environment_variable() {
        let command = Cli::command();
        let env: Vec<(String, String)> = command
            .get_arguments()
            .filter_map(|arg| {
                let name = arg.get_env()?.to_string_lossy().into_owned();
                Some((arg.get_id().to_string(), name))
            })
            .collect();
        let expected = [
            ("token", "DISCORD_TOKEN"),
            ("database_url", "DATABASE_URL"),
            ("dev_guild", "DISCORD_DEV_GUILD"),
            ("log", "RUST_LOG"),
            ("api_base", "DISCORD_API_BASE"),
            ("defer_after_ms", "DISCORD_DEFER_AFTER_MS"),
            ("scheduler_max_sleep_ms", "SCHEDULER_MAX_SLEEP_MS"),
            ("metrics_addr", "METRICS_ADDR"),
            ("log_format", "LOG_FORMAT"),
            ("shards", "DISCORD_SHARDS"),
            ("bot_searches", "BOT_SEARCHES"),
            ("bot_nodes", "BOT_NODES"),
            ("web_addr", "WEB_ADDR"),
            ("web_base_url", "WEB_BASE_URL"),
            ("member_events", "DISCORD_MEMBER_EVENTS"),
        ];
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(id, name)| ((*id).to_owned(), (*name).to_owned()))
            .collect();
        assert_eq!(env, expected);
    }

    #[test]
    fn bad_numbers_are_refused() {
        assert!(Cli::try_parse_from(["punctbot", "--scheduler-max-sleep-ms", "-1"]).is_err());
        assert!(Cli::try_parse_from(["punctbot", "--dev-guild", "x"]).is_err());
        assert!(Cli::try_parse_from(["punctbot", "--metrics-addr", "localhost"]).is_err());
        assert!(Cli::try_parse_from(["punctbot", "--log-format", "xml"]).is_err());
        assert!(Cli::try_parse_from(["punctbot", "--shards", "4-8/8"]).is_err());
        assert!(Cli::try_parse_from(["punctbot", "--bot-searches", "0"]).is_err());
        assert!(Cli::try_parse_from(["punctbot", "--bot-nodes", "0"]).is_err());
    }
}

//! The Discord front end: serenity's gateway client in, the game manager
//! behind it.
//!
//! Thin on purpose: [`commands`] registers the slash commands, [`translate`]
//! turns an interaction into a manager [`Request`](crate::manager::Request),
//! `respond` turns a manager [`Reply`](crate::manager::Reply) into
//! Discord messages, `deliver` posts a reply and carries out its effects
//! (for answers and scheduler posts alike), and the [`Handler`] routes
//! every event — buttons and menus by their `custom_id` alone, so they keep
//! working after a restart. It never touches the database: everything goes
//! through the [`Manager`].
//!
//! Every REST call goes through the one `Http` built by [`http_client`], so
//! `DISCORD_API_BASE` (a proxy, or the fake Discord of the tests) applies to
//! all of them.

pub mod commands;
mod computer;
mod deliver;
mod handler;
mod lease;
mod outbox;
mod post;
mod respond;
mod scheduler;
pub mod shards;
pub mod translate;

use std::{
    future::Future,
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc,
    },
    time::Duration,
};

use serenity::{
    all::{ClientBuilder, GatewayIntents, HttpBuilder},
    http::Http,
};
use tokio::sync::{watch, Notify};

use crate::{
    bot::Limits,
    computer::Computer,
    config::Config,
    manager::{Clock, Manager, RandomCoin, StoreError, SystemClock},
    ops,
    store::database_shown,
};

pub use handler::Handler;

/// How long shutdown waits for interactions still being answered.
const DRAIN_TIMEOUT: Duration = Duration::from_secs(10);

/// How long shutdown waits for the gateway to close. A shard that cannot
/// connect retries for ever and does not heed the shard manager's
/// shutdown, so the wait is bounded and then the client is dropped.
const GATEWAY_CLOSE_TIMEOUT: Duration = Duration::from_secs(3);

/// Why the bot stopped with an error.
#[derive(Debug)]
pub enum BotError {
    /// The database failed; `database` names it (its file, or its URL
    /// without the password).
    Store {
        database: String,
        error: StoreError,
    },
    Discord(serenity::Error),
    /// The metrics address (`METRICS_ADDR`) could not be listened on.
    Metrics {
        address: std::net::SocketAddr,
        error: std::io::Error,
    },
    /// The web pages' address (`WEB_ADDR`) could not be listened on.
    Web {
        address: std::net::SocketAddr,
        error: std::io::Error,
    },
}

impl std::fmt::Display for BotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotError::Store { database, error } => write!(f, "database {database}: {error}"),
            BotError::Discord(error) => write!(f, "discord: {error}"),
            BotError::Metrics { address, error } => {
                write!(f, "cannot serve metrics on {address}: {error}")
            }
            BotError::Web { address, error } => {
                write!(f, "cannot serve the web pages on {address}: {error}")
            }
        }
    }
}

impl std::error::Error for BotError {}

/// The REST client: Discord's own, or one pointed at `api_base`.
#[must_use]
pub fn http_client(token: &str, api_base: Option<&str>) -> Http {
    let builder = HttpBuilder::new(token);
    match api_base {
        // serenity applies the proxy only with its rate limiter off (the
        // limiter builds requests without it); the proxy then sees every
        // route, including `/gateway`, which yields the gateway address.
        Some(base) => builder.proxy(base).ratelimiter_disabled(true).build(),
        None => builder.build(),
    }
}

/// Counts the interactions being answered, so shutdown can wait for them.
#[derive(Default)]
pub(crate) struct InFlight {
    count: AtomicUsize,
    idle: Notify,
}

/// Held while one interaction is answered.
pub(crate) struct InFlightGuard(Arc<InFlight>);

impl InFlight {
    pub(crate) fn enter(self: &Arc<Self>) -> InFlightGuard {
        self.count.fetch_add(1, Ordering::SeqCst);
        InFlightGuard(Arc::clone(self))
    }

    /// Waits until no interaction is in flight, or `limit` passes.
    async fn drained(&self, limit: Duration) -> bool {
        let wait = async {
            loop {
                let notified = self.idle.notified();
                if self.count.load(Ordering::SeqCst) == 0 {
                    return;
                }
                notified.await;
            }
        };
        tokio::time::timeout(limit, wait).await.is_ok()
    }
}

impl Drop for InFlightGuard {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

/// Runs the bot until `shutdown` completes (SIGTERM, Ctrl-C, or a test
/// saying so), then lets the interactions in flight finish and closes the
/// database.
///
/// # Errors
/// The database cannot be opened, or the Discord client fails to start.
pub async fn run(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    run_with_clock(config, Arc::new(SystemClock), shutdown).await
}

/// [`run`] with the time read from `clock` (tests fast-forward days with a
/// [`ManualClock`](crate::manager::ManualClock)).
///
/// # Errors
/// As [`run`].
pub async fn run_with_clock(
    config: Config,
    clock: Arc<dyn Clock>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), BotError> {
    // Listening at once: a signal during start-up (migrations, the first
    // connection) still stops the bot.
    let mut stopping = tokio::spawn(shutdown);
    let store_failed = |error| BotError::Store {
        database: database_shown(&config.database_url),
        error,
    };
    let manager = Manager::open(&config.database_url, clock, Arc::new(RandomCoin))
        .await
        .map_err(store_failed)?;
    // Before anything is owed: every debt this process writes names it.
    let process = manager.register_process().await.map_err(store_failed)?;
    tracing::info!(process = process.0, "registered with a lease");
    let manager = Arc::new(manager);
    let heartbeat = tokio::spawn(lease::renew(Arc::clone(&manager)));
    let limits = config.bot_nodes.map(Limits::nodes).unwrap_or_default();
    if let Some(nodes) = config.bot_nodes {
        manager.set_analysis_limits(Limits::nodes(nodes));
    }
    let computer = Arc::new(Computer::new(
        Arc::clone(&manager),
        config.bot_searches,
        limits,
    ));
    let in_flight = Arc::new(InFlight::default());
    let handler = Handler::new(
        Arc::clone(&manager),
        Arc::clone(&computer),
        &config,
        Arc::clone(&in_flight),
    );
    let http = http_client(&config.token, config.api_base.as_deref());
    // Interactions need no intent; GUILDS keeps the guild list current;
    // GUILD_MEMBERS (privileged, asked for only when configured) tells
    // when a member leaves.
    let mut intents = GatewayIntents::GUILDS;
    if config.member_events {
        intents |= GatewayIntents::GUILD_MEMBERS;
    }
    let mut client = ClientBuilder::new_with_http(http, intents)
        .event_handler(handler)
        .await
        .map_err(BotError::Discord)?;
    let (stop_scheduler, stopped) = watch::channel(false);
    let metrics = match config.metrics_addr {
        Some(address) => Some(serve_metrics(address, &manager, stop_scheduler.subscribe()).await?),
        None => None,
    };
    if let Some(base) = &config.web_base_url {
        manager.serve_web_pages_at(base);
    }
    let web = match config.web_addr {
        Some(address) => Some(serve_web(address, &manager, stop_scheduler.subscribe()).await?),
        None => None,
    };
    let opponent = computer::Opponent {
        computer,
        manager: Arc::clone(&manager),
    };
    let scheduler = tokio::spawn(scheduler::run(
        opponent,
        Arc::clone(&client.http),
        config.scheduler_max_sleep,
        stopped,
    ));
    let outbox = tokio::spawn(outbox::run(
        Arc::clone(&client.http),
        Arc::clone(&manager),
        stop_scheduler.subscribe(),
    ));
    let shards = Arc::clone(&client.shard_manager);
    tracing::info!(
        api = config.api_base.as_deref().unwrap_or("discord.com"),
        shards = %config.shards,
        "starting"
    );
    let start = config.shards.start(&mut client);
    tokio::pin!(start);
    let result = tokio::select! {
        result = &mut start => result,
        _ = &mut stopping => {
            tracing::info!("shutting down: closing the gateway");
            let closed = async {
                shards.shutdown_all().await;
                (&mut start).await
            };
            match tokio::time::timeout(GATEWAY_CLOSE_TIMEOUT, closed).await {
                Ok(result) => result,
                Err(_) => {
                    tracing::warn!(
                        "the gateway did not close within {GATEWAY_CLOSE_TIMEOUT:?}; leaving it"
                    );
                    Ok(())
                }
            }
        }
    };
    // The scheduler finishes the event it is posting, then stops.
    let _ = stop_scheduler.send(true);
    if tokio::time::timeout(DRAIN_TIMEOUT, scheduler)
        .await
        .is_err()
    {
        tracing::warn!("the scheduler did not stop within {DRAIN_TIMEOUT:?}");
    }
    if tokio::time::timeout(DRAIN_TIMEOUT, outbox).await.is_err() {
        tracing::warn!("the outbox's worker did not stop within {DRAIN_TIMEOUT:?}");
    }
    if !in_flight.drained(DRAIN_TIMEOUT).await {
        tracing::warn!("interactions still in flight after {DRAIN_TIMEOUT:?}");
    }
    // Nothing more is paid here: what this process still owes is due at
    // once for the next process, which need not wait out the fast path.
    heartbeat.abort();
    match manager.hand_over_and_stop().await {
        Ok(handed) => tracing::info!(handed, "what this process owed is handed over"),
        Err(error) => tracing::warn!(%error, "cannot hand what this process owed over"),
    }
    if let Some(web) = web {
        // It stopped taking requests when the scheduler was told to stop.
        let _ = tokio::time::timeout(DRAIN_TIMEOUT, web).await;
    }
    if let Some(endpoint) = metrics {
        // It stopped listening when the scheduler was told to stop.
        let _ = tokio::time::timeout(DRAIN_TIMEOUT, endpoint).await;
    }
    manager.close_database().await;
    tracing::info!("stopped; database closed");
    result.map_err(BotError::Discord)
}

/// Serves the metrics and the health check on `address` until `stop`;
/// returns the task listening.
async fn serve_metrics(
    address: std::net::SocketAddr,
    manager: &Manager,
    stop: watch::Receiver<bool>,
) -> Result<tokio::task::JoinHandle<()>, BotError> {
    let failed = |error| BotError::Metrics { address, error };
    let handle = ops::metrics::install().map_err(|error| failed(std::io::Error::other(error)))?;
    let (bound, task) = ops::endpoint::serve(address, handle, manager.store().clone(), stop)
        .await
        .map_err(failed)?;
    tracing::info!(%bound, "serving /metrics and /health");
    Ok(task)
}

/// Serves the web pages on `address` until `stop`; returns the task.
async fn serve_web(
    address: std::net::SocketAddr,
    manager: &Arc<Manager>,
    stop: watch::Receiver<bool>,
) -> Result<tokio::task::JoinHandle<()>, BotError> {
    let failed = |error| BotError::Web { address, error };
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .map_err(failed)?;
    let (bound, task) =
        crate::web::serve(listener, crate::web::Site::new(Arc::clone(manager)), stop)
            .map_err(failed)?;
    tracing::info!(%bound, "serving the web pages");
    Ok(task)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn shutdown_waits_for_interactions_in_flight() {
        let in_flight = Arc::new(InFlight::default());
        assert!(
            in_flight.drained(Duration::from_millis(10)).await,
            "idle at once"
        );
        let guard = in_flight.enter();
        assert!(
            !in_flight.drained(Duration::from_millis(20)).await,
            "one in flight"
        );
        let waiter = {
            let in_flight = Arc::clone(&in_flight);
            tokio::spawn(async move { in_flight.drained(Duration::from_secs(5)).await })
        };
        tokio::task::yield_now().await;
        drop(guard);
        assert!(waiter.await.unwrap(), "done when the last one finishes");
    }
}

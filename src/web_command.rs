//! `punctbot web`: the bot's web pages over any database — the bot's own,
//! a backup, or what `punctbot play` wrote — without running the bot.

use std::{net::SocketAddr, path::PathBuf, sync::Arc};

use punctbot::{
    manager::{web_paths, Manager},
    ops,
    store::{Store, DEFAULT_DATABASE_URL},
    web::{serve, Site},
};
use tokio::{net::TcpListener, sync::watch};

/// The options of `punctbot web`.
#[derive(clap::Args)]
pub struct WebArgs {
    /// The database file (as `punctbot play --db` writes it)
    #[arg(long, value_name = "FILE")]
    db: Option<PathBuf>,
    /// The database as a URL, when --db is not given
    #[arg(long, env = "DATABASE_URL", hide_env_values = true, default_value = DEFAULT_DATABASE_URL)]
    database_url: String,
    /// Where to serve the pages (keep it on loopback behind a reverse proxy
    /// to publish them)
    #[arg(long, value_name = "ADDRESS:PORT", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Also serve Prometheus metrics (/metrics, counting page requests)
    /// and a health check on this address
    #[arg(long, env = "METRICS_ADDR", value_name = "ADDRESS:PORT")]
    metrics_addr: Option<SocketAddr>,
}

/// Serves the pages until Ctrl-C or SIGTERM.
pub fn run(args: WebArgs, stop: impl std::future::Future<Output = ()>) -> Result<(), String> {
    let runtime = tokio::runtime::Runtime::new()
        .map_err(|error| format!("cannot start the async runtime: {error}"))?;
    runtime.block_on(async {
        let store = Store::open_named(args.db.as_deref(), &args.database_url).await?;
        let (stopping, stopped) = watch::channel(false);
        let metrics = match args.metrics_addr {
            Some(address) => {
                let handle = ops::metrics::install().map_err(|error| error.to_string())?;
                let (bound, task) =
                    ops::endpoint::serve(address, handle, store.clone(), stopped.clone())
                        .await
                        .map_err(|error| format!("cannot serve metrics on {address}: {error}"))?;
                println!("metrics on http://{bound}/metrics");
                Some(task)
            }
            None => None,
        };
        let servers = store
            .public_servers()
            .await
            .map_err(|error| error.to_string())?;
        let manager = Arc::new(Manager::new(store));
        let listener = TcpListener::bind(args.addr)
            .await
            .map_err(|error| format!("cannot listen on {}: {error}", args.addr))?;
        let (bound, task) = serve(listener, Site::new(Arc::clone(&manager)), stopped)
            .map_err(|error| error.to_string())?;
        println!("serving the web pages on http://{bound}/");
        if servers.is_empty() {
            println!("no server's pages are public yet: /settings web:public turns them on");
        }
        for (guild, key) in servers {
            println!("server {guild}: http://{bound}{}", web_paths::server(&key));
        }
        stop.await;
        let _ = stopping.send(true);
        let _ = task.await;
        if let Some(metrics) = metrics {
            let _ = metrics.await;
        }
        manager.close_database().await;
        Ok(())
    })
}

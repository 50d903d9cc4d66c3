//! The bot's own web pages: a server's ladders, its players, its games
//! with a step-through replay, its archive and its tournaments — server-rendered HTML
//! (maud) that works without JavaScript; a few lines of plain JavaScript
//! only step through a game's moves with the arrow keys.
//!
//! Served by the bot itself on `WEB_ADDR`, or by `punctbot web` over any
//! database. Everything here only reads: the routes answer `GET` (and
//! `HEAD`) alone, and read through the manager's archive and the store.
//!
//! Privacy: a server's pages exist only while the server made them public
//! (`/settings web:public`); every page of a server hangs under the
//! server's unguessable page key (`/s/{key}/…`, see
//! [`crate::manager::web_paths`]), so nothing lists servers and one
//! server's games cannot be reached from another's. A private server's
//! pages, an unknown key, game, ply or player all answer the same 404.
//!
//! Layers: [`routes`] wires the addresses to the pages ([`server`],
//! [`ladder`], [`player`], [`game`], [`archive`], [`tournament`]) and the
//! limits; pages
//! are drawn by [`layout`] and worded through the words layer; [`cache`]
//! keeps what was drawn, [`language`] picks the reader's language.

mod archive;
mod assets;
mod cache;
mod chart;
mod game;
mod ladder;
mod language;
mod layout;
mod names;
mod params;
mod player;
mod refusal;
mod respond;
mod routes;
mod server;
mod tournament;
mod visit;

use std::{net::SocketAddr, sync::Arc};

use tokio::{net::TcpListener, sync::watch, task::JoinHandle};

pub use routes::{limited, router, CONCURRENT_REQUESTS};

use crate::manager::Manager;

/// What every page reads from.
pub struct Site {
    manager: Arc<Manager>,
    /// Pictures, replays and pages drawn, by what they show.
    cache: cache::Cache,
    /// Drawing takes a core for milliseconds (a board) to a second (a
    /// replay): at most this many at once, so that readers never starve
    /// the bot's own work.
    drawing: tokio::sync::Semaphore,
}

/// How many pictures are drawn at once.
const DRAWING_AT_ONCE: usize = 2;

impl Site {
    /// The pages of `manager`'s database.
    #[must_use]
    pub fn new(manager: Arc<Manager>) -> Arc<Self> {
        Arc::new(Site {
            manager,
            cache: cache::Cache::default(),
            drawing: tokio::sync::Semaphore::new(DRAWING_AT_ONCE),
        })
    }
}

/// Serves `site` on `listener` until `stop` turns true; returns the
/// address it listens on and its task.
///
/// # Errors
/// The listener has no local address.
pub fn serve(
    listener: TcpListener,
    site: Arc<Site>,
    mut stop: watch::Receiver<bool>,
) -> std::io::Result<(SocketAddr, JoinHandle<()>)> {
    let bound = listener.local_addr()?;
    let app = router(site);
    let task = tokio::spawn(async move {
        let stopped = async move {
            while !*stop.borrow() {
                if stop.changed().await.is_err() {
                    // The sender is gone: nobody can stop us but the end
                    // of the process.
                    std::future::pending::<()>().await;
                }
            }
        };
        if let Err(error) = axum::serve(listener, app)
            .with_graceful_shutdown(stopped)
            .await
        {
            tracing::warn!(%error, "the web pages stopped");
        }
    });
    Ok((bound, task))
}

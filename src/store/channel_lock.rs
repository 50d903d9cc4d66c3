//! Requests for one channel never overlap, even when several bot processes
//! serve it: each process takes its own in-memory lock first (the manager's),
//! then this one, which on PostgreSQL is a session advisory lock keyed by the
//! channel. SQLite serves one machine, where its single writer and the
//! in-memory lock already serialise a channel, so there it is nothing.
//!
//! The lock lives on a connection of a pool of its own: a request holding it
//! still needs connections of the main pool for its queries, and if both came
//! from one pool, as many waiting requests as connections would starve it.
//! If a process dies, PostgreSQL drops its connections and with them its
//! locks.

use sqlx::{pool::PoolConnection, Any, AnyPool};

use super::{to_db, Store, StoreError};

/// Held while one request of a channel runs; released when dropped.
#[must_use = "the channel is serialised only while the lock is held"]
pub struct ChannelLock(Option<PoolConnection<Any>>);

impl Store {
    /// Waits until no other request of `channel`, in any process, runs, and
    /// holds that until the returned lock is dropped.
    ///
    /// # Errors
    /// The database failed.
    pub async fn lock_channel(&self, channel: u64) -> Result<ChannelLock, StoreError> {
        let Some(locks) = &self.locks else {
            return Ok(ChannelLock(None));
        };
        let mut connection = locks.acquire().await?;
        // `pg_advisory_lock` returns `void`, which sqlx's `Any` cannot
        // read: select a constant beside it.
        sqlx::query("SELECT 1 FROM pg_advisory_lock($1)")
            .bind(to_db(channel))
            .execute(&mut *connection)
            .await?;
        Ok(ChannelLock(Some(connection)))
    }
}

impl Drop for ChannelLock {
    fn drop(&mut self) {
        let Some(mut connection) = self.0.take() else {
            return;
        };
        // Unlocking is a round trip, and `drop` cannot wait for it: the
        // connection goes back to its pool once it holds no lock. Advisory
        // locks are re-entrant within a session, so a connection that
        // might still hold one must never serve another request: if the
        // unlock fails, it is closed instead (which unlocks too).
        tokio::spawn(async move {
            let unlocked = sqlx::query("SELECT 1 FROM pg_advisory_unlock_all()")
                .execute(&mut *connection)
                .await;
            if unlocked.is_err() {
                connection.close_on_drop();
            }
        });
    }
}

/// The pool that holds channel locks on the PostgreSQL database at `url`.
pub(super) async fn lock_pool(url: &str) -> Result<AnyPool, StoreError> {
    Ok(sqlx::any::AnyPoolOptions::new()
        .max_connections(LOCK_CONNECTIONS)
        .connect(url)
        .await?)
}

/// Channels one process can serve at the same moment on PostgreSQL; more
/// wait for a connection (their requests would mostly wait for the main
/// pool anyway).
const LOCK_CONNECTIONS: u32 = 32;

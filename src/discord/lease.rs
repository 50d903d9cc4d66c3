//! The process's heartbeat: it renews the lease that tells the other
//! processes on the database (and the next one to start) that this one is
//! alive, so that they leave what its fast path holds to it. A process
//! that dies stops renewing, and what it owed is paid by the others once
//! its lease runs out.

use std::{sync::Arc, time::Duration};

use tracing::warn;

use crate::{
    manager::Manager,
    ops::metrics::{self, Place},
    store::HEARTBEAT_MS,
};

/// Renews the lease every [`HEARTBEAT_MS`] until the task is aborted (at
/// shutdown, once nothing is in flight any more).
pub(crate) async fn renew(manager: Arc<Manager>) {
    let mut beats = tokio::time::interval(Duration::from_millis(HEARTBEAT_MS));
    beats.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        beats.tick().await;
        if let Err(error) = manager.renew_lease().await {
            // The next beat tries again; a lease runs several beats.
            warn!(%error, "cannot renew this process's lease");
            metrics::error(Place::Database);
        }
    }
}

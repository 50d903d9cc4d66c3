//! Process leases: which bot processes are alive, so that what a dead one
//! owed is paid at once instead of after the fast path's hold.
//!
//! A bot process registers at start ([`Store::register_process`]) and
//! renews its lease every [`HEARTBEAT_MS`]; every outbox row it writes or
//! claims names it. A row whose process is gone is due at once: on SQLite,
//! where one file means one writer, any process but the one running is
//! gone; on PostgreSQL, one whose lease ran out. Lease times are read from
//! the database's own clock, so that processes on machines whose clocks
//! differ agree on whose lease ran out (the manager's clock, which tests
//! move by days, has no say in who is alive).

use super::{Backend, Store, StoreError};

/// The database id of a bot process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProcessId(pub i64);

/// How long a process counts as alive after its last renewal: what a dead
/// process owed waits this long on PostgreSQL at most.
pub const PROCESS_LEASE_MS: i64 = 10_000;

/// How often a process renews its lease: several times a lease, so that a
/// slow database or a busy moment does not let a live process's lease run
/// out.
pub const HEARTBEAT_MS: u64 = 2_000;

/// How long a stopped (or dead) process is remembered once nothing it
/// held is owed any more.
const FORGET_AFTER_MS: i64 = 24 * 3_600_000;

/// The database's time in Unix milliseconds, as SQL.
pub(super) fn database_now(backend: Backend) -> &'static str {
    match backend {
        Backend::Sqlite => "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)",
        Backend::Postgres => "CAST(extract(epoch FROM clock_timestamp()) * 1000 AS BIGINT)",
    }
}

/// The condition (on a row of `outbox`) that the process holding the row
/// is gone, so that the process `$n` may pay it at once. A row of no
/// process (`NULL`) is not: nothing says its writer died.
pub(super) fn holder_gone(backend: Backend, me: usize) -> String {
    match backend {
        // One file, one writer: the process running is the only one alive.
        Backend::Sqlite => format!("outbox.process_id <> ${me}"),
        Backend::Postgres => format!(
            "outbox.process_id <> ${me} AND NOT EXISTS (SELECT 1 FROM processes \
             WHERE processes.id = outbox.process_id AND processes.lease_until > {})",
            database_now(backend)
        ),
    }
}

/// This machine's name, for people reading the `processes` table.
fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|name| name.trim().to_owned())
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "unknown".to_owned())
}

impl Store {
    /// Registers this process, its lease starting now; the outbox rows this
    /// store writes or claims from now on name it. Registering again
    /// returns the same process.
    ///
    /// # Errors
    /// The database failed.
    pub async fn register_process(&self) -> Result<ProcessId, StoreError> {
        if let Some(process) = self.process() {
            return Ok(process);
        }
        let now = database_now(self.backend);
        let id: i64 = sqlx::query_scalar(&format!(
            "INSERT INTO processes (host, pid, started_at, lease_until) \
             VALUES ($1, $2, {now}, {now} + $3) RETURNING id"
        ))
        .bind(host_name())
        .bind(i64::from(std::process::id()))
        .bind(PROCESS_LEASE_MS)
        .fetch_one(&self.pool)
        .await?;
        Ok(*self.process.get_or_init(|| ProcessId(id)))
    }

    /// The process this store registered, if it did.
    #[must_use]
    pub fn process(&self) -> Option<ProcessId> {
        self.process.get().copied()
    }

    /// Renews this process's lease for [`PROCESS_LEASE_MS`] from now.
    ///
    /// # Errors
    /// The database failed.
    pub async fn renew_lease(&self) -> Result<(), StoreError> {
        let Some(process) = self.process() else {
            return Ok(());
        };
        let now = database_now(self.backend);
        sqlx::query(&format!(
            "UPDATE processes SET lease_until = {now} + $1 WHERE id = $2 AND stopped_at IS NULL"
        ))
        .bind(PROCESS_LEASE_MS)
        .bind(process.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// At a clean shutdown: makes every row this process still holds due at
    /// `now` (any process may pay it at once) and ends its lease; returns
    /// how many rows it handed over.
    ///
    /// # Errors
    /// The database failed.
    pub async fn hand_over_and_stop(&self, now: i64) -> Result<u64, StoreError> {
        let Some(process) = self.process() else {
            return Ok(0);
        };
        let mut tx = self.write().await?;
        let handed = sqlx::query(
            "UPDATE outbox SET due_at = $1 WHERE process_id = $2 AND done_at IS NULL \
             AND due_at > $1",
        )
        .bind(now)
        .bind(process.0)
        .execute(&mut *tx)
        .await?;
        let db_now = database_now(self.backend);
        sqlx::query(&format!(
            "UPDATE processes SET stopped_at = {db_now}, lease_until = {db_now} WHERE id = $1"
        ))
        .bind(process.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(handed.rows_affected())
    }

    /// Milliseconds until the first lease of another process that still
    /// holds owed rows runs out (at once if one has), on PostgreSQL; `None`
    /// when no other process holds any (or on SQLite, where this process
    /// takes another's rows at once anyway).
    ///
    /// # Errors
    /// The database failed.
    pub async fn next_lease_end_in(&self) -> Result<Option<i64>, StoreError> {
        let (Backend::Postgres, Some(process)) = (self.backend, self.process()) else {
            return Ok(None);
        };
        let now = database_now(self.backend);
        let left: Option<i64> = sqlx::query_scalar(&format!(
            "SELECT min(lease_until) - {now} FROM processes WHERE id <> $1 AND EXISTS \
             (SELECT 1 FROM outbox WHERE outbox.process_id = processes.id \
             AND outbox.done_at IS NULL)"
        ))
        .bind(process.0)
        .fetch_one(&self.pool)
        .await?;
        Ok(left.map(|left| left.max(0)))
    }

    /// Forgets the processes stopped (or dead) for a day that hold no row
    /// of the outbox any more; returns how many.
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget_processes(&self) -> Result<u64, StoreError> {
        let now = database_now(self.backend);
        let done = sqlx::query(&format!(
            "DELETE FROM processes WHERE lease_until < {now} - $1 AND NOT EXISTS \
             (SELECT 1 FROM outbox WHERE outbox.process_id = processes.id)"
        ))
        .bind(FORGET_AFTER_MS)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected())
    }
}
